; A permutation that changes nothing is refused.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: uselistorder-identity.ll:9:23: error: expected uselistorder indexes to change the order
; LLVM14: uselistorder-identity.ll:9:23: error: expected uselistorder indexes to change the order
@g = global i32 0
@p = global i32* @g
@q = global i32* @g
uselistorder i32* @g, { 0, 1 }
