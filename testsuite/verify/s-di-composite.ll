; V-S-50: dataLocation, associated, allocated and rank belong to array
; types; a discriminator to a variant part, naming a DIDerivedType; a
; baseType is a type node (a string no longer names one); reference flags
; do not contradict each other.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{allocated can only appear in array type|invalid base type|discriminator can only appear on variant part|invalid reference flags}}
!named = !{!0, !1, !2, !3, !4}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'allocated' belongs to array types only (DW_TAG_array_type) [V-S-50]
!0 = !DICompositeType(tag: DW_TAG_structure_type, name: "A", size: 64, allocated: !DIExpression(DW_OP_constu, 1))
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'discriminator' belongs to variant parts only (DW_TAG_variant_part) and names a DIDerivedType [V-S-50]
!1 = !DICompositeType(tag: DW_TAG_structure_type, name: "B", size: 64, discriminator: !5)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'baseType' must name a type node or be null [V-S-50]
!2 = !DIDerivedType(tag: DW_TAG_pointer_type, size: 64, baseType: !"C")
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: flags DIFlagTypePassByValue and DIFlagTypePassByReference contradict each other [V-S-50]
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "D", size: 8, flags: DIFlagTypePassByReference | DIFlagTypePassByValue)
!4 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, rank: !DIExpression(DW_OP_constu, 2), allocated: !DIExpression(DW_OP_constu, 1))
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
; CHECK-NOT: error:
