; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@ia = internal global [1000 x i32] zeroinitializer, align 16
@ib = internal global [1000 x i32] zeroinitializer, align 16
@fa = internal global [1000 x float] zeroinitializer, align 16
@fb = internal global [1000 x float] zeroinitializer, align 16
@da = internal unnamed_addr global [1000 x double] zeroinitializer, align 16
@sa = internal unnamed_addr global [1000 x i16] zeroinitializer, align 16
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 16
@la = internal unnamed_addr global [1000 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"sum_int %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sum_float %.4f %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"dot %.6f\0A\00", align 1
@fc = internal global [1000 x float] zeroinitializer, align 16
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
@main.diff = internal unnamed_addr global [1000 x i8] zeroinitializer, align 16
@.str.14 = private unnamed_addr constant [13 x i8] c"abs_diff %u\0A\00", align 1
@main.mat = internal unnamed_addr global [32 x [32 x i32]] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [13 x i8] c"matrix %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %42, %1 ]
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %43, %1 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %44, %1 ]
  %5 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %45, %1 ]
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %46, %1 ]
  %7 = mul nuw <2 x i16> %5, <i16 37, i16 37>
  %8 = urem <2 x i16> %7, <i16 101, i16 101>
  %9 = zext nneg <2 x i16> %8 to <2 x i32>
  %10 = add nsw <2 x i32> %9, <i32 -50, i32 -50>
  %11 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2
  store <2 x i32> %10, ptr %11, align 8, !tbaa !5
  %12 = mul nuw nsw <2 x i64> %3, %3
  %13 = trunc <2 x i64> %12 to <2 x i32>
  %14 = urem <2 x i32> %13, <i32 97, i32 97>
  %15 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2
  store <2 x i32> %14, ptr %15, align 8, !tbaa !5
  %16 = urem <2 x i16> %5, <i16 17, i16 17>
  %17 = zext nneg <2 x i16> %16 to <2 x i32>
  %18 = add nsw <2 x i32> %17, <i32 -8, i32 -8>
  %19 = sitofp <2 x i32> %18 to <2 x float>
  %20 = fmul <2 x float> %19, <float 2.500000e-01, float 2.500000e-01>
  %21 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2
  store <2 x float> %20, ptr %21, align 8, !tbaa !9
  %22 = urem <2 x i16> %5, <i16 5, i16 5>
  %23 = uitofp nneg <2 x i16> %22 to <2 x float>
  %24 = fadd <2 x float> %23, <float 5.000000e-01, float 5.000000e-01>
  %25 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2
  store <2 x float> %24, ptr %25, align 8, !tbaa !9
  %26 = urem <2 x i16> %5, <i16 13, i16 13>
  %27 = uitofp nneg <2 x i16> %26 to <2 x double>
  %28 = fmul <2 x double> %27, <double 1.250000e-01, double 1.250000e-01>
  %29 = getelementptr inbounds [1000 x double], ptr @da, i64 0, i64 %2
  store <2 x double> %28, ptr %29, align 16, !tbaa !11
  %30 = mul nuw nsw <2 x i16> %5, <i16 7, i16 7>
  %31 = urem <2 x i16> %30, <i16 200, i16 200>
  %32 = add nsw <2 x i16> %31, <i16 -100, i16 -100>
  %33 = getelementptr inbounds [1000 x i16], ptr @sa, i64 0, i64 %2
  store <2 x i16> %32, ptr %33, align 4, !tbaa !13
  %34 = lshr <2 x i32> %4, <i32 3, i32 3>
  %35 = mul <2 x i32> %6, <i32 13, i32 13>
  %36 = add nuw nsw <2 x i32> %35, %34
  %37 = trunc <2 x i32> %36 to <2 x i8>
  %38 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2
  store <2 x i8> %37, ptr %38, align 2, !tbaa !15
  %39 = mul nuw nsw <2 x i64> %3, <i64 1000003, i64 1000003>
  %40 = add nsw <2 x i64> %39, <i64 -400000000, i64 -400000000>
  %41 = getelementptr inbounds [1000 x i64], ptr @la, i64 0, i64 %2
  store <2 x i64> %40, ptr %41, align 16, !tbaa !16
  %42 = add nuw i64 %2, 2
  %43 = add <2 x i64> %3, <i64 2, i64 2>
  %44 = add <2 x i32> %4, <i32 2, i32 2>
  %45 = add <2 x i16> %5, <i16 2, i16 2>
  %46 = add <2 x i32> %6, <i32 2, i32 2>
  %47 = icmp eq i64 %42, 1000
  br i1 %47, label %48, label %1, !llvm.loop !18

48:                                               ; preds = %1
  %49 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ia)
  %50 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ib)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49, i32 noundef %50)
  %52 = tail call fastcc i64 @sum_ll()
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %52)
  %54 = tail call fastcc float @sum_float(ptr noundef nonnull @fa)
  %55 = fpext float %54 to double
  %56 = tail call fastcc float @sum_float(ptr noundef nonnull @fb)
  %57 = fpext float %56 to double
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %55, double noundef %57)
  %59 = tail call fastcc double @dot()
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %59)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4000) @fc, ptr noundef nonnull align 16 dereferenceable(4000) @fb, i64 4000, i1 false), !tbaa !9
  tail call fastcc void @saxpy()
  %61 = load float, ptr @fc, align 16, !tbaa !9
  %62 = fpext float %61 to double
  %63 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3996), align 4, !tbaa !9
  %64 = fpext float %63 to double
  %65 = tail call fastcc float @sum_float(ptr noundef nonnull @fc)
  %66 = fpext float %65 to double
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %62, double noundef %64, double noundef %66)
  tail call fastcc void @add3()
  %68 = load i32, ptr @ic, align 16, !tbaa !5
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 2000), align 16, !tbaa !5
  %70 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ic)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %68, i32 noundef %69, i32 noundef %70)
  %72 = tail call fastcc i32 @max_int()
  %73 = tail call fastcc i32 @min_int()
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %72, i32 noundef %73)
  %75 = tail call fastcc i32 @count_bytes(i8 noundef 7)
  %76 = tail call fastcc i32 @count_bytes(i8 noundef -56)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %75, i32 noundef %76)
  %78 = tail call fastcc i32 @sum_short()
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %78)
  tail call fastcc void @reverse_copy()
  %80 = load i32, ptr @ic, align 16, !tbaa !5
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !5
  %82 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ic)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %80, i32 noundef %81, i32 noundef %82)
  tail call fastcc void @clamp()
  %84 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ic)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %84)
  %86 = tail call fastcc i64 @strided()
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %86)
  tail call fastcc void @to_float()
  %88 = tail call fastcc float @sum_float(ptr noundef nonnull @fc)
  %89 = fpext float %88 to double
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %89)
  %91 = tail call fastcc i32 @xor_bytes()
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %91)
  tail call fastcc void @abs_diff()
  br label %93

93:                                               ; preds = %106, %48
  %94 = phi i64 [ 0, %48 ], [ %116, %106 ]
  %95 = phi <4 x i32> [ zeroinitializer, %48 ], [ %114, %106 ]
  %96 = phi <4 x i32> [ zeroinitializer, %48 ], [ %115, %106 ]
  %97 = getelementptr inbounds [1000 x i8], ptr @main.diff, i64 0, i64 %94
  %98 = getelementptr inbounds i8, ptr %97, i64 4
  %99 = load <4 x i8>, ptr %97, align 16, !tbaa !15
  %100 = load <4 x i8>, ptr %98, align 4, !tbaa !15
  %101 = zext <4 x i8> %99 to <4 x i32>
  %102 = zext <4 x i8> %100 to <4 x i32>
  %103 = add <4 x i32> %95, %101
  %104 = add <4 x i32> %96, %102
  %105 = icmp eq i64 %94, 992
  br i1 %105, label %117, label %106, !llvm.loop !22

106:                                              ; preds = %93
  %107 = or disjoint i64 %94, 8
  %108 = getelementptr inbounds [1000 x i8], ptr @main.diff, i64 0, i64 %107
  %109 = getelementptr inbounds i8, ptr %108, i64 4
  %110 = load <4 x i8>, ptr %108, align 8, !tbaa !15
  %111 = load <4 x i8>, ptr %109, align 4, !tbaa !15
  %112 = zext <4 x i8> %110 to <4 x i32>
  %113 = zext <4 x i8> %111 to <4 x i32>
  %114 = add <4 x i32> %103, %112
  %115 = add <4 x i32> %104, %113
  %116 = add nuw nsw i64 %94, 16
  br label %93

117:                                              ; preds = %93
  %118 = add <4 x i32> %104, %103
  %119 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %118)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %119)
  br label %121

121:                                              ; preds = %137, %117
  %122 = phi i64 [ 0, %117 ], [ %138, %137 ]
  %123 = insertelement <4 x i64> poison, i64 %122, i64 0
  %124 = shufflevector <4 x i64> %123, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %125

125:                                              ; preds = %125, %121
  %126 = phi i64 [ 0, %121 ], [ %134, %125 ]
  %127 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %121 ], [ %135, %125 ]
  %128 = xor <4 x i64> %127, %124
  %129 = trunc <4 x i64> %128 to <4 x i32>
  %130 = mul nuw nsw <4 x i64> %127, %124
  %131 = trunc <4 x i64> %130 to <4 x i32>
  %132 = add nuw nsw <4 x i32> %129, %131
  %133 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %122, i64 %126
  store <4 x i32> %132, ptr %133, align 16, !tbaa !5
  %134 = add nuw i64 %126, 4
  %135 = add <4 x i64> %127, <i64 4, i64 4, i64 4, i64 4>
  %136 = icmp eq i64 %134, 32
  br i1 %136, label %137, label %125, !llvm.loop !23

137:                                              ; preds = %125
  %138 = add nuw nsw i64 %122, 1
  %139 = icmp eq i64 %138, 32
  br i1 %139, label %140, label %121, !llvm.loop !24

140:                                              ; preds = %137, %145
  %141 = phi i64 [ %146, %145 ], [ 0, %137 ]
  %142 = phi i64 [ %167, %145 ], [ 0, %137 ]
  br label %148

143:                                              ; preds = %145
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %167)
  ret i32 31

145:                                              ; preds = %148
  %146 = add nuw nsw i64 %141, 1
  %147 = icmp eq i64 %146, 32
  br i1 %147, label %143, label %140, !llvm.loop !25

148:                                              ; preds = %148, %140
  %149 = phi i64 [ 0, %140 ], [ %168, %148 ]
  %150 = phi i64 [ %142, %140 ], [ %167, %148 ]
  %151 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %141, i64 %149
  %152 = load i32, ptr %151, align 8, !tbaa !5
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %149, i64 %141
  %155 = load i32, ptr %154, align 4, !tbaa !5
  %156 = sext i32 %155 to i64
  %157 = mul nsw i64 %156, %153
  %158 = add nsw i64 %157, %150
  %159 = or disjoint i64 %149, 1
  %160 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %141, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !5
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i64 0, i64 %159, i64 %141
  %164 = load i32, ptr %163, align 4, !tbaa !5
  %165 = sext i32 %164 to i64
  %166 = mul nsw i64 %165, %162
  %167 = add nsw i64 %166, %158
  %168 = add nuw nsw i64 %149, 2
  %169 = icmp eq i64 %168, 32
  br i1 %169, label %145, label %148, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum_int(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %40, %2 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %38, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %39, %2 ]
  %6 = getelementptr inbounds i32, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !5
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !5
  %10 = add <4 x i32> %8, %4
  %11 = add <4 x i32> %9, %5
  %12 = getelementptr inbounds i32, ptr %0, i64 %3
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 48
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !5
  %17 = add <4 x i32> %15, %10
  %18 = add <4 x i32> %16, %11
  %19 = getelementptr inbounds i32, ptr %0, i64 %3
  %20 = getelementptr inbounds i8, ptr %19, i64 64
  %21 = getelementptr inbounds i8, ptr %19, i64 80
  %22 = load <4 x i32>, ptr %20, align 4, !tbaa !5
  %23 = load <4 x i32>, ptr %21, align 4, !tbaa !5
  %24 = add <4 x i32> %22, %17
  %25 = add <4 x i32> %23, %18
  %26 = getelementptr inbounds i32, ptr %0, i64 %3
  %27 = getelementptr inbounds i8, ptr %26, i64 96
  %28 = getelementptr inbounds i8, ptr %26, i64 112
  %29 = load <4 x i32>, ptr %27, align 4, !tbaa !5
  %30 = load <4 x i32>, ptr %28, align 4, !tbaa !5
  %31 = add <4 x i32> %29, %24
  %32 = add <4 x i32> %30, %25
  %33 = getelementptr inbounds i32, ptr %0, i64 %3
  %34 = getelementptr inbounds i8, ptr %33, i64 128
  %35 = getelementptr inbounds i8, ptr %33, i64 144
  %36 = load <4 x i32>, ptr %34, align 4, !tbaa !5
  %37 = load <4 x i32>, ptr %35, align 4, !tbaa !5
  %38 = add <4 x i32> %36, %31
  %39 = add <4 x i32> %37, %32
  %40 = add nuw nsw i64 %3, 40
  %41 = icmp eq i64 %40, 1000
  br i1 %41, label %42, label %2, !llvm.loop !27

42:                                               ; preds = %2
  %43 = add <4 x i32> %39, %38
  %44 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %43)
  ret i32 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum_ll() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %16, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %17, %1 ]
  %5 = getelementptr inbounds i64, ptr @la, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <2 x i64>, ptr %5, align 16, !tbaa !16
  %8 = load <2 x i64>, ptr %6, align 16, !tbaa !16
  %9 = add <2 x i64> %7, %3
  %10 = add <2 x i64> %8, %4
  %11 = or disjoint i64 %2, 4
  %12 = getelementptr inbounds i64, ptr @la, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <2 x i64>, ptr %12, align 16, !tbaa !16
  %15 = load <2 x i64>, ptr %13, align 16, !tbaa !16
  %16 = add <2 x i64> %14, %9
  %17 = add <2 x i64> %15, %10
  %18 = add nuw nsw i64 %2, 8
  %19 = icmp eq i64 %18, 1000
  br i1 %19, label %20, label %1, !llvm.loop !28

20:                                               ; preds = %1
  %21 = add <2 x i64> %17, %16
  %22 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %21)
  ret i64 %22
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @sum_float(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %36

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %37, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %36, %3 ]
  %6 = getelementptr inbounds float, ptr %0, i64 %4
  %7 = load float, ptr %6, align 4, !tbaa !9
  %8 = fadd float %5, %7
  %9 = or disjoint i64 %4, 1
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fadd float %8, %11
  %13 = or disjoint i64 %4, 2
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = fadd float %12, %15
  %17 = or disjoint i64 %4, 3
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !9
  %20 = fadd float %16, %19
  %21 = or disjoint i64 %4, 4
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = fadd float %20, %23
  %25 = or disjoint i64 %4, 5
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !9
  %28 = fadd float %24, %27
  %29 = or disjoint i64 %4, 6
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !9
  %32 = fadd float %28, %31
  %33 = or disjoint i64 %4, 7
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !9
  %36 = fadd float %32, %35
  %37 = add nuw nsw i64 %4, 8
  %38 = icmp eq i64 %37, 1000
  br i1 %38, label %2, label %3, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i64 %3
  %6 = load double, ptr %5, align 16, !tbaa !11
  %7 = getelementptr inbounds float, ptr @fb, i64 %3
  %8 = load float, ptr %7, align 8, !tbaa !9
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or disjoint i64 %3, 1
  %12 = getelementptr inbounds double, ptr @da, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = getelementptr inbounds float, ptr @fb, i64 %11
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = add nuw nsw i64 %3, 2
  %19 = icmp eq i64 %18, 1000
  br i1 %19, label %1, label %2, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 16, !tbaa !9
  %6 = load <4 x float>, ptr %4, align 16, !tbaa !9
  %7 = getelementptr inbounds float, ptr @fc, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 16, !tbaa !9
  %10 = load <4 x float>, ptr %8, align 16, !tbaa !9
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9)
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10)
  store <4 x float> %11, ptr %7, align 16, !tbaa !9
  store <4 x float> %12, ptr %8, align 16, !tbaa !9
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !31

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
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !5
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !5
  %7 = getelementptr inbounds i32, ptr @ib, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x i32>, ptr %7, align 16, !tbaa !5
  %10 = load <4 x i32>, ptr %8, align 16, !tbaa !5
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
  store <4 x i32> %17, ptr %19, align 16, !tbaa !5
  store <4 x i32> %18, ptr %20, align 16, !tbaa !5
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 1000
  br i1 %22, label %23, label %1, !llvm.loop !32

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
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !5
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %12 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %10, <4 x i32> %5)
  %13 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %11, <4 x i32> %6)
  %14 = add nuw i64 %4, 8
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %3, !llvm.loop !33

16:                                               ; preds = %3
  %17 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %12, <4 x i32> %13)
  %18 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %17)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3972), align 4, !tbaa !5
  %20 = tail call i32 @llvm.smax.i32(i32 %19, i32 %18)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3976), align 8, !tbaa !5
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 %20)
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3980), align 4, !tbaa !5
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 %22)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3984), align 16, !tbaa !5
  %26 = tail call i32 @llvm.smax.i32(i32 %25, i32 %24)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3988), align 4, !tbaa !5
  %28 = tail call i32 @llvm.smax.i32(i32 %27, i32 %26)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3992), align 8, !tbaa !5
  %30 = tail call i32 @llvm.smax.i32(i32 %29, i32 %28)
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !5
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
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !5
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %12 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %10, <4 x i32> %5)
  %13 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %11, <4 x i32> %6)
  %14 = add nuw i64 %4, 8
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %3, !llvm.loop !34

16:                                               ; preds = %3
  %17 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %12, <4 x i32> %13)
  %18 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %17)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3972), align 4, !tbaa !5
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 %18)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3976), align 8, !tbaa !5
  %22 = tail call i32 @llvm.smin.i32(i32 %21, i32 %20)
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3980), align 4, !tbaa !5
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 %22)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3984), align 16, !tbaa !5
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 %24)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3988), align 4, !tbaa !5
  %28 = tail call i32 @llvm.smin.i32(i32 %27, i32 %26)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3992), align 8, !tbaa !5
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 %28)
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 3996), align 4, !tbaa !5
  %32 = tail call i32 @llvm.smin.i32(i32 %31, i32 %30)
  ret i32 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_bytes(i8 noundef %0) unnamed_addr #3 {
  %2 = insertelement <4 x i8> poison, i8 %0, i64 0
  %3 = shufflevector <4 x i8> %2, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %4

4:                                                ; preds = %19, %1
  %5 = phi i64 [ 0, %1 ], [ %31, %19 ]
  %6 = phi <4 x i32> [ zeroinitializer, %1 ], [ %29, %19 ]
  %7 = phi <4 x i32> [ zeroinitializer, %1 ], [ %30, %19 ]
  %8 = getelementptr inbounds i8, ptr @bytes, i64 %5
  %9 = getelementptr inbounds i8, ptr %8, i64 4
  %10 = load <4 x i8>, ptr %8, align 16, !tbaa !15
  %11 = load <4 x i8>, ptr %9, align 4, !tbaa !15
  %12 = icmp eq <4 x i8> %10, %3
  %13 = icmp eq <4 x i8> %11, %3
  %14 = zext <4 x i1> %12 to <4 x i32>
  %15 = zext <4 x i1> %13 to <4 x i32>
  %16 = add <4 x i32> %6, %14
  %17 = add <4 x i32> %7, %15
  %18 = icmp eq i64 %5, 992
  br i1 %18, label %32, label %19, !llvm.loop !35

19:                                               ; preds = %4
  %20 = or disjoint i64 %5, 8
  %21 = getelementptr inbounds i8, ptr @bytes, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 4
  %23 = load <4 x i8>, ptr %21, align 8, !tbaa !15
  %24 = load <4 x i8>, ptr %22, align 4, !tbaa !15
  %25 = icmp eq <4 x i8> %23, %3
  %26 = icmp eq <4 x i8> %24, %3
  %27 = zext <4 x i1> %25 to <4 x i32>
  %28 = zext <4 x i1> %26 to <4 x i32>
  %29 = add <4 x i32> %16, %27
  %30 = add <4 x i32> %17, %28
  %31 = add nuw nsw i64 %5, 16
  br label %4

32:                                               ; preds = %4
  %33 = add <4 x i32> %17, %16
  %34 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %33)
  ret i32 %34
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_short() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %16, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %16 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %26, %16 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %27, %16 ]
  %5 = getelementptr inbounds i16, ptr @sa, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = load <4 x i16>, ptr %5, align 16, !tbaa !13
  %8 = load <4 x i16>, ptr %6, align 8, !tbaa !13
  %9 = sext <4 x i16> %7 to <4 x i32>
  %10 = sext <4 x i16> %8 to <4 x i32>
  %11 = mul nsw <4 x i32> %9, %9
  %12 = mul nsw <4 x i32> %10, %10
  %13 = add <4 x i32> %11, %3
  %14 = add <4 x i32> %12, %4
  %15 = icmp eq i64 %2, 992
  br i1 %15, label %29, label %16, !llvm.loop !36

16:                                               ; preds = %1
  %17 = or disjoint i64 %2, 8
  %18 = getelementptr inbounds i16, ptr @sa, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load <4 x i16>, ptr %18, align 16, !tbaa !13
  %21 = load <4 x i16>, ptr %19, align 8, !tbaa !13
  %22 = sext <4 x i16> %20 to <4 x i32>
  %23 = sext <4 x i16> %21 to <4 x i32>
  %24 = mul nsw <4 x i32> %22, %22
  %25 = mul nsw <4 x i32> %23, %23
  %26 = add <4 x i32> %24, %13
  %27 = add <4 x i32> %25, %14
  %28 = add nuw nsw i64 %2, 16
  br label %1

29:                                               ; preds = %1
  %30 = add <4 x i32> %14, %13
  %31 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %30)
  ret i32 %31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_copy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ]
  %3 = sub nuw nsw i64 999, %2
  %4 = getelementptr inbounds i32, ptr @ia, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = getelementptr inbounds i8, ptr %4, i64 -28
  %7 = load <4 x i32>, ptr %5, align 16, !tbaa !5
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %9 = load <4 x i32>, ptr %6, align 16, !tbaa !5
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %11 = getelementptr inbounds i32, ptr @ic, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %8, ptr %11, align 16, !tbaa !5
  store <4 x i32> %10, ptr %12, align 16, !tbaa !5
  %13 = icmp eq i64 %2, 992
  br i1 %13, label %27, label %14, !llvm.loop !37

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8
  %16 = sub nuw nsw i64 999, %15
  %17 = getelementptr inbounds i32, ptr @ia, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 -12
  %19 = getelementptr inbounds i8, ptr %17, i64 -28
  %20 = load <4 x i32>, ptr %18, align 16, !tbaa !5
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %22 = load <4 x i32>, ptr %19, align 16, !tbaa !5
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = getelementptr inbounds i32, ptr @ic, i64 %15
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> %21, ptr %24, align 16, !tbaa !5
  store <4 x i32> %23, ptr %25, align 16, !tbaa !5
  %26 = add nuw nsw i64 %2, 16
  br label %1

27:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds i32, ptr @ic, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !5
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !5
  %7 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %5, <4 x i32> <i32 20, i32 20, i32 20, i32 20>)
  %8 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %6, <4 x i32> <i32 20, i32 20, i32 20, i32 20>)
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>)
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>)
  store <4 x i32> %9, ptr %3, align 16, !tbaa !5
  store <4 x i32> %10, ptr %4, align 16, !tbaa !5
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !38

13:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @strided() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i64 %23

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %5 = getelementptr inbounds i32, ptr @ib, i64 %3
  %6 = load i32, ptr %5, align 16, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = or disjoint i64 %3, 1
  %9 = getelementptr inbounds i32, ptr @ib, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, %7
  %13 = add nsw i64 %12, %4
  %14 = or disjoint i64 %3, 2
  %15 = getelementptr inbounds i32, ptr @ib, i64 %14
  %16 = load i32, ptr %15, align 8, !tbaa !5
  %17 = sext i32 %16 to i64
  %18 = or disjoint i64 %3, 3
  %19 = getelementptr inbounds i32, ptr @ib, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, %17
  %23 = add nsw i64 %22, %13
  %24 = add nuw nsw i64 %3, 4
  %25 = icmp ult i64 %14, 998
  br i1 %25, label %2, label %1, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_float() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !5
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !5
  %7 = sitofp <4 x i32> %5 to <4 x float>
  %8 = sitofp <4 x i32> %6 to <4 x float>
  %9 = fmul <4 x float> %7, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %10 = fmul <4 x float> %8, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %11 = getelementptr inbounds float, ptr @fc, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x float> %9, ptr %11, align 16, !tbaa !9
  store <4 x float> %10, ptr %12, align 16, !tbaa !9
  %13 = icmp eq i64 %2, 992
  br i1 %13, label %27, label %14, !llvm.loop !40

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8
  %16 = getelementptr inbounds i32, ptr @ia, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 16, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 16, !tbaa !5
  %20 = sitofp <4 x i32> %18 to <4 x float>
  %21 = sitofp <4 x i32> %19 to <4 x float>
  %22 = fmul <4 x float> %20, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %23 = fmul <4 x float> %21, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %24 = getelementptr inbounds float, ptr @fc, i64 %15
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x float> %22, ptr %24, align 16, !tbaa !9
  store <4 x float> %23, ptr %25, align 16, !tbaa !9
  %26 = add nuw nsw i64 %2, 16
  br label %1

27:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @xor_bytes() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %43

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %44, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %43, %2 ]
  %5 = getelementptr inbounds i8, ptr @bytes, i64 %3
  %6 = load i8, ptr %5, align 1, !tbaa !15
  %7 = zext i8 %6 to i32
  %8 = trunc nuw nsw i64 %3 to i32
  %9 = and i32 %8, 7
  %10 = shl nuw nsw i32 %7, %9
  %11 = xor i32 %10, %4
  %12 = add nuw nsw i64 %3, 1
  %13 = getelementptr inbounds i8, ptr @bytes, i64 %12
  %14 = load i8, ptr %13, align 1, !tbaa !15
  %15 = zext i8 %14 to i32
  %16 = trunc nuw nsw i64 %12 to i32
  %17 = and i32 %16, 7
  %18 = shl nuw nsw i32 %15, %17
  %19 = xor i32 %18, %11
  %20 = add nuw nsw i64 %3, 2
  %21 = getelementptr inbounds i8, ptr @bytes, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !15
  %23 = zext i8 %22 to i32
  %24 = trunc nuw nsw i64 %20 to i32
  %25 = and i32 %24, 7
  %26 = shl nuw nsw i32 %23, %25
  %27 = xor i32 %26, %19
  %28 = add nuw nsw i64 %3, 3
  %29 = getelementptr inbounds i8, ptr @bytes, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !15
  %31 = zext i8 %30 to i32
  %32 = trunc nuw nsw i64 %28 to i32
  %33 = and i32 %32, 7
  %34 = shl nuw nsw i32 %31, %33
  %35 = xor i32 %34, %27
  %36 = add nuw nsw i64 %3, 4
  %37 = getelementptr inbounds i8, ptr @bytes, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !15
  %39 = zext i8 %38 to i32
  %40 = trunc nuw nsw i64 %36 to i32
  %41 = and i32 %40, 7
  %42 = shl nuw nsw i32 %39, %41
  %43 = xor i32 %42, %35
  %44 = add nuw nsw i64 %3, 5
  %45 = icmp eq i64 %44, 1000
  br i1 %45, label %1, label %2, !llvm.loop !41
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds i8, ptr @bytes, i64 %2
  %4 = load <16 x i8>, ptr %3, align 16, !tbaa !15
  %5 = zext <16 x i8> %4 to <16 x i32>
  %6 = sub nuw nsw i64 999, %2
  %7 = getelementptr i8, ptr getelementptr (i8, ptr @bytes, i64 -15), i64 %6
  %8 = load <16 x i8>, ptr %7, align 8, !tbaa !15
  %9 = shufflevector <16 x i8> %8, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %10 = zext <16 x i8> %9 to <16 x i32>
  %11 = sub nsw <16 x i32> %5, %10
  %12 = tail call <16 x i32> @llvm.abs.v16i32(<16 x i32> %11, i1 true)
  %13 = trunc <16 x i32> %12 to <16 x i8>
  %14 = getelementptr inbounds i8, ptr @main.diff, i64 %2
  store <16 x i8> %13, ptr %14, align 16, !tbaa !15
  %15 = add nuw i64 %2, 16
  %16 = icmp eq i64 %15, 992
  br i1 %16, label %17, label %1, !llvm.loop !42

17:                                               ; preds = %1
  %18 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !tbaa !15
  %19 = zext <8 x i8> %18 to <8 x i32>
  %20 = load <8 x i8>, ptr @bytes, align 16, !tbaa !15
  %21 = shufflevector <8 x i8> %20, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = zext <8 x i8> %21 to <8 x i32>
  %23 = sub nsw <8 x i32> %19, %22
  %24 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %23, i1 true)
  %25 = trunc <8 x i32> %24 to <8 x i8>
  store <8 x i8> %25, ptr getelementptr inbounds (i8, ptr @main.diff, i64 992), align 16, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !7, i64 0}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !19, !20, !21}
!23 = distinct !{!23, !19, !20, !21}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19}
!27 = distinct !{!27, !19, !20, !21}
!28 = distinct !{!28, !19, !20, !21}
!29 = distinct !{!29, !19}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !19, !20, !21}
!32 = distinct !{!32, !19, !20, !21}
!33 = distinct !{!33, !19, !20, !21}
!34 = distinct !{!34, !19, !20, !21}
!35 = distinct !{!35, !19, !20, !21}
!36 = distinct !{!36, !19, !20, !21}
!37 = distinct !{!37, !19, !20, !21}
!38 = distinct !{!38, !19, !20, !21}
!39 = distinct !{!39, !19}
!40 = distinct !{!40, !19, !20, !21}
!41 = distinct !{!41, !19}
!42 = distinct !{!42, !19, !20, !21}
