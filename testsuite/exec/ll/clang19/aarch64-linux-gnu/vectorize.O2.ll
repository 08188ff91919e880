; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@ia = internal global [1000 x i32] zeroinitializer, align 4
@ib = internal global [1000 x i32] zeroinitializer, align 4
@fa = internal global [1000 x float] zeroinitializer, align 4
@fb = internal global [1000 x float] zeroinitializer, align 4
@da = internal unnamed_addr global [1000 x double] zeroinitializer, align 8
@sa = internal unnamed_addr global [1000 x i16] zeroinitializer, align 2
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 8
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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %69

1:                                                ; preds = %69
  %2 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ia)
  %3 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ib)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i64 @sum_ll()
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5)
  %7 = tail call fastcc float @sum_float(ptr noundef nonnull @fa)
  %8 = fpext float %7 to double
  %9 = tail call fastcc float @sum_float(ptr noundef nonnull @fb)
  %10 = fpext float %9 to double
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %8, double noundef %10)
  %12 = tail call fastcc double @dot()
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %12)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4000) @fc, ptr noundef nonnull align 4 dereferenceable(4000) @fb, i64 4000, i1 false), !tbaa !6
  tail call fastcc void @saxpy()
  %14 = load float, ptr @fc, align 4, !tbaa !6
  %15 = fpext float %14 to double
  %16 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3996), align 4, !tbaa !6
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(ptr noundef nonnull @fc)
  %19 = fpext float %18 to double
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, ptr @ic, align 4, !tbaa !10
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 2000), align 4, !tbaa !10
  %23 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ic)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = tail call fastcc i32 @max_int()
  %26 = tail call fastcc i32 @min_int()
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %25, i32 noundef %26)
  %28 = tail call fastcc i32 @count_bytes(i8 noundef 7)
  %29 = tail call fastcc i32 @count_bytes(i8 noundef -56)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %28, i32 noundef %29)
  %31 = tail call fastcc i32 @sum_short()
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %31)
  tail call fastcc void @reverse_copy()
  %33 = load i32, ptr @ic, align 4, !tbaa !10
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !10
  %35 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ic)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  tail call fastcc void @clamp()
  %37 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ic)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %37)
  %39 = tail call fastcc i64 @strided()
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %39)
  tail call fastcc void @to_float()
  %41 = tail call fastcc float @sum_float(ptr noundef nonnull @fc)
  %42 = fpext float %41 to double
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %42)
  %44 = tail call fastcc i32 @xor_bytes()
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %44)
  tail call fastcc void @abs_diff()
  br label %46

46:                                               ; preds = %46, %1
  %47 = phi i64 [ 0, %1 ], [ %58, %46 ]
  %48 = phi <16 x i32> [ zeroinitializer, %1 ], [ %56, %46 ]
  %49 = phi <16 x i32> [ zeroinitializer, %1 ], [ %57, %46 ]
  %50 = getelementptr inbounds [1000 x i8], ptr @main.diff, i64 0, i64 %47
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <16 x i8>, ptr %50, align 1, !tbaa !12
  %53 = load <16 x i8>, ptr %51, align 1, !tbaa !12
  %54 = zext <16 x i8> %52 to <16 x i32>
  %55 = zext <16 x i8> %53 to <16 x i32>
  %56 = add <16 x i32> %48, %54
  %57 = add <16 x i32> %49, %55
  %58 = add nuw i64 %47, 32
  %59 = icmp eq i64 %58, 992
  br i1 %59, label %60, label %46, !llvm.loop !13

60:                                               ; preds = %46
  %61 = add <16 x i32> %57, %56
  %62 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %61)
  %63 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %62, i64 0
  %64 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @main.diff, i64 992), align 1, !tbaa !12
  %65 = zext <8 x i8> %64 to <8 x i32>
  %66 = add <8 x i32> %63, %65
  %67 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %66)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %67)
  br label %111

69:                                               ; preds = %0, %69
  %70 = phi i64 [ 0, %0 ], [ %109, %69 ]
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = trunc i64 %70 to i16
  %73 = mul nuw i16 %72, 37
  %74 = urem i16 %73, 101
  %75 = zext nneg i16 %74 to i32
  %76 = add nsw i32 %75, -50
  %77 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %70
  store i32 %76, ptr %77, align 4, !tbaa !10
  %78 = mul nuw nsw i64 %70, %70
  %79 = trunc nuw i64 %78 to i32
  %80 = urem i32 %79, 97
  %81 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %70
  store i32 %80, ptr %81, align 4, !tbaa !10
  %82 = urem i16 %72, 17
  %83 = zext nneg i16 %82 to i32
  %84 = add nsw i32 %83, -8
  %85 = sitofp i32 %84 to float
  %86 = fmul float %85, 2.500000e-01
  %87 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %70
  store float %86, ptr %87, align 4, !tbaa !6
  %88 = urem i16 %72, 5
  %89 = uitofp nneg i16 %88 to float
  %90 = fadd float %89, 5.000000e-01
  %91 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %70
  store float %90, ptr %91, align 4, !tbaa !6
  %92 = urem i16 %72, 13
  %93 = uitofp nneg i16 %92 to double
  %94 = fmul double %93, 1.250000e-01
  %95 = getelementptr inbounds [1000 x double], ptr @da, i64 0, i64 %70
  store double %94, ptr %95, align 8, !tbaa !17
  %96 = mul nuw nsw i16 %72, 7
  %97 = urem i16 %96, 200
  %98 = add nsw i16 %97, -100
  %99 = getelementptr inbounds [1000 x i16], ptr @sa, i64 0, i64 %70
  store i16 %98, ptr %99, align 2, !tbaa !19
  %100 = lshr i32 %71, 3
  %101 = trunc i64 %70 to i32
  %102 = mul i32 %101, 13
  %103 = add nuw nsw i32 %102, %100
  %104 = trunc i32 %103 to i8
  %105 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %70
  store i8 %104, ptr %105, align 1, !tbaa !12
  %106 = mul nuw nsw i64 %70, 1000003
  %107 = add nsw i64 %106, -400000000
  %108 = getelementptr inbounds [1000 x i64], ptr @la, i64 0, i64 %70
  store i64 %107, ptr %108, align 8, !tbaa !21
  %109 = add nuw nsw i64 %70, 1
  %110 = icmp eq i64 %109, 1000
  br i1 %110, label %1, label %69, !llvm.loop !23

111:                                              ; preds = %130, %60
  %112 = phi i64 [ 0, %60 ], [ %131, %130 ]
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %128, %113 ]
  %115 = or disjoint i64 %114, 1
  %116 = xor i64 %114, %112
  %117 = xor i64 %115, %112
  %118 = trunc i64 %116 to i32
  %119 = trunc i64 %117 to i32
  %120 = mul nuw nsw i64 %114, %112
  %121 = mul nuw nsw i64 %115, %112
  %122 = trunc nuw nsw i64 %120 to i32
  %123 = trunc nuw nsw i64 %121 to i32
  %124 = add nuw nsw i32 %118, %122
  %125 = add nuw nsw i32 %119, %123
  %126 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %112, i64 %114
  %127 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %112, i64 %115
  store i32 %124, ptr %126, align 4, !tbaa !10
  store i32 %125, ptr %127, align 4, !tbaa !10
  %128 = add nuw i64 %114, 2
  %129 = icmp eq i64 %128, 32
  br i1 %129, label %130, label %113, !llvm.loop !24

130:                                              ; preds = %113
  %131 = add nuw nsw i64 %112, 1
  %132 = icmp eq i64 %131, 32
  br i1 %132, label %133, label %111, !llvm.loop !25

133:                                              ; preds = %130, %159
  %134 = phi i64 [ %161, %159 ], [ 0, %130 ]
  %135 = phi i64 [ %160, %159 ], [ 0, %130 ]
  br label %136

136:                                              ; preds = %136, %133
  %137 = phi i64 [ 0, %133 ], [ %157, %136 ]
  %138 = phi i64 [ %135, %133 ], [ %155, %136 ]
  %139 = phi i64 [ 0, %133 ], [ %156, %136 ]
  %140 = or disjoint i64 %137, 1
  %141 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %134, i64 %137
  %142 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %134, i64 %140
  %143 = load i32, ptr %141, align 4, !tbaa !10
  %144 = load i32, ptr %142, align 4, !tbaa !10
  %145 = sext i32 %143 to i64
  %146 = sext i32 %144 to i64
  %147 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %137, i64 %134
  %148 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %140, i64 %134
  %149 = load i32, ptr %147, align 4, !tbaa !10
  %150 = load i32, ptr %148, align 4, !tbaa !10
  %151 = sext i32 %149 to i64
  %152 = sext i32 %150 to i64
  %153 = mul nsw i64 %151, %145
  %154 = mul nsw i64 %152, %146
  %155 = add i64 %153, %138
  %156 = add i64 %154, %139
  %157 = add nuw i64 %137, 2
  %158 = icmp eq i64 %157, 32
  br i1 %158, label %159, label %136, !llvm.loop !26

159:                                              ; preds = %136
  %160 = add i64 %156, %155
  %161 = add nuw nsw i64 %134, 1
  %162 = icmp eq i64 %161, 32
  br i1 %162, label %163, label %133, !llvm.loop !27

163:                                              ; preds = %159
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %160)
  ret i32 31
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum_int(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %12, %2 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %10, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %11, %2 ]
  %6 = getelementptr inbounds i32, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !10
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !10
  %10 = add <4 x i32> %8, %4
  %11 = add <4 x i32> %9, %5
  %12 = add nuw i64 %3, 8
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %2, !llvm.loop !28

14:                                               ; preds = %2
  %15 = add <4 x i32> %11, %10
  %16 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %15)
  ret i32 %16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum_ll() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i64, ptr @la, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <2 x i64>, ptr %5, align 8, !tbaa !21
  %8 = load <2 x i64>, ptr %6, align 8, !tbaa !21
  %9 = add <2 x i64> %7, %3
  %10 = add <2 x i64> %8, %4
  %11 = add nuw i64 %2, 4
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !29

13:                                               ; preds = %1
  %14 = add <2 x i64> %10, %9
  %15 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %14)
  ret i64 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @sum_float(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %11, %2 ]
  %4 = phi float [ 0.000000e+00, %1 ], [ %10, %2 ]
  %5 = getelementptr inbounds float, ptr %0, i64 %3
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x float>, ptr %5, align 4, !tbaa !6
  %8 = load <4 x float>, ptr %6, align 4, !tbaa !6
  %9 = tail call float @llvm.vector.reduce.fadd.v4f32(float %4, <4 x float> %7)
  %10 = tail call float @llvm.vector.reduce.fadd.v4f32(float %9, <4 x float> %8)
  %11 = add nuw i64 %3, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %2, !llvm.loop !30

13:                                               ; preds = %2
  ret float %10
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %17, %1 ]
  %4 = getelementptr inbounds double, ptr @da, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 32
  %6 = load <4 x double>, ptr %4, align 8, !tbaa !17
  %7 = load <4 x double>, ptr %5, align 8, !tbaa !17
  %8 = getelementptr inbounds float, ptr @fb, i64 %2
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !6
  %11 = load <4 x float>, ptr %9, align 4, !tbaa !6
  %12 = fpext <4 x float> %10 to <4 x double>
  %13 = fpext <4 x float> %11 to <4 x double>
  %14 = fmul <4 x double> %6, %12
  %15 = fmul <4 x double> %7, %13
  %16 = tail call double @llvm.vector.reduce.fadd.v4f64(double %3, <4 x double> %14)
  %17 = tail call double @llvm.vector.reduce.fadd.v4f64(double %16, <4 x double> %15)
  %18 = add nuw i64 %2, 8
  %19 = icmp eq i64 %18, 1000
  br i1 %19, label %20, label %1, !llvm.loop !31

20:                                               ; preds = %1
  ret double %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !6
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = getelementptr inbounds float, ptr @fc, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 4, !tbaa !6
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !6
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9)
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10)
  store <4 x float> %11, ptr %7, align 4, !tbaa !6
  store <4 x float> %12, ptr %8, align 4, !tbaa !6
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !32

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add3() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !10
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !10
  %7 = getelementptr inbounds i32, ptr @ib, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !10
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !10
  %11 = mul nsw <4 x i32> %9, <i32 3, i32 3, i32 3, i32 3>
  %12 = mul nsw <4 x i32> %10, <i32 3, i32 3, i32 3, i32 3>
  %13 = ashr <4 x i32> %5, <i32 2, i32 2, i32 2, i32 2>
  %14 = ashr <4 x i32> %6, <i32 2, i32 2, i32 2, i32 2>
  %15 = sub <4 x i32> %5, %13
  %16 = sub <4 x i32> %6, %14
  %17 = add <4 x i32> %15, %11
  %18 = add <4 x i32> %16, %12
  %19 = getelementptr inbounds i32, ptr @ic, i64 %2
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i32> %17, ptr %19, align 4, !tbaa !10
  store <4 x i32> %18, ptr %20, align 4, !tbaa !10
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 1000
  br i1 %22, label %23, label %1, !llvm.loop !33

23:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @max_int() unnamed_addr #3 {
  %1 = load <4 x i32>, ptr @ic, align 16
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %14, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %12, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %13, %3 ]
  %7 = or disjoint i64 %4, 1
  %8 = getelementptr inbounds i32, ptr @ic, i64 %7
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !10
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !10
  %12 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %10, <4 x i32> %5)
  %13 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %11, <4 x i32> %6)
  %14 = add nuw i64 %4, 8
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %3, !llvm.loop !34

16:                                               ; preds = %3
  %17 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %12, <4 x i32> %13)
  %18 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %17)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3972), align 4, !tbaa !10
  %20 = tail call i32 @llvm.smax.i32(i32 %19, i32 %18)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3976), align 8, !tbaa !10
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 %20)
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3980), align 4, !tbaa !10
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 %22)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3984), align 16, !tbaa !10
  %26 = tail call i32 @llvm.smax.i32(i32 %25, i32 %24)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3988), align 4, !tbaa !10
  %28 = tail call i32 @llvm.smax.i32(i32 %27, i32 %26)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3992), align 8, !tbaa !10
  %30 = tail call i32 @llvm.smax.i32(i32 %29, i32 %28)
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !10
  %32 = tail call i32 @llvm.smax.i32(i32 %31, i32 %30)
  ret i32 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @min_int() unnamed_addr #3 {
  %1 = load <4 x i32>, ptr @ic, align 16
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %14, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %12, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %13, %3 ]
  %7 = or disjoint i64 %4, 1
  %8 = getelementptr inbounds i32, ptr @ic, i64 %7
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !10
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !10
  %12 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %10, <4 x i32> %5)
  %13 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %11, <4 x i32> %6)
  %14 = add nuw i64 %4, 8
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %3, !llvm.loop !35

16:                                               ; preds = %3
  %17 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %12, <4 x i32> %13)
  %18 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %17)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3972), align 4, !tbaa !10
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 %18)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3976), align 8, !tbaa !10
  %22 = tail call i32 @llvm.smin.i32(i32 %21, i32 %20)
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3980), align 4, !tbaa !10
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 %22)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3984), align 16, !tbaa !10
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 %24)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3988), align 4, !tbaa !10
  %28 = tail call i32 @llvm.smin.i32(i32 %27, i32 %26)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3992), align 8, !tbaa !10
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 %28)
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !10
  %32 = tail call i32 @llvm.smin.i32(i32 %31, i32 %30)
  ret i32 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_bytes(i8 noundef %0) unnamed_addr #3 {
  %2 = insertelement <16 x i8> poison, i8 %0, i64 0
  %3 = shufflevector <16 x i8> %2, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %18, %4 ]
  %6 = phi <16 x i32> [ zeroinitializer, %1 ], [ %16, %4 ]
  %7 = phi <16 x i32> [ zeroinitializer, %1 ], [ %17, %4 ]
  %8 = getelementptr inbounds i8, ptr @bytes, i64 %5
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <16 x i8>, ptr %8, align 1, !tbaa !12
  %11 = load <16 x i8>, ptr %9, align 1, !tbaa !12
  %12 = icmp eq <16 x i8> %10, %3
  %13 = icmp eq <16 x i8> %11, %3
  %14 = zext <16 x i1> %12 to <16 x i32>
  %15 = zext <16 x i1> %13 to <16 x i32>
  %16 = add <16 x i32> %6, %14
  %17 = add <16 x i32> %7, %15
  %18 = add nuw i64 %5, 32
  %19 = icmp eq i64 %18, 992
  br i1 %19, label %20, label %4, !llvm.loop !36

20:                                               ; preds = %4
  %21 = insertelement <8 x i8> poison, i8 %0, i64 0
  %22 = shufflevector <8 x i8> %21, <8 x i8> poison, <8 x i32> zeroinitializer
  %23 = add <16 x i32> %17, %16
  %24 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %23)
  %25 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %24, i64 0
  %26 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !tbaa !12
  %27 = icmp eq <8 x i8> %26, %22
  %28 = zext <8 x i1> %27 to <8 x i32>
  %29 = add <8 x i32> %25, %28
  %30 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %29)
  ret i32 %30
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_short() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = phi <8 x i32> [ zeroinitializer, %0 ], [ %13, %1 ]
  %4 = phi <8 x i32> [ zeroinitializer, %0 ], [ %14, %1 ]
  %5 = getelementptr inbounds i16, ptr @sa, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <8 x i16>, ptr %5, align 2, !tbaa !19
  %8 = load <8 x i16>, ptr %6, align 2, !tbaa !19
  %9 = sext <8 x i16> %7 to <8 x i32>
  %10 = sext <8 x i16> %8 to <8 x i32>
  %11 = mul nsw <8 x i32> %9, %9
  %12 = mul nsw <8 x i32> %10, %10
  %13 = add <8 x i32> %11, %3
  %14 = add <8 x i32> %12, %4
  %15 = add nuw i64 %2, 16
  %16 = icmp eq i64 %15, 992
  br i1 %16, label %17, label %1, !llvm.loop !37

17:                                               ; preds = %1
  %18 = add <8 x i32> %14, %13
  %19 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %18)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1984), align 2, !tbaa !19
  %21 = sext i16 %20 to i32
  %22 = mul nsw i32 %21, %21
  %23 = add nuw nsw i32 %22, %19
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1986), align 2, !tbaa !19
  %25 = sext i16 %24 to i32
  %26 = mul nsw i32 %25, %25
  %27 = add nuw nsw i32 %26, %23
  %28 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1988), align 2, !tbaa !19
  %29 = sext i16 %28 to i32
  %30 = mul nsw i32 %29, %29
  %31 = add nuw nsw i32 %30, %27
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1990), align 2, !tbaa !19
  %33 = sext i16 %32 to i32
  %34 = mul nsw i32 %33, %33
  %35 = add nuw nsw i32 %34, %31
  %36 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1992), align 2, !tbaa !19
  %37 = sext i16 %36 to i32
  %38 = mul nsw i32 %37, %37
  %39 = add nuw nsw i32 %38, %35
  %40 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1994), align 2, !tbaa !19
  %41 = sext i16 %40 to i32
  %42 = mul nsw i32 %41, %41
  %43 = add nuw nsw i32 %42, %39
  %44 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1996), align 2, !tbaa !19
  %45 = sext i16 %44 to i32
  %46 = mul nsw i32 %45, %45
  %47 = add nuw nsw i32 %46, %43
  %48 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 1998), align 2, !tbaa !19
  %49 = sext i16 %48 to i32
  %50 = mul nsw i32 %49, %49
  %51 = add nuw nsw i32 %50, %47
  ret i32 %51
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_copy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = sub nuw nsw i64 999, %2
  %4 = getelementptr inbounds i32, ptr @ia, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = getelementptr inbounds i8, ptr %4, i64 -28
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !10
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %9 = load <4 x i32>, ptr %6, align 4, !tbaa !10
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %11 = getelementptr inbounds i32, ptr @ic, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %8, ptr %11, align 16, !tbaa !10
  store <4 x i32> %10, ptr %12, align 16, !tbaa !10
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !38

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds i32, ptr @ic, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !10
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !10
  %7 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %5, <4 x i32> <i32 20, i32 20, i32 20, i32 20>)
  %8 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %6, <4 x i32> <i32 20, i32 20, i32 20, i32 20>)
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>)
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>)
  store <4 x i32> %9, ptr %3, align 16, !tbaa !10
  store <4 x i32> %10, ptr %4, align 16, !tbaa !10
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !39

13:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @strided() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ]
  %3 = phi <4 x i64> [ zeroinitializer, %0 ], [ %21, %1 ]
  %4 = phi <4 x i64> [ zeroinitializer, %0 ], [ %22, %1 ]
  %5 = shl i64 %2, 1
  %6 = or disjoint i64 %5, 8
  %7 = getelementptr inbounds i32, ptr @ib, i64 %5
  %8 = getelementptr inbounds i32, ptr @ib, i64 %6
  %9 = load <8 x i32>, ptr %7, align 4, !tbaa !10
  %10 = load <8 x i32>, ptr %8, align 4, !tbaa !10
  %11 = shufflevector <8 x i32> %9, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %12 = shufflevector <8 x i32> %10, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %13 = shufflevector <8 x i32> %9, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %14 = shufflevector <8 x i32> %10, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %15 = sext <4 x i32> %11 to <4 x i64>
  %16 = sext <4 x i32> %12 to <4 x i64>
  %17 = sext <4 x i32> %13 to <4 x i64>
  %18 = sext <4 x i32> %14 to <4 x i64>
  %19 = mul nsw <4 x i64> %17, %15
  %20 = mul nsw <4 x i64> %18, %16
  %21 = add <4 x i64> %19, %3
  %22 = add <4 x i64> %20, %4
  %23 = add nuw i64 %2, 8
  %24 = icmp eq i64 %23, 496
  br i1 %24, label %25, label %1, !llvm.loop !40

25:                                               ; preds = %1
  %26 = add <4 x i64> %22, %21
  %27 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %26)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3968), align 4, !tbaa !10
  %29 = sext i32 %28 to i64
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3972), align 4, !tbaa !10
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %31, %29
  %33 = add nsw i64 %32, %27
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3976), align 4, !tbaa !10
  %35 = sext i32 %34 to i64
  %36 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3980), align 4, !tbaa !10
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, %35
  %39 = add nsw i64 %38, %33
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3984), align 4, !tbaa !10
  %41 = sext i32 %40 to i64
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3988), align 4, !tbaa !10
  %43 = sext i32 %42 to i64
  %44 = mul nsw i64 %43, %41
  %45 = add nsw i64 %44, %39
  %46 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3992), align 4, !tbaa !10
  %47 = sext i32 %46 to i64
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3996), align 4, !tbaa !10
  %49 = sext i32 %48 to i64
  %50 = mul nsw i64 %49, %47
  %51 = add nsw i64 %50, %45
  ret i64 %51
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_float() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !10
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !10
  %7 = sitofp <4 x i32> %5 to <4 x float>
  %8 = sitofp <4 x i32> %6 to <4 x float>
  %9 = fmul <4 x float> %7, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %10 = fmul <4 x float> %8, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %11 = getelementptr inbounds float, ptr @fc, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x float> %9, ptr %11, align 4, !tbaa !6
  store <4 x float> %10, ptr %12, align 4, !tbaa !6
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !41

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @xor_bytes() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <16 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %4 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds i8, ptr @bytes, i64 %2
  %6 = load <16 x i8>, ptr %5, align 1, !tbaa !12
  %7 = zext <16 x i8> %6 to <16 x i32>
  %8 = and <16 x i32> %4, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %9 = shl nuw nsw <16 x i32> %7, %8
  %10 = xor <16 x i32> %9, %3
  %11 = add nuw i64 %2, 16
  %12 = add <16 x i32> %4, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %13 = icmp eq i64 %11, 992
  br i1 %13, label %14, label %1, !llvm.loop !42

14:                                               ; preds = %1
  %15 = tail call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %10)
  %16 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %15, i64 0
  %17 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !tbaa !12
  %18 = zext <8 x i8> %17 to <8 x i32>
  %19 = shl nuw nsw <8 x i32> %18, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %20 = xor <8 x i32> %19, %16
  %21 = tail call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %20)
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds i8, ptr @bytes, i64 %2
  %4 = load <16 x i8>, ptr %3, align 8, !tbaa !12
  %5 = zext <16 x i8> %4 to <16 x i32>
  %6 = sub nuw nsw i64 999, %2
  %7 = getelementptr i8, ptr getelementptr (i8, ptr @bytes, i64 -15), i64 %6
  %8 = load <16 x i8>, ptr %7, align 8, !tbaa !12
  %9 = shufflevector <16 x i8> %8, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %10 = zext <16 x i8> %9 to <16 x i32>
  %11 = sub nsw <16 x i32> %5, %10
  %12 = tail call <16 x i32> @llvm.abs.v16i32(<16 x i32> %11, i1 true)
  %13 = trunc <16 x i32> %12 to <16 x i8>
  %14 = getelementptr inbounds i8, ptr @main.diff, i64 %2
  store <16 x i8> %13, ptr %14, align 1, !tbaa !12
  %15 = add nuw i64 %2, 16
  %16 = icmp eq i64 %15, 992
  br i1 %16, label %17, label %1, !llvm.loop !43

17:                                               ; preds = %1
  %18 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 8, !tbaa !12
  %19 = zext <8 x i8> %18 to <8 x i32>
  %20 = load <8 x i8>, ptr @bytes, align 8, !tbaa !12
  %21 = shufflevector <8 x i8> %20, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = zext <8 x i8> %21 to <8 x i32>
  %23 = sub nsw <8 x i32> %19, %22
  %24 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %23, i1 true)
  %25 = trunc <8 x i32> %24 to <8 x i8>
  store <8 x i8> %25, ptr getelementptr inbounds (i8, ptr @main.diff, i64 992), align 1, !tbaa !12
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !8, i64 0}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14, !15, !16}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14, !15, !16}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14, !15, !16}
!29 = distinct !{!29, !14, !15, !16}
!30 = distinct !{!30, !14, !15, !16}
!31 = distinct !{!31, !14, !15, !16}
!32 = distinct !{!32, !14, !15, !16}
!33 = distinct !{!33, !14, !15, !16}
!34 = distinct !{!34, !14, !15, !16}
!35 = distinct !{!35, !14, !15, !16}
!36 = distinct !{!36, !14, !15, !16}
!37 = distinct !{!37, !14, !15, !16}
!38 = distinct !{!38, !14, !15, !16}
!39 = distinct !{!39, !14, !15, !16}
!40 = distinct !{!40, !14, !15, !16}
!41 = distinct !{!41, !14, !15, !16}
!42 = distinct !{!42, !14, !15, !16}
!43 = distinct !{!43, !14, !15, !16}
