; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Unary = type { i8*, double (double)*, float (float)*, x86_fp80 (x86_fp80)* }
%struct.Binary = type { i8*, double (double, double)*, float (float, float)*, x86_fp80 (x86_fp80, x86_fp80)* }

@unary = internal constant [38 x %struct.Unary] [%struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.29, i32 0, i32 0), double (double)* @sqrt, float (float)* @sqrtf, x86_fp80 (x86_fp80)* @sqrtl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i32 0, i32 0), double (double)* @cbrt, float (float)* @cbrtf, x86_fp80 (x86_fp80)* @cbrtl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i32 0, i32 0), double (double)* @fabs, float (float)* @fabsf, x86_fp80 (x86_fp80)* @fabsl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.32, i32 0, i32 0), double (double)* @exp, float (float)* @expf, x86_fp80 (x86_fp80)* @expl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.33, i32 0, i32 0), double (double)* @exp2, float (float)* @exp2f, x86_fp80 (x86_fp80)* @exp2l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i32 0, i32 0), double (double)* @exp10, float (float)* @exp10f, x86_fp80 (x86_fp80)* @exp10l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), double (double)* @expm1, float (float)* @expm1f, x86_fp80 (x86_fp80)* @expm1l }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.36, i32 0, i32 0), double (double)* @log, float (float)* @logf, x86_fp80 (x86_fp80)* @logl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0), double (double)* @log2, float (float)* @log2f, x86_fp80 (x86_fp80)* @log2l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i32 0, i32 0), double (double)* @log10, float (float)* @log10f, x86_fp80 (x86_fp80)* @log10l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i32 0, i32 0), double (double)* @log1p, float (float)* @log1pf, x86_fp80 (x86_fp80)* @log1pl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.40, i32 0, i32 0), double (double)* @logb, float (float)* @logbf, x86_fp80 (x86_fp80)* @logbl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.41, i32 0, i32 0), double (double)* @sin, float (float)* @sinf, x86_fp80 (x86_fp80)* @sinl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i32 0, i32 0), double (double)* @cos, float (float)* @cosf, x86_fp80 (x86_fp80)* @cosl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.43, i32 0, i32 0), double (double)* @tan, float (float)* @tanf, x86_fp80 (x86_fp80)* @tanl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i32 0, i32 0), double (double)* @asin, float (float)* @asinf, x86_fp80 (x86_fp80)* @asinl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.45, i32 0, i32 0), double (double)* @acos, float (float)* @acosf, x86_fp80 (x86_fp80)* @acosl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.46, i32 0, i32 0), double (double)* @atan, float (float)* @atanf, x86_fp80 (x86_fp80)* @atanl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), double (double)* @sinh, float (float)* @sinhf, x86_fp80 (x86_fp80)* @sinhl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i32 0, i32 0), double (double)* @cosh, float (float)* @coshf, x86_fp80 (x86_fp80)* @coshl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.49, i32 0, i32 0), double (double)* @tanh, float (float)* @tanhf, x86_fp80 (x86_fp80)* @tanhl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i32 0, i32 0), double (double)* @asinh, float (float)* @asinhf, x86_fp80 (x86_fp80)* @asinhl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.51, i32 0, i32 0), double (double)* @acosh, float (float)* @acoshf, x86_fp80 (x86_fp80)* @acoshl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i32 0, i32 0), double (double)* @atanh, float (float)* @atanhf, x86_fp80 (x86_fp80)* @atanhl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.53, i32 0, i32 0), double (double)* @erf, float (float)* @erff, x86_fp80 (x86_fp80)* @erfl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.54, i32 0, i32 0), double (double)* @erfc, float (float)* @erfcf, x86_fp80 (x86_fp80)* @erfcl }, %struct.Unary { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i32 0, i32 0), double (double)* @lgamma, float (float)* @lgammaf, x86_fp80 (x86_fp80)* @lgammal }, %struct.Unary { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i32 0, i32 0), double (double)* @tgamma, float (float)* @tgammaf, x86_fp80 (x86_fp80)* @tgammal }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.57, i32 0, i32 0), double (double)* @ceil, float (float)* @ceilf, x86_fp80 (x86_fp80)* @ceill }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i32 0, i32 0), double (double)* @floor, float (float)* @floorf, x86_fp80 (x86_fp80)* @floorl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i32 0, i32 0), double (double)* @trunc, float (float)* @truncf, x86_fp80 (x86_fp80)* @truncl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i32 0, i32 0), double (double)* @round, float (float)* @roundf, x86_fp80 (x86_fp80)* @roundl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.61, i32 0, i32 0), double (double)* @rint, float (float)* @rintf, x86_fp80 (x86_fp80)* @rintl }, %struct.Unary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.62, i32 0, i32 0), double (double)* @nearbyint, float (float)* @nearbyintf, x86_fp80 (x86_fp80)* @nearbyintl }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.63, i32 0, i32 0), double (double)* @j0, float (float)* @j0f, x86_fp80 (x86_fp80)* @j0l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.64, i32 0, i32 0), double (double)* @j1, float (float)* @j1f, x86_fp80 (x86_fp80)* @j1l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.65, i32 0, i32 0), double (double)* @y0, float (float)* @y0f, x86_fp80 (x86_fp80)* @y0l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.66, i32 0, i32 0), double (double)* @y1, float (float)* @y1f, x86_fp80 (x86_fp80)* @y1l }], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@D = internal constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 16
@vd = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@F = internal constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 16
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@L = internal constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 16
@vl = internal global x86_fp80 0xK00000000000000000000, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@binary = internal constant [10 x %struct.Binary] [%struct.Binary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.69, i32 0, i32 0), double (double, double)* @pow, float (float, float)* @powf, x86_fp80 (x86_fp80, x86_fp80)* @powl }, %struct.Binary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.70, i32 0, i32 0), double (double, double)* @atan2, float (float, float)* @atan2f, x86_fp80 (x86_fp80, x86_fp80)* @atan2l }, %struct.Binary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i32 0, i32 0), double (double, double)* @hypot, float (float, float)* @hypotf, x86_fp80 (x86_fp80, x86_fp80)* @hypotl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.72, i32 0, i32 0), double (double, double)* @fmod, float (float, float)* @fmodf, x86_fp80 (x86_fp80, x86_fp80)* @fmodl }, %struct.Binary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.73, i32 0, i32 0), double (double, double)* @remainder, float (float, float)* @remainderf, x86_fp80 (x86_fp80, x86_fp80)* @remainderl }, %struct.Binary { i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.74, i32 0, i32 0), double (double, double)* @copysign, float (float, float)* @copysignf, x86_fp80 (x86_fp80, x86_fp80)* @copysignl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.75, i32 0, i32 0), double (double, double)* @fdim, float (float, float)* @fdimf, x86_fp80 (x86_fp80, x86_fp80)* @fdiml }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.76, i32 0, i32 0), double (double, double)* @fmax, float (float, float)* @fmaxf, x86_fp80 (x86_fp80, x86_fp80)* @fmaxl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.77, i32 0, i32 0), double (double, double)* @fmin, float (float, float)* @fminf, x86_fp80 (x86_fp80, x86_fp80)* @fminl }, %struct.Binary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.78, i32 0, i32 0), double (double, double)* @nextafter, float (float, float)* @nextafterf, x86_fp80 (x86_fp80, x86_fp80)* @nextafterl }], align 16
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
@inexact = internal constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Unary*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Binary*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca x86_fp80, align 16
  %36 = alloca x86_fp80, align 16
  %37 = alloca x86_fp80, align 16
  %38 = alloca x86_fp80, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %41

41:                                               ; preds = %131, %0
  %42 = load i32, i32* %2, align 4
  %43 = zext i32 %42 to i64
  %44 = icmp ult i64 %43, 38
  br i1 %44, label %45, label %134

45:                                               ; preds = %41
  %46 = load i32, i32* %2, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i64 0, i64 %47
  store %struct.Unary* %48, %struct.Unary** %3, align 8
  %49 = load %struct.Unary*, %struct.Unary** %3, align 8
  %50 = getelementptr inbounds %struct.Unary, %struct.Unary* %49, i32 0, i32 0
  %51 = load i8*, i8** %50, align 8
  %52 = call i32 @head(i8* noundef %51, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0))
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %74

54:                                               ; preds = %45
  store i32 0, i32* %4, align 4
  br label %55

55:                                               ; preds = %70, %54
  %56 = load i32, i32* %4, align 4
  %57 = zext i32 %56 to i64
  %58 = icmp ult i64 %57, 14
  br i1 %58, label %59, label %73

59:                                               ; preds = %55
  %60 = load i32, i32* %4, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %61
  %63 = load double, double* %62, align 8
  store volatile double %63, double* @vd, align 8
  %64 = load %struct.Unary*, %struct.Unary** %3, align 8
  %65 = getelementptr inbounds %struct.Unary, %struct.Unary* %64, i32 0, i32 1
  %66 = load double (double)*, double (double)** %65, align 8
  %67 = load volatile double, double* @vd, align 8
  %68 = call double %66(double noundef %67)
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %68)
  br label %70

70:                                               ; preds = %59
  %71 = load i32, i32* %4, align 4
  %72 = add i32 %71, 1
  store i32 %72, i32* %4, align 4
  br label %55, !llvm.loop !6

73:                                               ; preds = %55
  br label %74

74:                                               ; preds = %73, %45
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %76 = load %struct.Unary*, %struct.Unary** %3, align 8
  %77 = getelementptr inbounds %struct.Unary, %struct.Unary* %76, i32 0, i32 0
  %78 = load i8*, i8** %77, align 8
  %79 = call i32 @head(i8* noundef %78, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %81, label %102

81:                                               ; preds = %74
  store i32 0, i32* %5, align 4
  br label %82

82:                                               ; preds = %98, %81
  %83 = load i32, i32* %5, align 4
  %84 = zext i32 %83 to i64
  %85 = icmp ult i64 %84, 11
  br i1 %85, label %86, label %101

86:                                               ; preds = %82
  %87 = load i32, i32* %5, align 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %88
  %90 = load float, float* %89, align 4
  store volatile float %90, float* @vf, align 4
  %91 = load %struct.Unary*, %struct.Unary** %3, align 8
  %92 = getelementptr inbounds %struct.Unary, %struct.Unary* %91, i32 0, i32 2
  %93 = load float (float)*, float (float)** %92, align 8
  %94 = load volatile float, float* @vf, align 4
  %95 = call float %93(float noundef %94)
  %96 = fpext float %95 to double
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %96)
  br label %98

98:                                               ; preds = %86
  %99 = load i32, i32* %5, align 4
  %100 = add i32 %99, 1
  store i32 %100, i32* %5, align 4
  br label %82, !llvm.loop !8

101:                                              ; preds = %82
  br label %102

102:                                              ; preds = %101, %74
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %104 = load %struct.Unary*, %struct.Unary** %3, align 8
  %105 = getelementptr inbounds %struct.Unary, %struct.Unary* %104, i32 0, i32 0
  %106 = load i8*, i8** %105, align 8
  %107 = call i32 @head(i8* noundef %106, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0))
  %108 = icmp ne i32 %107, 0
  br i1 %108, label %109, label %129

109:                                              ; preds = %102
  store i32 0, i32* %6, align 4
  br label %110

110:                                              ; preds = %125, %109
  %111 = load i32, i32* %6, align 4
  %112 = zext i32 %111 to i64
  %113 = icmp ult i64 %112, 10
  br i1 %113, label %114, label %128

114:                                              ; preds = %110
  %115 = load i32, i32* %6, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %116
  %118 = load x86_fp80, x86_fp80* %117, align 16
  store volatile x86_fp80 %118, x86_fp80* @vl, align 16
  %119 = load %struct.Unary*, %struct.Unary** %3, align 8
  %120 = getelementptr inbounds %struct.Unary, %struct.Unary* %119, i32 0, i32 3
  %121 = load x86_fp80 (x86_fp80)*, x86_fp80 (x86_fp80)** %120, align 8
  %122 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %123 = call x86_fp80 %121(x86_fp80 noundef %122)
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %123)
  br label %125

125:                                              ; preds = %114
  %126 = load i32, i32* %6, align 4
  %127 = add i32 %126, 1
  store i32 %127, i32* %6, align 4
  br label %110, !llvm.loop !9

128:                                              ; preds = %110
  br label %129

129:                                              ; preds = %128, %102
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  br label %131

131:                                              ; preds = %129
  %132 = load i32, i32* %2, align 4
  %133 = add i32 %132, 1
  store i32 %133, i32* %2, align 4
  br label %41, !llvm.loop !10

134:                                              ; preds = %41
  store i32 0, i32* %7, align 4
  br label %135

135:                                              ; preds = %243, %134
  %136 = load i32, i32* %7, align 4
  %137 = zext i32 %136 to i64
  %138 = icmp ult i64 %137, 10
  br i1 %138, label %139, label %246

139:                                              ; preds = %135
  %140 = load i32, i32* %7, align 4
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i64 0, i64 %141
  store %struct.Binary* %142, %struct.Binary** %8, align 8
  %143 = load %struct.Binary*, %struct.Binary** %8, align 8
  %144 = getelementptr inbounds %struct.Binary, %struct.Binary* %143, i32 0, i32 0
  %145 = load i8*, i8** %144, align 8
  %146 = call i32 @head(i8* noundef %145, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0))
  %147 = icmp ne i32 %146, 0
  br i1 %147, label %148, label %174

148:                                              ; preds = %139
  store i32 0, i32* %9, align 4
  br label %149

149:                                              ; preds = %170, %148
  %150 = load i32, i32* %9, align 4
  %151 = zext i32 %150 to i64
  %152 = icmp ult i64 %151, 14
  br i1 %152, label %153, label %173

153:                                              ; preds = %149
  %154 = load i32, i32* %9, align 4
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %155
  %157 = load double, double* %156, align 8
  store volatile double %157, double* @vd, align 8
  %158 = load %struct.Binary*, %struct.Binary** %8, align 8
  %159 = getelementptr inbounds %struct.Binary, %struct.Binary* %158, i32 0, i32 1
  %160 = load double (double, double)*, double (double, double)** %159, align 8
  %161 = load volatile double, double* @vd, align 8
  %162 = load i32, i32* %9, align 4
  %163 = add i32 %162, 3
  %164 = zext i32 %163 to i64
  %165 = urem i64 %164, 14
  %166 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %165
  %167 = load double, double* %166, align 8
  %168 = call double %160(double noundef %161, double noundef %167)
  %169 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %168)
  br label %170

170:                                              ; preds = %153
  %171 = load i32, i32* %9, align 4
  %172 = add i32 %171, 1
  store i32 %172, i32* %9, align 4
  br label %149, !llvm.loop !11

173:                                              ; preds = %149
  br label %174

174:                                              ; preds = %173, %139
  %175 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %176 = load %struct.Binary*, %struct.Binary** %8, align 8
  %177 = getelementptr inbounds %struct.Binary, %struct.Binary* %176, i32 0, i32 0
  %178 = load i8*, i8** %177, align 8
  %179 = call i32 @head(i8* noundef %178, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %180 = icmp ne i32 %179, 0
  br i1 %180, label %181, label %208

181:                                              ; preds = %174
  store i32 0, i32* %10, align 4
  br label %182

182:                                              ; preds = %204, %181
  %183 = load i32, i32* %10, align 4
  %184 = zext i32 %183 to i64
  %185 = icmp ult i64 %184, 11
  br i1 %185, label %186, label %207

186:                                              ; preds = %182
  %187 = load i32, i32* %10, align 4
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %188
  %190 = load float, float* %189, align 4
  store volatile float %190, float* @vf, align 4
  %191 = load %struct.Binary*, %struct.Binary** %8, align 8
  %192 = getelementptr inbounds %struct.Binary, %struct.Binary* %191, i32 0, i32 2
  %193 = load float (float, float)*, float (float, float)** %192, align 8
  %194 = load volatile float, float* @vf, align 4
  %195 = load i32, i32* %10, align 4
  %196 = add i32 %195, 3
  %197 = zext i32 %196 to i64
  %198 = urem i64 %197, 11
  %199 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %198
  %200 = load float, float* %199, align 4
  %201 = call float %193(float noundef %194, float noundef %200)
  %202 = fpext float %201 to double
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %202)
  br label %204

204:                                              ; preds = %186
  %205 = load i32, i32* %10, align 4
  %206 = add i32 %205, 1
  store i32 %206, i32* %10, align 4
  br label %182, !llvm.loop !12

207:                                              ; preds = %182
  br label %208

208:                                              ; preds = %207, %174
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %210 = load %struct.Binary*, %struct.Binary** %8, align 8
  %211 = getelementptr inbounds %struct.Binary, %struct.Binary* %210, i32 0, i32 0
  %212 = load i8*, i8** %211, align 8
  %213 = call i32 @head(i8* noundef %212, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0))
  %214 = icmp ne i32 %213, 0
  br i1 %214, label %215, label %241

215:                                              ; preds = %208
  store i32 0, i32* %11, align 4
  br label %216

216:                                              ; preds = %237, %215
  %217 = load i32, i32* %11, align 4
  %218 = zext i32 %217 to i64
  %219 = icmp ult i64 %218, 10
  br i1 %219, label %220, label %240

220:                                              ; preds = %216
  %221 = load i32, i32* %11, align 4
  %222 = zext i32 %221 to i64
  %223 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %222
  %224 = load x86_fp80, x86_fp80* %223, align 16
  store volatile x86_fp80 %224, x86_fp80* @vl, align 16
  %225 = load %struct.Binary*, %struct.Binary** %8, align 8
  %226 = getelementptr inbounds %struct.Binary, %struct.Binary* %225, i32 0, i32 3
  %227 = load x86_fp80 (x86_fp80, x86_fp80)*, x86_fp80 (x86_fp80, x86_fp80)** %226, align 8
  %228 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %229 = load i32, i32* %11, align 4
  %230 = add i32 %229, 3
  %231 = zext i32 %230 to i64
  %232 = urem i64 %231, 10
  %233 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %232
  %234 = load x86_fp80, x86_fp80* %233, align 16
  %235 = call x86_fp80 %227(x86_fp80 noundef %228, x86_fp80 noundef %234)
  %236 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %235)
  br label %237

237:                                              ; preds = %220
  %238 = load i32, i32* %11, align 4
  %239 = add i32 %238, 1
  store i32 %239, i32* %11, align 4
  br label %216, !llvm.loop !13

240:                                              ; preds = %216
  br label %241

241:                                              ; preds = %240, %208
  %242 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  br label %243

243:                                              ; preds = %241
  %244 = load i32, i32* %7, align 4
  %245 = add i32 %244, 1
  store i32 %245, i32* %7, align 4
  br label %135, !llvm.loop !14

246:                                              ; preds = %135
  store volatile double 1.000000e-01, double* @vd, align 8
  %247 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %248 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), double noundef %247)
  %249 = call i32 @exact(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  %250 = icmp ne i32 %249, 0
  br i1 %250, label %251, label %255

251:                                              ; preds = %246
  store volatile float 0x3FB99999A0000000, float* @vf, align 4
  %252 = call float @llvm.fma.f32(float 0x3FB99999A0000000, float 1.000000e+01, float -1.000000e+00)
  %253 = fpext float %252 to double
  %254 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), double noundef %253)
  br label %255

255:                                              ; preds = %251, %246
  %256 = call i32 @exact(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0))
  %257 = icmp ne i32 %256, 0
  br i1 %257, label %258, label %261

258:                                              ; preds = %255
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16
  %259 = call x86_fp80 @llvm.fma.f80(x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK4002A000000000000000, x86_fp80 0xKBFFF8000000000000000)
  %260 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i64 0, i64 0), x86_fp80 noundef %259)
  br label %261

261:                                              ; preds = %258, %255
  store i32 0, i32* %12, align 4
  br label %262

262:                                              ; preds = %371, %261
  %263 = load i32, i32* %12, align 4
  %264 = zext i32 %263 to i64
  %265 = icmp ult i64 %264, 14
  br i1 %265, label %266, label %374

266:                                              ; preds = %262
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  store i32 0, i32* %15, align 4
  store double 0.000000e+00, double* %16, align 8
  store double 0.000000e+00, double* %17, align 8
  store double 0.000000e+00, double* %18, align 8
  %267 = load i32, i32* %12, align 4
  %268 = zext i32 %267 to i64
  %269 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %268
  %270 = load double, double* %269, align 8
  store volatile double %270, double* @vd, align 8
  %271 = load volatile double, double* @vd, align 8
  %272 = call double @frexp(double noundef %271, i32* noundef %13) #6
  store double %272, double* %19, align 8
  %273 = load volatile double, double* @vd, align 8
  %274 = call double @modf(double noundef %273, double* noundef %16) #6
  store double %274, double* %20, align 8
  %275 = load volatile double, double* @vd, align 8
  %276 = call double @remquo(double noundef %275, double noundef 0x3FE6666666666666, i32* noundef %14) #6
  store double %276, double* %21, align 8
  %277 = load volatile double, double* @vd, align 8
  call void @sincos(double noundef %277, double* noundef %17, double* noundef %18) #6
  %278 = load i32, i32* %12, align 4
  %279 = load double, double* %19, align 8
  %280 = load i32, i32* %13, align 4
  %281 = load double, double* %20, align 8
  %282 = load double, double* %16, align 8
  %283 = load double, double* %17, align 8
  %284 = load double, double* %18, align 8
  %285 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.11, i64 0, i64 0), i32 noundef %278, double noundef %279, i32 noundef %280, double noundef %281, double noundef %282, double noundef %283, double noundef %284)
  %286 = call i32 @exact(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0))
  %287 = icmp ne i32 %286, 0
  br i1 %287, label %288, label %292

288:                                              ; preds = %266
  %289 = load double, double* %21, align 8
  %290 = load i32, i32* %14, align 4
  %291 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i64 0, i64 0), double noundef %289, i32 noundef %290)
  br label %292

292:                                              ; preds = %288, %266
  %293 = load volatile double, double* @vd, align 8
  %294 = call double @lgamma_r(double noundef %293, i32* noundef %15) #6
  store double %294, double* %22, align 8
  %295 = call i32 @exact(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0))
  %296 = icmp ne i32 %295, 0
  br i1 %296, label %297, label %301

297:                                              ; preds = %292
  %298 = load double, double* %22, align 8
  %299 = load i32, i32* %15, align 4
  %300 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), double noundef %298, i32 noundef %299)
  br label %301

301:                                              ; preds = %297, %292
  %302 = load volatile double, double* @vd, align 8
  %303 = call double @ldexp(double noundef %302, i32 noundef 5) #6
  %304 = load volatile double, double* @vd, align 8
  %305 = call double @scalbn(double noundef %304, i32 noundef -3) #6
  %306 = load volatile double, double* @vd, align 8
  %307 = call double @scalbln(double noundef %306, i64 noundef 7) #6
  %308 = load volatile double, double* @vd, align 8
  %309 = fcmp oeq double %308, 0.000000e+00
  br i1 %309, label %310, label %311

310:                                              ; preds = %301
  br label %314

311:                                              ; preds = %301
  %312 = load volatile double, double* @vd, align 8
  %313 = call i32 @ilogb(double noundef %312) #6
  br label %314

314:                                              ; preds = %311, %310
  %315 = phi i32 [ 0, %310 ], [ %313, %311 ]
  %316 = load volatile double, double* @vd, align 8
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fcmp olt double %317, 1.000000e+15
  br i1 %318, label %319, label %322

319:                                              ; preds = %314
  %320 = load volatile double, double* @vd, align 8
  %321 = call i64 @lrint(double noundef %320) #6
  br label %323

322:                                              ; preds = %314
  br label %323

323:                                              ; preds = %322, %319
  %324 = phi i64 [ %321, %319 ], [ 0, %322 ]
  %325 = load volatile double, double* @vd, align 8
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fcmp olt double %326, 1.000000e+15
  br i1 %327, label %328, label %331

328:                                              ; preds = %323
  %329 = load volatile double, double* @vd, align 8
  %330 = call i64 @lround(double noundef %329) #6
  br label %332

331:                                              ; preds = %323
  br label %332

332:                                              ; preds = %331, %328
  %333 = phi i64 [ %330, %328 ], [ 0, %331 ]
  %334 = load volatile double, double* @vd, align 8
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp olt double %335, 1.000000e+15
  br i1 %336, label %337, label %340

337:                                              ; preds = %332
  %338 = load volatile double, double* @vd, align 8
  %339 = call i64 @llrint(double noundef %338) #6
  br label %341

340:                                              ; preds = %332
  br label %341

341:                                              ; preds = %340, %337
  %342 = phi i64 [ %339, %337 ], [ 0, %340 ]
  %343 = load volatile double, double* @vd, align 8
  %344 = call double @llvm.fabs.f64(double %343)
  %345 = fcmp olt double %344, 1.000000e+15
  br i1 %345, label %346, label %349

346:                                              ; preds = %341
  %347 = load volatile double, double* @vd, align 8
  %348 = call i64 @llround(double noundef %347) #6
  br label %350

349:                                              ; preds = %341
  br label %350

350:                                              ; preds = %349, %346
  %351 = phi i64 [ %348, %346 ], [ 0, %349 ]
  %352 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([88 x i8], [88 x i8]* @.str.16, i64 0, i64 0), double noundef %303, double noundef %305, double noundef %307, i32 noundef %315, i64 noundef %324, i64 noundef %333, i64 noundef %342, i64 noundef %351)
  %353 = call i32 @exact(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0))
  %354 = icmp ne i32 %353, 0
  br i1 %354, label %355, label %367

355:                                              ; preds = %350
  %356 = load volatile double, double* @vd, align 8
  %357 = call double @jn(i32 noundef 3, double noundef %356) #6
  %358 = load volatile double, double* @vd, align 8
  %359 = fcmp ogt double %358, 0.000000e+00
  br i1 %359, label %360, label %363

360:                                              ; preds = %355
  %361 = load volatile double, double* @vd, align 8
  %362 = call double @yn(i32 noundef 2, double noundef %361) #6
  br label %364

363:                                              ; preds = %355
  br label %364

364:                                              ; preds = %363, %360
  %365 = phi double [ %362, %360 ], [ 0.000000e+00, %363 ]
  %366 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), double noundef %357, double noundef %365)
  br label %367

367:                                              ; preds = %364, %350
  %368 = load volatile double, double* @vd, align 8
  %369 = call double @nexttoward(double noundef %368, x86_fp80 noundef 0xK3FFF8000000000000000) #6
  %370 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.19, i64 0, i64 0), double noundef %369)
  br label %371

371:                                              ; preds = %367
  %372 = load i32, i32* %12, align 4
  %373 = add i32 %372, 1
  store i32 %373, i32* %12, align 4
  br label %262, !llvm.loop !15

374:                                              ; preds = %262
  store i32 0, i32* %23, align 4
  br label %375

375:                                              ; preds = %415, %374
  %376 = load i32, i32* %23, align 4
  %377 = zext i32 %376 to i64
  %378 = icmp ult i64 %377, 11
  br i1 %378, label %379, label %418

379:                                              ; preds = %375
  store i32 0, i32* %24, align 4
  store i32 0, i32* %25, align 4
  store float 0.000000e+00, float* %26, align 4
  store float 0.000000e+00, float* %27, align 4
  store float 0.000000e+00, float* %28, align 4
  %380 = load i32, i32* %23, align 4
  %381 = zext i32 %380 to i64
  %382 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %381
  %383 = load float, float* %382, align 4
  store volatile float %383, float* @vf, align 4
  %384 = load volatile float, float* @vf, align 4
  %385 = call float @frexpf(float noundef %384, i32* noundef %24) #6
  store float %385, float* %29, align 4
  %386 = load volatile float, float* @vf, align 4
  %387 = call float @modff(float noundef %386, float* noundef %26) #6
  store float %387, float* %30, align 4
  %388 = load volatile float, float* @vf, align 4
  %389 = call float @remquof(float noundef %388, float noundef 0x3FE6666660000000, i32* noundef %25) #6
  store float %389, float* %31, align 4
  %390 = load volatile float, float* @vf, align 4
  call void @sincosf(float noundef %390, float* noundef %27, float* noundef %28) #6
  %391 = load i32, i32* %23, align 4
  %392 = load float, float* %29, align 4
  %393 = fpext float %392 to double
  %394 = load i32, i32* %24, align 4
  %395 = load float, float* %30, align 4
  %396 = fpext float %395 to double
  %397 = load float, float* %26, align 4
  %398 = fpext float %397 to double
  %399 = load float, float* %31, align 4
  %400 = fpext float %399 to double
  %401 = load i32, i32* %25, align 4
  %402 = load volatile float, float* @vf, align 4
  %403 = call float @ldexpf(float noundef %402, i32 noundef 4) #6
  %404 = fpext float %403 to double
  %405 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.20, i64 0, i64 0), i32 noundef %391, double noundef %393, i32 noundef %394, double noundef %396, double noundef %398, double noundef %400, i32 noundef %401, double noundef %404)
  %406 = call i32 @exact(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0))
  %407 = icmp ne i32 %406, 0
  br i1 %407, label %408, label %414

408:                                              ; preds = %379
  %409 = load float, float* %27, align 4
  %410 = fpext float %409 to double
  %411 = load float, float* %28, align 4
  %412 = fpext float %411 to double
  %413 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.22, i64 0, i64 0), double noundef %410, double noundef %412)
  br label %414

414:                                              ; preds = %408, %379
  br label %415

415:                                              ; preds = %414
  %416 = load i32, i32* %23, align 4
  %417 = add i32 %416, 1
  store i32 %417, i32* %23, align 4
  br label %375, !llvm.loop !16

418:                                              ; preds = %375
  store i32 0, i32* %32, align 4
  br label %419

419:                                              ; preds = %445, %418
  %420 = load i32, i32* %32, align 4
  %421 = zext i32 %420 to i64
  %422 = icmp ult i64 %421, 10
  br i1 %422, label %423, label %448

423:                                              ; preds = %419
  store i32 0, i32* %33, align 4
  store i32 0, i32* %34, align 4
  store x86_fp80 0xK00000000000000000000, x86_fp80* %35, align 16
  store x86_fp80 0xK00000000000000000000, x86_fp80* %36, align 16
  store x86_fp80 0xK00000000000000000000, x86_fp80* %37, align 16
  %424 = load i32, i32* %32, align 4
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %425
  %427 = load x86_fp80, x86_fp80* %426, align 16
  store volatile x86_fp80 %427, x86_fp80* @vl, align 16
  %428 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %429 = call x86_fp80 @frexpl(x86_fp80 noundef %428, i32* noundef %33) #6
  store x86_fp80 %429, x86_fp80* %38, align 16
  %430 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %431 = call x86_fp80 @modfl(x86_fp80 noundef %430, x86_fp80* noundef %35) #6
  store x86_fp80 %431, x86_fp80* %39, align 16
  %432 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %433 = call x86_fp80 @remquol(x86_fp80 noundef %432, x86_fp80 noundef 0xK3FFEB333333333333333, i32* noundef %34) #6
  store x86_fp80 %433, x86_fp80* %40, align 16
  %434 = load volatile x86_fp80, x86_fp80* @vl, align 16
  call void @sincosl(x86_fp80 noundef %434, x86_fp80* noundef %36, x86_fp80* noundef %37) #6
  %435 = load i32, i32* %32, align 4
  %436 = load x86_fp80, x86_fp80* %38, align 16
  %437 = load i32, i32* %33, align 4
  %438 = load x86_fp80, x86_fp80* %39, align 16
  %439 = load x86_fp80, x86_fp80* %35, align 16
  %440 = load x86_fp80, x86_fp80* %40, align 16
  %441 = load i32, i32* %34, align 4
  %442 = load x86_fp80, x86_fp80* %36, align 16
  %443 = load x86_fp80, x86_fp80* %37, align 16
  %444 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.23, i64 0, i64 0), i32 noundef %435, x86_fp80 noundef %436, i32 noundef %437, x86_fp80 noundef %438, x86_fp80 noundef %439, x86_fp80 noundef %440, i32 noundef %441, x86_fp80 noundef %442, x86_fp80 noundef %443)
  br label %445

445:                                              ; preds = %423
  %446 = load i32, i32* %32, align 4
  %447 = add i32 %446, 1
  store i32 %447, i32* %32, align 4
  br label %419, !llvm.loop !17

448:                                              ; preds = %419
  %449 = call double @nan(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #7
  %450 = fcmp uno double %449, %449
  %451 = zext i1 %450 to i32
  %452 = call float @nanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0)) #7
  %453 = fcmp uno float %452, %452
  %454 = zext i1 %453 to i32
  %455 = call x86_fp80 @nanl(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #7
  %456 = fcmp uno x86_fp80 %455, %455
  %457 = zext i1 %456 to i32
  %458 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.24, i64 0, i64 0), i32 noundef %451, i32 noundef %454, i32 noundef %457)
  store volatile double 0x7FF0000000000000, double* @vd, align 8
  %459 = load volatile double, double* @vd, align 8
  %460 = call double @exp(double noundef %459) #6
  %461 = load volatile double, double* @vd, align 8
  %462 = fneg double %461
  %463 = call double @exp(double noundef %462) #6
  %464 = load volatile double, double* @vd, align 8
  %465 = call double @atan(double noundef %464) #6
  %466 = load volatile double, double* @vd, align 8
  %467 = fneg double %466
  %468 = call double @tanh(double noundef %467) #6
  %469 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.26, i64 0, i64 0), double noundef %460, double noundef %463, double noundef %465, double noundef %468)
  store volatile double -1.000000e+00, double* @vd, align 8
  %470 = load volatile double, double* @vd, align 8
  %471 = call double @sqrt(double noundef %470) #6
  %472 = fcmp uno double %471, %471
  %473 = zext i1 %472 to i32
  %474 = load volatile double, double* @vd, align 8
  %475 = call double @log(double noundef %474) #6
  %476 = fcmp uno double %475, %475
  %477 = zext i1 %476 to i32
  %478 = load volatile double, double* @vd, align 8
  %479 = fadd double %478, 1.000000e+00
  %480 = call double @log(double noundef %479) #6
  %481 = call double @llvm.fabs.f64(double %480) #8
  %482 = fcmp oeq double %481, 0x7FF0000000000000
  %483 = bitcast double %480 to i64
  %484 = icmp slt i64 %483, 0
  %485 = select i1 %484, i32 -1, i32 1
  %486 = select i1 %482, i32 %485, i32 0
  %487 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.27, i64 0, i64 0), i32 noundef %473, i32 noundef %477, i32 noundef %486)
  %488 = call i32 @fegetround() #7
  %489 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.28, i64 0, i64 0), i32 noundef %488)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @head(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [32 x i8], align 16
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %6 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  %7 = load i8*, i8** %3, align 8
  %8 = load i8*, i8** %4, align 8
  %9 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %6, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i64 0, i64 0), i8* noundef %7, i8* noundef %8) #6
  %10 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i64 0, i64 0), i8* noundef %10)
  %12 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  %13 = call i32 @exact(i8* noundef %12)
  ret i32 %13
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @exact(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [32 x i8], align 16
  store i8* %0, i8** %2, align 8
  %4 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  %5 = load i8*, i8** %2, align 8
  %6 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %4, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef %5) #6
  %7 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  %8 = call i8* @strstr(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @inexact, i64 0, i64 0), i8* noundef %7) #7
  %9 = icmp eq i8* %8, null
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: nounwind
declare double @frexp(double noundef, i32* noundef) #3

; Function Attrs: nounwind
declare double @modf(double noundef, double* noundef) #3

; Function Attrs: nounwind
declare double @remquo(double noundef, double noundef, i32* noundef) #3

; Function Attrs: nounwind
declare void @sincos(double noundef, double* noundef, double* noundef) #3

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, i32* noundef) #3

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #3

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) #3

; Function Attrs: nounwind
declare double @scalbln(double noundef, i64 noundef) #3

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare i64 @lrint(double noundef) #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) #3

; Function Attrs: nounwind
declare i64 @llrint(double noundef) #3

; Function Attrs: nounwind
declare i64 @llround(double noundef) #3

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) #3

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) #3

; Function Attrs: nounwind
declare double @nexttoward(double noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind
declare float @frexpf(float noundef, i32* noundef) #3

; Function Attrs: nounwind
declare float @modff(float noundef, float* noundef) #3

; Function Attrs: nounwind
declare float @remquof(float noundef, float noundef, i32* noundef) #3

; Function Attrs: nounwind
declare void @sincosf(float noundef, float* noundef, float* noundef) #3

; Function Attrs: nounwind
declare float @ldexpf(float noundef, i32 noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @frexpl(x86_fp80 noundef, i32* noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @modfl(x86_fp80 noundef, x86_fp80* noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @remquol(x86_fp80 noundef, x86_fp80 noundef, i32* noundef) #3

; Function Attrs: nounwind
declare void @sincosl(x86_fp80 noundef, x86_fp80* noundef, x86_fp80* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare double @nan(i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare float @nanf(i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare x86_fp80 @nanl(i8* noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nounwind
declare double @atan(double noundef) #3

; Function Attrs: nounwind
declare double @tanh(double noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @fegetround() #4

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare double @cbrt(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @cbrtf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @cbrtl(x86_fp80 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare double @fabs(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @fabsf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @fabsl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare float @expf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @expl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @exp2(double noundef) #3

; Function Attrs: nounwind
declare float @exp2f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @exp2l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @exp10(double noundef) #3

; Function Attrs: nounwind
declare float @exp10f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @exp10l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @expm1(double noundef) #3

; Function Attrs: nounwind
declare float @expm1f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @expm1l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare float @logf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @logl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @log2(double noundef) #3

; Function Attrs: nounwind
declare float @log2f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @log2l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @log10(double noundef) #3

; Function Attrs: nounwind
declare float @log10f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @log10l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @log1p(double noundef) #3

; Function Attrs: nounwind
declare float @log1pf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @log1pl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @logb(double noundef) #3

; Function Attrs: nounwind
declare float @logbf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @logbl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare float @sinf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @sinl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare float @cosf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @cosl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @tan(double noundef) #3

; Function Attrs: nounwind
declare float @tanf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @tanl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @asin(double noundef) #3

; Function Attrs: nounwind
declare float @asinf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @asinl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @acos(double noundef) #3

; Function Attrs: nounwind
declare float @acosf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @acosl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare float @atanf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @atanl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @sinh(double noundef) #3

; Function Attrs: nounwind
declare float @sinhf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @sinhl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @cosh(double noundef) #3

; Function Attrs: nounwind
declare float @coshf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @coshl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare float @tanhf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @tanhl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @asinh(double noundef) #3

; Function Attrs: nounwind
declare float @asinhf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @asinhl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @acosh(double noundef) #3

; Function Attrs: nounwind
declare float @acoshf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @acoshl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @atanh(double noundef) #3

; Function Attrs: nounwind
declare float @atanhf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @atanhl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @erf(double noundef) #3

; Function Attrs: nounwind
declare float @erff(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @erfl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @erfc(double noundef) #3

; Function Attrs: nounwind
declare float @erfcf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @erfcl(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @lgamma(double noundef) #3

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @lgammal(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @tgamma(double noundef) #3

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @tgammal(x86_fp80 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare double @ceil(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @ceilf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @ceill(x86_fp80 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare double @floor(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @floorf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @floorl(x86_fp80 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare double @trunc(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @truncf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @truncl(x86_fp80 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare double @round(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @roundf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @roundl(x86_fp80 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare double @rint(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @rintf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @rintl(x86_fp80 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare double @nearbyint(double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @nearbyintf(float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @nearbyintl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @j0(double noundef) #3

; Function Attrs: nounwind
declare float @j0f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @j0l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @j1(double noundef) #3

; Function Attrs: nounwind
declare float @j1f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @j1l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @y0(double noundef) #3

; Function Attrs: nounwind
declare float @y0f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @y0l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @y1(double noundef) #3

; Function Attrs: nounwind
declare float @y1f(float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @y1l(x86_fp80 noundef) #3

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @atan2f(float noundef, float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @remainderf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @remainderl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare double @copysign(double noundef, double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @copysignf(float noundef, float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @copysignl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @fdiml(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare double @fmax(double noundef, double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @fmaxf(float noundef, float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @fmaxl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare double @fmin(double noundef, double noundef) #5

; Function Attrs: nounwind readnone willreturn
declare float @fminf(float noundef, float noundef) #5

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @fminl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @nextafterl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
