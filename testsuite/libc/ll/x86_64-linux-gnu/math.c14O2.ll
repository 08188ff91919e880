; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
define dso_local i32 @main() local_unnamed_addr #0 {
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
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  %168 = getelementptr inbounds [32 x i8], [32 x i8]* %150, i64 0, i64 0
  br label %169

169:                                              ; preds = %0, %177
  %170 = phi i64 [ 0, %0 ], [ %183, %177 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %168) #11
  %171 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %168, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)) #11
  %172 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %168) #12
  %173 = icmp eq i8* %172, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %168) #11
  br i1 %173, label %177, label %174

174:                                              ; preds = %177, %169
  %175 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  %176 = getelementptr inbounds [32 x i8], [32 x i8]* %149, i64 0, i64 0
  br label %185

177:                                              ; preds = %169
  %178 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %170
  %179 = load double, double* %178, align 8, !tbaa !5
  store volatile double %179, double* @vd, align 8, !tbaa !5
  %180 = load volatile double, double* @vd, align 8, !tbaa !5
  %181 = tail call double @sqrt(double noundef %180) #11
  %182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %181)
  %183 = add nuw nsw i64 %170, 1
  %184 = icmp eq i64 %183, 14
  br i1 %184, label %174, label %169, !llvm.loop !9

185:                                              ; preds = %174, %193
  %186 = phi i64 [ 0, %174 ], [ %200, %193 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %176) #11
  %187 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %176, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0)) #11
  %188 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %176) #12
  %189 = icmp eq i8* %188, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %176) #11
  br i1 %189, label %193, label %190

190:                                              ; preds = %193, %185
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  %192 = getelementptr inbounds [32 x i8], [32 x i8]* %148, i64 0, i64 0
  br label %202

193:                                              ; preds = %185
  %194 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %186
  %195 = load float, float* %194, align 4, !tbaa !11
  store volatile float %195, float* @vf, align 4, !tbaa !11
  %196 = load volatile float, float* @vf, align 4, !tbaa !11
  %197 = tail call float @sqrtf(float noundef %196) #11
  %198 = fpext float %197 to double
  %199 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %198)
  %200 = add nuw nsw i64 %186, 1
  %201 = icmp eq i64 %200, 11
  br i1 %201, label %190, label %185, !llvm.loop !13

202:                                              ; preds = %190, %211
  %203 = phi i64 [ 0, %190 ], [ %217, %211 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %192) #11
  %204 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %192, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0)) #11
  %205 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %192) #12
  %206 = icmp eq i8* %205, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %192) #11
  br i1 %206, label %211, label %207

207:                                              ; preds = %211, %202
  %208 = tail call i32 @putchar(i32 10)
  %209 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0))
  %210 = getelementptr inbounds [32 x i8], [32 x i8]* %147, i64 0, i64 0
  br label %219

211:                                              ; preds = %202
  %212 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %203
  %213 = load x86_fp80, x86_fp80* %212, align 16, !tbaa !14
  store volatile x86_fp80 %213, x86_fp80* @vl, align 16, !tbaa !14
  %214 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %215 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %214) #11
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %215)
  %217 = add nuw nsw i64 %203, 1
  %218 = icmp eq i64 %217, 10
  br i1 %218, label %207, label %202, !llvm.loop !16

219:                                              ; preds = %207, %227
  %220 = phi i64 [ 0, %207 ], [ %233, %227 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %210) #11
  %221 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %210, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0)) #11
  %222 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %210) #12
  %223 = icmp eq i8* %222, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %210) #11
  br i1 %223, label %227, label %224

224:                                              ; preds = %227, %219
  %225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0))
  %226 = getelementptr inbounds [32 x i8], [32 x i8]* %146, i64 0, i64 0
  br label %235

227:                                              ; preds = %219
  %228 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %220
  %229 = load double, double* %228, align 8, !tbaa !5
  store volatile double %229, double* @vd, align 8, !tbaa !5
  %230 = load volatile double, double* @vd, align 8, !tbaa !5
  %231 = tail call double @cbrt(double noundef %230) #13
  %232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %231)
  %233 = add nuw nsw i64 %220, 1
  %234 = icmp eq i64 %233, 14
  br i1 %234, label %224, label %219, !llvm.loop !17

235:                                              ; preds = %224, %243
  %236 = phi i64 [ 0, %224 ], [ %250, %243 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %226) #11
  %237 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %226, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #11
  %238 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %226) #12
  %239 = icmp eq i8* %238, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %226) #11
  br i1 %239, label %243, label %240

240:                                              ; preds = %243, %235
  %241 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0))
  %242 = getelementptr inbounds [32 x i8], [32 x i8]* %145, i64 0, i64 0
  br label %252

243:                                              ; preds = %235
  %244 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %236
  %245 = load float, float* %244, align 4, !tbaa !11
  store volatile float %245, float* @vf, align 4, !tbaa !11
  %246 = load volatile float, float* @vf, align 4, !tbaa !11
  %247 = tail call float @cbrtf(float noundef %246) #13
  %248 = fpext float %247 to double
  %249 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %248)
  %250 = add nuw nsw i64 %236, 1
  %251 = icmp eq i64 %250, 11
  br i1 %251, label %240, label %235, !llvm.loop !18

252:                                              ; preds = %240, %261
  %253 = phi i64 [ 0, %240 ], [ %267, %261 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %242) #11
  %254 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %242, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0)) #11
  %255 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %242) #12
  %256 = icmp eq i8* %255, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %242) #11
  br i1 %256, label %261, label %257

257:                                              ; preds = %261, %252
  %258 = tail call i32 @putchar(i32 10)
  %259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0))
  %260 = getelementptr inbounds [32 x i8], [32 x i8]* %144, i64 0, i64 0
  br label %269

261:                                              ; preds = %252
  %262 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %253
  %263 = load x86_fp80, x86_fp80* %262, align 16, !tbaa !14
  store volatile x86_fp80 %263, x86_fp80* @vl, align 16, !tbaa !14
  %264 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %265 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %264) #13
  %266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %265)
  %267 = add nuw nsw i64 %253, 1
  %268 = icmp eq i64 %267, 10
  br i1 %268, label %257, label %252, !llvm.loop !19

269:                                              ; preds = %257, %277
  %270 = phi i64 [ 0, %257 ], [ %283, %277 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %260) #11
  %271 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %260, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0)) #11
  %272 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %260) #12
  %273 = icmp eq i8* %272, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %260) #11
  br i1 %273, label %277, label %274

274:                                              ; preds = %277, %269
  %275 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0))
  %276 = getelementptr inbounds [32 x i8], [32 x i8]* %143, i64 0, i64 0
  br label %285

277:                                              ; preds = %269
  %278 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %270
  %279 = load double, double* %278, align 8, !tbaa !5
  store volatile double %279, double* @vd, align 8, !tbaa !5
  %280 = load volatile double, double* @vd, align 8, !tbaa !5
  %281 = tail call double @llvm.fabs.f64(double %280)
  %282 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %281)
  %283 = add nuw nsw i64 %270, 1
  %284 = icmp eq i64 %283, 14
  br i1 %284, label %274, label %269, !llvm.loop !20

285:                                              ; preds = %274, %293
  %286 = phi i64 [ 0, %274 ], [ %300, %293 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %276) #11
  %287 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %276, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0)) #11
  %288 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %276) #12
  %289 = icmp eq i8* %288, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %276) #11
  br i1 %289, label %293, label %290

290:                                              ; preds = %293, %285
  %291 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0))
  %292 = getelementptr inbounds [32 x i8], [32 x i8]* %142, i64 0, i64 0
  br label %302

293:                                              ; preds = %285
  %294 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %286
  %295 = load float, float* %294, align 4, !tbaa !11
  store volatile float %295, float* @vf, align 4, !tbaa !11
  %296 = load volatile float, float* @vf, align 4, !tbaa !11
  %297 = tail call float @llvm.fabs.f32(float %296)
  %298 = fpext float %297 to double
  %299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %298)
  %300 = add nuw nsw i64 %286, 1
  %301 = icmp eq i64 %300, 11
  br i1 %301, label %290, label %285, !llvm.loop !21

302:                                              ; preds = %290, %311
  %303 = phi i64 [ 0, %290 ], [ %317, %311 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %292) #11
  %304 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %292, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0)) #11
  %305 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %292) #12
  %306 = icmp eq i8* %305, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %292) #11
  br i1 %306, label %311, label %307

307:                                              ; preds = %311, %302
  %308 = tail call i32 @putchar(i32 10)
  %309 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0))
  %310 = getelementptr inbounds [32 x i8], [32 x i8]* %141, i64 0, i64 0
  br label %319

311:                                              ; preds = %302
  %312 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %303
  %313 = load x86_fp80, x86_fp80* %312, align 16, !tbaa !14
  store volatile x86_fp80 %313, x86_fp80* @vl, align 16, !tbaa !14
  %314 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %315 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %314)
  %316 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %315)
  %317 = add nuw nsw i64 %303, 1
  %318 = icmp eq i64 %317, 10
  br i1 %318, label %307, label %302, !llvm.loop !22

319:                                              ; preds = %307, %327
  %320 = phi i64 [ 0, %307 ], [ %333, %327 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %310) #11
  %321 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %310, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0)) #11
  %322 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %310) #12
  %323 = icmp eq i8* %322, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %310) #11
  br i1 %323, label %327, label %324

324:                                              ; preds = %327, %319
  %325 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0))
  %326 = getelementptr inbounds [32 x i8], [32 x i8]* %140, i64 0, i64 0
  br label %335

327:                                              ; preds = %319
  %328 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %320
  %329 = load double, double* %328, align 8, !tbaa !5
  store volatile double %329, double* @vd, align 8, !tbaa !5
  %330 = load volatile double, double* @vd, align 8, !tbaa !5
  %331 = tail call double @exp(double noundef %330) #11
  %332 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %331)
  %333 = add nuw nsw i64 %320, 1
  %334 = icmp eq i64 %333, 14
  br i1 %334, label %324, label %319, !llvm.loop !23

335:                                              ; preds = %324, %343
  %336 = phi i64 [ 0, %324 ], [ %350, %343 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %326) #11
  %337 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %326, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0)) #11
  %338 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %326) #12
  %339 = icmp eq i8* %338, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %326) #11
  br i1 %339, label %343, label %340

340:                                              ; preds = %343, %335
  %341 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0))
  %342 = getelementptr inbounds [32 x i8], [32 x i8]* %139, i64 0, i64 0
  br label %352

343:                                              ; preds = %335
  %344 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %336
  %345 = load float, float* %344, align 4, !tbaa !11
  store volatile float %345, float* @vf, align 4, !tbaa !11
  %346 = load volatile float, float* @vf, align 4, !tbaa !11
  %347 = tail call float @expf(float noundef %346) #11
  %348 = fpext float %347 to double
  %349 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %348)
  %350 = add nuw nsw i64 %336, 1
  %351 = icmp eq i64 %350, 11
  br i1 %351, label %340, label %335, !llvm.loop !24

352:                                              ; preds = %340, %361
  %353 = phi i64 [ 0, %340 ], [ %367, %361 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %342) #11
  %354 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %342, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0)) #11
  %355 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %342) #12
  %356 = icmp eq i8* %355, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %342) #11
  br i1 %356, label %361, label %357

357:                                              ; preds = %361, %352
  %358 = tail call i32 @putchar(i32 10)
  %359 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0))
  %360 = getelementptr inbounds [32 x i8], [32 x i8]* %138, i64 0, i64 0
  br label %369

361:                                              ; preds = %352
  %362 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %353
  %363 = load x86_fp80, x86_fp80* %362, align 16, !tbaa !14
  store volatile x86_fp80 %363, x86_fp80* @vl, align 16, !tbaa !14
  %364 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %365 = tail call x86_fp80 @expl(x86_fp80 noundef %364) #11
  %366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %365)
  %367 = add nuw nsw i64 %353, 1
  %368 = icmp eq i64 %367, 10
  br i1 %368, label %357, label %352, !llvm.loop !25

369:                                              ; preds = %357, %377
  %370 = phi i64 [ 0, %357 ], [ %383, %377 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %360) #11
  %371 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %360, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0)) #11
  %372 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %360) #12
  %373 = icmp eq i8* %372, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %360) #11
  br i1 %373, label %377, label %374

374:                                              ; preds = %377, %369
  %375 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0))
  %376 = getelementptr inbounds [32 x i8], [32 x i8]* %137, i64 0, i64 0
  br label %385

377:                                              ; preds = %369
  %378 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %370
  %379 = load double, double* %378, align 8, !tbaa !5
  store volatile double %379, double* @vd, align 8, !tbaa !5
  %380 = load volatile double, double* @vd, align 8, !tbaa !5
  %381 = tail call double @exp2(double noundef %380) #11
  %382 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %381)
  %383 = add nuw nsw i64 %370, 1
  %384 = icmp eq i64 %383, 14
  br i1 %384, label %374, label %369, !llvm.loop !26

385:                                              ; preds = %374, %393
  %386 = phi i64 [ 0, %374 ], [ %400, %393 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %376) #11
  %387 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %376, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #11
  %388 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %376) #12
  %389 = icmp eq i8* %388, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %376) #11
  br i1 %389, label %393, label %390

390:                                              ; preds = %393, %385
  %391 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0))
  %392 = getelementptr inbounds [32 x i8], [32 x i8]* %136, i64 0, i64 0
  br label %402

393:                                              ; preds = %385
  %394 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %386
  %395 = load float, float* %394, align 4, !tbaa !11
  store volatile float %395, float* @vf, align 4, !tbaa !11
  %396 = load volatile float, float* @vf, align 4, !tbaa !11
  %397 = tail call float @exp2f(float noundef %396) #11
  %398 = fpext float %397 to double
  %399 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %398)
  %400 = add nuw nsw i64 %386, 1
  %401 = icmp eq i64 %400, 11
  br i1 %401, label %390, label %385, !llvm.loop !27

402:                                              ; preds = %390, %411
  %403 = phi i64 [ 0, %390 ], [ %417, %411 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %392) #11
  %404 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %392, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0)) #11
  %405 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %392) #12
  %406 = icmp eq i8* %405, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %392) #11
  br i1 %406, label %411, label %407

407:                                              ; preds = %411, %402
  %408 = tail call i32 @putchar(i32 10)
  %409 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0))
  %410 = getelementptr inbounds [32 x i8], [32 x i8]* %135, i64 0, i64 0
  br label %419

411:                                              ; preds = %402
  %412 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %403
  %413 = load x86_fp80, x86_fp80* %412, align 16, !tbaa !14
  store volatile x86_fp80 %413, x86_fp80* @vl, align 16, !tbaa !14
  %414 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %415 = tail call x86_fp80 @exp2l(x86_fp80 noundef %414) #11
  %416 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %415)
  %417 = add nuw nsw i64 %403, 1
  %418 = icmp eq i64 %417, 10
  br i1 %418, label %407, label %402, !llvm.loop !28

419:                                              ; preds = %407, %427
  %420 = phi i64 [ 0, %407 ], [ %433, %427 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %410) #11
  %421 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %410, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0)) #11
  %422 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %410) #12
  %423 = icmp eq i8* %422, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %410) #11
  br i1 %423, label %427, label %424

424:                                              ; preds = %427, %419
  %425 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0))
  %426 = getelementptr inbounds [32 x i8], [32 x i8]* %134, i64 0, i64 0
  br label %435

427:                                              ; preds = %419
  %428 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %420
  %429 = load double, double* %428, align 8, !tbaa !5
  store volatile double %429, double* @vd, align 8, !tbaa !5
  %430 = load volatile double, double* @vd, align 8, !tbaa !5
  %431 = tail call double @exp10(double noundef %430) #11
  %432 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %431)
  %433 = add nuw nsw i64 %420, 1
  %434 = icmp eq i64 %433, 14
  br i1 %434, label %424, label %419, !llvm.loop !29

435:                                              ; preds = %424, %443
  %436 = phi i64 [ 0, %424 ], [ %450, %443 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %426) #11
  %437 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %426, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #11
  %438 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %426) #12
  %439 = icmp eq i8* %438, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %426) #11
  br i1 %439, label %443, label %440

440:                                              ; preds = %443, %435
  %441 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0))
  %442 = getelementptr inbounds [32 x i8], [32 x i8]* %133, i64 0, i64 0
  br label %452

443:                                              ; preds = %435
  %444 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %436
  %445 = load float, float* %444, align 4, !tbaa !11
  store volatile float %445, float* @vf, align 4, !tbaa !11
  %446 = load volatile float, float* @vf, align 4, !tbaa !11
  %447 = tail call float @exp10f(float noundef %446) #11
  %448 = fpext float %447 to double
  %449 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %448)
  %450 = add nuw nsw i64 %436, 1
  %451 = icmp eq i64 %450, 11
  br i1 %451, label %440, label %435, !llvm.loop !30

452:                                              ; preds = %440, %461
  %453 = phi i64 [ 0, %440 ], [ %467, %461 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %442) #11
  %454 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %442, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i64 0, i64 0)) #11
  %455 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %442) #12
  %456 = icmp eq i8* %455, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %442) #11
  br i1 %456, label %461, label %457

457:                                              ; preds = %461, %452
  %458 = tail call i32 @putchar(i32 10)
  %459 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0))
  %460 = getelementptr inbounds [32 x i8], [32 x i8]* %132, i64 0, i64 0
  br label %469

461:                                              ; preds = %452
  %462 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %453
  %463 = load x86_fp80, x86_fp80* %462, align 16, !tbaa !14
  store volatile x86_fp80 %463, x86_fp80* @vl, align 16, !tbaa !14
  %464 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %465 = tail call x86_fp80 @exp10l(x86_fp80 noundef %464) #11
  %466 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %465)
  %467 = add nuw nsw i64 %453, 1
  %468 = icmp eq i64 %467, 10
  br i1 %468, label %457, label %452, !llvm.loop !31

469:                                              ; preds = %457, %477
  %470 = phi i64 [ 0, %457 ], [ %483, %477 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %460) #11
  %471 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %460, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0)) #11
  %472 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %460) #12
  %473 = icmp eq i8* %472, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %460) #11
  br i1 %473, label %477, label %474

474:                                              ; preds = %477, %469
  %475 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0))
  %476 = getelementptr inbounds [32 x i8], [32 x i8]* %131, i64 0, i64 0
  br label %485

477:                                              ; preds = %469
  %478 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %470
  %479 = load double, double* %478, align 8, !tbaa !5
  store volatile double %479, double* @vd, align 8, !tbaa !5
  %480 = load volatile double, double* @vd, align 8, !tbaa !5
  %481 = tail call double @expm1(double noundef %480) #11
  %482 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %481)
  %483 = add nuw nsw i64 %470, 1
  %484 = icmp eq i64 %483, 14
  br i1 %484, label %474, label %469, !llvm.loop !32

485:                                              ; preds = %474, %493
  %486 = phi i64 [ 0, %474 ], [ %500, %493 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %476) #11
  %487 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %476, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i64 0, i64 0)) #11
  %488 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %476) #12
  %489 = icmp eq i8* %488, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %476) #11
  br i1 %489, label %493, label %490

490:                                              ; preds = %493, %485
  %491 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0))
  %492 = getelementptr inbounds [32 x i8], [32 x i8]* %130, i64 0, i64 0
  br label %502

493:                                              ; preds = %485
  %494 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %486
  %495 = load float, float* %494, align 4, !tbaa !11
  store volatile float %495, float* @vf, align 4, !tbaa !11
  %496 = load volatile float, float* @vf, align 4, !tbaa !11
  %497 = tail call float @expm1f(float noundef %496) #11
  %498 = fpext float %497 to double
  %499 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %498)
  %500 = add nuw nsw i64 %486, 1
  %501 = icmp eq i64 %500, 11
  br i1 %501, label %490, label %485, !llvm.loop !33

502:                                              ; preds = %490, %511
  %503 = phi i64 [ 0, %490 ], [ %517, %511 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %492) #11
  %504 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %492, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0)) #11
  %505 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %492) #12
  %506 = icmp eq i8* %505, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %492) #11
  br i1 %506, label %511, label %507

507:                                              ; preds = %511, %502
  %508 = tail call i32 @putchar(i32 10)
  %509 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0))
  %510 = getelementptr inbounds [32 x i8], [32 x i8]* %129, i64 0, i64 0
  br label %519

511:                                              ; preds = %502
  %512 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %503
  %513 = load x86_fp80, x86_fp80* %512, align 16, !tbaa !14
  store volatile x86_fp80 %513, x86_fp80* @vl, align 16, !tbaa !14
  %514 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %515 = tail call x86_fp80 @expm1l(x86_fp80 noundef %514) #11
  %516 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %515)
  %517 = add nuw nsw i64 %503, 1
  %518 = icmp eq i64 %517, 10
  br i1 %518, label %507, label %502, !llvm.loop !34

519:                                              ; preds = %507, %527
  %520 = phi i64 [ 0, %507 ], [ %533, %527 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %510) #11
  %521 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %510, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0)) #11
  %522 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %510) #12
  %523 = icmp eq i8* %522, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %510) #11
  br i1 %523, label %527, label %524

524:                                              ; preds = %527, %519
  %525 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0))
  %526 = getelementptr inbounds [32 x i8], [32 x i8]* %128, i64 0, i64 0
  br label %535

527:                                              ; preds = %519
  %528 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %520
  %529 = load double, double* %528, align 8, !tbaa !5
  store volatile double %529, double* @vd, align 8, !tbaa !5
  %530 = load volatile double, double* @vd, align 8, !tbaa !5
  %531 = tail call double @log(double noundef %530) #11
  %532 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %531)
  %533 = add nuw nsw i64 %520, 1
  %534 = icmp eq i64 %533, 14
  br i1 %534, label %524, label %519, !llvm.loop !35

535:                                              ; preds = %524, %543
  %536 = phi i64 [ 0, %524 ], [ %550, %543 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %526) #11
  %537 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %526, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i64 0, i64 0)) #11
  %538 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %526) #12
  %539 = icmp eq i8* %538, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %526) #11
  br i1 %539, label %543, label %540

540:                                              ; preds = %543, %535
  %541 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0))
  %542 = getelementptr inbounds [32 x i8], [32 x i8]* %127, i64 0, i64 0
  br label %552

543:                                              ; preds = %535
  %544 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %536
  %545 = load float, float* %544, align 4, !tbaa !11
  store volatile float %545, float* @vf, align 4, !tbaa !11
  %546 = load volatile float, float* @vf, align 4, !tbaa !11
  %547 = tail call float @logf(float noundef %546) #11
  %548 = fpext float %547 to double
  %549 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %548)
  %550 = add nuw nsw i64 %536, 1
  %551 = icmp eq i64 %550, 11
  br i1 %551, label %540, label %535, !llvm.loop !36

552:                                              ; preds = %540, %561
  %553 = phi i64 [ 0, %540 ], [ %567, %561 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %542) #11
  %554 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %542, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.29, i64 0, i64 0)) #11
  %555 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %542) #12
  %556 = icmp eq i8* %555, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %542) #11
  br i1 %556, label %561, label %557

557:                                              ; preds = %561, %552
  %558 = tail call i32 @putchar(i32 10)
  %559 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i64 0, i64 0))
  %560 = getelementptr inbounds [32 x i8], [32 x i8]* %126, i64 0, i64 0
  br label %569

561:                                              ; preds = %552
  %562 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %553
  %563 = load x86_fp80, x86_fp80* %562, align 16, !tbaa !14
  store volatile x86_fp80 %563, x86_fp80* @vl, align 16, !tbaa !14
  %564 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %565 = tail call x86_fp80 @logl(x86_fp80 noundef %564) #11
  %566 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %565)
  %567 = add nuw nsw i64 %553, 1
  %568 = icmp eq i64 %567, 10
  br i1 %568, label %557, label %552, !llvm.loop !37

569:                                              ; preds = %557, %577
  %570 = phi i64 [ 0, %557 ], [ %583, %577 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %560) #11
  %571 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %560, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i64 0, i64 0)) #11
  %572 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %560) #12
  %573 = icmp eq i8* %572, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %560) #11
  br i1 %573, label %577, label %574

574:                                              ; preds = %577, %569
  %575 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i64 0, i64 0))
  %576 = getelementptr inbounds [32 x i8], [32 x i8]* %125, i64 0, i64 0
  br label %585

577:                                              ; preds = %569
  %578 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %570
  %579 = load double, double* %578, align 8, !tbaa !5
  store volatile double %579, double* @vd, align 8, !tbaa !5
  %580 = load volatile double, double* @vd, align 8, !tbaa !5
  %581 = tail call double @log2(double noundef %580) #11
  %582 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %581)
  %583 = add nuw nsw i64 %570, 1
  %584 = icmp eq i64 %583, 14
  br i1 %584, label %574, label %569, !llvm.loop !38

585:                                              ; preds = %574, %593
  %586 = phi i64 [ 0, %574 ], [ %600, %593 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %576) #11
  %587 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %576, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0)) #11
  %588 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %576) #12
  %589 = icmp eq i8* %588, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %576) #11
  br i1 %589, label %593, label %590

590:                                              ; preds = %593, %585
  %591 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i64 0, i64 0))
  %592 = getelementptr inbounds [32 x i8], [32 x i8]* %124, i64 0, i64 0
  br label %602

593:                                              ; preds = %585
  %594 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %586
  %595 = load float, float* %594, align 4, !tbaa !11
  store volatile float %595, float* @vf, align 4, !tbaa !11
  %596 = load volatile float, float* @vf, align 4, !tbaa !11
  %597 = tail call float @log2f(float noundef %596) #11
  %598 = fpext float %597 to double
  %599 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %598)
  %600 = add nuw nsw i64 %586, 1
  %601 = icmp eq i64 %600, 11
  br i1 %601, label %590, label %585, !llvm.loop !39

602:                                              ; preds = %590, %611
  %603 = phi i64 [ 0, %590 ], [ %617, %611 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %592) #11
  %604 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %592, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i64 0, i64 0)) #11
  %605 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %592) #12
  %606 = icmp eq i8* %605, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %592) #11
  br i1 %606, label %611, label %607

607:                                              ; preds = %611, %602
  %608 = tail call i32 @putchar(i32 10)
  %609 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0))
  %610 = getelementptr inbounds [32 x i8], [32 x i8]* %123, i64 0, i64 0
  br label %619

611:                                              ; preds = %602
  %612 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %603
  %613 = load x86_fp80, x86_fp80* %612, align 16, !tbaa !14
  store volatile x86_fp80 %613, x86_fp80* @vl, align 16, !tbaa !14
  %614 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %615 = tail call x86_fp80 @log2l(x86_fp80 noundef %614) #11
  %616 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %615)
  %617 = add nuw nsw i64 %603, 1
  %618 = icmp eq i64 %617, 10
  br i1 %618, label %607, label %602, !llvm.loop !40

619:                                              ; preds = %607, %627
  %620 = phi i64 [ 0, %607 ], [ %633, %627 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %610) #11
  %621 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %610, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0)) #11
  %622 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %610) #12
  %623 = icmp eq i8* %622, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %610) #11
  br i1 %623, label %627, label %624

624:                                              ; preds = %627, %619
  %625 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0))
  %626 = getelementptr inbounds [32 x i8], [32 x i8]* %122, i64 0, i64 0
  br label %635

627:                                              ; preds = %619
  %628 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %620
  %629 = load double, double* %628, align 8, !tbaa !5
  store volatile double %629, double* @vd, align 8, !tbaa !5
  %630 = load volatile double, double* @vd, align 8, !tbaa !5
  %631 = tail call double @log10(double noundef %630) #11
  %632 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %631)
  %633 = add nuw nsw i64 %620, 1
  %634 = icmp eq i64 %633, 14
  br i1 %634, label %624, label %619, !llvm.loop !41

635:                                              ; preds = %624, %643
  %636 = phi i64 [ 0, %624 ], [ %650, %643 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %626) #11
  %637 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %626, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.34, i64 0, i64 0)) #11
  %638 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %626) #12
  %639 = icmp eq i8* %638, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %626) #11
  br i1 %639, label %643, label %640

640:                                              ; preds = %643, %635
  %641 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0))
  %642 = getelementptr inbounds [32 x i8], [32 x i8]* %121, i64 0, i64 0
  br label %652

643:                                              ; preds = %635
  %644 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %636
  %645 = load float, float* %644, align 4, !tbaa !11
  store volatile float %645, float* @vf, align 4, !tbaa !11
  %646 = load volatile float, float* @vf, align 4, !tbaa !11
  %647 = tail call float @log10f(float noundef %646) #11
  %648 = fpext float %647 to double
  %649 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %648)
  %650 = add nuw nsw i64 %636, 1
  %651 = icmp eq i64 %650, 11
  br i1 %651, label %640, label %635, !llvm.loop !42

652:                                              ; preds = %640, %661
  %653 = phi i64 [ 0, %640 ], [ %667, %661 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %642) #11
  %654 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %642, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.35, i64 0, i64 0)) #11
  %655 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %642) #12
  %656 = icmp eq i8* %655, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %642) #11
  br i1 %656, label %661, label %657

657:                                              ; preds = %661, %652
  %658 = tail call i32 @putchar(i32 10)
  %659 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  %660 = getelementptr inbounds [32 x i8], [32 x i8]* %120, i64 0, i64 0
  br label %669

661:                                              ; preds = %652
  %662 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %653
  %663 = load x86_fp80, x86_fp80* %662, align 16, !tbaa !14
  store volatile x86_fp80 %663, x86_fp80* @vl, align 16, !tbaa !14
  %664 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %665 = tail call x86_fp80 @log10l(x86_fp80 noundef %664) #11
  %666 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %665)
  %667 = add nuw nsw i64 %653, 1
  %668 = icmp eq i64 %667, 10
  br i1 %668, label %657, label %652, !llvm.loop !43

669:                                              ; preds = %657, %677
  %670 = phi i64 [ 0, %657 ], [ %683, %677 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %660) #11
  %671 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %660, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0)) #11
  %672 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %660) #12
  %673 = icmp eq i8* %672, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %660) #11
  br i1 %673, label %677, label %674

674:                                              ; preds = %677, %669
  %675 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  %676 = getelementptr inbounds [32 x i8], [32 x i8]* %119, i64 0, i64 0
  br label %685

677:                                              ; preds = %669
  %678 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %670
  %679 = load double, double* %678, align 8, !tbaa !5
  store volatile double %679, double* @vd, align 8, !tbaa !5
  %680 = load volatile double, double* @vd, align 8, !tbaa !5
  %681 = tail call double @log1p(double noundef %680) #11
  %682 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %681)
  %683 = add nuw nsw i64 %670, 1
  %684 = icmp eq i64 %683, 14
  br i1 %684, label %674, label %669, !llvm.loop !44

685:                                              ; preds = %674, %693
  %686 = phi i64 [ 0, %674 ], [ %700, %693 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %676) #11
  %687 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %676, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0)) #11
  %688 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %676) #12
  %689 = icmp eq i8* %688, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %676) #11
  br i1 %689, label %693, label %690

690:                                              ; preds = %693, %685
  %691 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  %692 = getelementptr inbounds [32 x i8], [32 x i8]* %118, i64 0, i64 0
  br label %702

693:                                              ; preds = %685
  %694 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %686
  %695 = load float, float* %694, align 4, !tbaa !11
  store volatile float %695, float* @vf, align 4, !tbaa !11
  %696 = load volatile float, float* @vf, align 4, !tbaa !11
  %697 = tail call float @log1pf(float noundef %696) #11
  %698 = fpext float %697 to double
  %699 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %698)
  %700 = add nuw nsw i64 %686, 1
  %701 = icmp eq i64 %700, 11
  br i1 %701, label %690, label %685, !llvm.loop !45

702:                                              ; preds = %690, %711
  %703 = phi i64 [ 0, %690 ], [ %717, %711 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %692) #11
  %704 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %692, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.38, i64 0, i64 0)) #11
  %705 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %692) #12
  %706 = icmp eq i8* %705, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %692) #11
  br i1 %706, label %711, label %707

707:                                              ; preds = %711, %702
  %708 = tail call i32 @putchar(i32 10)
  %709 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.39, i64 0, i64 0))
  %710 = getelementptr inbounds [32 x i8], [32 x i8]* %117, i64 0, i64 0
  br label %719

711:                                              ; preds = %702
  %712 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %703
  %713 = load x86_fp80, x86_fp80* %712, align 16, !tbaa !14
  store volatile x86_fp80 %713, x86_fp80* @vl, align 16, !tbaa !14
  %714 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %715 = tail call x86_fp80 @log1pl(x86_fp80 noundef %714) #11
  %716 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %715)
  %717 = add nuw nsw i64 %703, 1
  %718 = icmp eq i64 %717, 10
  br i1 %718, label %707, label %702, !llvm.loop !46

719:                                              ; preds = %707, %727
  %720 = phi i64 [ 0, %707 ], [ %733, %727 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %710) #11
  %721 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %710, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.39, i64 0, i64 0)) #11
  %722 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %710) #12
  %723 = icmp eq i8* %722, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %710) #11
  br i1 %723, label %727, label %724

724:                                              ; preds = %727, %719
  %725 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.39, i64 0, i64 0))
  %726 = getelementptr inbounds [32 x i8], [32 x i8]* %116, i64 0, i64 0
  br label %735

727:                                              ; preds = %719
  %728 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %720
  %729 = load double, double* %728, align 8, !tbaa !5
  store volatile double %729, double* @vd, align 8, !tbaa !5
  %730 = load volatile double, double* @vd, align 8, !tbaa !5
  %731 = tail call double @logb(double noundef %730) #11
  %732 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %731)
  %733 = add nuw nsw i64 %720, 1
  %734 = icmp eq i64 %733, 14
  br i1 %734, label %724, label %719, !llvm.loop !47

735:                                              ; preds = %724, %743
  %736 = phi i64 [ 0, %724 ], [ %750, %743 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %726) #11
  %737 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %726, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0)) #11
  %738 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %726) #12
  %739 = icmp eq i8* %738, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %726) #11
  br i1 %739, label %743, label %740

740:                                              ; preds = %743, %735
  %741 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.39, i64 0, i64 0))
  %742 = getelementptr inbounds [32 x i8], [32 x i8]* %115, i64 0, i64 0
  br label %752

743:                                              ; preds = %735
  %744 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %736
  %745 = load float, float* %744, align 4, !tbaa !11
  store volatile float %745, float* @vf, align 4, !tbaa !11
  %746 = load volatile float, float* @vf, align 4, !tbaa !11
  %747 = tail call float @logbf(float noundef %746) #11
  %748 = fpext float %747 to double
  %749 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %748)
  %750 = add nuw nsw i64 %736, 1
  %751 = icmp eq i64 %750, 11
  br i1 %751, label %740, label %735, !llvm.loop !48

752:                                              ; preds = %740, %761
  %753 = phi i64 [ 0, %740 ], [ %767, %761 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %742) #11
  %754 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %742, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0)) #11
  %755 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %742) #12
  %756 = icmp eq i8* %755, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %742) #11
  br i1 %756, label %761, label %757

757:                                              ; preds = %761, %752
  %758 = tail call i32 @putchar(i32 10)
  %759 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0))
  %760 = getelementptr inbounds [32 x i8], [32 x i8]* %114, i64 0, i64 0
  br label %769

761:                                              ; preds = %752
  %762 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %753
  %763 = load x86_fp80, x86_fp80* %762, align 16, !tbaa !14
  store volatile x86_fp80 %763, x86_fp80* @vl, align 16, !tbaa !14
  %764 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %765 = tail call x86_fp80 @logbl(x86_fp80 noundef %764) #11
  %766 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %765)
  %767 = add nuw nsw i64 %753, 1
  %768 = icmp eq i64 %767, 10
  br i1 %768, label %757, label %752, !llvm.loop !49

769:                                              ; preds = %757, %777
  %770 = phi i64 [ 0, %757 ], [ %783, %777 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %760) #11
  %771 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %760, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0)) #11
  %772 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %760) #12
  %773 = icmp eq i8* %772, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %760) #11
  br i1 %773, label %777, label %774

774:                                              ; preds = %777, %769
  %775 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0))
  %776 = getelementptr inbounds [32 x i8], [32 x i8]* %113, i64 0, i64 0
  br label %785

777:                                              ; preds = %769
  %778 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %770
  %779 = load double, double* %778, align 8, !tbaa !5
  store volatile double %779, double* @vd, align 8, !tbaa !5
  %780 = load volatile double, double* @vd, align 8, !tbaa !5
  %781 = tail call double @sin(double noundef %780) #11
  %782 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %781)
  %783 = add nuw nsw i64 %770, 1
  %784 = icmp eq i64 %783, 14
  br i1 %784, label %774, label %769, !llvm.loop !50

785:                                              ; preds = %774, %793
  %786 = phi i64 [ 0, %774 ], [ %800, %793 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %776) #11
  %787 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %776, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.43, i64 0, i64 0)) #11
  %788 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %776) #12
  %789 = icmp eq i8* %788, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %776) #11
  br i1 %789, label %793, label %790

790:                                              ; preds = %793, %785
  %791 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0))
  %792 = getelementptr inbounds [32 x i8], [32 x i8]* %112, i64 0, i64 0
  br label %802

793:                                              ; preds = %785
  %794 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %786
  %795 = load float, float* %794, align 4, !tbaa !11
  store volatile float %795, float* @vf, align 4, !tbaa !11
  %796 = load volatile float, float* @vf, align 4, !tbaa !11
  %797 = tail call float @sinf(float noundef %796) #11
  %798 = fpext float %797 to double
  %799 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %798)
  %800 = add nuw nsw i64 %786, 1
  %801 = icmp eq i64 %800, 11
  br i1 %801, label %790, label %785, !llvm.loop !51

802:                                              ; preds = %790, %811
  %803 = phi i64 [ 0, %790 ], [ %817, %811 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %792) #11
  %804 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %792, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i64 0, i64 0)) #11
  %805 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %792) #12
  %806 = icmp eq i8* %805, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %792) #11
  br i1 %806, label %811, label %807

807:                                              ; preds = %811, %802
  %808 = tail call i32 @putchar(i32 10)
  %809 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.45, i64 0, i64 0))
  %810 = getelementptr inbounds [32 x i8], [32 x i8]* %111, i64 0, i64 0
  br label %819

811:                                              ; preds = %802
  %812 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %803
  %813 = load x86_fp80, x86_fp80* %812, align 16, !tbaa !14
  store volatile x86_fp80 %813, x86_fp80* @vl, align 16, !tbaa !14
  %814 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %815 = tail call x86_fp80 @sinl(x86_fp80 noundef %814) #11
  %816 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %815)
  %817 = add nuw nsw i64 %803, 1
  %818 = icmp eq i64 %817, 10
  br i1 %818, label %807, label %802, !llvm.loop !52

819:                                              ; preds = %807, %827
  %820 = phi i64 [ 0, %807 ], [ %833, %827 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %810) #11
  %821 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %810, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.45, i64 0, i64 0)) #11
  %822 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %810) #12
  %823 = icmp eq i8* %822, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %810) #11
  br i1 %823, label %827, label %824

824:                                              ; preds = %827, %819
  %825 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.45, i64 0, i64 0))
  %826 = getelementptr inbounds [32 x i8], [32 x i8]* %110, i64 0, i64 0
  br label %835

827:                                              ; preds = %819
  %828 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %820
  %829 = load double, double* %828, align 8, !tbaa !5
  store volatile double %829, double* @vd, align 8, !tbaa !5
  %830 = load volatile double, double* @vd, align 8, !tbaa !5
  %831 = tail call double @cos(double noundef %830) #11
  %832 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %831)
  %833 = add nuw nsw i64 %820, 1
  %834 = icmp eq i64 %833, 14
  br i1 %834, label %824, label %819, !llvm.loop !53

835:                                              ; preds = %824, %843
  %836 = phi i64 [ 0, %824 ], [ %850, %843 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %826) #11
  %837 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %826, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.46, i64 0, i64 0)) #11
  %838 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %826) #12
  %839 = icmp eq i8* %838, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %826) #11
  br i1 %839, label %843, label %840

840:                                              ; preds = %843, %835
  %841 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.45, i64 0, i64 0))
  %842 = getelementptr inbounds [32 x i8], [32 x i8]* %109, i64 0, i64 0
  br label %852

843:                                              ; preds = %835
  %844 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %836
  %845 = load float, float* %844, align 4, !tbaa !11
  store volatile float %845, float* @vf, align 4, !tbaa !11
  %846 = load volatile float, float* @vf, align 4, !tbaa !11
  %847 = tail call float @cosf(float noundef %846) #11
  %848 = fpext float %847 to double
  %849 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %848)
  %850 = add nuw nsw i64 %836, 1
  %851 = icmp eq i64 %850, 11
  br i1 %851, label %840, label %835, !llvm.loop !54

852:                                              ; preds = %840, %861
  %853 = phi i64 [ 0, %840 ], [ %867, %861 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %842) #11
  %854 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %842, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0)) #11
  %855 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %842) #12
  %856 = icmp eq i8* %855, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %842) #11
  br i1 %856, label %861, label %857

857:                                              ; preds = %861, %852
  %858 = tail call i32 @putchar(i32 10)
  %859 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.48, i64 0, i64 0))
  %860 = getelementptr inbounds [32 x i8], [32 x i8]* %108, i64 0, i64 0
  br label %869

861:                                              ; preds = %852
  %862 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %853
  %863 = load x86_fp80, x86_fp80* %862, align 16, !tbaa !14
  store volatile x86_fp80 %863, x86_fp80* @vl, align 16, !tbaa !14
  %864 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %865 = tail call x86_fp80 @cosl(x86_fp80 noundef %864) #11
  %866 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %865)
  %867 = add nuw nsw i64 %853, 1
  %868 = icmp eq i64 %867, 10
  br i1 %868, label %857, label %852, !llvm.loop !55

869:                                              ; preds = %857, %877
  %870 = phi i64 [ 0, %857 ], [ %883, %877 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %860) #11
  %871 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %860, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.48, i64 0, i64 0)) #11
  %872 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %860) #12
  %873 = icmp eq i8* %872, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %860) #11
  br i1 %873, label %877, label %874

874:                                              ; preds = %877, %869
  %875 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.48, i64 0, i64 0))
  %876 = getelementptr inbounds [32 x i8], [32 x i8]* %107, i64 0, i64 0
  br label %885

877:                                              ; preds = %869
  %878 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %870
  %879 = load double, double* %878, align 8, !tbaa !5
  store volatile double %879, double* @vd, align 8, !tbaa !5
  %880 = load volatile double, double* @vd, align 8, !tbaa !5
  %881 = tail call double @tan(double noundef %880) #11
  %882 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %881)
  %883 = add nuw nsw i64 %870, 1
  %884 = icmp eq i64 %883, 14
  br i1 %884, label %874, label %869, !llvm.loop !56

885:                                              ; preds = %874, %893
  %886 = phi i64 [ 0, %874 ], [ %900, %893 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %876) #11
  %887 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %876, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.49, i64 0, i64 0)) #11
  %888 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %876) #12
  %889 = icmp eq i8* %888, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %876) #11
  br i1 %889, label %893, label %890

890:                                              ; preds = %893, %885
  %891 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.48, i64 0, i64 0))
  %892 = getelementptr inbounds [32 x i8], [32 x i8]* %106, i64 0, i64 0
  br label %902

893:                                              ; preds = %885
  %894 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %886
  %895 = load float, float* %894, align 4, !tbaa !11
  store volatile float %895, float* @vf, align 4, !tbaa !11
  %896 = load volatile float, float* @vf, align 4, !tbaa !11
  %897 = tail call float @tanf(float noundef %896) #11
  %898 = fpext float %897 to double
  %899 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %898)
  %900 = add nuw nsw i64 %886, 1
  %901 = icmp eq i64 %900, 11
  br i1 %901, label %890, label %885, !llvm.loop !57

902:                                              ; preds = %890, %911
  %903 = phi i64 [ 0, %890 ], [ %917, %911 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %892) #11
  %904 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %892, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.50, i64 0, i64 0)) #11
  %905 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %892) #12
  %906 = icmp eq i8* %905, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %892) #11
  br i1 %906, label %911, label %907

907:                                              ; preds = %911, %902
  %908 = tail call i32 @putchar(i32 10)
  %909 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  %910 = getelementptr inbounds [32 x i8], [32 x i8]* %105, i64 0, i64 0
  br label %919

911:                                              ; preds = %902
  %912 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %903
  %913 = load x86_fp80, x86_fp80* %912, align 16, !tbaa !14
  store volatile x86_fp80 %913, x86_fp80* @vl, align 16, !tbaa !14
  %914 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %915 = tail call x86_fp80 @tanl(x86_fp80 noundef %914) #11
  %916 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %915)
  %917 = add nuw nsw i64 %903, 1
  %918 = icmp eq i64 %917, 10
  br i1 %918, label %907, label %902, !llvm.loop !58

919:                                              ; preds = %907, %927
  %920 = phi i64 [ 0, %907 ], [ %933, %927 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %910) #11
  %921 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %910, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0)) #11
  %922 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %910) #12
  %923 = icmp eq i8* %922, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %910) #11
  br i1 %923, label %927, label %924

924:                                              ; preds = %927, %919
  %925 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  %926 = getelementptr inbounds [32 x i8], [32 x i8]* %104, i64 0, i64 0
  br label %935

927:                                              ; preds = %919
  %928 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %920
  %929 = load double, double* %928, align 8, !tbaa !5
  store volatile double %929, double* @vd, align 8, !tbaa !5
  %930 = load volatile double, double* @vd, align 8, !tbaa !5
  %931 = tail call double @asin(double noundef %930) #11
  %932 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %931)
  %933 = add nuw nsw i64 %920, 1
  %934 = icmp eq i64 %933, 14
  br i1 %934, label %924, label %919, !llvm.loop !59

935:                                              ; preds = %924, %943
  %936 = phi i64 [ 0, %924 ], [ %950, %943 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %926) #11
  %937 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %926, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0)) #11
  %938 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %926) #12
  %939 = icmp eq i8* %938, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %926) #11
  br i1 %939, label %943, label %940

940:                                              ; preds = %943, %935
  %941 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  %942 = getelementptr inbounds [32 x i8], [32 x i8]* %103, i64 0, i64 0
  br label %952

943:                                              ; preds = %935
  %944 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %936
  %945 = load float, float* %944, align 4, !tbaa !11
  store volatile float %945, float* @vf, align 4, !tbaa !11
  %946 = load volatile float, float* @vf, align 4, !tbaa !11
  %947 = tail call float @asinf(float noundef %946) #11
  %948 = fpext float %947 to double
  %949 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %948)
  %950 = add nuw nsw i64 %936, 1
  %951 = icmp eq i64 %950, 11
  br i1 %951, label %940, label %935, !llvm.loop !60

952:                                              ; preds = %940, %961
  %953 = phi i64 [ 0, %940 ], [ %967, %961 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %942) #11
  %954 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %942, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.53, i64 0, i64 0)) #11
  %955 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %942) #12
  %956 = icmp eq i8* %955, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %942) #11
  br i1 %956, label %961, label %957

957:                                              ; preds = %961, %952
  %958 = tail call i32 @putchar(i32 10)
  %959 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.54, i64 0, i64 0))
  %960 = getelementptr inbounds [32 x i8], [32 x i8]* %102, i64 0, i64 0
  br label %969

961:                                              ; preds = %952
  %962 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %953
  %963 = load x86_fp80, x86_fp80* %962, align 16, !tbaa !14
  store volatile x86_fp80 %963, x86_fp80* @vl, align 16, !tbaa !14
  %964 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %965 = tail call x86_fp80 @asinl(x86_fp80 noundef %964) #11
  %966 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %965)
  %967 = add nuw nsw i64 %953, 1
  %968 = icmp eq i64 %967, 10
  br i1 %968, label %957, label %952, !llvm.loop !61

969:                                              ; preds = %957, %977
  %970 = phi i64 [ 0, %957 ], [ %983, %977 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %960) #11
  %971 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %960, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.54, i64 0, i64 0)) #11
  %972 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %960) #12
  %973 = icmp eq i8* %972, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %960) #11
  br i1 %973, label %977, label %974

974:                                              ; preds = %977, %969
  %975 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.54, i64 0, i64 0))
  %976 = getelementptr inbounds [32 x i8], [32 x i8]* %101, i64 0, i64 0
  br label %985

977:                                              ; preds = %969
  %978 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %970
  %979 = load double, double* %978, align 8, !tbaa !5
  store volatile double %979, double* @vd, align 8, !tbaa !5
  %980 = load volatile double, double* @vd, align 8, !tbaa !5
  %981 = tail call double @acos(double noundef %980) #11
  %982 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %981)
  %983 = add nuw nsw i64 %970, 1
  %984 = icmp eq i64 %983, 14
  br i1 %984, label %974, label %969, !llvm.loop !62

985:                                              ; preds = %974, %993
  %986 = phi i64 [ 0, %974 ], [ %1000, %993 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %976) #11
  %987 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %976, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0)) #11
  %988 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %976) #12
  %989 = icmp eq i8* %988, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %976) #11
  br i1 %989, label %993, label %990

990:                                              ; preds = %993, %985
  %991 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.54, i64 0, i64 0))
  %992 = getelementptr inbounds [32 x i8], [32 x i8]* %100, i64 0, i64 0
  br label %1002

993:                                              ; preds = %985
  %994 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %986
  %995 = load float, float* %994, align 4, !tbaa !11
  store volatile float %995, float* @vf, align 4, !tbaa !11
  %996 = load volatile float, float* @vf, align 4, !tbaa !11
  %997 = tail call float @acosf(float noundef %996) #11
  %998 = fpext float %997 to double
  %999 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %998)
  %1000 = add nuw nsw i64 %986, 1
  %1001 = icmp eq i64 %1000, 11
  br i1 %1001, label %990, label %985, !llvm.loop !63

1002:                                             ; preds = %990, %1011
  %1003 = phi i64 [ 0, %990 ], [ %1017, %1011 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %992) #11
  %1004 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %992, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.56, i64 0, i64 0)) #11
  %1005 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %992) #12
  %1006 = icmp eq i8* %1005, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %992) #11
  br i1 %1006, label %1011, label %1007

1007:                                             ; preds = %1011, %1002
  %1008 = tail call i32 @putchar(i32 10)
  %1009 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.57, i64 0, i64 0))
  %1010 = getelementptr inbounds [32 x i8], [32 x i8]* %99, i64 0, i64 0
  br label %1019

1011:                                             ; preds = %1002
  %1012 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1003
  %1013 = load x86_fp80, x86_fp80* %1012, align 16, !tbaa !14
  store volatile x86_fp80 %1013, x86_fp80* @vl, align 16, !tbaa !14
  %1014 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1015 = tail call x86_fp80 @acosl(x86_fp80 noundef %1014) #11
  %1016 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1015)
  %1017 = add nuw nsw i64 %1003, 1
  %1018 = icmp eq i64 %1017, 10
  br i1 %1018, label %1007, label %1002, !llvm.loop !64

1019:                                             ; preds = %1007, %1027
  %1020 = phi i64 [ 0, %1007 ], [ %1033, %1027 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1010) #11
  %1021 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1010, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.57, i64 0, i64 0)) #11
  %1022 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1010) #12
  %1023 = icmp eq i8* %1022, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1010) #11
  br i1 %1023, label %1027, label %1024

1024:                                             ; preds = %1027, %1019
  %1025 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.57, i64 0, i64 0))
  %1026 = getelementptr inbounds [32 x i8], [32 x i8]* %98, i64 0, i64 0
  br label %1035

1027:                                             ; preds = %1019
  %1028 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1020
  %1029 = load double, double* %1028, align 8, !tbaa !5
  store volatile double %1029, double* @vd, align 8, !tbaa !5
  %1030 = load volatile double, double* @vd, align 8, !tbaa !5
  %1031 = tail call double @atan(double noundef %1030) #11
  %1032 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1031)
  %1033 = add nuw nsw i64 %1020, 1
  %1034 = icmp eq i64 %1033, 14
  br i1 %1034, label %1024, label %1019, !llvm.loop !65

1035:                                             ; preds = %1024, %1043
  %1036 = phi i64 [ 0, %1024 ], [ %1050, %1043 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1026) #11
  %1037 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1026, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0)) #11
  %1038 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1026) #12
  %1039 = icmp eq i8* %1038, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1026) #11
  br i1 %1039, label %1043, label %1040

1040:                                             ; preds = %1043, %1035
  %1041 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.57, i64 0, i64 0))
  %1042 = getelementptr inbounds [32 x i8], [32 x i8]* %97, i64 0, i64 0
  br label %1052

1043:                                             ; preds = %1035
  %1044 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1036
  %1045 = load float, float* %1044, align 4, !tbaa !11
  store volatile float %1045, float* @vf, align 4, !tbaa !11
  %1046 = load volatile float, float* @vf, align 4, !tbaa !11
  %1047 = tail call float @atanf(float noundef %1046) #11
  %1048 = fpext float %1047 to double
  %1049 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1048)
  %1050 = add nuw nsw i64 %1036, 1
  %1051 = icmp eq i64 %1050, 11
  br i1 %1051, label %1040, label %1035, !llvm.loop !66

1052:                                             ; preds = %1040, %1061
  %1053 = phi i64 [ 0, %1040 ], [ %1067, %1061 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1042) #11
  %1054 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1042, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0)) #11
  %1055 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1042) #12
  %1056 = icmp eq i8* %1055, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1042) #11
  br i1 %1056, label %1061, label %1057

1057:                                             ; preds = %1061, %1052
  %1058 = tail call i32 @putchar(i32 10)
  %1059 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.60, i64 0, i64 0))
  %1060 = getelementptr inbounds [32 x i8], [32 x i8]* %96, i64 0, i64 0
  br label %1069

1061:                                             ; preds = %1052
  %1062 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1053
  %1063 = load x86_fp80, x86_fp80* %1062, align 16, !tbaa !14
  store volatile x86_fp80 %1063, x86_fp80* @vl, align 16, !tbaa !14
  %1064 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1065 = tail call x86_fp80 @atanl(x86_fp80 noundef %1064) #11
  %1066 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1065)
  %1067 = add nuw nsw i64 %1053, 1
  %1068 = icmp eq i64 %1067, 10
  br i1 %1068, label %1057, label %1052, !llvm.loop !67

1069:                                             ; preds = %1057, %1077
  %1070 = phi i64 [ 0, %1057 ], [ %1083, %1077 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1060) #11
  %1071 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1060, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.60, i64 0, i64 0)) #11
  %1072 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1060) #12
  %1073 = icmp eq i8* %1072, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1060) #11
  br i1 %1073, label %1077, label %1074

1074:                                             ; preds = %1077, %1069
  %1075 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.60, i64 0, i64 0))
  %1076 = getelementptr inbounds [32 x i8], [32 x i8]* %95, i64 0, i64 0
  br label %1085

1077:                                             ; preds = %1069
  %1078 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1070
  %1079 = load double, double* %1078, align 8, !tbaa !5
  store volatile double %1079, double* @vd, align 8, !tbaa !5
  %1080 = load volatile double, double* @vd, align 8, !tbaa !5
  %1081 = tail call double @sinh(double noundef %1080) #11
  %1082 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1081)
  %1083 = add nuw nsw i64 %1070, 1
  %1084 = icmp eq i64 %1083, 14
  br i1 %1084, label %1074, label %1069, !llvm.loop !68

1085:                                             ; preds = %1074, %1093
  %1086 = phi i64 [ 0, %1074 ], [ %1100, %1093 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1076) #11
  %1087 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1076, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0)) #11
  %1088 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1076) #12
  %1089 = icmp eq i8* %1088, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1076) #11
  br i1 %1089, label %1093, label %1090

1090:                                             ; preds = %1093, %1085
  %1091 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.60, i64 0, i64 0))
  %1092 = getelementptr inbounds [32 x i8], [32 x i8]* %94, i64 0, i64 0
  br label %1102

1093:                                             ; preds = %1085
  %1094 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1086
  %1095 = load float, float* %1094, align 4, !tbaa !11
  store volatile float %1095, float* @vf, align 4, !tbaa !11
  %1096 = load volatile float, float* @vf, align 4, !tbaa !11
  %1097 = tail call float @sinhf(float noundef %1096) #11
  %1098 = fpext float %1097 to double
  %1099 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1098)
  %1100 = add nuw nsw i64 %1086, 1
  %1101 = icmp eq i64 %1100, 11
  br i1 %1101, label %1090, label %1085, !llvm.loop !69

1102:                                             ; preds = %1090, %1111
  %1103 = phi i64 [ 0, %1090 ], [ %1117, %1111 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1092) #11
  %1104 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1092, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0)) #11
  %1105 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1092) #12
  %1106 = icmp eq i8* %1105, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1092) #11
  br i1 %1106, label %1111, label %1107

1107:                                             ; preds = %1111, %1102
  %1108 = tail call i32 @putchar(i32 10)
  %1109 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.63, i64 0, i64 0))
  %1110 = getelementptr inbounds [32 x i8], [32 x i8]* %93, i64 0, i64 0
  br label %1119

1111:                                             ; preds = %1102
  %1112 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1103
  %1113 = load x86_fp80, x86_fp80* %1112, align 16, !tbaa !14
  store volatile x86_fp80 %1113, x86_fp80* @vl, align 16, !tbaa !14
  %1114 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1115 = tail call x86_fp80 @sinhl(x86_fp80 noundef %1114) #11
  %1116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1115)
  %1117 = add nuw nsw i64 %1103, 1
  %1118 = icmp eq i64 %1117, 10
  br i1 %1118, label %1107, label %1102, !llvm.loop !70

1119:                                             ; preds = %1107, %1127
  %1120 = phi i64 [ 0, %1107 ], [ %1133, %1127 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1110) #11
  %1121 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1110, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.63, i64 0, i64 0)) #11
  %1122 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1110) #12
  %1123 = icmp eq i8* %1122, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1110) #11
  br i1 %1123, label %1127, label %1124

1124:                                             ; preds = %1127, %1119
  %1125 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.63, i64 0, i64 0))
  %1126 = getelementptr inbounds [32 x i8], [32 x i8]* %92, i64 0, i64 0
  br label %1135

1127:                                             ; preds = %1119
  %1128 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1120
  %1129 = load double, double* %1128, align 8, !tbaa !5
  store volatile double %1129, double* @vd, align 8, !tbaa !5
  %1130 = load volatile double, double* @vd, align 8, !tbaa !5
  %1131 = tail call double @cosh(double noundef %1130) #11
  %1132 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1131)
  %1133 = add nuw nsw i64 %1120, 1
  %1134 = icmp eq i64 %1133, 14
  br i1 %1134, label %1124, label %1119, !llvm.loop !71

1135:                                             ; preds = %1124, %1143
  %1136 = phi i64 [ 0, %1124 ], [ %1150, %1143 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1126) #11
  %1137 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1126, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.64, i64 0, i64 0)) #11
  %1138 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1126) #12
  %1139 = icmp eq i8* %1138, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1126) #11
  br i1 %1139, label %1143, label %1140

1140:                                             ; preds = %1143, %1135
  %1141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.63, i64 0, i64 0))
  %1142 = getelementptr inbounds [32 x i8], [32 x i8]* %91, i64 0, i64 0
  br label %1152

1143:                                             ; preds = %1135
  %1144 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1136
  %1145 = load float, float* %1144, align 4, !tbaa !11
  store volatile float %1145, float* @vf, align 4, !tbaa !11
  %1146 = load volatile float, float* @vf, align 4, !tbaa !11
  %1147 = tail call float @coshf(float noundef %1146) #11
  %1148 = fpext float %1147 to double
  %1149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1148)
  %1150 = add nuw nsw i64 %1136, 1
  %1151 = icmp eq i64 %1150, 11
  br i1 %1151, label %1140, label %1135, !llvm.loop !72

1152:                                             ; preds = %1140, %1161
  %1153 = phi i64 [ 0, %1140 ], [ %1167, %1161 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1142) #11
  %1154 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1142, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0)) #11
  %1155 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1142) #12
  %1156 = icmp eq i8* %1155, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1142) #11
  br i1 %1156, label %1161, label %1157

1157:                                             ; preds = %1161, %1152
  %1158 = tail call i32 @putchar(i32 10)
  %1159 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.66, i64 0, i64 0))
  %1160 = getelementptr inbounds [32 x i8], [32 x i8]* %90, i64 0, i64 0
  br label %1169

1161:                                             ; preds = %1152
  %1162 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1153
  %1163 = load x86_fp80, x86_fp80* %1162, align 16, !tbaa !14
  store volatile x86_fp80 %1163, x86_fp80* @vl, align 16, !tbaa !14
  %1164 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1165 = tail call x86_fp80 @coshl(x86_fp80 noundef %1164) #11
  %1166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1165)
  %1167 = add nuw nsw i64 %1153, 1
  %1168 = icmp eq i64 %1167, 10
  br i1 %1168, label %1157, label %1152, !llvm.loop !73

1169:                                             ; preds = %1157, %1177
  %1170 = phi i64 [ 0, %1157 ], [ %1183, %1177 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1160) #11
  %1171 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1160, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.66, i64 0, i64 0)) #11
  %1172 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1160) #12
  %1173 = icmp eq i8* %1172, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1160) #11
  br i1 %1173, label %1177, label %1174

1174:                                             ; preds = %1177, %1169
  %1175 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.66, i64 0, i64 0))
  %1176 = getelementptr inbounds [32 x i8], [32 x i8]* %89, i64 0, i64 0
  br label %1185

1177:                                             ; preds = %1169
  %1178 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1170
  %1179 = load double, double* %1178, align 8, !tbaa !5
  store volatile double %1179, double* @vd, align 8, !tbaa !5
  %1180 = load volatile double, double* @vd, align 8, !tbaa !5
  %1181 = tail call double @tanh(double noundef %1180) #11
  %1182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1181)
  %1183 = add nuw nsw i64 %1170, 1
  %1184 = icmp eq i64 %1183, 14
  br i1 %1184, label %1174, label %1169, !llvm.loop !74

1185:                                             ; preds = %1174, %1193
  %1186 = phi i64 [ 0, %1174 ], [ %1200, %1193 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1176) #11
  %1187 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1176, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.67, i64 0, i64 0)) #11
  %1188 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1176) #12
  %1189 = icmp eq i8* %1188, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1176) #11
  br i1 %1189, label %1193, label %1190

1190:                                             ; preds = %1193, %1185
  %1191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.66, i64 0, i64 0))
  %1192 = getelementptr inbounds [32 x i8], [32 x i8]* %88, i64 0, i64 0
  br label %1202

1193:                                             ; preds = %1185
  %1194 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1186
  %1195 = load float, float* %1194, align 4, !tbaa !11
  store volatile float %1195, float* @vf, align 4, !tbaa !11
  %1196 = load volatile float, float* @vf, align 4, !tbaa !11
  %1197 = tail call float @tanhf(float noundef %1196) #11
  %1198 = fpext float %1197 to double
  %1199 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1198)
  %1200 = add nuw nsw i64 %1186, 1
  %1201 = icmp eq i64 %1200, 11
  br i1 %1201, label %1190, label %1185, !llvm.loop !75

1202:                                             ; preds = %1190, %1211
  %1203 = phi i64 [ 0, %1190 ], [ %1217, %1211 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1192) #11
  %1204 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1192, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.68, i64 0, i64 0)) #11
  %1205 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1192) #12
  %1206 = icmp eq i8* %1205, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1192) #11
  br i1 %1206, label %1211, label %1207

1207:                                             ; preds = %1211, %1202
  %1208 = tail call i32 @putchar(i32 10)
  %1209 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.69, i64 0, i64 0))
  %1210 = getelementptr inbounds [32 x i8], [32 x i8]* %87, i64 0, i64 0
  br label %1219

1211:                                             ; preds = %1202
  %1212 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1203
  %1213 = load x86_fp80, x86_fp80* %1212, align 16, !tbaa !14
  store volatile x86_fp80 %1213, x86_fp80* @vl, align 16, !tbaa !14
  %1214 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1215 = tail call x86_fp80 @tanhl(x86_fp80 noundef %1214) #11
  %1216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1215)
  %1217 = add nuw nsw i64 %1203, 1
  %1218 = icmp eq i64 %1217, 10
  br i1 %1218, label %1207, label %1202, !llvm.loop !76

1219:                                             ; preds = %1207, %1227
  %1220 = phi i64 [ 0, %1207 ], [ %1233, %1227 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1210) #11
  %1221 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1210, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.69, i64 0, i64 0)) #11
  %1222 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1210) #12
  %1223 = icmp eq i8* %1222, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1210) #11
  br i1 %1223, label %1227, label %1224

1224:                                             ; preds = %1227, %1219
  %1225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.69, i64 0, i64 0))
  %1226 = getelementptr inbounds [32 x i8], [32 x i8]* %86, i64 0, i64 0
  br label %1235

1227:                                             ; preds = %1219
  %1228 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1220
  %1229 = load double, double* %1228, align 8, !tbaa !5
  store volatile double %1229, double* @vd, align 8, !tbaa !5
  %1230 = load volatile double, double* @vd, align 8, !tbaa !5
  %1231 = tail call double @asinh(double noundef %1230) #11
  %1232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1231)
  %1233 = add nuw nsw i64 %1220, 1
  %1234 = icmp eq i64 %1233, 14
  br i1 %1234, label %1224, label %1219, !llvm.loop !77

1235:                                             ; preds = %1224, %1243
  %1236 = phi i64 [ 0, %1224 ], [ %1250, %1243 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1226) #11
  %1237 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1226, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.70, i64 0, i64 0)) #11
  %1238 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1226) #12
  %1239 = icmp eq i8* %1238, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1226) #11
  br i1 %1239, label %1243, label %1240

1240:                                             ; preds = %1243, %1235
  %1241 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.69, i64 0, i64 0))
  %1242 = getelementptr inbounds [32 x i8], [32 x i8]* %85, i64 0, i64 0
  br label %1252

1243:                                             ; preds = %1235
  %1244 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1236
  %1245 = load float, float* %1244, align 4, !tbaa !11
  store volatile float %1245, float* @vf, align 4, !tbaa !11
  %1246 = load volatile float, float* @vf, align 4, !tbaa !11
  %1247 = tail call float @asinhf(float noundef %1246) #11
  %1248 = fpext float %1247 to double
  %1249 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1248)
  %1250 = add nuw nsw i64 %1236, 1
  %1251 = icmp eq i64 %1250, 11
  br i1 %1251, label %1240, label %1235, !llvm.loop !78

1252:                                             ; preds = %1240, %1261
  %1253 = phi i64 [ 0, %1240 ], [ %1267, %1261 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1242) #11
  %1254 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1242, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.71, i64 0, i64 0)) #11
  %1255 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1242) #12
  %1256 = icmp eq i8* %1255, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1242) #11
  br i1 %1256, label %1261, label %1257

1257:                                             ; preds = %1261, %1252
  %1258 = tail call i32 @putchar(i32 10)
  %1259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0))
  %1260 = getelementptr inbounds [32 x i8], [32 x i8]* %84, i64 0, i64 0
  br label %1269

1261:                                             ; preds = %1252
  %1262 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1253
  %1263 = load x86_fp80, x86_fp80* %1262, align 16, !tbaa !14
  store volatile x86_fp80 %1263, x86_fp80* @vl, align 16, !tbaa !14
  %1264 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1265 = tail call x86_fp80 @asinhl(x86_fp80 noundef %1264) #11
  %1266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1265)
  %1267 = add nuw nsw i64 %1253, 1
  %1268 = icmp eq i64 %1267, 10
  br i1 %1268, label %1257, label %1252, !llvm.loop !79

1269:                                             ; preds = %1257, %1277
  %1270 = phi i64 [ 0, %1257 ], [ %1283, %1277 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1260) #11
  %1271 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1260, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0)) #11
  %1272 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1260) #12
  %1273 = icmp eq i8* %1272, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1260) #11
  br i1 %1273, label %1277, label %1274

1274:                                             ; preds = %1277, %1269
  %1275 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0))
  %1276 = getelementptr inbounds [32 x i8], [32 x i8]* %83, i64 0, i64 0
  br label %1285

1277:                                             ; preds = %1269
  %1278 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1270
  %1279 = load double, double* %1278, align 8, !tbaa !5
  store volatile double %1279, double* @vd, align 8, !tbaa !5
  %1280 = load volatile double, double* @vd, align 8, !tbaa !5
  %1281 = tail call double @acosh(double noundef %1280) #11
  %1282 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1281)
  %1283 = add nuw nsw i64 %1270, 1
  %1284 = icmp eq i64 %1283, 14
  br i1 %1284, label %1274, label %1269, !llvm.loop !80

1285:                                             ; preds = %1274, %1293
  %1286 = phi i64 [ 0, %1274 ], [ %1300, %1293 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1276) #11
  %1287 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1276, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0)) #11
  %1288 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1276) #12
  %1289 = icmp eq i8* %1288, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1276) #11
  br i1 %1289, label %1293, label %1290

1290:                                             ; preds = %1293, %1285
  %1291 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0))
  %1292 = getelementptr inbounds [32 x i8], [32 x i8]* %82, i64 0, i64 0
  br label %1302

1293:                                             ; preds = %1285
  %1294 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1286
  %1295 = load float, float* %1294, align 4, !tbaa !11
  store volatile float %1295, float* @vf, align 4, !tbaa !11
  %1296 = load volatile float, float* @vf, align 4, !tbaa !11
  %1297 = tail call float @acoshf(float noundef %1296) #11
  %1298 = fpext float %1297 to double
  %1299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1298)
  %1300 = add nuw nsw i64 %1286, 1
  %1301 = icmp eq i64 %1300, 11
  br i1 %1301, label %1290, label %1285, !llvm.loop !81

1302:                                             ; preds = %1290, %1311
  %1303 = phi i64 [ 0, %1290 ], [ %1317, %1311 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1292) #11
  %1304 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1292, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0)) #11
  %1305 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1292) #12
  %1306 = icmp eq i8* %1305, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1292) #11
  br i1 %1306, label %1311, label %1307

1307:                                             ; preds = %1311, %1302
  %1308 = tail call i32 @putchar(i32 10)
  %1309 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0))
  %1310 = getelementptr inbounds [32 x i8], [32 x i8]* %81, i64 0, i64 0
  br label %1319

1311:                                             ; preds = %1302
  %1312 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1303
  %1313 = load x86_fp80, x86_fp80* %1312, align 16, !tbaa !14
  store volatile x86_fp80 %1313, x86_fp80* @vl, align 16, !tbaa !14
  %1314 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1315 = tail call x86_fp80 @acoshl(x86_fp80 noundef %1314) #11
  %1316 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1315)
  %1317 = add nuw nsw i64 %1303, 1
  %1318 = icmp eq i64 %1317, 10
  br i1 %1318, label %1307, label %1302, !llvm.loop !82

1319:                                             ; preds = %1307, %1327
  %1320 = phi i64 [ 0, %1307 ], [ %1333, %1327 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1310) #11
  %1321 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1310, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0)) #11
  %1322 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1310) #12
  %1323 = icmp eq i8* %1322, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1310) #11
  br i1 %1323, label %1327, label %1324

1324:                                             ; preds = %1327, %1319
  %1325 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0))
  %1326 = getelementptr inbounds [32 x i8], [32 x i8]* %80, i64 0, i64 0
  br label %1335

1327:                                             ; preds = %1319
  %1328 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1320
  %1329 = load double, double* %1328, align 8, !tbaa !5
  store volatile double %1329, double* @vd, align 8, !tbaa !5
  %1330 = load volatile double, double* @vd, align 8, !tbaa !5
  %1331 = tail call double @atanh(double noundef %1330) #11
  %1332 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1331)
  %1333 = add nuw nsw i64 %1320, 1
  %1334 = icmp eq i64 %1333, 14
  br i1 %1334, label %1324, label %1319, !llvm.loop !83

1335:                                             ; preds = %1324, %1343
  %1336 = phi i64 [ 0, %1324 ], [ %1350, %1343 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1326) #11
  %1337 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1326, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0)) #11
  %1338 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1326) #12
  %1339 = icmp eq i8* %1338, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1326) #11
  br i1 %1339, label %1343, label %1340

1340:                                             ; preds = %1343, %1335
  %1341 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0))
  %1342 = getelementptr inbounds [32 x i8], [32 x i8]* %79, i64 0, i64 0
  br label %1352

1343:                                             ; preds = %1335
  %1344 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1336
  %1345 = load float, float* %1344, align 4, !tbaa !11
  store volatile float %1345, float* @vf, align 4, !tbaa !11
  %1346 = load volatile float, float* @vf, align 4, !tbaa !11
  %1347 = tail call float @atanhf(float noundef %1346) #11
  %1348 = fpext float %1347 to double
  %1349 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1348)
  %1350 = add nuw nsw i64 %1336, 1
  %1351 = icmp eq i64 %1350, 11
  br i1 %1351, label %1340, label %1335, !llvm.loop !84

1352:                                             ; preds = %1340, %1361
  %1353 = phi i64 [ 0, %1340 ], [ %1367, %1361 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1342) #11
  %1354 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1342, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0)) #11
  %1355 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1342) #12
  %1356 = icmp eq i8* %1355, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1342) #11
  br i1 %1356, label %1361, label %1357

1357:                                             ; preds = %1361, %1352
  %1358 = tail call i32 @putchar(i32 10)
  %1359 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.78, i64 0, i64 0))
  %1360 = getelementptr inbounds [32 x i8], [32 x i8]* %78, i64 0, i64 0
  br label %1369

1361:                                             ; preds = %1352
  %1362 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1353
  %1363 = load x86_fp80, x86_fp80* %1362, align 16, !tbaa !14
  store volatile x86_fp80 %1363, x86_fp80* @vl, align 16, !tbaa !14
  %1364 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1365 = tail call x86_fp80 @atanhl(x86_fp80 noundef %1364) #11
  %1366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1365)
  %1367 = add nuw nsw i64 %1353, 1
  %1368 = icmp eq i64 %1367, 10
  br i1 %1368, label %1357, label %1352, !llvm.loop !85

1369:                                             ; preds = %1357, %1377
  %1370 = phi i64 [ 0, %1357 ], [ %1383, %1377 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1360) #11
  %1371 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1360, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.78, i64 0, i64 0)) #11
  %1372 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1360) #12
  %1373 = icmp eq i8* %1372, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1360) #11
  br i1 %1373, label %1377, label %1374

1374:                                             ; preds = %1377, %1369
  %1375 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.78, i64 0, i64 0))
  %1376 = getelementptr inbounds [32 x i8], [32 x i8]* %77, i64 0, i64 0
  br label %1385

1377:                                             ; preds = %1369
  %1378 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1370
  %1379 = load double, double* %1378, align 8, !tbaa !5
  store volatile double %1379, double* @vd, align 8, !tbaa !5
  %1380 = load volatile double, double* @vd, align 8, !tbaa !5
  %1381 = tail call double @erf(double noundef %1380) #11
  %1382 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1381)
  %1383 = add nuw nsw i64 %1370, 1
  %1384 = icmp eq i64 %1383, 14
  br i1 %1384, label %1374, label %1369, !llvm.loop !86

1385:                                             ; preds = %1374, %1393
  %1386 = phi i64 [ 0, %1374 ], [ %1400, %1393 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1376) #11
  %1387 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1376, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0)) #11
  %1388 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1376) #12
  %1389 = icmp eq i8* %1388, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1376) #11
  br i1 %1389, label %1393, label %1390

1390:                                             ; preds = %1393, %1385
  %1391 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.78, i64 0, i64 0))
  %1392 = getelementptr inbounds [32 x i8], [32 x i8]* %76, i64 0, i64 0
  br label %1402

1393:                                             ; preds = %1385
  %1394 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1386
  %1395 = load float, float* %1394, align 4, !tbaa !11
  store volatile float %1395, float* @vf, align 4, !tbaa !11
  %1396 = load volatile float, float* @vf, align 4, !tbaa !11
  %1397 = tail call float @erff(float noundef %1396) #11
  %1398 = fpext float %1397 to double
  %1399 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1398)
  %1400 = add nuw nsw i64 %1386, 1
  %1401 = icmp eq i64 %1400, 11
  br i1 %1401, label %1390, label %1385, !llvm.loop !87

1402:                                             ; preds = %1390, %1411
  %1403 = phi i64 [ 0, %1390 ], [ %1417, %1411 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1392) #11
  %1404 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1392, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.80, i64 0, i64 0)) #11
  %1405 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1392) #12
  %1406 = icmp eq i8* %1405, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1392) #11
  br i1 %1406, label %1411, label %1407

1407:                                             ; preds = %1411, %1402
  %1408 = tail call i32 @putchar(i32 10)
  %1409 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.81, i64 0, i64 0))
  %1410 = getelementptr inbounds [32 x i8], [32 x i8]* %75, i64 0, i64 0
  br label %1419

1411:                                             ; preds = %1402
  %1412 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1403
  %1413 = load x86_fp80, x86_fp80* %1412, align 16, !tbaa !14
  store volatile x86_fp80 %1413, x86_fp80* @vl, align 16, !tbaa !14
  %1414 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1415 = tail call x86_fp80 @erfl(x86_fp80 noundef %1414) #11
  %1416 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1415)
  %1417 = add nuw nsw i64 %1403, 1
  %1418 = icmp eq i64 %1417, 10
  br i1 %1418, label %1407, label %1402, !llvm.loop !88

1419:                                             ; preds = %1407, %1427
  %1420 = phi i64 [ 0, %1407 ], [ %1433, %1427 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1410) #11
  %1421 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1410, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.81, i64 0, i64 0)) #11
  %1422 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1410) #12
  %1423 = icmp eq i8* %1422, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1410) #11
  br i1 %1423, label %1427, label %1424

1424:                                             ; preds = %1427, %1419
  %1425 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.81, i64 0, i64 0))
  %1426 = getelementptr inbounds [32 x i8], [32 x i8]* %74, i64 0, i64 0
  br label %1435

1427:                                             ; preds = %1419
  %1428 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1420
  %1429 = load double, double* %1428, align 8, !tbaa !5
  store volatile double %1429, double* @vd, align 8, !tbaa !5
  %1430 = load volatile double, double* @vd, align 8, !tbaa !5
  %1431 = tail call double @erfc(double noundef %1430) #11
  %1432 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1431)
  %1433 = add nuw nsw i64 %1420, 1
  %1434 = icmp eq i64 %1433, 14
  br i1 %1434, label %1424, label %1419, !llvm.loop !89

1435:                                             ; preds = %1424, %1443
  %1436 = phi i64 [ 0, %1424 ], [ %1450, %1443 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1426) #11
  %1437 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1426, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0)) #11
  %1438 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1426) #12
  %1439 = icmp eq i8* %1438, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1426) #11
  br i1 %1439, label %1443, label %1440

1440:                                             ; preds = %1443, %1435
  %1441 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.81, i64 0, i64 0))
  %1442 = getelementptr inbounds [32 x i8], [32 x i8]* %73, i64 0, i64 0
  br label %1452

1443:                                             ; preds = %1435
  %1444 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1436
  %1445 = load float, float* %1444, align 4, !tbaa !11
  store volatile float %1445, float* @vf, align 4, !tbaa !11
  %1446 = load volatile float, float* @vf, align 4, !tbaa !11
  %1447 = tail call float @erfcf(float noundef %1446) #11
  %1448 = fpext float %1447 to double
  %1449 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1448)
  %1450 = add nuw nsw i64 %1436, 1
  %1451 = icmp eq i64 %1450, 11
  br i1 %1451, label %1440, label %1435, !llvm.loop !90

1452:                                             ; preds = %1440, %1461
  %1453 = phi i64 [ 0, %1440 ], [ %1467, %1461 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1442) #11
  %1454 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1442, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0)) #11
  %1455 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1442) #12
  %1456 = icmp eq i8* %1455, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1442) #11
  br i1 %1456, label %1461, label %1457

1457:                                             ; preds = %1461, %1452
  %1458 = tail call i32 @putchar(i32 10)
  %1459 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.84, i64 0, i64 0))
  %1460 = getelementptr inbounds [32 x i8], [32 x i8]* %72, i64 0, i64 0
  br label %1469

1461:                                             ; preds = %1452
  %1462 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1453
  %1463 = load x86_fp80, x86_fp80* %1462, align 16, !tbaa !14
  store volatile x86_fp80 %1463, x86_fp80* @vl, align 16, !tbaa !14
  %1464 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1465 = tail call x86_fp80 @erfcl(x86_fp80 noundef %1464) #11
  %1466 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1465)
  %1467 = add nuw nsw i64 %1453, 1
  %1468 = icmp eq i64 %1467, 10
  br i1 %1468, label %1457, label %1452, !llvm.loop !91

1469:                                             ; preds = %1457, %1477
  %1470 = phi i64 [ 0, %1457 ], [ %1483, %1477 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1460) #11
  %1471 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1460, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.84, i64 0, i64 0)) #11
  %1472 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1460) #12
  %1473 = icmp eq i8* %1472, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1460) #11
  br i1 %1473, label %1477, label %1474

1474:                                             ; preds = %1477, %1469
  %1475 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.84, i64 0, i64 0))
  %1476 = getelementptr inbounds [32 x i8], [32 x i8]* %71, i64 0, i64 0
  br label %1485

1477:                                             ; preds = %1469
  %1478 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1470
  %1479 = load double, double* %1478, align 8, !tbaa !5
  store volatile double %1479, double* @vd, align 8, !tbaa !5
  %1480 = load volatile double, double* @vd, align 8, !tbaa !5
  %1481 = tail call double @lgamma(double noundef %1480) #11
  %1482 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1481)
  %1483 = add nuw nsw i64 %1470, 1
  %1484 = icmp eq i64 %1483, 14
  br i1 %1484, label %1474, label %1469, !llvm.loop !92

1485:                                             ; preds = %1474, %1493
  %1486 = phi i64 [ 0, %1474 ], [ %1500, %1493 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1476) #11
  %1487 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1476, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.85, i64 0, i64 0)) #11
  %1488 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1476) #12
  %1489 = icmp eq i8* %1488, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1476) #11
  br i1 %1489, label %1493, label %1490

1490:                                             ; preds = %1493, %1485
  %1491 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.84, i64 0, i64 0))
  %1492 = getelementptr inbounds [32 x i8], [32 x i8]* %70, i64 0, i64 0
  br label %1502

1493:                                             ; preds = %1485
  %1494 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1486
  %1495 = load float, float* %1494, align 4, !tbaa !11
  store volatile float %1495, float* @vf, align 4, !tbaa !11
  %1496 = load volatile float, float* @vf, align 4, !tbaa !11
  %1497 = tail call float @lgammaf(float noundef %1496) #11
  %1498 = fpext float %1497 to double
  %1499 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1498)
  %1500 = add nuw nsw i64 %1486, 1
  %1501 = icmp eq i64 %1500, 11
  br i1 %1501, label %1490, label %1485, !llvm.loop !93

1502:                                             ; preds = %1490, %1511
  %1503 = phi i64 [ 0, %1490 ], [ %1517, %1511 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1492) #11
  %1504 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1492, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.86, i64 0, i64 0)) #11
  %1505 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1492) #12
  %1506 = icmp eq i8* %1505, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1492) #11
  br i1 %1506, label %1511, label %1507

1507:                                             ; preds = %1511, %1502
  %1508 = tail call i32 @putchar(i32 10)
  %1509 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0))
  %1510 = getelementptr inbounds [32 x i8], [32 x i8]* %69, i64 0, i64 0
  br label %1519

1511:                                             ; preds = %1502
  %1512 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1503
  %1513 = load x86_fp80, x86_fp80* %1512, align 16, !tbaa !14
  store volatile x86_fp80 %1513, x86_fp80* @vl, align 16, !tbaa !14
  %1514 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1515 = tail call x86_fp80 @lgammal(x86_fp80 noundef %1514) #11
  %1516 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1515)
  %1517 = add nuw nsw i64 %1503, 1
  %1518 = icmp eq i64 %1517, 10
  br i1 %1518, label %1507, label %1502, !llvm.loop !94

1519:                                             ; preds = %1507, %1527
  %1520 = phi i64 [ 0, %1507 ], [ %1533, %1527 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1510) #11
  %1521 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1510, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0)) #11
  %1522 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1510) #12
  %1523 = icmp eq i8* %1522, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1510) #11
  br i1 %1523, label %1527, label %1524

1524:                                             ; preds = %1527, %1519
  %1525 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0))
  %1526 = getelementptr inbounds [32 x i8], [32 x i8]* %68, i64 0, i64 0
  br label %1535

1527:                                             ; preds = %1519
  %1528 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1520
  %1529 = load double, double* %1528, align 8, !tbaa !5
  store volatile double %1529, double* @vd, align 8, !tbaa !5
  %1530 = load volatile double, double* @vd, align 8, !tbaa !5
  %1531 = tail call double @tgamma(double noundef %1530) #11
  %1532 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1531)
  %1533 = add nuw nsw i64 %1520, 1
  %1534 = icmp eq i64 %1533, 14
  br i1 %1534, label %1524, label %1519, !llvm.loop !95

1535:                                             ; preds = %1524, %1543
  %1536 = phi i64 [ 0, %1524 ], [ %1550, %1543 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1526) #11
  %1537 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1526, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.88, i64 0, i64 0)) #11
  %1538 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1526) #12
  %1539 = icmp eq i8* %1538, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1526) #11
  br i1 %1539, label %1543, label %1540

1540:                                             ; preds = %1543, %1535
  %1541 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0))
  %1542 = getelementptr inbounds [32 x i8], [32 x i8]* %67, i64 0, i64 0
  br label %1552

1543:                                             ; preds = %1535
  %1544 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1536
  %1545 = load float, float* %1544, align 4, !tbaa !11
  store volatile float %1545, float* @vf, align 4, !tbaa !11
  %1546 = load volatile float, float* @vf, align 4, !tbaa !11
  %1547 = tail call float @tgammaf(float noundef %1546) #11
  %1548 = fpext float %1547 to double
  %1549 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1548)
  %1550 = add nuw nsw i64 %1536, 1
  %1551 = icmp eq i64 %1550, 11
  br i1 %1551, label %1540, label %1535, !llvm.loop !96

1552:                                             ; preds = %1540, %1561
  %1553 = phi i64 [ 0, %1540 ], [ %1567, %1561 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1542) #11
  %1554 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1542, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0)) #11
  %1555 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1542) #12
  %1556 = icmp eq i8* %1555, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1542) #11
  br i1 %1556, label %1561, label %1557

1557:                                             ; preds = %1561, %1552
  %1558 = tail call i32 @putchar(i32 10)
  %1559 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.90, i64 0, i64 0))
  %1560 = getelementptr inbounds [32 x i8], [32 x i8]* %66, i64 0, i64 0
  br label %1569

1561:                                             ; preds = %1552
  %1562 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1553
  %1563 = load x86_fp80, x86_fp80* %1562, align 16, !tbaa !14
  store volatile x86_fp80 %1563, x86_fp80* @vl, align 16, !tbaa !14
  %1564 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1565 = tail call x86_fp80 @tgammal(x86_fp80 noundef %1564) #11
  %1566 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1565)
  %1567 = add nuw nsw i64 %1553, 1
  %1568 = icmp eq i64 %1567, 10
  br i1 %1568, label %1557, label %1552, !llvm.loop !97

1569:                                             ; preds = %1557, %1577
  %1570 = phi i64 [ 0, %1557 ], [ %1583, %1577 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1560) #11
  %1571 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1560, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.90, i64 0, i64 0)) #11
  %1572 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1560) #12
  %1573 = icmp eq i8* %1572, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1560) #11
  br i1 %1573, label %1577, label %1574

1574:                                             ; preds = %1577, %1569
  %1575 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.90, i64 0, i64 0))
  %1576 = getelementptr inbounds [32 x i8], [32 x i8]* %65, i64 0, i64 0
  br label %1585

1577:                                             ; preds = %1569
  %1578 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1570
  %1579 = load double, double* %1578, align 8, !tbaa !5
  store volatile double %1579, double* @vd, align 8, !tbaa !5
  %1580 = load volatile double, double* @vd, align 8, !tbaa !5
  %1581 = tail call double @llvm.ceil.f64(double %1580)
  %1582 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1581)
  %1583 = add nuw nsw i64 %1570, 1
  %1584 = icmp eq i64 %1583, 14
  br i1 %1584, label %1574, label %1569, !llvm.loop !98

1585:                                             ; preds = %1574, %1593
  %1586 = phi i64 [ 0, %1574 ], [ %1600, %1593 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1576) #11
  %1587 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1576, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.91, i64 0, i64 0)) #11
  %1588 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1576) #12
  %1589 = icmp eq i8* %1588, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1576) #11
  br i1 %1589, label %1593, label %1590

1590:                                             ; preds = %1593, %1585
  %1591 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.90, i64 0, i64 0))
  %1592 = getelementptr inbounds [32 x i8], [32 x i8]* %64, i64 0, i64 0
  br label %1602

1593:                                             ; preds = %1585
  %1594 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1586
  %1595 = load float, float* %1594, align 4, !tbaa !11
  store volatile float %1595, float* @vf, align 4, !tbaa !11
  %1596 = load volatile float, float* @vf, align 4, !tbaa !11
  %1597 = tail call float @llvm.ceil.f32(float %1596)
  %1598 = fpext float %1597 to double
  %1599 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1598)
  %1600 = add nuw nsw i64 %1586, 1
  %1601 = icmp eq i64 %1600, 11
  br i1 %1601, label %1590, label %1585, !llvm.loop !99

1602:                                             ; preds = %1590, %1611
  %1603 = phi i64 [ 0, %1590 ], [ %1617, %1611 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1592) #11
  %1604 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1592, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.92, i64 0, i64 0)) #11
  %1605 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1592) #12
  %1606 = icmp eq i8* %1605, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1592) #11
  br i1 %1606, label %1611, label %1607

1607:                                             ; preds = %1611, %1602
  %1608 = tail call i32 @putchar(i32 10)
  %1609 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.93, i64 0, i64 0))
  %1610 = getelementptr inbounds [32 x i8], [32 x i8]* %63, i64 0, i64 0
  br label %1619

1611:                                             ; preds = %1602
  %1612 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1603
  %1613 = load x86_fp80, x86_fp80* %1612, align 16, !tbaa !14
  store volatile x86_fp80 %1613, x86_fp80* @vl, align 16, !tbaa !14
  %1614 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1615 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %1614)
  %1616 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1615)
  %1617 = add nuw nsw i64 %1603, 1
  %1618 = icmp eq i64 %1617, 10
  br i1 %1618, label %1607, label %1602, !llvm.loop !100

1619:                                             ; preds = %1607, %1627
  %1620 = phi i64 [ 0, %1607 ], [ %1633, %1627 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1610) #11
  %1621 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1610, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.93, i64 0, i64 0)) #11
  %1622 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1610) #12
  %1623 = icmp eq i8* %1622, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1610) #11
  br i1 %1623, label %1627, label %1624

1624:                                             ; preds = %1627, %1619
  %1625 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.93, i64 0, i64 0))
  %1626 = getelementptr inbounds [32 x i8], [32 x i8]* %62, i64 0, i64 0
  br label %1635

1627:                                             ; preds = %1619
  %1628 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1620
  %1629 = load double, double* %1628, align 8, !tbaa !5
  store volatile double %1629, double* @vd, align 8, !tbaa !5
  %1630 = load volatile double, double* @vd, align 8, !tbaa !5
  %1631 = tail call double @llvm.floor.f64(double %1630)
  %1632 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1631)
  %1633 = add nuw nsw i64 %1620, 1
  %1634 = icmp eq i64 %1633, 14
  br i1 %1634, label %1624, label %1619, !llvm.loop !101

1635:                                             ; preds = %1624, %1643
  %1636 = phi i64 [ 0, %1624 ], [ %1650, %1643 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1626) #11
  %1637 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1626, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.94, i64 0, i64 0)) #11
  %1638 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1626) #12
  %1639 = icmp eq i8* %1638, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1626) #11
  br i1 %1639, label %1643, label %1640

1640:                                             ; preds = %1643, %1635
  %1641 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.93, i64 0, i64 0))
  %1642 = getelementptr inbounds [32 x i8], [32 x i8]* %61, i64 0, i64 0
  br label %1652

1643:                                             ; preds = %1635
  %1644 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1636
  %1645 = load float, float* %1644, align 4, !tbaa !11
  store volatile float %1645, float* @vf, align 4, !tbaa !11
  %1646 = load volatile float, float* @vf, align 4, !tbaa !11
  %1647 = tail call float @llvm.floor.f32(float %1646)
  %1648 = fpext float %1647 to double
  %1649 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1648)
  %1650 = add nuw nsw i64 %1636, 1
  %1651 = icmp eq i64 %1650, 11
  br i1 %1651, label %1640, label %1635, !llvm.loop !102

1652:                                             ; preds = %1640, %1661
  %1653 = phi i64 [ 0, %1640 ], [ %1667, %1661 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1642) #11
  %1654 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1642, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.95, i64 0, i64 0)) #11
  %1655 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1642) #12
  %1656 = icmp eq i8* %1655, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1642) #11
  br i1 %1656, label %1661, label %1657

1657:                                             ; preds = %1661, %1652
  %1658 = tail call i32 @putchar(i32 10)
  %1659 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.96, i64 0, i64 0))
  %1660 = getelementptr inbounds [32 x i8], [32 x i8]* %60, i64 0, i64 0
  br label %1669

1661:                                             ; preds = %1652
  %1662 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1653
  %1663 = load x86_fp80, x86_fp80* %1662, align 16, !tbaa !14
  store volatile x86_fp80 %1663, x86_fp80* @vl, align 16, !tbaa !14
  %1664 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1665 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %1664)
  %1666 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1665)
  %1667 = add nuw nsw i64 %1653, 1
  %1668 = icmp eq i64 %1667, 10
  br i1 %1668, label %1657, label %1652, !llvm.loop !103

1669:                                             ; preds = %1657, %1677
  %1670 = phi i64 [ 0, %1657 ], [ %1683, %1677 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1660) #11
  %1671 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1660, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.96, i64 0, i64 0)) #11
  %1672 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1660) #12
  %1673 = icmp eq i8* %1672, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1660) #11
  br i1 %1673, label %1677, label %1674

1674:                                             ; preds = %1677, %1669
  %1675 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.96, i64 0, i64 0))
  %1676 = getelementptr inbounds [32 x i8], [32 x i8]* %59, i64 0, i64 0
  br label %1685

1677:                                             ; preds = %1669
  %1678 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1670
  %1679 = load double, double* %1678, align 8, !tbaa !5
  store volatile double %1679, double* @vd, align 8, !tbaa !5
  %1680 = load volatile double, double* @vd, align 8, !tbaa !5
  %1681 = tail call double @llvm.trunc.f64(double %1680)
  %1682 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1681)
  %1683 = add nuw nsw i64 %1670, 1
  %1684 = icmp eq i64 %1683, 14
  br i1 %1684, label %1674, label %1669, !llvm.loop !104

1685:                                             ; preds = %1674, %1693
  %1686 = phi i64 [ 0, %1674 ], [ %1700, %1693 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1676) #11
  %1687 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1676, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.97, i64 0, i64 0)) #11
  %1688 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1676) #12
  %1689 = icmp eq i8* %1688, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1676) #11
  br i1 %1689, label %1693, label %1690

1690:                                             ; preds = %1693, %1685
  %1691 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.96, i64 0, i64 0))
  %1692 = getelementptr inbounds [32 x i8], [32 x i8]* %58, i64 0, i64 0
  br label %1702

1693:                                             ; preds = %1685
  %1694 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1686
  %1695 = load float, float* %1694, align 4, !tbaa !11
  store volatile float %1695, float* @vf, align 4, !tbaa !11
  %1696 = load volatile float, float* @vf, align 4, !tbaa !11
  %1697 = tail call float @llvm.trunc.f32(float %1696)
  %1698 = fpext float %1697 to double
  %1699 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1698)
  %1700 = add nuw nsw i64 %1686, 1
  %1701 = icmp eq i64 %1700, 11
  br i1 %1701, label %1690, label %1685, !llvm.loop !105

1702:                                             ; preds = %1690, %1711
  %1703 = phi i64 [ 0, %1690 ], [ %1717, %1711 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1692) #11
  %1704 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1692, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.98, i64 0, i64 0)) #11
  %1705 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1692) #12
  %1706 = icmp eq i8* %1705, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1692) #11
  br i1 %1706, label %1711, label %1707

1707:                                             ; preds = %1711, %1702
  %1708 = tail call i32 @putchar(i32 10)
  %1709 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.99, i64 0, i64 0))
  %1710 = getelementptr inbounds [32 x i8], [32 x i8]* %57, i64 0, i64 0
  br label %1719

1711:                                             ; preds = %1702
  %1712 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1703
  %1713 = load x86_fp80, x86_fp80* %1712, align 16, !tbaa !14
  store volatile x86_fp80 %1713, x86_fp80* @vl, align 16, !tbaa !14
  %1714 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1715 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %1714)
  %1716 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1715)
  %1717 = add nuw nsw i64 %1703, 1
  %1718 = icmp eq i64 %1717, 10
  br i1 %1718, label %1707, label %1702, !llvm.loop !106

1719:                                             ; preds = %1707, %1727
  %1720 = phi i64 [ 0, %1707 ], [ %1733, %1727 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1710) #11
  %1721 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1710, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.99, i64 0, i64 0)) #11
  %1722 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1710) #12
  %1723 = icmp eq i8* %1722, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1710) #11
  br i1 %1723, label %1727, label %1724

1724:                                             ; preds = %1727, %1719
  %1725 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.99, i64 0, i64 0))
  %1726 = getelementptr inbounds [32 x i8], [32 x i8]* %56, i64 0, i64 0
  br label %1735

1727:                                             ; preds = %1719
  %1728 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1720
  %1729 = load double, double* %1728, align 8, !tbaa !5
  store volatile double %1729, double* @vd, align 8, !tbaa !5
  %1730 = load volatile double, double* @vd, align 8, !tbaa !5
  %1731 = tail call double @llvm.round.f64(double %1730)
  %1732 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1731)
  %1733 = add nuw nsw i64 %1720, 1
  %1734 = icmp eq i64 %1733, 14
  br i1 %1734, label %1724, label %1719, !llvm.loop !107

1735:                                             ; preds = %1724, %1743
  %1736 = phi i64 [ 0, %1724 ], [ %1750, %1743 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1726) #11
  %1737 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1726, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.100, i64 0, i64 0)) #11
  %1738 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1726) #12
  %1739 = icmp eq i8* %1738, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1726) #11
  br i1 %1739, label %1743, label %1740

1740:                                             ; preds = %1743, %1735
  %1741 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.99, i64 0, i64 0))
  %1742 = getelementptr inbounds [32 x i8], [32 x i8]* %55, i64 0, i64 0
  br label %1752

1743:                                             ; preds = %1735
  %1744 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1736
  %1745 = load float, float* %1744, align 4, !tbaa !11
  store volatile float %1745, float* @vf, align 4, !tbaa !11
  %1746 = load volatile float, float* @vf, align 4, !tbaa !11
  %1747 = tail call float @llvm.round.f32(float %1746)
  %1748 = fpext float %1747 to double
  %1749 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1748)
  %1750 = add nuw nsw i64 %1736, 1
  %1751 = icmp eq i64 %1750, 11
  br i1 %1751, label %1740, label %1735, !llvm.loop !108

1752:                                             ; preds = %1740, %1761
  %1753 = phi i64 [ 0, %1740 ], [ %1767, %1761 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1742) #11
  %1754 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1742, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.101, i64 0, i64 0)) #11
  %1755 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1742) #12
  %1756 = icmp eq i8* %1755, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1742) #11
  br i1 %1756, label %1761, label %1757

1757:                                             ; preds = %1761, %1752
  %1758 = tail call i32 @putchar(i32 10)
  %1759 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.102, i64 0, i64 0))
  %1760 = getelementptr inbounds [32 x i8], [32 x i8]* %54, i64 0, i64 0
  br label %1769

1761:                                             ; preds = %1752
  %1762 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1753
  %1763 = load x86_fp80, x86_fp80* %1762, align 16, !tbaa !14
  store volatile x86_fp80 %1763, x86_fp80* @vl, align 16, !tbaa !14
  %1764 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1765 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %1764)
  %1766 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1765)
  %1767 = add nuw nsw i64 %1753, 1
  %1768 = icmp eq i64 %1767, 10
  br i1 %1768, label %1757, label %1752, !llvm.loop !109

1769:                                             ; preds = %1757, %1777
  %1770 = phi i64 [ 0, %1757 ], [ %1783, %1777 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1760) #11
  %1771 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1760, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.102, i64 0, i64 0)) #11
  %1772 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1760) #12
  %1773 = icmp eq i8* %1772, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1760) #11
  br i1 %1773, label %1777, label %1774

1774:                                             ; preds = %1777, %1769
  %1775 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.102, i64 0, i64 0))
  %1776 = getelementptr inbounds [32 x i8], [32 x i8]* %53, i64 0, i64 0
  br label %1785

1777:                                             ; preds = %1769
  %1778 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1770
  %1779 = load double, double* %1778, align 8, !tbaa !5
  store volatile double %1779, double* @vd, align 8, !tbaa !5
  %1780 = load volatile double, double* @vd, align 8, !tbaa !5
  %1781 = tail call double @llvm.rint.f64(double %1780)
  %1782 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1781)
  %1783 = add nuw nsw i64 %1770, 1
  %1784 = icmp eq i64 %1783, 14
  br i1 %1784, label %1774, label %1769, !llvm.loop !110

1785:                                             ; preds = %1774, %1793
  %1786 = phi i64 [ 0, %1774 ], [ %1800, %1793 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1776) #11
  %1787 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1776, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.103, i64 0, i64 0)) #11
  %1788 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1776) #12
  %1789 = icmp eq i8* %1788, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1776) #11
  br i1 %1789, label %1793, label %1790

1790:                                             ; preds = %1793, %1785
  %1791 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.102, i64 0, i64 0))
  %1792 = getelementptr inbounds [32 x i8], [32 x i8]* %52, i64 0, i64 0
  br label %1802

1793:                                             ; preds = %1785
  %1794 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1786
  %1795 = load float, float* %1794, align 4, !tbaa !11
  store volatile float %1795, float* @vf, align 4, !tbaa !11
  %1796 = load volatile float, float* @vf, align 4, !tbaa !11
  %1797 = tail call float @llvm.rint.f32(float %1796)
  %1798 = fpext float %1797 to double
  %1799 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1798)
  %1800 = add nuw nsw i64 %1786, 1
  %1801 = icmp eq i64 %1800, 11
  br i1 %1801, label %1790, label %1785, !llvm.loop !111

1802:                                             ; preds = %1790, %1811
  %1803 = phi i64 [ 0, %1790 ], [ %1817, %1811 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1792) #11
  %1804 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1792, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0)) #11
  %1805 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1792) #12
  %1806 = icmp eq i8* %1805, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1792) #11
  br i1 %1806, label %1811, label %1807

1807:                                             ; preds = %1811, %1802
  %1808 = tail call i32 @putchar(i32 10)
  %1809 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.105, i64 0, i64 0))
  %1810 = getelementptr inbounds [32 x i8], [32 x i8]* %51, i64 0, i64 0
  br label %1819

1811:                                             ; preds = %1802
  %1812 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1803
  %1813 = load x86_fp80, x86_fp80* %1812, align 16, !tbaa !14
  store volatile x86_fp80 %1813, x86_fp80* @vl, align 16, !tbaa !14
  %1814 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1815 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %1814)
  %1816 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1815)
  %1817 = add nuw nsw i64 %1803, 1
  %1818 = icmp eq i64 %1817, 10
  br i1 %1818, label %1807, label %1802, !llvm.loop !112

1819:                                             ; preds = %1807, %1827
  %1820 = phi i64 [ 0, %1807 ], [ %1833, %1827 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1810) #11
  %1821 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1810, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.105, i64 0, i64 0)) #11
  %1822 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1810) #12
  %1823 = icmp eq i8* %1822, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1810) #11
  br i1 %1823, label %1827, label %1824

1824:                                             ; preds = %1827, %1819
  %1825 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.105, i64 0, i64 0))
  %1826 = getelementptr inbounds [32 x i8], [32 x i8]* %50, i64 0, i64 0
  br label %1835

1827:                                             ; preds = %1819
  %1828 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1820
  %1829 = load double, double* %1828, align 8, !tbaa !5
  store volatile double %1829, double* @vd, align 8, !tbaa !5
  %1830 = load volatile double, double* @vd, align 8, !tbaa !5
  %1831 = tail call double @llvm.nearbyint.f64(double %1830)
  %1832 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1831)
  %1833 = add nuw nsw i64 %1820, 1
  %1834 = icmp eq i64 %1833, 14
  br i1 %1834, label %1824, label %1819, !llvm.loop !113

1835:                                             ; preds = %1824, %1843
  %1836 = phi i64 [ 0, %1824 ], [ %1850, %1843 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1826) #11
  %1837 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1826, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.106, i64 0, i64 0)) #11
  %1838 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1826) #12
  %1839 = icmp eq i8* %1838, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1826) #11
  br i1 %1839, label %1843, label %1840

1840:                                             ; preds = %1843, %1835
  %1841 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.105, i64 0, i64 0))
  %1842 = getelementptr inbounds [32 x i8], [32 x i8]* %49, i64 0, i64 0
  br label %1852

1843:                                             ; preds = %1835
  %1844 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1836
  %1845 = load float, float* %1844, align 4, !tbaa !11
  store volatile float %1845, float* @vf, align 4, !tbaa !11
  %1846 = load volatile float, float* @vf, align 4, !tbaa !11
  %1847 = tail call float @llvm.nearbyint.f32(float %1846)
  %1848 = fpext float %1847 to double
  %1849 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1848)
  %1850 = add nuw nsw i64 %1836, 1
  %1851 = icmp eq i64 %1850, 11
  br i1 %1851, label %1840, label %1835, !llvm.loop !114

1852:                                             ; preds = %1840, %1861
  %1853 = phi i64 [ 0, %1840 ], [ %1867, %1861 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1842) #11
  %1854 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1842, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.107, i64 0, i64 0)) #11
  %1855 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1842) #12
  %1856 = icmp eq i8* %1855, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1842) #11
  br i1 %1856, label %1861, label %1857

1857:                                             ; preds = %1861, %1852
  %1858 = tail call i32 @putchar(i32 10)
  %1859 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.108, i64 0, i64 0))
  %1860 = getelementptr inbounds [32 x i8], [32 x i8]* %48, i64 0, i64 0
  br label %1869

1861:                                             ; preds = %1852
  %1862 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1853
  %1863 = load x86_fp80, x86_fp80* %1862, align 16, !tbaa !14
  store volatile x86_fp80 %1863, x86_fp80* @vl, align 16, !tbaa !14
  %1864 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1865 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %1864)
  %1866 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1865)
  %1867 = add nuw nsw i64 %1853, 1
  %1868 = icmp eq i64 %1867, 10
  br i1 %1868, label %1857, label %1852, !llvm.loop !115

1869:                                             ; preds = %1857, %1877
  %1870 = phi i64 [ 0, %1857 ], [ %1883, %1877 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1860) #11
  %1871 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1860, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.108, i64 0, i64 0)) #11
  %1872 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1860) #12
  %1873 = icmp eq i8* %1872, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1860) #11
  br i1 %1873, label %1877, label %1874

1874:                                             ; preds = %1877, %1869
  %1875 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.108, i64 0, i64 0))
  %1876 = getelementptr inbounds [32 x i8], [32 x i8]* %47, i64 0, i64 0
  br label %1885

1877:                                             ; preds = %1869
  %1878 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1870
  %1879 = load double, double* %1878, align 8, !tbaa !5
  store volatile double %1879, double* @vd, align 8, !tbaa !5
  %1880 = load volatile double, double* @vd, align 8, !tbaa !5
  %1881 = tail call double @j0(double noundef %1880) #11
  %1882 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1881)
  %1883 = add nuw nsw i64 %1870, 1
  %1884 = icmp eq i64 %1883, 14
  br i1 %1884, label %1874, label %1869, !llvm.loop !116

1885:                                             ; preds = %1874, %1893
  %1886 = phi i64 [ 0, %1874 ], [ %1900, %1893 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1876) #11
  %1887 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1876, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.109, i64 0, i64 0)) #11
  %1888 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1876) #12
  %1889 = icmp eq i8* %1888, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1876) #11
  br i1 %1889, label %1893, label %1890

1890:                                             ; preds = %1893, %1885
  %1891 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.108, i64 0, i64 0))
  %1892 = getelementptr inbounds [32 x i8], [32 x i8]* %46, i64 0, i64 0
  br label %1902

1893:                                             ; preds = %1885
  %1894 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1886
  %1895 = load float, float* %1894, align 4, !tbaa !11
  store volatile float %1895, float* @vf, align 4, !tbaa !11
  %1896 = load volatile float, float* @vf, align 4, !tbaa !11
  %1897 = tail call float @j0f(float noundef %1896) #11
  %1898 = fpext float %1897 to double
  %1899 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1898)
  %1900 = add nuw nsw i64 %1886, 1
  %1901 = icmp eq i64 %1900, 11
  br i1 %1901, label %1890, label %1885, !llvm.loop !117

1902:                                             ; preds = %1890, %1911
  %1903 = phi i64 [ 0, %1890 ], [ %1917, %1911 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1892) #11
  %1904 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1892, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.110, i64 0, i64 0)) #11
  %1905 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1892) #12
  %1906 = icmp eq i8* %1905, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1892) #11
  br i1 %1906, label %1911, label %1907

1907:                                             ; preds = %1911, %1902
  %1908 = tail call i32 @putchar(i32 10)
  %1909 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.111, i64 0, i64 0))
  %1910 = getelementptr inbounds [32 x i8], [32 x i8]* %45, i64 0, i64 0
  br label %1919

1911:                                             ; preds = %1902
  %1912 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1903
  %1913 = load x86_fp80, x86_fp80* %1912, align 16, !tbaa !14
  store volatile x86_fp80 %1913, x86_fp80* @vl, align 16, !tbaa !14
  %1914 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1915 = tail call x86_fp80 @j0l(x86_fp80 noundef %1914) #11
  %1916 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1915)
  %1917 = add nuw nsw i64 %1903, 1
  %1918 = icmp eq i64 %1917, 10
  br i1 %1918, label %1907, label %1902, !llvm.loop !118

1919:                                             ; preds = %1907, %1927
  %1920 = phi i64 [ 0, %1907 ], [ %1933, %1927 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1910) #11
  %1921 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1910, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.111, i64 0, i64 0)) #11
  %1922 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1910) #12
  %1923 = icmp eq i8* %1922, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1910) #11
  br i1 %1923, label %1927, label %1924

1924:                                             ; preds = %1927, %1919
  %1925 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.111, i64 0, i64 0))
  %1926 = getelementptr inbounds [32 x i8], [32 x i8]* %44, i64 0, i64 0
  br label %1935

1927:                                             ; preds = %1919
  %1928 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1920
  %1929 = load double, double* %1928, align 8, !tbaa !5
  store volatile double %1929, double* @vd, align 8, !tbaa !5
  %1930 = load volatile double, double* @vd, align 8, !tbaa !5
  %1931 = tail call double @j1(double noundef %1930) #11
  %1932 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1931)
  %1933 = add nuw nsw i64 %1920, 1
  %1934 = icmp eq i64 %1933, 14
  br i1 %1934, label %1924, label %1919, !llvm.loop !119

1935:                                             ; preds = %1924, %1943
  %1936 = phi i64 [ 0, %1924 ], [ %1950, %1943 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1926) #11
  %1937 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1926, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.112, i64 0, i64 0)) #11
  %1938 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1926) #12
  %1939 = icmp eq i8* %1938, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1926) #11
  br i1 %1939, label %1943, label %1940

1940:                                             ; preds = %1943, %1935
  %1941 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.111, i64 0, i64 0))
  %1942 = getelementptr inbounds [32 x i8], [32 x i8]* %43, i64 0, i64 0
  br label %1952

1943:                                             ; preds = %1935
  %1944 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1936
  %1945 = load float, float* %1944, align 4, !tbaa !11
  store volatile float %1945, float* @vf, align 4, !tbaa !11
  %1946 = load volatile float, float* @vf, align 4, !tbaa !11
  %1947 = tail call float @j1f(float noundef %1946) #11
  %1948 = fpext float %1947 to double
  %1949 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1948)
  %1950 = add nuw nsw i64 %1936, 1
  %1951 = icmp eq i64 %1950, 11
  br i1 %1951, label %1940, label %1935, !llvm.loop !120

1952:                                             ; preds = %1940, %1961
  %1953 = phi i64 [ 0, %1940 ], [ %1967, %1961 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1942) #11
  %1954 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1942, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.113, i64 0, i64 0)) #11
  %1955 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1942) #12
  %1956 = icmp eq i8* %1955, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1942) #11
  br i1 %1956, label %1961, label %1957

1957:                                             ; preds = %1961, %1952
  %1958 = tail call i32 @putchar(i32 10)
  %1959 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.114, i64 0, i64 0))
  %1960 = getelementptr inbounds [32 x i8], [32 x i8]* %42, i64 0, i64 0
  br label %1969

1961:                                             ; preds = %1952
  %1962 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1953
  %1963 = load x86_fp80, x86_fp80* %1962, align 16, !tbaa !14
  store volatile x86_fp80 %1963, x86_fp80* @vl, align 16, !tbaa !14
  %1964 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %1965 = tail call x86_fp80 @j1l(x86_fp80 noundef %1964) #11
  %1966 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %1965)
  %1967 = add nuw nsw i64 %1953, 1
  %1968 = icmp eq i64 %1967, 10
  br i1 %1968, label %1957, label %1952, !llvm.loop !121

1969:                                             ; preds = %1957, %1977
  %1970 = phi i64 [ 0, %1957 ], [ %1983, %1977 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1960) #11
  %1971 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1960, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.114, i64 0, i64 0)) #11
  %1972 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1960) #12
  %1973 = icmp eq i8* %1972, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1960) #11
  br i1 %1973, label %1977, label %1974

1974:                                             ; preds = %1977, %1969
  %1975 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.114, i64 0, i64 0))
  %1976 = getelementptr inbounds [32 x i8], [32 x i8]* %41, i64 0, i64 0
  br label %1985

1977:                                             ; preds = %1969
  %1978 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1970
  %1979 = load double, double* %1978, align 8, !tbaa !5
  store volatile double %1979, double* @vd, align 8, !tbaa !5
  %1980 = load volatile double, double* @vd, align 8, !tbaa !5
  %1981 = tail call double @y0(double noundef %1980) #11
  %1982 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1981)
  %1983 = add nuw nsw i64 %1970, 1
  %1984 = icmp eq i64 %1983, 14
  br i1 %1984, label %1974, label %1969, !llvm.loop !122

1985:                                             ; preds = %1974, %1993
  %1986 = phi i64 [ 0, %1974 ], [ %2000, %1993 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1976) #11
  %1987 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1976, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.115, i64 0, i64 0)) #11
  %1988 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1976) #12
  %1989 = icmp eq i8* %1988, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1976) #11
  br i1 %1989, label %1993, label %1990

1990:                                             ; preds = %1993, %1985
  %1991 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.114, i64 0, i64 0))
  %1992 = getelementptr inbounds [32 x i8], [32 x i8]* %40, i64 0, i64 0
  br label %2002

1993:                                             ; preds = %1985
  %1994 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1986
  %1995 = load float, float* %1994, align 4, !tbaa !11
  store volatile float %1995, float* @vf, align 4, !tbaa !11
  %1996 = load volatile float, float* @vf, align 4, !tbaa !11
  %1997 = tail call float @y0f(float noundef %1996) #11
  %1998 = fpext float %1997 to double
  %1999 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1998)
  %2000 = add nuw nsw i64 %1986, 1
  %2001 = icmp eq i64 %2000, 11
  br i1 %2001, label %1990, label %1985, !llvm.loop !123

2002:                                             ; preds = %1990, %2011
  %2003 = phi i64 [ 0, %1990 ], [ %2017, %2011 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1992) #11
  %2004 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %1992, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.116, i64 0, i64 0)) #11
  %2005 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %1992) #12
  %2006 = icmp eq i8* %2005, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1992) #11
  br i1 %2006, label %2011, label %2007

2007:                                             ; preds = %2011, %2002
  %2008 = tail call i32 @putchar(i32 10)
  %2009 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.117, i64 0, i64 0))
  %2010 = getelementptr inbounds [32 x i8], [32 x i8]* %39, i64 0, i64 0
  br label %2019

2011:                                             ; preds = %2002
  %2012 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2003
  %2013 = load x86_fp80, x86_fp80* %2012, align 16, !tbaa !14
  store volatile x86_fp80 %2013, x86_fp80* @vl, align 16, !tbaa !14
  %2014 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2015 = tail call x86_fp80 @y0l(x86_fp80 noundef %2014) #11
  %2016 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2015)
  %2017 = add nuw nsw i64 %2003, 1
  %2018 = icmp eq i64 %2017, 10
  br i1 %2018, label %2007, label %2002, !llvm.loop !124

2019:                                             ; preds = %2007, %2027
  %2020 = phi i64 [ 0, %2007 ], [ %2033, %2027 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2010) #11
  %2021 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2010, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.117, i64 0, i64 0)) #11
  %2022 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2010) #12
  %2023 = icmp eq i8* %2022, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2010) #11
  br i1 %2023, label %2027, label %2024

2024:                                             ; preds = %2027, %2019
  %2025 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.117, i64 0, i64 0))
  %2026 = getelementptr inbounds [32 x i8], [32 x i8]* %38, i64 0, i64 0
  br label %2035

2027:                                             ; preds = %2019
  %2028 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2020
  %2029 = load double, double* %2028, align 8, !tbaa !5
  store volatile double %2029, double* @vd, align 8, !tbaa !5
  %2030 = load volatile double, double* @vd, align 8, !tbaa !5
  %2031 = tail call double @y1(double noundef %2030) #11
  %2032 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2031)
  %2033 = add nuw nsw i64 %2020, 1
  %2034 = icmp eq i64 %2033, 14
  br i1 %2034, label %2024, label %2019, !llvm.loop !125

2035:                                             ; preds = %2024, %2043
  %2036 = phi i64 [ 0, %2024 ], [ %2050, %2043 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2026) #11
  %2037 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2026, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.118, i64 0, i64 0)) #11
  %2038 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2026) #12
  %2039 = icmp eq i8* %2038, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2026) #11
  br i1 %2039, label %2043, label %2040

2040:                                             ; preds = %2043, %2035
  %2041 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.117, i64 0, i64 0))
  %2042 = getelementptr inbounds [32 x i8], [32 x i8]* %37, i64 0, i64 0
  br label %2052

2043:                                             ; preds = %2035
  %2044 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2036
  %2045 = load float, float* %2044, align 4, !tbaa !11
  store volatile float %2045, float* @vf, align 4, !tbaa !11
  %2046 = load volatile float, float* @vf, align 4, !tbaa !11
  %2047 = tail call float @y1f(float noundef %2046) #11
  %2048 = fpext float %2047 to double
  %2049 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2048)
  %2050 = add nuw nsw i64 %2036, 1
  %2051 = icmp eq i64 %2050, 11
  br i1 %2051, label %2040, label %2035, !llvm.loop !126

2052:                                             ; preds = %2040, %2061
  %2053 = phi i64 [ 0, %2040 ], [ %2067, %2061 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2042) #11
  %2054 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2042, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.119, i64 0, i64 0)) #11
  %2055 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2042) #12
  %2056 = icmp eq i8* %2055, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2042) #11
  br i1 %2056, label %2061, label %2057

2057:                                             ; preds = %2061, %2052
  %2058 = tail call i32 @putchar(i32 10)
  %2059 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.120, i64 0, i64 0))
  %2060 = getelementptr inbounds [32 x i8], [32 x i8]* %36, i64 0, i64 0
  br label %2069

2061:                                             ; preds = %2052
  %2062 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2053
  %2063 = load x86_fp80, x86_fp80* %2062, align 16, !tbaa !14
  store volatile x86_fp80 %2063, x86_fp80* @vl, align 16, !tbaa !14
  %2064 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2065 = tail call x86_fp80 @y1l(x86_fp80 noundef %2064) #11
  %2066 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2065)
  %2067 = add nuw nsw i64 %2053, 1
  %2068 = icmp eq i64 %2067, 10
  br i1 %2068, label %2057, label %2052, !llvm.loop !127

2069:                                             ; preds = %2057, %2077
  %2070 = phi i64 [ 0, %2057 ], [ %2089, %2077 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2060) #11
  %2071 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2060, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.120, i64 0, i64 0)) #11
  %2072 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2060) #12
  %2073 = icmp eq i8* %2072, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2060) #11
  br i1 %2073, label %2077, label %2074

2074:                                             ; preds = %2077, %2069
  %2075 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.120, i64 0, i64 0))
  %2076 = getelementptr inbounds [32 x i8], [32 x i8]* %35, i64 0, i64 0
  br label %2091

2077:                                             ; preds = %2069
  %2078 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2070
  %2079 = load double, double* %2078, align 8, !tbaa !5
  store volatile double %2079, double* @vd, align 8, !tbaa !5
  %2080 = load volatile double, double* @vd, align 8, !tbaa !5
  %2081 = trunc i64 %2070 to i8
  %2082 = add i8 %2081, 3
  %2083 = urem i8 %2082, 14
  %2084 = zext i8 %2083 to i64
  %2085 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2084
  %2086 = load double, double* %2085, align 8, !tbaa !5
  %2087 = tail call double @pow(double noundef %2080, double noundef %2086) #11
  %2088 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2087)
  %2089 = add nuw nsw i64 %2070, 1
  %2090 = icmp eq i64 %2089, 14
  br i1 %2090, label %2074, label %2069, !llvm.loop !128

2091:                                             ; preds = %2074, %2099
  %2092 = phi i64 [ 0, %2074 ], [ %2112, %2099 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2076) #11
  %2093 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2076, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.121, i64 0, i64 0)) #11
  %2094 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2076) #12
  %2095 = icmp eq i8* %2094, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2076) #11
  br i1 %2095, label %2099, label %2096

2096:                                             ; preds = %2099, %2091
  %2097 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.120, i64 0, i64 0))
  %2098 = getelementptr inbounds [32 x i8], [32 x i8]* %34, i64 0, i64 0
  br label %2114

2099:                                             ; preds = %2091
  %2100 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2092
  %2101 = load float, float* %2100, align 4, !tbaa !11
  store volatile float %2101, float* @vf, align 4, !tbaa !11
  %2102 = load volatile float, float* @vf, align 4, !tbaa !11
  %2103 = trunc i64 %2092 to i8
  %2104 = add i8 %2103, 3
  %2105 = urem i8 %2104, 11
  %2106 = zext i8 %2105 to i64
  %2107 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2106
  %2108 = load float, float* %2107, align 4, !tbaa !11
  %2109 = tail call float @powf(float noundef %2102, float noundef %2108) #11
  %2110 = fpext float %2109 to double
  %2111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2110)
  %2112 = add nuw nsw i64 %2092, 1
  %2113 = icmp eq i64 %2112, 11
  br i1 %2113, label %2096, label %2091, !llvm.loop !129

2114:                                             ; preds = %2096, %2123
  %2115 = phi i64 [ 0, %2096 ], [ %2135, %2123 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2098) #11
  %2116 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2098, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.122, i64 0, i64 0)) #11
  %2117 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2098) #12
  %2118 = icmp eq i8* %2117, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2098) #11
  br i1 %2118, label %2123, label %2119

2119:                                             ; preds = %2123, %2114
  %2120 = tail call i32 @putchar(i32 10)
  %2121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.123, i64 0, i64 0))
  %2122 = getelementptr inbounds [32 x i8], [32 x i8]* %33, i64 0, i64 0
  br label %2137

2123:                                             ; preds = %2114
  %2124 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2115
  %2125 = load x86_fp80, x86_fp80* %2124, align 16, !tbaa !14
  store volatile x86_fp80 %2125, x86_fp80* @vl, align 16, !tbaa !14
  %2126 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2127 = trunc i64 %2115 to i8
  %2128 = add i8 %2127, 3
  %2129 = urem i8 %2128, 10
  %2130 = zext i8 %2129 to i64
  %2131 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2130
  %2132 = load x86_fp80, x86_fp80* %2131, align 16, !tbaa !14
  %2133 = tail call x86_fp80 @powl(x86_fp80 noundef %2126, x86_fp80 noundef %2132) #11
  %2134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2133)
  %2135 = add nuw nsw i64 %2115, 1
  %2136 = icmp eq i64 %2135, 10
  br i1 %2136, label %2119, label %2114, !llvm.loop !130

2137:                                             ; preds = %2119, %2145
  %2138 = phi i64 [ 0, %2119 ], [ %2157, %2145 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2122) #11
  %2139 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2122, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.123, i64 0, i64 0)) #11
  %2140 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2122) #12
  %2141 = icmp eq i8* %2140, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2122) #11
  br i1 %2141, label %2145, label %2142

2142:                                             ; preds = %2145, %2137
  %2143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.123, i64 0, i64 0))
  %2144 = getelementptr inbounds [32 x i8], [32 x i8]* %32, i64 0, i64 0
  br label %2159

2145:                                             ; preds = %2137
  %2146 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2138
  %2147 = load double, double* %2146, align 8, !tbaa !5
  store volatile double %2147, double* @vd, align 8, !tbaa !5
  %2148 = load volatile double, double* @vd, align 8, !tbaa !5
  %2149 = trunc i64 %2138 to i8
  %2150 = add i8 %2149, 3
  %2151 = urem i8 %2150, 14
  %2152 = zext i8 %2151 to i64
  %2153 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2152
  %2154 = load double, double* %2153, align 8, !tbaa !5
  %2155 = tail call double @atan2(double noundef %2148, double noundef %2154) #11
  %2156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2155)
  %2157 = add nuw nsw i64 %2138, 1
  %2158 = icmp eq i64 %2157, 14
  br i1 %2158, label %2142, label %2137, !llvm.loop !131

2159:                                             ; preds = %2142, %2167
  %2160 = phi i64 [ 0, %2142 ], [ %2180, %2167 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2144) #11
  %2161 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2144, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.124, i64 0, i64 0)) #11
  %2162 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2144) #12
  %2163 = icmp eq i8* %2162, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2144) #11
  br i1 %2163, label %2167, label %2164

2164:                                             ; preds = %2167, %2159
  %2165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.123, i64 0, i64 0))
  %2166 = getelementptr inbounds [32 x i8], [32 x i8]* %31, i64 0, i64 0
  br label %2182

2167:                                             ; preds = %2159
  %2168 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2160
  %2169 = load float, float* %2168, align 4, !tbaa !11
  store volatile float %2169, float* @vf, align 4, !tbaa !11
  %2170 = load volatile float, float* @vf, align 4, !tbaa !11
  %2171 = trunc i64 %2160 to i8
  %2172 = add i8 %2171, 3
  %2173 = urem i8 %2172, 11
  %2174 = zext i8 %2173 to i64
  %2175 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2174
  %2176 = load float, float* %2175, align 4, !tbaa !11
  %2177 = tail call float @atan2f(float noundef %2170, float noundef %2176) #11
  %2178 = fpext float %2177 to double
  %2179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2178)
  %2180 = add nuw nsw i64 %2160, 1
  %2181 = icmp eq i64 %2180, 11
  br i1 %2181, label %2164, label %2159, !llvm.loop !132

2182:                                             ; preds = %2164, %2191
  %2183 = phi i64 [ 0, %2164 ], [ %2203, %2191 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2166) #11
  %2184 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2166, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.125, i64 0, i64 0)) #11
  %2185 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2166) #12
  %2186 = icmp eq i8* %2185, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2166) #11
  br i1 %2186, label %2191, label %2187

2187:                                             ; preds = %2191, %2182
  %2188 = tail call i32 @putchar(i32 10)
  %2189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.126, i64 0, i64 0))
  %2190 = getelementptr inbounds [32 x i8], [32 x i8]* %30, i64 0, i64 0
  br label %2205

2191:                                             ; preds = %2182
  %2192 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2183
  %2193 = load x86_fp80, x86_fp80* %2192, align 16, !tbaa !14
  store volatile x86_fp80 %2193, x86_fp80* @vl, align 16, !tbaa !14
  %2194 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2195 = trunc i64 %2183 to i8
  %2196 = add i8 %2195, 3
  %2197 = urem i8 %2196, 10
  %2198 = zext i8 %2197 to i64
  %2199 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2198
  %2200 = load x86_fp80, x86_fp80* %2199, align 16, !tbaa !14
  %2201 = tail call x86_fp80 @atan2l(x86_fp80 noundef %2194, x86_fp80 noundef %2200) #11
  %2202 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2201)
  %2203 = add nuw nsw i64 %2183, 1
  %2204 = icmp eq i64 %2203, 10
  br i1 %2204, label %2187, label %2182, !llvm.loop !133

2205:                                             ; preds = %2187, %2213
  %2206 = phi i64 [ 0, %2187 ], [ %2225, %2213 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2190) #11
  %2207 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2190, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.126, i64 0, i64 0)) #11
  %2208 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2190) #12
  %2209 = icmp eq i8* %2208, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2190) #11
  br i1 %2209, label %2213, label %2210

2210:                                             ; preds = %2213, %2205
  %2211 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.126, i64 0, i64 0))
  %2212 = getelementptr inbounds [32 x i8], [32 x i8]* %29, i64 0, i64 0
  br label %2227

2213:                                             ; preds = %2205
  %2214 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2206
  %2215 = load double, double* %2214, align 8, !tbaa !5
  store volatile double %2215, double* @vd, align 8, !tbaa !5
  %2216 = load volatile double, double* @vd, align 8, !tbaa !5
  %2217 = trunc i64 %2206 to i8
  %2218 = add i8 %2217, 3
  %2219 = urem i8 %2218, 14
  %2220 = zext i8 %2219 to i64
  %2221 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2220
  %2222 = load double, double* %2221, align 8, !tbaa !5
  %2223 = tail call double @hypot(double noundef %2216, double noundef %2222) #11
  %2224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2223)
  %2225 = add nuw nsw i64 %2206, 1
  %2226 = icmp eq i64 %2225, 14
  br i1 %2226, label %2210, label %2205, !llvm.loop !134

2227:                                             ; preds = %2210, %2235
  %2228 = phi i64 [ 0, %2210 ], [ %2248, %2235 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2212) #11
  %2229 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2212, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.127, i64 0, i64 0)) #11
  %2230 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2212) #12
  %2231 = icmp eq i8* %2230, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2212) #11
  br i1 %2231, label %2235, label %2232

2232:                                             ; preds = %2235, %2227
  %2233 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.126, i64 0, i64 0))
  %2234 = getelementptr inbounds [32 x i8], [32 x i8]* %28, i64 0, i64 0
  br label %2250

2235:                                             ; preds = %2227
  %2236 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2228
  %2237 = load float, float* %2236, align 4, !tbaa !11
  store volatile float %2237, float* @vf, align 4, !tbaa !11
  %2238 = load volatile float, float* @vf, align 4, !tbaa !11
  %2239 = trunc i64 %2228 to i8
  %2240 = add i8 %2239, 3
  %2241 = urem i8 %2240, 11
  %2242 = zext i8 %2241 to i64
  %2243 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2242
  %2244 = load float, float* %2243, align 4, !tbaa !11
  %2245 = tail call float @hypotf(float noundef %2238, float noundef %2244) #11
  %2246 = fpext float %2245 to double
  %2247 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2246)
  %2248 = add nuw nsw i64 %2228, 1
  %2249 = icmp eq i64 %2248, 11
  br i1 %2249, label %2232, label %2227, !llvm.loop !135

2250:                                             ; preds = %2232, %2259
  %2251 = phi i64 [ 0, %2232 ], [ %2271, %2259 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2234) #11
  %2252 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2234, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.128, i64 0, i64 0)) #11
  %2253 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2234) #12
  %2254 = icmp eq i8* %2253, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2234) #11
  br i1 %2254, label %2259, label %2255

2255:                                             ; preds = %2259, %2250
  %2256 = tail call i32 @putchar(i32 10)
  %2257 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.129, i64 0, i64 0))
  %2258 = getelementptr inbounds [32 x i8], [32 x i8]* %27, i64 0, i64 0
  br label %2273

2259:                                             ; preds = %2250
  %2260 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2251
  %2261 = load x86_fp80, x86_fp80* %2260, align 16, !tbaa !14
  store volatile x86_fp80 %2261, x86_fp80* @vl, align 16, !tbaa !14
  %2262 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2263 = trunc i64 %2251 to i8
  %2264 = add i8 %2263, 3
  %2265 = urem i8 %2264, 10
  %2266 = zext i8 %2265 to i64
  %2267 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2266
  %2268 = load x86_fp80, x86_fp80* %2267, align 16, !tbaa !14
  %2269 = tail call x86_fp80 @hypotl(x86_fp80 noundef %2262, x86_fp80 noundef %2268) #11
  %2270 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2269)
  %2271 = add nuw nsw i64 %2251, 1
  %2272 = icmp eq i64 %2271, 10
  br i1 %2272, label %2255, label %2250, !llvm.loop !136

2273:                                             ; preds = %2255, %2281
  %2274 = phi i64 [ 0, %2255 ], [ %2293, %2281 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2258) #11
  %2275 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2258, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.129, i64 0, i64 0)) #11
  %2276 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2258) #12
  %2277 = icmp eq i8* %2276, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2258) #11
  br i1 %2277, label %2281, label %2278

2278:                                             ; preds = %2281, %2273
  %2279 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.129, i64 0, i64 0))
  %2280 = getelementptr inbounds [32 x i8], [32 x i8]* %26, i64 0, i64 0
  br label %2295

2281:                                             ; preds = %2273
  %2282 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2274
  %2283 = load double, double* %2282, align 8, !tbaa !5
  store volatile double %2283, double* @vd, align 8, !tbaa !5
  %2284 = load volatile double, double* @vd, align 8, !tbaa !5
  %2285 = trunc i64 %2274 to i8
  %2286 = add i8 %2285, 3
  %2287 = urem i8 %2286, 14
  %2288 = zext i8 %2287 to i64
  %2289 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2288
  %2290 = load double, double* %2289, align 8, !tbaa !5
  %2291 = tail call double @fmod(double noundef %2284, double noundef %2290) #11
  %2292 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2291)
  %2293 = add nuw nsw i64 %2274, 1
  %2294 = icmp eq i64 %2293, 14
  br i1 %2294, label %2278, label %2273, !llvm.loop !137

2295:                                             ; preds = %2278, %2303
  %2296 = phi i64 [ 0, %2278 ], [ %2316, %2303 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2280) #11
  %2297 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2280, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.130, i64 0, i64 0)) #11
  %2298 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2280) #12
  %2299 = icmp eq i8* %2298, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2280) #11
  br i1 %2299, label %2303, label %2300

2300:                                             ; preds = %2303, %2295
  %2301 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.129, i64 0, i64 0))
  %2302 = getelementptr inbounds [32 x i8], [32 x i8]* %25, i64 0, i64 0
  br label %2318

2303:                                             ; preds = %2295
  %2304 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2296
  %2305 = load float, float* %2304, align 4, !tbaa !11
  store volatile float %2305, float* @vf, align 4, !tbaa !11
  %2306 = load volatile float, float* @vf, align 4, !tbaa !11
  %2307 = trunc i64 %2296 to i8
  %2308 = add i8 %2307, 3
  %2309 = urem i8 %2308, 11
  %2310 = zext i8 %2309 to i64
  %2311 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2310
  %2312 = load float, float* %2311, align 4, !tbaa !11
  %2313 = tail call float @fmodf(float noundef %2306, float noundef %2312) #11
  %2314 = fpext float %2313 to double
  %2315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2314)
  %2316 = add nuw nsw i64 %2296, 1
  %2317 = icmp eq i64 %2316, 11
  br i1 %2317, label %2300, label %2295, !llvm.loop !138

2318:                                             ; preds = %2300, %2327
  %2319 = phi i64 [ 0, %2300 ], [ %2339, %2327 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2302) #11
  %2320 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2302, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.131, i64 0, i64 0)) #11
  %2321 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2302) #12
  %2322 = icmp eq i8* %2321, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2302) #11
  br i1 %2322, label %2327, label %2323

2323:                                             ; preds = %2327, %2318
  %2324 = tail call i32 @putchar(i32 10)
  %2325 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0))
  %2326 = getelementptr inbounds [32 x i8], [32 x i8]* %24, i64 0, i64 0
  br label %2341

2327:                                             ; preds = %2318
  %2328 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2319
  %2329 = load x86_fp80, x86_fp80* %2328, align 16, !tbaa !14
  store volatile x86_fp80 %2329, x86_fp80* @vl, align 16, !tbaa !14
  %2330 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2331 = trunc i64 %2319 to i8
  %2332 = add i8 %2331, 3
  %2333 = urem i8 %2332, 10
  %2334 = zext i8 %2333 to i64
  %2335 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2334
  %2336 = load x86_fp80, x86_fp80* %2335, align 16, !tbaa !14
  %2337 = tail call x86_fp80 @fmodl(x86_fp80 noundef %2330, x86_fp80 noundef %2336) #11
  %2338 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2337)
  %2339 = add nuw nsw i64 %2319, 1
  %2340 = icmp eq i64 %2339, 10
  br i1 %2340, label %2323, label %2318, !llvm.loop !139

2341:                                             ; preds = %2323, %2349
  %2342 = phi i64 [ 0, %2323 ], [ %2361, %2349 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2326) #11
  %2343 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2326, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0)) #11
  %2344 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2326) #12
  %2345 = icmp eq i8* %2344, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2326) #11
  br i1 %2345, label %2349, label %2346

2346:                                             ; preds = %2349, %2341
  %2347 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0))
  %2348 = getelementptr inbounds [32 x i8], [32 x i8]* %23, i64 0, i64 0
  br label %2363

2349:                                             ; preds = %2341
  %2350 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2342
  %2351 = load double, double* %2350, align 8, !tbaa !5
  store volatile double %2351, double* @vd, align 8, !tbaa !5
  %2352 = load volatile double, double* @vd, align 8, !tbaa !5
  %2353 = trunc i64 %2342 to i8
  %2354 = add i8 %2353, 3
  %2355 = urem i8 %2354, 14
  %2356 = zext i8 %2355 to i64
  %2357 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2356
  %2358 = load double, double* %2357, align 8, !tbaa !5
  %2359 = tail call double @remainder(double noundef %2352, double noundef %2358) #11
  %2360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2359)
  %2361 = add nuw nsw i64 %2342, 1
  %2362 = icmp eq i64 %2361, 14
  br i1 %2362, label %2346, label %2341, !llvm.loop !140

2363:                                             ; preds = %2346, %2371
  %2364 = phi i64 [ 0, %2346 ], [ %2384, %2371 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2348) #11
  %2365 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2348, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.133, i64 0, i64 0)) #11
  %2366 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2348) #12
  %2367 = icmp eq i8* %2366, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2348) #11
  br i1 %2367, label %2371, label %2368

2368:                                             ; preds = %2371, %2363
  %2369 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0))
  %2370 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i64 0, i64 0
  br label %2386

2371:                                             ; preds = %2363
  %2372 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2364
  %2373 = load float, float* %2372, align 4, !tbaa !11
  store volatile float %2373, float* @vf, align 4, !tbaa !11
  %2374 = load volatile float, float* @vf, align 4, !tbaa !11
  %2375 = trunc i64 %2364 to i8
  %2376 = add i8 %2375, 3
  %2377 = urem i8 %2376, 11
  %2378 = zext i8 %2377 to i64
  %2379 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2378
  %2380 = load float, float* %2379, align 4, !tbaa !11
  %2381 = tail call float @remainderf(float noundef %2374, float noundef %2380) #11
  %2382 = fpext float %2381 to double
  %2383 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2382)
  %2384 = add nuw nsw i64 %2364, 1
  %2385 = icmp eq i64 %2384, 11
  br i1 %2385, label %2368, label %2363, !llvm.loop !141

2386:                                             ; preds = %2368, %2395
  %2387 = phi i64 [ 0, %2368 ], [ %2407, %2395 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2370) #11
  %2388 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2370, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.134, i64 0, i64 0)) #11
  %2389 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2370) #12
  %2390 = icmp eq i8* %2389, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2370) #11
  br i1 %2390, label %2395, label %2391

2391:                                             ; preds = %2395, %2386
  %2392 = tail call i32 @putchar(i32 10)
  %2393 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.135, i64 0, i64 0))
  %2394 = getelementptr inbounds [32 x i8], [32 x i8]* %21, i64 0, i64 0
  br label %2409

2395:                                             ; preds = %2386
  %2396 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2387
  %2397 = load x86_fp80, x86_fp80* %2396, align 16, !tbaa !14
  store volatile x86_fp80 %2397, x86_fp80* @vl, align 16, !tbaa !14
  %2398 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2399 = trunc i64 %2387 to i8
  %2400 = add i8 %2399, 3
  %2401 = urem i8 %2400, 10
  %2402 = zext i8 %2401 to i64
  %2403 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2402
  %2404 = load x86_fp80, x86_fp80* %2403, align 16, !tbaa !14
  %2405 = tail call x86_fp80 @remainderl(x86_fp80 noundef %2398, x86_fp80 noundef %2404) #11
  %2406 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2405)
  %2407 = add nuw nsw i64 %2387, 1
  %2408 = icmp eq i64 %2407, 10
  br i1 %2408, label %2391, label %2386, !llvm.loop !142

2409:                                             ; preds = %2391, %2417
  %2410 = phi i64 [ 0, %2391 ], [ %2429, %2417 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2394) #11
  %2411 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2394, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.135, i64 0, i64 0)) #11
  %2412 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2394) #12
  %2413 = icmp eq i8* %2412, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2394) #11
  br i1 %2413, label %2417, label %2414

2414:                                             ; preds = %2417, %2409
  %2415 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.135, i64 0, i64 0))
  %2416 = getelementptr inbounds [32 x i8], [32 x i8]* %20, i64 0, i64 0
  br label %2431

2417:                                             ; preds = %2409
  %2418 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2410
  %2419 = load double, double* %2418, align 8, !tbaa !5
  store volatile double %2419, double* @vd, align 8, !tbaa !5
  %2420 = load volatile double, double* @vd, align 8, !tbaa !5
  %2421 = trunc i64 %2410 to i8
  %2422 = add i8 %2421, 3
  %2423 = urem i8 %2422, 14
  %2424 = zext i8 %2423 to i64
  %2425 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2424
  %2426 = load double, double* %2425, align 8, !tbaa !5
  %2427 = tail call double @llvm.copysign.f64(double %2420, double %2426)
  %2428 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2427)
  %2429 = add nuw nsw i64 %2410, 1
  %2430 = icmp eq i64 %2429, 14
  br i1 %2430, label %2414, label %2409, !llvm.loop !143

2431:                                             ; preds = %2414, %2439
  %2432 = phi i64 [ 0, %2414 ], [ %2452, %2439 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2416) #11
  %2433 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2416, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.136, i64 0, i64 0)) #11
  %2434 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2416) #12
  %2435 = icmp eq i8* %2434, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2416) #11
  br i1 %2435, label %2439, label %2436

2436:                                             ; preds = %2439, %2431
  %2437 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.135, i64 0, i64 0))
  %2438 = getelementptr inbounds [32 x i8], [32 x i8]* %19, i64 0, i64 0
  br label %2454

2439:                                             ; preds = %2431
  %2440 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2432
  %2441 = load float, float* %2440, align 4, !tbaa !11
  store volatile float %2441, float* @vf, align 4, !tbaa !11
  %2442 = load volatile float, float* @vf, align 4, !tbaa !11
  %2443 = trunc i64 %2432 to i8
  %2444 = add i8 %2443, 3
  %2445 = urem i8 %2444, 11
  %2446 = zext i8 %2445 to i64
  %2447 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2446
  %2448 = load float, float* %2447, align 4, !tbaa !11
  %2449 = tail call float @llvm.copysign.f32(float %2442, float %2448)
  %2450 = fpext float %2449 to double
  %2451 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2450)
  %2452 = add nuw nsw i64 %2432, 1
  %2453 = icmp eq i64 %2452, 11
  br i1 %2453, label %2436, label %2431, !llvm.loop !144

2454:                                             ; preds = %2436, %2463
  %2455 = phi i64 [ 0, %2436 ], [ %2475, %2463 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2438) #11
  %2456 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2438, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.137, i64 0, i64 0)) #11
  %2457 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2438) #12
  %2458 = icmp eq i8* %2457, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2438) #11
  br i1 %2458, label %2463, label %2459

2459:                                             ; preds = %2463, %2454
  %2460 = tail call i32 @putchar(i32 10)
  %2461 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.138, i64 0, i64 0))
  %2462 = getelementptr inbounds [32 x i8], [32 x i8]* %18, i64 0, i64 0
  br label %2477

2463:                                             ; preds = %2454
  %2464 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2455
  %2465 = load x86_fp80, x86_fp80* %2464, align 16, !tbaa !14
  store volatile x86_fp80 %2465, x86_fp80* @vl, align 16, !tbaa !14
  %2466 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2467 = trunc i64 %2455 to i8
  %2468 = add i8 %2467, 3
  %2469 = urem i8 %2468, 10
  %2470 = zext i8 %2469 to i64
  %2471 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2470
  %2472 = load x86_fp80, x86_fp80* %2471, align 16, !tbaa !14
  %2473 = tail call x86_fp80 @llvm.copysign.f80(x86_fp80 %2466, x86_fp80 %2472)
  %2474 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2473)
  %2475 = add nuw nsw i64 %2455, 1
  %2476 = icmp eq i64 %2475, 10
  br i1 %2476, label %2459, label %2454, !llvm.loop !145

2477:                                             ; preds = %2459, %2485
  %2478 = phi i64 [ 0, %2459 ], [ %2497, %2485 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2462) #11
  %2479 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2462, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.138, i64 0, i64 0)) #11
  %2480 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2462) #12
  %2481 = icmp eq i8* %2480, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2462) #11
  br i1 %2481, label %2485, label %2482

2482:                                             ; preds = %2485, %2477
  %2483 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.138, i64 0, i64 0))
  %2484 = getelementptr inbounds [32 x i8], [32 x i8]* %17, i64 0, i64 0
  br label %2499

2485:                                             ; preds = %2477
  %2486 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2478
  %2487 = load double, double* %2486, align 8, !tbaa !5
  store volatile double %2487, double* @vd, align 8, !tbaa !5
  %2488 = load volatile double, double* @vd, align 8, !tbaa !5
  %2489 = trunc i64 %2478 to i8
  %2490 = add i8 %2489, 3
  %2491 = urem i8 %2490, 14
  %2492 = zext i8 %2491 to i64
  %2493 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2492
  %2494 = load double, double* %2493, align 8, !tbaa !5
  %2495 = tail call double @fdim(double noundef %2488, double noundef %2494) #11
  %2496 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2495)
  %2497 = add nuw nsw i64 %2478, 1
  %2498 = icmp eq i64 %2497, 14
  br i1 %2498, label %2482, label %2477, !llvm.loop !146

2499:                                             ; preds = %2482, %2507
  %2500 = phi i64 [ 0, %2482 ], [ %2520, %2507 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2484) #11
  %2501 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2484, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.139, i64 0, i64 0)) #11
  %2502 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2484) #12
  %2503 = icmp eq i8* %2502, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2484) #11
  br i1 %2503, label %2507, label %2504

2504:                                             ; preds = %2507, %2499
  %2505 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.138, i64 0, i64 0))
  %2506 = getelementptr inbounds [32 x i8], [32 x i8]* %16, i64 0, i64 0
  br label %2522

2507:                                             ; preds = %2499
  %2508 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2500
  %2509 = load float, float* %2508, align 4, !tbaa !11
  store volatile float %2509, float* @vf, align 4, !tbaa !11
  %2510 = load volatile float, float* @vf, align 4, !tbaa !11
  %2511 = trunc i64 %2500 to i8
  %2512 = add i8 %2511, 3
  %2513 = urem i8 %2512, 11
  %2514 = zext i8 %2513 to i64
  %2515 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2514
  %2516 = load float, float* %2515, align 4, !tbaa !11
  %2517 = tail call float @fdimf(float noundef %2510, float noundef %2516) #11
  %2518 = fpext float %2517 to double
  %2519 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2518)
  %2520 = add nuw nsw i64 %2500, 1
  %2521 = icmp eq i64 %2520, 11
  br i1 %2521, label %2504, label %2499, !llvm.loop !147

2522:                                             ; preds = %2504, %2531
  %2523 = phi i64 [ 0, %2504 ], [ %2543, %2531 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2506) #11
  %2524 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2506, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.140, i64 0, i64 0)) #11
  %2525 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2506) #12
  %2526 = icmp eq i8* %2525, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2506) #11
  br i1 %2526, label %2531, label %2527

2527:                                             ; preds = %2531, %2522
  %2528 = tail call i32 @putchar(i32 10)
  %2529 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.141, i64 0, i64 0))
  %2530 = getelementptr inbounds [32 x i8], [32 x i8]* %15, i64 0, i64 0
  br label %2545

2531:                                             ; preds = %2522
  %2532 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2523
  %2533 = load x86_fp80, x86_fp80* %2532, align 16, !tbaa !14
  store volatile x86_fp80 %2533, x86_fp80* @vl, align 16, !tbaa !14
  %2534 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2535 = trunc i64 %2523 to i8
  %2536 = add i8 %2535, 3
  %2537 = urem i8 %2536, 10
  %2538 = zext i8 %2537 to i64
  %2539 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2538
  %2540 = load x86_fp80, x86_fp80* %2539, align 16, !tbaa !14
  %2541 = tail call x86_fp80 @fdiml(x86_fp80 noundef %2534, x86_fp80 noundef %2540) #11
  %2542 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2541)
  %2543 = add nuw nsw i64 %2523, 1
  %2544 = icmp eq i64 %2543, 10
  br i1 %2544, label %2527, label %2522, !llvm.loop !148

2545:                                             ; preds = %2527, %2553
  %2546 = phi i64 [ 0, %2527 ], [ %2565, %2553 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2530) #11
  %2547 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2530, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.141, i64 0, i64 0)) #11
  %2548 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2530) #12
  %2549 = icmp eq i8* %2548, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2530) #11
  br i1 %2549, label %2553, label %2550

2550:                                             ; preds = %2553, %2545
  %2551 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.141, i64 0, i64 0))
  %2552 = getelementptr inbounds [32 x i8], [32 x i8]* %14, i64 0, i64 0
  br label %2567

2553:                                             ; preds = %2545
  %2554 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2546
  %2555 = load double, double* %2554, align 8, !tbaa !5
  store volatile double %2555, double* @vd, align 8, !tbaa !5
  %2556 = load volatile double, double* @vd, align 8, !tbaa !5
  %2557 = trunc i64 %2546 to i8
  %2558 = add i8 %2557, 3
  %2559 = urem i8 %2558, 14
  %2560 = zext i8 %2559 to i64
  %2561 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2560
  %2562 = load double, double* %2561, align 8, !tbaa !5
  %2563 = tail call double @llvm.maxnum.f64(double %2556, double %2562)
  %2564 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2563)
  %2565 = add nuw nsw i64 %2546, 1
  %2566 = icmp eq i64 %2565, 14
  br i1 %2566, label %2550, label %2545, !llvm.loop !149

2567:                                             ; preds = %2550, %2575
  %2568 = phi i64 [ 0, %2550 ], [ %2588, %2575 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2552) #11
  %2569 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2552, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.142, i64 0, i64 0)) #11
  %2570 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2552) #12
  %2571 = icmp eq i8* %2570, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2552) #11
  br i1 %2571, label %2575, label %2572

2572:                                             ; preds = %2575, %2567
  %2573 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.141, i64 0, i64 0))
  %2574 = getelementptr inbounds [32 x i8], [32 x i8]* %13, i64 0, i64 0
  br label %2590

2575:                                             ; preds = %2567
  %2576 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2568
  %2577 = load float, float* %2576, align 4, !tbaa !11
  store volatile float %2577, float* @vf, align 4, !tbaa !11
  %2578 = load volatile float, float* @vf, align 4, !tbaa !11
  %2579 = trunc i64 %2568 to i8
  %2580 = add i8 %2579, 3
  %2581 = urem i8 %2580, 11
  %2582 = zext i8 %2581 to i64
  %2583 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2582
  %2584 = load float, float* %2583, align 4, !tbaa !11
  %2585 = tail call float @llvm.maxnum.f32(float %2578, float %2584)
  %2586 = fpext float %2585 to double
  %2587 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2586)
  %2588 = add nuw nsw i64 %2568, 1
  %2589 = icmp eq i64 %2588, 11
  br i1 %2589, label %2572, label %2567, !llvm.loop !150

2590:                                             ; preds = %2572, %2599
  %2591 = phi i64 [ 0, %2572 ], [ %2611, %2599 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2574) #11
  %2592 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2574, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.143, i64 0, i64 0)) #11
  %2593 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2574) #12
  %2594 = icmp eq i8* %2593, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2574) #11
  br i1 %2594, label %2599, label %2595

2595:                                             ; preds = %2599, %2590
  %2596 = tail call i32 @putchar(i32 10)
  %2597 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.144, i64 0, i64 0))
  %2598 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  br label %2613

2599:                                             ; preds = %2590
  %2600 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2591
  %2601 = load x86_fp80, x86_fp80* %2600, align 16, !tbaa !14
  store volatile x86_fp80 %2601, x86_fp80* @vl, align 16, !tbaa !14
  %2602 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2603 = trunc i64 %2591 to i8
  %2604 = add i8 %2603, 3
  %2605 = urem i8 %2604, 10
  %2606 = zext i8 %2605 to i64
  %2607 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2606
  %2608 = load x86_fp80, x86_fp80* %2607, align 16, !tbaa !14
  %2609 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %2602, x86_fp80 %2608)
  %2610 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2609)
  %2611 = add nuw nsw i64 %2591, 1
  %2612 = icmp eq i64 %2611, 10
  br i1 %2612, label %2595, label %2590, !llvm.loop !151

2613:                                             ; preds = %2595, %2621
  %2614 = phi i64 [ 0, %2595 ], [ %2633, %2621 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2598) #11
  %2615 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2598, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.144, i64 0, i64 0)) #11
  %2616 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2598) #12
  %2617 = icmp eq i8* %2616, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2598) #11
  br i1 %2617, label %2621, label %2618

2618:                                             ; preds = %2621, %2613
  %2619 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.144, i64 0, i64 0))
  %2620 = getelementptr inbounds [32 x i8], [32 x i8]* %11, i64 0, i64 0
  br label %2635

2621:                                             ; preds = %2613
  %2622 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2614
  %2623 = load double, double* %2622, align 8, !tbaa !5
  store volatile double %2623, double* @vd, align 8, !tbaa !5
  %2624 = load volatile double, double* @vd, align 8, !tbaa !5
  %2625 = trunc i64 %2614 to i8
  %2626 = add i8 %2625, 3
  %2627 = urem i8 %2626, 14
  %2628 = zext i8 %2627 to i64
  %2629 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2628
  %2630 = load double, double* %2629, align 8, !tbaa !5
  %2631 = tail call double @llvm.minnum.f64(double %2624, double %2630)
  %2632 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2631)
  %2633 = add nuw nsw i64 %2614, 1
  %2634 = icmp eq i64 %2633, 14
  br i1 %2634, label %2618, label %2613, !llvm.loop !152

2635:                                             ; preds = %2618, %2643
  %2636 = phi i64 [ 0, %2618 ], [ %2656, %2643 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2620) #11
  %2637 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2620, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.145, i64 0, i64 0)) #11
  %2638 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2620) #12
  %2639 = icmp eq i8* %2638, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2620) #11
  br i1 %2639, label %2643, label %2640

2640:                                             ; preds = %2643, %2635
  %2641 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.144, i64 0, i64 0))
  %2642 = getelementptr inbounds [32 x i8], [32 x i8]* %10, i64 0, i64 0
  br label %2658

2643:                                             ; preds = %2635
  %2644 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2636
  %2645 = load float, float* %2644, align 4, !tbaa !11
  store volatile float %2645, float* @vf, align 4, !tbaa !11
  %2646 = load volatile float, float* @vf, align 4, !tbaa !11
  %2647 = trunc i64 %2636 to i8
  %2648 = add i8 %2647, 3
  %2649 = urem i8 %2648, 11
  %2650 = zext i8 %2649 to i64
  %2651 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2650
  %2652 = load float, float* %2651, align 4, !tbaa !11
  %2653 = tail call float @llvm.minnum.f32(float %2646, float %2652)
  %2654 = fpext float %2653 to double
  %2655 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2654)
  %2656 = add nuw nsw i64 %2636, 1
  %2657 = icmp eq i64 %2656, 11
  br i1 %2657, label %2640, label %2635, !llvm.loop !153

2658:                                             ; preds = %2640, %2667
  %2659 = phi i64 [ 0, %2640 ], [ %2679, %2667 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2642) #11
  %2660 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2642, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.146, i64 0, i64 0)) #11
  %2661 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2642) #12
  %2662 = icmp eq i8* %2661, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2642) #11
  br i1 %2662, label %2667, label %2663

2663:                                             ; preds = %2667, %2658
  %2664 = tail call i32 @putchar(i32 10)
  %2665 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.147, i64 0, i64 0))
  %2666 = getelementptr inbounds [32 x i8], [32 x i8]* %9, i64 0, i64 0
  br label %2681

2667:                                             ; preds = %2658
  %2668 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2659
  %2669 = load x86_fp80, x86_fp80* %2668, align 16, !tbaa !14
  store volatile x86_fp80 %2669, x86_fp80* @vl, align 16, !tbaa !14
  %2670 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2671 = trunc i64 %2659 to i8
  %2672 = add i8 %2671, 3
  %2673 = urem i8 %2672, 10
  %2674 = zext i8 %2673 to i64
  %2675 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2674
  %2676 = load x86_fp80, x86_fp80* %2675, align 16, !tbaa !14
  %2677 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %2670, x86_fp80 %2676)
  %2678 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2677)
  %2679 = add nuw nsw i64 %2659, 1
  %2680 = icmp eq i64 %2679, 10
  br i1 %2680, label %2663, label %2658, !llvm.loop !154

2681:                                             ; preds = %2663, %2689
  %2682 = phi i64 [ 0, %2663 ], [ %2701, %2689 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2666) #11
  %2683 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2666, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.147, i64 0, i64 0)) #11
  %2684 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2666) #12
  %2685 = icmp eq i8* %2684, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2666) #11
  br i1 %2685, label %2689, label %2686

2686:                                             ; preds = %2689, %2681
  %2687 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.147, i64 0, i64 0))
  %2688 = getelementptr inbounds [32 x i8], [32 x i8]* %8, i64 0, i64 0
  br label %2703

2689:                                             ; preds = %2681
  %2690 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2682
  %2691 = load double, double* %2690, align 8, !tbaa !5
  store volatile double %2691, double* @vd, align 8, !tbaa !5
  %2692 = load volatile double, double* @vd, align 8, !tbaa !5
  %2693 = trunc i64 %2682 to i8
  %2694 = add i8 %2693, 3
  %2695 = urem i8 %2694, 14
  %2696 = zext i8 %2695 to i64
  %2697 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2696
  %2698 = load double, double* %2697, align 8, !tbaa !5
  %2699 = tail call double @nextafter(double noundef %2692, double noundef %2698) #11
  %2700 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2699)
  %2701 = add nuw nsw i64 %2682, 1
  %2702 = icmp eq i64 %2701, 14
  br i1 %2702, label %2686, label %2681, !llvm.loop !155

2703:                                             ; preds = %2686, %2711
  %2704 = phi i64 [ 0, %2686 ], [ %2724, %2711 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2688) #11
  %2705 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2688, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.148, i64 0, i64 0)) #11
  %2706 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2688) #12
  %2707 = icmp eq i8* %2706, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2688) #11
  br i1 %2707, label %2711, label %2708

2708:                                             ; preds = %2711, %2703
  %2709 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.147, i64 0, i64 0))
  %2710 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 0
  br label %2726

2711:                                             ; preds = %2703
  %2712 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2704
  %2713 = load float, float* %2712, align 4, !tbaa !11
  store volatile float %2713, float* @vf, align 4, !tbaa !11
  %2714 = load volatile float, float* @vf, align 4, !tbaa !11
  %2715 = trunc i64 %2704 to i8
  %2716 = add i8 %2715, 3
  %2717 = urem i8 %2716, 11
  %2718 = zext i8 %2717 to i64
  %2719 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2718
  %2720 = load float, float* %2719, align 4, !tbaa !11
  %2721 = tail call float @nextafterf(float noundef %2714, float noundef %2720) #11
  %2722 = fpext float %2721 to double
  %2723 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2722)
  %2724 = add nuw nsw i64 %2704, 1
  %2725 = icmp eq i64 %2724, 11
  br i1 %2725, label %2708, label %2703, !llvm.loop !156

2726:                                             ; preds = %2708, %2738
  %2727 = phi i64 [ 0, %2708 ], [ %2750, %2738 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2710) #11
  %2728 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2710, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.149, i64 0, i64 0)) #11
  %2729 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2710) #12
  %2730 = icmp eq i8* %2729, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2710) #11
  br i1 %2730, label %2738, label %2731

2731:                                             ; preds = %2738, %2726
  %2732 = tail call i32 @putchar(i32 10)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2733 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.150, i64 0, i64 0), double noundef 0x3C90000000000000)
  %2734 = getelementptr inbounds [32 x i8], [32 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2734) #11
  %2735 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2734, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.151, i64 0, i64 0)) #11
  %2736 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2734) #12
  %2737 = icmp eq i8* %2736, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2734) #11
  br i1 %2737, label %2752, label %2754

2738:                                             ; preds = %2726
  %2739 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2727
  %2740 = load x86_fp80, x86_fp80* %2739, align 16, !tbaa !14
  store volatile x86_fp80 %2740, x86_fp80* @vl, align 16, !tbaa !14
  %2741 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2742 = trunc i64 %2727 to i8
  %2743 = add i8 %2742, 3
  %2744 = urem i8 %2743, 10
  %2745 = zext i8 %2744 to i64
  %2746 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2745
  %2747 = load x86_fp80, x86_fp80* %2746, align 16, !tbaa !14
  %2748 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %2741, x86_fp80 noundef %2747) #11
  %2749 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %2748)
  %2750 = add nuw nsw i64 %2727, 1
  %2751 = icmp eq i64 %2750, 10
  br i1 %2751, label %2731, label %2726, !llvm.loop !157

2752:                                             ; preds = %2731
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !11
  %2753 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.152, i64 0, i64 0), double noundef 0x3E50000000000000)
  br label %2754

2754:                                             ; preds = %2752, %2731
  %2755 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2755) #11
  %2756 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2755, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.153, i64 0, i64 0)) #11
  %2757 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2755) #12
  %2758 = icmp eq i8* %2757, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2755) #11
  br i1 %2758, label %2759, label %2761

2759:                                             ; preds = %2754
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !14
  %2760 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.154, i64 0, i64 0), x86_fp80 noundef 0xK3FBD8000000000000000)
  br label %2761

2761:                                             ; preds = %2759, %2754
  %2762 = bitcast i32* %151 to i8*
  %2763 = bitcast i32* %152 to i8*
  %2764 = bitcast i32* %153 to i8*
  %2765 = bitcast double* %154 to i8*
  %2766 = bitcast double* %155 to i8*
  %2767 = bitcast double* %156 to i8*
  %2768 = getelementptr inbounds [32 x i8], [32 x i8]* %4, i64 0, i64 0
  %2769 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  %2770 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  br label %2778

2771:                                             ; preds = %2871
  %2772 = bitcast i32* %157 to i8*
  %2773 = bitcast i32* %158 to i8*
  %2774 = bitcast float* %159 to i8*
  %2775 = bitcast float* %160 to i8*
  %2776 = bitcast float* %161 to i8*
  %2777 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 0
  br label %2883

2778:                                             ; preds = %2761, %2871
  %2779 = phi i64 [ 0, %2761 ], [ %2875, %2871 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2762) #11
  store i32 0, i32* %151, align 4, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2763) #11
  store i32 0, i32* %152, align 4, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2764) #11
  store i32 0, i32* %153, align 4, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2765) #11
  store double 0.000000e+00, double* %154, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2766) #11
  store double 0.000000e+00, double* %155, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2767) #11
  store double 0.000000e+00, double* %156, align 8, !tbaa !5
  %2780 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2779
  %2781 = load double, double* %2780, align 8, !tbaa !5
  store volatile double %2781, double* @vd, align 8, !tbaa !5
  %2782 = load volatile double, double* @vd, align 8, !tbaa !5
  %2783 = call double @frexp(double noundef %2782, i32* noundef nonnull %151) #11
  %2784 = load volatile double, double* @vd, align 8, !tbaa !5
  %2785 = call double @modf(double noundef %2784, double* noundef nonnull %154) #11
  %2786 = load volatile double, double* @vd, align 8, !tbaa !5
  %2787 = call double @remquo(double noundef %2786, double noundef 0x3FE6666666666666, i32* noundef nonnull %152) #11
  %2788 = load volatile double, double* @vd, align 8, !tbaa !5
  call void @sincos(double noundef %2788, double* noundef nonnull %155, double* noundef nonnull %156) #11
  %2789 = load i32, i32* %151, align 4, !tbaa !158
  %2790 = load double, double* %154, align 8, !tbaa !5
  %2791 = load double, double* %155, align 8, !tbaa !5
  %2792 = load double, double* %156, align 8, !tbaa !5
  %2793 = trunc i64 %2779 to i32
  %2794 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.155, i64 0, i64 0), i32 noundef %2793, double noundef %2783, i32 noundef %2789, double noundef %2785, double noundef %2790, double noundef %2791, double noundef %2792)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2768) #11
  %2795 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2768, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.156, i64 0, i64 0)) #11
  %2796 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2768) #12
  %2797 = icmp eq i8* %2796, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2768) #11
  br i1 %2797, label %2798, label %2801

2798:                                             ; preds = %2778
  %2799 = load i32, i32* %152, align 4, !tbaa !158
  %2800 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.157, i64 0, i64 0), double noundef %2787, i32 noundef %2799)
  br label %2801

2801:                                             ; preds = %2798, %2778
  %2802 = load volatile double, double* @vd, align 8, !tbaa !5
  %2803 = call double @lgamma_r(double noundef %2802, i32* noundef nonnull %153) #11
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2769) #11
  %2804 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2769, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.158, i64 0, i64 0)) #11
  %2805 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2769) #12
  %2806 = icmp eq i8* %2805, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2769) #11
  br i1 %2806, label %2807, label %2810

2807:                                             ; preds = %2801
  %2808 = load i32, i32* %153, align 4, !tbaa !158
  %2809 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.159, i64 0, i64 0), double noundef %2803, i32 noundef %2808)
  br label %2810

2810:                                             ; preds = %2807, %2801
  %2811 = load volatile double, double* @vd, align 8, !tbaa !5
  %2812 = call double @ldexp(double noundef %2811, i32 noundef 5) #11
  %2813 = load volatile double, double* @vd, align 8, !tbaa !5
  %2814 = call double @scalbn(double noundef %2813, i32 noundef -3) #11
  %2815 = load volatile double, double* @vd, align 8, !tbaa !5
  %2816 = call double @scalbln(double noundef %2815, i64 noundef 7) #11
  %2817 = load volatile double, double* @vd, align 8, !tbaa !5
  %2818 = fcmp oeq double %2817, 0.000000e+00
  br i1 %2818, label %2822, label %2819

2819:                                             ; preds = %2810
  %2820 = load volatile double, double* @vd, align 8, !tbaa !5
  %2821 = call i32 @ilogb(double noundef %2820) #11
  br label %2822

2822:                                             ; preds = %2810, %2819
  %2823 = phi i32 [ %2821, %2819 ], [ 0, %2810 ]
  %2824 = load volatile double, double* @vd, align 8, !tbaa !5
  %2825 = call double @llvm.fabs.f64(double %2824)
  %2826 = fcmp olt double %2825, 1.000000e+15
  br i1 %2826, label %2827, label %2830

2827:                                             ; preds = %2822
  %2828 = load volatile double, double* @vd, align 8, !tbaa !5
  %2829 = call i64 @lrint(double noundef %2828) #11
  br label %2830

2830:                                             ; preds = %2822, %2827
  %2831 = phi i64 [ %2829, %2827 ], [ 0, %2822 ]
  %2832 = load volatile double, double* @vd, align 8, !tbaa !5
  %2833 = call double @llvm.fabs.f64(double %2832)
  %2834 = fcmp olt double %2833, 1.000000e+15
  br i1 %2834, label %2835, label %2838

2835:                                             ; preds = %2830
  %2836 = load volatile double, double* @vd, align 8, !tbaa !5
  %2837 = call i64 @lround(double noundef %2836) #11
  br label %2838

2838:                                             ; preds = %2830, %2835
  %2839 = phi i64 [ %2837, %2835 ], [ 0, %2830 ]
  %2840 = load volatile double, double* @vd, align 8, !tbaa !5
  %2841 = call double @llvm.fabs.f64(double %2840)
  %2842 = fcmp olt double %2841, 1.000000e+15
  br i1 %2842, label %2843, label %2846

2843:                                             ; preds = %2838
  %2844 = load volatile double, double* @vd, align 8, !tbaa !5
  %2845 = call i64 @llrint(double noundef %2844) #11
  br label %2846

2846:                                             ; preds = %2838, %2843
  %2847 = phi i64 [ %2845, %2843 ], [ 0, %2838 ]
  %2848 = load volatile double, double* @vd, align 8, !tbaa !5
  %2849 = call double @llvm.fabs.f64(double %2848)
  %2850 = fcmp olt double %2849, 1.000000e+15
  br i1 %2850, label %2851, label %2854

2851:                                             ; preds = %2846
  %2852 = load volatile double, double* @vd, align 8, !tbaa !5
  %2853 = call i64 @llround(double noundef %2852) #11
  br label %2854

2854:                                             ; preds = %2846, %2851
  %2855 = phi i64 [ %2853, %2851 ], [ 0, %2846 ]
  %2856 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([88 x i8], [88 x i8]* @.str.160, i64 0, i64 0), double noundef %2812, double noundef %2814, double noundef %2816, i32 noundef %2823, i64 noundef %2831, i64 noundef %2839, i64 noundef %2847, i64 noundef %2855)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2770) #11
  %2857 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2770, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.161, i64 0, i64 0)) #11
  %2858 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2770) #12
  %2859 = icmp eq i8* %2858, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2770) #11
  br i1 %2859, label %2860, label %2871

2860:                                             ; preds = %2854
  %2861 = load volatile double, double* @vd, align 8, !tbaa !5
  %2862 = call double @jn(i32 noundef 3, double noundef %2861) #11
  %2863 = load volatile double, double* @vd, align 8, !tbaa !5
  %2864 = fcmp ogt double %2863, 0.000000e+00
  br i1 %2864, label %2865, label %2868

2865:                                             ; preds = %2860
  %2866 = load volatile double, double* @vd, align 8, !tbaa !5
  %2867 = call double @yn(i32 noundef 2, double noundef %2866) #11
  br label %2868

2868:                                             ; preds = %2860, %2865
  %2869 = phi double [ %2867, %2865 ], [ 0.000000e+00, %2860 ]
  %2870 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.162, i64 0, i64 0), double noundef %2862, double noundef %2869)
  br label %2871

2871:                                             ; preds = %2868, %2854
  %2872 = load volatile double, double* @vd, align 8, !tbaa !5
  %2873 = call double @nexttoward(double noundef %2872, x86_fp80 noundef 0xK3FFF8000000000000000) #11
  %2874 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.163, i64 0, i64 0), double noundef %2873)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2767) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2766) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2765) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2764) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2763) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2762) #11
  %2875 = add nuw nsw i64 %2779, 1
  %2876 = icmp eq i64 %2875, 14
  br i1 %2876, label %2771, label %2778, !llvm.loop !160

2877:                                             ; preds = %2915
  %2878 = bitcast i32* %162 to i8*
  %2879 = bitcast i32* %163 to i8*
  %2880 = bitcast x86_fp80* %164 to i8*
  %2881 = bitcast x86_fp80* %165 to i8*
  %2882 = bitcast x86_fp80* %166 to i8*
  br label %2960

2883:                                             ; preds = %2771, %2915
  %2884 = phi i64 [ 0, %2771 ], [ %2916, %2915 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2772) #11
  store i32 0, i32* %157, align 4, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2773) #11
  store i32 0, i32* %158, align 4, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2774) #11
  store float 0.000000e+00, float* %159, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2775) #11
  store float 0.000000e+00, float* %160, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2776) #11
  store float 0.000000e+00, float* %161, align 4, !tbaa !11
  %2885 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2884
  %2886 = load float, float* %2885, align 4, !tbaa !11
  store volatile float %2886, float* @vf, align 4, !tbaa !11
  %2887 = load volatile float, float* @vf, align 4, !tbaa !11
  %2888 = call float @frexpf(float noundef %2887, i32* noundef nonnull %157) #11
  %2889 = load volatile float, float* @vf, align 4, !tbaa !11
  %2890 = call float @modff(float noundef %2889, float* noundef nonnull %159) #11
  %2891 = load volatile float, float* @vf, align 4, !tbaa !11
  %2892 = call float @remquof(float noundef %2891, float noundef 0x3FE6666660000000, i32* noundef nonnull %158) #11
  %2893 = load volatile float, float* @vf, align 4, !tbaa !11
  call void @sincosf(float noundef %2893, float* noundef nonnull %160, float* noundef nonnull %161) #11
  %2894 = fpext float %2888 to double
  %2895 = load i32, i32* %157, align 4, !tbaa !158
  %2896 = fpext float %2890 to double
  %2897 = load float, float* %159, align 4, !tbaa !11
  %2898 = fpext float %2897 to double
  %2899 = fpext float %2892 to double
  %2900 = load i32, i32* %158, align 4, !tbaa !158
  %2901 = load volatile float, float* @vf, align 4, !tbaa !11
  %2902 = call float @ldexpf(float noundef %2901, i32 noundef 4) #11
  %2903 = fpext float %2902 to double
  %2904 = trunc i64 %2884 to i32
  %2905 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.164, i64 0, i64 0), i32 noundef %2904, double noundef %2894, i32 noundef %2895, double noundef %2896, double noundef %2898, double noundef %2899, i32 noundef %2900, double noundef %2903)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2777) #11
  %2906 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %2777, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.174, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.165, i64 0, i64 0)) #11
  %2907 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0), i8* noundef nonnull %2777) #12
  %2908 = icmp eq i8* %2907, null
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2777) #11
  br i1 %2908, label %2909, label %2915

2909:                                             ; preds = %2883
  %2910 = load float, float* %160, align 4, !tbaa !11
  %2911 = fpext float %2910 to double
  %2912 = load float, float* %161, align 4, !tbaa !11
  %2913 = fpext float %2912 to double
  %2914 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.166, i64 0, i64 0), double noundef %2911, double noundef %2913)
  br label %2915

2915:                                             ; preds = %2909, %2883
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2776) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2775) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2774) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2773) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2772) #11
  %2916 = add nuw nsw i64 %2884, 1
  %2917 = icmp eq i64 %2916, 11
  br i1 %2917, label %2877, label %2883, !llvm.loop !161

2918:                                             ; preds = %2960
  %2919 = call double @nan(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0)) #12
  %2920 = fcmp uno double %2919, 0.000000e+00
  %2921 = zext i1 %2920 to i32
  %2922 = call float @nanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.170, i64 0, i64 0)) #12
  %2923 = fcmp uno float %2922, 0.000000e+00
  %2924 = zext i1 %2923 to i32
  %2925 = call x86_fp80 @nanl(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.169, i64 0, i64 0)) #12
  %2926 = fcmp uno x86_fp80 %2925, 0xK00000000000000000000
  %2927 = zext i1 %2926 to i32
  %2928 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.168, i64 0, i64 0), i32 noundef %2921, i32 noundef %2924, i32 noundef %2927)
  store volatile double 0x7FF0000000000000, double* @vd, align 8, !tbaa !5
  %2929 = load volatile double, double* @vd, align 8, !tbaa !5
  %2930 = call double @exp(double noundef %2929) #11
  %2931 = load volatile double, double* @vd, align 8, !tbaa !5
  %2932 = fneg double %2931
  %2933 = call double @exp(double noundef %2932) #11
  %2934 = load volatile double, double* @vd, align 8, !tbaa !5
  %2935 = call double @atan(double noundef %2934) #11
  %2936 = load volatile double, double* @vd, align 8, !tbaa !5
  %2937 = fneg double %2936
  %2938 = call double @tanh(double noundef %2937) #11
  %2939 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.171, i64 0, i64 0), double noundef %2930, double noundef %2933, double noundef %2935, double noundef %2938)
  store volatile double -1.000000e+00, double* @vd, align 8, !tbaa !5
  %2940 = load volatile double, double* @vd, align 8, !tbaa !5
  %2941 = call double @sqrt(double noundef %2940) #11
  %2942 = fcmp uno double %2941, 0.000000e+00
  %2943 = zext i1 %2942 to i32
  %2944 = load volatile double, double* @vd, align 8, !tbaa !5
  %2945 = call double @log(double noundef %2944) #11
  %2946 = fcmp uno double %2945, 0.000000e+00
  %2947 = zext i1 %2946 to i32
  %2948 = load volatile double, double* @vd, align 8, !tbaa !5
  %2949 = fadd double %2948, 1.000000e+00
  %2950 = call double @log(double noundef %2949) #11
  %2951 = call double @llvm.fabs.f64(double %2950) #14
  %2952 = fcmp oeq double %2951, 0x7FF0000000000000
  %2953 = bitcast double %2950 to i64
  %2954 = icmp slt i64 %2953, 0
  %2955 = select i1 %2954, i32 -1, i32 1
  %2956 = select i1 %2952, i32 %2955, i32 0
  %2957 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.172, i64 0, i64 0), i32 noundef %2943, i32 noundef %2947, i32 noundef %2956)
  %2958 = call i32 @fegetround() #12
  %2959 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.173, i64 0, i64 0), i32 noundef %2958)
  ret i32 0

2960:                                             ; preds = %2877, %2960
  %2961 = phi i64 [ 0, %2877 ], [ %2978, %2960 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2878) #11
  store i32 0, i32* %162, align 4, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2879) #11
  store i32 0, i32* %163, align 4, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2880) #11
  store x86_fp80 0xK00000000000000000000, x86_fp80* %164, align 16, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2881) #11
  store x86_fp80 0xK00000000000000000000, x86_fp80* %165, align 16, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2882) #11
  store x86_fp80 0xK00000000000000000000, x86_fp80* %166, align 16, !tbaa !14
  %2962 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2961
  %2963 = load x86_fp80, x86_fp80* %2962, align 16, !tbaa !14
  store volatile x86_fp80 %2963, x86_fp80* @vl, align 16, !tbaa !14
  %2964 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2965 = call x86_fp80 @frexpl(x86_fp80 noundef %2964, i32* noundef nonnull %162) #11
  %2966 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2967 = call x86_fp80 @modfl(x86_fp80 noundef %2966, x86_fp80* noundef nonnull %164) #11
  %2968 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  %2969 = call x86_fp80 @remquol(x86_fp80 noundef %2968, x86_fp80 noundef 0xK3FFEB333333333333333, i32* noundef nonnull %163) #11
  %2970 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !14
  call void @sincosl(x86_fp80 noundef %2970, x86_fp80* noundef nonnull %165, x86_fp80* noundef nonnull %166) #11
  %2971 = load i32, i32* %162, align 4, !tbaa !158
  %2972 = load x86_fp80, x86_fp80* %164, align 16, !tbaa !14
  %2973 = load i32, i32* %163, align 4, !tbaa !158
  %2974 = load x86_fp80, x86_fp80* %165, align 16, !tbaa !14
  %2975 = load x86_fp80, x86_fp80* %166, align 16, !tbaa !14
  %2976 = trunc i64 %2961 to i32
  %2977 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.167, i64 0, i64 0), i32 noundef %2976, x86_fp80 noundef %2965, i32 noundef %2971, x86_fp80 noundef %2967, x86_fp80 noundef %2972, x86_fp80 noundef %2969, i32 noundef %2973, x86_fp80 noundef %2974, x86_fp80 noundef %2975)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2882) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2881) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2880) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2879) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2878) #11
  %2978 = add nuw nsw i64 %2961, 1
  %2979 = icmp eq i64 %2978, 10
  br i1 %2979, label %2918, label %2960, !llvm.loop !162
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @cbrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @cbrtf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare x86_fp80 @cbrtl(x86_fp80 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @expf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @expl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp2(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @exp2f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @exp2l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @exp10(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @exp10f(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @exp10l(x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @expm1(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @expm1f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @expm1l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @logf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @logl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log2(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log2f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @log2l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log10(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log10f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @log10l(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log1p(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @log1pf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @log1pl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @logb(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @logbf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @logbl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sinl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @cosf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @cosl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @tan(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @tanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @tanl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @asin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @asinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @asinl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @acos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @acosf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @acosl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atan(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @atanl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sinh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sinhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sinhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cosh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @coshf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @coshl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @tanh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @tanhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @tanhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @asinh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @asinhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @asinhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @acosh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @acoshf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @acoshl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atanh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atanhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @atanhl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @erf(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @erff(float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @erfl(x86_fp80 noundef) local_unnamed_addr #6

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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.ceil.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.floor.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.round.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.rint.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nearbyint.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @pow(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @powf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atan2(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @atan2f(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @fmod(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @fmodf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare double @remainder(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare float @remainderf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare x86_fp80 @remainderl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #5

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @fdiml(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare x86_fp80 @nextafterl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @frexp(double noundef, i32* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @modf(double noundef, double* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare double @remquo(double noundef, double noundef, i32* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @sincos(double noundef, double* noundef, double* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, i32* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef signext) local_unnamed_addr #7

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

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @frexpf(float noundef, i32* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @modff(float noundef, float* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare float @remquof(float noundef, float noundef, i32* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @sincosf(float noundef, float* noundef, float* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef signext) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @frexpl(x86_fp80 noundef, i32* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @modfl(x86_fp80 noundef, x86_fp80* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare x86_fp80 @remquol(x86_fp80 noundef, x86_fp80 noundef, i32* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @sincosl(x86_fp80 noundef, x86_fp80* noundef, x86_fp80* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare double @nan(i8* noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare float @nanf(i8* noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare x86_fp80 @nanl(i8* noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare i32 @fegetround() local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { nounwind readnone willreturn }
attributes #14 = { readnone }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
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
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !7, i64 0}
!160 = distinct !{!160, !10}
!161 = distinct !{!161, !10}
!162 = distinct !{!162, !10}
