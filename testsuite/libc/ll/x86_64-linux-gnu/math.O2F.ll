; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@D = internal unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 16
@vd = internal global double 0.000000e+00, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"\0A%sf:\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 16
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [6 x i8] c"\0A%sl:\00", align 1
@L = internal unnamed_addr constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 16
@vl = internal global x86_fp80 0xK00000000000000000000, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cbrt\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"exp2\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"exp10\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"expm1\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"log2\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"logb\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"asinh\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"acosh\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"atanh\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c"erf\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"erfc\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"lgamma\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"tgamma\00", align 1
@.str.34 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.39 = private unnamed_addr constant [10 x i8] c"nearbyint\00", align 1
@.str.40 = private unnamed_addr constant [3 x i8] c"j0\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"j1\00", align 1
@.str.42 = private unnamed_addr constant [3 x i8] c"y0\00", align 1
@.str.43 = private unnamed_addr constant [3 x i8] c"y1\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"pow\00", align 1
@.str.45 = private unnamed_addr constant [6 x i8] c"atan2\00", align 1
@.str.46 = private unnamed_addr constant [6 x i8] c"hypot\00", align 1
@.str.47 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@.str.48 = private unnamed_addr constant [10 x i8] c"remainder\00", align 1
@.str.49 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.50 = private unnamed_addr constant [5 x i8] c"fdim\00", align 1
@.str.51 = private unnamed_addr constant [5 x i8] c"fmax\00", align 1
@.str.52 = private unnamed_addr constant [5 x i8] c"fmin\00", align 1
@.str.53 = private unnamed_addr constant [10 x i8] c"nextafter\00", align 1
@.str.54 = private unnamed_addr constant [16 x i8] c"fma: %a %a %La\0A\00", align 1
@.str.55 = private unnamed_addr constant [72 x i8] c"d[%u]: frexp %a %d modf %a %a remquo %a %d sincos %a %a lgamma_r %a %d\0A\00", align 1
@.str.56 = private unnamed_addr constant [88 x i8] c"  ldexp %a scalbn %a scalbln %a ilogb %d lrint %ld lround %ld llrint %lld llround %lld\0A\00", align 1
@.str.57 = private unnamed_addr constant [29 x i8] c"  jn %a yn %a nexttoward %a\0A\00", align 1
@.str.58 = private unnamed_addr constant [71 x i8] c"f[%u]: frexpf %a %d modff %a %a remquof %a %d sincosf %a %a ldexpf %a\0A\00", align 1
@.str.59 = private unnamed_addr constant [67 x i8] c"l[%u]: frexpl %La %d modfl %La %La remquol %La %d sincosl %La %La\0A\00", align 1
@.str.60 = private unnamed_addr constant [15 x i8] c"nan: %d %d %d\0A\00", align 1
@.str.61 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.62 = private unnamed_addr constant [2 x i8] c"7\00", align 1
@.str.63 = private unnamed_addr constant [18 x i8] c"inf: %a %a %a %a\0A\00", align 1
@.str.64 = private unnamed_addr constant [18 x i8] c"domain: %d %d %d\0A\00", align 1
@.str.65 = private unnamed_addr constant [16 x i8] c"fegetround: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %18 = load volatile double, ptr @vd, align 8, !tbaa !5
  %19 = tail call double @sqrt(double noundef %18) #10
  %20 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %19) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %21 = load volatile double, ptr @vd, align 8, !tbaa !5
  %22 = tail call double @sqrt(double noundef %21) #10
  %23 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %22) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %24 = load volatile double, ptr @vd, align 8, !tbaa !5
  %25 = tail call double @sqrt(double noundef %24) #10
  %26 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %25) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %27 = load volatile double, ptr @vd, align 8, !tbaa !5
  %28 = tail call double @sqrt(double noundef %27) #10
  %29 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %28) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %30 = load volatile double, ptr @vd, align 8, !tbaa !5
  %31 = tail call double @sqrt(double noundef %30) #10
  %32 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %31) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %33 = load volatile double, ptr @vd, align 8, !tbaa !5
  %34 = tail call double @sqrt(double noundef %33) #10
  %35 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %34) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %36 = load volatile double, ptr @vd, align 8, !tbaa !5
  %37 = tail call double @sqrt(double noundef %36) #10
  %38 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %37) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %39 = load volatile double, ptr @vd, align 8, !tbaa !5
  %40 = tail call double @sqrt(double noundef %39) #10
  %41 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %40) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %42 = load volatile double, ptr @vd, align 8, !tbaa !5
  %43 = tail call double @sqrt(double noundef %42) #10
  %44 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %43) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %45 = load volatile double, ptr @vd, align 8, !tbaa !5
  %46 = tail call double @sqrt(double noundef %45) #10
  %47 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %46) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %48 = load volatile double, ptr @vd, align 8, !tbaa !5
  %49 = tail call double @sqrt(double noundef %48) #10
  %50 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %49) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %51 = load volatile double, ptr @vd, align 8, !tbaa !5
  %52 = tail call double @sqrt(double noundef %51) #10
  %53 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %52) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %54 = load volatile double, ptr @vd, align 8, !tbaa !5
  %55 = tail call double @sqrt(double noundef %54) #10
  %56 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %55) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %57 = load volatile double, ptr @vd, align 8, !tbaa !5
  %58 = tail call double @sqrt(double noundef %57) #10
  %59 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %58) #10
  %60 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %61 = load volatile float, ptr @vf, align 4, !tbaa !9
  %62 = tail call float @sqrtf(float noundef %61) #10
  %63 = fpext float %62 to double
  %64 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %63) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %65 = load volatile float, ptr @vf, align 4, !tbaa !9
  %66 = tail call float @sqrtf(float noundef %65) #10
  %67 = fpext float %66 to double
  %68 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %67) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %69 = load volatile float, ptr @vf, align 4, !tbaa !9
  %70 = tail call float @sqrtf(float noundef %69) #10
  %71 = fpext float %70 to double
  %72 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %71) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %73 = load volatile float, ptr @vf, align 4, !tbaa !9
  %74 = tail call float @sqrtf(float noundef %73) #10
  %75 = fpext float %74 to double
  %76 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %75) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %77 = load volatile float, ptr @vf, align 4, !tbaa !9
  %78 = tail call float @sqrtf(float noundef %77) #10
  %79 = fpext float %78 to double
  %80 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %79) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %81 = load volatile float, ptr @vf, align 4, !tbaa !9
  %82 = tail call float @sqrtf(float noundef %81) #10
  %83 = fpext float %82 to double
  %84 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %83) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %85 = load volatile float, ptr @vf, align 4, !tbaa !9
  %86 = tail call float @sqrtf(float noundef %85) #10
  %87 = fpext float %86 to double
  %88 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %87) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %89 = load volatile float, ptr @vf, align 4, !tbaa !9
  %90 = tail call float @sqrtf(float noundef %89) #10
  %91 = fpext float %90 to double
  %92 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %91) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %93 = load volatile float, ptr @vf, align 4, !tbaa !9
  %94 = tail call float @sqrtf(float noundef %93) #10
  %95 = fpext float %94 to double
  %96 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %95) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %97 = load volatile float, ptr @vf, align 4, !tbaa !9
  %98 = tail call float @sqrtf(float noundef %97) #10
  %99 = fpext float %98 to double
  %100 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %99) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %101 = load volatile float, ptr @vf, align 4, !tbaa !9
  %102 = tail call float @sqrtf(float noundef %101) #10
  %103 = fpext float %102 to double
  %104 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %103) #10
  %105 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %106 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %107 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %106) #10
  %108 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %107) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %109 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %110 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %109) #10
  %111 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %110) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %112 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %113 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %112) #10
  %114 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %113) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %115 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %116 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %115) #10
  %117 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %116) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %118 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %119 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %118) #10
  %120 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %119) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %121 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %122 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %121) #10
  %123 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %122) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %124 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %125 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %124) #10
  %126 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %125) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %127 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %128 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %127) #10
  %129 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %128) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %130 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %131 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %130) #10
  %132 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %131) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %133 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %134 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %133) #10
  %135 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %134) #10
  %136 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %137 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.7) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %138 = load volatile double, ptr @vd, align 8, !tbaa !5
  %139 = tail call double @cbrt(double noundef %138) #11
  %140 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %139) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %141 = load volatile double, ptr @vd, align 8, !tbaa !5
  %142 = tail call double @cbrt(double noundef %141) #11
  %143 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %142) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %144 = load volatile double, ptr @vd, align 8, !tbaa !5
  %145 = tail call double @cbrt(double noundef %144) #11
  %146 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %145) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %147 = load volatile double, ptr @vd, align 8, !tbaa !5
  %148 = tail call double @cbrt(double noundef %147) #11
  %149 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %148) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %150 = load volatile double, ptr @vd, align 8, !tbaa !5
  %151 = tail call double @cbrt(double noundef %150) #11
  %152 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %151) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %153 = load volatile double, ptr @vd, align 8, !tbaa !5
  %154 = tail call double @cbrt(double noundef %153) #11
  %155 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %154) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %156 = load volatile double, ptr @vd, align 8, !tbaa !5
  %157 = tail call double @cbrt(double noundef %156) #11
  %158 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %157) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %159 = load volatile double, ptr @vd, align 8, !tbaa !5
  %160 = tail call double @cbrt(double noundef %159) #11
  %161 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %160) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %162 = load volatile double, ptr @vd, align 8, !tbaa !5
  %163 = tail call double @cbrt(double noundef %162) #11
  %164 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %163) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %165 = load volatile double, ptr @vd, align 8, !tbaa !5
  %166 = tail call double @cbrt(double noundef %165) #11
  %167 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %166) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %168 = load volatile double, ptr @vd, align 8, !tbaa !5
  %169 = tail call double @cbrt(double noundef %168) #11
  %170 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %169) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %171 = load volatile double, ptr @vd, align 8, !tbaa !5
  %172 = tail call double @cbrt(double noundef %171) #11
  %173 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %172) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %174 = load volatile double, ptr @vd, align 8, !tbaa !5
  %175 = tail call double @cbrt(double noundef %174) #11
  %176 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %175) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %177 = load volatile double, ptr @vd, align 8, !tbaa !5
  %178 = tail call double @cbrt(double noundef %177) #11
  %179 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %178) #10
  %180 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.7) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %181 = load volatile float, ptr @vf, align 4, !tbaa !9
  %182 = tail call float @cbrtf(float noundef %181) #11
  %183 = fpext float %182 to double
  %184 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %183) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %185 = load volatile float, ptr @vf, align 4, !tbaa !9
  %186 = tail call float @cbrtf(float noundef %185) #11
  %187 = fpext float %186 to double
  %188 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %187) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %189 = load volatile float, ptr @vf, align 4, !tbaa !9
  %190 = tail call float @cbrtf(float noundef %189) #11
  %191 = fpext float %190 to double
  %192 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %191) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %193 = load volatile float, ptr @vf, align 4, !tbaa !9
  %194 = tail call float @cbrtf(float noundef %193) #11
  %195 = fpext float %194 to double
  %196 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %195) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %197 = load volatile float, ptr @vf, align 4, !tbaa !9
  %198 = tail call float @cbrtf(float noundef %197) #11
  %199 = fpext float %198 to double
  %200 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %199) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %201 = load volatile float, ptr @vf, align 4, !tbaa !9
  %202 = tail call float @cbrtf(float noundef %201) #11
  %203 = fpext float %202 to double
  %204 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %203) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %205 = load volatile float, ptr @vf, align 4, !tbaa !9
  %206 = tail call float @cbrtf(float noundef %205) #11
  %207 = fpext float %206 to double
  %208 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %207) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %209 = load volatile float, ptr @vf, align 4, !tbaa !9
  %210 = tail call float @cbrtf(float noundef %209) #11
  %211 = fpext float %210 to double
  %212 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %211) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %213 = load volatile float, ptr @vf, align 4, !tbaa !9
  %214 = tail call float @cbrtf(float noundef %213) #11
  %215 = fpext float %214 to double
  %216 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %215) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %217 = load volatile float, ptr @vf, align 4, !tbaa !9
  %218 = tail call float @cbrtf(float noundef %217) #11
  %219 = fpext float %218 to double
  %220 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %219) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %221 = load volatile float, ptr @vf, align 4, !tbaa !9
  %222 = tail call float @cbrtf(float noundef %221) #11
  %223 = fpext float %222 to double
  %224 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %223) #10
  %225 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.7) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %226 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %227 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %226) #11
  %228 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %227) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %229 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %230 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %229) #11
  %231 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %230) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %232 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %233 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %232) #11
  %234 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %233) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %235 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %236 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %235) #11
  %237 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %236) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %238 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %239 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %238) #11
  %240 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %239) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %241 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %242 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %241) #11
  %243 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %242) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %244 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %245 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %244) #11
  %246 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %245) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %247 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %248 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %247) #11
  %249 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %248) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %250 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %251 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %250) #11
  %252 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %251) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %253 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %254 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %253) #11
  %255 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %254) #10
  %256 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %257 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.8) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %258 = load volatile double, ptr @vd, align 8, !tbaa !5
  %259 = tail call double @llvm.fabs.f64(double %258)
  %260 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %259) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %261 = load volatile double, ptr @vd, align 8, !tbaa !5
  %262 = tail call double @llvm.fabs.f64(double %261)
  %263 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %262) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %264 = load volatile double, ptr @vd, align 8, !tbaa !5
  %265 = tail call double @llvm.fabs.f64(double %264)
  %266 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %265) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %267 = load volatile double, ptr @vd, align 8, !tbaa !5
  %268 = tail call double @llvm.fabs.f64(double %267)
  %269 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %268) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %270 = load volatile double, ptr @vd, align 8, !tbaa !5
  %271 = tail call double @llvm.fabs.f64(double %270)
  %272 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %271) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %273 = load volatile double, ptr @vd, align 8, !tbaa !5
  %274 = tail call double @llvm.fabs.f64(double %273)
  %275 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %274) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %276 = load volatile double, ptr @vd, align 8, !tbaa !5
  %277 = tail call double @llvm.fabs.f64(double %276)
  %278 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %277) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %279 = load volatile double, ptr @vd, align 8, !tbaa !5
  %280 = tail call double @llvm.fabs.f64(double %279)
  %281 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %280) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %282 = load volatile double, ptr @vd, align 8, !tbaa !5
  %283 = tail call double @llvm.fabs.f64(double %282)
  %284 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %283) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %285 = load volatile double, ptr @vd, align 8, !tbaa !5
  %286 = tail call double @llvm.fabs.f64(double %285)
  %287 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %286) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %288 = load volatile double, ptr @vd, align 8, !tbaa !5
  %289 = tail call double @llvm.fabs.f64(double %288)
  %290 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %289) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %291 = load volatile double, ptr @vd, align 8, !tbaa !5
  %292 = tail call double @llvm.fabs.f64(double %291)
  %293 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %292) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %294 = load volatile double, ptr @vd, align 8, !tbaa !5
  %295 = tail call double @llvm.fabs.f64(double %294)
  %296 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %295) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %297 = load volatile double, ptr @vd, align 8, !tbaa !5
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %298) #10
  %300 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.8) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %301 = load volatile float, ptr @vf, align 4, !tbaa !9
  %302 = tail call float @llvm.fabs.f32(float %301)
  %303 = fpext float %302 to double
  %304 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %303) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %305 = load volatile float, ptr @vf, align 4, !tbaa !9
  %306 = tail call float @llvm.fabs.f32(float %305)
  %307 = fpext float %306 to double
  %308 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %307) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %309 = load volatile float, ptr @vf, align 4, !tbaa !9
  %310 = tail call float @llvm.fabs.f32(float %309)
  %311 = fpext float %310 to double
  %312 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %311) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %313 = load volatile float, ptr @vf, align 4, !tbaa !9
  %314 = tail call float @llvm.fabs.f32(float %313)
  %315 = fpext float %314 to double
  %316 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %315) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %317 = load volatile float, ptr @vf, align 4, !tbaa !9
  %318 = tail call float @llvm.fabs.f32(float %317)
  %319 = fpext float %318 to double
  %320 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %319) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %321 = load volatile float, ptr @vf, align 4, !tbaa !9
  %322 = tail call float @llvm.fabs.f32(float %321)
  %323 = fpext float %322 to double
  %324 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %323) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %325 = load volatile float, ptr @vf, align 4, !tbaa !9
  %326 = tail call float @llvm.fabs.f32(float %325)
  %327 = fpext float %326 to double
  %328 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %327) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %329 = load volatile float, ptr @vf, align 4, !tbaa !9
  %330 = tail call float @llvm.fabs.f32(float %329)
  %331 = fpext float %330 to double
  %332 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %331) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %333 = load volatile float, ptr @vf, align 4, !tbaa !9
  %334 = tail call float @llvm.fabs.f32(float %333)
  %335 = fpext float %334 to double
  %336 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %335) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %337 = load volatile float, ptr @vf, align 4, !tbaa !9
  %338 = tail call float @llvm.fabs.f32(float %337)
  %339 = fpext float %338 to double
  %340 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %339) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %341 = load volatile float, ptr @vf, align 4, !tbaa !9
  %342 = tail call float @llvm.fabs.f32(float %341)
  %343 = fpext float %342 to double
  %344 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %343) #10
  %345 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.8) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %346 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %347 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %346)
  %348 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %347) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %349 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %350 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %349)
  %351 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %350) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %352 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %353 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %352)
  %354 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %353) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %355 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %356 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %355)
  %357 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %356) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %358 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %359 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %358)
  %360 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %359) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %361 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %362 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %361)
  %363 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %362) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %364 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %365 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %364)
  %366 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %365) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %367 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %368 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %367)
  %369 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %368) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %370 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %371 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %370)
  %372 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %371) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %373 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %374 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %373)
  %375 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %374) #10
  %376 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %377 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.9) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %378 = load volatile double, ptr @vd, align 8, !tbaa !5
  %379 = tail call double @exp(double noundef %378) #10
  %380 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %379) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %381 = load volatile double, ptr @vd, align 8, !tbaa !5
  %382 = tail call double @exp(double noundef %381) #10
  %383 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %382) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %384 = load volatile double, ptr @vd, align 8, !tbaa !5
  %385 = tail call double @exp(double noundef %384) #10
  %386 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %385) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %387 = load volatile double, ptr @vd, align 8, !tbaa !5
  %388 = tail call double @exp(double noundef %387) #10
  %389 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %388) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %390 = load volatile double, ptr @vd, align 8, !tbaa !5
  %391 = tail call double @exp(double noundef %390) #10
  %392 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %391) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %393 = load volatile double, ptr @vd, align 8, !tbaa !5
  %394 = tail call double @exp(double noundef %393) #10
  %395 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %394) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %396 = load volatile double, ptr @vd, align 8, !tbaa !5
  %397 = tail call double @exp(double noundef %396) #10
  %398 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %397) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %399 = load volatile double, ptr @vd, align 8, !tbaa !5
  %400 = tail call double @exp(double noundef %399) #10
  %401 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %400) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %402 = load volatile double, ptr @vd, align 8, !tbaa !5
  %403 = tail call double @exp(double noundef %402) #10
  %404 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %403) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %405 = load volatile double, ptr @vd, align 8, !tbaa !5
  %406 = tail call double @exp(double noundef %405) #10
  %407 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %406) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %408 = load volatile double, ptr @vd, align 8, !tbaa !5
  %409 = tail call double @exp(double noundef %408) #10
  %410 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %409) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %411 = load volatile double, ptr @vd, align 8, !tbaa !5
  %412 = tail call double @exp(double noundef %411) #10
  %413 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %412) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %414 = load volatile double, ptr @vd, align 8, !tbaa !5
  %415 = tail call double @exp(double noundef %414) #10
  %416 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %415) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %417 = load volatile double, ptr @vd, align 8, !tbaa !5
  %418 = tail call double @exp(double noundef %417) #10
  %419 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %418) #10
  %420 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %421 = load volatile float, ptr @vf, align 4, !tbaa !9
  %422 = tail call float @expf(float noundef %421) #10, !tbaa !13
  %423 = fpext float %422 to double
  %424 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %423) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %425 = load volatile float, ptr @vf, align 4, !tbaa !9
  %426 = tail call float @expf(float noundef %425) #10, !tbaa !13
  %427 = fpext float %426 to double
  %428 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %427) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %429 = load volatile float, ptr @vf, align 4, !tbaa !9
  %430 = tail call float @expf(float noundef %429) #10, !tbaa !13
  %431 = fpext float %430 to double
  %432 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %431) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %433 = load volatile float, ptr @vf, align 4, !tbaa !9
  %434 = tail call float @expf(float noundef %433) #10, !tbaa !13
  %435 = fpext float %434 to double
  %436 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %435) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %437 = load volatile float, ptr @vf, align 4, !tbaa !9
  %438 = tail call float @expf(float noundef %437) #10, !tbaa !13
  %439 = fpext float %438 to double
  %440 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %439) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %441 = load volatile float, ptr @vf, align 4, !tbaa !9
  %442 = tail call float @expf(float noundef %441) #10, !tbaa !13
  %443 = fpext float %442 to double
  %444 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %443) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %445 = load volatile float, ptr @vf, align 4, !tbaa !9
  %446 = tail call float @expf(float noundef %445) #10, !tbaa !13
  %447 = fpext float %446 to double
  %448 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %447) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %449 = load volatile float, ptr @vf, align 4, !tbaa !9
  %450 = tail call float @expf(float noundef %449) #10, !tbaa !13
  %451 = fpext float %450 to double
  %452 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %451) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %453 = load volatile float, ptr @vf, align 4, !tbaa !9
  %454 = tail call float @expf(float noundef %453) #10, !tbaa !13
  %455 = fpext float %454 to double
  %456 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %455) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %457 = load volatile float, ptr @vf, align 4, !tbaa !9
  %458 = tail call float @expf(float noundef %457) #10, !tbaa !13
  %459 = fpext float %458 to double
  %460 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %459) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %461 = load volatile float, ptr @vf, align 4, !tbaa !9
  %462 = tail call float @expf(float noundef %461) #10, !tbaa !13
  %463 = fpext float %462 to double
  %464 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %463) #10
  %465 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.9) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %466 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %467 = tail call x86_fp80 @expl(x86_fp80 noundef %466) #10
  %468 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %467) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %469 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %470 = tail call x86_fp80 @expl(x86_fp80 noundef %469) #10
  %471 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %470) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %472 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %473 = tail call x86_fp80 @expl(x86_fp80 noundef %472) #10
  %474 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %473) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %475 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %476 = tail call x86_fp80 @expl(x86_fp80 noundef %475) #10
  %477 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %476) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %478 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %479 = tail call x86_fp80 @expl(x86_fp80 noundef %478) #10
  %480 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %479) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %481 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %482 = tail call x86_fp80 @expl(x86_fp80 noundef %481) #10
  %483 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %482) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %484 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %485 = tail call x86_fp80 @expl(x86_fp80 noundef %484) #10
  %486 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %485) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %487 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %488 = tail call x86_fp80 @expl(x86_fp80 noundef %487) #10
  %489 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %488) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %490 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %491 = tail call x86_fp80 @expl(x86_fp80 noundef %490) #10
  %492 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %491) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %493 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %494 = tail call x86_fp80 @expl(x86_fp80 noundef %493) #10
  %495 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %494) #10
  %496 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %497 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.10) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %498 = load volatile double, ptr @vd, align 8, !tbaa !5
  %499 = tail call double @exp2(double noundef %498) #10
  %500 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %499) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %501 = load volatile double, ptr @vd, align 8, !tbaa !5
  %502 = tail call double @exp2(double noundef %501) #10
  %503 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %502) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %504 = load volatile double, ptr @vd, align 8, !tbaa !5
  %505 = tail call double @exp2(double noundef %504) #10
  %506 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %505) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %507 = load volatile double, ptr @vd, align 8, !tbaa !5
  %508 = tail call double @exp2(double noundef %507) #10
  %509 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %508) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %510 = load volatile double, ptr @vd, align 8, !tbaa !5
  %511 = tail call double @exp2(double noundef %510) #10
  %512 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %511) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %513 = load volatile double, ptr @vd, align 8, !tbaa !5
  %514 = tail call double @exp2(double noundef %513) #10
  %515 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %514) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %516 = load volatile double, ptr @vd, align 8, !tbaa !5
  %517 = tail call double @exp2(double noundef %516) #10
  %518 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %517) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %519 = load volatile double, ptr @vd, align 8, !tbaa !5
  %520 = tail call double @exp2(double noundef %519) #10
  %521 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %520) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %522 = load volatile double, ptr @vd, align 8, !tbaa !5
  %523 = tail call double @exp2(double noundef %522) #10
  %524 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %523) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %525 = load volatile double, ptr @vd, align 8, !tbaa !5
  %526 = tail call double @exp2(double noundef %525) #10
  %527 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %526) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %528 = load volatile double, ptr @vd, align 8, !tbaa !5
  %529 = tail call double @exp2(double noundef %528) #10
  %530 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %529) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %531 = load volatile double, ptr @vd, align 8, !tbaa !5
  %532 = tail call double @exp2(double noundef %531) #10
  %533 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %532) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %534 = load volatile double, ptr @vd, align 8, !tbaa !5
  %535 = tail call double @exp2(double noundef %534) #10
  %536 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %535) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %537 = load volatile double, ptr @vd, align 8, !tbaa !5
  %538 = tail call double @exp2(double noundef %537) #10
  %539 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %538) #10
  %540 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.10) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %541 = load volatile float, ptr @vf, align 4, !tbaa !9
  %542 = tail call float @exp2f(float noundef %541) #10
  %543 = fpext float %542 to double
  %544 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %543) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %545 = load volatile float, ptr @vf, align 4, !tbaa !9
  %546 = tail call float @exp2f(float noundef %545) #10
  %547 = fpext float %546 to double
  %548 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %547) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %549 = load volatile float, ptr @vf, align 4, !tbaa !9
  %550 = tail call float @exp2f(float noundef %549) #10
  %551 = fpext float %550 to double
  %552 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %551) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %553 = load volatile float, ptr @vf, align 4, !tbaa !9
  %554 = tail call float @exp2f(float noundef %553) #10
  %555 = fpext float %554 to double
  %556 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %555) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %557 = load volatile float, ptr @vf, align 4, !tbaa !9
  %558 = tail call float @exp2f(float noundef %557) #10
  %559 = fpext float %558 to double
  %560 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %559) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %561 = load volatile float, ptr @vf, align 4, !tbaa !9
  %562 = tail call float @exp2f(float noundef %561) #10
  %563 = fpext float %562 to double
  %564 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %563) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %565 = load volatile float, ptr @vf, align 4, !tbaa !9
  %566 = tail call float @exp2f(float noundef %565) #10
  %567 = fpext float %566 to double
  %568 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %567) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %569 = load volatile float, ptr @vf, align 4, !tbaa !9
  %570 = tail call float @exp2f(float noundef %569) #10
  %571 = fpext float %570 to double
  %572 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %571) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %573 = load volatile float, ptr @vf, align 4, !tbaa !9
  %574 = tail call float @exp2f(float noundef %573) #10
  %575 = fpext float %574 to double
  %576 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %575) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %577 = load volatile float, ptr @vf, align 4, !tbaa !9
  %578 = tail call float @exp2f(float noundef %577) #10
  %579 = fpext float %578 to double
  %580 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %579) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %581 = load volatile float, ptr @vf, align 4, !tbaa !9
  %582 = tail call float @exp2f(float noundef %581) #10
  %583 = fpext float %582 to double
  %584 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %583) #10
  %585 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %586 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %587 = tail call x86_fp80 @exp2l(x86_fp80 noundef %586) #10
  %588 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %587) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %589 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %590 = tail call x86_fp80 @exp2l(x86_fp80 noundef %589) #10
  %591 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %590) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %592 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %593 = tail call x86_fp80 @exp2l(x86_fp80 noundef %592) #10
  %594 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %593) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %595 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %596 = tail call x86_fp80 @exp2l(x86_fp80 noundef %595) #10
  %597 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %596) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %598 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %599 = tail call x86_fp80 @exp2l(x86_fp80 noundef %598) #10
  %600 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %599) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %601 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %602 = tail call x86_fp80 @exp2l(x86_fp80 noundef %601) #10
  %603 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %602) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %604 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %605 = tail call x86_fp80 @exp2l(x86_fp80 noundef %604) #10
  %606 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %605) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %607 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %608 = tail call x86_fp80 @exp2l(x86_fp80 noundef %607) #10
  %609 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %608) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %610 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %611 = tail call x86_fp80 @exp2l(x86_fp80 noundef %610) #10
  %612 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %611) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %613 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %614 = tail call x86_fp80 @exp2l(x86_fp80 noundef %613) #10
  %615 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %614) #10
  %616 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %617 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.11) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %618 = load volatile double, ptr @vd, align 8, !tbaa !5
  %619 = tail call double @exp10(double noundef %618) #10
  %620 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %619) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %621 = load volatile double, ptr @vd, align 8, !tbaa !5
  %622 = tail call double @exp10(double noundef %621) #10
  %623 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %622) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %624 = load volatile double, ptr @vd, align 8, !tbaa !5
  %625 = tail call double @exp10(double noundef %624) #10
  %626 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %625) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %627 = load volatile double, ptr @vd, align 8, !tbaa !5
  %628 = tail call double @exp10(double noundef %627) #10
  %629 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %628) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %630 = load volatile double, ptr @vd, align 8, !tbaa !5
  %631 = tail call double @exp10(double noundef %630) #10
  %632 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %631) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %633 = load volatile double, ptr @vd, align 8, !tbaa !5
  %634 = tail call double @exp10(double noundef %633) #10
  %635 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %634) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %636 = load volatile double, ptr @vd, align 8, !tbaa !5
  %637 = tail call double @exp10(double noundef %636) #10
  %638 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %637) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %639 = load volatile double, ptr @vd, align 8, !tbaa !5
  %640 = tail call double @exp10(double noundef %639) #10
  %641 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %640) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %642 = load volatile double, ptr @vd, align 8, !tbaa !5
  %643 = tail call double @exp10(double noundef %642) #10
  %644 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %643) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %645 = load volatile double, ptr @vd, align 8, !tbaa !5
  %646 = tail call double @exp10(double noundef %645) #10
  %647 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %646) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %648 = load volatile double, ptr @vd, align 8, !tbaa !5
  %649 = tail call double @exp10(double noundef %648) #10
  %650 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %649) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %651 = load volatile double, ptr @vd, align 8, !tbaa !5
  %652 = tail call double @exp10(double noundef %651) #10
  %653 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %652) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %654 = load volatile double, ptr @vd, align 8, !tbaa !5
  %655 = tail call double @exp10(double noundef %654) #10
  %656 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %655) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %657 = load volatile double, ptr @vd, align 8, !tbaa !5
  %658 = tail call double @exp10(double noundef %657) #10
  %659 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %658) #10
  %660 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.11) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %661 = load volatile float, ptr @vf, align 4, !tbaa !9
  %662 = tail call float @exp10f(float noundef %661) #10
  %663 = fpext float %662 to double
  %664 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %663) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %665 = load volatile float, ptr @vf, align 4, !tbaa !9
  %666 = tail call float @exp10f(float noundef %665) #10
  %667 = fpext float %666 to double
  %668 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %667) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %669 = load volatile float, ptr @vf, align 4, !tbaa !9
  %670 = tail call float @exp10f(float noundef %669) #10
  %671 = fpext float %670 to double
  %672 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %671) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %673 = load volatile float, ptr @vf, align 4, !tbaa !9
  %674 = tail call float @exp10f(float noundef %673) #10
  %675 = fpext float %674 to double
  %676 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %675) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %677 = load volatile float, ptr @vf, align 4, !tbaa !9
  %678 = tail call float @exp10f(float noundef %677) #10
  %679 = fpext float %678 to double
  %680 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %679) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %681 = load volatile float, ptr @vf, align 4, !tbaa !9
  %682 = tail call float @exp10f(float noundef %681) #10
  %683 = fpext float %682 to double
  %684 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %683) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %685 = load volatile float, ptr @vf, align 4, !tbaa !9
  %686 = tail call float @exp10f(float noundef %685) #10
  %687 = fpext float %686 to double
  %688 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %687) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %689 = load volatile float, ptr @vf, align 4, !tbaa !9
  %690 = tail call float @exp10f(float noundef %689) #10
  %691 = fpext float %690 to double
  %692 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %691) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %693 = load volatile float, ptr @vf, align 4, !tbaa !9
  %694 = tail call float @exp10f(float noundef %693) #10
  %695 = fpext float %694 to double
  %696 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %695) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %697 = load volatile float, ptr @vf, align 4, !tbaa !9
  %698 = tail call float @exp10f(float noundef %697) #10
  %699 = fpext float %698 to double
  %700 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %699) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %701 = load volatile float, ptr @vf, align 4, !tbaa !9
  %702 = tail call float @exp10f(float noundef %701) #10
  %703 = fpext float %702 to double
  %704 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %703) #10
  %705 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.11) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %706 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %707 = tail call x86_fp80 @exp10l(x86_fp80 noundef %706) #10
  %708 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %707) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %709 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %710 = tail call x86_fp80 @exp10l(x86_fp80 noundef %709) #10
  %711 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %710) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %712 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %713 = tail call x86_fp80 @exp10l(x86_fp80 noundef %712) #10
  %714 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %713) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %715 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %716 = tail call x86_fp80 @exp10l(x86_fp80 noundef %715) #10
  %717 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %716) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %718 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %719 = tail call x86_fp80 @exp10l(x86_fp80 noundef %718) #10
  %720 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %719) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %721 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %722 = tail call x86_fp80 @exp10l(x86_fp80 noundef %721) #10
  %723 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %722) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %724 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %725 = tail call x86_fp80 @exp10l(x86_fp80 noundef %724) #10
  %726 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %725) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %727 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %728 = tail call x86_fp80 @exp10l(x86_fp80 noundef %727) #10
  %729 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %728) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %730 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %731 = tail call x86_fp80 @exp10l(x86_fp80 noundef %730) #10
  %732 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %731) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %733 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %734 = tail call x86_fp80 @exp10l(x86_fp80 noundef %733) #10
  %735 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %734) #10
  %736 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %737 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %738 = load volatile double, ptr @vd, align 8, !tbaa !5
  %739 = tail call double @expm1(double noundef %738) #10
  %740 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %739) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %741 = load volatile double, ptr @vd, align 8, !tbaa !5
  %742 = tail call double @expm1(double noundef %741) #10
  %743 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %742) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %744 = load volatile double, ptr @vd, align 8, !tbaa !5
  %745 = tail call double @expm1(double noundef %744) #10
  %746 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %745) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %747 = load volatile double, ptr @vd, align 8, !tbaa !5
  %748 = tail call double @expm1(double noundef %747) #10
  %749 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %748) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %750 = load volatile double, ptr @vd, align 8, !tbaa !5
  %751 = tail call double @expm1(double noundef %750) #10
  %752 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %751) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %753 = load volatile double, ptr @vd, align 8, !tbaa !5
  %754 = tail call double @expm1(double noundef %753) #10
  %755 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %754) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %756 = load volatile double, ptr @vd, align 8, !tbaa !5
  %757 = tail call double @expm1(double noundef %756) #10
  %758 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %757) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %759 = load volatile double, ptr @vd, align 8, !tbaa !5
  %760 = tail call double @expm1(double noundef %759) #10
  %761 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %760) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %762 = load volatile double, ptr @vd, align 8, !tbaa !5
  %763 = tail call double @expm1(double noundef %762) #10
  %764 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %763) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %765 = load volatile double, ptr @vd, align 8, !tbaa !5
  %766 = tail call double @expm1(double noundef %765) #10
  %767 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %766) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %768 = load volatile double, ptr @vd, align 8, !tbaa !5
  %769 = tail call double @expm1(double noundef %768) #10
  %770 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %769) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %771 = load volatile double, ptr @vd, align 8, !tbaa !5
  %772 = tail call double @expm1(double noundef %771) #10
  %773 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %772) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %774 = load volatile double, ptr @vd, align 8, !tbaa !5
  %775 = tail call double @expm1(double noundef %774) #10
  %776 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %775) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %777 = load volatile double, ptr @vd, align 8, !tbaa !5
  %778 = tail call double @expm1(double noundef %777) #10
  %779 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %778) #10
  %780 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.12) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %781 = load volatile float, ptr @vf, align 4, !tbaa !9
  %782 = tail call float @expm1f(float noundef %781) #10
  %783 = fpext float %782 to double
  %784 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %783) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %785 = load volatile float, ptr @vf, align 4, !tbaa !9
  %786 = tail call float @expm1f(float noundef %785) #10
  %787 = fpext float %786 to double
  %788 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %787) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %789 = load volatile float, ptr @vf, align 4, !tbaa !9
  %790 = tail call float @expm1f(float noundef %789) #10
  %791 = fpext float %790 to double
  %792 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %791) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %793 = load volatile float, ptr @vf, align 4, !tbaa !9
  %794 = tail call float @expm1f(float noundef %793) #10
  %795 = fpext float %794 to double
  %796 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %795) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %797 = load volatile float, ptr @vf, align 4, !tbaa !9
  %798 = tail call float @expm1f(float noundef %797) #10
  %799 = fpext float %798 to double
  %800 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %799) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %801 = load volatile float, ptr @vf, align 4, !tbaa !9
  %802 = tail call float @expm1f(float noundef %801) #10
  %803 = fpext float %802 to double
  %804 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %803) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %805 = load volatile float, ptr @vf, align 4, !tbaa !9
  %806 = tail call float @expm1f(float noundef %805) #10
  %807 = fpext float %806 to double
  %808 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %807) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %809 = load volatile float, ptr @vf, align 4, !tbaa !9
  %810 = tail call float @expm1f(float noundef %809) #10
  %811 = fpext float %810 to double
  %812 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %811) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %813 = load volatile float, ptr @vf, align 4, !tbaa !9
  %814 = tail call float @expm1f(float noundef %813) #10
  %815 = fpext float %814 to double
  %816 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %815) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %817 = load volatile float, ptr @vf, align 4, !tbaa !9
  %818 = tail call float @expm1f(float noundef %817) #10
  %819 = fpext float %818 to double
  %820 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %819) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %821 = load volatile float, ptr @vf, align 4, !tbaa !9
  %822 = tail call float @expm1f(float noundef %821) #10
  %823 = fpext float %822 to double
  %824 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %823) #10
  %825 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.12) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %826 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %827 = tail call x86_fp80 @expm1l(x86_fp80 noundef %826) #10
  %828 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %827) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %829 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %830 = tail call x86_fp80 @expm1l(x86_fp80 noundef %829) #10
  %831 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %830) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %832 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %833 = tail call x86_fp80 @expm1l(x86_fp80 noundef %832) #10
  %834 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %833) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %835 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %836 = tail call x86_fp80 @expm1l(x86_fp80 noundef %835) #10
  %837 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %836) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %838 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %839 = tail call x86_fp80 @expm1l(x86_fp80 noundef %838) #10
  %840 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %839) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %841 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %842 = tail call x86_fp80 @expm1l(x86_fp80 noundef %841) #10
  %843 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %842) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %844 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %845 = tail call x86_fp80 @expm1l(x86_fp80 noundef %844) #10
  %846 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %845) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %847 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %848 = tail call x86_fp80 @expm1l(x86_fp80 noundef %847) #10
  %849 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %848) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %850 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %851 = tail call x86_fp80 @expm1l(x86_fp80 noundef %850) #10
  %852 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %851) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %853 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %854 = tail call x86_fp80 @expm1l(x86_fp80 noundef %853) #10
  %855 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %854) #10
  %856 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %857 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.13) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %858 = load volatile double, ptr @vd, align 8, !tbaa !5
  %859 = tail call double @log(double noundef %858) #10
  %860 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %859) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %861 = load volatile double, ptr @vd, align 8, !tbaa !5
  %862 = tail call double @log(double noundef %861) #10
  %863 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %862) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %864 = load volatile double, ptr @vd, align 8, !tbaa !5
  %865 = tail call double @log(double noundef %864) #10
  %866 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %865) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %867 = load volatile double, ptr @vd, align 8, !tbaa !5
  %868 = tail call double @log(double noundef %867) #10
  %869 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %868) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %870 = load volatile double, ptr @vd, align 8, !tbaa !5
  %871 = tail call double @log(double noundef %870) #10
  %872 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %871) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %873 = load volatile double, ptr @vd, align 8, !tbaa !5
  %874 = tail call double @log(double noundef %873) #10
  %875 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %874) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %876 = load volatile double, ptr @vd, align 8, !tbaa !5
  %877 = tail call double @log(double noundef %876) #10
  %878 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %877) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %879 = load volatile double, ptr @vd, align 8, !tbaa !5
  %880 = tail call double @log(double noundef %879) #10
  %881 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %880) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %882 = load volatile double, ptr @vd, align 8, !tbaa !5
  %883 = tail call double @log(double noundef %882) #10
  %884 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %883) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %885 = load volatile double, ptr @vd, align 8, !tbaa !5
  %886 = tail call double @log(double noundef %885) #10
  %887 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %886) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %888 = load volatile double, ptr @vd, align 8, !tbaa !5
  %889 = tail call double @log(double noundef %888) #10
  %890 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %889) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %891 = load volatile double, ptr @vd, align 8, !tbaa !5
  %892 = tail call double @log(double noundef %891) #10
  %893 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %892) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %894 = load volatile double, ptr @vd, align 8, !tbaa !5
  %895 = tail call double @log(double noundef %894) #10
  %896 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %895) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %897 = load volatile double, ptr @vd, align 8, !tbaa !5
  %898 = tail call double @log(double noundef %897) #10
  %899 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %898) #10
  %900 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.13) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %901 = load volatile float, ptr @vf, align 4, !tbaa !9
  %902 = tail call float @logf(float noundef %901) #10
  %903 = fpext float %902 to double
  %904 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %903) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %905 = load volatile float, ptr @vf, align 4, !tbaa !9
  %906 = tail call float @logf(float noundef %905) #10
  %907 = fpext float %906 to double
  %908 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %907) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %909 = load volatile float, ptr @vf, align 4, !tbaa !9
  %910 = tail call float @logf(float noundef %909) #10
  %911 = fpext float %910 to double
  %912 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %911) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %913 = load volatile float, ptr @vf, align 4, !tbaa !9
  %914 = tail call float @logf(float noundef %913) #10
  %915 = fpext float %914 to double
  %916 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %915) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %917 = load volatile float, ptr @vf, align 4, !tbaa !9
  %918 = tail call float @logf(float noundef %917) #10
  %919 = fpext float %918 to double
  %920 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %919) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %921 = load volatile float, ptr @vf, align 4, !tbaa !9
  %922 = tail call float @logf(float noundef %921) #10
  %923 = fpext float %922 to double
  %924 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %923) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %925 = load volatile float, ptr @vf, align 4, !tbaa !9
  %926 = tail call float @logf(float noundef %925) #10
  %927 = fpext float %926 to double
  %928 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %927) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %929 = load volatile float, ptr @vf, align 4, !tbaa !9
  %930 = tail call float @logf(float noundef %929) #10
  %931 = fpext float %930 to double
  %932 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %931) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %933 = load volatile float, ptr @vf, align 4, !tbaa !9
  %934 = tail call float @logf(float noundef %933) #10
  %935 = fpext float %934 to double
  %936 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %935) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %937 = load volatile float, ptr @vf, align 4, !tbaa !9
  %938 = tail call float @logf(float noundef %937) #10
  %939 = fpext float %938 to double
  %940 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %939) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %941 = load volatile float, ptr @vf, align 4, !tbaa !9
  %942 = tail call float @logf(float noundef %941) #10
  %943 = fpext float %942 to double
  %944 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %943) #10
  %945 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.13) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %946 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %947 = tail call x86_fp80 @logl(x86_fp80 noundef %946) #10
  %948 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %947) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %949 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %950 = tail call x86_fp80 @logl(x86_fp80 noundef %949) #10
  %951 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %950) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %952 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %953 = tail call x86_fp80 @logl(x86_fp80 noundef %952) #10
  %954 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %953) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %955 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %956 = tail call x86_fp80 @logl(x86_fp80 noundef %955) #10
  %957 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %956) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %958 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %959 = tail call x86_fp80 @logl(x86_fp80 noundef %958) #10
  %960 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %959) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %961 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %962 = tail call x86_fp80 @logl(x86_fp80 noundef %961) #10
  %963 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %962) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %964 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %965 = tail call x86_fp80 @logl(x86_fp80 noundef %964) #10
  %966 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %965) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %967 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %968 = tail call x86_fp80 @logl(x86_fp80 noundef %967) #10
  %969 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %968) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %970 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %971 = tail call x86_fp80 @logl(x86_fp80 noundef %970) #10
  %972 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %971) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %973 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %974 = tail call x86_fp80 @logl(x86_fp80 noundef %973) #10
  %975 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %974) #10
  %976 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %977 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.14) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %978 = load volatile double, ptr @vd, align 8, !tbaa !5
  %979 = tail call double @log2(double noundef %978) #10
  %980 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %979) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %981 = load volatile double, ptr @vd, align 8, !tbaa !5
  %982 = tail call double @log2(double noundef %981) #10
  %983 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %982) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %984 = load volatile double, ptr @vd, align 8, !tbaa !5
  %985 = tail call double @log2(double noundef %984) #10
  %986 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %985) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %987 = load volatile double, ptr @vd, align 8, !tbaa !5
  %988 = tail call double @log2(double noundef %987) #10
  %989 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %988) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %990 = load volatile double, ptr @vd, align 8, !tbaa !5
  %991 = tail call double @log2(double noundef %990) #10
  %992 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %991) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %993 = load volatile double, ptr @vd, align 8, !tbaa !5
  %994 = tail call double @log2(double noundef %993) #10
  %995 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %994) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %996 = load volatile double, ptr @vd, align 8, !tbaa !5
  %997 = tail call double @log2(double noundef %996) #10
  %998 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %997) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %999 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1000 = tail call double @log2(double noundef %999) #10
  %1001 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1000) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1002 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1003 = tail call double @log2(double noundef %1002) #10
  %1004 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1003) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1005 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1006 = tail call double @log2(double noundef %1005) #10
  %1007 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1006) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1008 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1009 = tail call double @log2(double noundef %1008) #10
  %1010 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1009) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1011 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1012 = tail call double @log2(double noundef %1011) #10
  %1013 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1012) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1014 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1015 = tail call double @log2(double noundef %1014) #10
  %1016 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1015) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1017 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1018 = tail call double @log2(double noundef %1017) #10
  %1019 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1018) #10
  %1020 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.14) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1021 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1022 = tail call float @log2f(float noundef %1021) #10
  %1023 = fpext float %1022 to double
  %1024 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1023) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1025 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1026 = tail call float @log2f(float noundef %1025) #10
  %1027 = fpext float %1026 to double
  %1028 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1027) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1029 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1030 = tail call float @log2f(float noundef %1029) #10
  %1031 = fpext float %1030 to double
  %1032 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1031) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1033 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1034 = tail call float @log2f(float noundef %1033) #10
  %1035 = fpext float %1034 to double
  %1036 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1035) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1037 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1038 = tail call float @log2f(float noundef %1037) #10
  %1039 = fpext float %1038 to double
  %1040 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1039) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1041 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1042 = tail call float @log2f(float noundef %1041) #10
  %1043 = fpext float %1042 to double
  %1044 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1043) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1045 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1046 = tail call float @log2f(float noundef %1045) #10
  %1047 = fpext float %1046 to double
  %1048 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1047) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1049 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1050 = tail call float @log2f(float noundef %1049) #10
  %1051 = fpext float %1050 to double
  %1052 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1051) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1053 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1054 = tail call float @log2f(float noundef %1053) #10
  %1055 = fpext float %1054 to double
  %1056 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1055) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1057 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1058 = tail call float @log2f(float noundef %1057) #10
  %1059 = fpext float %1058 to double
  %1060 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1059) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1061 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1062 = tail call float @log2f(float noundef %1061) #10
  %1063 = fpext float %1062 to double
  %1064 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1063) #10
  %1065 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.14) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1066 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1067 = tail call x86_fp80 @log2l(x86_fp80 noundef %1066) #10
  %1068 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1067) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1069 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1070 = tail call x86_fp80 @log2l(x86_fp80 noundef %1069) #10
  %1071 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1070) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1072 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1073 = tail call x86_fp80 @log2l(x86_fp80 noundef %1072) #10
  %1074 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1073) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1075 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1076 = tail call x86_fp80 @log2l(x86_fp80 noundef %1075) #10
  %1077 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1076) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1078 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1079 = tail call x86_fp80 @log2l(x86_fp80 noundef %1078) #10
  %1080 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1079) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1081 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1082 = tail call x86_fp80 @log2l(x86_fp80 noundef %1081) #10
  %1083 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1082) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1084 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1085 = tail call x86_fp80 @log2l(x86_fp80 noundef %1084) #10
  %1086 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1085) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1087 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1088 = tail call x86_fp80 @log2l(x86_fp80 noundef %1087) #10
  %1089 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1088) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1090 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1091 = tail call x86_fp80 @log2l(x86_fp80 noundef %1090) #10
  %1092 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1091) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1093 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1094 = tail call x86_fp80 @log2l(x86_fp80 noundef %1093) #10
  %1095 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1094) #10
  %1096 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1097 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.15) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1098 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1099 = tail call double @log10(double noundef %1098) #10
  %1100 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1099) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1101 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1102 = tail call double @log10(double noundef %1101) #10
  %1103 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1102) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1104 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1105 = tail call double @log10(double noundef %1104) #10
  %1106 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1105) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1107 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1108 = tail call double @log10(double noundef %1107) #10
  %1109 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1108) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1110 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1111 = tail call double @log10(double noundef %1110) #10
  %1112 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1111) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1113 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1114 = tail call double @log10(double noundef %1113) #10
  %1115 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1114) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1116 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1117 = tail call double @log10(double noundef %1116) #10
  %1118 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1117) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1119 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1120 = tail call double @log10(double noundef %1119) #10
  %1121 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1120) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1122 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1123 = tail call double @log10(double noundef %1122) #10
  %1124 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1123) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1125 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1126 = tail call double @log10(double noundef %1125) #10
  %1127 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1126) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1128 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1129 = tail call double @log10(double noundef %1128) #10
  %1130 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1129) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1131 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1132 = tail call double @log10(double noundef %1131) #10
  %1133 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1132) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1134 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1135 = tail call double @log10(double noundef %1134) #10
  %1136 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1135) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1137 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1138 = tail call double @log10(double noundef %1137) #10
  %1139 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1138) #10
  %1140 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.15) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1141 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1142 = tail call float @log10f(float noundef %1141) #10
  %1143 = fpext float %1142 to double
  %1144 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1143) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1145 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1146 = tail call float @log10f(float noundef %1145) #10
  %1147 = fpext float %1146 to double
  %1148 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1147) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1149 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1150 = tail call float @log10f(float noundef %1149) #10
  %1151 = fpext float %1150 to double
  %1152 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1151) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1153 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1154 = tail call float @log10f(float noundef %1153) #10
  %1155 = fpext float %1154 to double
  %1156 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1155) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1157 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1158 = tail call float @log10f(float noundef %1157) #10
  %1159 = fpext float %1158 to double
  %1160 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1159) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1161 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1162 = tail call float @log10f(float noundef %1161) #10
  %1163 = fpext float %1162 to double
  %1164 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1163) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1165 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1166 = tail call float @log10f(float noundef %1165) #10
  %1167 = fpext float %1166 to double
  %1168 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1167) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1169 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1170 = tail call float @log10f(float noundef %1169) #10
  %1171 = fpext float %1170 to double
  %1172 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1171) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1173 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1174 = tail call float @log10f(float noundef %1173) #10
  %1175 = fpext float %1174 to double
  %1176 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1175) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1177 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1178 = tail call float @log10f(float noundef %1177) #10
  %1179 = fpext float %1178 to double
  %1180 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1179) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1181 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1182 = tail call float @log10f(float noundef %1181) #10
  %1183 = fpext float %1182 to double
  %1184 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1183) #10
  %1185 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.15) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1186 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1187 = tail call x86_fp80 @log10l(x86_fp80 noundef %1186) #10
  %1188 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1187) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1189 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1190 = tail call x86_fp80 @log10l(x86_fp80 noundef %1189) #10
  %1191 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1190) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1192 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1193 = tail call x86_fp80 @log10l(x86_fp80 noundef %1192) #10
  %1194 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1193) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1195 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1196 = tail call x86_fp80 @log10l(x86_fp80 noundef %1195) #10
  %1197 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1196) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1198 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1199 = tail call x86_fp80 @log10l(x86_fp80 noundef %1198) #10
  %1200 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1199) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1201 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1202 = tail call x86_fp80 @log10l(x86_fp80 noundef %1201) #10
  %1203 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1202) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1204 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1205 = tail call x86_fp80 @log10l(x86_fp80 noundef %1204) #10
  %1206 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1205) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1207 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1208 = tail call x86_fp80 @log10l(x86_fp80 noundef %1207) #10
  %1209 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1208) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1210 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1211 = tail call x86_fp80 @log10l(x86_fp80 noundef %1210) #10
  %1212 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1211) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1213 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1214 = tail call x86_fp80 @log10l(x86_fp80 noundef %1213) #10
  %1215 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1214) #10
  %1216 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1217 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.16) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1218 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1219 = tail call double @log1p(double noundef %1218) #10
  %1220 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1219) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1221 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1222 = tail call double @log1p(double noundef %1221) #10
  %1223 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1222) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1224 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1225 = tail call double @log1p(double noundef %1224) #10
  %1226 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1225) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1227 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1228 = tail call double @log1p(double noundef %1227) #10
  %1229 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1228) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1230 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1231 = tail call double @log1p(double noundef %1230) #10
  %1232 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1231) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1233 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1234 = tail call double @log1p(double noundef %1233) #10
  %1235 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1234) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1236 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1237 = tail call double @log1p(double noundef %1236) #10
  %1238 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1237) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1239 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1240 = tail call double @log1p(double noundef %1239) #10
  %1241 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1240) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1242 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1243 = tail call double @log1p(double noundef %1242) #10
  %1244 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1243) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1245 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1246 = tail call double @log1p(double noundef %1245) #10
  %1247 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1246) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1248 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1249 = tail call double @log1p(double noundef %1248) #10
  %1250 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1249) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1251 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1252 = tail call double @log1p(double noundef %1251) #10
  %1253 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1252) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1254 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1255 = tail call double @log1p(double noundef %1254) #10
  %1256 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1255) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1257 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1258 = tail call double @log1p(double noundef %1257) #10
  %1259 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1258) #10
  %1260 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.16) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1261 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1262 = tail call float @log1pf(float noundef %1261) #10
  %1263 = fpext float %1262 to double
  %1264 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1263) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1265 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1266 = tail call float @log1pf(float noundef %1265) #10
  %1267 = fpext float %1266 to double
  %1268 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1267) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1269 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1270 = tail call float @log1pf(float noundef %1269) #10
  %1271 = fpext float %1270 to double
  %1272 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1271) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1273 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1274 = tail call float @log1pf(float noundef %1273) #10
  %1275 = fpext float %1274 to double
  %1276 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1275) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1277 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1278 = tail call float @log1pf(float noundef %1277) #10
  %1279 = fpext float %1278 to double
  %1280 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1279) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1281 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1282 = tail call float @log1pf(float noundef %1281) #10
  %1283 = fpext float %1282 to double
  %1284 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1283) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1285 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1286 = tail call float @log1pf(float noundef %1285) #10
  %1287 = fpext float %1286 to double
  %1288 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1287) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1289 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1290 = tail call float @log1pf(float noundef %1289) #10
  %1291 = fpext float %1290 to double
  %1292 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1291) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1293 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1294 = tail call float @log1pf(float noundef %1293) #10
  %1295 = fpext float %1294 to double
  %1296 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1295) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1297 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1298 = tail call float @log1pf(float noundef %1297) #10
  %1299 = fpext float %1298 to double
  %1300 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1299) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1301 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1302 = tail call float @log1pf(float noundef %1301) #10
  %1303 = fpext float %1302 to double
  %1304 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1303) #10
  %1305 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.16) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1306 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1307 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1306) #10
  %1308 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1307) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1309 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1310 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1309) #10
  %1311 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1310) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1312 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1313 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1312) #10
  %1314 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1313) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1315 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1316 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1315) #10
  %1317 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1316) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1318 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1319 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1318) #10
  %1320 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1319) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1321 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1322 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1321) #10
  %1323 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1322) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1324 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1325 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1324) #10
  %1326 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1325) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1327 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1328 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1327) #10
  %1329 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1328) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1330 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1331 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1330) #10
  %1332 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1331) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1333 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1334 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1333) #10
  %1335 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1334) #10
  %1336 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1337 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.17) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1338 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1339 = tail call double @logb(double noundef %1338) #10
  %1340 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1339) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1341 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1342 = tail call double @logb(double noundef %1341) #10
  %1343 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1342) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1344 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1345 = tail call double @logb(double noundef %1344) #10
  %1346 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1345) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1347 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1348 = tail call double @logb(double noundef %1347) #10
  %1349 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1348) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1350 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1351 = tail call double @logb(double noundef %1350) #10
  %1352 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1351) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1353 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1354 = tail call double @logb(double noundef %1353) #10
  %1355 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1354) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1356 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1357 = tail call double @logb(double noundef %1356) #10
  %1358 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1357) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1359 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1360 = tail call double @logb(double noundef %1359) #10
  %1361 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1360) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1362 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1363 = tail call double @logb(double noundef %1362) #10
  %1364 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1363) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1365 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1366 = tail call double @logb(double noundef %1365) #10
  %1367 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1366) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1368 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1369 = tail call double @logb(double noundef %1368) #10
  %1370 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1369) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1371 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1372 = tail call double @logb(double noundef %1371) #10
  %1373 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1372) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1374 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1375 = tail call double @logb(double noundef %1374) #10
  %1376 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1375) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1377 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1378 = tail call double @logb(double noundef %1377) #10
  %1379 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1378) #10
  %1380 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.17) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1381 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1382 = tail call float @logbf(float noundef %1381) #10
  %1383 = fpext float %1382 to double
  %1384 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1383) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1385 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1386 = tail call float @logbf(float noundef %1385) #10
  %1387 = fpext float %1386 to double
  %1388 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1387) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1389 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1390 = tail call float @logbf(float noundef %1389) #10
  %1391 = fpext float %1390 to double
  %1392 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1391) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1393 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1394 = tail call float @logbf(float noundef %1393) #10
  %1395 = fpext float %1394 to double
  %1396 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1395) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1397 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1398 = tail call float @logbf(float noundef %1397) #10
  %1399 = fpext float %1398 to double
  %1400 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1399) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1401 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1402 = tail call float @logbf(float noundef %1401) #10
  %1403 = fpext float %1402 to double
  %1404 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1403) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1405 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1406 = tail call float @logbf(float noundef %1405) #10
  %1407 = fpext float %1406 to double
  %1408 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1407) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1409 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1410 = tail call float @logbf(float noundef %1409) #10
  %1411 = fpext float %1410 to double
  %1412 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1411) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1413 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1414 = tail call float @logbf(float noundef %1413) #10
  %1415 = fpext float %1414 to double
  %1416 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1415) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1417 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1418 = tail call float @logbf(float noundef %1417) #10
  %1419 = fpext float %1418 to double
  %1420 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1419) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1421 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1422 = tail call float @logbf(float noundef %1421) #10
  %1423 = fpext float %1422 to double
  %1424 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1423) #10
  %1425 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.17) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1426 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1427 = tail call x86_fp80 @logbl(x86_fp80 noundef %1426) #10
  %1428 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1427) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1429 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1430 = tail call x86_fp80 @logbl(x86_fp80 noundef %1429) #10
  %1431 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1430) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1432 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1433 = tail call x86_fp80 @logbl(x86_fp80 noundef %1432) #10
  %1434 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1433) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1435 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1436 = tail call x86_fp80 @logbl(x86_fp80 noundef %1435) #10
  %1437 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1436) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1438 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1439 = tail call x86_fp80 @logbl(x86_fp80 noundef %1438) #10
  %1440 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1439) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1441 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1442 = tail call x86_fp80 @logbl(x86_fp80 noundef %1441) #10
  %1443 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1442) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1444 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1445 = tail call x86_fp80 @logbl(x86_fp80 noundef %1444) #10
  %1446 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1445) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1447 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1448 = tail call x86_fp80 @logbl(x86_fp80 noundef %1447) #10
  %1449 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1448) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1450 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1451 = tail call x86_fp80 @logbl(x86_fp80 noundef %1450) #10
  %1452 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1451) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1453 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1454 = tail call x86_fp80 @logbl(x86_fp80 noundef %1453) #10
  %1455 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1454) #10
  %1456 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1457 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.18) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1458 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1459 = tail call double @sin(double noundef %1458) #10
  %1460 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1459) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1461 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1462 = tail call double @sin(double noundef %1461) #10
  %1463 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1462) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1464 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1465 = tail call double @sin(double noundef %1464) #10
  %1466 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1465) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1467 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1468 = tail call double @sin(double noundef %1467) #10
  %1469 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1468) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1470 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1471 = tail call double @sin(double noundef %1470) #10
  %1472 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1471) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1473 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1474 = tail call double @sin(double noundef %1473) #10
  %1475 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1474) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1476 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1477 = tail call double @sin(double noundef %1476) #10
  %1478 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1477) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1479 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1480 = tail call double @sin(double noundef %1479) #10
  %1481 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1480) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1482 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1483 = tail call double @sin(double noundef %1482) #10
  %1484 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1483) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1485 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1486 = tail call double @sin(double noundef %1485) #10
  %1487 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1486) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1488 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1489 = tail call double @sin(double noundef %1488) #10
  %1490 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1489) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1491 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1492 = tail call double @sin(double noundef %1491) #10
  %1493 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1492) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1494 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1495 = tail call double @sin(double noundef %1494) #10
  %1496 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1495) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1497 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1498 = tail call double @sin(double noundef %1497) #10
  %1499 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1498) #10
  %1500 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.18) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1501 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1502 = tail call float @sinf(float noundef %1501) #10
  %1503 = fpext float %1502 to double
  %1504 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1503) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1505 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1506 = tail call float @sinf(float noundef %1505) #10
  %1507 = fpext float %1506 to double
  %1508 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1507) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1509 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1510 = tail call float @sinf(float noundef %1509) #10
  %1511 = fpext float %1510 to double
  %1512 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1511) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1513 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1514 = tail call float @sinf(float noundef %1513) #10
  %1515 = fpext float %1514 to double
  %1516 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1515) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1517 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1518 = tail call float @sinf(float noundef %1517) #10
  %1519 = fpext float %1518 to double
  %1520 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1519) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1521 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1522 = tail call float @sinf(float noundef %1521) #10
  %1523 = fpext float %1522 to double
  %1524 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1523) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1525 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1526 = tail call float @sinf(float noundef %1525) #10
  %1527 = fpext float %1526 to double
  %1528 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1527) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1529 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1530 = tail call float @sinf(float noundef %1529) #10
  %1531 = fpext float %1530 to double
  %1532 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1531) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1533 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1534 = tail call float @sinf(float noundef %1533) #10
  %1535 = fpext float %1534 to double
  %1536 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1535) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1537 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1538 = tail call float @sinf(float noundef %1537) #10
  %1539 = fpext float %1538 to double
  %1540 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1539) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1541 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1542 = tail call float @sinf(float noundef %1541) #10
  %1543 = fpext float %1542 to double
  %1544 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1543) #10
  %1545 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.18) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1546 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1547 = tail call x86_fp80 @sinl(x86_fp80 noundef %1546) #10
  %1548 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1547) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1549 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1550 = tail call x86_fp80 @sinl(x86_fp80 noundef %1549) #10
  %1551 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1550) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1552 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1553 = tail call x86_fp80 @sinl(x86_fp80 noundef %1552) #10
  %1554 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1553) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1555 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1556 = tail call x86_fp80 @sinl(x86_fp80 noundef %1555) #10
  %1557 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1556) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1558 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1559 = tail call x86_fp80 @sinl(x86_fp80 noundef %1558) #10
  %1560 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1559) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1561 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1562 = tail call x86_fp80 @sinl(x86_fp80 noundef %1561) #10
  %1563 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1562) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1564 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1565 = tail call x86_fp80 @sinl(x86_fp80 noundef %1564) #10
  %1566 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1565) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1567 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1568 = tail call x86_fp80 @sinl(x86_fp80 noundef %1567) #10
  %1569 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1568) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1570 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1571 = tail call x86_fp80 @sinl(x86_fp80 noundef %1570) #10
  %1572 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1571) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1573 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1574 = tail call x86_fp80 @sinl(x86_fp80 noundef %1573) #10
  %1575 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1574) #10
  %1576 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1577 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.19) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1578 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1579 = tail call double @cos(double noundef %1578) #10
  %1580 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1579) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1581 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1582 = tail call double @cos(double noundef %1581) #10
  %1583 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1582) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1584 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1585 = tail call double @cos(double noundef %1584) #10
  %1586 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1585) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1587 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1588 = tail call double @cos(double noundef %1587) #10
  %1589 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1588) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1590 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1591 = tail call double @cos(double noundef %1590) #10
  %1592 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1591) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1593 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1594 = tail call double @cos(double noundef %1593) #10
  %1595 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1594) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1596 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1597 = tail call double @cos(double noundef %1596) #10
  %1598 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1597) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1599 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1600 = tail call double @cos(double noundef %1599) #10
  %1601 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1600) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1602 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1603 = tail call double @cos(double noundef %1602) #10
  %1604 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1603) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1605 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1606 = tail call double @cos(double noundef %1605) #10
  %1607 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1606) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1608 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1609 = tail call double @cos(double noundef %1608) #10
  %1610 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1609) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1611 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1612 = tail call double @cos(double noundef %1611) #10
  %1613 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1612) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1614 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1615 = tail call double @cos(double noundef %1614) #10
  %1616 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1615) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1617 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1618 = tail call double @cos(double noundef %1617) #10
  %1619 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1618) #10
  %1620 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.19) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1621 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1622 = tail call float @cosf(float noundef %1621) #10
  %1623 = fpext float %1622 to double
  %1624 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1623) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1625 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1626 = tail call float @cosf(float noundef %1625) #10
  %1627 = fpext float %1626 to double
  %1628 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1627) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1629 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1630 = tail call float @cosf(float noundef %1629) #10
  %1631 = fpext float %1630 to double
  %1632 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1631) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1633 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1634 = tail call float @cosf(float noundef %1633) #10
  %1635 = fpext float %1634 to double
  %1636 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1635) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1637 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1638 = tail call float @cosf(float noundef %1637) #10
  %1639 = fpext float %1638 to double
  %1640 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1639) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1641 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1642 = tail call float @cosf(float noundef %1641) #10
  %1643 = fpext float %1642 to double
  %1644 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1643) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1645 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1646 = tail call float @cosf(float noundef %1645) #10
  %1647 = fpext float %1646 to double
  %1648 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1647) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1649 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1650 = tail call float @cosf(float noundef %1649) #10
  %1651 = fpext float %1650 to double
  %1652 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1651) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1653 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1654 = tail call float @cosf(float noundef %1653) #10
  %1655 = fpext float %1654 to double
  %1656 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1655) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1657 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1658 = tail call float @cosf(float noundef %1657) #10
  %1659 = fpext float %1658 to double
  %1660 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1659) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1661 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1662 = tail call float @cosf(float noundef %1661) #10
  %1663 = fpext float %1662 to double
  %1664 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1663) #10
  %1665 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.19) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1666 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1667 = tail call x86_fp80 @cosl(x86_fp80 noundef %1666) #10
  %1668 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1667) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1669 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1670 = tail call x86_fp80 @cosl(x86_fp80 noundef %1669) #10
  %1671 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1670) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1672 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1673 = tail call x86_fp80 @cosl(x86_fp80 noundef %1672) #10
  %1674 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1673) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1675 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1676 = tail call x86_fp80 @cosl(x86_fp80 noundef %1675) #10
  %1677 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1676) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1678 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1679 = tail call x86_fp80 @cosl(x86_fp80 noundef %1678) #10
  %1680 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1679) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1681 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1682 = tail call x86_fp80 @cosl(x86_fp80 noundef %1681) #10
  %1683 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1682) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1684 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1685 = tail call x86_fp80 @cosl(x86_fp80 noundef %1684) #10
  %1686 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1685) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1687 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1688 = tail call x86_fp80 @cosl(x86_fp80 noundef %1687) #10
  %1689 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1688) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1690 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1691 = tail call x86_fp80 @cosl(x86_fp80 noundef %1690) #10
  %1692 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1691) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1693 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1694 = tail call x86_fp80 @cosl(x86_fp80 noundef %1693) #10
  %1695 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1694) #10
  %1696 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1697 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.20) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1698 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1699 = tail call double @tan(double noundef %1698) #10
  %1700 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1699) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1701 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1702 = tail call double @tan(double noundef %1701) #10
  %1703 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1702) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1704 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1705 = tail call double @tan(double noundef %1704) #10
  %1706 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1705) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1707 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1708 = tail call double @tan(double noundef %1707) #10
  %1709 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1708) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1710 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1711 = tail call double @tan(double noundef %1710) #10
  %1712 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1711) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1713 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1714 = tail call double @tan(double noundef %1713) #10
  %1715 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1714) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1716 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1717 = tail call double @tan(double noundef %1716) #10
  %1718 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1717) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1719 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1720 = tail call double @tan(double noundef %1719) #10
  %1721 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1720) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1722 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1723 = tail call double @tan(double noundef %1722) #10
  %1724 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1723) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1725 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1726 = tail call double @tan(double noundef %1725) #10
  %1727 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1726) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1728 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1729 = tail call double @tan(double noundef %1728) #10
  %1730 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1729) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1731 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1732 = tail call double @tan(double noundef %1731) #10
  %1733 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1732) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1734 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1735 = tail call double @tan(double noundef %1734) #10
  %1736 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1735) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1737 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1738 = tail call double @tan(double noundef %1737) #10
  %1739 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1738) #10
  %1740 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.20) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1741 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1742 = tail call float @tanf(float noundef %1741) #10
  %1743 = fpext float %1742 to double
  %1744 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1743) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1745 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1746 = tail call float @tanf(float noundef %1745) #10
  %1747 = fpext float %1746 to double
  %1748 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1747) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1749 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1750 = tail call float @tanf(float noundef %1749) #10
  %1751 = fpext float %1750 to double
  %1752 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1751) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1753 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1754 = tail call float @tanf(float noundef %1753) #10
  %1755 = fpext float %1754 to double
  %1756 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1755) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1757 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1758 = tail call float @tanf(float noundef %1757) #10
  %1759 = fpext float %1758 to double
  %1760 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1759) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1761 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1762 = tail call float @tanf(float noundef %1761) #10
  %1763 = fpext float %1762 to double
  %1764 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1763) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1765 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1766 = tail call float @tanf(float noundef %1765) #10
  %1767 = fpext float %1766 to double
  %1768 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1767) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1769 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1770 = tail call float @tanf(float noundef %1769) #10
  %1771 = fpext float %1770 to double
  %1772 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1771) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1773 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1774 = tail call float @tanf(float noundef %1773) #10
  %1775 = fpext float %1774 to double
  %1776 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1775) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1777 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1778 = tail call float @tanf(float noundef %1777) #10
  %1779 = fpext float %1778 to double
  %1780 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1779) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1781 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1782 = tail call float @tanf(float noundef %1781) #10
  %1783 = fpext float %1782 to double
  %1784 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1783) #10
  %1785 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1786 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1787 = tail call x86_fp80 @tanl(x86_fp80 noundef %1786) #10
  %1788 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1787) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1789 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1790 = tail call x86_fp80 @tanl(x86_fp80 noundef %1789) #10
  %1791 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1790) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1792 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1793 = tail call x86_fp80 @tanl(x86_fp80 noundef %1792) #10
  %1794 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1793) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1795 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1796 = tail call x86_fp80 @tanl(x86_fp80 noundef %1795) #10
  %1797 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1796) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1798 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1799 = tail call x86_fp80 @tanl(x86_fp80 noundef %1798) #10
  %1800 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1799) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1801 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1802 = tail call x86_fp80 @tanl(x86_fp80 noundef %1801) #10
  %1803 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1802) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1804 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1805 = tail call x86_fp80 @tanl(x86_fp80 noundef %1804) #10
  %1806 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1805) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1807 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1808 = tail call x86_fp80 @tanl(x86_fp80 noundef %1807) #10
  %1809 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1808) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1810 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1811 = tail call x86_fp80 @tanl(x86_fp80 noundef %1810) #10
  %1812 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1811) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1813 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1814 = tail call x86_fp80 @tanl(x86_fp80 noundef %1813) #10
  %1815 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1814) #10
  %1816 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1817 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.21) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1818 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1819 = tail call double @asin(double noundef %1818) #10
  %1820 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1819) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1821 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1822 = tail call double @asin(double noundef %1821) #10
  %1823 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1822) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1824 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1825 = tail call double @asin(double noundef %1824) #10
  %1826 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1825) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1827 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1828 = tail call double @asin(double noundef %1827) #10
  %1829 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1828) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1830 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1831 = tail call double @asin(double noundef %1830) #10
  %1832 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1831) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1833 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1834 = tail call double @asin(double noundef %1833) #10
  %1835 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1834) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1836 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1837 = tail call double @asin(double noundef %1836) #10
  %1838 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1837) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1839 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1840 = tail call double @asin(double noundef %1839) #10
  %1841 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1840) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1842 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1843 = tail call double @asin(double noundef %1842) #10
  %1844 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1843) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1845 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1846 = tail call double @asin(double noundef %1845) #10
  %1847 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1846) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1848 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1849 = tail call double @asin(double noundef %1848) #10
  %1850 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1849) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1851 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1852 = tail call double @asin(double noundef %1851) #10
  %1853 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1852) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1854 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1855 = tail call double @asin(double noundef %1854) #10
  %1856 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1855) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1857 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1858 = tail call double @asin(double noundef %1857) #10
  %1859 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1858) #10
  %1860 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.21) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1861 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1862 = tail call float @asinf(float noundef %1861) #10
  %1863 = fpext float %1862 to double
  %1864 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1863) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1865 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1866 = tail call float @asinf(float noundef %1865) #10
  %1867 = fpext float %1866 to double
  %1868 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1867) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1869 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1870 = tail call float @asinf(float noundef %1869) #10
  %1871 = fpext float %1870 to double
  %1872 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1871) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1873 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1874 = tail call float @asinf(float noundef %1873) #10
  %1875 = fpext float %1874 to double
  %1876 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1875) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1877 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1878 = tail call float @asinf(float noundef %1877) #10
  %1879 = fpext float %1878 to double
  %1880 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1879) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %1881 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1882 = tail call float @asinf(float noundef %1881) #10
  %1883 = fpext float %1882 to double
  %1884 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1883) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %1885 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1886 = tail call float @asinf(float noundef %1885) #10
  %1887 = fpext float %1886 to double
  %1888 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1887) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %1889 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1890 = tail call float @asinf(float noundef %1889) #10
  %1891 = fpext float %1890 to double
  %1892 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1891) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %1893 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1894 = tail call float @asinf(float noundef %1893) #10
  %1895 = fpext float %1894 to double
  %1896 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1895) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %1897 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1898 = tail call float @asinf(float noundef %1897) #10
  %1899 = fpext float %1898 to double
  %1900 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1899) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %1901 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1902 = tail call float @asinf(float noundef %1901) #10
  %1903 = fpext float %1902 to double
  %1904 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1903) #10
  %1905 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.21) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %1906 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1907 = tail call x86_fp80 @asinl(x86_fp80 noundef %1906) #10
  %1908 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1907) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %1909 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1910 = tail call x86_fp80 @asinl(x86_fp80 noundef %1909) #10
  %1911 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1910) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %1912 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1913 = tail call x86_fp80 @asinl(x86_fp80 noundef %1912) #10
  %1914 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1913) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %1915 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1916 = tail call x86_fp80 @asinl(x86_fp80 noundef %1915) #10
  %1917 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1916) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %1918 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1919 = tail call x86_fp80 @asinl(x86_fp80 noundef %1918) #10
  %1920 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1919) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %1921 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1922 = tail call x86_fp80 @asinl(x86_fp80 noundef %1921) #10
  %1923 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1922) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %1924 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1925 = tail call x86_fp80 @asinl(x86_fp80 noundef %1924) #10
  %1926 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1925) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %1927 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1928 = tail call x86_fp80 @asinl(x86_fp80 noundef %1927) #10
  %1929 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1928) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %1930 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1931 = tail call x86_fp80 @asinl(x86_fp80 noundef %1930) #10
  %1932 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1931) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %1933 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %1934 = tail call x86_fp80 @asinl(x86_fp80 noundef %1933) #10
  %1935 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %1934) #10
  %1936 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %1937 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.22) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1938 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1939 = tail call double @acos(double noundef %1938) #10
  %1940 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1939) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %1941 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1942 = tail call double @acos(double noundef %1941) #10
  %1943 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1942) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %1944 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1945 = tail call double @acos(double noundef %1944) #10
  %1946 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1945) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %1947 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1948 = tail call double @acos(double noundef %1947) #10
  %1949 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1948) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %1950 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1951 = tail call double @acos(double noundef %1950) #10
  %1952 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1951) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %1953 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1954 = tail call double @acos(double noundef %1953) #10
  %1955 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1954) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %1956 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1957 = tail call double @acos(double noundef %1956) #10
  %1958 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1957) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %1959 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1960 = tail call double @acos(double noundef %1959) #10
  %1961 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1960) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %1962 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1963 = tail call double @acos(double noundef %1962) #10
  %1964 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1963) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %1965 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1966 = tail call double @acos(double noundef %1965) #10
  %1967 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1966) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %1968 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1969 = tail call double @acos(double noundef %1968) #10
  %1970 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1969) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %1971 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1972 = tail call double @acos(double noundef %1971) #10
  %1973 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1972) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %1974 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1975 = tail call double @acos(double noundef %1974) #10
  %1976 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1975) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %1977 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1978 = tail call double @acos(double noundef %1977) #10
  %1979 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1978) #10
  %1980 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.22) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1981 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1982 = tail call float @acosf(float noundef %1981) #10
  %1983 = fpext float %1982 to double
  %1984 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1983) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %1985 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1986 = tail call float @acosf(float noundef %1985) #10
  %1987 = fpext float %1986 to double
  %1988 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1987) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %1989 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1990 = tail call float @acosf(float noundef %1989) #10
  %1991 = fpext float %1990 to double
  %1992 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1991) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %1993 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1994 = tail call float @acosf(float noundef %1993) #10
  %1995 = fpext float %1994 to double
  %1996 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1995) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %1997 = load volatile float, ptr @vf, align 4, !tbaa !9
  %1998 = tail call float @acosf(float noundef %1997) #10
  %1999 = fpext float %1998 to double
  %2000 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1999) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2001 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2002 = tail call float @acosf(float noundef %2001) #10
  %2003 = fpext float %2002 to double
  %2004 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2003) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2005 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2006 = tail call float @acosf(float noundef %2005) #10
  %2007 = fpext float %2006 to double
  %2008 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2007) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2009 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2010 = tail call float @acosf(float noundef %2009) #10
  %2011 = fpext float %2010 to double
  %2012 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2011) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2013 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2014 = tail call float @acosf(float noundef %2013) #10
  %2015 = fpext float %2014 to double
  %2016 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2015) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2017 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2018 = tail call float @acosf(float noundef %2017) #10
  %2019 = fpext float %2018 to double
  %2020 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2019) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2021 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2022 = tail call float @acosf(float noundef %2021) #10
  %2023 = fpext float %2022 to double
  %2024 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2023) #10
  %2025 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.22) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2026 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2027 = tail call x86_fp80 @acosl(x86_fp80 noundef %2026) #10
  %2028 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2027) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2029 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2030 = tail call x86_fp80 @acosl(x86_fp80 noundef %2029) #10
  %2031 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2030) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2032 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2033 = tail call x86_fp80 @acosl(x86_fp80 noundef %2032) #10
  %2034 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2033) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2035 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2036 = tail call x86_fp80 @acosl(x86_fp80 noundef %2035) #10
  %2037 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2036) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2038 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2039 = tail call x86_fp80 @acosl(x86_fp80 noundef %2038) #10
  %2040 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2039) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2041 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2042 = tail call x86_fp80 @acosl(x86_fp80 noundef %2041) #10
  %2043 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2042) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2044 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2045 = tail call x86_fp80 @acosl(x86_fp80 noundef %2044) #10
  %2046 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2045) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2047 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2048 = tail call x86_fp80 @acosl(x86_fp80 noundef %2047) #10
  %2049 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2048) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2050 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2051 = tail call x86_fp80 @acosl(x86_fp80 noundef %2050) #10
  %2052 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2051) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2053 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2054 = tail call x86_fp80 @acosl(x86_fp80 noundef %2053) #10
  %2055 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2054) #10
  %2056 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2057 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.23) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2058 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2059 = tail call double @atan(double noundef %2058) #10
  %2060 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2059) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2061 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2062 = tail call double @atan(double noundef %2061) #10
  %2063 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2062) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2064 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2065 = tail call double @atan(double noundef %2064) #10
  %2066 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2065) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2067 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2068 = tail call double @atan(double noundef %2067) #10
  %2069 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2068) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2070 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2071 = tail call double @atan(double noundef %2070) #10
  %2072 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2071) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2073 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2074 = tail call double @atan(double noundef %2073) #10
  %2075 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2074) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2076 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2077 = tail call double @atan(double noundef %2076) #10
  %2078 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2077) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2079 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2080 = tail call double @atan(double noundef %2079) #10
  %2081 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2080) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2082 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2083 = tail call double @atan(double noundef %2082) #10
  %2084 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2083) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2085 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2086 = tail call double @atan(double noundef %2085) #10
  %2087 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2086) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2088 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2089 = tail call double @atan(double noundef %2088) #10
  %2090 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2089) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2091 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2092 = tail call double @atan(double noundef %2091) #10
  %2093 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2092) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2094 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2095 = tail call double @atan(double noundef %2094) #10
  %2096 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2095) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2097 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2098 = tail call double @atan(double noundef %2097) #10
  %2099 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2098) #10
  %2100 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.23) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2101 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2102 = tail call float @atanf(float noundef %2101) #10
  %2103 = fpext float %2102 to double
  %2104 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2103) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2105 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2106 = tail call float @atanf(float noundef %2105) #10
  %2107 = fpext float %2106 to double
  %2108 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2107) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2109 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2110 = tail call float @atanf(float noundef %2109) #10
  %2111 = fpext float %2110 to double
  %2112 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2111) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2113 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2114 = tail call float @atanf(float noundef %2113) #10
  %2115 = fpext float %2114 to double
  %2116 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2115) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2117 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2118 = tail call float @atanf(float noundef %2117) #10
  %2119 = fpext float %2118 to double
  %2120 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2119) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2121 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2122 = tail call float @atanf(float noundef %2121) #10
  %2123 = fpext float %2122 to double
  %2124 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2123) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2125 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2126 = tail call float @atanf(float noundef %2125) #10
  %2127 = fpext float %2126 to double
  %2128 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2127) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2129 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2130 = tail call float @atanf(float noundef %2129) #10
  %2131 = fpext float %2130 to double
  %2132 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2131) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2133 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2134 = tail call float @atanf(float noundef %2133) #10
  %2135 = fpext float %2134 to double
  %2136 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2135) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2137 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2138 = tail call float @atanf(float noundef %2137) #10
  %2139 = fpext float %2138 to double
  %2140 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2139) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2141 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2142 = tail call float @atanf(float noundef %2141) #10
  %2143 = fpext float %2142 to double
  %2144 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2143) #10
  %2145 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.23) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2146 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2147 = tail call x86_fp80 @atanl(x86_fp80 noundef %2146) #10
  %2148 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2147) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2149 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2150 = tail call x86_fp80 @atanl(x86_fp80 noundef %2149) #10
  %2151 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2150) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2152 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2153 = tail call x86_fp80 @atanl(x86_fp80 noundef %2152) #10
  %2154 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2153) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2155 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2156 = tail call x86_fp80 @atanl(x86_fp80 noundef %2155) #10
  %2157 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2156) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2158 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2159 = tail call x86_fp80 @atanl(x86_fp80 noundef %2158) #10
  %2160 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2159) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2161 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2162 = tail call x86_fp80 @atanl(x86_fp80 noundef %2161) #10
  %2163 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2162) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2164 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2165 = tail call x86_fp80 @atanl(x86_fp80 noundef %2164) #10
  %2166 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2165) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2167 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2168 = tail call x86_fp80 @atanl(x86_fp80 noundef %2167) #10
  %2169 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2168) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2170 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2171 = tail call x86_fp80 @atanl(x86_fp80 noundef %2170) #10
  %2172 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2171) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2173 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2174 = tail call x86_fp80 @atanl(x86_fp80 noundef %2173) #10
  %2175 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2174) #10
  %2176 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2177 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.24) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2178 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2179 = tail call double @sinh(double noundef %2178) #10
  %2180 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2179) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2181 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2182 = tail call double @sinh(double noundef %2181) #10
  %2183 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2182) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2184 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2185 = tail call double @sinh(double noundef %2184) #10
  %2186 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2185) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2187 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2188 = tail call double @sinh(double noundef %2187) #10
  %2189 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2188) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2190 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2191 = tail call double @sinh(double noundef %2190) #10
  %2192 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2191) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2193 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2194 = tail call double @sinh(double noundef %2193) #10
  %2195 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2194) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2196 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2197 = tail call double @sinh(double noundef %2196) #10
  %2198 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2197) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2199 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2200 = tail call double @sinh(double noundef %2199) #10
  %2201 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2200) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2202 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2203 = tail call double @sinh(double noundef %2202) #10
  %2204 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2203) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2205 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2206 = tail call double @sinh(double noundef %2205) #10
  %2207 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2206) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2208 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2209 = tail call double @sinh(double noundef %2208) #10
  %2210 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2209) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2211 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2212 = tail call double @sinh(double noundef %2211) #10
  %2213 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2212) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2214 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2215 = tail call double @sinh(double noundef %2214) #10
  %2216 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2215) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2217 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2218 = tail call double @sinh(double noundef %2217) #10
  %2219 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2218) #10
  %2220 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.24) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2221 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2222 = tail call float @sinhf(float noundef %2221) #10
  %2223 = fpext float %2222 to double
  %2224 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2223) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2225 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2226 = tail call float @sinhf(float noundef %2225) #10
  %2227 = fpext float %2226 to double
  %2228 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2227) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2229 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2230 = tail call float @sinhf(float noundef %2229) #10
  %2231 = fpext float %2230 to double
  %2232 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2231) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2233 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2234 = tail call float @sinhf(float noundef %2233) #10
  %2235 = fpext float %2234 to double
  %2236 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2235) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2237 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2238 = tail call float @sinhf(float noundef %2237) #10
  %2239 = fpext float %2238 to double
  %2240 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2239) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2241 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2242 = tail call float @sinhf(float noundef %2241) #10
  %2243 = fpext float %2242 to double
  %2244 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2243) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2245 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2246 = tail call float @sinhf(float noundef %2245) #10
  %2247 = fpext float %2246 to double
  %2248 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2247) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2249 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2250 = tail call float @sinhf(float noundef %2249) #10
  %2251 = fpext float %2250 to double
  %2252 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2251) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2253 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2254 = tail call float @sinhf(float noundef %2253) #10
  %2255 = fpext float %2254 to double
  %2256 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2255) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2257 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2258 = tail call float @sinhf(float noundef %2257) #10
  %2259 = fpext float %2258 to double
  %2260 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2259) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2261 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2262 = tail call float @sinhf(float noundef %2261) #10
  %2263 = fpext float %2262 to double
  %2264 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2263) #10
  %2265 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.24) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2266 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2267 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2266) #10
  %2268 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2267) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2269 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2270 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2269) #10
  %2271 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2270) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2272 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2273 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2272) #10
  %2274 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2273) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2275 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2276 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2275) #10
  %2277 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2276) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2278 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2279 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2278) #10
  %2280 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2279) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2281 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2282 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2281) #10
  %2283 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2282) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2284 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2285 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2284) #10
  %2286 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2285) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2287 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2288 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2287) #10
  %2289 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2288) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2290 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2291 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2290) #10
  %2292 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2291) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2293 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2294 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2293) #10
  %2295 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2294) #10
  %2296 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2297 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.25) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2298 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2299 = tail call double @cosh(double noundef %2298) #10
  %2300 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2299) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2301 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2302 = tail call double @cosh(double noundef %2301) #10
  %2303 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2302) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2304 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2305 = tail call double @cosh(double noundef %2304) #10
  %2306 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2305) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2307 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2308 = tail call double @cosh(double noundef %2307) #10
  %2309 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2308) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2310 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2311 = tail call double @cosh(double noundef %2310) #10
  %2312 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2311) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2313 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2314 = tail call double @cosh(double noundef %2313) #10
  %2315 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2314) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2316 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2317 = tail call double @cosh(double noundef %2316) #10
  %2318 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2317) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2319 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2320 = tail call double @cosh(double noundef %2319) #10
  %2321 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2320) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2322 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2323 = tail call double @cosh(double noundef %2322) #10
  %2324 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2323) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2325 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2326 = tail call double @cosh(double noundef %2325) #10
  %2327 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2326) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2328 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2329 = tail call double @cosh(double noundef %2328) #10
  %2330 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2329) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2331 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2332 = tail call double @cosh(double noundef %2331) #10
  %2333 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2332) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2334 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2335 = tail call double @cosh(double noundef %2334) #10
  %2336 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2335) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2337 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2338 = tail call double @cosh(double noundef %2337) #10
  %2339 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2338) #10
  %2340 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.25) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2341 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2342 = tail call float @coshf(float noundef %2341) #10
  %2343 = fpext float %2342 to double
  %2344 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2343) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2345 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2346 = tail call float @coshf(float noundef %2345) #10
  %2347 = fpext float %2346 to double
  %2348 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2347) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2349 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2350 = tail call float @coshf(float noundef %2349) #10
  %2351 = fpext float %2350 to double
  %2352 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2351) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2353 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2354 = tail call float @coshf(float noundef %2353) #10
  %2355 = fpext float %2354 to double
  %2356 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2355) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2357 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2358 = tail call float @coshf(float noundef %2357) #10
  %2359 = fpext float %2358 to double
  %2360 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2359) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2361 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2362 = tail call float @coshf(float noundef %2361) #10
  %2363 = fpext float %2362 to double
  %2364 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2363) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2365 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2366 = tail call float @coshf(float noundef %2365) #10
  %2367 = fpext float %2366 to double
  %2368 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2367) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2369 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2370 = tail call float @coshf(float noundef %2369) #10
  %2371 = fpext float %2370 to double
  %2372 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2371) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2373 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2374 = tail call float @coshf(float noundef %2373) #10
  %2375 = fpext float %2374 to double
  %2376 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2375) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2377 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2378 = tail call float @coshf(float noundef %2377) #10
  %2379 = fpext float %2378 to double
  %2380 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2379) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2381 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2382 = tail call float @coshf(float noundef %2381) #10
  %2383 = fpext float %2382 to double
  %2384 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2383) #10
  %2385 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.25) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2386 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2387 = tail call x86_fp80 @coshl(x86_fp80 noundef %2386) #10
  %2388 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2387) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2389 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2390 = tail call x86_fp80 @coshl(x86_fp80 noundef %2389) #10
  %2391 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2390) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2392 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2393 = tail call x86_fp80 @coshl(x86_fp80 noundef %2392) #10
  %2394 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2393) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2395 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2396 = tail call x86_fp80 @coshl(x86_fp80 noundef %2395) #10
  %2397 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2396) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2398 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2399 = tail call x86_fp80 @coshl(x86_fp80 noundef %2398) #10
  %2400 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2399) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2401 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2402 = tail call x86_fp80 @coshl(x86_fp80 noundef %2401) #10
  %2403 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2402) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2404 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2405 = tail call x86_fp80 @coshl(x86_fp80 noundef %2404) #10
  %2406 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2405) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2407 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2408 = tail call x86_fp80 @coshl(x86_fp80 noundef %2407) #10
  %2409 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2408) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2410 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2411 = tail call x86_fp80 @coshl(x86_fp80 noundef %2410) #10
  %2412 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2411) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2413 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2414 = tail call x86_fp80 @coshl(x86_fp80 noundef %2413) #10
  %2415 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2414) #10
  %2416 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2417 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.26) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2418 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2419 = tail call double @tanh(double noundef %2418) #10
  %2420 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2419) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2421 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2422 = tail call double @tanh(double noundef %2421) #10
  %2423 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2422) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2424 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2425 = tail call double @tanh(double noundef %2424) #10
  %2426 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2425) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2427 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2428 = tail call double @tanh(double noundef %2427) #10
  %2429 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2428) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2430 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2431 = tail call double @tanh(double noundef %2430) #10
  %2432 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2431) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2433 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2434 = tail call double @tanh(double noundef %2433) #10
  %2435 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2434) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2436 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2437 = tail call double @tanh(double noundef %2436) #10
  %2438 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2437) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2439 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2440 = tail call double @tanh(double noundef %2439) #10
  %2441 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2440) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2442 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2443 = tail call double @tanh(double noundef %2442) #10
  %2444 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2443) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2445 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2446 = tail call double @tanh(double noundef %2445) #10
  %2447 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2446) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2448 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2449 = tail call double @tanh(double noundef %2448) #10
  %2450 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2449) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2451 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2452 = tail call double @tanh(double noundef %2451) #10
  %2453 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2452) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2454 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2455 = tail call double @tanh(double noundef %2454) #10
  %2456 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2455) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2457 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2458 = tail call double @tanh(double noundef %2457) #10
  %2459 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2458) #10
  %2460 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.26) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2461 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2462 = tail call float @tanhf(float noundef %2461) #10
  %2463 = fpext float %2462 to double
  %2464 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2463) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2465 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2466 = tail call float @tanhf(float noundef %2465) #10
  %2467 = fpext float %2466 to double
  %2468 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2467) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2469 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2470 = tail call float @tanhf(float noundef %2469) #10
  %2471 = fpext float %2470 to double
  %2472 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2471) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2473 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2474 = tail call float @tanhf(float noundef %2473) #10
  %2475 = fpext float %2474 to double
  %2476 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2475) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2477 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2478 = tail call float @tanhf(float noundef %2477) #10
  %2479 = fpext float %2478 to double
  %2480 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2479) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2481 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2482 = tail call float @tanhf(float noundef %2481) #10
  %2483 = fpext float %2482 to double
  %2484 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2483) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2485 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2486 = tail call float @tanhf(float noundef %2485) #10
  %2487 = fpext float %2486 to double
  %2488 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2487) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2489 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2490 = tail call float @tanhf(float noundef %2489) #10
  %2491 = fpext float %2490 to double
  %2492 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2491) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2493 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2494 = tail call float @tanhf(float noundef %2493) #10
  %2495 = fpext float %2494 to double
  %2496 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2495) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2497 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2498 = tail call float @tanhf(float noundef %2497) #10
  %2499 = fpext float %2498 to double
  %2500 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2499) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2501 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2502 = tail call float @tanhf(float noundef %2501) #10
  %2503 = fpext float %2502 to double
  %2504 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2503) #10
  %2505 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.26) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2506 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2507 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2506) #10
  %2508 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2507) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2509 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2510 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2509) #10
  %2511 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2510) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2512 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2513 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2512) #10
  %2514 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2513) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2515 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2516 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2515) #10
  %2517 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2516) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2518 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2519 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2518) #10
  %2520 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2519) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2521 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2522 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2521) #10
  %2523 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2522) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2524 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2525 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2524) #10
  %2526 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2525) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2527 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2528 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2527) #10
  %2529 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2528) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2530 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2531 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2530) #10
  %2532 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2531) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2533 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2534 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2533) #10
  %2535 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2534) #10
  %2536 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2537 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.27) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2538 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2539 = tail call double @asinh(double noundef %2538) #10
  %2540 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2539) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2541 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2542 = tail call double @asinh(double noundef %2541) #10
  %2543 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2542) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2544 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2545 = tail call double @asinh(double noundef %2544) #10
  %2546 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2545) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2547 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2548 = tail call double @asinh(double noundef %2547) #10
  %2549 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2548) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2550 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2551 = tail call double @asinh(double noundef %2550) #10
  %2552 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2551) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2553 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2554 = tail call double @asinh(double noundef %2553) #10
  %2555 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2554) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2556 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2557 = tail call double @asinh(double noundef %2556) #10
  %2558 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2557) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2559 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2560 = tail call double @asinh(double noundef %2559) #10
  %2561 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2560) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2562 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2563 = tail call double @asinh(double noundef %2562) #10
  %2564 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2563) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2565 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2566 = tail call double @asinh(double noundef %2565) #10
  %2567 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2566) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2568 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2569 = tail call double @asinh(double noundef %2568) #10
  %2570 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2569) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2571 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2572 = tail call double @asinh(double noundef %2571) #10
  %2573 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2572) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2574 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2575 = tail call double @asinh(double noundef %2574) #10
  %2576 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2575) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2577 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2578 = tail call double @asinh(double noundef %2577) #10
  %2579 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2578) #10
  %2580 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.27) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2581 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2582 = tail call float @asinhf(float noundef %2581) #10
  %2583 = fpext float %2582 to double
  %2584 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2583) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2585 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2586 = tail call float @asinhf(float noundef %2585) #10
  %2587 = fpext float %2586 to double
  %2588 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2587) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2589 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2590 = tail call float @asinhf(float noundef %2589) #10
  %2591 = fpext float %2590 to double
  %2592 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2591) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2593 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2594 = tail call float @asinhf(float noundef %2593) #10
  %2595 = fpext float %2594 to double
  %2596 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2595) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2597 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2598 = tail call float @asinhf(float noundef %2597) #10
  %2599 = fpext float %2598 to double
  %2600 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2599) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2601 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2602 = tail call float @asinhf(float noundef %2601) #10
  %2603 = fpext float %2602 to double
  %2604 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2603) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2605 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2606 = tail call float @asinhf(float noundef %2605) #10
  %2607 = fpext float %2606 to double
  %2608 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2607) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2609 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2610 = tail call float @asinhf(float noundef %2609) #10
  %2611 = fpext float %2610 to double
  %2612 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2611) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2613 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2614 = tail call float @asinhf(float noundef %2613) #10
  %2615 = fpext float %2614 to double
  %2616 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2615) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2617 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2618 = tail call float @asinhf(float noundef %2617) #10
  %2619 = fpext float %2618 to double
  %2620 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2619) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2621 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2622 = tail call float @asinhf(float noundef %2621) #10
  %2623 = fpext float %2622 to double
  %2624 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2623) #10
  %2625 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.27) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2626 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2627 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2626) #10
  %2628 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2627) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2629 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2630 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2629) #10
  %2631 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2630) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2632 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2633 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2632) #10
  %2634 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2633) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2635 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2636 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2635) #10
  %2637 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2636) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2638 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2639 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2638) #10
  %2640 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2639) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2641 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2642 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2641) #10
  %2643 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2642) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2644 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2645 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2644) #10
  %2646 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2645) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2647 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2648 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2647) #10
  %2649 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2648) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2650 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2651 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2650) #10
  %2652 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2651) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2653 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2654 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2653) #10
  %2655 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2654) #10
  %2656 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2657 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.28) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2658 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2659 = tail call double @acosh(double noundef %2658) #10
  %2660 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2659) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2661 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2662 = tail call double @acosh(double noundef %2661) #10
  %2663 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2662) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2664 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2665 = tail call double @acosh(double noundef %2664) #10
  %2666 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2665) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2667 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2668 = tail call double @acosh(double noundef %2667) #10
  %2669 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2668) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2670 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2671 = tail call double @acosh(double noundef %2670) #10
  %2672 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2671) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2673 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2674 = tail call double @acosh(double noundef %2673) #10
  %2675 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2674) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2676 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2677 = tail call double @acosh(double noundef %2676) #10
  %2678 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2677) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2679 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2680 = tail call double @acosh(double noundef %2679) #10
  %2681 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2680) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2682 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2683 = tail call double @acosh(double noundef %2682) #10
  %2684 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2683) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2685 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2686 = tail call double @acosh(double noundef %2685) #10
  %2687 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2686) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2688 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2689 = tail call double @acosh(double noundef %2688) #10
  %2690 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2689) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2691 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2692 = tail call double @acosh(double noundef %2691) #10
  %2693 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2692) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2694 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2695 = tail call double @acosh(double noundef %2694) #10
  %2696 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2695) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2697 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2698 = tail call double @acosh(double noundef %2697) #10
  %2699 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2698) #10
  %2700 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.28) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2701 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2702 = tail call float @acoshf(float noundef %2701) #10
  %2703 = fpext float %2702 to double
  %2704 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2703) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2705 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2706 = tail call float @acoshf(float noundef %2705) #10
  %2707 = fpext float %2706 to double
  %2708 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2707) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2709 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2710 = tail call float @acoshf(float noundef %2709) #10
  %2711 = fpext float %2710 to double
  %2712 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2711) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2713 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2714 = tail call float @acoshf(float noundef %2713) #10
  %2715 = fpext float %2714 to double
  %2716 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2715) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2717 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2718 = tail call float @acoshf(float noundef %2717) #10
  %2719 = fpext float %2718 to double
  %2720 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2719) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2721 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2722 = tail call float @acoshf(float noundef %2721) #10
  %2723 = fpext float %2722 to double
  %2724 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2723) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2725 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2726 = tail call float @acoshf(float noundef %2725) #10
  %2727 = fpext float %2726 to double
  %2728 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2727) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2729 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2730 = tail call float @acoshf(float noundef %2729) #10
  %2731 = fpext float %2730 to double
  %2732 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2731) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2733 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2734 = tail call float @acoshf(float noundef %2733) #10
  %2735 = fpext float %2734 to double
  %2736 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2735) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2737 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2738 = tail call float @acoshf(float noundef %2737) #10
  %2739 = fpext float %2738 to double
  %2740 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2739) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2741 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2742 = tail call float @acoshf(float noundef %2741) #10
  %2743 = fpext float %2742 to double
  %2744 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2743) #10
  %2745 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.28) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2746 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2747 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2746) #10
  %2748 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2747) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2749 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2750 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2749) #10
  %2751 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2750) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2752 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2753 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2752) #10
  %2754 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2753) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2755 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2756 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2755) #10
  %2757 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2756) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2758 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2759 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2758) #10
  %2760 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2759) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2761 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2762 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2761) #10
  %2763 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2762) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2764 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2765 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2764) #10
  %2766 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2765) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2767 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2768 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2767) #10
  %2769 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2768) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2770 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2771 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2770) #10
  %2772 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2771) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2773 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2774 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2773) #10
  %2775 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2774) #10
  %2776 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2777 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.29) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2778 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2779 = tail call double @atanh(double noundef %2778) #10
  %2780 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2779) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2781 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2782 = tail call double @atanh(double noundef %2781) #10
  %2783 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2782) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2784 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2785 = tail call double @atanh(double noundef %2784) #10
  %2786 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2785) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2787 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2788 = tail call double @atanh(double noundef %2787) #10
  %2789 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2788) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2790 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2791 = tail call double @atanh(double noundef %2790) #10
  %2792 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2791) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2793 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2794 = tail call double @atanh(double noundef %2793) #10
  %2795 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2794) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2796 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2797 = tail call double @atanh(double noundef %2796) #10
  %2798 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2797) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2799 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2800 = tail call double @atanh(double noundef %2799) #10
  %2801 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2800) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2802 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2803 = tail call double @atanh(double noundef %2802) #10
  %2804 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2803) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2805 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2806 = tail call double @atanh(double noundef %2805) #10
  %2807 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2806) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2808 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2809 = tail call double @atanh(double noundef %2808) #10
  %2810 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2809) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2811 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2812 = tail call double @atanh(double noundef %2811) #10
  %2813 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2812) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2814 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2815 = tail call double @atanh(double noundef %2814) #10
  %2816 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2815) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2817 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2818 = tail call double @atanh(double noundef %2817) #10
  %2819 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2818) #10
  %2820 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.29) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2821 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2822 = tail call float @atanhf(float noundef %2821) #10
  %2823 = fpext float %2822 to double
  %2824 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2823) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2825 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2826 = tail call float @atanhf(float noundef %2825) #10
  %2827 = fpext float %2826 to double
  %2828 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2827) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2829 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2830 = tail call float @atanhf(float noundef %2829) #10
  %2831 = fpext float %2830 to double
  %2832 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2831) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2833 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2834 = tail call float @atanhf(float noundef %2833) #10
  %2835 = fpext float %2834 to double
  %2836 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2835) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2837 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2838 = tail call float @atanhf(float noundef %2837) #10
  %2839 = fpext float %2838 to double
  %2840 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2839) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2841 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2842 = tail call float @atanhf(float noundef %2841) #10
  %2843 = fpext float %2842 to double
  %2844 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2843) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2845 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2846 = tail call float @atanhf(float noundef %2845) #10
  %2847 = fpext float %2846 to double
  %2848 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2847) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2849 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2850 = tail call float @atanhf(float noundef %2849) #10
  %2851 = fpext float %2850 to double
  %2852 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2851) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2853 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2854 = tail call float @atanhf(float noundef %2853) #10
  %2855 = fpext float %2854 to double
  %2856 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2855) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2857 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2858 = tail call float @atanhf(float noundef %2857) #10
  %2859 = fpext float %2858 to double
  %2860 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2859) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2861 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2862 = tail call float @atanhf(float noundef %2861) #10
  %2863 = fpext float %2862 to double
  %2864 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2863) #10
  %2865 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.29) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2866 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2867 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2866) #10
  %2868 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2867) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2869 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2870 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2869) #10
  %2871 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2870) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2872 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2873 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2872) #10
  %2874 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2873) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2875 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2876 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2875) #10
  %2877 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2876) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2878 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2879 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2878) #10
  %2880 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2879) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %2881 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2882 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2881) #10
  %2883 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2882) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %2884 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2885 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2884) #10
  %2886 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2885) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %2887 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2888 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2887) #10
  %2889 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2888) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %2890 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2891 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2890) #10
  %2892 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2891) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %2893 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2894 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2893) #10
  %2895 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2894) #10
  %2896 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %2897 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.30) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2898 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2899 = tail call double @erf(double noundef %2898) #10
  %2900 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2899) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %2901 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2902 = tail call double @erf(double noundef %2901) #10
  %2903 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2902) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %2904 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2905 = tail call double @erf(double noundef %2904) #10
  %2906 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2905) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %2907 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2908 = tail call double @erf(double noundef %2907) #10
  %2909 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2908) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2910 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2911 = tail call double @erf(double noundef %2910) #10
  %2912 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2911) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %2913 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2914 = tail call double @erf(double noundef %2913) #10
  %2915 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2914) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %2916 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2917 = tail call double @erf(double noundef %2916) #10
  %2918 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2917) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %2919 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2920 = tail call double @erf(double noundef %2919) #10
  %2921 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2920) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %2922 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2923 = tail call double @erf(double noundef %2922) #10
  %2924 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2923) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %2925 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2926 = tail call double @erf(double noundef %2925) #10
  %2927 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2926) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %2928 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2929 = tail call double @erf(double noundef %2928) #10
  %2930 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2929) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %2931 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2932 = tail call double @erf(double noundef %2931) #10
  %2933 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2932) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2934 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2935 = tail call double @erf(double noundef %2934) #10
  %2936 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2935) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %2937 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2938 = tail call double @erf(double noundef %2937) #10
  %2939 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2938) #10
  %2940 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.30) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2941 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2942 = tail call float @erff(float noundef %2941) #10
  %2943 = fpext float %2942 to double
  %2944 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2943) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %2945 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2946 = tail call float @erff(float noundef %2945) #10
  %2947 = fpext float %2946 to double
  %2948 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2947) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %2949 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2950 = tail call float @erff(float noundef %2949) #10
  %2951 = fpext float %2950 to double
  %2952 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2951) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %2953 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2954 = tail call float @erff(float noundef %2953) #10
  %2955 = fpext float %2954 to double
  %2956 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2955) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %2957 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2958 = tail call float @erff(float noundef %2957) #10
  %2959 = fpext float %2958 to double
  %2960 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2959) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %2961 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2962 = tail call float @erff(float noundef %2961) #10
  %2963 = fpext float %2962 to double
  %2964 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2963) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %2965 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2966 = tail call float @erff(float noundef %2965) #10
  %2967 = fpext float %2966 to double
  %2968 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2967) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %2969 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2970 = tail call float @erff(float noundef %2969) #10
  %2971 = fpext float %2970 to double
  %2972 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2971) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %2973 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2974 = tail call float @erff(float noundef %2973) #10
  %2975 = fpext float %2974 to double
  %2976 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2975) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %2977 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2978 = tail call float @erff(float noundef %2977) #10
  %2979 = fpext float %2978 to double
  %2980 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2979) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %2981 = load volatile float, ptr @vf, align 4, !tbaa !9
  %2982 = tail call float @erff(float noundef %2981) #10
  %2983 = fpext float %2982 to double
  %2984 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2983) #10
  %2985 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.30) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %2986 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2987 = tail call x86_fp80 @erfl(x86_fp80 noundef %2986) #10
  %2988 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2987) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %2989 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2990 = tail call x86_fp80 @erfl(x86_fp80 noundef %2989) #10
  %2991 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2990) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %2992 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2993 = tail call x86_fp80 @erfl(x86_fp80 noundef %2992) #10
  %2994 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2993) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %2995 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2996 = tail call x86_fp80 @erfl(x86_fp80 noundef %2995) #10
  %2997 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2996) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %2998 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %2999 = tail call x86_fp80 @erfl(x86_fp80 noundef %2998) #10
  %3000 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %2999) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3001 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3002 = tail call x86_fp80 @erfl(x86_fp80 noundef %3001) #10
  %3003 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3002) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3004 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3005 = tail call x86_fp80 @erfl(x86_fp80 noundef %3004) #10
  %3006 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3005) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3007 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3008 = tail call x86_fp80 @erfl(x86_fp80 noundef %3007) #10
  %3009 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3008) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3010 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3011 = tail call x86_fp80 @erfl(x86_fp80 noundef %3010) #10
  %3012 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3011) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3013 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3014 = tail call x86_fp80 @erfl(x86_fp80 noundef %3013) #10
  %3015 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3014) #10
  %3016 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3017 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.31) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3018 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3019 = tail call double @erfc(double noundef %3018) #10
  %3020 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3019) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3021 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3022 = tail call double @erfc(double noundef %3021) #10
  %3023 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3022) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3024 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3025 = tail call double @erfc(double noundef %3024) #10
  %3026 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3025) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3027 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3028 = tail call double @erfc(double noundef %3027) #10
  %3029 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3028) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3030 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3031 = tail call double @erfc(double noundef %3030) #10
  %3032 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3031) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3033 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3034 = tail call double @erfc(double noundef %3033) #10
  %3035 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3034) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3036 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3037 = tail call double @erfc(double noundef %3036) #10
  %3038 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3037) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3039 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3040 = tail call double @erfc(double noundef %3039) #10
  %3041 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3040) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3042 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3043 = tail call double @erfc(double noundef %3042) #10
  %3044 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3043) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3045 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3046 = tail call double @erfc(double noundef %3045) #10
  %3047 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3046) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3048 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3049 = tail call double @erfc(double noundef %3048) #10
  %3050 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3049) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3051 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3052 = tail call double @erfc(double noundef %3051) #10
  %3053 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3052) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3054 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3055 = tail call double @erfc(double noundef %3054) #10
  %3056 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3055) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3057 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3058 = tail call double @erfc(double noundef %3057) #10
  %3059 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3058) #10
  %3060 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.31) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3061 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3062 = tail call float @erfcf(float noundef %3061) #10
  %3063 = fpext float %3062 to double
  %3064 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3063) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3065 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3066 = tail call float @erfcf(float noundef %3065) #10
  %3067 = fpext float %3066 to double
  %3068 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3067) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3069 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3070 = tail call float @erfcf(float noundef %3069) #10
  %3071 = fpext float %3070 to double
  %3072 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3071) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3073 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3074 = tail call float @erfcf(float noundef %3073) #10
  %3075 = fpext float %3074 to double
  %3076 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3075) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3077 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3078 = tail call float @erfcf(float noundef %3077) #10
  %3079 = fpext float %3078 to double
  %3080 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3079) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3081 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3082 = tail call float @erfcf(float noundef %3081) #10
  %3083 = fpext float %3082 to double
  %3084 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3083) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3085 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3086 = tail call float @erfcf(float noundef %3085) #10
  %3087 = fpext float %3086 to double
  %3088 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3087) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3089 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3090 = tail call float @erfcf(float noundef %3089) #10
  %3091 = fpext float %3090 to double
  %3092 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3091) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3093 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3094 = tail call float @erfcf(float noundef %3093) #10
  %3095 = fpext float %3094 to double
  %3096 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3095) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3097 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3098 = tail call float @erfcf(float noundef %3097) #10
  %3099 = fpext float %3098 to double
  %3100 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3099) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3101 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3102 = tail call float @erfcf(float noundef %3101) #10
  %3103 = fpext float %3102 to double
  %3104 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3103) #10
  %3105 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.31) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3106 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3107 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3106) #10
  %3108 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3107) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3109 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3110 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3109) #10
  %3111 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3110) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3112 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3113 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3112) #10
  %3114 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3113) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3115 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3116 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3115) #10
  %3117 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3116) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3118 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3119 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3118) #10
  %3120 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3119) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3121 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3122 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3121) #10
  %3123 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3122) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3124 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3125 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3124) #10
  %3126 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3125) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3127 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3128 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3127) #10
  %3129 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3128) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3130 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3131 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3130) #10
  %3132 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3131) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3133 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3134 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3133) #10
  %3135 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3134) #10
  %3136 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3137 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.32) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3138 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3139 = tail call double @lgamma(double noundef %3138) #10
  %3140 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3139) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3141 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3142 = tail call double @lgamma(double noundef %3141) #10
  %3143 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3142) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3144 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3145 = tail call double @lgamma(double noundef %3144) #10
  %3146 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3145) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3147 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3148 = tail call double @lgamma(double noundef %3147) #10
  %3149 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3148) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3150 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3151 = tail call double @lgamma(double noundef %3150) #10
  %3152 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3151) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3153 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3154 = tail call double @lgamma(double noundef %3153) #10
  %3155 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3154) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3156 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3157 = tail call double @lgamma(double noundef %3156) #10
  %3158 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3157) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3159 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3160 = tail call double @lgamma(double noundef %3159) #10
  %3161 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3160) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3162 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3163 = tail call double @lgamma(double noundef %3162) #10
  %3164 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3163) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3165 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3166 = tail call double @lgamma(double noundef %3165) #10
  %3167 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3166) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3168 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3169 = tail call double @lgamma(double noundef %3168) #10
  %3170 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3169) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3171 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3172 = tail call double @lgamma(double noundef %3171) #10
  %3173 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3172) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3174 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3175 = tail call double @lgamma(double noundef %3174) #10
  %3176 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3175) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3177 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3178 = tail call double @lgamma(double noundef %3177) #10
  %3179 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3178) #10
  %3180 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.32) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3181 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3182 = tail call float @lgammaf(float noundef %3181) #10
  %3183 = fpext float %3182 to double
  %3184 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3183) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3185 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3186 = tail call float @lgammaf(float noundef %3185) #10
  %3187 = fpext float %3186 to double
  %3188 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3187) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3189 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3190 = tail call float @lgammaf(float noundef %3189) #10
  %3191 = fpext float %3190 to double
  %3192 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3191) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3193 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3194 = tail call float @lgammaf(float noundef %3193) #10
  %3195 = fpext float %3194 to double
  %3196 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3195) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3197 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3198 = tail call float @lgammaf(float noundef %3197) #10
  %3199 = fpext float %3198 to double
  %3200 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3199) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3201 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3202 = tail call float @lgammaf(float noundef %3201) #10
  %3203 = fpext float %3202 to double
  %3204 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3203) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3205 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3206 = tail call float @lgammaf(float noundef %3205) #10
  %3207 = fpext float %3206 to double
  %3208 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3207) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3209 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3210 = tail call float @lgammaf(float noundef %3209) #10
  %3211 = fpext float %3210 to double
  %3212 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3211) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3213 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3214 = tail call float @lgammaf(float noundef %3213) #10
  %3215 = fpext float %3214 to double
  %3216 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3215) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3217 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3218 = tail call float @lgammaf(float noundef %3217) #10
  %3219 = fpext float %3218 to double
  %3220 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3219) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3221 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3222 = tail call float @lgammaf(float noundef %3221) #10
  %3223 = fpext float %3222 to double
  %3224 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3223) #10
  %3225 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.32) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3226 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3227 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3226) #10
  %3228 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3227) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3229 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3230 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3229) #10
  %3231 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3230) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3232 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3233 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3232) #10
  %3234 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3233) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3235 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3236 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3235) #10
  %3237 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3236) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3238 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3239 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3238) #10
  %3240 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3239) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3241 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3242 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3241) #10
  %3243 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3242) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3244 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3245 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3244) #10
  %3246 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3245) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3247 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3248 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3247) #10
  %3249 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3248) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3250 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3251 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3250) #10
  %3252 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3251) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3253 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3254 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3253) #10
  %3255 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3254) #10
  %3256 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3257 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.33) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3258 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3259 = tail call double @tgamma(double noundef %3258) #10
  %3260 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3259) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3261 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3262 = tail call double @tgamma(double noundef %3261) #10
  %3263 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3262) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3264 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3265 = tail call double @tgamma(double noundef %3264) #10
  %3266 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3265) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3267 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3268 = tail call double @tgamma(double noundef %3267) #10
  %3269 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3268) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3270 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3271 = tail call double @tgamma(double noundef %3270) #10
  %3272 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3271) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3273 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3274 = tail call double @tgamma(double noundef %3273) #10
  %3275 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3274) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3276 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3277 = tail call double @tgamma(double noundef %3276) #10
  %3278 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3277) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3279 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3280 = tail call double @tgamma(double noundef %3279) #10
  %3281 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3280) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3282 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3283 = tail call double @tgamma(double noundef %3282) #10
  %3284 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3283) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3285 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3286 = tail call double @tgamma(double noundef %3285) #10
  %3287 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3286) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3288 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3289 = tail call double @tgamma(double noundef %3288) #10
  %3290 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3289) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3291 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3292 = tail call double @tgamma(double noundef %3291) #10
  %3293 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3292) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3294 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3295 = tail call double @tgamma(double noundef %3294) #10
  %3296 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3295) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3297 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3298 = tail call double @tgamma(double noundef %3297) #10
  %3299 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3298) #10
  %3300 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.33) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3301 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3302 = tail call float @tgammaf(float noundef %3301) #10
  %3303 = fpext float %3302 to double
  %3304 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3303) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3305 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3306 = tail call float @tgammaf(float noundef %3305) #10
  %3307 = fpext float %3306 to double
  %3308 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3307) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3309 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3310 = tail call float @tgammaf(float noundef %3309) #10
  %3311 = fpext float %3310 to double
  %3312 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3311) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3313 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3314 = tail call float @tgammaf(float noundef %3313) #10
  %3315 = fpext float %3314 to double
  %3316 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3315) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3317 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3318 = tail call float @tgammaf(float noundef %3317) #10
  %3319 = fpext float %3318 to double
  %3320 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3319) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3321 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3322 = tail call float @tgammaf(float noundef %3321) #10
  %3323 = fpext float %3322 to double
  %3324 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3323) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3325 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3326 = tail call float @tgammaf(float noundef %3325) #10
  %3327 = fpext float %3326 to double
  %3328 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3327) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3329 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3330 = tail call float @tgammaf(float noundef %3329) #10
  %3331 = fpext float %3330 to double
  %3332 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3331) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3333 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3334 = tail call float @tgammaf(float noundef %3333) #10
  %3335 = fpext float %3334 to double
  %3336 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3335) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3337 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3338 = tail call float @tgammaf(float noundef %3337) #10
  %3339 = fpext float %3338 to double
  %3340 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3339) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3341 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3342 = tail call float @tgammaf(float noundef %3341) #10
  %3343 = fpext float %3342 to double
  %3344 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3343) #10
  %3345 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.33) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3346 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3347 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3346) #10
  %3348 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3347) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3349 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3350 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3349) #10
  %3351 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3350) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3352 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3353 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3352) #10
  %3354 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3353) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3355 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3356 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3355) #10
  %3357 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3356) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3358 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3359 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3358) #10
  %3360 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3359) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3361 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3362 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3361) #10
  %3363 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3362) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3364 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3365 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3364) #10
  %3366 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3365) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3367 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3368 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3367) #10
  %3369 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3368) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3370 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3371 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3370) #10
  %3372 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3371) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3373 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3374 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3373) #10
  %3375 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3374) #10
  %3376 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3377 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.34) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3378 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3379 = tail call double @llvm.ceil.f64(double %3378)
  %3380 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3379) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3381 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3382 = tail call double @llvm.ceil.f64(double %3381)
  %3383 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3382) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3384 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3385 = tail call double @llvm.ceil.f64(double %3384)
  %3386 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3385) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3387 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3388 = tail call double @llvm.ceil.f64(double %3387)
  %3389 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3388) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3390 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3391 = tail call double @llvm.ceil.f64(double %3390)
  %3392 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3391) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3393 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3394 = tail call double @llvm.ceil.f64(double %3393)
  %3395 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3394) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3396 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3397 = tail call double @llvm.ceil.f64(double %3396)
  %3398 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3397) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3399 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3400 = tail call double @llvm.ceil.f64(double %3399)
  %3401 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3400) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3402 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3403 = tail call double @llvm.ceil.f64(double %3402)
  %3404 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3403) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3405 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3406 = tail call double @llvm.ceil.f64(double %3405)
  %3407 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3406) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3408 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3409 = tail call double @llvm.ceil.f64(double %3408)
  %3410 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3409) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3411 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3412 = tail call double @llvm.ceil.f64(double %3411)
  %3413 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3412) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3414 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3415 = tail call double @llvm.ceil.f64(double %3414)
  %3416 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3415) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3417 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3418 = tail call double @llvm.ceil.f64(double %3417)
  %3419 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3418) #10
  %3420 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.34) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3421 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3422 = tail call float @llvm.ceil.f32(float %3421)
  %3423 = fpext float %3422 to double
  %3424 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3423) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3425 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3426 = tail call float @llvm.ceil.f32(float %3425)
  %3427 = fpext float %3426 to double
  %3428 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3427) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3429 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3430 = tail call float @llvm.ceil.f32(float %3429)
  %3431 = fpext float %3430 to double
  %3432 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3431) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3433 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3434 = tail call float @llvm.ceil.f32(float %3433)
  %3435 = fpext float %3434 to double
  %3436 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3435) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3437 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3438 = tail call float @llvm.ceil.f32(float %3437)
  %3439 = fpext float %3438 to double
  %3440 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3439) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3441 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3442 = tail call float @llvm.ceil.f32(float %3441)
  %3443 = fpext float %3442 to double
  %3444 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3443) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3445 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3446 = tail call float @llvm.ceil.f32(float %3445)
  %3447 = fpext float %3446 to double
  %3448 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3447) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3449 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3450 = tail call float @llvm.ceil.f32(float %3449)
  %3451 = fpext float %3450 to double
  %3452 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3451) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3453 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3454 = tail call float @llvm.ceil.f32(float %3453)
  %3455 = fpext float %3454 to double
  %3456 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3455) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3457 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3458 = tail call float @llvm.ceil.f32(float %3457)
  %3459 = fpext float %3458 to double
  %3460 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3459) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3461 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3462 = tail call float @llvm.ceil.f32(float %3461)
  %3463 = fpext float %3462 to double
  %3464 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3463) #10
  %3465 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.34) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3466 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3467 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3466)
  %3468 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3467) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3469 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3470 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3469)
  %3471 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3470) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3472 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3473 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3472)
  %3474 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3473) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3475 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3476 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3475)
  %3477 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3476) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3478 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3479 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3478)
  %3480 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3479) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3481 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3482 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3481)
  %3483 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3482) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3484 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3485 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3484)
  %3486 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3485) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3487 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3488 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3487)
  %3489 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3488) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3490 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3491 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3490)
  %3492 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3491) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3493 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3494 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3493)
  %3495 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3494) #10
  %3496 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3497 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.35) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3498 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3499 = tail call double @llvm.floor.f64(double %3498)
  %3500 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3499) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3501 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3502 = tail call double @llvm.floor.f64(double %3501)
  %3503 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3502) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3504 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3505 = tail call double @llvm.floor.f64(double %3504)
  %3506 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3505) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3507 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3508 = tail call double @llvm.floor.f64(double %3507)
  %3509 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3508) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3510 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3511 = tail call double @llvm.floor.f64(double %3510)
  %3512 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3511) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3513 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3514 = tail call double @llvm.floor.f64(double %3513)
  %3515 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3514) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3516 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3517 = tail call double @llvm.floor.f64(double %3516)
  %3518 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3517) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3519 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3520 = tail call double @llvm.floor.f64(double %3519)
  %3521 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3520) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3522 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3523 = tail call double @llvm.floor.f64(double %3522)
  %3524 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3523) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3525 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3526 = tail call double @llvm.floor.f64(double %3525)
  %3527 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3526) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3528 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3529 = tail call double @llvm.floor.f64(double %3528)
  %3530 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3529) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3531 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3532 = tail call double @llvm.floor.f64(double %3531)
  %3533 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3532) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3534 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3535 = tail call double @llvm.floor.f64(double %3534)
  %3536 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3535) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3537 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3538 = tail call double @llvm.floor.f64(double %3537)
  %3539 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3538) #10
  %3540 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.35) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3541 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3542 = tail call float @llvm.floor.f32(float %3541)
  %3543 = fpext float %3542 to double
  %3544 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3543) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3545 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3546 = tail call float @llvm.floor.f32(float %3545)
  %3547 = fpext float %3546 to double
  %3548 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3547) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3549 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3550 = tail call float @llvm.floor.f32(float %3549)
  %3551 = fpext float %3550 to double
  %3552 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3551) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3553 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3554 = tail call float @llvm.floor.f32(float %3553)
  %3555 = fpext float %3554 to double
  %3556 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3555) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3557 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3558 = tail call float @llvm.floor.f32(float %3557)
  %3559 = fpext float %3558 to double
  %3560 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3559) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3561 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3562 = tail call float @llvm.floor.f32(float %3561)
  %3563 = fpext float %3562 to double
  %3564 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3563) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3565 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3566 = tail call float @llvm.floor.f32(float %3565)
  %3567 = fpext float %3566 to double
  %3568 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3567) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3569 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3570 = tail call float @llvm.floor.f32(float %3569)
  %3571 = fpext float %3570 to double
  %3572 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3571) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3573 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3574 = tail call float @llvm.floor.f32(float %3573)
  %3575 = fpext float %3574 to double
  %3576 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3575) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3577 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3578 = tail call float @llvm.floor.f32(float %3577)
  %3579 = fpext float %3578 to double
  %3580 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3579) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3581 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3582 = tail call float @llvm.floor.f32(float %3581)
  %3583 = fpext float %3582 to double
  %3584 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3583) #10
  %3585 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.35) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3586 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3587 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3586)
  %3588 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3587) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3589 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3590 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3589)
  %3591 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3590) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3592 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3593 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3592)
  %3594 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3593) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3595 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3596 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3595)
  %3597 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3596) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3598 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3599 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3598)
  %3600 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3599) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3601 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3602 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3601)
  %3603 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3602) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3604 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3605 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3604)
  %3606 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3605) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3607 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3608 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3607)
  %3609 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3608) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3610 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3611 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3610)
  %3612 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3611) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3613 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3614 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3613)
  %3615 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3614) #10
  %3616 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3617 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.36) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3618 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3619 = tail call double @llvm.trunc.f64(double %3618)
  %3620 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3619) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3621 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3622 = tail call double @llvm.trunc.f64(double %3621)
  %3623 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3622) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3624 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3625 = tail call double @llvm.trunc.f64(double %3624)
  %3626 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3625) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3627 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3628 = tail call double @llvm.trunc.f64(double %3627)
  %3629 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3628) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3630 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3631 = tail call double @llvm.trunc.f64(double %3630)
  %3632 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3631) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3633 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3634 = tail call double @llvm.trunc.f64(double %3633)
  %3635 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3634) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3636 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3637 = tail call double @llvm.trunc.f64(double %3636)
  %3638 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3637) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3639 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3640 = tail call double @llvm.trunc.f64(double %3639)
  %3641 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3640) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3642 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3643 = tail call double @llvm.trunc.f64(double %3642)
  %3644 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3643) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3645 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3646 = tail call double @llvm.trunc.f64(double %3645)
  %3647 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3646) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3648 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3649 = tail call double @llvm.trunc.f64(double %3648)
  %3650 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3649) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3651 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3652 = tail call double @llvm.trunc.f64(double %3651)
  %3653 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3652) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3654 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3655 = tail call double @llvm.trunc.f64(double %3654)
  %3656 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3655) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3657 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3658 = tail call double @llvm.trunc.f64(double %3657)
  %3659 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3658) #10
  %3660 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.36) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3661 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3662 = tail call float @llvm.trunc.f32(float %3661)
  %3663 = fpext float %3662 to double
  %3664 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3663) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3665 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3666 = tail call float @llvm.trunc.f32(float %3665)
  %3667 = fpext float %3666 to double
  %3668 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3667) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3669 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3670 = tail call float @llvm.trunc.f32(float %3669)
  %3671 = fpext float %3670 to double
  %3672 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3671) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3673 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3674 = tail call float @llvm.trunc.f32(float %3673)
  %3675 = fpext float %3674 to double
  %3676 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3675) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3677 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3678 = tail call float @llvm.trunc.f32(float %3677)
  %3679 = fpext float %3678 to double
  %3680 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3679) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3681 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3682 = tail call float @llvm.trunc.f32(float %3681)
  %3683 = fpext float %3682 to double
  %3684 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3683) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3685 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3686 = tail call float @llvm.trunc.f32(float %3685)
  %3687 = fpext float %3686 to double
  %3688 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3687) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3689 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3690 = tail call float @llvm.trunc.f32(float %3689)
  %3691 = fpext float %3690 to double
  %3692 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3691) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3693 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3694 = tail call float @llvm.trunc.f32(float %3693)
  %3695 = fpext float %3694 to double
  %3696 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3695) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3697 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3698 = tail call float @llvm.trunc.f32(float %3697)
  %3699 = fpext float %3698 to double
  %3700 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3699) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3701 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3702 = tail call float @llvm.trunc.f32(float %3701)
  %3703 = fpext float %3702 to double
  %3704 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3703) #10
  %3705 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.36) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3706 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3707 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3706)
  %3708 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3707) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3709 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3710 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3709)
  %3711 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3710) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3712 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3713 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3712)
  %3714 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3713) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3715 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3716 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3715)
  %3717 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3716) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3718 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3719 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3718)
  %3720 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3719) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3721 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3722 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3721)
  %3723 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3722) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3724 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3725 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3724)
  %3726 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3725) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3727 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3728 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3727)
  %3729 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3728) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3730 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3731 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3730)
  %3732 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3731) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3733 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3734 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3733)
  %3735 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3734) #10
  %3736 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3737 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.37) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3738 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3739 = tail call double @llvm.round.f64(double %3738)
  %3740 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3739) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3741 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3742 = tail call double @llvm.round.f64(double %3741)
  %3743 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3742) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3744 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3745 = tail call double @llvm.round.f64(double %3744)
  %3746 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3745) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3747 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3748 = tail call double @llvm.round.f64(double %3747)
  %3749 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3748) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3750 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3751 = tail call double @llvm.round.f64(double %3750)
  %3752 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3751) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3753 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3754 = tail call double @llvm.round.f64(double %3753)
  %3755 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3754) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3756 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3757 = tail call double @llvm.round.f64(double %3756)
  %3758 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3757) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3759 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3760 = tail call double @llvm.round.f64(double %3759)
  %3761 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3760) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3762 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3763 = tail call double @llvm.round.f64(double %3762)
  %3764 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3763) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3765 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3766 = tail call double @llvm.round.f64(double %3765)
  %3767 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3766) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3768 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3769 = tail call double @llvm.round.f64(double %3768)
  %3770 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3769) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3771 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3772 = tail call double @llvm.round.f64(double %3771)
  %3773 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3772) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3774 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3775 = tail call double @llvm.round.f64(double %3774)
  %3776 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3775) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3777 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3778 = tail call double @llvm.round.f64(double %3777)
  %3779 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3778) #10
  %3780 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.37) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3781 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3782 = tail call float @llvm.round.f32(float %3781)
  %3783 = fpext float %3782 to double
  %3784 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3783) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3785 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3786 = tail call float @llvm.round.f32(float %3785)
  %3787 = fpext float %3786 to double
  %3788 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3787) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3789 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3790 = tail call float @llvm.round.f32(float %3789)
  %3791 = fpext float %3790 to double
  %3792 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3791) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3793 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3794 = tail call float @llvm.round.f32(float %3793)
  %3795 = fpext float %3794 to double
  %3796 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3795) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3797 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3798 = tail call float @llvm.round.f32(float %3797)
  %3799 = fpext float %3798 to double
  %3800 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3799) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3801 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3802 = tail call float @llvm.round.f32(float %3801)
  %3803 = fpext float %3802 to double
  %3804 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3803) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3805 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3806 = tail call float @llvm.round.f32(float %3805)
  %3807 = fpext float %3806 to double
  %3808 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3807) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3809 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3810 = tail call float @llvm.round.f32(float %3809)
  %3811 = fpext float %3810 to double
  %3812 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3811) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3813 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3814 = tail call float @llvm.round.f32(float %3813)
  %3815 = fpext float %3814 to double
  %3816 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3815) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3817 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3818 = tail call float @llvm.round.f32(float %3817)
  %3819 = fpext float %3818 to double
  %3820 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3819) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3821 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3822 = tail call float @llvm.round.f32(float %3821)
  %3823 = fpext float %3822 to double
  %3824 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3823) #10
  %3825 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.37) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3826 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3827 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3826)
  %3828 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3827) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3829 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3830 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3829)
  %3831 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3830) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3832 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3833 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3832)
  %3834 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3833) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3835 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3836 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3835)
  %3837 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3836) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3838 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3839 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3838)
  %3840 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3839) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3841 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3842 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3841)
  %3843 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3842) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3844 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3845 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3844)
  %3846 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3845) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3847 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3848 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3847)
  %3849 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3848) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3850 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3851 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3850)
  %3852 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3851) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3853 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3854 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3853)
  %3855 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3854) #10
  %3856 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3857 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.38) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3858 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3859 = tail call double @llvm.rint.f64(double %3858)
  %3860 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3859) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3861 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3862 = tail call double @llvm.rint.f64(double %3861)
  %3863 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3862) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3864 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3865 = tail call double @llvm.rint.f64(double %3864)
  %3866 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3865) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3867 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3868 = tail call double @llvm.rint.f64(double %3867)
  %3869 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3868) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3870 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3871 = tail call double @llvm.rint.f64(double %3870)
  %3872 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3871) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3873 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3874 = tail call double @llvm.rint.f64(double %3873)
  %3875 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3874) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3876 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3877 = tail call double @llvm.rint.f64(double %3876)
  %3878 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3877) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3879 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3880 = tail call double @llvm.rint.f64(double %3879)
  %3881 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3880) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %3882 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3883 = tail call double @llvm.rint.f64(double %3882)
  %3884 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3883) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %3885 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3886 = tail call double @llvm.rint.f64(double %3885)
  %3887 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3886) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %3888 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3889 = tail call double @llvm.rint.f64(double %3888)
  %3890 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3889) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %3891 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3892 = tail call double @llvm.rint.f64(double %3891)
  %3893 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3892) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %3894 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3895 = tail call double @llvm.rint.f64(double %3894)
  %3896 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3895) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %3897 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3898 = tail call double @llvm.rint.f64(double %3897)
  %3899 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3898) #10
  %3900 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.38) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3901 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3902 = tail call float @llvm.rint.f32(float %3901)
  %3903 = fpext float %3902 to double
  %3904 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3903) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %3905 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3906 = tail call float @llvm.rint.f32(float %3905)
  %3907 = fpext float %3906 to double
  %3908 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3907) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %3909 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3910 = tail call float @llvm.rint.f32(float %3909)
  %3911 = fpext float %3910 to double
  %3912 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3911) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %3913 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3914 = tail call float @llvm.rint.f32(float %3913)
  %3915 = fpext float %3914 to double
  %3916 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3915) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %3917 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3918 = tail call float @llvm.rint.f32(float %3917)
  %3919 = fpext float %3918 to double
  %3920 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3919) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %3921 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3922 = tail call float @llvm.rint.f32(float %3921)
  %3923 = fpext float %3922 to double
  %3924 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3923) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %3925 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3926 = tail call float @llvm.rint.f32(float %3925)
  %3927 = fpext float %3926 to double
  %3928 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3927) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %3929 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3930 = tail call float @llvm.rint.f32(float %3929)
  %3931 = fpext float %3930 to double
  %3932 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3931) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %3933 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3934 = tail call float @llvm.rint.f32(float %3933)
  %3935 = fpext float %3934 to double
  %3936 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3935) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %3937 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3938 = tail call float @llvm.rint.f32(float %3937)
  %3939 = fpext float %3938 to double
  %3940 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3939) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %3941 = load volatile float, ptr @vf, align 4, !tbaa !9
  %3942 = tail call float @llvm.rint.f32(float %3941)
  %3943 = fpext float %3942 to double
  %3944 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3943) #10
  %3945 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.38) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %3946 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3947 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3946)
  %3948 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3947) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %3949 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3950 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3949)
  %3951 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3950) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %3952 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3953 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3952)
  %3954 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3953) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %3955 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3956 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3955)
  %3957 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3956) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %3958 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3959 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3958)
  %3960 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3959) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %3961 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3962 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3961)
  %3963 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3962) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %3964 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3965 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3964)
  %3966 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3965) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %3967 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3968 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3967)
  %3969 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3968) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %3970 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3971 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3970)
  %3972 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3971) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %3973 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %3974 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3973)
  %3975 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %3974) #10
  %3976 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %3977 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.39) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3978 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3979 = tail call double @llvm.nearbyint.f64(double %3978)
  %3980 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3979) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %3981 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3982 = tail call double @llvm.nearbyint.f64(double %3981)
  %3983 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3982) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %3984 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3985 = tail call double @llvm.nearbyint.f64(double %3984)
  %3986 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3985) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %3987 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3988 = tail call double @llvm.nearbyint.f64(double %3987)
  %3989 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3988) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %3990 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3991 = tail call double @llvm.nearbyint.f64(double %3990)
  %3992 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3991) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %3993 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3994 = tail call double @llvm.nearbyint.f64(double %3993)
  %3995 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3994) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %3996 = load volatile double, ptr @vd, align 8, !tbaa !5
  %3997 = tail call double @llvm.nearbyint.f64(double %3996)
  %3998 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %3997) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %3999 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4000 = tail call double @llvm.nearbyint.f64(double %3999)
  %4001 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4000) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %4002 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4003 = tail call double @llvm.nearbyint.f64(double %4002)
  %4004 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4003) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %4005 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4006 = tail call double @llvm.nearbyint.f64(double %4005)
  %4007 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4006) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %4008 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4009 = tail call double @llvm.nearbyint.f64(double %4008)
  %4010 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4009) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %4011 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4012 = tail call double @llvm.nearbyint.f64(double %4011)
  %4013 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4012) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %4014 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4015 = tail call double @llvm.nearbyint.f64(double %4014)
  %4016 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4015) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %4017 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4018 = tail call double @llvm.nearbyint.f64(double %4017)
  %4019 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4018) #10
  %4020 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.39) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4021 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4022 = tail call float @llvm.nearbyint.f32(float %4021)
  %4023 = fpext float %4022 to double
  %4024 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4023) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4025 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4026 = tail call float @llvm.nearbyint.f32(float %4025)
  %4027 = fpext float %4026 to double
  %4028 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4027) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %4029 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4030 = tail call float @llvm.nearbyint.f32(float %4029)
  %4031 = fpext float %4030 to double
  %4032 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4031) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %4033 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4034 = tail call float @llvm.nearbyint.f32(float %4033)
  %4035 = fpext float %4034 to double
  %4036 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4035) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %4037 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4038 = tail call float @llvm.nearbyint.f32(float %4037)
  %4039 = fpext float %4038 to double
  %4040 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4039) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %4041 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4042 = tail call float @llvm.nearbyint.f32(float %4041)
  %4043 = fpext float %4042 to double
  %4044 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4043) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %4045 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4046 = tail call float @llvm.nearbyint.f32(float %4045)
  %4047 = fpext float %4046 to double
  %4048 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4047) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %4049 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4050 = tail call float @llvm.nearbyint.f32(float %4049)
  %4051 = fpext float %4050 to double
  %4052 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4051) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %4053 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4054 = tail call float @llvm.nearbyint.f32(float %4053)
  %4055 = fpext float %4054 to double
  %4056 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4055) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %4057 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4058 = tail call float @llvm.nearbyint.f32(float %4057)
  %4059 = fpext float %4058 to double
  %4060 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4059) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %4061 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4062 = tail call float @llvm.nearbyint.f32(float %4061)
  %4063 = fpext float %4062 to double
  %4064 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4063) #10
  %4065 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.39) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4066 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4067 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4066)
  %4068 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4067) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4069 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4070 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4069)
  %4071 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4070) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4072 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4073 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4072)
  %4074 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4073) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4075 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4076 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4075)
  %4077 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4076) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4078 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4079 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4078)
  %4080 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4079) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4081 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4082 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4081)
  %4083 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4082) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4084 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4085 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4084)
  %4086 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4085) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4087 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4088 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4087)
  %4089 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4088) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4090 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4091 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4090)
  %4092 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4091) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4093 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4094 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4093)
  %4095 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4094) #10
  %4096 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4097 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.40) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4098 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4099 = tail call double @j0(double noundef %4098) #10
  %4100 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4099) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4101 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4102 = tail call double @j0(double noundef %4101) #10
  %4103 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4102) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %4104 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4105 = tail call double @j0(double noundef %4104) #10
  %4106 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4105) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %4107 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4108 = tail call double @j0(double noundef %4107) #10
  %4109 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4108) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %4110 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4111 = tail call double @j0(double noundef %4110) #10
  %4112 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4111) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %4113 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4114 = tail call double @j0(double noundef %4113) #10
  %4115 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4114) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %4116 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4117 = tail call double @j0(double noundef %4116) #10
  %4118 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4117) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %4119 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4120 = tail call double @j0(double noundef %4119) #10
  %4121 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4120) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %4122 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4123 = tail call double @j0(double noundef %4122) #10
  %4124 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4123) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %4125 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4126 = tail call double @j0(double noundef %4125) #10
  %4127 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4126) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %4128 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4129 = tail call double @j0(double noundef %4128) #10
  %4130 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4129) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %4131 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4132 = tail call double @j0(double noundef %4131) #10
  %4133 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4132) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %4134 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4135 = tail call double @j0(double noundef %4134) #10
  %4136 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4135) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %4137 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4138 = tail call double @j0(double noundef %4137) #10
  %4139 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4138) #10
  %4140 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.40) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4141 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4142 = tail call float @j0f(float noundef %4141) #10
  %4143 = fpext float %4142 to double
  %4144 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4143) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4145 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4146 = tail call float @j0f(float noundef %4145) #10
  %4147 = fpext float %4146 to double
  %4148 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4147) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %4149 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4150 = tail call float @j0f(float noundef %4149) #10
  %4151 = fpext float %4150 to double
  %4152 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4151) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %4153 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4154 = tail call float @j0f(float noundef %4153) #10
  %4155 = fpext float %4154 to double
  %4156 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4155) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %4157 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4158 = tail call float @j0f(float noundef %4157) #10
  %4159 = fpext float %4158 to double
  %4160 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4159) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %4161 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4162 = tail call float @j0f(float noundef %4161) #10
  %4163 = fpext float %4162 to double
  %4164 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4163) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %4165 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4166 = tail call float @j0f(float noundef %4165) #10
  %4167 = fpext float %4166 to double
  %4168 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4167) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %4169 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4170 = tail call float @j0f(float noundef %4169) #10
  %4171 = fpext float %4170 to double
  %4172 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4171) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %4173 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4174 = tail call float @j0f(float noundef %4173) #10
  %4175 = fpext float %4174 to double
  %4176 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4175) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %4177 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4178 = tail call float @j0f(float noundef %4177) #10
  %4179 = fpext float %4178 to double
  %4180 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4179) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %4181 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4182 = tail call float @j0f(float noundef %4181) #10
  %4183 = fpext float %4182 to double
  %4184 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4183) #10
  %4185 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.40) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4186 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4187 = tail call x86_fp80 @j0l(x86_fp80 noundef %4186) #10
  %4188 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4187) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4189 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4190 = tail call x86_fp80 @j0l(x86_fp80 noundef %4189) #10
  %4191 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4190) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4192 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4193 = tail call x86_fp80 @j0l(x86_fp80 noundef %4192) #10
  %4194 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4193) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4195 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4196 = tail call x86_fp80 @j0l(x86_fp80 noundef %4195) #10
  %4197 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4196) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4198 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4199 = tail call x86_fp80 @j0l(x86_fp80 noundef %4198) #10
  %4200 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4199) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4201 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4202 = tail call x86_fp80 @j0l(x86_fp80 noundef %4201) #10
  %4203 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4202) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4204 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4205 = tail call x86_fp80 @j0l(x86_fp80 noundef %4204) #10
  %4206 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4205) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4207 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4208 = tail call x86_fp80 @j0l(x86_fp80 noundef %4207) #10
  %4209 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4208) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4210 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4211 = tail call x86_fp80 @j0l(x86_fp80 noundef %4210) #10
  %4212 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4211) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4213 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4214 = tail call x86_fp80 @j0l(x86_fp80 noundef %4213) #10
  %4215 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4214) #10
  %4216 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4217 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.41) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4218 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4219 = tail call double @j1(double noundef %4218) #10
  %4220 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4219) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4221 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4222 = tail call double @j1(double noundef %4221) #10
  %4223 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4222) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %4224 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4225 = tail call double @j1(double noundef %4224) #10
  %4226 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4225) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %4227 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4228 = tail call double @j1(double noundef %4227) #10
  %4229 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4228) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %4230 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4231 = tail call double @j1(double noundef %4230) #10
  %4232 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4231) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %4233 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4234 = tail call double @j1(double noundef %4233) #10
  %4235 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4234) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %4236 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4237 = tail call double @j1(double noundef %4236) #10
  %4238 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4237) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %4239 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4240 = tail call double @j1(double noundef %4239) #10
  %4241 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4240) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %4242 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4243 = tail call double @j1(double noundef %4242) #10
  %4244 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4243) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %4245 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4246 = tail call double @j1(double noundef %4245) #10
  %4247 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4246) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %4248 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4249 = tail call double @j1(double noundef %4248) #10
  %4250 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4249) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %4251 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4252 = tail call double @j1(double noundef %4251) #10
  %4253 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4252) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %4254 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4255 = tail call double @j1(double noundef %4254) #10
  %4256 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4255) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %4257 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4258 = tail call double @j1(double noundef %4257) #10
  %4259 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4258) #10
  %4260 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.41) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4261 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4262 = tail call float @j1f(float noundef %4261) #10
  %4263 = fpext float %4262 to double
  %4264 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4263) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4265 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4266 = tail call float @j1f(float noundef %4265) #10
  %4267 = fpext float %4266 to double
  %4268 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4267) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %4269 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4270 = tail call float @j1f(float noundef %4269) #10
  %4271 = fpext float %4270 to double
  %4272 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4271) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %4273 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4274 = tail call float @j1f(float noundef %4273) #10
  %4275 = fpext float %4274 to double
  %4276 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4275) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %4277 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4278 = tail call float @j1f(float noundef %4277) #10
  %4279 = fpext float %4278 to double
  %4280 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4279) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %4281 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4282 = tail call float @j1f(float noundef %4281) #10
  %4283 = fpext float %4282 to double
  %4284 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4283) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %4285 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4286 = tail call float @j1f(float noundef %4285) #10
  %4287 = fpext float %4286 to double
  %4288 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4287) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %4289 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4290 = tail call float @j1f(float noundef %4289) #10
  %4291 = fpext float %4290 to double
  %4292 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4291) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %4293 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4294 = tail call float @j1f(float noundef %4293) #10
  %4295 = fpext float %4294 to double
  %4296 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4295) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %4297 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4298 = tail call float @j1f(float noundef %4297) #10
  %4299 = fpext float %4298 to double
  %4300 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4299) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %4301 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4302 = tail call float @j1f(float noundef %4301) #10
  %4303 = fpext float %4302 to double
  %4304 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4303) #10
  %4305 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.41) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4306 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4307 = tail call x86_fp80 @j1l(x86_fp80 noundef %4306) #10
  %4308 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4307) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4309 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4310 = tail call x86_fp80 @j1l(x86_fp80 noundef %4309) #10
  %4311 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4310) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4312 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4313 = tail call x86_fp80 @j1l(x86_fp80 noundef %4312) #10
  %4314 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4313) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4315 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4316 = tail call x86_fp80 @j1l(x86_fp80 noundef %4315) #10
  %4317 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4316) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4318 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4319 = tail call x86_fp80 @j1l(x86_fp80 noundef %4318) #10
  %4320 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4319) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4321 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4322 = tail call x86_fp80 @j1l(x86_fp80 noundef %4321) #10
  %4323 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4322) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4324 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4325 = tail call x86_fp80 @j1l(x86_fp80 noundef %4324) #10
  %4326 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4325) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4327 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4328 = tail call x86_fp80 @j1l(x86_fp80 noundef %4327) #10
  %4329 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4328) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4330 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4331 = tail call x86_fp80 @j1l(x86_fp80 noundef %4330) #10
  %4332 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4331) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4333 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4334 = tail call x86_fp80 @j1l(x86_fp80 noundef %4333) #10
  %4335 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4334) #10
  %4336 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4337 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.42) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4338 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4339 = tail call double @y0(double noundef %4338) #10
  %4340 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4339) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4341 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4342 = tail call double @y0(double noundef %4341) #10
  %4343 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4342) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %4344 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4345 = tail call double @y0(double noundef %4344) #10
  %4346 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4345) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %4347 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4348 = tail call double @y0(double noundef %4347) #10
  %4349 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4348) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %4350 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4351 = tail call double @y0(double noundef %4350) #10
  %4352 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4351) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %4353 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4354 = tail call double @y0(double noundef %4353) #10
  %4355 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4354) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %4356 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4357 = tail call double @y0(double noundef %4356) #10
  %4358 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4357) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %4359 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4360 = tail call double @y0(double noundef %4359) #10
  %4361 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4360) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %4362 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4363 = tail call double @y0(double noundef %4362) #10
  %4364 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4363) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %4365 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4366 = tail call double @y0(double noundef %4365) #10
  %4367 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4366) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %4368 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4369 = tail call double @y0(double noundef %4368) #10
  %4370 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4369) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %4371 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4372 = tail call double @y0(double noundef %4371) #10
  %4373 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4372) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %4374 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4375 = tail call double @y0(double noundef %4374) #10
  %4376 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4375) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %4377 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4378 = tail call double @y0(double noundef %4377) #10
  %4379 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4378) #10
  %4380 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.42) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4381 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4382 = tail call float @y0f(float noundef %4381) #10
  %4383 = fpext float %4382 to double
  %4384 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4383) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4385 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4386 = tail call float @y0f(float noundef %4385) #10
  %4387 = fpext float %4386 to double
  %4388 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4387) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %4389 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4390 = tail call float @y0f(float noundef %4389) #10
  %4391 = fpext float %4390 to double
  %4392 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4391) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %4393 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4394 = tail call float @y0f(float noundef %4393) #10
  %4395 = fpext float %4394 to double
  %4396 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4395) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %4397 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4398 = tail call float @y0f(float noundef %4397) #10
  %4399 = fpext float %4398 to double
  %4400 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4399) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %4401 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4402 = tail call float @y0f(float noundef %4401) #10
  %4403 = fpext float %4402 to double
  %4404 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4403) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %4405 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4406 = tail call float @y0f(float noundef %4405) #10
  %4407 = fpext float %4406 to double
  %4408 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4407) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %4409 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4410 = tail call float @y0f(float noundef %4409) #10
  %4411 = fpext float %4410 to double
  %4412 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4411) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %4413 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4414 = tail call float @y0f(float noundef %4413) #10
  %4415 = fpext float %4414 to double
  %4416 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4415) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %4417 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4418 = tail call float @y0f(float noundef %4417) #10
  %4419 = fpext float %4418 to double
  %4420 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4419) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %4421 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4422 = tail call float @y0f(float noundef %4421) #10
  %4423 = fpext float %4422 to double
  %4424 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4423) #10
  %4425 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.42) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4426 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4427 = tail call x86_fp80 @y0l(x86_fp80 noundef %4426) #10
  %4428 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4427) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4429 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4430 = tail call x86_fp80 @y0l(x86_fp80 noundef %4429) #10
  %4431 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4430) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4432 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4433 = tail call x86_fp80 @y0l(x86_fp80 noundef %4432) #10
  %4434 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4433) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4435 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4436 = tail call x86_fp80 @y0l(x86_fp80 noundef %4435) #10
  %4437 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4436) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4438 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4439 = tail call x86_fp80 @y0l(x86_fp80 noundef %4438) #10
  %4440 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4439) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4441 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4442 = tail call x86_fp80 @y0l(x86_fp80 noundef %4441) #10
  %4443 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4442) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4444 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4445 = tail call x86_fp80 @y0l(x86_fp80 noundef %4444) #10
  %4446 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4445) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4447 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4448 = tail call x86_fp80 @y0l(x86_fp80 noundef %4447) #10
  %4449 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4448) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4450 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4451 = tail call x86_fp80 @y0l(x86_fp80 noundef %4450) #10
  %4452 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4451) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4453 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4454 = tail call x86_fp80 @y0l(x86_fp80 noundef %4453) #10
  %4455 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4454) #10
  %4456 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4457 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.43) #10
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4458 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4459 = tail call double @y1(double noundef %4458) #10
  %4460 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4459) #10
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !5
  %4461 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4462 = tail call double @y1(double noundef %4461) #10
  %4463 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4462) #10
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !5
  %4464 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4465 = tail call double @y1(double noundef %4464) #10
  %4466 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4465) #10
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !5
  %4467 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4468 = tail call double @y1(double noundef %4467) #10
  %4469 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4468) #10
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !5
  %4470 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4471 = tail call double @y1(double noundef %4470) #10
  %4472 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4471) #10
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !5
  %4473 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4474 = tail call double @y1(double noundef %4473) #10
  %4475 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4474) #10
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !5
  %4476 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4477 = tail call double @y1(double noundef %4476) #10
  %4478 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4477) #10
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !5
  %4479 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4480 = tail call double @y1(double noundef %4479) #10
  %4481 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4480) #10
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !5
  %4482 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4483 = tail call double @y1(double noundef %4482) #10
  %4484 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4483) #10
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !5
  %4485 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4486 = tail call double @y1(double noundef %4485) #10
  %4487 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4486) #10
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !5
  %4488 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4489 = tail call double @y1(double noundef %4488) #10
  %4490 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4489) #10
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !5
  %4491 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4492 = tail call double @y1(double noundef %4491) #10
  %4493 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4492) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %4494 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4495 = tail call double @y1(double noundef %4494) #10
  %4496 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4495) #10
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !5
  %4497 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4498 = tail call double @y1(double noundef %4497) #10
  %4499 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4498) #10
  %4500 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.43) #10
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4501 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4502 = tail call float @y1f(float noundef %4501) #10
  %4503 = fpext float %4502 to double
  %4504 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4503) #10
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !9
  %4505 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4506 = tail call float @y1f(float noundef %4505) #10
  %4507 = fpext float %4506 to double
  %4508 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4507) #10
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !9
  %4509 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4510 = tail call float @y1f(float noundef %4509) #10
  %4511 = fpext float %4510 to double
  %4512 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4511) #10
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !9
  %4513 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4514 = tail call float @y1f(float noundef %4513) #10
  %4515 = fpext float %4514 to double
  %4516 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4515) #10
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !9
  %4517 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4518 = tail call float @y1f(float noundef %4517) #10
  %4519 = fpext float %4518 to double
  %4520 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4519) #10
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !9
  %4521 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4522 = tail call float @y1f(float noundef %4521) #10
  %4523 = fpext float %4522 to double
  %4524 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4523) #10
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !9
  %4525 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4526 = tail call float @y1f(float noundef %4525) #10
  %4527 = fpext float %4526 to double
  %4528 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4527) #10
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !9
  %4529 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4530 = tail call float @y1f(float noundef %4529) #10
  %4531 = fpext float %4530 to double
  %4532 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4531) #10
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !9
  %4533 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4534 = tail call float @y1f(float noundef %4533) #10
  %4535 = fpext float %4534 to double
  %4536 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4535) #10
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !9
  %4537 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4538 = tail call float @y1f(float noundef %4537) #10
  %4539 = fpext float %4538 to double
  %4540 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4539) #10
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  %4541 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4542 = tail call float @y1f(float noundef %4541) #10
  %4543 = fpext float %4542 to double
  %4544 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4543) #10
  %4545 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.43) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4546 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4547 = tail call x86_fp80 @y1l(x86_fp80 noundef %4546) #10
  %4548 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4547) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4549 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4550 = tail call x86_fp80 @y1l(x86_fp80 noundef %4549) #10
  %4551 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4550) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4552 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4553 = tail call x86_fp80 @y1l(x86_fp80 noundef %4552) #10
  %4554 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4553) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4555 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4556 = tail call x86_fp80 @y1l(x86_fp80 noundef %4555) #10
  %4557 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4556) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4558 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4559 = tail call x86_fp80 @y1l(x86_fp80 noundef %4558) #10
  %4560 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4559) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4561 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4562 = tail call x86_fp80 @y1l(x86_fp80 noundef %4561) #10
  %4563 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4562) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4564 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4565 = tail call x86_fp80 @y1l(x86_fp80 noundef %4564) #10
  %4566 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4565) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4567 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4568 = tail call x86_fp80 @y1l(x86_fp80 noundef %4567) #10
  %4569 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4568) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4570 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4571 = tail call x86_fp80 @y1l(x86_fp80 noundef %4570) #10
  %4572 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4571) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4573 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4574 = tail call x86_fp80 @y1l(x86_fp80 noundef %4573) #10
  %4575 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4574) #10
  %4576 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4577 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.44) #10
  br label %4580

4578:                                             ; preds = %4580
  %4579 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.44) #10
  br label %4627

4580:                                             ; preds = %0, %4580
  %4581 = phi i64 [ 0, %0 ], [ %4593, %4580 ]
  %4582 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4581
  %4583 = load double, ptr %4582, align 8, !tbaa !5
  store volatile double %4583, ptr @vd, align 8, !tbaa !5
  %4584 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4585 = icmp ult i64 %4581, 11
  %4586 = select i1 %4585, i64 3, i64 4294967285
  %4587 = add nuw i64 %4586, %4581
  %4588 = and i64 %4587, 4294967295
  %4589 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4588
  %4590 = load double, ptr %4589, align 8, !tbaa !5
  %4591 = tail call double @pow(double noundef %4584, double noundef %4590) #10
  %4592 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4591) #10
  %4593 = add nuw nsw i64 %4581, 1
  %4594 = icmp eq i64 %4593, 14
  br i1 %4594, label %4578, label %4580, !llvm.loop !15

4595:                                             ; preds = %4627
  %4596 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.44) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4597 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4598 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4597) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4599 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4600 = fmul x86_fp80 %4599, %4599
  %4601 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4600) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4602 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4603 = tail call x86_fp80 @powl(x86_fp80 noundef %4602, x86_fp80 noundef 0xKC001F000000000000000) #10
  %4604 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4603) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4605 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4606 = tail call x86_fp80 @powl(x86_fp80 noundef %4605, x86_fp80 noundef 0xK4002A000000000000000) #10
  %4607 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4606) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4608 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4609 = tail call x86_fp80 @powl(x86_fp80 noundef %4608, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #10
  %4610 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4609) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4611 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4612 = tail call x86_fp80 @powl(x86_fp80 noundef %4611, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #10
  %4613 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4612) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4614 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4615 = tail call x86_fp80 @powl(x86_fp80 noundef %4614, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #10
  %4616 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4615) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4617 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4618 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4619 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4620 = tail call x86_fp80 @powl(x86_fp80 noundef %4619, x86_fp80 noundef 0xK3FFE8000000000000000) #10
  %4621 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4620) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4622 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4623 = tail call x86_fp80 @powl(x86_fp80 noundef %4622, x86_fp80 noundef 0xKBFFEC000000000000000) #10
  %4624 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4623) #10
  %4625 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4626 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.45) #10
  br label %4645

4627:                                             ; preds = %4578, %4627
  %4628 = phi i64 [ 0, %4578 ], [ %4641, %4627 ]
  %4629 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4628
  %4630 = load float, ptr %4629, align 4, !tbaa !9
  store volatile float %4630, ptr @vf, align 4, !tbaa !9
  %4631 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4632 = icmp ult i64 %4628, 8
  %4633 = select i1 %4632, i64 3, i64 4294967288
  %4634 = add nuw i64 %4633, %4628
  %4635 = and i64 %4634, 4294967295
  %4636 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4635
  %4637 = load float, ptr %4636, align 4, !tbaa !9
  %4638 = tail call float @powf(float noundef %4631, float noundef %4637) #10
  %4639 = fpext float %4638 to double
  %4640 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4639) #10
  %4641 = add nuw nsw i64 %4628, 1
  %4642 = icmp eq i64 %4641, 11
  br i1 %4642, label %4595, label %4627, !llvm.loop !17

4643:                                             ; preds = %4645
  %4644 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.45) #10
  br label %4694

4645:                                             ; preds = %4595, %4645
  %4646 = phi i64 [ 0, %4595 ], [ %4658, %4645 ]
  %4647 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4646
  %4648 = load double, ptr %4647, align 8, !tbaa !5
  store volatile double %4648, ptr @vd, align 8, !tbaa !5
  %4649 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4650 = icmp ult i64 %4646, 11
  %4651 = select i1 %4650, i64 3, i64 4294967285
  %4652 = add nuw i64 %4651, %4646
  %4653 = and i64 %4652, 4294967295
  %4654 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4653
  %4655 = load double, ptr %4654, align 8, !tbaa !5
  %4656 = tail call double @atan2(double noundef %4649, double noundef %4655) #10
  %4657 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4656) #10
  %4658 = add nuw nsw i64 %4646, 1
  %4659 = icmp eq i64 %4658, 14
  br i1 %4659, label %4643, label %4645, !llvm.loop !18

4660:                                             ; preds = %4694
  %4661 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.45) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4662 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4663 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4662, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %4664 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4663) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4665 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4666 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4665, x86_fp80 noundef 0xK40008000000000000000) #10
  %4667 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4666) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4668 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4669 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4668, x86_fp80 noundef 0xKC001F000000000000000) #10
  %4670 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4669) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4671 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4672 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4671, x86_fp80 noundef 0xK4002A000000000000000) #10
  %4673 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4672) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4674 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4675 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4674, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #10
  %4676 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4675) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4677 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4678 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4677, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #10
  %4679 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4678) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4680 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4681 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4680, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #10
  %4682 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4681) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4683 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4684 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4683, x86_fp80 noundef 0xK00000000000000000000) #10
  %4685 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4684) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4686 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4687 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4686, x86_fp80 noundef 0xK3FFE8000000000000000) #10
  %4688 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4687) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4689 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4690 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4689, x86_fp80 noundef 0xKBFFEC000000000000000) #10
  %4691 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4690) #10
  %4692 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4693 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.46) #10
  br label %4712

4694:                                             ; preds = %4643, %4694
  %4695 = phi i64 [ 0, %4643 ], [ %4708, %4694 ]
  %4696 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4695
  %4697 = load float, ptr %4696, align 4, !tbaa !9
  store volatile float %4697, ptr @vf, align 4, !tbaa !9
  %4698 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4699 = icmp ult i64 %4695, 8
  %4700 = select i1 %4699, i64 3, i64 4294967288
  %4701 = add nuw i64 %4700, %4695
  %4702 = and i64 %4701, 4294967295
  %4703 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4702
  %4704 = load float, ptr %4703, align 4, !tbaa !9
  %4705 = tail call float @atan2f(float noundef %4698, float noundef %4704) #10
  %4706 = fpext float %4705 to double
  %4707 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4706) #10
  %4708 = add nuw nsw i64 %4695, 1
  %4709 = icmp eq i64 %4708, 11
  br i1 %4709, label %4660, label %4694, !llvm.loop !19

4710:                                             ; preds = %4712
  %4711 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.46) #10
  br label %4761

4712:                                             ; preds = %4660, %4712
  %4713 = phi i64 [ 0, %4660 ], [ %4725, %4712 ]
  %4714 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4713
  %4715 = load double, ptr %4714, align 8, !tbaa !5
  store volatile double %4715, ptr @vd, align 8, !tbaa !5
  %4716 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4717 = icmp ult i64 %4713, 11
  %4718 = select i1 %4717, i64 3, i64 4294967285
  %4719 = add nuw i64 %4718, %4713
  %4720 = and i64 %4719, 4294967295
  %4721 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4720
  %4722 = load double, ptr %4721, align 8, !tbaa !5
  %4723 = tail call double @hypot(double noundef %4716, double noundef %4722) #10
  %4724 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4723) #10
  %4725 = add nuw nsw i64 %4713, 1
  %4726 = icmp eq i64 %4725, 14
  br i1 %4726, label %4710, label %4712, !llvm.loop !20

4727:                                             ; preds = %4761
  %4728 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.46) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4729 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4730 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4729, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %4731 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4730) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4732 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4733 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4732, x86_fp80 noundef 0xK40008000000000000000) #10
  %4734 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4733) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4735 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4736 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4735, x86_fp80 noundef 0xKC001F000000000000000) #10
  %4737 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4736) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4738 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4739 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4738, x86_fp80 noundef 0xK4002A000000000000000) #10
  %4740 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4739) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4741 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4742 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4741, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #10
  %4743 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4742) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4744 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4745 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4744, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #10
  %4746 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4745) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4747 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4748 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4747, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #10
  %4749 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4748) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4750 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4751 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4750, x86_fp80 noundef 0xK00000000000000000000) #10
  %4752 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4751) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4753 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4754 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4753, x86_fp80 noundef 0xK3FFE8000000000000000) #10
  %4755 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4754) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4756 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4757 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4756, x86_fp80 noundef 0xKBFFEC000000000000000) #10
  %4758 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4757) #10
  %4759 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4760 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.47) #10
  br label %4779

4761:                                             ; preds = %4710, %4761
  %4762 = phi i64 [ 0, %4710 ], [ %4775, %4761 ]
  %4763 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4762
  %4764 = load float, ptr %4763, align 4, !tbaa !9
  store volatile float %4764, ptr @vf, align 4, !tbaa !9
  %4765 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4766 = icmp ult i64 %4762, 8
  %4767 = select i1 %4766, i64 3, i64 4294967288
  %4768 = add nuw i64 %4767, %4762
  %4769 = and i64 %4768, 4294967295
  %4770 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4769
  %4771 = load float, ptr %4770, align 4, !tbaa !9
  %4772 = tail call float @hypotf(float noundef %4765, float noundef %4771) #10
  %4773 = fpext float %4772 to double
  %4774 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4773) #10
  %4775 = add nuw nsw i64 %4762, 1
  %4776 = icmp eq i64 %4775, 11
  br i1 %4776, label %4727, label %4761, !llvm.loop !21

4777:                                             ; preds = %4779
  %4778 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.47) #10
  br label %4828

4779:                                             ; preds = %4727, %4779
  %4780 = phi i64 [ 0, %4727 ], [ %4792, %4779 ]
  %4781 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4780
  %4782 = load double, ptr %4781, align 8, !tbaa !5
  store volatile double %4782, ptr @vd, align 8, !tbaa !5
  %4783 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4784 = icmp ult i64 %4780, 11
  %4785 = select i1 %4784, i64 3, i64 4294967285
  %4786 = add nuw i64 %4785, %4780
  %4787 = and i64 %4786, 4294967295
  %4788 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4787
  %4789 = load double, ptr %4788, align 8, !tbaa !5
  %4790 = tail call double @fmod(double noundef %4783, double noundef %4789) #10
  %4791 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4790) #10
  %4792 = add nuw nsw i64 %4780, 1
  %4793 = icmp eq i64 %4792, 14
  br i1 %4793, label %4777, label %4779, !llvm.loop !22

4794:                                             ; preds = %4828
  %4795 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.47) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4796 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4797 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4796, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %4798 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4797) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4799 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4800 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4799, x86_fp80 noundef 0xK40008000000000000000) #10
  %4801 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4800) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4802 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4803 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4802, x86_fp80 noundef 0xKC001F000000000000000) #10
  %4804 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4803) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4805 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4806 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4805, x86_fp80 noundef 0xK4002A000000000000000) #10
  %4807 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4806) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4808 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4809 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4808, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #10
  %4810 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4809) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4811 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4812 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4811, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #10
  %4813 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4812) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4814 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4815 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4814, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #10
  %4816 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4815) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4817 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4818 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4817, x86_fp80 noundef 0xK00000000000000000000) #10
  %4819 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4818) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4820 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4821 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4820, x86_fp80 noundef 0xK3FFE8000000000000000) #10
  %4822 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4821) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4823 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4824 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4823, x86_fp80 noundef 0xKBFFEC000000000000000) #10
  %4825 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4824) #10
  %4826 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4827 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.48) #10
  br label %4846

4828:                                             ; preds = %4777, %4828
  %4829 = phi i64 [ 0, %4777 ], [ %4842, %4828 ]
  %4830 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4829
  %4831 = load float, ptr %4830, align 4, !tbaa !9
  store volatile float %4831, ptr @vf, align 4, !tbaa !9
  %4832 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4833 = icmp ult i64 %4829, 8
  %4834 = select i1 %4833, i64 3, i64 4294967288
  %4835 = add nuw i64 %4834, %4829
  %4836 = and i64 %4835, 4294967295
  %4837 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4836
  %4838 = load float, ptr %4837, align 4, !tbaa !9
  %4839 = tail call float @fmodf(float noundef %4832, float noundef %4838) #10
  %4840 = fpext float %4839 to double
  %4841 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4840) #10
  %4842 = add nuw nsw i64 %4829, 1
  %4843 = icmp eq i64 %4842, 11
  br i1 %4843, label %4794, label %4828, !llvm.loop !23

4844:                                             ; preds = %4846
  %4845 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.48) #10
  br label %4895

4846:                                             ; preds = %4794, %4846
  %4847 = phi i64 [ 0, %4794 ], [ %4859, %4846 ]
  %4848 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4847
  %4849 = load double, ptr %4848, align 8, !tbaa !5
  store volatile double %4849, ptr @vd, align 8, !tbaa !5
  %4850 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4851 = icmp ult i64 %4847, 11
  %4852 = select i1 %4851, i64 3, i64 4294967285
  %4853 = add nuw i64 %4852, %4847
  %4854 = and i64 %4853, 4294967295
  %4855 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4854
  %4856 = load double, ptr %4855, align 8, !tbaa !5
  %4857 = tail call double @remainder(double noundef %4850, double noundef %4856) #10
  %4858 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4857) #10
  %4859 = add nuw nsw i64 %4847, 1
  %4860 = icmp eq i64 %4859, 14
  br i1 %4860, label %4844, label %4846, !llvm.loop !24

4861:                                             ; preds = %4895
  %4862 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.48) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4863 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4864 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4863, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %4865 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4864) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4866 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4867 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4866, x86_fp80 noundef 0xK40008000000000000000) #10
  %4868 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4867) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4869 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4870 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4869, x86_fp80 noundef 0xKC001F000000000000000) #10
  %4871 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4870) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4872 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4873 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4872, x86_fp80 noundef 0xK4002A000000000000000) #10
  %4874 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4873) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4875 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4876 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4875, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #10
  %4877 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4876) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4878 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4879 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4878, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #10
  %4880 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4879) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4881 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4882 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4881, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #10
  %4883 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4882) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4884 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4885 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4884, x86_fp80 noundef 0xK00000000000000000000) #10
  %4886 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4885) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4887 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4888 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4887, x86_fp80 noundef 0xK3FFE8000000000000000) #10
  %4889 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4888) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4890 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4891 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4890, x86_fp80 noundef 0xKBFFEC000000000000000) #10
  %4892 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4891) #10
  %4893 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4894 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.49) #10
  br label %4913

4895:                                             ; preds = %4844, %4895
  %4896 = phi i64 [ 0, %4844 ], [ %4909, %4895 ]
  %4897 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4896
  %4898 = load float, ptr %4897, align 4, !tbaa !9
  store volatile float %4898, ptr @vf, align 4, !tbaa !9
  %4899 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4900 = icmp ult i64 %4896, 8
  %4901 = select i1 %4900, i64 3, i64 4294967288
  %4902 = add nuw i64 %4901, %4896
  %4903 = and i64 %4902, 4294967295
  %4904 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4903
  %4905 = load float, ptr %4904, align 4, !tbaa !9
  %4906 = tail call float @remainderf(float noundef %4899, float noundef %4905) #10
  %4907 = fpext float %4906 to double
  %4908 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4907) #10
  %4909 = add nuw nsw i64 %4896, 1
  %4910 = icmp eq i64 %4909, 11
  br i1 %4910, label %4861, label %4895, !llvm.loop !25

4911:                                             ; preds = %4913
  %4912 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.49) #10
  br label %4964

4913:                                             ; preds = %4861, %4913
  %4914 = phi i64 [ 0, %4861 ], [ %4926, %4913 ]
  %4915 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4914
  %4916 = load double, ptr %4915, align 8, !tbaa !5
  store volatile double %4916, ptr @vd, align 8, !tbaa !5
  %4917 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4918 = icmp ult i64 %4914, 11
  %4919 = select i1 %4918, i64 3, i64 4294967285
  %4920 = add nuw i64 %4919, %4914
  %4921 = and i64 %4920, 4294967295
  %4922 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4921
  %4923 = load double, ptr %4922, align 8, !tbaa !5
  %4924 = tail call double @llvm.copysign.f64(double %4917, double %4923)
  %4925 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4924) #10
  %4926 = add nuw nsw i64 %4914, 1
  %4927 = icmp eq i64 %4926, 14
  br i1 %4927, label %4911, label %4913, !llvm.loop !26

4928:                                             ; preds = %4964
  %4929 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.49) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4930 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4931 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4930)
  %4932 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4931) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %4933 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4934 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4933)
  %4935 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4934) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %4936 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4937 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4936)
  %4938 = fneg x86_fp80 %4937
  %4939 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4938) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %4940 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4941 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4940)
  %4942 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4941) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %4943 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4944 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4943)
  %4945 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4944) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %4946 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4947 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4946)
  %4948 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4947) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %4949 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4950 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4949)
  %4951 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4950) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %4952 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4953 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4952)
  %4954 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4953) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %4955 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4956 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4955)
  %4957 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4956) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %4958 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %4959 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %4958)
  %4960 = fneg x86_fp80 %4959
  %4961 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %4960) #10
  %4962 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %4963 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.50) #10
  br label %4982

4964:                                             ; preds = %4911, %4964
  %4965 = phi i64 [ 0, %4911 ], [ %4978, %4964 ]
  %4966 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4965
  %4967 = load float, ptr %4966, align 4, !tbaa !9
  store volatile float %4967, ptr @vf, align 4, !tbaa !9
  %4968 = load volatile float, ptr @vf, align 4, !tbaa !9
  %4969 = icmp ult i64 %4965, 8
  %4970 = select i1 %4969, i64 3, i64 4294967288
  %4971 = add nuw i64 %4970, %4965
  %4972 = and i64 %4971, 4294967295
  %4973 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %4972
  %4974 = load float, ptr %4973, align 4, !tbaa !9
  %4975 = tail call float @llvm.copysign.f32(float %4968, float %4974)
  %4976 = fpext float %4975 to double
  %4977 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4976) #10
  %4978 = add nuw nsw i64 %4965, 1
  %4979 = icmp eq i64 %4978, 11
  br i1 %4979, label %4928, label %4964, !llvm.loop !27

4980:                                             ; preds = %4982
  %4981 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.50) #10
  br label %5031

4982:                                             ; preds = %4928, %4982
  %4983 = phi i64 [ 0, %4928 ], [ %4995, %4982 ]
  %4984 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4983
  %4985 = load double, ptr %4984, align 8, !tbaa !5
  store volatile double %4985, ptr @vd, align 8, !tbaa !5
  %4986 = load volatile double, ptr @vd, align 8, !tbaa !5
  %4987 = icmp ult i64 %4983, 11
  %4988 = select i1 %4987, i64 3, i64 4294967285
  %4989 = add nuw i64 %4988, %4983
  %4990 = and i64 %4989, 4294967295
  %4991 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %4990
  %4992 = load double, ptr %4991, align 8, !tbaa !5
  %4993 = tail call double @fdim(double noundef %4986, double noundef %4992) #10
  %4994 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %4993) #10
  %4995 = add nuw nsw i64 %4983, 1
  %4996 = icmp eq i64 %4995, 14
  br i1 %4996, label %4980, label %4982, !llvm.loop !28

4997:                                             ; preds = %5031
  %4998 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.50) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %4999 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5000 = tail call x86_fp80 @fdiml(x86_fp80 noundef %4999, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %5001 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5000) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %5002 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5003 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5002, x86_fp80 noundef 0xK40008000000000000000) #10
  %5004 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5003) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %5005 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5006 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5005, x86_fp80 noundef 0xKC001F000000000000000) #10
  %5007 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5006) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %5008 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5009 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5008, x86_fp80 noundef 0xK4002A000000000000000) #10
  %5010 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5009) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %5011 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5012 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5011, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #10
  %5013 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5012) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %5014 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5015 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5014, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #10
  %5016 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5015) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %5017 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5018 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5017, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #10
  %5019 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5018) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %5020 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5021 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5020, x86_fp80 noundef 0xK00000000000000000000) #10
  %5022 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5021) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %5023 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5024 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5023, x86_fp80 noundef 0xK3FFE8000000000000000) #10
  %5025 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5024) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %5026 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5027 = tail call x86_fp80 @fdiml(x86_fp80 noundef %5026, x86_fp80 noundef 0xKBFFEC000000000000000) #10
  %5028 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5027) #10
  %5029 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %5030 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.51) #10
  br label %5049

5031:                                             ; preds = %4980, %5031
  %5032 = phi i64 [ 0, %4980 ], [ %5045, %5031 ]
  %5033 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5032
  %5034 = load float, ptr %5033, align 4, !tbaa !9
  store volatile float %5034, ptr @vf, align 4, !tbaa !9
  %5035 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5036 = icmp ult i64 %5032, 8
  %5037 = select i1 %5036, i64 3, i64 4294967288
  %5038 = add nuw i64 %5037, %5032
  %5039 = and i64 %5038, 4294967295
  %5040 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5039
  %5041 = load float, ptr %5040, align 4, !tbaa !9
  %5042 = tail call float @fdimf(float noundef %5035, float noundef %5041) #10
  %5043 = fpext float %5042 to double
  %5044 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %5043) #10
  %5045 = add nuw nsw i64 %5032, 1
  %5046 = icmp eq i64 %5045, 11
  br i1 %5046, label %4997, label %5031, !llvm.loop !29

5047:                                             ; preds = %5049
  %5048 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.51) #10
  br label %5098

5049:                                             ; preds = %4997, %5049
  %5050 = phi i64 [ 0, %4997 ], [ %5062, %5049 ]
  %5051 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %5050
  %5052 = load double, ptr %5051, align 8, !tbaa !5
  store volatile double %5052, ptr @vd, align 8, !tbaa !5
  %5053 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5054 = icmp ult i64 %5050, 11
  %5055 = select i1 %5054, i64 3, i64 4294967285
  %5056 = add nuw i64 %5055, %5050
  %5057 = and i64 %5056, 4294967295
  %5058 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %5057
  %5059 = load double, ptr %5058, align 8, !tbaa !5
  %5060 = tail call double @llvm.maxnum.f64(double %5053, double %5059)
  %5061 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %5060) #10
  %5062 = add nuw nsw i64 %5050, 1
  %5063 = icmp eq i64 %5062, 14
  br i1 %5063, label %5047, label %5049, !llvm.loop !30

5064:                                             ; preds = %5098
  %5065 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.51) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %5066 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5067 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5066, x86_fp80 0xK3FFF8000000000000000)
  %5068 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5067) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %5069 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5070 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5069, x86_fp80 0xK40008000000000000000)
  %5071 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5070) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %5072 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5073 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5072, x86_fp80 0xKC001F000000000000000)
  %5074 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5073) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %5075 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5076 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5075, x86_fp80 0xK4002A000000000000000)
  %5077 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5076) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %5078 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5079 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5078, x86_fp80 0xK3C1AAB70FE17C79AC6CA)
  %5080 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5079) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %5081 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5082 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5081, x86_fp80 0xK43E3BF21E44003ACDD2D)
  %5083 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5082) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %5084 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5085 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5084, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD)
  %5086 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5085) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %5087 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5088 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5087, x86_fp80 0xK00000000000000000000)
  %5089 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5088) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %5090 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5091 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5090, x86_fp80 0xK3FFE8000000000000000)
  %5092 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5091) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %5093 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5094 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %5093, x86_fp80 0xKBFFEC000000000000000)
  %5095 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5094) #10
  %5096 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %5097 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.52) #10
  br label %5116

5098:                                             ; preds = %5047, %5098
  %5099 = phi i64 [ 0, %5047 ], [ %5112, %5098 ]
  %5100 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5099
  %5101 = load float, ptr %5100, align 4, !tbaa !9
  store volatile float %5101, ptr @vf, align 4, !tbaa !9
  %5102 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5103 = icmp ult i64 %5099, 8
  %5104 = select i1 %5103, i64 3, i64 4294967288
  %5105 = add nuw i64 %5104, %5099
  %5106 = and i64 %5105, 4294967295
  %5107 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5106
  %5108 = load float, ptr %5107, align 4, !tbaa !9
  %5109 = tail call float @llvm.maxnum.f32(float %5102, float %5108)
  %5110 = fpext float %5109 to double
  %5111 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %5110) #10
  %5112 = add nuw nsw i64 %5099, 1
  %5113 = icmp eq i64 %5112, 11
  br i1 %5113, label %5064, label %5098, !llvm.loop !31

5114:                                             ; preds = %5116
  %5115 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.52) #10
  br label %5165

5116:                                             ; preds = %5064, %5116
  %5117 = phi i64 [ 0, %5064 ], [ %5129, %5116 ]
  %5118 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %5117
  %5119 = load double, ptr %5118, align 8, !tbaa !5
  store volatile double %5119, ptr @vd, align 8, !tbaa !5
  %5120 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5121 = icmp ult i64 %5117, 11
  %5122 = select i1 %5121, i64 3, i64 4294967285
  %5123 = add nuw i64 %5122, %5117
  %5124 = and i64 %5123, 4294967295
  %5125 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %5124
  %5126 = load double, ptr %5125, align 8, !tbaa !5
  %5127 = tail call double @llvm.minnum.f64(double %5120, double %5126)
  %5128 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %5127) #10
  %5129 = add nuw nsw i64 %5117, 1
  %5130 = icmp eq i64 %5129, 14
  br i1 %5130, label %5114, label %5116, !llvm.loop !32

5131:                                             ; preds = %5165
  %5132 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.52) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %5133 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5134 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5133, x86_fp80 0xK3FFF8000000000000000)
  %5135 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5134) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %5136 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5137 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5136, x86_fp80 0xK40008000000000000000)
  %5138 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5137) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %5139 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5140 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5139, x86_fp80 0xKC001F000000000000000)
  %5141 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5140) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %5142 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5143 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5142, x86_fp80 0xK4002A000000000000000)
  %5144 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5143) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %5145 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5146 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5145, x86_fp80 0xK3C1AAB70FE17C79AC6CA)
  %5147 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5146) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %5148 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5149 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5148, x86_fp80 0xK43E3BF21E44003ACDD2D)
  %5150 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5149) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %5151 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5152 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5151, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD)
  %5153 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5152) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %5154 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5155 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5154, x86_fp80 0xK00000000000000000000)
  %5156 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5155) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %5157 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5158 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5157, x86_fp80 0xK3FFE8000000000000000)
  %5159 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5158) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %5160 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5161 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5160, x86_fp80 0xKBFFEC000000000000000)
  %5162 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5161) #10
  %5163 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  %5164 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.53) #10
  br label %5183

5165:                                             ; preds = %5114, %5165
  %5166 = phi i64 [ 0, %5114 ], [ %5179, %5165 ]
  %5167 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5166
  %5168 = load float, ptr %5167, align 4, !tbaa !9
  store volatile float %5168, ptr @vf, align 4, !tbaa !9
  %5169 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5170 = icmp ult i64 %5166, 8
  %5171 = select i1 %5170, i64 3, i64 4294967288
  %5172 = add nuw i64 %5171, %5166
  %5173 = and i64 %5172, 4294967295
  %5174 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5173
  %5175 = load float, ptr %5174, align 4, !tbaa !9
  %5176 = tail call float @llvm.minnum.f32(float %5169, float %5175)
  %5177 = fpext float %5176 to double
  %5178 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %5177) #10
  %5179 = add nuw nsw i64 %5166, 1
  %5180 = icmp eq i64 %5179, 11
  br i1 %5180, label %5131, label %5165, !llvm.loop !33

5181:                                             ; preds = %5183
  %5182 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.53) #10
  br label %5232

5183:                                             ; preds = %5131, %5183
  %5184 = phi i64 [ 0, %5131 ], [ %5196, %5183 ]
  %5185 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %5184
  %5186 = load double, ptr %5185, align 8, !tbaa !5
  store volatile double %5186, ptr @vd, align 8, !tbaa !5
  %5187 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5188 = icmp ult i64 %5184, 11
  %5189 = select i1 %5188, i64 3, i64 4294967285
  %5190 = add nuw i64 %5189, %5184
  %5191 = and i64 %5190, 4294967295
  %5192 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %5191
  %5193 = load double, ptr %5192, align 8, !tbaa !5
  %5194 = tail call double @nextafter(double noundef %5187, double noundef %5193) #10
  %5195 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %5194) #10
  %5196 = add nuw nsw i64 %5184, 1
  %5197 = icmp eq i64 %5196, 14
  br i1 %5197, label %5181, label %5183, !llvm.loop !34

5198:                                             ; preds = %5232
  %5199 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.53) #10
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !11
  %5200 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5201 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5200, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %5202 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5201) #10
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !11
  %5203 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5204 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5203, x86_fp80 noundef 0xK40008000000000000000) #10
  %5205 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5204) #10
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !11
  %5206 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5207 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5206, x86_fp80 noundef 0xKC001F000000000000000) #10
  %5208 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5207) #10
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !11
  %5209 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5210 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5209, x86_fp80 noundef 0xK4002A000000000000000) #10
  %5211 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5210) #10
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !11
  %5212 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5213 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5212, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #10
  %5214 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5213) #10
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !11
  %5215 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5216 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5215, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #10
  %5217 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5216) #10
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !11
  %5218 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5219 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5218, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #10
  %5220 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5219) #10
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !11
  %5221 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5222 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5221, x86_fp80 noundef 0xK00000000000000000000) #10
  %5223 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5222) #10
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !11
  %5224 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5225 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5224, x86_fp80 noundef 0xK3FFE8000000000000000) #10
  %5226 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5225) #10
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %5227 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5228 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5227, x86_fp80 noundef 0xKBFFEC000000000000000) #10
  %5229 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %5228) #10
  %5230 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6) #10
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !9
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !11
  %5231 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.54, double noundef 0x3C90000000000000, double noundef 0x3E50000000000000, x86_fp80 noundef 0xK3FBD8000000000000000) #10
  br label %5248

5232:                                             ; preds = %5181, %5232
  %5233 = phi i64 [ 0, %5181 ], [ %5246, %5232 ]
  %5234 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5233
  %5235 = load float, ptr %5234, align 4, !tbaa !9
  store volatile float %5235, ptr @vf, align 4, !tbaa !9
  %5236 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5237 = icmp ult i64 %5233, 8
  %5238 = select i1 %5237, i64 3, i64 4294967288
  %5239 = add nuw i64 %5238, %5233
  %5240 = and i64 %5239, 4294967295
  %5241 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5240
  %5242 = load float, ptr %5241, align 4, !tbaa !9
  %5243 = tail call float @nextafterf(float noundef %5236, float noundef %5242) #10
  %5244 = fpext float %5243 to double
  %5245 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %5244) #10
  %5246 = add nuw nsw i64 %5233, 1
  %5247 = icmp eq i64 %5246, 11
  br i1 %5247, label %5198, label %5232, !llvm.loop !35

5248:                                             ; preds = %5198, %5322
  %5249 = phi i64 [ 0, %5198 ], [ %5327, %5322 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store i32 0, ptr %1, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  store i32 0, ptr %2, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  store i32 0, ptr %3, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  store double 0.000000e+00, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10
  store double 0.000000e+00, ptr %5, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  store double 0.000000e+00, ptr %6, align 8, !tbaa !5
  %5250 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %5249
  %5251 = load double, ptr %5250, align 8, !tbaa !5
  store volatile double %5251, ptr @vd, align 8, !tbaa !5
  %5252 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5253 = call double @frexp(double noundef %5252, ptr noundef nonnull %1) #10
  %5254 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5255 = call double @modf(double noundef %5254, ptr noundef nonnull %4) #10
  %5256 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5257 = call double @remquo(double noundef %5256, double noundef 0x3FE6666666666666, ptr noundef nonnull %2) #10
  %5258 = load volatile double, ptr @vd, align 8, !tbaa !5
  call void @sincos(double noundef %5258, ptr noundef nonnull %5, ptr noundef nonnull %6) #10
  %5259 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5260 = call double @lgamma_r(double noundef %5259, ptr noundef nonnull %3) #10
  %5261 = load i32, ptr %1, align 4, !tbaa !13
  %5262 = load double, ptr %4, align 8, !tbaa !5
  %5263 = load i32, ptr %2, align 4, !tbaa !13
  %5264 = load double, ptr %5, align 8, !tbaa !5
  %5265 = load double, ptr %6, align 8, !tbaa !5
  %5266 = load i32, ptr %3, align 4, !tbaa !13
  %5267 = trunc nuw nsw i64 %5249 to i32
  %5268 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.55, i32 noundef %5267, double noundef %5253, i32 noundef %5261, double noundef %5255, double noundef %5262, double noundef %5257, i32 noundef %5263, double noundef %5264, double noundef %5265, double noundef %5260, i32 noundef %5266) #10
  %5269 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5270 = call double @ldexp(double noundef %5269, i32 noundef 5) #10
  %5271 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5272 = call double @scalbn(double noundef %5271, i32 noundef -3) #10
  %5273 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5274 = call double @scalbln(double noundef %5273, i64 noundef 7) #10
  %5275 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5276 = fcmp oeq double %5275, 0.000000e+00
  br i1 %5276, label %5280, label %5277

5277:                                             ; preds = %5248
  %5278 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5279 = call i32 @ilogb(double noundef %5278) #10
  br label %5280

5280:                                             ; preds = %5248, %5277
  %5281 = phi i32 [ %5279, %5277 ], [ 0, %5248 ]
  %5282 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5283 = call double @llvm.fabs.f64(double %5282)
  %5284 = fcmp olt double %5283, 1.000000e+15
  br i1 %5284, label %5285, label %5288

5285:                                             ; preds = %5280
  %5286 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5287 = call i64 @lrint(double noundef %5286) #10
  br label %5288

5288:                                             ; preds = %5280, %5285
  %5289 = phi i64 [ %5287, %5285 ], [ 0, %5280 ]
  %5290 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5291 = call double @llvm.fabs.f64(double %5290)
  %5292 = fcmp olt double %5291, 1.000000e+15
  br i1 %5292, label %5293, label %5296

5293:                                             ; preds = %5288
  %5294 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5295 = call i64 @lround(double noundef %5294) #10
  br label %5296

5296:                                             ; preds = %5288, %5293
  %5297 = phi i64 [ %5295, %5293 ], [ 0, %5288 ]
  %5298 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5299 = call double @llvm.fabs.f64(double %5298)
  %5300 = fcmp olt double %5299, 1.000000e+15
  br i1 %5300, label %5301, label %5304

5301:                                             ; preds = %5296
  %5302 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5303 = call i64 @llrint(double noundef %5302) #10
  br label %5304

5304:                                             ; preds = %5296, %5301
  %5305 = phi i64 [ %5303, %5301 ], [ 0, %5296 ]
  %5306 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5307 = call double @llvm.fabs.f64(double %5306)
  %5308 = fcmp olt double %5307, 1.000000e+15
  br i1 %5308, label %5309, label %5312

5309:                                             ; preds = %5304
  %5310 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5311 = call i64 @llround(double noundef %5310) #10
  br label %5312

5312:                                             ; preds = %5304, %5309
  %5313 = phi i64 [ %5311, %5309 ], [ 0, %5304 ]
  %5314 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.56, double noundef %5270, double noundef %5272, double noundef %5274, i32 noundef %5281, i64 noundef %5289, i64 noundef %5297, i64 noundef %5305, i64 noundef %5313) #10
  %5315 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5316 = call double @jn(i32 noundef 3, double noundef %5315) #10
  %5317 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5318 = fcmp ogt double %5317, 0.000000e+00
  br i1 %5318, label %5319, label %5322

5319:                                             ; preds = %5312
  %5320 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5321 = call double @yn(i32 noundef 2, double noundef %5320) #10
  br label %5322

5322:                                             ; preds = %5312, %5319
  %5323 = phi double [ %5321, %5319 ], [ 0.000000e+00, %5312 ]
  %5324 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5325 = call double @nexttoward(double noundef %5324, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %5326 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.57, double noundef %5316, double noundef %5323, double noundef %5325) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  %5327 = add nuw nsw i64 %5249, 1
  %5328 = icmp eq i64 %5327, 14
  br i1 %5328, label %5329, label %5248, !llvm.loop !36

5329:                                             ; preds = %5322, %5329
  %5330 = phi i64 [ %5356, %5329 ], [ 0, %5322 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #10
  store i32 0, ptr %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #10
  store i32 0, ptr %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #10
  store float 0.000000e+00, ptr %9, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #10
  store float 0.000000e+00, ptr %10, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #10
  store float 0.000000e+00, ptr %11, align 4, !tbaa !9
  %5331 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %5330
  %5332 = load float, ptr %5331, align 4, !tbaa !9
  store volatile float %5332, ptr @vf, align 4, !tbaa !9
  %5333 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5334 = call float @frexpf(float noundef %5333, ptr noundef nonnull %7) #10
  %5335 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5336 = call float @modff(float noundef %5335, ptr noundef nonnull %9) #10
  %5337 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5338 = call float @remquof(float noundef %5337, float noundef 0x3FE6666660000000, ptr noundef nonnull %8) #10
  %5339 = load volatile float, ptr @vf, align 4, !tbaa !9
  call void @sincosf(float noundef %5339, ptr noundef nonnull %10, ptr noundef nonnull %11) #10
  %5340 = fpext float %5334 to double
  %5341 = load i32, ptr %7, align 4, !tbaa !13
  %5342 = fpext float %5336 to double
  %5343 = load float, ptr %9, align 4, !tbaa !9
  %5344 = fpext float %5343 to double
  %5345 = fpext float %5338 to double
  %5346 = load i32, ptr %8, align 4, !tbaa !13
  %5347 = load float, ptr %10, align 4, !tbaa !9
  %5348 = fpext float %5347 to double
  %5349 = load float, ptr %11, align 4, !tbaa !9
  %5350 = fpext float %5349 to double
  %5351 = load volatile float, ptr @vf, align 4, !tbaa !9
  %5352 = call float @ldexpf(float noundef %5351, i32 noundef 4) #10
  %5353 = fpext float %5352 to double
  %5354 = trunc nuw nsw i64 %5330 to i32
  %5355 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.58, i32 noundef %5354, double noundef %5340, i32 noundef %5341, double noundef %5342, double noundef %5344, double noundef %5345, i32 noundef %5346, double noundef %5348, double noundef %5350, double noundef %5353) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #10
  %5356 = add nuw nsw i64 %5330, 1
  %5357 = icmp eq i64 %5356, 11
  br i1 %5357, label %5400, label %5329, !llvm.loop !37

5358:                                             ; preds = %5400
  %5359 = call double @nan(ptr noundef nonnull @.str.61) #12
  %5360 = fcmp uno double %5359, 0.000000e+00
  %5361 = zext i1 %5360 to i32
  %5362 = call float @nanf(ptr noundef nonnull @.str.62) #12
  %5363 = fcmp uno float %5362, 0.000000e+00
  %5364 = zext i1 %5363 to i32
  %5365 = call x86_fp80 @nanl(ptr noundef nonnull @.str.61) #12
  %5366 = fcmp uno x86_fp80 %5365, 0xK00000000000000000000
  %5367 = zext i1 %5366 to i32
  %5368 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.60, i32 noundef %5361, i32 noundef %5364, i32 noundef %5367) #10
  store volatile double 0x7FF0000000000000, ptr @vd, align 8, !tbaa !5
  %5369 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5370 = call double @exp(double noundef %5369) #10
  %5371 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5372 = fneg double %5371
  %5373 = call double @exp(double noundef %5372) #10
  %5374 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5375 = call double @atan(double noundef %5374) #10
  %5376 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5377 = fneg double %5376
  %5378 = call double @tanh(double noundef %5377) #10
  %5379 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.63, double noundef %5370, double noundef %5373, double noundef %5375, double noundef %5378) #10
  store volatile double -1.000000e+00, ptr @vd, align 8, !tbaa !5
  %5380 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5381 = call double @sqrt(double noundef %5380) #10
  %5382 = fcmp uno double %5381, 0.000000e+00
  %5383 = zext i1 %5382 to i32
  %5384 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5385 = call double @log(double noundef %5384) #10
  %5386 = fcmp uno double %5385, 0.000000e+00
  %5387 = zext i1 %5386 to i32
  %5388 = load volatile double, ptr @vd, align 8, !tbaa !5
  %5389 = fadd double %5388, 1.000000e+00
  %5390 = call double @log(double noundef %5389) #10
  %5391 = call double @llvm.fabs.f64(double %5390) #13
  %5392 = fcmp oeq double %5391, 0x7FF0000000000000
  %5393 = bitcast double %5390 to i64
  %5394 = icmp slt i64 %5393, 0
  %5395 = select i1 %5394, i32 -1, i32 1
  %5396 = select i1 %5392, i32 %5395, i32 0
  %5397 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.64, i32 noundef %5383, i32 noundef %5387, i32 noundef %5396) #10
  %5398 = call i32 @fegetround() #12
  %5399 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.65, i32 noundef %5398) #10
  ret i32 0

5400:                                             ; preds = %5329, %5400
  %5401 = phi i64 [ %5418, %5400 ], [ 0, %5329 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #10
  store i32 0, ptr %12, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #10
  store i32 0, ptr %13, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #10
  store x86_fp80 0xK00000000000000000000, ptr %14, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #10
  store x86_fp80 0xK00000000000000000000, ptr %15, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #10
  store x86_fp80 0xK00000000000000000000, ptr %16, align 16, !tbaa !11
  %5402 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %5401
  %5403 = load x86_fp80, ptr %5402, align 16, !tbaa !11
  store volatile x86_fp80 %5403, ptr @vl, align 16, !tbaa !11
  %5404 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5405 = call x86_fp80 @frexpl(x86_fp80 noundef %5404, ptr noundef nonnull %12) #10
  %5406 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5407 = call x86_fp80 @modfl(x86_fp80 noundef %5406, ptr noundef nonnull %14) #10
  %5408 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  %5409 = call x86_fp80 @remquol(x86_fp80 noundef %5408, x86_fp80 noundef 0xK3FFEB333333333333333, ptr noundef nonnull %13) #10
  %5410 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !11
  call void @sincosl(x86_fp80 noundef %5410, ptr noundef nonnull %15, ptr noundef nonnull %16) #10
  %5411 = load i32, ptr %12, align 4, !tbaa !13
  %5412 = load x86_fp80, ptr %14, align 16, !tbaa !11
  %5413 = load i32, ptr %13, align 4, !tbaa !13
  %5414 = load x86_fp80, ptr %15, align 16, !tbaa !11
  %5415 = load x86_fp80, ptr %16, align 16, !tbaa !11
  %5416 = trunc nuw nsw i64 %5401 to i32
  %5417 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.59, i32 noundef %5416, x86_fp80 noundef %5405, i32 noundef %5411, x86_fp80 noundef %5407, x86_fp80 noundef %5412, x86_fp80 noundef %5409, i32 noundef %5413, x86_fp80 noundef %5414, x86_fp80 noundef %5415) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #10
  %5418 = add nuw nsw i64 %5401, 1
  %5419 = icmp eq i64 %5418, 10
  br i1 %5419, label %5358, label %5400, !llvm.loop !38
}

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @cbrtf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @cbrtl(x86_fp80 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @expl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @exp2f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @exp2l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @exp10(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @exp10f(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @exp10l(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expm1f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @expm1l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @logl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log2f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @log2l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log10f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @log10l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log1pf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @log1pl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logb(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logbf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @logbl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sinl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @cosl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @tanl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @asinl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acosf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @acosl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atanl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sinhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @coshf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @coshl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @tanhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @asinhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acosh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acoshf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @acoshl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atanhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @erff(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @erfl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @erfc(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @erfcf(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @erfcl(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @lgammaf(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @lgammal(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @tgamma(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @tgammaf(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @tgammal(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80) #5

; Function Attrs: nounwind
declare double @j0(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @j0f(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @j0l(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @j1(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @j1f(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @j1l(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @y0(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @y0f(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @y0l(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @y1(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @y1f(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @y1l(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atan2f(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @fmodf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remainder(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remainderf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @remainderl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @fdiml(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @nextafterl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remquo(double noundef, double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @sincos(double noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @scalbln(double noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @nexttoward(double noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @frexpf(float noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @modff(float noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remquof(float noundef, float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare x86_fp80 @frexpl(x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare x86_fp80 @modfl(x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @remquol(x86_fp80 noundef, x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @sincosl(x86_fp80 noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare double @nan(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare float @nanf(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare x86_fp80 @nanl(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @fegetround() local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
!30 = distinct !{!30, !16}
!31 = distinct !{!31, !16}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16}
!36 = distinct !{!36, !16}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !16}
