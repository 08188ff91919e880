; V-S-2: a PHI after a non-PHI instruction.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: PHI nodes not grouped at top of basic block!
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %x = add i32 1, 2
; CHECK: {{.*}}:[[@LINE+1]]:3: error: PHI nodes not grouped at top of basic block! [V-S-2]
  %p = phi i32 [ 0, %entry ], [ %x, %a ]
  ret i32 %p
}
