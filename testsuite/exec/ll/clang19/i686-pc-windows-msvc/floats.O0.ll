; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@" = comdat any

$"??_C@_0BF@MCFPFLIP@?$FL?$CFE?$FN?5?$FL?$CFG?$FN?5?$FL?$CFA?$FN?5?$FL?$CFG?$FN?6?$AA@" = comdat any

$"??_C@_0CO@DOBHJACD@?$FL?$CF010?43f?$FN?5?$FL?$CF?9?$CL10?41f?$FN?5?$FL?$CF?$CK?4?$CKf?$FN?5?$FL?$CF?4@" = comdat any

$"??_C@_0CP@CBHMJCKF@?$FL?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?$FN?5?$FL?$CF?41f@" = comdat any

$"??_C@_0BF@CJOHNMAJ@?$FL?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?$FN?6?$AA@" = comdat any

$"??_C@_0BJ@DABCIKPJ@?$FL?$CF?420f?$FN?5?$FL?$CF?417g?$FN?5?$FL?$CF?440e?$FN?6?$AA@" = comdat any

$"??_C@_0DF@DIFDNOFL@inf?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF5?41f?$FN@" = comdat any

$"??_C@_0ED@PEGIGJKI@nan?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFF?$FN?5?$FL?$CF5g?$FN?5n@" = comdat any

$"??_C@_0BI@HEBBBNNN@float?3?5?$CF?49g?5?$CF?49g?5?$CFa?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CC@GCGBFHJI@float?52?$FO24?$CL1?3?5?$CF?41f?0?5double?3?5?$CF?41f@" = comdat any

$"??_C@_0BI@GGJLMJID@float?5ops?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@" = comdat any

$"??_C@_0BI@CHGGLEMJ@harmonic?$CI1000?$CJ?5?$DN?5?$CF?415f?6?$AA@" = comdat any

$"??_C@_0BH@OJBJADOP@kahan?50?41?$CK1e5?5?$DN?5?$CF?412f?6?$AA@" = comdat any

$"??_C@_0BP@OAACEODM@horner?5?$CIx?91?$CJ?$FO3?5at?51?4001?3?5?$CF?46e?6?$AA@" = comdat any

$"??_C@_0EA@IPFHLDKE@sqrt2?5?$CF?417g?0?5pow?5?$CF?417g?0?5fmod?5?$CF?41@" = comdat any

$"??_C@_0BP@DGMJJOLG@subnormal?3?5?$CFg?5?$CFa?5halves?5to?5?$CFg?6?$AA@" = comdat any

$"??_C@_0BE@FPBONJOJ@min?5normal?5?1?54?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0BL@CCIMCCGG@conv?3?5?$CFd?5?$CFd?5?$CFu?5?$CFlld?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0DJ@LDJKJKMB@i64?9?$DOdouble?3?5?$CF?41f?0?5u64?5max?9?$DOdoub@" = comdat any

$"??_C@_0DD@PIECJNFO@u32?9?$DOfloat?5?$CF?41f?0?5u32?9?$DOdouble?5?$CF?41@" = comdat any

$"??_C@_0BK@HNEFJPAL@comparisons?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CJ@OFKKCOKL@long?5double?3?5?$CF?410Lf?5?$CF?46Le?5?$CFLg?5?$CF?4@" = comdat any

$"??_C@_0CL@KKPOAIFK@ld?5cmp?3?5?$CFd?5?$CFd?0?5to?5double?5?$CF?415g?0?5@" = comdat any

@__const.main.vals = private unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 2.500000e+00, double 1.000000e-05, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 0x44DFE185CA57C517, double 0x3FD5555555555555, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000], align 8
@"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@" = linkonce_odr dso_local unnamed_addr constant [94 x i8] c"%d: [%f] [%e] [%g] [%a] [%.3f] [%.0e] [%.10g] [%12.4e] [%-12.2f] [%+g] [% .2e] [%#.0f] [%#g]\0A\00", comdat, align 1
@"??_C@_0BF@MCFPFLIP@?$FL?$CFE?$FN?5?$FL?$CFG?$FN?5?$FL?$CFA?$FN?5?$FL?$CFG?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"[%E] [%G] [%A] [%G]\0A\00", comdat, align 1
@"??_C@_0CO@DOBHJACD@?$FL?$CF010?43f?$FN?5?$FL?$CF?9?$CL10?41f?$FN?5?$FL?$CF?$CK?4?$CKf?$FN?5?$FL?$CF?4@" = linkonce_odr dso_local unnamed_addr constant [46 x i8] c"[%010.3f] [%-+10.1f] [%*.*f] [%.*e] [%08.2e]\0A\00", comdat, align 1
@"??_C@_0CP@CBHMJCKF@?$FL?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?$FN?5?$FL?$CF?41f@" = linkonce_odr dso_local unnamed_addr constant [47 x i8] c"[%.0f %.0f %.0f %.0f %.0f] [%.1f %.1f] [%.2f]\0A\00", comdat, align 1
@"??_C@_0BF@CJOHNMAJ@?$FL?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"[%g %g %g %g %g %g]\0A\00", comdat, align 1
@"??_C@_0BJ@DABCIKPJ@?$FL?$CF?420f?$FN?5?$FL?$CF?417g?$FN?5?$FL?$CF?440e?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"[%.20f] [%.17g] [%.40e]\0A\00", comdat, align 1
@"??_C@_0DF@DIFDNOFL@inf?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF5?41f?$FN@" = linkonce_odr dso_local unnamed_addr constant [53 x i8] c"inf: [%f] [%e] [%g] [%a] [%5.1f] [%-6f|] [%+f] [%F]\0A\00", comdat, align 1
@"??_C@_0ED@PEGIGJKI@nan?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFF?$FN?5?$FL?$CF5g?$FN?5n@" = linkonce_odr dso_local unnamed_addr constant [67 x i8] c"nan: [%f] [%e] [%g] [%F] [%5g] nan==nan %d, nan<1 %d, nan!=nan %d\0A\00", comdat, align 1
@"??_C@_0BI@HEBBBNNN@float?3?5?$CF?49g?5?$CF?49g?5?$CFa?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"float: %.9g %.9g %a %d\0A\00", comdat, align 1
@"??_C@_0CC@GCGBFHJI@float?52?$FO24?$CL1?3?5?$CF?41f?0?5double?3?5?$CF?41f@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"float 2^24+1: %.1f, double: %.1f\0A\00", comdat, align 1
@"??_C@_0BI@GGJLMJID@float?5ops?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"float ops: %g %g %g %g\0A\00", comdat, align 1
@"??_C@_0BI@CHGGLEMJ@harmonic?$CI1000?$CJ?5?$DN?5?$CF?415f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"harmonic(1000) = %.15f\0A\00", comdat, align 1
@"??_C@_0BH@OJBJADOP@kahan?50?41?$CK1e5?5?$DN?5?$CF?412f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"kahan 0.1*1e5 = %.12f\0A\00", comdat, align 1
@__const.main.coef = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -3.000000e+00, double 3.000000e+00, double -1.000000e+00], align 8
@"??_C@_0BP@OAACEODM@horner?5?$CIx?91?$CJ?$FO3?5at?51?4001?3?5?$CF?46e?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"horner (x-1)^3 at 1.001: %.6e\0A\00", comdat, align 1
@"??_C@_0EA@IPFHLDKE@sqrt2?5?$CF?417g?0?5pow?5?$CF?417g?0?5fmod?5?$CF?41@" = linkonce_odr dso_local unnamed_addr constant [64 x i8] c"sqrt2 %.17g, pow %.17g, fmod %.17g, floor %g, ceil %g, fabs %g\0A\00", comdat, align 1
@"??_C@_0BP@DGMJJOLG@subnormal?3?5?$CFg?5?$CFa?5halves?5to?5?$CFg?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"subnormal: %g %a halves to %g\0A\00", comdat, align 1
@"??_C@_0BE@FPBONJOJ@min?5normal?5?1?54?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"min normal / 4: %a\0A\00", comdat, align 1
@"??_C@_0BL@CCIMCCGG@conv?3?5?$CFd?5?$CFd?5?$CFu?5?$CFlld?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"conv: %d %d %u %lld %d %d\0A\00", comdat, align 1
@"??_C@_0DJ@LDJKJKMB@i64?9?$DOdouble?3?5?$CF?41f?0?5u64?5max?9?$DOdoub@" = linkonce_odr dso_local unnamed_addr constant [57 x i8] c"i64->double: %.1f, u64 max->double: %.1f, ->float: %.1f\0A\00", comdat, align 1
@"??_C@_0DD@PIECJNFO@u32?9?$DOfloat?5?$CF?41f?0?5u32?9?$DOdouble?5?$CF?41@" = linkonce_odr dso_local unnamed_addr constant [51 x i8] c"u32->float %.1f, u32->double %.1f, double->u32 %u\0A\00", comdat, align 1
@"??_C@_0BK@HNEFJPAL@comparisons?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"comparisons: %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0CJ@OFKKCOKL@long?5double?3?5?$CF?410Lf?5?$CF?46Le?5?$CFLg?5?$CF?4@" = linkonce_odr dso_local unnamed_addr constant [41 x i8] c"long double: %.10Lf %.6Le %Lg %.3Lf %Lg\0A\00", comdat, align 1
@"??_C@_0CL@KKPOAIFK@ld?5cmp?3?5?$CFd?5?$CFd?0?5to?5double?5?$CF?415g?0?5@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"ld cmp: %d %d, to double %.15g, to int %d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca [4 x double], align 8
  %21 = alloca double, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 8 @__const.main.vals, i32 112, i1 false)
  store i32 14, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %49, %0
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %3, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %52

30:                                               ; preds = %26
  %31 = load i32, ptr %4, align 4
  %32 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 %31
  %33 = load double, ptr %32, align 8
  store double %33, ptr %5, align 8
  %34 = load double, ptr %5, align 8
  %35 = load double, ptr %5, align 8
  %36 = load double, ptr %5, align 8
  %37 = load double, ptr %5, align 8
  %38 = load double, ptr %5, align 8
  %39 = load double, ptr %5, align 8
  %40 = load double, ptr %5, align 8
  %41 = load double, ptr %5, align 8
  %42 = load double, ptr %5, align 8
  %43 = load double, ptr %5, align 8
  %44 = load double, ptr %5, align 8
  %45 = load double, ptr %5, align 8
  %46 = load double, ptr %5, align 8
  %47 = load i32, ptr %4, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef %47, double noundef %46, double noundef %45, double noundef %44, double noundef %43, double noundef %42, double noundef %41, double noundef %40, double noundef %39, double noundef %38, double noundef %37, double noundef %36, double noundef %35, double noundef %34)
  br label %49

49:                                               ; preds = %30
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %4, align 4
  br label %26, !llvm.loop !5

52:                                               ; preds = %26
  %53 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@MCFPFLIP@?$FL?$CFE?$FN?5?$FL?$CFG?$FN?5?$FL?$CFA?$FN?5?$FL?$CFG?$FN?6?$AA@", double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CO@DOBHJACD@?$FL?$CF010?43f?$FN?5?$FL?$CF?9?$CL10?41f?$FN?5?$FL?$CF?$CK?4?$CKf?$FN?5?$FL?$CF?4@", double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CP@CBHMJCKF@?$FL?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?$FN?5?$FL?$CF?41f@", double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@CJOHNMAJ@?$FL?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?$FN?6?$AA@", double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@DABCIKPJ@?$FL?$CF?420f?$FN?5?$FL?$CF?417g?$FN?5?$FL?$CF?440e?$FN?6?$AA@", double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %58 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 2
  %59 = load double, ptr %58, align 8
  %60 = fcmp ogt double %59, 0.000000e+00
  %61 = zext i1 %60 to i64
  %62 = select i1 %60, i32 1, i32 0
  %63 = sitofp i32 %62 to double
  %64 = fmul double 0x7FF0000000000000, %63
  store double %64, ptr %6, align 8
  store double 0x7FF8000000000000, ptr %7, align 8
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %6, align 8
  %67 = load double, ptr %6, align 8
  %68 = load double, ptr %6, align 8
  %69 = load double, ptr %6, align 8
  %70 = fneg double %69
  %71 = load double, ptr %6, align 8
  %72 = load double, ptr %6, align 8
  %73 = fneg double %72
  %74 = load double, ptr %6, align 8
  %75 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DF@DIFDNOFL@inf?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF5?41f?$FN@", double noundef %74, double noundef %73, double noundef %71, double noundef %70, double noundef %68, double noundef %67, double noundef %66, double noundef %65)
  %76 = load double, ptr %7, align 8
  %77 = load double, ptr %7, align 8
  %78 = fcmp une double %76, %77
  %79 = zext i1 %78 to i32
  %80 = load double, ptr %7, align 8
  %81 = fcmp olt double %80, 1.000000e+00
  %82 = zext i1 %81 to i32
  %83 = load double, ptr %7, align 8
  %84 = load double, ptr %7, align 8
  %85 = fcmp oeq double %83, %84
  %86 = zext i1 %85 to i32
  %87 = load double, ptr %7, align 8
  %88 = load double, ptr %7, align 8
  %89 = load double, ptr %7, align 8
  %90 = load double, ptr %7, align 8
  %91 = load double, ptr %7, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0ED@PEGIGJKI@nan?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFF?$FN?5?$FL?$CF5g?$FN?5n@", double noundef %91, double noundef %90, double noundef %89, double noundef %88, double noundef %87, i32 noundef %86, i32 noundef %82, i32 noundef %79)
  store float 0x3FB99999A0000000, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %93

93:                                               ; preds = %100, %52
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %94, 10
  br i1 %95, label %96, label %103

96:                                               ; preds = %93
  %97 = load float, ptr %8, align 4
  %98 = load float, ptr %9, align 4
  %99 = fadd float %98, %97
  store float %99, ptr %9, align 4
  br label %100

100:                                              ; preds = %96
  %101 = load i32, ptr %10, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %10, align 4
  br label %93, !llvm.loop !7

103:                                              ; preds = %93
  %104 = load float, ptr %9, align 4
  %105 = fcmp oeq float %104, 1.000000e+00
  %106 = zext i1 %105 to i32
  %107 = load float, ptr %9, align 4
  %108 = fpext float %107 to double
  %109 = load float, ptr %9, align 4
  %110 = fpext float %109 to double
  %111 = load float, ptr %8, align 4
  %112 = fpext float %111 to double
  %113 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@HEBBBNNN@float?3?5?$CF?49g?5?$CF?49g?5?$CFa?5?$CFd?6?$AA@", double noundef %112, double noundef %110, double noundef %108, i32 noundef %106)
  store volatile float 0x4170000000000000, ptr %11, align 4
  %114 = load volatile float, ptr %11, align 4
  %115 = fadd float %114, 1.000000e+00
  store volatile float %115, ptr %12, align 4
  %116 = load volatile float, ptr %11, align 4
  %117 = fpext float %116 to double
  %118 = fadd double %117, 1.000000e+00
  %119 = load volatile float, ptr %12, align 4
  %120 = fpext float %119 to double
  %121 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@GCGBFHJI@float?52?$FO24?$CL1?3?5?$CF?41f?0?5double?3?5?$CF?41f@", double noundef %120, double noundef %118)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@GGJLMJID@float?5ops?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, ptr %13, align 8
  store i32 1, ptr %14, align 4
  br label %123

123:                                              ; preds = %132, %103
  %124 = load i32, ptr %14, align 4
  %125 = icmp sle i32 %124, 1000
  br i1 %125, label %126, label %135

126:                                              ; preds = %123
  %127 = load i32, ptr %14, align 4
  %128 = sitofp i32 %127 to double
  %129 = fdiv double 1.000000e+00, %128
  %130 = load double, ptr %13, align 8
  %131 = fadd double %130, %129
  store double %131, ptr %13, align 8
  br label %132

132:                                              ; preds = %126
  %133 = load i32, ptr %14, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %14, align 4
  br label %123, !llvm.loop !8

135:                                              ; preds = %123
  %136 = load double, ptr %13, align 8
  %137 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@CHGGLEMJ@harmonic?$CI1000?$CJ?5?$DN?5?$CF?415f?6?$AA@", double noundef %136)
  store double 0.000000e+00, ptr %15, align 8
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %138

138:                                              ; preds = %153, %135
  %139 = load i32, ptr %17, align 4
  %140 = icmp slt i32 %139, 100000
  br i1 %140, label %141, label %156

141:                                              ; preds = %138
  %142 = load double, ptr %16, align 8
  %143 = fsub double 1.000000e-01, %142
  store double %143, ptr %18, align 8
  %144 = load double, ptr %15, align 8
  %145 = load double, ptr %18, align 8
  %146 = fadd double %144, %145
  store double %146, ptr %19, align 8
  %147 = load double, ptr %19, align 8
  %148 = load double, ptr %15, align 8
  %149 = fsub double %147, %148
  %150 = load double, ptr %18, align 8
  %151 = fsub double %149, %150
  store double %151, ptr %16, align 8
  %152 = load double, ptr %19, align 8
  store double %152, ptr %15, align 8
  br label %153

153:                                              ; preds = %141
  %154 = load i32, ptr %17, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %17, align 4
  br label %138, !llvm.loop !9

156:                                              ; preds = %138
  %157 = load double, ptr %15, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@OJBJADOP@kahan?50?41?$CK1e5?5?$DN?5?$CF?412f?6?$AA@", double noundef %157)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %20, ptr align 8 @__const.main.coef, i32 32, i1 false)
  %159 = getelementptr inbounds [4 x double], ptr %20, i32 0, i32 0
  %160 = call double @horner(ptr noundef %159, i32 noundef 4, double noundef 1.001000e+00)
  %161 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@OAACEODM@horner?5?$CIx?91?$CJ?$FO3?5at?51?4001?3?5?$CF?46e?6?$AA@", double noundef %160)
  %162 = call double @llvm.fabs.f64(double -0.000000e+00)
  %163 = call double @llvm.ceil.f64(double -2.500000e+00)
  %164 = call double @llvm.floor.f64(double -2.500000e+00)
  %165 = call double @fmod(double noundef 1.000000e+01, double noundef 3.300000e+00) #5
  %166 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %167 = call double @sqrt(double noundef 2.000000e+00) #5
  %168 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0EA@IPFHLDKE@sqrt2?5?$CF?417g?0?5pow?5?$CF?417g?0?5fmod?5?$CF?41@", double noundef %167, double noundef %166, double noundef %165, double noundef %164, double noundef %163, double noundef %162)
  %169 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 11
  %170 = load double, ptr %169, align 8
  %171 = fdiv double %170, 2.000000e+00
  %172 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 11
  %173 = load double, ptr %172, align 8
  %174 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 11
  %175 = load double, ptr %174, align 8
  %176 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@DGMJJOLG@subnormal?3?5?$CFg?5?$CFa?5halves?5to?5?$CFg?6?$AA@", double noundef %175, double noundef %173, double noundef %171)
  %177 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 13
  %178 = load double, ptr %177, align 8
  %179 = fdiv double %178, 4.000000e+00
  %180 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@FPBONJOJ@min?5normal?5?1?54?3?5?$CFa?6?$AA@", double noundef %179)
  store double -7.990000e+00, ptr %21, align 8
  %181 = load double, ptr %21, align 8
  %182 = fneg double %181
  %183 = fptosi double %182 to i32
  %184 = load double, ptr %21, align 8
  %185 = fptosi double %184 to i32
  %186 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@CCIMCCGG@conv?3?5?$CFd?5?$CFd?5?$CFu?5?$CFlld?5?$CFd?5?$CFd?6?$AA@", i32 noundef %185, i32 noundef %183, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  store i64 9007199254740993, ptr %22, align 8
  %187 = load i64, ptr %22, align 8
  %188 = sitofp i64 %187 to double
  %189 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DJ@LDJKJKMB@i64?9?$DOdouble?3?5?$CF?41f?0?5u64?5max?9?$DOdoub@", double noundef %188, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, ptr %23, align 4
  %190 = load i32, ptr %23, align 4
  %191 = uitofp i32 %190 to float
  store volatile float %191, ptr %12, align 4
  %192 = load i32, ptr %23, align 4
  %193 = uitofp i32 %192 to double
  %194 = load volatile float, ptr %12, align 4
  %195 = fpext float %194 to double
  %196 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DD@PIECJNFO@u32?9?$DOfloat?5?$CF?41f?0?5u32?9?$DOdouble?5?$CF?41@", double noundef %195, double noundef %193, i32 noundef -1)
  %197 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@HNEFJPAL@comparisons?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store double 0x3FD5555555555555, ptr %24, align 8
  store double 9.250000e+00, ptr %25, align 8
  %198 = load double, ptr %24, align 8
  %199 = fmul double %198, 3.000000e+00
  %200 = load double, ptr %25, align 8
  %201 = load double, ptr %24, align 8
  %202 = load double, ptr %24, align 8
  %203 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CJ@OFKKCOKL@long?5double?3?5?$CF?410Lf?5?$CF?46Le?5?$CFLg?5?$CF?4@", double noundef %202, double noundef %201, double noundef %200, double noundef 1.000000e+10, double noundef %199)
  %204 = load double, ptr %25, align 8
  %205 = fmul double %204, 1.000000e+01
  %206 = fptosi double %205 to i32
  %207 = load double, ptr %24, align 8
  %208 = load double, ptr %24, align 8
  %209 = fcmp olt double %208, 3.400000e-01
  %210 = zext i1 %209 to i32
  %211 = load double, ptr %25, align 8
  %212 = fcmp ogt double %211, 9.000000e+00
  %213 = zext i1 %212 to i32
  %214 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@KKPOAIFK@ld?5cmp?3?5?$CFd?5?$CFd?0?5to?5double?5?$CF?415g?0?5@", i32 noundef %213, i32 noundef %210, double noundef %207, i32 noundef %206)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double %2, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %4, align 8
  %17 = load ptr, ptr %6, align 4
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds double, ptr %17, i32 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %15, double %16, double %20)
  store double %21, ptr %7, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr %8, align 4
  br label %11, !llvm.loop !10

25:                                               ; preds = %11
  %26 = load double, ptr %7, align 8
  ret double %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: nounwind
declare dso_local double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare dso_local double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind
declare dso_local double @sqrt(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
