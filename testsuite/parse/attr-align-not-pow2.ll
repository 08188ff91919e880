; An align attribute of a parameter is a power of two.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: attr-align-not-pow2.ll:6:27: error: alignment is not a power of two
; LLVM14: error: alignment is not a power of two
declare void @f(i8* align 3)
