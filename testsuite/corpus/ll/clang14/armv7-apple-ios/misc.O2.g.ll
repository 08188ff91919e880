; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @__GLOBAL_init_65535, i8* null }]

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn
define internal void @early_init() #0 !dbg !67 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !69, !tbaa !70
  %2 = add nsw i32 %1, 1, !dbg !69
  store i32 %2, i32* @ctor_ran, align 4, !dbg !69, !tbaa !70
  ret void, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn
define internal void @late_init() #0 !dbg !75 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !76, !tbaa !70
  %2 = mul nsw i32 %1, 10, !dbg !76
  store i32 %2, i32* @ctor_ran, align 4, !dbg !76, !tbaa !70
  ret void, !dbg !77
}

; Function Attrs: nounwind ssp
define i32 @main() local_unnamed_addr #1 !dbg !78 {
  call void @llvm.dbg.value(metadata i16 475, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !131
  call void @llvm.dbg.value(metadata i64 4886718345, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !131
  call void @llvm.dbg.value(metadata i16 507, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !131
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 12), !dbg !132
  call void @llvm.dbg.value(metadata i8 7, metadata !90, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !131
  call void @llvm.dbg.value(metadata i32 1, metadata !90, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !131
  call void @llvm.dbg.value(metadata i16 -21555, metadata !90, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !131
  call void @llvm.dbg.value(metadata i8 7, metadata !95, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !131
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !131
  call void @llvm.dbg.value(metadata i16 -21555, metadata !95, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !131
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !133
  call void @llvm.dbg.value(metadata %struct.Msg* poison, metadata !102, metadata !DIExpression()), !dbg !131
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef 7.500000e-01), !dbg !134
  call void @llvm.dbg.value(metadata i32* undef, metadata !113, metadata !DIExpression()), !dbg !131
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !135
  call void @llvm.dbg.value(metadata %struct.Flags* undef, metadata !114, metadata !DIExpression()), !dbg !131
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2), !dbg !136
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !137
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef 8, double noundef 2.500000e+00), !dbg !138
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !122, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 1, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 undef, metadata !124, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 1, metadata !125, metadata !DIExpression()), !dbg !131
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !139
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !126, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !131
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !126, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !131
  call void @llvm.dbg.value(metadata double -3.000000e+00, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !131
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !131
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !140
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !129, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !131
  call void @llvm.dbg.value(metadata float -1.000000e+00, metadata !129, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !131
  %10 = tail call i64 @__divsc3(float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #6, !dbg !141
  %11 = trunc i64 %10 to i32, !dbg !141
  %12 = bitcast i32 %11 to float, !dbg !141
  %13 = lshr i64 %10, 32, !dbg !141
  %14 = trunc i64 %13 to i32, !dbg !141
  %15 = bitcast i32 %14 to float, !dbg !141
  call void @llvm.dbg.value(metadata float %12, metadata !129, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !131
  call void @llvm.dbg.value(metadata float %15, metadata !129, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !131
  %16 = fpext float %12 to double, !dbg !142
  %17 = fpext float %15 to double, !dbg !143
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %16, double noundef %17), !dbg !144
  %19 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 5), align 4, !dbg !145, !tbaa !70
  %20 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4, !dbg !146, !tbaa !70
  %21 = add nsw i32 %20, %19, !dbg !147
  %22 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4, !dbg !148, !tbaa !149
  %23 = getelementptr inbounds %struct.Self, %struct.Self* %22, i32 0, i32 1, !dbg !152
  %24 = load i32*, i32** %23, align 4, !dbg !152, !tbaa !153
  %25 = load i32, i32* %24, align 4, !dbg !154, !tbaa !70
  %26 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4, !dbg !155, !tbaa !149
  %27 = getelementptr inbounds %struct.Self, %struct.Self* %26, i32 0, i32 1, !dbg !156
  %28 = load i32*, i32** %27, align 4, !dbg !156, !tbaa !153
  %29 = load i32, i32* %28, align 4, !dbg !157, !tbaa !70
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %21, i32 noundef 32, i32 noundef %25, i32 noundef %29, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 1), i32 noundef 1), !dbg !158
  %31 = load i32, i32* @ctor_ran, align 4, !dbg !159, !tbaa !70
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef 3.000000e+00, i32 noundef 32, i32 noundef %31), !dbg !160
  %33 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !161
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef 506, i32 noundef %33), !dbg !162
  ret i32 0, !dbg !163
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare i64 @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone ssp
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !164 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !169, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 %1, metadata !170, metadata !DIExpression()), !dbg !171
  %3 = icmp eq i32 %0, 0, !dbg !172
  br i1 %3, label %4, label %7, !dbg !174, !prof !175

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !176
  ret i32 %6, !dbg !177

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !170, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 %9, metadata !169, metadata !DIExpression()), !dbg !171
  %10 = icmp eq i32 %8, 0, !dbg !178
  br i1 %10, label %11, label %15, !dbg !180

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1, !dbg !171
  call void @llvm.dbg.value(metadata i32 %13, metadata !169, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 %12, metadata !170, metadata !DIExpression()), !dbg !171
  %14 = icmp eq i32 %13, 0, !dbg !172
  br i1 %14, label %4, label %7, !dbg !174, !prof !175

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !181
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !182
  br label %11, !dbg !183
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone ssp willreturn
define internal void @__GLOBAL_init_65535() #4 section "__TEXT,__StaticInit,regular,pure_instructions" !dbg !184 {
  ret void, !dbg !186
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind readnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
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
!56 = !{i32 7, !"Dwarf Version", i32 2}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 1, !"min_enum_size", i32 4}
!60 = !{i32 1, !"branch-target-enforcement", i32 0}
!61 = !{i32 1, !"sign-return-address", i32 0}
!62 = !{i32 1, !"sign-return-address-all", i32 0}
!63 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!64 = !{i32 7, !"PIC Level", i32 2}
!65 = !{i32 7, !"frame-pointer", i32 2}
!66 = !{!"Debian clang version 14.0.6"}
!67 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!68 = !{}
!69 = !DILocation(line: 45, column: 75, scope: !67)
!70 = !{!71, !71, i64 0}
!71 = !{!"int", !72, i64 0}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !DILocation(line: 45, column: 81, scope: !67)
!75 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!76 = !DILocation(line: 46, column: 69, scope: !75)
!77 = !DILocation(line: 46, column: 76, scope: !75)
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !79, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!6}
!81 = !{!82, !90, !95, !102, !111, !113, !114, !116, !118, !119, !121, !122, !123, !124, !125, !126, !128, !129}
!82 = !DILocalVariable(name: "f", scope: !78, file: !3, line: 85, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 96, elements: !84)
!84 = !{!85, !87, !88, !89}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !83, file: !3, line: 15, baseType: !86, size: 1, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !83, file: !3, line: 16, baseType: !86, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !83, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !83, file: !3, line: 19, baseType: !5, size: 40, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!90 = !DILocalVariable(name: "bytes", scope: !78, file: !3, line: 89, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 56, elements: !93)
!92 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!93 = !{!94}
!94 = !DISubrange(count: 7)
!95 = !DILocalVariable(name: "wire", scope: !78, file: !3, line: 90, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !97)
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 23, baseType: !25, size: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !96, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !96, file: !3, line: 25, baseType: !101, size: 16, offset: 40)
!101 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!102 = !DILocalVariable(name: "m", scope: !78, file: !3, line: 94, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 32, elements: !105)
!105 = !{!106, !107}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !104, file: !3, line: 29, baseType: !6, size: 32)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !104, file: !3, line: 30, baseType: !108, offset: 32)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: -1)
!111 = !DILocalVariable(name: "i", scope: !112, file: !3, line: 96, type: !6)
!112 = distinct !DILexicalBlock(scope: !78, file: !3, line: 96, column: 3)
!113 = !DILocalVariable(name: "lit", scope: !78, file: !3, line: 101, type: !15)
!114 = !DILocalVariable(name: "fp", scope: !78, file: !3, line: 104, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!116 = !DILocalVariable(name: "_a", scope: !117, file: !3, line: 108, type: !6)
!117 = distinct !DILexicalBlock(scope: !78, file: !3, line: 108, column: 33)
!118 = !DILocalVariable(name: "_b", scope: !117, file: !3, line: 108, type: !6)
!119 = !DILocalVariable(name: "_a", scope: !120, file: !3, line: 108, type: !8)
!120 = distinct !DILexicalBlock(scope: !78, file: !3, line: 108, column: 44)
!121 = !DILocalVariable(name: "_b", scope: !120, file: !3, line: 108, type: !8)
!122 = !DILocalVariable(name: "res", scope: !78, file: !3, line: 110, type: !6)
!123 = !DILocalVariable(name: "ovf", scope: !78, file: !3, line: 111, type: !6)
!124 = !DILocalVariable(name: "ures", scope: !78, file: !3, line: 112, type: !5)
!125 = !DILocalVariable(name: "uovf", scope: !78, file: !3, line: 113, type: !6)
!126 = !DILocalVariable(name: "z", scope: !78, file: !3, line: 116, type: !127)
!127 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!128 = !DILocalVariable(name: "z2", scope: !78, file: !3, line: 117, type: !127)
!129 = !DILocalVariable(name: "fz", scope: !78, file: !3, line: 119, type: !130)
!130 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!131 = !DILocation(line: 0, scope: !78)
!132 = !DILocation(line: 87, column: 3, scope: !78)
!133 = !DILocation(line: 92, column: 3, scope: !78)
!134 = !DILocation(line: 97, column: 3, scope: !78)
!135 = !DILocation(line: 103, column: 3, scope: !78)
!136 = !DILocation(line: 105, column: 3, scope: !78)
!137 = !DILocation(line: 107, column: 3, scope: !78)
!138 = !DILocation(line: 108, column: 3, scope: !78)
!139 = !DILocation(line: 114, column: 3, scope: !78)
!140 = !DILocation(line: 118, column: 3, scope: !78)
!141 = !DILocation(line: 120, column: 11, scope: !78)
!142 = !DILocation(line: 121, column: 34, scope: !78)
!143 = !DILocation(line: 121, column: 55, scope: !78)
!144 = !DILocation(line: 121, column: 3, scope: !78)
!145 = !DILocation(line: 123, column: 42, scope: !78)
!146 = !DILocation(line: 123, column: 49, scope: !78)
!147 = !DILocation(line: 123, column: 47, scope: !78)
!148 = !DILocation(line: 123, column: 74, scope: !78)
!149 = !{!150, !151, i64 0}
!150 = !{!"Self", !151, i64 0, !151, i64 4}
!151 = !{!"any pointer", !72, i64 0}
!152 = !DILocation(line: 123, column: 80, scope: !78)
!153 = !{!150, !151, i64 4}
!154 = !DILocation(line: 123, column: 65, scope: !78)
!155 = !DILocation(line: 123, column: 95, scope: !78)
!156 = !DILocation(line: 123, column: 101, scope: !78)
!157 = !DILocation(line: 123, column: 86, scope: !78)
!158 = !DILocation(line: 123, column: 3, scope: !78)
!159 = !DILocation(line: 125, column: 86, scope: !78)
!160 = !DILocation(line: 125, column: 3, scope: !78)
!161 = !DILocation(line: 126, column: 43, scope: !78)
!162 = !DILocation(line: 126, column: 3, scope: !78)
!163 = !DILocation(line: 127, column: 3, scope: !78)
!164 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !165, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !168)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !167, !167}
!167 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!168 = !{!169, !170}
!169 = !DILocalVariable(name: "m", arg: 1, scope: !164, file: !3, line: 78, type: !167)
!170 = !DILocalVariable(name: "n", arg: 2, scope: !164, file: !3, line: 78, type: !167)
!171 = !DILocation(line: 0, scope: !164)
!172 = !DILocation(line: 79, column: 26, scope: !173)
!173 = distinct !DILexicalBlock(scope: !164, file: !3, line: 79, column: 7)
!174 = !DILocation(line: 79, column: 7, scope: !164)
!175 = !{!"branch_weights", i32 1, i32 2000}
!176 = !DILocation(line: 79, column: 45, scope: !173)
!177 = !DILocation(line: 82, column: 1, scope: !164)
!178 = !DILocation(line: 80, column: 9, scope: !179)
!179 = distinct !DILexicalBlock(scope: !164, file: !3, line: 80, column: 7)
!180 = !DILocation(line: 80, column: 7, scope: !164)
!181 = !DILocation(line: 81, column: 42, scope: !164)
!182 = !DILocation(line: 81, column: 27, scope: !164)
!183 = !DILocation(line: 81, column: 10, scope: !164)
!184 = distinct !DISubprogram(linkageName: "__GLOBAL_init_65535", scope: !3, file: !3, type: !185, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!185 = !DISubroutineType(types: !68)
!186 = !DILocation(line: 0, scope: !184)
