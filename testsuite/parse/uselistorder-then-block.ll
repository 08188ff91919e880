; uselistorder directives end a function body: no block may follow them.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: uselistorder-then-block.ll:13:1: error: expected uselistorder directive
; LLVM14: uselistorder-then-block.ll:13:1: error: expected uselistorder directive
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, %a
  br label %next
  uselistorder i32 %a, { 1, 0 }
  ; %next is used once (the branch): no directive for it
  uselistorder i32 %a, { 1, 0 }
next:
  ret i32 %x
}
