; V-S-11: ptrtoaddr of an integer (LLVM 22's castIsValid: a pointer operand).
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(i64 %p) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: invalid cast opcode for cast from 'i64' to 'i64' [V-S-11]
  %x = ptrtoaddr i64 %p to i64
  ret i64 %x
}
