; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !11
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !16
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !19
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !21
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@str = private unnamed_addr constant [17 x i8] c"u128 unsupported\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !47 {
  call void @llvm.dbg.declare(metadata i16* undef, metadata !69, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 16)), !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !73
  br label %1, !dbg !74

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
  call void @llvm.dbg.value(metadata i32 %2, metadata !51, metadata !DIExpression()), !dbg !73
  %3 = mul nuw nsw i32 %2, 3, !dbg !75
  %4 = add nsw i32 %3, -100, !dbg !78
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %2, !dbg !79
  store i32 %4, i32* %5, align 4, !dbg !80, !tbaa !81
  %6 = mul nuw nsw i32 %2, 7, !dbg !85
  %7 = and i32 %6, 63, !dbg !86
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %2, !dbg !87
  store i32 %7, i32* %8, align 4, !dbg !88, !tbaa !81
  %9 = sitofp i32 %2 to float, !dbg !89
  %10 = fmul float %9, 5.000000e-01, !dbg !90
  %11 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %2, !dbg !91
  store float %10, float* %11, align 4, !dbg !92, !tbaa !93
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %2, !dbg !95
  store float 1.000000e+00, float* %12, align 4, !dbg !96, !tbaa !93
  %13 = add nuw nsw i32 %2, 1, !dbg !97
  %14 = sitofp i32 %13 to double, !dbg !98
  %15 = fdiv double 1.000000e+00, %14, !dbg !99
  %16 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %2, !dbg !100
  store double %15, double* %16, align 8, !dbg !101, !tbaa !102
  call void @llvm.dbg.value(metadata i32 %13, metadata !51, metadata !DIExpression()), !dbg !73
  %17 = icmp eq i32 %13, 256, !dbg !104
  br i1 %17, label %18, label %1, !dbg !74, !llvm.loop !105

18:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !108
  tail call fastcc void @saxpy(), !dbg !109
  %19 = tail call fastcc i32 @sum_ints(), !dbg !110
  %20 = tail call fastcc zeroext i8 @clamp_max(), !dbg !111
  %21 = zext i8 %20 to i32, !dbg !111
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %19, i32 noundef %21), !dbg !112
  %23 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !113, !tbaa !93
  %24 = fpext float %23 to double, !dbg !113
  %25 = tail call fastcc double @dot(), !dbg !114
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %24, double noundef %25), !dbg !115
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !53, metadata !DIExpression()), !dbg !116
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !117
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !66, metadata !DIExpression()), !dbg !116
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !118
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef 12), !dbg !119
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !120
  call void @llvm.dbg.value(metadata i32 -1, metadata !67, metadata !DIExpression()), !dbg !121
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !121
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 1, metadata !67, metadata !DIExpression()), !dbg !121
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 2, metadata !67, metadata !DIExpression()), !dbg !121
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 3, metadata !67, metadata !DIExpression()), !dbg !121
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 4, metadata !67, metadata !DIExpression()), !dbg !121
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 5, metadata !67, metadata !DIExpression()), !dbg !121
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 6, metadata !67, metadata !DIExpression()), !dbg !121
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 7, metadata !67, metadata !DIExpression()), !dbg !121
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)), !dbg !122
  call void @llvm.dbg.value(metadata i32 8, metadata !67, metadata !DIExpression()), !dbg !121
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !124
  %41 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str, i32 0, i32 0)), !dbg !125
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFEEE90FDAA22168C23, metadata !69, metadata !DIExpression()), !dbg !116
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 12), !dbg !126
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i32 0, i32 0), double noundef 2.375000e+00), !dbg !127
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !70, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !71, metadata !DIExpression()), !dbg !116
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !128
  ret i32 0, !dbg !129
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !130 {
  call void @llvm.dbg.value(metadata i32 3, metadata !141, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 256, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !146
  br label %2, !dbg !147

1:                                                ; preds = %2
  ret void, !dbg !148

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !143, metadata !DIExpression()), !dbg !146
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !149
  %5 = load i32, i32* %4, align 4, !dbg !149, !tbaa !81
  %6 = mul nsw i32 %5, 3, !dbg !151
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3, !dbg !152
  %8 = load i32, i32* %7, align 4, !dbg !152, !tbaa !81
  %9 = ashr i32 %8, 1, !dbg !153
  %10 = add nsw i32 %9, %6, !dbg !154
  store i32 %10, i32* %4, align 4, !dbg !155, !tbaa !81
  %11 = or i32 %3, 1, !dbg !156
  call void @llvm.dbg.value(metadata i32 %11, metadata !143, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 %11, metadata !143, metadata !DIExpression()), !dbg !146
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %11, !dbg !149
  %13 = load i32, i32* %12, align 4, !dbg !149, !tbaa !81
  %14 = mul nsw i32 %13, 3, !dbg !151
  %15 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %11, !dbg !152
  %16 = load i32, i32* %15, align 4, !dbg !152, !tbaa !81
  %17 = ashr i32 %16, 1, !dbg !153
  %18 = add nsw i32 %17, %14, !dbg !154
  store i32 %18, i32* %12, align 4, !dbg !155, !tbaa !81
  %19 = add nuw nsw i32 %3, 2, !dbg !156
  call void @llvm.dbg.value(metadata i32 %19, metadata !143, metadata !DIExpression()), !dbg !146
  %20 = icmp eq i32 %19, 256, !dbg !157
  br i1 %20, label %1, label %2, !dbg !147, !llvm.loop !158
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #3 !dbg !160 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !171, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 256, metadata !172, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 0, metadata !173, metadata !DIExpression()), !dbg !176
  br label %2, !dbg !177

1:                                                ; preds = %2
  ret void, !dbg !178

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !173, metadata !DIExpression()), !dbg !176
  %4 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3, !dbg !179
  %5 = load float, float* %4, align 4, !dbg !179, !tbaa !93
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !181
  %7 = load float, float* %6, align 4, !dbg !181, !tbaa !93
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !182
  store float %8, float* %6, align 4, !dbg !183, !tbaa !93
  %9 = or i32 %3, 1, !dbg !184
  call void @llvm.dbg.value(metadata i32 %9, metadata !173, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 %9, metadata !173, metadata !DIExpression()), !dbg !176
  %10 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %9, !dbg !179
  %11 = load float, float* %10, align 4, !dbg !179, !tbaa !93
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %9, !dbg !181
  %13 = load float, float* %12, align 4, !dbg !181, !tbaa !93
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13), !dbg !182
  store float %14, float* %12, align 4, !dbg !183, !tbaa !93
  %15 = add nuw nsw i32 %3, 2, !dbg !184
  call void @llvm.dbg.value(metadata i32 %15, metadata !173, metadata !DIExpression()), !dbg !176
  %16 = icmp eq i32 %15, 256, !dbg !185
  br i1 %16, label %1, label %2, !dbg !177, !llvm.loop !186
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #5 !dbg !188 {
  call void @llvm.dbg.value(metadata i32 256, metadata !193, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !195, metadata !DIExpression()), !dbg !198
  br label %2, !dbg !199

1:                                                ; preds = %2
  ret i32 %35, !dbg !200

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %36, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %35, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %4, metadata !194, metadata !DIExpression()), !dbg !197
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !201
  %6 = load i32, i32* %5, align 4, !dbg !201, !tbaa !81
  %7 = add nsw i32 %6, %4, !dbg !203
  call void @llvm.dbg.value(metadata i32 %7, metadata !194, metadata !DIExpression()), !dbg !197
  %8 = or i32 %3, 1, !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %8, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %7, metadata !194, metadata !DIExpression()), !dbg !197
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %8, !dbg !201
  %10 = load i32, i32* %9, align 4, !dbg !201, !tbaa !81
  %11 = add nsw i32 %10, %7, !dbg !203
  call void @llvm.dbg.value(metadata i32 %11, metadata !194, metadata !DIExpression()), !dbg !197
  %12 = or i32 %3, 2, !dbg !204
  call void @llvm.dbg.value(metadata i32 %12, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %12, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %11, metadata !194, metadata !DIExpression()), !dbg !197
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12, !dbg !201
  %14 = load i32, i32* %13, align 4, !dbg !201, !tbaa !81
  %15 = add nsw i32 %14, %11, !dbg !203
  call void @llvm.dbg.value(metadata i32 %15, metadata !194, metadata !DIExpression()), !dbg !197
  %16 = or i32 %3, 3, !dbg !204
  call void @llvm.dbg.value(metadata i32 %16, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %16, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %15, metadata !194, metadata !DIExpression()), !dbg !197
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %16, !dbg !201
  %18 = load i32, i32* %17, align 4, !dbg !201, !tbaa !81
  %19 = add nsw i32 %18, %15, !dbg !203
  call void @llvm.dbg.value(metadata i32 %19, metadata !194, metadata !DIExpression()), !dbg !197
  %20 = or i32 %3, 4, !dbg !204
  call void @llvm.dbg.value(metadata i32 %20, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %20, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %19, metadata !194, metadata !DIExpression()), !dbg !197
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %20, !dbg !201
  %22 = load i32, i32* %21, align 4, !dbg !201, !tbaa !81
  %23 = add nsw i32 %22, %19, !dbg !203
  call void @llvm.dbg.value(metadata i32 %23, metadata !194, metadata !DIExpression()), !dbg !197
  %24 = or i32 %3, 5, !dbg !204
  call void @llvm.dbg.value(metadata i32 %24, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %24, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %23, metadata !194, metadata !DIExpression()), !dbg !197
  %25 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %24, !dbg !201
  %26 = load i32, i32* %25, align 4, !dbg !201, !tbaa !81
  %27 = add nsw i32 %26, %23, !dbg !203
  call void @llvm.dbg.value(metadata i32 %27, metadata !194, metadata !DIExpression()), !dbg !197
  %28 = or i32 %3, 6, !dbg !204
  call void @llvm.dbg.value(metadata i32 %28, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %28, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %27, metadata !194, metadata !DIExpression()), !dbg !197
  %29 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %28, !dbg !201
  %30 = load i32, i32* %29, align 4, !dbg !201, !tbaa !81
  %31 = add nsw i32 %30, %27, !dbg !203
  call void @llvm.dbg.value(metadata i32 %31, metadata !194, metadata !DIExpression()), !dbg !197
  %32 = or i32 %3, 7, !dbg !204
  call void @llvm.dbg.value(metadata i32 %32, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %32, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %31, metadata !194, metadata !DIExpression()), !dbg !197
  %33 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %32, !dbg !201
  %34 = load i32, i32* %33, align 4, !dbg !201, !tbaa !81
  %35 = add nsw i32 %34, %31, !dbg !203
  call void @llvm.dbg.value(metadata i32 %35, metadata !194, metadata !DIExpression()), !dbg !197
  %36 = add nuw nsw i32 %3, 8, !dbg !204
  call void @llvm.dbg.value(metadata i32 %36, metadata !195, metadata !DIExpression()), !dbg !198
  %37 = icmp eq i32 %36, 256, !dbg !205
  br i1 %37, label %1, label %2, !dbg !199, !llvm.loop !206
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #5 !dbg !208 {
  call void @llvm.dbg.value(metadata i32 256, metadata !213, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !214, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !215, metadata !DIExpression()), !dbg !218
  br label %5, !dbg !219

1:                                                ; preds = %5
  %2 = icmp slt i32 %26, 255, !dbg !220
  %3 = select i1 %2, i32 %26, i32 255, !dbg !220
  %4 = trunc i32 %3 to i8, !dbg !221
  ret i8 %4, !dbg !222

5:                                                ; preds = %5, %0
  %6 = phi i32 [ 0, %0 ], [ %27, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %26, %5 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !215, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %7, metadata !214, metadata !DIExpression()), !dbg !217
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %6, !dbg !223
  %9 = load i32, i32* %8, align 4, !dbg !223, !tbaa !81
  %10 = icmp sgt i32 %9, %7, !dbg !225
  %11 = select i1 %10, i32 %9, i32 %7, !dbg !223
  call void @llvm.dbg.value(metadata i32 %11, metadata !214, metadata !DIExpression()), !dbg !217
  %12 = or i32 %6, 1, !dbg !226
  call void @llvm.dbg.value(metadata i32 %12, metadata !215, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %12, metadata !215, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %11, metadata !214, metadata !DIExpression()), !dbg !217
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12, !dbg !223
  %14 = load i32, i32* %13, align 4, !dbg !223, !tbaa !81
  %15 = icmp sgt i32 %14, %11, !dbg !225
  %16 = select i1 %15, i32 %14, i32 %11, !dbg !223
  call void @llvm.dbg.value(metadata i32 %16, metadata !214, metadata !DIExpression()), !dbg !217
  %17 = or i32 %6, 2, !dbg !226
  call void @llvm.dbg.value(metadata i32 %17, metadata !215, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %17, metadata !215, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %16, metadata !214, metadata !DIExpression()), !dbg !217
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %17, !dbg !223
  %19 = load i32, i32* %18, align 4, !dbg !223, !tbaa !81
  %20 = icmp sgt i32 %19, %16, !dbg !225
  %21 = select i1 %20, i32 %19, i32 %16, !dbg !223
  call void @llvm.dbg.value(metadata i32 %21, metadata !214, metadata !DIExpression()), !dbg !217
  %22 = or i32 %6, 3, !dbg !226
  call void @llvm.dbg.value(metadata i32 %22, metadata !215, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %22, metadata !215, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %21, metadata !214, metadata !DIExpression()), !dbg !217
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %22, !dbg !223
  %24 = load i32, i32* %23, align 4, !dbg !223, !tbaa !81
  %25 = icmp sgt i32 %24, %21, !dbg !225
  %26 = select i1 %25, i32 %24, i32 %21, !dbg !223
  call void @llvm.dbg.value(metadata i32 %26, metadata !214, metadata !DIExpression()), !dbg !217
  %27 = add nuw nsw i32 %6, 4, !dbg !226
  call void @llvm.dbg.value(metadata i32 %27, metadata !215, metadata !DIExpression()), !dbg !218
  %28 = icmp eq i32 %27, 256, !dbg !227
  br i1 %28, label %1, label %5, !dbg !219, !llvm.loop !228
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #6 !dbg !230 {
  call void @llvm.dbg.value(metadata i32 256, metadata !238, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !239, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !240, metadata !DIExpression()), !dbg !243
  br label %2, !dbg !244

1:                                                ; preds = %2
  ret double %31, !dbg !245

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %31, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata double %4, metadata !239, metadata !DIExpression()), !dbg !242
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3, !dbg !246
  %6 = load double, double* %5, align 8, !dbg !246, !tbaa !102
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !248
  %8 = load float, float* %7, align 4, !dbg !248, !tbaa !93
  %9 = fpext float %8 to double, !dbg !249
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !250
  call void @llvm.dbg.value(metadata double %10, metadata !239, metadata !DIExpression()), !dbg !242
  %11 = or i32 %3, 1, !dbg !251
  call void @llvm.dbg.value(metadata i32 %11, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i32 %11, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata double %10, metadata !239, metadata !DIExpression()), !dbg !242
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %11, !dbg !246
  %13 = load double, double* %12, align 8, !dbg !246, !tbaa !102
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %11, !dbg !248
  %15 = load float, float* %14, align 4, !dbg !248, !tbaa !93
  %16 = fpext float %15 to double, !dbg !249
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !250
  call void @llvm.dbg.value(metadata double %17, metadata !239, metadata !DIExpression()), !dbg !242
  %18 = or i32 %3, 2, !dbg !251
  call void @llvm.dbg.value(metadata i32 %18, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i32 %18, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata double %17, metadata !239, metadata !DIExpression()), !dbg !242
  %19 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %18, !dbg !246
  %20 = load double, double* %19, align 8, !dbg !246, !tbaa !102
  %21 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %18, !dbg !248
  %22 = load float, float* %21, align 4, !dbg !248, !tbaa !93
  %23 = fpext float %22 to double, !dbg !249
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17), !dbg !250
  call void @llvm.dbg.value(metadata double %24, metadata !239, metadata !DIExpression()), !dbg !242
  %25 = or i32 %3, 3, !dbg !251
  call void @llvm.dbg.value(metadata i32 %25, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i32 %25, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata double %24, metadata !239, metadata !DIExpression()), !dbg !242
  %26 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %25, !dbg !246
  %27 = load double, double* %26, align 8, !dbg !246, !tbaa !102
  %28 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %25, !dbg !248
  %29 = load float, float* %28, align 4, !dbg !248, !tbaa !93
  %30 = fpext float %29 to double, !dbg !249
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %24), !dbg !250
  call void @llvm.dbg.value(metadata double %31, metadata !239, metadata !DIExpression()), !dbg !242
  %32 = add nuw nsw i32 %3, 4, !dbg !251
  call void @llvm.dbg.value(metadata i32 %32, metadata !240, metadata !DIExpression()), !dbg !243
  %33 = icmp eq i32 %32, 256, !dbg !252
  br i1 %33, label %1, label %2, !dbg !244, !llvm.loop !253
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!0, !11, !16, !19, !21, !24}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 256)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "c", scope: !26, file: !3, line: 96, type: !35, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !27, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29}
!29 = !DIBasicType(name: "long double", size: 96, encoding: DW_ATE_float)
!30 = !{!31, !32, !33}
!31 = !DILocalVariable(name: "x", arg: 1, scope: !26, file: !3, line: 94, type: !29)
!32 = !DILocalVariable(name: "r", scope: !26, file: !3, line: 95, type: !29)
!33 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 97, type: !8)
!34 = distinct !DILexicalBlock(scope: !26, file: !3, line: 97, column: 3)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 384, elements: !37)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{i32 1, !"NumRegisterParameters", i32 0}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 1}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !48, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!8}
!50 = !{!51, !53, !66, !67, !69, !70, !71}
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 102, type: !8)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 102, column: 3)
!53 = !DILocalVariable(name: "p", scope: !47, file: !3, line: 114, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !55)
!55 = !{!56, !57, !58, !60}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !54, file: !3, line: 42, baseType: !5, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !54, file: !3, line: 43, baseType: !6, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !54, file: !3, line: 44, baseType: !59, size: 32)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !37)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !54, file: !3, line: 45, baseType: !61, size: 32)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !54, file: !3, line: 45, size: 32, elements: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !61, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !61, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !61, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!66 = !DILocalVariable(name: "x", scope: !47, file: !3, line: 117, type: !6)
!67 = !DILocalVariable(name: "d", scope: !68, file: !3, line: 123, type: !8)
!68 = distinct !DILexicalBlock(scope: !47, file: !3, line: 123, column: 3)
!69 = !DILocalVariable(name: "ld", scope: !47, file: !3, line: 137, type: !29)
!70 = !DILocalVariable(name: "nan", scope: !47, file: !3, line: 147, type: !5)
!71 = !DILocalVariable(name: "inf", scope: !47, file: !3, line: 147, type: !5)
!72 = !DILocation(line: 137, column: 15, scope: !47)
!73 = !DILocation(line: 0, scope: !52)
!74 = !DILocation(line: 102, column: 3, scope: !52)
!75 = !DILocation(line: 103, column: 15, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 102, column: 31)
!77 = distinct !DILexicalBlock(scope: !52, file: !3, line: 102, column: 3)
!78 = !DILocation(line: 103, column: 19, scope: !76)
!79 = !DILocation(line: 103, column: 5, scope: !76)
!80 = !DILocation(line: 103, column: 11, scope: !76)
!81 = !{!82, !82, i64 0}
!82 = !{!"int", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !DILocation(line: 104, column: 16, scope: !76)
!86 = !DILocation(line: 104, column: 21, scope: !76)
!87 = !DILocation(line: 104, column: 5, scope: !76)
!88 = !DILocation(line: 104, column: 11, scope: !76)
!89 = !DILocation(line: 105, column: 13, scope: !76)
!90 = !DILocation(line: 105, column: 22, scope: !76)
!91 = !DILocation(line: 105, column: 5, scope: !76)
!92 = !DILocation(line: 105, column: 11, scope: !76)
!93 = !{!94, !94, i64 0}
!94 = !{!"float", !83, i64 0}
!95 = !DILocation(line: 106, column: 5, scope: !76)
!96 = !DILocation(line: 106, column: 11, scope: !76)
!97 = !DILocation(line: 107, column: 22, scope: !76)
!98 = !DILocation(line: 107, column: 19, scope: !76)
!99 = !DILocation(line: 107, column: 17, scope: !76)
!100 = !DILocation(line: 107, column: 5, scope: !76)
!101 = !DILocation(line: 107, column: 11, scope: !76)
!102 = !{!103, !103, i64 0}
!103 = !{!"double", !83, i64 0}
!104 = !DILocation(line: 102, column: 21, scope: !77)
!105 = distinct !{!105, !74, !106, !107}
!106 = !DILocation(line: 108, column: 3, scope: !52)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 109, column: 3, scope: !47)
!109 = !DILocation(line: 110, column: 3, scope: !47)
!110 = !DILocation(line: 111, column: 29, scope: !47)
!111 = !DILocation(line: 111, column: 46, scope: !47)
!112 = !DILocation(line: 111, column: 3, scope: !47)
!113 = !DILocation(line: 112, column: 36, scope: !47)
!114 = !DILocation(line: 112, column: 44, scope: !47)
!115 = !DILocation(line: 112, column: 3, scope: !47)
!116 = !DILocation(line: 0, scope: !47)
!117 = !DILocation(line: 116, column: 3, scope: !47)
!118 = !DILocation(line: 118, column: 3, scope: !47)
!119 = !DILocation(line: 120, column: 3, scope: !47)
!120 = !DILocation(line: 121, column: 3, scope: !47)
!121 = !DILocation(line: 0, scope: !68)
!122 = !DILocation(line: 123, column: 33, scope: !123)
!123 = distinct !DILexicalBlock(scope: !68, file: !3, line: 123, column: 3)
!124 = !DILocation(line: 124, column: 3, scope: !47)
!125 = !DILocation(line: 134, column: 3, scope: !47)
!126 = !DILocation(line: 138, column: 3, scope: !47)
!127 = !DILocation(line: 145, column: 3, scope: !47)
!128 = !DILocation(line: 148, column: 3, scope: !47)
!129 = !DILocation(line: 149, column: 3, scope: !47)
!130 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !131, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !133, !135, !8, !8}
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 32)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!138 = !{!139, !140, !141, !142, !143}
!139 = !DILocalVariable(name: "dst", arg: 1, scope: !130, file: !3, line: 25, type: !133)
!140 = !DILocalVariable(name: "src", arg: 2, scope: !130, file: !3, line: 25, type: !135)
!141 = !DILocalVariable(name: "k", arg: 3, scope: !130, file: !3, line: 25, type: !8)
!142 = !DILocalVariable(name: "n", arg: 4, scope: !130, file: !3, line: 25, type: !8)
!143 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 26, type: !8)
!144 = distinct !DILexicalBlock(scope: !130, file: !3, line: 26, column: 3)
!145 = !DILocation(line: 0, scope: !130)
!146 = !DILocation(line: 0, scope: !144)
!147 = !DILocation(line: 26, column: 3, scope: !144)
!148 = !DILocation(line: 27, column: 1, scope: !130)
!149 = !DILocation(line: 26, column: 40, scope: !150)
!150 = distinct !DILexicalBlock(scope: !144, file: !3, line: 26, column: 3)
!151 = !DILocation(line: 26, column: 47, scope: !150)
!152 = !DILocation(line: 26, column: 54, scope: !150)
!153 = !DILocation(line: 26, column: 61, scope: !150)
!154 = !DILocation(line: 26, column: 51, scope: !150)
!155 = !DILocation(line: 26, column: 38, scope: !150)
!156 = !DILocation(line: 26, column: 26, scope: !150)
!157 = !DILocation(line: 26, column: 21, scope: !150)
!158 = distinct !{!158, !147, !159, !107}
!159 = !DILocation(line: 26, column: 65, scope: !144)
!160 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !161, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !168)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !163, !165, !5, !8}
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 32)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!168 = !{!169, !170, !171, !172, !173}
!169 = !DILocalVariable(name: "y", arg: 1, scope: !160, file: !3, line: 21, type: !163)
!170 = !DILocalVariable(name: "x", arg: 2, scope: !160, file: !3, line: 21, type: !165)
!171 = !DILocalVariable(name: "k", arg: 3, scope: !160, file: !3, line: 21, type: !5)
!172 = !DILocalVariable(name: "n", arg: 4, scope: !160, file: !3, line: 21, type: !8)
!173 = !DILocalVariable(name: "i", scope: !174, file: !3, line: 22, type: !8)
!174 = distinct !DILexicalBlock(scope: !160, file: !3, line: 22, column: 3)
!175 = !DILocation(line: 0, scope: !160)
!176 = !DILocation(line: 0, scope: !174)
!177 = !DILocation(line: 22, column: 3, scope: !174)
!178 = !DILocation(line: 23, column: 1, scope: !160)
!179 = !DILocation(line: 22, column: 42, scope: !180)
!180 = distinct !DILexicalBlock(scope: !174, file: !3, line: 22, column: 3)
!181 = !DILocation(line: 22, column: 49, scope: !180)
!182 = !DILocation(line: 22, column: 47, scope: !180)
!183 = !DILocation(line: 22, column: 36, scope: !180)
!184 = !DILocation(line: 22, column: 26, scope: !180)
!185 = !DILocation(line: 22, column: 21, scope: !180)
!186 = distinct !{!186, !177, !187, !107}
!187 = !DILocation(line: 22, column: 52, scope: !174)
!188 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !189, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{!8, !136, !8}
!191 = !{!192, !193, !194, !195}
!192 = !DILocalVariable(name: "a", arg: 1, scope: !188, file: !3, line: 15, type: !136)
!193 = !DILocalVariable(name: "n", arg: 2, scope: !188, file: !3, line: 15, type: !8)
!194 = !DILocalVariable(name: "s", scope: !188, file: !3, line: 16, type: !8)
!195 = !DILocalVariable(name: "i", scope: !196, file: !3, line: 17, type: !8)
!196 = distinct !DILexicalBlock(scope: !188, file: !3, line: 17, column: 3)
!197 = !DILocation(line: 0, scope: !188)
!198 = !DILocation(line: 0, scope: !196)
!199 = !DILocation(line: 17, column: 3, scope: !196)
!200 = !DILocation(line: 18, column: 3, scope: !188)
!201 = !DILocation(line: 17, column: 36, scope: !202)
!202 = distinct !DILexicalBlock(scope: !196, file: !3, line: 17, column: 3)
!203 = !DILocation(line: 17, column: 33, scope: !202)
!204 = !DILocation(line: 17, column: 26, scope: !202)
!205 = !DILocation(line: 17, column: 21, scope: !202)
!206 = distinct !{!206, !199, !207, !107}
!207 = !DILocation(line: 17, column: 39, scope: !196)
!208 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !209, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!9, !136, !8}
!211 = !{!212, !213, !214, !215}
!212 = !DILocalVariable(name: "a", arg: 1, scope: !208, file: !3, line: 35, type: !136)
!213 = !DILocalVariable(name: "n", arg: 2, scope: !208, file: !3, line: 35, type: !8)
!214 = !DILocalVariable(name: "m", scope: !208, file: !3, line: 36, type: !8)
!215 = !DILocalVariable(name: "i", scope: !216, file: !3, line: 37, type: !8)
!216 = distinct !DILexicalBlock(scope: !208, file: !3, line: 37, column: 3)
!217 = !DILocation(line: 0, scope: !208)
!218 = !DILocation(line: 0, scope: !216)
!219 = !DILocation(line: 37, column: 3, scope: !216)
!220 = !DILocation(line: 38, column: 26, scope: !208)
!221 = !DILocation(line: 38, column: 10, scope: !208)
!222 = !DILocation(line: 38, column: 3, scope: !208)
!223 = !DILocation(line: 37, column: 35, scope: !224)
!224 = distinct !DILexicalBlock(scope: !216, file: !3, line: 37, column: 3)
!225 = !DILocation(line: 37, column: 40, scope: !224)
!226 = !DILocation(line: 37, column: 26, scope: !224)
!227 = !DILocation(line: 37, column: 21, scope: !224)
!228 = distinct !{!228, !219, !229, !107}
!229 = !DILocation(line: 37, column: 53, scope: !216)
!230 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !231, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !235)
!231 = !DISubroutineType(types: !232)
!232 = !{!7, !233, !166, !8}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 32)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!235 = !{!236, !237, !238, !239, !240}
!236 = !DILocalVariable(name: "a", arg: 1, scope: !230, file: !3, line: 29, type: !233)
!237 = !DILocalVariable(name: "b", arg: 2, scope: !230, file: !3, line: 29, type: !166)
!238 = !DILocalVariable(name: "n", arg: 3, scope: !230, file: !3, line: 29, type: !8)
!239 = !DILocalVariable(name: "s", scope: !230, file: !3, line: 30, type: !7)
!240 = !DILocalVariable(name: "i", scope: !241, file: !3, line: 31, type: !8)
!241 = distinct !DILexicalBlock(scope: !230, file: !3, line: 31, column: 3)
!242 = !DILocation(line: 0, scope: !230)
!243 = !DILocation(line: 0, scope: !241)
!244 = !DILocation(line: 31, column: 3, scope: !241)
!245 = !DILocation(line: 32, column: 3, scope: !230)
!246 = !DILocation(line: 31, column: 36, scope: !247)
!247 = distinct !DILexicalBlock(scope: !241, file: !3, line: 31, column: 3)
!248 = !DILocation(line: 31, column: 51, scope: !247)
!249 = !DILocation(line: 31, column: 43, scope: !247)
!250 = !DILocation(line: 31, column: 33, scope: !247)
!251 = !DILocation(line: 31, column: 26, scope: !247)
!252 = !DILocation(line: 31, column: 21, scope: !247)
!253 = distinct !{!253, !244, !254, !107}
!254 = !DILocation(line: 31, column: 54, scope: !241)
