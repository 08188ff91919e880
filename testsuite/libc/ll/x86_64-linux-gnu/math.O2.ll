; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Unary = type { ptr, ptr, ptr, ptr }
%struct.Binary = type { ptr, ptr, ptr, ptr }

@unary = internal unnamed_addr constant [38 x %struct.Unary] [%struct.Unary { ptr @.str.29, ptr @sqrt, ptr @sqrtf, ptr @sqrtl }, %struct.Unary { ptr @.str.30, ptr @cbrt, ptr @cbrtf, ptr @cbrtl }, %struct.Unary { ptr @.str.31, ptr @fabs, ptr @fabsf, ptr @fabsl }, %struct.Unary { ptr @.str.32, ptr @exp, ptr @expf, ptr @expl }, %struct.Unary { ptr @.str.33, ptr @exp2, ptr @exp2f, ptr @exp2l }, %struct.Unary { ptr @.str.34, ptr @exp10, ptr @exp10f, ptr @exp10l }, %struct.Unary { ptr @.str.35, ptr @expm1, ptr @expm1f, ptr @expm1l }, %struct.Unary { ptr @.str.36, ptr @log, ptr @logf, ptr @logl }, %struct.Unary { ptr @.str.37, ptr @log2, ptr @log2f, ptr @log2l }, %struct.Unary { ptr @.str.38, ptr @log10, ptr @log10f, ptr @log10l }, %struct.Unary { ptr @.str.39, ptr @log1p, ptr @log1pf, ptr @log1pl }, %struct.Unary { ptr @.str.40, ptr @logb, ptr @logbf, ptr @logbl }, %struct.Unary { ptr @.str.41, ptr @sin, ptr @sinf, ptr @sinl }, %struct.Unary { ptr @.str.42, ptr @cos, ptr @cosf, ptr @cosl }, %struct.Unary { ptr @.str.43, ptr @tan, ptr @tanf, ptr @tanl }, %struct.Unary { ptr @.str.44, ptr @asin, ptr @asinf, ptr @asinl }, %struct.Unary { ptr @.str.45, ptr @acos, ptr @acosf, ptr @acosl }, %struct.Unary { ptr @.str.46, ptr @atan, ptr @atanf, ptr @atanl }, %struct.Unary { ptr @.str.47, ptr @sinh, ptr @sinhf, ptr @sinhl }, %struct.Unary { ptr @.str.48, ptr @cosh, ptr @coshf, ptr @coshl }, %struct.Unary { ptr @.str.49, ptr @tanh, ptr @tanhf, ptr @tanhl }, %struct.Unary { ptr @.str.50, ptr @asinh, ptr @asinhf, ptr @asinhl }, %struct.Unary { ptr @.str.51, ptr @acosh, ptr @acoshf, ptr @acoshl }, %struct.Unary { ptr @.str.52, ptr @atanh, ptr @atanhf, ptr @atanhl }, %struct.Unary { ptr @.str.53, ptr @erf, ptr @erff, ptr @erfl }, %struct.Unary { ptr @.str.54, ptr @erfc, ptr @erfcf, ptr @erfcl }, %struct.Unary { ptr @.str.55, ptr @lgamma, ptr @lgammaf, ptr @lgammal }, %struct.Unary { ptr @.str.56, ptr @tgamma, ptr @tgammaf, ptr @tgammal }, %struct.Unary { ptr @.str.57, ptr @ceil, ptr @ceilf, ptr @ceill }, %struct.Unary { ptr @.str.58, ptr @floor, ptr @floorf, ptr @floorl }, %struct.Unary { ptr @.str.59, ptr @trunc, ptr @truncf, ptr @truncl }, %struct.Unary { ptr @.str.60, ptr @round, ptr @roundf, ptr @roundl }, %struct.Unary { ptr @.str.61, ptr @rint, ptr @rintf, ptr @rintl }, %struct.Unary { ptr @.str.62, ptr @nearbyint, ptr @nearbyintf, ptr @nearbyintl }, %struct.Unary { ptr @.str.63, ptr @j0, ptr @j0f, ptr @j0l }, %struct.Unary { ptr @.str.64, ptr @j1, ptr @j1f, ptr @j1l }, %struct.Unary { ptr @.str.65, ptr @y0, ptr @y0f, ptr @y0l }, %struct.Unary { ptr @.str.66, ptr @y1, ptr @y1f, ptr @y1l }], align 16
@.str = private constant [1 x i8] zeroinitializer, align 1
@D = internal unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 16
@vd = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 16
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@L = internal unnamed_addr constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 16
@vl = internal global x86_fp80 0xK00000000000000000000, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@binary = internal unnamed_addr constant [10 x %struct.Binary] [%struct.Binary { ptr @.str.69, ptr @pow, ptr @powf, ptr @powl }, %struct.Binary { ptr @.str.70, ptr @atan2, ptr @atan2f, ptr @atan2l }, %struct.Binary { ptr @.str.71, ptr @hypot, ptr @hypotf, ptr @hypotl }, %struct.Binary { ptr @.str.72, ptr @fmod, ptr @fmodf, ptr @fmodl }, %struct.Binary { ptr @.str.73, ptr @remainder, ptr @remainderf, ptr @remainderl }, %struct.Binary { ptr @.str.74, ptr @copysign, ptr @copysignf, ptr @copysignl }, %struct.Binary { ptr @.str.75, ptr @fdim, ptr @fdimf, ptr @fdiml }, %struct.Binary { ptr @.str.76, ptr @fmax, ptr @fmaxf, ptr @fmaxl }, %struct.Binary { ptr @.str.77, ptr @fmin, ptr @fminf, ptr @fminl }, %struct.Binary { ptr @.str.78, ptr @nextafter, ptr @nextafterf, ptr @nextafterl }], align 16
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
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca x86_fp80, align 16
  br label %35

35:                                               ; preds = %0, %183
  %36 = phi i64 [ 0, %0 ], [ %185, %183 ]
  %37 = getelementptr inbounds [38 x %struct.Unary], ptr @unary, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #12
  %39 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str) #12
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #12
  %41 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %18) #12
  %42 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %17) #13
  %43 = icmp eq ptr %42, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #12
  br i1 %43, label %44, label %89

44:                                               ; preds = %35
  %45 = getelementptr inbounds i8, ptr %37, i64 8
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !10
  %46 = load ptr, ptr %45, align 8, !tbaa !12
  %47 = load volatile double, ptr @vd, align 8, !tbaa !10
  %48 = call double %46(double noundef %47) #12
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %48)
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !10
  %50 = load volatile double, ptr @vd, align 8, !tbaa !10
  %51 = call double %46(double noundef %50) #12
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51)
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !10
  %53 = load volatile double, ptr @vd, align 8, !tbaa !10
  %54 = call double %46(double noundef %53) #12
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %54)
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !10
  %56 = load volatile double, ptr @vd, align 8, !tbaa !10
  %57 = call double %46(double noundef %56) #12
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %57)
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !10
  %59 = load volatile double, ptr @vd, align 8, !tbaa !10
  %60 = call double %46(double noundef %59) #12
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %60)
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !10
  %62 = load volatile double, ptr @vd, align 8, !tbaa !10
  %63 = call double %46(double noundef %62) #12
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %63)
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !10
  %65 = load volatile double, ptr @vd, align 8, !tbaa !10
  %66 = call double %46(double noundef %65) #12
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %66)
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !10
  %68 = load volatile double, ptr @vd, align 8, !tbaa !10
  %69 = call double %46(double noundef %68) #12
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %69)
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !10
  %71 = load volatile double, ptr @vd, align 8, !tbaa !10
  %72 = call double %46(double noundef %71) #12
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %72)
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !10
  %74 = load volatile double, ptr @vd, align 8, !tbaa !10
  %75 = call double %46(double noundef %74) #12
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %75)
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !10
  %77 = load volatile double, ptr @vd, align 8, !tbaa !10
  %78 = call double %46(double noundef %77) #12
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %78)
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !10
  %80 = load volatile double, ptr @vd, align 8, !tbaa !10
  %81 = call double %46(double noundef %80) #12
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %81)
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !10
  %83 = load volatile double, ptr @vd, align 8, !tbaa !10
  %84 = call double %46(double noundef %83) #12
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %84)
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !10
  %86 = load volatile double, ptr @vd, align 8, !tbaa !10
  %87 = call double %46(double noundef %86) #12
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %87)
  br label %89

89:                                               ; preds = %44, %35
  %90 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #12
  %91 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %16, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.3) #12
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %16)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #12
  %93 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %16) #12
  %94 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %15) #13
  %95 = icmp eq ptr %94, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #12
  br i1 %95, label %96, label %143

96:                                               ; preds = %89
  %97 = getelementptr inbounds i8, ptr %37, i64 16
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !13
  %98 = load ptr, ptr %97, align 16, !tbaa !15
  %99 = load volatile float, ptr @vf, align 4, !tbaa !13
  %100 = call float %98(float noundef %99) #12
  %101 = fpext float %100 to double
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %101)
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !13
  %103 = load volatile float, ptr @vf, align 4, !tbaa !13
  %104 = call float %98(float noundef %103) #12
  %105 = fpext float %104 to double
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %105)
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !13
  %107 = load volatile float, ptr @vf, align 4, !tbaa !13
  %108 = call float %98(float noundef %107) #12
  %109 = fpext float %108 to double
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %109)
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !13
  %111 = load volatile float, ptr @vf, align 4, !tbaa !13
  %112 = call float %98(float noundef %111) #12
  %113 = fpext float %112 to double
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %113)
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !13
  %115 = load volatile float, ptr @vf, align 4, !tbaa !13
  %116 = call float %98(float noundef %115) #12
  %117 = fpext float %116 to double
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %117)
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !13
  %119 = load volatile float, ptr @vf, align 4, !tbaa !13
  %120 = call float %98(float noundef %119) #12
  %121 = fpext float %120 to double
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %121)
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !13
  %123 = load volatile float, ptr @vf, align 4, !tbaa !13
  %124 = call float %98(float noundef %123) #12
  %125 = fpext float %124 to double
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %125)
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !13
  %127 = load volatile float, ptr @vf, align 4, !tbaa !13
  %128 = call float %98(float noundef %127) #12
  %129 = fpext float %128 to double
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %129)
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !13
  %131 = load volatile float, ptr @vf, align 4, !tbaa !13
  %132 = call float %98(float noundef %131) #12
  %133 = fpext float %132 to double
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %133)
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !13
  %135 = load volatile float, ptr @vf, align 4, !tbaa !13
  %136 = call float %98(float noundef %135) #12
  %137 = fpext float %136 to double
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %137)
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !13
  %139 = load volatile float, ptr @vf, align 4, !tbaa !13
  %140 = call float %98(float noundef %139) #12
  %141 = fpext float %140 to double
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %141)
  br label %143

143:                                              ; preds = %96, %89
  %144 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  %145 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.4) #12
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %14)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #12
  %147 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %14) #12
  %148 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %13) #13
  %149 = icmp eq ptr %148, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #12
  br i1 %149, label %150, label %183

150:                                              ; preds = %143
  %151 = getelementptr inbounds i8, ptr %37, i64 24
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !16
  %152 = load ptr, ptr %151, align 8, !tbaa !18
  %153 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %154 = call x86_fp80 %152(x86_fp80 noundef %153) #12
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %154)
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !16
  %156 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %157 = call x86_fp80 %152(x86_fp80 noundef %156) #12
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %157)
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !16
  %159 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %160 = call x86_fp80 %152(x86_fp80 noundef %159) #12
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %160)
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !16
  %162 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %163 = call x86_fp80 %152(x86_fp80 noundef %162) #12
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %163)
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !16
  %165 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %166 = call x86_fp80 %152(x86_fp80 noundef %165) #12
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %166)
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !16
  %168 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %169 = call x86_fp80 %152(x86_fp80 noundef %168) #12
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %169)
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !16
  %171 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %172 = call x86_fp80 %152(x86_fp80 noundef %171) #12
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %172)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !16
  %174 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %175 = call x86_fp80 %152(x86_fp80 noundef %174) #12
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %175)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !16
  %177 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %178 = call x86_fp80 %152(x86_fp80 noundef %177) #12
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %178)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !16
  %180 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %181 = call x86_fp80 %152(x86_fp80 noundef %180) #12
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %181)
  br label %183

183:                                              ; preds = %150, %143
  %184 = call i32 @putchar(i32 10)
  %185 = add nuw nsw i64 %36, 1
  %186 = icmp eq i64 %185, 38
  br i1 %186, label %192, label %35, !llvm.loop !19

187:                                              ; preds = %285
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !10
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x3C90000000000000)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #12
  %189 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.7) #12
  %190 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %12) #13
  %191 = icmp eq ptr %190, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #12
  br i1 %191, label %289, label %291

192:                                              ; preds = %183, %285
  %193 = phi i64 [ %287, %285 ], [ 0, %183 ]
  %194 = getelementptr inbounds [10 x %struct.Binary], ptr @binary, i64 0, i64 %193
  %195 = load ptr, ptr %194, align 16, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #12
  %196 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str) #12
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %11)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #12
  %198 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %11) #12
  %199 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %10) #13
  %200 = icmp eq ptr %199, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #12
  br i1 %200, label %201, label %219

201:                                              ; preds = %192
  %202 = getelementptr inbounds i8, ptr %194, i64 8
  br label %203

203:                                              ; preds = %201, %203
  %204 = phi i64 [ 0, %201 ], [ %217, %203 ]
  %205 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !10
  store volatile double %206, ptr @vd, align 8, !tbaa !10
  %207 = load ptr, ptr %202, align 8, !tbaa !23
  %208 = load volatile double, ptr @vd, align 8, !tbaa !10
  %209 = icmp ult i64 %204, 11
  %210 = select i1 %209, i64 3, i64 4294967285
  %211 = add nuw i64 %210, %204
  %212 = and i64 %211, 4294967295
  %213 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !10
  %215 = call double %207(double noundef %208, double noundef %214) #12
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %215)
  %217 = add nuw nsw i64 %204, 1
  %218 = icmp eq i64 %217, 14
  br i1 %218, label %219, label %203, !llvm.loop !24

219:                                              ; preds = %203, %192
  %220 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #12
  %221 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str.3) #12
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %223 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %9) #12
  %224 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %8) #13
  %225 = icmp eq ptr %224, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #12
  br i1 %225, label %226, label %245

226:                                              ; preds = %219
  %227 = getelementptr inbounds i8, ptr %194, i64 16
  br label %228

228:                                              ; preds = %226, %228
  %229 = phi i64 [ 0, %226 ], [ %243, %228 ]
  %230 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %229
  %231 = load float, ptr %230, align 4, !tbaa !13
  store volatile float %231, ptr @vf, align 4, !tbaa !13
  %232 = load ptr, ptr %227, align 16, !tbaa !25
  %233 = load volatile float, ptr @vf, align 4, !tbaa !13
  %234 = icmp ult i64 %229, 8
  %235 = select i1 %234, i64 3, i64 4294967288
  %236 = add nuw i64 %235, %229
  %237 = and i64 %236, 4294967295
  %238 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %237
  %239 = load float, ptr %238, align 4, !tbaa !13
  %240 = call float %232(float noundef %233, float noundef %239) #12
  %241 = fpext float %240 to double
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %241)
  %243 = add nuw nsw i64 %229, 1
  %244 = icmp eq i64 %243, 11
  br i1 %244, label %245, label %228, !llvm.loop !26

245:                                              ; preds = %228, %219
  %246 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %247 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str.4) #12
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  %249 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %7) #12
  %250 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %6) #13
  %251 = icmp eq ptr %250, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  br i1 %251, label %252, label %285

252:                                              ; preds = %245
  %253 = getelementptr inbounds i8, ptr %194, i64 24
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !16
  %254 = load ptr, ptr %253, align 8, !tbaa !27
  %255 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %256 = call x86_fp80 %254(x86_fp80 noundef %255, x86_fp80 noundef 0xK3FFF8000000000000000) #12
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %256)
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !16
  %258 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %259 = call x86_fp80 %254(x86_fp80 noundef %258, x86_fp80 noundef 0xK40008000000000000000) #12
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %259)
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !16
  %261 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %262 = call x86_fp80 %254(x86_fp80 noundef %261, x86_fp80 noundef 0xKC001F000000000000000) #12
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %262)
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !16
  %264 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %265 = call x86_fp80 %254(x86_fp80 noundef %264, x86_fp80 noundef 0xK4002A000000000000000) #12
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %265)
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !16
  %267 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %268 = call x86_fp80 %254(x86_fp80 noundef %267, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #12
  %269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %268)
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !16
  %270 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %271 = call x86_fp80 %254(x86_fp80 noundef %270, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #12
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %271)
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !16
  %273 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %274 = call x86_fp80 %254(x86_fp80 noundef %273, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #12
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %274)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !16
  %276 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %277 = call x86_fp80 %254(x86_fp80 noundef %276, x86_fp80 noundef 0xK00000000000000000000) #12
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %277)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !16
  %279 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %280 = call x86_fp80 %254(x86_fp80 noundef %279, x86_fp80 noundef 0xK3FFE8000000000000000) #12
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %280)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !16
  %282 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %283 = call x86_fp80 %254(x86_fp80 noundef %282, x86_fp80 noundef 0xKBFFEC000000000000000) #12
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %283)
  br label %285

285:                                              ; preds = %252, %245
  %286 = call i32 @putchar(i32 10)
  %287 = add nuw nsw i64 %193, 1
  %288 = icmp eq i64 %287, 10
  br i1 %288, label %187, label %192, !llvm.loop !28

289:                                              ; preds = %187
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !13
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3E50000000000000)
  br label %291

291:                                              ; preds = %289, %187
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %292 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.9) #12
  %293 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %5) #13
  %294 = icmp eq ptr %293, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  br i1 %294, label %295, label %297

295:                                              ; preds = %291
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !16
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, x86_fp80 noundef 0xK3FBD8000000000000000)
  br label %297

297:                                              ; preds = %295, %291
  br label %298

298:                                              ; preds = %297, %391
  %299 = phi i64 [ %395, %391 ], [ 0, %297 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #12
  store i32 0, ptr %19, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #12
  store i32 0, ptr %20, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #12
  store i32 0, ptr %21, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #12
  store double 0.000000e+00, ptr %22, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #12
  store double 0.000000e+00, ptr %23, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #12
  store double 0.000000e+00, ptr %24, align 8, !tbaa !10
  %300 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %299
  %301 = load double, ptr %300, align 8, !tbaa !10
  store volatile double %301, ptr @vd, align 8, !tbaa !10
  %302 = load volatile double, ptr @vd, align 8, !tbaa !10
  %303 = call double @frexp(double noundef %302, ptr noundef nonnull %19) #12
  %304 = load volatile double, ptr @vd, align 8, !tbaa !10
  %305 = call double @modf(double noundef %304, ptr noundef nonnull %22) #12
  %306 = load volatile double, ptr @vd, align 8, !tbaa !10
  %307 = call double @remquo(double noundef %306, double noundef 0x3FE6666666666666, ptr noundef nonnull %20) #12
  %308 = load volatile double, ptr @vd, align 8, !tbaa !10
  call void @sincos(double noundef %308, ptr noundef nonnull %23, ptr noundef nonnull %24) #12
  %309 = load i32, ptr %19, align 4, !tbaa !29
  %310 = load double, ptr %22, align 8, !tbaa !10
  %311 = load double, ptr %23, align 8, !tbaa !10
  %312 = load double, ptr %24, align 8, !tbaa !10
  %313 = trunc nuw nsw i64 %299 to i32
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %313, double noundef %303, i32 noundef %309, double noundef %305, double noundef %310, double noundef %311, double noundef %312)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  %315 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.12) #12
  %316 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %4) #13
  %317 = icmp eq ptr %316, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  br i1 %317, label %318, label %321

318:                                              ; preds = %298
  %319 = load i32, ptr %20, align 4, !tbaa !29
  %320 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %307, i32 noundef %319)
  br label %321

321:                                              ; preds = %318, %298
  %322 = load volatile double, ptr @vd, align 8, !tbaa !10
  %323 = call double @lgamma_r(double noundef %322, ptr noundef nonnull %21) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  %324 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.14) #12
  %325 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %3) #13
  %326 = icmp eq ptr %325, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  br i1 %326, label %327, label %330

327:                                              ; preds = %321
  %328 = load i32, ptr %21, align 4, !tbaa !29
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %323, i32 noundef %328)
  br label %330

330:                                              ; preds = %327, %321
  %331 = load volatile double, ptr @vd, align 8, !tbaa !10
  %332 = call double @ldexp(double noundef %331, i32 noundef 5) #12
  %333 = load volatile double, ptr @vd, align 8, !tbaa !10
  %334 = call double @scalbn(double noundef %333, i32 noundef -3) #12
  %335 = load volatile double, ptr @vd, align 8, !tbaa !10
  %336 = call double @scalbln(double noundef %335, i64 noundef 7) #12
  %337 = load volatile double, ptr @vd, align 8, !tbaa !10
  %338 = fcmp oeq double %337, 0.000000e+00
  br i1 %338, label %342, label %339

339:                                              ; preds = %330
  %340 = load volatile double, ptr @vd, align 8, !tbaa !10
  %341 = call i32 @ilogb(double noundef %340) #12
  br label %342

342:                                              ; preds = %330, %339
  %343 = phi i32 [ %341, %339 ], [ 0, %330 ]
  %344 = load volatile double, ptr @vd, align 8, !tbaa !10
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fcmp olt double %345, 1.000000e+15
  br i1 %346, label %347, label %350

347:                                              ; preds = %342
  %348 = load volatile double, ptr @vd, align 8, !tbaa !10
  %349 = call i64 @lrint(double noundef %348) #12
  br label %350

350:                                              ; preds = %342, %347
  %351 = phi i64 [ %349, %347 ], [ 0, %342 ]
  %352 = load volatile double, ptr @vd, align 8, !tbaa !10
  %353 = call double @llvm.fabs.f64(double %352)
  %354 = fcmp olt double %353, 1.000000e+15
  br i1 %354, label %355, label %358

355:                                              ; preds = %350
  %356 = load volatile double, ptr @vd, align 8, !tbaa !10
  %357 = call i64 @lround(double noundef %356) #12
  br label %358

358:                                              ; preds = %350, %355
  %359 = phi i64 [ %357, %355 ], [ 0, %350 ]
  %360 = load volatile double, ptr @vd, align 8, !tbaa !10
  %361 = call double @llvm.fabs.f64(double %360)
  %362 = fcmp olt double %361, 1.000000e+15
  br i1 %362, label %363, label %366

363:                                              ; preds = %358
  %364 = load volatile double, ptr @vd, align 8, !tbaa !10
  %365 = call i64 @llrint(double noundef %364) #12
  br label %366

366:                                              ; preds = %358, %363
  %367 = phi i64 [ %365, %363 ], [ 0, %358 ]
  %368 = load volatile double, ptr @vd, align 8, !tbaa !10
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp olt double %369, 1.000000e+15
  br i1 %370, label %371, label %374

371:                                              ; preds = %366
  %372 = load volatile double, ptr @vd, align 8, !tbaa !10
  %373 = call i64 @llround(double noundef %372) #12
  br label %374

374:                                              ; preds = %366, %371
  %375 = phi i64 [ %373, %371 ], [ 0, %366 ]
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %332, double noundef %334, double noundef %336, i32 noundef %343, i64 noundef %351, i64 noundef %359, i64 noundef %367, i64 noundef %375)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  %377 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.17) #12
  %378 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %2) #13
  %379 = icmp eq ptr %378, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  br i1 %379, label %380, label %391

380:                                              ; preds = %374
  %381 = load volatile double, ptr @vd, align 8, !tbaa !10
  %382 = call double @jn(i32 noundef 3, double noundef %381) #12
  %383 = load volatile double, ptr @vd, align 8, !tbaa !10
  %384 = fcmp ogt double %383, 0.000000e+00
  br i1 %384, label %385, label %388

385:                                              ; preds = %380
  %386 = load volatile double, ptr @vd, align 8, !tbaa !10
  %387 = call double @yn(i32 noundef 2, double noundef %386) #12
  br label %388

388:                                              ; preds = %380, %385
  %389 = phi double [ %387, %385 ], [ 0.000000e+00, %380 ]
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %382, double noundef %389)
  br label %391

391:                                              ; preds = %388, %374
  %392 = load volatile double, ptr @vd, align 8, !tbaa !10
  %393 = call double @nexttoward(double noundef %392, x86_fp80 noundef 0xK3FFF8000000000000000) #12
  %394 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %393)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #12
  %395 = add nuw nsw i64 %299, 1
  %396 = icmp eq i64 %395, 14
  br i1 %396, label %397, label %298, !llvm.loop !31

397:                                              ; preds = %391, %429
  %398 = phi i64 [ %430, %429 ], [ 0, %391 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #12
  store i32 0, ptr %25, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26) #12
  store i32 0, ptr %26, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27) #12
  store float 0.000000e+00, ptr %27, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28) #12
  store float 0.000000e+00, ptr %28, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29) #12
  store float 0.000000e+00, ptr %29, align 4, !tbaa !13
  %399 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %398
  %400 = load float, ptr %399, align 4, !tbaa !13
  store volatile float %400, ptr @vf, align 4, !tbaa !13
  %401 = load volatile float, ptr @vf, align 4, !tbaa !13
  %402 = call float @frexpf(float noundef %401, ptr noundef nonnull %25) #12
  %403 = load volatile float, ptr @vf, align 4, !tbaa !13
  %404 = call float @modff(float noundef %403, ptr noundef nonnull %27) #12
  %405 = load volatile float, ptr @vf, align 4, !tbaa !13
  %406 = call float @remquof(float noundef %405, float noundef 0x3FE6666660000000, ptr noundef nonnull %26) #12
  %407 = load volatile float, ptr @vf, align 4, !tbaa !13
  call void @sincosf(float noundef %407, ptr noundef nonnull %28, ptr noundef nonnull %29) #12
  %408 = fpext float %402 to double
  %409 = load i32, ptr %25, align 4, !tbaa !29
  %410 = fpext float %404 to double
  %411 = load float, ptr %27, align 4, !tbaa !13
  %412 = fpext float %411 to double
  %413 = fpext float %406 to double
  %414 = load i32, ptr %26, align 4, !tbaa !29
  %415 = load volatile float, ptr @vf, align 4, !tbaa !13
  %416 = call float @ldexpf(float noundef %415, i32 noundef 4) #12
  %417 = fpext float %416 to double
  %418 = trunc nuw nsw i64 %398 to i32
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %418, double noundef %408, i32 noundef %409, double noundef %410, double noundef %412, double noundef %413, i32 noundef %414, double noundef %417)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  %420 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.21) #12
  %421 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %1) #13
  %422 = icmp eq ptr %421, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br i1 %422, label %423, label %429

423:                                              ; preds = %397
  %424 = load float, ptr %28, align 4, !tbaa !13
  %425 = fpext float %424 to double
  %426 = load float, ptr %29, align 4, !tbaa !13
  %427 = fpext float %426 to double
  %428 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %425, double noundef %427)
  br label %429

429:                                              ; preds = %423, %397
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #12
  %430 = add nuw nsw i64 %398, 1
  %431 = icmp eq i64 %430, 11
  br i1 %431, label %474, label %397, !llvm.loop !32

432:                                              ; preds = %474
  %433 = call double @nan(ptr noundef nonnull @.str) #13
  %434 = fcmp uno double %433, 0.000000e+00
  %435 = zext i1 %434 to i32
  %436 = call float @nanf(ptr noundef nonnull @.str.25) #13
  %437 = fcmp uno float %436, 0.000000e+00
  %438 = zext i1 %437 to i32
  %439 = call x86_fp80 @nanl(ptr noundef nonnull @.str) #13
  %440 = fcmp uno x86_fp80 %439, 0xK00000000000000000000
  %441 = zext i1 %440 to i32
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %435, i32 noundef %438, i32 noundef %441)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8, !tbaa !10
  %443 = load volatile double, ptr @vd, align 8, !tbaa !10
  %444 = call double @exp(double noundef %443) #12
  %445 = load volatile double, ptr @vd, align 8, !tbaa !10
  %446 = fneg double %445
  %447 = call double @exp(double noundef %446) #12
  %448 = load volatile double, ptr @vd, align 8, !tbaa !10
  %449 = call double @atan(double noundef %448) #12
  %450 = load volatile double, ptr @vd, align 8, !tbaa !10
  %451 = fneg double %450
  %452 = call double @tanh(double noundef %451) #12
  %453 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, double noundef %444, double noundef %447, double noundef %449, double noundef %452)
  store volatile double -1.000000e+00, ptr @vd, align 8, !tbaa !10
  %454 = load volatile double, ptr @vd, align 8, !tbaa !10
  %455 = call double @sqrt(double noundef %454) #12
  %456 = fcmp uno double %455, 0.000000e+00
  %457 = zext i1 %456 to i32
  %458 = load volatile double, ptr @vd, align 8, !tbaa !10
  %459 = call double @log(double noundef %458) #12
  %460 = fcmp uno double %459, 0.000000e+00
  %461 = zext i1 %460 to i32
  %462 = load volatile double, ptr @vd, align 8, !tbaa !10
  %463 = fadd double %462, 1.000000e+00
  %464 = call double @log(double noundef %463) #12
  %465 = call double @llvm.fabs.f64(double %464) #14
  %466 = fcmp oeq double %465, 0x7FF0000000000000
  %467 = bitcast double %464 to i64
  %468 = icmp slt i64 %467, 0
  %469 = select i1 %468, i32 -1, i32 1
  %470 = select i1 %466, i32 %469, i32 0
  %471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %457, i32 noundef %461, i32 noundef %470)
  %472 = call i32 @fegetround() #13
  %473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %472)
  ret i32 0

474:                                              ; preds = %429, %474
  %475 = phi i64 [ %492, %474 ], [ 0, %429 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30) #12
  store i32 0, ptr %30, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31) #12
  store i32 0, ptr %31, align 4, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #12
  store x86_fp80 0xK00000000000000000000, ptr %32, align 16, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #12
  store x86_fp80 0xK00000000000000000000, ptr %33, align 16, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #12
  store x86_fp80 0xK00000000000000000000, ptr %34, align 16, !tbaa !16
  %476 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %475
  %477 = load x86_fp80, ptr %476, align 16, !tbaa !16
  store volatile x86_fp80 %477, ptr @vl, align 16, !tbaa !16
  %478 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %479 = call x86_fp80 @frexpl(x86_fp80 noundef %478, ptr noundef nonnull %30) #12
  %480 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %481 = call x86_fp80 @modfl(x86_fp80 noundef %480, ptr noundef nonnull %32) #12
  %482 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  %483 = call x86_fp80 @remquol(x86_fp80 noundef %482, x86_fp80 noundef 0xK3FFEB333333333333333, ptr noundef nonnull %31) #12
  %484 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !16
  call void @sincosl(x86_fp80 noundef %484, ptr noundef nonnull %33, ptr noundef nonnull %34) #12
  %485 = load i32, ptr %30, align 4, !tbaa !29
  %486 = load x86_fp80, ptr %32, align 16, !tbaa !16
  %487 = load i32, ptr %31, align 4, !tbaa !29
  %488 = load x86_fp80, ptr %33, align 16, !tbaa !16
  %489 = load x86_fp80, ptr %34, align 16, !tbaa !16
  %490 = trunc nuw nsw i64 %475 to i32
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %490, x86_fp80 noundef %479, i32 noundef %485, x86_fp80 noundef %481, x86_fp80 noundef %486, x86_fp80 noundef %483, i32 noundef %487, x86_fp80 noundef %488, x86_fp80 noundef %489)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30) #12
  %492 = add nuw nsw i64 %475, 1
  %493 = icmp eq i64 %492, 10
  br i1 %493, label %432, label %474, !llvm.loop !33
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
declare void @sincos(double noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @scalbln(double noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @jn(i32 noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @yn(i32 noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @nexttoward(double noundef, x86_fp80 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @frexpf(float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @modff(float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remquof(float noundef, float noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare x86_fp80 @frexpl(x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare x86_fp80 @modfl(x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @remquol(x86_fp80 noundef, x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @sincosl(x86_fp80 noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare double @nan(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare float @nanf(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare x86_fp80 @nanl(ptr noundef) local_unnamed_addr #8

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
declare i32 @fegetround() local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sqrtl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @cbrtf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @cbrtl(x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fabs(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @fabsf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @fabsl(x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @expl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @exp2f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @exp2l(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @exp10(double noundef) #5

; Function Attrs: nounwind
declare float @exp10f(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @exp10l(x86_fp80 noundef) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expm1f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @expm1l(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @logl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log2f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @log2l(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log10f(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @log10l(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @log1pf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @log1pl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logb(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logbf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @logbl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sinl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @cosl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @tanl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @asinl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acosf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @acosl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atanl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sinhl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @coshf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @coshl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @tanhl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asinh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @asinhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @asinhl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acosh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @acoshf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @acoshl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atanh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanhf(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atanhl(x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @erff(float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @erfl(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @erfc(double noundef) #5

; Function Attrs: nounwind
declare float @erfcf(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @erfcl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @lgamma(double noundef) #5

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @lgammal(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @tgamma(double noundef) #5

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @tgammal(x86_fp80 noundef) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @ceil(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @ceilf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @ceill(x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @floor(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @floorf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @floorl(x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @trunc(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @truncf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @truncl(x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @round(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @roundf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @roundl(x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @rint(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @rintf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @rintl(x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @nearbyint(double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @nearbyintf(float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @nearbyintl(x86_fp80 noundef) #9

; Function Attrs: nounwind
declare double @j0(double noundef) #5

; Function Attrs: nounwind
declare float @j0f(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @j0l(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @j1(double noundef) #5

; Function Attrs: nounwind
declare float @j1f(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @j1l(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @y0(double noundef) #5

; Function Attrs: nounwind
declare float @y0f(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @y0l(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare double @y1(double noundef) #5

; Function Attrs: nounwind
declare float @y1f(float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @y1l(x86_fp80 noundef) #5

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atan2f(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #5

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @fmodf(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remainder(double noundef, double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remainderf(float noundef, float noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @remainderl(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @copysign(double noundef, double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @copysignf(float noundef, float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @copysignl(x86_fp80 noundef, x86_fp80 noundef) #9

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #5

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @fdiml(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fmax(double noundef, double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @fmaxf(float noundef, float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @fmaxl(x86_fp80 noundef, x86_fp80 noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @fmin(double noundef, double noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @fminf(float noundef, float noundef) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @fminl(x86_fp80 noundef, x86_fp80 noundef) #9

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #5

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @nextafterl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Unary", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!6, !7, i64 8}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!6, !7, i64 16}
!16 = !{!17, !17, i64 0}
!17 = !{!"long double", !8, i64 0}
!18 = !{!6, !7, i64 24}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !7, i64 0}
!22 = !{!"Binary", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!23 = !{!22, !7, i64 8}
!24 = distinct !{!24, !20}
!25 = !{!22, !7, i64 16}
!26 = distinct !{!26, !20}
!27 = !{!22, !7, i64 24}
!28 = distinct !{!28, !20}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !8, i64 0}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !20}
