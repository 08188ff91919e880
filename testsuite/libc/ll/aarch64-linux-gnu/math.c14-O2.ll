; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Unary = type { i8*, double (double)*, float (float)*, fp128 (fp128)* }
%struct.Binary = type { i8*, double (double, double)*, float (float, float)*, fp128 (fp128, fp128)* }

@unary = internal unnamed_addr constant [38 x %struct.Unary] [%struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.29, i32 0, i32 0), double (double)* @sqrt, float (float)* @sqrtf, fp128 (fp128)* @sqrtl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i32 0, i32 0), double (double)* @cbrt, float (float)* @cbrtf, fp128 (fp128)* @cbrtl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i32 0, i32 0), double (double)* @fabs, float (float)* @fabsf, fp128 (fp128)* @fabsl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.32, i32 0, i32 0), double (double)* @exp, float (float)* @expf, fp128 (fp128)* @expl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.33, i32 0, i32 0), double (double)* @exp2, float (float)* @exp2f, fp128 (fp128)* @exp2l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i32 0, i32 0), double (double)* @exp10, float (float)* @exp10f, fp128 (fp128)* @exp10l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), double (double)* @expm1, float (float)* @expm1f, fp128 (fp128)* @expm1l }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.36, i32 0, i32 0), double (double)* @log, float (float)* @logf, fp128 (fp128)* @logl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0), double (double)* @log2, float (float)* @log2f, fp128 (fp128)* @log2l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i32 0, i32 0), double (double)* @log10, float (float)* @log10f, fp128 (fp128)* @log10l }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i32 0, i32 0), double (double)* @log1p, float (float)* @log1pf, fp128 (fp128)* @log1pl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.40, i32 0, i32 0), double (double)* @logb, float (float)* @logbf, fp128 (fp128)* @logbl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.41, i32 0, i32 0), double (double)* @sin, float (float)* @sinf, fp128 (fp128)* @sinl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i32 0, i32 0), double (double)* @cos, float (float)* @cosf, fp128 (fp128)* @cosl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.43, i32 0, i32 0), double (double)* @tan, float (float)* @tanf, fp128 (fp128)* @tanl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i32 0, i32 0), double (double)* @asin, float (float)* @asinf, fp128 (fp128)* @asinl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.45, i32 0, i32 0), double (double)* @acos, float (float)* @acosf, fp128 (fp128)* @acosl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.46, i32 0, i32 0), double (double)* @atan, float (float)* @atanf, fp128 (fp128)* @atanl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), double (double)* @sinh, float (float)* @sinhf, fp128 (fp128)* @sinhl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i32 0, i32 0), double (double)* @cosh, float (float)* @coshf, fp128 (fp128)* @coshl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.49, i32 0, i32 0), double (double)* @tanh, float (float)* @tanhf, fp128 (fp128)* @tanhl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i32 0, i32 0), double (double)* @asinh, float (float)* @asinhf, fp128 (fp128)* @asinhl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.51, i32 0, i32 0), double (double)* @acosh, float (float)* @acoshf, fp128 (fp128)* @acoshl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i32 0, i32 0), double (double)* @atanh, float (float)* @atanhf, fp128 (fp128)* @atanhl }, %struct.Unary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.53, i32 0, i32 0), double (double)* @erf, float (float)* @erff, fp128 (fp128)* @erfl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.54, i32 0, i32 0), double (double)* @erfc, float (float)* @erfcf, fp128 (fp128)* @erfcl }, %struct.Unary { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i32 0, i32 0), double (double)* @lgamma, float (float)* @lgammaf, fp128 (fp128)* @lgammal }, %struct.Unary { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i32 0, i32 0), double (double)* @tgamma, float (float)* @tgammaf, fp128 (fp128)* @tgammal }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.57, i32 0, i32 0), double (double)* @ceil, float (float)* @ceilf, fp128 (fp128)* @ceill }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i32 0, i32 0), double (double)* @floor, float (float)* @floorf, fp128 (fp128)* @floorl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i32 0, i32 0), double (double)* @trunc, float (float)* @truncf, fp128 (fp128)* @truncl }, %struct.Unary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i32 0, i32 0), double (double)* @round, float (float)* @roundf, fp128 (fp128)* @roundl }, %struct.Unary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.61, i32 0, i32 0), double (double)* @rint, float (float)* @rintf, fp128 (fp128)* @rintl }, %struct.Unary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.62, i32 0, i32 0), double (double)* @nearbyint, float (float)* @nearbyintf, fp128 (fp128)* @nearbyintl }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.63, i32 0, i32 0), double (double)* @j0, float (float)* @j0f, fp128 (fp128)* @j0l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.64, i32 0, i32 0), double (double)* @j1, float (float)* @j1f, fp128 (fp128)* @j1l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.65, i32 0, i32 0), double (double)* @y0, float (float)* @y0f, fp128 (fp128)* @y0l }, %struct.Unary { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.66, i32 0, i32 0), double (double)* @y1, float (float)* @y1f, fp128 (fp128)* @y1l }], align 8
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@D = internal unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 8
@vd = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@L = internal unnamed_addr constant [10 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000003FFE000000000000, fp128 0xL0000000000000000BFFE800000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000004000000000000000, fp128 0xL0000000000000000C001E00000000000, fp128 0xL00000000000000004002400000000000, fp128 0xL8D94DB7AC61491563C1A56E1FC2F8F35, fp128 0xLBA59C08E14C7CD7B43E37E43C8800759, fp128 0xL999999999999999A3FFB999999999999], align 16
@vl = internal global fp128 0xL00000000000000000000000000000000, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@binary = internal unnamed_addr constant [10 x %struct.Binary] [%struct.Binary { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.69, i32 0, i32 0), double (double, double)* @pow, float (float, float)* @powf, fp128 (fp128, fp128)* @powl }, %struct.Binary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.70, i32 0, i32 0), double (double, double)* @atan2, float (float, float)* @atan2f, fp128 (fp128, fp128)* @atan2l }, %struct.Binary { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i32 0, i32 0), double (double, double)* @hypot, float (float, float)* @hypotf, fp128 (fp128, fp128)* @hypotl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.72, i32 0, i32 0), double (double, double)* @fmod, float (float, float)* @fmodf, fp128 (fp128, fp128)* @fmodl }, %struct.Binary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.73, i32 0, i32 0), double (double, double)* @remainder, float (float, float)* @remainderf, fp128 (fp128, fp128)* @remainderl }, %struct.Binary { i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.74, i32 0, i32 0), double (double, double)* @copysign, float (float, float)* @copysignf, fp128 (fp128, fp128)* @copysignl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.75, i32 0, i32 0), double (double, double)* @fdim, float (float, float)* @fdimf, fp128 (fp128, fp128)* @fdiml }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.76, i32 0, i32 0), double (double, double)* @fmax, float (float, float)* @fmaxf, fp128 (fp128, fp128)* @fmaxl }, %struct.Binary { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.77, i32 0, i32 0), double (double, double)* @fmin, float (float, float)* @fminf, fp128 (fp128, fp128)* @fminl }, %struct.Binary { i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.78, i32 0, i32 0), double (double, double)* @nextafter, float (float, float)* @nextafterf, fp128 (fp128, fp128)* @nextafterl }], align 8
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
@inexact = internal constant [62 x i8] c" cbrt exp10l erff erfc j0 j0f j0l j1 j1l y0 y0f y1 hypotl jn \00", align 1

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
  %32 = alloca fp128, align 16
  %33 = alloca fp128, align 16
  %34 = alloca fp128, align 16
  %35 = getelementptr inbounds [32 x i8], [32 x i8]* %18, i64 0, i64 0
  %36 = getelementptr inbounds [32 x i8], [32 x i8]* %17, i64 0, i64 0
  %37 = getelementptr inbounds [32 x i8], [32 x i8]* %16, i64 0, i64 0
  %38 = getelementptr inbounds [32 x i8], [32 x i8]* %15, i64 0, i64 0
  %39 = getelementptr inbounds [32 x i8], [32 x i8]* %14, i64 0, i64 0
  %40 = getelementptr inbounds [32 x i8], [32 x i8]* %13, i64 0, i64 0
  br label %48

41:                                               ; preds = %196
  %42 = getelementptr inbounds [32 x i8], [32 x i8]* %11, i64 0, i64 0
  %43 = getelementptr inbounds [32 x i8], [32 x i8]* %10, i64 0, i64 0
  %44 = getelementptr inbounds [32 x i8], [32 x i8]* %9, i64 0, i64 0
  %45 = getelementptr inbounds [32 x i8], [32 x i8]* %8, i64 0, i64 0
  %46 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 0
  %47 = getelementptr inbounds [32 x i8], [32 x i8]* %6, i64 0, i64 0
  br label %206

48:                                               ; preds = %0, %196
  %49 = phi i64 [ 0, %0 ], [ %198, %196 ]
  %50 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i64 0, i64 %49, i32 0
  %51 = load i8*, i8** %50, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %35) #11
  %52 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %35, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i64 0, i64 0), i8* noundef %51, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #11
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i64 0, i64 0), i8* noundef nonnull %35) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %36) #11
  %54 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %36, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef nonnull %35) #11
  %55 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %36) #12
  %56 = icmp eq i8* %55, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %36) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %35) #11
  br i1 %56, label %57, label %102

57:                                               ; preds = %48
  %58 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i64 0, i64 %49, i32 1
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !15
  %59 = load double (double)*, double (double)** %58, align 8, !tbaa !17
  %60 = load volatile double, double* @vd, align 8, !tbaa !15
  %61 = call double %59(double noundef %60) #11
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %61)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !15
  %63 = load volatile double, double* @vd, align 8, !tbaa !15
  %64 = call double %59(double noundef %63) #11
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %64)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !15
  %66 = load volatile double, double* @vd, align 8, !tbaa !15
  %67 = call double %59(double noundef %66) #11
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %67)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !15
  %69 = load volatile double, double* @vd, align 8, !tbaa !15
  %70 = call double %59(double noundef %69) #11
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %70)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !15
  %72 = load volatile double, double* @vd, align 8, !tbaa !15
  %73 = call double %59(double noundef %72) #11
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %73)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !15
  %75 = load volatile double, double* @vd, align 8, !tbaa !15
  %76 = call double %59(double noundef %75) #11
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %76)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !15
  %78 = load volatile double, double* @vd, align 8, !tbaa !15
  %79 = call double %59(double noundef %78) #11
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %79)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !15
  %81 = load volatile double, double* @vd, align 8, !tbaa !15
  %82 = call double %59(double noundef %81) #11
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %82)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !15
  %84 = load volatile double, double* @vd, align 8, !tbaa !15
  %85 = call double %59(double noundef %84) #11
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %85)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !15
  %87 = load volatile double, double* @vd, align 8, !tbaa !15
  %88 = call double %59(double noundef %87) #11
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %88)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !15
  %90 = load volatile double, double* @vd, align 8, !tbaa !15
  %91 = call double %59(double noundef %90) #11
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %91)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !15
  %93 = load volatile double, double* @vd, align 8, !tbaa !15
  %94 = call double %59(double noundef %93) #11
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %94)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !15
  %96 = load volatile double, double* @vd, align 8, !tbaa !15
  %97 = call double %59(double noundef %96) #11
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %97)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !15
  %99 = load volatile double, double* @vd, align 8, !tbaa !15
  %100 = call double %59(double noundef %99) #11
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %100)
  br label %102

102:                                              ; preds = %57, %48
  %103 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %37) #11
  %104 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %37, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i64 0, i64 0), i8* noundef %51, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)) #11
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i64 0, i64 0), i8* noundef nonnull %37) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %38) #11
  %106 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %38, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef nonnull %37) #11
  %107 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %38) #12
  %108 = icmp eq i8* %107, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %38) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %37) #11
  br i1 %108, label %109, label %156

109:                                              ; preds = %102
  %110 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i64 0, i64 %49, i32 2
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !18
  %111 = load float (float)*, float (float)** %110, align 8, !tbaa !20
  %112 = load volatile float, float* @vf, align 4, !tbaa !18
  %113 = call float %111(float noundef %112) #11
  %114 = fpext float %113 to double
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %114)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !18
  %116 = load volatile float, float* @vf, align 4, !tbaa !18
  %117 = call float %111(float noundef %116) #11
  %118 = fpext float %117 to double
  %119 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %118)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !18
  %120 = load volatile float, float* @vf, align 4, !tbaa !18
  %121 = call float %111(float noundef %120) #11
  %122 = fpext float %121 to double
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %122)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !18
  %124 = load volatile float, float* @vf, align 4, !tbaa !18
  %125 = call float %111(float noundef %124) #11
  %126 = fpext float %125 to double
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %126)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !18
  %128 = load volatile float, float* @vf, align 4, !tbaa !18
  %129 = call float %111(float noundef %128) #11
  %130 = fpext float %129 to double
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %130)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !18
  %132 = load volatile float, float* @vf, align 4, !tbaa !18
  %133 = call float %111(float noundef %132) #11
  %134 = fpext float %133 to double
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %134)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !18
  %136 = load volatile float, float* @vf, align 4, !tbaa !18
  %137 = call float %111(float noundef %136) #11
  %138 = fpext float %137 to double
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %138)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !18
  %140 = load volatile float, float* @vf, align 4, !tbaa !18
  %141 = call float %111(float noundef %140) #11
  %142 = fpext float %141 to double
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %142)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !18
  %144 = load volatile float, float* @vf, align 4, !tbaa !18
  %145 = call float %111(float noundef %144) #11
  %146 = fpext float %145 to double
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %146)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !18
  %148 = load volatile float, float* @vf, align 4, !tbaa !18
  %149 = call float %111(float noundef %148) #11
  %150 = fpext float %149 to double
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %150)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !18
  %152 = load volatile float, float* @vf, align 4, !tbaa !18
  %153 = call float %111(float noundef %152) #11
  %154 = fpext float %153 to double
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %154)
  br label %156

156:                                              ; preds = %109, %102
  %157 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %39) #11
  %158 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %39, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i64 0, i64 0), i8* noundef %51, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)) #11
  %159 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i64 0, i64 0), i8* noundef nonnull %39) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %40) #11
  %160 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %40, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef nonnull %39) #11
  %161 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %40) #12
  %162 = icmp eq i8* %161, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %40) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %39) #11
  br i1 %162, label %163, label %196

163:                                              ; preds = %156
  %164 = getelementptr inbounds [38 x %struct.Unary], [38 x %struct.Unary]* @unary, i64 0, i64 %49, i32 3
  store volatile fp128 0xL00000000000000000000000000000000, fp128* @vl, align 16, !tbaa !21
  %165 = load fp128 (fp128)*, fp128 (fp128)** %164, align 8, !tbaa !23
  %166 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %167 = call fp128 %165(fp128 noundef %166) #11
  %168 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %167)
  store volatile fp128 0xL00000000000000003FFE000000000000, fp128* @vl, align 16, !tbaa !21
  %169 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %170 = call fp128 %165(fp128 noundef %169) #11
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %170)
  store volatile fp128 0xL0000000000000000BFFE800000000000, fp128* @vl, align 16, !tbaa !21
  %172 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %173 = call fp128 %165(fp128 noundef %172) #11
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %173)
  store volatile fp128 0xL00000000000000003FFF000000000000, fp128* @vl, align 16, !tbaa !21
  %175 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %176 = call fp128 %165(fp128 noundef %175) #11
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %176)
  store volatile fp128 0xL00000000000000004000000000000000, fp128* @vl, align 16, !tbaa !21
  %178 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %179 = call fp128 %165(fp128 noundef %178) #11
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %179)
  store volatile fp128 0xL0000000000000000C001E00000000000, fp128* @vl, align 16, !tbaa !21
  %181 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %182 = call fp128 %165(fp128 noundef %181) #11
  %183 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %182)
  store volatile fp128 0xL00000000000000004002400000000000, fp128* @vl, align 16, !tbaa !21
  %184 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %185 = call fp128 %165(fp128 noundef %184) #11
  %186 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %185)
  store volatile fp128 0xL8D94DB7AC61491563C1A56E1FC2F8F35, fp128* @vl, align 16, !tbaa !21
  %187 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %188 = call fp128 %165(fp128 noundef %187) #11
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %188)
  store volatile fp128 0xLBA59C08E14C7CD7B43E37E43C8800759, fp128* @vl, align 16, !tbaa !21
  %190 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %191 = call fp128 %165(fp128 noundef %190) #11
  %192 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %191)
  store volatile fp128 0xL999999999999999A3FFB999999999999, fp128* @vl, align 16, !tbaa !21
  %193 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %194 = call fp128 %165(fp128 noundef %193) #11
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %194)
  br label %196

196:                                              ; preds = %163, %156
  %197 = call i32 @putchar(i32 10)
  %198 = add nuw nsw i64 %49, 1
  %199 = icmp eq i64 %198, 38
  br i1 %199, label %41, label %48, !llvm.loop !24

200:                                              ; preds = %284
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !15
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), double noundef 0x3C90000000000000)
  %202 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %202) #11
  %203 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %202, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0)) #11
  %204 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %202) #12
  %205 = icmp eq i8* %204, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %202) #11
  br i1 %205, label %288, label %290

206:                                              ; preds = %41, %284
  %207 = phi i64 [ 0, %41 ], [ %286, %284 ]
  %208 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i64 0, i64 %207, i32 0
  %209 = load i8*, i8** %208, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %42) #11
  %210 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %42, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i64 0, i64 0), i8* noundef %209, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #11
  %211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i64 0, i64 0), i8* noundef nonnull %42) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %43) #11
  %212 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %43, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef nonnull %42) #11
  %213 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %43) #12
  %214 = icmp eq i8* %213, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %43) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %42) #11
  br i1 %214, label %215, label %233

215:                                              ; preds = %206
  %216 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i64 0, i64 %207, i32 1
  br label %217

217:                                              ; preds = %215, %217
  %218 = phi i64 [ 0, %215 ], [ %231, %217 ]
  %219 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %218
  %220 = load double, double* %219, align 8, !tbaa !15
  store volatile double %220, double* @vd, align 8, !tbaa !15
  %221 = load double (double, double)*, double (double, double)** %216, align 8, !tbaa !28
  %222 = load volatile double, double* @vd, align 8, !tbaa !15
  %223 = trunc i64 %218 to i8
  %224 = add i8 %223, 3
  %225 = urem i8 %224, 14
  %226 = zext i8 %225 to i64
  %227 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %226
  %228 = load double, double* %227, align 8, !tbaa !15
  %229 = call double %221(double noundef %222, double noundef %228) #11
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %229)
  %231 = add nuw nsw i64 %218, 1
  %232 = icmp eq i64 %231, 14
  br i1 %232, label %233, label %217, !llvm.loop !29

233:                                              ; preds = %217, %206
  %234 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %44) #11
  %235 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %44, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i64 0, i64 0), i8* noundef %209, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)) #11
  %236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i64 0, i64 0), i8* noundef nonnull %44) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %45) #11
  %237 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %45, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef nonnull %44) #11
  %238 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %45) #12
  %239 = icmp eq i8* %238, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %45) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %44) #11
  br i1 %239, label %240, label %259

240:                                              ; preds = %233
  %241 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i64 0, i64 %207, i32 2
  br label %242

242:                                              ; preds = %240, %242
  %243 = phi i64 [ 0, %240 ], [ %257, %242 ]
  %244 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %243
  %245 = load float, float* %244, align 4, !tbaa !18
  store volatile float %245, float* @vf, align 4, !tbaa !18
  %246 = load float (float, float)*, float (float, float)** %241, align 8, !tbaa !30
  %247 = load volatile float, float* @vf, align 4, !tbaa !18
  %248 = trunc i64 %243 to i8
  %249 = add i8 %248, 3
  %250 = urem i8 %249, 11
  %251 = zext i8 %250 to i64
  %252 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %251
  %253 = load float, float* %252, align 4, !tbaa !18
  %254 = call float %246(float noundef %247, float noundef %253) #11
  %255 = fpext float %254 to double
  %256 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %255)
  %257 = add nuw nsw i64 %243, 1
  %258 = icmp eq i64 %257, 11
  br i1 %258, label %259, label %242, !llvm.loop !31

259:                                              ; preds = %242, %233
  %260 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %46) #11
  %261 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %46, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.67, i64 0, i64 0), i8* noundef %209, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)) #11
  %262 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.68, i64 0, i64 0), i8* noundef nonnull %46) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %47) #11
  %263 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %47, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef nonnull %46) #11
  %264 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %47) #12
  %265 = icmp eq i8* %264, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %47) #11
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %46) #11
  br i1 %265, label %266, label %284

266:                                              ; preds = %259
  %267 = getelementptr inbounds [10 x %struct.Binary], [10 x %struct.Binary]* @binary, i64 0, i64 %207, i32 3
  br label %268

268:                                              ; preds = %266, %268
  %269 = phi i64 [ 0, %266 ], [ %282, %268 ]
  %270 = getelementptr inbounds [10 x fp128], [10 x fp128]* @L, i64 0, i64 %269
  %271 = load fp128, fp128* %270, align 16, !tbaa !21
  store volatile fp128 %271, fp128* @vl, align 16, !tbaa !21
  %272 = load fp128 (fp128, fp128)*, fp128 (fp128, fp128)** %267, align 8, !tbaa !32
  %273 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %274 = trunc i64 %269 to i8
  %275 = add i8 %274, 3
  %276 = urem i8 %275, 10
  %277 = zext i8 %276 to i64
  %278 = getelementptr inbounds [10 x fp128], [10 x fp128]* @L, i64 0, i64 %277
  %279 = load fp128, fp128* %278, align 16, !tbaa !21
  %280 = call fp128 %272(fp128 noundef %273, fp128 noundef %279) #11
  %281 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), fp128 noundef %280)
  %282 = add nuw nsw i64 %269, 1
  %283 = icmp eq i64 %282, 10
  br i1 %283, label %284, label %268, !llvm.loop !33

284:                                              ; preds = %268, %259
  %285 = call i32 @putchar(i32 10)
  %286 = add nuw nsw i64 %207, 1
  %287 = icmp eq i64 %286, 10
  br i1 %287, label %200, label %206, !llvm.loop !34

288:                                              ; preds = %200
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !18
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), double noundef 0x3E50000000000000)
  br label %290

290:                                              ; preds = %288, %200
  %291 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %291) #11
  %292 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %291, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0)) #11
  %293 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %291) #12
  %294 = icmp eq i8* %293, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %291) #11
  br i1 %294, label %295, label %297

295:                                              ; preds = %290
  store volatile fp128 0xL999999999999999A3FFB999999999999, fp128* @vl, align 16, !tbaa !21
  %296 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i64 0, i64 0), fp128 noundef 0xL00000000000000003F8D000000000000)
  br label %297

297:                                              ; preds = %295, %290
  %298 = bitcast i32* %19 to i8*
  %299 = bitcast i32* %20 to i8*
  %300 = bitcast i32* %21 to i8*
  %301 = bitcast double* %22 to i8*
  %302 = bitcast double* %23 to i8*
  %303 = bitcast double* %24 to i8*
  %304 = getelementptr inbounds [32 x i8], [32 x i8]* %4, i64 0, i64 0
  %305 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  %306 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  br label %314

307:                                              ; preds = %407
  %308 = bitcast i32* %25 to i8*
  %309 = bitcast i32* %26 to i8*
  %310 = bitcast float* %27 to i8*
  %311 = bitcast float* %28 to i8*
  %312 = bitcast float* %29 to i8*
  %313 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 0
  br label %419

314:                                              ; preds = %297, %407
  %315 = phi i64 [ 0, %297 ], [ %411, %407 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %298) #11
  store i32 0, i32* %19, align 4, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %299) #11
  store i32 0, i32* %20, align 4, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %300) #11
  store i32 0, i32* %21, align 4, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %301) #11
  store double 0.000000e+00, double* %22, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %302) #11
  store double 0.000000e+00, double* %23, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %303) #11
  store double 0.000000e+00, double* %24, align 8, !tbaa !15
  %316 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %315
  %317 = load double, double* %316, align 8, !tbaa !15
  store volatile double %317, double* @vd, align 8, !tbaa !15
  %318 = load volatile double, double* @vd, align 8, !tbaa !15
  %319 = call double @frexp(double noundef %318, i32* noundef nonnull %19) #11
  %320 = load volatile double, double* @vd, align 8, !tbaa !15
  %321 = call double @modf(double noundef %320, double* noundef nonnull %22) #11
  %322 = load volatile double, double* @vd, align 8, !tbaa !15
  %323 = call double @remquo(double noundef %322, double noundef 0x3FE6666666666666, i32* noundef nonnull %20) #11
  %324 = load volatile double, double* @vd, align 8, !tbaa !15
  call void @sincos(double noundef %324, double* noundef nonnull %23, double* noundef nonnull %24) #11
  %325 = load i32, i32* %19, align 4, !tbaa !35
  %326 = load double, double* %22, align 8, !tbaa !15
  %327 = load double, double* %23, align 8, !tbaa !15
  %328 = load double, double* %24, align 8, !tbaa !15
  %329 = trunc i64 %315 to i32
  %330 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.11, i64 0, i64 0), i32 noundef %329, double noundef %319, i32 noundef %325, double noundef %321, double noundef %326, double noundef %327, double noundef %328)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %304) #11
  %331 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %304, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0)) #11
  %332 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %304) #12
  %333 = icmp eq i8* %332, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %304) #11
  br i1 %333, label %334, label %337

334:                                              ; preds = %314
  %335 = load i32, i32* %20, align 4, !tbaa !35
  %336 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i64 0, i64 0), double noundef %323, i32 noundef %335)
  br label %337

337:                                              ; preds = %334, %314
  %338 = load volatile double, double* @vd, align 8, !tbaa !15
  %339 = call double @lgamma_r(double noundef %338, i32* noundef nonnull %21) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %305) #11
  %340 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %305, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0)) #11
  %341 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %305) #12
  %342 = icmp eq i8* %341, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %305) #11
  br i1 %342, label %343, label %346

343:                                              ; preds = %337
  %344 = load i32, i32* %21, align 4, !tbaa !35
  %345 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), double noundef %339, i32 noundef %344)
  br label %346

346:                                              ; preds = %343, %337
  %347 = load volatile double, double* @vd, align 8, !tbaa !15
  %348 = call double @ldexp(double noundef %347, i32 noundef 5) #11
  %349 = load volatile double, double* @vd, align 8, !tbaa !15
  %350 = call double @scalbn(double noundef %349, i32 noundef -3) #11
  %351 = load volatile double, double* @vd, align 8, !tbaa !15
  %352 = call double @scalbln(double noundef %351, i64 noundef 7) #11
  %353 = load volatile double, double* @vd, align 8, !tbaa !15
  %354 = fcmp oeq double %353, 0.000000e+00
  br i1 %354, label %358, label %355

355:                                              ; preds = %346
  %356 = load volatile double, double* @vd, align 8, !tbaa !15
  %357 = call i32 @ilogb(double noundef %356) #11
  br label %358

358:                                              ; preds = %346, %355
  %359 = phi i32 [ %357, %355 ], [ 0, %346 ]
  %360 = load volatile double, double* @vd, align 8, !tbaa !15
  %361 = call double @llvm.fabs.f64(double %360)
  %362 = fcmp olt double %361, 1.000000e+15
  br i1 %362, label %363, label %366

363:                                              ; preds = %358
  %364 = load volatile double, double* @vd, align 8, !tbaa !15
  %365 = call i64 @lrint(double noundef %364) #11
  br label %366

366:                                              ; preds = %358, %363
  %367 = phi i64 [ %365, %363 ], [ 0, %358 ]
  %368 = load volatile double, double* @vd, align 8, !tbaa !15
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp olt double %369, 1.000000e+15
  br i1 %370, label %371, label %374

371:                                              ; preds = %366
  %372 = load volatile double, double* @vd, align 8, !tbaa !15
  %373 = call i64 @lround(double noundef %372) #11
  br label %374

374:                                              ; preds = %366, %371
  %375 = phi i64 [ %373, %371 ], [ 0, %366 ]
  %376 = load volatile double, double* @vd, align 8, !tbaa !15
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fcmp olt double %377, 1.000000e+15
  br i1 %378, label %379, label %382

379:                                              ; preds = %374
  %380 = load volatile double, double* @vd, align 8, !tbaa !15
  %381 = call i64 @llrint(double noundef %380) #11
  br label %382

382:                                              ; preds = %374, %379
  %383 = phi i64 [ %381, %379 ], [ 0, %374 ]
  %384 = load volatile double, double* @vd, align 8, !tbaa !15
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp olt double %385, 1.000000e+15
  br i1 %386, label %387, label %390

387:                                              ; preds = %382
  %388 = load volatile double, double* @vd, align 8, !tbaa !15
  %389 = call i64 @llround(double noundef %388) #11
  br label %390

390:                                              ; preds = %382, %387
  %391 = phi i64 [ %389, %387 ], [ 0, %382 ]
  %392 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([88 x i8], [88 x i8]* @.str.16, i64 0, i64 0), double noundef %348, double noundef %350, double noundef %352, i32 noundef %359, i64 noundef %367, i64 noundef %375, i64 noundef %383, i64 noundef %391)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %306) #11
  %393 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %306, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0)) #11
  %394 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %306) #12
  %395 = icmp eq i8* %394, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %306) #11
  br i1 %395, label %396, label %407

396:                                              ; preds = %390
  %397 = load volatile double, double* @vd, align 8, !tbaa !15
  %398 = call double @jn(i32 noundef 3, double noundef %397) #11
  %399 = load volatile double, double* @vd, align 8, !tbaa !15
  %400 = fcmp ogt double %399, 0.000000e+00
  br i1 %400, label %401, label %404

401:                                              ; preds = %396
  %402 = load volatile double, double* @vd, align 8, !tbaa !15
  %403 = call double @yn(i32 noundef 2, double noundef %402) #11
  br label %404

404:                                              ; preds = %396, %401
  %405 = phi double [ %403, %401 ], [ 0.000000e+00, %396 ]
  %406 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), double noundef %398, double noundef %405)
  br label %407

407:                                              ; preds = %404, %390
  %408 = load volatile double, double* @vd, align 8, !tbaa !15
  %409 = call double @nexttoward(double noundef %408, fp128 noundef 0xL00000000000000003FFF000000000000) #11
  %410 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.19, i64 0, i64 0), double noundef %409)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %303) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %302) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %301) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %300) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %299) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %298) #11
  %411 = add nuw nsw i64 %315, 1
  %412 = icmp eq i64 %411, 14
  br i1 %412, label %307, label %314, !llvm.loop !37

413:                                              ; preds = %451
  %414 = bitcast i32* %30 to i8*
  %415 = bitcast i32* %31 to i8*
  %416 = bitcast fp128* %32 to i8*
  %417 = bitcast fp128* %33 to i8*
  %418 = bitcast fp128* %34 to i8*
  br label %496

419:                                              ; preds = %307, %451
  %420 = phi i64 [ 0, %307 ], [ %452, %451 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %308) #11
  store i32 0, i32* %25, align 4, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %309) #11
  store i32 0, i32* %26, align 4, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %310) #11
  store float 0.000000e+00, float* %27, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %311) #11
  store float 0.000000e+00, float* %28, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %312) #11
  store float 0.000000e+00, float* %29, align 4, !tbaa !18
  %421 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %420
  %422 = load float, float* %421, align 4, !tbaa !18
  store volatile float %422, float* @vf, align 4, !tbaa !18
  %423 = load volatile float, float* @vf, align 4, !tbaa !18
  %424 = call float @frexpf(float noundef %423, i32* noundef nonnull %25) #11
  %425 = load volatile float, float* @vf, align 4, !tbaa !18
  %426 = call float @modff(float noundef %425, float* noundef nonnull %27) #11
  %427 = load volatile float, float* @vf, align 4, !tbaa !18
  %428 = call float @remquof(float noundef %427, float noundef 0x3FE6666660000000, i32* noundef nonnull %26) #11
  %429 = load volatile float, float* @vf, align 4, !tbaa !18
  call void @sincosf(float noundef %429, float* noundef nonnull %28, float* noundef nonnull %29) #11
  %430 = fpext float %424 to double
  %431 = load i32, i32* %25, align 4, !tbaa !35
  %432 = fpext float %426 to double
  %433 = load float, float* %27, align 4, !tbaa !18
  %434 = fpext float %433 to double
  %435 = fpext float %428 to double
  %436 = load i32, i32* %26, align 4, !tbaa !35
  %437 = load volatile float, float* @vf, align 4, !tbaa !18
  %438 = call float @ldexpf(float noundef %437, i32 noundef 4) #11
  %439 = fpext float %438 to double
  %440 = trunc i64 %420 to i32
  %441 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.20, i64 0, i64 0), i32 noundef %440, double noundef %430, i32 noundef %431, double noundef %432, double noundef %434, double noundef %435, i32 noundef %436, double noundef %439)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %313) #11
  %442 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %313, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0)) #11
  %443 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @inexact, i64 0, i64 0), i8* noundef nonnull %313) #12
  %444 = icmp eq i8* %443, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %313) #11
  br i1 %444, label %445, label %451

445:                                              ; preds = %419
  %446 = load float, float* %28, align 4, !tbaa !18
  %447 = fpext float %446 to double
  %448 = load float, float* %29, align 4, !tbaa !18
  %449 = fpext float %448 to double
  %450 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.22, i64 0, i64 0), double noundef %447, double noundef %449)
  br label %451

451:                                              ; preds = %445, %419
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %312) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %311) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %310) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %309) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %308) #11
  %452 = add nuw nsw i64 %420, 1
  %453 = icmp eq i64 %452, 11
  br i1 %453, label %413, label %419, !llvm.loop !38

454:                                              ; preds = %496
  %455 = call double @nan(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #12
  %456 = fcmp uno double %455, 0.000000e+00
  %457 = zext i1 %456 to i32
  %458 = call float @nanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0)) #12
  %459 = fcmp uno float %458, 0.000000e+00
  %460 = zext i1 %459 to i32
  %461 = call fp128 @nanl(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #12
  %462 = fcmp uno fp128 %461, 0xL00000000000000000000000000000000
  %463 = zext i1 %462 to i32
  %464 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.24, i64 0, i64 0), i32 noundef %457, i32 noundef %460, i32 noundef %463)
  store volatile double 0x7FF0000000000000, double* @vd, align 8, !tbaa !15
  %465 = load volatile double, double* @vd, align 8, !tbaa !15
  %466 = call double @exp(double noundef %465) #11
  %467 = load volatile double, double* @vd, align 8, !tbaa !15
  %468 = fneg double %467
  %469 = call double @exp(double noundef %468) #11
  %470 = load volatile double, double* @vd, align 8, !tbaa !15
  %471 = call double @atan(double noundef %470) #11
  %472 = load volatile double, double* @vd, align 8, !tbaa !15
  %473 = fneg double %472
  %474 = call double @tanh(double noundef %473) #11
  %475 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.26, i64 0, i64 0), double noundef %466, double noundef %469, double noundef %471, double noundef %474)
  store volatile double -1.000000e+00, double* @vd, align 8, !tbaa !15
  %476 = load volatile double, double* @vd, align 8, !tbaa !15
  %477 = call double @sqrt(double noundef %476) #11
  %478 = fcmp uno double %477, 0.000000e+00
  %479 = zext i1 %478 to i32
  %480 = load volatile double, double* @vd, align 8, !tbaa !15
  %481 = call double @log(double noundef %480) #11
  %482 = fcmp uno double %481, 0.000000e+00
  %483 = zext i1 %482 to i32
  %484 = load volatile double, double* @vd, align 8, !tbaa !15
  %485 = fadd double %484, 1.000000e+00
  %486 = call double @log(double noundef %485) #11
  %487 = call double @llvm.fabs.f64(double %486) #13
  %488 = fcmp oeq double %487, 0x7FF0000000000000
  %489 = bitcast double %486 to i64
  %490 = icmp slt i64 %489, 0
  %491 = select i1 %490, i32 -1, i32 1
  %492 = select i1 %488, i32 %491, i32 0
  %493 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.27, i64 0, i64 0), i32 noundef %479, i32 noundef %483, i32 noundef %492)
  %494 = call i32 @fegetround() #12
  %495 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.28, i64 0, i64 0), i32 noundef %494)
  ret i32 0

496:                                              ; preds = %413, %496
  %497 = phi i64 [ 0, %413 ], [ %514, %496 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %414) #11
  store i32 0, i32* %30, align 4, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %415) #11
  store i32 0, i32* %31, align 4, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %416) #11
  store fp128 0xL00000000000000000000000000000000, fp128* %32, align 16, !tbaa !21
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %417) #11
  store fp128 0xL00000000000000000000000000000000, fp128* %33, align 16, !tbaa !21
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %418) #11
  store fp128 0xL00000000000000000000000000000000, fp128* %34, align 16, !tbaa !21
  %498 = getelementptr inbounds [10 x fp128], [10 x fp128]* @L, i64 0, i64 %497
  %499 = load fp128, fp128* %498, align 16, !tbaa !21
  store volatile fp128 %499, fp128* @vl, align 16, !tbaa !21
  %500 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %501 = call fp128 @frexpl(fp128 noundef %500, i32* noundef nonnull %30) #11
  %502 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %503 = call fp128 @modfl(fp128 noundef %502, fp128* noundef nonnull %32) #11
  %504 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  %505 = call fp128 @remquol(fp128 noundef %504, fp128 noundef 0xL66666666666666663FFE666666666666, i32* noundef nonnull %31) #11
  %506 = load volatile fp128, fp128* @vl, align 16, !tbaa !21
  call void @sincosl(fp128 noundef %506, fp128* noundef nonnull %33, fp128* noundef nonnull %34) #11
  %507 = load i32, i32* %30, align 4, !tbaa !35
  %508 = load fp128, fp128* %32, align 16, !tbaa !21
  %509 = load i32, i32* %31, align 4, !tbaa !35
  %510 = load fp128, fp128* %33, align 16, !tbaa !21
  %511 = load fp128, fp128* %34, align 16, !tbaa !21
  %512 = trunc i64 %497 to i32
  %513 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.23, i64 0, i64 0), i32 noundef %512, fp128 noundef %501, i32 noundef %507, fp128 noundef %503, fp128 noundef %508, fp128 noundef %505, i32 noundef %509, fp128 noundef %510, fp128 noundef %511)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %418) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %417) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %416) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %415) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %414) #11
  %514 = add nuw nsw i64 %497, 1
  %515 = icmp eq i64 %514, 10
  br i1 %515, label %454, label %496, !llvm.loop !39
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
declare double @scalbln(double noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @nexttoward(double noundef, fp128 noundef) local_unnamed_addr #4

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
declare fp128 @frexpl(fp128 noundef, i32* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare fp128 @modfl(fp128 noundef, fp128* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare fp128 @remquol(fp128 noundef, fp128 noundef, i32* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincosl(fp128 noundef, fp128* noundef, fp128* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare double @nan(i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare float @nanf(i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare fp128 @nanl(i8* noundef) local_unnamed_addr #6

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
declare fp128 @sqrtl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @cbrt(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @cbrtf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @cbrtl(fp128 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @fabs(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @fabsf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @fabsl(fp128 noundef) #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @expf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @expl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp2(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @exp2f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @exp2l(fp128 noundef) #7

; Function Attrs: nounwind
declare double @exp10(double noundef) #4

; Function Attrs: nounwind
declare float @exp10f(float noundef) #4

; Function Attrs: nounwind
declare fp128 @exp10l(fp128 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @expm1(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @expm1f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @expm1l(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @logf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @logl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log2(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log2f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @log2l(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log10(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log10f(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @log10l(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log1p(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log1pf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @log1pl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @logb(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @logbf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @logbl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sin(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sinf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @sinl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @cosf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @cosl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @tan(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @tanf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @tanl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @asin(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @asinf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @asinl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @acos(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @acosf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @acosl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atanf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @atanl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sinh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sinhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @sinhl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cosh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @coshf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @coshl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @tanhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @tanhl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @asinh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @asinhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @asinhl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @acosh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @acoshf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @acoshl(fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atanh(double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atanhf(float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @atanhl(fp128 noundef) #7

; Function Attrs: nounwind
declare double @erf(double noundef) #4

; Function Attrs: nounwind
declare float @erff(float noundef) #4

; Function Attrs: nounwind
declare fp128 @erfl(fp128 noundef) #4

; Function Attrs: nounwind
declare double @erfc(double noundef) #4

; Function Attrs: nounwind
declare float @erfcf(float noundef) #4

; Function Attrs: nounwind
declare fp128 @erfcl(fp128 noundef) #4

; Function Attrs: nounwind
declare double @lgamma(double noundef) #4

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #4

; Function Attrs: nounwind
declare fp128 @lgammal(fp128 noundef) #4

; Function Attrs: nounwind
declare double @tgamma(double noundef) #4

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #4

; Function Attrs: nounwind
declare fp128 @tgammal(fp128 noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @ceil(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @ceilf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @ceill(fp128 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @floor(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @floorf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @floorl(fp128 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @trunc(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @truncf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @truncl(fp128 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @round(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @roundf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @roundl(fp128 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @rint(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @rintf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @rintl(fp128 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @nearbyint(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @nearbyintf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @nearbyintl(fp128 noundef) #8

; Function Attrs: nounwind
declare double @j0(double noundef) #4

; Function Attrs: nounwind
declare float @j0f(float noundef) #4

; Function Attrs: nounwind
declare fp128 @j0l(fp128 noundef) #4

; Function Attrs: nounwind
declare double @j1(double noundef) #4

; Function Attrs: nounwind
declare float @j1f(float noundef) #4

; Function Attrs: nounwind
declare fp128 @j1l(fp128 noundef) #4

; Function Attrs: nounwind
declare double @y0(double noundef) #4

; Function Attrs: nounwind
declare float @y0f(float noundef) #4

; Function Attrs: nounwind
declare fp128 @y0l(fp128 noundef) #4

; Function Attrs: nounwind
declare double @y1(double noundef) #4

; Function Attrs: nounwind
declare float @y1f(float noundef) #4

; Function Attrs: nounwind
declare fp128 @y1l(fp128 noundef) #4

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @pow(double noundef, double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @powf(float noundef, float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @powl(fp128 noundef, fp128 noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atan2(double noundef, double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atan2f(float noundef, float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @atan2l(fp128 noundef, fp128 noundef) #7

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare fp128 @hypotl(fp128 noundef, fp128 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @fmod(double noundef, double noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @fmodf(float noundef, float noundef) #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare fp128 @fmodl(fp128 noundef, fp128 noundef) #7

; Function Attrs: nofree nounwind
declare double @remainder(double noundef, double noundef) #2

; Function Attrs: nofree nounwind
declare float @remainderf(float noundef, float noundef) #2

; Function Attrs: nofree nounwind
declare fp128 @remainderl(fp128 noundef, fp128 noundef) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @copysign(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @copysignf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @copysignl(fp128 noundef, fp128 noundef) #8

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare fp128 @fdiml(fp128 noundef, fp128 noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @fmax(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @fmaxf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @fmaxl(fp128 noundef, fp128 noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @fmin(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @fminf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare fp128 @fminl(fp128 noundef, fp128 noundef) #8

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare fp128 @nextafterl(fp128 noundef, fp128 noundef) #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !12, i64 0}
!11 = !{!"Unary", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!12 = !{!"any pointer", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !13, i64 0}
!17 = !{!11, !12, i64 8}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !13, i64 0}
!20 = !{!11, !12, i64 16}
!21 = !{!22, !22, i64 0}
!22 = !{!"long double", !13, i64 0}
!23 = !{!11, !12, i64 24}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!27, !12, i64 0}
!27 = !{!"Binary", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!28 = !{!27, !12, i64 8}
!29 = distinct !{!29, !25}
!30 = !{!27, !12, i64 16}
!31 = distinct !{!31, !25}
!32 = !{!27, !12, i64 24}
!33 = distinct !{!33, !25}
!34 = distinct !{!34, !25}
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !13, i64 0}
!37 = distinct !{!37, !25}
!38 = distinct !{!38, !25}
!39 = distinct !{!39, !25}
