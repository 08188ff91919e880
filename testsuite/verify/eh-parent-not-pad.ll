; V-EH-35, V-EH-43: an invoke whose funclet bundle names a token that is not a
; pad: LLVM reports the bundle at the call and, when walking the unwind edge's
; exited pads, a parent that is not a pad.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Funclet bundle operands should correspond to a FuncletPadInst
; LLVM: Parent pad must be catchpad/cleanuppad/catchswitch
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare token @llvm.experimental.convergence.anchor()

define void @f() convergent personality ptr @__CxxFrameHandler3 {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: Funclet bundle operands should correspond to a FuncletPadInst [V-EH-43]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Parent pad must be catchpad/cleanuppad/catchswitch [V-EH-35]
  invoke void @g() [ "funclet"(token %tok) ] to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}
