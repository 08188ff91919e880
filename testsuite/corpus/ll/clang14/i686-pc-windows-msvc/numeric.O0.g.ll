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

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !11
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !16
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !19
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !21
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
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 8, !dbg !24

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !41 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %2, align 4, !dbg !46
  br label %9, !dbg !46

9:                                                ; preds = %36, %0
  %10 = load i32, i32* %2, align 4, !dbg !46
  %11 = icmp slt i32 %10, 256, !dbg !46
  br i1 %11, label %12, label %39, !dbg !46

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !47
  %14 = mul nsw i32 %13, 3, !dbg !47
  %15 = sub nsw i32 %14, 100, !dbg !47
  %16 = load i32, i32* %2, align 4, !dbg !47
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %16, !dbg !47
  store i32 %15, i32* %17, align 4, !dbg !47
  %18 = load i32, i32* %2, align 4, !dbg !50
  %19 = mul nsw i32 %18, 7, !dbg !50
  %20 = and i32 %19, 63, !dbg !50
  %21 = load i32, i32* %2, align 4, !dbg !50
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %21, !dbg !50
  store i32 %20, i32* %22, align 4, !dbg !50
  %23 = load i32, i32* %2, align 4, !dbg !51
  %24 = sitofp i32 %23 to float, !dbg !51
  %25 = fmul float %24, 5.000000e-01, !dbg !51
  %26 = load i32, i32* %2, align 4, !dbg !51
  %27 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %26, !dbg !51
  store float %25, float* %27, align 4, !dbg !51
  %28 = load i32, i32* %2, align 4, !dbg !52
  %29 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %28, !dbg !52
  store float 1.000000e+00, float* %29, align 4, !dbg !52
  %30 = load i32, i32* %2, align 4, !dbg !53
  %31 = add nsw i32 %30, 1, !dbg !53
  %32 = sitofp i32 %31 to double, !dbg !53
  %33 = fdiv double 1.000000e+00, %32, !dbg !53
  %34 = load i32, i32* %2, align 4, !dbg !53
  %35 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %34, !dbg !53
  store double %33, double* %35, align 8, !dbg !53
  br label %36, !dbg !54

36:                                               ; preds = %12
  %37 = load i32, i32* %2, align 4, !dbg !55
  %38 = add nsw i32 %37, 1, !dbg !55
  store i32 %38, i32* %2, align 4, !dbg !55
  br label %9, !dbg !55, !llvm.loop !56

39:                                               ; preds = %9
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i32 0, i32 0), i32 noundef 3, i32 noundef 256), !dbg !59
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !60
  %40 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !61
  %41 = zext i8 %40 to i32, !dbg !61
  %42 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !61
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %42, i32 noundef %41), !dbg !61
  %44 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), i32 noundef 256), !dbg !62
  %45 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !62
  %46 = fpext float %45 to double, !dbg !62
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i32 0, i32 0), double noundef %46, double noundef %44), !dbg !62
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !63, metadata !DIExpression()), !dbg !76
  %48 = bitcast %union.Pun* %3 to float*, !dbg !77
  store float -1.500000e+00, float* %48, align 4, !dbg !77
  %49 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !78
  %50 = getelementptr inbounds [4 x i8], [4 x i8]* %49, i32 0, i32 0, !dbg !78
  %51 = load i8, i8* %50, align 4, !dbg !78
  %52 = zext i8 %51 to i32, !dbg !78
  %53 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !78
  %54 = bitcast %struct.anon* %53 to i32*, !dbg !78
  %55 = load i32, i32* %54, align 4, !dbg !78
  %56 = and i32 %55, 8388607, !dbg !78
  %57 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !78
  %58 = bitcast %struct.anon* %57 to i32*, !dbg !78
  %59 = load i32, i32* %58, align 4, !dbg !78
  %60 = lshr i32 %59, 23, !dbg !78
  %61 = and i32 %60, 255, !dbg !78
  %62 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !78
  %63 = bitcast %struct.anon* %62 to i32*, !dbg !78
  %64 = load i32, i32* %63, align 4, !dbg !78
  %65 = lshr i32 %64, 31, !dbg !78
  %66 = bitcast %union.Pun* %3 to i32*, !dbg !78
  %67 = load i32, i32* %66, align 4, !dbg !78
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 0, i32 0), i32 noundef %67, i32 noundef %65, i32 noundef %61, i32 noundef %56, i32 noundef %52), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %4, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 -267534609, i32* %4, align 4, !dbg !80
  %69 = load i32, i32* %4, align 4, !dbg !81
  %70 = call i32 @llvm.bswap.i32(i32 %69), !dbg !81
  %71 = load i32, i32* %4, align 4, !dbg !81
  %72 = and i32 %71, -2, !dbg !81
  %73 = call i32 @llvm.cttz.i32(i32 %72, i1 true), !dbg !81
  %74 = load i32, i32* %4, align 4, !dbg !81
  %75 = lshr i32 %74, 4, !dbg !81
  %76 = call i32 @llvm.ctlz.i32(i32 %75, i1 true), !dbg !81
  %77 = load i32, i32* %4, align 4, !dbg !81
  %78 = call i32 @llvm.ctpop.i32(i32 %77), !dbg !81
  %79 = load i32, i32* %4, align 4, !dbg !81
  %80 = call i32 @popcnt_manual(i32 noundef %79), !dbg !81
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %80, i32 noundef %78, i32 noundef %76, i32 noundef %73, i32 noundef %70), !dbg !81
  %82 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !82
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i32 0, i32 0), i64 noundef %82), !dbg !82
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !83
  call void @llvm.dbg.declare(metadata i32* %5, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 -1, i32* %5, align 4, !dbg !86
  br label %85, !dbg !86

85:                                               ; preds = %92, %39
  %86 = load i32, i32* %5, align 4, !dbg !86
  %87 = icmp sle i32 %86, 7, !dbg !86
  br i1 %87, label %88, label %95, !dbg !86

88:                                               ; preds = %85
  %89 = load i32, i32* %5, align 4, !dbg !87
  %90 = call i8* @day_name(i32 noundef %89), !dbg !87
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef %90), !dbg !87
  br label %92, !dbg !87

92:                                               ; preds = %88
  %93 = load i32, i32* %5, align 4, !dbg !87
  %94 = add nsw i32 %93, 1, !dbg !87
  store i32 %94, i32* %5, align 4, !dbg !87
  br label %85, !dbg !87, !llvm.loop !89

95:                                               ; preds = %85
  %96 = call i32 @sparse(i32 noundef -3), !dbg !90
  %97 = call i32 @sparse(i32 noundef 2147483647), !dbg !90
  %98 = call i32 @sparse(i32 noundef 100000), !dbg !90
  %99 = call i32 @sparse(i32 noundef 78), !dbg !90
  %100 = call i32 @sparse(i32 noundef 7), !dbg !90
  %101 = call i32 @sparse(i32 noundef -1000), !dbg !90
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %101, i32 noundef %100, i32 noundef %99, i32 noundef %98, i32 noundef %97, i32 noundef %96), !dbg !90
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HALENCLD@u128?5unsupported?6?$AA@", i32 0, i32 0)), !dbg !91
  call void @llvm.dbg.declare(metadata double* %6, metadata !92, metadata !DIExpression()), !dbg !93
  %104 = call double @ld_poly(double noundef 2.500000e-01), !dbg !93
  store double %104, double* %6, align 8, !dbg !93
  %105 = load double, double* %6, align 8, !dbg !94
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef %105, i32 noundef 8), !dbg !94
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i32 0, i32 0), double noundef 2.375000e+00), !dbg !95
  call void @llvm.dbg.declare(metadata float* %7, metadata !96, metadata !DIExpression()), !dbg !97
  store float 0x7FF8000000000000, float* %7, align 4, !dbg !97
  call void @llvm.dbg.declare(metadata float* %8, metadata !98, metadata !DIExpression()), !dbg !97
  store float 0x7FF0000000000000, float* %8, align 4, !dbg !97
  %108 = load float, float* %8, align 4, !dbg !99
  %109 = fcmp ogt float %108, 0x47D2CED320000000, !dbg !99
  %110 = zext i1 %109 to i32, !dbg !99
  %111 = load float, float* %7, align 4, !dbg !99
  %112 = load float, float* %7, align 4, !dbg !99
  %113 = fcmp une float %111, %112, !dbg !99
  %114 = zext i1 %113 to i32, !dbg !99
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %114, i32 noundef %110, i32 noundef 1), !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !101 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !109, metadata !DIExpression()), !dbg !110
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !111, metadata !DIExpression()), !dbg !110
  store i32* %1, i32** %7, align 4
  call void @llvm.dbg.declare(metadata i32** %7, metadata !112, metadata !DIExpression()), !dbg !110
  store i32* %0, i32** %8, align 4
  call void @llvm.dbg.declare(metadata i32** %8, metadata !113, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.declare(metadata i32* %9, metadata !114, metadata !DIExpression()), !dbg !116
  store i32 0, i32* %9, align 4, !dbg !116
  br label %10, !dbg !116

10:                                               ; preds = %30, %4
  %11 = load i32, i32* %9, align 4, !dbg !116
  %12 = load i32, i32* %5, align 4, !dbg !116
  %13 = icmp slt i32 %11, %12, !dbg !116
  br i1 %13, label %14, label %33, !dbg !116

14:                                               ; preds = %10
  %15 = load i32*, i32** %8, align 4, !dbg !117
  %16 = load i32, i32* %9, align 4, !dbg !117
  %17 = getelementptr inbounds i32, i32* %15, i32 %16, !dbg !117
  %18 = load i32, i32* %17, align 4, !dbg !117
  %19 = load i32, i32* %6, align 4, !dbg !117
  %20 = mul nsw i32 %18, %19, !dbg !117
  %21 = load i32*, i32** %7, align 4, !dbg !117
  %22 = load i32, i32* %9, align 4, !dbg !117
  %23 = getelementptr inbounds i32, i32* %21, i32 %22, !dbg !117
  %24 = load i32, i32* %23, align 4, !dbg !117
  %25 = ashr i32 %24, 1, !dbg !117
  %26 = add nsw i32 %20, %25, !dbg !117
  %27 = load i32*, i32** %8, align 4, !dbg !117
  %28 = load i32, i32* %9, align 4, !dbg !117
  %29 = getelementptr inbounds i32, i32* %27, i32 %28, !dbg !117
  store i32 %26, i32* %29, align 4, !dbg !117
  br label %30, !dbg !117

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4, !dbg !117
  %32 = add nsw i32 %31, 1, !dbg !117
  store i32 %32, i32* %9, align 4, !dbg !117
  br label %10, !dbg !117, !llvm.loop !119

33:                                               ; preds = %10
  ret void, !dbg !120
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !121 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 4
  %8 = alloca float*, align 4
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !129, metadata !DIExpression()), !dbg !130
  store float %2, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !131, metadata !DIExpression()), !dbg !130
  store float* %1, float** %7, align 4
  call void @llvm.dbg.declare(metadata float** %7, metadata !132, metadata !DIExpression()), !dbg !130
  store float* %0, float** %8, align 4
  call void @llvm.dbg.declare(metadata float** %8, metadata !133, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.declare(metadata i32* %9, metadata !134, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %9, align 4, !dbg !136
  br label %10, !dbg !136

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4, !dbg !136
  %12 = load i32, i32* %5, align 4, !dbg !136
  %13 = icmp slt i32 %11, %12, !dbg !136
  br i1 %13, label %14, label %31, !dbg !136

14:                                               ; preds = %10
  %15 = load float, float* %6, align 4, !dbg !137
  %16 = load float*, float** %7, align 4, !dbg !137
  %17 = load i32, i32* %9, align 4, !dbg !137
  %18 = getelementptr inbounds float, float* %16, i32 %17, !dbg !137
  %19 = load float, float* %18, align 4, !dbg !137
  %20 = load float*, float** %8, align 4, !dbg !137
  %21 = load i32, i32* %9, align 4, !dbg !137
  %22 = getelementptr inbounds float, float* %20, i32 %21, !dbg !137
  %23 = load float, float* %22, align 4, !dbg !137
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !137
  %25 = load float*, float** %8, align 4, !dbg !137
  %26 = load i32, i32* %9, align 4, !dbg !137
  %27 = getelementptr inbounds float, float* %25, i32 %26, !dbg !137
  store float %24, float* %27, align 4, !dbg !137
  br label %28, !dbg !137

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4, !dbg !137
  %30 = add nsw i32 %29, 1, !dbg !137
  store i32 %30, i32* %9, align 4, !dbg !137
  br label %10, !dbg !137, !llvm.loop !139

31:                                               ; preds = %10
  ret void, !dbg !140
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !141 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !144, metadata !DIExpression()), !dbg !145
  store i32* %0, i32** %4, align 4
  call void @llvm.dbg.declare(metadata i32** %4, metadata !146, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.declare(metadata i32* %5, metadata !147, metadata !DIExpression()), !dbg !148
  store i32 0, i32* %5, align 4, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %6, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %6, align 4, !dbg !151
  br label %7, !dbg !151

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4, !dbg !151
  %9 = load i32, i32* %3, align 4, !dbg !151
  %10 = icmp slt i32 %8, %9, !dbg !151
  br i1 %10, label %11, label %30, !dbg !151

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 4, !dbg !152
  %13 = load i32, i32* %6, align 4, !dbg !152
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !152
  %15 = load i32, i32* %14, align 4, !dbg !152
  %16 = load i32, i32* %5, align 4, !dbg !152
  %17 = icmp sgt i32 %15, %16, !dbg !152
  br i1 %17, label %18, label %23, !dbg !152

18:                                               ; preds = %11
  %19 = load i32*, i32** %4, align 4, !dbg !152
  %20 = load i32, i32* %6, align 4, !dbg !152
  %21 = getelementptr inbounds i32, i32* %19, i32 %20, !dbg !152
  %22 = load i32, i32* %21, align 4, !dbg !152
  br label %25, !dbg !152

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4, !dbg !152
  br label %25, !dbg !152

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !152
  store i32 %26, i32* %5, align 4, !dbg !152
  br label %27, !dbg !152

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4, !dbg !152
  %29 = add nsw i32 %28, 1, !dbg !152
  store i32 %29, i32* %6, align 4, !dbg !152
  br label %7, !dbg !152, !llvm.loop !154

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4, !dbg !155
  %32 = icmp sgt i32 %31, 255, !dbg !155
  br i1 %32, label %33, label %34, !dbg !155

33:                                               ; preds = %30
  br label %36, !dbg !155

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4, !dbg !155
  br label %36, !dbg !155

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !155
  %38 = trunc i32 %37 to i8, !dbg !155
  ret i8 %38, !dbg !155
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !156 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !159, metadata !DIExpression()), !dbg !160
  store i32* %0, i32** %4, align 4
  call void @llvm.dbg.declare(metadata i32** %4, metadata !161, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.declare(metadata i32* %5, metadata !162, metadata !DIExpression()), !dbg !163
  store i32 0, i32* %5, align 4, !dbg !163
  call void @llvm.dbg.declare(metadata i32* %6, metadata !164, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %6, align 4, !dbg !166
  br label %7, !dbg !166

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4, !dbg !166
  %9 = load i32, i32* %3, align 4, !dbg !166
  %10 = icmp slt i32 %8, %9, !dbg !166
  br i1 %10, label %11, label %21, !dbg !166

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 4, !dbg !167
  %13 = load i32, i32* %6, align 4, !dbg !167
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !167
  %15 = load i32, i32* %14, align 4, !dbg !167
  %16 = load i32, i32* %5, align 4, !dbg !167
  %17 = add nsw i32 %16, %15, !dbg !167
  store i32 %17, i32* %5, align 4, !dbg !167
  br label %18, !dbg !167

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4, !dbg !167
  %20 = add nsw i32 %19, 1, !dbg !167
  store i32 %20, i32* %6, align 4, !dbg !167
  br label %7, !dbg !167, !llvm.loop !169

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4, !dbg !170
  ret i32 %22, !dbg !170
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !171 {
  %4 = alloca i32, align 4
  %5 = alloca float*, align 4
  %6 = alloca double*, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !176, metadata !DIExpression()), !dbg !177
  store float* %1, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !178, metadata !DIExpression()), !dbg !177
  store double* %0, double** %6, align 4
  call void @llvm.dbg.declare(metadata double** %6, metadata !179, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata double* %7, metadata !180, metadata !DIExpression()), !dbg !181
  store double 0.000000e+00, double* %7, align 8, !dbg !181
  call void @llvm.dbg.declare(metadata i32* %8, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %8, align 4, !dbg !184
  br label %9, !dbg !184

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4, !dbg !184
  %11 = load i32, i32* %4, align 4, !dbg !184
  %12 = icmp slt i32 %10, %11, !dbg !184
  br i1 %12, label %13, label %28, !dbg !184

13:                                               ; preds = %9
  %14 = load double*, double** %6, align 4, !dbg !185
  %15 = load i32, i32* %8, align 4, !dbg !185
  %16 = getelementptr inbounds double, double* %14, i32 %15, !dbg !185
  %17 = load double, double* %16, align 8, !dbg !185
  %18 = load float*, float** %5, align 4, !dbg !185
  %19 = load i32, i32* %8, align 4, !dbg !185
  %20 = getelementptr inbounds float, float* %18, i32 %19, !dbg !185
  %21 = load float, float* %20, align 4, !dbg !185
  %22 = fpext float %21 to double, !dbg !185
  %23 = load double, double* %7, align 8, !dbg !185
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !185
  store double %24, double* %7, align 8, !dbg !185
  br label %25, !dbg !185

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4, !dbg !185
  %27 = add nsw i32 %26, 1, !dbg !185
  store i32 %27, i32* %8, align 4, !dbg !185
  br label %9, !dbg !185, !llvm.loop !187

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8, !dbg !188
  ret double %29, !dbg !188
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !189 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !192, metadata !DIExpression()), !dbg !193
  %3 = load i32, i32* %2, align 4, !dbg !194
  %4 = load i32, i32* %2, align 4, !dbg !194
  %5 = lshr i32 %4, 1, !dbg !194
  %6 = and i32 %5, 1431655765, !dbg !194
  %7 = sub i32 %3, %6, !dbg !194
  store i32 %7, i32* %2, align 4, !dbg !194
  %8 = load i32, i32* %2, align 4, !dbg !195
  %9 = and i32 %8, 858993459, !dbg !195
  %10 = load i32, i32* %2, align 4, !dbg !195
  %11 = lshr i32 %10, 2, !dbg !195
  %12 = and i32 %11, 858993459, !dbg !195
  %13 = add i32 %9, %12, !dbg !195
  store i32 %13, i32* %2, align 4, !dbg !195
  %14 = load i32, i32* %2, align 4, !dbg !196
  %15 = load i32, i32* %2, align 4, !dbg !196
  %16 = lshr i32 %15, 4, !dbg !196
  %17 = add i32 %14, %16, !dbg !196
  %18 = and i32 %17, 252645135, !dbg !196
  store i32 %18, i32* %2, align 4, !dbg !196
  %19 = load i32, i32* %2, align 4, !dbg !197
  %20 = mul i32 %19, 16843009, !dbg !197
  %21 = lshr i32 %20, 24, !dbg !197
  ret i32 %21, !dbg !197
}

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !198 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !202, metadata !DIExpression()), !dbg !203
  store i64 %0, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !204, metadata !DIExpression()), !dbg !203
  %5 = load i64, i64* %4, align 8, !dbg !203
  %6 = load i32, i32* %3, align 4, !dbg !203
  %7 = zext i32 %6 to i64, !dbg !203
  %8 = shl i64 %5, %7, !dbg !203
  %9 = load i64, i64* %4, align 8, !dbg !203
  %10 = load i32, i32* %3, align 4, !dbg !203
  %11 = sub nsw i32 64, %10, !dbg !203
  %12 = zext i32 %11 to i64, !dbg !203
  %13 = lshr i64 %9, %12, !dbg !203
  %14 = or i64 %8, %13, !dbg !203
  ret i64 %14, !dbg !203
}

; Function Attrs: noinline nounwind optnone
define internal i8* @day_name(i32 noundef %0) #2 !dbg !205 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !211, metadata !DIExpression()), !dbg !212
  %4 = load i32, i32* %3, align 4, !dbg !213
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !213

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !214
  br label %13, !dbg !214

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !216
  br label %13, !dbg !216

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !217
  br label %13, !dbg !217

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !218
  br label %13, !dbg !218

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !219
  br label %13, !dbg !219

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !220
  br label %13, !dbg !220

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !221
  br label %13, !dbg !221

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i32 0, i32 0), i8** %2, align 4, !dbg !222
  br label %13, !dbg !222

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 4, !dbg !223
  ret i8* %14, !dbg !223
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #2 !dbg !224 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !227, metadata !DIExpression()), !dbg !228
  %4 = load i32, i32* %3, align 4, !dbg !229
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !229

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !230
  br label %15, !dbg !230

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !232
  br label %15, !dbg !232

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !233
  br label %15, !dbg !233

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !234
  br label %15, !dbg !234

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !235
  br label %15, !dbg !235

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !236
  %12 = icmp slt i32 %11, 0, !dbg !236
  %13 = zext i1 %12 to i64, !dbg !236
  %14 = select i1 %12, i32 -1, i32 0, !dbg !236
  store i32 %14, i32* %2, align 4, !dbg !236
  br label %15, !dbg !236

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !237
  ret i32 %16, !dbg !237
}

; Function Attrs: noinline nounwind optnone
define internal double @ld_poly(double noundef %0) #2 !dbg !26 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.declare(metadata double* %3, metadata !240, metadata !DIExpression()), !dbg !241
  store double 0.000000e+00, double* %3, align 8, !dbg !241
  call void @llvm.dbg.declare(metadata i32* %4, metadata !242, metadata !DIExpression()), !dbg !244
  store i32 3, i32* %4, align 4, !dbg !244
  br label %5, !dbg !244

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !244
  %7 = icmp sge i32 %6, 0, !dbg !244
  br i1 %7, label %8, label %18, !dbg !244

8:                                                ; preds = %5
  %9 = load double, double* %3, align 8, !dbg !245
  %10 = load double, double* %2, align 8, !dbg !245
  %11 = load i32, i32* %4, align 4, !dbg !245
  %12 = getelementptr inbounds [4 x double], [4 x double]* @ld_poly.c, i32 0, i32 %11, !dbg !245
  %13 = load double, double* %12, align 8, !dbg !245
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13), !dbg !245
  store double %14, double* %3, align 8, !dbg !245
  br label %15, !dbg !245

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4, !dbg !245
  %17 = add nsw i32 %16, -1, !dbg !245
  store i32 %17, i32* %4, align 4, !dbg !245
  br label %5, !dbg !245, !llvm.loop !247

18:                                               ; preds = %5
  %19 = load double, double* %3, align 8, !dbg !248
  ret double %19, !dbg !248
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!0, !11, !16, !19, !21, !24}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 256)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "c", scope: !26, file: !3, line: 96, type: !31, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !27, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29}
!29 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!30 = !{}
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 256, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !{i32 1, !"NumRegisterParameters", i32 0}
!36 = !{i32 2, !"CodeView", i32 1}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 14.0.6"}
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !42, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!42 = !DISubroutineType(types: !43)
!43 = !{!7}
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 102, type: !7)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 102)
!46 = !DILocation(line: 102, scope: !45)
!47 = !DILocation(line: 103, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 102)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 102)
!50 = !DILocation(line: 104, scope: !48)
!51 = !DILocation(line: 105, scope: !48)
!52 = !DILocation(line: 106, scope: !48)
!53 = !DILocation(line: 107, scope: !48)
!54 = !DILocation(line: 108, scope: !48)
!55 = !DILocation(line: 102, scope: !49)
!56 = distinct !{!56, !46, !57, !58}
!57 = !DILocation(line: 108, scope: !45)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 109, scope: !41)
!60 = !DILocation(line: 110, scope: !41)
!61 = !DILocation(line: 111, scope: !41)
!62 = !DILocation(line: 112, scope: !41)
!63 = !DILocalVariable(name: "p", scope: !41, file: !3, line: 114, type: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !65)
!65 = !{!66, !67, !68, !70, !75}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !64, file: !3, line: 42, baseType: !5, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !64, file: !3, line: 43, baseType: !6, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !64, file: !3, line: 44, baseType: !69, size: 32)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !33)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !64, file: !3, line: 45, size: 32, elements: !71)
!71 = !{!72, !73, !74}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !70, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !70, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !70, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !64, file: !3, line: 45, baseType: !70, size: 32)
!76 = !DILocation(line: 114, scope: !41)
!77 = !DILocation(line: 115, scope: !41)
!78 = !DILocation(line: 116, scope: !41)
!79 = !DILocalVariable(name: "x", scope: !41, file: !3, line: 117, type: !6)
!80 = !DILocation(line: 117, scope: !41)
!81 = !DILocation(line: 118, scope: !41)
!82 = !DILocation(line: 120, scope: !41)
!83 = !DILocation(line: 121, scope: !41)
!84 = !DILocalVariable(name: "d", scope: !85, file: !3, line: 123, type: !7)
!85 = distinct !DILexicalBlock(scope: !41, file: !3, line: 123)
!86 = !DILocation(line: 123, scope: !85)
!87 = !DILocation(line: 123, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 123)
!89 = distinct !{!89, !86, !86, !58}
!90 = !DILocation(line: 124, scope: !41)
!91 = !DILocation(line: 134, scope: !41)
!92 = !DILocalVariable(name: "ld", scope: !41, file: !3, line: 137, type: !29)
!93 = !DILocation(line: 137, scope: !41)
!94 = !DILocation(line: 138, scope: !41)
!95 = !DILocation(line: 145, scope: !41)
!96 = !DILocalVariable(name: "nan", scope: !41, file: !3, line: 147, type: !5)
!97 = !DILocation(line: 147, scope: !41)
!98 = !DILocalVariable(name: "inf", scope: !41, file: !3, line: 147, type: !5)
!99 = !DILocation(line: 148, scope: !41)
!100 = !DILocation(line: 149, scope: !41)
!101 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !102, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !106, !7, !7}
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!109 = !DILocalVariable(name: "n", arg: 4, scope: !101, file: !3, line: 25, type: !7)
!110 = !DILocation(line: 25, scope: !101)
!111 = !DILocalVariable(name: "k", arg: 3, scope: !101, file: !3, line: 25, type: !7)
!112 = !DILocalVariable(name: "src", arg: 2, scope: !101, file: !3, line: 25, type: !106)
!113 = !DILocalVariable(name: "dst", arg: 1, scope: !101, file: !3, line: 25, type: !104)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 26, type: !7)
!115 = distinct !DILexicalBlock(scope: !101, file: !3, line: 26)
!116 = !DILocation(line: 26, scope: !115)
!117 = !DILocation(line: 26, scope: !118)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 26)
!119 = distinct !{!119, !116, !116, !58}
!120 = !DILocation(line: 27, scope: !101)
!121 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !122, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124, !126, !5, !7}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!129 = !DILocalVariable(name: "n", arg: 4, scope: !121, file: !3, line: 21, type: !7)
!130 = !DILocation(line: 21, scope: !121)
!131 = !DILocalVariable(name: "k", arg: 3, scope: !121, file: !3, line: 21, type: !5)
!132 = !DILocalVariable(name: "x", arg: 2, scope: !121, file: !3, line: 21, type: !126)
!133 = !DILocalVariable(name: "y", arg: 1, scope: !121, file: !3, line: 21, type: !124)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 22, type: !7)
!135 = distinct !DILexicalBlock(scope: !121, file: !3, line: 22)
!136 = !DILocation(line: 22, scope: !135)
!137 = !DILocation(line: 22, scope: !138)
!138 = distinct !DILexicalBlock(scope: !135, file: !3, line: 22)
!139 = distinct !{!139, !136, !136, !58}
!140 = !DILocation(line: 23, scope: !121)
!141 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !142, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!142 = !DISubroutineType(types: !143)
!143 = !{!9, !107, !7}
!144 = !DILocalVariable(name: "n", arg: 2, scope: !141, file: !3, line: 35, type: !7)
!145 = !DILocation(line: 35, scope: !141)
!146 = !DILocalVariable(name: "a", arg: 1, scope: !141, file: !3, line: 35, type: !107)
!147 = !DILocalVariable(name: "m", scope: !141, file: !3, line: 36, type: !7)
!148 = !DILocation(line: 36, scope: !141)
!149 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 37, type: !7)
!150 = distinct !DILexicalBlock(scope: !141, file: !3, line: 37)
!151 = !DILocation(line: 37, scope: !150)
!152 = !DILocation(line: 37, scope: !153)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 37)
!154 = distinct !{!154, !151, !151, !58}
!155 = !DILocation(line: 38, scope: !141)
!156 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !157, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!157 = !DISubroutineType(types: !158)
!158 = !{!7, !107, !7}
!159 = !DILocalVariable(name: "n", arg: 2, scope: !156, file: !3, line: 15, type: !7)
!160 = !DILocation(line: 15, scope: !156)
!161 = !DILocalVariable(name: "a", arg: 1, scope: !156, file: !3, line: 15, type: !107)
!162 = !DILocalVariable(name: "s", scope: !156, file: !3, line: 16, type: !7)
!163 = !DILocation(line: 16, scope: !156)
!164 = !DILocalVariable(name: "i", scope: !165, file: !3, line: 17, type: !7)
!165 = distinct !DILexicalBlock(scope: !156, file: !3, line: 17)
!166 = !DILocation(line: 17, scope: !165)
!167 = !DILocation(line: 17, scope: !168)
!168 = distinct !DILexicalBlock(scope: !165, file: !3, line: 17)
!169 = distinct !{!169, !166, !166, !58}
!170 = !DILocation(line: 18, scope: !156)
!171 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !172, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!172 = !DISubroutineType(types: !173)
!173 = !{!8, !174, !127, !7}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 32)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!176 = !DILocalVariable(name: "n", arg: 3, scope: !171, file: !3, line: 29, type: !7)
!177 = !DILocation(line: 29, scope: !171)
!178 = !DILocalVariable(name: "b", arg: 2, scope: !171, file: !3, line: 29, type: !127)
!179 = !DILocalVariable(name: "a", arg: 1, scope: !171, file: !3, line: 29, type: !174)
!180 = !DILocalVariable(name: "s", scope: !171, file: !3, line: 30, type: !8)
!181 = !DILocation(line: 30, scope: !171)
!182 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 31, type: !7)
!183 = distinct !DILexicalBlock(scope: !171, file: !3, line: 31)
!184 = !DILocation(line: 31, scope: !183)
!185 = !DILocation(line: 31, scope: !186)
!186 = distinct !DILexicalBlock(scope: !183, file: !3, line: 31)
!187 = distinct !{!187, !184, !184, !58}
!188 = !DILocation(line: 32, scope: !171)
!189 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !190, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!190 = !DISubroutineType(types: !191)
!191 = !{!6, !6}
!192 = !DILocalVariable(name: "x", arg: 1, scope: !189, file: !3, line: 48, type: !6)
!193 = !DILocation(line: 48, scope: !189)
!194 = !DILocation(line: 49, scope: !189)
!195 = !DILocation(line: 50, scope: !189)
!196 = !DILocation(line: 51, scope: !189)
!197 = !DILocation(line: 52, scope: !189)
!198 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !199, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !201, !7}
!201 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!202 = !DILocalVariable(name: "r", arg: 2, scope: !198, file: !3, line: 55, type: !7)
!203 = !DILocation(line: 55, scope: !198)
!204 = !DILocalVariable(name: "x", arg: 1, scope: !198, file: !3, line: 55, type: !201)
!205 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !206, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!206 = !DISubroutineType(types: !207)
!207 = !{!208, !7}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !210)
!210 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!211 = !DILocalVariable(name: "d", arg: 1, scope: !205, file: !3, line: 57, type: !7)
!212 = !DILocation(line: 57, scope: !205)
!213 = !DILocation(line: 58, scope: !205)
!214 = !DILocation(line: 59, scope: !215)
!215 = distinct !DILexicalBlock(scope: !205, file: !3, line: 58)
!216 = !DILocation(line: 60, scope: !215)
!217 = !DILocation(line: 61, scope: !215)
!218 = !DILocation(line: 62, scope: !215)
!219 = !DILocation(line: 63, scope: !215)
!220 = !DILocation(line: 64, scope: !215)
!221 = !DILocation(line: 65, scope: !215)
!222 = !DILocation(line: 66, scope: !215)
!223 = !DILocation(line: 68, scope: !205)
!224 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !225, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!225 = !DISubroutineType(types: !226)
!226 = !{!7, !7}
!227 = !DILocalVariable(name: "x", arg: 1, scope: !224, file: !3, line: 70, type: !7)
!228 = !DILocation(line: 70, scope: !224)
!229 = !DILocation(line: 71, scope: !224)
!230 = !DILocation(line: 72, scope: !231)
!231 = distinct !DILexicalBlock(scope: !224, file: !3, line: 71)
!232 = !DILocation(line: 73, scope: !231)
!233 = !DILocation(line: 74, scope: !231)
!234 = !DILocation(line: 75, scope: !231)
!235 = !DILocation(line: 76, scope: !231)
!236 = !DILocation(line: 77, scope: !231)
!237 = !DILocation(line: 79, scope: !224)
!238 = !DILocalVariable(name: "x", arg: 1, scope: !26, file: !3, line: 94, type: !29)
!239 = !DILocation(line: 94, scope: !26)
!240 = !DILocalVariable(name: "r", scope: !26, file: !3, line: 95, type: !29)
!241 = !DILocation(line: 95, scope: !26)
!242 = !DILocalVariable(name: "i", scope: !243, file: !3, line: 97, type: !7)
!243 = distinct !DILexicalBlock(scope: !26, file: !3, line: 97)
!244 = !DILocation(line: 97, scope: !243)
!245 = !DILocation(line: 97, scope: !246)
!246 = distinct !DILexicalBlock(scope: !243, file: !3, line: 97)
!247 = distinct !{!247, !244, !244, !58}
!248 = !DILocation(line: 98, scope: !26)
