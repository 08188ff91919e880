; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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
  store i32 0, i32* %1, align 4
  %26 = bitcast [14 x double]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %26, i8* align 8 bitcast ([14 x double]* @__const.main.vals to i8*), i32 112, i1 false)
  store i32 14, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %27

27:                                               ; preds = %50, %0
  %28 = load i32, i32* %4, align 4
  %29 = load i32, i32* %3, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %53

31:                                               ; preds = %27
  %32 = load i32, i32* %4, align 4
  %33 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 %32
  %34 = load double, double* %33, align 8
  store double %34, double* %5, align 8
  %35 = load double, double* %5, align 8
  %36 = load double, double* %5, align 8
  %37 = load double, double* %5, align 8
  %38 = load double, double* %5, align 8
  %39 = load double, double* %5, align 8
  %40 = load double, double* %5, align 8
  %41 = load double, double* %5, align 8
  %42 = load double, double* %5, align 8
  %43 = load double, double* %5, align 8
  %44 = load double, double* %5, align 8
  %45 = load double, double* %5, align 8
  %46 = load double, double* %5, align 8
  %47 = load double, double* %5, align 8
  %48 = load i32, i32* %4, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 0, i32 0), i32 noundef %48, double noundef %47, double noundef %46, double noundef %45, double noundef %44, double noundef %43, double noundef %42, double noundef %41, double noundef %40, double noundef %39, double noundef %38, double noundef %37, double noundef %36, double noundef %35)
  br label %50

50:                                               ; preds = %31
  %51 = load i32, i32* %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %4, align 4
  br label %27, !llvm.loop !4

53:                                               ; preds = %27
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@MCFPFLIP@?$FL?$CFE?$FN?5?$FL?$CFG?$FN?5?$FL?$CFA?$FN?5?$FL?$CFG?$FN?6?$AA@", i32 0, i32 0), double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @"??_C@_0CO@DOBHJACD@?$FL?$CF010?43f?$FN?5?$FL?$CF?9?$CL10?41f?$FN?5?$FL?$CF?$CK?4?$CKf?$FN?5?$FL?$CF?4@", i32 0, i32 0), double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @"??_C@_0CP@CBHMJCKF@?$FL?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?$FN?5?$FL?$CF?41f@", i32 0, i32 0), double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@CJOHNMAJ@?$FL?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?$FN?6?$AA@", i32 0, i32 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@DABCIKPJ@?$FL?$CF?420f?$FN?5?$FL?$CF?417g?$FN?5?$FL?$CF?440e?$FN?6?$AA@", i32 0, i32 0), double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %59 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 2
  %60 = load double, double* %59, align 8
  %61 = fcmp ogt double %60, 0.000000e+00
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, i32 1, i32 0
  %64 = sitofp i32 %63 to double
  %65 = fmul double 0x7FF0000000000000, %64
  store double %65, double* %6, align 8
  store double 0x7FF8000000000000, double* %7, align 8
  %66 = load double, double* %6, align 8
  %67 = load double, double* %6, align 8
  %68 = load double, double* %6, align 8
  %69 = load double, double* %6, align 8
  %70 = load double, double* %6, align 8
  %71 = fneg double %70
  %72 = load double, double* %6, align 8
  %73 = load double, double* %6, align 8
  %74 = fneg double %73
  %75 = load double, double* %6, align 8
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @"??_C@_0DF@DIFDNOFL@inf?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF5?41f?$FN@", i32 0, i32 0), double noundef %75, double noundef %74, double noundef %72, double noundef %71, double noundef %69, double noundef %68, double noundef %67, double noundef %66)
  %77 = load double, double* %7, align 8
  %78 = load double, double* %7, align 8
  %79 = fcmp une double %77, %78
  %80 = zext i1 %79 to i32
  %81 = load double, double* %7, align 8
  %82 = fcmp olt double %81, 1.000000e+00
  %83 = zext i1 %82 to i32
  %84 = load double, double* %7, align 8
  %85 = load double, double* %7, align 8
  %86 = fcmp oeq double %84, %85
  %87 = zext i1 %86 to i32
  %88 = load double, double* %7, align 8
  %89 = load double, double* %7, align 8
  %90 = load double, double* %7, align 8
  %91 = load double, double* %7, align 8
  %92 = load double, double* %7, align 8
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @"??_C@_0ED@PEGIGJKI@nan?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFF?$FN?5?$FL?$CF5g?$FN?5n@", i32 0, i32 0), double noundef %92, double noundef %91, double noundef %90, double noundef %89, double noundef %88, i32 noundef %87, i32 noundef %83, i32 noundef %80)
  store float 0x3FB99999A0000000, float* %8, align 4
  store float 0.000000e+00, float* %9, align 4
  store i32 0, i32* %10, align 4
  br label %94

94:                                               ; preds = %101, %53
  %95 = load i32, i32* %10, align 4
  %96 = icmp slt i32 %95, 10
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = load float, float* %8, align 4
  %99 = load float, float* %9, align 4
  %100 = fadd float %99, %98
  store float %100, float* %9, align 4
  br label %101

101:                                              ; preds = %97
  %102 = load i32, i32* %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %10, align 4
  br label %94, !llvm.loop !6

104:                                              ; preds = %94
  %105 = load float, float* %9, align 4
  %106 = fcmp oeq float %105, 1.000000e+00
  %107 = zext i1 %106 to i32
  %108 = load float, float* %9, align 4
  %109 = fpext float %108 to double
  %110 = load float, float* %9, align 4
  %111 = fpext float %110 to double
  %112 = load float, float* %8, align 4
  %113 = fpext float %112 to double
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@HEBBBNNN@float?3?5?$CF?49g?5?$CF?49g?5?$CFa?5?$CFd?6?$AA@", i32 0, i32 0), double noundef %113, double noundef %111, double noundef %109, i32 noundef %107)
  store volatile float 0x4170000000000000, float* %11, align 4
  %115 = load volatile float, float* %11, align 4
  %116 = fadd float %115, 1.000000e+00
  store volatile float %116, float* %12, align 4
  %117 = load volatile float, float* %11, align 4
  %118 = fpext float %117 to double
  %119 = fadd double %118, 1.000000e+00
  %120 = load volatile float, float* %12, align 4
  %121 = fpext float %120 to double
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@GCGBFHJI@float?52?$FO24?$CL1?3?5?$CF?41f?0?5double?3?5?$CF?41f@", i32 0, i32 0), double noundef %121, double noundef %119)
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@GGJLMJID@float?5ops?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", i32 0, i32 0), double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, double* %13, align 8
  store i32 1, i32* %14, align 4
  br label %124

124:                                              ; preds = %133, %104
  %125 = load i32, i32* %14, align 4
  %126 = icmp sle i32 %125, 1000
  br i1 %126, label %127, label %136

127:                                              ; preds = %124
  %128 = load i32, i32* %14, align 4
  %129 = sitofp i32 %128 to double
  %130 = fdiv double 1.000000e+00, %129
  %131 = load double, double* %13, align 8
  %132 = fadd double %131, %130
  store double %132, double* %13, align 8
  br label %133

133:                                              ; preds = %127
  %134 = load i32, i32* %14, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %14, align 4
  br label %124, !llvm.loop !7

136:                                              ; preds = %124
  %137 = load double, double* %13, align 8
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@CHGGLEMJ@harmonic?$CI1000?$CJ?5?$DN?5?$CF?415f?6?$AA@", i32 0, i32 0), double noundef %137)
  store double 0.000000e+00, double* %15, align 8
  store double 0.000000e+00, double* %16, align 8
  store i32 0, i32* %17, align 4
  br label %139

139:                                              ; preds = %154, %136
  %140 = load i32, i32* %17, align 4
  %141 = icmp slt i32 %140, 100000
  br i1 %141, label %142, label %157

142:                                              ; preds = %139
  %143 = load double, double* %16, align 8
  %144 = fsub double 1.000000e-01, %143
  store double %144, double* %18, align 8
  %145 = load double, double* %15, align 8
  %146 = load double, double* %18, align 8
  %147 = fadd double %145, %146
  store double %147, double* %19, align 8
  %148 = load double, double* %19, align 8
  %149 = load double, double* %15, align 8
  %150 = fsub double %148, %149
  %151 = load double, double* %18, align 8
  %152 = fsub double %150, %151
  store double %152, double* %16, align 8
  %153 = load double, double* %19, align 8
  store double %153, double* %15, align 8
  br label %154

154:                                              ; preds = %142
  %155 = load i32, i32* %17, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* %17, align 4
  br label %139, !llvm.loop !8

157:                                              ; preds = %139
  %158 = load double, double* %15, align 8
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@OJBJADOP@kahan?50?41?$CK1e5?5?$DN?5?$CF?412f?6?$AA@", i32 0, i32 0), double noundef %158)
  %160 = bitcast [4 x double]* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %160, i8* align 8 bitcast ([4 x double]* @__const.main.coef to i8*), i32 32, i1 false)
  %161 = getelementptr inbounds [4 x double], [4 x double]* %20, i32 0, i32 0
  %162 = call double @horner(double* noundef %161, i32 noundef 4, double noundef 1.001000e+00)
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@OAACEODM@horner?5?$CIx?91?$CJ?$FO3?5at?51?4001?3?5?$CF?46e?6?$AA@", i32 0, i32 0), double noundef %162)
  %164 = call double @llvm.fabs.f64(double -0.000000e+00)
  %165 = call double @llvm.ceil.f64(double -2.500000e+00)
  %166 = call double @llvm.floor.f64(double -2.500000e+00)
  %167 = call double @fmod(double noundef 1.000000e+01, double noundef 3.300000e+00) #5
  %168 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %169 = call double @sqrt(double noundef 2.000000e+00) #5
  %170 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @"??_C@_0EA@IPFHLDKE@sqrt2?5?$CF?417g?0?5pow?5?$CF?417g?0?5fmod?5?$CF?41@", i32 0, i32 0), double noundef %169, double noundef %168, double noundef %167, double noundef %166, double noundef %165, double noundef %164)
  %171 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 11
  %172 = load double, double* %171, align 8
  %173 = fdiv double %172, 2.000000e+00
  %174 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 11
  %175 = load double, double* %174, align 8
  %176 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 11
  %177 = load double, double* %176, align 8
  %178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@DGMJJOLG@subnormal?3?5?$CFg?5?$CFa?5halves?5to?5?$CFg?6?$AA@", i32 0, i32 0), double noundef %177, double noundef %175, double noundef %173)
  %179 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 13
  %180 = load double, double* %179, align 8
  %181 = fdiv double %180, 4.000000e+00
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@FPBONJOJ@min?5normal?5?1?54?3?5?$CFa?6?$AA@", i32 0, i32 0), double noundef %181)
  store double -7.990000e+00, double* %21, align 8
  %183 = load double, double* %21, align 8
  %184 = fneg double %183
  %185 = fptosi double %184 to i32
  %186 = load double, double* %21, align 8
  %187 = fptosi double %186 to i32
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CCIMCCGG@conv?3?5?$CFd?5?$CFd?5?$CFu?5?$CFlld?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %187, i32 noundef %185, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  store i64 9007199254740993, i64* %22, align 8
  %189 = load i64, i64* %22, align 8
  %190 = sitofp i64 %189 to double
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @"??_C@_0DJ@LDJKJKMB@i64?9?$DOdouble?3?5?$CF?41f?0?5u64?5max?9?$DOdoub@", i32 0, i32 0), double noundef %190, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, i32* %23, align 4
  %192 = load i32, i32* %23, align 4
  %193 = uitofp i32 %192 to float
  store volatile float %193, float* %12, align 4
  %194 = load i32, i32* %23, align 4
  %195 = uitofp i32 %194 to double
  %196 = load volatile float, float* %12, align 4
  %197 = fpext float %196 to double
  %198 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @"??_C@_0DD@PIECJNFO@u32?9?$DOfloat?5?$CF?41f?0?5u32?9?$DOdouble?5?$CF?41@", i32 0, i32 0), double noundef %197, double noundef %195, i32 noundef -1)
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HNEFJPAL@comparisons?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store double 0x3FD5555555555555, double* %24, align 8
  store double 9.250000e+00, double* %25, align 8
  %200 = load double, double* %24, align 8
  %201 = fmul double %200, 3.000000e+00
  %202 = load double, double* %25, align 8
  %203 = load double, double* %24, align 8
  %204 = load double, double* %24, align 8
  %205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @"??_C@_0CJ@OFKKCOKL@long?5double?3?5?$CF?410Lf?5?$CF?46Le?5?$CFLg?5?$CF?4@", i32 0, i32 0), double noundef %204, double noundef %203, double noundef %202, double noundef 1.000000e+10, double noundef %201)
  %206 = load double, double* %25, align 8
  %207 = fmul double %206, 1.000000e+01
  %208 = fptosi double %207 to i32
  %209 = load double, double* %24, align 8
  %210 = load double, double* %24, align 8
  %211 = fcmp olt double %210, 3.400000e-01
  %212 = zext i1 %211 to i32
  %213 = load double, double* %25, align 8
  %214 = fcmp ogt double %213, 9.000000e+00
  %215 = zext i1 %214 to i32
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@KKPOAIFK@ld?5cmp?3?5?$CFd?5?$CFd?0?5to?5double?5?$CF?415g?0?5@", i32 0, i32 0), i32 noundef %215, i32 noundef %212, double noundef %209, i32 noundef %208)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal double @horner(double* noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double*, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double %2, double* %4, align 8
  store i32 %1, i32* %5, align 4
  store double* %0, double** %6, align 4
  store double 0.000000e+00, double* %7, align 8
  %9 = load i32, i32* %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %8, align 4
  br label %11

11:                                               ; preds = %22, %3
  %12 = load i32, i32* %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load double, double* %7, align 8
  %16 = load double, double* %4, align 8
  %17 = load double*, double** %6, align 4
  %18 = load i32, i32* %8, align 4
  %19 = getelementptr inbounds double, double* %17, i32 %18
  %20 = load double, double* %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %15, double %16, double %20)
  store double %21, double* %7, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %8, align 4
  br label %11, !llvm.loop !9

25:                                               ; preds = %11
  %26 = load double, double* %7, align 8
  ret double %26
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #3

; Function Attrs: nounwind
declare dso_local double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare dso_local double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind
declare dso_local double @sqrt(double noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
