; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@L = internal constant [10 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+01, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01], align 8
@vl = internal global double 0.000000e+00, align 8
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
@inexact = internal constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone
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
  %169 = alloca double, align 8
  %170 = alloca double, align 8
  %171 = alloca double, align 8
  %172 = alloca double, align 8
  %173 = alloca double, align 8
  %174 = alloca double, align 8
  store i32 0, ptr %1, align 4
  br label %175

175:                                              ; preds = %0
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1)
  store i32 0, ptr %2, align 4
  br label %177

177:                                              ; preds = %192, %175
  %178 = load i32, ptr %2, align 4
  %179 = icmp ult i32 %178, 14
  br i1 %179, label %180, label %183

180:                                              ; preds = %177
  %181 = call i32 @exact(ptr noundef @.str.1)
  %182 = icmp ne i32 %181, 0
  br label %183

183:                                              ; preds = %180, %177
  %184 = phi i1 [ false, %177 ], [ %182, %180 ]
  br i1 %184, label %185, label %195

185:                                              ; preds = %183
  %186 = load i32, ptr %2, align 4
  %187 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %186
  %188 = load double, ptr %187, align 8
  store volatile double %188, ptr @vd, align 8
  %189 = load volatile double, ptr @vd, align 8
  %190 = call double @sqrt(double noundef %189) #6
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %190)
  br label %192

192:                                              ; preds = %185
  %193 = load i32, ptr %2, align 4
  %194 = add i32 %193, 1
  store i32 %194, ptr %2, align 4
  br label %177, !llvm.loop !6

195:                                              ; preds = %183
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.1)
  store i32 0, ptr %3, align 4
  br label %197

197:                                              ; preds = %213, %195
  %198 = load i32, ptr %3, align 4
  %199 = icmp ult i32 %198, 11
  br i1 %199, label %200, label %203

200:                                              ; preds = %197
  %201 = call i32 @exact(ptr noundef @.str.4)
  %202 = icmp ne i32 %201, 0
  br label %203

203:                                              ; preds = %200, %197
  %204 = phi i1 [ false, %197 ], [ %202, %200 ]
  br i1 %204, label %205, label %216

205:                                              ; preds = %203
  %206 = load i32, ptr %3, align 4
  %207 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %206
  %208 = load float, ptr %207, align 4
  store volatile float %208, ptr @vf, align 4
  %209 = load volatile float, ptr @vf, align 4
  %210 = call float @sqrtf(float noundef %209) #6
  %211 = fpext float %210 to double
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %211)
  br label %213

213:                                              ; preds = %205
  %214 = load i32, ptr %3, align 4
  %215 = add i32 %214, 1
  store i32 %215, ptr %3, align 4
  br label %197, !llvm.loop !8

216:                                              ; preds = %203
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.1)
  store i32 0, ptr %4, align 4
  br label %218

218:                                              ; preds = %233, %216
  %219 = load i32, ptr %4, align 4
  %220 = icmp ult i32 %219, 10
  br i1 %220, label %221, label %224

221:                                              ; preds = %218
  %222 = call i32 @exact(ptr noundef @.str.6)
  %223 = icmp ne i32 %222, 0
  br label %224

224:                                              ; preds = %221, %218
  %225 = phi i1 [ false, %218 ], [ %223, %221 ]
  br i1 %225, label %226, label %236

226:                                              ; preds = %224
  %227 = load i32, ptr %4, align 4
  %228 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %227
  %229 = load double, ptr %228, align 8
  store volatile double %229, ptr @vl, align 8
  %230 = load volatile double, ptr @vl, align 8
  %231 = call double @sqrtl(double noundef %230) #6
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %231)
  br label %233

233:                                              ; preds = %226
  %234 = load i32, ptr %4, align 4
  %235 = add i32 %234, 1
  store i32 %235, ptr %4, align 4
  br label %218, !llvm.loop !9

236:                                              ; preds = %224
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %238

238:                                              ; preds = %236
  br label %239

239:                                              ; preds = %238
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9)
  store i32 0, ptr %5, align 4
  br label %241

241:                                              ; preds = %256, %239
  %242 = load i32, ptr %5, align 4
  %243 = icmp ult i32 %242, 14
  br i1 %243, label %244, label %247

244:                                              ; preds = %241
  %245 = call i32 @exact(ptr noundef @.str.9)
  %246 = icmp ne i32 %245, 0
  br label %247

247:                                              ; preds = %244, %241
  %248 = phi i1 [ false, %241 ], [ %246, %244 ]
  br i1 %248, label %249, label %259

249:                                              ; preds = %247
  %250 = load i32, ptr %5, align 4
  %251 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %250
  %252 = load double, ptr %251, align 8
  store volatile double %252, ptr @vd, align 8
  %253 = load volatile double, ptr @vd, align 8
  %254 = call double @cbrt(double noundef %253) #7
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %254)
  br label %256

256:                                              ; preds = %249
  %257 = load i32, ptr %5, align 4
  %258 = add i32 %257, 1
  store i32 %258, ptr %5, align 4
  br label %241, !llvm.loop !10

259:                                              ; preds = %247
  %260 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.9)
  store i32 0, ptr %6, align 4
  br label %261

261:                                              ; preds = %277, %259
  %262 = load i32, ptr %6, align 4
  %263 = icmp ult i32 %262, 11
  br i1 %263, label %264, label %267

264:                                              ; preds = %261
  %265 = call i32 @exact(ptr noundef @.str.10)
  %266 = icmp ne i32 %265, 0
  br label %267

267:                                              ; preds = %264, %261
  %268 = phi i1 [ false, %261 ], [ %266, %264 ]
  br i1 %268, label %269, label %280

269:                                              ; preds = %267
  %270 = load i32, ptr %6, align 4
  %271 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %270
  %272 = load float, ptr %271, align 4
  store volatile float %272, ptr @vf, align 4
  %273 = load volatile float, ptr @vf, align 4
  %274 = call float @cbrtf(float noundef %273) #7
  %275 = fpext float %274 to double
  %276 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %275)
  br label %277

277:                                              ; preds = %269
  %278 = load i32, ptr %6, align 4
  %279 = add i32 %278, 1
  store i32 %279, ptr %6, align 4
  br label %261, !llvm.loop !11

280:                                              ; preds = %267
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.9)
  store i32 0, ptr %7, align 4
  br label %282

282:                                              ; preds = %297, %280
  %283 = load i32, ptr %7, align 4
  %284 = icmp ult i32 %283, 10
  br i1 %284, label %285, label %288

285:                                              ; preds = %282
  %286 = call i32 @exact(ptr noundef @.str.11)
  %287 = icmp ne i32 %286, 0
  br label %288

288:                                              ; preds = %285, %282
  %289 = phi i1 [ false, %282 ], [ %287, %285 ]
  br i1 %289, label %290, label %300

290:                                              ; preds = %288
  %291 = load i32, ptr %7, align 4
  %292 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %291
  %293 = load double, ptr %292, align 8
  store volatile double %293, ptr @vl, align 8
  %294 = load volatile double, ptr @vl, align 8
  %295 = call double @cbrtl(double noundef %294) #7
  %296 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %295)
  br label %297

297:                                              ; preds = %290
  %298 = load i32, ptr %7, align 4
  %299 = add i32 %298, 1
  store i32 %299, ptr %7, align 4
  br label %282, !llvm.loop !12

300:                                              ; preds = %288
  %301 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %302

302:                                              ; preds = %300
  br label %303

303:                                              ; preds = %302
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12)
  store i32 0, ptr %8, align 4
  br label %305

305:                                              ; preds = %320, %303
  %306 = load i32, ptr %8, align 4
  %307 = icmp ult i32 %306, 14
  br i1 %307, label %308, label %311

308:                                              ; preds = %305
  %309 = call i32 @exact(ptr noundef @.str.12)
  %310 = icmp ne i32 %309, 0
  br label %311

311:                                              ; preds = %308, %305
  %312 = phi i1 [ false, %305 ], [ %310, %308 ]
  br i1 %312, label %313, label %323

313:                                              ; preds = %311
  %314 = load i32, ptr %8, align 4
  %315 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %314
  %316 = load double, ptr %315, align 8
  store volatile double %316, ptr @vd, align 8
  %317 = load volatile double, ptr @vd, align 8
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %318)
  br label %320

320:                                              ; preds = %313
  %321 = load i32, ptr %8, align 4
  %322 = add i32 %321, 1
  store i32 %322, ptr %8, align 4
  br label %305, !llvm.loop !13

323:                                              ; preds = %311
  %324 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.12)
  store i32 0, ptr %9, align 4
  br label %325

325:                                              ; preds = %341, %323
  %326 = load i32, ptr %9, align 4
  %327 = icmp ult i32 %326, 11
  br i1 %327, label %328, label %331

328:                                              ; preds = %325
  %329 = call i32 @exact(ptr noundef @.str.13)
  %330 = icmp ne i32 %329, 0
  br label %331

331:                                              ; preds = %328, %325
  %332 = phi i1 [ false, %325 ], [ %330, %328 ]
  br i1 %332, label %333, label %344

333:                                              ; preds = %331
  %334 = load i32, ptr %9, align 4
  %335 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %334
  %336 = load float, ptr %335, align 4
  store volatile float %336, ptr @vf, align 4
  %337 = load volatile float, ptr @vf, align 4
  %338 = call float @llvm.fabs.f32(float %337)
  %339 = fpext float %338 to double
  %340 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %339)
  br label %341

341:                                              ; preds = %333
  %342 = load i32, ptr %9, align 4
  %343 = add i32 %342, 1
  store i32 %343, ptr %9, align 4
  br label %325, !llvm.loop !14

344:                                              ; preds = %331
  %345 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.12)
  store i32 0, ptr %10, align 4
  br label %346

346:                                              ; preds = %361, %344
  %347 = load i32, ptr %10, align 4
  %348 = icmp ult i32 %347, 10
  br i1 %348, label %349, label %352

349:                                              ; preds = %346
  %350 = call i32 @exact(ptr noundef @.str.14)
  %351 = icmp ne i32 %350, 0
  br label %352

352:                                              ; preds = %349, %346
  %353 = phi i1 [ false, %346 ], [ %351, %349 ]
  br i1 %353, label %354, label %364

354:                                              ; preds = %352
  %355 = load i32, ptr %10, align 4
  %356 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %355
  %357 = load double, ptr %356, align 8
  store volatile double %357, ptr @vl, align 8
  %358 = load volatile double, ptr @vl, align 8
  %359 = call double @llvm.fabs.f64(double %358)
  %360 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %359)
  br label %361

361:                                              ; preds = %354
  %362 = load i32, ptr %10, align 4
  %363 = add i32 %362, 1
  store i32 %363, ptr %10, align 4
  br label %346, !llvm.loop !15

364:                                              ; preds = %352
  %365 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %366

366:                                              ; preds = %364
  br label %367

367:                                              ; preds = %366
  %368 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.15)
  store i32 0, ptr %11, align 4
  br label %369

369:                                              ; preds = %384, %367
  %370 = load i32, ptr %11, align 4
  %371 = icmp ult i32 %370, 14
  br i1 %371, label %372, label %375

372:                                              ; preds = %369
  %373 = call i32 @exact(ptr noundef @.str.15)
  %374 = icmp ne i32 %373, 0
  br label %375

375:                                              ; preds = %372, %369
  %376 = phi i1 [ false, %369 ], [ %374, %372 ]
  br i1 %376, label %377, label %387

377:                                              ; preds = %375
  %378 = load i32, ptr %11, align 4
  %379 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %378
  %380 = load double, ptr %379, align 8
  store volatile double %380, ptr @vd, align 8
  %381 = load volatile double, ptr @vd, align 8
  %382 = call double @exp(double noundef %381) #6
  %383 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %382)
  br label %384

384:                                              ; preds = %377
  %385 = load i32, ptr %11, align 4
  %386 = add i32 %385, 1
  store i32 %386, ptr %11, align 4
  br label %369, !llvm.loop !16

387:                                              ; preds = %375
  %388 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.15)
  store i32 0, ptr %12, align 4
  br label %389

389:                                              ; preds = %405, %387
  %390 = load i32, ptr %12, align 4
  %391 = icmp ult i32 %390, 11
  br i1 %391, label %392, label %395

392:                                              ; preds = %389
  %393 = call i32 @exact(ptr noundef @.str.16)
  %394 = icmp ne i32 %393, 0
  br label %395

395:                                              ; preds = %392, %389
  %396 = phi i1 [ false, %389 ], [ %394, %392 ]
  br i1 %396, label %397, label %408

397:                                              ; preds = %395
  %398 = load i32, ptr %12, align 4
  %399 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %398
  %400 = load float, ptr %399, align 4
  store volatile float %400, ptr @vf, align 4
  %401 = load volatile float, ptr @vf, align 4
  %402 = call float @expf(float noundef %401) #6
  %403 = fpext float %402 to double
  %404 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %403)
  br label %405

405:                                              ; preds = %397
  %406 = load i32, ptr %12, align 4
  %407 = add i32 %406, 1
  store i32 %407, ptr %12, align 4
  br label %389, !llvm.loop !17

408:                                              ; preds = %395
  %409 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.15)
  store i32 0, ptr %13, align 4
  br label %410

410:                                              ; preds = %425, %408
  %411 = load i32, ptr %13, align 4
  %412 = icmp ult i32 %411, 10
  br i1 %412, label %413, label %416

413:                                              ; preds = %410
  %414 = call i32 @exact(ptr noundef @.str.17)
  %415 = icmp ne i32 %414, 0
  br label %416

416:                                              ; preds = %413, %410
  %417 = phi i1 [ false, %410 ], [ %415, %413 ]
  br i1 %417, label %418, label %428

418:                                              ; preds = %416
  %419 = load i32, ptr %13, align 4
  %420 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %419
  %421 = load double, ptr %420, align 8
  store volatile double %421, ptr @vl, align 8
  %422 = load volatile double, ptr @vl, align 8
  %423 = call double @expl(double noundef %422) #6
  %424 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %423)
  br label %425

425:                                              ; preds = %418
  %426 = load i32, ptr %13, align 4
  %427 = add i32 %426, 1
  store i32 %427, ptr %13, align 4
  br label %410, !llvm.loop !18

428:                                              ; preds = %416
  %429 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %430

430:                                              ; preds = %428
  br label %431

431:                                              ; preds = %430
  %432 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18)
  store i32 0, ptr %14, align 4
  br label %433

433:                                              ; preds = %448, %431
  %434 = load i32, ptr %14, align 4
  %435 = icmp ult i32 %434, 14
  br i1 %435, label %436, label %439

436:                                              ; preds = %433
  %437 = call i32 @exact(ptr noundef @.str.18)
  %438 = icmp ne i32 %437, 0
  br label %439

439:                                              ; preds = %436, %433
  %440 = phi i1 [ false, %433 ], [ %438, %436 ]
  br i1 %440, label %441, label %451

441:                                              ; preds = %439
  %442 = load i32, ptr %14, align 4
  %443 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %442
  %444 = load double, ptr %443, align 8
  store volatile double %444, ptr @vd, align 8
  %445 = load volatile double, ptr @vd, align 8
  %446 = call double @exp2(double noundef %445) #6
  %447 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %446)
  br label %448

448:                                              ; preds = %441
  %449 = load i32, ptr %14, align 4
  %450 = add i32 %449, 1
  store i32 %450, ptr %14, align 4
  br label %433, !llvm.loop !19

451:                                              ; preds = %439
  %452 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.18)
  store i32 0, ptr %15, align 4
  br label %453

453:                                              ; preds = %469, %451
  %454 = load i32, ptr %15, align 4
  %455 = icmp ult i32 %454, 11
  br i1 %455, label %456, label %459

456:                                              ; preds = %453
  %457 = call i32 @exact(ptr noundef @.str.19)
  %458 = icmp ne i32 %457, 0
  br label %459

459:                                              ; preds = %456, %453
  %460 = phi i1 [ false, %453 ], [ %458, %456 ]
  br i1 %460, label %461, label %472

461:                                              ; preds = %459
  %462 = load i32, ptr %15, align 4
  %463 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %462
  %464 = load float, ptr %463, align 4
  store volatile float %464, ptr @vf, align 4
  %465 = load volatile float, ptr @vf, align 4
  %466 = call float @exp2f(float noundef %465) #6
  %467 = fpext float %466 to double
  %468 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %467)
  br label %469

469:                                              ; preds = %461
  %470 = load i32, ptr %15, align 4
  %471 = add i32 %470, 1
  store i32 %471, ptr %15, align 4
  br label %453, !llvm.loop !20

472:                                              ; preds = %459
  %473 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.18)
  store i32 0, ptr %16, align 4
  br label %474

474:                                              ; preds = %489, %472
  %475 = load i32, ptr %16, align 4
  %476 = icmp ult i32 %475, 10
  br i1 %476, label %477, label %480

477:                                              ; preds = %474
  %478 = call i32 @exact(ptr noundef @.str.20)
  %479 = icmp ne i32 %478, 0
  br label %480

480:                                              ; preds = %477, %474
  %481 = phi i1 [ false, %474 ], [ %479, %477 ]
  br i1 %481, label %482, label %492

482:                                              ; preds = %480
  %483 = load i32, ptr %16, align 4
  %484 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %483
  %485 = load double, ptr %484, align 8
  store volatile double %485, ptr @vl, align 8
  %486 = load volatile double, ptr @vl, align 8
  %487 = call double @exp2l(double noundef %486) #6
  %488 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %487)
  br label %489

489:                                              ; preds = %482
  %490 = load i32, ptr %16, align 4
  %491 = add i32 %490, 1
  store i32 %491, ptr %16, align 4
  br label %474, !llvm.loop !21

492:                                              ; preds = %480
  %493 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %494

494:                                              ; preds = %492
  br label %495

495:                                              ; preds = %494
  %496 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.21)
  store i32 0, ptr %17, align 4
  br label %497

497:                                              ; preds = %512, %495
  %498 = load i32, ptr %17, align 4
  %499 = icmp ult i32 %498, 14
  br i1 %499, label %500, label %503

500:                                              ; preds = %497
  %501 = call i32 @exact(ptr noundef @.str.21)
  %502 = icmp ne i32 %501, 0
  br label %503

503:                                              ; preds = %500, %497
  %504 = phi i1 [ false, %497 ], [ %502, %500 ]
  br i1 %504, label %505, label %515

505:                                              ; preds = %503
  %506 = load i32, ptr %17, align 4
  %507 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %506
  %508 = load double, ptr %507, align 8
  store volatile double %508, ptr @vd, align 8
  %509 = load volatile double, ptr @vd, align 8
  %510 = call double @exp10(double noundef %509) #6
  %511 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %510)
  br label %512

512:                                              ; preds = %505
  %513 = load i32, ptr %17, align 4
  %514 = add i32 %513, 1
  store i32 %514, ptr %17, align 4
  br label %497, !llvm.loop !22

515:                                              ; preds = %503
  %516 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.21)
  store i32 0, ptr %18, align 4
  br label %517

517:                                              ; preds = %533, %515
  %518 = load i32, ptr %18, align 4
  %519 = icmp ult i32 %518, 11
  br i1 %519, label %520, label %523

520:                                              ; preds = %517
  %521 = call i32 @exact(ptr noundef @.str.22)
  %522 = icmp ne i32 %521, 0
  br label %523

523:                                              ; preds = %520, %517
  %524 = phi i1 [ false, %517 ], [ %522, %520 ]
  br i1 %524, label %525, label %536

525:                                              ; preds = %523
  %526 = load i32, ptr %18, align 4
  %527 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %526
  %528 = load float, ptr %527, align 4
  store volatile float %528, ptr @vf, align 4
  %529 = load volatile float, ptr @vf, align 4
  %530 = call float @exp10f(float noundef %529) #6
  %531 = fpext float %530 to double
  %532 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %531)
  br label %533

533:                                              ; preds = %525
  %534 = load i32, ptr %18, align 4
  %535 = add i32 %534, 1
  store i32 %535, ptr %18, align 4
  br label %517, !llvm.loop !23

536:                                              ; preds = %523
  %537 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.21)
  store i32 0, ptr %19, align 4
  br label %538

538:                                              ; preds = %553, %536
  %539 = load i32, ptr %19, align 4
  %540 = icmp ult i32 %539, 10
  br i1 %540, label %541, label %544

541:                                              ; preds = %538
  %542 = call i32 @exact(ptr noundef @.str.23)
  %543 = icmp ne i32 %542, 0
  br label %544

544:                                              ; preds = %541, %538
  %545 = phi i1 [ false, %538 ], [ %543, %541 ]
  br i1 %545, label %546, label %556

546:                                              ; preds = %544
  %547 = load i32, ptr %19, align 4
  %548 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %547
  %549 = load double, ptr %548, align 8
  store volatile double %549, ptr @vl, align 8
  %550 = load volatile double, ptr @vl, align 8
  %551 = call double @exp10l(double noundef %550) #6
  %552 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %551)
  br label %553

553:                                              ; preds = %546
  %554 = load i32, ptr %19, align 4
  %555 = add i32 %554, 1
  store i32 %555, ptr %19, align 4
  br label %538, !llvm.loop !24

556:                                              ; preds = %544
  %557 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %558

558:                                              ; preds = %556
  br label %559

559:                                              ; preds = %558
  %560 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.24)
  store i32 0, ptr %20, align 4
  br label %561

561:                                              ; preds = %576, %559
  %562 = load i32, ptr %20, align 4
  %563 = icmp ult i32 %562, 14
  br i1 %563, label %564, label %567

564:                                              ; preds = %561
  %565 = call i32 @exact(ptr noundef @.str.24)
  %566 = icmp ne i32 %565, 0
  br label %567

567:                                              ; preds = %564, %561
  %568 = phi i1 [ false, %561 ], [ %566, %564 ]
  br i1 %568, label %569, label %579

569:                                              ; preds = %567
  %570 = load i32, ptr %20, align 4
  %571 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %570
  %572 = load double, ptr %571, align 8
  store volatile double %572, ptr @vd, align 8
  %573 = load volatile double, ptr @vd, align 8
  %574 = call double @expm1(double noundef %573) #6
  %575 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %574)
  br label %576

576:                                              ; preds = %569
  %577 = load i32, ptr %20, align 4
  %578 = add i32 %577, 1
  store i32 %578, ptr %20, align 4
  br label %561, !llvm.loop !25

579:                                              ; preds = %567
  %580 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.24)
  store i32 0, ptr %21, align 4
  br label %581

581:                                              ; preds = %597, %579
  %582 = load i32, ptr %21, align 4
  %583 = icmp ult i32 %582, 11
  br i1 %583, label %584, label %587

584:                                              ; preds = %581
  %585 = call i32 @exact(ptr noundef @.str.25)
  %586 = icmp ne i32 %585, 0
  br label %587

587:                                              ; preds = %584, %581
  %588 = phi i1 [ false, %581 ], [ %586, %584 ]
  br i1 %588, label %589, label %600

589:                                              ; preds = %587
  %590 = load i32, ptr %21, align 4
  %591 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %590
  %592 = load float, ptr %591, align 4
  store volatile float %592, ptr @vf, align 4
  %593 = load volatile float, ptr @vf, align 4
  %594 = call float @expm1f(float noundef %593) #6
  %595 = fpext float %594 to double
  %596 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %595)
  br label %597

597:                                              ; preds = %589
  %598 = load i32, ptr %21, align 4
  %599 = add i32 %598, 1
  store i32 %599, ptr %21, align 4
  br label %581, !llvm.loop !26

600:                                              ; preds = %587
  %601 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.24)
  store i32 0, ptr %22, align 4
  br label %602

602:                                              ; preds = %617, %600
  %603 = load i32, ptr %22, align 4
  %604 = icmp ult i32 %603, 10
  br i1 %604, label %605, label %608

605:                                              ; preds = %602
  %606 = call i32 @exact(ptr noundef @.str.26)
  %607 = icmp ne i32 %606, 0
  br label %608

608:                                              ; preds = %605, %602
  %609 = phi i1 [ false, %602 ], [ %607, %605 ]
  br i1 %609, label %610, label %620

610:                                              ; preds = %608
  %611 = load i32, ptr %22, align 4
  %612 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %611
  %613 = load double, ptr %612, align 8
  store volatile double %613, ptr @vl, align 8
  %614 = load volatile double, ptr @vl, align 8
  %615 = call double @expm1l(double noundef %614) #6
  %616 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %615)
  br label %617

617:                                              ; preds = %610
  %618 = load i32, ptr %22, align 4
  %619 = add i32 %618, 1
  store i32 %619, ptr %22, align 4
  br label %602, !llvm.loop !27

620:                                              ; preds = %608
  %621 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %622

622:                                              ; preds = %620
  br label %623

623:                                              ; preds = %622
  %624 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.27)
  store i32 0, ptr %23, align 4
  br label %625

625:                                              ; preds = %640, %623
  %626 = load i32, ptr %23, align 4
  %627 = icmp ult i32 %626, 14
  br i1 %627, label %628, label %631

628:                                              ; preds = %625
  %629 = call i32 @exact(ptr noundef @.str.27)
  %630 = icmp ne i32 %629, 0
  br label %631

631:                                              ; preds = %628, %625
  %632 = phi i1 [ false, %625 ], [ %630, %628 ]
  br i1 %632, label %633, label %643

633:                                              ; preds = %631
  %634 = load i32, ptr %23, align 4
  %635 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %634
  %636 = load double, ptr %635, align 8
  store volatile double %636, ptr @vd, align 8
  %637 = load volatile double, ptr @vd, align 8
  %638 = call double @log(double noundef %637) #6
  %639 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %638)
  br label %640

640:                                              ; preds = %633
  %641 = load i32, ptr %23, align 4
  %642 = add i32 %641, 1
  store i32 %642, ptr %23, align 4
  br label %625, !llvm.loop !28

643:                                              ; preds = %631
  %644 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.27)
  store i32 0, ptr %24, align 4
  br label %645

645:                                              ; preds = %661, %643
  %646 = load i32, ptr %24, align 4
  %647 = icmp ult i32 %646, 11
  br i1 %647, label %648, label %651

648:                                              ; preds = %645
  %649 = call i32 @exact(ptr noundef @.str.28)
  %650 = icmp ne i32 %649, 0
  br label %651

651:                                              ; preds = %648, %645
  %652 = phi i1 [ false, %645 ], [ %650, %648 ]
  br i1 %652, label %653, label %664

653:                                              ; preds = %651
  %654 = load i32, ptr %24, align 4
  %655 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %654
  %656 = load float, ptr %655, align 4
  store volatile float %656, ptr @vf, align 4
  %657 = load volatile float, ptr @vf, align 4
  %658 = call float @logf(float noundef %657) #6
  %659 = fpext float %658 to double
  %660 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %659)
  br label %661

661:                                              ; preds = %653
  %662 = load i32, ptr %24, align 4
  %663 = add i32 %662, 1
  store i32 %663, ptr %24, align 4
  br label %645, !llvm.loop !29

664:                                              ; preds = %651
  %665 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.27)
  store i32 0, ptr %25, align 4
  br label %666

666:                                              ; preds = %681, %664
  %667 = load i32, ptr %25, align 4
  %668 = icmp ult i32 %667, 10
  br i1 %668, label %669, label %672

669:                                              ; preds = %666
  %670 = call i32 @exact(ptr noundef @.str.29)
  %671 = icmp ne i32 %670, 0
  br label %672

672:                                              ; preds = %669, %666
  %673 = phi i1 [ false, %666 ], [ %671, %669 ]
  br i1 %673, label %674, label %684

674:                                              ; preds = %672
  %675 = load i32, ptr %25, align 4
  %676 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %675
  %677 = load double, ptr %676, align 8
  store volatile double %677, ptr @vl, align 8
  %678 = load volatile double, ptr @vl, align 8
  %679 = call double @logl(double noundef %678) #6
  %680 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %679)
  br label %681

681:                                              ; preds = %674
  %682 = load i32, ptr %25, align 4
  %683 = add i32 %682, 1
  store i32 %683, ptr %25, align 4
  br label %666, !llvm.loop !30

684:                                              ; preds = %672
  %685 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %686

686:                                              ; preds = %684
  br label %687

687:                                              ; preds = %686
  %688 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.30)
  store i32 0, ptr %26, align 4
  br label %689

689:                                              ; preds = %704, %687
  %690 = load i32, ptr %26, align 4
  %691 = icmp ult i32 %690, 14
  br i1 %691, label %692, label %695

692:                                              ; preds = %689
  %693 = call i32 @exact(ptr noundef @.str.30)
  %694 = icmp ne i32 %693, 0
  br label %695

695:                                              ; preds = %692, %689
  %696 = phi i1 [ false, %689 ], [ %694, %692 ]
  br i1 %696, label %697, label %707

697:                                              ; preds = %695
  %698 = load i32, ptr %26, align 4
  %699 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %698
  %700 = load double, ptr %699, align 8
  store volatile double %700, ptr @vd, align 8
  %701 = load volatile double, ptr @vd, align 8
  %702 = call double @log2(double noundef %701) #6
  %703 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %702)
  br label %704

704:                                              ; preds = %697
  %705 = load i32, ptr %26, align 4
  %706 = add i32 %705, 1
  store i32 %706, ptr %26, align 4
  br label %689, !llvm.loop !31

707:                                              ; preds = %695
  %708 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.30)
  store i32 0, ptr %27, align 4
  br label %709

709:                                              ; preds = %725, %707
  %710 = load i32, ptr %27, align 4
  %711 = icmp ult i32 %710, 11
  br i1 %711, label %712, label %715

712:                                              ; preds = %709
  %713 = call i32 @exact(ptr noundef @.str.31)
  %714 = icmp ne i32 %713, 0
  br label %715

715:                                              ; preds = %712, %709
  %716 = phi i1 [ false, %709 ], [ %714, %712 ]
  br i1 %716, label %717, label %728

717:                                              ; preds = %715
  %718 = load i32, ptr %27, align 4
  %719 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %718
  %720 = load float, ptr %719, align 4
  store volatile float %720, ptr @vf, align 4
  %721 = load volatile float, ptr @vf, align 4
  %722 = call float @log2f(float noundef %721) #6
  %723 = fpext float %722 to double
  %724 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %723)
  br label %725

725:                                              ; preds = %717
  %726 = load i32, ptr %27, align 4
  %727 = add i32 %726, 1
  store i32 %727, ptr %27, align 4
  br label %709, !llvm.loop !32

728:                                              ; preds = %715
  %729 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.30)
  store i32 0, ptr %28, align 4
  br label %730

730:                                              ; preds = %745, %728
  %731 = load i32, ptr %28, align 4
  %732 = icmp ult i32 %731, 10
  br i1 %732, label %733, label %736

733:                                              ; preds = %730
  %734 = call i32 @exact(ptr noundef @.str.32)
  %735 = icmp ne i32 %734, 0
  br label %736

736:                                              ; preds = %733, %730
  %737 = phi i1 [ false, %730 ], [ %735, %733 ]
  br i1 %737, label %738, label %748

738:                                              ; preds = %736
  %739 = load i32, ptr %28, align 4
  %740 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %739
  %741 = load double, ptr %740, align 8
  store volatile double %741, ptr @vl, align 8
  %742 = load volatile double, ptr @vl, align 8
  %743 = call double @log2l(double noundef %742) #6
  %744 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %743)
  br label %745

745:                                              ; preds = %738
  %746 = load i32, ptr %28, align 4
  %747 = add i32 %746, 1
  store i32 %747, ptr %28, align 4
  br label %730, !llvm.loop !33

748:                                              ; preds = %736
  %749 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %750

750:                                              ; preds = %748
  br label %751

751:                                              ; preds = %750
  %752 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.33)
  store i32 0, ptr %29, align 4
  br label %753

753:                                              ; preds = %768, %751
  %754 = load i32, ptr %29, align 4
  %755 = icmp ult i32 %754, 14
  br i1 %755, label %756, label %759

756:                                              ; preds = %753
  %757 = call i32 @exact(ptr noundef @.str.33)
  %758 = icmp ne i32 %757, 0
  br label %759

759:                                              ; preds = %756, %753
  %760 = phi i1 [ false, %753 ], [ %758, %756 ]
  br i1 %760, label %761, label %771

761:                                              ; preds = %759
  %762 = load i32, ptr %29, align 4
  %763 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %762
  %764 = load double, ptr %763, align 8
  store volatile double %764, ptr @vd, align 8
  %765 = load volatile double, ptr @vd, align 8
  %766 = call double @log10(double noundef %765) #6
  %767 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %766)
  br label %768

768:                                              ; preds = %761
  %769 = load i32, ptr %29, align 4
  %770 = add i32 %769, 1
  store i32 %770, ptr %29, align 4
  br label %753, !llvm.loop !34

771:                                              ; preds = %759
  %772 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.33)
  store i32 0, ptr %30, align 4
  br label %773

773:                                              ; preds = %789, %771
  %774 = load i32, ptr %30, align 4
  %775 = icmp ult i32 %774, 11
  br i1 %775, label %776, label %779

776:                                              ; preds = %773
  %777 = call i32 @exact(ptr noundef @.str.34)
  %778 = icmp ne i32 %777, 0
  br label %779

779:                                              ; preds = %776, %773
  %780 = phi i1 [ false, %773 ], [ %778, %776 ]
  br i1 %780, label %781, label %792

781:                                              ; preds = %779
  %782 = load i32, ptr %30, align 4
  %783 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %782
  %784 = load float, ptr %783, align 4
  store volatile float %784, ptr @vf, align 4
  %785 = load volatile float, ptr @vf, align 4
  %786 = call float @log10f(float noundef %785) #6
  %787 = fpext float %786 to double
  %788 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %787)
  br label %789

789:                                              ; preds = %781
  %790 = load i32, ptr %30, align 4
  %791 = add i32 %790, 1
  store i32 %791, ptr %30, align 4
  br label %773, !llvm.loop !35

792:                                              ; preds = %779
  %793 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.33)
  store i32 0, ptr %31, align 4
  br label %794

794:                                              ; preds = %809, %792
  %795 = load i32, ptr %31, align 4
  %796 = icmp ult i32 %795, 10
  br i1 %796, label %797, label %800

797:                                              ; preds = %794
  %798 = call i32 @exact(ptr noundef @.str.35)
  %799 = icmp ne i32 %798, 0
  br label %800

800:                                              ; preds = %797, %794
  %801 = phi i1 [ false, %794 ], [ %799, %797 ]
  br i1 %801, label %802, label %812

802:                                              ; preds = %800
  %803 = load i32, ptr %31, align 4
  %804 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %803
  %805 = load double, ptr %804, align 8
  store volatile double %805, ptr @vl, align 8
  %806 = load volatile double, ptr @vl, align 8
  %807 = call double @log10l(double noundef %806) #6
  %808 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %807)
  br label %809

809:                                              ; preds = %802
  %810 = load i32, ptr %31, align 4
  %811 = add i32 %810, 1
  store i32 %811, ptr %31, align 4
  br label %794, !llvm.loop !36

812:                                              ; preds = %800
  %813 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %814

814:                                              ; preds = %812
  br label %815

815:                                              ; preds = %814
  %816 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.36)
  store i32 0, ptr %32, align 4
  br label %817

817:                                              ; preds = %832, %815
  %818 = load i32, ptr %32, align 4
  %819 = icmp ult i32 %818, 14
  br i1 %819, label %820, label %823

820:                                              ; preds = %817
  %821 = call i32 @exact(ptr noundef @.str.36)
  %822 = icmp ne i32 %821, 0
  br label %823

823:                                              ; preds = %820, %817
  %824 = phi i1 [ false, %817 ], [ %822, %820 ]
  br i1 %824, label %825, label %835

825:                                              ; preds = %823
  %826 = load i32, ptr %32, align 4
  %827 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %826
  %828 = load double, ptr %827, align 8
  store volatile double %828, ptr @vd, align 8
  %829 = load volatile double, ptr @vd, align 8
  %830 = call double @log1p(double noundef %829) #6
  %831 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %830)
  br label %832

832:                                              ; preds = %825
  %833 = load i32, ptr %32, align 4
  %834 = add i32 %833, 1
  store i32 %834, ptr %32, align 4
  br label %817, !llvm.loop !37

835:                                              ; preds = %823
  %836 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.36)
  store i32 0, ptr %33, align 4
  br label %837

837:                                              ; preds = %853, %835
  %838 = load i32, ptr %33, align 4
  %839 = icmp ult i32 %838, 11
  br i1 %839, label %840, label %843

840:                                              ; preds = %837
  %841 = call i32 @exact(ptr noundef @.str.37)
  %842 = icmp ne i32 %841, 0
  br label %843

843:                                              ; preds = %840, %837
  %844 = phi i1 [ false, %837 ], [ %842, %840 ]
  br i1 %844, label %845, label %856

845:                                              ; preds = %843
  %846 = load i32, ptr %33, align 4
  %847 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %846
  %848 = load float, ptr %847, align 4
  store volatile float %848, ptr @vf, align 4
  %849 = load volatile float, ptr @vf, align 4
  %850 = call float @log1pf(float noundef %849) #6
  %851 = fpext float %850 to double
  %852 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %851)
  br label %853

853:                                              ; preds = %845
  %854 = load i32, ptr %33, align 4
  %855 = add i32 %854, 1
  store i32 %855, ptr %33, align 4
  br label %837, !llvm.loop !38

856:                                              ; preds = %843
  %857 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.36)
  store i32 0, ptr %34, align 4
  br label %858

858:                                              ; preds = %873, %856
  %859 = load i32, ptr %34, align 4
  %860 = icmp ult i32 %859, 10
  br i1 %860, label %861, label %864

861:                                              ; preds = %858
  %862 = call i32 @exact(ptr noundef @.str.38)
  %863 = icmp ne i32 %862, 0
  br label %864

864:                                              ; preds = %861, %858
  %865 = phi i1 [ false, %858 ], [ %863, %861 ]
  br i1 %865, label %866, label %876

866:                                              ; preds = %864
  %867 = load i32, ptr %34, align 4
  %868 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %867
  %869 = load double, ptr %868, align 8
  store volatile double %869, ptr @vl, align 8
  %870 = load volatile double, ptr @vl, align 8
  %871 = call double @log1pl(double noundef %870) #6
  %872 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %871)
  br label %873

873:                                              ; preds = %866
  %874 = load i32, ptr %34, align 4
  %875 = add i32 %874, 1
  store i32 %875, ptr %34, align 4
  br label %858, !llvm.loop !39

876:                                              ; preds = %864
  %877 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %878

878:                                              ; preds = %876
  br label %879

879:                                              ; preds = %878
  %880 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.39)
  store i32 0, ptr %35, align 4
  br label %881

881:                                              ; preds = %896, %879
  %882 = load i32, ptr %35, align 4
  %883 = icmp ult i32 %882, 14
  br i1 %883, label %884, label %887

884:                                              ; preds = %881
  %885 = call i32 @exact(ptr noundef @.str.39)
  %886 = icmp ne i32 %885, 0
  br label %887

887:                                              ; preds = %884, %881
  %888 = phi i1 [ false, %881 ], [ %886, %884 ]
  br i1 %888, label %889, label %899

889:                                              ; preds = %887
  %890 = load i32, ptr %35, align 4
  %891 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %890
  %892 = load double, ptr %891, align 8
  store volatile double %892, ptr @vd, align 8
  %893 = load volatile double, ptr @vd, align 8
  %894 = call double @logb(double noundef %893) #6
  %895 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %894)
  br label %896

896:                                              ; preds = %889
  %897 = load i32, ptr %35, align 4
  %898 = add i32 %897, 1
  store i32 %898, ptr %35, align 4
  br label %881, !llvm.loop !40

899:                                              ; preds = %887
  %900 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.39)
  store i32 0, ptr %36, align 4
  br label %901

901:                                              ; preds = %917, %899
  %902 = load i32, ptr %36, align 4
  %903 = icmp ult i32 %902, 11
  br i1 %903, label %904, label %907

904:                                              ; preds = %901
  %905 = call i32 @exact(ptr noundef @.str.40)
  %906 = icmp ne i32 %905, 0
  br label %907

907:                                              ; preds = %904, %901
  %908 = phi i1 [ false, %901 ], [ %906, %904 ]
  br i1 %908, label %909, label %920

909:                                              ; preds = %907
  %910 = load i32, ptr %36, align 4
  %911 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %910
  %912 = load float, ptr %911, align 4
  store volatile float %912, ptr @vf, align 4
  %913 = load volatile float, ptr @vf, align 4
  %914 = call float @logbf(float noundef %913) #6
  %915 = fpext float %914 to double
  %916 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %915)
  br label %917

917:                                              ; preds = %909
  %918 = load i32, ptr %36, align 4
  %919 = add i32 %918, 1
  store i32 %919, ptr %36, align 4
  br label %901, !llvm.loop !41

920:                                              ; preds = %907
  %921 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.39)
  store i32 0, ptr %37, align 4
  br label %922

922:                                              ; preds = %937, %920
  %923 = load i32, ptr %37, align 4
  %924 = icmp ult i32 %923, 10
  br i1 %924, label %925, label %928

925:                                              ; preds = %922
  %926 = call i32 @exact(ptr noundef @.str.41)
  %927 = icmp ne i32 %926, 0
  br label %928

928:                                              ; preds = %925, %922
  %929 = phi i1 [ false, %922 ], [ %927, %925 ]
  br i1 %929, label %930, label %940

930:                                              ; preds = %928
  %931 = load i32, ptr %37, align 4
  %932 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %931
  %933 = load double, ptr %932, align 8
  store volatile double %933, ptr @vl, align 8
  %934 = load volatile double, ptr @vl, align 8
  %935 = call double @logbl(double noundef %934) #6
  %936 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %935)
  br label %937

937:                                              ; preds = %930
  %938 = load i32, ptr %37, align 4
  %939 = add i32 %938, 1
  store i32 %939, ptr %37, align 4
  br label %922, !llvm.loop !42

940:                                              ; preds = %928
  %941 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %942

942:                                              ; preds = %940
  br label %943

943:                                              ; preds = %942
  %944 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.42)
  store i32 0, ptr %38, align 4
  br label %945

945:                                              ; preds = %960, %943
  %946 = load i32, ptr %38, align 4
  %947 = icmp ult i32 %946, 14
  br i1 %947, label %948, label %951

948:                                              ; preds = %945
  %949 = call i32 @exact(ptr noundef @.str.42)
  %950 = icmp ne i32 %949, 0
  br label %951

951:                                              ; preds = %948, %945
  %952 = phi i1 [ false, %945 ], [ %950, %948 ]
  br i1 %952, label %953, label %963

953:                                              ; preds = %951
  %954 = load i32, ptr %38, align 4
  %955 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %954
  %956 = load double, ptr %955, align 8
  store volatile double %956, ptr @vd, align 8
  %957 = load volatile double, ptr @vd, align 8
  %958 = call double @sin(double noundef %957) #6
  %959 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %958)
  br label %960

960:                                              ; preds = %953
  %961 = load i32, ptr %38, align 4
  %962 = add i32 %961, 1
  store i32 %962, ptr %38, align 4
  br label %945, !llvm.loop !43

963:                                              ; preds = %951
  %964 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.42)
  store i32 0, ptr %39, align 4
  br label %965

965:                                              ; preds = %981, %963
  %966 = load i32, ptr %39, align 4
  %967 = icmp ult i32 %966, 11
  br i1 %967, label %968, label %971

968:                                              ; preds = %965
  %969 = call i32 @exact(ptr noundef @.str.43)
  %970 = icmp ne i32 %969, 0
  br label %971

971:                                              ; preds = %968, %965
  %972 = phi i1 [ false, %965 ], [ %970, %968 ]
  br i1 %972, label %973, label %984

973:                                              ; preds = %971
  %974 = load i32, ptr %39, align 4
  %975 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %974
  %976 = load float, ptr %975, align 4
  store volatile float %976, ptr @vf, align 4
  %977 = load volatile float, ptr @vf, align 4
  %978 = call float @sinf(float noundef %977) #6
  %979 = fpext float %978 to double
  %980 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %979)
  br label %981

981:                                              ; preds = %973
  %982 = load i32, ptr %39, align 4
  %983 = add i32 %982, 1
  store i32 %983, ptr %39, align 4
  br label %965, !llvm.loop !44

984:                                              ; preds = %971
  %985 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.42)
  store i32 0, ptr %40, align 4
  br label %986

986:                                              ; preds = %1001, %984
  %987 = load i32, ptr %40, align 4
  %988 = icmp ult i32 %987, 10
  br i1 %988, label %989, label %992

989:                                              ; preds = %986
  %990 = call i32 @exact(ptr noundef @.str.44)
  %991 = icmp ne i32 %990, 0
  br label %992

992:                                              ; preds = %989, %986
  %993 = phi i1 [ false, %986 ], [ %991, %989 ]
  br i1 %993, label %994, label %1004

994:                                              ; preds = %992
  %995 = load i32, ptr %40, align 4
  %996 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %995
  %997 = load double, ptr %996, align 8
  store volatile double %997, ptr @vl, align 8
  %998 = load volatile double, ptr @vl, align 8
  %999 = call double @sinl(double noundef %998) #6
  %1000 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %999)
  br label %1001

1001:                                             ; preds = %994
  %1002 = load i32, ptr %40, align 4
  %1003 = add i32 %1002, 1
  store i32 %1003, ptr %40, align 4
  br label %986, !llvm.loop !45

1004:                                             ; preds = %992
  %1005 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1006

1006:                                             ; preds = %1004
  br label %1007

1007:                                             ; preds = %1006
  %1008 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.45)
  store i32 0, ptr %41, align 4
  br label %1009

1009:                                             ; preds = %1024, %1007
  %1010 = load i32, ptr %41, align 4
  %1011 = icmp ult i32 %1010, 14
  br i1 %1011, label %1012, label %1015

1012:                                             ; preds = %1009
  %1013 = call i32 @exact(ptr noundef @.str.45)
  %1014 = icmp ne i32 %1013, 0
  br label %1015

1015:                                             ; preds = %1012, %1009
  %1016 = phi i1 [ false, %1009 ], [ %1014, %1012 ]
  br i1 %1016, label %1017, label %1027

1017:                                             ; preds = %1015
  %1018 = load i32, ptr %41, align 4
  %1019 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1018
  %1020 = load double, ptr %1019, align 8
  store volatile double %1020, ptr @vd, align 8
  %1021 = load volatile double, ptr @vd, align 8
  %1022 = call double @cos(double noundef %1021) #6
  %1023 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1022)
  br label %1024

1024:                                             ; preds = %1017
  %1025 = load i32, ptr %41, align 4
  %1026 = add i32 %1025, 1
  store i32 %1026, ptr %41, align 4
  br label %1009, !llvm.loop !46

1027:                                             ; preds = %1015
  %1028 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.45)
  store i32 0, ptr %42, align 4
  br label %1029

1029:                                             ; preds = %1045, %1027
  %1030 = load i32, ptr %42, align 4
  %1031 = icmp ult i32 %1030, 11
  br i1 %1031, label %1032, label %1035

1032:                                             ; preds = %1029
  %1033 = call i32 @exact(ptr noundef @.str.46)
  %1034 = icmp ne i32 %1033, 0
  br label %1035

1035:                                             ; preds = %1032, %1029
  %1036 = phi i1 [ false, %1029 ], [ %1034, %1032 ]
  br i1 %1036, label %1037, label %1048

1037:                                             ; preds = %1035
  %1038 = load i32, ptr %42, align 4
  %1039 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1038
  %1040 = load float, ptr %1039, align 4
  store volatile float %1040, ptr @vf, align 4
  %1041 = load volatile float, ptr @vf, align 4
  %1042 = call float @cosf(float noundef %1041) #6
  %1043 = fpext float %1042 to double
  %1044 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1043)
  br label %1045

1045:                                             ; preds = %1037
  %1046 = load i32, ptr %42, align 4
  %1047 = add i32 %1046, 1
  store i32 %1047, ptr %42, align 4
  br label %1029, !llvm.loop !47

1048:                                             ; preds = %1035
  %1049 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.45)
  store i32 0, ptr %43, align 4
  br label %1050

1050:                                             ; preds = %1065, %1048
  %1051 = load i32, ptr %43, align 4
  %1052 = icmp ult i32 %1051, 10
  br i1 %1052, label %1053, label %1056

1053:                                             ; preds = %1050
  %1054 = call i32 @exact(ptr noundef @.str.47)
  %1055 = icmp ne i32 %1054, 0
  br label %1056

1056:                                             ; preds = %1053, %1050
  %1057 = phi i1 [ false, %1050 ], [ %1055, %1053 ]
  br i1 %1057, label %1058, label %1068

1058:                                             ; preds = %1056
  %1059 = load i32, ptr %43, align 4
  %1060 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1059
  %1061 = load double, ptr %1060, align 8
  store volatile double %1061, ptr @vl, align 8
  %1062 = load volatile double, ptr @vl, align 8
  %1063 = call double @cosl(double noundef %1062) #6
  %1064 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1063)
  br label %1065

1065:                                             ; preds = %1058
  %1066 = load i32, ptr %43, align 4
  %1067 = add i32 %1066, 1
  store i32 %1067, ptr %43, align 4
  br label %1050, !llvm.loop !48

1068:                                             ; preds = %1056
  %1069 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1070

1070:                                             ; preds = %1068
  br label %1071

1071:                                             ; preds = %1070
  %1072 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.48)
  store i32 0, ptr %44, align 4
  br label %1073

1073:                                             ; preds = %1088, %1071
  %1074 = load i32, ptr %44, align 4
  %1075 = icmp ult i32 %1074, 14
  br i1 %1075, label %1076, label %1079

1076:                                             ; preds = %1073
  %1077 = call i32 @exact(ptr noundef @.str.48)
  %1078 = icmp ne i32 %1077, 0
  br label %1079

1079:                                             ; preds = %1076, %1073
  %1080 = phi i1 [ false, %1073 ], [ %1078, %1076 ]
  br i1 %1080, label %1081, label %1091

1081:                                             ; preds = %1079
  %1082 = load i32, ptr %44, align 4
  %1083 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1082
  %1084 = load double, ptr %1083, align 8
  store volatile double %1084, ptr @vd, align 8
  %1085 = load volatile double, ptr @vd, align 8
  %1086 = call double @tan(double noundef %1085) #6
  %1087 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1086)
  br label %1088

1088:                                             ; preds = %1081
  %1089 = load i32, ptr %44, align 4
  %1090 = add i32 %1089, 1
  store i32 %1090, ptr %44, align 4
  br label %1073, !llvm.loop !49

1091:                                             ; preds = %1079
  %1092 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.48)
  store i32 0, ptr %45, align 4
  br label %1093

1093:                                             ; preds = %1109, %1091
  %1094 = load i32, ptr %45, align 4
  %1095 = icmp ult i32 %1094, 11
  br i1 %1095, label %1096, label %1099

1096:                                             ; preds = %1093
  %1097 = call i32 @exact(ptr noundef @.str.49)
  %1098 = icmp ne i32 %1097, 0
  br label %1099

1099:                                             ; preds = %1096, %1093
  %1100 = phi i1 [ false, %1093 ], [ %1098, %1096 ]
  br i1 %1100, label %1101, label %1112

1101:                                             ; preds = %1099
  %1102 = load i32, ptr %45, align 4
  %1103 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1102
  %1104 = load float, ptr %1103, align 4
  store volatile float %1104, ptr @vf, align 4
  %1105 = load volatile float, ptr @vf, align 4
  %1106 = call float @tanf(float noundef %1105) #6
  %1107 = fpext float %1106 to double
  %1108 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1107)
  br label %1109

1109:                                             ; preds = %1101
  %1110 = load i32, ptr %45, align 4
  %1111 = add i32 %1110, 1
  store i32 %1111, ptr %45, align 4
  br label %1093, !llvm.loop !50

1112:                                             ; preds = %1099
  %1113 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.48)
  store i32 0, ptr %46, align 4
  br label %1114

1114:                                             ; preds = %1129, %1112
  %1115 = load i32, ptr %46, align 4
  %1116 = icmp ult i32 %1115, 10
  br i1 %1116, label %1117, label %1120

1117:                                             ; preds = %1114
  %1118 = call i32 @exact(ptr noundef @.str.50)
  %1119 = icmp ne i32 %1118, 0
  br label %1120

1120:                                             ; preds = %1117, %1114
  %1121 = phi i1 [ false, %1114 ], [ %1119, %1117 ]
  br i1 %1121, label %1122, label %1132

1122:                                             ; preds = %1120
  %1123 = load i32, ptr %46, align 4
  %1124 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1123
  %1125 = load double, ptr %1124, align 8
  store volatile double %1125, ptr @vl, align 8
  %1126 = load volatile double, ptr @vl, align 8
  %1127 = call double @tanl(double noundef %1126) #6
  %1128 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1127)
  br label %1129

1129:                                             ; preds = %1122
  %1130 = load i32, ptr %46, align 4
  %1131 = add i32 %1130, 1
  store i32 %1131, ptr %46, align 4
  br label %1114, !llvm.loop !51

1132:                                             ; preds = %1120
  %1133 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1134

1134:                                             ; preds = %1132
  br label %1135

1135:                                             ; preds = %1134
  %1136 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.51)
  store i32 0, ptr %47, align 4
  br label %1137

1137:                                             ; preds = %1152, %1135
  %1138 = load i32, ptr %47, align 4
  %1139 = icmp ult i32 %1138, 14
  br i1 %1139, label %1140, label %1143

1140:                                             ; preds = %1137
  %1141 = call i32 @exact(ptr noundef @.str.51)
  %1142 = icmp ne i32 %1141, 0
  br label %1143

1143:                                             ; preds = %1140, %1137
  %1144 = phi i1 [ false, %1137 ], [ %1142, %1140 ]
  br i1 %1144, label %1145, label %1155

1145:                                             ; preds = %1143
  %1146 = load i32, ptr %47, align 4
  %1147 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1146
  %1148 = load double, ptr %1147, align 8
  store volatile double %1148, ptr @vd, align 8
  %1149 = load volatile double, ptr @vd, align 8
  %1150 = call double @asin(double noundef %1149) #6
  %1151 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1150)
  br label %1152

1152:                                             ; preds = %1145
  %1153 = load i32, ptr %47, align 4
  %1154 = add i32 %1153, 1
  store i32 %1154, ptr %47, align 4
  br label %1137, !llvm.loop !52

1155:                                             ; preds = %1143
  %1156 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.51)
  store i32 0, ptr %48, align 4
  br label %1157

1157:                                             ; preds = %1173, %1155
  %1158 = load i32, ptr %48, align 4
  %1159 = icmp ult i32 %1158, 11
  br i1 %1159, label %1160, label %1163

1160:                                             ; preds = %1157
  %1161 = call i32 @exact(ptr noundef @.str.52)
  %1162 = icmp ne i32 %1161, 0
  br label %1163

1163:                                             ; preds = %1160, %1157
  %1164 = phi i1 [ false, %1157 ], [ %1162, %1160 ]
  br i1 %1164, label %1165, label %1176

1165:                                             ; preds = %1163
  %1166 = load i32, ptr %48, align 4
  %1167 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1166
  %1168 = load float, ptr %1167, align 4
  store volatile float %1168, ptr @vf, align 4
  %1169 = load volatile float, ptr @vf, align 4
  %1170 = call float @asinf(float noundef %1169) #6
  %1171 = fpext float %1170 to double
  %1172 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1171)
  br label %1173

1173:                                             ; preds = %1165
  %1174 = load i32, ptr %48, align 4
  %1175 = add i32 %1174, 1
  store i32 %1175, ptr %48, align 4
  br label %1157, !llvm.loop !53

1176:                                             ; preds = %1163
  %1177 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.51)
  store i32 0, ptr %49, align 4
  br label %1178

1178:                                             ; preds = %1193, %1176
  %1179 = load i32, ptr %49, align 4
  %1180 = icmp ult i32 %1179, 10
  br i1 %1180, label %1181, label %1184

1181:                                             ; preds = %1178
  %1182 = call i32 @exact(ptr noundef @.str.53)
  %1183 = icmp ne i32 %1182, 0
  br label %1184

1184:                                             ; preds = %1181, %1178
  %1185 = phi i1 [ false, %1178 ], [ %1183, %1181 ]
  br i1 %1185, label %1186, label %1196

1186:                                             ; preds = %1184
  %1187 = load i32, ptr %49, align 4
  %1188 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1187
  %1189 = load double, ptr %1188, align 8
  store volatile double %1189, ptr @vl, align 8
  %1190 = load volatile double, ptr @vl, align 8
  %1191 = call double @asinl(double noundef %1190) #6
  %1192 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1191)
  br label %1193

1193:                                             ; preds = %1186
  %1194 = load i32, ptr %49, align 4
  %1195 = add i32 %1194, 1
  store i32 %1195, ptr %49, align 4
  br label %1178, !llvm.loop !54

1196:                                             ; preds = %1184
  %1197 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1198

1198:                                             ; preds = %1196
  br label %1199

1199:                                             ; preds = %1198
  %1200 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.54)
  store i32 0, ptr %50, align 4
  br label %1201

1201:                                             ; preds = %1216, %1199
  %1202 = load i32, ptr %50, align 4
  %1203 = icmp ult i32 %1202, 14
  br i1 %1203, label %1204, label %1207

1204:                                             ; preds = %1201
  %1205 = call i32 @exact(ptr noundef @.str.54)
  %1206 = icmp ne i32 %1205, 0
  br label %1207

1207:                                             ; preds = %1204, %1201
  %1208 = phi i1 [ false, %1201 ], [ %1206, %1204 ]
  br i1 %1208, label %1209, label %1219

1209:                                             ; preds = %1207
  %1210 = load i32, ptr %50, align 4
  %1211 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1210
  %1212 = load double, ptr %1211, align 8
  store volatile double %1212, ptr @vd, align 8
  %1213 = load volatile double, ptr @vd, align 8
  %1214 = call double @acos(double noundef %1213) #6
  %1215 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1214)
  br label %1216

1216:                                             ; preds = %1209
  %1217 = load i32, ptr %50, align 4
  %1218 = add i32 %1217, 1
  store i32 %1218, ptr %50, align 4
  br label %1201, !llvm.loop !55

1219:                                             ; preds = %1207
  %1220 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.54)
  store i32 0, ptr %51, align 4
  br label %1221

1221:                                             ; preds = %1237, %1219
  %1222 = load i32, ptr %51, align 4
  %1223 = icmp ult i32 %1222, 11
  br i1 %1223, label %1224, label %1227

1224:                                             ; preds = %1221
  %1225 = call i32 @exact(ptr noundef @.str.55)
  %1226 = icmp ne i32 %1225, 0
  br label %1227

1227:                                             ; preds = %1224, %1221
  %1228 = phi i1 [ false, %1221 ], [ %1226, %1224 ]
  br i1 %1228, label %1229, label %1240

1229:                                             ; preds = %1227
  %1230 = load i32, ptr %51, align 4
  %1231 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1230
  %1232 = load float, ptr %1231, align 4
  store volatile float %1232, ptr @vf, align 4
  %1233 = load volatile float, ptr @vf, align 4
  %1234 = call float @acosf(float noundef %1233) #6
  %1235 = fpext float %1234 to double
  %1236 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1235)
  br label %1237

1237:                                             ; preds = %1229
  %1238 = load i32, ptr %51, align 4
  %1239 = add i32 %1238, 1
  store i32 %1239, ptr %51, align 4
  br label %1221, !llvm.loop !56

1240:                                             ; preds = %1227
  %1241 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.54)
  store i32 0, ptr %52, align 4
  br label %1242

1242:                                             ; preds = %1257, %1240
  %1243 = load i32, ptr %52, align 4
  %1244 = icmp ult i32 %1243, 10
  br i1 %1244, label %1245, label %1248

1245:                                             ; preds = %1242
  %1246 = call i32 @exact(ptr noundef @.str.56)
  %1247 = icmp ne i32 %1246, 0
  br label %1248

1248:                                             ; preds = %1245, %1242
  %1249 = phi i1 [ false, %1242 ], [ %1247, %1245 ]
  br i1 %1249, label %1250, label %1260

1250:                                             ; preds = %1248
  %1251 = load i32, ptr %52, align 4
  %1252 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1251
  %1253 = load double, ptr %1252, align 8
  store volatile double %1253, ptr @vl, align 8
  %1254 = load volatile double, ptr @vl, align 8
  %1255 = call double @acosl(double noundef %1254) #6
  %1256 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1255)
  br label %1257

1257:                                             ; preds = %1250
  %1258 = load i32, ptr %52, align 4
  %1259 = add i32 %1258, 1
  store i32 %1259, ptr %52, align 4
  br label %1242, !llvm.loop !57

1260:                                             ; preds = %1248
  %1261 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1262

1262:                                             ; preds = %1260
  br label %1263

1263:                                             ; preds = %1262
  %1264 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.57)
  store i32 0, ptr %53, align 4
  br label %1265

1265:                                             ; preds = %1280, %1263
  %1266 = load i32, ptr %53, align 4
  %1267 = icmp ult i32 %1266, 14
  br i1 %1267, label %1268, label %1271

1268:                                             ; preds = %1265
  %1269 = call i32 @exact(ptr noundef @.str.57)
  %1270 = icmp ne i32 %1269, 0
  br label %1271

1271:                                             ; preds = %1268, %1265
  %1272 = phi i1 [ false, %1265 ], [ %1270, %1268 ]
  br i1 %1272, label %1273, label %1283

1273:                                             ; preds = %1271
  %1274 = load i32, ptr %53, align 4
  %1275 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1274
  %1276 = load double, ptr %1275, align 8
  store volatile double %1276, ptr @vd, align 8
  %1277 = load volatile double, ptr @vd, align 8
  %1278 = call double @atan(double noundef %1277) #6
  %1279 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1278)
  br label %1280

1280:                                             ; preds = %1273
  %1281 = load i32, ptr %53, align 4
  %1282 = add i32 %1281, 1
  store i32 %1282, ptr %53, align 4
  br label %1265, !llvm.loop !58

1283:                                             ; preds = %1271
  %1284 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.57)
  store i32 0, ptr %54, align 4
  br label %1285

1285:                                             ; preds = %1301, %1283
  %1286 = load i32, ptr %54, align 4
  %1287 = icmp ult i32 %1286, 11
  br i1 %1287, label %1288, label %1291

1288:                                             ; preds = %1285
  %1289 = call i32 @exact(ptr noundef @.str.58)
  %1290 = icmp ne i32 %1289, 0
  br label %1291

1291:                                             ; preds = %1288, %1285
  %1292 = phi i1 [ false, %1285 ], [ %1290, %1288 ]
  br i1 %1292, label %1293, label %1304

1293:                                             ; preds = %1291
  %1294 = load i32, ptr %54, align 4
  %1295 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1294
  %1296 = load float, ptr %1295, align 4
  store volatile float %1296, ptr @vf, align 4
  %1297 = load volatile float, ptr @vf, align 4
  %1298 = call float @atanf(float noundef %1297) #6
  %1299 = fpext float %1298 to double
  %1300 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1299)
  br label %1301

1301:                                             ; preds = %1293
  %1302 = load i32, ptr %54, align 4
  %1303 = add i32 %1302, 1
  store i32 %1303, ptr %54, align 4
  br label %1285, !llvm.loop !59

1304:                                             ; preds = %1291
  %1305 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.57)
  store i32 0, ptr %55, align 4
  br label %1306

1306:                                             ; preds = %1321, %1304
  %1307 = load i32, ptr %55, align 4
  %1308 = icmp ult i32 %1307, 10
  br i1 %1308, label %1309, label %1312

1309:                                             ; preds = %1306
  %1310 = call i32 @exact(ptr noundef @.str.59)
  %1311 = icmp ne i32 %1310, 0
  br label %1312

1312:                                             ; preds = %1309, %1306
  %1313 = phi i1 [ false, %1306 ], [ %1311, %1309 ]
  br i1 %1313, label %1314, label %1324

1314:                                             ; preds = %1312
  %1315 = load i32, ptr %55, align 4
  %1316 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1315
  %1317 = load double, ptr %1316, align 8
  store volatile double %1317, ptr @vl, align 8
  %1318 = load volatile double, ptr @vl, align 8
  %1319 = call double @atanl(double noundef %1318) #6
  %1320 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1319)
  br label %1321

1321:                                             ; preds = %1314
  %1322 = load i32, ptr %55, align 4
  %1323 = add i32 %1322, 1
  store i32 %1323, ptr %55, align 4
  br label %1306, !llvm.loop !60

1324:                                             ; preds = %1312
  %1325 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1326

1326:                                             ; preds = %1324
  br label %1327

1327:                                             ; preds = %1326
  %1328 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.60)
  store i32 0, ptr %56, align 4
  br label %1329

1329:                                             ; preds = %1344, %1327
  %1330 = load i32, ptr %56, align 4
  %1331 = icmp ult i32 %1330, 14
  br i1 %1331, label %1332, label %1335

1332:                                             ; preds = %1329
  %1333 = call i32 @exact(ptr noundef @.str.60)
  %1334 = icmp ne i32 %1333, 0
  br label %1335

1335:                                             ; preds = %1332, %1329
  %1336 = phi i1 [ false, %1329 ], [ %1334, %1332 ]
  br i1 %1336, label %1337, label %1347

1337:                                             ; preds = %1335
  %1338 = load i32, ptr %56, align 4
  %1339 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1338
  %1340 = load double, ptr %1339, align 8
  store volatile double %1340, ptr @vd, align 8
  %1341 = load volatile double, ptr @vd, align 8
  %1342 = call double @sinh(double noundef %1341) #6
  %1343 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1342)
  br label %1344

1344:                                             ; preds = %1337
  %1345 = load i32, ptr %56, align 4
  %1346 = add i32 %1345, 1
  store i32 %1346, ptr %56, align 4
  br label %1329, !llvm.loop !61

1347:                                             ; preds = %1335
  %1348 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.60)
  store i32 0, ptr %57, align 4
  br label %1349

1349:                                             ; preds = %1365, %1347
  %1350 = load i32, ptr %57, align 4
  %1351 = icmp ult i32 %1350, 11
  br i1 %1351, label %1352, label %1355

1352:                                             ; preds = %1349
  %1353 = call i32 @exact(ptr noundef @.str.61)
  %1354 = icmp ne i32 %1353, 0
  br label %1355

1355:                                             ; preds = %1352, %1349
  %1356 = phi i1 [ false, %1349 ], [ %1354, %1352 ]
  br i1 %1356, label %1357, label %1368

1357:                                             ; preds = %1355
  %1358 = load i32, ptr %57, align 4
  %1359 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1358
  %1360 = load float, ptr %1359, align 4
  store volatile float %1360, ptr @vf, align 4
  %1361 = load volatile float, ptr @vf, align 4
  %1362 = call float @sinhf(float noundef %1361) #6
  %1363 = fpext float %1362 to double
  %1364 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1363)
  br label %1365

1365:                                             ; preds = %1357
  %1366 = load i32, ptr %57, align 4
  %1367 = add i32 %1366, 1
  store i32 %1367, ptr %57, align 4
  br label %1349, !llvm.loop !62

1368:                                             ; preds = %1355
  %1369 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.60)
  store i32 0, ptr %58, align 4
  br label %1370

1370:                                             ; preds = %1385, %1368
  %1371 = load i32, ptr %58, align 4
  %1372 = icmp ult i32 %1371, 10
  br i1 %1372, label %1373, label %1376

1373:                                             ; preds = %1370
  %1374 = call i32 @exact(ptr noundef @.str.62)
  %1375 = icmp ne i32 %1374, 0
  br label %1376

1376:                                             ; preds = %1373, %1370
  %1377 = phi i1 [ false, %1370 ], [ %1375, %1373 ]
  br i1 %1377, label %1378, label %1388

1378:                                             ; preds = %1376
  %1379 = load i32, ptr %58, align 4
  %1380 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1379
  %1381 = load double, ptr %1380, align 8
  store volatile double %1381, ptr @vl, align 8
  %1382 = load volatile double, ptr @vl, align 8
  %1383 = call double @sinhl(double noundef %1382) #6
  %1384 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1383)
  br label %1385

1385:                                             ; preds = %1378
  %1386 = load i32, ptr %58, align 4
  %1387 = add i32 %1386, 1
  store i32 %1387, ptr %58, align 4
  br label %1370, !llvm.loop !63

1388:                                             ; preds = %1376
  %1389 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1390

1390:                                             ; preds = %1388
  br label %1391

1391:                                             ; preds = %1390
  %1392 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.63)
  store i32 0, ptr %59, align 4
  br label %1393

1393:                                             ; preds = %1408, %1391
  %1394 = load i32, ptr %59, align 4
  %1395 = icmp ult i32 %1394, 14
  br i1 %1395, label %1396, label %1399

1396:                                             ; preds = %1393
  %1397 = call i32 @exact(ptr noundef @.str.63)
  %1398 = icmp ne i32 %1397, 0
  br label %1399

1399:                                             ; preds = %1396, %1393
  %1400 = phi i1 [ false, %1393 ], [ %1398, %1396 ]
  br i1 %1400, label %1401, label %1411

1401:                                             ; preds = %1399
  %1402 = load i32, ptr %59, align 4
  %1403 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1402
  %1404 = load double, ptr %1403, align 8
  store volatile double %1404, ptr @vd, align 8
  %1405 = load volatile double, ptr @vd, align 8
  %1406 = call double @cosh(double noundef %1405) #6
  %1407 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1406)
  br label %1408

1408:                                             ; preds = %1401
  %1409 = load i32, ptr %59, align 4
  %1410 = add i32 %1409, 1
  store i32 %1410, ptr %59, align 4
  br label %1393, !llvm.loop !64

1411:                                             ; preds = %1399
  %1412 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.63)
  store i32 0, ptr %60, align 4
  br label %1413

1413:                                             ; preds = %1429, %1411
  %1414 = load i32, ptr %60, align 4
  %1415 = icmp ult i32 %1414, 11
  br i1 %1415, label %1416, label %1419

1416:                                             ; preds = %1413
  %1417 = call i32 @exact(ptr noundef @.str.64)
  %1418 = icmp ne i32 %1417, 0
  br label %1419

1419:                                             ; preds = %1416, %1413
  %1420 = phi i1 [ false, %1413 ], [ %1418, %1416 ]
  br i1 %1420, label %1421, label %1432

1421:                                             ; preds = %1419
  %1422 = load i32, ptr %60, align 4
  %1423 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1422
  %1424 = load float, ptr %1423, align 4
  store volatile float %1424, ptr @vf, align 4
  %1425 = load volatile float, ptr @vf, align 4
  %1426 = call float @coshf(float noundef %1425) #6
  %1427 = fpext float %1426 to double
  %1428 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1427)
  br label %1429

1429:                                             ; preds = %1421
  %1430 = load i32, ptr %60, align 4
  %1431 = add i32 %1430, 1
  store i32 %1431, ptr %60, align 4
  br label %1413, !llvm.loop !65

1432:                                             ; preds = %1419
  %1433 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.63)
  store i32 0, ptr %61, align 4
  br label %1434

1434:                                             ; preds = %1449, %1432
  %1435 = load i32, ptr %61, align 4
  %1436 = icmp ult i32 %1435, 10
  br i1 %1436, label %1437, label %1440

1437:                                             ; preds = %1434
  %1438 = call i32 @exact(ptr noundef @.str.65)
  %1439 = icmp ne i32 %1438, 0
  br label %1440

1440:                                             ; preds = %1437, %1434
  %1441 = phi i1 [ false, %1434 ], [ %1439, %1437 ]
  br i1 %1441, label %1442, label %1452

1442:                                             ; preds = %1440
  %1443 = load i32, ptr %61, align 4
  %1444 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1443
  %1445 = load double, ptr %1444, align 8
  store volatile double %1445, ptr @vl, align 8
  %1446 = load volatile double, ptr @vl, align 8
  %1447 = call double @coshl(double noundef %1446) #6
  %1448 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1447)
  br label %1449

1449:                                             ; preds = %1442
  %1450 = load i32, ptr %61, align 4
  %1451 = add i32 %1450, 1
  store i32 %1451, ptr %61, align 4
  br label %1434, !llvm.loop !66

1452:                                             ; preds = %1440
  %1453 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1454

1454:                                             ; preds = %1452
  br label %1455

1455:                                             ; preds = %1454
  %1456 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.66)
  store i32 0, ptr %62, align 4
  br label %1457

1457:                                             ; preds = %1472, %1455
  %1458 = load i32, ptr %62, align 4
  %1459 = icmp ult i32 %1458, 14
  br i1 %1459, label %1460, label %1463

1460:                                             ; preds = %1457
  %1461 = call i32 @exact(ptr noundef @.str.66)
  %1462 = icmp ne i32 %1461, 0
  br label %1463

1463:                                             ; preds = %1460, %1457
  %1464 = phi i1 [ false, %1457 ], [ %1462, %1460 ]
  br i1 %1464, label %1465, label %1475

1465:                                             ; preds = %1463
  %1466 = load i32, ptr %62, align 4
  %1467 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1466
  %1468 = load double, ptr %1467, align 8
  store volatile double %1468, ptr @vd, align 8
  %1469 = load volatile double, ptr @vd, align 8
  %1470 = call double @tanh(double noundef %1469) #6
  %1471 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1470)
  br label %1472

1472:                                             ; preds = %1465
  %1473 = load i32, ptr %62, align 4
  %1474 = add i32 %1473, 1
  store i32 %1474, ptr %62, align 4
  br label %1457, !llvm.loop !67

1475:                                             ; preds = %1463
  %1476 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.66)
  store i32 0, ptr %63, align 4
  br label %1477

1477:                                             ; preds = %1493, %1475
  %1478 = load i32, ptr %63, align 4
  %1479 = icmp ult i32 %1478, 11
  br i1 %1479, label %1480, label %1483

1480:                                             ; preds = %1477
  %1481 = call i32 @exact(ptr noundef @.str.67)
  %1482 = icmp ne i32 %1481, 0
  br label %1483

1483:                                             ; preds = %1480, %1477
  %1484 = phi i1 [ false, %1477 ], [ %1482, %1480 ]
  br i1 %1484, label %1485, label %1496

1485:                                             ; preds = %1483
  %1486 = load i32, ptr %63, align 4
  %1487 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1486
  %1488 = load float, ptr %1487, align 4
  store volatile float %1488, ptr @vf, align 4
  %1489 = load volatile float, ptr @vf, align 4
  %1490 = call float @tanhf(float noundef %1489) #6
  %1491 = fpext float %1490 to double
  %1492 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1491)
  br label %1493

1493:                                             ; preds = %1485
  %1494 = load i32, ptr %63, align 4
  %1495 = add i32 %1494, 1
  store i32 %1495, ptr %63, align 4
  br label %1477, !llvm.loop !68

1496:                                             ; preds = %1483
  %1497 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.66)
  store i32 0, ptr %64, align 4
  br label %1498

1498:                                             ; preds = %1513, %1496
  %1499 = load i32, ptr %64, align 4
  %1500 = icmp ult i32 %1499, 10
  br i1 %1500, label %1501, label %1504

1501:                                             ; preds = %1498
  %1502 = call i32 @exact(ptr noundef @.str.68)
  %1503 = icmp ne i32 %1502, 0
  br label %1504

1504:                                             ; preds = %1501, %1498
  %1505 = phi i1 [ false, %1498 ], [ %1503, %1501 ]
  br i1 %1505, label %1506, label %1516

1506:                                             ; preds = %1504
  %1507 = load i32, ptr %64, align 4
  %1508 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1507
  %1509 = load double, ptr %1508, align 8
  store volatile double %1509, ptr @vl, align 8
  %1510 = load volatile double, ptr @vl, align 8
  %1511 = call double @tanhl(double noundef %1510) #6
  %1512 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1511)
  br label %1513

1513:                                             ; preds = %1506
  %1514 = load i32, ptr %64, align 4
  %1515 = add i32 %1514, 1
  store i32 %1515, ptr %64, align 4
  br label %1498, !llvm.loop !69

1516:                                             ; preds = %1504
  %1517 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1518

1518:                                             ; preds = %1516
  br label %1519

1519:                                             ; preds = %1518
  %1520 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.69)
  store i32 0, ptr %65, align 4
  br label %1521

1521:                                             ; preds = %1536, %1519
  %1522 = load i32, ptr %65, align 4
  %1523 = icmp ult i32 %1522, 14
  br i1 %1523, label %1524, label %1527

1524:                                             ; preds = %1521
  %1525 = call i32 @exact(ptr noundef @.str.69)
  %1526 = icmp ne i32 %1525, 0
  br label %1527

1527:                                             ; preds = %1524, %1521
  %1528 = phi i1 [ false, %1521 ], [ %1526, %1524 ]
  br i1 %1528, label %1529, label %1539

1529:                                             ; preds = %1527
  %1530 = load i32, ptr %65, align 4
  %1531 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1530
  %1532 = load double, ptr %1531, align 8
  store volatile double %1532, ptr @vd, align 8
  %1533 = load volatile double, ptr @vd, align 8
  %1534 = call double @asinh(double noundef %1533) #6
  %1535 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1534)
  br label %1536

1536:                                             ; preds = %1529
  %1537 = load i32, ptr %65, align 4
  %1538 = add i32 %1537, 1
  store i32 %1538, ptr %65, align 4
  br label %1521, !llvm.loop !70

1539:                                             ; preds = %1527
  %1540 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.69)
  store i32 0, ptr %66, align 4
  br label %1541

1541:                                             ; preds = %1557, %1539
  %1542 = load i32, ptr %66, align 4
  %1543 = icmp ult i32 %1542, 11
  br i1 %1543, label %1544, label %1547

1544:                                             ; preds = %1541
  %1545 = call i32 @exact(ptr noundef @.str.70)
  %1546 = icmp ne i32 %1545, 0
  br label %1547

1547:                                             ; preds = %1544, %1541
  %1548 = phi i1 [ false, %1541 ], [ %1546, %1544 ]
  br i1 %1548, label %1549, label %1560

1549:                                             ; preds = %1547
  %1550 = load i32, ptr %66, align 4
  %1551 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1550
  %1552 = load float, ptr %1551, align 4
  store volatile float %1552, ptr @vf, align 4
  %1553 = load volatile float, ptr @vf, align 4
  %1554 = call float @asinhf(float noundef %1553) #6
  %1555 = fpext float %1554 to double
  %1556 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1555)
  br label %1557

1557:                                             ; preds = %1549
  %1558 = load i32, ptr %66, align 4
  %1559 = add i32 %1558, 1
  store i32 %1559, ptr %66, align 4
  br label %1541, !llvm.loop !71

1560:                                             ; preds = %1547
  %1561 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.69)
  store i32 0, ptr %67, align 4
  br label %1562

1562:                                             ; preds = %1577, %1560
  %1563 = load i32, ptr %67, align 4
  %1564 = icmp ult i32 %1563, 10
  br i1 %1564, label %1565, label %1568

1565:                                             ; preds = %1562
  %1566 = call i32 @exact(ptr noundef @.str.71)
  %1567 = icmp ne i32 %1566, 0
  br label %1568

1568:                                             ; preds = %1565, %1562
  %1569 = phi i1 [ false, %1562 ], [ %1567, %1565 ]
  br i1 %1569, label %1570, label %1580

1570:                                             ; preds = %1568
  %1571 = load i32, ptr %67, align 4
  %1572 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1571
  %1573 = load double, ptr %1572, align 8
  store volatile double %1573, ptr @vl, align 8
  %1574 = load volatile double, ptr @vl, align 8
  %1575 = call double @asinhl(double noundef %1574) #6
  %1576 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1575)
  br label %1577

1577:                                             ; preds = %1570
  %1578 = load i32, ptr %67, align 4
  %1579 = add i32 %1578, 1
  store i32 %1579, ptr %67, align 4
  br label %1562, !llvm.loop !72

1580:                                             ; preds = %1568
  %1581 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1582

1582:                                             ; preds = %1580
  br label %1583

1583:                                             ; preds = %1582
  %1584 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.72)
  store i32 0, ptr %68, align 4
  br label %1585

1585:                                             ; preds = %1600, %1583
  %1586 = load i32, ptr %68, align 4
  %1587 = icmp ult i32 %1586, 14
  br i1 %1587, label %1588, label %1591

1588:                                             ; preds = %1585
  %1589 = call i32 @exact(ptr noundef @.str.72)
  %1590 = icmp ne i32 %1589, 0
  br label %1591

1591:                                             ; preds = %1588, %1585
  %1592 = phi i1 [ false, %1585 ], [ %1590, %1588 ]
  br i1 %1592, label %1593, label %1603

1593:                                             ; preds = %1591
  %1594 = load i32, ptr %68, align 4
  %1595 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1594
  %1596 = load double, ptr %1595, align 8
  store volatile double %1596, ptr @vd, align 8
  %1597 = load volatile double, ptr @vd, align 8
  %1598 = call double @acosh(double noundef %1597) #6
  %1599 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1598)
  br label %1600

1600:                                             ; preds = %1593
  %1601 = load i32, ptr %68, align 4
  %1602 = add i32 %1601, 1
  store i32 %1602, ptr %68, align 4
  br label %1585, !llvm.loop !73

1603:                                             ; preds = %1591
  %1604 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.72)
  store i32 0, ptr %69, align 4
  br label %1605

1605:                                             ; preds = %1621, %1603
  %1606 = load i32, ptr %69, align 4
  %1607 = icmp ult i32 %1606, 11
  br i1 %1607, label %1608, label %1611

1608:                                             ; preds = %1605
  %1609 = call i32 @exact(ptr noundef @.str.73)
  %1610 = icmp ne i32 %1609, 0
  br label %1611

1611:                                             ; preds = %1608, %1605
  %1612 = phi i1 [ false, %1605 ], [ %1610, %1608 ]
  br i1 %1612, label %1613, label %1624

1613:                                             ; preds = %1611
  %1614 = load i32, ptr %69, align 4
  %1615 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1614
  %1616 = load float, ptr %1615, align 4
  store volatile float %1616, ptr @vf, align 4
  %1617 = load volatile float, ptr @vf, align 4
  %1618 = call float @acoshf(float noundef %1617) #6
  %1619 = fpext float %1618 to double
  %1620 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1619)
  br label %1621

1621:                                             ; preds = %1613
  %1622 = load i32, ptr %69, align 4
  %1623 = add i32 %1622, 1
  store i32 %1623, ptr %69, align 4
  br label %1605, !llvm.loop !74

1624:                                             ; preds = %1611
  %1625 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.72)
  store i32 0, ptr %70, align 4
  br label %1626

1626:                                             ; preds = %1641, %1624
  %1627 = load i32, ptr %70, align 4
  %1628 = icmp ult i32 %1627, 10
  br i1 %1628, label %1629, label %1632

1629:                                             ; preds = %1626
  %1630 = call i32 @exact(ptr noundef @.str.74)
  %1631 = icmp ne i32 %1630, 0
  br label %1632

1632:                                             ; preds = %1629, %1626
  %1633 = phi i1 [ false, %1626 ], [ %1631, %1629 ]
  br i1 %1633, label %1634, label %1644

1634:                                             ; preds = %1632
  %1635 = load i32, ptr %70, align 4
  %1636 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1635
  %1637 = load double, ptr %1636, align 8
  store volatile double %1637, ptr @vl, align 8
  %1638 = load volatile double, ptr @vl, align 8
  %1639 = call double @acoshl(double noundef %1638) #6
  %1640 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1639)
  br label %1641

1641:                                             ; preds = %1634
  %1642 = load i32, ptr %70, align 4
  %1643 = add i32 %1642, 1
  store i32 %1643, ptr %70, align 4
  br label %1626, !llvm.loop !75

1644:                                             ; preds = %1632
  %1645 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1646

1646:                                             ; preds = %1644
  br label %1647

1647:                                             ; preds = %1646
  %1648 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.75)
  store i32 0, ptr %71, align 4
  br label %1649

1649:                                             ; preds = %1664, %1647
  %1650 = load i32, ptr %71, align 4
  %1651 = icmp ult i32 %1650, 14
  br i1 %1651, label %1652, label %1655

1652:                                             ; preds = %1649
  %1653 = call i32 @exact(ptr noundef @.str.75)
  %1654 = icmp ne i32 %1653, 0
  br label %1655

1655:                                             ; preds = %1652, %1649
  %1656 = phi i1 [ false, %1649 ], [ %1654, %1652 ]
  br i1 %1656, label %1657, label %1667

1657:                                             ; preds = %1655
  %1658 = load i32, ptr %71, align 4
  %1659 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1658
  %1660 = load double, ptr %1659, align 8
  store volatile double %1660, ptr @vd, align 8
  %1661 = load volatile double, ptr @vd, align 8
  %1662 = call double @atanh(double noundef %1661) #6
  %1663 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1662)
  br label %1664

1664:                                             ; preds = %1657
  %1665 = load i32, ptr %71, align 4
  %1666 = add i32 %1665, 1
  store i32 %1666, ptr %71, align 4
  br label %1649, !llvm.loop !76

1667:                                             ; preds = %1655
  %1668 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.75)
  store i32 0, ptr %72, align 4
  br label %1669

1669:                                             ; preds = %1685, %1667
  %1670 = load i32, ptr %72, align 4
  %1671 = icmp ult i32 %1670, 11
  br i1 %1671, label %1672, label %1675

1672:                                             ; preds = %1669
  %1673 = call i32 @exact(ptr noundef @.str.76)
  %1674 = icmp ne i32 %1673, 0
  br label %1675

1675:                                             ; preds = %1672, %1669
  %1676 = phi i1 [ false, %1669 ], [ %1674, %1672 ]
  br i1 %1676, label %1677, label %1688

1677:                                             ; preds = %1675
  %1678 = load i32, ptr %72, align 4
  %1679 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1678
  %1680 = load float, ptr %1679, align 4
  store volatile float %1680, ptr @vf, align 4
  %1681 = load volatile float, ptr @vf, align 4
  %1682 = call float @atanhf(float noundef %1681) #6
  %1683 = fpext float %1682 to double
  %1684 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1683)
  br label %1685

1685:                                             ; preds = %1677
  %1686 = load i32, ptr %72, align 4
  %1687 = add i32 %1686, 1
  store i32 %1687, ptr %72, align 4
  br label %1669, !llvm.loop !77

1688:                                             ; preds = %1675
  %1689 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.75)
  store i32 0, ptr %73, align 4
  br label %1690

1690:                                             ; preds = %1705, %1688
  %1691 = load i32, ptr %73, align 4
  %1692 = icmp ult i32 %1691, 10
  br i1 %1692, label %1693, label %1696

1693:                                             ; preds = %1690
  %1694 = call i32 @exact(ptr noundef @.str.77)
  %1695 = icmp ne i32 %1694, 0
  br label %1696

1696:                                             ; preds = %1693, %1690
  %1697 = phi i1 [ false, %1690 ], [ %1695, %1693 ]
  br i1 %1697, label %1698, label %1708

1698:                                             ; preds = %1696
  %1699 = load i32, ptr %73, align 4
  %1700 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1699
  %1701 = load double, ptr %1700, align 8
  store volatile double %1701, ptr @vl, align 8
  %1702 = load volatile double, ptr @vl, align 8
  %1703 = call double @atanhl(double noundef %1702) #6
  %1704 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1703)
  br label %1705

1705:                                             ; preds = %1698
  %1706 = load i32, ptr %73, align 4
  %1707 = add i32 %1706, 1
  store i32 %1707, ptr %73, align 4
  br label %1690, !llvm.loop !78

1708:                                             ; preds = %1696
  %1709 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1710

1710:                                             ; preds = %1708
  br label %1711

1711:                                             ; preds = %1710
  %1712 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.78)
  store i32 0, ptr %74, align 4
  br label %1713

1713:                                             ; preds = %1728, %1711
  %1714 = load i32, ptr %74, align 4
  %1715 = icmp ult i32 %1714, 14
  br i1 %1715, label %1716, label %1719

1716:                                             ; preds = %1713
  %1717 = call i32 @exact(ptr noundef @.str.78)
  %1718 = icmp ne i32 %1717, 0
  br label %1719

1719:                                             ; preds = %1716, %1713
  %1720 = phi i1 [ false, %1713 ], [ %1718, %1716 ]
  br i1 %1720, label %1721, label %1731

1721:                                             ; preds = %1719
  %1722 = load i32, ptr %74, align 4
  %1723 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1722
  %1724 = load double, ptr %1723, align 8
  store volatile double %1724, ptr @vd, align 8
  %1725 = load volatile double, ptr @vd, align 8
  %1726 = call double @erf(double noundef %1725) #6
  %1727 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1726)
  br label %1728

1728:                                             ; preds = %1721
  %1729 = load i32, ptr %74, align 4
  %1730 = add i32 %1729, 1
  store i32 %1730, ptr %74, align 4
  br label %1713, !llvm.loop !79

1731:                                             ; preds = %1719
  %1732 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.78)
  store i32 0, ptr %75, align 4
  br label %1733

1733:                                             ; preds = %1749, %1731
  %1734 = load i32, ptr %75, align 4
  %1735 = icmp ult i32 %1734, 11
  br i1 %1735, label %1736, label %1739

1736:                                             ; preds = %1733
  %1737 = call i32 @exact(ptr noundef @.str.79)
  %1738 = icmp ne i32 %1737, 0
  br label %1739

1739:                                             ; preds = %1736, %1733
  %1740 = phi i1 [ false, %1733 ], [ %1738, %1736 ]
  br i1 %1740, label %1741, label %1752

1741:                                             ; preds = %1739
  %1742 = load i32, ptr %75, align 4
  %1743 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1742
  %1744 = load float, ptr %1743, align 4
  store volatile float %1744, ptr @vf, align 4
  %1745 = load volatile float, ptr @vf, align 4
  %1746 = call float @erff(float noundef %1745) #6
  %1747 = fpext float %1746 to double
  %1748 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1747)
  br label %1749

1749:                                             ; preds = %1741
  %1750 = load i32, ptr %75, align 4
  %1751 = add i32 %1750, 1
  store i32 %1751, ptr %75, align 4
  br label %1733, !llvm.loop !80

1752:                                             ; preds = %1739
  %1753 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.78)
  store i32 0, ptr %76, align 4
  br label %1754

1754:                                             ; preds = %1769, %1752
  %1755 = load i32, ptr %76, align 4
  %1756 = icmp ult i32 %1755, 10
  br i1 %1756, label %1757, label %1760

1757:                                             ; preds = %1754
  %1758 = call i32 @exact(ptr noundef @.str.80)
  %1759 = icmp ne i32 %1758, 0
  br label %1760

1760:                                             ; preds = %1757, %1754
  %1761 = phi i1 [ false, %1754 ], [ %1759, %1757 ]
  br i1 %1761, label %1762, label %1772

1762:                                             ; preds = %1760
  %1763 = load i32, ptr %76, align 4
  %1764 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1763
  %1765 = load double, ptr %1764, align 8
  store volatile double %1765, ptr @vl, align 8
  %1766 = load volatile double, ptr @vl, align 8
  %1767 = call double @erfl(double noundef %1766) #6
  %1768 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1767)
  br label %1769

1769:                                             ; preds = %1762
  %1770 = load i32, ptr %76, align 4
  %1771 = add i32 %1770, 1
  store i32 %1771, ptr %76, align 4
  br label %1754, !llvm.loop !81

1772:                                             ; preds = %1760
  %1773 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1774

1774:                                             ; preds = %1772
  br label %1775

1775:                                             ; preds = %1774
  %1776 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.81)
  store i32 0, ptr %77, align 4
  br label %1777

1777:                                             ; preds = %1792, %1775
  %1778 = load i32, ptr %77, align 4
  %1779 = icmp ult i32 %1778, 14
  br i1 %1779, label %1780, label %1783

1780:                                             ; preds = %1777
  %1781 = call i32 @exact(ptr noundef @.str.81)
  %1782 = icmp ne i32 %1781, 0
  br label %1783

1783:                                             ; preds = %1780, %1777
  %1784 = phi i1 [ false, %1777 ], [ %1782, %1780 ]
  br i1 %1784, label %1785, label %1795

1785:                                             ; preds = %1783
  %1786 = load i32, ptr %77, align 4
  %1787 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1786
  %1788 = load double, ptr %1787, align 8
  store volatile double %1788, ptr @vd, align 8
  %1789 = load volatile double, ptr @vd, align 8
  %1790 = call double @erfc(double noundef %1789) #6
  %1791 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1790)
  br label %1792

1792:                                             ; preds = %1785
  %1793 = load i32, ptr %77, align 4
  %1794 = add i32 %1793, 1
  store i32 %1794, ptr %77, align 4
  br label %1777, !llvm.loop !82

1795:                                             ; preds = %1783
  %1796 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.81)
  store i32 0, ptr %78, align 4
  br label %1797

1797:                                             ; preds = %1813, %1795
  %1798 = load i32, ptr %78, align 4
  %1799 = icmp ult i32 %1798, 11
  br i1 %1799, label %1800, label %1803

1800:                                             ; preds = %1797
  %1801 = call i32 @exact(ptr noundef @.str.82)
  %1802 = icmp ne i32 %1801, 0
  br label %1803

1803:                                             ; preds = %1800, %1797
  %1804 = phi i1 [ false, %1797 ], [ %1802, %1800 ]
  br i1 %1804, label %1805, label %1816

1805:                                             ; preds = %1803
  %1806 = load i32, ptr %78, align 4
  %1807 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1806
  %1808 = load float, ptr %1807, align 4
  store volatile float %1808, ptr @vf, align 4
  %1809 = load volatile float, ptr @vf, align 4
  %1810 = call float @erfcf(float noundef %1809) #6
  %1811 = fpext float %1810 to double
  %1812 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1811)
  br label %1813

1813:                                             ; preds = %1805
  %1814 = load i32, ptr %78, align 4
  %1815 = add i32 %1814, 1
  store i32 %1815, ptr %78, align 4
  br label %1797, !llvm.loop !83

1816:                                             ; preds = %1803
  %1817 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.81)
  store i32 0, ptr %79, align 4
  br label %1818

1818:                                             ; preds = %1833, %1816
  %1819 = load i32, ptr %79, align 4
  %1820 = icmp ult i32 %1819, 10
  br i1 %1820, label %1821, label %1824

1821:                                             ; preds = %1818
  %1822 = call i32 @exact(ptr noundef @.str.83)
  %1823 = icmp ne i32 %1822, 0
  br label %1824

1824:                                             ; preds = %1821, %1818
  %1825 = phi i1 [ false, %1818 ], [ %1823, %1821 ]
  br i1 %1825, label %1826, label %1836

1826:                                             ; preds = %1824
  %1827 = load i32, ptr %79, align 4
  %1828 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1827
  %1829 = load double, ptr %1828, align 8
  store volatile double %1829, ptr @vl, align 8
  %1830 = load volatile double, ptr @vl, align 8
  %1831 = call double @erfcl(double noundef %1830) #6
  %1832 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1831)
  br label %1833

1833:                                             ; preds = %1826
  %1834 = load i32, ptr %79, align 4
  %1835 = add i32 %1834, 1
  store i32 %1835, ptr %79, align 4
  br label %1818, !llvm.loop !84

1836:                                             ; preds = %1824
  %1837 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1838

1838:                                             ; preds = %1836
  br label %1839

1839:                                             ; preds = %1838
  %1840 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.84)
  store i32 0, ptr %80, align 4
  br label %1841

1841:                                             ; preds = %1856, %1839
  %1842 = load i32, ptr %80, align 4
  %1843 = icmp ult i32 %1842, 14
  br i1 %1843, label %1844, label %1847

1844:                                             ; preds = %1841
  %1845 = call i32 @exact(ptr noundef @.str.84)
  %1846 = icmp ne i32 %1845, 0
  br label %1847

1847:                                             ; preds = %1844, %1841
  %1848 = phi i1 [ false, %1841 ], [ %1846, %1844 ]
  br i1 %1848, label %1849, label %1859

1849:                                             ; preds = %1847
  %1850 = load i32, ptr %80, align 4
  %1851 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1850
  %1852 = load double, ptr %1851, align 8
  store volatile double %1852, ptr @vd, align 8
  %1853 = load volatile double, ptr @vd, align 8
  %1854 = call double @lgamma(double noundef %1853) #6
  %1855 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1854)
  br label %1856

1856:                                             ; preds = %1849
  %1857 = load i32, ptr %80, align 4
  %1858 = add i32 %1857, 1
  store i32 %1858, ptr %80, align 4
  br label %1841, !llvm.loop !85

1859:                                             ; preds = %1847
  %1860 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.84)
  store i32 0, ptr %81, align 4
  br label %1861

1861:                                             ; preds = %1877, %1859
  %1862 = load i32, ptr %81, align 4
  %1863 = icmp ult i32 %1862, 11
  br i1 %1863, label %1864, label %1867

1864:                                             ; preds = %1861
  %1865 = call i32 @exact(ptr noundef @.str.85)
  %1866 = icmp ne i32 %1865, 0
  br label %1867

1867:                                             ; preds = %1864, %1861
  %1868 = phi i1 [ false, %1861 ], [ %1866, %1864 ]
  br i1 %1868, label %1869, label %1880

1869:                                             ; preds = %1867
  %1870 = load i32, ptr %81, align 4
  %1871 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1870
  %1872 = load float, ptr %1871, align 4
  store volatile float %1872, ptr @vf, align 4
  %1873 = load volatile float, ptr @vf, align 4
  %1874 = call float @lgammaf(float noundef %1873) #6
  %1875 = fpext float %1874 to double
  %1876 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1875)
  br label %1877

1877:                                             ; preds = %1869
  %1878 = load i32, ptr %81, align 4
  %1879 = add i32 %1878, 1
  store i32 %1879, ptr %81, align 4
  br label %1861, !llvm.loop !86

1880:                                             ; preds = %1867
  %1881 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.84)
  store i32 0, ptr %82, align 4
  br label %1882

1882:                                             ; preds = %1897, %1880
  %1883 = load i32, ptr %82, align 4
  %1884 = icmp ult i32 %1883, 10
  br i1 %1884, label %1885, label %1888

1885:                                             ; preds = %1882
  %1886 = call i32 @exact(ptr noundef @.str.86)
  %1887 = icmp ne i32 %1886, 0
  br label %1888

1888:                                             ; preds = %1885, %1882
  %1889 = phi i1 [ false, %1882 ], [ %1887, %1885 ]
  br i1 %1889, label %1890, label %1900

1890:                                             ; preds = %1888
  %1891 = load i32, ptr %82, align 4
  %1892 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1891
  %1893 = load double, ptr %1892, align 8
  store volatile double %1893, ptr @vl, align 8
  %1894 = load volatile double, ptr @vl, align 8
  %1895 = call double @lgammal(double noundef %1894) #6
  %1896 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1895)
  br label %1897

1897:                                             ; preds = %1890
  %1898 = load i32, ptr %82, align 4
  %1899 = add i32 %1898, 1
  store i32 %1899, ptr %82, align 4
  br label %1882, !llvm.loop !87

1900:                                             ; preds = %1888
  %1901 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1902

1902:                                             ; preds = %1900
  br label %1903

1903:                                             ; preds = %1902
  %1904 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.87)
  store i32 0, ptr %83, align 4
  br label %1905

1905:                                             ; preds = %1920, %1903
  %1906 = load i32, ptr %83, align 4
  %1907 = icmp ult i32 %1906, 14
  br i1 %1907, label %1908, label %1911

1908:                                             ; preds = %1905
  %1909 = call i32 @exact(ptr noundef @.str.87)
  %1910 = icmp ne i32 %1909, 0
  br label %1911

1911:                                             ; preds = %1908, %1905
  %1912 = phi i1 [ false, %1905 ], [ %1910, %1908 ]
  br i1 %1912, label %1913, label %1923

1913:                                             ; preds = %1911
  %1914 = load i32, ptr %83, align 4
  %1915 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1914
  %1916 = load double, ptr %1915, align 8
  store volatile double %1916, ptr @vd, align 8
  %1917 = load volatile double, ptr @vd, align 8
  %1918 = call double @tgamma(double noundef %1917) #6
  %1919 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1918)
  br label %1920

1920:                                             ; preds = %1913
  %1921 = load i32, ptr %83, align 4
  %1922 = add i32 %1921, 1
  store i32 %1922, ptr %83, align 4
  br label %1905, !llvm.loop !88

1923:                                             ; preds = %1911
  %1924 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.87)
  store i32 0, ptr %84, align 4
  br label %1925

1925:                                             ; preds = %1941, %1923
  %1926 = load i32, ptr %84, align 4
  %1927 = icmp ult i32 %1926, 11
  br i1 %1927, label %1928, label %1931

1928:                                             ; preds = %1925
  %1929 = call i32 @exact(ptr noundef @.str.88)
  %1930 = icmp ne i32 %1929, 0
  br label %1931

1931:                                             ; preds = %1928, %1925
  %1932 = phi i1 [ false, %1925 ], [ %1930, %1928 ]
  br i1 %1932, label %1933, label %1944

1933:                                             ; preds = %1931
  %1934 = load i32, ptr %84, align 4
  %1935 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1934
  %1936 = load float, ptr %1935, align 4
  store volatile float %1936, ptr @vf, align 4
  %1937 = load volatile float, ptr @vf, align 4
  %1938 = call float @tgammaf(float noundef %1937) #6
  %1939 = fpext float %1938 to double
  %1940 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1939)
  br label %1941

1941:                                             ; preds = %1933
  %1942 = load i32, ptr %84, align 4
  %1943 = add i32 %1942, 1
  store i32 %1943, ptr %84, align 4
  br label %1925, !llvm.loop !89

1944:                                             ; preds = %1931
  %1945 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.87)
  store i32 0, ptr %85, align 4
  br label %1946

1946:                                             ; preds = %1961, %1944
  %1947 = load i32, ptr %85, align 4
  %1948 = icmp ult i32 %1947, 10
  br i1 %1948, label %1949, label %1952

1949:                                             ; preds = %1946
  %1950 = call i32 @exact(ptr noundef @.str.89)
  %1951 = icmp ne i32 %1950, 0
  br label %1952

1952:                                             ; preds = %1949, %1946
  %1953 = phi i1 [ false, %1946 ], [ %1951, %1949 ]
  br i1 %1953, label %1954, label %1964

1954:                                             ; preds = %1952
  %1955 = load i32, ptr %85, align 4
  %1956 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1955
  %1957 = load double, ptr %1956, align 8
  store volatile double %1957, ptr @vl, align 8
  %1958 = load volatile double, ptr @vl, align 8
  %1959 = call double @tgammal(double noundef %1958) #6
  %1960 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1959)
  br label %1961

1961:                                             ; preds = %1954
  %1962 = load i32, ptr %85, align 4
  %1963 = add i32 %1962, 1
  store i32 %1963, ptr %85, align 4
  br label %1946, !llvm.loop !90

1964:                                             ; preds = %1952
  %1965 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %1966

1966:                                             ; preds = %1964
  br label %1967

1967:                                             ; preds = %1966
  %1968 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.90)
  store i32 0, ptr %86, align 4
  br label %1969

1969:                                             ; preds = %1984, %1967
  %1970 = load i32, ptr %86, align 4
  %1971 = icmp ult i32 %1970, 14
  br i1 %1971, label %1972, label %1975

1972:                                             ; preds = %1969
  %1973 = call i32 @exact(ptr noundef @.str.90)
  %1974 = icmp ne i32 %1973, 0
  br label %1975

1975:                                             ; preds = %1972, %1969
  %1976 = phi i1 [ false, %1969 ], [ %1974, %1972 ]
  br i1 %1976, label %1977, label %1987

1977:                                             ; preds = %1975
  %1978 = load i32, ptr %86, align 4
  %1979 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1978
  %1980 = load double, ptr %1979, align 8
  store volatile double %1980, ptr @vd, align 8
  %1981 = load volatile double, ptr @vd, align 8
  %1982 = call double @llvm.ceil.f64(double %1981)
  %1983 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1982)
  br label %1984

1984:                                             ; preds = %1977
  %1985 = load i32, ptr %86, align 4
  %1986 = add i32 %1985, 1
  store i32 %1986, ptr %86, align 4
  br label %1969, !llvm.loop !91

1987:                                             ; preds = %1975
  %1988 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.90)
  store i32 0, ptr %87, align 4
  br label %1989

1989:                                             ; preds = %2005, %1987
  %1990 = load i32, ptr %87, align 4
  %1991 = icmp ult i32 %1990, 11
  br i1 %1991, label %1992, label %1995

1992:                                             ; preds = %1989
  %1993 = call i32 @exact(ptr noundef @.str.91)
  %1994 = icmp ne i32 %1993, 0
  br label %1995

1995:                                             ; preds = %1992, %1989
  %1996 = phi i1 [ false, %1989 ], [ %1994, %1992 ]
  br i1 %1996, label %1997, label %2008

1997:                                             ; preds = %1995
  %1998 = load i32, ptr %87, align 4
  %1999 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1998
  %2000 = load float, ptr %1999, align 4
  store volatile float %2000, ptr @vf, align 4
  %2001 = load volatile float, ptr @vf, align 4
  %2002 = call float @llvm.ceil.f32(float %2001)
  %2003 = fpext float %2002 to double
  %2004 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2003)
  br label %2005

2005:                                             ; preds = %1997
  %2006 = load i32, ptr %87, align 4
  %2007 = add i32 %2006, 1
  store i32 %2007, ptr %87, align 4
  br label %1989, !llvm.loop !92

2008:                                             ; preds = %1995
  %2009 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.90)
  store i32 0, ptr %88, align 4
  br label %2010

2010:                                             ; preds = %2025, %2008
  %2011 = load i32, ptr %88, align 4
  %2012 = icmp ult i32 %2011, 10
  br i1 %2012, label %2013, label %2016

2013:                                             ; preds = %2010
  %2014 = call i32 @exact(ptr noundef @.str.92)
  %2015 = icmp ne i32 %2014, 0
  br label %2016

2016:                                             ; preds = %2013, %2010
  %2017 = phi i1 [ false, %2010 ], [ %2015, %2013 ]
  br i1 %2017, label %2018, label %2028

2018:                                             ; preds = %2016
  %2019 = load i32, ptr %88, align 4
  %2020 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2019
  %2021 = load double, ptr %2020, align 8
  store volatile double %2021, ptr @vl, align 8
  %2022 = load volatile double, ptr @vl, align 8
  %2023 = call double @llvm.ceil.f64(double %2022)
  %2024 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2023)
  br label %2025

2025:                                             ; preds = %2018
  %2026 = load i32, ptr %88, align 4
  %2027 = add i32 %2026, 1
  store i32 %2027, ptr %88, align 4
  br label %2010, !llvm.loop !93

2028:                                             ; preds = %2016
  %2029 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2030

2030:                                             ; preds = %2028
  br label %2031

2031:                                             ; preds = %2030
  %2032 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.93)
  store i32 0, ptr %89, align 4
  br label %2033

2033:                                             ; preds = %2048, %2031
  %2034 = load i32, ptr %89, align 4
  %2035 = icmp ult i32 %2034, 14
  br i1 %2035, label %2036, label %2039

2036:                                             ; preds = %2033
  %2037 = call i32 @exact(ptr noundef @.str.93)
  %2038 = icmp ne i32 %2037, 0
  br label %2039

2039:                                             ; preds = %2036, %2033
  %2040 = phi i1 [ false, %2033 ], [ %2038, %2036 ]
  br i1 %2040, label %2041, label %2051

2041:                                             ; preds = %2039
  %2042 = load i32, ptr %89, align 4
  %2043 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2042
  %2044 = load double, ptr %2043, align 8
  store volatile double %2044, ptr @vd, align 8
  %2045 = load volatile double, ptr @vd, align 8
  %2046 = call double @llvm.floor.f64(double %2045)
  %2047 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2046)
  br label %2048

2048:                                             ; preds = %2041
  %2049 = load i32, ptr %89, align 4
  %2050 = add i32 %2049, 1
  store i32 %2050, ptr %89, align 4
  br label %2033, !llvm.loop !94

2051:                                             ; preds = %2039
  %2052 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.93)
  store i32 0, ptr %90, align 4
  br label %2053

2053:                                             ; preds = %2069, %2051
  %2054 = load i32, ptr %90, align 4
  %2055 = icmp ult i32 %2054, 11
  br i1 %2055, label %2056, label %2059

2056:                                             ; preds = %2053
  %2057 = call i32 @exact(ptr noundef @.str.94)
  %2058 = icmp ne i32 %2057, 0
  br label %2059

2059:                                             ; preds = %2056, %2053
  %2060 = phi i1 [ false, %2053 ], [ %2058, %2056 ]
  br i1 %2060, label %2061, label %2072

2061:                                             ; preds = %2059
  %2062 = load i32, ptr %90, align 4
  %2063 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2062
  %2064 = load float, ptr %2063, align 4
  store volatile float %2064, ptr @vf, align 4
  %2065 = load volatile float, ptr @vf, align 4
  %2066 = call float @llvm.floor.f32(float %2065)
  %2067 = fpext float %2066 to double
  %2068 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2067)
  br label %2069

2069:                                             ; preds = %2061
  %2070 = load i32, ptr %90, align 4
  %2071 = add i32 %2070, 1
  store i32 %2071, ptr %90, align 4
  br label %2053, !llvm.loop !95

2072:                                             ; preds = %2059
  %2073 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.93)
  store i32 0, ptr %91, align 4
  br label %2074

2074:                                             ; preds = %2089, %2072
  %2075 = load i32, ptr %91, align 4
  %2076 = icmp ult i32 %2075, 10
  br i1 %2076, label %2077, label %2080

2077:                                             ; preds = %2074
  %2078 = call i32 @exact(ptr noundef @.str.95)
  %2079 = icmp ne i32 %2078, 0
  br label %2080

2080:                                             ; preds = %2077, %2074
  %2081 = phi i1 [ false, %2074 ], [ %2079, %2077 ]
  br i1 %2081, label %2082, label %2092

2082:                                             ; preds = %2080
  %2083 = load i32, ptr %91, align 4
  %2084 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2083
  %2085 = load double, ptr %2084, align 8
  store volatile double %2085, ptr @vl, align 8
  %2086 = load volatile double, ptr @vl, align 8
  %2087 = call double @llvm.floor.f64(double %2086)
  %2088 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2087)
  br label %2089

2089:                                             ; preds = %2082
  %2090 = load i32, ptr %91, align 4
  %2091 = add i32 %2090, 1
  store i32 %2091, ptr %91, align 4
  br label %2074, !llvm.loop !96

2092:                                             ; preds = %2080
  %2093 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2094

2094:                                             ; preds = %2092
  br label %2095

2095:                                             ; preds = %2094
  %2096 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.96)
  store i32 0, ptr %92, align 4
  br label %2097

2097:                                             ; preds = %2112, %2095
  %2098 = load i32, ptr %92, align 4
  %2099 = icmp ult i32 %2098, 14
  br i1 %2099, label %2100, label %2103

2100:                                             ; preds = %2097
  %2101 = call i32 @exact(ptr noundef @.str.96)
  %2102 = icmp ne i32 %2101, 0
  br label %2103

2103:                                             ; preds = %2100, %2097
  %2104 = phi i1 [ false, %2097 ], [ %2102, %2100 ]
  br i1 %2104, label %2105, label %2115

2105:                                             ; preds = %2103
  %2106 = load i32, ptr %92, align 4
  %2107 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2106
  %2108 = load double, ptr %2107, align 8
  store volatile double %2108, ptr @vd, align 8
  %2109 = load volatile double, ptr @vd, align 8
  %2110 = call double @llvm.trunc.f64(double %2109)
  %2111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2110)
  br label %2112

2112:                                             ; preds = %2105
  %2113 = load i32, ptr %92, align 4
  %2114 = add i32 %2113, 1
  store i32 %2114, ptr %92, align 4
  br label %2097, !llvm.loop !97

2115:                                             ; preds = %2103
  %2116 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.96)
  store i32 0, ptr %93, align 4
  br label %2117

2117:                                             ; preds = %2133, %2115
  %2118 = load i32, ptr %93, align 4
  %2119 = icmp ult i32 %2118, 11
  br i1 %2119, label %2120, label %2123

2120:                                             ; preds = %2117
  %2121 = call i32 @exact(ptr noundef @.str.97)
  %2122 = icmp ne i32 %2121, 0
  br label %2123

2123:                                             ; preds = %2120, %2117
  %2124 = phi i1 [ false, %2117 ], [ %2122, %2120 ]
  br i1 %2124, label %2125, label %2136

2125:                                             ; preds = %2123
  %2126 = load i32, ptr %93, align 4
  %2127 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2126
  %2128 = load float, ptr %2127, align 4
  store volatile float %2128, ptr @vf, align 4
  %2129 = load volatile float, ptr @vf, align 4
  %2130 = call float @llvm.trunc.f32(float %2129)
  %2131 = fpext float %2130 to double
  %2132 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2131)
  br label %2133

2133:                                             ; preds = %2125
  %2134 = load i32, ptr %93, align 4
  %2135 = add i32 %2134, 1
  store i32 %2135, ptr %93, align 4
  br label %2117, !llvm.loop !98

2136:                                             ; preds = %2123
  %2137 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.96)
  store i32 0, ptr %94, align 4
  br label %2138

2138:                                             ; preds = %2153, %2136
  %2139 = load i32, ptr %94, align 4
  %2140 = icmp ult i32 %2139, 10
  br i1 %2140, label %2141, label %2144

2141:                                             ; preds = %2138
  %2142 = call i32 @exact(ptr noundef @.str.98)
  %2143 = icmp ne i32 %2142, 0
  br label %2144

2144:                                             ; preds = %2141, %2138
  %2145 = phi i1 [ false, %2138 ], [ %2143, %2141 ]
  br i1 %2145, label %2146, label %2156

2146:                                             ; preds = %2144
  %2147 = load i32, ptr %94, align 4
  %2148 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2147
  %2149 = load double, ptr %2148, align 8
  store volatile double %2149, ptr @vl, align 8
  %2150 = load volatile double, ptr @vl, align 8
  %2151 = call double @llvm.trunc.f64(double %2150)
  %2152 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2151)
  br label %2153

2153:                                             ; preds = %2146
  %2154 = load i32, ptr %94, align 4
  %2155 = add i32 %2154, 1
  store i32 %2155, ptr %94, align 4
  br label %2138, !llvm.loop !99

2156:                                             ; preds = %2144
  %2157 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2158

2158:                                             ; preds = %2156
  br label %2159

2159:                                             ; preds = %2158
  %2160 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.99)
  store i32 0, ptr %95, align 4
  br label %2161

2161:                                             ; preds = %2176, %2159
  %2162 = load i32, ptr %95, align 4
  %2163 = icmp ult i32 %2162, 14
  br i1 %2163, label %2164, label %2167

2164:                                             ; preds = %2161
  %2165 = call i32 @exact(ptr noundef @.str.99)
  %2166 = icmp ne i32 %2165, 0
  br label %2167

2167:                                             ; preds = %2164, %2161
  %2168 = phi i1 [ false, %2161 ], [ %2166, %2164 ]
  br i1 %2168, label %2169, label %2179

2169:                                             ; preds = %2167
  %2170 = load i32, ptr %95, align 4
  %2171 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2170
  %2172 = load double, ptr %2171, align 8
  store volatile double %2172, ptr @vd, align 8
  %2173 = load volatile double, ptr @vd, align 8
  %2174 = call double @llvm.round.f64(double %2173)
  %2175 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2174)
  br label %2176

2176:                                             ; preds = %2169
  %2177 = load i32, ptr %95, align 4
  %2178 = add i32 %2177, 1
  store i32 %2178, ptr %95, align 4
  br label %2161, !llvm.loop !100

2179:                                             ; preds = %2167
  %2180 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.99)
  store i32 0, ptr %96, align 4
  br label %2181

2181:                                             ; preds = %2197, %2179
  %2182 = load i32, ptr %96, align 4
  %2183 = icmp ult i32 %2182, 11
  br i1 %2183, label %2184, label %2187

2184:                                             ; preds = %2181
  %2185 = call i32 @exact(ptr noundef @.str.100)
  %2186 = icmp ne i32 %2185, 0
  br label %2187

2187:                                             ; preds = %2184, %2181
  %2188 = phi i1 [ false, %2181 ], [ %2186, %2184 ]
  br i1 %2188, label %2189, label %2200

2189:                                             ; preds = %2187
  %2190 = load i32, ptr %96, align 4
  %2191 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2190
  %2192 = load float, ptr %2191, align 4
  store volatile float %2192, ptr @vf, align 4
  %2193 = load volatile float, ptr @vf, align 4
  %2194 = call float @llvm.round.f32(float %2193)
  %2195 = fpext float %2194 to double
  %2196 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2195)
  br label %2197

2197:                                             ; preds = %2189
  %2198 = load i32, ptr %96, align 4
  %2199 = add i32 %2198, 1
  store i32 %2199, ptr %96, align 4
  br label %2181, !llvm.loop !101

2200:                                             ; preds = %2187
  %2201 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.99)
  store i32 0, ptr %97, align 4
  br label %2202

2202:                                             ; preds = %2217, %2200
  %2203 = load i32, ptr %97, align 4
  %2204 = icmp ult i32 %2203, 10
  br i1 %2204, label %2205, label %2208

2205:                                             ; preds = %2202
  %2206 = call i32 @exact(ptr noundef @.str.101)
  %2207 = icmp ne i32 %2206, 0
  br label %2208

2208:                                             ; preds = %2205, %2202
  %2209 = phi i1 [ false, %2202 ], [ %2207, %2205 ]
  br i1 %2209, label %2210, label %2220

2210:                                             ; preds = %2208
  %2211 = load i32, ptr %97, align 4
  %2212 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2211
  %2213 = load double, ptr %2212, align 8
  store volatile double %2213, ptr @vl, align 8
  %2214 = load volatile double, ptr @vl, align 8
  %2215 = call double @llvm.round.f64(double %2214)
  %2216 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2215)
  br label %2217

2217:                                             ; preds = %2210
  %2218 = load i32, ptr %97, align 4
  %2219 = add i32 %2218, 1
  store i32 %2219, ptr %97, align 4
  br label %2202, !llvm.loop !102

2220:                                             ; preds = %2208
  %2221 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2222

2222:                                             ; preds = %2220
  br label %2223

2223:                                             ; preds = %2222
  %2224 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.102)
  store i32 0, ptr %98, align 4
  br label %2225

2225:                                             ; preds = %2240, %2223
  %2226 = load i32, ptr %98, align 4
  %2227 = icmp ult i32 %2226, 14
  br i1 %2227, label %2228, label %2231

2228:                                             ; preds = %2225
  %2229 = call i32 @exact(ptr noundef @.str.102)
  %2230 = icmp ne i32 %2229, 0
  br label %2231

2231:                                             ; preds = %2228, %2225
  %2232 = phi i1 [ false, %2225 ], [ %2230, %2228 ]
  br i1 %2232, label %2233, label %2243

2233:                                             ; preds = %2231
  %2234 = load i32, ptr %98, align 4
  %2235 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2234
  %2236 = load double, ptr %2235, align 8
  store volatile double %2236, ptr @vd, align 8
  %2237 = load volatile double, ptr @vd, align 8
  %2238 = call double @llvm.rint.f64(double %2237)
  %2239 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2238)
  br label %2240

2240:                                             ; preds = %2233
  %2241 = load i32, ptr %98, align 4
  %2242 = add i32 %2241, 1
  store i32 %2242, ptr %98, align 4
  br label %2225, !llvm.loop !103

2243:                                             ; preds = %2231
  %2244 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.102)
  store i32 0, ptr %99, align 4
  br label %2245

2245:                                             ; preds = %2261, %2243
  %2246 = load i32, ptr %99, align 4
  %2247 = icmp ult i32 %2246, 11
  br i1 %2247, label %2248, label %2251

2248:                                             ; preds = %2245
  %2249 = call i32 @exact(ptr noundef @.str.103)
  %2250 = icmp ne i32 %2249, 0
  br label %2251

2251:                                             ; preds = %2248, %2245
  %2252 = phi i1 [ false, %2245 ], [ %2250, %2248 ]
  br i1 %2252, label %2253, label %2264

2253:                                             ; preds = %2251
  %2254 = load i32, ptr %99, align 4
  %2255 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2254
  %2256 = load float, ptr %2255, align 4
  store volatile float %2256, ptr @vf, align 4
  %2257 = load volatile float, ptr @vf, align 4
  %2258 = call float @llvm.rint.f32(float %2257)
  %2259 = fpext float %2258 to double
  %2260 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2259)
  br label %2261

2261:                                             ; preds = %2253
  %2262 = load i32, ptr %99, align 4
  %2263 = add i32 %2262, 1
  store i32 %2263, ptr %99, align 4
  br label %2245, !llvm.loop !104

2264:                                             ; preds = %2251
  %2265 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.102)
  store i32 0, ptr %100, align 4
  br label %2266

2266:                                             ; preds = %2281, %2264
  %2267 = load i32, ptr %100, align 4
  %2268 = icmp ult i32 %2267, 10
  br i1 %2268, label %2269, label %2272

2269:                                             ; preds = %2266
  %2270 = call i32 @exact(ptr noundef @.str.104)
  %2271 = icmp ne i32 %2270, 0
  br label %2272

2272:                                             ; preds = %2269, %2266
  %2273 = phi i1 [ false, %2266 ], [ %2271, %2269 ]
  br i1 %2273, label %2274, label %2284

2274:                                             ; preds = %2272
  %2275 = load i32, ptr %100, align 4
  %2276 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2275
  %2277 = load double, ptr %2276, align 8
  store volatile double %2277, ptr @vl, align 8
  %2278 = load volatile double, ptr @vl, align 8
  %2279 = call double @llvm.rint.f64(double %2278)
  %2280 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2279)
  br label %2281

2281:                                             ; preds = %2274
  %2282 = load i32, ptr %100, align 4
  %2283 = add i32 %2282, 1
  store i32 %2283, ptr %100, align 4
  br label %2266, !llvm.loop !105

2284:                                             ; preds = %2272
  %2285 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2286

2286:                                             ; preds = %2284
  br label %2287

2287:                                             ; preds = %2286
  %2288 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.105)
  store i32 0, ptr %101, align 4
  br label %2289

2289:                                             ; preds = %2304, %2287
  %2290 = load i32, ptr %101, align 4
  %2291 = icmp ult i32 %2290, 14
  br i1 %2291, label %2292, label %2295

2292:                                             ; preds = %2289
  %2293 = call i32 @exact(ptr noundef @.str.105)
  %2294 = icmp ne i32 %2293, 0
  br label %2295

2295:                                             ; preds = %2292, %2289
  %2296 = phi i1 [ false, %2289 ], [ %2294, %2292 ]
  br i1 %2296, label %2297, label %2307

2297:                                             ; preds = %2295
  %2298 = load i32, ptr %101, align 4
  %2299 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2298
  %2300 = load double, ptr %2299, align 8
  store volatile double %2300, ptr @vd, align 8
  %2301 = load volatile double, ptr @vd, align 8
  %2302 = call double @llvm.nearbyint.f64(double %2301)
  %2303 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2302)
  br label %2304

2304:                                             ; preds = %2297
  %2305 = load i32, ptr %101, align 4
  %2306 = add i32 %2305, 1
  store i32 %2306, ptr %101, align 4
  br label %2289, !llvm.loop !106

2307:                                             ; preds = %2295
  %2308 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.105)
  store i32 0, ptr %102, align 4
  br label %2309

2309:                                             ; preds = %2325, %2307
  %2310 = load i32, ptr %102, align 4
  %2311 = icmp ult i32 %2310, 11
  br i1 %2311, label %2312, label %2315

2312:                                             ; preds = %2309
  %2313 = call i32 @exact(ptr noundef @.str.106)
  %2314 = icmp ne i32 %2313, 0
  br label %2315

2315:                                             ; preds = %2312, %2309
  %2316 = phi i1 [ false, %2309 ], [ %2314, %2312 ]
  br i1 %2316, label %2317, label %2328

2317:                                             ; preds = %2315
  %2318 = load i32, ptr %102, align 4
  %2319 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2318
  %2320 = load float, ptr %2319, align 4
  store volatile float %2320, ptr @vf, align 4
  %2321 = load volatile float, ptr @vf, align 4
  %2322 = call float @llvm.nearbyint.f32(float %2321)
  %2323 = fpext float %2322 to double
  %2324 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2323)
  br label %2325

2325:                                             ; preds = %2317
  %2326 = load i32, ptr %102, align 4
  %2327 = add i32 %2326, 1
  store i32 %2327, ptr %102, align 4
  br label %2309, !llvm.loop !107

2328:                                             ; preds = %2315
  %2329 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.105)
  store i32 0, ptr %103, align 4
  br label %2330

2330:                                             ; preds = %2345, %2328
  %2331 = load i32, ptr %103, align 4
  %2332 = icmp ult i32 %2331, 10
  br i1 %2332, label %2333, label %2336

2333:                                             ; preds = %2330
  %2334 = call i32 @exact(ptr noundef @.str.107)
  %2335 = icmp ne i32 %2334, 0
  br label %2336

2336:                                             ; preds = %2333, %2330
  %2337 = phi i1 [ false, %2330 ], [ %2335, %2333 ]
  br i1 %2337, label %2338, label %2348

2338:                                             ; preds = %2336
  %2339 = load i32, ptr %103, align 4
  %2340 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2339
  %2341 = load double, ptr %2340, align 8
  store volatile double %2341, ptr @vl, align 8
  %2342 = load volatile double, ptr @vl, align 8
  %2343 = call double @llvm.nearbyint.f64(double %2342)
  %2344 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2343)
  br label %2345

2345:                                             ; preds = %2338
  %2346 = load i32, ptr %103, align 4
  %2347 = add i32 %2346, 1
  store i32 %2347, ptr %103, align 4
  br label %2330, !llvm.loop !108

2348:                                             ; preds = %2336
  %2349 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2350

2350:                                             ; preds = %2348
  br label %2351

2351:                                             ; preds = %2350
  %2352 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.108)
  store i32 0, ptr %104, align 4
  br label %2353

2353:                                             ; preds = %2368, %2351
  %2354 = load i32, ptr %104, align 4
  %2355 = icmp ult i32 %2354, 14
  br i1 %2355, label %2356, label %2359

2356:                                             ; preds = %2353
  %2357 = call i32 @exact(ptr noundef @.str.108)
  %2358 = icmp ne i32 %2357, 0
  br label %2359

2359:                                             ; preds = %2356, %2353
  %2360 = phi i1 [ false, %2353 ], [ %2358, %2356 ]
  br i1 %2360, label %2361, label %2371

2361:                                             ; preds = %2359
  %2362 = load i32, ptr %104, align 4
  %2363 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2362
  %2364 = load double, ptr %2363, align 8
  store volatile double %2364, ptr @vd, align 8
  %2365 = load volatile double, ptr @vd, align 8
  %2366 = call double @j0(double noundef %2365) #6
  %2367 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2366)
  br label %2368

2368:                                             ; preds = %2361
  %2369 = load i32, ptr %104, align 4
  %2370 = add i32 %2369, 1
  store i32 %2370, ptr %104, align 4
  br label %2353, !llvm.loop !109

2371:                                             ; preds = %2359
  %2372 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.108)
  store i32 0, ptr %105, align 4
  br label %2373

2373:                                             ; preds = %2389, %2371
  %2374 = load i32, ptr %105, align 4
  %2375 = icmp ult i32 %2374, 11
  br i1 %2375, label %2376, label %2379

2376:                                             ; preds = %2373
  %2377 = call i32 @exact(ptr noundef @.str.109)
  %2378 = icmp ne i32 %2377, 0
  br label %2379

2379:                                             ; preds = %2376, %2373
  %2380 = phi i1 [ false, %2373 ], [ %2378, %2376 ]
  br i1 %2380, label %2381, label %2392

2381:                                             ; preds = %2379
  %2382 = load i32, ptr %105, align 4
  %2383 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2382
  %2384 = load float, ptr %2383, align 4
  store volatile float %2384, ptr @vf, align 4
  %2385 = load volatile float, ptr @vf, align 4
  %2386 = call float @j0f(float noundef %2385) #6
  %2387 = fpext float %2386 to double
  %2388 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2387)
  br label %2389

2389:                                             ; preds = %2381
  %2390 = load i32, ptr %105, align 4
  %2391 = add i32 %2390, 1
  store i32 %2391, ptr %105, align 4
  br label %2373, !llvm.loop !110

2392:                                             ; preds = %2379
  %2393 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.108)
  store i32 0, ptr %106, align 4
  br label %2394

2394:                                             ; preds = %2409, %2392
  %2395 = load i32, ptr %106, align 4
  %2396 = icmp ult i32 %2395, 10
  br i1 %2396, label %2397, label %2400

2397:                                             ; preds = %2394
  %2398 = call i32 @exact(ptr noundef @.str.110)
  %2399 = icmp ne i32 %2398, 0
  br label %2400

2400:                                             ; preds = %2397, %2394
  %2401 = phi i1 [ false, %2394 ], [ %2399, %2397 ]
  br i1 %2401, label %2402, label %2412

2402:                                             ; preds = %2400
  %2403 = load i32, ptr %106, align 4
  %2404 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2403
  %2405 = load double, ptr %2404, align 8
  store volatile double %2405, ptr @vl, align 8
  %2406 = load volatile double, ptr @vl, align 8
  %2407 = call double @j0l(double noundef %2406) #6
  %2408 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2407)
  br label %2409

2409:                                             ; preds = %2402
  %2410 = load i32, ptr %106, align 4
  %2411 = add i32 %2410, 1
  store i32 %2411, ptr %106, align 4
  br label %2394, !llvm.loop !111

2412:                                             ; preds = %2400
  %2413 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2414

2414:                                             ; preds = %2412
  br label %2415

2415:                                             ; preds = %2414
  %2416 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.111)
  store i32 0, ptr %107, align 4
  br label %2417

2417:                                             ; preds = %2432, %2415
  %2418 = load i32, ptr %107, align 4
  %2419 = icmp ult i32 %2418, 14
  br i1 %2419, label %2420, label %2423

2420:                                             ; preds = %2417
  %2421 = call i32 @exact(ptr noundef @.str.111)
  %2422 = icmp ne i32 %2421, 0
  br label %2423

2423:                                             ; preds = %2420, %2417
  %2424 = phi i1 [ false, %2417 ], [ %2422, %2420 ]
  br i1 %2424, label %2425, label %2435

2425:                                             ; preds = %2423
  %2426 = load i32, ptr %107, align 4
  %2427 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2426
  %2428 = load double, ptr %2427, align 8
  store volatile double %2428, ptr @vd, align 8
  %2429 = load volatile double, ptr @vd, align 8
  %2430 = call double @j1(double noundef %2429) #6
  %2431 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2430)
  br label %2432

2432:                                             ; preds = %2425
  %2433 = load i32, ptr %107, align 4
  %2434 = add i32 %2433, 1
  store i32 %2434, ptr %107, align 4
  br label %2417, !llvm.loop !112

2435:                                             ; preds = %2423
  %2436 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.111)
  store i32 0, ptr %108, align 4
  br label %2437

2437:                                             ; preds = %2453, %2435
  %2438 = load i32, ptr %108, align 4
  %2439 = icmp ult i32 %2438, 11
  br i1 %2439, label %2440, label %2443

2440:                                             ; preds = %2437
  %2441 = call i32 @exact(ptr noundef @.str.112)
  %2442 = icmp ne i32 %2441, 0
  br label %2443

2443:                                             ; preds = %2440, %2437
  %2444 = phi i1 [ false, %2437 ], [ %2442, %2440 ]
  br i1 %2444, label %2445, label %2456

2445:                                             ; preds = %2443
  %2446 = load i32, ptr %108, align 4
  %2447 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2446
  %2448 = load float, ptr %2447, align 4
  store volatile float %2448, ptr @vf, align 4
  %2449 = load volatile float, ptr @vf, align 4
  %2450 = call float @j1f(float noundef %2449) #6
  %2451 = fpext float %2450 to double
  %2452 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2451)
  br label %2453

2453:                                             ; preds = %2445
  %2454 = load i32, ptr %108, align 4
  %2455 = add i32 %2454, 1
  store i32 %2455, ptr %108, align 4
  br label %2437, !llvm.loop !113

2456:                                             ; preds = %2443
  %2457 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.111)
  store i32 0, ptr %109, align 4
  br label %2458

2458:                                             ; preds = %2473, %2456
  %2459 = load i32, ptr %109, align 4
  %2460 = icmp ult i32 %2459, 10
  br i1 %2460, label %2461, label %2464

2461:                                             ; preds = %2458
  %2462 = call i32 @exact(ptr noundef @.str.113)
  %2463 = icmp ne i32 %2462, 0
  br label %2464

2464:                                             ; preds = %2461, %2458
  %2465 = phi i1 [ false, %2458 ], [ %2463, %2461 ]
  br i1 %2465, label %2466, label %2476

2466:                                             ; preds = %2464
  %2467 = load i32, ptr %109, align 4
  %2468 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2467
  %2469 = load double, ptr %2468, align 8
  store volatile double %2469, ptr @vl, align 8
  %2470 = load volatile double, ptr @vl, align 8
  %2471 = call double @j1l(double noundef %2470) #6
  %2472 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2471)
  br label %2473

2473:                                             ; preds = %2466
  %2474 = load i32, ptr %109, align 4
  %2475 = add i32 %2474, 1
  store i32 %2475, ptr %109, align 4
  br label %2458, !llvm.loop !114

2476:                                             ; preds = %2464
  %2477 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2478

2478:                                             ; preds = %2476
  br label %2479

2479:                                             ; preds = %2478
  %2480 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.114)
  store i32 0, ptr %110, align 4
  br label %2481

2481:                                             ; preds = %2496, %2479
  %2482 = load i32, ptr %110, align 4
  %2483 = icmp ult i32 %2482, 14
  br i1 %2483, label %2484, label %2487

2484:                                             ; preds = %2481
  %2485 = call i32 @exact(ptr noundef @.str.114)
  %2486 = icmp ne i32 %2485, 0
  br label %2487

2487:                                             ; preds = %2484, %2481
  %2488 = phi i1 [ false, %2481 ], [ %2486, %2484 ]
  br i1 %2488, label %2489, label %2499

2489:                                             ; preds = %2487
  %2490 = load i32, ptr %110, align 4
  %2491 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2490
  %2492 = load double, ptr %2491, align 8
  store volatile double %2492, ptr @vd, align 8
  %2493 = load volatile double, ptr @vd, align 8
  %2494 = call double @y0(double noundef %2493) #6
  %2495 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2494)
  br label %2496

2496:                                             ; preds = %2489
  %2497 = load i32, ptr %110, align 4
  %2498 = add i32 %2497, 1
  store i32 %2498, ptr %110, align 4
  br label %2481, !llvm.loop !115

2499:                                             ; preds = %2487
  %2500 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.114)
  store i32 0, ptr %111, align 4
  br label %2501

2501:                                             ; preds = %2517, %2499
  %2502 = load i32, ptr %111, align 4
  %2503 = icmp ult i32 %2502, 11
  br i1 %2503, label %2504, label %2507

2504:                                             ; preds = %2501
  %2505 = call i32 @exact(ptr noundef @.str.115)
  %2506 = icmp ne i32 %2505, 0
  br label %2507

2507:                                             ; preds = %2504, %2501
  %2508 = phi i1 [ false, %2501 ], [ %2506, %2504 ]
  br i1 %2508, label %2509, label %2520

2509:                                             ; preds = %2507
  %2510 = load i32, ptr %111, align 4
  %2511 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2510
  %2512 = load float, ptr %2511, align 4
  store volatile float %2512, ptr @vf, align 4
  %2513 = load volatile float, ptr @vf, align 4
  %2514 = call float @y0f(float noundef %2513) #6
  %2515 = fpext float %2514 to double
  %2516 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2515)
  br label %2517

2517:                                             ; preds = %2509
  %2518 = load i32, ptr %111, align 4
  %2519 = add i32 %2518, 1
  store i32 %2519, ptr %111, align 4
  br label %2501, !llvm.loop !116

2520:                                             ; preds = %2507
  %2521 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.114)
  store i32 0, ptr %112, align 4
  br label %2522

2522:                                             ; preds = %2537, %2520
  %2523 = load i32, ptr %112, align 4
  %2524 = icmp ult i32 %2523, 10
  br i1 %2524, label %2525, label %2528

2525:                                             ; preds = %2522
  %2526 = call i32 @exact(ptr noundef @.str.116)
  %2527 = icmp ne i32 %2526, 0
  br label %2528

2528:                                             ; preds = %2525, %2522
  %2529 = phi i1 [ false, %2522 ], [ %2527, %2525 ]
  br i1 %2529, label %2530, label %2540

2530:                                             ; preds = %2528
  %2531 = load i32, ptr %112, align 4
  %2532 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2531
  %2533 = load double, ptr %2532, align 8
  store volatile double %2533, ptr @vl, align 8
  %2534 = load volatile double, ptr @vl, align 8
  %2535 = call double @y0l(double noundef %2534) #6
  %2536 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2535)
  br label %2537

2537:                                             ; preds = %2530
  %2538 = load i32, ptr %112, align 4
  %2539 = add i32 %2538, 1
  store i32 %2539, ptr %112, align 4
  br label %2522, !llvm.loop !117

2540:                                             ; preds = %2528
  %2541 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2542

2542:                                             ; preds = %2540
  br label %2543

2543:                                             ; preds = %2542
  %2544 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.117)
  store i32 0, ptr %113, align 4
  br label %2545

2545:                                             ; preds = %2560, %2543
  %2546 = load i32, ptr %113, align 4
  %2547 = icmp ult i32 %2546, 14
  br i1 %2547, label %2548, label %2551

2548:                                             ; preds = %2545
  %2549 = call i32 @exact(ptr noundef @.str.117)
  %2550 = icmp ne i32 %2549, 0
  br label %2551

2551:                                             ; preds = %2548, %2545
  %2552 = phi i1 [ false, %2545 ], [ %2550, %2548 ]
  br i1 %2552, label %2553, label %2563

2553:                                             ; preds = %2551
  %2554 = load i32, ptr %113, align 4
  %2555 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2554
  %2556 = load double, ptr %2555, align 8
  store volatile double %2556, ptr @vd, align 8
  %2557 = load volatile double, ptr @vd, align 8
  %2558 = call double @y1(double noundef %2557) #6
  %2559 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2558)
  br label %2560

2560:                                             ; preds = %2553
  %2561 = load i32, ptr %113, align 4
  %2562 = add i32 %2561, 1
  store i32 %2562, ptr %113, align 4
  br label %2545, !llvm.loop !118

2563:                                             ; preds = %2551
  %2564 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.117)
  store i32 0, ptr %114, align 4
  br label %2565

2565:                                             ; preds = %2581, %2563
  %2566 = load i32, ptr %114, align 4
  %2567 = icmp ult i32 %2566, 11
  br i1 %2567, label %2568, label %2571

2568:                                             ; preds = %2565
  %2569 = call i32 @exact(ptr noundef @.str.118)
  %2570 = icmp ne i32 %2569, 0
  br label %2571

2571:                                             ; preds = %2568, %2565
  %2572 = phi i1 [ false, %2565 ], [ %2570, %2568 ]
  br i1 %2572, label %2573, label %2584

2573:                                             ; preds = %2571
  %2574 = load i32, ptr %114, align 4
  %2575 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2574
  %2576 = load float, ptr %2575, align 4
  store volatile float %2576, ptr @vf, align 4
  %2577 = load volatile float, ptr @vf, align 4
  %2578 = call float @y1f(float noundef %2577) #6
  %2579 = fpext float %2578 to double
  %2580 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2579)
  br label %2581

2581:                                             ; preds = %2573
  %2582 = load i32, ptr %114, align 4
  %2583 = add i32 %2582, 1
  store i32 %2583, ptr %114, align 4
  br label %2565, !llvm.loop !119

2584:                                             ; preds = %2571
  %2585 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.117)
  store i32 0, ptr %115, align 4
  br label %2586

2586:                                             ; preds = %2601, %2584
  %2587 = load i32, ptr %115, align 4
  %2588 = icmp ult i32 %2587, 10
  br i1 %2588, label %2589, label %2592

2589:                                             ; preds = %2586
  %2590 = call i32 @exact(ptr noundef @.str.119)
  %2591 = icmp ne i32 %2590, 0
  br label %2592

2592:                                             ; preds = %2589, %2586
  %2593 = phi i1 [ false, %2586 ], [ %2591, %2589 ]
  br i1 %2593, label %2594, label %2604

2594:                                             ; preds = %2592
  %2595 = load i32, ptr %115, align 4
  %2596 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2595
  %2597 = load double, ptr %2596, align 8
  store volatile double %2597, ptr @vl, align 8
  %2598 = load volatile double, ptr @vl, align 8
  %2599 = call double @y1l(double noundef %2598) #6
  %2600 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2599)
  br label %2601

2601:                                             ; preds = %2594
  %2602 = load i32, ptr %115, align 4
  %2603 = add i32 %2602, 1
  store i32 %2603, ptr %115, align 4
  br label %2586, !llvm.loop !120

2604:                                             ; preds = %2592
  %2605 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2606

2606:                                             ; preds = %2604
  br label %2607

2607:                                             ; preds = %2606
  %2608 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.120)
  store i32 0, ptr %116, align 4
  br label %2609

2609:                                             ; preds = %2629, %2607
  %2610 = load i32, ptr %116, align 4
  %2611 = icmp ult i32 %2610, 14
  br i1 %2611, label %2612, label %2615

2612:                                             ; preds = %2609
  %2613 = call i32 @exact(ptr noundef @.str.120)
  %2614 = icmp ne i32 %2613, 0
  br label %2615

2615:                                             ; preds = %2612, %2609
  %2616 = phi i1 [ false, %2609 ], [ %2614, %2612 ]
  br i1 %2616, label %2617, label %2632

2617:                                             ; preds = %2615
  %2618 = load i32, ptr %116, align 4
  %2619 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2618
  %2620 = load double, ptr %2619, align 8
  store volatile double %2620, ptr @vd, align 8
  %2621 = load volatile double, ptr @vd, align 8
  %2622 = load i32, ptr %116, align 4
  %2623 = add i32 %2622, 3
  %2624 = urem i32 %2623, 14
  %2625 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2624
  %2626 = load double, ptr %2625, align 8
  %2627 = call double @pow(double noundef %2621, double noundef %2626) #6
  %2628 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2627)
  br label %2629

2629:                                             ; preds = %2617
  %2630 = load i32, ptr %116, align 4
  %2631 = add i32 %2630, 1
  store i32 %2631, ptr %116, align 4
  br label %2609, !llvm.loop !121

2632:                                             ; preds = %2615
  %2633 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.120)
  store i32 0, ptr %117, align 4
  br label %2634

2634:                                             ; preds = %2655, %2632
  %2635 = load i32, ptr %117, align 4
  %2636 = icmp ult i32 %2635, 11
  br i1 %2636, label %2637, label %2640

2637:                                             ; preds = %2634
  %2638 = call i32 @exact(ptr noundef @.str.121)
  %2639 = icmp ne i32 %2638, 0
  br label %2640

2640:                                             ; preds = %2637, %2634
  %2641 = phi i1 [ false, %2634 ], [ %2639, %2637 ]
  br i1 %2641, label %2642, label %2658

2642:                                             ; preds = %2640
  %2643 = load i32, ptr %117, align 4
  %2644 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2643
  %2645 = load float, ptr %2644, align 4
  store volatile float %2645, ptr @vf, align 4
  %2646 = load volatile float, ptr @vf, align 4
  %2647 = load i32, ptr %117, align 4
  %2648 = add i32 %2647, 3
  %2649 = urem i32 %2648, 11
  %2650 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2649
  %2651 = load float, ptr %2650, align 4
  %2652 = call float @powf(float noundef %2646, float noundef %2651) #6
  %2653 = fpext float %2652 to double
  %2654 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2653)
  br label %2655

2655:                                             ; preds = %2642
  %2656 = load i32, ptr %117, align 4
  %2657 = add i32 %2656, 1
  store i32 %2657, ptr %117, align 4
  br label %2634, !llvm.loop !122

2658:                                             ; preds = %2640
  %2659 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.120)
  store i32 0, ptr %118, align 4
  br label %2660

2660:                                             ; preds = %2680, %2658
  %2661 = load i32, ptr %118, align 4
  %2662 = icmp ult i32 %2661, 10
  br i1 %2662, label %2663, label %2666

2663:                                             ; preds = %2660
  %2664 = call i32 @exact(ptr noundef @.str.122)
  %2665 = icmp ne i32 %2664, 0
  br label %2666

2666:                                             ; preds = %2663, %2660
  %2667 = phi i1 [ false, %2660 ], [ %2665, %2663 ]
  br i1 %2667, label %2668, label %2683

2668:                                             ; preds = %2666
  %2669 = load i32, ptr %118, align 4
  %2670 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2669
  %2671 = load double, ptr %2670, align 8
  store volatile double %2671, ptr @vl, align 8
  %2672 = load volatile double, ptr @vl, align 8
  %2673 = load i32, ptr %118, align 4
  %2674 = add i32 %2673, 3
  %2675 = urem i32 %2674, 10
  %2676 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2675
  %2677 = load double, ptr %2676, align 8
  %2678 = call double @powl(double noundef %2672, double noundef %2677) #6
  %2679 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2678)
  br label %2680

2680:                                             ; preds = %2668
  %2681 = load i32, ptr %118, align 4
  %2682 = add i32 %2681, 1
  store i32 %2682, ptr %118, align 4
  br label %2660, !llvm.loop !123

2683:                                             ; preds = %2666
  %2684 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2685

2685:                                             ; preds = %2683
  br label %2686

2686:                                             ; preds = %2685
  %2687 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.123)
  store i32 0, ptr %119, align 4
  br label %2688

2688:                                             ; preds = %2708, %2686
  %2689 = load i32, ptr %119, align 4
  %2690 = icmp ult i32 %2689, 14
  br i1 %2690, label %2691, label %2694

2691:                                             ; preds = %2688
  %2692 = call i32 @exact(ptr noundef @.str.123)
  %2693 = icmp ne i32 %2692, 0
  br label %2694

2694:                                             ; preds = %2691, %2688
  %2695 = phi i1 [ false, %2688 ], [ %2693, %2691 ]
  br i1 %2695, label %2696, label %2711

2696:                                             ; preds = %2694
  %2697 = load i32, ptr %119, align 4
  %2698 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2697
  %2699 = load double, ptr %2698, align 8
  store volatile double %2699, ptr @vd, align 8
  %2700 = load volatile double, ptr @vd, align 8
  %2701 = load i32, ptr %119, align 4
  %2702 = add i32 %2701, 3
  %2703 = urem i32 %2702, 14
  %2704 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2703
  %2705 = load double, ptr %2704, align 8
  %2706 = call double @atan2(double noundef %2700, double noundef %2705) #6
  %2707 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2706)
  br label %2708

2708:                                             ; preds = %2696
  %2709 = load i32, ptr %119, align 4
  %2710 = add i32 %2709, 1
  store i32 %2710, ptr %119, align 4
  br label %2688, !llvm.loop !124

2711:                                             ; preds = %2694
  %2712 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.123)
  store i32 0, ptr %120, align 4
  br label %2713

2713:                                             ; preds = %2734, %2711
  %2714 = load i32, ptr %120, align 4
  %2715 = icmp ult i32 %2714, 11
  br i1 %2715, label %2716, label %2719

2716:                                             ; preds = %2713
  %2717 = call i32 @exact(ptr noundef @.str.124)
  %2718 = icmp ne i32 %2717, 0
  br label %2719

2719:                                             ; preds = %2716, %2713
  %2720 = phi i1 [ false, %2713 ], [ %2718, %2716 ]
  br i1 %2720, label %2721, label %2737

2721:                                             ; preds = %2719
  %2722 = load i32, ptr %120, align 4
  %2723 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2722
  %2724 = load float, ptr %2723, align 4
  store volatile float %2724, ptr @vf, align 4
  %2725 = load volatile float, ptr @vf, align 4
  %2726 = load i32, ptr %120, align 4
  %2727 = add i32 %2726, 3
  %2728 = urem i32 %2727, 11
  %2729 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2728
  %2730 = load float, ptr %2729, align 4
  %2731 = call float @atan2f(float noundef %2725, float noundef %2730) #6
  %2732 = fpext float %2731 to double
  %2733 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2732)
  br label %2734

2734:                                             ; preds = %2721
  %2735 = load i32, ptr %120, align 4
  %2736 = add i32 %2735, 1
  store i32 %2736, ptr %120, align 4
  br label %2713, !llvm.loop !125

2737:                                             ; preds = %2719
  %2738 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.123)
  store i32 0, ptr %121, align 4
  br label %2739

2739:                                             ; preds = %2759, %2737
  %2740 = load i32, ptr %121, align 4
  %2741 = icmp ult i32 %2740, 10
  br i1 %2741, label %2742, label %2745

2742:                                             ; preds = %2739
  %2743 = call i32 @exact(ptr noundef @.str.125)
  %2744 = icmp ne i32 %2743, 0
  br label %2745

2745:                                             ; preds = %2742, %2739
  %2746 = phi i1 [ false, %2739 ], [ %2744, %2742 ]
  br i1 %2746, label %2747, label %2762

2747:                                             ; preds = %2745
  %2748 = load i32, ptr %121, align 4
  %2749 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2748
  %2750 = load double, ptr %2749, align 8
  store volatile double %2750, ptr @vl, align 8
  %2751 = load volatile double, ptr @vl, align 8
  %2752 = load i32, ptr %121, align 4
  %2753 = add i32 %2752, 3
  %2754 = urem i32 %2753, 10
  %2755 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2754
  %2756 = load double, ptr %2755, align 8
  %2757 = call double @atan2l(double noundef %2751, double noundef %2756) #6
  %2758 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2757)
  br label %2759

2759:                                             ; preds = %2747
  %2760 = load i32, ptr %121, align 4
  %2761 = add i32 %2760, 1
  store i32 %2761, ptr %121, align 4
  br label %2739, !llvm.loop !126

2762:                                             ; preds = %2745
  %2763 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2764

2764:                                             ; preds = %2762
  br label %2765

2765:                                             ; preds = %2764
  %2766 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.126)
  store i32 0, ptr %122, align 4
  br label %2767

2767:                                             ; preds = %2787, %2765
  %2768 = load i32, ptr %122, align 4
  %2769 = icmp ult i32 %2768, 14
  br i1 %2769, label %2770, label %2773

2770:                                             ; preds = %2767
  %2771 = call i32 @exact(ptr noundef @.str.126)
  %2772 = icmp ne i32 %2771, 0
  br label %2773

2773:                                             ; preds = %2770, %2767
  %2774 = phi i1 [ false, %2767 ], [ %2772, %2770 ]
  br i1 %2774, label %2775, label %2790

2775:                                             ; preds = %2773
  %2776 = load i32, ptr %122, align 4
  %2777 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2776
  %2778 = load double, ptr %2777, align 8
  store volatile double %2778, ptr @vd, align 8
  %2779 = load volatile double, ptr @vd, align 8
  %2780 = load i32, ptr %122, align 4
  %2781 = add i32 %2780, 3
  %2782 = urem i32 %2781, 14
  %2783 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2782
  %2784 = load double, ptr %2783, align 8
  %2785 = call double @hypot(double noundef %2779, double noundef %2784) #6
  %2786 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2785)
  br label %2787

2787:                                             ; preds = %2775
  %2788 = load i32, ptr %122, align 4
  %2789 = add i32 %2788, 1
  store i32 %2789, ptr %122, align 4
  br label %2767, !llvm.loop !127

2790:                                             ; preds = %2773
  %2791 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.126)
  store i32 0, ptr %123, align 4
  br label %2792

2792:                                             ; preds = %2813, %2790
  %2793 = load i32, ptr %123, align 4
  %2794 = icmp ult i32 %2793, 11
  br i1 %2794, label %2795, label %2798

2795:                                             ; preds = %2792
  %2796 = call i32 @exact(ptr noundef @.str.127)
  %2797 = icmp ne i32 %2796, 0
  br label %2798

2798:                                             ; preds = %2795, %2792
  %2799 = phi i1 [ false, %2792 ], [ %2797, %2795 ]
  br i1 %2799, label %2800, label %2816

2800:                                             ; preds = %2798
  %2801 = load i32, ptr %123, align 4
  %2802 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2801
  %2803 = load float, ptr %2802, align 4
  store volatile float %2803, ptr @vf, align 4
  %2804 = load volatile float, ptr @vf, align 4
  %2805 = load i32, ptr %123, align 4
  %2806 = add i32 %2805, 3
  %2807 = urem i32 %2806, 11
  %2808 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2807
  %2809 = load float, ptr %2808, align 4
  %2810 = call float @hypotf(float noundef %2804, float noundef %2809) #6
  %2811 = fpext float %2810 to double
  %2812 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2811)
  br label %2813

2813:                                             ; preds = %2800
  %2814 = load i32, ptr %123, align 4
  %2815 = add i32 %2814, 1
  store i32 %2815, ptr %123, align 4
  br label %2792, !llvm.loop !128

2816:                                             ; preds = %2798
  %2817 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.126)
  store i32 0, ptr %124, align 4
  br label %2818

2818:                                             ; preds = %2838, %2816
  %2819 = load i32, ptr %124, align 4
  %2820 = icmp ult i32 %2819, 10
  br i1 %2820, label %2821, label %2824

2821:                                             ; preds = %2818
  %2822 = call i32 @exact(ptr noundef @.str.128)
  %2823 = icmp ne i32 %2822, 0
  br label %2824

2824:                                             ; preds = %2821, %2818
  %2825 = phi i1 [ false, %2818 ], [ %2823, %2821 ]
  br i1 %2825, label %2826, label %2841

2826:                                             ; preds = %2824
  %2827 = load i32, ptr %124, align 4
  %2828 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2827
  %2829 = load double, ptr %2828, align 8
  store volatile double %2829, ptr @vl, align 8
  %2830 = load volatile double, ptr @vl, align 8
  %2831 = load i32, ptr %124, align 4
  %2832 = add i32 %2831, 3
  %2833 = urem i32 %2832, 10
  %2834 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2833
  %2835 = load double, ptr %2834, align 8
  %2836 = call double @hypotl(double noundef %2830, double noundef %2835) #6
  %2837 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2836)
  br label %2838

2838:                                             ; preds = %2826
  %2839 = load i32, ptr %124, align 4
  %2840 = add i32 %2839, 1
  store i32 %2840, ptr %124, align 4
  br label %2818, !llvm.loop !129

2841:                                             ; preds = %2824
  %2842 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2843

2843:                                             ; preds = %2841
  br label %2844

2844:                                             ; preds = %2843
  %2845 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.129)
  store i32 0, ptr %125, align 4
  br label %2846

2846:                                             ; preds = %2866, %2844
  %2847 = load i32, ptr %125, align 4
  %2848 = icmp ult i32 %2847, 14
  br i1 %2848, label %2849, label %2852

2849:                                             ; preds = %2846
  %2850 = call i32 @exact(ptr noundef @.str.129)
  %2851 = icmp ne i32 %2850, 0
  br label %2852

2852:                                             ; preds = %2849, %2846
  %2853 = phi i1 [ false, %2846 ], [ %2851, %2849 ]
  br i1 %2853, label %2854, label %2869

2854:                                             ; preds = %2852
  %2855 = load i32, ptr %125, align 4
  %2856 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2855
  %2857 = load double, ptr %2856, align 8
  store volatile double %2857, ptr @vd, align 8
  %2858 = load volatile double, ptr @vd, align 8
  %2859 = load i32, ptr %125, align 4
  %2860 = add i32 %2859, 3
  %2861 = urem i32 %2860, 14
  %2862 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2861
  %2863 = load double, ptr %2862, align 8
  %2864 = call double @fmod(double noundef %2858, double noundef %2863) #6
  %2865 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2864)
  br label %2866

2866:                                             ; preds = %2854
  %2867 = load i32, ptr %125, align 4
  %2868 = add i32 %2867, 1
  store i32 %2868, ptr %125, align 4
  br label %2846, !llvm.loop !130

2869:                                             ; preds = %2852
  %2870 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.129)
  store i32 0, ptr %126, align 4
  br label %2871

2871:                                             ; preds = %2892, %2869
  %2872 = load i32, ptr %126, align 4
  %2873 = icmp ult i32 %2872, 11
  br i1 %2873, label %2874, label %2877

2874:                                             ; preds = %2871
  %2875 = call i32 @exact(ptr noundef @.str.130)
  %2876 = icmp ne i32 %2875, 0
  br label %2877

2877:                                             ; preds = %2874, %2871
  %2878 = phi i1 [ false, %2871 ], [ %2876, %2874 ]
  br i1 %2878, label %2879, label %2895

2879:                                             ; preds = %2877
  %2880 = load i32, ptr %126, align 4
  %2881 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2880
  %2882 = load float, ptr %2881, align 4
  store volatile float %2882, ptr @vf, align 4
  %2883 = load volatile float, ptr @vf, align 4
  %2884 = load i32, ptr %126, align 4
  %2885 = add i32 %2884, 3
  %2886 = urem i32 %2885, 11
  %2887 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2886
  %2888 = load float, ptr %2887, align 4
  %2889 = call float @fmodf(float noundef %2883, float noundef %2888) #6
  %2890 = fpext float %2889 to double
  %2891 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2890)
  br label %2892

2892:                                             ; preds = %2879
  %2893 = load i32, ptr %126, align 4
  %2894 = add i32 %2893, 1
  store i32 %2894, ptr %126, align 4
  br label %2871, !llvm.loop !131

2895:                                             ; preds = %2877
  %2896 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.129)
  store i32 0, ptr %127, align 4
  br label %2897

2897:                                             ; preds = %2917, %2895
  %2898 = load i32, ptr %127, align 4
  %2899 = icmp ult i32 %2898, 10
  br i1 %2899, label %2900, label %2903

2900:                                             ; preds = %2897
  %2901 = call i32 @exact(ptr noundef @.str.131)
  %2902 = icmp ne i32 %2901, 0
  br label %2903

2903:                                             ; preds = %2900, %2897
  %2904 = phi i1 [ false, %2897 ], [ %2902, %2900 ]
  br i1 %2904, label %2905, label %2920

2905:                                             ; preds = %2903
  %2906 = load i32, ptr %127, align 4
  %2907 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2906
  %2908 = load double, ptr %2907, align 8
  store volatile double %2908, ptr @vl, align 8
  %2909 = load volatile double, ptr @vl, align 8
  %2910 = load i32, ptr %127, align 4
  %2911 = add i32 %2910, 3
  %2912 = urem i32 %2911, 10
  %2913 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2912
  %2914 = load double, ptr %2913, align 8
  %2915 = call double @fmodl(double noundef %2909, double noundef %2914) #6
  %2916 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2915)
  br label %2917

2917:                                             ; preds = %2905
  %2918 = load i32, ptr %127, align 4
  %2919 = add i32 %2918, 1
  store i32 %2919, ptr %127, align 4
  br label %2897, !llvm.loop !132

2920:                                             ; preds = %2903
  %2921 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %2922

2922:                                             ; preds = %2920
  br label %2923

2923:                                             ; preds = %2922
  %2924 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.132)
  store i32 0, ptr %128, align 4
  br label %2925

2925:                                             ; preds = %2945, %2923
  %2926 = load i32, ptr %128, align 4
  %2927 = icmp ult i32 %2926, 14
  br i1 %2927, label %2928, label %2931

2928:                                             ; preds = %2925
  %2929 = call i32 @exact(ptr noundef @.str.132)
  %2930 = icmp ne i32 %2929, 0
  br label %2931

2931:                                             ; preds = %2928, %2925
  %2932 = phi i1 [ false, %2925 ], [ %2930, %2928 ]
  br i1 %2932, label %2933, label %2948

2933:                                             ; preds = %2931
  %2934 = load i32, ptr %128, align 4
  %2935 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2934
  %2936 = load double, ptr %2935, align 8
  store volatile double %2936, ptr @vd, align 8
  %2937 = load volatile double, ptr @vd, align 8
  %2938 = load i32, ptr %128, align 4
  %2939 = add i32 %2938, 3
  %2940 = urem i32 %2939, 14
  %2941 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2940
  %2942 = load double, ptr %2941, align 8
  %2943 = call double @remainder(double noundef %2937, double noundef %2942) #6
  %2944 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2943)
  br label %2945

2945:                                             ; preds = %2933
  %2946 = load i32, ptr %128, align 4
  %2947 = add i32 %2946, 1
  store i32 %2947, ptr %128, align 4
  br label %2925, !llvm.loop !133

2948:                                             ; preds = %2931
  %2949 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.132)
  store i32 0, ptr %129, align 4
  br label %2950

2950:                                             ; preds = %2971, %2948
  %2951 = load i32, ptr %129, align 4
  %2952 = icmp ult i32 %2951, 11
  br i1 %2952, label %2953, label %2956

2953:                                             ; preds = %2950
  %2954 = call i32 @exact(ptr noundef @.str.133)
  %2955 = icmp ne i32 %2954, 0
  br label %2956

2956:                                             ; preds = %2953, %2950
  %2957 = phi i1 [ false, %2950 ], [ %2955, %2953 ]
  br i1 %2957, label %2958, label %2974

2958:                                             ; preds = %2956
  %2959 = load i32, ptr %129, align 4
  %2960 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2959
  %2961 = load float, ptr %2960, align 4
  store volatile float %2961, ptr @vf, align 4
  %2962 = load volatile float, ptr @vf, align 4
  %2963 = load i32, ptr %129, align 4
  %2964 = add i32 %2963, 3
  %2965 = urem i32 %2964, 11
  %2966 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2965
  %2967 = load float, ptr %2966, align 4
  %2968 = call float @remainderf(float noundef %2962, float noundef %2967) #6
  %2969 = fpext float %2968 to double
  %2970 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2969)
  br label %2971

2971:                                             ; preds = %2958
  %2972 = load i32, ptr %129, align 4
  %2973 = add i32 %2972, 1
  store i32 %2973, ptr %129, align 4
  br label %2950, !llvm.loop !134

2974:                                             ; preds = %2956
  %2975 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.132)
  store i32 0, ptr %130, align 4
  br label %2976

2976:                                             ; preds = %2996, %2974
  %2977 = load i32, ptr %130, align 4
  %2978 = icmp ult i32 %2977, 10
  br i1 %2978, label %2979, label %2982

2979:                                             ; preds = %2976
  %2980 = call i32 @exact(ptr noundef @.str.134)
  %2981 = icmp ne i32 %2980, 0
  br label %2982

2982:                                             ; preds = %2979, %2976
  %2983 = phi i1 [ false, %2976 ], [ %2981, %2979 ]
  br i1 %2983, label %2984, label %2999

2984:                                             ; preds = %2982
  %2985 = load i32, ptr %130, align 4
  %2986 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2985
  %2987 = load double, ptr %2986, align 8
  store volatile double %2987, ptr @vl, align 8
  %2988 = load volatile double, ptr @vl, align 8
  %2989 = load i32, ptr %130, align 4
  %2990 = add i32 %2989, 3
  %2991 = urem i32 %2990, 10
  %2992 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2991
  %2993 = load double, ptr %2992, align 8
  %2994 = call double @remainderl(double noundef %2988, double noundef %2993) #6
  %2995 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %2994)
  br label %2996

2996:                                             ; preds = %2984
  %2997 = load i32, ptr %130, align 4
  %2998 = add i32 %2997, 1
  store i32 %2998, ptr %130, align 4
  br label %2976, !llvm.loop !135

2999:                                             ; preds = %2982
  %3000 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3001

3001:                                             ; preds = %2999
  br label %3002

3002:                                             ; preds = %3001
  %3003 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.135)
  store i32 0, ptr %131, align 4
  br label %3004

3004:                                             ; preds = %3024, %3002
  %3005 = load i32, ptr %131, align 4
  %3006 = icmp ult i32 %3005, 14
  br i1 %3006, label %3007, label %3010

3007:                                             ; preds = %3004
  %3008 = call i32 @exact(ptr noundef @.str.135)
  %3009 = icmp ne i32 %3008, 0
  br label %3010

3010:                                             ; preds = %3007, %3004
  %3011 = phi i1 [ false, %3004 ], [ %3009, %3007 ]
  br i1 %3011, label %3012, label %3027

3012:                                             ; preds = %3010
  %3013 = load i32, ptr %131, align 4
  %3014 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3013
  %3015 = load double, ptr %3014, align 8
  store volatile double %3015, ptr @vd, align 8
  %3016 = load volatile double, ptr @vd, align 8
  %3017 = load i32, ptr %131, align 4
  %3018 = add i32 %3017, 3
  %3019 = urem i32 %3018, 14
  %3020 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3019
  %3021 = load double, ptr %3020, align 8
  %3022 = call double @llvm.copysign.f64(double %3016, double %3021)
  %3023 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3022)
  br label %3024

3024:                                             ; preds = %3012
  %3025 = load i32, ptr %131, align 4
  %3026 = add i32 %3025, 1
  store i32 %3026, ptr %131, align 4
  br label %3004, !llvm.loop !136

3027:                                             ; preds = %3010
  %3028 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.135)
  store i32 0, ptr %132, align 4
  br label %3029

3029:                                             ; preds = %3050, %3027
  %3030 = load i32, ptr %132, align 4
  %3031 = icmp ult i32 %3030, 11
  br i1 %3031, label %3032, label %3035

3032:                                             ; preds = %3029
  %3033 = call i32 @exact(ptr noundef @.str.136)
  %3034 = icmp ne i32 %3033, 0
  br label %3035

3035:                                             ; preds = %3032, %3029
  %3036 = phi i1 [ false, %3029 ], [ %3034, %3032 ]
  br i1 %3036, label %3037, label %3053

3037:                                             ; preds = %3035
  %3038 = load i32, ptr %132, align 4
  %3039 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3038
  %3040 = load float, ptr %3039, align 4
  store volatile float %3040, ptr @vf, align 4
  %3041 = load volatile float, ptr @vf, align 4
  %3042 = load i32, ptr %132, align 4
  %3043 = add i32 %3042, 3
  %3044 = urem i32 %3043, 11
  %3045 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3044
  %3046 = load float, ptr %3045, align 4
  %3047 = call float @llvm.copysign.f32(float %3041, float %3046)
  %3048 = fpext float %3047 to double
  %3049 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3048)
  br label %3050

3050:                                             ; preds = %3037
  %3051 = load i32, ptr %132, align 4
  %3052 = add i32 %3051, 1
  store i32 %3052, ptr %132, align 4
  br label %3029, !llvm.loop !137

3053:                                             ; preds = %3035
  %3054 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.135)
  store i32 0, ptr %133, align 4
  br label %3055

3055:                                             ; preds = %3075, %3053
  %3056 = load i32, ptr %133, align 4
  %3057 = icmp ult i32 %3056, 10
  br i1 %3057, label %3058, label %3061

3058:                                             ; preds = %3055
  %3059 = call i32 @exact(ptr noundef @.str.137)
  %3060 = icmp ne i32 %3059, 0
  br label %3061

3061:                                             ; preds = %3058, %3055
  %3062 = phi i1 [ false, %3055 ], [ %3060, %3058 ]
  br i1 %3062, label %3063, label %3078

3063:                                             ; preds = %3061
  %3064 = load i32, ptr %133, align 4
  %3065 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3064
  %3066 = load double, ptr %3065, align 8
  store volatile double %3066, ptr @vl, align 8
  %3067 = load volatile double, ptr @vl, align 8
  %3068 = load i32, ptr %133, align 4
  %3069 = add i32 %3068, 3
  %3070 = urem i32 %3069, 10
  %3071 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3070
  %3072 = load double, ptr %3071, align 8
  %3073 = call double @llvm.copysign.f64(double %3067, double %3072)
  %3074 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %3073)
  br label %3075

3075:                                             ; preds = %3063
  %3076 = load i32, ptr %133, align 4
  %3077 = add i32 %3076, 1
  store i32 %3077, ptr %133, align 4
  br label %3055, !llvm.loop !138

3078:                                             ; preds = %3061
  %3079 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3080

3080:                                             ; preds = %3078
  br label %3081

3081:                                             ; preds = %3080
  %3082 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.138)
  store i32 0, ptr %134, align 4
  br label %3083

3083:                                             ; preds = %3103, %3081
  %3084 = load i32, ptr %134, align 4
  %3085 = icmp ult i32 %3084, 14
  br i1 %3085, label %3086, label %3089

3086:                                             ; preds = %3083
  %3087 = call i32 @exact(ptr noundef @.str.138)
  %3088 = icmp ne i32 %3087, 0
  br label %3089

3089:                                             ; preds = %3086, %3083
  %3090 = phi i1 [ false, %3083 ], [ %3088, %3086 ]
  br i1 %3090, label %3091, label %3106

3091:                                             ; preds = %3089
  %3092 = load i32, ptr %134, align 4
  %3093 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3092
  %3094 = load double, ptr %3093, align 8
  store volatile double %3094, ptr @vd, align 8
  %3095 = load volatile double, ptr @vd, align 8
  %3096 = load i32, ptr %134, align 4
  %3097 = add i32 %3096, 3
  %3098 = urem i32 %3097, 14
  %3099 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3098
  %3100 = load double, ptr %3099, align 8
  %3101 = call double @fdim(double noundef %3095, double noundef %3100) #6
  %3102 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3101)
  br label %3103

3103:                                             ; preds = %3091
  %3104 = load i32, ptr %134, align 4
  %3105 = add i32 %3104, 1
  store i32 %3105, ptr %134, align 4
  br label %3083, !llvm.loop !139

3106:                                             ; preds = %3089
  %3107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.138)
  store i32 0, ptr %135, align 4
  br label %3108

3108:                                             ; preds = %3129, %3106
  %3109 = load i32, ptr %135, align 4
  %3110 = icmp ult i32 %3109, 11
  br i1 %3110, label %3111, label %3114

3111:                                             ; preds = %3108
  %3112 = call i32 @exact(ptr noundef @.str.139)
  %3113 = icmp ne i32 %3112, 0
  br label %3114

3114:                                             ; preds = %3111, %3108
  %3115 = phi i1 [ false, %3108 ], [ %3113, %3111 ]
  br i1 %3115, label %3116, label %3132

3116:                                             ; preds = %3114
  %3117 = load i32, ptr %135, align 4
  %3118 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3117
  %3119 = load float, ptr %3118, align 4
  store volatile float %3119, ptr @vf, align 4
  %3120 = load volatile float, ptr @vf, align 4
  %3121 = load i32, ptr %135, align 4
  %3122 = add i32 %3121, 3
  %3123 = urem i32 %3122, 11
  %3124 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3123
  %3125 = load float, ptr %3124, align 4
  %3126 = call float @fdimf(float noundef %3120, float noundef %3125) #6
  %3127 = fpext float %3126 to double
  %3128 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3127)
  br label %3129

3129:                                             ; preds = %3116
  %3130 = load i32, ptr %135, align 4
  %3131 = add i32 %3130, 1
  store i32 %3131, ptr %135, align 4
  br label %3108, !llvm.loop !140

3132:                                             ; preds = %3114
  %3133 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.138)
  store i32 0, ptr %136, align 4
  br label %3134

3134:                                             ; preds = %3154, %3132
  %3135 = load i32, ptr %136, align 4
  %3136 = icmp ult i32 %3135, 10
  br i1 %3136, label %3137, label %3140

3137:                                             ; preds = %3134
  %3138 = call i32 @exact(ptr noundef @.str.140)
  %3139 = icmp ne i32 %3138, 0
  br label %3140

3140:                                             ; preds = %3137, %3134
  %3141 = phi i1 [ false, %3134 ], [ %3139, %3137 ]
  br i1 %3141, label %3142, label %3157

3142:                                             ; preds = %3140
  %3143 = load i32, ptr %136, align 4
  %3144 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3143
  %3145 = load double, ptr %3144, align 8
  store volatile double %3145, ptr @vl, align 8
  %3146 = load volatile double, ptr @vl, align 8
  %3147 = load i32, ptr %136, align 4
  %3148 = add i32 %3147, 3
  %3149 = urem i32 %3148, 10
  %3150 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3149
  %3151 = load double, ptr %3150, align 8
  %3152 = call double @fdiml(double noundef %3146, double noundef %3151) #6
  %3153 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %3152)
  br label %3154

3154:                                             ; preds = %3142
  %3155 = load i32, ptr %136, align 4
  %3156 = add i32 %3155, 1
  store i32 %3156, ptr %136, align 4
  br label %3134, !llvm.loop !141

3157:                                             ; preds = %3140
  %3158 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3159

3159:                                             ; preds = %3157
  br label %3160

3160:                                             ; preds = %3159
  %3161 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.141)
  store i32 0, ptr %137, align 4
  br label %3162

3162:                                             ; preds = %3182, %3160
  %3163 = load i32, ptr %137, align 4
  %3164 = icmp ult i32 %3163, 14
  br i1 %3164, label %3165, label %3168

3165:                                             ; preds = %3162
  %3166 = call i32 @exact(ptr noundef @.str.141)
  %3167 = icmp ne i32 %3166, 0
  br label %3168

3168:                                             ; preds = %3165, %3162
  %3169 = phi i1 [ false, %3162 ], [ %3167, %3165 ]
  br i1 %3169, label %3170, label %3185

3170:                                             ; preds = %3168
  %3171 = load i32, ptr %137, align 4
  %3172 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3171
  %3173 = load double, ptr %3172, align 8
  store volatile double %3173, ptr @vd, align 8
  %3174 = load volatile double, ptr @vd, align 8
  %3175 = load i32, ptr %137, align 4
  %3176 = add i32 %3175, 3
  %3177 = urem i32 %3176, 14
  %3178 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3177
  %3179 = load double, ptr %3178, align 8
  %3180 = call double @llvm.maxnum.f64(double %3174, double %3179)
  %3181 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3180)
  br label %3182

3182:                                             ; preds = %3170
  %3183 = load i32, ptr %137, align 4
  %3184 = add i32 %3183, 1
  store i32 %3184, ptr %137, align 4
  br label %3162, !llvm.loop !142

3185:                                             ; preds = %3168
  %3186 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.141)
  store i32 0, ptr %138, align 4
  br label %3187

3187:                                             ; preds = %3208, %3185
  %3188 = load i32, ptr %138, align 4
  %3189 = icmp ult i32 %3188, 11
  br i1 %3189, label %3190, label %3193

3190:                                             ; preds = %3187
  %3191 = call i32 @exact(ptr noundef @.str.142)
  %3192 = icmp ne i32 %3191, 0
  br label %3193

3193:                                             ; preds = %3190, %3187
  %3194 = phi i1 [ false, %3187 ], [ %3192, %3190 ]
  br i1 %3194, label %3195, label %3211

3195:                                             ; preds = %3193
  %3196 = load i32, ptr %138, align 4
  %3197 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3196
  %3198 = load float, ptr %3197, align 4
  store volatile float %3198, ptr @vf, align 4
  %3199 = load volatile float, ptr @vf, align 4
  %3200 = load i32, ptr %138, align 4
  %3201 = add i32 %3200, 3
  %3202 = urem i32 %3201, 11
  %3203 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3202
  %3204 = load float, ptr %3203, align 4
  %3205 = call float @llvm.maxnum.f32(float %3199, float %3204)
  %3206 = fpext float %3205 to double
  %3207 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3206)
  br label %3208

3208:                                             ; preds = %3195
  %3209 = load i32, ptr %138, align 4
  %3210 = add i32 %3209, 1
  store i32 %3210, ptr %138, align 4
  br label %3187, !llvm.loop !143

3211:                                             ; preds = %3193
  %3212 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.141)
  store i32 0, ptr %139, align 4
  br label %3213

3213:                                             ; preds = %3233, %3211
  %3214 = load i32, ptr %139, align 4
  %3215 = icmp ult i32 %3214, 10
  br i1 %3215, label %3216, label %3219

3216:                                             ; preds = %3213
  %3217 = call i32 @exact(ptr noundef @.str.143)
  %3218 = icmp ne i32 %3217, 0
  br label %3219

3219:                                             ; preds = %3216, %3213
  %3220 = phi i1 [ false, %3213 ], [ %3218, %3216 ]
  br i1 %3220, label %3221, label %3236

3221:                                             ; preds = %3219
  %3222 = load i32, ptr %139, align 4
  %3223 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3222
  %3224 = load double, ptr %3223, align 8
  store volatile double %3224, ptr @vl, align 8
  %3225 = load volatile double, ptr @vl, align 8
  %3226 = load i32, ptr %139, align 4
  %3227 = add i32 %3226, 3
  %3228 = urem i32 %3227, 10
  %3229 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3228
  %3230 = load double, ptr %3229, align 8
  %3231 = call double @llvm.maxnum.f64(double %3225, double %3230)
  %3232 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %3231)
  br label %3233

3233:                                             ; preds = %3221
  %3234 = load i32, ptr %139, align 4
  %3235 = add i32 %3234, 1
  store i32 %3235, ptr %139, align 4
  br label %3213, !llvm.loop !144

3236:                                             ; preds = %3219
  %3237 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3238

3238:                                             ; preds = %3236
  br label %3239

3239:                                             ; preds = %3238
  %3240 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.144)
  store i32 0, ptr %140, align 4
  br label %3241

3241:                                             ; preds = %3261, %3239
  %3242 = load i32, ptr %140, align 4
  %3243 = icmp ult i32 %3242, 14
  br i1 %3243, label %3244, label %3247

3244:                                             ; preds = %3241
  %3245 = call i32 @exact(ptr noundef @.str.144)
  %3246 = icmp ne i32 %3245, 0
  br label %3247

3247:                                             ; preds = %3244, %3241
  %3248 = phi i1 [ false, %3241 ], [ %3246, %3244 ]
  br i1 %3248, label %3249, label %3264

3249:                                             ; preds = %3247
  %3250 = load i32, ptr %140, align 4
  %3251 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3250
  %3252 = load double, ptr %3251, align 8
  store volatile double %3252, ptr @vd, align 8
  %3253 = load volatile double, ptr @vd, align 8
  %3254 = load i32, ptr %140, align 4
  %3255 = add i32 %3254, 3
  %3256 = urem i32 %3255, 14
  %3257 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3256
  %3258 = load double, ptr %3257, align 8
  %3259 = call double @llvm.minnum.f64(double %3253, double %3258)
  %3260 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3259)
  br label %3261

3261:                                             ; preds = %3249
  %3262 = load i32, ptr %140, align 4
  %3263 = add i32 %3262, 1
  store i32 %3263, ptr %140, align 4
  br label %3241, !llvm.loop !145

3264:                                             ; preds = %3247
  %3265 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.144)
  store i32 0, ptr %141, align 4
  br label %3266

3266:                                             ; preds = %3287, %3264
  %3267 = load i32, ptr %141, align 4
  %3268 = icmp ult i32 %3267, 11
  br i1 %3268, label %3269, label %3272

3269:                                             ; preds = %3266
  %3270 = call i32 @exact(ptr noundef @.str.145)
  %3271 = icmp ne i32 %3270, 0
  br label %3272

3272:                                             ; preds = %3269, %3266
  %3273 = phi i1 [ false, %3266 ], [ %3271, %3269 ]
  br i1 %3273, label %3274, label %3290

3274:                                             ; preds = %3272
  %3275 = load i32, ptr %141, align 4
  %3276 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3275
  %3277 = load float, ptr %3276, align 4
  store volatile float %3277, ptr @vf, align 4
  %3278 = load volatile float, ptr @vf, align 4
  %3279 = load i32, ptr %141, align 4
  %3280 = add i32 %3279, 3
  %3281 = urem i32 %3280, 11
  %3282 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3281
  %3283 = load float, ptr %3282, align 4
  %3284 = call float @llvm.minnum.f32(float %3278, float %3283)
  %3285 = fpext float %3284 to double
  %3286 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3285)
  br label %3287

3287:                                             ; preds = %3274
  %3288 = load i32, ptr %141, align 4
  %3289 = add i32 %3288, 1
  store i32 %3289, ptr %141, align 4
  br label %3266, !llvm.loop !146

3290:                                             ; preds = %3272
  %3291 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.144)
  store i32 0, ptr %142, align 4
  br label %3292

3292:                                             ; preds = %3312, %3290
  %3293 = load i32, ptr %142, align 4
  %3294 = icmp ult i32 %3293, 10
  br i1 %3294, label %3295, label %3298

3295:                                             ; preds = %3292
  %3296 = call i32 @exact(ptr noundef @.str.146)
  %3297 = icmp ne i32 %3296, 0
  br label %3298

3298:                                             ; preds = %3295, %3292
  %3299 = phi i1 [ false, %3292 ], [ %3297, %3295 ]
  br i1 %3299, label %3300, label %3315

3300:                                             ; preds = %3298
  %3301 = load i32, ptr %142, align 4
  %3302 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3301
  %3303 = load double, ptr %3302, align 8
  store volatile double %3303, ptr @vl, align 8
  %3304 = load volatile double, ptr @vl, align 8
  %3305 = load i32, ptr %142, align 4
  %3306 = add i32 %3305, 3
  %3307 = urem i32 %3306, 10
  %3308 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3307
  %3309 = load double, ptr %3308, align 8
  %3310 = call double @llvm.minnum.f64(double %3304, double %3309)
  %3311 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %3310)
  br label %3312

3312:                                             ; preds = %3300
  %3313 = load i32, ptr %142, align 4
  %3314 = add i32 %3313, 1
  store i32 %3314, ptr %142, align 4
  br label %3292, !llvm.loop !147

3315:                                             ; preds = %3298
  %3316 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3317

3317:                                             ; preds = %3315
  br label %3318

3318:                                             ; preds = %3317
  %3319 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.147)
  store i32 0, ptr %143, align 4
  br label %3320

3320:                                             ; preds = %3340, %3318
  %3321 = load i32, ptr %143, align 4
  %3322 = icmp ult i32 %3321, 14
  br i1 %3322, label %3323, label %3326

3323:                                             ; preds = %3320
  %3324 = call i32 @exact(ptr noundef @.str.147)
  %3325 = icmp ne i32 %3324, 0
  br label %3326

3326:                                             ; preds = %3323, %3320
  %3327 = phi i1 [ false, %3320 ], [ %3325, %3323 ]
  br i1 %3327, label %3328, label %3343

3328:                                             ; preds = %3326
  %3329 = load i32, ptr %143, align 4
  %3330 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3329
  %3331 = load double, ptr %3330, align 8
  store volatile double %3331, ptr @vd, align 8
  %3332 = load volatile double, ptr @vd, align 8
  %3333 = load i32, ptr %143, align 4
  %3334 = add i32 %3333, 3
  %3335 = urem i32 %3334, 14
  %3336 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3335
  %3337 = load double, ptr %3336, align 8
  %3338 = call double @nextafter(double noundef %3332, double noundef %3337) #6
  %3339 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3338)
  br label %3340

3340:                                             ; preds = %3328
  %3341 = load i32, ptr %143, align 4
  %3342 = add i32 %3341, 1
  store i32 %3342, ptr %143, align 4
  br label %3320, !llvm.loop !148

3343:                                             ; preds = %3326
  %3344 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.147)
  store i32 0, ptr %144, align 4
  br label %3345

3345:                                             ; preds = %3366, %3343
  %3346 = load i32, ptr %144, align 4
  %3347 = icmp ult i32 %3346, 11
  br i1 %3347, label %3348, label %3351

3348:                                             ; preds = %3345
  %3349 = call i32 @exact(ptr noundef @.str.148)
  %3350 = icmp ne i32 %3349, 0
  br label %3351

3351:                                             ; preds = %3348, %3345
  %3352 = phi i1 [ false, %3345 ], [ %3350, %3348 ]
  br i1 %3352, label %3353, label %3369

3353:                                             ; preds = %3351
  %3354 = load i32, ptr %144, align 4
  %3355 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3354
  %3356 = load float, ptr %3355, align 4
  store volatile float %3356, ptr @vf, align 4
  %3357 = load volatile float, ptr @vf, align 4
  %3358 = load i32, ptr %144, align 4
  %3359 = add i32 %3358, 3
  %3360 = urem i32 %3359, 11
  %3361 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3360
  %3362 = load float, ptr %3361, align 4
  %3363 = call float @nextafterf(float noundef %3357, float noundef %3362) #6
  %3364 = fpext float %3363 to double
  %3365 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %3364)
  br label %3366

3366:                                             ; preds = %3353
  %3367 = load i32, ptr %144, align 4
  %3368 = add i32 %3367, 1
  store i32 %3368, ptr %144, align 4
  br label %3345, !llvm.loop !149

3369:                                             ; preds = %3351
  %3370 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.147)
  store i32 0, ptr %145, align 4
  br label %3371

3371:                                             ; preds = %3391, %3369
  %3372 = load i32, ptr %145, align 4
  %3373 = icmp ult i32 %3372, 10
  br i1 %3373, label %3374, label %3377

3374:                                             ; preds = %3371
  %3375 = call i32 @exact(ptr noundef @.str.149)
  %3376 = icmp ne i32 %3375, 0
  br label %3377

3377:                                             ; preds = %3374, %3371
  %3378 = phi i1 [ false, %3371 ], [ %3376, %3374 ]
  br i1 %3378, label %3379, label %3394

3379:                                             ; preds = %3377
  %3380 = load i32, ptr %145, align 4
  %3381 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3380
  %3382 = load double, ptr %3381, align 8
  store volatile double %3382, ptr @vl, align 8
  %3383 = load volatile double, ptr @vl, align 8
  %3384 = load i32, ptr %145, align 4
  %3385 = add i32 %3384, 3
  %3386 = urem i32 %3385, 10
  %3387 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3386
  %3388 = load double, ptr %3387, align 8
  %3389 = call double @nextafterl(double noundef %3383, double noundef %3388) #6
  %3390 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %3389)
  br label %3391

3391:                                             ; preds = %3379
  %3392 = load i32, ptr %145, align 4
  %3393 = add i32 %3392, 1
  store i32 %3393, ptr %145, align 4
  br label %3371, !llvm.loop !150

3394:                                             ; preds = %3377
  %3395 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %3396

3396:                                             ; preds = %3394
  store volatile double 1.000000e-01, ptr @vd, align 8
  %3397 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %3398 = call i32 (ptr, ...) @printf(ptr noundef @.str.150, double noundef %3397)
  %3399 = call i32 @exact(ptr noundef @.str.151)
  %3400 = icmp ne i32 %3399, 0
  br i1 %3400, label %3401, label %3405

3401:                                             ; preds = %3396
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4
  %3402 = call float @llvm.fma.f32(float 0x3FB99999A0000000, float 1.000000e+01, float -1.000000e+00)
  %3403 = fpext float %3402 to double
  %3404 = call i32 (ptr, ...) @printf(ptr noundef @.str.152, double noundef %3403)
  br label %3405

3405:                                             ; preds = %3401, %3396
  %3406 = call i32 @exact(ptr noundef @.str.153)
  %3407 = icmp ne i32 %3406, 0
  br i1 %3407, label %3408, label %3411

3408:                                             ; preds = %3405
  store volatile double 1.000000e-01, ptr @vl, align 8
  %3409 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %3410 = call i32 (ptr, ...) @printf(ptr noundef @.str.154, double noundef %3409)
  br label %3411

3411:                                             ; preds = %3408, %3405
  store i32 0, ptr %146, align 4
  br label %3412

3412:                                             ; preds = %3519, %3411
  %3413 = load i32, ptr %146, align 4
  %3414 = icmp ult i32 %3413, 14
  br i1 %3414, label %3415, label %3522

3415:                                             ; preds = %3412
  store i32 0, ptr %147, align 4
  store i32 0, ptr %148, align 4
  store i32 0, ptr %149, align 4
  store double 0.000000e+00, ptr %150, align 8
  store double 0.000000e+00, ptr %151, align 8
  store double 0.000000e+00, ptr %152, align 8
  %3416 = load i32, ptr %146, align 4
  %3417 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %3416
  %3418 = load double, ptr %3417, align 8
  store volatile double %3418, ptr @vd, align 8
  %3419 = load volatile double, ptr @vd, align 8
  %3420 = call double @frexp(double noundef %3419, ptr noundef %147) #6
  store double %3420, ptr %153, align 8
  %3421 = load volatile double, ptr @vd, align 8
  %3422 = call double @modf(double noundef %3421, ptr noundef %150) #6
  store double %3422, ptr %154, align 8
  %3423 = load volatile double, ptr @vd, align 8
  %3424 = call double @remquo(double noundef %3423, double noundef 0x3FE6666666666666, ptr noundef %148) #6
  store double %3424, ptr %155, align 8
  %3425 = load volatile double, ptr @vd, align 8
  call void @sincos(double noundef %3425, ptr noundef %151, ptr noundef %152) #6
  %3426 = load i32, ptr %146, align 4
  %3427 = load double, ptr %153, align 8
  %3428 = load i32, ptr %147, align 4
  %3429 = load double, ptr %154, align 8
  %3430 = load double, ptr %150, align 8
  %3431 = load double, ptr %151, align 8
  %3432 = load double, ptr %152, align 8
  %3433 = call i32 (ptr, ...) @printf(ptr noundef @.str.155, i32 noundef %3426, double noundef %3427, i32 noundef %3428, double noundef %3429, double noundef %3430, double noundef %3431, double noundef %3432)
  %3434 = call i32 @exact(ptr noundef @.str.156)
  %3435 = icmp ne i32 %3434, 0
  br i1 %3435, label %3436, label %3440

3436:                                             ; preds = %3415
  %3437 = load double, ptr %155, align 8
  %3438 = load i32, ptr %148, align 4
  %3439 = call i32 (ptr, ...) @printf(ptr noundef @.str.157, double noundef %3437, i32 noundef %3438)
  br label %3440

3440:                                             ; preds = %3436, %3415
  %3441 = load volatile double, ptr @vd, align 8
  %3442 = call double @lgamma_r(double noundef %3441, ptr noundef %149) #6
  store double %3442, ptr %156, align 8
  %3443 = call i32 @exact(ptr noundef @.str.158)
  %3444 = icmp ne i32 %3443, 0
  br i1 %3444, label %3445, label %3449

3445:                                             ; preds = %3440
  %3446 = load double, ptr %156, align 8
  %3447 = load i32, ptr %149, align 4
  %3448 = call i32 (ptr, ...) @printf(ptr noundef @.str.159, double noundef %3446, i32 noundef %3447)
  br label %3449

3449:                                             ; preds = %3445, %3440
  %3450 = load volatile double, ptr @vd, align 8
  %3451 = call double @ldexp(double noundef %3450, i32 noundef 5) #6
  %3452 = load volatile double, ptr @vd, align 8
  %3453 = call double @scalbn(double noundef %3452, i32 noundef -3) #6
  %3454 = load volatile double, ptr @vd, align 8
  %3455 = call double @scalbln(double noundef %3454, i32 noundef 7) #6
  %3456 = load volatile double, ptr @vd, align 8
  %3457 = fcmp oeq double %3456, 0.000000e+00
  br i1 %3457, label %3458, label %3459

3458:                                             ; preds = %3449
  br label %3462

3459:                                             ; preds = %3449
  %3460 = load volatile double, ptr @vd, align 8
  %3461 = call i32 @ilogb(double noundef %3460) #6
  br label %3462

3462:                                             ; preds = %3459, %3458
  %3463 = phi i32 [ 0, %3458 ], [ %3461, %3459 ]
  %3464 = load volatile double, ptr @vd, align 8
  %3465 = call double @llvm.fabs.f64(double %3464)
  %3466 = fcmp olt double %3465, 1.000000e+15
  br i1 %3466, label %3467, label %3470

3467:                                             ; preds = %3462
  %3468 = load volatile double, ptr @vd, align 8
  %3469 = call i32 @lrint(double noundef %3468) #6
  br label %3471

3470:                                             ; preds = %3462
  br label %3471

3471:                                             ; preds = %3470, %3467
  %3472 = phi i32 [ %3469, %3467 ], [ 0, %3470 ]
  %3473 = load volatile double, ptr @vd, align 8
  %3474 = call double @llvm.fabs.f64(double %3473)
  %3475 = fcmp olt double %3474, 1.000000e+15
  br i1 %3475, label %3476, label %3479

3476:                                             ; preds = %3471
  %3477 = load volatile double, ptr @vd, align 8
  %3478 = call i32 @lround(double noundef %3477) #6
  br label %3480

3479:                                             ; preds = %3471
  br label %3480

3480:                                             ; preds = %3479, %3476
  %3481 = phi i32 [ %3478, %3476 ], [ 0, %3479 ]
  %3482 = load volatile double, ptr @vd, align 8
  %3483 = call double @llvm.fabs.f64(double %3482)
  %3484 = fcmp olt double %3483, 1.000000e+15
  br i1 %3484, label %3485, label %3488

3485:                                             ; preds = %3480
  %3486 = load volatile double, ptr @vd, align 8
  %3487 = call i64 @llrint(double noundef %3486) #6
  br label %3489

3488:                                             ; preds = %3480
  br label %3489

3489:                                             ; preds = %3488, %3485
  %3490 = phi i64 [ %3487, %3485 ], [ 0, %3488 ]
  %3491 = load volatile double, ptr @vd, align 8
  %3492 = call double @llvm.fabs.f64(double %3491)
  %3493 = fcmp olt double %3492, 1.000000e+15
  br i1 %3493, label %3494, label %3497

3494:                                             ; preds = %3489
  %3495 = load volatile double, ptr @vd, align 8
  %3496 = call i64 @llround(double noundef %3495) #6
  br label %3498

3497:                                             ; preds = %3489
  br label %3498

3498:                                             ; preds = %3497, %3494
  %3499 = phi i64 [ %3496, %3494 ], [ 0, %3497 ]
  %3500 = call i32 (ptr, ...) @printf(ptr noundef @.str.160, double noundef %3451, double noundef %3453, double noundef %3455, i32 noundef %3463, i32 noundef %3472, i32 noundef %3481, i64 noundef %3490, i64 noundef %3499)
  %3501 = call i32 @exact(ptr noundef @.str.161)
  %3502 = icmp ne i32 %3501, 0
  br i1 %3502, label %3503, label %3515

3503:                                             ; preds = %3498
  %3504 = load volatile double, ptr @vd, align 8
  %3505 = call double @jn(i32 noundef 3, double noundef %3504) #6
  %3506 = load volatile double, ptr @vd, align 8
  %3507 = fcmp ogt double %3506, 0.000000e+00
  br i1 %3507, label %3508, label %3511

3508:                                             ; preds = %3503
  %3509 = load volatile double, ptr @vd, align 8
  %3510 = call double @yn(i32 noundef 2, double noundef %3509) #6
  br label %3512

3511:                                             ; preds = %3503
  br label %3512

3512:                                             ; preds = %3511, %3508
  %3513 = phi double [ %3510, %3508 ], [ 0.000000e+00, %3511 ]
  %3514 = call i32 (ptr, ...) @printf(ptr noundef @.str.162, double noundef %3505, double noundef %3513)
  br label %3515

3515:                                             ; preds = %3512, %3498
  %3516 = load volatile double, ptr @vd, align 8
  %3517 = call double @nexttoward(double noundef %3516, double noundef 1.000000e+00) #6
  %3518 = call i32 (ptr, ...) @printf(ptr noundef @.str.163, double noundef %3517)
  br label %3519

3519:                                             ; preds = %3515
  %3520 = load i32, ptr %146, align 4
  %3521 = add i32 %3520, 1
  store i32 %3521, ptr %146, align 4
  br label %3412, !llvm.loop !151

3522:                                             ; preds = %3412
  store i32 0, ptr %157, align 4
  br label %3523

3523:                                             ; preds = %3561, %3522
  %3524 = load i32, ptr %157, align 4
  %3525 = icmp ult i32 %3524, 11
  br i1 %3525, label %3526, label %3564

3526:                                             ; preds = %3523
  store i32 0, ptr %158, align 4
  store i32 0, ptr %159, align 4
  store float 0.000000e+00, ptr %160, align 4
  store float 0.000000e+00, ptr %161, align 4
  store float 0.000000e+00, ptr %162, align 4
  %3527 = load i32, ptr %157, align 4
  %3528 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %3527
  %3529 = load float, ptr %3528, align 4
  store volatile float %3529, ptr @vf, align 4
  %3530 = load volatile float, ptr @vf, align 4
  %3531 = call float @frexpf(float noundef %3530, ptr noundef %158) #6
  store float %3531, ptr %163, align 4
  %3532 = load volatile float, ptr @vf, align 4
  %3533 = call float @modff(float noundef %3532, ptr noundef %160) #6
  store float %3533, ptr %164, align 4
  %3534 = load volatile float, ptr @vf, align 4
  %3535 = call float @remquof(float noundef %3534, float noundef 0x3FE6666660000000, ptr noundef %159) #6
  store float %3535, ptr %165, align 4
  %3536 = load volatile float, ptr @vf, align 4
  call void @sincosf(float noundef %3536, ptr noundef %161, ptr noundef %162) #6
  %3537 = load i32, ptr %157, align 4
  %3538 = load float, ptr %163, align 4
  %3539 = fpext float %3538 to double
  %3540 = load i32, ptr %158, align 4
  %3541 = load float, ptr %164, align 4
  %3542 = fpext float %3541 to double
  %3543 = load float, ptr %160, align 4
  %3544 = fpext float %3543 to double
  %3545 = load float, ptr %165, align 4
  %3546 = fpext float %3545 to double
  %3547 = load i32, ptr %159, align 4
  %3548 = load volatile float, ptr @vf, align 4
  %3549 = call float @ldexpf(float noundef %3548, i32 noundef 4) #6
  %3550 = fpext float %3549 to double
  %3551 = call i32 (ptr, ...) @printf(ptr noundef @.str.164, i32 noundef %3537, double noundef %3539, i32 noundef %3540, double noundef %3542, double noundef %3544, double noundef %3546, i32 noundef %3547, double noundef %3550)
  %3552 = call i32 @exact(ptr noundef @.str.165)
  %3553 = icmp ne i32 %3552, 0
  br i1 %3553, label %3554, label %3560

3554:                                             ; preds = %3526
  %3555 = load float, ptr %161, align 4
  %3556 = fpext float %3555 to double
  %3557 = load float, ptr %162, align 4
  %3558 = fpext float %3557 to double
  %3559 = call i32 (ptr, ...) @printf(ptr noundef @.str.166, double noundef %3556, double noundef %3558)
  br label %3560

3560:                                             ; preds = %3554, %3526
  br label %3561

3561:                                             ; preds = %3560
  %3562 = load i32, ptr %157, align 4
  %3563 = add i32 %3562, 1
  store i32 %3563, ptr %157, align 4
  br label %3523, !llvm.loop !152

3564:                                             ; preds = %3523
  store i32 0, ptr %166, align 4
  br label %3565

3565:                                             ; preds = %3589, %3564
  %3566 = load i32, ptr %166, align 4
  %3567 = icmp ult i32 %3566, 10
  br i1 %3567, label %3568, label %3592

3568:                                             ; preds = %3565
  store i32 0, ptr %167, align 4
  store i32 0, ptr %168, align 4
  store double 0.000000e+00, ptr %169, align 8
  store double 0.000000e+00, ptr %170, align 8
  store double 0.000000e+00, ptr %171, align 8
  %3569 = load i32, ptr %166, align 4
  %3570 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %3569
  %3571 = load double, ptr %3570, align 8
  store volatile double %3571, ptr @vl, align 8
  %3572 = load volatile double, ptr @vl, align 8
  %3573 = call double @frexpl(double noundef %3572, ptr noundef %167) #6
  store double %3573, ptr %172, align 8
  %3574 = load volatile double, ptr @vl, align 8
  %3575 = call double @modfl(double noundef %3574, ptr noundef %169) #6
  store double %3575, ptr %173, align 8
  %3576 = load volatile double, ptr @vl, align 8
  %3577 = call double @remquol(double noundef %3576, double noundef 0x3FE6666666666666, ptr noundef %168) #6
  store double %3577, ptr %174, align 8
  %3578 = load volatile double, ptr @vl, align 8
  call void @sincosl(double noundef %3578, ptr noundef %170, ptr noundef %171) #6
  %3579 = load i32, ptr %166, align 4
  %3580 = load double, ptr %172, align 8
  %3581 = load i32, ptr %167, align 4
  %3582 = load double, ptr %173, align 8
  %3583 = load double, ptr %169, align 8
  %3584 = load double, ptr %174, align 8
  %3585 = load i32, ptr %168, align 4
  %3586 = load double, ptr %170, align 8
  %3587 = load double, ptr %171, align 8
  %3588 = call i32 (ptr, ...) @printf(ptr noundef @.str.167, i32 noundef %3579, double noundef %3580, i32 noundef %3581, double noundef %3582, double noundef %3583, double noundef %3584, i32 noundef %3585, double noundef %3586, double noundef %3587)
  br label %3589

3589:                                             ; preds = %3568
  %3590 = load i32, ptr %166, align 4
  %3591 = add i32 %3590, 1
  store i32 %3591, ptr %166, align 4
  br label %3565, !llvm.loop !153

3592:                                             ; preds = %3565
  %3593 = call double @nan(ptr noundef @.str.169) #8
  %3594 = call i1 @llvm.is.fpclass.f64(double %3593, i32 3)
  %3595 = zext i1 %3594 to i32
  %3596 = call float @nanf(ptr noundef @.str.170) #8
  %3597 = call i1 @llvm.is.fpclass.f32(float %3596, i32 3)
  %3598 = zext i1 %3597 to i32
  %3599 = call double @nanl(ptr noundef @.str.169) #8
  %3600 = call i1 @llvm.is.fpclass.f64(double %3599, i32 3)
  %3601 = zext i1 %3600 to i32
  %3602 = call i32 (ptr, ...) @printf(ptr noundef @.str.168, i32 noundef %3595, i32 noundef %3598, i32 noundef %3601)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8
  %3603 = load volatile double, ptr @vd, align 8
  %3604 = call double @exp(double noundef %3603) #6
  %3605 = load volatile double, ptr @vd, align 8
  %3606 = fneg double %3605
  %3607 = call double @exp(double noundef %3606) #6
  %3608 = load volatile double, ptr @vd, align 8
  %3609 = call double @atan(double noundef %3608) #6
  %3610 = load volatile double, ptr @vd, align 8
  %3611 = fneg double %3610
  %3612 = call double @tanh(double noundef %3611) #6
  %3613 = call i32 (ptr, ...) @printf(ptr noundef @.str.171, double noundef %3604, double noundef %3607, double noundef %3609, double noundef %3612)
  store volatile double -1.000000e+00, ptr @vd, align 8
  %3614 = load volatile double, ptr @vd, align 8
  %3615 = call double @sqrt(double noundef %3614) #6
  %3616 = call i1 @llvm.is.fpclass.f64(double %3615, i32 3)
  %3617 = zext i1 %3616 to i32
  %3618 = load volatile double, ptr @vd, align 8
  %3619 = call double @log(double noundef %3618) #6
  %3620 = call i1 @llvm.is.fpclass.f64(double %3619, i32 3)
  %3621 = zext i1 %3620 to i32
  %3622 = load volatile double, ptr @vd, align 8
  %3623 = fadd double %3622, 1.000000e+00
  %3624 = call double @log(double noundef %3623) #6
  %3625 = call double @llvm.fabs.f64(double %3624) #9
  %3626 = fcmp oeq double %3625, 0x7FF0000000000000
  %3627 = bitcast double %3624 to i64
  %3628 = icmp slt i64 %3627, 0
  %3629 = select i1 %3628, i32 -1, i32 1
  %3630 = select i1 %3626, i32 %3629, i32 0
  %3631 = call i32 (ptr, ...) @printf(ptr noundef @.str.172, i32 noundef %3617, i32 noundef %3621, i32 noundef %3630)
  %3632 = call i32 @fegetround() #8
  %3633 = call i32 (ptr, ...) @printf(ptr noundef @.str.173, i32 noundef %3632)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @exact(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca [32 x i8], align 1
  store ptr %0, ptr %2, align 4
  %4 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %2, align 4
  %6 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %4, i32 noundef 32, ptr noundef @.str.174, ptr noundef %5) #6
  %7 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
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
declare double @sqrtl(double noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare float @cbrtf(float noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrtl(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare float @expf(float noundef) #2

; Function Attrs: nounwind
declare double @expl(double noundef) #2

; Function Attrs: nounwind
declare double @exp2(double noundef) #2

; Function Attrs: nounwind
declare float @exp2f(float noundef) #2

; Function Attrs: nounwind
declare double @exp2l(double noundef) #2

; Function Attrs: nounwind
declare double @exp10(double noundef) #2

; Function Attrs: nounwind
declare float @exp10f(float noundef) #2

; Function Attrs: nounwind
declare double @exp10l(double noundef) #2

; Function Attrs: nounwind
declare double @expm1(double noundef) #2

; Function Attrs: nounwind
declare float @expm1f(float noundef) #2

; Function Attrs: nounwind
declare double @expm1l(double noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nounwind
declare float @logf(float noundef) #2

; Function Attrs: nounwind
declare double @logl(double noundef) #2

; Function Attrs: nounwind
declare double @log2(double noundef) #2

; Function Attrs: nounwind
declare float @log2f(float noundef) #2

; Function Attrs: nounwind
declare double @log2l(double noundef) #2

; Function Attrs: nounwind
declare double @log10(double noundef) #2

; Function Attrs: nounwind
declare float @log10f(float noundef) #2

; Function Attrs: nounwind
declare double @log10l(double noundef) #2

; Function Attrs: nounwind
declare double @log1p(double noundef) #2

; Function Attrs: nounwind
declare float @log1pf(float noundef) #2

; Function Attrs: nounwind
declare double @log1pl(double noundef) #2

; Function Attrs: nounwind
declare double @logb(double noundef) #2

; Function Attrs: nounwind
declare float @logbf(float noundef) #2

; Function Attrs: nounwind
declare double @logbl(double noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare float @sinf(float noundef) #2

; Function Attrs: nounwind
declare double @sinl(double noundef) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nounwind
declare float @cosf(float noundef) #2

; Function Attrs: nounwind
declare double @cosl(double noundef) #2

; Function Attrs: nounwind
declare double @tan(double noundef) #2

; Function Attrs: nounwind
declare float @tanf(float noundef) #2

; Function Attrs: nounwind
declare double @tanl(double noundef) #2

; Function Attrs: nounwind
declare double @asin(double noundef) #2

; Function Attrs: nounwind
declare float @asinf(float noundef) #2

; Function Attrs: nounwind
declare double @asinl(double noundef) #2

; Function Attrs: nounwind
declare double @acos(double noundef) #2

; Function Attrs: nounwind
declare float @acosf(float noundef) #2

; Function Attrs: nounwind
declare double @acosl(double noundef) #2

; Function Attrs: nounwind
declare double @atan(double noundef) #2

; Function Attrs: nounwind
declare float @atanf(float noundef) #2

; Function Attrs: nounwind
declare double @atanl(double noundef) #2

; Function Attrs: nounwind
declare double @sinh(double noundef) #2

; Function Attrs: nounwind
declare float @sinhf(float noundef) #2

; Function Attrs: nounwind
declare double @sinhl(double noundef) #2

; Function Attrs: nounwind
declare double @cosh(double noundef) #2

; Function Attrs: nounwind
declare float @coshf(float noundef) #2

; Function Attrs: nounwind
declare double @coshl(double noundef) #2

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

; Function Attrs: nounwind
declare float @tanhf(float noundef) #2

; Function Attrs: nounwind
declare double @tanhl(double noundef) #2

; Function Attrs: nounwind
declare double @asinh(double noundef) #2

; Function Attrs: nounwind
declare float @asinhf(float noundef) #2

; Function Attrs: nounwind
declare double @asinhl(double noundef) #2

; Function Attrs: nounwind
declare double @acosh(double noundef) #2

; Function Attrs: nounwind
declare float @acoshf(float noundef) #2

; Function Attrs: nounwind
declare double @acoshl(double noundef) #2

; Function Attrs: nounwind
declare double @atanh(double noundef) #2

; Function Attrs: nounwind
declare float @atanhf(float noundef) #2

; Function Attrs: nounwind
declare double @atanhl(double noundef) #2

; Function Attrs: nounwind
declare double @erf(double noundef) #2

; Function Attrs: nounwind
declare float @erff(float noundef) #2

; Function Attrs: nounwind
declare double @erfl(double noundef) #2

; Function Attrs: nounwind
declare double @erfc(double noundef) #2

; Function Attrs: nounwind
declare float @erfcf(float noundef) #2

; Function Attrs: nounwind
declare double @erfcl(double noundef) #2

; Function Attrs: nounwind
declare double @lgamma(double noundef) #2

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #2

; Function Attrs: nounwind
declare double @lgammal(double noundef) #2

; Function Attrs: nounwind
declare double @tgamma(double noundef) #2

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #2

; Function Attrs: nounwind
declare double @tgammal(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #4

; Function Attrs: nounwind
declare double @j0(double noundef) #2

; Function Attrs: nounwind
declare float @j0f(float noundef) #2

; Function Attrs: nounwind
declare double @j0l(double noundef) #2

; Function Attrs: nounwind
declare double @j1(double noundef) #2

; Function Attrs: nounwind
declare float @j1f(float noundef) #2

; Function Attrs: nounwind
declare double @j1l(double noundef) #2

; Function Attrs: nounwind
declare double @y0(double noundef) #2

; Function Attrs: nounwind
declare float @y0f(float noundef) #2

; Function Attrs: nounwind
declare double @y0l(double noundef) #2

; Function Attrs: nounwind
declare double @y1(double noundef) #2

; Function Attrs: nounwind
declare float @y1f(float noundef) #2

; Function Attrs: nounwind
declare double @y1l(double noundef) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @powl(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @atan2f(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @atan2l(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @hypotl(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @fmodl(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @remainderf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @remainderl(double noundef, double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @fdiml(double noundef, double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @nextafterl(double noundef, double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

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
declare double @scalbln(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) #2

; Function Attrs: nounwind
declare i32 @lrint(double noundef) #2

; Function Attrs: nounwind
declare i32 @lround(double noundef) #2

; Function Attrs: nounwind
declare i64 @llrint(double noundef) #2

; Function Attrs: nounwind
declare i64 @llround(double noundef) #2

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) #2

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) #2

; Function Attrs: nounwind
declare double @nexttoward(double noundef, double noundef) #2

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
declare double @frexpl(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @modfl(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @remquol(double noundef, double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @sincosl(double noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare double @nan(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare float @nanf(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare double @nanl(ptr noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @fegetround() #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
