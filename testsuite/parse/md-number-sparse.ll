; Numbered metadata need not be dense: !N is any 32-bit number (LLVM's
; parseUInt32) and the table follows the nodes, not N.  A vector indexed by
; N took 8 bytes a number up to the largest seen (480 MB for !60000000
; below; larger ones were refused as "too large" though llvm-as takes them).
; RUN: sh -c '/usr/bin/time -f "maxrss=%%M" %ehi print %s 2>&1; echo "exit=$?"' | FileCheck %s
; RUN: %llvm-as14 %s -o /dev/null
; CHECK: !named = !{!0, !60000000, !4294967295}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = !{!4000000000}
; CHECK-NEXT: !60000000 = distinct !{}
; CHECK-NEXT: !4000000000 = !{!60000000, !0}
; CHECK-NEXT: !4294967295 = !{!"last"}
; CHECK-NEXT: maxrss={{[0-9]{1,5}$}}
; CHECK-NEXT: exit=0
!named = !{!0, !60000000, !4294967295}
!4294967295 = !{!"last"}
!4000000000 = !{!60000000, !0}
!0 = !{!4000000000}
!60000000 = distinct !{}
