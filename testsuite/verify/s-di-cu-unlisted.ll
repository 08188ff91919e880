; V-S-53: a DICompileUnit the module reaches is listed in !llvm.dbg.cu.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: DICompileUnit not listed in llvm.dbg.cu
!llvm.dbg.cu = !{}
!named = !{!0}
; CHECK: {{.*}}:[[@LINE+1]]:1: error: this DICompileUnit is used but not listed in !llvm.dbg.cu [V-S-53]
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1)
!1 = !DIFile(filename: "a.c", directory: "/")
