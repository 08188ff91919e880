; V-S-23: integer atomicrmw on a floating-point value.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: atomicrmw add operand must be an integer
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p, float %x) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: atomicrmw add operand must be an integer [V-S-23]
  %r = atomicrmw add ptr %p, float %x seq_cst
  ret void
}
