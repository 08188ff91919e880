; V-EH-43: a funclet bundle naming a catchswitch (a pad, but not a funclet
; pad).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Funclet bundle operands should correspond to a FuncletPadInst
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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Funclet bundle operands should correspond to a FuncletPadInst [V-EH-43]
  call void @g() [ "funclet"(token %sw) ]
  catchret from %cp to label %done
}
