; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

@ia = internal global [1000 x i32] zeroinitializer, align 4
@ib = internal global [1000 x i32] zeroinitializer, align 4
@fa = internal global [1000 x float] zeroinitializer, align 4
@fb = internal global [1000 x float] zeroinitializer, align 4
@da = internal unnamed_addr global [1000 x double] zeroinitializer, align 8
@sa = internal unnamed_addr global [1000 x i16] zeroinitializer, align 2
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 1
@la = internal unnamed_addr global [1000 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [15 x i8] c"sum_int %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sum_float %.4f %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"dot %.6f\0A\00", align 1
@fc = internal global [1000 x float] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [22 x i8] c"saxpy %.4f %.4f %.4f\0A\00", align 1
@ic = internal global [1000 x i32] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [15 x i8] c"add3 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"max %d min %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"count_bytes %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"sum_short %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"reverse %d %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"clamp %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"strided %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"to_float %.2f\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"xor_bytes %u\0A\00", align 1
@main.diff = internal unnamed_addr global [1000 x i8] zeroinitializer, align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"abs_diff %u\0A\00", align 1
@main.mat = internal unnamed_addr global [32 x [32 x i32]] zeroinitializer, align 4
@.str.15 = private unnamed_addr constant [13 x i8] c"matrix %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %64

1:                                                ; preds = %64
  %2 = tail call fastcc signext i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i64 0, i64 0))
  %3 = tail call fastcc signext i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i64 0, i64 0))
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef signext %2, i32 noundef signext %3)
  %5 = tail call fastcc i64 @sum_ll()
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i64 noundef %5)
  %7 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i64 0, i64 0))
  %8 = fpext float %7 to double
  %9 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i64 0, i64 0))
  %10 = fpext float %9 to double
  %11 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), double noundef %8, double noundef %10)
  %12 = tail call fastcc double @dot()
  %13 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), double noundef %12)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fc to i8*), i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fb to i8*), i64 4000, i1 false), !tbaa !5
  tail call fastcc void @saxpy()
  %14 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), align 4, !tbaa !5
  %15 = fpext float %14 to double
  %16 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 999), align 4, !tbaa !5
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0))
  %19 = fpext float %18 to double
  %20 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 4, !tbaa !9
  %22 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 500), align 4, !tbaa !9
  %23 = tail call fastcc signext i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %24 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %21, i32 noundef signext %22, i32 noundef signext %23)
  %25 = tail call fastcc signext i32 @max_int()
  %26 = tail call fastcc signext i32 @min_int()
  %27 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %25, i32 noundef signext %26)
  %28 = tail call fastcc zeroext i32 @count_bytes(i8 noundef zeroext 7)
  %29 = tail call fastcc zeroext i32 @count_bytes(i8 noundef zeroext -56)
  %30 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %28, i32 noundef zeroext %29)
  %31 = tail call fastcc signext i32 @sum_short()
  %32 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %31)
  tail call fastcc void @reverse_copy()
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 4, !tbaa !9
  %34 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !9
  %35 = tail call fastcc signext i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %36 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %33, i32 noundef signext %34, i32 noundef signext %35)
  tail call fastcc void @clamp()
  %37 = tail call fastcc signext i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %38 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %37)
  %39 = tail call fastcc i64 @strided()
  %40 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i64 noundef %39)
  tail call fastcc void @to_float()
  %41 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0))
  %42 = fpext float %41 to double
  %43 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), double noundef %42)
  %44 = tail call fastcc zeroext i32 @xor_bytes()
  %45 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %44)
  tail call fastcc void @abs_diff()
  br label %46

46:                                               ; preds = %46, %1
  %47 = phi i64 [ 0, %1 ], [ %59, %46 ]
  %48 = phi i32 [ 0, %1 ], [ %57, %46 ]
  %49 = phi i32 [ 0, %1 ], [ %58, %46 ]
  %50 = or i64 %47, 1
  %51 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %47
  %52 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %50
  %53 = load i8, i8* %51, align 1, !tbaa !11
  %54 = load i8, i8* %52, align 1, !tbaa !11
  %55 = zext i8 %53 to i32
  %56 = zext i8 %54 to i32
  %57 = add i32 %48, %55
  %58 = add i32 %49, %56
  %59 = add nuw i64 %47, 2
  %60 = icmp eq i64 %59, 1000
  br i1 %60, label %61, label %46, !llvm.loop !12

61:                                               ; preds = %46
  %62 = add i32 %58, %57
  %63 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %62)
  br label %106

64:                                               ; preds = %0, %64
  %65 = phi i64 [ 0, %0 ], [ %104, %64 ]
  %66 = trunc i64 %65 to i32
  %67 = trunc i64 %65 to i16
  %68 = mul i16 %67, 37
  %69 = urem i16 %68, 101
  %70 = zext i16 %69 to i32
  %71 = add nsw i32 %70, -50
  %72 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %65
  store i32 %71, i32* %72, align 4, !tbaa !9
  %73 = mul nuw nsw i64 %65, %65
  %74 = trunc i64 %73 to i32
  %75 = urem i32 %74, 97
  %76 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %65
  store i32 %75, i32* %76, align 4, !tbaa !9
  %77 = urem i16 %67, 17
  %78 = zext i16 %77 to i32
  %79 = add nsw i32 %78, -8
  %80 = sitofp i32 %79 to float
  %81 = fmul float %80, 2.500000e-01
  %82 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %65
  store float %81, float* %82, align 4, !tbaa !5
  %83 = urem i16 %67, 5
  %84 = uitofp i16 %83 to float
  %85 = fadd float %84, 5.000000e-01
  %86 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %65
  store float %85, float* %86, align 4, !tbaa !5
  %87 = urem i16 %67, 13
  %88 = uitofp i16 %87 to double
  %89 = fmul double %88, 1.250000e-01
  %90 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %65
  store double %89, double* %90, align 8, !tbaa !15
  %91 = mul i16 %67, 7
  %92 = urem i16 %91, 200
  %93 = add nsw i16 %92, -100
  %94 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %65
  store i16 %93, i16* %94, align 2, !tbaa !17
  %95 = lshr i32 %66, 3
  %96 = trunc i64 %65 to i32
  %97 = mul i32 %96, 13
  %98 = add nuw nsw i32 %97, %95
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %65
  store i8 %99, i8* %100, align 1, !tbaa !11
  %101 = mul nuw nsw i64 %65, 1000003
  %102 = add nsw i64 %101, -400000000
  %103 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %65
  store i64 %102, i64* %103, align 8, !tbaa !19
  %104 = add nuw nsw i64 %65, 1
  %105 = icmp eq i64 %104, 1000
  br i1 %105, label %1, label %64, !llvm.loop !21

106:                                              ; preds = %61, %108
  %107 = phi i64 [ 0, %61 ], [ %109, %108 ]
  br label %111

108:                                              ; preds = %111
  %109 = add nuw nsw i64 %107, 1
  %110 = icmp eq i64 %109, 32
  br i1 %110, label %121, label %106, !llvm.loop !22

111:                                              ; preds = %106, %111
  %112 = phi i64 [ 0, %106 ], [ %119, %111 ]
  %113 = xor i64 %112, %107
  %114 = trunc i64 %113 to i32
  %115 = mul nuw nsw i64 %112, %107
  %116 = trunc i64 %115 to i32
  %117 = add nuw nsw i32 %114, %116
  %118 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %107, i64 %112
  store i32 %117, i32* %118, align 4, !tbaa !9
  %119 = add nuw nsw i64 %112, 1
  %120 = icmp eq i64 %119, 32
  br i1 %120, label %108, label %111, !llvm.loop !23

121:                                              ; preds = %108, %126
  %122 = phi i64 [ %127, %126 ], [ 0, %108 ]
  %123 = phi i64 [ %139, %126 ], [ 0, %108 ]
  br label %129

124:                                              ; preds = %126
  %125 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0), i64 noundef %139)
  ret i32 31

126:                                              ; preds = %129
  %127 = add nuw nsw i64 %122, 1
  %128 = icmp eq i64 %127, 32
  br i1 %128, label %124, label %121, !llvm.loop !24

129:                                              ; preds = %121, %129
  %130 = phi i64 [ 0, %121 ], [ %140, %129 ]
  %131 = phi i64 [ %123, %121 ], [ %139, %129 ]
  %132 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %122, i64 %130
  %133 = load i32, i32* %132, align 4, !tbaa !9
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %130, i64 %122
  %136 = load i32, i32* %135, align 4, !tbaa !9
  %137 = sext i32 %136 to i64
  %138 = mul nsw i64 %137, %134
  %139 = add nsw i64 %138, %131
  %140 = add nuw nsw i64 %130, 1
  %141 = icmp eq i64 %140, 32
  br i1 %141, label %126, label %129, !llvm.loop !25
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum_int(i32* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %14, %2 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %12, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %13, %2 ]
  %6 = getelementptr inbounds i32, i32* %0, i64 %3
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !9
  %9 = getelementptr inbounds i32, i32* %6, i64 4
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !9
  %12 = add <4 x i32> %8, %4
  %13 = add <4 x i32> %11, %5
  %14 = add nuw i64 %3, 8
  %15 = icmp eq i64 %14, 1000
  br i1 %15, label %16, label %2, !llvm.loop !26

16:                                               ; preds = %2
  %17 = add <4 x i32> %13, %12
  %18 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %17)
  ret i32 %18
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum_ll() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %4 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %5 = or i64 %2, 1
  %6 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %2
  %7 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %5
  %8 = load i64, i64* %6, align 8, !tbaa !19
  %9 = load i64, i64* %7, align 8, !tbaa !19
  %10 = add i64 %8, %3
  %11 = add i64 %9, %4
  %12 = add nuw i64 %2, 2
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %1, !llvm.loop !27

14:                                               ; preds = %1
  %15 = add i64 %11, %10
  ret i64 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @sum_float(float* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %8

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %8, %3 ]
  %6 = getelementptr inbounds float, float* %0, i64 %4
  %7 = load float, float* %6, align 4, !tbaa !5
  %8 = fadd float %5, %7
  %9 = add nuw nsw i64 %4, 1
  %10 = icmp eq i64 %9, 1000
  br i1 %10, label %2, label %3, !llvm.loop !28
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %10

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %3
  %6 = load double, double* %5, align 8, !tbaa !15
  %7 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %3
  %8 = load float, float* %7, align 4, !tbaa !5
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = add nuw nsw i64 %3, 1
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %1, label %2, !llvm.loop !29
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %2
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !5
  %9 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %8)
  %10 = bitcast float* %6 to <4 x float>*
  store <4 x float> %9, <4 x float>* %10, align 4, !tbaa !5
  %11 = add nuw i64 %2, 4
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !30

13:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @add3() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %2
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !9
  %9 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %10 = ashr <4 x i32> %5, <i32 2, i32 2, i32 2, i32 2>
  %11 = sub <4 x i32> %5, %10
  %12 = add <4 x i32> %11, %9
  %13 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %12, <4 x i32>* %14, align 4, !tbaa !9
  %15 = add nuw i64 %2, 4
  %16 = icmp eq i64 %15, 1000
  br i1 %16, label %17, label %1, !llvm.loop !31

17:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @max_int() unnamed_addr #2 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([1000 x i32]* @ic to <4 x i32>*), align 16
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %18, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %16, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %17, %3 ]
  %7 = or i64 %4, 1
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %7
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !9
  %11 = getelementptr inbounds i32, i32* %8, i64 4
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !tbaa !9
  %14 = icmp sgt <4 x i32> %10, %5
  %15 = icmp sgt <4 x i32> %13, %6
  %16 = select <4 x i1> %14, <4 x i32> %10, <4 x i32> %5
  %17 = select <4 x i1> %15, <4 x i32> %13, <4 x i32> %6
  %18 = add nuw i64 %4, 8
  %19 = icmp eq i64 %18, 992
  br i1 %19, label %20, label %3, !llvm.loop !32

20:                                               ; preds = %3
  %21 = icmp sgt <4 x i32> %16, %17
  %22 = select <4 x i1> %21, <4 x i32> %16, <4 x i32> %17
  %23 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %22)
  %24 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 993), align 4, !tbaa !9
  %25 = icmp sgt i32 %24, %23
  %26 = select i1 %25, i32 %24, i32 %23
  %27 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 994), align 8, !tbaa !9
  %28 = icmp sgt i32 %27, %26
  %29 = select i1 %28, i32 %27, i32 %26
  %30 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 995), align 4, !tbaa !9
  %31 = icmp sgt i32 %30, %29
  %32 = select i1 %31, i32 %30, i32 %29
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 996), align 16, !tbaa !9
  %34 = icmp sgt i32 %33, %32
  %35 = select i1 %34, i32 %33, i32 %32
  %36 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 997), align 4, !tbaa !9
  %37 = icmp sgt i32 %36, %35
  %38 = select i1 %37, i32 %36, i32 %35
  %39 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 998), align 8, !tbaa !9
  %40 = icmp sgt i32 %39, %38
  %41 = select i1 %40, i32 %39, i32 %38
  %42 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !9
  %43 = icmp sgt i32 %42, %41
  %44 = select i1 %43, i32 %42, i32 %41
  ret i32 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @min_int() unnamed_addr #2 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([1000 x i32]* @ic to <4 x i32>*), align 16
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %18, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %16, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %17, %3 ]
  %7 = or i64 %4, 1
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %7
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !9
  %11 = getelementptr inbounds i32, i32* %8, i64 4
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !tbaa !9
  %14 = icmp slt <4 x i32> %10, %5
  %15 = icmp slt <4 x i32> %13, %6
  %16 = select <4 x i1> %14, <4 x i32> %10, <4 x i32> %5
  %17 = select <4 x i1> %15, <4 x i32> %13, <4 x i32> %6
  %18 = add nuw i64 %4, 8
  %19 = icmp eq i64 %18, 992
  br i1 %19, label %20, label %3, !llvm.loop !33

20:                                               ; preds = %3
  %21 = icmp slt <4 x i32> %16, %17
  %22 = select <4 x i1> %21, <4 x i32> %16, <4 x i32> %17
  %23 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %22)
  %24 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 993), align 4, !tbaa !9
  %25 = icmp slt i32 %24, %23
  %26 = select i1 %25, i32 %24, i32 %23
  %27 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 994), align 8, !tbaa !9
  %28 = icmp slt i32 %27, %26
  %29 = select i1 %28, i32 %27, i32 %26
  %30 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 995), align 4, !tbaa !9
  %31 = icmp slt i32 %30, %29
  %32 = select i1 %31, i32 %30, i32 %29
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 996), align 16, !tbaa !9
  %34 = icmp slt i32 %33, %32
  %35 = select i1 %34, i32 %33, i32 %32
  %36 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 997), align 4, !tbaa !9
  %37 = icmp slt i32 %36, %35
  %38 = select i1 %37, i32 %36, i32 %35
  %39 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 998), align 8, !tbaa !9
  %40 = icmp slt i32 %39, %38
  %41 = select i1 %40, i32 %39, i32 %38
  %42 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !9
  %43 = icmp slt i32 %42, %41
  %44 = select i1 %43, i32 %42, i32 %41
  ret i32 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @count_bytes(i8 noundef zeroext %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %17, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %15, %2 ]
  %5 = phi i32 [ 0, %1 ], [ %16, %2 ]
  %6 = or i64 %3, 1
  %7 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %3
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %6
  %9 = load i8, i8* %7, align 1, !tbaa !11
  %10 = load i8, i8* %8, align 1, !tbaa !11
  %11 = icmp eq i8 %9, %0
  %12 = icmp eq i8 %10, %0
  %13 = zext i1 %11 to i32
  %14 = zext i1 %12 to i32
  %15 = add i32 %4, %13
  %16 = add i32 %5, %14
  %17 = add nuw i64 %3, 2
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %2, !llvm.loop !34

19:                                               ; preds = %2
  %20 = add i32 %16, %15
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum_short() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %16, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %15, %1 ]
  %5 = or i64 %2, 1
  %6 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %2
  %7 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %5
  %8 = load i16, i16* %6, align 2, !tbaa !17
  %9 = load i16, i16* %7, align 2, !tbaa !17
  %10 = sext i16 %8 to i32
  %11 = sext i16 %9 to i32
  %12 = mul nsw i32 %10, %10
  %13 = mul nsw i32 %11, %11
  %14 = add i32 %12, %3
  %15 = add i32 %13, %4
  %16 = add nuw i64 %2, 2
  %17 = icmp eq i64 %16, 1000
  br i1 %17, label %18, label %1, !llvm.loop !35

18:                                               ; preds = %1
  %19 = add i32 %15, %14
  ret i32 %19
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @reverse_copy() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = or i64 %2, 1
  %4 = sub nuw nsw i64 999, %2
  %5 = sub nuw nsw i64 999, %3
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %4
  %7 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %5
  %8 = load i32, i32* %6, align 4, !tbaa !9
  %9 = load i32, i32* %7, align 4, !tbaa !9
  %10 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %3
  store i32 %8, i32* %10, align 8, !tbaa !9
  store i32 %9, i32* %11, align 4, !tbaa !9
  %12 = add nuw i64 %2, 2
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %1, !llvm.loop !36

14:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @clamp() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !9
  %6 = icmp slt <4 x i32> %5, <i32 20, i32 20, i32 20, i32 20>
  %7 = select <4 x i1> %6, <4 x i32> %5, <4 x i32> <i32 20, i32 20, i32 20, i32 20>
  %8 = icmp sgt <4 x i32> %7, <i32 -10, i32 -10, i32 -10, i32 -10>
  %9 = select <4 x i1> %8, <4 x i32> %7, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>
  %10 = bitcast i32* %3 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %10, align 16, !tbaa !9
  %11 = add nuw i64 %2, 4
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !37

13:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @strided() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %25, %1 ]
  %3 = phi i64 [ 0, %0 ], [ %23, %1 ]
  %4 = phi i64 [ 0, %0 ], [ %24, %1 ]
  %5 = shl i64 %2, 1
  %6 = or i64 %5, 2
  %7 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %5
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %6
  %9 = load i32, i32* %7, align 4, !tbaa !9
  %10 = load i32, i32* %8, align 4, !tbaa !9
  %11 = sext i32 %9 to i64
  %12 = sext i32 %10 to i64
  %13 = or i64 %5, 1
  %14 = or i64 %5, 3
  %15 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %13
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %14
  %17 = load i32, i32* %15, align 4, !tbaa !9
  %18 = load i32, i32* %16, align 4, !tbaa !9
  %19 = sext i32 %17 to i64
  %20 = sext i32 %18 to i64
  %21 = mul nsw i64 %19, %11
  %22 = mul nsw i64 %20, %12
  %23 = add i64 %21, %3
  %24 = add i64 %22, %4
  %25 = add nuw i64 %2, 2
  %26 = icmp eq i64 %25, 500
  br i1 %26, label %27, label %1, !llvm.loop !38

27:                                               ; preds = %1
  %28 = add i64 %24, %23
  ret i64 %28
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @to_float() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !9
  %6 = sitofp <4 x i32> %5 to <4 x float>
  %7 = fmul <4 x float> %6, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %8 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %2
  %9 = bitcast float* %8 to <4 x float>*
  store <4 x float> %7, <4 x float>* %9, align 4, !tbaa !5
  %10 = add nuw i64 %2, 4
  %11 = icmp eq i64 %10, 1000
  br i1 %11, label %12, label %1, !llvm.loop !39

12:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @xor_bytes() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %18, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %19, %1 ]
  %5 = or i64 %2, 1
  %6 = trunc i64 %2 to i32
  %7 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %2
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %5
  %9 = load i8, i8* %7, align 1, !tbaa !11
  %10 = load i8, i8* %8, align 1, !tbaa !11
  %11 = zext i8 %9 to i32
  %12 = zext i8 %10 to i32
  %13 = and i32 %6, 6
  %14 = and i32 %6, 6
  %15 = or i32 %14, 1
  %16 = shl nuw nsw i32 %11, %13
  %17 = shl nuw nsw i32 %12, %15
  %18 = xor i32 %16, %3
  %19 = xor i32 %17, %4
  %20 = add nuw i64 %2, 2
  %21 = icmp eq i64 %20, 1000
  br i1 %21, label %22, label %1, !llvm.loop !40

22:                                               ; preds = %1
  %23 = xor i32 %19, %18
  ret i32 %23
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %2
  %4 = bitcast i8* %3 to <16 x i8>*
  %5 = load <16 x i8>, <16 x i8>* %4, align 1, !tbaa !11
  %6 = zext <16 x i8> %5 to <16 x i32>
  %7 = sub nuw nsw i64 999, %2
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %7
  %9 = getelementptr inbounds i8, i8* %8, i64 -15
  %10 = bitcast i8* %9 to <16 x i8>*
  %11 = load <16 x i8>, <16 x i8>* %10, align 1, !tbaa !11
  %12 = shufflevector <16 x i8> %11, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = zext <16 x i8> %12 to <16 x i32>
  %14 = sub nsw <16 x i32> %6, %13
  %15 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %14, i1 true)
  %16 = trunc <16 x i32> %15 to <16 x i8>
  %17 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %2
  %18 = bitcast i8* %17 to <16 x i8>*
  store <16 x i8> %16, <16 x i8>* %18, align 1, !tbaa !11
  %19 = add nuw i64 %2, 16
  %20 = icmp eq i64 %19, 992
  br i1 %20, label %21, label %1, !llvm.loop !41

21:                                               ; preds = %1
  %22 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 992), align 1, !tbaa !11
  %23 = zext i8 %22 to i32
  %24 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 7), align 1, !tbaa !11
  %25 = zext i8 %24 to i32
  %26 = sub nsw i32 %23, %25
  %27 = tail call i32 @llvm.abs.i32(i32 %26, i1 true)
  %28 = trunc i32 %27 to i8
  store i8 %28, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 992), align 1, !tbaa !11
  %29 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 993), align 1, !tbaa !11
  %30 = zext i8 %29 to i32
  %31 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 6), align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = sub nsw i32 %30, %32
  %34 = tail call i32 @llvm.abs.i32(i32 %33, i1 true)
  %35 = trunc i32 %34 to i8
  store i8 %35, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 993), align 1, !tbaa !11
  %36 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 994), align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 5), align 1, !tbaa !11
  %39 = zext i8 %38 to i32
  %40 = sub nsw i32 %37, %39
  %41 = tail call i32 @llvm.abs.i32(i32 %40, i1 true)
  %42 = trunc i32 %41 to i8
  store i8 %42, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 994), align 1, !tbaa !11
  %43 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 995), align 1, !tbaa !11
  %44 = zext i8 %43 to i32
  %45 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 4), align 1, !tbaa !11
  %46 = zext i8 %45 to i32
  %47 = sub nsw i32 %44, %46
  %48 = tail call i32 @llvm.abs.i32(i32 %47, i1 true)
  %49 = trunc i32 %48 to i8
  store i8 %49, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 995), align 1, !tbaa !11
  %50 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 996), align 1, !tbaa !11
  %51 = zext i8 %50 to i32
  %52 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 3), align 1, !tbaa !11
  %53 = zext i8 %52 to i32
  %54 = sub nsw i32 %51, %53
  %55 = tail call i32 @llvm.abs.i32(i32 %54, i1 true)
  %56 = trunc i32 %55 to i8
  store i8 %56, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 996), align 1, !tbaa !11
  %57 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 997), align 1, !tbaa !11
  %58 = zext i8 %57 to i32
  %59 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 2), align 1, !tbaa !11
  %60 = zext i8 %59 to i32
  %61 = sub nsw i32 %58, %60
  %62 = tail call i32 @llvm.abs.i32(i32 %61, i1 true)
  %63 = trunc i32 %62 to i8
  store i8 %63, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 997), align 1, !tbaa !11
  %64 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 998), align 1, !tbaa !11
  %65 = zext i8 %64 to i32
  %66 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 1), align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = sub nsw i32 %65, %67
  %69 = tail call i32 @llvm.abs.i32(i32 %68, i1 true)
  %70 = trunc i32 %69 to i8
  store i8 %70, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 998), align 1, !tbaa !11
  %71 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 999), align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = load i8, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 0), align 1, !tbaa !11
  %74 = zext i8 %73 to i32
  %75 = sub nsw i32 %72, %74
  %76 = tail call i32 @llvm.abs.i32(i32 %75, i1 true)
  %77 = trunc i32 %76 to i8
  store i8 %77, i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 999), align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1 immarg) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !7, i64 0}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13, !14}
!27 = distinct !{!27, !13, !14}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13, !14}
!31 = distinct !{!31, !13, !14}
!32 = distinct !{!32, !13, !14}
!33 = distinct !{!33, !13, !14}
!34 = distinct !{!34, !13, !14}
!35 = distinct !{!35, !13, !14}
!36 = distinct !{!36, !13, !14}
!37 = distinct !{!37, !13, !14}
!38 = distinct !{!38, !13, !14}
!39 = distinct !{!39, !13, !14}
!40 = distinct !{!40, !13, !14}
!41 = distinct !{!41, !13, !14}
