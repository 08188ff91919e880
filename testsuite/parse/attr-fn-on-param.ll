; A function attribute (mustprogress) on a parameter.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: attr-fn-on-param.ll:6:19: error: this attribute does not apply to parameters
; LLVM14: error: this attribute does not apply to parameters
define void @f(i8 mustprogress %a) {
  ret void
}
