; V-S-5: a PHI entry names a block that is not a predecessor.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: PHI node entries do not match predecessors!
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
other:
  br label %other
b:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: PHI node entries do not match predecessors! [V-S-5]
  %p = phi i32 [ 0, %entry ], [ 1, %other ]
  ret i32 %p
}
