; V-S-7: a use in a block the definition does not dominate.
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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Instruction does not dominate all uses! [V-S-7]
  ret i32 %x
}
