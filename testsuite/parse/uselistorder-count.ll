; A uselistorder directive gives one index per use of its value: %x has
; three uses (two adds and the ret), so two indexes are wrong.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: uselistorder-count.ll:15:3: error: wrong number of indexes, expected 3
; LLVM14: uselistorder-count.ll:15:3: error: wrong number of indexes, expected 3
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %x, %x
  br label %next
next:
  %z = add i32 %y, %x
  ret i32 %z
  uselistorder i32 %x, { 1, 0 }
}
