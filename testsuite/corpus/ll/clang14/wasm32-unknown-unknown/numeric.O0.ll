; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%union.Pun = type { float }
%struct.anon = type { i32 }

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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

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
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %11

11:                                               ; preds = %38, %0
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %12, 256
  br i1 %13, label %14, label %41

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4
  %16 = mul nsw i32 %15, 3
  %17 = sub nsw i32 %16, 100
  %18 = load i32, i32* %2, align 4
  %19 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %18
  store i32 %17, i32* %19, align 4
  %20 = load i32, i32* %2, align 4
  %21 = mul nsw i32 %20, 7
  %22 = and i32 %21, 63
  %23 = load i32, i32* %2, align 4
  %24 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %23
  store i32 %22, i32* %24, align 4
  %25 = load i32, i32* %2, align 4
  %26 = sitofp i32 %25 to float
  %27 = fmul float %26, 5.000000e-01
  %28 = load i32, i32* %2, align 4
  %29 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %28
  store float %27, float* %29, align 4
  %30 = load i32, i32* %2, align 4
  %31 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %30
  store float 1.000000e+00, float* %31, align 4
  %32 = load i32, i32* %2, align 4
  %33 = add nsw i32 %32, 1
  %34 = sitofp i32 %33 to double
  %35 = fdiv double 1.000000e+00, %34
  %36 = load i32, i32* %2, align 4
  %37 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %36
  store double %35, double* %37, align 8
  br label %38

38:                                               ; preds = %14
  %39 = load i32, i32* %2, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %2, align 4
  br label %11, !llvm.loop !2

41:                                               ; preds = %11
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i32 0, i32 0), i32 noundef 3, i32 noundef 256)
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 256)
  %42 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256)
  %43 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256)
  %44 = zext i8 %43 to i32
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %42, i32 noundef %44)
  %46 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 8
  %47 = fpext float %46 to double
  %48 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), i32 noundef 256)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %47, double noundef %48)
  %50 = bitcast %union.Pun* %3 to float*
  store float -1.500000e+00, float* %50, align 4
  %51 = bitcast %union.Pun* %3 to i32*
  %52 = load i32, i32* %51, align 4
  %53 = bitcast %union.Pun* %3 to %struct.anon*
  %54 = bitcast %struct.anon* %53 to i32*
  %55 = load i32, i32* %54, align 4
  %56 = lshr i32 %55, 31
  %57 = bitcast %union.Pun* %3 to %struct.anon*
  %58 = bitcast %struct.anon* %57 to i32*
  %59 = load i32, i32* %58, align 4
  %60 = lshr i32 %59, 23
  %61 = and i32 %60, 255
  %62 = bitcast %union.Pun* %3 to %struct.anon*
  %63 = bitcast %struct.anon* %62 to i32*
  %64 = load i32, i32* %63, align 4
  %65 = and i32 %64, 8388607
  %66 = bitcast %union.Pun* %3 to [4 x i8]*
  %67 = getelementptr inbounds [4 x i8], [4 x i8]* %66, i32 0, i32 0
  %68 = load i8, i8* %67, align 4
  %69 = zext i8 %68 to i32
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef %52, i32 noundef %56, i32 noundef %61, i32 noundef %65, i32 noundef %69)
  store i32 -267534609, i32* %4, align 4
  %71 = load i32, i32* %4, align 4
  %72 = call i32 @popcnt_manual(i32 noundef %71)
  %73 = load i32, i32* %4, align 4
  %74 = call i32 @llvm.ctpop.i32(i32 %73)
  %75 = load i32, i32* %4, align 4
  %76 = lshr i32 %75, 4
  %77 = call i32 @llvm.ctlz.i32(i32 %76, i1 false)
  %78 = load i32, i32* %4, align 4
  %79 = and i32 %78, -2
  %80 = call i32 @llvm.cttz.i32(i32 %79, i1 false)
  %81 = load i32, i32* %4, align 4
  %82 = call i32 @llvm.bswap.i32(i32 %81)
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %72, i32 noundef %74, i32 noundef %77, i32 noundef %80, i32 noundef %82)
  %84 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef %84)
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4)
  store i32 -1, i32* %5, align 4
  br label %87

87:                                               ; preds = %94, %41
  %88 = load i32, i32* %5, align 4
  %89 = icmp sle i32 %88, 7
  br i1 %89, label %90, label %97

90:                                               ; preds = %87
  %91 = load i32, i32* %5, align 4
  %92 = call i8* @day_name(i32 noundef %91)
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef %92)
  br label %94

94:                                               ; preds = %90
  %95 = load i32, i32* %5, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %5, align 4
  br label %87, !llvm.loop !4

97:                                               ; preds = %87
  %98 = call i32 @sparse(i32 noundef -1000)
  %99 = call i32 @sparse(i32 noundef 7)
  %100 = call i32 @sparse(i32 noundef 78)
  %101 = call i32 @sparse(i32 noundef 100000)
  %102 = call i32 @sparse(i32 noundef 2147483647)
  %103 = call i32 @sparse(i32 noundef -3)
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103)
  %105 = call i128 @mul128(i64 noundef -1, i64 noundef -1)
  store i128 %105, i128* %6, align 16
  %106 = load i128, i128* %6, align 16
  %107 = sub nsw i128 0, %106
  %108 = sdiv i128 %107, 3
  store i128 %108, i128* %7, align 16
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0))
  %110 = load i128, i128* %6, align 16
  call void @print_u128(i128 noundef %110)
  %111 = load i128, i128* %6, align 16
  %112 = lshr i128 %111, 64
  %113 = trunc i128 %112 to i64
  %114 = load i128, i128* %7, align 16
  %115 = trunc i128 %114 to i64
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i32 0, i32 0), i64 noundef %113, i64 noundef %115)
  %117 = call fp128 @ld_poly(fp128 noundef 0xL00000000000000003FFD000000000000)
  store fp128 %117, fp128* %8, align 16
  %118 = load fp128, fp128* %8, align 16
  %119 = fptrunc fp128 %118 to double
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), double noundef %119, i32 noundef 16)
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i32 0, i32 0), double noundef 2.375000e+00)
  store float 0x7FF8000000000000, float* %9, align 4
  store float 0x7FF0000000000000, float* %10, align 4
  %122 = load float, float* %9, align 4
  %123 = load float, float* %9, align 4
  %124 = fcmp une float %122, %123
  %125 = zext i1 %124 to i32
  %126 = load float, float* %10, align 4
  %127 = fcmp ogt float %126, 0x47D2CED320000000
  %128 = zext i1 %127 to i32
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i32 0, i32 0), i32 noundef %125, i32 noundef %128, i32 noundef 1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %30, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %7, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32*, i32** %6, align 4
  %22 = load i32, i32* %9, align 4
  %23 = getelementptr inbounds i32, i32* %21, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = ashr i32 %24, 1
  %26 = add nsw i32 %20, %25
  %27 = load i32*, i32** %5, align 4
  %28 = load i32, i32* %9, align 4
  %29 = getelementptr inbounds i32, i32* %27, i32 %28
  store i32 %26, i32* %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %9, align 4
  br label %10, !llvm.loop !5

33:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #1 {
  %5 = alloca float*, align 4
  %6 = alloca float*, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  store float* %1, float** %6, align 4
  store float %2, float* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %31

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4
  %16 = load float*, float** %6, align 4
  %17 = load i32, i32* %9, align 4
  %18 = getelementptr inbounds float, float* %16, i32 %17
  %19 = load float, float* %18, align 4
  %20 = load float*, float** %5, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds float, float* %20, i32 %21
  %23 = load float, float* %22, align 4
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23)
  %25 = load float*, float** %5, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds float, float* %25, i32 %26
  store float %24, float* %27, align 4
  br label %28

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %9, align 4
  br label %10, !llvm.loop !6

31:                                               ; preds = %10
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !7

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  br label %25

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ]
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7, !llvm.loop !8

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4
  %32 = icmp sgt i32 %31, 255
  br i1 %32, label %33, label %34

33:                                               ; preds = %30
  br label %36

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4
  br label %36

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ]
  %38 = trunc i32 %37 to i8
  ret i8 %38
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #1 {
  %4 = alloca double*, align 4
  %5 = alloca float*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  store float* %1, float** %5, align 4
  store i32 %2, i32* %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds double, double* %14, i32 %15
  %17 = load double, double* %16, align 8
  %18 = load float*, float** %5, align 4
  %19 = load i32, i32* %8, align 4
  %20 = getelementptr inbounds float, float* %18, i32 %19
  %21 = load float, float* %20, align 4
  %22 = fpext float %21 to double
  %23 = load double, double* %7, align 8
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23)
  store double %24, double* %7, align 8
  br label %25

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %8, align 4
  br label %9, !llvm.loop !9

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8
  ret double %29
}

; Function Attrs: noinline nounwind optnone
define internal i32 @popcnt_manual(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = lshr i32 %4, 1
  %6 = and i32 %5, 1431655765
  %7 = sub i32 %3, %6
  store i32 %7, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = and i32 %8, 858993459
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = add i32 %9, %12
  store i32 %13, i32* %2, align 4
  %14 = load i32, i32* %2, align 4
  %15 = load i32, i32* %2, align 4
  %16 = lshr i32 %15, 4
  %17 = add i32 %14, %16
  %18 = and i32 %17, 252645135
  store i32 %18, i32* %2, align 4
  %19 = load i32, i32* %2, align 4
  %20 = mul i32 %19, 16843009
  %21 = lshr i32 %20, 24
  ret i32 %21
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, i64* %3, align 8
  %10 = load i32, i32* %4, align 4
  %11 = sub nsw i32 64, %10
  %12 = zext i32 %11 to i64
  %13 = lshr i64 %9, %12
  %14 = or i64 %8, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone
define internal i8* @day_name(i32 noundef %0) #1 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
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
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8** %2, align 4
  br label %13

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8** %2, align 4
  br label %13

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8** %2, align 4
  br label %13

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4
  br label %13

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8** %2, align 4
  br label %13

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i8** %2, align 4
  br label %13

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i8** %2, align 4
  br label %13

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i8** %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 4
  ret i8* %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %15

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %15

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4
  br label %15

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %15

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %15

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %11, 0
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, i32 -1, i32 0
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #1 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = zext i64 %5 to i128
  %7 = load i64, i64* %4, align 8
  %8 = zext i64 %7 to i128
  %9 = mul i128 %6, %8
  ret i128 %9
}

; Function Attrs: noinline optnone
define internal void @print_u128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  store i128 %0, i128* %2, align 16
  store i32 47, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i32 0, i32 %5
  store i8 0, i8* %6, align 1
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i128, i128* %2, align 16
  %9 = urem i128 %8, 10
  %10 = trunc i128 %9 to i32
  %11 = add nsw i32 48, %10
  %12 = trunc i32 %11 to i8
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, i32* %4, align 4
  %15 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i32 0, i32 %14
  store i8 %12, i8* %15, align 1
  %16 = load i128, i128* %2, align 16
  %17 = udiv i128 %16, 10
  store i128 %17, i128* %2, align 16
  br label %18

18:                                               ; preds = %7
  %19 = load i128, i128* %2, align 16
  %20 = icmp ne i128 %19, 0
  br i1 %20, label %7, label %21, !llvm.loop !10

21:                                               ; preds = %18
  %22 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i32 0, i32 0
  %23 = load i32, i32* %4, align 4
  %24 = getelementptr inbounds i8, i8* %22, i32 %23
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i32 0, i32 0), i8* noundef %24)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal fp128 @ld_poly(fp128 noundef %0) #1 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, fp128* %2, align 16
  store fp128 0xL00000000000000000000000000000000, fp128* %3, align 16
  store i32 3, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load fp128, fp128* %3, align 16
  %10 = load fp128, fp128* %2, align 16
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [4 x fp128], [4 x fp128]* @ld_poly.c, i32 0, i32 %11
  %13 = load fp128, fp128* %12, align 16
  %14 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %10, fp128 %13)
  store fp128 %14, fp128* %3, align 16
  br label %15

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4
  %17 = add nsw i32 %16, -1
  store i32 %17, i32* %4, align 4
  br label %5, !llvm.loop !11

18:                                               ; preds = %5
  %19 = load fp128, fp128* %3, align 16
  ret fp128 %19
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #3

attributes #0 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
