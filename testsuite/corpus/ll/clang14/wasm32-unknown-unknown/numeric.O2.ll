; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define hidden i32 @main() #0 {
  %1 = alloca [48 x i8], align 16
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %4 = mul nuw nsw i32 %3, 3
  %5 = add nsw i32 %4, -100
  %6 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3
  store i32 %5, i32* %6, align 4, !tbaa !2
  %7 = mul nuw nsw i32 %3, 7
  %8 = and i32 %7, 63
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3
  store i32 %8, i32* %9, align 4, !tbaa !2
  %10 = sitofp i32 %3 to float
  %11 = fmul float %10, 5.000000e-01
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3
  store float %11, float* %12, align 4, !tbaa !6
  %13 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3
  store float 1.000000e+00, float* %13, align 4, !tbaa !6
  %14 = add nuw nsw i32 %3, 1
  %15 = sitofp i32 %14 to double
  %16 = fdiv double 1.000000e+00, %15
  %17 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3
  store double %16, double* %17, align 8, !tbaa !8
  %18 = icmp eq i32 %14, 256
  br i1 %18, label %44, label %2, !llvm.loop !10

19:                                               ; preds = %31, %44
  %20 = phi i128 [ -36893488147419103231, %44 ], [ %37, %31 ]
  %21 = phi i32 [ 47, %44 ], [ %35, %31 ]
  %22 = freeze i128 %20
  %23 = udiv i128 %22, 10
  %24 = mul i128 %23, 10
  %25 = sub i128 %22, %24
  %26 = trunc i128 %25 to i8
  %27 = or i8 %26, 48
  %28 = add nsw i32 %21, -1
  %29 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 %28
  store i8 %27, i8* %29, align 1, !tbaa !12
  %30 = icmp ult i128 %20, 10
  br i1 %30, label %38, label %31, !llvm.loop !13

31:                                               ; preds = %19
  %32 = urem i128 %23, 10
  %33 = trunc i128 %32 to i8
  %34 = or i8 %33, 48
  %35 = add nsw i32 %21, -2
  %36 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 %35
  store i8 %34, i8* %36, align 1, !tbaa !12
  %37 = udiv i128 %20, 100
  br label %19

38:                                               ; preds = %19
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i32 0, i32 0), i8* noundef nonnull %29) #8
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %68) #8
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i32 0, i32 0), i64 noundef -2, i64 noundef -6148914691236517206)
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 16)
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i32 0, i32 0), double noundef 2.375000e+00)
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  ret i32 0

44:                                               ; preds = %2
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %45 = tail call fastcc i32 @sum_ints()
  %46 = tail call fastcc zeroext i8 @clamp_max()
  %47 = zext i8 %46 to i32
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %45, i32 noundef %47)
  %49 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 8, !tbaa !6
  %50 = fpext float %49 to double
  %51 = tail call fastcc double @dot()
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %50, double noundef %51)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0)
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef 12)
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0))
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0))
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0))
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0))
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0))
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0))
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0))
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0))
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0))
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1)
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0))
  %68 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %68) #8
  %69 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 47
  store i8 0, i8* %69, align 1, !tbaa !12
  br label %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @scale_add() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 8, !tbaa !2
  %6 = mul nsw i32 %5, 3
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3
  %8 = load i32, i32* %7, align 8, !tbaa !2
  %9 = ashr i32 %8, 1
  %10 = add nsw i32 %9, %6
  store i32 %10, i32* %4, align 8, !tbaa !2
  %11 = or i32 %3, 1
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4, !tbaa !2
  %14 = mul nsw i32 %13, 3
  %15 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %11
  %16 = load i32, i32* %15, align 4, !tbaa !2
  %17 = ashr i32 %16, 1
  %18 = add nsw i32 %17, %14
  store i32 %18, i32* %12, align 4, !tbaa !2
  %19 = add nuw nsw i32 %3, 2
  %20 = icmp eq i32 %19, 256
  br i1 %20, label %1, label %2, !llvm.loop !14
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @saxpy() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 8, !tbaa !6
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3
  %7 = load float, float* %6, align 8, !tbaa !6
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  store float %8, float* %6, align 8, !tbaa !6
  %9 = or i32 %3, 1
  %10 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %9
  %11 = load float, float* %10, align 4, !tbaa !6
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %9
  %13 = load float, float* %12, align 4, !tbaa !6
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13)
  store float %14, float* %12, align 4, !tbaa !6
  %15 = add nuw nsw i32 %3, 2
  %16 = icmp eq i32 %15, 256
  br i1 %16, label %1, label %2, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_ints() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret i32 %19

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %20, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %19, %2 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3
  %6 = load i32, i32* %5, align 16, !tbaa !2
  %7 = add nsw i32 %6, %4
  %8 = or i32 %3, 1
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %8
  %10 = load i32, i32* %9, align 4, !tbaa !2
  %11 = add nsw i32 %10, %7
  %12 = or i32 %3, 2
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12
  %14 = load i32, i32* %13, align 8, !tbaa !2
  %15 = add nsw i32 %14, %11
  %16 = or i32 %3, 3
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !2
  %19 = add nsw i32 %18, %15
  %20 = add nuw nsw i32 %3, 4
  %21 = icmp eq i32 %20, 256
  br i1 %21, label %1, label %2, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #5 {
  br label %5

1:                                                ; preds = %5
  %2 = icmp slt i32 %26, 255
  %3 = select i1 %2, i32 %26, i32 255
  %4 = trunc i32 %3 to i8
  ret i8 %4

5:                                                ; preds = %5, %0
  %6 = phi i32 [ 0, %0 ], [ %27, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %26, %5 ]
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %6
  %9 = load i32, i32* %8, align 16, !tbaa !2
  %10 = icmp sgt i32 %9, %7
  %11 = select i1 %10, i32 %9, i32 %7
  %12 = or i32 %6, 1
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12
  %14 = load i32, i32* %13, align 4, !tbaa !2
  %15 = icmp sgt i32 %14, %11
  %16 = select i1 %15, i32 %14, i32 %11
  %17 = or i32 %6, 2
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %17
  %19 = load i32, i32* %18, align 8, !tbaa !2
  %20 = icmp sgt i32 %19, %16
  %21 = select i1 %20, i32 %19, i32 %16
  %22 = or i32 %6, 3
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4, !tbaa !2
  %25 = icmp sgt i32 %24, %21
  %26 = select i1 %25, i32 %24, i32 %21
  %27 = add nuw nsw i32 %6, 4
  %28 = icmp eq i32 %27, 256
  br i1 %28, label %1, label %5, !llvm.loop !17
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal fastcc double @dot() unnamed_addr #6 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3
  %6 = load double, double* %5, align 16, !tbaa !8
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3
  %8 = load float, float* %7, align 8, !tbaa !6
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or i32 %3, 1
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %11
  %13 = load double, double* %12, align 8, !tbaa !8
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %11
  %15 = load float, float* %14, align 4, !tbaa !6
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = add nuw nsw i32 %3, 2
  %19 = icmp eq i32 %18, 256
  br i1 %19, label %1, label %2, !llvm.loop !18
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !4, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!4, !4, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
