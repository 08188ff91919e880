; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16, !dbg !32
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 16, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @early_init() #0 !dbg !60 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !62, !tbaa !63
  %2 = add nsw i32 %1, 1, !dbg !62
  store i32 %2, i32* @ctor_ran, align 4, !dbg !62, !tbaa !63
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @late_init() #0 !dbg !68 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !69, !tbaa !63
  %2 = mul nsw i32 %1, 10, !dbg !69
  store i32 %2, i32* @ctor_ran, align 4, !dbg !69, !tbaa !63
  ret void, !dbg !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal void @at_exit_fn() #1 !dbg !71 {
  ret void, !dbg !72
}

; Function Attrs: nounwind
define hidden i32 @main() #2 !dbg !73 {
  %1 = alloca { float, float }, align 4
  call void @llvm.dbg.value(metadata i16 475, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !126
  call void @llvm.dbg.value(metadata i64 4886718345, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !126
  call void @llvm.dbg.value(metadata i16 507, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !126
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 16), !dbg !127
  call void @llvm.dbg.value(metadata i8 7, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !126
  call void @llvm.dbg.value(metadata i32 1, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !126
  call void @llvm.dbg.value(metadata i16 -21555, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !126
  call void @llvm.dbg.value(metadata i8 7, metadata !90, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !126
  call void @llvm.dbg.value(metadata i32 1, metadata !90, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !126
  call void @llvm.dbg.value(metadata i16 -21555, metadata !90, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !126
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !128
  call void @llvm.dbg.value(metadata %struct.Msg* poison, metadata !97, metadata !DIExpression()), !dbg !126
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef 7.500000e-01), !dbg !129
  call void @llvm.dbg.value(metadata i32* undef, metadata !108, metadata !DIExpression()), !dbg !126
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !130
  call void @llvm.dbg.value(metadata %struct.Flags* undef, metadata !109, metadata !DIExpression()), !dbg !126
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2), !dbg !131
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !132
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef 8, double noundef 2.500000e+00), !dbg !133
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !117, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 1, metadata !118, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i64 undef, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 1, metadata !120, metadata !DIExpression()), !dbg !126
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !134
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !126
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !126
  call void @llvm.dbg.value(metadata double -3.000000e+00, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !126
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !126
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !135
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !124, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !126
  call void @llvm.dbg.value(metadata float -1.000000e+00, metadata !124, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !126
  call void @__divsc3({ float, float }* nonnull sret({ float, float }) align 4 %1, float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #6, !dbg !136
  %11 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 0, !dbg !136
  %12 = load float, float* %11, align 4, !dbg !136
  %13 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 1, !dbg !136
  %14 = load float, float* %13, align 4, !dbg !136
  call void @llvm.dbg.value(metadata float %12, metadata !124, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !126
  call void @llvm.dbg.value(metadata float %14, metadata !124, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !126
  %15 = fpext float %12 to double, !dbg !137
  %16 = fpext float %14 to double, !dbg !138
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %15, double noundef %16), !dbg !139
  %18 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 5), align 4, !dbg !140, !tbaa !63
  %19 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 8, !dbg !141, !tbaa !63
  %20 = add nsw i32 %19, %18, !dbg !142
  %21 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 8, !dbg !143, !tbaa !144
  %22 = getelementptr inbounds %struct.Self, %struct.Self* %21, i32 0, i32 1, !dbg !147
  %23 = load i32*, i32** %22, align 4, !dbg !147, !tbaa !148
  %24 = load i32, i32* %23, align 4, !dbg !149, !tbaa !63
  %25 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 16, !dbg !150, !tbaa !144
  %26 = getelementptr inbounds %struct.Self, %struct.Self* %25, i32 0, i32 1, !dbg !151
  %27 = load i32*, i32** %26, align 4, !dbg !151, !tbaa !148
  %28 = load i32, i32* %27, align 4, !dbg !152, !tbaa !63
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %20, i32 noundef 32, i32 noundef %24, i32 noundef %28, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 1), i32 noundef 1), !dbg !153
  %30 = load i32, i32* @ctor_ran, align 4, !dbg !154, !tbaa !63
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef 3.000000e+00, i32 noundef 32, i32 noundef %30), !dbg !155
  %32 = call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !156
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef 506, i32 noundef %32), !dbg !157
  ret i32 0, !dbg !158
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__divsc3({ float, float }*, float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !159 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !164, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %1, metadata !165, metadata !DIExpression()), !dbg !166
  %3 = icmp eq i32 %0, 0, !dbg !167
  br i1 %3, label %4, label %7, !dbg !169, !prof !170

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !171
  ret i32 %6, !dbg !172

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !165, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %9, metadata !164, metadata !DIExpression()), !dbg !166
  %10 = icmp eq i32 %8, 0, !dbg !173
  br i1 %10, label %11, label %15, !dbg !175

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1, !dbg !166
  call void @llvm.dbg.value(metadata i32 %13, metadata !164, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %12, metadata !165, metadata !DIExpression()), !dbg !166
  %14 = icmp eq i32 %13, 0, !dbg !167
  br i1 %14, label %4, label %7, !dbg !169, !prof !170

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !176
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !177
  br label %11, !dbg !178
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus")
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
!56 = !{i32 7, !"Dwarf Version", i32 4}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{!"Debian clang version 14.0.6"}
!60 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!61 = !{}
!62 = !DILocation(line: 45, column: 75, scope: !60)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 45, column: 81, scope: !60)
!68 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!69 = !DILocation(line: 46, column: 69, scope: !68)
!70 = !DILocation(line: 46, column: 76, scope: !68)
!71 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!72 = !DILocation(line: 47, column: 60, scope: !71)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !74, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!6}
!76 = !{!77, !85, !90, !97, !106, !108, !109, !111, !113, !114, !116, !117, !118, !119, !120, !121, !123, !124}
!77 = !DILocalVariable(name: "f", scope: !73, file: !3, line: 85, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !79)
!79 = !{!80, !82, !83, !84}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !78, file: !3, line: 15, baseType: !81, size: 1, flags: DIFlagBitField, extraData: i64 0)
!81 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !78, file: !3, line: 16, baseType: !81, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !78, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !78, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!85 = !DILocalVariable(name: "bytes", scope: !73, file: !3, line: 89, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 56, elements: !88)
!87 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!88 = !{!89}
!89 = !DISubrange(count: 7)
!90 = !DILocalVariable(name: "wire", scope: !73, file: !3, line: 90, type: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !92)
!92 = !{!93, !94, !95}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !91, file: !3, line: 23, baseType: !25, size: 8)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !91, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !91, file: !3, line: 25, baseType: !96, size: 16, offset: 40)
!96 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!97 = !DILocalVariable(name: "m", scope: !73, file: !3, line: 94, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 32)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !99, file: !3, line: 29, baseType: !6, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !99, file: !3, line: 30, baseType: !103, offset: 64)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: -1)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 96, type: !6)
!107 = distinct !DILexicalBlock(scope: !73, file: !3, line: 96, column: 3)
!108 = !DILocalVariable(name: "lit", scope: !73, file: !3, line: 101, type: !15)
!109 = !DILocalVariable(name: "fp", scope: !73, file: !3, line: 104, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 32)
!111 = !DILocalVariable(name: "_a", scope: !112, file: !3, line: 108, type: !6)
!112 = distinct !DILexicalBlock(scope: !73, file: !3, line: 108, column: 33)
!113 = !DILocalVariable(name: "_b", scope: !112, file: !3, line: 108, type: !6)
!114 = !DILocalVariable(name: "_a", scope: !115, file: !3, line: 108, type: !8)
!115 = distinct !DILexicalBlock(scope: !73, file: !3, line: 108, column: 44)
!116 = !DILocalVariable(name: "_b", scope: !115, file: !3, line: 108, type: !8)
!117 = !DILocalVariable(name: "res", scope: !73, file: !3, line: 110, type: !6)
!118 = !DILocalVariable(name: "ovf", scope: !73, file: !3, line: 111, type: !6)
!119 = !DILocalVariable(name: "ures", scope: !73, file: !3, line: 112, type: !5)
!120 = !DILocalVariable(name: "uovf", scope: !73, file: !3, line: 113, type: !6)
!121 = !DILocalVariable(name: "z", scope: !73, file: !3, line: 116, type: !122)
!122 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!123 = !DILocalVariable(name: "z2", scope: !73, file: !3, line: 117, type: !122)
!124 = !DILocalVariable(name: "fz", scope: !73, file: !3, line: 119, type: !125)
!125 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!126 = !DILocation(line: 0, scope: !73)
!127 = !DILocation(line: 87, column: 3, scope: !73)
!128 = !DILocation(line: 92, column: 3, scope: !73)
!129 = !DILocation(line: 97, column: 3, scope: !73)
!130 = !DILocation(line: 103, column: 3, scope: !73)
!131 = !DILocation(line: 105, column: 3, scope: !73)
!132 = !DILocation(line: 107, column: 3, scope: !73)
!133 = !DILocation(line: 108, column: 3, scope: !73)
!134 = !DILocation(line: 114, column: 3, scope: !73)
!135 = !DILocation(line: 118, column: 3, scope: !73)
!136 = !DILocation(line: 120, column: 11, scope: !73)
!137 = !DILocation(line: 121, column: 34, scope: !73)
!138 = !DILocation(line: 121, column: 55, scope: !73)
!139 = !DILocation(line: 121, column: 3, scope: !73)
!140 = !DILocation(line: 123, column: 42, scope: !73)
!141 = !DILocation(line: 123, column: 49, scope: !73)
!142 = !DILocation(line: 123, column: 47, scope: !73)
!143 = !DILocation(line: 123, column: 74, scope: !73)
!144 = !{!145, !146, i64 0}
!145 = !{!"Self", !146, i64 0, !146, i64 4}
!146 = !{!"any pointer", !65, i64 0}
!147 = !DILocation(line: 123, column: 80, scope: !73)
!148 = !{!145, !146, i64 4}
!149 = !DILocation(line: 123, column: 65, scope: !73)
!150 = !DILocation(line: 123, column: 95, scope: !73)
!151 = !DILocation(line: 123, column: 101, scope: !73)
!152 = !DILocation(line: 123, column: 86, scope: !73)
!153 = !DILocation(line: 123, column: 3, scope: !73)
!154 = !DILocation(line: 125, column: 86, scope: !73)
!155 = !DILocation(line: 125, column: 3, scope: !73)
!156 = !DILocation(line: 126, column: 43, scope: !73)
!157 = !DILocation(line: 126, column: 3, scope: !73)
!158 = !DILocation(line: 127, column: 3, scope: !73)
!159 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !160, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!160 = !DISubroutineType(types: !161)
!161 = !{!162, !162, !162}
!162 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!163 = !{!164, !165}
!164 = !DILocalVariable(name: "m", arg: 1, scope: !159, file: !3, line: 78, type: !162)
!165 = !DILocalVariable(name: "n", arg: 2, scope: !159, file: !3, line: 78, type: !162)
!166 = !DILocation(line: 0, scope: !159)
!167 = !DILocation(line: 79, column: 26, scope: !168)
!168 = distinct !DILexicalBlock(scope: !159, file: !3, line: 79, column: 7)
!169 = !DILocation(line: 79, column: 7, scope: !159)
!170 = !{!"branch_weights", i32 1, i32 2000}
!171 = !DILocation(line: 79, column: 45, scope: !168)
!172 = !DILocation(line: 82, column: 1, scope: !159)
!173 = !DILocation(line: 80, column: 9, scope: !174)
!174 = distinct !DILexicalBlock(scope: !159, file: !3, line: 80, column: 7)
!175 = !DILocation(line: 80, column: 7, scope: !159)
!176 = !DILocation(line: 81, column: 42, scope: !159)
!177 = !DILocation(line: 81, column: 27, scope: !159)
!178 = !DILocation(line: 81, column: 10, scope: !159)
