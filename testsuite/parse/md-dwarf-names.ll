; A DW_TAG_ or DW_LANG_ name that DWARF (or a vendor's extension, by its
; prefix: DW_TAG_GNU_..., DW_LANG_Mips_...) does not define.
; RUN: sed -e 's/^;LANG //' %s > %t.lang.ll
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %t.lang.ll 2>&1 | FileCheck %s --check-prefix=LANG
; RUN: not %llvm-as19 %t.lang.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LANG
; LLVM: invalid DWARF tag 'DW_TAG_no_such_tag'
; LANG: error: invalid DWARF language 'DW_LANG_Nothing'
!named = !{!0, !1, !2}
!1 = !GenericDINode(tag: DW_TAG_GNU_template_parameter_pack)
!2 = !GenericDINode(tag: DW_TAG_LLVM_annotation)
;LANG !3 = distinct !DICompileUnit(language: DW_LANG_Nothing, file: !4)
;LANG !4 = !DIFile(filename: "a.c", directory: "/")
; CHECK: {{.*}}:[[@LINE+1]]:26: error: invalid DWARF tag 'DW_TAG_no_such_tag'
!0 = !GenericDINode(tag: DW_TAG_no_such_tag)
