; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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

$"??_C@_05GMENPDLI@u128?5?$AA@" = comdat any

$"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = comdat any

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

$"??_C@_02DKCKIIND@?$CFs?$AA@" = comdat any

@ia = internal global [256 x i32] zeroinitializer, align 16
@ib = internal global [256 x i32] zeroinitializer, align 16
@fa = internal global [256 x float] zeroinitializer, align 16
@fb = internal global [256 x float] zeroinitializer, align 16
@da = internal global [256 x double] zeroinitializer, align 16
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 1
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 1
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
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 1
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 16

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
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %13

13:                                               ; preds = %45, %0
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %14, 256
  br i1 %15, label %16, label %48

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4
  %18 = mul nsw i32 %17, 3
  %19 = sub nsw i32 %18, 100
  %20 = load i32, i32* %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %21
  store i32 %19, i32* %22, align 4
  %23 = load i32, i32* %2, align 4
  %24 = mul nsw i32 %23, 7
  %25 = and i32 %24, 63
  %26 = load i32, i32* %2, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %27
  store i32 %25, i32* %28, align 4
  %29 = load i32, i32* %2, align 4
  %30 = sitofp i32 %29 to float
  %31 = fmul float %30, 5.000000e-01
  %32 = load i32, i32* %2, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %33
  store float %31, float* %34, align 4
  %35 = load i32, i32* %2, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %36
  store float 1.000000e+00, float* %37, align 4
  %38 = load i32, i32* %2, align 4
  %39 = add nsw i32 %38, 1
  %40 = sitofp i32 %39 to double
  %41 = fdiv double 1.000000e+00, %40
  %42 = load i32, i32* %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %43
  store double %41, double* %44, align 8
  br label %45

45:                                               ; preds = %16
  %46 = load i32, i32* %2, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %2, align 4
  br label %13, !llvm.loop !4

48:                                               ; preds = %13
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i64 0, i64 0), i32 noundef 3, i32 noundef 256)
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i64 0, i64 0), float noundef 2.000000e+00, i32 noundef 256)
  %49 = call i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256)
  %50 = zext i8 %49 to i32
  %51 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256)
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %51, i32 noundef %50)
  %53 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), i32 noundef 256)
  %54 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8
  %55 = fpext float %54 to double
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i64 0, i64 0), double noundef %55, double noundef %53)
  %57 = bitcast %union.Pun* %3 to float*
  store float -1.500000e+00, float* %57, align 4
  %58 = bitcast %union.Pun* %3 to [4 x i8]*
  %59 = getelementptr inbounds [4 x i8], [4 x i8]* %58, i64 0, i64 0
  %60 = load i8, i8* %59, align 4
  %61 = zext i8 %60 to i32
  %62 = bitcast %union.Pun* %3 to %struct.anon*
  %63 = bitcast %struct.anon* %62 to i32*
  %64 = load i32, i32* %63, align 4
  %65 = and i32 %64, 8388607
  %66 = bitcast %union.Pun* %3 to %struct.anon*
  %67 = bitcast %struct.anon* %66 to i32*
  %68 = load i32, i32* %67, align 4
  %69 = lshr i32 %68, 23
  %70 = and i32 %69, 255
  %71 = bitcast %union.Pun* %3 to %struct.anon*
  %72 = bitcast %struct.anon* %71 to i32*
  %73 = load i32, i32* %72, align 4
  %74 = lshr i32 %73, 31
  %75 = bitcast %union.Pun* %3 to i32*
  %76 = load i32, i32* %75, align 4
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i64 0, i64 0), i32 noundef %76, i32 noundef %74, i32 noundef %70, i32 noundef %65, i32 noundef %61)
  store i32 -267534609, i32* %4, align 4
  %78 = load i32, i32* %4, align 4
  %79 = call i32 @llvm.bswap.i32(i32 %78)
  %80 = load i32, i32* %4, align 4
  %81 = and i32 %80, -2
  %82 = call i32 @llvm.cttz.i32(i32 %81, i1 true)
  %83 = load i32, i32* %4, align 4
  %84 = lshr i32 %83, 4
  %85 = call i32 @llvm.ctlz.i32(i32 %84, i1 true)
  %86 = load i32, i32* %4, align 4
  %87 = call i32 @llvm.ctpop.i32(i32 %86)
  %88 = load i32, i32* %4, align 4
  %89 = call i32 @popcnt_manual(i32 noundef %88)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %89, i32 noundef %87, i32 noundef %85, i32 noundef %82, i32 noundef %79)
  %91 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3)
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef %91)
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4)
  store i32 -1, i32* %5, align 4
  br label %94

94:                                               ; preds = %101, %48
  %95 = load i32, i32* %5, align 4
  %96 = icmp sle i32 %95, 7
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = load i32, i32* %5, align 4
  %99 = call i8* @day_name(i32 noundef %98)
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef %99)
  br label %101

101:                                              ; preds = %97
  %102 = load i32, i32* %5, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %5, align 4
  br label %94, !llvm.loop !6

104:                                              ; preds = %94
  %105 = call i32 @sparse(i32 noundef -3)
  %106 = call i32 @sparse(i32 noundef 2147483647)
  %107 = call i32 @sparse(i32 noundef 100000)
  %108 = call i32 @sparse(i32 noundef 78)
  %109 = call i32 @sparse(i32 noundef 7)
  %110 = call i32 @sparse(i32 noundef -1000)
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %110, i32 noundef %109, i32 noundef %108, i32 noundef %107, i32 noundef %106, i32 noundef %105)
  %112 = call <2 x i64> @mul128(i64 noundef -1, i64 noundef -1)
  %113 = bitcast i128* %7 to <2 x i64>*
  store <2 x i64> %112, <2 x i64>* %113, align 16
  %114 = load i128, i128* %7, align 16
  store i128 %114, i128* %6, align 16
  %115 = load i128, i128* %6, align 16
  %116 = sub nsw i128 0, %115
  %117 = sdiv i128 %116, 3
  store i128 %117, i128* %8, align 16
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05GMENPDLI@u128?5?$AA@", i64 0, i64 0))
  %119 = load i128, i128* %6, align 16
  store i128 %119, i128* %9, align 16
  call void @print_u128(i128* noundef %9)
  %120 = load i128, i128* %8, align 16
  %121 = trunc i128 %120 to i64
  %122 = load i128, i128* %6, align 16
  %123 = lshr i128 %122, 64
  %124 = trunc i128 %123 to i64
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef %124, i64 noundef %121)
  %126 = call double @ld_poly(double noundef 2.500000e-01)
  store double %126, double* %10, align 8
  %127 = load double, double* %10, align 8
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %127, i32 noundef 8)
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef 2.375000e+00)
  store float 0x7FF8000000000000, float* %11, align 4
  store float 0x7FF0000000000000, float* %12, align 4
  %130 = load float, float* %12, align 4
  %131 = fcmp ogt float %130, 0x47D2CED320000000
  %132 = zext i1 %131 to i32
  %133 = load float, float* %11, align 4
  %134 = load float, float* %11, align 4
  %135 = fcmp une float %133, %134
  %136 = zext i1 %135 to i32
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %136, i32 noundef %132, i32 noundef 1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32* %1, i32** %7, align 8
  store i32* %0, i32** %8, align 8
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %33, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %36

14:                                               ; preds = %10
  %15 = load i32*, i32** %8, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %6, align 4
  %21 = mul nsw i32 %19, %20
  %22 = load i32*, i32** %7, align 8
  %23 = load i32, i32* %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %22, i64 %24
  %26 = load i32, i32* %25, align 4
  %27 = ashr i32 %26, 1
  %28 = add nsw i32 %21, %27
  %29 = load i32*, i32** %8, align 8
  %30 = load i32, i32* %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %29, i64 %31
  store i32 %28, i32* %32, align 4
  br label %33

33:                                               ; preds = %14
  %34 = load i32, i32* %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %9, align 4
  br label %10, !llvm.loop !7

36:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store float %2, float* %6, align 4
  store float* %1, float** %7, align 8
  store float* %0, float** %8, align 8
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load float, float* %6, align 4
  %16 = load float*, float** %7, align 8
  %17 = load i32, i32* %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, float* %16, i64 %18
  %20 = load float, float* %19, align 4
  %21 = load float*, float** %8, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, float* %21, i64 %23
  %25 = load float, float* %24, align 4
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25)
  %27 = load float*, float** %8, align 8
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, float* %27, i64 %29
  store float %26, float* %30, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %9, align 4
  br label %10, !llvm.loop !8

34:                                               ; preds = %10
  ret void
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(i32* noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 8
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %32

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %12, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %5, align 4
  %18 = icmp sgt i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %11
  %20 = load i32*, i32** %4, align 8
  %21 = load i32, i32* %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %20, i64 %22
  %24 = load i32, i32* %23, align 4
  br label %27

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4
  br label %27

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ]
  store i32 %28, i32* %5, align 4
  br label %29

29:                                               ; preds = %27
  %30 = load i32, i32* %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %6, align 4
  br label %7, !llvm.loop !9

32:                                               ; preds = %7
  %33 = load i32, i32* %5, align 4
  %34 = icmp sgt i32 %33, 255
  br i1 %34, label %35, label %36

35:                                               ; preds = %32
  br label %38

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4
  br label %38

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ]
  %40 = trunc i32 %39 to i8
  ret i8 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 8
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %12, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca float*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store float* %1, float** %5, align 8
  store double* %0, double** %6, align 8
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load double*, double** %6, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %14, i64 %16
  %18 = load double, double* %17, align 8
  %19 = load float*, float** %5, align 8
  %20 = load i32, i32* %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, float* %19, i64 %21
  %23 = load float, float* %22, align 4
  %24 = fpext float %23 to double
  %25 = load double, double* %7, align 8
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25)
  store double %26, double* %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %8, align 4
  br label %9, !llvm.loop !11

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8
  ret double %31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef %0) #1 {
  %2 = alloca i8*, align 8
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
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0), i8** %2, align 8
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 8
  ret i8* %14
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mul128(i64 noundef %0, i64 noundef %1) #4 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %1, i64* %4, align 8
  store i64 %0, i64* %5, align 8
  %6 = load i64, i64* %5, align 8
  %7 = zext i64 %6 to i128
  %8 = load i64, i64* %4, align 8
  %9 = zext i64 %8 to i128
  %10 = mul i128 %7, %9
  store i128 %10, i128* %3, align 16
  %11 = bitcast i128* %3 to <2 x i64>*
  %12 = load <2 x i64>, <2 x i64>* %11, align 16
  ret <2 x i64> %12
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128* noundef %0) #5 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, i128* %0, align 16
  store i128 %5, i128* %2, align 16
  store i32 47, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %7
  store i8 0, i8* %8, align 1
  br label %9

9:                                                ; preds = %21, %1
  %10 = load i128, i128* %2, align 16
  %11 = urem i128 %10, 10
  %12 = trunc i128 %11 to i32
  %13 = add nsw i32 48, %12
  %14 = trunc i32 %13 to i8
  %15 = load i32, i32* %4, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, i32* %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %17
  store i8 %14, i8* %18, align 1
  %19 = load i128, i128* %2, align 16
  %20 = udiv i128 %19, 10
  store i128 %20, i128* %2, align 16
  br label %21

21:                                               ; preds = %9
  %22 = load i128, i128* %2, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %9, label %24, !llvm.loop !12

24:                                               ; preds = %21
  %25 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0
  %26 = load i32, i32* %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, i8* %25, i64 %27
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02DKCKIIND@?$CFs?$AA@", i64 0, i64 0), i8* noundef %28)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_poly(double noundef %0) #1 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  store double 0.000000e+00, double* %3, align 8
  store i32 3, i32* %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load double, double* %3, align 8
  %10 = load double, double* %2, align 8
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x double], [4 x double]* @ld_poly.c, i64 0, i64 %12
  %14 = load double, double* %13, align 8
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14)
  store double %15, double* %3, align 8
  br label %16

16:                                               ; preds = %8
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %17, -1
  store i32 %18, i32* %4, align 4
  br label %5, !llvm.loop !13

19:                                               ; preds = %5
  %20 = load double, double* %3, align 8
  ret double %20
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
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
!13 = distinct !{!13, !5}
