; V-S-49: a DIGenericSubrange gives exactly one of count and upperBound, a
; lowerBound and a stride, each a DIVariable or a DIExpression.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: GenericSubrange
!named = !{!0, !1, !2, !3}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIGenericSubrange needs exactly one of count and upperBound [V-S-49]
!0 = !DIGenericSubrange(lowerBound: !4, stride: !4)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIGenericSubrange needs its stride [V-S-49]
!1 = !DIGenericSubrange(count: !4, lowerBound: !4)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIGenericSubrange's upperBound must be a DIVariable or a DIExpression [V-S-49]
!2 = !DIGenericSubrange(upperBound: !5, lowerBound: !4, stride: !4)
!3 = !DIGenericSubrange(count: !4, lowerBound: !4, stride: !4)
!4 = !DIExpression(DW_OP_push_object_address, DW_OP_deref)
!5 = !{}
; CHECK-NOT: error:
