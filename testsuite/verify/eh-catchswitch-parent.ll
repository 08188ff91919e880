; V-EH-20: a catchswitch (in an unreachable block) nested within another
; catchswitch: the parent must be none, a catchpad or a cleanuppad.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: CatchSwitchInst has an invalid parent.
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
dead:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: CatchSwitchInst has an invalid parent. [V-EH-20]
  %sw2 = catchswitch within %sw [label %catch2] unwind to caller
catch2:
  %cp2 = catchpad within %sw2 [ptr null, i32 64, ptr null]
  catchret from %cp2 to label %done
}
