; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

$"??_C@_0P@LIDCCEA@sum_int?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@KFMPGKPF@sum_ll?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0BF@PEOLHEGC@sum_float?5?$CF?44f?5?$CF?44f?6?$AA@" = comdat any

$"??_C@_09OKGBCGIF@dot?5?$CF?46f?6?$AA@" = comdat any

$"??_C@_0BG@KMDONAJM@saxpy?5?$CF?44f?5?$CF?44f?5?$CF?44f?6?$AA@" = comdat any

$"??_C@_0P@NBIIGDKJ@add3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@FGBMPNIN@max?5?$CFd?5min?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@COEMMAEJ@count_bytes?5?$CFu?5?$CFu?6?$AA@" = comdat any

$"??_C@_0O@LJHMEBKO@sum_short?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@KIHOHMGA@reverse?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_09ICOMCBPF@clamp?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@LLGJILFK@strided?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0P@IEEKFBGF@to_float?5?$CF?42f?6?$AA@" = comdat any

$"??_C@_0O@PGAOACBE@xor_bytes?5?$CFu?6?$AA@" = comdat any

$"??_C@_0N@MOEAGNJP@abs_diff?5?$CFu?6?$AA@" = comdat any

$"??_C@_0N@DJEOBOKM@matrix?5?$CFlld?6?$AA@" = comdat any

@ia = internal global [1000 x i32] zeroinitializer, align 16
@ib = internal global [1000 x i32] zeroinitializer, align 16
@fa = internal global [1000 x float] zeroinitializer, align 16
@fb = internal global [1000 x float] zeroinitializer, align 16
@da = internal unnamed_addr global [1000 x double] zeroinitializer, align 16
@sa = internal unnamed_addr global [1000 x i16] zeroinitializer, align 16
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 16
@la = internal unnamed_addr global [1000 x i64] zeroinitializer, align 16
@"??_C@_0P@LIDCCEA@sum_int?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum_int %d %d\0A\00", comdat, align 1
@"??_C@_0N@KFMPGKPF@sum_ll?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", comdat, align 1
@"??_C@_0BF@PEOLHEGC@sum_float?5?$CF?44f?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"sum_float %.4f %.4f\0A\00", comdat, align 1
@"??_C@_09OKGBCGIF@dot?5?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"dot %.6f\0A\00", comdat, align 1
@fc = internal global [1000 x float] zeroinitializer, align 16
@"??_C@_0BG@KMDONAJM@saxpy?5?$CF?44f?5?$CF?44f?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"saxpy %.4f %.4f %.4f\0A\00", comdat, align 1
@ic = internal global [1000 x i32] zeroinitializer, align 16
@"??_C@_0P@NBIIGDKJ@add3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"add3 %d %d %d\0A\00", comdat, align 1
@"??_C@_0P@FGBMPNIN@max?5?$CFd?5min?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"max %d min %d\0A\00", comdat, align 1
@"??_C@_0BD@COEMMAEJ@count_bytes?5?$CFu?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"count_bytes %u %u\0A\00", comdat, align 1
@"??_C@_0O@LJHMEBKO@sum_short?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"sum_short %d\0A\00", comdat, align 1
@"??_C@_0BC@KIHOHMGA@reverse?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"reverse %d %d %d\0A\00", comdat, align 1
@"??_C@_09ICOMCBPF@clamp?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"clamp %d\0A\00", comdat, align 1
@"??_C@_0O@LLGJILFK@strided?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"strided %lld\0A\00", comdat, align 1
@"??_C@_0P@IEEKFBGF@to_float?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"to_float %.2f\0A\00", comdat, align 1
@"??_C@_0O@PGAOACBE@xor_bytes?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"xor_bytes %u\0A\00", comdat, align 1
@main.diff = internal unnamed_addr global [1000 x i8] zeroinitializer, align 16
@"??_C@_0N@MOEAGNJP@abs_diff?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"abs_diff %u\0A\00", comdat, align 1
@main.mat = internal unnamed_addr global [32 x [32 x i32]] zeroinitializer, align 16
@"??_C@_0N@DJEOBOKM@matrix?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"matrix %lld\0A\00", comdat, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %50, %1 ]
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %51, %1 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %52, %1 ]
  %5 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %53, %1 ]
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %54, %1 ]
  %7 = mul <2 x i16> %5, <i16 37, i16 37>
  %8 = urem <2 x i16> %7, <i16 101, i16 101>
  %9 = zext <2 x i16> %8 to <2 x i32>
  %10 = add nsw <2 x i32> %9, <i32 -50, i32 -50>
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %2
  %12 = bitcast i32* %11 to <2 x i32>*
  store <2 x i32> %10, <2 x i32>* %12, align 8, !tbaa !4
  %13 = mul nuw nsw <2 x i64> %3, %3
  %14 = trunc <2 x i64> %13 to <2 x i32>
  %15 = urem <2 x i32> %14, <i32 97, i32 97>
  %16 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %2
  %17 = bitcast i32* %16 to <2 x i32>*
  store <2 x i32> %15, <2 x i32>* %17, align 8, !tbaa !4
  %18 = urem <2 x i16> %5, <i16 17, i16 17>
  %19 = zext <2 x i16> %18 to <2 x i32>
  %20 = add nsw <2 x i32> %19, <i32 -8, i32 -8>
  %21 = sitofp <2 x i32> %20 to <2 x float>
  %22 = fmul <2 x float> %21, <float 2.500000e-01, float 2.500000e-01>
  %23 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %2
  %24 = bitcast float* %23 to <2 x float>*
  store <2 x float> %22, <2 x float>* %24, align 8, !tbaa !8
  %25 = urem <2 x i16> %5, <i16 5, i16 5>
  %26 = uitofp <2 x i16> %25 to <2 x float>
  %27 = fadd <2 x float> %26, <float 5.000000e-01, float 5.000000e-01>
  %28 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %2
  %29 = bitcast float* %28 to <2 x float>*
  store <2 x float> %27, <2 x float>* %29, align 8, !tbaa !8
  %30 = urem <2 x i16> %5, <i16 13, i16 13>
  %31 = uitofp <2 x i16> %30 to <2 x double>
  %32 = fmul <2 x double> %31, <double 1.250000e-01, double 1.250000e-01>
  %33 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %2
  %34 = bitcast double* %33 to <2 x double>*
  store <2 x double> %32, <2 x double>* %34, align 16, !tbaa !10
  %35 = mul <2 x i16> %5, <i16 7, i16 7>
  %36 = urem <2 x i16> %35, <i16 200, i16 200>
  %37 = add nsw <2 x i16> %36, <i16 -100, i16 -100>
  %38 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %2
  %39 = bitcast i16* %38 to <2 x i16>*
  store <2 x i16> %37, <2 x i16>* %39, align 4, !tbaa !12
  %40 = lshr <2 x i32> %4, <i32 3, i32 3>
  %41 = mul <2 x i32> %6, <i32 13, i32 13>
  %42 = add nuw nsw <2 x i32> %41, %40
  %43 = trunc <2 x i32> %42 to <2 x i8>
  %44 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %2
  %45 = bitcast i8* %44 to <2 x i8>*
  store <2 x i8> %43, <2 x i8>* %45, align 2, !tbaa !14
  %46 = mul nuw nsw <2 x i64> %3, <i64 1000003, i64 1000003>
  %47 = add nsw <2 x i64> %46, <i64 -400000000, i64 -400000000>
  %48 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %2
  %49 = bitcast i64* %48 to <2 x i64>*
  store <2 x i64> %47, <2 x i64>* %49, align 16, !tbaa !15
  %50 = add nuw i64 %2, 2
  %51 = add <2 x i64> %3, <i64 2, i64 2>
  %52 = add <2 x i32> %4, <i32 2, i32 2>
  %53 = add <2 x i16> %5, <i16 2, i16 2>
  %54 = add <2 x i32> %6, <i32 2, i32 2>
  %55 = icmp eq i64 %50, 1000
  br i1 %55, label %56, label %1, !llvm.loop !17

56:                                               ; preds = %1
  %57 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i64 0, i64 0))
  %58 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i64 0, i64 0))
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LIDCCEA@sum_int?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %58, i32 noundef %57)
  %60 = tail call fastcc i64 @sum_ll()
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KFMPGKPF@sum_ll?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef %60)
  %62 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i64 0, i64 0))
  %63 = fpext float %62 to double
  %64 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i64 0, i64 0))
  %65 = fpext float %64 to double
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@PEOLHEGC@sum_float?5?$CF?44f?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef %65, double noundef %63)
  %67 = tail call fastcc double @dot()
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OKGBCGIF@dot?5?$CF?46f?6?$AA@", i64 0, i64 0), double noundef %67)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4000) bitcast ([1000 x float]* @fc to i8*), i8* noundef nonnull align 16 dereferenceable(4000) bitcast ([1000 x float]* @fb to i8*), i64 4000, i1 false), !tbaa !8
  tail call fastcc void @saxpy()
  %69 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0))
  %70 = fpext float %69 to double
  %71 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 999), align 4, !tbaa !8
  %72 = fpext float %71 to double
  %73 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), align 16, !tbaa !8
  %74 = fpext float %73 to double
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KMDONAJM@saxpy?5?$CF?44f?5?$CF?44f?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef %74, double noundef %72, double noundef %70)
  tail call fastcc void @add3()
  %76 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %77 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 500), align 16, !tbaa !4
  %78 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 16, !tbaa !4
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NBIIGDKJ@add3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %78, i32 noundef %77, i32 noundef %76)
  %80 = tail call fastcc i32 @min_int()
  %81 = tail call fastcc i32 @max_int()
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FGBMPNIN@max?5?$CFd?5min?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %81, i32 noundef %80)
  %83 = tail call fastcc i32 @count_bytes(i8 noundef -56)
  %84 = tail call fastcc i32 @count_bytes(i8 noundef 7)
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@COEMMAEJ@count_bytes?5?$CFu?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %84, i32 noundef %83)
  %86 = tail call fastcc i32 @sum_short()
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LJHMEBKO@sum_short?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %86)
  tail call fastcc void @reverse_copy()
  %88 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %89 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !4
  %90 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 16, !tbaa !4
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KIHOHMGA@reverse?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %90, i32 noundef %89, i32 noundef %88)
  tail call fastcc void @clamp()
  %92 = tail call fastcc i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0))
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ICOMCBPF@clamp?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %92)
  %94 = tail call fastcc i64 @strided()
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LLGJILFK@strided?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef %94)
  tail call fastcc void @to_float()
  %96 = tail call fastcc float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0))
  %97 = fpext float %96 to double
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@IEEKFBGF@to_float?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef %97)
  %99 = tail call fastcc i32 @xor_bytes()
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@PGAOACBE@xor_bytes?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %99)
  tail call fastcc void @abs_diff()
  br label %101

101:                                              ; preds = %117, %56
  %102 = phi i64 [ 0, %56 ], [ %128, %117 ]
  %103 = phi <4 x i32> [ zeroinitializer, %56 ], [ %126, %117 ]
  %104 = phi <4 x i32> [ zeroinitializer, %56 ], [ %127, %117 ]
  %105 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %102
  %106 = bitcast i8* %105 to <4 x i8>*
  %107 = load <4 x i8>, <4 x i8>* %106, align 16, !tbaa !14
  %108 = getelementptr inbounds i8, i8* %105, i64 4
  %109 = bitcast i8* %108 to <4 x i8>*
  %110 = load <4 x i8>, <4 x i8>* %109, align 4, !tbaa !14
  %111 = zext <4 x i8> %107 to <4 x i32>
  %112 = zext <4 x i8> %110 to <4 x i32>
  %113 = add <4 x i32> %103, %111
  %114 = add <4 x i32> %104, %112
  %115 = or i64 %102, 8
  %116 = icmp eq i64 %115, 1000
  br i1 %116, label %129, label %117, !llvm.loop !20

117:                                              ; preds = %101
  %118 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %115
  %119 = bitcast i8* %118 to <4 x i8>*
  %120 = load <4 x i8>, <4 x i8>* %119, align 8, !tbaa !14
  %121 = getelementptr inbounds i8, i8* %118, i64 4
  %122 = bitcast i8* %121 to <4 x i8>*
  %123 = load <4 x i8>, <4 x i8>* %122, align 4, !tbaa !14
  %124 = zext <4 x i8> %120 to <4 x i32>
  %125 = zext <4 x i8> %123 to <4 x i32>
  %126 = add <4 x i32> %113, %124
  %127 = add <4 x i32> %114, %125
  %128 = add nuw nsw i64 %102, 16
  br label %101

129:                                              ; preds = %101
  %130 = add <4 x i32> %114, %113
  %131 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %130)
  %132 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@MOEAGNJP@abs_diff?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %131)
  br label %133

133:                                              ; preds = %133, %129
  %134 = phi i64 [ 0, %129 ], [ %193, %133 ]
  %135 = insertelement <4 x i64> poison, i64 %134, i64 0
  %136 = shufflevector <4 x i64> %135, <4 x i64> poison, <4 x i32> zeroinitializer
  %137 = trunc <4 x i64> %136 to <4 x i32>
  %138 = xor <4 x i32> %137, <i32 0, i32 1, i32 2, i32 3>
  %139 = trunc <4 x i64> %136 to <4 x i32>
  %140 = mul <4 x i32> %139, <i32 0, i32 1, i32 2, i32 3>
  %141 = add nuw nsw <4 x i32> %138, %140
  %142 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 0
  %143 = bitcast i32* %142 to <4 x i32>*
  store <4 x i32> %141, <4 x i32>* %143, align 16, !tbaa !4
  %144 = trunc <4 x i64> %136 to <4 x i32>
  %145 = xor <4 x i32> %144, <i32 4, i32 5, i32 6, i32 7>
  %146 = trunc <4 x i64> %136 to <4 x i32>
  %147 = mul <4 x i32> %146, <i32 4, i32 5, i32 6, i32 7>
  %148 = add nuw nsw <4 x i32> %145, %147
  %149 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 4
  %150 = bitcast i32* %149 to <4 x i32>*
  store <4 x i32> %148, <4 x i32>* %150, align 16, !tbaa !4
  %151 = trunc <4 x i64> %136 to <4 x i32>
  %152 = xor <4 x i32> %151, <i32 8, i32 9, i32 10, i32 11>
  %153 = trunc <4 x i64> %136 to <4 x i32>
  %154 = mul <4 x i32> %153, <i32 8, i32 9, i32 10, i32 11>
  %155 = add nuw nsw <4 x i32> %152, %154
  %156 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 8
  %157 = bitcast i32* %156 to <4 x i32>*
  store <4 x i32> %155, <4 x i32>* %157, align 16, !tbaa !4
  %158 = trunc <4 x i64> %136 to <4 x i32>
  %159 = xor <4 x i32> %158, <i32 12, i32 13, i32 14, i32 15>
  %160 = trunc <4 x i64> %136 to <4 x i32>
  %161 = mul <4 x i32> %160, <i32 12, i32 13, i32 14, i32 15>
  %162 = add nuw nsw <4 x i32> %159, %161
  %163 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 12
  %164 = bitcast i32* %163 to <4 x i32>*
  store <4 x i32> %162, <4 x i32>* %164, align 16, !tbaa !4
  %165 = trunc <4 x i64> %136 to <4 x i32>
  %166 = xor <4 x i32> %165, <i32 16, i32 17, i32 18, i32 19>
  %167 = trunc <4 x i64> %136 to <4 x i32>
  %168 = mul <4 x i32> %167, <i32 16, i32 17, i32 18, i32 19>
  %169 = add nuw nsw <4 x i32> %166, %168
  %170 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 16
  %171 = bitcast i32* %170 to <4 x i32>*
  store <4 x i32> %169, <4 x i32>* %171, align 16, !tbaa !4
  %172 = trunc <4 x i64> %136 to <4 x i32>
  %173 = xor <4 x i32> %172, <i32 20, i32 21, i32 22, i32 23>
  %174 = trunc <4 x i64> %136 to <4 x i32>
  %175 = mul <4 x i32> %174, <i32 20, i32 21, i32 22, i32 23>
  %176 = add nuw nsw <4 x i32> %173, %175
  %177 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 20
  %178 = bitcast i32* %177 to <4 x i32>*
  store <4 x i32> %176, <4 x i32>* %178, align 16, !tbaa !4
  %179 = trunc <4 x i64> %136 to <4 x i32>
  %180 = xor <4 x i32> %179, <i32 24, i32 25, i32 26, i32 27>
  %181 = trunc <4 x i64> %136 to <4 x i32>
  %182 = mul <4 x i32> %181, <i32 24, i32 25, i32 26, i32 27>
  %183 = add nuw nsw <4 x i32> %180, %182
  %184 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 24
  %185 = bitcast i32* %184 to <4 x i32>*
  store <4 x i32> %183, <4 x i32>* %185, align 16, !tbaa !4
  %186 = trunc <4 x i64> %136 to <4 x i32>
  %187 = xor <4 x i32> %186, <i32 28, i32 29, i32 30, i32 31>
  %188 = trunc <4 x i64> %136 to <4 x i32>
  %189 = mul <4 x i32> %188, <i32 28, i32 29, i32 30, i32 31>
  %190 = add nuw nsw <4 x i32> %187, %189
  %191 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %134, i64 28
  %192 = bitcast i32* %191 to <4 x i32>*
  store <4 x i32> %190, <4 x i32>* %192, align 16, !tbaa !4
  %193 = add nuw nsw i64 %134, 1
  %194 = icmp eq i64 %193, 32
  br i1 %194, label %195, label %133, !llvm.loop !21

195:                                              ; preds = %133, %200
  %196 = phi i64 [ %201, %200 ], [ 0, %133 ]
  %197 = phi i64 [ %222, %200 ], [ 0, %133 ]
  br label %203

198:                                              ; preds = %200
  %199 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@DJEOBOKM@matrix?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef %222)
  ret i32 31

200:                                              ; preds = %203
  %201 = add nuw nsw i64 %196, 1
  %202 = icmp eq i64 %201, 32
  br i1 %202, label %198, label %195, !llvm.loop !22

203:                                              ; preds = %203, %195
  %204 = phi i64 [ 0, %195 ], [ %223, %203 ]
  %205 = phi i64 [ %197, %195 ], [ %222, %203 ]
  %206 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %196, i64 %204
  %207 = load i32, i32* %206, align 8, !tbaa !4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %204, i64 %196
  %210 = load i32, i32* %209, align 4, !tbaa !4
  %211 = sext i32 %210 to i64
  %212 = mul nsw i64 %211, %208
  %213 = add nsw i64 %212, %205
  %214 = or i64 %204, 1
  %215 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %196, i64 %214
  %216 = load i32, i32* %215, align 4, !tbaa !4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %214, i64 %196
  %219 = load i32, i32* %218, align 4, !tbaa !4
  %220 = sext i32 %219 to i64
  %221 = mul nsw i64 %220, %217
  %222 = add nsw i64 %221, %213
  %223 = add nuw nsw i64 %204, 2
  %224 = icmp eq i64 %223, 32
  br i1 %224, label %200, label %203, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_int(i32* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %50, %2 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %48, %2 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %49, %2 ]
  %6 = getelementptr inbounds i32, i32* %0, i64 %3
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !4
  %9 = getelementptr inbounds i32, i32* %6, i64 4
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !4
  %12 = add <4 x i32> %8, %4
  %13 = add <4 x i32> %11, %5
  %14 = add nuw nsw i64 %3, 8
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  %16 = bitcast i32* %15 to <4 x i32>*
  %17 = load <4 x i32>, <4 x i32>* %16, align 4, !tbaa !4
  %18 = getelementptr inbounds i32, i32* %15, i64 4
  %19 = bitcast i32* %18 to <4 x i32>*
  %20 = load <4 x i32>, <4 x i32>* %19, align 4, !tbaa !4
  %21 = add <4 x i32> %17, %12
  %22 = add <4 x i32> %20, %13
  %23 = add nuw nsw i64 %3, 16
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !4
  %27 = getelementptr inbounds i32, i32* %24, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !4
  %30 = add <4 x i32> %26, %21
  %31 = add <4 x i32> %29, %22
  %32 = add nuw nsw i64 %3, 24
  %33 = getelementptr inbounds i32, i32* %0, i64 %32
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !4
  %36 = getelementptr inbounds i32, i32* %33, i64 4
  %37 = bitcast i32* %36 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 4, !tbaa !4
  %39 = add <4 x i32> %35, %30
  %40 = add <4 x i32> %38, %31
  %41 = add nuw nsw i64 %3, 32
  %42 = getelementptr inbounds i32, i32* %0, i64 %41
  %43 = bitcast i32* %42 to <4 x i32>*
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !tbaa !4
  %45 = getelementptr inbounds i32, i32* %42, i64 4
  %46 = bitcast i32* %45 to <4 x i32>*
  %47 = load <4 x i32>, <4 x i32>* %46, align 4, !tbaa !4
  %48 = add <4 x i32> %44, %39
  %49 = add <4 x i32> %47, %40
  %50 = add nuw nsw i64 %3, 40
  %51 = icmp eq i64 %50, 1000
  br i1 %51, label %52, label %2, !llvm.loop !24

52:                                               ; preds = %2
  %53 = add <4 x i32> %49, %48
  %54 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %53)
  ret i32 %54
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum_ll() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %22, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %20, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %21, %1 ]
  %5 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %2
  %6 = bitcast i64* %5 to <2 x i64>*
  %7 = load <2 x i64>, <2 x i64>* %6, align 16, !tbaa !15
  %8 = getelementptr inbounds i64, i64* %5, i64 2
  %9 = bitcast i64* %8 to <2 x i64>*
  %10 = load <2 x i64>, <2 x i64>* %9, align 16, !tbaa !15
  %11 = add <2 x i64> %7, %3
  %12 = add <2 x i64> %10, %4
  %13 = or i64 %2, 4
  %14 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %13
  %15 = bitcast i64* %14 to <2 x i64>*
  %16 = load <2 x i64>, <2 x i64>* %15, align 16, !tbaa !15
  %17 = getelementptr inbounds i64, i64* %14, i64 2
  %18 = bitcast i64* %17 to <2 x i64>*
  %19 = load <2 x i64>, <2 x i64>* %18, align 16, !tbaa !15
  %20 = add <2 x i64> %16, %11
  %21 = add <2 x i64> %19, %12
  %22 = add nuw nsw i64 %2, 8
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %24, label %1, !llvm.loop !25

24:                                               ; preds = %1
  %25 = add <2 x i64> %21, %20
  %26 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  ret i64 %26
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @sum_float(float* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %36

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %37, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %36, %3 ]
  %6 = getelementptr inbounds float, float* %0, i64 %4
  %7 = load float, float* %6, align 4, !tbaa !8
  %8 = fadd float %5, %7
  %9 = or i64 %4, 1
  %10 = getelementptr inbounds float, float* %0, i64 %9
  %11 = load float, float* %10, align 4, !tbaa !8
  %12 = fadd float %8, %11
  %13 = or i64 %4, 2
  %14 = getelementptr inbounds float, float* %0, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !8
  %16 = fadd float %12, %15
  %17 = or i64 %4, 3
  %18 = getelementptr inbounds float, float* %0, i64 %17
  %19 = load float, float* %18, align 4, !tbaa !8
  %20 = fadd float %16, %19
  %21 = or i64 %4, 4
  %22 = getelementptr inbounds float, float* %0, i64 %21
  %23 = load float, float* %22, align 4, !tbaa !8
  %24 = fadd float %20, %23
  %25 = or i64 %4, 5
  %26 = getelementptr inbounds float, float* %0, i64 %25
  %27 = load float, float* %26, align 4, !tbaa !8
  %28 = fadd float %24, %27
  %29 = or i64 %4, 6
  %30 = getelementptr inbounds float, float* %0, i64 %29
  %31 = load float, float* %30, align 4, !tbaa !8
  %32 = fadd float %28, %31
  %33 = or i64 %4, 7
  %34 = getelementptr inbounds float, float* %0, i64 %33
  %35 = load float, float* %34, align 4, !tbaa !8
  %36 = fadd float %32, %35
  %37 = add nuw nsw i64 %4, 8
  %38 = icmp eq i64 %37, 1000
  br i1 %38, label %2, label %3, !llvm.loop !26
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %3
  %6 = load double, double* %5, align 16, !tbaa !10
  %7 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %3
  %8 = load float, float* %7, align 8, !tbaa !8
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or i64 %3, 1
  %12 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !10
  %14 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %11
  %15 = load float, float* %14, align 4, !tbaa !8
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = add nuw nsw i64 %3, 2
  %19 = icmp eq i64 %18, 1000
  br i1 %19, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %21, %0
  %2 = phi i64 [ 0, %0 ], [ %38, %21 ]
  %3 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 16, !tbaa !8
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 16, !tbaa !8
  %9 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %2
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 16, !tbaa !8
  %12 = getelementptr inbounds float, float* %9, i64 4
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 16, !tbaa !8
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11)
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14)
  %17 = bitcast float* %9 to <4 x float>*
  store <4 x float> %15, <4 x float>* %17, align 16, !tbaa !8
  %18 = bitcast float* %12 to <4 x float>*
  store <4 x float> %16, <4 x float>* %18, align 16, !tbaa !8
  %19 = or i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %39, label %21, !llvm.loop !28

21:                                               ; preds = %1
  %22 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %19
  %23 = bitcast float* %22 to <4 x float>*
  %24 = load <4 x float>, <4 x float>* %23, align 16, !tbaa !8
  %25 = getelementptr inbounds float, float* %22, i64 4
  %26 = bitcast float* %25 to <4 x float>*
  %27 = load <4 x float>, <4 x float>* %26, align 16, !tbaa !8
  %28 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %19
  %29 = bitcast float* %28 to <4 x float>*
  %30 = load <4 x float>, <4 x float>* %29, align 16, !tbaa !8
  %31 = getelementptr inbounds float, float* %28, i64 4
  %32 = bitcast float* %31 to <4 x float>*
  %33 = load <4 x float>, <4 x float>* %32, align 16, !tbaa !8
  %34 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %30)
  %35 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %27, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %33)
  %36 = bitcast float* %28 to <4 x float>*
  store <4 x float> %34, <4 x float>* %36, align 16, !tbaa !8
  %37 = bitcast float* %31 to <4 x float>*
  store <4 x float> %35, <4 x float>* %37, align 16, !tbaa !8
  %38 = add nuw nsw i64 %2, 16
  br label %1

39:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @add3() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %27, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !4
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !4
  %9 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %2
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 16, !tbaa !4
  %12 = getelementptr inbounds i32, i32* %9, i64 4
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 16, !tbaa !4
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
  store <4 x i32> %21, <4 x i32>* %24, align 16, !tbaa !4
  %25 = getelementptr inbounds i32, i32* %23, i64 4
  %26 = bitcast i32* %25 to <4 x i32>*
  store <4 x i32> %22, <4 x i32>* %26, align 16, !tbaa !4
  %27 = add nuw i64 %2, 8
  %28 = icmp eq i64 %27, 1000
  br i1 %28, label %29, label %1, !llvm.loop !29

29:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @min_int() unnamed_addr #2 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([1000 x i32]* @ic to <4 x i32>*), align 16
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %29, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %27, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %28, %3 ]
  %7 = or i64 %4, 1
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %7
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !4
  %11 = getelementptr inbounds i32, i32* %8, i64 4
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !tbaa !4
  %14 = icmp slt <4 x i32> %10, %5
  %15 = icmp slt <4 x i32> %13, %6
  %16 = select <4 x i1> %14, <4 x i32> %10, <4 x i32> %5
  %17 = select <4 x i1> %15, <4 x i32> %13, <4 x i32> %6
  %18 = or i64 %4, 9
  %19 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %18
  %20 = bitcast i32* %19 to <4 x i32>*
  %21 = load <4 x i32>, <4 x i32>* %20, align 4, !tbaa !4
  %22 = getelementptr inbounds i32, i32* %19, i64 4
  %23 = bitcast i32* %22 to <4 x i32>*
  %24 = load <4 x i32>, <4 x i32>* %23, align 4, !tbaa !4
  %25 = icmp slt <4 x i32> %21, %16
  %26 = icmp slt <4 x i32> %24, %17
  %27 = select <4 x i1> %25, <4 x i32> %21, <4 x i32> %16
  %28 = select <4 x i1> %26, <4 x i32> %24, <4 x i32> %17
  %29 = add nuw nsw i64 %4, 16
  %30 = icmp eq i64 %29, 992
  br i1 %30, label %31, label %3, !llvm.loop !30

31:                                               ; preds = %3
  %32 = icmp slt <4 x i32> %27, %28
  %33 = select <4 x i1> %32, <4 x i32> %27, <4 x i32> %28
  %34 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %33)
  %35 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 993), align 4, !tbaa !4
  %36 = icmp slt i32 %35, %34
  %37 = select i1 %36, i32 %35, i32 %34
  %38 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 994), align 8, !tbaa !4
  %39 = icmp slt i32 %38, %37
  %40 = select i1 %39, i32 %38, i32 %37
  %41 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 995), align 4, !tbaa !4
  %42 = icmp slt i32 %41, %40
  %43 = select i1 %42, i32 %41, i32 %40
  %44 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 996), align 16, !tbaa !4
  %45 = icmp slt i32 %44, %43
  %46 = select i1 %45, i32 %44, i32 %43
  %47 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 997), align 4, !tbaa !4
  %48 = icmp slt i32 %47, %46
  %49 = select i1 %48, i32 %47, i32 %46
  %50 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 998), align 8, !tbaa !4
  %51 = icmp slt i32 %50, %49
  %52 = select i1 %51, i32 %50, i32 %49
  %53 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !4
  %54 = icmp slt i32 %53, %52
  %55 = select i1 %54, i32 %53, i32 %52
  ret i32 %55
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @max_int() unnamed_addr #2 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([1000 x i32]* @ic to <4 x i32>*), align 16
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %29, %3 ]
  %5 = phi <4 x i32> [ %2, %0 ], [ %27, %3 ]
  %6 = phi <4 x i32> [ %2, %0 ], [ %28, %3 ]
  %7 = or i64 %4, 1
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %7
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !4
  %11 = getelementptr inbounds i32, i32* %8, i64 4
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !tbaa !4
  %14 = icmp sgt <4 x i32> %10, %5
  %15 = icmp sgt <4 x i32> %13, %6
  %16 = select <4 x i1> %14, <4 x i32> %10, <4 x i32> %5
  %17 = select <4 x i1> %15, <4 x i32> %13, <4 x i32> %6
  %18 = or i64 %4, 9
  %19 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %18
  %20 = bitcast i32* %19 to <4 x i32>*
  %21 = load <4 x i32>, <4 x i32>* %20, align 4, !tbaa !4
  %22 = getelementptr inbounds i32, i32* %19, i64 4
  %23 = bitcast i32* %22 to <4 x i32>*
  %24 = load <4 x i32>, <4 x i32>* %23, align 4, !tbaa !4
  %25 = icmp sgt <4 x i32> %21, %16
  %26 = icmp sgt <4 x i32> %24, %17
  %27 = select <4 x i1> %25, <4 x i32> %21, <4 x i32> %16
  %28 = select <4 x i1> %26, <4 x i32> %24, <4 x i32> %17
  %29 = add nuw nsw i64 %4, 16
  %30 = icmp eq i64 %29, 992
  br i1 %30, label %31, label %3, !llvm.loop !31

31:                                               ; preds = %3
  %32 = icmp sgt <4 x i32> %27, %28
  %33 = select <4 x i1> %32, <4 x i32> %27, <4 x i32> %28
  %34 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %33)
  %35 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 993), align 4, !tbaa !4
  %36 = icmp sgt i32 %35, %34
  %37 = select i1 %36, i32 %35, i32 %34
  %38 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 994), align 8, !tbaa !4
  %39 = icmp sgt i32 %38, %37
  %40 = select i1 %39, i32 %38, i32 %37
  %41 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 995), align 4, !tbaa !4
  %42 = icmp sgt i32 %41, %40
  %43 = select i1 %42, i32 %41, i32 %40
  %44 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 996), align 16, !tbaa !4
  %45 = icmp sgt i32 %44, %43
  %46 = select i1 %45, i32 %44, i32 %43
  %47 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 997), align 4, !tbaa !4
  %48 = icmp sgt i32 %47, %46
  %49 = select i1 %48, i32 %47, i32 %46
  %50 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 998), align 8, !tbaa !4
  %51 = icmp sgt i32 %50, %49
  %52 = select i1 %51, i32 %50, i32 %49
  %53 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4, !tbaa !4
  %54 = icmp sgt i32 %53, %52
  %55 = select i1 %54, i32 %53, i32 %52
  ret i32 %55
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @count_bytes(i8 noundef %0) unnamed_addr #2 {
  %2 = insertelement <4 x i8> poison, i8 %0, i64 0
  %3 = shufflevector <4 x i8> %2, <4 x i8> poison, <4 x i32> zeroinitializer
  %4 = insertelement <4 x i8> poison, i8 %0, i64 0
  %5 = shufflevector <4 x i8> %4, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %24, %1
  %7 = phi i64 [ 0, %1 ], [ %37, %24 ]
  %8 = phi <4 x i32> [ zeroinitializer, %1 ], [ %35, %24 ]
  %9 = phi <4 x i32> [ zeroinitializer, %1 ], [ %36, %24 ]
  %10 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %7
  %11 = bitcast i8* %10 to <4 x i8>*
  %12 = load <4 x i8>, <4 x i8>* %11, align 16, !tbaa !14
  %13 = getelementptr inbounds i8, i8* %10, i64 4
  %14 = bitcast i8* %13 to <4 x i8>*
  %15 = load <4 x i8>, <4 x i8>* %14, align 4, !tbaa !14
  %16 = icmp eq <4 x i8> %12, %3
  %17 = icmp eq <4 x i8> %15, %5
  %18 = zext <4 x i1> %16 to <4 x i32>
  %19 = zext <4 x i1> %17 to <4 x i32>
  %20 = add <4 x i32> %8, %18
  %21 = add <4 x i32> %9, %19
  %22 = or i64 %7, 8
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %38, label %24, !llvm.loop !32

24:                                               ; preds = %6
  %25 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %22
  %26 = bitcast i8* %25 to <4 x i8>*
  %27 = load <4 x i8>, <4 x i8>* %26, align 8, !tbaa !14
  %28 = getelementptr inbounds i8, i8* %25, i64 4
  %29 = bitcast i8* %28 to <4 x i8>*
  %30 = load <4 x i8>, <4 x i8>* %29, align 4, !tbaa !14
  %31 = icmp eq <4 x i8> %27, %3
  %32 = icmp eq <4 x i8> %30, %5
  %33 = zext <4 x i1> %31 to <4 x i32>
  %34 = zext <4 x i1> %32 to <4 x i32>
  %35 = add <4 x i32> %20, %33
  %36 = add <4 x i32> %21, %34
  %37 = add nuw nsw i64 %7, 16
  br label %6

38:                                               ; preds = %6
  %39 = add <4 x i32> %21, %20
  %40 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %39)
  ret i32 %40
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_short() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %19, %0
  %2 = phi i64 [ 0, %0 ], [ %32, %19 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %30, %19 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %19 ]
  %5 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %2
  %6 = bitcast i16* %5 to <4 x i16>*
  %7 = load <4 x i16>, <4 x i16>* %6, align 16, !tbaa !12
  %8 = getelementptr inbounds i16, i16* %5, i64 4
  %9 = bitcast i16* %8 to <4 x i16>*
  %10 = load <4 x i16>, <4 x i16>* %9, align 8, !tbaa !12
  %11 = sext <4 x i16> %7 to <4 x i32>
  %12 = sext <4 x i16> %10 to <4 x i32>
  %13 = mul nsw <4 x i32> %11, %11
  %14 = mul nsw <4 x i32> %12, %12
  %15 = add <4 x i32> %13, %3
  %16 = add <4 x i32> %14, %4
  %17 = or i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %33, label %19, !llvm.loop !33

19:                                               ; preds = %1
  %20 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %17
  %21 = bitcast i16* %20 to <4 x i16>*
  %22 = load <4 x i16>, <4 x i16>* %21, align 16, !tbaa !12
  %23 = getelementptr inbounds i16, i16* %20, i64 4
  %24 = bitcast i16* %23 to <4 x i16>*
  %25 = load <4 x i16>, <4 x i16>* %24, align 8, !tbaa !12
  %26 = sext <4 x i16> %22 to <4 x i32>
  %27 = sext <4 x i16> %25 to <4 x i32>
  %28 = mul nsw <4 x i32> %26, %26
  %29 = mul nsw <4 x i32> %27, %27
  %30 = add <4 x i32> %28, %15
  %31 = add <4 x i32> %29, %16
  %32 = add nuw nsw i64 %2, 16
  br label %1

33:                                               ; preds = %1
  %34 = add <4 x i32> %16, %15
  %35 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %34)
  ret i32 %35
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @reverse_copy() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %19, %0
  %2 = phi i64 [ 0, %0 ], [ %34, %19 ]
  %3 = sub nuw nsw i64 999, %2
  %4 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %3
  %5 = getelementptr inbounds i32, i32* %4, i64 -3
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !4
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %9 = getelementptr inbounds i32, i32* %4, i64 -7
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 16, !tbaa !4
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %8, <4 x i32>* %14, align 16, !tbaa !4
  %15 = getelementptr inbounds i32, i32* %13, i64 4
  %16 = bitcast i32* %15 to <4 x i32>*
  store <4 x i32> %12, <4 x i32>* %16, align 16, !tbaa !4
  %17 = or i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %35, label %19, !llvm.loop !34

19:                                               ; preds = %1
  %20 = sub nsw i64 991, %2
  %21 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %20
  %22 = getelementptr inbounds i32, i32* %21, i64 -3
  %23 = bitcast i32* %22 to <4 x i32>*
  %24 = load <4 x i32>, <4 x i32>* %23, align 16, !tbaa !4
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %26 = getelementptr inbounds i32, i32* %21, i64 -7
  %27 = bitcast i32* %26 to <4 x i32>*
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !tbaa !4
  %29 = shufflevector <4 x i32> %28, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %30 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %17
  %31 = bitcast i32* %30 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %31, align 16, !tbaa !4
  %32 = getelementptr inbounds i32, i32* %30, i64 4
  %33 = bitcast i32* %32 to <4 x i32>*
  store <4 x i32> %29, <4 x i32>* %33, align 16, !tbaa !4
  %34 = add nuw nsw i64 %2, 16
  br label %1

35:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @clamp() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ic, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !4
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !4
  %9 = icmp slt <4 x i32> %5, <i32 20, i32 20, i32 20, i32 20>
  %10 = icmp slt <4 x i32> %8, <i32 20, i32 20, i32 20, i32 20>
  %11 = select <4 x i1> %9, <4 x i32> %5, <4 x i32> <i32 20, i32 20, i32 20, i32 20>
  %12 = select <4 x i1> %10, <4 x i32> %8, <4 x i32> <i32 20, i32 20, i32 20, i32 20>
  %13 = icmp sgt <4 x i32> %11, <i32 -10, i32 -10, i32 -10, i32 -10>
  %14 = icmp sgt <4 x i32> %12, <i32 -10, i32 -10, i32 -10, i32 -10>
  %15 = select <4 x i1> %13, <4 x i32> %11, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>
  %16 = select <4 x i1> %14, <4 x i32> %12, <4 x i32> <i32 -10, i32 -10, i32 -10, i32 -10>
  %17 = bitcast i32* %3 to <4 x i32>*
  store <4 x i32> %15, <4 x i32>* %17, align 16, !tbaa !4
  %18 = bitcast i32* %6 to <4 x i32>*
  store <4 x i32> %16, <4 x i32>* %18, align 16, !tbaa !4
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !35

21:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @strided() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %23

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %5 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %3
  %6 = load i32, i32* %5, align 16, !tbaa !4
  %7 = sext i32 %6 to i64
  %8 = or i64 %3, 1
  %9 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !4
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, %7
  %13 = add nsw i64 %12, %4
  %14 = or i64 %3, 2
  %15 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %14
  %16 = load i32, i32* %15, align 8, !tbaa !4
  %17 = sext i32 %16 to i64
  %18 = or i64 %3, 3
  %19 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !4
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, %17
  %23 = add nsw i64 %22, %13
  %24 = add nuw nsw i64 %3, 4
  %25 = icmp ult i64 %14, 998
  br i1 %25, label %2, label %1, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @to_float() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %19, %0
  %2 = phi i64 [ 0, %0 ], [ %34, %19 ]
  %3 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !4
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !4
  %9 = sitofp <4 x i32> %5 to <4 x float>
  %10 = sitofp <4 x i32> %8 to <4 x float>
  %11 = fmul <4 x float> %9, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %12 = fmul <4 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %13 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %2
  %14 = bitcast float* %13 to <4 x float>*
  store <4 x float> %11, <4 x float>* %14, align 16, !tbaa !8
  %15 = getelementptr inbounds float, float* %13, i64 4
  %16 = bitcast float* %15 to <4 x float>*
  store <4 x float> %12, <4 x float>* %16, align 16, !tbaa !8
  %17 = or i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %35, label %19, !llvm.loop !37

19:                                               ; preds = %1
  %20 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %17
  %21 = bitcast i32* %20 to <4 x i32>*
  %22 = load <4 x i32>, <4 x i32>* %21, align 16, !tbaa !4
  %23 = getelementptr inbounds i32, i32* %20, i64 4
  %24 = bitcast i32* %23 to <4 x i32>*
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !tbaa !4
  %26 = sitofp <4 x i32> %22 to <4 x float>
  %27 = sitofp <4 x i32> %25 to <4 x float>
  %28 = fmul <4 x float> %26, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %29 = fmul <4 x float> %27, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %30 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %17
  %31 = bitcast float* %30 to <4 x float>*
  store <4 x float> %28, <4 x float>* %31, align 16, !tbaa !8
  %32 = getelementptr inbounds float, float* %30, i64 4
  %33 = bitcast float* %32 to <4 x float>*
  store <4 x float> %29, <4 x float>* %33, align 16, !tbaa !8
  %34 = add nuw nsw i64 %2, 16
  br label %1

35:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @xor_bytes() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %43

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %44, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %43, %2 ]
  %5 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %3
  %6 = load i8, i8* %5, align 1, !tbaa !14
  %7 = zext i8 %6 to i32
  %8 = trunc i64 %3 to i32
  %9 = and i32 %8, 7
  %10 = shl nuw nsw i32 %7, %9
  %11 = xor i32 %10, %4
  %12 = add nuw nsw i64 %3, 1
  %13 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %12
  %14 = load i8, i8* %13, align 1, !tbaa !14
  %15 = zext i8 %14 to i32
  %16 = trunc i64 %12 to i32
  %17 = and i32 %16, 7
  %18 = shl nuw nsw i32 %15, %17
  %19 = xor i32 %18, %11
  %20 = add nuw nsw i64 %3, 2
  %21 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %20
  %22 = load i8, i8* %21, align 1, !tbaa !14
  %23 = zext i8 %22 to i32
  %24 = trunc i64 %20 to i32
  %25 = and i32 %24, 7
  %26 = shl nuw nsw i32 %23, %25
  %27 = xor i32 %26, %19
  %28 = add nuw nsw i64 %3, 3
  %29 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %28
  %30 = load i8, i8* %29, align 1, !tbaa !14
  %31 = zext i8 %30 to i32
  %32 = trunc i64 %28 to i32
  %33 = and i32 %32, 7
  %34 = shl nuw nsw i32 %31, %33
  %35 = xor i32 %34, %27
  %36 = add nuw nsw i64 %3, 4
  %37 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %36
  %38 = load i8, i8* %37, align 1, !tbaa !14
  %39 = zext i8 %38 to i32
  %40 = trunc i64 %36 to i32
  %41 = and i32 %40, 7
  %42 = shl nuw nsw i32 %39, %41
  %43 = xor i32 %42, %35
  %44 = add nuw nsw i64 %3, 5
  %45 = icmp eq i64 %44, 1000
  br i1 %45, label %1, label %2, !llvm.loop !38
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @abs_diff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %2
  %4 = bitcast i8* %3 to <16 x i8>*
  %5 = load <16 x i8>, <16 x i8>* %4, align 16, !tbaa !14
  %6 = zext <16 x i8> %5 to <16 x i32>
  %7 = sub nuw nsw i64 999, %2
  %8 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %7
  %9 = getelementptr inbounds i8, i8* %8, i64 -15
  %10 = bitcast i8* %9 to <16 x i8>*
  %11 = load <16 x i8>, <16 x i8>* %10, align 8, !tbaa !14
  %12 = shufflevector <16 x i8> %11, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = zext <16 x i8> %12 to <16 x i32>
  %14 = sub nsw <16 x i32> %6, %13
  %15 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %14, i1 true)
  %16 = trunc <16 x i32> %15 to <16 x i8>
  %17 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %2
  %18 = bitcast i8* %17 to <16 x i8>*
  store <16 x i8> %16, <16 x i8>* %18, align 16, !tbaa !14
  %19 = add nuw i64 %2, 16
  %20 = icmp eq i64 %19, 992
  br i1 %20, label %21, label %1, !llvm.loop !39

21:                                               ; preds = %1
  %22 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 992) to <8 x i8>*), align 16, !tbaa !14
  %23 = zext <8 x i8> %22 to <8 x i32>
  %24 = load <8 x i8>, <8 x i8>* bitcast ([1000 x i8]* @bytes to <8 x i8>*), align 16, !tbaa !14
  %25 = shufflevector <8 x i8> %24, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %26 = zext <8 x i8> %25 to <8 x i32>
  %27 = sub nsw <8 x i32> %23, %26
  %28 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %27, i1 true)
  %29 = trunc <8 x i32> %28 to <8 x i8>
  store <8 x i8> %29, <8 x i8>* bitcast (i8* getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 992) to <8 x i8>*), align 16, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1 immarg) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !6, i64 0}
!14 = !{!6, !6, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !6, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !18, !19}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18, !19}
!25 = distinct !{!25, !18, !19}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18, !19}
!29 = distinct !{!29, !18, !19}
!30 = distinct !{!30, !18, !19}
!31 = distinct !{!31, !18, !19}
!32 = distinct !{!32, !18, !19}
!33 = distinct !{!33, !18, !19}
!34 = distinct !{!34, !18, !19}
!35 = distinct !{!35, !18, !19}
!36 = distinct !{!36, !18}
!37 = distinct !{!37, !18, !19}
!38 = distinct !{!38, !18}
!39 = distinct !{!39, !18, !19}
