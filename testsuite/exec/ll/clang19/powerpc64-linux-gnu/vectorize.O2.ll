; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  br label %64

1:                                                ; preds = %64
  %2 = tail call fastcc signext i32 @sum_int(ptr noundef nonnull @ia)
  %3 = tail call fastcc signext i32 @sum_int(ptr noundef nonnull @ib)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2, i32 noundef signext %3)
  %5 = tail call fastcc i64 @sum_ll()
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5)
  %7 = tail call fastcc float @sum_float(ptr noundef nonnull @fa)
  %8 = fpext float %7 to double
  %9 = tail call fastcc float @sum_float(ptr noundef nonnull @fb)
  %10 = fpext float %9 to double
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %8, double noundef %10)
  %12 = tail call fastcc double @dot()
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %12)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4000) @fc, ptr noundef nonnull align 4 dereferenceable(4000) @fb, i64 4000, i1 false), !tbaa !5
  tail call fastcc void @saxpy()
  %14 = load float, ptr @fc, align 4, !tbaa !5
  %15 = fpext float %14 to double
  %16 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3996), align 4, !tbaa !5
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(ptr noundef nonnull @fc)
  %19 = fpext float %18 to double
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, ptr @ic, align 4, !tbaa !9
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 2000), align 4, !tbaa !9
  %23 = tail call fastcc signext i32 @sum_int(ptr noundef nonnull @ic)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %21, i32 noundef signext %22, i32 noundef signext %23)
  %25 = tail call fastcc signext i32 @max_int()
  %26 = tail call fastcc signext i32 @min_int()
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %25, i32 noundef signext %26)
  %28 = tail call fastcc zeroext i32 @count_bytes(i8 noundef zeroext 7)
  %29 = tail call fastcc zeroext i32 @count_bytes(i8 noundef zeroext -56)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef zeroext %28, i32 noundef zeroext %29)
  %31 = tail call fastcc signext i32 @sum_short()
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %31)
  tail call fastcc void @reverse_copy()
  %33 = load i32, ptr @ic, align 4, !tbaa !9
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !9
  %35 = tail call fastcc signext i32 @sum_int(ptr noundef nonnull @ic)
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %33, i32 noundef signext %34, i32 noundef signext %35)
  tail call fastcc void @clamp()
  %37 = tail call fastcc signext i32 @sum_int(ptr noundef nonnull @ic)
  %38 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %37)
  %39 = tail call fastcc i64 @strided()
  %40 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %39)
  tail call fastcc void @to_float()
  %41 = tail call fastcc float @sum_float(ptr noundef nonnull @fc)
  %42 = fpext float %41 to double
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %42)
  %44 = tail call fastcc zeroext i32 @xor_bytes()
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef zeroext %44)
  tail call fastcc void @abs_diff()
  br label %46

46:                                               ; preds = %46, %1
  %47 = phi i64 [ 0, %1 ], [ %59, %46 ]
  %48 = phi i32 [ 0, %1 ], [ %57, %46 ]
  %49 = phi i32 [ 0, %1 ], [ %58, %46 ]
  %50 = or disjoint i64 %47, 1
  %51 = getelementptr inbounds [1000 x i8], ptr @main.diff, i64 0, i64 %47
  %52 = getelementptr inbounds [1000 x i8], ptr @main.diff, i64 0, i64 %50
  %53 = load i8, ptr %51, align 1, !tbaa !11
  %54 = load i8, ptr %52, align 1, !tbaa !11
  %55 = zext i8 %53 to i32
  %56 = zext i8 %54 to i32
  %57 = add i32 %48, %55
  %58 = add i32 %49, %56
  %59 = add nuw i64 %47, 2
  %60 = icmp eq i64 %59, 1000
  br i1 %60, label %61, label %46, !llvm.loop !12

61:                                               ; preds = %46
  %62 = add i32 %58, %57
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef zeroext %62)
  br label %106

64:                                               ; preds = %0, %64
  %65 = phi i64 [ 0, %0 ], [ %104, %64 ]
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = trunc i64 %65 to i16
  %68 = mul nuw i16 %67, 37
  %69 = urem i16 %68, 101
  %70 = zext nneg i16 %69 to i32
  %71 = add nsw i32 %70, -50
  %72 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %65
  store i32 %71, ptr %72, align 4, !tbaa !9
  %73 = mul nuw nsw i64 %65, %65
  %74 = trunc nuw i64 %73 to i32
  %75 = urem i32 %74, 97
  %76 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %65
  store i32 %75, ptr %76, align 4, !tbaa !9
  %77 = urem i16 %67, 17
  %78 = zext nneg i16 %77 to i32
  %79 = add nsw i32 %78, -8
  %80 = sitofp i32 %79 to float
  %81 = fmul float %80, 2.500000e-01
  %82 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %65
  store float %81, ptr %82, align 4, !tbaa !5
  %83 = urem i16 %67, 5
  %84 = uitofp nneg i16 %83 to float
  %85 = fadd float %84, 5.000000e-01
  %86 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %65
  store float %85, ptr %86, align 4, !tbaa !5
  %87 = urem i16 %67, 13
  %88 = uitofp nneg i16 %87 to double
  %89 = fmul double %88, 1.250000e-01
  %90 = getelementptr inbounds [1000 x double], ptr @da, i64 0, i64 %65
  store double %89, ptr %90, align 8, !tbaa !16
  %91 = mul nuw nsw i16 %67, 7
  %92 = urem i16 %91, 200
  %93 = add nsw i16 %92, -100
  %94 = getelementptr inbounds [1000 x i16], ptr @sa, i64 0, i64 %65
  store i16 %93, ptr %94, align 2, !tbaa !18
  %95 = lshr i32 %66, 3
  %96 = trunc i64 %65 to i32
  %97 = mul i32 %96, 13
  %98 = add nuw nsw i32 %97, %95
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %65
  store i8 %99, ptr %100, align 1, !tbaa !11
  %101 = mul nuw nsw i64 %65, 1000003
  %102 = add nsw i64 %101, -400000000
  %103 = getelementptr inbounds [1000 x i64], ptr @la, i64 0, i64 %65
  store i64 %102, ptr %103, align 8, !tbaa !20
  %104 = add nuw nsw i64 %65, 1
  %105 = icmp eq i64 %104, 1000
  br i1 %105, label %1, label %64, !llvm.loop !22

106:                                              ; preds = %125, %61
  %107 = phi i64 [ 0, %61 ], [ %126, %125 ]
  br label %108

108:                                              ; preds = %108, %106
  %109 = phi i64 [ 0, %106 ], [ %123, %108 ]
  %110 = or disjoint i64 %109, 1
  %111 = xor i64 %109, %107
  %112 = xor i64 %110, %107
  %113 = trunc i64 %111 to i32
  %114 = trunc i64 %112 to i32
  %115 = mul nuw nsw i64 %109, %107
  %116 = mul nuw nsw i64 %110, %107
  %117 = trunc nuw nsw i64 %115 to i32
  %118 = trunc nuw nsw i64 %116 to i32
  %119 = add nuw nsw i32 %113, %117
  %120 = add nuw nsw i32 %114, %118
  %121 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %107, i64 %109
  %122 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %107, i64 %110
  store i32 %119, ptr %121, align 4, !tbaa !9
  store i32 %120, ptr %122, align 4, !tbaa !9
  %123 = add nuw i64 %109, 2
  %124 = icmp eq i64 %123, 32
  br i1 %124, label %125, label %108, !llvm.loop !23

125:                                              ; preds = %108
  %126 = add nuw nsw i64 %107, 1
  %127 = icmp eq i64 %126, 32
  br i1 %127, label %128, label %106, !llvm.loop !24

128:                                              ; preds = %125, %154
  %129 = phi i64 [ %156, %154 ], [ 0, %125 ]
  %130 = phi i64 [ %155, %154 ], [ 0, %125 ]
  br label %131

131:                                              ; preds = %131, %128
  %132 = phi i64 [ 0, %128 ], [ %152, %131 ]
  %133 = phi i64 [ %130, %128 ], [ %150, %131 ]
  %134 = phi i64 [ 0, %128 ], [ %151, %131 ]
  %135 = or disjoint i64 %132, 1
  %136 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %129, i64 %132
  %137 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %129, i64 %135
  %138 = load i32, ptr %136, align 4, !tbaa !9
  %139 = load i32, ptr %137, align 4, !tbaa !9
  %140 = sext i32 %138 to i64
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %132, i64 %129
  %143 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %135, i64 %129
  %144 = load i32, ptr %142, align 4, !tbaa !9
  %145 = load i32, ptr %143, align 4, !tbaa !9
  %146 = sext i32 %144 to i64
  %147 = sext i32 %145 to i64
  %148 = mul nsw i64 %146, %140
  %149 = mul nsw i64 %147, %141
  %150 = add i64 %148, %133
  %151 = add i64 %149, %134
  %152 = add nuw i64 %132, 2
  %153 = icmp eq i64 %152, 32
  br i1 %153, label %154, label %131, !llvm.loop !25

154:                                              ; preds = %131
  %155 = add i64 %151, %150
  %156 = add nuw nsw i64 %129, 1
  %157 = icmp eq i64 %156, 32
  br i1 %157, label %158, label %128, !llvm.loop !26

158:                                              ; preds = %154
  %159 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %155)
  ret i32 31
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc signext i32 @sum_int(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %12, %2 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %10, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %11, %2 ]
  %6 = getelementptr inbounds i32, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !9
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !9
  %10 = add <4 x i32> %8, %4
  %11 = add <4 x i32> %9, %5
  %12 = add nuw i64 %3, 8
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %2, !llvm.loop !27

14:                                               ; preds = %2
  %15 = add <4 x i32> %11, %10
  %16 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %15)
  ret i32 %16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum_ll() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %4 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %5 = or disjoint i64 %2, 1
  %6 = getelementptr inbounds i64, ptr @la, i64 %2
  %7 = getelementptr inbounds i64, ptr @la, i64 %5
  %8 = load i64, ptr %6, align 8, !tbaa !20
  %9 = load i64, ptr %7, align 8, !tbaa !20
  %10 = add i64 %8, %3
  %11 = add i64 %9, %4
  %12 = add nuw i64 %2, 2
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %1, !llvm.loop !28

14:                                               ; preds = %1
  %15 = add i64 %11, %10
  ret i64 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @sum_float(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %8

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %8, %3 ]
  %6 = getelementptr inbounds float, ptr %0, i64 %4
  %7 = load float, ptr %6, align 4, !tbaa !5
  %8 = fadd float %5, %7
  %9 = add nuw nsw i64 %4, 1
  %10 = icmp eq i64 %9, 1000
  br i1 %10, label %2, label %3, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %10

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i64 %3
  %6 = load double, ptr %5, align 8, !tbaa !16
  %7 = getelementptr inbounds float, ptr @fb, i64 %3
  %8 = load float, ptr %7, align 4, !tbaa !5
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = add nuw nsw i64 %3, 1
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %1, label %2, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %8, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = load <4 x float>, ptr %3, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr @fc, i64 %2
  %6 = load <4 x float>, ptr %5, align 4, !tbaa !5
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %4, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %6)
  store <4 x float> %7, ptr %5, align 4, !tbaa !5
  %8 = add nuw i64 %2, 4
  %9 = icmp eq i64 %8, 1000
  br i1 %9, label %10, label %1, !llvm.loop !31

10:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add3() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !9
  %5 = getelementptr inbounds i32, ptr @ib, i64 %2
  %6 = load <4 x i32>, ptr %5, align 4, !tbaa !9
  %7 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %8 = ashr <4 x i32> %4, <i32 2, i32 2, i32 2, i32 2>
  %9 = sub <4 x i32> %4, %8
  %10 = add <4 x i32> %9, %7
  %11 = getelementptr inbounds i32, ptr @ic, i64 %2
  store <4 x i32> %10, ptr %11, align 4, !tbaa !9
  %12 = add nuw i64 %2, 4
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %1, !llvm.loop !32

14:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @max_int() unnamed_addr #3 {
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
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !9
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !9
  %12 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %10, <4 x i32> %5)
  %13 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %11, <4 x i32> %6)
  %14 = add nuw i64 %4, 8
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %3, !llvm.loop !33

16:                                               ; preds = %3
  %17 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %12, <4 x i32> %13)
  %18 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %17)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3972), align 4, !tbaa !9
  %20 = tail call i32 @llvm.smax.i32(i32 %19, i32 %18)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3976), align 8, !tbaa !9
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 %20)
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3980), align 4, !tbaa !9
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 %22)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3984), align 16, !tbaa !9
  %26 = tail call i32 @llvm.smax.i32(i32 %25, i32 %24)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3988), align 4, !tbaa !9
  %28 = tail call i32 @llvm.smax.i32(i32 %27, i32 %26)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3992), align 8, !tbaa !9
  %30 = tail call i32 @llvm.smax.i32(i32 %29, i32 %28)
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !9
  %32 = tail call i32 @llvm.smax.i32(i32 %31, i32 %30)
  ret i32 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @min_int() unnamed_addr #3 {
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
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !9
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !9
  %12 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %10, <4 x i32> %5)
  %13 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %11, <4 x i32> %6)
  %14 = add nuw i64 %4, 8
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %3, !llvm.loop !34

16:                                               ; preds = %3
  %17 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %12, <4 x i32> %13)
  %18 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %17)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3972), align 4, !tbaa !9
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 %18)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3976), align 8, !tbaa !9
  %22 = tail call i32 @llvm.smin.i32(i32 %21, i32 %20)
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3980), align 4, !tbaa !9
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 %22)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3984), align 16, !tbaa !9
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 %24)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3988), align 4, !tbaa !9
  %28 = tail call i32 @llvm.smin.i32(i32 %27, i32 %26)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3992), align 8, !tbaa !9
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 %28)
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !9
  %32 = tail call i32 @llvm.smin.i32(i32 %31, i32 %30)
  ret i32 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i32 @count_bytes(i8 noundef zeroext %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %17, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %15, %2 ]
  %5 = phi i32 [ 0, %1 ], [ %16, %2 ]
  %6 = or disjoint i64 %3, 1
  %7 = getelementptr inbounds i8, ptr @bytes, i64 %3
  %8 = getelementptr inbounds i8, ptr @bytes, i64 %6
  %9 = load i8, ptr %7, align 1, !tbaa !11
  %10 = load i8, ptr %8, align 1, !tbaa !11
  %11 = icmp eq i8 %9, %0
  %12 = icmp eq i8 %10, %0
  %13 = zext i1 %11 to i32
  %14 = zext i1 %12 to i32
  %15 = add i32 %4, %13
  %16 = add i32 %5, %14
  %17 = add nuw i64 %3, 2
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %2, !llvm.loop !35

19:                                               ; preds = %2
  %20 = add i32 %16, %15
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @sum_short() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %16, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %15, %1 ]
  %5 = or disjoint i64 %2, 1
  %6 = getelementptr inbounds i16, ptr @sa, i64 %2
  %7 = getelementptr inbounds i16, ptr @sa, i64 %5
  %8 = load i16, ptr %6, align 2, !tbaa !18
  %9 = load i16, ptr %7, align 2, !tbaa !18
  %10 = sext i16 %8 to i32
  %11 = sext i16 %9 to i32
  %12 = mul nsw i32 %10, %10
  %13 = mul nsw i32 %11, %11
  %14 = add i32 %12, %3
  %15 = add i32 %13, %4
  %16 = add nuw i64 %2, 2
  %17 = icmp eq i64 %16, 1000
  br i1 %17, label %18, label %1, !llvm.loop !36

18:                                               ; preds = %1
  %19 = add i32 %15, %14
  ret i32 %19
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_copy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = or disjoint i64 %2, 1
  %4 = sub nuw nsw i64 999, %2
  %5 = sub nuw nsw i64 999, %3
  %6 = getelementptr inbounds i32, ptr @ia, i64 %4
  %7 = getelementptr inbounds i32, ptr @ia, i64 %5
  %8 = load i32, ptr %6, align 4, !tbaa !9
  %9 = load i32, ptr %7, align 4, !tbaa !9
  %10 = getelementptr inbounds i32, ptr @ic, i64 %2
  %11 = getelementptr inbounds i32, ptr @ic, i64 %3
  store i32 %8, ptr %10, align 8, !tbaa !9
  store i32 %9, ptr %11, align 4, !tbaa !9
  %12 = add nuw i64 %2, 2
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %1, !llvm.loop !37

14:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %7, %1 ]
  %3 = getelementptr inbounds i32, ptr @ic, i64 %2
  %4 = load <4 x i32>, ptr %3, align 16, !tbaa !9
  %5 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %4, <4 x i32> <i32 20, i32 20, i32 20, i32 20>)
  %6 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %5, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>)
  store <4 x i32> %6, ptr %3, align 16, !tbaa !9
  %7 = add nuw i64 %2, 4
  %8 = icmp eq i64 %7, 1000
  br i1 %8, label %9, label %1, !llvm.loop !38

9:                                                ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @strided() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %25, %1 ]
  %3 = phi i64 [ 0, %0 ], [ %23, %1 ]
  %4 = phi i64 [ 0, %0 ], [ %24, %1 ]
  %5 = shl i64 %2, 1
  %6 = or disjoint i64 %5, 2
  %7 = getelementptr inbounds i32, ptr @ib, i64 %5
  %8 = getelementptr inbounds i32, ptr @ib, i64 %6
  %9 = load i32, ptr %7, align 4, !tbaa !9
  %10 = load i32, ptr %8, align 4, !tbaa !9
  %11 = sext i32 %9 to i64
  %12 = sext i32 %10 to i64
  %13 = or disjoint i64 %5, 1
  %14 = or disjoint i64 %5, 3
  %15 = getelementptr inbounds i32, ptr @ib, i64 %13
  %16 = getelementptr inbounds i32, ptr @ib, i64 %14
  %17 = load i32, ptr %15, align 4, !tbaa !9
  %18 = load i32, ptr %16, align 4, !tbaa !9
  %19 = sext i32 %17 to i64
  %20 = sext i32 %18 to i64
  %21 = mul nsw i64 %19, %11
  %22 = mul nsw i64 %20, %12
  %23 = add i64 %21, %3
  %24 = add i64 %22, %4
  %25 = add nuw i64 %2, 2
  %26 = icmp eq i64 %25, 500
  br i1 %26, label %27, label %1, !llvm.loop !39

27:                                               ; preds = %1
  %28 = add i64 %24, %23
  ret i64 %28
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_float() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %8, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !9
  %5 = sitofp <4 x i32> %4 to <4 x float>
  %6 = fmul <4 x float> %5, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %7 = getelementptr inbounds float, ptr @fc, i64 %2
  store <4 x float> %6, ptr %7, align 4, !tbaa !5
  %8 = add nuw i64 %2, 4
  %9 = icmp eq i64 %8, 1000
  br i1 %9, label %10, label %1, !llvm.loop !40

10:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i32 @xor_bytes() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %18, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %19, %1 ]
  %5 = or disjoint i64 %2, 1
  %6 = trunc i64 %2 to i32
  %7 = getelementptr inbounds i8, ptr @bytes, i64 %2
  %8 = getelementptr inbounds i8, ptr @bytes, i64 %5
  %9 = load i8, ptr %7, align 1, !tbaa !11
  %10 = load i8, ptr %8, align 1, !tbaa !11
  %11 = zext i8 %9 to i32
  %12 = zext i8 %10 to i32
  %13 = and i32 %6, 6
  %14 = and i32 %6, 6
  %15 = or disjoint i32 %14, 1
  %16 = shl nuw nsw i32 %11, %13
  %17 = shl nuw nsw i32 %12, %15
  %18 = xor i32 %16, %3
  %19 = xor i32 %17, %4
  %20 = add nuw i64 %2, 2
  %21 = icmp eq i64 %20, 1000
  br i1 %21, label %22, label %1, !llvm.loop !41

22:                                               ; preds = %1
  %23 = xor i32 %19, %18
  ret i32 %23
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds i8, ptr @bytes, i64 %2
  %4 = load <16 x i8>, ptr %3, align 1, !tbaa !11
  %5 = zext <16 x i8> %4 to <16 x i32>
  %6 = sub nuw nsw i64 999, %2
  %7 = getelementptr i8, ptr getelementptr (i8, ptr @bytes, i64 -15), i64 %6
  %8 = load <16 x i8>, ptr %7, align 1, !tbaa !11
  %9 = shufflevector <16 x i8> %8, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %10 = zext <16 x i8> %9 to <16 x i32>
  %11 = sub nsw <16 x i32> %5, %10
  %12 = tail call <16 x i32> @llvm.abs.v16i32(<16 x i32> %11, i1 true)
  %13 = trunc <16 x i32> %12 to <16 x i8>
  %14 = getelementptr inbounds i8, ptr @main.diff, i64 %2
  store <16 x i8> %13, ptr %14, align 1, !tbaa !11
  %15 = add nuw i64 %2, 16
  %16 = icmp eq i64 %15, 992
  br i1 %16, label %17, label %1, !llvm.loop !42

17:                                               ; preds = %1
  %18 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !tbaa !11
  %19 = zext i8 %18 to i32
  %20 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 7), align 1, !tbaa !11
  %21 = zext i8 %20 to i32
  %22 = sub nsw i32 %19, %21
  %23 = tail call i32 @llvm.abs.i32(i32 %22, i1 true)
  %24 = trunc nuw i32 %23 to i8
  store i8 %24, ptr getelementptr inbounds (i8, ptr @main.diff, i64 992), align 1, !tbaa !11
  %25 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 993), align 1, !tbaa !11
  %26 = zext i8 %25 to i32
  %27 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 6), align 1, !tbaa !11
  %28 = zext i8 %27 to i32
  %29 = sub nsw i32 %26, %28
  %30 = tail call i32 @llvm.abs.i32(i32 %29, i1 true)
  %31 = trunc nuw i32 %30 to i8
  store i8 %31, ptr getelementptr inbounds (i8, ptr @main.diff, i64 993), align 1, !tbaa !11
  %32 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 994), align 1, !tbaa !11
  %33 = zext i8 %32 to i32
  %34 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 5), align 1, !tbaa !11
  %35 = zext i8 %34 to i32
  %36 = sub nsw i32 %33, %35
  %37 = tail call i32 @llvm.abs.i32(i32 %36, i1 true)
  %38 = trunc nuw i32 %37 to i8
  store i8 %38, ptr getelementptr inbounds (i8, ptr @main.diff, i64 994), align 1, !tbaa !11
  %39 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 995), align 1, !tbaa !11
  %40 = zext i8 %39 to i32
  %41 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 4), align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = sub nsw i32 %40, %42
  %44 = tail call i32 @llvm.abs.i32(i32 %43, i1 true)
  %45 = trunc nuw i32 %44 to i8
  store i8 %45, ptr getelementptr inbounds (i8, ptr @main.diff, i64 995), align 1, !tbaa !11
  %46 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 996), align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 3), align 1, !tbaa !11
  %49 = zext i8 %48 to i32
  %50 = sub nsw i32 %47, %49
  %51 = tail call i32 @llvm.abs.i32(i32 %50, i1 true)
  %52 = trunc nuw i32 %51 to i8
  store i8 %52, ptr getelementptr inbounds (i8, ptr @main.diff, i64 996), align 1, !tbaa !11
  %53 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 997), align 1, !tbaa !11
  %54 = zext i8 %53 to i32
  %55 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 2), align 1, !tbaa !11
  %56 = zext i8 %55 to i32
  %57 = sub nsw i32 %54, %56
  %58 = tail call i32 @llvm.abs.i32(i32 %57, i1 true)
  %59 = trunc nuw i32 %58 to i8
  store i8 %59, ptr getelementptr inbounds (i8, ptr @main.diff, i64 997), align 1, !tbaa !11
  %60 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 998), align 1, !tbaa !11
  %61 = zext i8 %60 to i32
  %62 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 1), align 1, !tbaa !11
  %63 = zext i8 %62 to i32
  %64 = sub nsw i32 %61, %63
  %65 = tail call i32 @llvm.abs.i32(i32 %64, i1 true)
  %66 = trunc nuw i32 %65 to i8
  store i8 %66, ptr getelementptr inbounds (i8, ptr @main.diff, i64 998), align 1, !tbaa !11
  %67 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i64 999), align 1, !tbaa !11
  %68 = zext i8 %67 to i32
  %69 = load i8, ptr @bytes, align 1, !tbaa !11
  %70 = zext i8 %69 to i32
  %71 = sub nsw i32 %68, %70
  %72 = tail call i32 @llvm.abs.i32(i32 %71, i1 true)
  %73 = trunc nuw i32 %72 to i8
  store i8 %73, ptr getelementptr inbounds (i8, ptr @main.diff, i64 999), align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !7, i64 0}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13, !14, !15}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13, !14, !15}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13, !14, !15}
!28 = distinct !{!28, !13, !14, !15}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13, !14, !15}
!32 = distinct !{!32, !13, !14, !15}
!33 = distinct !{!33, !13, !14, !15}
!34 = distinct !{!34, !13, !14, !15}
!35 = distinct !{!35, !13, !14, !15}
!36 = distinct !{!36, !13, !14, !15}
!37 = distinct !{!37, !13, !14, !15}
!38 = distinct !{!38, !13, !14, !15}
!39 = distinct !{!39, !13, !14, !15}
!40 = distinct !{!40, !13, !14, !15}
!41 = distinct !{!41, !13, !14, !15}
!42 = distinct !{!42, !13, !14, !15}
