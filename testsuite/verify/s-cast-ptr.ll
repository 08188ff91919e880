; V-S-11: a bitcast between a pointer and an integer.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: invalid cast opcode for cast from 'ptr' to 'i64'
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(ptr %p) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: invalid cast opcode for cast from 'ptr' to 'i64' [V-S-11]
  %x = bitcast ptr %p to i64
  ret i64 %x
}
