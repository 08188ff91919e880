; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
@ic = internal global [1000 x i32] zeroinitializer, align 8
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
  br label %66

1:                                                ; preds = %66
  %2 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i64 0, i64 0))
  %3 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i64 0, i64 0))
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i64 @sum_ll()
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i64 noundef %5)
  %7 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i64 0, i64 0))
  %8 = fpext float %7 to double
  %9 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i64 0, i64 0))
  %10 = fpext float %9 to double
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), double noundef %8, double noundef %10)
  %12 = tail call fastcc double @dot()
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), double noundef %12)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fc to i8*), i8* noundef nonnull align 4 dereferenceable(4000) bitcast ([1000 x float]* @fb to i8*), i64 4000, i1 false), !tbaa !10
  tail call fastcc void @saxpy()
  %14 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), align 4, !tbaa !10
  %15 = fpext float %14 to double
  %16 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 999), align 4, !tbaa !10
  %17 = fpext float %16 to double
  %18 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0))
  %19 = fpext float %18 to double
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), double noundef %15, double noundef %17, double noundef %19)
  tail call fastcc void @add3()
  %21 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 4, !tbaa !14
  %22 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 500), align 4, !tbaa !14
  %23 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = tail call fastcc i32 @max_int()
  %26 = tail call fastcc i32 @min_int()
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %25, i32 noundef %26)
  %28 = tail call fastcc i32 @count_bytes(i8 noundef 7)
  %29 = tail call fastcc i32 @count_bytes(i8 noundef -56)
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i32 noundef %28, i32 noundef %29)
  %31 = tail call fastcc i32 @sum_short()
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %31)
  tail call fastcc void @reverse_copy()
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 4, !tbaa !14
  %34 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !14
  %35 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %33, i32 noundef %34, i32 noundef %35)
  tail call fastcc void @clamp()
  %37 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i64 0, i64 0), i32 noundef %37)
  %39 = tail call fastcc i64 @strided()
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i64 noundef %39)
  tail call fastcc void @to_float()
  %41 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0))
  %42 = fpext float %41 to double
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), double noundef %42)
  %44 = tail call fastcc i32 @xor_bytes()
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %44)
  tail call fastcc void @abs_diff()
  br label %46

46:                                               ; preds = %46, %1
  %47 = phi i64 [ 0, %1 ], [ %60, %46 ]
  %48 = phi <4 x i32> [ zeroinitializer, %1 ], [ %58, %46 ]
  %49 = phi <4 x i32> [ zeroinitializer, %1 ], [ %59, %46 ]
  %50 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %47
  %51 = bitcast i8* %50 to <4 x i8>*
  %52 = load <4 x i8>, <4 x i8>* %51, align 1, !tbaa !16
  %53 = getelementptr inbounds i8, i8* %50, i64 4
  %54 = bitcast i8* %53 to <4 x i8>*
  %55 = load <4 x i8>, <4 x i8>* %54, align 1, !tbaa !16
  %56 = zext <4 x i8> %52 to <4 x i32>
  %57 = zext <4 x i8> %55 to <4 x i32>
  %58 = add <4 x i32> %48, %56
  %59 = add <4 x i32> %49, %57
  %60 = add nuw i64 %47, 8
  %61 = icmp eq i64 %60, 1000
  br i1 %61, label %62, label %46, !llvm.loop !17

62:                                               ; preds = %46
  %63 = add <4 x i32> %59, %58
  %64 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %63)
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i64 0, i64 0), i32 noundef %64)
  br label %108

66:                                               ; preds = %0, %66
  %67 = phi i64 [ 0, %0 ], [ %106, %66 ]
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %67 to i16
  %70 = mul i16 %69, 37
  %71 = urem i16 %70, 101
  %72 = zext i16 %71 to i32
  %73 = add nsw i32 %72, -50
  %74 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %67
  store i32 %73, i32* %74, align 4, !tbaa !14
  %75 = mul nuw nsw i64 %67, %67
  %76 = trunc i64 %75 to i32
  %77 = urem i32 %76, 97
  %78 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %67
  store i32 %77, i32* %78, align 4, !tbaa !14
  %79 = urem i16 %69, 17
  %80 = zext i16 %79 to i32
  %81 = add nsw i32 %80, -8
  %82 = sitofp i32 %81 to float
  %83 = fmul float %82, 2.500000e-01
  %84 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %67
  store float %83, float* %84, align 4, !tbaa !10
  %85 = urem i16 %69, 5
  %86 = uitofp i16 %85 to float
  %87 = fadd float %86, 5.000000e-01
  %88 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %67
  store float %87, float* %88, align 4, !tbaa !10
  %89 = urem i16 %69, 13
  %90 = uitofp i16 %89 to double
  %91 = fmul double %90, 1.250000e-01
  %92 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %67
  store double %91, double* %92, align 8, !tbaa !20
  %93 = mul i16 %69, 7
  %94 = urem i16 %93, 200
  %95 = add nsw i16 %94, -100
  %96 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %67
  store i16 %95, i16* %96, align 2, !tbaa !22
  %97 = lshr i32 %68, 3
  %98 = trunc i64 %67 to i32
  %99 = mul i32 %98, 13
  %100 = add nuw nsw i32 %99, %97
  %101 = trunc i32 %100 to i8
  %102 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %67
  store i8 %101, i8* %102, align 1, !tbaa !16
  %103 = mul nuw nsw i64 %67, 1000003
  %104 = add nsw i64 %103, -400000000
  %105 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %67
  store i64 %104, i64* %105, align 8, !tbaa !24
  %106 = add nuw nsw i64 %67, 1
  %107 = icmp eq i64 %106, 1000
  br i1 %107, label %1, label %66, !llvm.loop !26

108:                                              ; preds = %108, %62
  %109 = phi i64 [ 0, %62 ], [ %168, %108 ]
  %110 = insertelement <4 x i64> poison, i64 %109, i64 0
  %111 = shufflevector <4 x i64> %110, <4 x i64> poison, <4 x i32> zeroinitializer
  %112 = trunc <4 x i64> %111 to <4 x i32>
  %113 = xor <4 x i32> %112, <i32 0, i32 1, i32 2, i32 3>
  %114 = trunc <4 x i64> %111 to <4 x i32>
  %115 = mul <4 x i32> %114, <i32 0, i32 1, i32 2, i32 3>
  %116 = add nuw nsw <4 x i32> %113, %115
  %117 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 0
  %118 = bitcast i32* %117 to <4 x i32>*
  store <4 x i32> %116, <4 x i32>* %118, align 4, !tbaa !14
  %119 = trunc <4 x i64> %111 to <4 x i32>
  %120 = xor <4 x i32> %119, <i32 4, i32 5, i32 6, i32 7>
  %121 = trunc <4 x i64> %111 to <4 x i32>
  %122 = mul <4 x i32> %121, <i32 4, i32 5, i32 6, i32 7>
  %123 = add nuw nsw <4 x i32> %120, %122
  %124 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 4
  %125 = bitcast i32* %124 to <4 x i32>*
  store <4 x i32> %123, <4 x i32>* %125, align 4, !tbaa !14
  %126 = trunc <4 x i64> %111 to <4 x i32>
  %127 = xor <4 x i32> %126, <i32 8, i32 9, i32 10, i32 11>
  %128 = trunc <4 x i64> %111 to <4 x i32>
  %129 = mul <4 x i32> %128, <i32 8, i32 9, i32 10, i32 11>
  %130 = add nuw nsw <4 x i32> %127, %129
  %131 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 8
  %132 = bitcast i32* %131 to <4 x i32>*
  store <4 x i32> %130, <4 x i32>* %132, align 4, !tbaa !14
  %133 = trunc <4 x i64> %111 to <4 x i32>
  %134 = xor <4 x i32> %133, <i32 12, i32 13, i32 14, i32 15>
  %135 = trunc <4 x i64> %111 to <4 x i32>
  %136 = mul <4 x i32> %135, <i32 12, i32 13, i32 14, i32 15>
  %137 = add nuw nsw <4 x i32> %134, %136
  %138 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 12
  %139 = bitcast i32* %138 to <4 x i32>*
  store <4 x i32> %137, <4 x i32>* %139, align 4, !tbaa !14
  %140 = trunc <4 x i64> %111 to <4 x i32>
  %141 = xor <4 x i32> %140, <i32 16, i32 17, i32 18, i32 19>
  %142 = trunc <4 x i64> %111 to <4 x i32>
  %143 = mul <4 x i32> %142, <i32 16, i32 17, i32 18, i32 19>
  %144 = add nuw nsw <4 x i32> %141, %143
  %145 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 16
  %146 = bitcast i32* %145 to <4 x i32>*
  store <4 x i32> %144, <4 x i32>* %146, align 4, !tbaa !14
  %147 = trunc <4 x i64> %111 to <4 x i32>
  %148 = xor <4 x i32> %147, <i32 20, i32 21, i32 22, i32 23>
  %149 = trunc <4 x i64> %111 to <4 x i32>
  %150 = mul <4 x i32> %149, <i32 20, i32 21, i32 22, i32 23>
  %151 = add nuw nsw <4 x i32> %148, %150
  %152 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 20
  %153 = bitcast i32* %152 to <4 x i32>*
  store <4 x i32> %151, <4 x i32>* %153, align 4, !tbaa !14
  %154 = trunc <4 x i64> %111 to <4 x i32>
  %155 = xor <4 x i32> %154, <i32 24, i32 25, i32 26, i32 27>
  %156 = trunc <4 x i64> %111 to <4 x i32>
  %157 = mul <4 x i32> %156, <i32 24, i32 25, i32 26, i32 27>
  %158 = add nuw nsw <4 x i32> %155, %157
  %159 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 24
  %160 = bitcast i32* %159 to <4 x i32>*
  store <4 x i32> %158, <4 x i32>* %160, align 4, !tbaa !14
  %161 = trunc <4 x i64> %111 to <4 x i32>
  %162 = xor <4 x i32> %161, <i32 28, i32 29, i32 30, i32 31>
  %163 = trunc <4 x i64> %111 to <4 x i32>
  %164 = mul <4 x i32> %163, <i32 28, i32 29, i32 30, i32 31>
  %165 = add nuw nsw <4 x i32> %162, %164
  %166 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %109, i64 28
  %167 = bitcast i32* %166 to <4 x i32>*
  store <4 x i32> %165, <4 x i32>* %167, align 4, !tbaa !14
  %168 = add nuw nsw i64 %109, 1
  %169 = icmp eq i64 %168, 32
  br i1 %169, label %170, label %108, !llvm.loop !27

170:                                              ; preds = %108, %175
  %171 = phi i64 [ %176, %175 ], [ 0, %108 ]
  %172 = phi i64 [ %188, %175 ], [ 0, %108 ]
  br label %178

173:                                              ; preds = %175
  %174 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0), i64 noundef %188)
  ret i32 31

175:                                              ; preds = %178
  %176 = add nuw nsw i64 %171, 1
  %177 = icmp eq i64 %176, 32
  br i1 %177, label %173, label %170, !llvm.loop !28

178:                                              ; preds = %170, %178
  %179 = phi i64 [ 0, %170 ], [ %189, %178 ]
  %180 = phi i64 [ %172, %170 ], [ %188, %178 ]
  %181 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %171, i64 %179
  %182 = load i32, i32* %181, align 4, !tbaa !14
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %179, i64 %171
  %185 = load i32, i32* %184, align 4, !tbaa !14
  %186 = sext i32 %185 to i64
  %187 = mul nsw i64 %186, %183
  %188 = add nsw i64 %187, %180
  %189 = add nuw nsw i64 %179, 1
  %190 = icmp eq i64 %189, 32
  br i1 %190, label %175, label %178, !llvm.loop !29
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_int(i32* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %14, %2 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %12, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %13, %2 ]
  %6 = getelementptr inbounds i32, i32* %0, i64 %3
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !14
  %9 = getelementptr inbounds i32, i32* %6, i64 4
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !14
  %12 = add <4 x i32> %8, %4
  %13 = add <4 x i32> %11, %5
  %14 = add nuw i64 %3, 8
  %15 = icmp eq i64 %14, 1000
  br i1 %15, label %16, label %2, !llvm.loop !30

16:                                               ; preds = %2
  %17 = add <4 x i32> %13, %12
  %18 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %17)
  ret i32 %18
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum_ll() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %2
  %6 = bitcast i64* %5 to <2 x i64>*
  %7 = load <2 x i64>, <2 x i64>* %6, align 8, !tbaa !24
  %8 = getelementptr inbounds i64, i64* %5, i64 2
  %9 = bitcast i64* %8 to <2 x i64>*
  %10 = load <2 x i64>, <2 x i64>* %9, align 8, !tbaa !24
  %11 = add <2 x i64> %7, %3
  %12 = add <2 x i64> %10, %4
  %13 = add nuw i64 %2, 4
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !31

15:                                               ; preds = %1
  %16 = add <2 x i64> %12, %11
  %17 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %16)
  ret i64 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @sum_float(float* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %12, %2 ]
  %4 = phi float [ 0.000000e+00, %1 ], [ %11, %2 ]
  %5 = or i64 %3, 1
  %6 = getelementptr inbounds float, float* %0, i64 %3
  %7 = getelementptr inbounds float, float* %0, i64 %5
  %8 = load float, float* %6, align 4, !tbaa !10
  %9 = load float, float* %7, align 4, !tbaa !10
  %10 = fadd float %4, %8
  %11 = fadd float %10, %9
  %12 = add nuw i64 %3, 2
  %13 = icmp eq i64 %12, 1000
  br i1 %13, label %14, label %2, !llvm.loop !32

14:                                               ; preds = %2
  ret float %11
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %18, %1 ]
  %4 = or i64 %2, 1
  %5 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %2
  %6 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %4
  %7 = load double, double* %5, align 8, !tbaa !20
  %8 = load double, double* %6, align 8, !tbaa !20
  %9 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %2
  %10 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %4
  %11 = load float, float* %9, align 4, !tbaa !10
  %12 = load float, float* %10, align 4, !tbaa !10
  %13 = fpext float %11 to double
  %14 = fpext float %12 to double
  %15 = fmul double %7, %13
  %16 = fmul double %8, %14
  %17 = fadd double %3, %15
  %18 = fadd double %17, %16
  %19 = add nuw i64 %2, 2
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !33

21:                                               ; preds = %1
  ret double %18
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 4, !tbaa !10
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !10
  %9 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %2
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 4, !tbaa !10
  %12 = getelementptr inbounds float, float* %9, i64 4
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 4, !tbaa !10
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11)
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14)
  %17 = bitcast float* %9 to <4 x float>*
  store <4 x float> %15, <4 x float>* %17, align 4, !tbaa !10
  %18 = bitcast float* %12 to <4 x float>*
  store <4 x float> %16, <4 x float>* %18, align 4, !tbaa !10
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !34

21:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @add3() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %27, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !14
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !14
  %9 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %2
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !14
  %12 = getelementptr inbounds i32, i32* %9, i64 4
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 4, !tbaa !14
  %15 = mul nsw <4 x i32> %11, <i32 3, i32 3, i32 3, i32 3>
  %16 = mul nsw <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>
  %17 = ashr <4 x i32> %5, <i32 2, i32 2, i32 2, i32 2>
  %18 = ashr <4 x i32> %8, <i32 2, i32 2, i32 2, i32 2>
  %19 = sub <4 x i32> %5, %17
  %20 = sub <4 x i32> %8, %18
  %21 = add <4 x i32> %19, %15
  %22 = add <4 x i32> %20, %16
  %23 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %24 = bitcast i32* %23 to <4 x i32>*
  store <4 x i32> %21, <4 x i32>* %24, align 4, !tbaa !14
  %25 = getelementptr inbounds i32, i32* %23, i64 4
  %26 = bitcast i32* %25 to <4 x i32>*
  store <4 x i32> %22, <4 x i32>* %26, align 4, !tbaa !14
  %27 = add nuw i64 %2, 8
  %28 = icmp eq i64 %27, 1000
  br i1 %28, label %29, label %1, !llvm.loop !35

29:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @max_int() unnamed_addr #2 {
  %1 = load <2 x i32>, <2 x i32>* bitcast ([1000 x i32]* @ic to <2 x i32>*), align 8
  %2 = shufflevector <2 x i32> %1, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %18, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %16, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %17, %3 ]
  %7 = or i64 %4, 1
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %7
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !14
  %11 = getelementptr inbounds i32, i32* %8, i64 4
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !tbaa !14
  %14 = icmp sgt <4 x i32> %10, %5
  %15 = icmp sgt <4 x i32> %13, %6
  %16 = select <4 x i1> %14, <4 x i32> %10, <4 x i32> %5
  %17 = select <4 x i1> %15, <4 x i32> %13, <4 x i32> %6
  %18 = add nuw i64 %4, 8
  %19 = icmp eq i64 %18, 992
  br i1 %19, label %20, label %3, !llvm.loop !36

20:                                               ; preds = %3
  %21 = icmp sgt <4 x i32> %16, %17
  %22 = select <4 x i1> %21, <4 x i32> %16, <4 x i32> %17
  %23 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %22)
  %24 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 993), align 4, !tbaa !14
  %25 = icmp sgt i32 %24, %23
  %26 = select i1 %25, i32 %24, i32 %23
  %27 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 994), align 8, !tbaa !14
  %28 = icmp sgt i32 %27, %26
  %29 = select i1 %28, i32 %27, i32 %26
  %30 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 995), align 4, !tbaa !14
  %31 = icmp sgt i32 %30, %29
  %32 = select i1 %31, i32 %30, i32 %29
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 996), align 8, !tbaa !14
  %34 = icmp sgt i32 %33, %32
  %35 = select i1 %34, i32 %33, i32 %32
  %36 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 997), align 4, !tbaa !14
  %37 = icmp sgt i32 %36, %35
  %38 = select i1 %37, i32 %36, i32 %35
  %39 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 998), align 8, !tbaa !14
  %40 = icmp sgt i32 %39, %38
  %41 = select i1 %40, i32 %39, i32 %38
  %42 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !14
  %43 = icmp sgt i32 %42, %41
  %44 = select i1 %43, i32 %42, i32 %41
  ret i32 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @min_int() unnamed_addr #2 {
  %1 = load <2 x i32>, <2 x i32>* bitcast ([1000 x i32]* @ic to <2 x i32>*), align 8
  %2 = shufflevector <2 x i32> %1, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %18, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %16, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %17, %3 ]
  %7 = or i64 %4, 1
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %7
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !14
  %11 = getelementptr inbounds i32, i32* %8, i64 4
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !tbaa !14
  %14 = icmp slt <4 x i32> %10, %5
  %15 = icmp slt <4 x i32> %13, %6
  %16 = select <4 x i1> %14, <4 x i32> %10, <4 x i32> %5
  %17 = select <4 x i1> %15, <4 x i32> %13, <4 x i32> %6
  %18 = add nuw i64 %4, 8
  %19 = icmp eq i64 %18, 992
  br i1 %19, label %20, label %3, !llvm.loop !37

20:                                               ; preds = %3
  %21 = icmp slt <4 x i32> %16, %17
  %22 = select <4 x i1> %21, <4 x i32> %16, <4 x i32> %17
  %23 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %22)
  %24 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 993), align 4, !tbaa !14
  %25 = icmp slt i32 %24, %23
  %26 = select i1 %25, i32 %24, i32 %23
  %27 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 994), align 8, !tbaa !14
  %28 = icmp slt i32 %27, %26
  %29 = select i1 %28, i32 %27, i32 %26
  %30 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 995), align 4, !tbaa !14
  %31 = icmp slt i32 %30, %29
  %32 = select i1 %31, i32 %30, i32 %29
  %33 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 996), align 8, !tbaa !14
  %34 = icmp slt i32 %33, %32
  %35 = select i1 %34, i32 %33, i32 %32
  %36 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 997), align 4, !tbaa !14
  %37 = icmp slt i32 %36, %35
  %38 = select i1 %37, i32 %36, i32 %35
  %39 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 998), align 8, !tbaa !14
  %40 = icmp slt i32 %39, %38
  %41 = select i1 %40, i32 %39, i32 %38
  %42 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !14
  %43 = icmp slt i32 %42, %41
  %44 = select i1 %43, i32 %42, i32 %41
  ret i32 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count_bytes(i8 noundef %0) unnamed_addr #2 {
  %2 = insertelement <4 x i8> poison, i8 %0, i64 0
  %3 = shufflevector <4 x i8> %2, <4 x i8> poison, <4 x i32> zeroinitializer
  %4 = insertelement <4 x i8> poison, i8 %0, i64 0
  %5 = shufflevector <4 x i8> %4, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi i64 [ 0, %1 ], [ %22, %6 ]
  %8 = phi <4 x i32> [ zeroinitializer, %1 ], [ %20, %6 ]
  %9 = phi <4 x i32> [ zeroinitializer, %1 ], [ %21, %6 ]
  %10 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %7
  %11 = bitcast i8* %10 to <4 x i8>*
  %12 = load <4 x i8>, <4 x i8>* %11, align 1, !tbaa !16
  %13 = getelementptr inbounds i8, i8* %10, i64 4
  %14 = bitcast i8* %13 to <4 x i8>*
  %15 = load <4 x i8>, <4 x i8>* %14, align 1, !tbaa !16
  %16 = icmp eq <4 x i8> %12, %3
  %17 = icmp eq <4 x i8> %15, %5
  %18 = zext <4 x i1> %16 to <4 x i32>
  %19 = zext <4 x i1> %17 to <4 x i32>
  %20 = add <4 x i32> %8, %18
  %21 = add <4 x i32> %9, %19
  %22 = add nuw i64 %7, 8
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %24, label %6, !llvm.loop !38

24:                                               ; preds = %6
  %25 = add <4 x i32> %21, %20
  %26 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  ret i32 %26
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_short() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %15, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %16, %1 ]
  %5 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %2
  %6 = bitcast i16* %5 to <4 x i16>*
  %7 = load <4 x i16>, <4 x i16>* %6, align 2, !tbaa !22
  %8 = getelementptr inbounds i16, i16* %5, i64 4
  %9 = bitcast i16* %8 to <4 x i16>*
  %10 = load <4 x i16>, <4 x i16>* %9, align 2, !tbaa !22
  %11 = sext <4 x i16> %7 to <4 x i32>
  %12 = sext <4 x i16> %10 to <4 x i32>
  %13 = mul nsw <4 x i32> %11, %11
  %14 = mul nsw <4 x i32> %12, %12
  %15 = add <4 x i32> %13, %3
  %16 = add <4 x i32> %14, %4
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !39

19:                                               ; preds = %1
  %20 = add <4 x i32> %16, %15
  %21 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %20)
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @reverse_copy() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = sub nuw nsw i64 999, %2
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %3
  %5 = getelementptr inbounds i32, i32* %4, i64 -3
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !tbaa !14
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %9 = getelementptr inbounds i32, i32* %4, i64 -7
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !14
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %8, <4 x i32>* %14, align 8, !tbaa !14
  %15 = getelementptr inbounds i32, i32* %13, i64 4
  %16 = bitcast i32* %15 to <4 x i32>*
  store <4 x i32> %12, <4 x i32>* %16, align 8, !tbaa !14
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !40

19:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @clamp() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 8, !tbaa !14
  %9 = icmp slt <4 x i32> %5, <i32 20, i32 20, i32 20, i32 20>
  %10 = icmp slt <4 x i32> %8, <i32 20, i32 20, i32 20, i32 20>
  %11 = select <4 x i1> %9, <4 x i32> %5, <4 x i32> <i32 20, i32 20, i32 20, i32 20>
  %12 = select <4 x i1> %10, <4 x i32> %8, <4 x i32> <i32 20, i32 20, i32 20, i32 20>
  %13 = icmp sgt <4 x i32> %11, <i32 -10, i32 -10, i32 -10, i32 -10>
  %14 = icmp sgt <4 x i32> %12, <i32 -10, i32 -10, i32 -10, i32 -10>
  %15 = select <4 x i1> %13, <4 x i32> %11, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>
  %16 = select <4 x i1> %14, <4 x i32> %12, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>
  %17 = bitcast i32* %3 to <4 x i32>*
  store <4 x i32> %15, <4 x i32>* %17, align 8, !tbaa !14
  %18 = bitcast i32* %6 to <4 x i32>*
  store <4 x i32> %16, <4 x i32>* %18, align 8, !tbaa !14
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !41

21:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @strided() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %25, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %23, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %24, %1 ]
  %5 = shl i64 %2, 1
  %6 = or i64 %5, 4
  %7 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %5
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %6
  %9 = bitcast i32* %7 to <4 x i32>*
  %10 = bitcast i32* %8 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !14
  %12 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !14
  %13 = shufflevector <4 x i32> %11, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %14 = shufflevector <4 x i32> %12, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %15 = shufflevector <4 x i32> %11, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %16 = shufflevector <4 x i32> %12, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %17 = sext <2 x i32> %13 to <2 x i64>
  %18 = sext <2 x i32> %14 to <2 x i64>
  %19 = sext <2 x i32> %15 to <2 x i64>
  %20 = sext <2 x i32> %16 to <2 x i64>
  %21 = mul nsw <2 x i64> %19, %17
  %22 = mul nsw <2 x i64> %20, %18
  %23 = add <2 x i64> %21, %3
  %24 = add <2 x i64> %22, %4
  %25 = add nuw i64 %2, 4
  %26 = icmp eq i64 %25, 500
  br i1 %26, label %27, label %1, !llvm.loop !42

27:                                               ; preds = %1
  %28 = add <2 x i64> %24, %23
  %29 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %28)
  ret i64 %29
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @to_float() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !14
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !14
  %9 = sitofp <4 x i32> %5 to <4 x float>
  %10 = sitofp <4 x i32> %8 to <4 x float>
  %11 = fmul <4 x float> %9, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %12 = fmul <4 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %13 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %2
  %14 = bitcast float* %13 to <4 x float>*
  store <4 x float> %11, <4 x float>* %14, align 4, !tbaa !10
  %15 = getelementptr inbounds float, float* %13, i64 4
  %16 = bitcast float* %15 to <4 x float>*
  store <4 x float> %12, <4 x float>* %16, align 4, !tbaa !10
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !43

19:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @xor_bytes() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %19, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %20, %1 ]
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %22, %1 ]
  %6 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %7 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %2
  %8 = bitcast i8* %7 to <4 x i8>*
  %9 = load <4 x i8>, <4 x i8>* %8, align 1, !tbaa !16
  %10 = getelementptr inbounds i8, i8* %7, i64 4
  %11 = bitcast i8* %10 to <4 x i8>*
  %12 = load <4 x i8>, <4 x i8>* %11, align 1, !tbaa !16
  %13 = zext <4 x i8> %9 to <4 x i32>
  %14 = zext <4 x i8> %12 to <4 x i32>
  %15 = and <4 x i32> %5, <i32 7, i32 7, i32 7, i32 7>
  %16 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>
  %17 = shl nuw nsw <4 x i32> %13, %15
  %18 = shl nuw nsw <4 x i32> %14, %16
  %19 = xor <4 x i32> %17, %3
  %20 = xor <4 x i32> %18, %4
  %21 = add nuw i64 %2, 8
  %22 = add <4 x i32> %5, <i32 8, i32 8, i32 8, i32 8>
  %23 = icmp eq i64 %21, 1000
  br i1 %23, label %24, label %1, !llvm.loop !44

24:                                               ; preds = %1
  %25 = xor <4 x i32> %20, %19
  %26 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %25)
  ret i32 %26
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %2
  %4 = bitcast i8* %3 to <8 x i8>*
  %5 = load <8 x i8>, <8 x i8>* %4, align 1, !tbaa !16
  %6 = zext <8 x i8> %5 to <8 x i32>
  %7 = sub nuw nsw i64 999, %2
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %7
  %9 = getelementptr inbounds i8, i8* %8, i64 -7
  %10 = bitcast i8* %9 to <8 x i8>*
  %11 = load <8 x i8>, <8 x i8>* %10, align 1, !tbaa !16
  %12 = shufflevector <8 x i8> %11, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = zext <8 x i8> %12 to <8 x i32>
  %14 = sub nsw <8 x i32> %6, %13
  %15 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %14, i1 true)
  %16 = trunc <8 x i32> %15 to <8 x i8>
  %17 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %2
  %18 = bitcast i8* %17 to <8 x i8>*
  store <8 x i8> %16, <8 x i8>* %18, align 1, !tbaa !16
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !45

21:                                               ; preds = %1
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }

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
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{!12, !12, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !12, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !12, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !12, i64 0}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18}
!30 = distinct !{!30, !18, !19}
!31 = distinct !{!31, !18, !19}
!32 = distinct !{!32, !18, !19}
!33 = distinct !{!33, !18, !19}
!34 = distinct !{!34, !18, !19}
!35 = distinct !{!35, !18, !19}
!36 = distinct !{!36, !18, !19}
!37 = distinct !{!37, !18, !19}
!38 = distinct !{!38, !18, !19}
!39 = distinct !{!39, !18, !19}
!40 = distinct !{!40, !18, !19}
!41 = distinct !{!41, !18, !19}
!42 = distinct !{!42, !18, !19}
!43 = distinct !{!43, !18, !19}
!44 = distinct !{!44, !18, !19}
!45 = distinct !{!45, !18, !19}
