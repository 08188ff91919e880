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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define hidden i32 @main() #0 {
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
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 16 dereferenceable(4000) bitcast ([1000 x float]* @fc to i8*), i8* noundef nonnull align 16 dereferenceable(4000) bitcast ([1000 x float]* @fb to i8*), i32 4000, i1 false), !tbaa !2
  tail call fastcc void @saxpy()
  %14 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), align 16, !tbaa !2
  %15 = fpext float %14 to double
  %16 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 999), align 4, !tbaa !2
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0))
  %19 = fpext float %18 to double
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i32 0, i32 0), double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 16, !tbaa !6
  %22 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 500), align 16, !tbaa !6
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
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 16, !tbaa !6
  %34 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 999), align 4, !tbaa !6
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
  br label %92

46:                                               ; preds = %0, %46
  %47 = phi i64 [ 0, %0 ], [ %87, %46 ]
  %48 = phi i32 [ 0, %0 ], [ %88, %46 ]
  %49 = trunc i32 %48 to i16
  %50 = mul i16 %49, 37
  %51 = urem i16 %50, 101
  %52 = zext i16 %51 to i32
  %53 = add nsw i32 %52, -50
  %54 = trunc i64 %47 to i32
  %55 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %54
  store i32 %53, i32* %55, align 4, !tbaa !6
  %56 = mul nuw nsw i64 %47, %47
  %57 = trunc i64 %56 to i32
  %58 = urem i32 %57, 97
  %59 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %54
  store i32 %58, i32* %59, align 4, !tbaa !6
  %60 = urem i16 %49, 17
  %61 = zext i16 %60 to i32
  %62 = add nsw i32 %61, -8
  %63 = sitofp i32 %62 to float
  %64 = fmul float %63, 2.500000e-01
  %65 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %54
  store float %64, float* %65, align 4, !tbaa !2
  %66 = urem i16 %49, 5
  %67 = uitofp i16 %66 to float
  %68 = fadd float %67, 5.000000e-01
  %69 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %54
  store float %68, float* %69, align 4, !tbaa !2
  %70 = urem i16 %49, 13
  %71 = uitofp i16 %70 to double
  %72 = fmul double %71, 1.250000e-01
  %73 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %54
  store double %72, double* %73, align 8, !tbaa !8
  %74 = mul i16 %49, 7
  %75 = urem i16 %74, 200
  %76 = add nsw i16 %75, -100
  %77 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %54
  store i16 %76, i16* %77, align 2, !tbaa !10
  %78 = lshr i32 %54, 3
  %79 = trunc i64 %47 to i32
  %80 = mul i32 %79, 13
  %81 = add nuw nsw i32 %80, %78
  %82 = trunc i32 %81 to i8
  %83 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %54
  store i8 %82, i8* %83, align 1, !tbaa !12
  %84 = mul nuw nsw i64 %47, 1000003
  %85 = add nsw i64 %84, -400000000
  %86 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %54
  store i64 %85, i64* %86, align 8, !tbaa !13
  %87 = add nuw nsw i64 %47, 1
  %88 = add nuw nsw i32 %48, 1
  %89 = icmp eq i64 %87, 1000
  br i1 %89, label %1, label %46, !llvm.loop !15

90:                                               ; preds = %92
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0), i32 noundef %118)
  br label %121

92:                                               ; preds = %92, %1
  %93 = phi i32 [ 0, %1 ], [ %119, %92 ]
  %94 = phi i32 [ 0, %1 ], [ %118, %92 ]
  %95 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %93
  %96 = load i8, i8* %95, align 1, !tbaa !12
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = add nuw nsw i32 %93, 1
  %100 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %99
  %101 = load i8, i8* %100, align 1, !tbaa !12
  %102 = zext i8 %101 to i32
  %103 = add i32 %98, %102
  %104 = add nuw nsw i32 %93, 2
  %105 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1, !tbaa !12
  %107 = zext i8 %106 to i32
  %108 = add i32 %103, %107
  %109 = add nuw nsw i32 %93, 3
  %110 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %109
  %111 = load i8, i8* %110, align 1, !tbaa !12
  %112 = zext i8 %111 to i32
  %113 = add i32 %108, %112
  %114 = add nuw nsw i32 %93, 4
  %115 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %114
  %116 = load i8, i8* %115, align 1, !tbaa !12
  %117 = zext i8 %116 to i32
  %118 = add i32 %113, %117
  %119 = add nuw nsw i32 %93, 5
  %120 = icmp eq i32 %119, 1000
  br i1 %120, label %90, label %92, !llvm.loop !17

121:                                              ; preds = %90, %123
  %122 = phi i32 [ 0, %90 ], [ %124, %123 ]
  br label %126

123:                                              ; preds = %126
  %124 = add nuw nsw i32 %122, 1
  %125 = icmp eq i32 %124, 32
  br i1 %125, label %149, label %121, !llvm.loop !18

126:                                              ; preds = %126, %121
  %127 = phi i32 [ 0, %121 ], [ %147, %126 ]
  %128 = xor i32 %127, %122
  %129 = mul nuw nsw i32 %127, %122
  %130 = add nuw nsw i32 %128, %129
  %131 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %122, i32 %127
  store i32 %130, i32* %131, align 16, !tbaa !6
  %132 = or i32 %127, 1
  %133 = xor i32 %132, %122
  %134 = mul nuw nsw i32 %132, %122
  %135 = add nuw nsw i32 %133, %134
  %136 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %122, i32 %132
  store i32 %135, i32* %136, align 4, !tbaa !6
  %137 = or i32 %127, 2
  %138 = xor i32 %137, %122
  %139 = mul nuw nsw i32 %137, %122
  %140 = add nuw nsw i32 %138, %139
  %141 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %122, i32 %137
  store i32 %140, i32* %141, align 8, !tbaa !6
  %142 = or i32 %127, 3
  %143 = xor i32 %142, %122
  %144 = mul nuw nsw i32 %142, %122
  %145 = add nuw nsw i32 %143, %144
  %146 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %122, i32 %142
  store i32 %145, i32* %146, align 4, !tbaa !6
  %147 = add nuw nsw i32 %127, 4
  %148 = icmp eq i32 %147, 32
  br i1 %148, label %123, label %126, !llvm.loop !19

149:                                              ; preds = %123, %154
  %150 = phi i32 [ %155, %154 ], [ 0, %123 ]
  %151 = phi i64 [ %194, %154 ], [ 0, %123 ]
  br label %157

152:                                              ; preds = %154
  %153 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0), i64 noundef %194)
  ret i32 31

154:                                              ; preds = %157
  %155 = add nuw nsw i32 %150, 1
  %156 = icmp eq i32 %155, 32
  br i1 %156, label %152, label %149, !llvm.loop !20

157:                                              ; preds = %157, %149
  %158 = phi i32 [ 0, %149 ], [ %195, %157 ]
  %159 = phi i64 [ %151, %149 ], [ %194, %157 ]
  %160 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %150, i32 %158
  %161 = load i32, i32* %160, align 16, !tbaa !6
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %158, i32 %150
  %164 = load i32, i32* %163, align 4, !tbaa !6
  %165 = sext i32 %164 to i64
  %166 = mul nsw i64 %165, %162
  %167 = add nsw i64 %166, %159
  %168 = or i32 %158, 1
  %169 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %150, i32 %168
  %170 = load i32, i32* %169, align 4, !tbaa !6
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %168, i32 %150
  %173 = load i32, i32* %172, align 4, !tbaa !6
  %174 = sext i32 %173 to i64
  %175 = mul nsw i64 %174, %171
  %176 = add nsw i64 %175, %167
  %177 = or i32 %158, 2
  %178 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %150, i32 %177
  %179 = load i32, i32* %178, align 8, !tbaa !6
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %177, i32 %150
  %182 = load i32, i32* %181, align 4, !tbaa !6
  %183 = sext i32 %182 to i64
  %184 = mul nsw i64 %183, %180
  %185 = add nsw i64 %184, %176
  %186 = or i32 %158, 3
  %187 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %150, i32 %186
  %188 = load i32, i32* %187, align 4, !tbaa !6
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %186, i32 %150
  %191 = load i32, i32* %190, align 4, !tbaa !6
  %192 = sext i32 %191 to i64
  %193 = mul nsw i64 %192, %189
  %194 = add nsw i64 %193, %185
  %195 = add nuw nsw i32 %158, 4
  %196 = icmp eq i32 %195, 32
  br i1 %196, label %154, label %157, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_int(i32* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret i32 %24

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %25, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %24, %3 ]
  %6 = getelementptr inbounds i32, i32* %0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !6
  %8 = add nsw i32 %7, %5
  %9 = add nuw nsw i32 %4, 1
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !6
  %12 = add nsw i32 %11, %8
  %13 = add nuw nsw i32 %4, 2
  %14 = getelementptr inbounds i32, i32* %0, i32 %13
  %15 = load i32, i32* %14, align 4, !tbaa !6
  %16 = add nsw i32 %15, %12
  %17 = add nuw nsw i32 %4, 3
  %18 = getelementptr inbounds i32, i32* %0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !6
  %20 = add nsw i32 %19, %16
  %21 = add nuw nsw i32 %4, 4
  %22 = getelementptr inbounds i32, i32* %0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !6
  %24 = add nsw i32 %23, %20
  %25 = add nuw nsw i32 %4, 5
  %26 = icmp eq i32 %25, 1000
  br i1 %26, label %2, label %3, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i64 @sum_ll() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %23

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %5 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %3
  %6 = load i64, i64* %5, align 8, !tbaa !13
  %7 = add nsw i64 %6, %4
  %8 = add nuw nsw i32 %3, 1
  %9 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %8
  %10 = load i64, i64* %9, align 8, !tbaa !13
  %11 = add nsw i64 %10, %7
  %12 = add nuw nsw i32 %3, 2
  %13 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %12
  %14 = load i64, i64* %13, align 8, !tbaa !13
  %15 = add nsw i64 %14, %11
  %16 = add nuw nsw i32 %3, 3
  %17 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %16
  %18 = load i64, i64* %17, align 8, !tbaa !13
  %19 = add nsw i64 %18, %15
  %20 = add nuw nsw i32 %3, 4
  %21 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %20
  %22 = load i64, i64* %21, align 8, !tbaa !13
  %23 = add nsw i64 %22, %19
  %24 = add nuw nsw i32 %3, 5
  %25 = icmp eq i32 %24, 1000
  br i1 %25, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc float @sum_float(float* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %24

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %25, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %24, %3 ]
  %6 = getelementptr inbounds float, float* %0, i32 %4
  %7 = load float, float* %6, align 4, !tbaa !2
  %8 = fadd float %5, %7
  %9 = add nuw nsw i32 %4, 1
  %10 = getelementptr inbounds float, float* %0, i32 %9
  %11 = load float, float* %10, align 4, !tbaa !2
  %12 = fadd float %8, %11
  %13 = add nuw nsw i32 %4, 2
  %14 = getelementptr inbounds float, float* %0, i32 %13
  %15 = load float, float* %14, align 4, !tbaa !2
  %16 = fadd float %12, %15
  %17 = add nuw nsw i32 %4, 3
  %18 = getelementptr inbounds float, float* %0, i32 %17
  %19 = load float, float* %18, align 4, !tbaa !2
  %20 = fadd float %16, %19
  %21 = add nuw nsw i32 %4, 4
  %22 = getelementptr inbounds float, float* %0, i32 %21
  %23 = load float, float* %22, align 4, !tbaa !2
  %24 = fadd float %20, %23
  %25 = add nuw nsw i32 %4, 5
  %26 = icmp eq i32 %25, 1000
  br i1 %26, label %2, label %3, !llvm.loop !24
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %3
  %6 = load double, double* %5, align 16, !tbaa !8
  %7 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %3
  %8 = load float, float* %7, align 8, !tbaa !2
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or i32 %3, 1
  %12 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %11
  %13 = load double, double* %12, align 8, !tbaa !8
  %14 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %11
  %15 = load float, float* %14, align 4, !tbaa !2
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = add nuw nsw i32 %3, 2
  %19 = icmp eq i32 %18, 1000
  br i1 %19, label %1, label %2, !llvm.loop !25
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 8, !tbaa !2
  %6 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %3
  %7 = load float, float* %6, align 8, !tbaa !2
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  store float %8, float* %6, align 8, !tbaa !2
  %9 = or i32 %3, 1
  %10 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %9
  %11 = load float, float* %10, align 4, !tbaa !2
  %12 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %9
  %13 = load float, float* %12, align 4, !tbaa !2
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13)
  store float %14, float* %12, align 4, !tbaa !2
  %15 = add nuw nsw i32 %3, 2
  %16 = icmp eq i32 %15, 1000
  br i1 %16, label %1, label %2, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @add3() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 8, !tbaa !6
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %3
  %7 = load i32, i32* %6, align 8, !tbaa !6
  %8 = mul nsw i32 %7, 3
  %9 = ashr i32 %5, 2
  %10 = sub i32 %5, %9
  %11 = add i32 %10, %8
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  store i32 %11, i32* %12, align 8, !tbaa !6
  %13 = or i32 %3, 1
  %14 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4, !tbaa !6
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %13
  %17 = load i32, i32* %16, align 4, !tbaa !6
  %18 = mul nsw i32 %17, 3
  %19 = ashr i32 %15, 2
  %20 = sub i32 %15, %19
  %21 = add i32 %20, %18
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %13
  store i32 %21, i32* %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %3, 2
  %24 = icmp eq i32 %23, 1000
  br i1 %24, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @max_int() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 16, !tbaa !6
  br label %3

2:                                                ; preds = %3
  ret i32 %19

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %20, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %19, %3 ]
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !6
  %8 = icmp sgt i32 %7, %5
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = add nuw nsw i32 %4, 1
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !6
  %13 = icmp sgt i32 %12, %9
  %14 = select i1 %13, i32 %12, i32 %9
  %15 = add nuw nsw i32 %4, 2
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !6
  %18 = icmp sgt i32 %17, %14
  %19 = select i1 %18, i32 %17, i32 %14
  %20 = add nuw nsw i32 %4, 3
  %21 = icmp eq i32 %20, 1000
  br i1 %21, label %2, label %3, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @min_int() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 16, !tbaa !6
  br label %3

2:                                                ; preds = %3
  ret i32 %19

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %20, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %19, %3 ]
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !6
  %8 = icmp slt i32 %7, %5
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = add nuw nsw i32 %4, 1
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !6
  %13 = icmp slt i32 %12, %9
  %14 = select i1 %13, i32 %12, i32 %9
  %15 = add nuw nsw i32 %4, 2
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !6
  %18 = icmp slt i32 %17, %14
  %19 = select i1 %18, i32 %17, i32 %14
  %20 = add nuw nsw i32 %4, 3
  %21 = icmp eq i32 %20, 1000
  br i1 %21, label %2, label %3, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @count_bytes(i8 noundef zeroext %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret i32 %28

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %29, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %28, %3 ]
  %6 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %4
  %7 = load i8, i8* %6, align 4, !tbaa !12
  %8 = icmp eq i8 %7, %0
  %9 = zext i1 %8 to i32
  %10 = add i32 %5, %9
  %11 = or i32 %4, 1
  %12 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !12
  %14 = icmp eq i8 %13, %0
  %15 = zext i1 %14 to i32
  %16 = add i32 %10, %15
  %17 = or i32 %4, 2
  %18 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %17
  %19 = load i8, i8* %18, align 2, !tbaa !12
  %20 = icmp eq i8 %19, %0
  %21 = zext i1 %20 to i32
  %22 = add i32 %16, %21
  %23 = or i32 %4, 3
  %24 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !12
  %26 = icmp eq i8 %25, %0
  %27 = zext i1 %26 to i32
  %28 = add i32 %22, %27
  %29 = add nuw nsw i32 %4, 4
  %30 = icmp eq i32 %29, 1000
  br i1 %30, label %2, label %3, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_short() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %33

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %34, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %33, %2 ]
  %5 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %3
  %6 = load i16, i16* %5, align 2, !tbaa !10
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, %7
  %9 = add nuw nsw i32 %8, %4
  %10 = add nuw nsw i32 %3, 1
  %11 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %10
  %12 = load i16, i16* %11, align 2, !tbaa !10
  %13 = sext i16 %12 to i32
  %14 = mul nsw i32 %13, %13
  %15 = add nuw nsw i32 %14, %9
  %16 = add nuw nsw i32 %3, 2
  %17 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %16
  %18 = load i16, i16* %17, align 2, !tbaa !10
  %19 = sext i16 %18 to i32
  %20 = mul nsw i32 %19, %19
  %21 = add nuw nsw i32 %20, %15
  %22 = add nuw nsw i32 %3, 3
  %23 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %22
  %24 = load i16, i16* %23, align 2, !tbaa !10
  %25 = sext i16 %24 to i32
  %26 = mul nsw i32 %25, %25
  %27 = add nuw nsw i32 %26, %21
  %28 = add nuw nsw i32 %3, 4
  %29 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %28
  %30 = load i16, i16* %29, align 2, !tbaa !10
  %31 = sext i16 %30 to i32
  %32 = mul nsw i32 %31, %31
  %33 = add nuw nsw i32 %32, %27
  %34 = add nuw nsw i32 %3, 5
  %35 = icmp eq i32 %34, 1000
  br i1 %35, label %1, label %2, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @reverse_copy() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = sub nuw nsw i32 999, %3
  %5 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %4
  %6 = load i32, i32* %5, align 4, !tbaa !6
  %7 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  store i32 %6, i32* %7, align 16, !tbaa !6
  %8 = or i32 %3, 1
  %9 = sub nsw i32 998, %3
  %10 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %9
  %11 = load i32, i32* %10, align 8, !tbaa !6
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %8
  store i32 %11, i32* %12, align 4, !tbaa !6
  %13 = or i32 %3, 2
  %14 = sub nsw i32 997, %3
  %15 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4, !tbaa !6
  %17 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %13
  store i32 %16, i32* %17, align 8, !tbaa !6
  %18 = or i32 %3, 3
  %19 = sub nsw i32 996, %3
  %20 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %19
  %21 = load i32, i32* %20, align 16, !tbaa !6
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %18
  store i32 %21, i32* %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %3, 4
  %24 = icmp eq i32 %23, 1000
  br i1 %24, label %1, label %2, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @clamp() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %17, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  %5 = load i32, i32* %4, align 8, !tbaa !6
  %6 = icmp slt i32 %5, 20
  %7 = select i1 %6, i32 %5, i32 20
  %8 = icmp sgt i32 %7, -10
  %9 = select i1 %8, i32 %7, i32 -10
  store i32 %9, i32* %4, align 8, !tbaa !6
  %10 = or i32 %3, 1
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !6
  %13 = icmp slt i32 %12, 20
  %14 = select i1 %13, i32 %12, i32 20
  %15 = icmp sgt i32 %14, -10
  %16 = select i1 %15, i32 %14, i32 -10
  store i32 %16, i32* %11, align 4, !tbaa !6
  %17 = add nuw nsw i32 %3, 2
  %18 = icmp eq i32 %17, 1000
  br i1 %18, label %1, label %2, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i64 @strided() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %23

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %5 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %3
  %6 = load i32, i32* %5, align 16, !tbaa !6
  %7 = sext i32 %6 to i64
  %8 = or i32 %3, 1
  %9 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %8
  %10 = load i32, i32* %9, align 4, !tbaa !6
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, %7
  %13 = add nsw i64 %12, %4
  %14 = or i32 %3, 2
  %15 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %14
  %16 = load i32, i32* %15, align 8, !tbaa !6
  %17 = sext i32 %16 to i64
  %18 = or i32 %3, 3
  %19 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, %17
  %23 = add nsw i64 %22, %13
  %24 = add nuw nsw i32 %3, 4
  %25 = icmp ult i32 %14, 998
  br i1 %25, label %2, label %1, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @to_float() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %27, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 16, !tbaa !6
  %6 = sitofp i32 %5 to float
  %7 = fmul float %6, 5.000000e-01
  %8 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %3
  store float %7, float* %8, align 16, !tbaa !2
  %9 = or i32 %3, 1
  %10 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !6
  %12 = sitofp i32 %11 to float
  %13 = fmul float %12, 5.000000e-01
  %14 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %9
  store float %13, float* %14, align 4, !tbaa !2
  %15 = or i32 %3, 2
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %15
  %17 = load i32, i32* %16, align 8, !tbaa !6
  %18 = sitofp i32 %17 to float
  %19 = fmul float %18, 5.000000e-01
  %20 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %15
  store float %19, float* %20, align 8, !tbaa !2
  %21 = or i32 %3, 3
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !6
  %24 = sitofp i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  %26 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %21
  store float %25, float* %26, align 4, !tbaa !2
  %27 = add nuw nsw i32 %3, 4
  %28 = icmp eq i32 %27, 1000
  br i1 %28, label %1, label %2, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @xor_bytes() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %31

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %31, %2 ]
  %5 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %3
  %6 = load i8, i8* %5, align 4, !tbaa !12
  %7 = zext i8 %6 to i32
  %8 = and i32 %3, 4
  %9 = shl nuw nsw i32 %7, %8
  %10 = xor i32 %9, %4
  %11 = or i32 %3, 1
  %12 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !12
  %14 = zext i8 %13 to i32
  %15 = and i32 %11, 5
  %16 = shl nuw nsw i32 %14, %15
  %17 = xor i32 %16, %10
  %18 = or i32 %3, 2
  %19 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %18
  %20 = load i8, i8* %19, align 2, !tbaa !12
  %21 = zext i8 %20 to i32
  %22 = and i32 %18, 6
  %23 = shl nuw nsw i32 %21, %22
  %24 = xor i32 %23, %17
  %25 = or i32 %3, 3
  %26 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %25
  %27 = load i8, i8* %26, align 1, !tbaa !12
  %28 = zext i8 %27 to i32
  %29 = and i32 %25, 7
  %30 = shl nuw nsw i32 %28, %29
  %31 = xor i32 %30, %24
  %32 = add nuw nsw i32 %3, 4
  %33 = icmp eq i32 %32, 1000
  br i1 %33, label %1, label %2, !llvm.loop !36
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %27, %2 ]
  %4 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %3
  %5 = load i8, i8* %4, align 2, !tbaa !12
  %6 = zext i8 %5 to i32
  %7 = sub nuw nsw i32 999, %3
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !12
  %10 = zext i8 %9 to i32
  %11 = sub nsw i32 %6, %10
  %12 = tail call i32 @llvm.abs.i32(i32 %11, i1 true)
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %3
  store i8 %13, i8* %14, align 2, !tbaa !12
  %15 = or i32 %3, 1
  %16 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %15
  %17 = load i8, i8* %16, align 1, !tbaa !12
  %18 = zext i8 %17 to i32
  %19 = sub nsw i32 998, %3
  %20 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %19
  %21 = load i8, i8* %20, align 2, !tbaa !12
  %22 = zext i8 %21 to i32
  %23 = sub nsw i32 %18, %22
  %24 = tail call i32 @llvm.abs.i32(i32 %23, i1 true)
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %15
  store i8 %25, i8* %26, align 1, !tbaa !12
  %27 = add nuw nsw i32 %3, 2
  %28 = icmp eq i32 %27, 1000
  br i1 %28, label %1, label %2, !llvm.loop !37
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #8

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
