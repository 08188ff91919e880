; A DICompileUnit (and a DISubprogram that is a definition) is distinct;
; said at the node's name.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: md-distinct-cu.ll:7:6: error: missing 'distinct', required for !DICompileUnit
!named = !{!0}
!0 = !DICompileUnit(language: DW_LANG_C99, file: !DIFile(filename: "f", directory: "d"))
