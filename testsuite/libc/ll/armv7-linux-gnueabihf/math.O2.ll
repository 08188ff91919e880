; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@D = internal unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 8
@vd = internal global double 0.000000e+00, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"\0A%sf:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"sqrtf\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"\0A%sl:\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"sqrtl\00", align 1
@L = internal unnamed_addr constant [10 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+01, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01], align 8
@vl = internal global double 0.000000e+00, align 8
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

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
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
  %19 = alloca [32 x i8], align 1
  %20 = alloca [32 x i8], align 1
  %21 = alloca [32 x i8], align 1
  %22 = alloca [32 x i8], align 1
  %23 = alloca [32 x i8], align 1
  %24 = alloca [32 x i8], align 1
  %25 = alloca [32 x i8], align 1
  %26 = alloca [32 x i8], align 1
  %27 = alloca [32 x i8], align 1
  %28 = alloca [32 x i8], align 1
  %29 = alloca [32 x i8], align 1
  %30 = alloca [32 x i8], align 1
  %31 = alloca [32 x i8], align 1
  %32 = alloca [32 x i8], align 1
  %33 = alloca [32 x i8], align 1
  %34 = alloca [32 x i8], align 1
  %35 = alloca [32 x i8], align 1
  %36 = alloca [32 x i8], align 1
  %37 = alloca [32 x i8], align 1
  %38 = alloca [32 x i8], align 1
  %39 = alloca [32 x i8], align 1
  %40 = alloca [32 x i8], align 1
  %41 = alloca [32 x i8], align 1
  %42 = alloca [32 x i8], align 1
  %43 = alloca [32 x i8], align 1
  %44 = alloca [32 x i8], align 1
  %45 = alloca [32 x i8], align 1
  %46 = alloca [32 x i8], align 1
  %47 = alloca [32 x i8], align 1
  %48 = alloca [32 x i8], align 1
  %49 = alloca [32 x i8], align 1
  %50 = alloca [32 x i8], align 1
  %51 = alloca [32 x i8], align 1
  %52 = alloca [32 x i8], align 1
  %53 = alloca [32 x i8], align 1
  %54 = alloca [32 x i8], align 1
  %55 = alloca [32 x i8], align 1
  %56 = alloca [32 x i8], align 1
  %57 = alloca [32 x i8], align 1
  %58 = alloca [32 x i8], align 1
  %59 = alloca [32 x i8], align 1
  %60 = alloca [32 x i8], align 1
  %61 = alloca [32 x i8], align 1
  %62 = alloca [32 x i8], align 1
  %63 = alloca [32 x i8], align 1
  %64 = alloca [32 x i8], align 1
  %65 = alloca [32 x i8], align 1
  %66 = alloca [32 x i8], align 1
  %67 = alloca [32 x i8], align 1
  %68 = alloca [32 x i8], align 1
  %69 = alloca [32 x i8], align 1
  %70 = alloca [32 x i8], align 1
  %71 = alloca [32 x i8], align 1
  %72 = alloca [32 x i8], align 1
  %73 = alloca [32 x i8], align 1
  %74 = alloca [32 x i8], align 1
  %75 = alloca [32 x i8], align 1
  %76 = alloca [32 x i8], align 1
  %77 = alloca [32 x i8], align 1
  %78 = alloca [32 x i8], align 1
  %79 = alloca [32 x i8], align 1
  %80 = alloca [32 x i8], align 1
  %81 = alloca [32 x i8], align 1
  %82 = alloca [32 x i8], align 1
  %83 = alloca [32 x i8], align 1
  %84 = alloca [32 x i8], align 1
  %85 = alloca [32 x i8], align 1
  %86 = alloca [32 x i8], align 1
  %87 = alloca [32 x i8], align 1
  %88 = alloca [32 x i8], align 1
  %89 = alloca [32 x i8], align 1
  %90 = alloca [32 x i8], align 1
  %91 = alloca [32 x i8], align 1
  %92 = alloca [32 x i8], align 1
  %93 = alloca [32 x i8], align 1
  %94 = alloca [32 x i8], align 1
  %95 = alloca [32 x i8], align 1
  %96 = alloca [32 x i8], align 1
  %97 = alloca [32 x i8], align 1
  %98 = alloca [32 x i8], align 1
  %99 = alloca [32 x i8], align 1
  %100 = alloca [32 x i8], align 1
  %101 = alloca [32 x i8], align 1
  %102 = alloca [32 x i8], align 1
  %103 = alloca [32 x i8], align 1
  %104 = alloca [32 x i8], align 1
  %105 = alloca [32 x i8], align 1
  %106 = alloca [32 x i8], align 1
  %107 = alloca [32 x i8], align 1
  %108 = alloca [32 x i8], align 1
  %109 = alloca [32 x i8], align 1
  %110 = alloca [32 x i8], align 1
  %111 = alloca [32 x i8], align 1
  %112 = alloca [32 x i8], align 1
  %113 = alloca [32 x i8], align 1
  %114 = alloca [32 x i8], align 1
  %115 = alloca [32 x i8], align 1
  %116 = alloca [32 x i8], align 1
  %117 = alloca [32 x i8], align 1
  %118 = alloca [32 x i8], align 1
  %119 = alloca [32 x i8], align 1
  %120 = alloca [32 x i8], align 1
  %121 = alloca [32 x i8], align 1
  %122 = alloca [32 x i8], align 1
  %123 = alloca [32 x i8], align 1
  %124 = alloca [32 x i8], align 1
  %125 = alloca [32 x i8], align 1
  %126 = alloca [32 x i8], align 1
  %127 = alloca [32 x i8], align 1
  %128 = alloca [32 x i8], align 1
  %129 = alloca [32 x i8], align 1
  %130 = alloca [32 x i8], align 1
  %131 = alloca [32 x i8], align 1
  %132 = alloca [32 x i8], align 1
  %133 = alloca [32 x i8], align 1
  %134 = alloca [32 x i8], align 1
  %135 = alloca [32 x i8], align 1
  %136 = alloca [32 x i8], align 1
  %137 = alloca [32 x i8], align 1
  %138 = alloca [32 x i8], align 1
  %139 = alloca [32 x i8], align 1
  %140 = alloca [32 x i8], align 1
  %141 = alloca [32 x i8], align 1
  %142 = alloca [32 x i8], align 1
  %143 = alloca [32 x i8], align 1
  %144 = alloca [32 x i8], align 1
  %145 = alloca [32 x i8], align 1
  %146 = alloca [32 x i8], align 1
  %147 = alloca [32 x i8], align 1
  %148 = alloca [32 x i8], align 1
  %149 = alloca [32 x i8], align 1
  %150 = alloca [32 x i8], align 1
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
  %164 = alloca double, align 8
  %165 = alloca double, align 8
  %166 = alloca double, align 8
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1)
  br label %168

168:                                              ; preds = %0, %175
  %169 = phi i32 [ 0, %0 ], [ %181, %175 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %150) #11
  %170 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %150, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.1) #11
  %171 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %150) #12
  %172 = icmp eq ptr %171, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %150) #11
  br i1 %172, label %175, label %173

173:                                              ; preds = %175, %168
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1)
  br label %183

175:                                              ; preds = %168
  %176 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %169
  %177 = load double, ptr %176, align 8, !tbaa !5
  store volatile double %177, ptr @vd, align 8, !tbaa !5
  %178 = load volatile double, ptr @vd, align 8, !tbaa !5
  %179 = tail call double @sqrt(double noundef %178) #11
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %179)
  %181 = add nuw nsw i32 %169, 1
  %182 = icmp eq i32 %181, 14
  br i1 %182, label %173, label %168, !llvm.loop !9

183:                                              ; preds = %173, %190
  %184 = phi i32 [ 0, %173 ], [ %197, %190 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %149) #11
  %185 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %149, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.4) #11
  %186 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %149) #12
  %187 = icmp eq ptr %186, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %149) #11
  br i1 %187, label %190, label %188

188:                                              ; preds = %190, %183
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1)
  br label %199

190:                                              ; preds = %183
  %191 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %184
  %192 = load float, ptr %191, align 4, !tbaa !11
  store volatile float %192, ptr @vf, align 4, !tbaa !11
  %193 = load volatile float, ptr @vf, align 4, !tbaa !11
  %194 = tail call float @sqrtf(float noundef %193) #11
  %195 = fpext float %194 to double
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %195)
  %197 = add nuw nsw i32 %184, 1
  %198 = icmp eq i32 %197, 11
  br i1 %198, label %188, label %183, !llvm.loop !13

199:                                              ; preds = %188, %207
  %200 = phi i32 [ 0, %188 ], [ %213, %207 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %148) #11
  %201 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %148, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.6) #11
  %202 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %148) #12
  %203 = icmp eq ptr %202, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %148) #11
  br i1 %203, label %207, label %204

204:                                              ; preds = %207, %199
  %205 = tail call i32 @putchar(i32 10)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9)
  br label %215

207:                                              ; preds = %199
  %208 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %200
  %209 = load double, ptr %208, align 8, !tbaa !14
  store volatile double %209, ptr @vl, align 8, !tbaa !14
  %210 = load volatile double, ptr @vl, align 8, !tbaa !14
  %211 = tail call double @sqrtl(double noundef %210) #11
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %211)
  %213 = add nuw nsw i32 %200, 1
  %214 = icmp eq i32 %213, 10
  br i1 %214, label %204, label %199, !llvm.loop !16

215:                                              ; preds = %204, %222
  %216 = phi i32 [ 0, %204 ], [ %228, %222 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %147) #11
  %217 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %147, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.9) #11
  %218 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %147) #12
  %219 = icmp eq ptr %218, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %147) #11
  br i1 %219, label %222, label %220

220:                                              ; preds = %222, %215
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.9)
  br label %230

222:                                              ; preds = %215
  %223 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %216
  %224 = load double, ptr %223, align 8, !tbaa !5
  store volatile double %224, ptr @vd, align 8, !tbaa !5
  %225 = load volatile double, ptr @vd, align 8, !tbaa !5
  %226 = tail call double @cbrt(double noundef %225) #13
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %226)
  %228 = add nuw nsw i32 %216, 1
  %229 = icmp eq i32 %228, 14
  br i1 %229, label %220, label %215, !llvm.loop !17

230:                                              ; preds = %220, %237
  %231 = phi i32 [ 0, %220 ], [ %244, %237 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %146) #11
  %232 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %146, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.10) #11
  %233 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %146) #12
  %234 = icmp eq ptr %233, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %146) #11
  br i1 %234, label %237, label %235

235:                                              ; preds = %237, %230
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.9)
  br label %246

237:                                              ; preds = %230
  %238 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %231
  %239 = load float, ptr %238, align 4, !tbaa !11
  store volatile float %239, ptr @vf, align 4, !tbaa !11
  %240 = load volatile float, ptr @vf, align 4, !tbaa !11
  %241 = tail call float @cbrtf(float noundef %240) #13
  %242 = fpext float %241 to double
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %242)
  %244 = add nuw nsw i32 %231, 1
  %245 = icmp eq i32 %244, 11
  br i1 %245, label %235, label %230, !llvm.loop !18

246:                                              ; preds = %235, %254
  %247 = phi i32 [ 0, %235 ], [ %260, %254 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %145) #11
  %248 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %145, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.11) #11
  %249 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %145) #12
  %250 = icmp eq ptr %249, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %145) #11
  br i1 %250, label %254, label %251

251:                                              ; preds = %254, %246
  %252 = tail call i32 @putchar(i32 10)
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12)
  br label %262

254:                                              ; preds = %246
  %255 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %247
  %256 = load double, ptr %255, align 8, !tbaa !14
  store volatile double %256, ptr @vl, align 8, !tbaa !14
  %257 = load volatile double, ptr @vl, align 8, !tbaa !14
  %258 = tail call double @cbrtl(double noundef %257) #13
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %258)
  %260 = add nuw nsw i32 %247, 1
  %261 = icmp eq i32 %260, 10
  br i1 %261, label %251, label %246, !llvm.loop !19

262:                                              ; preds = %251, %269
  %263 = phi i32 [ 0, %251 ], [ %275, %269 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %144) #11
  %264 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %144, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.12) #11
  %265 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %144) #12
  %266 = icmp eq ptr %265, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %144) #11
  br i1 %266, label %269, label %267

267:                                              ; preds = %269, %262
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.12)
  br label %277

269:                                              ; preds = %262
  %270 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %263
  %271 = load double, ptr %270, align 8, !tbaa !5
  store volatile double %271, ptr @vd, align 8, !tbaa !5
  %272 = load volatile double, ptr @vd, align 8, !tbaa !5
  %273 = tail call double @llvm.fabs.f64(double %272)
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %273)
  %275 = add nuw nsw i32 %263, 1
  %276 = icmp eq i32 %275, 14
  br i1 %276, label %267, label %262, !llvm.loop !20

277:                                              ; preds = %267, %284
  %278 = phi i32 [ 0, %267 ], [ %291, %284 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %143) #11
  %279 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %143, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.13) #11
  %280 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %143) #12
  %281 = icmp eq ptr %280, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %143) #11
  br i1 %281, label %284, label %282

282:                                              ; preds = %284, %277
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.12)
  br label %293

284:                                              ; preds = %277
  %285 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %278
  %286 = load float, ptr %285, align 4, !tbaa !11
  store volatile float %286, ptr @vf, align 4, !tbaa !11
  %287 = load volatile float, ptr @vf, align 4, !tbaa !11
  %288 = tail call float @llvm.fabs.f32(float %287)
  %289 = fpext float %288 to double
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %289)
  %291 = add nuw nsw i32 %278, 1
  %292 = icmp eq i32 %291, 11
  br i1 %292, label %282, label %277, !llvm.loop !21

293:                                              ; preds = %282, %301
  %294 = phi i32 [ 0, %282 ], [ %307, %301 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %142) #11
  %295 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %142, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.14) #11
  %296 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %142) #12
  %297 = icmp eq ptr %296, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %142) #11
  br i1 %297, label %301, label %298

298:                                              ; preds = %301, %293
  %299 = tail call i32 @putchar(i32 10)
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15)
  br label %309

301:                                              ; preds = %293
  %302 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %294
  %303 = load double, ptr %302, align 8, !tbaa !14
  store volatile double %303, ptr @vl, align 8, !tbaa !14
  %304 = load volatile double, ptr @vl, align 8, !tbaa !14
  %305 = tail call double @llvm.fabs.f64(double %304)
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %305)
  %307 = add nuw nsw i32 %294, 1
  %308 = icmp eq i32 %307, 10
  br i1 %308, label %298, label %293, !llvm.loop !22

309:                                              ; preds = %298, %316
  %310 = phi i32 [ 0, %298 ], [ %322, %316 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %141) #11
  %311 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %141, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.15) #11
  %312 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %141) #12
  %313 = icmp eq ptr %312, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %141) #11
  br i1 %313, label %316, label %314

314:                                              ; preds = %316, %309
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.15)
  br label %324

316:                                              ; preds = %309
  %317 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %310
  %318 = load double, ptr %317, align 8, !tbaa !5
  store volatile double %318, ptr @vd, align 8, !tbaa !5
  %319 = load volatile double, ptr @vd, align 8, !tbaa !5
  %320 = tail call double @exp(double noundef %319) #11
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %320)
  %322 = add nuw nsw i32 %310, 1
  %323 = icmp eq i32 %322, 14
  br i1 %323, label %314, label %309, !llvm.loop !23

324:                                              ; preds = %314, %331
  %325 = phi i32 [ 0, %314 ], [ %338, %331 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %140) #11
  %326 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %140, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.16) #11
  %327 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %140) #12
  %328 = icmp eq ptr %327, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %140) #11
  br i1 %328, label %331, label %329

329:                                              ; preds = %331, %324
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.15)
  br label %340

331:                                              ; preds = %324
  %332 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %325
  %333 = load float, ptr %332, align 4, !tbaa !11
  store volatile float %333, ptr @vf, align 4, !tbaa !11
  %334 = load volatile float, ptr @vf, align 4, !tbaa !11
  %335 = tail call float @expf(float noundef %334) #11, !tbaa !24
  %336 = fpext float %335 to double
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %336)
  %338 = add nuw nsw i32 %325, 1
  %339 = icmp eq i32 %338, 11
  br i1 %339, label %329, label %324, !llvm.loop !26

340:                                              ; preds = %329, %348
  %341 = phi i32 [ 0, %329 ], [ %354, %348 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %139) #11
  %342 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %139, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.17) #11
  %343 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %139) #12
  %344 = icmp eq ptr %343, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %139) #11
  br i1 %344, label %348, label %345

345:                                              ; preds = %348, %340
  %346 = tail call i32 @putchar(i32 10)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18)
  br label %356

348:                                              ; preds = %340
  %349 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %341
  %350 = load double, ptr %349, align 8, !tbaa !14
  store volatile double %350, ptr @vl, align 8, !tbaa !14
  %351 = load volatile double, ptr @vl, align 8, !tbaa !14
  %352 = tail call double @expl(double noundef %351) #11
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %352)
  %354 = add nuw nsw i32 %341, 1
  %355 = icmp eq i32 %354, 10
  br i1 %355, label %345, label %340, !llvm.loop !27

356:                                              ; preds = %345, %363
  %357 = phi i32 [ 0, %345 ], [ %369, %363 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %138) #11
  %358 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %138, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.18) #11
  %359 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %138) #12
  %360 = icmp eq ptr %359, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %138) #11
  br i1 %360, label %363, label %361

361:                                              ; preds = %363, %356
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.18)
  br label %371

363:                                              ; preds = %356
  %364 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %357
  %365 = load double, ptr %364, align 8, !tbaa !5
  store volatile double %365, ptr @vd, align 8, !tbaa !5
  %366 = load volatile double, ptr @vd, align 8, !tbaa !5
  %367 = tail call double @exp2(double noundef %366) #11
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %367)
  %369 = add nuw nsw i32 %357, 1
  %370 = icmp eq i32 %369, 14
  br i1 %370, label %361, label %356, !llvm.loop !28

371:                                              ; preds = %361, %378
  %372 = phi i32 [ 0, %361 ], [ %385, %378 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %137) #11
  %373 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %137, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.19) #11
  %374 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %137) #12
  %375 = icmp eq ptr %374, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %137) #11
  br i1 %375, label %378, label %376

376:                                              ; preds = %378, %371
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.18)
  br label %387

378:                                              ; preds = %371
  %379 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %372
  %380 = load float, ptr %379, align 4, !tbaa !11
  store volatile float %380, ptr @vf, align 4, !tbaa !11
  %381 = load volatile float, ptr @vf, align 4, !tbaa !11
  %382 = tail call float @exp2f(float noundef %381) #11
  %383 = fpext float %382 to double
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %383)
  %385 = add nuw nsw i32 %372, 1
  %386 = icmp eq i32 %385, 11
  br i1 %386, label %376, label %371, !llvm.loop !29

387:                                              ; preds = %376, %395
  %388 = phi i32 [ 0, %376 ], [ %401, %395 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %136) #11
  %389 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %136, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.20) #11
  %390 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %136) #12
  %391 = icmp eq ptr %390, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %136) #11
  br i1 %391, label %395, label %392

392:                                              ; preds = %395, %387
  %393 = tail call i32 @putchar(i32 10)
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21)
  br label %403

395:                                              ; preds = %387
  %396 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %388
  %397 = load double, ptr %396, align 8, !tbaa !14
  store volatile double %397, ptr @vl, align 8, !tbaa !14
  %398 = load volatile double, ptr @vl, align 8, !tbaa !14
  %399 = tail call double @exp2l(double noundef %398) #11
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %399)
  %401 = add nuw nsw i32 %388, 1
  %402 = icmp eq i32 %401, 10
  br i1 %402, label %392, label %387, !llvm.loop !30

403:                                              ; preds = %392, %410
  %404 = phi i32 [ 0, %392 ], [ %416, %410 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %135) #11
  %405 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %135, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.21) #11
  %406 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %135) #12
  %407 = icmp eq ptr %406, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %135) #11
  br i1 %407, label %410, label %408

408:                                              ; preds = %410, %403
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.21)
  br label %418

410:                                              ; preds = %403
  %411 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %404
  %412 = load double, ptr %411, align 8, !tbaa !5
  store volatile double %412, ptr @vd, align 8, !tbaa !5
  %413 = load volatile double, ptr @vd, align 8, !tbaa !5
  %414 = tail call double @exp10(double noundef %413) #11
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %414)
  %416 = add nuw nsw i32 %404, 1
  %417 = icmp eq i32 %416, 14
  br i1 %417, label %408, label %403, !llvm.loop !31

418:                                              ; preds = %408, %425
  %419 = phi i32 [ 0, %408 ], [ %432, %425 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %134) #11
  %420 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %134, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.22) #11
  %421 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %134) #12
  %422 = icmp eq ptr %421, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %134) #11
  br i1 %422, label %425, label %423

423:                                              ; preds = %425, %418
  %424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.21)
  br label %434

425:                                              ; preds = %418
  %426 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %419
  %427 = load float, ptr %426, align 4, !tbaa !11
  store volatile float %427, ptr @vf, align 4, !tbaa !11
  %428 = load volatile float, ptr @vf, align 4, !tbaa !11
  %429 = tail call float @exp10f(float noundef %428) #11
  %430 = fpext float %429 to double
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %430)
  %432 = add nuw nsw i32 %419, 1
  %433 = icmp eq i32 %432, 11
  br i1 %433, label %423, label %418, !llvm.loop !32

434:                                              ; preds = %423, %442
  %435 = phi i32 [ 0, %423 ], [ %448, %442 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %133) #11
  %436 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %133, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.23) #11
  %437 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %133) #12
  %438 = icmp eq ptr %437, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %133) #11
  br i1 %438, label %442, label %439

439:                                              ; preds = %442, %434
  %440 = tail call i32 @putchar(i32 10)
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.24)
  br label %450

442:                                              ; preds = %434
  %443 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %435
  %444 = load double, ptr %443, align 8, !tbaa !14
  store volatile double %444, ptr @vl, align 8, !tbaa !14
  %445 = load volatile double, ptr @vl, align 8, !tbaa !14
  %446 = tail call double @exp10l(double noundef %445) #11
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %446)
  %448 = add nuw nsw i32 %435, 1
  %449 = icmp eq i32 %448, 10
  br i1 %449, label %439, label %434, !llvm.loop !33

450:                                              ; preds = %439, %457
  %451 = phi i32 [ 0, %439 ], [ %463, %457 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %132) #11
  %452 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %132, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.24) #11
  %453 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %132) #12
  %454 = icmp eq ptr %453, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %132) #11
  br i1 %454, label %457, label %455

455:                                              ; preds = %457, %450
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.24)
  br label %465

457:                                              ; preds = %450
  %458 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %451
  %459 = load double, ptr %458, align 8, !tbaa !5
  store volatile double %459, ptr @vd, align 8, !tbaa !5
  %460 = load volatile double, ptr @vd, align 8, !tbaa !5
  %461 = tail call double @expm1(double noundef %460) #11
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %461)
  %463 = add nuw nsw i32 %451, 1
  %464 = icmp eq i32 %463, 14
  br i1 %464, label %455, label %450, !llvm.loop !34

465:                                              ; preds = %455, %472
  %466 = phi i32 [ 0, %455 ], [ %479, %472 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %131) #11
  %467 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %131, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.25) #11
  %468 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %131) #12
  %469 = icmp eq ptr %468, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %131) #11
  br i1 %469, label %472, label %470

470:                                              ; preds = %472, %465
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.24)
  br label %481

472:                                              ; preds = %465
  %473 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %466
  %474 = load float, ptr %473, align 4, !tbaa !11
  store volatile float %474, ptr @vf, align 4, !tbaa !11
  %475 = load volatile float, ptr @vf, align 4, !tbaa !11
  %476 = tail call float @expm1f(float noundef %475) #11
  %477 = fpext float %476 to double
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %477)
  %479 = add nuw nsw i32 %466, 1
  %480 = icmp eq i32 %479, 11
  br i1 %480, label %470, label %465, !llvm.loop !35

481:                                              ; preds = %470, %489
  %482 = phi i32 [ 0, %470 ], [ %495, %489 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %130) #11
  %483 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %130, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.26) #11
  %484 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %130) #12
  %485 = icmp eq ptr %484, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %130) #11
  br i1 %485, label %489, label %486

486:                                              ; preds = %489, %481
  %487 = tail call i32 @putchar(i32 10)
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.27)
  br label %497

489:                                              ; preds = %481
  %490 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %482
  %491 = load double, ptr %490, align 8, !tbaa !14
  store volatile double %491, ptr @vl, align 8, !tbaa !14
  %492 = load volatile double, ptr @vl, align 8, !tbaa !14
  %493 = tail call double @expm1l(double noundef %492) #11
  %494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %493)
  %495 = add nuw nsw i32 %482, 1
  %496 = icmp eq i32 %495, 10
  br i1 %496, label %486, label %481, !llvm.loop !36

497:                                              ; preds = %486, %504
  %498 = phi i32 [ 0, %486 ], [ %510, %504 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %129) #11
  %499 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %129, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.27) #11
  %500 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %129) #12
  %501 = icmp eq ptr %500, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %129) #11
  br i1 %501, label %504, label %502

502:                                              ; preds = %504, %497
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.27)
  br label %512

504:                                              ; preds = %497
  %505 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %498
  %506 = load double, ptr %505, align 8, !tbaa !5
  store volatile double %506, ptr @vd, align 8, !tbaa !5
  %507 = load volatile double, ptr @vd, align 8, !tbaa !5
  %508 = tail call double @log(double noundef %507) #11
  %509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %508)
  %510 = add nuw nsw i32 %498, 1
  %511 = icmp eq i32 %510, 14
  br i1 %511, label %502, label %497, !llvm.loop !37

512:                                              ; preds = %502, %519
  %513 = phi i32 [ 0, %502 ], [ %526, %519 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %128) #11
  %514 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %128, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.28) #11
  %515 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %128) #12
  %516 = icmp eq ptr %515, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %128) #11
  br i1 %516, label %519, label %517

517:                                              ; preds = %519, %512
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.27)
  br label %528

519:                                              ; preds = %512
  %520 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %513
  %521 = load float, ptr %520, align 4, !tbaa !11
  store volatile float %521, ptr @vf, align 4, !tbaa !11
  %522 = load volatile float, ptr @vf, align 4, !tbaa !11
  %523 = tail call float @logf(float noundef %522) #11
  %524 = fpext float %523 to double
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %524)
  %526 = add nuw nsw i32 %513, 1
  %527 = icmp eq i32 %526, 11
  br i1 %527, label %517, label %512, !llvm.loop !38

528:                                              ; preds = %517, %536
  %529 = phi i32 [ 0, %517 ], [ %542, %536 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %127) #11
  %530 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %127, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.29) #11
  %531 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %127) #12
  %532 = icmp eq ptr %531, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %127) #11
  br i1 %532, label %536, label %533

533:                                              ; preds = %536, %528
  %534 = tail call i32 @putchar(i32 10)
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.30)
  br label %544

536:                                              ; preds = %528
  %537 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %529
  %538 = load double, ptr %537, align 8, !tbaa !14
  store volatile double %538, ptr @vl, align 8, !tbaa !14
  %539 = load volatile double, ptr @vl, align 8, !tbaa !14
  %540 = tail call double @logl(double noundef %539) #11
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %540)
  %542 = add nuw nsw i32 %529, 1
  %543 = icmp eq i32 %542, 10
  br i1 %543, label %533, label %528, !llvm.loop !39

544:                                              ; preds = %533, %551
  %545 = phi i32 [ 0, %533 ], [ %557, %551 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %126) #11
  %546 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %126, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.30) #11
  %547 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %126) #12
  %548 = icmp eq ptr %547, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %126) #11
  br i1 %548, label %551, label %549

549:                                              ; preds = %551, %544
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.30)
  br label %559

551:                                              ; preds = %544
  %552 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %545
  %553 = load double, ptr %552, align 8, !tbaa !5
  store volatile double %553, ptr @vd, align 8, !tbaa !5
  %554 = load volatile double, ptr @vd, align 8, !tbaa !5
  %555 = tail call double @log2(double noundef %554) #11
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %555)
  %557 = add nuw nsw i32 %545, 1
  %558 = icmp eq i32 %557, 14
  br i1 %558, label %549, label %544, !llvm.loop !40

559:                                              ; preds = %549, %566
  %560 = phi i32 [ 0, %549 ], [ %573, %566 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %125) #11
  %561 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %125, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.31) #11
  %562 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %125) #12
  %563 = icmp eq ptr %562, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %125) #11
  br i1 %563, label %566, label %564

564:                                              ; preds = %566, %559
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.30)
  br label %575

566:                                              ; preds = %559
  %567 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %560
  %568 = load float, ptr %567, align 4, !tbaa !11
  store volatile float %568, ptr @vf, align 4, !tbaa !11
  %569 = load volatile float, ptr @vf, align 4, !tbaa !11
  %570 = tail call float @log2f(float noundef %569) #11
  %571 = fpext float %570 to double
  %572 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %571)
  %573 = add nuw nsw i32 %560, 1
  %574 = icmp eq i32 %573, 11
  br i1 %574, label %564, label %559, !llvm.loop !41

575:                                              ; preds = %564, %583
  %576 = phi i32 [ 0, %564 ], [ %589, %583 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %124) #11
  %577 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %124, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.32) #11
  %578 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %124) #12
  %579 = icmp eq ptr %578, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %124) #11
  br i1 %579, label %583, label %580

580:                                              ; preds = %583, %575
  %581 = tail call i32 @putchar(i32 10)
  %582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.33)
  br label %591

583:                                              ; preds = %575
  %584 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %576
  %585 = load double, ptr %584, align 8, !tbaa !14
  store volatile double %585, ptr @vl, align 8, !tbaa !14
  %586 = load volatile double, ptr @vl, align 8, !tbaa !14
  %587 = tail call double @log2l(double noundef %586) #11
  %588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %587)
  %589 = add nuw nsw i32 %576, 1
  %590 = icmp eq i32 %589, 10
  br i1 %590, label %580, label %575, !llvm.loop !42

591:                                              ; preds = %580, %598
  %592 = phi i32 [ 0, %580 ], [ %604, %598 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %123) #11
  %593 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %123, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.33) #11
  %594 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %123) #12
  %595 = icmp eq ptr %594, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %123) #11
  br i1 %595, label %598, label %596

596:                                              ; preds = %598, %591
  %597 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.33)
  br label %606

598:                                              ; preds = %591
  %599 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %592
  %600 = load double, ptr %599, align 8, !tbaa !5
  store volatile double %600, ptr @vd, align 8, !tbaa !5
  %601 = load volatile double, ptr @vd, align 8, !tbaa !5
  %602 = tail call double @log10(double noundef %601) #11
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %602)
  %604 = add nuw nsw i32 %592, 1
  %605 = icmp eq i32 %604, 14
  br i1 %605, label %596, label %591, !llvm.loop !43

606:                                              ; preds = %596, %613
  %607 = phi i32 [ 0, %596 ], [ %620, %613 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %122) #11
  %608 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %122, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.34) #11
  %609 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %122) #12
  %610 = icmp eq ptr %609, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %122) #11
  br i1 %610, label %613, label %611

611:                                              ; preds = %613, %606
  %612 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.33)
  br label %622

613:                                              ; preds = %606
  %614 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %607
  %615 = load float, ptr %614, align 4, !tbaa !11
  store volatile float %615, ptr @vf, align 4, !tbaa !11
  %616 = load volatile float, ptr @vf, align 4, !tbaa !11
  %617 = tail call float @log10f(float noundef %616) #11
  %618 = fpext float %617 to double
  %619 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %618)
  %620 = add nuw nsw i32 %607, 1
  %621 = icmp eq i32 %620, 11
  br i1 %621, label %611, label %606, !llvm.loop !44

622:                                              ; preds = %611, %630
  %623 = phi i32 [ 0, %611 ], [ %636, %630 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %121) #11
  %624 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %121, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.35) #11
  %625 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %121) #12
  %626 = icmp eq ptr %625, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %121) #11
  br i1 %626, label %630, label %627

627:                                              ; preds = %630, %622
  %628 = tail call i32 @putchar(i32 10)
  %629 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.36)
  br label %638

630:                                              ; preds = %622
  %631 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %623
  %632 = load double, ptr %631, align 8, !tbaa !14
  store volatile double %632, ptr @vl, align 8, !tbaa !14
  %633 = load volatile double, ptr @vl, align 8, !tbaa !14
  %634 = tail call double @log10l(double noundef %633) #11
  %635 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %634)
  %636 = add nuw nsw i32 %623, 1
  %637 = icmp eq i32 %636, 10
  br i1 %637, label %627, label %622, !llvm.loop !45

638:                                              ; preds = %627, %645
  %639 = phi i32 [ 0, %627 ], [ %651, %645 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %120) #11
  %640 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %120, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.36) #11
  %641 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %120) #12
  %642 = icmp eq ptr %641, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %120) #11
  br i1 %642, label %645, label %643

643:                                              ; preds = %645, %638
  %644 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.36)
  br label %653

645:                                              ; preds = %638
  %646 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %639
  %647 = load double, ptr %646, align 8, !tbaa !5
  store volatile double %647, ptr @vd, align 8, !tbaa !5
  %648 = load volatile double, ptr @vd, align 8, !tbaa !5
  %649 = tail call double @log1p(double noundef %648) #11
  %650 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %649)
  %651 = add nuw nsw i32 %639, 1
  %652 = icmp eq i32 %651, 14
  br i1 %652, label %643, label %638, !llvm.loop !46

653:                                              ; preds = %643, %660
  %654 = phi i32 [ 0, %643 ], [ %667, %660 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %119) #11
  %655 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %119, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.37) #11
  %656 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %119) #12
  %657 = icmp eq ptr %656, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %119) #11
  br i1 %657, label %660, label %658

658:                                              ; preds = %660, %653
  %659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.36)
  br label %669

660:                                              ; preds = %653
  %661 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %654
  %662 = load float, ptr %661, align 4, !tbaa !11
  store volatile float %662, ptr @vf, align 4, !tbaa !11
  %663 = load volatile float, ptr @vf, align 4, !tbaa !11
  %664 = tail call float @log1pf(float noundef %663) #11
  %665 = fpext float %664 to double
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %665)
  %667 = add nuw nsw i32 %654, 1
  %668 = icmp eq i32 %667, 11
  br i1 %668, label %658, label %653, !llvm.loop !47

669:                                              ; preds = %658, %677
  %670 = phi i32 [ 0, %658 ], [ %683, %677 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %118) #11
  %671 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %118, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.38) #11
  %672 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %118) #12
  %673 = icmp eq ptr %672, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %118) #11
  br i1 %673, label %677, label %674

674:                                              ; preds = %677, %669
  %675 = tail call i32 @putchar(i32 10)
  %676 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.39)
  br label %685

677:                                              ; preds = %669
  %678 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %670
  %679 = load double, ptr %678, align 8, !tbaa !14
  store volatile double %679, ptr @vl, align 8, !tbaa !14
  %680 = load volatile double, ptr @vl, align 8, !tbaa !14
  %681 = tail call double @log1pl(double noundef %680) #11
  %682 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %681)
  %683 = add nuw nsw i32 %670, 1
  %684 = icmp eq i32 %683, 10
  br i1 %684, label %674, label %669, !llvm.loop !48

685:                                              ; preds = %674, %692
  %686 = phi i32 [ 0, %674 ], [ %698, %692 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %117) #11
  %687 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %117, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.39) #11
  %688 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %117) #12
  %689 = icmp eq ptr %688, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %117) #11
  br i1 %689, label %692, label %690

690:                                              ; preds = %692, %685
  %691 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.39)
  br label %700

692:                                              ; preds = %685
  %693 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %686
  %694 = load double, ptr %693, align 8, !tbaa !5
  store volatile double %694, ptr @vd, align 8, !tbaa !5
  %695 = load volatile double, ptr @vd, align 8, !tbaa !5
  %696 = tail call double @logb(double noundef %695) #11
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %696)
  %698 = add nuw nsw i32 %686, 1
  %699 = icmp eq i32 %698, 14
  br i1 %699, label %690, label %685, !llvm.loop !49

700:                                              ; preds = %690, %707
  %701 = phi i32 [ 0, %690 ], [ %714, %707 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %116) #11
  %702 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %116, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.40) #11
  %703 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %116) #12
  %704 = icmp eq ptr %703, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %116) #11
  br i1 %704, label %707, label %705

705:                                              ; preds = %707, %700
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.39)
  br label %716

707:                                              ; preds = %700
  %708 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %701
  %709 = load float, ptr %708, align 4, !tbaa !11
  store volatile float %709, ptr @vf, align 4, !tbaa !11
  %710 = load volatile float, ptr @vf, align 4, !tbaa !11
  %711 = tail call float @logbf(float noundef %710) #11
  %712 = fpext float %711 to double
  %713 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %712)
  %714 = add nuw nsw i32 %701, 1
  %715 = icmp eq i32 %714, 11
  br i1 %715, label %705, label %700, !llvm.loop !50

716:                                              ; preds = %705, %724
  %717 = phi i32 [ 0, %705 ], [ %730, %724 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %115) #11
  %718 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %115, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.41) #11
  %719 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %115) #12
  %720 = icmp eq ptr %719, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %115) #11
  br i1 %720, label %724, label %721

721:                                              ; preds = %724, %716
  %722 = tail call i32 @putchar(i32 10)
  %723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.42)
  br label %732

724:                                              ; preds = %716
  %725 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %717
  %726 = load double, ptr %725, align 8, !tbaa !14
  store volatile double %726, ptr @vl, align 8, !tbaa !14
  %727 = load volatile double, ptr @vl, align 8, !tbaa !14
  %728 = tail call double @logbl(double noundef %727) #11
  %729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %728)
  %730 = add nuw nsw i32 %717, 1
  %731 = icmp eq i32 %730, 10
  br i1 %731, label %721, label %716, !llvm.loop !51

732:                                              ; preds = %721, %739
  %733 = phi i32 [ 0, %721 ], [ %745, %739 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %114) #11
  %734 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %114, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.42) #11
  %735 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %114) #12
  %736 = icmp eq ptr %735, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %114) #11
  br i1 %736, label %739, label %737

737:                                              ; preds = %739, %732
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.42)
  br label %747

739:                                              ; preds = %732
  %740 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %733
  %741 = load double, ptr %740, align 8, !tbaa !5
  store volatile double %741, ptr @vd, align 8, !tbaa !5
  %742 = load volatile double, ptr @vd, align 8, !tbaa !5
  %743 = tail call double @sin(double noundef %742) #11
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %743)
  %745 = add nuw nsw i32 %733, 1
  %746 = icmp eq i32 %745, 14
  br i1 %746, label %737, label %732, !llvm.loop !52

747:                                              ; preds = %737, %754
  %748 = phi i32 [ 0, %737 ], [ %761, %754 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %113) #11
  %749 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %113, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.43) #11
  %750 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %113) #12
  %751 = icmp eq ptr %750, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %113) #11
  br i1 %751, label %754, label %752

752:                                              ; preds = %754, %747
  %753 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.42)
  br label %763

754:                                              ; preds = %747
  %755 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %748
  %756 = load float, ptr %755, align 4, !tbaa !11
  store volatile float %756, ptr @vf, align 4, !tbaa !11
  %757 = load volatile float, ptr @vf, align 4, !tbaa !11
  %758 = tail call float @sinf(float noundef %757) #11
  %759 = fpext float %758 to double
  %760 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %759)
  %761 = add nuw nsw i32 %748, 1
  %762 = icmp eq i32 %761, 11
  br i1 %762, label %752, label %747, !llvm.loop !53

763:                                              ; preds = %752, %771
  %764 = phi i32 [ 0, %752 ], [ %777, %771 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %112) #11
  %765 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %112, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.44) #11
  %766 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %112) #12
  %767 = icmp eq ptr %766, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %112) #11
  br i1 %767, label %771, label %768

768:                                              ; preds = %771, %763
  %769 = tail call i32 @putchar(i32 10)
  %770 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.45)
  br label %779

771:                                              ; preds = %763
  %772 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %764
  %773 = load double, ptr %772, align 8, !tbaa !14
  store volatile double %773, ptr @vl, align 8, !tbaa !14
  %774 = load volatile double, ptr @vl, align 8, !tbaa !14
  %775 = tail call double @sinl(double noundef %774) #11
  %776 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %775)
  %777 = add nuw nsw i32 %764, 1
  %778 = icmp eq i32 %777, 10
  br i1 %778, label %768, label %763, !llvm.loop !54

779:                                              ; preds = %768, %786
  %780 = phi i32 [ 0, %768 ], [ %792, %786 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %111) #11
  %781 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %111, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.45) #11
  %782 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %111) #12
  %783 = icmp eq ptr %782, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %111) #11
  br i1 %783, label %786, label %784

784:                                              ; preds = %786, %779
  %785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.45)
  br label %794

786:                                              ; preds = %779
  %787 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %780
  %788 = load double, ptr %787, align 8, !tbaa !5
  store volatile double %788, ptr @vd, align 8, !tbaa !5
  %789 = load volatile double, ptr @vd, align 8, !tbaa !5
  %790 = tail call double @cos(double noundef %789) #11
  %791 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %790)
  %792 = add nuw nsw i32 %780, 1
  %793 = icmp eq i32 %792, 14
  br i1 %793, label %784, label %779, !llvm.loop !55

794:                                              ; preds = %784, %801
  %795 = phi i32 [ 0, %784 ], [ %808, %801 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %110) #11
  %796 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %110, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.46) #11
  %797 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %110) #12
  %798 = icmp eq ptr %797, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %110) #11
  br i1 %798, label %801, label %799

799:                                              ; preds = %801, %794
  %800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.45)
  br label %810

801:                                              ; preds = %794
  %802 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %795
  %803 = load float, ptr %802, align 4, !tbaa !11
  store volatile float %803, ptr @vf, align 4, !tbaa !11
  %804 = load volatile float, ptr @vf, align 4, !tbaa !11
  %805 = tail call float @cosf(float noundef %804) #11
  %806 = fpext float %805 to double
  %807 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %806)
  %808 = add nuw nsw i32 %795, 1
  %809 = icmp eq i32 %808, 11
  br i1 %809, label %799, label %794, !llvm.loop !56

810:                                              ; preds = %799, %818
  %811 = phi i32 [ 0, %799 ], [ %824, %818 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %109) #11
  %812 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %109, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.47) #11
  %813 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %109) #12
  %814 = icmp eq ptr %813, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %109) #11
  br i1 %814, label %818, label %815

815:                                              ; preds = %818, %810
  %816 = tail call i32 @putchar(i32 10)
  %817 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.48)
  br label %826

818:                                              ; preds = %810
  %819 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %811
  %820 = load double, ptr %819, align 8, !tbaa !14
  store volatile double %820, ptr @vl, align 8, !tbaa !14
  %821 = load volatile double, ptr @vl, align 8, !tbaa !14
  %822 = tail call double @cosl(double noundef %821) #11
  %823 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %822)
  %824 = add nuw nsw i32 %811, 1
  %825 = icmp eq i32 %824, 10
  br i1 %825, label %815, label %810, !llvm.loop !57

826:                                              ; preds = %815, %833
  %827 = phi i32 [ 0, %815 ], [ %839, %833 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %108) #11
  %828 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %108, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.48) #11
  %829 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %108) #12
  %830 = icmp eq ptr %829, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %108) #11
  br i1 %830, label %833, label %831

831:                                              ; preds = %833, %826
  %832 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.48)
  br label %841

833:                                              ; preds = %826
  %834 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %827
  %835 = load double, ptr %834, align 8, !tbaa !5
  store volatile double %835, ptr @vd, align 8, !tbaa !5
  %836 = load volatile double, ptr @vd, align 8, !tbaa !5
  %837 = tail call double @tan(double noundef %836) #11
  %838 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %837)
  %839 = add nuw nsw i32 %827, 1
  %840 = icmp eq i32 %839, 14
  br i1 %840, label %831, label %826, !llvm.loop !58

841:                                              ; preds = %831, %848
  %842 = phi i32 [ 0, %831 ], [ %855, %848 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %107) #11
  %843 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %107, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.49) #11
  %844 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %107) #12
  %845 = icmp eq ptr %844, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %107) #11
  br i1 %845, label %848, label %846

846:                                              ; preds = %848, %841
  %847 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.48)
  br label %857

848:                                              ; preds = %841
  %849 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %842
  %850 = load float, ptr %849, align 4, !tbaa !11
  store volatile float %850, ptr @vf, align 4, !tbaa !11
  %851 = load volatile float, ptr @vf, align 4, !tbaa !11
  %852 = tail call float @tanf(float noundef %851) #11
  %853 = fpext float %852 to double
  %854 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %853)
  %855 = add nuw nsw i32 %842, 1
  %856 = icmp eq i32 %855, 11
  br i1 %856, label %846, label %841, !llvm.loop !59

857:                                              ; preds = %846, %865
  %858 = phi i32 [ 0, %846 ], [ %871, %865 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %106) #11
  %859 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %106, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.50) #11
  %860 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %106) #12
  %861 = icmp eq ptr %860, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %106) #11
  br i1 %861, label %865, label %862

862:                                              ; preds = %865, %857
  %863 = tail call i32 @putchar(i32 10)
  %864 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.51)
  br label %873

865:                                              ; preds = %857
  %866 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %858
  %867 = load double, ptr %866, align 8, !tbaa !14
  store volatile double %867, ptr @vl, align 8, !tbaa !14
  %868 = load volatile double, ptr @vl, align 8, !tbaa !14
  %869 = tail call double @tanl(double noundef %868) #11
  %870 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %869)
  %871 = add nuw nsw i32 %858, 1
  %872 = icmp eq i32 %871, 10
  br i1 %872, label %862, label %857, !llvm.loop !60

873:                                              ; preds = %862, %880
  %874 = phi i32 [ 0, %862 ], [ %886, %880 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %105) #11
  %875 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %105, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.51) #11
  %876 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %105) #12
  %877 = icmp eq ptr %876, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %105) #11
  br i1 %877, label %880, label %878

878:                                              ; preds = %880, %873
  %879 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.51)
  br label %888

880:                                              ; preds = %873
  %881 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %874
  %882 = load double, ptr %881, align 8, !tbaa !5
  store volatile double %882, ptr @vd, align 8, !tbaa !5
  %883 = load volatile double, ptr @vd, align 8, !tbaa !5
  %884 = tail call double @asin(double noundef %883) #11
  %885 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %884)
  %886 = add nuw nsw i32 %874, 1
  %887 = icmp eq i32 %886, 14
  br i1 %887, label %878, label %873, !llvm.loop !61

888:                                              ; preds = %878, %895
  %889 = phi i32 [ 0, %878 ], [ %902, %895 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %104) #11
  %890 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %104, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.52) #11
  %891 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %104) #12
  %892 = icmp eq ptr %891, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %104) #11
  br i1 %892, label %895, label %893

893:                                              ; preds = %895, %888
  %894 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.51)
  br label %904

895:                                              ; preds = %888
  %896 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %889
  %897 = load float, ptr %896, align 4, !tbaa !11
  store volatile float %897, ptr @vf, align 4, !tbaa !11
  %898 = load volatile float, ptr @vf, align 4, !tbaa !11
  %899 = tail call float @asinf(float noundef %898) #11
  %900 = fpext float %899 to double
  %901 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %900)
  %902 = add nuw nsw i32 %889, 1
  %903 = icmp eq i32 %902, 11
  br i1 %903, label %893, label %888, !llvm.loop !62

904:                                              ; preds = %893, %912
  %905 = phi i32 [ 0, %893 ], [ %918, %912 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %103) #11
  %906 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %103, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.53) #11
  %907 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %103) #12
  %908 = icmp eq ptr %907, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %103) #11
  br i1 %908, label %912, label %909

909:                                              ; preds = %912, %904
  %910 = tail call i32 @putchar(i32 10)
  %911 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.54)
  br label %920

912:                                              ; preds = %904
  %913 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %905
  %914 = load double, ptr %913, align 8, !tbaa !14
  store volatile double %914, ptr @vl, align 8, !tbaa !14
  %915 = load volatile double, ptr @vl, align 8, !tbaa !14
  %916 = tail call double @asinl(double noundef %915) #11
  %917 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %916)
  %918 = add nuw nsw i32 %905, 1
  %919 = icmp eq i32 %918, 10
  br i1 %919, label %909, label %904, !llvm.loop !63

920:                                              ; preds = %909, %927
  %921 = phi i32 [ 0, %909 ], [ %933, %927 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %102) #11
  %922 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %102, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.54) #11
  %923 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %102) #12
  %924 = icmp eq ptr %923, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %102) #11
  br i1 %924, label %927, label %925

925:                                              ; preds = %927, %920
  %926 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.54)
  br label %935

927:                                              ; preds = %920
  %928 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %921
  %929 = load double, ptr %928, align 8, !tbaa !5
  store volatile double %929, ptr @vd, align 8, !tbaa !5
  %930 = load volatile double, ptr @vd, align 8, !tbaa !5
  %931 = tail call double @acos(double noundef %930) #11
  %932 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %931)
  %933 = add nuw nsw i32 %921, 1
  %934 = icmp eq i32 %933, 14
  br i1 %934, label %925, label %920, !llvm.loop !64

935:                                              ; preds = %925, %942
  %936 = phi i32 [ 0, %925 ], [ %949, %942 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %101) #11
  %937 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %101, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.55) #11
  %938 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %101) #12
  %939 = icmp eq ptr %938, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %101) #11
  br i1 %939, label %942, label %940

940:                                              ; preds = %942, %935
  %941 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.54)
  br label %951

942:                                              ; preds = %935
  %943 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %936
  %944 = load float, ptr %943, align 4, !tbaa !11
  store volatile float %944, ptr @vf, align 4, !tbaa !11
  %945 = load volatile float, ptr @vf, align 4, !tbaa !11
  %946 = tail call float @acosf(float noundef %945) #11
  %947 = fpext float %946 to double
  %948 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %947)
  %949 = add nuw nsw i32 %936, 1
  %950 = icmp eq i32 %949, 11
  br i1 %950, label %940, label %935, !llvm.loop !65

951:                                              ; preds = %940, %959
  %952 = phi i32 [ 0, %940 ], [ %965, %959 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %100) #11
  %953 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %100, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.56) #11
  %954 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %100) #12
  %955 = icmp eq ptr %954, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %100) #11
  br i1 %955, label %959, label %956

956:                                              ; preds = %959, %951
  %957 = tail call i32 @putchar(i32 10)
  %958 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.57)
  br label %967

959:                                              ; preds = %951
  %960 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %952
  %961 = load double, ptr %960, align 8, !tbaa !14
  store volatile double %961, ptr @vl, align 8, !tbaa !14
  %962 = load volatile double, ptr @vl, align 8, !tbaa !14
  %963 = tail call double @acosl(double noundef %962) #11
  %964 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %963)
  %965 = add nuw nsw i32 %952, 1
  %966 = icmp eq i32 %965, 10
  br i1 %966, label %956, label %951, !llvm.loop !66

967:                                              ; preds = %956, %974
  %968 = phi i32 [ 0, %956 ], [ %980, %974 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %99) #11
  %969 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %99, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.57) #11
  %970 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %99) #12
  %971 = icmp eq ptr %970, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %99) #11
  br i1 %971, label %974, label %972

972:                                              ; preds = %974, %967
  %973 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.57)
  br label %982

974:                                              ; preds = %967
  %975 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %968
  %976 = load double, ptr %975, align 8, !tbaa !5
  store volatile double %976, ptr @vd, align 8, !tbaa !5
  %977 = load volatile double, ptr @vd, align 8, !tbaa !5
  %978 = tail call double @atan(double noundef %977) #11
  %979 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %978)
  %980 = add nuw nsw i32 %968, 1
  %981 = icmp eq i32 %980, 14
  br i1 %981, label %972, label %967, !llvm.loop !67

982:                                              ; preds = %972, %989
  %983 = phi i32 [ 0, %972 ], [ %996, %989 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %98) #11
  %984 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %98, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.58) #11
  %985 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %98) #12
  %986 = icmp eq ptr %985, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %98) #11
  br i1 %986, label %989, label %987

987:                                              ; preds = %989, %982
  %988 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.57)
  br label %998

989:                                              ; preds = %982
  %990 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %983
  %991 = load float, ptr %990, align 4, !tbaa !11
  store volatile float %991, ptr @vf, align 4, !tbaa !11
  %992 = load volatile float, ptr @vf, align 4, !tbaa !11
  %993 = tail call float @atanf(float noundef %992) #11
  %994 = fpext float %993 to double
  %995 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %994)
  %996 = add nuw nsw i32 %983, 1
  %997 = icmp eq i32 %996, 11
  br i1 %997, label %987, label %982, !llvm.loop !68

998:                                              ; preds = %987, %1006
  %999 = phi i32 [ 0, %987 ], [ %1012, %1006 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %97) #11
  %1000 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %97, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.59) #11
  %1001 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %97) #12
  %1002 = icmp eq ptr %1001, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %97) #11
  br i1 %1002, label %1006, label %1003

1003:                                             ; preds = %1006, %998
  %1004 = tail call i32 @putchar(i32 10)
  %1005 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.60)
  br label %1014

1006:                                             ; preds = %998
  %1007 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %999
  %1008 = load double, ptr %1007, align 8, !tbaa !14
  store volatile double %1008, ptr @vl, align 8, !tbaa !14
  %1009 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1010 = tail call double @atanl(double noundef %1009) #11
  %1011 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1010)
  %1012 = add nuw nsw i32 %999, 1
  %1013 = icmp eq i32 %1012, 10
  br i1 %1013, label %1003, label %998, !llvm.loop !69

1014:                                             ; preds = %1003, %1021
  %1015 = phi i32 [ 0, %1003 ], [ %1027, %1021 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %96) #11
  %1016 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %96, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.60) #11
  %1017 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %96) #12
  %1018 = icmp eq ptr %1017, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %96) #11
  br i1 %1018, label %1021, label %1019

1019:                                             ; preds = %1021, %1014
  %1020 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.60)
  br label %1029

1021:                                             ; preds = %1014
  %1022 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1015
  %1023 = load double, ptr %1022, align 8, !tbaa !5
  store volatile double %1023, ptr @vd, align 8, !tbaa !5
  %1024 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1025 = tail call double @sinh(double noundef %1024) #11
  %1026 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1025)
  %1027 = add nuw nsw i32 %1015, 1
  %1028 = icmp eq i32 %1027, 14
  br i1 %1028, label %1019, label %1014, !llvm.loop !70

1029:                                             ; preds = %1019, %1036
  %1030 = phi i32 [ 0, %1019 ], [ %1043, %1036 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %95) #11
  %1031 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %95, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.61) #11
  %1032 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %95) #12
  %1033 = icmp eq ptr %1032, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %95) #11
  br i1 %1033, label %1036, label %1034

1034:                                             ; preds = %1036, %1029
  %1035 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.60)
  br label %1045

1036:                                             ; preds = %1029
  %1037 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1030
  %1038 = load float, ptr %1037, align 4, !tbaa !11
  store volatile float %1038, ptr @vf, align 4, !tbaa !11
  %1039 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1040 = tail call float @sinhf(float noundef %1039) #11
  %1041 = fpext float %1040 to double
  %1042 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1041)
  %1043 = add nuw nsw i32 %1030, 1
  %1044 = icmp eq i32 %1043, 11
  br i1 %1044, label %1034, label %1029, !llvm.loop !71

1045:                                             ; preds = %1034, %1053
  %1046 = phi i32 [ 0, %1034 ], [ %1059, %1053 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %94) #11
  %1047 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %94, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.62) #11
  %1048 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %94) #12
  %1049 = icmp eq ptr %1048, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %94) #11
  br i1 %1049, label %1053, label %1050

1050:                                             ; preds = %1053, %1045
  %1051 = tail call i32 @putchar(i32 10)
  %1052 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.63)
  br label %1061

1053:                                             ; preds = %1045
  %1054 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1046
  %1055 = load double, ptr %1054, align 8, !tbaa !14
  store volatile double %1055, ptr @vl, align 8, !tbaa !14
  %1056 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1057 = tail call double @sinhl(double noundef %1056) #11
  %1058 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1057)
  %1059 = add nuw nsw i32 %1046, 1
  %1060 = icmp eq i32 %1059, 10
  br i1 %1060, label %1050, label %1045, !llvm.loop !72

1061:                                             ; preds = %1050, %1068
  %1062 = phi i32 [ 0, %1050 ], [ %1074, %1068 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %93) #11
  %1063 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %93, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.63) #11
  %1064 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %93) #12
  %1065 = icmp eq ptr %1064, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %93) #11
  br i1 %1065, label %1068, label %1066

1066:                                             ; preds = %1068, %1061
  %1067 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.63)
  br label %1076

1068:                                             ; preds = %1061
  %1069 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1062
  %1070 = load double, ptr %1069, align 8, !tbaa !5
  store volatile double %1070, ptr @vd, align 8, !tbaa !5
  %1071 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1072 = tail call double @cosh(double noundef %1071) #11
  %1073 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1072)
  %1074 = add nuw nsw i32 %1062, 1
  %1075 = icmp eq i32 %1074, 14
  br i1 %1075, label %1066, label %1061, !llvm.loop !73

1076:                                             ; preds = %1066, %1083
  %1077 = phi i32 [ 0, %1066 ], [ %1090, %1083 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %92) #11
  %1078 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %92, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.64) #11
  %1079 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %92) #12
  %1080 = icmp eq ptr %1079, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %92) #11
  br i1 %1080, label %1083, label %1081

1081:                                             ; preds = %1083, %1076
  %1082 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.63)
  br label %1092

1083:                                             ; preds = %1076
  %1084 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1077
  %1085 = load float, ptr %1084, align 4, !tbaa !11
  store volatile float %1085, ptr @vf, align 4, !tbaa !11
  %1086 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1087 = tail call float @coshf(float noundef %1086) #11
  %1088 = fpext float %1087 to double
  %1089 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1088)
  %1090 = add nuw nsw i32 %1077, 1
  %1091 = icmp eq i32 %1090, 11
  br i1 %1091, label %1081, label %1076, !llvm.loop !74

1092:                                             ; preds = %1081, %1100
  %1093 = phi i32 [ 0, %1081 ], [ %1106, %1100 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %91) #11
  %1094 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %91, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.65) #11
  %1095 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %91) #12
  %1096 = icmp eq ptr %1095, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %91) #11
  br i1 %1096, label %1100, label %1097

1097:                                             ; preds = %1100, %1092
  %1098 = tail call i32 @putchar(i32 10)
  %1099 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.66)
  br label %1108

1100:                                             ; preds = %1092
  %1101 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1093
  %1102 = load double, ptr %1101, align 8, !tbaa !14
  store volatile double %1102, ptr @vl, align 8, !tbaa !14
  %1103 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1104 = tail call double @coshl(double noundef %1103) #11
  %1105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1104)
  %1106 = add nuw nsw i32 %1093, 1
  %1107 = icmp eq i32 %1106, 10
  br i1 %1107, label %1097, label %1092, !llvm.loop !75

1108:                                             ; preds = %1097, %1115
  %1109 = phi i32 [ 0, %1097 ], [ %1121, %1115 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %90) #11
  %1110 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %90, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.66) #11
  %1111 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %90) #12
  %1112 = icmp eq ptr %1111, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %90) #11
  br i1 %1112, label %1115, label %1113

1113:                                             ; preds = %1115, %1108
  %1114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.66)
  br label %1123

1115:                                             ; preds = %1108
  %1116 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1109
  %1117 = load double, ptr %1116, align 8, !tbaa !5
  store volatile double %1117, ptr @vd, align 8, !tbaa !5
  %1118 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1119 = tail call double @tanh(double noundef %1118) #11
  %1120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1119)
  %1121 = add nuw nsw i32 %1109, 1
  %1122 = icmp eq i32 %1121, 14
  br i1 %1122, label %1113, label %1108, !llvm.loop !76

1123:                                             ; preds = %1113, %1130
  %1124 = phi i32 [ 0, %1113 ], [ %1137, %1130 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %89) #11
  %1125 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %89, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.67) #11
  %1126 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %89) #12
  %1127 = icmp eq ptr %1126, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %89) #11
  br i1 %1127, label %1130, label %1128

1128:                                             ; preds = %1130, %1123
  %1129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.66)
  br label %1139

1130:                                             ; preds = %1123
  %1131 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1124
  %1132 = load float, ptr %1131, align 4, !tbaa !11
  store volatile float %1132, ptr @vf, align 4, !tbaa !11
  %1133 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1134 = tail call float @tanhf(float noundef %1133) #11
  %1135 = fpext float %1134 to double
  %1136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1135)
  %1137 = add nuw nsw i32 %1124, 1
  %1138 = icmp eq i32 %1137, 11
  br i1 %1138, label %1128, label %1123, !llvm.loop !77

1139:                                             ; preds = %1128, %1147
  %1140 = phi i32 [ 0, %1128 ], [ %1153, %1147 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %88) #11
  %1141 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %88, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.68) #11
  %1142 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %88) #12
  %1143 = icmp eq ptr %1142, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %88) #11
  br i1 %1143, label %1147, label %1144

1144:                                             ; preds = %1147, %1139
  %1145 = tail call i32 @putchar(i32 10)
  %1146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.69)
  br label %1155

1147:                                             ; preds = %1139
  %1148 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1140
  %1149 = load double, ptr %1148, align 8, !tbaa !14
  store volatile double %1149, ptr @vl, align 8, !tbaa !14
  %1150 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1151 = tail call double @tanhl(double noundef %1150) #11
  %1152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1151)
  %1153 = add nuw nsw i32 %1140, 1
  %1154 = icmp eq i32 %1153, 10
  br i1 %1154, label %1144, label %1139, !llvm.loop !78

1155:                                             ; preds = %1144, %1162
  %1156 = phi i32 [ 0, %1144 ], [ %1168, %1162 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %87) #11
  %1157 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %87, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.69) #11
  %1158 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %87) #12
  %1159 = icmp eq ptr %1158, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %87) #11
  br i1 %1159, label %1162, label %1160

1160:                                             ; preds = %1162, %1155
  %1161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.69)
  br label %1170

1162:                                             ; preds = %1155
  %1163 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1156
  %1164 = load double, ptr %1163, align 8, !tbaa !5
  store volatile double %1164, ptr @vd, align 8, !tbaa !5
  %1165 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1166 = tail call double @asinh(double noundef %1165) #11
  %1167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1166)
  %1168 = add nuw nsw i32 %1156, 1
  %1169 = icmp eq i32 %1168, 14
  br i1 %1169, label %1160, label %1155, !llvm.loop !79

1170:                                             ; preds = %1160, %1177
  %1171 = phi i32 [ 0, %1160 ], [ %1184, %1177 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %86) #11
  %1172 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %86, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.70) #11
  %1173 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %86) #12
  %1174 = icmp eq ptr %1173, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %86) #11
  br i1 %1174, label %1177, label %1175

1175:                                             ; preds = %1177, %1170
  %1176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.69)
  br label %1186

1177:                                             ; preds = %1170
  %1178 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1171
  %1179 = load float, ptr %1178, align 4, !tbaa !11
  store volatile float %1179, ptr @vf, align 4, !tbaa !11
  %1180 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1181 = tail call float @asinhf(float noundef %1180) #11
  %1182 = fpext float %1181 to double
  %1183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1182)
  %1184 = add nuw nsw i32 %1171, 1
  %1185 = icmp eq i32 %1184, 11
  br i1 %1185, label %1175, label %1170, !llvm.loop !80

1186:                                             ; preds = %1175, %1194
  %1187 = phi i32 [ 0, %1175 ], [ %1200, %1194 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %85) #11
  %1188 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %85, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.71) #11
  %1189 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %85) #12
  %1190 = icmp eq ptr %1189, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %85) #11
  br i1 %1190, label %1194, label %1191

1191:                                             ; preds = %1194, %1186
  %1192 = tail call i32 @putchar(i32 10)
  %1193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.72)
  br label %1202

1194:                                             ; preds = %1186
  %1195 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1187
  %1196 = load double, ptr %1195, align 8, !tbaa !14
  store volatile double %1196, ptr @vl, align 8, !tbaa !14
  %1197 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1198 = tail call double @asinhl(double noundef %1197) #11
  %1199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1198)
  %1200 = add nuw nsw i32 %1187, 1
  %1201 = icmp eq i32 %1200, 10
  br i1 %1201, label %1191, label %1186, !llvm.loop !81

1202:                                             ; preds = %1191, %1209
  %1203 = phi i32 [ 0, %1191 ], [ %1215, %1209 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %84) #11
  %1204 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %84, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.72) #11
  %1205 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %84) #12
  %1206 = icmp eq ptr %1205, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %84) #11
  br i1 %1206, label %1209, label %1207

1207:                                             ; preds = %1209, %1202
  %1208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.72)
  br label %1217

1209:                                             ; preds = %1202
  %1210 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1203
  %1211 = load double, ptr %1210, align 8, !tbaa !5
  store volatile double %1211, ptr @vd, align 8, !tbaa !5
  %1212 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1213 = tail call double @acosh(double noundef %1212) #11
  %1214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1213)
  %1215 = add nuw nsw i32 %1203, 1
  %1216 = icmp eq i32 %1215, 14
  br i1 %1216, label %1207, label %1202, !llvm.loop !82

1217:                                             ; preds = %1207, %1224
  %1218 = phi i32 [ 0, %1207 ], [ %1231, %1224 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %83) #11
  %1219 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %83, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.73) #11
  %1220 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %83) #12
  %1221 = icmp eq ptr %1220, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %83) #11
  br i1 %1221, label %1224, label %1222

1222:                                             ; preds = %1224, %1217
  %1223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.72)
  br label %1233

1224:                                             ; preds = %1217
  %1225 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1218
  %1226 = load float, ptr %1225, align 4, !tbaa !11
  store volatile float %1226, ptr @vf, align 4, !tbaa !11
  %1227 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1228 = tail call float @acoshf(float noundef %1227) #11
  %1229 = fpext float %1228 to double
  %1230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1229)
  %1231 = add nuw nsw i32 %1218, 1
  %1232 = icmp eq i32 %1231, 11
  br i1 %1232, label %1222, label %1217, !llvm.loop !83

1233:                                             ; preds = %1222, %1241
  %1234 = phi i32 [ 0, %1222 ], [ %1247, %1241 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %82) #11
  %1235 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %82, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.74) #11
  %1236 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %82) #12
  %1237 = icmp eq ptr %1236, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %82) #11
  br i1 %1237, label %1241, label %1238

1238:                                             ; preds = %1241, %1233
  %1239 = tail call i32 @putchar(i32 10)
  %1240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.75)
  br label %1249

1241:                                             ; preds = %1233
  %1242 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1234
  %1243 = load double, ptr %1242, align 8, !tbaa !14
  store volatile double %1243, ptr @vl, align 8, !tbaa !14
  %1244 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1245 = tail call double @acoshl(double noundef %1244) #11
  %1246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1245)
  %1247 = add nuw nsw i32 %1234, 1
  %1248 = icmp eq i32 %1247, 10
  br i1 %1248, label %1238, label %1233, !llvm.loop !84

1249:                                             ; preds = %1238, %1256
  %1250 = phi i32 [ 0, %1238 ], [ %1262, %1256 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %81) #11
  %1251 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %81, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.75) #11
  %1252 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %81) #12
  %1253 = icmp eq ptr %1252, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %81) #11
  br i1 %1253, label %1256, label %1254

1254:                                             ; preds = %1256, %1249
  %1255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.75)
  br label %1264

1256:                                             ; preds = %1249
  %1257 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1250
  %1258 = load double, ptr %1257, align 8, !tbaa !5
  store volatile double %1258, ptr @vd, align 8, !tbaa !5
  %1259 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1260 = tail call double @atanh(double noundef %1259) #11
  %1261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1260)
  %1262 = add nuw nsw i32 %1250, 1
  %1263 = icmp eq i32 %1262, 14
  br i1 %1263, label %1254, label %1249, !llvm.loop !85

1264:                                             ; preds = %1254, %1271
  %1265 = phi i32 [ 0, %1254 ], [ %1278, %1271 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %80) #11
  %1266 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %80, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.76) #11
  %1267 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %80) #12
  %1268 = icmp eq ptr %1267, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %80) #11
  br i1 %1268, label %1271, label %1269

1269:                                             ; preds = %1271, %1264
  %1270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.75)
  br label %1280

1271:                                             ; preds = %1264
  %1272 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1265
  %1273 = load float, ptr %1272, align 4, !tbaa !11
  store volatile float %1273, ptr @vf, align 4, !tbaa !11
  %1274 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1275 = tail call float @atanhf(float noundef %1274) #11
  %1276 = fpext float %1275 to double
  %1277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1276)
  %1278 = add nuw nsw i32 %1265, 1
  %1279 = icmp eq i32 %1278, 11
  br i1 %1279, label %1269, label %1264, !llvm.loop !86

1280:                                             ; preds = %1269, %1288
  %1281 = phi i32 [ 0, %1269 ], [ %1294, %1288 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %79) #11
  %1282 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %79, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.77) #11
  %1283 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %79) #12
  %1284 = icmp eq ptr %1283, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %79) #11
  br i1 %1284, label %1288, label %1285

1285:                                             ; preds = %1288, %1280
  %1286 = tail call i32 @putchar(i32 10)
  %1287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.78)
  br label %1296

1288:                                             ; preds = %1280
  %1289 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1281
  %1290 = load double, ptr %1289, align 8, !tbaa !14
  store volatile double %1290, ptr @vl, align 8, !tbaa !14
  %1291 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1292 = tail call double @atanhl(double noundef %1291) #11
  %1293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1292)
  %1294 = add nuw nsw i32 %1281, 1
  %1295 = icmp eq i32 %1294, 10
  br i1 %1295, label %1285, label %1280, !llvm.loop !87

1296:                                             ; preds = %1285, %1303
  %1297 = phi i32 [ 0, %1285 ], [ %1309, %1303 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %78) #11
  %1298 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %78, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.78) #11
  %1299 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %78) #12
  %1300 = icmp eq ptr %1299, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %78) #11
  br i1 %1300, label %1303, label %1301

1301:                                             ; preds = %1303, %1296
  %1302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.78)
  br label %1311

1303:                                             ; preds = %1296
  %1304 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1297
  %1305 = load double, ptr %1304, align 8, !tbaa !5
  store volatile double %1305, ptr @vd, align 8, !tbaa !5
  %1306 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1307 = tail call double @erf(double noundef %1306) #11
  %1308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1307)
  %1309 = add nuw nsw i32 %1297, 1
  %1310 = icmp eq i32 %1309, 14
  br i1 %1310, label %1301, label %1296, !llvm.loop !88

1311:                                             ; preds = %1301, %1318
  %1312 = phi i32 [ 0, %1301 ], [ %1325, %1318 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %77) #11
  %1313 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %77, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.79) #11
  %1314 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %77) #12
  %1315 = icmp eq ptr %1314, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %77) #11
  br i1 %1315, label %1318, label %1316

1316:                                             ; preds = %1318, %1311
  %1317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.78)
  br label %1327

1318:                                             ; preds = %1311
  %1319 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1312
  %1320 = load float, ptr %1319, align 4, !tbaa !11
  store volatile float %1320, ptr @vf, align 4, !tbaa !11
  %1321 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1322 = tail call float @erff(float noundef %1321) #11
  %1323 = fpext float %1322 to double
  %1324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1323)
  %1325 = add nuw nsw i32 %1312, 1
  %1326 = icmp eq i32 %1325, 11
  br i1 %1326, label %1316, label %1311, !llvm.loop !89

1327:                                             ; preds = %1316, %1335
  %1328 = phi i32 [ 0, %1316 ], [ %1341, %1335 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %76) #11
  %1329 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %76, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.80) #11
  %1330 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %76) #12
  %1331 = icmp eq ptr %1330, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %76) #11
  br i1 %1331, label %1335, label %1332

1332:                                             ; preds = %1335, %1327
  %1333 = tail call i32 @putchar(i32 10)
  %1334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.81)
  br label %1343

1335:                                             ; preds = %1327
  %1336 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1328
  %1337 = load double, ptr %1336, align 8, !tbaa !14
  store volatile double %1337, ptr @vl, align 8, !tbaa !14
  %1338 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1339 = tail call double @erfl(double noundef %1338) #11
  %1340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1339)
  %1341 = add nuw nsw i32 %1328, 1
  %1342 = icmp eq i32 %1341, 10
  br i1 %1342, label %1332, label %1327, !llvm.loop !90

1343:                                             ; preds = %1332, %1350
  %1344 = phi i32 [ 0, %1332 ], [ %1356, %1350 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %75) #11
  %1345 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %75, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.81) #11
  %1346 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %75) #12
  %1347 = icmp eq ptr %1346, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %75) #11
  br i1 %1347, label %1350, label %1348

1348:                                             ; preds = %1350, %1343
  %1349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.81)
  br label %1358

1350:                                             ; preds = %1343
  %1351 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1344
  %1352 = load double, ptr %1351, align 8, !tbaa !5
  store volatile double %1352, ptr @vd, align 8, !tbaa !5
  %1353 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1354 = tail call double @erfc(double noundef %1353) #11
  %1355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1354)
  %1356 = add nuw nsw i32 %1344, 1
  %1357 = icmp eq i32 %1356, 14
  br i1 %1357, label %1348, label %1343, !llvm.loop !91

1358:                                             ; preds = %1348, %1365
  %1359 = phi i32 [ 0, %1348 ], [ %1372, %1365 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %74) #11
  %1360 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %74, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.82) #11
  %1361 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %74) #12
  %1362 = icmp eq ptr %1361, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %74) #11
  br i1 %1362, label %1365, label %1363

1363:                                             ; preds = %1365, %1358
  %1364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.81)
  br label %1374

1365:                                             ; preds = %1358
  %1366 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1359
  %1367 = load float, ptr %1366, align 4, !tbaa !11
  store volatile float %1367, ptr @vf, align 4, !tbaa !11
  %1368 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1369 = tail call float @erfcf(float noundef %1368) #11
  %1370 = fpext float %1369 to double
  %1371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1370)
  %1372 = add nuw nsw i32 %1359, 1
  %1373 = icmp eq i32 %1372, 11
  br i1 %1373, label %1363, label %1358, !llvm.loop !92

1374:                                             ; preds = %1363, %1382
  %1375 = phi i32 [ 0, %1363 ], [ %1388, %1382 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %73) #11
  %1376 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %73, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.83) #11
  %1377 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %73) #12
  %1378 = icmp eq ptr %1377, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %73) #11
  br i1 %1378, label %1382, label %1379

1379:                                             ; preds = %1382, %1374
  %1380 = tail call i32 @putchar(i32 10)
  %1381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.84)
  br label %1390

1382:                                             ; preds = %1374
  %1383 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1375
  %1384 = load double, ptr %1383, align 8, !tbaa !14
  store volatile double %1384, ptr @vl, align 8, !tbaa !14
  %1385 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1386 = tail call double @erfcl(double noundef %1385) #11
  %1387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1386)
  %1388 = add nuw nsw i32 %1375, 1
  %1389 = icmp eq i32 %1388, 10
  br i1 %1389, label %1379, label %1374, !llvm.loop !93

1390:                                             ; preds = %1379, %1397
  %1391 = phi i32 [ 0, %1379 ], [ %1403, %1397 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %72) #11
  %1392 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %72, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.84) #11
  %1393 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %72) #12
  %1394 = icmp eq ptr %1393, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %72) #11
  br i1 %1394, label %1397, label %1395

1395:                                             ; preds = %1397, %1390
  %1396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.84)
  br label %1405

1397:                                             ; preds = %1390
  %1398 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1391
  %1399 = load double, ptr %1398, align 8, !tbaa !5
  store volatile double %1399, ptr @vd, align 8, !tbaa !5
  %1400 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1401 = tail call double @lgamma(double noundef %1400) #11
  %1402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1401)
  %1403 = add nuw nsw i32 %1391, 1
  %1404 = icmp eq i32 %1403, 14
  br i1 %1404, label %1395, label %1390, !llvm.loop !94

1405:                                             ; preds = %1395, %1412
  %1406 = phi i32 [ 0, %1395 ], [ %1419, %1412 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %71) #11
  %1407 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %71, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.85) #11
  %1408 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %71) #12
  %1409 = icmp eq ptr %1408, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %71) #11
  br i1 %1409, label %1412, label %1410

1410:                                             ; preds = %1412, %1405
  %1411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.84)
  br label %1421

1412:                                             ; preds = %1405
  %1413 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1406
  %1414 = load float, ptr %1413, align 4, !tbaa !11
  store volatile float %1414, ptr @vf, align 4, !tbaa !11
  %1415 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1416 = tail call float @lgammaf(float noundef %1415) #11
  %1417 = fpext float %1416 to double
  %1418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1417)
  %1419 = add nuw nsw i32 %1406, 1
  %1420 = icmp eq i32 %1419, 11
  br i1 %1420, label %1410, label %1405, !llvm.loop !95

1421:                                             ; preds = %1410, %1429
  %1422 = phi i32 [ 0, %1410 ], [ %1435, %1429 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %70) #11
  %1423 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %70, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.86) #11
  %1424 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %70) #12
  %1425 = icmp eq ptr %1424, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %70) #11
  br i1 %1425, label %1429, label %1426

1426:                                             ; preds = %1429, %1421
  %1427 = tail call i32 @putchar(i32 10)
  %1428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.87)
  br label %1437

1429:                                             ; preds = %1421
  %1430 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1422
  %1431 = load double, ptr %1430, align 8, !tbaa !14
  store volatile double %1431, ptr @vl, align 8, !tbaa !14
  %1432 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1433 = tail call double @lgammal(double noundef %1432) #11
  %1434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1433)
  %1435 = add nuw nsw i32 %1422, 1
  %1436 = icmp eq i32 %1435, 10
  br i1 %1436, label %1426, label %1421, !llvm.loop !96

1437:                                             ; preds = %1426, %1444
  %1438 = phi i32 [ 0, %1426 ], [ %1450, %1444 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %69) #11
  %1439 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %69, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.87) #11
  %1440 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %69) #12
  %1441 = icmp eq ptr %1440, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %69) #11
  br i1 %1441, label %1444, label %1442

1442:                                             ; preds = %1444, %1437
  %1443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.87)
  br label %1452

1444:                                             ; preds = %1437
  %1445 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1438
  %1446 = load double, ptr %1445, align 8, !tbaa !5
  store volatile double %1446, ptr @vd, align 8, !tbaa !5
  %1447 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1448 = tail call double @tgamma(double noundef %1447) #11
  %1449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1448)
  %1450 = add nuw nsw i32 %1438, 1
  %1451 = icmp eq i32 %1450, 14
  br i1 %1451, label %1442, label %1437, !llvm.loop !97

1452:                                             ; preds = %1442, %1459
  %1453 = phi i32 [ 0, %1442 ], [ %1466, %1459 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %68) #11
  %1454 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %68, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.88) #11
  %1455 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %68) #12
  %1456 = icmp eq ptr %1455, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %68) #11
  br i1 %1456, label %1459, label %1457

1457:                                             ; preds = %1459, %1452
  %1458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.87)
  br label %1468

1459:                                             ; preds = %1452
  %1460 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1453
  %1461 = load float, ptr %1460, align 4, !tbaa !11
  store volatile float %1461, ptr @vf, align 4, !tbaa !11
  %1462 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1463 = tail call float @tgammaf(float noundef %1462) #11
  %1464 = fpext float %1463 to double
  %1465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1464)
  %1466 = add nuw nsw i32 %1453, 1
  %1467 = icmp eq i32 %1466, 11
  br i1 %1467, label %1457, label %1452, !llvm.loop !98

1468:                                             ; preds = %1457, %1476
  %1469 = phi i32 [ 0, %1457 ], [ %1482, %1476 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %67) #11
  %1470 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %67, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.89) #11
  %1471 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %67) #12
  %1472 = icmp eq ptr %1471, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %67) #11
  br i1 %1472, label %1476, label %1473

1473:                                             ; preds = %1476, %1468
  %1474 = tail call i32 @putchar(i32 10)
  %1475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.90)
  br label %1484

1476:                                             ; preds = %1468
  %1477 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1469
  %1478 = load double, ptr %1477, align 8, !tbaa !14
  store volatile double %1478, ptr @vl, align 8, !tbaa !14
  %1479 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1480 = tail call double @tgammal(double noundef %1479) #11
  %1481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1480)
  %1482 = add nuw nsw i32 %1469, 1
  %1483 = icmp eq i32 %1482, 10
  br i1 %1483, label %1473, label %1468, !llvm.loop !99

1484:                                             ; preds = %1473, %1491
  %1485 = phi i32 [ 0, %1473 ], [ %1497, %1491 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %66) #11
  %1486 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %66, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.90) #11
  %1487 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %66) #12
  %1488 = icmp eq ptr %1487, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %66) #11
  br i1 %1488, label %1491, label %1489

1489:                                             ; preds = %1491, %1484
  %1490 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.90)
  br label %1499

1491:                                             ; preds = %1484
  %1492 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1485
  %1493 = load double, ptr %1492, align 8, !tbaa !5
  store volatile double %1493, ptr @vd, align 8, !tbaa !5
  %1494 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1495 = tail call double @llvm.ceil.f64(double %1494)
  %1496 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1495)
  %1497 = add nuw nsw i32 %1485, 1
  %1498 = icmp eq i32 %1497, 14
  br i1 %1498, label %1489, label %1484, !llvm.loop !100

1499:                                             ; preds = %1489, %1506
  %1500 = phi i32 [ 0, %1489 ], [ %1513, %1506 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #11
  %1501 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %65, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.91) #11
  %1502 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %65) #12
  %1503 = icmp eq ptr %1502, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #11
  br i1 %1503, label %1506, label %1504

1504:                                             ; preds = %1506, %1499
  %1505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.90)
  br label %1515

1506:                                             ; preds = %1499
  %1507 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1500
  %1508 = load float, ptr %1507, align 4, !tbaa !11
  store volatile float %1508, ptr @vf, align 4, !tbaa !11
  %1509 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1510 = tail call float @llvm.ceil.f32(float %1509)
  %1511 = fpext float %1510 to double
  %1512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1511)
  %1513 = add nuw nsw i32 %1500, 1
  %1514 = icmp eq i32 %1513, 11
  br i1 %1514, label %1504, label %1499, !llvm.loop !101

1515:                                             ; preds = %1504, %1523
  %1516 = phi i32 [ 0, %1504 ], [ %1529, %1523 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #11
  %1517 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %64, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.92) #11
  %1518 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %64) #12
  %1519 = icmp eq ptr %1518, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #11
  br i1 %1519, label %1523, label %1520

1520:                                             ; preds = %1523, %1515
  %1521 = tail call i32 @putchar(i32 10)
  %1522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.93)
  br label %1531

1523:                                             ; preds = %1515
  %1524 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1516
  %1525 = load double, ptr %1524, align 8, !tbaa !14
  store volatile double %1525, ptr @vl, align 8, !tbaa !14
  %1526 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1527 = tail call double @llvm.ceil.f64(double %1526)
  %1528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1527)
  %1529 = add nuw nsw i32 %1516, 1
  %1530 = icmp eq i32 %1529, 10
  br i1 %1530, label %1520, label %1515, !llvm.loop !102

1531:                                             ; preds = %1520, %1538
  %1532 = phi i32 [ 0, %1520 ], [ %1544, %1538 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %63) #11
  %1533 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %63, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.93) #11
  %1534 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %63) #12
  %1535 = icmp eq ptr %1534, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %63) #11
  br i1 %1535, label %1538, label %1536

1536:                                             ; preds = %1538, %1531
  %1537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.93)
  br label %1546

1538:                                             ; preds = %1531
  %1539 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1532
  %1540 = load double, ptr %1539, align 8, !tbaa !5
  store volatile double %1540, ptr @vd, align 8, !tbaa !5
  %1541 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1542 = tail call double @llvm.floor.f64(double %1541)
  %1543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1542)
  %1544 = add nuw nsw i32 %1532, 1
  %1545 = icmp eq i32 %1544, 14
  br i1 %1545, label %1536, label %1531, !llvm.loop !103

1546:                                             ; preds = %1536, %1553
  %1547 = phi i32 [ 0, %1536 ], [ %1560, %1553 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #11
  %1548 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %62, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.94) #11
  %1549 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %62) #12
  %1550 = icmp eq ptr %1549, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #11
  br i1 %1550, label %1553, label %1551

1551:                                             ; preds = %1553, %1546
  %1552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.93)
  br label %1562

1553:                                             ; preds = %1546
  %1554 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1547
  %1555 = load float, ptr %1554, align 4, !tbaa !11
  store volatile float %1555, ptr @vf, align 4, !tbaa !11
  %1556 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1557 = tail call float @llvm.floor.f32(float %1556)
  %1558 = fpext float %1557 to double
  %1559 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1558)
  %1560 = add nuw nsw i32 %1547, 1
  %1561 = icmp eq i32 %1560, 11
  br i1 %1561, label %1551, label %1546, !llvm.loop !104

1562:                                             ; preds = %1551, %1570
  %1563 = phi i32 [ 0, %1551 ], [ %1576, %1570 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #11
  %1564 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %61, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.95) #11
  %1565 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %61) #12
  %1566 = icmp eq ptr %1565, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #11
  br i1 %1566, label %1570, label %1567

1567:                                             ; preds = %1570, %1562
  %1568 = tail call i32 @putchar(i32 10)
  %1569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.96)
  br label %1578

1570:                                             ; preds = %1562
  %1571 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1563
  %1572 = load double, ptr %1571, align 8, !tbaa !14
  store volatile double %1572, ptr @vl, align 8, !tbaa !14
  %1573 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1574 = tail call double @llvm.floor.f64(double %1573)
  %1575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1574)
  %1576 = add nuw nsw i32 %1563, 1
  %1577 = icmp eq i32 %1576, 10
  br i1 %1577, label %1567, label %1562, !llvm.loop !105

1578:                                             ; preds = %1567, %1585
  %1579 = phi i32 [ 0, %1567 ], [ %1591, %1585 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %60) #11
  %1580 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %60, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.96) #11
  %1581 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %60) #12
  %1582 = icmp eq ptr %1581, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %60) #11
  br i1 %1582, label %1585, label %1583

1583:                                             ; preds = %1585, %1578
  %1584 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.96)
  br label %1593

1585:                                             ; preds = %1578
  %1586 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1579
  %1587 = load double, ptr %1586, align 8, !tbaa !5
  store volatile double %1587, ptr @vd, align 8, !tbaa !5
  %1588 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1589 = tail call double @llvm.trunc.f64(double %1588)
  %1590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1589)
  %1591 = add nuw nsw i32 %1579, 1
  %1592 = icmp eq i32 %1591, 14
  br i1 %1592, label %1583, label %1578, !llvm.loop !106

1593:                                             ; preds = %1583, %1600
  %1594 = phi i32 [ 0, %1583 ], [ %1607, %1600 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %59) #11
  %1595 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %59, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.97) #11
  %1596 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %59) #12
  %1597 = icmp eq ptr %1596, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %59) #11
  br i1 %1597, label %1600, label %1598

1598:                                             ; preds = %1600, %1593
  %1599 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.96)
  br label %1609

1600:                                             ; preds = %1593
  %1601 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1594
  %1602 = load float, ptr %1601, align 4, !tbaa !11
  store volatile float %1602, ptr @vf, align 4, !tbaa !11
  %1603 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1604 = tail call float @llvm.trunc.f32(float %1603)
  %1605 = fpext float %1604 to double
  %1606 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1605)
  %1607 = add nuw nsw i32 %1594, 1
  %1608 = icmp eq i32 %1607, 11
  br i1 %1608, label %1598, label %1593, !llvm.loop !107

1609:                                             ; preds = %1598, %1617
  %1610 = phi i32 [ 0, %1598 ], [ %1623, %1617 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %58) #11
  %1611 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.98) #11
  %1612 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %58) #12
  %1613 = icmp eq ptr %1612, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %58) #11
  br i1 %1613, label %1617, label %1614

1614:                                             ; preds = %1617, %1609
  %1615 = tail call i32 @putchar(i32 10)
  %1616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.99)
  br label %1625

1617:                                             ; preds = %1609
  %1618 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1610
  %1619 = load double, ptr %1618, align 8, !tbaa !14
  store volatile double %1619, ptr @vl, align 8, !tbaa !14
  %1620 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1621 = tail call double @llvm.trunc.f64(double %1620)
  %1622 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1621)
  %1623 = add nuw nsw i32 %1610, 1
  %1624 = icmp eq i32 %1623, 10
  br i1 %1624, label %1614, label %1609, !llvm.loop !108

1625:                                             ; preds = %1614, %1632
  %1626 = phi i32 [ 0, %1614 ], [ %1638, %1632 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %57) #11
  %1627 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %57, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.99) #11
  %1628 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %57) #12
  %1629 = icmp eq ptr %1628, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %57) #11
  br i1 %1629, label %1632, label %1630

1630:                                             ; preds = %1632, %1625
  %1631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.99)
  br label %1640

1632:                                             ; preds = %1625
  %1633 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1626
  %1634 = load double, ptr %1633, align 8, !tbaa !5
  store volatile double %1634, ptr @vd, align 8, !tbaa !5
  %1635 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1636 = tail call double @llvm.round.f64(double %1635)
  %1637 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1636)
  %1638 = add nuw nsw i32 %1626, 1
  %1639 = icmp eq i32 %1638, 14
  br i1 %1639, label %1630, label %1625, !llvm.loop !109

1640:                                             ; preds = %1630, %1647
  %1641 = phi i32 [ 0, %1630 ], [ %1654, %1647 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %56) #11
  %1642 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %56, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.100) #11
  %1643 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %56) #12
  %1644 = icmp eq ptr %1643, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %56) #11
  br i1 %1644, label %1647, label %1645

1645:                                             ; preds = %1647, %1640
  %1646 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.99)
  br label %1656

1647:                                             ; preds = %1640
  %1648 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1641
  %1649 = load float, ptr %1648, align 4, !tbaa !11
  store volatile float %1649, ptr @vf, align 4, !tbaa !11
  %1650 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1651 = tail call float @llvm.round.f32(float %1650)
  %1652 = fpext float %1651 to double
  %1653 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1652)
  %1654 = add nuw nsw i32 %1641, 1
  %1655 = icmp eq i32 %1654, 11
  br i1 %1655, label %1645, label %1640, !llvm.loop !110

1656:                                             ; preds = %1645, %1664
  %1657 = phi i32 [ 0, %1645 ], [ %1670, %1664 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #11
  %1658 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %55, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.101) #11
  %1659 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %55) #12
  %1660 = icmp eq ptr %1659, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #11
  br i1 %1660, label %1664, label %1661

1661:                                             ; preds = %1664, %1656
  %1662 = tail call i32 @putchar(i32 10)
  %1663 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.102)
  br label %1672

1664:                                             ; preds = %1656
  %1665 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1657
  %1666 = load double, ptr %1665, align 8, !tbaa !14
  store volatile double %1666, ptr @vl, align 8, !tbaa !14
  %1667 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1668 = tail call double @llvm.round.f64(double %1667)
  %1669 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1668)
  %1670 = add nuw nsw i32 %1657, 1
  %1671 = icmp eq i32 %1670, 10
  br i1 %1671, label %1661, label %1656, !llvm.loop !111

1672:                                             ; preds = %1661, %1679
  %1673 = phi i32 [ 0, %1661 ], [ %1685, %1679 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %54) #11
  %1674 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %54, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.102) #11
  %1675 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %54) #12
  %1676 = icmp eq ptr %1675, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #11
  br i1 %1676, label %1679, label %1677

1677:                                             ; preds = %1679, %1672
  %1678 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.102)
  br label %1687

1679:                                             ; preds = %1672
  %1680 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1673
  %1681 = load double, ptr %1680, align 8, !tbaa !5
  store volatile double %1681, ptr @vd, align 8, !tbaa !5
  %1682 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1683 = tail call double @llvm.rint.f64(double %1682)
  %1684 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1683)
  %1685 = add nuw nsw i32 %1673, 1
  %1686 = icmp eq i32 %1685, 14
  br i1 %1686, label %1677, label %1672, !llvm.loop !112

1687:                                             ; preds = %1677, %1694
  %1688 = phi i32 [ 0, %1677 ], [ %1701, %1694 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %53) #11
  %1689 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %53, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.103) #11
  %1690 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %53) #12
  %1691 = icmp eq ptr %1690, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #11
  br i1 %1691, label %1694, label %1692

1692:                                             ; preds = %1694, %1687
  %1693 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.102)
  br label %1703

1694:                                             ; preds = %1687
  %1695 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1688
  %1696 = load float, ptr %1695, align 4, !tbaa !11
  store volatile float %1696, ptr @vf, align 4, !tbaa !11
  %1697 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1698 = tail call float @llvm.rint.f32(float %1697)
  %1699 = fpext float %1698 to double
  %1700 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1699)
  %1701 = add nuw nsw i32 %1688, 1
  %1702 = icmp eq i32 %1701, 11
  br i1 %1702, label %1692, label %1687, !llvm.loop !113

1703:                                             ; preds = %1692, %1711
  %1704 = phi i32 [ 0, %1692 ], [ %1717, %1711 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %52) #11
  %1705 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %52, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.104) #11
  %1706 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %52) #12
  %1707 = icmp eq ptr %1706, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %52) #11
  br i1 %1707, label %1711, label %1708

1708:                                             ; preds = %1711, %1703
  %1709 = tail call i32 @putchar(i32 10)
  %1710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.105)
  br label %1719

1711:                                             ; preds = %1703
  %1712 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1704
  %1713 = load double, ptr %1712, align 8, !tbaa !14
  store volatile double %1713, ptr @vl, align 8, !tbaa !14
  %1714 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1715 = tail call double @llvm.rint.f64(double %1714)
  %1716 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1715)
  %1717 = add nuw nsw i32 %1704, 1
  %1718 = icmp eq i32 %1717, 10
  br i1 %1718, label %1708, label %1703, !llvm.loop !114

1719:                                             ; preds = %1708, %1726
  %1720 = phi i32 [ 0, %1708 ], [ %1732, %1726 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #11
  %1721 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %51, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.105) #11
  %1722 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %51) #12
  %1723 = icmp eq ptr %1722, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #11
  br i1 %1723, label %1726, label %1724

1724:                                             ; preds = %1726, %1719
  %1725 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.105)
  br label %1734

1726:                                             ; preds = %1719
  %1727 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1720
  %1728 = load double, ptr %1727, align 8, !tbaa !5
  store volatile double %1728, ptr @vd, align 8, !tbaa !5
  %1729 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1730 = tail call double @llvm.nearbyint.f64(double %1729)
  %1731 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1730)
  %1732 = add nuw nsw i32 %1720, 1
  %1733 = icmp eq i32 %1732, 14
  br i1 %1733, label %1724, label %1719, !llvm.loop !115

1734:                                             ; preds = %1724, %1741
  %1735 = phi i32 [ 0, %1724 ], [ %1748, %1741 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #11
  %1736 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %50, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.106) #11
  %1737 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %50) #12
  %1738 = icmp eq ptr %1737, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #11
  br i1 %1738, label %1741, label %1739

1739:                                             ; preds = %1741, %1734
  %1740 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.105)
  br label %1750

1741:                                             ; preds = %1734
  %1742 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1735
  %1743 = load float, ptr %1742, align 4, !tbaa !11
  store volatile float %1743, ptr @vf, align 4, !tbaa !11
  %1744 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1745 = tail call float @llvm.nearbyint.f32(float %1744)
  %1746 = fpext float %1745 to double
  %1747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1746)
  %1748 = add nuw nsw i32 %1735, 1
  %1749 = icmp eq i32 %1748, 11
  br i1 %1749, label %1739, label %1734, !llvm.loop !116

1750:                                             ; preds = %1739, %1758
  %1751 = phi i32 [ 0, %1739 ], [ %1764, %1758 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %49) #11
  %1752 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %49, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.107) #11
  %1753 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %49) #12
  %1754 = icmp eq ptr %1753, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #11
  br i1 %1754, label %1758, label %1755

1755:                                             ; preds = %1758, %1750
  %1756 = tail call i32 @putchar(i32 10)
  %1757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.108)
  br label %1766

1758:                                             ; preds = %1750
  %1759 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1751
  %1760 = load double, ptr %1759, align 8, !tbaa !14
  store volatile double %1760, ptr @vl, align 8, !tbaa !14
  %1761 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1762 = tail call double @llvm.nearbyint.f64(double %1761)
  %1763 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1762)
  %1764 = add nuw nsw i32 %1751, 1
  %1765 = icmp eq i32 %1764, 10
  br i1 %1765, label %1755, label %1750, !llvm.loop !117

1766:                                             ; preds = %1755, %1773
  %1767 = phi i32 [ 0, %1755 ], [ %1779, %1773 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #11
  %1768 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %48, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.108) #11
  %1769 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %48) #12
  %1770 = icmp eq ptr %1769, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #11
  br i1 %1770, label %1773, label %1771

1771:                                             ; preds = %1773, %1766
  %1772 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.108)
  br label %1781

1773:                                             ; preds = %1766
  %1774 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1767
  %1775 = load double, ptr %1774, align 8, !tbaa !5
  store volatile double %1775, ptr @vd, align 8, !tbaa !5
  %1776 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1777 = tail call double @j0(double noundef %1776) #11
  %1778 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1777)
  %1779 = add nuw nsw i32 %1767, 1
  %1780 = icmp eq i32 %1779, 14
  br i1 %1780, label %1771, label %1766, !llvm.loop !118

1781:                                             ; preds = %1771, %1788
  %1782 = phi i32 [ 0, %1771 ], [ %1795, %1788 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #11
  %1783 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %47, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.109) #11
  %1784 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %47) #12
  %1785 = icmp eq ptr %1784, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #11
  br i1 %1785, label %1788, label %1786

1786:                                             ; preds = %1788, %1781
  %1787 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.108)
  br label %1797

1788:                                             ; preds = %1781
  %1789 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1782
  %1790 = load float, ptr %1789, align 4, !tbaa !11
  store volatile float %1790, ptr @vf, align 4, !tbaa !11
  %1791 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1792 = tail call float @j0f(float noundef %1791) #11
  %1793 = fpext float %1792 to double
  %1794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1793)
  %1795 = add nuw nsw i32 %1782, 1
  %1796 = icmp eq i32 %1795, 11
  br i1 %1796, label %1786, label %1781, !llvm.loop !119

1797:                                             ; preds = %1786, %1805
  %1798 = phi i32 [ 0, %1786 ], [ %1811, %1805 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #11
  %1799 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %46, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.110) #11
  %1800 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %46) #12
  %1801 = icmp eq ptr %1800, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #11
  br i1 %1801, label %1805, label %1802

1802:                                             ; preds = %1805, %1797
  %1803 = tail call i32 @putchar(i32 10)
  %1804 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.111)
  br label %1813

1805:                                             ; preds = %1797
  %1806 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1798
  %1807 = load double, ptr %1806, align 8, !tbaa !14
  store volatile double %1807, ptr @vl, align 8, !tbaa !14
  %1808 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1809 = tail call double @j0l(double noundef %1808) #11
  %1810 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1809)
  %1811 = add nuw nsw i32 %1798, 1
  %1812 = icmp eq i32 %1811, 10
  br i1 %1812, label %1802, label %1797, !llvm.loop !120

1813:                                             ; preds = %1802, %1820
  %1814 = phi i32 [ 0, %1802 ], [ %1826, %1820 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %45) #11
  %1815 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %45, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.111) #11
  %1816 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %45) #12
  %1817 = icmp eq ptr %1816, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %45) #11
  br i1 %1817, label %1820, label %1818

1818:                                             ; preds = %1820, %1813
  %1819 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.111)
  br label %1828

1820:                                             ; preds = %1813
  %1821 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1814
  %1822 = load double, ptr %1821, align 8, !tbaa !5
  store volatile double %1822, ptr @vd, align 8, !tbaa !5
  %1823 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1824 = tail call double @j1(double noundef %1823) #11
  %1825 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1824)
  %1826 = add nuw nsw i32 %1814, 1
  %1827 = icmp eq i32 %1826, 14
  br i1 %1827, label %1818, label %1813, !llvm.loop !121

1828:                                             ; preds = %1818, %1835
  %1829 = phi i32 [ 0, %1818 ], [ %1842, %1835 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #11
  %1830 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %44, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.112) #11
  %1831 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %44) #12
  %1832 = icmp eq ptr %1831, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #11
  br i1 %1832, label %1835, label %1833

1833:                                             ; preds = %1835, %1828
  %1834 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.111)
  br label %1844

1835:                                             ; preds = %1828
  %1836 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1829
  %1837 = load float, ptr %1836, align 4, !tbaa !11
  store volatile float %1837, ptr @vf, align 4, !tbaa !11
  %1838 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1839 = tail call float @j1f(float noundef %1838) #11
  %1840 = fpext float %1839 to double
  %1841 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1840)
  %1842 = add nuw nsw i32 %1829, 1
  %1843 = icmp eq i32 %1842, 11
  br i1 %1843, label %1833, label %1828, !llvm.loop !122

1844:                                             ; preds = %1833, %1852
  %1845 = phi i32 [ 0, %1833 ], [ %1858, %1852 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #11
  %1846 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %43, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.113) #11
  %1847 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %43) #12
  %1848 = icmp eq ptr %1847, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #11
  br i1 %1848, label %1852, label %1849

1849:                                             ; preds = %1852, %1844
  %1850 = tail call i32 @putchar(i32 10)
  %1851 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.114)
  br label %1860

1852:                                             ; preds = %1844
  %1853 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1845
  %1854 = load double, ptr %1853, align 8, !tbaa !14
  store volatile double %1854, ptr @vl, align 8, !tbaa !14
  %1855 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1856 = tail call double @j1l(double noundef %1855) #11
  %1857 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1856)
  %1858 = add nuw nsw i32 %1845, 1
  %1859 = icmp eq i32 %1858, 10
  br i1 %1859, label %1849, label %1844, !llvm.loop !123

1860:                                             ; preds = %1849, %1867
  %1861 = phi i32 [ 0, %1849 ], [ %1873, %1867 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #11
  %1862 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %42, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.114) #11
  %1863 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %42) #12
  %1864 = icmp eq ptr %1863, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #11
  br i1 %1864, label %1867, label %1865

1865:                                             ; preds = %1867, %1860
  %1866 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.114)
  br label %1875

1867:                                             ; preds = %1860
  %1868 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1861
  %1869 = load double, ptr %1868, align 8, !tbaa !5
  store volatile double %1869, ptr @vd, align 8, !tbaa !5
  %1870 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1871 = tail call double @y0(double noundef %1870) #11
  %1872 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1871)
  %1873 = add nuw nsw i32 %1861, 1
  %1874 = icmp eq i32 %1873, 14
  br i1 %1874, label %1865, label %1860, !llvm.loop !124

1875:                                             ; preds = %1865, %1882
  %1876 = phi i32 [ 0, %1865 ], [ %1889, %1882 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #11
  %1877 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.115) #11
  %1878 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %41) #12
  %1879 = icmp eq ptr %1878, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #11
  br i1 %1879, label %1882, label %1880

1880:                                             ; preds = %1882, %1875
  %1881 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.114)
  br label %1891

1882:                                             ; preds = %1875
  %1883 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1876
  %1884 = load float, ptr %1883, align 4, !tbaa !11
  store volatile float %1884, ptr @vf, align 4, !tbaa !11
  %1885 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1886 = tail call float @y0f(float noundef %1885) #11
  %1887 = fpext float %1886 to double
  %1888 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1887)
  %1889 = add nuw nsw i32 %1876, 1
  %1890 = icmp eq i32 %1889, 11
  br i1 %1890, label %1880, label %1875, !llvm.loop !125

1891:                                             ; preds = %1880, %1899
  %1892 = phi i32 [ 0, %1880 ], [ %1905, %1899 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #11
  %1893 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %40, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.116) #11
  %1894 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %40) #12
  %1895 = icmp eq ptr %1894, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #11
  br i1 %1895, label %1899, label %1896

1896:                                             ; preds = %1899, %1891
  %1897 = tail call i32 @putchar(i32 10)
  %1898 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.117)
  br label %1907

1899:                                             ; preds = %1891
  %1900 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1892
  %1901 = load double, ptr %1900, align 8, !tbaa !14
  store volatile double %1901, ptr @vl, align 8, !tbaa !14
  %1902 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1903 = tail call double @y0l(double noundef %1902) #11
  %1904 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1903)
  %1905 = add nuw nsw i32 %1892, 1
  %1906 = icmp eq i32 %1905, 10
  br i1 %1906, label %1896, label %1891, !llvm.loop !126

1907:                                             ; preds = %1896, %1914
  %1908 = phi i32 [ 0, %1896 ], [ %1920, %1914 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #11
  %1909 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %39, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.117) #11
  %1910 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %39) #12
  %1911 = icmp eq ptr %1910, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #11
  br i1 %1911, label %1914, label %1912

1912:                                             ; preds = %1914, %1907
  %1913 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.117)
  br label %1922

1914:                                             ; preds = %1907
  %1915 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1908
  %1916 = load double, ptr %1915, align 8, !tbaa !5
  store volatile double %1916, ptr @vd, align 8, !tbaa !5
  %1917 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1918 = tail call double @y1(double noundef %1917) #11
  %1919 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1918)
  %1920 = add nuw nsw i32 %1908, 1
  %1921 = icmp eq i32 %1920, 14
  br i1 %1921, label %1912, label %1907, !llvm.loop !127

1922:                                             ; preds = %1912, %1929
  %1923 = phi i32 [ 0, %1912 ], [ %1936, %1929 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #11
  %1924 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.118) #11
  %1925 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %38) #12
  %1926 = icmp eq ptr %1925, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #11
  br i1 %1926, label %1929, label %1927

1927:                                             ; preds = %1929, %1922
  %1928 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.117)
  br label %1938

1929:                                             ; preds = %1922
  %1930 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1923
  %1931 = load float, ptr %1930, align 4, !tbaa !11
  store volatile float %1931, ptr @vf, align 4, !tbaa !11
  %1932 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1933 = tail call float @y1f(float noundef %1932) #11
  %1934 = fpext float %1933 to double
  %1935 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1934)
  %1936 = add nuw nsw i32 %1923, 1
  %1937 = icmp eq i32 %1936, 11
  br i1 %1937, label %1927, label %1922, !llvm.loop !128

1938:                                             ; preds = %1927, %1946
  %1939 = phi i32 [ 0, %1927 ], [ %1952, %1946 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #11
  %1940 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %37, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.119) #11
  %1941 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %37) #12
  %1942 = icmp eq ptr %1941, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #11
  br i1 %1942, label %1946, label %1943

1943:                                             ; preds = %1946, %1938
  %1944 = tail call i32 @putchar(i32 10)
  %1945 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.120)
  br label %1954

1946:                                             ; preds = %1938
  %1947 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1939
  %1948 = load double, ptr %1947, align 8, !tbaa !14
  store volatile double %1948, ptr @vl, align 8, !tbaa !14
  %1949 = load volatile double, ptr @vl, align 8, !tbaa !14
  %1950 = tail call double @y1l(double noundef %1949) #11
  %1951 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1950)
  %1952 = add nuw nsw i32 %1939, 1
  %1953 = icmp eq i32 %1952, 10
  br i1 %1953, label %1943, label %1938, !llvm.loop !129

1954:                                             ; preds = %1943, %1961
  %1955 = phi i32 [ 0, %1943 ], [ %1972, %1961 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #11
  %1956 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %36, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.120) #11
  %1957 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %36) #12
  %1958 = icmp eq ptr %1957, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #11
  br i1 %1958, label %1961, label %1959

1959:                                             ; preds = %1961, %1954
  %1960 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.120)
  br label %1974

1961:                                             ; preds = %1954
  %1962 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1955
  %1963 = load double, ptr %1962, align 8, !tbaa !5
  store volatile double %1963, ptr @vd, align 8, !tbaa !5
  %1964 = load volatile double, ptr @vd, align 8, !tbaa !5
  %1965 = icmp ult i32 %1955, 11
  %1966 = select i1 %1965, i32 3, i32 -11
  %1967 = add nsw i32 %1966, %1955
  %1968 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1967
  %1969 = load double, ptr %1968, align 8, !tbaa !5
  %1970 = tail call double @pow(double noundef %1964, double noundef %1969) #11
  %1971 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1970)
  %1972 = add nuw nsw i32 %1955, 1
  %1973 = icmp eq i32 %1972, 14
  br i1 %1973, label %1959, label %1954, !llvm.loop !130

1974:                                             ; preds = %1959, %1981
  %1975 = phi i32 [ 0, %1959 ], [ %1993, %1981 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #11
  %1976 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %35, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.121) #11
  %1977 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %35) #12
  %1978 = icmp eq ptr %1977, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #11
  br i1 %1978, label %1981, label %1979

1979:                                             ; preds = %1981, %1974
  %1980 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.120)
  br label %1995

1981:                                             ; preds = %1974
  %1982 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1975
  %1983 = load float, ptr %1982, align 4, !tbaa !11
  store volatile float %1983, ptr @vf, align 4, !tbaa !11
  %1984 = load volatile float, ptr @vf, align 4, !tbaa !11
  %1985 = icmp ult i32 %1975, 8
  %1986 = select i1 %1985, i32 3, i32 -8
  %1987 = add nsw i32 %1986, %1975
  %1988 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1987
  %1989 = load float, ptr %1988, align 4, !tbaa !11
  %1990 = tail call float @powf(float noundef %1984, float noundef %1989) #11
  %1991 = fpext float %1990 to double
  %1992 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %1991)
  %1993 = add nuw nsw i32 %1975, 1
  %1994 = icmp eq i32 %1993, 11
  br i1 %1994, label %1979, label %1974, !llvm.loop !131

1995:                                             ; preds = %1979, %2003
  %1996 = phi i32 [ 0, %1979 ], [ %2014, %2003 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #11
  %1997 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %34, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.122) #11
  %1998 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %34) #12
  %1999 = icmp eq ptr %1998, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #11
  br i1 %1999, label %2003, label %2000

2000:                                             ; preds = %2003, %1995
  %2001 = tail call i32 @putchar(i32 10)
  %2002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.123)
  br label %2016

2003:                                             ; preds = %1995
  %2004 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1996
  %2005 = load double, ptr %2004, align 8, !tbaa !14
  store volatile double %2005, ptr @vl, align 8, !tbaa !14
  %2006 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2007 = icmp ult i32 %1996, 7
  %2008 = select i1 %2007, i32 3, i32 -7
  %2009 = add nsw i32 %2008, %1996
  %2010 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2009
  %2011 = load double, ptr %2010, align 8, !tbaa !14
  %2012 = tail call double @powl(double noundef %2006, double noundef %2011) #11
  %2013 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2012)
  %2014 = add nuw nsw i32 %1996, 1
  %2015 = icmp eq i32 %2014, 10
  br i1 %2015, label %2000, label %1995, !llvm.loop !132

2016:                                             ; preds = %2000, %2023
  %2017 = phi i32 [ 0, %2000 ], [ %2034, %2023 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #11
  %2018 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %33, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.123) #11
  %2019 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %33) #12
  %2020 = icmp eq ptr %2019, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #11
  br i1 %2020, label %2023, label %2021

2021:                                             ; preds = %2023, %2016
  %2022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.123)
  br label %2036

2023:                                             ; preds = %2016
  %2024 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2017
  %2025 = load double, ptr %2024, align 8, !tbaa !5
  store volatile double %2025, ptr @vd, align 8, !tbaa !5
  %2026 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2027 = icmp ult i32 %2017, 11
  %2028 = select i1 %2027, i32 3, i32 -11
  %2029 = add nsw i32 %2028, %2017
  %2030 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2029
  %2031 = load double, ptr %2030, align 8, !tbaa !5
  %2032 = tail call double @atan2(double noundef %2026, double noundef %2031) #11
  %2033 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2032)
  %2034 = add nuw nsw i32 %2017, 1
  %2035 = icmp eq i32 %2034, 14
  br i1 %2035, label %2021, label %2016, !llvm.loop !133

2036:                                             ; preds = %2021, %2043
  %2037 = phi i32 [ 0, %2021 ], [ %2055, %2043 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #11
  %2038 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %32, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.124) #11
  %2039 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %32) #12
  %2040 = icmp eq ptr %2039, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #11
  br i1 %2040, label %2043, label %2041

2041:                                             ; preds = %2043, %2036
  %2042 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.123)
  br label %2057

2043:                                             ; preds = %2036
  %2044 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2037
  %2045 = load float, ptr %2044, align 4, !tbaa !11
  store volatile float %2045, ptr @vf, align 4, !tbaa !11
  %2046 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2047 = icmp ult i32 %2037, 8
  %2048 = select i1 %2047, i32 3, i32 -8
  %2049 = add nsw i32 %2048, %2037
  %2050 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2049
  %2051 = load float, ptr %2050, align 4, !tbaa !11
  %2052 = tail call float @atan2f(float noundef %2046, float noundef %2051) #11
  %2053 = fpext float %2052 to double
  %2054 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2053)
  %2055 = add nuw nsw i32 %2037, 1
  %2056 = icmp eq i32 %2055, 11
  br i1 %2056, label %2041, label %2036, !llvm.loop !134

2057:                                             ; preds = %2041, %2065
  %2058 = phi i32 [ 0, %2041 ], [ %2076, %2065 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #11
  %2059 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %31, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.125) #11
  %2060 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %31) #12
  %2061 = icmp eq ptr %2060, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #11
  br i1 %2061, label %2065, label %2062

2062:                                             ; preds = %2065, %2057
  %2063 = tail call i32 @putchar(i32 10)
  %2064 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.126)
  br label %2078

2065:                                             ; preds = %2057
  %2066 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2058
  %2067 = load double, ptr %2066, align 8, !tbaa !14
  store volatile double %2067, ptr @vl, align 8, !tbaa !14
  %2068 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2069 = icmp ult i32 %2058, 7
  %2070 = select i1 %2069, i32 3, i32 -7
  %2071 = add nsw i32 %2070, %2058
  %2072 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2071
  %2073 = load double, ptr %2072, align 8, !tbaa !14
  %2074 = tail call double @atan2l(double noundef %2068, double noundef %2073) #11
  %2075 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2074)
  %2076 = add nuw nsw i32 %2058, 1
  %2077 = icmp eq i32 %2076, 10
  br i1 %2077, label %2062, label %2057, !llvm.loop !135

2078:                                             ; preds = %2062, %2085
  %2079 = phi i32 [ 0, %2062 ], [ %2096, %2085 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #11
  %2080 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %30, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.126) #11
  %2081 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %30) #12
  %2082 = icmp eq ptr %2081, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #11
  br i1 %2082, label %2085, label %2083

2083:                                             ; preds = %2085, %2078
  %2084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.126)
  br label %2098

2085:                                             ; preds = %2078
  %2086 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2079
  %2087 = load double, ptr %2086, align 8, !tbaa !5
  store volatile double %2087, ptr @vd, align 8, !tbaa !5
  %2088 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2089 = icmp ult i32 %2079, 11
  %2090 = select i1 %2089, i32 3, i32 -11
  %2091 = add nsw i32 %2090, %2079
  %2092 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2091
  %2093 = load double, ptr %2092, align 8, !tbaa !5
  %2094 = tail call double @hypot(double noundef %2088, double noundef %2093) #11
  %2095 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2094)
  %2096 = add nuw nsw i32 %2079, 1
  %2097 = icmp eq i32 %2096, 14
  br i1 %2097, label %2083, label %2078, !llvm.loop !136

2098:                                             ; preds = %2083, %2105
  %2099 = phi i32 [ 0, %2083 ], [ %2117, %2105 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #11
  %2100 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %29, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.127) #11
  %2101 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %29) #12
  %2102 = icmp eq ptr %2101, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #11
  br i1 %2102, label %2105, label %2103

2103:                                             ; preds = %2105, %2098
  %2104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.126)
  br label %2119

2105:                                             ; preds = %2098
  %2106 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2099
  %2107 = load float, ptr %2106, align 4, !tbaa !11
  store volatile float %2107, ptr @vf, align 4, !tbaa !11
  %2108 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2109 = icmp ult i32 %2099, 8
  %2110 = select i1 %2109, i32 3, i32 -8
  %2111 = add nsw i32 %2110, %2099
  %2112 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2111
  %2113 = load float, ptr %2112, align 4, !tbaa !11
  %2114 = tail call float @hypotf(float noundef %2108, float noundef %2113) #11
  %2115 = fpext float %2114 to double
  %2116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2115)
  %2117 = add nuw nsw i32 %2099, 1
  %2118 = icmp eq i32 %2117, 11
  br i1 %2118, label %2103, label %2098, !llvm.loop !137

2119:                                             ; preds = %2103, %2127
  %2120 = phi i32 [ 0, %2103 ], [ %2138, %2127 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #11
  %2121 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %28, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.128) #11
  %2122 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %28) #12
  %2123 = icmp eq ptr %2122, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #11
  br i1 %2123, label %2127, label %2124

2124:                                             ; preds = %2127, %2119
  %2125 = tail call i32 @putchar(i32 10)
  %2126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.129)
  br label %2140

2127:                                             ; preds = %2119
  %2128 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2120
  %2129 = load double, ptr %2128, align 8, !tbaa !14
  store volatile double %2129, ptr @vl, align 8, !tbaa !14
  %2130 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2131 = icmp ult i32 %2120, 7
  %2132 = select i1 %2131, i32 3, i32 -7
  %2133 = add nsw i32 %2132, %2120
  %2134 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2133
  %2135 = load double, ptr %2134, align 8, !tbaa !14
  %2136 = tail call double @hypotl(double noundef %2130, double noundef %2135) #11
  %2137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2136)
  %2138 = add nuw nsw i32 %2120, 1
  %2139 = icmp eq i32 %2138, 10
  br i1 %2139, label %2124, label %2119, !llvm.loop !138

2140:                                             ; preds = %2124, %2147
  %2141 = phi i32 [ 0, %2124 ], [ %2158, %2147 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #11
  %2142 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %27, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.129) #11
  %2143 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %27) #12
  %2144 = icmp eq ptr %2143, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #11
  br i1 %2144, label %2147, label %2145

2145:                                             ; preds = %2147, %2140
  %2146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.129)
  br label %2160

2147:                                             ; preds = %2140
  %2148 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2141
  %2149 = load double, ptr %2148, align 8, !tbaa !5
  store volatile double %2149, ptr @vd, align 8, !tbaa !5
  %2150 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2151 = icmp ult i32 %2141, 11
  %2152 = select i1 %2151, i32 3, i32 -11
  %2153 = add nsw i32 %2152, %2141
  %2154 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2153
  %2155 = load double, ptr %2154, align 8, !tbaa !5
  %2156 = tail call double @fmod(double noundef %2150, double noundef %2155) #11
  %2157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2156)
  %2158 = add nuw nsw i32 %2141, 1
  %2159 = icmp eq i32 %2158, 14
  br i1 %2159, label %2145, label %2140, !llvm.loop !139

2160:                                             ; preds = %2145, %2167
  %2161 = phi i32 [ 0, %2145 ], [ %2179, %2167 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #11
  %2162 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %26, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.130) #11
  %2163 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %26) #12
  %2164 = icmp eq ptr %2163, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #11
  br i1 %2164, label %2167, label %2165

2165:                                             ; preds = %2167, %2160
  %2166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.129)
  br label %2181

2167:                                             ; preds = %2160
  %2168 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2161
  %2169 = load float, ptr %2168, align 4, !tbaa !11
  store volatile float %2169, ptr @vf, align 4, !tbaa !11
  %2170 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2171 = icmp ult i32 %2161, 8
  %2172 = select i1 %2171, i32 3, i32 -8
  %2173 = add nsw i32 %2172, %2161
  %2174 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2173
  %2175 = load float, ptr %2174, align 4, !tbaa !11
  %2176 = tail call float @fmodf(float noundef %2170, float noundef %2175) #11
  %2177 = fpext float %2176 to double
  %2178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2177)
  %2179 = add nuw nsw i32 %2161, 1
  %2180 = icmp eq i32 %2179, 11
  br i1 %2180, label %2165, label %2160, !llvm.loop !140

2181:                                             ; preds = %2165, %2189
  %2182 = phi i32 [ 0, %2165 ], [ %2200, %2189 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #11
  %2183 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %25, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.131) #11
  %2184 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %25) #12
  %2185 = icmp eq ptr %2184, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #11
  br i1 %2185, label %2189, label %2186

2186:                                             ; preds = %2189, %2181
  %2187 = tail call i32 @putchar(i32 10)
  %2188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.132)
  br label %2202

2189:                                             ; preds = %2181
  %2190 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2182
  %2191 = load double, ptr %2190, align 8, !tbaa !14
  store volatile double %2191, ptr @vl, align 8, !tbaa !14
  %2192 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2193 = icmp ult i32 %2182, 7
  %2194 = select i1 %2193, i32 3, i32 -7
  %2195 = add nsw i32 %2194, %2182
  %2196 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2195
  %2197 = load double, ptr %2196, align 8, !tbaa !14
  %2198 = tail call double @fmodl(double noundef %2192, double noundef %2197) #11
  %2199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2198)
  %2200 = add nuw nsw i32 %2182, 1
  %2201 = icmp eq i32 %2200, 10
  br i1 %2201, label %2186, label %2181, !llvm.loop !141

2202:                                             ; preds = %2186, %2209
  %2203 = phi i32 [ 0, %2186 ], [ %2220, %2209 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #11
  %2204 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %24, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.132) #11
  %2205 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %24) #12
  %2206 = icmp eq ptr %2205, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #11
  br i1 %2206, label %2209, label %2207

2207:                                             ; preds = %2209, %2202
  %2208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.132)
  br label %2222

2209:                                             ; preds = %2202
  %2210 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2203
  %2211 = load double, ptr %2210, align 8, !tbaa !5
  store volatile double %2211, ptr @vd, align 8, !tbaa !5
  %2212 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2213 = icmp ult i32 %2203, 11
  %2214 = select i1 %2213, i32 3, i32 -11
  %2215 = add nsw i32 %2214, %2203
  %2216 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2215
  %2217 = load double, ptr %2216, align 8, !tbaa !5
  %2218 = tail call double @remainder(double noundef %2212, double noundef %2217) #11
  %2219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2218)
  %2220 = add nuw nsw i32 %2203, 1
  %2221 = icmp eq i32 %2220, 14
  br i1 %2221, label %2207, label %2202, !llvm.loop !142

2222:                                             ; preds = %2207, %2229
  %2223 = phi i32 [ 0, %2207 ], [ %2241, %2229 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #11
  %2224 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %23, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.133) #11
  %2225 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %23) #12
  %2226 = icmp eq ptr %2225, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #11
  br i1 %2226, label %2229, label %2227

2227:                                             ; preds = %2229, %2222
  %2228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.132)
  br label %2243

2229:                                             ; preds = %2222
  %2230 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2223
  %2231 = load float, ptr %2230, align 4, !tbaa !11
  store volatile float %2231, ptr @vf, align 4, !tbaa !11
  %2232 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2233 = icmp ult i32 %2223, 8
  %2234 = select i1 %2233, i32 3, i32 -8
  %2235 = add nsw i32 %2234, %2223
  %2236 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2235
  %2237 = load float, ptr %2236, align 4, !tbaa !11
  %2238 = tail call float @remainderf(float noundef %2232, float noundef %2237) #11
  %2239 = fpext float %2238 to double
  %2240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2239)
  %2241 = add nuw nsw i32 %2223, 1
  %2242 = icmp eq i32 %2241, 11
  br i1 %2242, label %2227, label %2222, !llvm.loop !143

2243:                                             ; preds = %2227, %2251
  %2244 = phi i32 [ 0, %2227 ], [ %2262, %2251 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #11
  %2245 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %22, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.134) #11
  %2246 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %22) #12
  %2247 = icmp eq ptr %2246, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #11
  br i1 %2247, label %2251, label %2248

2248:                                             ; preds = %2251, %2243
  %2249 = tail call i32 @putchar(i32 10)
  %2250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.135)
  br label %2264

2251:                                             ; preds = %2243
  %2252 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2244
  %2253 = load double, ptr %2252, align 8, !tbaa !14
  store volatile double %2253, ptr @vl, align 8, !tbaa !14
  %2254 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2255 = icmp ult i32 %2244, 7
  %2256 = select i1 %2255, i32 3, i32 -7
  %2257 = add nsw i32 %2256, %2244
  %2258 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2257
  %2259 = load double, ptr %2258, align 8, !tbaa !14
  %2260 = tail call double @remainderl(double noundef %2254, double noundef %2259) #11
  %2261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2260)
  %2262 = add nuw nsw i32 %2244, 1
  %2263 = icmp eq i32 %2262, 10
  br i1 %2263, label %2248, label %2243, !llvm.loop !144

2264:                                             ; preds = %2248, %2271
  %2265 = phi i32 [ 0, %2248 ], [ %2282, %2271 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #11
  %2266 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %21, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.135) #11
  %2267 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %21) #12
  %2268 = icmp eq ptr %2267, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #11
  br i1 %2268, label %2271, label %2269

2269:                                             ; preds = %2271, %2264
  %2270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.135)
  br label %2284

2271:                                             ; preds = %2264
  %2272 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2265
  %2273 = load double, ptr %2272, align 8, !tbaa !5
  store volatile double %2273, ptr @vd, align 8, !tbaa !5
  %2274 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2275 = icmp ult i32 %2265, 11
  %2276 = select i1 %2275, i32 3, i32 -11
  %2277 = add nsw i32 %2276, %2265
  %2278 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2277
  %2279 = load double, ptr %2278, align 8, !tbaa !5
  %2280 = tail call double @llvm.copysign.f64(double %2274, double %2279)
  %2281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2280)
  %2282 = add nuw nsw i32 %2265, 1
  %2283 = icmp eq i32 %2282, 14
  br i1 %2283, label %2269, label %2264, !llvm.loop !145

2284:                                             ; preds = %2269, %2291
  %2285 = phi i32 [ 0, %2269 ], [ %2303, %2291 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #11
  %2286 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.136) #11
  %2287 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %20) #12
  %2288 = icmp eq ptr %2287, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #11
  br i1 %2288, label %2291, label %2289

2289:                                             ; preds = %2291, %2284
  %2290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.135)
  br label %2305

2291:                                             ; preds = %2284
  %2292 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2285
  %2293 = load float, ptr %2292, align 4, !tbaa !11
  store volatile float %2293, ptr @vf, align 4, !tbaa !11
  %2294 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2295 = icmp ult i32 %2285, 8
  %2296 = select i1 %2295, i32 3, i32 -8
  %2297 = add nsw i32 %2296, %2285
  %2298 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2297
  %2299 = load float, ptr %2298, align 4, !tbaa !11
  %2300 = tail call float @llvm.copysign.f32(float %2294, float %2299)
  %2301 = fpext float %2300 to double
  %2302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2301)
  %2303 = add nuw nsw i32 %2285, 1
  %2304 = icmp eq i32 %2303, 11
  br i1 %2304, label %2289, label %2284, !llvm.loop !146

2305:                                             ; preds = %2289, %2313
  %2306 = phi i32 [ 0, %2289 ], [ %2324, %2313 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #11
  %2307 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.137) #11
  %2308 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %19) #12
  %2309 = icmp eq ptr %2308, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #11
  br i1 %2309, label %2313, label %2310

2310:                                             ; preds = %2313, %2305
  %2311 = tail call i32 @putchar(i32 10)
  %2312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.138)
  br label %2326

2313:                                             ; preds = %2305
  %2314 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2306
  %2315 = load double, ptr %2314, align 8, !tbaa !14
  store volatile double %2315, ptr @vl, align 8, !tbaa !14
  %2316 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2317 = icmp ult i32 %2306, 7
  %2318 = select i1 %2317, i32 3, i32 -7
  %2319 = add nsw i32 %2318, %2306
  %2320 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2319
  %2321 = load double, ptr %2320, align 8, !tbaa !14
  %2322 = tail call double @llvm.copysign.f64(double %2316, double %2321)
  %2323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2322)
  %2324 = add nuw nsw i32 %2306, 1
  %2325 = icmp eq i32 %2324, 10
  br i1 %2325, label %2310, label %2305, !llvm.loop !147

2326:                                             ; preds = %2310, %2333
  %2327 = phi i32 [ 0, %2310 ], [ %2344, %2333 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #11
  %2328 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.138) #11
  %2329 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %18) #12
  %2330 = icmp eq ptr %2329, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #11
  br i1 %2330, label %2333, label %2331

2331:                                             ; preds = %2333, %2326
  %2332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.138)
  br label %2346

2333:                                             ; preds = %2326
  %2334 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2327
  %2335 = load double, ptr %2334, align 8, !tbaa !5
  store volatile double %2335, ptr @vd, align 8, !tbaa !5
  %2336 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2337 = icmp ult i32 %2327, 11
  %2338 = select i1 %2337, i32 3, i32 -11
  %2339 = add nsw i32 %2338, %2327
  %2340 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2339
  %2341 = load double, ptr %2340, align 8, !tbaa !5
  %2342 = tail call double @fdim(double noundef %2336, double noundef %2341) #11
  %2343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2342)
  %2344 = add nuw nsw i32 %2327, 1
  %2345 = icmp eq i32 %2344, 14
  br i1 %2345, label %2331, label %2326, !llvm.loop !148

2346:                                             ; preds = %2331, %2353
  %2347 = phi i32 [ 0, %2331 ], [ %2365, %2353 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #11
  %2348 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.139) #11
  %2349 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %17) #12
  %2350 = icmp eq ptr %2349, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #11
  br i1 %2350, label %2353, label %2351

2351:                                             ; preds = %2353, %2346
  %2352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.138)
  br label %2367

2353:                                             ; preds = %2346
  %2354 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2347
  %2355 = load float, ptr %2354, align 4, !tbaa !11
  store volatile float %2355, ptr @vf, align 4, !tbaa !11
  %2356 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2357 = icmp ult i32 %2347, 8
  %2358 = select i1 %2357, i32 3, i32 -8
  %2359 = add nsw i32 %2358, %2347
  %2360 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2359
  %2361 = load float, ptr %2360, align 4, !tbaa !11
  %2362 = tail call float @fdimf(float noundef %2356, float noundef %2361) #11
  %2363 = fpext float %2362 to double
  %2364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2363)
  %2365 = add nuw nsw i32 %2347, 1
  %2366 = icmp eq i32 %2365, 11
  br i1 %2366, label %2351, label %2346, !llvm.loop !149

2367:                                             ; preds = %2351, %2375
  %2368 = phi i32 [ 0, %2351 ], [ %2386, %2375 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #11
  %2369 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %16, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.140) #11
  %2370 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %16) #12
  %2371 = icmp eq ptr %2370, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #11
  br i1 %2371, label %2375, label %2372

2372:                                             ; preds = %2375, %2367
  %2373 = tail call i32 @putchar(i32 10)
  %2374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.141)
  br label %2388

2375:                                             ; preds = %2367
  %2376 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2368
  %2377 = load double, ptr %2376, align 8, !tbaa !14
  store volatile double %2377, ptr @vl, align 8, !tbaa !14
  %2378 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2379 = icmp ult i32 %2368, 7
  %2380 = select i1 %2379, i32 3, i32 -7
  %2381 = add nsw i32 %2380, %2368
  %2382 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2381
  %2383 = load double, ptr %2382, align 8, !tbaa !14
  %2384 = tail call double @fdiml(double noundef %2378, double noundef %2383) #11
  %2385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2384)
  %2386 = add nuw nsw i32 %2368, 1
  %2387 = icmp eq i32 %2386, 10
  br i1 %2387, label %2372, label %2367, !llvm.loop !150

2388:                                             ; preds = %2372, %2395
  %2389 = phi i32 [ 0, %2372 ], [ %2406, %2395 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #11
  %2390 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.141) #11
  %2391 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %15) #12
  %2392 = icmp eq ptr %2391, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #11
  br i1 %2392, label %2395, label %2393

2393:                                             ; preds = %2395, %2388
  %2394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.141)
  br label %2408

2395:                                             ; preds = %2388
  %2396 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2389
  %2397 = load double, ptr %2396, align 8, !tbaa !5
  store volatile double %2397, ptr @vd, align 8, !tbaa !5
  %2398 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2399 = icmp ult i32 %2389, 11
  %2400 = select i1 %2399, i32 3, i32 -11
  %2401 = add nsw i32 %2400, %2389
  %2402 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2401
  %2403 = load double, ptr %2402, align 8, !tbaa !5
  %2404 = tail call double @llvm.maxnum.f64(double %2398, double %2403)
  %2405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2404)
  %2406 = add nuw nsw i32 %2389, 1
  %2407 = icmp eq i32 %2406, 14
  br i1 %2407, label %2393, label %2388, !llvm.loop !151

2408:                                             ; preds = %2393, %2415
  %2409 = phi i32 [ 0, %2393 ], [ %2427, %2415 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  %2410 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.142) #11
  %2411 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %14) #12
  %2412 = icmp eq ptr %2411, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  br i1 %2412, label %2415, label %2413

2413:                                             ; preds = %2415, %2408
  %2414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.141)
  br label %2429

2415:                                             ; preds = %2408
  %2416 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2409
  %2417 = load float, ptr %2416, align 4, !tbaa !11
  store volatile float %2417, ptr @vf, align 4, !tbaa !11
  %2418 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2419 = icmp ult i32 %2409, 8
  %2420 = select i1 %2419, i32 3, i32 -8
  %2421 = add nsw i32 %2420, %2409
  %2422 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2421
  %2423 = load float, ptr %2422, align 4, !tbaa !11
  %2424 = tail call float @llvm.maxnum.f32(float %2418, float %2423)
  %2425 = fpext float %2424 to double
  %2426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2425)
  %2427 = add nuw nsw i32 %2409, 1
  %2428 = icmp eq i32 %2427, 11
  br i1 %2428, label %2413, label %2408, !llvm.loop !152

2429:                                             ; preds = %2413, %2437
  %2430 = phi i32 [ 0, %2413 ], [ %2448, %2437 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  %2431 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.143) #11
  %2432 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %13) #12
  %2433 = icmp eq ptr %2432, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  br i1 %2433, label %2437, label %2434

2434:                                             ; preds = %2437, %2429
  %2435 = tail call i32 @putchar(i32 10)
  %2436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.144)
  br label %2450

2437:                                             ; preds = %2429
  %2438 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2430
  %2439 = load double, ptr %2438, align 8, !tbaa !14
  store volatile double %2439, ptr @vl, align 8, !tbaa !14
  %2440 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2441 = icmp ult i32 %2430, 7
  %2442 = select i1 %2441, i32 3, i32 -7
  %2443 = add nsw i32 %2442, %2430
  %2444 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2443
  %2445 = load double, ptr %2444, align 8, !tbaa !14
  %2446 = tail call double @llvm.maxnum.f64(double %2440, double %2445)
  %2447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2446)
  %2448 = add nuw nsw i32 %2430, 1
  %2449 = icmp eq i32 %2448, 10
  br i1 %2449, label %2434, label %2429, !llvm.loop !153

2450:                                             ; preds = %2434, %2457
  %2451 = phi i32 [ 0, %2434 ], [ %2468, %2457 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #11
  %2452 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.144) #11
  %2453 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %12) #12
  %2454 = icmp eq ptr %2453, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #11
  br i1 %2454, label %2457, label %2455

2455:                                             ; preds = %2457, %2450
  %2456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.144)
  br label %2470

2457:                                             ; preds = %2450
  %2458 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2451
  %2459 = load double, ptr %2458, align 8, !tbaa !5
  store volatile double %2459, ptr @vd, align 8, !tbaa !5
  %2460 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2461 = icmp ult i32 %2451, 11
  %2462 = select i1 %2461, i32 3, i32 -11
  %2463 = add nsw i32 %2462, %2451
  %2464 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2463
  %2465 = load double, ptr %2464, align 8, !tbaa !5
  %2466 = tail call double @llvm.minnum.f64(double %2460, double %2465)
  %2467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2466)
  %2468 = add nuw nsw i32 %2451, 1
  %2469 = icmp eq i32 %2468, 14
  br i1 %2469, label %2455, label %2450, !llvm.loop !154

2470:                                             ; preds = %2455, %2477
  %2471 = phi i32 [ 0, %2455 ], [ %2489, %2477 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #11
  %2472 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.145) #11
  %2473 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %11) #12
  %2474 = icmp eq ptr %2473, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #11
  br i1 %2474, label %2477, label %2475

2475:                                             ; preds = %2477, %2470
  %2476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.144)
  br label %2491

2477:                                             ; preds = %2470
  %2478 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2471
  %2479 = load float, ptr %2478, align 4, !tbaa !11
  store volatile float %2479, ptr @vf, align 4, !tbaa !11
  %2480 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2481 = icmp ult i32 %2471, 8
  %2482 = select i1 %2481, i32 3, i32 -8
  %2483 = add nsw i32 %2482, %2471
  %2484 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2483
  %2485 = load float, ptr %2484, align 4, !tbaa !11
  %2486 = tail call float @llvm.minnum.f32(float %2480, float %2485)
  %2487 = fpext float %2486 to double
  %2488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2487)
  %2489 = add nuw nsw i32 %2471, 1
  %2490 = icmp eq i32 %2489, 11
  br i1 %2490, label %2475, label %2470, !llvm.loop !155

2491:                                             ; preds = %2475, %2499
  %2492 = phi i32 [ 0, %2475 ], [ %2510, %2499 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #11
  %2493 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.146) #11
  %2494 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %10) #12
  %2495 = icmp eq ptr %2494, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #11
  br i1 %2495, label %2499, label %2496

2496:                                             ; preds = %2499, %2491
  %2497 = tail call i32 @putchar(i32 10)
  %2498 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.147)
  br label %2512

2499:                                             ; preds = %2491
  %2500 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2492
  %2501 = load double, ptr %2500, align 8, !tbaa !14
  store volatile double %2501, ptr @vl, align 8, !tbaa !14
  %2502 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2503 = icmp ult i32 %2492, 7
  %2504 = select i1 %2503, i32 3, i32 -7
  %2505 = add nsw i32 %2504, %2492
  %2506 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2505
  %2507 = load double, ptr %2506, align 8, !tbaa !14
  %2508 = tail call double @llvm.minnum.f64(double %2502, double %2507)
  %2509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2508)
  %2510 = add nuw nsw i32 %2492, 1
  %2511 = icmp eq i32 %2510, 10
  br i1 %2511, label %2496, label %2491, !llvm.loop !156

2512:                                             ; preds = %2496, %2519
  %2513 = phi i32 [ 0, %2496 ], [ %2530, %2519 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  %2514 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.147) #11
  %2515 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %9) #12
  %2516 = icmp eq ptr %2515, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  br i1 %2516, label %2519, label %2517

2517:                                             ; preds = %2519, %2512
  %2518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.147)
  br label %2532

2519:                                             ; preds = %2512
  %2520 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2513
  %2521 = load double, ptr %2520, align 8, !tbaa !5
  store volatile double %2521, ptr @vd, align 8, !tbaa !5
  %2522 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2523 = icmp ult i32 %2513, 11
  %2524 = select i1 %2523, i32 3, i32 -11
  %2525 = add nsw i32 %2524, %2513
  %2526 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2525
  %2527 = load double, ptr %2526, align 8, !tbaa !5
  %2528 = tail call double @nextafter(double noundef %2522, double noundef %2527) #11
  %2529 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2528)
  %2530 = add nuw nsw i32 %2513, 1
  %2531 = icmp eq i32 %2530, 14
  br i1 %2531, label %2517, label %2512, !llvm.loop !157

2532:                                             ; preds = %2517, %2539
  %2533 = phi i32 [ 0, %2517 ], [ %2551, %2539 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #11
  %2534 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.148) #11
  %2535 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %8) #12
  %2536 = icmp eq ptr %2535, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #11
  br i1 %2536, label %2539, label %2537

2537:                                             ; preds = %2539, %2532
  %2538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.147)
  br label %2553

2539:                                             ; preds = %2532
  %2540 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2533
  %2541 = load float, ptr %2540, align 4, !tbaa !11
  store volatile float %2541, ptr @vf, align 4, !tbaa !11
  %2542 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2543 = icmp ult i32 %2533, 8
  %2544 = select i1 %2543, i32 3, i32 -8
  %2545 = add nsw i32 %2544, %2533
  %2546 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2545
  %2547 = load float, ptr %2546, align 4, !tbaa !11
  %2548 = tail call float @nextafterf(float noundef %2542, float noundef %2547) #11
  %2549 = fpext float %2548 to double
  %2550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2549)
  %2551 = add nuw nsw i32 %2533, 1
  %2552 = icmp eq i32 %2551, 11
  br i1 %2552, label %2537, label %2532, !llvm.loop !158

2553:                                             ; preds = %2537, %2564
  %2554 = phi i32 [ 0, %2537 ], [ %2575, %2564 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  %2555 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.149) #11
  %2556 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %7) #12
  %2557 = icmp eq ptr %2556, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  br i1 %2557, label %2564, label %2558

2558:                                             ; preds = %2564, %2553
  %2559 = tail call i32 @putchar(i32 10)
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !5
  %2560 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.150, double noundef 0x3C90000000000000)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  %2561 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.151) #11
  %2562 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %6) #12
  %2563 = icmp eq ptr %2562, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  br i1 %2563, label %2577, label %2579

2564:                                             ; preds = %2553
  %2565 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2554
  %2566 = load double, ptr %2565, align 8, !tbaa !14
  store volatile double %2566, ptr @vl, align 8, !tbaa !14
  %2567 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2568 = icmp ult i32 %2554, 7
  %2569 = select i1 %2568, i32 3, i32 -7
  %2570 = add nsw i32 %2569, %2554
  %2571 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2570
  %2572 = load double, ptr %2571, align 8, !tbaa !14
  %2573 = tail call double @nextafterl(double noundef %2567, double noundef %2572) #11
  %2574 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %2573)
  %2575 = add nuw nsw i32 %2554, 1
  %2576 = icmp eq i32 %2575, 10
  br i1 %2576, label %2558, label %2553, !llvm.loop !159

2577:                                             ; preds = %2558
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !11
  %2578 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.152, double noundef 0x3E50000000000000)
  br label %2579

2579:                                             ; preds = %2577, %2558
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %2580 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.153) #11
  %2581 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %5) #12
  %2582 = icmp eq ptr %2581, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  br i1 %2582, label %2583, label %2585

2583:                                             ; preds = %2579
  store volatile double 1.000000e-01, ptr @vl, align 8, !tbaa !14
  %2584 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.154, double noundef 0x3C90000000000000)
  br label %2585

2585:                                             ; preds = %2583, %2579
  br label %2586

2586:                                             ; preds = %2585, %2678
  %2587 = phi i32 [ %2682, %2678 ], [ 0, %2585 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %151) #11
  store i32 0, ptr %151, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %152) #11
  store i32 0, ptr %152, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %153) #11
  store i32 0, ptr %153, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %154) #11
  store double 0.000000e+00, ptr %154, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %155) #11
  store double 0.000000e+00, ptr %155, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %156) #11
  store double 0.000000e+00, ptr %156, align 8, !tbaa !5
  %2588 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2587
  %2589 = load double, ptr %2588, align 8, !tbaa !5
  store volatile double %2589, ptr @vd, align 8, !tbaa !5
  %2590 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2591 = call double @frexp(double noundef %2590, ptr noundef nonnull %151) #11
  %2592 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2593 = call double @modf(double noundef %2592, ptr noundef nonnull %154) #11
  %2594 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2595 = call double @remquo(double noundef %2594, double noundef 0x3FE6666666666666, ptr noundef nonnull %152) #11
  %2596 = load volatile double, ptr @vd, align 8, !tbaa !5
  call void @sincos(double noundef %2596, ptr noundef nonnull %155, ptr noundef nonnull %156) #11
  %2597 = load i32, ptr %151, align 4, !tbaa !24
  %2598 = load double, ptr %154, align 8, !tbaa !5
  %2599 = load double, ptr %155, align 8, !tbaa !5
  %2600 = load double, ptr %156, align 8, !tbaa !5
  %2601 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.155, i32 noundef %2587, double noundef %2591, i32 noundef %2597, double noundef %2593, double noundef %2598, double noundef %2599, double noundef %2600)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  %2602 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.156) #11
  %2603 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %4) #12
  %2604 = icmp eq ptr %2603, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  br i1 %2604, label %2605, label %2608

2605:                                             ; preds = %2586
  %2606 = load i32, ptr %152, align 4, !tbaa !24
  %2607 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.157, double noundef %2595, i32 noundef %2606)
  br label %2608

2608:                                             ; preds = %2605, %2586
  %2609 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2610 = call double @lgamma_r(double noundef %2609, ptr noundef nonnull %153) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  %2611 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.158) #11
  %2612 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %3) #12
  %2613 = icmp eq ptr %2612, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  br i1 %2613, label %2614, label %2617

2614:                                             ; preds = %2608
  %2615 = load i32, ptr %153, align 4, !tbaa !24
  %2616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.159, double noundef %2610, i32 noundef %2615)
  br label %2617

2617:                                             ; preds = %2614, %2608
  %2618 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2619 = call double @ldexp(double noundef %2618, i32 noundef 5) #11
  %2620 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2621 = call double @scalbn(double noundef %2620, i32 noundef -3) #11
  %2622 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2623 = call double @scalbln(double noundef %2622, i32 noundef 7) #11
  %2624 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2625 = fcmp oeq double %2624, 0.000000e+00
  br i1 %2625, label %2629, label %2626

2626:                                             ; preds = %2617
  %2627 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2628 = call i32 @ilogb(double noundef %2627) #11
  br label %2629

2629:                                             ; preds = %2617, %2626
  %2630 = phi i32 [ %2628, %2626 ], [ 0, %2617 ]
  %2631 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2632 = call double @llvm.fabs.f64(double %2631)
  %2633 = fcmp olt double %2632, 1.000000e+15
  br i1 %2633, label %2634, label %2637

2634:                                             ; preds = %2629
  %2635 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2636 = call i32 @lrint(double noundef %2635) #11
  br label %2637

2637:                                             ; preds = %2629, %2634
  %2638 = phi i32 [ %2636, %2634 ], [ 0, %2629 ]
  %2639 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2640 = call double @llvm.fabs.f64(double %2639)
  %2641 = fcmp olt double %2640, 1.000000e+15
  br i1 %2641, label %2642, label %2645

2642:                                             ; preds = %2637
  %2643 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2644 = call i32 @lround(double noundef %2643) #11
  br label %2645

2645:                                             ; preds = %2637, %2642
  %2646 = phi i32 [ %2644, %2642 ], [ 0, %2637 ]
  %2647 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2648 = call double @llvm.fabs.f64(double %2647)
  %2649 = fcmp olt double %2648, 1.000000e+15
  br i1 %2649, label %2650, label %2653

2650:                                             ; preds = %2645
  %2651 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2652 = call i64 @llrint(double noundef %2651) #11
  br label %2653

2653:                                             ; preds = %2645, %2650
  %2654 = phi i64 [ %2652, %2650 ], [ 0, %2645 ]
  %2655 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2656 = call double @llvm.fabs.f64(double %2655)
  %2657 = fcmp olt double %2656, 1.000000e+15
  br i1 %2657, label %2658, label %2661

2658:                                             ; preds = %2653
  %2659 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2660 = call i64 @llround(double noundef %2659) #11
  br label %2661

2661:                                             ; preds = %2653, %2658
  %2662 = phi i64 [ %2660, %2658 ], [ 0, %2653 ]
  %2663 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.160, double noundef %2619, double noundef %2621, double noundef %2623, i32 noundef %2630, i32 noundef %2638, i32 noundef %2646, i64 noundef %2654, i64 noundef %2662)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  %2664 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.161) #11
  %2665 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %2) #12
  %2666 = icmp eq ptr %2665, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  br i1 %2666, label %2667, label %2678

2667:                                             ; preds = %2661
  %2668 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2669 = call double @jn(i32 noundef 3, double noundef %2668) #11
  %2670 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2671 = fcmp ogt double %2670, 0.000000e+00
  br i1 %2671, label %2672, label %2675

2672:                                             ; preds = %2667
  %2673 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2674 = call double @yn(i32 noundef 2, double noundef %2673) #11
  br label %2675

2675:                                             ; preds = %2667, %2672
  %2676 = phi double [ %2674, %2672 ], [ 0.000000e+00, %2667 ]
  %2677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.162, double noundef %2669, double noundef %2676)
  br label %2678

2678:                                             ; preds = %2675, %2661
  %2679 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2680 = call double @nexttoward(double noundef %2679, double noundef 1.000000e+00) #11
  %2681 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.163, double noundef %2680)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %156) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %155) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %154) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %153) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %152) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %151) #11
  %2682 = add nuw nsw i32 %2587, 1
  %2683 = icmp eq i32 %2682, 14
  br i1 %2683, label %2684, label %2586, !llvm.loop !160

2684:                                             ; preds = %2678, %2715
  %2685 = phi i32 [ %2716, %2715 ], [ 0, %2678 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %157) #11
  store i32 0, ptr %157, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %158) #11
  store i32 0, ptr %158, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %159) #11
  store float 0.000000e+00, ptr %159, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %160) #11
  store float 0.000000e+00, ptr %160, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %161) #11
  store float 0.000000e+00, ptr %161, align 4, !tbaa !11
  %2686 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2685
  %2687 = load float, ptr %2686, align 4, !tbaa !11
  store volatile float %2687, ptr @vf, align 4, !tbaa !11
  %2688 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2689 = call float @frexpf(float noundef %2688, ptr noundef nonnull %157) #11
  %2690 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2691 = call float @modff(float noundef %2690, ptr noundef nonnull %159) #11
  %2692 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2693 = call float @remquof(float noundef %2692, float noundef 0x3FE6666660000000, ptr noundef nonnull %158) #11
  %2694 = load volatile float, ptr @vf, align 4, !tbaa !11
  call void @sincosf(float noundef %2694, ptr noundef nonnull %160, ptr noundef nonnull %161) #11
  %2695 = fpext float %2689 to double
  %2696 = load i32, ptr %157, align 4, !tbaa !24
  %2697 = fpext float %2691 to double
  %2698 = load float, ptr %159, align 4, !tbaa !11
  %2699 = fpext float %2698 to double
  %2700 = fpext float %2693 to double
  %2701 = load i32, ptr %158, align 4, !tbaa !24
  %2702 = load volatile float, ptr @vf, align 4, !tbaa !11
  %2703 = call float @ldexpf(float noundef %2702, i32 noundef 4) #11
  %2704 = fpext float %2703 to double
  %2705 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.164, i32 noundef %2685, double noundef %2695, i32 noundef %2696, double noundef %2697, double noundef %2699, double noundef %2700, i32 noundef %2701, double noundef %2704)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  %2706 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 32, ptr noundef nonnull @.str.174, ptr noundef nonnull @.str.165) #11
  %2707 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str.169, ptr noundef nonnull dereferenceable(1) %1) #12
  %2708 = icmp eq ptr %2707, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  br i1 %2708, label %2709, label %2715

2709:                                             ; preds = %2684
  %2710 = load float, ptr %160, align 4, !tbaa !11
  %2711 = fpext float %2710 to double
  %2712 = load float, ptr %161, align 4, !tbaa !11
  %2713 = fpext float %2712 to double
  %2714 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.166, double noundef %2711, double noundef %2713)
  br label %2715

2715:                                             ; preds = %2709, %2684
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %161) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %160) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %159) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %158) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %157) #11
  %2716 = add nuw nsw i32 %2685, 1
  %2717 = icmp eq i32 %2716, 11
  br i1 %2717, label %2760, label %2684, !llvm.loop !161

2718:                                             ; preds = %2760
  %2719 = call double @nan(ptr noundef nonnull @.str.169) #12
  %2720 = fcmp uno double %2719, 0.000000e+00
  %2721 = zext i1 %2720 to i32
  %2722 = call float @nanf(ptr noundef nonnull @.str.170) #12
  %2723 = fcmp uno float %2722, 0.000000e+00
  %2724 = zext i1 %2723 to i32
  %2725 = call double @nanl(ptr noundef nonnull @.str.169) #12
  %2726 = fcmp uno double %2725, 0.000000e+00
  %2727 = zext i1 %2726 to i32
  %2728 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.168, i32 noundef %2721, i32 noundef %2724, i32 noundef %2727)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8, !tbaa !5
  %2729 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2730 = call double @exp(double noundef %2729) #11
  %2731 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2732 = fneg double %2731
  %2733 = call double @exp(double noundef %2732) #11
  %2734 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2735 = call double @atan(double noundef %2734) #11
  %2736 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2737 = fneg double %2736
  %2738 = call double @tanh(double noundef %2737) #11
  %2739 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.171, double noundef %2730, double noundef %2733, double noundef %2735, double noundef %2738)
  store volatile double -1.000000e+00, ptr @vd, align 8, !tbaa !5
  %2740 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2741 = call double @sqrt(double noundef %2740) #11
  %2742 = fcmp uno double %2741, 0.000000e+00
  %2743 = zext i1 %2742 to i32
  %2744 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2745 = call double @log(double noundef %2744) #11
  %2746 = fcmp uno double %2745, 0.000000e+00
  %2747 = zext i1 %2746 to i32
  %2748 = load volatile double, ptr @vd, align 8, !tbaa !5
  %2749 = fadd double %2748, 1.000000e+00
  %2750 = call double @log(double noundef %2749) #11
  %2751 = call double @llvm.fabs.f64(double %2750) #14
  %2752 = fcmp oeq double %2751, 0x7FF0000000000000
  %2753 = bitcast double %2750 to i64
  %2754 = icmp slt i64 %2753, 0
  %2755 = select i1 %2754, i32 -1, i32 1
  %2756 = select i1 %2752, i32 %2755, i32 0
  %2757 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.172, i32 noundef %2743, i32 noundef %2747, i32 noundef %2756)
  %2758 = call i32 @fegetround() #12
  %2759 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.173, i32 noundef %2758)
  ret i32 0

2760:                                             ; preds = %2715, %2760
  %2761 = phi i32 [ %2777, %2760 ], [ 0, %2715 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %162) #11
  store i32 0, ptr %162, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %163) #11
  store i32 0, ptr %163, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %164) #11
  store double 0.000000e+00, ptr %164, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %165) #11
  store double 0.000000e+00, ptr %165, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %166) #11
  store double 0.000000e+00, ptr %166, align 8, !tbaa !14
  %2762 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2761
  %2763 = load double, ptr %2762, align 8, !tbaa !14
  store volatile double %2763, ptr @vl, align 8, !tbaa !14
  %2764 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2765 = call double @frexpl(double noundef %2764, ptr noundef nonnull %162) #11
  %2766 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2767 = call double @modfl(double noundef %2766, ptr noundef nonnull %164) #11
  %2768 = load volatile double, ptr @vl, align 8, !tbaa !14
  %2769 = call double @remquol(double noundef %2768, double noundef 0x3FE6666666666666, ptr noundef nonnull %163) #11
  %2770 = load volatile double, ptr @vl, align 8, !tbaa !14
  call void @sincosl(double noundef %2770, ptr noundef nonnull %165, ptr noundef nonnull %166) #11
  %2771 = load i32, ptr %162, align 4, !tbaa !24
  %2772 = load double, ptr %164, align 8, !tbaa !14
  %2773 = load i32, ptr %163, align 4, !tbaa !24
  %2774 = load double, ptr %165, align 8, !tbaa !14
  %2775 = load double, ptr %166, align 8, !tbaa !14
  %2776 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.167, i32 noundef %2761, double noundef %2765, i32 noundef %2771, double noundef %2767, double noundef %2772, double noundef %2769, i32 noundef %2773, double noundef %2774, double noundef %2775)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %166) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %165) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %164) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %163) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %162) #11
  %2777 = add nuw nsw i32 %2761, 1
  %2778 = icmp eq i32 %2777, 10
  br i1 %2778, label %2718, label %2760, !llvm.loop !162
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrtl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @cbrtf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrtl(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @exp2f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2l(double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @exp10(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @exp10f(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @exp10l(double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expm1f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1l(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log2f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2l(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log10f(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10l(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log1pf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1pl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logb(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logbf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logbl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acosf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acosl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinhl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @coshf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @coshl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanhl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinhl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acosh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acoshf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acoshl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanhf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanhl(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @erff(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erfl(double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @erfc(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @erfcf(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @erfcl(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @lgammaf(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @lgammal(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @tgamma(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @tgammaf(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @tgammal(double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #5

; Function Attrs: nounwind
declare double @j0(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @j0f(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @j0l(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @j1(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @j1f(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @j1l(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @y0(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @y0f(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @y0l(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @y1(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @y1f(float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @y1l(double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @powl(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atan2f(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2l(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @hypotl(double noundef, double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @fmodf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmodl(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remainder(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remainderf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remainderl(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @fdiml(double noundef, double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @nextafterl(double noundef, double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remquo(double noundef, double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @sincos(double noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @scalbln(double noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @lrint(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @lround(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @nexttoward(double noundef, double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @frexpf(float noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @modff(float noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remquof(float noundef, float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexpl(double noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modfl(double noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remquol(double noundef, double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @sincosl(double noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare double @nan(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare float @nanf(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare double @nanl(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @fegetround() local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
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
