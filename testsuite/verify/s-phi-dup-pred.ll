; V-S-4: two entries for the same predecessor with different values.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: PHI node has multiple entries for the same basic block with different incoming values!
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %b, label %b
b:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: PHI node has multiple entries for the same basic block with different incoming values! [V-S-4]
  %p = phi i32 [ 0, %entry ], [ 1, %entry ]
  ret i32 %p
}
