; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Bird = type { %struct.Animal.base, [4 x i8] }
%struct.Animal.base = type <{ i32 (...)**, i32 }>
%struct.Vec2 = type { float, float }

$_Z3fibi = comdat any

@.str = private unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"color %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !164 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !193, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !240
  call void @llvm.dbg.value(metadata %struct.Bird* poison, metadata !166, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata %struct.Bird* poison, metadata !167, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata %struct.Bird* null, metadata !166, metadata !DIExpression()), !dbg !241
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0)), !dbg !242
  call void @llvm.dbg.value(metadata i32 7, metadata !168, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !241
  call void @llvm.dbg.value(metadata i32 14, metadata !168, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !241
  call void @llvm.dbg.value(metadata i32 21, metadata !168, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !241
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, i32 noundef 14, i32 noundef 21), !dbg !243
  call void @llvm.dbg.value(metadata i32 4, metadata !174, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !241
  call void @llvm.dbg.value(metadata i64 25769803781, metadata !174, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !241
  call void @llvm.dbg.value(metadata [3 x i32]* undef, metadata !178, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 25769803826, metadata !174, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !241
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 4, i32 noundef 50, i32 noundef 6), !dbg !244
  call void @llvm.dbg.declare(metadata %struct.Vec2* undef, metadata !180, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.declare(metadata %struct.Vec2* undef, metadata !181, metadata !DIExpression()), !dbg !246
  %4 = call noundef i32 @_Z3fibi(i32 noundef 15), !dbg !247
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i64 0, i64 0), double noundef 2.500000e+00, double noundef 5.000000e+00, i32 noundef 1, i32 noundef %4), !dbg !248
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef 10, double noundef 3.750000e+00), !dbg !249
  call void @llvm.dbg.value(metadata i32 1, metadata !250, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i8 65, metadata !256, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i64 3, metadata !257, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i16 -4, metadata !258, metadata !DIExpression()), !dbg !266
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef 1), !dbg !268
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef 65), !dbg !268
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef 3), !dbg !268
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef -4), !dbg !268
  %11 = tail call i32 @putchar(i32 10), !dbg !269
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)), !dbg !270
  call void @llvm.dbg.value(metadata i32 undef, metadata !182, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !241
  call void @llvm.dbg.value(metadata i32 undef, metadata !183, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value)), !dbg !241
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef 12, i32 noundef 4), !dbg !271
  call void @llvm.dbg.value(metadata i8 5, metadata !186, metadata !DIExpression()), !dbg !241
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i32 noundef 5), !dbg !272
  call void @llvm.dbg.value(metadata i64 8, metadata !187, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 17, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !241
  call void @llvm.dbg.value(metadata i64 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !241
  call void @llvm.dbg.value(metadata i64 0, metadata !191, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !241
  call void @llvm.dbg.value(metadata i32 2, metadata !193, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !241
  call void @llvm.dbg.value(metadata %struct.Bird* undef, metadata !194, metadata !DIExpression()), !dbg !241
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i32 noundef 4), !dbg !273
  call void @llvm.dbg.value(metadata i32 10, metadata !196, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i32 10, metadata !197, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !241
  call void @llvm.dbg.value(metadata i32 10, metadata !202, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !241
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !241
  call void @llvm.dbg.value(metadata i64 25769803826, metadata !202, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !241
  call void @llvm.dbg.value(metadata i32 1, metadata !197, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !241
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef 11, i32 noundef 24), !dbg !274
  call void @llvm.dbg.value(metadata i32 11, metadata !207, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i8* undef, metadata !210, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !241
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef 11, double noundef 2.500000e+01), !dbg !275
  call void @llvm.dbg.value(metadata %struct.Bird* null, metadata !167, metadata !DIExpression()), !dbg !241
  ret i32 0, !dbg !276
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #3 comdat !dbg !277 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !279, metadata !DIExpression()), !dbg !280
  %2 = icmp slt i32 %0, 2, !dbg !281
  br i1 %2, label %11, label %3, !dbg !282

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !279, metadata !DIExpression()), !dbg !280
  %6 = add nsw i32 %4, -1, !dbg !283
  %7 = tail call noundef i32 @_Z3fibi(i32 noundef %6), !dbg !284
  %8 = add nsw i32 %4, -2, !dbg !285
  %9 = add nsw i32 %7, %5, !dbg !286
  call void @llvm.dbg.value(metadata i32 %8, metadata !279, metadata !DIExpression()), !dbg !280
  %10 = icmp ult i32 %4, 4, !dbg !281
  br i1 %10, label %11, label %3, !dbg !282

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12, !dbg !286
  ret i32 %14, !dbg !287
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!233, !234, !235, !236, !237, !238}
!llvm.ident = !{!239}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 65, baseType: !4, size: 8, flags: DIFlagEnumClass, elements: !5, identifier: "_ZTS5Color")
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!7 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!8 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!9 = !{!10, !11, !33, !34, !35, !3, !4, !36, !76, !32, !145, !162, !146, !149, !80, !83, !39, !45, !211}
!10 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !1, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS4Vec2")
!12 = !{!13, !15, !16, !21, !24, !27}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !1, line: 40, baseType: !14, size: 32)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !11, file: !1, line: 40, baseType: !14, size: 32, offset: 32)
!16 = !DISubprogram(name: "operator+", linkageName: "_ZNK4Vec2plES_", scope: !11, file: !1, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{!11, !19, !11}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!21 = !DISubprogram(name: "operator*", linkageName: "_ZNK4Vec2mlEf", scope: !11, file: !1, line: 42, type: !22, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!11, !19, !14}
!24 = !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!25 = !DISubroutineType(types: !26)
!26 = !{!10, !19, !11}
!27 = !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !38, file: !1, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !74, identifier: "_ZTSZN5Accum5adderEvEUliE_")
!38 = distinct !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !42, retainedNodes: !71)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !40, identifier: "_ZTS5Accum")
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !39, file: !1, line: 93, baseType: !32, size: 32)
!42 = !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !70}
!45 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, templateParams: !66, identifier: "_ZTS8FunctionIFiiEE")
!46 = !{!47, !49, !53, !57, !61}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !45, file: !1, line: 79, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !45, file: !1, line: 80, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DISubroutineType(types: !52)
!52 = !{!32, !48, !32}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !45, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !48}
!57 = !DISubprogram(name: "~Function", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubroutineType(types: !63)
!63 = !{!32, !64, !32}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!66 = !{!67}
!67 = !DITemplateTypeParameter(name: "Sig", type: !68)
!68 = !DISubroutineType(types: !69)
!69 = !{!32, !32}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !{!72}
!72 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !73, flags: DIFlagArtificial | DIFlagObjectPointer)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!74 = !{!75}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !37, file: !1, line: 94, baseType: !73, size: 64)
!76 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !1, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !77, templateParams: !143, identifier: "_ZTS5OwnerI4BirdE")
!77 = !{!78, !115, !119, !123, !127, !132, !135, !136, !140}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !76, file: !1, line: 22, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !1, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !81, vtableHolder: !83, identifier: "_ZTS4Bird")
!81 = !{!82, !106, !110}
!82 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !80, baseType: !83, extraData: i32 0)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !1, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !84, vtableHolder: !83, identifier: "_ZTS6Animal")
!84 = !{!85, !90, !91, !95, !103}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !1, file: !1, baseType: !86, size: 64, flags: DIFlagArtificial)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !88, size: 64)
!88 = !DISubroutineType(types: !89)
!89 = !{!32}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !83, file: !1, line: 69, baseType: !32, size: 32, offset: 64)
!91 = !DISubprogram(name: "~Animal", scope: !83, file: !1, line: 70, type: !92, scopeLine: 70, containingType: !83, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!95 = !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !83, file: !1, line: 71, type: !96, scopeLine: 71, containingType: !83, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !101}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!100 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!103 = !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !83, file: !1, line: 72, type: !104, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!32, !101}
!106 = !DISubprogram(name: "Bird", scope: !80, file: !1, line: 74, type: !107, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!110 = !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !80, file: !1, line: 74, type: !111, scopeLine: 74, containingType: !80, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{!98, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!115 = !DISubprogram(name: "Owner", scope: !76, file: !1, line: 24, type: !116, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118, !79}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = !DISubprogram(name: "Owner", scope: !76, file: !1, line: 25, type: !120, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !118, !122}
!122 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !76, size: 64)
!123 = !DISubprogram(name: "operator=", linkageName: "_ZN5OwnerI4BirdEaSEOS1_", scope: !76, file: !1, line: 26, type: !124, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !118, !122}
!126 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !76, size: 64)
!127 = !DISubprogram(name: "Owner", scope: !76, file: !1, line: 27, type: !128, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!128 = !DISubroutineType(types: !129)
!129 = !{null, !118, !130}
!130 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!132 = !DISubprogram(name: "~Owner", scope: !76, file: !1, line: 28, type: !133, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !118}
!135 = !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !76, file: !1, line: 29, type: !133, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !76, file: !1, line: 30, type: !137, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!79, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !76, file: !1, line: 31, type: !141, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!10, !139}
!143 = !{!144}
!144 = !DITemplateTypeParameter(name: "T", type: !80)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !1, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !147, identifier: "_ZTS7Doubler")
!147 = !{!148, !158}
!148 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !146, baseType: !149, extraData: i32 0)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !1, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !150, templateParams: !156, identifier: "_ZTS7CounterI7DoublerE")
!150 = !{!151, !152}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !149, file: !1, line: 60, baseType: !32, size: 32)
!152 = !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !149, file: !1, line: 61, type: !153, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{!32, !155, !32}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!156 = !{!157}
!157 = !DITemplateTypeParameter(name: "Derived", type: !146)
!158 = !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !146, file: !1, line: 63, type: !159, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!32, !161, !32}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !164, file: !1, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !232)
!164 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 100, type: !88, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !165)
!165 = !{!166, !167, !168, !174, !178, !180, !181, !182, !183, !184, !186, !187, !189, !191, !193, !194, !196, !197, !202, !207, !208, !210}
!166 = !DILocalVariable(name: "o", scope: !164, file: !1, line: 101, type: !76)
!167 = !DILocalVariable(name: "o2", scope: !164, file: !1, line: 102, type: !76)
!168 = !DILocalVariable(scope: !164, file: !1, line: 105, type: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !170, identifier: "_ZTS6Point3")
!170 = !{!171, !172, !173}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !169, file: !1, line: 97, baseType: !32, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !169, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !169, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!174 = !DILocalVariable(name: "arr", scope: !164, file: !1, line: 107, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 3)
!178 = !DILocalVariable(scope: !164, file: !1, line: 108, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !175, size: 64)
!180 = !DILocalVariable(name: "v", scope: !164, file: !1, line: 112, type: !20)
!181 = !DILocalVariable(name: "w", scope: !164, file: !1, line: 113, type: !11)
!182 = !DILocalVariable(name: "d", scope: !164, file: !1, line: 120, type: !146)
!183 = !DILocalVariable(name: "acc", scope: !164, file: !1, line: 121, type: !32)
!184 = !DILocalVariable(name: "i", scope: !185, file: !1, line: 122, type: !32)
!185 = distinct !DILexicalBlock(scope: !164, file: !1, line: 122, column: 3)
!186 = !DILocalVariable(name: "c", scope: !164, file: !1, line: 125, type: !3)
!187 = !DILocalVariable(name: "legs_ptr", scope: !164, file: !1, line: 128, type: !188)
!188 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 64, extraData: !83)
!189 = !DILocalVariable(name: "snd", scope: !164, file: !1, line: 129, type: !190)
!190 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !96, size: 128, extraData: !83)
!191 = !DILocalVariable(name: "tw", scope: !164, file: !1, line: 130, type: !192)
!192 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !104, size: 128, extraData: !83)
!193 = !DILocalVariable(name: "b", scope: !164, file: !1, line: 131, type: !80)
!194 = !DILocalVariable(name: "ar", scope: !164, file: !1, line: 132, type: !195)
!195 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !83, size: 64)
!196 = !DILocalVariable(name: "base", scope: !164, file: !1, line: 135, type: !32)
!197 = !DILocalVariable(name: "counter", scope: !164, file: !1, line: 136, type: !198)
!198 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !164, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !199)
!199 = !{!200, !201}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !198, file: !1, line: 136, baseType: !32, size: 32)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !198, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!202 = !DILocalVariable(name: "byval", scope: !164, file: !1, line: 138, type: !203)
!203 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !164, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !204)
!204 = !{!205, !206}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !203, file: !1, line: 138, baseType: !32, size: 32)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !203, file: !1, line: 138, baseType: !175, size: 96, offset: 32)
!207 = !DILocalVariable(name: "accum", scope: !164, file: !1, line: 141, type: !39)
!208 = !DILocalVariable(name: "f", scope: !209, file: !1, line: 143, type: !45)
!209 = distinct !DILexicalBlock(scope: !164, file: !1, line: 142, column: 3)
!210 = !DILocalVariable(name: "hyp", scope: !164, file: !1, line: 147, type: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !212, templateParams: !228, identifier: "_ZTS8FunctionIFdddEE")
!212 = !{!213, !214, !218, !219, !223}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !211, file: !1, line: 79, baseType: !48, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !211, file: !1, line: 80, baseType: !215, size: 64, offset: 64)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DISubroutineType(types: !217)
!217 = !{!33, !48, !33, !33}
!218 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !211, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!219 = !DISubprogram(name: "~Function", scope: !211, file: !1, line: 88, type: !220, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !222}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!223 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !211, file: !1, line: 89, type: !224, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!33, !226, !33, !33}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !211)
!228 = !{!229}
!229 = !DITemplateTypeParameter(name: "Sig", type: !230)
!230 = !DISubroutineType(types: !231)
!231 = !{!33, !33, !33}
!232 = !{}
!233 = !{i32 7, !"Dwarf Version", i32 5}
!234 = !{i32 2, !"Debug Info Version", i32 3}
!235 = !{i32 1, !"wchar_size", i32 4}
!236 = !{i32 7, !"PIC Level", i32 2}
!237 = !{i32 7, !"PIE Level", i32 2}
!238 = !{i32 7, !"uwtable", i32 1}
!239 = !{!"Debian clang version 14.0.6"}
!240 = !DILocation(line: 131, column: 8, scope: !164)
!241 = !DILocation(line: 0, scope: !164)
!242 = !DILocation(line: 103, column: 3, scope: !164)
!243 = !DILocation(line: 106, column: 3, scope: !164)
!244 = !DILocation(line: 110, column: 3, scope: !164)
!245 = !DILocation(line: 112, column: 18, scope: !164)
!246 = !DILocation(line: 113, column: 8, scope: !164)
!247 = !DILocation(line: 115, column: 72, scope: !164)
!248 = !DILocation(line: 115, column: 3, scope: !164)
!249 = !DILocation(line: 116, column: 3, scope: !164)
!250 = !DILocalVariable(name: "ts", arg: 1, scope: !251, file: !1, line: 51, type: !32)
!251 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !1, file: !1, line: 51, type: !252, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !259, retainedNodes: !255)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !32, !100, !254, !34}
!254 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!255 = !{!250, !256, !257, !258}
!256 = !DILocalVariable(name: "ts", arg: 2, scope: !251, file: !1, line: 51, type: !100)
!257 = !DILocalVariable(name: "ts", arg: 3, scope: !251, file: !1, line: 51, type: !254)
!258 = !DILocalVariable(name: "ts", arg: 4, scope: !251, file: !1, line: 51, type: !34)
!259 = !{!260}
!260 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !261)
!261 = !{!262, !263, !264, !265}
!262 = !DITemplateTypeParameter(type: !32)
!263 = !DITemplateTypeParameter(type: !100)
!264 = !DITemplateTypeParameter(type: !254)
!265 = !DITemplateTypeParameter(type: !34)
!266 = !DILocation(line: 0, scope: !251, inlinedAt: !267)
!267 = distinct !DILocation(line: 117, column: 3, scope: !164)
!268 = !DILocation(line: 51, column: 56, scope: !251, inlinedAt: !267)
!269 = !DILocation(line: 51, column: 88, scope: !251, inlinedAt: !267)
!270 = !DILocation(line: 118, column: 3, scope: !164)
!271 = !DILocation(line: 123, column: 3, scope: !164)
!272 = !DILocation(line: 126, column: 3, scope: !164)
!273 = !DILocation(line: 133, column: 3, scope: !164)
!274 = !DILocation(line: 139, column: 3, scope: !164)
!275 = !DILocation(line: 148, column: 3, scope: !164)
!276 = !DILocation(line: 150, column: 1, scope: !164)
!277 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !278)
!278 = !{!279}
!279 = !DILocalVariable(name: "n", arg: 1, scope: !277, file: !1, line: 47, type: !32)
!280 = !DILocation(line: 0, scope: !277)
!281 = !DILocation(line: 47, column: 37, scope: !277)
!282 = !DILocation(line: 47, column: 35, scope: !277)
!283 = !DILocation(line: 47, column: 53, scope: !277)
!284 = !DILocation(line: 47, column: 47, scope: !277)
!285 = !DILocation(line: 47, column: 66, scope: !277)
!286 = !DILocation(line: 47, column: 58, scope: !277)
!287 = !DILocation(line: 47, column: 28, scope: !277)
