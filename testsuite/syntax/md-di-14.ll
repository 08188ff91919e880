; Debug-info metadata (LLVM 14): specialised DI nodes with flag unions
; (DIFlagA | DIFlagB), spFlags, DIExpression with operations, DIArgList in a
; llvm.dbg.value call, llvm.dbg.declare/llvm.dbg.label, inlinedAt locations,
; global variable expressions, `declare !dbg`, distinct/uniqued DI nodes.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "md-di-14.c"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

%struct.P = type { i32, i32 }

@gv = dso_local global i32 0, align 4, !dbg !50
@gs = internal global %struct.P zeroinitializer, !dbg !53

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)
declare !dbg !60 void @ext(i32)

define dso_local i32 @f(i32 %a, i32 %b) !dbg !20 {
entry:
  %p = alloca %struct.P, align 4
  call void @llvm.dbg.declare(metadata %struct.P* %p, metadata !30, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 %a, metadata !28, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 %b, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !40
  call void @llvm.dbg.value(metadata !DIArgList(i32 %a, i32 %b), metadata !31, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !40
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !40
  call void @llvm.dbg.value(metadata i64 -1, metadata !31, metadata !DIExpression(DW_OP_constu, 42, DW_OP_minus, DW_OP_deref, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value)), !dbg !40
  %s = add nsw i32 %a, %b, !dbg !41
  call void @llvm.dbg.label(metadata !32), !dbg !42
  call void @ext(i32 %s), !dbg !43
  ret i32 %s, !dbg !44
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang \22zoo\22", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !3, globals: !4, imports: !5, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "md-di-14.c", directory: "/tmp/dir with space", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{!6}
!3 = !{!7}
!4 = !{!50, !53}
!5 = !{!8}
!6 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 3, baseType: !21, size: 32, elements: !9, identifier: "_ZTS1E")
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !60, file: !1, line: 2)
!9 = !{!14, !15}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{!"clang version 14"}
!14 = !DIEnumerator(name: "A", value: 0, isUnsigned: true)
!15 = !DIEnumerator(name: "B", value: -1)
!20 = distinct !DISubprogram(name: "f", linkageName: "f", scope: !1, file: !1, line: 5, type: !22, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DISubroutineType(types: !23)
!23 = !{!21, !21, !21}
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !1, line: 1, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !25)
!25 = !{!26, !33}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !24, file: !1, line: 1, baseType: !21, size: 32)
!27 = !{!28, !29, !30, !31}
!28 = !DILocalVariable(name: "a", arg: 1, scope: !20, file: !1, line: 5, type: !21)
!29 = !DILocalVariable(name: "b", arg: 2, scope: !20, file: !1, line: 5, type: !21, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DILocalVariable(name: "p", scope: !20, file: !1, line: 6, type: !24, align: 32)
!31 = !DILocalVariable(name: "sum", scope: !34, file: !1, line: 7, type: !35)
!32 = !DILabel(scope: !20, name: "lbl", file: !1, line: 8)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !24, file: !1, line: 1, baseType: !21, size: 32, offset: 32, flags: DIFlagPublic | DIFlagBitField, extraData: i64 0)
!34 = distinct !DILexicalBlock(scope: !20, file: !1, line: 7, column: 3)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!40 = !DILocation(line: 5, column: 11, scope: !20)
!41 = !DILocation(line: 7, column: 13, scope: !34)
!42 = !DILocation(line: 8, scope: !20)
!43 = !DILocation(line: 9, column: 3, scope: !61, inlinedAt: !45)
!44 = !DILocation(line: 10, column: 3, scope: !20, isImplicitCode: true)
!45 = distinct !DILocation(line: 9, column: 1, scope: !20)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "gv", scope: !0, file: !1, line: 2, type: !21, isLocal: false, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression(DW_OP_plus_uconst, 4))
!54 = distinct !DIGlobalVariable(name: "gs", scope: !0, file: !1, line: 3, type: !24, isLocal: true, isDefinition: true)
!60 = !DISubprogram(name: "ext", scope: !1, file: !1, line: 4, type: !62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = distinct !DISubprogram(name: "inl", scope: !1, file: !1, line: 20, type: !62, scopeLine: 20, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!62 = !DISubroutineType(flags: DIFlagPrototyped, types: !63)
!63 = !{null, !21}
