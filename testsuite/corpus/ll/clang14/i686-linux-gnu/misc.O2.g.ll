; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @early_init() #0 !dbg !64 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !66, !tbaa !67
  %2 = add nsw i32 %1, 1, !dbg !66
  store i32 %2, i32* @ctor_ran, align 4, !dbg !66, !tbaa !67
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @late_init() #0 !dbg !72 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !73, !tbaa !67
  %2 = mul nsw i32 %1, 10, !dbg !73
  store i32 %2, i32* @ctor_ran, align 4, !dbg !73, !tbaa !67
  ret void, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal void @at_exit_fn() #1 !dbg !75 {
  ret void, !dbg !76
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !77 {
  call void @llvm.dbg.value(metadata i16 475, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !130
  call void @llvm.dbg.value(metadata i16 undef, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !130
  call void @llvm.dbg.value(metadata i64 4886718345, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !130
  call void @llvm.dbg.value(metadata i16 507, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !130
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 12), !dbg !131
  call void @llvm.dbg.value(metadata i8 7, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !130
  call void @llvm.dbg.value(metadata i16 -21555, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !130
  call void @llvm.dbg.value(metadata i8 7, metadata !94, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !94, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !130
  call void @llvm.dbg.value(metadata i16 -21555, metadata !94, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !130
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !132
  call void @llvm.dbg.value(metadata %struct.Msg* poison, metadata !101, metadata !DIExpression()), !dbg !130
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef 7.500000e-01), !dbg !133
  call void @llvm.dbg.value(metadata i32* undef, metadata !112, metadata !DIExpression()), !dbg !130
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !134
  call void @llvm.dbg.value(metadata %struct.Flags* undef, metadata !113, metadata !DIExpression()), !dbg !130
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2), !dbg !135
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !136
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef 8, double noundef 2.500000e+00), !dbg !137
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !121, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !122, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i64 undef, metadata !123, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !124, metadata !DIExpression()), !dbg !130
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !138
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !125, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !130
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !125, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !130
  call void @llvm.dbg.value(metadata double -3.000000e+00, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !130
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !130
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !139
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !130
  call void @llvm.dbg.value(metadata float -1.000000e+00, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !130
  %10 = tail call i64 @__divsc3(float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #6, !dbg !140
  %11 = trunc i64 %10 to i32, !dbg !140
  %12 = bitcast i32 %11 to float, !dbg !140
  %13 = lshr i64 %10, 32, !dbg !140
  %14 = trunc i64 %13 to i32, !dbg !140
  %15 = bitcast i32 %14 to float, !dbg !140
  call void @llvm.dbg.value(metadata float %12, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !130
  call void @llvm.dbg.value(metadata float %15, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !130
  %16 = fpext float %12 to double, !dbg !141
  %17 = fpext float %15 to double, !dbg !142
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %16, double noundef %17), !dbg !143
  %19 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 5), align 4, !dbg !144, !tbaa !67
  %20 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4, !dbg !145, !tbaa !67
  %21 = add nsw i32 %20, %19, !dbg !146
  %22 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4, !dbg !147, !tbaa !148
  %23 = getelementptr inbounds %struct.Self, %struct.Self* %22, i32 0, i32 1, !dbg !151
  %24 = load i32*, i32** %23, align 4, !dbg !151, !tbaa !152
  %25 = load i32, i32* %24, align 4, !dbg !153, !tbaa !67
  %26 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4, !dbg !154, !tbaa !148
  %27 = getelementptr inbounds %struct.Self, %struct.Self* %26, i32 0, i32 1, !dbg !155
  %28 = load i32*, i32** %27, align 4, !dbg !155, !tbaa !152
  %29 = load i32, i32* %28, align 4, !dbg !156, !tbaa !67
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %21, i32 noundef 32, i32 noundef %25, i32 noundef %29, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 1), i32 noundef 1), !dbg !157
  %31 = load i32, i32* @ctor_ran, align 4, !dbg !158, !tbaa !67
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef 3.000000e+00, i32 noundef 32, i32 noundef %31), !dbg !159
  %33 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !160
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef 506, i32 noundef %33), !dbg !161
  ret i32 0, !dbg !162
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare i64 @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !163 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !168, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %1, metadata !169, metadata !DIExpression()), !dbg !170
  %3 = icmp eq i32 %0, 0, !dbg !171
  br i1 %3, label %4, label %7, !dbg !173, !prof !174

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !175
  ret i32 %6, !dbg !176

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !169, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %9, metadata !168, metadata !DIExpression()), !dbg !170
  %10 = icmp eq i32 %8, 0, !dbg !177
  br i1 %10, label %11, label %15, !dbg !179

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1, !dbg !170
  call void @llvm.dbg.value(metadata i32 %13, metadata !168, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %12, metadata !169, metadata !DIExpression()), !dbg !170
  %14 = icmp eq i32 %13, 0, !dbg !171
  br i1 %14, label %4, label %7, !dbg !173, !prof !174

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !180
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !181
  br label %11, !dbg !182
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!11 = !{!12, !16, !20, !26, !0, !32, !37, !47}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!17 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 320, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 128, elements: !45)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 64, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !40, file: !3, line: 40, baseType: !43, size: 32)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !40, file: !3, line: 40, baseType: !15, size: 32, offset: 32)
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
!56 = !{i32 1, !"NumRegisterParameters", i32 0}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 7, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 1}
!63 = !{!"Debian clang version 14.0.6"}
!64 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!65 = !{}
!66 = !DILocation(line: 45, column: 75, scope: !64)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 45, column: 81, scope: !64)
!72 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!73 = !DILocation(line: 46, column: 69, scope: !72)
!74 = !DILocation(line: 46, column: 76, scope: !72)
!75 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!76 = !DILocation(line: 47, column: 60, scope: !75)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !78, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!6}
!80 = !{!81, !89, !94, !101, !110, !112, !113, !115, !117, !118, !120, !121, !122, !123, !124, !125, !127, !128}
!81 = !DILocalVariable(name: "f", scope: !77, file: !3, line: 85, type: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 96, elements: !83)
!83 = !{!84, !86, !87, !88}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !82, file: !3, line: 15, baseType: !85, size: 1, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !82, file: !3, line: 16, baseType: !85, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !82, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !82, file: !3, line: 19, baseType: !5, size: 40, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!89 = !DILocalVariable(name: "bytes", scope: !77, file: !3, line: 89, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 56, elements: !92)
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !{!93}
!93 = !DISubrange(count: 7)
!94 = !DILocalVariable(name: "wire", scope: !77, file: !3, line: 90, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !95, file: !3, line: 23, baseType: !25, size: 8)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !95, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !95, file: !3, line: 25, baseType: !100, size: 16, offset: 40)
!100 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!101 = !DILocalVariable(name: "m", scope: !77, file: !3, line: 94, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 32)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 32, elements: !104)
!104 = !{!105, !106}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !103, file: !3, line: 29, baseType: !6, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !103, file: !3, line: 30, baseType: !107, offset: 32)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: -1)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 96, type: !6)
!111 = distinct !DILexicalBlock(scope: !77, file: !3, line: 96, column: 3)
!112 = !DILocalVariable(name: "lit", scope: !77, file: !3, line: 101, type: !15)
!113 = !DILocalVariable(name: "fp", scope: !77, file: !3, line: 104, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!115 = !DILocalVariable(name: "_a", scope: !116, file: !3, line: 108, type: !6)
!116 = distinct !DILexicalBlock(scope: !77, file: !3, line: 108, column: 33)
!117 = !DILocalVariable(name: "_b", scope: !116, file: !3, line: 108, type: !6)
!118 = !DILocalVariable(name: "_a", scope: !119, file: !3, line: 108, type: !8)
!119 = distinct !DILexicalBlock(scope: !77, file: !3, line: 108, column: 44)
!120 = !DILocalVariable(name: "_b", scope: !119, file: !3, line: 108, type: !8)
!121 = !DILocalVariable(name: "res", scope: !77, file: !3, line: 110, type: !6)
!122 = !DILocalVariable(name: "ovf", scope: !77, file: !3, line: 111, type: !6)
!123 = !DILocalVariable(name: "ures", scope: !77, file: !3, line: 112, type: !5)
!124 = !DILocalVariable(name: "uovf", scope: !77, file: !3, line: 113, type: !6)
!125 = !DILocalVariable(name: "z", scope: !77, file: !3, line: 116, type: !126)
!126 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!127 = !DILocalVariable(name: "z2", scope: !77, file: !3, line: 117, type: !126)
!128 = !DILocalVariable(name: "fz", scope: !77, file: !3, line: 119, type: !129)
!129 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!130 = !DILocation(line: 0, scope: !77)
!131 = !DILocation(line: 87, column: 3, scope: !77)
!132 = !DILocation(line: 92, column: 3, scope: !77)
!133 = !DILocation(line: 97, column: 3, scope: !77)
!134 = !DILocation(line: 103, column: 3, scope: !77)
!135 = !DILocation(line: 105, column: 3, scope: !77)
!136 = !DILocation(line: 107, column: 3, scope: !77)
!137 = !DILocation(line: 108, column: 3, scope: !77)
!138 = !DILocation(line: 114, column: 3, scope: !77)
!139 = !DILocation(line: 118, column: 3, scope: !77)
!140 = !DILocation(line: 120, column: 11, scope: !77)
!141 = !DILocation(line: 121, column: 34, scope: !77)
!142 = !DILocation(line: 121, column: 55, scope: !77)
!143 = !DILocation(line: 121, column: 3, scope: !77)
!144 = !DILocation(line: 123, column: 42, scope: !77)
!145 = !DILocation(line: 123, column: 49, scope: !77)
!146 = !DILocation(line: 123, column: 47, scope: !77)
!147 = !DILocation(line: 123, column: 74, scope: !77)
!148 = !{!149, !150, i64 0}
!149 = !{!"Self", !150, i64 0, !150, i64 4}
!150 = !{!"any pointer", !69, i64 0}
!151 = !DILocation(line: 123, column: 80, scope: !77)
!152 = !{!149, !150, i64 4}
!153 = !DILocation(line: 123, column: 65, scope: !77)
!154 = !DILocation(line: 123, column: 95, scope: !77)
!155 = !DILocation(line: 123, column: 101, scope: !77)
!156 = !DILocation(line: 123, column: 86, scope: !77)
!157 = !DILocation(line: 123, column: 3, scope: !77)
!158 = !DILocation(line: 125, column: 86, scope: !77)
!159 = !DILocation(line: 125, column: 3, scope: !77)
!160 = !DILocation(line: 126, column: 43, scope: !77)
!161 = !DILocation(line: 126, column: 3, scope: !77)
!162 = !DILocation(line: 127, column: 3, scope: !77)
!163 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !164, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !166, !166}
!166 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!167 = !{!168, !169}
!168 = !DILocalVariable(name: "m", arg: 1, scope: !163, file: !3, line: 78, type: !166)
!169 = !DILocalVariable(name: "n", arg: 2, scope: !163, file: !3, line: 78, type: !166)
!170 = !DILocation(line: 0, scope: !163)
!171 = !DILocation(line: 79, column: 26, scope: !172)
!172 = distinct !DILexicalBlock(scope: !163, file: !3, line: 79, column: 7)
!173 = !DILocation(line: 79, column: 7, scope: !163)
!174 = !{!"branch_weights", i32 1, i32 2000}
!175 = !DILocation(line: 79, column: 45, scope: !172)
!176 = !DILocation(line: 82, column: 1, scope: !163)
!177 = !DILocation(line: 80, column: 9, scope: !178)
!178 = distinct !DILexicalBlock(scope: !163, file: !3, line: 80, column: 7)
!179 = !DILocation(line: 80, column: 7, scope: !163)
!180 = !DILocation(line: 81, column: 42, scope: !163)
!181 = !DILocation(line: 81, column: 27, scope: !163)
!182 = !DILocation(line: 81, column: 10, scope: !163)
