; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Unary = type { ptr, ptr, ptr, ptr }
%struct.Binary = type { ptr, ptr, ptr, ptr }

@unary = internal constant [38 x %struct.Unary] [%struct.Unary { ptr @.str.29, ptr @sqrt, ptr @sqrtf, ptr @sqrtl }, %struct.Unary { ptr @.str.30, ptr @cbrt, ptr @cbrtf, ptr @cbrtl }, %struct.Unary { ptr @.str.31, ptr @fabs, ptr @fabsf, ptr @fabsl }, %struct.Unary { ptr @.str.32, ptr @exp, ptr @expf, ptr @expl }, %struct.Unary { ptr @.str.33, ptr @exp2, ptr @exp2f, ptr @exp2l }, %struct.Unary { ptr @.str.34, ptr @exp10, ptr @exp10f, ptr @exp10l }, %struct.Unary { ptr @.str.35, ptr @expm1, ptr @expm1f, ptr @expm1l }, %struct.Unary { ptr @.str.36, ptr @log, ptr @logf, ptr @logl }, %struct.Unary { ptr @.str.37, ptr @log2, ptr @log2f, ptr @log2l }, %struct.Unary { ptr @.str.38, ptr @log10, ptr @log10f, ptr @log10l }, %struct.Unary { ptr @.str.39, ptr @log1p, ptr @log1pf, ptr @log1pl }, %struct.Unary { ptr @.str.40, ptr @logb, ptr @logbf, ptr @logbl }, %struct.Unary { ptr @.str.41, ptr @sin, ptr @sinf, ptr @sinl }, %struct.Unary { ptr @.str.42, ptr @cos, ptr @cosf, ptr @cosl }, %struct.Unary { ptr @.str.43, ptr @tan, ptr @tanf, ptr @tanl }, %struct.Unary { ptr @.str.44, ptr @asin, ptr @asinf, ptr @asinl }, %struct.Unary { ptr @.str.45, ptr @acos, ptr @acosf, ptr @acosl }, %struct.Unary { ptr @.str.46, ptr @atan, ptr @atanf, ptr @atanl }, %struct.Unary { ptr @.str.47, ptr @sinh, ptr @sinhf, ptr @sinhl }, %struct.Unary { ptr @.str.48, ptr @cosh, ptr @coshf, ptr @coshl }, %struct.Unary { ptr @.str.49, ptr @tanh, ptr @tanhf, ptr @tanhl }, %struct.Unary { ptr @.str.50, ptr @asinh, ptr @asinhf, ptr @asinhl }, %struct.Unary { ptr @.str.51, ptr @acosh, ptr @acoshf, ptr @acoshl }, %struct.Unary { ptr @.str.52, ptr @atanh, ptr @atanhf, ptr @atanhl }, %struct.Unary { ptr @.str.53, ptr @erf, ptr @erff, ptr @erfl }, %struct.Unary { ptr @.str.54, ptr @erfc, ptr @erfcf, ptr @erfcl }, %struct.Unary { ptr @.str.55, ptr @lgamma, ptr @lgammaf, ptr @lgammal }, %struct.Unary { ptr @.str.56, ptr @tgamma, ptr @tgammaf, ptr @tgammal }, %struct.Unary { ptr @.str.57, ptr @ceil, ptr @ceilf, ptr @ceill }, %struct.Unary { ptr @.str.58, ptr @floor, ptr @floorf, ptr @floorl }, %struct.Unary { ptr @.str.59, ptr @trunc, ptr @truncf, ptr @truncl }, %struct.Unary { ptr @.str.60, ptr @round, ptr @roundf, ptr @roundl }, %struct.Unary { ptr @.str.61, ptr @rint, ptr @rintf, ptr @rintl }, %struct.Unary { ptr @.str.62, ptr @nearbyint, ptr @nearbyintf, ptr @nearbyintl }, %struct.Unary { ptr @.str.63, ptr @j0, ptr @j0f, ptr @j0l }, %struct.Unary { ptr @.str.64, ptr @j1, ptr @j1f, ptr @j1l }, %struct.Unary { ptr @.str.65, ptr @y0, ptr @y0f, ptr @y0l }, %struct.Unary { ptr @.str.66, ptr @y1, ptr @y1f, ptr @y1l }], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@D = internal constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 8
@vd = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@F = internal constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@L = internal constant [10 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+01, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01], align 8
@vl = internal global double 0.000000e+00, align 8
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@binary = internal constant [10 x %struct.Binary] [%struct.Binary { ptr @.str.69, ptr @pow, ptr @powf, ptr @powl }, %struct.Binary { ptr @.str.70, ptr @atan2, ptr @atan2f, ptr @atan2l }, %struct.Binary { ptr @.str.71, ptr @hypot, ptr @hypotf, ptr @hypotl }, %struct.Binary { ptr @.str.72, ptr @fmod, ptr @fmodf, ptr @fmodl }, %struct.Binary { ptr @.str.73, ptr @remainder, ptr @remainderf, ptr @remainderl }, %struct.Binary { ptr @.str.74, ptr @copysign, ptr @copysignf, ptr @copysignl }, %struct.Binary { ptr @.str.75, ptr @fdim, ptr @fdimf, ptr @fdiml }, %struct.Binary { ptr @.str.76, ptr @fmax, ptr @fmaxf, ptr @fmaxl }, %struct.Binary { ptr @.str.77, ptr @fmin, ptr @fminf, ptr @fminl }, %struct.Binary { ptr @.str.78, ptr @nextafter, ptr @nextafterf, ptr @nextafterl }], align 4
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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
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
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %41

41:                                               ; preds = %123, %0
  %42 = load i32, ptr %2, align 4
  %43 = icmp ult i32 %42, 38
  br i1 %43, label %44, label %126

44:                                               ; preds = %41
  %45 = load i32, ptr %2, align 4
  %46 = getelementptr inbounds [38 x %struct.Unary], ptr @unary, i32 0, i32 %45
  store ptr %46, ptr %3, align 4
  %47 = load ptr, ptr %3, align 4
  %48 = getelementptr inbounds %struct.Unary, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 4
  %50 = call i32 @head(ptr noundef %49, ptr noundef @.str)
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %70

52:                                               ; preds = %44
  store i32 0, ptr %4, align 4
  br label %53

53:                                               ; preds = %66, %52
  %54 = load i32, ptr %4, align 4
  %55 = icmp ult i32 %54, 14
  br i1 %55, label %56, label %69

56:                                               ; preds = %53
  %57 = load i32, ptr %4, align 4
  %58 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %57
  %59 = load double, ptr %58, align 8
  store volatile double %59, ptr @vd, align 8
  %60 = load ptr, ptr %3, align 4
  %61 = getelementptr inbounds %struct.Unary, ptr %60, i32 0, i32 1
  %62 = load ptr, ptr %61, align 4
  %63 = load volatile double, ptr @vd, align 8
  %64 = call double %62(double noundef %63)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %64)
  br label %66

66:                                               ; preds = %56
  %67 = load i32, ptr %4, align 4
  %68 = add i32 %67, 1
  store i32 %68, ptr %4, align 4
  br label %53, !llvm.loop !6

69:                                               ; preds = %53
  br label %70

70:                                               ; preds = %69, %44
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %72 = load ptr, ptr %3, align 4
  %73 = getelementptr inbounds %struct.Unary, ptr %72, i32 0, i32 0
  %74 = load ptr, ptr %73, align 4
  %75 = call i32 @head(ptr noundef %74, ptr noundef @.str.3)
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %96

77:                                               ; preds = %70
  store i32 0, ptr %5, align 4
  br label %78

78:                                               ; preds = %92, %77
  %79 = load i32, ptr %5, align 4
  %80 = icmp ult i32 %79, 11
  br i1 %80, label %81, label %95

81:                                               ; preds = %78
  %82 = load i32, ptr %5, align 4
  %83 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %82
  %84 = load float, ptr %83, align 4
  store volatile float %84, ptr @vf, align 4
  %85 = load ptr, ptr %3, align 4
  %86 = getelementptr inbounds %struct.Unary, ptr %85, i32 0, i32 2
  %87 = load ptr, ptr %86, align 4
  %88 = load volatile float, ptr @vf, align 4
  %89 = call float %87(float noundef %88)
  %90 = fpext float %89 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %90)
  br label %92

92:                                               ; preds = %81
  %93 = load i32, ptr %5, align 4
  %94 = add i32 %93, 1
  store i32 %94, ptr %5, align 4
  br label %78, !llvm.loop !8

95:                                               ; preds = %78
  br label %96

96:                                               ; preds = %95, %70
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %98 = load ptr, ptr %3, align 4
  %99 = getelementptr inbounds %struct.Unary, ptr %98, i32 0, i32 0
  %100 = load ptr, ptr %99, align 4
  %101 = call i32 @head(ptr noundef %100, ptr noundef @.str.4)
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %121

103:                                              ; preds = %96
  store i32 0, ptr %6, align 4
  br label %104

104:                                              ; preds = %117, %103
  %105 = load i32, ptr %6, align 4
  %106 = icmp ult i32 %105, 10
  br i1 %106, label %107, label %120

107:                                              ; preds = %104
  %108 = load i32, ptr %6, align 4
  %109 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %108
  %110 = load double, ptr %109, align 8
  store volatile double %110, ptr @vl, align 8
  %111 = load ptr, ptr %3, align 4
  %112 = getelementptr inbounds %struct.Unary, ptr %111, i32 0, i32 3
  %113 = load ptr, ptr %112, align 4
  %114 = load volatile double, ptr @vl, align 8
  %115 = call double %113(double noundef %114)
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %115)
  br label %117

117:                                              ; preds = %107
  %118 = load i32, ptr %6, align 4
  %119 = add i32 %118, 1
  store i32 %119, ptr %6, align 4
  br label %104, !llvm.loop !9

120:                                              ; preds = %104
  br label %121

121:                                              ; preds = %120, %96
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %123

123:                                              ; preds = %121
  %124 = load i32, ptr %2, align 4
  %125 = add i32 %124, 1
  store i32 %125, ptr %2, align 4
  br label %41, !llvm.loop !10

126:                                              ; preds = %41
  store i32 0, ptr %7, align 4
  br label %127

127:                                              ; preds = %224, %126
  %128 = load i32, ptr %7, align 4
  %129 = icmp ult i32 %128, 10
  br i1 %129, label %130, label %227

130:                                              ; preds = %127
  %131 = load i32, ptr %7, align 4
  %132 = getelementptr inbounds [10 x %struct.Binary], ptr @binary, i32 0, i32 %131
  store ptr %132, ptr %8, align 4
  %133 = load ptr, ptr %8, align 4
  %134 = getelementptr inbounds %struct.Binary, ptr %133, i32 0, i32 0
  %135 = load ptr, ptr %134, align 4
  %136 = call i32 @head(ptr noundef %135, ptr noundef @.str)
  %137 = icmp ne i32 %136, 0
  br i1 %137, label %138, label %161

138:                                              ; preds = %130
  store i32 0, ptr %9, align 4
  br label %139

139:                                              ; preds = %157, %138
  %140 = load i32, ptr %9, align 4
  %141 = icmp ult i32 %140, 14
  br i1 %141, label %142, label %160

142:                                              ; preds = %139
  %143 = load i32, ptr %9, align 4
  %144 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %143
  %145 = load double, ptr %144, align 8
  store volatile double %145, ptr @vd, align 8
  %146 = load ptr, ptr %8, align 4
  %147 = getelementptr inbounds %struct.Binary, ptr %146, i32 0, i32 1
  %148 = load ptr, ptr %147, align 4
  %149 = load volatile double, ptr @vd, align 8
  %150 = load i32, ptr %9, align 4
  %151 = add i32 %150, 3
  %152 = urem i32 %151, 14
  %153 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %152
  %154 = load double, ptr %153, align 8
  %155 = call double %148(double noundef %149, double noundef %154)
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %155)
  br label %157

157:                                              ; preds = %142
  %158 = load i32, ptr %9, align 4
  %159 = add i32 %158, 1
  store i32 %159, ptr %9, align 4
  br label %139, !llvm.loop !11

160:                                              ; preds = %139
  br label %161

161:                                              ; preds = %160, %130
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %163 = load ptr, ptr %8, align 4
  %164 = getelementptr inbounds %struct.Binary, ptr %163, i32 0, i32 0
  %165 = load ptr, ptr %164, align 4
  %166 = call i32 @head(ptr noundef %165, ptr noundef @.str.3)
  %167 = icmp ne i32 %166, 0
  br i1 %167, label %168, label %192

168:                                              ; preds = %161
  store i32 0, ptr %10, align 4
  br label %169

169:                                              ; preds = %188, %168
  %170 = load i32, ptr %10, align 4
  %171 = icmp ult i32 %170, 11
  br i1 %171, label %172, label %191

172:                                              ; preds = %169
  %173 = load i32, ptr %10, align 4
  %174 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %173
  %175 = load float, ptr %174, align 4
  store volatile float %175, ptr @vf, align 4
  %176 = load ptr, ptr %8, align 4
  %177 = getelementptr inbounds %struct.Binary, ptr %176, i32 0, i32 2
  %178 = load ptr, ptr %177, align 4
  %179 = load volatile float, ptr @vf, align 4
  %180 = load i32, ptr %10, align 4
  %181 = add i32 %180, 3
  %182 = urem i32 %181, 11
  %183 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %182
  %184 = load float, ptr %183, align 4
  %185 = call float %178(float noundef %179, float noundef %184)
  %186 = fpext float %185 to double
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %186)
  br label %188

188:                                              ; preds = %172
  %189 = load i32, ptr %10, align 4
  %190 = add i32 %189, 1
  store i32 %190, ptr %10, align 4
  br label %169, !llvm.loop !12

191:                                              ; preds = %169
  br label %192

192:                                              ; preds = %191, %161
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %194 = load ptr, ptr %8, align 4
  %195 = getelementptr inbounds %struct.Binary, ptr %194, i32 0, i32 0
  %196 = load ptr, ptr %195, align 4
  %197 = call i32 @head(ptr noundef %196, ptr noundef @.str.4)
  %198 = icmp ne i32 %197, 0
  br i1 %198, label %199, label %222

199:                                              ; preds = %192
  store i32 0, ptr %11, align 4
  br label %200

200:                                              ; preds = %218, %199
  %201 = load i32, ptr %11, align 4
  %202 = icmp ult i32 %201, 10
  br i1 %202, label %203, label %221

203:                                              ; preds = %200
  %204 = load i32, ptr %11, align 4
  %205 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %204
  %206 = load double, ptr %205, align 8
  store volatile double %206, ptr @vl, align 8
  %207 = load ptr, ptr %8, align 4
  %208 = getelementptr inbounds %struct.Binary, ptr %207, i32 0, i32 3
  %209 = load ptr, ptr %208, align 4
  %210 = load volatile double, ptr @vl, align 8
  %211 = load i32, ptr %11, align 4
  %212 = add i32 %211, 3
  %213 = urem i32 %212, 10
  %214 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %213
  %215 = load double, ptr %214, align 8
  %216 = call double %209(double noundef %210, double noundef %215)
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %216)
  br label %218

218:                                              ; preds = %203
  %219 = load i32, ptr %11, align 4
  %220 = add i32 %219, 1
  store i32 %220, ptr %11, align 4
  br label %200, !llvm.loop !13

221:                                              ; preds = %200
  br label %222

222:                                              ; preds = %221, %192
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %224

224:                                              ; preds = %222
  %225 = load i32, ptr %7, align 4
  %226 = add i32 %225, 1
  store i32 %226, ptr %7, align 4
  br label %127, !llvm.loop !14

227:                                              ; preds = %127
  store volatile double 1.000000e-01, ptr @vd, align 8
  %228 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %228)
  %230 = call i32 @exact(ptr noundef @.str.7)
  %231 = icmp ne i32 %230, 0
  br i1 %231, label %232, label %236

232:                                              ; preds = %227
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4
  %233 = call float @llvm.fma.f32(float 0x3FB99999A0000000, float 1.000000e+01, float -1.000000e+00)
  %234 = fpext float %233 to double
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %234)
  br label %236

236:                                              ; preds = %232, %227
  %237 = call i32 @exact(ptr noundef @.str.9)
  %238 = icmp ne i32 %237, 0
  br i1 %238, label %239, label %242

239:                                              ; preds = %236
  store volatile double 1.000000e-01, ptr @vl, align 8
  %240 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %240)
  br label %242

242:                                              ; preds = %239, %236
  store i32 0, ptr %12, align 4
  br label %243

243:                                              ; preds = %350, %242
  %244 = load i32, ptr %12, align 4
  %245 = icmp ult i32 %244, 14
  br i1 %245, label %246, label %353

246:                                              ; preds = %243
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store double 0.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  store double 0.000000e+00, ptr %18, align 8
  %247 = load i32, ptr %12, align 4
  %248 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %247
  %249 = load double, ptr %248, align 8
  store volatile double %249, ptr @vd, align 8
  %250 = load volatile double, ptr @vd, align 8
  %251 = call double @frexp(double noundef %250, ptr noundef %13) #6
  store double %251, ptr %19, align 8
  %252 = load volatile double, ptr @vd, align 8
  %253 = call double @modf(double noundef %252, ptr noundef %16) #6
  store double %253, ptr %20, align 8
  %254 = load volatile double, ptr @vd, align 8
  %255 = call double @remquo(double noundef %254, double noundef 0x3FE6666666666666, ptr noundef %14) #6
  store double %255, ptr %21, align 8
  %256 = load volatile double, ptr @vd, align 8
  call void @sincos(double noundef %256, ptr noundef %17, ptr noundef %18) #6
  %257 = load i32, ptr %12, align 4
  %258 = load double, ptr %19, align 8
  %259 = load i32, ptr %13, align 4
  %260 = load double, ptr %20, align 8
  %261 = load double, ptr %16, align 8
  %262 = load double, ptr %17, align 8
  %263 = load double, ptr %18, align 8
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %257, double noundef %258, i32 noundef %259, double noundef %260, double noundef %261, double noundef %262, double noundef %263)
  %265 = call i32 @exact(ptr noundef @.str.12)
  %266 = icmp ne i32 %265, 0
  br i1 %266, label %267, label %271

267:                                              ; preds = %246
  %268 = load double, ptr %21, align 8
  %269 = load i32, ptr %14, align 4
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %268, i32 noundef %269)
  br label %271

271:                                              ; preds = %267, %246
  %272 = load volatile double, ptr @vd, align 8
  %273 = call double @lgamma_r(double noundef %272, ptr noundef %15) #6
  store double %273, ptr %22, align 8
  %274 = call i32 @exact(ptr noundef @.str.14)
  %275 = icmp ne i32 %274, 0
  br i1 %275, label %276, label %280

276:                                              ; preds = %271
  %277 = load double, ptr %22, align 8
  %278 = load i32, ptr %15, align 4
  %279 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %277, i32 noundef %278)
  br label %280

280:                                              ; preds = %276, %271
  %281 = load volatile double, ptr @vd, align 8
  %282 = call double @ldexp(double noundef %281, i32 noundef 5) #6
  %283 = load volatile double, ptr @vd, align 8
  %284 = call double @scalbn(double noundef %283, i32 noundef -3) #6
  %285 = load volatile double, ptr @vd, align 8
  %286 = call double @scalbln(double noundef %285, i32 noundef 7) #6
  %287 = load volatile double, ptr @vd, align 8
  %288 = fcmp oeq double %287, 0.000000e+00
  br i1 %288, label %289, label %290

289:                                              ; preds = %280
  br label %293

290:                                              ; preds = %280
  %291 = load volatile double, ptr @vd, align 8
  %292 = call i32 @ilogb(double noundef %291) #6
  br label %293

293:                                              ; preds = %290, %289
  %294 = phi i32 [ 0, %289 ], [ %292, %290 ]
  %295 = load volatile double, ptr @vd, align 8
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp olt double %296, 1.000000e+15
  br i1 %297, label %298, label %301

298:                                              ; preds = %293
  %299 = load volatile double, ptr @vd, align 8
  %300 = call i32 @lrint(double noundef %299) #6
  br label %302

301:                                              ; preds = %293
  br label %302

302:                                              ; preds = %301, %298
  %303 = phi i32 [ %300, %298 ], [ 0, %301 ]
  %304 = load volatile double, ptr @vd, align 8
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fcmp olt double %305, 1.000000e+15
  br i1 %306, label %307, label %310

307:                                              ; preds = %302
  %308 = load volatile double, ptr @vd, align 8
  %309 = call i32 @lround(double noundef %308) #6
  br label %311

310:                                              ; preds = %302
  br label %311

311:                                              ; preds = %310, %307
  %312 = phi i32 [ %309, %307 ], [ 0, %310 ]
  %313 = load volatile double, ptr @vd, align 8
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fcmp olt double %314, 1.000000e+15
  br i1 %315, label %316, label %319

316:                                              ; preds = %311
  %317 = load volatile double, ptr @vd, align 8
  %318 = call i64 @llrint(double noundef %317) #6
  br label %320

319:                                              ; preds = %311
  br label %320

320:                                              ; preds = %319, %316
  %321 = phi i64 [ %318, %316 ], [ 0, %319 ]
  %322 = load volatile double, ptr @vd, align 8
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp olt double %323, 1.000000e+15
  br i1 %324, label %325, label %328

325:                                              ; preds = %320
  %326 = load volatile double, ptr @vd, align 8
  %327 = call i64 @llround(double noundef %326) #6
  br label %329

328:                                              ; preds = %320
  br label %329

329:                                              ; preds = %328, %325
  %330 = phi i64 [ %327, %325 ], [ 0, %328 ]
  %331 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %282, double noundef %284, double noundef %286, i32 noundef %294, i32 noundef %303, i32 noundef %312, i64 noundef %321, i64 noundef %330)
  %332 = call i32 @exact(ptr noundef @.str.17)
  %333 = icmp ne i32 %332, 0
  br i1 %333, label %334, label %346

334:                                              ; preds = %329
  %335 = load volatile double, ptr @vd, align 8
  %336 = call double @jn(i32 noundef 3, double noundef %335) #6
  %337 = load volatile double, ptr @vd, align 8
  %338 = fcmp ogt double %337, 0.000000e+00
  br i1 %338, label %339, label %342

339:                                              ; preds = %334
  %340 = load volatile double, ptr @vd, align 8
  %341 = call double @yn(i32 noundef 2, double noundef %340) #6
  br label %343

342:                                              ; preds = %334
  br label %343

343:                                              ; preds = %342, %339
  %344 = phi double [ %341, %339 ], [ 0.000000e+00, %342 ]
  %345 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %336, double noundef %344)
  br label %346

346:                                              ; preds = %343, %329
  %347 = load volatile double, ptr @vd, align 8
  %348 = call double @nexttoward(double noundef %347, double noundef 1.000000e+00) #6
  %349 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %348)
  br label %350

350:                                              ; preds = %346
  %351 = load i32, ptr %12, align 4
  %352 = add i32 %351, 1
  store i32 %352, ptr %12, align 4
  br label %243, !llvm.loop !15

353:                                              ; preds = %243
  store i32 0, ptr %23, align 4
  br label %354

354:                                              ; preds = %392, %353
  %355 = load i32, ptr %23, align 4
  %356 = icmp ult i32 %355, 11
  br i1 %356, label %357, label %395

357:                                              ; preds = %354
  store i32 0, ptr %24, align 4
  store i32 0, ptr %25, align 4
  store float 0.000000e+00, ptr %26, align 4
  store float 0.000000e+00, ptr %27, align 4
  store float 0.000000e+00, ptr %28, align 4
  %358 = load i32, ptr %23, align 4
  %359 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %358
  %360 = load float, ptr %359, align 4
  store volatile float %360, ptr @vf, align 4
  %361 = load volatile float, ptr @vf, align 4
  %362 = call float @frexpf(float noundef %361, ptr noundef %24) #6
  store float %362, ptr %29, align 4
  %363 = load volatile float, ptr @vf, align 4
  %364 = call float @modff(float noundef %363, ptr noundef %26) #6
  store float %364, ptr %30, align 4
  %365 = load volatile float, ptr @vf, align 4
  %366 = call float @remquof(float noundef %365, float noundef 0x3FE6666660000000, ptr noundef %25) #6
  store float %366, ptr %31, align 4
  %367 = load volatile float, ptr @vf, align 4
  call void @sincosf(float noundef %367, ptr noundef %27, ptr noundef %28) #6
  %368 = load i32, ptr %23, align 4
  %369 = load float, ptr %29, align 4
  %370 = fpext float %369 to double
  %371 = load i32, ptr %24, align 4
  %372 = load float, ptr %30, align 4
  %373 = fpext float %372 to double
  %374 = load float, ptr %26, align 4
  %375 = fpext float %374 to double
  %376 = load float, ptr %31, align 4
  %377 = fpext float %376 to double
  %378 = load i32, ptr %25, align 4
  %379 = load volatile float, ptr @vf, align 4
  %380 = call float @ldexpf(float noundef %379, i32 noundef 4) #6
  %381 = fpext float %380 to double
  %382 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %368, double noundef %370, i32 noundef %371, double noundef %373, double noundef %375, double noundef %377, i32 noundef %378, double noundef %381)
  %383 = call i32 @exact(ptr noundef @.str.21)
  %384 = icmp ne i32 %383, 0
  br i1 %384, label %385, label %391

385:                                              ; preds = %357
  %386 = load float, ptr %27, align 4
  %387 = fpext float %386 to double
  %388 = load float, ptr %28, align 4
  %389 = fpext float %388 to double
  %390 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %387, double noundef %389)
  br label %391

391:                                              ; preds = %385, %357
  br label %392

392:                                              ; preds = %391
  %393 = load i32, ptr %23, align 4
  %394 = add i32 %393, 1
  store i32 %394, ptr %23, align 4
  br label %354, !llvm.loop !16

395:                                              ; preds = %354
  store i32 0, ptr %32, align 4
  br label %396

396:                                              ; preds = %420, %395
  %397 = load i32, ptr %32, align 4
  %398 = icmp ult i32 %397, 10
  br i1 %398, label %399, label %423

399:                                              ; preds = %396
  store i32 0, ptr %33, align 4
  store i32 0, ptr %34, align 4
  store double 0.000000e+00, ptr %35, align 8
  store double 0.000000e+00, ptr %36, align 8
  store double 0.000000e+00, ptr %37, align 8
  %400 = load i32, ptr %32, align 4
  %401 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %400
  %402 = load double, ptr %401, align 8
  store volatile double %402, ptr @vl, align 8
  %403 = load volatile double, ptr @vl, align 8
  %404 = call double @frexpl(double noundef %403, ptr noundef %33) #6
  store double %404, ptr %38, align 8
  %405 = load volatile double, ptr @vl, align 8
  %406 = call double @modfl(double noundef %405, ptr noundef %35) #6
  store double %406, ptr %39, align 8
  %407 = load volatile double, ptr @vl, align 8
  %408 = call double @remquol(double noundef %407, double noundef 0x3FE6666666666666, ptr noundef %34) #6
  store double %408, ptr %40, align 8
  %409 = load volatile double, ptr @vl, align 8
  call void @sincosl(double noundef %409, ptr noundef %36, ptr noundef %37) #6
  %410 = load i32, ptr %32, align 4
  %411 = load double, ptr %38, align 8
  %412 = load i32, ptr %33, align 4
  %413 = load double, ptr %39, align 8
  %414 = load double, ptr %35, align 8
  %415 = load double, ptr %40, align 8
  %416 = load i32, ptr %34, align 4
  %417 = load double, ptr %36, align 8
  %418 = load double, ptr %37, align 8
  %419 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %410, double noundef %411, i32 noundef %412, double noundef %413, double noundef %414, double noundef %415, i32 noundef %416, double noundef %417, double noundef %418)
  br label %420

420:                                              ; preds = %399
  %421 = load i32, ptr %32, align 4
  %422 = add i32 %421, 1
  store i32 %422, ptr %32, align 4
  br label %396, !llvm.loop !17

423:                                              ; preds = %396
  %424 = call double @nan(ptr noundef @.str) #7
  %425 = call i1 @llvm.is.fpclass.f64(double %424, i32 3)
  %426 = zext i1 %425 to i32
  %427 = call float @nanf(ptr noundef @.str.25) #7
  %428 = call i1 @llvm.is.fpclass.f32(float %427, i32 3)
  %429 = zext i1 %428 to i32
  %430 = call double @nanl(ptr noundef @.str) #7
  %431 = call i1 @llvm.is.fpclass.f64(double %430, i32 3)
  %432 = zext i1 %431 to i32
  %433 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %426, i32 noundef %429, i32 noundef %432)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8
  %434 = load volatile double, ptr @vd, align 8
  %435 = call double @exp(double noundef %434) #6
  %436 = load volatile double, ptr @vd, align 8
  %437 = fneg double %436
  %438 = call double @exp(double noundef %437) #6
  %439 = load volatile double, ptr @vd, align 8
  %440 = call double @atan(double noundef %439) #6
  %441 = load volatile double, ptr @vd, align 8
  %442 = fneg double %441
  %443 = call double @tanh(double noundef %442) #6
  %444 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, double noundef %435, double noundef %438, double noundef %440, double noundef %443)
  store volatile double -1.000000e+00, ptr @vd, align 8
  %445 = load volatile double, ptr @vd, align 8
  %446 = call double @sqrt(double noundef %445) #6
  %447 = call i1 @llvm.is.fpclass.f64(double %446, i32 3)
  %448 = zext i1 %447 to i32
  %449 = load volatile double, ptr @vd, align 8
  %450 = call double @log(double noundef %449) #6
  %451 = call i1 @llvm.is.fpclass.f64(double %450, i32 3)
  %452 = zext i1 %451 to i32
  %453 = load volatile double, ptr @vd, align 8
  %454 = fadd double %453, 1.000000e+00
  %455 = call double @log(double noundef %454) #6
  %456 = call double @llvm.fabs.f64(double %455) #8
  %457 = fcmp oeq double %456, 0x7FF0000000000000
  %458 = bitcast double %455 to i64
  %459 = icmp slt i64 %458, 0
  %460 = select i1 %459, i32 -1, i32 1
  %461 = select i1 %457, i32 %460, i32 0
  %462 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %448, i32 noundef %452, i32 noundef %461)
  %463 = call i32 @fegetround() #7
  %464 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef %463)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @head(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca [32 x i8], align 1
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %6 = getelementptr inbounds [32 x i8], ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %6, i32 noundef 32, ptr noundef @.str.67, ptr noundef %7, ptr noundef %8) #6
  %10 = getelementptr inbounds [32 x i8], ptr %5, i32 0, i32 0
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.68, ptr noundef %10)
  %12 = getelementptr inbounds [32 x i8], ptr %5, i32 0, i32 0
  %13 = call i32 @exact(ptr noundef %12)
  ret i32 %13
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @exact(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca [32 x i8], align 1
  store ptr %0, ptr %2, align 4
  %4 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %2, align 4
  %6 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %4, i32 noundef 32, ptr noundef @.str.79, ptr noundef %5) #6
  %7 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %8 = call ptr @strstr(ptr noundef @inexact, ptr noundef %7) #7
  %9 = icmp eq ptr %8, null
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare double @modf(double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare double @remquo(double noundef, double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @sincos(double noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #3

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) #3

; Function Attrs: nounwind
declare double @scalbln(double noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare i32 @lrint(double noundef) #3

; Function Attrs: nounwind
declare i32 @lround(double noundef) #3

; Function Attrs: nounwind
declare i64 @llrint(double noundef) #3

; Function Attrs: nounwind
declare i64 @llround(double noundef) #3

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) #3

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) #3

; Function Attrs: nounwind
declare double @nexttoward(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @frexpf(float noundef, ptr noundef) #3

; Function Attrs: nounwind
declare float @modff(float noundef, ptr noundef) #3

; Function Attrs: nounwind
declare float @remquof(float noundef, float noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare float @ldexpf(float noundef, i32 noundef) #3

; Function Attrs: nounwind
declare double @frexpl(double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare double @modfl(double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare double @remquol(double noundef, double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @sincosl(double noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare double @nan(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare float @nanf(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare double @nanl(ptr noundef) #4

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

; Function Attrs: nounwind willreturn memory(read)
declare i32 @fegetround() #4

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nounwind
declare double @sqrtl(double noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @cbrtf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrtl(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @fabs(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @fabsf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @fabsl(double noundef) #5

; Function Attrs: nounwind
declare float @expf(float noundef) #3

; Function Attrs: nounwind
declare double @expl(double noundef) #3

; Function Attrs: nounwind
declare double @exp2(double noundef) #3

; Function Attrs: nounwind
declare float @exp2f(float noundef) #3

; Function Attrs: nounwind
declare double @exp2l(double noundef) #3

; Function Attrs: nounwind
declare double @exp10(double noundef) #3

; Function Attrs: nounwind
declare float @exp10f(float noundef) #3

; Function Attrs: nounwind
declare double @exp10l(double noundef) #3

; Function Attrs: nounwind
declare double @expm1(double noundef) #3

; Function Attrs: nounwind
declare float @expm1f(float noundef) #3

; Function Attrs: nounwind
declare double @expm1l(double noundef) #3

; Function Attrs: nounwind
declare float @logf(float noundef) #3

; Function Attrs: nounwind
declare double @logl(double noundef) #3

; Function Attrs: nounwind
declare double @log2(double noundef) #3

; Function Attrs: nounwind
declare float @log2f(float noundef) #3

; Function Attrs: nounwind
declare double @log2l(double noundef) #3

; Function Attrs: nounwind
declare double @log10(double noundef) #3

; Function Attrs: nounwind
declare float @log10f(float noundef) #3

; Function Attrs: nounwind
declare double @log10l(double noundef) #3

; Function Attrs: nounwind
declare double @log1p(double noundef) #3

; Function Attrs: nounwind
declare float @log1pf(float noundef) #3

; Function Attrs: nounwind
declare double @log1pl(double noundef) #3

; Function Attrs: nounwind
declare double @logb(double noundef) #3

; Function Attrs: nounwind
declare float @logbf(float noundef) #3

; Function Attrs: nounwind
declare double @logbl(double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare float @sinf(float noundef) #3

; Function Attrs: nounwind
declare double @sinl(double noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare float @cosf(float noundef) #3

; Function Attrs: nounwind
declare double @cosl(double noundef) #3

; Function Attrs: nounwind
declare double @tan(double noundef) #3

; Function Attrs: nounwind
declare float @tanf(float noundef) #3

; Function Attrs: nounwind
declare double @tanl(double noundef) #3

; Function Attrs: nounwind
declare double @asin(double noundef) #3

; Function Attrs: nounwind
declare float @asinf(float noundef) #3

; Function Attrs: nounwind
declare double @asinl(double noundef) #3

; Function Attrs: nounwind
declare double @acos(double noundef) #3

; Function Attrs: nounwind
declare float @acosf(float noundef) #3

; Function Attrs: nounwind
declare double @acosl(double noundef) #3

; Function Attrs: nounwind
declare float @atanf(float noundef) #3

; Function Attrs: nounwind
declare double @atanl(double noundef) #3

; Function Attrs: nounwind
declare double @sinh(double noundef) #3

; Function Attrs: nounwind
declare float @sinhf(float noundef) #3

; Function Attrs: nounwind
declare double @sinhl(double noundef) #3

; Function Attrs: nounwind
declare double @cosh(double noundef) #3

; Function Attrs: nounwind
declare float @coshf(float noundef) #3

; Function Attrs: nounwind
declare double @coshl(double noundef) #3

; Function Attrs: nounwind
declare float @tanhf(float noundef) #3

; Function Attrs: nounwind
declare double @tanhl(double noundef) #3

; Function Attrs: nounwind
declare double @asinh(double noundef) #3

; Function Attrs: nounwind
declare float @asinhf(float noundef) #3

; Function Attrs: nounwind
declare double @asinhl(double noundef) #3

; Function Attrs: nounwind
declare double @acosh(double noundef) #3

; Function Attrs: nounwind
declare float @acoshf(float noundef) #3

; Function Attrs: nounwind
declare double @acoshl(double noundef) #3

; Function Attrs: nounwind
declare double @atanh(double noundef) #3

; Function Attrs: nounwind
declare float @atanhf(float noundef) #3

; Function Attrs: nounwind
declare double @atanhl(double noundef) #3

; Function Attrs: nounwind
declare double @erf(double noundef) #3

; Function Attrs: nounwind
declare float @erff(float noundef) #3

; Function Attrs: nounwind
declare double @erfl(double noundef) #3

; Function Attrs: nounwind
declare double @erfc(double noundef) #3

; Function Attrs: nounwind
declare float @erfcf(float noundef) #3

; Function Attrs: nounwind
declare double @erfcl(double noundef) #3

; Function Attrs: nounwind
declare double @lgamma(double noundef) #3

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #3

; Function Attrs: nounwind
declare double @lgammal(double noundef) #3

; Function Attrs: nounwind
declare double @tgamma(double noundef) #3

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #3

; Function Attrs: nounwind
declare double @tgammal(double noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @ceil(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @ceilf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @ceill(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @floor(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @floorf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @floorl(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @trunc(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @truncf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @truncl(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @round(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @roundf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @roundl(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @rint(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @rintf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @rintl(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @nearbyint(double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @nearbyintf(float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @nearbyintl(double noundef) #5

; Function Attrs: nounwind
declare double @j0(double noundef) #3

; Function Attrs: nounwind
declare float @j0f(float noundef) #3

; Function Attrs: nounwind
declare double @j0l(double noundef) #3

; Function Attrs: nounwind
declare double @j1(double noundef) #3

; Function Attrs: nounwind
declare float @j1f(float noundef) #3

; Function Attrs: nounwind
declare double @j1l(double noundef) #3

; Function Attrs: nounwind
declare double @y0(double noundef) #3

; Function Attrs: nounwind
declare float @y0f(float noundef) #3

; Function Attrs: nounwind
declare double @y0l(double noundef) #3

; Function Attrs: nounwind
declare double @y1(double noundef) #3

; Function Attrs: nounwind
declare float @y1f(float noundef) #3

; Function Attrs: nounwind
declare double @y1l(double noundef) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare double @powl(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @atan2f(float noundef, float noundef) #3

; Function Attrs: nounwind
declare double @atan2l(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare double @hypotl(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare double @fmodl(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @remainderf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare double @remainderl(double noundef, double noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @copysign(double noundef, double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @copysignf(float noundef, float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @copysignl(double noundef, double noundef) #5

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare double @fdiml(double noundef, double noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @fmax(double noundef, double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @fmaxf(float noundef, float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @fmaxl(double noundef, double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @fmin(double noundef, double noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare float @fminf(float noundef, float noundef) #5

; Function Attrs: nounwind willreturn memory(none)
declare double @fminl(double noundef, double noundef) #5

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #3

; Function Attrs: nounwind
declare double @nextafterl(double noundef, double noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { memory(none) }

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
