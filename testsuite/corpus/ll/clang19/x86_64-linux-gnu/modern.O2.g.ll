; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_Z3fibi = comdat any

@.str = private unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", align 1, !dbg !28
@.str.7 = private unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", align 1, !dbg !30
@.str.8 = private unnamed_addr constant [10 x i8] c"color %u\0A\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", align 1, !dbg !42
@.str.11 = private unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1, !dbg !56
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !58
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !63

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !226 {
    #dbg_assign(i1 poison, !267, !DIExpression(), !319, ptr undef, !DIExpression(), !320)
    #dbg_value(ptr poison, !229, !DIExpression(), !320)
    #dbg_value(ptr null, !228, !DIExpression(), !320)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 1, ptr noundef nonnull @.str.13), !dbg !321
    #dbg_value(i64 60129542151, !230, !DIExpression(), !320)
    #dbg_value(i64 60129542151, !231, !DIExpression(DW_OP_plus_uconst, 4), !320)
    #dbg_value(i32 21, !232, !DIExpression(), !320)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 14, i32 noundef 21), !dbg !322
    #dbg_value(i32 4, !233, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !320)
    #dbg_value(ptr undef, !239, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !320)
    #dbg_value(ptr undef, !238, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !320)
    #dbg_value(ptr undef, !237, !DIExpression(DW_OP_deref), !320)
    #dbg_value(i64 25769803826, !233, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !320)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 50, i32 noundef 6), !dbg !323
    #dbg_value(float 2.500000e+00, !240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !320)
    #dbg_value(float 4.000000e+00, !240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !320)
    #dbg_value(float 2.500000e+00, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !320)
    #dbg_value(float 5.000000e+00, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !320)
  %4 = tail call noundef i32 @_Z3fibi(i32 noundef 15), !dbg !324
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.500000e+00, double noundef 5.000000e+00, i32 noundef 1, i32 noundef %4), !dbg !325
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10, double noundef 3.750000e+00), !dbg !326
    #dbg_value(i32 1, !327, !DIExpression(), !343)
    #dbg_value(i8 65, !333, !DIExpression(), !343)
    #dbg_value(i64 3, !334, !DIExpression(), !343)
    #dbg_value(i16 -4, !335, !DIExpression(), !343)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !345
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 65), !dbg !345
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 3), !dbg !345
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef -4), !dbg !345
  %11 = tail call i32 @putchar(i32 10), !dbg !346
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19), !dbg !347
    #dbg_value(i32 poison, !243, !DIExpression(), !320)
    #dbg_value(i32 poison, !242, !DIExpression(), !320)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 12, i32 noundef 4), !dbg !348
    #dbg_value(i8 5, !246, !DIExpression(), !320)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 5), !dbg !349
    #dbg_value(i64 8, !247, !DIExpression(), !320)
    #dbg_value(i64 17, !249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320)
    #dbg_value(i64 0, !249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320)
    #dbg_value(i64 poison, !251, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320)
    #dbg_value(i64 0, !251, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320)
    #dbg_value(ptr poison, !253, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320)
    #dbg_value(i32 2, !253, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !320)
    #dbg_value(ptr undef, !254, !DIExpression(), !320)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2, ptr noundef nonnull @.str.13, i32 noundef 4), !dbg !350
    #dbg_value(i32 10, !256, !DIExpression(), !320)
    #dbg_value(i32 10, !257, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !320)
    #dbg_value(i32 10, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !320)
    #dbg_value(i32 4, !262, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !320)
    #dbg_value(i64 25769803826, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320)
    #dbg_value(i32 1, !257, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !320)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 11, i32 noundef 24), !dbg !351
    #dbg_assign(i32 poison, !267, !DIExpression(), !352, ptr undef, !DIExpression(), !320)
    #dbg_value(ptr poison, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320)
    #dbg_value(ptr poison, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320)
    #dbg_value(ptr poison, !270, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !320)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 11, double noundef 2.500000e+01), !dbg !353
    #dbg_value(ptr null, !229, !DIExpression(), !320)
  ret i32 0, !dbg !354
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare !dbg !355 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #2 comdat !dbg !358 {
    #dbg_value(i32 %0, !360, !DIExpression(), !361)
  %2 = icmp slt i32 %0, 2, !dbg !362
  br i1 %2, label %11, label %3, !dbg !363

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !360, !DIExpression(), !361)
  %6 = add nsw i32 %4, -1, !dbg !364
  %7 = tail call noundef i32 @_Z3fibi(i32 noundef %6), !dbg !365
  %8 = add nsw i32 %4, -2, !dbg !366
  %9 = add nsw i32 %7, %5, !dbg !367
    #dbg_value(i32 %8, !360, !DIExpression(), !361)
  %10 = icmp ult i32 %4, 4, !dbg !362
  br i1 %10, label %11, label %3, !dbg !363

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !368
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!65}
!llvm.module.flags = !{!311, !312, !313, !314, !315, !316, !317}
!llvm.ident = !{!318}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 16)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 15)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 14)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 28)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !15, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 18)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !32, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !10, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !32, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 6)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 5)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !25, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 7)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !48, isLocal: true, isDefinition: true)
!65 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !66, retainedTypes: !73, globals: !293, splitDebugInlining: false, nameTableKind: None)
!66 = !{!67}
!67 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !2, line: 65, baseType: !68, size: 8, flags: DIFlagEnumClass, elements: !69, identifier: "_ZTS5Color")
!68 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!69 = !{!70, !71, !72}
!70 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!71 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!72 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!73 = !{!74, !75, !97, !98, !99, !67, !68, !100, !140, !96, !207, !224, !208, !211, !103, !109, !271}
!74 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !2, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !76, identifier: "_ZTS4Vec2")
!76 = !{!77, !79, !80, !85, !88, !91}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !75, file: !2, line: 40, baseType: !78, size: 32)
!78 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !75, file: !2, line: 40, baseType: !78, size: 32, offset: 32)
!80 = !DISubprogram(name: "operator+", linkageName: "_ZNK4Vec2plES_", scope: !75, file: !2, line: 41, type: !81, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{!75, !83, !75}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!85 = !DISubprogram(name: "operator*", linkageName: "_ZNK4Vec2mlEf", scope: !75, file: !2, line: 42, type: !86, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{!75, !83, !78}
!88 = !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !75, file: !2, line: 43, type: !89, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!74, !83, !75}
!91 = !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !75, file: !2, line: 44, type: !92, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{!94, !95, !96}
!94 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !78, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!98 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!99 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !102, file: !2, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !138, identifier: "_ZTSZN5Accum5adderEvEUliE_")
!102 = distinct !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !103, file: !2, line: 94, type: !107, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, declaration: !106, retainedNodes: !135)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !2, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !104, identifier: "_ZTS5Accum")
!104 = !{!105, !106}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !103, file: !2, line: 93, baseType: !96, size: 32)
!106 = !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !103, file: !2, line: 94, type: !107, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !134}
!109 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !110, templateParams: !130, identifier: "_ZTS8FunctionIFiiEE")
!110 = !{!111, !113, !117, !121, !125}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !109, file: !2, line: 79, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !109, file: !2, line: 80, baseType: !114, size: 64, offset: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DISubroutineType(types: !116)
!116 = !{!96, !112, !96}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !109, file: !2, line: 81, baseType: !118, size: 64, offset: 128)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !112}
!121 = !DISubprogram(name: "~Function", scope: !109, file: !2, line: 88, type: !122, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !109, file: !2, line: 89, type: !126, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!96, !128, !96}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !109)
!130 = !{!131}
!131 = !DITemplateTypeParameter(name: "Sig", type: !132)
!132 = !DISubroutineType(types: !133)
!133 = !{!96, !96}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!135 = !{!136}
!136 = !DILocalVariable(name: "this", arg: 1, scope: !102, type: !137, flags: DIFlagArtificial | DIFlagObjectPointer)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !101, file: !2, line: 94, baseType: !137, size: 64)
!140 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !2, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !141, templateParams: !205, identifier: "_ZTS5OwnerI4BirdE")
!141 = !{!142, !177, !181, !185, !189, !194, !197, !198, !202}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !140, file: !2, line: 22, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !2, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !145, vtableHolder: !147, identifier: "_ZTS4Bird")
!145 = !{!146, !168, !172}
!146 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !144, baseType: !147, extraData: i32 0)
!147 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !2, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !148, vtableHolder: !147, identifier: "_ZTS6Animal")
!148 = !{!149, !154, !155, !159, !165}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !2, file: !2, baseType: !150, size: 64, flags: DIFlagArtificial)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !152, size: 64)
!152 = !DISubroutineType(types: !153)
!153 = !{!96}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !147, file: !2, line: 69, baseType: !96, size: 32, offset: 64)
!155 = !DISubprogram(name: "~Animal", scope: !147, file: !2, line: 70, type: !156, scopeLine: 70, containingType: !147, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !147, file: !2, line: 71, type: !160, scopeLine: 71, containingType: !147, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!162, !163}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!165 = !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !147, file: !2, line: 72, type: !166, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!96, !163}
!168 = !DISubprogram(name: "Bird", scope: !144, file: !2, line: 74, type: !169, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !144, file: !2, line: 74, type: !173, scopeLine: 74, containingType: !144, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!162, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!177 = !DISubprogram(name: "Owner", scope: !140, file: !2, line: 24, type: !178, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180, !143}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = !DISubprogram(name: "Owner", scope: !140, file: !2, line: 25, type: !182, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !180, !184}
!184 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !140, size: 64)
!185 = !DISubprogram(name: "operator=", linkageName: "_ZN5OwnerI4BirdEaSEOS1_", scope: !140, file: !2, line: 26, type: !186, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{!188, !180, !184}
!188 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !140, size: 64)
!189 = !DISubprogram(name: "Owner", scope: !140, file: !2, line: 27, type: !190, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !180, !192}
!192 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!194 = !DISubprogram(name: "~Owner", scope: !140, file: !2, line: 28, type: !195, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !180}
!197 = !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !140, file: !2, line: 29, type: !195, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !140, file: !2, line: 30, type: !199, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!143, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!202 = !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !140, file: !2, line: 31, type: !203, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{!74, !201}
!205 = !{!206}
!206 = !DITemplateTypeParameter(name: "T", type: !144)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !2, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !209, identifier: "_ZTS7Doubler")
!209 = !{!210, !220}
!210 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !208, baseType: !211, extraData: i32 0)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !2, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !212, templateParams: !218, identifier: "_ZTS7CounterI7DoublerE")
!212 = !{!213, !214}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !211, file: !2, line: 60, baseType: !96, size: 32)
!214 = !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !211, file: !2, line: 61, type: !215, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!96, !217, !96}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!218 = !{!219}
!219 = !DITemplateTypeParameter(name: "Derived", type: !208)
!220 = !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !208, file: !2, line: 63, type: !221, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{!96, !223, !96}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !226, file: !2, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !292)
!226 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 100, type: !152, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !227)
!227 = !{!228, !229, !230, !231, !232, !233, !237, !238, !239, !240, !241, !242, !243, !244, !246, !247, !249, !251, !253, !254, !256, !257, !262, !267, !268, !270}
!228 = !DILocalVariable(name: "o", scope: !226, file: !2, line: 101, type: !140)
!229 = !DILocalVariable(name: "o2", scope: !226, file: !2, line: 102, type: !140)
!230 = !DILocalVariable(name: "px", scope: !226, file: !2, line: 105, type: !96)
!231 = !DILocalVariable(name: "py", scope: !226, file: !2, line: 105, type: !96)
!232 = !DILocalVariable(name: "pz", scope: !226, file: !2, line: 105, type: !96)
!233 = !DILocalVariable(name: "arr", scope: !226, file: !2, line: 107, type: !234)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 96, elements: !235)
!235 = !{!236}
!236 = !DISubrange(count: 3)
!237 = !DILocalVariable(name: "a0", scope: !226, file: !2, line: 108, type: !96)
!238 = !DILocalVariable(name: "a1", scope: !226, file: !2, line: 108, type: !96)
!239 = !DILocalVariable(name: "a2", scope: !226, file: !2, line: 108, type: !96)
!240 = !DILocalVariable(name: "v", scope: !226, file: !2, line: 112, type: !84)
!241 = !DILocalVariable(name: "w", scope: !226, file: !2, line: 113, type: !75)
!242 = !DILocalVariable(name: "d", scope: !226, file: !2, line: 120, type: !208)
!243 = !DILocalVariable(name: "acc", scope: !226, file: !2, line: 121, type: !96)
!244 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 122, type: !96)
!245 = distinct !DILexicalBlock(scope: !226, file: !2, line: 122, column: 3)
!246 = !DILocalVariable(name: "c", scope: !226, file: !2, line: 125, type: !67)
!247 = !DILocalVariable(name: "legs_ptr", scope: !226, file: !2, line: 128, type: !248)
!248 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !96, size: 64, extraData: !147)
!249 = !DILocalVariable(name: "snd", scope: !226, file: !2, line: 129, type: !250)
!250 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !160, size: 128, extraData: !147)
!251 = !DILocalVariable(name: "tw", scope: !226, file: !2, line: 130, type: !252)
!252 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !166, size: 128, extraData: !147)
!253 = !DILocalVariable(name: "b", scope: !226, file: !2, line: 131, type: !144)
!254 = !DILocalVariable(name: "ar", scope: !226, file: !2, line: 132, type: !255)
!255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !147, size: 64)
!256 = !DILocalVariable(name: "base", scope: !226, file: !2, line: 135, type: !96)
!257 = !DILocalVariable(name: "counter", scope: !226, file: !2, line: 136, type: !258)
!258 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !226, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !259)
!259 = !{!260, !261}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !258, file: !2, line: 136, baseType: !96, size: 32)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !258, file: !2, line: 136, baseType: !96, size: 32, offset: 32)
!262 = !DILocalVariable(name: "byval", scope: !226, file: !2, line: 138, type: !263)
!263 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !226, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !264)
!264 = !{!265, !266}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !263, file: !2, line: 138, baseType: !96, size: 32)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !263, file: !2, line: 138, baseType: !234, size: 96, offset: 32)
!267 = !DILocalVariable(name: "accum", scope: !226, file: !2, line: 141, type: !103)
!268 = !DILocalVariable(name: "f", scope: !269, file: !2, line: 143, type: !109)
!269 = distinct !DILexicalBlock(scope: !226, file: !2, line: 142, column: 3)
!270 = !DILocalVariable(name: "hyp", scope: !226, file: !2, line: 147, type: !271)
!271 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !272, templateParams: !288, identifier: "_ZTS8FunctionIFdddEE")
!272 = !{!273, !274, !278, !279, !283}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !271, file: !2, line: 79, baseType: !112, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !271, file: !2, line: 80, baseType: !275, size: 64, offset: 64)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DISubroutineType(types: !277)
!277 = !{!97, !112, !97, !97}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !271, file: !2, line: 81, baseType: !118, size: 64, offset: 128)
!279 = !DISubprogram(name: "~Function", scope: !271, file: !2, line: 88, type: !280, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !282}
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!283 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !271, file: !2, line: 89, type: !284, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!97, !286, !97, !97}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !271)
!288 = !{!289}
!289 = !DITemplateTypeParameter(name: "Sig", type: !290)
!290 = !DISubroutineType(types: !291)
!291 = !{!97, !97, !97}
!292 = !{}
!293 = !{!0, !8, !13, !18, !23, !28, !294, !30, !35, !40, !42, !44, !299, !46, !51, !304, !56, !306, !58, !63}
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !296, isLocal: true, isDefinition: true)
!296 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !297)
!297 = !{!298}
!298 = !DISubrange(count: 2)
!299 = !DIGlobalVariableExpression(var: !300, expr: !DIExpression())
!300 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !301, isLocal: true, isDefinition: true)
!301 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !302)
!302 = !{!303}
!303 = !DISubrange(count: 4)
!304 = !DIGlobalVariableExpression(var: !305, expr: !DIExpression())
!305 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !296, isLocal: true, isDefinition: true)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !308, isLocal: true, isDefinition: true)
!308 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !309)
!309 = !{!310}
!310 = !DISubrange(count: 17)
!311 = !{i32 7, !"Dwarf Version", i32 5}
!312 = !{i32 2, !"Debug Info Version", i32 3}
!313 = !{i32 1, !"wchar_size", i32 4}
!314 = !{i32 8, !"PIC Level", i32 2}
!315 = !{i32 7, !"PIE Level", i32 2}
!316 = !{i32 7, !"uwtable", i32 2}
!317 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!318 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!319 = distinct !DIAssignID()
!320 = !DILocation(line: 0, scope: !226)
!321 = !DILocation(line: 103, column: 3, scope: !226)
!322 = !DILocation(line: 106, column: 3, scope: !226)
!323 = !DILocation(line: 110, column: 3, scope: !226)
!324 = !DILocation(line: 115, column: 72, scope: !226)
!325 = !DILocation(line: 115, column: 3, scope: !226)
!326 = !DILocation(line: 116, column: 3, scope: !226)
!327 = !DILocalVariable(name: "ts", arg: 1, scope: !328, file: !2, line: 51, type: !96)
!328 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !2, file: !2, line: 51, type: !329, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, templateParams: !336, retainedNodes: !332)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !96, !5, !331, !98}
!331 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!332 = !{!327, !333, !334, !335}
!333 = !DILocalVariable(name: "ts", arg: 2, scope: !328, file: !2, line: 51, type: !5)
!334 = !DILocalVariable(name: "ts", arg: 3, scope: !328, file: !2, line: 51, type: !331)
!335 = !DILocalVariable(name: "ts", arg: 4, scope: !328, file: !2, line: 51, type: !98)
!336 = !{!337}
!337 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !338)
!338 = !{!339, !340, !341, !342}
!339 = !DITemplateTypeParameter(type: !96)
!340 = !DITemplateTypeParameter(type: !5)
!341 = !DITemplateTypeParameter(type: !331)
!342 = !DITemplateTypeParameter(type: !98)
!343 = !DILocation(line: 0, scope: !328, inlinedAt: !344)
!344 = distinct !DILocation(line: 117, column: 3, scope: !226)
!345 = !DILocation(line: 51, column: 56, scope: !328, inlinedAt: !344)
!346 = !DILocation(line: 51, column: 88, scope: !328, inlinedAt: !344)
!347 = !DILocation(line: 118, column: 3, scope: !226)
!348 = !DILocation(line: 123, column: 3, scope: !226)
!349 = !DILocation(line: 126, column: 3, scope: !226)
!350 = !DILocation(line: 133, column: 3, scope: !226)
!351 = !DILocation(line: 139, column: 3, scope: !226)
!352 = distinct !DIAssignID()
!353 = !DILocation(line: 148, column: 3, scope: !226)
!354 = !DILocation(line: 150, column: 1, scope: !226)
!355 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 9, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!96, !162, null}
!358 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !2, file: !2, line: 47, type: !132, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !359)
!359 = !{!360}
!360 = !DILocalVariable(name: "n", arg: 1, scope: !358, file: !2, line: 47, type: !96)
!361 = !DILocation(line: 0, scope: !358)
!362 = !DILocation(line: 47, column: 37, scope: !358)
!363 = !DILocation(line: 47, column: 35, scope: !358)
!364 = !DILocation(line: 47, column: 53, scope: !358)
!365 = !DILocation(line: 47, column: 47, scope: !358)
!366 = !DILocation(line: 47, column: 66, scope: !358)
!367 = !DILocation(line: 47, column: 58, scope: !358)
!368 = !DILocation(line: 47, column: 28, scope: !358)
