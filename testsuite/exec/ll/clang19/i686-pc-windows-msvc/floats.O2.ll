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

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 1, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 2, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 3, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 4, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 5, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 6, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 7, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 8, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 9, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 10, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 11, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 12, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FO@MFBEEJHI@?$CFd?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF?43f?$FN?5?$FL@", i32 noundef 13, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@MCFPFLIP@?$FL?$CFE?$FN?5?$FL?$CFG?$FN?5?$FL?$CFA?$FN?5?$FL?$CFG?$FN?6?$AA@", double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CO@DOBHJACD@?$FL?$CF010?43f?$FN?5?$FL?$CF?9?$CL10?41f?$FN?5?$FL?$CF?$CK?4?$CKf?$FN?5?$FL?$CF?4@", double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CP@CBHMJCKF@?$FL?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?5?$CF?40f?$FN?5?$FL?$CF?41f@", double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@CJOHNMAJ@?$FL?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?5?$CFg?$FN?6?$AA@", double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@DABCIKPJ@?$FL?$CF?420f?$FN?5?$FL?$CF?417g?$FN?5?$FL?$CF?440e?$FN?6?$AA@", double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DF@DIFDNOFL@inf?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFa?$FN?5?$FL?$CF5?41f?$FN@", double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0ED@PEGIGJKI@nan?3?5?$FL?$CFf?$FN?5?$FL?$CFe?$FN?5?$FL?$CFg?$FN?5?$FL?$CFF?$FN?5?$FL?$CF5g?$FN?5n@", double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@HEBBBNNN@float?3?5?$CF?49g?5?$CF?49g?5?$CFa?5?$CFd?6?$AA@", double noundef 0x3FB99999A0000000, double noundef 0x3FF0000020000000, double noundef 0x3FF0000020000000, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile float 0x4170000000000000, ptr %1, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %25 = load volatile float, ptr %1, align 4
  %26 = fadd float %25, 1.000000e+00
  store volatile float %26, ptr %2, align 4
  %27 = load volatile float, ptr %1, align 4
  %28 = fpext float %27 to double
  %29 = fadd double %28, 1.000000e+00
  %30 = load volatile float, ptr %2, align 4
  %31 = fpext float %30 to double
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@GCGBFHJI@float?52?$FO24?$CL1?3?5?$CF?41f?0?5double?3?5?$CF?41f@", double noundef %31, double noundef %29)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@GGJLMJID@float?5ops?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  br label %36

34:                                               ; preds = %36
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@CHGGLEMJ@harmonic?$CI1000?$CJ?5?$DN?5?$CF?415f?6?$AA@", double noundef %57)
  br label %74

36:                                               ; preds = %36, %0
  %37 = phi double [ 0.000000e+00, %0 ], [ %57, %36 ]
  %38 = phi i32 [ 1, %0 ], [ %58, %36 ]
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double 1.000000e+00, %39
  %41 = fadd double %37, %40
  %42 = add nuw nsw i32 %38, 1
  %43 = uitofp nneg i32 %42 to double
  %44 = fdiv double 1.000000e+00, %43
  %45 = fadd double %41, %44
  %46 = add nuw nsw i32 %38, 2
  %47 = uitofp nneg i32 %46 to double
  %48 = fdiv double 1.000000e+00, %47
  %49 = fadd double %45, %48
  %50 = add nuw nsw i32 %38, 3
  %51 = uitofp nneg i32 %50 to double
  %52 = fdiv double 1.000000e+00, %51
  %53 = fadd double %49, %52
  %54 = add nuw nsw i32 %38, 4
  %55 = uitofp nneg i32 %54 to double
  %56 = fdiv double 1.000000e+00, %55
  %57 = fadd double %53, %56
  %58 = add nuw nsw i32 %38, 5
  %59 = icmp eq i32 %58, 1001
  br i1 %59, label %34, label %36, !llvm.loop !4

60:                                               ; preds = %74
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@OJBJADOP@kahan?50?41?$CK1e5?5?$DN?5?$CF?412f?6?$AA@", double noundef %95)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BP@OAACEODM@horner?5?$CIx?91?$CJ?$FO3?5at?51?4001?3?5?$CF?46e?6?$AA@", double noundef 0xBE112E0BF082FF93)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0EA@IPFHLDKE@sqrt2?5?$CF?417g?0?5pow?5?$CF?417g?0?5fmod?5?$CF?41@", double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FB99999999999C0, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef 0.000000e+00)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BP@DGMJJOLG@subnormal?3?5?$CFg?5?$CFa?5halves?5to?5?$CFg?6?$AA@", double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 0.000000e+00)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@FPBONJOJ@min?5normal?5?1?54?3?5?$CFa?6?$AA@", double noundef 0x4000000000000)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@CCIMCCGG@conv?3?5?$CFd?5?$CFd?5?$CFu?5?$CFlld?5?$CFd?5?$CFd?6?$AA@", i32 noundef -7, i32 noundef 7, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DJ@LDJKJKMB@i64?9?$DOdouble?3?5?$CF?41f?0?5u64?5max?9?$DOdoub@", double noundef 0x4340000000000000, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store volatile float 0x41F0000000000000, ptr %2, align 4
  %68 = load volatile float, ptr %2, align 4
  %69 = fpext float %68 to double
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DD@PIECJNFO@u32?9?$DOfloat?5?$CF?41f?0?5u32?9?$DOdouble?5?$CF?41@", double noundef %69, double noundef 0x41EFFFFFFFE00000, i32 noundef -1)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@HNEFJPAL@comparisons?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CJ@OFKKCOKL@long?5double?3?5?$CF?410Lf?5?$CF?46Le?5?$CFLg?5?$CF?4@", double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 9.250000e+00, double noundef 1.000000e+10, double noundef 1.000000e+00)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@KKPOAIFK@ld?5cmp?3?5?$CFd?5?$CFd?0?5to?5double?5?$CF?415g?0?5@", i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555555555555, i32 noundef 92)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0

74:                                               ; preds = %74, %34
  %75 = phi double [ 0.000000e+00, %34 ], [ %95, %74 ]
  %76 = phi double [ 0.000000e+00, %34 ], [ %97, %74 ]
  %77 = phi i32 [ 0, %34 ], [ %98, %74 ]
  %78 = fsub double 1.000000e-01, %76
  %79 = fadd double %75, %78
  %80 = fsub double %75, %79
  %81 = fadd double %78, %80
  %82 = fadd double %81, 1.000000e-01
  %83 = fadd double %79, %82
  %84 = fsub double %79, %83
  %85 = fadd double %82, %84
  %86 = fadd double %85, 1.000000e-01
  %87 = fadd double %83, %86
  %88 = fsub double %83, %87
  %89 = fadd double %86, %88
  %90 = fadd double %89, 1.000000e-01
  %91 = fadd double %87, %90
  %92 = fsub double %87, %91
  %93 = fadd double %90, %92
  %94 = fadd double %93, 1.000000e-01
  %95 = fadd double %91, %94
  %96 = fsub double %95, %91
  %97 = fsub double %96, %94
  %98 = add nuw nsw i32 %77, 5
  %99 = icmp eq i32 %98, 100000
  br i1 %99, label %60, label %74, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
