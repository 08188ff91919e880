; V-S-17: a function (not an intrinsic) returning a token.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Function returns a token but isn't an intrinsic
target triple = "x86_64-unknown-linux-gnu"

; CHECK: {{.*}}:[[@LINE+1]]:1: error: Function returns a token but isn't an intrinsic [V-S-17]
define token @f() {
entry:
  ret token none
}
