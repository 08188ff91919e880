; V-S-33: !llvm.module.flags entries are !{i32 behaviour, !"id", value},
; with the value each behaviour and each flag LLVM reads needs; one
; diagnostic per bad flag, at the node at fault.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: incorrect number of operands in module flag
target triple = "x86_64-unknown-linux-gnu"

declare void @a()

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}

; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: incorrect number of operands in module flag [V-S-33]
!0 = !{i32 1}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:8: error: invalid behavior operand in module flag (expected constant integer) [V-S-33]
!1 = !{!"foo", !"foo", i32 42}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:8: error: invalid behavior operand in module flag (unexpected constant) [V-S-33]
!2 = !{i32 999, !"foo", i32 43}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:15: error: invalid ID operand in module flag (expected metadata string) [V-S-33]
!3 = !{i32 1, i32 1, i32 44}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:23: error: invalid value for 'require' module flag (expected metadata pair) [V-S-33]
!4 = !{i32 3, !"bla", i32 45}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:23: error: invalid value for 'max' module flag (expected constant integer) [V-S-33]
!5 = !{i32 7, !"max", !"max"}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:23: error: invalid value for 'min' module flag (expected constant non-negative integer) [V-S-33]
!6 = !{i32 8, !"min", i32 -1}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:26: error: invalid value for 'append'-type module flag (expected a metadata node) [V-S-33]
!7 = !{i32 5, !"append", i32 1}
!8 = !{i32 1, !"once", i32 1}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:15: error: module flag identifiers must be unique (or of 'require' type) [V-S-33]
!9 = !{i32 2, !"once", i32 2}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:31: error: wchar_size metadata requires constant integer argument [V-S-33]
!10 = !{i32 1, !"wchar_size", !"4"}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:42: error: SemanticInterposition metadata requires constant integer argument [V-S-33]
!11 = !{i32 1, !"SemanticInterposition", float 1.0}
!12 = !{i32 3, !"req", !{!"once", i32 3}}
; CHECK-DAG: {{.*}}:[[@LINE-1]]:26: error: invalid requirement on flag, flag does not have the required value [V-S-33]
!13 = !{i32 5, !"CG Profile", !{!14, !15}}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: expected a MDNode triple [V-S-33]
!14 = !{ptr @a, ptr @a}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:9: error: expected a Function or null [V-S-33]
!15 = !{!"a", ptr @a, i64 1}
; CHECK: 14 errors
