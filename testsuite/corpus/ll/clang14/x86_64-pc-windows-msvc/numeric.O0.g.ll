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

@ia = internal global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 16, !dbg !15
@fa = internal global [256 x float] zeroinitializer, align 16, !dbg !20
@fb = internal global [256 x float] zeroinitializer, align 16, !dbg !23
@da = internal global [256 x double] zeroinitializer, align 16, !dbg !25
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
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 16, !dbg !28

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
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
  call void @llvm.dbg.declare(metadata i32* %2, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %2, align 4, !dbg !50
  br label %13, !dbg !50

13:                                               ; preds = %45, %0
  %14 = load i32, i32* %2, align 4, !dbg !50
  %15 = icmp slt i32 %14, 256, !dbg !50
  br i1 %15, label %16, label %48, !dbg !50

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4, !dbg !51
  %18 = mul nsw i32 %17, 3, !dbg !51
  %19 = sub nsw i32 %18, 100, !dbg !51
  %20 = load i32, i32* %2, align 4, !dbg !51
  %21 = sext i32 %20 to i64, !dbg !51
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %21, !dbg !51
  store i32 %19, i32* %22, align 4, !dbg !51
  %23 = load i32, i32* %2, align 4, !dbg !54
  %24 = mul nsw i32 %23, 7, !dbg !54
  %25 = and i32 %24, 63, !dbg !54
  %26 = load i32, i32* %2, align 4, !dbg !54
  %27 = sext i32 %26 to i64, !dbg !54
  %28 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %27, !dbg !54
  store i32 %25, i32* %28, align 4, !dbg !54
  %29 = load i32, i32* %2, align 4, !dbg !55
  %30 = sitofp i32 %29 to float, !dbg !55
  %31 = fmul float %30, 5.000000e-01, !dbg !55
  %32 = load i32, i32* %2, align 4, !dbg !55
  %33 = sext i32 %32 to i64, !dbg !55
  %34 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %33, !dbg !55
  store float %31, float* %34, align 4, !dbg !55
  %35 = load i32, i32* %2, align 4, !dbg !56
  %36 = sext i32 %35 to i64, !dbg !56
  %37 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %36, !dbg !56
  store float 1.000000e+00, float* %37, align 4, !dbg !56
  %38 = load i32, i32* %2, align 4, !dbg !57
  %39 = add nsw i32 %38, 1, !dbg !57
  %40 = sitofp i32 %39 to double, !dbg !57
  %41 = fdiv double 1.000000e+00, %40, !dbg !57
  %42 = load i32, i32* %2, align 4, !dbg !57
  %43 = sext i32 %42 to i64, !dbg !57
  %44 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %43, !dbg !57
  store double %41, double* %44, align 8, !dbg !57
  br label %45, !dbg !58

45:                                               ; preds = %16
  %46 = load i32, i32* %2, align 4, !dbg !59
  %47 = add nsw i32 %46, 1, !dbg !59
  store i32 %47, i32* %2, align 4, !dbg !59
  br label %13, !dbg !59, !llvm.loop !60

48:                                               ; preds = %13
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i64 0, i64 0), i32 noundef 3, i32 noundef 256), !dbg !63
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i64 0, i64 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !64
  %49 = call i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !65
  %50 = zext i8 %49 to i32, !dbg !65
  %51 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !65
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %51, i32 noundef %50), !dbg !65
  %53 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), i32 noundef 256), !dbg !66
  %54 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !dbg !66
  %55 = fpext float %54 to double, !dbg !66
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i64 0, i64 0), double noundef %55, double noundef %53), !dbg !66
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !67, metadata !DIExpression()), !dbg !80
  %57 = bitcast %union.Pun* %3 to float*, !dbg !81
  store float -1.500000e+00, float* %57, align 4, !dbg !81
  %58 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !82
  %59 = getelementptr inbounds [4 x i8], [4 x i8]* %58, i64 0, i64 0, !dbg !82
  %60 = load i8, i8* %59, align 4, !dbg !82
  %61 = zext i8 %60 to i32, !dbg !82
  %62 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !82
  %63 = bitcast %struct.anon* %62 to i32*, !dbg !82
  %64 = load i32, i32* %63, align 4, !dbg !82
  %65 = and i32 %64, 8388607, !dbg !82
  %66 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !82
  %67 = bitcast %struct.anon* %66 to i32*, !dbg !82
  %68 = load i32, i32* %67, align 4, !dbg !82
  %69 = lshr i32 %68, 23, !dbg !82
  %70 = and i32 %69, 255, !dbg !82
  %71 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !82
  %72 = bitcast %struct.anon* %71 to i32*, !dbg !82
  %73 = load i32, i32* %72, align 4, !dbg !82
  %74 = lshr i32 %73, 31, !dbg !82
  %75 = bitcast %union.Pun* %3 to i32*, !dbg !82
  %76 = load i32, i32* %75, align 4, !dbg !82
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i64 0, i64 0), i32 noundef %76, i32 noundef %74, i32 noundef %70, i32 noundef %65, i32 noundef %61), !dbg !82
  call void @llvm.dbg.declare(metadata i32* %4, metadata !83, metadata !DIExpression()), !dbg !84
  store i32 -267534609, i32* %4, align 4, !dbg !84
  %78 = load i32, i32* %4, align 4, !dbg !85
  %79 = call i32 @llvm.bswap.i32(i32 %78), !dbg !85
  %80 = load i32, i32* %4, align 4, !dbg !85
  %81 = and i32 %80, -2, !dbg !85
  %82 = call i32 @llvm.cttz.i32(i32 %81, i1 true), !dbg !85
  %83 = load i32, i32* %4, align 4, !dbg !85
  %84 = lshr i32 %83, 4, !dbg !85
  %85 = call i32 @llvm.ctlz.i32(i32 %84, i1 true), !dbg !85
  %86 = load i32, i32* %4, align 4, !dbg !85
  %87 = call i32 @llvm.ctpop.i32(i32 %86), !dbg !85
  %88 = load i32, i32* %4, align 4, !dbg !85
  %89 = call i32 @popcnt_manual(i32 noundef %88), !dbg !85
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %89, i32 noundef %87, i32 noundef %85, i32 noundef %82, i32 noundef %79), !dbg !85
  %91 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !86
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef %91), !dbg !86
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %5, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 -1, i32* %5, align 4, !dbg !90
  br label %94, !dbg !90

94:                                               ; preds = %101, %48
  %95 = load i32, i32* %5, align 4, !dbg !90
  %96 = icmp sle i32 %95, 7, !dbg !90
  br i1 %96, label %97, label %104, !dbg !90

97:                                               ; preds = %94
  %98 = load i32, i32* %5, align 4, !dbg !91
  %99 = call i8* @day_name(i32 noundef %98), !dbg !91
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef %99), !dbg !91
  br label %101, !dbg !91

101:                                              ; preds = %97
  %102 = load i32, i32* %5, align 4, !dbg !91
  %103 = add nsw i32 %102, 1, !dbg !91
  store i32 %103, i32* %5, align 4, !dbg !91
  br label %94, !dbg !91, !llvm.loop !93

104:                                              ; preds = %94
  %105 = call i32 @sparse(i32 noundef -3), !dbg !94
  %106 = call i32 @sparse(i32 noundef 2147483647), !dbg !94
  %107 = call i32 @sparse(i32 noundef 100000), !dbg !94
  %108 = call i32 @sparse(i32 noundef 78), !dbg !94
  %109 = call i32 @sparse(i32 noundef 7), !dbg !94
  %110 = call i32 @sparse(i32 noundef -1000), !dbg !94
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %110, i32 noundef %109, i32 noundef %108, i32 noundef %107, i32 noundef %106, i32 noundef %105), !dbg !94
  call void @llvm.dbg.declare(metadata i128* %6, metadata !95, metadata !DIExpression()), !dbg !96
  %112 = call <2 x i64> @mul128(i64 noundef -1, i64 noundef -1), !dbg !96
  %113 = bitcast i128* %7 to <2 x i64>*, !dbg !96
  store <2 x i64> %112, <2 x i64>* %113, align 16, !dbg !96
  %114 = load i128, i128* %7, align 16, !dbg !96
  store i128 %114, i128* %6, align 16, !dbg !96
  call void @llvm.dbg.declare(metadata i128* %8, metadata !97, metadata !DIExpression()), !dbg !98
  %115 = load i128, i128* %6, align 16, !dbg !98
  %116 = sub nsw i128 0, %115, !dbg !98
  %117 = sdiv i128 %116, 3, !dbg !98
  store i128 %117, i128* %8, align 16, !dbg !98
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05GMENPDLI@u128?5?$AA@", i64 0, i64 0)), !dbg !99
  %119 = load i128, i128* %6, align 16, !dbg !100
  store i128 %119, i128* %9, align 16, !dbg !100
  call void @print_u128(i128* noundef %9), !dbg !100
  %120 = load i128, i128* %8, align 16, !dbg !101
  %121 = trunc i128 %120 to i64, !dbg !101
  %122 = load i128, i128* %6, align 16, !dbg !101
  %123 = lshr i128 %122, 64, !dbg !101
  %124 = trunc i128 %123 to i64, !dbg !101
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef %124, i64 noundef %121), !dbg !101
  call void @llvm.dbg.declare(metadata double* %10, metadata !102, metadata !DIExpression()), !dbg !103
  %126 = call double @ld_poly(double noundef 2.500000e-01), !dbg !103
  store double %126, double* %10, align 8, !dbg !103
  %127 = load double, double* %10, align 8, !dbg !104
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %127, i32 noundef 8), !dbg !104
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef 2.375000e+00), !dbg !105
  call void @llvm.dbg.declare(metadata float* %11, metadata !106, metadata !DIExpression()), !dbg !107
  store float 0x7FF8000000000000, float* %11, align 4, !dbg !107
  call void @llvm.dbg.declare(metadata float* %12, metadata !108, metadata !DIExpression()), !dbg !107
  store float 0x7FF0000000000000, float* %12, align 4, !dbg !107
  %130 = load float, float* %12, align 4, !dbg !109
  %131 = fcmp ogt float %130, 0x47D2CED320000000, !dbg !109
  %132 = zext i1 %131 to i32, !dbg !109
  %133 = load float, float* %11, align 4, !dbg !109
  %134 = load float, float* %11, align 4, !dbg !109
  %135 = fcmp une float %133, %134, !dbg !109
  %136 = zext i1 %135 to i32, !dbg !109
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %136, i32 noundef %132, i32 noundef 1), !dbg !109
  ret i32 0, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !111 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !119, metadata !DIExpression()), !dbg !120
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !121, metadata !DIExpression()), !dbg !120
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !122, metadata !DIExpression()), !dbg !120
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !123, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.declare(metadata i32* %9, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %9, align 4, !dbg !126
  br label %10, !dbg !126

10:                                               ; preds = %33, %4
  %11 = load i32, i32* %9, align 4, !dbg !126
  %12 = load i32, i32* %5, align 4, !dbg !126
  %13 = icmp slt i32 %11, %12, !dbg !126
  br i1 %13, label %14, label %36, !dbg !126

14:                                               ; preds = %10
  %15 = load i32*, i32** %8, align 8, !dbg !127
  %16 = load i32, i32* %9, align 4, !dbg !127
  %17 = sext i32 %16 to i64, !dbg !127
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !127
  %19 = load i32, i32* %18, align 4, !dbg !127
  %20 = load i32, i32* %6, align 4, !dbg !127
  %21 = mul nsw i32 %19, %20, !dbg !127
  %22 = load i32*, i32** %7, align 8, !dbg !127
  %23 = load i32, i32* %9, align 4, !dbg !127
  %24 = sext i32 %23 to i64, !dbg !127
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !127
  %26 = load i32, i32* %25, align 4, !dbg !127
  %27 = ashr i32 %26, 1, !dbg !127
  %28 = add nsw i32 %21, %27, !dbg !127
  %29 = load i32*, i32** %8, align 8, !dbg !127
  %30 = load i32, i32* %9, align 4, !dbg !127
  %31 = sext i32 %30 to i64, !dbg !127
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !127
  store i32 %28, i32* %32, align 4, !dbg !127
  br label %33, !dbg !127

33:                                               ; preds = %14
  %34 = load i32, i32* %9, align 4, !dbg !127
  %35 = add nsw i32 %34, 1, !dbg !127
  store i32 %35, i32* %9, align 4, !dbg !127
  br label %10, !dbg !127, !llvm.loop !129

36:                                               ; preds = %10
  ret void, !dbg !130
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !131 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !139, metadata !DIExpression()), !dbg !140
  store float %2, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !141, metadata !DIExpression()), !dbg !140
  store float* %1, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !142, metadata !DIExpression()), !dbg !140
  store float* %0, float** %8, align 8
  call void @llvm.dbg.declare(metadata float** %8, metadata !143, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.declare(metadata i32* %9, metadata !144, metadata !DIExpression()), !dbg !146
  store i32 0, i32* %9, align 4, !dbg !146
  br label %10, !dbg !146

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4, !dbg !146
  %12 = load i32, i32* %5, align 4, !dbg !146
  %13 = icmp slt i32 %11, %12, !dbg !146
  br i1 %13, label %14, label %34, !dbg !146

14:                                               ; preds = %10
  %15 = load float, float* %6, align 4, !dbg !147
  %16 = load float*, float** %7, align 8, !dbg !147
  %17 = load i32, i32* %9, align 4, !dbg !147
  %18 = sext i32 %17 to i64, !dbg !147
  %19 = getelementptr inbounds float, float* %16, i64 %18, !dbg !147
  %20 = load float, float* %19, align 4, !dbg !147
  %21 = load float*, float** %8, align 8, !dbg !147
  %22 = load i32, i32* %9, align 4, !dbg !147
  %23 = sext i32 %22 to i64, !dbg !147
  %24 = getelementptr inbounds float, float* %21, i64 %23, !dbg !147
  %25 = load float, float* %24, align 4, !dbg !147
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !147
  %27 = load float*, float** %8, align 8, !dbg !147
  %28 = load i32, i32* %9, align 4, !dbg !147
  %29 = sext i32 %28 to i64, !dbg !147
  %30 = getelementptr inbounds float, float* %27, i64 %29, !dbg !147
  store float %26, float* %30, align 4, !dbg !147
  br label %31, !dbg !147

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4, !dbg !147
  %33 = add nsw i32 %32, 1, !dbg !147
  store i32 %33, i32* %9, align 4, !dbg !147
  br label %10, !dbg !147, !llvm.loop !149

34:                                               ; preds = %10
  ret void, !dbg !150
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !151 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !154, metadata !DIExpression()), !dbg !155
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !156, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.declare(metadata i32* %5, metadata !157, metadata !DIExpression()), !dbg !158
  store i32 0, i32* %5, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %6, metadata !159, metadata !DIExpression()), !dbg !161
  store i32 0, i32* %6, align 4, !dbg !161
  br label %7, !dbg !161

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4, !dbg !161
  %9 = load i32, i32* %3, align 4, !dbg !161
  %10 = icmp slt i32 %8, %9, !dbg !161
  br i1 %10, label %11, label %32, !dbg !161

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 8, !dbg !162
  %13 = load i32, i32* %6, align 4, !dbg !162
  %14 = sext i32 %13 to i64, !dbg !162
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !162
  %16 = load i32, i32* %15, align 4, !dbg !162
  %17 = load i32, i32* %5, align 4, !dbg !162
  %18 = icmp sgt i32 %16, %17, !dbg !162
  br i1 %18, label %19, label %25, !dbg !162

19:                                               ; preds = %11
  %20 = load i32*, i32** %4, align 8, !dbg !162
  %21 = load i32, i32* %6, align 4, !dbg !162
  %22 = sext i32 %21 to i64, !dbg !162
  %23 = getelementptr inbounds i32, i32* %20, i64 %22, !dbg !162
  %24 = load i32, i32* %23, align 4, !dbg !162
  br label %27, !dbg !162

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !162
  br label %27, !dbg !162

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !162
  store i32 %28, i32* %5, align 4, !dbg !162
  br label %29, !dbg !162

29:                                               ; preds = %27
  %30 = load i32, i32* %6, align 4, !dbg !162
  %31 = add nsw i32 %30, 1, !dbg !162
  store i32 %31, i32* %6, align 4, !dbg !162
  br label %7, !dbg !162, !llvm.loop !164

32:                                               ; preds = %7
  %33 = load i32, i32* %5, align 4, !dbg !165
  %34 = icmp sgt i32 %33, 255, !dbg !165
  br i1 %34, label %35, label %36, !dbg !165

35:                                               ; preds = %32
  br label %38, !dbg !165

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4, !dbg !165
  br label %38, !dbg !165

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !165
  %40 = trunc i32 %39 to i8, !dbg !165
  ret i8 %40, !dbg !165
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !166 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !169, metadata !DIExpression()), !dbg !170
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !171, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.declare(metadata i32* %5, metadata !172, metadata !DIExpression()), !dbg !173
  store i32 0, i32* %5, align 4, !dbg !173
  call void @llvm.dbg.declare(metadata i32* %6, metadata !174, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %6, align 4, !dbg !176
  br label %7, !dbg !176

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !176
  %9 = load i32, i32* %3, align 4, !dbg !176
  %10 = icmp slt i32 %8, %9, !dbg !176
  br i1 %10, label %11, label %22, !dbg !176

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 8, !dbg !177
  %13 = load i32, i32* %6, align 4, !dbg !177
  %14 = sext i32 %13 to i64, !dbg !177
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !177
  %16 = load i32, i32* %15, align 4, !dbg !177
  %17 = load i32, i32* %5, align 4, !dbg !177
  %18 = add nsw i32 %17, %16, !dbg !177
  store i32 %18, i32* %5, align 4, !dbg !177
  br label %19, !dbg !177

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !177
  %21 = add nsw i32 %20, 1, !dbg !177
  store i32 %21, i32* %6, align 4, !dbg !177
  br label %7, !dbg !177, !llvm.loop !179

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4, !dbg !180
  ret i32 %23, !dbg !180
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !181 {
  %4 = alloca i32, align 4
  %5 = alloca float*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !186, metadata !DIExpression()), !dbg !187
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !188, metadata !DIExpression()), !dbg !187
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !189, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.declare(metadata double* %7, metadata !190, metadata !DIExpression()), !dbg !191
  store double 0.000000e+00, double* %7, align 8, !dbg !191
  call void @llvm.dbg.declare(metadata i32* %8, metadata !192, metadata !DIExpression()), !dbg !194
  store i32 0, i32* %8, align 4, !dbg !194
  br label %9, !dbg !194

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4, !dbg !194
  %11 = load i32, i32* %4, align 4, !dbg !194
  %12 = icmp slt i32 %10, %11, !dbg !194
  br i1 %12, label %13, label %30, !dbg !194

13:                                               ; preds = %9
  %14 = load double*, double** %6, align 8, !dbg !195
  %15 = load i32, i32* %8, align 4, !dbg !195
  %16 = sext i32 %15 to i64, !dbg !195
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !195
  %18 = load double, double* %17, align 8, !dbg !195
  %19 = load float*, float** %5, align 8, !dbg !195
  %20 = load i32, i32* %8, align 4, !dbg !195
  %21 = sext i32 %20 to i64, !dbg !195
  %22 = getelementptr inbounds float, float* %19, i64 %21, !dbg !195
  %23 = load float, float* %22, align 4, !dbg !195
  %24 = fpext float %23 to double, !dbg !195
  %25 = load double, double* %7, align 8, !dbg !195
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !195
  store double %26, double* %7, align 8, !dbg !195
  br label %27, !dbg !195

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4, !dbg !195
  %29 = add nsw i32 %28, 1, !dbg !195
  store i32 %29, i32* %8, align 4, !dbg !195
  br label %9, !dbg !195, !llvm.loop !197

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8, !dbg !198
  ret double %31, !dbg !198
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
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !199 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !202, metadata !DIExpression()), !dbg !203
  %3 = load i32, i32* %2, align 4, !dbg !204
  %4 = load i32, i32* %2, align 4, !dbg !204
  %5 = lshr i32 %4, 1, !dbg !204
  %6 = and i32 %5, 1431655765, !dbg !204
  %7 = sub i32 %3, %6, !dbg !204
  store i32 %7, i32* %2, align 4, !dbg !204
  %8 = load i32, i32* %2, align 4, !dbg !205
  %9 = and i32 %8, 858993459, !dbg !205
  %10 = load i32, i32* %2, align 4, !dbg !205
  %11 = lshr i32 %10, 2, !dbg !205
  %12 = and i32 %11, 858993459, !dbg !205
  %13 = add i32 %9, %12, !dbg !205
  store i32 %13, i32* %2, align 4, !dbg !205
  %14 = load i32, i32* %2, align 4, !dbg !206
  %15 = load i32, i32* %2, align 4, !dbg !206
  %16 = lshr i32 %15, 4, !dbg !206
  %17 = add i32 %14, %16, !dbg !206
  %18 = and i32 %17, 252645135, !dbg !206
  store i32 %18, i32* %2, align 4, !dbg !206
  %19 = load i32, i32* %2, align 4, !dbg !207
  %20 = mul i32 %19, 16843009, !dbg !207
  %21 = lshr i32 %20, 24, !dbg !207
  ret i32 %21, !dbg !207
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !208 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !211, metadata !DIExpression()), !dbg !212
  store i64 %0, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !213, metadata !DIExpression()), !dbg !212
  %5 = load i64, i64* %4, align 8, !dbg !212
  %6 = load i32, i32* %3, align 4, !dbg !212
  %7 = zext i32 %6 to i64, !dbg !212
  %8 = shl i64 %5, %7, !dbg !212
  %9 = load i64, i64* %4, align 8, !dbg !212
  %10 = load i32, i32* %3, align 4, !dbg !212
  %11 = sub nsw i32 64, %10, !dbg !212
  %12 = zext i32 %11 to i64, !dbg !212
  %13 = lshr i64 %9, %12, !dbg !212
  %14 = or i64 %8, %13, !dbg !212
  ret i64 %14, !dbg !212
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef %0) #2 !dbg !214 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !219, metadata !DIExpression()), !dbg !220
  %4 = load i32, i32* %3, align 4, !dbg !221
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !221

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !222
  br label %13, !dbg !222

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !224
  br label %13, !dbg !224

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !225
  br label %13, !dbg !225

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !226
  br label %13, !dbg !226

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !227
  br label %13, !dbg !227

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !228
  br label %13, !dbg !228

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !229
  br label %13, !dbg !229

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0), i8** %2, align 8, !dbg !230
  br label %13, !dbg !230

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 8, !dbg !231
  ret i8* %14, !dbg !231
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #2 !dbg !232 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !235, metadata !DIExpression()), !dbg !236
  %4 = load i32, i32* %3, align 4, !dbg !237
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !237

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !238
  br label %15, !dbg !238

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !240
  br label %15, !dbg !240

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !241
  br label %15, !dbg !241

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !242
  br label %15, !dbg !242

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !243
  br label %15, !dbg !243

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !244
  %12 = icmp slt i32 %11, 0, !dbg !244
  %13 = zext i1 %12 to i64, !dbg !244
  %14 = select i1 %12, i32 -1, i32 0, !dbg !244
  store i32 %14, i32* %2, align 4, !dbg !244
  br label %15, !dbg !244

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !245
  ret i32 %16, !dbg !245
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mul128(i64 noundef %0, i64 noundef %1) #4 !dbg !246 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !249, metadata !DIExpression()), !dbg !250
  store i64 %0, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !251, metadata !DIExpression()), !dbg !250
  %6 = load i64, i64* %5, align 8, !dbg !252
  %7 = zext i64 %6 to i128, !dbg !252
  %8 = load i64, i64* %4, align 8, !dbg !252
  %9 = zext i64 %8 to i128, !dbg !252
  %10 = mul i128 %7, %9, !dbg !252
  store i128 %10, i128* %3, align 16, !dbg !252
  %11 = bitcast i128* %3 to <2 x i64>*, !dbg !252
  %12 = load <2 x i64>, <2 x i64>* %11, align 16, !dbg !252
  ret <2 x i64> %12, !dbg !252
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128* noundef %0) #5 !dbg !253 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, i128* %0, align 16
  store i128 %5, i128* %2, align 16
  call void @llvm.dbg.declare(metadata i128* %2, metadata !256, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.declare(metadata [48 x i8]* %3, metadata !258, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.declare(metadata i32* %4, metadata !263, metadata !DIExpression()), !dbg !264
  store i32 47, i32* %4, align 4, !dbg !264
  %6 = load i32, i32* %4, align 4, !dbg !265
  %7 = sext i32 %6 to i64, !dbg !265
  %8 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %7, !dbg !265
  store i8 0, i8* %8, align 1, !dbg !265
  br label %9, !dbg !266

9:                                                ; preds = %21, %1
  %10 = load i128, i128* %2, align 16, !dbg !267
  %11 = urem i128 %10, 10, !dbg !267
  %12 = trunc i128 %11 to i32, !dbg !267
  %13 = add nsw i32 48, %12, !dbg !267
  %14 = trunc i32 %13 to i8, !dbg !267
  %15 = load i32, i32* %4, align 4, !dbg !267
  %16 = add nsw i32 %15, -1, !dbg !267
  store i32 %16, i32* %4, align 4, !dbg !267
  %17 = sext i32 %16 to i64, !dbg !267
  %18 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %17, !dbg !267
  store i8 %14, i8* %18, align 1, !dbg !267
  %19 = load i128, i128* %2, align 16, !dbg !267
  %20 = udiv i128 %19, 10, !dbg !267
  store i128 %20, i128* %2, align 16, !dbg !267
  br label %21, !dbg !267

21:                                               ; preds = %9
  %22 = load i128, i128* %2, align 16, !dbg !267
  %23 = icmp ne i128 %22, 0, !dbg !267
  br i1 %23, label %9, label %24, !dbg !267, !llvm.loop !269

24:                                               ; preds = %21
  %25 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0, !dbg !270
  %26 = load i32, i32* %4, align 4, !dbg !270
  %27 = sext i32 %26 to i64, !dbg !270
  %28 = getelementptr inbounds i8, i8* %25, i64 %27, !dbg !270
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02DKCKIIND@?$CFs?$AA@", i64 0, i64 0), i8* noundef %28), !dbg !270
  ret void, !dbg !271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_poly(double noundef %0) #2 !dbg !30 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !272, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.declare(metadata double* %3, metadata !274, metadata !DIExpression()), !dbg !275
  store double 0.000000e+00, double* %3, align 8, !dbg !275
  call void @llvm.dbg.declare(metadata i32* %4, metadata !276, metadata !DIExpression()), !dbg !278
  store i32 3, i32* %4, align 4, !dbg !278
  br label %5, !dbg !278

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4, !dbg !278
  %7 = icmp sge i32 %6, 0, !dbg !278
  br i1 %7, label %8, label %19, !dbg !278

8:                                                ; preds = %5
  %9 = load double, double* %3, align 8, !dbg !279
  %10 = load double, double* %2, align 8, !dbg !279
  %11 = load i32, i32* %4, align 4, !dbg !279
  %12 = sext i32 %11 to i64, !dbg !279
  %13 = getelementptr inbounds [4 x double], [4 x double]* @ld_poly.c, i64 0, i64 %12, !dbg !279
  %14 = load double, double* %13, align 8, !dbg !279
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14), !dbg !279
  store double %15, double* %3, align 8, !dbg !279
  br label %16, !dbg !279

16:                                               ; preds = %8
  %17 = load i32, i32* %4, align 4, !dbg !279
  %18 = add nsw i32 %17, -1, !dbg !279
  store i32 %18, i32* %4, align 4, !dbg !279
  br label %5, !dbg !279, !llvm.loop !281

19:                                               ; preds = %5
  %20 = load double, double* %3, align 8, !dbg !282
  ret double %20, !dbg !282
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!0, !15, !20, !23, !25, !28}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 8192, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 256)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !18)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !22, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16384, elements: !18)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "c", scope: !30, file: !3, line: 96, type: !35, isLocal: true, isDefinition: true)
!30 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !31, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !33}
!33 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!34 = !{}
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 256, elements: !37)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{i32 2, !"CodeView", i32 1}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 2}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 1}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !46, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!46 = !DISubroutineType(types: !47)
!47 = !{!9}
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 102, type: !9)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 102)
!50 = !DILocation(line: 102, scope: !49)
!51 = !DILocation(line: 103, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 102)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 102)
!54 = !DILocation(line: 104, scope: !52)
!55 = !DILocation(line: 105, scope: !52)
!56 = !DILocation(line: 106, scope: !52)
!57 = !DILocation(line: 107, scope: !52)
!58 = !DILocation(line: 108, scope: !52)
!59 = !DILocation(line: 102, scope: !53)
!60 = distinct !{!60, !50, !61, !62}
!61 = !DILocation(line: 108, scope: !49)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 109, scope: !45)
!64 = !DILocation(line: 110, scope: !45)
!65 = !DILocation(line: 111, scope: !45)
!66 = !DILocation(line: 112, scope: !45)
!67 = !DILocalVariable(name: "p", scope: !45, file: !3, line: 114, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !69)
!69 = !{!70, !71, !72, !74, !79}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !68, file: !3, line: 42, baseType: !5, size: 32)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !68, file: !3, line: 43, baseType: !6, size: 32)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !68, file: !3, line: 44, baseType: !73, size: 32)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !37)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !68, file: !3, line: 45, size: 32, elements: !75)
!75 = !{!76, !77, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !74, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !74, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !74, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !68, file: !3, line: 45, baseType: !74, size: 32)
!80 = !DILocation(line: 114, scope: !45)
!81 = !DILocation(line: 115, scope: !45)
!82 = !DILocation(line: 116, scope: !45)
!83 = !DILocalVariable(name: "x", scope: !45, file: !3, line: 117, type: !6)
!84 = !DILocation(line: 117, scope: !45)
!85 = !DILocation(line: 118, scope: !45)
!86 = !DILocation(line: 120, scope: !45)
!87 = !DILocation(line: 121, scope: !45)
!88 = !DILocalVariable(name: "d", scope: !89, file: !3, line: 123, type: !9)
!89 = distinct !DILexicalBlock(scope: !45, file: !3, line: 123)
!90 = !DILocation(line: 123, scope: !89)
!91 = !DILocation(line: 123, scope: !92)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 123)
!93 = distinct !{!93, !90, !90, !62}
!94 = !DILocation(line: 124, scope: !45)
!95 = !DILocalVariable(name: "big", scope: !45, file: !3, line: 128, type: !12)
!96 = !DILocation(line: 128, scope: !45)
!97 = !DILocalVariable(name: "neg", scope: !45, file: !3, line: 129, type: !7)
!98 = !DILocation(line: 129, scope: !45)
!99 = !DILocation(line: 130, scope: !45)
!100 = !DILocation(line: 131, scope: !45)
!101 = !DILocation(line: 132, scope: !45)
!102 = !DILocalVariable(name: "ld", scope: !45, file: !3, line: 137, type: !33)
!103 = !DILocation(line: 137, scope: !45)
!104 = !DILocation(line: 138, scope: !45)
!105 = !DILocation(line: 145, scope: !45)
!106 = !DILocalVariable(name: "nan", scope: !45, file: !3, line: 147, type: !5)
!107 = !DILocation(line: 147, scope: !45)
!108 = !DILocalVariable(name: "inf", scope: !45, file: !3, line: 147, type: !5)
!109 = !DILocation(line: 148, scope: !45)
!110 = !DILocation(line: 149, scope: !45)
!111 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !112, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !114, !116, !9, !9}
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!119 = !DILocalVariable(name: "n", arg: 4, scope: !111, file: !3, line: 25, type: !9)
!120 = !DILocation(line: 25, scope: !111)
!121 = !DILocalVariable(name: "k", arg: 3, scope: !111, file: !3, line: 25, type: !9)
!122 = !DILocalVariable(name: "src", arg: 2, scope: !111, file: !3, line: 25, type: !116)
!123 = !DILocalVariable(name: "dst", arg: 1, scope: !111, file: !3, line: 25, type: !114)
!124 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 26, type: !9)
!125 = distinct !DILexicalBlock(scope: !111, file: !3, line: 26)
!126 = !DILocation(line: 26, scope: !125)
!127 = !DILocation(line: 26, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !3, line: 26)
!129 = distinct !{!129, !126, !126, !62}
!130 = !DILocation(line: 27, scope: !111)
!131 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !132, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !136, !5, !9}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!139 = !DILocalVariable(name: "n", arg: 4, scope: !131, file: !3, line: 21, type: !9)
!140 = !DILocation(line: 21, scope: !131)
!141 = !DILocalVariable(name: "k", arg: 3, scope: !131, file: !3, line: 21, type: !5)
!142 = !DILocalVariable(name: "x", arg: 2, scope: !131, file: !3, line: 21, type: !136)
!143 = !DILocalVariable(name: "y", arg: 1, scope: !131, file: !3, line: 21, type: !134)
!144 = !DILocalVariable(name: "i", scope: !145, file: !3, line: 22, type: !9)
!145 = distinct !DILexicalBlock(scope: !131, file: !3, line: 22)
!146 = !DILocation(line: 22, scope: !145)
!147 = !DILocation(line: 22, scope: !148)
!148 = distinct !DILexicalBlock(scope: !145, file: !3, line: 22)
!149 = distinct !{!149, !146, !146, !62}
!150 = !DILocation(line: 23, scope: !131)
!151 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !152, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!152 = !DISubroutineType(types: !153)
!153 = !{!11, !117, !9}
!154 = !DILocalVariable(name: "n", arg: 2, scope: !151, file: !3, line: 35, type: !9)
!155 = !DILocation(line: 35, scope: !151)
!156 = !DILocalVariable(name: "a", arg: 1, scope: !151, file: !3, line: 35, type: !117)
!157 = !DILocalVariable(name: "m", scope: !151, file: !3, line: 36, type: !9)
!158 = !DILocation(line: 36, scope: !151)
!159 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 37, type: !9)
!160 = distinct !DILexicalBlock(scope: !151, file: !3, line: 37)
!161 = !DILocation(line: 37, scope: !160)
!162 = !DILocation(line: 37, scope: !163)
!163 = distinct !DILexicalBlock(scope: !160, file: !3, line: 37)
!164 = distinct !{!164, !161, !161, !62}
!165 = !DILocation(line: 38, scope: !151)
!166 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !167, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!167 = !DISubroutineType(types: !168)
!168 = !{!9, !117, !9}
!169 = !DILocalVariable(name: "n", arg: 2, scope: !166, file: !3, line: 15, type: !9)
!170 = !DILocation(line: 15, scope: !166)
!171 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !3, line: 15, type: !117)
!172 = !DILocalVariable(name: "s", scope: !166, file: !3, line: 16, type: !9)
!173 = !DILocation(line: 16, scope: !166)
!174 = !DILocalVariable(name: "i", scope: !175, file: !3, line: 17, type: !9)
!175 = distinct !DILexicalBlock(scope: !166, file: !3, line: 17)
!176 = !DILocation(line: 17, scope: !175)
!177 = !DILocation(line: 17, scope: !178)
!178 = distinct !DILexicalBlock(scope: !175, file: !3, line: 17)
!179 = distinct !{!179, !176, !176, !62}
!180 = !DILocation(line: 18, scope: !166)
!181 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !182, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!182 = !DISubroutineType(types: !183)
!183 = !{!10, !184, !137, !9}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!186 = !DILocalVariable(name: "n", arg: 3, scope: !181, file: !3, line: 29, type: !9)
!187 = !DILocation(line: 29, scope: !181)
!188 = !DILocalVariable(name: "b", arg: 2, scope: !181, file: !3, line: 29, type: !137)
!189 = !DILocalVariable(name: "a", arg: 1, scope: !181, file: !3, line: 29, type: !184)
!190 = !DILocalVariable(name: "s", scope: !181, file: !3, line: 30, type: !10)
!191 = !DILocation(line: 30, scope: !181)
!192 = !DILocalVariable(name: "i", scope: !193, file: !3, line: 31, type: !9)
!193 = distinct !DILexicalBlock(scope: !181, file: !3, line: 31)
!194 = !DILocation(line: 31, scope: !193)
!195 = !DILocation(line: 31, scope: !196)
!196 = distinct !DILexicalBlock(scope: !193, file: !3, line: 31)
!197 = distinct !{!197, !194, !194, !62}
!198 = !DILocation(line: 32, scope: !181)
!199 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !200, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!200 = !DISubroutineType(types: !201)
!201 = !{!6, !6}
!202 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !3, line: 48, type: !6)
!203 = !DILocation(line: 48, scope: !199)
!204 = !DILocation(line: 49, scope: !199)
!205 = !DILocation(line: 50, scope: !199)
!206 = !DILocation(line: 51, scope: !199)
!207 = !DILocation(line: 52, scope: !199)
!208 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !209, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!209 = !DISubroutineType(types: !210)
!210 = !{!8, !8, !9}
!211 = !DILocalVariable(name: "r", arg: 2, scope: !208, file: !3, line: 55, type: !9)
!212 = !DILocation(line: 55, scope: !208)
!213 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !3, line: 55, type: !8)
!214 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !215, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!215 = !DISubroutineType(types: !216)
!216 = !{!217, !9}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!219 = !DILocalVariable(name: "d", arg: 1, scope: !214, file: !3, line: 57, type: !9)
!220 = !DILocation(line: 57, scope: !214)
!221 = !DILocation(line: 58, scope: !214)
!222 = !DILocation(line: 59, scope: !223)
!223 = distinct !DILexicalBlock(scope: !214, file: !3, line: 58)
!224 = !DILocation(line: 60, scope: !223)
!225 = !DILocation(line: 61, scope: !223)
!226 = !DILocation(line: 62, scope: !223)
!227 = !DILocation(line: 63, scope: !223)
!228 = !DILocation(line: 64, scope: !223)
!229 = !DILocation(line: 65, scope: !223)
!230 = !DILocation(line: 66, scope: !223)
!231 = !DILocation(line: 68, scope: !214)
!232 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !233, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!233 = !DISubroutineType(types: !234)
!234 = !{!9, !9}
!235 = !DILocalVariable(name: "x", arg: 1, scope: !232, file: !3, line: 70, type: !9)
!236 = !DILocation(line: 70, scope: !232)
!237 = !DILocation(line: 71, scope: !232)
!238 = !DILocation(line: 72, scope: !239)
!239 = distinct !DILexicalBlock(scope: !232, file: !3, line: 71)
!240 = !DILocation(line: 73, scope: !239)
!241 = !DILocation(line: 74, scope: !239)
!242 = !DILocation(line: 75, scope: !239)
!243 = !DILocation(line: 76, scope: !239)
!244 = !DILocation(line: 77, scope: !239)
!245 = !DILocation(line: 79, scope: !232)
!246 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !247, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!247 = !DISubroutineType(types: !248)
!248 = !{!12, !8, !8}
!249 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !3, line: 82, type: !8)
!250 = !DILocation(line: 82, scope: !246)
!251 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !3, line: 82, type: !8)
!252 = !DILocation(line: 83, scope: !246)
!253 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !254, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!254 = !DISubroutineType(types: !255)
!255 = !{null, !12}
!256 = !DILocalVariable(name: "v", arg: 1, scope: !253, file: !3, line: 85, type: !12)
!257 = !DILocation(line: 85, scope: !253)
!258 = !DILocalVariable(name: "buf", scope: !253, file: !3, line: 86, type: !259)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !260)
!260 = !{!261}
!261 = !DISubrange(count: 48)
!262 = !DILocation(line: 86, scope: !253)
!263 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 87, type: !9)
!264 = !DILocation(line: 87, scope: !253)
!265 = !DILocation(line: 88, scope: !253)
!266 = !DILocation(line: 89, scope: !253)
!267 = !DILocation(line: 89, scope: !268)
!268 = distinct !DILexicalBlock(scope: !253, file: !3, line: 89)
!269 = distinct !{!269, !266, !266, !62}
!270 = !DILocation(line: 90, scope: !253)
!271 = !DILocation(line: 91, scope: !253)
!272 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !3, line: 94, type: !33)
!273 = !DILocation(line: 94, scope: !30)
!274 = !DILocalVariable(name: "r", scope: !30, file: !3, line: 95, type: !33)
!275 = !DILocation(line: 95, scope: !30)
!276 = !DILocalVariable(name: "i", scope: !277, file: !3, line: 97, type: !9)
!277 = distinct !DILexicalBlock(scope: !30, file: !3, line: 97)
!278 = !DILocation(line: 97, scope: !277)
!279 = !DILocation(line: 97, scope: !280)
!280 = distinct !DILexicalBlock(scope: !277, file: !3, line: 97)
!281 = distinct !{!281, !278, !278, !62}
!282 = !DILocation(line: 98, scope: !30)
