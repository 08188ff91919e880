; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
  br label %46

1:                                                ; preds = %46
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
  tail call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 16 dereferenceable(4000) @fc, ptr noundef nonnull align 16 dereferenceable(4000) @fb, i32 4000, i1 false), !tbaa !2
  tail call fastcc void @saxpy()
  %14 = load float, ptr @fc, align 16, !tbaa !2
  %15 = fpext float %14 to double
  %16 = load float, ptr getelementptr inbounds (i8, ptr @fc, i32 3996), align 4, !tbaa !2
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(ptr noundef nonnull @fc)
  %19 = fpext float %18 to double
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, ptr @ic, align 16, !tbaa !6
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i32 2000), align 16, !tbaa !6
  %23 = tail call fastcc i32 @sum_int(ptr noundef nonnull @ic)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = tail call fastcc i32 @max_int()
  %26 = tail call fastcc i32 @min_int()
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %25, i32 noundef %26)
  %28 = tail call fastcc i32 @count_bytes(i8 noundef zeroext 7)
  %29 = tail call fastcc i32 @count_bytes(i8 noundef zeroext -56)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %28, i32 noundef %29)
  %31 = tail call fastcc i32 @sum_short()
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %31)
  tail call fastcc void @reverse_copy()
  %33 = load i32, ptr @ic, align 16, !tbaa !6
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i32 3996), align 4, !tbaa !6
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
  br label %90

46:                                               ; preds = %0, %46
  %47 = phi i64 [ 0, %0 ], [ %86, %46 ]
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = trunc i64 %47 to i16
  %50 = mul nuw i16 %49, 37
  %51 = urem i16 %50, 101
  %52 = zext nneg i16 %51 to i32
  %53 = add nsw i32 %52, -50
  %54 = getelementptr inbounds [1000 x i32], ptr @ia, i32 0, i32 %48
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = mul nuw nsw i64 %47, %47
  %56 = trunc nuw i64 %55 to i32
  %57 = urem i32 %56, 97
  %58 = getelementptr inbounds [1000 x i32], ptr @ib, i32 0, i32 %48
  store i32 %57, ptr %58, align 4, !tbaa !6
  %59 = urem i16 %49, 17
  %60 = zext nneg i16 %59 to i32
  %61 = add nsw i32 %60, -8
  %62 = sitofp i32 %61 to float
  %63 = fmul float %62, 2.500000e-01
  %64 = getelementptr inbounds [1000 x float], ptr @fa, i32 0, i32 %48
  store float %63, ptr %64, align 4, !tbaa !2
  %65 = urem i16 %49, 5
  %66 = uitofp nneg i16 %65 to float
  %67 = fadd float %66, 5.000000e-01
  %68 = getelementptr inbounds [1000 x float], ptr @fb, i32 0, i32 %48
  store float %67, ptr %68, align 4, !tbaa !2
  %69 = urem i16 %49, 13
  %70 = uitofp nneg i16 %69 to double
  %71 = fmul double %70, 1.250000e-01
  %72 = getelementptr inbounds [1000 x double], ptr @da, i32 0, i32 %48
  store double %71, ptr %72, align 8, !tbaa !8
  %73 = mul nuw nsw i16 %49, 7
  %74 = urem i16 %73, 200
  %75 = add nsw i16 %74, -100
  %76 = getelementptr inbounds [1000 x i16], ptr @sa, i32 0, i32 %48
  store i16 %75, ptr %76, align 2, !tbaa !10
  %77 = lshr i32 %48, 3
  %78 = trunc i64 %47 to i32
  %79 = mul i32 %78, 13
  %80 = add nuw nsw i32 %79, %77
  %81 = trunc i32 %80 to i8
  %82 = getelementptr inbounds [1000 x i8], ptr @bytes, i32 0, i32 %48
  store i8 %81, ptr %82, align 1, !tbaa !12
  %83 = mul nuw nsw i64 %47, 1000003
  %84 = add nsw i64 %83, -400000000
  %85 = getelementptr inbounds [1000 x i64], ptr @la, i32 0, i32 %48
  store i64 %84, ptr %85, align 8, !tbaa !13
  %86 = add nuw nsw i64 %47, 1
  %87 = icmp eq i64 %86, 1000
  br i1 %87, label %1, label %46, !llvm.loop !15

88:                                               ; preds = %90
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %116)
  br label %119

90:                                               ; preds = %90, %1
  %91 = phi i32 [ 0, %1 ], [ %117, %90 ]
  %92 = phi i32 [ 0, %1 ], [ %116, %90 ]
  %93 = getelementptr inbounds [1000 x i8], ptr @main.diff, i32 0, i32 %91
  %94 = load i8, ptr %93, align 1, !tbaa !12
  %95 = zext i8 %94 to i32
  %96 = add i32 %92, %95
  %97 = add nuw nsw i32 %91, 1
  %98 = getelementptr inbounds [1000 x i8], ptr @main.diff, i32 0, i32 %97
  %99 = load i8, ptr %98, align 1, !tbaa !12
  %100 = zext i8 %99 to i32
  %101 = add i32 %96, %100
  %102 = add nuw nsw i32 %91, 2
  %103 = getelementptr inbounds [1000 x i8], ptr @main.diff, i32 0, i32 %102
  %104 = load i8, ptr %103, align 1, !tbaa !12
  %105 = zext i8 %104 to i32
  %106 = add i32 %101, %105
  %107 = add nuw nsw i32 %91, 3
  %108 = getelementptr inbounds [1000 x i8], ptr @main.diff, i32 0, i32 %107
  %109 = load i8, ptr %108, align 1, !tbaa !12
  %110 = zext i8 %109 to i32
  %111 = add i32 %106, %110
  %112 = add nuw nsw i32 %91, 4
  %113 = getelementptr inbounds [1000 x i8], ptr @main.diff, i32 0, i32 %112
  %114 = load i8, ptr %113, align 1, !tbaa !12
  %115 = zext i8 %114 to i32
  %116 = add i32 %111, %115
  %117 = add nuw nsw i32 %91, 5
  %118 = icmp eq i32 %117, 1000
  br i1 %118, label %88, label %90, !llvm.loop !17

119:                                              ; preds = %88, %121
  %120 = phi i32 [ 0, %88 ], [ %122, %121 ]
  br label %124

121:                                              ; preds = %124
  %122 = add nuw nsw i32 %120, 1
  %123 = icmp eq i32 %122, 32
  br i1 %123, label %147, label %119, !llvm.loop !18

124:                                              ; preds = %124, %119
  %125 = phi i32 [ 0, %119 ], [ %145, %124 ]
  %126 = xor i32 %125, %120
  %127 = mul nuw nsw i32 %125, %120
  %128 = add nuw nsw i32 %126, %127
  %129 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %120, i32 %125
  store i32 %128, ptr %129, align 16, !tbaa !6
  %130 = or disjoint i32 %125, 1
  %131 = xor i32 %130, %120
  %132 = mul nuw nsw i32 %130, %120
  %133 = add nuw nsw i32 %131, %132
  %134 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %120, i32 %130
  store i32 %133, ptr %134, align 4, !tbaa !6
  %135 = or disjoint i32 %125, 2
  %136 = xor i32 %135, %120
  %137 = mul nuw nsw i32 %135, %120
  %138 = add nuw nsw i32 %136, %137
  %139 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %120, i32 %135
  store i32 %138, ptr %139, align 8, !tbaa !6
  %140 = or disjoint i32 %125, 3
  %141 = xor i32 %140, %120
  %142 = mul nuw nsw i32 %140, %120
  %143 = add nuw nsw i32 %141, %142
  %144 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %120, i32 %140
  store i32 %143, ptr %144, align 4, !tbaa !6
  %145 = add nuw nsw i32 %125, 4
  %146 = icmp eq i32 %145, 32
  br i1 %146, label %121, label %124, !llvm.loop !19

147:                                              ; preds = %121, %152
  %148 = phi i32 [ %153, %152 ], [ 0, %121 ]
  %149 = phi i64 [ %192, %152 ], [ 0, %121 ]
  br label %155

150:                                              ; preds = %152
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %192)
  ret i32 31

152:                                              ; preds = %155
  %153 = add nuw nsw i32 %148, 1
  %154 = icmp eq i32 %153, 32
  br i1 %154, label %150, label %147, !llvm.loop !20

155:                                              ; preds = %155, %147
  %156 = phi i32 [ 0, %147 ], [ %193, %155 ]
  %157 = phi i64 [ %149, %147 ], [ %192, %155 ]
  %158 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %148, i32 %156
  %159 = load i32, ptr %158, align 16, !tbaa !6
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %156, i32 %148
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = sext i32 %162 to i64
  %164 = mul nsw i64 %163, %160
  %165 = add nsw i64 %164, %157
  %166 = or disjoint i32 %156, 1
  %167 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %148, i32 %166
  %168 = load i32, ptr %167, align 4, !tbaa !6
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %166, i32 %148
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = sext i32 %171 to i64
  %173 = mul nsw i64 %172, %169
  %174 = add nsw i64 %173, %165
  %175 = or disjoint i32 %156, 2
  %176 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %148, i32 %175
  %177 = load i32, ptr %176, align 8, !tbaa !6
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %175, i32 %148
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = sext i32 %180 to i64
  %182 = mul nsw i64 %181, %178
  %183 = add nsw i64 %182, %174
  %184 = or disjoint i32 %156, 3
  %185 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %148, i32 %184
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [32 x [32 x i32]], ptr @main.mat, i32 0, i32 %184, i32 %148
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = sext i32 %189 to i64
  %191 = mul nsw i64 %190, %187
  %192 = add nsw i64 %191, %183
  %193 = add nuw nsw i32 %156, 4
  %194 = icmp eq i32 %193, 32
  br i1 %194, label %152, label %155, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define internal fastcc i32 @sum_int(ptr nocapture noundef readonly %0) unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  %4 = getelementptr inbounds i8, ptr %0, i32 12
  %5 = getelementptr inbounds i8, ptr %0, i32 16
  br label %7

6:                                                ; preds = %7
  ret i32 %24

7:                                                ; preds = %7, %1
  %8 = phi i32 [ 0, %1 ], [ %25, %7 ]
  %9 = phi i32 [ 0, %1 ], [ %24, %7 ]
  %10 = getelementptr inbounds i32, ptr %0, i32 %8
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = add nsw i32 %11, %9
  %13 = getelementptr inbounds i32, ptr %2, i32 %8
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = add nsw i32 %14, %12
  %16 = getelementptr inbounds i32, ptr %3, i32 %8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = add nsw i32 %17, %15
  %19 = getelementptr inbounds i32, ptr %4, i32 %8
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = add nsw i32 %20, %18
  %22 = getelementptr inbounds i32, ptr %5, i32 %8
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = add nsw i32 %23, %21
  %25 = add nuw nsw i32 %8, 5
  %26 = icmp eq i32 %25, 1000
  br i1 %26, label %6, label %7, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i64 @sum_ll() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %19

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %20, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %19, %2 ]
  %5 = getelementptr inbounds i64, ptr @la, i32 %3
  %6 = load i64, ptr %5, align 8, !tbaa !13
  %7 = add nsw i64 %6, %4
  %8 = getelementptr inbounds i64, ptr getelementptr inbounds (i8, ptr @la, i32 8), i32 %3
  %9 = load i64, ptr %8, align 8, !tbaa !13
  %10 = add nsw i64 %9, %7
  %11 = getelementptr inbounds i64, ptr getelementptr inbounds (i8, ptr @la, i32 16), i32 %3
  %12 = load i64, ptr %11, align 8, !tbaa !13
  %13 = add nsw i64 %12, %10
  %14 = getelementptr inbounds i64, ptr getelementptr inbounds (i8, ptr @la, i32 24), i32 %3
  %15 = load i64, ptr %14, align 8, !tbaa !13
  %16 = add nsw i64 %15, %13
  %17 = getelementptr inbounds i64, ptr getelementptr inbounds (i8, ptr @la, i32 32), i32 %3
  %18 = load i64, ptr %17, align 8, !tbaa !13
  %19 = add nsw i64 %18, %16
  %20 = add nuw nsw i32 %3, 5
  %21 = icmp eq i32 %20, 1000
  br i1 %21, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define internal fastcc float @sum_float(ptr nocapture noundef readonly %0) unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  %4 = getelementptr inbounds i8, ptr %0, i32 12
  %5 = getelementptr inbounds i8, ptr %0, i32 16
  br label %7

6:                                                ; preds = %7
  ret float %24

7:                                                ; preds = %7, %1
  %8 = phi i32 [ 0, %1 ], [ %25, %7 ]
  %9 = phi float [ 0.000000e+00, %1 ], [ %24, %7 ]
  %10 = getelementptr inbounds float, ptr %0, i32 %8
  %11 = load float, ptr %10, align 4, !tbaa !2
  %12 = fadd float %9, %11
  %13 = getelementptr inbounds float, ptr %2, i32 %8
  %14 = load float, ptr %13, align 4, !tbaa !2
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds float, ptr %3, i32 %8
  %17 = load float, ptr %16, align 4, !tbaa !2
  %18 = fadd float %15, %17
  %19 = getelementptr inbounds float, ptr %4, i32 %8
  %20 = load float, ptr %19, align 4, !tbaa !2
  %21 = fadd float %18, %20
  %22 = getelementptr inbounds float, ptr %5, i32 %8
  %23 = load float, ptr %22, align 4, !tbaa !2
  %24 = fadd float %21, %23
  %25 = add nuw nsw i32 %8, 5
  %26 = icmp eq i32 %25, 1000
  br i1 %26, label %6, label %7, !llvm.loop !24
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc double @dot() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i32 %3
  %6 = load double, ptr %5, align 16, !tbaa !8
  %7 = getelementptr inbounds float, ptr @fb, i32 %3
  %8 = load float, ptr %7, align 8, !tbaa !2
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or disjoint i32 %3, 1
  %12 = getelementptr inbounds double, ptr @da, i32 %11
  %13 = load double, ptr %12, align 8, !tbaa !8
  %14 = getelementptr inbounds float, ptr @fb, i32 %11
  %15 = load float, ptr %14, align 4, !tbaa !2
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = add nuw nsw i32 %3, 2
  %19 = icmp eq i32 %18, 1000
  br i1 %19, label %1, label %2, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @saxpy() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds float, ptr @fa, i32 %3
  %5 = load float, ptr %4, align 8, !tbaa !2
  %6 = getelementptr inbounds float, ptr @fc, i32 %3
  %7 = load float, ptr %6, align 8, !tbaa !2
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  store float %8, ptr %6, align 8, !tbaa !2
  %9 = or disjoint i32 %3, 1
  %10 = getelementptr inbounds float, ptr @fa, i32 %9
  %11 = load float, ptr %10, align 4, !tbaa !2
  %12 = getelementptr inbounds float, ptr @fc, i32 %9
  %13 = load float, ptr %12, align 4, !tbaa !2
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13)
  store float %14, ptr %12, align 4, !tbaa !2
  %15 = add nuw nsw i32 %3, 2
  %16 = icmp eq i32 %15, 1000
  br i1 %16, label %1, label %2, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @add3() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3
  %5 = load i32, ptr %4, align 8, !tbaa !6
  %6 = getelementptr inbounds i32, ptr @ib, i32 %3
  %7 = load i32, ptr %6, align 8, !tbaa !6
  %8 = mul nsw i32 %7, 3
  %9 = ashr i32 %5, 2
  %10 = sub i32 %5, %9
  %11 = add i32 %10, %8
  %12 = getelementptr inbounds i32, ptr @ic, i32 %3
  store i32 %11, ptr %12, align 8, !tbaa !6
  %13 = or disjoint i32 %3, 1
  %14 = getelementptr inbounds i32, ptr @ia, i32 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds i32, ptr @ib, i32 %13
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = mul nsw i32 %17, 3
  %19 = ashr i32 %15, 2
  %20 = sub i32 %15, %19
  %21 = add i32 %20, %18
  %22 = getelementptr inbounds i32, ptr @ic, i32 %13
  store i32 %21, ptr %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %3, 2
  %24 = icmp eq i32 %23, 1000
  br i1 %24, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @max_int() unnamed_addr #2 {
  %1 = load i32, ptr @ic, align 16, !tbaa !6
  br label %3

2:                                                ; preds = %3
  ret i32 %14

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %15, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %14, %3 ]
  %6 = getelementptr inbounds i32, ptr @ic, i32 %4
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = tail call i32 @llvm.smax.i32(i32 %7, i32 %5)
  %9 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ic, i32 4), i32 %4
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call i32 @llvm.smax.i32(i32 %10, i32 %8)
  %12 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ic, i32 8), i32 %4
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call i32 @llvm.smax.i32(i32 %13, i32 %11)
  %15 = add nuw nsw i32 %4, 3
  %16 = icmp eq i32 %15, 1000
  br i1 %16, label %2, label %3, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @min_int() unnamed_addr #2 {
  %1 = load i32, ptr @ic, align 16, !tbaa !6
  br label %3

2:                                                ; preds = %3
  ret i32 %14

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %15, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %14, %3 ]
  %6 = getelementptr inbounds i32, ptr @ic, i32 %4
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = tail call i32 @llvm.smin.i32(i32 %7, i32 %5)
  %9 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ic, i32 4), i32 %4
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call i32 @llvm.smin.i32(i32 %10, i32 %8)
  %12 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ic, i32 8), i32 %4
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call i32 @llvm.smin.i32(i32 %13, i32 %11)
  %15 = add nuw nsw i32 %4, 3
  %16 = icmp eq i32 %15, 1000
  br i1 %16, label %2, label %3, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @count_bytes(i8 noundef zeroext %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret i32 %28

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %29, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %28, %3 ]
  %6 = getelementptr inbounds i8, ptr @bytes, i32 %4
  %7 = load i8, ptr %6, align 4, !tbaa !12
  %8 = icmp eq i8 %7, %0
  %9 = zext i1 %8 to i32
  %10 = add i32 %5, %9
  %11 = or disjoint i32 %4, 1
  %12 = getelementptr inbounds i8, ptr @bytes, i32 %11
  %13 = load i8, ptr %12, align 1, !tbaa !12
  %14 = icmp eq i8 %13, %0
  %15 = zext i1 %14 to i32
  %16 = add i32 %10, %15
  %17 = or disjoint i32 %4, 2
  %18 = getelementptr inbounds i8, ptr @bytes, i32 %17
  %19 = load i8, ptr %18, align 2, !tbaa !12
  %20 = icmp eq i8 %19, %0
  %21 = zext i1 %20 to i32
  %22 = add i32 %16, %21
  %23 = or disjoint i32 %4, 3
  %24 = getelementptr inbounds i8, ptr @bytes, i32 %23
  %25 = load i8, ptr %24, align 1, !tbaa !12
  %26 = icmp eq i8 %25, %0
  %27 = zext i1 %26 to i32
  %28 = add i32 %22, %27
  %29 = add nuw nsw i32 %4, 4
  %30 = icmp eq i32 %29, 1000
  br i1 %30, label %2, label %3, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @sum_short() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %29

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %30, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %29, %2 ]
  %5 = getelementptr inbounds i16, ptr @sa, i32 %3
  %6 = load i16, ptr %5, align 2, !tbaa !10
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, %7
  %9 = add nuw nsw i32 %8, %4
  %10 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @sa, i32 2), i32 %3
  %11 = load i16, ptr %10, align 2, !tbaa !10
  %12 = sext i16 %11 to i32
  %13 = mul nsw i32 %12, %12
  %14 = add nuw nsw i32 %13, %9
  %15 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @sa, i32 4), i32 %3
  %16 = load i16, ptr %15, align 2, !tbaa !10
  %17 = sext i16 %16 to i32
  %18 = mul nsw i32 %17, %17
  %19 = add nuw nsw i32 %18, %14
  %20 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @sa, i32 6), i32 %3
  %21 = load i16, ptr %20, align 2, !tbaa !10
  %22 = sext i16 %21 to i32
  %23 = mul nsw i32 %22, %22
  %24 = add nuw nsw i32 %23, %19
  %25 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @sa, i32 8), i32 %3
  %26 = load i16, ptr %25, align 2, !tbaa !10
  %27 = sext i16 %26 to i32
  %28 = mul nsw i32 %27, %27
  %29 = add nuw nsw i32 %28, %24
  %30 = add nuw nsw i32 %3, 5
  %31 = icmp eq i32 %30, 1000
  br i1 %31, label %1, label %2, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @reverse_copy() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = sub nuw nsw i32 999, %3
  %5 = getelementptr inbounds i32, ptr @ia, i32 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = getelementptr inbounds i32, ptr @ic, i32 %3
  store i32 %6, ptr %7, align 16, !tbaa !6
  %8 = or disjoint i32 %3, 1
  %9 = sub nuw nsw i32 999, %8
  %10 = getelementptr inbounds i32, ptr @ia, i32 %9
  %11 = load i32, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i32, ptr @ic, i32 %8
  store i32 %11, ptr %12, align 4, !tbaa !6
  %13 = or disjoint i32 %3, 2
  %14 = sub nuw nsw i32 999, %13
  %15 = getelementptr inbounds i32, ptr @ia, i32 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds i32, ptr @ic, i32 %13
  store i32 %16, ptr %17, align 8, !tbaa !6
  %18 = or disjoint i32 %3, 3
  %19 = sub nuw nsw i32 999, %18
  %20 = getelementptr inbounds i32, ptr @ia, i32 %19
  %21 = load i32, ptr %20, align 16, !tbaa !6
  %22 = getelementptr inbounds i32, ptr @ic, i32 %18
  store i32 %21, ptr %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %3, 4
  %24 = icmp eq i32 %23, 1000
  br i1 %24, label %1, label %2, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @clamp() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds i32, ptr @ic, i32 %3
  %5 = load i32, ptr %4, align 8, !tbaa !6
  %6 = tail call i32 @llvm.smin.i32(i32 %5, i32 20)
  %7 = tail call i32 @llvm.smax.i32(i32 %6, i32 -10)
  store i32 %7, ptr %4, align 8, !tbaa !6
  %8 = or disjoint i32 %3, 1
  %9 = getelementptr inbounds i32, ptr @ic, i32 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call i32 @llvm.smin.i32(i32 %10, i32 20)
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 -10)
  store i32 %12, ptr %9, align 4, !tbaa !6
  %13 = add nuw nsw i32 %3, 2
  %14 = icmp eq i32 %13, 1000
  br i1 %14, label %1, label %2, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i64 @strided() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %23

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %5 = getelementptr inbounds i32, ptr @ib, i32 %3
  %6 = load i32, ptr %5, align 16, !tbaa !6
  %7 = sext i32 %6 to i64
  %8 = or disjoint i32 %3, 1
  %9 = getelementptr inbounds i32, ptr @ib, i32 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, %7
  %13 = add nsw i64 %12, %4
  %14 = or disjoint i32 %3, 2
  %15 = getelementptr inbounds i32, ptr @ib, i32 %14
  %16 = load i32, ptr %15, align 8, !tbaa !6
  %17 = sext i32 %16 to i64
  %18 = or disjoint i32 %3, 3
  %19 = getelementptr inbounds i32, ptr @ib, i32 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, %17
  %23 = add nsw i64 %22, %13
  %24 = add nuw nsw i32 %3, 4
  %25 = icmp ult i32 %14, 998
  br i1 %25, label %2, label %1, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @to_float() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %27, %2 ]
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3
  %5 = load i32, ptr %4, align 16, !tbaa !6
  %6 = sitofp i32 %5 to float
  %7 = fmul float %6, 5.000000e-01
  %8 = getelementptr inbounds float, ptr @fc, i32 %3
  store float %7, ptr %8, align 16, !tbaa !2
  %9 = or disjoint i32 %3, 1
  %10 = getelementptr inbounds i32, ptr @ia, i32 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = sitofp i32 %11 to float
  %13 = fmul float %12, 5.000000e-01
  %14 = getelementptr inbounds float, ptr @fc, i32 %9
  store float %13, ptr %14, align 4, !tbaa !2
  %15 = or disjoint i32 %3, 2
  %16 = getelementptr inbounds i32, ptr @ia, i32 %15
  %17 = load i32, ptr %16, align 8, !tbaa !6
  %18 = sitofp i32 %17 to float
  %19 = fmul float %18, 5.000000e-01
  %20 = getelementptr inbounds float, ptr @fc, i32 %15
  store float %19, ptr %20, align 8, !tbaa !2
  %21 = or disjoint i32 %3, 3
  %22 = getelementptr inbounds i32, ptr @ia, i32 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = sitofp i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  %26 = getelementptr inbounds float, ptr @fc, i32 %21
  store float %25, ptr %26, align 4, !tbaa !2
  %27 = add nuw nsw i32 %3, 4
  %28 = icmp eq i32 %27, 1000
  br i1 %28, label %1, label %2, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @xor_bytes() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %31

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %31, %2 ]
  %5 = getelementptr inbounds i8, ptr @bytes, i32 %3
  %6 = load i8, ptr %5, align 4, !tbaa !12
  %7 = zext i8 %6 to i32
  %8 = and i32 %3, 4
  %9 = shl nuw nsw i32 %7, %8
  %10 = xor i32 %9, %4
  %11 = or disjoint i32 %3, 1
  %12 = getelementptr inbounds i8, ptr @bytes, i32 %11
  %13 = load i8, ptr %12, align 1, !tbaa !12
  %14 = zext i8 %13 to i32
  %15 = and i32 %11, 5
  %16 = shl nuw nsw i32 %14, %15
  %17 = xor i32 %16, %10
  %18 = or disjoint i32 %3, 2
  %19 = getelementptr inbounds i8, ptr @bytes, i32 %18
  %20 = load i8, ptr %19, align 2, !tbaa !12
  %21 = zext i8 %20 to i32
  %22 = and i32 %18, 6
  %23 = shl nuw nsw i32 %21, %22
  %24 = xor i32 %23, %17
  %25 = or disjoint i32 %3, 3
  %26 = getelementptr inbounds i8, ptr @bytes, i32 %25
  %27 = load i8, ptr %26, align 1, !tbaa !12
  %28 = zext i8 %27 to i32
  %29 = and i32 %25, 7
  %30 = shl nuw nsw i32 %28, %29
  %31 = xor i32 %30, %24
  %32 = add nuw nsw i32 %3, 4
  %33 = icmp eq i32 %32, 1000
  br i1 %33, label %1, label %2, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @abs_diff() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %27, %2 ]
  %4 = getelementptr inbounds i8, ptr @bytes, i32 %3
  %5 = load i8, ptr %4, align 2, !tbaa !12
  %6 = zext i8 %5 to i32
  %7 = sub nuw nsw i32 999, %3
  %8 = getelementptr inbounds i8, ptr @bytes, i32 %7
  %9 = load i8, ptr %8, align 1, !tbaa !12
  %10 = zext i8 %9 to i32
  %11 = sub nsw i32 %6, %10
  %12 = tail call i32 @llvm.abs.i32(i32 %11, i1 true)
  %13 = trunc nuw i32 %12 to i8
  %14 = getelementptr inbounds i8, ptr @main.diff, i32 %3
  store i8 %13, ptr %14, align 2, !tbaa !12
  %15 = or disjoint i32 %3, 1
  %16 = getelementptr inbounds i8, ptr @bytes, i32 %15
  %17 = load i8, ptr %16, align 1, !tbaa !12
  %18 = zext i8 %17 to i32
  %19 = sub nuw nsw i32 999, %15
  %20 = getelementptr inbounds i8, ptr @bytes, i32 %19
  %21 = load i8, ptr %20, align 2, !tbaa !12
  %22 = zext i8 %21 to i32
  %23 = sub nsw i32 %18, %22
  %24 = tail call i32 @llvm.abs.i32(i32 %23, i1 true)
  %25 = trunc nuw i32 %24 to i8
  %26 = getelementptr inbounds i8, ptr @main.diff, i32 %15
  store i8 %25, ptr %26, align 1, !tbaa !12
  %27 = add nuw nsw i32 %3, 2
  %28 = icmp eq i32 %27, 1000
  br i1 %28, label %1, label %2, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #6

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"float", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !4, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !4, i64 0}
!12 = !{!4, !4, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !4, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
!30 = distinct !{!30, !16}
!31 = distinct !{!31, !16}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16}
!36 = distinct !{!36, !16}
!37 = distinct !{!37, !16}
