; V-S-11: a trunc to a wider type (llvm-as rejects it while parsing).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: invalid cast opcode for cast from 'i32' to 'i64'
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(i32 %a) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: invalid cast opcode for cast from 'i32' to 'i64' [V-S-11]
  %x = trunc i32 %a to i64
  ret i64 %x
}
