; A parameter attribute (immarg) on a return value.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: attr-param-on-ret.ll:6:9: error: this attribute does not apply to return values
; LLVM14: error: this attribute does not apply to return values
declare immarg i32 @f(i32)
