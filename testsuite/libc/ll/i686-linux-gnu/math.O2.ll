; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Unary = type { ptr, ptr, ptr, ptr }
%struct.Binary = type { ptr, ptr, ptr, ptr }

@unary = internal unnamed_addr constant [38 x %struct.Unary] [%struct.Unary { ptr @.str.29, ptr @sqrt, ptr @sqrtf, ptr @sqrtl }, %struct.Unary { ptr @.str.30, ptr @cbrt, ptr @cbrtf, ptr @cbrtl }, %struct.Unary { ptr @.str.31, ptr @fabs, ptr @fabsf, ptr @fabsl }, %struct.Unary { ptr @.str.32, ptr @exp, ptr @expf, ptr @expl }, %struct.Unary { ptr @.str.33, ptr @exp2, ptr @exp2f, ptr @exp2l }, %struct.Unary { ptr @.str.34, ptr @exp10, ptr @exp10f, ptr @exp10l }, %struct.Unary { ptr @.str.35, ptr @expm1, ptr @expm1f, ptr @expm1l }, %struct.Unary { ptr @.str.36, ptr @log, ptr @logf, ptr @logl }, %struct.Unary { ptr @.str.37, ptr @log2, ptr @log2f, ptr @log2l }, %struct.Unary { ptr @.str.38, ptr @log10, ptr @log10f, ptr @log10l }, %struct.Unary { ptr @.str.39, ptr @log1p, ptr @log1pf, ptr @log1pl }, %struct.Unary { ptr @.str.40, ptr @logb, ptr @logbf, ptr @logbl }, %struct.Unary { ptr @.str.41, ptr @sin, ptr @sinf, ptr @sinl }, %struct.Unary { ptr @.str.42, ptr @cos, ptr @cosf, ptr @cosl }, %struct.Unary { ptr @.str.43, ptr @tan, ptr @tanf, ptr @tanl }, %struct.Unary { ptr @.str.44, ptr @asin, ptr @asinf, ptr @asinl }, %struct.Unary { ptr @.str.45, ptr @acos, ptr @acosf, ptr @acosl }, %struct.Unary { ptr @.str.46, ptr @atan, ptr @atanf, ptr @atanl }, %struct.Unary { ptr @.str.47, ptr @sinh, ptr @sinhf, ptr @sinhl }, %struct.Unary { ptr @.str.48, ptr @cosh, ptr @coshf, ptr @coshl }, %struct.Unary { ptr @.str.49, ptr @tanh, ptr @tanhf, ptr @tanhl }, %struct.Unary { ptr @.str.50, ptr @asinh, ptr @asinhf, ptr @asinhl }, %struct.Unary { ptr @.str.51, ptr @acosh, ptr @acoshf, ptr @acoshl }, %struct.Unary { ptr @.str.52, ptr @atanh, ptr @atanhf, ptr @atanhl }, %struct.Unary { ptr @.str.53, ptr @erf, ptr @erff, ptr @erfl }, %struct.Unary { ptr @.str.54, ptr @erfc, ptr @erfcf, ptr @erfcl }, %struct.Unary { ptr @.str.55, ptr @lgamma, ptr @lgammaf, ptr @lgammal }, %struct.Unary { ptr @.str.56, ptr @tgamma, ptr @tgammaf, ptr @tgammal }, %struct.Unary { ptr @.str.57, ptr @ceil, ptr @ceilf, ptr @ceill }, %struct.Unary { ptr @.str.58, ptr @floor, ptr @floorf, ptr @floorl }, %struct.Unary { ptr @.str.59, ptr @trunc, ptr @truncf, ptr @truncl }, %struct.Unary { ptr @.str.60, ptr @round, ptr @roundf, ptr @roundl }, %struct.Unary { ptr @.str.61, ptr @rint, ptr @rintf, ptr @rintl }, %struct.Unary { ptr @.str.62, ptr @nearbyint, ptr @nearbyintf, ptr @nearbyintl }, %struct.Unary { ptr @.str.63, ptr @j0, ptr @j0f, ptr @j0l }, %struct.Unary { ptr @.str.64, ptr @j1, ptr @j1f, ptr @j1l }, %struct.Unary { ptr @.str.65, ptr @y0, ptr @y0f, ptr @y0l }, %struct.Unary { ptr @.str.66, ptr @y1, ptr @y1f, ptr @y1l }], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@D = internal unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 8
@vd = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@L = internal unnamed_addr constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 4
@vl = internal global x86_fp80 0xK00000000000000000000, align 4
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
@inexact = internal constant [250 x i8] c" sqrtf cbrt cbrtf cbrtl exp10 expm1 expm1f log10 log10f log1p log1pf asinf acosf atanf sinh sinhf coshf tanhf asinh asinhf acosh acoshf atanh atanhf erff erfc erfcf lgamma lgammaf tgamma tgammaf j0 j0f j1 j1f y0 y0f y1 y1f atan2f lgamma_r jn remquo \00", align 1

; Function Attrs: nounwind uwtable
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
  %32 = alloca x86_fp80, align 4
  %33 = alloca x86_fp80, align 4
  %34 = alloca x86_fp80, align 4
  br label %35

35:                                               ; preds = %0, %183
  %36 = phi i32 [ 0, %0 ], [ %185, %183 ]
  %37 = getelementptr inbounds [38 x %struct.Unary], ptr @unary, i32 0, i32 %36
  %38 = load ptr, ptr %37, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #12
  %39 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str) #12
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #12
  %41 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %18) #12
  %42 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %17) #13
  %43 = icmp eq ptr %42, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #12
  br i1 %43, label %44, label %89

44:                                               ; preds = %35
  %45 = getelementptr inbounds i8, ptr %37, i32 4
  store volatile double 0.000000e+00, ptr @vd, align 8, !tbaa !11
  %46 = load ptr, ptr %45, align 4, !tbaa !13
  %47 = load volatile double, ptr @vd, align 8, !tbaa !11
  %48 = call double %46(double noundef %47) #12
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %48)
  store volatile double -0.000000e+00, ptr @vd, align 8, !tbaa !11
  %50 = load volatile double, ptr @vd, align 8, !tbaa !11
  %51 = call double %46(double noundef %50) #12
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51)
  store volatile double 5.000000e-01, ptr @vd, align 8, !tbaa !11
  %53 = load volatile double, ptr @vd, align 8, !tbaa !11
  %54 = call double %46(double noundef %53) #12
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %54)
  store volatile double -7.500000e-01, ptr @vd, align 8, !tbaa !11
  %56 = load volatile double, ptr @vd, align 8, !tbaa !11
  %57 = call double %46(double noundef %56) #12
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %57)
  store volatile double 1.000000e+00, ptr @vd, align 8, !tbaa !11
  %59 = load volatile double, ptr @vd, align 8, !tbaa !11
  %60 = call double %46(double noundef %59) #12
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %60)
  store volatile double 2.000000e+00, ptr @vd, align 8, !tbaa !11
  %62 = load volatile double, ptr @vd, align 8, !tbaa !11
  %63 = call double %46(double noundef %62) #12
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %63)
  store volatile double 3.250000e+00, ptr @vd, align 8, !tbaa !11
  %65 = load volatile double, ptr @vd, align 8, !tbaa !11
  %66 = call double %46(double noundef %65) #12
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %66)
  store volatile double -7.500000e+00, ptr @vd, align 8, !tbaa !11
  %68 = load volatile double, ptr @vd, align 8, !tbaa !11
  %69 = call double %46(double noundef %68) #12
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %69)
  store volatile double 1.000000e+01, ptr @vd, align 8, !tbaa !11
  %71 = load volatile double, ptr @vd, align 8, !tbaa !11
  %72 = call double %46(double noundef %71) #12
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %72)
  store volatile double 1.005000e+02, ptr @vd, align 8, !tbaa !11
  %74 = load volatile double, ptr @vd, align 8, !tbaa !11
  %75 = call double %46(double noundef %74) #12
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %75)
  store volatile double 1.000000e-300, ptr @vd, align 8, !tbaa !11
  %77 = load volatile double, ptr @vd, align 8, !tbaa !11
  %78 = call double %46(double noundef %77) #12
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %78)
  store volatile double 1.000000e+300, ptr @vd, align 8, !tbaa !11
  %80 = load volatile double, ptr @vd, align 8, !tbaa !11
  %81 = call double %46(double noundef %80) #12
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %81)
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !11
  %83 = load volatile double, ptr @vd, align 8, !tbaa !11
  %84 = call double %46(double noundef %83) #12
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %84)
  store volatile double 0x3FD5555555555555, ptr @vd, align 8, !tbaa !11
  %86 = load volatile double, ptr @vd, align 8, !tbaa !11
  %87 = call double %46(double noundef %86) #12
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %87)
  br label %89

89:                                               ; preds = %44, %35
  %90 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #12
  %91 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %16, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.3) #12
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %16)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #12
  %93 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %16) #12
  %94 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %15) #13
  %95 = icmp eq ptr %94, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #12
  br i1 %95, label %96, label %143

96:                                               ; preds = %89
  %97 = getelementptr inbounds i8, ptr %37, i32 8
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !14
  %98 = load ptr, ptr %97, align 4, !tbaa !16
  %99 = load volatile float, ptr @vf, align 4, !tbaa !14
  %100 = call float %98(float noundef %99) #12
  %101 = fpext float %100 to double
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %101)
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !14
  %103 = load volatile float, ptr @vf, align 4, !tbaa !14
  %104 = call float %98(float noundef %103) #12
  %105 = fpext float %104 to double
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %105)
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !14
  %107 = load volatile float, ptr @vf, align 4, !tbaa !14
  %108 = call float %98(float noundef %107) #12
  %109 = fpext float %108 to double
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %109)
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !14
  %111 = load volatile float, ptr @vf, align 4, !tbaa !14
  %112 = call float %98(float noundef %111) #12
  %113 = fpext float %112 to double
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %113)
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !14
  %115 = load volatile float, ptr @vf, align 4, !tbaa !14
  %116 = call float %98(float noundef %115) #12
  %117 = fpext float %116 to double
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %117)
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !14
  %119 = load volatile float, ptr @vf, align 4, !tbaa !14
  %120 = call float %98(float noundef %119) #12
  %121 = fpext float %120 to double
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %121)
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !14
  %123 = load volatile float, ptr @vf, align 4, !tbaa !14
  %124 = call float %98(float noundef %123) #12
  %125 = fpext float %124 to double
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %125)
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !14
  %127 = load volatile float, ptr @vf, align 4, !tbaa !14
  %128 = call float %98(float noundef %127) #12
  %129 = fpext float %128 to double
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %129)
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !14
  %131 = load volatile float, ptr @vf, align 4, !tbaa !14
  %132 = call float %98(float noundef %131) #12
  %133 = fpext float %132 to double
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %133)
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !14
  %135 = load volatile float, ptr @vf, align 4, !tbaa !14
  %136 = call float %98(float noundef %135) #12
  %137 = fpext float %136 to double
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %137)
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !14
  %139 = load volatile float, ptr @vf, align 4, !tbaa !14
  %140 = call float %98(float noundef %139) #12
  %141 = fpext float %140 to double
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %141)
  br label %143

143:                                              ; preds = %96, %89
  %144 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  %145 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.4) #12
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %14)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #12
  %147 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %14) #12
  %148 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %13) #13
  %149 = icmp eq ptr %148, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #12
  br i1 %149, label %150, label %183

150:                                              ; preds = %143
  %151 = getelementptr inbounds i8, ptr %37, i32 12
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 4, !tbaa !17
  %152 = load ptr, ptr %151, align 4, !tbaa !19
  %153 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %154 = call x86_fp80 %152(x86_fp80 noundef %153) #12
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %154)
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 4, !tbaa !17
  %156 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %157 = call x86_fp80 %152(x86_fp80 noundef %156) #12
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %157)
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 4, !tbaa !17
  %159 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %160 = call x86_fp80 %152(x86_fp80 noundef %159) #12
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %160)
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 4, !tbaa !17
  %162 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %163 = call x86_fp80 %152(x86_fp80 noundef %162) #12
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %163)
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 4, !tbaa !17
  %165 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %166 = call x86_fp80 %152(x86_fp80 noundef %165) #12
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %166)
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 4, !tbaa !17
  %168 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %169 = call x86_fp80 %152(x86_fp80 noundef %168) #12
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %169)
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 4, !tbaa !17
  %171 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %172 = call x86_fp80 %152(x86_fp80 noundef %171) #12
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %172)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 4, !tbaa !17
  %174 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %175 = call x86_fp80 %152(x86_fp80 noundef %174) #12
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %175)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 4, !tbaa !17
  %177 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %178 = call x86_fp80 %152(x86_fp80 noundef %177) #12
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %178)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 4, !tbaa !17
  %180 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %181 = call x86_fp80 %152(x86_fp80 noundef %180) #12
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %181)
  br label %183

183:                                              ; preds = %150, %143
  %184 = call i32 @putchar(i32 10)
  %185 = add nuw nsw i32 %36, 1
  %186 = icmp eq i32 %185, 38
  br i1 %186, label %192, label %35, !llvm.loop !20

187:                                              ; preds = %283
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !11
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x3C90000000000000)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #12
  %189 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.7) #12
  %190 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %12) #13
  %191 = icmp eq ptr %190, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #12
  br i1 %191, label %287, label %289

192:                                              ; preds = %183, %283
  %193 = phi i32 [ %285, %283 ], [ 0, %183 ]
  %194 = getelementptr inbounds [10 x %struct.Binary], ptr @binary, i32 0, i32 %193
  %195 = load ptr, ptr %194, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #12
  %196 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str) #12
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %11)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #12
  %198 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %11) #12
  %199 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %10) #13
  %200 = icmp eq ptr %199, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #12
  br i1 %200, label %201, label %218

201:                                              ; preds = %192
  %202 = getelementptr inbounds i8, ptr %194, i32 4
  br label %203

203:                                              ; preds = %201, %203
  %204 = phi i32 [ 0, %201 ], [ %216, %203 ]
  %205 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %204
  %206 = load double, ptr %205, align 8, !tbaa !11
  store volatile double %206, ptr @vd, align 8, !tbaa !11
  %207 = load ptr, ptr %202, align 4, !tbaa !24
  %208 = load volatile double, ptr @vd, align 8, !tbaa !11
  %209 = icmp ult i32 %204, 11
  %210 = select i1 %209, i32 3, i32 -11
  %211 = add nsw i32 %210, %204
  %212 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %211
  %213 = load double, ptr %212, align 8, !tbaa !11
  %214 = call double %207(double noundef %208, double noundef %213) #12
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %214)
  %216 = add nuw nsw i32 %204, 1
  %217 = icmp eq i32 %216, 14
  br i1 %217, label %218, label %203, !llvm.loop !25

218:                                              ; preds = %203, %192
  %219 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #12
  %220 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str.3) #12
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %222 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %9) #12
  %223 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %8) #13
  %224 = icmp eq ptr %223, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #12
  br i1 %224, label %225, label %243

225:                                              ; preds = %218
  %226 = getelementptr inbounds i8, ptr %194, i32 8
  br label %227

227:                                              ; preds = %225, %227
  %228 = phi i32 [ 0, %225 ], [ %241, %227 ]
  %229 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %228
  %230 = load float, ptr %229, align 4, !tbaa !14
  store volatile float %230, ptr @vf, align 4, !tbaa !14
  %231 = load ptr, ptr %226, align 4, !tbaa !26
  %232 = load volatile float, ptr @vf, align 4, !tbaa !14
  %233 = icmp ult i32 %228, 8
  %234 = select i1 %233, i32 3, i32 -8
  %235 = add nsw i32 %234, %228
  %236 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %235
  %237 = load float, ptr %236, align 4, !tbaa !14
  %238 = call float %231(float noundef %232, float noundef %237) #12
  %239 = fpext float %238 to double
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %239)
  %241 = add nuw nsw i32 %228, 1
  %242 = icmp eq i32 %241, 11
  br i1 %242, label %243, label %227, !llvm.loop !27

243:                                              ; preds = %227, %218
  %244 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %245 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i32 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %195, ptr noundef nonnull @.str.4) #12
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef nonnull %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  %247 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %7) #12
  %248 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %6) #13
  %249 = icmp eq ptr %248, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  br i1 %249, label %250, label %283

250:                                              ; preds = %243
  %251 = getelementptr inbounds i8, ptr %194, i32 12
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 4, !tbaa !17
  %252 = load ptr, ptr %251, align 4, !tbaa !28
  %253 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %254 = call x86_fp80 %252(x86_fp80 noundef %253, x86_fp80 noundef 0xK3FFF8000000000000000) #12
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %254)
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 4, !tbaa !17
  %256 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %257 = call x86_fp80 %252(x86_fp80 noundef %256, x86_fp80 noundef 0xK40008000000000000000) #12
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %257)
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 4, !tbaa !17
  %259 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %260 = call x86_fp80 %252(x86_fp80 noundef %259, x86_fp80 noundef 0xKC001F000000000000000) #12
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %260)
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 4, !tbaa !17
  %262 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %263 = call x86_fp80 %252(x86_fp80 noundef %262, x86_fp80 noundef 0xK4002A000000000000000) #12
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %263)
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 4, !tbaa !17
  %265 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %266 = call x86_fp80 %252(x86_fp80 noundef %265, x86_fp80 noundef 0xK3C1AAB70FE17C79AC6CA) #12
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %266)
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 4, !tbaa !17
  %268 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %269 = call x86_fp80 %252(x86_fp80 noundef %268, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D) #12
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %269)
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 4, !tbaa !17
  %271 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %272 = call x86_fp80 %252(x86_fp80 noundef %271, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD) #12
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %272)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 4, !tbaa !17
  %274 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %275 = call x86_fp80 %252(x86_fp80 noundef %274, x86_fp80 noundef 0xK00000000000000000000) #12
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %275)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 4, !tbaa !17
  %277 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %278 = call x86_fp80 %252(x86_fp80 noundef %277, x86_fp80 noundef 0xK3FFE8000000000000000) #12
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %278)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 4, !tbaa !17
  %280 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %281 = call x86_fp80 %252(x86_fp80 noundef %280, x86_fp80 noundef 0xKBFFEC000000000000000) #12
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %281)
  br label %283

283:                                              ; preds = %250, %243
  %284 = call i32 @putchar(i32 10)
  %285 = add nuw nsw i32 %193, 1
  %286 = icmp eq i32 %285, 10
  br i1 %286, label %187, label %192, !llvm.loop !29

287:                                              ; preds = %187
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !14
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3E50000000000000)
  br label %289

289:                                              ; preds = %287, %187
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %290 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.9) #12
  %291 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %5) #13
  %292 = icmp eq ptr %291, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  br i1 %292, label %293, label %295

293:                                              ; preds = %289
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 4, !tbaa !17
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, x86_fp80 noundef 0xK3FBD8000000000000000)
  br label %295

295:                                              ; preds = %293, %289
  br label %296

296:                                              ; preds = %295, %388
  %297 = phi i32 [ %392, %388 ], [ 0, %295 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #12
  store i32 0, ptr %19, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #12
  store i32 0, ptr %20, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #12
  store i32 0, ptr %21, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #12
  store double 0.000000e+00, ptr %22, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #12
  store double 0.000000e+00, ptr %23, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #12
  store double 0.000000e+00, ptr %24, align 8, !tbaa !11
  %298 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %297
  %299 = load double, ptr %298, align 8, !tbaa !11
  store volatile double %299, ptr @vd, align 8, !tbaa !11
  %300 = load volatile double, ptr @vd, align 8, !tbaa !11
  %301 = call double @frexp(double noundef %300, ptr noundef nonnull %19) #12
  %302 = load volatile double, ptr @vd, align 8, !tbaa !11
  %303 = call double @modf(double noundef %302, ptr noundef nonnull %22) #12
  %304 = load volatile double, ptr @vd, align 8, !tbaa !11
  %305 = call double @remquo(double noundef %304, double noundef 0x3FE6666666666666, ptr noundef nonnull %20) #12
  %306 = load volatile double, ptr @vd, align 8, !tbaa !11
  call void @sincos(double noundef %306, ptr noundef nonnull %23, ptr noundef nonnull %24) #12
  %307 = load i32, ptr %19, align 4, !tbaa !30
  %308 = load double, ptr %22, align 8, !tbaa !11
  %309 = load double, ptr %23, align 8, !tbaa !11
  %310 = load double, ptr %24, align 8, !tbaa !11
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %297, double noundef %301, i32 noundef %307, double noundef %303, double noundef %308, double noundef %309, double noundef %310)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  %312 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.12) #12
  %313 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %4) #13
  %314 = icmp eq ptr %313, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  br i1 %314, label %315, label %318

315:                                              ; preds = %296
  %316 = load i32, ptr %20, align 4, !tbaa !30
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %305, i32 noundef %316)
  br label %318

318:                                              ; preds = %315, %296
  %319 = load volatile double, ptr @vd, align 8, !tbaa !11
  %320 = call double @lgamma_r(double noundef %319, ptr noundef nonnull %21) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  %321 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.14) #12
  %322 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %3) #13
  %323 = icmp eq ptr %322, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  br i1 %323, label %324, label %327

324:                                              ; preds = %318
  %325 = load i32, ptr %21, align 4, !tbaa !30
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %320, i32 noundef %325)
  br label %327

327:                                              ; preds = %324, %318
  %328 = load volatile double, ptr @vd, align 8, !tbaa !11
  %329 = call double @ldexp(double noundef %328, i32 noundef 5) #12
  %330 = load volatile double, ptr @vd, align 8, !tbaa !11
  %331 = call double @scalbn(double noundef %330, i32 noundef -3) #12
  %332 = load volatile double, ptr @vd, align 8, !tbaa !11
  %333 = call double @scalbln(double noundef %332, i32 noundef 7) #12
  %334 = load volatile double, ptr @vd, align 8, !tbaa !11
  %335 = fcmp oeq double %334, 0.000000e+00
  br i1 %335, label %339, label %336

336:                                              ; preds = %327
  %337 = load volatile double, ptr @vd, align 8, !tbaa !11
  %338 = call i32 @ilogb(double noundef %337) #12
  br label %339

339:                                              ; preds = %327, %336
  %340 = phi i32 [ %338, %336 ], [ 0, %327 ]
  %341 = load volatile double, ptr @vd, align 8, !tbaa !11
  %342 = call double @llvm.fabs.f64(double %341)
  %343 = fcmp olt double %342, 1.000000e+15
  br i1 %343, label %344, label %347

344:                                              ; preds = %339
  %345 = load volatile double, ptr @vd, align 8, !tbaa !11
  %346 = call i32 @lrint(double noundef %345) #12
  br label %347

347:                                              ; preds = %339, %344
  %348 = phi i32 [ %346, %344 ], [ 0, %339 ]
  %349 = load volatile double, ptr @vd, align 8, !tbaa !11
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp olt double %350, 1.000000e+15
  br i1 %351, label %352, label %355

352:                                              ; preds = %347
  %353 = load volatile double, ptr @vd, align 8, !tbaa !11
  %354 = call i32 @lround(double noundef %353) #12
  br label %355

355:                                              ; preds = %347, %352
  %356 = phi i32 [ %354, %352 ], [ 0, %347 ]
  %357 = load volatile double, ptr @vd, align 8, !tbaa !11
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp olt double %358, 1.000000e+15
  br i1 %359, label %360, label %363

360:                                              ; preds = %355
  %361 = load volatile double, ptr @vd, align 8, !tbaa !11
  %362 = call i64 @llrint(double noundef %361) #12
  br label %363

363:                                              ; preds = %355, %360
  %364 = phi i64 [ %362, %360 ], [ 0, %355 ]
  %365 = load volatile double, ptr @vd, align 8, !tbaa !11
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fcmp olt double %366, 1.000000e+15
  br i1 %367, label %368, label %371

368:                                              ; preds = %363
  %369 = load volatile double, ptr @vd, align 8, !tbaa !11
  %370 = call i64 @llround(double noundef %369) #12
  br label %371

371:                                              ; preds = %363, %368
  %372 = phi i64 [ %370, %368 ], [ 0, %363 ]
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %329, double noundef %331, double noundef %333, i32 noundef %340, i32 noundef %348, i32 noundef %356, i64 noundef %364, i64 noundef %372)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  %374 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.17) #12
  %375 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %2) #13
  %376 = icmp eq ptr %375, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  br i1 %376, label %377, label %388

377:                                              ; preds = %371
  %378 = load volatile double, ptr @vd, align 8, !tbaa !11
  %379 = call double @jn(i32 noundef 3, double noundef %378) #12
  %380 = load volatile double, ptr @vd, align 8, !tbaa !11
  %381 = fcmp ogt double %380, 0.000000e+00
  br i1 %381, label %382, label %385

382:                                              ; preds = %377
  %383 = load volatile double, ptr @vd, align 8, !tbaa !11
  %384 = call double @yn(i32 noundef 2, double noundef %383) #12
  br label %385

385:                                              ; preds = %377, %382
  %386 = phi double [ %384, %382 ], [ 0.000000e+00, %377 ]
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %379, double noundef %386)
  br label %388

388:                                              ; preds = %385, %371
  %389 = load volatile double, ptr @vd, align 8, !tbaa !11
  %390 = call double @nexttoward(double noundef %389, x86_fp80 noundef 0xK3FFF8000000000000000) #12
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %390)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #12
  %392 = add nuw nsw i32 %297, 1
  %393 = icmp eq i32 %392, 14
  br i1 %393, label %394, label %296, !llvm.loop !32

394:                                              ; preds = %388, %425
  %395 = phi i32 [ %426, %425 ], [ 0, %388 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #12
  store i32 0, ptr %25, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26) #12
  store i32 0, ptr %26, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27) #12
  store float 0.000000e+00, ptr %27, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28) #12
  store float 0.000000e+00, ptr %28, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29) #12
  store float 0.000000e+00, ptr %29, align 4, !tbaa !14
  %396 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %395
  %397 = load float, ptr %396, align 4, !tbaa !14
  store volatile float %397, ptr @vf, align 4, !tbaa !14
  %398 = load volatile float, ptr @vf, align 4, !tbaa !14
  %399 = call float @frexpf(float noundef %398, ptr noundef nonnull %25) #12
  %400 = load volatile float, ptr @vf, align 4, !tbaa !14
  %401 = call float @modff(float noundef %400, ptr noundef nonnull %27) #12
  %402 = load volatile float, ptr @vf, align 4, !tbaa !14
  %403 = call float @remquof(float noundef %402, float noundef 0x3FE6666660000000, ptr noundef nonnull %26) #12
  %404 = load volatile float, ptr @vf, align 4, !tbaa !14
  call void @sincosf(float noundef %404, ptr noundef nonnull %28, ptr noundef nonnull %29) #12
  %405 = fpext float %399 to double
  %406 = load i32, ptr %25, align 4, !tbaa !30
  %407 = fpext float %401 to double
  %408 = load float, ptr %27, align 4, !tbaa !14
  %409 = fpext float %408 to double
  %410 = fpext float %403 to double
  %411 = load i32, ptr %26, align 4, !tbaa !30
  %412 = load volatile float, ptr @vf, align 4, !tbaa !14
  %413 = call float @ldexpf(float noundef %412, i32 noundef 4) #12
  %414 = fpext float %413 to double
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %395, double noundef %405, i32 noundef %406, double noundef %407, double noundef %409, double noundef %410, i32 noundef %411, double noundef %414)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  %416 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.21) #12
  %417 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @inexact, ptr noundef nonnull dereferenceable(1) %1) #13
  %418 = icmp eq ptr %417, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br i1 %418, label %419, label %425

419:                                              ; preds = %394
  %420 = load float, ptr %28, align 4, !tbaa !14
  %421 = fpext float %420 to double
  %422 = load float, ptr %29, align 4, !tbaa !14
  %423 = fpext float %422 to double
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %421, double noundef %423)
  br label %425

425:                                              ; preds = %419, %394
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #12
  %426 = add nuw nsw i32 %395, 1
  %427 = icmp eq i32 %426, 11
  br i1 %427, label %470, label %394, !llvm.loop !33

428:                                              ; preds = %470
  %429 = call double @nan(ptr noundef nonnull @.str) #13
  %430 = fcmp uno double %429, 0.000000e+00
  %431 = zext i1 %430 to i32
  %432 = call float @nanf(ptr noundef nonnull @.str.25) #13
  %433 = fcmp uno float %432, 0.000000e+00
  %434 = zext i1 %433 to i32
  %435 = call x86_fp80 @nanl(ptr noundef nonnull @.str) #13
  %436 = fcmp uno x86_fp80 %435, 0xK00000000000000000000
  %437 = zext i1 %436 to i32
  %438 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %431, i32 noundef %434, i32 noundef %437)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8, !tbaa !11
  %439 = load volatile double, ptr @vd, align 8, !tbaa !11
  %440 = call double @exp(double noundef %439) #12
  %441 = load volatile double, ptr @vd, align 8, !tbaa !11
  %442 = fneg double %441
  %443 = call double @exp(double noundef %442) #12
  %444 = load volatile double, ptr @vd, align 8, !tbaa !11
  %445 = call double @atan(double noundef %444) #12
  %446 = load volatile double, ptr @vd, align 8, !tbaa !11
  %447 = fneg double %446
  %448 = call double @tanh(double noundef %447) #12
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, double noundef %440, double noundef %443, double noundef %445, double noundef %448)
  store volatile double -1.000000e+00, ptr @vd, align 8, !tbaa !11
  %450 = load volatile double, ptr @vd, align 8, !tbaa !11
  %451 = call double @sqrt(double noundef %450) #12
  %452 = fcmp uno double %451, 0.000000e+00
  %453 = zext i1 %452 to i32
  %454 = load volatile double, ptr @vd, align 8, !tbaa !11
  %455 = call double @log(double noundef %454) #12
  %456 = fcmp uno double %455, 0.000000e+00
  %457 = zext i1 %456 to i32
  %458 = load volatile double, ptr @vd, align 8, !tbaa !11
  %459 = fadd double %458, 1.000000e+00
  %460 = call double @log(double noundef %459) #12
  %461 = call double @llvm.fabs.f64(double %460) #14
  %462 = fcmp oeq double %461, 0x7FF0000000000000
  %463 = bitcast double %460 to i64
  %464 = icmp slt i64 %463, 0
  %465 = select i1 %464, i32 -1, i32 1
  %466 = select i1 %462, i32 %465, i32 0
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %453, i32 noundef %457, i32 noundef %466)
  %468 = call i32 @fegetround() #13
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %468)
  ret i32 0

470:                                              ; preds = %425, %470
  %471 = phi i32 [ %487, %470 ], [ 0, %425 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30) #12
  store i32 0, ptr %30, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31) #12
  store i32 0, ptr %31, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32) #12
  store x86_fp80 0xK00000000000000000000, ptr %32, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33) #12
  store x86_fp80 0xK00000000000000000000, ptr %33, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %34) #12
  store x86_fp80 0xK00000000000000000000, ptr %34, align 4, !tbaa !17
  %472 = getelementptr inbounds [10 x x86_fp80], ptr @L, i32 0, i32 %471
  %473 = load x86_fp80, ptr %472, align 4, !tbaa !17
  store volatile x86_fp80 %473, ptr @vl, align 4, !tbaa !17
  %474 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %475 = call x86_fp80 @frexpl(x86_fp80 noundef %474, ptr noundef nonnull %30) #12
  %476 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %477 = call x86_fp80 @modfl(x86_fp80 noundef %476, ptr noundef nonnull %32) #12
  %478 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  %479 = call x86_fp80 @remquol(x86_fp80 noundef %478, x86_fp80 noundef 0xK3FFEB333333333333333, ptr noundef nonnull %31) #12
  %480 = load volatile x86_fp80, ptr @vl, align 4, !tbaa !17
  call void @sincosl(x86_fp80 noundef %480, ptr noundef nonnull %33, ptr noundef nonnull %34) #12
  %481 = load i32, ptr %30, align 4, !tbaa !30
  %482 = load x86_fp80, ptr %32, align 4, !tbaa !17
  %483 = load i32, ptr %31, align 4, !tbaa !30
  %484 = load x86_fp80, ptr %33, align 4, !tbaa !17
  %485 = load x86_fp80, ptr %34, align 4, !tbaa !17
  %486 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %471, x86_fp80 noundef %475, i32 noundef %481, x86_fp80 noundef %477, x86_fp80 noundef %482, x86_fp80 noundef %479, i32 noundef %483, x86_fp80 noundef %484, x86_fp80 noundef %485)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %34) #12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33) #12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30) #12
  %487 = add nuw nsw i32 %471, 1
  %488 = icmp eq i32 %487, 10
  br i1 %488, label %428, label %470, !llvm.loop !34
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
declare double @scalbln(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nounwind
declare i32 @lrint(double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @lround(double noundef) local_unnamed_addr #5

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
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Unary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !9, i64 0}
!13 = !{!7, !8, i64 4}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !9, i64 0}
!16 = !{!7, !8, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"long double", !9, i64 0}
!19 = !{!7, !8, i64 12}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23, !8, i64 0}
!23 = !{!"Binary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!24 = !{!23, !8, i64 4}
!25 = distinct !{!25, !21}
!26 = !{!23, !8, i64 8}
!27 = distinct !{!27, !21}
!28 = !{!23, !8, i64 12}
!29 = distinct !{!29, !21}
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !9, i64 0}
!32 = distinct !{!32, !21}
!33 = distinct !{!33, !21}
!34 = distinct !{!34, !21}
