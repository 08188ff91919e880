; byval (like sret, byref, inalloca) names its type, in LLVM 14 as in 19.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: attr-byval-no-type.ll:6:25: error: expected '('
; LLVM14: error: expected '('
define void @f(i8* byval) {
  ret void
}
