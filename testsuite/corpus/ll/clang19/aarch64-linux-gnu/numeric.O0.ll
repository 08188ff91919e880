; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca fp128, align 16
  %9 = alloca half, align 2
  %10 = alloca half, align 2
  %11 = alloca half, align 2
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %46, %0
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 256
  br i1 %16, label %17, label %49

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = mul nsw i32 %18, 3
  %20 = sub nsw i32 %19, 100
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %22
  store i32 %20, ptr %23, align 4
  %24 = load i32, ptr %2, align 4
  %25 = mul nsw i32 %24, 7
  %26 = and i32 %25, 63
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %28
  store i32 %26, ptr %29, align 4
  %30 = load i32, ptr %2, align 4
  %31 = sitofp i32 %30 to float
  %32 = fmul float %31, 5.000000e-01
  %33 = load i32, ptr %2, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %34
  store float %32, ptr %35, align 4
  %36 = load i32, ptr %2, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %37
  store float 1.000000e+00, ptr %38, align 4
  %39 = load i32, ptr %2, align 4
  %40 = add nsw i32 %39, 1
  %41 = sitofp i32 %40 to double
  %42 = fdiv double 1.000000e+00, %41
  %43 = load i32, ptr %2, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %44
  store double %42, ptr %45, align 8
  br label %46

46:                                               ; preds = %17
  %47 = load i32, ptr %2, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %2, align 4
  br label %14, !llvm.loop !6

49:                                               ; preds = %14
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256)
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256)
  %50 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256)
  %51 = call i8 @clamp_max(ptr noundef @ia, i32 noundef 256)
  %52 = zext i8 %51 to i32
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50, i32 noundef %52)
  %54 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i64 0, i64 10), align 4
  %55 = fpext float %54 to double
  %56 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %55, double noundef %56)
  store float -1.500000e+00, ptr %3, align 4
  %58 = load i32, ptr %3, align 4
  %59 = load i32, ptr %3, align 4
  %60 = lshr i32 %59, 31
  %61 = load i32, ptr %3, align 4
  %62 = lshr i32 %61, 23
  %63 = and i32 %62, 255
  %64 = load i32, ptr %3, align 4
  %65 = and i32 %64, 8388607
  %66 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0
  %67 = load i8, ptr %66, align 4
  %68 = zext i8 %67 to i32
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58, i32 noundef %60, i32 noundef %63, i32 noundef %65, i32 noundef %68)
  store i32 -267534609, ptr %4, align 4
  %70 = load i32, ptr %4, align 4
  %71 = call i32 @popcnt_manual(i32 noundef %70)
  %72 = load i32, ptr %4, align 4
  %73 = call i32 @llvm.ctpop.i32(i32 %72)
  %74 = load i32, ptr %4, align 4
  %75 = lshr i32 %74, 4
  %76 = call i32 @llvm.ctlz.i32(i32 %75, i1 false)
  %77 = load i32, ptr %4, align 4
  %78 = and i32 %77, -2
  %79 = call i32 @llvm.cttz.i32(i32 %78, i1 false)
  %80 = load i32, ptr %4, align 4
  %81 = call i32 @llvm.bswap.i32(i32 %80)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %71, i32 noundef %73, i32 noundef %76, i32 noundef %79, i32 noundef %81)
  %83 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %83)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4)
  store i32 -1, ptr %5, align 4
  br label %86

86:                                               ; preds = %93, %49
  %87 = load i32, ptr %5, align 4
  %88 = icmp sle i32 %87, 7
  br i1 %88, label %89, label %96

89:                                               ; preds = %86
  %90 = load i32, ptr %5, align 4
  %91 = call ptr @day_name(i32 noundef %90)
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %91)
  br label %93

93:                                               ; preds = %89
  %94 = load i32, ptr %5, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %5, align 4
  br label %86, !llvm.loop !8

96:                                               ; preds = %86
  %97 = call i32 @sparse(i32 noundef -1000)
  %98 = call i32 @sparse(i32 noundef 7)
  %99 = call i32 @sparse(i32 noundef 78)
  %100 = call i32 @sparse(i32 noundef 100000)
  %101 = call i32 @sparse(i32 noundef 2147483647)
  %102 = call i32 @sparse(i32 noundef -3)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %97, i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
  %104 = call i128 @mul128(i64 noundef -1, i64 noundef -1)
  store i128 %104, ptr %6, align 16
  %105 = load i128, ptr %6, align 16
  %106 = sub nsw i128 0, %105
  %107 = sdiv i128 %106, 3
  store i128 %107, ptr %7, align 16
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %109 = load i128, ptr %6, align 16
  call void @print_u128(i128 noundef %109)
  %110 = load i128, ptr %6, align 16
  %111 = lshr i128 %110, 64
  %112 = trunc i128 %111 to i64
  %113 = load i128, ptr %7, align 16
  %114 = trunc i128 %113 to i64
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %112, i64 noundef %114)
  %116 = call fp128 @ld_poly(fp128 noundef 0xL00000000000000003FFD000000000000)
  store fp128 %116, ptr %8, align 16
  %117 = load fp128, ptr %8, align 16
  %118 = fptrunc fp128 %117 to double
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %118, i32 noundef 16)
  store half 0xH3E00, ptr %9, align 2
  store half 0xH3400, ptr %10, align 2
  %120 = load half, ptr %9, align 2
  %121 = load half, ptr %10, align 2
  %122 = call half @llvm.fmuladd.f16(half %120, half %121, half 0xH4000)
  store half %122, ptr %11, align 2
  %123 = load half, ptr %11, align 2
  %124 = fpext half %123 to double
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %124)
  store float 0x7FF8000000000000, ptr %12, align 4
  store float 0x7FF0000000000000, ptr %13, align 4
  %126 = load float, ptr %12, align 4
  %127 = load float, ptr %12, align 4
  %128 = fcmp une float %126, %127
  %129 = zext i1 %128 to i32
  %130 = load float, ptr %13, align 4
  %131 = fcmp ogt float %130, 0x47D2CED320000000
  %132 = zext i1 %131 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %129, i32 noundef %132, i32 noundef 1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %36

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %7, align 4
  %21 = mul nsw i32 %19, %20
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = ashr i32 %26, 1
  %28 = add nsw i32 %21, %27
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  store i32 %28, ptr %32, align 4
  br label %33

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %9, align 4
  br label %10, !llvm.loop !9

36:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %16, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25)
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %26, ptr %30, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %10, !llvm.loop !10

34:                                               ; preds = %10
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !11

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %32

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = icmp sgt i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  br label %27

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4
  br label %27

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ]
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %27
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %7, !llvm.loop !12

32:                                               ; preds = %7
  %33 = load i32, ptr %5, align 4
  %34 = icmp sgt i32 %33, 255
  br i1 %34, label %35, label %36

35:                                               ; preds = %32
  br label %38

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4
  br label %38

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ]
  %40 = trunc i32 %39 to i8
  ret i8 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fpext float %23 to double
  %25 = load double, ptr %7, align 8
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25)
  store double %26, ptr %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !13

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef %0) #1 {
  %2 = alloca ptr, align 8
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
  store ptr @.str.13, ptr %2, align 8
  br label %13

6:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %13

7:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 8
  br label %13

8:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store ptr @.str.17, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 8
  br label %13

11:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 8
  br label %13

12:                                               ; preds = %1
  store ptr @.str.20, ptr %2, align 8
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
  store i32 47, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %6
  store i8 0, ptr %7, align 1
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i128, ptr %2, align 16
  %10 = urem i128 %9, 10
  %11 = trunc i128 %10 to i32
  %12 = add nsw i32 48, %11
  %13 = trunc i32 %12 to i8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %16
  store i8 %13, ptr %17, align 1
  %18 = load i128, ptr %2, align 16
  %19 = udiv i128 %18, 10
  store i128 %19, ptr %2, align 16
  br label %20

20:                                               ; preds = %8
  %21 = load i128, ptr %2, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %8, label %23, !llvm.loop !14

23:                                               ; preds = %20
  %24 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %27)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_poly(fp128 noundef %0) #1 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, ptr %2, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  store i32 3, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load fp128, ptr %3, align 16
  %10 = load fp128, ptr %2, align 16
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x fp128], ptr @ld_poly.c, i64 0, i64 %12
  %14 = load fp128, ptr %13, align 16
  %15 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %10, fp128 %14)
  store fp128 %15, ptr %3, align 16
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, -1
  store i32 %18, ptr %4, align 4
  br label %5, !llvm.loop !15

19:                                               ; preds = %5
  %20 = load fp128, ptr %3, align 16
  ret fp128 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #3

attributes #0 = { noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
