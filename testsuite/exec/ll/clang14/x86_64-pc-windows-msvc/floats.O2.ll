; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 1, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 2, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 3, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 4, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 5, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 6, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 7, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 8, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 9, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 10, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 11, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 12, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i64 0, i64 0), i32 noundef 13, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@MCFPFLIP@?$FL?$CFE?$FN?5?$FL?$CFG?$FN?5?$FL?$CFA?$FN?5?$FL?$CFG?$FN?6?$AA@", i64 0, i64 0), double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @"??_C@_0CO@DOBHJACD@?$FL?$CF010?43f?$FN?5?$FL?$CF?9?$CL10?41f?$FN?5?$FL?$CF?$CK?4?$CKf?$FN?5?$FL?$CF?4@", i64 0, i64 0), double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @"??_C@_0CP@CBHMJCKF@?$FL?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?$FN?5?$FL?$CF?41f@", i64 0, i64 0), double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@CJOHNMAJ@?$FL?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?$FN?6?$AA@", i64 0, i64 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@DABCIKPJ@?$FL?$CF?420f?$FN?5?$FL?$CF?417g?$FN?5?$FL?$CF?440e?$FN?6?$AA@", i64 0, i64 0), double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @"??_C@_0DF@DIFDNOFL@inf?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF5?41f?$FN@", i64 0, i64 0), double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @"??_C@_0ED@PEGIGJKI@nan?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFF?$FN?5?$FL?$CF5g?$FN?5n@", i64 0, i64 0), double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@HEBBBNNN@float?3?5?$CF?49g?5?$CF?49g?5?$CFa?5?$CFd?6?$AA@", i64 0, i64 0), double noundef 0x3FB99999A0000000, double noundef 0x3FF0000020000000, double noundef 0x3FF0000020000000, i32 noundef 0)
  %25 = bitcast float* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25)
  store volatile float 0x4170000000000000, float* %1, align 4, !tbaa !4
  %26 = bitcast float* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26)
  %27 = load volatile float, float* %1, align 4, !tbaa !4
  %28 = fadd float %27, 1.000000e+00
  store volatile float %28, float* %2, align 4, !tbaa !4
  %29 = load volatile float, float* %1, align 4, !tbaa !4
  %30 = fpext float %29 to double
  %31 = fadd double %30, 1.000000e+00
  %32 = load volatile float, float* %2, align 4, !tbaa !4
  %33 = fpext float %32 to double
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@GCGBFHJI@float?52?$FO24?$CL1?3?5?$CF?41f?0?5double?3?5?$CF?41f@", i64 0, i64 0), double noundef %33, double noundef %31)
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@GGJLMJID@float?5ops?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", i64 0, i64 0), double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  br label %38

36:                                               ; preds = %38
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@CHGGLEMJ@harmonic?$CI1000?$CJ?5?$DN?5?$CF?415f?6?$AA@", i64 0, i64 0), double noundef %47)
  br label %64

38:                                               ; preds = %38, %0
  %39 = phi double [ 0.000000e+00, %0 ], [ %47, %38 ]
  %40 = phi i32 [ 1, %0 ], [ %48, %38 ]
  %41 = sitofp i32 %40 to double
  %42 = fdiv double 1.000000e+00, %41
  %43 = fadd double %39, %42
  %44 = add nuw nsw i32 %40, 1
  %45 = sitofp i32 %44 to double
  %46 = fdiv double 1.000000e+00, %45
  %47 = fadd double %43, %46
  %48 = add nuw nsw i32 %40, 2
  %49 = icmp eq i32 %48, 1001
  br i1 %49, label %36, label %38, !llvm.loop !8

50:                                               ; preds = %64
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@OJBJADOP@kahan?50?41?$CK1e5?5?$DN?5?$CF?412f?6?$AA@", i64 0, i64 0), double noundef %85)
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@OAACEODM@horner?5?$CIx?91?$CJ?$FO3?5at?51?4001?3?5?$CF?46e?6?$AA@", i64 0, i64 0), double noundef 0xBE112E0BF082FF93)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @"??_C@_0EA@IPFHLDKE@sqrt2?5?$CF?417g?0?5pow?5?$CF?417g?0?5fmod?5?$CF?41@", i64 0, i64 0), double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FB99999999999C0, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef 0.000000e+00)
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@DGMJJOLG@subnormal?3?5?$CFg?5?$CFa?5halves?5to?5?$CFg?6?$AA@", i64 0, i64 0), double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 0.000000e+00)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@FPBONJOJ@min?5normal?5?1?54?3?5?$CFa?6?$AA@", i64 0, i64 0), double noundef 0x4000000000000)
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CCIMCCGG@conv?3?5?$CFd?5?$CFd?5?$CFu?5?$CFlld?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef -7, i32 noundef 7, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i64 noundef 0)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @"??_C@_0DJ@LDJKJKMB@i64?9?$DOdouble?3?5?$CF?41f?0?5u64?5max?9?$DOdoub@", i64 0, i64 0), double noundef 0x4340000000000000, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store volatile float 0x41F0000000000000, float* %2, align 4, !tbaa !4
  %58 = load volatile float, float* %2, align 4, !tbaa !4
  %59 = fpext float %58 to double
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @"??_C@_0DD@PIECJNFO@u32?9?$DOfloat?5?$CF?41f?0?5u32?9?$DOdouble?5?$CF?41@", i64 0, i64 0), double noundef %59, double noundef 0x41EFFFFFFFE00000, i32 noundef -1)
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HNEFJPAL@comparisons?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @"??_C@_0CJ@OFKKCOKL@long?5double?3?5?$CF?410Lf?5?$CF?46Le?5?$CFLg?5?$CF?4@", i64 0, i64 0), double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 9.250000e+00, double noundef 1.000000e+10, double noundef 1.000000e+00)
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@KKPOAIFK@ld?5cmp?3?5?$CFd?5?$CFd?0?5to?5double?5?$CF?415g?0?5@", i64 0, i64 0), i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555555555555, i32 noundef 92)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25)
  ret i32 0

64:                                               ; preds = %64, %36
  %65 = phi double [ 0.000000e+00, %36 ], [ %85, %64 ]
  %66 = phi double [ 0.000000e+00, %36 ], [ %87, %64 ]
  %67 = phi i32 [ 0, %36 ], [ %88, %64 ]
  %68 = fsub double 1.000000e-01, %66
  %69 = fadd double %65, %68
  %70 = fsub double %69, %65
  %71 = fsub double %68, %70
  %72 = fadd double %71, 1.000000e-01
  %73 = fadd double %69, %72
  %74 = fsub double %73, %69
  %75 = fsub double %72, %74
  %76 = fadd double %75, 1.000000e-01
  %77 = fadd double %73, %76
  %78 = fsub double %77, %73
  %79 = fsub double %76, %78
  %80 = fadd double %79, 1.000000e-01
  %81 = fadd double %77, %80
  %82 = fsub double %81, %77
  %83 = fsub double %80, %82
  %84 = fadd double %83, 1.000000e-01
  %85 = fadd double %81, %84
  %86 = fsub double %85, %81
  %87 = fsub double %86, %84
  %88 = add nuw nsw i32 %67, 5
  %89 = icmp eq i32 %88, 100000
  br i1 %89, label %50, label %64, !llvm.loop !10
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
