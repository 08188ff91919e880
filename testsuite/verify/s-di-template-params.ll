; V-S-51: templateParams of a DICompositeType or DISubprogram is a tuple
; of DITemplateTypeParameter and DITemplateValueParameter nodes.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: invalid template param
!named = !{!1, !2, !3}
!0 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'templateParams' may list only DITemplateTypeParameter and DITemplateValueParameter nodes [V-S-51]
!1 = !DICompositeType(tag: DW_TAG_structure_type, name: "A", size: 32, templateParams: !4)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'templateParams' must be a tuple [V-S-51]
!2 = !DICompositeType(tag: DW_TAG_structure_type, name: "B", size: 32, templateParams: !5)
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "C", size: 32, templateParams: !6)
!4 = !{!0}
!5 = !DITemplateTypeParameter(name: "T", type: !0)
!6 = !{!5}
; CHECK-NOT: error:
