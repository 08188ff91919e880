; No field of a specialised node is given twice; said at the second one.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: md-field-twice.ll:7:38: error: field 'line' cannot be specified more than once
!named = !{!1}
!0 = distinct !DISubprogram()
!1 = !DILocation(line: 3, scope: !0, line: 3)
