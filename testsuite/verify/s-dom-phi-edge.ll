; V-S-8: a PHI operand must dominate the end of its incoming block, not the PHI:
; %x is defined in %a, but the PHI takes it on the edge from %entry.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Instruction does not dominate all uses!
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Instruction does not dominate all uses! [V-S-8]
  %p = phi i32 [ %x, %entry ], [ 0, %a ]
  ret i32 %p
}
