; A DIDerivedType's dwarfAddressSpace belongs to a pointer or a reference
; (LLVM's verifier; ehi says so at the parse, at the field).
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: md-dwarf-address-space.ll:10:69: error: DWARF address space only applies to pointer or reference types
; LLVM14: DWARF address space only applies to pointer or reference types
!named = !{!1, !2}
!0 = !DIBasicType(tag: DW_TAG_base_type, name: "int", size: 32, align: 32, encoding: DW_ATE_signed)
!1 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !0, size: 64, dwarfAddressSpace: 1)
!2 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !0, size: 32, dwarfAddressSpace: 1)
