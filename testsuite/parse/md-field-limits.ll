; A specialised node's numeric field within LLVM's limit (a DILocation
; column is 16 bits), said at the value.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: md-field-limits.ll:9:26: error: value for 'column' too large, limit is 65535
!named = !{!2}
!0 = distinct !DISubprogram()
!1 = !DILocation(column: 65535, scope: !0)
!2 = !DILocation(column: 65536, scope: !0)
