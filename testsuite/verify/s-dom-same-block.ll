; V-S-7: a use before its definition in the same block.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Instruction does not dominate all uses!
target triple = "x86_64-unknown-linux-gnu"

define i32 @f() {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Instruction does not dominate all uses! [V-S-7]
  %y = mul i32 %x, 2
  %x = add i32 1, 2
  ret i32 %y
}
