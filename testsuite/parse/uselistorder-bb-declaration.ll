; uselistorder_bb names a block of a defined function.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: uselistorder-bb-declaration.ll:7:17: error: invalid declaration in uselistorder_bb
; LLVM14: uselistorder-bb-declaration.ll:7:17: error: invalid declaration in uselistorder_bb
declare void @h()
uselistorder_bb @h, %bb, { 1, 0 }
