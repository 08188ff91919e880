; V-EH-30: an invoke whose normal destination is a catchswitch block.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: EH pad must be jumped to via an unwind edge
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: EH pad must be jumped to via an unwind edge [V-EH-30]
  invoke void @g() to label %cs unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
}
