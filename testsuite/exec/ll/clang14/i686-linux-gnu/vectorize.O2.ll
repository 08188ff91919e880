; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
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
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fc to i8*), i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fb to i8*), i32 4000, i1 false), !tbaa !6
  tail call fastcc void @saxpy()
  %14 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), align 4, !tbaa !6
  %15 = fpext float %14 to double
  %16 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 999), align 4, !tbaa !6
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0))
  %19 = fpext float %18 to double
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i32 0, i32 0), double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !10
  %22 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 500), align 4, !tbaa !10
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
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !10
  %34 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 999), align 4, !tbaa !10
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
  store i32 %52, i32* %53, align 4, !tbaa !10
  %54 = mul nuw nsw i32 %47, %47
  %55 = urem i32 %54, 97
  %56 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %47
  store i32 %55, i32* %56, align 4, !tbaa !10
  %57 = urem i16 %48, 17
  %58 = zext i16 %57 to i32
  %59 = add nsw i32 %58, -8
  %60 = sitofp i32 %59 to float
  %61 = fmul float %60, 2.500000e-01
  %62 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %47
  store float %61, float* %62, align 4, !tbaa !6
  %63 = urem i16 %48, 5
  %64 = uitofp i16 %63 to float
  %65 = fadd float %64, 5.000000e-01
  %66 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %47
  store float %65, float* %66, align 4, !tbaa !6
  %67 = urem i16 %48, 13
  %68 = uitofp i16 %67 to double
  %69 = fmul double %68, 1.250000e-01
  %70 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %47
  store double %69, double* %70, align 8, !tbaa !12
  %71 = mul i16 %48, 7
  %72 = urem i16 %71, 200
  %73 = add nsw i16 %72, -100
  %74 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %47
  store i16 %73, i16* %74, align 2, !tbaa !14
  %75 = mul nuw nsw i32 %47, 13
  %76 = lshr i32 %47, 3
  %77 = add nuw nsw i32 %75, %76
  %78 = trunc i32 %77 to i8
  %79 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %47
  store i8 %78, i8* %79, align 1, !tbaa !16
  %80 = zext i32 %47 to i64
  %81 = mul nuw nsw i64 %80, 1000003
  %82 = add nsw i64 %81, -400000000
  %83 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %47
  store i64 %82, i64* %83, align 8, !tbaa !17
  %84 = add nuw nsw i32 %47, 1
  %85 = icmp eq i32 %84, 1000
  br i1 %85, label %1, label %46, !llvm.loop !19

86:                                               ; preds = %88
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0), i32 noundef %129)
  br label %132

88:                                               ; preds = %88, %1
  %89 = phi i32 [ 0, %1 ], [ %130, %88 ]
  %90 = phi i32 [ 0, %1 ], [ %129, %88 ]
  %91 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %89
  %92 = load i8, i8* %91, align 1, !tbaa !16
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = or i32 %89, 1
  %96 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %95
  %97 = load i8, i8* %96, align 1, !tbaa !16
  %98 = zext i8 %97 to i32
  %99 = add i32 %94, %98
  %100 = or i32 %89, 2
  %101 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1, !tbaa !16
  %103 = zext i8 %102 to i32
  %104 = add i32 %99, %103
  %105 = or i32 %89, 3
  %106 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %105
  %107 = load i8, i8* %106, align 1, !tbaa !16
  %108 = zext i8 %107 to i32
  %109 = add i32 %104, %108
  %110 = or i32 %89, 4
  %111 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %110
  %112 = load i8, i8* %111, align 1, !tbaa !16
  %113 = zext i8 %112 to i32
  %114 = add i32 %109, %113
  %115 = or i32 %89, 5
  %116 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %115
  %117 = load i8, i8* %116, align 1, !tbaa !16
  %118 = zext i8 %117 to i32
  %119 = add i32 %114, %118
  %120 = or i32 %89, 6
  %121 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !16
  %123 = zext i8 %122 to i32
  %124 = add i32 %119, %123
  %125 = or i32 %89, 7
  %126 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %125
  %127 = load i8, i8* %126, align 1, !tbaa !16
  %128 = zext i8 %127 to i32
  %129 = add i32 %124, %128
  %130 = add nuw nsw i32 %89, 8
  %131 = icmp eq i32 %130, 1000
  br i1 %131, label %86, label %88, !llvm.loop !21

132:                                              ; preds = %86, %134
  %133 = phi i32 [ 0, %86 ], [ %135, %134 ]
  br label %137

134:                                              ; preds = %137
  %135 = add nuw nsw i32 %133, 1
  %136 = icmp eq i32 %135, 32
  br i1 %136, label %150, label %132, !llvm.loop !22

137:                                              ; preds = %137, %132
  %138 = phi i32 [ 0, %132 ], [ %148, %137 ]
  %139 = xor i32 %138, %133
  %140 = mul nuw nsw i32 %138, %133
  %141 = add nuw nsw i32 %139, %140
  %142 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %133, i32 %138
  store i32 %141, i32* %142, align 4, !tbaa !10
  %143 = or i32 %138, 1
  %144 = xor i32 %143, %133
  %145 = mul nuw nsw i32 %143, %133
  %146 = add nuw nsw i32 %144, %145
  %147 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %133, i32 %143
  store i32 %146, i32* %147, align 4, !tbaa !10
  %148 = add nuw nsw i32 %138, 2
  %149 = icmp eq i32 %148, 32
  br i1 %149, label %134, label %137, !llvm.loop !23

150:                                              ; preds = %134, %155
  %151 = phi i32 [ %156, %155 ], [ 0, %134 ]
  %152 = phi i64 [ %177, %155 ], [ 0, %134 ]
  br label %158

153:                                              ; preds = %155
  %154 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0), i64 noundef %177)
  ret i32 31

155:                                              ; preds = %158
  %156 = add nuw nsw i32 %151, 1
  %157 = icmp eq i32 %156, 32
  br i1 %157, label %153, label %150, !llvm.loop !24

158:                                              ; preds = %158, %150
  %159 = phi i32 [ 0, %150 ], [ %178, %158 ]
  %160 = phi i64 [ %152, %150 ], [ %177, %158 ]
  %161 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %151, i32 %159
  %162 = load i32, i32* %161, align 4, !tbaa !10
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %159, i32 %151
  %165 = load i32, i32* %164, align 4, !tbaa !10
  %166 = sext i32 %165 to i64
  %167 = mul nsw i64 %166, %163
  %168 = add nsw i64 %167, %160
  %169 = or i32 %159, 1
  %170 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %151, i32 %169
  %171 = load i32, i32* %170, align 4, !tbaa !10
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %169, i32 %151
  %174 = load i32, i32* %173, align 4, !tbaa !10
  %175 = sext i32 %174 to i64
  %176 = mul nsw i64 %175, %172
  %177 = add nsw i64 %176, %168
  %178 = add nuw nsw i32 %159, 2
  %179 = icmp eq i32 %178, 32
  br i1 %179, label %155, label %158, !llvm.loop !25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_int(i32* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret i32 %36

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %37, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %36, %3 ]
  %6 = getelementptr inbounds i32, i32* %0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !10
  %8 = add nsw i32 %7, %5
  %9 = or i32 %4, 1
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !10
  %12 = add nsw i32 %11, %8
  %13 = or i32 %4, 2
  %14 = getelementptr inbounds i32, i32* %0, i32 %13
  %15 = load i32, i32* %14, align 4, !tbaa !10
  %16 = add nsw i32 %15, %12
  %17 = or i32 %4, 3
  %18 = getelementptr inbounds i32, i32* %0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !10
  %20 = add nsw i32 %19, %16
  %21 = or i32 %4, 4
  %22 = getelementptr inbounds i32, i32* %0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !10
  %24 = add nsw i32 %23, %20
  %25 = or i32 %4, 5
  %26 = getelementptr inbounds i32, i32* %0, i32 %25
  %27 = load i32, i32* %26, align 4, !tbaa !10
  %28 = add nsw i32 %27, %24
  %29 = or i32 %4, 6
  %30 = getelementptr inbounds i32, i32* %0, i32 %29
  %31 = load i32, i32* %30, align 4, !tbaa !10
  %32 = add nsw i32 %31, %28
  %33 = or i32 %4, 7
  %34 = getelementptr inbounds i32, i32* %0, i32 %33
  %35 = load i32, i32* %34, align 4, !tbaa !10
  %36 = add nsw i32 %35, %32
  %37 = add nuw nsw i32 %4, 8
  %38 = icmp eq i32 %37, 1000
  br i1 %38, label %2, label %3, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum_ll() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %35

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %36, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %35, %2 ]
  %5 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %3
  %6 = load i64, i64* %5, align 8, !tbaa !17
  %7 = add nsw i64 %6, %4
  %8 = or i32 %3, 1
  %9 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %8
  %10 = load i64, i64* %9, align 8, !tbaa !17
  %11 = add nsw i64 %10, %7
  %12 = or i32 %3, 2
  %13 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %12
  %14 = load i64, i64* %13, align 8, !tbaa !17
  %15 = add nsw i64 %14, %11
  %16 = or i32 %3, 3
  %17 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %16
  %18 = load i64, i64* %17, align 8, !tbaa !17
  %19 = add nsw i64 %18, %15
  %20 = or i32 %3, 4
  %21 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %20
  %22 = load i64, i64* %21, align 8, !tbaa !17
  %23 = add nsw i64 %22, %19
  %24 = or i32 %3, 5
  %25 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %24
  %26 = load i64, i64* %25, align 8, !tbaa !17
  %27 = add nsw i64 %26, %23
  %28 = or i32 %3, 6
  %29 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %28
  %30 = load i64, i64* %29, align 8, !tbaa !17
  %31 = add nsw i64 %30, %27
  %32 = or i32 %3, 7
  %33 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %32
  %34 = load i64, i64* %33, align 8, !tbaa !17
  %35 = add nsw i64 %34, %31
  %36 = add nuw nsw i32 %3, 8
  %37 = icmp eq i32 %36, 1000
  br i1 %37, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @sum_float(float* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %36

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %37, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %36, %3 ]
  %6 = getelementptr inbounds float, float* %0, i32 %4
  %7 = load float, float* %6, align 4, !tbaa !6
  %8 = fadd float %5, %7
  %9 = or i32 %4, 1
  %10 = getelementptr inbounds float, float* %0, i32 %9
  %11 = load float, float* %10, align 4, !tbaa !6
  %12 = fadd float %8, %11
  %13 = or i32 %4, 2
  %14 = getelementptr inbounds float, float* %0, i32 %13
  %15 = load float, float* %14, align 4, !tbaa !6
  %16 = fadd float %12, %15
  %17 = or i32 %4, 3
  %18 = getelementptr inbounds float, float* %0, i32 %17
  %19 = load float, float* %18, align 4, !tbaa !6
  %20 = fadd float %16, %19
  %21 = or i32 %4, 4
  %22 = getelementptr inbounds float, float* %0, i32 %21
  %23 = load float, float* %22, align 4, !tbaa !6
  %24 = fadd float %20, %23
  %25 = or i32 %4, 5
  %26 = getelementptr inbounds float, float* %0, i32 %25
  %27 = load float, float* %26, align 4, !tbaa !6
  %28 = fadd float %24, %27
  %29 = or i32 %4, 6
  %30 = getelementptr inbounds float, float* %0, i32 %29
  %31 = load float, float* %30, align 4, !tbaa !6
  %32 = fadd float %28, %31
  %33 = or i32 %4, 7
  %34 = getelementptr inbounds float, float* %0, i32 %33
  %35 = load float, float* %34, align 4, !tbaa !6
  %36 = fadd float %32, %35
  %37 = add nuw nsw i32 %4, 8
  %38 = icmp eq i32 %37, 1000
  br i1 %38, label %2, label %3, !llvm.loop !28
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %31

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %31, %2 ]
  %5 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %3
  %6 = load double, double* %5, align 8, !tbaa !12
  %7 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %3
  %8 = load float, float* %7, align 4, !tbaa !6
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or i32 %3, 1
  %12 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %11
  %13 = load double, double* %12, align 8, !tbaa !12
  %14 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %11
  %15 = load float, float* %14, align 4, !tbaa !6
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = or i32 %3, 2
  %19 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %18
  %20 = load double, double* %19, align 8, !tbaa !12
  %21 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %18
  %22 = load float, float* %21, align 4, !tbaa !6
  %23 = fpext float %22 to double
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17)
  %25 = or i32 %3, 3
  %26 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %25
  %27 = load double, double* %26, align 8, !tbaa !12
  %28 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %25
  %29 = load float, float* %28, align 4, !tbaa !6
  %30 = fpext float %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %24)
  %32 = add nuw nsw i32 %3, 4
  %33 = icmp eq i32 %32, 1000
  br i1 %33, label %1, label %2, !llvm.loop !29
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 4, !tbaa !6
  %6 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %3
  %7 = load float, float* %6, align 4, !tbaa !6
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  store float %8, float* %6, align 4, !tbaa !6
  %9 = or i32 %3, 1
  %10 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %9
  %11 = load float, float* %10, align 4, !tbaa !6
  %12 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %9
  %13 = load float, float* %12, align 4, !tbaa !6
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13)
  store float %14, float* %12, align 4, !tbaa !6
  %15 = add nuw nsw i32 %3, 2
  %16 = icmp eq i32 %15, 1000
  br i1 %16, label %1, label %2, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @add3() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %3
  %7 = load i32, i32* %6, align 4, !tbaa !10
  %8 = mul nsw i32 %7, 3
  %9 = ashr i32 %5, 2
  %10 = sub i32 %5, %9
  %11 = add i32 %10, %8
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  store i32 %11, i32* %12, align 4, !tbaa !10
  %13 = or i32 %3, 1
  %14 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4, !tbaa !10
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %13
  %17 = load i32, i32* %16, align 4, !tbaa !10
  %18 = mul nsw i32 %17, 3
  %19 = ashr i32 %15, 2
  %20 = sub i32 %15, %19
  %21 = add i32 %20, %18
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %13
  store i32 %21, i32* %22, align 4, !tbaa !10
  %23 = add nuw nsw i32 %3, 2
  %24 = icmp eq i32 %23, 1000
  br i1 %24, label %1, label %2, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @max_int() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !10
  br label %3

2:                                                ; preds = %3
  ret i32 %19

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %20, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %19, %3 ]
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !10
  %8 = icmp sgt i32 %7, %5
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = add nuw nsw i32 %4, 1
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !10
  %13 = icmp sgt i32 %12, %9
  %14 = select i1 %13, i32 %12, i32 %9
  %15 = add nuw nsw i32 %4, 2
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !10
  %18 = icmp sgt i32 %17, %14
  %19 = select i1 %18, i32 %17, i32 %14
  %20 = add nuw nsw i32 %4, 3
  %21 = icmp eq i32 %20, 1000
  br i1 %21, label %2, label %3, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @min_int() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 4, !tbaa !10
  br label %3

2:                                                ; preds = %3
  ret i32 %19

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %20, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %19, %3 ]
  %6 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !10
  %8 = icmp slt i32 %7, %5
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = add nuw nsw i32 %4, 1
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !10
  %13 = icmp slt i32 %12, %9
  %14 = select i1 %13, i32 %12, i32 %9
  %15 = add nuw nsw i32 %4, 2
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !10
  %18 = icmp slt i32 %17, %14
  %19 = select i1 %18, i32 %17, i32 %14
  %20 = add nuw nsw i32 %4, 3
  %21 = icmp eq i32 %20, 1000
  br i1 %21, label %2, label %3, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count_bytes(i8 noundef zeroext %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret i32 %34

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %35, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %34, %3 ]
  %6 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %4
  %7 = load i8, i8* %6, align 1, !tbaa !16
  %8 = icmp eq i8 %7, %0
  %9 = zext i1 %8 to i32
  %10 = add i32 %5, %9
  %11 = add nuw nsw i32 %4, 1
  %12 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !16
  %14 = icmp eq i8 %13, %0
  %15 = zext i1 %14 to i32
  %16 = add i32 %10, %15
  %17 = add nuw nsw i32 %4, 2
  %18 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %17
  %19 = load i8, i8* %18, align 1, !tbaa !16
  %20 = icmp eq i8 %19, %0
  %21 = zext i1 %20 to i32
  %22 = add i32 %16, %21
  %23 = add nuw nsw i32 %4, 3
  %24 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !16
  %26 = icmp eq i8 %25, %0
  %27 = zext i1 %26 to i32
  %28 = add i32 %22, %27
  %29 = add nuw nsw i32 %4, 4
  %30 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !16
  %32 = icmp eq i8 %31, %0
  %33 = zext i1 %32 to i32
  %34 = add i32 %28, %33
  %35 = add nuw nsw i32 %4, 5
  %36 = icmp eq i32 %35, 1000
  br i1 %36, label %2, label %3, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_short() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %33

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %34, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %33, %2 ]
  %5 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %3
  %6 = load i16, i16* %5, align 2, !tbaa !14
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, %7
  %9 = add nuw nsw i32 %8, %4
  %10 = add nuw nsw i32 %3, 1
  %11 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %10
  %12 = load i16, i16* %11, align 2, !tbaa !14
  %13 = sext i16 %12 to i32
  %14 = mul nsw i32 %13, %13
  %15 = add nuw nsw i32 %14, %9
  %16 = add nuw nsw i32 %3, 2
  %17 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %16
  %18 = load i16, i16* %17, align 2, !tbaa !14
  %19 = sext i16 %18 to i32
  %20 = mul nsw i32 %19, %19
  %21 = add nuw nsw i32 %20, %15
  %22 = add nuw nsw i32 %3, 3
  %23 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %22
  %24 = load i16, i16* %23, align 2, !tbaa !14
  %25 = sext i16 %24 to i32
  %26 = mul nsw i32 %25, %25
  %27 = add nuw nsw i32 %26, %21
  %28 = add nuw nsw i32 %3, 4
  %29 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %28
  %30 = load i16, i16* %29, align 2, !tbaa !14
  %31 = sext i16 %30 to i32
  %32 = mul nsw i32 %31, %31
  %33 = add nuw nsw i32 %32, %27
  %34 = add nuw nsw i32 %3, 5
  %35 = icmp eq i32 %34, 1000
  br i1 %35, label %1, label %2, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @reverse_copy() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %28, %2 ]
  %4 = sub nuw nsw i32 999, %3
  %5 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %4
  %6 = load i32, i32* %5, align 4, !tbaa !10
  %7 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  store i32 %6, i32* %7, align 4, !tbaa !10
  %8 = add nuw nsw i32 %3, 1
  %9 = sub nsw i32 998, %3
  %10 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !10
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %8
  store i32 %11, i32* %12, align 4, !tbaa !10
  %13 = add nuw nsw i32 %3, 2
  %14 = sub nsw i32 997, %3
  %15 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4, !tbaa !10
  %17 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %13
  store i32 %16, i32* %17, align 4, !tbaa !10
  %18 = add nuw nsw i32 %3, 3
  %19 = sub nsw i32 996, %3
  %20 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %19
  %21 = load i32, i32* %20, align 4, !tbaa !10
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %18
  store i32 %21, i32* %22, align 4, !tbaa !10
  %23 = add nuw nsw i32 %3, 4
  %24 = sub nsw i32 995, %3
  %25 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4, !tbaa !10
  %27 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %23
  store i32 %26, i32* %27, align 4, !tbaa !10
  %28 = add nuw nsw i32 %3, 5
  %29 = icmp eq i32 %28, 1000
  br i1 %29, label %1, label %2, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @clamp() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %17, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = icmp slt i32 %5, 20
  %7 = select i1 %6, i32 %5, i32 20
  %8 = icmp sgt i32 %7, -10
  %9 = select i1 %8, i32 %7, i32 -10
  store i32 %9, i32* %4, align 4, !tbaa !10
  %10 = or i32 %3, 1
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !10
  %13 = icmp slt i32 %12, 20
  %14 = select i1 %13, i32 %12, i32 20
  %15 = icmp sgt i32 %14, -10
  %16 = select i1 %15, i32 %14, i32 -10
  store i32 %16, i32* %11, align 4, !tbaa !10
  %17 = add nuw nsw i32 %3, 2
  %18 = icmp eq i32 %17, 1000
  br i1 %18, label %1, label %2, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @strided() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %23

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %5 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !10
  %7 = sext i32 %6 to i64
  %8 = or i32 %3, 1
  %9 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %8
  %10 = load i32, i32* %9, align 4, !tbaa !10
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, %7
  %13 = add nsw i64 %12, %4
  %14 = or i32 %3, 2
  %15 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4, !tbaa !10
  %17 = sext i32 %16 to i64
  %18 = or i32 %3, 3
  %19 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, %17
  %23 = add nsw i64 %22, %13
  %24 = add nuw nsw i32 %3, 4
  %25 = icmp ult i32 %14, 998
  br i1 %25, label %2, label %1, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @to_float() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %27, %2 ]
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = sitofp i32 %5 to float
  %7 = fmul float %6, 5.000000e-01
  %8 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %3
  store float %7, float* %8, align 4, !tbaa !6
  %9 = or i32 %3, 1
  %10 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !10
  %12 = sitofp i32 %11 to float
  %13 = fmul float %12, 5.000000e-01
  %14 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %9
  store float %13, float* %14, align 4, !tbaa !6
  %15 = or i32 %3, 2
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !10
  %18 = sitofp i32 %17 to float
  %19 = fmul float %18, 5.000000e-01
  %20 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %15
  store float %19, float* %20, align 4, !tbaa !6
  %21 = or i32 %3, 3
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !10
  %24 = sitofp i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  %26 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %21
  store float %25, float* %26, align 4, !tbaa !6
  %27 = add nuw nsw i32 %3, 4
  %28 = icmp eq i32 %27, 1000
  br i1 %28, label %1, label %2, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @xor_bytes() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %38

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %39, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %38, %2 ]
  %5 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %3
  %6 = load i8, i8* %5, align 1, !tbaa !16
  %7 = zext i8 %6 to i32
  %8 = and i32 %3, 7
  %9 = shl nuw nsw i32 %7, %8
  %10 = xor i32 %9, %4
  %11 = add nuw nsw i32 %3, 1
  %12 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !16
  %14 = zext i8 %13 to i32
  %15 = and i32 %11, 7
  %16 = shl nuw nsw i32 %14, %15
  %17 = xor i32 %16, %10
  %18 = add nuw nsw i32 %3, 2
  %19 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !16
  %21 = zext i8 %20 to i32
  %22 = and i32 %18, 7
  %23 = shl nuw nsw i32 %21, %22
  %24 = xor i32 %23, %17
  %25 = add nuw nsw i32 %3, 3
  %26 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %25
  %27 = load i8, i8* %26, align 1, !tbaa !16
  %28 = zext i8 %27 to i32
  %29 = and i32 %25, 7
  %30 = shl nuw nsw i32 %28, %29
  %31 = xor i32 %30, %24
  %32 = add nuw nsw i32 %3, 4
  %33 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !16
  %35 = zext i8 %34 to i32
  %36 = and i32 %32, 7
  %37 = shl nuw nsw i32 %35, %36
  %38 = xor i32 %37, %31
  %39 = add nuw nsw i32 %3, 5
  %40 = icmp eq i32 %39, 1000
  br i1 %40, label %1, label %2, !llvm.loop !40
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %27, %2 ]
  %4 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !16
  %6 = zext i8 %5 to i32
  %7 = sub nuw nsw i32 999, %3
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !16
  %10 = zext i8 %9 to i32
  %11 = sub nsw i32 %6, %10
  %12 = tail call i32 @llvm.abs.i32(i32 %11, i1 true)
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %3
  store i8 %13, i8* %14, align 1, !tbaa !16
  %15 = or i32 %3, 1
  %16 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %15
  %17 = load i8, i8* %16, align 1, !tbaa !16
  %18 = zext i8 %17 to i32
  %19 = sub nsw i32 998, %3
  %20 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %19
  %21 = load i8, i8* %20, align 1, !tbaa !16
  %22 = zext i8 %21 to i32
  %23 = sub nsw i32 %18, %22
  %24 = tail call i32 @llvm.abs.i32(i32 %23, i1 true)
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %15
  store i8 %25, i8* %26, align 1, !tbaa !16
  %27 = add nuw nsw i32 %3, 2
  %28 = icmp eq i32 %27, 1000
  br i1 %28, label %1, label %2, !llvm.loop !41
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !20}
!34 = distinct !{!34, !20}
!35 = distinct !{!35, !20}
!36 = distinct !{!36, !20}
!37 = distinct !{!37, !20}
!38 = distinct !{!38, !20}
!39 = distinct !{!39, !20}
!40 = distinct !{!40, !20}
!41 = distinct !{!41, !20}
