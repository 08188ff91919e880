; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%union.Pun = type { float }

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
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !66
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !71
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !74
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !76
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1, !dbg !11
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1, !dbg !17
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1, !dbg !22
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1, !dbg !27
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1, !dbg !32
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1, !dbg !37
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1, !dbg !39
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1, !dbg !44
@"??_C@_0BC@HALENCLD@u128?5unsupported?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"u128 unsupported\0A\00", comdat, align 1, !dbg !49
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 1, !dbg !54
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 1, !dbg !59
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 1, !dbg !64
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 1, !dbg !79
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 1, !dbg !81
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 1, !dbg !83
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 1, !dbg !85
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 1, !dbg !87
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 1, !dbg !89
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 1, !dbg !91
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 1, !dbg !93
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 8, !dbg !95

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !111 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !114, !DIExpression(), !116)
  store i32 0, ptr %2, align 4, !dbg !116
  br label %9, !dbg !116

9:                                                ; preds = %36, %0
  %10 = load i32, ptr %2, align 4, !dbg !116
  %11 = icmp slt i32 %10, 256, !dbg !116
  br i1 %11, label %12, label %39, !dbg !116

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4, !dbg !117
  %14 = mul nsw i32 %13, 3, !dbg !117
  %15 = sub nsw i32 %14, 100, !dbg !117
  %16 = load i32, ptr %2, align 4, !dbg !117
  %17 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %16, !dbg !117
  store i32 %15, ptr %17, align 4, !dbg !117
  %18 = load i32, ptr %2, align 4, !dbg !120
  %19 = mul nsw i32 %18, 7, !dbg !120
  %20 = and i32 %19, 63, !dbg !120
  %21 = load i32, ptr %2, align 4, !dbg !120
  %22 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %21, !dbg !120
  store i32 %20, ptr %22, align 4, !dbg !120
  %23 = load i32, ptr %2, align 4, !dbg !121
  %24 = sitofp i32 %23 to float, !dbg !121
  %25 = fmul float %24, 5.000000e-01, !dbg !121
  %26 = load i32, ptr %2, align 4, !dbg !121
  %27 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %26, !dbg !121
  store float %25, ptr %27, align 4, !dbg !121
  %28 = load i32, ptr %2, align 4, !dbg !122
  %29 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %28, !dbg !122
  store float 1.000000e+00, ptr %29, align 4, !dbg !122
  %30 = load i32, ptr %2, align 4, !dbg !123
  %31 = add nsw i32 %30, 1, !dbg !123
  %32 = sitofp i32 %31 to double, !dbg !123
  %33 = fdiv double 1.000000e+00, %32, !dbg !123
  %34 = load i32, ptr %2, align 4, !dbg !123
  %35 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %34, !dbg !123
  store double %33, ptr %35, align 8, !dbg !123
  br label %36, !dbg !124

36:                                               ; preds = %12
  %37 = load i32, ptr %2, align 4, !dbg !125
  %38 = add nsw i32 %37, 1, !dbg !125
  store i32 %38, ptr %2, align 4, !dbg !125
  br label %9, !dbg !125, !llvm.loop !126

39:                                               ; preds = %9
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !129
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !130
  %40 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !131
  %41 = zext i8 %40 to i32, !dbg !131
  %42 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !131
  %43 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 noundef %42, i32 noundef %41), !dbg !131
  %44 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !132
  %45 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i32 0, i32 10), align 4, !dbg !132
  %46 = fpext float %45 to double, !dbg !132
  %47 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", double noundef %46, double noundef %44), !dbg !132
    #dbg_declare(ptr %3, !133, !DIExpression(), !146)
  store float -1.500000e+00, ptr %3, align 4, !dbg !147
  %48 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0, !dbg !148
  %49 = load i8, ptr %48, align 4, !dbg !148
  %50 = zext i8 %49 to i32, !dbg !148
  %51 = load i32, ptr %3, align 4, !dbg !148
  %52 = and i32 %51, 8388607, !dbg !148
  %53 = load i32, ptr %3, align 4, !dbg !148
  %54 = lshr i32 %53, 23, !dbg !148
  %55 = and i32 %54, 255, !dbg !148
  %56 = load i32, ptr %3, align 4, !dbg !148
  %57 = lshr i32 %56, 31, !dbg !148
  %58 = load i32, ptr %3, align 4, !dbg !148
  %59 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 noundef %58, i32 noundef %57, i32 noundef %55, i32 noundef %52, i32 noundef %50), !dbg !148
    #dbg_declare(ptr %4, !149, !DIExpression(), !150)
  store i32 -267534609, ptr %4, align 4, !dbg !150
  %60 = load i32, ptr %4, align 4, !dbg !151
  %61 = call i32 @llvm.bswap.i32(i32 %60), !dbg !151
  %62 = load i32, ptr %4, align 4, !dbg !151
  %63 = and i32 %62, -2, !dbg !151
  %64 = call i32 @llvm.cttz.i32(i32 %63, i1 true), !dbg !151
  %65 = load i32, ptr %4, align 4, !dbg !151
  %66 = lshr i32 %65, 4, !dbg !151
  %67 = call i32 @llvm.ctlz.i32(i32 %66, i1 true), !dbg !151
  %68 = load i32, ptr %4, align 4, !dbg !151
  %69 = call i32 @llvm.ctpop.i32(i32 %68), !dbg !151
  %70 = load i32, ptr %4, align 4, !dbg !151
  %71 = call i32 @popcnt_manual(i32 noundef %70), !dbg !151
  %72 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 noundef %71, i32 noundef %69, i32 noundef %67, i32 noundef %64, i32 noundef %61), !dbg !151
  %73 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !152
  %74 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 noundef %73), !dbg !152
  %75 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !153
    #dbg_declare(ptr %5, !154, !DIExpression(), !156)
  store i32 -1, ptr %5, align 4, !dbg !156
  br label %76, !dbg !156

76:                                               ; preds = %83, %39
  %77 = load i32, ptr %5, align 4, !dbg !156
  %78 = icmp sle i32 %77, 7, !dbg !156
  br i1 %78, label %79, label %86, !dbg !156

79:                                               ; preds = %76
  %80 = load i32, ptr %5, align 4, !dbg !157
  %81 = call ptr @day_name(i32 noundef %80), !dbg !157
  %82 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef %81), !dbg !157
  br label %83, !dbg !157

83:                                               ; preds = %79
  %84 = load i32, ptr %5, align 4, !dbg !157
  %85 = add nsw i32 %84, 1, !dbg !157
  store i32 %85, ptr %5, align 4, !dbg !157
  br label %76, !dbg !157, !llvm.loop !159

86:                                               ; preds = %76
  %87 = call i32 @sparse(i32 noundef -3), !dbg !160
  %88 = call i32 @sparse(i32 noundef 2147483647), !dbg !160
  %89 = call i32 @sparse(i32 noundef 100000), !dbg !160
  %90 = call i32 @sparse(i32 noundef 78), !dbg !160
  %91 = call i32 @sparse(i32 noundef 7), !dbg !160
  %92 = call i32 @sparse(i32 noundef -1000), !dbg !160
  %93 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %92, i32 noundef %91, i32 noundef %90, i32 noundef %89, i32 noundef %88, i32 noundef %87), !dbg !160
  %94 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HALENCLD@u128?5unsupported?6?$AA@"), !dbg !161
    #dbg_declare(ptr %6, !162, !DIExpression(), !163)
  %95 = call double @ld_poly(double noundef 2.500000e-01), !dbg !163
  store double %95, ptr %6, align 8, !dbg !163
  %96 = load double, ptr %6, align 8, !dbg !164
  %97 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", double noundef %96, i32 noundef 8), !dbg !164
  %98 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", double noundef 2.375000e+00), !dbg !165
    #dbg_declare(ptr %7, !166, !DIExpression(), !167)
  store float 0x7FF8000000000000, ptr %7, align 4, !dbg !167
    #dbg_declare(ptr %8, !168, !DIExpression(), !167)
  store float 0x7FF0000000000000, ptr %8, align 4, !dbg !167
  %99 = load float, ptr %8, align 4, !dbg !169
  %100 = fcmp ogt float %99, 0x47D2CED320000000, !dbg !169
  %101 = zext i1 %100 to i32, !dbg !169
  %102 = load float, ptr %7, align 4, !dbg !169
  %103 = load float, ptr %7, align 4, !dbg !169
  %104 = fcmp une float %102, %103, !dbg !169
  %105 = zext i1 %104 to i32, !dbg !169
  %106 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %105, i32 noundef %101, i32 noundef 1), !dbg !169
  ret i32 0, !dbg !170
}

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !171 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !179, !DIExpression(), !180)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !181, !DIExpression(), !180)
  store ptr %1, ptr %7, align 4
    #dbg_declare(ptr %7, !182, !DIExpression(), !180)
  store ptr %0, ptr %8, align 4
    #dbg_declare(ptr %8, !183, !DIExpression(), !180)
    #dbg_declare(ptr %9, !184, !DIExpression(), !186)
  store i32 0, ptr %9, align 4, !dbg !186
  br label %10, !dbg !186

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4, !dbg !186
  %12 = load i32, ptr %5, align 4, !dbg !186
  %13 = icmp slt i32 %11, %12, !dbg !186
  br i1 %13, label %14, label %33, !dbg !186

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 4, !dbg !187
  %16 = load i32, ptr %9, align 4, !dbg !187
  %17 = getelementptr inbounds i32, ptr %15, i32 %16, !dbg !187
  %18 = load i32, ptr %17, align 4, !dbg !187
  %19 = load i32, ptr %6, align 4, !dbg !187
  %20 = mul nsw i32 %18, %19, !dbg !187
  %21 = load ptr, ptr %7, align 4, !dbg !187
  %22 = load i32, ptr %9, align 4, !dbg !187
  %23 = getelementptr inbounds i32, ptr %21, i32 %22, !dbg !187
  %24 = load i32, ptr %23, align 4, !dbg !187
  %25 = ashr i32 %24, 1, !dbg !187
  %26 = add nsw i32 %20, %25, !dbg !187
  %27 = load ptr, ptr %8, align 4, !dbg !187
  %28 = load i32, ptr %9, align 4, !dbg !187
  %29 = getelementptr inbounds i32, ptr %27, i32 %28, !dbg !187
  store i32 %26, ptr %29, align 4, !dbg !187
  br label %30, !dbg !187

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4, !dbg !187
  %32 = add nsw i32 %31, 1, !dbg !187
  store i32 %32, ptr %9, align 4, !dbg !187
  br label %10, !dbg !187, !llvm.loop !189

33:                                               ; preds = %10
  ret void, !dbg !190
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !191 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !199, !DIExpression(), !200)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !201, !DIExpression(), !200)
  store ptr %1, ptr %7, align 4
    #dbg_declare(ptr %7, !202, !DIExpression(), !200)
  store ptr %0, ptr %8, align 4
    #dbg_declare(ptr %8, !203, !DIExpression(), !200)
    #dbg_declare(ptr %9, !204, !DIExpression(), !206)
  store i32 0, ptr %9, align 4, !dbg !206
  br label %10, !dbg !206

10:                                               ; preds = %28, %4
  %11 = load i32, ptr %9, align 4, !dbg !206
  %12 = load i32, ptr %5, align 4, !dbg !206
  %13 = icmp slt i32 %11, %12, !dbg !206
  br i1 %13, label %14, label %31, !dbg !206

14:                                               ; preds = %10
  %15 = load float, ptr %6, align 4, !dbg !207
  %16 = load ptr, ptr %7, align 4, !dbg !207
  %17 = load i32, ptr %9, align 4, !dbg !207
  %18 = getelementptr inbounds float, ptr %16, i32 %17, !dbg !207
  %19 = load float, ptr %18, align 4, !dbg !207
  %20 = load ptr, ptr %8, align 4, !dbg !207
  %21 = load i32, ptr %9, align 4, !dbg !207
  %22 = getelementptr inbounds float, ptr %20, i32 %21, !dbg !207
  %23 = load float, ptr %22, align 4, !dbg !207
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !207
  %25 = load ptr, ptr %8, align 4, !dbg !207
  %26 = load i32, ptr %9, align 4, !dbg !207
  %27 = getelementptr inbounds float, ptr %25, i32 %26, !dbg !207
  store float %24, ptr %27, align 4, !dbg !207
  br label %28, !dbg !207

28:                                               ; preds = %14
  %29 = load i32, ptr %9, align 4, !dbg !207
  %30 = add nsw i32 %29, 1, !dbg !207
  store i32 %30, ptr %9, align 4, !dbg !207
  br label %10, !dbg !207, !llvm.loop !209

31:                                               ; preds = %10
  ret void, !dbg !210
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !211 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !214, !DIExpression(), !215)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !216, !DIExpression(), !215)
    #dbg_declare(ptr %5, !217, !DIExpression(), !218)
  store i32 0, ptr %5, align 4, !dbg !218
    #dbg_declare(ptr %6, !219, !DIExpression(), !221)
  store i32 0, ptr %6, align 4, !dbg !221
  br label %7, !dbg !221

7:                                                ; preds = %27, %2
  %8 = load i32, ptr %6, align 4, !dbg !221
  %9 = load i32, ptr %3, align 4, !dbg !221
  %10 = icmp slt i32 %8, %9, !dbg !221
  br i1 %10, label %11, label %30, !dbg !221

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 4, !dbg !222
  %13 = load i32, ptr %6, align 4, !dbg !222
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !222
  %15 = load i32, ptr %14, align 4, !dbg !222
  %16 = load i32, ptr %5, align 4, !dbg !222
  %17 = icmp sgt i32 %15, %16, !dbg !222
  br i1 %17, label %18, label %23, !dbg !222

18:                                               ; preds = %11
  %19 = load ptr, ptr %4, align 4, !dbg !222
  %20 = load i32, ptr %6, align 4, !dbg !222
  %21 = getelementptr inbounds i32, ptr %19, i32 %20, !dbg !222
  %22 = load i32, ptr %21, align 4, !dbg !222
  br label %25, !dbg !222

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4, !dbg !222
  br label %25, !dbg !222

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !222
  store i32 %26, ptr %5, align 4, !dbg !222
  br label %27, !dbg !222

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4, !dbg !222
  %29 = add nsw i32 %28, 1, !dbg !222
  store i32 %29, ptr %6, align 4, !dbg !222
  br label %7, !dbg !222, !llvm.loop !224

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4, !dbg !225
  %32 = icmp sgt i32 %31, 255, !dbg !225
  br i1 %32, label %33, label %34, !dbg !225

33:                                               ; preds = %30
  br label %36, !dbg !225

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4, !dbg !225
  br label %36, !dbg !225

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !225
  %38 = trunc i32 %37 to i8, !dbg !225
  ret i8 %38, !dbg !225
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !226 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !229, !DIExpression(), !230)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !231, !DIExpression(), !230)
    #dbg_declare(ptr %5, !232, !DIExpression(), !233)
  store i32 0, ptr %5, align 4, !dbg !233
    #dbg_declare(ptr %6, !234, !DIExpression(), !236)
  store i32 0, ptr %6, align 4, !dbg !236
  br label %7, !dbg !236

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4, !dbg !236
  %9 = load i32, ptr %3, align 4, !dbg !236
  %10 = icmp slt i32 %8, %9, !dbg !236
  br i1 %10, label %11, label %21, !dbg !236

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 4, !dbg !237
  %13 = load i32, ptr %6, align 4, !dbg !237
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !237
  %15 = load i32, ptr %14, align 4, !dbg !237
  %16 = load i32, ptr %5, align 4, !dbg !237
  %17 = add nsw i32 %16, %15, !dbg !237
  store i32 %17, ptr %5, align 4, !dbg !237
  br label %18, !dbg !237

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !237
  %20 = add nsw i32 %19, 1, !dbg !237
  store i32 %20, ptr %6, align 4, !dbg !237
  br label %7, !dbg !237, !llvm.loop !239

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4, !dbg !240
  ret i32 %22, !dbg !240
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !241 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !246, !DIExpression(), !247)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !248, !DIExpression(), !247)
  store ptr %0, ptr %6, align 4
    #dbg_declare(ptr %6, !249, !DIExpression(), !247)
    #dbg_declare(ptr %7, !250, !DIExpression(), !251)
  store double 0.000000e+00, ptr %7, align 8, !dbg !251
    #dbg_declare(ptr %8, !252, !DIExpression(), !254)
  store i32 0, ptr %8, align 4, !dbg !254
  br label %9, !dbg !254

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %8, align 4, !dbg !254
  %11 = load i32, ptr %4, align 4, !dbg !254
  %12 = icmp slt i32 %10, %11, !dbg !254
  br i1 %12, label %13, label %28, !dbg !254

13:                                               ; preds = %9
  %14 = load ptr, ptr %6, align 4, !dbg !255
  %15 = load i32, ptr %8, align 4, !dbg !255
  %16 = getelementptr inbounds double, ptr %14, i32 %15, !dbg !255
  %17 = load double, ptr %16, align 8, !dbg !255
  %18 = load ptr, ptr %5, align 4, !dbg !255
  %19 = load i32, ptr %8, align 4, !dbg !255
  %20 = getelementptr inbounds float, ptr %18, i32 %19, !dbg !255
  %21 = load float, ptr %20, align 4, !dbg !255
  %22 = fpext float %21 to double, !dbg !255
  %23 = load double, ptr %7, align 8, !dbg !255
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !255
  store double %24, ptr %7, align 8, !dbg !255
  br label %25, !dbg !255

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4, !dbg !255
  %27 = add nsw i32 %26, 1, !dbg !255
  store i32 %27, ptr %8, align 4, !dbg !255
  br label %9, !dbg !255, !llvm.loop !257

28:                                               ; preds = %9
  %29 = load double, ptr %7, align 8, !dbg !258
  ret double %29, !dbg !258
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !259 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !262, !DIExpression(), !263)
  %3 = load i32, ptr %2, align 4, !dbg !264
  %4 = load i32, ptr %2, align 4, !dbg !264
  %5 = lshr i32 %4, 1, !dbg !264
  %6 = and i32 %5, 1431655765, !dbg !264
  %7 = sub i32 %3, %6, !dbg !264
  store i32 %7, ptr %2, align 4, !dbg !264
  %8 = load i32, ptr %2, align 4, !dbg !265
  %9 = and i32 %8, 858993459, !dbg !265
  %10 = load i32, ptr %2, align 4, !dbg !265
  %11 = lshr i32 %10, 2, !dbg !265
  %12 = and i32 %11, 858993459, !dbg !265
  %13 = add i32 %9, %12, !dbg !265
  store i32 %13, ptr %2, align 4, !dbg !265
  %14 = load i32, ptr %2, align 4, !dbg !266
  %15 = load i32, ptr %2, align 4, !dbg !266
  %16 = lshr i32 %15, 4, !dbg !266
  %17 = add i32 %14, %16, !dbg !266
  %18 = and i32 %17, 252645135, !dbg !266
  store i32 %18, ptr %2, align 4, !dbg !266
  %19 = load i32, ptr %2, align 4, !dbg !267
  %20 = mul i32 %19, 16843009, !dbg !267
  %21 = lshr i32 %20, 24, !dbg !267
  ret i32 %21, !dbg !267
}

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !268 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !272, !DIExpression(), !273)
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !274, !DIExpression(), !273)
  %5 = load i64, ptr %4, align 8, !dbg !273
  %6 = load i32, ptr %3, align 4, !dbg !273
  %7 = zext i32 %6 to i64, !dbg !273
  %8 = shl i64 %5, %7, !dbg !273
  %9 = load i64, ptr %4, align 8, !dbg !273
  %10 = load i32, ptr %3, align 4, !dbg !273
  %11 = sub nsw i32 64, %10, !dbg !273
  %12 = zext i32 %11 to i64, !dbg !273
  %13 = lshr i64 %9, %12, !dbg !273
  %14 = or i64 %8, %13, !dbg !273
  ret i64 %14, !dbg !273
}

; Function Attrs: noinline nounwind optnone
define internal ptr @day_name(i32 noundef %0) #1 !dbg !275 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !280, !DIExpression(), !281)
  %4 = load i32, ptr %3, align 4, !dbg !282
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !282

5:                                                ; preds = %1
  store ptr @"??_C@_03OHFMDAD@sun?$AA@", ptr %2, align 4, !dbg !283
  br label %13, !dbg !283

6:                                                ; preds = %1
  store ptr @"??_C@_03KPACMFAJ@mon?$AA@", ptr %2, align 4, !dbg !285
  br label %13, !dbg !285

7:                                                ; preds = %1
  store ptr @"??_C@_03HAFGCCHB@tue?$AA@", ptr %2, align 4, !dbg !286
  br label %13, !dbg !286

8:                                                ; preds = %1
  store ptr @"??_C@_03GHNOBPKO@wed?$AA@", ptr %2, align 4, !dbg !287
  br label %13, !dbg !287

9:                                                ; preds = %1
  store ptr @"??_C@_03COGKAAAD@thu?$AA@", ptr %2, align 4, !dbg !288
  br label %13, !dbg !288

10:                                               ; preds = %1
  store ptr @"??_C@_03CDLMOEOM@fri?$AA@", ptr %2, align 4, !dbg !289
  br label %13, !dbg !289

11:                                               ; preds = %1
  store ptr @"??_C@_03KFHHDCHE@sat?$AA@", ptr %2, align 4, !dbg !290
  br label %13, !dbg !290

12:                                               ; preds = %1
  store ptr @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", ptr %2, align 4, !dbg !291
  br label %13, !dbg !291

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 4, !dbg !292
  ret ptr %14, !dbg !292
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #1 !dbg !293 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !296, !DIExpression(), !297)
  %4 = load i32, ptr %3, align 4, !dbg !298
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !298

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !299
  br label %15, !dbg !299

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !301
  br label %15, !dbg !301

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !302
  br label %15, !dbg !302

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !303
  br label %15, !dbg !303

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !304
  br label %15, !dbg !304

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !305
  %12 = icmp slt i32 %11, 0, !dbg !305
  %13 = zext i1 %12 to i64, !dbg !305
  %14 = select i1 %12, i32 -1, i32 0, !dbg !305
  store i32 %14, ptr %2, align 4, !dbg !305
  br label %15, !dbg !305

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !306
  ret i32 %16, !dbg !306
}

; Function Attrs: noinline nounwind optnone
define internal double @ld_poly(double noundef %0) #1 !dbg !97 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !307, !DIExpression(), !308)
    #dbg_declare(ptr %3, !309, !DIExpression(), !310)
  store double 0.000000e+00, ptr %3, align 8, !dbg !310
    #dbg_declare(ptr %4, !311, !DIExpression(), !313)
  store i32 3, ptr %4, align 4, !dbg !313
  br label %5, !dbg !313

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !313
  %7 = icmp sge i32 %6, 0, !dbg !313
  br i1 %7, label %8, label %18, !dbg !313

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 8, !dbg !314
  %10 = load double, ptr %2, align 8, !dbg !314
  %11 = load i32, ptr %4, align 4, !dbg !314
  %12 = getelementptr inbounds [4 x double], ptr @ld_poly.c, i32 0, i32 %11, !dbg !314
  %13 = load double, ptr %12, align 8, !dbg !314
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13), !dbg !314
  store double %14, ptr %3, align 8, !dbg !314
  br label %15, !dbg !314

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4, !dbg !314
  %17 = add nsw i32 %16, -1, !dbg !314
  store i32 %17, ptr %4, align 4, !dbg !314
  br label %5, !dbg !314, !llvm.loop !316

18:                                               ; preds = %5
  %19 = load double, ptr %3, align 8, !dbg !317
  ret double %19, !dbg !317
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !68, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !22, !27, !32, !37, !39, !44, !49, !54, !59, !64, !0, !66, !71, !74, !76, !79, !81, !83, !85, !87, !89, !91, !93, !95}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 120, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !13, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 216, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 27)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 144, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 18)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 17)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 11)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !51, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8192, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 256)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !69)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !69)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !41, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !41, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !41, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !41, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !41, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !41, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !41, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !41, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "c", scope: !97, file: !3, line: 96, type: !102, isLocal: true, isDefinition: true)
!97 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !98, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !100}
!100 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!101 = !{}
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 256, elements: !42)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!104 = !{i32 1, !"NumRegisterParameters", i32 0}
!105 = !{i32 2, !"CodeView", i32 1}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 2}
!108 = !{i32 7, !"frame-pointer", i32 2}
!109 = !{i32 1, !"MaxTLSAlign", i32 65536}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !112, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !101)
!112 = !DISubroutineType(types: !113)
!113 = !{!7}
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 102, type: !7)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 102)
!116 = !DILocation(line: 102, scope: !115)
!117 = !DILocation(line: 103, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 102)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 102)
!120 = !DILocation(line: 104, scope: !118)
!121 = !DILocation(line: 105, scope: !118)
!122 = !DILocation(line: 106, scope: !118)
!123 = !DILocation(line: 107, scope: !118)
!124 = !DILocation(line: 108, scope: !118)
!125 = !DILocation(line: 102, scope: !119)
!126 = distinct !{!126, !116, !127, !128}
!127 = !DILocation(line: 108, scope: !115)
!128 = !{!"llvm.loop.mustprogress"}
!129 = !DILocation(line: 109, scope: !111)
!130 = !DILocation(line: 110, scope: !111)
!131 = !DILocation(line: 111, scope: !111)
!132 = !DILocation(line: 112, scope: !111)
!133 = !DILocalVariable(name: "p", scope: !111, file: !3, line: 114, type: !134)
!134 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !135)
!135 = !{!136, !137, !138, !140, !145}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !134, file: !3, line: 42, baseType: !5, size: 32)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !134, file: !3, line: 43, baseType: !6, size: 32)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !134, file: !3, line: 44, baseType: !139, size: 32)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !42)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !134, file: !3, line: 45, size: 32, elements: !141)
!141 = !{!142, !143, !144}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !140, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !140, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !140, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !134, file: !3, line: 45, baseType: !140, size: 32)
!146 = !DILocation(line: 114, scope: !111)
!147 = !DILocation(line: 115, scope: !111)
!148 = !DILocation(line: 116, scope: !111)
!149 = !DILocalVariable(name: "x", scope: !111, file: !3, line: 117, type: !6)
!150 = !DILocation(line: 117, scope: !111)
!151 = !DILocation(line: 118, scope: !111)
!152 = !DILocation(line: 120, scope: !111)
!153 = !DILocation(line: 121, scope: !111)
!154 = !DILocalVariable(name: "d", scope: !155, file: !3, line: 123, type: !7)
!155 = distinct !DILexicalBlock(scope: !111, file: !3, line: 123)
!156 = !DILocation(line: 123, scope: !155)
!157 = !DILocation(line: 123, scope: !158)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 123)
!159 = distinct !{!159, !156, !156, !128}
!160 = !DILocation(line: 124, scope: !111)
!161 = !DILocation(line: 134, scope: !111)
!162 = !DILocalVariable(name: "ld", scope: !111, file: !3, line: 137, type: !100)
!163 = !DILocation(line: 137, scope: !111)
!164 = !DILocation(line: 138, scope: !111)
!165 = !DILocation(line: 145, scope: !111)
!166 = !DILocalVariable(name: "nan", scope: !111, file: !3, line: 147, type: !5)
!167 = !DILocation(line: 147, scope: !111)
!168 = !DILocalVariable(name: "inf", scope: !111, file: !3, line: 147, type: !5)
!169 = !DILocation(line: 148, scope: !111)
!170 = !DILocation(line: 149, scope: !111)
!171 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !172, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174, !176, !7, !7}
!174 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 32)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!179 = !DILocalVariable(name: "n", arg: 4, scope: !171, file: !3, line: 25, type: !7)
!180 = !DILocation(line: 25, scope: !171)
!181 = !DILocalVariable(name: "k", arg: 3, scope: !171, file: !3, line: 25, type: !7)
!182 = !DILocalVariable(name: "src", arg: 2, scope: !171, file: !3, line: 25, type: !176)
!183 = !DILocalVariable(name: "dst", arg: 1, scope: !171, file: !3, line: 25, type: !174)
!184 = !DILocalVariable(name: "i", scope: !185, file: !3, line: 26, type: !7)
!185 = distinct !DILexicalBlock(scope: !171, file: !3, line: 26)
!186 = !DILocation(line: 26, scope: !185)
!187 = !DILocation(line: 26, scope: !188)
!188 = distinct !DILexicalBlock(scope: !185, file: !3, line: 26)
!189 = distinct !{!189, !186, !186, !128}
!190 = !DILocation(line: 27, scope: !171)
!191 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !192, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !194, !196, !5, !7}
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 32)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!199 = !DILocalVariable(name: "n", arg: 4, scope: !191, file: !3, line: 21, type: !7)
!200 = !DILocation(line: 21, scope: !191)
!201 = !DILocalVariable(name: "k", arg: 3, scope: !191, file: !3, line: 21, type: !5)
!202 = !DILocalVariable(name: "x", arg: 2, scope: !191, file: !3, line: 21, type: !196)
!203 = !DILocalVariable(name: "y", arg: 1, scope: !191, file: !3, line: 21, type: !194)
!204 = !DILocalVariable(name: "i", scope: !205, file: !3, line: 22, type: !7)
!205 = distinct !DILexicalBlock(scope: !191, file: !3, line: 22)
!206 = !DILocation(line: 22, scope: !205)
!207 = !DILocation(line: 22, scope: !208)
!208 = distinct !DILexicalBlock(scope: !205, file: !3, line: 22)
!209 = distinct !{!209, !206, !206, !128}
!210 = !DILocation(line: 23, scope: !191)
!211 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !212, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!212 = !DISubroutineType(types: !213)
!213 = !{!9, !177, !7}
!214 = !DILocalVariable(name: "n", arg: 2, scope: !211, file: !3, line: 35, type: !7)
!215 = !DILocation(line: 35, scope: !211)
!216 = !DILocalVariable(name: "a", arg: 1, scope: !211, file: !3, line: 35, type: !177)
!217 = !DILocalVariable(name: "m", scope: !211, file: !3, line: 36, type: !7)
!218 = !DILocation(line: 36, scope: !211)
!219 = !DILocalVariable(name: "i", scope: !220, file: !3, line: 37, type: !7)
!220 = distinct !DILexicalBlock(scope: !211, file: !3, line: 37)
!221 = !DILocation(line: 37, scope: !220)
!222 = !DILocation(line: 37, scope: !223)
!223 = distinct !DILexicalBlock(scope: !220, file: !3, line: 37)
!224 = distinct !{!224, !221, !221, !128}
!225 = !DILocation(line: 38, scope: !211)
!226 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !227, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!227 = !DISubroutineType(types: !228)
!228 = !{!7, !177, !7}
!229 = !DILocalVariable(name: "n", arg: 2, scope: !226, file: !3, line: 15, type: !7)
!230 = !DILocation(line: 15, scope: !226)
!231 = !DILocalVariable(name: "a", arg: 1, scope: !226, file: !3, line: 15, type: !177)
!232 = !DILocalVariable(name: "s", scope: !226, file: !3, line: 16, type: !7)
!233 = !DILocation(line: 16, scope: !226)
!234 = !DILocalVariable(name: "i", scope: !235, file: !3, line: 17, type: !7)
!235 = distinct !DILexicalBlock(scope: !226, file: !3, line: 17)
!236 = !DILocation(line: 17, scope: !235)
!237 = !DILocation(line: 17, scope: !238)
!238 = distinct !DILexicalBlock(scope: !235, file: !3, line: 17)
!239 = distinct !{!239, !236, !236, !128}
!240 = !DILocation(line: 18, scope: !226)
!241 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !242, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!242 = !DISubroutineType(types: !243)
!243 = !{!8, !244, !197, !7}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 32)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!246 = !DILocalVariable(name: "n", arg: 3, scope: !241, file: !3, line: 29, type: !7)
!247 = !DILocation(line: 29, scope: !241)
!248 = !DILocalVariable(name: "b", arg: 2, scope: !241, file: !3, line: 29, type: !197)
!249 = !DILocalVariable(name: "a", arg: 1, scope: !241, file: !3, line: 29, type: !244)
!250 = !DILocalVariable(name: "s", scope: !241, file: !3, line: 30, type: !8)
!251 = !DILocation(line: 30, scope: !241)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 31, type: !7)
!253 = distinct !DILexicalBlock(scope: !241, file: !3, line: 31)
!254 = !DILocation(line: 31, scope: !253)
!255 = !DILocation(line: 31, scope: !256)
!256 = distinct !DILexicalBlock(scope: !253, file: !3, line: 31)
!257 = distinct !{!257, !254, !254, !128}
!258 = !DILocation(line: 32, scope: !241)
!259 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !260, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!260 = !DISubroutineType(types: !261)
!261 = !{!6, !6}
!262 = !DILocalVariable(name: "x", arg: 1, scope: !259, file: !3, line: 48, type: !6)
!263 = !DILocation(line: 48, scope: !259)
!264 = !DILocation(line: 49, scope: !259)
!265 = !DILocation(line: 50, scope: !259)
!266 = !DILocation(line: 51, scope: !259)
!267 = !DILocation(line: 52, scope: !259)
!268 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !269, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!269 = !DISubroutineType(types: !270)
!270 = !{!271, !271, !7}
!271 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!272 = !DILocalVariable(name: "r", arg: 2, scope: !268, file: !3, line: 55, type: !7)
!273 = !DILocation(line: 55, scope: !268)
!274 = !DILocalVariable(name: "x", arg: 1, scope: !268, file: !3, line: 55, type: !271)
!275 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !276, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!276 = !DISubroutineType(types: !277)
!277 = !{!278, !7}
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 32)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!280 = !DILocalVariable(name: "d", arg: 1, scope: !275, file: !3, line: 57, type: !7)
!281 = !DILocation(line: 57, scope: !275)
!282 = !DILocation(line: 58, scope: !275)
!283 = !DILocation(line: 59, scope: !284)
!284 = distinct !DILexicalBlock(scope: !275, file: !3, line: 58)
!285 = !DILocation(line: 60, scope: !284)
!286 = !DILocation(line: 61, scope: !284)
!287 = !DILocation(line: 62, scope: !284)
!288 = !DILocation(line: 63, scope: !284)
!289 = !DILocation(line: 64, scope: !284)
!290 = !DILocation(line: 65, scope: !284)
!291 = !DILocation(line: 66, scope: !284)
!292 = !DILocation(line: 68, scope: !275)
!293 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !294, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!294 = !DISubroutineType(types: !295)
!295 = !{!7, !7}
!296 = !DILocalVariable(name: "x", arg: 1, scope: !293, file: !3, line: 70, type: !7)
!297 = !DILocation(line: 70, scope: !293)
!298 = !DILocation(line: 71, scope: !293)
!299 = !DILocation(line: 72, scope: !300)
!300 = distinct !DILexicalBlock(scope: !293, file: !3, line: 71)
!301 = !DILocation(line: 73, scope: !300)
!302 = !DILocation(line: 74, scope: !300)
!303 = !DILocation(line: 75, scope: !300)
!304 = !DILocation(line: 76, scope: !300)
!305 = !DILocation(line: 77, scope: !300)
!306 = !DILocation(line: 79, scope: !293)
!307 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !3, line: 94, type: !100)
!308 = !DILocation(line: 94, scope: !97)
!309 = !DILocalVariable(name: "r", scope: !97, file: !3, line: 95, type: !100)
!310 = !DILocation(line: 95, scope: !97)
!311 = !DILocalVariable(name: "i", scope: !312, file: !3, line: 97, type: !7)
!312 = distinct !DILexicalBlock(scope: !97, file: !3, line: 97)
!313 = !DILocation(line: 97, scope: !312)
!314 = !DILocation(line: 97, scope: !315)
!315 = distinct !DILexicalBlock(scope: !312, file: !3, line: 97)
!316 = distinct !{!316, !313, !313, !128}
!317 = !DILocation(line: 98, scope: !97)
