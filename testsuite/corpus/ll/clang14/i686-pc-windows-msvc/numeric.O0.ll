; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%union.Pun = type { float }
%struct.anon = type { i32 }

$"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = comdat any

$"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = comdat any

$"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = comdat any

$"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = comdat any

$"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = comdat any

$"??_C@_03IKGEINEE@?$CFs?5?$AA@" = comdat any

$"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@HALENCLD@u128?5unsupported?6?$AA@" = comdat any

$"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = comdat any

$"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_03OHFMDAD@sun?$AA@" = comdat any

$"??_C@_03KPACMFAJ@mon?$AA@" = comdat any

$"??_C@_03HAFGCCHB@tue?$AA@" = comdat any

$"??_C@_03GHNOBPKO@wed?$AA@" = comdat any

$"??_C@_03COGKAAAD@thu?$AA@" = comdat any

$"??_C@_03CDLMOEOM@fri?$AA@" = comdat any

$"??_C@_03KFHHDCHE@sat?$AA@" = comdat any

$"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = comdat any

@ia = internal global [256 x i32] zeroinitializer, align 4
@ib = internal global [256 x i32] zeroinitializer, align 4
@fa = internal global [256 x float] zeroinitializer, align 4
@fb = internal global [256 x float] zeroinitializer, align 4
@da = internal global [256 x double] zeroinitializer, align 8
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0BC@HALENCLD@u128?5unsupported?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"u128 unsupported\0A\00", comdat, align 1
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 1
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 1
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 1
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 1
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 1
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 1
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 1
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 1
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 1
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 1
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 1
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 8

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %36, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 256
  br i1 %11, label %12, label %39

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %13, 3
  %15 = sub nsw i32 %14, 100
  %16 = load i32, i32* %2, align 4
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %16
  store i32 %15, i32* %17, align 4
  %18 = load i32, i32* %2, align 4
  %19 = mul nsw i32 %18, 7
  %20 = and i32 %19, 63
  %21 = load i32, i32* %2, align 4
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %21
  store i32 %20, i32* %22, align 4
  %23 = load i32, i32* %2, align 4
  %24 = sitofp i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  %26 = load i32, i32* %2, align 4
  %27 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %26
  store float %25, float* %27, align 4
  %28 = load i32, i32* %2, align 4
  %29 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %28
  store float 1.000000e+00, float* %29, align 4
  %30 = load i32, i32* %2, align 4
  %31 = add nsw i32 %30, 1
  %32 = sitofp i32 %31 to double
  %33 = fdiv double 1.000000e+00, %32
  %34 = load i32, i32* %2, align 4
  %35 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %34
  store double %33, double* %35, align 8
  br label %36

36:                                               ; preds = %12
  %37 = load i32, i32* %2, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %2, align 4
  br label %9, !llvm.loop !4

39:                                               ; preds = %9
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i32 0, i32 0), i32 noundef 3, i32 noundef 256)
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 256)
  %40 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256)
  %41 = zext i8 %40 to i32
  %42 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256)
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %42, i32 noundef %41)
  %44 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), i32 noundef 256)
  %45 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4
  %46 = fpext float %45 to double
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i32 0, i32 0), double noundef %46, double noundef %44)
  %48 = bitcast %union.Pun* %3 to float*
  store float -1.500000e+00, float* %48, align 4
  %49 = bitcast %union.Pun* %3 to [4 x i8]*
  %50 = getelementptr inbounds [4 x i8], [4 x i8]* %49, i32 0, i32 0
  %51 = load i8, i8* %50, align 4
  %52 = zext i8 %51 to i32
  %53 = bitcast %union.Pun* %3 to %struct.anon*
  %54 = bitcast %struct.anon* %53 to i32*
  %55 = load i32, i32* %54, align 4
  %56 = and i32 %55, 8388607
  %57 = bitcast %union.Pun* %3 to %struct.anon*
  %58 = bitcast %struct.anon* %57 to i32*
  %59 = load i32, i32* %58, align 4
  %60 = lshr i32 %59, 23
  %61 = and i32 %60, 255
  %62 = bitcast %union.Pun* %3 to %struct.anon*
  %63 = bitcast %struct.anon* %62 to i32*
  %64 = load i32, i32* %63, align 4
  %65 = lshr i32 %64, 31
  %66 = bitcast %union.Pun* %3 to i32*
  %67 = load i32, i32* %66, align 4
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 0, i32 0), i32 noundef %67, i32 noundef %65, i32 noundef %61, i32 noundef %56, i32 noundef %52)
  store i32 -267534609, i32* %4, align 4
  %69 = load i32, i32* %4, align 4
  %70 = call i32 @llvm.bswap.i32(i32 %69)
  %71 = load i32, i32* %4, align 4
  %72 = and i32 %71, -2
  %73 = call i32 @llvm.cttz.i32(i32 %72, i1 true)
  %74 = load i32, i32* %4, align 4
  %75 = lshr i32 %74, 4
  %76 = call i32 @llvm.ctlz.i32(i32 %75, i1 true)
  %77 = load i32, i32* %4, align 4
  %78 = call i32 @llvm.ctpop.i32(i32 %77)
  %79 = load i32, i32* %4, align 4
  %80 = call i32 @popcnt_manual(i32 noundef %79)
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %80, i32 noundef %78, i32 noundef %76, i32 noundef %73, i32 noundef %70)
  %82 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3)
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i32 0, i32 0), i64 noundef %82)
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4)
  store i32 -1, i32* %5, align 4
  br label %85

85:                                               ; preds = %92, %39
  %86 = load i32, i32* %5, align 4
  %87 = icmp sle i32 %86, 7
  br i1 %87, label %88, label %95

88:                                               ; preds = %85
  %89 = load i32, i32* %5, align 4
  %90 = call i8* @day_name(i32 noundef %89)
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef %90)
  br label %92

92:                                               ; preds = %88
  %93 = load i32, i32* %5, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %5, align 4
  br label %85, !llvm.loop !6

95:                                               ; preds = %85
  %96 = call i32 @sparse(i32 noundef -3)
  %97 = call i32 @sparse(i32 noundef 2147483647)
  %98 = call i32 @sparse(i32 noundef 100000)
  %99 = call i32 @sparse(i32 noundef 78)
  %100 = call i32 @sparse(i32 noundef 7)
  %101 = call i32 @sparse(i32 noundef -1000)
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %101, i32 noundef %100, i32 noundef %99, i32 noundef %98, i32 noundef %97, i32 noundef %96)
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HALENCLD@u128?5unsupported?6?$AA@", i32 0, i32 0))
  %104 = call double @ld_poly(double noundef 2.500000e-01)
  store double %104, double* %6, align 8
  %105 = load double, double* %6, align 8
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef %105, i32 noundef 8)
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i32 0, i32 0), double noundef 2.375000e+00)
  store float 0x7FF8000000000000, float* %7, align 4
  store float 0x7FF0000000000000, float* %8, align 4
  %108 = load float, float* %8, align 4
  %109 = fcmp ogt float %108, 0x47D2CED320000000
  %110 = zext i1 %109 to i32
  %111 = load float, float* %7, align 4
  %112 = load float, float* %7, align 4
  %113 = fcmp une float %111, %112
  %114 = zext i1 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %114, i32 noundef %110, i32 noundef 1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32* %1, i32** %7, align 4
  store i32* %0, i32** %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %30, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %10
  %15 = load i32*, i32** %8, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %6, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32*, i32** %7, align 4
  %22 = load i32, i32* %9, align 4
  %23 = getelementptr inbounds i32, i32* %21, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = ashr i32 %24, 1
  %26 = add nsw i32 %20, %25
  %27 = load i32*, i32** %8, align 4
  %28 = load i32, i32* %9, align 4
  %29 = getelementptr inbounds i32, i32* %27, i32 %28
  store i32 %26, i32* %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %9, align 4
  br label %10, !llvm.loop !7

33:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 4
  %8 = alloca float*, align 4
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store float %2, float* %6, align 4
  store float* %1, float** %7, align 4
  store float* %0, float** %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %31

14:                                               ; preds = %10
  %15 = load float, float* %6, align 4
  %16 = load float*, float** %7, align 4
  %17 = load i32, i32* %9, align 4
  %18 = getelementptr inbounds float, float* %16, i32 %17
  %19 = load float, float* %18, align 4
  %20 = load float*, float** %8, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds float, float* %20, i32 %21
  %23 = load float, float* %22, align 4
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23)
  %25 = load float*, float** %8, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds float, float* %25, i32 %26
  store float %24, float* %27, align 4
  br label %28

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %9, align 4
  br label %10, !llvm.loop !8

31:                                               ; preds = %10
  ret void
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = load i32*, i32** %4, align 4
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
  br label %7, !llvm.loop !9

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
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 4
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
  br label %7, !llvm.loop !10

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca float*, align 4
  %6 = alloca double*, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store float* %1, float** %5, align 4
  store double* %0, double** %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %9
  %14 = load double*, double** %6, align 4
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
  br label %9, !llvm.loop !11

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8
  ret double %29
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #3

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

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, i32* %3, align 4
  store i64 %0, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, i64* %4, align 8
  %10 = load i32, i32* %3, align 4
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
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %13

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %13

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %13

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %13

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %13

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %13

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %13

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i32 0, i32 0), i8** %2, align 4
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
define internal double @ld_poly(double noundef %0) #1 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  store double 0.000000e+00, double* %3, align 8
  store i32 3, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load double, double* %3, align 8
  %10 = load double, double* %2, align 8
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [4 x double], [4 x double]* @ld_poly.c, i32 0, i32 %11
  %13 = load double, double* %12, align 8
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13)
  store double %14, double* %3, align 8
  br label %15

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4
  %17 = add nsw i32 %16, -1
  store i32 %17, i32* %4, align 4
  br label %5, !llvm.loop !12

18:                                               ; preds = %5
  %19 = load double, double* %3, align 8
  ret double %19
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
