; V-S-12: an alloca of a token: tokens cannot live in memory.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: invalid type for alloca
target triple = "x86_64-unknown-linux-gnu"

define void @f() {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Cannot allocate unsized type [V-S-12]
  %slot = alloca token
  ret void
}
