; V-S-48: a DISubrange gives count or upperBound, not both, and each bound
; is a number, a DIVariable or a DIExpression.  (Debug info reached only
; from !dbg, llvm.dbg.* or calls of llvm.dbg.* is stripped by llvm-as when
; broken; these nodes are reached from other named metadata, so they are
; verified for real, SPEC.md section 5.)
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Subrange can have any one of count or upperBound
!named = !{!0, !1, !2, !3}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DISubrange gives both count and upperBound: one of them at most [V-S-48]
!0 = !DISubrange(count: 20, lowerBound: 1, upperBound: 10)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DISubrange's lowerBound must be a constant, a DIVariable or a DIExpression [V-S-48]
!1 = !DISubrange(count: 3, lowerBound: !4)
!2 = !DISubrange(count: 3, lowerBound: !DIExpression(DW_OP_constu, 2))
!3 = !DISubrange(upperBound: 7, stride: 4)
!4 = !{}
; CHECK-NOT: error:
