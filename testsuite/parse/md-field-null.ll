; A specialised node's field that LLVM says cannot be null (a DILocation's
; scope), said at the null.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: md-field-null.ll:7:25: error: 'scope' cannot be null
!named = !{!0}
!0 = !DILocation(scope: null)
