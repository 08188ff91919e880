; V-S-22: cmpxchg on a floating-point value.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: cmpxchg operand must have integer or pointer type
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p, float %x) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: cmpxchg operand must have integer or pointer type [V-S-22]
  %r = cmpxchg ptr %p, float %x, float %x seq_cst seq_cst
  ret void
}
