; V-S-59: the shape of attachments: !range pairs of integers, !align one
; i64 power of two, !fpmath one positive float on a floating-point result,
; !annotation strings, scope lists of scopes with their domains, the
; struct-path !tbaa tag (3 or 4 operands, integer offset, flag 0 or 1),
; and llvm.experimental.noalias.scope.decl's list of one scope.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{.+}}
declare void @llvm.experimental.noalias.scope.decl(metadata)
define void @f(ptr %p, float %x, i32 %i) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !range takes pairs of integers, at least one [V-S-59]
  %a = load i8, ptr %p, !range !0
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !align takes a power of two no greater than 2^32 [V-S-59]
  %b = load ptr, ptr %p, !align !1
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !fpmath belongs on instructions with a floating-point result [V-S-59]
  %c = add i32 %i, %i, !fpmath !2
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !fpmath takes a positive accuracy [V-S-59]
  %d = fadd float %x, %x, !fpmath !3
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !annotation takes at least one operand [V-S-59]
  %e = add i32 %i, 1, !annotation !4
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !noalias takes a list of scope nodes [V-S-59]
  %g = load i8, ptr %p, !noalias !5
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !tbaa an access tag's immutability flag is 0 or 1 [V-S-59]
  store i32 0, ptr %p, !tbaa !6
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !llvm.experimental.noalias.scope.decl takes a list of exactly one scope [V-S-59]
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %ok = fadd float %x, %x, !fpmath !2
  %ok2 = load i32, ptr %p, !tbaa !9, !alias.scope !12
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  ret void
}
!0 = !{i8 0}
!1 = !{i64 3}
!2 = !{float 2.5}
!3 = !{float 0.0}
!4 = !{}
!5 = !{!"str"}
!6 = !{!7, !8, i64 0, i64 2}
!7 = !{!"S", !8, i64 0}
!8 = !{!"int", !10, i64 0}
!9 = !{!7, !8, i64 0}
!10 = !{!"root"}
!11 = !{!13, !13}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14}
; CHECK-NOT: error:
