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
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
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

35:                                               ; preds = %0, %150
  %36 = phi i64 [ 0, %0 ], [ %152, %150 ]
  %37 = getelementptr inbounds [38 x %struct.Unary], ptr @unary, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #12
  %39 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %18, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str) #12
  %40 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.68, ptr noundef nonnull %18) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #12
  %41 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %17, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %18) #12
  %42 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %17) #13
  %43 = icmp eq ptr %42, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #12
  br i1 %43, label %44, label %56

44:                                               ; preds = %35
  %45 = getelementptr inbounds i8, ptr %37, i64 8
  br label %46

46:                                               ; preds = %44, %46
  %47 = phi i64 [ 0, %44 ], [ %54, %46 ]
  %48 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !10
  store volatile double %49, ptr @vd, align 8, !tbaa !10
  %50 = load ptr, ptr %45, align 8, !tbaa !12
  %51 = load volatile double, ptr @vd, align 8, !tbaa !10
  %52 = call double %50(double noundef %51) #12
  %53 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %52) #12
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, 14
  br i1 %55, label %56, label %46, !llvm.loop !13

56:                                               ; preds = %46, %35
  %57 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #12
  %58 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %16, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.3) #12
  %59 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.68, ptr noundef nonnull %16) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #12
  %60 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %15, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %16) #12
  %61 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %15) #13
  %62 = icmp eq ptr %61, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #12
  br i1 %62, label %63, label %110

63:                                               ; preds = %56
  %64 = getelementptr inbounds i8, ptr %37, i64 16
  store volatile float 0.000000e+00, ptr @vf, align 4, !tbaa !15
  %65 = load ptr, ptr %64, align 16, !tbaa !17
  %66 = load volatile float, ptr @vf, align 4, !tbaa !15
  %67 = call float %65(float noundef %66) #12
  %68 = fpext float %67 to double
  %69 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %68) #12
  store volatile float -0.000000e+00, ptr @vf, align 4, !tbaa !15
  %70 = load volatile float, ptr @vf, align 4, !tbaa !15
  %71 = call float %65(float noundef %70) #12
  %72 = fpext float %71 to double
  %73 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %72) #12
  store volatile float 5.000000e-01, ptr @vf, align 4, !tbaa !15
  %74 = load volatile float, ptr @vf, align 4, !tbaa !15
  %75 = call float %65(float noundef %74) #12
  %76 = fpext float %75 to double
  %77 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %76) #12
  store volatile float -7.500000e-01, ptr @vf, align 4, !tbaa !15
  %78 = load volatile float, ptr @vf, align 4, !tbaa !15
  %79 = call float %65(float noundef %78) #12
  %80 = fpext float %79 to double
  %81 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %80) #12
  store volatile float 1.000000e+00, ptr @vf, align 4, !tbaa !15
  %82 = load volatile float, ptr @vf, align 4, !tbaa !15
  %83 = call float %65(float noundef %82) #12
  %84 = fpext float %83 to double
  %85 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %84) #12
  store volatile float 2.500000e+00, ptr @vf, align 4, !tbaa !15
  %86 = load volatile float, ptr @vf, align 4, !tbaa !15
  %87 = call float %65(float noundef %86) #12
  %88 = fpext float %87 to double
  %89 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %88) #12
  store volatile float -7.500000e+00, ptr @vf, align 4, !tbaa !15
  %90 = load volatile float, ptr @vf, align 4, !tbaa !15
  %91 = call float %65(float noundef %90) #12
  %92 = fpext float %91 to double
  %93 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %92) #12
  store volatile float 1.000000e+01, ptr @vf, align 4, !tbaa !15
  %94 = load volatile float, ptr @vf, align 4, !tbaa !15
  %95 = call float %65(float noundef %94) #12
  %96 = fpext float %95 to double
  %97 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %96) #12
  store volatile float 0x39B4484C00000000, ptr @vf, align 4, !tbaa !15
  %98 = load volatile float, ptr @vf, align 4, !tbaa !15
  %99 = call float %65(float noundef %98) #12
  %100 = fpext float %99 to double
  %101 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %100) #12
  store volatile float 0x46293E5940000000, ptr @vf, align 4, !tbaa !15
  %102 = load volatile float, ptr @vf, align 4, !tbaa !15
  %103 = call float %65(float noundef %102) #12
  %104 = fpext float %103 to double
  %105 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %104) #12
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !15
  %106 = load volatile float, ptr @vf, align 4, !tbaa !15
  %107 = call float %65(float noundef %106) #12
  %108 = fpext float %107 to double
  %109 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %108) #12
  br label %110

110:                                              ; preds = %63, %56
  %111 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  %112 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %14, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %38, ptr noundef nonnull @.str.4) #12
  %113 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.68, ptr noundef nonnull %14) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #12
  %114 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %13, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %14) #12
  %115 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %13) #13
  %116 = icmp eq ptr %115, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #12
  br i1 %116, label %117, label %150

117:                                              ; preds = %110
  %118 = getelementptr inbounds i8, ptr %37, i64 24
  store volatile x86_fp80 0xK00000000000000000000, ptr @vl, align 16, !tbaa !18
  %119 = load ptr, ptr %118, align 8, !tbaa !20
  %120 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %121 = call x86_fp80 %119(x86_fp80 noundef %120) #12
  %122 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %121) #12
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr @vl, align 16, !tbaa !18
  %123 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %124 = call x86_fp80 %119(x86_fp80 noundef %123) #12
  %125 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %124) #12
  store volatile x86_fp80 0xKBFFEC000000000000000, ptr @vl, align 16, !tbaa !18
  %126 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %127 = call x86_fp80 %119(x86_fp80 noundef %126) #12
  %128 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %127) #12
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr @vl, align 16, !tbaa !18
  %129 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %130 = call x86_fp80 %119(x86_fp80 noundef %129) #12
  %131 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %130) #12
  store volatile x86_fp80 0xK40008000000000000000, ptr @vl, align 16, !tbaa !18
  %132 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %133 = call x86_fp80 %119(x86_fp80 noundef %132) #12
  %134 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %133) #12
  store volatile x86_fp80 0xKC001F000000000000000, ptr @vl, align 16, !tbaa !18
  %135 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %136 = call x86_fp80 %119(x86_fp80 noundef %135) #12
  %137 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %136) #12
  store volatile x86_fp80 0xK4002A000000000000000, ptr @vl, align 16, !tbaa !18
  %138 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %139 = call x86_fp80 %119(x86_fp80 noundef %138) #12
  %140 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %139) #12
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, ptr @vl, align 16, !tbaa !18
  %141 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %142 = call x86_fp80 %119(x86_fp80 noundef %141) #12
  %143 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %142) #12
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, ptr @vl, align 16, !tbaa !18
  %144 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %145 = call x86_fp80 %119(x86_fp80 noundef %144) #12
  %146 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %145) #12
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !18
  %147 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %148 = call x86_fp80 %119(x86_fp80 noundef %147) #12
  %149 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %148) #12
  br label %150

150:                                              ; preds = %117, %110
  %151 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2) #12
  %152 = add nuw nsw i64 %36, 1
  %153 = icmp eq i64 %152, 38
  br i1 %153, label %159, label %35, !llvm.loop !21

154:                                              ; preds = %237
  store volatile double 1.000000e-01, ptr @vd, align 8, !tbaa !10
  %155 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6, double noundef 0x3C90000000000000) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #12
  %156 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %12, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.7) #12
  %157 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %12) #13
  %158 = icmp eq ptr %157, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #12
  br i1 %158, label %241, label %243

159:                                              ; preds = %150, %237
  %160 = phi i64 [ %239, %237 ], [ 0, %150 ]
  %161 = getelementptr inbounds [10 x %struct.Binary], ptr @binary, i64 0, i64 %160
  %162 = load ptr, ptr %161, align 16, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #12
  %163 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %11, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %162, ptr noundef nonnull @.str) #12
  %164 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.68, ptr noundef nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #12
  %165 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %10, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %11) #12
  %166 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %10) #13
  %167 = icmp eq ptr %166, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #12
  br i1 %167, label %168, label %186

168:                                              ; preds = %159
  %169 = getelementptr inbounds i8, ptr %161, i64 8
  br label %170

170:                                              ; preds = %168, %170
  %171 = phi i64 [ 0, %168 ], [ %184, %170 ]
  %172 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !10
  store volatile double %173, ptr @vd, align 8, !tbaa !10
  %174 = load ptr, ptr %169, align 8, !tbaa !24
  %175 = load volatile double, ptr @vd, align 8, !tbaa !10
  %176 = icmp ult i64 %171, 11
  %177 = select i1 %176, i64 3, i64 4294967285
  %178 = add nuw i64 %177, %171
  %179 = and i64 %178, 4294967295
  %180 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !10
  %182 = call double %174(double noundef %175, double noundef %181) #12
  %183 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %182) #12
  %184 = add nuw nsw i64 %171, 1
  %185 = icmp eq i64 %184, 14
  br i1 %185, label %186, label %170, !llvm.loop !25

186:                                              ; preds = %170, %159
  %187 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #12
  %188 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %9, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %162, ptr noundef nonnull @.str.3) #12
  %189 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.68, ptr noundef nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %190 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %8, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %9) #12
  %191 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %8) #13
  %192 = icmp eq ptr %191, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #12
  br i1 %192, label %193, label %212

193:                                              ; preds = %186
  %194 = getelementptr inbounds i8, ptr %161, i64 16
  br label %195

195:                                              ; preds = %193, %195
  %196 = phi i64 [ 0, %193 ], [ %210, %195 ]
  %197 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !15
  store volatile float %198, ptr @vf, align 4, !tbaa !15
  %199 = load ptr, ptr %194, align 16, !tbaa !26
  %200 = load volatile float, ptr @vf, align 4, !tbaa !15
  %201 = icmp ult i64 %196, 8
  %202 = select i1 %201, i64 3, i64 4294967288
  %203 = add nuw i64 %202, %196
  %204 = and i64 %203, 4294967295
  %205 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %204
  %206 = load float, ptr %205, align 4, !tbaa !15
  %207 = call float %199(float noundef %200, float noundef %206) #12
  %208 = fpext float %207 to double
  %209 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, double noundef %208) #12
  %210 = add nuw nsw i64 %196, 1
  %211 = icmp eq i64 %210, 11
  br i1 %211, label %212, label %195, !llvm.loop !27

212:                                              ; preds = %195, %186
  %213 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %214 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %7, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.67, ptr noundef %162, ptr noundef nonnull @.str.4) #12
  %215 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.68, ptr noundef nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  %216 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %6, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull %7) #12
  %217 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %6) #13
  %218 = icmp eq ptr %217, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  br i1 %218, label %219, label %237

219:                                              ; preds = %212
  %220 = getelementptr inbounds i8, ptr %161, i64 24
  br label %221

221:                                              ; preds = %219, %221
  %222 = phi i64 [ 0, %219 ], [ %235, %221 ]
  %223 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %222
  %224 = load x86_fp80, ptr %223, align 16, !tbaa !18
  store volatile x86_fp80 %224, ptr @vl, align 16, !tbaa !18
  %225 = load ptr, ptr %220, align 8, !tbaa !28
  %226 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %227 = icmp ult i64 %222, 7
  %228 = select i1 %227, i64 3, i64 4294967289
  %229 = add nuw i64 %228, %222
  %230 = and i64 %229, 4294967295
  %231 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %230
  %232 = load x86_fp80, ptr %231, align 16, !tbaa !18
  %233 = call x86_fp80 %225(x86_fp80 noundef %226, x86_fp80 noundef %232) #12
  %234 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, x86_fp80 noundef %233) #12
  %235 = add nuw nsw i64 %222, 1
  %236 = icmp eq i64 %235, 10
  br i1 %236, label %237, label %221, !llvm.loop !29

237:                                              ; preds = %221, %212
  %238 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2) #12
  %239 = add nuw nsw i64 %160, 1
  %240 = icmp eq i64 %239, 10
  br i1 %240, label %154, label %159, !llvm.loop !30

241:                                              ; preds = %154
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4, !tbaa !15
  %242 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8, double noundef 0x3E50000000000000) #12
  br label %243

243:                                              ; preds = %241, %154
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %244 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %5, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.9) #12
  %245 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %5) #13
  %246 = icmp eq ptr %245, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  br i1 %246, label %247, label %249

247:                                              ; preds = %243
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr @vl, align 16, !tbaa !18
  %248 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.10, x86_fp80 noundef 0xK3FBD8000000000000000) #12
  br label %249

249:                                              ; preds = %247, %243
  br label %250

250:                                              ; preds = %249, %343
  %251 = phi i64 [ %347, %343 ], [ 0, %249 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #12
  store i32 0, ptr %19, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #12
  store i32 0, ptr %20, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #12
  store i32 0, ptr %21, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #12
  store double 0.000000e+00, ptr %22, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #12
  store double 0.000000e+00, ptr %23, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #12
  store double 0.000000e+00, ptr %24, align 8, !tbaa !10
  %252 = getelementptr inbounds [14 x double], ptr @D, i64 0, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !10
  store volatile double %253, ptr @vd, align 8, !tbaa !10
  %254 = load volatile double, ptr @vd, align 8, !tbaa !10
  %255 = call double @frexp(double noundef %254, ptr noundef nonnull %19) #12
  %256 = load volatile double, ptr @vd, align 8, !tbaa !10
  %257 = call double @modf(double noundef %256, ptr noundef nonnull %22) #12
  %258 = load volatile double, ptr @vd, align 8, !tbaa !10
  %259 = call double @remquo(double noundef %258, double noundef 0x3FE6666666666666, ptr noundef nonnull %20) #12
  %260 = load volatile double, ptr @vd, align 8, !tbaa !10
  call void @sincos(double noundef %260, ptr noundef nonnull %23, ptr noundef nonnull %24) #12
  %261 = load i32, ptr %19, align 4, !tbaa !31
  %262 = load double, ptr %22, align 8, !tbaa !10
  %263 = load double, ptr %23, align 8, !tbaa !10
  %264 = load double, ptr %24, align 8, !tbaa !10
  %265 = trunc nuw nsw i64 %251 to i32
  %266 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %265, double noundef %255, i32 noundef %261, double noundef %257, double noundef %262, double noundef %263, double noundef %264) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  %267 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %4, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.12) #12
  %268 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %4) #13
  %269 = icmp eq ptr %268, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  br i1 %269, label %270, label %273

270:                                              ; preds = %250
  %271 = load i32, ptr %20, align 4, !tbaa !31
  %272 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.13, double noundef %259, i32 noundef %271) #12
  br label %273

273:                                              ; preds = %270, %250
  %274 = load volatile double, ptr @vd, align 8, !tbaa !10
  %275 = call double @lgamma_r(double noundef %274, ptr noundef nonnull %21) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  %276 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %3, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.14) #12
  %277 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %3) #13
  %278 = icmp eq ptr %277, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  br i1 %278, label %279, label %282

279:                                              ; preds = %273
  %280 = load i32, ptr %21, align 4, !tbaa !31
  %281 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.15, double noundef %275, i32 noundef %280) #12
  br label %282

282:                                              ; preds = %279, %273
  %283 = load volatile double, ptr @vd, align 8, !tbaa !10
  %284 = call double @ldexp(double noundef %283, i32 noundef 5) #12
  %285 = load volatile double, ptr @vd, align 8, !tbaa !10
  %286 = call double @scalbn(double noundef %285, i32 noundef -3) #12
  %287 = load volatile double, ptr @vd, align 8, !tbaa !10
  %288 = call double @scalbln(double noundef %287, i64 noundef 7) #12
  %289 = load volatile double, ptr @vd, align 8, !tbaa !10
  %290 = fcmp oeq double %289, 0.000000e+00
  br i1 %290, label %294, label %291

291:                                              ; preds = %282
  %292 = load volatile double, ptr @vd, align 8, !tbaa !10
  %293 = call i32 @ilogb(double noundef %292) #12
  br label %294

294:                                              ; preds = %282, %291
  %295 = phi i32 [ %293, %291 ], [ 0, %282 ]
  %296 = load volatile double, ptr @vd, align 8, !tbaa !10
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = fcmp olt double %297, 1.000000e+15
  br i1 %298, label %299, label %302

299:                                              ; preds = %294
  %300 = load volatile double, ptr @vd, align 8, !tbaa !10
  %301 = call i64 @lrint(double noundef %300) #12
  br label %302

302:                                              ; preds = %294, %299
  %303 = phi i64 [ %301, %299 ], [ 0, %294 ]
  %304 = load volatile double, ptr @vd, align 8, !tbaa !10
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fcmp olt double %305, 1.000000e+15
  br i1 %306, label %307, label %310

307:                                              ; preds = %302
  %308 = load volatile double, ptr @vd, align 8, !tbaa !10
  %309 = call i64 @lround(double noundef %308) #12
  br label %310

310:                                              ; preds = %302, %307
  %311 = phi i64 [ %309, %307 ], [ 0, %302 ]
  %312 = load volatile double, ptr @vd, align 8, !tbaa !10
  %313 = call double @llvm.fabs.f64(double %312)
  %314 = fcmp olt double %313, 1.000000e+15
  br i1 %314, label %315, label %318

315:                                              ; preds = %310
  %316 = load volatile double, ptr @vd, align 8, !tbaa !10
  %317 = call i64 @llrint(double noundef %316) #12
  br label %318

318:                                              ; preds = %310, %315
  %319 = phi i64 [ %317, %315 ], [ 0, %310 ]
  %320 = load volatile double, ptr @vd, align 8, !tbaa !10
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = fcmp olt double %321, 1.000000e+15
  br i1 %322, label %323, label %326

323:                                              ; preds = %318
  %324 = load volatile double, ptr @vd, align 8, !tbaa !10
  %325 = call i64 @llround(double noundef %324) #12
  br label %326

326:                                              ; preds = %318, %323
  %327 = phi i64 [ %325, %323 ], [ 0, %318 ]
  %328 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.16, double noundef %284, double noundef %286, double noundef %288, i32 noundef %295, i64 noundef %303, i64 noundef %311, i64 noundef %319, i64 noundef %327) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  %329 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %2, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.17) #12
  %330 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %2) #13
  %331 = icmp eq ptr %330, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  br i1 %331, label %332, label %343

332:                                              ; preds = %326
  %333 = load volatile double, ptr @vd, align 8, !tbaa !10
  %334 = call double @jn(i32 noundef 3, double noundef %333) #12
  %335 = load volatile double, ptr @vd, align 8, !tbaa !10
  %336 = fcmp ogt double %335, 0.000000e+00
  br i1 %336, label %337, label %340

337:                                              ; preds = %332
  %338 = load volatile double, ptr @vd, align 8, !tbaa !10
  %339 = call double @yn(i32 noundef 2, double noundef %338) #12
  br label %340

340:                                              ; preds = %332, %337
  %341 = phi double [ %339, %337 ], [ 0.000000e+00, %332 ]
  %342 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.18, double noundef %334, double noundef %341) #12
  br label %343

343:                                              ; preds = %340, %326
  %344 = load volatile double, ptr @vd, align 8, !tbaa !10
  %345 = call double @nexttoward(double noundef %344, x86_fp80 noundef 0xK3FFF8000000000000000) #12
  %346 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.19, double noundef %345) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #12
  %347 = add nuw nsw i64 %251, 1
  %348 = icmp eq i64 %347, 14
  br i1 %348, label %349, label %250, !llvm.loop !33

349:                                              ; preds = %343, %381
  %350 = phi i64 [ %382, %381 ], [ 0, %343 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #12
  store i32 0, ptr %25, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26) #12
  store i32 0, ptr %26, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27) #12
  store float 0.000000e+00, ptr %27, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28) #12
  store float 0.000000e+00, ptr %28, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29) #12
  store float 0.000000e+00, ptr %29, align 4, !tbaa !15
  %351 = getelementptr inbounds [11 x float], ptr @F, i64 0, i64 %350
  %352 = load float, ptr %351, align 4, !tbaa !15
  store volatile float %352, ptr @vf, align 4, !tbaa !15
  %353 = load volatile float, ptr @vf, align 4, !tbaa !15
  %354 = call float @frexpf(float noundef %353, ptr noundef nonnull %25) #12
  %355 = load volatile float, ptr @vf, align 4, !tbaa !15
  %356 = call float @modff(float noundef %355, ptr noundef nonnull %27) #12
  %357 = load volatile float, ptr @vf, align 4, !tbaa !15
  %358 = call float @remquof(float noundef %357, float noundef 0x3FE6666660000000, ptr noundef nonnull %26) #12
  %359 = load volatile float, ptr @vf, align 4, !tbaa !15
  call void @sincosf(float noundef %359, ptr noundef nonnull %28, ptr noundef nonnull %29) #12
  %360 = fpext float %354 to double
  %361 = load i32, ptr %25, align 4, !tbaa !31
  %362 = fpext float %356 to double
  %363 = load float, ptr %27, align 4, !tbaa !15
  %364 = fpext float %363 to double
  %365 = fpext float %358 to double
  %366 = load i32, ptr %26, align 4, !tbaa !31
  %367 = load volatile float, ptr @vf, align 4, !tbaa !15
  %368 = call float @ldexpf(float noundef %367, i32 noundef 4) #12
  %369 = fpext float %368 to double
  %370 = trunc nuw nsw i64 %350 to i32
  %371 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.20, i32 noundef %370, double noundef %360, i32 noundef %361, double noundef %362, double noundef %364, double noundef %365, i32 noundef %366, double noundef %369) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  %372 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %1, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.21) #12
  %373 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull dereferenceable(1) %1) #13
  %374 = icmp eq ptr %373, null
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br i1 %374, label %375, label %381

375:                                              ; preds = %349
  %376 = load float, ptr %28, align 4, !tbaa !15
  %377 = fpext float %376 to double
  %378 = load float, ptr %29, align 4, !tbaa !15
  %379 = fpext float %378 to double
  %380 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.22, double noundef %377, double noundef %379) #12
  br label %381

381:                                              ; preds = %375, %349
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #12
  %382 = add nuw nsw i64 %350, 1
  %383 = icmp eq i64 %382, 11
  br i1 %383, label %426, label %349, !llvm.loop !34

384:                                              ; preds = %426
  %385 = call double @nan(ptr noundef nonnull @.str) #13
  %386 = fcmp uno double %385, 0.000000e+00
  %387 = zext i1 %386 to i32
  %388 = call float @nanf(ptr noundef nonnull @.str.25) #13
  %389 = fcmp uno float %388, 0.000000e+00
  %390 = zext i1 %389 to i32
  %391 = call x86_fp80 @nanl(ptr noundef nonnull @.str) #13
  %392 = fcmp uno x86_fp80 %391, 0xK00000000000000000000
  %393 = zext i1 %392 to i32
  %394 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.24, i32 noundef %387, i32 noundef %390, i32 noundef %393) #12
  store volatile double 0x7FF0000000000000, ptr @vd, align 8, !tbaa !10
  %395 = load volatile double, ptr @vd, align 8, !tbaa !10
  %396 = call double @exp(double noundef %395) #12
  %397 = load volatile double, ptr @vd, align 8, !tbaa !10
  %398 = fneg double %397
  %399 = call double @exp(double noundef %398) #12
  %400 = load volatile double, ptr @vd, align 8, !tbaa !10
  %401 = call double @atan(double noundef %400) #12
  %402 = load volatile double, ptr @vd, align 8, !tbaa !10
  %403 = fneg double %402
  %404 = call double @tanh(double noundef %403) #12
  %405 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.26, double noundef %396, double noundef %399, double noundef %401, double noundef %404) #12
  store volatile double -1.000000e+00, ptr @vd, align 8, !tbaa !10
  %406 = load volatile double, ptr @vd, align 8, !tbaa !10
  %407 = call double @sqrt(double noundef %406) #12
  %408 = fcmp uno double %407, 0.000000e+00
  %409 = zext i1 %408 to i32
  %410 = load volatile double, ptr @vd, align 8, !tbaa !10
  %411 = call double @log(double noundef %410) #12
  %412 = fcmp uno double %411, 0.000000e+00
  %413 = zext i1 %412 to i32
  %414 = load volatile double, ptr @vd, align 8, !tbaa !10
  %415 = fadd double %414, 1.000000e+00
  %416 = call double @log(double noundef %415) #12
  %417 = call double @llvm.fabs.f64(double %416) #14
  %418 = fcmp oeq double %417, 0x7FF0000000000000
  %419 = bitcast double %416 to i64
  %420 = icmp slt i64 %419, 0
  %421 = select i1 %420, i32 -1, i32 1
  %422 = select i1 %418, i32 %421, i32 0
  %423 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.27, i32 noundef %409, i32 noundef %413, i32 noundef %422) #12
  %424 = call i32 @fegetround() #13
  %425 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.28, i32 noundef %424) #12
  ret i32 0

426:                                              ; preds = %381, %426
  %427 = phi i64 [ %444, %426 ], [ 0, %381 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30) #12
  store i32 0, ptr %30, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31) #12
  store i32 0, ptr %31, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #12
  store x86_fp80 0xK00000000000000000000, ptr %32, align 16, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #12
  store x86_fp80 0xK00000000000000000000, ptr %33, align 16, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #12
  store x86_fp80 0xK00000000000000000000, ptr %34, align 16, !tbaa !18
  %428 = getelementptr inbounds [10 x x86_fp80], ptr @L, i64 0, i64 %427
  %429 = load x86_fp80, ptr %428, align 16, !tbaa !18
  store volatile x86_fp80 %429, ptr @vl, align 16, !tbaa !18
  %430 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %431 = call x86_fp80 @frexpl(x86_fp80 noundef %430, ptr noundef nonnull %30) #12
  %432 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %433 = call x86_fp80 @modfl(x86_fp80 noundef %432, ptr noundef nonnull %32) #12
  %434 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  %435 = call x86_fp80 @remquol(x86_fp80 noundef %434, x86_fp80 noundef 0xK3FFEB333333333333333, ptr noundef nonnull %31) #12
  %436 = load volatile x86_fp80, ptr @vl, align 16, !tbaa !18
  call void @sincosl(x86_fp80 noundef %436, ptr noundef nonnull %33, ptr noundef nonnull %34) #12
  %437 = load i32, ptr %30, align 4, !tbaa !31
  %438 = load x86_fp80, ptr %32, align 16, !tbaa !18
  %439 = load i32, ptr %31, align 4, !tbaa !31
  %440 = load x86_fp80, ptr %33, align 16, !tbaa !18
  %441 = load x86_fp80, ptr %34, align 16, !tbaa !18
  %442 = trunc nuw nsw i64 %427 to i32
  %443 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.23, i32 noundef %442, x86_fp80 noundef %431, i32 noundef %437, x86_fp80 noundef %433, x86_fp80 noundef %438, x86_fp80 noundef %435, i32 noundef %439, x86_fp80 noundef %440, x86_fp80 noundef %441) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30) #12
  %444 = add nuw nsw i64 %427, 1
  %445 = icmp eq i64 %444, 10
  br i1 %445, label %384, label %426, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #2

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

; Function Attrs: nofree
declare i32 @__snprintf_chk(ptr noundef, i64 noundef, i32 noundef, i64 noundef, ptr noundef, ...) local_unnamed_addr #10

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
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = !{!6, !7, i64 16}
!18 = !{!19, !19, i64 0}
!19 = !{!"long double", !8, i64 0}
!20 = !{!6, !7, i64 24}
!21 = distinct !{!21, !14}
!22 = !{!23, !7, i64 0}
!23 = !{!"Binary", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!24 = !{!23, !7, i64 8}
!25 = distinct !{!25, !14}
!26 = !{!23, !7, i64 16}
!27 = distinct !{!27, !14}
!28 = !{!23, !7, i64 24}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !8, i64 0}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
