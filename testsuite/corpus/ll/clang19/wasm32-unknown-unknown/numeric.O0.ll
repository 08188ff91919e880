; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%union.Pun = type { float }

@ia = internal global [256 x i32] zeroinitializer, align 16
@ib = internal global [256 x i32] zeroinitializer, align 16
@fa = internal global [256 x float] zeroinitializer, align 16
@fb = internal global [256 x float] zeroinitializer, align 16
@da = internal global [256 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@ld_poly.c = internal constant [4 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000BFFE000000000000, fp128 0xL00000000000000003FFC000000000000, fp128 0xL8469898CC51701B84000921FB54442D1], align 16

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca fp128, align 16
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %38, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %12, 256
  br i1 %13, label %14, label %41

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  %16 = mul nsw i32 %15, 3
  %17 = sub nsw i32 %16, 100
  %18 = load i32, ptr %2, align 4
  %19 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %18
  store i32 %17, ptr %19, align 4
  %20 = load i32, ptr %2, align 4
  %21 = mul nsw i32 %20, 7
  %22 = and i32 %21, 63
  %23 = load i32, ptr %2, align 4
  %24 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %23
  store i32 %22, ptr %24, align 4
  %25 = load i32, ptr %2, align 4
  %26 = sitofp i32 %25 to float
  %27 = fmul float %26, 5.000000e-01
  %28 = load i32, ptr %2, align 4
  %29 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %28
  store float %27, ptr %29, align 4
  %30 = load i32, ptr %2, align 4
  %31 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %30
  store float 1.000000e+00, ptr %31, align 4
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  %34 = sitofp i32 %33 to double
  %35 = fdiv double 1.000000e+00, %34
  %36 = load i32, ptr %2, align 4
  %37 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %36
  store double %35, ptr %37, align 8
  br label %38

38:                                               ; preds = %14
  %39 = load i32, ptr %2, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %2, align 4
  br label %11, !llvm.loop !2

41:                                               ; preds = %11
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256)
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256)
  %42 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256)
  %43 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256)
  %44 = zext i8 %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %44)
  %46 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i32 0, i32 10), align 8
  %47 = fpext float %46 to double
  %48 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %47, double noundef %48)
  store float -1.500000e+00, ptr %3, align 4
  %50 = load i32, ptr %3, align 4
  %51 = load i32, ptr %3, align 4
  %52 = lshr i32 %51, 31
  %53 = load i32, ptr %3, align 4
  %54 = lshr i32 %53, 23
  %55 = and i32 %54, 255
  %56 = load i32, ptr %3, align 4
  %57 = and i32 %56, 8388607
  %58 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0
  %59 = load i8, ptr %58, align 4
  %60 = zext i8 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %50, i32 noundef %52, i32 noundef %55, i32 noundef %57, i32 noundef %60)
  store i32 -267534609, ptr %4, align 4
  %62 = load i32, ptr %4, align 4
  %63 = call i32 @popcnt_manual(i32 noundef %62)
  %64 = load i32, ptr %4, align 4
  %65 = call i32 @llvm.ctpop.i32(i32 %64)
  %66 = load i32, ptr %4, align 4
  %67 = lshr i32 %66, 4
  %68 = call i32 @llvm.ctlz.i32(i32 %67, i1 false)
  %69 = load i32, ptr %4, align 4
  %70 = and i32 %69, -2
  %71 = call i32 @llvm.cttz.i32(i32 %70, i1 false)
  %72 = load i32, ptr %4, align 4
  %73 = call i32 @llvm.bswap.i32(i32 %72)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %63, i32 noundef %65, i32 noundef %68, i32 noundef %71, i32 noundef %73)
  %75 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %75)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4)
  store i32 -1, ptr %5, align 4
  br label %78

78:                                               ; preds = %85, %41
  %79 = load i32, ptr %5, align 4
  %80 = icmp sle i32 %79, 7
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = load i32, ptr %5, align 4
  %83 = call ptr @day_name(i32 noundef %82)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %83)
  br label %85

85:                                               ; preds = %81
  %86 = load i32, ptr %5, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %5, align 4
  br label %78, !llvm.loop !4

88:                                               ; preds = %78
  %89 = call i32 @sparse(i32 noundef -1000)
  %90 = call i32 @sparse(i32 noundef 7)
  %91 = call i32 @sparse(i32 noundef 78)
  %92 = call i32 @sparse(i32 noundef 100000)
  %93 = call i32 @sparse(i32 noundef 2147483647)
  %94 = call i32 @sparse(i32 noundef -3)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %89, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94)
  %96 = call i128 @mul128(i64 noundef -1, i64 noundef -1)
  store i128 %96, ptr %6, align 16
  %97 = load i128, ptr %6, align 16
  %98 = sub nsw i128 0, %97
  %99 = sdiv i128 %98, 3
  store i128 %99, ptr %7, align 16
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %101 = load i128, ptr %6, align 16
  call void @print_u128(i128 noundef %101)
  %102 = load i128, ptr %6, align 16
  %103 = lshr i128 %102, 64
  %104 = trunc i128 %103 to i64
  %105 = load i128, ptr %7, align 16
  %106 = trunc i128 %105 to i64
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %104, i64 noundef %106)
  %108 = call fp128 @ld_poly(fp128 noundef 0xL00000000000000003FFD000000000000)
  store fp128 %108, ptr %8, align 16
  %109 = load fp128, ptr %8, align 16
  %110 = fptrunc fp128 %109 to double
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %110, i32 noundef 16)
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef 2.375000e+00)
  store float 0x7FF8000000000000, ptr %9, align 4
  store float 0x7FF0000000000000, ptr %10, align 4
  %113 = load float, ptr %9, align 4
  %114 = load float, ptr %9, align 4
  %115 = fcmp une float %113, %114
  %116 = zext i1 %115 to i32
  %117 = load float, ptr %10, align 4
  %118 = fcmp ogt float %117, 0x47D2CED320000000
  %119 = zext i1 %118 to i32
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %116, i32 noundef %119, i32 noundef 1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
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
  br label %10, !llvm.loop !5

33:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
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
  br label %10, !llvm.loop !6

31:                                               ; preds = %10
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
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
  br label %7, !llvm.loop !7

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
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
  br label %7, !llvm.loop !8

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

; Function Attrs: noinline nounwind optnone
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
  %17 = load double, ptr %16, align 8
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
  br label %9, !llvm.loop !9

28:                                               ; preds = %9
  %29 = load double, ptr %7, align 8
  ret double %29
}

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
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
  store ptr @.str.13, ptr %2, align 4
  br label %13

6:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  store ptr @.str.17, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 4
  br label %13

12:                                               ; preds = %1
  store ptr @.str.20, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 4
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #1 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = zext i64 %5 to i128
  %7 = load i64, ptr %4, align 8
  %8 = zext i64 %7 to i128
  %9 = mul i128 %6, %8
  ret i128 %9
}

; Function Attrs: noinline optnone
define internal void @print_u128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
  store i32 47, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %5
  store i8 0, ptr %6, align 1
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i128, ptr %2, align 16
  %9 = urem i128 %8, 10
  %10 = trunc i128 %9 to i32
  %11 = add nsw i32 48, %10
  %12 = trunc i32 %11 to i8
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr %4, align 4
  %15 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %14
  store i8 %12, ptr %15, align 1
  %16 = load i128, ptr %2, align 16
  %17 = udiv i128 %16, 10
  store i128 %17, ptr %2, align 16
  br label %18

18:                                               ; preds = %7
  %19 = load i128, ptr %2, align 16
  %20 = icmp ne i128 %19, 0
  br i1 %20, label %7, label %21, !llvm.loop !10

21:                                               ; preds = %18
  %22 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 0
  %23 = load i32, ptr %4, align 4
  %24 = getelementptr inbounds i8, ptr %22, i32 %23
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %24)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal fp128 @ld_poly(fp128 noundef %0) #1 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, ptr %2, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  store i32 3, ptr %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load fp128, ptr %3, align 16
  %10 = load fp128, ptr %2, align 16
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds [4 x fp128], ptr @ld_poly.c, i32 0, i32 %11
  %13 = load fp128, ptr %12, align 16
  %14 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %10, fp128 %13)
  store fp128 %14, ptr %3, align 16
  br label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, -1
  store i32 %17, ptr %4, align 4
  br label %5, !llvm.loop !11

18:                                               ; preds = %5
  %19 = load fp128, ptr %3, align 16
  ret fp128 %19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #3

attributes #0 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
