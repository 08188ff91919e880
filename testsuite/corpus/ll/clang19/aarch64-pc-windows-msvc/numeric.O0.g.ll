; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

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
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 8, !dbg !16
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 8, !dbg !21
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 8, !dbg !26
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 8, !dbg !31
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 8, !dbg !36
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 8, !dbg !41
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 4, !dbg !43
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 8, !dbg !48
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 4, !dbg !53
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 8, !dbg !58
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 8, !dbg !60
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 8, !dbg !65
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 8, !dbg !70
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 4, !dbg !88
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 4, !dbg !90
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 4, !dbg !92
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 4, !dbg !94
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 4, !dbg !96
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 4, !dbg !98
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 4, !dbg !100
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 4, !dbg !102
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 4, !dbg !104
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 8, !dbg !109

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !124 {
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
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !127, !DIExpression(), !129)
  store i32 0, ptr %2, align 4, !dbg !129
  br label %14, !dbg !129

14:                                               ; preds = %46, %0
  %15 = load i32, ptr %2, align 4, !dbg !129
  %16 = icmp slt i32 %15, 256, !dbg !129
  br i1 %16, label %17, label %49, !dbg !129

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4, !dbg !130
  %19 = mul nsw i32 %18, 3, !dbg !130
  %20 = sub nsw i32 %19, 100, !dbg !130
  %21 = load i32, ptr %2, align 4, !dbg !130
  %22 = sext i32 %21 to i64, !dbg !130
  %23 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %22, !dbg !130
  store i32 %20, ptr %23, align 4, !dbg !130
  %24 = load i32, ptr %2, align 4, !dbg !133
  %25 = mul nsw i32 %24, 7, !dbg !133
  %26 = and i32 %25, 63, !dbg !133
  %27 = load i32, ptr %2, align 4, !dbg !133
  %28 = sext i32 %27 to i64, !dbg !133
  %29 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %28, !dbg !133
  store i32 %26, ptr %29, align 4, !dbg !133
  %30 = load i32, ptr %2, align 4, !dbg !134
  %31 = sitofp i32 %30 to float, !dbg !134
  %32 = fmul float %31, 5.000000e-01, !dbg !134
  %33 = load i32, ptr %2, align 4, !dbg !134
  %34 = sext i32 %33 to i64, !dbg !134
  %35 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %34, !dbg !134
  store float %32, ptr %35, align 4, !dbg !134
  %36 = load i32, ptr %2, align 4, !dbg !135
  %37 = sext i32 %36 to i64, !dbg !135
  %38 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %37, !dbg !135
  store float 1.000000e+00, ptr %38, align 4, !dbg !135
  %39 = load i32, ptr %2, align 4, !dbg !136
  %40 = add nsw i32 %39, 1, !dbg !136
  %41 = sitofp i32 %40 to double, !dbg !136
  %42 = fdiv double 1.000000e+00, %41, !dbg !136
  %43 = load i32, ptr %2, align 4, !dbg !136
  %44 = sext i32 %43 to i64, !dbg !136
  %45 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %44, !dbg !136
  store double %42, ptr %45, align 8, !dbg !136
  br label %46, !dbg !137

46:                                               ; preds = %17
  %47 = load i32, ptr %2, align 4, !dbg !138
  %48 = add nsw i32 %47, 1, !dbg !138
  store i32 %48, ptr %2, align 4, !dbg !138
  br label %14, !dbg !138, !llvm.loop !139

49:                                               ; preds = %14
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !142
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !143
  %50 = call i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !144
  %51 = zext i8 %50 to i32, !dbg !144
  %52 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !144
  %53 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 noundef %52, i32 noundef %51), !dbg !144
  %54 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !145
  %55 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i64 0, i64 10), align 8, !dbg !145
  %56 = fpext float %55 to double, !dbg !145
  %57 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", double noundef %56, double noundef %54), !dbg !145
    #dbg_declare(ptr %3, !146, !DIExpression(), !159)
  store float -1.500000e+00, ptr %3, align 4, !dbg !160
  %58 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0, !dbg !161
  %59 = load i8, ptr %58, align 4, !dbg !161
  %60 = zext i8 %59 to i32, !dbg !161
  %61 = load i32, ptr %3, align 4, !dbg !161
  %62 = and i32 %61, 8388607, !dbg !161
  %63 = load i32, ptr %3, align 4, !dbg !161
  %64 = lshr i32 %63, 23, !dbg !161
  %65 = and i32 %64, 255, !dbg !161
  %66 = load i32, ptr %3, align 4, !dbg !161
  %67 = lshr i32 %66, 31, !dbg !161
  %68 = load i32, ptr %3, align 4, !dbg !161
  %69 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 noundef %68, i32 noundef %67, i32 noundef %65, i32 noundef %62, i32 noundef %60), !dbg !161
    #dbg_declare(ptr %4, !162, !DIExpression(), !163)
  store i32 -267534609, ptr %4, align 4, !dbg !163
  %70 = load i32, ptr %4, align 4, !dbg !164
  %71 = call i32 @llvm.bswap.i32(i32 %70), !dbg !164
  %72 = load i32, ptr %4, align 4, !dbg !164
  %73 = and i32 %72, -2, !dbg !164
  %74 = call i32 @llvm.cttz.i32(i32 %73, i1 false), !dbg !164
  %75 = load i32, ptr %4, align 4, !dbg !164
  %76 = lshr i32 %75, 4, !dbg !164
  %77 = call i32 @llvm.ctlz.i32(i32 %76, i1 false), !dbg !164
  %78 = load i32, ptr %4, align 4, !dbg !164
  %79 = call i32 @llvm.ctpop.i32(i32 %78), !dbg !164
  %80 = load i32, ptr %4, align 4, !dbg !164
  %81 = call i32 @popcnt_manual(i32 noundef %80), !dbg !164
  %82 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 noundef %81, i32 noundef %79, i32 noundef %77, i32 noundef %74, i32 noundef %71), !dbg !164
  %83 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !165
  %84 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 noundef %83), !dbg !165
  %85 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !166
    #dbg_declare(ptr %5, !167, !DIExpression(), !169)
  store i32 -1, ptr %5, align 4, !dbg !169
  br label %86, !dbg !169

86:                                               ; preds = %93, %49
  %87 = load i32, ptr %5, align 4, !dbg !169
  %88 = icmp sle i32 %87, 7, !dbg !169
  br i1 %88, label %89, label %96, !dbg !169

89:                                               ; preds = %86
  %90 = load i32, ptr %5, align 4, !dbg !170
  %91 = call ptr @day_name(i32 noundef %90), !dbg !170
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef %91), !dbg !170
  br label %93, !dbg !170

93:                                               ; preds = %89
  %94 = load i32, ptr %5, align 4, !dbg !170
  %95 = add nsw i32 %94, 1, !dbg !170
  store i32 %95, ptr %5, align 4, !dbg !170
  br label %86, !dbg !170, !llvm.loop !172

96:                                               ; preds = %86
  %97 = call i32 @sparse(i32 noundef -3), !dbg !173
  %98 = call i32 @sparse(i32 noundef 2147483647), !dbg !173
  %99 = call i32 @sparse(i32 noundef 100000), !dbg !173
  %100 = call i32 @sparse(i32 noundef 78), !dbg !173
  %101 = call i32 @sparse(i32 noundef 7), !dbg !173
  %102 = call i32 @sparse(i32 noundef -1000), !dbg !173
  %103 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %102, i32 noundef %101, i32 noundef %100, i32 noundef %99, i32 noundef %98, i32 noundef %97), !dbg !173
    #dbg_declare(ptr %6, !174, !DIExpression(), !175)
  %104 = call i128 @mul128(i64 noundef -1, i64 noundef -1), !dbg !175
  store i128 %104, ptr %6, align 16, !dbg !175
    #dbg_declare(ptr %7, !176, !DIExpression(), !177)
  %105 = load i128, ptr %6, align 16, !dbg !177
  %106 = sub nsw i128 0, %105, !dbg !177
  %107 = sdiv i128 %106, 3, !dbg !177
  store i128 %107, ptr %7, align 16, !dbg !177
  %108 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05GMENPDLI@u128?5?$AA@"), !dbg !178
  %109 = load i128, ptr %6, align 16, !dbg !179
  call void @print_u128(i128 noundef %109), !dbg !179
  %110 = load i128, ptr %7, align 16, !dbg !180
  %111 = trunc i128 %110 to i64, !dbg !180
  %112 = load i128, ptr %6, align 16, !dbg !180
  %113 = lshr i128 %112, 64, !dbg !180
  %114 = trunc i128 %113 to i64, !dbg !180
  %115 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 noundef %114, i64 noundef %111), !dbg !180
    #dbg_declare(ptr %8, !181, !DIExpression(), !182)
  %116 = call double @ld_poly(double noundef 2.500000e-01), !dbg !182
  store double %116, ptr %8, align 8, !dbg !182
  %117 = load double, ptr %8, align 8, !dbg !183
  %118 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", double noundef %117, i32 noundef 8), !dbg !183
    #dbg_declare(ptr %9, !184, !DIExpression(), !185)
  store half 0xH3E00, ptr %9, align 2, !dbg !185
    #dbg_declare(ptr %10, !186, !DIExpression(), !185)
  store half 0xH3400, ptr %10, align 2, !dbg !185
    #dbg_declare(ptr %11, !187, !DIExpression(), !188)
  %119 = load half, ptr %9, align 2, !dbg !188
  %120 = load half, ptr %10, align 2, !dbg !188
  %121 = call half @llvm.fmuladd.f16(half %119, half %120, half 0xH4000), !dbg !188
  store half %121, ptr %11, align 2, !dbg !188
  %122 = load half, ptr %11, align 2, !dbg !189
  %123 = fpext half %122 to double, !dbg !189
  %124 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", double noundef %123), !dbg !189
    #dbg_declare(ptr %12, !190, !DIExpression(), !191)
  store float 0x7FF8000000000000, ptr %12, align 4, !dbg !191
    #dbg_declare(ptr %13, !192, !DIExpression(), !191)
  store float 0x7FF0000000000000, ptr %13, align 4, !dbg !191
  %125 = load float, ptr %13, align 4, !dbg !193
  %126 = fcmp ogt float %125, 0x47D2CED320000000, !dbg !193
  %127 = zext i1 %126 to i32, !dbg !193
  %128 = load float, ptr %12, align 4, !dbg !193
  %129 = load float, ptr %12, align 4, !dbg !193
  %130 = fcmp une float %128, %129, !dbg !193
  %131 = zext i1 %130 to i32, !dbg !193
  %132 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %131, i32 noundef %127, i32 noundef 1), !dbg !193
  ret i32 0, !dbg !194
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !195 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !203, !DIExpression(), !204)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !205, !DIExpression(), !204)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !206, !DIExpression(), !204)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !207, !DIExpression(), !204)
    #dbg_declare(ptr %9, !208, !DIExpression(), !210)
  store i32 0, ptr %9, align 4, !dbg !210
  br label %10, !dbg !210

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4, !dbg !210
  %12 = load i32, ptr %5, align 4, !dbg !210
  %13 = icmp slt i32 %11, %12, !dbg !210
  br i1 %13, label %14, label %36, !dbg !210

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 8, !dbg !211
  %16 = load i32, ptr %9, align 4, !dbg !211
  %17 = sext i32 %16 to i64, !dbg !211
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !211
  %19 = load i32, ptr %18, align 4, !dbg !211
  %20 = load i32, ptr %6, align 4, !dbg !211
  %21 = mul nsw i32 %19, %20, !dbg !211
  %22 = load ptr, ptr %7, align 8, !dbg !211
  %23 = load i32, ptr %9, align 4, !dbg !211
  %24 = sext i32 %23 to i64, !dbg !211
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !211
  %26 = load i32, ptr %25, align 4, !dbg !211
  %27 = ashr i32 %26, 1, !dbg !211
  %28 = add nsw i32 %21, %27, !dbg !211
  %29 = load ptr, ptr %8, align 8, !dbg !211
  %30 = load i32, ptr %9, align 4, !dbg !211
  %31 = sext i32 %30 to i64, !dbg !211
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !211
  store i32 %28, ptr %32, align 4, !dbg !211
  br label %33, !dbg !211

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4, !dbg !211
  %35 = add nsw i32 %34, 1, !dbg !211
  store i32 %35, ptr %9, align 4, !dbg !211
  br label %10, !dbg !211, !llvm.loop !213

36:                                               ; preds = %10
  ret void, !dbg !214
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !215 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !223, !DIExpression(), !224)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !225, !DIExpression(), !224)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !226, !DIExpression(), !224)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !227, !DIExpression(), !224)
    #dbg_declare(ptr %9, !228, !DIExpression(), !230)
  store i32 0, ptr %9, align 4, !dbg !230
  br label %10, !dbg !230

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4, !dbg !230
  %12 = load i32, ptr %5, align 4, !dbg !230
  %13 = icmp slt i32 %11, %12, !dbg !230
  br i1 %13, label %14, label %34, !dbg !230

14:                                               ; preds = %10
  %15 = load float, ptr %6, align 4, !dbg !231
  %16 = load ptr, ptr %7, align 8, !dbg !231
  %17 = load i32, ptr %9, align 4, !dbg !231
  %18 = sext i32 %17 to i64, !dbg !231
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !231
  %20 = load float, ptr %19, align 4, !dbg !231
  %21 = load ptr, ptr %8, align 8, !dbg !231
  %22 = load i32, ptr %9, align 4, !dbg !231
  %23 = sext i32 %22 to i64, !dbg !231
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !231
  %25 = load float, ptr %24, align 4, !dbg !231
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !231
  %27 = load ptr, ptr %8, align 8, !dbg !231
  %28 = load i32, ptr %9, align 4, !dbg !231
  %29 = sext i32 %28 to i64, !dbg !231
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !231
  store float %26, ptr %30, align 4, !dbg !231
  br label %31, !dbg !231

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4, !dbg !231
  %33 = add nsw i32 %32, 1, !dbg !231
  store i32 %33, ptr %9, align 4, !dbg !231
  br label %10, !dbg !231, !llvm.loop !233

34:                                               ; preds = %10
  ret void, !dbg !234
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !235 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !238, !DIExpression(), !239)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !240, !DIExpression(), !239)
    #dbg_declare(ptr %5, !241, !DIExpression(), !242)
  store i32 0, ptr %5, align 4, !dbg !242
    #dbg_declare(ptr %6, !243, !DIExpression(), !245)
  store i32 0, ptr %6, align 4, !dbg !245
  br label %7, !dbg !245

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4, !dbg !245
  %9 = load i32, ptr %3, align 4, !dbg !245
  %10 = icmp slt i32 %8, %9, !dbg !245
  br i1 %10, label %11, label %32, !dbg !245

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8, !dbg !246
  %13 = load i32, ptr %6, align 4, !dbg !246
  %14 = sext i32 %13 to i64, !dbg !246
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !246
  %16 = load i32, ptr %15, align 4, !dbg !246
  %17 = load i32, ptr %5, align 4, !dbg !246
  %18 = icmp sgt i32 %16, %17, !dbg !246
  br i1 %18, label %19, label %25, !dbg !246

19:                                               ; preds = %11
  %20 = load ptr, ptr %4, align 8, !dbg !246
  %21 = load i32, ptr %6, align 4, !dbg !246
  %22 = sext i32 %21 to i64, !dbg !246
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !246
  %24 = load i32, ptr %23, align 4, !dbg !246
  br label %27, !dbg !246

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !246
  br label %27, !dbg !246

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !246
  store i32 %28, ptr %5, align 4, !dbg !246
  br label %29, !dbg !246

29:                                               ; preds = %27
  %30 = load i32, ptr %6, align 4, !dbg !246
  %31 = add nsw i32 %30, 1, !dbg !246
  store i32 %31, ptr %6, align 4, !dbg !246
  br label %7, !dbg !246, !llvm.loop !248

32:                                               ; preds = %7
  %33 = load i32, ptr %5, align 4, !dbg !249
  %34 = icmp sgt i32 %33, 255, !dbg !249
  br i1 %34, label %35, label %36, !dbg !249

35:                                               ; preds = %32
  br label %38, !dbg !249

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4, !dbg !249
  br label %38, !dbg !249

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !249
  %40 = trunc i32 %39 to i8, !dbg !249
  ret i8 %40, !dbg !249
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !250 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !253, !DIExpression(), !254)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !255, !DIExpression(), !254)
    #dbg_declare(ptr %5, !256, !DIExpression(), !257)
  store i32 0, ptr %5, align 4, !dbg !257
    #dbg_declare(ptr %6, !258, !DIExpression(), !260)
  store i32 0, ptr %6, align 4, !dbg !260
  br label %7, !dbg !260

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !260
  %9 = load i32, ptr %3, align 4, !dbg !260
  %10 = icmp slt i32 %8, %9, !dbg !260
  br i1 %10, label %11, label %22, !dbg !260

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8, !dbg !261
  %13 = load i32, ptr %6, align 4, !dbg !261
  %14 = sext i32 %13 to i64, !dbg !261
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !261
  %16 = load i32, ptr %15, align 4, !dbg !261
  %17 = load i32, ptr %5, align 4, !dbg !261
  %18 = add nsw i32 %17, %16, !dbg !261
  store i32 %18, ptr %5, align 4, !dbg !261
  br label %19, !dbg !261

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !261
  %21 = add nsw i32 %20, 1, !dbg !261
  store i32 %21, ptr %6, align 4, !dbg !261
  br label %7, !dbg !261, !llvm.loop !263

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !264
  ret i32 %23, !dbg !264
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !265 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !270, !DIExpression(), !271)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !272, !DIExpression(), !271)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !273, !DIExpression(), !271)
    #dbg_declare(ptr %7, !274, !DIExpression(), !275)
  store double 0.000000e+00, ptr %7, align 8, !dbg !275
    #dbg_declare(ptr %8, !276, !DIExpression(), !278)
  store i32 0, ptr %8, align 4, !dbg !278
  br label %9, !dbg !278

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4, !dbg !278
  %11 = load i32, ptr %4, align 4, !dbg !278
  %12 = icmp slt i32 %10, %11, !dbg !278
  br i1 %12, label %13, label %30, !dbg !278

13:                                               ; preds = %9
  %14 = load ptr, ptr %6, align 8, !dbg !279
  %15 = load i32, ptr %8, align 4, !dbg !279
  %16 = sext i32 %15 to i64, !dbg !279
  %17 = getelementptr inbounds double, ptr %14, i64 %16, !dbg !279
  %18 = load double, ptr %17, align 8, !dbg !279
  %19 = load ptr, ptr %5, align 8, !dbg !279
  %20 = load i32, ptr %8, align 4, !dbg !279
  %21 = sext i32 %20 to i64, !dbg !279
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !279
  %23 = load float, ptr %22, align 4, !dbg !279
  %24 = fpext float %23 to double, !dbg !279
  %25 = load double, ptr %7, align 8, !dbg !279
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !279
  store double %26, ptr %7, align 8, !dbg !279
  br label %27, !dbg !279

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4, !dbg !279
  %29 = add nsw i32 %28, 1, !dbg !279
  store i32 %29, ptr %8, align 4, !dbg !279
  br label %9, !dbg !279, !llvm.loop !281

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8, !dbg !282
  ret double %31, !dbg !282
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
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !283 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !286, !DIExpression(), !287)
  %3 = load i32, ptr %2, align 4, !dbg !288
  %4 = load i32, ptr %2, align 4, !dbg !288
  %5 = lshr i32 %4, 1, !dbg !288
  %6 = and i32 %5, 1431655765, !dbg !288
  %7 = sub i32 %3, %6, !dbg !288
  store i32 %7, ptr %2, align 4, !dbg !288
  %8 = load i32, ptr %2, align 4, !dbg !289
  %9 = and i32 %8, 858993459, !dbg !289
  %10 = load i32, ptr %2, align 4, !dbg !289
  %11 = lshr i32 %10, 2, !dbg !289
  %12 = and i32 %11, 858993459, !dbg !289
  %13 = add i32 %9, %12, !dbg !289
  store i32 %13, ptr %2, align 4, !dbg !289
  %14 = load i32, ptr %2, align 4, !dbg !290
  %15 = load i32, ptr %2, align 4, !dbg !290
  %16 = lshr i32 %15, 4, !dbg !290
  %17 = add i32 %14, %16, !dbg !290
  %18 = and i32 %17, 252645135, !dbg !290
  store i32 %18, ptr %2, align 4, !dbg !290
  %19 = load i32, ptr %2, align 4, !dbg !291
  %20 = mul i32 %19, 16843009, !dbg !291
  %21 = lshr i32 %20, 24, !dbg !291
  ret i32 %21, !dbg !291
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !292 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !295, !DIExpression(), !296)
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !297, !DIExpression(), !296)
  %5 = load i64, ptr %4, align 8, !dbg !296
  %6 = load i32, ptr %3, align 4, !dbg !296
  %7 = zext i32 %6 to i64, !dbg !296
  %8 = shl i64 %5, %7, !dbg !296
  %9 = load i64, ptr %4, align 8, !dbg !296
  %10 = load i32, ptr %3, align 4, !dbg !296
  %11 = sub nsw i32 64, %10, !dbg !296
  %12 = zext i32 %11 to i64, !dbg !296
  %13 = lshr i64 %9, %12, !dbg !296
  %14 = or i64 %8, %13, !dbg !296
  ret i64 %14, !dbg !296
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef %0) #1 !dbg !298 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !303, !DIExpression(), !304)
  %4 = load i32, ptr %3, align 4, !dbg !305
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !305

5:                                                ; preds = %1
  store ptr @"??_C@_03OHFMDAD@sun?$AA@", ptr %2, align 8, !dbg !306
  br label %13, !dbg !306

6:                                                ; preds = %1
  store ptr @"??_C@_03KPACMFAJ@mon?$AA@", ptr %2, align 8, !dbg !308
  br label %13, !dbg !308

7:                                                ; preds = %1
  store ptr @"??_C@_03HAFGCCHB@tue?$AA@", ptr %2, align 8, !dbg !309
  br label %13, !dbg !309

8:                                                ; preds = %1
  store ptr @"??_C@_03GHNOBPKO@wed?$AA@", ptr %2, align 8, !dbg !310
  br label %13, !dbg !310

9:                                                ; preds = %1
  store ptr @"??_C@_03COGKAAAD@thu?$AA@", ptr %2, align 8, !dbg !311
  br label %13, !dbg !311

10:                                               ; preds = %1
  store ptr @"??_C@_03CDLMOEOM@fri?$AA@", ptr %2, align 8, !dbg !312
  br label %13, !dbg !312

11:                                               ; preds = %1
  store ptr @"??_C@_03KFHHDCHE@sat?$AA@", ptr %2, align 8, !dbg !313
  br label %13, !dbg !313

12:                                               ; preds = %1
  store ptr @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", ptr %2, align 8, !dbg !314
  br label %13, !dbg !314

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8, !dbg !315
  ret ptr %14, !dbg !315
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #1 !dbg !316 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !319, !DIExpression(), !320)
  %4 = load i32, ptr %3, align 4, !dbg !321
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !321

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !322
  br label %15, !dbg !322

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !324
  br label %15, !dbg !324

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !325
  br label %15, !dbg !325

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !326
  br label %15, !dbg !326

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !327
  br label %15, !dbg !327

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !328
  %12 = icmp slt i32 %11, 0, !dbg !328
  %13 = zext i1 %12 to i64, !dbg !328
  %14 = select i1 %12, i32 -1, i32 0, !dbg !328
  store i32 %14, ptr %2, align 4, !dbg !328
  br label %15, !dbg !328

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !329
  ret i32 %16, !dbg !329
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #1 !dbg !330 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
    #dbg_declare(ptr %3, !333, !DIExpression(), !334)
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !335, !DIExpression(), !334)
  %5 = load i64, ptr %4, align 8, !dbg !336
  %6 = zext i64 %5 to i128, !dbg !336
  %7 = load i64, ptr %3, align 8, !dbg !336
  %8 = zext i64 %7 to i128, !dbg !336
  %9 = mul i128 %6, %8, !dbg !336
  ret i128 %9, !dbg !336
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128 noundef %0) #0 !dbg !337 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !340, !DIExpression(), !341)
    #dbg_declare(ptr %3, !342, !DIExpression(), !346)
    #dbg_declare(ptr %4, !347, !DIExpression(), !348)
  store i32 47, ptr %4, align 4, !dbg !348
  %5 = load i32, ptr %4, align 4, !dbg !349
  %6 = sext i32 %5 to i64, !dbg !349
  %7 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %6, !dbg !349
  store i8 0, ptr %7, align 1, !dbg !349
  br label %8, !dbg !350

8:                                                ; preds = %20, %1
  %9 = load i128, ptr %2, align 16, !dbg !351
  %10 = urem i128 %9, 10, !dbg !351
  %11 = trunc i128 %10 to i32, !dbg !351
  %12 = add nsw i32 48, %11, !dbg !351
  %13 = trunc i32 %12 to i8, !dbg !351
  %14 = load i32, ptr %4, align 4, !dbg !351
  %15 = add nsw i32 %14, -1, !dbg !351
  store i32 %15, ptr %4, align 4, !dbg !351
  %16 = sext i32 %15 to i64, !dbg !351
  %17 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %16, !dbg !351
  store i8 %13, ptr %17, align 1, !dbg !351
  %18 = load i128, ptr %2, align 16, !dbg !351
  %19 = udiv i128 %18, 10, !dbg !351
  store i128 %19, ptr %2, align 16, !dbg !351
  br label %20, !dbg !351

20:                                               ; preds = %8
  %21 = load i128, ptr %2, align 16, !dbg !351
  %22 = icmp ne i128 %21, 0, !dbg !351
  br i1 %22, label %8, label %23, !dbg !351, !llvm.loop !353

23:                                               ; preds = %20
  %24 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0, !dbg !354
  %25 = load i32, ptr %4, align 4, !dbg !354
  %26 = sext i32 %25 to i64, !dbg !354
  %27 = getelementptr inbounds i8, ptr %24, i64 %26, !dbg !354
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_02DKCKIIND@?$CFs?$AA@", ptr noundef %27), !dbg !354
  ret void, !dbg !355
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_poly(double noundef %0) #1 !dbg !111 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !356, !DIExpression(), !357)
    #dbg_declare(ptr %3, !358, !DIExpression(), !359)
  store double 0.000000e+00, ptr %3, align 8, !dbg !359
    #dbg_declare(ptr %4, !360, !DIExpression(), !362)
  store i32 3, ptr %4, align 4, !dbg !362
  br label %5, !dbg !362

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4, !dbg !362
  %7 = icmp sge i32 %6, 0, !dbg !362
  br i1 %7, label %8, label %19, !dbg !362

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 8, !dbg !363
  %10 = load double, ptr %2, align 8, !dbg !363
  %11 = load i32, ptr %4, align 4, !dbg !363
  %12 = sext i32 %11 to i64, !dbg !363
  %13 = getelementptr inbounds [4 x double], ptr @ld_poly.c, i64 0, i64 %12, !dbg !363
  %14 = load double, ptr %13, align 8, !dbg !363
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14), !dbg !363
  store double %15, ptr %3, align 8, !dbg !363
  br label %16, !dbg !363

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4, !dbg !363
  %18 = add nsw i32 %17, -1, !dbg !363
  store i32 %18, ptr %4, align 4, !dbg !363
  br label %5, !dbg !363, !llvm.loop !365

19:                                               ; preds = %5
  %20 = load double, ptr %3, align 8, !dbg !366
  ret double %20, !dbg !366
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!118, !119, !120, !121, !122}
!llvm.ident = !{!123}

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
!123 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!124 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !125, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!125 = !DISubroutineType(types: !126)
!126 = !{!9}
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 102, type: !9)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 102)
!129 = !DILocation(line: 102, scope: !128)
!130 = !DILocation(line: 103, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 102)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 102)
!133 = !DILocation(line: 104, scope: !131)
!134 = !DILocation(line: 105, scope: !131)
!135 = !DILocation(line: 106, scope: !131)
!136 = !DILocation(line: 107, scope: !131)
!137 = !DILocation(line: 108, scope: !131)
!138 = !DILocation(line: 102, scope: !132)
!139 = distinct !{!139, !129, !140, !141}
!140 = !DILocation(line: 108, scope: !128)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 109, scope: !124)
!143 = !DILocation(line: 110, scope: !124)
!144 = !DILocation(line: 111, scope: !124)
!145 = !DILocation(line: 112, scope: !124)
!146 = !DILocalVariable(name: "p", scope: !124, file: !3, line: 114, type: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !148)
!148 = !{!149, !150, !151, !153, !158}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !147, file: !3, line: 42, baseType: !5, size: 32)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !147, file: !3, line: 43, baseType: !6, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !147, file: !3, line: 44, baseType: !152, size: 32)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !147, file: !3, line: 45, size: 32, elements: !154)
!154 = !{!155, !156, !157}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !153, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !153, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !153, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !147, file: !3, line: 45, baseType: !153, size: 32)
!159 = !DILocation(line: 114, scope: !124)
!160 = !DILocation(line: 115, scope: !124)
!161 = !DILocation(line: 116, scope: !124)
!162 = !DILocalVariable(name: "x", scope: !124, file: !3, line: 117, type: !6)
!163 = !DILocation(line: 117, scope: !124)
!164 = !DILocation(line: 118, scope: !124)
!165 = !DILocation(line: 120, scope: !124)
!166 = !DILocation(line: 121, scope: !124)
!167 = !DILocalVariable(name: "d", scope: !168, file: !3, line: 123, type: !9)
!168 = distinct !DILexicalBlock(scope: !124, file: !3, line: 123)
!169 = !DILocation(line: 123, scope: !168)
!170 = !DILocation(line: 123, scope: !171)
!171 = distinct !DILexicalBlock(scope: !168, file: !3, line: 123)
!172 = distinct !{!172, !169, !169, !141}
!173 = !DILocation(line: 124, scope: !124)
!174 = !DILocalVariable(name: "big", scope: !124, file: !3, line: 128, type: !13)
!175 = !DILocation(line: 128, scope: !124)
!176 = !DILocalVariable(name: "neg", scope: !124, file: !3, line: 129, type: !7)
!177 = !DILocation(line: 129, scope: !124)
!178 = !DILocation(line: 130, scope: !124)
!179 = !DILocation(line: 131, scope: !124)
!180 = !DILocation(line: 132, scope: !124)
!181 = !DILocalVariable(name: "ld", scope: !124, file: !3, line: 137, type: !114)
!182 = !DILocation(line: 137, scope: !124)
!183 = !DILocation(line: 138, scope: !124)
!184 = !DILocalVariable(name: "h", scope: !124, file: !3, line: 141, type: !11)
!185 = !DILocation(line: 141, scope: !124)
!186 = !DILocalVariable(name: "h2", scope: !124, file: !3, line: 141, type: !11)
!187 = !DILocalVariable(name: "hs", scope: !124, file: !3, line: 142, type: !11)
!188 = !DILocation(line: 142, scope: !124)
!189 = !DILocation(line: 143, scope: !124)
!190 = !DILocalVariable(name: "nan", scope: !124, file: !3, line: 147, type: !5)
!191 = !DILocation(line: 147, scope: !124)
!192 = !DILocalVariable(name: "inf", scope: !124, file: !3, line: 147, type: !5)
!193 = !DILocation(line: 148, scope: !124)
!194 = !DILocation(line: 149, scope: !124)
!195 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !196, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !198, !200, !9, !9}
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!203 = !DILocalVariable(name: "n", arg: 4, scope: !195, file: !3, line: 25, type: !9)
!204 = !DILocation(line: 25, scope: !195)
!205 = !DILocalVariable(name: "k", arg: 3, scope: !195, file: !3, line: 25, type: !9)
!206 = !DILocalVariable(name: "src", arg: 2, scope: !195, file: !3, line: 25, type: !200)
!207 = !DILocalVariable(name: "dst", arg: 1, scope: !195, file: !3, line: 25, type: !198)
!208 = !DILocalVariable(name: "i", scope: !209, file: !3, line: 26, type: !9)
!209 = distinct !DILexicalBlock(scope: !195, file: !3, line: 26)
!210 = !DILocation(line: 26, scope: !209)
!211 = !DILocation(line: 26, scope: !212)
!212 = distinct !DILexicalBlock(scope: !209, file: !3, line: 26)
!213 = distinct !{!213, !210, !210, !141}
!214 = !DILocation(line: 27, scope: !195)
!215 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !216, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !218, !220, !5, !9}
!218 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !221)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!223 = !DILocalVariable(name: "n", arg: 4, scope: !215, file: !3, line: 21, type: !9)
!224 = !DILocation(line: 21, scope: !215)
!225 = !DILocalVariable(name: "k", arg: 3, scope: !215, file: !3, line: 21, type: !5)
!226 = !DILocalVariable(name: "x", arg: 2, scope: !215, file: !3, line: 21, type: !220)
!227 = !DILocalVariable(name: "y", arg: 1, scope: !215, file: !3, line: 21, type: !218)
!228 = !DILocalVariable(name: "i", scope: !229, file: !3, line: 22, type: !9)
!229 = distinct !DILexicalBlock(scope: !215, file: !3, line: 22)
!230 = !DILocation(line: 22, scope: !229)
!231 = !DILocation(line: 22, scope: !232)
!232 = distinct !DILexicalBlock(scope: !229, file: !3, line: 22)
!233 = distinct !{!233, !230, !230, !141}
!234 = !DILocation(line: 23, scope: !215)
!235 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !236, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!236 = !DISubroutineType(types: !237)
!237 = !{!12, !201, !9}
!238 = !DILocalVariable(name: "n", arg: 2, scope: !235, file: !3, line: 35, type: !9)
!239 = !DILocation(line: 35, scope: !235)
!240 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !3, line: 35, type: !201)
!241 = !DILocalVariable(name: "m", scope: !235, file: !3, line: 36, type: !9)
!242 = !DILocation(line: 36, scope: !235)
!243 = !DILocalVariable(name: "i", scope: !244, file: !3, line: 37, type: !9)
!244 = distinct !DILexicalBlock(scope: !235, file: !3, line: 37)
!245 = !DILocation(line: 37, scope: !244)
!246 = !DILocation(line: 37, scope: !247)
!247 = distinct !DILexicalBlock(scope: !244, file: !3, line: 37)
!248 = distinct !{!248, !245, !245, !141}
!249 = !DILocation(line: 38, scope: !235)
!250 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !251, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!251 = !DISubroutineType(types: !252)
!252 = !{!9, !201, !9}
!253 = !DILocalVariable(name: "n", arg: 2, scope: !250, file: !3, line: 15, type: !9)
!254 = !DILocation(line: 15, scope: !250)
!255 = !DILocalVariable(name: "a", arg: 1, scope: !250, file: !3, line: 15, type: !201)
!256 = !DILocalVariable(name: "s", scope: !250, file: !3, line: 16, type: !9)
!257 = !DILocation(line: 16, scope: !250)
!258 = !DILocalVariable(name: "i", scope: !259, file: !3, line: 17, type: !9)
!259 = distinct !DILexicalBlock(scope: !250, file: !3, line: 17)
!260 = !DILocation(line: 17, scope: !259)
!261 = !DILocation(line: 17, scope: !262)
!262 = distinct !DILexicalBlock(scope: !259, file: !3, line: 17)
!263 = distinct !{!263, !260, !260, !141}
!264 = !DILocation(line: 18, scope: !250)
!265 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !266, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!266 = !DISubroutineType(types: !267)
!267 = !{!10, !268, !221, !9}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!270 = !DILocalVariable(name: "n", arg: 3, scope: !265, file: !3, line: 29, type: !9)
!271 = !DILocation(line: 29, scope: !265)
!272 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !3, line: 29, type: !221)
!273 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !3, line: 29, type: !268)
!274 = !DILocalVariable(name: "s", scope: !265, file: !3, line: 30, type: !10)
!275 = !DILocation(line: 30, scope: !265)
!276 = !DILocalVariable(name: "i", scope: !277, file: !3, line: 31, type: !9)
!277 = distinct !DILexicalBlock(scope: !265, file: !3, line: 31)
!278 = !DILocation(line: 31, scope: !277)
!279 = !DILocation(line: 31, scope: !280)
!280 = distinct !DILexicalBlock(scope: !277, file: !3, line: 31)
!281 = distinct !{!281, !278, !278, !141}
!282 = !DILocation(line: 32, scope: !265)
!283 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !284, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!284 = !DISubroutineType(types: !285)
!285 = !{!6, !6}
!286 = !DILocalVariable(name: "x", arg: 1, scope: !283, file: !3, line: 48, type: !6)
!287 = !DILocation(line: 48, scope: !283)
!288 = !DILocation(line: 49, scope: !283)
!289 = !DILocation(line: 50, scope: !283)
!290 = !DILocation(line: 51, scope: !283)
!291 = !DILocation(line: 52, scope: !283)
!292 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !293, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!293 = !DISubroutineType(types: !294)
!294 = !{!8, !8, !9}
!295 = !DILocalVariable(name: "r", arg: 2, scope: !292, file: !3, line: 55, type: !9)
!296 = !DILocation(line: 55, scope: !292)
!297 = !DILocalVariable(name: "x", arg: 1, scope: !292, file: !3, line: 55, type: !8)
!298 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !299, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!299 = !DISubroutineType(types: !300)
!300 = !{!301, !9}
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!303 = !DILocalVariable(name: "d", arg: 1, scope: !298, file: !3, line: 57, type: !9)
!304 = !DILocation(line: 57, scope: !298)
!305 = !DILocation(line: 58, scope: !298)
!306 = !DILocation(line: 59, scope: !307)
!307 = distinct !DILexicalBlock(scope: !298, file: !3, line: 58)
!308 = !DILocation(line: 60, scope: !307)
!309 = !DILocation(line: 61, scope: !307)
!310 = !DILocation(line: 62, scope: !307)
!311 = !DILocation(line: 63, scope: !307)
!312 = !DILocation(line: 64, scope: !307)
!313 = !DILocation(line: 65, scope: !307)
!314 = !DILocation(line: 66, scope: !307)
!315 = !DILocation(line: 68, scope: !298)
!316 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !317, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!317 = !DISubroutineType(types: !318)
!318 = !{!9, !9}
!319 = !DILocalVariable(name: "x", arg: 1, scope: !316, file: !3, line: 70, type: !9)
!320 = !DILocation(line: 70, scope: !316)
!321 = !DILocation(line: 71, scope: !316)
!322 = !DILocation(line: 72, scope: !323)
!323 = distinct !DILexicalBlock(scope: !316, file: !3, line: 71)
!324 = !DILocation(line: 73, scope: !323)
!325 = !DILocation(line: 74, scope: !323)
!326 = !DILocation(line: 75, scope: !323)
!327 = !DILocation(line: 76, scope: !323)
!328 = !DILocation(line: 77, scope: !323)
!329 = !DILocation(line: 79, scope: !316)
!330 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !331, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!331 = !DISubroutineType(types: !332)
!332 = !{!13, !8, !8}
!333 = !DILocalVariable(name: "b", arg: 2, scope: !330, file: !3, line: 82, type: !8)
!334 = !DILocation(line: 82, scope: !330)
!335 = !DILocalVariable(name: "a", arg: 1, scope: !330, file: !3, line: 82, type: !8)
!336 = !DILocation(line: 83, scope: !330)
!337 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !338, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !13}
!340 = !DILocalVariable(name: "v", arg: 1, scope: !337, file: !3, line: 85, type: !13)
!341 = !DILocation(line: 85, scope: !337)
!342 = !DILocalVariable(name: "buf", scope: !337, file: !3, line: 86, type: !343)
!343 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !344)
!344 = !{!345}
!345 = !DISubrange(count: 48)
!346 = !DILocation(line: 86, scope: !337)
!347 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 87, type: !9)
!348 = !DILocation(line: 87, scope: !337)
!349 = !DILocation(line: 88, scope: !337)
!350 = !DILocation(line: 89, scope: !337)
!351 = !DILocation(line: 89, scope: !352)
!352 = distinct !DILexicalBlock(scope: !337, file: !3, line: 89)
!353 = distinct !{!353, !350, !350, !141}
!354 = !DILocation(line: 90, scope: !337)
!355 = !DILocation(line: 91, scope: !337)
!356 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 94, type: !114)
!357 = !DILocation(line: 94, scope: !111)
!358 = !DILocalVariable(name: "r", scope: !111, file: !3, line: 95, type: !114)
!359 = !DILocation(line: 95, scope: !111)
!360 = !DILocalVariable(name: "i", scope: !361, file: !3, line: 97, type: !9)
!361 = distinct !DILexicalBlock(scope: !111, file: !3, line: 97)
!362 = !DILocation(line: 97, scope: !361)
!363 = !DILocation(line: 97, scope: !364)
!364 = distinct !DILexicalBlock(scope: !361, file: !3, line: 97)
!365 = distinct !{!365, !362, !362, !141}
!366 = !DILocation(line: 98, scope: !111)
