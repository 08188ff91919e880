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
@F = internal unnamed_addr constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 16
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [6 x i8] c"\0A%sl:\00", align 1
@L = internal unnamed_addr constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 16
@vl = internal global x86_fp80 0xK00000000000000000000, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cbrt\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"exp2\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"exp10\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"expm1\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"log2\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"logb\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"asinh\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"acosh\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"atanh\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c"erf\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"erfc\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"lgamma\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"tgamma\00", align 1
@.str.34 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.39 = private unnamed_addr constant [10 x i8] c"nearbyint\00", align 1
@.str.40 = private unnamed_addr constant [3 x i8] c"j0\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"j1\00", align 1
@.str.42 = private unnamed_addr constant [3 x i8] c"y0\00", align 1
@.str.43 = private unnamed_addr constant [3 x i8] c"y1\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"pow\00", align 1
@.str.45 = private unnamed_addr constant [6 x i8] c"atan2\00", align 1
@.str.46 = private unnamed_addr constant [6 x i8] c"hypot\00", align 1
@.str.47 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@.str.48 = private unnamed_addr constant [10 x i8] c"remainder\00", align 1
@.str.49 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.50 = private unnamed_addr constant [5 x i8] c"fdim\00", align 1
@.str.51 = private unnamed_addr constant [5 x i8] c"fmax\00", align 1
@.str.52 = private unnamed_addr constant [5 x i8] c"fmin\00", align 1
@.str.53 = private unnamed_addr constant [10 x i8] c"nextafter\00", align 1
@.str.54 = private unnamed_addr constant [16 x i8] c"fma: %a %a %La\0A\00", align 1
@.str.55 = private unnamed_addr constant [72 x i8] c"d[%u]: frexp %a %d modf %a %a remquo %a %d sincos %a %a lgamma_r %a %d\0A\00", align 1
@.str.56 = private unnamed_addr constant [88 x i8] c"  ldexp %a scalbn %a scalbln %a ilogb %d lrint %ld lround %ld llrint %lld llround %lld\0A\00", align 1
@.str.57 = private unnamed_addr constant [29 x i8] c"  jn %a yn %a nexttoward %a\0A\00", align 1
@.str.58 = private unnamed_addr constant [71 x i8] c"f[%u]: frexpf %a %d modff %a %a remquof %a %d sincosf %a %a ldexpf %a\0A\00", align 1
@.str.59 = private unnamed_addr constant [67 x i8] c"l[%u]: frexpl %La %d modfl %La %La remquol %La %d sincosl %La %La\0A\00", align 1
@.str.60 = private unnamed_addr constant [15 x i8] c"nan: %d %d %d\0A\00", align 1
@.str.61 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.62 = private unnamed_addr constant [2 x i8] c"7\00", align 1
@.str.63 = private unnamed_addr constant [18 x i8] c"inf: %a %a %a %a\0A\00", align 1
@.str.64 = private unnamed_addr constant [18 x i8] c"domain: %d %d %d\0A\00", align 1
@.str.65 = private unnamed_addr constant [16 x i8] c"fegetround: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %18 = load volatile double, double* @vd, align 8, !tbaa !5
  %19 = tail call double @sqrt(double noundef %18) #10
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %19)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %21 = load volatile double, double* @vd, align 8, !tbaa !5
  %22 = tail call double @sqrt(double noundef %21) #10
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %22)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %24 = load volatile double, double* @vd, align 8, !tbaa !5
  %25 = tail call double @sqrt(double noundef %24) #10
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %25)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %27 = load volatile double, double* @vd, align 8, !tbaa !5
  %28 = tail call double @sqrt(double noundef %27) #10
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %28)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %30 = load volatile double, double* @vd, align 8, !tbaa !5
  %31 = tail call double @sqrt(double noundef %30) #10
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %31)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %33 = load volatile double, double* @vd, align 8, !tbaa !5
  %34 = tail call double @sqrt(double noundef %33) #10
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %34)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %36 = load volatile double, double* @vd, align 8, !tbaa !5
  %37 = tail call double @sqrt(double noundef %36) #10
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %37)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %39 = load volatile double, double* @vd, align 8, !tbaa !5
  %40 = tail call double @sqrt(double noundef %39) #10
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %40)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %42 = load volatile double, double* @vd, align 8, !tbaa !5
  %43 = tail call double @sqrt(double noundef %42) #10
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %43)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %45 = load volatile double, double* @vd, align 8, !tbaa !5
  %46 = tail call double @sqrt(double noundef %45) #10
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %46)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %48 = load volatile double, double* @vd, align 8, !tbaa !5
  %49 = tail call double @sqrt(double noundef %48) #10
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %49)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %51 = load volatile double, double* @vd, align 8, !tbaa !5
  %52 = tail call double @sqrt(double noundef %51) #10
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %52)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %54 = load volatile double, double* @vd, align 8, !tbaa !5
  %55 = tail call double @sqrt(double noundef %54) #10
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %55)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %57 = load volatile double, double* @vd, align 8, !tbaa !5
  %58 = tail call double @sqrt(double noundef %57) #10
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %58)
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %61 = load volatile float, float* @vf, align 4, !tbaa !9
  %62 = tail call float @sqrtf(float noundef %61) #10
  %63 = fpext float %62 to double
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %63)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %65 = load volatile float, float* @vf, align 4, !tbaa !9
  %66 = tail call float @sqrtf(float noundef %65) #10
  %67 = fpext float %66 to double
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %67)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %69 = load volatile float, float* @vf, align 4, !tbaa !9
  %70 = tail call float @sqrtf(float noundef %69) #10
  %71 = fpext float %70 to double
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %71)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %73 = load volatile float, float* @vf, align 4, !tbaa !9
  %74 = tail call float @sqrtf(float noundef %73) #10
  %75 = fpext float %74 to double
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %75)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %77 = load volatile float, float* @vf, align 4, !tbaa !9
  %78 = tail call float @sqrtf(float noundef %77) #10
  %79 = fpext float %78 to double
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %79)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %81 = load volatile float, float* @vf, align 4, !tbaa !9
  %82 = tail call float @sqrtf(float noundef %81) #10
  %83 = fpext float %82 to double
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %83)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %85 = load volatile float, float* @vf, align 4, !tbaa !9
  %86 = tail call float @sqrtf(float noundef %85) #10
  %87 = fpext float %86 to double
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %87)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %89 = load volatile float, float* @vf, align 4, !tbaa !9
  %90 = tail call float @sqrtf(float noundef %89) #10
  %91 = fpext float %90 to double
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %91)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %93 = load volatile float, float* @vf, align 4, !tbaa !9
  %94 = tail call float @sqrtf(float noundef %93) #10
  %95 = fpext float %94 to double
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %95)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %97 = load volatile float, float* @vf, align 4, !tbaa !9
  %98 = tail call float @sqrtf(float noundef %97) #10
  %99 = fpext float %98 to double
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %99)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %101 = load volatile float, float* @vf, align 4, !tbaa !9
  %102 = tail call float @sqrtf(float noundef %101) #10
  %103 = fpext float %102 to double
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %103)
  %105 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %106 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %107 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %106) #10
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %107)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %109 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %110 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %109) #10
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %110)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %112 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %113 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %112) #10
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %113)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %115 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %116 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %115) #10
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %116)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %118 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %119 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %118) #10
  %120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %119)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %121 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %122 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %121) #10
  %123 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %122)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %124 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %125 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %124) #10
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %125)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %127 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %128 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %127) #10
  %129 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %128)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %130 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %131 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %130) #10
  %132 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %131)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %133 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %134 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %133) #10
  %135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %134)
  %136 = tail call i32 @putchar(i32 10)
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %138 = load volatile double, double* @vd, align 8, !tbaa !5
  %139 = tail call double @cbrt(double noundef %138) #11
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %139)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %141 = load volatile double, double* @vd, align 8, !tbaa !5
  %142 = tail call double @cbrt(double noundef %141) #11
  %143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %142)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %144 = load volatile double, double* @vd, align 8, !tbaa !5
  %145 = tail call double @cbrt(double noundef %144) #11
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %145)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %147 = load volatile double, double* @vd, align 8, !tbaa !5
  %148 = tail call double @cbrt(double noundef %147) #11
  %149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %148)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %150 = load volatile double, double* @vd, align 8, !tbaa !5
  %151 = tail call double @cbrt(double noundef %150) #11
  %152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %151)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %153 = load volatile double, double* @vd, align 8, !tbaa !5
  %154 = tail call double @cbrt(double noundef %153) #11
  %155 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %154)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %156 = load volatile double, double* @vd, align 8, !tbaa !5
  %157 = tail call double @cbrt(double noundef %156) #11
  %158 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %157)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %159 = load volatile double, double* @vd, align 8, !tbaa !5
  %160 = tail call double @cbrt(double noundef %159) #11
  %161 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %160)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %162 = load volatile double, double* @vd, align 8, !tbaa !5
  %163 = tail call double @cbrt(double noundef %162) #11
  %164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %163)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %165 = load volatile double, double* @vd, align 8, !tbaa !5
  %166 = tail call double @cbrt(double noundef %165) #11
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %166)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %168 = load volatile double, double* @vd, align 8, !tbaa !5
  %169 = tail call double @cbrt(double noundef %168) #11
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %169)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %171 = load volatile double, double* @vd, align 8, !tbaa !5
  %172 = tail call double @cbrt(double noundef %171) #11
  %173 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %172)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %174 = load volatile double, double* @vd, align 8, !tbaa !5
  %175 = tail call double @cbrt(double noundef %174) #11
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %175)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %177 = load volatile double, double* @vd, align 8, !tbaa !5
  %178 = tail call double @cbrt(double noundef %177) #11
  %179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %178)
  %180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %181 = load volatile float, float* @vf, align 4, !tbaa !9
  %182 = tail call float @cbrtf(float noundef %181) #11
  %183 = fpext float %182 to double
  %184 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %183)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %185 = load volatile float, float* @vf, align 4, !tbaa !9
  %186 = tail call float @cbrtf(float noundef %185) #11
  %187 = fpext float %186 to double
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %187)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %189 = load volatile float, float* @vf, align 4, !tbaa !9
  %190 = tail call float @cbrtf(float noundef %189) #11
  %191 = fpext float %190 to double
  %192 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %191)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %193 = load volatile float, float* @vf, align 4, !tbaa !9
  %194 = tail call float @cbrtf(float noundef %193) #11
  %195 = fpext float %194 to double
  %196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %195)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %197 = load volatile float, float* @vf, align 4, !tbaa !9
  %198 = tail call float @cbrtf(float noundef %197) #11
  %199 = fpext float %198 to double
  %200 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %199)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %201 = load volatile float, float* @vf, align 4, !tbaa !9
  %202 = tail call float @cbrtf(float noundef %201) #11
  %203 = fpext float %202 to double
  %204 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %203)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %205 = load volatile float, float* @vf, align 4, !tbaa !9
  %206 = tail call float @cbrtf(float noundef %205) #11
  %207 = fpext float %206 to double
  %208 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %207)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %209 = load volatile float, float* @vf, align 4, !tbaa !9
  %210 = tail call float @cbrtf(float noundef %209) #11
  %211 = fpext float %210 to double
  %212 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %211)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %213 = load volatile float, float* @vf, align 4, !tbaa !9
  %214 = tail call float @cbrtf(float noundef %213) #11
  %215 = fpext float %214 to double
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %215)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %217 = load volatile float, float* @vf, align 4, !tbaa !9
  %218 = tail call float @cbrtf(float noundef %217) #11
  %219 = fpext float %218 to double
  %220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %219)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %221 = load volatile float, float* @vf, align 4, !tbaa !9
  %222 = tail call float @cbrtf(float noundef %221) #11
  %223 = fpext float %222 to double
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %223)
  %225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %226 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %227 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %226) #11
  %228 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %227)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %229 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %230 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %229) #11
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %230)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %232 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %233 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %232) #11
  %234 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %233)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %235 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %236 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %235) #11
  %237 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %236)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %238 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %239 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %238) #11
  %240 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %239)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %241 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %242 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %241) #11
  %243 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %242)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %244 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %245 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %244) #11
  %246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %245)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %247 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %248 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %247) #11
  %249 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %248)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %250 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %251 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %250) #11
  %252 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %251)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %253 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %254 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %253) #11
  %255 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %254)
  %256 = tail call i32 @putchar(i32 10)
  %257 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %258 = load volatile double, double* @vd, align 8, !tbaa !5
  %259 = tail call double @llvm.fabs.f64(double %258)
  %260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %259)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %261 = load volatile double, double* @vd, align 8, !tbaa !5
  %262 = tail call double @llvm.fabs.f64(double %261)
  %263 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %262)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %264 = load volatile double, double* @vd, align 8, !tbaa !5
  %265 = tail call double @llvm.fabs.f64(double %264)
  %266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %265)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %267 = load volatile double, double* @vd, align 8, !tbaa !5
  %268 = tail call double @llvm.fabs.f64(double %267)
  %269 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %268)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %270 = load volatile double, double* @vd, align 8, !tbaa !5
  %271 = tail call double @llvm.fabs.f64(double %270)
  %272 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %271)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %273 = load volatile double, double* @vd, align 8, !tbaa !5
  %274 = tail call double @llvm.fabs.f64(double %273)
  %275 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %274)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %276 = load volatile double, double* @vd, align 8, !tbaa !5
  %277 = tail call double @llvm.fabs.f64(double %276)
  %278 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %277)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %279 = load volatile double, double* @vd, align 8, !tbaa !5
  %280 = tail call double @llvm.fabs.f64(double %279)
  %281 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %280)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %282 = load volatile double, double* @vd, align 8, !tbaa !5
  %283 = tail call double @llvm.fabs.f64(double %282)
  %284 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %283)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %285 = load volatile double, double* @vd, align 8, !tbaa !5
  %286 = tail call double @llvm.fabs.f64(double %285)
  %287 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %286)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %288 = load volatile double, double* @vd, align 8, !tbaa !5
  %289 = tail call double @llvm.fabs.f64(double %288)
  %290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %289)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %291 = load volatile double, double* @vd, align 8, !tbaa !5
  %292 = tail call double @llvm.fabs.f64(double %291)
  %293 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %292)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %294 = load volatile double, double* @vd, align 8, !tbaa !5
  %295 = tail call double @llvm.fabs.f64(double %294)
  %296 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %295)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %297 = load volatile double, double* @vd, align 8, !tbaa !5
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %298)
  %300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %301 = load volatile float, float* @vf, align 4, !tbaa !9
  %302 = tail call float @llvm.fabs.f32(float %301)
  %303 = fpext float %302 to double
  %304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %303)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %305 = load volatile float, float* @vf, align 4, !tbaa !9
  %306 = tail call float @llvm.fabs.f32(float %305)
  %307 = fpext float %306 to double
  %308 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %307)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %309 = load volatile float, float* @vf, align 4, !tbaa !9
  %310 = tail call float @llvm.fabs.f32(float %309)
  %311 = fpext float %310 to double
  %312 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %311)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %313 = load volatile float, float* @vf, align 4, !tbaa !9
  %314 = tail call float @llvm.fabs.f32(float %313)
  %315 = fpext float %314 to double
  %316 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %315)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %317 = load volatile float, float* @vf, align 4, !tbaa !9
  %318 = tail call float @llvm.fabs.f32(float %317)
  %319 = fpext float %318 to double
  %320 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %319)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %321 = load volatile float, float* @vf, align 4, !tbaa !9
  %322 = tail call float @llvm.fabs.f32(float %321)
  %323 = fpext float %322 to double
  %324 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %323)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %325 = load volatile float, float* @vf, align 4, !tbaa !9
  %326 = tail call float @llvm.fabs.f32(float %325)
  %327 = fpext float %326 to double
  %328 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %327)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %329 = load volatile float, float* @vf, align 4, !tbaa !9
  %330 = tail call float @llvm.fabs.f32(float %329)
  %331 = fpext float %330 to double
  %332 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %331)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %333 = load volatile float, float* @vf, align 4, !tbaa !9
  %334 = tail call float @llvm.fabs.f32(float %333)
  %335 = fpext float %334 to double
  %336 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %335)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %337 = load volatile float, float* @vf, align 4, !tbaa !9
  %338 = tail call float @llvm.fabs.f32(float %337)
  %339 = fpext float %338 to double
  %340 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %339)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %341 = load volatile float, float* @vf, align 4, !tbaa !9
  %342 = tail call float @llvm.fabs.f32(float %341)
  %343 = fpext float %342 to double
  %344 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %343)
  %345 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %346 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %347 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %346)
  %348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %347)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %349 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %350 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %349)
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %350)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %352 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %353 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %352)
  %354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %353)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %355 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %356 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %355)
  %357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %356)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %358 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %359 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %358)
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %359)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %361 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %362 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %361)
  %363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %362)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %364 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %365 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %364)
  %366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %365)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %367 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %368 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %367)
  %369 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %368)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %370 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %371 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %370)
  %372 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %371)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %373 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %374 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %373)
  %375 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %374)
  %376 = tail call i32 @putchar(i32 10)
  %377 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %378 = load volatile double, double* @vd, align 8, !tbaa !5
  %379 = tail call double @exp(double noundef %378) #10
  %380 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %379)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %381 = load volatile double, double* @vd, align 8, !tbaa !5
  %382 = tail call double @exp(double noundef %381) #10
  %383 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %382)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %384 = load volatile double, double* @vd, align 8, !tbaa !5
  %385 = tail call double @exp(double noundef %384) #10
  %386 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %385)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %387 = load volatile double, double* @vd, align 8, !tbaa !5
  %388 = tail call double @exp(double noundef %387) #10
  %389 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %388)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %390 = load volatile double, double* @vd, align 8, !tbaa !5
  %391 = tail call double @exp(double noundef %390) #10
  %392 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %391)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %393 = load volatile double, double* @vd, align 8, !tbaa !5
  %394 = tail call double @exp(double noundef %393) #10
  %395 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %394)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %396 = load volatile double, double* @vd, align 8, !tbaa !5
  %397 = tail call double @exp(double noundef %396) #10
  %398 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %397)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %399 = load volatile double, double* @vd, align 8, !tbaa !5
  %400 = tail call double @exp(double noundef %399) #10
  %401 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %400)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %402 = load volatile double, double* @vd, align 8, !tbaa !5
  %403 = tail call double @exp(double noundef %402) #10
  %404 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %403)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %405 = load volatile double, double* @vd, align 8, !tbaa !5
  %406 = tail call double @exp(double noundef %405) #10
  %407 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %406)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %408 = load volatile double, double* @vd, align 8, !tbaa !5
  %409 = tail call double @exp(double noundef %408) #10
  %410 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %409)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %411 = load volatile double, double* @vd, align 8, !tbaa !5
  %412 = tail call double @exp(double noundef %411) #10
  %413 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %412)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %414 = load volatile double, double* @vd, align 8, !tbaa !5
  %415 = tail call double @exp(double noundef %414) #10
  %416 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %415)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %417 = load volatile double, double* @vd, align 8, !tbaa !5
  %418 = tail call double @exp(double noundef %417) #10
  %419 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %418)
  %420 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %421 = load volatile float, float* @vf, align 4, !tbaa !9
  %422 = tail call float @expf(float noundef %421) #10
  %423 = fpext float %422 to double
  %424 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %423)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %425 = load volatile float, float* @vf, align 4, !tbaa !9
  %426 = tail call float @expf(float noundef %425) #10
  %427 = fpext float %426 to double
  %428 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %427)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %429 = load volatile float, float* @vf, align 4, !tbaa !9
  %430 = tail call float @expf(float noundef %429) #10
  %431 = fpext float %430 to double
  %432 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %431)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %433 = load volatile float, float* @vf, align 4, !tbaa !9
  %434 = tail call float @expf(float noundef %433) #10
  %435 = fpext float %434 to double
  %436 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %435)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %437 = load volatile float, float* @vf, align 4, !tbaa !9
  %438 = tail call float @expf(float noundef %437) #10
  %439 = fpext float %438 to double
  %440 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %439)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %441 = load volatile float, float* @vf, align 4, !tbaa !9
  %442 = tail call float @expf(float noundef %441) #10
  %443 = fpext float %442 to double
  %444 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %443)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %445 = load volatile float, float* @vf, align 4, !tbaa !9
  %446 = tail call float @expf(float noundef %445) #10
  %447 = fpext float %446 to double
  %448 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %447)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %449 = load volatile float, float* @vf, align 4, !tbaa !9
  %450 = tail call float @expf(float noundef %449) #10
  %451 = fpext float %450 to double
  %452 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %451)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %453 = load volatile float, float* @vf, align 4, !tbaa !9
  %454 = tail call float @expf(float noundef %453) #10
  %455 = fpext float %454 to double
  %456 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %455)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %457 = load volatile float, float* @vf, align 4, !tbaa !9
  %458 = tail call float @expf(float noundef %457) #10
  %459 = fpext float %458 to double
  %460 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %459)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %461 = load volatile float, float* @vf, align 4, !tbaa !9
  %462 = tail call float @expf(float noundef %461) #10
  %463 = fpext float %462 to double
  %464 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %463)
  %465 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %466 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %467 = tail call x86_fp80 @expl(x86_fp80 noundef %466) #10
  %468 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %467)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %469 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %470 = tail call x86_fp80 @expl(x86_fp80 noundef %469) #10
  %471 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %470)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %472 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %473 = tail call x86_fp80 @expl(x86_fp80 noundef %472) #10
  %474 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %473)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %475 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %476 = tail call x86_fp80 @expl(x86_fp80 noundef %475) #10
  %477 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %476)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %478 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %479 = tail call x86_fp80 @expl(x86_fp80 noundef %478) #10
  %480 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %479)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %481 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %482 = tail call x86_fp80 @expl(x86_fp80 noundef %481) #10
  %483 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %482)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %484 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %485 = tail call x86_fp80 @expl(x86_fp80 noundef %484) #10
  %486 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %485)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %487 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %488 = tail call x86_fp80 @expl(x86_fp80 noundef %487) #10
  %489 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %488)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %490 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %491 = tail call x86_fp80 @expl(x86_fp80 noundef %490) #10
  %492 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %491)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %493 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %494 = tail call x86_fp80 @expl(x86_fp80 noundef %493) #10
  %495 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %494)
  %496 = tail call i32 @putchar(i32 10)
  %497 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %498 = load volatile double, double* @vd, align 8, !tbaa !5
  %499 = tail call double @exp2(double noundef %498) #10
  %500 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %499)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %501 = load volatile double, double* @vd, align 8, !tbaa !5
  %502 = tail call double @exp2(double noundef %501) #10
  %503 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %502)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %504 = load volatile double, double* @vd, align 8, !tbaa !5
  %505 = tail call double @exp2(double noundef %504) #10
  %506 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %505)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %507 = load volatile double, double* @vd, align 8, !tbaa !5
  %508 = tail call double @exp2(double noundef %507) #10
  %509 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %508)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %510 = load volatile double, double* @vd, align 8, !tbaa !5
  %511 = tail call double @exp2(double noundef %510) #10
  %512 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %511)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %513 = load volatile double, double* @vd, align 8, !tbaa !5
  %514 = tail call double @exp2(double noundef %513) #10
  %515 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %514)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %516 = load volatile double, double* @vd, align 8, !tbaa !5
  %517 = tail call double @exp2(double noundef %516) #10
  %518 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %517)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %519 = load volatile double, double* @vd, align 8, !tbaa !5
  %520 = tail call double @exp2(double noundef %519) #10
  %521 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %520)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %522 = load volatile double, double* @vd, align 8, !tbaa !5
  %523 = tail call double @exp2(double noundef %522) #10
  %524 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %523)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %525 = load volatile double, double* @vd, align 8, !tbaa !5
  %526 = tail call double @exp2(double noundef %525) #10
  %527 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %526)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %528 = load volatile double, double* @vd, align 8, !tbaa !5
  %529 = tail call double @exp2(double noundef %528) #10
  %530 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %529)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %531 = load volatile double, double* @vd, align 8, !tbaa !5
  %532 = tail call double @exp2(double noundef %531) #10
  %533 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %532)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %534 = load volatile double, double* @vd, align 8, !tbaa !5
  %535 = tail call double @exp2(double noundef %534) #10
  %536 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %535)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %537 = load volatile double, double* @vd, align 8, !tbaa !5
  %538 = tail call double @exp2(double noundef %537) #10
  %539 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %538)
  %540 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %541 = load volatile float, float* @vf, align 4, !tbaa !9
  %542 = tail call float @exp2f(float noundef %541) #10
  %543 = fpext float %542 to double
  %544 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %543)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %545 = load volatile float, float* @vf, align 4, !tbaa !9
  %546 = tail call float @exp2f(float noundef %545) #10
  %547 = fpext float %546 to double
  %548 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %547)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %549 = load volatile float, float* @vf, align 4, !tbaa !9
  %550 = tail call float @exp2f(float noundef %549) #10
  %551 = fpext float %550 to double
  %552 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %551)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %553 = load volatile float, float* @vf, align 4, !tbaa !9
  %554 = tail call float @exp2f(float noundef %553) #10
  %555 = fpext float %554 to double
  %556 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %555)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %557 = load volatile float, float* @vf, align 4, !tbaa !9
  %558 = tail call float @exp2f(float noundef %557) #10
  %559 = fpext float %558 to double
  %560 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %559)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %561 = load volatile float, float* @vf, align 4, !tbaa !9
  %562 = tail call float @exp2f(float noundef %561) #10
  %563 = fpext float %562 to double
  %564 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %563)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %565 = load volatile float, float* @vf, align 4, !tbaa !9
  %566 = tail call float @exp2f(float noundef %565) #10
  %567 = fpext float %566 to double
  %568 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %567)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %569 = load volatile float, float* @vf, align 4, !tbaa !9
  %570 = tail call float @exp2f(float noundef %569) #10
  %571 = fpext float %570 to double
  %572 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %571)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %573 = load volatile float, float* @vf, align 4, !tbaa !9
  %574 = tail call float @exp2f(float noundef %573) #10
  %575 = fpext float %574 to double
  %576 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %575)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %577 = load volatile float, float* @vf, align 4, !tbaa !9
  %578 = tail call float @exp2f(float noundef %577) #10
  %579 = fpext float %578 to double
  %580 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %579)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %581 = load volatile float, float* @vf, align 4, !tbaa !9
  %582 = tail call float @exp2f(float noundef %581) #10
  %583 = fpext float %582 to double
  %584 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %583)
  %585 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %586 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %587 = tail call x86_fp80 @exp2l(x86_fp80 noundef %586) #10
  %588 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %587)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %589 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %590 = tail call x86_fp80 @exp2l(x86_fp80 noundef %589) #10
  %591 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %590)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %592 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %593 = tail call x86_fp80 @exp2l(x86_fp80 noundef %592) #10
  %594 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %593)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %595 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %596 = tail call x86_fp80 @exp2l(x86_fp80 noundef %595) #10
  %597 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %596)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %598 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %599 = tail call x86_fp80 @exp2l(x86_fp80 noundef %598) #10
  %600 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %599)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %601 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %602 = tail call x86_fp80 @exp2l(x86_fp80 noundef %601) #10
  %603 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %602)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %604 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %605 = tail call x86_fp80 @exp2l(x86_fp80 noundef %604) #10
  %606 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %605)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %607 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %608 = tail call x86_fp80 @exp2l(x86_fp80 noundef %607) #10
  %609 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %608)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %610 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %611 = tail call x86_fp80 @exp2l(x86_fp80 noundef %610) #10
  %612 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %611)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %613 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %614 = tail call x86_fp80 @exp2l(x86_fp80 noundef %613) #10
  %615 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %614)
  %616 = tail call i32 @putchar(i32 10)
  %617 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %618 = load volatile double, double* @vd, align 8, !tbaa !5
  %619 = tail call double @exp10(double noundef %618) #10
  %620 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %619)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %621 = load volatile double, double* @vd, align 8, !tbaa !5
  %622 = tail call double @exp10(double noundef %621) #10
  %623 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %622)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %624 = load volatile double, double* @vd, align 8, !tbaa !5
  %625 = tail call double @exp10(double noundef %624) #10
  %626 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %625)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %627 = load volatile double, double* @vd, align 8, !tbaa !5
  %628 = tail call double @exp10(double noundef %627) #10
  %629 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %628)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %630 = load volatile double, double* @vd, align 8, !tbaa !5
  %631 = tail call double @exp10(double noundef %630) #10
  %632 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %631)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %633 = load volatile double, double* @vd, align 8, !tbaa !5
  %634 = tail call double @exp10(double noundef %633) #10
  %635 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %634)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %636 = load volatile double, double* @vd, align 8, !tbaa !5
  %637 = tail call double @exp10(double noundef %636) #10
  %638 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %637)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %639 = load volatile double, double* @vd, align 8, !tbaa !5
  %640 = tail call double @exp10(double noundef %639) #10
  %641 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %640)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %642 = load volatile double, double* @vd, align 8, !tbaa !5
  %643 = tail call double @exp10(double noundef %642) #10
  %644 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %643)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %645 = load volatile double, double* @vd, align 8, !tbaa !5
  %646 = tail call double @exp10(double noundef %645) #10
  %647 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %646)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %648 = load volatile double, double* @vd, align 8, !tbaa !5
  %649 = tail call double @exp10(double noundef %648) #10
  %650 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %649)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %651 = load volatile double, double* @vd, align 8, !tbaa !5
  %652 = tail call double @exp10(double noundef %651) #10
  %653 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %652)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %654 = load volatile double, double* @vd, align 8, !tbaa !5
  %655 = tail call double @exp10(double noundef %654) #10
  %656 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %655)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %657 = load volatile double, double* @vd, align 8, !tbaa !5
  %658 = tail call double @exp10(double noundef %657) #10
  %659 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %658)
  %660 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %661 = load volatile float, float* @vf, align 4, !tbaa !9
  %662 = tail call float @exp10f(float noundef %661) #10
  %663 = fpext float %662 to double
  %664 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %663)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %665 = load volatile float, float* @vf, align 4, !tbaa !9
  %666 = tail call float @exp10f(float noundef %665) #10
  %667 = fpext float %666 to double
  %668 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %667)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %669 = load volatile float, float* @vf, align 4, !tbaa !9
  %670 = tail call float @exp10f(float noundef %669) #10
  %671 = fpext float %670 to double
  %672 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %671)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %673 = load volatile float, float* @vf, align 4, !tbaa !9
  %674 = tail call float @exp10f(float noundef %673) #10
  %675 = fpext float %674 to double
  %676 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %675)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %677 = load volatile float, float* @vf, align 4, !tbaa !9
  %678 = tail call float @exp10f(float noundef %677) #10
  %679 = fpext float %678 to double
  %680 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %679)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %681 = load volatile float, float* @vf, align 4, !tbaa !9
  %682 = tail call float @exp10f(float noundef %681) #10
  %683 = fpext float %682 to double
  %684 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %683)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %685 = load volatile float, float* @vf, align 4, !tbaa !9
  %686 = tail call float @exp10f(float noundef %685) #10
  %687 = fpext float %686 to double
  %688 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %687)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %689 = load volatile float, float* @vf, align 4, !tbaa !9
  %690 = tail call float @exp10f(float noundef %689) #10
  %691 = fpext float %690 to double
  %692 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %691)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %693 = load volatile float, float* @vf, align 4, !tbaa !9
  %694 = tail call float @exp10f(float noundef %693) #10
  %695 = fpext float %694 to double
  %696 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %695)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %697 = load volatile float, float* @vf, align 4, !tbaa !9
  %698 = tail call float @exp10f(float noundef %697) #10
  %699 = fpext float %698 to double
  %700 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %699)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %701 = load volatile float, float* @vf, align 4, !tbaa !9
  %702 = tail call float @exp10f(float noundef %701) #10
  %703 = fpext float %702 to double
  %704 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %703)
  %705 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %706 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %707 = tail call x86_fp80 @exp10l(x86_fp80 noundef %706) #10
  %708 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %707)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %709 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %710 = tail call x86_fp80 @exp10l(x86_fp80 noundef %709) #10
  %711 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %710)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %712 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %713 = tail call x86_fp80 @exp10l(x86_fp80 noundef %712) #10
  %714 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %713)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %715 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %716 = tail call x86_fp80 @exp10l(x86_fp80 noundef %715) #10
  %717 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %716)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %718 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %719 = tail call x86_fp80 @exp10l(x86_fp80 noundef %718) #10
  %720 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %719)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %721 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %722 = tail call x86_fp80 @exp10l(x86_fp80 noundef %721) #10
  %723 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %722)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %724 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %725 = tail call x86_fp80 @exp10l(x86_fp80 noundef %724) #10
  %726 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %725)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %727 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %728 = tail call x86_fp80 @exp10l(x86_fp80 noundef %727) #10
  %729 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %728)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %730 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %731 = tail call x86_fp80 @exp10l(x86_fp80 noundef %730) #10
  %732 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %731)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %733 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %734 = tail call x86_fp80 @exp10l(x86_fp80 noundef %733) #10
  %735 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %734)
  %736 = tail call i32 @putchar(i32 10)
  %737 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %738 = load volatile double, double* @vd, align 8, !tbaa !5
  %739 = tail call double @expm1(double noundef %738) #10
  %740 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %739)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %741 = load volatile double, double* @vd, align 8, !tbaa !5
  %742 = tail call double @expm1(double noundef %741) #10
  %743 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %742)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %744 = load volatile double, double* @vd, align 8, !tbaa !5
  %745 = tail call double @expm1(double noundef %744) #10
  %746 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %745)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %747 = load volatile double, double* @vd, align 8, !tbaa !5
  %748 = tail call double @expm1(double noundef %747) #10
  %749 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %748)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %750 = load volatile double, double* @vd, align 8, !tbaa !5
  %751 = tail call double @expm1(double noundef %750) #10
  %752 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %751)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %753 = load volatile double, double* @vd, align 8, !tbaa !5
  %754 = tail call double @expm1(double noundef %753) #10
  %755 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %754)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %756 = load volatile double, double* @vd, align 8, !tbaa !5
  %757 = tail call double @expm1(double noundef %756) #10
  %758 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %757)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %759 = load volatile double, double* @vd, align 8, !tbaa !5
  %760 = tail call double @expm1(double noundef %759) #10
  %761 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %760)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %762 = load volatile double, double* @vd, align 8, !tbaa !5
  %763 = tail call double @expm1(double noundef %762) #10
  %764 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %763)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %765 = load volatile double, double* @vd, align 8, !tbaa !5
  %766 = tail call double @expm1(double noundef %765) #10
  %767 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %766)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %768 = load volatile double, double* @vd, align 8, !tbaa !5
  %769 = tail call double @expm1(double noundef %768) #10
  %770 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %769)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %771 = load volatile double, double* @vd, align 8, !tbaa !5
  %772 = tail call double @expm1(double noundef %771) #10
  %773 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %772)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %774 = load volatile double, double* @vd, align 8, !tbaa !5
  %775 = tail call double @expm1(double noundef %774) #10
  %776 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %775)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %777 = load volatile double, double* @vd, align 8, !tbaa !5
  %778 = tail call double @expm1(double noundef %777) #10
  %779 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %778)
  %780 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %781 = load volatile float, float* @vf, align 4, !tbaa !9
  %782 = tail call float @expm1f(float noundef %781) #10
  %783 = fpext float %782 to double
  %784 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %783)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %785 = load volatile float, float* @vf, align 4, !tbaa !9
  %786 = tail call float @expm1f(float noundef %785) #10
  %787 = fpext float %786 to double
  %788 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %787)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %789 = load volatile float, float* @vf, align 4, !tbaa !9
  %790 = tail call float @expm1f(float noundef %789) #10
  %791 = fpext float %790 to double
  %792 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %791)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %793 = load volatile float, float* @vf, align 4, !tbaa !9
  %794 = tail call float @expm1f(float noundef %793) #10
  %795 = fpext float %794 to double
  %796 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %795)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %797 = load volatile float, float* @vf, align 4, !tbaa !9
  %798 = tail call float @expm1f(float noundef %797) #10
  %799 = fpext float %798 to double
  %800 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %799)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %801 = load volatile float, float* @vf, align 4, !tbaa !9
  %802 = tail call float @expm1f(float noundef %801) #10
  %803 = fpext float %802 to double
  %804 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %803)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %805 = load volatile float, float* @vf, align 4, !tbaa !9
  %806 = tail call float @expm1f(float noundef %805) #10
  %807 = fpext float %806 to double
  %808 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %807)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %809 = load volatile float, float* @vf, align 4, !tbaa !9
  %810 = tail call float @expm1f(float noundef %809) #10
  %811 = fpext float %810 to double
  %812 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %811)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %813 = load volatile float, float* @vf, align 4, !tbaa !9
  %814 = tail call float @expm1f(float noundef %813) #10
  %815 = fpext float %814 to double
  %816 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %815)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %817 = load volatile float, float* @vf, align 4, !tbaa !9
  %818 = tail call float @expm1f(float noundef %817) #10
  %819 = fpext float %818 to double
  %820 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %819)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %821 = load volatile float, float* @vf, align 4, !tbaa !9
  %822 = tail call float @expm1f(float noundef %821) #10
  %823 = fpext float %822 to double
  %824 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %823)
  %825 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %826 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %827 = tail call x86_fp80 @expm1l(x86_fp80 noundef %826) #10
  %828 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %827)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %829 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %830 = tail call x86_fp80 @expm1l(x86_fp80 noundef %829) #10
  %831 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %830)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %832 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %833 = tail call x86_fp80 @expm1l(x86_fp80 noundef %832) #10
  %834 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %833)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %835 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %836 = tail call x86_fp80 @expm1l(x86_fp80 noundef %835) #10
  %837 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %836)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %838 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %839 = tail call x86_fp80 @expm1l(x86_fp80 noundef %838) #10
  %840 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %839)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %841 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %842 = tail call x86_fp80 @expm1l(x86_fp80 noundef %841) #10
  %843 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %842)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %844 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %845 = tail call x86_fp80 @expm1l(x86_fp80 noundef %844) #10
  %846 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %845)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %847 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %848 = tail call x86_fp80 @expm1l(x86_fp80 noundef %847) #10
  %849 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %848)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %850 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %851 = tail call x86_fp80 @expm1l(x86_fp80 noundef %850) #10
  %852 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %851)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %853 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %854 = tail call x86_fp80 @expm1l(x86_fp80 noundef %853) #10
  %855 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %854)
  %856 = tail call i32 @putchar(i32 10)
  %857 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %858 = load volatile double, double* @vd, align 8, !tbaa !5
  %859 = tail call double @log(double noundef %858) #10
  %860 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %859)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %861 = load volatile double, double* @vd, align 8, !tbaa !5
  %862 = tail call double @log(double noundef %861) #10
  %863 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %862)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %864 = load volatile double, double* @vd, align 8, !tbaa !5
  %865 = tail call double @log(double noundef %864) #10
  %866 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %865)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %867 = load volatile double, double* @vd, align 8, !tbaa !5
  %868 = tail call double @log(double noundef %867) #10
  %869 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %868)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %870 = load volatile double, double* @vd, align 8, !tbaa !5
  %871 = tail call double @log(double noundef %870) #10
  %872 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %871)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %873 = load volatile double, double* @vd, align 8, !tbaa !5
  %874 = tail call double @log(double noundef %873) #10
  %875 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %874)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %876 = load volatile double, double* @vd, align 8, !tbaa !5
  %877 = tail call double @log(double noundef %876) #10
  %878 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %877)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %879 = load volatile double, double* @vd, align 8, !tbaa !5
  %880 = tail call double @log(double noundef %879) #10
  %881 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %880)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %882 = load volatile double, double* @vd, align 8, !tbaa !5
  %883 = tail call double @log(double noundef %882) #10
  %884 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %883)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %885 = load volatile double, double* @vd, align 8, !tbaa !5
  %886 = tail call double @log(double noundef %885) #10
  %887 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %886)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %888 = load volatile double, double* @vd, align 8, !tbaa !5
  %889 = tail call double @log(double noundef %888) #10
  %890 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %889)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %891 = load volatile double, double* @vd, align 8, !tbaa !5
  %892 = tail call double @log(double noundef %891) #10
  %893 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %892)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %894 = load volatile double, double* @vd, align 8, !tbaa !5
  %895 = tail call double @log(double noundef %894) #10
  %896 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %895)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %897 = load volatile double, double* @vd, align 8, !tbaa !5
  %898 = tail call double @log(double noundef %897) #10
  %899 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %898)
  %900 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %901 = load volatile float, float* @vf, align 4, !tbaa !9
  %902 = tail call float @logf(float noundef %901) #10
  %903 = fpext float %902 to double
  %904 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %903)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %905 = load volatile float, float* @vf, align 4, !tbaa !9
  %906 = tail call float @logf(float noundef %905) #10
  %907 = fpext float %906 to double
  %908 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %907)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %909 = load volatile float, float* @vf, align 4, !tbaa !9
  %910 = tail call float @logf(float noundef %909) #10
  %911 = fpext float %910 to double
  %912 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %911)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %913 = load volatile float, float* @vf, align 4, !tbaa !9
  %914 = tail call float @logf(float noundef %913) #10
  %915 = fpext float %914 to double
  %916 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %915)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %917 = load volatile float, float* @vf, align 4, !tbaa !9
  %918 = tail call float @logf(float noundef %917) #10
  %919 = fpext float %918 to double
  %920 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %919)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %921 = load volatile float, float* @vf, align 4, !tbaa !9
  %922 = tail call float @logf(float noundef %921) #10
  %923 = fpext float %922 to double
  %924 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %923)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %925 = load volatile float, float* @vf, align 4, !tbaa !9
  %926 = tail call float @logf(float noundef %925) #10
  %927 = fpext float %926 to double
  %928 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %927)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %929 = load volatile float, float* @vf, align 4, !tbaa !9
  %930 = tail call float @logf(float noundef %929) #10
  %931 = fpext float %930 to double
  %932 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %931)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %933 = load volatile float, float* @vf, align 4, !tbaa !9
  %934 = tail call float @logf(float noundef %933) #10
  %935 = fpext float %934 to double
  %936 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %935)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %937 = load volatile float, float* @vf, align 4, !tbaa !9
  %938 = tail call float @logf(float noundef %937) #10
  %939 = fpext float %938 to double
  %940 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %939)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %941 = load volatile float, float* @vf, align 4, !tbaa !9
  %942 = tail call float @logf(float noundef %941) #10
  %943 = fpext float %942 to double
  %944 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %943)
  %945 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %946 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %947 = tail call x86_fp80 @logl(x86_fp80 noundef %946) #10
  %948 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %947)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %949 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %950 = tail call x86_fp80 @logl(x86_fp80 noundef %949) #10
  %951 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %950)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %952 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %953 = tail call x86_fp80 @logl(x86_fp80 noundef %952) #10
  %954 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %953)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %955 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %956 = tail call x86_fp80 @logl(x86_fp80 noundef %955) #10
  %957 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %956)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %958 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %959 = tail call x86_fp80 @logl(x86_fp80 noundef %958) #10
  %960 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %959)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %961 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %962 = tail call x86_fp80 @logl(x86_fp80 noundef %961) #10
  %963 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %962)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %964 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %965 = tail call x86_fp80 @logl(x86_fp80 noundef %964) #10
  %966 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %965)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %967 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %968 = tail call x86_fp80 @logl(x86_fp80 noundef %967) #10
  %969 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %968)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %970 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %971 = tail call x86_fp80 @logl(x86_fp80 noundef %970) #10
  %972 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %971)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %973 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %974 = tail call x86_fp80 @logl(x86_fp80 noundef %973) #10
  %975 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %974)
  %976 = tail call i32 @putchar(i32 10)
  %977 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %978 = load volatile double, double* @vd, align 8, !tbaa !5
  %979 = tail call double @log2(double noundef %978) #10
  %980 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %979)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %981 = load volatile double, double* @vd, align 8, !tbaa !5
  %982 = tail call double @log2(double noundef %981) #10
  %983 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %982)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %984 = load volatile double, double* @vd, align 8, !tbaa !5
  %985 = tail call double @log2(double noundef %984) #10
  %986 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %985)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %987 = load volatile double, double* @vd, align 8, !tbaa !5
  %988 = tail call double @log2(double noundef %987) #10
  %989 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %988)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %990 = load volatile double, double* @vd, align 8, !tbaa !5
  %991 = tail call double @log2(double noundef %990) #10
  %992 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %991)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %993 = load volatile double, double* @vd, align 8, !tbaa !5
  %994 = tail call double @log2(double noundef %993) #10
  %995 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %994)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %996 = load volatile double, double* @vd, align 8, !tbaa !5
  %997 = tail call double @log2(double noundef %996) #10
  %998 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %997)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %999 = load volatile double, double* @vd, align 8, !tbaa !5
  %1000 = tail call double @log2(double noundef %999) #10
  %1001 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1000)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1002 = load volatile double, double* @vd, align 8, !tbaa !5
  %1003 = tail call double @log2(double noundef %1002) #10
  %1004 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1003)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1005 = load volatile double, double* @vd, align 8, !tbaa !5
  %1006 = tail call double @log2(double noundef %1005) #10
  %1007 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1006)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1008 = load volatile double, double* @vd, align 8, !tbaa !5
  %1009 = tail call double @log2(double noundef %1008) #10
  %1010 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1009)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1011 = load volatile double, double* @vd, align 8, !tbaa !5
  %1012 = tail call double @log2(double noundef %1011) #10
  %1013 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1012)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1014 = load volatile double, double* @vd, align 8, !tbaa !5
  %1015 = tail call double @log2(double noundef %1014) #10
  %1016 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1015)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1017 = load volatile double, double* @vd, align 8, !tbaa !5
  %1018 = tail call double @log2(double noundef %1017) #10
  %1019 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1018)
  %1020 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1021 = load volatile float, float* @vf, align 4, !tbaa !9
  %1022 = tail call float @log2f(float noundef %1021) #10
  %1023 = fpext float %1022 to double
  %1024 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1023)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1025 = load volatile float, float* @vf, align 4, !tbaa !9
  %1026 = tail call float @log2f(float noundef %1025) #10
  %1027 = fpext float %1026 to double
  %1028 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1027)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1029 = load volatile float, float* @vf, align 4, !tbaa !9
  %1030 = tail call float @log2f(float noundef %1029) #10
  %1031 = fpext float %1030 to double
  %1032 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1031)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1033 = load volatile float, float* @vf, align 4, !tbaa !9
  %1034 = tail call float @log2f(float noundef %1033) #10
  %1035 = fpext float %1034 to double
  %1036 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1035)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1037 = load volatile float, float* @vf, align 4, !tbaa !9
  %1038 = tail call float @log2f(float noundef %1037) #10
  %1039 = fpext float %1038 to double
  %1040 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1039)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1041 = load volatile float, float* @vf, align 4, !tbaa !9
  %1042 = tail call float @log2f(float noundef %1041) #10
  %1043 = fpext float %1042 to double
  %1044 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1043)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1045 = load volatile float, float* @vf, align 4, !tbaa !9
  %1046 = tail call float @log2f(float noundef %1045) #10
  %1047 = fpext float %1046 to double
  %1048 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1047)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1049 = load volatile float, float* @vf, align 4, !tbaa !9
  %1050 = tail call float @log2f(float noundef %1049) #10
  %1051 = fpext float %1050 to double
  %1052 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1051)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1053 = load volatile float, float* @vf, align 4, !tbaa !9
  %1054 = tail call float @log2f(float noundef %1053) #10
  %1055 = fpext float %1054 to double
  %1056 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1055)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1057 = load volatile float, float* @vf, align 4, !tbaa !9
  %1058 = tail call float @log2f(float noundef %1057) #10
  %1059 = fpext float %1058 to double
  %1060 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1059)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1061 = load volatile float, float* @vf, align 4, !tbaa !9
  %1062 = tail call float @log2f(float noundef %1061) #10
  %1063 = fpext float %1062 to double
  %1064 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1063)
  %1065 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1066 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1067 = tail call x86_fp80 @log2l(x86_fp80 noundef %1066) #10
  %1068 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1067)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1069 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1070 = tail call x86_fp80 @log2l(x86_fp80 noundef %1069) #10
  %1071 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1070)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1072 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1073 = tail call x86_fp80 @log2l(x86_fp80 noundef %1072) #10
  %1074 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1073)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1075 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1076 = tail call x86_fp80 @log2l(x86_fp80 noundef %1075) #10
  %1077 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1076)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1078 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1079 = tail call x86_fp80 @log2l(x86_fp80 noundef %1078) #10
  %1080 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1079)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1081 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1082 = tail call x86_fp80 @log2l(x86_fp80 noundef %1081) #10
  %1083 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1082)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1084 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1085 = tail call x86_fp80 @log2l(x86_fp80 noundef %1084) #10
  %1086 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1085)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1087 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1088 = tail call x86_fp80 @log2l(x86_fp80 noundef %1087) #10
  %1089 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1088)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1090 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1091 = tail call x86_fp80 @log2l(x86_fp80 noundef %1090) #10
  %1092 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1091)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1093 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1094 = tail call x86_fp80 @log2l(x86_fp80 noundef %1093) #10
  %1095 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1094)
  %1096 = tail call i32 @putchar(i32 10)
  %1097 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1098 = load volatile double, double* @vd, align 8, !tbaa !5
  %1099 = tail call double @log10(double noundef %1098) #10
  %1100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1099)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1101 = load volatile double, double* @vd, align 8, !tbaa !5
  %1102 = tail call double @log10(double noundef %1101) #10
  %1103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1102)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1104 = load volatile double, double* @vd, align 8, !tbaa !5
  %1105 = tail call double @log10(double noundef %1104) #10
  %1106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1105)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1107 = load volatile double, double* @vd, align 8, !tbaa !5
  %1108 = tail call double @log10(double noundef %1107) #10
  %1109 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1108)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1110 = load volatile double, double* @vd, align 8, !tbaa !5
  %1111 = tail call double @log10(double noundef %1110) #10
  %1112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1111)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1113 = load volatile double, double* @vd, align 8, !tbaa !5
  %1114 = tail call double @log10(double noundef %1113) #10
  %1115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1114)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1116 = load volatile double, double* @vd, align 8, !tbaa !5
  %1117 = tail call double @log10(double noundef %1116) #10
  %1118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1117)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1119 = load volatile double, double* @vd, align 8, !tbaa !5
  %1120 = tail call double @log10(double noundef %1119) #10
  %1121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1120)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1122 = load volatile double, double* @vd, align 8, !tbaa !5
  %1123 = tail call double @log10(double noundef %1122) #10
  %1124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1123)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1125 = load volatile double, double* @vd, align 8, !tbaa !5
  %1126 = tail call double @log10(double noundef %1125) #10
  %1127 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1126)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1128 = load volatile double, double* @vd, align 8, !tbaa !5
  %1129 = tail call double @log10(double noundef %1128) #10
  %1130 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1129)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1131 = load volatile double, double* @vd, align 8, !tbaa !5
  %1132 = tail call double @log10(double noundef %1131) #10
  %1133 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1132)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1134 = load volatile double, double* @vd, align 8, !tbaa !5
  %1135 = tail call double @log10(double noundef %1134) #10
  %1136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1135)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1137 = load volatile double, double* @vd, align 8, !tbaa !5
  %1138 = tail call double @log10(double noundef %1137) #10
  %1139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1138)
  %1140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1141 = load volatile float, float* @vf, align 4, !tbaa !9
  %1142 = tail call float @log10f(float noundef %1141) #10
  %1143 = fpext float %1142 to double
  %1144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1143)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1145 = load volatile float, float* @vf, align 4, !tbaa !9
  %1146 = tail call float @log10f(float noundef %1145) #10
  %1147 = fpext float %1146 to double
  %1148 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1147)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1149 = load volatile float, float* @vf, align 4, !tbaa !9
  %1150 = tail call float @log10f(float noundef %1149) #10
  %1151 = fpext float %1150 to double
  %1152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1151)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1153 = load volatile float, float* @vf, align 4, !tbaa !9
  %1154 = tail call float @log10f(float noundef %1153) #10
  %1155 = fpext float %1154 to double
  %1156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1155)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1157 = load volatile float, float* @vf, align 4, !tbaa !9
  %1158 = tail call float @log10f(float noundef %1157) #10
  %1159 = fpext float %1158 to double
  %1160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1159)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1161 = load volatile float, float* @vf, align 4, !tbaa !9
  %1162 = tail call float @log10f(float noundef %1161) #10
  %1163 = fpext float %1162 to double
  %1164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1163)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1165 = load volatile float, float* @vf, align 4, !tbaa !9
  %1166 = tail call float @log10f(float noundef %1165) #10
  %1167 = fpext float %1166 to double
  %1168 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1167)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1169 = load volatile float, float* @vf, align 4, !tbaa !9
  %1170 = tail call float @log10f(float noundef %1169) #10
  %1171 = fpext float %1170 to double
  %1172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1171)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1173 = load volatile float, float* @vf, align 4, !tbaa !9
  %1174 = tail call float @log10f(float noundef %1173) #10
  %1175 = fpext float %1174 to double
  %1176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1175)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1177 = load volatile float, float* @vf, align 4, !tbaa !9
  %1178 = tail call float @log10f(float noundef %1177) #10
  %1179 = fpext float %1178 to double
  %1180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1179)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1181 = load volatile float, float* @vf, align 4, !tbaa !9
  %1182 = tail call float @log10f(float noundef %1181) #10
  %1183 = fpext float %1182 to double
  %1184 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1183)
  %1185 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1186 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1187 = tail call x86_fp80 @log10l(x86_fp80 noundef %1186) #10
  %1188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1187)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1189 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1190 = tail call x86_fp80 @log10l(x86_fp80 noundef %1189) #10
  %1191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1190)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1192 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1193 = tail call x86_fp80 @log10l(x86_fp80 noundef %1192) #10
  %1194 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1193)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1195 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1196 = tail call x86_fp80 @log10l(x86_fp80 noundef %1195) #10
  %1197 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1196)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1198 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1199 = tail call x86_fp80 @log10l(x86_fp80 noundef %1198) #10
  %1200 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1199)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1201 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1202 = tail call x86_fp80 @log10l(x86_fp80 noundef %1201) #10
  %1203 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1202)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1204 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1205 = tail call x86_fp80 @log10l(x86_fp80 noundef %1204) #10
  %1206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1205)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1207 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1208 = tail call x86_fp80 @log10l(x86_fp80 noundef %1207) #10
  %1209 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1208)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1210 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1211 = tail call x86_fp80 @log10l(x86_fp80 noundef %1210) #10
  %1212 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1211)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1213 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1214 = tail call x86_fp80 @log10l(x86_fp80 noundef %1213) #10
  %1215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1214)
  %1216 = tail call i32 @putchar(i32 10)
  %1217 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1218 = load volatile double, double* @vd, align 8, !tbaa !5
  %1219 = tail call double @log1p(double noundef %1218) #10
  %1220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1219)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1221 = load volatile double, double* @vd, align 8, !tbaa !5
  %1222 = tail call double @log1p(double noundef %1221) #10
  %1223 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1222)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1224 = load volatile double, double* @vd, align 8, !tbaa !5
  %1225 = tail call double @log1p(double noundef %1224) #10
  %1226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1225)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1227 = load volatile double, double* @vd, align 8, !tbaa !5
  %1228 = tail call double @log1p(double noundef %1227) #10
  %1229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1228)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1230 = load volatile double, double* @vd, align 8, !tbaa !5
  %1231 = tail call double @log1p(double noundef %1230) #10
  %1232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1231)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1233 = load volatile double, double* @vd, align 8, !tbaa !5
  %1234 = tail call double @log1p(double noundef %1233) #10
  %1235 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1234)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1236 = load volatile double, double* @vd, align 8, !tbaa !5
  %1237 = tail call double @log1p(double noundef %1236) #10
  %1238 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1237)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1239 = load volatile double, double* @vd, align 8, !tbaa !5
  %1240 = tail call double @log1p(double noundef %1239) #10
  %1241 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1240)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1242 = load volatile double, double* @vd, align 8, !tbaa !5
  %1243 = tail call double @log1p(double noundef %1242) #10
  %1244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1243)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1245 = load volatile double, double* @vd, align 8, !tbaa !5
  %1246 = tail call double @log1p(double noundef %1245) #10
  %1247 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1246)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1248 = load volatile double, double* @vd, align 8, !tbaa !5
  %1249 = tail call double @log1p(double noundef %1248) #10
  %1250 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1249)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1251 = load volatile double, double* @vd, align 8, !tbaa !5
  %1252 = tail call double @log1p(double noundef %1251) #10
  %1253 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1252)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1254 = load volatile double, double* @vd, align 8, !tbaa !5
  %1255 = tail call double @log1p(double noundef %1254) #10
  %1256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1255)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1257 = load volatile double, double* @vd, align 8, !tbaa !5
  %1258 = tail call double @log1p(double noundef %1257) #10
  %1259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1258)
  %1260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1261 = load volatile float, float* @vf, align 4, !tbaa !9
  %1262 = tail call float @log1pf(float noundef %1261) #10
  %1263 = fpext float %1262 to double
  %1264 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1263)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1265 = load volatile float, float* @vf, align 4, !tbaa !9
  %1266 = tail call float @log1pf(float noundef %1265) #10
  %1267 = fpext float %1266 to double
  %1268 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1267)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1269 = load volatile float, float* @vf, align 4, !tbaa !9
  %1270 = tail call float @log1pf(float noundef %1269) #10
  %1271 = fpext float %1270 to double
  %1272 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1271)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1273 = load volatile float, float* @vf, align 4, !tbaa !9
  %1274 = tail call float @log1pf(float noundef %1273) #10
  %1275 = fpext float %1274 to double
  %1276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1275)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1277 = load volatile float, float* @vf, align 4, !tbaa !9
  %1278 = tail call float @log1pf(float noundef %1277) #10
  %1279 = fpext float %1278 to double
  %1280 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1279)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1281 = load volatile float, float* @vf, align 4, !tbaa !9
  %1282 = tail call float @log1pf(float noundef %1281) #10
  %1283 = fpext float %1282 to double
  %1284 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1283)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1285 = load volatile float, float* @vf, align 4, !tbaa !9
  %1286 = tail call float @log1pf(float noundef %1285) #10
  %1287 = fpext float %1286 to double
  %1288 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1287)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1289 = load volatile float, float* @vf, align 4, !tbaa !9
  %1290 = tail call float @log1pf(float noundef %1289) #10
  %1291 = fpext float %1290 to double
  %1292 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1291)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1293 = load volatile float, float* @vf, align 4, !tbaa !9
  %1294 = tail call float @log1pf(float noundef %1293) #10
  %1295 = fpext float %1294 to double
  %1296 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1295)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1297 = load volatile float, float* @vf, align 4, !tbaa !9
  %1298 = tail call float @log1pf(float noundef %1297) #10
  %1299 = fpext float %1298 to double
  %1300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1299)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1301 = load volatile float, float* @vf, align 4, !tbaa !9
  %1302 = tail call float @log1pf(float noundef %1301) #10
  %1303 = fpext float %1302 to double
  %1304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1303)
  %1305 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1306 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1307 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1306) #10
  %1308 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1307)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1309 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1310 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1309) #10
  %1311 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1310)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1312 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1313 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1312) #10
  %1314 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1313)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1315 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1316 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1315) #10
  %1317 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1316)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1318 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1319 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1318) #10
  %1320 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1319)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1321 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1322 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1321) #10
  %1323 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1322)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1324 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1325 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1324) #10
  %1326 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1325)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1327 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1328 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1327) #10
  %1329 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1328)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1330 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1331 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1330) #10
  %1332 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1331)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1333 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1334 = tail call x86_fp80 @log1pl(x86_fp80 noundef %1333) #10
  %1335 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1334)
  %1336 = tail call i32 @putchar(i32 10)
  %1337 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1338 = load volatile double, double* @vd, align 8, !tbaa !5
  %1339 = tail call double @logb(double noundef %1338) #10
  %1340 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1339)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1341 = load volatile double, double* @vd, align 8, !tbaa !5
  %1342 = tail call double @logb(double noundef %1341) #10
  %1343 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1342)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1344 = load volatile double, double* @vd, align 8, !tbaa !5
  %1345 = tail call double @logb(double noundef %1344) #10
  %1346 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1345)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1347 = load volatile double, double* @vd, align 8, !tbaa !5
  %1348 = tail call double @logb(double noundef %1347) #10
  %1349 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1348)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1350 = load volatile double, double* @vd, align 8, !tbaa !5
  %1351 = tail call double @logb(double noundef %1350) #10
  %1352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1351)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1353 = load volatile double, double* @vd, align 8, !tbaa !5
  %1354 = tail call double @logb(double noundef %1353) #10
  %1355 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1354)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1356 = load volatile double, double* @vd, align 8, !tbaa !5
  %1357 = tail call double @logb(double noundef %1356) #10
  %1358 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1357)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1359 = load volatile double, double* @vd, align 8, !tbaa !5
  %1360 = tail call double @logb(double noundef %1359) #10
  %1361 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1360)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1362 = load volatile double, double* @vd, align 8, !tbaa !5
  %1363 = tail call double @logb(double noundef %1362) #10
  %1364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1363)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1365 = load volatile double, double* @vd, align 8, !tbaa !5
  %1366 = tail call double @logb(double noundef %1365) #10
  %1367 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1366)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1368 = load volatile double, double* @vd, align 8, !tbaa !5
  %1369 = tail call double @logb(double noundef %1368) #10
  %1370 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1369)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1371 = load volatile double, double* @vd, align 8, !tbaa !5
  %1372 = tail call double @logb(double noundef %1371) #10
  %1373 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1372)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1374 = load volatile double, double* @vd, align 8, !tbaa !5
  %1375 = tail call double @logb(double noundef %1374) #10
  %1376 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1375)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1377 = load volatile double, double* @vd, align 8, !tbaa !5
  %1378 = tail call double @logb(double noundef %1377) #10
  %1379 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1378)
  %1380 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1381 = load volatile float, float* @vf, align 4, !tbaa !9
  %1382 = tail call float @logbf(float noundef %1381) #10
  %1383 = fpext float %1382 to double
  %1384 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1383)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1385 = load volatile float, float* @vf, align 4, !tbaa !9
  %1386 = tail call float @logbf(float noundef %1385) #10
  %1387 = fpext float %1386 to double
  %1388 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1387)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1389 = load volatile float, float* @vf, align 4, !tbaa !9
  %1390 = tail call float @logbf(float noundef %1389) #10
  %1391 = fpext float %1390 to double
  %1392 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1391)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1393 = load volatile float, float* @vf, align 4, !tbaa !9
  %1394 = tail call float @logbf(float noundef %1393) #10
  %1395 = fpext float %1394 to double
  %1396 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1395)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1397 = load volatile float, float* @vf, align 4, !tbaa !9
  %1398 = tail call float @logbf(float noundef %1397) #10
  %1399 = fpext float %1398 to double
  %1400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1399)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1401 = load volatile float, float* @vf, align 4, !tbaa !9
  %1402 = tail call float @logbf(float noundef %1401) #10
  %1403 = fpext float %1402 to double
  %1404 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1403)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1405 = load volatile float, float* @vf, align 4, !tbaa !9
  %1406 = tail call float @logbf(float noundef %1405) #10
  %1407 = fpext float %1406 to double
  %1408 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1407)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1409 = load volatile float, float* @vf, align 4, !tbaa !9
  %1410 = tail call float @logbf(float noundef %1409) #10
  %1411 = fpext float %1410 to double
  %1412 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1411)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1413 = load volatile float, float* @vf, align 4, !tbaa !9
  %1414 = tail call float @logbf(float noundef %1413) #10
  %1415 = fpext float %1414 to double
  %1416 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1415)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1417 = load volatile float, float* @vf, align 4, !tbaa !9
  %1418 = tail call float @logbf(float noundef %1417) #10
  %1419 = fpext float %1418 to double
  %1420 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1419)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1421 = load volatile float, float* @vf, align 4, !tbaa !9
  %1422 = tail call float @logbf(float noundef %1421) #10
  %1423 = fpext float %1422 to double
  %1424 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1423)
  %1425 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1426 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1427 = tail call x86_fp80 @logbl(x86_fp80 noundef %1426) #10
  %1428 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1427)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1429 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1430 = tail call x86_fp80 @logbl(x86_fp80 noundef %1429) #10
  %1431 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1430)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1432 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1433 = tail call x86_fp80 @logbl(x86_fp80 noundef %1432) #10
  %1434 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1433)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1435 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1436 = tail call x86_fp80 @logbl(x86_fp80 noundef %1435) #10
  %1437 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1436)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1438 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1439 = tail call x86_fp80 @logbl(x86_fp80 noundef %1438) #10
  %1440 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1439)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1441 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1442 = tail call x86_fp80 @logbl(x86_fp80 noundef %1441) #10
  %1443 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1442)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1444 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1445 = tail call x86_fp80 @logbl(x86_fp80 noundef %1444) #10
  %1446 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1445)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1447 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1448 = tail call x86_fp80 @logbl(x86_fp80 noundef %1447) #10
  %1449 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1448)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1450 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1451 = tail call x86_fp80 @logbl(x86_fp80 noundef %1450) #10
  %1452 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1451)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1453 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1454 = tail call x86_fp80 @logbl(x86_fp80 noundef %1453) #10
  %1455 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1454)
  %1456 = tail call i32 @putchar(i32 10)
  %1457 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1458 = load volatile double, double* @vd, align 8, !tbaa !5
  %1459 = tail call double @sin(double noundef %1458) #10
  %1460 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1459)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1461 = load volatile double, double* @vd, align 8, !tbaa !5
  %1462 = tail call double @sin(double noundef %1461) #10
  %1463 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1462)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1464 = load volatile double, double* @vd, align 8, !tbaa !5
  %1465 = tail call double @sin(double noundef %1464) #10
  %1466 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1465)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1467 = load volatile double, double* @vd, align 8, !tbaa !5
  %1468 = tail call double @sin(double noundef %1467) #10
  %1469 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1468)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1470 = load volatile double, double* @vd, align 8, !tbaa !5
  %1471 = tail call double @sin(double noundef %1470) #10
  %1472 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1471)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1473 = load volatile double, double* @vd, align 8, !tbaa !5
  %1474 = tail call double @sin(double noundef %1473) #10
  %1475 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1474)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1476 = load volatile double, double* @vd, align 8, !tbaa !5
  %1477 = tail call double @sin(double noundef %1476) #10
  %1478 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1477)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1479 = load volatile double, double* @vd, align 8, !tbaa !5
  %1480 = tail call double @sin(double noundef %1479) #10
  %1481 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1480)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1482 = load volatile double, double* @vd, align 8, !tbaa !5
  %1483 = tail call double @sin(double noundef %1482) #10
  %1484 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1483)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1485 = load volatile double, double* @vd, align 8, !tbaa !5
  %1486 = tail call double @sin(double noundef %1485) #10
  %1487 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1486)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1488 = load volatile double, double* @vd, align 8, !tbaa !5
  %1489 = tail call double @sin(double noundef %1488) #10
  %1490 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1489)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1491 = load volatile double, double* @vd, align 8, !tbaa !5
  %1492 = tail call double @sin(double noundef %1491) #10
  %1493 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1492)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1494 = load volatile double, double* @vd, align 8, !tbaa !5
  %1495 = tail call double @sin(double noundef %1494) #10
  %1496 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1495)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1497 = load volatile double, double* @vd, align 8, !tbaa !5
  %1498 = tail call double @sin(double noundef %1497) #10
  %1499 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1498)
  %1500 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1501 = load volatile float, float* @vf, align 4, !tbaa !9
  %1502 = tail call float @sinf(float noundef %1501) #10
  %1503 = fpext float %1502 to double
  %1504 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1503)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1505 = load volatile float, float* @vf, align 4, !tbaa !9
  %1506 = tail call float @sinf(float noundef %1505) #10
  %1507 = fpext float %1506 to double
  %1508 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1507)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1509 = load volatile float, float* @vf, align 4, !tbaa !9
  %1510 = tail call float @sinf(float noundef %1509) #10
  %1511 = fpext float %1510 to double
  %1512 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1511)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1513 = load volatile float, float* @vf, align 4, !tbaa !9
  %1514 = tail call float @sinf(float noundef %1513) #10
  %1515 = fpext float %1514 to double
  %1516 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1515)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1517 = load volatile float, float* @vf, align 4, !tbaa !9
  %1518 = tail call float @sinf(float noundef %1517) #10
  %1519 = fpext float %1518 to double
  %1520 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1519)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1521 = load volatile float, float* @vf, align 4, !tbaa !9
  %1522 = tail call float @sinf(float noundef %1521) #10
  %1523 = fpext float %1522 to double
  %1524 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1523)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1525 = load volatile float, float* @vf, align 4, !tbaa !9
  %1526 = tail call float @sinf(float noundef %1525) #10
  %1527 = fpext float %1526 to double
  %1528 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1527)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1529 = load volatile float, float* @vf, align 4, !tbaa !9
  %1530 = tail call float @sinf(float noundef %1529) #10
  %1531 = fpext float %1530 to double
  %1532 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1531)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1533 = load volatile float, float* @vf, align 4, !tbaa !9
  %1534 = tail call float @sinf(float noundef %1533) #10
  %1535 = fpext float %1534 to double
  %1536 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1535)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1537 = load volatile float, float* @vf, align 4, !tbaa !9
  %1538 = tail call float @sinf(float noundef %1537) #10
  %1539 = fpext float %1538 to double
  %1540 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1539)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1541 = load volatile float, float* @vf, align 4, !tbaa !9
  %1542 = tail call float @sinf(float noundef %1541) #10
  %1543 = fpext float %1542 to double
  %1544 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1543)
  %1545 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1546 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1547 = tail call x86_fp80 @sinl(x86_fp80 noundef %1546) #10
  %1548 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1547)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1549 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1550 = tail call x86_fp80 @sinl(x86_fp80 noundef %1549) #10
  %1551 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1550)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1552 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1553 = tail call x86_fp80 @sinl(x86_fp80 noundef %1552) #10
  %1554 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1553)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1555 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1556 = tail call x86_fp80 @sinl(x86_fp80 noundef %1555) #10
  %1557 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1556)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1558 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1559 = tail call x86_fp80 @sinl(x86_fp80 noundef %1558) #10
  %1560 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1559)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1561 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1562 = tail call x86_fp80 @sinl(x86_fp80 noundef %1561) #10
  %1563 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1562)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1564 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1565 = tail call x86_fp80 @sinl(x86_fp80 noundef %1564) #10
  %1566 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1565)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1567 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1568 = tail call x86_fp80 @sinl(x86_fp80 noundef %1567) #10
  %1569 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1568)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1570 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1571 = tail call x86_fp80 @sinl(x86_fp80 noundef %1570) #10
  %1572 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1571)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1573 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1574 = tail call x86_fp80 @sinl(x86_fp80 noundef %1573) #10
  %1575 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1574)
  %1576 = tail call i32 @putchar(i32 10)
  %1577 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1578 = load volatile double, double* @vd, align 8, !tbaa !5
  %1579 = tail call double @cos(double noundef %1578) #10
  %1580 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1579)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1581 = load volatile double, double* @vd, align 8, !tbaa !5
  %1582 = tail call double @cos(double noundef %1581) #10
  %1583 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1582)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1584 = load volatile double, double* @vd, align 8, !tbaa !5
  %1585 = tail call double @cos(double noundef %1584) #10
  %1586 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1585)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1587 = load volatile double, double* @vd, align 8, !tbaa !5
  %1588 = tail call double @cos(double noundef %1587) #10
  %1589 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1588)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1590 = load volatile double, double* @vd, align 8, !tbaa !5
  %1591 = tail call double @cos(double noundef %1590) #10
  %1592 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1591)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1593 = load volatile double, double* @vd, align 8, !tbaa !5
  %1594 = tail call double @cos(double noundef %1593) #10
  %1595 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1594)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1596 = load volatile double, double* @vd, align 8, !tbaa !5
  %1597 = tail call double @cos(double noundef %1596) #10
  %1598 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1597)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1599 = load volatile double, double* @vd, align 8, !tbaa !5
  %1600 = tail call double @cos(double noundef %1599) #10
  %1601 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1600)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1602 = load volatile double, double* @vd, align 8, !tbaa !5
  %1603 = tail call double @cos(double noundef %1602) #10
  %1604 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1603)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1605 = load volatile double, double* @vd, align 8, !tbaa !5
  %1606 = tail call double @cos(double noundef %1605) #10
  %1607 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1606)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1608 = load volatile double, double* @vd, align 8, !tbaa !5
  %1609 = tail call double @cos(double noundef %1608) #10
  %1610 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1609)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1611 = load volatile double, double* @vd, align 8, !tbaa !5
  %1612 = tail call double @cos(double noundef %1611) #10
  %1613 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1612)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1614 = load volatile double, double* @vd, align 8, !tbaa !5
  %1615 = tail call double @cos(double noundef %1614) #10
  %1616 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1615)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1617 = load volatile double, double* @vd, align 8, !tbaa !5
  %1618 = tail call double @cos(double noundef %1617) #10
  %1619 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1618)
  %1620 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1621 = load volatile float, float* @vf, align 4, !tbaa !9
  %1622 = tail call float @cosf(float noundef %1621) #10
  %1623 = fpext float %1622 to double
  %1624 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1623)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1625 = load volatile float, float* @vf, align 4, !tbaa !9
  %1626 = tail call float @cosf(float noundef %1625) #10
  %1627 = fpext float %1626 to double
  %1628 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1627)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1629 = load volatile float, float* @vf, align 4, !tbaa !9
  %1630 = tail call float @cosf(float noundef %1629) #10
  %1631 = fpext float %1630 to double
  %1632 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1631)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1633 = load volatile float, float* @vf, align 4, !tbaa !9
  %1634 = tail call float @cosf(float noundef %1633) #10
  %1635 = fpext float %1634 to double
  %1636 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1635)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1637 = load volatile float, float* @vf, align 4, !tbaa !9
  %1638 = tail call float @cosf(float noundef %1637) #10
  %1639 = fpext float %1638 to double
  %1640 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1639)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1641 = load volatile float, float* @vf, align 4, !tbaa !9
  %1642 = tail call float @cosf(float noundef %1641) #10
  %1643 = fpext float %1642 to double
  %1644 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1643)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1645 = load volatile float, float* @vf, align 4, !tbaa !9
  %1646 = tail call float @cosf(float noundef %1645) #10
  %1647 = fpext float %1646 to double
  %1648 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1647)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1649 = load volatile float, float* @vf, align 4, !tbaa !9
  %1650 = tail call float @cosf(float noundef %1649) #10
  %1651 = fpext float %1650 to double
  %1652 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1651)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1653 = load volatile float, float* @vf, align 4, !tbaa !9
  %1654 = tail call float @cosf(float noundef %1653) #10
  %1655 = fpext float %1654 to double
  %1656 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1655)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1657 = load volatile float, float* @vf, align 4, !tbaa !9
  %1658 = tail call float @cosf(float noundef %1657) #10
  %1659 = fpext float %1658 to double
  %1660 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1659)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1661 = load volatile float, float* @vf, align 4, !tbaa !9
  %1662 = tail call float @cosf(float noundef %1661) #10
  %1663 = fpext float %1662 to double
  %1664 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1663)
  %1665 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1666 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1667 = tail call x86_fp80 @cosl(x86_fp80 noundef %1666) #10
  %1668 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1667)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1669 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1670 = tail call x86_fp80 @cosl(x86_fp80 noundef %1669) #10
  %1671 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1670)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1672 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1673 = tail call x86_fp80 @cosl(x86_fp80 noundef %1672) #10
  %1674 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1673)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1675 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1676 = tail call x86_fp80 @cosl(x86_fp80 noundef %1675) #10
  %1677 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1676)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1678 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1679 = tail call x86_fp80 @cosl(x86_fp80 noundef %1678) #10
  %1680 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1679)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1681 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1682 = tail call x86_fp80 @cosl(x86_fp80 noundef %1681) #10
  %1683 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1682)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1684 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1685 = tail call x86_fp80 @cosl(x86_fp80 noundef %1684) #10
  %1686 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1685)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1687 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1688 = tail call x86_fp80 @cosl(x86_fp80 noundef %1687) #10
  %1689 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1688)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1690 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1691 = tail call x86_fp80 @cosl(x86_fp80 noundef %1690) #10
  %1692 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1691)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1693 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1694 = tail call x86_fp80 @cosl(x86_fp80 noundef %1693) #10
  %1695 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1694)
  %1696 = tail call i32 @putchar(i32 10)
  %1697 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1698 = load volatile double, double* @vd, align 8, !tbaa !5
  %1699 = tail call double @tan(double noundef %1698) #10
  %1700 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1699)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1701 = load volatile double, double* @vd, align 8, !tbaa !5
  %1702 = tail call double @tan(double noundef %1701) #10
  %1703 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1702)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1704 = load volatile double, double* @vd, align 8, !tbaa !5
  %1705 = tail call double @tan(double noundef %1704) #10
  %1706 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1705)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1707 = load volatile double, double* @vd, align 8, !tbaa !5
  %1708 = tail call double @tan(double noundef %1707) #10
  %1709 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1708)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1710 = load volatile double, double* @vd, align 8, !tbaa !5
  %1711 = tail call double @tan(double noundef %1710) #10
  %1712 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1711)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1713 = load volatile double, double* @vd, align 8, !tbaa !5
  %1714 = tail call double @tan(double noundef %1713) #10
  %1715 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1714)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1716 = load volatile double, double* @vd, align 8, !tbaa !5
  %1717 = tail call double @tan(double noundef %1716) #10
  %1718 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1717)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1719 = load volatile double, double* @vd, align 8, !tbaa !5
  %1720 = tail call double @tan(double noundef %1719) #10
  %1721 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1720)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1722 = load volatile double, double* @vd, align 8, !tbaa !5
  %1723 = tail call double @tan(double noundef %1722) #10
  %1724 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1723)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1725 = load volatile double, double* @vd, align 8, !tbaa !5
  %1726 = tail call double @tan(double noundef %1725) #10
  %1727 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1726)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1728 = load volatile double, double* @vd, align 8, !tbaa !5
  %1729 = tail call double @tan(double noundef %1728) #10
  %1730 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1729)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1731 = load volatile double, double* @vd, align 8, !tbaa !5
  %1732 = tail call double @tan(double noundef %1731) #10
  %1733 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1732)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1734 = load volatile double, double* @vd, align 8, !tbaa !5
  %1735 = tail call double @tan(double noundef %1734) #10
  %1736 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1735)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1737 = load volatile double, double* @vd, align 8, !tbaa !5
  %1738 = tail call double @tan(double noundef %1737) #10
  %1739 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1738)
  %1740 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1741 = load volatile float, float* @vf, align 4, !tbaa !9
  %1742 = tail call float @tanf(float noundef %1741) #10
  %1743 = fpext float %1742 to double
  %1744 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1743)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1745 = load volatile float, float* @vf, align 4, !tbaa !9
  %1746 = tail call float @tanf(float noundef %1745) #10
  %1747 = fpext float %1746 to double
  %1748 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1747)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1749 = load volatile float, float* @vf, align 4, !tbaa !9
  %1750 = tail call float @tanf(float noundef %1749) #10
  %1751 = fpext float %1750 to double
  %1752 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1751)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1753 = load volatile float, float* @vf, align 4, !tbaa !9
  %1754 = tail call float @tanf(float noundef %1753) #10
  %1755 = fpext float %1754 to double
  %1756 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1755)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1757 = load volatile float, float* @vf, align 4, !tbaa !9
  %1758 = tail call float @tanf(float noundef %1757) #10
  %1759 = fpext float %1758 to double
  %1760 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1759)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1761 = load volatile float, float* @vf, align 4, !tbaa !9
  %1762 = tail call float @tanf(float noundef %1761) #10
  %1763 = fpext float %1762 to double
  %1764 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1763)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1765 = load volatile float, float* @vf, align 4, !tbaa !9
  %1766 = tail call float @tanf(float noundef %1765) #10
  %1767 = fpext float %1766 to double
  %1768 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1767)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1769 = load volatile float, float* @vf, align 4, !tbaa !9
  %1770 = tail call float @tanf(float noundef %1769) #10
  %1771 = fpext float %1770 to double
  %1772 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1771)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1773 = load volatile float, float* @vf, align 4, !tbaa !9
  %1774 = tail call float @tanf(float noundef %1773) #10
  %1775 = fpext float %1774 to double
  %1776 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1775)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1777 = load volatile float, float* @vf, align 4, !tbaa !9
  %1778 = tail call float @tanf(float noundef %1777) #10
  %1779 = fpext float %1778 to double
  %1780 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1779)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1781 = load volatile float, float* @vf, align 4, !tbaa !9
  %1782 = tail call float @tanf(float noundef %1781) #10
  %1783 = fpext float %1782 to double
  %1784 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1783)
  %1785 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1786 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1787 = tail call x86_fp80 @tanl(x86_fp80 noundef %1786) #10
  %1788 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1787)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1789 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1790 = tail call x86_fp80 @tanl(x86_fp80 noundef %1789) #10
  %1791 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1790)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1792 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1793 = tail call x86_fp80 @tanl(x86_fp80 noundef %1792) #10
  %1794 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1793)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1795 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1796 = tail call x86_fp80 @tanl(x86_fp80 noundef %1795) #10
  %1797 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1796)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1798 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1799 = tail call x86_fp80 @tanl(x86_fp80 noundef %1798) #10
  %1800 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1799)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1801 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1802 = tail call x86_fp80 @tanl(x86_fp80 noundef %1801) #10
  %1803 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1802)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1804 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1805 = tail call x86_fp80 @tanl(x86_fp80 noundef %1804) #10
  %1806 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1805)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1807 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1808 = tail call x86_fp80 @tanl(x86_fp80 noundef %1807) #10
  %1809 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1808)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1810 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1811 = tail call x86_fp80 @tanl(x86_fp80 noundef %1810) #10
  %1812 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1811)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1813 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1814 = tail call x86_fp80 @tanl(x86_fp80 noundef %1813) #10
  %1815 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1814)
  %1816 = tail call i32 @putchar(i32 10)
  %1817 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.21, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1818 = load volatile double, double* @vd, align 8, !tbaa !5
  %1819 = tail call double @asin(double noundef %1818) #10
  %1820 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1819)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1821 = load volatile double, double* @vd, align 8, !tbaa !5
  %1822 = tail call double @asin(double noundef %1821) #10
  %1823 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1822)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1824 = load volatile double, double* @vd, align 8, !tbaa !5
  %1825 = tail call double @asin(double noundef %1824) #10
  %1826 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1825)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1827 = load volatile double, double* @vd, align 8, !tbaa !5
  %1828 = tail call double @asin(double noundef %1827) #10
  %1829 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1828)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1830 = load volatile double, double* @vd, align 8, !tbaa !5
  %1831 = tail call double @asin(double noundef %1830) #10
  %1832 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1831)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1833 = load volatile double, double* @vd, align 8, !tbaa !5
  %1834 = tail call double @asin(double noundef %1833) #10
  %1835 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1834)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1836 = load volatile double, double* @vd, align 8, !tbaa !5
  %1837 = tail call double @asin(double noundef %1836) #10
  %1838 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1837)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1839 = load volatile double, double* @vd, align 8, !tbaa !5
  %1840 = tail call double @asin(double noundef %1839) #10
  %1841 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1840)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1842 = load volatile double, double* @vd, align 8, !tbaa !5
  %1843 = tail call double @asin(double noundef %1842) #10
  %1844 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1843)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1845 = load volatile double, double* @vd, align 8, !tbaa !5
  %1846 = tail call double @asin(double noundef %1845) #10
  %1847 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1846)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1848 = load volatile double, double* @vd, align 8, !tbaa !5
  %1849 = tail call double @asin(double noundef %1848) #10
  %1850 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1849)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1851 = load volatile double, double* @vd, align 8, !tbaa !5
  %1852 = tail call double @asin(double noundef %1851) #10
  %1853 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1852)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1854 = load volatile double, double* @vd, align 8, !tbaa !5
  %1855 = tail call double @asin(double noundef %1854) #10
  %1856 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1855)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1857 = load volatile double, double* @vd, align 8, !tbaa !5
  %1858 = tail call double @asin(double noundef %1857) #10
  %1859 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1858)
  %1860 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.21, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1861 = load volatile float, float* @vf, align 4, !tbaa !9
  %1862 = tail call float @asinf(float noundef %1861) #10
  %1863 = fpext float %1862 to double
  %1864 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1863)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1865 = load volatile float, float* @vf, align 4, !tbaa !9
  %1866 = tail call float @asinf(float noundef %1865) #10
  %1867 = fpext float %1866 to double
  %1868 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1867)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1869 = load volatile float, float* @vf, align 4, !tbaa !9
  %1870 = tail call float @asinf(float noundef %1869) #10
  %1871 = fpext float %1870 to double
  %1872 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1871)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1873 = load volatile float, float* @vf, align 4, !tbaa !9
  %1874 = tail call float @asinf(float noundef %1873) #10
  %1875 = fpext float %1874 to double
  %1876 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1875)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1877 = load volatile float, float* @vf, align 4, !tbaa !9
  %1878 = tail call float @asinf(float noundef %1877) #10
  %1879 = fpext float %1878 to double
  %1880 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1879)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %1881 = load volatile float, float* @vf, align 4, !tbaa !9
  %1882 = tail call float @asinf(float noundef %1881) #10
  %1883 = fpext float %1882 to double
  %1884 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1883)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %1885 = load volatile float, float* @vf, align 4, !tbaa !9
  %1886 = tail call float @asinf(float noundef %1885) #10
  %1887 = fpext float %1886 to double
  %1888 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1887)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %1889 = load volatile float, float* @vf, align 4, !tbaa !9
  %1890 = tail call float @asinf(float noundef %1889) #10
  %1891 = fpext float %1890 to double
  %1892 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1891)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %1893 = load volatile float, float* @vf, align 4, !tbaa !9
  %1894 = tail call float @asinf(float noundef %1893) #10
  %1895 = fpext float %1894 to double
  %1896 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1895)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %1897 = load volatile float, float* @vf, align 4, !tbaa !9
  %1898 = tail call float @asinf(float noundef %1897) #10
  %1899 = fpext float %1898 to double
  %1900 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1899)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %1901 = load volatile float, float* @vf, align 4, !tbaa !9
  %1902 = tail call float @asinf(float noundef %1901) #10
  %1903 = fpext float %1902 to double
  %1904 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1903)
  %1905 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.21, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1906 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1907 = tail call x86_fp80 @asinl(x86_fp80 noundef %1906) #10
  %1908 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1907)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1909 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1910 = tail call x86_fp80 @asinl(x86_fp80 noundef %1909) #10
  %1911 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1910)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1912 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1913 = tail call x86_fp80 @asinl(x86_fp80 noundef %1912) #10
  %1914 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1913)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1915 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1916 = tail call x86_fp80 @asinl(x86_fp80 noundef %1915) #10
  %1917 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1916)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1918 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1919 = tail call x86_fp80 @asinl(x86_fp80 noundef %1918) #10
  %1920 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1919)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1921 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1922 = tail call x86_fp80 @asinl(x86_fp80 noundef %1921) #10
  %1923 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1922)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %1924 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1925 = tail call x86_fp80 @asinl(x86_fp80 noundef %1924) #10
  %1926 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1925)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %1927 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1928 = tail call x86_fp80 @asinl(x86_fp80 noundef %1927) #10
  %1929 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1928)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %1930 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1931 = tail call x86_fp80 @asinl(x86_fp80 noundef %1930) #10
  %1932 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1931)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %1933 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %1934 = tail call x86_fp80 @asinl(x86_fp80 noundef %1933) #10
  %1935 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1934)
  %1936 = tail call i32 @putchar(i32 10)
  %1937 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %1938 = load volatile double, double* @vd, align 8, !tbaa !5
  %1939 = tail call double @acos(double noundef %1938) #10
  %1940 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1939)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %1941 = load volatile double, double* @vd, align 8, !tbaa !5
  %1942 = tail call double @acos(double noundef %1941) #10
  %1943 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1942)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %1944 = load volatile double, double* @vd, align 8, !tbaa !5
  %1945 = tail call double @acos(double noundef %1944) #10
  %1946 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1945)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %1947 = load volatile double, double* @vd, align 8, !tbaa !5
  %1948 = tail call double @acos(double noundef %1947) #10
  %1949 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1948)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %1950 = load volatile double, double* @vd, align 8, !tbaa !5
  %1951 = tail call double @acos(double noundef %1950) #10
  %1952 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1951)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %1953 = load volatile double, double* @vd, align 8, !tbaa !5
  %1954 = tail call double @acos(double noundef %1953) #10
  %1955 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1954)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %1956 = load volatile double, double* @vd, align 8, !tbaa !5
  %1957 = tail call double @acos(double noundef %1956) #10
  %1958 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1957)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %1959 = load volatile double, double* @vd, align 8, !tbaa !5
  %1960 = tail call double @acos(double noundef %1959) #10
  %1961 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1960)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %1962 = load volatile double, double* @vd, align 8, !tbaa !5
  %1963 = tail call double @acos(double noundef %1962) #10
  %1964 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1963)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %1965 = load volatile double, double* @vd, align 8, !tbaa !5
  %1966 = tail call double @acos(double noundef %1965) #10
  %1967 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1966)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %1968 = load volatile double, double* @vd, align 8, !tbaa !5
  %1969 = tail call double @acos(double noundef %1968) #10
  %1970 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1969)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %1971 = load volatile double, double* @vd, align 8, !tbaa !5
  %1972 = tail call double @acos(double noundef %1971) #10
  %1973 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1972)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %1974 = load volatile double, double* @vd, align 8, !tbaa !5
  %1975 = tail call double @acos(double noundef %1974) #10
  %1976 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1975)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %1977 = load volatile double, double* @vd, align 8, !tbaa !5
  %1978 = tail call double @acos(double noundef %1977) #10
  %1979 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1978)
  %1980 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %1981 = load volatile float, float* @vf, align 4, !tbaa !9
  %1982 = tail call float @acosf(float noundef %1981) #10
  %1983 = fpext float %1982 to double
  %1984 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1983)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %1985 = load volatile float, float* @vf, align 4, !tbaa !9
  %1986 = tail call float @acosf(float noundef %1985) #10
  %1987 = fpext float %1986 to double
  %1988 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1987)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %1989 = load volatile float, float* @vf, align 4, !tbaa !9
  %1990 = tail call float @acosf(float noundef %1989) #10
  %1991 = fpext float %1990 to double
  %1992 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1991)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %1993 = load volatile float, float* @vf, align 4, !tbaa !9
  %1994 = tail call float @acosf(float noundef %1993) #10
  %1995 = fpext float %1994 to double
  %1996 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1995)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %1997 = load volatile float, float* @vf, align 4, !tbaa !9
  %1998 = tail call float @acosf(float noundef %1997) #10
  %1999 = fpext float %1998 to double
  %2000 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1999)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2001 = load volatile float, float* @vf, align 4, !tbaa !9
  %2002 = tail call float @acosf(float noundef %2001) #10
  %2003 = fpext float %2002 to double
  %2004 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2003)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2005 = load volatile float, float* @vf, align 4, !tbaa !9
  %2006 = tail call float @acosf(float noundef %2005) #10
  %2007 = fpext float %2006 to double
  %2008 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2007)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2009 = load volatile float, float* @vf, align 4, !tbaa !9
  %2010 = tail call float @acosf(float noundef %2009) #10
  %2011 = fpext float %2010 to double
  %2012 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2011)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2013 = load volatile float, float* @vf, align 4, !tbaa !9
  %2014 = tail call float @acosf(float noundef %2013) #10
  %2015 = fpext float %2014 to double
  %2016 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2015)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2017 = load volatile float, float* @vf, align 4, !tbaa !9
  %2018 = tail call float @acosf(float noundef %2017) #10
  %2019 = fpext float %2018 to double
  %2020 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2019)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2021 = load volatile float, float* @vf, align 4, !tbaa !9
  %2022 = tail call float @acosf(float noundef %2021) #10
  %2023 = fpext float %2022 to double
  %2024 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2023)
  %2025 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2026 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2027 = tail call x86_fp80 @acosl(x86_fp80 noundef %2026) #10
  %2028 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2027)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2029 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2030 = tail call x86_fp80 @acosl(x86_fp80 noundef %2029) #10
  %2031 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2030)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2032 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2033 = tail call x86_fp80 @acosl(x86_fp80 noundef %2032) #10
  %2034 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2033)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2035 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2036 = tail call x86_fp80 @acosl(x86_fp80 noundef %2035) #10
  %2037 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2036)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2038 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2039 = tail call x86_fp80 @acosl(x86_fp80 noundef %2038) #10
  %2040 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2039)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2041 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2042 = tail call x86_fp80 @acosl(x86_fp80 noundef %2041) #10
  %2043 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2042)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2044 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2045 = tail call x86_fp80 @acosl(x86_fp80 noundef %2044) #10
  %2046 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2045)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2047 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2048 = tail call x86_fp80 @acosl(x86_fp80 noundef %2047) #10
  %2049 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2048)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2050 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2051 = tail call x86_fp80 @acosl(x86_fp80 noundef %2050) #10
  %2052 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2051)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2053 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2054 = tail call x86_fp80 @acosl(x86_fp80 noundef %2053) #10
  %2055 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2054)
  %2056 = tail call i32 @putchar(i32 10)
  %2057 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2058 = load volatile double, double* @vd, align 8, !tbaa !5
  %2059 = tail call double @atan(double noundef %2058) #10
  %2060 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2059)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2061 = load volatile double, double* @vd, align 8, !tbaa !5
  %2062 = tail call double @atan(double noundef %2061) #10
  %2063 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2062)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2064 = load volatile double, double* @vd, align 8, !tbaa !5
  %2065 = tail call double @atan(double noundef %2064) #10
  %2066 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2065)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2067 = load volatile double, double* @vd, align 8, !tbaa !5
  %2068 = tail call double @atan(double noundef %2067) #10
  %2069 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2068)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2070 = load volatile double, double* @vd, align 8, !tbaa !5
  %2071 = tail call double @atan(double noundef %2070) #10
  %2072 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2071)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2073 = load volatile double, double* @vd, align 8, !tbaa !5
  %2074 = tail call double @atan(double noundef %2073) #10
  %2075 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2074)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2076 = load volatile double, double* @vd, align 8, !tbaa !5
  %2077 = tail call double @atan(double noundef %2076) #10
  %2078 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2077)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2079 = load volatile double, double* @vd, align 8, !tbaa !5
  %2080 = tail call double @atan(double noundef %2079) #10
  %2081 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2080)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2082 = load volatile double, double* @vd, align 8, !tbaa !5
  %2083 = tail call double @atan(double noundef %2082) #10
  %2084 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2083)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2085 = load volatile double, double* @vd, align 8, !tbaa !5
  %2086 = tail call double @atan(double noundef %2085) #10
  %2087 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2086)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2088 = load volatile double, double* @vd, align 8, !tbaa !5
  %2089 = tail call double @atan(double noundef %2088) #10
  %2090 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2089)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2091 = load volatile double, double* @vd, align 8, !tbaa !5
  %2092 = tail call double @atan(double noundef %2091) #10
  %2093 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2092)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2094 = load volatile double, double* @vd, align 8, !tbaa !5
  %2095 = tail call double @atan(double noundef %2094) #10
  %2096 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2095)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2097 = load volatile double, double* @vd, align 8, !tbaa !5
  %2098 = tail call double @atan(double noundef %2097) #10
  %2099 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2098)
  %2100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2101 = load volatile float, float* @vf, align 4, !tbaa !9
  %2102 = tail call float @atanf(float noundef %2101) #10
  %2103 = fpext float %2102 to double
  %2104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2103)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2105 = load volatile float, float* @vf, align 4, !tbaa !9
  %2106 = tail call float @atanf(float noundef %2105) #10
  %2107 = fpext float %2106 to double
  %2108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2107)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2109 = load volatile float, float* @vf, align 4, !tbaa !9
  %2110 = tail call float @atanf(float noundef %2109) #10
  %2111 = fpext float %2110 to double
  %2112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2111)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2113 = load volatile float, float* @vf, align 4, !tbaa !9
  %2114 = tail call float @atanf(float noundef %2113) #10
  %2115 = fpext float %2114 to double
  %2116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2115)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2117 = load volatile float, float* @vf, align 4, !tbaa !9
  %2118 = tail call float @atanf(float noundef %2117) #10
  %2119 = fpext float %2118 to double
  %2120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2119)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2121 = load volatile float, float* @vf, align 4, !tbaa !9
  %2122 = tail call float @atanf(float noundef %2121) #10
  %2123 = fpext float %2122 to double
  %2124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2123)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2125 = load volatile float, float* @vf, align 4, !tbaa !9
  %2126 = tail call float @atanf(float noundef %2125) #10
  %2127 = fpext float %2126 to double
  %2128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2127)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2129 = load volatile float, float* @vf, align 4, !tbaa !9
  %2130 = tail call float @atanf(float noundef %2129) #10
  %2131 = fpext float %2130 to double
  %2132 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2131)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2133 = load volatile float, float* @vf, align 4, !tbaa !9
  %2134 = tail call float @atanf(float noundef %2133) #10
  %2135 = fpext float %2134 to double
  %2136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2135)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2137 = load volatile float, float* @vf, align 4, !tbaa !9
  %2138 = tail call float @atanf(float noundef %2137) #10
  %2139 = fpext float %2138 to double
  %2140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2139)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2141 = load volatile float, float* @vf, align 4, !tbaa !9
  %2142 = tail call float @atanf(float noundef %2141) #10
  %2143 = fpext float %2142 to double
  %2144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2143)
  %2145 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2146 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2147 = tail call x86_fp80 @atanl(x86_fp80 noundef %2146) #10
  %2148 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2147)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2149 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2150 = tail call x86_fp80 @atanl(x86_fp80 noundef %2149) #10
  %2151 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2150)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2152 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2153 = tail call x86_fp80 @atanl(x86_fp80 noundef %2152) #10
  %2154 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2153)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2155 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2156 = tail call x86_fp80 @atanl(x86_fp80 noundef %2155) #10
  %2157 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2156)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2158 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2159 = tail call x86_fp80 @atanl(x86_fp80 noundef %2158) #10
  %2160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2159)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2161 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2162 = tail call x86_fp80 @atanl(x86_fp80 noundef %2161) #10
  %2163 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2162)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2164 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2165 = tail call x86_fp80 @atanl(x86_fp80 noundef %2164) #10
  %2166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2165)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2167 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2168 = tail call x86_fp80 @atanl(x86_fp80 noundef %2167) #10
  %2169 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2168)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2170 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2171 = tail call x86_fp80 @atanl(x86_fp80 noundef %2170) #10
  %2172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2171)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2173 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2174 = tail call x86_fp80 @atanl(x86_fp80 noundef %2173) #10
  %2175 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2174)
  %2176 = tail call i32 @putchar(i32 10)
  %2177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2178 = load volatile double, double* @vd, align 8, !tbaa !5
  %2179 = tail call double @sinh(double noundef %2178) #10
  %2180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2179)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2181 = load volatile double, double* @vd, align 8, !tbaa !5
  %2182 = tail call double @sinh(double noundef %2181) #10
  %2183 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2182)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2184 = load volatile double, double* @vd, align 8, !tbaa !5
  %2185 = tail call double @sinh(double noundef %2184) #10
  %2186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2185)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2187 = load volatile double, double* @vd, align 8, !tbaa !5
  %2188 = tail call double @sinh(double noundef %2187) #10
  %2189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2188)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2190 = load volatile double, double* @vd, align 8, !tbaa !5
  %2191 = tail call double @sinh(double noundef %2190) #10
  %2192 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2191)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2193 = load volatile double, double* @vd, align 8, !tbaa !5
  %2194 = tail call double @sinh(double noundef %2193) #10
  %2195 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2194)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2196 = load volatile double, double* @vd, align 8, !tbaa !5
  %2197 = tail call double @sinh(double noundef %2196) #10
  %2198 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2197)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2199 = load volatile double, double* @vd, align 8, !tbaa !5
  %2200 = tail call double @sinh(double noundef %2199) #10
  %2201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2200)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2202 = load volatile double, double* @vd, align 8, !tbaa !5
  %2203 = tail call double @sinh(double noundef %2202) #10
  %2204 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2203)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2205 = load volatile double, double* @vd, align 8, !tbaa !5
  %2206 = tail call double @sinh(double noundef %2205) #10
  %2207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2206)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2208 = load volatile double, double* @vd, align 8, !tbaa !5
  %2209 = tail call double @sinh(double noundef %2208) #10
  %2210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2209)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2211 = load volatile double, double* @vd, align 8, !tbaa !5
  %2212 = tail call double @sinh(double noundef %2211) #10
  %2213 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2212)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2214 = load volatile double, double* @vd, align 8, !tbaa !5
  %2215 = tail call double @sinh(double noundef %2214) #10
  %2216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2215)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2217 = load volatile double, double* @vd, align 8, !tbaa !5
  %2218 = tail call double @sinh(double noundef %2217) #10
  %2219 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2218)
  %2220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2221 = load volatile float, float* @vf, align 4, !tbaa !9
  %2222 = tail call float @sinhf(float noundef %2221) #10
  %2223 = fpext float %2222 to double
  %2224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2223)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2225 = load volatile float, float* @vf, align 4, !tbaa !9
  %2226 = tail call float @sinhf(float noundef %2225) #10
  %2227 = fpext float %2226 to double
  %2228 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2227)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2229 = load volatile float, float* @vf, align 4, !tbaa !9
  %2230 = tail call float @sinhf(float noundef %2229) #10
  %2231 = fpext float %2230 to double
  %2232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2231)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2233 = load volatile float, float* @vf, align 4, !tbaa !9
  %2234 = tail call float @sinhf(float noundef %2233) #10
  %2235 = fpext float %2234 to double
  %2236 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2235)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2237 = load volatile float, float* @vf, align 4, !tbaa !9
  %2238 = tail call float @sinhf(float noundef %2237) #10
  %2239 = fpext float %2238 to double
  %2240 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2239)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2241 = load volatile float, float* @vf, align 4, !tbaa !9
  %2242 = tail call float @sinhf(float noundef %2241) #10
  %2243 = fpext float %2242 to double
  %2244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2243)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2245 = load volatile float, float* @vf, align 4, !tbaa !9
  %2246 = tail call float @sinhf(float noundef %2245) #10
  %2247 = fpext float %2246 to double
  %2248 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2247)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2249 = load volatile float, float* @vf, align 4, !tbaa !9
  %2250 = tail call float @sinhf(float noundef %2249) #10
  %2251 = fpext float %2250 to double
  %2252 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2251)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2253 = load volatile float, float* @vf, align 4, !tbaa !9
  %2254 = tail call float @sinhf(float noundef %2253) #10
  %2255 = fpext float %2254 to double
  %2256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2255)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2257 = load volatile float, float* @vf, align 4, !tbaa !9
  %2258 = tail call float @sinhf(float noundef %2257) #10
  %2259 = fpext float %2258 to double
  %2260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2259)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2261 = load volatile float, float* @vf, align 4, !tbaa !9
  %2262 = tail call float @sinhf(float noundef %2261) #10
  %2263 = fpext float %2262 to double
  %2264 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2263)
  %2265 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2266 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2267 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2266) #10
  %2268 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2267)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2269 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2270 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2269) #10
  %2271 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2270)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2272 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2273 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2272) #10
  %2274 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2273)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2275 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2276 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2275) #10
  %2277 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2276)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2278 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2279 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2278) #10
  %2280 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2279)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2281 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2282 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2281) #10
  %2283 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2282)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2284 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2285 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2284) #10
  %2286 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2285)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2287 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2288 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2287) #10
  %2289 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2288)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2290 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2291 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2290) #10
  %2292 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2291)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2293 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2294 = tail call x86_fp80 @sinhl(x86_fp80 noundef %2293) #10
  %2295 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2294)
  %2296 = tail call i32 @putchar(i32 10)
  %2297 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2298 = load volatile double, double* @vd, align 8, !tbaa !5
  %2299 = tail call double @cosh(double noundef %2298) #10
  %2300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2299)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2301 = load volatile double, double* @vd, align 8, !tbaa !5
  %2302 = tail call double @cosh(double noundef %2301) #10
  %2303 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2302)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2304 = load volatile double, double* @vd, align 8, !tbaa !5
  %2305 = tail call double @cosh(double noundef %2304) #10
  %2306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2305)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2307 = load volatile double, double* @vd, align 8, !tbaa !5
  %2308 = tail call double @cosh(double noundef %2307) #10
  %2309 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2308)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2310 = load volatile double, double* @vd, align 8, !tbaa !5
  %2311 = tail call double @cosh(double noundef %2310) #10
  %2312 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2311)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2313 = load volatile double, double* @vd, align 8, !tbaa !5
  %2314 = tail call double @cosh(double noundef %2313) #10
  %2315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2314)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2316 = load volatile double, double* @vd, align 8, !tbaa !5
  %2317 = tail call double @cosh(double noundef %2316) #10
  %2318 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2317)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2319 = load volatile double, double* @vd, align 8, !tbaa !5
  %2320 = tail call double @cosh(double noundef %2319) #10
  %2321 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2320)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2322 = load volatile double, double* @vd, align 8, !tbaa !5
  %2323 = tail call double @cosh(double noundef %2322) #10
  %2324 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2323)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2325 = load volatile double, double* @vd, align 8, !tbaa !5
  %2326 = tail call double @cosh(double noundef %2325) #10
  %2327 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2326)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2328 = load volatile double, double* @vd, align 8, !tbaa !5
  %2329 = tail call double @cosh(double noundef %2328) #10
  %2330 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2329)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2331 = load volatile double, double* @vd, align 8, !tbaa !5
  %2332 = tail call double @cosh(double noundef %2331) #10
  %2333 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2332)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2334 = load volatile double, double* @vd, align 8, !tbaa !5
  %2335 = tail call double @cosh(double noundef %2334) #10
  %2336 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2335)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2337 = load volatile double, double* @vd, align 8, !tbaa !5
  %2338 = tail call double @cosh(double noundef %2337) #10
  %2339 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2338)
  %2340 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2341 = load volatile float, float* @vf, align 4, !tbaa !9
  %2342 = tail call float @coshf(float noundef %2341) #10
  %2343 = fpext float %2342 to double
  %2344 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2343)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2345 = load volatile float, float* @vf, align 4, !tbaa !9
  %2346 = tail call float @coshf(float noundef %2345) #10
  %2347 = fpext float %2346 to double
  %2348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2347)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2349 = load volatile float, float* @vf, align 4, !tbaa !9
  %2350 = tail call float @coshf(float noundef %2349) #10
  %2351 = fpext float %2350 to double
  %2352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2351)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2353 = load volatile float, float* @vf, align 4, !tbaa !9
  %2354 = tail call float @coshf(float noundef %2353) #10
  %2355 = fpext float %2354 to double
  %2356 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2355)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2357 = load volatile float, float* @vf, align 4, !tbaa !9
  %2358 = tail call float @coshf(float noundef %2357) #10
  %2359 = fpext float %2358 to double
  %2360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2359)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2361 = load volatile float, float* @vf, align 4, !tbaa !9
  %2362 = tail call float @coshf(float noundef %2361) #10
  %2363 = fpext float %2362 to double
  %2364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2363)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2365 = load volatile float, float* @vf, align 4, !tbaa !9
  %2366 = tail call float @coshf(float noundef %2365) #10
  %2367 = fpext float %2366 to double
  %2368 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2367)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2369 = load volatile float, float* @vf, align 4, !tbaa !9
  %2370 = tail call float @coshf(float noundef %2369) #10
  %2371 = fpext float %2370 to double
  %2372 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2371)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2373 = load volatile float, float* @vf, align 4, !tbaa !9
  %2374 = tail call float @coshf(float noundef %2373) #10
  %2375 = fpext float %2374 to double
  %2376 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2375)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2377 = load volatile float, float* @vf, align 4, !tbaa !9
  %2378 = tail call float @coshf(float noundef %2377) #10
  %2379 = fpext float %2378 to double
  %2380 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2379)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2381 = load volatile float, float* @vf, align 4, !tbaa !9
  %2382 = tail call float @coshf(float noundef %2381) #10
  %2383 = fpext float %2382 to double
  %2384 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2383)
  %2385 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2386 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2387 = tail call x86_fp80 @coshl(x86_fp80 noundef %2386) #10
  %2388 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2387)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2389 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2390 = tail call x86_fp80 @coshl(x86_fp80 noundef %2389) #10
  %2391 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2390)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2392 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2393 = tail call x86_fp80 @coshl(x86_fp80 noundef %2392) #10
  %2394 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2393)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2395 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2396 = tail call x86_fp80 @coshl(x86_fp80 noundef %2395) #10
  %2397 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2396)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2398 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2399 = tail call x86_fp80 @coshl(x86_fp80 noundef %2398) #10
  %2400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2399)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2401 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2402 = tail call x86_fp80 @coshl(x86_fp80 noundef %2401) #10
  %2403 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2402)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2404 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2405 = tail call x86_fp80 @coshl(x86_fp80 noundef %2404) #10
  %2406 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2405)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2407 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2408 = tail call x86_fp80 @coshl(x86_fp80 noundef %2407) #10
  %2409 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2408)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2410 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2411 = tail call x86_fp80 @coshl(x86_fp80 noundef %2410) #10
  %2412 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2411)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2413 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2414 = tail call x86_fp80 @coshl(x86_fp80 noundef %2413) #10
  %2415 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2414)
  %2416 = tail call i32 @putchar(i32 10)
  %2417 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.26, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2418 = load volatile double, double* @vd, align 8, !tbaa !5
  %2419 = tail call double @tanh(double noundef %2418) #10
  %2420 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2419)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2421 = load volatile double, double* @vd, align 8, !tbaa !5
  %2422 = tail call double @tanh(double noundef %2421) #10
  %2423 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2422)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2424 = load volatile double, double* @vd, align 8, !tbaa !5
  %2425 = tail call double @tanh(double noundef %2424) #10
  %2426 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2425)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2427 = load volatile double, double* @vd, align 8, !tbaa !5
  %2428 = tail call double @tanh(double noundef %2427) #10
  %2429 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2428)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2430 = load volatile double, double* @vd, align 8, !tbaa !5
  %2431 = tail call double @tanh(double noundef %2430) #10
  %2432 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2431)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2433 = load volatile double, double* @vd, align 8, !tbaa !5
  %2434 = tail call double @tanh(double noundef %2433) #10
  %2435 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2434)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2436 = load volatile double, double* @vd, align 8, !tbaa !5
  %2437 = tail call double @tanh(double noundef %2436) #10
  %2438 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2437)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2439 = load volatile double, double* @vd, align 8, !tbaa !5
  %2440 = tail call double @tanh(double noundef %2439) #10
  %2441 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2440)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2442 = load volatile double, double* @vd, align 8, !tbaa !5
  %2443 = tail call double @tanh(double noundef %2442) #10
  %2444 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2443)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2445 = load volatile double, double* @vd, align 8, !tbaa !5
  %2446 = tail call double @tanh(double noundef %2445) #10
  %2447 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2446)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2448 = load volatile double, double* @vd, align 8, !tbaa !5
  %2449 = tail call double @tanh(double noundef %2448) #10
  %2450 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2449)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2451 = load volatile double, double* @vd, align 8, !tbaa !5
  %2452 = tail call double @tanh(double noundef %2451) #10
  %2453 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2452)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2454 = load volatile double, double* @vd, align 8, !tbaa !5
  %2455 = tail call double @tanh(double noundef %2454) #10
  %2456 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2455)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2457 = load volatile double, double* @vd, align 8, !tbaa !5
  %2458 = tail call double @tanh(double noundef %2457) #10
  %2459 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2458)
  %2460 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.26, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2461 = load volatile float, float* @vf, align 4, !tbaa !9
  %2462 = tail call float @tanhf(float noundef %2461) #10
  %2463 = fpext float %2462 to double
  %2464 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2463)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2465 = load volatile float, float* @vf, align 4, !tbaa !9
  %2466 = tail call float @tanhf(float noundef %2465) #10
  %2467 = fpext float %2466 to double
  %2468 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2467)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2469 = load volatile float, float* @vf, align 4, !tbaa !9
  %2470 = tail call float @tanhf(float noundef %2469) #10
  %2471 = fpext float %2470 to double
  %2472 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2471)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2473 = load volatile float, float* @vf, align 4, !tbaa !9
  %2474 = tail call float @tanhf(float noundef %2473) #10
  %2475 = fpext float %2474 to double
  %2476 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2475)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2477 = load volatile float, float* @vf, align 4, !tbaa !9
  %2478 = tail call float @tanhf(float noundef %2477) #10
  %2479 = fpext float %2478 to double
  %2480 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2479)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2481 = load volatile float, float* @vf, align 4, !tbaa !9
  %2482 = tail call float @tanhf(float noundef %2481) #10
  %2483 = fpext float %2482 to double
  %2484 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2483)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2485 = load volatile float, float* @vf, align 4, !tbaa !9
  %2486 = tail call float @tanhf(float noundef %2485) #10
  %2487 = fpext float %2486 to double
  %2488 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2487)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2489 = load volatile float, float* @vf, align 4, !tbaa !9
  %2490 = tail call float @tanhf(float noundef %2489) #10
  %2491 = fpext float %2490 to double
  %2492 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2491)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2493 = load volatile float, float* @vf, align 4, !tbaa !9
  %2494 = tail call float @tanhf(float noundef %2493) #10
  %2495 = fpext float %2494 to double
  %2496 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2495)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2497 = load volatile float, float* @vf, align 4, !tbaa !9
  %2498 = tail call float @tanhf(float noundef %2497) #10
  %2499 = fpext float %2498 to double
  %2500 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2499)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2501 = load volatile float, float* @vf, align 4, !tbaa !9
  %2502 = tail call float @tanhf(float noundef %2501) #10
  %2503 = fpext float %2502 to double
  %2504 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2503)
  %2505 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.26, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2506 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2507 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2506) #10
  %2508 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2507)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2509 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2510 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2509) #10
  %2511 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2510)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2512 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2513 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2512) #10
  %2514 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2513)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2515 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2516 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2515) #10
  %2517 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2516)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2518 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2519 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2518) #10
  %2520 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2519)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2521 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2522 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2521) #10
  %2523 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2522)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2524 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2525 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2524) #10
  %2526 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2525)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2527 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2528 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2527) #10
  %2529 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2528)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2530 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2531 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2530) #10
  %2532 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2531)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2533 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2534 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2533) #10
  %2535 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2534)
  %2536 = tail call i32 @putchar(i32 10)
  %2537 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2538 = load volatile double, double* @vd, align 8, !tbaa !5
  %2539 = tail call double @asinh(double noundef %2538) #10
  %2540 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2539)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2541 = load volatile double, double* @vd, align 8, !tbaa !5
  %2542 = tail call double @asinh(double noundef %2541) #10
  %2543 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2542)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2544 = load volatile double, double* @vd, align 8, !tbaa !5
  %2545 = tail call double @asinh(double noundef %2544) #10
  %2546 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2545)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2547 = load volatile double, double* @vd, align 8, !tbaa !5
  %2548 = tail call double @asinh(double noundef %2547) #10
  %2549 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2548)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2550 = load volatile double, double* @vd, align 8, !tbaa !5
  %2551 = tail call double @asinh(double noundef %2550) #10
  %2552 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2551)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2553 = load volatile double, double* @vd, align 8, !tbaa !5
  %2554 = tail call double @asinh(double noundef %2553) #10
  %2555 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2554)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2556 = load volatile double, double* @vd, align 8, !tbaa !5
  %2557 = tail call double @asinh(double noundef %2556) #10
  %2558 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2557)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2559 = load volatile double, double* @vd, align 8, !tbaa !5
  %2560 = tail call double @asinh(double noundef %2559) #10
  %2561 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2560)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2562 = load volatile double, double* @vd, align 8, !tbaa !5
  %2563 = tail call double @asinh(double noundef %2562) #10
  %2564 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2563)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2565 = load volatile double, double* @vd, align 8, !tbaa !5
  %2566 = tail call double @asinh(double noundef %2565) #10
  %2567 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2566)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2568 = load volatile double, double* @vd, align 8, !tbaa !5
  %2569 = tail call double @asinh(double noundef %2568) #10
  %2570 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2569)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2571 = load volatile double, double* @vd, align 8, !tbaa !5
  %2572 = tail call double @asinh(double noundef %2571) #10
  %2573 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2572)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2574 = load volatile double, double* @vd, align 8, !tbaa !5
  %2575 = tail call double @asinh(double noundef %2574) #10
  %2576 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2575)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2577 = load volatile double, double* @vd, align 8, !tbaa !5
  %2578 = tail call double @asinh(double noundef %2577) #10
  %2579 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2578)
  %2580 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2581 = load volatile float, float* @vf, align 4, !tbaa !9
  %2582 = tail call float @asinhf(float noundef %2581) #10
  %2583 = fpext float %2582 to double
  %2584 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2583)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2585 = load volatile float, float* @vf, align 4, !tbaa !9
  %2586 = tail call float @asinhf(float noundef %2585) #10
  %2587 = fpext float %2586 to double
  %2588 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2587)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2589 = load volatile float, float* @vf, align 4, !tbaa !9
  %2590 = tail call float @asinhf(float noundef %2589) #10
  %2591 = fpext float %2590 to double
  %2592 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2591)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2593 = load volatile float, float* @vf, align 4, !tbaa !9
  %2594 = tail call float @asinhf(float noundef %2593) #10
  %2595 = fpext float %2594 to double
  %2596 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2595)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2597 = load volatile float, float* @vf, align 4, !tbaa !9
  %2598 = tail call float @asinhf(float noundef %2597) #10
  %2599 = fpext float %2598 to double
  %2600 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2599)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2601 = load volatile float, float* @vf, align 4, !tbaa !9
  %2602 = tail call float @asinhf(float noundef %2601) #10
  %2603 = fpext float %2602 to double
  %2604 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2603)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2605 = load volatile float, float* @vf, align 4, !tbaa !9
  %2606 = tail call float @asinhf(float noundef %2605) #10
  %2607 = fpext float %2606 to double
  %2608 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2607)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2609 = load volatile float, float* @vf, align 4, !tbaa !9
  %2610 = tail call float @asinhf(float noundef %2609) #10
  %2611 = fpext float %2610 to double
  %2612 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2611)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2613 = load volatile float, float* @vf, align 4, !tbaa !9
  %2614 = tail call float @asinhf(float noundef %2613) #10
  %2615 = fpext float %2614 to double
  %2616 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2615)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2617 = load volatile float, float* @vf, align 4, !tbaa !9
  %2618 = tail call float @asinhf(float noundef %2617) #10
  %2619 = fpext float %2618 to double
  %2620 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2619)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2621 = load volatile float, float* @vf, align 4, !tbaa !9
  %2622 = tail call float @asinhf(float noundef %2621) #10
  %2623 = fpext float %2622 to double
  %2624 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2623)
  %2625 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2626 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2627 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2626) #10
  %2628 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2627)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2629 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2630 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2629) #10
  %2631 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2630)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2632 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2633 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2632) #10
  %2634 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2633)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2635 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2636 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2635) #10
  %2637 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2636)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2638 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2639 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2638) #10
  %2640 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2639)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2641 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2642 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2641) #10
  %2643 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2642)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2644 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2645 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2644) #10
  %2646 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2645)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2647 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2648 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2647) #10
  %2649 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2648)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2650 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2651 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2650) #10
  %2652 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2651)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2653 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2654 = tail call x86_fp80 @asinhl(x86_fp80 noundef %2653) #10
  %2655 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2654)
  %2656 = tail call i32 @putchar(i32 10)
  %2657 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2658 = load volatile double, double* @vd, align 8, !tbaa !5
  %2659 = tail call double @acosh(double noundef %2658) #10
  %2660 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2659)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2661 = load volatile double, double* @vd, align 8, !tbaa !5
  %2662 = tail call double @acosh(double noundef %2661) #10
  %2663 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2662)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2664 = load volatile double, double* @vd, align 8, !tbaa !5
  %2665 = tail call double @acosh(double noundef %2664) #10
  %2666 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2665)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2667 = load volatile double, double* @vd, align 8, !tbaa !5
  %2668 = tail call double @acosh(double noundef %2667) #10
  %2669 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2668)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2670 = load volatile double, double* @vd, align 8, !tbaa !5
  %2671 = tail call double @acosh(double noundef %2670) #10
  %2672 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2671)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2673 = load volatile double, double* @vd, align 8, !tbaa !5
  %2674 = tail call double @acosh(double noundef %2673) #10
  %2675 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2674)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2676 = load volatile double, double* @vd, align 8, !tbaa !5
  %2677 = tail call double @acosh(double noundef %2676) #10
  %2678 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2677)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2679 = load volatile double, double* @vd, align 8, !tbaa !5
  %2680 = tail call double @acosh(double noundef %2679) #10
  %2681 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2680)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2682 = load volatile double, double* @vd, align 8, !tbaa !5
  %2683 = tail call double @acosh(double noundef %2682) #10
  %2684 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2683)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2685 = load volatile double, double* @vd, align 8, !tbaa !5
  %2686 = tail call double @acosh(double noundef %2685) #10
  %2687 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2686)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2688 = load volatile double, double* @vd, align 8, !tbaa !5
  %2689 = tail call double @acosh(double noundef %2688) #10
  %2690 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2689)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2691 = load volatile double, double* @vd, align 8, !tbaa !5
  %2692 = tail call double @acosh(double noundef %2691) #10
  %2693 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2692)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2694 = load volatile double, double* @vd, align 8, !tbaa !5
  %2695 = tail call double @acosh(double noundef %2694) #10
  %2696 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2695)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2697 = load volatile double, double* @vd, align 8, !tbaa !5
  %2698 = tail call double @acosh(double noundef %2697) #10
  %2699 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2698)
  %2700 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2701 = load volatile float, float* @vf, align 4, !tbaa !9
  %2702 = tail call float @acoshf(float noundef %2701) #10
  %2703 = fpext float %2702 to double
  %2704 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2703)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2705 = load volatile float, float* @vf, align 4, !tbaa !9
  %2706 = tail call float @acoshf(float noundef %2705) #10
  %2707 = fpext float %2706 to double
  %2708 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2707)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2709 = load volatile float, float* @vf, align 4, !tbaa !9
  %2710 = tail call float @acoshf(float noundef %2709) #10
  %2711 = fpext float %2710 to double
  %2712 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2711)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2713 = load volatile float, float* @vf, align 4, !tbaa !9
  %2714 = tail call float @acoshf(float noundef %2713) #10
  %2715 = fpext float %2714 to double
  %2716 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2715)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2717 = load volatile float, float* @vf, align 4, !tbaa !9
  %2718 = tail call float @acoshf(float noundef %2717) #10
  %2719 = fpext float %2718 to double
  %2720 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2719)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2721 = load volatile float, float* @vf, align 4, !tbaa !9
  %2722 = tail call float @acoshf(float noundef %2721) #10
  %2723 = fpext float %2722 to double
  %2724 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2723)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2725 = load volatile float, float* @vf, align 4, !tbaa !9
  %2726 = tail call float @acoshf(float noundef %2725) #10
  %2727 = fpext float %2726 to double
  %2728 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2727)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2729 = load volatile float, float* @vf, align 4, !tbaa !9
  %2730 = tail call float @acoshf(float noundef %2729) #10
  %2731 = fpext float %2730 to double
  %2732 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2731)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2733 = load volatile float, float* @vf, align 4, !tbaa !9
  %2734 = tail call float @acoshf(float noundef %2733) #10
  %2735 = fpext float %2734 to double
  %2736 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2735)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2737 = load volatile float, float* @vf, align 4, !tbaa !9
  %2738 = tail call float @acoshf(float noundef %2737) #10
  %2739 = fpext float %2738 to double
  %2740 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2739)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2741 = load volatile float, float* @vf, align 4, !tbaa !9
  %2742 = tail call float @acoshf(float noundef %2741) #10
  %2743 = fpext float %2742 to double
  %2744 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2743)
  %2745 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2746 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2747 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2746) #10
  %2748 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2747)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2749 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2750 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2749) #10
  %2751 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2750)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2752 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2753 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2752) #10
  %2754 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2753)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2755 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2756 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2755) #10
  %2757 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2756)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2758 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2759 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2758) #10
  %2760 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2759)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2761 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2762 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2761) #10
  %2763 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2762)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2764 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2765 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2764) #10
  %2766 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2765)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2767 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2768 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2767) #10
  %2769 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2768)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2770 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2771 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2770) #10
  %2772 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2771)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2773 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2774 = tail call x86_fp80 @acoshl(x86_fp80 noundef %2773) #10
  %2775 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2774)
  %2776 = tail call i32 @putchar(i32 10)
  %2777 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2778 = load volatile double, double* @vd, align 8, !tbaa !5
  %2779 = tail call double @atanh(double noundef %2778) #10
  %2780 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2779)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2781 = load volatile double, double* @vd, align 8, !tbaa !5
  %2782 = tail call double @atanh(double noundef %2781) #10
  %2783 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2782)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2784 = load volatile double, double* @vd, align 8, !tbaa !5
  %2785 = tail call double @atanh(double noundef %2784) #10
  %2786 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2785)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2787 = load volatile double, double* @vd, align 8, !tbaa !5
  %2788 = tail call double @atanh(double noundef %2787) #10
  %2789 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2788)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2790 = load volatile double, double* @vd, align 8, !tbaa !5
  %2791 = tail call double @atanh(double noundef %2790) #10
  %2792 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2791)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2793 = load volatile double, double* @vd, align 8, !tbaa !5
  %2794 = tail call double @atanh(double noundef %2793) #10
  %2795 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2794)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2796 = load volatile double, double* @vd, align 8, !tbaa !5
  %2797 = tail call double @atanh(double noundef %2796) #10
  %2798 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2797)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2799 = load volatile double, double* @vd, align 8, !tbaa !5
  %2800 = tail call double @atanh(double noundef %2799) #10
  %2801 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2800)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2802 = load volatile double, double* @vd, align 8, !tbaa !5
  %2803 = tail call double @atanh(double noundef %2802) #10
  %2804 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2803)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2805 = load volatile double, double* @vd, align 8, !tbaa !5
  %2806 = tail call double @atanh(double noundef %2805) #10
  %2807 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2806)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2808 = load volatile double, double* @vd, align 8, !tbaa !5
  %2809 = tail call double @atanh(double noundef %2808) #10
  %2810 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2809)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2811 = load volatile double, double* @vd, align 8, !tbaa !5
  %2812 = tail call double @atanh(double noundef %2811) #10
  %2813 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2812)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2814 = load volatile double, double* @vd, align 8, !tbaa !5
  %2815 = tail call double @atanh(double noundef %2814) #10
  %2816 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2815)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2817 = load volatile double, double* @vd, align 8, !tbaa !5
  %2818 = tail call double @atanh(double noundef %2817) #10
  %2819 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2818)
  %2820 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2821 = load volatile float, float* @vf, align 4, !tbaa !9
  %2822 = tail call float @atanhf(float noundef %2821) #10
  %2823 = fpext float %2822 to double
  %2824 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2823)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2825 = load volatile float, float* @vf, align 4, !tbaa !9
  %2826 = tail call float @atanhf(float noundef %2825) #10
  %2827 = fpext float %2826 to double
  %2828 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2827)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2829 = load volatile float, float* @vf, align 4, !tbaa !9
  %2830 = tail call float @atanhf(float noundef %2829) #10
  %2831 = fpext float %2830 to double
  %2832 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2831)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2833 = load volatile float, float* @vf, align 4, !tbaa !9
  %2834 = tail call float @atanhf(float noundef %2833) #10
  %2835 = fpext float %2834 to double
  %2836 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2835)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2837 = load volatile float, float* @vf, align 4, !tbaa !9
  %2838 = tail call float @atanhf(float noundef %2837) #10
  %2839 = fpext float %2838 to double
  %2840 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2839)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2841 = load volatile float, float* @vf, align 4, !tbaa !9
  %2842 = tail call float @atanhf(float noundef %2841) #10
  %2843 = fpext float %2842 to double
  %2844 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2843)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2845 = load volatile float, float* @vf, align 4, !tbaa !9
  %2846 = tail call float @atanhf(float noundef %2845) #10
  %2847 = fpext float %2846 to double
  %2848 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2847)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2849 = load volatile float, float* @vf, align 4, !tbaa !9
  %2850 = tail call float @atanhf(float noundef %2849) #10
  %2851 = fpext float %2850 to double
  %2852 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2851)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2853 = load volatile float, float* @vf, align 4, !tbaa !9
  %2854 = tail call float @atanhf(float noundef %2853) #10
  %2855 = fpext float %2854 to double
  %2856 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2855)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2857 = load volatile float, float* @vf, align 4, !tbaa !9
  %2858 = tail call float @atanhf(float noundef %2857) #10
  %2859 = fpext float %2858 to double
  %2860 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2859)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2861 = load volatile float, float* @vf, align 4, !tbaa !9
  %2862 = tail call float @atanhf(float noundef %2861) #10
  %2863 = fpext float %2862 to double
  %2864 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2863)
  %2865 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2866 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2867 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2866) #10
  %2868 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2867)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2869 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2870 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2869) #10
  %2871 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2870)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2872 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2873 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2872) #10
  %2874 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2873)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2875 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2876 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2875) #10
  %2877 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2876)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2878 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2879 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2878) #10
  %2880 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2879)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2881 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2882 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2881) #10
  %2883 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2882)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2884 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2885 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2884) #10
  %2886 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2885)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %2887 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2888 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2887) #10
  %2889 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2888)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %2890 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2891 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2890) #10
  %2892 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2891)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %2893 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2894 = tail call x86_fp80 @atanhl(x86_fp80 noundef %2893) #10
  %2895 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2894)
  %2896 = tail call i32 @putchar(i32 10)
  %2897 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %2898 = load volatile double, double* @vd, align 8, !tbaa !5
  %2899 = tail call double @erf(double noundef %2898) #10
  %2900 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2899)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %2901 = load volatile double, double* @vd, align 8, !tbaa !5
  %2902 = tail call double @erf(double noundef %2901) #10
  %2903 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2902)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %2904 = load volatile double, double* @vd, align 8, !tbaa !5
  %2905 = tail call double @erf(double noundef %2904) #10
  %2906 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2905)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %2907 = load volatile double, double* @vd, align 8, !tbaa !5
  %2908 = tail call double @erf(double noundef %2907) #10
  %2909 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2908)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %2910 = load volatile double, double* @vd, align 8, !tbaa !5
  %2911 = tail call double @erf(double noundef %2910) #10
  %2912 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2911)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %2913 = load volatile double, double* @vd, align 8, !tbaa !5
  %2914 = tail call double @erf(double noundef %2913) #10
  %2915 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2914)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %2916 = load volatile double, double* @vd, align 8, !tbaa !5
  %2917 = tail call double @erf(double noundef %2916) #10
  %2918 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2917)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %2919 = load volatile double, double* @vd, align 8, !tbaa !5
  %2920 = tail call double @erf(double noundef %2919) #10
  %2921 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2920)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %2922 = load volatile double, double* @vd, align 8, !tbaa !5
  %2923 = tail call double @erf(double noundef %2922) #10
  %2924 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2923)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %2925 = load volatile double, double* @vd, align 8, !tbaa !5
  %2926 = tail call double @erf(double noundef %2925) #10
  %2927 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2926)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %2928 = load volatile double, double* @vd, align 8, !tbaa !5
  %2929 = tail call double @erf(double noundef %2928) #10
  %2930 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2929)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %2931 = load volatile double, double* @vd, align 8, !tbaa !5
  %2932 = tail call double @erf(double noundef %2931) #10
  %2933 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2932)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %2934 = load volatile double, double* @vd, align 8, !tbaa !5
  %2935 = tail call double @erf(double noundef %2934) #10
  %2936 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2935)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %2937 = load volatile double, double* @vd, align 8, !tbaa !5
  %2938 = tail call double @erf(double noundef %2937) #10
  %2939 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2938)
  %2940 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %2941 = load volatile float, float* @vf, align 4, !tbaa !9
  %2942 = tail call float @erff(float noundef %2941) #10
  %2943 = fpext float %2942 to double
  %2944 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2943)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %2945 = load volatile float, float* @vf, align 4, !tbaa !9
  %2946 = tail call float @erff(float noundef %2945) #10
  %2947 = fpext float %2946 to double
  %2948 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2947)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %2949 = load volatile float, float* @vf, align 4, !tbaa !9
  %2950 = tail call float @erff(float noundef %2949) #10
  %2951 = fpext float %2950 to double
  %2952 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2951)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %2953 = load volatile float, float* @vf, align 4, !tbaa !9
  %2954 = tail call float @erff(float noundef %2953) #10
  %2955 = fpext float %2954 to double
  %2956 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2955)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %2957 = load volatile float, float* @vf, align 4, !tbaa !9
  %2958 = tail call float @erff(float noundef %2957) #10
  %2959 = fpext float %2958 to double
  %2960 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2959)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %2961 = load volatile float, float* @vf, align 4, !tbaa !9
  %2962 = tail call float @erff(float noundef %2961) #10
  %2963 = fpext float %2962 to double
  %2964 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2963)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %2965 = load volatile float, float* @vf, align 4, !tbaa !9
  %2966 = tail call float @erff(float noundef %2965) #10
  %2967 = fpext float %2966 to double
  %2968 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2967)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %2969 = load volatile float, float* @vf, align 4, !tbaa !9
  %2970 = tail call float @erff(float noundef %2969) #10
  %2971 = fpext float %2970 to double
  %2972 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2971)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %2973 = load volatile float, float* @vf, align 4, !tbaa !9
  %2974 = tail call float @erff(float noundef %2973) #10
  %2975 = fpext float %2974 to double
  %2976 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2975)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %2977 = load volatile float, float* @vf, align 4, !tbaa !9
  %2978 = tail call float @erff(float noundef %2977) #10
  %2979 = fpext float %2978 to double
  %2980 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2979)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %2981 = load volatile float, float* @vf, align 4, !tbaa !9
  %2982 = tail call float @erff(float noundef %2981) #10
  %2983 = fpext float %2982 to double
  %2984 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2983)
  %2985 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2986 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2987 = tail call x86_fp80 @erfl(x86_fp80 noundef %2986) #10
  %2988 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2987)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2989 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2990 = tail call x86_fp80 @erfl(x86_fp80 noundef %2989) #10
  %2991 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2990)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2992 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2993 = tail call x86_fp80 @erfl(x86_fp80 noundef %2992) #10
  %2994 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2993)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2995 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2996 = tail call x86_fp80 @erfl(x86_fp80 noundef %2995) #10
  %2997 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2996)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %2998 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %2999 = tail call x86_fp80 @erfl(x86_fp80 noundef %2998) #10
  %3000 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2999)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3001 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3002 = tail call x86_fp80 @erfl(x86_fp80 noundef %3001) #10
  %3003 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3002)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3004 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3005 = tail call x86_fp80 @erfl(x86_fp80 noundef %3004) #10
  %3006 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3005)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3007 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3008 = tail call x86_fp80 @erfl(x86_fp80 noundef %3007) #10
  %3009 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3008)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3010 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3011 = tail call x86_fp80 @erfl(x86_fp80 noundef %3010) #10
  %3012 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3011)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3013 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3014 = tail call x86_fp80 @erfl(x86_fp80 noundef %3013) #10
  %3015 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3014)
  %3016 = tail call i32 @putchar(i32 10)
  %3017 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3018 = load volatile double, double* @vd, align 8, !tbaa !5
  %3019 = tail call double @erfc(double noundef %3018) #10
  %3020 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3019)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3021 = load volatile double, double* @vd, align 8, !tbaa !5
  %3022 = tail call double @erfc(double noundef %3021) #10
  %3023 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3022)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3024 = load volatile double, double* @vd, align 8, !tbaa !5
  %3025 = tail call double @erfc(double noundef %3024) #10
  %3026 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3025)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3027 = load volatile double, double* @vd, align 8, !tbaa !5
  %3028 = tail call double @erfc(double noundef %3027) #10
  %3029 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3028)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3030 = load volatile double, double* @vd, align 8, !tbaa !5
  %3031 = tail call double @erfc(double noundef %3030) #10
  %3032 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3031)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3033 = load volatile double, double* @vd, align 8, !tbaa !5
  %3034 = tail call double @erfc(double noundef %3033) #10
  %3035 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3034)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3036 = load volatile double, double* @vd, align 8, !tbaa !5
  %3037 = tail call double @erfc(double noundef %3036) #10
  %3038 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3037)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3039 = load volatile double, double* @vd, align 8, !tbaa !5
  %3040 = tail call double @erfc(double noundef %3039) #10
  %3041 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3040)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3042 = load volatile double, double* @vd, align 8, !tbaa !5
  %3043 = tail call double @erfc(double noundef %3042) #10
  %3044 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3043)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3045 = load volatile double, double* @vd, align 8, !tbaa !5
  %3046 = tail call double @erfc(double noundef %3045) #10
  %3047 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3046)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3048 = load volatile double, double* @vd, align 8, !tbaa !5
  %3049 = tail call double @erfc(double noundef %3048) #10
  %3050 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3049)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3051 = load volatile double, double* @vd, align 8, !tbaa !5
  %3052 = tail call double @erfc(double noundef %3051) #10
  %3053 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3052)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3054 = load volatile double, double* @vd, align 8, !tbaa !5
  %3055 = tail call double @erfc(double noundef %3054) #10
  %3056 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3055)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3057 = load volatile double, double* @vd, align 8, !tbaa !5
  %3058 = tail call double @erfc(double noundef %3057) #10
  %3059 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3058)
  %3060 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3061 = load volatile float, float* @vf, align 4, !tbaa !9
  %3062 = tail call float @erfcf(float noundef %3061) #10
  %3063 = fpext float %3062 to double
  %3064 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3063)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3065 = load volatile float, float* @vf, align 4, !tbaa !9
  %3066 = tail call float @erfcf(float noundef %3065) #10
  %3067 = fpext float %3066 to double
  %3068 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3067)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3069 = load volatile float, float* @vf, align 4, !tbaa !9
  %3070 = tail call float @erfcf(float noundef %3069) #10
  %3071 = fpext float %3070 to double
  %3072 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3071)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3073 = load volatile float, float* @vf, align 4, !tbaa !9
  %3074 = tail call float @erfcf(float noundef %3073) #10
  %3075 = fpext float %3074 to double
  %3076 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3075)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3077 = load volatile float, float* @vf, align 4, !tbaa !9
  %3078 = tail call float @erfcf(float noundef %3077) #10
  %3079 = fpext float %3078 to double
  %3080 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3079)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3081 = load volatile float, float* @vf, align 4, !tbaa !9
  %3082 = tail call float @erfcf(float noundef %3081) #10
  %3083 = fpext float %3082 to double
  %3084 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3083)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3085 = load volatile float, float* @vf, align 4, !tbaa !9
  %3086 = tail call float @erfcf(float noundef %3085) #10
  %3087 = fpext float %3086 to double
  %3088 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3087)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3089 = load volatile float, float* @vf, align 4, !tbaa !9
  %3090 = tail call float @erfcf(float noundef %3089) #10
  %3091 = fpext float %3090 to double
  %3092 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3091)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3093 = load volatile float, float* @vf, align 4, !tbaa !9
  %3094 = tail call float @erfcf(float noundef %3093) #10
  %3095 = fpext float %3094 to double
  %3096 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3095)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3097 = load volatile float, float* @vf, align 4, !tbaa !9
  %3098 = tail call float @erfcf(float noundef %3097) #10
  %3099 = fpext float %3098 to double
  %3100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3099)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3101 = load volatile float, float* @vf, align 4, !tbaa !9
  %3102 = tail call float @erfcf(float noundef %3101) #10
  %3103 = fpext float %3102 to double
  %3104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3103)
  %3105 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3106 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3107 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3106) #10
  %3108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3107)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3109 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3110 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3109) #10
  %3111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3110)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3112 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3113 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3112) #10
  %3114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3113)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3115 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3116 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3115) #10
  %3117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3116)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3118 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3119 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3118) #10
  %3120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3119)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3121 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3122 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3121) #10
  %3123 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3122)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3124 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3125 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3124) #10
  %3126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3125)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3127 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3128 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3127) #10
  %3129 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3128)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3130 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3131 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3130) #10
  %3132 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3131)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3133 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3134 = tail call x86_fp80 @erfcl(x86_fp80 noundef %3133) #10
  %3135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3134)
  %3136 = tail call i32 @putchar(i32 10)
  %3137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3138 = load volatile double, double* @vd, align 8, !tbaa !5
  %3139 = tail call double @lgamma(double noundef %3138) #10
  %3140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3139)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3141 = load volatile double, double* @vd, align 8, !tbaa !5
  %3142 = tail call double @lgamma(double noundef %3141) #10
  %3143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3142)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3144 = load volatile double, double* @vd, align 8, !tbaa !5
  %3145 = tail call double @lgamma(double noundef %3144) #10
  %3146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3145)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3147 = load volatile double, double* @vd, align 8, !tbaa !5
  %3148 = tail call double @lgamma(double noundef %3147) #10
  %3149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3148)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3150 = load volatile double, double* @vd, align 8, !tbaa !5
  %3151 = tail call double @lgamma(double noundef %3150) #10
  %3152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3151)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3153 = load volatile double, double* @vd, align 8, !tbaa !5
  %3154 = tail call double @lgamma(double noundef %3153) #10
  %3155 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3154)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3156 = load volatile double, double* @vd, align 8, !tbaa !5
  %3157 = tail call double @lgamma(double noundef %3156) #10
  %3158 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3157)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3159 = load volatile double, double* @vd, align 8, !tbaa !5
  %3160 = tail call double @lgamma(double noundef %3159) #10
  %3161 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3160)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3162 = load volatile double, double* @vd, align 8, !tbaa !5
  %3163 = tail call double @lgamma(double noundef %3162) #10
  %3164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3163)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3165 = load volatile double, double* @vd, align 8, !tbaa !5
  %3166 = tail call double @lgamma(double noundef %3165) #10
  %3167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3166)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3168 = load volatile double, double* @vd, align 8, !tbaa !5
  %3169 = tail call double @lgamma(double noundef %3168) #10
  %3170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3169)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3171 = load volatile double, double* @vd, align 8, !tbaa !5
  %3172 = tail call double @lgamma(double noundef %3171) #10
  %3173 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3172)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3174 = load volatile double, double* @vd, align 8, !tbaa !5
  %3175 = tail call double @lgamma(double noundef %3174) #10
  %3176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3175)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3177 = load volatile double, double* @vd, align 8, !tbaa !5
  %3178 = tail call double @lgamma(double noundef %3177) #10
  %3179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3178)
  %3180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3181 = load volatile float, float* @vf, align 4, !tbaa !9
  %3182 = tail call float @lgammaf(float noundef %3181) #10
  %3183 = fpext float %3182 to double
  %3184 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3183)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3185 = load volatile float, float* @vf, align 4, !tbaa !9
  %3186 = tail call float @lgammaf(float noundef %3185) #10
  %3187 = fpext float %3186 to double
  %3188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3187)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3189 = load volatile float, float* @vf, align 4, !tbaa !9
  %3190 = tail call float @lgammaf(float noundef %3189) #10
  %3191 = fpext float %3190 to double
  %3192 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3191)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3193 = load volatile float, float* @vf, align 4, !tbaa !9
  %3194 = tail call float @lgammaf(float noundef %3193) #10
  %3195 = fpext float %3194 to double
  %3196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3195)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3197 = load volatile float, float* @vf, align 4, !tbaa !9
  %3198 = tail call float @lgammaf(float noundef %3197) #10
  %3199 = fpext float %3198 to double
  %3200 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3199)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3201 = load volatile float, float* @vf, align 4, !tbaa !9
  %3202 = tail call float @lgammaf(float noundef %3201) #10
  %3203 = fpext float %3202 to double
  %3204 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3203)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3205 = load volatile float, float* @vf, align 4, !tbaa !9
  %3206 = tail call float @lgammaf(float noundef %3205) #10
  %3207 = fpext float %3206 to double
  %3208 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3207)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3209 = load volatile float, float* @vf, align 4, !tbaa !9
  %3210 = tail call float @lgammaf(float noundef %3209) #10
  %3211 = fpext float %3210 to double
  %3212 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3211)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3213 = load volatile float, float* @vf, align 4, !tbaa !9
  %3214 = tail call float @lgammaf(float noundef %3213) #10
  %3215 = fpext float %3214 to double
  %3216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3215)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3217 = load volatile float, float* @vf, align 4, !tbaa !9
  %3218 = tail call float @lgammaf(float noundef %3217) #10
  %3219 = fpext float %3218 to double
  %3220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3219)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3221 = load volatile float, float* @vf, align 4, !tbaa !9
  %3222 = tail call float @lgammaf(float noundef %3221) #10
  %3223 = fpext float %3222 to double
  %3224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3223)
  %3225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3226 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3227 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3226) #10
  %3228 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3227)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3229 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3230 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3229) #10
  %3231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3230)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3232 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3233 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3232) #10
  %3234 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3233)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3235 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3236 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3235) #10
  %3237 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3236)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3238 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3239 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3238) #10
  %3240 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3239)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3241 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3242 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3241) #10
  %3243 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3242)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3244 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3245 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3244) #10
  %3246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3245)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3247 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3248 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3247) #10
  %3249 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3248)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3250 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3251 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3250) #10
  %3252 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3251)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3253 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3254 = tail call x86_fp80 @lgammal(x86_fp80 noundef %3253) #10
  %3255 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3254)
  %3256 = tail call i32 @putchar(i32 10)
  %3257 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3258 = load volatile double, double* @vd, align 8, !tbaa !5
  %3259 = tail call double @tgamma(double noundef %3258) #10
  %3260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3259)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3261 = load volatile double, double* @vd, align 8, !tbaa !5
  %3262 = tail call double @tgamma(double noundef %3261) #10
  %3263 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3262)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3264 = load volatile double, double* @vd, align 8, !tbaa !5
  %3265 = tail call double @tgamma(double noundef %3264) #10
  %3266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3265)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3267 = load volatile double, double* @vd, align 8, !tbaa !5
  %3268 = tail call double @tgamma(double noundef %3267) #10
  %3269 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3268)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3270 = load volatile double, double* @vd, align 8, !tbaa !5
  %3271 = tail call double @tgamma(double noundef %3270) #10
  %3272 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3271)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3273 = load volatile double, double* @vd, align 8, !tbaa !5
  %3274 = tail call double @tgamma(double noundef %3273) #10
  %3275 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3274)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3276 = load volatile double, double* @vd, align 8, !tbaa !5
  %3277 = tail call double @tgamma(double noundef %3276) #10
  %3278 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3277)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3279 = load volatile double, double* @vd, align 8, !tbaa !5
  %3280 = tail call double @tgamma(double noundef %3279) #10
  %3281 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3280)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3282 = load volatile double, double* @vd, align 8, !tbaa !5
  %3283 = tail call double @tgamma(double noundef %3282) #10
  %3284 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3283)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3285 = load volatile double, double* @vd, align 8, !tbaa !5
  %3286 = tail call double @tgamma(double noundef %3285) #10
  %3287 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3286)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3288 = load volatile double, double* @vd, align 8, !tbaa !5
  %3289 = tail call double @tgamma(double noundef %3288) #10
  %3290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3289)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3291 = load volatile double, double* @vd, align 8, !tbaa !5
  %3292 = tail call double @tgamma(double noundef %3291) #10
  %3293 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3292)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3294 = load volatile double, double* @vd, align 8, !tbaa !5
  %3295 = tail call double @tgamma(double noundef %3294) #10
  %3296 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3295)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3297 = load volatile double, double* @vd, align 8, !tbaa !5
  %3298 = tail call double @tgamma(double noundef %3297) #10
  %3299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3298)
  %3300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3301 = load volatile float, float* @vf, align 4, !tbaa !9
  %3302 = tail call float @tgammaf(float noundef %3301) #10
  %3303 = fpext float %3302 to double
  %3304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3303)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3305 = load volatile float, float* @vf, align 4, !tbaa !9
  %3306 = tail call float @tgammaf(float noundef %3305) #10
  %3307 = fpext float %3306 to double
  %3308 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3307)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3309 = load volatile float, float* @vf, align 4, !tbaa !9
  %3310 = tail call float @tgammaf(float noundef %3309) #10
  %3311 = fpext float %3310 to double
  %3312 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3311)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3313 = load volatile float, float* @vf, align 4, !tbaa !9
  %3314 = tail call float @tgammaf(float noundef %3313) #10
  %3315 = fpext float %3314 to double
  %3316 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3315)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3317 = load volatile float, float* @vf, align 4, !tbaa !9
  %3318 = tail call float @tgammaf(float noundef %3317) #10
  %3319 = fpext float %3318 to double
  %3320 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3319)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3321 = load volatile float, float* @vf, align 4, !tbaa !9
  %3322 = tail call float @tgammaf(float noundef %3321) #10
  %3323 = fpext float %3322 to double
  %3324 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3323)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3325 = load volatile float, float* @vf, align 4, !tbaa !9
  %3326 = tail call float @tgammaf(float noundef %3325) #10
  %3327 = fpext float %3326 to double
  %3328 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3327)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3329 = load volatile float, float* @vf, align 4, !tbaa !9
  %3330 = tail call float @tgammaf(float noundef %3329) #10
  %3331 = fpext float %3330 to double
  %3332 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3331)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3333 = load volatile float, float* @vf, align 4, !tbaa !9
  %3334 = tail call float @tgammaf(float noundef %3333) #10
  %3335 = fpext float %3334 to double
  %3336 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3335)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3337 = load volatile float, float* @vf, align 4, !tbaa !9
  %3338 = tail call float @tgammaf(float noundef %3337) #10
  %3339 = fpext float %3338 to double
  %3340 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3339)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3341 = load volatile float, float* @vf, align 4, !tbaa !9
  %3342 = tail call float @tgammaf(float noundef %3341) #10
  %3343 = fpext float %3342 to double
  %3344 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3343)
  %3345 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3346 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3347 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3346) #10
  %3348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3347)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3349 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3350 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3349) #10
  %3351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3350)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3352 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3353 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3352) #10
  %3354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3353)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3355 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3356 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3355) #10
  %3357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3356)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3358 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3359 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3358) #10
  %3360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3359)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3361 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3362 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3361) #10
  %3363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3362)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3364 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3365 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3364) #10
  %3366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3365)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3367 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3368 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3367) #10
  %3369 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3368)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3370 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3371 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3370) #10
  %3372 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3371)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3373 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3374 = tail call x86_fp80 @tgammal(x86_fp80 noundef %3373) #10
  %3375 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3374)
  %3376 = tail call i32 @putchar(i32 10)
  %3377 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3378 = load volatile double, double* @vd, align 8, !tbaa !5
  %3379 = tail call double @llvm.ceil.f64(double %3378)
  %3380 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3379)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3381 = load volatile double, double* @vd, align 8, !tbaa !5
  %3382 = tail call double @llvm.ceil.f64(double %3381)
  %3383 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3382)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3384 = load volatile double, double* @vd, align 8, !tbaa !5
  %3385 = tail call double @llvm.ceil.f64(double %3384)
  %3386 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3385)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3387 = load volatile double, double* @vd, align 8, !tbaa !5
  %3388 = tail call double @llvm.ceil.f64(double %3387)
  %3389 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3388)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3390 = load volatile double, double* @vd, align 8, !tbaa !5
  %3391 = tail call double @llvm.ceil.f64(double %3390)
  %3392 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3391)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3393 = load volatile double, double* @vd, align 8, !tbaa !5
  %3394 = tail call double @llvm.ceil.f64(double %3393)
  %3395 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3394)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3396 = load volatile double, double* @vd, align 8, !tbaa !5
  %3397 = tail call double @llvm.ceil.f64(double %3396)
  %3398 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3397)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3399 = load volatile double, double* @vd, align 8, !tbaa !5
  %3400 = tail call double @llvm.ceil.f64(double %3399)
  %3401 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3400)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3402 = load volatile double, double* @vd, align 8, !tbaa !5
  %3403 = tail call double @llvm.ceil.f64(double %3402)
  %3404 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3403)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3405 = load volatile double, double* @vd, align 8, !tbaa !5
  %3406 = tail call double @llvm.ceil.f64(double %3405)
  %3407 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3406)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3408 = load volatile double, double* @vd, align 8, !tbaa !5
  %3409 = tail call double @llvm.ceil.f64(double %3408)
  %3410 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3409)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3411 = load volatile double, double* @vd, align 8, !tbaa !5
  %3412 = tail call double @llvm.ceil.f64(double %3411)
  %3413 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3412)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3414 = load volatile double, double* @vd, align 8, !tbaa !5
  %3415 = tail call double @llvm.ceil.f64(double %3414)
  %3416 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3415)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3417 = load volatile double, double* @vd, align 8, !tbaa !5
  %3418 = tail call double @llvm.ceil.f64(double %3417)
  %3419 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3418)
  %3420 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3421 = load volatile float, float* @vf, align 4, !tbaa !9
  %3422 = tail call float @llvm.ceil.f32(float %3421)
  %3423 = fpext float %3422 to double
  %3424 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3423)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3425 = load volatile float, float* @vf, align 4, !tbaa !9
  %3426 = tail call float @llvm.ceil.f32(float %3425)
  %3427 = fpext float %3426 to double
  %3428 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3427)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3429 = load volatile float, float* @vf, align 4, !tbaa !9
  %3430 = tail call float @llvm.ceil.f32(float %3429)
  %3431 = fpext float %3430 to double
  %3432 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3431)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3433 = load volatile float, float* @vf, align 4, !tbaa !9
  %3434 = tail call float @llvm.ceil.f32(float %3433)
  %3435 = fpext float %3434 to double
  %3436 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3435)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3437 = load volatile float, float* @vf, align 4, !tbaa !9
  %3438 = tail call float @llvm.ceil.f32(float %3437)
  %3439 = fpext float %3438 to double
  %3440 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3439)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3441 = load volatile float, float* @vf, align 4, !tbaa !9
  %3442 = tail call float @llvm.ceil.f32(float %3441)
  %3443 = fpext float %3442 to double
  %3444 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3443)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3445 = load volatile float, float* @vf, align 4, !tbaa !9
  %3446 = tail call float @llvm.ceil.f32(float %3445)
  %3447 = fpext float %3446 to double
  %3448 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3447)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3449 = load volatile float, float* @vf, align 4, !tbaa !9
  %3450 = tail call float @llvm.ceil.f32(float %3449)
  %3451 = fpext float %3450 to double
  %3452 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3451)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3453 = load volatile float, float* @vf, align 4, !tbaa !9
  %3454 = tail call float @llvm.ceil.f32(float %3453)
  %3455 = fpext float %3454 to double
  %3456 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3455)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3457 = load volatile float, float* @vf, align 4, !tbaa !9
  %3458 = tail call float @llvm.ceil.f32(float %3457)
  %3459 = fpext float %3458 to double
  %3460 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3459)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3461 = load volatile float, float* @vf, align 4, !tbaa !9
  %3462 = tail call float @llvm.ceil.f32(float %3461)
  %3463 = fpext float %3462 to double
  %3464 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3463)
  %3465 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3466 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3467 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3466)
  %3468 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3467)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3469 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3470 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3469)
  %3471 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3470)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3472 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3473 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3472)
  %3474 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3473)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3475 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3476 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3475)
  %3477 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3476)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3478 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3479 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3478)
  %3480 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3479)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3481 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3482 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3481)
  %3483 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3482)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3484 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3485 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3484)
  %3486 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3485)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3487 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3488 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3487)
  %3489 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3488)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3490 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3491 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3490)
  %3492 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3491)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3493 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3494 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %3493)
  %3495 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3494)
  %3496 = tail call i32 @putchar(i32 10)
  %3497 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3498 = load volatile double, double* @vd, align 8, !tbaa !5
  %3499 = tail call double @llvm.floor.f64(double %3498)
  %3500 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3499)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3501 = load volatile double, double* @vd, align 8, !tbaa !5
  %3502 = tail call double @llvm.floor.f64(double %3501)
  %3503 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3502)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3504 = load volatile double, double* @vd, align 8, !tbaa !5
  %3505 = tail call double @llvm.floor.f64(double %3504)
  %3506 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3505)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3507 = load volatile double, double* @vd, align 8, !tbaa !5
  %3508 = tail call double @llvm.floor.f64(double %3507)
  %3509 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3508)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3510 = load volatile double, double* @vd, align 8, !tbaa !5
  %3511 = tail call double @llvm.floor.f64(double %3510)
  %3512 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3511)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3513 = load volatile double, double* @vd, align 8, !tbaa !5
  %3514 = tail call double @llvm.floor.f64(double %3513)
  %3515 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3514)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3516 = load volatile double, double* @vd, align 8, !tbaa !5
  %3517 = tail call double @llvm.floor.f64(double %3516)
  %3518 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3517)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3519 = load volatile double, double* @vd, align 8, !tbaa !5
  %3520 = tail call double @llvm.floor.f64(double %3519)
  %3521 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3520)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3522 = load volatile double, double* @vd, align 8, !tbaa !5
  %3523 = tail call double @llvm.floor.f64(double %3522)
  %3524 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3523)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3525 = load volatile double, double* @vd, align 8, !tbaa !5
  %3526 = tail call double @llvm.floor.f64(double %3525)
  %3527 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3526)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3528 = load volatile double, double* @vd, align 8, !tbaa !5
  %3529 = tail call double @llvm.floor.f64(double %3528)
  %3530 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3529)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3531 = load volatile double, double* @vd, align 8, !tbaa !5
  %3532 = tail call double @llvm.floor.f64(double %3531)
  %3533 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3532)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3534 = load volatile double, double* @vd, align 8, !tbaa !5
  %3535 = tail call double @llvm.floor.f64(double %3534)
  %3536 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3535)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3537 = load volatile double, double* @vd, align 8, !tbaa !5
  %3538 = tail call double @llvm.floor.f64(double %3537)
  %3539 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3538)
  %3540 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3541 = load volatile float, float* @vf, align 4, !tbaa !9
  %3542 = tail call float @llvm.floor.f32(float %3541)
  %3543 = fpext float %3542 to double
  %3544 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3543)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3545 = load volatile float, float* @vf, align 4, !tbaa !9
  %3546 = tail call float @llvm.floor.f32(float %3545)
  %3547 = fpext float %3546 to double
  %3548 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3547)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3549 = load volatile float, float* @vf, align 4, !tbaa !9
  %3550 = tail call float @llvm.floor.f32(float %3549)
  %3551 = fpext float %3550 to double
  %3552 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3551)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3553 = load volatile float, float* @vf, align 4, !tbaa !9
  %3554 = tail call float @llvm.floor.f32(float %3553)
  %3555 = fpext float %3554 to double
  %3556 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3555)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3557 = load volatile float, float* @vf, align 4, !tbaa !9
  %3558 = tail call float @llvm.floor.f32(float %3557)
  %3559 = fpext float %3558 to double
  %3560 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3559)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3561 = load volatile float, float* @vf, align 4, !tbaa !9
  %3562 = tail call float @llvm.floor.f32(float %3561)
  %3563 = fpext float %3562 to double
  %3564 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3563)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3565 = load volatile float, float* @vf, align 4, !tbaa !9
  %3566 = tail call float @llvm.floor.f32(float %3565)
  %3567 = fpext float %3566 to double
  %3568 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3567)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3569 = load volatile float, float* @vf, align 4, !tbaa !9
  %3570 = tail call float @llvm.floor.f32(float %3569)
  %3571 = fpext float %3570 to double
  %3572 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3571)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3573 = load volatile float, float* @vf, align 4, !tbaa !9
  %3574 = tail call float @llvm.floor.f32(float %3573)
  %3575 = fpext float %3574 to double
  %3576 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3575)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3577 = load volatile float, float* @vf, align 4, !tbaa !9
  %3578 = tail call float @llvm.floor.f32(float %3577)
  %3579 = fpext float %3578 to double
  %3580 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3579)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3581 = load volatile float, float* @vf, align 4, !tbaa !9
  %3582 = tail call float @llvm.floor.f32(float %3581)
  %3583 = fpext float %3582 to double
  %3584 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3583)
  %3585 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3586 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3587 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3586)
  %3588 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3587)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3589 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3590 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3589)
  %3591 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3590)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3592 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3593 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3592)
  %3594 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3593)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3595 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3596 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3595)
  %3597 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3596)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3598 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3599 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3598)
  %3600 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3599)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3601 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3602 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3601)
  %3603 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3602)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3604 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3605 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3604)
  %3606 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3605)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3607 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3608 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3607)
  %3609 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3608)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3610 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3611 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3610)
  %3612 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3611)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3613 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3614 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %3613)
  %3615 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3614)
  %3616 = tail call i32 @putchar(i32 10)
  %3617 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3618 = load volatile double, double* @vd, align 8, !tbaa !5
  %3619 = tail call double @llvm.trunc.f64(double %3618)
  %3620 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3619)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3621 = load volatile double, double* @vd, align 8, !tbaa !5
  %3622 = tail call double @llvm.trunc.f64(double %3621)
  %3623 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3622)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3624 = load volatile double, double* @vd, align 8, !tbaa !5
  %3625 = tail call double @llvm.trunc.f64(double %3624)
  %3626 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3625)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3627 = load volatile double, double* @vd, align 8, !tbaa !5
  %3628 = tail call double @llvm.trunc.f64(double %3627)
  %3629 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3628)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3630 = load volatile double, double* @vd, align 8, !tbaa !5
  %3631 = tail call double @llvm.trunc.f64(double %3630)
  %3632 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3631)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3633 = load volatile double, double* @vd, align 8, !tbaa !5
  %3634 = tail call double @llvm.trunc.f64(double %3633)
  %3635 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3634)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3636 = load volatile double, double* @vd, align 8, !tbaa !5
  %3637 = tail call double @llvm.trunc.f64(double %3636)
  %3638 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3637)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3639 = load volatile double, double* @vd, align 8, !tbaa !5
  %3640 = tail call double @llvm.trunc.f64(double %3639)
  %3641 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3640)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3642 = load volatile double, double* @vd, align 8, !tbaa !5
  %3643 = tail call double @llvm.trunc.f64(double %3642)
  %3644 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3643)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3645 = load volatile double, double* @vd, align 8, !tbaa !5
  %3646 = tail call double @llvm.trunc.f64(double %3645)
  %3647 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3646)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3648 = load volatile double, double* @vd, align 8, !tbaa !5
  %3649 = tail call double @llvm.trunc.f64(double %3648)
  %3650 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3649)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3651 = load volatile double, double* @vd, align 8, !tbaa !5
  %3652 = tail call double @llvm.trunc.f64(double %3651)
  %3653 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3652)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3654 = load volatile double, double* @vd, align 8, !tbaa !5
  %3655 = tail call double @llvm.trunc.f64(double %3654)
  %3656 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3655)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3657 = load volatile double, double* @vd, align 8, !tbaa !5
  %3658 = tail call double @llvm.trunc.f64(double %3657)
  %3659 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3658)
  %3660 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3661 = load volatile float, float* @vf, align 4, !tbaa !9
  %3662 = tail call float @llvm.trunc.f32(float %3661)
  %3663 = fpext float %3662 to double
  %3664 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3663)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3665 = load volatile float, float* @vf, align 4, !tbaa !9
  %3666 = tail call float @llvm.trunc.f32(float %3665)
  %3667 = fpext float %3666 to double
  %3668 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3667)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3669 = load volatile float, float* @vf, align 4, !tbaa !9
  %3670 = tail call float @llvm.trunc.f32(float %3669)
  %3671 = fpext float %3670 to double
  %3672 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3671)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3673 = load volatile float, float* @vf, align 4, !tbaa !9
  %3674 = tail call float @llvm.trunc.f32(float %3673)
  %3675 = fpext float %3674 to double
  %3676 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3675)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3677 = load volatile float, float* @vf, align 4, !tbaa !9
  %3678 = tail call float @llvm.trunc.f32(float %3677)
  %3679 = fpext float %3678 to double
  %3680 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3679)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3681 = load volatile float, float* @vf, align 4, !tbaa !9
  %3682 = tail call float @llvm.trunc.f32(float %3681)
  %3683 = fpext float %3682 to double
  %3684 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3683)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3685 = load volatile float, float* @vf, align 4, !tbaa !9
  %3686 = tail call float @llvm.trunc.f32(float %3685)
  %3687 = fpext float %3686 to double
  %3688 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3687)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3689 = load volatile float, float* @vf, align 4, !tbaa !9
  %3690 = tail call float @llvm.trunc.f32(float %3689)
  %3691 = fpext float %3690 to double
  %3692 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3691)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3693 = load volatile float, float* @vf, align 4, !tbaa !9
  %3694 = tail call float @llvm.trunc.f32(float %3693)
  %3695 = fpext float %3694 to double
  %3696 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3695)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3697 = load volatile float, float* @vf, align 4, !tbaa !9
  %3698 = tail call float @llvm.trunc.f32(float %3697)
  %3699 = fpext float %3698 to double
  %3700 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3699)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3701 = load volatile float, float* @vf, align 4, !tbaa !9
  %3702 = tail call float @llvm.trunc.f32(float %3701)
  %3703 = fpext float %3702 to double
  %3704 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3703)
  %3705 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3706 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3707 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3706)
  %3708 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3707)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3709 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3710 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3709)
  %3711 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3710)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3712 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3713 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3712)
  %3714 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3713)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3715 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3716 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3715)
  %3717 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3716)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3718 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3719 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3718)
  %3720 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3719)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3721 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3722 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3721)
  %3723 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3722)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3724 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3725 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3724)
  %3726 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3725)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3727 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3728 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3727)
  %3729 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3728)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3730 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3731 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3730)
  %3732 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3731)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3733 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3734 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 %3733)
  %3735 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3734)
  %3736 = tail call i32 @putchar(i32 10)
  %3737 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3738 = load volatile double, double* @vd, align 8, !tbaa !5
  %3739 = tail call double @llvm.round.f64(double %3738)
  %3740 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3739)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3741 = load volatile double, double* @vd, align 8, !tbaa !5
  %3742 = tail call double @llvm.round.f64(double %3741)
  %3743 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3742)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3744 = load volatile double, double* @vd, align 8, !tbaa !5
  %3745 = tail call double @llvm.round.f64(double %3744)
  %3746 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3745)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3747 = load volatile double, double* @vd, align 8, !tbaa !5
  %3748 = tail call double @llvm.round.f64(double %3747)
  %3749 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3748)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3750 = load volatile double, double* @vd, align 8, !tbaa !5
  %3751 = tail call double @llvm.round.f64(double %3750)
  %3752 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3751)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3753 = load volatile double, double* @vd, align 8, !tbaa !5
  %3754 = tail call double @llvm.round.f64(double %3753)
  %3755 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3754)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3756 = load volatile double, double* @vd, align 8, !tbaa !5
  %3757 = tail call double @llvm.round.f64(double %3756)
  %3758 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3757)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3759 = load volatile double, double* @vd, align 8, !tbaa !5
  %3760 = tail call double @llvm.round.f64(double %3759)
  %3761 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3760)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3762 = load volatile double, double* @vd, align 8, !tbaa !5
  %3763 = tail call double @llvm.round.f64(double %3762)
  %3764 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3763)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3765 = load volatile double, double* @vd, align 8, !tbaa !5
  %3766 = tail call double @llvm.round.f64(double %3765)
  %3767 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3766)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3768 = load volatile double, double* @vd, align 8, !tbaa !5
  %3769 = tail call double @llvm.round.f64(double %3768)
  %3770 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3769)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3771 = load volatile double, double* @vd, align 8, !tbaa !5
  %3772 = tail call double @llvm.round.f64(double %3771)
  %3773 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3772)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3774 = load volatile double, double* @vd, align 8, !tbaa !5
  %3775 = tail call double @llvm.round.f64(double %3774)
  %3776 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3775)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3777 = load volatile double, double* @vd, align 8, !tbaa !5
  %3778 = tail call double @llvm.round.f64(double %3777)
  %3779 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3778)
  %3780 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3781 = load volatile float, float* @vf, align 4, !tbaa !9
  %3782 = tail call float @llvm.round.f32(float %3781)
  %3783 = fpext float %3782 to double
  %3784 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3783)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3785 = load volatile float, float* @vf, align 4, !tbaa !9
  %3786 = tail call float @llvm.round.f32(float %3785)
  %3787 = fpext float %3786 to double
  %3788 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3787)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3789 = load volatile float, float* @vf, align 4, !tbaa !9
  %3790 = tail call float @llvm.round.f32(float %3789)
  %3791 = fpext float %3790 to double
  %3792 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3791)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3793 = load volatile float, float* @vf, align 4, !tbaa !9
  %3794 = tail call float @llvm.round.f32(float %3793)
  %3795 = fpext float %3794 to double
  %3796 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3795)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3797 = load volatile float, float* @vf, align 4, !tbaa !9
  %3798 = tail call float @llvm.round.f32(float %3797)
  %3799 = fpext float %3798 to double
  %3800 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3799)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3801 = load volatile float, float* @vf, align 4, !tbaa !9
  %3802 = tail call float @llvm.round.f32(float %3801)
  %3803 = fpext float %3802 to double
  %3804 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3803)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3805 = load volatile float, float* @vf, align 4, !tbaa !9
  %3806 = tail call float @llvm.round.f32(float %3805)
  %3807 = fpext float %3806 to double
  %3808 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3807)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3809 = load volatile float, float* @vf, align 4, !tbaa !9
  %3810 = tail call float @llvm.round.f32(float %3809)
  %3811 = fpext float %3810 to double
  %3812 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3811)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3813 = load volatile float, float* @vf, align 4, !tbaa !9
  %3814 = tail call float @llvm.round.f32(float %3813)
  %3815 = fpext float %3814 to double
  %3816 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3815)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3817 = load volatile float, float* @vf, align 4, !tbaa !9
  %3818 = tail call float @llvm.round.f32(float %3817)
  %3819 = fpext float %3818 to double
  %3820 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3819)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3821 = load volatile float, float* @vf, align 4, !tbaa !9
  %3822 = tail call float @llvm.round.f32(float %3821)
  %3823 = fpext float %3822 to double
  %3824 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3823)
  %3825 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3826 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3827 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3826)
  %3828 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3827)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3829 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3830 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3829)
  %3831 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3830)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3832 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3833 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3832)
  %3834 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3833)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3835 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3836 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3835)
  %3837 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3836)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3838 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3839 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3838)
  %3840 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3839)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3841 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3842 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3841)
  %3843 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3842)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3844 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3845 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3844)
  %3846 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3845)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3847 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3848 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3847)
  %3849 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3848)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3850 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3851 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3850)
  %3852 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3851)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3853 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3854 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %3853)
  %3855 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3854)
  %3856 = tail call i32 @putchar(i32 10)
  %3857 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.38, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3858 = load volatile double, double* @vd, align 8, !tbaa !5
  %3859 = tail call double @llvm.rint.f64(double %3858)
  %3860 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3859)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3861 = load volatile double, double* @vd, align 8, !tbaa !5
  %3862 = tail call double @llvm.rint.f64(double %3861)
  %3863 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3862)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3864 = load volatile double, double* @vd, align 8, !tbaa !5
  %3865 = tail call double @llvm.rint.f64(double %3864)
  %3866 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3865)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3867 = load volatile double, double* @vd, align 8, !tbaa !5
  %3868 = tail call double @llvm.rint.f64(double %3867)
  %3869 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3868)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3870 = load volatile double, double* @vd, align 8, !tbaa !5
  %3871 = tail call double @llvm.rint.f64(double %3870)
  %3872 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3871)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3873 = load volatile double, double* @vd, align 8, !tbaa !5
  %3874 = tail call double @llvm.rint.f64(double %3873)
  %3875 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3874)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3876 = load volatile double, double* @vd, align 8, !tbaa !5
  %3877 = tail call double @llvm.rint.f64(double %3876)
  %3878 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3877)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3879 = load volatile double, double* @vd, align 8, !tbaa !5
  %3880 = tail call double @llvm.rint.f64(double %3879)
  %3881 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3880)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %3882 = load volatile double, double* @vd, align 8, !tbaa !5
  %3883 = tail call double @llvm.rint.f64(double %3882)
  %3884 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3883)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %3885 = load volatile double, double* @vd, align 8, !tbaa !5
  %3886 = tail call double @llvm.rint.f64(double %3885)
  %3887 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3886)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %3888 = load volatile double, double* @vd, align 8, !tbaa !5
  %3889 = tail call double @llvm.rint.f64(double %3888)
  %3890 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3889)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %3891 = load volatile double, double* @vd, align 8, !tbaa !5
  %3892 = tail call double @llvm.rint.f64(double %3891)
  %3893 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3892)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %3894 = load volatile double, double* @vd, align 8, !tbaa !5
  %3895 = tail call double @llvm.rint.f64(double %3894)
  %3896 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3895)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %3897 = load volatile double, double* @vd, align 8, !tbaa !5
  %3898 = tail call double @llvm.rint.f64(double %3897)
  %3899 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3898)
  %3900 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.38, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %3901 = load volatile float, float* @vf, align 4, !tbaa !9
  %3902 = tail call float @llvm.rint.f32(float %3901)
  %3903 = fpext float %3902 to double
  %3904 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3903)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %3905 = load volatile float, float* @vf, align 4, !tbaa !9
  %3906 = tail call float @llvm.rint.f32(float %3905)
  %3907 = fpext float %3906 to double
  %3908 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3907)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %3909 = load volatile float, float* @vf, align 4, !tbaa !9
  %3910 = tail call float @llvm.rint.f32(float %3909)
  %3911 = fpext float %3910 to double
  %3912 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3911)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %3913 = load volatile float, float* @vf, align 4, !tbaa !9
  %3914 = tail call float @llvm.rint.f32(float %3913)
  %3915 = fpext float %3914 to double
  %3916 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3915)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %3917 = load volatile float, float* @vf, align 4, !tbaa !9
  %3918 = tail call float @llvm.rint.f32(float %3917)
  %3919 = fpext float %3918 to double
  %3920 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3919)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %3921 = load volatile float, float* @vf, align 4, !tbaa !9
  %3922 = tail call float @llvm.rint.f32(float %3921)
  %3923 = fpext float %3922 to double
  %3924 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3923)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %3925 = load volatile float, float* @vf, align 4, !tbaa !9
  %3926 = tail call float @llvm.rint.f32(float %3925)
  %3927 = fpext float %3926 to double
  %3928 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3927)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %3929 = load volatile float, float* @vf, align 4, !tbaa !9
  %3930 = tail call float @llvm.rint.f32(float %3929)
  %3931 = fpext float %3930 to double
  %3932 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3931)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %3933 = load volatile float, float* @vf, align 4, !tbaa !9
  %3934 = tail call float @llvm.rint.f32(float %3933)
  %3935 = fpext float %3934 to double
  %3936 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3935)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %3937 = load volatile float, float* @vf, align 4, !tbaa !9
  %3938 = tail call float @llvm.rint.f32(float %3937)
  %3939 = fpext float %3938 to double
  %3940 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3939)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %3941 = load volatile float, float* @vf, align 4, !tbaa !9
  %3942 = tail call float @llvm.rint.f32(float %3941)
  %3943 = fpext float %3942 to double
  %3944 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3943)
  %3945 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.38, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3946 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3947 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3946)
  %3948 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3947)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3949 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3950 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3949)
  %3951 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3950)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3952 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3953 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3952)
  %3954 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3953)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3955 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3956 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3955)
  %3957 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3956)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3958 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3959 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3958)
  %3960 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3959)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3961 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3962 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3961)
  %3963 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3962)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %3964 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3965 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3964)
  %3966 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3965)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %3967 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3968 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3967)
  %3969 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3968)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %3970 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3971 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3970)
  %3972 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3971)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %3973 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %3974 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %3973)
  %3975 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %3974)
  %3976 = tail call i32 @putchar(i32 10)
  %3977 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %3978 = load volatile double, double* @vd, align 8, !tbaa !5
  %3979 = tail call double @llvm.nearbyint.f64(double %3978)
  %3980 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3979)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %3981 = load volatile double, double* @vd, align 8, !tbaa !5
  %3982 = tail call double @llvm.nearbyint.f64(double %3981)
  %3983 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3982)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %3984 = load volatile double, double* @vd, align 8, !tbaa !5
  %3985 = tail call double @llvm.nearbyint.f64(double %3984)
  %3986 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3985)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %3987 = load volatile double, double* @vd, align 8, !tbaa !5
  %3988 = tail call double @llvm.nearbyint.f64(double %3987)
  %3989 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3988)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %3990 = load volatile double, double* @vd, align 8, !tbaa !5
  %3991 = tail call double @llvm.nearbyint.f64(double %3990)
  %3992 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3991)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %3993 = load volatile double, double* @vd, align 8, !tbaa !5
  %3994 = tail call double @llvm.nearbyint.f64(double %3993)
  %3995 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3994)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %3996 = load volatile double, double* @vd, align 8, !tbaa !5
  %3997 = tail call double @llvm.nearbyint.f64(double %3996)
  %3998 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %3997)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %3999 = load volatile double, double* @vd, align 8, !tbaa !5
  %4000 = tail call double @llvm.nearbyint.f64(double %3999)
  %4001 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4000)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %4002 = load volatile double, double* @vd, align 8, !tbaa !5
  %4003 = tail call double @llvm.nearbyint.f64(double %4002)
  %4004 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4003)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %4005 = load volatile double, double* @vd, align 8, !tbaa !5
  %4006 = tail call double @llvm.nearbyint.f64(double %4005)
  %4007 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4006)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %4008 = load volatile double, double* @vd, align 8, !tbaa !5
  %4009 = tail call double @llvm.nearbyint.f64(double %4008)
  %4010 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4009)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %4011 = load volatile double, double* @vd, align 8, !tbaa !5
  %4012 = tail call double @llvm.nearbyint.f64(double %4011)
  %4013 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4012)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %4014 = load volatile double, double* @vd, align 8, !tbaa !5
  %4015 = tail call double @llvm.nearbyint.f64(double %4014)
  %4016 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4015)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %4017 = load volatile double, double* @vd, align 8, !tbaa !5
  %4018 = tail call double @llvm.nearbyint.f64(double %4017)
  %4019 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4018)
  %4020 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %4021 = load volatile float, float* @vf, align 4, !tbaa !9
  %4022 = tail call float @llvm.nearbyint.f32(float %4021)
  %4023 = fpext float %4022 to double
  %4024 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4023)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %4025 = load volatile float, float* @vf, align 4, !tbaa !9
  %4026 = tail call float @llvm.nearbyint.f32(float %4025)
  %4027 = fpext float %4026 to double
  %4028 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4027)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %4029 = load volatile float, float* @vf, align 4, !tbaa !9
  %4030 = tail call float @llvm.nearbyint.f32(float %4029)
  %4031 = fpext float %4030 to double
  %4032 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4031)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %4033 = load volatile float, float* @vf, align 4, !tbaa !9
  %4034 = tail call float @llvm.nearbyint.f32(float %4033)
  %4035 = fpext float %4034 to double
  %4036 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4035)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %4037 = load volatile float, float* @vf, align 4, !tbaa !9
  %4038 = tail call float @llvm.nearbyint.f32(float %4037)
  %4039 = fpext float %4038 to double
  %4040 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4039)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %4041 = load volatile float, float* @vf, align 4, !tbaa !9
  %4042 = tail call float @llvm.nearbyint.f32(float %4041)
  %4043 = fpext float %4042 to double
  %4044 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4043)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %4045 = load volatile float, float* @vf, align 4, !tbaa !9
  %4046 = tail call float @llvm.nearbyint.f32(float %4045)
  %4047 = fpext float %4046 to double
  %4048 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4047)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %4049 = load volatile float, float* @vf, align 4, !tbaa !9
  %4050 = tail call float @llvm.nearbyint.f32(float %4049)
  %4051 = fpext float %4050 to double
  %4052 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4051)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %4053 = load volatile float, float* @vf, align 4, !tbaa !9
  %4054 = tail call float @llvm.nearbyint.f32(float %4053)
  %4055 = fpext float %4054 to double
  %4056 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4055)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %4057 = load volatile float, float* @vf, align 4, !tbaa !9
  %4058 = tail call float @llvm.nearbyint.f32(float %4057)
  %4059 = fpext float %4058 to double
  %4060 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4059)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %4061 = load volatile float, float* @vf, align 4, !tbaa !9
  %4062 = tail call float @llvm.nearbyint.f32(float %4061)
  %4063 = fpext float %4062 to double
  %4064 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4063)
  %4065 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4066 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4067 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4066)
  %4068 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4067)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4069 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4070 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4069)
  %4071 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4070)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4072 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4073 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4072)
  %4074 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4073)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4075 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4076 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4075)
  %4077 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4076)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4078 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4079 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4078)
  %4080 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4079)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4081 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4082 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4081)
  %4083 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4082)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4084 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4085 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4084)
  %4086 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4085)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %4087 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4088 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4087)
  %4089 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4088)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %4090 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4091 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4090)
  %4092 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4091)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %4093 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4094 = tail call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %4093)
  %4095 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4094)
  %4096 = tail call i32 @putchar(i32 10)
  %4097 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.40, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %4098 = load volatile double, double* @vd, align 8, !tbaa !5
  %4099 = tail call double @j0(double noundef %4098) #10
  %4100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4099)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %4101 = load volatile double, double* @vd, align 8, !tbaa !5
  %4102 = tail call double @j0(double noundef %4101) #10
  %4103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4102)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %4104 = load volatile double, double* @vd, align 8, !tbaa !5
  %4105 = tail call double @j0(double noundef %4104) #10
  %4106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4105)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %4107 = load volatile double, double* @vd, align 8, !tbaa !5
  %4108 = tail call double @j0(double noundef %4107) #10
  %4109 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4108)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %4110 = load volatile double, double* @vd, align 8, !tbaa !5
  %4111 = tail call double @j0(double noundef %4110) #10
  %4112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4111)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %4113 = load volatile double, double* @vd, align 8, !tbaa !5
  %4114 = tail call double @j0(double noundef %4113) #10
  %4115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4114)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %4116 = load volatile double, double* @vd, align 8, !tbaa !5
  %4117 = tail call double @j0(double noundef %4116) #10
  %4118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4117)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %4119 = load volatile double, double* @vd, align 8, !tbaa !5
  %4120 = tail call double @j0(double noundef %4119) #10
  %4121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4120)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %4122 = load volatile double, double* @vd, align 8, !tbaa !5
  %4123 = tail call double @j0(double noundef %4122) #10
  %4124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4123)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %4125 = load volatile double, double* @vd, align 8, !tbaa !5
  %4126 = tail call double @j0(double noundef %4125) #10
  %4127 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4126)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %4128 = load volatile double, double* @vd, align 8, !tbaa !5
  %4129 = tail call double @j0(double noundef %4128) #10
  %4130 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4129)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %4131 = load volatile double, double* @vd, align 8, !tbaa !5
  %4132 = tail call double @j0(double noundef %4131) #10
  %4133 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4132)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %4134 = load volatile double, double* @vd, align 8, !tbaa !5
  %4135 = tail call double @j0(double noundef %4134) #10
  %4136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4135)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %4137 = load volatile double, double* @vd, align 8, !tbaa !5
  %4138 = tail call double @j0(double noundef %4137) #10
  %4139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4138)
  %4140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.40, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %4141 = load volatile float, float* @vf, align 4, !tbaa !9
  %4142 = tail call float @j0f(float noundef %4141) #10
  %4143 = fpext float %4142 to double
  %4144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4143)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %4145 = load volatile float, float* @vf, align 4, !tbaa !9
  %4146 = tail call float @j0f(float noundef %4145) #10
  %4147 = fpext float %4146 to double
  %4148 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4147)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %4149 = load volatile float, float* @vf, align 4, !tbaa !9
  %4150 = tail call float @j0f(float noundef %4149) #10
  %4151 = fpext float %4150 to double
  %4152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4151)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %4153 = load volatile float, float* @vf, align 4, !tbaa !9
  %4154 = tail call float @j0f(float noundef %4153) #10
  %4155 = fpext float %4154 to double
  %4156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4155)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %4157 = load volatile float, float* @vf, align 4, !tbaa !9
  %4158 = tail call float @j0f(float noundef %4157) #10
  %4159 = fpext float %4158 to double
  %4160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4159)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %4161 = load volatile float, float* @vf, align 4, !tbaa !9
  %4162 = tail call float @j0f(float noundef %4161) #10
  %4163 = fpext float %4162 to double
  %4164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4163)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %4165 = load volatile float, float* @vf, align 4, !tbaa !9
  %4166 = tail call float @j0f(float noundef %4165) #10
  %4167 = fpext float %4166 to double
  %4168 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4167)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %4169 = load volatile float, float* @vf, align 4, !tbaa !9
  %4170 = tail call float @j0f(float noundef %4169) #10
  %4171 = fpext float %4170 to double
  %4172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4171)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %4173 = load volatile float, float* @vf, align 4, !tbaa !9
  %4174 = tail call float @j0f(float noundef %4173) #10
  %4175 = fpext float %4174 to double
  %4176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4175)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %4177 = load volatile float, float* @vf, align 4, !tbaa !9
  %4178 = tail call float @j0f(float noundef %4177) #10
  %4179 = fpext float %4178 to double
  %4180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4179)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %4181 = load volatile float, float* @vf, align 4, !tbaa !9
  %4182 = tail call float @j0f(float noundef %4181) #10
  %4183 = fpext float %4182 to double
  %4184 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4183)
  %4185 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.40, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4186 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4187 = tail call x86_fp80 @j0l(x86_fp80 noundef %4186) #10
  %4188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4187)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4189 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4190 = tail call x86_fp80 @j0l(x86_fp80 noundef %4189) #10
  %4191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4190)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4192 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4193 = tail call x86_fp80 @j0l(x86_fp80 noundef %4192) #10
  %4194 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4193)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4195 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4196 = tail call x86_fp80 @j0l(x86_fp80 noundef %4195) #10
  %4197 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4196)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4198 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4199 = tail call x86_fp80 @j0l(x86_fp80 noundef %4198) #10
  %4200 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4199)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4201 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4202 = tail call x86_fp80 @j0l(x86_fp80 noundef %4201) #10
  %4203 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4202)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4204 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4205 = tail call x86_fp80 @j0l(x86_fp80 noundef %4204) #10
  %4206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4205)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %4207 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4208 = tail call x86_fp80 @j0l(x86_fp80 noundef %4207) #10
  %4209 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4208)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %4210 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4211 = tail call x86_fp80 @j0l(x86_fp80 noundef %4210) #10
  %4212 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4211)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %4213 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4214 = tail call x86_fp80 @j0l(x86_fp80 noundef %4213) #10
  %4215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4214)
  %4216 = tail call i32 @putchar(i32 10)
  %4217 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.41, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %4218 = load volatile double, double* @vd, align 8, !tbaa !5
  %4219 = tail call double @j1(double noundef %4218) #10
  %4220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4219)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %4221 = load volatile double, double* @vd, align 8, !tbaa !5
  %4222 = tail call double @j1(double noundef %4221) #10
  %4223 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4222)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %4224 = load volatile double, double* @vd, align 8, !tbaa !5
  %4225 = tail call double @j1(double noundef %4224) #10
  %4226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4225)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %4227 = load volatile double, double* @vd, align 8, !tbaa !5
  %4228 = tail call double @j1(double noundef %4227) #10
  %4229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4228)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %4230 = load volatile double, double* @vd, align 8, !tbaa !5
  %4231 = tail call double @j1(double noundef %4230) #10
  %4232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4231)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %4233 = load volatile double, double* @vd, align 8, !tbaa !5
  %4234 = tail call double @j1(double noundef %4233) #10
  %4235 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4234)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %4236 = load volatile double, double* @vd, align 8, !tbaa !5
  %4237 = tail call double @j1(double noundef %4236) #10
  %4238 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4237)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %4239 = load volatile double, double* @vd, align 8, !tbaa !5
  %4240 = tail call double @j1(double noundef %4239) #10
  %4241 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4240)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %4242 = load volatile double, double* @vd, align 8, !tbaa !5
  %4243 = tail call double @j1(double noundef %4242) #10
  %4244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4243)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %4245 = load volatile double, double* @vd, align 8, !tbaa !5
  %4246 = tail call double @j1(double noundef %4245) #10
  %4247 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4246)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %4248 = load volatile double, double* @vd, align 8, !tbaa !5
  %4249 = tail call double @j1(double noundef %4248) #10
  %4250 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4249)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %4251 = load volatile double, double* @vd, align 8, !tbaa !5
  %4252 = tail call double @j1(double noundef %4251) #10
  %4253 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4252)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %4254 = load volatile double, double* @vd, align 8, !tbaa !5
  %4255 = tail call double @j1(double noundef %4254) #10
  %4256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4255)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %4257 = load volatile double, double* @vd, align 8, !tbaa !5
  %4258 = tail call double @j1(double noundef %4257) #10
  %4259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4258)
  %4260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.41, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %4261 = load volatile float, float* @vf, align 4, !tbaa !9
  %4262 = tail call float @j1f(float noundef %4261) #10
  %4263 = fpext float %4262 to double
  %4264 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4263)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %4265 = load volatile float, float* @vf, align 4, !tbaa !9
  %4266 = tail call float @j1f(float noundef %4265) #10
  %4267 = fpext float %4266 to double
  %4268 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4267)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %4269 = load volatile float, float* @vf, align 4, !tbaa !9
  %4270 = tail call float @j1f(float noundef %4269) #10
  %4271 = fpext float %4270 to double
  %4272 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4271)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %4273 = load volatile float, float* @vf, align 4, !tbaa !9
  %4274 = tail call float @j1f(float noundef %4273) #10
  %4275 = fpext float %4274 to double
  %4276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4275)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %4277 = load volatile float, float* @vf, align 4, !tbaa !9
  %4278 = tail call float @j1f(float noundef %4277) #10
  %4279 = fpext float %4278 to double
  %4280 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4279)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %4281 = load volatile float, float* @vf, align 4, !tbaa !9
  %4282 = tail call float @j1f(float noundef %4281) #10
  %4283 = fpext float %4282 to double
  %4284 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4283)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %4285 = load volatile float, float* @vf, align 4, !tbaa !9
  %4286 = tail call float @j1f(float noundef %4285) #10
  %4287 = fpext float %4286 to double
  %4288 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4287)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %4289 = load volatile float, float* @vf, align 4, !tbaa !9
  %4290 = tail call float @j1f(float noundef %4289) #10
  %4291 = fpext float %4290 to double
  %4292 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4291)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %4293 = load volatile float, float* @vf, align 4, !tbaa !9
  %4294 = tail call float @j1f(float noundef %4293) #10
  %4295 = fpext float %4294 to double
  %4296 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4295)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %4297 = load volatile float, float* @vf, align 4, !tbaa !9
  %4298 = tail call float @j1f(float noundef %4297) #10
  %4299 = fpext float %4298 to double
  %4300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4299)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %4301 = load volatile float, float* @vf, align 4, !tbaa !9
  %4302 = tail call float @j1f(float noundef %4301) #10
  %4303 = fpext float %4302 to double
  %4304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4303)
  %4305 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.41, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4306 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4307 = tail call x86_fp80 @j1l(x86_fp80 noundef %4306) #10
  %4308 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4307)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4309 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4310 = tail call x86_fp80 @j1l(x86_fp80 noundef %4309) #10
  %4311 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4310)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4312 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4313 = tail call x86_fp80 @j1l(x86_fp80 noundef %4312) #10
  %4314 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4313)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4315 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4316 = tail call x86_fp80 @j1l(x86_fp80 noundef %4315) #10
  %4317 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4316)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4318 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4319 = tail call x86_fp80 @j1l(x86_fp80 noundef %4318) #10
  %4320 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4319)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4321 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4322 = tail call x86_fp80 @j1l(x86_fp80 noundef %4321) #10
  %4323 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4322)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4324 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4325 = tail call x86_fp80 @j1l(x86_fp80 noundef %4324) #10
  %4326 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4325)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %4327 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4328 = tail call x86_fp80 @j1l(x86_fp80 noundef %4327) #10
  %4329 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4328)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %4330 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4331 = tail call x86_fp80 @j1l(x86_fp80 noundef %4330) #10
  %4332 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4331)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %4333 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4334 = tail call x86_fp80 @j1l(x86_fp80 noundef %4333) #10
  %4335 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4334)
  %4336 = tail call i32 @putchar(i32 10)
  %4337 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %4338 = load volatile double, double* @vd, align 8, !tbaa !5
  %4339 = tail call double @y0(double noundef %4338) #10
  %4340 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4339)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %4341 = load volatile double, double* @vd, align 8, !tbaa !5
  %4342 = tail call double @y0(double noundef %4341) #10
  %4343 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4342)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %4344 = load volatile double, double* @vd, align 8, !tbaa !5
  %4345 = tail call double @y0(double noundef %4344) #10
  %4346 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4345)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %4347 = load volatile double, double* @vd, align 8, !tbaa !5
  %4348 = tail call double @y0(double noundef %4347) #10
  %4349 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4348)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %4350 = load volatile double, double* @vd, align 8, !tbaa !5
  %4351 = tail call double @y0(double noundef %4350) #10
  %4352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4351)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %4353 = load volatile double, double* @vd, align 8, !tbaa !5
  %4354 = tail call double @y0(double noundef %4353) #10
  %4355 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4354)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %4356 = load volatile double, double* @vd, align 8, !tbaa !5
  %4357 = tail call double @y0(double noundef %4356) #10
  %4358 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4357)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %4359 = load volatile double, double* @vd, align 8, !tbaa !5
  %4360 = tail call double @y0(double noundef %4359) #10
  %4361 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4360)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %4362 = load volatile double, double* @vd, align 8, !tbaa !5
  %4363 = tail call double @y0(double noundef %4362) #10
  %4364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4363)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %4365 = load volatile double, double* @vd, align 8, !tbaa !5
  %4366 = tail call double @y0(double noundef %4365) #10
  %4367 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4366)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %4368 = load volatile double, double* @vd, align 8, !tbaa !5
  %4369 = tail call double @y0(double noundef %4368) #10
  %4370 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4369)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %4371 = load volatile double, double* @vd, align 8, !tbaa !5
  %4372 = tail call double @y0(double noundef %4371) #10
  %4373 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4372)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %4374 = load volatile double, double* @vd, align 8, !tbaa !5
  %4375 = tail call double @y0(double noundef %4374) #10
  %4376 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4375)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %4377 = load volatile double, double* @vd, align 8, !tbaa !5
  %4378 = tail call double @y0(double noundef %4377) #10
  %4379 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4378)
  %4380 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %4381 = load volatile float, float* @vf, align 4, !tbaa !9
  %4382 = tail call float @y0f(float noundef %4381) #10
  %4383 = fpext float %4382 to double
  %4384 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4383)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %4385 = load volatile float, float* @vf, align 4, !tbaa !9
  %4386 = tail call float @y0f(float noundef %4385) #10
  %4387 = fpext float %4386 to double
  %4388 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4387)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %4389 = load volatile float, float* @vf, align 4, !tbaa !9
  %4390 = tail call float @y0f(float noundef %4389) #10
  %4391 = fpext float %4390 to double
  %4392 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4391)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %4393 = load volatile float, float* @vf, align 4, !tbaa !9
  %4394 = tail call float @y0f(float noundef %4393) #10
  %4395 = fpext float %4394 to double
  %4396 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4395)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %4397 = load volatile float, float* @vf, align 4, !tbaa !9
  %4398 = tail call float @y0f(float noundef %4397) #10
  %4399 = fpext float %4398 to double
  %4400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4399)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %4401 = load volatile float, float* @vf, align 4, !tbaa !9
  %4402 = tail call float @y0f(float noundef %4401) #10
  %4403 = fpext float %4402 to double
  %4404 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4403)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %4405 = load volatile float, float* @vf, align 4, !tbaa !9
  %4406 = tail call float @y0f(float noundef %4405) #10
  %4407 = fpext float %4406 to double
  %4408 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4407)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %4409 = load volatile float, float* @vf, align 4, !tbaa !9
  %4410 = tail call float @y0f(float noundef %4409) #10
  %4411 = fpext float %4410 to double
  %4412 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4411)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %4413 = load volatile float, float* @vf, align 4, !tbaa !9
  %4414 = tail call float @y0f(float noundef %4413) #10
  %4415 = fpext float %4414 to double
  %4416 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4415)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %4417 = load volatile float, float* @vf, align 4, !tbaa !9
  %4418 = tail call float @y0f(float noundef %4417) #10
  %4419 = fpext float %4418 to double
  %4420 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4419)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %4421 = load volatile float, float* @vf, align 4, !tbaa !9
  %4422 = tail call float @y0f(float noundef %4421) #10
  %4423 = fpext float %4422 to double
  %4424 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4423)
  %4425 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4426 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4427 = tail call x86_fp80 @y0l(x86_fp80 noundef %4426) #10
  %4428 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4427)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4429 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4430 = tail call x86_fp80 @y0l(x86_fp80 noundef %4429) #10
  %4431 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4430)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4432 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4433 = tail call x86_fp80 @y0l(x86_fp80 noundef %4432) #10
  %4434 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4433)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4435 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4436 = tail call x86_fp80 @y0l(x86_fp80 noundef %4435) #10
  %4437 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4436)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4438 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4439 = tail call x86_fp80 @y0l(x86_fp80 noundef %4438) #10
  %4440 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4439)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4441 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4442 = tail call x86_fp80 @y0l(x86_fp80 noundef %4441) #10
  %4443 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4442)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4444 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4445 = tail call x86_fp80 @y0l(x86_fp80 noundef %4444) #10
  %4446 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4445)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %4447 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4448 = tail call x86_fp80 @y0l(x86_fp80 noundef %4447) #10
  %4449 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4448)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %4450 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4451 = tail call x86_fp80 @y0l(x86_fp80 noundef %4450) #10
  %4452 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4451)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %4453 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4454 = tail call x86_fp80 @y0l(x86_fp80 noundef %4453) #10
  %4455 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4454)
  %4456 = tail call i32 @putchar(i32 10)
  %4457 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.43, i64 0, i64 0))
  store volatile double 0.000000e+00, double* @vd, align 8, !tbaa !5
  %4458 = load volatile double, double* @vd, align 8, !tbaa !5
  %4459 = tail call double @y1(double noundef %4458) #10
  %4460 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4459)
  store volatile double -0.000000e+00, double* @vd, align 8, !tbaa !5
  %4461 = load volatile double, double* @vd, align 8, !tbaa !5
  %4462 = tail call double @y1(double noundef %4461) #10
  %4463 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4462)
  store volatile double 5.000000e-01, double* @vd, align 8, !tbaa !5
  %4464 = load volatile double, double* @vd, align 8, !tbaa !5
  %4465 = tail call double @y1(double noundef %4464) #10
  %4466 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4465)
  store volatile double -7.500000e-01, double* @vd, align 8, !tbaa !5
  %4467 = load volatile double, double* @vd, align 8, !tbaa !5
  %4468 = tail call double @y1(double noundef %4467) #10
  %4469 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4468)
  store volatile double 1.000000e+00, double* @vd, align 8, !tbaa !5
  %4470 = load volatile double, double* @vd, align 8, !tbaa !5
  %4471 = tail call double @y1(double noundef %4470) #10
  %4472 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4471)
  store volatile double 2.000000e+00, double* @vd, align 8, !tbaa !5
  %4473 = load volatile double, double* @vd, align 8, !tbaa !5
  %4474 = tail call double @y1(double noundef %4473) #10
  %4475 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4474)
  store volatile double 3.250000e+00, double* @vd, align 8, !tbaa !5
  %4476 = load volatile double, double* @vd, align 8, !tbaa !5
  %4477 = tail call double @y1(double noundef %4476) #10
  %4478 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4477)
  store volatile double -7.500000e+00, double* @vd, align 8, !tbaa !5
  %4479 = load volatile double, double* @vd, align 8, !tbaa !5
  %4480 = tail call double @y1(double noundef %4479) #10
  %4481 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4480)
  store volatile double 1.000000e+01, double* @vd, align 8, !tbaa !5
  %4482 = load volatile double, double* @vd, align 8, !tbaa !5
  %4483 = tail call double @y1(double noundef %4482) #10
  %4484 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4483)
  store volatile double 1.005000e+02, double* @vd, align 8, !tbaa !5
  %4485 = load volatile double, double* @vd, align 8, !tbaa !5
  %4486 = tail call double @y1(double noundef %4485) #10
  %4487 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4486)
  store volatile double 1.000000e-300, double* @vd, align 8, !tbaa !5
  %4488 = load volatile double, double* @vd, align 8, !tbaa !5
  %4489 = tail call double @y1(double noundef %4488) #10
  %4490 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4489)
  store volatile double 1.000000e+300, double* @vd, align 8, !tbaa !5
  %4491 = load volatile double, double* @vd, align 8, !tbaa !5
  %4492 = tail call double @y1(double noundef %4491) #10
  %4493 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4492)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  %4494 = load volatile double, double* @vd, align 8, !tbaa !5
  %4495 = tail call double @y1(double noundef %4494) #10
  %4496 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4495)
  store volatile double 0x3FD5555555555555, double* @vd, align 8, !tbaa !5
  %4497 = load volatile double, double* @vd, align 8, !tbaa !5
  %4498 = tail call double @y1(double noundef %4497) #10
  %4499 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4498)
  %4500 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.43, i64 0, i64 0))
  store volatile float 0.000000e+00, float* @vf, align 4, !tbaa !9
  %4501 = load volatile float, float* @vf, align 4, !tbaa !9
  %4502 = tail call float @y1f(float noundef %4501) #10
  %4503 = fpext float %4502 to double
  %4504 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4503)
  store volatile float -0.000000e+00, float* @vf, align 4, !tbaa !9
  %4505 = load volatile float, float* @vf, align 4, !tbaa !9
  %4506 = tail call float @y1f(float noundef %4505) #10
  %4507 = fpext float %4506 to double
  %4508 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4507)
  store volatile float 5.000000e-01, float* @vf, align 4, !tbaa !9
  %4509 = load volatile float, float* @vf, align 4, !tbaa !9
  %4510 = tail call float @y1f(float noundef %4509) #10
  %4511 = fpext float %4510 to double
  %4512 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4511)
  store volatile float -7.500000e-01, float* @vf, align 4, !tbaa !9
  %4513 = load volatile float, float* @vf, align 4, !tbaa !9
  %4514 = tail call float @y1f(float noundef %4513) #10
  %4515 = fpext float %4514 to double
  %4516 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4515)
  store volatile float 1.000000e+00, float* @vf, align 4, !tbaa !9
  %4517 = load volatile float, float* @vf, align 4, !tbaa !9
  %4518 = tail call float @y1f(float noundef %4517) #10
  %4519 = fpext float %4518 to double
  %4520 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4519)
  store volatile float 2.500000e+00, float* @vf, align 4, !tbaa !9
  %4521 = load volatile float, float* @vf, align 4, !tbaa !9
  %4522 = tail call float @y1f(float noundef %4521) #10
  %4523 = fpext float %4522 to double
  %4524 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4523)
  store volatile float -7.500000e+00, float* @vf, align 4, !tbaa !9
  %4525 = load volatile float, float* @vf, align 4, !tbaa !9
  %4526 = tail call float @y1f(float noundef %4525) #10
  %4527 = fpext float %4526 to double
  %4528 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4527)
  store volatile float 1.000000e+01, float* @vf, align 4, !tbaa !9
  %4529 = load volatile float, float* @vf, align 4, !tbaa !9
  %4530 = tail call float @y1f(float noundef %4529) #10
  %4531 = fpext float %4530 to double
  %4532 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4531)
  store volatile float 0x39B4484C00000000, float* @vf, align 4, !tbaa !9
  %4533 = load volatile float, float* @vf, align 4, !tbaa !9
  %4534 = tail call float @y1f(float noundef %4533) #10
  %4535 = fpext float %4534 to double
  %4536 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4535)
  store volatile float 0x46293E5940000000, float* @vf, align 4, !tbaa !9
  %4537 = load volatile float, float* @vf, align 4, !tbaa !9
  %4538 = tail call float @y1f(float noundef %4537) #10
  %4539 = fpext float %4538 to double
  %4540 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4539)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  %4541 = load volatile float, float* @vf, align 4, !tbaa !9
  %4542 = tail call float @y1f(float noundef %4541) #10
  %4543 = fpext float %4542 to double
  %4544 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4543)
  %4545 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.43, i64 0, i64 0))
  store volatile x86_fp80 0xK00000000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4546 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4547 = tail call x86_fp80 @y1l(x86_fp80 noundef %4546) #10
  %4548 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4547)
  store volatile x86_fp80 0xK3FFE8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4549 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4550 = tail call x86_fp80 @y1l(x86_fp80 noundef %4549) #10
  %4551 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4550)
  store volatile x86_fp80 0xKBFFEC000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4552 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4553 = tail call x86_fp80 @y1l(x86_fp80 noundef %4552) #10
  %4554 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4553)
  store volatile x86_fp80 0xK3FFF8000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4555 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4556 = tail call x86_fp80 @y1l(x86_fp80 noundef %4555) #10
  %4557 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4556)
  store volatile x86_fp80 0xK40008000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4558 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4559 = tail call x86_fp80 @y1l(x86_fp80 noundef %4558) #10
  %4560 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4559)
  store volatile x86_fp80 0xKC001F000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4561 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4562 = tail call x86_fp80 @y1l(x86_fp80 noundef %4561) #10
  %4563 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4562)
  store volatile x86_fp80 0xK4002A000000000000000, x86_fp80* @vl, align 16, !tbaa !11
  %4564 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4565 = tail call x86_fp80 @y1l(x86_fp80 noundef %4564) #10
  %4566 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4565)
  store volatile x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80* @vl, align 16, !tbaa !11
  %4567 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4568 = tail call x86_fp80 @y1l(x86_fp80 noundef %4567) #10
  %4569 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4568)
  store volatile x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80* @vl, align 16, !tbaa !11
  %4570 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4571 = tail call x86_fp80 @y1l(x86_fp80 noundef %4570) #10
  %4572 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4571)
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %4573 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4574 = tail call x86_fp80 @y1l(x86_fp80 noundef %4573) #10
  %4575 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4574)
  %4576 = tail call i32 @putchar(i32 10)
  %4577 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0))
  br label %4580

4578:                                             ; preds = %4580
  %4579 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0))
  br label %4597

4580:                                             ; preds = %0, %4580
  %4581 = phi i64 [ 0, %0 ], [ %4593, %4580 ]
  %4582 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4581
  %4583 = load double, double* %4582, align 8, !tbaa !5
  store volatile double %4583, double* @vd, align 8, !tbaa !5
  %4584 = load volatile double, double* @vd, align 8, !tbaa !5
  %4585 = trunc i64 %4581 to i8
  %4586 = add i8 %4585, 3
  %4587 = urem i8 %4586, 14
  %4588 = zext i8 %4587 to i64
  %4589 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4588
  %4590 = load double, double* %4589, align 8, !tbaa !5
  %4591 = tail call double @pow(double noundef %4584, double noundef %4590) #10
  %4592 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4591)
  %4593 = add nuw nsw i64 %4581, 1
  %4594 = icmp eq i64 %4593, 14
  br i1 %4594, label %4578, label %4580, !llvm.loop !13

4595:                                             ; preds = %4597
  %4596 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0))
  br label %4616

4597:                                             ; preds = %4578, %4597
  %4598 = phi i64 [ 0, %4578 ], [ %4611, %4597 ]
  %4599 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4598
  %4600 = load float, float* %4599, align 4, !tbaa !9
  store volatile float %4600, float* @vf, align 4, !tbaa !9
  %4601 = load volatile float, float* @vf, align 4, !tbaa !9
  %4602 = trunc i64 %4598 to i8
  %4603 = add i8 %4602, 3
  %4604 = urem i8 %4603, 11
  %4605 = zext i8 %4604 to i64
  %4606 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4605
  %4607 = load float, float* %4606, align 4, !tbaa !9
  %4608 = tail call float @powf(float noundef %4601, float noundef %4607) #10
  %4609 = fpext float %4608 to double
  %4610 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4609)
  %4611 = add nuw nsw i64 %4598, 1
  %4612 = icmp eq i64 %4611, 11
  br i1 %4612, label %4595, label %4597, !llvm.loop !15

4613:                                             ; preds = %4616
  %4614 = tail call i32 @putchar(i32 10)
  %4615 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0))
  br label %4633

4616:                                             ; preds = %4595, %4616
  %4617 = phi i64 [ 0, %4595 ], [ %4629, %4616 ]
  %4618 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4617
  %4619 = load x86_fp80, x86_fp80* %4618, align 16, !tbaa !11
  store volatile x86_fp80 %4619, x86_fp80* @vl, align 16, !tbaa !11
  %4620 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4621 = trunc i64 %4617 to i8
  %4622 = add i8 %4621, 3
  %4623 = urem i8 %4622, 10
  %4624 = zext i8 %4623 to i64
  %4625 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4624
  %4626 = load x86_fp80, x86_fp80* %4625, align 16, !tbaa !11
  %4627 = tail call x86_fp80 @powl(x86_fp80 noundef %4620, x86_fp80 noundef %4626) #10
  %4628 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4627)
  %4629 = add nuw nsw i64 %4617, 1
  %4630 = icmp eq i64 %4629, 10
  br i1 %4630, label %4613, label %4616, !llvm.loop !16

4631:                                             ; preds = %4633
  %4632 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0))
  br label %4650

4633:                                             ; preds = %4613, %4633
  %4634 = phi i64 [ 0, %4613 ], [ %4646, %4633 ]
  %4635 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4634
  %4636 = load double, double* %4635, align 8, !tbaa !5
  store volatile double %4636, double* @vd, align 8, !tbaa !5
  %4637 = load volatile double, double* @vd, align 8, !tbaa !5
  %4638 = trunc i64 %4634 to i8
  %4639 = add i8 %4638, 3
  %4640 = urem i8 %4639, 14
  %4641 = zext i8 %4640 to i64
  %4642 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4641
  %4643 = load double, double* %4642, align 8, !tbaa !5
  %4644 = tail call double @atan2(double noundef %4637, double noundef %4643) #10
  %4645 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4644)
  %4646 = add nuw nsw i64 %4634, 1
  %4647 = icmp eq i64 %4646, 14
  br i1 %4647, label %4631, label %4633, !llvm.loop !17

4648:                                             ; preds = %4650
  %4649 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0))
  br label %4669

4650:                                             ; preds = %4631, %4650
  %4651 = phi i64 [ 0, %4631 ], [ %4664, %4650 ]
  %4652 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4651
  %4653 = load float, float* %4652, align 4, !tbaa !9
  store volatile float %4653, float* @vf, align 4, !tbaa !9
  %4654 = load volatile float, float* @vf, align 4, !tbaa !9
  %4655 = trunc i64 %4651 to i8
  %4656 = add i8 %4655, 3
  %4657 = urem i8 %4656, 11
  %4658 = zext i8 %4657 to i64
  %4659 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4658
  %4660 = load float, float* %4659, align 4, !tbaa !9
  %4661 = tail call float @atan2f(float noundef %4654, float noundef %4660) #10
  %4662 = fpext float %4661 to double
  %4663 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4662)
  %4664 = add nuw nsw i64 %4651, 1
  %4665 = icmp eq i64 %4664, 11
  br i1 %4665, label %4648, label %4650, !llvm.loop !18

4666:                                             ; preds = %4669
  %4667 = tail call i32 @putchar(i32 10)
  %4668 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0))
  br label %4686

4669:                                             ; preds = %4648, %4669
  %4670 = phi i64 [ 0, %4648 ], [ %4682, %4669 ]
  %4671 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4670
  %4672 = load x86_fp80, x86_fp80* %4671, align 16, !tbaa !11
  store volatile x86_fp80 %4672, x86_fp80* @vl, align 16, !tbaa !11
  %4673 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4674 = trunc i64 %4670 to i8
  %4675 = add i8 %4674, 3
  %4676 = urem i8 %4675, 10
  %4677 = zext i8 %4676 to i64
  %4678 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4677
  %4679 = load x86_fp80, x86_fp80* %4678, align 16, !tbaa !11
  %4680 = tail call x86_fp80 @atan2l(x86_fp80 noundef %4673, x86_fp80 noundef %4679) #10
  %4681 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4680)
  %4682 = add nuw nsw i64 %4670, 1
  %4683 = icmp eq i64 %4682, 10
  br i1 %4683, label %4666, label %4669, !llvm.loop !19

4684:                                             ; preds = %4686
  %4685 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0))
  br label %4703

4686:                                             ; preds = %4666, %4686
  %4687 = phi i64 [ 0, %4666 ], [ %4699, %4686 ]
  %4688 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4687
  %4689 = load double, double* %4688, align 8, !tbaa !5
  store volatile double %4689, double* @vd, align 8, !tbaa !5
  %4690 = load volatile double, double* @vd, align 8, !tbaa !5
  %4691 = trunc i64 %4687 to i8
  %4692 = add i8 %4691, 3
  %4693 = urem i8 %4692, 14
  %4694 = zext i8 %4693 to i64
  %4695 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4694
  %4696 = load double, double* %4695, align 8, !tbaa !5
  %4697 = tail call double @hypot(double noundef %4690, double noundef %4696) #10
  %4698 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4697)
  %4699 = add nuw nsw i64 %4687, 1
  %4700 = icmp eq i64 %4699, 14
  br i1 %4700, label %4684, label %4686, !llvm.loop !20

4701:                                             ; preds = %4703
  %4702 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0))
  br label %4722

4703:                                             ; preds = %4684, %4703
  %4704 = phi i64 [ 0, %4684 ], [ %4717, %4703 ]
  %4705 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4704
  %4706 = load float, float* %4705, align 4, !tbaa !9
  store volatile float %4706, float* @vf, align 4, !tbaa !9
  %4707 = load volatile float, float* @vf, align 4, !tbaa !9
  %4708 = trunc i64 %4704 to i8
  %4709 = add i8 %4708, 3
  %4710 = urem i8 %4709, 11
  %4711 = zext i8 %4710 to i64
  %4712 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4711
  %4713 = load float, float* %4712, align 4, !tbaa !9
  %4714 = tail call float @hypotf(float noundef %4707, float noundef %4713) #10
  %4715 = fpext float %4714 to double
  %4716 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4715)
  %4717 = add nuw nsw i64 %4704, 1
  %4718 = icmp eq i64 %4717, 11
  br i1 %4718, label %4701, label %4703, !llvm.loop !21

4719:                                             ; preds = %4722
  %4720 = tail call i32 @putchar(i32 10)
  %4721 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0))
  br label %4739

4722:                                             ; preds = %4701, %4722
  %4723 = phi i64 [ 0, %4701 ], [ %4735, %4722 ]
  %4724 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4723
  %4725 = load x86_fp80, x86_fp80* %4724, align 16, !tbaa !11
  store volatile x86_fp80 %4725, x86_fp80* @vl, align 16, !tbaa !11
  %4726 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4727 = trunc i64 %4723 to i8
  %4728 = add i8 %4727, 3
  %4729 = urem i8 %4728, 10
  %4730 = zext i8 %4729 to i64
  %4731 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4730
  %4732 = load x86_fp80, x86_fp80* %4731, align 16, !tbaa !11
  %4733 = tail call x86_fp80 @hypotl(x86_fp80 noundef %4726, x86_fp80 noundef %4732) #10
  %4734 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4733)
  %4735 = add nuw nsw i64 %4723, 1
  %4736 = icmp eq i64 %4735, 10
  br i1 %4736, label %4719, label %4722, !llvm.loop !22

4737:                                             ; preds = %4739
  %4738 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0))
  br label %4756

4739:                                             ; preds = %4719, %4739
  %4740 = phi i64 [ 0, %4719 ], [ %4752, %4739 ]
  %4741 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4740
  %4742 = load double, double* %4741, align 8, !tbaa !5
  store volatile double %4742, double* @vd, align 8, !tbaa !5
  %4743 = load volatile double, double* @vd, align 8, !tbaa !5
  %4744 = trunc i64 %4740 to i8
  %4745 = add i8 %4744, 3
  %4746 = urem i8 %4745, 14
  %4747 = zext i8 %4746 to i64
  %4748 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4747
  %4749 = load double, double* %4748, align 8, !tbaa !5
  %4750 = tail call double @fmod(double noundef %4743, double noundef %4749) #10
  %4751 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4750)
  %4752 = add nuw nsw i64 %4740, 1
  %4753 = icmp eq i64 %4752, 14
  br i1 %4753, label %4737, label %4739, !llvm.loop !23

4754:                                             ; preds = %4756
  %4755 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0))
  br label %4775

4756:                                             ; preds = %4737, %4756
  %4757 = phi i64 [ 0, %4737 ], [ %4770, %4756 ]
  %4758 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4757
  %4759 = load float, float* %4758, align 4, !tbaa !9
  store volatile float %4759, float* @vf, align 4, !tbaa !9
  %4760 = load volatile float, float* @vf, align 4, !tbaa !9
  %4761 = trunc i64 %4757 to i8
  %4762 = add i8 %4761, 3
  %4763 = urem i8 %4762, 11
  %4764 = zext i8 %4763 to i64
  %4765 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4764
  %4766 = load float, float* %4765, align 4, !tbaa !9
  %4767 = tail call float @fmodf(float noundef %4760, float noundef %4766) #10
  %4768 = fpext float %4767 to double
  %4769 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4768)
  %4770 = add nuw nsw i64 %4757, 1
  %4771 = icmp eq i64 %4770, 11
  br i1 %4771, label %4754, label %4756, !llvm.loop !24

4772:                                             ; preds = %4775
  %4773 = tail call i32 @putchar(i32 10)
  %4774 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0))
  br label %4792

4775:                                             ; preds = %4754, %4775
  %4776 = phi i64 [ 0, %4754 ], [ %4788, %4775 ]
  %4777 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4776
  %4778 = load x86_fp80, x86_fp80* %4777, align 16, !tbaa !11
  store volatile x86_fp80 %4778, x86_fp80* @vl, align 16, !tbaa !11
  %4779 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4780 = trunc i64 %4776 to i8
  %4781 = add i8 %4780, 3
  %4782 = urem i8 %4781, 10
  %4783 = zext i8 %4782 to i64
  %4784 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4783
  %4785 = load x86_fp80, x86_fp80* %4784, align 16, !tbaa !11
  %4786 = tail call x86_fp80 @fmodl(x86_fp80 noundef %4779, x86_fp80 noundef %4785) #10
  %4787 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4786)
  %4788 = add nuw nsw i64 %4776, 1
  %4789 = icmp eq i64 %4788, 10
  br i1 %4789, label %4772, label %4775, !llvm.loop !25

4790:                                             ; preds = %4792
  %4791 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0))
  br label %4809

4792:                                             ; preds = %4772, %4792
  %4793 = phi i64 [ 0, %4772 ], [ %4805, %4792 ]
  %4794 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4793
  %4795 = load double, double* %4794, align 8, !tbaa !5
  store volatile double %4795, double* @vd, align 8, !tbaa !5
  %4796 = load volatile double, double* @vd, align 8, !tbaa !5
  %4797 = trunc i64 %4793 to i8
  %4798 = add i8 %4797, 3
  %4799 = urem i8 %4798, 14
  %4800 = zext i8 %4799 to i64
  %4801 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4800
  %4802 = load double, double* %4801, align 8, !tbaa !5
  %4803 = tail call double @remainder(double noundef %4796, double noundef %4802) #10
  %4804 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4803)
  %4805 = add nuw nsw i64 %4793, 1
  %4806 = icmp eq i64 %4805, 14
  br i1 %4806, label %4790, label %4792, !llvm.loop !26

4807:                                             ; preds = %4809
  %4808 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0))
  br label %4828

4809:                                             ; preds = %4790, %4809
  %4810 = phi i64 [ 0, %4790 ], [ %4823, %4809 ]
  %4811 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4810
  %4812 = load float, float* %4811, align 4, !tbaa !9
  store volatile float %4812, float* @vf, align 4, !tbaa !9
  %4813 = load volatile float, float* @vf, align 4, !tbaa !9
  %4814 = trunc i64 %4810 to i8
  %4815 = add i8 %4814, 3
  %4816 = urem i8 %4815, 11
  %4817 = zext i8 %4816 to i64
  %4818 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4817
  %4819 = load float, float* %4818, align 4, !tbaa !9
  %4820 = tail call float @remainderf(float noundef %4813, float noundef %4819) #10
  %4821 = fpext float %4820 to double
  %4822 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4821)
  %4823 = add nuw nsw i64 %4810, 1
  %4824 = icmp eq i64 %4823, 11
  br i1 %4824, label %4807, label %4809, !llvm.loop !27

4825:                                             ; preds = %4828
  %4826 = tail call i32 @putchar(i32 10)
  %4827 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0))
  br label %4845

4828:                                             ; preds = %4807, %4828
  %4829 = phi i64 [ 0, %4807 ], [ %4841, %4828 ]
  %4830 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4829
  %4831 = load x86_fp80, x86_fp80* %4830, align 16, !tbaa !11
  store volatile x86_fp80 %4831, x86_fp80* @vl, align 16, !tbaa !11
  %4832 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4833 = trunc i64 %4829 to i8
  %4834 = add i8 %4833, 3
  %4835 = urem i8 %4834, 10
  %4836 = zext i8 %4835 to i64
  %4837 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4836
  %4838 = load x86_fp80, x86_fp80* %4837, align 16, !tbaa !11
  %4839 = tail call x86_fp80 @remainderl(x86_fp80 noundef %4832, x86_fp80 noundef %4838) #10
  %4840 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4839)
  %4841 = add nuw nsw i64 %4829, 1
  %4842 = icmp eq i64 %4841, 10
  br i1 %4842, label %4825, label %4828, !llvm.loop !28

4843:                                             ; preds = %4845
  %4844 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0))
  br label %4862

4845:                                             ; preds = %4825, %4845
  %4846 = phi i64 [ 0, %4825 ], [ %4858, %4845 ]
  %4847 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4846
  %4848 = load double, double* %4847, align 8, !tbaa !5
  store volatile double %4848, double* @vd, align 8, !tbaa !5
  %4849 = load volatile double, double* @vd, align 8, !tbaa !5
  %4850 = trunc i64 %4846 to i8
  %4851 = add i8 %4850, 3
  %4852 = urem i8 %4851, 14
  %4853 = zext i8 %4852 to i64
  %4854 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4853
  %4855 = load double, double* %4854, align 8, !tbaa !5
  %4856 = tail call double @llvm.copysign.f64(double %4849, double %4855)
  %4857 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4856)
  %4858 = add nuw nsw i64 %4846, 1
  %4859 = icmp eq i64 %4858, 14
  br i1 %4859, label %4843, label %4845, !llvm.loop !29

4860:                                             ; preds = %4862
  %4861 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0))
  br label %4881

4862:                                             ; preds = %4843, %4862
  %4863 = phi i64 [ 0, %4843 ], [ %4876, %4862 ]
  %4864 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4863
  %4865 = load float, float* %4864, align 4, !tbaa !9
  store volatile float %4865, float* @vf, align 4, !tbaa !9
  %4866 = load volatile float, float* @vf, align 4, !tbaa !9
  %4867 = trunc i64 %4863 to i8
  %4868 = add i8 %4867, 3
  %4869 = urem i8 %4868, 11
  %4870 = zext i8 %4869 to i64
  %4871 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4870
  %4872 = load float, float* %4871, align 4, !tbaa !9
  %4873 = tail call float @llvm.copysign.f32(float %4866, float %4872)
  %4874 = fpext float %4873 to double
  %4875 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4874)
  %4876 = add nuw nsw i64 %4863, 1
  %4877 = icmp eq i64 %4876, 11
  br i1 %4877, label %4860, label %4862, !llvm.loop !30

4878:                                             ; preds = %4881
  %4879 = tail call i32 @putchar(i32 10)
  %4880 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.50, i64 0, i64 0))
  br label %4898

4881:                                             ; preds = %4860, %4881
  %4882 = phi i64 [ 0, %4860 ], [ %4894, %4881 ]
  %4883 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4882
  %4884 = load x86_fp80, x86_fp80* %4883, align 16, !tbaa !11
  store volatile x86_fp80 %4884, x86_fp80* @vl, align 16, !tbaa !11
  %4885 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4886 = trunc i64 %4882 to i8
  %4887 = add i8 %4886, 3
  %4888 = urem i8 %4887, 10
  %4889 = zext i8 %4888 to i64
  %4890 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4889
  %4891 = load x86_fp80, x86_fp80* %4890, align 16, !tbaa !11
  %4892 = tail call x86_fp80 @llvm.copysign.f80(x86_fp80 %4885, x86_fp80 %4891)
  %4893 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4892)
  %4894 = add nuw nsw i64 %4882, 1
  %4895 = icmp eq i64 %4894, 10
  br i1 %4895, label %4878, label %4881, !llvm.loop !31

4896:                                             ; preds = %4898
  %4897 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.50, i64 0, i64 0))
  br label %4915

4898:                                             ; preds = %4878, %4898
  %4899 = phi i64 [ 0, %4878 ], [ %4911, %4898 ]
  %4900 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4899
  %4901 = load double, double* %4900, align 8, !tbaa !5
  store volatile double %4901, double* @vd, align 8, !tbaa !5
  %4902 = load volatile double, double* @vd, align 8, !tbaa !5
  %4903 = trunc i64 %4899 to i8
  %4904 = add i8 %4903, 3
  %4905 = urem i8 %4904, 14
  %4906 = zext i8 %4905 to i64
  %4907 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4906
  %4908 = load double, double* %4907, align 8, !tbaa !5
  %4909 = tail call double @fdim(double noundef %4902, double noundef %4908) #10
  %4910 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4909)
  %4911 = add nuw nsw i64 %4899, 1
  %4912 = icmp eq i64 %4911, 14
  br i1 %4912, label %4896, label %4898, !llvm.loop !32

4913:                                             ; preds = %4915
  %4914 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.50, i64 0, i64 0))
  br label %4934

4915:                                             ; preds = %4896, %4915
  %4916 = phi i64 [ 0, %4896 ], [ %4929, %4915 ]
  %4917 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4916
  %4918 = load float, float* %4917, align 4, !tbaa !9
  store volatile float %4918, float* @vf, align 4, !tbaa !9
  %4919 = load volatile float, float* @vf, align 4, !tbaa !9
  %4920 = trunc i64 %4916 to i8
  %4921 = add i8 %4920, 3
  %4922 = urem i8 %4921, 11
  %4923 = zext i8 %4922 to i64
  %4924 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4923
  %4925 = load float, float* %4924, align 4, !tbaa !9
  %4926 = tail call float @fdimf(float noundef %4919, float noundef %4925) #10
  %4927 = fpext float %4926 to double
  %4928 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4927)
  %4929 = add nuw nsw i64 %4916, 1
  %4930 = icmp eq i64 %4929, 11
  br i1 %4930, label %4913, label %4915, !llvm.loop !33

4931:                                             ; preds = %4934
  %4932 = tail call i32 @putchar(i32 10)
  %4933 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  br label %4951

4934:                                             ; preds = %4913, %4934
  %4935 = phi i64 [ 0, %4913 ], [ %4947, %4934 ]
  %4936 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4935
  %4937 = load x86_fp80, x86_fp80* %4936, align 16, !tbaa !11
  store volatile x86_fp80 %4937, x86_fp80* @vl, align 16, !tbaa !11
  %4938 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4939 = trunc i64 %4935 to i8
  %4940 = add i8 %4939, 3
  %4941 = urem i8 %4940, 10
  %4942 = zext i8 %4941 to i64
  %4943 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4942
  %4944 = load x86_fp80, x86_fp80* %4943, align 16, !tbaa !11
  %4945 = tail call x86_fp80 @fdiml(x86_fp80 noundef %4938, x86_fp80 noundef %4944) #10
  %4946 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4945)
  %4947 = add nuw nsw i64 %4935, 1
  %4948 = icmp eq i64 %4947, 10
  br i1 %4948, label %4931, label %4934, !llvm.loop !34

4949:                                             ; preds = %4951
  %4950 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  br label %4968

4951:                                             ; preds = %4931, %4951
  %4952 = phi i64 [ 0, %4931 ], [ %4964, %4951 ]
  %4953 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4952
  %4954 = load double, double* %4953, align 8, !tbaa !5
  store volatile double %4954, double* @vd, align 8, !tbaa !5
  %4955 = load volatile double, double* @vd, align 8, !tbaa !5
  %4956 = trunc i64 %4952 to i8
  %4957 = add i8 %4956, 3
  %4958 = urem i8 %4957, 14
  %4959 = zext i8 %4958 to i64
  %4960 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %4959
  %4961 = load double, double* %4960, align 8, !tbaa !5
  %4962 = tail call double @llvm.maxnum.f64(double %4955, double %4961)
  %4963 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4962)
  %4964 = add nuw nsw i64 %4952, 1
  %4965 = icmp eq i64 %4964, 14
  br i1 %4965, label %4949, label %4951, !llvm.loop !35

4966:                                             ; preds = %4968
  %4967 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  br label %4987

4968:                                             ; preds = %4949, %4968
  %4969 = phi i64 [ 0, %4949 ], [ %4982, %4968 ]
  %4970 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4969
  %4971 = load float, float* %4970, align 4, !tbaa !9
  store volatile float %4971, float* @vf, align 4, !tbaa !9
  %4972 = load volatile float, float* @vf, align 4, !tbaa !9
  %4973 = trunc i64 %4969 to i8
  %4974 = add i8 %4973, 3
  %4975 = urem i8 %4974, 11
  %4976 = zext i8 %4975 to i64
  %4977 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %4976
  %4978 = load float, float* %4977, align 4, !tbaa !9
  %4979 = tail call float @llvm.maxnum.f32(float %4972, float %4978)
  %4980 = fpext float %4979 to double
  %4981 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %4980)
  %4982 = add nuw nsw i64 %4969, 1
  %4983 = icmp eq i64 %4982, 11
  br i1 %4983, label %4966, label %4968, !llvm.loop !36

4984:                                             ; preds = %4987
  %4985 = tail call i32 @putchar(i32 10)
  %4986 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.52, i64 0, i64 0))
  br label %5004

4987:                                             ; preds = %4966, %4987
  %4988 = phi i64 [ 0, %4966 ], [ %5000, %4987 ]
  %4989 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4988
  %4990 = load x86_fp80, x86_fp80* %4989, align 16, !tbaa !11
  store volatile x86_fp80 %4990, x86_fp80* @vl, align 16, !tbaa !11
  %4991 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %4992 = trunc i64 %4988 to i8
  %4993 = add i8 %4992, 3
  %4994 = urem i8 %4993, 10
  %4995 = zext i8 %4994 to i64
  %4996 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %4995
  %4997 = load x86_fp80, x86_fp80* %4996, align 16, !tbaa !11
  %4998 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %4991, x86_fp80 %4997)
  %4999 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %4998)
  %5000 = add nuw nsw i64 %4988, 1
  %5001 = icmp eq i64 %5000, 10
  br i1 %5001, label %4984, label %4987, !llvm.loop !37

5002:                                             ; preds = %5004
  %5003 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.52, i64 0, i64 0))
  br label %5021

5004:                                             ; preds = %4984, %5004
  %5005 = phi i64 [ 0, %4984 ], [ %5017, %5004 ]
  %5006 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %5005
  %5007 = load double, double* %5006, align 8, !tbaa !5
  store volatile double %5007, double* @vd, align 8, !tbaa !5
  %5008 = load volatile double, double* @vd, align 8, !tbaa !5
  %5009 = trunc i64 %5005 to i8
  %5010 = add i8 %5009, 3
  %5011 = urem i8 %5010, 14
  %5012 = zext i8 %5011 to i64
  %5013 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %5012
  %5014 = load double, double* %5013, align 8, !tbaa !5
  %5015 = tail call double @llvm.minnum.f64(double %5008, double %5014)
  %5016 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %5015)
  %5017 = add nuw nsw i64 %5005, 1
  %5018 = icmp eq i64 %5017, 14
  br i1 %5018, label %5002, label %5004, !llvm.loop !38

5019:                                             ; preds = %5021
  %5020 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.52, i64 0, i64 0))
  br label %5040

5021:                                             ; preds = %5002, %5021
  %5022 = phi i64 [ 0, %5002 ], [ %5035, %5021 ]
  %5023 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %5022
  %5024 = load float, float* %5023, align 4, !tbaa !9
  store volatile float %5024, float* @vf, align 4, !tbaa !9
  %5025 = load volatile float, float* @vf, align 4, !tbaa !9
  %5026 = trunc i64 %5022 to i8
  %5027 = add i8 %5026, 3
  %5028 = urem i8 %5027, 11
  %5029 = zext i8 %5028 to i64
  %5030 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %5029
  %5031 = load float, float* %5030, align 4, !tbaa !9
  %5032 = tail call float @llvm.minnum.f32(float %5025, float %5031)
  %5033 = fpext float %5032 to double
  %5034 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %5033)
  %5035 = add nuw nsw i64 %5022, 1
  %5036 = icmp eq i64 %5035, 11
  br i1 %5036, label %5019, label %5021, !llvm.loop !39

5037:                                             ; preds = %5040
  %5038 = tail call i32 @putchar(i32 10)
  %5039 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0))
  br label %5057

5040:                                             ; preds = %5019, %5040
  %5041 = phi i64 [ 0, %5019 ], [ %5053, %5040 ]
  %5042 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %5041
  %5043 = load x86_fp80, x86_fp80* %5042, align 16, !tbaa !11
  store volatile x86_fp80 %5043, x86_fp80* @vl, align 16, !tbaa !11
  %5044 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %5045 = trunc i64 %5041 to i8
  %5046 = add i8 %5045, 3
  %5047 = urem i8 %5046, 10
  %5048 = zext i8 %5047 to i64
  %5049 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %5048
  %5050 = load x86_fp80, x86_fp80* %5049, align 16, !tbaa !11
  %5051 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %5044, x86_fp80 %5050)
  %5052 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %5051)
  %5053 = add nuw nsw i64 %5041, 1
  %5054 = icmp eq i64 %5053, 10
  br i1 %5054, label %5037, label %5040, !llvm.loop !40

5055:                                             ; preds = %5057
  %5056 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0))
  br label %5074

5057:                                             ; preds = %5037, %5057
  %5058 = phi i64 [ 0, %5037 ], [ %5070, %5057 ]
  %5059 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %5058
  %5060 = load double, double* %5059, align 8, !tbaa !5
  store volatile double %5060, double* @vd, align 8, !tbaa !5
  %5061 = load volatile double, double* @vd, align 8, !tbaa !5
  %5062 = trunc i64 %5058 to i8
  %5063 = add i8 %5062, 3
  %5064 = urem i8 %5063, 14
  %5065 = zext i8 %5064 to i64
  %5066 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %5065
  %5067 = load double, double* %5066, align 8, !tbaa !5
  %5068 = tail call double @nextafter(double noundef %5061, double noundef %5067) #10
  %5069 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %5068)
  %5070 = add nuw nsw i64 %5058, 1
  %5071 = icmp eq i64 %5070, 14
  br i1 %5071, label %5055, label %5057, !llvm.loop !41

5072:                                             ; preds = %5074
  %5073 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0))
  br label %5099

5074:                                             ; preds = %5055, %5074
  %5075 = phi i64 [ 0, %5055 ], [ %5088, %5074 ]
  %5076 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %5075
  %5077 = load float, float* %5076, align 4, !tbaa !9
  store volatile float %5077, float* @vf, align 4, !tbaa !9
  %5078 = load volatile float, float* @vf, align 4, !tbaa !9
  %5079 = trunc i64 %5075 to i8
  %5080 = add i8 %5079, 3
  %5081 = urem i8 %5080, 11
  %5082 = zext i8 %5081 to i64
  %5083 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %5082
  %5084 = load float, float* %5083, align 4, !tbaa !9
  %5085 = tail call float @nextafterf(float noundef %5078, float noundef %5084) #10
  %5086 = fpext float %5085 to double
  %5087 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %5086)
  %5088 = add nuw nsw i64 %5075, 1
  %5089 = icmp eq i64 %5088, 11
  br i1 %5089, label %5072, label %5074, !llvm.loop !42

5090:                                             ; preds = %5099
  %5091 = tail call i32 @putchar(i32 10)
  store volatile double 1.000000e-01, double* @vd, align 8, !tbaa !5
  store volatile float 0x3FB99999A0000000, float* @vf, align 4, !tbaa !9
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16, !tbaa !11
  %5092 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.54, i64 0, i64 0), double noundef 0x3C90000000000000, double noundef 0x3E50000000000000, x86_fp80 noundef 0xK3FBD8000000000000000)
  %5093 = bitcast i32* %1 to i8*
  %5094 = bitcast i32* %2 to i8*
  %5095 = bitcast i32* %3 to i8*
  %5096 = bitcast double* %4 to i8*
  %5097 = bitcast double* %5 to i8*
  %5098 = bitcast double* %6 to i8*
  br label %5120

5099:                                             ; preds = %5072, %5099
  %5100 = phi i64 [ 0, %5072 ], [ %5112, %5099 ]
  %5101 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %5100
  %5102 = load x86_fp80, x86_fp80* %5101, align 16, !tbaa !11
  store volatile x86_fp80 %5102, x86_fp80* @vl, align 16, !tbaa !11
  %5103 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %5104 = trunc i64 %5100 to i8
  %5105 = add i8 %5104, 3
  %5106 = urem i8 %5105, 10
  %5107 = zext i8 %5106 to i64
  %5108 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %5107
  %5109 = load x86_fp80, x86_fp80* %5108, align 16, !tbaa !11
  %5110 = tail call x86_fp80 @nextafterl(x86_fp80 noundef %5103, x86_fp80 noundef %5109) #10
  %5111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %5110)
  %5112 = add nuw nsw i64 %5100, 1
  %5113 = icmp eq i64 %5112, 10
  br i1 %5113, label %5090, label %5099, !llvm.loop !43

5114:                                             ; preds = %5194
  %5115 = bitcast i32* %7 to i8*
  %5116 = bitcast i32* %8 to i8*
  %5117 = bitcast float* %9 to i8*
  %5118 = bitcast float* %10 to i8*
  %5119 = bitcast float* %11 to i8*
  br label %5207

5120:                                             ; preds = %5090, %5194
  %5121 = phi i64 [ 0, %5090 ], [ %5199, %5194 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5093) #10
  store i32 0, i32* %1, align 4, !tbaa !44
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5094) #10
  store i32 0, i32* %2, align 4, !tbaa !44
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5095) #10
  store i32 0, i32* %3, align 4, !tbaa !44
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5096) #10
  store double 0.000000e+00, double* %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5097) #10
  store double 0.000000e+00, double* %5, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5098) #10
  store double 0.000000e+00, double* %6, align 8, !tbaa !5
  %5122 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %5121
  %5123 = load double, double* %5122, align 8, !tbaa !5
  store volatile double %5123, double* @vd, align 8, !tbaa !5
  %5124 = load volatile double, double* @vd, align 8, !tbaa !5
  %5125 = call double @frexp(double noundef %5124, i32* noundef nonnull %1) #10
  %5126 = load volatile double, double* @vd, align 8, !tbaa !5
  %5127 = call double @modf(double noundef %5126, double* noundef nonnull %4) #10
  %5128 = load volatile double, double* @vd, align 8, !tbaa !5
  %5129 = call double @remquo(double noundef %5128, double noundef 0x3FE6666666666666, i32* noundef nonnull %2) #10
  %5130 = load volatile double, double* @vd, align 8, !tbaa !5
  call void @sincos(double noundef %5130, double* noundef nonnull %5, double* noundef nonnull %6) #10
  %5131 = load volatile double, double* @vd, align 8, !tbaa !5
  %5132 = call double @lgamma_r(double noundef %5131, i32* noundef nonnull %3) #10
  %5133 = load i32, i32* %1, align 4, !tbaa !44
  %5134 = load double, double* %4, align 8, !tbaa !5
  %5135 = load i32, i32* %2, align 4, !tbaa !44
  %5136 = load double, double* %5, align 8, !tbaa !5
  %5137 = load double, double* %6, align 8, !tbaa !5
  %5138 = load i32, i32* %3, align 4, !tbaa !44
  %5139 = trunc i64 %5121 to i32
  %5140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([72 x i8], [72 x i8]* @.str.55, i64 0, i64 0), i32 noundef %5139, double noundef %5125, i32 noundef %5133, double noundef %5127, double noundef %5134, double noundef %5129, i32 noundef %5135, double noundef %5136, double noundef %5137, double noundef %5132, i32 noundef %5138)
  %5141 = load volatile double, double* @vd, align 8, !tbaa !5
  %5142 = call double @ldexp(double noundef %5141, i32 noundef 5) #10
  %5143 = load volatile double, double* @vd, align 8, !tbaa !5
  %5144 = call double @scalbn(double noundef %5143, i32 noundef -3) #10
  %5145 = load volatile double, double* @vd, align 8, !tbaa !5
  %5146 = call double @scalbln(double noundef %5145, i64 noundef 7) #10
  %5147 = load volatile double, double* @vd, align 8, !tbaa !5
  %5148 = fcmp oeq double %5147, 0.000000e+00
  br i1 %5148, label %5152, label %5149

5149:                                             ; preds = %5120
  %5150 = load volatile double, double* @vd, align 8, !tbaa !5
  %5151 = call i32 @ilogb(double noundef %5150) #10
  br label %5152

5152:                                             ; preds = %5120, %5149
  %5153 = phi i32 [ %5151, %5149 ], [ 0, %5120 ]
  %5154 = load volatile double, double* @vd, align 8, !tbaa !5
  %5155 = call double @llvm.fabs.f64(double %5154)
  %5156 = fcmp olt double %5155, 1.000000e+15
  br i1 %5156, label %5157, label %5160

5157:                                             ; preds = %5152
  %5158 = load volatile double, double* @vd, align 8, !tbaa !5
  %5159 = call i64 @lrint(double noundef %5158) #10
  br label %5160

5160:                                             ; preds = %5152, %5157
  %5161 = phi i64 [ %5159, %5157 ], [ 0, %5152 ]
  %5162 = load volatile double, double* @vd, align 8, !tbaa !5
  %5163 = call double @llvm.fabs.f64(double %5162)
  %5164 = fcmp olt double %5163, 1.000000e+15
  br i1 %5164, label %5165, label %5168

5165:                                             ; preds = %5160
  %5166 = load volatile double, double* @vd, align 8, !tbaa !5
  %5167 = call i64 @lround(double noundef %5166) #10
  br label %5168

5168:                                             ; preds = %5160, %5165
  %5169 = phi i64 [ %5167, %5165 ], [ 0, %5160 ]
  %5170 = load volatile double, double* @vd, align 8, !tbaa !5
  %5171 = call double @llvm.fabs.f64(double %5170)
  %5172 = fcmp olt double %5171, 1.000000e+15
  br i1 %5172, label %5173, label %5176

5173:                                             ; preds = %5168
  %5174 = load volatile double, double* @vd, align 8, !tbaa !5
  %5175 = call i64 @llrint(double noundef %5174) #10
  br label %5176

5176:                                             ; preds = %5168, %5173
  %5177 = phi i64 [ %5175, %5173 ], [ 0, %5168 ]
  %5178 = load volatile double, double* @vd, align 8, !tbaa !5
  %5179 = call double @llvm.fabs.f64(double %5178)
  %5180 = fcmp olt double %5179, 1.000000e+15
  br i1 %5180, label %5181, label %5184

5181:                                             ; preds = %5176
  %5182 = load volatile double, double* @vd, align 8, !tbaa !5
  %5183 = call i64 @llround(double noundef %5182) #10
  br label %5184

5184:                                             ; preds = %5176, %5181
  %5185 = phi i64 [ %5183, %5181 ], [ 0, %5176 ]
  %5186 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([88 x i8], [88 x i8]* @.str.56, i64 0, i64 0), double noundef %5142, double noundef %5144, double noundef %5146, i32 noundef %5153, i64 noundef %5161, i64 noundef %5169, i64 noundef %5177, i64 noundef %5185)
  %5187 = load volatile double, double* @vd, align 8, !tbaa !5
  %5188 = call double @jn(i32 noundef 3, double noundef %5187) #10
  %5189 = load volatile double, double* @vd, align 8, !tbaa !5
  %5190 = fcmp ogt double %5189, 0.000000e+00
  br i1 %5190, label %5191, label %5194

5191:                                             ; preds = %5184
  %5192 = load volatile double, double* @vd, align 8, !tbaa !5
  %5193 = call double @yn(i32 noundef 2, double noundef %5192) #10
  br label %5194

5194:                                             ; preds = %5184, %5191
  %5195 = phi double [ %5193, %5191 ], [ 0.000000e+00, %5184 ]
  %5196 = load volatile double, double* @vd, align 8, !tbaa !5
  %5197 = call double @nexttoward(double noundef %5196, x86_fp80 noundef 0xK3FFF8000000000000000) #10
  %5198 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.57, i64 0, i64 0), double noundef %5188, double noundef %5195, double noundef %5197)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5098) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5097) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5096) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5095) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5094) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5093) #10
  %5199 = add nuw nsw i64 %5121, 1
  %5200 = icmp eq i64 %5199, 14
  br i1 %5200, label %5114, label %5120, !llvm.loop !46

5201:                                             ; preds = %5207
  %5202 = bitcast i32* %12 to i8*
  %5203 = bitcast i32* %13 to i8*
  %5204 = bitcast x86_fp80* %14 to i8*
  %5205 = bitcast x86_fp80* %15 to i8*
  %5206 = bitcast x86_fp80* %16 to i8*
  br label %5278

5207:                                             ; preds = %5114, %5207
  %5208 = phi i64 [ 0, %5114 ], [ %5234, %5207 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5115) #10
  store i32 0, i32* %7, align 4, !tbaa !44
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5116) #10
  store i32 0, i32* %8, align 4, !tbaa !44
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5117) #10
  store float 0.000000e+00, float* %9, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5118) #10
  store float 0.000000e+00, float* %10, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5119) #10
  store float 0.000000e+00, float* %11, align 4, !tbaa !9
  %5209 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %5208
  %5210 = load float, float* %5209, align 4, !tbaa !9
  store volatile float %5210, float* @vf, align 4, !tbaa !9
  %5211 = load volatile float, float* @vf, align 4, !tbaa !9
  %5212 = call float @frexpf(float noundef %5211, i32* noundef nonnull %7) #10
  %5213 = load volatile float, float* @vf, align 4, !tbaa !9
  %5214 = call float @modff(float noundef %5213, float* noundef nonnull %9) #10
  %5215 = load volatile float, float* @vf, align 4, !tbaa !9
  %5216 = call float @remquof(float noundef %5215, float noundef 0x3FE6666660000000, i32* noundef nonnull %8) #10
  %5217 = load volatile float, float* @vf, align 4, !tbaa !9
  call void @sincosf(float noundef %5217, float* noundef nonnull %10, float* noundef nonnull %11) #10
  %5218 = fpext float %5212 to double
  %5219 = load i32, i32* %7, align 4, !tbaa !44
  %5220 = fpext float %5214 to double
  %5221 = load float, float* %9, align 4, !tbaa !9
  %5222 = fpext float %5221 to double
  %5223 = fpext float %5216 to double
  %5224 = load i32, i32* %8, align 4, !tbaa !44
  %5225 = load float, float* %10, align 4, !tbaa !9
  %5226 = fpext float %5225 to double
  %5227 = load float, float* %11, align 4, !tbaa !9
  %5228 = fpext float %5227 to double
  %5229 = load volatile float, float* @vf, align 4, !tbaa !9
  %5230 = call float @ldexpf(float noundef %5229, i32 noundef 4) #10
  %5231 = fpext float %5230 to double
  %5232 = trunc i64 %5208 to i32
  %5233 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([71 x i8], [71 x i8]* @.str.58, i64 0, i64 0), i32 noundef %5232, double noundef %5218, i32 noundef %5219, double noundef %5220, double noundef %5222, double noundef %5223, i32 noundef %5224, double noundef %5226, double noundef %5228, double noundef %5231)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5119) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5118) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5117) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5116) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5115) #10
  %5234 = add nuw nsw i64 %5208, 1
  %5235 = icmp eq i64 %5234, 11
  br i1 %5235, label %5201, label %5207, !llvm.loop !47

5236:                                             ; preds = %5278
  %5237 = call double @nan(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.61, i64 0, i64 0)) #12
  %5238 = fcmp uno double %5237, 0.000000e+00
  %5239 = zext i1 %5238 to i32
  %5240 = call float @nanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.62, i64 0, i64 0)) #12
  %5241 = fcmp uno float %5240, 0.000000e+00
  %5242 = zext i1 %5241 to i32
  %5243 = call x86_fp80 @nanl(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.61, i64 0, i64 0)) #12
  %5244 = fcmp uno x86_fp80 %5243, 0xK00000000000000000000
  %5245 = zext i1 %5244 to i32
  %5246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %5239, i32 noundef %5242, i32 noundef %5245)
  store volatile double 0x7FF0000000000000, double* @vd, align 8, !tbaa !5
  %5247 = load volatile double, double* @vd, align 8, !tbaa !5
  %5248 = call double @exp(double noundef %5247) #10
  %5249 = load volatile double, double* @vd, align 8, !tbaa !5
  %5250 = fneg double %5249
  %5251 = call double @exp(double noundef %5250) #10
  %5252 = load volatile double, double* @vd, align 8, !tbaa !5
  %5253 = call double @atan(double noundef %5252) #10
  %5254 = load volatile double, double* @vd, align 8, !tbaa !5
  %5255 = fneg double %5254
  %5256 = call double @tanh(double noundef %5255) #10
  %5257 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), double noundef %5248, double noundef %5251, double noundef %5253, double noundef %5256)
  store volatile double -1.000000e+00, double* @vd, align 8, !tbaa !5
  %5258 = load volatile double, double* @vd, align 8, !tbaa !5
  %5259 = call double @sqrt(double noundef %5258) #10
  %5260 = fcmp uno double %5259, 0.000000e+00
  %5261 = zext i1 %5260 to i32
  %5262 = load volatile double, double* @vd, align 8, !tbaa !5
  %5263 = call double @log(double noundef %5262) #10
  %5264 = fcmp uno double %5263, 0.000000e+00
  %5265 = zext i1 %5264 to i32
  %5266 = load volatile double, double* @vd, align 8, !tbaa !5
  %5267 = fadd double %5266, 1.000000e+00
  %5268 = call double @log(double noundef %5267) #10
  %5269 = call double @llvm.fabs.f64(double %5268) #13
  %5270 = fcmp oeq double %5269, 0x7FF0000000000000
  %5271 = bitcast double %5268 to i64
  %5272 = icmp slt i64 %5271, 0
  %5273 = select i1 %5272, i32 -1, i32 1
  %5274 = select i1 %5270, i32 %5273, i32 0
  %5275 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %5261, i32 noundef %5265, i32 noundef %5274)
  %5276 = call i32 @fegetround() #12
  %5277 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.65, i64 0, i64 0), i32 noundef %5276)
  ret i32 0

5278:                                             ; preds = %5201, %5278
  %5279 = phi i64 [ 0, %5201 ], [ %5296, %5278 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5202) #10
  store i32 0, i32* %12, align 4, !tbaa !44
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5203) #10
  store i32 0, i32* %13, align 4, !tbaa !44
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5204) #10
  store x86_fp80 0xK00000000000000000000, x86_fp80* %14, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5205) #10
  store x86_fp80 0xK00000000000000000000, x86_fp80* %15, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5206) #10
  store x86_fp80 0xK00000000000000000000, x86_fp80* %16, align 16, !tbaa !11
  %5280 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %5279
  %5281 = load x86_fp80, x86_fp80* %5280, align 16, !tbaa !11
  store volatile x86_fp80 %5281, x86_fp80* @vl, align 16, !tbaa !11
  %5282 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %5283 = call x86_fp80 @frexpl(x86_fp80 noundef %5282, i32* noundef nonnull %12) #10
  %5284 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %5285 = call x86_fp80 @modfl(x86_fp80 noundef %5284, x86_fp80* noundef nonnull %14) #10
  %5286 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  %5287 = call x86_fp80 @remquol(x86_fp80 noundef %5286, x86_fp80 noundef 0xK3FFEB333333333333333, i32* noundef nonnull %13) #10
  %5288 = load volatile x86_fp80, x86_fp80* @vl, align 16, !tbaa !11
  call void @sincosl(x86_fp80 noundef %5288, x86_fp80* noundef nonnull %15, x86_fp80* noundef nonnull %16) #10
  %5289 = load i32, i32* %12, align 4, !tbaa !44
  %5290 = load x86_fp80, x86_fp80* %14, align 16, !tbaa !11
  %5291 = load i32, i32* %13, align 4, !tbaa !44
  %5292 = load x86_fp80, x86_fp80* %15, align 16, !tbaa !11
  %5293 = load x86_fp80, x86_fp80* %16, align 16, !tbaa !11
  %5294 = trunc i64 %5279 to i32
  %5295 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.59, i64 0, i64 0), i32 noundef %5294, x86_fp80 noundef %5283, i32 noundef %5289, x86_fp80 noundef %5285, x86_fp80 noundef %5290, x86_fp80 noundef %5287, i32 noundef %5291, x86_fp80 noundef %5292, x86_fp80 noundef %5293)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5206) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5205) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5204) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5203) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5202) #10
  %5296 = add nuw nsw i64 %5279, 1
  %5297 = icmp eq i64 %5296, 10
  br i1 %5297, label %5236, label %5278, !llvm.loop !48
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
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind readnone willreturn }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { readnone }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14}
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !7, i64 0}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14}
