; Several structural violations: a PHI missing an entry, a use not dominated
; by its definition, a token parameter and an entry block with a predecessor,
; each reported (V-S-3, V-S-7, V-S-16, V-S-1).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: PHINode should have one entry for each predecessor of its parent basic block!
; LLVM-DAG: Instruction does not dominate all uses!
; LLVM-DAG: Function takes token but isn't an intrinsic
; LLVM-DAG: Entry block to function must not have predecessors!
target triple = "x86_64-unknown-linux-gnu"

define i32 @phis(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: PHINode should have one entry for each predecessor of its parent basic block! [V-S-3]
  %p = phi i32 [ 0, %entry ]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Instruction does not dominate all uses! [V-S-7]
  %q = add i32 %p, %x
  ret i32 %q
}

; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: Function takes token but isn't an intrinsic [V-S-16]
define void @tok(token %t) {
entry:
  ret void
}

define void @loop() {
entry:
  br label %body
body:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Entry block to function must not have predecessors! [V-S-1]
  br label %entry
}
