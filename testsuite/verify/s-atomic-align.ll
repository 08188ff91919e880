; V-S-20: an atomic load without alignment.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: atomic load must have explicit non-zero alignment
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %p) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: atomic load must have explicit non-zero alignment [V-S-20]
  %x = load atomic i32, ptr %p seq_cst
  ret i32 %x
}
