; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Unary = type { ptr, ptr, ptr, ptr }
%struct.Binary = type { ptr, ptr, ptr, ptr }

@unary = internal unnamed_addr constant [38 x %struct.Unary] [%struct.Unary { ptr @.str.29, ptr @sqrt, ptr @sqrtf, ptr @sqrtl }, %struct.Unary { ptr @.str.30, ptr @cbrt, ptr @cbrtf, ptr @cbrtl }, %struct.Unary { ptr @.str.31, ptr @fabs, ptr @fabsf, ptr @fabsl }, %struct.Unary { ptr @.str.32, ptr @exp, ptr @expf, ptr @expl }, %struct.Unary { ptr @.str.33, ptr @exp2, ptr @exp2f, ptr @exp2l }, %struct.Unary { ptr @.str.34, ptr @exp10, ptr @exp10f, ptr @exp10l }, %struct.Unary { ptr @.str.35, ptr @expm1, ptr @expm1f, ptr @expm1l }, %struct.Unary { ptr @.str.36, ptr @log, ptr @logf, ptr @logl }, %struct.Unary { ptr @.str.37, ptr @log2, ptr @log2f, ptr @log2l }, %struct.Unary { ptr @.str.38, ptr @log10, ptr @log10f, ptr @log10l }, %struct.Unary { ptr @.str.39, ptr @log1p, ptr @log1pf, ptr @log1pl }, %struct.Unary { ptr @.str.40, ptr @logb, ptr @logbf, ptr @logbl }, %struct.Unary { ptr @.str.41, ptr @sin, ptr @sinf, ptr @sinl }, %struct.Unary { ptr @.str.42, ptr @cos, ptr @cosf, ptr @cosl }, %struct.Unary { ptr @.str.43, ptr @tan, ptr @tanf, ptr @tanl }, %struct.Unary { ptr @.str.44, ptr @asin, ptr @asinf, ptr @asinl }, %struct.Unary { ptr @.str.45, ptr @acos, ptr @acosf, ptr @acosl }, %struct.Unary { ptr @.str.46, ptr @atan, ptr @atanf, ptr @atanl }, %struct.Unary { ptr @.str.47, ptr @sinh, ptr @sinhf, ptr @sinhl }, %struct.Unary { ptr @.str.48, ptr @cosh, ptr @coshf, ptr @coshl }, %struct.Unary { ptr @.str.49, ptr @tanh, ptr @tanhf, ptr @tanhl }, %struct.Unary { ptr @.str.50, ptr @asinh, ptr @asinhf, ptr @asinhl }, %struct.Unary { ptr @.str.51, ptr @acosh, ptr @acoshf, ptr @acoshl }, %struct.Unary { ptr @.str.52, ptr @atanh, ptr @atanhf, ptr @atanhl }, %struct.Unary { ptr @.str.53, ptr @erf, ptr @erff, ptr @erfl }, %struct.Unary { ptr @.str.54, ptr @erfc, ptr @erfcf, ptr @erfcl }, %struct.Unary { ptr @.str.55, ptr @lgamma, ptr @lgammaf, ptr @lgammal }, %struct.Unary { ptr @.str.56, ptr @tgamma, ptr @tgammaf, ptr @tgammal }, %struct.Unary { ptr @.str.57, ptr @ceil, ptr @ceilf, ptr @ceill }, %struct.Unary { ptr @.str.58, ptr @floor, ptr @floorf, ptr @floorl }, %struct.Unary { ptr @.str.59, ptr @trunc, ptr @truncf, ptr @truncl }, %struct.Unary { ptr @.str.60, ptr @round, ptr @roundf, ptr @roundl }, %struct.Unary { ptr @.str.61, ptr @rint, ptr @rintf, ptr @rintl }, %struct.Unary { ptr @.str.62, ptr @nearbyint, ptr @nearbyintf, ptr @nearbyintl }, %struct.Unary { ptr @.str.63, ptr @j0, ptr @j0f, ptr @j0l }, %struct.Unary { ptr @.str.64, ptr @j1, ptr @j1f, ptr @j1l }, %struct.Unary { ptr @.str.65, ptr @y0, ptr @y0f, ptr @y0l }, %struct.Unary { ptr @.str.66, ptr @y1, ptr @y1f, ptr @y1l }], align 4
@.str = private constant [1 x i8] zeroinitializer, align 1
@D = internal unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 8
@vd = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@L = internal unnamed_addr constant [10 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+01, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01], align 8
@vl = internal global double 0.000000e+00, align 8
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@binary = internal unnamed_addr constant [10 x %struct.Binary] [%struct.Binary { ptr @.str.69, ptr @pow, ptr @powf, ptr @powl }, %struct.Binary { ptr @.str.70, ptr @atan2, ptr @atan2f, ptr @atan2l }, %struct.Binary { ptr @.str.71, ptr @hypot, ptr @hypotf, ptr @hypotl }, %struct.Binary { ptr @.str.72, ptr @fmod, ptr @fmodf, ptr @fmodl }, %struct.Binary { ptr @.str.73, ptr @remainder, ptr @remainderf, ptr @remainderl }, %struct.Binary { ptr @.str.74, ptr @copysign, ptr @copysignf, ptr @copysignl }, %struct.Binary { ptr @.str.75, ptr @fdim, ptr @fdimf, ptr @fdiml }, %struct.Binary { ptr @.str.76, ptr @fmax, ptr @fmaxf, ptr @fmaxl }, %struct.Binary { ptr @.str.77, ptr @fmin, ptr @fminf, ptr @fminl }, %struct.Binary { ptr @.str.78, ptr @nextafter, ptr @nextafterf, ptr @nextafterl }], align 4
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
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  br label %35

35:                                               ; preds = %0, %183
  %36 = phi i32 [ 0, %0 ], [ %185, %183 ]
  %37 = getelementptr inbounds [38 x %struct.Unary], ptr @unary, i32 0, i32 %36
  %38 = load ptr, ptr %37, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #11
  %39 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str) #11
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #11
  %41 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %18) #11
  %42 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %17) #12
  %43 = icmp eq ptr %42, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #11
  br i1 %43, label %44, label %89

44:                                               ; preds = %35
  %45 = getelementptr inbounds i8, ptr %37, i32 4
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !10
  %46 = load ptr, ptr %45, align 4, !tbaa !12
  %47 = load volatile double, ptr @vd, align 8, !tbaa !10
  %48 = call double %46(double noundef %47) #11
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %48)
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !10
  %50 = load volatile double, ptr @vd, align 8, !tbaa !10
  %51 = call double %46(double noundef %50) #11
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51)
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !10
  %53 = load volatile double, ptr @vd, align 8, !tbaa !10
  %54 = call double %46(double noundef %53) #11
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %54)
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !10
  %56 = load volatile double, ptr @vd, align 8, !tbaa !10
  %57 = call double %46(double noundef %56) #11
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %57)
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !10
  %59 = load volatile double, ptr @vd, align 8, !tbaa !10
  %60 = call double %46(double noundef %59) #11
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %60)
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !10
  %62 = load volatile double, ptr @vd, align 8, !tbaa !10
  %63 = call double %46(double noundef %62) #11
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %63)
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !10
  %65 = load volatile double, ptr @vd, align 8, !tbaa !10
  %66 = call double %46(double noundef %65) #11
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %66)
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !10
  %68 = load volatile double, ptr @vd, align 8, !tbaa !10
  %69 = call double %46(double noundef %68) #11
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %69)
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !10
  %71 = load volatile double, ptr @vd, align 8, !tbaa !10
  %72 = call double %46(double noundef %71) #11
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %72)
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !10
  %74 = load volatile double, ptr @vd, align 8, !tbaa !10
  %75 = call double %46(double noundef %74) #11
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %75)
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !10
  %77 = load volatile double, ptr @vd, align 8, !tbaa !10
  %78 = call double %46(double noundef %77) #11
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %78)
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !10
  %80 = load volatile double, ptr @vd, align 8, !tbaa !10
  %81 = call double %46(double noundef %80) #11
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %81)
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !10
  %83 = load volatile double, ptr @vd, align 8, !tbaa !10
  %84 = call double %46(double noundef %83) #11
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %84)
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !10
  %86 = load volatile double, ptr @vd, align 8, !tbaa !10
  %87 = call double %46(double noundef %86) #11
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %87)
  br label %89

89:                                               ; preds = %44, %35
  %90 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #11
  %91 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %16, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.3) #11
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %16)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #11
  %93 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %16) #11
  %94 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %15) #12
  %95 = icmp eq ptr %94, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #11
  br i1 %95, label %96, label %143

96:                                               ; preds = %89
  %97 = getelementptr inbounds i8, ptr %37, i32 8
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !13
  %98 = load ptr, ptr %97, align 4, !tbaa !15
  %99 = load volatile float, ptr @vf, align 4, !tbaa !13
  %100 = call float %98(float noundef %99) #11
  %101 = fpext float %100 to double
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %101)
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !13
  %103 = load volatile float, ptr @vf, align 4, !tbaa !13
  %104 = call float %98(float noundef %103) #11
  %105 = fpext float %104 to double
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %105)
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !13
  %107 = load volatile float, ptr @vf, align 4, !tbaa !13
  %108 = call float %98(float noundef %107) #11
  %109 = fpext float %108 to double
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %109)
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !13
  %111 = load volatile float, ptr @vf, align 4, !tbaa !13
  %112 = call float %98(float noundef %111) #11
  %113 = fpext float %112 to double
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %113)
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !13
  %115 = load volatile float, ptr @vf, align 4, !tbaa !13
  %116 = call float %98(float noundef %115) #11
  %117 = fpext float %116 to double
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %117)
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !13
  %119 = load volatile float, ptr @vf, align 4, !tbaa !13
  %120 = call float %98(float noundef %119) #11
  %121 = fpext float %120 to double
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %121)
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !13
  %123 = load volatile float, ptr @vf, align 4, !tbaa !13
  %124 = call float %98(float noundef %123) #11
  %125 = fpext float %124 to double
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %125)
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !13
  %127 = load volatile float, ptr @vf, align 4, !tbaa !13
  %128 = call float %98(float noundef %127) #11
  %129 = fpext float %128 to double
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %129)
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !13
  %131 = load volatile float, ptr @vf, align 4, !tbaa !13
  %132 = call float %98(float noundef %131) #11
  %133 = fpext float %132 to double
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %133)
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !13
  %135 = load volatile float, ptr @vf, align 4, !tbaa !13
  %136 = call float %98(float noundef %135) #11
  %137 = fpext float %136 to double
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %137)
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !13
  %139 = load volatile float, ptr @vf, align 4, !tbaa !13
  %140 = call float %98(float noundef %139) #11
  %141 = fpext float %140 to double
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %141)
  br label %143

143:                                              ; preds = %96, %89
  %144 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  %145 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.4) #11
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %14)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  %147 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %14) #11
  %148 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %13) #12
  %149 = icmp eq ptr %148, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  br i1 %149, label %150, label %183

150:                                              ; preds = %143
  %151 = getelementptr inbounds i8, ptr %37, i32 12
  store volatile double 0.000000e+00, ptr @vl, align 8, !tbaa !16
  %152 = load ptr, ptr %151, align 4, !tbaa !18
  %153 = load volatile double, ptr @vl, align 8, !tbaa !16
  %154 = call double %152(double noundef %153) #11
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %154)
  store volatile double 5.000000e-01, ptr @vl, align 8, !tbaa !16
  %156 = load volatile double, ptr @vl, align 8, !tbaa !16
  %157 = call double %152(double noundef %156) #11
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %157)
  store volatile double -7.500000e-01, ptr @vl, align 8, !tbaa !16
  %159 = load volatile double, ptr @vl, align 8, !tbaa !16
  %160 = call double %152(double noundef %159) #11
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %160)
  store volatile double 1.000000e+00, ptr @vl, align 8, !tbaa !16
  %162 = load volatile double, ptr @vl, align 8, !tbaa !16
  %163 = call double %152(double noundef %162) #11
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %163)
  store volatile double 2.000000e+00, ptr @vl, align 8, !tbaa !16
  %165 = load volatile double, ptr @vl, align 8, !tbaa !16
  %166 = call double %152(double noundef %165) #11
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %166)
  store volatile double -7.500000e+00, ptr @vl, align 8, !tbaa !16
  %168 = load volatile double, ptr @vl, align 8, !tbaa !16
  %169 = call double %152(double noundef %168) #11
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %169)
  store volatile double 1.000000e+01, ptr @vl, align 8, !tbaa !16
  %171 = load volatile double, ptr @vl, align 8, !tbaa !16
  %172 = call double %152(double noundef %171) #11
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %172)
  store volatile double 1.000000e-300, ptr @vl, align 8, !tbaa !16
  %174 = load volatile double, ptr @vl, align 8, !tbaa !16
  %175 = call double %152(double noundef %174) #11
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %175)
  store volatile double 1.000000e+300, ptr @vl, align 8, !tbaa !16
  %177 = load volatile double, ptr @vl, align 8, !tbaa !16
  %178 = call double %152(double noundef %177) #11
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %178)
  store volatile double 1.000000e-01, ptr @vl, align 8, !tbaa !16
  %180 = load volatile double, ptr @vl, align 8, !tbaa !16
  %181 = call double %152(double noundef %180) #11
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %181)
  br label %183

183:                                              ; preds = %150, %143
  %184 = call i32 @putchar(i32 10)
  %185 = add nuw nsw i32 %36, 1
  %186 = icmp eq i32 %185, 38
  br i1 %186, label %192, label %35, !llvm.loop !19

187:                                              ; preds = %283
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !10
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x3C90000000000000)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #11
  %189 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.7) #11
  %190 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %12) #12
  %191 = icmp eq ptr %190, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #11
  br i1 %191, label %287, label %289

192:                                              ; preds = %183, %283
  %193 = phi i32 [ %285, %283 ], [ 0, %183 ]
  %194 = getelementptr inbounds [10 x %struct.Binary], ptr @binary, i32 0, i32 %193
  %195 = load ptr, ptr %194, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #11
  %196 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str) #11
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %11)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #11
  %198 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %11) #11
  %199 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %10) #12
  %200 = icmp eq ptr %199, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #11
  br i1 %200, label %201, label %218

201:                                              ; preds = %192
  %202 = getelementptr inbounds i8, ptr %194, i32 4
  br label %203

203:                                              ; preds = %201, %203
  %204 = phi i32 [ 0, %201 ], [ %216, %203 ]
  %205 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %204
  %206 = load double, ptr %205, align 8, !tbaa !10
  store volatile double %206, ptr @vd, align 8, !tbaa !10
  %207 = load ptr, ptr %202, align 4, !tbaa !23
  %208 = load volatile double, ptr @vd, align 8, !tbaa !10
  %209 = icmp ult i32 %204, 11
  %210 = select i1 %209, i32 3, i32 -11
  %211 = add nsw i32 %210, %204
  %212 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %211
  %213 = load double, ptr %212, align 8, !tbaa !10
  %214 = call double %207(double noundef %208, double noundef %213) #11
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %214)
  %216 = add nuw nsw i32 %204, 1
  %217 = icmp eq i32 %216, 14
  br i1 %217, label %218, label %203, !llvm.loop !24

218:                                              ; preds = %203, %192
  %219 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  %220 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str.3) #11
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #11
  %222 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %9) #11
  %223 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %8) #12
  %224 = icmp eq ptr %223, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  br i1 %224, label %225, label %243

225:                                              ; preds = %218
  %226 = getelementptr inbounds i8, ptr %194, i32 8
  br label %227

227:                                              ; preds = %225, %227
  %228 = phi i32 [ 0, %225 ], [ %241, %227 ]
  %229 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %228
  %230 = load float, ptr %229, align 4, !tbaa !13
  store volatile float %230, ptr @vf, align 4, !tbaa !13
  %231 = load ptr, ptr %226, align 4, !tbaa !25
  %232 = load volatile float, ptr @vf, align 4, !tbaa !13
  %233 = icmp ult i32 %228, 8
  %234 = select i1 %233, i32 3, i32 -8
  %235 = add nsw i32 %234, %228
  %236 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %235
  %237 = load float, ptr %236, align 4, !tbaa !13
  %238 = call float %231(float noundef %232, float noundef %237) #11
  %239 = fpext float %238 to double
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %239)
  %241 = add nuw nsw i32 %228, 1
  %242 = icmp eq i32 %241, 11
  br i1 %242, label %243, label %227, !llvm.loop !26

243:                                              ; preds = %227, %218
  %244 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  %245 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str.4) #11
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  %247 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %7) #11
  %248 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %6) #12
  %249 = icmp eq ptr %248, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  br i1 %249, label %250, label %283

250:                                              ; preds = %243
  %251 = getelementptr inbounds i8, ptr %194, i32 12
  store volatile double 0.000000e+00, ptr @vl, align 8, !tbaa !16
  %252 = load ptr, ptr %251, align 4, !tbaa !27
  %253 = load volatile double, ptr @vl, align 8, !tbaa !16
  %254 = call double %252(double noundef %253, double noundef 1.000000e+00) #11
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %254)
  store volatile double 5.000000e-01, ptr @vl, align 8, !tbaa !16
  %256 = load volatile double, ptr @vl, align 8, !tbaa !16
  %257 = call double %252(double noundef %256, double noundef 2.000000e+00) #11
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %257)
  store volatile double -7.500000e-01, ptr @vl, align 8, !tbaa !16
  %259 = load volatile double, ptr @vl, align 8, !tbaa !16
  %260 = call double %252(double noundef %259, double noundef -7.500000e+00) #11
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %260)
  store volatile double 1.000000e+00, ptr @vl, align 8, !tbaa !16
  %262 = load volatile double, ptr @vl, align 8, !tbaa !16
  %263 = call double %252(double noundef %262, double noundef 1.000000e+01) #11
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %263)
  store volatile double 2.000000e+00, ptr @vl, align 8, !tbaa !16
  %265 = load volatile double, ptr @vl, align 8, !tbaa !16
  %266 = call double %252(double noundef %265, double noundef 1.000000e-300) #11
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %266)
  store volatile double -7.500000e+00, ptr @vl, align 8, !tbaa !16
  %268 = load volatile double, ptr @vl, align 8, !tbaa !16
  %269 = call double %252(double noundef %268, double noundef 1.000000e+300) #11
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %269)
  store volatile double 1.000000e+01, ptr @vl, align 8, !tbaa !16
  %271 = load volatile double, ptr @vl, align 8, !tbaa !16
  %272 = call double %252(double noundef %271, double noundef 1.000000e-01) #11
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %272)
  store volatile double 1.000000e-300, ptr @vl, align 8, !tbaa !16
  %274 = load volatile double, ptr @vl, align 8, !tbaa !16
  %275 = call double %252(double noundef %274, double noundef 0.000000e+00) #11
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %275)
  store volatile double 1.000000e+300, ptr @vl, align 8, !tbaa !16
  %277 = load volatile double, ptr @vl, align 8, !tbaa !16
  %278 = call double %252(double noundef %277, double noundef 5.000000e-01) #11
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %278)
  store volatile double 1.000000e-01, ptr @vl, align 8, !tbaa !16
  %280 = load volatile double, ptr @vl, align 8, !tbaa !16
  %281 = call double %252(double noundef %280, double noundef -7.500000e-01) #11
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %281)
  br label %283

283:                                              ; preds = %250, %243
  %284 = call i32 @putchar(i32 10)
  %285 = add nuw nsw i32 %193, 1
  %286 = icmp eq i32 %285, 10
  br i1 %286, label %187, label %192, !llvm.loop !28

287:                                              ; preds = %187
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !13
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3E50000000000000)
  br label %289

289:                                              ; preds = %287, %187
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %290 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.9) #11
  %291 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %5) #12
  %292 = icmp eq ptr %291, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  br i1 %292, label %293, label %295

293:                                              ; preds = %289
  store volatile double 1.000000e-01, ptr @vl, align 8, !tbaa !16
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3C90000000000000)
  br label %295

295:                                              ; preds = %293, %289
  br label %296

296:                                              ; preds = %295, %388
  %297 = phi i32 [ %392, %388 ], [ 0, %295 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #11
  store i32 0, ptr %19, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #11
  store i32 0, ptr %20, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #11
  store i32 0, ptr %21, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #11
  store double 0.000000e+00, ptr %22, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #11
  store double 0.000000e+00, ptr %23, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #11
  store double 0.000000e+00, ptr %24, align 8, !tbaa !10
  %298 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %297
  %299 = load double, ptr %298, align 8, !tbaa !10
  store volatile double %299, ptr @vd, align 8, !tbaa !10
  %300 = load volatile double, ptr @vd, align 8, !tbaa !10
  %301 = call double @frexp(double noundef %300, ptr noundef nonnull %19) #11
  %302 = load volatile double, ptr @vd, align 8, !tbaa !10
  %303 = call double @modf(double noundef %302, ptr noundef nonnull %22) #11
  %304 = load volatile double, ptr @vd, align 8, !tbaa !10
  %305 = call double @remquo(double noundef %304, double noundef 0x3FE6666666666666, ptr noundef nonnull %20) #11
  %306 = load volatile double, ptr @vd, align 8, !tbaa !10
  call void @sincos(double noundef %306, ptr noundef nonnull %23, ptr noundef nonnull %24) #11
  %307 = load i32, ptr %19, align 4, !tbaa !29
  %308 = load double, ptr %22, align 8, !tbaa !10
  %309 = load double, ptr %23, align 8, !tbaa !10
  %310 = load double, ptr %24, align 8, !tbaa !10
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %297, double noundef %301, i32 noundef %307, double noundef %303, double noundef %308, double noundef %309, double noundef %310)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  %312 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.12) #11
  %313 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %4) #12
  %314 = icmp eq ptr %313, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  br i1 %314, label %315, label %318

315:                                              ; preds = %296
  %316 = load i32, ptr %20, align 4, !tbaa !29
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %305, i32 noundef %316)
  br label %318

318:                                              ; preds = %315, %296
  %319 = load volatile double, ptr @vd, align 8, !tbaa !10
  %320 = call double @lgamma_r(double noundef %319, ptr noundef nonnull %21) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  %321 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.14) #11
  %322 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %3) #12
  %323 = icmp eq ptr %322, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  br i1 %323, label %324, label %327

324:                                              ; preds = %318
  %325 = load i32, ptr %21, align 4, !tbaa !29
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %320, i32 noundef %325)
  br label %327

327:                                              ; preds = %324, %318
  %328 = load volatile double, ptr @vd, align 8, !tbaa !10
  %329 = call double @ldexp(double noundef %328, i32 noundef 5) #11
  %330 = load volatile double, ptr @vd, align 8, !tbaa !10
  %331 = call double @scalbn(double noundef %330, i32 noundef -3) #11
  %332 = load volatile double, ptr @vd, align 8, !tbaa !10
  %333 = call double @scalbln(double noundef %332, i32 noundef 7) #11
  %334 = load volatile double, ptr @vd, align 8, !tbaa !10
  %335 = fcmp oeq double %334, 0.000000e+00
  br i1 %335, label %339, label %336

336:                                              ; preds = %327
  %337 = load volatile double, ptr @vd, align 8, !tbaa !10
  %338 = call i32 @ilogb(double noundef %337) #11
  br label %339

339:                                              ; preds = %327, %336
  %340 = phi i32 [ %338, %336 ], [ 0, %327 ]
  %341 = load volatile double, ptr @vd, align 8, !tbaa !10
  %342 = call double @llvm.fabs.f64(double %341)
  %343 = fcmp olt double %342, 1.000000e+15
  br i1 %343, label %344, label %347

344:                                              ; preds = %339
  %345 = load volatile double, ptr @vd, align 8, !tbaa !10
  %346 = call i32 @lrint(double noundef %345) #11
  br label %347

347:                                              ; preds = %339, %344
  %348 = phi i32 [ %346, %344 ], [ 0, %339 ]
  %349 = load volatile double, ptr @vd, align 8, !tbaa !10
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp olt double %350, 1.000000e+15
  br i1 %351, label %352, label %355

352:                                              ; preds = %347
  %353 = load volatile double, ptr @vd, align 8, !tbaa !10
  %354 = call i32 @lround(double noundef %353) #11
  br label %355

355:                                              ; preds = %347, %352
  %356 = phi i32 [ %354, %352 ], [ 0, %347 ]
  %357 = load volatile double, ptr @vd, align 8, !tbaa !10
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp olt double %358, 1.000000e+15
  br i1 %359, label %360, label %363

360:                                              ; preds = %355
  %361 = load volatile double, ptr @vd, align 8, !tbaa !10
  %362 = call i64 @llrint(double noundef %361) #11
  br label %363

363:                                              ; preds = %355, %360
  %364 = phi i64 [ %362, %360 ], [ 0, %355 ]
  %365 = load volatile double, ptr @vd, align 8, !tbaa !10
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fcmp olt double %366, 1.000000e+15
  br i1 %367, label %368, label %371

368:                                              ; preds = %363
  %369 = load volatile double, ptr @vd, align 8, !tbaa !10
  %370 = call i64 @llround(double noundef %369) #11
  br label %371

371:                                              ; preds = %363, %368
  %372 = phi i64 [ %370, %368 ], [ 0, %363 ]
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %329, double noundef %331, double noundef %333, i32 noundef %340, i32 noundef %348, i32 noundef %356, i64 noundef %364, i64 noundef %372)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  %374 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.17) #11
  %375 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %2) #12
  %376 = icmp eq ptr %375, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  br i1 %376, label %377, label %388

377:                                              ; preds = %371
  %378 = load volatile double, ptr @vd, align 8, !tbaa !10
  %379 = call double @jn(i32 noundef 3, double noundef %378) #11
  %380 = load volatile double, ptr @vd, align 8, !tbaa !10
  %381 = fcmp ogt double %380, 0.000000e+00
  br i1 %381, label %382, label %385

382:                                              ; preds = %377
  %383 = load volatile double, ptr @vd, align 8, !tbaa !10
  %384 = call double @yn(i32 noundef 2, double noundef %383) #11
  br label %385

385:                                              ; preds = %377, %382
  %386 = phi double [ %384, %382 ], [ 0.000000e+00, %377 ]
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %379, double noundef %386)
  br label %388

388:                                              ; preds = %385, %371
  %389 = load volatile double, ptr @vd, align 8, !tbaa !10
  %390 = call double @nexttoward(double noundef %389, double noundef 1.000000e+00) #11
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %390)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #11
  %392 = add nuw nsw i32 %297, 1
  %393 = icmp eq i32 %392, 14
  br i1 %393, label %394, label %296, !llvm.loop !31

394:                                              ; preds = %388, %425
  %395 = phi i32 [ %426, %425 ], [ 0, %388 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #11
  store i32 0, ptr %25, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26) #11
  store i32 0, ptr %26, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27) #11
  store float 0.000000e+00, ptr %27, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28) #11
  store float 0.000000e+00, ptr %28, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29) #11
  store float 0.000000e+00, ptr %29, align 4, !tbaa !13
  %396 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %395
  %397 = load float, ptr %396, align 4, !tbaa !13
  store volatile float %397, ptr @vf, align 4, !tbaa !13
  %398 = load volatile float, ptr @vf, align 4, !tbaa !13
  %399 = call float @frexpf(float noundef %398, ptr noundef nonnull %25) #11
  %400 = load volatile float, ptr @vf, align 4, !tbaa !13
  %401 = call float @modff(float noundef %400, ptr noundef nonnull %27) #11
  %402 = load volatile float, ptr @vf, align 4, !tbaa !13
  %403 = call float @remquof(float noundef %402, float noundef 0x3FE6666660000000, ptr noundef nonnull %26) #11
  %404 = load volatile float, ptr @vf, align 4, !tbaa !13
  call void @sincosf(float noundef %404, ptr noundef nonnull %28, ptr noundef nonnull %29) #11
  %405 = fpext float %399 to double
  %406 = load i32, ptr %25, align 4, !tbaa !29
  %407 = fpext float %401 to double
  %408 = load float, ptr %27, align 4, !tbaa !13
  %409 = fpext float %408 to double
  %410 = fpext float %403 to double
  %411 = load i32, ptr %26, align 4, !tbaa !29
  %412 = load volatile float, ptr @vf, align 4, !tbaa !13
  %413 = call float @ldexpf(float noundef %412, i32 noundef 4) #11
  %414 = fpext float %413 to double
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %395, double noundef %405, i32 noundef %406, double noundef %407, double noundef %409, double noundef %410, i32 noundef %411, double noundef %414)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  %416 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.21) #11
  %417 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %1) #12
  %418 = icmp eq ptr %417, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  br i1 %418, label %419, label %425

419:                                              ; preds = %394
  %420 = load float, ptr %28, align 4, !tbaa !13
  %421 = fpext float %420 to double
  %422 = load float, ptr %29, align 4, !tbaa !13
  %423 = fpext float %422 to double
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %421, double noundef %423)
  br label %425

425:                                              ; preds = %419, %394
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #11
  %426 = add nuw nsw i32 %395, 1
  %427 = icmp eq i32 %426, 11
  br i1 %427, label %470, label %394, !llvm.loop !32

428:                                              ; preds = %470
  %429 = call double @nan(ptr noundef nonnull @.str) #12
  %430 = fcmp uno double %429, 0.000000e+00
  %431 = zext i1 %430 to i32
  %432 = call float @nanf(ptr noundef nonnull @.str.25) #12
  %433 = fcmp uno float %432, 0.000000e+00
  %434 = zext i1 %433 to i32
  %435 = call double @nanl(ptr noundef nonnull @.str) #12
  %436 = fcmp uno double %435, 0.000000e+00
  %437 = zext i1 %436 to i32
  %438 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %431, i32 noundef %434, i32 noundef %437)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8, !tbaa !10
  %439 = load volatile double, ptr @vd, align 8, !tbaa !10
  %440 = call double @exp(double noundef %439) #11
  %441 = load volatile double, ptr @vd, align 8, !tbaa !10
  %442 = fneg double %441
  %443 = call double @exp(double noundef %442) #11
  %444 = load volatile double, ptr @vd, align 8, !tbaa !10
  %445 = call double @atan(double noundef %444) #11
  %446 = load volatile double, ptr @vd, align 8, !tbaa !10
  %447 = fneg double %446
  %448 = call double @tanh(double noundef %447) #11
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, double noundef %440, double noundef %443, double noundef %445, double noundef %448)
  store volatile double -1.000000e+00, ptr @vd, align 8, !tbaa !10
  %450 = load volatile double, ptr @vd, align 8, !tbaa !10
  %451 = call double @sqrt(double noundef %450) #11
  %452 = fcmp uno double %451, 0.000000e+00
  %453 = zext i1 %452 to i32
  %454 = load volatile double, ptr @vd, align 8, !tbaa !10
  %455 = call double @log(double noundef %454) #11
  %456 = fcmp uno double %455, 0.000000e+00
  %457 = zext i1 %456 to i32
  %458 = load volatile double, ptr @vd, align 8, !tbaa !10
  %459 = fadd double %458, 1.000000e+00
  %460 = call double @log(double noundef %459) #11
  %461 = call double @llvm.fabs.f64(double %460) #13
  %462 = fcmp oeq double %461, 0x7FF0000000000000
  %463 = bitcast double %460 to i64
  %464 = icmp slt i64 %463, 0
  %465 = select i1 %464, i32 -1, i32 1
  %466 = select i1 %462, i32 %465, i32 0
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %453, i32 noundef %457, i32 noundef %466)
  %468 = call i32 @fegetround() #12
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %468)
  ret i32 0

470:                                              ; preds = %425, %470
  %471 = phi i32 [ %487, %470 ], [ 0, %425 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30) #11
  store i32 0, ptr %30, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31) #11
  store i32 0, ptr %31, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32) #11
  store double 0.000000e+00, ptr %32, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #11
  store double 0.000000e+00, ptr %33, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #11
  store double 0.000000e+00, ptr %34, align 8, !tbaa !16
  %472 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %471
  %473 = load double, ptr %472, align 8, !tbaa !16
  store volatile double %473, ptr @vl, align 8, !tbaa !16
  %474 = load volatile double, ptr @vl, align 8, !tbaa !16
  %475 = call double @frexpl(double noundef %474, ptr noundef nonnull %30) #11
  %476 = load volatile double, ptr @vl, align 8, !tbaa !16
  %477 = call double @modfl(double noundef %476, ptr noundef nonnull %32) #11
  %478 = load volatile double, ptr @vl, align 8, !tbaa !16
  %479 = call double @remquol(double noundef %478, double noundef 0x3FE6666666666666, ptr noundef nonnull %31) #11
  %480 = load volatile double, ptr @vl, align 8, !tbaa !16
  call void @sincosl(double noundef %480, ptr noundef nonnull %33, ptr noundef nonnull %34) #11
  %481 = load i32, ptr %30, align 4, !tbaa !29
  %482 = load double, ptr %32, align 8, !tbaa !16
  %483 = load i32, ptr %31, align 4, !tbaa !29
  %484 = load double, ptr %33, align 8, !tbaa !16
  %485 = load double, ptr %34, align 8, !tbaa !16
  %486 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %471, double noundef %475, i32 noundef %481, double noundef %477, double noundef %482, double noundef %479, i32 noundef %483, double noundef %484, double noundef %485)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30) #11
  %487 = add nuw nsw i32 %471, 1
  %488 = icmp eq i32 %487, 10
  br i1 %488, label %428, label %470, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remquo(double noundef, double noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincos(double noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare double @scalbln(double noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

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
declare float @frexpf(float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @modff(float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remquof(float noundef, float noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexpl(double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modfl(double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remquol(double noundef, double noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincosl(double noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare double @nan(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare float @nanf(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare double @nanl(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @fegetround() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrtl(double noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @cbrtf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrtl(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fabs(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @fabsf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fabsl(double noundef) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @exp2f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2l(double noundef) #4

; Function Attrs: nounwind
declare double @exp10(double noundef) #0

; Function Attrs: nounwind
declare float @exp10f(float noundef) #0

; Function Attrs: nounwind
declare double @exp10l(double noundef) #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expm1f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1l(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log2f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2l(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log10f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10l(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log1pf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1pl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logb(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logbf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logbl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acosf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acosl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinhl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @coshf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @coshl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanhl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinhl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acosh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acoshf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acoshl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanhl(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @erff(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erfl(double noundef) #4

; Function Attrs: nounwind
declare double @erfc(double noundef) #0

; Function Attrs: nounwind
declare float @erfcf(float noundef) #0

; Function Attrs: nounwind
declare double @erfcl(double noundef) #0

; Function Attrs: nounwind
declare double @lgamma(double noundef) #0

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #0

; Function Attrs: nounwind
declare double @lgammal(double noundef) #0

; Function Attrs: nounwind
declare double @tgamma(double noundef) #0

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #0

; Function Attrs: nounwind
declare double @tgammal(double noundef) #0

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @ceil(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @ceilf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @ceill(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @floor(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @floorf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @floorl(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @trunc(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @truncf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @truncl(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @round(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @roundf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @roundl(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @rint(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @rintf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @rintl(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @nearbyint(double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @nearbyintf(float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @nearbyintl(double noundef) #8

; Function Attrs: nounwind
declare double @j0(double noundef) #0

; Function Attrs: nounwind
declare float @j0f(float noundef) #0

; Function Attrs: nounwind
declare double @j0l(double noundef) #0

; Function Attrs: nounwind
declare double @j1(double noundef) #0

; Function Attrs: nounwind
declare float @j1f(float noundef) #0

; Function Attrs: nounwind
declare double @j1l(double noundef) #0

; Function Attrs: nounwind
declare double @y0(double noundef) #0

; Function Attrs: nounwind
declare float @y0f(float noundef) #0

; Function Attrs: nounwind
declare double @y0l(double noundef) #0

; Function Attrs: nounwind
declare double @y1(double noundef) #0

; Function Attrs: nounwind
declare float @y1f(float noundef) #0

; Function Attrs: nounwind
declare double @y1l(double noundef) #0

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @powl(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atan2f(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2l(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #0

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #0

; Function Attrs: nounwind
declare double @hypotl(double noundef, double noundef) #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @fmodf(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmodl(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remainder(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remainderf(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remainderl(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @copysign(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @copysignf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @copysignl(double noundef, double noundef) #8

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #0

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #0

; Function Attrs: nounwind
declare double @fdiml(double noundef, double noundef) #0

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fmax(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @fmaxf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fmaxl(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fmin(double noundef, double noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @fminf(float noundef, float noundef) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fminl(double noundef, double noundef) #8

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #0

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #0

; Function Attrs: nounwind
declare double @nextafterl(double noundef, double noundef) #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Unary", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!6, !7, i64 4}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!6, !7, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"long double", !8, i64 0}
!18 = !{!6, !7, i64 12}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !7, i64 0}
!22 = !{!"Binary", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!23 = !{!22, !7, i64 4}
!24 = distinct !{!24, !20}
!25 = !{!22, !7, i64 8}
!26 = distinct !{!26, !20}
!27 = !{!22, !7, i64 12}
!28 = distinct !{!28, !20}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !8, i64 0}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !20}
