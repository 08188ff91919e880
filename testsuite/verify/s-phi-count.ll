; V-S-3: a PHI with fewer entries than its block has predecessors.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: PHINode should have one entry for each predecessor of its parent basic block!
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: PHINode should have one entry for each predecessor of its parent basic block! [V-S-3]
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}
