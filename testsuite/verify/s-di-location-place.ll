; V-S-54: a DILocation is an operand only of nodes reached from !dbg,
; !llvm.loop or named metadata; another attachment (here !unknown) cannot
; lead to one.  The !llvm.loop tuple may hold one.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: DILocation not allowed within this metadata node
define void @f() !dbg !3 {
  br label %next, !llvm.loop !7
next:
  ret void, !dbg !5, !unknown !6
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !{})
!5 = !DILocation(line: 1, column: 1, scope: !3)
; CHECK: {{.*}}:[[@LINE+1]]:1: error: a DILocation may be an operand only of nodes reached from !dbg, !llvm.loop or named metadata [V-S-54]
!6 = !{!5}
!7 = distinct !{!7, !5}
; CHECK-NOT: error:
