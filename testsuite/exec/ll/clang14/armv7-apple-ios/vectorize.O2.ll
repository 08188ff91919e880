; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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
@ic = internal global [1000 x i32] zeroinitializer, align 4
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

; Function Attrs: nofree nounwind
define i32 @main() local_unnamed_addr #0 {
  br label %46

1:                                                ; preds = %46
  %2 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i32 0, i32 0))
  %3 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i32 0, i32 0))
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i64 @sum_ll()
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i64 noundef %5)
  %7 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i32 0, i32 0))
  %8 = fpext float %7 to double
  %9 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i32 0, i32 0))
  %10 = fpext float %9 to double
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i32 0, i32 0), double noundef %8, double noundef %10)
  %12 = tail call fastcc double @dot()
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), double noundef %12)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fc to i8*), i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fb to i8*), i32 4000, i1 false), !tbaa !9
  tail call fastcc void @saxpy()
  %14 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), align 4, !tbaa !9
  %15 = fpext float %14 to double
  %16 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 999), align 4, !tbaa !9
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0))
  %19 = fpext float %18 to double
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i32 0, i32 0), double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !13
  %22 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 500), align 4, !tbaa !13
  %23 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0))
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = tail call fastcc i32 @max_int()
  %26 = tail call fastcc i32 @min_int()
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef %25, i32 noundef %26)
  %28 = tail call fastcc i32 @count_bytes(i8 noundef zeroext 7)
  %29 = tail call fastcc i32 @count_bytes(i8 noundef zeroext -56)
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 0), i32 noundef %28, i32 noundef %29)
  %31 = tail call fastcc i32 @sum_short()
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i32 0, i32 0), i32 noundef %31)
  tail call fastcc void @reverse_copy()
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !13
  %34 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 999), align 4, !tbaa !13
  %35 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0))
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %33, i32 noundef %34, i32 noundef %35)
  tail call fastcc void @clamp()
  %37 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0))
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0), i32 noundef %37)
  %39 = tail call fastcc i64 @strided()
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i64 noundef %39)
  tail call fastcc void @to_float()
  %41 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0))
  %42 = fpext float %41 to double
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), double noundef %42)
  %44 = tail call fastcc i32 @xor_bytes()
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i32 0, i32 0), i32 noundef %44)
  tail call fastcc void @abs_diff()
  br label %88

46:                                               ; preds = %0, %46
  %47 = phi i32 [ 0, %0 ], [ %84, %46 ]
  %48 = trunc i32 %47 to i16
  %49 = mul i16 %48, 37
  %50 = urem i16 %49, 101
  %51 = zext i16 %50 to i32
  %52 = add nsw i32 %51, -50
  %53 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %47
  store i32 %52, i32* %53, align 4, !tbaa !13
  %54 = mul nuw nsw i32 %47, %47
  %55 = urem i32 %54, 97
  %56 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %47
  store i32 %55, i32* %56, align 4, !tbaa !13
  %57 = urem i16 %48, 17
  %58 = zext i16 %57 to i32
  %59 = add nsw i32 %58, -8
  %60 = sitofp i32 %59 to float
  %61 = fmul float %60, 2.500000e-01
  %62 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %47
  store float %61, float* %62, align 4, !tbaa !9
  %63 = urem i16 %48, 5
  %64 = uitofp i16 %63 to float
  %65 = fadd float %64, 5.000000e-01
  %66 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %47
  store float %65, float* %66, align 4, !tbaa !9
  %67 = urem i16 %48, 13
  %68 = uitofp i16 %67 to double
  %69 = fmul double %68, 1.250000e-01
  %70 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %47
  store double %69, double* %70, align 8, !tbaa !15
  %71 = mul i16 %48, 7
  %72 = urem i16 %71, 200
  %73 = add nsw i16 %72, -100
  %74 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %47
  store i16 %73, i16* %74, align 2, !tbaa !17
  %75 = mul nuw nsw i32 %47, 13
  %76 = lshr i32 %47, 3
  %77 = add nuw nsw i32 %75, %76
  %78 = trunc i32 %77 to i8
  %79 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %47
  store i8 %78, i8* %79, align 1, !tbaa !19
  %80 = zext i32 %47 to i64
  %81 = mul nuw nsw i64 %80, 1000003
  %82 = add nsw i64 %81, -400000000
  %83 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %47
  store i64 %82, i64* %83, align 8, !tbaa !20
  %84 = add nuw nsw i32 %47, 1
  %85 = icmp eq i32 %84, 1000
  br i1 %85, label %1, label %46, !llvm.loop !22

86:                                               ; preds = %88
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0), i32 noundef %94)
  br label %97

88:                                               ; preds = %1, %88
  %89 = phi i32 [ 0, %1 ], [ %95, %88 ]
  %90 = phi i32 [ 0, %1 ], [ %94, %88 ]
  %91 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %89
  %92 = load i8, i8* %91, align 1, !tbaa !19
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = add nuw nsw i32 %89, 1
  %96 = icmp eq i32 %95, 1000
  br i1 %96, label %86, label %88, !llvm.loop !24

97:                                               ; preds = %86, %99
  %98 = phi i32 [ 0, %86 ], [ %100, %99 ]
  br label %102

99:                                               ; preds = %102
  %100 = add nuw nsw i32 %98, 1
  %101 = icmp eq i32 %100, 32
  br i1 %101, label %110, label %97, !llvm.loop !25

102:                                              ; preds = %97, %102
  %103 = phi i32 [ 0, %97 ], [ %108, %102 ]
  %104 = xor i32 %103, %98
  %105 = mul nuw nsw i32 %103, %98
  %106 = add nuw nsw i32 %104, %105
  %107 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %98, i32 %103
  store i32 %106, i32* %107, align 4, !tbaa !13
  %108 = add nuw nsw i32 %103, 1
  %109 = icmp eq i32 %108, 32
  br i1 %109, label %99, label %102, !llvm.loop !26

110:                                              ; preds = %99, %115
  %111 = phi i32 [ %116, %115 ], [ 0, %99 ]
  %112 = phi i64 [ %128, %115 ], [ 0, %99 ]
  br label %118

113:                                              ; preds = %115
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0), i64 noundef %128)
  ret i32 31

115:                                              ; preds = %118
  %116 = add nuw nsw i32 %111, 1
  %117 = icmp eq i32 %116, 32
  br i1 %117, label %113, label %110, !llvm.loop !27

118:                                              ; preds = %110, %118
  %119 = phi i32 [ 0, %110 ], [ %129, %118 ]
  %120 = phi i64 [ %112, %110 ], [ %128, %118 ]
  %121 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %111, i32 %119
  %122 = load i32, i32* %121, align 4, !tbaa !13
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %119, i32 %111
  %125 = load i32, i32* %124, align 4, !tbaa !13
  %126 = sext i32 %125 to i64
  %127 = mul nsw i64 %126, %123
  %128 = add nsw i64 %127, %120
  %129 = add nuw nsw i32 %119, 1
  %130 = icmp eq i32 %129, 32
  br i1 %130, label %115, label %118, !llvm.loop !28
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_int(i32* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret i32 %8

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %8, %3 ]
  %6 = getelementptr inbounds i32, i32* %0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !13
  %8 = add nsw i32 %7, %5
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 1000
  br i1 %10, label %2, label %3, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i64 @sum_ll() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %7

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %3
  %6 = load i64, i64* %5, align 8, !tbaa !20
  %7 = add nsw i64 %6, %4
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 1000
  br i1 %9, label %1, label %2, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc float @sum_float(float* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %8

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %8, %3 ]
  %6 = getelementptr inbounds float, float* %0, i32 %4
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = fadd float %5, %7
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 1000
  br i1 %10, label %2, label %3, !llvm.loop !31
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %10

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %3
  %6 = load double, double* %5, align 8, !tbaa !15
  %7 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %3
  %8 = load float, float* %7, align 4, !tbaa !9
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = add nuw nsw i32 %3, 1
  %12 = icmp eq i32 %11, 1000
  br i1 %12, label %1, label %2, !llvm.loop !32
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %3
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  store float %8, float* %6, align 4, !tbaa !9
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 1000
  br i1 %10, label %1, label %2, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @add3() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !13
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %3
  %7 = load i32, i32* %6, align 4, !tbaa !13
  %8 = mul nsw i32 %7, 3
  %9 = ashr i32 %5, 2
  %10 = sub i32 %5, %9
  %11 = add i32 %10, %8
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  store i32 %11, i32* %12, align 4, !tbaa !13
  %13 = add nuw nsw i32 %3, 1
  %14 = icmp eq i32 %13, 1000
  br i1 %14, label %1, label %2, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @max_int() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !13
  br label %3

2:                                                ; preds = %3
  ret i32 %9

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 1, %0 ], [ %10, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %9, %3 ]
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !13
  %8 = icmp sgt i32 %7, %5
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 1000
  br i1 %11, label %2, label %3, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @min_int() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !13
  br label %3

2:                                                ; preds = %3
  ret i32 %9

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 1, %0 ], [ %10, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %9, %3 ]
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !13
  %8 = icmp slt i32 %7, %5
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 1000
  br i1 %11, label %2, label %3, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @count_bytes(i8 noundef zeroext %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret i32 %10

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %6 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %4
  %7 = load i8, i8* %6, align 1, !tbaa !19
  %8 = icmp eq i8 %7, %0
  %9 = zext i1 %8 to i32
  %10 = add i32 %5, %9
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, 1000
  br i1 %12, label %2, label %3, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_short() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %9

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %5 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %3
  %6 = load i16, i16* %5, align 2, !tbaa !17
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, %7
  %9 = add nuw nsw i32 %8, %4
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 1000
  br i1 %11, label %1, label %2, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @reverse_copy() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = sub nuw nsw i32 999, %3
  %5 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %4
  %6 = load i32, i32* %5, align 4, !tbaa !13
  %7 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  store i32 %6, i32* %7, align 4, !tbaa !13
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 1000
  br i1 %9, label %1, label %2, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @clamp() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !13
  %6 = icmp slt i32 %5, 20
  %7 = select i1 %6, i32 %5, i32 20
  %8 = icmp sgt i32 %7, -10
  %9 = select i1 %8, i32 %7, i32 -10
  store i32 %9, i32* %4, align 4, !tbaa !13
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 1000
  br i1 %11, label %1, label %2, !llvm.loop !40
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i64 @strided() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %13

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %13, %2 ]
  %5 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !13
  %7 = sext i32 %6 to i64
  %8 = or i32 %3, 1
  %9 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %8
  %10 = load i32, i32* %9, align 4, !tbaa !13
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, %7
  %13 = add nsw i64 %12, %4
  %14 = add nuw nsw i32 %3, 2
  %15 = icmp ult i32 %3, 998
  br i1 %15, label %2, label %1, !llvm.loop !41
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @to_float() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !13
  %6 = sitofp i32 %5 to float
  %7 = fmul float %6, 5.000000e-01
  %8 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %3
  store float %7, float* %8, align 4, !tbaa !9
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 1000
  br i1 %10, label %1, label %2, !llvm.loop !42
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @xor_bytes() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %10

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %3
  %6 = load i8, i8* %5, align 1, !tbaa !19
  %7 = zext i8 %6 to i32
  %8 = and i32 %3, 7
  %9 = shl nuw nsw i32 %7, %8
  %10 = xor i32 %9, %4
  %11 = add nuw nsw i32 %3, 1
  %12 = icmp eq i32 %11, 1000
  br i1 %12, label %1, label %2, !llvm.loop !43
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !19
  %6 = zext i8 %5 to i32
  %7 = sub nuw nsw i32 999, %3
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !19
  %10 = zext i8 %9 to i32
  %11 = sub nsw i32 %6, %10
  %12 = tail call i32 @llvm.abs.i32(i32 %11, i1 true)
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %3
  store i8 %13, i8* %14, align 1, !tbaa !19
  %15 = add nuw nsw i32 %3, 1
  %16 = icmp eq i32 %15, 1000
  br i1 %16, label %1, label %2, !llvm.loop !44
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #8

attributes #0 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree noinline nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree noinline nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree noinline norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !11, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !11, i64 0}
!19 = !{!11, !11, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !11, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !23}
!27 = distinct !{!27, !23}
!28 = distinct !{!28, !23}
!29 = distinct !{!29, !23}
!30 = distinct !{!30, !23}
!31 = distinct !{!31, !23}
!32 = distinct !{!32, !23}
!33 = distinct !{!33, !23}
!34 = distinct !{!34, !23}
!35 = distinct !{!35, !23}
!36 = distinct !{!36, !23}
!37 = distinct !{!37, !23}
!38 = distinct !{!38, !23}
!39 = distinct !{!39, !23}
!40 = distinct !{!40, !23}
!41 = distinct !{!41, !23}
!42 = distinct !{!42, !23}
!43 = distinct !{!43, !23}
!44 = distinct !{!44, !23}
