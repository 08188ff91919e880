; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !12
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !17
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !20
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !22
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

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !51 {
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !79
  br label %1, !dbg !80

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
  call void @llvm.dbg.value(metadata i32 %2, metadata !55, metadata !DIExpression()), !dbg !79
  %3 = mul nuw nsw i32 %2, 3, !dbg !81
  %4 = add nsw i32 %3, -100, !dbg !84
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %2, !dbg !85
  store i32 %4, i32* %5, align 4, !dbg !86, !tbaa !87
  %6 = mul nuw nsw i32 %2, 7, !dbg !91
  %7 = and i32 %6, 63, !dbg !92
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %2, !dbg !93
  store i32 %7, i32* %8, align 4, !dbg !94, !tbaa !87
  %9 = sitofp i32 %2 to float, !dbg !95
  %10 = fmul float %9, 5.000000e-01, !dbg !96
  %11 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %2, !dbg !97
  store float %10, float* %11, align 4, !dbg !98, !tbaa !99
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %2, !dbg !101
  store float 1.000000e+00, float* %12, align 4, !dbg !102, !tbaa !99
  %13 = add nuw nsw i32 %2, 1, !dbg !103
  %14 = sitofp i32 %13 to double, !dbg !104
  %15 = fdiv double 1.000000e+00, %14, !dbg !105
  %16 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %2, !dbg !106
  store double %15, double* %16, align 8, !dbg !107, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %13, metadata !55, metadata !DIExpression()), !dbg !79
  %17 = icmp eq i32 %13, 256, !dbg !110
  br i1 %17, label %18, label %1, !dbg !80, !llvm.loop !111

18:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !114
  tail call fastcc void @saxpy(), !dbg !115
  %19 = tail call fastcc i32 @sum_ints(), !dbg !116
  %20 = tail call fastcc zeroext i8 @clamp_max(), !dbg !117
  %21 = zext i8 %20 to i32, !dbg !117
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %19, i32 noundef %21), !dbg !118
  %23 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !119, !tbaa !99
  %24 = fpext float %23 to double, !dbg !119
  %25 = tail call fastcc double @dot(), !dbg !120
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %24, double noundef %25), !dbg !121
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !57, metadata !DIExpression()), !dbg !122
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !123
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !70, metadata !DIExpression()), !dbg !122
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !124
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef 12), !dbg !125
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !126
  call void @llvm.dbg.value(metadata i32 -1, metadata !71, metadata !DIExpression()), !dbg !127
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !127
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 1, metadata !71, metadata !DIExpression()), !dbg !127
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 2, metadata !71, metadata !DIExpression()), !dbg !127
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 3, metadata !71, metadata !DIExpression()), !dbg !127
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 4, metadata !71, metadata !DIExpression()), !dbg !127
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 5, metadata !71, metadata !DIExpression()), !dbg !127
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 6, metadata !71, metadata !DIExpression()), !dbg !127
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 7, metadata !71, metadata !DIExpression()), !dbg !127
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.value(metadata i32 8, metadata !71, metadata !DIExpression()), !dbg !127
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !130
  %41 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str, i32 0, i32 0)), !dbg !131
  call void @llvm.dbg.value(metadata double 0x3FEDD21FB54442D2, metadata !73, metadata !DIExpression()), !dbg !122
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !132
  call void @llvm.dbg.value(metadata half 0xH3E00, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata half 0xH3400, metadata !75, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata half 0xH40C0, metadata !76, metadata !DIExpression()), !dbg !122
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i32 0, i32 0), double noundef 2.375000e+00), !dbg !133
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !77, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !78, metadata !DIExpression()), !dbg !122
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !134
  ret i32 0, !dbg !135
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @scale_add() unnamed_addr #1 !dbg !136 {
  call void @llvm.dbg.value(metadata i32 3, metadata !147, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 256, metadata !148, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 0, metadata !149, metadata !DIExpression()), !dbg !152
  br label %2, !dbg !153

1:                                                ; preds = %2
  ret void, !dbg !154

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !149, metadata !DIExpression()), !dbg !152
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !155
  %5 = load i32, i32* %4, align 4, !dbg !155, !tbaa !87
  %6 = mul nsw i32 %5, 3, !dbg !157
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3, !dbg !158
  %8 = load i32, i32* %7, align 4, !dbg !158, !tbaa !87
  %9 = ashr i32 %8, 1, !dbg !159
  %10 = add nsw i32 %9, %6, !dbg !160
  store i32 %10, i32* %4, align 4, !dbg !161, !tbaa !87
  %11 = add nuw nsw i32 %3, 1, !dbg !162
  call void @llvm.dbg.value(metadata i32 %11, metadata !149, metadata !DIExpression()), !dbg !152
  %12 = icmp eq i32 %11, 256, !dbg !163
  br i1 %12, label %1, label %2, !dbg !153, !llvm.loop !164
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !166 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !177, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 256, metadata !178, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 0, metadata !179, metadata !DIExpression()), !dbg !182
  br label %2, !dbg !183

1:                                                ; preds = %2
  ret void, !dbg !184

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !179, metadata !DIExpression()), !dbg !182
  %4 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3, !dbg !185
  %5 = load float, float* %4, align 4, !dbg !185, !tbaa !99
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !187
  %7 = load float, float* %6, align 4, !dbg !187, !tbaa !99
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !188
  store float %8, float* %6, align 4, !dbg !189, !tbaa !99
  %9 = add nuw nsw i32 %3, 1, !dbg !190
  call void @llvm.dbg.value(metadata i32 %9, metadata !179, metadata !DIExpression()), !dbg !182
  %10 = icmp eq i32 %9, 256, !dbg !191
  br i1 %10, label %1, label %2, !dbg !183, !llvm.loop !192
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !194 {
  call void @llvm.dbg.value(metadata i32 256, metadata !199, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !201, metadata !DIExpression()), !dbg !204
  br label %2, !dbg !205

1:                                                ; preds = %2
  ret i32 %7, !dbg !206

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %7, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !201, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 %4, metadata !200, metadata !DIExpression()), !dbg !203
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !207
  %6 = load i32, i32* %5, align 4, !dbg !207, !tbaa !87
  %7 = add nsw i32 %6, %4, !dbg !209
  call void @llvm.dbg.value(metadata i32 %7, metadata !200, metadata !DIExpression()), !dbg !203
  %8 = add nuw nsw i32 %3, 1, !dbg !210
  call void @llvm.dbg.value(metadata i32 %8, metadata !201, metadata !DIExpression()), !dbg !204
  %9 = icmp eq i32 %8, 256, !dbg !211
  br i1 %9, label %1, label %2, !dbg !205, !llvm.loop !212
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #4 !dbg !214 {
  call void @llvm.dbg.value(metadata i32 256, metadata !219, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !220, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !221, metadata !DIExpression()), !dbg !224
  br label %5, !dbg !225

1:                                                ; preds = %5
  %2 = icmp slt i32 %11, 255, !dbg !226
  %3 = select i1 %2, i32 %11, i32 255, !dbg !226
  %4 = trunc i32 %3 to i8, !dbg !227
  ret i8 %4, !dbg !228

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %12, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %11, %5 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !221, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 %7, metadata !220, metadata !DIExpression()), !dbg !223
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %6, !dbg !229
  %9 = load i32, i32* %8, align 4, !dbg !229, !tbaa !87
  %10 = icmp sgt i32 %9, %7, !dbg !231
  %11 = select i1 %10, i32 %9, i32 %7, !dbg !229
  call void @llvm.dbg.value(metadata i32 %11, metadata !220, metadata !DIExpression()), !dbg !223
  %12 = add nuw nsw i32 %6, 1, !dbg !232
  call void @llvm.dbg.value(metadata i32 %12, metadata !221, metadata !DIExpression()), !dbg !224
  %13 = icmp eq i32 %12, 256, !dbg !233
  br i1 %13, label %1, label %5, !dbg !225, !llvm.loop !234
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal fastcc double @dot() unnamed_addr #5 !dbg !236 {
  call void @llvm.dbg.value(metadata i32 256, metadata !244, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !245, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32 0, metadata !246, metadata !DIExpression()), !dbg !249
  br label %2, !dbg !250

1:                                                ; preds = %2
  ret double %10, !dbg !251

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !246, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata double %4, metadata !245, metadata !DIExpression()), !dbg !248
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3, !dbg !252
  %6 = load double, double* %5, align 8, !dbg !252, !tbaa !108
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !254
  %8 = load float, float* %7, align 4, !dbg !254, !tbaa !99
  %9 = fpext float %8 to double, !dbg !255
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !256
  call void @llvm.dbg.value(metadata double %10, metadata !245, metadata !DIExpression()), !dbg !248
  %11 = add nuw nsw i32 %3, 1, !dbg !257
  call void @llvm.dbg.value(metadata i32 %11, metadata !246, metadata !DIExpression()), !dbg !249
  %12 = icmp eq i32 %11, 256, !dbg !258
  br i1 %12, label %1, label %2, !dbg !250, !llvm.loop !259
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree noinline nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{!0, !12, !17, !20, !22, !25}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 256)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !15)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !19, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !15)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "c", scope: !27, file: !3, line: 96, type: !36, isLocal: true, isDefinition: true)
!27 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !28, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !30}
!30 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!31 = !{!32, !33, !34}
!32 = !DILocalVariable(name: "x", arg: 1, scope: !27, file: !3, line: 94, type: !30)
!33 = !DILocalVariable(name: "r", scope: !27, file: !3, line: 95, type: !30)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 97, type: !8)
!35 = distinct !DILexicalBlock(scope: !27, file: !3, line: 97, column: 3)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 256, elements: !38)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 1, !"min_enum_size", i32 4}
!44 = !{i32 1, !"branch-target-enforcement", i32 0}
!45 = !{i32 1, !"sign-return-address", i32 0}
!46 = !{i32 1, !"sign-return-address-all", i32 0}
!47 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!48 = !{i32 7, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{!"Debian clang version 14.0.6"}
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !52, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!8}
!54 = !{!55, !57, !70, !71, !73, !74, !75, !76, !77, !78}
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 102, type: !8)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 102, column: 3)
!57 = !DILocalVariable(name: "p", scope: !51, file: !3, line: 114, type: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !59)
!59 = !{!60, !61, !62, !64}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !58, file: !3, line: 42, baseType: !5, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !58, file: !3, line: 43, baseType: !6, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !58, file: !3, line: 44, baseType: !63, size: 32)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !38)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !58, file: !3, line: 45, baseType: !65, size: 32)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !58, file: !3, line: 45, size: 32, elements: !66)
!66 = !{!67, !68, !69}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !65, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !65, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !65, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!70 = !DILocalVariable(name: "x", scope: !51, file: !3, line: 117, type: !6)
!71 = !DILocalVariable(name: "d", scope: !72, file: !3, line: 123, type: !8)
!72 = distinct !DILexicalBlock(scope: !51, file: !3, line: 123, column: 3)
!73 = !DILocalVariable(name: "ld", scope: !51, file: !3, line: 137, type: !30)
!74 = !DILocalVariable(name: "h", scope: !51, file: !3, line: 141, type: !9)
!75 = !DILocalVariable(name: "h2", scope: !51, file: !3, line: 141, type: !9)
!76 = !DILocalVariable(name: "hs", scope: !51, file: !3, line: 142, type: !9)
!77 = !DILocalVariable(name: "nan", scope: !51, file: !3, line: 147, type: !5)
!78 = !DILocalVariable(name: "inf", scope: !51, file: !3, line: 147, type: !5)
!79 = !DILocation(line: 0, scope: !56)
!80 = !DILocation(line: 102, column: 3, scope: !56)
!81 = !DILocation(line: 103, column: 15, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 102, column: 31)
!83 = distinct !DILexicalBlock(scope: !56, file: !3, line: 102, column: 3)
!84 = !DILocation(line: 103, column: 19, scope: !82)
!85 = !DILocation(line: 103, column: 5, scope: !82)
!86 = !DILocation(line: 103, column: 11, scope: !82)
!87 = !{!88, !88, i64 0}
!88 = !{!"int", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 104, column: 16, scope: !82)
!92 = !DILocation(line: 104, column: 21, scope: !82)
!93 = !DILocation(line: 104, column: 5, scope: !82)
!94 = !DILocation(line: 104, column: 11, scope: !82)
!95 = !DILocation(line: 105, column: 13, scope: !82)
!96 = !DILocation(line: 105, column: 22, scope: !82)
!97 = !DILocation(line: 105, column: 5, scope: !82)
!98 = !DILocation(line: 105, column: 11, scope: !82)
!99 = !{!100, !100, i64 0}
!100 = !{!"float", !89, i64 0}
!101 = !DILocation(line: 106, column: 5, scope: !82)
!102 = !DILocation(line: 106, column: 11, scope: !82)
!103 = !DILocation(line: 107, column: 22, scope: !82)
!104 = !DILocation(line: 107, column: 19, scope: !82)
!105 = !DILocation(line: 107, column: 17, scope: !82)
!106 = !DILocation(line: 107, column: 5, scope: !82)
!107 = !DILocation(line: 107, column: 11, scope: !82)
!108 = !{!109, !109, i64 0}
!109 = !{!"double", !89, i64 0}
!110 = !DILocation(line: 102, column: 21, scope: !83)
!111 = distinct !{!111, !80, !112, !113}
!112 = !DILocation(line: 108, column: 3, scope: !56)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 109, column: 3, scope: !51)
!115 = !DILocation(line: 110, column: 3, scope: !51)
!116 = !DILocation(line: 111, column: 29, scope: !51)
!117 = !DILocation(line: 111, column: 46, scope: !51)
!118 = !DILocation(line: 111, column: 3, scope: !51)
!119 = !DILocation(line: 112, column: 36, scope: !51)
!120 = !DILocation(line: 112, column: 44, scope: !51)
!121 = !DILocation(line: 112, column: 3, scope: !51)
!122 = !DILocation(line: 0, scope: !51)
!123 = !DILocation(line: 116, column: 3, scope: !51)
!124 = !DILocation(line: 118, column: 3, scope: !51)
!125 = !DILocation(line: 120, column: 3, scope: !51)
!126 = !DILocation(line: 121, column: 3, scope: !51)
!127 = !DILocation(line: 0, scope: !72)
!128 = !DILocation(line: 123, column: 33, scope: !129)
!129 = distinct !DILexicalBlock(scope: !72, file: !3, line: 123, column: 3)
!130 = !DILocation(line: 124, column: 3, scope: !51)
!131 = !DILocation(line: 134, column: 3, scope: !51)
!132 = !DILocation(line: 138, column: 3, scope: !51)
!133 = !DILocation(line: 143, column: 3, scope: !51)
!134 = !DILocation(line: 148, column: 3, scope: !51)
!135 = !DILocation(line: 149, column: 3, scope: !51)
!136 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !137, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139, !141, !8, !8}
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 32)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!144 = !{!145, !146, !147, !148, !149}
!145 = !DILocalVariable(name: "dst", arg: 1, scope: !136, file: !3, line: 25, type: !139)
!146 = !DILocalVariable(name: "src", arg: 2, scope: !136, file: !3, line: 25, type: !141)
!147 = !DILocalVariable(name: "k", arg: 3, scope: !136, file: !3, line: 25, type: !8)
!148 = !DILocalVariable(name: "n", arg: 4, scope: !136, file: !3, line: 25, type: !8)
!149 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 26, type: !8)
!150 = distinct !DILexicalBlock(scope: !136, file: !3, line: 26, column: 3)
!151 = !DILocation(line: 0, scope: !136)
!152 = !DILocation(line: 0, scope: !150)
!153 = !DILocation(line: 26, column: 3, scope: !150)
!154 = !DILocation(line: 27, column: 1, scope: !136)
!155 = !DILocation(line: 26, column: 40, scope: !156)
!156 = distinct !DILexicalBlock(scope: !150, file: !3, line: 26, column: 3)
!157 = !DILocation(line: 26, column: 47, scope: !156)
!158 = !DILocation(line: 26, column: 54, scope: !156)
!159 = !DILocation(line: 26, column: 61, scope: !156)
!160 = !DILocation(line: 26, column: 51, scope: !156)
!161 = !DILocation(line: 26, column: 38, scope: !156)
!162 = !DILocation(line: 26, column: 26, scope: !156)
!163 = !DILocation(line: 26, column: 21, scope: !156)
!164 = distinct !{!164, !153, !165, !113}
!165 = !DILocation(line: 26, column: 65, scope: !150)
!166 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !167, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !174)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169, !171, !5, !8}
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 32)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!174 = !{!175, !176, !177, !178, !179}
!175 = !DILocalVariable(name: "y", arg: 1, scope: !166, file: !3, line: 21, type: !169)
!176 = !DILocalVariable(name: "x", arg: 2, scope: !166, file: !3, line: 21, type: !171)
!177 = !DILocalVariable(name: "k", arg: 3, scope: !166, file: !3, line: 21, type: !5)
!178 = !DILocalVariable(name: "n", arg: 4, scope: !166, file: !3, line: 21, type: !8)
!179 = !DILocalVariable(name: "i", scope: !180, file: !3, line: 22, type: !8)
!180 = distinct !DILexicalBlock(scope: !166, file: !3, line: 22, column: 3)
!181 = !DILocation(line: 0, scope: !166)
!182 = !DILocation(line: 0, scope: !180)
!183 = !DILocation(line: 22, column: 3, scope: !180)
!184 = !DILocation(line: 23, column: 1, scope: !166)
!185 = !DILocation(line: 22, column: 42, scope: !186)
!186 = distinct !DILexicalBlock(scope: !180, file: !3, line: 22, column: 3)
!187 = !DILocation(line: 22, column: 49, scope: !186)
!188 = !DILocation(line: 22, column: 47, scope: !186)
!189 = !DILocation(line: 22, column: 36, scope: !186)
!190 = !DILocation(line: 22, column: 26, scope: !186)
!191 = !DILocation(line: 22, column: 21, scope: !186)
!192 = distinct !{!192, !183, !193, !113}
!193 = !DILocation(line: 22, column: 52, scope: !180)
!194 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !195, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!8, !142, !8}
!197 = !{!198, !199, !200, !201}
!198 = !DILocalVariable(name: "a", arg: 1, scope: !194, file: !3, line: 15, type: !142)
!199 = !DILocalVariable(name: "n", arg: 2, scope: !194, file: !3, line: 15, type: !8)
!200 = !DILocalVariable(name: "s", scope: !194, file: !3, line: 16, type: !8)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 17, type: !8)
!202 = distinct !DILexicalBlock(scope: !194, file: !3, line: 17, column: 3)
!203 = !DILocation(line: 0, scope: !194)
!204 = !DILocation(line: 0, scope: !202)
!205 = !DILocation(line: 17, column: 3, scope: !202)
!206 = !DILocation(line: 18, column: 3, scope: !194)
!207 = !DILocation(line: 17, column: 36, scope: !208)
!208 = distinct !DILexicalBlock(scope: !202, file: !3, line: 17, column: 3)
!209 = !DILocation(line: 17, column: 33, scope: !208)
!210 = !DILocation(line: 17, column: 26, scope: !208)
!211 = !DILocation(line: 17, column: 21, scope: !208)
!212 = distinct !{!212, !205, !213, !113}
!213 = !DILocation(line: 17, column: 39, scope: !202)
!214 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !215, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!10, !142, !8}
!217 = !{!218, !219, !220, !221}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !3, line: 35, type: !142)
!219 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !3, line: 35, type: !8)
!220 = !DILocalVariable(name: "m", scope: !214, file: !3, line: 36, type: !8)
!221 = !DILocalVariable(name: "i", scope: !222, file: !3, line: 37, type: !8)
!222 = distinct !DILexicalBlock(scope: !214, file: !3, line: 37, column: 3)
!223 = !DILocation(line: 0, scope: !214)
!224 = !DILocation(line: 0, scope: !222)
!225 = !DILocation(line: 37, column: 3, scope: !222)
!226 = !DILocation(line: 38, column: 26, scope: !214)
!227 = !DILocation(line: 38, column: 10, scope: !214)
!228 = !DILocation(line: 38, column: 3, scope: !214)
!229 = !DILocation(line: 37, column: 35, scope: !230)
!230 = distinct !DILexicalBlock(scope: !222, file: !3, line: 37, column: 3)
!231 = !DILocation(line: 37, column: 40, scope: !230)
!232 = !DILocation(line: 37, column: 26, scope: !230)
!233 = !DILocation(line: 37, column: 21, scope: !230)
!234 = distinct !{!234, !225, !235, !113}
!235 = !DILocation(line: 37, column: 53, scope: !222)
!236 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !237, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !241)
!237 = !DISubroutineType(types: !238)
!238 = !{!7, !239, !172, !8}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 32)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!241 = !{!242, !243, !244, !245, !246}
!242 = !DILocalVariable(name: "a", arg: 1, scope: !236, file: !3, line: 29, type: !239)
!243 = !DILocalVariable(name: "b", arg: 2, scope: !236, file: !3, line: 29, type: !172)
!244 = !DILocalVariable(name: "n", arg: 3, scope: !236, file: !3, line: 29, type: !8)
!245 = !DILocalVariable(name: "s", scope: !236, file: !3, line: 30, type: !7)
!246 = !DILocalVariable(name: "i", scope: !247, file: !3, line: 31, type: !8)
!247 = distinct !DILexicalBlock(scope: !236, file: !3, line: 31, column: 3)
!248 = !DILocation(line: 0, scope: !236)
!249 = !DILocation(line: 0, scope: !247)
!250 = !DILocation(line: 31, column: 3, scope: !247)
!251 = !DILocation(line: 32, column: 3, scope: !236)
!252 = !DILocation(line: 31, column: 36, scope: !253)
!253 = distinct !DILexicalBlock(scope: !247, file: !3, line: 31, column: 3)
!254 = !DILocation(line: 31, column: 51, scope: !253)
!255 = !DILocation(line: 31, column: 43, scope: !253)
!256 = !DILocation(line: 31, column: 33, scope: !253)
!257 = !DILocation(line: 31, column: 26, scope: !253)
!258 = !DILocation(line: 31, column: 21, scope: !253)
!259 = distinct !{!259, !250, !260, !113}
!260 = !DILocation(line: 31, column: 54, scope: !247)
