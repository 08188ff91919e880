; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@D = internal constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 8
@vd = internal global double 0.000000e+00, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"\0A%sf:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"sqrtf\00", align 1
@F = internal constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"\0A%sl:\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"sqrtl\00", align 1
@L = internal constant [10 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000003FFE000000000000, fp128 0xL0000000000000000BFFE800000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000004000000000000000, fp128 0xL0000000000000000C001E00000000000, fp128 0xL00000000000000004002400000000000, fp128 0xL8D94DB7AC61491563C1A56E1FC2F8F35, fp128 0xLBA59C08E14C7CD7B43E37E43C8800759, fp128 0xL999999999999999A3FFB999999999999], align 16
@vl = internal global fp128 0xL00000000000000000000000000000000, align 16
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
@.str.169 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.170 = private unnamed_addr constant [2 x i8] c"7\00", align 1
@.str.171 = private unnamed_addr constant [18 x i8] c"inf: %a %a %a %a\0A\00", align 1
@.str.172 = private unnamed_addr constant [18 x i8] c"domain: %d %d %d\0A\00", align 1
@.str.173 = private unnamed_addr constant [16 x i8] c"fegetround: %d\0A\00", align 1
@.str.174 = private unnamed_addr constant [5 x i8] c" %s \00", align 1
@inexact = internal constant [62 x i8] c" cbrt exp10l erff erfc j0 j0f j0l j1 j1l y0 y0f y1 hypotl jn \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca i32, align 4
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i32, align 4
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca i32, align 4
  %135 = alloca i32, align 4
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca i32, align 4
  %143 = alloca i32, align 4
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca double, align 8
  %151 = alloca double, align 8
  %152 = alloca double, align 8
  %153 = alloca double, align 8
  %154 = alloca double, align 8
  %155 = alloca double, align 8
  %156 = alloca double, align 8
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca float, align 4
  %161 = alloca float, align 4
  %162 = alloca float, align 4
  %163 = alloca float, align 4
  %164 = alloca float, align 4
  %165 = alloca float, align 4
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca fp128, align 16
  %170 = alloca fp128, align 16
  %171 = alloca fp128, align 16
  %172 = alloca fp128, align 16
  %173 = alloca fp128, align 16
  %174 = alloca fp128, align 16
  store i32 0, ptr %1, align 4
  br label %175

175:                                              ; preds = %0
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1)
  store i32 0, ptr %2, align 4
  br label %177

177:                                              ; preds = %194, %175
  %178 = load i32, ptr %2, align 4
  %179 = zext i32 %178 to i64
  %180 = icmp ult i64 %179, 14
  br i1 %180, label %181, label %184

181:                                              ; preds = %177
  %182 = call i32 @exact(ptr noundef @.str.1)
  %183 = icmp ne i32 %182, 0
  br label %184

184:                                              ; preds = %181, %177
  %185 = phi i1 [ false, %177 ], [ %183, %181 ]
  br i1 %185, label %186, label %197

186:                                              ; preds = %184
  %187 = load i32, ptr %2, align 4
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %188
  %190 = load double, ptr %189, align 8
  store volatile double %190, ptr @vd, align 8
  %191 = load volatile double, ptr @vd, align 8
  %192 = call double @sqrt(double noundef %191) #6
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %192)
  br label %194

194:                                              ; preds = %186
  %195 = load i32, ptr %2, align 4
  %196 = add i32 %195, 1
  store i32 %196, ptr %2, align 4
  br label %177, !llvm.loop !6

197:                                              ; preds = %184
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.1)
  store i32 0, ptr %3, align 4
  br label %199

199:                                              ; preds = %217, %197
  %200 = load i32, ptr %3, align 4
  %201 = zext i32 %200 to i64
  %202 = icmp ult i64 %201, 11
  br i1 %202, label %203, label %206

203:                                              ; preds = %199
  %204 = call i32 @exact(ptr noundef @.str.4)
  %205 = icmp ne i32 %204, 0
  br label %206

206:                                              ; preds = %203, %199
  %207 = phi i1 [ false, %199 ], [ %205, %203 ]
  br i1 %207, label %208, label %220

208:                                              ; preds = %206
  %209 = load i32, ptr %3, align 4
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %210
  %212 = load float, ptr %211, align 4
  store volatile float %212, ptr @vf, align 4
  %213 = load volatile float, ptr @vf, align 4
  %214 = call float @sqrtf(float noundef %213) #6
  %215 = fpext float %214 to double
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %215)
  br label %217

217:                                              ; preds = %208
  %218 = load i32, ptr %3, align 4
  %219 = add i32 %218, 1
  store i32 %219, ptr %3, align 4
  br label %199, !llvm.loop !8

220:                                              ; preds = %206
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.1)
  store i32 0, ptr %4, align 4
  br label %222

222:                                              ; preds = %239, %220
  %223 = load i32, ptr %4, align 4
  %224 = zext i32 %223 to i64
  %225 = icmp ult i64 %224, 10
  br i1 %225, label %226, label %229

226:                                              ; preds = %222
  %227 = call i32 @exact(ptr noundef @.str.6)
  %228 = icmp ne i32 %227, 0
  br label %229

229:                                              ; preds = %226, %222
  %230 = phi i1 [ false, %222 ], [ %228, %226 ]
  br i1 %230, label %231, label %242

231:                                              ; preds = %229
  %232 = load i32, ptr %4, align 4
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %233
  %235 = load fp128, ptr %234, align 16
  store volatile fp128 %235, ptr @vl, align 16
  %236 = load volatile fp128, ptr @vl, align 16
  %237 = call fp128 @sqrtl(fp128 noundef %236) #6
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %237)
  br label %239

239:                                              ; preds = %231
  %240 = load i32, ptr %4, align 4
  %241 = add i32 %240, 1
  store i32 %241, ptr %4, align 4
  br label %222, !llvm.loop !9

242:                                              ; preds = %229
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %244

244:                                              ; preds = %242
  br label %245

245:                                              ; preds = %244
  %246 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9)
  store i32 0, ptr %5, align 4
  br label %247

247:                                              ; preds = %264, %245
  %248 = load i32, ptr %5, align 4
  %249 = zext i32 %248 to i64
  %250 = icmp ult i64 %249, 14
  br i1 %250, label %251, label %254

251:                                              ; preds = %247
  %252 = call i32 @exact(ptr noundef @.str.9)
  %253 = icmp ne i32 %252, 0
  br label %254

254:                                              ; preds = %251, %247
  %255 = phi i1 [ false, %247 ], [ %253, %251 ]
  br i1 %255, label %256, label %267

256:                                              ; preds = %254
  %257 = load i32, ptr %5, align 4
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %258
  %260 = load double, ptr %259, align 8
  store volatile double %260, ptr @vd, align 8
  %261 = load volatile double, ptr @vd, align 8
  %262 = call double @cbrt(double noundef %261) #7
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %262)
  br label %264

264:                                              ; preds = %256
  %265 = load i32, ptr %5, align 4
  %266 = add i32 %265, 1
  store i32 %266, ptr %5, align 4
  br label %247, !llvm.loop !10

267:                                              ; preds = %254
  %268 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.9)
  store i32 0, ptr %6, align 4
  br label %269

269:                                              ; preds = %287, %267
  %270 = load i32, ptr %6, align 4
  %271 = zext i32 %270 to i64
  %272 = icmp ult i64 %271, 11
  br i1 %272, label %273, label %276

273:                                              ; preds = %269
  %274 = call i32 @exact(ptr noundef @.str.10)
  %275 = icmp ne i32 %274, 0
  br label %276

276:                                              ; preds = %273, %269
  %277 = phi i1 [ false, %269 ], [ %275, %273 ]
  br i1 %277, label %278, label %290

278:                                              ; preds = %276
  %279 = load i32, ptr %6, align 4
  %280 = zext i32 %279 to i64
  %281 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %280
  %282 = load float, ptr %281, align 4
  store volatile float %282, ptr @vf, align 4
  %283 = load volatile float, ptr @vf, align 4
  %284 = call float @cbrtf(float noundef %283) #7
  %285 = fpext float %284 to double
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %285)
  br label %287

287:                                              ; preds = %278
  %288 = load i32, ptr %6, align 4
  %289 = add i32 %288, 1
  store i32 %289, ptr %6, align 4
  br label %269, !llvm.loop !11

290:                                              ; preds = %276
  %291 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.9)
  store i32 0, ptr %7, align 4
  br label %292

292:                                              ; preds = %309, %290
  %293 = load i32, ptr %7, align 4
  %294 = zext i32 %293 to i64
  %295 = icmp ult i64 %294, 10
  br i1 %295, label %296, label %299

296:                                              ; preds = %292
  %297 = call i32 @exact(ptr noundef @.str.11)
  %298 = icmp ne i32 %297, 0
  br label %299

299:                                              ; preds = %296, %292
  %300 = phi i1 [ false, %292 ], [ %298, %296 ]
  br i1 %300, label %301, label %312

301:                                              ; preds = %299
  %302 = load i32, ptr %7, align 4
  %303 = zext i32 %302 to i64
  %304 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %303
  %305 = load fp128, ptr %304, align 16
  store volatile fp128 %305, ptr @vl, align 16
  %306 = load volatile fp128, ptr @vl, align 16
  %307 = call fp128 @cbrtl(fp128 noundef %306) #7
  %308 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %307)
  br label %309

309:                                              ; preds = %301
  %310 = load i32, ptr %7, align 4
  %311 = add i32 %310, 1
  store i32 %311, ptr %7, align 4
  br label %292, !llvm.loop !12

312:                                              ; preds = %299
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %314

314:                                              ; preds = %312
  br label %315

315:                                              ; preds = %314
  %316 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12)
  store i32 0, ptr %8, align 4
  br label %317

317:                                              ; preds = %334, %315
  %318 = load i32, ptr %8, align 4
  %319 = zext i32 %318 to i64
  %320 = icmp ult i64 %319, 14
  br i1 %320, label %321, label %324

321:                                              ; preds = %317
  %322 = call i32 @exact(ptr noundef @.str.12)
  %323 = icmp ne i32 %322, 0
  br label %324

324:                                              ; preds = %321, %317
  %325 = phi i1 [ false, %317 ], [ %323, %321 ]
  br i1 %325, label %326, label %337

326:                                              ; preds = %324
  %327 = load i32, ptr %8, align 4
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %328
  %330 = load double, ptr %329, align 8
  store volatile double %330, ptr @vd, align 8
  %331 = load volatile double, ptr @vd, align 8
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %332)
  br label %334

334:                                              ; preds = %326
  %335 = load i32, ptr %8, align 4
  %336 = add i32 %335, 1
  store i32 %336, ptr %8, align 4
  br label %317, !llvm.loop !13

337:                                              ; preds = %324
  %338 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.12)
  store i32 0, ptr %9, align 4
  br label %339

339:                                              ; preds = %357, %337
  %340 = load i32, ptr %9, align 4
  %341 = zext i32 %340 to i64
  %342 = icmp ult i64 %341, 11
  br i1 %342, label %343, label %346

343:                                              ; preds = %339
  %344 = call i32 @exact(ptr noundef @.str.13)
  %345 = icmp ne i32 %344, 0
  br label %346

346:                                              ; preds = %343, %339
  %347 = phi i1 [ false, %339 ], [ %345, %343 ]
  br i1 %347, label %348, label %360

348:                                              ; preds = %346
  %349 = load i32, ptr %9, align 4
  %350 = zext i32 %349 to i64
  %351 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %350
  %352 = load float, ptr %351, align 4
  store volatile float %352, ptr @vf, align 4
  %353 = load volatile float, ptr @vf, align 4
  %354 = call float @llvm.fabs.f32(float %353)
  %355 = fpext float %354 to double
  %356 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %355)
  br label %357

357:                                              ; preds = %348
  %358 = load i32, ptr %9, align 4
  %359 = add i32 %358, 1
  store i32 %359, ptr %9, align 4
  br label %339, !llvm.loop !14

360:                                              ; preds = %346
  %361 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.12)
  store i32 0, ptr %10, align 4
  br label %362

362:                                              ; preds = %379, %360
  %363 = load i32, ptr %10, align 4
  %364 = zext i32 %363 to i64
  %365 = icmp ult i64 %364, 10
  br i1 %365, label %366, label %369

366:                                              ; preds = %362
  %367 = call i32 @exact(ptr noundef @.str.14)
  %368 = icmp ne i32 %367, 0
  br label %369

369:                                              ; preds = %366, %362
  %370 = phi i1 [ false, %362 ], [ %368, %366 ]
  br i1 %370, label %371, label %382

371:                                              ; preds = %369
  %372 = load i32, ptr %10, align 4
  %373 = zext i32 %372 to i64
  %374 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %373
  %375 = load fp128, ptr %374, align 16
  store volatile fp128 %375, ptr @vl, align 16
  %376 = load volatile fp128, ptr @vl, align 16
  %377 = call fp128 @llvm.fabs.f128(fp128 %376)
  %378 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %377)
  br label %379

379:                                              ; preds = %371
  %380 = load i32, ptr %10, align 4
  %381 = add i32 %380, 1
  store i32 %381, ptr %10, align 4
  br label %362, !llvm.loop !15

382:                                              ; preds = %369
  %383 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %384

384:                                              ; preds = %382
  br label %385

385:                                              ; preds = %384
  %386 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.15)
  store i32 0, ptr %11, align 4
  br label %387

387:                                              ; preds = %404, %385
  %388 = load i32, ptr %11, align 4
  %389 = zext i32 %388 to i64
  %390 = icmp ult i64 %389, 14
  br i1 %390, label %391, label %394

391:                                              ; preds = %387
  %392 = call i32 @exact(ptr noundef @.str.15)
  %393 = icmp ne i32 %392, 0
  br label %394

394:                                              ; preds = %391, %387
  %395 = phi i1 [ false, %387 ], [ %393, %391 ]
  br i1 %395, label %396, label %407

396:                                              ; preds = %394
  %397 = load i32, ptr %11, align 4
  %398 = zext i32 %397 to i64
  %399 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %398
  %400 = load double, ptr %399, align 8
  store volatile double %400, ptr @vd, align 8
  %401 = load volatile double, ptr @vd, align 8
  %402 = call double @exp(double noundef %401) #6
  %403 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %402)
  br label %404

404:                                              ; preds = %396
  %405 = load i32, ptr %11, align 4
  %406 = add i32 %405, 1
  store i32 %406, ptr %11, align 4
  br label %387, !llvm.loop !16

407:                                              ; preds = %394
  %408 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.15)
  store i32 0, ptr %12, align 4
  br label %409

409:                                              ; preds = %427, %407
  %410 = load i32, ptr %12, align 4
  %411 = zext i32 %410 to i64
  %412 = icmp ult i64 %411, 11
  br i1 %412, label %413, label %416

413:                                              ; preds = %409
  %414 = call i32 @exact(ptr noundef @.str.16)
  %415 = icmp ne i32 %414, 0
  br label %416

416:                                              ; preds = %413, %409
  %417 = phi i1 [ false, %409 ], [ %415, %413 ]
  br i1 %417, label %418, label %430

418:                                              ; preds = %416
  %419 = load i32, ptr %12, align 4
  %420 = zext i32 %419 to i64
  %421 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %420
  %422 = load float, ptr %421, align 4
  store volatile float %422, ptr @vf, align 4
  %423 = load volatile float, ptr @vf, align 4
  %424 = call float @expf(float noundef %423) #6
  %425 = fpext float %424 to double
  %426 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %425)
  br label %427

427:                                              ; preds = %418
  %428 = load i32, ptr %12, align 4
  %429 = add i32 %428, 1
  store i32 %429, ptr %12, align 4
  br label %409, !llvm.loop !17

430:                                              ; preds = %416
  %431 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.15)
  store i32 0, ptr %13, align 4
  br label %432

432:                                              ; preds = %449, %430
  %433 = load i32, ptr %13, align 4
  %434 = zext i32 %433 to i64
  %435 = icmp ult i64 %434, 10
  br i1 %435, label %436, label %439

436:                                              ; preds = %432
  %437 = call i32 @exact(ptr noundef @.str.17)
  %438 = icmp ne i32 %437, 0
  br label %439

439:                                              ; preds = %436, %432
  %440 = phi i1 [ false, %432 ], [ %438, %436 ]
  br i1 %440, label %441, label %452

441:                                              ; preds = %439
  %442 = load i32, ptr %13, align 4
  %443 = zext i32 %442 to i64
  %444 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %443
  %445 = load fp128, ptr %444, align 16
  store volatile fp128 %445, ptr @vl, align 16
  %446 = load volatile fp128, ptr @vl, align 16
  %447 = call fp128 @expl(fp128 noundef %446) #6
  %448 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %447)
  br label %449

449:                                              ; preds = %441
  %450 = load i32, ptr %13, align 4
  %451 = add i32 %450, 1
  store i32 %451, ptr %13, align 4
  br label %432, !llvm.loop !18

452:                                              ; preds = %439
  %453 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %454

454:                                              ; preds = %452
  br label %455

455:                                              ; preds = %454
  %456 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18)
  store i32 0, ptr %14, align 4
  br label %457

457:                                              ; preds = %474, %455
  %458 = load i32, ptr %14, align 4
  %459 = zext i32 %458 to i64
  %460 = icmp ult i64 %459, 14
  br i1 %460, label %461, label %464

461:                                              ; preds = %457
  %462 = call i32 @exact(ptr noundef @.str.18)
  %463 = icmp ne i32 %462, 0
  br label %464

464:                                              ; preds = %461, %457
  %465 = phi i1 [ false, %457 ], [ %463, %461 ]
  br i1 %465, label %466, label %477

466:                                              ; preds = %464
  %467 = load i32, ptr %14, align 4
  %468 = zext i32 %467 to i64
  %469 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %468
  %470 = load double, ptr %469, align 8
  store volatile double %470, ptr @vd, align 8
  %471 = load volatile double, ptr @vd, align 8
  %472 = call double @exp2(double noundef %471) #6
  %473 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %472)
  br label %474

474:                                              ; preds = %466
  %475 = load i32, ptr %14, align 4
  %476 = add i32 %475, 1
  store i32 %476, ptr %14, align 4
  br label %457, !llvm.loop !19

477:                                              ; preds = %464
  %478 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.18)
  store i32 0, ptr %15, align 4
  br label %479

479:                                              ; preds = %497, %477
  %480 = load i32, ptr %15, align 4
  %481 = zext i32 %480 to i64
  %482 = icmp ult i64 %481, 11
  br i1 %482, label %483, label %486

483:                                              ; preds = %479
  %484 = call i32 @exact(ptr noundef @.str.19)
  %485 = icmp ne i32 %484, 0
  br label %486

486:                                              ; preds = %483, %479
  %487 = phi i1 [ false, %479 ], [ %485, %483 ]
  br i1 %487, label %488, label %500

488:                                              ; preds = %486
  %489 = load i32, ptr %15, align 4
  %490 = zext i32 %489 to i64
  %491 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %490
  %492 = load float, ptr %491, align 4
  store volatile float %492, ptr @vf, align 4
  %493 = load volatile float, ptr @vf, align 4
  %494 = call float @exp2f(float noundef %493) #6
  %495 = fpext float %494 to double
  %496 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %495)
  br label %497

497:                                              ; preds = %488
  %498 = load i32, ptr %15, align 4
  %499 = add i32 %498, 1
  store i32 %499, ptr %15, align 4
  br label %479, !llvm.loop !20

500:                                              ; preds = %486
  %501 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.18)
  store i32 0, ptr %16, align 4
  br label %502

502:                                              ; preds = %519, %500
  %503 = load i32, ptr %16, align 4
  %504 = zext i32 %503 to i64
  %505 = icmp ult i64 %504, 10
  br i1 %505, label %506, label %509

506:                                              ; preds = %502
  %507 = call i32 @exact(ptr noundef @.str.20)
  %508 = icmp ne i32 %507, 0
  br label %509

509:                                              ; preds = %506, %502
  %510 = phi i1 [ false, %502 ], [ %508, %506 ]
  br i1 %510, label %511, label %522

511:                                              ; preds = %509
  %512 = load i32, ptr %16, align 4
  %513 = zext i32 %512 to i64
  %514 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %513
  %515 = load fp128, ptr %514, align 16
  store volatile fp128 %515, ptr @vl, align 16
  %516 = load volatile fp128, ptr @vl, align 16
  %517 = call fp128 @exp2l(fp128 noundef %516) #6
  %518 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %517)
  br label %519

519:                                              ; preds = %511
  %520 = load i32, ptr %16, align 4
  %521 = add i32 %520, 1
  store i32 %521, ptr %16, align 4
  br label %502, !llvm.loop !21

522:                                              ; preds = %509
  %523 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %524

524:                                              ; preds = %522
  br label %525

525:                                              ; preds = %524
  %526 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.21)
  store i32 0, ptr %17, align 4
  br label %527

527:                                              ; preds = %544, %525
  %528 = load i32, ptr %17, align 4
  %529 = zext i32 %528 to i64
  %530 = icmp ult i64 %529, 14
  br i1 %530, label %531, label %534

531:                                              ; preds = %527
  %532 = call i32 @exact(ptr noundef @.str.21)
  %533 = icmp ne i32 %532, 0
  br label %534

534:                                              ; preds = %531, %527
  %535 = phi i1 [ false, %527 ], [ %533, %531 ]
  br i1 %535, label %536, label %547

536:                                              ; preds = %534
  %537 = load i32, ptr %17, align 4
  %538 = zext i32 %537 to i64
  %539 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %538
  %540 = load double, ptr %539, align 8
  store volatile double %540, ptr @vd, align 8
  %541 = load volatile double, ptr @vd, align 8
  %542 = call double @exp10(double noundef %541) #6
  %543 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %542)
  br label %544

544:                                              ; preds = %536
  %545 = load i32, ptr %17, align 4
  %546 = add i32 %545, 1
  store i32 %546, ptr %17, align 4
  br label %527, !llvm.loop !22

547:                                              ; preds = %534
  %548 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.21)
  store i32 0, ptr %18, align 4
  br label %549

549:                                              ; preds = %567, %547
  %550 = load i32, ptr %18, align 4
  %551 = zext i32 %550 to i64
  %552 = icmp ult i64 %551, 11
  br i1 %552, label %553, label %556

553:                                              ; preds = %549
  %554 = call i32 @exact(ptr noundef @.str.22)
  %555 = icmp ne i32 %554, 0
  br label %556

556:                                              ; preds = %553, %549
  %557 = phi i1 [ false, %549 ], [ %555, %553 ]
  br i1 %557, label %558, label %570

558:                                              ; preds = %556
  %559 = load i32, ptr %18, align 4
  %560 = zext i32 %559 to i64
  %561 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %560
  %562 = load float, ptr %561, align 4
  store volatile float %562, ptr @vf, align 4
  %563 = load volatile float, ptr @vf, align 4
  %564 = call float @exp10f(float noundef %563) #6
  %565 = fpext float %564 to double
  %566 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %565)
  br label %567

567:                                              ; preds = %558
  %568 = load i32, ptr %18, align 4
  %569 = add i32 %568, 1
  store i32 %569, ptr %18, align 4
  br label %549, !llvm.loop !23

570:                                              ; preds = %556
  %571 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.21)
  store i32 0, ptr %19, align 4
  br label %572

572:                                              ; preds = %589, %570
  %573 = load i32, ptr %19, align 4
  %574 = zext i32 %573 to i64
  %575 = icmp ult i64 %574, 10
  br i1 %575, label %576, label %579

576:                                              ; preds = %572
  %577 = call i32 @exact(ptr noundef @.str.23)
  %578 = icmp ne i32 %577, 0
  br label %579

579:                                              ; preds = %576, %572
  %580 = phi i1 [ false, %572 ], [ %578, %576 ]
  br i1 %580, label %581, label %592

581:                                              ; preds = %579
  %582 = load i32, ptr %19, align 4
  %583 = zext i32 %582 to i64
  %584 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %583
  %585 = load fp128, ptr %584, align 16
  store volatile fp128 %585, ptr @vl, align 16
  %586 = load volatile fp128, ptr @vl, align 16
  %587 = call fp128 @exp10l(fp128 noundef %586) #6
  %588 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %587)
  br label %589

589:                                              ; preds = %581
  %590 = load i32, ptr %19, align 4
  %591 = add i32 %590, 1
  store i32 %591, ptr %19, align 4
  br label %572, !llvm.loop !24

592:                                              ; preds = %579
  %593 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %594

594:                                              ; preds = %592
  br label %595

595:                                              ; preds = %594
  %596 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.24)
  store i32 0, ptr %20, align 4
  br label %597

597:                                              ; preds = %614, %595
  %598 = load i32, ptr %20, align 4
  %599 = zext i32 %598 to i64
  %600 = icmp ult i64 %599, 14
  br i1 %600, label %601, label %604

601:                                              ; preds = %597
  %602 = call i32 @exact(ptr noundef @.str.24)
  %603 = icmp ne i32 %602, 0
  br label %604

604:                                              ; preds = %601, %597
  %605 = phi i1 [ false, %597 ], [ %603, %601 ]
  br i1 %605, label %606, label %617

606:                                              ; preds = %604
  %607 = load i32, ptr %20, align 4
  %608 = zext i32 %607 to i64
  %609 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %608
  %610 = load double, ptr %609, align 8
  store volatile double %610, ptr @vd, align 8
  %611 = load volatile double, ptr @vd, align 8
  %612 = call double @expm1(double noundef %611) #6
  %613 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %612)
  br label %614

614:                                              ; preds = %606
  %615 = load i32, ptr %20, align 4
  %616 = add i32 %615, 1
  store i32 %616, ptr %20, align 4
  br label %597, !llvm.loop !25

617:                                              ; preds = %604
  %618 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.24)
  store i32 0, ptr %21, align 4
  br label %619

619:                                              ; preds = %637, %617
  %620 = load i32, ptr %21, align 4
  %621 = zext i32 %620 to i64
  %622 = icmp ult i64 %621, 11
  br i1 %622, label %623, label %626

623:                                              ; preds = %619
  %624 = call i32 @exact(ptr noundef @.str.25)
  %625 = icmp ne i32 %624, 0
  br label %626

626:                                              ; preds = %623, %619
  %627 = phi i1 [ false, %619 ], [ %625, %623 ]
  br i1 %627, label %628, label %640

628:                                              ; preds = %626
  %629 = load i32, ptr %21, align 4
  %630 = zext i32 %629 to i64
  %631 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %630
  %632 = load float, ptr %631, align 4
  store volatile float %632, ptr @vf, align 4
  %633 = load volatile float, ptr @vf, align 4
  %634 = call float @expm1f(float noundef %633) #6
  %635 = fpext float %634 to double
  %636 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %635)
  br label %637

637:                                              ; preds = %628
  %638 = load i32, ptr %21, align 4
  %639 = add i32 %638, 1
  store i32 %639, ptr %21, align 4
  br label %619, !llvm.loop !26

640:                                              ; preds = %626
  %641 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.24)
  store i32 0, ptr %22, align 4
  br label %642

642:                                              ; preds = %659, %640
  %643 = load i32, ptr %22, align 4
  %644 = zext i32 %643 to i64
  %645 = icmp ult i64 %644, 10
  br i1 %645, label %646, label %649

646:                                              ; preds = %642
  %647 = call i32 @exact(ptr noundef @.str.26)
  %648 = icmp ne i32 %647, 0
  br label %649

649:                                              ; preds = %646, %642
  %650 = phi i1 [ false, %642 ], [ %648, %646 ]
  br i1 %650, label %651, label %662

651:                                              ; preds = %649
  %652 = load i32, ptr %22, align 4
  %653 = zext i32 %652 to i64
  %654 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %653
  %655 = load fp128, ptr %654, align 16
  store volatile fp128 %655, ptr @vl, align 16
  %656 = load volatile fp128, ptr @vl, align 16
  %657 = call fp128 @expm1l(fp128 noundef %656) #6
  %658 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %657)
  br label %659

659:                                              ; preds = %651
  %660 = load i32, ptr %22, align 4
  %661 = add i32 %660, 1
  store i32 %661, ptr %22, align 4
  br label %642, !llvm.loop !27

662:                                              ; preds = %649
  %663 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %664

664:                                              ; preds = %662
  br label %665

665:                                              ; preds = %664
  %666 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.27)
  store i32 0, ptr %23, align 4
  br label %667

667:                                              ; preds = %684, %665
  %668 = load i32, ptr %23, align 4
  %669 = zext i32 %668 to i64
  %670 = icmp ult i64 %669, 14
  br i1 %670, label %671, label %674

671:                                              ; preds = %667
  %672 = call i32 @exact(ptr noundef @.str.27)
  %673 = icmp ne i32 %672, 0
  br label %674

674:                                              ; preds = %671, %667
  %675 = phi i1 [ false, %667 ], [ %673, %671 ]
  br i1 %675, label %676, label %687

676:                                              ; preds = %674
  %677 = load i32, ptr %23, align 4
  %678 = zext i32 %677 to i64
  %679 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %678
  %680 = load double, ptr %679, align 8
  store volatile double %680, ptr @vd, align 8
  %681 = load volatile double, ptr @vd, align 8
  %682 = call double @log(double noundef %681) #6
  %683 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %682)
  br label %684

684:                                              ; preds = %676
  %685 = load i32, ptr %23, align 4
  %686 = add i32 %685, 1
  store i32 %686, ptr %23, align 4
  br label %667, !llvm.loop !28

687:                                              ; preds = %674
  %688 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.27)
  store i32 0, ptr %24, align 4
  br label %689

689:                                              ; preds = %707, %687
  %690 = load i32, ptr %24, align 4
  %691 = zext i32 %690 to i64
  %692 = icmp ult i64 %691, 11
  br i1 %692, label %693, label %696

693:                                              ; preds = %689
  %694 = call i32 @exact(ptr noundef @.str.28)
  %695 = icmp ne i32 %694, 0
  br label %696

696:                                              ; preds = %693, %689
  %697 = phi i1 [ false, %689 ], [ %695, %693 ]
  br i1 %697, label %698, label %710

698:                                              ; preds = %696
  %699 = load i32, ptr %24, align 4
  %700 = zext i32 %699 to i64
  %701 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %700
  %702 = load float, ptr %701, align 4
  store volatile float %702, ptr @vf, align 4
  %703 = load volatile float, ptr @vf, align 4
  %704 = call float @logf(float noundef %703) #6
  %705 = fpext float %704 to double
  %706 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %705)
  br label %707

707:                                              ; preds = %698
  %708 = load i32, ptr %24, align 4
  %709 = add i32 %708, 1
  store i32 %709, ptr %24, align 4
  br label %689, !llvm.loop !29

710:                                              ; preds = %696
  %711 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.27)
  store i32 0, ptr %25, align 4
  br label %712

712:                                              ; preds = %729, %710
  %713 = load i32, ptr %25, align 4
  %714 = zext i32 %713 to i64
  %715 = icmp ult i64 %714, 10
  br i1 %715, label %716, label %719

716:                                              ; preds = %712
  %717 = call i32 @exact(ptr noundef @.str.29)
  %718 = icmp ne i32 %717, 0
  br label %719

719:                                              ; preds = %716, %712
  %720 = phi i1 [ false, %712 ], [ %718, %716 ]
  br i1 %720, label %721, label %732

721:                                              ; preds = %719
  %722 = load i32, ptr %25, align 4
  %723 = zext i32 %722 to i64
  %724 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %723
  %725 = load fp128, ptr %724, align 16
  store volatile fp128 %725, ptr @vl, align 16
  %726 = load volatile fp128, ptr @vl, align 16
  %727 = call fp128 @logl(fp128 noundef %726) #6
  %728 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %727)
  br label %729

729:                                              ; preds = %721
  %730 = load i32, ptr %25, align 4
  %731 = add i32 %730, 1
  store i32 %731, ptr %25, align 4
  br label %712, !llvm.loop !30

732:                                              ; preds = %719
  %733 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %734

734:                                              ; preds = %732
  br label %735

735:                                              ; preds = %734
  %736 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.30)
  store i32 0, ptr %26, align 4
  br label %737

737:                                              ; preds = %754, %735
  %738 = load i32, ptr %26, align 4
  %739 = zext i32 %738 to i64
  %740 = icmp ult i64 %739, 14
  br i1 %740, label %741, label %744

741:                                              ; preds = %737
  %742 = call i32 @exact(ptr noundef @.str.30)
  %743 = icmp ne i32 %742, 0
  br label %744

744:                                              ; preds = %741, %737
  %745 = phi i1 [ false, %737 ], [ %743, %741 ]
  br i1 %745, label %746, label %757

746:                                              ; preds = %744
  %747 = load i32, ptr %26, align 4
  %748 = zext i32 %747 to i64
  %749 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %748
  %750 = load double, ptr %749, align 8
  store volatile double %750, ptr @vd, align 8
  %751 = load volatile double, ptr @vd, align 8
  %752 = call double @log2(double noundef %751) #6
  %753 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %752)
  br label %754

754:                                              ; preds = %746
  %755 = load i32, ptr %26, align 4
  %756 = add i32 %755, 1
  store i32 %756, ptr %26, align 4
  br label %737, !llvm.loop !31

757:                                              ; preds = %744
  %758 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.30)
  store i32 0, ptr %27, align 4
  br label %759

759:                                              ; preds = %777, %757
  %760 = load i32, ptr %27, align 4
  %761 = zext i32 %760 to i64
  %762 = icmp ult i64 %761, 11
  br i1 %762, label %763, label %766

763:                                              ; preds = %759
  %764 = call i32 @exact(ptr noundef @.str.31)
  %765 = icmp ne i32 %764, 0
  br label %766

766:                                              ; preds = %763, %759
  %767 = phi i1 [ false, %759 ], [ %765, %763 ]
  br i1 %767, label %768, label %780

768:                                              ; preds = %766
  %769 = load i32, ptr %27, align 4
  %770 = zext i32 %769 to i64
  %771 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %770
  %772 = load float, ptr %771, align 4
  store volatile float %772, ptr @vf, align 4
  %773 = load volatile float, ptr @vf, align 4
  %774 = call float @log2f(float noundef %773) #6
  %775 = fpext float %774 to double
  %776 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %775)
  br label %777

777:                                              ; preds = %768
  %778 = load i32, ptr %27, align 4
  %779 = add i32 %778, 1
  store i32 %779, ptr %27, align 4
  br label %759, !llvm.loop !32

780:                                              ; preds = %766
  %781 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.30)
  store i32 0, ptr %28, align 4
  br label %782

782:                                              ; preds = %799, %780
  %783 = load i32, ptr %28, align 4
  %784 = zext i32 %783 to i64
  %785 = icmp ult i64 %784, 10
  br i1 %785, label %786, label %789

786:                                              ; preds = %782
  %787 = call i32 @exact(ptr noundef @.str.32)
  %788 = icmp ne i32 %787, 0
  br label %789

789:                                              ; preds = %786, %782
  %790 = phi i1 [ false, %782 ], [ %788, %786 ]
  br i1 %790, label %791, label %802

791:                                              ; preds = %789
  %792 = load i32, ptr %28, align 4
  %793 = zext i32 %792 to i64
  %794 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %793
  %795 = load fp128, ptr %794, align 16
  store volatile fp128 %795, ptr @vl, align 16
  %796 = load volatile fp128, ptr @vl, align 16
  %797 = call fp128 @log2l(fp128 noundef %796) #6
  %798 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %797)
  br label %799

799:                                              ; preds = %791
  %800 = load i32, ptr %28, align 4
  %801 = add i32 %800, 1
  store i32 %801, ptr %28, align 4
  br label %782, !llvm.loop !33

802:                                              ; preds = %789
  %803 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %804

804:                                              ; preds = %802
  br label %805

805:                                              ; preds = %804
  %806 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.33)
  store i32 0, ptr %29, align 4
  br label %807

807:                                              ; preds = %824, %805
  %808 = load i32, ptr %29, align 4
  %809 = zext i32 %808 to i64
  %810 = icmp ult i64 %809, 14
  br i1 %810, label %811, label %814

811:                                              ; preds = %807
  %812 = call i32 @exact(ptr noundef @.str.33)
  %813 = icmp ne i32 %812, 0
  br label %814

814:                                              ; preds = %811, %807
  %815 = phi i1 [ false, %807 ], [ %813, %811 ]
  br i1 %815, label %816, label %827

816:                                              ; preds = %814
  %817 = load i32, ptr %29, align 4
  %818 = zext i32 %817 to i64
  %819 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %818
  %820 = load double, ptr %819, align 8
  store volatile double %820, ptr @vd, align 8
  %821 = load volatile double, ptr @vd, align 8
  %822 = call double @log10(double noundef %821) #6
  %823 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %822)
  br label %824

824:                                              ; preds = %816
  %825 = load i32, ptr %29, align 4
  %826 = add i32 %825, 1
  store i32 %826, ptr %29, align 4
  br label %807, !llvm.loop !34

827:                                              ; preds = %814
  %828 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.33)
  store i32 0, ptr %30, align 4
  br label %829

829:                                              ; preds = %847, %827
  %830 = load i32, ptr %30, align 4
  %831 = zext i32 %830 to i64
  %832 = icmp ult i64 %831, 11
  br i1 %832, label %833, label %836

833:                                              ; preds = %829
  %834 = call i32 @exact(ptr noundef @.str.34)
  %835 = icmp ne i32 %834, 0
  br label %836

836:                                              ; preds = %833, %829
  %837 = phi i1 [ false, %829 ], [ %835, %833 ]
  br i1 %837, label %838, label %850

838:                                              ; preds = %836
  %839 = load i32, ptr %30, align 4
  %840 = zext i32 %839 to i64
  %841 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %840
  %842 = load float, ptr %841, align 4
  store volatile float %842, ptr @vf, align 4
  %843 = load volatile float, ptr @vf, align 4
  %844 = call float @log10f(float noundef %843) #6
  %845 = fpext float %844 to double
  %846 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %845)
  br label %847

847:                                              ; preds = %838
  %848 = load i32, ptr %30, align 4
  %849 = add i32 %848, 1
  store i32 %849, ptr %30, align 4
  br label %829, !llvm.loop !35

850:                                              ; preds = %836
  %851 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.33)
  store i32 0, ptr %31, align 4
  br label %852

852:                                              ; preds = %869, %850
  %853 = load i32, ptr %31, align 4
  %854 = zext i32 %853 to i64
  %855 = icmp ult i64 %854, 10
  br i1 %855, label %856, label %859

856:                                              ; preds = %852
  %857 = call i32 @exact(ptr noundef @.str.35)
  %858 = icmp ne i32 %857, 0
  br label %859

859:                                              ; preds = %856, %852
  %860 = phi i1 [ false, %852 ], [ %858, %856 ]
  br i1 %860, label %861, label %872

861:                                              ; preds = %859
  %862 = load i32, ptr %31, align 4
  %863 = zext i32 %862 to i64
  %864 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %863
  %865 = load fp128, ptr %864, align 16
  store volatile fp128 %865, ptr @vl, align 16
  %866 = load volatile fp128, ptr @vl, align 16
  %867 = call fp128 @log10l(fp128 noundef %866) #6
  %868 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %867)
  br label %869

869:                                              ; preds = %861
  %870 = load i32, ptr %31, align 4
  %871 = add i32 %870, 1
  store i32 %871, ptr %31, align 4
  br label %852, !llvm.loop !36

872:                                              ; preds = %859
  %873 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %874

874:                                              ; preds = %872
  br label %875

875:                                              ; preds = %874
  %876 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.36)
  store i32 0, ptr %32, align 4
  br label %877

877:                                              ; preds = %894, %875
  %878 = load i32, ptr %32, align 4
  %879 = zext i32 %878 to i64
  %880 = icmp ult i64 %879, 14
  br i1 %880, label %881, label %884

881:                                              ; preds = %877
  %882 = call i32 @exact(ptr noundef @.str.36)
  %883 = icmp ne i32 %882, 0
  br label %884

884:                                              ; preds = %881, %877
  %885 = phi i1 [ false, %877 ], [ %883, %881 ]
  br i1 %885, label %886, label %897

886:                                              ; preds = %884
  %887 = load i32, ptr %32, align 4
  %888 = zext i32 %887 to i64
  %889 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %888
  %890 = load double, ptr %889, align 8
  store volatile double %890, ptr @vd, align 8
  %891 = load volatile double, ptr @vd, align 8
  %892 = call double @log1p(double noundef %891) #6
  %893 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %892)
  br label %894

894:                                              ; preds = %886
  %895 = load i32, ptr %32, align 4
  %896 = add i32 %895, 1
  store i32 %896, ptr %32, align 4
  br label %877, !llvm.loop !37

897:                                              ; preds = %884
  %898 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.36)
  store i32 0, ptr %33, align 4
  br label %899

899:                                              ; preds = %917, %897
  %900 = load i32, ptr %33, align 4
  %901 = zext i32 %900 to i64
  %902 = icmp ult i64 %901, 11
  br i1 %902, label %903, label %906

903:                                              ; preds = %899
  %904 = call i32 @exact(ptr noundef @.str.37)
  %905 = icmp ne i32 %904, 0
  br label %906

906:                                              ; preds = %903, %899
  %907 = phi i1 [ false, %899 ], [ %905, %903 ]
  br i1 %907, label %908, label %920

908:                                              ; preds = %906
  %909 = load i32, ptr %33, align 4
  %910 = zext i32 %909 to i64
  %911 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %910
  %912 = load float, ptr %911, align 4
  store volatile float %912, ptr @vf, align 4
  %913 = load volatile float, ptr @vf, align 4
  %914 = call float @log1pf(float noundef %913) #6
  %915 = fpext float %914 to double
  %916 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %915)
  br label %917

917:                                              ; preds = %908
  %918 = load i32, ptr %33, align 4
  %919 = add i32 %918, 1
  store i32 %919, ptr %33, align 4
  br label %899, !llvm.loop !38

920:                                              ; preds = %906
  %921 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.36)
  store i32 0, ptr %34, align 4
  br label %922

922:                                              ; preds = %939, %920
  %923 = load i32, ptr %34, align 4
  %924 = zext i32 %923 to i64
  %925 = icmp ult i64 %924, 10
  br i1 %925, label %926, label %929

926:                                              ; preds = %922
  %927 = call i32 @exact(ptr noundef @.str.38)
  %928 = icmp ne i32 %927, 0
  br label %929

929:                                              ; preds = %926, %922
  %930 = phi i1 [ false, %922 ], [ %928, %926 ]
  br i1 %930, label %931, label %942

931:                                              ; preds = %929
  %932 = load i32, ptr %34, align 4
  %933 = zext i32 %932 to i64
  %934 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %933
  %935 = load fp128, ptr %934, align 16
  store volatile fp128 %935, ptr @vl, align 16
  %936 = load volatile fp128, ptr @vl, align 16
  %937 = call fp128 @log1pl(fp128 noundef %936) #6
  %938 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %937)
  br label %939

939:                                              ; preds = %931
  %940 = load i32, ptr %34, align 4
  %941 = add i32 %940, 1
  store i32 %941, ptr %34, align 4
  br label %922, !llvm.loop !39

942:                                              ; preds = %929
  %943 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %944

944:                                              ; preds = %942
  br label %945

945:                                              ; preds = %944
  %946 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.39)
  store i32 0, ptr %35, align 4
  br label %947

947:                                              ; preds = %964, %945
  %948 = load i32, ptr %35, align 4
  %949 = zext i32 %948 to i64
  %950 = icmp ult i64 %949, 14
  br i1 %950, label %951, label %954

951:                                              ; preds = %947
  %952 = call i32 @exact(ptr noundef @.str.39)
  %953 = icmp ne i32 %952, 0
  br label %954

954:                                              ; preds = %951, %947
  %955 = phi i1 [ false, %947 ], [ %953, %951 ]
  br i1 %955, label %956, label %967

956:                                              ; preds = %954
  %957 = load i32, ptr %35, align 4
  %958 = zext i32 %957 to i64
  %959 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %958
  %960 = load double, ptr %959, align 8
  store volatile double %960, ptr @vd, align 8
  %961 = load volatile double, ptr @vd, align 8
  %962 = call double @logb(double noundef %961) #6
  %963 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %962)
  br label %964

964:                                              ; preds = %956
  %965 = load i32, ptr %35, align 4
  %966 = add i32 %965, 1
  store i32 %966, ptr %35, align 4
  br label %947, !llvm.loop !40

967:                                              ; preds = %954
  %968 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.39)
  store i32 0, ptr %36, align 4
  br label %969

969:                                              ; preds = %987, %967
  %970 = load i32, ptr %36, align 4
  %971 = zext i32 %970 to i64
  %972 = icmp ult i64 %971, 11
  br i1 %972, label %973, label %976

973:                                              ; preds = %969
  %974 = call i32 @exact(ptr noundef @.str.40)
  %975 = icmp ne i32 %974, 0
  br label %976

976:                                              ; preds = %973, %969
  %977 = phi i1 [ false, %969 ], [ %975, %973 ]
  br i1 %977, label %978, label %990

978:                                              ; preds = %976
  %979 = load i32, ptr %36, align 4
  %980 = zext i32 %979 to i64
  %981 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %980
  %982 = load float, ptr %981, align 4
  store volatile float %982, ptr @vf, align 4
  %983 = load volatile float, ptr @vf, align 4
  %984 = call float @logbf(float noundef %983) #6
  %985 = fpext float %984 to double
  %986 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %985)
  br label %987

987:                                              ; preds = %978
  %988 = load i32, ptr %36, align 4
  %989 = add i32 %988, 1
  store i32 %989, ptr %36, align 4
  br label %969, !llvm.loop !41

990:                                              ; preds = %976
  %991 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.39)
  store i32 0, ptr %37, align 4
  br label %992

992:                                              ; preds = %1009, %990
  %993 = load i32, ptr %37, align 4
  %994 = zext i32 %993 to i64
  %995 = icmp ult i64 %994, 10
  br i1 %995, label %996, label %999

996:                                              ; preds = %992
  %997 = call i32 @exact(ptr noundef @.str.41)
  %998 = icmp ne i32 %997, 0
  br label %999

999:                                              ; preds = %996, %992
  %1000 = phi i1 [ false, %992 ], [ %998, %996 ]
  br i1 %1000, label %1001, label %1012

1001:                                             ; preds = %999
  %1002 = load i32, ptr %37, align 4
  %1003 = zext i32 %1002 to i64
  %1004 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1003
  %1005 = load fp128, ptr %1004, align 16
  store volatile fp128 %1005, ptr @vl, align 16
  %1006 = load volatile fp128, ptr @vl, align 16
  %1007 = call fp128 @logbl(fp128 noundef %1006) #6
  %1008 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1007)
  br label %1009

1009:                                             ; preds = %1001
  %1010 = load i32, ptr %37, align 4
  %1011 = add i32 %1010, 1
  store i32 %1011, ptr %37, align 4
  br label %992, !llvm.loop !42

1012:                                             ; preds = %999
  %1013 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1014

1014:                                             ; preds = %1012
  br label %1015

1015:                                             ; preds = %1014
  %1016 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.42)
  store i32 0, ptr %38, align 4
  br label %1017

1017:                                             ; preds = %1034, %1015
  %1018 = load i32, ptr %38, align 4
  %1019 = zext i32 %1018 to i64
  %1020 = icmp ult i64 %1019, 14
  br i1 %1020, label %1021, label %1024

1021:                                             ; preds = %1017
  %1022 = call i32 @exact(ptr noundef @.str.42)
  %1023 = icmp ne i32 %1022, 0
  br label %1024

1024:                                             ; preds = %1021, %1017
  %1025 = phi i1 [ false, %1017 ], [ %1023, %1021 ]
  br i1 %1025, label %1026, label %1037

1026:                                             ; preds = %1024
  %1027 = load i32, ptr %38, align 4
  %1028 = zext i32 %1027 to i64
  %1029 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1028
  %1030 = load double, ptr %1029, align 8
  store volatile double %1030, ptr @vd, align 8
  %1031 = load volatile double, ptr @vd, align 8
  %1032 = call double @sin(double noundef %1031) #6
  %1033 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1032)
  br label %1034

1034:                                             ; preds = %1026
  %1035 = load i32, ptr %38, align 4
  %1036 = add i32 %1035, 1
  store i32 %1036, ptr %38, align 4
  br label %1017, !llvm.loop !43

1037:                                             ; preds = %1024
  %1038 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.42)
  store i32 0, ptr %39, align 4
  br label %1039

1039:                                             ; preds = %1057, %1037
  %1040 = load i32, ptr %39, align 4
  %1041 = zext i32 %1040 to i64
  %1042 = icmp ult i64 %1041, 11
  br i1 %1042, label %1043, label %1046

1043:                                             ; preds = %1039
  %1044 = call i32 @exact(ptr noundef @.str.43)
  %1045 = icmp ne i32 %1044, 0
  br label %1046

1046:                                             ; preds = %1043, %1039
  %1047 = phi i1 [ false, %1039 ], [ %1045, %1043 ]
  br i1 %1047, label %1048, label %1060

1048:                                             ; preds = %1046
  %1049 = load i32, ptr %39, align 4
  %1050 = zext i32 %1049 to i64
  %1051 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1050
  %1052 = load float, ptr %1051, align 4
  store volatile float %1052, ptr @vf, align 4
  %1053 = load volatile float, ptr @vf, align 4
  %1054 = call float @sinf(float noundef %1053) #6
  %1055 = fpext float %1054 to double
  %1056 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1055)
  br label %1057

1057:                                             ; preds = %1048
  %1058 = load i32, ptr %39, align 4
  %1059 = add i32 %1058, 1
  store i32 %1059, ptr %39, align 4
  br label %1039, !llvm.loop !44

1060:                                             ; preds = %1046
  %1061 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.42)
  store i32 0, ptr %40, align 4
  br label %1062

1062:                                             ; preds = %1079, %1060
  %1063 = load i32, ptr %40, align 4
  %1064 = zext i32 %1063 to i64
  %1065 = icmp ult i64 %1064, 10
  br i1 %1065, label %1066, label %1069

1066:                                             ; preds = %1062
  %1067 = call i32 @exact(ptr noundef @.str.44)
  %1068 = icmp ne i32 %1067, 0
  br label %1069

1069:                                             ; preds = %1066, %1062
  %1070 = phi i1 [ false, %1062 ], [ %1068, %1066 ]
  br i1 %1070, label %1071, label %1082

1071:                                             ; preds = %1069
  %1072 = load i32, ptr %40, align 4
  %1073 = zext i32 %1072 to i64
  %1074 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1073
  %1075 = load fp128, ptr %1074, align 16
  store volatile fp128 %1075, ptr @vl, align 16
  %1076 = load volatile fp128, ptr @vl, align 16
  %1077 = call fp128 @sinl(fp128 noundef %1076) #6
  %1078 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1077)
  br label %1079

1079:                                             ; preds = %1071
  %1080 = load i32, ptr %40, align 4
  %1081 = add i32 %1080, 1
  store i32 %1081, ptr %40, align 4
  br label %1062, !llvm.loop !45

1082:                                             ; preds = %1069
  %1083 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1084

1084:                                             ; preds = %1082
  br label %1085

1085:                                             ; preds = %1084
  %1086 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.45)
  store i32 0, ptr %41, align 4
  br label %1087

1087:                                             ; preds = %1104, %1085
  %1088 = load i32, ptr %41, align 4
  %1089 = zext i32 %1088 to i64
  %1090 = icmp ult i64 %1089, 14
  br i1 %1090, label %1091, label %1094

1091:                                             ; preds = %1087
  %1092 = call i32 @exact(ptr noundef @.str.45)
  %1093 = icmp ne i32 %1092, 0
  br label %1094

1094:                                             ; preds = %1091, %1087
  %1095 = phi i1 [ false, %1087 ], [ %1093, %1091 ]
  br i1 %1095, label %1096, label %1107

1096:                                             ; preds = %1094
  %1097 = load i32, ptr %41, align 4
  %1098 = zext i32 %1097 to i64
  %1099 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1098
  %1100 = load double, ptr %1099, align 8
  store volatile double %1100, ptr @vd, align 8
  %1101 = load volatile double, ptr @vd, align 8
  %1102 = call double @cos(double noundef %1101) #6
  %1103 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1102)
  br label %1104

1104:                                             ; preds = %1096
  %1105 = load i32, ptr %41, align 4
  %1106 = add i32 %1105, 1
  store i32 %1106, ptr %41, align 4
  br label %1087, !llvm.loop !46

1107:                                             ; preds = %1094
  %1108 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.45)
  store i32 0, ptr %42, align 4
  br label %1109

1109:                                             ; preds = %1127, %1107
  %1110 = load i32, ptr %42, align 4
  %1111 = zext i32 %1110 to i64
  %1112 = icmp ult i64 %1111, 11
  br i1 %1112, label %1113, label %1116

1113:                                             ; preds = %1109
  %1114 = call i32 @exact(ptr noundef @.str.46)
  %1115 = icmp ne i32 %1114, 0
  br label %1116

1116:                                             ; preds = %1113, %1109
  %1117 = phi i1 [ false, %1109 ], [ %1115, %1113 ]
  br i1 %1117, label %1118, label %1130

1118:                                             ; preds = %1116
  %1119 = load i32, ptr %42, align 4
  %1120 = zext i32 %1119 to i64
  %1121 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1120
  %1122 = load float, ptr %1121, align 4
  store volatile float %1122, ptr @vf, align 4
  %1123 = load volatile float, ptr @vf, align 4
  %1124 = call float @cosf(float noundef %1123) #6
  %1125 = fpext float %1124 to double
  %1126 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1125)
  br label %1127

1127:                                             ; preds = %1118
  %1128 = load i32, ptr %42, align 4
  %1129 = add i32 %1128, 1
  store i32 %1129, ptr %42, align 4
  br label %1109, !llvm.loop !47

1130:                                             ; preds = %1116
  %1131 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.45)
  store i32 0, ptr %43, align 4
  br label %1132

1132:                                             ; preds = %1149, %1130
  %1133 = load i32, ptr %43, align 4
  %1134 = zext i32 %1133 to i64
  %1135 = icmp ult i64 %1134, 10
  br i1 %1135, label %1136, label %1139

1136:                                             ; preds = %1132
  %1137 = call i32 @exact(ptr noundef @.str.47)
  %1138 = icmp ne i32 %1137, 0
  br label %1139

1139:                                             ; preds = %1136, %1132
  %1140 = phi i1 [ false, %1132 ], [ %1138, %1136 ]
  br i1 %1140, label %1141, label %1152

1141:                                             ; preds = %1139
  %1142 = load i32, ptr %43, align 4
  %1143 = zext i32 %1142 to i64
  %1144 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1143
  %1145 = load fp128, ptr %1144, align 16
  store volatile fp128 %1145, ptr @vl, align 16
  %1146 = load volatile fp128, ptr @vl, align 16
  %1147 = call fp128 @cosl(fp128 noundef %1146) #6
  %1148 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1147)
  br label %1149

1149:                                             ; preds = %1141
  %1150 = load i32, ptr %43, align 4
  %1151 = add i32 %1150, 1
  store i32 %1151, ptr %43, align 4
  br label %1132, !llvm.loop !48

1152:                                             ; preds = %1139
  %1153 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1154

1154:                                             ; preds = %1152
  br label %1155

1155:                                             ; preds = %1154
  %1156 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.48)
  store i32 0, ptr %44, align 4
  br label %1157

1157:                                             ; preds = %1174, %1155
  %1158 = load i32, ptr %44, align 4
  %1159 = zext i32 %1158 to i64
  %1160 = icmp ult i64 %1159, 14
  br i1 %1160, label %1161, label %1164

1161:                                             ; preds = %1157
  %1162 = call i32 @exact(ptr noundef @.str.48)
  %1163 = icmp ne i32 %1162, 0
  br label %1164

1164:                                             ; preds = %1161, %1157
  %1165 = phi i1 [ false, %1157 ], [ %1163, %1161 ]
  br i1 %1165, label %1166, label %1177

1166:                                             ; preds = %1164
  %1167 = load i32, ptr %44, align 4
  %1168 = zext i32 %1167 to i64
  %1169 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1168
  %1170 = load double, ptr %1169, align 8
  store volatile double %1170, ptr @vd, align 8
  %1171 = load volatile double, ptr @vd, align 8
  %1172 = call double @tan(double noundef %1171) #6
  %1173 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1172)
  br label %1174

1174:                                             ; preds = %1166
  %1175 = load i32, ptr %44, align 4
  %1176 = add i32 %1175, 1
  store i32 %1176, ptr %44, align 4
  br label %1157, !llvm.loop !49

1177:                                             ; preds = %1164
  %1178 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.48)
  store i32 0, ptr %45, align 4
  br label %1179

1179:                                             ; preds = %1197, %1177
  %1180 = load i32, ptr %45, align 4
  %1181 = zext i32 %1180 to i64
  %1182 = icmp ult i64 %1181, 11
  br i1 %1182, label %1183, label %1186

1183:                                             ; preds = %1179
  %1184 = call i32 @exact(ptr noundef @.str.49)
  %1185 = icmp ne i32 %1184, 0
  br label %1186

1186:                                             ; preds = %1183, %1179
  %1187 = phi i1 [ false, %1179 ], [ %1185, %1183 ]
  br i1 %1187, label %1188, label %1200

1188:                                             ; preds = %1186
  %1189 = load i32, ptr %45, align 4
  %1190 = zext i32 %1189 to i64
  %1191 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1190
  %1192 = load float, ptr %1191, align 4
  store volatile float %1192, ptr @vf, align 4
  %1193 = load volatile float, ptr @vf, align 4
  %1194 = call float @tanf(float noundef %1193) #6
  %1195 = fpext float %1194 to double
  %1196 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1195)
  br label %1197

1197:                                             ; preds = %1188
  %1198 = load i32, ptr %45, align 4
  %1199 = add i32 %1198, 1
  store i32 %1199, ptr %45, align 4
  br label %1179, !llvm.loop !50

1200:                                             ; preds = %1186
  %1201 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.48)
  store i32 0, ptr %46, align 4
  br label %1202

1202:                                             ; preds = %1219, %1200
  %1203 = load i32, ptr %46, align 4
  %1204 = zext i32 %1203 to i64
  %1205 = icmp ult i64 %1204, 10
  br i1 %1205, label %1206, label %1209

1206:                                             ; preds = %1202
  %1207 = call i32 @exact(ptr noundef @.str.50)
  %1208 = icmp ne i32 %1207, 0
  br label %1209

1209:                                             ; preds = %1206, %1202
  %1210 = phi i1 [ false, %1202 ], [ %1208, %1206 ]
  br i1 %1210, label %1211, label %1222

1211:                                             ; preds = %1209
  %1212 = load i32, ptr %46, align 4
  %1213 = zext i32 %1212 to i64
  %1214 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1213
  %1215 = load fp128, ptr %1214, align 16
  store volatile fp128 %1215, ptr @vl, align 16
  %1216 = load volatile fp128, ptr @vl, align 16
  %1217 = call fp128 @tanl(fp128 noundef %1216) #6
  %1218 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1217)
  br label %1219

1219:                                             ; preds = %1211
  %1220 = load i32, ptr %46, align 4
  %1221 = add i32 %1220, 1
  store i32 %1221, ptr %46, align 4
  br label %1202, !llvm.loop !51

1222:                                             ; preds = %1209
  %1223 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1224

1224:                                             ; preds = %1222
  br label %1225

1225:                                             ; preds = %1224
  %1226 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.51)
  store i32 0, ptr %47, align 4
  br label %1227

1227:                                             ; preds = %1244, %1225
  %1228 = load i32, ptr %47, align 4
  %1229 = zext i32 %1228 to i64
  %1230 = icmp ult i64 %1229, 14
  br i1 %1230, label %1231, label %1234

1231:                                             ; preds = %1227
  %1232 = call i32 @exact(ptr noundef @.str.51)
  %1233 = icmp ne i32 %1232, 0
  br label %1234

1234:                                             ; preds = %1231, %1227
  %1235 = phi i1 [ false, %1227 ], [ %1233, %1231 ]
  br i1 %1235, label %1236, label %1247

1236:                                             ; preds = %1234
  %1237 = load i32, ptr %47, align 4
  %1238 = zext i32 %1237 to i64
  %1239 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1238
  %1240 = load double, ptr %1239, align 8
  store volatile double %1240, ptr @vd, align 8
  %1241 = load volatile double, ptr @vd, align 8
  %1242 = call double @asin(double noundef %1241) #6
  %1243 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1242)
  br label %1244

1244:                                             ; preds = %1236
  %1245 = load i32, ptr %47, align 4
  %1246 = add i32 %1245, 1
  store i32 %1246, ptr %47, align 4
  br label %1227, !llvm.loop !52

1247:                                             ; preds = %1234
  %1248 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.51)
  store i32 0, ptr %48, align 4
  br label %1249

1249:                                             ; preds = %1267, %1247
  %1250 = load i32, ptr %48, align 4
  %1251 = zext i32 %1250 to i64
  %1252 = icmp ult i64 %1251, 11
  br i1 %1252, label %1253, label %1256

1253:                                             ; preds = %1249
  %1254 = call i32 @exact(ptr noundef @.str.52)
  %1255 = icmp ne i32 %1254, 0
  br label %1256

1256:                                             ; preds = %1253, %1249
  %1257 = phi i1 [ false, %1249 ], [ %1255, %1253 ]
  br i1 %1257, label %1258, label %1270

1258:                                             ; preds = %1256
  %1259 = load i32, ptr %48, align 4
  %1260 = zext i32 %1259 to i64
  %1261 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1260
  %1262 = load float, ptr %1261, align 4
  store volatile float %1262, ptr @vf, align 4
  %1263 = load volatile float, ptr @vf, align 4
  %1264 = call float @asinf(float noundef %1263) #6
  %1265 = fpext float %1264 to double
  %1266 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1265)
  br label %1267

1267:                                             ; preds = %1258
  %1268 = load i32, ptr %48, align 4
  %1269 = add i32 %1268, 1
  store i32 %1269, ptr %48, align 4
  br label %1249, !llvm.loop !53

1270:                                             ; preds = %1256
  %1271 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.51)
  store i32 0, ptr %49, align 4
  br label %1272

1272:                                             ; preds = %1289, %1270
  %1273 = load i32, ptr %49, align 4
  %1274 = zext i32 %1273 to i64
  %1275 = icmp ult i64 %1274, 10
  br i1 %1275, label %1276, label %1279

1276:                                             ; preds = %1272
  %1277 = call i32 @exact(ptr noundef @.str.53)
  %1278 = icmp ne i32 %1277, 0
  br label %1279

1279:                                             ; preds = %1276, %1272
  %1280 = phi i1 [ false, %1272 ], [ %1278, %1276 ]
  br i1 %1280, label %1281, label %1292

1281:                                             ; preds = %1279
  %1282 = load i32, ptr %49, align 4
  %1283 = zext i32 %1282 to i64
  %1284 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1283
  %1285 = load fp128, ptr %1284, align 16
  store volatile fp128 %1285, ptr @vl, align 16
  %1286 = load volatile fp128, ptr @vl, align 16
  %1287 = call fp128 @asinl(fp128 noundef %1286) #6
  %1288 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1287)
  br label %1289

1289:                                             ; preds = %1281
  %1290 = load i32, ptr %49, align 4
  %1291 = add i32 %1290, 1
  store i32 %1291, ptr %49, align 4
  br label %1272, !llvm.loop !54

1292:                                             ; preds = %1279
  %1293 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1294

1294:                                             ; preds = %1292
  br label %1295

1295:                                             ; preds = %1294
  %1296 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.54)
  store i32 0, ptr %50, align 4
  br label %1297

1297:                                             ; preds = %1314, %1295
  %1298 = load i32, ptr %50, align 4
  %1299 = zext i32 %1298 to i64
  %1300 = icmp ult i64 %1299, 14
  br i1 %1300, label %1301, label %1304

1301:                                             ; preds = %1297
  %1302 = call i32 @exact(ptr noundef @.str.54)
  %1303 = icmp ne i32 %1302, 0
  br label %1304

1304:                                             ; preds = %1301, %1297
  %1305 = phi i1 [ false, %1297 ], [ %1303, %1301 ]
  br i1 %1305, label %1306, label %1317

1306:                                             ; preds = %1304
  %1307 = load i32, ptr %50, align 4
  %1308 = zext i32 %1307 to i64
  %1309 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1308
  %1310 = load double, ptr %1309, align 8
  store volatile double %1310, ptr @vd, align 8
  %1311 = load volatile double, ptr @vd, align 8
  %1312 = call double @acos(double noundef %1311) #6
  %1313 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1312)
  br label %1314

1314:                                             ; preds = %1306
  %1315 = load i32, ptr %50, align 4
  %1316 = add i32 %1315, 1
  store i32 %1316, ptr %50, align 4
  br label %1297, !llvm.loop !55

1317:                                             ; preds = %1304
  %1318 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.54)
  store i32 0, ptr %51, align 4
  br label %1319

1319:                                             ; preds = %1337, %1317
  %1320 = load i32, ptr %51, align 4
  %1321 = zext i32 %1320 to i64
  %1322 = icmp ult i64 %1321, 11
  br i1 %1322, label %1323, label %1326

1323:                                             ; preds = %1319
  %1324 = call i32 @exact(ptr noundef @.str.55)
  %1325 = icmp ne i32 %1324, 0
  br label %1326

1326:                                             ; preds = %1323, %1319
  %1327 = phi i1 [ false, %1319 ], [ %1325, %1323 ]
  br i1 %1327, label %1328, label %1340

1328:                                             ; preds = %1326
  %1329 = load i32, ptr %51, align 4
  %1330 = zext i32 %1329 to i64
  %1331 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1330
  %1332 = load float, ptr %1331, align 4
  store volatile float %1332, ptr @vf, align 4
  %1333 = load volatile float, ptr @vf, align 4
  %1334 = call float @acosf(float noundef %1333) #6
  %1335 = fpext float %1334 to double
  %1336 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1335)
  br label %1337

1337:                                             ; preds = %1328
  %1338 = load i32, ptr %51, align 4
  %1339 = add i32 %1338, 1
  store i32 %1339, ptr %51, align 4
  br label %1319, !llvm.loop !56

1340:                                             ; preds = %1326
  %1341 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.54)
  store i32 0, ptr %52, align 4
  br label %1342

1342:                                             ; preds = %1359, %1340
  %1343 = load i32, ptr %52, align 4
  %1344 = zext i32 %1343 to i64
  %1345 = icmp ult i64 %1344, 10
  br i1 %1345, label %1346, label %1349

1346:                                             ; preds = %1342
  %1347 = call i32 @exact(ptr noundef @.str.56)
  %1348 = icmp ne i32 %1347, 0
  br label %1349

1349:                                             ; preds = %1346, %1342
  %1350 = phi i1 [ false, %1342 ], [ %1348, %1346 ]
  br i1 %1350, label %1351, label %1362

1351:                                             ; preds = %1349
  %1352 = load i32, ptr %52, align 4
  %1353 = zext i32 %1352 to i64
  %1354 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1353
  %1355 = load fp128, ptr %1354, align 16
  store volatile fp128 %1355, ptr @vl, align 16
  %1356 = load volatile fp128, ptr @vl, align 16
  %1357 = call fp128 @acosl(fp128 noundef %1356) #6
  %1358 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1357)
  br label %1359

1359:                                             ; preds = %1351
  %1360 = load i32, ptr %52, align 4
  %1361 = add i32 %1360, 1
  store i32 %1361, ptr %52, align 4
  br label %1342, !llvm.loop !57

1362:                                             ; preds = %1349
  %1363 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1364

1364:                                             ; preds = %1362
  br label %1365

1365:                                             ; preds = %1364
  %1366 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.57)
  store i32 0, ptr %53, align 4
  br label %1367

1367:                                             ; preds = %1384, %1365
  %1368 = load i32, ptr %53, align 4
  %1369 = zext i32 %1368 to i64
  %1370 = icmp ult i64 %1369, 14
  br i1 %1370, label %1371, label %1374

1371:                                             ; preds = %1367
  %1372 = call i32 @exact(ptr noundef @.str.57)
  %1373 = icmp ne i32 %1372, 0
  br label %1374

1374:                                             ; preds = %1371, %1367
  %1375 = phi i1 [ false, %1367 ], [ %1373, %1371 ]
  br i1 %1375, label %1376, label %1387

1376:                                             ; preds = %1374
  %1377 = load i32, ptr %53, align 4
  %1378 = zext i32 %1377 to i64
  %1379 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1378
  %1380 = load double, ptr %1379, align 8
  store volatile double %1380, ptr @vd, align 8
  %1381 = load volatile double, ptr @vd, align 8
  %1382 = call double @atan(double noundef %1381) #6
  %1383 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1382)
  br label %1384

1384:                                             ; preds = %1376
  %1385 = load i32, ptr %53, align 4
  %1386 = add i32 %1385, 1
  store i32 %1386, ptr %53, align 4
  br label %1367, !llvm.loop !58

1387:                                             ; preds = %1374
  %1388 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.57)
  store i32 0, ptr %54, align 4
  br label %1389

1389:                                             ; preds = %1407, %1387
  %1390 = load i32, ptr %54, align 4
  %1391 = zext i32 %1390 to i64
  %1392 = icmp ult i64 %1391, 11
  br i1 %1392, label %1393, label %1396

1393:                                             ; preds = %1389
  %1394 = call i32 @exact(ptr noundef @.str.58)
  %1395 = icmp ne i32 %1394, 0
  br label %1396

1396:                                             ; preds = %1393, %1389
  %1397 = phi i1 [ false, %1389 ], [ %1395, %1393 ]
  br i1 %1397, label %1398, label %1410

1398:                                             ; preds = %1396
  %1399 = load i32, ptr %54, align 4
  %1400 = zext i32 %1399 to i64
  %1401 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1400
  %1402 = load float, ptr %1401, align 4
  store volatile float %1402, ptr @vf, align 4
  %1403 = load volatile float, ptr @vf, align 4
  %1404 = call float @atanf(float noundef %1403) #6
  %1405 = fpext float %1404 to double
  %1406 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1405)
  br label %1407

1407:                                             ; preds = %1398
  %1408 = load i32, ptr %54, align 4
  %1409 = add i32 %1408, 1
  store i32 %1409, ptr %54, align 4
  br label %1389, !llvm.loop !59

1410:                                             ; preds = %1396
  %1411 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.57)
  store i32 0, ptr %55, align 4
  br label %1412

1412:                                             ; preds = %1429, %1410
  %1413 = load i32, ptr %55, align 4
  %1414 = zext i32 %1413 to i64
  %1415 = icmp ult i64 %1414, 10
  br i1 %1415, label %1416, label %1419

1416:                                             ; preds = %1412
  %1417 = call i32 @exact(ptr noundef @.str.59)
  %1418 = icmp ne i32 %1417, 0
  br label %1419

1419:                                             ; preds = %1416, %1412
  %1420 = phi i1 [ false, %1412 ], [ %1418, %1416 ]
  br i1 %1420, label %1421, label %1432

1421:                                             ; preds = %1419
  %1422 = load i32, ptr %55, align 4
  %1423 = zext i32 %1422 to i64
  %1424 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1423
  %1425 = load fp128, ptr %1424, align 16
  store volatile fp128 %1425, ptr @vl, align 16
  %1426 = load volatile fp128, ptr @vl, align 16
  %1427 = call fp128 @atanl(fp128 noundef %1426) #6
  %1428 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1427)
  br label %1429

1429:                                             ; preds = %1421
  %1430 = load i32, ptr %55, align 4
  %1431 = add i32 %1430, 1
  store i32 %1431, ptr %55, align 4
  br label %1412, !llvm.loop !60

1432:                                             ; preds = %1419
  %1433 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1434

1434:                                             ; preds = %1432
  br label %1435

1435:                                             ; preds = %1434
  %1436 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.60)
  store i32 0, ptr %56, align 4
  br label %1437

1437:                                             ; preds = %1454, %1435
  %1438 = load i32, ptr %56, align 4
  %1439 = zext i32 %1438 to i64
  %1440 = icmp ult i64 %1439, 14
  br i1 %1440, label %1441, label %1444

1441:                                             ; preds = %1437
  %1442 = call i32 @exact(ptr noundef @.str.60)
  %1443 = icmp ne i32 %1442, 0
  br label %1444

1444:                                             ; preds = %1441, %1437
  %1445 = phi i1 [ false, %1437 ], [ %1443, %1441 ]
  br i1 %1445, label %1446, label %1457

1446:                                             ; preds = %1444
  %1447 = load i32, ptr %56, align 4
  %1448 = zext i32 %1447 to i64
  %1449 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1448
  %1450 = load double, ptr %1449, align 8
  store volatile double %1450, ptr @vd, align 8
  %1451 = load volatile double, ptr @vd, align 8
  %1452 = call double @sinh(double noundef %1451) #6
  %1453 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1452)
  br label %1454

1454:                                             ; preds = %1446
  %1455 = load i32, ptr %56, align 4
  %1456 = add i32 %1455, 1
  store i32 %1456, ptr %56, align 4
  br label %1437, !llvm.loop !61

1457:                                             ; preds = %1444
  %1458 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.60)
  store i32 0, ptr %57, align 4
  br label %1459

1459:                                             ; preds = %1477, %1457
  %1460 = load i32, ptr %57, align 4
  %1461 = zext i32 %1460 to i64
  %1462 = icmp ult i64 %1461, 11
  br i1 %1462, label %1463, label %1466

1463:                                             ; preds = %1459
  %1464 = call i32 @exact(ptr noundef @.str.61)
  %1465 = icmp ne i32 %1464, 0
  br label %1466

1466:                                             ; preds = %1463, %1459
  %1467 = phi i1 [ false, %1459 ], [ %1465, %1463 ]
  br i1 %1467, label %1468, label %1480

1468:                                             ; preds = %1466
  %1469 = load i32, ptr %57, align 4
  %1470 = zext i32 %1469 to i64
  %1471 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1470
  %1472 = load float, ptr %1471, align 4
  store volatile float %1472, ptr @vf, align 4
  %1473 = load volatile float, ptr @vf, align 4
  %1474 = call float @sinhf(float noundef %1473) #6
  %1475 = fpext float %1474 to double
  %1476 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1475)
  br label %1477

1477:                                             ; preds = %1468
  %1478 = load i32, ptr %57, align 4
  %1479 = add i32 %1478, 1
  store i32 %1479, ptr %57, align 4
  br label %1459, !llvm.loop !62

1480:                                             ; preds = %1466
  %1481 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.60)
  store i32 0, ptr %58, align 4
  br label %1482

1482:                                             ; preds = %1499, %1480
  %1483 = load i32, ptr %58, align 4
  %1484 = zext i32 %1483 to i64
  %1485 = icmp ult i64 %1484, 10
  br i1 %1485, label %1486, label %1489

1486:                                             ; preds = %1482
  %1487 = call i32 @exact(ptr noundef @.str.62)
  %1488 = icmp ne i32 %1487, 0
  br label %1489

1489:                                             ; preds = %1486, %1482
  %1490 = phi i1 [ false, %1482 ], [ %1488, %1486 ]
  br i1 %1490, label %1491, label %1502

1491:                                             ; preds = %1489
  %1492 = load i32, ptr %58, align 4
  %1493 = zext i32 %1492 to i64
  %1494 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1493
  %1495 = load fp128, ptr %1494, align 16
  store volatile fp128 %1495, ptr @vl, align 16
  %1496 = load volatile fp128, ptr @vl, align 16
  %1497 = call fp128 @sinhl(fp128 noundef %1496) #6
  %1498 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1497)
  br label %1499

1499:                                             ; preds = %1491
  %1500 = load i32, ptr %58, align 4
  %1501 = add i32 %1500, 1
  store i32 %1501, ptr %58, align 4
  br label %1482, !llvm.loop !63

1502:                                             ; preds = %1489
  %1503 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1504

1504:                                             ; preds = %1502
  br label %1505

1505:                                             ; preds = %1504
  %1506 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.63)
  store i32 0, ptr %59, align 4
  br label %1507

1507:                                             ; preds = %1524, %1505
  %1508 = load i32, ptr %59, align 4
  %1509 = zext i32 %1508 to i64
  %1510 = icmp ult i64 %1509, 14
  br i1 %1510, label %1511, label %1514

1511:                                             ; preds = %1507
  %1512 = call i32 @exact(ptr noundef @.str.63)
  %1513 = icmp ne i32 %1512, 0
  br label %1514

1514:                                             ; preds = %1511, %1507
  %1515 = phi i1 [ false, %1507 ], [ %1513, %1511 ]
  br i1 %1515, label %1516, label %1527

1516:                                             ; preds = %1514
  %1517 = load i32, ptr %59, align 4
  %1518 = zext i32 %1517 to i64
  %1519 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1518
  %1520 = load double, ptr %1519, align 8
  store volatile double %1520, ptr @vd, align 8
  %1521 = load volatile double, ptr @vd, align 8
  %1522 = call double @cosh(double noundef %1521) #6
  %1523 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1522)
  br label %1524

1524:                                             ; preds = %1516
  %1525 = load i32, ptr %59, align 4
  %1526 = add i32 %1525, 1
  store i32 %1526, ptr %59, align 4
  br label %1507, !llvm.loop !64

1527:                                             ; preds = %1514
  %1528 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.63)
  store i32 0, ptr %60, align 4
  br label %1529

1529:                                             ; preds = %1547, %1527
  %1530 = load i32, ptr %60, align 4
  %1531 = zext i32 %1530 to i64
  %1532 = icmp ult i64 %1531, 11
  br i1 %1532, label %1533, label %1536

1533:                                             ; preds = %1529
  %1534 = call i32 @exact(ptr noundef @.str.64)
  %1535 = icmp ne i32 %1534, 0
  br label %1536

1536:                                             ; preds = %1533, %1529
  %1537 = phi i1 [ false, %1529 ], [ %1535, %1533 ]
  br i1 %1537, label %1538, label %1550

1538:                                             ; preds = %1536
  %1539 = load i32, ptr %60, align 4
  %1540 = zext i32 %1539 to i64
  %1541 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1540
  %1542 = load float, ptr %1541, align 4
  store volatile float %1542, ptr @vf, align 4
  %1543 = load volatile float, ptr @vf, align 4
  %1544 = call float @coshf(float noundef %1543) #6
  %1545 = fpext float %1544 to double
  %1546 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1545)
  br label %1547

1547:                                             ; preds = %1538
  %1548 = load i32, ptr %60, align 4
  %1549 = add i32 %1548, 1
  store i32 %1549, ptr %60, align 4
  br label %1529, !llvm.loop !65

1550:                                             ; preds = %1536
  %1551 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.63)
  store i32 0, ptr %61, align 4
  br label %1552

1552:                                             ; preds = %1569, %1550
  %1553 = load i32, ptr %61, align 4
  %1554 = zext i32 %1553 to i64
  %1555 = icmp ult i64 %1554, 10
  br i1 %1555, label %1556, label %1559

1556:                                             ; preds = %1552
  %1557 = call i32 @exact(ptr noundef @.str.65)
  %1558 = icmp ne i32 %1557, 0
  br label %1559

1559:                                             ; preds = %1556, %1552
  %1560 = phi i1 [ false, %1552 ], [ %1558, %1556 ]
  br i1 %1560, label %1561, label %1572

1561:                                             ; preds = %1559
  %1562 = load i32, ptr %61, align 4
  %1563 = zext i32 %1562 to i64
  %1564 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1563
  %1565 = load fp128, ptr %1564, align 16
  store volatile fp128 %1565, ptr @vl, align 16
  %1566 = load volatile fp128, ptr @vl, align 16
  %1567 = call fp128 @coshl(fp128 noundef %1566) #6
  %1568 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1567)
  br label %1569

1569:                                             ; preds = %1561
  %1570 = load i32, ptr %61, align 4
  %1571 = add i32 %1570, 1
  store i32 %1571, ptr %61, align 4
  br label %1552, !llvm.loop !66

1572:                                             ; preds = %1559
  %1573 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1574

1574:                                             ; preds = %1572
  br label %1575

1575:                                             ; preds = %1574
  %1576 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.66)
  store i32 0, ptr %62, align 4
  br label %1577

1577:                                             ; preds = %1594, %1575
  %1578 = load i32, ptr %62, align 4
  %1579 = zext i32 %1578 to i64
  %1580 = icmp ult i64 %1579, 14
  br i1 %1580, label %1581, label %1584

1581:                                             ; preds = %1577
  %1582 = call i32 @exact(ptr noundef @.str.66)
  %1583 = icmp ne i32 %1582, 0
  br label %1584

1584:                                             ; preds = %1581, %1577
  %1585 = phi i1 [ false, %1577 ], [ %1583, %1581 ]
  br i1 %1585, label %1586, label %1597

1586:                                             ; preds = %1584
  %1587 = load i32, ptr %62, align 4
  %1588 = zext i32 %1587 to i64
  %1589 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1588
  %1590 = load double, ptr %1589, align 8
  store volatile double %1590, ptr @vd, align 8
  %1591 = load volatile double, ptr @vd, align 8
  %1592 = call double @tanh(double noundef %1591) #6
  %1593 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1592)
  br label %1594

1594:                                             ; preds = %1586
  %1595 = load i32, ptr %62, align 4
  %1596 = add i32 %1595, 1
  store i32 %1596, ptr %62, align 4
  br label %1577, !llvm.loop !67

1597:                                             ; preds = %1584
  %1598 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.66)
  store i32 0, ptr %63, align 4
  br label %1599

1599:                                             ; preds = %1617, %1597
  %1600 = load i32, ptr %63, align 4
  %1601 = zext i32 %1600 to i64
  %1602 = icmp ult i64 %1601, 11
  br i1 %1602, label %1603, label %1606

1603:                                             ; preds = %1599
  %1604 = call i32 @exact(ptr noundef @.str.67)
  %1605 = icmp ne i32 %1604, 0
  br label %1606

1606:                                             ; preds = %1603, %1599
  %1607 = phi i1 [ false, %1599 ], [ %1605, %1603 ]
  br i1 %1607, label %1608, label %1620

1608:                                             ; preds = %1606
  %1609 = load i32, ptr %63, align 4
  %1610 = zext i32 %1609 to i64
  %1611 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1610
  %1612 = load float, ptr %1611, align 4
  store volatile float %1612, ptr @vf, align 4
  %1613 = load volatile float, ptr @vf, align 4
  %1614 = call float @tanhf(float noundef %1613) #6
  %1615 = fpext float %1614 to double
  %1616 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1615)
  br label %1617

1617:                                             ; preds = %1608
  %1618 = load i32, ptr %63, align 4
  %1619 = add i32 %1618, 1
  store i32 %1619, ptr %63, align 4
  br label %1599, !llvm.loop !68

1620:                                             ; preds = %1606
  %1621 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.66)
  store i32 0, ptr %64, align 4
  br label %1622

1622:                                             ; preds = %1639, %1620
  %1623 = load i32, ptr %64, align 4
  %1624 = zext i32 %1623 to i64
  %1625 = icmp ult i64 %1624, 10
  br i1 %1625, label %1626, label %1629

1626:                                             ; preds = %1622
  %1627 = call i32 @exact(ptr noundef @.str.68)
  %1628 = icmp ne i32 %1627, 0
  br label %1629

1629:                                             ; preds = %1626, %1622
  %1630 = phi i1 [ false, %1622 ], [ %1628, %1626 ]
  br i1 %1630, label %1631, label %1642

1631:                                             ; preds = %1629
  %1632 = load i32, ptr %64, align 4
  %1633 = zext i32 %1632 to i64
  %1634 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1633
  %1635 = load fp128, ptr %1634, align 16
  store volatile fp128 %1635, ptr @vl, align 16
  %1636 = load volatile fp128, ptr @vl, align 16
  %1637 = call fp128 @tanhl(fp128 noundef %1636) #6
  %1638 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1637)
  br label %1639

1639:                                             ; preds = %1631
  %1640 = load i32, ptr %64, align 4
  %1641 = add i32 %1640, 1
  store i32 %1641, ptr %64, align 4
  br label %1622, !llvm.loop !69

1642:                                             ; preds = %1629
  %1643 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1644

1644:                                             ; preds = %1642
  br label %1645

1645:                                             ; preds = %1644
  %1646 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.69)
  store i32 0, ptr %65, align 4
  br label %1647

1647:                                             ; preds = %1664, %1645
  %1648 = load i32, ptr %65, align 4
  %1649 = zext i32 %1648 to i64
  %1650 = icmp ult i64 %1649, 14
  br i1 %1650, label %1651, label %1654

1651:                                             ; preds = %1647
  %1652 = call i32 @exact(ptr noundef @.str.69)
  %1653 = icmp ne i32 %1652, 0
  br label %1654

1654:                                             ; preds = %1651, %1647
  %1655 = phi i1 [ false, %1647 ], [ %1653, %1651 ]
  br i1 %1655, label %1656, label %1667

1656:                                             ; preds = %1654
  %1657 = load i32, ptr %65, align 4
  %1658 = zext i32 %1657 to i64
  %1659 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1658
  %1660 = load double, ptr %1659, align 8
  store volatile double %1660, ptr @vd, align 8
  %1661 = load volatile double, ptr @vd, align 8
  %1662 = call double @asinh(double noundef %1661) #6
  %1663 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1662)
  br label %1664

1664:                                             ; preds = %1656
  %1665 = load i32, ptr %65, align 4
  %1666 = add i32 %1665, 1
  store i32 %1666, ptr %65, align 4
  br label %1647, !llvm.loop !70

1667:                                             ; preds = %1654
  %1668 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.69)
  store i32 0, ptr %66, align 4
  br label %1669

1669:                                             ; preds = %1687, %1667
  %1670 = load i32, ptr %66, align 4
  %1671 = zext i32 %1670 to i64
  %1672 = icmp ult i64 %1671, 11
  br i1 %1672, label %1673, label %1676

1673:                                             ; preds = %1669
  %1674 = call i32 @exact(ptr noundef @.str.70)
  %1675 = icmp ne i32 %1674, 0
  br label %1676

1676:                                             ; preds = %1673, %1669
  %1677 = phi i1 [ false, %1669 ], [ %1675, %1673 ]
  br i1 %1677, label %1678, label %1690

1678:                                             ; preds = %1676
  %1679 = load i32, ptr %66, align 4
  %1680 = zext i32 %1679 to i64
  %1681 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1680
  %1682 = load float, ptr %1681, align 4
  store volatile float %1682, ptr @vf, align 4
  %1683 = load volatile float, ptr @vf, align 4
  %1684 = call float @asinhf(float noundef %1683) #6
  %1685 = fpext float %1684 to double
  %1686 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1685)
  br label %1687

1687:                                             ; preds = %1678
  %1688 = load i32, ptr %66, align 4
  %1689 = add i32 %1688, 1
  store i32 %1689, ptr %66, align 4
  br label %1669, !llvm.loop !71

1690:                                             ; preds = %1676
  %1691 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.69)
  store i32 0, ptr %67, align 4
  br label %1692

1692:                                             ; preds = %1709, %1690
  %1693 = load i32, ptr %67, align 4
  %1694 = zext i32 %1693 to i64
  %1695 = icmp ult i64 %1694, 10
  br i1 %1695, label %1696, label %1699

1696:                                             ; preds = %1692
  %1697 = call i32 @exact(ptr noundef @.str.71)
  %1698 = icmp ne i32 %1697, 0
  br label %1699

1699:                                             ; preds = %1696, %1692
  %1700 = phi i1 [ false, %1692 ], [ %1698, %1696 ]
  br i1 %1700, label %1701, label %1712

1701:                                             ; preds = %1699
  %1702 = load i32, ptr %67, align 4
  %1703 = zext i32 %1702 to i64
  %1704 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1703
  %1705 = load fp128, ptr %1704, align 16
  store volatile fp128 %1705, ptr @vl, align 16
  %1706 = load volatile fp128, ptr @vl, align 16
  %1707 = call fp128 @asinhl(fp128 noundef %1706) #6
  %1708 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1707)
  br label %1709

1709:                                             ; preds = %1701
  %1710 = load i32, ptr %67, align 4
  %1711 = add i32 %1710, 1
  store i32 %1711, ptr %67, align 4
  br label %1692, !llvm.loop !72

1712:                                             ; preds = %1699
  %1713 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1714

1714:                                             ; preds = %1712
  br label %1715

1715:                                             ; preds = %1714
  %1716 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.72)
  store i32 0, ptr %68, align 4
  br label %1717

1717:                                             ; preds = %1734, %1715
  %1718 = load i32, ptr %68, align 4
  %1719 = zext i32 %1718 to i64
  %1720 = icmp ult i64 %1719, 14
  br i1 %1720, label %1721, label %1724

1721:                                             ; preds = %1717
  %1722 = call i32 @exact(ptr noundef @.str.72)
  %1723 = icmp ne i32 %1722, 0
  br label %1724

1724:                                             ; preds = %1721, %1717
  %1725 = phi i1 [ false, %1717 ], [ %1723, %1721 ]
  br i1 %1725, label %1726, label %1737

1726:                                             ; preds = %1724
  %1727 = load i32, ptr %68, align 4
  %1728 = zext i32 %1727 to i64
  %1729 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1728
  %1730 = load double, ptr %1729, align 8
  store volatile double %1730, ptr @vd, align 8
  %1731 = load volatile double, ptr @vd, align 8
  %1732 = call double @acosh(double noundef %1731) #6
  %1733 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1732)
  br label %1734

1734:                                             ; preds = %1726
  %1735 = load i32, ptr %68, align 4
  %1736 = add i32 %1735, 1
  store i32 %1736, ptr %68, align 4
  br label %1717, !llvm.loop !73

1737:                                             ; preds = %1724
  %1738 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.72)
  store i32 0, ptr %69, align 4
  br label %1739

1739:                                             ; preds = %1757, %1737
  %1740 = load i32, ptr %69, align 4
  %1741 = zext i32 %1740 to i64
  %1742 = icmp ult i64 %1741, 11
  br i1 %1742, label %1743, label %1746

1743:                                             ; preds = %1739
  %1744 = call i32 @exact(ptr noundef @.str.73)
  %1745 = icmp ne i32 %1744, 0
  br label %1746

1746:                                             ; preds = %1743, %1739
  %1747 = phi i1 [ false, %1739 ], [ %1745, %1743 ]
  br i1 %1747, label %1748, label %1760

1748:                                             ; preds = %1746
  %1749 = load i32, ptr %69, align 4
  %1750 = zext i32 %1749 to i64
  %1751 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1750
  %1752 = load float, ptr %1751, align 4
  store volatile float %1752, ptr @vf, align 4
  %1753 = load volatile float, ptr @vf, align 4
  %1754 = call float @acoshf(float noundef %1753) #6
  %1755 = fpext float %1754 to double
  %1756 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1755)
  br label %1757

1757:                                             ; preds = %1748
  %1758 = load i32, ptr %69, align 4
  %1759 = add i32 %1758, 1
  store i32 %1759, ptr %69, align 4
  br label %1739, !llvm.loop !74

1760:                                             ; preds = %1746
  %1761 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.72)
  store i32 0, ptr %70, align 4
  br label %1762

1762:                                             ; preds = %1779, %1760
  %1763 = load i32, ptr %70, align 4
  %1764 = zext i32 %1763 to i64
  %1765 = icmp ult i64 %1764, 10
  br i1 %1765, label %1766, label %1769

1766:                                             ; preds = %1762
  %1767 = call i32 @exact(ptr noundef @.str.74)
  %1768 = icmp ne i32 %1767, 0
  br label %1769

1769:                                             ; preds = %1766, %1762
  %1770 = phi i1 [ false, %1762 ], [ %1768, %1766 ]
  br i1 %1770, label %1771, label %1782

1771:                                             ; preds = %1769
  %1772 = load i32, ptr %70, align 4
  %1773 = zext i32 %1772 to i64
  %1774 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1773
  %1775 = load fp128, ptr %1774, align 16
  store volatile fp128 %1775, ptr @vl, align 16
  %1776 = load volatile fp128, ptr @vl, align 16
  %1777 = call fp128 @acoshl(fp128 noundef %1776) #6
  %1778 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1777)
  br label %1779

1779:                                             ; preds = %1771
  %1780 = load i32, ptr %70, align 4
  %1781 = add i32 %1780, 1
  store i32 %1781, ptr %70, align 4
  br label %1762, !llvm.loop !75

1782:                                             ; preds = %1769
  %1783 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1784

1784:                                             ; preds = %1782
  br label %1785

1785:                                             ; preds = %1784
  %1786 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.75)
  store i32 0, ptr %71, align 4
  br label %1787

1787:                                             ; preds = %1804, %1785
  %1788 = load i32, ptr %71, align 4
  %1789 = zext i32 %1788 to i64
  %1790 = icmp ult i64 %1789, 14
  br i1 %1790, label %1791, label %1794

1791:                                             ; preds = %1787
  %1792 = call i32 @exact(ptr noundef @.str.75)
  %1793 = icmp ne i32 %1792, 0
  br label %1794

1794:                                             ; preds = %1791, %1787
  %1795 = phi i1 [ false, %1787 ], [ %1793, %1791 ]
  br i1 %1795, label %1796, label %1807

1796:                                             ; preds = %1794
  %1797 = load i32, ptr %71, align 4
  %1798 = zext i32 %1797 to i64
  %1799 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1798
  %1800 = load double, ptr %1799, align 8
  store volatile double %1800, ptr @vd, align 8
  %1801 = load volatile double, ptr @vd, align 8
  %1802 = call double @atanh(double noundef %1801) #6
  %1803 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1802)
  br label %1804

1804:                                             ; preds = %1796
  %1805 = load i32, ptr %71, align 4
  %1806 = add i32 %1805, 1
  store i32 %1806, ptr %71, align 4
  br label %1787, !llvm.loop !76

1807:                                             ; preds = %1794
  %1808 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.75)
  store i32 0, ptr %72, align 4
  br label %1809

1809:                                             ; preds = %1827, %1807
  %1810 = load i32, ptr %72, align 4
  %1811 = zext i32 %1810 to i64
  %1812 = icmp ult i64 %1811, 11
  br i1 %1812, label %1813, label %1816

1813:                                             ; preds = %1809
  %1814 = call i32 @exact(ptr noundef @.str.76)
  %1815 = icmp ne i32 %1814, 0
  br label %1816

1816:                                             ; preds = %1813, %1809
  %1817 = phi i1 [ false, %1809 ], [ %1815, %1813 ]
  br i1 %1817, label %1818, label %1830

1818:                                             ; preds = %1816
  %1819 = load i32, ptr %72, align 4
  %1820 = zext i32 %1819 to i64
  %1821 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1820
  %1822 = load float, ptr %1821, align 4
  store volatile float %1822, ptr @vf, align 4
  %1823 = load volatile float, ptr @vf, align 4
  %1824 = call float @atanhf(float noundef %1823) #6
  %1825 = fpext float %1824 to double
  %1826 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1825)
  br label %1827

1827:                                             ; preds = %1818
  %1828 = load i32, ptr %72, align 4
  %1829 = add i32 %1828, 1
  store i32 %1829, ptr %72, align 4
  br label %1809, !llvm.loop !77

1830:                                             ; preds = %1816
  %1831 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.75)
  store i32 0, ptr %73, align 4
  br label %1832

1832:                                             ; preds = %1849, %1830
  %1833 = load i32, ptr %73, align 4
  %1834 = zext i32 %1833 to i64
  %1835 = icmp ult i64 %1834, 10
  br i1 %1835, label %1836, label %1839

1836:                                             ; preds = %1832
  %1837 = call i32 @exact(ptr noundef @.str.77)
  %1838 = icmp ne i32 %1837, 0
  br label %1839

1839:                                             ; preds = %1836, %1832
  %1840 = phi i1 [ false, %1832 ], [ %1838, %1836 ]
  br i1 %1840, label %1841, label %1852

1841:                                             ; preds = %1839
  %1842 = load i32, ptr %73, align 4
  %1843 = zext i32 %1842 to i64
  %1844 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1843
  %1845 = load fp128, ptr %1844, align 16
  store volatile fp128 %1845, ptr @vl, align 16
  %1846 = load volatile fp128, ptr @vl, align 16
  %1847 = call fp128 @atanhl(fp128 noundef %1846) #6
  %1848 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1847)
  br label %1849

1849:                                             ; preds = %1841
  %1850 = load i32, ptr %73, align 4
  %1851 = add i32 %1850, 1
  store i32 %1851, ptr %73, align 4
  br label %1832, !llvm.loop !78

1852:                                             ; preds = %1839
  %1853 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1854

1854:                                             ; preds = %1852
  br label %1855

1855:                                             ; preds = %1854
  %1856 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.78)
  store i32 0, ptr %74, align 4
  br label %1857

1857:                                             ; preds = %1874, %1855
  %1858 = load i32, ptr %74, align 4
  %1859 = zext i32 %1858 to i64
  %1860 = icmp ult i64 %1859, 14
  br i1 %1860, label %1861, label %1864

1861:                                             ; preds = %1857
  %1862 = call i32 @exact(ptr noundef @.str.78)
  %1863 = icmp ne i32 %1862, 0
  br label %1864

1864:                                             ; preds = %1861, %1857
  %1865 = phi i1 [ false, %1857 ], [ %1863, %1861 ]
  br i1 %1865, label %1866, label %1877

1866:                                             ; preds = %1864
  %1867 = load i32, ptr %74, align 4
  %1868 = zext i32 %1867 to i64
  %1869 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1868
  %1870 = load double, ptr %1869, align 8
  store volatile double %1870, ptr @vd, align 8
  %1871 = load volatile double, ptr @vd, align 8
  %1872 = call double @erf(double noundef %1871) #6
  %1873 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1872)
  br label %1874

1874:                                             ; preds = %1866
  %1875 = load i32, ptr %74, align 4
  %1876 = add i32 %1875, 1
  store i32 %1876, ptr %74, align 4
  br label %1857, !llvm.loop !79

1877:                                             ; preds = %1864
  %1878 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.78)
  store i32 0, ptr %75, align 4
  br label %1879

1879:                                             ; preds = %1897, %1877
  %1880 = load i32, ptr %75, align 4
  %1881 = zext i32 %1880 to i64
  %1882 = icmp ult i64 %1881, 11
  br i1 %1882, label %1883, label %1886

1883:                                             ; preds = %1879
  %1884 = call i32 @exact(ptr noundef @.str.79)
  %1885 = icmp ne i32 %1884, 0
  br label %1886

1886:                                             ; preds = %1883, %1879
  %1887 = phi i1 [ false, %1879 ], [ %1885, %1883 ]
  br i1 %1887, label %1888, label %1900

1888:                                             ; preds = %1886
  %1889 = load i32, ptr %75, align 4
  %1890 = zext i32 %1889 to i64
  %1891 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1890
  %1892 = load float, ptr %1891, align 4
  store volatile float %1892, ptr @vf, align 4
  %1893 = load volatile float, ptr @vf, align 4
  %1894 = call float @erff(float noundef %1893) #6
  %1895 = fpext float %1894 to double
  %1896 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1895)
  br label %1897

1897:                                             ; preds = %1888
  %1898 = load i32, ptr %75, align 4
  %1899 = add i32 %1898, 1
  store i32 %1899, ptr %75, align 4
  br label %1879, !llvm.loop !80

1900:                                             ; preds = %1886
  %1901 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.78)
  store i32 0, ptr %76, align 4
  br label %1902

1902:                                             ; preds = %1919, %1900
  %1903 = load i32, ptr %76, align 4
  %1904 = zext i32 %1903 to i64
  %1905 = icmp ult i64 %1904, 10
  br i1 %1905, label %1906, label %1909

1906:                                             ; preds = %1902
  %1907 = call i32 @exact(ptr noundef @.str.80)
  %1908 = icmp ne i32 %1907, 0
  br label %1909

1909:                                             ; preds = %1906, %1902
  %1910 = phi i1 [ false, %1902 ], [ %1908, %1906 ]
  br i1 %1910, label %1911, label %1922

1911:                                             ; preds = %1909
  %1912 = load i32, ptr %76, align 4
  %1913 = zext i32 %1912 to i64
  %1914 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1913
  %1915 = load fp128, ptr %1914, align 16
  store volatile fp128 %1915, ptr @vl, align 16
  %1916 = load volatile fp128, ptr @vl, align 16
  %1917 = call fp128 @erfl(fp128 noundef %1916) #6
  %1918 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1917)
  br label %1919

1919:                                             ; preds = %1911
  %1920 = load i32, ptr %76, align 4
  %1921 = add i32 %1920, 1
  store i32 %1921, ptr %76, align 4
  br label %1902, !llvm.loop !81

1922:                                             ; preds = %1909
  %1923 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1924

1924:                                             ; preds = %1922
  br label %1925

1925:                                             ; preds = %1924
  %1926 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.81)
  store i32 0, ptr %77, align 4
  br label %1927

1927:                                             ; preds = %1944, %1925
  %1928 = load i32, ptr %77, align 4
  %1929 = zext i32 %1928 to i64
  %1930 = icmp ult i64 %1929, 14
  br i1 %1930, label %1931, label %1934

1931:                                             ; preds = %1927
  %1932 = call i32 @exact(ptr noundef @.str.81)
  %1933 = icmp ne i32 %1932, 0
  br label %1934

1934:                                             ; preds = %1931, %1927
  %1935 = phi i1 [ false, %1927 ], [ %1933, %1931 ]
  br i1 %1935, label %1936, label %1947

1936:                                             ; preds = %1934
  %1937 = load i32, ptr %77, align 4
  %1938 = zext i32 %1937 to i64
  %1939 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %1938
  %1940 = load double, ptr %1939, align 8
  store volatile double %1940, ptr @vd, align 8
  %1941 = load volatile double, ptr @vd, align 8
  %1942 = call double @erfc(double noundef %1941) #6
  %1943 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1942)
  br label %1944

1944:                                             ; preds = %1936
  %1945 = load i32, ptr %77, align 4
  %1946 = add i32 %1945, 1
  store i32 %1946, ptr %77, align 4
  br label %1927, !llvm.loop !82

1947:                                             ; preds = %1934
  %1948 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.81)
  store i32 0, ptr %78, align 4
  br label %1949

1949:                                             ; preds = %1967, %1947
  %1950 = load i32, ptr %78, align 4
  %1951 = zext i32 %1950 to i64
  %1952 = icmp ult i64 %1951, 11
  br i1 %1952, label %1953, label %1956

1953:                                             ; preds = %1949
  %1954 = call i32 @exact(ptr noundef @.str.82)
  %1955 = icmp ne i32 %1954, 0
  br label %1956

1956:                                             ; preds = %1953, %1949
  %1957 = phi i1 [ false, %1949 ], [ %1955, %1953 ]
  br i1 %1957, label %1958, label %1970

1958:                                             ; preds = %1956
  %1959 = load i32, ptr %78, align 4
  %1960 = zext i32 %1959 to i64
  %1961 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %1960
  %1962 = load float, ptr %1961, align 4
  store volatile float %1962, ptr @vf, align 4
  %1963 = load volatile float, ptr @vf, align 4
  %1964 = call float @erfcf(float noundef %1963) #6
  %1965 = fpext float %1964 to double
  %1966 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1965)
  br label %1967

1967:                                             ; preds = %1958
  %1968 = load i32, ptr %78, align 4
  %1969 = add i32 %1968, 1
  store i32 %1969, ptr %78, align 4
  br label %1949, !llvm.loop !83

1970:                                             ; preds = %1956
  %1971 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.81)
  store i32 0, ptr %79, align 4
  br label %1972

1972:                                             ; preds = %1989, %1970
  %1973 = load i32, ptr %79, align 4
  %1974 = zext i32 %1973 to i64
  %1975 = icmp ult i64 %1974, 10
  br i1 %1975, label %1976, label %1979

1976:                                             ; preds = %1972
  %1977 = call i32 @exact(ptr noundef @.str.83)
  %1978 = icmp ne i32 %1977, 0
  br label %1979

1979:                                             ; preds = %1976, %1972
  %1980 = phi i1 [ false, %1972 ], [ %1978, %1976 ]
  br i1 %1980, label %1981, label %1992

1981:                                             ; preds = %1979
  %1982 = load i32, ptr %79, align 4
  %1983 = zext i32 %1982 to i64
  %1984 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %1983
  %1985 = load fp128, ptr %1984, align 16
  store volatile fp128 %1985, ptr @vl, align 16
  %1986 = load volatile fp128, ptr @vl, align 16
  %1987 = call fp128 @erfcl(fp128 noundef %1986) #6
  %1988 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %1987)
  br label %1989

1989:                                             ; preds = %1981
  %1990 = load i32, ptr %79, align 4
  %1991 = add i32 %1990, 1
  store i32 %1991, ptr %79, align 4
  br label %1972, !llvm.loop !84

1992:                                             ; preds = %1979
  %1993 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1994

1994:                                             ; preds = %1992
  br label %1995

1995:                                             ; preds = %1994
  %1996 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.84)
  store i32 0, ptr %80, align 4
  br label %1997

1997:                                             ; preds = %2014, %1995
  %1998 = load i32, ptr %80, align 4
  %1999 = zext i32 %1998 to i64
  %2000 = icmp ult i64 %1999, 14
  br i1 %2000, label %2001, label %2004

2001:                                             ; preds = %1997
  %2002 = call i32 @exact(ptr noundef @.str.84)
  %2003 = icmp ne i32 %2002, 0
  br label %2004

2004:                                             ; preds = %2001, %1997
  %2005 = phi i1 [ false, %1997 ], [ %2003, %2001 ]
  br i1 %2005, label %2006, label %2017

2006:                                             ; preds = %2004
  %2007 = load i32, ptr %80, align 4
  %2008 = zext i32 %2007 to i64
  %2009 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2008
  %2010 = load double, ptr %2009, align 8
  store volatile double %2010, ptr @vd, align 8
  %2011 = load volatile double, ptr @vd, align 8
  %2012 = call double @lgamma(double noundef %2011) #6
  %2013 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2012)
  br label %2014

2014:                                             ; preds = %2006
  %2015 = load i32, ptr %80, align 4
  %2016 = add i32 %2015, 1
  store i32 %2016, ptr %80, align 4
  br label %1997, !llvm.loop !85

2017:                                             ; preds = %2004
  %2018 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.84)
  store i32 0, ptr %81, align 4
  br label %2019

2019:                                             ; preds = %2037, %2017
  %2020 = load i32, ptr %81, align 4
  %2021 = zext i32 %2020 to i64
  %2022 = icmp ult i64 %2021, 11
  br i1 %2022, label %2023, label %2026

2023:                                             ; preds = %2019
  %2024 = call i32 @exact(ptr noundef @.str.85)
  %2025 = icmp ne i32 %2024, 0
  br label %2026

2026:                                             ; preds = %2023, %2019
  %2027 = phi i1 [ false, %2019 ], [ %2025, %2023 ]
  br i1 %2027, label %2028, label %2040

2028:                                             ; preds = %2026
  %2029 = load i32, ptr %81, align 4
  %2030 = zext i32 %2029 to i64
  %2031 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2030
  %2032 = load float, ptr %2031, align 4
  store volatile float %2032, ptr @vf, align 4
  %2033 = load volatile float, ptr @vf, align 4
  %2034 = call float @lgammaf(float noundef %2033) #6
  %2035 = fpext float %2034 to double
  %2036 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2035)
  br label %2037

2037:                                             ; preds = %2028
  %2038 = load i32, ptr %81, align 4
  %2039 = add i32 %2038, 1
  store i32 %2039, ptr %81, align 4
  br label %2019, !llvm.loop !86

2040:                                             ; preds = %2026
  %2041 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.84)
  store i32 0, ptr %82, align 4
  br label %2042

2042:                                             ; preds = %2059, %2040
  %2043 = load i32, ptr %82, align 4
  %2044 = zext i32 %2043 to i64
  %2045 = icmp ult i64 %2044, 10
  br i1 %2045, label %2046, label %2049

2046:                                             ; preds = %2042
  %2047 = call i32 @exact(ptr noundef @.str.86)
  %2048 = icmp ne i32 %2047, 0
  br label %2049

2049:                                             ; preds = %2046, %2042
  %2050 = phi i1 [ false, %2042 ], [ %2048, %2046 ]
  br i1 %2050, label %2051, label %2062

2051:                                             ; preds = %2049
  %2052 = load i32, ptr %82, align 4
  %2053 = zext i32 %2052 to i64
  %2054 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2053
  %2055 = load fp128, ptr %2054, align 16
  store volatile fp128 %2055, ptr @vl, align 16
  %2056 = load volatile fp128, ptr @vl, align 16
  %2057 = call fp128 @lgammal(fp128 noundef %2056) #6
  %2058 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2057)
  br label %2059

2059:                                             ; preds = %2051
  %2060 = load i32, ptr %82, align 4
  %2061 = add i32 %2060, 1
  store i32 %2061, ptr %82, align 4
  br label %2042, !llvm.loop !87

2062:                                             ; preds = %2049
  %2063 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2064

2064:                                             ; preds = %2062
  br label %2065

2065:                                             ; preds = %2064
  %2066 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.87)
  store i32 0, ptr %83, align 4
  br label %2067

2067:                                             ; preds = %2084, %2065
  %2068 = load i32, ptr %83, align 4
  %2069 = zext i32 %2068 to i64
  %2070 = icmp ult i64 %2069, 14
  br i1 %2070, label %2071, label %2074

2071:                                             ; preds = %2067
  %2072 = call i32 @exact(ptr noundef @.str.87)
  %2073 = icmp ne i32 %2072, 0
  br label %2074

2074:                                             ; preds = %2071, %2067
  %2075 = phi i1 [ false, %2067 ], [ %2073, %2071 ]
  br i1 %2075, label %2076, label %2087

2076:                                             ; preds = %2074
  %2077 = load i32, ptr %83, align 4
  %2078 = zext i32 %2077 to i64
  %2079 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2078
  %2080 = load double, ptr %2079, align 8
  store volatile double %2080, ptr @vd, align 8
  %2081 = load volatile double, ptr @vd, align 8
  %2082 = call double @tgamma(double noundef %2081) #6
  %2083 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2082)
  br label %2084

2084:                                             ; preds = %2076
  %2085 = load i32, ptr %83, align 4
  %2086 = add i32 %2085, 1
  store i32 %2086, ptr %83, align 4
  br label %2067, !llvm.loop !88

2087:                                             ; preds = %2074
  %2088 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.87)
  store i32 0, ptr %84, align 4
  br label %2089

2089:                                             ; preds = %2107, %2087
  %2090 = load i32, ptr %84, align 4
  %2091 = zext i32 %2090 to i64
  %2092 = icmp ult i64 %2091, 11
  br i1 %2092, label %2093, label %2096

2093:                                             ; preds = %2089
  %2094 = call i32 @exact(ptr noundef @.str.88)
  %2095 = icmp ne i32 %2094, 0
  br label %2096

2096:                                             ; preds = %2093, %2089
  %2097 = phi i1 [ false, %2089 ], [ %2095, %2093 ]
  br i1 %2097, label %2098, label %2110

2098:                                             ; preds = %2096
  %2099 = load i32, ptr %84, align 4
  %2100 = zext i32 %2099 to i64
  %2101 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2100
  %2102 = load float, ptr %2101, align 4
  store volatile float %2102, ptr @vf, align 4
  %2103 = load volatile float, ptr @vf, align 4
  %2104 = call float @tgammaf(float noundef %2103) #6
  %2105 = fpext float %2104 to double
  %2106 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2105)
  br label %2107

2107:                                             ; preds = %2098
  %2108 = load i32, ptr %84, align 4
  %2109 = add i32 %2108, 1
  store i32 %2109, ptr %84, align 4
  br label %2089, !llvm.loop !89

2110:                                             ; preds = %2096
  %2111 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.87)
  store i32 0, ptr %85, align 4
  br label %2112

2112:                                             ; preds = %2129, %2110
  %2113 = load i32, ptr %85, align 4
  %2114 = zext i32 %2113 to i64
  %2115 = icmp ult i64 %2114, 10
  br i1 %2115, label %2116, label %2119

2116:                                             ; preds = %2112
  %2117 = call i32 @exact(ptr noundef @.str.89)
  %2118 = icmp ne i32 %2117, 0
  br label %2119

2119:                                             ; preds = %2116, %2112
  %2120 = phi i1 [ false, %2112 ], [ %2118, %2116 ]
  br i1 %2120, label %2121, label %2132

2121:                                             ; preds = %2119
  %2122 = load i32, ptr %85, align 4
  %2123 = zext i32 %2122 to i64
  %2124 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2123
  %2125 = load fp128, ptr %2124, align 16
  store volatile fp128 %2125, ptr @vl, align 16
  %2126 = load volatile fp128, ptr @vl, align 16
  %2127 = call fp128 @tgammal(fp128 noundef %2126) #6
  %2128 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2127)
  br label %2129

2129:                                             ; preds = %2121
  %2130 = load i32, ptr %85, align 4
  %2131 = add i32 %2130, 1
  store i32 %2131, ptr %85, align 4
  br label %2112, !llvm.loop !90

2132:                                             ; preds = %2119
  %2133 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2134

2134:                                             ; preds = %2132
  br label %2135

2135:                                             ; preds = %2134
  %2136 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.90)
  store i32 0, ptr %86, align 4
  br label %2137

2137:                                             ; preds = %2154, %2135
  %2138 = load i32, ptr %86, align 4
  %2139 = zext i32 %2138 to i64
  %2140 = icmp ult i64 %2139, 14
  br i1 %2140, label %2141, label %2144

2141:                                             ; preds = %2137
  %2142 = call i32 @exact(ptr noundef @.str.90)
  %2143 = icmp ne i32 %2142, 0
  br label %2144

2144:                                             ; preds = %2141, %2137
  %2145 = phi i1 [ false, %2137 ], [ %2143, %2141 ]
  br i1 %2145, label %2146, label %2157

2146:                                             ; preds = %2144
  %2147 = load i32, ptr %86, align 4
  %2148 = zext i32 %2147 to i64
  %2149 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2148
  %2150 = load double, ptr %2149, align 8
  store volatile double %2150, ptr @vd, align 8
  %2151 = load volatile double, ptr @vd, align 8
  %2152 = call double @llvm.ceil.f64(double %2151)
  %2153 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2152)
  br label %2154

2154:                                             ; preds = %2146
  %2155 = load i32, ptr %86, align 4
  %2156 = add i32 %2155, 1
  store i32 %2156, ptr %86, align 4
  br label %2137, !llvm.loop !91

2157:                                             ; preds = %2144
  %2158 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.90)
  store i32 0, ptr %87, align 4
  br label %2159

2159:                                             ; preds = %2177, %2157
  %2160 = load i32, ptr %87, align 4
  %2161 = zext i32 %2160 to i64
  %2162 = icmp ult i64 %2161, 11
  br i1 %2162, label %2163, label %2166

2163:                                             ; preds = %2159
  %2164 = call i32 @exact(ptr noundef @.str.91)
  %2165 = icmp ne i32 %2164, 0
  br label %2166

2166:                                             ; preds = %2163, %2159
  %2167 = phi i1 [ false, %2159 ], [ %2165, %2163 ]
  br i1 %2167, label %2168, label %2180

2168:                                             ; preds = %2166
  %2169 = load i32, ptr %87, align 4
  %2170 = zext i32 %2169 to i64
  %2171 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2170
  %2172 = load float, ptr %2171, align 4
  store volatile float %2172, ptr @vf, align 4
  %2173 = load volatile float, ptr @vf, align 4
  %2174 = call float @llvm.ceil.f32(float %2173)
  %2175 = fpext float %2174 to double
  %2176 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2175)
  br label %2177

2177:                                             ; preds = %2168
  %2178 = load i32, ptr %87, align 4
  %2179 = add i32 %2178, 1
  store i32 %2179, ptr %87, align 4
  br label %2159, !llvm.loop !92

2180:                                             ; preds = %2166
  %2181 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.90)
  store i32 0, ptr %88, align 4
  br label %2182

2182:                                             ; preds = %2199, %2180
  %2183 = load i32, ptr %88, align 4
  %2184 = zext i32 %2183 to i64
  %2185 = icmp ult i64 %2184, 10
  br i1 %2185, label %2186, label %2189

2186:                                             ; preds = %2182
  %2187 = call i32 @exact(ptr noundef @.str.92)
  %2188 = icmp ne i32 %2187, 0
  br label %2189

2189:                                             ; preds = %2186, %2182
  %2190 = phi i1 [ false, %2182 ], [ %2188, %2186 ]
  br i1 %2190, label %2191, label %2202

2191:                                             ; preds = %2189
  %2192 = load i32, ptr %88, align 4
  %2193 = zext i32 %2192 to i64
  %2194 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2193
  %2195 = load fp128, ptr %2194, align 16
  store volatile fp128 %2195, ptr @vl, align 16
  %2196 = load volatile fp128, ptr @vl, align 16
  %2197 = call fp128 @llvm.ceil.f128(fp128 %2196)
  %2198 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2197)
  br label %2199

2199:                                             ; preds = %2191
  %2200 = load i32, ptr %88, align 4
  %2201 = add i32 %2200, 1
  store i32 %2201, ptr %88, align 4
  br label %2182, !llvm.loop !93

2202:                                             ; preds = %2189
  %2203 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2204

2204:                                             ; preds = %2202
  br label %2205

2205:                                             ; preds = %2204
  %2206 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.93)
  store i32 0, ptr %89, align 4
  br label %2207

2207:                                             ; preds = %2224, %2205
  %2208 = load i32, ptr %89, align 4
  %2209 = zext i32 %2208 to i64
  %2210 = icmp ult i64 %2209, 14
  br i1 %2210, label %2211, label %2214

2211:                                             ; preds = %2207
  %2212 = call i32 @exact(ptr noundef @.str.93)
  %2213 = icmp ne i32 %2212, 0
  br label %2214

2214:                                             ; preds = %2211, %2207
  %2215 = phi i1 [ false, %2207 ], [ %2213, %2211 ]
  br i1 %2215, label %2216, label %2227

2216:                                             ; preds = %2214
  %2217 = load i32, ptr %89, align 4
  %2218 = zext i32 %2217 to i64
  %2219 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2218
  %2220 = load double, ptr %2219, align 8
  store volatile double %2220, ptr @vd, align 8
  %2221 = load volatile double, ptr @vd, align 8
  %2222 = call double @llvm.floor.f64(double %2221)
  %2223 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2222)
  br label %2224

2224:                                             ; preds = %2216
  %2225 = load i32, ptr %89, align 4
  %2226 = add i32 %2225, 1
  store i32 %2226, ptr %89, align 4
  br label %2207, !llvm.loop !94

2227:                                             ; preds = %2214
  %2228 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.93)
  store i32 0, ptr %90, align 4
  br label %2229

2229:                                             ; preds = %2247, %2227
  %2230 = load i32, ptr %90, align 4
  %2231 = zext i32 %2230 to i64
  %2232 = icmp ult i64 %2231, 11
  br i1 %2232, label %2233, label %2236

2233:                                             ; preds = %2229
  %2234 = call i32 @exact(ptr noundef @.str.94)
  %2235 = icmp ne i32 %2234, 0
  br label %2236

2236:                                             ; preds = %2233, %2229
  %2237 = phi i1 [ false, %2229 ], [ %2235, %2233 ]
  br i1 %2237, label %2238, label %2250

2238:                                             ; preds = %2236
  %2239 = load i32, ptr %90, align 4
  %2240 = zext i32 %2239 to i64
  %2241 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2240
  %2242 = load float, ptr %2241, align 4
  store volatile float %2242, ptr @vf, align 4
  %2243 = load volatile float, ptr @vf, align 4
  %2244 = call float @llvm.floor.f32(float %2243)
  %2245 = fpext float %2244 to double
  %2246 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2245)
  br label %2247

2247:                                             ; preds = %2238
  %2248 = load i32, ptr %90, align 4
  %2249 = add i32 %2248, 1
  store i32 %2249, ptr %90, align 4
  br label %2229, !llvm.loop !95

2250:                                             ; preds = %2236
  %2251 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.93)
  store i32 0, ptr %91, align 4
  br label %2252

2252:                                             ; preds = %2269, %2250
  %2253 = load i32, ptr %91, align 4
  %2254 = zext i32 %2253 to i64
  %2255 = icmp ult i64 %2254, 10
  br i1 %2255, label %2256, label %2259

2256:                                             ; preds = %2252
  %2257 = call i32 @exact(ptr noundef @.str.95)
  %2258 = icmp ne i32 %2257, 0
  br label %2259

2259:                                             ; preds = %2256, %2252
  %2260 = phi i1 [ false, %2252 ], [ %2258, %2256 ]
  br i1 %2260, label %2261, label %2272

2261:                                             ; preds = %2259
  %2262 = load i32, ptr %91, align 4
  %2263 = zext i32 %2262 to i64
  %2264 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2263
  %2265 = load fp128, ptr %2264, align 16
  store volatile fp128 %2265, ptr @vl, align 16
  %2266 = load volatile fp128, ptr @vl, align 16
  %2267 = call fp128 @llvm.floor.f128(fp128 %2266)
  %2268 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2267)
  br label %2269

2269:                                             ; preds = %2261
  %2270 = load i32, ptr %91, align 4
  %2271 = add i32 %2270, 1
  store i32 %2271, ptr %91, align 4
  br label %2252, !llvm.loop !96

2272:                                             ; preds = %2259
  %2273 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2274

2274:                                             ; preds = %2272
  br label %2275

2275:                                             ; preds = %2274
  %2276 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.96)
  store i32 0, ptr %92, align 4
  br label %2277

2277:                                             ; preds = %2294, %2275
  %2278 = load i32, ptr %92, align 4
  %2279 = zext i32 %2278 to i64
  %2280 = icmp ult i64 %2279, 14
  br i1 %2280, label %2281, label %2284

2281:                                             ; preds = %2277
  %2282 = call i32 @exact(ptr noundef @.str.96)
  %2283 = icmp ne i32 %2282, 0
  br label %2284

2284:                                             ; preds = %2281, %2277
  %2285 = phi i1 [ false, %2277 ], [ %2283, %2281 ]
  br i1 %2285, label %2286, label %2297

2286:                                             ; preds = %2284
  %2287 = load i32, ptr %92, align 4
  %2288 = zext i32 %2287 to i64
  %2289 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2288
  %2290 = load double, ptr %2289, align 8
  store volatile double %2290, ptr @vd, align 8
  %2291 = load volatile double, ptr @vd, align 8
  %2292 = call double @llvm.trunc.f64(double %2291)
  %2293 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2292)
  br label %2294

2294:                                             ; preds = %2286
  %2295 = load i32, ptr %92, align 4
  %2296 = add i32 %2295, 1
  store i32 %2296, ptr %92, align 4
  br label %2277, !llvm.loop !97

2297:                                             ; preds = %2284
  %2298 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.96)
  store i32 0, ptr %93, align 4
  br label %2299

2299:                                             ; preds = %2317, %2297
  %2300 = load i32, ptr %93, align 4
  %2301 = zext i32 %2300 to i64
  %2302 = icmp ult i64 %2301, 11
  br i1 %2302, label %2303, label %2306

2303:                                             ; preds = %2299
  %2304 = call i32 @exact(ptr noundef @.str.97)
  %2305 = icmp ne i32 %2304, 0
  br label %2306

2306:                                             ; preds = %2303, %2299
  %2307 = phi i1 [ false, %2299 ], [ %2305, %2303 ]
  br i1 %2307, label %2308, label %2320

2308:                                             ; preds = %2306
  %2309 = load i32, ptr %93, align 4
  %2310 = zext i32 %2309 to i64
  %2311 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2310
  %2312 = load float, ptr %2311, align 4
  store volatile float %2312, ptr @vf, align 4
  %2313 = load volatile float, ptr @vf, align 4
  %2314 = call float @llvm.trunc.f32(float %2313)
  %2315 = fpext float %2314 to double
  %2316 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2315)
  br label %2317

2317:                                             ; preds = %2308
  %2318 = load i32, ptr %93, align 4
  %2319 = add i32 %2318, 1
  store i32 %2319, ptr %93, align 4
  br label %2299, !llvm.loop !98

2320:                                             ; preds = %2306
  %2321 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.96)
  store i32 0, ptr %94, align 4
  br label %2322

2322:                                             ; preds = %2339, %2320
  %2323 = load i32, ptr %94, align 4
  %2324 = zext i32 %2323 to i64
  %2325 = icmp ult i64 %2324, 10
  br i1 %2325, label %2326, label %2329

2326:                                             ; preds = %2322
  %2327 = call i32 @exact(ptr noundef @.str.98)
  %2328 = icmp ne i32 %2327, 0
  br label %2329

2329:                                             ; preds = %2326, %2322
  %2330 = phi i1 [ false, %2322 ], [ %2328, %2326 ]
  br i1 %2330, label %2331, label %2342

2331:                                             ; preds = %2329
  %2332 = load i32, ptr %94, align 4
  %2333 = zext i32 %2332 to i64
  %2334 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2333
  %2335 = load fp128, ptr %2334, align 16
  store volatile fp128 %2335, ptr @vl, align 16
  %2336 = load volatile fp128, ptr @vl, align 16
  %2337 = call fp128 @llvm.trunc.f128(fp128 %2336)
  %2338 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2337)
  br label %2339

2339:                                             ; preds = %2331
  %2340 = load i32, ptr %94, align 4
  %2341 = add i32 %2340, 1
  store i32 %2341, ptr %94, align 4
  br label %2322, !llvm.loop !99

2342:                                             ; preds = %2329
  %2343 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2344

2344:                                             ; preds = %2342
  br label %2345

2345:                                             ; preds = %2344
  %2346 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.99)
  store i32 0, ptr %95, align 4
  br label %2347

2347:                                             ; preds = %2364, %2345
  %2348 = load i32, ptr %95, align 4
  %2349 = zext i32 %2348 to i64
  %2350 = icmp ult i64 %2349, 14
  br i1 %2350, label %2351, label %2354

2351:                                             ; preds = %2347
  %2352 = call i32 @exact(ptr noundef @.str.99)
  %2353 = icmp ne i32 %2352, 0
  br label %2354

2354:                                             ; preds = %2351, %2347
  %2355 = phi i1 [ false, %2347 ], [ %2353, %2351 ]
  br i1 %2355, label %2356, label %2367

2356:                                             ; preds = %2354
  %2357 = load i32, ptr %95, align 4
  %2358 = zext i32 %2357 to i64
  %2359 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2358
  %2360 = load double, ptr %2359, align 8
  store volatile double %2360, ptr @vd, align 8
  %2361 = load volatile double, ptr @vd, align 8
  %2362 = call double @llvm.round.f64(double %2361)
  %2363 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2362)
  br label %2364

2364:                                             ; preds = %2356
  %2365 = load i32, ptr %95, align 4
  %2366 = add i32 %2365, 1
  store i32 %2366, ptr %95, align 4
  br label %2347, !llvm.loop !100

2367:                                             ; preds = %2354
  %2368 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.99)
  store i32 0, ptr %96, align 4
  br label %2369

2369:                                             ; preds = %2387, %2367
  %2370 = load i32, ptr %96, align 4
  %2371 = zext i32 %2370 to i64
  %2372 = icmp ult i64 %2371, 11
  br i1 %2372, label %2373, label %2376

2373:                                             ; preds = %2369
  %2374 = call i32 @exact(ptr noundef @.str.100)
  %2375 = icmp ne i32 %2374, 0
  br label %2376

2376:                                             ; preds = %2373, %2369
  %2377 = phi i1 [ false, %2369 ], [ %2375, %2373 ]
  br i1 %2377, label %2378, label %2390

2378:                                             ; preds = %2376
  %2379 = load i32, ptr %96, align 4
  %2380 = zext i32 %2379 to i64
  %2381 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2380
  %2382 = load float, ptr %2381, align 4
  store volatile float %2382, ptr @vf, align 4
  %2383 = load volatile float, ptr @vf, align 4
  %2384 = call float @llvm.round.f32(float %2383)
  %2385 = fpext float %2384 to double
  %2386 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2385)
  br label %2387

2387:                                             ; preds = %2378
  %2388 = load i32, ptr %96, align 4
  %2389 = add i32 %2388, 1
  store i32 %2389, ptr %96, align 4
  br label %2369, !llvm.loop !101

2390:                                             ; preds = %2376
  %2391 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.99)
  store i32 0, ptr %97, align 4
  br label %2392

2392:                                             ; preds = %2409, %2390
  %2393 = load i32, ptr %97, align 4
  %2394 = zext i32 %2393 to i64
  %2395 = icmp ult i64 %2394, 10
  br i1 %2395, label %2396, label %2399

2396:                                             ; preds = %2392
  %2397 = call i32 @exact(ptr noundef @.str.101)
  %2398 = icmp ne i32 %2397, 0
  br label %2399

2399:                                             ; preds = %2396, %2392
  %2400 = phi i1 [ false, %2392 ], [ %2398, %2396 ]
  br i1 %2400, label %2401, label %2412

2401:                                             ; preds = %2399
  %2402 = load i32, ptr %97, align 4
  %2403 = zext i32 %2402 to i64
  %2404 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2403
  %2405 = load fp128, ptr %2404, align 16
  store volatile fp128 %2405, ptr @vl, align 16
  %2406 = load volatile fp128, ptr @vl, align 16
  %2407 = call fp128 @llvm.round.f128(fp128 %2406)
  %2408 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2407)
  br label %2409

2409:                                             ; preds = %2401
  %2410 = load i32, ptr %97, align 4
  %2411 = add i32 %2410, 1
  store i32 %2411, ptr %97, align 4
  br label %2392, !llvm.loop !102

2412:                                             ; preds = %2399
  %2413 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2414

2414:                                             ; preds = %2412
  br label %2415

2415:                                             ; preds = %2414
  %2416 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.102)
  store i32 0, ptr %98, align 4
  br label %2417

2417:                                             ; preds = %2434, %2415
  %2418 = load i32, ptr %98, align 4
  %2419 = zext i32 %2418 to i64
  %2420 = icmp ult i64 %2419, 14
  br i1 %2420, label %2421, label %2424

2421:                                             ; preds = %2417
  %2422 = call i32 @exact(ptr noundef @.str.102)
  %2423 = icmp ne i32 %2422, 0
  br label %2424

2424:                                             ; preds = %2421, %2417
  %2425 = phi i1 [ false, %2417 ], [ %2423, %2421 ]
  br i1 %2425, label %2426, label %2437

2426:                                             ; preds = %2424
  %2427 = load i32, ptr %98, align 4
  %2428 = zext i32 %2427 to i64
  %2429 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2428
  %2430 = load double, ptr %2429, align 8
  store volatile double %2430, ptr @vd, align 8
  %2431 = load volatile double, ptr @vd, align 8
  %2432 = call double @llvm.rint.f64(double %2431)
  %2433 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2432)
  br label %2434

2434:                                             ; preds = %2426
  %2435 = load i32, ptr %98, align 4
  %2436 = add i32 %2435, 1
  store i32 %2436, ptr %98, align 4
  br label %2417, !llvm.loop !103

2437:                                             ; preds = %2424
  %2438 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.102)
  store i32 0, ptr %99, align 4
  br label %2439

2439:                                             ; preds = %2457, %2437
  %2440 = load i32, ptr %99, align 4
  %2441 = zext i32 %2440 to i64
  %2442 = icmp ult i64 %2441, 11
  br i1 %2442, label %2443, label %2446

2443:                                             ; preds = %2439
  %2444 = call i32 @exact(ptr noundef @.str.103)
  %2445 = icmp ne i32 %2444, 0
  br label %2446

2446:                                             ; preds = %2443, %2439
  %2447 = phi i1 [ false, %2439 ], [ %2445, %2443 ]
  br i1 %2447, label %2448, label %2460

2448:                                             ; preds = %2446
  %2449 = load i32, ptr %99, align 4
  %2450 = zext i32 %2449 to i64
  %2451 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2450
  %2452 = load float, ptr %2451, align 4
  store volatile float %2452, ptr @vf, align 4
  %2453 = load volatile float, ptr @vf, align 4
  %2454 = call float @llvm.rint.f32(float %2453)
  %2455 = fpext float %2454 to double
  %2456 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2455)
  br label %2457

2457:                                             ; preds = %2448
  %2458 = load i32, ptr %99, align 4
  %2459 = add i32 %2458, 1
  store i32 %2459, ptr %99, align 4
  br label %2439, !llvm.loop !104

2460:                                             ; preds = %2446
  %2461 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.102)
  store i32 0, ptr %100, align 4
  br label %2462

2462:                                             ; preds = %2479, %2460
  %2463 = load i32, ptr %100, align 4
  %2464 = zext i32 %2463 to i64
  %2465 = icmp ult i64 %2464, 10
  br i1 %2465, label %2466, label %2469

2466:                                             ; preds = %2462
  %2467 = call i32 @exact(ptr noundef @.str.104)
  %2468 = icmp ne i32 %2467, 0
  br label %2469

2469:                                             ; preds = %2466, %2462
  %2470 = phi i1 [ false, %2462 ], [ %2468, %2466 ]
  br i1 %2470, label %2471, label %2482

2471:                                             ; preds = %2469
  %2472 = load i32, ptr %100, align 4
  %2473 = zext i32 %2472 to i64
  %2474 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2473
  %2475 = load fp128, ptr %2474, align 16
  store volatile fp128 %2475, ptr @vl, align 16
  %2476 = load volatile fp128, ptr @vl, align 16
  %2477 = call fp128 @llvm.rint.f128(fp128 %2476)
  %2478 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2477)
  br label %2479

2479:                                             ; preds = %2471
  %2480 = load i32, ptr %100, align 4
  %2481 = add i32 %2480, 1
  store i32 %2481, ptr %100, align 4
  br label %2462, !llvm.loop !105

2482:                                             ; preds = %2469
  %2483 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2484

2484:                                             ; preds = %2482
  br label %2485

2485:                                             ; preds = %2484
  %2486 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.105)
  store i32 0, ptr %101, align 4
  br label %2487

2487:                                             ; preds = %2504, %2485
  %2488 = load i32, ptr %101, align 4
  %2489 = zext i32 %2488 to i64
  %2490 = icmp ult i64 %2489, 14
  br i1 %2490, label %2491, label %2494

2491:                                             ; preds = %2487
  %2492 = call i32 @exact(ptr noundef @.str.105)
  %2493 = icmp ne i32 %2492, 0
  br label %2494

2494:                                             ; preds = %2491, %2487
  %2495 = phi i1 [ false, %2487 ], [ %2493, %2491 ]
  br i1 %2495, label %2496, label %2507

2496:                                             ; preds = %2494
  %2497 = load i32, ptr %101, align 4
  %2498 = zext i32 %2497 to i64
  %2499 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2498
  %2500 = load double, ptr %2499, align 8
  store volatile double %2500, ptr @vd, align 8
  %2501 = load volatile double, ptr @vd, align 8
  %2502 = call double @llvm.nearbyint.f64(double %2501)
  %2503 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2502)
  br label %2504

2504:                                             ; preds = %2496
  %2505 = load i32, ptr %101, align 4
  %2506 = add i32 %2505, 1
  store i32 %2506, ptr %101, align 4
  br label %2487, !llvm.loop !106

2507:                                             ; preds = %2494
  %2508 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.105)
  store i32 0, ptr %102, align 4
  br label %2509

2509:                                             ; preds = %2527, %2507
  %2510 = load i32, ptr %102, align 4
  %2511 = zext i32 %2510 to i64
  %2512 = icmp ult i64 %2511, 11
  br i1 %2512, label %2513, label %2516

2513:                                             ; preds = %2509
  %2514 = call i32 @exact(ptr noundef @.str.106)
  %2515 = icmp ne i32 %2514, 0
  br label %2516

2516:                                             ; preds = %2513, %2509
  %2517 = phi i1 [ false, %2509 ], [ %2515, %2513 ]
  br i1 %2517, label %2518, label %2530

2518:                                             ; preds = %2516
  %2519 = load i32, ptr %102, align 4
  %2520 = zext i32 %2519 to i64
  %2521 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2520
  %2522 = load float, ptr %2521, align 4
  store volatile float %2522, ptr @vf, align 4
  %2523 = load volatile float, ptr @vf, align 4
  %2524 = call float @llvm.nearbyint.f32(float %2523)
  %2525 = fpext float %2524 to double
  %2526 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2525)
  br label %2527

2527:                                             ; preds = %2518
  %2528 = load i32, ptr %102, align 4
  %2529 = add i32 %2528, 1
  store i32 %2529, ptr %102, align 4
  br label %2509, !llvm.loop !107

2530:                                             ; preds = %2516
  %2531 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.105)
  store i32 0, ptr %103, align 4
  br label %2532

2532:                                             ; preds = %2549, %2530
  %2533 = load i32, ptr %103, align 4
  %2534 = zext i32 %2533 to i64
  %2535 = icmp ult i64 %2534, 10
  br i1 %2535, label %2536, label %2539

2536:                                             ; preds = %2532
  %2537 = call i32 @exact(ptr noundef @.str.107)
  %2538 = icmp ne i32 %2537, 0
  br label %2539

2539:                                             ; preds = %2536, %2532
  %2540 = phi i1 [ false, %2532 ], [ %2538, %2536 ]
  br i1 %2540, label %2541, label %2552

2541:                                             ; preds = %2539
  %2542 = load i32, ptr %103, align 4
  %2543 = zext i32 %2542 to i64
  %2544 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2543
  %2545 = load fp128, ptr %2544, align 16
  store volatile fp128 %2545, ptr @vl, align 16
  %2546 = load volatile fp128, ptr @vl, align 16
  %2547 = call fp128 @llvm.nearbyint.f128(fp128 %2546)
  %2548 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2547)
  br label %2549

2549:                                             ; preds = %2541
  %2550 = load i32, ptr %103, align 4
  %2551 = add i32 %2550, 1
  store i32 %2551, ptr %103, align 4
  br label %2532, !llvm.loop !108

2552:                                             ; preds = %2539
  %2553 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2554

2554:                                             ; preds = %2552
  br label %2555

2555:                                             ; preds = %2554
  %2556 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.108)
  store i32 0, ptr %104, align 4
  br label %2557

2557:                                             ; preds = %2574, %2555
  %2558 = load i32, ptr %104, align 4
  %2559 = zext i32 %2558 to i64
  %2560 = icmp ult i64 %2559, 14
  br i1 %2560, label %2561, label %2564

2561:                                             ; preds = %2557
  %2562 = call i32 @exact(ptr noundef @.str.108)
  %2563 = icmp ne i32 %2562, 0
  br label %2564

2564:                                             ; preds = %2561, %2557
  %2565 = phi i1 [ false, %2557 ], [ %2563, %2561 ]
  br i1 %2565, label %2566, label %2577

2566:                                             ; preds = %2564
  %2567 = load i32, ptr %104, align 4
  %2568 = zext i32 %2567 to i64
  %2569 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2568
  %2570 = load double, ptr %2569, align 8
  store volatile double %2570, ptr @vd, align 8
  %2571 = load volatile double, ptr @vd, align 8
  %2572 = call double @j0(double noundef %2571) #6
  %2573 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2572)
  br label %2574

2574:                                             ; preds = %2566
  %2575 = load i32, ptr %104, align 4
  %2576 = add i32 %2575, 1
  store i32 %2576, ptr %104, align 4
  br label %2557, !llvm.loop !109

2577:                                             ; preds = %2564
  %2578 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.108)
  store i32 0, ptr %105, align 4
  br label %2579

2579:                                             ; preds = %2597, %2577
  %2580 = load i32, ptr %105, align 4
  %2581 = zext i32 %2580 to i64
  %2582 = icmp ult i64 %2581, 11
  br i1 %2582, label %2583, label %2586

2583:                                             ; preds = %2579
  %2584 = call i32 @exact(ptr noundef @.str.109)
  %2585 = icmp ne i32 %2584, 0
  br label %2586

2586:                                             ; preds = %2583, %2579
  %2587 = phi i1 [ false, %2579 ], [ %2585, %2583 ]
  br i1 %2587, label %2588, label %2600

2588:                                             ; preds = %2586
  %2589 = load i32, ptr %105, align 4
  %2590 = zext i32 %2589 to i64
  %2591 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2590
  %2592 = load float, ptr %2591, align 4
  store volatile float %2592, ptr @vf, align 4
  %2593 = load volatile float, ptr @vf, align 4
  %2594 = call float @j0f(float noundef %2593) #6
  %2595 = fpext float %2594 to double
  %2596 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2595)
  br label %2597

2597:                                             ; preds = %2588
  %2598 = load i32, ptr %105, align 4
  %2599 = add i32 %2598, 1
  store i32 %2599, ptr %105, align 4
  br label %2579, !llvm.loop !110

2600:                                             ; preds = %2586
  %2601 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.108)
  store i32 0, ptr %106, align 4
  br label %2602

2602:                                             ; preds = %2619, %2600
  %2603 = load i32, ptr %106, align 4
  %2604 = zext i32 %2603 to i64
  %2605 = icmp ult i64 %2604, 10
  br i1 %2605, label %2606, label %2609

2606:                                             ; preds = %2602
  %2607 = call i32 @exact(ptr noundef @.str.110)
  %2608 = icmp ne i32 %2607, 0
  br label %2609

2609:                                             ; preds = %2606, %2602
  %2610 = phi i1 [ false, %2602 ], [ %2608, %2606 ]
  br i1 %2610, label %2611, label %2622

2611:                                             ; preds = %2609
  %2612 = load i32, ptr %106, align 4
  %2613 = zext i32 %2612 to i64
  %2614 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2613
  %2615 = load fp128, ptr %2614, align 16
  store volatile fp128 %2615, ptr @vl, align 16
  %2616 = load volatile fp128, ptr @vl, align 16
  %2617 = call fp128 @j0l(fp128 noundef %2616) #6
  %2618 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2617)
  br label %2619

2619:                                             ; preds = %2611
  %2620 = load i32, ptr %106, align 4
  %2621 = add i32 %2620, 1
  store i32 %2621, ptr %106, align 4
  br label %2602, !llvm.loop !111

2622:                                             ; preds = %2609
  %2623 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2624

2624:                                             ; preds = %2622
  br label %2625

2625:                                             ; preds = %2624
  %2626 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.111)
  store i32 0, ptr %107, align 4
  br label %2627

2627:                                             ; preds = %2644, %2625
  %2628 = load i32, ptr %107, align 4
  %2629 = zext i32 %2628 to i64
  %2630 = icmp ult i64 %2629, 14
  br i1 %2630, label %2631, label %2634

2631:                                             ; preds = %2627
  %2632 = call i32 @exact(ptr noundef @.str.111)
  %2633 = icmp ne i32 %2632, 0
  br label %2634

2634:                                             ; preds = %2631, %2627
  %2635 = phi i1 [ false, %2627 ], [ %2633, %2631 ]
  br i1 %2635, label %2636, label %2647

2636:                                             ; preds = %2634
  %2637 = load i32, ptr %107, align 4
  %2638 = zext i32 %2637 to i64
  %2639 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2638
  %2640 = load double, ptr %2639, align 8
  store volatile double %2640, ptr @vd, align 8
  %2641 = load volatile double, ptr @vd, align 8
  %2642 = call double @j1(double noundef %2641) #6
  %2643 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2642)
  br label %2644

2644:                                             ; preds = %2636
  %2645 = load i32, ptr %107, align 4
  %2646 = add i32 %2645, 1
  store i32 %2646, ptr %107, align 4
  br label %2627, !llvm.loop !112

2647:                                             ; preds = %2634
  %2648 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.111)
  store i32 0, ptr %108, align 4
  br label %2649

2649:                                             ; preds = %2667, %2647
  %2650 = load i32, ptr %108, align 4
  %2651 = zext i32 %2650 to i64
  %2652 = icmp ult i64 %2651, 11
  br i1 %2652, label %2653, label %2656

2653:                                             ; preds = %2649
  %2654 = call i32 @exact(ptr noundef @.str.112)
  %2655 = icmp ne i32 %2654, 0
  br label %2656

2656:                                             ; preds = %2653, %2649
  %2657 = phi i1 [ false, %2649 ], [ %2655, %2653 ]
  br i1 %2657, label %2658, label %2670

2658:                                             ; preds = %2656
  %2659 = load i32, ptr %108, align 4
  %2660 = zext i32 %2659 to i64
  %2661 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2660
  %2662 = load float, ptr %2661, align 4
  store volatile float %2662, ptr @vf, align 4
  %2663 = load volatile float, ptr @vf, align 4
  %2664 = call float @j1f(float noundef %2663) #6
  %2665 = fpext float %2664 to double
  %2666 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2665)
  br label %2667

2667:                                             ; preds = %2658
  %2668 = load i32, ptr %108, align 4
  %2669 = add i32 %2668, 1
  store i32 %2669, ptr %108, align 4
  br label %2649, !llvm.loop !113

2670:                                             ; preds = %2656
  %2671 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.111)
  store i32 0, ptr %109, align 4
  br label %2672

2672:                                             ; preds = %2689, %2670
  %2673 = load i32, ptr %109, align 4
  %2674 = zext i32 %2673 to i64
  %2675 = icmp ult i64 %2674, 10
  br i1 %2675, label %2676, label %2679

2676:                                             ; preds = %2672
  %2677 = call i32 @exact(ptr noundef @.str.113)
  %2678 = icmp ne i32 %2677, 0
  br label %2679

2679:                                             ; preds = %2676, %2672
  %2680 = phi i1 [ false, %2672 ], [ %2678, %2676 ]
  br i1 %2680, label %2681, label %2692

2681:                                             ; preds = %2679
  %2682 = load i32, ptr %109, align 4
  %2683 = zext i32 %2682 to i64
  %2684 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2683
  %2685 = load fp128, ptr %2684, align 16
  store volatile fp128 %2685, ptr @vl, align 16
  %2686 = load volatile fp128, ptr @vl, align 16
  %2687 = call fp128 @j1l(fp128 noundef %2686) #6
  %2688 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2687)
  br label %2689

2689:                                             ; preds = %2681
  %2690 = load i32, ptr %109, align 4
  %2691 = add i32 %2690, 1
  store i32 %2691, ptr %109, align 4
  br label %2672, !llvm.loop !114

2692:                                             ; preds = %2679
  %2693 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2694

2694:                                             ; preds = %2692
  br label %2695

2695:                                             ; preds = %2694
  %2696 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.114)
  store i32 0, ptr %110, align 4
  br label %2697

2697:                                             ; preds = %2714, %2695
  %2698 = load i32, ptr %110, align 4
  %2699 = zext i32 %2698 to i64
  %2700 = icmp ult i64 %2699, 14
  br i1 %2700, label %2701, label %2704

2701:                                             ; preds = %2697
  %2702 = call i32 @exact(ptr noundef @.str.114)
  %2703 = icmp ne i32 %2702, 0
  br label %2704

2704:                                             ; preds = %2701, %2697
  %2705 = phi i1 [ false, %2697 ], [ %2703, %2701 ]
  br i1 %2705, label %2706, label %2717

2706:                                             ; preds = %2704
  %2707 = load i32, ptr %110, align 4
  %2708 = zext i32 %2707 to i64
  %2709 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2708
  %2710 = load double, ptr %2709, align 8
  store volatile double %2710, ptr @vd, align 8
  %2711 = load volatile double, ptr @vd, align 8
  %2712 = call double @y0(double noundef %2711) #6
  %2713 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2712)
  br label %2714

2714:                                             ; preds = %2706
  %2715 = load i32, ptr %110, align 4
  %2716 = add i32 %2715, 1
  store i32 %2716, ptr %110, align 4
  br label %2697, !llvm.loop !115

2717:                                             ; preds = %2704
  %2718 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.114)
  store i32 0, ptr %111, align 4
  br label %2719

2719:                                             ; preds = %2737, %2717
  %2720 = load i32, ptr %111, align 4
  %2721 = zext i32 %2720 to i64
  %2722 = icmp ult i64 %2721, 11
  br i1 %2722, label %2723, label %2726

2723:                                             ; preds = %2719
  %2724 = call i32 @exact(ptr noundef @.str.115)
  %2725 = icmp ne i32 %2724, 0
  br label %2726

2726:                                             ; preds = %2723, %2719
  %2727 = phi i1 [ false, %2719 ], [ %2725, %2723 ]
  br i1 %2727, label %2728, label %2740

2728:                                             ; preds = %2726
  %2729 = load i32, ptr %111, align 4
  %2730 = zext i32 %2729 to i64
  %2731 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2730
  %2732 = load float, ptr %2731, align 4
  store volatile float %2732, ptr @vf, align 4
  %2733 = load volatile float, ptr @vf, align 4
  %2734 = call float @y0f(float noundef %2733) #6
  %2735 = fpext float %2734 to double
  %2736 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2735)
  br label %2737

2737:                                             ; preds = %2728
  %2738 = load i32, ptr %111, align 4
  %2739 = add i32 %2738, 1
  store i32 %2739, ptr %111, align 4
  br label %2719, !llvm.loop !116

2740:                                             ; preds = %2726
  %2741 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.114)
  store i32 0, ptr %112, align 4
  br label %2742

2742:                                             ; preds = %2759, %2740
  %2743 = load i32, ptr %112, align 4
  %2744 = zext i32 %2743 to i64
  %2745 = icmp ult i64 %2744, 10
  br i1 %2745, label %2746, label %2749

2746:                                             ; preds = %2742
  %2747 = call i32 @exact(ptr noundef @.str.116)
  %2748 = icmp ne i32 %2747, 0
  br label %2749

2749:                                             ; preds = %2746, %2742
  %2750 = phi i1 [ false, %2742 ], [ %2748, %2746 ]
  br i1 %2750, label %2751, label %2762

2751:                                             ; preds = %2749
  %2752 = load i32, ptr %112, align 4
  %2753 = zext i32 %2752 to i64
  %2754 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2753
  %2755 = load fp128, ptr %2754, align 16
  store volatile fp128 %2755, ptr @vl, align 16
  %2756 = load volatile fp128, ptr @vl, align 16
  %2757 = call fp128 @y0l(fp128 noundef %2756) #6
  %2758 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2757)
  br label %2759

2759:                                             ; preds = %2751
  %2760 = load i32, ptr %112, align 4
  %2761 = add i32 %2760, 1
  store i32 %2761, ptr %112, align 4
  br label %2742, !llvm.loop !117

2762:                                             ; preds = %2749
  %2763 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2764

2764:                                             ; preds = %2762
  br label %2765

2765:                                             ; preds = %2764
  %2766 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.117)
  store i32 0, ptr %113, align 4
  br label %2767

2767:                                             ; preds = %2784, %2765
  %2768 = load i32, ptr %113, align 4
  %2769 = zext i32 %2768 to i64
  %2770 = icmp ult i64 %2769, 14
  br i1 %2770, label %2771, label %2774

2771:                                             ; preds = %2767
  %2772 = call i32 @exact(ptr noundef @.str.117)
  %2773 = icmp ne i32 %2772, 0
  br label %2774

2774:                                             ; preds = %2771, %2767
  %2775 = phi i1 [ false, %2767 ], [ %2773, %2771 ]
  br i1 %2775, label %2776, label %2787

2776:                                             ; preds = %2774
  %2777 = load i32, ptr %113, align 4
  %2778 = zext i32 %2777 to i64
  %2779 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2778
  %2780 = load double, ptr %2779, align 8
  store volatile double %2780, ptr @vd, align 8
  %2781 = load volatile double, ptr @vd, align 8
  %2782 = call double @y1(double noundef %2781) #6
  %2783 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2782)
  br label %2784

2784:                                             ; preds = %2776
  %2785 = load i32, ptr %113, align 4
  %2786 = add i32 %2785, 1
  store i32 %2786, ptr %113, align 4
  br label %2767, !llvm.loop !118

2787:                                             ; preds = %2774
  %2788 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.117)
  store i32 0, ptr %114, align 4
  br label %2789

2789:                                             ; preds = %2807, %2787
  %2790 = load i32, ptr %114, align 4
  %2791 = zext i32 %2790 to i64
  %2792 = icmp ult i64 %2791, 11
  br i1 %2792, label %2793, label %2796

2793:                                             ; preds = %2789
  %2794 = call i32 @exact(ptr noundef @.str.118)
  %2795 = icmp ne i32 %2794, 0
  br label %2796

2796:                                             ; preds = %2793, %2789
  %2797 = phi i1 [ false, %2789 ], [ %2795, %2793 ]
  br i1 %2797, label %2798, label %2810

2798:                                             ; preds = %2796
  %2799 = load i32, ptr %114, align 4
  %2800 = zext i32 %2799 to i64
  %2801 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2800
  %2802 = load float, ptr %2801, align 4
  store volatile float %2802, ptr @vf, align 4
  %2803 = load volatile float, ptr @vf, align 4
  %2804 = call float @y1f(float noundef %2803) #6
  %2805 = fpext float %2804 to double
  %2806 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2805)
  br label %2807

2807:                                             ; preds = %2798
  %2808 = load i32, ptr %114, align 4
  %2809 = add i32 %2808, 1
  store i32 %2809, ptr %114, align 4
  br label %2789, !llvm.loop !119

2810:                                             ; preds = %2796
  %2811 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.117)
  store i32 0, ptr %115, align 4
  br label %2812

2812:                                             ; preds = %2829, %2810
  %2813 = load i32, ptr %115, align 4
  %2814 = zext i32 %2813 to i64
  %2815 = icmp ult i64 %2814, 10
  br i1 %2815, label %2816, label %2819

2816:                                             ; preds = %2812
  %2817 = call i32 @exact(ptr noundef @.str.119)
  %2818 = icmp ne i32 %2817, 0
  br label %2819

2819:                                             ; preds = %2816, %2812
  %2820 = phi i1 [ false, %2812 ], [ %2818, %2816 ]
  br i1 %2820, label %2821, label %2832

2821:                                             ; preds = %2819
  %2822 = load i32, ptr %115, align 4
  %2823 = zext i32 %2822 to i64
  %2824 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2823
  %2825 = load fp128, ptr %2824, align 16
  store volatile fp128 %2825, ptr @vl, align 16
  %2826 = load volatile fp128, ptr @vl, align 16
  %2827 = call fp128 @y1l(fp128 noundef %2826) #6
  %2828 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2827)
  br label %2829

2829:                                             ; preds = %2821
  %2830 = load i32, ptr %115, align 4
  %2831 = add i32 %2830, 1
  store i32 %2831, ptr %115, align 4
  br label %2812, !llvm.loop !120

2832:                                             ; preds = %2819
  %2833 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2834

2834:                                             ; preds = %2832
  br label %2835

2835:                                             ; preds = %2834
  %2836 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.120)
  store i32 0, ptr %116, align 4
  br label %2837

2837:                                             ; preds = %2860, %2835
  %2838 = load i32, ptr %116, align 4
  %2839 = zext i32 %2838 to i64
  %2840 = icmp ult i64 %2839, 14
  br i1 %2840, label %2841, label %2844

2841:                                             ; preds = %2837
  %2842 = call i32 @exact(ptr noundef @.str.120)
  %2843 = icmp ne i32 %2842, 0
  br label %2844

2844:                                             ; preds = %2841, %2837
  %2845 = phi i1 [ false, %2837 ], [ %2843, %2841 ]
  br i1 %2845, label %2846, label %2863

2846:                                             ; preds = %2844
  %2847 = load i32, ptr %116, align 4
  %2848 = zext i32 %2847 to i64
  %2849 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2848
  %2850 = load double, ptr %2849, align 8
  store volatile double %2850, ptr @vd, align 8
  %2851 = load volatile double, ptr @vd, align 8
  %2852 = load i32, ptr %116, align 4
  %2853 = add i32 %2852, 3
  %2854 = zext i32 %2853 to i64
  %2855 = urem i64 %2854, 14
  %2856 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2855
  %2857 = load double, ptr %2856, align 8
  %2858 = call double @pow(double noundef %2851, double noundef %2857) #6
  %2859 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2858)
  br label %2860

2860:                                             ; preds = %2846
  %2861 = load i32, ptr %116, align 4
  %2862 = add i32 %2861, 1
  store i32 %2862, ptr %116, align 4
  br label %2837, !llvm.loop !121

2863:                                             ; preds = %2844
  %2864 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.120)
  store i32 0, ptr %117, align 4
  br label %2865

2865:                                             ; preds = %2889, %2863
  %2866 = load i32, ptr %117, align 4
  %2867 = zext i32 %2866 to i64
  %2868 = icmp ult i64 %2867, 11
  br i1 %2868, label %2869, label %2872

2869:                                             ; preds = %2865
  %2870 = call i32 @exact(ptr noundef @.str.121)
  %2871 = icmp ne i32 %2870, 0
  br label %2872

2872:                                             ; preds = %2869, %2865
  %2873 = phi i1 [ false, %2865 ], [ %2871, %2869 ]
  br i1 %2873, label %2874, label %2892

2874:                                             ; preds = %2872
  %2875 = load i32, ptr %117, align 4
  %2876 = zext i32 %2875 to i64
  %2877 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2876
  %2878 = load float, ptr %2877, align 4
  store volatile float %2878, ptr @vf, align 4
  %2879 = load volatile float, ptr @vf, align 4
  %2880 = load i32, ptr %117, align 4
  %2881 = add i32 %2880, 3
  %2882 = zext i32 %2881 to i64
  %2883 = urem i64 %2882, 11
  %2884 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2883
  %2885 = load float, ptr %2884, align 4
  %2886 = call float @powf(float noundef %2879, float noundef %2885) #6
  %2887 = fpext float %2886 to double
  %2888 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2887)
  br label %2889

2889:                                             ; preds = %2874
  %2890 = load i32, ptr %117, align 4
  %2891 = add i32 %2890, 1
  store i32 %2891, ptr %117, align 4
  br label %2865, !llvm.loop !122

2892:                                             ; preds = %2872
  %2893 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.120)
  store i32 0, ptr %118, align 4
  br label %2894

2894:                                             ; preds = %2917, %2892
  %2895 = load i32, ptr %118, align 4
  %2896 = zext i32 %2895 to i64
  %2897 = icmp ult i64 %2896, 10
  br i1 %2897, label %2898, label %2901

2898:                                             ; preds = %2894
  %2899 = call i32 @exact(ptr noundef @.str.122)
  %2900 = icmp ne i32 %2899, 0
  br label %2901

2901:                                             ; preds = %2898, %2894
  %2902 = phi i1 [ false, %2894 ], [ %2900, %2898 ]
  br i1 %2902, label %2903, label %2920

2903:                                             ; preds = %2901
  %2904 = load i32, ptr %118, align 4
  %2905 = zext i32 %2904 to i64
  %2906 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2905
  %2907 = load fp128, ptr %2906, align 16
  store volatile fp128 %2907, ptr @vl, align 16
  %2908 = load volatile fp128, ptr @vl, align 16
  %2909 = load i32, ptr %118, align 4
  %2910 = add i32 %2909, 3
  %2911 = zext i32 %2910 to i64
  %2912 = urem i64 %2911, 10
  %2913 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2912
  %2914 = load fp128, ptr %2913, align 16
  %2915 = call fp128 @powl(fp128 noundef %2908, fp128 noundef %2914) #6
  %2916 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %2915)
  br label %2917

2917:                                             ; preds = %2903
  %2918 = load i32, ptr %118, align 4
  %2919 = add i32 %2918, 1
  store i32 %2919, ptr %118, align 4
  br label %2894, !llvm.loop !123

2920:                                             ; preds = %2901
  %2921 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2922

2922:                                             ; preds = %2920
  br label %2923

2923:                                             ; preds = %2922
  %2924 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.123)
  store i32 0, ptr %119, align 4
  br label %2925

2925:                                             ; preds = %2948, %2923
  %2926 = load i32, ptr %119, align 4
  %2927 = zext i32 %2926 to i64
  %2928 = icmp ult i64 %2927, 14
  br i1 %2928, label %2929, label %2932

2929:                                             ; preds = %2925
  %2930 = call i32 @exact(ptr noundef @.str.123)
  %2931 = icmp ne i32 %2930, 0
  br label %2932

2932:                                             ; preds = %2929, %2925
  %2933 = phi i1 [ false, %2925 ], [ %2931, %2929 ]
  br i1 %2933, label %2934, label %2951

2934:                                             ; preds = %2932
  %2935 = load i32, ptr %119, align 4
  %2936 = zext i32 %2935 to i64
  %2937 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2936
  %2938 = load double, ptr %2937, align 8
  store volatile double %2938, ptr @vd, align 8
  %2939 = load volatile double, ptr @vd, align 8
  %2940 = load i32, ptr %119, align 4
  %2941 = add i32 %2940, 3
  %2942 = zext i32 %2941 to i64
  %2943 = urem i64 %2942, 14
  %2944 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %2943
  %2945 = load double, ptr %2944, align 8
  %2946 = call double @atan2(double noundef %2939, double noundef %2945) #6
  %2947 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2946)
  br label %2948

2948:                                             ; preds = %2934
  %2949 = load i32, ptr %119, align 4
  %2950 = add i32 %2949, 1
  store i32 %2950, ptr %119, align 4
  br label %2925, !llvm.loop !124

2951:                                             ; preds = %2932
  %2952 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.123)
  store i32 0, ptr %120, align 4
  br label %2953

2953:                                             ; preds = %2977, %2951
  %2954 = load i32, ptr %120, align 4
  %2955 = zext i32 %2954 to i64
  %2956 = icmp ult i64 %2955, 11
  br i1 %2956, label %2957, label %2960

2957:                                             ; preds = %2953
  %2958 = call i32 @exact(ptr noundef @.str.124)
  %2959 = icmp ne i32 %2958, 0
  br label %2960

2960:                                             ; preds = %2957, %2953
  %2961 = phi i1 [ false, %2953 ], [ %2959, %2957 ]
  br i1 %2961, label %2962, label %2980

2962:                                             ; preds = %2960
  %2963 = load i32, ptr %120, align 4
  %2964 = zext i32 %2963 to i64
  %2965 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2964
  %2966 = load float, ptr %2965, align 4
  store volatile float %2966, ptr @vf, align 4
  %2967 = load volatile float, ptr @vf, align 4
  %2968 = load i32, ptr %120, align 4
  %2969 = add i32 %2968, 3
  %2970 = zext i32 %2969 to i64
  %2971 = urem i64 %2970, 11
  %2972 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %2971
  %2973 = load float, ptr %2972, align 4
  %2974 = call float @atan2f(float noundef %2967, float noundef %2973) #6
  %2975 = fpext float %2974 to double
  %2976 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2975)
  br label %2977

2977:                                             ; preds = %2962
  %2978 = load i32, ptr %120, align 4
  %2979 = add i32 %2978, 1
  store i32 %2979, ptr %120, align 4
  br label %2953, !llvm.loop !125

2980:                                             ; preds = %2960
  %2981 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.123)
  store i32 0, ptr %121, align 4
  br label %2982

2982:                                             ; preds = %3005, %2980
  %2983 = load i32, ptr %121, align 4
  %2984 = zext i32 %2983 to i64
  %2985 = icmp ult i64 %2984, 10
  br i1 %2985, label %2986, label %2989

2986:                                             ; preds = %2982
  %2987 = call i32 @exact(ptr noundef @.str.125)
  %2988 = icmp ne i32 %2987, 0
  br label %2989

2989:                                             ; preds = %2986, %2982
  %2990 = phi i1 [ false, %2982 ], [ %2988, %2986 ]
  br i1 %2990, label %2991, label %3008

2991:                                             ; preds = %2989
  %2992 = load i32, ptr %121, align 4
  %2993 = zext i32 %2992 to i64
  %2994 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %2993
  %2995 = load fp128, ptr %2994, align 16
  store volatile fp128 %2995, ptr @vl, align 16
  %2996 = load volatile fp128, ptr @vl, align 16
  %2997 = load i32, ptr %121, align 4
  %2998 = add i32 %2997, 3
  %2999 = zext i32 %2998 to i64
  %3000 = urem i64 %2999, 10
  %3001 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3000
  %3002 = load fp128, ptr %3001, align 16
  %3003 = call fp128 @atan2l(fp128 noundef %2996, fp128 noundef %3002) #6
  %3004 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3003)
  br label %3005

3005:                                             ; preds = %2991
  %3006 = load i32, ptr %121, align 4
  %3007 = add i32 %3006, 1
  store i32 %3007, ptr %121, align 4
  br label %2982, !llvm.loop !126

3008:                                             ; preds = %2989
  %3009 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3010

3010:                                             ; preds = %3008
  br label %3011

3011:                                             ; preds = %3010
  %3012 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.126)
  store i32 0, ptr %122, align 4
  br label %3013

3013:                                             ; preds = %3036, %3011
  %3014 = load i32, ptr %122, align 4
  %3015 = zext i32 %3014 to i64
  %3016 = icmp ult i64 %3015, 14
  br i1 %3016, label %3017, label %3020

3017:                                             ; preds = %3013
  %3018 = call i32 @exact(ptr noundef @.str.126)
  %3019 = icmp ne i32 %3018, 0
  br label %3020

3020:                                             ; preds = %3017, %3013
  %3021 = phi i1 [ false, %3013 ], [ %3019, %3017 ]
  br i1 %3021, label %3022, label %3039

3022:                                             ; preds = %3020
  %3023 = load i32, ptr %122, align 4
  %3024 = zext i32 %3023 to i64
  %3025 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3024
  %3026 = load double, ptr %3025, align 8
  store volatile double %3026, ptr @vd, align 8
  %3027 = load volatile double, ptr @vd, align 8
  %3028 = load i32, ptr %122, align 4
  %3029 = add i32 %3028, 3
  %3030 = zext i32 %3029 to i64
  %3031 = urem i64 %3030, 14
  %3032 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3031
  %3033 = load double, ptr %3032, align 8
  %3034 = call double @hypot(double noundef %3027, double noundef %3033) #6
  %3035 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3034)
  br label %3036

3036:                                             ; preds = %3022
  %3037 = load i32, ptr %122, align 4
  %3038 = add i32 %3037, 1
  store i32 %3038, ptr %122, align 4
  br label %3013, !llvm.loop !127

3039:                                             ; preds = %3020
  %3040 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.126)
  store i32 0, ptr %123, align 4
  br label %3041

3041:                                             ; preds = %3065, %3039
  %3042 = load i32, ptr %123, align 4
  %3043 = zext i32 %3042 to i64
  %3044 = icmp ult i64 %3043, 11
  br i1 %3044, label %3045, label %3048

3045:                                             ; preds = %3041
  %3046 = call i32 @exact(ptr noundef @.str.127)
  %3047 = icmp ne i32 %3046, 0
  br label %3048

3048:                                             ; preds = %3045, %3041
  %3049 = phi i1 [ false, %3041 ], [ %3047, %3045 ]
  br i1 %3049, label %3050, label %3068

3050:                                             ; preds = %3048
  %3051 = load i32, ptr %123, align 4
  %3052 = zext i32 %3051 to i64
  %3053 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3052
  %3054 = load float, ptr %3053, align 4
  store volatile float %3054, ptr @vf, align 4
  %3055 = load volatile float, ptr @vf, align 4
  %3056 = load i32, ptr %123, align 4
  %3057 = add i32 %3056, 3
  %3058 = zext i32 %3057 to i64
  %3059 = urem i64 %3058, 11
  %3060 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3059
  %3061 = load float, ptr %3060, align 4
  %3062 = call float @hypotf(float noundef %3055, float noundef %3061) #6
  %3063 = fpext float %3062 to double
  %3064 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3063)
  br label %3065

3065:                                             ; preds = %3050
  %3066 = load i32, ptr %123, align 4
  %3067 = add i32 %3066, 1
  store i32 %3067, ptr %123, align 4
  br label %3041, !llvm.loop !128

3068:                                             ; preds = %3048
  %3069 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.126)
  store i32 0, ptr %124, align 4
  br label %3070

3070:                                             ; preds = %3093, %3068
  %3071 = load i32, ptr %124, align 4
  %3072 = zext i32 %3071 to i64
  %3073 = icmp ult i64 %3072, 10
  br i1 %3073, label %3074, label %3077

3074:                                             ; preds = %3070
  %3075 = call i32 @exact(ptr noundef @.str.128)
  %3076 = icmp ne i32 %3075, 0
  br label %3077

3077:                                             ; preds = %3074, %3070
  %3078 = phi i1 [ false, %3070 ], [ %3076, %3074 ]
  br i1 %3078, label %3079, label %3096

3079:                                             ; preds = %3077
  %3080 = load i32, ptr %124, align 4
  %3081 = zext i32 %3080 to i64
  %3082 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3081
  %3083 = load fp128, ptr %3082, align 16
  store volatile fp128 %3083, ptr @vl, align 16
  %3084 = load volatile fp128, ptr @vl, align 16
  %3085 = load i32, ptr %124, align 4
  %3086 = add i32 %3085, 3
  %3087 = zext i32 %3086 to i64
  %3088 = urem i64 %3087, 10
  %3089 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3088
  %3090 = load fp128, ptr %3089, align 16
  %3091 = call fp128 @hypotl(fp128 noundef %3084, fp128 noundef %3090) #6
  %3092 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3091)
  br label %3093

3093:                                             ; preds = %3079
  %3094 = load i32, ptr %124, align 4
  %3095 = add i32 %3094, 1
  store i32 %3095, ptr %124, align 4
  br label %3070, !llvm.loop !129

3096:                                             ; preds = %3077
  %3097 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3098

3098:                                             ; preds = %3096
  br label %3099

3099:                                             ; preds = %3098
  %3100 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.129)
  store i32 0, ptr %125, align 4
  br label %3101

3101:                                             ; preds = %3124, %3099
  %3102 = load i32, ptr %125, align 4
  %3103 = zext i32 %3102 to i64
  %3104 = icmp ult i64 %3103, 14
  br i1 %3104, label %3105, label %3108

3105:                                             ; preds = %3101
  %3106 = call i32 @exact(ptr noundef @.str.129)
  %3107 = icmp ne i32 %3106, 0
  br label %3108

3108:                                             ; preds = %3105, %3101
  %3109 = phi i1 [ false, %3101 ], [ %3107, %3105 ]
  br i1 %3109, label %3110, label %3127

3110:                                             ; preds = %3108
  %3111 = load i32, ptr %125, align 4
  %3112 = zext i32 %3111 to i64
  %3113 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3112
  %3114 = load double, ptr %3113, align 8
  store volatile double %3114, ptr @vd, align 8
  %3115 = load volatile double, ptr @vd, align 8
  %3116 = load i32, ptr %125, align 4
  %3117 = add i32 %3116, 3
  %3118 = zext i32 %3117 to i64
  %3119 = urem i64 %3118, 14
  %3120 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3119
  %3121 = load double, ptr %3120, align 8
  %3122 = call double @fmod(double noundef %3115, double noundef %3121) #6
  %3123 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3122)
  br label %3124

3124:                                             ; preds = %3110
  %3125 = load i32, ptr %125, align 4
  %3126 = add i32 %3125, 1
  store i32 %3126, ptr %125, align 4
  br label %3101, !llvm.loop !130

3127:                                             ; preds = %3108
  %3128 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.129)
  store i32 0, ptr %126, align 4
  br label %3129

3129:                                             ; preds = %3153, %3127
  %3130 = load i32, ptr %126, align 4
  %3131 = zext i32 %3130 to i64
  %3132 = icmp ult i64 %3131, 11
  br i1 %3132, label %3133, label %3136

3133:                                             ; preds = %3129
  %3134 = call i32 @exact(ptr noundef @.str.130)
  %3135 = icmp ne i32 %3134, 0
  br label %3136

3136:                                             ; preds = %3133, %3129
  %3137 = phi i1 [ false, %3129 ], [ %3135, %3133 ]
  br i1 %3137, label %3138, label %3156

3138:                                             ; preds = %3136
  %3139 = load i32, ptr %126, align 4
  %3140 = zext i32 %3139 to i64
  %3141 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3140
  %3142 = load float, ptr %3141, align 4
  store volatile float %3142, ptr @vf, align 4
  %3143 = load volatile float, ptr @vf, align 4
  %3144 = load i32, ptr %126, align 4
  %3145 = add i32 %3144, 3
  %3146 = zext i32 %3145 to i64
  %3147 = urem i64 %3146, 11
  %3148 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3147
  %3149 = load float, ptr %3148, align 4
  %3150 = call float @fmodf(float noundef %3143, float noundef %3149) #6
  %3151 = fpext float %3150 to double
  %3152 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3151)
  br label %3153

3153:                                             ; preds = %3138
  %3154 = load i32, ptr %126, align 4
  %3155 = add i32 %3154, 1
  store i32 %3155, ptr %126, align 4
  br label %3129, !llvm.loop !131

3156:                                             ; preds = %3136
  %3157 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.129)
  store i32 0, ptr %127, align 4
  br label %3158

3158:                                             ; preds = %3181, %3156
  %3159 = load i32, ptr %127, align 4
  %3160 = zext i32 %3159 to i64
  %3161 = icmp ult i64 %3160, 10
  br i1 %3161, label %3162, label %3165

3162:                                             ; preds = %3158
  %3163 = call i32 @exact(ptr noundef @.str.131)
  %3164 = icmp ne i32 %3163, 0
  br label %3165

3165:                                             ; preds = %3162, %3158
  %3166 = phi i1 [ false, %3158 ], [ %3164, %3162 ]
  br i1 %3166, label %3167, label %3184

3167:                                             ; preds = %3165
  %3168 = load i32, ptr %127, align 4
  %3169 = zext i32 %3168 to i64
  %3170 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3169
  %3171 = load fp128, ptr %3170, align 16
  store volatile fp128 %3171, ptr @vl, align 16
  %3172 = load volatile fp128, ptr @vl, align 16
  %3173 = load i32, ptr %127, align 4
  %3174 = add i32 %3173, 3
  %3175 = zext i32 %3174 to i64
  %3176 = urem i64 %3175, 10
  %3177 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3176
  %3178 = load fp128, ptr %3177, align 16
  %3179 = call fp128 @fmodl(fp128 noundef %3172, fp128 noundef %3178) #6
  %3180 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3179)
  br label %3181

3181:                                             ; preds = %3167
  %3182 = load i32, ptr %127, align 4
  %3183 = add i32 %3182, 1
  store i32 %3183, ptr %127, align 4
  br label %3158, !llvm.loop !132

3184:                                             ; preds = %3165
  %3185 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3186

3186:                                             ; preds = %3184
  br label %3187

3187:                                             ; preds = %3186
  %3188 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.132)
  store i32 0, ptr %128, align 4
  br label %3189

3189:                                             ; preds = %3212, %3187
  %3190 = load i32, ptr %128, align 4
  %3191 = zext i32 %3190 to i64
  %3192 = icmp ult i64 %3191, 14
  br i1 %3192, label %3193, label %3196

3193:                                             ; preds = %3189
  %3194 = call i32 @exact(ptr noundef @.str.132)
  %3195 = icmp ne i32 %3194, 0
  br label %3196

3196:                                             ; preds = %3193, %3189
  %3197 = phi i1 [ false, %3189 ], [ %3195, %3193 ]
  br i1 %3197, label %3198, label %3215

3198:                                             ; preds = %3196
  %3199 = load i32, ptr %128, align 4
  %3200 = zext i32 %3199 to i64
  %3201 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3200
  %3202 = load double, ptr %3201, align 8
  store volatile double %3202, ptr @vd, align 8
  %3203 = load volatile double, ptr @vd, align 8
  %3204 = load i32, ptr %128, align 4
  %3205 = add i32 %3204, 3
  %3206 = zext i32 %3205 to i64
  %3207 = urem i64 %3206, 14
  %3208 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3207
  %3209 = load double, ptr %3208, align 8
  %3210 = call double @remainder(double noundef %3203, double noundef %3209) #6
  %3211 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3210)
  br label %3212

3212:                                             ; preds = %3198
  %3213 = load i32, ptr %128, align 4
  %3214 = add i32 %3213, 1
  store i32 %3214, ptr %128, align 4
  br label %3189, !llvm.loop !133

3215:                                             ; preds = %3196
  %3216 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.132)
  store i32 0, ptr %129, align 4
  br label %3217

3217:                                             ; preds = %3241, %3215
  %3218 = load i32, ptr %129, align 4
  %3219 = zext i32 %3218 to i64
  %3220 = icmp ult i64 %3219, 11
  br i1 %3220, label %3221, label %3224

3221:                                             ; preds = %3217
  %3222 = call i32 @exact(ptr noundef @.str.133)
  %3223 = icmp ne i32 %3222, 0
  br label %3224

3224:                                             ; preds = %3221, %3217
  %3225 = phi i1 [ false, %3217 ], [ %3223, %3221 ]
  br i1 %3225, label %3226, label %3244

3226:                                             ; preds = %3224
  %3227 = load i32, ptr %129, align 4
  %3228 = zext i32 %3227 to i64
  %3229 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3228
  %3230 = load float, ptr %3229, align 4
  store volatile float %3230, ptr @vf, align 4
  %3231 = load volatile float, ptr @vf, align 4
  %3232 = load i32, ptr %129, align 4
  %3233 = add i32 %3232, 3
  %3234 = zext i32 %3233 to i64
  %3235 = urem i64 %3234, 11
  %3236 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3235
  %3237 = load float, ptr %3236, align 4
  %3238 = call float @remainderf(float noundef %3231, float noundef %3237) #6
  %3239 = fpext float %3238 to double
  %3240 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3239)
  br label %3241

3241:                                             ; preds = %3226
  %3242 = load i32, ptr %129, align 4
  %3243 = add i32 %3242, 1
  store i32 %3243, ptr %129, align 4
  br label %3217, !llvm.loop !134

3244:                                             ; preds = %3224
  %3245 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.132)
  store i32 0, ptr %130, align 4
  br label %3246

3246:                                             ; preds = %3269, %3244
  %3247 = load i32, ptr %130, align 4
  %3248 = zext i32 %3247 to i64
  %3249 = icmp ult i64 %3248, 10
  br i1 %3249, label %3250, label %3253

3250:                                             ; preds = %3246
  %3251 = call i32 @exact(ptr noundef @.str.134)
  %3252 = icmp ne i32 %3251, 0
  br label %3253

3253:                                             ; preds = %3250, %3246
  %3254 = phi i1 [ false, %3246 ], [ %3252, %3250 ]
  br i1 %3254, label %3255, label %3272

3255:                                             ; preds = %3253
  %3256 = load i32, ptr %130, align 4
  %3257 = zext i32 %3256 to i64
  %3258 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3257
  %3259 = load fp128, ptr %3258, align 16
  store volatile fp128 %3259, ptr @vl, align 16
  %3260 = load volatile fp128, ptr @vl, align 16
  %3261 = load i32, ptr %130, align 4
  %3262 = add i32 %3261, 3
  %3263 = zext i32 %3262 to i64
  %3264 = urem i64 %3263, 10
  %3265 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3264
  %3266 = load fp128, ptr %3265, align 16
  %3267 = call fp128 @remainderl(fp128 noundef %3260, fp128 noundef %3266) #6
  %3268 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3267)
  br label %3269

3269:                                             ; preds = %3255
  %3270 = load i32, ptr %130, align 4
  %3271 = add i32 %3270, 1
  store i32 %3271, ptr %130, align 4
  br label %3246, !llvm.loop !135

3272:                                             ; preds = %3253
  %3273 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3274

3274:                                             ; preds = %3272
  br label %3275

3275:                                             ; preds = %3274
  %3276 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.135)
  store i32 0, ptr %131, align 4
  br label %3277

3277:                                             ; preds = %3300, %3275
  %3278 = load i32, ptr %131, align 4
  %3279 = zext i32 %3278 to i64
  %3280 = icmp ult i64 %3279, 14
  br i1 %3280, label %3281, label %3284

3281:                                             ; preds = %3277
  %3282 = call i32 @exact(ptr noundef @.str.135)
  %3283 = icmp ne i32 %3282, 0
  br label %3284

3284:                                             ; preds = %3281, %3277
  %3285 = phi i1 [ false, %3277 ], [ %3283, %3281 ]
  br i1 %3285, label %3286, label %3303

3286:                                             ; preds = %3284
  %3287 = load i32, ptr %131, align 4
  %3288 = zext i32 %3287 to i64
  %3289 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3288
  %3290 = load double, ptr %3289, align 8
  store volatile double %3290, ptr @vd, align 8
  %3291 = load volatile double, ptr @vd, align 8
  %3292 = load i32, ptr %131, align 4
  %3293 = add i32 %3292, 3
  %3294 = zext i32 %3293 to i64
  %3295 = urem i64 %3294, 14
  %3296 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3295
  %3297 = load double, ptr %3296, align 8
  %3298 = call double @llvm.copysign.f64(double %3291, double %3297)
  %3299 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3298)
  br label %3300

3300:                                             ; preds = %3286
  %3301 = load i32, ptr %131, align 4
  %3302 = add i32 %3301, 1
  store i32 %3302, ptr %131, align 4
  br label %3277, !llvm.loop !136

3303:                                             ; preds = %3284
  %3304 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.135)
  store i32 0, ptr %132, align 4
  br label %3305

3305:                                             ; preds = %3329, %3303
  %3306 = load i32, ptr %132, align 4
  %3307 = zext i32 %3306 to i64
  %3308 = icmp ult i64 %3307, 11
  br i1 %3308, label %3309, label %3312

3309:                                             ; preds = %3305
  %3310 = call i32 @exact(ptr noundef @.str.136)
  %3311 = icmp ne i32 %3310, 0
  br label %3312

3312:                                             ; preds = %3309, %3305
  %3313 = phi i1 [ false, %3305 ], [ %3311, %3309 ]
  br i1 %3313, label %3314, label %3332

3314:                                             ; preds = %3312
  %3315 = load i32, ptr %132, align 4
  %3316 = zext i32 %3315 to i64
  %3317 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3316
  %3318 = load float, ptr %3317, align 4
  store volatile float %3318, ptr @vf, align 4
  %3319 = load volatile float, ptr @vf, align 4
  %3320 = load i32, ptr %132, align 4
  %3321 = add i32 %3320, 3
  %3322 = zext i32 %3321 to i64
  %3323 = urem i64 %3322, 11
  %3324 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3323
  %3325 = load float, ptr %3324, align 4
  %3326 = call float @llvm.copysign.f32(float %3319, float %3325)
  %3327 = fpext float %3326 to double
  %3328 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3327)
  br label %3329

3329:                                             ; preds = %3314
  %3330 = load i32, ptr %132, align 4
  %3331 = add i32 %3330, 1
  store i32 %3331, ptr %132, align 4
  br label %3305, !llvm.loop !137

3332:                                             ; preds = %3312
  %3333 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.135)
  store i32 0, ptr %133, align 4
  br label %3334

3334:                                             ; preds = %3357, %3332
  %3335 = load i32, ptr %133, align 4
  %3336 = zext i32 %3335 to i64
  %3337 = icmp ult i64 %3336, 10
  br i1 %3337, label %3338, label %3341

3338:                                             ; preds = %3334
  %3339 = call i32 @exact(ptr noundef @.str.137)
  %3340 = icmp ne i32 %3339, 0
  br label %3341

3341:                                             ; preds = %3338, %3334
  %3342 = phi i1 [ false, %3334 ], [ %3340, %3338 ]
  br i1 %3342, label %3343, label %3360

3343:                                             ; preds = %3341
  %3344 = load i32, ptr %133, align 4
  %3345 = zext i32 %3344 to i64
  %3346 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3345
  %3347 = load fp128, ptr %3346, align 16
  store volatile fp128 %3347, ptr @vl, align 16
  %3348 = load volatile fp128, ptr @vl, align 16
  %3349 = load i32, ptr %133, align 4
  %3350 = add i32 %3349, 3
  %3351 = zext i32 %3350 to i64
  %3352 = urem i64 %3351, 10
  %3353 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3352
  %3354 = load fp128, ptr %3353, align 16
  %3355 = call fp128 @llvm.copysign.f128(fp128 %3348, fp128 %3354)
  %3356 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3355)
  br label %3357

3357:                                             ; preds = %3343
  %3358 = load i32, ptr %133, align 4
  %3359 = add i32 %3358, 1
  store i32 %3359, ptr %133, align 4
  br label %3334, !llvm.loop !138

3360:                                             ; preds = %3341
  %3361 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3362

3362:                                             ; preds = %3360
  br label %3363

3363:                                             ; preds = %3362
  %3364 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.138)
  store i32 0, ptr %134, align 4
  br label %3365

3365:                                             ; preds = %3388, %3363
  %3366 = load i32, ptr %134, align 4
  %3367 = zext i32 %3366 to i64
  %3368 = icmp ult i64 %3367, 14
  br i1 %3368, label %3369, label %3372

3369:                                             ; preds = %3365
  %3370 = call i32 @exact(ptr noundef @.str.138)
  %3371 = icmp ne i32 %3370, 0
  br label %3372

3372:                                             ; preds = %3369, %3365
  %3373 = phi i1 [ false, %3365 ], [ %3371, %3369 ]
  br i1 %3373, label %3374, label %3391

3374:                                             ; preds = %3372
  %3375 = load i32, ptr %134, align 4
  %3376 = zext i32 %3375 to i64
  %3377 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3376
  %3378 = load double, ptr %3377, align 8
  store volatile double %3378, ptr @vd, align 8
  %3379 = load volatile double, ptr @vd, align 8
  %3380 = load i32, ptr %134, align 4
  %3381 = add i32 %3380, 3
  %3382 = zext i32 %3381 to i64
  %3383 = urem i64 %3382, 14
  %3384 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3383
  %3385 = load double, ptr %3384, align 8
  %3386 = call double @fdim(double noundef %3379, double noundef %3385) #6
  %3387 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3386)
  br label %3388

3388:                                             ; preds = %3374
  %3389 = load i32, ptr %134, align 4
  %3390 = add i32 %3389, 1
  store i32 %3390, ptr %134, align 4
  br label %3365, !llvm.loop !139

3391:                                             ; preds = %3372
  %3392 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.138)
  store i32 0, ptr %135, align 4
  br label %3393

3393:                                             ; preds = %3417, %3391
  %3394 = load i32, ptr %135, align 4
  %3395 = zext i32 %3394 to i64
  %3396 = icmp ult i64 %3395, 11
  br i1 %3396, label %3397, label %3400

3397:                                             ; preds = %3393
  %3398 = call i32 @exact(ptr noundef @.str.139)
  %3399 = icmp ne i32 %3398, 0
  br label %3400

3400:                                             ; preds = %3397, %3393
  %3401 = phi i1 [ false, %3393 ], [ %3399, %3397 ]
  br i1 %3401, label %3402, label %3420

3402:                                             ; preds = %3400
  %3403 = load i32, ptr %135, align 4
  %3404 = zext i32 %3403 to i64
  %3405 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3404
  %3406 = load float, ptr %3405, align 4
  store volatile float %3406, ptr @vf, align 4
  %3407 = load volatile float, ptr @vf, align 4
  %3408 = load i32, ptr %135, align 4
  %3409 = add i32 %3408, 3
  %3410 = zext i32 %3409 to i64
  %3411 = urem i64 %3410, 11
  %3412 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3411
  %3413 = load float, ptr %3412, align 4
  %3414 = call float @fdimf(float noundef %3407, float noundef %3413) #6
  %3415 = fpext float %3414 to double
  %3416 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3415)
  br label %3417

3417:                                             ; preds = %3402
  %3418 = load i32, ptr %135, align 4
  %3419 = add i32 %3418, 1
  store i32 %3419, ptr %135, align 4
  br label %3393, !llvm.loop !140

3420:                                             ; preds = %3400
  %3421 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.138)
  store i32 0, ptr %136, align 4
  br label %3422

3422:                                             ; preds = %3445, %3420
  %3423 = load i32, ptr %136, align 4
  %3424 = zext i32 %3423 to i64
  %3425 = icmp ult i64 %3424, 10
  br i1 %3425, label %3426, label %3429

3426:                                             ; preds = %3422
  %3427 = call i32 @exact(ptr noundef @.str.140)
  %3428 = icmp ne i32 %3427, 0
  br label %3429

3429:                                             ; preds = %3426, %3422
  %3430 = phi i1 [ false, %3422 ], [ %3428, %3426 ]
  br i1 %3430, label %3431, label %3448

3431:                                             ; preds = %3429
  %3432 = load i32, ptr %136, align 4
  %3433 = zext i32 %3432 to i64
  %3434 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3433
  %3435 = load fp128, ptr %3434, align 16
  store volatile fp128 %3435, ptr @vl, align 16
  %3436 = load volatile fp128, ptr @vl, align 16
  %3437 = load i32, ptr %136, align 4
  %3438 = add i32 %3437, 3
  %3439 = zext i32 %3438 to i64
  %3440 = urem i64 %3439, 10
  %3441 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3440
  %3442 = load fp128, ptr %3441, align 16
  %3443 = call fp128 @fdiml(fp128 noundef %3436, fp128 noundef %3442) #6
  %3444 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3443)
  br label %3445

3445:                                             ; preds = %3431
  %3446 = load i32, ptr %136, align 4
  %3447 = add i32 %3446, 1
  store i32 %3447, ptr %136, align 4
  br label %3422, !llvm.loop !141

3448:                                             ; preds = %3429
  %3449 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3450

3450:                                             ; preds = %3448
  br label %3451

3451:                                             ; preds = %3450
  %3452 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.141)
  store i32 0, ptr %137, align 4
  br label %3453

3453:                                             ; preds = %3476, %3451
  %3454 = load i32, ptr %137, align 4
  %3455 = zext i32 %3454 to i64
  %3456 = icmp ult i64 %3455, 14
  br i1 %3456, label %3457, label %3460

3457:                                             ; preds = %3453
  %3458 = call i32 @exact(ptr noundef @.str.141)
  %3459 = icmp ne i32 %3458, 0
  br label %3460

3460:                                             ; preds = %3457, %3453
  %3461 = phi i1 [ false, %3453 ], [ %3459, %3457 ]
  br i1 %3461, label %3462, label %3479

3462:                                             ; preds = %3460
  %3463 = load i32, ptr %137, align 4
  %3464 = zext i32 %3463 to i64
  %3465 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3464
  %3466 = load double, ptr %3465, align 8
  store volatile double %3466, ptr @vd, align 8
  %3467 = load volatile double, ptr @vd, align 8
  %3468 = load i32, ptr %137, align 4
  %3469 = add i32 %3468, 3
  %3470 = zext i32 %3469 to i64
  %3471 = urem i64 %3470, 14
  %3472 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3471
  %3473 = load double, ptr %3472, align 8
  %3474 = call double @llvm.maxnum.f64(double %3467, double %3473)
  %3475 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3474)
  br label %3476

3476:                                             ; preds = %3462
  %3477 = load i32, ptr %137, align 4
  %3478 = add i32 %3477, 1
  store i32 %3478, ptr %137, align 4
  br label %3453, !llvm.loop !142

3479:                                             ; preds = %3460
  %3480 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.141)
  store i32 0, ptr %138, align 4
  br label %3481

3481:                                             ; preds = %3505, %3479
  %3482 = load i32, ptr %138, align 4
  %3483 = zext i32 %3482 to i64
  %3484 = icmp ult i64 %3483, 11
  br i1 %3484, label %3485, label %3488

3485:                                             ; preds = %3481
  %3486 = call i32 @exact(ptr noundef @.str.142)
  %3487 = icmp ne i32 %3486, 0
  br label %3488

3488:                                             ; preds = %3485, %3481
  %3489 = phi i1 [ false, %3481 ], [ %3487, %3485 ]
  br i1 %3489, label %3490, label %3508

3490:                                             ; preds = %3488
  %3491 = load i32, ptr %138, align 4
  %3492 = zext i32 %3491 to i64
  %3493 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3492
  %3494 = load float, ptr %3493, align 4
  store volatile float %3494, ptr @vf, align 4
  %3495 = load volatile float, ptr @vf, align 4
  %3496 = load i32, ptr %138, align 4
  %3497 = add i32 %3496, 3
  %3498 = zext i32 %3497 to i64
  %3499 = urem i64 %3498, 11
  %3500 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3499
  %3501 = load float, ptr %3500, align 4
  %3502 = call float @llvm.maxnum.f32(float %3495, float %3501)
  %3503 = fpext float %3502 to double
  %3504 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3503)
  br label %3505

3505:                                             ; preds = %3490
  %3506 = load i32, ptr %138, align 4
  %3507 = add i32 %3506, 1
  store i32 %3507, ptr %138, align 4
  br label %3481, !llvm.loop !143

3508:                                             ; preds = %3488
  %3509 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.141)
  store i32 0, ptr %139, align 4
  br label %3510

3510:                                             ; preds = %3533, %3508
  %3511 = load i32, ptr %139, align 4
  %3512 = zext i32 %3511 to i64
  %3513 = icmp ult i64 %3512, 10
  br i1 %3513, label %3514, label %3517

3514:                                             ; preds = %3510
  %3515 = call i32 @exact(ptr noundef @.str.143)
  %3516 = icmp ne i32 %3515, 0
  br label %3517

3517:                                             ; preds = %3514, %3510
  %3518 = phi i1 [ false, %3510 ], [ %3516, %3514 ]
  br i1 %3518, label %3519, label %3536

3519:                                             ; preds = %3517
  %3520 = load i32, ptr %139, align 4
  %3521 = zext i32 %3520 to i64
  %3522 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3521
  %3523 = load fp128, ptr %3522, align 16
  store volatile fp128 %3523, ptr @vl, align 16
  %3524 = load volatile fp128, ptr @vl, align 16
  %3525 = load i32, ptr %139, align 4
  %3526 = add i32 %3525, 3
  %3527 = zext i32 %3526 to i64
  %3528 = urem i64 %3527, 10
  %3529 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3528
  %3530 = load fp128, ptr %3529, align 16
  %3531 = call fp128 @llvm.maxnum.f128(fp128 %3524, fp128 %3530)
  %3532 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3531)
  br label %3533

3533:                                             ; preds = %3519
  %3534 = load i32, ptr %139, align 4
  %3535 = add i32 %3534, 1
  store i32 %3535, ptr %139, align 4
  br label %3510, !llvm.loop !144

3536:                                             ; preds = %3517
  %3537 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3538

3538:                                             ; preds = %3536
  br label %3539

3539:                                             ; preds = %3538
  %3540 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.144)
  store i32 0, ptr %140, align 4
  br label %3541

3541:                                             ; preds = %3564, %3539
  %3542 = load i32, ptr %140, align 4
  %3543 = zext i32 %3542 to i64
  %3544 = icmp ult i64 %3543, 14
  br i1 %3544, label %3545, label %3548

3545:                                             ; preds = %3541
  %3546 = call i32 @exact(ptr noundef @.str.144)
  %3547 = icmp ne i32 %3546, 0
  br label %3548

3548:                                             ; preds = %3545, %3541
  %3549 = phi i1 [ false, %3541 ], [ %3547, %3545 ]
  br i1 %3549, label %3550, label %3567

3550:                                             ; preds = %3548
  %3551 = load i32, ptr %140, align 4
  %3552 = zext i32 %3551 to i64
  %3553 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3552
  %3554 = load double, ptr %3553, align 8
  store volatile double %3554, ptr @vd, align 8
  %3555 = load volatile double, ptr @vd, align 8
  %3556 = load i32, ptr %140, align 4
  %3557 = add i32 %3556, 3
  %3558 = zext i32 %3557 to i64
  %3559 = urem i64 %3558, 14
  %3560 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3559
  %3561 = load double, ptr %3560, align 8
  %3562 = call double @llvm.minnum.f64(double %3555, double %3561)
  %3563 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3562)
  br label %3564

3564:                                             ; preds = %3550
  %3565 = load i32, ptr %140, align 4
  %3566 = add i32 %3565, 1
  store i32 %3566, ptr %140, align 4
  br label %3541, !llvm.loop !145

3567:                                             ; preds = %3548
  %3568 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.144)
  store i32 0, ptr %141, align 4
  br label %3569

3569:                                             ; preds = %3593, %3567
  %3570 = load i32, ptr %141, align 4
  %3571 = zext i32 %3570 to i64
  %3572 = icmp ult i64 %3571, 11
  br i1 %3572, label %3573, label %3576

3573:                                             ; preds = %3569
  %3574 = call i32 @exact(ptr noundef @.str.145)
  %3575 = icmp ne i32 %3574, 0
  br label %3576

3576:                                             ; preds = %3573, %3569
  %3577 = phi i1 [ false, %3569 ], [ %3575, %3573 ]
  br i1 %3577, label %3578, label %3596

3578:                                             ; preds = %3576
  %3579 = load i32, ptr %141, align 4
  %3580 = zext i32 %3579 to i64
  %3581 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3580
  %3582 = load float, ptr %3581, align 4
  store volatile float %3582, ptr @vf, align 4
  %3583 = load volatile float, ptr @vf, align 4
  %3584 = load i32, ptr %141, align 4
  %3585 = add i32 %3584, 3
  %3586 = zext i32 %3585 to i64
  %3587 = urem i64 %3586, 11
  %3588 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3587
  %3589 = load float, ptr %3588, align 4
  %3590 = call float @llvm.minnum.f32(float %3583, float %3589)
  %3591 = fpext float %3590 to double
  %3592 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3591)
  br label %3593

3593:                                             ; preds = %3578
  %3594 = load i32, ptr %141, align 4
  %3595 = add i32 %3594, 1
  store i32 %3595, ptr %141, align 4
  br label %3569, !llvm.loop !146

3596:                                             ; preds = %3576
  %3597 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.144)
  store i32 0, ptr %142, align 4
  br label %3598

3598:                                             ; preds = %3621, %3596
  %3599 = load i32, ptr %142, align 4
  %3600 = zext i32 %3599 to i64
  %3601 = icmp ult i64 %3600, 10
  br i1 %3601, label %3602, label %3605

3602:                                             ; preds = %3598
  %3603 = call i32 @exact(ptr noundef @.str.146)
  %3604 = icmp ne i32 %3603, 0
  br label %3605

3605:                                             ; preds = %3602, %3598
  %3606 = phi i1 [ false, %3598 ], [ %3604, %3602 ]
  br i1 %3606, label %3607, label %3624

3607:                                             ; preds = %3605
  %3608 = load i32, ptr %142, align 4
  %3609 = zext i32 %3608 to i64
  %3610 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3609
  %3611 = load fp128, ptr %3610, align 16
  store volatile fp128 %3611, ptr @vl, align 16
  %3612 = load volatile fp128, ptr @vl, align 16
  %3613 = load i32, ptr %142, align 4
  %3614 = add i32 %3613, 3
  %3615 = zext i32 %3614 to i64
  %3616 = urem i64 %3615, 10
  %3617 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3616
  %3618 = load fp128, ptr %3617, align 16
  %3619 = call fp128 @llvm.minnum.f128(fp128 %3612, fp128 %3618)
  %3620 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3619)
  br label %3621

3621:                                             ; preds = %3607
  %3622 = load i32, ptr %142, align 4
  %3623 = add i32 %3622, 1
  store i32 %3623, ptr %142, align 4
  br label %3598, !llvm.loop !147

3624:                                             ; preds = %3605
  %3625 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3626

3626:                                             ; preds = %3624
  br label %3627

3627:                                             ; preds = %3626
  %3628 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.147)
  store i32 0, ptr %143, align 4
  br label %3629

3629:                                             ; preds = %3652, %3627
  %3630 = load i32, ptr %143, align 4
  %3631 = zext i32 %3630 to i64
  %3632 = icmp ult i64 %3631, 14
  br i1 %3632, label %3633, label %3636

3633:                                             ; preds = %3629
  %3634 = call i32 @exact(ptr noundef @.str.147)
  %3635 = icmp ne i32 %3634, 0
  br label %3636

3636:                                             ; preds = %3633, %3629
  %3637 = phi i1 [ false, %3629 ], [ %3635, %3633 ]
  br i1 %3637, label %3638, label %3655

3638:                                             ; preds = %3636
  %3639 = load i32, ptr %143, align 4
  %3640 = zext i32 %3639 to i64
  %3641 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3640
  %3642 = load double, ptr %3641, align 8
  store volatile double %3642, ptr @vd, align 8
  %3643 = load volatile double, ptr @vd, align 8
  %3644 = load i32, ptr %143, align 4
  %3645 = add i32 %3644, 3
  %3646 = zext i32 %3645 to i64
  %3647 = urem i64 %3646, 14
  %3648 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3647
  %3649 = load double, ptr %3648, align 8
  %3650 = call double @nextafter(double noundef %3643, double noundef %3649) #6
  %3651 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3650)
  br label %3652

3652:                                             ; preds = %3638
  %3653 = load i32, ptr %143, align 4
  %3654 = add i32 %3653, 1
  store i32 %3654, ptr %143, align 4
  br label %3629, !llvm.loop !148

3655:                                             ; preds = %3636
  %3656 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.147)
  store i32 0, ptr %144, align 4
  br label %3657

3657:                                             ; preds = %3681, %3655
  %3658 = load i32, ptr %144, align 4
  %3659 = zext i32 %3658 to i64
  %3660 = icmp ult i64 %3659, 11
  br i1 %3660, label %3661, label %3664

3661:                                             ; preds = %3657
  %3662 = call i32 @exact(ptr noundef @.str.148)
  %3663 = icmp ne i32 %3662, 0
  br label %3664

3664:                                             ; preds = %3661, %3657
  %3665 = phi i1 [ false, %3657 ], [ %3663, %3661 ]
  br i1 %3665, label %3666, label %3684

3666:                                             ; preds = %3664
  %3667 = load i32, ptr %144, align 4
  %3668 = zext i32 %3667 to i64
  %3669 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3668
  %3670 = load float, ptr %3669, align 4
  store volatile float %3670, ptr @vf, align 4
  %3671 = load volatile float, ptr @vf, align 4
  %3672 = load i32, ptr %144, align 4
  %3673 = add i32 %3672, 3
  %3674 = zext i32 %3673 to i64
  %3675 = urem i64 %3674, 11
  %3676 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3675
  %3677 = load float, ptr %3676, align 4
  %3678 = call float @nextafterf(float noundef %3671, float noundef %3677) #6
  %3679 = fpext float %3678 to double
  %3680 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3679)
  br label %3681

3681:                                             ; preds = %3666
  %3682 = load i32, ptr %144, align 4
  %3683 = add i32 %3682, 1
  store i32 %3683, ptr %144, align 4
  br label %3657, !llvm.loop !149

3684:                                             ; preds = %3664
  %3685 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.147)
  store i32 0, ptr %145, align 4
  br label %3686

3686:                                             ; preds = %3709, %3684
  %3687 = load i32, ptr %145, align 4
  %3688 = zext i32 %3687 to i64
  %3689 = icmp ult i64 %3688, 10
  br i1 %3689, label %3690, label %3693

3690:                                             ; preds = %3686
  %3691 = call i32 @exact(ptr noundef @.str.149)
  %3692 = icmp ne i32 %3691, 0
  br label %3693

3693:                                             ; preds = %3690, %3686
  %3694 = phi i1 [ false, %3686 ], [ %3692, %3690 ]
  br i1 %3694, label %3695, label %3712

3695:                                             ; preds = %3693
  %3696 = load i32, ptr %145, align 4
  %3697 = zext i32 %3696 to i64
  %3698 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3697
  %3699 = load fp128, ptr %3698, align 16
  store volatile fp128 %3699, ptr @vl, align 16
  %3700 = load volatile fp128, ptr @vl, align 16
  %3701 = load i32, ptr %145, align 4
  %3702 = add i32 %3701, 3
  %3703 = zext i32 %3702 to i64
  %3704 = urem i64 %3703, 10
  %3705 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3704
  %3706 = load fp128, ptr %3705, align 16
  %3707 = call fp128 @nextafterl(fp128 noundef %3700, fp128 noundef %3706) #6
  %3708 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %3707)
  br label %3709

3709:                                             ; preds = %3695
  %3710 = load i32, ptr %145, align 4
  %3711 = add i32 %3710, 1
  store i32 %3711, ptr %145, align 4
  br label %3686, !llvm.loop !150

3712:                                             ; preds = %3693
  %3713 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3714

3714:                                             ; preds = %3712
  store volatile double 1.000000e-01, ptr @vd, align 8
  %3715 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %3716 = call i32 (ptr, ...) @printf(ptr noundef @.str.150, double noundef %3715)
  %3717 = call i32 @exact(ptr noundef @.str.151)
  %3718 = icmp ne i32 %3717, 0
  br i1 %3718, label %3719, label %3723

3719:                                             ; preds = %3714
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4
  %3720 = call float @llvm.fma.f32(float 0x3FB99999A0000000, float 1.000000e+01, float -1.000000e+00)
  %3721 = fpext float %3720 to double
  %3722 = call i32 (ptr, ...) @printf(ptr noundef @.str.152, double noundef %3721)
  br label %3723

3723:                                             ; preds = %3719, %3714
  %3724 = call i32 @exact(ptr noundef @.str.153)
  %3725 = icmp ne i32 %3724, 0
  br i1 %3725, label %3726, label %3729

3726:                                             ; preds = %3723
  store volatile fp128 0xL999999999999999A3FFB999999999999, ptr @vl, align 16
  %3727 = call fp128 @llvm.fma.f128(fp128 0xL999999999999999A3FFB999999999999, fp128 0xL00000000000000004002400000000000, fp128 0xL0000000000000000BFFF000000000000)
  %3728 = call i32 (ptr, ...) @printf(ptr noundef @.str.154, fp128 noundef %3727)
  br label %3729

3729:                                             ; preds = %3726, %3723
  store i32 0, ptr %146, align 4
  br label %3730

3730:                                             ; preds = %3839, %3729
  %3731 = load i32, ptr %146, align 4
  %3732 = zext i32 %3731 to i64
  %3733 = icmp ult i64 %3732, 14
  br i1 %3733, label %3734, label %3842

3734:                                             ; preds = %3730
  store i32 0, ptr %147, align 4
  store i32 0, ptr %148, align 4
  store i32 0, ptr %149, align 4
  store double 0.000000e+00, ptr %150, align 8
  store double 0.000000e+00, ptr %151, align 8
  store double 0.000000e+00, ptr %152, align 8
  %3735 = load i32, ptr %146, align 4
  %3736 = zext i32 %3735 to i64
  %3737 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %3736
  %3738 = load double, ptr %3737, align 8
  store volatile double %3738, ptr @vd, align 8
  %3739 = load volatile double, ptr @vd, align 8
  %3740 = call double @frexp(double noundef %3739, ptr noundef %147) #6
  store double %3740, ptr %153, align 8
  %3741 = load volatile double, ptr @vd, align 8
  %3742 = call double @modf(double noundef %3741, ptr noundef %150) #6
  store double %3742, ptr %154, align 8
  %3743 = load volatile double, ptr @vd, align 8
  %3744 = call double @remquo(double noundef %3743, double noundef 0x3FE6666666666666, ptr noundef %148) #6
  store double %3744, ptr %155, align 8
  %3745 = load volatile double, ptr @vd, align 8
  call void @sincos(double noundef %3745, ptr noundef %151, ptr noundef %152) #6
  %3746 = load i32, ptr %146, align 4
  %3747 = load double, ptr %153, align 8
  %3748 = load i32, ptr %147, align 4
  %3749 = load double, ptr %154, align 8
  %3750 = load double, ptr %150, align 8
  %3751 = load double, ptr %151, align 8
  %3752 = load double, ptr %152, align 8
  %3753 = call i32 (ptr, ...) @printf(ptr noundef @.str.155, i32 noundef %3746, double noundef %3747, i32 noundef %3748, double noundef %3749, double noundef %3750, double noundef %3751, double noundef %3752)
  %3754 = call i32 @exact(ptr noundef @.str.156)
  %3755 = icmp ne i32 %3754, 0
  br i1 %3755, label %3756, label %3760

3756:                                             ; preds = %3734
  %3757 = load double, ptr %155, align 8
  %3758 = load i32, ptr %148, align 4
  %3759 = call i32 (ptr, ...) @printf(ptr noundef @.str.157, double noundef %3757, i32 noundef %3758)
  br label %3760

3760:                                             ; preds = %3756, %3734
  %3761 = load volatile double, ptr @vd, align 8
  %3762 = call double @lgamma_r(double noundef %3761, ptr noundef %149) #6
  store double %3762, ptr %156, align 8
  %3763 = call i32 @exact(ptr noundef @.str.158)
  %3764 = icmp ne i32 %3763, 0
  br i1 %3764, label %3765, label %3769

3765:                                             ; preds = %3760
  %3766 = load double, ptr %156, align 8
  %3767 = load i32, ptr %149, align 4
  %3768 = call i32 (ptr, ...) @printf(ptr noundef @.str.159, double noundef %3766, i32 noundef %3767)
  br label %3769

3769:                                             ; preds = %3765, %3760
  %3770 = load volatile double, ptr @vd, align 8
  %3771 = call double @ldexp(double noundef %3770, i32 noundef 5) #6
  %3772 = load volatile double, ptr @vd, align 8
  %3773 = call double @scalbn(double noundef %3772, i32 noundef -3) #6
  %3774 = load volatile double, ptr @vd, align 8
  %3775 = call double @scalbln(double noundef %3774, i64 noundef 7) #6
  %3776 = load volatile double, ptr @vd, align 8
  %3777 = fcmp oeq double %3776, 0.000000e+00
  br i1 %3777, label %3778, label %3779

3778:                                             ; preds = %3769
  br label %3782

3779:                                             ; preds = %3769
  %3780 = load volatile double, ptr @vd, align 8
  %3781 = call i32 @ilogb(double noundef %3780) #6
  br label %3782

3782:                                             ; preds = %3779, %3778
  %3783 = phi i32 [ 0, %3778 ], [ %3781, %3779 ]
  %3784 = load volatile double, ptr @vd, align 8
  %3785 = call double @llvm.fabs.f64(double %3784)
  %3786 = fcmp olt double %3785, 1.000000e+15
  br i1 %3786, label %3787, label %3790

3787:                                             ; preds = %3782
  %3788 = load volatile double, ptr @vd, align 8
  %3789 = call i64 @lrint(double noundef %3788) #6
  br label %3791

3790:                                             ; preds = %3782
  br label %3791

3791:                                             ; preds = %3790, %3787
  %3792 = phi i64 [ %3789, %3787 ], [ 0, %3790 ]
  %3793 = load volatile double, ptr @vd, align 8
  %3794 = call double @llvm.fabs.f64(double %3793)
  %3795 = fcmp olt double %3794, 1.000000e+15
  br i1 %3795, label %3796, label %3799

3796:                                             ; preds = %3791
  %3797 = load volatile double, ptr @vd, align 8
  %3798 = call i64 @lround(double noundef %3797) #6
  br label %3800

3799:                                             ; preds = %3791
  br label %3800

3800:                                             ; preds = %3799, %3796
  %3801 = phi i64 [ %3798, %3796 ], [ 0, %3799 ]
  %3802 = load volatile double, ptr @vd, align 8
  %3803 = call double @llvm.fabs.f64(double %3802)
  %3804 = fcmp olt double %3803, 1.000000e+15
  br i1 %3804, label %3805, label %3808

3805:                                             ; preds = %3800
  %3806 = load volatile double, ptr @vd, align 8
  %3807 = call i64 @llrint(double noundef %3806) #6
  br label %3809

3808:                                             ; preds = %3800
  br label %3809

3809:                                             ; preds = %3808, %3805
  %3810 = phi i64 [ %3807, %3805 ], [ 0, %3808 ]
  %3811 = load volatile double, ptr @vd, align 8
  %3812 = call double @llvm.fabs.f64(double %3811)
  %3813 = fcmp olt double %3812, 1.000000e+15
  br i1 %3813, label %3814, label %3817

3814:                                             ; preds = %3809
  %3815 = load volatile double, ptr @vd, align 8
  %3816 = call i64 @llround(double noundef %3815) #6
  br label %3818

3817:                                             ; preds = %3809
  br label %3818

3818:                                             ; preds = %3817, %3814
  %3819 = phi i64 [ %3816, %3814 ], [ 0, %3817 ]
  %3820 = call i32 (ptr, ...) @printf(ptr noundef @.str.160, double noundef %3771, double noundef %3773, double noundef %3775, i32 noundef %3783, i64 noundef %3792, i64 noundef %3801, i64 noundef %3810, i64 noundef %3819)
  %3821 = call i32 @exact(ptr noundef @.str.161)
  %3822 = icmp ne i32 %3821, 0
  br i1 %3822, label %3823, label %3835

3823:                                             ; preds = %3818
  %3824 = load volatile double, ptr @vd, align 8
  %3825 = call double @jn(i32 noundef 3, double noundef %3824) #6
  %3826 = load volatile double, ptr @vd, align 8
  %3827 = fcmp ogt double %3826, 0.000000e+00
  br i1 %3827, label %3828, label %3831

3828:                                             ; preds = %3823
  %3829 = load volatile double, ptr @vd, align 8
  %3830 = call double @yn(i32 noundef 2, double noundef %3829) #6
  br label %3832

3831:                                             ; preds = %3823
  br label %3832

3832:                                             ; preds = %3831, %3828
  %3833 = phi double [ %3830, %3828 ], [ 0.000000e+00, %3831 ]
  %3834 = call i32 (ptr, ...) @printf(ptr noundef @.str.162, double noundef %3825, double noundef %3833)
  br label %3835

3835:                                             ; preds = %3832, %3818
  %3836 = load volatile double, ptr @vd, align 8
  %3837 = call double @nexttoward(double noundef %3836, fp128 noundef 0xL00000000000000003FFF000000000000) #6
  %3838 = call i32 (ptr, ...) @printf(ptr noundef @.str.163, double noundef %3837)
  br label %3839

3839:                                             ; preds = %3835
  %3840 = load i32, ptr %146, align 4
  %3841 = add i32 %3840, 1
  store i32 %3841, ptr %146, align 4
  br label %3730, !llvm.loop !151

3842:                                             ; preds = %3730
  store i32 0, ptr %157, align 4
  br label %3843

3843:                                             ; preds = %3883, %3842
  %3844 = load i32, ptr %157, align 4
  %3845 = zext i32 %3844 to i64
  %3846 = icmp ult i64 %3845, 11
  br i1 %3846, label %3847, label %3886

3847:                                             ; preds = %3843
  store i32 0, ptr %158, align 4
  store i32 0, ptr %159, align 4
  store float 0.000000e+00, ptr %160, align 4
  store float 0.000000e+00, ptr %161, align 4
  store float 0.000000e+00, ptr %162, align 4
  %3848 = load i32, ptr %157, align 4
  %3849 = zext i32 %3848 to i64
  %3850 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %3849
  %3851 = load float, ptr %3850, align 4
  store volatile float %3851, ptr @vf, align 4
  %3852 = load volatile float, ptr @vf, align 4
  %3853 = call float @frexpf(float noundef %3852, ptr noundef %158) #6
  store float %3853, ptr %163, align 4
  %3854 = load volatile float, ptr @vf, align 4
  %3855 = call float @modff(float noundef %3854, ptr noundef %160) #6
  store float %3855, ptr %164, align 4
  %3856 = load volatile float, ptr @vf, align 4
  %3857 = call float @remquof(float noundef %3856, float noundef 0x3FE6666660000000, ptr noundef %159) #6
  store float %3857, ptr %165, align 4
  %3858 = load volatile float, ptr @vf, align 4
  call void @sincosf(float noundef %3858, ptr noundef %161, ptr noundef %162) #6
  %3859 = load i32, ptr %157, align 4
  %3860 = load float, ptr %163, align 4
  %3861 = fpext float %3860 to double
  %3862 = load i32, ptr %158, align 4
  %3863 = load float, ptr %164, align 4
  %3864 = fpext float %3863 to double
  %3865 = load float, ptr %160, align 4
  %3866 = fpext float %3865 to double
  %3867 = load float, ptr %165, align 4
  %3868 = fpext float %3867 to double
  %3869 = load i32, ptr %159, align 4
  %3870 = load volatile float, ptr @vf, align 4
  %3871 = call float @ldexpf(float noundef %3870, i32 noundef 4) #6
  %3872 = fpext float %3871 to double
  %3873 = call i32 (ptr, ...) @printf(ptr noundef @.str.164, i32 noundef %3859, double noundef %3861, i32 noundef %3862, double noundef %3864, double noundef %3866, double noundef %3868, i32 noundef %3869, double noundef %3872)
  %3874 = call i32 @exact(ptr noundef @.str.165)
  %3875 = icmp ne i32 %3874, 0
  br i1 %3875, label %3876, label %3882

3876:                                             ; preds = %3847
  %3877 = load float, ptr %161, align 4
  %3878 = fpext float %3877 to double
  %3879 = load float, ptr %162, align 4
  %3880 = fpext float %3879 to double
  %3881 = call i32 (ptr, ...) @printf(ptr noundef @.str.166, double noundef %3878, double noundef %3880)
  br label %3882

3882:                                             ; preds = %3876, %3847
  br label %3883

3883:                                             ; preds = %3882
  %3884 = load i32, ptr %157, align 4
  %3885 = add i32 %3884, 1
  store i32 %3885, ptr %157, align 4
  br label %3843, !llvm.loop !152

3886:                                             ; preds = %3843
  store i32 0, ptr %166, align 4
  br label %3887

3887:                                             ; preds = %3913, %3886
  %3888 = load i32, ptr %166, align 4
  %3889 = zext i32 %3888 to i64
  %3890 = icmp ult i64 %3889, 10
  br i1 %3890, label %3891, label %3916

3891:                                             ; preds = %3887
  store i32 0, ptr %167, align 4
  store i32 0, ptr %168, align 4
  store fp128 0xL00000000000000000000000000000000, ptr %169, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %170, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %171, align 16
  %3892 = load i32, ptr %166, align 4
  %3893 = zext i32 %3892 to i64
  %3894 = getelementptr inbounds [10 x fp128], ptr @L, i64 0, i64 %3893
  %3895 = load fp128, ptr %3894, align 16
  store volatile fp128 %3895, ptr @vl, align 16
  %3896 = load volatile fp128, ptr @vl, align 16
  %3897 = call fp128 @frexpl(fp128 noundef %3896, ptr noundef %167) #6
  store fp128 %3897, ptr %172, align 16
  %3898 = load volatile fp128, ptr @vl, align 16
  %3899 = call fp128 @modfl(fp128 noundef %3898, ptr noundef %169) #6
  store fp128 %3899, ptr %173, align 16
  %3900 = load volatile fp128, ptr @vl, align 16
  %3901 = call fp128 @remquol(fp128 noundef %3900, fp128 noundef 0xL66666666666666663FFE666666666666, ptr noundef %168) #6
  store fp128 %3901, ptr %174, align 16
  %3902 = load volatile fp128, ptr @vl, align 16
  call void @sincosl(fp128 noundef %3902, ptr noundef %170, ptr noundef %171) #6
  %3903 = load i32, ptr %166, align 4
  %3904 = load fp128, ptr %172, align 16
  %3905 = load i32, ptr %167, align 4
  %3906 = load fp128, ptr %173, align 16
  %3907 = load fp128, ptr %169, align 16
  %3908 = load fp128, ptr %174, align 16
  %3909 = load i32, ptr %168, align 4
  %3910 = load fp128, ptr %170, align 16
  %3911 = load fp128, ptr %171, align 16
  %3912 = call i32 (ptr, ...) @printf(ptr noundef @.str.167, i32 noundef %3903, fp128 noundef %3904, i32 noundef %3905, fp128 noundef %3906, fp128 noundef %3907, fp128 noundef %3908, i32 noundef %3909, fp128 noundef %3910, fp128 noundef %3911)
  br label %3913

3913:                                             ; preds = %3891
  %3914 = load i32, ptr %166, align 4
  %3915 = add i32 %3914, 1
  store i32 %3915, ptr %166, align 4
  br label %3887, !llvm.loop !153

3916:                                             ; preds = %3887
  %3917 = call double @nan(ptr noundef @.str.169) #8
  %3918 = call i1 @llvm.is.fpclass.f64(double %3917, i32 3)
  %3919 = zext i1 %3918 to i32
  %3920 = call float @nanf(ptr noundef @.str.170) #8
  %3921 = call i1 @llvm.is.fpclass.f32(float %3920, i32 3)
  %3922 = zext i1 %3921 to i32
  %3923 = call fp128 @nanl(ptr noundef @.str.169) #8
  %3924 = call i1 @llvm.is.fpclass.f128(fp128 %3923, i32 3)
  %3925 = zext i1 %3924 to i32
  %3926 = call i32 (ptr, ...) @printf(ptr noundef @.str.168, i32 noundef %3919, i32 noundef %3922, i32 noundef %3925)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8
  %3927 = load volatile double, ptr @vd, align 8
  %3928 = call double @exp(double noundef %3927) #6
  %3929 = load volatile double, ptr @vd, align 8
  %3930 = fneg double %3929
  %3931 = call double @exp(double noundef %3930) #6
  %3932 = load volatile double, ptr @vd, align 8
  %3933 = call double @atan(double noundef %3932) #6
  %3934 = load volatile double, ptr @vd, align 8
  %3935 = fneg double %3934
  %3936 = call double @tanh(double noundef %3935) #6
  %3937 = call i32 (ptr, ...) @printf(ptr noundef @.str.171, double noundef %3928, double noundef %3931, double noundef %3933, double noundef %3936)
  store volatile double -1.000000e+00, ptr @vd, align 8
  %3938 = load volatile double, ptr @vd, align 8
  %3939 = call double @sqrt(double noundef %3938) #6
  %3940 = call i1 @llvm.is.fpclass.f64(double %3939, i32 3)
  %3941 = zext i1 %3940 to i32
  %3942 = load volatile double, ptr @vd, align 8
  %3943 = call double @log(double noundef %3942) #6
  %3944 = call i1 @llvm.is.fpclass.f64(double %3943, i32 3)
  %3945 = zext i1 %3944 to i32
  %3946 = load volatile double, ptr @vd, align 8
  %3947 = fadd double %3946, 1.000000e+00
  %3948 = call double @log(double noundef %3947) #6
  %3949 = call double @llvm.fabs.f64(double %3948) #9
  %3950 = fcmp oeq double %3949, 0x7FF0000000000000
  %3951 = bitcast double %3948 to i64
  %3952 = icmp slt i64 %3951, 0
  %3953 = select i1 %3952, i32 -1, i32 1
  %3954 = select i1 %3950, i32 %3953, i32 0
  %3955 = call i32 (ptr, ...) @printf(ptr noundef @.str.172, i32 noundef %3941, i32 noundef %3945, i32 noundef %3954)
  %3956 = call i32 @fegetround() #8
  %3957 = call i32 (ptr, ...) @printf(ptr noundef @.str.173, i32 noundef %3956)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @exact(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [32 x i8], align 1
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %5 = load ptr, ptr %2, align 8
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %4, i64 noundef 32, ptr noundef @.str.174, ptr noundef %5) #6
  %7 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %8 = call ptr @strstr(ptr noundef @inexact, ptr noundef %7) #8
  %9 = icmp eq ptr %8, null
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @sqrtl(fp128 noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare float @cbrtf(float noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare fp128 @cbrtl(fp128 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare float @expf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @expl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @exp2(double noundef) #2

; Function Attrs: nounwind
declare float @exp2f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @exp2l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @exp10(double noundef) #2

; Function Attrs: nounwind
declare float @exp10f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @exp10l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @expm1(double noundef) #2

; Function Attrs: nounwind
declare float @expm1f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @expm1l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nounwind
declare float @logf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @logl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @log2(double noundef) #2

; Function Attrs: nounwind
declare float @log2f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @log2l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @log10(double noundef) #2

; Function Attrs: nounwind
declare float @log10f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @log10l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @log1p(double noundef) #2

; Function Attrs: nounwind
declare float @log1pf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @log1pl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @logb(double noundef) #2

; Function Attrs: nounwind
declare float @logbf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @logbl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare float @sinf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @sinl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nounwind
declare float @cosf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @cosl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @tan(double noundef) #2

; Function Attrs: nounwind
declare float @tanf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @tanl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @asin(double noundef) #2

; Function Attrs: nounwind
declare float @asinf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @asinl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @acos(double noundef) #2

; Function Attrs: nounwind
declare float @acosf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @acosl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @atan(double noundef) #2

; Function Attrs: nounwind
declare float @atanf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @atanl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @sinh(double noundef) #2

; Function Attrs: nounwind
declare float @sinhf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @sinhl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @cosh(double noundef) #2

; Function Attrs: nounwind
declare float @coshf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @coshl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

; Function Attrs: nounwind
declare float @tanhf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @tanhl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @asinh(double noundef) #2

; Function Attrs: nounwind
declare float @asinhf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @asinhl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @acosh(double noundef) #2

; Function Attrs: nounwind
declare float @acoshf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @acoshl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @atanh(double noundef) #2

; Function Attrs: nounwind
declare float @atanhf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @atanhl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @erf(double noundef) #2

; Function Attrs: nounwind
declare float @erff(float noundef) #2

; Function Attrs: nounwind
declare fp128 @erfl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @erfc(double noundef) #2

; Function Attrs: nounwind
declare float @erfcf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @erfcl(fp128 noundef) #2

; Function Attrs: nounwind
declare double @lgamma(double noundef) #2

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @lgammal(fp128 noundef) #2

; Function Attrs: nounwind
declare double @tgamma(double noundef) #2

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #2

; Function Attrs: nounwind
declare fp128 @tgammal(fp128 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.ceil.f128(fp128) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.floor.f128(fp128) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.trunc.f128(fp128) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.round.f128(fp128) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.rint.f128(fp128) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.nearbyint.f128(fp128) #4

; Function Attrs: nounwind
declare double @j0(double noundef) #2

; Function Attrs: nounwind
declare float @j0f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @j0l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @j1(double noundef) #2

; Function Attrs: nounwind
declare float @j1f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @j1l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @y0(double noundef) #2

; Function Attrs: nounwind
declare float @y0f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @y0l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @y1(double noundef) #2

; Function Attrs: nounwind
declare float @y1f(float noundef) #2

; Function Attrs: nounwind
declare fp128 @y1l(fp128 noundef) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare fp128 @powl(fp128 noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @atan2f(float noundef, float noundef) #2

; Function Attrs: nounwind
declare fp128 @atan2l(fp128 noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare fp128 @hypotl(fp128 noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare fp128 @fmodl(fp128 noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @remainderf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare fp128 @remainderl(fp128 noundef, fp128 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.copysign.f128(fp128, fp128) #4

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare fp128 @fdiml(fp128 noundef, fp128 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.maxnum.f128(fp128, fp128) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.minnum.f128(fp128, fp128) #4

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare fp128 @nextafterl(fp128 noundef, fp128 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fma.f128(fp128, fp128, fp128) #4

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @modf(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @remquo(double noundef, double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @sincos(double noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare double @scalbln(double noundef, i64 noundef) #2

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) #2

; Function Attrs: nounwind
declare i64 @lrint(double noundef) #2

; Function Attrs: nounwind
declare i64 @lround(double noundef) #2

; Function Attrs: nounwind
declare i64 @llrint(double noundef) #2

; Function Attrs: nounwind
declare i64 @llround(double noundef) #2

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) #2

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) #2

; Function Attrs: nounwind
declare double @nexttoward(double noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare float @frexpf(float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare float @modff(float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare float @remquof(float noundef, float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare float @ldexpf(float noundef, i32 noundef) #2

; Function Attrs: nounwind
declare fp128 @frexpl(fp128 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare fp128 @modfl(fp128 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare fp128 @remquol(fp128 noundef, fp128 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @sincosl(fp128 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare double @nan(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare float @nanf(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare fp128 @nanl(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f128(fp128, i32 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @fegetround() #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
!62 = distinct !{!62, !7}
!63 = distinct !{!63, !7}
!64 = distinct !{!64, !7}
!65 = distinct !{!65, !7}
!66 = distinct !{!66, !7}
!67 = distinct !{!67, !7}
!68 = distinct !{!68, !7}
!69 = distinct !{!69, !7}
!70 = distinct !{!70, !7}
!71 = distinct !{!71, !7}
!72 = distinct !{!72, !7}
!73 = distinct !{!73, !7}
!74 = distinct !{!74, !7}
!75 = distinct !{!75, !7}
!76 = distinct !{!76, !7}
!77 = distinct !{!77, !7}
!78 = distinct !{!78, !7}
!79 = distinct !{!79, !7}
!80 = distinct !{!80, !7}
!81 = distinct !{!81, !7}
!82 = distinct !{!82, !7}
!83 = distinct !{!83, !7}
!84 = distinct !{!84, !7}
!85 = distinct !{!85, !7}
!86 = distinct !{!86, !7}
!87 = distinct !{!87, !7}
!88 = distinct !{!88, !7}
!89 = distinct !{!89, !7}
!90 = distinct !{!90, !7}
!91 = distinct !{!91, !7}
!92 = distinct !{!92, !7}
!93 = distinct !{!93, !7}
!94 = distinct !{!94, !7}
!95 = distinct !{!95, !7}
!96 = distinct !{!96, !7}
!97 = distinct !{!97, !7}
!98 = distinct !{!98, !7}
!99 = distinct !{!99, !7}
!100 = distinct !{!100, !7}
!101 = distinct !{!101, !7}
!102 = distinct !{!102, !7}
!103 = distinct !{!103, !7}
!104 = distinct !{!104, !7}
!105 = distinct !{!105, !7}
!106 = distinct !{!106, !7}
!107 = distinct !{!107, !7}
!108 = distinct !{!108, !7}
!109 = distinct !{!109, !7}
!110 = distinct !{!110, !7}
!111 = distinct !{!111, !7}
!112 = distinct !{!112, !7}
!113 = distinct !{!113, !7}
!114 = distinct !{!114, !7}
!115 = distinct !{!115, !7}
!116 = distinct !{!116, !7}
!117 = distinct !{!117, !7}
!118 = distinct !{!118, !7}
!119 = distinct !{!119, !7}
!120 = distinct !{!120, !7}
!121 = distinct !{!121, !7}
!122 = distinct !{!122, !7}
!123 = distinct !{!123, !7}
!124 = distinct !{!124, !7}
!125 = distinct !{!125, !7}
!126 = distinct !{!126, !7}
!127 = distinct !{!127, !7}
!128 = distinct !{!128, !7}
!129 = distinct !{!129, !7}
!130 = distinct !{!130, !7}
!131 = distinct !{!131, !7}
!132 = distinct !{!132, !7}
!133 = distinct !{!133, !7}
!134 = distinct !{!134, !7}
!135 = distinct !{!135, !7}
!136 = distinct !{!136, !7}
!137 = distinct !{!137, !7}
!138 = distinct !{!138, !7}
!139 = distinct !{!139, !7}
!140 = distinct !{!140, !7}
!141 = distinct !{!141, !7}
!142 = distinct !{!142, !7}
!143 = distinct !{!143, !7}
!144 = distinct !{!144, !7}
!145 = distinct !{!145, !7}
!146 = distinct !{!146, !7}
!147 = distinct !{!147, !7}
!148 = distinct !{!148, !7}
!149 = distinct !{!149, !7}
!150 = distinct !{!150, !7}
!151 = distinct !{!151, !7}
!152 = distinct !{!152, !7}
!153 = distinct !{!153, !7}
