; V-S-15: a select between two tokens.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: select values cannot have token type
target triple = "x86_64-unknown-linux-gnu"

define void @f(i1 %c) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: select values cannot have token type [V-S-15]
  %t = select i1 %c, token none, token none
  ret void
}
