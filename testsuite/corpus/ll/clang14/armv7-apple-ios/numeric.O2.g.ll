; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !12
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !17
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !20
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
@.memset_pattern = private unnamed_addr constant [4 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 16

; Function Attrs: nofree nounwind ssp
define i32 @main() local_unnamed_addr #0 !dbg !51 {
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !79
  call void @memset_pattern16(i8* bitcast ([256 x float]* @fb to i8*), i8* bitcast ([4 x float]* @.memset_pattern to i8*), i32 1024), !dbg !80
  br label %1, !dbg !83

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %12, %1 ]
  call void @llvm.dbg.value(metadata i32 %2, metadata !55, metadata !DIExpression()), !dbg !79
  %3 = mul nuw nsw i32 %2, 3, !dbg !84
  %4 = add nsw i32 %3, -100, !dbg !85
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %2, !dbg !86
  store i32 %4, i32* %5, align 4, !dbg !87, !tbaa !88
  %6 = mul nuw nsw i32 %2, 7, !dbg !92
  %7 = and i32 %6, 63, !dbg !93
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %2, !dbg !94
  store i32 %7, i32* %8, align 4, !dbg !95, !tbaa !88
  %9 = sitofp i32 %2 to float, !dbg !96
  %10 = fmul float %9, 5.000000e-01, !dbg !97
  %11 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %2, !dbg !98
  store float %10, float* %11, align 4, !dbg !99, !tbaa !100
  %12 = add nuw nsw i32 %2, 1, !dbg !102
  %13 = sitofp i32 %12 to double, !dbg !103
  %14 = fdiv double 1.000000e+00, %13, !dbg !104
  %15 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %2, !dbg !105
  store double %14, double* %15, align 8, !dbg !106, !tbaa !107
  call void @llvm.dbg.value(metadata i32 %12, metadata !55, metadata !DIExpression()), !dbg !79
  %16 = icmp eq i32 %12, 256, !dbg !109
  br i1 %16, label %17, label %1, !dbg !83, !llvm.loop !110

17:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !113
  tail call fastcc void @saxpy(), !dbg !114
  %18 = tail call fastcc i32 @sum_ints(), !dbg !115
  %19 = tail call fastcc zeroext i8 @clamp_max(), !dbg !116
  %20 = zext i8 %19 to i32, !dbg !116
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %18, i32 noundef %20), !dbg !117
  %22 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !118, !tbaa !100
  %23 = fpext float %22 to double, !dbg !118
  %24 = tail call fastcc double @dot(), !dbg !119
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %23, double noundef %24), !dbg !120
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !57, metadata !DIExpression()), !dbg !121
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !122
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !70, metadata !DIExpression()), !dbg !121
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !123
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef 12), !dbg !124
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !125
  call void @llvm.dbg.value(metadata i32 -1, metadata !71, metadata !DIExpression()), !dbg !126
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !126
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 1, metadata !71, metadata !DIExpression()), !dbg !126
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 2, metadata !71, metadata !DIExpression()), !dbg !126
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 3, metadata !71, metadata !DIExpression()), !dbg !126
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 4, metadata !71, metadata !DIExpression()), !dbg !126
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 5, metadata !71, metadata !DIExpression()), !dbg !126
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 6, metadata !71, metadata !DIExpression()), !dbg !126
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 7, metadata !71, metadata !DIExpression()), !dbg !126
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)), !dbg !127
  call void @llvm.dbg.value(metadata i32 8, metadata !71, metadata !DIExpression()), !dbg !126
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !129
  %40 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str, i32 0, i32 0)), !dbg !130
  call void @llvm.dbg.value(metadata double 0x3FEDD21FB54442D2, metadata !73, metadata !DIExpression()), !dbg !121
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !131
  call void @llvm.dbg.value(metadata half 0xH3E00, metadata !74, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata half 0xH3400, metadata !75, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata half 0xH40C0, metadata !76, metadata !DIExpression()), !dbg !121
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i32 0, i32 0), double noundef 2.375000e+00), !dbg !132
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !77, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !78, metadata !DIExpression()), !dbg !121
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !133
  ret i32 0, !dbg !134
}

; Function Attrs: nofree noinline norecurse nosync nounwind ssp
define internal fastcc void @scale_add() unnamed_addr #1 !dbg !135 {
  call void @llvm.dbg.value(metadata i32 3, metadata !146, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 256, metadata !147, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()), !dbg !151
  br label %2, !dbg !152

1:                                                ; preds = %2
  ret void, !dbg !153

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !148, metadata !DIExpression()), !dbg !151
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !154
  %5 = load i32, i32* %4, align 4, !dbg !154, !tbaa !88
  %6 = mul nsw i32 %5, 3, !dbg !156
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3, !dbg !157
  %8 = load i32, i32* %7, align 4, !dbg !157, !tbaa !88
  %9 = ashr i32 %8, 1, !dbg !158
  %10 = add nsw i32 %9, %6, !dbg !159
  store i32 %10, i32* %4, align 4, !dbg !160, !tbaa !88
  %11 = add nuw nsw i32 %3, 1, !dbg !161
  call void @llvm.dbg.value(metadata i32 %11, metadata !148, metadata !DIExpression()), !dbg !151
  %12 = icmp eq i32 %11, 256, !dbg !162
  br i1 %12, label %1, label %2, !dbg !152, !llvm.loop !163
}

; Function Attrs: nofree noinline nosync nounwind ssp
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !165 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !176, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 256, metadata !177, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !178, metadata !DIExpression()), !dbg !181
  br label %2, !dbg !182

1:                                                ; preds = %2
  ret void, !dbg !183

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !178, metadata !DIExpression()), !dbg !181
  %4 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3, !dbg !184
  %5 = load float, float* %4, align 4, !dbg !184, !tbaa !100
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !186
  %7 = load float, float* %6, align 4, !dbg !186, !tbaa !100
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !187
  store float %8, float* %6, align 4, !dbg !188, !tbaa !100
  %9 = add nuw nsw i32 %3, 1, !dbg !189
  call void @llvm.dbg.value(metadata i32 %9, metadata !178, metadata !DIExpression()), !dbg !181
  %10 = icmp eq i32 %9, 256, !dbg !190
  br i1 %10, label %1, label %2, !dbg !182, !llvm.loop !191
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly ssp
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !193 {
  call void @llvm.dbg.value(metadata i32 256, metadata !198, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !199, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !203
  br label %2, !dbg !204

1:                                                ; preds = %2
  ret i32 %7, !dbg !205

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %7, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !200, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 %4, metadata !199, metadata !DIExpression()), !dbg !202
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !206
  %6 = load i32, i32* %5, align 4, !dbg !206, !tbaa !88
  %7 = add nsw i32 %6, %4, !dbg !208
  call void @llvm.dbg.value(metadata i32 %7, metadata !199, metadata !DIExpression()), !dbg !202
  %8 = add nuw nsw i32 %3, 1, !dbg !209
  call void @llvm.dbg.value(metadata i32 %8, metadata !200, metadata !DIExpression()), !dbg !203
  %9 = icmp eq i32 %8, 256, !dbg !210
  br i1 %9, label %1, label %2, !dbg !204, !llvm.loop !211
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly ssp
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #4 !dbg !213 {
  call void @llvm.dbg.value(metadata i32 256, metadata !218, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 0, metadata !219, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 0, metadata !220, metadata !DIExpression()), !dbg !223
  br label %5, !dbg !224

1:                                                ; preds = %5
  %2 = icmp slt i32 %11, 255, !dbg !225
  %3 = select i1 %2, i32 %11, i32 255, !dbg !225
  %4 = trunc i32 %3 to i8, !dbg !226
  ret i8 %4, !dbg !227

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %12, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %11, %5 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !220, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 %7, metadata !219, metadata !DIExpression()), !dbg !222
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %6, !dbg !228
  %9 = load i32, i32* %8, align 4, !dbg !228, !tbaa !88
  %10 = icmp sgt i32 %9, %7, !dbg !230
  %11 = select i1 %10, i32 %9, i32 %7, !dbg !228
  call void @llvm.dbg.value(metadata i32 %11, metadata !219, metadata !DIExpression()), !dbg !222
  %12 = add nuw nsw i32 %6, 1, !dbg !231
  call void @llvm.dbg.value(metadata i32 %12, metadata !220, metadata !DIExpression()), !dbg !223
  %13 = icmp eq i32 %12, 256, !dbg !232
  br i1 %13, label %1, label %5, !dbg !224, !llvm.loop !233
}

; Function Attrs: nofree noinline nosync nounwind readonly ssp
define internal fastcc double @dot() unnamed_addr #5 !dbg !235 {
  call void @llvm.dbg.value(metadata i32 256, metadata !243, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !244, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32 0, metadata !245, metadata !DIExpression()), !dbg !248
  br label %2, !dbg !249

1:                                                ; preds = %2
  ret double %10, !dbg !250

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !245, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata double %4, metadata !244, metadata !DIExpression()), !dbg !247
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3, !dbg !251
  %6 = load double, double* %5, align 8, !dbg !251, !tbaa !107
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !253
  %8 = load float, float* %7, align 4, !dbg !253, !tbaa !100
  %9 = fpext float %8 to double, !dbg !254
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !255
  call void @llvm.dbg.value(metadata double %10, metadata !244, metadata !DIExpression()), !dbg !247
  %11 = add nuw nsw i32 %3, 1, !dbg !256
  call void @llvm.dbg.value(metadata i32 %11, metadata !245, metadata !DIExpression()), !dbg !248
  %12 = icmp eq i32 %11, 256, !dbg !257
  br i1 %12, label %1, label %2, !dbg !249, !llvm.loop !258
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @memset_pattern16(i8* nocapture writeonly, i8* nocapture readonly, i32) local_unnamed_addr #9

attributes #0 = { nofree nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree noinline norecurse nosync nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree noinline nosync nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree noinline nosync nounwind readonly ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
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
!27 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !28, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
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
!40 = !{i32 7, !"Dwarf Version", i32 2}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 1, !"min_enum_size", i32 4}
!44 = !{i32 1, !"branch-target-enforcement", i32 0}
!45 = !{i32 1, !"sign-return-address", i32 0}
!46 = !{i32 1, !"sign-return-address-all", i32 0}
!47 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!48 = !{i32 7, !"PIC Level", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 14.0.6"}
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !52, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
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
!80 = !DILocation(line: 106, column: 11, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 102, column: 31)
!82 = distinct !DILexicalBlock(scope: !56, file: !3, line: 102, column: 3)
!83 = !DILocation(line: 102, column: 3, scope: !56)
!84 = !DILocation(line: 103, column: 15, scope: !81)
!85 = !DILocation(line: 103, column: 19, scope: !81)
!86 = !DILocation(line: 103, column: 5, scope: !81)
!87 = !DILocation(line: 103, column: 11, scope: !81)
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 104, column: 16, scope: !81)
!93 = !DILocation(line: 104, column: 21, scope: !81)
!94 = !DILocation(line: 104, column: 5, scope: !81)
!95 = !DILocation(line: 104, column: 11, scope: !81)
!96 = !DILocation(line: 105, column: 13, scope: !81)
!97 = !DILocation(line: 105, column: 22, scope: !81)
!98 = !DILocation(line: 105, column: 5, scope: !81)
!99 = !DILocation(line: 105, column: 11, scope: !81)
!100 = !{!101, !101, i64 0}
!101 = !{!"float", !90, i64 0}
!102 = !DILocation(line: 107, column: 22, scope: !81)
!103 = !DILocation(line: 107, column: 19, scope: !81)
!104 = !DILocation(line: 107, column: 17, scope: !81)
!105 = !DILocation(line: 107, column: 5, scope: !81)
!106 = !DILocation(line: 107, column: 11, scope: !81)
!107 = !{!108, !108, i64 0}
!108 = !{!"double", !90, i64 0}
!109 = !DILocation(line: 102, column: 21, scope: !82)
!110 = distinct !{!110, !83, !111, !112}
!111 = !DILocation(line: 108, column: 3, scope: !56)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 109, column: 3, scope: !51)
!114 = !DILocation(line: 110, column: 3, scope: !51)
!115 = !DILocation(line: 111, column: 29, scope: !51)
!116 = !DILocation(line: 111, column: 46, scope: !51)
!117 = !DILocation(line: 111, column: 3, scope: !51)
!118 = !DILocation(line: 112, column: 36, scope: !51)
!119 = !DILocation(line: 112, column: 44, scope: !51)
!120 = !DILocation(line: 112, column: 3, scope: !51)
!121 = !DILocation(line: 0, scope: !51)
!122 = !DILocation(line: 116, column: 3, scope: !51)
!123 = !DILocation(line: 118, column: 3, scope: !51)
!124 = !DILocation(line: 120, column: 3, scope: !51)
!125 = !DILocation(line: 121, column: 3, scope: !51)
!126 = !DILocation(line: 0, scope: !72)
!127 = !DILocation(line: 123, column: 33, scope: !128)
!128 = distinct !DILexicalBlock(scope: !72, file: !3, line: 123, column: 3)
!129 = !DILocation(line: 124, column: 3, scope: !51)
!130 = !DILocation(line: 134, column: 3, scope: !51)
!131 = !DILocation(line: 138, column: 3, scope: !51)
!132 = !DILocation(line: 143, column: 3, scope: !51)
!133 = !DILocation(line: 148, column: 3, scope: !51)
!134 = !DILocation(line: 149, column: 3, scope: !51)
!135 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !136, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138, !140, !8, !8}
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 32)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!143 = !{!144, !145, !146, !147, !148}
!144 = !DILocalVariable(name: "dst", arg: 1, scope: !135, file: !3, line: 25, type: !138)
!145 = !DILocalVariable(name: "src", arg: 2, scope: !135, file: !3, line: 25, type: !140)
!146 = !DILocalVariable(name: "k", arg: 3, scope: !135, file: !3, line: 25, type: !8)
!147 = !DILocalVariable(name: "n", arg: 4, scope: !135, file: !3, line: 25, type: !8)
!148 = !DILocalVariable(name: "i", scope: !149, file: !3, line: 26, type: !8)
!149 = distinct !DILexicalBlock(scope: !135, file: !3, line: 26, column: 3)
!150 = !DILocation(line: 0, scope: !135)
!151 = !DILocation(line: 0, scope: !149)
!152 = !DILocation(line: 26, column: 3, scope: !149)
!153 = !DILocation(line: 27, column: 1, scope: !135)
!154 = !DILocation(line: 26, column: 40, scope: !155)
!155 = distinct !DILexicalBlock(scope: !149, file: !3, line: 26, column: 3)
!156 = !DILocation(line: 26, column: 47, scope: !155)
!157 = !DILocation(line: 26, column: 54, scope: !155)
!158 = !DILocation(line: 26, column: 61, scope: !155)
!159 = !DILocation(line: 26, column: 51, scope: !155)
!160 = !DILocation(line: 26, column: 38, scope: !155)
!161 = !DILocation(line: 26, column: 26, scope: !155)
!162 = !DILocation(line: 26, column: 21, scope: !155)
!163 = distinct !{!163, !152, !164, !112}
!164 = !DILocation(line: 26, column: 65, scope: !149)
!165 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !166, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168, !170, !5, !8}
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!173 = !{!174, !175, !176, !177, !178}
!174 = !DILocalVariable(name: "y", arg: 1, scope: !165, file: !3, line: 21, type: !168)
!175 = !DILocalVariable(name: "x", arg: 2, scope: !165, file: !3, line: 21, type: !170)
!176 = !DILocalVariable(name: "k", arg: 3, scope: !165, file: !3, line: 21, type: !5)
!177 = !DILocalVariable(name: "n", arg: 4, scope: !165, file: !3, line: 21, type: !8)
!178 = !DILocalVariable(name: "i", scope: !179, file: !3, line: 22, type: !8)
!179 = distinct !DILexicalBlock(scope: !165, file: !3, line: 22, column: 3)
!180 = !DILocation(line: 0, scope: !165)
!181 = !DILocation(line: 0, scope: !179)
!182 = !DILocation(line: 22, column: 3, scope: !179)
!183 = !DILocation(line: 23, column: 1, scope: !165)
!184 = !DILocation(line: 22, column: 42, scope: !185)
!185 = distinct !DILexicalBlock(scope: !179, file: !3, line: 22, column: 3)
!186 = !DILocation(line: 22, column: 49, scope: !185)
!187 = !DILocation(line: 22, column: 47, scope: !185)
!188 = !DILocation(line: 22, column: 36, scope: !185)
!189 = !DILocation(line: 22, column: 26, scope: !185)
!190 = !DILocation(line: 22, column: 21, scope: !185)
!191 = distinct !{!191, !182, !192, !112}
!192 = !DILocation(line: 22, column: 52, scope: !179)
!193 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !194, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{!8, !141, !8}
!196 = !{!197, !198, !199, !200}
!197 = !DILocalVariable(name: "a", arg: 1, scope: !193, file: !3, line: 15, type: !141)
!198 = !DILocalVariable(name: "n", arg: 2, scope: !193, file: !3, line: 15, type: !8)
!199 = !DILocalVariable(name: "s", scope: !193, file: !3, line: 16, type: !8)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 17, type: !8)
!201 = distinct !DILexicalBlock(scope: !193, file: !3, line: 17, column: 3)
!202 = !DILocation(line: 0, scope: !193)
!203 = !DILocation(line: 0, scope: !201)
!204 = !DILocation(line: 17, column: 3, scope: !201)
!205 = !DILocation(line: 18, column: 3, scope: !193)
!206 = !DILocation(line: 17, column: 36, scope: !207)
!207 = distinct !DILexicalBlock(scope: !201, file: !3, line: 17, column: 3)
!208 = !DILocation(line: 17, column: 33, scope: !207)
!209 = !DILocation(line: 17, column: 26, scope: !207)
!210 = !DILocation(line: 17, column: 21, scope: !207)
!211 = distinct !{!211, !204, !212, !112}
!212 = !DILocation(line: 17, column: 39, scope: !201)
!213 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !214, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!10, !141, !8}
!216 = !{!217, !218, !219, !220}
!217 = !DILocalVariable(name: "a", arg: 1, scope: !213, file: !3, line: 35, type: !141)
!218 = !DILocalVariable(name: "n", arg: 2, scope: !213, file: !3, line: 35, type: !8)
!219 = !DILocalVariable(name: "m", scope: !213, file: !3, line: 36, type: !8)
!220 = !DILocalVariable(name: "i", scope: !221, file: !3, line: 37, type: !8)
!221 = distinct !DILexicalBlock(scope: !213, file: !3, line: 37, column: 3)
!222 = !DILocation(line: 0, scope: !213)
!223 = !DILocation(line: 0, scope: !221)
!224 = !DILocation(line: 37, column: 3, scope: !221)
!225 = !DILocation(line: 38, column: 26, scope: !213)
!226 = !DILocation(line: 38, column: 10, scope: !213)
!227 = !DILocation(line: 38, column: 3, scope: !213)
!228 = !DILocation(line: 37, column: 35, scope: !229)
!229 = distinct !DILexicalBlock(scope: !221, file: !3, line: 37, column: 3)
!230 = !DILocation(line: 37, column: 40, scope: !229)
!231 = !DILocation(line: 37, column: 26, scope: !229)
!232 = !DILocation(line: 37, column: 21, scope: !229)
!233 = distinct !{!233, !224, !234, !112}
!234 = !DILocation(line: 37, column: 53, scope: !221)
!235 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !236, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !240)
!236 = !DISubroutineType(types: !237)
!237 = !{!7, !238, !171, !8}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 32)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!240 = !{!241, !242, !243, !244, !245}
!241 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !3, line: 29, type: !238)
!242 = !DILocalVariable(name: "b", arg: 2, scope: !235, file: !3, line: 29, type: !171)
!243 = !DILocalVariable(name: "n", arg: 3, scope: !235, file: !3, line: 29, type: !8)
!244 = !DILocalVariable(name: "s", scope: !235, file: !3, line: 30, type: !7)
!245 = !DILocalVariable(name: "i", scope: !246, file: !3, line: 31, type: !8)
!246 = distinct !DILexicalBlock(scope: !235, file: !3, line: 31, column: 3)
!247 = !DILocation(line: 0, scope: !235)
!248 = !DILocation(line: 0, scope: !246)
!249 = !DILocation(line: 31, column: 3, scope: !246)
!250 = !DILocation(line: 32, column: 3, scope: !235)
!251 = !DILocation(line: 31, column: 36, scope: !252)
!252 = distinct !DILexicalBlock(scope: !246, file: !3, line: 31, column: 3)
!253 = !DILocation(line: 31, column: 51, scope: !252)
!254 = !DILocation(line: 31, column: 43, scope: !252)
!255 = !DILocation(line: 31, column: 33, scope: !252)
!256 = !DILocation(line: 31, column: 26, scope: !252)
!257 = !DILocation(line: 31, column: 21, scope: !252)
!258 = distinct !{!258, !249, !259, !112}
!259 = !DILocation(line: 31, column: 54, scope: !246)
