; A function's value inside a metadata node (only a call's direct metadata operand may name one).
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: md-local-in-node.ll:8:31: error: invalid use of function-local name
; LLVM14: error: invalid use of function-local name
declare void @g(metadata)
define void @f(i32 %v) {
  call void @g(metadata !{i32 %v})
  ret void
}
