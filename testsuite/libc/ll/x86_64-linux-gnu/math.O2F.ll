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
@.str.4 = private unnamed_addr constant [6 x i8] c"sqrtf\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 16
@vf = internal global float 0.000000e+00, align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"\0A%sl:\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"sqrtl\00", align 1
@L = internal unnamed_addr constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 16
@vl = internal global x86_fp80 0xK00000000000000000000, align 16
@.str.7 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"cbrt\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"cbrtf\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"cbrtl\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"fabsf\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"fabsl\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"expf\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"expl\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"exp2\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"exp2f\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"exp2l\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"exp10\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"exp10f\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"exp10l\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"expm1\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"expm1f\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"expm1l\00", align 1
@.str.27 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"logf\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"logl\00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c"log2\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"log2f\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"log2l\00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.34 = private unnamed_addr constant [7 x i8] c"log10f\00", align 1
@.str.35 = private unnamed_addr constant [7 x i8] c"log10l\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@.str.37 = private unnamed_addr constant [7 x i8] c"log1pf\00", align 1
@.str.38 = private unnamed_addr constant [7 x i8] c"log1pl\00", align 1
@.str.39 = private unnamed_addr constant [5 x i8] c"logb\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"logbf\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"logbl\00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"sinf\00", align 1
@.str.44 = private unnamed_addr constant [5 x i8] c"sinl\00", align 1
@.str.45 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.46 = private unnamed_addr constant [5 x i8] c"cosf\00", align 1
@.str.47 = private unnamed_addr constant [5 x i8] c"cosl\00", align 1
@.str.48 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.49 = private unnamed_addr constant [5 x i8] c"tanf\00", align 1
@.str.50 = private unnamed_addr constant [5 x i8] c"tanl\00", align 1
@.str.51 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"asinf\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"asinl\00", align 1
@.str.54 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.55 = private unnamed_addr constant [6 x i8] c"acosf\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"acosl\00", align 1
@.str.57 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.58 = private unnamed_addr constant [6 x i8] c"atanf\00", align 1
@.str.59 = private unnamed_addr constant [6 x i8] c"atanl\00", align 1
@.str.60 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.61 = private unnamed_addr constant [6 x i8] c"sinhf\00", align 1
@.str.62 = private unnamed_addr constant [6 x i8] c"sinhl\00", align 1
@.str.63 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.64 = private unnamed_addr constant [6 x i8] c"coshf\00", align 1
@.str.65 = private unnamed_addr constant [6 x i8] c"coshl\00", align 1
@.str.66 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.67 = private unnamed_addr constant [6 x i8] c"tanhf\00", align 1
@.str.68 = private unnamed_addr constant [6 x i8] c"tanhl\00", align 1
@.str.69 = private unnamed_addr constant [6 x i8] c"asinh\00", align 1
@.str.70 = private unnamed_addr constant [7 x i8] c"asinhf\00", align 1
@.str.71 = private unnamed_addr constant [7 x i8] c"asinhl\00", align 1
@.str.72 = private unnamed_addr constant [6 x i8] c"acosh\00", align 1
@.str.73 = private unnamed_addr constant [7 x i8] c"acoshf\00", align 1
@.str.74 = private unnamed_addr constant [7 x i8] c"acoshl\00", align 1
@.str.75 = private unnamed_addr constant [6 x i8] c"atanh\00", align 1
@.str.76 = private unnamed_addr constant [7 x i8] c"atanhf\00", align 1
@.str.77 = private unnamed_addr constant [7 x i8] c"atanhl\00", align 1
@.str.78 = private unnamed_addr constant [4 x i8] c"erf\00", align 1
@.str.79 = private unnamed_addr constant [5 x i8] c"erff\00", align 1
@.str.80 = private unnamed_addr constant [5 x i8] c"erfl\00", align 1
@.str.81 = private unnamed_addr constant [5 x i8] c"erfc\00", align 1
@.str.82 = private unnamed_addr constant [6 x i8] c"erfcf\00", align 1
@.str.83 = private unnamed_addr constant [6 x i8] c"erfcl\00", align 1
@.str.84 = private unnamed_addr constant [7 x i8] c"lgamma\00", align 1
@.str.85 = private unnamed_addr constant [8 x i8] c"lgammaf\00", align 1
@.str.86 = private unnamed_addr constant [8 x i8] c"lgammal\00", align 1
@.str.87 = private unnamed_addr constant [7 x i8] c"tgamma\00", align 1
@.str.88 = private unnamed_addr constant [8 x i8] c"tgammaf\00", align 1
@.str.89 = private unnamed_addr constant [8 x i8] c"tgammal\00", align 1
@.str.90 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.91 = private unnamed_addr constant [6 x i8] c"ceilf\00", align 1
@.str.92 = private unnamed_addr constant [6 x i8] c"ceill\00", align 1
@.str.93 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.94 = private unnamed_addr constant [7 x i8] c"floorf\00", align 1
@.str.95 = private unnamed_addr constant [7 x i8] c"floorl\00", align 1
@.str.96 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.97 = private unnamed_addr constant [7 x i8] c"truncf\00", align 1
@.str.98 = private unnamed_addr constant [7 x i8] c"truncl\00", align 1
@.str.99 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.100 = private unnamed_addr constant [7 x i8] c"roundf\00", align 1
@.str.101 = private unnamed_addr constant [7 x i8] c"roundl\00", align 1
@.str.102 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.103 = private unnamed_addr constant [6 x i8] c"rintf\00", align 1
@.str.104 = private unnamed_addr constant [6 x i8] c"rintl\00", align 1
@.str.105 = private unnamed_addr constant [10 x i8] c"nearbyint\00", align 1
@.str.106 = private unnamed_addr constant [11 x i8] c"nearbyintf\00", align 1
@.str.107 = private unnamed_addr constant [11 x i8] c"nearbyintl\00", align 1
@.str.108 = private unnamed_addr constant [3 x i8] c"j0\00", align 1
@.str.109 = private unnamed_addr constant [4 x i8] c"j0f\00", align 1
@.str.110 = private unnamed_addr constant [4 x i8] c"j0l\00", align 1
@.str.111 = private unnamed_addr constant [3 x i8] c"j1\00", align 1
@.str.112 = private unnamed_addr constant [4 x i8] c"j1f\00", align 1
@.str.113 = private unnamed_addr constant [4 x i8] c"j1l\00", align 1
@.str.114 = private unnamed_addr constant [3 x i8] c"y0\00", align 1
@.str.115 = private unnamed_addr constant [4 x i8] c"y0f\00", align 1
@.str.116 = private unnamed_addr constant [4 x i8] c"y0l\00", align 1
@.str.117 = private unnamed_addr constant [3 x i8] c"y1\00", align 1
@.str.118 = private unnamed_addr constant [4 x i8] c"y1f\00", align 1
@.str.119 = private unnamed_addr constant [4 x i8] c"y1l\00", align 1
@.str.120 = private unnamed_addr constant [4 x i8] c"pow\00", align 1
@.str.121 = private unnamed_addr constant [5 x i8] c"powf\00", align 1
@.str.122 = private unnamed_addr constant [5 x i8] c"powl\00", align 1
@.str.123 = private unnamed_addr constant [6 x i8] c"atan2\00", align 1
@.str.124 = private unnamed_addr constant [7 x i8] c"atan2f\00", align 1
@.str.125 = private unnamed_addr constant [7 x i8] c"atan2l\00", align 1
@.str.126 = private unnamed_addr constant [6 x i8] c"hypot\00", align 1
@.str.127 = private unnamed_addr constant [7 x i8] c"hypotf\00", align 1
@.str.128 = private unnamed_addr constant [7 x i8] c"hypotl\00", align 1
@.str.129 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@.str.130 = private unnamed_addr constant [6 x i8] c"fmodf\00", align 1
@.str.131 = private unnamed_addr constant [6 x i8] c"fmodl\00", align 1
@.str.132 = private unnamed_addr constant [10 x i8] c"remainder\00", align 1
@.str.133 = private unnamed_addr constant [11 x i8] c"remainderf\00", align 1
@.str.134 = private unnamed_addr constant [11 x i8] c"remainderl\00", align 1
@.str.135 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.136 = private unnamed_addr constant [10 x i8] c"copysignf\00", align 1
@.str.137 = private unnamed_addr constant [10 x i8] c"copysignl\00", align 1
@.str.138 = private unnamed_addr constant [5 x i8] c"fdim\00", align 1
@.str.139 = private unnamed_addr constant [6 x i8] c"fdimf\00", align 1
@.str.140 = private unnamed_addr constant [6 x i8] c"fdiml\00", align 1
@.str.141 = private unnamed_addr constant [5 x i8] c"fmax\00", align 1
@.str.142 = private unnamed_addr constant [6 x i8] c"fmaxf\00", align 1
@.str.143 = private unnamed_addr constant [6 x i8] c"fmaxl\00", align 1
@.str.144 = private unnamed_addr constant [5 x i8] c"fmin\00", align 1
@.str.145 = private unnamed_addr constant [6 x i8] c"fminf\00", align 1
@.str.146 = private unnamed_addr constant [6 x i8] c"fminl\00", align 1
@.str.147 = private unnamed_addr constant [10 x i8] c"nextafter\00", align 1
@.str.148 = private unnamed_addr constant [11 x i8] c"nextafterf\00", align 1
@.str.149 = private unnamed_addr constant [11 x i8] c"nextafterl\00", align 1
@.str.150 = private unnamed_addr constant [9 x i8] c"fma: %a\0A\00", align 1
@.str.151 = private unnamed_addr constant [5 x i8] c"fmaf\00", align 1
@.str.152 = private unnamed_addr constant [10 x i8] c"fmaf: %a\0A\00", align 1
@.str.153 = private unnamed_addr constant [5 x i8] c"fmal\00", align 1
@.str.154 = private unnamed_addr constant [11 x i8] c"fmal: %La\0A\00", align 1
@.str.155 = private unnamed_addr constant [44 x i8] c"d[%u]: frexp %a %d modf %a %a sincos %a %a\0A\00", align 1
@.str.156 = private unnamed_addr constant [7 x i8] c"remquo\00", align 1
@.str.157 = private unnamed_addr constant [16 x i8] c"  remquo %a %d\0A\00", align 1
@.str.158 = private unnamed_addr constant [9 x i8] c"lgamma_r\00", align 1
@.str.159 = private unnamed_addr constant [18 x i8] c"  lgamma_r %a %d\0A\00", align 1
@.str.160 = private unnamed_addr constant [88 x i8] c"  ldexp %a scalbn %a scalbln %a ilogb %d lrint %ld lround %ld llrint %lld llround %lld\0A\00", align 1
@.str.161 = private unnamed_addr constant [3 x i8] c"jn\00", align 1
@.str.162 = private unnamed_addr constant [15 x i8] c"  jn %a yn %a\0A\00", align 1
@.str.163 = private unnamed_addr constant [17 x i8] c"  nexttoward %a\0A\00", align 1
@.str.164 = private unnamed_addr constant [57 x i8] c"f[%u]: frexpf %a %d modff %a %a remquof %a %d ldexpf %a\0A\00", align 1
@.str.165 = private unnamed_addr constant [8 x i8] c"sincosf\00", align 1
@.str.166 = private unnamed_addr constant [17 x i8] c"  sincosf %a %a\0A\00", align 1
@.str.167 = private unnamed_addr constant [67 x i8] c"l[%u]: frexpl %La %d modfl %La %La remquol %La %d sincosl %La %La\0A\00", align 1
@.str.168 = private unnamed_addr constant [15 x i8] c"nan: %d %d %d\0A\00", align 1
@.str.169 = private constant [1 x i8] zeroinitializer, align 1
@.str.170 = private unnamed_addr constant [2 x i8] c"7\00", align 1
@.str.171 = private unnamed_addr constant [18 x i8] c"inf: %a %a %a %a\0A\00", align 1
@.str.172 = private unnamed_addr constant [18 x i8] c"domain: %d %d %d\0A\00", align 1
@.str.173 = private unnamed_addr constant [16 x i8] c"fegetround: %d\0A\00", align 1
@.str.174 = private unnamed_addr constant [5 x i8] c" %s \00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 16
  %2 = alloca [32 x i8], align 16
  %3 = alloca [32 x i8], align 16
  %4 = alloca [32 x i8], align 16
  %5 = alloca [32 x i8], align 16
  %6 = alloca [32 x i8], align 16
  %7 = alloca [32 x i8], align 16
  %8 = alloca [32 x i8], align 16
  %9 = alloca [32 x i8], align 16
  %10 = alloca [32 x i8], align 16
  %11 = alloca [32 x i8], align 16
  %12 = alloca [32 x i8], align 16
  %13 = alloca [32 x i8], align 16
  %14 = alloca [32 x i8], align 16
  %15 = alloca [32 x i8], align 16
  %16 = alloca [32 x i8], align 16
  %17 = alloca [32 x i8], align 16
  %18 = alloca [32 x i8], align 16
  %19 = alloca [32 x i8], align 16
  %20 = alloca [32 x i8], align 16
  %21 = alloca [32 x i8], align 16
  %22 = alloca [32 x i8], align 16
  %23 = alloca [32 x i8], align 16
  %24 = alloca [32 x i8], align 16
  %25 = alloca [32 x i8], align 16
  %26 = alloca [32 x i8], align 16
  %27 = alloca [32 x i8], align 16
  %28 = alloca [32 x i8], align 16
  %29 = alloca [32 x i8], align 16
  %30 = alloca [32 x i8], align 16
  %31 = alloca [32 x i8], align 16
  %32 = alloca [32 x i8], align 16
  %33 = alloca [32 x i8], align 16
  %34 = alloca [32 x i8], align 16
  %35 = alloca [32 x i8], align 16
  %36 = alloca [32 x i8], align 16
  %37 = alloca [32 x i8], align 16
  %38 = alloca [32 x i8], align 16
  %39 = alloca [32 x i8], align 16
  %40 = alloca [32 x i8], align 16
  %41 = alloca [32 x i8], align 16
  %42 = alloca [32 x i8], align 16
  %43 = alloca [32 x i8], align 16
  %44 = alloca [32 x i8], align 16
  %45 = alloca [32 x i8], align 16
  %46 = alloca [32 x i8], align 16
  %47 = alloca [32 x i8], align 16
  %48 = alloca [32 x i8], align 16
  %49 = alloca [32 x i8], align 16
  %50 = alloca [32 x i8], align 16
  %51 = alloca [32 x i8], align 16
  %52 = alloca [32 x i8], align 16
  %53 = alloca [32 x i8], align 16
  %54 = alloca [32 x i8], align 16
  %55 = alloca [32 x i8], align 16
  %56 = alloca [32 x i8], align 16
  %57 = alloca [32 x i8], align 16
  %58 = alloca [32 x i8], align 16
  %59 = alloca [32 x i8], align 16
  %60 = alloca [32 x i8], align 16
  %61 = alloca [32 x i8], align 16
  %62 = alloca [32 x i8], align 16
  %63 = alloca [32 x i8], align 16
  %64 = alloca [32 x i8], align 16
  %65 = alloca [32 x i8], align 16
  %66 = alloca [32 x i8], align 16
  %67 = alloca [32 x i8], align 16
  %68 = alloca [32 x i8], align 16
  %69 = alloca [32 x i8], align 16
  %70 = alloca [32 x i8], align 16
  %71 = alloca [32 x i8], align 16
  %72 = alloca [32 x i8], align 16
  %73 = alloca [32 x i8], align 16
  %74 = alloca [32 x i8], align 16
  %75 = alloca [32 x i8], align 16
  %76 = alloca [32 x i8], align 16
  %77 = alloca [32 x i8], align 16
  %78 = alloca [32 x i8], align 16
  %79 = alloca [32 x i8], align 16
  %80 = alloca [32 x i8], align 16
  %81 = alloca [32 x i8], align 16
  %82 = alloca [32 x i8], align 16
  %83 = alloca [32 x i8], align 16
  %84 = alloca [32 x i8], align 16
  %85 = alloca [32 x i8], align 16
  %86 = alloca [32 x i8], align 16
  %87 = alloca [32 x i8], align 16
  %88 = alloca [32 x i8], align 16
  %89 = alloca [32 x i8], align 16
  %90 = alloca [32 x i8], align 16
  %91 = alloca [32 x i8], align 16
  %92 = alloca [32 x i8], align 16
  %93 = alloca [32 x i8], align 16
  %94 = alloca [32 x i8], align 16
  %95 = alloca [32 x i8], align 16
  %96 = alloca [32 x i8], align 16
  %97 = alloca [32 x i8], align 16
  %98 = alloca [32 x i8], align 16
  %99 = alloca [32 x i8], align 16
  %100 = alloca [32 x i8], align 16
  %101 = alloca [32 x i8], align 16
  %102 = alloca [32 x i8], align 16
  %103 = alloca [32 x i8], align 16
  %104 = alloca [32 x i8], align 16
  %105 = alloca [32 x i8], align 16
  %106 = alloca [32 x i8], align 16
  %107 = alloca [32 x i8], align 16
  %108 = alloca [32 x i8], align 16
  %109 = alloca [32 x i8], align 16
  %110 = alloca [32 x i8], align 16
  %111 = alloca [32 x i8], align 16
  %112 = alloca [32 x i8], align 16
  %113 = alloca [32 x i8], align 16
  %114 = alloca [32 x i8], align 16
  %115 = alloca [32 x i8], align 16
  %116 = alloca [32 x i8], align 16
  %117 = alloca [32 x i8], align 16
  %118 = alloca [32 x i8], align 16
  %119 = alloca [32 x i8], align 16
  %120 = alloca [32 x i8], align 16
  %121 = alloca [32 x i8], align 16
  %122 = alloca [32 x i8], align 16
  %123 = alloca [32 x i8], align 16
  %124 = alloca [32 x i8], align 16
  %125 = alloca [32 x i8], align 16
  %126 = alloca [32 x i8], align 16
  %127 = alloca [32 x i8], align 16
  %128 = alloca [32 x i8], align 16
  %129 = alloca [32 x i8], align 16
  %130 = alloca [32 x i8], align 16
  %131 = alloca [32 x i8], align 16
  %132 = alloca [32 x i8], align 16
  %133 = alloca [32 x i8], align 16
  %134 = alloca [32 x i8], align 16
  %135 = alloca [32 x i8], align 16
  %136 = alloca [32 x i8], align 16
  %137 = alloca [32 x i8], align 16
  %138 = alloca [32 x i8], align 16
  %139 = alloca [32 x i8], align 16
  %140 = alloca [32 x i8], align 16
  %141 = alloca [32 x i8], align 16
  %142 = alloca [32 x i8], align 16
  %143 = alloca [32 x i8], align 16
  %144 = alloca [32 x i8], align 16
  %145 = alloca [32 x i8], align 16
  %146 = alloca [32 x i8], align 16
  %147 = alloca [32 x i8], align 16
  %148 = alloca [32 x i8], align 16
  %149 = alloca [32 x i8], align 16
  %150 = alloca [32 x i8], align 16
  %151 = alloca i32, align 4
  %152 = alloca i32, align 4
  %153 = alloca i32, align 4
  %154 = alloca double, align 8
  %155 = alloca double, align 8
  %156 = alloca double, align 8
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca float, align 4
  %160 = alloca float, align 4
  %161 = alloca float, align 4
  %162 = alloca i32, align 4
  %163 = alloca i32, align 4
  %164 = alloca x86_fp80, align 16
  %165 = alloca x86_fp80, align 16
  %166 = alloca x86_fp80, align 16
  %167 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1) #12
  br label %168

168:                                              ; preds = %0, %175
  %169 = phi i64 [ 0, %0 ], [ %181, %175 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %150) #12
  %170 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %150, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.1) #12
  %171 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %150) #13
  %172 = icmp eq ptr %171, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %150) #12
  br i1 %172, label %175, label %173

173:                                              ; preds = %175, %168
  %174 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1) #12
  br label %183

175:                                              ; preds = %168
  %176 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %169
  %177 = load double, ptr %176, align 8, !tbaa !5
  store volatile double %177, ptr @vd, align 8, !tbaa !5
  %178 = load volatile double, ptr @vd, align 8, !tbaa !5
  %179 = call double @sqrt(double noundef %178) #12
  %180 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %179) #12
  %181 = add nuw nsw i64 %169, 1
  %182 = icmp eq i64 %181, 14
  br i1 %182, label %173, label %168, !llvm.loop !9

183:                                              ; preds = %173, %190
  %184 = phi i64 [ 0, %173 ], [ %197, %190 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %149) #12
  %185 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %149, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.4) #12
  %186 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %149) #13
  %187 = icmp eq ptr %186, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %149) #12
  br i1 %187, label %190, label %188

188:                                              ; preds = %190, %183
  %189 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1) #12
  br label %199

190:                                              ; preds = %183
  %191 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %184
  %192 = load float, ptr %191, align 4, !tbaa !11
  store volatile float %192, ptr @vf, align 4, !tbaa !11
  %193 = load volatile float, ptr @vf, align 4, !tbaa !11
  %194 = call float @sqrtf(float noundef %193) #12
  %195 = fpext float %194 to double
  %196 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %195) #12
  %197 = add nuw nsw i64 %184, 1
  %198 = icmp eq i64 %197, 11
  br i1 %198, label %188, label %183, !llvm.loop !13

199:                                              ; preds = %188, %207
  %200 = phi i64 [ 0, %188 ], [ %213, %207 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %148) #12
  %201 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %148, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.6) #12
  %202 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %148) #13
  %203 = icmp eq ptr %202, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %148) #12
  br i1 %203, label %207, label %204

204:                                              ; preds = %207, %199
  %205 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %206 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.9) #12
  br label %215

207:                                              ; preds = %199
  %208 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %200
  %209 = load x86_fp80, ptr %208, align 16, !tbaa !14
  store volatile x86_fp80 %209, ptr @vl, align 16, !tbaa !14
  %210 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %211 = call x86_fp80 @sqrtl(x86_fp80 noundef %210) #12
  %212 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %211) #12
  %213 = add nuw nsw i64 %200, 1
  %214 = icmp eq i64 %213, 10
  br i1 %214, label %204, label %199, !llvm.loop !16

215:                                              ; preds = %204, %222
  %216 = phi i64 [ 0, %204 ], [ %228, %222 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %147) #12
  %217 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %147, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.9) #12
  %218 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %147) #13
  %219 = icmp eq ptr %218, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %147) #12
  br i1 %219, label %222, label %220

220:                                              ; preds = %222, %215
  %221 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9) #12
  br label %230

222:                                              ; preds = %215
  %223 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %216
  %224 = load double, ptr %223, align 8, !tbaa !5
  store volatile double %224, ptr @vd, align 8, !tbaa !5
  %225 = load volatile double, ptr @vd, align 8, !tbaa !5
  %226 = call double @cbrt(double noundef %225) #14
  %227 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %226) #12
  %228 = add nuw nsw i64 %216, 1
  %229 = icmp eq i64 %228, 14
  br i1 %229, label %220, label %215, !llvm.loop !17

230:                                              ; preds = %220, %237
  %231 = phi i64 [ 0, %220 ], [ %244, %237 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %146) #12
  %232 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %146, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.10) #12
  %233 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %146) #13
  %234 = icmp eq ptr %233, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %146) #12
  br i1 %234, label %237, label %235

235:                                              ; preds = %237, %230
  %236 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.9) #12
  br label %246

237:                                              ; preds = %230
  %238 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %231
  %239 = load float, ptr %238, align 4, !tbaa !11
  store volatile float %239, ptr @vf, align 4, !tbaa !11
  %240 = load volatile float, ptr @vf, align 4, !tbaa !11
  %241 = call float @cbrtf(float noundef %240) #14
  %242 = fpext float %241 to double
  %243 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %242) #12
  %244 = add nuw nsw i64 %231, 1
  %245 = icmp eq i64 %244, 11
  br i1 %245, label %235, label %230, !llvm.loop !18

246:                                              ; preds = %235, %254
  %247 = phi i64 [ 0, %235 ], [ %260, %254 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %145) #12
  %248 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %145, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.11) #12
  %249 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %145) #13
  %250 = icmp eq ptr %249, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %145) #12
  br i1 %250, label %254, label %251

251:                                              ; preds = %254, %246
  %252 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %253 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #12
  br label %262

254:                                              ; preds = %246
  %255 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %247
  %256 = load x86_fp80, ptr %255, align 16, !tbaa !14
  store volatile x86_fp80 %256, ptr @vl, align 16, !tbaa !14
  %257 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %258 = call x86_fp80 @cbrtl(x86_fp80 noundef %257) #14
  %259 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %258) #12
  %260 = add nuw nsw i64 %247, 1
  %261 = icmp eq i64 %260, 10
  br i1 %261, label %251, label %246, !llvm.loop !19

262:                                              ; preds = %251, %269
  %263 = phi i64 [ 0, %251 ], [ %275, %269 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %144) #12
  %264 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %144, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.12) #12
  %265 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %144) #13
  %266 = icmp eq ptr %265, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %144) #12
  br i1 %266, label %269, label %267

267:                                              ; preds = %269, %262
  %268 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.12) #12
  br label %277

269:                                              ; preds = %262
  %270 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %263
  %271 = load double, ptr %270, align 8, !tbaa !5
  store volatile double %271, ptr @vd, align 8, !tbaa !5
  %272 = load volatile double, ptr @vd, align 8, !tbaa !5
  %273 = call double @llvm.fabs.f64(double %272)
  %274 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %273) #12
  %275 = add nuw nsw i64 %263, 1
  %276 = icmp eq i64 %275, 14
  br i1 %276, label %267, label %262, !llvm.loop !20

277:                                              ; preds = %267, %284
  %278 = phi i64 [ 0, %267 ], [ %291, %284 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %143) #12
  %279 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %143, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.13) #12
  %280 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %143) #13
  %281 = icmp eq ptr %280, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %143) #12
  br i1 %281, label %284, label %282

282:                                              ; preds = %284, %277
  %283 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.12) #12
  br label %293

284:                                              ; preds = %277
  %285 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %278
  %286 = load float, ptr %285, align 4, !tbaa !11
  store volatile float %286, ptr @vf, align 4, !tbaa !11
  %287 = load volatile float, ptr @vf, align 4, !tbaa !11
  %288 = call float @llvm.fabs.f32(float %287)
  %289 = fpext float %288 to double
  %290 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %289) #12
  %291 = add nuw nsw i64 %278, 1
  %292 = icmp eq i64 %291, 11
  br i1 %292, label %282, label %277, !llvm.loop !21

293:                                              ; preds = %282, %301
  %294 = phi i64 [ 0, %282 ], [ %307, %301 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %142) #12
  %295 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %142, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.14) #12
  %296 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %142) #13
  %297 = icmp eq ptr %296, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %142) #12
  br i1 %297, label %301, label %298

298:                                              ; preds = %301, %293
  %299 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %300 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.15) #12
  br label %309

301:                                              ; preds = %293
  %302 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %294
  %303 = load x86_fp80, ptr %302, align 16, !tbaa !14
  store volatile x86_fp80 %303, ptr @vl, align 16, !tbaa !14
  %304 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %305 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %304)
  %306 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %305) #12
  %307 = add nuw nsw i64 %294, 1
  %308 = icmp eq i64 %307, 10
  br i1 %308, label %298, label %293, !llvm.loop !22

309:                                              ; preds = %298, %316
  %310 = phi i64 [ 0, %298 ], [ %322, %316 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %141) #12
  %311 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %141, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.15) #12
  %312 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %141) #13
  %313 = icmp eq ptr %312, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %141) #12
  br i1 %313, label %316, label %314

314:                                              ; preds = %316, %309
  %315 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.15) #12
  br label %324

316:                                              ; preds = %309
  %317 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %310
  %318 = load double, ptr %317, align 8, !tbaa !5
  store volatile double %318, ptr @vd, align 8, !tbaa !5
  %319 = load volatile double, ptr @vd, align 8, !tbaa !5
  %320 = call double @exp(double noundef %319) #12
  %321 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %320) #12
  %322 = add nuw nsw i64 %310, 1
  %323 = icmp eq i64 %322, 14
  br i1 %323, label %314, label %309, !llvm.loop !23

324:                                              ; preds = %314, %331
  %325 = phi i64 [ 0, %314 ], [ %338, %331 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %140) #12
  %326 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %140, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.16) #12
  %327 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %140) #13
  %328 = icmp eq ptr %327, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %140) #12
  br i1 %328, label %331, label %329

329:                                              ; preds = %331, %324
  %330 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.15) #12
  br label %340

331:                                              ; preds = %324
  %332 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %325
  %333 = load float, ptr %332, align 4, !tbaa !11
  store volatile float %333, ptr @vf, align 4, !tbaa !11
  %334 = load volatile float, ptr @vf, align 4, !tbaa !11
  %335 = call float @expf(float noundef %334) #12, !tbaa !24
  %336 = fpext float %335 to double
  %337 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %336) #12
  %338 = add nuw nsw i64 %325, 1
  %339 = icmp eq i64 %338, 11
  br i1 %339, label %329, label %324, !llvm.loop !26

340:                                              ; preds = %329, %348
  %341 = phi i64 [ 0, %329 ], [ %354, %348 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %139) #12
  %342 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %139, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.17) #12
  %343 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %139) #13
  %344 = icmp eq ptr %343, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %139) #12
  br i1 %344, label %348, label %345

345:                                              ; preds = %348, %340
  %346 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %347 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.18) #12
  br label %356

348:                                              ; preds = %340
  %349 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %341
  %350 = load x86_fp80, ptr %349, align 16, !tbaa !14
  store volatile x86_fp80 %350, ptr @vl, align 16, !tbaa !14
  %351 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %352 = call x86_fp80 @expl(x86_fp80 noundef %351) #12
  %353 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %352) #12
  %354 = add nuw nsw i64 %341, 1
  %355 = icmp eq i64 %354, 10
  br i1 %355, label %345, label %340, !llvm.loop !27

356:                                              ; preds = %345, %363
  %357 = phi i64 [ 0, %345 ], [ %369, %363 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %138) #12
  %358 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %138, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.18) #12
  %359 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %138) #13
  %360 = icmp eq ptr %359, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %138) #12
  br i1 %360, label %363, label %361

361:                                              ; preds = %363, %356
  %362 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.18) #12
  br label %371

363:                                              ; preds = %356
  %364 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %357
  %365 = load double, ptr %364, align 8, !tbaa !5
  store volatile double %365, ptr @vd, align 8, !tbaa !5
  %366 = load volatile double, ptr @vd, align 8, !tbaa !5
  %367 = call double @exp2(double noundef %366) #12
  %368 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %367) #12
  %369 = add nuw nsw i64 %357, 1
  %370 = icmp eq i64 %369, 14
  br i1 %370, label %361, label %356, !llvm.loop !28

371:                                              ; preds = %361, %378
  %372 = phi i64 [ 0, %361 ], [ %385, %378 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %137) #12
  %373 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %137, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.19) #12
  %374 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %137) #13
  %375 = icmp eq ptr %374, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %137) #12
  br i1 %375, label %378, label %376

376:                                              ; preds = %378, %371
  %377 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.18) #12
  br label %387

378:                                              ; preds = %371
  %379 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %372
  %380 = load float, ptr %379, align 4, !tbaa !11
  store volatile float %380, ptr @vf, align 4, !tbaa !11
  %381 = load volatile float, ptr @vf, align 4, !tbaa !11
  %382 = call float @exp2f(float noundef %381) #12
  %383 = fpext float %382 to double
  %384 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %383) #12
  %385 = add nuw nsw i64 %372, 1
  %386 = icmp eq i64 %385, 11
  br i1 %386, label %376, label %371, !llvm.loop !29

387:                                              ; preds = %376, %395
  %388 = phi i64 [ 0, %376 ], [ %401, %395 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %136) #12
  %389 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %136, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.20) #12
  %390 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %136) #13
  %391 = icmp eq ptr %390, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %136) #12
  br i1 %391, label %395, label %392

392:                                              ; preds = %395, %387
  %393 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %394 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.21) #12
  br label %403

395:                                              ; preds = %387
  %396 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %388
  %397 = load x86_fp80, ptr %396, align 16, !tbaa !14
  store volatile x86_fp80 %397, ptr @vl, align 16, !tbaa !14
  %398 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %399 = call x86_fp80 @exp2l(x86_fp80 noundef %398) #12
  %400 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %399) #12
  %401 = add nuw nsw i64 %388, 1
  %402 = icmp eq i64 %401, 10
  br i1 %402, label %392, label %387, !llvm.loop !30

403:                                              ; preds = %392, %410
  %404 = phi i64 [ 0, %392 ], [ %416, %410 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %135) #12
  %405 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %135, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.21) #12
  %406 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %135) #13
  %407 = icmp eq ptr %406, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %135) #12
  br i1 %407, label %410, label %408

408:                                              ; preds = %410, %403
  %409 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.21) #12
  br label %418

410:                                              ; preds = %403
  %411 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %404
  %412 = load double, ptr %411, align 8, !tbaa !5
  store volatile double %412, ptr @vd, align 8, !tbaa !5
  %413 = load volatile double, ptr @vd, align 8, !tbaa !5
  %414 = call double @exp10(double noundef %413) #12
  %415 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %414) #12
  %416 = add nuw nsw i64 %404, 1
  %417 = icmp eq i64 %416, 14
  br i1 %417, label %408, label %403, !llvm.loop !31

418:                                              ; preds = %408, %425
  %419 = phi i64 [ 0, %408 ], [ %432, %425 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %134) #12
  %420 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %134, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.22) #12
  %421 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %134) #13
  %422 = icmp eq ptr %421, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %134) #12
  br i1 %422, label %425, label %423

423:                                              ; preds = %425, %418
  %424 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.21) #12
  br label %434

425:                                              ; preds = %418
  %426 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %419
  %427 = load float, ptr %426, align 4, !tbaa !11
  store volatile float %427, ptr @vf, align 4, !tbaa !11
  %428 = load volatile float, ptr @vf, align 4, !tbaa !11
  %429 = call float @exp10f(float noundef %428) #12
  %430 = fpext float %429 to double
  %431 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %430) #12
  %432 = add nuw nsw i64 %419, 1
  %433 = icmp eq i64 %432, 11
  br i1 %433, label %423, label %418, !llvm.loop !32

434:                                              ; preds = %423, %442
  %435 = phi i64 [ 0, %423 ], [ %448, %442 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %133) #12
  %436 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %133, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.23) #12
  %437 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %133) #13
  %438 = icmp eq ptr %437, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %133) #12
  br i1 %438, label %442, label %439

439:                                              ; preds = %442, %434
  %440 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %441 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.24) #12
  br label %450

442:                                              ; preds = %434
  %443 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %435
  %444 = load x86_fp80, ptr %443, align 16, !tbaa !14
  store volatile x86_fp80 %444, ptr @vl, align 16, !tbaa !14
  %445 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %446 = call x86_fp80 @exp10l(x86_fp80 noundef %445) #12
  %447 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %446) #12
  %448 = add nuw nsw i64 %435, 1
  %449 = icmp eq i64 %448, 10
  br i1 %449, label %439, label %434, !llvm.loop !33

450:                                              ; preds = %439, %457
  %451 = phi i64 [ 0, %439 ], [ %463, %457 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %132) #12
  %452 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %132, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.24) #12
  %453 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %132) #13
  %454 = icmp eq ptr %453, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %132) #12
  br i1 %454, label %457, label %455

455:                                              ; preds = %457, %450
  %456 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.24) #12
  br label %465

457:                                              ; preds = %450
  %458 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %451
  %459 = load double, ptr %458, align 8, !tbaa !5
  store volatile double %459, ptr @vd, align 8, !tbaa !5
  %460 = load volatile double, ptr @vd, align 8, !tbaa !5
  %461 = call double @expm1(double noundef %460) #12
  %462 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %461) #12
  %463 = add nuw nsw i64 %451, 1
  %464 = icmp eq i64 %463, 14
  br i1 %464, label %455, label %450, !llvm.loop !34

465:                                              ; preds = %455, %472
  %466 = phi i64 [ 0, %455 ], [ %479, %472 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %131) #12
  %467 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %131, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.25) #12
  %468 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %131) #13
  %469 = icmp eq ptr %468, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %131) #12
  br i1 %469, label %472, label %470

470:                                              ; preds = %472, %465
  %471 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.24) #12
  br label %481

472:                                              ; preds = %465
  %473 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %466
  %474 = load float, ptr %473, align 4, !tbaa !11
  store volatile float %474, ptr @vf, align 4, !tbaa !11
  %475 = load volatile float, ptr @vf, align 4, !tbaa !11
  %476 = call float @expm1f(float noundef %475) #12
  %477 = fpext float %476 to double
  %478 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %477) #12
  %479 = add nuw nsw i64 %466, 1
  %480 = icmp eq i64 %479, 11
  br i1 %480, label %470, label %465, !llvm.loop !35

481:                                              ; preds = %470, %489
  %482 = phi i64 [ 0, %470 ], [ %495, %489 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %130) #12
  %483 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %130, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.26) #12
  %484 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %130) #13
  %485 = icmp eq ptr %484, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %130) #12
  br i1 %485, label %489, label %486

486:                                              ; preds = %489, %481
  %487 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %488 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.27) #12
  br label %497

489:                                              ; preds = %481
  %490 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %482
  %491 = load x86_fp80, ptr %490, align 16, !tbaa !14
  store volatile x86_fp80 %491, ptr @vl, align 16, !tbaa !14
  %492 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %493 = call x86_fp80 @expm1l(x86_fp80 noundef %492) #12
  %494 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %493) #12
  %495 = add nuw nsw i64 %482, 1
  %496 = icmp eq i64 %495, 10
  br i1 %496, label %486, label %481, !llvm.loop !36

497:                                              ; preds = %486, %504
  %498 = phi i64 [ 0, %486 ], [ %510, %504 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %129) #12
  %499 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %129, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.27) #12
  %500 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %129) #13
  %501 = icmp eq ptr %500, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %129) #12
  br i1 %501, label %504, label %502

502:                                              ; preds = %504, %497
  %503 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.27) #12
  br label %512

504:                                              ; preds = %497
  %505 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %498
  %506 = load double, ptr %505, align 8, !tbaa !5
  store volatile double %506, ptr @vd, align 8, !tbaa !5
  %507 = load volatile double, ptr @vd, align 8, !tbaa !5
  %508 = call double @log(double noundef %507) #12
  %509 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %508) #12
  %510 = add nuw nsw i64 %498, 1
  %511 = icmp eq i64 %510, 14
  br i1 %511, label %502, label %497, !llvm.loop !37

512:                                              ; preds = %502, %519
  %513 = phi i64 [ 0, %502 ], [ %526, %519 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %128) #12
  %514 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %128, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.28) #12
  %515 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %128) #13
  %516 = icmp eq ptr %515, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %128) #12
  br i1 %516, label %519, label %517

517:                                              ; preds = %519, %512
  %518 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.27) #12
  br label %528

519:                                              ; preds = %512
  %520 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %513
  %521 = load float, ptr %520, align 4, !tbaa !11
  store volatile float %521, ptr @vf, align 4, !tbaa !11
  %522 = load volatile float, ptr @vf, align 4, !tbaa !11
  %523 = call float @logf(float noundef %522) #12
  %524 = fpext float %523 to double
  %525 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %524) #12
  %526 = add nuw nsw i64 %513, 1
  %527 = icmp eq i64 %526, 11
  br i1 %527, label %517, label %512, !llvm.loop !38

528:                                              ; preds = %517, %536
  %529 = phi i64 [ 0, %517 ], [ %542, %536 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %127) #12
  %530 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %127, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.29) #12
  %531 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %127) #13
  %532 = icmp eq ptr %531, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %127) #12
  br i1 %532, label %536, label %533

533:                                              ; preds = %536, %528
  %534 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %535 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.30) #12
  br label %544

536:                                              ; preds = %528
  %537 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %529
  %538 = load x86_fp80, ptr %537, align 16, !tbaa !14
  store volatile x86_fp80 %538, ptr @vl, align 16, !tbaa !14
  %539 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %540 = call x86_fp80 @logl(x86_fp80 noundef %539) #12
  %541 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %540) #12
  %542 = add nuw nsw i64 %529, 1
  %543 = icmp eq i64 %542, 10
  br i1 %543, label %533, label %528, !llvm.loop !39

544:                                              ; preds = %533, %551
  %545 = phi i64 [ 0, %533 ], [ %557, %551 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %126) #12
  %546 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %126, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.30) #12
  %547 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %126) #13
  %548 = icmp eq ptr %547, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %126) #12
  br i1 %548, label %551, label %549

549:                                              ; preds = %551, %544
  %550 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.30) #12
  br label %559

551:                                              ; preds = %544
  %552 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %545
  %553 = load double, ptr %552, align 8, !tbaa !5
  store volatile double %553, ptr @vd, align 8, !tbaa !5
  %554 = load volatile double, ptr @vd, align 8, !tbaa !5
  %555 = call double @log2(double noundef %554) #12
  %556 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %555) #12
  %557 = add nuw nsw i64 %545, 1
  %558 = icmp eq i64 %557, 14
  br i1 %558, label %549, label %544, !llvm.loop !40

559:                                              ; preds = %549, %566
  %560 = phi i64 [ 0, %549 ], [ %573, %566 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %125) #12
  %561 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %125, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.31) #12
  %562 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %125) #13
  %563 = icmp eq ptr %562, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %125) #12
  br i1 %563, label %566, label %564

564:                                              ; preds = %566, %559
  %565 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.30) #12
  br label %575

566:                                              ; preds = %559
  %567 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %560
  %568 = load float, ptr %567, align 4, !tbaa !11
  store volatile float %568, ptr @vf, align 4, !tbaa !11
  %569 = load volatile float, ptr @vf, align 4, !tbaa !11
  %570 = call float @log2f(float noundef %569) #12
  %571 = fpext float %570 to double
  %572 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %571) #12
  %573 = add nuw nsw i64 %560, 1
  %574 = icmp eq i64 %573, 11
  br i1 %574, label %564, label %559, !llvm.loop !41

575:                                              ; preds = %564, %583
  %576 = phi i64 [ 0, %564 ], [ %589, %583 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %124) #12
  %577 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %124, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.32) #12
  %578 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %124) #13
  %579 = icmp eq ptr %578, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %124) #12
  br i1 %579, label %583, label %580

580:                                              ; preds = %583, %575
  %581 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %582 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.33) #12
  br label %591

583:                                              ; preds = %575
  %584 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %576
  %585 = load x86_fp80, ptr %584, align 16, !tbaa !14
  store volatile x86_fp80 %585, ptr @vl, align 16, !tbaa !14
  %586 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %587 = call x86_fp80 @log2l(x86_fp80 noundef %586) #12
  %588 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %587) #12
  %589 = add nuw nsw i64 %576, 1
  %590 = icmp eq i64 %589, 10
  br i1 %590, label %580, label %575, !llvm.loop !42

591:                                              ; preds = %580, %598
  %592 = phi i64 [ 0, %580 ], [ %604, %598 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %123) #12
  %593 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %123, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.33) #12
  %594 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %123) #13
  %595 = icmp eq ptr %594, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %123) #12
  br i1 %595, label %598, label %596

596:                                              ; preds = %598, %591
  %597 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.33) #12
  br label %606

598:                                              ; preds = %591
  %599 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %592
  %600 = load double, ptr %599, align 8, !tbaa !5
  store volatile double %600, ptr @vd, align 8, !tbaa !5
  %601 = load volatile double, ptr @vd, align 8, !tbaa !5
  %602 = call double @log10(double noundef %601) #12
  %603 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %602) #12
  %604 = add nuw nsw i64 %592, 1
  %605 = icmp eq i64 %604, 14
  br i1 %605, label %596, label %591, !llvm.loop !43

606:                                              ; preds = %596, %613
  %607 = phi i64 [ 0, %596 ], [ %620, %613 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %122) #12
  %608 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %122, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.34) #12
  %609 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %122) #13
  %610 = icmp eq ptr %609, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %122) #12
  br i1 %610, label %613, label %611

611:                                              ; preds = %613, %606
  %612 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.33) #12
  br label %622

613:                                              ; preds = %606
  %614 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %607
  %615 = load float, ptr %614, align 4, !tbaa !11
  store volatile float %615, ptr @vf, align 4, !tbaa !11
  %616 = load volatile float, ptr @vf, align 4, !tbaa !11
  %617 = call float @log10f(float noundef %616) #12
  %618 = fpext float %617 to double
  %619 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %618) #12
  %620 = add nuw nsw i64 %607, 1
  %621 = icmp eq i64 %620, 11
  br i1 %621, label %611, label %606, !llvm.loop !44

622:                                              ; preds = %611, %630
  %623 = phi i64 [ 0, %611 ], [ %636, %630 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %121) #12
  %624 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %121, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.35) #12
  %625 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %121) #13
  %626 = icmp eq ptr %625, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %121) #12
  br i1 %626, label %630, label %627

627:                                              ; preds = %630, %622
  %628 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %629 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.36) #12
  br label %638

630:                                              ; preds = %622
  %631 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %623
  %632 = load x86_fp80, ptr %631, align 16, !tbaa !14
  store volatile x86_fp80 %632, ptr @vl, align 16, !tbaa !14
  %633 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %634 = call x86_fp80 @log10l(x86_fp80 noundef %633) #12
  %635 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %634) #12
  %636 = add nuw nsw i64 %623, 1
  %637 = icmp eq i64 %636, 10
  br i1 %637, label %627, label %622, !llvm.loop !45

638:                                              ; preds = %627, %645
  %639 = phi i64 [ 0, %627 ], [ %651, %645 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %120) #12
  %640 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %120, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.36) #12
  %641 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %120) #13
  %642 = icmp eq ptr %641, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %120) #12
  br i1 %642, label %645, label %643

643:                                              ; preds = %645, %638
  %644 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.36) #12
  br label %653

645:                                              ; preds = %638
  %646 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %639
  %647 = load double, ptr %646, align 8, !tbaa !5
  store volatile double %647, ptr @vd, align 8, !tbaa !5
  %648 = load volatile double, ptr @vd, align 8, !tbaa !5
  %649 = call double @log1p(double noundef %648) #12
  %650 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %649) #12
  %651 = add nuw nsw i64 %639, 1
  %652 = icmp eq i64 %651, 14
  br i1 %652, label %643, label %638, !llvm.loop !46

653:                                              ; preds = %643, %660
  %654 = phi i64 [ 0, %643 ], [ %667, %660 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %119) #12
  %655 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %119, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.37) #12
  %656 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %119) #13
  %657 = icmp eq ptr %656, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %119) #12
  br i1 %657, label %660, label %658

658:                                              ; preds = %660, %653
  %659 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.36) #12
  br label %669

660:                                              ; preds = %653
  %661 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %654
  %662 = load float, ptr %661, align 4, !tbaa !11
  store volatile float %662, ptr @vf, align 4, !tbaa !11
  %663 = load volatile float, ptr @vf, align 4, !tbaa !11
  %664 = call float @log1pf(float noundef %663) #12
  %665 = fpext float %664 to double
  %666 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %665) #12
  %667 = add nuw nsw i64 %654, 1
  %668 = icmp eq i64 %667, 11
  br i1 %668, label %658, label %653, !llvm.loop !47

669:                                              ; preds = %658, %677
  %670 = phi i64 [ 0, %658 ], [ %683, %677 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %118) #12
  %671 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %118, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.38) #12
  %672 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %118) #13
  %673 = icmp eq ptr %672, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %118) #12
  br i1 %673, label %677, label %674

674:                                              ; preds = %677, %669
  %675 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %676 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.39) #12
  br label %685

677:                                              ; preds = %669
  %678 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %670
  %679 = load x86_fp80, ptr %678, align 16, !tbaa !14
  store volatile x86_fp80 %679, ptr @vl, align 16, !tbaa !14
  %680 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %681 = call x86_fp80 @log1pl(x86_fp80 noundef %680) #12
  %682 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %681) #12
  %683 = add nuw nsw i64 %670, 1
  %684 = icmp eq i64 %683, 10
  br i1 %684, label %674, label %669, !llvm.loop !48

685:                                              ; preds = %674, %692
  %686 = phi i64 [ 0, %674 ], [ %698, %692 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %117) #12
  %687 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %117, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.39) #12
  %688 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %117) #13
  %689 = icmp eq ptr %688, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %117) #12
  br i1 %689, label %692, label %690

690:                                              ; preds = %692, %685
  %691 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.39) #12
  br label %700

692:                                              ; preds = %685
  %693 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %686
  %694 = load double, ptr %693, align 8, !tbaa !5
  store volatile double %694, ptr @vd, align 8, !tbaa !5
  %695 = load volatile double, ptr @vd, align 8, !tbaa !5
  %696 = call double @logb(double noundef %695) #12
  %697 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %696) #12
  %698 = add nuw nsw i64 %686, 1
  %699 = icmp eq i64 %698, 14
  br i1 %699, label %690, label %685, !llvm.loop !49

700:                                              ; preds = %690, %707
  %701 = phi i64 [ 0, %690 ], [ %714, %707 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %116) #12
  %702 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %116, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.40) #12
  %703 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %116) #13
  %704 = icmp eq ptr %703, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %116) #12
  br i1 %704, label %707, label %705

705:                                              ; preds = %707, %700
  %706 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.39) #12
  br label %716

707:                                              ; preds = %700
  %708 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %701
  %709 = load float, ptr %708, align 4, !tbaa !11
  store volatile float %709, ptr @vf, align 4, !tbaa !11
  %710 = load volatile float, ptr @vf, align 4, !tbaa !11
  %711 = call float @logbf(float noundef %710) #12
  %712 = fpext float %711 to double
  %713 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %712) #12
  %714 = add nuw nsw i64 %701, 1
  %715 = icmp eq i64 %714, 11
  br i1 %715, label %705, label %700, !llvm.loop !50

716:                                              ; preds = %705, %724
  %717 = phi i64 [ 0, %705 ], [ %730, %724 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %115) #12
  %718 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %115, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.41) #12
  %719 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %115) #13
  %720 = icmp eq ptr %719, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %115) #12
  br i1 %720, label %724, label %721

721:                                              ; preds = %724, %716
  %722 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %723 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.42) #12
  br label %732

724:                                              ; preds = %716
  %725 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %717
  %726 = load x86_fp80, ptr %725, align 16, !tbaa !14
  store volatile x86_fp80 %726, ptr @vl, align 16, !tbaa !14
  %727 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %728 = call x86_fp80 @logbl(x86_fp80 noundef %727) #12
  %729 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %728) #12
  %730 = add nuw nsw i64 %717, 1
  %731 = icmp eq i64 %730, 10
  br i1 %731, label %721, label %716, !llvm.loop !51

732:                                              ; preds = %721, %739
  %733 = phi i64 [ 0, %721 ], [ %745, %739 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %114) #12
  %734 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %114, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.42) #12
  %735 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %114) #13
  %736 = icmp eq ptr %735, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %114) #12
  br i1 %736, label %739, label %737

737:                                              ; preds = %739, %732
  %738 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.42) #12
  br label %747

739:                                              ; preds = %732
  %740 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %733
  %741 = load double, ptr %740, align 8, !tbaa !5
  store volatile double %741, ptr @vd, align 8, !tbaa !5
  %742 = load volatile double, ptr @vd, align 8, !tbaa !5
  %743 = call double @sin(double noundef %742) #12
  %744 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %743) #12
  %745 = add nuw nsw i64 %733, 1
  %746 = icmp eq i64 %745, 14
  br i1 %746, label %737, label %732, !llvm.loop !52

747:                                              ; preds = %737, %754
  %748 = phi i64 [ 0, %737 ], [ %761, %754 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %113) #12
  %749 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %113, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.43) #12
  %750 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %113) #13
  %751 = icmp eq ptr %750, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %113) #12
  br i1 %751, label %754, label %752

752:                                              ; preds = %754, %747
  %753 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.42) #12
  br label %763

754:                                              ; preds = %747
  %755 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %748
  %756 = load float, ptr %755, align 4, !tbaa !11
  store volatile float %756, ptr @vf, align 4, !tbaa !11
  %757 = load volatile float, ptr @vf, align 4, !tbaa !11
  %758 = call float @sinf(float noundef %757) #12
  %759 = fpext float %758 to double
  %760 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %759) #12
  %761 = add nuw nsw i64 %748, 1
  %762 = icmp eq i64 %761, 11
  br i1 %762, label %752, label %747, !llvm.loop !53

763:                                              ; preds = %752, %771
  %764 = phi i64 [ 0, %752 ], [ %777, %771 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %112) #12
  %765 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %112, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.44) #12
  %766 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %112) #13
  %767 = icmp eq ptr %766, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %112) #12
  br i1 %767, label %771, label %768

768:                                              ; preds = %771, %763
  %769 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %770 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.45) #12
  br label %779

771:                                              ; preds = %763
  %772 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %764
  %773 = load x86_fp80, ptr %772, align 16, !tbaa !14
  store volatile x86_fp80 %773, ptr @vl, align 16, !tbaa !14
  %774 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %775 = call x86_fp80 @sinl(x86_fp80 noundef %774) #12
  %776 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %775) #12
  %777 = add nuw nsw i64 %764, 1
  %778 = icmp eq i64 %777, 10
  br i1 %778, label %768, label %763, !llvm.loop !54

779:                                              ; preds = %768, %786
  %780 = phi i64 [ 0, %768 ], [ %792, %786 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %111) #12
  %781 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %111, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.45) #12
  %782 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %111) #13
  %783 = icmp eq ptr %782, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %111) #12
  br i1 %783, label %786, label %784

784:                                              ; preds = %786, %779
  %785 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.45) #12
  br label %794

786:                                              ; preds = %779
  %787 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %780
  %788 = load double, ptr %787, align 8, !tbaa !5
  store volatile double %788, ptr @vd, align 8, !tbaa !5
  %789 = load volatile double, ptr @vd, align 8, !tbaa !5
  %790 = call double @cos(double noundef %789) #12
  %791 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %790) #12
  %792 = add nuw nsw i64 %780, 1
  %793 = icmp eq i64 %792, 14
  br i1 %793, label %784, label %779, !llvm.loop !55

794:                                              ; preds = %784, %801
  %795 = phi i64 [ 0, %784 ], [ %808, %801 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %110) #12
  %796 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %110, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.46) #12
  %797 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %110) #13
  %798 = icmp eq ptr %797, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %110) #12
  br i1 %798, label %801, label %799

799:                                              ; preds = %801, %794
  %800 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.45) #12
  br label %810

801:                                              ; preds = %794
  %802 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %795
  %803 = load float, ptr %802, align 4, !tbaa !11
  store volatile float %803, ptr @vf, align 4, !tbaa !11
  %804 = load volatile float, ptr @vf, align 4, !tbaa !11
  %805 = call float @cosf(float noundef %804) #12
  %806 = fpext float %805 to double
  %807 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %806) #12
  %808 = add nuw nsw i64 %795, 1
  %809 = icmp eq i64 %808, 11
  br i1 %809, label %799, label %794, !llvm.loop !56

810:                                              ; preds = %799, %818
  %811 = phi i64 [ 0, %799 ], [ %824, %818 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %109) #12
  %812 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %109, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.47) #12
  %813 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %109) #13
  %814 = icmp eq ptr %813, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %109) #12
  br i1 %814, label %818, label %815

815:                                              ; preds = %818, %810
  %816 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %817 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.48) #12
  br label %826

818:                                              ; preds = %810
  %819 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %811
  %820 = load x86_fp80, ptr %819, align 16, !tbaa !14
  store volatile x86_fp80 %820, ptr @vl, align 16, !tbaa !14
  %821 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %822 = call x86_fp80 @cosl(x86_fp80 noundef %821) #12
  %823 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %822) #12
  %824 = add nuw nsw i64 %811, 1
  %825 = icmp eq i64 %824, 10
  br i1 %825, label %815, label %810, !llvm.loop !57

826:                                              ; preds = %815, %833
  %827 = phi i64 [ 0, %815 ], [ %839, %833 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %108) #12
  %828 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %108, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.48) #12
  %829 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %108) #13
  %830 = icmp eq ptr %829, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %108) #12
  br i1 %830, label %833, label %831

831:                                              ; preds = %833, %826
  %832 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.48) #12
  br label %841

833:                                              ; preds = %826
  %834 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %827
  %835 = load double, ptr %834, align 8, !tbaa !5
  store volatile double %835, ptr @vd, align 8, !tbaa !5
  %836 = load volatile double, ptr @vd, align 8, !tbaa !5
  %837 = call double @tan(double noundef %836) #12
  %838 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %837) #12
  %839 = add nuw nsw i64 %827, 1
  %840 = icmp eq i64 %839, 14
  br i1 %840, label %831, label %826, !llvm.loop !58

841:                                              ; preds = %831, %848
  %842 = phi i64 [ 0, %831 ], [ %855, %848 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %107) #12
  %843 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %107, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.49) #12
  %844 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %107) #13
  %845 = icmp eq ptr %844, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %107) #12
  br i1 %845, label %848, label %846

846:                                              ; preds = %848, %841
  %847 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.48) #12
  br label %857

848:                                              ; preds = %841
  %849 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %842
  %850 = load float, ptr %849, align 4, !tbaa !11
  store volatile float %850, ptr @vf, align 4, !tbaa !11
  %851 = load volatile float, ptr @vf, align 4, !tbaa !11
  %852 = call float @tanf(float noundef %851) #12
  %853 = fpext float %852 to double
  %854 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %853) #12
  %855 = add nuw nsw i64 %842, 1
  %856 = icmp eq i64 %855, 11
  br i1 %856, label %846, label %841, !llvm.loop !59

857:                                              ; preds = %846, %865
  %858 = phi i64 [ 0, %846 ], [ %871, %865 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %106) #12
  %859 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %106, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.50) #12
  %860 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %106) #13
  %861 = icmp eq ptr %860, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %106) #12
  br i1 %861, label %865, label %862

862:                                              ; preds = %865, %857
  %863 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %864 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.51) #12
  br label %873

865:                                              ; preds = %857
  %866 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %858
  %867 = load x86_fp80, ptr %866, align 16, !tbaa !14
  store volatile x86_fp80 %867, ptr @vl, align 16, !tbaa !14
  %868 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %869 = call x86_fp80 @tanl(x86_fp80 noundef %868) #12
  %870 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %869) #12
  %871 = add nuw nsw i64 %858, 1
  %872 = icmp eq i64 %871, 10
  br i1 %872, label %862, label %857, !llvm.loop !60

873:                                              ; preds = %862, %880
  %874 = phi i64 [ 0, %862 ], [ %886, %880 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %105) #12
  %875 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %105, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.51) #12
  %876 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %105) #13
  %877 = icmp eq ptr %876, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %105) #12
  br i1 %877, label %880, label %878

878:                                              ; preds = %880, %873
  %879 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.51) #12
  br label %888

880:                                              ; preds = %873
  %881 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %874
  %882 = load double, ptr %881, align 8, !tbaa !5
  store volatile double %882, ptr @vd, align 8, !tbaa !5
  %883 = load volatile double, ptr @vd, align 8, !tbaa !5
  %884 = call double @asin(double noundef %883) #12
  %885 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %884) #12
  %886 = add nuw nsw i64 %874, 1
  %887 = icmp eq i64 %886, 14
  br i1 %887, label %878, label %873, !llvm.loop !61

888:                                              ; preds = %878, %895
  %889 = phi i64 [ 0, %878 ], [ %902, %895 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %104) #12
  %890 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %104, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.52) #12
  %891 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %104) #13
  %892 = icmp eq ptr %891, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %104) #12
  br i1 %892, label %895, label %893

893:                                              ; preds = %895, %888
  %894 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.51) #12
  br label %904

895:                                              ; preds = %888
  %896 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %889
  %897 = load float, ptr %896, align 4, !tbaa !11
  store volatile float %897, ptr @vf, align 4, !tbaa !11
  %898 = load volatile float, ptr @vf, align 4, !tbaa !11
  %899 = call float @asinf(float noundef %898) #12
  %900 = fpext float %899 to double
  %901 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %900) #12
  %902 = add nuw nsw i64 %889, 1
  %903 = icmp eq i64 %902, 11
  br i1 %903, label %893, label %888, !llvm.loop !62

904:                                              ; preds = %893, %912
  %905 = phi i64 [ 0, %893 ], [ %918, %912 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %103) #12
  %906 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %103, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.53) #12
  %907 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %103) #13
  %908 = icmp eq ptr %907, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %103) #12
  br i1 %908, label %912, label %909

909:                                              ; preds = %912, %904
  %910 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %911 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.54) #12
  br label %920

912:                                              ; preds = %904
  %913 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %905
  %914 = load x86_fp80, ptr %913, align 16, !tbaa !14
  store volatile x86_fp80 %914, ptr @vl, align 16, !tbaa !14
  %915 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %916 = call x86_fp80 @asinl(x86_fp80 noundef %915) #12
  %917 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %916) #12
  %918 = add nuw nsw i64 %905, 1
  %919 = icmp eq i64 %918, 10
  br i1 %919, label %909, label %904, !llvm.loop !63

920:                                              ; preds = %909, %927
  %921 = phi i64 [ 0, %909 ], [ %933, %927 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %102) #12
  %922 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %102, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.54) #12
  %923 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %102) #13
  %924 = icmp eq ptr %923, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %102) #12
  br i1 %924, label %927, label %925

925:                                              ; preds = %927, %920
  %926 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.54) #12
  br label %935

927:                                              ; preds = %920
  %928 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %921
  %929 = load double, ptr %928, align 8, !tbaa !5
  store volatile double %929, ptr @vd, align 8, !tbaa !5
  %930 = load volatile double, ptr @vd, align 8, !tbaa !5
  %931 = call double @acos(double noundef %930) #12
  %932 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %931) #12
  %933 = add nuw nsw i64 %921, 1
  %934 = icmp eq i64 %933, 14
  br i1 %934, label %925, label %920, !llvm.loop !64

935:                                              ; preds = %925, %942
  %936 = phi i64 [ 0, %925 ], [ %949, %942 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %101) #12
  %937 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %101, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.55) #12
  %938 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %101) #13
  %939 = icmp eq ptr %938, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %101) #12
  br i1 %939, label %942, label %940

940:                                              ; preds = %942, %935
  %941 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.54) #12
  br label %951

942:                                              ; preds = %935
  %943 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %936
  %944 = load float, ptr %943, align 4, !tbaa !11
  store volatile float %944, ptr @vf, align 4, !tbaa !11
  %945 = load volatile float, ptr @vf, align 4, !tbaa !11
  %946 = call float @acosf(float noundef %945) #12
  %947 = fpext float %946 to double
  %948 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %947) #12
  %949 = add nuw nsw i64 %936, 1
  %950 = icmp eq i64 %949, 11
  br i1 %950, label %940, label %935, !llvm.loop !65

951:                                              ; preds = %940, %959
  %952 = phi i64 [ 0, %940 ], [ %965, %959 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %100) #12
  %953 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %100, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.56) #12
  %954 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %100) #13
  %955 = icmp eq ptr %954, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %100) #12
  br i1 %955, label %959, label %956

956:                                              ; preds = %959, %951
  %957 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %958 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.57) #12
  br label %967

959:                                              ; preds = %951
  %960 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %952
  %961 = load x86_fp80, ptr %960, align 16, !tbaa !14
  store volatile x86_fp80 %961, ptr @vl, align 16, !tbaa !14
  %962 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %963 = call x86_fp80 @acosl(x86_fp80 noundef %962) #12
  %964 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %963) #12
  %965 = add nuw nsw i64 %952, 1
  %966 = icmp eq i64 %965, 10
  br i1 %966, label %956, label %951, !llvm.loop !66

967:                                              ; preds = %956, %974
  %968 = phi i64 [ 0, %956 ], [ %980, %974 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %99) #12
  %969 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %99, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.57) #12
  %970 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %99) #13
  %971 = icmp eq ptr %970, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %99) #12
  br i1 %971, label %974, label %972

972:                                              ; preds = %974, %967
  %973 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.57) #12
  br label %982

974:                                              ; preds = %967
  %975 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %968
  %976 = load double, ptr %975, align 8, !tbaa !5
  store volatile double %976, ptr @vd, align 8, !tbaa !5
  %977 = load volatile double, ptr @vd, align 8, !tbaa !5
  %978 = call double @atan(double noundef %977) #12
  %979 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %978) #12
  %980 = add nuw nsw i64 %968, 1
  %981 = icmp eq i64 %980, 14
  br i1 %981, label %972, label %967, !llvm.loop !67

982:                                              ; preds = %972, %989
  %983 = phi i64 [ 0, %972 ], [ %996, %989 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %98) #12
  %984 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %98, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.58) #12
  %985 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %98) #13
  %986 = icmp eq ptr %985, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %98) #12
  br i1 %986, label %989, label %987

987:                                              ; preds = %989, %982
  %988 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.57) #12
  br label %998

989:                                              ; preds = %982
  %990 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %983
  %991 = load float, ptr %990, align 4, !tbaa !11
  store volatile float %991, ptr @vf, align 4, !tbaa !11
  %992 = load volatile float, ptr @vf, align 4, !tbaa !11
  %993 = call float @atanf(float noundef %992) #12
  %994 = fpext float %993 to double
  %995 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %994) #12
  %996 = add nuw nsw i64 %983, 1
  %997 = icmp eq i64 %996, 11
  br i1 %997, label %987, label %982, !llvm.loop !68

998:                                              ; preds = %987, %1006
  %999 = phi i64 [ 0, %987 ], [ %1012, %1006 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %97) #12
  %1000 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %97, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.59) #12
  %1001 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %97) #13
  %1002 = icmp eq ptr %1001, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %97) #12
  br i1 %1002, label %1006, label %1003

1003:                                             ; preds = %1006, %998
  %1004 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1005 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.60) #12
  br label %1014

1006:                                             ; preds = %998
  %1007 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %999
  %1008 = load x86_fp80, ptr %1007, align 16, !tbaa !14
  store volatile x86_fp80 %1008, ptr @vl, align 16, !tbaa !14
  %1009 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1010 = call x86_fp80 @atanl(x86_fp80 noundef %1009) #12
  %1011 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1010) #12
  %1012 = add nuw nsw i64 %999, 1
  %1013 = icmp eq i64 %1012, 10
  br i1 %1013, label %1003, label %998, !llvm.loop !69

1014:                                             ; preds = %1003, %1021
  %1015 = phi i64 [ 0, %1003 ], [ %1027, %1021 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %96) #12
  %1016 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %96, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.60) #12
  %1017 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %96) #13
  %1018 = icmp eq ptr %1017, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %96) #12
  br i1 %1018, label %1021, label %1019

1019:                                             ; preds = %1021, %1014
  %1020 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.60) #12
  br label %1029

1021:                                             ; preds = %1014
  %1022 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1015
  %1023 = load double, ptr %1022, align 8, !tbaa !5
  store volatile double %1023, ptr @vd, align 8, !tbaa !5
  %1024 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1025 = call double @sinh(double noundef %1024) #12
  %1026 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1025) #12
  %1027 = add nuw nsw i64 %1015, 1
  %1028 = icmp eq i64 %1027, 14
  br i1 %1028, label %1019, label %1014, !llvm.loop !70

1029:                                             ; preds = %1019, %1036
  %1030 = phi i64 [ 0, %1019 ], [ %1043, %1036 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %95) #12
  %1031 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %95, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.61) #12
  %1032 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %95) #13
  %1033 = icmp eq ptr %1032, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %95) #12
  br i1 %1033, label %1036, label %1034

1034:                                             ; preds = %1036, %1029
  %1035 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.60) #12
  br label %1045

1036:                                             ; preds = %1029
  %1037 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1030
  %1038 = load float, ptr %1037, align 4, !tbaa !11
  store volatile float %1038, ptr @vf, align 4, !tbaa !11
  %1039 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1040 = call float @sinhf(float noundef %1039) #12
  %1041 = fpext float %1040 to double
  %1042 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1041) #12
  %1043 = add nuw nsw i64 %1030, 1
  %1044 = icmp eq i64 %1043, 11
  br i1 %1044, label %1034, label %1029, !llvm.loop !71

1045:                                             ; preds = %1034, %1053
  %1046 = phi i64 [ 0, %1034 ], [ %1059, %1053 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %94) #12
  %1047 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %94, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.62) #12
  %1048 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %94) #13
  %1049 = icmp eq ptr %1048, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %94) #12
  br i1 %1049, label %1053, label %1050

1050:                                             ; preds = %1053, %1045
  %1051 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1052 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.63) #12
  br label %1061

1053:                                             ; preds = %1045
  %1054 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1046
  %1055 = load x86_fp80, ptr %1054, align 16, !tbaa !14
  store volatile x86_fp80 %1055, ptr @vl, align 16, !tbaa !14
  %1056 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1057 = call x86_fp80 @sinhl(x86_fp80 noundef %1056) #12
  %1058 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1057) #12
  %1059 = add nuw nsw i64 %1046, 1
  %1060 = icmp eq i64 %1059, 10
  br i1 %1060, label %1050, label %1045, !llvm.loop !72

1061:                                             ; preds = %1050, %1068
  %1062 = phi i64 [ 0, %1050 ], [ %1074, %1068 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %93) #12
  %1063 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %93, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.63) #12
  %1064 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %93) #13
  %1065 = icmp eq ptr %1064, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %93) #12
  br i1 %1065, label %1068, label %1066

1066:                                             ; preds = %1068, %1061
  %1067 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.63) #12
  br label %1076

1068:                                             ; preds = %1061
  %1069 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1062
  %1070 = load double, ptr %1069, align 8, !tbaa !5
  store volatile double %1070, ptr @vd, align 8, !tbaa !5
  %1071 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1072 = call double @cosh(double noundef %1071) #12
  %1073 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1072) #12
  %1074 = add nuw nsw i64 %1062, 1
  %1075 = icmp eq i64 %1074, 14
  br i1 %1075, label %1066, label %1061, !llvm.loop !73

1076:                                             ; preds = %1066, %1083
  %1077 = phi i64 [ 0, %1066 ], [ %1090, %1083 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %92) #12
  %1078 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %92, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.64) #12
  %1079 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %92) #13
  %1080 = icmp eq ptr %1079, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %92) #12
  br i1 %1080, label %1083, label %1081

1081:                                             ; preds = %1083, %1076
  %1082 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.63) #12
  br label %1092

1083:                                             ; preds = %1076
  %1084 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1077
  %1085 = load float, ptr %1084, align 4, !tbaa !11
  store volatile float %1085, ptr @vf, align 4, !tbaa !11
  %1086 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1087 = call float @coshf(float noundef %1086) #12
  %1088 = fpext float %1087 to double
  %1089 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1088) #12
  %1090 = add nuw nsw i64 %1077, 1
  %1091 = icmp eq i64 %1090, 11
  br i1 %1091, label %1081, label %1076, !llvm.loop !74

1092:                                             ; preds = %1081, %1100
  %1093 = phi i64 [ 0, %1081 ], [ %1106, %1100 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %91) #12
  %1094 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %91, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.65) #12
  %1095 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %91) #13
  %1096 = icmp eq ptr %1095, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %91) #12
  br i1 %1096, label %1100, label %1097

1097:                                             ; preds = %1100, %1092
  %1098 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1099 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.66) #12
  br label %1108

1100:                                             ; preds = %1092
  %1101 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1093
  %1102 = load x86_fp80, ptr %1101, align 16, !tbaa !14
  store volatile x86_fp80 %1102, ptr @vl, align 16, !tbaa !14
  %1103 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1104 = call x86_fp80 @coshl(x86_fp80 noundef %1103) #12
  %1105 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1104) #12
  %1106 = add nuw nsw i64 %1093, 1
  %1107 = icmp eq i64 %1106, 10
  br i1 %1107, label %1097, label %1092, !llvm.loop !75

1108:                                             ; preds = %1097, %1115
  %1109 = phi i64 [ 0, %1097 ], [ %1121, %1115 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %90) #12
  %1110 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %90, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.66) #12
  %1111 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %90) #13
  %1112 = icmp eq ptr %1111, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %90) #12
  br i1 %1112, label %1115, label %1113

1113:                                             ; preds = %1115, %1108
  %1114 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.66) #12
  br label %1123

1115:                                             ; preds = %1108
  %1116 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1109
  %1117 = load double, ptr %1116, align 8, !tbaa !5
  store volatile double %1117, ptr @vd, align 8, !tbaa !5
  %1118 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1119 = call double @tanh(double noundef %1118) #12
  %1120 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1119) #12
  %1121 = add nuw nsw i64 %1109, 1
  %1122 = icmp eq i64 %1121, 14
  br i1 %1122, label %1113, label %1108, !llvm.loop !76

1123:                                             ; preds = %1113, %1130
  %1124 = phi i64 [ 0, %1113 ], [ %1137, %1130 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %89) #12
  %1125 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %89, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.67) #12
  %1126 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %89) #13
  %1127 = icmp eq ptr %1126, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %89) #12
  br i1 %1127, label %1130, label %1128

1128:                                             ; preds = %1130, %1123
  %1129 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.66) #12
  br label %1139

1130:                                             ; preds = %1123
  %1131 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1124
  %1132 = load float, ptr %1131, align 4, !tbaa !11
  store volatile float %1132, ptr @vf, align 4, !tbaa !11
  %1133 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1134 = call float @tanhf(float noundef %1133) #12
  %1135 = fpext float %1134 to double
  %1136 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1135) #12
  %1137 = add nuw nsw i64 %1124, 1
  %1138 = icmp eq i64 %1137, 11
  br i1 %1138, label %1128, label %1123, !llvm.loop !77

1139:                                             ; preds = %1128, %1147
  %1140 = phi i64 [ 0, %1128 ], [ %1153, %1147 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %88) #12
  %1141 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %88, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.68) #12
  %1142 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %88) #13
  %1143 = icmp eq ptr %1142, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %88) #12
  br i1 %1143, label %1147, label %1144

1144:                                             ; preds = %1147, %1139
  %1145 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1146 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.69) #12
  br label %1155

1147:                                             ; preds = %1139
  %1148 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1140
  %1149 = load x86_fp80, ptr %1148, align 16, !tbaa !14
  store volatile x86_fp80 %1149, ptr @vl, align 16, !tbaa !14
  %1150 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1151 = call x86_fp80 @tanhl(x86_fp80 noundef %1150) #12
  %1152 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1151) #12
  %1153 = add nuw nsw i64 %1140, 1
  %1154 = icmp eq i64 %1153, 10
  br i1 %1154, label %1144, label %1139, !llvm.loop !78

1155:                                             ; preds = %1144, %1162
  %1156 = phi i64 [ 0, %1144 ], [ %1168, %1162 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %87) #12
  %1157 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %87, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.69) #12
  %1158 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %87) #13
  %1159 = icmp eq ptr %1158, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %87) #12
  br i1 %1159, label %1162, label %1160

1160:                                             ; preds = %1162, %1155
  %1161 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.69) #12
  br label %1170

1162:                                             ; preds = %1155
  %1163 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1156
  %1164 = load double, ptr %1163, align 8, !tbaa !5
  store volatile double %1164, ptr @vd, align 8, !tbaa !5
  %1165 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1166 = call double @asinh(double noundef %1165) #12
  %1167 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1166) #12
  %1168 = add nuw nsw i64 %1156, 1
  %1169 = icmp eq i64 %1168, 14
  br i1 %1169, label %1160, label %1155, !llvm.loop !79

1170:                                             ; preds = %1160, %1177
  %1171 = phi i64 [ 0, %1160 ], [ %1184, %1177 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %86) #12
  %1172 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %86, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.70) #12
  %1173 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %86) #13
  %1174 = icmp eq ptr %1173, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %86) #12
  br i1 %1174, label %1177, label %1175

1175:                                             ; preds = %1177, %1170
  %1176 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.69) #12
  br label %1186

1177:                                             ; preds = %1170
  %1178 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1171
  %1179 = load float, ptr %1178, align 4, !tbaa !11
  store volatile float %1179, ptr @vf, align 4, !tbaa !11
  %1180 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1181 = call float @asinhf(float noundef %1180) #12
  %1182 = fpext float %1181 to double
  %1183 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1182) #12
  %1184 = add nuw nsw i64 %1171, 1
  %1185 = icmp eq i64 %1184, 11
  br i1 %1185, label %1175, label %1170, !llvm.loop !80

1186:                                             ; preds = %1175, %1194
  %1187 = phi i64 [ 0, %1175 ], [ %1200, %1194 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %85) #12
  %1188 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %85, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.71) #12
  %1189 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %85) #13
  %1190 = icmp eq ptr %1189, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %85) #12
  br i1 %1190, label %1194, label %1191

1191:                                             ; preds = %1194, %1186
  %1192 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1193 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.72) #12
  br label %1202

1194:                                             ; preds = %1186
  %1195 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1187
  %1196 = load x86_fp80, ptr %1195, align 16, !tbaa !14
  store volatile x86_fp80 %1196, ptr @vl, align 16, !tbaa !14
  %1197 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1198 = call x86_fp80 @asinhl(x86_fp80 noundef %1197) #12
  %1199 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1198) #12
  %1200 = add nuw nsw i64 %1187, 1
  %1201 = icmp eq i64 %1200, 10
  br i1 %1201, label %1191, label %1186, !llvm.loop !81

1202:                                             ; preds = %1191, %1209
  %1203 = phi i64 [ 0, %1191 ], [ %1215, %1209 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %84) #12
  %1204 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %84, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.72) #12
  %1205 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %84) #13
  %1206 = icmp eq ptr %1205, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %84) #12
  br i1 %1206, label %1209, label %1207

1207:                                             ; preds = %1209, %1202
  %1208 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.72) #12
  br label %1217

1209:                                             ; preds = %1202
  %1210 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1203
  %1211 = load double, ptr %1210, align 8, !tbaa !5
  store volatile double %1211, ptr @vd, align 8, !tbaa !5
  %1212 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1213 = call double @acosh(double noundef %1212) #12
  %1214 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1213) #12
  %1215 = add nuw nsw i64 %1203, 1
  %1216 = icmp eq i64 %1215, 14
  br i1 %1216, label %1207, label %1202, !llvm.loop !82

1217:                                             ; preds = %1207, %1224
  %1218 = phi i64 [ 0, %1207 ], [ %1231, %1224 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %83) #12
  %1219 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %83, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.73) #12
  %1220 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %83) #13
  %1221 = icmp eq ptr %1220, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %83) #12
  br i1 %1221, label %1224, label %1222

1222:                                             ; preds = %1224, %1217
  %1223 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.72) #12
  br label %1233

1224:                                             ; preds = %1217
  %1225 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1218
  %1226 = load float, ptr %1225, align 4, !tbaa !11
  store volatile float %1226, ptr @vf, align 4, !tbaa !11
  %1227 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1228 = call float @acoshf(float noundef %1227) #12
  %1229 = fpext float %1228 to double
  %1230 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1229) #12
  %1231 = add nuw nsw i64 %1218, 1
  %1232 = icmp eq i64 %1231, 11
  br i1 %1232, label %1222, label %1217, !llvm.loop !83

1233:                                             ; preds = %1222, %1241
  %1234 = phi i64 [ 0, %1222 ], [ %1247, %1241 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %82) #12
  %1235 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %82, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.74) #12
  %1236 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %82) #13
  %1237 = icmp eq ptr %1236, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %82) #12
  br i1 %1237, label %1241, label %1238

1238:                                             ; preds = %1241, %1233
  %1239 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1240 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.75) #12
  br label %1249

1241:                                             ; preds = %1233
  %1242 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1234
  %1243 = load x86_fp80, ptr %1242, align 16, !tbaa !14
  store volatile x86_fp80 %1243, ptr @vl, align 16, !tbaa !14
  %1244 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1245 = call x86_fp80 @acoshl(x86_fp80 noundef %1244) #12
  %1246 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1245) #12
  %1247 = add nuw nsw i64 %1234, 1
  %1248 = icmp eq i64 %1247, 10
  br i1 %1248, label %1238, label %1233, !llvm.loop !84

1249:                                             ; preds = %1238, %1256
  %1250 = phi i64 [ 0, %1238 ], [ %1262, %1256 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %81) #12
  %1251 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %81, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.75) #12
  %1252 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %81) #13
  %1253 = icmp eq ptr %1252, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %81) #12
  br i1 %1253, label %1256, label %1254

1254:                                             ; preds = %1256, %1249
  %1255 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.75) #12
  br label %1264

1256:                                             ; preds = %1249
  %1257 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1250
  %1258 = load double, ptr %1257, align 8, !tbaa !5
  store volatile double %1258, ptr @vd, align 8, !tbaa !5
  %1259 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1260 = call double @atanh(double noundef %1259) #12
  %1261 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1260) #12
  %1262 = add nuw nsw i64 %1250, 1
  %1263 = icmp eq i64 %1262, 14
  br i1 %1263, label %1254, label %1249, !llvm.loop !85

1264:                                             ; preds = %1254, %1271
  %1265 = phi i64 [ 0, %1254 ], [ %1278, %1271 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %80) #12
  %1266 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %80, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.76) #12
  %1267 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %80) #13
  %1268 = icmp eq ptr %1267, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %80) #12
  br i1 %1268, label %1271, label %1269

1269:                                             ; preds = %1271, %1264
  %1270 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.75) #12
  br label %1280

1271:                                             ; preds = %1264
  %1272 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1265
  %1273 = load float, ptr %1272, align 4, !tbaa !11
  store volatile float %1273, ptr @vf, align 4, !tbaa !11
  %1274 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1275 = call float @atanhf(float noundef %1274) #12
  %1276 = fpext float %1275 to double
  %1277 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1276) #12
  %1278 = add nuw nsw i64 %1265, 1
  %1279 = icmp eq i64 %1278, 11
  br i1 %1279, label %1269, label %1264, !llvm.loop !86

1280:                                             ; preds = %1269, %1288
  %1281 = phi i64 [ 0, %1269 ], [ %1294, %1288 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %79) #12
  %1282 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %79, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.77) #12
  %1283 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %79) #13
  %1284 = icmp eq ptr %1283, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %79) #12
  br i1 %1284, label %1288, label %1285

1285:                                             ; preds = %1288, %1280
  %1286 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1287 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.78) #12
  br label %1296

1288:                                             ; preds = %1280
  %1289 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1281
  %1290 = load x86_fp80, ptr %1289, align 16, !tbaa !14
  store volatile x86_fp80 %1290, ptr @vl, align 16, !tbaa !14
  %1291 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1292 = call x86_fp80 @atanhl(x86_fp80 noundef %1291) #12
  %1293 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1292) #12
  %1294 = add nuw nsw i64 %1281, 1
  %1295 = icmp eq i64 %1294, 10
  br i1 %1295, label %1285, label %1280, !llvm.loop !87

1296:                                             ; preds = %1285, %1303
  %1297 = phi i64 [ 0, %1285 ], [ %1309, %1303 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %78) #12
  %1298 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %78, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.78) #12
  %1299 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %78) #13
  %1300 = icmp eq ptr %1299, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %78) #12
  br i1 %1300, label %1303, label %1301

1301:                                             ; preds = %1303, %1296
  %1302 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.78) #12
  br label %1311

1303:                                             ; preds = %1296
  %1304 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1297
  %1305 = load double, ptr %1304, align 8, !tbaa !5
  store volatile double %1305, ptr @vd, align 8, !tbaa !5
  %1306 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1307 = call double @erf(double noundef %1306) #12
  %1308 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1307) #12
  %1309 = add nuw nsw i64 %1297, 1
  %1310 = icmp eq i64 %1309, 14
  br i1 %1310, label %1301, label %1296, !llvm.loop !88

1311:                                             ; preds = %1301, %1318
  %1312 = phi i64 [ 0, %1301 ], [ %1325, %1318 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %77) #12
  %1313 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %77, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.79) #12
  %1314 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %77) #13
  %1315 = icmp eq ptr %1314, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %77) #12
  br i1 %1315, label %1318, label %1316

1316:                                             ; preds = %1318, %1311
  %1317 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.78) #12
  br label %1327

1318:                                             ; preds = %1311
  %1319 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1312
  %1320 = load float, ptr %1319, align 4, !tbaa !11
  store volatile float %1320, ptr @vf, align 4, !tbaa !11
  %1321 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1322 = call float @erff(float noundef %1321) #12
  %1323 = fpext float %1322 to double
  %1324 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1323) #12
  %1325 = add nuw nsw i64 %1312, 1
  %1326 = icmp eq i64 %1325, 11
  br i1 %1326, label %1316, label %1311, !llvm.loop !89

1327:                                             ; preds = %1316, %1335
  %1328 = phi i64 [ 0, %1316 ], [ %1341, %1335 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %76) #12
  %1329 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %76, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.80) #12
  %1330 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %76) #13
  %1331 = icmp eq ptr %1330, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %76) #12
  br i1 %1331, label %1335, label %1332

1332:                                             ; preds = %1335, %1327
  %1333 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1334 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.81) #12
  br label %1343

1335:                                             ; preds = %1327
  %1336 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1328
  %1337 = load x86_fp80, ptr %1336, align 16, !tbaa !14
  store volatile x86_fp80 %1337, ptr @vl, align 16, !tbaa !14
  %1338 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1339 = call x86_fp80 @erfl(x86_fp80 noundef %1338) #12
  %1340 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1339) #12
  %1341 = add nuw nsw i64 %1328, 1
  %1342 = icmp eq i64 %1341, 10
  br i1 %1342, label %1332, label %1327, !llvm.loop !90

1343:                                             ; preds = %1332, %1350
  %1344 = phi i64 [ 0, %1332 ], [ %1356, %1350 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %75) #12
  %1345 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %75, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.81) #12
  %1346 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %75) #13
  %1347 = icmp eq ptr %1346, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %75) #12
  br i1 %1347, label %1350, label %1348

1348:                                             ; preds = %1350, %1343
  %1349 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.81) #12
  br label %1358

1350:                                             ; preds = %1343
  %1351 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1344
  %1352 = load double, ptr %1351, align 8, !tbaa !5
  store volatile double %1352, ptr @vd, align 8, !tbaa !5
  %1353 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1354 = call double @erfc(double noundef %1353) #12
  %1355 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1354) #12
  %1356 = add nuw nsw i64 %1344, 1
  %1357 = icmp eq i64 %1356, 14
  br i1 %1357, label %1348, label %1343, !llvm.loop !91

1358:                                             ; preds = %1348, %1365
  %1359 = phi i64 [ 0, %1348 ], [ %1372, %1365 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %74) #12
  %1360 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %74, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.82) #12
  %1361 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %74) #13
  %1362 = icmp eq ptr %1361, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %74) #12
  br i1 %1362, label %1365, label %1363

1363:                                             ; preds = %1365, %1358
  %1364 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.81) #12
  br label %1374

1365:                                             ; preds = %1358
  %1366 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1359
  %1367 = load float, ptr %1366, align 4, !tbaa !11
  store volatile float %1367, ptr @vf, align 4, !tbaa !11
  %1368 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1369 = call float @erfcf(float noundef %1368) #12
  %1370 = fpext float %1369 to double
  %1371 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1370) #12
  %1372 = add nuw nsw i64 %1359, 1
  %1373 = icmp eq i64 %1372, 11
  br i1 %1373, label %1363, label %1358, !llvm.loop !92

1374:                                             ; preds = %1363, %1382
  %1375 = phi i64 [ 0, %1363 ], [ %1388, %1382 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %73) #12
  %1376 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %73, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.83) #12
  %1377 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %73) #13
  %1378 = icmp eq ptr %1377, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %73) #12
  br i1 %1378, label %1382, label %1379

1379:                                             ; preds = %1382, %1374
  %1380 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1381 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.84) #12
  br label %1390

1382:                                             ; preds = %1374
  %1383 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1375
  %1384 = load x86_fp80, ptr %1383, align 16, !tbaa !14
  store volatile x86_fp80 %1384, ptr @vl, align 16, !tbaa !14
  %1385 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1386 = call x86_fp80 @erfcl(x86_fp80 noundef %1385) #12
  %1387 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1386) #12
  %1388 = add nuw nsw i64 %1375, 1
  %1389 = icmp eq i64 %1388, 10
  br i1 %1389, label %1379, label %1374, !llvm.loop !93

1390:                                             ; preds = %1379, %1397
  %1391 = phi i64 [ 0, %1379 ], [ %1403, %1397 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %72) #12
  %1392 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %72, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.84) #12
  %1393 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %72) #13
  %1394 = icmp eq ptr %1393, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %72) #12
  br i1 %1394, label %1397, label %1395

1395:                                             ; preds = %1397, %1390
  %1396 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.84) #12
  br label %1405

1397:                                             ; preds = %1390
  %1398 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1391
  %1399 = load double, ptr %1398, align 8, !tbaa !5
  store volatile double %1399, ptr @vd, align 8, !tbaa !5
  %1400 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1401 = call double @lgamma(double noundef %1400) #12
  %1402 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1401) #12
  %1403 = add nuw nsw i64 %1391, 1
  %1404 = icmp eq i64 %1403, 14
  br i1 %1404, label %1395, label %1390, !llvm.loop !94

1405:                                             ; preds = %1395, %1412
  %1406 = phi i64 [ 0, %1395 ], [ %1419, %1412 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %71) #12
  %1407 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %71, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.85) #12
  %1408 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %71) #13
  %1409 = icmp eq ptr %1408, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %71) #12
  br i1 %1409, label %1412, label %1410

1410:                                             ; preds = %1412, %1405
  %1411 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.84) #12
  br label %1421

1412:                                             ; preds = %1405
  %1413 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1406
  %1414 = load float, ptr %1413, align 4, !tbaa !11
  store volatile float %1414, ptr @vf, align 4, !tbaa !11
  %1415 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1416 = call float @lgammaf(float noundef %1415) #12
  %1417 = fpext float %1416 to double
  %1418 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1417) #12
  %1419 = add nuw nsw i64 %1406, 1
  %1420 = icmp eq i64 %1419, 11
  br i1 %1420, label %1410, label %1405, !llvm.loop !95

1421:                                             ; preds = %1410, %1429
  %1422 = phi i64 [ 0, %1410 ], [ %1435, %1429 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %70) #12
  %1423 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %70, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.86) #12
  %1424 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %70) #13
  %1425 = icmp eq ptr %1424, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %70) #12
  br i1 %1425, label %1429, label %1426

1426:                                             ; preds = %1429, %1421
  %1427 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1428 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.87) #12
  br label %1437

1429:                                             ; preds = %1421
  %1430 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1422
  %1431 = load x86_fp80, ptr %1430, align 16, !tbaa !14
  store volatile x86_fp80 %1431, ptr @vl, align 16, !tbaa !14
  %1432 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1433 = call x86_fp80 @lgammal(x86_fp80 noundef %1432) #12
  %1434 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1433) #12
  %1435 = add nuw nsw i64 %1422, 1
  %1436 = icmp eq i64 %1435, 10
  br i1 %1436, label %1426, label %1421, !llvm.loop !96

1437:                                             ; preds = %1426, %1444
  %1438 = phi i64 [ 0, %1426 ], [ %1450, %1444 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %69) #12
  %1439 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %69, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.87) #12
  %1440 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %69) #13
  %1441 = icmp eq ptr %1440, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %69) #12
  br i1 %1441, label %1444, label %1442

1442:                                             ; preds = %1444, %1437
  %1443 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.87) #12
  br label %1452

1444:                                             ; preds = %1437
  %1445 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1438
  %1446 = load double, ptr %1445, align 8, !tbaa !5
  store volatile double %1446, ptr @vd, align 8, !tbaa !5
  %1447 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1448 = call double @tgamma(double noundef %1447) #12
  %1449 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1448) #12
  %1450 = add nuw nsw i64 %1438, 1
  %1451 = icmp eq i64 %1450, 14
  br i1 %1451, label %1442, label %1437, !llvm.loop !97

1452:                                             ; preds = %1442, %1459
  %1453 = phi i64 [ 0, %1442 ], [ %1466, %1459 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %68) #12
  %1454 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %68, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.88) #12
  %1455 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %68) #13
  %1456 = icmp eq ptr %1455, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %68) #12
  br i1 %1456, label %1459, label %1457

1457:                                             ; preds = %1459, %1452
  %1458 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.87) #12
  br label %1468

1459:                                             ; preds = %1452
  %1460 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1453
  %1461 = load float, ptr %1460, align 4, !tbaa !11
  store volatile float %1461, ptr @vf, align 4, !tbaa !11
  %1462 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1463 = call float @tgammaf(float noundef %1462) #12
  %1464 = fpext float %1463 to double
  %1465 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1464) #12
  %1466 = add nuw nsw i64 %1453, 1
  %1467 = icmp eq i64 %1466, 11
  br i1 %1467, label %1457, label %1452, !llvm.loop !98

1468:                                             ; preds = %1457, %1476
  %1469 = phi i64 [ 0, %1457 ], [ %1482, %1476 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %67) #12
  %1470 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %67, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.89) #12
  %1471 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %67) #13
  %1472 = icmp eq ptr %1471, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %67) #12
  br i1 %1472, label %1476, label %1473

1473:                                             ; preds = %1476, %1468
  %1474 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1475 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.90) #12
  br label %1484

1476:                                             ; preds = %1468
  %1477 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1469
  %1478 = load x86_fp80, ptr %1477, align 16, !tbaa !14
  store volatile x86_fp80 %1478, ptr @vl, align 16, !tbaa !14
  %1479 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1480 = call x86_fp80 @tgammal(x86_fp80 noundef %1479) #12
  %1481 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1480) #12
  %1482 = add nuw nsw i64 %1469, 1
  %1483 = icmp eq i64 %1482, 10
  br i1 %1483, label %1473, label %1468, !llvm.loop !99

1484:                                             ; preds = %1473, %1491
  %1485 = phi i64 [ 0, %1473 ], [ %1497, %1491 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %66) #12
  %1486 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %66, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.90) #12
  %1487 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %66) #13
  %1488 = icmp eq ptr %1487, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %66) #12
  br i1 %1488, label %1491, label %1489

1489:                                             ; preds = %1491, %1484
  %1490 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.90) #12
  br label %1499

1491:                                             ; preds = %1484
  %1492 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1485
  %1493 = load double, ptr %1492, align 8, !tbaa !5
  store volatile double %1493, ptr @vd, align 8, !tbaa !5
  %1494 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1495 = call double @llvm.ceil.f64(double %1494)
  %1496 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1495) #12
  %1497 = add nuw nsw i64 %1485, 1
  %1498 = icmp eq i64 %1497, 14
  br i1 %1498, label %1489, label %1484, !llvm.loop !100

1499:                                             ; preds = %1489, %1506
  %1500 = phi i64 [ 0, %1489 ], [ %1513, %1506 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #12
  %1501 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %65, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.91) #12
  %1502 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %65) #13
  %1503 = icmp eq ptr %1502, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #12
  br i1 %1503, label %1506, label %1504

1504:                                             ; preds = %1506, %1499
  %1505 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.90) #12
  br label %1515

1506:                                             ; preds = %1499
  %1507 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1500
  %1508 = load float, ptr %1507, align 4, !tbaa !11
  store volatile float %1508, ptr @vf, align 4, !tbaa !11
  %1509 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1510 = call float @llvm.ceil.f32(float %1509)
  %1511 = fpext float %1510 to double
  %1512 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1511) #12
  %1513 = add nuw nsw i64 %1500, 1
  %1514 = icmp eq i64 %1513, 11
  br i1 %1514, label %1504, label %1499, !llvm.loop !101

1515:                                             ; preds = %1504, %1523
  %1516 = phi i64 [ 0, %1504 ], [ %1529, %1523 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #12
  %1517 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %64, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.92) #12
  %1518 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %64) #13
  %1519 = icmp eq ptr %1518, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #12
  br i1 %1519, label %1523, label %1520

1520:                                             ; preds = %1523, %1515
  %1521 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1522 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.93) #12
  br label %1531

1523:                                             ; preds = %1515
  %1524 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1516
  %1525 = load x86_fp80, ptr %1524, align 16, !tbaa !14
  store volatile x86_fp80 %1525, ptr @vl, align 16, !tbaa !14
  %1526 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1527 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %1526)
  %1528 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1527) #12
  %1529 = add nuw nsw i64 %1516, 1
  %1530 = icmp eq i64 %1529, 10
  br i1 %1530, label %1520, label %1515, !llvm.loop !102

1531:                                             ; preds = %1520, %1538
  %1532 = phi i64 [ 0, %1520 ], [ %1544, %1538 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %63) #12
  %1533 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %63, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.93) #12
  %1534 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %63) #13
  %1535 = icmp eq ptr %1534, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %63) #12
  br i1 %1535, label %1538, label %1536

1536:                                             ; preds = %1538, %1531
  %1537 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.93) #12
  br label %1546

1538:                                             ; preds = %1531
  %1539 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1532
  %1540 = load double, ptr %1539, align 8, !tbaa !5
  store volatile double %1540, ptr @vd, align 8, !tbaa !5
  %1541 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1542 = call double @llvm.floor.f64(double %1541)
  %1543 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1542) #12
  %1544 = add nuw nsw i64 %1532, 1
  %1545 = icmp eq i64 %1544, 14
  br i1 %1545, label %1536, label %1531, !llvm.loop !103

1546:                                             ; preds = %1536, %1553
  %1547 = phi i64 [ 0, %1536 ], [ %1560, %1553 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #12
  %1548 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %62, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.94) #12
  %1549 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %62) #13
  %1550 = icmp eq ptr %1549, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #12
  br i1 %1550, label %1553, label %1551

1551:                                             ; preds = %1553, %1546
  %1552 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.93) #12
  br label %1562

1553:                                             ; preds = %1546
  %1554 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1547
  %1555 = load float, ptr %1554, align 4, !tbaa !11
  store volatile float %1555, ptr @vf, align 4, !tbaa !11
  %1556 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1557 = call float @llvm.floor.f32(float %1556)
  %1558 = fpext float %1557 to double
  %1559 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1558) #12
  %1560 = add nuw nsw i64 %1547, 1
  %1561 = icmp eq i64 %1560, 11
  br i1 %1561, label %1551, label %1546, !llvm.loop !104

1562:                                             ; preds = %1551, %1570
  %1563 = phi i64 [ 0, %1551 ], [ %1576, %1570 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #12
  %1564 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %61, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.95) #12
  %1565 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %61) #13
  %1566 = icmp eq ptr %1565, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #12
  br i1 %1566, label %1570, label %1567

1567:                                             ; preds = %1570, %1562
  %1568 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1569 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.96) #12
  br label %1578

1570:                                             ; preds = %1562
  %1571 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1563
  %1572 = load x86_fp80, ptr %1571, align 16, !tbaa !14
  store volatile x86_fp80 %1572, ptr @vl, align 16, !tbaa !14
  %1573 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1574 = call x86_fp80 @llvm.floor.f80(x86_fp80 %1573)
  %1575 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1574) #12
  %1576 = add nuw nsw i64 %1563, 1
  %1577 = icmp eq i64 %1576, 10
  br i1 %1577, label %1567, label %1562, !llvm.loop !105

1578:                                             ; preds = %1567, %1585
  %1579 = phi i64 [ 0, %1567 ], [ %1591, %1585 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %60) #12
  %1580 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %60, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.96) #12
  %1581 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %60) #13
  %1582 = icmp eq ptr %1581, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %60) #12
  br i1 %1582, label %1585, label %1583

1583:                                             ; preds = %1585, %1578
  %1584 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.96) #12
  br label %1593

1585:                                             ; preds = %1578
  %1586 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1579
  %1587 = load double, ptr %1586, align 8, !tbaa !5
  store volatile double %1587, ptr @vd, align 8, !tbaa !5
  %1588 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1589 = call double @llvm.trunc.f64(double %1588)
  %1590 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1589) #12
  %1591 = add nuw nsw i64 %1579, 1
  %1592 = icmp eq i64 %1591, 14
  br i1 %1592, label %1583, label %1578, !llvm.loop !106

1593:                                             ; preds = %1583, %1600
  %1594 = phi i64 [ 0, %1583 ], [ %1607, %1600 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %59) #12
  %1595 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %59, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.97) #12
  %1596 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %59) #13
  %1597 = icmp eq ptr %1596, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %59) #12
  br i1 %1597, label %1600, label %1598

1598:                                             ; preds = %1600, %1593
  %1599 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.96) #12
  br label %1609

1600:                                             ; preds = %1593
  %1601 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1594
  %1602 = load float, ptr %1601, align 4, !tbaa !11
  store volatile float %1602, ptr @vf, align 4, !tbaa !11
  %1603 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1604 = call float @llvm.trunc.f32(float %1603)
  %1605 = fpext float %1604 to double
  %1606 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1605) #12
  %1607 = add nuw nsw i64 %1594, 1
  %1608 = icmp eq i64 %1607, 11
  br i1 %1608, label %1598, label %1593, !llvm.loop !107

1609:                                             ; preds = %1598, %1617
  %1610 = phi i64 [ 0, %1598 ], [ %1623, %1617 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %58) #12
  %1611 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %58, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.98) #12
  %1612 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %58) #13
  %1613 = icmp eq ptr %1612, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %58) #12
  br i1 %1613, label %1617, label %1614

1614:                                             ; preds = %1617, %1609
  %1615 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1616 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.99) #12
  br label %1625

1617:                                             ; preds = %1609
  %1618 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1610
  %1619 = load x86_fp80, ptr %1618, align 16, !tbaa !14
  store volatile x86_fp80 %1619, ptr @vl, align 16, !tbaa !14
  %1620 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1621 = call x86_fp80 @llvm.trunc.f80(x86_fp80 %1620)
  %1622 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1621) #12
  %1623 = add nuw nsw i64 %1610, 1
  %1624 = icmp eq i64 %1623, 10
  br i1 %1624, label %1614, label %1609, !llvm.loop !108

1625:                                             ; preds = %1614, %1632
  %1626 = phi i64 [ 0, %1614 ], [ %1638, %1632 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %57) #12
  %1627 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %57, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.99) #12
  %1628 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %57) #13
  %1629 = icmp eq ptr %1628, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %57) #12
  br i1 %1629, label %1632, label %1630

1630:                                             ; preds = %1632, %1625
  %1631 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.99) #12
  br label %1640

1632:                                             ; preds = %1625
  %1633 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1626
  %1634 = load double, ptr %1633, align 8, !tbaa !5
  store volatile double %1634, ptr @vd, align 8, !tbaa !5
  %1635 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1636 = call double @llvm.round.f64(double %1635)
  %1637 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1636) #12
  %1638 = add nuw nsw i64 %1626, 1
  %1639 = icmp eq i64 %1638, 14
  br i1 %1639, label %1630, label %1625, !llvm.loop !109

1640:                                             ; preds = %1630, %1647
  %1641 = phi i64 [ 0, %1630 ], [ %1654, %1647 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %56) #12
  %1642 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %56, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.100) #12
  %1643 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %56) #13
  %1644 = icmp eq ptr %1643, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %56) #12
  br i1 %1644, label %1647, label %1645

1645:                                             ; preds = %1647, %1640
  %1646 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.99) #12
  br label %1656

1647:                                             ; preds = %1640
  %1648 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1641
  %1649 = load float, ptr %1648, align 4, !tbaa !11
  store volatile float %1649, ptr @vf, align 4, !tbaa !11
  %1650 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1651 = call float @llvm.round.f32(float %1650)
  %1652 = fpext float %1651 to double
  %1653 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1652) #12
  %1654 = add nuw nsw i64 %1641, 1
  %1655 = icmp eq i64 %1654, 11
  br i1 %1655, label %1645, label %1640, !llvm.loop !110

1656:                                             ; preds = %1645, %1664
  %1657 = phi i64 [ 0, %1645 ], [ %1670, %1664 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #12
  %1658 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %55, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.101) #12
  %1659 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %55) #13
  %1660 = icmp eq ptr %1659, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #12
  br i1 %1660, label %1664, label %1661

1661:                                             ; preds = %1664, %1656
  %1662 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1663 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.102) #12
  br label %1672

1664:                                             ; preds = %1656
  %1665 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1657
  %1666 = load x86_fp80, ptr %1665, align 16, !tbaa !14
  store volatile x86_fp80 %1666, ptr @vl, align 16, !tbaa !14
  %1667 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1668 = call x86_fp80 @llvm.round.f80(x86_fp80 %1667)
  %1669 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1668) #12
  %1670 = add nuw nsw i64 %1657, 1
  %1671 = icmp eq i64 %1670, 10
  br i1 %1671, label %1661, label %1656, !llvm.loop !111

1672:                                             ; preds = %1661, %1679
  %1673 = phi i64 [ 0, %1661 ], [ %1685, %1679 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %54) #12
  %1674 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %54, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.102) #12
  %1675 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %54) #13
  %1676 = icmp eq ptr %1675, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #12
  br i1 %1676, label %1679, label %1677

1677:                                             ; preds = %1679, %1672
  %1678 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.102) #12
  br label %1687

1679:                                             ; preds = %1672
  %1680 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1673
  %1681 = load double, ptr %1680, align 8, !tbaa !5
  store volatile double %1681, ptr @vd, align 8, !tbaa !5
  %1682 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1683 = call double @llvm.rint.f64(double %1682)
  %1684 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1683) #12
  %1685 = add nuw nsw i64 %1673, 1
  %1686 = icmp eq i64 %1685, 14
  br i1 %1686, label %1677, label %1672, !llvm.loop !112

1687:                                             ; preds = %1677, %1694
  %1688 = phi i64 [ 0, %1677 ], [ %1701, %1694 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %53) #12
  %1689 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %53, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.103) #12
  %1690 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %53) #13
  %1691 = icmp eq ptr %1690, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #12
  br i1 %1691, label %1694, label %1692

1692:                                             ; preds = %1694, %1687
  %1693 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.102) #12
  br label %1703

1694:                                             ; preds = %1687
  %1695 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1688
  %1696 = load float, ptr %1695, align 4, !tbaa !11
  store volatile float %1696, ptr @vf, align 4, !tbaa !11
  %1697 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1698 = call float @llvm.rint.f32(float %1697)
  %1699 = fpext float %1698 to double
  %1700 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1699) #12
  %1701 = add nuw nsw i64 %1688, 1
  %1702 = icmp eq i64 %1701, 11
  br i1 %1702, label %1692, label %1687, !llvm.loop !113

1703:                                             ; preds = %1692, %1711
  %1704 = phi i64 [ 0, %1692 ], [ %1717, %1711 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %52) #12
  %1705 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %52, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.104) #12
  %1706 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %52) #13
  %1707 = icmp eq ptr %1706, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %52) #12
  br i1 %1707, label %1711, label %1708

1708:                                             ; preds = %1711, %1703
  %1709 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1710 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.105) #12
  br label %1719

1711:                                             ; preds = %1703
  %1712 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1704
  %1713 = load x86_fp80, ptr %1712, align 16, !tbaa !14
  store volatile x86_fp80 %1713, ptr @vl, align 16, !tbaa !14
  %1714 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1715 = call x86_fp80 @llvm.rint.f80(x86_fp80 %1714)
  %1716 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1715) #12
  %1717 = add nuw nsw i64 %1704, 1
  %1718 = icmp eq i64 %1717, 10
  br i1 %1718, label %1708, label %1703, !llvm.loop !114

1719:                                             ; preds = %1708, %1726
  %1720 = phi i64 [ 0, %1708 ], [ %1732, %1726 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #12
  %1721 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %51, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.105) #12
  %1722 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %51) #13
  %1723 = icmp eq ptr %1722, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #12
  br i1 %1723, label %1726, label %1724

1724:                                             ; preds = %1726, %1719
  %1725 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.105) #12
  br label %1734

1726:                                             ; preds = %1719
  %1727 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1720
  %1728 = load double, ptr %1727, align 8, !tbaa !5
  store volatile double %1728, ptr @vd, align 8, !tbaa !5
  %1729 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1730 = call double @llvm.nearbyint.f64(double %1729)
  %1731 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1730) #12
  %1732 = add nuw nsw i64 %1720, 1
  %1733 = icmp eq i64 %1732, 14
  br i1 %1733, label %1724, label %1719, !llvm.loop !115

1734:                                             ; preds = %1724, %1741
  %1735 = phi i64 [ 0, %1724 ], [ %1748, %1741 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #12
  %1736 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %50, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.106) #12
  %1737 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %50) #13
  %1738 = icmp eq ptr %1737, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #12
  br i1 %1738, label %1741, label %1739

1739:                                             ; preds = %1741, %1734
  %1740 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.105) #12
  br label %1750

1741:                                             ; preds = %1734
  %1742 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1735
  %1743 = load float, ptr %1742, align 4, !tbaa !11
  store volatile float %1743, ptr @vf, align 4, !tbaa !11
  %1744 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1745 = call float @llvm.nearbyint.f32(float %1744)
  %1746 = fpext float %1745 to double
  %1747 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1746) #12
  %1748 = add nuw nsw i64 %1735, 1
  %1749 = icmp eq i64 %1748, 11
  br i1 %1749, label %1739, label %1734, !llvm.loop !116

1750:                                             ; preds = %1739, %1758
  %1751 = phi i64 [ 0, %1739 ], [ %1764, %1758 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %49) #12
  %1752 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %49, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.107) #12
  %1753 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %49) #13
  %1754 = icmp eq ptr %1753, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #12
  br i1 %1754, label %1758, label %1755

1755:                                             ; preds = %1758, %1750
  %1756 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1757 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.108) #12
  br label %1766

1758:                                             ; preds = %1750
  %1759 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1751
  %1760 = load x86_fp80, ptr %1759, align 16, !tbaa !14
  store volatile x86_fp80 %1760, ptr @vl, align 16, !tbaa !14
  %1761 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1762 = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %1761)
  %1763 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1762) #12
  %1764 = add nuw nsw i64 %1751, 1
  %1765 = icmp eq i64 %1764, 10
  br i1 %1765, label %1755, label %1750, !llvm.loop !117

1766:                                             ; preds = %1755, %1773
  %1767 = phi i64 [ 0, %1755 ], [ %1779, %1773 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #12
  %1768 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %48, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.108) #12
  %1769 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %48) #13
  %1770 = icmp eq ptr %1769, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #12
  br i1 %1770, label %1773, label %1771

1771:                                             ; preds = %1773, %1766
  %1772 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.108) #12
  br label %1781

1773:                                             ; preds = %1766
  %1774 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1767
  %1775 = load double, ptr %1774, align 8, !tbaa !5
  store volatile double %1775, ptr @vd, align 8, !tbaa !5
  %1776 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1777 = call double @j0(double noundef %1776) #12
  %1778 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1777) #12
  %1779 = add nuw nsw i64 %1767, 1
  %1780 = icmp eq i64 %1779, 14
  br i1 %1780, label %1771, label %1766, !llvm.loop !118

1781:                                             ; preds = %1771, %1788
  %1782 = phi i64 [ 0, %1771 ], [ %1795, %1788 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #12
  %1783 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %47, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.109) #12
  %1784 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %47) #13
  %1785 = icmp eq ptr %1784, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #12
  br i1 %1785, label %1788, label %1786

1786:                                             ; preds = %1788, %1781
  %1787 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.108) #12
  br label %1797

1788:                                             ; preds = %1781
  %1789 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1782
  %1790 = load float, ptr %1789, align 4, !tbaa !11
  store volatile float %1790, ptr @vf, align 4, !tbaa !11
  %1791 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1792 = call float @j0f(float noundef %1791) #12
  %1793 = fpext float %1792 to double
  %1794 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1793) #12
  %1795 = add nuw nsw i64 %1782, 1
  %1796 = icmp eq i64 %1795, 11
  br i1 %1796, label %1786, label %1781, !llvm.loop !119

1797:                                             ; preds = %1786, %1805
  %1798 = phi i64 [ 0, %1786 ], [ %1811, %1805 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #12
  %1799 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %46, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.110) #12
  %1800 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %46) #13
  %1801 = icmp eq ptr %1800, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #12
  br i1 %1801, label %1805, label %1802

1802:                                             ; preds = %1805, %1797
  %1803 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1804 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.111) #12
  br label %1813

1805:                                             ; preds = %1797
  %1806 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1798
  %1807 = load x86_fp80, ptr %1806, align 16, !tbaa !14
  store volatile x86_fp80 %1807, ptr @vl, align 16, !tbaa !14
  %1808 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1809 = call x86_fp80 @j0l(x86_fp80 noundef %1808) #12
  %1810 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1809) #12
  %1811 = add nuw nsw i64 %1798, 1
  %1812 = icmp eq i64 %1811, 10
  br i1 %1812, label %1802, label %1797, !llvm.loop !120

1813:                                             ; preds = %1802, %1820
  %1814 = phi i64 [ 0, %1802 ], [ %1826, %1820 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %45) #12
  %1815 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %45, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.111) #12
  %1816 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %45) #13
  %1817 = icmp eq ptr %1816, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %45) #12
  br i1 %1817, label %1820, label %1818

1818:                                             ; preds = %1820, %1813
  %1819 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.111) #12
  br label %1828

1820:                                             ; preds = %1813
  %1821 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1814
  %1822 = load double, ptr %1821, align 8, !tbaa !5
  store volatile double %1822, ptr @vd, align 8, !tbaa !5
  %1823 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1824 = call double @j1(double noundef %1823) #12
  %1825 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1824) #12
  %1826 = add nuw nsw i64 %1814, 1
  %1827 = icmp eq i64 %1826, 14
  br i1 %1827, label %1818, label %1813, !llvm.loop !121

1828:                                             ; preds = %1818, %1835
  %1829 = phi i64 [ 0, %1818 ], [ %1842, %1835 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #12
  %1830 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %44, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.112) #12
  %1831 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %44) #13
  %1832 = icmp eq ptr %1831, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #12
  br i1 %1832, label %1835, label %1833

1833:                                             ; preds = %1835, %1828
  %1834 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.111) #12
  br label %1844

1835:                                             ; preds = %1828
  %1836 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1829
  %1837 = load float, ptr %1836, align 4, !tbaa !11
  store volatile float %1837, ptr @vf, align 4, !tbaa !11
  %1838 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1839 = call float @j1f(float noundef %1838) #12
  %1840 = fpext float %1839 to double
  %1841 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1840) #12
  %1842 = add nuw nsw i64 %1829, 1
  %1843 = icmp eq i64 %1842, 11
  br i1 %1843, label %1833, label %1828, !llvm.loop !122

1844:                                             ; preds = %1833, %1852
  %1845 = phi i64 [ 0, %1833 ], [ %1858, %1852 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #12
  %1846 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %43, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.113) #12
  %1847 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %43) #13
  %1848 = icmp eq ptr %1847, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #12
  br i1 %1848, label %1852, label %1849

1849:                                             ; preds = %1852, %1844
  %1850 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1851 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.114) #12
  br label %1860

1852:                                             ; preds = %1844
  %1853 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1845
  %1854 = load x86_fp80, ptr %1853, align 16, !tbaa !14
  store volatile x86_fp80 %1854, ptr @vl, align 16, !tbaa !14
  %1855 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1856 = call x86_fp80 @j1l(x86_fp80 noundef %1855) #12
  %1857 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1856) #12
  %1858 = add nuw nsw i64 %1845, 1
  %1859 = icmp eq i64 %1858, 10
  br i1 %1859, label %1849, label %1844, !llvm.loop !123

1860:                                             ; preds = %1849, %1867
  %1861 = phi i64 [ 0, %1849 ], [ %1873, %1867 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #12
  %1862 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %42, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.114) #12
  %1863 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %42) #13
  %1864 = icmp eq ptr %1863, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #12
  br i1 %1864, label %1867, label %1865

1865:                                             ; preds = %1867, %1860
  %1866 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.114) #12
  br label %1875

1867:                                             ; preds = %1860
  %1868 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1861
  %1869 = load double, ptr %1868, align 8, !tbaa !5
  store volatile double %1869, ptr @vd, align 8, !tbaa !5
  %1870 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1871 = call double @y0(double noundef %1870) #12
  %1872 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1871) #12
  %1873 = add nuw nsw i64 %1861, 1
  %1874 = icmp eq i64 %1873, 14
  br i1 %1874, label %1865, label %1860, !llvm.loop !124

1875:                                             ; preds = %1865, %1882
  %1876 = phi i64 [ 0, %1865 ], [ %1889, %1882 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #12
  %1877 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %41, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.115) #12
  %1878 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %41) #13
  %1879 = icmp eq ptr %1878, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #12
  br i1 %1879, label %1882, label %1880

1880:                                             ; preds = %1882, %1875
  %1881 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.114) #12
  br label %1891

1882:                                             ; preds = %1875
  %1883 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1876
  %1884 = load float, ptr %1883, align 4, !tbaa !11
  store volatile float %1884, ptr @vf, align 4, !tbaa !11
  %1885 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1886 = call float @y0f(float noundef %1885) #12
  %1887 = fpext float %1886 to double
  %1888 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1887) #12
  %1889 = add nuw nsw i64 %1876, 1
  %1890 = icmp eq i64 %1889, 11
  br i1 %1890, label %1880, label %1875, !llvm.loop !125

1891:                                             ; preds = %1880, %1899
  %1892 = phi i64 [ 0, %1880 ], [ %1905, %1899 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #12
  %1893 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %40, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.116) #12
  %1894 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %40) #13
  %1895 = icmp eq ptr %1894, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #12
  br i1 %1895, label %1899, label %1896

1896:                                             ; preds = %1899, %1891
  %1897 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1898 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.117) #12
  br label %1907

1899:                                             ; preds = %1891
  %1900 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1892
  %1901 = load x86_fp80, ptr %1900, align 16, !tbaa !14
  store volatile x86_fp80 %1901, ptr @vl, align 16, !tbaa !14
  %1902 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1903 = call x86_fp80 @y0l(x86_fp80 noundef %1902) #12
  %1904 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1903) #12
  %1905 = add nuw nsw i64 %1892, 1
  %1906 = icmp eq i64 %1905, 10
  br i1 %1906, label %1896, label %1891, !llvm.loop !126

1907:                                             ; preds = %1896, %1914
  %1908 = phi i64 [ 0, %1896 ], [ %1920, %1914 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #12
  %1909 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %39, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.117) #12
  %1910 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %39) #13
  %1911 = icmp eq ptr %1910, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #12
  br i1 %1911, label %1914, label %1912

1912:                                             ; preds = %1914, %1907
  %1913 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.117) #12
  br label %1922

1914:                                             ; preds = %1907
  %1915 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1908
  %1916 = load double, ptr %1915, align 8, !tbaa !5
  store volatile double %1916, ptr @vd, align 8, !tbaa !5
  %1917 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1918 = call double @y1(double noundef %1917) #12
  %1919 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1918) #12
  %1920 = add nuw nsw i64 %1908, 1
  %1921 = icmp eq i64 %1920, 14
  br i1 %1921, label %1912, label %1907, !llvm.loop !127

1922:                                             ; preds = %1912, %1929
  %1923 = phi i64 [ 0, %1912 ], [ %1936, %1929 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #12
  %1924 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %38, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.118) #12
  %1925 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %38) #13
  %1926 = icmp eq ptr %1925, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #12
  br i1 %1926, label %1929, label %1927

1927:                                             ; preds = %1929, %1922
  %1928 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.117) #12
  br label %1938

1929:                                             ; preds = %1922
  %1930 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1923
  %1931 = load float, ptr %1930, align 4, !tbaa !11
  store volatile float %1931, ptr @vf, align 4, !tbaa !11
  %1932 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1933 = call float @y1f(float noundef %1932) #12
  %1934 = fpext float %1933 to double
  %1935 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1934) #12
  %1936 = add nuw nsw i64 %1923, 1
  %1937 = icmp eq i64 %1936, 11
  br i1 %1937, label %1927, label %1922, !llvm.loop !128

1938:                                             ; preds = %1927, %1946
  %1939 = phi i64 [ 0, %1927 ], [ %1952, %1946 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #12
  %1940 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %37, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.119) #12
  %1941 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %37) #13
  %1942 = icmp eq ptr %1941, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #12
  br i1 %1942, label %1946, label %1943

1943:                                             ; preds = %1946, %1938
  %1944 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %1945 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.120) #12
  br label %1954

1946:                                             ; preds = %1938
  %1947 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1939
  %1948 = load x86_fp80, ptr %1947, align 16, !tbaa !14
  store volatile x86_fp80 %1948, ptr @vl, align 16, !tbaa !14
  %1949 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %1950 = call x86_fp80 @y1l(x86_fp80 noundef %1949) #12
  %1951 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %1950) #12
  %1952 = add nuw nsw i64 %1939, 1
  %1953 = icmp eq i64 %1952, 10
  br i1 %1953, label %1943, label %1938, !llvm.loop !129

1954:                                             ; preds = %1943, %1961
  %1955 = phi i64 [ 0, %1943 ], [ %1973, %1961 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #12
  %1956 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %36, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.120) #12
  %1957 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %36) #13
  %1958 = icmp eq ptr %1957, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #12
  br i1 %1958, label %1961, label %1959

1959:                                             ; preds = %1961, %1954
  %1960 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.120) #12
  br label %1975

1961:                                             ; preds = %1954
  %1962 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1955
  %1963 = load double, ptr %1962, align 8, !tbaa !5
  store volatile double %1963, ptr @vd, align 8, !tbaa !5
  %1964 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1965 = icmp ult i64 %1955, 11
  %1966 = select i1 %1965, i64 3, i64 4294967285
  %1967 = add nuw i64 %1966, %1955
  %1968 = and i64 %1967, 4294967295
  %1969 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1968
  %1970 = load double, ptr %1969, align 8, !tbaa !5
  %1971 = call double @pow(double noundef %1964, double noundef %1970) #12
  %1972 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1971) #12
  %1973 = add nuw nsw i64 %1955, 1
  %1974 = icmp eq i64 %1973, 14
  br i1 %1974, label %1959, label %1954, !llvm.loop !130

1975:                                             ; preds = %1959, %1982
  %1976 = phi i64 [ 0, %1959 ], [ %1995, %1982 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #12
  %1977 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %35, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.121) #12
  %1978 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %35) #13
  %1979 = icmp eq ptr %1978, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #12
  br i1 %1979, label %1982, label %1980

1980:                                             ; preds = %1982, %1975
  %1981 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.120) #12
  br label %1997

1982:                                             ; preds = %1975
  %1983 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1976
  %1984 = load float, ptr %1983, align 4, !tbaa !11
  store volatile float %1984, ptr @vf, align 4, !tbaa !11
  %1985 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1986 = icmp ult i64 %1976, 8
  %1987 = select i1 %1986, i64 3, i64 4294967288
  %1988 = add nuw i64 %1987, %1976
  %1989 = and i64 %1988, 4294967295
  %1990 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1989
  %1991 = load float, ptr %1990, align 4, !tbaa !11
  %1992 = call float @powf(float noundef %1985, float noundef %1991) #12
  %1993 = fpext float %1992 to double
  %1994 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %1993) #12
  %1995 = add nuw nsw i64 %1976, 1
  %1996 = icmp eq i64 %1995, 11
  br i1 %1996, label %1980, label %1975, !llvm.loop !131

1997:                                             ; preds = %1980, %2005
  %1998 = phi i64 [ 0, %1980 ], [ %2017, %2005 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #12
  %1999 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %34, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.122) #12
  %2000 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %34) #13
  %2001 = icmp eq ptr %2000, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #12
  br i1 %2001, label %2005, label %2002

2002:                                             ; preds = %2005, %1997
  %2003 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2004 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.123) #12
  br label %2019

2005:                                             ; preds = %1997
  %2006 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %1998
  %2007 = load x86_fp80, ptr %2006, align 16, !tbaa !14
  store volatile x86_fp80 %2007, ptr @vl, align 16, !tbaa !14
  %2008 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2009 = icmp ult i64 %1998, 7
  %2010 = select i1 %2009, i64 3, i64 4294967289
  %2011 = add nuw i64 %2010, %1998
  %2012 = and i64 %2011, 4294967295
  %2013 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2012
  %2014 = load x86_fp80, ptr %2013, align 16, !tbaa !14
  %2015 = call x86_fp80 @powl(x86_fp80 noundef %2008, x86_fp80 noundef %2014) #12
  %2016 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2015) #12
  %2017 = add nuw nsw i64 %1998, 1
  %2018 = icmp eq i64 %2017, 10
  br i1 %2018, label %2002, label %1997, !llvm.loop !132

2019:                                             ; preds = %2002, %2026
  %2020 = phi i64 [ 0, %2002 ], [ %2038, %2026 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #12
  %2021 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %33, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.123) #12
  %2022 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %33) #13
  %2023 = icmp eq ptr %2022, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #12
  br i1 %2023, label %2026, label %2024

2024:                                             ; preds = %2026, %2019
  %2025 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.123) #12
  br label %2040

2026:                                             ; preds = %2019
  %2027 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2020
  %2028 = load double, ptr %2027, align 8, !tbaa !5
  store volatile double %2028, ptr @vd, align 8, !tbaa !5
  %2029 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2030 = icmp ult i64 %2020, 11
  %2031 = select i1 %2030, i64 3, i64 4294967285
  %2032 = add nuw i64 %2031, %2020
  %2033 = and i64 %2032, 4294967295
  %2034 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2033
  %2035 = load double, ptr %2034, align 8, !tbaa !5
  %2036 = call double @atan2(double noundef %2029, double noundef %2035) #12
  %2037 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2036) #12
  %2038 = add nuw nsw i64 %2020, 1
  %2039 = icmp eq i64 %2038, 14
  br i1 %2039, label %2024, label %2019, !llvm.loop !133

2040:                                             ; preds = %2024, %2047
  %2041 = phi i64 [ 0, %2024 ], [ %2060, %2047 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #12
  %2042 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %32, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.124) #12
  %2043 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %32) #13
  %2044 = icmp eq ptr %2043, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #12
  br i1 %2044, label %2047, label %2045

2045:                                             ; preds = %2047, %2040
  %2046 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.123) #12
  br label %2062

2047:                                             ; preds = %2040
  %2048 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2041
  %2049 = load float, ptr %2048, align 4, !tbaa !11
  store volatile float %2049, ptr @vf, align 4, !tbaa !11
  %2050 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2051 = icmp ult i64 %2041, 8
  %2052 = select i1 %2051, i64 3, i64 4294967288
  %2053 = add nuw i64 %2052, %2041
  %2054 = and i64 %2053, 4294967295
  %2055 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2054
  %2056 = load float, ptr %2055, align 4, !tbaa !11
  %2057 = call float @atan2f(float noundef %2050, float noundef %2056) #12
  %2058 = fpext float %2057 to double
  %2059 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2058) #12
  %2060 = add nuw nsw i64 %2041, 1
  %2061 = icmp eq i64 %2060, 11
  br i1 %2061, label %2045, label %2040, !llvm.loop !134

2062:                                             ; preds = %2045, %2070
  %2063 = phi i64 [ 0, %2045 ], [ %2082, %2070 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #12
  %2064 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %31, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.125) #12
  %2065 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %31) #13
  %2066 = icmp eq ptr %2065, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #12
  br i1 %2066, label %2070, label %2067

2067:                                             ; preds = %2070, %2062
  %2068 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2069 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.126) #12
  br label %2084

2070:                                             ; preds = %2062
  %2071 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2063
  %2072 = load x86_fp80, ptr %2071, align 16, !tbaa !14
  store volatile x86_fp80 %2072, ptr @vl, align 16, !tbaa !14
  %2073 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2074 = icmp ult i64 %2063, 7
  %2075 = select i1 %2074, i64 3, i64 4294967289
  %2076 = add nuw i64 %2075, %2063
  %2077 = and i64 %2076, 4294967295
  %2078 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2077
  %2079 = load x86_fp80, ptr %2078, align 16, !tbaa !14
  %2080 = call x86_fp80 @atan2l(x86_fp80 noundef %2073, x86_fp80 noundef %2079) #12
  %2081 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2080) #12
  %2082 = add nuw nsw i64 %2063, 1
  %2083 = icmp eq i64 %2082, 10
  br i1 %2083, label %2067, label %2062, !llvm.loop !135

2084:                                             ; preds = %2067, %2091
  %2085 = phi i64 [ 0, %2067 ], [ %2103, %2091 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #12
  %2086 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %30, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.126) #12
  %2087 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %30) #13
  %2088 = icmp eq ptr %2087, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #12
  br i1 %2088, label %2091, label %2089

2089:                                             ; preds = %2091, %2084
  %2090 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.126) #12
  br label %2105

2091:                                             ; preds = %2084
  %2092 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2085
  %2093 = load double, ptr %2092, align 8, !tbaa !5
  store volatile double %2093, ptr @vd, align 8, !tbaa !5
  %2094 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2095 = icmp ult i64 %2085, 11
  %2096 = select i1 %2095, i64 3, i64 4294967285
  %2097 = add nuw i64 %2096, %2085
  %2098 = and i64 %2097, 4294967295
  %2099 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2098
  %2100 = load double, ptr %2099, align 8, !tbaa !5
  %2101 = call double @hypot(double noundef %2094, double noundef %2100) #12
  %2102 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2101) #12
  %2103 = add nuw nsw i64 %2085, 1
  %2104 = icmp eq i64 %2103, 14
  br i1 %2104, label %2089, label %2084, !llvm.loop !136

2105:                                             ; preds = %2089, %2112
  %2106 = phi i64 [ 0, %2089 ], [ %2125, %2112 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #12
  %2107 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %29, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.127) #12
  %2108 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %29) #13
  %2109 = icmp eq ptr %2108, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #12
  br i1 %2109, label %2112, label %2110

2110:                                             ; preds = %2112, %2105
  %2111 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.126) #12
  br label %2127

2112:                                             ; preds = %2105
  %2113 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2106
  %2114 = load float, ptr %2113, align 4, !tbaa !11
  store volatile float %2114, ptr @vf, align 4, !tbaa !11
  %2115 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2116 = icmp ult i64 %2106, 8
  %2117 = select i1 %2116, i64 3, i64 4294967288
  %2118 = add nuw i64 %2117, %2106
  %2119 = and i64 %2118, 4294967295
  %2120 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2119
  %2121 = load float, ptr %2120, align 4, !tbaa !11
  %2122 = call float @hypotf(float noundef %2115, float noundef %2121) #12
  %2123 = fpext float %2122 to double
  %2124 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2123) #12
  %2125 = add nuw nsw i64 %2106, 1
  %2126 = icmp eq i64 %2125, 11
  br i1 %2126, label %2110, label %2105, !llvm.loop !137

2127:                                             ; preds = %2110, %2135
  %2128 = phi i64 [ 0, %2110 ], [ %2147, %2135 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #12
  %2129 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %28, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.128) #12
  %2130 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %28) #13
  %2131 = icmp eq ptr %2130, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #12
  br i1 %2131, label %2135, label %2132

2132:                                             ; preds = %2135, %2127
  %2133 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2134 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.129) #12
  br label %2149

2135:                                             ; preds = %2127
  %2136 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2128
  %2137 = load x86_fp80, ptr %2136, align 16, !tbaa !14
  store volatile x86_fp80 %2137, ptr @vl, align 16, !tbaa !14
  %2138 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2139 = icmp ult i64 %2128, 7
  %2140 = select i1 %2139, i64 3, i64 4294967289
  %2141 = add nuw i64 %2140, %2128
  %2142 = and i64 %2141, 4294967295
  %2143 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2142
  %2144 = load x86_fp80, ptr %2143, align 16, !tbaa !14
  %2145 = call x86_fp80 @hypotl(x86_fp80 noundef %2138, x86_fp80 noundef %2144) #12
  %2146 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2145) #12
  %2147 = add nuw nsw i64 %2128, 1
  %2148 = icmp eq i64 %2147, 10
  br i1 %2148, label %2132, label %2127, !llvm.loop !138

2149:                                             ; preds = %2132, %2156
  %2150 = phi i64 [ 0, %2132 ], [ %2168, %2156 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #12
  %2151 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %27, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.129) #12
  %2152 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %27) #13
  %2153 = icmp eq ptr %2152, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #12
  br i1 %2153, label %2156, label %2154

2154:                                             ; preds = %2156, %2149
  %2155 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.129) #12
  br label %2170

2156:                                             ; preds = %2149
  %2157 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2150
  %2158 = load double, ptr %2157, align 8, !tbaa !5
  store volatile double %2158, ptr @vd, align 8, !tbaa !5
  %2159 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2160 = icmp ult i64 %2150, 11
  %2161 = select i1 %2160, i64 3, i64 4294967285
  %2162 = add nuw i64 %2161, %2150
  %2163 = and i64 %2162, 4294967295
  %2164 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2163
  %2165 = load double, ptr %2164, align 8, !tbaa !5
  %2166 = call double @fmod(double noundef %2159, double noundef %2165) #12
  %2167 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2166) #12
  %2168 = add nuw nsw i64 %2150, 1
  %2169 = icmp eq i64 %2168, 14
  br i1 %2169, label %2154, label %2149, !llvm.loop !139

2170:                                             ; preds = %2154, %2177
  %2171 = phi i64 [ 0, %2154 ], [ %2190, %2177 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #12
  %2172 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %26, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.130) #12
  %2173 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %26) #13
  %2174 = icmp eq ptr %2173, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #12
  br i1 %2174, label %2177, label %2175

2175:                                             ; preds = %2177, %2170
  %2176 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.129) #12
  br label %2192

2177:                                             ; preds = %2170
  %2178 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2171
  %2179 = load float, ptr %2178, align 4, !tbaa !11
  store volatile float %2179, ptr @vf, align 4, !tbaa !11
  %2180 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2181 = icmp ult i64 %2171, 8
  %2182 = select i1 %2181, i64 3, i64 4294967288
  %2183 = add nuw i64 %2182, %2171
  %2184 = and i64 %2183, 4294967295
  %2185 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2184
  %2186 = load float, ptr %2185, align 4, !tbaa !11
  %2187 = call float @fmodf(float noundef %2180, float noundef %2186) #12
  %2188 = fpext float %2187 to double
  %2189 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2188) #12
  %2190 = add nuw nsw i64 %2171, 1
  %2191 = icmp eq i64 %2190, 11
  br i1 %2191, label %2175, label %2170, !llvm.loop !140

2192:                                             ; preds = %2175, %2200
  %2193 = phi i64 [ 0, %2175 ], [ %2212, %2200 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #12
  %2194 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %25, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.131) #12
  %2195 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %25) #13
  %2196 = icmp eq ptr %2195, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #12
  br i1 %2196, label %2200, label %2197

2197:                                             ; preds = %2200, %2192
  %2198 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2199 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.132) #12
  br label %2214

2200:                                             ; preds = %2192
  %2201 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2193
  %2202 = load x86_fp80, ptr %2201, align 16, !tbaa !14
  store volatile x86_fp80 %2202, ptr @vl, align 16, !tbaa !14
  %2203 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2204 = icmp ult i64 %2193, 7
  %2205 = select i1 %2204, i64 3, i64 4294967289
  %2206 = add nuw i64 %2205, %2193
  %2207 = and i64 %2206, 4294967295
  %2208 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2207
  %2209 = load x86_fp80, ptr %2208, align 16, !tbaa !14
  %2210 = call x86_fp80 @fmodl(x86_fp80 noundef %2203, x86_fp80 noundef %2209) #12
  %2211 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2210) #12
  %2212 = add nuw nsw i64 %2193, 1
  %2213 = icmp eq i64 %2212, 10
  br i1 %2213, label %2197, label %2192, !llvm.loop !141

2214:                                             ; preds = %2197, %2221
  %2215 = phi i64 [ 0, %2197 ], [ %2233, %2221 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #12
  %2216 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %24, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.132) #12
  %2217 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %24) #13
  %2218 = icmp eq ptr %2217, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #12
  br i1 %2218, label %2221, label %2219

2219:                                             ; preds = %2221, %2214
  %2220 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.132) #12
  br label %2235

2221:                                             ; preds = %2214
  %2222 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2215
  %2223 = load double, ptr %2222, align 8, !tbaa !5
  store volatile double %2223, ptr @vd, align 8, !tbaa !5
  %2224 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2225 = icmp ult i64 %2215, 11
  %2226 = select i1 %2225, i64 3, i64 4294967285
  %2227 = add nuw i64 %2226, %2215
  %2228 = and i64 %2227, 4294967295
  %2229 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2228
  %2230 = load double, ptr %2229, align 8, !tbaa !5
  %2231 = call double @remainder(double noundef %2224, double noundef %2230) #12
  %2232 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2231) #12
  %2233 = add nuw nsw i64 %2215, 1
  %2234 = icmp eq i64 %2233, 14
  br i1 %2234, label %2219, label %2214, !llvm.loop !142

2235:                                             ; preds = %2219, %2242
  %2236 = phi i64 [ 0, %2219 ], [ %2255, %2242 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #12
  %2237 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %23, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.133) #12
  %2238 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %23) #13
  %2239 = icmp eq ptr %2238, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #12
  br i1 %2239, label %2242, label %2240

2240:                                             ; preds = %2242, %2235
  %2241 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.132) #12
  br label %2257

2242:                                             ; preds = %2235
  %2243 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2236
  %2244 = load float, ptr %2243, align 4, !tbaa !11
  store volatile float %2244, ptr @vf, align 4, !tbaa !11
  %2245 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2246 = icmp ult i64 %2236, 8
  %2247 = select i1 %2246, i64 3, i64 4294967288
  %2248 = add nuw i64 %2247, %2236
  %2249 = and i64 %2248, 4294967295
  %2250 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2249
  %2251 = load float, ptr %2250, align 4, !tbaa !11
  %2252 = call float @remainderf(float noundef %2245, float noundef %2251) #12
  %2253 = fpext float %2252 to double
  %2254 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2253) #12
  %2255 = add nuw nsw i64 %2236, 1
  %2256 = icmp eq i64 %2255, 11
  br i1 %2256, label %2240, label %2235, !llvm.loop !143

2257:                                             ; preds = %2240, %2265
  %2258 = phi i64 [ 0, %2240 ], [ %2277, %2265 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #12
  %2259 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %22, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.134) #12
  %2260 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %22) #13
  %2261 = icmp eq ptr %2260, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #12
  br i1 %2261, label %2265, label %2262

2262:                                             ; preds = %2265, %2257
  %2263 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2264 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.135) #12
  br label %2279

2265:                                             ; preds = %2257
  %2266 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2258
  %2267 = load x86_fp80, ptr %2266, align 16, !tbaa !14
  store volatile x86_fp80 %2267, ptr @vl, align 16, !tbaa !14
  %2268 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2269 = icmp ult i64 %2258, 7
  %2270 = select i1 %2269, i64 3, i64 4294967289
  %2271 = add nuw i64 %2270, %2258
  %2272 = and i64 %2271, 4294967295
  %2273 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2272
  %2274 = load x86_fp80, ptr %2273, align 16, !tbaa !14
  %2275 = call x86_fp80 @remainderl(x86_fp80 noundef %2268, x86_fp80 noundef %2274) #12
  %2276 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2275) #12
  %2277 = add nuw nsw i64 %2258, 1
  %2278 = icmp eq i64 %2277, 10
  br i1 %2278, label %2262, label %2257, !llvm.loop !144

2279:                                             ; preds = %2262, %2286
  %2280 = phi i64 [ 0, %2262 ], [ %2298, %2286 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #12
  %2281 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %21, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.135) #12
  %2282 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %21) #13
  %2283 = icmp eq ptr %2282, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #12
  br i1 %2283, label %2286, label %2284

2284:                                             ; preds = %2286, %2279
  %2285 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.135) #12
  br label %2300

2286:                                             ; preds = %2279
  %2287 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2280
  %2288 = load double, ptr %2287, align 8, !tbaa !5
  store volatile double %2288, ptr @vd, align 8, !tbaa !5
  %2289 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2290 = icmp ult i64 %2280, 11
  %2291 = select i1 %2290, i64 3, i64 4294967285
  %2292 = add nuw i64 %2291, %2280
  %2293 = and i64 %2292, 4294967295
  %2294 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2293
  %2295 = load double, ptr %2294, align 8, !tbaa !5
  %2296 = call double @llvm.copysign.f64(double %2289, double %2295)
  %2297 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2296) #12
  %2298 = add nuw nsw i64 %2280, 1
  %2299 = icmp eq i64 %2298, 14
  br i1 %2299, label %2284, label %2279, !llvm.loop !145

2300:                                             ; preds = %2284, %2307
  %2301 = phi i64 [ 0, %2284 ], [ %2320, %2307 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #12
  %2302 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %20, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.136) #12
  %2303 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %20) #13
  %2304 = icmp eq ptr %2303, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #12
  br i1 %2304, label %2307, label %2305

2305:                                             ; preds = %2307, %2300
  %2306 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.135) #12
  br label %2322

2307:                                             ; preds = %2300
  %2308 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2301
  %2309 = load float, ptr %2308, align 4, !tbaa !11
  store volatile float %2309, ptr @vf, align 4, !tbaa !11
  %2310 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2311 = icmp ult i64 %2301, 8
  %2312 = select i1 %2311, i64 3, i64 4294967288
  %2313 = add nuw i64 %2312, %2301
  %2314 = and i64 %2313, 4294967295
  %2315 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2314
  %2316 = load float, ptr %2315, align 4, !tbaa !11
  %2317 = call float @llvm.copysign.f32(float %2310, float %2316)
  %2318 = fpext float %2317 to double
  %2319 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2318) #12
  %2320 = add nuw nsw i64 %2301, 1
  %2321 = icmp eq i64 %2320, 11
  br i1 %2321, label %2305, label %2300, !llvm.loop !146

2322:                                             ; preds = %2305, %2330
  %2323 = phi i64 [ 0, %2305 ], [ %2342, %2330 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #12
  %2324 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %19, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.137) #12
  %2325 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %19) #13
  %2326 = icmp eq ptr %2325, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #12
  br i1 %2326, label %2330, label %2327

2327:                                             ; preds = %2330, %2322
  %2328 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2329 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.138) #12
  br label %2344

2330:                                             ; preds = %2322
  %2331 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2323
  %2332 = load x86_fp80, ptr %2331, align 16, !tbaa !14
  store volatile x86_fp80 %2332, ptr @vl, align 16, !tbaa !14
  %2333 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2334 = icmp ult i64 %2323, 7
  %2335 = select i1 %2334, i64 3, i64 4294967289
  %2336 = add nuw i64 %2335, %2323
  %2337 = and i64 %2336, 4294967295
  %2338 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2337
  %2339 = load x86_fp80, ptr %2338, align 16, !tbaa !14
  %2340 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %2333, x86_fp80 %2339)
  %2341 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2340) #12
  %2342 = add nuw nsw i64 %2323, 1
  %2343 = icmp eq i64 %2342, 10
  br i1 %2343, label %2327, label %2322, !llvm.loop !147

2344:                                             ; preds = %2327, %2351
  %2345 = phi i64 [ 0, %2327 ], [ %2363, %2351 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #12
  %2346 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %18, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.138) #12
  %2347 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %18) #13
  %2348 = icmp eq ptr %2347, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #12
  br i1 %2348, label %2351, label %2349

2349:                                             ; preds = %2351, %2344
  %2350 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.138) #12
  br label %2365

2351:                                             ; preds = %2344
  %2352 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2345
  %2353 = load double, ptr %2352, align 8, !tbaa !5
  store volatile double %2353, ptr @vd, align 8, !tbaa !5
  %2354 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2355 = icmp ult i64 %2345, 11
  %2356 = select i1 %2355, i64 3, i64 4294967285
  %2357 = add nuw i64 %2356, %2345
  %2358 = and i64 %2357, 4294967295
  %2359 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2358
  %2360 = load double, ptr %2359, align 8, !tbaa !5
  %2361 = call double @fdim(double noundef %2354, double noundef %2360) #12
  %2362 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2361) #12
  %2363 = add nuw nsw i64 %2345, 1
  %2364 = icmp eq i64 %2363, 14
  br i1 %2364, label %2349, label %2344, !llvm.loop !148

2365:                                             ; preds = %2349, %2372
  %2366 = phi i64 [ 0, %2349 ], [ %2385, %2372 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #12
  %2367 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %17, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.139) #12
  %2368 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %17) #13
  %2369 = icmp eq ptr %2368, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #12
  br i1 %2369, label %2372, label %2370

2370:                                             ; preds = %2372, %2365
  %2371 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.138) #12
  br label %2387

2372:                                             ; preds = %2365
  %2373 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2366
  %2374 = load float, ptr %2373, align 4, !tbaa !11
  store volatile float %2374, ptr @vf, align 4, !tbaa !11
  %2375 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2376 = icmp ult i64 %2366, 8
  %2377 = select i1 %2376, i64 3, i64 4294967288
  %2378 = add nuw i64 %2377, %2366
  %2379 = and i64 %2378, 4294967295
  %2380 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2379
  %2381 = load float, ptr %2380, align 4, !tbaa !11
  %2382 = call float @fdimf(float noundef %2375, float noundef %2381) #12
  %2383 = fpext float %2382 to double
  %2384 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2383) #12
  %2385 = add nuw nsw i64 %2366, 1
  %2386 = icmp eq i64 %2385, 11
  br i1 %2386, label %2370, label %2365, !llvm.loop !149

2387:                                             ; preds = %2370, %2395
  %2388 = phi i64 [ 0, %2370 ], [ %2407, %2395 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #12
  %2389 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %16, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.140) #12
  %2390 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %16) #13
  %2391 = icmp eq ptr %2390, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #12
  br i1 %2391, label %2395, label %2392

2392:                                             ; preds = %2395, %2387
  %2393 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2394 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.141) #12
  br label %2409

2395:                                             ; preds = %2387
  %2396 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2388
  %2397 = load x86_fp80, ptr %2396, align 16, !tbaa !14
  store volatile x86_fp80 %2397, ptr @vl, align 16, !tbaa !14
  %2398 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2399 = icmp ult i64 %2388, 7
  %2400 = select i1 %2399, i64 3, i64 4294967289
  %2401 = add nuw i64 %2400, %2388
  %2402 = and i64 %2401, 4294967295
  %2403 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2402
  %2404 = load x86_fp80, ptr %2403, align 16, !tbaa !14
  %2405 = call x86_fp80 @fdiml(x86_fp80 noundef %2398, x86_fp80 noundef %2404) #12
  %2406 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2405) #12
  %2407 = add nuw nsw i64 %2388, 1
  %2408 = icmp eq i64 %2407, 10
  br i1 %2408, label %2392, label %2387, !llvm.loop !150

2409:                                             ; preds = %2392, %2416
  %2410 = phi i64 [ 0, %2392 ], [ %2428, %2416 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #12
  %2411 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %15, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.141) #12
  %2412 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %15) #13
  %2413 = icmp eq ptr %2412, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #12
  br i1 %2413, label %2416, label %2414

2414:                                             ; preds = %2416, %2409
  %2415 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.141) #12
  br label %2430

2416:                                             ; preds = %2409
  %2417 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2410
  %2418 = load double, ptr %2417, align 8, !tbaa !5
  store volatile double %2418, ptr @vd, align 8, !tbaa !5
  %2419 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2420 = icmp ult i64 %2410, 11
  %2421 = select i1 %2420, i64 3, i64 4294967285
  %2422 = add nuw i64 %2421, %2410
  %2423 = and i64 %2422, 4294967295
  %2424 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2423
  %2425 = load double, ptr %2424, align 8, !tbaa !5
  %2426 = call double @llvm.maxnum.f64(double %2419, double %2425)
  %2427 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2426) #12
  %2428 = add nuw nsw i64 %2410, 1
  %2429 = icmp eq i64 %2428, 14
  br i1 %2429, label %2414, label %2409, !llvm.loop !151

2430:                                             ; preds = %2414, %2437
  %2431 = phi i64 [ 0, %2414 ], [ %2450, %2437 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  %2432 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %14, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.142) #12
  %2433 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %14) #13
  %2434 = icmp eq ptr %2433, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #12
  br i1 %2434, label %2437, label %2435

2435:                                             ; preds = %2437, %2430
  %2436 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.141) #12
  br label %2452

2437:                                             ; preds = %2430
  %2438 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2431
  %2439 = load float, ptr %2438, align 4, !tbaa !11
  store volatile float %2439, ptr @vf, align 4, !tbaa !11
  %2440 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2441 = icmp ult i64 %2431, 8
  %2442 = select i1 %2441, i64 3, i64 4294967288
  %2443 = add nuw i64 %2442, %2431
  %2444 = and i64 %2443, 4294967295
  %2445 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2444
  %2446 = load float, ptr %2445, align 4, !tbaa !11
  %2447 = call float @llvm.maxnum.f32(float %2440, float %2446)
  %2448 = fpext float %2447 to double
  %2449 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2448) #12
  %2450 = add nuw nsw i64 %2431, 1
  %2451 = icmp eq i64 %2450, 11
  br i1 %2451, label %2435, label %2430, !llvm.loop !152

2452:                                             ; preds = %2435, %2460
  %2453 = phi i64 [ 0, %2435 ], [ %2472, %2460 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #12
  %2454 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %13, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.143) #12
  %2455 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %13) #13
  %2456 = icmp eq ptr %2455, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #12
  br i1 %2456, label %2460, label %2457

2457:                                             ; preds = %2460, %2452
  %2458 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2459 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.144) #12
  br label %2474

2460:                                             ; preds = %2452
  %2461 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2453
  %2462 = load x86_fp80, ptr %2461, align 16, !tbaa !14
  store volatile x86_fp80 %2462, ptr @vl, align 16, !tbaa !14
  %2463 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2464 = icmp ult i64 %2453, 7
  %2465 = select i1 %2464, i64 3, i64 4294967289
  %2466 = add nuw i64 %2465, %2453
  %2467 = and i64 %2466, 4294967295
  %2468 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2467
  %2469 = load x86_fp80, ptr %2468, align 16, !tbaa !14
  %2470 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %2463, x86_fp80 %2469)
  %2471 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2470) #12
  %2472 = add nuw nsw i64 %2453, 1
  %2473 = icmp eq i64 %2472, 10
  br i1 %2473, label %2457, label %2452, !llvm.loop !153

2474:                                             ; preds = %2457, %2481
  %2475 = phi i64 [ 0, %2457 ], [ %2493, %2481 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #12
  %2476 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %12, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.144) #12
  %2477 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %12) #13
  %2478 = icmp eq ptr %2477, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #12
  br i1 %2478, label %2481, label %2479

2479:                                             ; preds = %2481, %2474
  %2480 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.144) #12
  br label %2495

2481:                                             ; preds = %2474
  %2482 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2475
  %2483 = load double, ptr %2482, align 8, !tbaa !5
  store volatile double %2483, ptr @vd, align 8, !tbaa !5
  %2484 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2485 = icmp ult i64 %2475, 11
  %2486 = select i1 %2485, i64 3, i64 4294967285
  %2487 = add nuw i64 %2486, %2475
  %2488 = and i64 %2487, 4294967295
  %2489 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2488
  %2490 = load double, ptr %2489, align 8, !tbaa !5
  %2491 = call double @llvm.minnum.f64(double %2484, double %2490)
  %2492 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2491) #12
  %2493 = add nuw nsw i64 %2475, 1
  %2494 = icmp eq i64 %2493, 14
  br i1 %2494, label %2479, label %2474, !llvm.loop !154

2495:                                             ; preds = %2479, %2502
  %2496 = phi i64 [ 0, %2479 ], [ %2515, %2502 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #12
  %2497 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %11, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.145) #12
  %2498 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %11) #13
  %2499 = icmp eq ptr %2498, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #12
  br i1 %2499, label %2502, label %2500

2500:                                             ; preds = %2502, %2495
  %2501 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.144) #12
  br label %2517

2502:                                             ; preds = %2495
  %2503 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2496
  %2504 = load float, ptr %2503, align 4, !tbaa !11
  store volatile float %2504, ptr @vf, align 4, !tbaa !11
  %2505 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2506 = icmp ult i64 %2496, 8
  %2507 = select i1 %2506, i64 3, i64 4294967288
  %2508 = add nuw i64 %2507, %2496
  %2509 = and i64 %2508, 4294967295
  %2510 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2509
  %2511 = load float, ptr %2510, align 4, !tbaa !11
  %2512 = call float @llvm.minnum.f32(float %2505, float %2511)
  %2513 = fpext float %2512 to double
  %2514 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2513) #12
  %2515 = add nuw nsw i64 %2496, 1
  %2516 = icmp eq i64 %2515, 11
  br i1 %2516, label %2500, label %2495, !llvm.loop !155

2517:                                             ; preds = %2500, %2525
  %2518 = phi i64 [ 0, %2500 ], [ %2537, %2525 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #12
  %2519 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %10, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.146) #12
  %2520 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %10) #13
  %2521 = icmp eq ptr %2520, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #12
  br i1 %2521, label %2525, label %2522

2522:                                             ; preds = %2525, %2517
  %2523 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  %2524 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, ptr noundef nonnull @.str.147) #12
  br label %2539

2525:                                             ; preds = %2517
  %2526 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2518
  %2527 = load x86_fp80, ptr %2526, align 16, !tbaa !14
  store volatile x86_fp80 %2527, ptr @vl, align 16, !tbaa !14
  %2528 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2529 = icmp ult i64 %2518, 7
  %2530 = select i1 %2529, i64 3, i64 4294967289
  %2531 = add nuw i64 %2530, %2518
  %2532 = and i64 %2531, 4294967295
  %2533 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2532
  %2534 = load x86_fp80, ptr %2533, align 16, !tbaa !14
  %2535 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %2528, x86_fp80 %2534)
  %2536 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2535) #12
  %2537 = add nuw nsw i64 %2518, 1
  %2538 = icmp eq i64 %2537, 10
  br i1 %2538, label %2522, label %2517, !llvm.loop !156

2539:                                             ; preds = %2522, %2546
  %2540 = phi i64 [ 0, %2522 ], [ %2558, %2546 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #12
  %2541 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %9, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.147) #12
  %2542 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %9) #13
  %2543 = icmp eq ptr %2542, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #12
  br i1 %2543, label %2546, label %2544

2544:                                             ; preds = %2546, %2539
  %2545 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.147) #12
  br label %2560

2546:                                             ; preds = %2539
  %2547 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2540
  %2548 = load double, ptr %2547, align 8, !tbaa !5
  store volatile double %2548, ptr @vd, align 8, !tbaa !5
  %2549 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2550 = icmp ult i64 %2540, 11
  %2551 = select i1 %2550, i64 3, i64 4294967285
  %2552 = add nuw i64 %2551, %2540
  %2553 = and i64 %2552, 4294967295
  %2554 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2553
  %2555 = load double, ptr %2554, align 8, !tbaa !5
  %2556 = call double @nextafter(double noundef %2549, double noundef %2555) #12
  %2557 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2556) #12
  %2558 = add nuw nsw i64 %2540, 1
  %2559 = icmp eq i64 %2558, 14
  br i1 %2559, label %2544, label %2539, !llvm.loop !157

2560:                                             ; preds = %2544, %2567
  %2561 = phi i64 [ 0, %2544 ], [ %2580, %2567 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %2562 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %8, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.148) #12
  %2563 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %8) #13
  %2564 = icmp eq ptr %2563, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  br i1 %2564, label %2567, label %2565

2565:                                             ; preds = %2567, %2560
  %2566 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.147) #12
  br label %2582

2567:                                             ; preds = %2560
  %2568 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2561
  %2569 = load float, ptr %2568, align 4, !tbaa !11
  store volatile float %2569, ptr @vf, align 4, !tbaa !11
  %2570 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2571 = icmp ult i64 %2561, 8
  %2572 = select i1 %2571, i64 3, i64 4294967288
  %2573 = add nuw i64 %2572, %2561
  %2574 = and i64 %2573, 4294967295
  %2575 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2574
  %2576 = load float, ptr %2575, align 4, !tbaa !11
  %2577 = call float @nextafterf(float noundef %2570, float noundef %2576) #12
  %2578 = fpext float %2577 to double
  %2579 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, double noundef %2578) #12
  %2580 = add nuw nsw i64 %2561, 1
  %2581 = icmp eq i64 %2580, 11
  br i1 %2581, label %2565, label %2560, !llvm.loop !158

2582:                                             ; preds = %2565, %2593
  %2583 = phi i64 [ 0, %2565 ], [ %2605, %2593 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %2584 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %7, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.149) #12
  %2585 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %7) #13
  %2586 = icmp eq ptr %2585, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  br i1 %2586, label %2593, label %2587

2587:                                             ; preds = %2593, %2582
  %2588 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8) #12
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2589 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.150, double noundef 0x3C90000000000000) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  %2590 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %6, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.151) #12
  %2591 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %6) #13
  %2592 = icmp eq ptr %2591, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  br i1 %2592, label %2607, label %2609

2593:                                             ; preds = %2582
  %2594 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2583
  %2595 = load x86_fp80, ptr %2594, align 16, !tbaa !14
  store volatile x86_fp80 %2595, ptr @vl, align 16, !tbaa !14
  %2596 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2597 = icmp ult i64 %2583, 7
  %2598 = select i1 %2597, i64 3, i64 4294967289
  %2599 = add nuw i64 %2598, %2583
  %2600 = and i64 %2599, 4294967295
  %2601 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2600
  %2602 = load x86_fp80, ptr %2601, align 16, !tbaa !14
  %2603 = call x86_fp80 @nextafterl(x86_fp80 noundef %2596, x86_fp80 noundef %2602) #12
  %2604 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, x86_fp80 noundef %2603) #12
  %2605 = add nuw nsw i64 %2583, 1
  %2606 = icmp eq i64 %2605, 10
  br i1 %2606, label %2587, label %2582, !llvm.loop !159

2607:                                             ; preds = %2587
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !11
  %2608 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.152, double noundef 0x3E50000000000000) #12
  br label %2609

2609:                                             ; preds = %2607, %2587
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %2610 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %5, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.153) #12
  %2611 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %5) #13
  %2612 = icmp eq ptr %2611, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  br i1 %2612, label %2613, label %2615

2613:                                             ; preds = %2609
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !14
  %2614 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.154, x86_fp80 noundef 0xK3FBD8000000000000000) #12
  br label %2615

2615:                                             ; preds = %2613, %2609
  br label %2616

2616:                                             ; preds = %2615, %2709
  %2617 = phi i64 [ %2713, %2709 ], [ 0, %2615 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %151) #12
  store i32 0, ptr %151, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %152) #12
  store i32 0, ptr %152, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %153) #12
  store i32 0, ptr %153, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %154) #12
  store double 0.000000e+00, ptr %154, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %155) #12
  store double 0.000000e+00, ptr %155, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %156) #12
  store double 0.000000e+00, ptr %156, align 8, !tbaa !5
  %2618 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2617
  %2619 = load double, ptr %2618, align 8, !tbaa !5
  store volatile double %2619, ptr @vd, align 8, !tbaa !5
  %2620 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2621 = call double @frexp(double noundef %2620, ptr noundef nonnull %151) #12
  %2622 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2623 = call double @modf(double noundef %2622, ptr noundef nonnull %154) #12
  %2624 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2625 = call double @remquo(double noundef %2624, double noundef 0x3FE6666666666666, ptr noundef nonnull %152) #12
  %2626 = load volatile double, ptr @vd, align 8, !tbaa !5
  call void @sincos(double noundef %2626, ptr noundef nonnull %155, ptr noundef nonnull %156) #12
  %2627 = load i32, ptr %151, align 4, !tbaa !24
  %2628 = load double, ptr %154, align 8, !tbaa !5
  %2629 = load double, ptr %155, align 8, !tbaa !5
  %2630 = load double, ptr %156, align 8, !tbaa !5
  %2631 = trunc nuw nsw i64 %2617 to i32
  %2632 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.155, i32 noundef %2631, double noundef %2621, i32 noundef %2627, double noundef %2623, double noundef %2628, double noundef %2629, double noundef %2630) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  %2633 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %4, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.156) #12
  %2634 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %4) #13
  %2635 = icmp eq ptr %2634, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  br i1 %2635, label %2636, label %2639

2636:                                             ; preds = %2616
  %2637 = load i32, ptr %152, align 4, !tbaa !24
  %2638 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.157, double noundef %2625, i32 noundef %2637) #12
  br label %2639

2639:                                             ; preds = %2636, %2616
  %2640 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2641 = call double @lgamma_r(double noundef %2640, ptr noundef nonnull %153) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  %2642 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %3, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.158) #12
  %2643 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %3) #13
  %2644 = icmp eq ptr %2643, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  br i1 %2644, label %2645, label %2648

2645:                                             ; preds = %2639
  %2646 = load i32, ptr %153, align 4, !tbaa !24
  %2647 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.159, double noundef %2641, i32 noundef %2646) #12
  br label %2648

2648:                                             ; preds = %2645, %2639
  %2649 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2650 = call double @ldexp(double noundef %2649, i32 noundef 5) #12
  %2651 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2652 = call double @scalbn(double noundef %2651, i32 noundef -3) #12
  %2653 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2654 = call double @scalbln(double noundef %2653, i64 noundef 7) #12
  %2655 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2656 = fcmp oeq double %2655, 0.000000e+00
  br i1 %2656, label %2660, label %2657

2657:                                             ; preds = %2648
  %2658 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2659 = call i32 @ilogb(double noundef %2658) #12
  br label %2660

2660:                                             ; preds = %2648, %2657
  %2661 = phi i32 [ %2659, %2657 ], [ 0, %2648 ]
  %2662 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2663 = call double @llvm.fabs.f64(double %2662)
  %2664 = fcmp olt double %2663, 1.000000e+15
  br i1 %2664, label %2665, label %2668

2665:                                             ; preds = %2660
  %2666 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2667 = call i64 @lrint(double noundef %2666) #12
  br label %2668

2668:                                             ; preds = %2660, %2665
  %2669 = phi i64 [ %2667, %2665 ], [ 0, %2660 ]
  %2670 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2671 = call double @llvm.fabs.f64(double %2670)
  %2672 = fcmp olt double %2671, 1.000000e+15
  br i1 %2672, label %2673, label %2676

2673:                                             ; preds = %2668
  %2674 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2675 = call i64 @lround(double noundef %2674) #12
  br label %2676

2676:                                             ; preds = %2668, %2673
  %2677 = phi i64 [ %2675, %2673 ], [ 0, %2668 ]
  %2678 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2679 = call double @llvm.fabs.f64(double %2678)
  %2680 = fcmp olt double %2679, 1.000000e+15
  br i1 %2680, label %2681, label %2684

2681:                                             ; preds = %2676
  %2682 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2683 = call i64 @llrint(double noundef %2682) #12
  br label %2684

2684:                                             ; preds = %2676, %2681
  %2685 = phi i64 [ %2683, %2681 ], [ 0, %2676 ]
  %2686 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2687 = call double @llvm.fabs.f64(double %2686)
  %2688 = fcmp olt double %2687, 1.000000e+15
  br i1 %2688, label %2689, label %2692

2689:                                             ; preds = %2684
  %2690 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2691 = call i64 @llround(double noundef %2690) #12
  br label %2692

2692:                                             ; preds = %2684, %2689
  %2693 = phi i64 [ %2691, %2689 ], [ 0, %2684 ]
  %2694 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.160, double noundef %2650, double noundef %2652, double noundef %2654, i32 noundef %2661, i64 noundef %2669, i64 noundef %2677, i64 noundef %2685, i64 noundef %2693) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  %2695 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %2, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.161) #12
  %2696 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %2) #13
  %2697 = icmp eq ptr %2696, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  br i1 %2697, label %2698, label %2709

2698:                                             ; preds = %2692
  %2699 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2700 = call double @jn(i32 noundef 3, double noundef %2699) #12
  %2701 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2702 = fcmp ogt double %2701, 0.000000e+00
  br i1 %2702, label %2703, label %2706

2703:                                             ; preds = %2698
  %2704 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2705 = call double @yn(i32 noundef 2, double noundef %2704) #12
  br label %2706

2706:                                             ; preds = %2698, %2703
  %2707 = phi double [ %2705, %2703 ], [ 0.000000e+00, %2698 ]
  %2708 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.162, double noundef %2700, double noundef %2707) #12
  br label %2709

2709:                                             ; preds = %2706, %2692
  %2710 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2711 = call double @nexttoward(double noundef %2710, x86_fp80 noundef 0xK3FFF8000000000000000) #12
  %2712 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.163, double noundef %2711) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %156) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %155) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %154) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %153) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %152) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %151) #12
  %2713 = add nuw nsw i64 %2617, 1
  %2714 = icmp eq i64 %2713, 14
  br i1 %2714, label %2715, label %2616, !llvm.loop !160

2715:                                             ; preds = %2709, %2747
  %2716 = phi i64 [ %2748, %2747 ], [ 0, %2709 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %157) #12
  store i32 0, ptr %157, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %158) #12
  store i32 0, ptr %158, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %159) #12
  store float 0.000000e+00, ptr %159, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %160) #12
  store float 0.000000e+00, ptr %160, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %161) #12
  store float 0.000000e+00, ptr %161, align 4, !tbaa !11
  %2717 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2716
  %2718 = load float, ptr %2717, align 4, !tbaa !11
  store volatile float %2718, ptr @vf, align 4, !tbaa !11
  %2719 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2720 = call float @frexpf(float noundef %2719, ptr noundef nonnull %157) #12
  %2721 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2722 = call float @modff(float noundef %2721, ptr noundef nonnull %159) #12
  %2723 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2724 = call float @remquof(float noundef %2723, float noundef 0x3FE6666660000000, ptr noundef nonnull %158) #12
  %2725 = load volatile float, ptr @vf, align 4, !tbaa !11
  call void @sincosf(float noundef %2725, ptr noundef nonnull %160, ptr noundef nonnull %161) #12
  %2726 = fpext float %2720 to double
  %2727 = load i32, ptr %157, align 4, !tbaa !24
  %2728 = fpext float %2722 to double
  %2729 = load float, ptr %159, align 4, !tbaa !11
  %2730 = fpext float %2729 to double
  %2731 = fpext float %2724 to double
  %2732 = load i32, ptr %158, align 4, !tbaa !24
  %2733 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2734 = call float @ldexpf(float noundef %2733, i32 noundef 4) #12
  %2735 = fpext float %2734 to double
  %2736 = trunc nuw nsw i64 %2716 to i32
  %2737 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.164, i32 noundef %2736, double noundef %2726, i32 noundef %2727, double noundef %2728, double noundef %2730, double noundef %2731, i32 noundef %2732, double noundef %2735) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  %2738 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %1, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.165) #12
  %2739 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %1) #13
  %2740 = icmp eq ptr %2739, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br i1 %2740, label %2741, label %2747

2741:                                             ; preds = %2715
  %2742 = load float, ptr %160, align 4, !tbaa !11
  %2743 = fpext float %2742 to double
  %2744 = load float, ptr %161, align 4, !tbaa !11
  %2745 = fpext float %2744 to double
  %2746 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.166, double noundef %2743, double noundef %2745) #12
  br label %2747

2747:                                             ; preds = %2741, %2715
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %161) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %160) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %159) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %158) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %157) #12
  %2748 = add nuw nsw i64 %2716, 1
  %2749 = icmp eq i64 %2748, 11
  br i1 %2749, label %2792, label %2715, !llvm.loop !161

2750:                                             ; preds = %2792
  %2751 = call double @nan(ptr noundef nonnull @.str.169) #13
  %2752 = fcmp uno double %2751, 0.000000e+00
  %2753 = zext i1 %2752 to i32
  %2754 = call float @nanf(ptr noundef nonnull @.str.170) #13
  %2755 = fcmp uno float %2754, 0.000000e+00
  %2756 = zext i1 %2755 to i32
  %2757 = call x86_fp80 @nanl(ptr noundef nonnull @.str.169) #13
  %2758 = fcmp uno x86_fp80 %2757, 0xK00000000000000000000
  %2759 = zext i1 %2758 to i32
  %2760 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.168, i32 noundef %2753, i32 noundef %2756, i32 noundef %2759) #12
  store volatile double 0x7FF0000000000000, ptr @vd, align 8, !tbaa !5
  %2761 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2762 = call double @exp(double noundef %2761) #12
  %2763 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2764 = fneg double %2763
  %2765 = call double @exp(double noundef %2764) #12
  %2766 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2767 = call double @atan(double noundef %2766) #12
  %2768 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2769 = fneg double %2768
  %2770 = call double @tanh(double noundef %2769) #12
  %2771 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.171, double noundef %2762, double noundef %2765, double noundef %2767, double noundef %2770) #12
  store volatile double -1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2772 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2773 = call double @sqrt(double noundef %2772) #12
  %2774 = fcmp uno double %2773, 0.000000e+00
  %2775 = zext i1 %2774 to i32
  %2776 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2777 = call double @log(double noundef %2776) #12
  %2778 = fcmp uno double %2777, 0.000000e+00
  %2779 = zext i1 %2778 to i32
  %2780 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2781 = fadd double %2780, 1.000000e+00
  %2782 = call double @log(double noundef %2781) #12
  %2783 = call double @llvm.fabs.f64(double %2782) #15
  %2784 = fcmp oeq double %2783, 0x7FF0000000000000
  %2785 = bitcast double %2782 to i64
  %2786 = icmp slt i64 %2785, 0
  %2787 = select i1 %2786, i32 -1, i32 1
  %2788 = select i1 %2784, i32 %2787, i32 0
  %2789 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.172, i32 noundef %2775, i32 noundef %2779, i32 noundef %2788) #12
  %2790 = call i32 @fegetround() #13
  %2791 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.173, i32 noundef %2790) #12
  ret i32 0

2792:                                             ; preds = %2747, %2792
  %2793 = phi i64 [ %2810, %2792 ], [ 0, %2747 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %162) #12
  store i32 0, ptr %162, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %163) #12
  store i32 0, ptr %163, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %164) #12
  store x86_fp80 0xK00000000000000000000, ptr %164, align 16, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %165) #12
  store x86_fp80 0xK00000000000000000000, ptr %165, align 16, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %166) #12
  store x86_fp80 0xK00000000000000000000, ptr %166, align 16, !tbaa !14
  %2794 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %2793
  %2795 = load x86_fp80, ptr %2794, align 16, !tbaa !14
  store volatile x86_fp80 %2795, ptr @vl, align 16, !tbaa !14
  %2796 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2797 = call x86_fp80 @frexpl(x86_fp80 noundef %2796, ptr noundef nonnull %162) #12
  %2798 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2799 = call x86_fp80 @modfl(x86_fp80 noundef %2798, ptr noundef nonnull %164) #12
  %2800 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  %2801 = call x86_fp80 @remquol(x86_fp80 noundef %2800, x86_fp80 noundef 0xK3FFEB333333333333333, ptr noundef nonnull %163) #12
  %2802 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !14
  call void @sincosl(x86_fp80 noundef %2802, ptr noundef nonnull %165, ptr noundef nonnull %166) #12
  %2803 = load i32, ptr %162, align 4, !tbaa !24
  %2804 = load x86_fp80, ptr %164, align 16, !tbaa !14
  %2805 = load i32, ptr %163, align 4, !tbaa !24
  %2806 = load x86_fp80, ptr %165, align 16, !tbaa !14
  %2807 = load x86_fp80, ptr %166, align 16, !tbaa !14
  %2808 = trunc nuw nsw i64 %2793 to i32
  %2809 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.167, i32 noundef %2808, x86_fp80 noundef %2797, i32 noundef %2803, x86_fp80 noundef %2799, x86_fp80 noundef %2804, x86_fp80 noundef %2801, i32 noundef %2805, x86_fp80 noundef %2806, x86_fp80 noundef %2807) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %166) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %165) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %164) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %163) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %162) #12
  %2810 = add nuw nsw i64 %2793, 1
  %2811 = icmp eq i64 %2810, 10
  br i1 %2811, label %2750, label %2792, !llvm.loop !162
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #5

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

; Function Attrs: nofree
declare i32 @__snprintf_chk(ptr noundef, i64 noundef, i32 noundef, i64 noundef, ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #11

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
attributes #10 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind willreturn memory(none) }
attributes #15 = { memory(none) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long double", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !7, i64 0}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !10}
!40 = distinct !{!40, !10}
!41 = distinct !{!41, !10}
!42 = distinct !{!42, !10}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !10}
!45 = distinct !{!45, !10}
!46 = distinct !{!46, !10}
!47 = distinct !{!47, !10}
!48 = distinct !{!48, !10}
!49 = distinct !{!49, !10}
!50 = distinct !{!50, !10}
!51 = distinct !{!51, !10}
!52 = distinct !{!52, !10}
!53 = distinct !{!53, !10}
!54 = distinct !{!54, !10}
!55 = distinct !{!55, !10}
!56 = distinct !{!56, !10}
!57 = distinct !{!57, !10}
!58 = distinct !{!58, !10}
!59 = distinct !{!59, !10}
!60 = distinct !{!60, !10}
!61 = distinct !{!61, !10}
!62 = distinct !{!62, !10}
!63 = distinct !{!63, !10}
!64 = distinct !{!64, !10}
!65 = distinct !{!65, !10}
!66 = distinct !{!66, !10}
!67 = distinct !{!67, !10}
!68 = distinct !{!68, !10}
!69 = distinct !{!69, !10}
!70 = distinct !{!70, !10}
!71 = distinct !{!71, !10}
!72 = distinct !{!72, !10}
!73 = distinct !{!73, !10}
!74 = distinct !{!74, !10}
!75 = distinct !{!75, !10}
!76 = distinct !{!76, !10}
!77 = distinct !{!77, !10}
!78 = distinct !{!78, !10}
!79 = distinct !{!79, !10}
!80 = distinct !{!80, !10}
!81 = distinct !{!81, !10}
!82 = distinct !{!82, !10}
!83 = distinct !{!83, !10}
!84 = distinct !{!84, !10}
!85 = distinct !{!85, !10}
!86 = distinct !{!86, !10}
!87 = distinct !{!87, !10}
!88 = distinct !{!88, !10}
!89 = distinct !{!89, !10}
!90 = distinct !{!90, !10}
!91 = distinct !{!91, !10}
!92 = distinct !{!92, !10}
!93 = distinct !{!93, !10}
!94 = distinct !{!94, !10}
!95 = distinct !{!95, !10}
!96 = distinct !{!96, !10}
!97 = distinct !{!97, !10}
!98 = distinct !{!98, !10}
!99 = distinct !{!99, !10}
!100 = distinct !{!100, !10}
!101 = distinct !{!101, !10}
!102 = distinct !{!102, !10}
!103 = distinct !{!103, !10}
!104 = distinct !{!104, !10}
!105 = distinct !{!105, !10}
!106 = distinct !{!106, !10}
!107 = distinct !{!107, !10}
!108 = distinct !{!108, !10}
!109 = distinct !{!109, !10}
!110 = distinct !{!110, !10}
!111 = distinct !{!111, !10}
!112 = distinct !{!112, !10}
!113 = distinct !{!113, !10}
!114 = distinct !{!114, !10}
!115 = distinct !{!115, !10}
!116 = distinct !{!116, !10}
!117 = distinct !{!117, !10}
!118 = distinct !{!118, !10}
!119 = distinct !{!119, !10}
!120 = distinct !{!120, !10}
!121 = distinct !{!121, !10}
!122 = distinct !{!122, !10}
!123 = distinct !{!123, !10}
!124 = distinct !{!124, !10}
!125 = distinct !{!125, !10}
!126 = distinct !{!126, !10}
!127 = distinct !{!127, !10}
!128 = distinct !{!128, !10}
!129 = distinct !{!129, !10}
!130 = distinct !{!130, !10}
!131 = distinct !{!131, !10}
!132 = distinct !{!132, !10}
!133 = distinct !{!133, !10}
!134 = distinct !{!134, !10}
!135 = distinct !{!135, !10}
!136 = distinct !{!136, !10}
!137 = distinct !{!137, !10}
!138 = distinct !{!138, !10}
!139 = distinct !{!139, !10}
!140 = distinct !{!140, !10}
!141 = distinct !{!141, !10}
!142 = distinct !{!142, !10}
!143 = distinct !{!143, !10}
!144 = distinct !{!144, !10}
!145 = distinct !{!145, !10}
!146 = distinct !{!146, !10}
!147 = distinct !{!147, !10}
!148 = distinct !{!148, !10}
!149 = distinct !{!149, !10}
!150 = distinct !{!150, !10}
!151 = distinct !{!151, !10}
!152 = distinct !{!152, !10}
!153 = distinct !{!153, !10}
!154 = distinct !{!154, !10}
!155 = distinct !{!155, !10}
!156 = distinct !{!156, !10}
!157 = distinct !{!157, !10}
!158 = distinct !{!158, !10}
!159 = distinct !{!159, !10}
!160 = distinct !{!160, !10}
!161 = distinct !{!161, !10}
!162 = distinct !{!162, !10}
