; V-S-14: a token loaded from memory.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: loading unsized types is not allowed
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %slot) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: loading unsized types is not allowed [V-S-14]
  %t = load token, ptr %slot
  ret void
}
