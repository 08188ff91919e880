; V-S-16: a function (not an intrinsic) with a token parameter.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Function takes token but isn't an intrinsic
target triple = "x86_64-unknown-linux-gnu"

; CHECK: {{.*}}:[[@LINE+1]]:1: error: Function takes token but isn't an intrinsic [V-S-16]
define void @f(token %t) {
entry:
  ret void
}
