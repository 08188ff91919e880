; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Self = type { %struct.Self*, i32* }
%struct.Msg = type { i32, [0 x double] }
%struct.Flags = type { i16, i40 }

@ctor_ran = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"compound %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"char*\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", align 1
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4, !dbg !32
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 8, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @early_init() #0 !dbg !68 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !70, !tbaa !71
  %2 = add nsw i32 %1, 1, !dbg !70
  store i32 %2, i32* @ctor_ran, align 4, !dbg !70, !tbaa !71
  ret void, !dbg !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @late_init() #0 !dbg !76 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !77, !tbaa !71
  %2 = mul nsw i32 %1, 10, !dbg !77
  store i32 %2, i32* @ctor_ran, align 4, !dbg !77, !tbaa !71
  ret void, !dbg !78
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal void @at_exit_fn() #1 !dbg !79 {
  ret void, !dbg !80
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !81 {
  call void @llvm.dbg.value(metadata i16 475, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !134
  call void @llvm.dbg.value(metadata i64 4886718345, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !134
  call void @llvm.dbg.value(metadata i16 507, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !134
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 16), !dbg !135
  call void @llvm.dbg.value(metadata i8 7, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !134
  call void @llvm.dbg.value(metadata i32 1, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !134
  call void @llvm.dbg.value(metadata i16 -21555, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !134
  call void @llvm.dbg.value(metadata i8 7, metadata !98, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !134
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !134
  call void @llvm.dbg.value(metadata i16 -21555, metadata !98, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !134
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !136
  call void @llvm.dbg.value(metadata %struct.Msg* poison, metadata !105, metadata !DIExpression()), !dbg !134
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), double noundef 7.500000e-01), !dbg !137
  call void @llvm.dbg.value(metadata i32* undef, metadata !116, metadata !DIExpression()), !dbg !134
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !138
  call void @llvm.dbg.value(metadata %struct.Flags* undef, metadata !117, metadata !DIExpression()), !dbg !134
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2), !dbg !139
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)), !dbg !140
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef 8, double noundef 2.500000e+00), !dbg !141
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !125, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 1, metadata !126, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 undef, metadata !127, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 1, metadata !128, metadata !DIExpression()), !dbg !134
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !142
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !129, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !134
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !129, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !134
  call void @llvm.dbg.value(metadata double -3.000000e+00, metadata !131, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !134
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !131, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !134
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i64 0, i64 0), double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !143
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !132, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !134
  call void @llvm.dbg.value(metadata float -1.000000e+00, metadata !132, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !134
  %10 = tail call { float, float } @__divsc3(float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #6, !dbg !144
  %11 = extractvalue { float, float } %10, 0, !dbg !144
  %12 = extractvalue { float, float } %10, 1, !dbg !144
  call void @llvm.dbg.value(metadata float %11, metadata !132, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !134
  call void @llvm.dbg.value(metadata float %12, metadata !132, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !134
  %13 = fpext float %11 to double, !dbg !145
  %14 = fpext float %12 to double, !dbg !146
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i64 0, i64 0), double noundef %13, double noundef %14), !dbg !147
  %16 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 5), align 4, !dbg !148, !tbaa !71
  %17 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 4, !dbg !149, !tbaa !71
  %18 = add nsw i32 %17, %16, !dbg !150
  %19 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 8, !dbg !151, !tbaa !152
  %20 = getelementptr inbounds %struct.Self, %struct.Self* %19, i64 0, i32 1, !dbg !155
  %21 = load i32*, i32** %20, align 8, !dbg !155, !tbaa !156
  %22 = load i32, i32* %21, align 4, !dbg !157, !tbaa !71
  %23 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 8, !dbg !158, !tbaa !152
  %24 = getelementptr inbounds %struct.Self, %struct.Self* %23, i64 0, i32 1, !dbg !159
  %25 = load i32*, i32** %24, align 8, !dbg !159, !tbaa !156
  %26 = load i32, i32* %25, align 4, !dbg !160, !tbaa !71
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32 noundef %18, i64 noundef 32, i32 noundef %22, i32 noundef %26, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 1), i32 noundef 1), !dbg !161
  %28 = load i32, i32* @ctor_ran, align 4, !dbg !162, !tbaa !71
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), double noundef 3.000000e+00, i32 noundef 32, i32 noundef %28), !dbg !163
  %30 = tail call fastcc i64 @ackermann(i64 noundef 2, i64 noundef 3), !dbg !164
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i64 0, i64 0), i32 noundef 506, i64 noundef %30), !dbg !165
  ret i32 0, !dbg !166
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i64 @ackermann(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !167 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !172, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 %1, metadata !173, metadata !DIExpression()), !dbg !174
  %3 = icmp eq i64 %0, 0, !dbg !175
  br i1 %3, label %4, label %7, !dbg !177, !prof !178

4:                                                ; preds = %11, %2
  %5 = phi i64 [ %1, %2 ], [ %12, %11 ]
  %6 = add i64 %5, 1, !dbg !179
  ret i64 %6, !dbg !180

7:                                                ; preds = %2, %11
  %8 = phi i64 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i64 [ %13, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i64 %8, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 %9, metadata !172, metadata !DIExpression()), !dbg !174
  %10 = icmp eq i64 %8, 0, !dbg !181
  br i1 %10, label %11, label %15, !dbg !183

11:                                               ; preds = %7, %15
  %12 = phi i64 [ %17, %15 ], [ 1, %7 ]
  %13 = add i64 %9, -1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %13, metadata !172, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 %12, metadata !173, metadata !DIExpression()), !dbg !174
  %14 = icmp eq i64 %13, 0, !dbg !175
  br i1 %14, label %4, label %7, !dbg !177, !prof !178

15:                                               ; preds = %7
  %16 = add i64 %8, -1, !dbg !184
  %17 = tail call fastcc i64 @ackermann(i64 noundef %9, i64 noundef %16), !dbg !185
  br label %11, !dbg !186
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nosync nounwind readnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!11 = !{!12, !16, !20, !26, !0, !32, !37, !47}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!17 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 320, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 256, elements: !45)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !40, file: !3, line: 40, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !40, file: !3, line: 40, baseType: !15, size: 64, offset: 64)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "aligned_g", scope: !2, file: !3, line: 34, type: !49, isLocal: true, isDefinition: true)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Aligned", file: !3, line: 33, size: 256, align: 256, elements: !50)
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !49, file: !3, line: 33, baseType: !52, size: 96)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 96, elements: !54)
!53 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!54 = !{!55}
!55 = !DISubrange(count: 3)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 1, !"branch-target-enforcement", i32 0}
!60 = !{i32 1, !"sign-return-address", i32 0}
!61 = !{i32 1, !"sign-return-address-all", i32 0}
!62 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!63 = !{i32 7, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 1}
!66 = !{i32 7, !"frame-pointer", i32 1}
!67 = !{!"Debian clang version 14.0.6"}
!68 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!69 = !{}
!70 = !DILocation(line: 45, column: 75, scope: !68)
!71 = !{!72, !72, i64 0}
!72 = !{!"int", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 45, column: 81, scope: !68)
!76 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!77 = !DILocation(line: 46, column: 69, scope: !76)
!78 = !DILocation(line: 46, column: 76, scope: !76)
!79 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!80 = !DILocation(line: 47, column: 60, scope: !79)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !82, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!6}
!84 = !{!85, !93, !98, !105, !114, !116, !117, !119, !121, !122, !124, !125, !126, !127, !128, !129, !131, !132}
!85 = !DILocalVariable(name: "f", scope: !81, file: !3, line: 85, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !87)
!87 = !{!88, !90, !91, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !86, file: !3, line: 15, baseType: !89, size: 1, flags: DIFlagBitField, extraData: i64 0)
!89 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !86, file: !3, line: 16, baseType: !89, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !86, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !86, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!93 = !DILocalVariable(name: "bytes", scope: !81, file: !3, line: 89, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 56, elements: !96)
!95 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!96 = !{!97}
!97 = !DISubrange(count: 7)
!98 = !DILocalVariable(name: "wire", scope: !81, file: !3, line: 90, type: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !100)
!100 = !{!101, !102, !103}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !99, file: !3, line: 23, baseType: !25, size: 8)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !99, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !99, file: !3, line: 25, baseType: !104, size: 16, offset: 40)
!104 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!105 = !DILocalVariable(name: "m", scope: !81, file: !3, line: 94, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !108)
!108 = !{!109, !110}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !107, file: !3, line: 29, baseType: !6, size: 32)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !107, file: !3, line: 30, baseType: !111, offset: 64)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: -1)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 96, type: !6)
!115 = distinct !DILexicalBlock(scope: !81, file: !3, line: 96, column: 3)
!116 = !DILocalVariable(name: "lit", scope: !81, file: !3, line: 101, type: !15)
!117 = !DILocalVariable(name: "fp", scope: !81, file: !3, line: 104, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!119 = !DILocalVariable(name: "_a", scope: !120, file: !3, line: 108, type: !6)
!120 = distinct !DILexicalBlock(scope: !81, file: !3, line: 108, column: 33)
!121 = !DILocalVariable(name: "_b", scope: !120, file: !3, line: 108, type: !6)
!122 = !DILocalVariable(name: "_a", scope: !123, file: !3, line: 108, type: !8)
!123 = distinct !DILexicalBlock(scope: !81, file: !3, line: 108, column: 44)
!124 = !DILocalVariable(name: "_b", scope: !123, file: !3, line: 108, type: !8)
!125 = !DILocalVariable(name: "res", scope: !81, file: !3, line: 110, type: !6)
!126 = !DILocalVariable(name: "ovf", scope: !81, file: !3, line: 111, type: !6)
!127 = !DILocalVariable(name: "ures", scope: !81, file: !3, line: 112, type: !5)
!128 = !DILocalVariable(name: "uovf", scope: !81, file: !3, line: 113, type: !6)
!129 = !DILocalVariable(name: "z", scope: !81, file: !3, line: 116, type: !130)
!130 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!131 = !DILocalVariable(name: "z2", scope: !81, file: !3, line: 117, type: !130)
!132 = !DILocalVariable(name: "fz", scope: !81, file: !3, line: 119, type: !133)
!133 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!134 = !DILocation(line: 0, scope: !81)
!135 = !DILocation(line: 87, column: 3, scope: !81)
!136 = !DILocation(line: 92, column: 3, scope: !81)
!137 = !DILocation(line: 97, column: 3, scope: !81)
!138 = !DILocation(line: 103, column: 3, scope: !81)
!139 = !DILocation(line: 105, column: 3, scope: !81)
!140 = !DILocation(line: 107, column: 3, scope: !81)
!141 = !DILocation(line: 108, column: 3, scope: !81)
!142 = !DILocation(line: 114, column: 3, scope: !81)
!143 = !DILocation(line: 118, column: 3, scope: !81)
!144 = !DILocation(line: 120, column: 11, scope: !81)
!145 = !DILocation(line: 121, column: 34, scope: !81)
!146 = !DILocation(line: 121, column: 55, scope: !81)
!147 = !DILocation(line: 121, column: 3, scope: !81)
!148 = !DILocation(line: 123, column: 42, scope: !81)
!149 = !DILocation(line: 123, column: 49, scope: !81)
!150 = !DILocation(line: 123, column: 47, scope: !81)
!151 = !DILocation(line: 123, column: 74, scope: !81)
!152 = !{!153, !154, i64 0}
!153 = !{!"Self", !154, i64 0, !154, i64 8}
!154 = !{!"any pointer", !73, i64 0}
!155 = !DILocation(line: 123, column: 80, scope: !81)
!156 = !{!153, !154, i64 8}
!157 = !DILocation(line: 123, column: 65, scope: !81)
!158 = !DILocation(line: 123, column: 95, scope: !81)
!159 = !DILocation(line: 123, column: 101, scope: !81)
!160 = !DILocation(line: 123, column: 86, scope: !81)
!161 = !DILocation(line: 123, column: 3, scope: !81)
!162 = !DILocation(line: 125, column: 86, scope: !81)
!163 = !DILocation(line: 125, column: 3, scope: !81)
!164 = !DILocation(line: 126, column: 43, scope: !81)
!165 = !DILocation(line: 126, column: 3, scope: !81)
!166 = !DILocation(line: 127, column: 3, scope: !81)
!167 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !168, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !171)
!168 = !DISubroutineType(types: !169)
!169 = !{!170, !170, !170}
!170 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!171 = !{!172, !173}
!172 = !DILocalVariable(name: "m", arg: 1, scope: !167, file: !3, line: 78, type: !170)
!173 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !3, line: 78, type: !170)
!174 = !DILocation(line: 0, scope: !167)
!175 = !DILocation(line: 79, column: 26, scope: !176)
!176 = distinct !DILexicalBlock(scope: !167, file: !3, line: 79, column: 7)
!177 = !DILocation(line: 79, column: 7, scope: !167)
!178 = !{!"branch_weights", i32 1, i32 2000}
!179 = !DILocation(line: 79, column: 45, scope: !176)
!180 = !DILocation(line: 82, column: 1, scope: !167)
!181 = !DILocation(line: 80, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !167, file: !3, line: 80, column: 7)
!183 = !DILocation(line: 80, column: 7, scope: !167)
!184 = !DILocation(line: 81, column: 42, scope: !167)
!185 = !DILocation(line: 81, column: 27, scope: !167)
!186 = !DILocation(line: 81, column: 10, scope: !167)
