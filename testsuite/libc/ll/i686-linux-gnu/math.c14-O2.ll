; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Unary = type { i8*, double (double)*, float (float)*, x86_fp80 (x86_fp80)* }
%struct.Binary = type { i8*, double (double, double)*, float (float, float)*, x86_fp80 (x86_fp80, x86_fp80)* }

@unary = internal unnamed_addr constant [38 x %struct.Unary] [%struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.29, i32 0, i32 0), double (double)* @sqrt, float (float)* @sqrtf, x86_fp80 (x86_fp80)* @sqrtl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i32 0, i32 0), double (double)* @cbrt, float (float)* @cbrtf, x86_fp80 (x86_fp80)* @cbrtl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i32 0, i32 0), double (double)* @fabs, float (float)* @fabsf, x86_fp80 (x86_fp80)* @fabsl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.32, i32 0, i32 0), double (double)* @exp, float (float)* @expf, x86_fp80 (x86_fp80)* @expl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.33, i32 0, i32 0), double (double)* @exp2, float (float)* @exp2f, x86_fp80 (x86_fp80)* @exp2l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i32 0, i32 0), double (double)* @exp10, float (float)* @exp10f, x86_fp80 (x86_fp80)* @exp10l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), double (double)* @expm1, float (float)* @expm1f, x86_fp80 (x86_fp80)* @expm1l }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.36, i32 0, i32 0), double (double)* @log, float (float)* @logf, x86_fp80 (x86_fp80)* @logl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0), double (double)* @log2, float (float)* @log2f, x86_fp80 (x86_fp80)* @log2l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i32 0, i32 0), double (double)* @log10, float (float)* @log10f, x86_fp80 (x86_fp80)* @log10l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i32 0, i32 0), double (double)* @log1p, float (float)* @log1pf, x86_fp80 (x86_fp80)* @log1pl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.40, i32 0, i32 0), double (double)* @logb, float (float)* @logbf, x86_fp80 (x86_fp80)* @logbl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.41, i32 0, i32 0), double (double)* @sin, float (float)* @sinf, x86_fp80 (x86_fp80)* @sinl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i32 0, i32 0), double (double)* @cos, float (float)* @cosf, x86_fp80 (x86_fp80)* @cosl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.43, i32 0, i32 0), double (double)* @tan, float (float)* @tanf, x86_fp80 (x86_fp80)* @tanl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i32 0, i32 0), double (double)* @asin, float (float)* @asinf, x86_fp80 (x86_fp80)* @asinl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.45, i32 0, i32 0), double (double)* @acos, float (float)* @acosf, x86_fp80 (x86_fp80)* @acosl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.46, i32 0, i32 0), double (double)* @atan, float (float)* @atanf, x86_fp80 (x86_fp80)* @atanl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), double (double)* @sinh, float (float)* @sinhf, x86_fp80 (x86_fp80)* @sinhl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i32 0, i32 0), double (double)* @cosh, float (float)* @coshf, x86_fp80 (x86_fp80)* @coshl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.49, i32 0, i32 0), double (double)* @tanh, float (float)* @tanhf, x86_fp80 (x86_fp80)* @tanhl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i32 0, i32 0), double (double)* @asinh, float (float)* @asinhf, x86_fp80 (x86_fp80)* @asinhl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.51, i32 0, i32 0), double (double)* @acosh, float (float)* @acoshf, x86_fp80 (x86_fp80)* @acoshl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i32 0, i32 0), double (double)* @atanh, float (float)* @atanhf, x86_fp80 (x86_fp80)* @atanhl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.53, i32 0, i32 0), double (double)* @erf, float (float)* @erff, x86_fp80 (x86_fp80)* @erfl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.54, i32 0, i32 0), double (double)* @erfc, float (float)* @erfcf, x86_fp80 (x86_fp80)* @erfcl }, %struct.Unary { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i32 0, i32 0), double (double)* @lgamma, float (float)* @lgammaf, x86_fp80 (x86_fp80)* @lgammal }, %struct.Unary { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i32 0, i32 0), double (double)* @tgamma, float (float)* @tgammaf, x86_fp80 (x86_fp80)* @tgammal }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.57, i32 0, i32 0), double (double)* @ceil, float (float)* @ceilf, x86_fp80 (x86_fp80)* @ceill }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i32 0, i32 0), double (double)* @floor, float (float)* @floorf, x86_fp80 (x86_fp80)* @floorl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i32 0, i32 0), double (double)* @trunc, float (float)* @truncf, x86_fp80 (x86_fp80)* @truncl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i32 0, i32 0), double (double)* @round, float (float)* @roundf, x86_fp80 (x86_fp80)* @roundl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.61, i32 0, i32 0), double (double)* @rint, float (float)* @rintf, x86_fp80 (x86_fp80)* @rintl }, %struct.Unary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.62, i32 0, i32 0), double (double)* @nearbyint, float (float)* @nearbyintf, x86_fp80 (x86_fp80)* @nearbyintl }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.63, i32 0, i32 0), double (double)* @j0, float (float)* @j0f, x86_fp80 (x86_fp80)* @j0l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.64, i32 0, i32 0), double (double)* @j1, float (float)* @j1f, x86_fp80 (x86_fp80)* @j1l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.65, i32 0, i32 0), double (double)* @y0, float (float)* @y0f, x86_fp80 (x86_fp80)* @y0l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.66, i32 0, i32 0), double (double)* @y1, float (float)* @y1f, x86_fp80 (x86_fp80)* @y1l }], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@D = internal unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 8
@vd = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@L = internal unnamed_addr constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 4
@vl = internal global x86_fp80 0xK00000000000000000000, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@binary = internal unnamed_addr constant [10 x %struct.Binary] [%struct.Binary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.69, i32 0, i32 0), double (double, double)* @pow, float (float, float)* @powf, x86_fp80 (x86_fp80, x86_fp80)* @powl }, %struct.Binary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.70, i32 0, i32 0), double (double, double)* @atan2, float (float, float)* @atan2f, x86_fp80 (x86_fp80, x86_fp80)* @atan2l }, %struct.Binary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i32 0, i32 0), double (double, double)* @hypot, float (float, float)* @hypotf, x86_fp80 (x86_fp80, x86_fp80)* @hypotl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.72, i32 0, i32 0), double (double, double)* @fmod, float (float, float)* @fmodf, x86_fp80 (x86_fp80, x86_fp80)* @fmodl }, %struct.Binary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.73, i32 0, i32 0), double (double, double)* @remainder, float (float, float)* @remainderf, x86_fp80 (x86_fp80, x86_fp80)* @remainderl }, %struct.Binary { i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.74, i32 0, i32 0), double (double, double)* @copysign, float (float, float)* @copysignf, x86_fp80 (x86_fp80, x86_fp80)* @copysignl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.75, i32 0, i32 0), double (double, double)* @fdim, float (float, float)* @fdimf, x86_fp80 (x86_fp80, x86_fp80)* @fdiml }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.76, i32 0, i32 0), double (double, double)* @fmax, float (float, float)* @fmaxf, x86_fp80 (x86_fp80, x86_fp80)* @fmaxl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.77, i32 0, i32 0), double (double, double)* @fmin, float (float, float)* @fminf, x86_fp80 (x86_fp80, x86_fp80)* @fminl }, %struct.Binary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.78, i32 0, i32 0), double (double, double)* @nextafter, float (float, float)* @nextafterf, x86_fp80 (x86_fp80, x86_fp80)* @nextafterl }], align 4
@.str.6 = private unnamed_addr constant [9 x i8] c"fma: %a\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"fmaf\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"fmaf: %a\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"fmal\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"fmal: %La\0A\00", align 1
@.str.11 = private unnamed_addr constant [44 x i8] c"d[%u]: frexp %a %d modf %a %a sincos %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"remquo\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"  remquo %a %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"lgamma_r\00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"  lgamma_r %a %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [88 x i8] c"  ldexp %a scalbn %a scalbln %a ilogb %d lrint %ld lround %ld llrint %lld llround %lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"jn\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"  jn %a yn %a\0A\00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c"  nexttoward %a\0A\00", align 1
@.str.20 = private unnamed_addr constant [57 x i8] c"f[%u]: frexpf %a %d modff %a %a remquof %a %d ldexpf %a\0A\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"sincosf\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"  sincosf %a %a\0A\00", align 1
@.str.23 = private unnamed_addr constant [67 x i8] c"l[%u]: frexpl %La %d modfl %La %La remquol %La %d sincosl %La %La\0A\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"nan: %d %d %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"7\00", align 1
@.str.26 = private unnamed_addr constant [18 x i8] c"inf: %a %a %a %a\0A\00", align 1
@.str.27 = private unnamed_addr constant [18 x i8] c"domain: %d %d %d\0A\00", align 1
@.str.28 = private unnamed_addr constant [16 x i8] c"fegetround: %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c"cbrt\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"exp2\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"exp10\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"expm1\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c"log2\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"logb\00", align 1
@.str.41 = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.43 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.44 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.45 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.46 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.47 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.48 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.49 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.50 = private unnamed_addr constant [6 x i8] c"asinh\00", align 1
@.str.51 = private unnamed_addr constant [6 x i8] c"acosh\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"atanh\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"erf\00", align 1
@.str.54 = private unnamed_addr constant [5 x i8] c"erfc\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"lgamma\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"tgamma\00", align 1
@.str.57 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.58 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.59 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.60 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.61 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.62 = private unnamed_addr constant [10 x i8] c"nearbyint\00", align 1
@.str.63 = private unnamed_addr constant [3 x i8] c"j0\00", align 1
@.str.64 = private unnamed_addr constant [3 x i8] c"j1\00", align 1
@.str.65 = private unnamed_addr constant [3 x i8] c"y0\00", align 1
@.str.66 = private unnamed_addr constant [3 x i8] c"y1\00", align 1
@.str.67 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.68 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.69 = private unnamed_addr constant [4 x i8] c"pow\00", align 1
@.str.70 = private unnamed_addr constant [6 x i8] c"atan2\00", align 1
@.str.71 = private unnamed_addr constant [6 x i8] c"hypot\00", align 1
@.str.72 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@.str.73 = private unnamed_addr constant [10 x i8] c"remainder\00", align 1
@.str.74 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.75 = private unnamed_addr constant [5 x i8] c"fdim\00", align 1
@.str.76 = private unnamed_addr constant [5 x i8] c"fmax\00", align 1
@.str.77 = private unnamed_addr constant [5 x i8] c"fmin\00", align 1
@.str.78 = private unnamed_addr constant [10 x i8] c"nextafter\00", align 1
@.str.79 = private unnamed_addr constant [5 x i8] c" %s \00", align 1
@inexact = internal constant [250 x i8] c" sqrtf cbrt cbrtf cbrtl exp10 expm1 expm1f log10 log10f log1p log1pf asinf acosf atanf sinh sinhf coshf tanhf asinh asinhf acosh acoshf atanh atanhf erff erfc erfcf lgamma lgammaf tgamma tgammaf j0 j0f j1 j1f y0 y0f y1 y1f atan2f lgamma_r jn remquo \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 1
  %2 = alloca [32 x i8], align 1
  %3 = alloca [32 x i8], align 1
  %4 = alloca [32 x i8], align 1
  %5 = alloca [32 x i8], align 1
  %6 = alloca [32 x i8], align 1
  %7 = alloca [32 x i8], align 1
  %8 = alloca [32 x i8], align 1
  %9 = alloca [32 x i8], align 1
  %10 = alloca [32 x i8], align 1
  %11 = alloca [32 x i8], align 1
  %12 = alloca [32 x i8], align 1
  %13 = alloca [32 x i8], align 1
  %14 = alloca [32 x i8], align 1
  %15 = alloca [32 x i8], align 1
  %16 = alloca [32 x i8], align 1
  %17 = alloca [32 x i8], align 1
  %18 = alloca [32 x i8], align 1
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca x86_fp80, align 4
  %33 = alloca x86_fp80, align 4
  %34 = alloca x86_fp80, align 4
  %35 = getelementptr inbounds [32 x i8], [32 x i8]* %18, i32 0, i32 0
  %36 = getelementptr inbounds [32 x i8], [32 x i8]* %17, i32 0, i32 0
  %37 = getelementptr inbounds [32 x i8], [32 x i8]* %16, i32 0, i32 0
  %38 = getelementptr inbounds [32 x i8], [32 x i8]* %15, i32 0, i32 0
  %39 = getelementptr inbounds [32 x i8], [32 x i8]* %14, i32 0, i32 0
  %40 = getelementptr inbounds [32 x i8], [32 x i8]* %13, i32 0, i32 0
  br label %48

41:                                               ; preds = %196
  %42 = getelementptr inbounds [32 x i8], [32 x i8]* %11, i32 0, i32 0
  %43 = getelementptr inbounds [32 x i8], [32 x i8]* %10, i32 0, i32 0
  %44 = getelementptr inbounds [32 x i8], [32 x i8]* %9, i32 0, i32 0
  %45 = getelementptr inbounds [32 x i8], [32 x i8]* %8, i32 0, i32 0
  %46 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i32 0, i32 0
  %47 = getelementptr inbounds [32 x i8], [32 x i8]* %6, i32 0, i32 0
  br label %206

48:                                               ; preds = %0, %196
  %49 = phi i32 [ 0, %0 ], [ %198, %196 ]
  %50 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i32 0, i32 %49, i32 0
  %51 = load i8*, i8** %50, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %35) #11
  %52 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %35, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i32 0, i32 0), i8* noundef %51, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0)) #11
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i32 0, i32 0), i8* noundef nonnull %35) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %36) #11
  %54 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %36, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef nonnull %35) #11
  %55 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %36) #12
  %56 = icmp eq i8* %55, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %36) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %35) #11
  br i1 %56, label %57, label %102

57:                                               ; preds = %48
  %58 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i32 0, i32 %49, i32 1
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !11
  %59 = load double (double)*, double (double)** %58, align 4, !tbaa !13
  %60 = load volatile double, double* @vd, align 8, !tbaa !11
  %61 = call double %59(double noundef %60) #11
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %61)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !11
  %63 = load volatile double, double* @vd, align 8, !tbaa !11
  %64 = call double %59(double noundef %63) #11
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %64)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !11
  %66 = load volatile double, double* @vd, align 8, !tbaa !11
  %67 = call double %59(double noundef %66) #11
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %67)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !11
  %69 = load volatile double, double* @vd, align 8, !tbaa !11
  %70 = call double %59(double noundef %69) #11
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %70)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !11
  %72 = load volatile double, double* @vd, align 8, !tbaa !11
  %73 = call double %59(double noundef %72) #11
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %73)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !11
  %75 = load volatile double, double* @vd, align 8, !tbaa !11
  %76 = call double %59(double noundef %75) #11
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %76)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !11
  %78 = load volatile double, double* @vd, align 8, !tbaa !11
  %79 = call double %59(double noundef %78) #11
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %79)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !11
  %81 = load volatile double, double* @vd, align 8, !tbaa !11
  %82 = call double %59(double noundef %81) #11
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %82)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !11
  %84 = load volatile double, double* @vd, align 8, !tbaa !11
  %85 = call double %59(double noundef %84) #11
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %85)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !11
  %87 = load volatile double, double* @vd, align 8, !tbaa !11
  %88 = call double %59(double noundef %87) #11
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %88)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !11
  %90 = load volatile double, double* @vd, align 8, !tbaa !11
  %91 = call double %59(double noundef %90) #11
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %91)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !11
  %93 = load volatile double, double* @vd, align 8, !tbaa !11
  %94 = call double %59(double noundef %93) #11
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %94)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !11
  %96 = load volatile double, double* @vd, align 8, !tbaa !11
  %97 = call double %59(double noundef %96) #11
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %97)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !11
  %99 = load volatile double, double* @vd, align 8, !tbaa !11
  %100 = call double %59(double noundef %99) #11
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %100)
  br label %102

102:                                              ; preds = %57, %48
  %103 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %37) #11
  %104 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %37, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i32 0, i32 0), i8* noundef %51, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0)) #11
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i32 0, i32 0), i8* noundef nonnull %37) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %38) #11
  %106 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %38, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef nonnull %37) #11
  %107 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %38) #12
  %108 = icmp eq i8* %107, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %38) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %37) #11
  br i1 %108, label %109, label %156

109:                                              ; preds = %102
  %110 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i32 0, i32 %49, i32 2
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !14
  %111 = load float (float)*, float (float)** %110, align 4, !tbaa !16
  %112 = load volatile float, float* @vf, align 4, !tbaa !14
  %113 = call float %111(float noundef %112) #11
  %114 = fpext float %113 to double
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %114)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !14
  %116 = load volatile float, float* @vf, align 4, !tbaa !14
  %117 = call float %111(float noundef %116) #11
  %118 = fpext float %117 to double
  %119 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %118)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !14
  %120 = load volatile float, float* @vf, align 4, !tbaa !14
  %121 = call float %111(float noundef %120) #11
  %122 = fpext float %121 to double
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %122)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !14
  %124 = load volatile float, float* @vf, align 4, !tbaa !14
  %125 = call float %111(float noundef %124) #11
  %126 = fpext float %125 to double
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %126)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !14
  %128 = load volatile float, float* @vf, align 4, !tbaa !14
  %129 = call float %111(float noundef %128) #11
  %130 = fpext float %129 to double
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %130)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !14
  %132 = load volatile float, float* @vf, align 4, !tbaa !14
  %133 = call float %111(float noundef %132) #11
  %134 = fpext float %133 to double
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %134)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !14
  %136 = load volatile float, float* @vf, align 4, !tbaa !14
  %137 = call float %111(float noundef %136) #11
  %138 = fpext float %137 to double
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %138)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !14
  %140 = load volatile float, float* @vf, align 4, !tbaa !14
  %141 = call float %111(float noundef %140) #11
  %142 = fpext float %141 to double
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %142)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !14
  %144 = load volatile float, float* @vf, align 4, !tbaa !14
  %145 = call float %111(float noundef %144) #11
  %146 = fpext float %145 to double
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %146)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !14
  %148 = load volatile float, float* @vf, align 4, !tbaa !14
  %149 = call float %111(float noundef %148) #11
  %150 = fpext float %149 to double
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %150)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !14
  %152 = load volatile float, float* @vf, align 4, !tbaa !14
  %153 = call float %111(float noundef %152) #11
  %154 = fpext float %153 to double
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %154)
  br label %156

156:                                              ; preds = %109, %102
  %157 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %39) #11
  %158 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %39, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i32 0, i32 0), i8* noundef %51, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i32 0, i32 0)) #11
  %159 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i32 0, i32 0), i8* noundef nonnull %39) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %40) #11
  %160 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %40, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef nonnull %39) #11
  %161 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %40) #12
  %162 = icmp eq i8* %161, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %40) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %39) #11
  br i1 %162, label %163, label %196

163:                                              ; preds = %156
  %164 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i32 0, i32 %49, i32 3
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 4, !tbaa !17
  %165 = load x86_fp80 (x86_fp80)*, x86_fp80 (x86_fp80)** %164, align 4, !tbaa !19
  %166 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %167 = call x86_fp80 %165(x86_fp80 noundef %166) #11
  %168 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %167)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 4, !tbaa !17
  %169 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %170 = call x86_fp80 %165(x86_fp80 noundef %169) #11
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %170)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 4, !tbaa !17
  %172 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %173 = call x86_fp80 %165(x86_fp80 noundef %172) #11
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %173)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 4, !tbaa !17
  %175 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %176 = call x86_fp80 %165(x86_fp80 noundef %175) #11
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %176)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 4, !tbaa !17
  %178 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %179 = call x86_fp80 %165(x86_fp80 noundef %178) #11
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %179)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 4, !tbaa !17
  %181 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %182 = call x86_fp80 %165(x86_fp80 noundef %181) #11
  %183 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %182)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 4, !tbaa !17
  %184 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %185 = call x86_fp80 %165(x86_fp80 noundef %184) #11
  %186 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %185)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 4, !tbaa !17
  %187 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %188 = call x86_fp80 %165(x86_fp80 noundef %187) #11
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %188)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 4, !tbaa !17
  %190 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %191 = call x86_fp80 %165(x86_fp80 noundef %190) #11
  %192 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %191)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 4, !tbaa !17
  %193 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %194 = call x86_fp80 %165(x86_fp80 noundef %193) #11
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %194)
  br label %196

196:                                              ; preds = %163, %156
  %197 = call i32 @putchar(i32 10)
  %198 = add nuw nsw i32 %49, 1
  %199 = icmp eq i32 %198, 38
  br i1 %199, label %41, label %48, !llvm.loop !20

200:                                              ; preds = %284
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !11
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), double noundef 0x3C90000000000000)
  %202 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %202) #11
  %203 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %202, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0)) #11
  %204 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %202) #12
  %205 = icmp eq i8* %204, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %202) #11
  br i1 %205, label %288, label %290

206:                                              ; preds = %41, %284
  %207 = phi i32 [ 0, %41 ], [ %286, %284 ]
  %208 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i32 0, i32 %207, i32 0
  %209 = load i8*, i8** %208, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %42) #11
  %210 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %42, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i32 0, i32 0), i8* noundef %209, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0)) #11
  %211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i32 0, i32 0), i8* noundef nonnull %42) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %43) #11
  %212 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %43, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef nonnull %42) #11
  %213 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %43) #12
  %214 = icmp eq i8* %213, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %43) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %42) #11
  br i1 %214, label %215, label %233

215:                                              ; preds = %206
  %216 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i32 0, i32 %207, i32 1
  br label %217

217:                                              ; preds = %215, %217
  %218 = phi i32 [ 0, %215 ], [ %231, %217 ]
  %219 = getelementptr inbounds [14 x double], [14 x double]* @D, i32 0, i32 %218
  %220 = load double, double* %219, align 8, !tbaa !11
  store volatile double %220, double* @vd, align 8, !tbaa !11
  %221 = load double (double, double)*, double (double, double)** %216, align 4, !tbaa !24
  %222 = load volatile double, double* @vd, align 8, !tbaa !11
  %223 = trunc i32 %218 to i8
  %224 = add i8 %223, 3
  %225 = urem i8 %224, 14
  %226 = zext i8 %225 to i32
  %227 = getelementptr inbounds [14 x double], [14 x double]* @D, i32 0, i32 %226
  %228 = load double, double* %227, align 8, !tbaa !11
  %229 = call double %221(double noundef %222, double noundef %228) #11
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %229)
  %231 = add nuw nsw i32 %218, 1
  %232 = icmp eq i32 %231, 14
  br i1 %232, label %233, label %217, !llvm.loop !25

233:                                              ; preds = %217, %206
  %234 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %44) #11
  %235 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %44, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i32 0, i32 0), i8* noundef %209, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0)) #11
  %236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i32 0, i32 0), i8* noundef nonnull %44) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %45) #11
  %237 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %45, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef nonnull %44) #11
  %238 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %45) #12
  %239 = icmp eq i8* %238, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %45) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %44) #11
  br i1 %239, label %240, label %259

240:                                              ; preds = %233
  %241 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i32 0, i32 %207, i32 2
  br label %242

242:                                              ; preds = %240, %242
  %243 = phi i32 [ 0, %240 ], [ %257, %242 ]
  %244 = getelementptr inbounds [11 x float], [11 x float]* @F, i32 0, i32 %243
  %245 = load float, float* %244, align 4, !tbaa !14
  store volatile float %245, float* @vf, align 4, !tbaa !14
  %246 = load float (float, float)*, float (float, float)** %241, align 4, !tbaa !26
  %247 = load volatile float, float* @vf, align 4, !tbaa !14
  %248 = trunc i32 %243 to i8
  %249 = add i8 %248, 3
  %250 = urem i8 %249, 11
  %251 = zext i8 %250 to i32
  %252 = getelementptr inbounds [11 x float], [11 x float]* @F, i32 0, i32 %251
  %253 = load float, float* %252, align 4, !tbaa !14
  %254 = call float %246(float noundef %247, float noundef %253) #11
  %255 = fpext float %254 to double
  %256 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %255)
  %257 = add nuw nsw i32 %243, 1
  %258 = icmp eq i32 %257, 11
  br i1 %258, label %259, label %242, !llvm.loop !27

259:                                              ; preds = %242, %233
  %260 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %46) #11
  %261 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %46, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i32 0, i32 0), i8* noundef %209, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i32 0, i32 0)) #11
  %262 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i32 0, i32 0), i8* noundef nonnull %46) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %47) #11
  %263 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %47, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef nonnull %46) #11
  %264 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %47) #12
  %265 = icmp eq i8* %264, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %47) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %46) #11
  br i1 %265, label %266, label %284

266:                                              ; preds = %259
  %267 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i32 0, i32 %207, i32 3
  br label %268

268:                                              ; preds = %266, %268
  %269 = phi i32 [ 0, %266 ], [ %282, %268 ]
  %270 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i32 0, i32 %269
  %271 = load x86_fp80, x86_fp80* %270, align 4, !tbaa !17
  store volatile x86_fp80 %271, x86_fp80* @vl, align 4, !tbaa !17
  %272 = load x86_fp80 (x86_fp80, x86_fp80)*, x86_fp80 (x86_fp80, x86_fp80)** %267, align 4, !tbaa !28
  %273 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %274 = trunc i32 %269 to i8
  %275 = add i8 %274, 3
  %276 = urem i8 %275, 10
  %277 = zext i8 %276 to i32
  %278 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i32 0, i32 %277
  %279 = load x86_fp80, x86_fp80* %278, align 4, !tbaa !17
  %280 = call x86_fp80 %272(x86_fp80 noundef %273, x86_fp80 noundef %279) #11
  %281 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), x86_fp80 noundef %280)
  %282 = add nuw nsw i32 %269, 1
  %283 = icmp eq i32 %282, 10
  br i1 %283, label %284, label %268, !llvm.loop !29

284:                                              ; preds = %268, %259
  %285 = call i32 @putchar(i32 10)
  %286 = add nuw nsw i32 %207, 1
  %287 = icmp eq i32 %286, 10
  br i1 %287, label %200, label %206, !llvm.loop !30

288:                                              ; preds = %200
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !14
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), double noundef 0x3E50000000000000)
  br label %290

290:                                              ; preds = %288, %200
  %291 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %291) #11
  %292 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %291, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0)) #11
  %293 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %291) #12
  %294 = icmp eq i8* %293, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %291) #11
  br i1 %294, label %295, label %297

295:                                              ; preds = %290
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 4, !tbaa !17
  %296 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i32 0, i32 0), x86_fp80 noundef 0xK3FBD8000000000000000)
  br label %297

297:                                              ; preds = %295, %290
  %298 = bitcast i32* %19 to i8*
  %299 = bitcast i32* %20 to i8*
  %300 = bitcast i32* %21 to i8*
  %301 = bitcast double* %22 to i8*
  %302 = bitcast double* %23 to i8*
  %303 = bitcast double* %24 to i8*
  %304 = getelementptr inbounds [32 x i8], [32 x i8]* %4, i32 0, i32 0
  %305 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i32 0, i32 0
  %306 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i32 0, i32 0
  br label %314

307:                                              ; preds = %406
  %308 = bitcast i32* %25 to i8*
  %309 = bitcast i32* %26 to i8*
  %310 = bitcast float* %27 to i8*
  %311 = bitcast float* %28 to i8*
  %312 = bitcast float* %29 to i8*
  %313 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i32 0, i32 0
  br label %418

314:                                              ; preds = %297, %406
  %315 = phi i32 [ 0, %297 ], [ %410, %406 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %298) #11
  store i32 0, i32* %19, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %299) #11
  store i32 0, i32* %20, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %300) #11
  store i32 0, i32* %21, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %301) #11
  store double 0.000000e+00, double* %22, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %302) #11
  store double 0.000000e+00, double* %23, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %303) #11
  store double 0.000000e+00, double* %24, align 8, !tbaa !11
  %316 = getelementptr inbounds [14 x double], [14 x double]* @D, i32 0, i32 %315
  %317 = load double, double* %316, align 8, !tbaa !11
  store volatile double %317, double* @vd, align 8, !tbaa !11
  %318 = load volatile double, double* @vd, align 8, !tbaa !11
  %319 = call double @frexp(double noundef %318, i32* noundef nonnull %19) #11
  %320 = load volatile double, double* @vd, align 8, !tbaa !11
  %321 = call double @modf(double noundef %320, double* noundef nonnull %22) #11
  %322 = load volatile double, double* @vd, align 8, !tbaa !11
  %323 = call double @remquo(double noundef %322, double noundef 0x3FE6666666666666, i32* noundef nonnull %20) #11
  %324 = load volatile double, double* @vd, align 8, !tbaa !11
  call void @sincos(double noundef %324, double* noundef nonnull %23, double* noundef nonnull %24) #11
  %325 = load i32, i32* %19, align 4, !tbaa !31
  %326 = load double, double* %22, align 8, !tbaa !11
  %327 = load double, double* %23, align 8, !tbaa !11
  %328 = load double, double* %24, align 8, !tbaa !11
  %329 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.11, i32 0, i32 0), i32 noundef %315, double noundef %319, i32 noundef %325, double noundef %321, double noundef %326, double noundef %327, double noundef %328)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %304) #11
  %330 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %304, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i32 0, i32 0)) #11
  %331 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %304) #12
  %332 = icmp eq i8* %331, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %304) #11
  br i1 %332, label %333, label %336

333:                                              ; preds = %314
  %334 = load i32, i32* %20, align 4, !tbaa !31
  %335 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i32 0, i32 0), double noundef %323, i32 noundef %334)
  br label %336

336:                                              ; preds = %333, %314
  %337 = load volatile double, double* @vd, align 8, !tbaa !11
  %338 = call double @lgamma_r(double noundef %337, i32* noundef nonnull %21) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %305) #11
  %339 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %305, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i32 0, i32 0)) #11
  %340 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %305) #12
  %341 = icmp eq i8* %340, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %305) #11
  br i1 %341, label %342, label %345

342:                                              ; preds = %336
  %343 = load i32, i32* %21, align 4, !tbaa !31
  %344 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i32 0, i32 0), double noundef %338, i32 noundef %343)
  br label %345

345:                                              ; preds = %342, %336
  %346 = load volatile double, double* @vd, align 8, !tbaa !11
  %347 = call double @ldexp(double noundef %346, i32 noundef 5) #11
  %348 = load volatile double, double* @vd, align 8, !tbaa !11
  %349 = call double @scalbn(double noundef %348, i32 noundef -3) #11
  %350 = load volatile double, double* @vd, align 8, !tbaa !11
  %351 = call double @scalbln(double noundef %350, i32 noundef 7) #11
  %352 = load volatile double, double* @vd, align 8, !tbaa !11
  %353 = fcmp oeq double %352, 0.000000e+00
  br i1 %353, label %357, label %354

354:                                              ; preds = %345
  %355 = load volatile double, double* @vd, align 8, !tbaa !11
  %356 = call i32 @ilogb(double noundef %355) #11
  br label %357

357:                                              ; preds = %345, %354
  %358 = phi i32 [ %356, %354 ], [ 0, %345 ]
  %359 = load volatile double, double* @vd, align 8, !tbaa !11
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp olt double %360, 1.000000e+15
  br i1 %361, label %362, label %365

362:                                              ; preds = %357
  %363 = load volatile double, double* @vd, align 8, !tbaa !11
  %364 = call i32 @lrint(double noundef %363) #11
  br label %365

365:                                              ; preds = %357, %362
  %366 = phi i32 [ %364, %362 ], [ 0, %357 ]
  %367 = load volatile double, double* @vd, align 8, !tbaa !11
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fcmp olt double %368, 1.000000e+15
  br i1 %369, label %370, label %373

370:                                              ; preds = %365
  %371 = load volatile double, double* @vd, align 8, !tbaa !11
  %372 = call i32 @lround(double noundef %371) #11
  br label %373

373:                                              ; preds = %365, %370
  %374 = phi i32 [ %372, %370 ], [ 0, %365 ]
  %375 = load volatile double, double* @vd, align 8, !tbaa !11
  %376 = call double @llvm.fabs.f64(double %375)
  %377 = fcmp olt double %376, 1.000000e+15
  br i1 %377, label %378, label %381

378:                                              ; preds = %373
  %379 = load volatile double, double* @vd, align 8, !tbaa !11
  %380 = call i64 @llrint(double noundef %379) #11
  br label %381

381:                                              ; preds = %373, %378
  %382 = phi i64 [ %380, %378 ], [ 0, %373 ]
  %383 = load volatile double, double* @vd, align 8, !tbaa !11
  %384 = call double @llvm.fabs.f64(double %383)
  %385 = fcmp olt double %384, 1.000000e+15
  br i1 %385, label %386, label %389

386:                                              ; preds = %381
  %387 = load volatile double, double* @vd, align 8, !tbaa !11
  %388 = call i64 @llround(double noundef %387) #11
  br label %389

389:                                              ; preds = %381, %386
  %390 = phi i64 [ %388, %386 ], [ 0, %381 ]
  %391 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([88 x i8], [88 x i8]* @.str.16, i32 0, i32 0), double noundef %347, double noundef %349, double noundef %351, i32 noundef %358, i32 noundef %366, i32 noundef %374, i64 noundef %382, i64 noundef %390)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %306) #11
  %392 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %306, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0)) #11
  %393 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %306) #12
  %394 = icmp eq i8* %393, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %306) #11
  br i1 %394, label %395, label %406

395:                                              ; preds = %389
  %396 = load volatile double, double* @vd, align 8, !tbaa !11
  %397 = call double @jn(i32 noundef 3, double noundef %396) #11
  %398 = load volatile double, double* @vd, align 8, !tbaa !11
  %399 = fcmp ogt double %398, 0.000000e+00
  br i1 %399, label %400, label %403

400:                                              ; preds = %395
  %401 = load volatile double, double* @vd, align 8, !tbaa !11
  %402 = call double @yn(i32 noundef 2, double noundef %401) #11
  br label %403

403:                                              ; preds = %395, %400
  %404 = phi double [ %402, %400 ], [ 0.000000e+00, %395 ]
  %405 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), double noundef %397, double noundef %404)
  br label %406

406:                                              ; preds = %403, %389
  %407 = load volatile double, double* @vd, align 8, !tbaa !11
  %408 = call double @nexttoward(double noundef %407, x86_fp80 noundef 0xK3FFF8000000000000000) #11
  %409 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.19, i32 0, i32 0), double noundef %408)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %303) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %302) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %301) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %300) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %299) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %298) #11
  %410 = add nuw nsw i32 %315, 1
  %411 = icmp eq i32 %410, 14
  br i1 %411, label %307, label %314, !llvm.loop !33

412:                                              ; preds = %449
  %413 = bitcast i32* %30 to i8*
  %414 = bitcast i32* %31 to i8*
  %415 = bitcast x86_fp80* %32 to i8*
  %416 = bitcast x86_fp80* %33 to i8*
  %417 = bitcast x86_fp80* %34 to i8*
  br label %494

418:                                              ; preds = %307, %449
  %419 = phi i32 [ 0, %307 ], [ %450, %449 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %308) #11
  store i32 0, i32* %25, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %309) #11
  store i32 0, i32* %26, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %310) #11
  store float 0.000000e+00, float* %27, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %311) #11
  store float 0.000000e+00, float* %28, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %312) #11
  store float 0.000000e+00, float* %29, align 4, !tbaa !14
  %420 = getelementptr inbounds [11 x float], [11 x float]* @F, i32 0, i32 %419
  %421 = load float, float* %420, align 4, !tbaa !14
  store volatile float %421, float* @vf, align 4, !tbaa !14
  %422 = load volatile float, float* @vf, align 4, !tbaa !14
  %423 = call float @frexpf(float noundef %422, i32* noundef nonnull %25) #11
  %424 = load volatile float, float* @vf, align 4, !tbaa !14
  %425 = call float @modff(float noundef %424, float* noundef nonnull %27) #11
  %426 = load volatile float, float* @vf, align 4, !tbaa !14
  %427 = call float @remquof(float noundef %426, float noundef 0x3FE6666660000000, i32* noundef nonnull %26) #11
  %428 = load volatile float, float* @vf, align 4, !tbaa !14
  call void @sincosf(float noundef %428, float* noundef nonnull %28, float* noundef nonnull %29) #11
  %429 = fpext float %423 to double
  %430 = load i32, i32* %25, align 4, !tbaa !31
  %431 = fpext float %425 to double
  %432 = load float, float* %27, align 4, !tbaa !14
  %433 = fpext float %432 to double
  %434 = fpext float %427 to double
  %435 = load i32, i32* %26, align 4, !tbaa !31
  %436 = load volatile float, float* @vf, align 4, !tbaa !14
  %437 = call float @ldexpf(float noundef %436, i32 noundef 4) #11
  %438 = fpext float %437 to double
  %439 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.20, i32 0, i32 0), i32 noundef %419, double noundef %429, i32 noundef %430, double noundef %431, double noundef %433, double noundef %434, i32 noundef %435, double noundef %438)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %313) #11
  %440 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %313, i32 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i32 0, i32 0)) #11
  %441 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([250 x i8], [250 x i8]* @inexact, i32 0, i32 0), i8* noundef nonnull %313) #12
  %442 = icmp eq i8* %441, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %313) #11
  br i1 %442, label %443, label %449

443:                                              ; preds = %418
  %444 = load float, float* %28, align 4, !tbaa !14
  %445 = fpext float %444 to double
  %446 = load float, float* %29, align 4, !tbaa !14
  %447 = fpext float %446 to double
  %448 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.22, i32 0, i32 0), double noundef %445, double noundef %447)
  br label %449

449:                                              ; preds = %443, %418
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %312) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %311) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %310) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %309) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %308) #11
  %450 = add nuw nsw i32 %419, 1
  %451 = icmp eq i32 %450, 11
  br i1 %451, label %412, label %418, !llvm.loop !34

452:                                              ; preds = %494
  %453 = call double @nan(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0)) #12
  %454 = fcmp uno double %453, 0.000000e+00
  %455 = zext i1 %454 to i32
  %456 = call float @nanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0)) #12
  %457 = fcmp uno float %456, 0.000000e+00
  %458 = zext i1 %457 to i32
  %459 = call x86_fp80 @nanl(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0)) #12
  %460 = fcmp uno x86_fp80 %459, 0xK00000000000000000000
  %461 = zext i1 %460 to i32
  %462 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.24, i32 0, i32 0), i32 noundef %455, i32 noundef %458, i32 noundef %461)
  store volatile double 0x7FF0000000000000, double* @vd, align 8, !tbaa !11
  %463 = load volatile double, double* @vd, align 8, !tbaa !11
  %464 = call double @exp(double noundef %463) #11
  %465 = load volatile double, double* @vd, align 8, !tbaa !11
  %466 = fneg double %465
  %467 = call double @exp(double noundef %466) #11
  %468 = load volatile double, double* @vd, align 8, !tbaa !11
  %469 = call double @atan(double noundef %468) #11
  %470 = load volatile double, double* @vd, align 8, !tbaa !11
  %471 = fneg double %470
  %472 = call double @tanh(double noundef %471) #11
  %473 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.26, i32 0, i32 0), double noundef %464, double noundef %467, double noundef %469, double noundef %472)
  store volatile double -1.000000e+00, double* @vd, align 8, !tbaa !11
  %474 = load volatile double, double* @vd, align 8, !tbaa !11
  %475 = call double @sqrt(double noundef %474) #11
  %476 = fcmp uno double %475, 0.000000e+00
  %477 = zext i1 %476 to i32
  %478 = load volatile double, double* @vd, align 8, !tbaa !11
  %479 = call double @log(double noundef %478) #11
  %480 = fcmp uno double %479, 0.000000e+00
  %481 = zext i1 %480 to i32
  %482 = load volatile double, double* @vd, align 8, !tbaa !11
  %483 = fadd double %482, 1.000000e+00
  %484 = call double @log(double noundef %483) #11
  %485 = call double @llvm.fabs.f64(double %484) #13
  %486 = fcmp oeq double %485, 0x7FF0000000000000
  %487 = bitcast double %484 to i64
  %488 = icmp slt i64 %487, 0
  %489 = select i1 %488, i32 -1, i32 1
  %490 = select i1 %486, i32 %489, i32 0
  %491 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.27, i32 0, i32 0), i32 noundef %477, i32 noundef %481, i32 noundef %490)
  %492 = call i32 @fegetround() #12
  %493 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.28, i32 0, i32 0), i32 noundef %492)
  ret i32 0

494:                                              ; preds = %412, %494
  %495 = phi i32 [ 0, %412 ], [ %511, %494 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %413) #11
  store i32 0, i32* %30, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %414) #11
  store i32 0, i32* %31, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %415) #11
  store x86_fp80 0xK00000000000000000000, x86_fp80* %32, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %416) #11
  store x86_fp80 0xK00000000000000000000, x86_fp80* %33, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %417) #11
  store x86_fp80 0xK00000000000000000000, x86_fp80* %34, align 4, !tbaa !17
  %496 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i32 0, i32 %495
  %497 = load x86_fp80, x86_fp80* %496, align 4, !tbaa !17
  store volatile x86_fp80 %497, x86_fp80* @vl, align 4, !tbaa !17
  %498 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %499 = call x86_fp80 @frexpl(x86_fp80 noundef %498, i32* noundef nonnull %30) #11
  %500 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %501 = call x86_fp80 @modfl(x86_fp80 noundef %500, x86_fp80* noundef nonnull %32) #11
  %502 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  %503 = call x86_fp80 @remquol(x86_fp80 noundef %502, x86_fp80 noundef 0xK3FFEB333333333333333, i32* noundef nonnull %31) #11
  %504 = load volatile x86_fp80, x86_fp80* @vl, align 4, !tbaa !17
  call void @sincosl(x86_fp80 noundef %504, x86_fp80* noundef nonnull %33, x86_fp80* noundef nonnull %34) #11
  %505 = load i32, i32* %30, align 4, !tbaa !31
  %506 = load x86_fp80, x86_fp80* %32, align 4, !tbaa !17
  %507 = load i32, i32* %31, align 4, !tbaa !31
  %508 = load x86_fp80, x86_fp80* %33, align 4, !tbaa !17
  %509 = load x86_fp80, x86_fp80* %34, align 4, !tbaa !17
  %510 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.23, i32 0, i32 0), i32 noundef %495, x86_fp80 noundef %499, i32 noundef %505, x86_fp80 noundef %501, x86_fp80 noundef %506, x86_fp80 noundef %503, i32 noundef %507, x86_fp80 noundef %508, x86_fp80 noundef %509)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %417) #11
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %416) #11
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %415) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %414) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %413) #11
  %511 = add nuw nsw i32 %495, 1
  %512 = icmp eq i32 %511, 10
  br i1 %512, label %452, label %494, !llvm.loop !35
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @frexp(double noundef, i32* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @modf(double noundef, double* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @remquo(double noundef, double noundef, i32* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincos(double noundef, double* noundef, double* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, i32* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @scalbln(double noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nounwind
declare i32 @lrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @lround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @nexttoward(double noundef, x86_fp80 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @frexpf(float noundef, i32* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @modff(float noundef, float* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare float @remquof(float noundef, float noundef, i32* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincosf(float noundef, float* noundef, float* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @frexpl(x86_fp80 noundef, i32* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @modfl(x86_fp80 noundef, x86_fp80* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare x86_fp80 @remquol(x86_fp80 noundef, x86_fp80 noundef, i32* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincosl(x86_fp80 noundef, x86_fp80* noundef, x86_fp80* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare double @nan(i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare float @nanf(i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare x86_fp80 @nanl(i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atan(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @tanh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log(double noundef) #7

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare i32 @fegetround() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sqrtl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @cbrt(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @cbrtf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @cbrtl(x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @fabs(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @fabsf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @fabsl(x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @expf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @expl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp2(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @exp2f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @exp2l(x86_fp80 noundef) #7

; Function Attrs: nounwind
declare double @exp10(double noundef) #4

; Function Attrs: nounwind
declare float @exp10f(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @exp10l(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @expm1(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @expm1f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @expm1l(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @logf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @logl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log2(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log2f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @log2l(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log10(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log10f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @log10l(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log1p(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log1pf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @log1pl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @logb(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @logbf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @logbl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sin(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sinf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sinl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @cosf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @cosl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @tan(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @tanf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @tanl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @asin(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @asinf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @asinl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @acos(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @acosf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @acosl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atanf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @atanl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sinh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sinhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sinhl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cosh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @coshf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @coshl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @tanhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @tanhl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @asinh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @asinhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @asinhl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @acosh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @acoshf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @acoshl(x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atanh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atanhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @atanhl(x86_fp80 noundef) #7

; Function Attrs: nounwind
declare double @erf(double noundef) #4

; Function Attrs: nounwind
declare float @erff(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @erfl(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @erfc(double noundef) #4

; Function Attrs: nounwind
declare float @erfcf(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @erfcl(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @lgamma(double noundef) #4

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @lgammal(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @tgamma(double noundef) #4

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @tgammal(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @ceil(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @ceilf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @ceill(x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @floor(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @floorf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @floorl(x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @trunc(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @truncf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @truncl(x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @round(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @roundf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @roundl(x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @rint(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @rintf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @rintl(x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @nearbyint(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @nearbyintf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @nearbyintl(x86_fp80 noundef) #8

; Function Attrs: nounwind
declare double @j0(double noundef) #4

; Function Attrs: nounwind
declare float @j0f(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @j0l(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @j1(double noundef) #4

; Function Attrs: nounwind
declare float @j1f(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @j1l(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @y0(double noundef) #4

; Function Attrs: nounwind
declare float @y0f(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @y0l(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @y1(double noundef) #4

; Function Attrs: nounwind
declare float @y1f(float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @y1l(x86_fp80 noundef) #4

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i32 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @pow(double noundef, double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @powf(float noundef, float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atan2(double noundef, double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atan2f(float noundef, float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) #7

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @fmod(double noundef, double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @fmodf(float noundef, float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #7

; Function Attrs: nofree nounwind
declare double @remainder(double noundef, double noundef) #2

; Function Attrs: nofree nounwind
declare float @remainderf(float noundef, float noundef) #2

; Function Attrs: nofree nounwind
declare x86_fp80 @remainderl(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @copysign(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @copysignf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @copysignl(x86_fp80 noundef, x86_fp80 noundef) #8

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @fdiml(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @fmax(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @fmaxf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @fmaxl(x86_fp80 noundef, x86_fp80 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @fmin(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @fminf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @fminl(x86_fp80 noundef, x86_fp80 noundef) #8

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @nextafterl(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Unary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !9, i64 0}
!13 = !{!7, !8, i64 4}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !9, i64 0}
!16 = !{!7, !8, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"long double", !9, i64 0}
!19 = !{!7, !8, i64 12}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23, !8, i64 0}
!23 = !{!"Binary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!24 = !{!23, !8, i64 4}
!25 = distinct !{!25, !21}
!26 = !{!23, !8, i64 8}
!27 = distinct !{!27, !21}
!28 = !{!23, !8, i64 12}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !21}
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !9, i64 0}
!33 = distinct !{!33, !21}
!34 = distinct !{!34, !21}
!35 = distinct !{!35, !21}
