; The indexes are a permutation of 0..n-1: a repeated index is not.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: uselistorder-not-permutation.ll:10:23: error: expected distinct uselistorder indexes in range [0, size)
; LLVM14: uselistorder-not-permutation.ll:10:23: error: expected distinct uselistorder indexes in range [0, size)
@g = global i32 0
@p = global i32* @g
@q = global i32* @g
@r = global i32* @g
uselistorder i32* @g, { 2, 2, 0 }
