; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%union.Pun = type { float }

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
@ib = internal global [256 x i32] zeroinitializer, align 16, !dbg !75
@fa = internal global [256 x float] zeroinitializer, align 16, !dbg !80
@fb = internal global [256 x float] zeroinitializer, align 16, !dbg !83
@da = internal global [256 x double] zeroinitializer, align 16, !dbg !85
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1, !dbg !16
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1, !dbg !21
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1, !dbg !26
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1, !dbg !31
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1, !dbg !36
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1, !dbg !41
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1, !dbg !43
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1, !dbg !48
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 1, !dbg !53
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 1, !dbg !58
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 1, !dbg !60
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 1, !dbg !65
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 1, !dbg !70
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 1, !dbg !88
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 1, !dbg !90
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 1, !dbg !92
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 1, !dbg !94
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 1, !dbg !96
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 1, !dbg !98
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 1, !dbg !100
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 1, !dbg !102
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 1, !dbg !104
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 16, !dbg !109

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !125 {
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
  %11 = alloca half, align 2
  %12 = alloca half, align 2
  %13 = alloca half, align 2
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !128, !DIExpression(), !130)
  store i32 0, ptr %2, align 4, !dbg !130
  br label %16, !dbg !130

16:                                               ; preds = %48, %0
  %17 = load i32, ptr %2, align 4, !dbg !130
  %18 = icmp slt i32 %17, 256, !dbg !130
  br i1 %18, label %19, label %51, !dbg !130

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4, !dbg !131
  %21 = mul nsw i32 %20, 3, !dbg !131
  %22 = sub nsw i32 %21, 100, !dbg !131
  %23 = load i32, ptr %2, align 4, !dbg !131
  %24 = sext i32 %23 to i64, !dbg !131
  %25 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %24, !dbg !131
  store i32 %22, ptr %25, align 4, !dbg !131
  %26 = load i32, ptr %2, align 4, !dbg !134
  %27 = mul nsw i32 %26, 7, !dbg !134
  %28 = and i32 %27, 63, !dbg !134
  %29 = load i32, ptr %2, align 4, !dbg !134
  %30 = sext i32 %29 to i64, !dbg !134
  %31 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %30, !dbg !134
  store i32 %28, ptr %31, align 4, !dbg !134
  %32 = load i32, ptr %2, align 4, !dbg !135
  %33 = sitofp i32 %32 to float, !dbg !135
  %34 = fmul float %33, 5.000000e-01, !dbg !135
  %35 = load i32, ptr %2, align 4, !dbg !135
  %36 = sext i32 %35 to i64, !dbg !135
  %37 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %36, !dbg !135
  store float %34, ptr %37, align 4, !dbg !135
  %38 = load i32, ptr %2, align 4, !dbg !136
  %39 = sext i32 %38 to i64, !dbg !136
  %40 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %39, !dbg !136
  store float 1.000000e+00, ptr %40, align 4, !dbg !136
  %41 = load i32, ptr %2, align 4, !dbg !137
  %42 = add nsw i32 %41, 1, !dbg !137
  %43 = sitofp i32 %42 to double, !dbg !137
  %44 = fdiv double 1.000000e+00, %43, !dbg !137
  %45 = load i32, ptr %2, align 4, !dbg !137
  %46 = sext i32 %45 to i64, !dbg !137
  %47 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %46, !dbg !137
  store double %44, ptr %47, align 8, !dbg !137
  br label %48, !dbg !138

48:                                               ; preds = %19
  %49 = load i32, ptr %2, align 4, !dbg !139
  %50 = add nsw i32 %49, 1, !dbg !139
  store i32 %50, ptr %2, align 4, !dbg !139
  br label %16, !dbg !139, !llvm.loop !140

51:                                               ; preds = %16
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !143
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !144
  %52 = call i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !145
  %53 = zext i8 %52 to i32, !dbg !145
  %54 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !145
  %55 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 noundef %54, i32 noundef %53), !dbg !145
  %56 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !146
  %57 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i64 0, i64 10), align 8, !dbg !146
  %58 = fpext float %57 to double, !dbg !146
  %59 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", double noundef %58, double noundef %56), !dbg !146
    #dbg_declare(ptr %3, !147, !DIExpression(), !160)
  store float -1.500000e+00, ptr %3, align 4, !dbg !161
  %60 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0, !dbg !162
  %61 = load i8, ptr %60, align 4, !dbg !162
  %62 = zext i8 %61 to i32, !dbg !162
  %63 = load i32, ptr %3, align 4, !dbg !162
  %64 = and i32 %63, 8388607, !dbg !162
  %65 = load i32, ptr %3, align 4, !dbg !162
  %66 = lshr i32 %65, 23, !dbg !162
  %67 = and i32 %66, 255, !dbg !162
  %68 = load i32, ptr %3, align 4, !dbg !162
  %69 = lshr i32 %68, 31, !dbg !162
  %70 = load i32, ptr %3, align 4, !dbg !162
  %71 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 noundef %70, i32 noundef %69, i32 noundef %67, i32 noundef %64, i32 noundef %62), !dbg !162
    #dbg_declare(ptr %4, !163, !DIExpression(), !164)
  store i32 -267534609, ptr %4, align 4, !dbg !164
  %72 = load i32, ptr %4, align 4, !dbg !165
  %73 = call i32 @llvm.bswap.i32(i32 %72), !dbg !165
  %74 = load i32, ptr %4, align 4, !dbg !165
  %75 = and i32 %74, -2, !dbg !165
  %76 = call i32 @llvm.cttz.i32(i32 %75, i1 true), !dbg !165
  %77 = load i32, ptr %4, align 4, !dbg !165
  %78 = lshr i32 %77, 4, !dbg !165
  %79 = call i32 @llvm.ctlz.i32(i32 %78, i1 true), !dbg !165
  %80 = load i32, ptr %4, align 4, !dbg !165
  %81 = call i32 @llvm.ctpop.i32(i32 %80), !dbg !165
  %82 = load i32, ptr %4, align 4, !dbg !165
  %83 = call i32 @popcnt_manual(i32 noundef %82), !dbg !165
  %84 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 noundef %83, i32 noundef %81, i32 noundef %79, i32 noundef %76, i32 noundef %73), !dbg !165
  %85 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !166
  %86 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 noundef %85), !dbg !166
  %87 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !167
    #dbg_declare(ptr %5, !168, !DIExpression(), !170)
  store i32 -1, ptr %5, align 4, !dbg !170
  br label %88, !dbg !170

88:                                               ; preds = %95, %51
  %89 = load i32, ptr %5, align 4, !dbg !170
  %90 = icmp sle i32 %89, 7, !dbg !170
  br i1 %90, label %91, label %98, !dbg !170

91:                                               ; preds = %88
  %92 = load i32, ptr %5, align 4, !dbg !171
  %93 = call ptr @day_name(i32 noundef %92), !dbg !171
  %94 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef %93), !dbg !171
  br label %95, !dbg !171

95:                                               ; preds = %91
  %96 = load i32, ptr %5, align 4, !dbg !171
  %97 = add nsw i32 %96, 1, !dbg !171
  store i32 %97, ptr %5, align 4, !dbg !171
  br label %88, !dbg !171, !llvm.loop !173

98:                                               ; preds = %88
  %99 = call i32 @sparse(i32 noundef -3), !dbg !174
  %100 = call i32 @sparse(i32 noundef 2147483647), !dbg !174
  %101 = call i32 @sparse(i32 noundef 100000), !dbg !174
  %102 = call i32 @sparse(i32 noundef 78), !dbg !174
  %103 = call i32 @sparse(i32 noundef 7), !dbg !174
  %104 = call i32 @sparse(i32 noundef -1000), !dbg !174
  %105 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %104, i32 noundef %103, i32 noundef %102, i32 noundef %101, i32 noundef %100, i32 noundef %99), !dbg !174
    #dbg_declare(ptr %6, !175, !DIExpression(), !176)
  %106 = call <2 x i64> @mul128(i64 noundef -1, i64 noundef -1), !dbg !176
  store <2 x i64> %106, ptr %7, align 16, !dbg !176
  %107 = load i128, ptr %7, align 16, !dbg !176
  store i128 %107, ptr %6, align 16, !dbg !176
    #dbg_declare(ptr %8, !177, !DIExpression(), !178)
  %108 = load i128, ptr %6, align 16, !dbg !178
  %109 = sub nsw i128 0, %108, !dbg !178
  %110 = sdiv i128 %109, 3, !dbg !178
  store i128 %110, ptr %8, align 16, !dbg !178
  %111 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05GMENPDLI@u128?5?$AA@"), !dbg !179
  %112 = load i128, ptr %6, align 16, !dbg !180
  store i128 %112, ptr %9, align 16, !dbg !180
  call void @print_u128(ptr noundef %9), !dbg !180
  %113 = load i128, ptr %8, align 16, !dbg !181
  %114 = trunc i128 %113 to i64, !dbg !181
  %115 = load i128, ptr %6, align 16, !dbg !181
  %116 = lshr i128 %115, 64, !dbg !181
  %117 = trunc i128 %116 to i64, !dbg !181
  %118 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 noundef %117, i64 noundef %114), !dbg !181
    #dbg_declare(ptr %10, !182, !DIExpression(), !183)
  %119 = call double @ld_poly(double noundef 2.500000e-01), !dbg !183
  store double %119, ptr %10, align 8, !dbg !183
  %120 = load double, ptr %10, align 8, !dbg !184
  %121 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", double noundef %120, i32 noundef 8), !dbg !184
    #dbg_declare(ptr %11, !185, !DIExpression(), !186)
  store half 0xH3E00, ptr %11, align 2, !dbg !186
    #dbg_declare(ptr %12, !187, !DIExpression(), !186)
  store half 0xH3400, ptr %12, align 2, !dbg !186
    #dbg_declare(ptr %13, !188, !DIExpression(), !189)
  %122 = load half, ptr %11, align 2, !dbg !189
  %123 = fpext half %122 to float, !dbg !189
  %124 = load half, ptr %12, align 2, !dbg !189
  %125 = fpext half %124 to float, !dbg !189
  %126 = call float @llvm.fmuladd.f32(float %123, float %125, float 2.000000e+00), !dbg !189
  %127 = fptrunc float %126 to half, !dbg !189
  store half %127, ptr %13, align 2, !dbg !189
  %128 = load half, ptr %13, align 2, !dbg !190
  %129 = fpext half %128 to double, !dbg !190
  %130 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", double noundef %129), !dbg !190
    #dbg_declare(ptr %14, !191, !DIExpression(), !192)
  store float 0x7FF8000000000000, ptr %14, align 4, !dbg !192
    #dbg_declare(ptr %15, !193, !DIExpression(), !192)
  store float 0x7FF0000000000000, ptr %15, align 4, !dbg !192
  %131 = load float, ptr %15, align 4, !dbg !194
  %132 = fcmp ogt float %131, 0x47D2CED320000000, !dbg !194
  %133 = zext i1 %132 to i32, !dbg !194
  %134 = load float, ptr %14, align 4, !dbg !194
  %135 = load float, ptr %14, align 4, !dbg !194
  %136 = fcmp une float %134, %135, !dbg !194
  %137 = zext i1 %136 to i32, !dbg !194
  %138 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %137, i32 noundef %133, i32 noundef 1), !dbg !194
  ret i32 0, !dbg !195
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !196 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !204, !DIExpression(), !205)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !206, !DIExpression(), !205)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !207, !DIExpression(), !205)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !208, !DIExpression(), !205)
    #dbg_declare(ptr %9, !209, !DIExpression(), !211)
  store i32 0, ptr %9, align 4, !dbg !211
  br label %10, !dbg !211

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4, !dbg !211
  %12 = load i32, ptr %5, align 4, !dbg !211
  %13 = icmp slt i32 %11, %12, !dbg !211
  br i1 %13, label %14, label %36, !dbg !211

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 8, !dbg !212
  %16 = load i32, ptr %9, align 4, !dbg !212
  %17 = sext i32 %16 to i64, !dbg !212
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !212
  %19 = load i32, ptr %18, align 4, !dbg !212
  %20 = load i32, ptr %6, align 4, !dbg !212
  %21 = mul nsw i32 %19, %20, !dbg !212
  %22 = load ptr, ptr %7, align 8, !dbg !212
  %23 = load i32, ptr %9, align 4, !dbg !212
  %24 = sext i32 %23 to i64, !dbg !212
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !212
  %26 = load i32, ptr %25, align 4, !dbg !212
  %27 = ashr i32 %26, 1, !dbg !212
  %28 = add nsw i32 %21, %27, !dbg !212
  %29 = load ptr, ptr %8, align 8, !dbg !212
  %30 = load i32, ptr %9, align 4, !dbg !212
  %31 = sext i32 %30 to i64, !dbg !212
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !212
  store i32 %28, ptr %32, align 4, !dbg !212
  br label %33, !dbg !212

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4, !dbg !212
  %35 = add nsw i32 %34, 1, !dbg !212
  store i32 %35, ptr %9, align 4, !dbg !212
  br label %10, !dbg !212, !llvm.loop !214

36:                                               ; preds = %10
  ret void, !dbg !215
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !216 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !224, !DIExpression(), !225)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !226, !DIExpression(), !225)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !227, !DIExpression(), !225)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !228, !DIExpression(), !225)
    #dbg_declare(ptr %9, !229, !DIExpression(), !231)
  store i32 0, ptr %9, align 4, !dbg !231
  br label %10, !dbg !231

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4, !dbg !231
  %12 = load i32, ptr %5, align 4, !dbg !231
  %13 = icmp slt i32 %11, %12, !dbg !231
  br i1 %13, label %14, label %34, !dbg !231

14:                                               ; preds = %10
  %15 = load float, ptr %6, align 4, !dbg !232
  %16 = load ptr, ptr %7, align 8, !dbg !232
  %17 = load i32, ptr %9, align 4, !dbg !232
  %18 = sext i32 %17 to i64, !dbg !232
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !232
  %20 = load float, ptr %19, align 4, !dbg !232
  %21 = load ptr, ptr %8, align 8, !dbg !232
  %22 = load i32, ptr %9, align 4, !dbg !232
  %23 = sext i32 %22 to i64, !dbg !232
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !232
  %25 = load float, ptr %24, align 4, !dbg !232
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !232
  %27 = load ptr, ptr %8, align 8, !dbg !232
  %28 = load i32, ptr %9, align 4, !dbg !232
  %29 = sext i32 %28 to i64, !dbg !232
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !232
  store float %26, ptr %30, align 4, !dbg !232
  br label %31, !dbg !232

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4, !dbg !232
  %33 = add nsw i32 %32, 1, !dbg !232
  store i32 %33, ptr %9, align 4, !dbg !232
  br label %10, !dbg !232, !llvm.loop !234

34:                                               ; preds = %10
  ret void, !dbg !235
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !236 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !239, !DIExpression(), !240)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !241, !DIExpression(), !240)
    #dbg_declare(ptr %5, !242, !DIExpression(), !243)
  store i32 0, ptr %5, align 4, !dbg !243
    #dbg_declare(ptr %6, !244, !DIExpression(), !246)
  store i32 0, ptr %6, align 4, !dbg !246
  br label %7, !dbg !246

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4, !dbg !246
  %9 = load i32, ptr %3, align 4, !dbg !246
  %10 = icmp slt i32 %8, %9, !dbg !246
  br i1 %10, label %11, label %32, !dbg !246

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8, !dbg !247
  %13 = load i32, ptr %6, align 4, !dbg !247
  %14 = sext i32 %13 to i64, !dbg !247
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !247
  %16 = load i32, ptr %15, align 4, !dbg !247
  %17 = load i32, ptr %5, align 4, !dbg !247
  %18 = icmp sgt i32 %16, %17, !dbg !247
  br i1 %18, label %19, label %25, !dbg !247

19:                                               ; preds = %11
  %20 = load ptr, ptr %4, align 8, !dbg !247
  %21 = load i32, ptr %6, align 4, !dbg !247
  %22 = sext i32 %21 to i64, !dbg !247
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !247
  %24 = load i32, ptr %23, align 4, !dbg !247
  br label %27, !dbg !247

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !247
  br label %27, !dbg !247

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !247
  store i32 %28, ptr %5, align 4, !dbg !247
  br label %29, !dbg !247

29:                                               ; preds = %27
  %30 = load i32, ptr %6, align 4, !dbg !247
  %31 = add nsw i32 %30, 1, !dbg !247
  store i32 %31, ptr %6, align 4, !dbg !247
  br label %7, !dbg !247, !llvm.loop !249

32:                                               ; preds = %7
  %33 = load i32, ptr %5, align 4, !dbg !250
  %34 = icmp sgt i32 %33, 255, !dbg !250
  br i1 %34, label %35, label %36, !dbg !250

35:                                               ; preds = %32
  br label %38, !dbg !250

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4, !dbg !250
  br label %38, !dbg !250

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !250
  %40 = trunc i32 %39 to i8, !dbg !250
  ret i8 %40, !dbg !250
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !251 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !254, !DIExpression(), !255)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !256, !DIExpression(), !255)
    #dbg_declare(ptr %5, !257, !DIExpression(), !258)
  store i32 0, ptr %5, align 4, !dbg !258
    #dbg_declare(ptr %6, !259, !DIExpression(), !261)
  store i32 0, ptr %6, align 4, !dbg !261
  br label %7, !dbg !261

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !261
  %9 = load i32, ptr %3, align 4, !dbg !261
  %10 = icmp slt i32 %8, %9, !dbg !261
  br i1 %10, label %11, label %22, !dbg !261

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8, !dbg !262
  %13 = load i32, ptr %6, align 4, !dbg !262
  %14 = sext i32 %13 to i64, !dbg !262
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !262
  %16 = load i32, ptr %15, align 4, !dbg !262
  %17 = load i32, ptr %5, align 4, !dbg !262
  %18 = add nsw i32 %17, %16, !dbg !262
  store i32 %18, ptr %5, align 4, !dbg !262
  br label %19, !dbg !262

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !262
  %21 = add nsw i32 %20, 1, !dbg !262
  store i32 %21, ptr %6, align 4, !dbg !262
  br label %7, !dbg !262, !llvm.loop !264

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !265
  ret i32 %23, !dbg !265
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !266 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !271, !DIExpression(), !272)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !273, !DIExpression(), !272)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !274, !DIExpression(), !272)
    #dbg_declare(ptr %7, !275, !DIExpression(), !276)
  store double 0.000000e+00, ptr %7, align 8, !dbg !276
    #dbg_declare(ptr %8, !277, !DIExpression(), !279)
  store i32 0, ptr %8, align 4, !dbg !279
  br label %9, !dbg !279

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4, !dbg !279
  %11 = load i32, ptr %4, align 4, !dbg !279
  %12 = icmp slt i32 %10, %11, !dbg !279
  br i1 %12, label %13, label %30, !dbg !279

13:                                               ; preds = %9
  %14 = load ptr, ptr %6, align 8, !dbg !280
  %15 = load i32, ptr %8, align 4, !dbg !280
  %16 = sext i32 %15 to i64, !dbg !280
  %17 = getelementptr inbounds double, ptr %14, i64 %16, !dbg !280
  %18 = load double, ptr %17, align 8, !dbg !280
  %19 = load ptr, ptr %5, align 8, !dbg !280
  %20 = load i32, ptr %8, align 4, !dbg !280
  %21 = sext i32 %20 to i64, !dbg !280
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !280
  %23 = load float, ptr %22, align 4, !dbg !280
  %24 = fpext float %23 to double, !dbg !280
  %25 = load double, ptr %7, align 8, !dbg !280
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !280
  store double %26, ptr %7, align 8, !dbg !280
  br label %27, !dbg !280

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4, !dbg !280
  %29 = add nsw i32 %28, 1, !dbg !280
  store i32 %29, ptr %8, align 4, !dbg !280
  br label %9, !dbg !280, !llvm.loop !282

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8, !dbg !283
  ret double %31, !dbg !283
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !284 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !287, !DIExpression(), !288)
  %3 = load i32, ptr %2, align 4, !dbg !289
  %4 = load i32, ptr %2, align 4, !dbg !289
  %5 = lshr i32 %4, 1, !dbg !289
  %6 = and i32 %5, 1431655765, !dbg !289
  %7 = sub i32 %3, %6, !dbg !289
  store i32 %7, ptr %2, align 4, !dbg !289
  %8 = load i32, ptr %2, align 4, !dbg !290
  %9 = and i32 %8, 858993459, !dbg !290
  %10 = load i32, ptr %2, align 4, !dbg !290
  %11 = lshr i32 %10, 2, !dbg !290
  %12 = and i32 %11, 858993459, !dbg !290
  %13 = add i32 %9, %12, !dbg !290
  store i32 %13, ptr %2, align 4, !dbg !290
  %14 = load i32, ptr %2, align 4, !dbg !291
  %15 = load i32, ptr %2, align 4, !dbg !291
  %16 = lshr i32 %15, 4, !dbg !291
  %17 = add i32 %14, %16, !dbg !291
  %18 = and i32 %17, 252645135, !dbg !291
  store i32 %18, ptr %2, align 4, !dbg !291
  %19 = load i32, ptr %2, align 4, !dbg !292
  %20 = mul i32 %19, 16843009, !dbg !292
  %21 = lshr i32 %20, 24, !dbg !292
  ret i32 %21, !dbg !292
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !293 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !296, !DIExpression(), !297)
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !298, !DIExpression(), !297)
  %5 = load i64, ptr %4, align 8, !dbg !297
  %6 = load i32, ptr %3, align 4, !dbg !297
  %7 = zext i32 %6 to i64, !dbg !297
  %8 = shl i64 %5, %7, !dbg !297
  %9 = load i64, ptr %4, align 8, !dbg !297
  %10 = load i32, ptr %3, align 4, !dbg !297
  %11 = sub nsw i32 64, %10, !dbg !297
  %12 = zext i32 %11 to i64, !dbg !297
  %13 = lshr i64 %9, %12, !dbg !297
  %14 = or i64 %8, %13, !dbg !297
  ret i64 %14, !dbg !297
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef %0) #1 !dbg !299 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !304, !DIExpression(), !305)
  %4 = load i32, ptr %3, align 4, !dbg !306
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !306

5:                                                ; preds = %1
  store ptr @"??_C@_03OHFMDAD@sun?$AA@", ptr %2, align 8, !dbg !307
  br label %13, !dbg !307

6:                                                ; preds = %1
  store ptr @"??_C@_03KPACMFAJ@mon?$AA@", ptr %2, align 8, !dbg !309
  br label %13, !dbg !309

7:                                                ; preds = %1
  store ptr @"??_C@_03HAFGCCHB@tue?$AA@", ptr %2, align 8, !dbg !310
  br label %13, !dbg !310

8:                                                ; preds = %1
  store ptr @"??_C@_03GHNOBPKO@wed?$AA@", ptr %2, align 8, !dbg !311
  br label %13, !dbg !311

9:                                                ; preds = %1
  store ptr @"??_C@_03COGKAAAD@thu?$AA@", ptr %2, align 8, !dbg !312
  br label %13, !dbg !312

10:                                               ; preds = %1
  store ptr @"??_C@_03CDLMOEOM@fri?$AA@", ptr %2, align 8, !dbg !313
  br label %13, !dbg !313

11:                                               ; preds = %1
  store ptr @"??_C@_03KFHHDCHE@sat?$AA@", ptr %2, align 8, !dbg !314
  br label %13, !dbg !314

12:                                               ; preds = %1
  store ptr @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", ptr %2, align 8, !dbg !315
  br label %13, !dbg !315

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8, !dbg !316
  ret ptr %14, !dbg !316
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #1 !dbg !317 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !320, !DIExpression(), !321)
  %4 = load i32, ptr %3, align 4, !dbg !322
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !322

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !323
  br label %15, !dbg !323

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !325
  br label %15, !dbg !325

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !326
  br label %15, !dbg !326

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !327
  br label %15, !dbg !327

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !328
  br label %15, !dbg !328

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !329
  %12 = icmp slt i32 %11, 0, !dbg !329
  %13 = zext i1 %12 to i64, !dbg !329
  %14 = select i1 %12, i32 -1, i32 0, !dbg !329
  store i32 %14, ptr %2, align 4, !dbg !329
  br label %15, !dbg !329

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !330
  ret i32 %16, !dbg !330
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mul128(i64 noundef %0, i64 noundef %1) #4 !dbg !331 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !334, !DIExpression(), !335)
  store i64 %0, ptr %5, align 8
    #dbg_declare(ptr %5, !336, !DIExpression(), !335)
  %6 = load i64, ptr %5, align 8, !dbg !337
  %7 = zext i64 %6 to i128, !dbg !337
  %8 = load i64, ptr %4, align 8, !dbg !337
  %9 = zext i64 %8 to i128, !dbg !337
  %10 = mul i128 %7, %9, !dbg !337
  store i128 %10, ptr %3, align 16, !dbg !337
  %11 = load <2 x i64>, ptr %3, align 16, !dbg !337
  ret <2 x i64> %11, !dbg !337
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(ptr noundef %0) #5 !dbg !338 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
    #dbg_declare(ptr %2, !341, !DIExpression(), !342)
    #dbg_declare(ptr %3, !343, !DIExpression(), !347)
    #dbg_declare(ptr %4, !348, !DIExpression(), !349)
  store i32 47, ptr %4, align 4, !dbg !349
  %6 = load i32, ptr %4, align 4, !dbg !350
  %7 = sext i32 %6 to i64, !dbg !350
  %8 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %7, !dbg !350
  store i8 0, ptr %8, align 1, !dbg !350
  br label %9, !dbg !351

9:                                                ; preds = %21, %1
  %10 = load i128, ptr %2, align 16, !dbg !352
  %11 = urem i128 %10, 10, !dbg !352
  %12 = trunc i128 %11 to i32, !dbg !352
  %13 = add nsw i32 48, %12, !dbg !352
  %14 = trunc i32 %13 to i8, !dbg !352
  %15 = load i32, ptr %4, align 4, !dbg !352
  %16 = add nsw i32 %15, -1, !dbg !352
  store i32 %16, ptr %4, align 4, !dbg !352
  %17 = sext i32 %16 to i64, !dbg !352
  %18 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %17, !dbg !352
  store i8 %14, ptr %18, align 1, !dbg !352
  %19 = load i128, ptr %2, align 16, !dbg !352
  %20 = udiv i128 %19, 10, !dbg !352
  store i128 %20, ptr %2, align 16, !dbg !352
  br label %21, !dbg !352

21:                                               ; preds = %9
  %22 = load i128, ptr %2, align 16, !dbg !352
  %23 = icmp ne i128 %22, 0, !dbg !352
  br i1 %23, label %9, label %24, !dbg !352, !llvm.loop !354

24:                                               ; preds = %21
  %25 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0, !dbg !355
  %26 = load i32, ptr %4, align 4, !dbg !355
  %27 = sext i32 %26 to i64, !dbg !355
  %28 = getelementptr inbounds i8, ptr %25, i64 %27, !dbg !355
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_02DKCKIIND@?$CFs?$AA@", ptr noundef %28), !dbg !355
  ret void, !dbg !356
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_poly(double noundef %0) #1 !dbg !111 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !357, !DIExpression(), !358)
    #dbg_declare(ptr %3, !359, !DIExpression(), !360)
  store double 0.000000e+00, ptr %3, align 8, !dbg !360
    #dbg_declare(ptr %4, !361, !DIExpression(), !363)
  store i32 3, ptr %4, align 4, !dbg !363
  br label %5, !dbg !363

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4, !dbg !363
  %7 = icmp sge i32 %6, 0, !dbg !363
  br i1 %7, label %8, label %19, !dbg !363

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 8, !dbg !364
  %10 = load double, ptr %2, align 8, !dbg !364
  %11 = load i32, ptr %4, align 4, !dbg !364
  %12 = sext i32 %11 to i64, !dbg !364
  %13 = getelementptr inbounds [4 x double], ptr @ld_poly.c, i64 0, i64 %12, !dbg !364
  %14 = load double, ptr %13, align 8, !dbg !364
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14), !dbg !364
  store double %15, ptr %3, align 8, !dbg !364
  br label %16, !dbg !364

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4, !dbg !364
  %18 = add nsw i32 %17, -1, !dbg !364
  store i32 %18, ptr %4, align 4, !dbg !364
  br label %5, !dbg !364, !llvm.loop !366

19:                                               ; preds = %5
  %20 = load double, ptr %3, align 8, !dbg !367
  ret double %20, !dbg !367
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !77, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
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
!15 = !{!16, !21, !26, !31, !36, !41, !43, !48, !53, !58, !60, !65, !70, !0, !75, !80, !83, !85, !88, !90, !92, !94, !96, !98, !100, !102, !104, !109}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 120, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 15)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 22)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 344, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 43)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 168, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 4)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 216, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 27)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 48, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 6)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !23, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 17)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 11)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 144, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 18)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 8192, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 256)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !78)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16384, elements: !78)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !45, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !45, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !45, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !45, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !45, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !45, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !45, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !45, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 24, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 3)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "c", scope: !111, file: !3, line: 96, type: !116, isLocal: true, isDefinition: true)
!111 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !112, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !114}
!114 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!115 = !{}
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 256, elements: !46)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!118 = !{i32 2, !"CodeView", i32 1}
!119 = !{i32 2, !"Debug Info Version", i32 3}
!120 = !{i32 1, !"wchar_size", i32 2}
!121 = !{i32 8, !"PIC Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 1, !"MaxTLSAlign", i32 65536}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !126, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!126 = !DISubroutineType(types: !127)
!127 = !{!9}
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 102, type: !9)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 102)
!130 = !DILocation(line: 102, scope: !129)
!131 = !DILocation(line: 103, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 102)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 102)
!134 = !DILocation(line: 104, scope: !132)
!135 = !DILocation(line: 105, scope: !132)
!136 = !DILocation(line: 106, scope: !132)
!137 = !DILocation(line: 107, scope: !132)
!138 = !DILocation(line: 108, scope: !132)
!139 = !DILocation(line: 102, scope: !133)
!140 = distinct !{!140, !130, !141, !142}
!141 = !DILocation(line: 108, scope: !129)
!142 = !{!"llvm.loop.mustprogress"}
!143 = !DILocation(line: 109, scope: !125)
!144 = !DILocation(line: 110, scope: !125)
!145 = !DILocation(line: 111, scope: !125)
!146 = !DILocation(line: 112, scope: !125)
!147 = !DILocalVariable(name: "p", scope: !125, file: !3, line: 114, type: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !149)
!149 = !{!150, !151, !152, !154, !159}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !148, file: !3, line: 42, baseType: !5, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !148, file: !3, line: 43, baseType: !6, size: 32)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !148, file: !3, line: 44, baseType: !153, size: 32)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !148, file: !3, line: 45, size: 32, elements: !155)
!155 = !{!156, !157, !158}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !154, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !154, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !154, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !148, file: !3, line: 45, baseType: !154, size: 32)
!160 = !DILocation(line: 114, scope: !125)
!161 = !DILocation(line: 115, scope: !125)
!162 = !DILocation(line: 116, scope: !125)
!163 = !DILocalVariable(name: "x", scope: !125, file: !3, line: 117, type: !6)
!164 = !DILocation(line: 117, scope: !125)
!165 = !DILocation(line: 118, scope: !125)
!166 = !DILocation(line: 120, scope: !125)
!167 = !DILocation(line: 121, scope: !125)
!168 = !DILocalVariable(name: "d", scope: !169, file: !3, line: 123, type: !9)
!169 = distinct !DILexicalBlock(scope: !125, file: !3, line: 123)
!170 = !DILocation(line: 123, scope: !169)
!171 = !DILocation(line: 123, scope: !172)
!172 = distinct !DILexicalBlock(scope: !169, file: !3, line: 123)
!173 = distinct !{!173, !170, !170, !142}
!174 = !DILocation(line: 124, scope: !125)
!175 = !DILocalVariable(name: "big", scope: !125, file: !3, line: 128, type: !13)
!176 = !DILocation(line: 128, scope: !125)
!177 = !DILocalVariable(name: "neg", scope: !125, file: !3, line: 129, type: !7)
!178 = !DILocation(line: 129, scope: !125)
!179 = !DILocation(line: 130, scope: !125)
!180 = !DILocation(line: 131, scope: !125)
!181 = !DILocation(line: 132, scope: !125)
!182 = !DILocalVariable(name: "ld", scope: !125, file: !3, line: 137, type: !114)
!183 = !DILocation(line: 137, scope: !125)
!184 = !DILocation(line: 138, scope: !125)
!185 = !DILocalVariable(name: "h", scope: !125, file: !3, line: 141, type: !11)
!186 = !DILocation(line: 141, scope: !125)
!187 = !DILocalVariable(name: "h2", scope: !125, file: !3, line: 141, type: !11)
!188 = !DILocalVariable(name: "hs", scope: !125, file: !3, line: 142, type: !11)
!189 = !DILocation(line: 142, scope: !125)
!190 = !DILocation(line: 143, scope: !125)
!191 = !DILocalVariable(name: "nan", scope: !125, file: !3, line: 147, type: !5)
!192 = !DILocation(line: 147, scope: !125)
!193 = !DILocalVariable(name: "inf", scope: !125, file: !3, line: 147, type: !5)
!194 = !DILocation(line: 148, scope: !125)
!195 = !DILocation(line: 149, scope: !125)
!196 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !197, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199, !201, !9, !9}
!199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!204 = !DILocalVariable(name: "n", arg: 4, scope: !196, file: !3, line: 25, type: !9)
!205 = !DILocation(line: 25, scope: !196)
!206 = !DILocalVariable(name: "k", arg: 3, scope: !196, file: !3, line: 25, type: !9)
!207 = !DILocalVariable(name: "src", arg: 2, scope: !196, file: !3, line: 25, type: !201)
!208 = !DILocalVariable(name: "dst", arg: 1, scope: !196, file: !3, line: 25, type: !199)
!209 = !DILocalVariable(name: "i", scope: !210, file: !3, line: 26, type: !9)
!210 = distinct !DILexicalBlock(scope: !196, file: !3, line: 26)
!211 = !DILocation(line: 26, scope: !210)
!212 = !DILocation(line: 26, scope: !213)
!213 = distinct !DILexicalBlock(scope: !210, file: !3, line: 26)
!214 = distinct !{!214, !211, !211, !142}
!215 = !DILocation(line: 27, scope: !196)
!216 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !217, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !219, !221, !5, !9}
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!224 = !DILocalVariable(name: "n", arg: 4, scope: !216, file: !3, line: 21, type: !9)
!225 = !DILocation(line: 21, scope: !216)
!226 = !DILocalVariable(name: "k", arg: 3, scope: !216, file: !3, line: 21, type: !5)
!227 = !DILocalVariable(name: "x", arg: 2, scope: !216, file: !3, line: 21, type: !221)
!228 = !DILocalVariable(name: "y", arg: 1, scope: !216, file: !3, line: 21, type: !219)
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 22, type: !9)
!230 = distinct !DILexicalBlock(scope: !216, file: !3, line: 22)
!231 = !DILocation(line: 22, scope: !230)
!232 = !DILocation(line: 22, scope: !233)
!233 = distinct !DILexicalBlock(scope: !230, file: !3, line: 22)
!234 = distinct !{!234, !231, !231, !142}
!235 = !DILocation(line: 23, scope: !216)
!236 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !237, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!237 = !DISubroutineType(types: !238)
!238 = !{!12, !202, !9}
!239 = !DILocalVariable(name: "n", arg: 2, scope: !236, file: !3, line: 35, type: !9)
!240 = !DILocation(line: 35, scope: !236)
!241 = !DILocalVariable(name: "a", arg: 1, scope: !236, file: !3, line: 35, type: !202)
!242 = !DILocalVariable(name: "m", scope: !236, file: !3, line: 36, type: !9)
!243 = !DILocation(line: 36, scope: !236)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 37, type: !9)
!245 = distinct !DILexicalBlock(scope: !236, file: !3, line: 37)
!246 = !DILocation(line: 37, scope: !245)
!247 = !DILocation(line: 37, scope: !248)
!248 = distinct !DILexicalBlock(scope: !245, file: !3, line: 37)
!249 = distinct !{!249, !246, !246, !142}
!250 = !DILocation(line: 38, scope: !236)
!251 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !252, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!252 = !DISubroutineType(types: !253)
!253 = !{!9, !202, !9}
!254 = !DILocalVariable(name: "n", arg: 2, scope: !251, file: !3, line: 15, type: !9)
!255 = !DILocation(line: 15, scope: !251)
!256 = !DILocalVariable(name: "a", arg: 1, scope: !251, file: !3, line: 15, type: !202)
!257 = !DILocalVariable(name: "s", scope: !251, file: !3, line: 16, type: !9)
!258 = !DILocation(line: 16, scope: !251)
!259 = !DILocalVariable(name: "i", scope: !260, file: !3, line: 17, type: !9)
!260 = distinct !DILexicalBlock(scope: !251, file: !3, line: 17)
!261 = !DILocation(line: 17, scope: !260)
!262 = !DILocation(line: 17, scope: !263)
!263 = distinct !DILexicalBlock(scope: !260, file: !3, line: 17)
!264 = distinct !{!264, !261, !261, !142}
!265 = !DILocation(line: 18, scope: !251)
!266 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !267, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!267 = !DISubroutineType(types: !268)
!268 = !{!10, !269, !222, !9}
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!271 = !DILocalVariable(name: "n", arg: 3, scope: !266, file: !3, line: 29, type: !9)
!272 = !DILocation(line: 29, scope: !266)
!273 = !DILocalVariable(name: "b", arg: 2, scope: !266, file: !3, line: 29, type: !222)
!274 = !DILocalVariable(name: "a", arg: 1, scope: !266, file: !3, line: 29, type: !269)
!275 = !DILocalVariable(name: "s", scope: !266, file: !3, line: 30, type: !10)
!276 = !DILocation(line: 30, scope: !266)
!277 = !DILocalVariable(name: "i", scope: !278, file: !3, line: 31, type: !9)
!278 = distinct !DILexicalBlock(scope: !266, file: !3, line: 31)
!279 = !DILocation(line: 31, scope: !278)
!280 = !DILocation(line: 31, scope: !281)
!281 = distinct !DILexicalBlock(scope: !278, file: !3, line: 31)
!282 = distinct !{!282, !279, !279, !142}
!283 = !DILocation(line: 32, scope: !266)
!284 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !285, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!285 = !DISubroutineType(types: !286)
!286 = !{!6, !6}
!287 = !DILocalVariable(name: "x", arg: 1, scope: !284, file: !3, line: 48, type: !6)
!288 = !DILocation(line: 48, scope: !284)
!289 = !DILocation(line: 49, scope: !284)
!290 = !DILocation(line: 50, scope: !284)
!291 = !DILocation(line: 51, scope: !284)
!292 = !DILocation(line: 52, scope: !284)
!293 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !294, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!294 = !DISubroutineType(types: !295)
!295 = !{!8, !8, !9}
!296 = !DILocalVariable(name: "r", arg: 2, scope: !293, file: !3, line: 55, type: !9)
!297 = !DILocation(line: 55, scope: !293)
!298 = !DILocalVariable(name: "x", arg: 1, scope: !293, file: !3, line: 55, type: !8)
!299 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !300, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!300 = !DISubroutineType(types: !301)
!301 = !{!302, !9}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!304 = !DILocalVariable(name: "d", arg: 1, scope: !299, file: !3, line: 57, type: !9)
!305 = !DILocation(line: 57, scope: !299)
!306 = !DILocation(line: 58, scope: !299)
!307 = !DILocation(line: 59, scope: !308)
!308 = distinct !DILexicalBlock(scope: !299, file: !3, line: 58)
!309 = !DILocation(line: 60, scope: !308)
!310 = !DILocation(line: 61, scope: !308)
!311 = !DILocation(line: 62, scope: !308)
!312 = !DILocation(line: 63, scope: !308)
!313 = !DILocation(line: 64, scope: !308)
!314 = !DILocation(line: 65, scope: !308)
!315 = !DILocation(line: 66, scope: !308)
!316 = !DILocation(line: 68, scope: !299)
!317 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !318, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!318 = !DISubroutineType(types: !319)
!319 = !{!9, !9}
!320 = !DILocalVariable(name: "x", arg: 1, scope: !317, file: !3, line: 70, type: !9)
!321 = !DILocation(line: 70, scope: !317)
!322 = !DILocation(line: 71, scope: !317)
!323 = !DILocation(line: 72, scope: !324)
!324 = distinct !DILexicalBlock(scope: !317, file: !3, line: 71)
!325 = !DILocation(line: 73, scope: !324)
!326 = !DILocation(line: 74, scope: !324)
!327 = !DILocation(line: 75, scope: !324)
!328 = !DILocation(line: 76, scope: !324)
!329 = !DILocation(line: 77, scope: !324)
!330 = !DILocation(line: 79, scope: !317)
!331 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !332, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!332 = !DISubroutineType(types: !333)
!333 = !{!13, !8, !8}
!334 = !DILocalVariable(name: "b", arg: 2, scope: !331, file: !3, line: 82, type: !8)
!335 = !DILocation(line: 82, scope: !331)
!336 = !DILocalVariable(name: "a", arg: 1, scope: !331, file: !3, line: 82, type: !8)
!337 = !DILocation(line: 83, scope: !331)
!338 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !339, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !13}
!341 = !DILocalVariable(name: "v", arg: 1, scope: !338, file: !3, line: 85, type: !13)
!342 = !DILocation(line: 85, scope: !338)
!343 = !DILocalVariable(name: "buf", scope: !338, file: !3, line: 86, type: !344)
!344 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !345)
!345 = !{!346}
!346 = !DISubrange(count: 48)
!347 = !DILocation(line: 86, scope: !338)
!348 = !DILocalVariable(name: "i", scope: !338, file: !3, line: 87, type: !9)
!349 = !DILocation(line: 87, scope: !338)
!350 = !DILocation(line: 88, scope: !338)
!351 = !DILocation(line: 89, scope: !338)
!352 = !DILocation(line: 89, scope: !353)
!353 = distinct !DILexicalBlock(scope: !338, file: !3, line: 89)
!354 = distinct !{!354, !351, !351, !142}
!355 = !DILocation(line: 90, scope: !338)
!356 = !DILocation(line: 91, scope: !338)
!357 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 94, type: !114)
!358 = !DILocation(line: 94, scope: !111)
!359 = !DILocalVariable(name: "r", scope: !111, file: !3, line: 95, type: !114)
!360 = !DILocation(line: 95, scope: !111)
!361 = !DILocalVariable(name: "i", scope: !362, file: !3, line: 97, type: !9)
!362 = distinct !DILexicalBlock(scope: !111, file: !3, line: 97)
!363 = !DILocation(line: 97, scope: !362)
!364 = !DILocation(line: 97, scope: !365)
!365 = distinct !DILexicalBlock(scope: !362, file: !3, line: 97)
!366 = distinct !{!366, !363, !363, !142}
!367 = !DILocation(line: 98, scope: !111)
