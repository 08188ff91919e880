; V-S-31: a musttail call whose callee takes a different number of parameters.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: cannot guarantee tail call due to mismatched parameter counts
target triple = "x86_64-pc-windows-msvc"

declare i32 @g(i32, i32)

define i32 @f(i32 %x) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: cannot guarantee tail call due to mismatched parameter counts [V-S-31]
  %r = musttail call i32 @g(i32 %x, i32 0)
  ret i32 %r
}
