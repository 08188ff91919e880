; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 1
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %41, %2 ]
  %4 = or i64 %3, 1
  %5 = trunc i64 %3 to i32
  %6 = or i32 %5, 1
  %7 = trunc i64 %3 to i32
  %8 = or i32 %7, 1
  %9 = trunc i64 %3 to i32
  %10 = or i32 %9, 1
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %4
  %13 = mul i32 %5, 3
  %14 = mul i32 %6, 3
  %15 = add i32 %13, -100
  %16 = add i32 %14, -100
  store i32 %15, i32* %11, align 4, !tbaa !5
  store i32 %16, i32* %12, align 4, !tbaa !5
  %17 = mul i32 %7, 7
  %18 = mul i32 %8, 7
  %19 = and i32 %17, 62
  %20 = and i32 %18, 63
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %4
  store i32 %19, i32* %21, align 4, !tbaa !5
  store i32 %20, i32* %22, align 4, !tbaa !5
  %23 = sitofp i32 %9 to float
  %24 = sitofp i32 %10 to float
  %25 = fmul float %23, 5.000000e-01
  %26 = fmul float %24, 5.000000e-01
  %27 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3
  %28 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %4
  store float %25, float* %27, align 4, !tbaa !9
  store float %26, float* %28, align 4, !tbaa !9
  %29 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3
  %30 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %4
  store float 1.000000e+00, float* %29, align 4, !tbaa !9
  store float 1.000000e+00, float* %30, align 4, !tbaa !9
  %31 = trunc i64 %3 to i32
  %32 = or i32 %31, 1
  %33 = trunc i64 %3 to i32
  %34 = add i32 %33, 2
  %35 = sitofp i32 %32 to double
  %36 = sitofp i32 %34 to double
  %37 = fdiv double 1.000000e+00, %35
  %38 = fdiv double 1.000000e+00, %36
  %39 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3
  %40 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %4
  store double %37, double* %39, align 8, !tbaa !11
  store double %38, double* %40, align 8, !tbaa !11
  %41 = add nuw i64 %3, 2
  %42 = icmp eq i64 %41, 256
  br i1 %42, label %62, label %2, !llvm.loop !13

43:                                               ; preds = %43, %62
  %44 = phi i64 [ %52, %43 ], [ 47, %62 ]
  %45 = phi i128 [ %47, %43 ], [ -36893488147419103231, %62 ]
  %46 = freeze i128 %45
  %47 = udiv i128 %46, 10
  %48 = mul i128 %47, 10
  %49 = sub i128 %46, %48
  %50 = trunc i128 %49 to i8
  %51 = or i8 %50, 48
  %52 = add nsw i64 %44, -1
  %53 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %52
  store i8 %51, i8* %53, align 1, !tbaa !16
  %54 = icmp ult i128 %45, 10
  br i1 %54, label %55, label %43, !llvm.loop !17

55:                                               ; preds = %43
  %56 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8
  %57 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %56) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %86) #10
  %58 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206)
  %59 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef signext 16)
  %60 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00)
  %61 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  ret i32 0

62:                                               ; preds = %2
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %63 = tail call fastcc signext i32 @sum_ints()
  %64 = tail call fastcc zeroext i8 @clamp_max()
  %65 = zext i8 %64 to i32
  %66 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef signext %63, i32 noundef signext %65)
  %67 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 4, !tbaa !9
  %68 = fpext float %67 to double
  %69 = tail call fastcc double @dot()
  %70 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %68, double noundef %69)
  %71 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext -1077936128, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 6283264, i32 noundef signext 191)
  %72 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef zeroext 20, i32 noundef signext 20, i32 noundef signext 4, i32 noundef signext 1, i32 noundef zeroext -272757264)
  %73 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef 12)
  %74 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext -4, i32 noundef zeroext 15, i32 noundef signext -4)
  %75 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  %76 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  %77 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0))
  %78 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0))
  %79 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0))
  %80 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0))
  %81 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  %82 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  %83 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  %84 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext -1)
  %85 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0))
  %86 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %86) #10
  %87 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47
  store i8 0, i8* %87, align 1, !tbaa !16
  br label %43
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !5
  %6 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2
  %8 = bitcast i32* %7 to <4 x i32>*
  %9 = load <4 x i32>, <4 x i32>* %8, align 4, !tbaa !5
  %10 = ashr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = add nsw <4 x i32> %10, %6
  %12 = bitcast i32* %3 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %12, align 4, !tbaa !5
  %13 = add nuw i64 %2, 4
  %14 = icmp eq i64 %13, 256
  br i1 %14, label %15, label %1, !llvm.loop !18

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !9
  %9 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %8)
  %10 = bitcast float* %6 to <4 x float>*
  store <4 x float> %9, <4 x float>* %10, align 4, !tbaa !9
  %11 = add nuw i64 %2, 4
  %12 = icmp eq i64 %11, 256
  br i1 %12, label %13, label %1, !llvm.loop !19

13:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum_ints() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !5
  %11 = add <4 x i32> %7, %3
  %12 = add <4 x i32> %10, %4
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 256
  br i1 %14, label %15, label %1, !llvm.loop !20

15:                                               ; preds = %1
  %16 = add <4 x i32> %12, %11
  %17 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %16)
  ret i32 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %13, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %14, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !5
  %11 = icmp sgt <4 x i32> %7, %3
  %12 = icmp sgt <4 x i32> %10, %4
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4
  %15 = add nuw i64 %2, 8
  %16 = icmp eq i64 %15, 256
  br i1 %16, label %17, label %1, !llvm.loop !21

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
  br label %2

1:                                                ; preds = %2
  ret double %10

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3
  %6 = load double, double* %5, align 8, !tbaa !11
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3
  %8 = load float, float* %7, align 4, !tbaa !9
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = add nuw nsw i64 %3, 1
  %12 = icmp eq i64 %11, 256
  br i1 %12, label %1, label %2, !llvm.loop !22
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14}
