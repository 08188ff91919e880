; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@ld_poly.c = internal constant [4 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFC8000000000000000, x86_fp80 0xK4000C90FDAA22168C235], align 16

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca half, align 2
  %14 = alloca half, align 2
  %15 = alloca half, align 2
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %18

18:                                               ; preds = %50, %0
  %19 = load i32, ptr %2, align 4
  %20 = icmp slt i32 %19, 256
  br i1 %20, label %21, label %53

21:                                               ; preds = %18
  %22 = load i32, ptr %2, align 4
  %23 = mul nsw i32 %22, 3
  %24 = sub nsw i32 %23, 100
  %25 = load i32, ptr %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  %28 = load i32, ptr %2, align 4
  %29 = mul nsw i32 %28, 7
  %30 = and i32 %29, 63
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %32
  store i32 %30, ptr %33, align 4
  %34 = load i32, ptr %2, align 4
  %35 = sitofp i32 %34 to float
  %36 = fmul float %35, 5.000000e-01
  %37 = load i32, ptr %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %38
  store float %36, ptr %39, align 4
  %40 = load i32, ptr %2, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %41
  store float 1.000000e+00, ptr %42, align 4
  %43 = load i32, ptr %2, align 4
  %44 = add nsw i32 %43, 1
  %45 = sitofp i32 %44 to double
  %46 = fdiv double 1.000000e+00, %45
  %47 = load i32, ptr %2, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %48
  store double %46, ptr %49, align 8
  br label %50

50:                                               ; preds = %21
  %51 = load i32, ptr %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %2, align 4
  br label %18, !llvm.loop !5

53:                                               ; preds = %18
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256)
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256)
  %54 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256)
  %55 = call i8 @clamp_max(ptr noundef @ia, i32 noundef 256)
  %56 = zext i8 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %54, i32 noundef %56)
  %58 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i64 0, i64 10), align 8
  %59 = fpext float %58 to double
  %60 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %59, double noundef %60)
  store float -1.500000e+00, ptr %3, align 4
  %62 = load i32, ptr %3, align 4
  %63 = load i32, ptr %3, align 4
  %64 = lshr i32 %63, 31
  %65 = load i32, ptr %3, align 4
  %66 = lshr i32 %65, 23
  %67 = and i32 %66, 255
  %68 = load i32, ptr %3, align 4
  %69 = and i32 %68, 8388607
  %70 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0
  %71 = load i8, ptr %70, align 4
  %72 = zext i8 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %62, i32 noundef %64, i32 noundef %67, i32 noundef %69, i32 noundef %72)
  store i32 -267534609, ptr %4, align 4
  %74 = load i32, ptr %4, align 4
  %75 = call i32 @popcnt_manual(i32 noundef %74)
  %76 = load i32, ptr %4, align 4
  %77 = call i32 @llvm.ctpop.i32(i32 %76)
  %78 = load i32, ptr %4, align 4
  %79 = lshr i32 %78, 4
  %80 = call i32 @llvm.ctlz.i32(i32 %79, i1 true)
  %81 = load i32, ptr %4, align 4
  %82 = and i32 %81, -2
  %83 = call i32 @llvm.cttz.i32(i32 %82, i1 true)
  %84 = load i32, ptr %4, align 4
  %85 = call i32 @llvm.bswap.i32(i32 %84)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %75, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %85)
  %87 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %87)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4)
  store i32 -1, ptr %5, align 4
  br label %90

90:                                               ; preds = %97, %53
  %91 = load i32, ptr %5, align 4
  %92 = icmp sle i32 %91, 7
  br i1 %92, label %93, label %100

93:                                               ; preds = %90
  %94 = load i32, ptr %5, align 4
  %95 = call ptr @day_name(i32 noundef %94)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %95)
  br label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %5, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %5, align 4
  br label %90, !llvm.loop !7

100:                                              ; preds = %90
  %101 = call i32 @sparse(i32 noundef -1000)
  %102 = call i32 @sparse(i32 noundef 7)
  %103 = call i32 @sparse(i32 noundef 78)
  %104 = call i32 @sparse(i32 noundef 100000)
  %105 = call i32 @sparse(i32 noundef 2147483647)
  %106 = call i32 @sparse(i32 noundef -3)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105, i32 noundef %106)
  %108 = call <2 x i64> @mul128(i64 noundef -1, i64 noundef -1)
  store <2 x i64> %108, ptr %7, align 16
  %109 = load i128, ptr %7, align 16
  store i128 %109, ptr %6, align 16
  %110 = load i128, ptr %6, align 16
  %111 = sub nsw i128 0, %110
  %112 = sdiv i128 %111, 3
  store i128 %112, ptr %8, align 16
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %114 = load i128, ptr %6, align 16
  store i128 %114, ptr %9, align 16
  call void @print_u128(ptr noundef %9)
  %115 = load i128, ptr %6, align 16
  %116 = lshr i128 %115, 64
  %117 = trunc i128 %116 to i64
  %118 = load i128, ptr %8, align 16
  %119 = trunc i128 %118 to i64
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %117, i64 noundef %119)
  store x86_fp80 0xK3FFD8000000000000000, ptr %12, align 16
  call void @ld_poly(ptr dead_on_unwind writable sret(x86_fp80) align 16 %11, ptr noundef %12)
  %121 = load x86_fp80, ptr %11, align 16
  store x86_fp80 %121, ptr %10, align 16
  %122 = load x86_fp80, ptr %10, align 16
  %123 = fptrunc x86_fp80 %122 to double
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %123, i32 noundef 16)
  store half 0xH3E00, ptr %13, align 2
  store half 0xH3400, ptr %14, align 2
  %125 = load half, ptr %13, align 2
  %126 = fpext half %125 to float
  %127 = load half, ptr %14, align 2
  %128 = fpext half %127 to float
  %129 = call float @llvm.fmuladd.f32(float %126, float %128, float 2.000000e+00)
  %130 = fptrunc float %129 to half
  store half %130, ptr %15, align 2
  %131 = load half, ptr %15, align 2
  %132 = fpext half %131 to double
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %132)
  store float 0x7FF8000000000000, ptr %16, align 4
  store float 0x7FF0000000000000, ptr %17, align 4
  %134 = load float, ptr %16, align 4
  %135 = load float, ptr %16, align 4
  %136 = fcmp une float %134, %135
  %137 = zext i1 %136 to i32
  %138 = load float, ptr %17, align 4
  %139 = fcmp ogt float %138, 0x47D2CED320000000
  %140 = zext i1 %139 to i32
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %137, i32 noundef %140, i32 noundef 1)
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
  br label %10, !llvm.loop !8

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
  br label %10, !llvm.loop !9

34:                                               ; preds = %10
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #2

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
  br label %7, !llvm.loop !10

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
  br label %7, !llvm.loop !11

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
  br label %9, !llvm.loop !12

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
define internal <2 x i64> @mul128(i64 noundef %0, i64 noundef %1) #4 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = zext i64 %6 to i128
  %8 = load i64, ptr %5, align 8
  %9 = zext i64 %8 to i128
  %10 = mul i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(ptr noundef %0) #5 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
  store i32 47, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %7
  store i8 0, ptr %8, align 1
  br label %9

9:                                                ; preds = %21, %1
  %10 = load i128, ptr %2, align 16
  %11 = urem i128 %10, 10
  %12 = trunc i128 %11 to i32
  %13 = add nsw i32 48, %12
  %14 = trunc i32 %13 to i8
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  %19 = load i128, ptr %2, align 16
  %20 = udiv i128 %19, 10
  store i128 %20, ptr %2, align 16
  br label %21

21:                                               ; preds = %9
  %22 = load i128, ptr %2, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %9, label %24, !llvm.loop !13

24:                                               ; preds = %21
  %25 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %28)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_poly(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %7 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %7, ptr %4, align 16
  store x86_fp80 0xK00000000000000000000, ptr %5, align 16
  store i32 3, ptr %6, align 4
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load x86_fp80, ptr %5, align 16
  %13 = load x86_fp80, ptr %4, align 16
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x x86_fp80], ptr @ld_poly.c, i64 0, i64 %15
  %17 = load x86_fp80, ptr %16, align 16
  %18 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %12, x86_fp80 %13, x86_fp80 %17)
  store x86_fp80 %18, ptr %5, align 16
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr %6, align 4
  br label %8, !llvm.loop !14

22:                                               ; preds = %8
  %23 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %23, ptr %0, align 16
  %24 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %24, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #3

attributes #0 = { noinline optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!14 = distinct !{!14, !6}
