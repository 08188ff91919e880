; V-EH-28: a cleanupret whose operand is a catchpad.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: CleanupReturnInst needs to be provided a CleanupPad
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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: CleanupReturnInst needs to be provided a CleanupPad [V-EH-28]
  cleanupret from %cp unwind to caller
}
