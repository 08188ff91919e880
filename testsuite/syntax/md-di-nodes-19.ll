; A zoo of specialised debug-info nodes (LLVM 19: plus ptrauth, targetFuncName, imported-entity elements): namespaces, modules,
; templates, subranges (constant and variable bounds), generic subranges,
; string types, common blocks, macros, Objective-C properties, lexical block
; files, imported entities, composite types with vtables/discriminators,
; pointer-to-member, inheritance, every DIFlag spelled out in unions.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "md-di-nodes-19.c"

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!zoo = !{!50, !51, !52, !53, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "zoo", isOptimized: false, flags: "-O0 -g", runtimeVersion: 0, splitDebugFilename: "x.dwo", emissionKind: LineTablesOnly, dwoId: 12345, sysroot: "/", sdk: "MacOSX.sdk", macros: !4, debugInfoForProfiling: true, rangesBaseAddress: true, nameTableKind: GNU)
!1 = !DIFile(filename: "zoo.cpp", directory: "/src", source: "int main() {}\0A")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{!5}
!5 = !DIMacroFile(file: !1, nodes: !6)
!6 = !{!7, !8}
!7 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "FOO", value: "1")
!8 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "BAR")
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed, flags: DIFlagLittleEndian)
!10 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!11 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "M.apinotes", file: !1, line: 3, isDecl: true)
!12 = !DITemplateTypeParameter(name: "T", type: !9, defaulted: true)
!13 = !DITemplateValueParameter(name: "N", type: !9, value: i32 3)
!14 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !{!12})
!15 = !DISubrange(count: 10, lowerBound: 1)
!16 = !DISubrange(count: !38, lowerBound: !DIExpression(DW_OP_constu, 0), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref))
!17 = !DIGenericSubrange(count: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref), lowerBound: !DIExpression(DW_OP_constu, 1), stride: !DIExpression(DW_OP_constu, 4))
!18 = !DIStringType(name: "character(*)", stringLength: !38, stringLengthExpression: !DIExpression(), size: 32)
!19 = !DICommonBlock(scope: !40, declaration: null, name: "blk", file: !1, line: 9)
!20 = !DIObjCProperty(name: "prop", file: !1, line: 4, setter: "setProp:", getter: "prop", attributes: 2316, type: !9)
!21 = !DILexicalBlockFile(scope: !41, file: !1, discriminator: 2)
!22 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !10, file: !1, line: 5, name: "alias")
!23 = !DICompositeType(tag: DW_TAG_class_type, name: "C", scope: !10, file: !1, line: 6, size: 128, align: 64, flags: DIFlagFwdDecl | DIFlagTypePassByReference | DIFlagNonTrivial, identifier: "_ZTSN2ns1CE")
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !1, line: 7, size: 64, flags: DIFlagTypePassByValue, elements: !{!25, !26}, vtableHolder: !24, templateParams: !{!12, !13}, identifier: "_ZTS1D")
!25 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !24, baseType: !23, offset: 0, flags: DIFlagPublic | DIFlagVirtual, extraData: i32 0)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$D", scope: !24, file: !1, baseType: !27, size: 64, flags: DIFlagArtificial | DIFlagPrivate)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64, dwarfAddressSpace: 1)
!28 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !9, size: 64, extraData: !23)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 320, elements: !{!15, !16})
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !{!17}, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !38, allocated: !DIExpression(DW_OP_push_object_address), rank: !DIExpression(DW_OP_constu, 2))
!31 = !DICompositeType(tag: DW_TAG_variant_part, scope: !24, file: !1, size: 64, discriminator: !26, elements: !{!32})
!32 = !DIDerivedType(tag: DW_TAG_member, scope: !31, file: !1, baseType: !9, size: 32, extraData: i64 1)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "myint", file: !1, line: 8, baseType: !9, annotations: !{!{!"btf_decl_tag", !"tag"}})
!34 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !9, size: 64)
!37 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !{null, !9})
!38 = !DILocalVariable(name: "n", scope: !41, file: !1, line: 10, type: !9, flags: DIFlagArtificial)
!40 = distinct !DISubprogram(name: "sub", scope: !10, file: !1, line: 11, type: !37, scopeLine: 11, containingType: !24, virtualIndex: 2, thisAdjustment: 8, flags: DIFlagPrototyped | DIFlagVirtual | DIFlagExplicit | DIFlagNoReturn | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagPureVirtual | DISPFlagMainSubprogram, unit: !0, templateParams: !{!12}, thrownTypes: !{!23})
!41 = distinct !DILexicalBlock(scope: !40, file: !1, line: 12, column: 5)
!50 = !DIDerivedType(tag: DW_TAG_LLVM_ptrauth_type, baseType: !27, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234, ptrAuthIsaPointer: false, ptrAuthAuthenticatesNullValues: true)
!51 = distinct !DISubprogram(name: "tf", scope: !1, file: !1, line: 20, type: !37, spFlags: DISPFlagDefinition, unit: !0, targetFuncName: "target_fn", annotations: !{!{!"btf_decl_tag", !"x"}})
!52 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !10, file: !1, line: 21, elements: !{!54})
!53 = !DILabel(scope: !51, name: "L", file: !1, line: 22)
!54 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !9, file: !1, line: 21, name: "renamed")
!55 = !{ptr null}
