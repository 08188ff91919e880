; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8
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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 1
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %50, %2 ]
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %51, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %52, %2 ]
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %53, %2 ]
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %54, %2 ]
  %8 = add <2 x i32> %7, <i32 2, i32 2>
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3
  %10 = mul <2 x i32> %5, <i32 3, i32 3>
  %11 = mul <2 x i32> %5, <i32 3, i32 3>
  %12 = add <2 x i32> %10, <i32 -100, i32 -100>
  %13 = add <2 x i32> %11, <i32 -94, i32 -94>
  %14 = bitcast i32* %9 to <2 x i32>*
  store <2 x i32> %12, <2 x i32>* %14, align 4, !tbaa !10
  %15 = getelementptr inbounds i32, i32* %9, i64 2
  %16 = bitcast i32* %15 to <2 x i32>*
  store <2 x i32> %13, <2 x i32>* %16, align 4, !tbaa !10
  %17 = mul <2 x i32> %6, <i32 7, i32 7>
  %18 = mul <2 x i32> %6, <i32 7, i32 7>
  %19 = add <2 x i32> %18, <i32 14, i32 14>
  %20 = and <2 x i32> %17, <i32 63, i32 63>
  %21 = and <2 x i32> %19, <i32 63, i32 63>
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3
  %23 = bitcast i32* %22 to <2 x i32>*
  store <2 x i32> %20, <2 x i32>* %23, align 4, !tbaa !10
  %24 = getelementptr inbounds i32, i32* %22, i64 2
  %25 = bitcast i32* %24 to <2 x i32>*
  store <2 x i32> %21, <2 x i32>* %25, align 4, !tbaa !10
  %26 = sitofp <2 x i32> %7 to <2 x float>
  %27 = sitofp <2 x i32> %8 to <2 x float>
  %28 = fmul <2 x float> %26, <float 5.000000e-01, float 5.000000e-01>
  %29 = fmul <2 x float> %27, <float 5.000000e-01, float 5.000000e-01>
  %30 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3
  %31 = bitcast float* %30 to <2 x float>*
  store <2 x float> %28, <2 x float>* %31, align 4, !tbaa !14
  %32 = getelementptr inbounds float, float* %30, i64 2
  %33 = bitcast float* %32 to <2 x float>*
  store <2 x float> %29, <2 x float>* %33, align 4, !tbaa !14
  %34 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3
  %35 = bitcast float* %34 to <2 x float>*
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %35, align 4, !tbaa !14
  %36 = getelementptr inbounds float, float* %34, i64 2
  %37 = bitcast float* %36 to <2 x float>*
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %37, align 4, !tbaa !14
  %38 = trunc <2 x i64> %4 to <2 x i32>
  %39 = add <2 x i32> %38, <i32 1, i32 1>
  %40 = trunc <2 x i64> %4 to <2 x i32>
  %41 = add <2 x i32> %40, <i32 3, i32 3>
  %42 = sitofp <2 x i32> %39 to <2 x double>
  %43 = sitofp <2 x i32> %41 to <2 x double>
  %44 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %42
  %45 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %43
  %46 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3
  %47 = bitcast double* %46 to <2 x double>*
  store <2 x double> %44, <2 x double>* %47, align 8, !tbaa !16
  %48 = getelementptr inbounds double, double* %46, i64 2
  %49 = bitcast double* %48 to <2 x double>*
  store <2 x double> %45, <2 x double>* %49, align 8, !tbaa !16
  %50 = add nuw i64 %3, 4
  %51 = add <2 x i64> %4, <i64 4, i64 4>
  %52 = add <2 x i32> %5, <i32 4, i32 4>
  %53 = add <2 x i32> %6, <i32 4, i32 4>
  %54 = add <2 x i32> %7, <i32 4, i32 4>
  %55 = icmp eq i64 %50, 256
  br i1 %55, label %75, label %2, !llvm.loop !18

56:                                               ; preds = %56, %75
  %57 = phi i64 [ %65, %56 ], [ 47, %75 ]
  %58 = phi i128 [ %60, %56 ], [ -36893488147419103231, %75 ]
  %59 = freeze i128 %58
  %60 = udiv i128 %59, 10
  %61 = mul i128 %60, 10
  %62 = sub i128 %59, %61
  %63 = trunc i128 %62 to i8
  %64 = or i8 %63, 48
  %65 = add nsw i64 %57, -1
  %66 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %65
  store i8 %64, i8* %66, align 1, !tbaa !21
  %67 = icmp ult i128 %58, 10
  br i1 %67, label %68, label %56, !llvm.loop !22

68:                                               ; preds = %56
  %69 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %69) #9
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %99) #9
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206)
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 16)
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00)
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  ret i32 0

75:                                               ; preds = %2
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %76 = tail call fastcc i32 @sum_ints()
  %77 = tail call fastcc i8 @clamp_max()
  %78 = zext i8 %77 to i32
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %76, i32 noundef %78)
  %80 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 4, !tbaa !14
  %81 = fpext float %80 to double
  %82 = tail call fastcc double @dot()
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %81, double noundef %82)
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0)
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264)
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef 12)
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4)
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0))
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0))
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0))
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0))
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1)
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0))
  %99 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %99) #9
  %100 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47
  store i8 0, i8* %100, align 1, !tbaa !21
  br label %56
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ]
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !10
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !10
  %9 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !tbaa !10
  %14 = getelementptr inbounds i32, i32* %11, i64 4
  %15 = bitcast i32* %14 to <4 x i32>*
  %16 = load <4 x i32>, <4 x i32>* %15, align 4, !tbaa !10
  %17 = ashr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %18 = ashr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  %19 = add nsw <4 x i32> %17, %9
  %20 = add nsw <4 x i32> %18, %10
  %21 = bitcast i32* %3 to <4 x i32>*
  store <4 x i32> %19, <4 x i32>* %21, align 4, !tbaa !10
  %22 = bitcast i32* %6 to <4 x i32>*
  store <4 x i32> %20, <4 x i32>* %22, align 4, !tbaa !10
  %23 = add nuw i64 %2, 8
  %24 = icmp eq i64 %23, 256
  br i1 %24, label %25, label %1, !llvm.loop !23

25:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 4, !tbaa !14
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !14
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 4, !tbaa !14
  %12 = getelementptr inbounds float, float* %9, i64 4
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 4, !tbaa !14
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11)
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14)
  %17 = bitcast float* %9 to <4 x float>*
  store <4 x float> %15, <4 x float>* %17, align 4, !tbaa !14
  %18 = bitcast float* %12 to <4 x float>*
  store <4 x float> %16, <4 x float>* %18, align 4, !tbaa !14
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 256
  br i1 %20, label %21, label %1, !llvm.loop !24

21:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !tbaa !10
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !10
  %11 = add <4 x i32> %7, %3
  %12 = add <4 x i32> %10, %4
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 256
  br i1 %14, label %15, label %1, !llvm.loop !25

15:                                               ; preds = %1
  %16 = add <4 x i32> %12, %11
  %17 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %16)
  ret i32 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %13, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %14, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !tbaa !10
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !10
  %11 = icmp sgt <4 x i32> %7, %3
  %12 = icmp sgt <4 x i32> %10, %4
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4
  %15 = add nuw i64 %2, 8
  %16 = icmp eq i64 %15, 256
  br i1 %16, label %17, label %1, !llvm.loop !26

17:                                               ; preds = %1
  %18 = icmp sgt <4 x i32> %13, %14
  %19 = select <4 x i1> %18, <4 x i32> %13, <4 x i32> %14
  %20 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %19)
  %21 = icmp slt i32 %20, 255
  %22 = select i1 %21, i32 %20, i32 255
  %23 = trunc i32 %22 to i8
  ret i8 %23
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #6 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %18, %1 ]
  %4 = or i64 %2, 1
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %2
  %6 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %4
  %7 = load double, double* %5, align 8, !tbaa !16
  %8 = load double, double* %6, align 8, !tbaa !16
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2
  %10 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %4
  %11 = load float, float* %9, align 4, !tbaa !14
  %12 = load float, float* %10, align 4, !tbaa !14
  %13 = fpext float %11 to double
  %14 = fpext float %12 to double
  %15 = fmul double %7, %13
  %16 = fmul double %8, %14
  %17 = fadd double %3, %15
  %18 = fadd double %17, %16
  %19 = add nuw i64 %2, 2
  %20 = icmp eq i64 %19, 256
  br i1 %20, label %21, label %1, !llvm.loop !27

21:                                               ; preds = %1
  ret double %18
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !12, i64 0}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!12, !12, i64 0}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19, !20}
!24 = distinct !{!24, !19, !20}
!25 = distinct !{!25, !19, !20}
!26 = distinct !{!26, !19, !20}
!27 = distinct !{!27, !19, !20}
