; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%union.Pun = type { float }

@ia = internal global [256 x i32] zeroinitializer, align 4
@ib = internal global [256 x i32] zeroinitializer, align 4
@fa = internal global [256 x float] zeroinitializer, align 4
@fb = internal global [256 x float] zeroinitializer, align 4
@da = internal global [256 x double] zeroinitializer, align 8
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"u128 unsupported\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 4

; Function Attrs: noinline optnone ssp
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 4
  %7 = alloca half, align 2
  %8 = alloca half, align 2
  %9 = alloca half, align 2
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %39, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 256
  br i1 %14, label %15, label %42

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = mul nsw i32 %16, 3
  %18 = sub nsw i32 %17, 100
  %19 = load i32, ptr %2, align 4
  %20 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %19
  store i32 %18, ptr %20, align 4
  %21 = load i32, ptr %2, align 4
  %22 = mul nsw i32 %21, 7
  %23 = and i32 %22, 63
  %24 = load i32, ptr %2, align 4
  %25 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %24
  store i32 %23, ptr %25, align 4
  %26 = load i32, ptr %2, align 4
  %27 = sitofp i32 %26 to float
  %28 = fmul float %27, 5.000000e-01
  %29 = load i32, ptr %2, align 4
  %30 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %29
  store float %28, ptr %30, align 4
  %31 = load i32, ptr %2, align 4
  %32 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %31
  store float 1.000000e+00, ptr %32, align 4
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  %35 = sitofp i32 %34 to double
  %36 = fdiv double 1.000000e+00, %35
  %37 = load i32, ptr %2, align 4
  %38 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %37
  store double %36, ptr %38, align 8
  br label %39

39:                                               ; preds = %15
  %40 = load i32, ptr %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %2, align 4
  br label %12, !llvm.loop !5

42:                                               ; preds = %12
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256)
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256)
  %43 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256)
  %44 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256)
  %45 = zext i8 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %45)
  %47 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i32 0, i32 10), align 4
  %48 = fpext float %47 to double
  %49 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %48, double noundef %49)
  store float -1.500000e+00, ptr %3, align 4
  %51 = load i32, ptr %3, align 4
  %52 = load i32, ptr %3, align 4
  %53 = lshr i32 %52, 31
  %54 = load i32, ptr %3, align 4
  %55 = lshr i32 %54, 23
  %56 = and i32 %55, 255
  %57 = load i32, ptr %3, align 4
  %58 = and i32 %57, 8388607
  %59 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0
  %60 = load i8, ptr %59, align 4
  %61 = zext i8 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %51, i32 noundef %53, i32 noundef %56, i32 noundef %58, i32 noundef %61)
  store i32 -267534609, ptr %4, align 4
  %63 = load i32, ptr %4, align 4
  %64 = call i32 @popcnt_manual(i32 noundef %63)
  %65 = load i32, ptr %4, align 4
  %66 = call i32 @llvm.ctpop.i32(i32 %65)
  %67 = load i32, ptr %4, align 4
  %68 = lshr i32 %67, 4
  %69 = call i32 @llvm.ctlz.i32(i32 %68, i1 false)
  %70 = load i32, ptr %4, align 4
  %71 = and i32 %70, -2
  %72 = call i32 @llvm.cttz.i32(i32 %71, i1 false)
  %73 = load i32, ptr %4, align 4
  %74 = call i32 @llvm.bswap.i32(i32 %73)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %64, i32 noundef %66, i32 noundef %69, i32 noundef %72, i32 noundef %74)
  %76 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %76)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4)
  store i32 -1, ptr %5, align 4
  br label %79

79:                                               ; preds = %86, %42
  %80 = load i32, ptr %5, align 4
  %81 = icmp sle i32 %80, 7
  br i1 %81, label %82, label %89

82:                                               ; preds = %79
  %83 = load i32, ptr %5, align 4
  %84 = call ptr @day_name(i32 noundef %83)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %84)
  br label %86

86:                                               ; preds = %82
  %87 = load i32, ptr %5, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %5, align 4
  br label %79, !llvm.loop !7

89:                                               ; preds = %79
  %90 = call i32 @sparse(i32 noundef -1000)
  %91 = call i32 @sparse(i32 noundef 7)
  %92 = call i32 @sparse(i32 noundef 78)
  %93 = call i32 @sparse(i32 noundef 100000)
  %94 = call i32 @sparse(i32 noundef 2147483647)
  %95 = call i32 @sparse(i32 noundef -3)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %98 = call double @ld_poly(double noundef 2.500000e-01)
  store double %98, ptr %6, align 4
  %99 = load double, ptr %6, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %99, i32 noundef 8)
  store half 0xH3E00, ptr %7, align 2
  store half 0xH3400, ptr %8, align 2
  %101 = load half, ptr %7, align 2
  %102 = fpext half %101 to float
  %103 = load half, ptr %8, align 2
  %104 = fpext half %103 to float
  %105 = call float @llvm.fmuladd.f32(float %102, float %104, float 2.000000e+00)
  %106 = fptrunc float %105 to half
  store half %106, ptr %9, align 2
  %107 = load half, ptr %9, align 2
  %108 = fpext half %107 to double
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %108)
  store float 0x7FF8000000000000, ptr %10, align 4
  store float 0x7FF0000000000000, ptr %11, align 4
  %110 = load float, ptr %10, align 4
  %111 = load float, ptr %10, align 4
  %112 = fcmp une float %110, %111
  %113 = zext i1 %112 to i32
  %114 = load float, ptr %11, align 4
  %115 = fcmp ogt float %114, 0x47D2CED320000000
  %116 = zext i1 %115 to i32
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %113, i32 noundef %116, i32 noundef 1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 4
  %16 = load i32, ptr %9, align 4
  %17 = getelementptr inbounds i32, ptr %15, i32 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load ptr, ptr %6, align 4
  %22 = load i32, ptr %9, align 4
  %23 = getelementptr inbounds i32, ptr %21, i32 %22
  %24 = load i32, ptr %23, align 4
  %25 = ashr i32 %24, 1
  %26 = add nsw i32 %20, %25
  %27 = load ptr, ptr %5, align 4
  %28 = load i32, ptr %9, align 4
  %29 = getelementptr inbounds i32, ptr %27, i32 %28
  store i32 %26, ptr %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %9, align 4
  br label %10, !llvm.loop !8

33:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %28, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %31

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4
  %16 = load ptr, ptr %6, align 4
  %17 = load i32, ptr %9, align 4
  %18 = getelementptr inbounds float, ptr %16, i32 %17
  %19 = load float, ptr %18, align 4
  %20 = load ptr, ptr %5, align 4
  %21 = load i32, ptr %9, align 4
  %22 = getelementptr inbounds float, ptr %20, i32 %21
  %23 = load float, ptr %22, align 4
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23)
  %25 = load ptr, ptr %5, align 4
  %26 = load i32, ptr %9, align 4
  %27 = getelementptr inbounds float, ptr %25, i32 %26
  store float %24, ptr %27, align 4
  br label %28

28:                                               ; preds = %14
  %29 = load i32, ptr %9, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %9, align 4
  br label %10, !llvm.loop !9

31:                                               ; preds = %10
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4
  %13 = load i32, ptr %6, align 4
  %14 = getelementptr inbounds i32, ptr %12, i32 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  br label %7, !llvm.loop !10

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone ssp
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4
  %13 = load i32, ptr %6, align 4
  %14 = getelementptr inbounds i32, ptr %12, i32 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = load ptr, ptr %3, align 4
  %20 = load i32, ptr %6, align 4
  %21 = getelementptr inbounds i32, ptr %19, i32 %20
  %22 = load i32, ptr %21, align 4
  br label %25

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ]
  store i32 %26, ptr %5, align 4
  br label %27

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %7, !llvm.loop !11

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4
  %32 = icmp sgt i32 %31, 255
  br i1 %32, label %33, label %34

33:                                               ; preds = %30
  br label %36

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4
  br label %36

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ]
  %38 = trunc i32 %37 to i8
  ret i8 %38
}

; Function Attrs: noinline nounwind optnone ssp
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 4
  %15 = load i32, ptr %8, align 4
  %16 = getelementptr inbounds double, ptr %14, i32 %15
  %17 = load double, ptr %16, align 4
  %18 = load ptr, ptr %5, align 4
  %19 = load i32, ptr %8, align 4
  %20 = getelementptr inbounds float, ptr %18, i32 %19
  %21 = load float, ptr %20, align 4
  %22 = fpext float %21 to double
  %23 = load double, ptr %7, align 8
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23)
  store double %24, ptr %7, align 8
  br label %25

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %8, align 4
  br label %9, !llvm.loop !12

28:                                               ; preds = %9
  %29 = load double, ptr %7, align 8
  ret double %29
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @popcnt_manual(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = lshr i32 %4, 1
  %6 = and i32 %5, 1431655765
  %7 = sub i32 %3, %6
  store i32 %7, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = and i32 %8, 858993459
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = add i32 %9, %12
  store i32 %13, ptr %2, align 4
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = lshr i32 %15, 4
  %17 = add i32 %14, %16
  %18 = and i32 %17, 252645135
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  %20 = mul i32 %19, 16843009
  %21 = lshr i32 %20, 24
  ret i32 %21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: noinline nounwind optnone ssp
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 64, %10
  %12 = zext i32 %11 to i64
  %13 = lshr i64 %9, %12
  %14 = or i64 %8, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone ssp
define internal ptr @day_name(i32 noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store ptr @.str.12, ptr %2, align 4
  br label %13

6:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  store ptr @.str.17, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 4
  br label %13

12:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 4
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @sparse(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %15

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %15

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4
  br label %15

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %15

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %15

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 0
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, i32 -1, i32 0
  store i32 %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone ssp
define internal double @ld_poly(double noundef %0) #1 {
  %2 = alloca double, align 4
  %3 = alloca double, align 4
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 4
  store i32 3, ptr %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 4
  %10 = load double, ptr %2, align 4
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds [4 x double], ptr @ld_poly.c, i32 0, i32 %11
  %13 = load double, ptr %12, align 4
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13)
  store double %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, -1
  store i32 %17, ptr %4, align 4
  br label %5, !llvm.loop !13

18:                                               ; preds = %5
  %19 = load double, ptr %3, align 4
  ret double %19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
