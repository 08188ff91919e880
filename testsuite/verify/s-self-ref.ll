; V-S-10: a non-PHI instruction that uses its own value in reachable code.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Only PHI nodes may reference their own value!
target triple = "x86_64-unknown-linux-gnu"

define i32 @f() {
entry:
  br label %loop
loop:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Only PHI nodes may reference their own value! [V-S-10]
  %x = add i32 %x, 1
  br label %loop
}
