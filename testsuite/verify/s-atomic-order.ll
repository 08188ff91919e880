; V-S-21: an atomic store with acquire ordering.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: atomic store cannot use Acquire ordering
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: atomic store cannot use Acquire ordering [V-S-21]
  store atomic i32 0, ptr %p acquire, align 4
  ret void
}
