; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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

@ia = internal global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 16, !dbg !16
@fa = internal global [256 x float] zeroinitializer, align 16, !dbg !21
@fb = internal global [256 x float] zeroinitializer, align 16, !dbg !24
@da = internal global [256 x double] zeroinitializer, align 16, !dbg !26
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 8
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 8
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 8
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 8
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 8
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 8
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 4
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 8
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 4
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 8
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 8
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 8
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 8
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 4
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 4
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 4
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 4
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 4
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 4
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 4
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 4
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 4
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 8, !dbg !29

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca double, align 8
  %9 = alloca half, align 2
  %10 = alloca half, align 2
  %11 = alloca half, align 2
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %2, align 4, !dbg !55
  br label %14, !dbg !55

14:                                               ; preds = %46, %0
  %15 = load i32, i32* %2, align 4, !dbg !55
  %16 = icmp slt i32 %15, 256, !dbg !55
  br i1 %16, label %17, label %49, !dbg !55

17:                                               ; preds = %14
  %18 = load i32, i32* %2, align 4, !dbg !56
  %19 = mul nsw i32 %18, 3, !dbg !56
  %20 = sub nsw i32 %19, 100, !dbg !56
  %21 = load i32, i32* %2, align 4, !dbg !56
  %22 = sext i32 %21 to i64, !dbg !56
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %22, !dbg !56
  store i32 %20, i32* %23, align 4, !dbg !56
  %24 = load i32, i32* %2, align 4, !dbg !59
  %25 = mul nsw i32 %24, 7, !dbg !59
  %26 = and i32 %25, 63, !dbg !59
  %27 = load i32, i32* %2, align 4, !dbg !59
  %28 = sext i32 %27 to i64, !dbg !59
  %29 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %28, !dbg !59
  store i32 %26, i32* %29, align 4, !dbg !59
  %30 = load i32, i32* %2, align 4, !dbg !60
  %31 = sitofp i32 %30 to float, !dbg !60
  %32 = fmul float %31, 5.000000e-01, !dbg !60
  %33 = load i32, i32* %2, align 4, !dbg !60
  %34 = sext i32 %33 to i64, !dbg !60
  %35 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %34, !dbg !60
  store float %32, float* %35, align 4, !dbg !60
  %36 = load i32, i32* %2, align 4, !dbg !61
  %37 = sext i32 %36 to i64, !dbg !61
  %38 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %37, !dbg !61
  store float 1.000000e+00, float* %38, align 4, !dbg !61
  %39 = load i32, i32* %2, align 4, !dbg !62
  %40 = add nsw i32 %39, 1, !dbg !62
  %41 = sitofp i32 %40 to double, !dbg !62
  %42 = fdiv double 1.000000e+00, %41, !dbg !62
  %43 = load i32, i32* %2, align 4, !dbg !62
  %44 = sext i32 %43 to i64, !dbg !62
  %45 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %44, !dbg !62
  store double %42, double* %45, align 8, !dbg !62
  br label %46, !dbg !63

46:                                               ; preds = %17
  %47 = load i32, i32* %2, align 4, !dbg !64
  %48 = add nsw i32 %47, 1, !dbg !64
  store i32 %48, i32* %2, align 4, !dbg !64
  br label %14, !dbg !64, !llvm.loop !65

49:                                               ; preds = %14
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i64 0, i64 0), i32 noundef 3, i32 noundef 256), !dbg !68
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i64 0, i64 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !69
  %50 = call i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !70
  %51 = zext i8 %50 to i32, !dbg !70
  %52 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !70
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %52, i32 noundef %51), !dbg !70
  %54 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), i32 noundef 256), !dbg !71
  %55 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !dbg !71
  %56 = fpext float %55 to double, !dbg !71
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i64 0, i64 0), double noundef %56, double noundef %54), !dbg !71
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !72, metadata !DIExpression()), !dbg !85
  %58 = bitcast %union.Pun* %3 to float*, !dbg !86
  store float -1.500000e+00, float* %58, align 4, !dbg !86
  %59 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !87
  %60 = getelementptr inbounds [4 x i8], [4 x i8]* %59, i64 0, i64 0, !dbg !87
  %61 = load i8, i8* %60, align 4, !dbg !87
  %62 = zext i8 %61 to i32, !dbg !87
  %63 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !87
  %64 = bitcast %struct.anon* %63 to i32*, !dbg !87
  %65 = load i32, i32* %64, align 4, !dbg !87
  %66 = and i32 %65, 8388607, !dbg !87
  %67 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !87
  %68 = bitcast %struct.anon* %67 to i32*, !dbg !87
  %69 = load i32, i32* %68, align 4, !dbg !87
  %70 = lshr i32 %69, 23, !dbg !87
  %71 = and i32 %70, 255, !dbg !87
  %72 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !87
  %73 = bitcast %struct.anon* %72 to i32*, !dbg !87
  %74 = load i32, i32* %73, align 4, !dbg !87
  %75 = lshr i32 %74, 31, !dbg !87
  %76 = bitcast %union.Pun* %3 to i32*, !dbg !87
  %77 = load i32, i32* %76, align 4, !dbg !87
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i64 0, i64 0), i32 noundef %77, i32 noundef %75, i32 noundef %71, i32 noundef %66, i32 noundef %62), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %4, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 -267534609, i32* %4, align 4, !dbg !89
  %79 = load i32, i32* %4, align 4, !dbg !90
  %80 = call i32 @llvm.bswap.i32(i32 %79), !dbg !90
  %81 = load i32, i32* %4, align 4, !dbg !90
  %82 = and i32 %81, -2, !dbg !90
  %83 = call i32 @llvm.cttz.i32(i32 %82, i1 false), !dbg !90
  %84 = load i32, i32* %4, align 4, !dbg !90
  %85 = lshr i32 %84, 4, !dbg !90
  %86 = call i32 @llvm.ctlz.i32(i32 %85, i1 false), !dbg !90
  %87 = load i32, i32* %4, align 4, !dbg !90
  %88 = call i32 @llvm.ctpop.i32(i32 %87), !dbg !90
  %89 = load i32, i32* %4, align 4, !dbg !90
  %90 = call i32 @popcnt_manual(i32 noundef %89), !dbg !90
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %90, i32 noundef %88, i32 noundef %86, i32 noundef %83, i32 noundef %80), !dbg !90
  %92 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !91
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef %92), !dbg !91
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %5, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 -1, i32* %5, align 4, !dbg !95
  br label %95, !dbg !95

95:                                               ; preds = %102, %49
  %96 = load i32, i32* %5, align 4, !dbg !95
  %97 = icmp sle i32 %96, 7, !dbg !95
  br i1 %97, label %98, label %105, !dbg !95

98:                                               ; preds = %95
  %99 = load i32, i32* %5, align 4, !dbg !96
  %100 = call i8* @day_name(i32 noundef %99), !dbg !96
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef %100), !dbg !96
  br label %102, !dbg !96

102:                                              ; preds = %98
  %103 = load i32, i32* %5, align 4, !dbg !96
  %104 = add nsw i32 %103, 1, !dbg !96
  store i32 %104, i32* %5, align 4, !dbg !96
  br label %95, !dbg !96, !llvm.loop !98

105:                                              ; preds = %95
  %106 = call i32 @sparse(i32 noundef -3), !dbg !99
  %107 = call i32 @sparse(i32 noundef 2147483647), !dbg !99
  %108 = call i32 @sparse(i32 noundef 100000), !dbg !99
  %109 = call i32 @sparse(i32 noundef 78), !dbg !99
  %110 = call i32 @sparse(i32 noundef 7), !dbg !99
  %111 = call i32 @sparse(i32 noundef -1000), !dbg !99
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %111, i32 noundef %110, i32 noundef %109, i32 noundef %108, i32 noundef %107, i32 noundef %106), !dbg !99
  call void @llvm.dbg.declare(metadata i128* %6, metadata !100, metadata !DIExpression()), !dbg !101
  %113 = call i128 @mul128(i64 noundef -1, i64 noundef -1), !dbg !101
  store i128 %113, i128* %6, align 16, !dbg !101
  call void @llvm.dbg.declare(metadata i128* %7, metadata !102, metadata !DIExpression()), !dbg !103
  %114 = load i128, i128* %6, align 16, !dbg !103
  %115 = sub nsw i128 0, %114, !dbg !103
  %116 = sdiv i128 %115, 3, !dbg !103
  store i128 %116, i128* %7, align 16, !dbg !103
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05GMENPDLI@u128?5?$AA@", i64 0, i64 0)), !dbg !104
  %118 = load i128, i128* %6, align 16, !dbg !105
  call void @print_u128(i128 noundef %118), !dbg !105
  %119 = load i128, i128* %7, align 16, !dbg !106
  %120 = trunc i128 %119 to i64, !dbg !106
  %121 = load i128, i128* %6, align 16, !dbg !106
  %122 = lshr i128 %121, 64, !dbg !106
  %123 = trunc i128 %122 to i64, !dbg !106
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef %123, i64 noundef %120), !dbg !106
  call void @llvm.dbg.declare(metadata double* %8, metadata !107, metadata !DIExpression()), !dbg !108
  %125 = call double @ld_poly(double noundef 2.500000e-01), !dbg !108
  store double %125, double* %8, align 8, !dbg !108
  %126 = load double, double* %8, align 8, !dbg !109
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %126, i32 noundef 8), !dbg !109
  call void @llvm.dbg.declare(metadata half* %9, metadata !110, metadata !DIExpression()), !dbg !111
  store half 0xH3E00, half* %9, align 2, !dbg !111
  call void @llvm.dbg.declare(metadata half* %10, metadata !112, metadata !DIExpression()), !dbg !111
  store half 0xH3400, half* %10, align 2, !dbg !111
  call void @llvm.dbg.declare(metadata half* %11, metadata !113, metadata !DIExpression()), !dbg !114
  %128 = load half, half* %9, align 2, !dbg !114
  %129 = load half, half* %10, align 2, !dbg !114
  %130 = call half @llvm.fmuladd.f16(half %128, half %129, half 0xH4000), !dbg !114
  store half %130, half* %11, align 2, !dbg !114
  %131 = load half, half* %11, align 2, !dbg !115
  %132 = fpext half %131 to double, !dbg !115
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef %132), !dbg !115
  call void @llvm.dbg.declare(metadata float* %12, metadata !116, metadata !DIExpression()), !dbg !117
  store float 0x7FF8000000000000, float* %12, align 4, !dbg !117
  call void @llvm.dbg.declare(metadata float* %13, metadata !118, metadata !DIExpression()), !dbg !117
  store float 0x7FF0000000000000, float* %13, align 4, !dbg !117
  %134 = load float, float* %13, align 4, !dbg !119
  %135 = fcmp ogt float %134, 0x47D2CED320000000, !dbg !119
  %136 = zext i1 %135 to i32, !dbg !119
  %137 = load float, float* %12, align 4, !dbg !119
  %138 = load float, float* %12, align 4, !dbg !119
  %139 = fcmp une float %137, %138, !dbg !119
  %140 = zext i1 %139 to i32, !dbg !119
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %140, i32 noundef %136, i32 noundef 1), !dbg !119
  ret i32 0, !dbg !120
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !121 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !129, metadata !DIExpression()), !dbg !130
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !131, metadata !DIExpression()), !dbg !130
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !132, metadata !DIExpression()), !dbg !130
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !133, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.declare(metadata i32* %9, metadata !134, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %9, align 4, !dbg !136
  br label %10, !dbg !136

10:                                               ; preds = %33, %4
  %11 = load i32, i32* %9, align 4, !dbg !136
  %12 = load i32, i32* %5, align 4, !dbg !136
  %13 = icmp slt i32 %11, %12, !dbg !136
  br i1 %13, label %14, label %36, !dbg !136

14:                                               ; preds = %10
  %15 = load i32*, i32** %8, align 8, !dbg !137
  %16 = load i32, i32* %9, align 4, !dbg !137
  %17 = sext i32 %16 to i64, !dbg !137
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !137
  %19 = load i32, i32* %18, align 4, !dbg !137
  %20 = load i32, i32* %6, align 4, !dbg !137
  %21 = mul nsw i32 %19, %20, !dbg !137
  %22 = load i32*, i32** %7, align 8, !dbg !137
  %23 = load i32, i32* %9, align 4, !dbg !137
  %24 = sext i32 %23 to i64, !dbg !137
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !137
  %26 = load i32, i32* %25, align 4, !dbg !137
  %27 = ashr i32 %26, 1, !dbg !137
  %28 = add nsw i32 %21, %27, !dbg !137
  %29 = load i32*, i32** %8, align 8, !dbg !137
  %30 = load i32, i32* %9, align 4, !dbg !137
  %31 = sext i32 %30 to i64, !dbg !137
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !137
  store i32 %28, i32* %32, align 4, !dbg !137
  br label %33, !dbg !137

33:                                               ; preds = %14
  %34 = load i32, i32* %9, align 4, !dbg !137
  %35 = add nsw i32 %34, 1, !dbg !137
  store i32 %35, i32* %9, align 4, !dbg !137
  br label %10, !dbg !137, !llvm.loop !139

36:                                               ; preds = %10
  ret void, !dbg !140
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !141 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !149, metadata !DIExpression()), !dbg !150
  store float %2, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !151, metadata !DIExpression()), !dbg !150
  store float* %1, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !152, metadata !DIExpression()), !dbg !150
  store float* %0, float** %8, align 8
  call void @llvm.dbg.declare(metadata float** %8, metadata !153, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.declare(metadata i32* %9, metadata !154, metadata !DIExpression()), !dbg !156
  store i32 0, i32* %9, align 4, !dbg !156
  br label %10, !dbg !156

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4, !dbg !156
  %12 = load i32, i32* %5, align 4, !dbg !156
  %13 = icmp slt i32 %11, %12, !dbg !156
  br i1 %13, label %14, label %34, !dbg !156

14:                                               ; preds = %10
  %15 = load float, float* %6, align 4, !dbg !157
  %16 = load float*, float** %7, align 8, !dbg !157
  %17 = load i32, i32* %9, align 4, !dbg !157
  %18 = sext i32 %17 to i64, !dbg !157
  %19 = getelementptr inbounds float, float* %16, i64 %18, !dbg !157
  %20 = load float, float* %19, align 4, !dbg !157
  %21 = load float*, float** %8, align 8, !dbg !157
  %22 = load i32, i32* %9, align 4, !dbg !157
  %23 = sext i32 %22 to i64, !dbg !157
  %24 = getelementptr inbounds float, float* %21, i64 %23, !dbg !157
  %25 = load float, float* %24, align 4, !dbg !157
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !157
  %27 = load float*, float** %8, align 8, !dbg !157
  %28 = load i32, i32* %9, align 4, !dbg !157
  %29 = sext i32 %28 to i64, !dbg !157
  %30 = getelementptr inbounds float, float* %27, i64 %29, !dbg !157
  store float %26, float* %30, align 4, !dbg !157
  br label %31, !dbg !157

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4, !dbg !157
  %33 = add nsw i32 %32, 1, !dbg !157
  store i32 %33, i32* %9, align 4, !dbg !157
  br label %10, !dbg !157, !llvm.loop !159

34:                                               ; preds = %10
  ret void, !dbg !160
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !161 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !164, metadata !DIExpression()), !dbg !165
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !166, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.declare(metadata i32* %5, metadata !167, metadata !DIExpression()), !dbg !168
  store i32 0, i32* %5, align 4, !dbg !168
  call void @llvm.dbg.declare(metadata i32* %6, metadata !169, metadata !DIExpression()), !dbg !171
  store i32 0, i32* %6, align 4, !dbg !171
  br label %7, !dbg !171

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4, !dbg !171
  %9 = load i32, i32* %3, align 4, !dbg !171
  %10 = icmp slt i32 %8, %9, !dbg !171
  br i1 %10, label %11, label %32, !dbg !171

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 8, !dbg !172
  %13 = load i32, i32* %6, align 4, !dbg !172
  %14 = sext i32 %13 to i64, !dbg !172
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !172
  %16 = load i32, i32* %15, align 4, !dbg !172
  %17 = load i32, i32* %5, align 4, !dbg !172
  %18 = icmp sgt i32 %16, %17, !dbg !172
  br i1 %18, label %19, label %25, !dbg !172

19:                                               ; preds = %11
  %20 = load i32*, i32** %4, align 8, !dbg !172
  %21 = load i32, i32* %6, align 4, !dbg !172
  %22 = sext i32 %21 to i64, !dbg !172
  %23 = getelementptr inbounds i32, i32* %20, i64 %22, !dbg !172
  %24 = load i32, i32* %23, align 4, !dbg !172
  br label %27, !dbg !172

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !172
  br label %27, !dbg !172

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !172
  store i32 %28, i32* %5, align 4, !dbg !172
  br label %29, !dbg !172

29:                                               ; preds = %27
  %30 = load i32, i32* %6, align 4, !dbg !172
  %31 = add nsw i32 %30, 1, !dbg !172
  store i32 %31, i32* %6, align 4, !dbg !172
  br label %7, !dbg !172, !llvm.loop !174

32:                                               ; preds = %7
  %33 = load i32, i32* %5, align 4, !dbg !175
  %34 = icmp sgt i32 %33, 255, !dbg !175
  br i1 %34, label %35, label %36, !dbg !175

35:                                               ; preds = %32
  br label %38, !dbg !175

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4, !dbg !175
  br label %38, !dbg !175

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !175
  %40 = trunc i32 %39 to i8, !dbg !175
  ret i8 %40, !dbg !175
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !176 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !179, metadata !DIExpression()), !dbg !180
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !181, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.declare(metadata i32* %5, metadata !182, metadata !DIExpression()), !dbg !183
  store i32 0, i32* %5, align 4, !dbg !183
  call void @llvm.dbg.declare(metadata i32* %6, metadata !184, metadata !DIExpression()), !dbg !186
  store i32 0, i32* %6, align 4, !dbg !186
  br label %7, !dbg !186

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !186
  %9 = load i32, i32* %3, align 4, !dbg !186
  %10 = icmp slt i32 %8, %9, !dbg !186
  br i1 %10, label %11, label %22, !dbg !186

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 8, !dbg !187
  %13 = load i32, i32* %6, align 4, !dbg !187
  %14 = sext i32 %13 to i64, !dbg !187
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !187
  %16 = load i32, i32* %15, align 4, !dbg !187
  %17 = load i32, i32* %5, align 4, !dbg !187
  %18 = add nsw i32 %17, %16, !dbg !187
  store i32 %18, i32* %5, align 4, !dbg !187
  br label %19, !dbg !187

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !187
  %21 = add nsw i32 %20, 1, !dbg !187
  store i32 %21, i32* %6, align 4, !dbg !187
  br label %7, !dbg !187, !llvm.loop !189

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4, !dbg !190
  ret i32 %23, !dbg !190
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !191 {
  %4 = alloca i32, align 4
  %5 = alloca float*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !196, metadata !DIExpression()), !dbg !197
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !198, metadata !DIExpression()), !dbg !197
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !199, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.declare(metadata double* %7, metadata !200, metadata !DIExpression()), !dbg !201
  store double 0.000000e+00, double* %7, align 8, !dbg !201
  call void @llvm.dbg.declare(metadata i32* %8, metadata !202, metadata !DIExpression()), !dbg !204
  store i32 0, i32* %8, align 4, !dbg !204
  br label %9, !dbg !204

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4, !dbg !204
  %11 = load i32, i32* %4, align 4, !dbg !204
  %12 = icmp slt i32 %10, %11, !dbg !204
  br i1 %12, label %13, label %30, !dbg !204

13:                                               ; preds = %9
  %14 = load double*, double** %6, align 8, !dbg !205
  %15 = load i32, i32* %8, align 4, !dbg !205
  %16 = sext i32 %15 to i64, !dbg !205
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !205
  %18 = load double, double* %17, align 8, !dbg !205
  %19 = load float*, float** %5, align 8, !dbg !205
  %20 = load i32, i32* %8, align 4, !dbg !205
  %21 = sext i32 %20 to i64, !dbg !205
  %22 = getelementptr inbounds float, float* %19, i64 %21, !dbg !205
  %23 = load float, float* %22, align 4, !dbg !205
  %24 = fpext float %23 to double, !dbg !205
  %25 = load double, double* %7, align 8, !dbg !205
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !205
  store double %26, double* %7, align 8, !dbg !205
  br label %27, !dbg !205

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4, !dbg !205
  %29 = add nsw i32 %28, 1, !dbg !205
  store i32 %29, i32* %8, align 4, !dbg !205
  br label %9, !dbg !205, !llvm.loop !207

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8, !dbg !208
  ret double %31, !dbg !208
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !209 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !212, metadata !DIExpression()), !dbg !213
  %3 = load i32, i32* %2, align 4, !dbg !214
  %4 = load i32, i32* %2, align 4, !dbg !214
  %5 = lshr i32 %4, 1, !dbg !214
  %6 = and i32 %5, 1431655765, !dbg !214
  %7 = sub i32 %3, %6, !dbg !214
  store i32 %7, i32* %2, align 4, !dbg !214
  %8 = load i32, i32* %2, align 4, !dbg !215
  %9 = and i32 %8, 858993459, !dbg !215
  %10 = load i32, i32* %2, align 4, !dbg !215
  %11 = lshr i32 %10, 2, !dbg !215
  %12 = and i32 %11, 858993459, !dbg !215
  %13 = add i32 %9, %12, !dbg !215
  store i32 %13, i32* %2, align 4, !dbg !215
  %14 = load i32, i32* %2, align 4, !dbg !216
  %15 = load i32, i32* %2, align 4, !dbg !216
  %16 = lshr i32 %15, 4, !dbg !216
  %17 = add i32 %14, %16, !dbg !216
  %18 = and i32 %17, 252645135, !dbg !216
  store i32 %18, i32* %2, align 4, !dbg !216
  %19 = load i32, i32* %2, align 4, !dbg !217
  %20 = mul i32 %19, 16843009, !dbg !217
  %21 = lshr i32 %20, 24, !dbg !217
  ret i32 %21, !dbg !217
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !218 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !221, metadata !DIExpression()), !dbg !222
  store i64 %0, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !223, metadata !DIExpression()), !dbg !222
  %5 = load i64, i64* %4, align 8, !dbg !222
  %6 = load i32, i32* %3, align 4, !dbg !222
  %7 = zext i32 %6 to i64, !dbg !222
  %8 = shl i64 %5, %7, !dbg !222
  %9 = load i64, i64* %4, align 8, !dbg !222
  %10 = load i32, i32* %3, align 4, !dbg !222
  %11 = sub nsw i32 64, %10, !dbg !222
  %12 = zext i32 %11 to i64, !dbg !222
  %13 = lshr i64 %9, %12, !dbg !222
  %14 = or i64 %8, %13, !dbg !222
  ret i64 %14, !dbg !222
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef %0) #2 !dbg !224 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !229, metadata !DIExpression()), !dbg !230
  %4 = load i32, i32* %3, align 4, !dbg !231
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !231

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !232
  br label %13, !dbg !232

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !234
  br label %13, !dbg !234

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !235
  br label %13, !dbg !235

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !236
  br label %13, !dbg !236

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !237
  br label %13, !dbg !237

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !238
  br label %13, !dbg !238

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !239
  br label %13, !dbg !239

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !240
  br label %13, !dbg !240

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 8, !dbg !241
  ret i8* %14, !dbg !241
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #2 !dbg !242 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !245, metadata !DIExpression()), !dbg !246
  %4 = load i32, i32* %3, align 4, !dbg !247
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !247

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !248
  br label %15, !dbg !248

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !250
  br label %15, !dbg !250

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !251
  br label %15, !dbg !251

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !252
  br label %15, !dbg !252

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !253
  br label %15, !dbg !253

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !254
  %12 = icmp slt i32 %11, 0, !dbg !254
  %13 = zext i1 %12 to i64, !dbg !254
  %14 = select i1 %12, i32 -1, i32 0, !dbg !254
  store i32 %14, i32* %2, align 4, !dbg !254
  br label %15, !dbg !254

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !255
  ret i32 %16, !dbg !255
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #2 !dbg !256 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %1, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !259, metadata !DIExpression()), !dbg !260
  store i64 %0, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !261, metadata !DIExpression()), !dbg !260
  %5 = load i64, i64* %4, align 8, !dbg !262
  %6 = zext i64 %5 to i128, !dbg !262
  %7 = load i64, i64* %3, align 8, !dbg !262
  %8 = zext i64 %7 to i128, !dbg !262
  %9 = mul i128 %6, %8, !dbg !262
  ret i128 %9, !dbg !262
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128 noundef %0) #0 !dbg !263 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, i128* %2, align 16
  call void @llvm.dbg.declare(metadata i128* %2, metadata !266, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.declare(metadata [48 x i8]* %3, metadata !268, metadata !DIExpression()), !dbg !272
  call void @llvm.dbg.declare(metadata i32* %4, metadata !273, metadata !DIExpression()), !dbg !274
  store i32 47, i32* %4, align 4, !dbg !274
  %5 = load i32, i32* %4, align 4, !dbg !275
  %6 = sext i32 %5 to i64, !dbg !275
  %7 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %6, !dbg !275
  store i8 0, i8* %7, align 1, !dbg !275
  br label %8, !dbg !276

8:                                                ; preds = %20, %1
  %9 = load i128, i128* %2, align 16, !dbg !277
  %10 = urem i128 %9, 10, !dbg !277
  %11 = trunc i128 %10 to i32, !dbg !277
  %12 = add nsw i32 48, %11, !dbg !277
  %13 = trunc i32 %12 to i8, !dbg !277
  %14 = load i32, i32* %4, align 4, !dbg !277
  %15 = add nsw i32 %14, -1, !dbg !277
  store i32 %15, i32* %4, align 4, !dbg !277
  %16 = sext i32 %15 to i64, !dbg !277
  %17 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %16, !dbg !277
  store i8 %13, i8* %17, align 1, !dbg !277
  %18 = load i128, i128* %2, align 16, !dbg !277
  %19 = udiv i128 %18, 10, !dbg !277
  store i128 %19, i128* %2, align 16, !dbg !277
  br label %20, !dbg !277

20:                                               ; preds = %8
  %21 = load i128, i128* %2, align 16, !dbg !277
  %22 = icmp ne i128 %21, 0, !dbg !277
  br i1 %22, label %8, label %23, !dbg !277, !llvm.loop !279

23:                                               ; preds = %20
  %24 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0, !dbg !280
  %25 = load i32, i32* %4, align 4, !dbg !280
  %26 = sext i32 %25 to i64, !dbg !280
  %27 = getelementptr inbounds i8, i8* %24, i64 %26, !dbg !280
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02DKCKIIND@?$CFs?$AA@", i64 0, i64 0), i8* noundef %27), !dbg !280
  ret void, !dbg !281
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_poly(double noundef %0) #2 !dbg !31 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !282, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.declare(metadata double* %3, metadata !284, metadata !DIExpression()), !dbg !285
  store double 0.000000e+00, double* %3, align 8, !dbg !285
  call void @llvm.dbg.declare(metadata i32* %4, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 3, i32* %4, align 4, !dbg !288
  br label %5, !dbg !288

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4, !dbg !288
  %7 = icmp sge i32 %6, 0, !dbg !288
  br i1 %7, label %8, label %19, !dbg !288

8:                                                ; preds = %5
  %9 = load double, double* %3, align 8, !dbg !289
  %10 = load double, double* %2, align 8, !dbg !289
  %11 = load i32, i32* %4, align 4, !dbg !289
  %12 = sext i32 %11 to i64, !dbg !289
  %13 = getelementptr inbounds [4 x double], [4 x double]* @ld_poly.c, i64 0, i64 %12, !dbg !289
  %14 = load double, double* %13, align 8, !dbg !289
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14), !dbg !289
  store double %15, double* %3, align 8, !dbg !289
  br label %16, !dbg !289

16:                                               ; preds = %8
  %17 = load i32, i32* %4, align 4, !dbg !289
  %18 = add nsw i32 %17, -1, !dbg !289
  store i32 %18, i32* %4, align 4, !dbg !289
  br label %5, !dbg !289, !llvm.loop !291

19:                                               ; preds = %5
  %20 = load double, double* %3, align 8, !dbg !292
  ret double %20, !dbg !292
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare half @llvm.fmuladd.f16(half, half, half) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !14}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!0, !16, !21, !24, !26, !29}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 8192, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 256)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !19)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16384, elements: !19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "c", scope: !31, file: !3, line: 96, type: !36, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !32, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!35 = !{}
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 256, elements: !38)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !{i32 2, !"CodeView", i32 1}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 2}
!43 = !{i32 1, !"branch-target-enforcement", i32 0}
!44 = !{i32 1, !"sign-return-address", i32 0}
!45 = !{i32 1, !"sign-return-address-all", i32 0}
!46 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !51, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!51 = !DISubroutineType(types: !52)
!52 = !{!9}
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 102, type: !9)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 102)
!55 = !DILocation(line: 102, scope: !54)
!56 = !DILocation(line: 103, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 102)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 102)
!59 = !DILocation(line: 104, scope: !57)
!60 = !DILocation(line: 105, scope: !57)
!61 = !DILocation(line: 106, scope: !57)
!62 = !DILocation(line: 107, scope: !57)
!63 = !DILocation(line: 108, scope: !57)
!64 = !DILocation(line: 102, scope: !58)
!65 = distinct !{!65, !55, !66, !67}
!66 = !DILocation(line: 108, scope: !54)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 109, scope: !50)
!69 = !DILocation(line: 110, scope: !50)
!70 = !DILocation(line: 111, scope: !50)
!71 = !DILocation(line: 112, scope: !50)
!72 = !DILocalVariable(name: "p", scope: !50, file: !3, line: 114, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !74)
!74 = !{!75, !76, !77, !79, !84}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !73, file: !3, line: 42, baseType: !5, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !73, file: !3, line: 43, baseType: !6, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !3, line: 44, baseType: !78, size: 32)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !38)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !73, file: !3, line: 45, size: 32, elements: !80)
!80 = !{!81, !82, !83}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !79, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !79, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !79, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !73, file: !3, line: 45, baseType: !79, size: 32)
!85 = !DILocation(line: 114, scope: !50)
!86 = !DILocation(line: 115, scope: !50)
!87 = !DILocation(line: 116, scope: !50)
!88 = !DILocalVariable(name: "x", scope: !50, file: !3, line: 117, type: !6)
!89 = !DILocation(line: 117, scope: !50)
!90 = !DILocation(line: 118, scope: !50)
!91 = !DILocation(line: 120, scope: !50)
!92 = !DILocation(line: 121, scope: !50)
!93 = !DILocalVariable(name: "d", scope: !94, file: !3, line: 123, type: !9)
!94 = distinct !DILexicalBlock(scope: !50, file: !3, line: 123)
!95 = !DILocation(line: 123, scope: !94)
!96 = !DILocation(line: 123, scope: !97)
!97 = distinct !DILexicalBlock(scope: !94, file: !3, line: 123)
!98 = distinct !{!98, !95, !95, !67}
!99 = !DILocation(line: 124, scope: !50)
!100 = !DILocalVariable(name: "big", scope: !50, file: !3, line: 128, type: !13)
!101 = !DILocation(line: 128, scope: !50)
!102 = !DILocalVariable(name: "neg", scope: !50, file: !3, line: 129, type: !7)
!103 = !DILocation(line: 129, scope: !50)
!104 = !DILocation(line: 130, scope: !50)
!105 = !DILocation(line: 131, scope: !50)
!106 = !DILocation(line: 132, scope: !50)
!107 = !DILocalVariable(name: "ld", scope: !50, file: !3, line: 137, type: !34)
!108 = !DILocation(line: 137, scope: !50)
!109 = !DILocation(line: 138, scope: !50)
!110 = !DILocalVariable(name: "h", scope: !50, file: !3, line: 141, type: !11)
!111 = !DILocation(line: 141, scope: !50)
!112 = !DILocalVariable(name: "h2", scope: !50, file: !3, line: 141, type: !11)
!113 = !DILocalVariable(name: "hs", scope: !50, file: !3, line: 142, type: !11)
!114 = !DILocation(line: 142, scope: !50)
!115 = !DILocation(line: 143, scope: !50)
!116 = !DILocalVariable(name: "nan", scope: !50, file: !3, line: 147, type: !5)
!117 = !DILocation(line: 147, scope: !50)
!118 = !DILocalVariable(name: "inf", scope: !50, file: !3, line: 147, type: !5)
!119 = !DILocation(line: 148, scope: !50)
!120 = !DILocation(line: 149, scope: !50)
!121 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !122, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124, !126, !9, !9}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!129 = !DILocalVariable(name: "n", arg: 4, scope: !121, file: !3, line: 25, type: !9)
!130 = !DILocation(line: 25, scope: !121)
!131 = !DILocalVariable(name: "k", arg: 3, scope: !121, file: !3, line: 25, type: !9)
!132 = !DILocalVariable(name: "src", arg: 2, scope: !121, file: !3, line: 25, type: !126)
!133 = !DILocalVariable(name: "dst", arg: 1, scope: !121, file: !3, line: 25, type: !124)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 26, type: !9)
!135 = distinct !DILexicalBlock(scope: !121, file: !3, line: 26)
!136 = !DILocation(line: 26, scope: !135)
!137 = !DILocation(line: 26, scope: !138)
!138 = distinct !DILexicalBlock(scope: !135, file: !3, line: 26)
!139 = distinct !{!139, !136, !136, !67}
!140 = !DILocation(line: 27, scope: !121)
!141 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !142, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !144, !146, !5, !9}
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!149 = !DILocalVariable(name: "n", arg: 4, scope: !141, file: !3, line: 21, type: !9)
!150 = !DILocation(line: 21, scope: !141)
!151 = !DILocalVariable(name: "k", arg: 3, scope: !141, file: !3, line: 21, type: !5)
!152 = !DILocalVariable(name: "x", arg: 2, scope: !141, file: !3, line: 21, type: !146)
!153 = !DILocalVariable(name: "y", arg: 1, scope: !141, file: !3, line: 21, type: !144)
!154 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 22, type: !9)
!155 = distinct !DILexicalBlock(scope: !141, file: !3, line: 22)
!156 = !DILocation(line: 22, scope: !155)
!157 = !DILocation(line: 22, scope: !158)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 22)
!159 = distinct !{!159, !156, !156, !67}
!160 = !DILocation(line: 23, scope: !141)
!161 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !162, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!162 = !DISubroutineType(types: !163)
!163 = !{!12, !127, !9}
!164 = !DILocalVariable(name: "n", arg: 2, scope: !161, file: !3, line: 35, type: !9)
!165 = !DILocation(line: 35, scope: !161)
!166 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !3, line: 35, type: !127)
!167 = !DILocalVariable(name: "m", scope: !161, file: !3, line: 36, type: !9)
!168 = !DILocation(line: 36, scope: !161)
!169 = !DILocalVariable(name: "i", scope: !170, file: !3, line: 37, type: !9)
!170 = distinct !DILexicalBlock(scope: !161, file: !3, line: 37)
!171 = !DILocation(line: 37, scope: !170)
!172 = !DILocation(line: 37, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 37)
!174 = distinct !{!174, !171, !171, !67}
!175 = !DILocation(line: 38, scope: !161)
!176 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !177, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!177 = !DISubroutineType(types: !178)
!178 = !{!9, !127, !9}
!179 = !DILocalVariable(name: "n", arg: 2, scope: !176, file: !3, line: 15, type: !9)
!180 = !DILocation(line: 15, scope: !176)
!181 = !DILocalVariable(name: "a", arg: 1, scope: !176, file: !3, line: 15, type: !127)
!182 = !DILocalVariable(name: "s", scope: !176, file: !3, line: 16, type: !9)
!183 = !DILocation(line: 16, scope: !176)
!184 = !DILocalVariable(name: "i", scope: !185, file: !3, line: 17, type: !9)
!185 = distinct !DILexicalBlock(scope: !176, file: !3, line: 17)
!186 = !DILocation(line: 17, scope: !185)
!187 = !DILocation(line: 17, scope: !188)
!188 = distinct !DILexicalBlock(scope: !185, file: !3, line: 17)
!189 = distinct !{!189, !186, !186, !67}
!190 = !DILocation(line: 18, scope: !176)
!191 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !192, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!192 = !DISubroutineType(types: !193)
!193 = !{!10, !194, !147, !9}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!196 = !DILocalVariable(name: "n", arg: 3, scope: !191, file: !3, line: 29, type: !9)
!197 = !DILocation(line: 29, scope: !191)
!198 = !DILocalVariable(name: "b", arg: 2, scope: !191, file: !3, line: 29, type: !147)
!199 = !DILocalVariable(name: "a", arg: 1, scope: !191, file: !3, line: 29, type: !194)
!200 = !DILocalVariable(name: "s", scope: !191, file: !3, line: 30, type: !10)
!201 = !DILocation(line: 30, scope: !191)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 31, type: !9)
!203 = distinct !DILexicalBlock(scope: !191, file: !3, line: 31)
!204 = !DILocation(line: 31, scope: !203)
!205 = !DILocation(line: 31, scope: !206)
!206 = distinct !DILexicalBlock(scope: !203, file: !3, line: 31)
!207 = distinct !{!207, !204, !204, !67}
!208 = !DILocation(line: 32, scope: !191)
!209 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !210, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!210 = !DISubroutineType(types: !211)
!211 = !{!6, !6}
!212 = !DILocalVariable(name: "x", arg: 1, scope: !209, file: !3, line: 48, type: !6)
!213 = !DILocation(line: 48, scope: !209)
!214 = !DILocation(line: 49, scope: !209)
!215 = !DILocation(line: 50, scope: !209)
!216 = !DILocation(line: 51, scope: !209)
!217 = !DILocation(line: 52, scope: !209)
!218 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !219, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!219 = !DISubroutineType(types: !220)
!220 = !{!8, !8, !9}
!221 = !DILocalVariable(name: "r", arg: 2, scope: !218, file: !3, line: 55, type: !9)
!222 = !DILocation(line: 55, scope: !218)
!223 = !DILocalVariable(name: "x", arg: 1, scope: !218, file: !3, line: 55, type: !8)
!224 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !225, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!225 = !DISubroutineType(types: !226)
!226 = !{!227, !9}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!229 = !DILocalVariable(name: "d", arg: 1, scope: !224, file: !3, line: 57, type: !9)
!230 = !DILocation(line: 57, scope: !224)
!231 = !DILocation(line: 58, scope: !224)
!232 = !DILocation(line: 59, scope: !233)
!233 = distinct !DILexicalBlock(scope: !224, file: !3, line: 58)
!234 = !DILocation(line: 60, scope: !233)
!235 = !DILocation(line: 61, scope: !233)
!236 = !DILocation(line: 62, scope: !233)
!237 = !DILocation(line: 63, scope: !233)
!238 = !DILocation(line: 64, scope: !233)
!239 = !DILocation(line: 65, scope: !233)
!240 = !DILocation(line: 66, scope: !233)
!241 = !DILocation(line: 68, scope: !224)
!242 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !243, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!243 = !DISubroutineType(types: !244)
!244 = !{!9, !9}
!245 = !DILocalVariable(name: "x", arg: 1, scope: !242, file: !3, line: 70, type: !9)
!246 = !DILocation(line: 70, scope: !242)
!247 = !DILocation(line: 71, scope: !242)
!248 = !DILocation(line: 72, scope: !249)
!249 = distinct !DILexicalBlock(scope: !242, file: !3, line: 71)
!250 = !DILocation(line: 73, scope: !249)
!251 = !DILocation(line: 74, scope: !249)
!252 = !DILocation(line: 75, scope: !249)
!253 = !DILocation(line: 76, scope: !249)
!254 = !DILocation(line: 77, scope: !249)
!255 = !DILocation(line: 79, scope: !242)
!256 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !257, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!257 = !DISubroutineType(types: !258)
!258 = !{!13, !8, !8}
!259 = !DILocalVariable(name: "b", arg: 2, scope: !256, file: !3, line: 82, type: !8)
!260 = !DILocation(line: 82, scope: !256)
!261 = !DILocalVariable(name: "a", arg: 1, scope: !256, file: !3, line: 82, type: !8)
!262 = !DILocation(line: 83, scope: !256)
!263 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !264, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !13}
!266 = !DILocalVariable(name: "v", arg: 1, scope: !263, file: !3, line: 85, type: !13)
!267 = !DILocation(line: 85, scope: !263)
!268 = !DILocalVariable(name: "buf", scope: !263, file: !3, line: 86, type: !269)
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !270)
!270 = !{!271}
!271 = !DISubrange(count: 48)
!272 = !DILocation(line: 86, scope: !263)
!273 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 87, type: !9)
!274 = !DILocation(line: 87, scope: !263)
!275 = !DILocation(line: 88, scope: !263)
!276 = !DILocation(line: 89, scope: !263)
!277 = !DILocation(line: 89, scope: !278)
!278 = distinct !DILexicalBlock(scope: !263, file: !3, line: 89)
!279 = distinct !{!279, !276, !276, !67}
!280 = !DILocation(line: 90, scope: !263)
!281 = !DILocation(line: 91, scope: !263)
!282 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 94, type: !34)
!283 = !DILocation(line: 94, scope: !31)
!284 = !DILocalVariable(name: "r", scope: !31, file: !3, line: 95, type: !34)
!285 = !DILocation(line: 95, scope: !31)
!286 = !DILocalVariable(name: "i", scope: !287, file: !3, line: 97, type: !9)
!287 = distinct !DILexicalBlock(scope: !31, file: !3, line: 97)
!288 = !DILocation(line: 97, scope: !287)
!289 = !DILocation(line: 97, scope: !290)
!290 = distinct !DILexicalBlock(scope: !287, file: !3, line: 97)
!291 = distinct !{!291, !288, !288, !67}
!292 = !DILocation(line: 98, scope: !31)
