; V-S-1: the entry block is the target of a branch (a loop back to entry).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Entry block to function must not have predecessors!
target triple = "x86_64-unknown-linux-gnu"

define void @f(i1 %c) {
entry:
  br label %body
body:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Entry block to function must not have predecessors! [V-S-1]
  br i1 %c, label %entry, label %exit
exit:
  ret void
}
