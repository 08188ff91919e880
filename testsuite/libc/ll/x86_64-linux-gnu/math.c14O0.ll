; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@D = internal constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double -7.500000e+00, double 1.000000e+01, double 1.005000e+02, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01, double 0x3FD5555555555555], align 16
@vd = internal global double 0.000000e+00, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"\0A%sf:\00", align 1
@F = internal constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 16
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [6 x i8] c"\0A%sl:\00", align 1
@L = internal constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000, x86_fp80 0xKC001F000000000000000, x86_fp80 0xK4002A000000000000000, x86_fp80 0xK3C1AAB70FE17C79AC6CA, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 16
@vl = internal global x86_fp80 0xK00000000000000000000, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c" %La\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
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
  %169 = alloca x86_fp80, align 16
  %170 = alloca x86_fp80, align 16
  %171 = alloca x86_fp80, align 16
  %172 = alloca x86_fp80, align 16
  %173 = alloca x86_fp80, align 16
  %174 = alloca x86_fp80, align 16
  store i32 0, i32* %1, align 4
  br label %175

175:                                              ; preds = %0
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  store i32 0, i32* %2, align 4
  br label %177

177:                                              ; preds = %189, %175
  %178 = load i32, i32* %2, align 4
  %179 = zext i32 %178 to i64
  %180 = icmp ult i64 %179, 14
  br i1 %180, label %181, label %192

181:                                              ; preds = %177
  %182 = load i32, i32* %2, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %183
  %185 = load double, double* %184, align 8
  store volatile double %185, double* @vd, align 8
  %186 = load volatile double, double* @vd, align 8
  %187 = call double @sqrt(double noundef %186) #6
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %187)
  br label %189

189:                                              ; preds = %181
  %190 = load i32, i32* %2, align 4
  %191 = add i32 %190, 1
  store i32 %191, i32* %2, align 4
  br label %177, !llvm.loop !6

192:                                              ; preds = %177
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  store i32 0, i32* %3, align 4
  br label %194

194:                                              ; preds = %207, %192
  %195 = load i32, i32* %3, align 4
  %196 = zext i32 %195 to i64
  %197 = icmp ult i64 %196, 11
  br i1 %197, label %198, label %210

198:                                              ; preds = %194
  %199 = load i32, i32* %3, align 4
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %200
  %202 = load float, float* %201, align 4
  store volatile float %202, float* @vf, align 4
  %203 = load volatile float, float* @vf, align 4
  %204 = call float @sqrtf(float noundef %203) #6
  %205 = fpext float %204 to double
  %206 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %205)
  br label %207

207:                                              ; preds = %198
  %208 = load i32, i32* %3, align 4
  %209 = add i32 %208, 1
  store i32 %209, i32* %3, align 4
  br label %194, !llvm.loop !8

210:                                              ; preds = %194
  %211 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
  store i32 0, i32* %4, align 4
  br label %212

212:                                              ; preds = %224, %210
  %213 = load i32, i32* %4, align 4
  %214 = zext i32 %213 to i64
  %215 = icmp ult i64 %214, 10
  br i1 %215, label %216, label %227

216:                                              ; preds = %212
  %217 = load i32, i32* %4, align 4
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %218
  %220 = load x86_fp80, x86_fp80* %219, align 16
  store volatile x86_fp80 %220, x86_fp80* @vl, align 16
  %221 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %222 = call x86_fp80 @sqrtl(x86_fp80 noundef %221) #6
  %223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %222)
  br label %224

224:                                              ; preds = %216
  %225 = load i32, i32* %4, align 4
  %226 = add i32 %225, 1
  store i32 %226, i32* %4, align 4
  br label %212, !llvm.loop !9

227:                                              ; preds = %212
  %228 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %229

229:                                              ; preds = %227
  br label %230

230:                                              ; preds = %229
  %231 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  store i32 0, i32* %5, align 4
  br label %232

232:                                              ; preds = %244, %230
  %233 = load i32, i32* %5, align 4
  %234 = zext i32 %233 to i64
  %235 = icmp ult i64 %234, 14
  br i1 %235, label %236, label %247

236:                                              ; preds = %232
  %237 = load i32, i32* %5, align 4
  %238 = zext i32 %237 to i64
  %239 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %238
  %240 = load double, double* %239, align 8
  store volatile double %240, double* @vd, align 8
  %241 = load volatile double, double* @vd, align 8
  %242 = call double @cbrt(double noundef %241) #7
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %242)
  br label %244

244:                                              ; preds = %236
  %245 = load i32, i32* %5, align 4
  %246 = add i32 %245, 1
  store i32 %246, i32* %5, align 4
  br label %232, !llvm.loop !10

247:                                              ; preds = %232
  %248 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  store i32 0, i32* %6, align 4
  br label %249

249:                                              ; preds = %262, %247
  %250 = load i32, i32* %6, align 4
  %251 = zext i32 %250 to i64
  %252 = icmp ult i64 %251, 11
  br i1 %252, label %253, label %265

253:                                              ; preds = %249
  %254 = load i32, i32* %6, align 4
  %255 = zext i32 %254 to i64
  %256 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %255
  %257 = load float, float* %256, align 4
  store volatile float %257, float* @vf, align 4
  %258 = load volatile float, float* @vf, align 4
  %259 = call float @cbrtf(float noundef %258) #7
  %260 = fpext float %259 to double
  %261 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %260)
  br label %262

262:                                              ; preds = %253
  %263 = load i32, i32* %6, align 4
  %264 = add i32 %263, 1
  store i32 %264, i32* %6, align 4
  br label %249, !llvm.loop !11

265:                                              ; preds = %249
  %266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  store i32 0, i32* %7, align 4
  br label %267

267:                                              ; preds = %279, %265
  %268 = load i32, i32* %7, align 4
  %269 = zext i32 %268 to i64
  %270 = icmp ult i64 %269, 10
  br i1 %270, label %271, label %282

271:                                              ; preds = %267
  %272 = load i32, i32* %7, align 4
  %273 = zext i32 %272 to i64
  %274 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %273
  %275 = load x86_fp80, x86_fp80* %274, align 16
  store volatile x86_fp80 %275, x86_fp80* @vl, align 16
  %276 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %277 = call x86_fp80 @cbrtl(x86_fp80 noundef %276) #7
  %278 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %277)
  br label %279

279:                                              ; preds = %271
  %280 = load i32, i32* %7, align 4
  %281 = add i32 %280, 1
  store i32 %281, i32* %7, align 4
  br label %267, !llvm.loop !12

282:                                              ; preds = %267
  %283 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %284

284:                                              ; preds = %282
  br label %285

285:                                              ; preds = %284
  %286 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  store i32 0, i32* %8, align 4
  br label %287

287:                                              ; preds = %299, %285
  %288 = load i32, i32* %8, align 4
  %289 = zext i32 %288 to i64
  %290 = icmp ult i64 %289, 14
  br i1 %290, label %291, label %302

291:                                              ; preds = %287
  %292 = load i32, i32* %8, align 4
  %293 = zext i32 %292 to i64
  %294 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %293
  %295 = load double, double* %294, align 8
  store volatile double %295, double* @vd, align 8
  %296 = load volatile double, double* @vd, align 8
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %297)
  br label %299

299:                                              ; preds = %291
  %300 = load i32, i32* %8, align 4
  %301 = add i32 %300, 1
  store i32 %301, i32* %8, align 4
  br label %287, !llvm.loop !13

302:                                              ; preds = %287
  %303 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  store i32 0, i32* %9, align 4
  br label %304

304:                                              ; preds = %317, %302
  %305 = load i32, i32* %9, align 4
  %306 = zext i32 %305 to i64
  %307 = icmp ult i64 %306, 11
  br i1 %307, label %308, label %320

308:                                              ; preds = %304
  %309 = load i32, i32* %9, align 4
  %310 = zext i32 %309 to i64
  %311 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %310
  %312 = load float, float* %311, align 4
  store volatile float %312, float* @vf, align 4
  %313 = load volatile float, float* @vf, align 4
  %314 = call float @llvm.fabs.f32(float %313)
  %315 = fpext float %314 to double
  %316 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %315)
  br label %317

317:                                              ; preds = %308
  %318 = load i32, i32* %9, align 4
  %319 = add i32 %318, 1
  store i32 %319, i32* %9, align 4
  br label %304, !llvm.loop !14

320:                                              ; preds = %304
  %321 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  store i32 0, i32* %10, align 4
  br label %322

322:                                              ; preds = %334, %320
  %323 = load i32, i32* %10, align 4
  %324 = zext i32 %323 to i64
  %325 = icmp ult i64 %324, 10
  br i1 %325, label %326, label %337

326:                                              ; preds = %322
  %327 = load i32, i32* %10, align 4
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %328
  %330 = load x86_fp80, x86_fp80* %329, align 16
  store volatile x86_fp80 %330, x86_fp80* @vl, align 16
  %331 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %332 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %331)
  %333 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %332)
  br label %334

334:                                              ; preds = %326
  %335 = load i32, i32* %10, align 4
  %336 = add i32 %335, 1
  store i32 %336, i32* %10, align 4
  br label %322, !llvm.loop !15

337:                                              ; preds = %322
  %338 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %339

339:                                              ; preds = %337
  br label %340

340:                                              ; preds = %339
  %341 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  store i32 0, i32* %11, align 4
  br label %342

342:                                              ; preds = %354, %340
  %343 = load i32, i32* %11, align 4
  %344 = zext i32 %343 to i64
  %345 = icmp ult i64 %344, 14
  br i1 %345, label %346, label %357

346:                                              ; preds = %342
  %347 = load i32, i32* %11, align 4
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %348
  %350 = load double, double* %349, align 8
  store volatile double %350, double* @vd, align 8
  %351 = load volatile double, double* @vd, align 8
  %352 = call double @exp(double noundef %351) #6
  %353 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %352)
  br label %354

354:                                              ; preds = %346
  %355 = load i32, i32* %11, align 4
  %356 = add i32 %355, 1
  store i32 %356, i32* %11, align 4
  br label %342, !llvm.loop !16

357:                                              ; preds = %342
  %358 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  store i32 0, i32* %12, align 4
  br label %359

359:                                              ; preds = %372, %357
  %360 = load i32, i32* %12, align 4
  %361 = zext i32 %360 to i64
  %362 = icmp ult i64 %361, 11
  br i1 %362, label %363, label %375

363:                                              ; preds = %359
  %364 = load i32, i32* %12, align 4
  %365 = zext i32 %364 to i64
  %366 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %365
  %367 = load float, float* %366, align 4
  store volatile float %367, float* @vf, align 4
  %368 = load volatile float, float* @vf, align 4
  %369 = call float @expf(float noundef %368) #6
  %370 = fpext float %369 to double
  %371 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %370)
  br label %372

372:                                              ; preds = %363
  %373 = load i32, i32* %12, align 4
  %374 = add i32 %373, 1
  store i32 %374, i32* %12, align 4
  br label %359, !llvm.loop !17

375:                                              ; preds = %359
  %376 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  store i32 0, i32* %13, align 4
  br label %377

377:                                              ; preds = %389, %375
  %378 = load i32, i32* %13, align 4
  %379 = zext i32 %378 to i64
  %380 = icmp ult i64 %379, 10
  br i1 %380, label %381, label %392

381:                                              ; preds = %377
  %382 = load i32, i32* %13, align 4
  %383 = zext i32 %382 to i64
  %384 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %383
  %385 = load x86_fp80, x86_fp80* %384, align 16
  store volatile x86_fp80 %385, x86_fp80* @vl, align 16
  %386 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %387 = call x86_fp80 @expl(x86_fp80 noundef %386) #6
  %388 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %387)
  br label %389

389:                                              ; preds = %381
  %390 = load i32, i32* %13, align 4
  %391 = add i32 %390, 1
  store i32 %391, i32* %13, align 4
  br label %377, !llvm.loop !18

392:                                              ; preds = %377
  %393 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %394

394:                                              ; preds = %392
  br label %395

395:                                              ; preds = %394
  %396 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
  store i32 0, i32* %14, align 4
  br label %397

397:                                              ; preds = %409, %395
  %398 = load i32, i32* %14, align 4
  %399 = zext i32 %398 to i64
  %400 = icmp ult i64 %399, 14
  br i1 %400, label %401, label %412

401:                                              ; preds = %397
  %402 = load i32, i32* %14, align 4
  %403 = zext i32 %402 to i64
  %404 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %403
  %405 = load double, double* %404, align 8
  store volatile double %405, double* @vd, align 8
  %406 = load volatile double, double* @vd, align 8
  %407 = call double @exp2(double noundef %406) #6
  %408 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %407)
  br label %409

409:                                              ; preds = %401
  %410 = load i32, i32* %14, align 4
  %411 = add i32 %410, 1
  store i32 %411, i32* %14, align 4
  br label %397, !llvm.loop !19

412:                                              ; preds = %397
  %413 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
  store i32 0, i32* %15, align 4
  br label %414

414:                                              ; preds = %427, %412
  %415 = load i32, i32* %15, align 4
  %416 = zext i32 %415 to i64
  %417 = icmp ult i64 %416, 11
  br i1 %417, label %418, label %430

418:                                              ; preds = %414
  %419 = load i32, i32* %15, align 4
  %420 = zext i32 %419 to i64
  %421 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %420
  %422 = load float, float* %421, align 4
  store volatile float %422, float* @vf, align 4
  %423 = load volatile float, float* @vf, align 4
  %424 = call float @exp2f(float noundef %423) #6
  %425 = fpext float %424 to double
  %426 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %425)
  br label %427

427:                                              ; preds = %418
  %428 = load i32, i32* %15, align 4
  %429 = add i32 %428, 1
  store i32 %429, i32* %15, align 4
  br label %414, !llvm.loop !20

430:                                              ; preds = %414
  %431 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
  store i32 0, i32* %16, align 4
  br label %432

432:                                              ; preds = %444, %430
  %433 = load i32, i32* %16, align 4
  %434 = zext i32 %433 to i64
  %435 = icmp ult i64 %434, 10
  br i1 %435, label %436, label %447

436:                                              ; preds = %432
  %437 = load i32, i32* %16, align 4
  %438 = zext i32 %437 to i64
  %439 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %438
  %440 = load x86_fp80, x86_fp80* %439, align 16
  store volatile x86_fp80 %440, x86_fp80* @vl, align 16
  %441 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %442 = call x86_fp80 @exp2l(x86_fp80 noundef %441) #6
  %443 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %442)
  br label %444

444:                                              ; preds = %436
  %445 = load i32, i32* %16, align 4
  %446 = add i32 %445, 1
  store i32 %446, i32* %16, align 4
  br label %432, !llvm.loop !21

447:                                              ; preds = %432
  %448 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %449

449:                                              ; preds = %447
  br label %450

450:                                              ; preds = %449
  %451 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0))
  store i32 0, i32* %17, align 4
  br label %452

452:                                              ; preds = %464, %450
  %453 = load i32, i32* %17, align 4
  %454 = zext i32 %453 to i64
  %455 = icmp ult i64 %454, 14
  br i1 %455, label %456, label %467

456:                                              ; preds = %452
  %457 = load i32, i32* %17, align 4
  %458 = zext i32 %457 to i64
  %459 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %458
  %460 = load double, double* %459, align 8
  store volatile double %460, double* @vd, align 8
  %461 = load volatile double, double* @vd, align 8
  %462 = call double @exp10(double noundef %461) #6
  %463 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %462)
  br label %464

464:                                              ; preds = %456
  %465 = load i32, i32* %17, align 4
  %466 = add i32 %465, 1
  store i32 %466, i32* %17, align 4
  br label %452, !llvm.loop !22

467:                                              ; preds = %452
  %468 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0))
  store i32 0, i32* %18, align 4
  br label %469

469:                                              ; preds = %482, %467
  %470 = load i32, i32* %18, align 4
  %471 = zext i32 %470 to i64
  %472 = icmp ult i64 %471, 11
  br i1 %472, label %473, label %485

473:                                              ; preds = %469
  %474 = load i32, i32* %18, align 4
  %475 = zext i32 %474 to i64
  %476 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %475
  %477 = load float, float* %476, align 4
  store volatile float %477, float* @vf, align 4
  %478 = load volatile float, float* @vf, align 4
  %479 = call float @exp10f(float noundef %478) #6
  %480 = fpext float %479 to double
  %481 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %480)
  br label %482

482:                                              ; preds = %473
  %483 = load i32, i32* %18, align 4
  %484 = add i32 %483, 1
  store i32 %484, i32* %18, align 4
  br label %469, !llvm.loop !23

485:                                              ; preds = %469
  %486 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0))
  store i32 0, i32* %19, align 4
  br label %487

487:                                              ; preds = %499, %485
  %488 = load i32, i32* %19, align 4
  %489 = zext i32 %488 to i64
  %490 = icmp ult i64 %489, 10
  br i1 %490, label %491, label %502

491:                                              ; preds = %487
  %492 = load i32, i32* %19, align 4
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %493
  %495 = load x86_fp80, x86_fp80* %494, align 16
  store volatile x86_fp80 %495, x86_fp80* @vl, align 16
  %496 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %497 = call x86_fp80 @exp10l(x86_fp80 noundef %496) #6
  %498 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %497)
  br label %499

499:                                              ; preds = %491
  %500 = load i32, i32* %19, align 4
  %501 = add i32 %500, 1
  store i32 %501, i32* %19, align 4
  br label %487, !llvm.loop !24

502:                                              ; preds = %487
  %503 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %504

504:                                              ; preds = %502
  br label %505

505:                                              ; preds = %504
  %506 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
  store i32 0, i32* %20, align 4
  br label %507

507:                                              ; preds = %519, %505
  %508 = load i32, i32* %20, align 4
  %509 = zext i32 %508 to i64
  %510 = icmp ult i64 %509, 14
  br i1 %510, label %511, label %522

511:                                              ; preds = %507
  %512 = load i32, i32* %20, align 4
  %513 = zext i32 %512 to i64
  %514 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %513
  %515 = load double, double* %514, align 8
  store volatile double %515, double* @vd, align 8
  %516 = load volatile double, double* @vd, align 8
  %517 = call double @expm1(double noundef %516) #6
  %518 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %517)
  br label %519

519:                                              ; preds = %511
  %520 = load i32, i32* %20, align 4
  %521 = add i32 %520, 1
  store i32 %521, i32* %20, align 4
  br label %507, !llvm.loop !25

522:                                              ; preds = %507
  %523 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
  store i32 0, i32* %21, align 4
  br label %524

524:                                              ; preds = %537, %522
  %525 = load i32, i32* %21, align 4
  %526 = zext i32 %525 to i64
  %527 = icmp ult i64 %526, 11
  br i1 %527, label %528, label %540

528:                                              ; preds = %524
  %529 = load i32, i32* %21, align 4
  %530 = zext i32 %529 to i64
  %531 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %530
  %532 = load float, float* %531, align 4
  store volatile float %532, float* @vf, align 4
  %533 = load volatile float, float* @vf, align 4
  %534 = call float @expm1f(float noundef %533) #6
  %535 = fpext float %534 to double
  %536 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %535)
  br label %537

537:                                              ; preds = %528
  %538 = load i32, i32* %21, align 4
  %539 = add i32 %538, 1
  store i32 %539, i32* %21, align 4
  br label %524, !llvm.loop !26

540:                                              ; preds = %524
  %541 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
  store i32 0, i32* %22, align 4
  br label %542

542:                                              ; preds = %554, %540
  %543 = load i32, i32* %22, align 4
  %544 = zext i32 %543 to i64
  %545 = icmp ult i64 %544, 10
  br i1 %545, label %546, label %557

546:                                              ; preds = %542
  %547 = load i32, i32* %22, align 4
  %548 = zext i32 %547 to i64
  %549 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %548
  %550 = load x86_fp80, x86_fp80* %549, align 16
  store volatile x86_fp80 %550, x86_fp80* @vl, align 16
  %551 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %552 = call x86_fp80 @expm1l(x86_fp80 noundef %551) #6
  %553 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %552)
  br label %554

554:                                              ; preds = %546
  %555 = load i32, i32* %22, align 4
  %556 = add i32 %555, 1
  store i32 %556, i32* %22, align 4
  br label %542, !llvm.loop !27

557:                                              ; preds = %542
  %558 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %559

559:                                              ; preds = %557
  br label %560

560:                                              ; preds = %559
  %561 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  store i32 0, i32* %23, align 4
  br label %562

562:                                              ; preds = %574, %560
  %563 = load i32, i32* %23, align 4
  %564 = zext i32 %563 to i64
  %565 = icmp ult i64 %564, 14
  br i1 %565, label %566, label %577

566:                                              ; preds = %562
  %567 = load i32, i32* %23, align 4
  %568 = zext i32 %567 to i64
  %569 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %568
  %570 = load double, double* %569, align 8
  store volatile double %570, double* @vd, align 8
  %571 = load volatile double, double* @vd, align 8
  %572 = call double @log(double noundef %571) #6
  %573 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %572)
  br label %574

574:                                              ; preds = %566
  %575 = load i32, i32* %23, align 4
  %576 = add i32 %575, 1
  store i32 %576, i32* %23, align 4
  br label %562, !llvm.loop !28

577:                                              ; preds = %562
  %578 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  store i32 0, i32* %24, align 4
  br label %579

579:                                              ; preds = %592, %577
  %580 = load i32, i32* %24, align 4
  %581 = zext i32 %580 to i64
  %582 = icmp ult i64 %581, 11
  br i1 %582, label %583, label %595

583:                                              ; preds = %579
  %584 = load i32, i32* %24, align 4
  %585 = zext i32 %584 to i64
  %586 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %585
  %587 = load float, float* %586, align 4
  store volatile float %587, float* @vf, align 4
  %588 = load volatile float, float* @vf, align 4
  %589 = call float @logf(float noundef %588) #6
  %590 = fpext float %589 to double
  %591 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %590)
  br label %592

592:                                              ; preds = %583
  %593 = load i32, i32* %24, align 4
  %594 = add i32 %593, 1
  store i32 %594, i32* %24, align 4
  br label %579, !llvm.loop !29

595:                                              ; preds = %579
  %596 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0))
  store i32 0, i32* %25, align 4
  br label %597

597:                                              ; preds = %609, %595
  %598 = load i32, i32* %25, align 4
  %599 = zext i32 %598 to i64
  %600 = icmp ult i64 %599, 10
  br i1 %600, label %601, label %612

601:                                              ; preds = %597
  %602 = load i32, i32* %25, align 4
  %603 = zext i32 %602 to i64
  %604 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %603
  %605 = load x86_fp80, x86_fp80* %604, align 16
  store volatile x86_fp80 %605, x86_fp80* @vl, align 16
  %606 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %607 = call x86_fp80 @logl(x86_fp80 noundef %606) #6
  %608 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %607)
  br label %609

609:                                              ; preds = %601
  %610 = load i32, i32* %25, align 4
  %611 = add i32 %610, 1
  store i32 %611, i32* %25, align 4
  br label %597, !llvm.loop !30

612:                                              ; preds = %597
  %613 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %614

614:                                              ; preds = %612
  br label %615

615:                                              ; preds = %614
  %616 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0))
  store i32 0, i32* %26, align 4
  br label %617

617:                                              ; preds = %629, %615
  %618 = load i32, i32* %26, align 4
  %619 = zext i32 %618 to i64
  %620 = icmp ult i64 %619, 14
  br i1 %620, label %621, label %632

621:                                              ; preds = %617
  %622 = load i32, i32* %26, align 4
  %623 = zext i32 %622 to i64
  %624 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %623
  %625 = load double, double* %624, align 8
  store volatile double %625, double* @vd, align 8
  %626 = load volatile double, double* @vd, align 8
  %627 = call double @log2(double noundef %626) #6
  %628 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %627)
  br label %629

629:                                              ; preds = %621
  %630 = load i32, i32* %26, align 4
  %631 = add i32 %630, 1
  store i32 %631, i32* %26, align 4
  br label %617, !llvm.loop !31

632:                                              ; preds = %617
  %633 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0))
  store i32 0, i32* %27, align 4
  br label %634

634:                                              ; preds = %647, %632
  %635 = load i32, i32* %27, align 4
  %636 = zext i32 %635 to i64
  %637 = icmp ult i64 %636, 11
  br i1 %637, label %638, label %650

638:                                              ; preds = %634
  %639 = load i32, i32* %27, align 4
  %640 = zext i32 %639 to i64
  %641 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %640
  %642 = load float, float* %641, align 4
  store volatile float %642, float* @vf, align 4
  %643 = load volatile float, float* @vf, align 4
  %644 = call float @log2f(float noundef %643) #6
  %645 = fpext float %644 to double
  %646 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %645)
  br label %647

647:                                              ; preds = %638
  %648 = load i32, i32* %27, align 4
  %649 = add i32 %648, 1
  store i32 %649, i32* %27, align 4
  br label %634, !llvm.loop !32

650:                                              ; preds = %634
  %651 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0))
  store i32 0, i32* %28, align 4
  br label %652

652:                                              ; preds = %664, %650
  %653 = load i32, i32* %28, align 4
  %654 = zext i32 %653 to i64
  %655 = icmp ult i64 %654, 10
  br i1 %655, label %656, label %667

656:                                              ; preds = %652
  %657 = load i32, i32* %28, align 4
  %658 = zext i32 %657 to i64
  %659 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %658
  %660 = load x86_fp80, x86_fp80* %659, align 16
  store volatile x86_fp80 %660, x86_fp80* @vl, align 16
  %661 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %662 = call x86_fp80 @log2l(x86_fp80 noundef %661) #6
  %663 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %662)
  br label %664

664:                                              ; preds = %656
  %665 = load i32, i32* %28, align 4
  %666 = add i32 %665, 1
  store i32 %666, i32* %28, align 4
  br label %652, !llvm.loop !33

667:                                              ; preds = %652
  %668 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %669

669:                                              ; preds = %667
  br label %670

670:                                              ; preds = %669
  %671 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0))
  store i32 0, i32* %29, align 4
  br label %672

672:                                              ; preds = %684, %670
  %673 = load i32, i32* %29, align 4
  %674 = zext i32 %673 to i64
  %675 = icmp ult i64 %674, 14
  br i1 %675, label %676, label %687

676:                                              ; preds = %672
  %677 = load i32, i32* %29, align 4
  %678 = zext i32 %677 to i64
  %679 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %678
  %680 = load double, double* %679, align 8
  store volatile double %680, double* @vd, align 8
  %681 = load volatile double, double* @vd, align 8
  %682 = call double @log10(double noundef %681) #6
  %683 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %682)
  br label %684

684:                                              ; preds = %676
  %685 = load i32, i32* %29, align 4
  %686 = add i32 %685, 1
  store i32 %686, i32* %29, align 4
  br label %672, !llvm.loop !34

687:                                              ; preds = %672
  %688 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0))
  store i32 0, i32* %30, align 4
  br label %689

689:                                              ; preds = %702, %687
  %690 = load i32, i32* %30, align 4
  %691 = zext i32 %690 to i64
  %692 = icmp ult i64 %691, 11
  br i1 %692, label %693, label %705

693:                                              ; preds = %689
  %694 = load i32, i32* %30, align 4
  %695 = zext i32 %694 to i64
  %696 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %695
  %697 = load float, float* %696, align 4
  store volatile float %697, float* @vf, align 4
  %698 = load volatile float, float* @vf, align 4
  %699 = call float @log10f(float noundef %698) #6
  %700 = fpext float %699 to double
  %701 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %700)
  br label %702

702:                                              ; preds = %693
  %703 = load i32, i32* %30, align 4
  %704 = add i32 %703, 1
  store i32 %704, i32* %30, align 4
  br label %689, !llvm.loop !35

705:                                              ; preds = %689
  %706 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0))
  store i32 0, i32* %31, align 4
  br label %707

707:                                              ; preds = %719, %705
  %708 = load i32, i32* %31, align 4
  %709 = zext i32 %708 to i64
  %710 = icmp ult i64 %709, 10
  br i1 %710, label %711, label %722

711:                                              ; preds = %707
  %712 = load i32, i32* %31, align 4
  %713 = zext i32 %712 to i64
  %714 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %713
  %715 = load x86_fp80, x86_fp80* %714, align 16
  store volatile x86_fp80 %715, x86_fp80* @vl, align 16
  %716 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %717 = call x86_fp80 @log10l(x86_fp80 noundef %716) #6
  %718 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %717)
  br label %719

719:                                              ; preds = %711
  %720 = load i32, i32* %31, align 4
  %721 = add i32 %720, 1
  store i32 %721, i32* %31, align 4
  br label %707, !llvm.loop !36

722:                                              ; preds = %707
  %723 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %724

724:                                              ; preds = %722
  br label %725

725:                                              ; preds = %724
  %726 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  store i32 0, i32* %32, align 4
  br label %727

727:                                              ; preds = %739, %725
  %728 = load i32, i32* %32, align 4
  %729 = zext i32 %728 to i64
  %730 = icmp ult i64 %729, 14
  br i1 %730, label %731, label %742

731:                                              ; preds = %727
  %732 = load i32, i32* %32, align 4
  %733 = zext i32 %732 to i64
  %734 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %733
  %735 = load double, double* %734, align 8
  store volatile double %735, double* @vd, align 8
  %736 = load volatile double, double* @vd, align 8
  %737 = call double @log1p(double noundef %736) #6
  %738 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %737)
  br label %739

739:                                              ; preds = %731
  %740 = load i32, i32* %32, align 4
  %741 = add i32 %740, 1
  store i32 %741, i32* %32, align 4
  br label %727, !llvm.loop !37

742:                                              ; preds = %727
  %743 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  store i32 0, i32* %33, align 4
  br label %744

744:                                              ; preds = %757, %742
  %745 = load i32, i32* %33, align 4
  %746 = zext i32 %745 to i64
  %747 = icmp ult i64 %746, 11
  br i1 %747, label %748, label %760

748:                                              ; preds = %744
  %749 = load i32, i32* %33, align 4
  %750 = zext i32 %749 to i64
  %751 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %750
  %752 = load float, float* %751, align 4
  store volatile float %752, float* @vf, align 4
  %753 = load volatile float, float* @vf, align 4
  %754 = call float @log1pf(float noundef %753) #6
  %755 = fpext float %754 to double
  %756 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %755)
  br label %757

757:                                              ; preds = %748
  %758 = load i32, i32* %33, align 4
  %759 = add i32 %758, 1
  store i32 %759, i32* %33, align 4
  br label %744, !llvm.loop !38

760:                                              ; preds = %744
  %761 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  store i32 0, i32* %34, align 4
  br label %762

762:                                              ; preds = %774, %760
  %763 = load i32, i32* %34, align 4
  %764 = zext i32 %763 to i64
  %765 = icmp ult i64 %764, 10
  br i1 %765, label %766, label %777

766:                                              ; preds = %762
  %767 = load i32, i32* %34, align 4
  %768 = zext i32 %767 to i64
  %769 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %768
  %770 = load x86_fp80, x86_fp80* %769, align 16
  store volatile x86_fp80 %770, x86_fp80* @vl, align 16
  %771 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %772 = call x86_fp80 @log1pl(x86_fp80 noundef %771) #6
  %773 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %772)
  br label %774

774:                                              ; preds = %766
  %775 = load i32, i32* %34, align 4
  %776 = add i32 %775, 1
  store i32 %776, i32* %34, align 4
  br label %762, !llvm.loop !39

777:                                              ; preds = %762
  %778 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %779

779:                                              ; preds = %777
  br label %780

780:                                              ; preds = %779
  %781 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0))
  store i32 0, i32* %35, align 4
  br label %782

782:                                              ; preds = %794, %780
  %783 = load i32, i32* %35, align 4
  %784 = zext i32 %783 to i64
  %785 = icmp ult i64 %784, 14
  br i1 %785, label %786, label %797

786:                                              ; preds = %782
  %787 = load i32, i32* %35, align 4
  %788 = zext i32 %787 to i64
  %789 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %788
  %790 = load double, double* %789, align 8
  store volatile double %790, double* @vd, align 8
  %791 = load volatile double, double* @vd, align 8
  %792 = call double @logb(double noundef %791) #6
  %793 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %792)
  br label %794

794:                                              ; preds = %786
  %795 = load i32, i32* %35, align 4
  %796 = add i32 %795, 1
  store i32 %796, i32* %35, align 4
  br label %782, !llvm.loop !40

797:                                              ; preds = %782
  %798 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0))
  store i32 0, i32* %36, align 4
  br label %799

799:                                              ; preds = %812, %797
  %800 = load i32, i32* %36, align 4
  %801 = zext i32 %800 to i64
  %802 = icmp ult i64 %801, 11
  br i1 %802, label %803, label %815

803:                                              ; preds = %799
  %804 = load i32, i32* %36, align 4
  %805 = zext i32 %804 to i64
  %806 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %805
  %807 = load float, float* %806, align 4
  store volatile float %807, float* @vf, align 4
  %808 = load volatile float, float* @vf, align 4
  %809 = call float @logbf(float noundef %808) #6
  %810 = fpext float %809 to double
  %811 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %810)
  br label %812

812:                                              ; preds = %803
  %813 = load i32, i32* %36, align 4
  %814 = add i32 %813, 1
  store i32 %814, i32* %36, align 4
  br label %799, !llvm.loop !41

815:                                              ; preds = %799
  %816 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0))
  store i32 0, i32* %37, align 4
  br label %817

817:                                              ; preds = %829, %815
  %818 = load i32, i32* %37, align 4
  %819 = zext i32 %818 to i64
  %820 = icmp ult i64 %819, 10
  br i1 %820, label %821, label %832

821:                                              ; preds = %817
  %822 = load i32, i32* %37, align 4
  %823 = zext i32 %822 to i64
  %824 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %823
  %825 = load x86_fp80, x86_fp80* %824, align 16
  store volatile x86_fp80 %825, x86_fp80* @vl, align 16
  %826 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %827 = call x86_fp80 @logbl(x86_fp80 noundef %826) #6
  %828 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %827)
  br label %829

829:                                              ; preds = %821
  %830 = load i32, i32* %37, align 4
  %831 = add i32 %830, 1
  store i32 %831, i32* %37, align 4
  br label %817, !llvm.loop !42

832:                                              ; preds = %817
  %833 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %834

834:                                              ; preds = %832
  br label %835

835:                                              ; preds = %834
  %836 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  store i32 0, i32* %38, align 4
  br label %837

837:                                              ; preds = %849, %835
  %838 = load i32, i32* %38, align 4
  %839 = zext i32 %838 to i64
  %840 = icmp ult i64 %839, 14
  br i1 %840, label %841, label %852

841:                                              ; preds = %837
  %842 = load i32, i32* %38, align 4
  %843 = zext i32 %842 to i64
  %844 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %843
  %845 = load double, double* %844, align 8
  store volatile double %845, double* @vd, align 8
  %846 = load volatile double, double* @vd, align 8
  %847 = call double @sin(double noundef %846) #6
  %848 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %847)
  br label %849

849:                                              ; preds = %841
  %850 = load i32, i32* %38, align 4
  %851 = add i32 %850, 1
  store i32 %851, i32* %38, align 4
  br label %837, !llvm.loop !43

852:                                              ; preds = %837
  %853 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  store i32 0, i32* %39, align 4
  br label %854

854:                                              ; preds = %867, %852
  %855 = load i32, i32* %39, align 4
  %856 = zext i32 %855 to i64
  %857 = icmp ult i64 %856, 11
  br i1 %857, label %858, label %870

858:                                              ; preds = %854
  %859 = load i32, i32* %39, align 4
  %860 = zext i32 %859 to i64
  %861 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %860
  %862 = load float, float* %861, align 4
  store volatile float %862, float* @vf, align 4
  %863 = load volatile float, float* @vf, align 4
  %864 = call float @sinf(float noundef %863) #6
  %865 = fpext float %864 to double
  %866 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %865)
  br label %867

867:                                              ; preds = %858
  %868 = load i32, i32* %39, align 4
  %869 = add i32 %868, 1
  store i32 %869, i32* %39, align 4
  br label %854, !llvm.loop !44

870:                                              ; preds = %854
  %871 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0))
  store i32 0, i32* %40, align 4
  br label %872

872:                                              ; preds = %884, %870
  %873 = load i32, i32* %40, align 4
  %874 = zext i32 %873 to i64
  %875 = icmp ult i64 %874, 10
  br i1 %875, label %876, label %887

876:                                              ; preds = %872
  %877 = load i32, i32* %40, align 4
  %878 = zext i32 %877 to i64
  %879 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %878
  %880 = load x86_fp80, x86_fp80* %879, align 16
  store volatile x86_fp80 %880, x86_fp80* @vl, align 16
  %881 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %882 = call x86_fp80 @sinl(x86_fp80 noundef %881) #6
  %883 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %882)
  br label %884

884:                                              ; preds = %876
  %885 = load i32, i32* %40, align 4
  %886 = add i32 %885, 1
  store i32 %886, i32* %40, align 4
  br label %872, !llvm.loop !45

887:                                              ; preds = %872
  %888 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %889

889:                                              ; preds = %887
  br label %890

890:                                              ; preds = %889
  %891 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  store i32 0, i32* %41, align 4
  br label %892

892:                                              ; preds = %904, %890
  %893 = load i32, i32* %41, align 4
  %894 = zext i32 %893 to i64
  %895 = icmp ult i64 %894, 14
  br i1 %895, label %896, label %907

896:                                              ; preds = %892
  %897 = load i32, i32* %41, align 4
  %898 = zext i32 %897 to i64
  %899 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %898
  %900 = load double, double* %899, align 8
  store volatile double %900, double* @vd, align 8
  %901 = load volatile double, double* @vd, align 8
  %902 = call double @cos(double noundef %901) #6
  %903 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %902)
  br label %904

904:                                              ; preds = %896
  %905 = load i32, i32* %41, align 4
  %906 = add i32 %905, 1
  store i32 %906, i32* %41, align 4
  br label %892, !llvm.loop !46

907:                                              ; preds = %892
  %908 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  store i32 0, i32* %42, align 4
  br label %909

909:                                              ; preds = %922, %907
  %910 = load i32, i32* %42, align 4
  %911 = zext i32 %910 to i64
  %912 = icmp ult i64 %911, 11
  br i1 %912, label %913, label %925

913:                                              ; preds = %909
  %914 = load i32, i32* %42, align 4
  %915 = zext i32 %914 to i64
  %916 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %915
  %917 = load float, float* %916, align 4
  store volatile float %917, float* @vf, align 4
  %918 = load volatile float, float* @vf, align 4
  %919 = call float @cosf(float noundef %918) #6
  %920 = fpext float %919 to double
  %921 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %920)
  br label %922

922:                                              ; preds = %913
  %923 = load i32, i32* %42, align 4
  %924 = add i32 %923, 1
  store i32 %924, i32* %42, align 4
  br label %909, !llvm.loop !47

925:                                              ; preds = %909
  %926 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0))
  store i32 0, i32* %43, align 4
  br label %927

927:                                              ; preds = %939, %925
  %928 = load i32, i32* %43, align 4
  %929 = zext i32 %928 to i64
  %930 = icmp ult i64 %929, 10
  br i1 %930, label %931, label %942

931:                                              ; preds = %927
  %932 = load i32, i32* %43, align 4
  %933 = zext i32 %932 to i64
  %934 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %933
  %935 = load x86_fp80, x86_fp80* %934, align 16
  store volatile x86_fp80 %935, x86_fp80* @vl, align 16
  %936 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %937 = call x86_fp80 @cosl(x86_fp80 noundef %936) #6
  %938 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %937)
  br label %939

939:                                              ; preds = %931
  %940 = load i32, i32* %43, align 4
  %941 = add i32 %940, 1
  store i32 %941, i32* %43, align 4
  br label %927, !llvm.loop !48

942:                                              ; preds = %927
  %943 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %944

944:                                              ; preds = %942
  br label %945

945:                                              ; preds = %944
  %946 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  store i32 0, i32* %44, align 4
  br label %947

947:                                              ; preds = %959, %945
  %948 = load i32, i32* %44, align 4
  %949 = zext i32 %948 to i64
  %950 = icmp ult i64 %949, 14
  br i1 %950, label %951, label %962

951:                                              ; preds = %947
  %952 = load i32, i32* %44, align 4
  %953 = zext i32 %952 to i64
  %954 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %953
  %955 = load double, double* %954, align 8
  store volatile double %955, double* @vd, align 8
  %956 = load volatile double, double* @vd, align 8
  %957 = call double @tan(double noundef %956) #6
  %958 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %957)
  br label %959

959:                                              ; preds = %951
  %960 = load i32, i32* %44, align 4
  %961 = add i32 %960, 1
  store i32 %961, i32* %44, align 4
  br label %947, !llvm.loop !49

962:                                              ; preds = %947
  %963 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  store i32 0, i32* %45, align 4
  br label %964

964:                                              ; preds = %977, %962
  %965 = load i32, i32* %45, align 4
  %966 = zext i32 %965 to i64
  %967 = icmp ult i64 %966, 11
  br i1 %967, label %968, label %980

968:                                              ; preds = %964
  %969 = load i32, i32* %45, align 4
  %970 = zext i32 %969 to i64
  %971 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %970
  %972 = load float, float* %971, align 4
  store volatile float %972, float* @vf, align 4
  %973 = load volatile float, float* @vf, align 4
  %974 = call float @tanf(float noundef %973) #6
  %975 = fpext float %974 to double
  %976 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %975)
  br label %977

977:                                              ; preds = %968
  %978 = load i32, i32* %45, align 4
  %979 = add i32 %978, 1
  store i32 %979, i32* %45, align 4
  br label %964, !llvm.loop !50

980:                                              ; preds = %964
  %981 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0))
  store i32 0, i32* %46, align 4
  br label %982

982:                                              ; preds = %994, %980
  %983 = load i32, i32* %46, align 4
  %984 = zext i32 %983 to i64
  %985 = icmp ult i64 %984, 10
  br i1 %985, label %986, label %997

986:                                              ; preds = %982
  %987 = load i32, i32* %46, align 4
  %988 = zext i32 %987 to i64
  %989 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %988
  %990 = load x86_fp80, x86_fp80* %989, align 16
  store volatile x86_fp80 %990, x86_fp80* @vl, align 16
  %991 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %992 = call x86_fp80 @tanl(x86_fp80 noundef %991) #6
  %993 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %992)
  br label %994

994:                                              ; preds = %986
  %995 = load i32, i32* %46, align 4
  %996 = add i32 %995, 1
  store i32 %996, i32* %46, align 4
  br label %982, !llvm.loop !51

997:                                              ; preds = %982
  %998 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %999

999:                                              ; preds = %997
  br label %1000

1000:                                             ; preds = %999
  %1001 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.21, i64 0, i64 0))
  store i32 0, i32* %47, align 4
  br label %1002

1002:                                             ; preds = %1014, %1000
  %1003 = load i32, i32* %47, align 4
  %1004 = zext i32 %1003 to i64
  %1005 = icmp ult i64 %1004, 14
  br i1 %1005, label %1006, label %1017

1006:                                             ; preds = %1002
  %1007 = load i32, i32* %47, align 4
  %1008 = zext i32 %1007 to i64
  %1009 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1008
  %1010 = load double, double* %1009, align 8
  store volatile double %1010, double* @vd, align 8
  %1011 = load volatile double, double* @vd, align 8
  %1012 = call double @asin(double noundef %1011) #6
  %1013 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1012)
  br label %1014

1014:                                             ; preds = %1006
  %1015 = load i32, i32* %47, align 4
  %1016 = add i32 %1015, 1
  store i32 %1016, i32* %47, align 4
  br label %1002, !llvm.loop !52

1017:                                             ; preds = %1002
  %1018 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.21, i64 0, i64 0))
  store i32 0, i32* %48, align 4
  br label %1019

1019:                                             ; preds = %1032, %1017
  %1020 = load i32, i32* %48, align 4
  %1021 = zext i32 %1020 to i64
  %1022 = icmp ult i64 %1021, 11
  br i1 %1022, label %1023, label %1035

1023:                                             ; preds = %1019
  %1024 = load i32, i32* %48, align 4
  %1025 = zext i32 %1024 to i64
  %1026 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1025
  %1027 = load float, float* %1026, align 4
  store volatile float %1027, float* @vf, align 4
  %1028 = load volatile float, float* @vf, align 4
  %1029 = call float @asinf(float noundef %1028) #6
  %1030 = fpext float %1029 to double
  %1031 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1030)
  br label %1032

1032:                                             ; preds = %1023
  %1033 = load i32, i32* %48, align 4
  %1034 = add i32 %1033, 1
  store i32 %1034, i32* %48, align 4
  br label %1019, !llvm.loop !53

1035:                                             ; preds = %1019
  %1036 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.21, i64 0, i64 0))
  store i32 0, i32* %49, align 4
  br label %1037

1037:                                             ; preds = %1049, %1035
  %1038 = load i32, i32* %49, align 4
  %1039 = zext i32 %1038 to i64
  %1040 = icmp ult i64 %1039, 10
  br i1 %1040, label %1041, label %1052

1041:                                             ; preds = %1037
  %1042 = load i32, i32* %49, align 4
  %1043 = zext i32 %1042 to i64
  %1044 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1043
  %1045 = load x86_fp80, x86_fp80* %1044, align 16
  store volatile x86_fp80 %1045, x86_fp80* @vl, align 16
  %1046 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1047 = call x86_fp80 @asinl(x86_fp80 noundef %1046) #6
  %1048 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1047)
  br label %1049

1049:                                             ; preds = %1041
  %1050 = load i32, i32* %49, align 4
  %1051 = add i32 %1050, 1
  store i32 %1051, i32* %49, align 4
  br label %1037, !llvm.loop !54

1052:                                             ; preds = %1037
  %1053 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1054

1054:                                             ; preds = %1052
  br label %1055

1055:                                             ; preds = %1054
  %1056 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i64 0, i64 0))
  store i32 0, i32* %50, align 4
  br label %1057

1057:                                             ; preds = %1069, %1055
  %1058 = load i32, i32* %50, align 4
  %1059 = zext i32 %1058 to i64
  %1060 = icmp ult i64 %1059, 14
  br i1 %1060, label %1061, label %1072

1061:                                             ; preds = %1057
  %1062 = load i32, i32* %50, align 4
  %1063 = zext i32 %1062 to i64
  %1064 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1063
  %1065 = load double, double* %1064, align 8
  store volatile double %1065, double* @vd, align 8
  %1066 = load volatile double, double* @vd, align 8
  %1067 = call double @acos(double noundef %1066) #6
  %1068 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1067)
  br label %1069

1069:                                             ; preds = %1061
  %1070 = load i32, i32* %50, align 4
  %1071 = add i32 %1070, 1
  store i32 %1071, i32* %50, align 4
  br label %1057, !llvm.loop !55

1072:                                             ; preds = %1057
  %1073 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i64 0, i64 0))
  store i32 0, i32* %51, align 4
  br label %1074

1074:                                             ; preds = %1087, %1072
  %1075 = load i32, i32* %51, align 4
  %1076 = zext i32 %1075 to i64
  %1077 = icmp ult i64 %1076, 11
  br i1 %1077, label %1078, label %1090

1078:                                             ; preds = %1074
  %1079 = load i32, i32* %51, align 4
  %1080 = zext i32 %1079 to i64
  %1081 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1080
  %1082 = load float, float* %1081, align 4
  store volatile float %1082, float* @vf, align 4
  %1083 = load volatile float, float* @vf, align 4
  %1084 = call float @acosf(float noundef %1083) #6
  %1085 = fpext float %1084 to double
  %1086 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1085)
  br label %1087

1087:                                             ; preds = %1078
  %1088 = load i32, i32* %51, align 4
  %1089 = add i32 %1088, 1
  store i32 %1089, i32* %51, align 4
  br label %1074, !llvm.loop !56

1090:                                             ; preds = %1074
  %1091 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i64 0, i64 0))
  store i32 0, i32* %52, align 4
  br label %1092

1092:                                             ; preds = %1104, %1090
  %1093 = load i32, i32* %52, align 4
  %1094 = zext i32 %1093 to i64
  %1095 = icmp ult i64 %1094, 10
  br i1 %1095, label %1096, label %1107

1096:                                             ; preds = %1092
  %1097 = load i32, i32* %52, align 4
  %1098 = zext i32 %1097 to i64
  %1099 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1098
  %1100 = load x86_fp80, x86_fp80* %1099, align 16
  store volatile x86_fp80 %1100, x86_fp80* @vl, align 16
  %1101 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1102 = call x86_fp80 @acosl(x86_fp80 noundef %1101) #6
  %1103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1102)
  br label %1104

1104:                                             ; preds = %1096
  %1105 = load i32, i32* %52, align 4
  %1106 = add i32 %1105, 1
  store i32 %1106, i32* %52, align 4
  br label %1092, !llvm.loop !57

1107:                                             ; preds = %1092
  %1108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1109

1109:                                             ; preds = %1107
  br label %1110

1110:                                             ; preds = %1109
  %1111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0))
  store i32 0, i32* %53, align 4
  br label %1112

1112:                                             ; preds = %1124, %1110
  %1113 = load i32, i32* %53, align 4
  %1114 = zext i32 %1113 to i64
  %1115 = icmp ult i64 %1114, 14
  br i1 %1115, label %1116, label %1127

1116:                                             ; preds = %1112
  %1117 = load i32, i32* %53, align 4
  %1118 = zext i32 %1117 to i64
  %1119 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1118
  %1120 = load double, double* %1119, align 8
  store volatile double %1120, double* @vd, align 8
  %1121 = load volatile double, double* @vd, align 8
  %1122 = call double @atan(double noundef %1121) #6
  %1123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1122)
  br label %1124

1124:                                             ; preds = %1116
  %1125 = load i32, i32* %53, align 4
  %1126 = add i32 %1125, 1
  store i32 %1126, i32* %53, align 4
  br label %1112, !llvm.loop !58

1127:                                             ; preds = %1112
  %1128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0))
  store i32 0, i32* %54, align 4
  br label %1129

1129:                                             ; preds = %1142, %1127
  %1130 = load i32, i32* %54, align 4
  %1131 = zext i32 %1130 to i64
  %1132 = icmp ult i64 %1131, 11
  br i1 %1132, label %1133, label %1145

1133:                                             ; preds = %1129
  %1134 = load i32, i32* %54, align 4
  %1135 = zext i32 %1134 to i64
  %1136 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1135
  %1137 = load float, float* %1136, align 4
  store volatile float %1137, float* @vf, align 4
  %1138 = load volatile float, float* @vf, align 4
  %1139 = call float @atanf(float noundef %1138) #6
  %1140 = fpext float %1139 to double
  %1141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1140)
  br label %1142

1142:                                             ; preds = %1133
  %1143 = load i32, i32* %54, align 4
  %1144 = add i32 %1143, 1
  store i32 %1144, i32* %54, align 4
  br label %1129, !llvm.loop !59

1145:                                             ; preds = %1129
  %1146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0))
  store i32 0, i32* %55, align 4
  br label %1147

1147:                                             ; preds = %1159, %1145
  %1148 = load i32, i32* %55, align 4
  %1149 = zext i32 %1148 to i64
  %1150 = icmp ult i64 %1149, 10
  br i1 %1150, label %1151, label %1162

1151:                                             ; preds = %1147
  %1152 = load i32, i32* %55, align 4
  %1153 = zext i32 %1152 to i64
  %1154 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1153
  %1155 = load x86_fp80, x86_fp80* %1154, align 16
  store volatile x86_fp80 %1155, x86_fp80* @vl, align 16
  %1156 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1157 = call x86_fp80 @atanl(x86_fp80 noundef %1156) #6
  %1158 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1157)
  br label %1159

1159:                                             ; preds = %1151
  %1160 = load i32, i32* %55, align 4
  %1161 = add i32 %1160, 1
  store i32 %1161, i32* %55, align 4
  br label %1147, !llvm.loop !60

1162:                                             ; preds = %1147
  %1163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1164

1164:                                             ; preds = %1162
  br label %1165

1165:                                             ; preds = %1164
  %1166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0))
  store i32 0, i32* %56, align 4
  br label %1167

1167:                                             ; preds = %1179, %1165
  %1168 = load i32, i32* %56, align 4
  %1169 = zext i32 %1168 to i64
  %1170 = icmp ult i64 %1169, 14
  br i1 %1170, label %1171, label %1182

1171:                                             ; preds = %1167
  %1172 = load i32, i32* %56, align 4
  %1173 = zext i32 %1172 to i64
  %1174 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1173
  %1175 = load double, double* %1174, align 8
  store volatile double %1175, double* @vd, align 8
  %1176 = load volatile double, double* @vd, align 8
  %1177 = call double @sinh(double noundef %1176) #6
  %1178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1177)
  br label %1179

1179:                                             ; preds = %1171
  %1180 = load i32, i32* %56, align 4
  %1181 = add i32 %1180, 1
  store i32 %1181, i32* %56, align 4
  br label %1167, !llvm.loop !61

1182:                                             ; preds = %1167
  %1183 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0))
  store i32 0, i32* %57, align 4
  br label %1184

1184:                                             ; preds = %1197, %1182
  %1185 = load i32, i32* %57, align 4
  %1186 = zext i32 %1185 to i64
  %1187 = icmp ult i64 %1186, 11
  br i1 %1187, label %1188, label %1200

1188:                                             ; preds = %1184
  %1189 = load i32, i32* %57, align 4
  %1190 = zext i32 %1189 to i64
  %1191 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1190
  %1192 = load float, float* %1191, align 4
  store volatile float %1192, float* @vf, align 4
  %1193 = load volatile float, float* @vf, align 4
  %1194 = call float @sinhf(float noundef %1193) #6
  %1195 = fpext float %1194 to double
  %1196 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1195)
  br label %1197

1197:                                             ; preds = %1188
  %1198 = load i32, i32* %57, align 4
  %1199 = add i32 %1198, 1
  store i32 %1199, i32* %57, align 4
  br label %1184, !llvm.loop !62

1200:                                             ; preds = %1184
  %1201 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0))
  store i32 0, i32* %58, align 4
  br label %1202

1202:                                             ; preds = %1214, %1200
  %1203 = load i32, i32* %58, align 4
  %1204 = zext i32 %1203 to i64
  %1205 = icmp ult i64 %1204, 10
  br i1 %1205, label %1206, label %1217

1206:                                             ; preds = %1202
  %1207 = load i32, i32* %58, align 4
  %1208 = zext i32 %1207 to i64
  %1209 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1208
  %1210 = load x86_fp80, x86_fp80* %1209, align 16
  store volatile x86_fp80 %1210, x86_fp80* @vl, align 16
  %1211 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1212 = call x86_fp80 @sinhl(x86_fp80 noundef %1211) #6
  %1213 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1212)
  br label %1214

1214:                                             ; preds = %1206
  %1215 = load i32, i32* %58, align 4
  %1216 = add i32 %1215, 1
  store i32 %1216, i32* %58, align 4
  br label %1202, !llvm.loop !63

1217:                                             ; preds = %1202
  %1218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1219

1219:                                             ; preds = %1217
  br label %1220

1220:                                             ; preds = %1219
  %1221 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0))
  store i32 0, i32* %59, align 4
  br label %1222

1222:                                             ; preds = %1234, %1220
  %1223 = load i32, i32* %59, align 4
  %1224 = zext i32 %1223 to i64
  %1225 = icmp ult i64 %1224, 14
  br i1 %1225, label %1226, label %1237

1226:                                             ; preds = %1222
  %1227 = load i32, i32* %59, align 4
  %1228 = zext i32 %1227 to i64
  %1229 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1228
  %1230 = load double, double* %1229, align 8
  store volatile double %1230, double* @vd, align 8
  %1231 = load volatile double, double* @vd, align 8
  %1232 = call double @cosh(double noundef %1231) #6
  %1233 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1232)
  br label %1234

1234:                                             ; preds = %1226
  %1235 = load i32, i32* %59, align 4
  %1236 = add i32 %1235, 1
  store i32 %1236, i32* %59, align 4
  br label %1222, !llvm.loop !64

1237:                                             ; preds = %1222
  %1238 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0))
  store i32 0, i32* %60, align 4
  br label %1239

1239:                                             ; preds = %1252, %1237
  %1240 = load i32, i32* %60, align 4
  %1241 = zext i32 %1240 to i64
  %1242 = icmp ult i64 %1241, 11
  br i1 %1242, label %1243, label %1255

1243:                                             ; preds = %1239
  %1244 = load i32, i32* %60, align 4
  %1245 = zext i32 %1244 to i64
  %1246 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1245
  %1247 = load float, float* %1246, align 4
  store volatile float %1247, float* @vf, align 4
  %1248 = load volatile float, float* @vf, align 4
  %1249 = call float @coshf(float noundef %1248) #6
  %1250 = fpext float %1249 to double
  %1251 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1250)
  br label %1252

1252:                                             ; preds = %1243
  %1253 = load i32, i32* %60, align 4
  %1254 = add i32 %1253, 1
  store i32 %1254, i32* %60, align 4
  br label %1239, !llvm.loop !65

1255:                                             ; preds = %1239
  %1256 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0))
  store i32 0, i32* %61, align 4
  br label %1257

1257:                                             ; preds = %1269, %1255
  %1258 = load i32, i32* %61, align 4
  %1259 = zext i32 %1258 to i64
  %1260 = icmp ult i64 %1259, 10
  br i1 %1260, label %1261, label %1272

1261:                                             ; preds = %1257
  %1262 = load i32, i32* %61, align 4
  %1263 = zext i32 %1262 to i64
  %1264 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1263
  %1265 = load x86_fp80, x86_fp80* %1264, align 16
  store volatile x86_fp80 %1265, x86_fp80* @vl, align 16
  %1266 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1267 = call x86_fp80 @coshl(x86_fp80 noundef %1266) #6
  %1268 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1267)
  br label %1269

1269:                                             ; preds = %1261
  %1270 = load i32, i32* %61, align 4
  %1271 = add i32 %1270, 1
  store i32 %1271, i32* %61, align 4
  br label %1257, !llvm.loop !66

1272:                                             ; preds = %1257
  %1273 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1274

1274:                                             ; preds = %1272
  br label %1275

1275:                                             ; preds = %1274
  %1276 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.26, i64 0, i64 0))
  store i32 0, i32* %62, align 4
  br label %1277

1277:                                             ; preds = %1289, %1275
  %1278 = load i32, i32* %62, align 4
  %1279 = zext i32 %1278 to i64
  %1280 = icmp ult i64 %1279, 14
  br i1 %1280, label %1281, label %1292

1281:                                             ; preds = %1277
  %1282 = load i32, i32* %62, align 4
  %1283 = zext i32 %1282 to i64
  %1284 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1283
  %1285 = load double, double* %1284, align 8
  store volatile double %1285, double* @vd, align 8
  %1286 = load volatile double, double* @vd, align 8
  %1287 = call double @tanh(double noundef %1286) #6
  %1288 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1287)
  br label %1289

1289:                                             ; preds = %1281
  %1290 = load i32, i32* %62, align 4
  %1291 = add i32 %1290, 1
  store i32 %1291, i32* %62, align 4
  br label %1277, !llvm.loop !67

1292:                                             ; preds = %1277
  %1293 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.26, i64 0, i64 0))
  store i32 0, i32* %63, align 4
  br label %1294

1294:                                             ; preds = %1307, %1292
  %1295 = load i32, i32* %63, align 4
  %1296 = zext i32 %1295 to i64
  %1297 = icmp ult i64 %1296, 11
  br i1 %1297, label %1298, label %1310

1298:                                             ; preds = %1294
  %1299 = load i32, i32* %63, align 4
  %1300 = zext i32 %1299 to i64
  %1301 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1300
  %1302 = load float, float* %1301, align 4
  store volatile float %1302, float* @vf, align 4
  %1303 = load volatile float, float* @vf, align 4
  %1304 = call float @tanhf(float noundef %1303) #6
  %1305 = fpext float %1304 to double
  %1306 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1305)
  br label %1307

1307:                                             ; preds = %1298
  %1308 = load i32, i32* %63, align 4
  %1309 = add i32 %1308, 1
  store i32 %1309, i32* %63, align 4
  br label %1294, !llvm.loop !68

1310:                                             ; preds = %1294
  %1311 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.26, i64 0, i64 0))
  store i32 0, i32* %64, align 4
  br label %1312

1312:                                             ; preds = %1324, %1310
  %1313 = load i32, i32* %64, align 4
  %1314 = zext i32 %1313 to i64
  %1315 = icmp ult i64 %1314, 10
  br i1 %1315, label %1316, label %1327

1316:                                             ; preds = %1312
  %1317 = load i32, i32* %64, align 4
  %1318 = zext i32 %1317 to i64
  %1319 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1318
  %1320 = load x86_fp80, x86_fp80* %1319, align 16
  store volatile x86_fp80 %1320, x86_fp80* @vl, align 16
  %1321 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1322 = call x86_fp80 @tanhl(x86_fp80 noundef %1321) #6
  %1323 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1322)
  br label %1324

1324:                                             ; preds = %1316
  %1325 = load i32, i32* %64, align 4
  %1326 = add i32 %1325, 1
  store i32 %1326, i32* %64, align 4
  br label %1312, !llvm.loop !69

1327:                                             ; preds = %1312
  %1328 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1329

1329:                                             ; preds = %1327
  br label %1330

1330:                                             ; preds = %1329
  %1331 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0))
  store i32 0, i32* %65, align 4
  br label %1332

1332:                                             ; preds = %1344, %1330
  %1333 = load i32, i32* %65, align 4
  %1334 = zext i32 %1333 to i64
  %1335 = icmp ult i64 %1334, 14
  br i1 %1335, label %1336, label %1347

1336:                                             ; preds = %1332
  %1337 = load i32, i32* %65, align 4
  %1338 = zext i32 %1337 to i64
  %1339 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1338
  %1340 = load double, double* %1339, align 8
  store volatile double %1340, double* @vd, align 8
  %1341 = load volatile double, double* @vd, align 8
  %1342 = call double @asinh(double noundef %1341) #6
  %1343 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1342)
  br label %1344

1344:                                             ; preds = %1336
  %1345 = load i32, i32* %65, align 4
  %1346 = add i32 %1345, 1
  store i32 %1346, i32* %65, align 4
  br label %1332, !llvm.loop !70

1347:                                             ; preds = %1332
  %1348 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0))
  store i32 0, i32* %66, align 4
  br label %1349

1349:                                             ; preds = %1362, %1347
  %1350 = load i32, i32* %66, align 4
  %1351 = zext i32 %1350 to i64
  %1352 = icmp ult i64 %1351, 11
  br i1 %1352, label %1353, label %1365

1353:                                             ; preds = %1349
  %1354 = load i32, i32* %66, align 4
  %1355 = zext i32 %1354 to i64
  %1356 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1355
  %1357 = load float, float* %1356, align 4
  store volatile float %1357, float* @vf, align 4
  %1358 = load volatile float, float* @vf, align 4
  %1359 = call float @asinhf(float noundef %1358) #6
  %1360 = fpext float %1359 to double
  %1361 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1360)
  br label %1362

1362:                                             ; preds = %1353
  %1363 = load i32, i32* %66, align 4
  %1364 = add i32 %1363, 1
  store i32 %1364, i32* %66, align 4
  br label %1349, !llvm.loop !71

1365:                                             ; preds = %1349
  %1366 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0))
  store i32 0, i32* %67, align 4
  br label %1367

1367:                                             ; preds = %1379, %1365
  %1368 = load i32, i32* %67, align 4
  %1369 = zext i32 %1368 to i64
  %1370 = icmp ult i64 %1369, 10
  br i1 %1370, label %1371, label %1382

1371:                                             ; preds = %1367
  %1372 = load i32, i32* %67, align 4
  %1373 = zext i32 %1372 to i64
  %1374 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1373
  %1375 = load x86_fp80, x86_fp80* %1374, align 16
  store volatile x86_fp80 %1375, x86_fp80* @vl, align 16
  %1376 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1377 = call x86_fp80 @asinhl(x86_fp80 noundef %1376) #6
  %1378 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1377)
  br label %1379

1379:                                             ; preds = %1371
  %1380 = load i32, i32* %67, align 4
  %1381 = add i32 %1380, 1
  store i32 %1381, i32* %67, align 4
  br label %1367, !llvm.loop !72

1382:                                             ; preds = %1367
  %1383 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1384

1384:                                             ; preds = %1382
  br label %1385

1385:                                             ; preds = %1384
  %1386 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0))
  store i32 0, i32* %68, align 4
  br label %1387

1387:                                             ; preds = %1399, %1385
  %1388 = load i32, i32* %68, align 4
  %1389 = zext i32 %1388 to i64
  %1390 = icmp ult i64 %1389, 14
  br i1 %1390, label %1391, label %1402

1391:                                             ; preds = %1387
  %1392 = load i32, i32* %68, align 4
  %1393 = zext i32 %1392 to i64
  %1394 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1393
  %1395 = load double, double* %1394, align 8
  store volatile double %1395, double* @vd, align 8
  %1396 = load volatile double, double* @vd, align 8
  %1397 = call double @acosh(double noundef %1396) #6
  %1398 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1397)
  br label %1399

1399:                                             ; preds = %1391
  %1400 = load i32, i32* %68, align 4
  %1401 = add i32 %1400, 1
  store i32 %1401, i32* %68, align 4
  br label %1387, !llvm.loop !73

1402:                                             ; preds = %1387
  %1403 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0))
  store i32 0, i32* %69, align 4
  br label %1404

1404:                                             ; preds = %1417, %1402
  %1405 = load i32, i32* %69, align 4
  %1406 = zext i32 %1405 to i64
  %1407 = icmp ult i64 %1406, 11
  br i1 %1407, label %1408, label %1420

1408:                                             ; preds = %1404
  %1409 = load i32, i32* %69, align 4
  %1410 = zext i32 %1409 to i64
  %1411 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1410
  %1412 = load float, float* %1411, align 4
  store volatile float %1412, float* @vf, align 4
  %1413 = load volatile float, float* @vf, align 4
  %1414 = call float @acoshf(float noundef %1413) #6
  %1415 = fpext float %1414 to double
  %1416 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1415)
  br label %1417

1417:                                             ; preds = %1408
  %1418 = load i32, i32* %69, align 4
  %1419 = add i32 %1418, 1
  store i32 %1419, i32* %69, align 4
  br label %1404, !llvm.loop !74

1420:                                             ; preds = %1404
  %1421 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0))
  store i32 0, i32* %70, align 4
  br label %1422

1422:                                             ; preds = %1434, %1420
  %1423 = load i32, i32* %70, align 4
  %1424 = zext i32 %1423 to i64
  %1425 = icmp ult i64 %1424, 10
  br i1 %1425, label %1426, label %1437

1426:                                             ; preds = %1422
  %1427 = load i32, i32* %70, align 4
  %1428 = zext i32 %1427 to i64
  %1429 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1428
  %1430 = load x86_fp80, x86_fp80* %1429, align 16
  store volatile x86_fp80 %1430, x86_fp80* @vl, align 16
  %1431 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1432 = call x86_fp80 @acoshl(x86_fp80 noundef %1431) #6
  %1433 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1432)
  br label %1434

1434:                                             ; preds = %1426
  %1435 = load i32, i32* %70, align 4
  %1436 = add i32 %1435, 1
  store i32 %1436, i32* %70, align 4
  br label %1422, !llvm.loop !75

1437:                                             ; preds = %1422
  %1438 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1439

1439:                                             ; preds = %1437
  br label %1440

1440:                                             ; preds = %1439
  %1441 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  store i32 0, i32* %71, align 4
  br label %1442

1442:                                             ; preds = %1454, %1440
  %1443 = load i32, i32* %71, align 4
  %1444 = zext i32 %1443 to i64
  %1445 = icmp ult i64 %1444, 14
  br i1 %1445, label %1446, label %1457

1446:                                             ; preds = %1442
  %1447 = load i32, i32* %71, align 4
  %1448 = zext i32 %1447 to i64
  %1449 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1448
  %1450 = load double, double* %1449, align 8
  store volatile double %1450, double* @vd, align 8
  %1451 = load volatile double, double* @vd, align 8
  %1452 = call double @atanh(double noundef %1451) #6
  %1453 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1452)
  br label %1454

1454:                                             ; preds = %1446
  %1455 = load i32, i32* %71, align 4
  %1456 = add i32 %1455, 1
  store i32 %1456, i32* %71, align 4
  br label %1442, !llvm.loop !76

1457:                                             ; preds = %1442
  %1458 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  store i32 0, i32* %72, align 4
  br label %1459

1459:                                             ; preds = %1472, %1457
  %1460 = load i32, i32* %72, align 4
  %1461 = zext i32 %1460 to i64
  %1462 = icmp ult i64 %1461, 11
  br i1 %1462, label %1463, label %1475

1463:                                             ; preds = %1459
  %1464 = load i32, i32* %72, align 4
  %1465 = zext i32 %1464 to i64
  %1466 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1465
  %1467 = load float, float* %1466, align 4
  store volatile float %1467, float* @vf, align 4
  %1468 = load volatile float, float* @vf, align 4
  %1469 = call float @atanhf(float noundef %1468) #6
  %1470 = fpext float %1469 to double
  %1471 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1470)
  br label %1472

1472:                                             ; preds = %1463
  %1473 = load i32, i32* %72, align 4
  %1474 = add i32 %1473, 1
  store i32 %1474, i32* %72, align 4
  br label %1459, !llvm.loop !77

1475:                                             ; preds = %1459
  %1476 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  store i32 0, i32* %73, align 4
  br label %1477

1477:                                             ; preds = %1489, %1475
  %1478 = load i32, i32* %73, align 4
  %1479 = zext i32 %1478 to i64
  %1480 = icmp ult i64 %1479, 10
  br i1 %1480, label %1481, label %1492

1481:                                             ; preds = %1477
  %1482 = load i32, i32* %73, align 4
  %1483 = zext i32 %1482 to i64
  %1484 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1483
  %1485 = load x86_fp80, x86_fp80* %1484, align 16
  store volatile x86_fp80 %1485, x86_fp80* @vl, align 16
  %1486 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1487 = call x86_fp80 @atanhl(x86_fp80 noundef %1486) #6
  %1488 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1487)
  br label %1489

1489:                                             ; preds = %1481
  %1490 = load i32, i32* %73, align 4
  %1491 = add i32 %1490, 1
  store i32 %1491, i32* %73, align 4
  br label %1477, !llvm.loop !78

1492:                                             ; preds = %1477
  %1493 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1494

1494:                                             ; preds = %1492
  br label %1495

1495:                                             ; preds = %1494
  %1496 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0))
  store i32 0, i32* %74, align 4
  br label %1497

1497:                                             ; preds = %1509, %1495
  %1498 = load i32, i32* %74, align 4
  %1499 = zext i32 %1498 to i64
  %1500 = icmp ult i64 %1499, 14
  br i1 %1500, label %1501, label %1512

1501:                                             ; preds = %1497
  %1502 = load i32, i32* %74, align 4
  %1503 = zext i32 %1502 to i64
  %1504 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1503
  %1505 = load double, double* %1504, align 8
  store volatile double %1505, double* @vd, align 8
  %1506 = load volatile double, double* @vd, align 8
  %1507 = call double @erf(double noundef %1506) #6
  %1508 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1507)
  br label %1509

1509:                                             ; preds = %1501
  %1510 = load i32, i32* %74, align 4
  %1511 = add i32 %1510, 1
  store i32 %1511, i32* %74, align 4
  br label %1497, !llvm.loop !79

1512:                                             ; preds = %1497
  %1513 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0))
  store i32 0, i32* %75, align 4
  br label %1514

1514:                                             ; preds = %1527, %1512
  %1515 = load i32, i32* %75, align 4
  %1516 = zext i32 %1515 to i64
  %1517 = icmp ult i64 %1516, 11
  br i1 %1517, label %1518, label %1530

1518:                                             ; preds = %1514
  %1519 = load i32, i32* %75, align 4
  %1520 = zext i32 %1519 to i64
  %1521 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1520
  %1522 = load float, float* %1521, align 4
  store volatile float %1522, float* @vf, align 4
  %1523 = load volatile float, float* @vf, align 4
  %1524 = call float @erff(float noundef %1523) #6
  %1525 = fpext float %1524 to double
  %1526 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1525)
  br label %1527

1527:                                             ; preds = %1518
  %1528 = load i32, i32* %75, align 4
  %1529 = add i32 %1528, 1
  store i32 %1529, i32* %75, align 4
  br label %1514, !llvm.loop !80

1530:                                             ; preds = %1514
  %1531 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0))
  store i32 0, i32* %76, align 4
  br label %1532

1532:                                             ; preds = %1544, %1530
  %1533 = load i32, i32* %76, align 4
  %1534 = zext i32 %1533 to i64
  %1535 = icmp ult i64 %1534, 10
  br i1 %1535, label %1536, label %1547

1536:                                             ; preds = %1532
  %1537 = load i32, i32* %76, align 4
  %1538 = zext i32 %1537 to i64
  %1539 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1538
  %1540 = load x86_fp80, x86_fp80* %1539, align 16
  store volatile x86_fp80 %1540, x86_fp80* @vl, align 16
  %1541 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1542 = call x86_fp80 @erfl(x86_fp80 noundef %1541) #6
  %1543 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1542)
  br label %1544

1544:                                             ; preds = %1536
  %1545 = load i32, i32* %76, align 4
  %1546 = add i32 %1545, 1
  store i32 %1546, i32* %76, align 4
  br label %1532, !llvm.loop !81

1547:                                             ; preds = %1532
  %1548 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1549

1549:                                             ; preds = %1547
  br label %1550

1550:                                             ; preds = %1549
  %1551 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i64 0, i64 0))
  store i32 0, i32* %77, align 4
  br label %1552

1552:                                             ; preds = %1564, %1550
  %1553 = load i32, i32* %77, align 4
  %1554 = zext i32 %1553 to i64
  %1555 = icmp ult i64 %1554, 14
  br i1 %1555, label %1556, label %1567

1556:                                             ; preds = %1552
  %1557 = load i32, i32* %77, align 4
  %1558 = zext i32 %1557 to i64
  %1559 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1558
  %1560 = load double, double* %1559, align 8
  store volatile double %1560, double* @vd, align 8
  %1561 = load volatile double, double* @vd, align 8
  %1562 = call double @erfc(double noundef %1561) #6
  %1563 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1562)
  br label %1564

1564:                                             ; preds = %1556
  %1565 = load i32, i32* %77, align 4
  %1566 = add i32 %1565, 1
  store i32 %1566, i32* %77, align 4
  br label %1552, !llvm.loop !82

1567:                                             ; preds = %1552
  %1568 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i64 0, i64 0))
  store i32 0, i32* %78, align 4
  br label %1569

1569:                                             ; preds = %1582, %1567
  %1570 = load i32, i32* %78, align 4
  %1571 = zext i32 %1570 to i64
  %1572 = icmp ult i64 %1571, 11
  br i1 %1572, label %1573, label %1585

1573:                                             ; preds = %1569
  %1574 = load i32, i32* %78, align 4
  %1575 = zext i32 %1574 to i64
  %1576 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1575
  %1577 = load float, float* %1576, align 4
  store volatile float %1577, float* @vf, align 4
  %1578 = load volatile float, float* @vf, align 4
  %1579 = call float @erfcf(float noundef %1578) #6
  %1580 = fpext float %1579 to double
  %1581 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1580)
  br label %1582

1582:                                             ; preds = %1573
  %1583 = load i32, i32* %78, align 4
  %1584 = add i32 %1583, 1
  store i32 %1584, i32* %78, align 4
  br label %1569, !llvm.loop !83

1585:                                             ; preds = %1569
  %1586 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.31, i64 0, i64 0))
  store i32 0, i32* %79, align 4
  br label %1587

1587:                                             ; preds = %1599, %1585
  %1588 = load i32, i32* %79, align 4
  %1589 = zext i32 %1588 to i64
  %1590 = icmp ult i64 %1589, 10
  br i1 %1590, label %1591, label %1602

1591:                                             ; preds = %1587
  %1592 = load i32, i32* %79, align 4
  %1593 = zext i32 %1592 to i64
  %1594 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1593
  %1595 = load x86_fp80, x86_fp80* %1594, align 16
  store volatile x86_fp80 %1595, x86_fp80* @vl, align 16
  %1596 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1597 = call x86_fp80 @erfcl(x86_fp80 noundef %1596) #6
  %1598 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1597)
  br label %1599

1599:                                             ; preds = %1591
  %1600 = load i32, i32* %79, align 4
  %1601 = add i32 %1600, 1
  store i32 %1601, i32* %79, align 4
  br label %1587, !llvm.loop !84

1602:                                             ; preds = %1587
  %1603 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1604

1604:                                             ; preds = %1602
  br label %1605

1605:                                             ; preds = %1604
  %1606 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0))
  store i32 0, i32* %80, align 4
  br label %1607

1607:                                             ; preds = %1619, %1605
  %1608 = load i32, i32* %80, align 4
  %1609 = zext i32 %1608 to i64
  %1610 = icmp ult i64 %1609, 14
  br i1 %1610, label %1611, label %1622

1611:                                             ; preds = %1607
  %1612 = load i32, i32* %80, align 4
  %1613 = zext i32 %1612 to i64
  %1614 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1613
  %1615 = load double, double* %1614, align 8
  store volatile double %1615, double* @vd, align 8
  %1616 = load volatile double, double* @vd, align 8
  %1617 = call double @lgamma(double noundef %1616) #6
  %1618 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1617)
  br label %1619

1619:                                             ; preds = %1611
  %1620 = load i32, i32* %80, align 4
  %1621 = add i32 %1620, 1
  store i32 %1621, i32* %80, align 4
  br label %1607, !llvm.loop !85

1622:                                             ; preds = %1607
  %1623 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0))
  store i32 0, i32* %81, align 4
  br label %1624

1624:                                             ; preds = %1637, %1622
  %1625 = load i32, i32* %81, align 4
  %1626 = zext i32 %1625 to i64
  %1627 = icmp ult i64 %1626, 11
  br i1 %1627, label %1628, label %1640

1628:                                             ; preds = %1624
  %1629 = load i32, i32* %81, align 4
  %1630 = zext i32 %1629 to i64
  %1631 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1630
  %1632 = load float, float* %1631, align 4
  store volatile float %1632, float* @vf, align 4
  %1633 = load volatile float, float* @vf, align 4
  %1634 = call float @lgammaf(float noundef %1633) #6
  %1635 = fpext float %1634 to double
  %1636 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1635)
  br label %1637

1637:                                             ; preds = %1628
  %1638 = load i32, i32* %81, align 4
  %1639 = add i32 %1638, 1
  store i32 %1639, i32* %81, align 4
  br label %1624, !llvm.loop !86

1640:                                             ; preds = %1624
  %1641 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0))
  store i32 0, i32* %82, align 4
  br label %1642

1642:                                             ; preds = %1654, %1640
  %1643 = load i32, i32* %82, align 4
  %1644 = zext i32 %1643 to i64
  %1645 = icmp ult i64 %1644, 10
  br i1 %1645, label %1646, label %1657

1646:                                             ; preds = %1642
  %1647 = load i32, i32* %82, align 4
  %1648 = zext i32 %1647 to i64
  %1649 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1648
  %1650 = load x86_fp80, x86_fp80* %1649, align 16
  store volatile x86_fp80 %1650, x86_fp80* @vl, align 16
  %1651 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1652 = call x86_fp80 @lgammal(x86_fp80 noundef %1651) #6
  %1653 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1652)
  br label %1654

1654:                                             ; preds = %1646
  %1655 = load i32, i32* %82, align 4
  %1656 = add i32 %1655, 1
  store i32 %1656, i32* %82, align 4
  br label %1642, !llvm.loop !87

1657:                                             ; preds = %1642
  %1658 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1659

1659:                                             ; preds = %1657
  br label %1660

1660:                                             ; preds = %1659
  %1661 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0))
  store i32 0, i32* %83, align 4
  br label %1662

1662:                                             ; preds = %1674, %1660
  %1663 = load i32, i32* %83, align 4
  %1664 = zext i32 %1663 to i64
  %1665 = icmp ult i64 %1664, 14
  br i1 %1665, label %1666, label %1677

1666:                                             ; preds = %1662
  %1667 = load i32, i32* %83, align 4
  %1668 = zext i32 %1667 to i64
  %1669 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1668
  %1670 = load double, double* %1669, align 8
  store volatile double %1670, double* @vd, align 8
  %1671 = load volatile double, double* @vd, align 8
  %1672 = call double @tgamma(double noundef %1671) #6
  %1673 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1672)
  br label %1674

1674:                                             ; preds = %1666
  %1675 = load i32, i32* %83, align 4
  %1676 = add i32 %1675, 1
  store i32 %1676, i32* %83, align 4
  br label %1662, !llvm.loop !88

1677:                                             ; preds = %1662
  %1678 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0))
  store i32 0, i32* %84, align 4
  br label %1679

1679:                                             ; preds = %1692, %1677
  %1680 = load i32, i32* %84, align 4
  %1681 = zext i32 %1680 to i64
  %1682 = icmp ult i64 %1681, 11
  br i1 %1682, label %1683, label %1695

1683:                                             ; preds = %1679
  %1684 = load i32, i32* %84, align 4
  %1685 = zext i32 %1684 to i64
  %1686 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1685
  %1687 = load float, float* %1686, align 4
  store volatile float %1687, float* @vf, align 4
  %1688 = load volatile float, float* @vf, align 4
  %1689 = call float @tgammaf(float noundef %1688) #6
  %1690 = fpext float %1689 to double
  %1691 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1690)
  br label %1692

1692:                                             ; preds = %1683
  %1693 = load i32, i32* %84, align 4
  %1694 = add i32 %1693, 1
  store i32 %1694, i32* %84, align 4
  br label %1679, !llvm.loop !89

1695:                                             ; preds = %1679
  %1696 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0))
  store i32 0, i32* %85, align 4
  br label %1697

1697:                                             ; preds = %1709, %1695
  %1698 = load i32, i32* %85, align 4
  %1699 = zext i32 %1698 to i64
  %1700 = icmp ult i64 %1699, 10
  br i1 %1700, label %1701, label %1712

1701:                                             ; preds = %1697
  %1702 = load i32, i32* %85, align 4
  %1703 = zext i32 %1702 to i64
  %1704 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1703
  %1705 = load x86_fp80, x86_fp80* %1704, align 16
  store volatile x86_fp80 %1705, x86_fp80* @vl, align 16
  %1706 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1707 = call x86_fp80 @tgammal(x86_fp80 noundef %1706) #6
  %1708 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1707)
  br label %1709

1709:                                             ; preds = %1701
  %1710 = load i32, i32* %85, align 4
  %1711 = add i32 %1710, 1
  store i32 %1711, i32* %85, align 4
  br label %1697, !llvm.loop !90

1712:                                             ; preds = %1697
  %1713 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1714

1714:                                             ; preds = %1712
  br label %1715

1715:                                             ; preds = %1714
  %1716 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0))
  store i32 0, i32* %86, align 4
  br label %1717

1717:                                             ; preds = %1729, %1715
  %1718 = load i32, i32* %86, align 4
  %1719 = zext i32 %1718 to i64
  %1720 = icmp ult i64 %1719, 14
  br i1 %1720, label %1721, label %1732

1721:                                             ; preds = %1717
  %1722 = load i32, i32* %86, align 4
  %1723 = zext i32 %1722 to i64
  %1724 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1723
  %1725 = load double, double* %1724, align 8
  store volatile double %1725, double* @vd, align 8
  %1726 = load volatile double, double* @vd, align 8
  %1727 = call double @llvm.ceil.f64(double %1726)
  %1728 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1727)
  br label %1729

1729:                                             ; preds = %1721
  %1730 = load i32, i32* %86, align 4
  %1731 = add i32 %1730, 1
  store i32 %1731, i32* %86, align 4
  br label %1717, !llvm.loop !91

1732:                                             ; preds = %1717
  %1733 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0))
  store i32 0, i32* %87, align 4
  br label %1734

1734:                                             ; preds = %1747, %1732
  %1735 = load i32, i32* %87, align 4
  %1736 = zext i32 %1735 to i64
  %1737 = icmp ult i64 %1736, 11
  br i1 %1737, label %1738, label %1750

1738:                                             ; preds = %1734
  %1739 = load i32, i32* %87, align 4
  %1740 = zext i32 %1739 to i64
  %1741 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1740
  %1742 = load float, float* %1741, align 4
  store volatile float %1742, float* @vf, align 4
  %1743 = load volatile float, float* @vf, align 4
  %1744 = call float @llvm.ceil.f32(float %1743)
  %1745 = fpext float %1744 to double
  %1746 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1745)
  br label %1747

1747:                                             ; preds = %1738
  %1748 = load i32, i32* %87, align 4
  %1749 = add i32 %1748, 1
  store i32 %1749, i32* %87, align 4
  br label %1734, !llvm.loop !92

1750:                                             ; preds = %1734
  %1751 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0))
  store i32 0, i32* %88, align 4
  br label %1752

1752:                                             ; preds = %1764, %1750
  %1753 = load i32, i32* %88, align 4
  %1754 = zext i32 %1753 to i64
  %1755 = icmp ult i64 %1754, 10
  br i1 %1755, label %1756, label %1767

1756:                                             ; preds = %1752
  %1757 = load i32, i32* %88, align 4
  %1758 = zext i32 %1757 to i64
  %1759 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1758
  %1760 = load x86_fp80, x86_fp80* %1759, align 16
  store volatile x86_fp80 %1760, x86_fp80* @vl, align 16
  %1761 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1762 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %1761)
  %1763 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1762)
  br label %1764

1764:                                             ; preds = %1756
  %1765 = load i32, i32* %88, align 4
  %1766 = add i32 %1765, 1
  store i32 %1766, i32* %88, align 4
  br label %1752, !llvm.loop !93

1767:                                             ; preds = %1752
  %1768 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1769

1769:                                             ; preds = %1767
  br label %1770

1770:                                             ; preds = %1769
  %1771 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0))
  store i32 0, i32* %89, align 4
  br label %1772

1772:                                             ; preds = %1784, %1770
  %1773 = load i32, i32* %89, align 4
  %1774 = zext i32 %1773 to i64
  %1775 = icmp ult i64 %1774, 14
  br i1 %1775, label %1776, label %1787

1776:                                             ; preds = %1772
  %1777 = load i32, i32* %89, align 4
  %1778 = zext i32 %1777 to i64
  %1779 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1778
  %1780 = load double, double* %1779, align 8
  store volatile double %1780, double* @vd, align 8
  %1781 = load volatile double, double* @vd, align 8
  %1782 = call double @llvm.floor.f64(double %1781)
  %1783 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1782)
  br label %1784

1784:                                             ; preds = %1776
  %1785 = load i32, i32* %89, align 4
  %1786 = add i32 %1785, 1
  store i32 %1786, i32* %89, align 4
  br label %1772, !llvm.loop !94

1787:                                             ; preds = %1772
  %1788 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0))
  store i32 0, i32* %90, align 4
  br label %1789

1789:                                             ; preds = %1802, %1787
  %1790 = load i32, i32* %90, align 4
  %1791 = zext i32 %1790 to i64
  %1792 = icmp ult i64 %1791, 11
  br i1 %1792, label %1793, label %1805

1793:                                             ; preds = %1789
  %1794 = load i32, i32* %90, align 4
  %1795 = zext i32 %1794 to i64
  %1796 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1795
  %1797 = load float, float* %1796, align 4
  store volatile float %1797, float* @vf, align 4
  %1798 = load volatile float, float* @vf, align 4
  %1799 = call float @llvm.floor.f32(float %1798)
  %1800 = fpext float %1799 to double
  %1801 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1800)
  br label %1802

1802:                                             ; preds = %1793
  %1803 = load i32, i32* %90, align 4
  %1804 = add i32 %1803, 1
  store i32 %1804, i32* %90, align 4
  br label %1789, !llvm.loop !95

1805:                                             ; preds = %1789
  %1806 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0))
  store i32 0, i32* %91, align 4
  br label %1807

1807:                                             ; preds = %1819, %1805
  %1808 = load i32, i32* %91, align 4
  %1809 = zext i32 %1808 to i64
  %1810 = icmp ult i64 %1809, 10
  br i1 %1810, label %1811, label %1822

1811:                                             ; preds = %1807
  %1812 = load i32, i32* %91, align 4
  %1813 = zext i32 %1812 to i64
  %1814 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1813
  %1815 = load x86_fp80, x86_fp80* %1814, align 16
  store volatile x86_fp80 %1815, x86_fp80* @vl, align 16
  %1816 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1817 = call x86_fp80 @llvm.floor.f80(x86_fp80 %1816)
  %1818 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1817)
  br label %1819

1819:                                             ; preds = %1811
  %1820 = load i32, i32* %91, align 4
  %1821 = add i32 %1820, 1
  store i32 %1821, i32* %91, align 4
  br label %1807, !llvm.loop !96

1822:                                             ; preds = %1807
  %1823 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1824

1824:                                             ; preds = %1822
  br label %1825

1825:                                             ; preds = %1824
  %1826 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  store i32 0, i32* %92, align 4
  br label %1827

1827:                                             ; preds = %1839, %1825
  %1828 = load i32, i32* %92, align 4
  %1829 = zext i32 %1828 to i64
  %1830 = icmp ult i64 %1829, 14
  br i1 %1830, label %1831, label %1842

1831:                                             ; preds = %1827
  %1832 = load i32, i32* %92, align 4
  %1833 = zext i32 %1832 to i64
  %1834 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1833
  %1835 = load double, double* %1834, align 8
  store volatile double %1835, double* @vd, align 8
  %1836 = load volatile double, double* @vd, align 8
  %1837 = call double @llvm.trunc.f64(double %1836)
  %1838 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1837)
  br label %1839

1839:                                             ; preds = %1831
  %1840 = load i32, i32* %92, align 4
  %1841 = add i32 %1840, 1
  store i32 %1841, i32* %92, align 4
  br label %1827, !llvm.loop !97

1842:                                             ; preds = %1827
  %1843 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  store i32 0, i32* %93, align 4
  br label %1844

1844:                                             ; preds = %1857, %1842
  %1845 = load i32, i32* %93, align 4
  %1846 = zext i32 %1845 to i64
  %1847 = icmp ult i64 %1846, 11
  br i1 %1847, label %1848, label %1860

1848:                                             ; preds = %1844
  %1849 = load i32, i32* %93, align 4
  %1850 = zext i32 %1849 to i64
  %1851 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1850
  %1852 = load float, float* %1851, align 4
  store volatile float %1852, float* @vf, align 4
  %1853 = load volatile float, float* @vf, align 4
  %1854 = call float @llvm.trunc.f32(float %1853)
  %1855 = fpext float %1854 to double
  %1856 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1855)
  br label %1857

1857:                                             ; preds = %1848
  %1858 = load i32, i32* %93, align 4
  %1859 = add i32 %1858, 1
  store i32 %1859, i32* %93, align 4
  br label %1844, !llvm.loop !98

1860:                                             ; preds = %1844
  %1861 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0))
  store i32 0, i32* %94, align 4
  br label %1862

1862:                                             ; preds = %1874, %1860
  %1863 = load i32, i32* %94, align 4
  %1864 = zext i32 %1863 to i64
  %1865 = icmp ult i64 %1864, 10
  br i1 %1865, label %1866, label %1877

1866:                                             ; preds = %1862
  %1867 = load i32, i32* %94, align 4
  %1868 = zext i32 %1867 to i64
  %1869 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1868
  %1870 = load x86_fp80, x86_fp80* %1869, align 16
  store volatile x86_fp80 %1870, x86_fp80* @vl, align 16
  %1871 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1872 = call x86_fp80 @llvm.trunc.f80(x86_fp80 %1871)
  %1873 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1872)
  br label %1874

1874:                                             ; preds = %1866
  %1875 = load i32, i32* %94, align 4
  %1876 = add i32 %1875, 1
  store i32 %1876, i32* %94, align 4
  br label %1862, !llvm.loop !99

1877:                                             ; preds = %1862
  %1878 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1879

1879:                                             ; preds = %1877
  br label %1880

1880:                                             ; preds = %1879
  %1881 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0))
  store i32 0, i32* %95, align 4
  br label %1882

1882:                                             ; preds = %1894, %1880
  %1883 = load i32, i32* %95, align 4
  %1884 = zext i32 %1883 to i64
  %1885 = icmp ult i64 %1884, 14
  br i1 %1885, label %1886, label %1897

1886:                                             ; preds = %1882
  %1887 = load i32, i32* %95, align 4
  %1888 = zext i32 %1887 to i64
  %1889 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1888
  %1890 = load double, double* %1889, align 8
  store volatile double %1890, double* @vd, align 8
  %1891 = load volatile double, double* @vd, align 8
  %1892 = call double @llvm.round.f64(double %1891)
  %1893 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1892)
  br label %1894

1894:                                             ; preds = %1886
  %1895 = load i32, i32* %95, align 4
  %1896 = add i32 %1895, 1
  store i32 %1896, i32* %95, align 4
  br label %1882, !llvm.loop !100

1897:                                             ; preds = %1882
  %1898 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0))
  store i32 0, i32* %96, align 4
  br label %1899

1899:                                             ; preds = %1912, %1897
  %1900 = load i32, i32* %96, align 4
  %1901 = zext i32 %1900 to i64
  %1902 = icmp ult i64 %1901, 11
  br i1 %1902, label %1903, label %1915

1903:                                             ; preds = %1899
  %1904 = load i32, i32* %96, align 4
  %1905 = zext i32 %1904 to i64
  %1906 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1905
  %1907 = load float, float* %1906, align 4
  store volatile float %1907, float* @vf, align 4
  %1908 = load volatile float, float* @vf, align 4
  %1909 = call float @llvm.round.f32(float %1908)
  %1910 = fpext float %1909 to double
  %1911 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1910)
  br label %1912

1912:                                             ; preds = %1903
  %1913 = load i32, i32* %96, align 4
  %1914 = add i32 %1913, 1
  store i32 %1914, i32* %96, align 4
  br label %1899, !llvm.loop !101

1915:                                             ; preds = %1899
  %1916 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0))
  store i32 0, i32* %97, align 4
  br label %1917

1917:                                             ; preds = %1929, %1915
  %1918 = load i32, i32* %97, align 4
  %1919 = zext i32 %1918 to i64
  %1920 = icmp ult i64 %1919, 10
  br i1 %1920, label %1921, label %1932

1921:                                             ; preds = %1917
  %1922 = load i32, i32* %97, align 4
  %1923 = zext i32 %1922 to i64
  %1924 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1923
  %1925 = load x86_fp80, x86_fp80* %1924, align 16
  store volatile x86_fp80 %1925, x86_fp80* @vl, align 16
  %1926 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1927 = call x86_fp80 @llvm.round.f80(x86_fp80 %1926)
  %1928 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1927)
  br label %1929

1929:                                             ; preds = %1921
  %1930 = load i32, i32* %97, align 4
  %1931 = add i32 %1930, 1
  store i32 %1931, i32* %97, align 4
  br label %1917, !llvm.loop !102

1932:                                             ; preds = %1917
  %1933 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1934

1934:                                             ; preds = %1932
  br label %1935

1935:                                             ; preds = %1934
  %1936 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.38, i64 0, i64 0))
  store i32 0, i32* %98, align 4
  br label %1937

1937:                                             ; preds = %1949, %1935
  %1938 = load i32, i32* %98, align 4
  %1939 = zext i32 %1938 to i64
  %1940 = icmp ult i64 %1939, 14
  br i1 %1940, label %1941, label %1952

1941:                                             ; preds = %1937
  %1942 = load i32, i32* %98, align 4
  %1943 = zext i32 %1942 to i64
  %1944 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1943
  %1945 = load double, double* %1944, align 8
  store volatile double %1945, double* @vd, align 8
  %1946 = load volatile double, double* @vd, align 8
  %1947 = call double @llvm.rint.f64(double %1946)
  %1948 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1947)
  br label %1949

1949:                                             ; preds = %1941
  %1950 = load i32, i32* %98, align 4
  %1951 = add i32 %1950, 1
  store i32 %1951, i32* %98, align 4
  br label %1937, !llvm.loop !103

1952:                                             ; preds = %1937
  %1953 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.38, i64 0, i64 0))
  store i32 0, i32* %99, align 4
  br label %1954

1954:                                             ; preds = %1967, %1952
  %1955 = load i32, i32* %99, align 4
  %1956 = zext i32 %1955 to i64
  %1957 = icmp ult i64 %1956, 11
  br i1 %1957, label %1958, label %1970

1958:                                             ; preds = %1954
  %1959 = load i32, i32* %99, align 4
  %1960 = zext i32 %1959 to i64
  %1961 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %1960
  %1962 = load float, float* %1961, align 4
  store volatile float %1962, float* @vf, align 4
  %1963 = load volatile float, float* @vf, align 4
  %1964 = call float @llvm.rint.f32(float %1963)
  %1965 = fpext float %1964 to double
  %1966 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %1965)
  br label %1967

1967:                                             ; preds = %1958
  %1968 = load i32, i32* %99, align 4
  %1969 = add i32 %1968, 1
  store i32 %1969, i32* %99, align 4
  br label %1954, !llvm.loop !104

1970:                                             ; preds = %1954
  %1971 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.38, i64 0, i64 0))
  store i32 0, i32* %100, align 4
  br label %1972

1972:                                             ; preds = %1984, %1970
  %1973 = load i32, i32* %100, align 4
  %1974 = zext i32 %1973 to i64
  %1975 = icmp ult i64 %1974, 10
  br i1 %1975, label %1976, label %1987

1976:                                             ; preds = %1972
  %1977 = load i32, i32* %100, align 4
  %1978 = zext i32 %1977 to i64
  %1979 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %1978
  %1980 = load x86_fp80, x86_fp80* %1979, align 16
  store volatile x86_fp80 %1980, x86_fp80* @vl, align 16
  %1981 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %1982 = call x86_fp80 @llvm.rint.f80(x86_fp80 %1981)
  %1983 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %1982)
  br label %1984

1984:                                             ; preds = %1976
  %1985 = load i32, i32* %100, align 4
  %1986 = add i32 %1985, 1
  store i32 %1986, i32* %100, align 4
  br label %1972, !llvm.loop !105

1987:                                             ; preds = %1972
  %1988 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %1989

1989:                                             ; preds = %1987
  br label %1990

1990:                                             ; preds = %1989
  %1991 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0))
  store i32 0, i32* %101, align 4
  br label %1992

1992:                                             ; preds = %2004, %1990
  %1993 = load i32, i32* %101, align 4
  %1994 = zext i32 %1993 to i64
  %1995 = icmp ult i64 %1994, 14
  br i1 %1995, label %1996, label %2007

1996:                                             ; preds = %1992
  %1997 = load i32, i32* %101, align 4
  %1998 = zext i32 %1997 to i64
  %1999 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %1998
  %2000 = load double, double* %1999, align 8
  store volatile double %2000, double* @vd, align 8
  %2001 = load volatile double, double* @vd, align 8
  %2002 = call double @llvm.nearbyint.f64(double %2001)
  %2003 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2002)
  br label %2004

2004:                                             ; preds = %1996
  %2005 = load i32, i32* %101, align 4
  %2006 = add i32 %2005, 1
  store i32 %2006, i32* %101, align 4
  br label %1992, !llvm.loop !106

2007:                                             ; preds = %1992
  %2008 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0))
  store i32 0, i32* %102, align 4
  br label %2009

2009:                                             ; preds = %2022, %2007
  %2010 = load i32, i32* %102, align 4
  %2011 = zext i32 %2010 to i64
  %2012 = icmp ult i64 %2011, 11
  br i1 %2012, label %2013, label %2025

2013:                                             ; preds = %2009
  %2014 = load i32, i32* %102, align 4
  %2015 = zext i32 %2014 to i64
  %2016 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2015
  %2017 = load float, float* %2016, align 4
  store volatile float %2017, float* @vf, align 4
  %2018 = load volatile float, float* @vf, align 4
  %2019 = call float @llvm.nearbyint.f32(float %2018)
  %2020 = fpext float %2019 to double
  %2021 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2020)
  br label %2022

2022:                                             ; preds = %2013
  %2023 = load i32, i32* %102, align 4
  %2024 = add i32 %2023, 1
  store i32 %2024, i32* %102, align 4
  br label %2009, !llvm.loop !107

2025:                                             ; preds = %2009
  %2026 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0))
  store i32 0, i32* %103, align 4
  br label %2027

2027:                                             ; preds = %2039, %2025
  %2028 = load i32, i32* %103, align 4
  %2029 = zext i32 %2028 to i64
  %2030 = icmp ult i64 %2029, 10
  br i1 %2030, label %2031, label %2042

2031:                                             ; preds = %2027
  %2032 = load i32, i32* %103, align 4
  %2033 = zext i32 %2032 to i64
  %2034 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2033
  %2035 = load x86_fp80, x86_fp80* %2034, align 16
  store volatile x86_fp80 %2035, x86_fp80* @vl, align 16
  %2036 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2037 = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %2036)
  %2038 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2037)
  br label %2039

2039:                                             ; preds = %2031
  %2040 = load i32, i32* %103, align 4
  %2041 = add i32 %2040, 1
  store i32 %2041, i32* %103, align 4
  br label %2027, !llvm.loop !108

2042:                                             ; preds = %2027
  %2043 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2044

2044:                                             ; preds = %2042
  br label %2045

2045:                                             ; preds = %2044
  %2046 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.40, i64 0, i64 0))
  store i32 0, i32* %104, align 4
  br label %2047

2047:                                             ; preds = %2059, %2045
  %2048 = load i32, i32* %104, align 4
  %2049 = zext i32 %2048 to i64
  %2050 = icmp ult i64 %2049, 14
  br i1 %2050, label %2051, label %2062

2051:                                             ; preds = %2047
  %2052 = load i32, i32* %104, align 4
  %2053 = zext i32 %2052 to i64
  %2054 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2053
  %2055 = load double, double* %2054, align 8
  store volatile double %2055, double* @vd, align 8
  %2056 = load volatile double, double* @vd, align 8
  %2057 = call double @j0(double noundef %2056) #6
  %2058 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2057)
  br label %2059

2059:                                             ; preds = %2051
  %2060 = load i32, i32* %104, align 4
  %2061 = add i32 %2060, 1
  store i32 %2061, i32* %104, align 4
  br label %2047, !llvm.loop !109

2062:                                             ; preds = %2047
  %2063 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.40, i64 0, i64 0))
  store i32 0, i32* %105, align 4
  br label %2064

2064:                                             ; preds = %2077, %2062
  %2065 = load i32, i32* %105, align 4
  %2066 = zext i32 %2065 to i64
  %2067 = icmp ult i64 %2066, 11
  br i1 %2067, label %2068, label %2080

2068:                                             ; preds = %2064
  %2069 = load i32, i32* %105, align 4
  %2070 = zext i32 %2069 to i64
  %2071 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2070
  %2072 = load float, float* %2071, align 4
  store volatile float %2072, float* @vf, align 4
  %2073 = load volatile float, float* @vf, align 4
  %2074 = call float @j0f(float noundef %2073) #6
  %2075 = fpext float %2074 to double
  %2076 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2075)
  br label %2077

2077:                                             ; preds = %2068
  %2078 = load i32, i32* %105, align 4
  %2079 = add i32 %2078, 1
  store i32 %2079, i32* %105, align 4
  br label %2064, !llvm.loop !110

2080:                                             ; preds = %2064
  %2081 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.40, i64 0, i64 0))
  store i32 0, i32* %106, align 4
  br label %2082

2082:                                             ; preds = %2094, %2080
  %2083 = load i32, i32* %106, align 4
  %2084 = zext i32 %2083 to i64
  %2085 = icmp ult i64 %2084, 10
  br i1 %2085, label %2086, label %2097

2086:                                             ; preds = %2082
  %2087 = load i32, i32* %106, align 4
  %2088 = zext i32 %2087 to i64
  %2089 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2088
  %2090 = load x86_fp80, x86_fp80* %2089, align 16
  store volatile x86_fp80 %2090, x86_fp80* @vl, align 16
  %2091 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2092 = call x86_fp80 @j0l(x86_fp80 noundef %2091) #6
  %2093 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2092)
  br label %2094

2094:                                             ; preds = %2086
  %2095 = load i32, i32* %106, align 4
  %2096 = add i32 %2095, 1
  store i32 %2096, i32* %106, align 4
  br label %2082, !llvm.loop !111

2097:                                             ; preds = %2082
  %2098 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2099

2099:                                             ; preds = %2097
  br label %2100

2100:                                             ; preds = %2099
  %2101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.41, i64 0, i64 0))
  store i32 0, i32* %107, align 4
  br label %2102

2102:                                             ; preds = %2114, %2100
  %2103 = load i32, i32* %107, align 4
  %2104 = zext i32 %2103 to i64
  %2105 = icmp ult i64 %2104, 14
  br i1 %2105, label %2106, label %2117

2106:                                             ; preds = %2102
  %2107 = load i32, i32* %107, align 4
  %2108 = zext i32 %2107 to i64
  %2109 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2108
  %2110 = load double, double* %2109, align 8
  store volatile double %2110, double* @vd, align 8
  %2111 = load volatile double, double* @vd, align 8
  %2112 = call double @j1(double noundef %2111) #6
  %2113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2112)
  br label %2114

2114:                                             ; preds = %2106
  %2115 = load i32, i32* %107, align 4
  %2116 = add i32 %2115, 1
  store i32 %2116, i32* %107, align 4
  br label %2102, !llvm.loop !112

2117:                                             ; preds = %2102
  %2118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.41, i64 0, i64 0))
  store i32 0, i32* %108, align 4
  br label %2119

2119:                                             ; preds = %2132, %2117
  %2120 = load i32, i32* %108, align 4
  %2121 = zext i32 %2120 to i64
  %2122 = icmp ult i64 %2121, 11
  br i1 %2122, label %2123, label %2135

2123:                                             ; preds = %2119
  %2124 = load i32, i32* %108, align 4
  %2125 = zext i32 %2124 to i64
  %2126 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2125
  %2127 = load float, float* %2126, align 4
  store volatile float %2127, float* @vf, align 4
  %2128 = load volatile float, float* @vf, align 4
  %2129 = call float @j1f(float noundef %2128) #6
  %2130 = fpext float %2129 to double
  %2131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2130)
  br label %2132

2132:                                             ; preds = %2123
  %2133 = load i32, i32* %108, align 4
  %2134 = add i32 %2133, 1
  store i32 %2134, i32* %108, align 4
  br label %2119, !llvm.loop !113

2135:                                             ; preds = %2119
  %2136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.41, i64 0, i64 0))
  store i32 0, i32* %109, align 4
  br label %2137

2137:                                             ; preds = %2149, %2135
  %2138 = load i32, i32* %109, align 4
  %2139 = zext i32 %2138 to i64
  %2140 = icmp ult i64 %2139, 10
  br i1 %2140, label %2141, label %2152

2141:                                             ; preds = %2137
  %2142 = load i32, i32* %109, align 4
  %2143 = zext i32 %2142 to i64
  %2144 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2143
  %2145 = load x86_fp80, x86_fp80* %2144, align 16
  store volatile x86_fp80 %2145, x86_fp80* @vl, align 16
  %2146 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2147 = call x86_fp80 @j1l(x86_fp80 noundef %2146) #6
  %2148 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2147)
  br label %2149

2149:                                             ; preds = %2141
  %2150 = load i32, i32* %109, align 4
  %2151 = add i32 %2150, 1
  store i32 %2151, i32* %109, align 4
  br label %2137, !llvm.loop !114

2152:                                             ; preds = %2137
  %2153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2154

2154:                                             ; preds = %2152
  br label %2155

2155:                                             ; preds = %2154
  %2156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0))
  store i32 0, i32* %110, align 4
  br label %2157

2157:                                             ; preds = %2169, %2155
  %2158 = load i32, i32* %110, align 4
  %2159 = zext i32 %2158 to i64
  %2160 = icmp ult i64 %2159, 14
  br i1 %2160, label %2161, label %2172

2161:                                             ; preds = %2157
  %2162 = load i32, i32* %110, align 4
  %2163 = zext i32 %2162 to i64
  %2164 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2163
  %2165 = load double, double* %2164, align 8
  store volatile double %2165, double* @vd, align 8
  %2166 = load volatile double, double* @vd, align 8
  %2167 = call double @y0(double noundef %2166) #6
  %2168 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2167)
  br label %2169

2169:                                             ; preds = %2161
  %2170 = load i32, i32* %110, align 4
  %2171 = add i32 %2170, 1
  store i32 %2171, i32* %110, align 4
  br label %2157, !llvm.loop !115

2172:                                             ; preds = %2157
  %2173 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0))
  store i32 0, i32* %111, align 4
  br label %2174

2174:                                             ; preds = %2187, %2172
  %2175 = load i32, i32* %111, align 4
  %2176 = zext i32 %2175 to i64
  %2177 = icmp ult i64 %2176, 11
  br i1 %2177, label %2178, label %2190

2178:                                             ; preds = %2174
  %2179 = load i32, i32* %111, align 4
  %2180 = zext i32 %2179 to i64
  %2181 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2180
  %2182 = load float, float* %2181, align 4
  store volatile float %2182, float* @vf, align 4
  %2183 = load volatile float, float* @vf, align 4
  %2184 = call float @y0f(float noundef %2183) #6
  %2185 = fpext float %2184 to double
  %2186 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2185)
  br label %2187

2187:                                             ; preds = %2178
  %2188 = load i32, i32* %111, align 4
  %2189 = add i32 %2188, 1
  store i32 %2189, i32* %111, align 4
  br label %2174, !llvm.loop !116

2190:                                             ; preds = %2174
  %2191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0))
  store i32 0, i32* %112, align 4
  br label %2192

2192:                                             ; preds = %2204, %2190
  %2193 = load i32, i32* %112, align 4
  %2194 = zext i32 %2193 to i64
  %2195 = icmp ult i64 %2194, 10
  br i1 %2195, label %2196, label %2207

2196:                                             ; preds = %2192
  %2197 = load i32, i32* %112, align 4
  %2198 = zext i32 %2197 to i64
  %2199 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2198
  %2200 = load x86_fp80, x86_fp80* %2199, align 16
  store volatile x86_fp80 %2200, x86_fp80* @vl, align 16
  %2201 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2202 = call x86_fp80 @y0l(x86_fp80 noundef %2201) #6
  %2203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2202)
  br label %2204

2204:                                             ; preds = %2196
  %2205 = load i32, i32* %112, align 4
  %2206 = add i32 %2205, 1
  store i32 %2206, i32* %112, align 4
  br label %2192, !llvm.loop !117

2207:                                             ; preds = %2192
  %2208 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2209

2209:                                             ; preds = %2207
  br label %2210

2210:                                             ; preds = %2209
  %2211 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.43, i64 0, i64 0))
  store i32 0, i32* %113, align 4
  br label %2212

2212:                                             ; preds = %2224, %2210
  %2213 = load i32, i32* %113, align 4
  %2214 = zext i32 %2213 to i64
  %2215 = icmp ult i64 %2214, 14
  br i1 %2215, label %2216, label %2227

2216:                                             ; preds = %2212
  %2217 = load i32, i32* %113, align 4
  %2218 = zext i32 %2217 to i64
  %2219 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2218
  %2220 = load double, double* %2219, align 8
  store volatile double %2220, double* @vd, align 8
  %2221 = load volatile double, double* @vd, align 8
  %2222 = call double @y1(double noundef %2221) #6
  %2223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2222)
  br label %2224

2224:                                             ; preds = %2216
  %2225 = load i32, i32* %113, align 4
  %2226 = add i32 %2225, 1
  store i32 %2226, i32* %113, align 4
  br label %2212, !llvm.loop !118

2227:                                             ; preds = %2212
  %2228 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.43, i64 0, i64 0))
  store i32 0, i32* %114, align 4
  br label %2229

2229:                                             ; preds = %2242, %2227
  %2230 = load i32, i32* %114, align 4
  %2231 = zext i32 %2230 to i64
  %2232 = icmp ult i64 %2231, 11
  br i1 %2232, label %2233, label %2245

2233:                                             ; preds = %2229
  %2234 = load i32, i32* %114, align 4
  %2235 = zext i32 %2234 to i64
  %2236 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2235
  %2237 = load float, float* %2236, align 4
  store volatile float %2237, float* @vf, align 4
  %2238 = load volatile float, float* @vf, align 4
  %2239 = call float @y1f(float noundef %2238) #6
  %2240 = fpext float %2239 to double
  %2241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2240)
  br label %2242

2242:                                             ; preds = %2233
  %2243 = load i32, i32* %114, align 4
  %2244 = add i32 %2243, 1
  store i32 %2244, i32* %114, align 4
  br label %2229, !llvm.loop !119

2245:                                             ; preds = %2229
  %2246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.43, i64 0, i64 0))
  store i32 0, i32* %115, align 4
  br label %2247

2247:                                             ; preds = %2259, %2245
  %2248 = load i32, i32* %115, align 4
  %2249 = zext i32 %2248 to i64
  %2250 = icmp ult i64 %2249, 10
  br i1 %2250, label %2251, label %2262

2251:                                             ; preds = %2247
  %2252 = load i32, i32* %115, align 4
  %2253 = zext i32 %2252 to i64
  %2254 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2253
  %2255 = load x86_fp80, x86_fp80* %2254, align 16
  store volatile x86_fp80 %2255, x86_fp80* @vl, align 16
  %2256 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2257 = call x86_fp80 @y1l(x86_fp80 noundef %2256) #6
  %2258 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2257)
  br label %2259

2259:                                             ; preds = %2251
  %2260 = load i32, i32* %115, align 4
  %2261 = add i32 %2260, 1
  store i32 %2261, i32* %115, align 4
  br label %2247, !llvm.loop !120

2262:                                             ; preds = %2247
  %2263 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2264

2264:                                             ; preds = %2262
  br label %2265

2265:                                             ; preds = %2264
  %2266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0))
  store i32 0, i32* %116, align 4
  br label %2267

2267:                                             ; preds = %2285, %2265
  %2268 = load i32, i32* %116, align 4
  %2269 = zext i32 %2268 to i64
  %2270 = icmp ult i64 %2269, 14
  br i1 %2270, label %2271, label %2288

2271:                                             ; preds = %2267
  %2272 = load i32, i32* %116, align 4
  %2273 = zext i32 %2272 to i64
  %2274 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2273
  %2275 = load double, double* %2274, align 8
  store volatile double %2275, double* @vd, align 8
  %2276 = load volatile double, double* @vd, align 8
  %2277 = load i32, i32* %116, align 4
  %2278 = add i32 %2277, 3
  %2279 = zext i32 %2278 to i64
  %2280 = urem i64 %2279, 14
  %2281 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2280
  %2282 = load double, double* %2281, align 8
  %2283 = call double @pow(double noundef %2276, double noundef %2282) #6
  %2284 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2283)
  br label %2285

2285:                                             ; preds = %2271
  %2286 = load i32, i32* %116, align 4
  %2287 = add i32 %2286, 1
  store i32 %2287, i32* %116, align 4
  br label %2267, !llvm.loop !121

2288:                                             ; preds = %2267
  %2289 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0))
  store i32 0, i32* %117, align 4
  br label %2290

2290:                                             ; preds = %2309, %2288
  %2291 = load i32, i32* %117, align 4
  %2292 = zext i32 %2291 to i64
  %2293 = icmp ult i64 %2292, 11
  br i1 %2293, label %2294, label %2312

2294:                                             ; preds = %2290
  %2295 = load i32, i32* %117, align 4
  %2296 = zext i32 %2295 to i64
  %2297 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2296
  %2298 = load float, float* %2297, align 4
  store volatile float %2298, float* @vf, align 4
  %2299 = load volatile float, float* @vf, align 4
  %2300 = load i32, i32* %117, align 4
  %2301 = add i32 %2300, 3
  %2302 = zext i32 %2301 to i64
  %2303 = urem i64 %2302, 11
  %2304 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2303
  %2305 = load float, float* %2304, align 4
  %2306 = call float @powf(float noundef %2299, float noundef %2305) #6
  %2307 = fpext float %2306 to double
  %2308 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2307)
  br label %2309

2309:                                             ; preds = %2294
  %2310 = load i32, i32* %117, align 4
  %2311 = add i32 %2310, 1
  store i32 %2311, i32* %117, align 4
  br label %2290, !llvm.loop !122

2312:                                             ; preds = %2290
  %2313 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0))
  store i32 0, i32* %118, align 4
  br label %2314

2314:                                             ; preds = %2332, %2312
  %2315 = load i32, i32* %118, align 4
  %2316 = zext i32 %2315 to i64
  %2317 = icmp ult i64 %2316, 10
  br i1 %2317, label %2318, label %2335

2318:                                             ; preds = %2314
  %2319 = load i32, i32* %118, align 4
  %2320 = zext i32 %2319 to i64
  %2321 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2320
  %2322 = load x86_fp80, x86_fp80* %2321, align 16
  store volatile x86_fp80 %2322, x86_fp80* @vl, align 16
  %2323 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2324 = load i32, i32* %118, align 4
  %2325 = add i32 %2324, 3
  %2326 = zext i32 %2325 to i64
  %2327 = urem i64 %2326, 10
  %2328 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2327
  %2329 = load x86_fp80, x86_fp80* %2328, align 16
  %2330 = call x86_fp80 @powl(x86_fp80 noundef %2323, x86_fp80 noundef %2329) #6
  %2331 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2330)
  br label %2332

2332:                                             ; preds = %2318
  %2333 = load i32, i32* %118, align 4
  %2334 = add i32 %2333, 1
  store i32 %2334, i32* %118, align 4
  br label %2314, !llvm.loop !123

2335:                                             ; preds = %2314
  %2336 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2337

2337:                                             ; preds = %2335
  br label %2338

2338:                                             ; preds = %2337
  %2339 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0))
  store i32 0, i32* %119, align 4
  br label %2340

2340:                                             ; preds = %2358, %2338
  %2341 = load i32, i32* %119, align 4
  %2342 = zext i32 %2341 to i64
  %2343 = icmp ult i64 %2342, 14
  br i1 %2343, label %2344, label %2361

2344:                                             ; preds = %2340
  %2345 = load i32, i32* %119, align 4
  %2346 = zext i32 %2345 to i64
  %2347 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2346
  %2348 = load double, double* %2347, align 8
  store volatile double %2348, double* @vd, align 8
  %2349 = load volatile double, double* @vd, align 8
  %2350 = load i32, i32* %119, align 4
  %2351 = add i32 %2350, 3
  %2352 = zext i32 %2351 to i64
  %2353 = urem i64 %2352, 14
  %2354 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2353
  %2355 = load double, double* %2354, align 8
  %2356 = call double @atan2(double noundef %2349, double noundef %2355) #6
  %2357 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2356)
  br label %2358

2358:                                             ; preds = %2344
  %2359 = load i32, i32* %119, align 4
  %2360 = add i32 %2359, 1
  store i32 %2360, i32* %119, align 4
  br label %2340, !llvm.loop !124

2361:                                             ; preds = %2340
  %2362 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0))
  store i32 0, i32* %120, align 4
  br label %2363

2363:                                             ; preds = %2382, %2361
  %2364 = load i32, i32* %120, align 4
  %2365 = zext i32 %2364 to i64
  %2366 = icmp ult i64 %2365, 11
  br i1 %2366, label %2367, label %2385

2367:                                             ; preds = %2363
  %2368 = load i32, i32* %120, align 4
  %2369 = zext i32 %2368 to i64
  %2370 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2369
  %2371 = load float, float* %2370, align 4
  store volatile float %2371, float* @vf, align 4
  %2372 = load volatile float, float* @vf, align 4
  %2373 = load i32, i32* %120, align 4
  %2374 = add i32 %2373, 3
  %2375 = zext i32 %2374 to i64
  %2376 = urem i64 %2375, 11
  %2377 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2376
  %2378 = load float, float* %2377, align 4
  %2379 = call float @atan2f(float noundef %2372, float noundef %2378) #6
  %2380 = fpext float %2379 to double
  %2381 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2380)
  br label %2382

2382:                                             ; preds = %2367
  %2383 = load i32, i32* %120, align 4
  %2384 = add i32 %2383, 1
  store i32 %2384, i32* %120, align 4
  br label %2363, !llvm.loop !125

2385:                                             ; preds = %2363
  %2386 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0))
  store i32 0, i32* %121, align 4
  br label %2387

2387:                                             ; preds = %2405, %2385
  %2388 = load i32, i32* %121, align 4
  %2389 = zext i32 %2388 to i64
  %2390 = icmp ult i64 %2389, 10
  br i1 %2390, label %2391, label %2408

2391:                                             ; preds = %2387
  %2392 = load i32, i32* %121, align 4
  %2393 = zext i32 %2392 to i64
  %2394 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2393
  %2395 = load x86_fp80, x86_fp80* %2394, align 16
  store volatile x86_fp80 %2395, x86_fp80* @vl, align 16
  %2396 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2397 = load i32, i32* %121, align 4
  %2398 = add i32 %2397, 3
  %2399 = zext i32 %2398 to i64
  %2400 = urem i64 %2399, 10
  %2401 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2400
  %2402 = load x86_fp80, x86_fp80* %2401, align 16
  %2403 = call x86_fp80 @atan2l(x86_fp80 noundef %2396, x86_fp80 noundef %2402) #6
  %2404 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2403)
  br label %2405

2405:                                             ; preds = %2391
  %2406 = load i32, i32* %121, align 4
  %2407 = add i32 %2406, 1
  store i32 %2407, i32* %121, align 4
  br label %2387, !llvm.loop !126

2408:                                             ; preds = %2387
  %2409 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2410

2410:                                             ; preds = %2408
  br label %2411

2411:                                             ; preds = %2410
  %2412 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0))
  store i32 0, i32* %122, align 4
  br label %2413

2413:                                             ; preds = %2431, %2411
  %2414 = load i32, i32* %122, align 4
  %2415 = zext i32 %2414 to i64
  %2416 = icmp ult i64 %2415, 14
  br i1 %2416, label %2417, label %2434

2417:                                             ; preds = %2413
  %2418 = load i32, i32* %122, align 4
  %2419 = zext i32 %2418 to i64
  %2420 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2419
  %2421 = load double, double* %2420, align 8
  store volatile double %2421, double* @vd, align 8
  %2422 = load volatile double, double* @vd, align 8
  %2423 = load i32, i32* %122, align 4
  %2424 = add i32 %2423, 3
  %2425 = zext i32 %2424 to i64
  %2426 = urem i64 %2425, 14
  %2427 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2426
  %2428 = load double, double* %2427, align 8
  %2429 = call double @hypot(double noundef %2422, double noundef %2428) #6
  %2430 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2429)
  br label %2431

2431:                                             ; preds = %2417
  %2432 = load i32, i32* %122, align 4
  %2433 = add i32 %2432, 1
  store i32 %2433, i32* %122, align 4
  br label %2413, !llvm.loop !127

2434:                                             ; preds = %2413
  %2435 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0))
  store i32 0, i32* %123, align 4
  br label %2436

2436:                                             ; preds = %2455, %2434
  %2437 = load i32, i32* %123, align 4
  %2438 = zext i32 %2437 to i64
  %2439 = icmp ult i64 %2438, 11
  br i1 %2439, label %2440, label %2458

2440:                                             ; preds = %2436
  %2441 = load i32, i32* %123, align 4
  %2442 = zext i32 %2441 to i64
  %2443 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2442
  %2444 = load float, float* %2443, align 4
  store volatile float %2444, float* @vf, align 4
  %2445 = load volatile float, float* @vf, align 4
  %2446 = load i32, i32* %123, align 4
  %2447 = add i32 %2446, 3
  %2448 = zext i32 %2447 to i64
  %2449 = urem i64 %2448, 11
  %2450 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2449
  %2451 = load float, float* %2450, align 4
  %2452 = call float @hypotf(float noundef %2445, float noundef %2451) #6
  %2453 = fpext float %2452 to double
  %2454 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2453)
  br label %2455

2455:                                             ; preds = %2440
  %2456 = load i32, i32* %123, align 4
  %2457 = add i32 %2456, 1
  store i32 %2457, i32* %123, align 4
  br label %2436, !llvm.loop !128

2458:                                             ; preds = %2436
  %2459 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0))
  store i32 0, i32* %124, align 4
  br label %2460

2460:                                             ; preds = %2478, %2458
  %2461 = load i32, i32* %124, align 4
  %2462 = zext i32 %2461 to i64
  %2463 = icmp ult i64 %2462, 10
  br i1 %2463, label %2464, label %2481

2464:                                             ; preds = %2460
  %2465 = load i32, i32* %124, align 4
  %2466 = zext i32 %2465 to i64
  %2467 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2466
  %2468 = load x86_fp80, x86_fp80* %2467, align 16
  store volatile x86_fp80 %2468, x86_fp80* @vl, align 16
  %2469 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2470 = load i32, i32* %124, align 4
  %2471 = add i32 %2470, 3
  %2472 = zext i32 %2471 to i64
  %2473 = urem i64 %2472, 10
  %2474 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2473
  %2475 = load x86_fp80, x86_fp80* %2474, align 16
  %2476 = call x86_fp80 @hypotl(x86_fp80 noundef %2469, x86_fp80 noundef %2475) #6
  %2477 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2476)
  br label %2478

2478:                                             ; preds = %2464
  %2479 = load i32, i32* %124, align 4
  %2480 = add i32 %2479, 1
  store i32 %2480, i32* %124, align 4
  br label %2460, !llvm.loop !129

2481:                                             ; preds = %2460
  %2482 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2483

2483:                                             ; preds = %2481
  br label %2484

2484:                                             ; preds = %2483
  %2485 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0))
  store i32 0, i32* %125, align 4
  br label %2486

2486:                                             ; preds = %2504, %2484
  %2487 = load i32, i32* %125, align 4
  %2488 = zext i32 %2487 to i64
  %2489 = icmp ult i64 %2488, 14
  br i1 %2489, label %2490, label %2507

2490:                                             ; preds = %2486
  %2491 = load i32, i32* %125, align 4
  %2492 = zext i32 %2491 to i64
  %2493 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2492
  %2494 = load double, double* %2493, align 8
  store volatile double %2494, double* @vd, align 8
  %2495 = load volatile double, double* @vd, align 8
  %2496 = load i32, i32* %125, align 4
  %2497 = add i32 %2496, 3
  %2498 = zext i32 %2497 to i64
  %2499 = urem i64 %2498, 14
  %2500 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2499
  %2501 = load double, double* %2500, align 8
  %2502 = call double @fmod(double noundef %2495, double noundef %2501) #6
  %2503 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2502)
  br label %2504

2504:                                             ; preds = %2490
  %2505 = load i32, i32* %125, align 4
  %2506 = add i32 %2505, 1
  store i32 %2506, i32* %125, align 4
  br label %2486, !llvm.loop !130

2507:                                             ; preds = %2486
  %2508 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0))
  store i32 0, i32* %126, align 4
  br label %2509

2509:                                             ; preds = %2528, %2507
  %2510 = load i32, i32* %126, align 4
  %2511 = zext i32 %2510 to i64
  %2512 = icmp ult i64 %2511, 11
  br i1 %2512, label %2513, label %2531

2513:                                             ; preds = %2509
  %2514 = load i32, i32* %126, align 4
  %2515 = zext i32 %2514 to i64
  %2516 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2515
  %2517 = load float, float* %2516, align 4
  store volatile float %2517, float* @vf, align 4
  %2518 = load volatile float, float* @vf, align 4
  %2519 = load i32, i32* %126, align 4
  %2520 = add i32 %2519, 3
  %2521 = zext i32 %2520 to i64
  %2522 = urem i64 %2521, 11
  %2523 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2522
  %2524 = load float, float* %2523, align 4
  %2525 = call float @fmodf(float noundef %2518, float noundef %2524) #6
  %2526 = fpext float %2525 to double
  %2527 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2526)
  br label %2528

2528:                                             ; preds = %2513
  %2529 = load i32, i32* %126, align 4
  %2530 = add i32 %2529, 1
  store i32 %2530, i32* %126, align 4
  br label %2509, !llvm.loop !131

2531:                                             ; preds = %2509
  %2532 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0))
  store i32 0, i32* %127, align 4
  br label %2533

2533:                                             ; preds = %2551, %2531
  %2534 = load i32, i32* %127, align 4
  %2535 = zext i32 %2534 to i64
  %2536 = icmp ult i64 %2535, 10
  br i1 %2536, label %2537, label %2554

2537:                                             ; preds = %2533
  %2538 = load i32, i32* %127, align 4
  %2539 = zext i32 %2538 to i64
  %2540 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2539
  %2541 = load x86_fp80, x86_fp80* %2540, align 16
  store volatile x86_fp80 %2541, x86_fp80* @vl, align 16
  %2542 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2543 = load i32, i32* %127, align 4
  %2544 = add i32 %2543, 3
  %2545 = zext i32 %2544 to i64
  %2546 = urem i64 %2545, 10
  %2547 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2546
  %2548 = load x86_fp80, x86_fp80* %2547, align 16
  %2549 = call x86_fp80 @fmodl(x86_fp80 noundef %2542, x86_fp80 noundef %2548) #6
  %2550 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2549)
  br label %2551

2551:                                             ; preds = %2537
  %2552 = load i32, i32* %127, align 4
  %2553 = add i32 %2552, 1
  store i32 %2553, i32* %127, align 4
  br label %2533, !llvm.loop !132

2554:                                             ; preds = %2533
  %2555 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2556

2556:                                             ; preds = %2554
  br label %2557

2557:                                             ; preds = %2556
  %2558 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0))
  store i32 0, i32* %128, align 4
  br label %2559

2559:                                             ; preds = %2577, %2557
  %2560 = load i32, i32* %128, align 4
  %2561 = zext i32 %2560 to i64
  %2562 = icmp ult i64 %2561, 14
  br i1 %2562, label %2563, label %2580

2563:                                             ; preds = %2559
  %2564 = load i32, i32* %128, align 4
  %2565 = zext i32 %2564 to i64
  %2566 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2565
  %2567 = load double, double* %2566, align 8
  store volatile double %2567, double* @vd, align 8
  %2568 = load volatile double, double* @vd, align 8
  %2569 = load i32, i32* %128, align 4
  %2570 = add i32 %2569, 3
  %2571 = zext i32 %2570 to i64
  %2572 = urem i64 %2571, 14
  %2573 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2572
  %2574 = load double, double* %2573, align 8
  %2575 = call double @remainder(double noundef %2568, double noundef %2574) #6
  %2576 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2575)
  br label %2577

2577:                                             ; preds = %2563
  %2578 = load i32, i32* %128, align 4
  %2579 = add i32 %2578, 1
  store i32 %2579, i32* %128, align 4
  br label %2559, !llvm.loop !133

2580:                                             ; preds = %2559
  %2581 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0))
  store i32 0, i32* %129, align 4
  br label %2582

2582:                                             ; preds = %2601, %2580
  %2583 = load i32, i32* %129, align 4
  %2584 = zext i32 %2583 to i64
  %2585 = icmp ult i64 %2584, 11
  br i1 %2585, label %2586, label %2604

2586:                                             ; preds = %2582
  %2587 = load i32, i32* %129, align 4
  %2588 = zext i32 %2587 to i64
  %2589 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2588
  %2590 = load float, float* %2589, align 4
  store volatile float %2590, float* @vf, align 4
  %2591 = load volatile float, float* @vf, align 4
  %2592 = load i32, i32* %129, align 4
  %2593 = add i32 %2592, 3
  %2594 = zext i32 %2593 to i64
  %2595 = urem i64 %2594, 11
  %2596 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2595
  %2597 = load float, float* %2596, align 4
  %2598 = call float @remainderf(float noundef %2591, float noundef %2597) #6
  %2599 = fpext float %2598 to double
  %2600 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2599)
  br label %2601

2601:                                             ; preds = %2586
  %2602 = load i32, i32* %129, align 4
  %2603 = add i32 %2602, 1
  store i32 %2603, i32* %129, align 4
  br label %2582, !llvm.loop !134

2604:                                             ; preds = %2582
  %2605 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0))
  store i32 0, i32* %130, align 4
  br label %2606

2606:                                             ; preds = %2624, %2604
  %2607 = load i32, i32* %130, align 4
  %2608 = zext i32 %2607 to i64
  %2609 = icmp ult i64 %2608, 10
  br i1 %2609, label %2610, label %2627

2610:                                             ; preds = %2606
  %2611 = load i32, i32* %130, align 4
  %2612 = zext i32 %2611 to i64
  %2613 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2612
  %2614 = load x86_fp80, x86_fp80* %2613, align 16
  store volatile x86_fp80 %2614, x86_fp80* @vl, align 16
  %2615 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2616 = load i32, i32* %130, align 4
  %2617 = add i32 %2616, 3
  %2618 = zext i32 %2617 to i64
  %2619 = urem i64 %2618, 10
  %2620 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2619
  %2621 = load x86_fp80, x86_fp80* %2620, align 16
  %2622 = call x86_fp80 @remainderl(x86_fp80 noundef %2615, x86_fp80 noundef %2621) #6
  %2623 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2622)
  br label %2624

2624:                                             ; preds = %2610
  %2625 = load i32, i32* %130, align 4
  %2626 = add i32 %2625, 1
  store i32 %2626, i32* %130, align 4
  br label %2606, !llvm.loop !135

2627:                                             ; preds = %2606
  %2628 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2629

2629:                                             ; preds = %2627
  br label %2630

2630:                                             ; preds = %2629
  %2631 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0))
  store i32 0, i32* %131, align 4
  br label %2632

2632:                                             ; preds = %2650, %2630
  %2633 = load i32, i32* %131, align 4
  %2634 = zext i32 %2633 to i64
  %2635 = icmp ult i64 %2634, 14
  br i1 %2635, label %2636, label %2653

2636:                                             ; preds = %2632
  %2637 = load i32, i32* %131, align 4
  %2638 = zext i32 %2637 to i64
  %2639 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2638
  %2640 = load double, double* %2639, align 8
  store volatile double %2640, double* @vd, align 8
  %2641 = load volatile double, double* @vd, align 8
  %2642 = load i32, i32* %131, align 4
  %2643 = add i32 %2642, 3
  %2644 = zext i32 %2643 to i64
  %2645 = urem i64 %2644, 14
  %2646 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2645
  %2647 = load double, double* %2646, align 8
  %2648 = call double @llvm.copysign.f64(double %2641, double %2647)
  %2649 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2648)
  br label %2650

2650:                                             ; preds = %2636
  %2651 = load i32, i32* %131, align 4
  %2652 = add i32 %2651, 1
  store i32 %2652, i32* %131, align 4
  br label %2632, !llvm.loop !136

2653:                                             ; preds = %2632
  %2654 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0))
  store i32 0, i32* %132, align 4
  br label %2655

2655:                                             ; preds = %2674, %2653
  %2656 = load i32, i32* %132, align 4
  %2657 = zext i32 %2656 to i64
  %2658 = icmp ult i64 %2657, 11
  br i1 %2658, label %2659, label %2677

2659:                                             ; preds = %2655
  %2660 = load i32, i32* %132, align 4
  %2661 = zext i32 %2660 to i64
  %2662 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2661
  %2663 = load float, float* %2662, align 4
  store volatile float %2663, float* @vf, align 4
  %2664 = load volatile float, float* @vf, align 4
  %2665 = load i32, i32* %132, align 4
  %2666 = add i32 %2665, 3
  %2667 = zext i32 %2666 to i64
  %2668 = urem i64 %2667, 11
  %2669 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2668
  %2670 = load float, float* %2669, align 4
  %2671 = call float @llvm.copysign.f32(float %2664, float %2670)
  %2672 = fpext float %2671 to double
  %2673 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2672)
  br label %2674

2674:                                             ; preds = %2659
  %2675 = load i32, i32* %132, align 4
  %2676 = add i32 %2675, 1
  store i32 %2676, i32* %132, align 4
  br label %2655, !llvm.loop !137

2677:                                             ; preds = %2655
  %2678 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0))
  store i32 0, i32* %133, align 4
  br label %2679

2679:                                             ; preds = %2697, %2677
  %2680 = load i32, i32* %133, align 4
  %2681 = zext i32 %2680 to i64
  %2682 = icmp ult i64 %2681, 10
  br i1 %2682, label %2683, label %2700

2683:                                             ; preds = %2679
  %2684 = load i32, i32* %133, align 4
  %2685 = zext i32 %2684 to i64
  %2686 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2685
  %2687 = load x86_fp80, x86_fp80* %2686, align 16
  store volatile x86_fp80 %2687, x86_fp80* @vl, align 16
  %2688 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2689 = load i32, i32* %133, align 4
  %2690 = add i32 %2689, 3
  %2691 = zext i32 %2690 to i64
  %2692 = urem i64 %2691, 10
  %2693 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2692
  %2694 = load x86_fp80, x86_fp80* %2693, align 16
  %2695 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %2688, x86_fp80 %2694)
  %2696 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2695)
  br label %2697

2697:                                             ; preds = %2683
  %2698 = load i32, i32* %133, align 4
  %2699 = add i32 %2698, 1
  store i32 %2699, i32* %133, align 4
  br label %2679, !llvm.loop !138

2700:                                             ; preds = %2679
  %2701 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2702

2702:                                             ; preds = %2700
  br label %2703

2703:                                             ; preds = %2702
  %2704 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.50, i64 0, i64 0))
  store i32 0, i32* %134, align 4
  br label %2705

2705:                                             ; preds = %2723, %2703
  %2706 = load i32, i32* %134, align 4
  %2707 = zext i32 %2706 to i64
  %2708 = icmp ult i64 %2707, 14
  br i1 %2708, label %2709, label %2726

2709:                                             ; preds = %2705
  %2710 = load i32, i32* %134, align 4
  %2711 = zext i32 %2710 to i64
  %2712 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2711
  %2713 = load double, double* %2712, align 8
  store volatile double %2713, double* @vd, align 8
  %2714 = load volatile double, double* @vd, align 8
  %2715 = load i32, i32* %134, align 4
  %2716 = add i32 %2715, 3
  %2717 = zext i32 %2716 to i64
  %2718 = urem i64 %2717, 14
  %2719 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2718
  %2720 = load double, double* %2719, align 8
  %2721 = call double @fdim(double noundef %2714, double noundef %2720) #6
  %2722 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2721)
  br label %2723

2723:                                             ; preds = %2709
  %2724 = load i32, i32* %134, align 4
  %2725 = add i32 %2724, 1
  store i32 %2725, i32* %134, align 4
  br label %2705, !llvm.loop !139

2726:                                             ; preds = %2705
  %2727 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.50, i64 0, i64 0))
  store i32 0, i32* %135, align 4
  br label %2728

2728:                                             ; preds = %2747, %2726
  %2729 = load i32, i32* %135, align 4
  %2730 = zext i32 %2729 to i64
  %2731 = icmp ult i64 %2730, 11
  br i1 %2731, label %2732, label %2750

2732:                                             ; preds = %2728
  %2733 = load i32, i32* %135, align 4
  %2734 = zext i32 %2733 to i64
  %2735 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2734
  %2736 = load float, float* %2735, align 4
  store volatile float %2736, float* @vf, align 4
  %2737 = load volatile float, float* @vf, align 4
  %2738 = load i32, i32* %135, align 4
  %2739 = add i32 %2738, 3
  %2740 = zext i32 %2739 to i64
  %2741 = urem i64 %2740, 11
  %2742 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2741
  %2743 = load float, float* %2742, align 4
  %2744 = call float @fdimf(float noundef %2737, float noundef %2743) #6
  %2745 = fpext float %2744 to double
  %2746 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2745)
  br label %2747

2747:                                             ; preds = %2732
  %2748 = load i32, i32* %135, align 4
  %2749 = add i32 %2748, 1
  store i32 %2749, i32* %135, align 4
  br label %2728, !llvm.loop !140

2750:                                             ; preds = %2728
  %2751 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.50, i64 0, i64 0))
  store i32 0, i32* %136, align 4
  br label %2752

2752:                                             ; preds = %2770, %2750
  %2753 = load i32, i32* %136, align 4
  %2754 = zext i32 %2753 to i64
  %2755 = icmp ult i64 %2754, 10
  br i1 %2755, label %2756, label %2773

2756:                                             ; preds = %2752
  %2757 = load i32, i32* %136, align 4
  %2758 = zext i32 %2757 to i64
  %2759 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2758
  %2760 = load x86_fp80, x86_fp80* %2759, align 16
  store volatile x86_fp80 %2760, x86_fp80* @vl, align 16
  %2761 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2762 = load i32, i32* %136, align 4
  %2763 = add i32 %2762, 3
  %2764 = zext i32 %2763 to i64
  %2765 = urem i64 %2764, 10
  %2766 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2765
  %2767 = load x86_fp80, x86_fp80* %2766, align 16
  %2768 = call x86_fp80 @fdiml(x86_fp80 noundef %2761, x86_fp80 noundef %2767) #6
  %2769 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2768)
  br label %2770

2770:                                             ; preds = %2756
  %2771 = load i32, i32* %136, align 4
  %2772 = add i32 %2771, 1
  store i32 %2772, i32* %136, align 4
  br label %2752, !llvm.loop !141

2773:                                             ; preds = %2752
  %2774 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2775

2775:                                             ; preds = %2773
  br label %2776

2776:                                             ; preds = %2775
  %2777 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  store i32 0, i32* %137, align 4
  br label %2778

2778:                                             ; preds = %2796, %2776
  %2779 = load i32, i32* %137, align 4
  %2780 = zext i32 %2779 to i64
  %2781 = icmp ult i64 %2780, 14
  br i1 %2781, label %2782, label %2799

2782:                                             ; preds = %2778
  %2783 = load i32, i32* %137, align 4
  %2784 = zext i32 %2783 to i64
  %2785 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2784
  %2786 = load double, double* %2785, align 8
  store volatile double %2786, double* @vd, align 8
  %2787 = load volatile double, double* @vd, align 8
  %2788 = load i32, i32* %137, align 4
  %2789 = add i32 %2788, 3
  %2790 = zext i32 %2789 to i64
  %2791 = urem i64 %2790, 14
  %2792 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2791
  %2793 = load double, double* %2792, align 8
  %2794 = call double @llvm.maxnum.f64(double %2787, double %2793)
  %2795 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2794)
  br label %2796

2796:                                             ; preds = %2782
  %2797 = load i32, i32* %137, align 4
  %2798 = add i32 %2797, 1
  store i32 %2798, i32* %137, align 4
  br label %2778, !llvm.loop !142

2799:                                             ; preds = %2778
  %2800 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  store i32 0, i32* %138, align 4
  br label %2801

2801:                                             ; preds = %2820, %2799
  %2802 = load i32, i32* %138, align 4
  %2803 = zext i32 %2802 to i64
  %2804 = icmp ult i64 %2803, 11
  br i1 %2804, label %2805, label %2823

2805:                                             ; preds = %2801
  %2806 = load i32, i32* %138, align 4
  %2807 = zext i32 %2806 to i64
  %2808 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2807
  %2809 = load float, float* %2808, align 4
  store volatile float %2809, float* @vf, align 4
  %2810 = load volatile float, float* @vf, align 4
  %2811 = load i32, i32* %138, align 4
  %2812 = add i32 %2811, 3
  %2813 = zext i32 %2812 to i64
  %2814 = urem i64 %2813, 11
  %2815 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2814
  %2816 = load float, float* %2815, align 4
  %2817 = call float @llvm.maxnum.f32(float %2810, float %2816)
  %2818 = fpext float %2817 to double
  %2819 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2818)
  br label %2820

2820:                                             ; preds = %2805
  %2821 = load i32, i32* %138, align 4
  %2822 = add i32 %2821, 1
  store i32 %2822, i32* %138, align 4
  br label %2801, !llvm.loop !143

2823:                                             ; preds = %2801
  %2824 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i64 0, i64 0))
  store i32 0, i32* %139, align 4
  br label %2825

2825:                                             ; preds = %2843, %2823
  %2826 = load i32, i32* %139, align 4
  %2827 = zext i32 %2826 to i64
  %2828 = icmp ult i64 %2827, 10
  br i1 %2828, label %2829, label %2846

2829:                                             ; preds = %2825
  %2830 = load i32, i32* %139, align 4
  %2831 = zext i32 %2830 to i64
  %2832 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2831
  %2833 = load x86_fp80, x86_fp80* %2832, align 16
  store volatile x86_fp80 %2833, x86_fp80* @vl, align 16
  %2834 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2835 = load i32, i32* %139, align 4
  %2836 = add i32 %2835, 3
  %2837 = zext i32 %2836 to i64
  %2838 = urem i64 %2837, 10
  %2839 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2838
  %2840 = load x86_fp80, x86_fp80* %2839, align 16
  %2841 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %2834, x86_fp80 %2840)
  %2842 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2841)
  br label %2843

2843:                                             ; preds = %2829
  %2844 = load i32, i32* %139, align 4
  %2845 = add i32 %2844, 1
  store i32 %2845, i32* %139, align 4
  br label %2825, !llvm.loop !144

2846:                                             ; preds = %2825
  %2847 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2848

2848:                                             ; preds = %2846
  br label %2849

2849:                                             ; preds = %2848
  %2850 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.52, i64 0, i64 0))
  store i32 0, i32* %140, align 4
  br label %2851

2851:                                             ; preds = %2869, %2849
  %2852 = load i32, i32* %140, align 4
  %2853 = zext i32 %2852 to i64
  %2854 = icmp ult i64 %2853, 14
  br i1 %2854, label %2855, label %2872

2855:                                             ; preds = %2851
  %2856 = load i32, i32* %140, align 4
  %2857 = zext i32 %2856 to i64
  %2858 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2857
  %2859 = load double, double* %2858, align 8
  store volatile double %2859, double* @vd, align 8
  %2860 = load volatile double, double* @vd, align 8
  %2861 = load i32, i32* %140, align 4
  %2862 = add i32 %2861, 3
  %2863 = zext i32 %2862 to i64
  %2864 = urem i64 %2863, 14
  %2865 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2864
  %2866 = load double, double* %2865, align 8
  %2867 = call double @llvm.minnum.f64(double %2860, double %2866)
  %2868 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2867)
  br label %2869

2869:                                             ; preds = %2855
  %2870 = load i32, i32* %140, align 4
  %2871 = add i32 %2870, 1
  store i32 %2871, i32* %140, align 4
  br label %2851, !llvm.loop !145

2872:                                             ; preds = %2851
  %2873 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.52, i64 0, i64 0))
  store i32 0, i32* %141, align 4
  br label %2874

2874:                                             ; preds = %2893, %2872
  %2875 = load i32, i32* %141, align 4
  %2876 = zext i32 %2875 to i64
  %2877 = icmp ult i64 %2876, 11
  br i1 %2877, label %2878, label %2896

2878:                                             ; preds = %2874
  %2879 = load i32, i32* %141, align 4
  %2880 = zext i32 %2879 to i64
  %2881 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2880
  %2882 = load float, float* %2881, align 4
  store volatile float %2882, float* @vf, align 4
  %2883 = load volatile float, float* @vf, align 4
  %2884 = load i32, i32* %141, align 4
  %2885 = add i32 %2884, 3
  %2886 = zext i32 %2885 to i64
  %2887 = urem i64 %2886, 11
  %2888 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2887
  %2889 = load float, float* %2888, align 4
  %2890 = call float @llvm.minnum.f32(float %2883, float %2889)
  %2891 = fpext float %2890 to double
  %2892 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2891)
  br label %2893

2893:                                             ; preds = %2878
  %2894 = load i32, i32* %141, align 4
  %2895 = add i32 %2894, 1
  store i32 %2895, i32* %141, align 4
  br label %2874, !llvm.loop !146

2896:                                             ; preds = %2874
  %2897 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.52, i64 0, i64 0))
  store i32 0, i32* %142, align 4
  br label %2898

2898:                                             ; preds = %2916, %2896
  %2899 = load i32, i32* %142, align 4
  %2900 = zext i32 %2899 to i64
  %2901 = icmp ult i64 %2900, 10
  br i1 %2901, label %2902, label %2919

2902:                                             ; preds = %2898
  %2903 = load i32, i32* %142, align 4
  %2904 = zext i32 %2903 to i64
  %2905 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2904
  %2906 = load x86_fp80, x86_fp80* %2905, align 16
  store volatile x86_fp80 %2906, x86_fp80* @vl, align 16
  %2907 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2908 = load i32, i32* %142, align 4
  %2909 = add i32 %2908, 3
  %2910 = zext i32 %2909 to i64
  %2911 = urem i64 %2910, 10
  %2912 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2911
  %2913 = load x86_fp80, x86_fp80* %2912, align 16
  %2914 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %2907, x86_fp80 %2913)
  %2915 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2914)
  br label %2916

2916:                                             ; preds = %2902
  %2917 = load i32, i32* %142, align 4
  %2918 = add i32 %2917, 1
  store i32 %2918, i32* %142, align 4
  br label %2898, !llvm.loop !147

2919:                                             ; preds = %2898
  %2920 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2921

2921:                                             ; preds = %2919
  br label %2922

2922:                                             ; preds = %2921
  %2923 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0))
  store i32 0, i32* %143, align 4
  br label %2924

2924:                                             ; preds = %2942, %2922
  %2925 = load i32, i32* %143, align 4
  %2926 = zext i32 %2925 to i64
  %2927 = icmp ult i64 %2926, 14
  br i1 %2927, label %2928, label %2945

2928:                                             ; preds = %2924
  %2929 = load i32, i32* %143, align 4
  %2930 = zext i32 %2929 to i64
  %2931 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2930
  %2932 = load double, double* %2931, align 8
  store volatile double %2932, double* @vd, align 8
  %2933 = load volatile double, double* @vd, align 8
  %2934 = load i32, i32* %143, align 4
  %2935 = add i32 %2934, 3
  %2936 = zext i32 %2935 to i64
  %2937 = urem i64 %2936, 14
  %2938 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %2937
  %2939 = load double, double* %2938, align 8
  %2940 = call double @nextafter(double noundef %2933, double noundef %2939) #6
  %2941 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2940)
  br label %2942

2942:                                             ; preds = %2928
  %2943 = load i32, i32* %143, align 4
  %2944 = add i32 %2943, 1
  store i32 %2944, i32* %143, align 4
  br label %2924, !llvm.loop !148

2945:                                             ; preds = %2924
  %2946 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0))
  store i32 0, i32* %144, align 4
  br label %2947

2947:                                             ; preds = %2966, %2945
  %2948 = load i32, i32* %144, align 4
  %2949 = zext i32 %2948 to i64
  %2950 = icmp ult i64 %2949, 11
  br i1 %2950, label %2951, label %2969

2951:                                             ; preds = %2947
  %2952 = load i32, i32* %144, align 4
  %2953 = zext i32 %2952 to i64
  %2954 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2953
  %2955 = load float, float* %2954, align 4
  store volatile float %2955, float* @vf, align 4
  %2956 = load volatile float, float* @vf, align 4
  %2957 = load i32, i32* %144, align 4
  %2958 = add i32 %2957, 3
  %2959 = zext i32 %2958 to i64
  %2960 = urem i64 %2959, 11
  %2961 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %2960
  %2962 = load float, float* %2961, align 4
  %2963 = call float @nextafterf(float noundef %2956, float noundef %2962) #6
  %2964 = fpext float %2963 to double
  %2965 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %2964)
  br label %2966

2966:                                             ; preds = %2951
  %2967 = load i32, i32* %144, align 4
  %2968 = add i32 %2967, 1
  store i32 %2968, i32* %144, align 4
  br label %2947, !llvm.loop !149

2969:                                             ; preds = %2947
  %2970 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0))
  store i32 0, i32* %145, align 4
  br label %2971

2971:                                             ; preds = %2989, %2969
  %2972 = load i32, i32* %145, align 4
  %2973 = zext i32 %2972 to i64
  %2974 = icmp ult i64 %2973, 10
  br i1 %2974, label %2975, label %2992

2975:                                             ; preds = %2971
  %2976 = load i32, i32* %145, align 4
  %2977 = zext i32 %2976 to i64
  %2978 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2977
  %2979 = load x86_fp80, x86_fp80* %2978, align 16
  store volatile x86_fp80 %2979, x86_fp80* @vl, align 16
  %2980 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %2981 = load i32, i32* %145, align 4
  %2982 = add i32 %2981, 3
  %2983 = zext i32 %2982 to i64
  %2984 = urem i64 %2983, 10
  %2985 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %2984
  %2986 = load x86_fp80, x86_fp80* %2985, align 16
  %2987 = call x86_fp80 @nextafterl(x86_fp80 noundef %2980, x86_fp80 noundef %2986) #6
  %2988 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), x86_fp80 noundef %2987)
  br label %2989

2989:                                             ; preds = %2975
  %2990 = load i32, i32* %145, align 4
  %2991 = add i32 %2990, 1
  store i32 %2991, i32* %145, align 4
  br label %2971, !llvm.loop !150

2992:                                             ; preds = %2971
  %2993 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  br label %2994

2994:                                             ; preds = %2992
  store volatile double 1.000000e-01, double* @vd, align 8
  %2995 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  store volatile float 0x3FB99999A0000000, float* @vf, align 4
  %2996 = call float @llvm.fma.f32(float 0x3FB99999A0000000, float 1.000000e+01, float -1.000000e+00)
  %2997 = fpext float %2996 to double
  store volatile x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80* @vl, align 16
  %2998 = call x86_fp80 @llvm.fma.f80(x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK4002A000000000000000, x86_fp80 0xKBFFF8000000000000000)
  %2999 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.54, i64 0, i64 0), double noundef %2995, double noundef %2997, x86_fp80 noundef %2998)
  store i32 0, i32* %146, align 4
  br label %3000

3000:                                             ; preds = %3094, %2994
  %3001 = load i32, i32* %146, align 4
  %3002 = zext i32 %3001 to i64
  %3003 = icmp ult i64 %3002, 14
  br i1 %3003, label %3004, label %3097

3004:                                             ; preds = %3000
  store i32 0, i32* %147, align 4
  store i32 0, i32* %148, align 4
  store i32 0, i32* %149, align 4
  store double 0.000000e+00, double* %150, align 8
  store double 0.000000e+00, double* %151, align 8
  store double 0.000000e+00, double* %152, align 8
  %3005 = load i32, i32* %146, align 4
  %3006 = zext i32 %3005 to i64
  %3007 = getelementptr inbounds [14 x double], [14 x double]* @D, i64 0, i64 %3006
  %3008 = load double, double* %3007, align 8
  store volatile double %3008, double* @vd, align 8
  %3009 = load volatile double, double* @vd, align 8
  %3010 = call double @frexp(double noundef %3009, i32* noundef %147) #6
  store double %3010, double* %153, align 8
  %3011 = load volatile double, double* @vd, align 8
  %3012 = call double @modf(double noundef %3011, double* noundef %150) #6
  store double %3012, double* %154, align 8
  %3013 = load volatile double, double* @vd, align 8
  %3014 = call double @remquo(double noundef %3013, double noundef 0x3FE6666666666666, i32* noundef %148) #6
  store double %3014, double* %155, align 8
  %3015 = load volatile double, double* @vd, align 8
  call void @sincos(double noundef %3015, double* noundef %151, double* noundef %152) #6
  %3016 = load volatile double, double* @vd, align 8
  %3017 = call double @lgamma_r(double noundef %3016, i32* noundef %149) #6
  store double %3017, double* %156, align 8
  %3018 = load i32, i32* %146, align 4
  %3019 = load double, double* %153, align 8
  %3020 = load i32, i32* %147, align 4
  %3021 = load double, double* %154, align 8
  %3022 = load double, double* %150, align 8
  %3023 = load double, double* %155, align 8
  %3024 = load i32, i32* %148, align 4
  %3025 = load double, double* %151, align 8
  %3026 = load double, double* %152, align 8
  %3027 = load double, double* %156, align 8
  %3028 = load i32, i32* %149, align 4
  %3029 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([72 x i8], [72 x i8]* @.str.55, i64 0, i64 0), i32 noundef %3018, double noundef %3019, i32 noundef %3020, double noundef %3021, double noundef %3022, double noundef %3023, i32 noundef %3024, double noundef %3025, double noundef %3026, double noundef %3027, i32 noundef %3028)
  %3030 = load volatile double, double* @vd, align 8
  %3031 = call double @ldexp(double noundef %3030, i32 noundef 5) #6
  %3032 = load volatile double, double* @vd, align 8
  %3033 = call double @scalbn(double noundef %3032, i32 noundef -3) #6
  %3034 = load volatile double, double* @vd, align 8
  %3035 = call double @scalbln(double noundef %3034, i64 noundef 7) #6
  %3036 = load volatile double, double* @vd, align 8
  %3037 = fcmp oeq double %3036, 0.000000e+00
  br i1 %3037, label %3038, label %3039

3038:                                             ; preds = %3004
  br label %3042

3039:                                             ; preds = %3004
  %3040 = load volatile double, double* @vd, align 8
  %3041 = call i32 @ilogb(double noundef %3040) #6
  br label %3042

3042:                                             ; preds = %3039, %3038
  %3043 = phi i32 [ 0, %3038 ], [ %3041, %3039 ]
  %3044 = load volatile double, double* @vd, align 8
  %3045 = call double @llvm.fabs.f64(double %3044)
  %3046 = fcmp olt double %3045, 1.000000e+15
  br i1 %3046, label %3047, label %3050

3047:                                             ; preds = %3042
  %3048 = load volatile double, double* @vd, align 8
  %3049 = call i64 @lrint(double noundef %3048) #6
  br label %3051

3050:                                             ; preds = %3042
  br label %3051

3051:                                             ; preds = %3050, %3047
  %3052 = phi i64 [ %3049, %3047 ], [ 0, %3050 ]
  %3053 = load volatile double, double* @vd, align 8
  %3054 = call double @llvm.fabs.f64(double %3053)
  %3055 = fcmp olt double %3054, 1.000000e+15
  br i1 %3055, label %3056, label %3059

3056:                                             ; preds = %3051
  %3057 = load volatile double, double* @vd, align 8
  %3058 = call i64 @lround(double noundef %3057) #6
  br label %3060

3059:                                             ; preds = %3051
  br label %3060

3060:                                             ; preds = %3059, %3056
  %3061 = phi i64 [ %3058, %3056 ], [ 0, %3059 ]
  %3062 = load volatile double, double* @vd, align 8
  %3063 = call double @llvm.fabs.f64(double %3062)
  %3064 = fcmp olt double %3063, 1.000000e+15
  br i1 %3064, label %3065, label %3068

3065:                                             ; preds = %3060
  %3066 = load volatile double, double* @vd, align 8
  %3067 = call i64 @llrint(double noundef %3066) #6
  br label %3069

3068:                                             ; preds = %3060
  br label %3069

3069:                                             ; preds = %3068, %3065
  %3070 = phi i64 [ %3067, %3065 ], [ 0, %3068 ]
  %3071 = load volatile double, double* @vd, align 8
  %3072 = call double @llvm.fabs.f64(double %3071)
  %3073 = fcmp olt double %3072, 1.000000e+15
  br i1 %3073, label %3074, label %3077

3074:                                             ; preds = %3069
  %3075 = load volatile double, double* @vd, align 8
  %3076 = call i64 @llround(double noundef %3075) #6
  br label %3078

3077:                                             ; preds = %3069
  br label %3078

3078:                                             ; preds = %3077, %3074
  %3079 = phi i64 [ %3076, %3074 ], [ 0, %3077 ]
  %3080 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([88 x i8], [88 x i8]* @.str.56, i64 0, i64 0), double noundef %3031, double noundef %3033, double noundef %3035, i32 noundef %3043, i64 noundef %3052, i64 noundef %3061, i64 noundef %3070, i64 noundef %3079)
  %3081 = load volatile double, double* @vd, align 8
  %3082 = call double @jn(i32 noundef 3, double noundef %3081) #6
  %3083 = load volatile double, double* @vd, align 8
  %3084 = fcmp ogt double %3083, 0.000000e+00
  br i1 %3084, label %3085, label %3088

3085:                                             ; preds = %3078
  %3086 = load volatile double, double* @vd, align 8
  %3087 = call double @yn(i32 noundef 2, double noundef %3086) #6
  br label %3089

3088:                                             ; preds = %3078
  br label %3089

3089:                                             ; preds = %3088, %3085
  %3090 = phi double [ %3087, %3085 ], [ 0.000000e+00, %3088 ]
  %3091 = load volatile double, double* @vd, align 8
  %3092 = call double @nexttoward(double noundef %3091, x86_fp80 noundef 0xK3FFF8000000000000000) #6
  %3093 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.57, i64 0, i64 0), double noundef %3082, double noundef %3090, double noundef %3092)
  br label %3094

3094:                                             ; preds = %3089
  %3095 = load i32, i32* %146, align 4
  %3096 = add i32 %3095, 1
  store i32 %3096, i32* %146, align 4
  br label %3000, !llvm.loop !151

3097:                                             ; preds = %3000
  store i32 0, i32* %157, align 4
  br label %3098

3098:                                             ; preds = %3133, %3097
  %3099 = load i32, i32* %157, align 4
  %3100 = zext i32 %3099 to i64
  %3101 = icmp ult i64 %3100, 11
  br i1 %3101, label %3102, label %3136

3102:                                             ; preds = %3098
  store i32 0, i32* %158, align 4
  store i32 0, i32* %159, align 4
  store float 0.000000e+00, float* %160, align 4
  store float 0.000000e+00, float* %161, align 4
  store float 0.000000e+00, float* %162, align 4
  %3103 = load i32, i32* %157, align 4
  %3104 = zext i32 %3103 to i64
  %3105 = getelementptr inbounds [11 x float], [11 x float]* @F, i64 0, i64 %3104
  %3106 = load float, float* %3105, align 4
  store volatile float %3106, float* @vf, align 4
  %3107 = load volatile float, float* @vf, align 4
  %3108 = call float @frexpf(float noundef %3107, i32* noundef %158) #6
  store float %3108, float* %163, align 4
  %3109 = load volatile float, float* @vf, align 4
  %3110 = call float @modff(float noundef %3109, float* noundef %160) #6
  store float %3110, float* %164, align 4
  %3111 = load volatile float, float* @vf, align 4
  %3112 = call float @remquof(float noundef %3111, float noundef 0x3FE6666660000000, i32* noundef %159) #6
  store float %3112, float* %165, align 4
  %3113 = load volatile float, float* @vf, align 4
  call void @sincosf(float noundef %3113, float* noundef %161, float* noundef %162) #6
  %3114 = load i32, i32* %157, align 4
  %3115 = load float, float* %163, align 4
  %3116 = fpext float %3115 to double
  %3117 = load i32, i32* %158, align 4
  %3118 = load float, float* %164, align 4
  %3119 = fpext float %3118 to double
  %3120 = load float, float* %160, align 4
  %3121 = fpext float %3120 to double
  %3122 = load float, float* %165, align 4
  %3123 = fpext float %3122 to double
  %3124 = load i32, i32* %159, align 4
  %3125 = load float, float* %161, align 4
  %3126 = fpext float %3125 to double
  %3127 = load float, float* %162, align 4
  %3128 = fpext float %3127 to double
  %3129 = load volatile float, float* @vf, align 4
  %3130 = call float @ldexpf(float noundef %3129, i32 noundef 4) #6
  %3131 = fpext float %3130 to double
  %3132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([71 x i8], [71 x i8]* @.str.58, i64 0, i64 0), i32 noundef %3114, double noundef %3116, i32 noundef %3117, double noundef %3119, double noundef %3121, double noundef %3123, i32 noundef %3124, double noundef %3126, double noundef %3128, double noundef %3131)
  br label %3133

3133:                                             ; preds = %3102
  %3134 = load i32, i32* %157, align 4
  %3135 = add i32 %3134, 1
  store i32 %3135, i32* %157, align 4
  br label %3098, !llvm.loop !152

3136:                                             ; preds = %3098
  store i32 0, i32* %166, align 4
  br label %3137

3137:                                             ; preds = %3163, %3136
  %3138 = load i32, i32* %166, align 4
  %3139 = zext i32 %3138 to i64
  %3140 = icmp ult i64 %3139, 10
  br i1 %3140, label %3141, label %3166

3141:                                             ; preds = %3137
  store i32 0, i32* %167, align 4
  store i32 0, i32* %168, align 4
  store x86_fp80 0xK00000000000000000000, x86_fp80* %169, align 16
  store x86_fp80 0xK00000000000000000000, x86_fp80* %170, align 16
  store x86_fp80 0xK00000000000000000000, x86_fp80* %171, align 16
  %3142 = load i32, i32* %166, align 4
  %3143 = zext i32 %3142 to i64
  %3144 = getelementptr inbounds [10 x x86_fp80], [10 x x86_fp80]* @L, i64 0, i64 %3143
  %3145 = load x86_fp80, x86_fp80* %3144, align 16
  store volatile x86_fp80 %3145, x86_fp80* @vl, align 16
  %3146 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %3147 = call x86_fp80 @frexpl(x86_fp80 noundef %3146, i32* noundef %167) #6
  store x86_fp80 %3147, x86_fp80* %172, align 16
  %3148 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %3149 = call x86_fp80 @modfl(x86_fp80 noundef %3148, x86_fp80* noundef %169) #6
  store x86_fp80 %3149, x86_fp80* %173, align 16
  %3150 = load volatile x86_fp80, x86_fp80* @vl, align 16
  %3151 = call x86_fp80 @remquol(x86_fp80 noundef %3150, x86_fp80 noundef 0xK3FFEB333333333333333, i32* noundef %168) #6
  store x86_fp80 %3151, x86_fp80* %174, align 16
  %3152 = load volatile x86_fp80, x86_fp80* @vl, align 16
  call void @sincosl(x86_fp80 noundef %3152, x86_fp80* noundef %170, x86_fp80* noundef %171) #6
  %3153 = load i32, i32* %166, align 4
  %3154 = load x86_fp80, x86_fp80* %172, align 16
  %3155 = load i32, i32* %167, align 4
  %3156 = load x86_fp80, x86_fp80* %173, align 16
  %3157 = load x86_fp80, x86_fp80* %169, align 16
  %3158 = load x86_fp80, x86_fp80* %174, align 16
  %3159 = load i32, i32* %168, align 4
  %3160 = load x86_fp80, x86_fp80* %170, align 16
  %3161 = load x86_fp80, x86_fp80* %171, align 16
  %3162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.59, i64 0, i64 0), i32 noundef %3153, x86_fp80 noundef %3154, i32 noundef %3155, x86_fp80 noundef %3156, x86_fp80 noundef %3157, x86_fp80 noundef %3158, i32 noundef %3159, x86_fp80 noundef %3160, x86_fp80 noundef %3161)
  br label %3163

3163:                                             ; preds = %3141
  %3164 = load i32, i32* %166, align 4
  %3165 = add i32 %3164, 1
  store i32 %3165, i32* %166, align 4
  br label %3137, !llvm.loop !153

3166:                                             ; preds = %3137
  %3167 = call double @nan(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.61, i64 0, i64 0)) #8
  %3168 = fcmp uno double %3167, %3167
  %3169 = zext i1 %3168 to i32
  %3170 = call float @nanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.62, i64 0, i64 0)) #8
  %3171 = fcmp uno float %3170, %3170
  %3172 = zext i1 %3171 to i32
  %3173 = call x86_fp80 @nanl(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.61, i64 0, i64 0)) #8
  %3174 = fcmp uno x86_fp80 %3173, %3173
  %3175 = zext i1 %3174 to i32
  %3176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %3169, i32 noundef %3172, i32 noundef %3175)
  store volatile double 0x7FF0000000000000, double* @vd, align 8
  %3177 = load volatile double, double* @vd, align 8
  %3178 = call double @exp(double noundef %3177) #6
  %3179 = load volatile double, double* @vd, align 8
  %3180 = fneg double %3179
  %3181 = call double @exp(double noundef %3180) #6
  %3182 = load volatile double, double* @vd, align 8
  %3183 = call double @atan(double noundef %3182) #6
  %3184 = load volatile double, double* @vd, align 8
  %3185 = fneg double %3184
  %3186 = call double @tanh(double noundef %3185) #6
  %3187 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), double noundef %3178, double noundef %3181, double noundef %3183, double noundef %3186)
  store volatile double -1.000000e+00, double* @vd, align 8
  %3188 = load volatile double, double* @vd, align 8
  %3189 = call double @sqrt(double noundef %3188) #6
  %3190 = fcmp uno double %3189, %3189
  %3191 = zext i1 %3190 to i32
  %3192 = load volatile double, double* @vd, align 8
  %3193 = call double @log(double noundef %3192) #6
  %3194 = fcmp uno double %3193, %3193
  %3195 = zext i1 %3194 to i32
  %3196 = load volatile double, double* @vd, align 8
  %3197 = fadd double %3196, 1.000000e+00
  %3198 = call double @log(double noundef %3197) #6
  %3199 = call double @llvm.fabs.f64(double %3198) #9
  %3200 = fcmp oeq double %3199, 0x7FF0000000000000
  %3201 = bitcast double %3198 to i64
  %3202 = icmp slt i64 %3201, 0
  %3203 = select i1 %3202, i32 -1, i32 1
  %3204 = select i1 %3200, i32 %3203, i32 0
  %3205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %3191, i32 noundef %3195, i32 noundef %3204)
  %3206 = call i32 @fegetround() #8
  %3207 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.65, i64 0, i64 0), i32 noundef %3206)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #2

; Function Attrs: nounwind readnone willreturn
declare double @cbrt(double noundef) #3

; Function Attrs: nounwind readnone willreturn
declare float @cbrtf(float noundef) #3

; Function Attrs: nounwind readnone willreturn
declare x86_fp80 @cbrtl(x86_fp80 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nounwind
declare float @expf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @expl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @exp2(double noundef) #2

; Function Attrs: nounwind
declare float @exp2f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @exp2l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @exp10(double noundef) #2

; Function Attrs: nounwind
declare float @exp10f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @exp10l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @expm1(double noundef) #2

; Function Attrs: nounwind
declare float @expm1f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @expm1l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nounwind
declare float @logf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @logl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @log2(double noundef) #2

; Function Attrs: nounwind
declare float @log2f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @log2l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @log10(double noundef) #2

; Function Attrs: nounwind
declare float @log10f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @log10l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @log1p(double noundef) #2

; Function Attrs: nounwind
declare float @log1pf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @log1pl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @logb(double noundef) #2

; Function Attrs: nounwind
declare float @logbf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @logbl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nounwind
declare float @sinf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @sinl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nounwind
declare float @cosf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @cosl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @tan(double noundef) #2

; Function Attrs: nounwind
declare float @tanf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @tanl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @asin(double noundef) #2

; Function Attrs: nounwind
declare float @asinf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @asinl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @acos(double noundef) #2

; Function Attrs: nounwind
declare float @acosf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @acosl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @atan(double noundef) #2

; Function Attrs: nounwind
declare float @atanf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @atanl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @sinh(double noundef) #2

; Function Attrs: nounwind
declare float @sinhf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @sinhl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @cosh(double noundef) #2

; Function Attrs: nounwind
declare float @coshf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @coshl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @tanh(double noundef) #2

; Function Attrs: nounwind
declare float @tanhf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @tanhl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @asinh(double noundef) #2

; Function Attrs: nounwind
declare float @asinhf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @asinhl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @acosh(double noundef) #2

; Function Attrs: nounwind
declare float @acoshf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @acoshl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @atanh(double noundef) #2

; Function Attrs: nounwind
declare float @atanhf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @atanhl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @erf(double noundef) #2

; Function Attrs: nounwind
declare float @erff(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @erfl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @erfc(double noundef) #2

; Function Attrs: nounwind
declare float @erfcf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @erfcl(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @lgamma(double noundef) #2

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @lgammal(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @tgamma(double noundef) #2

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @tgammal(x86_fp80 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.ceil.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.floor.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.round.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.rint.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nearbyint.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80) #4

; Function Attrs: nounwind
declare double @j0(double noundef) #2

; Function Attrs: nounwind
declare float @j0f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @j0l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @j1(double noundef) #2

; Function Attrs: nounwind
declare float @j1f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @j1l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @y0(double noundef) #2

; Function Attrs: nounwind
declare float @y0f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @y0l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @y1(double noundef) #2

; Function Attrs: nounwind
declare float @y1f(float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @y1l(x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @atan2f(float noundef, float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @hypotf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @remainderf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @remainderl(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #4

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @fdimf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @fdiml(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #4

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @nextafterl(x86_fp80 noundef, x86_fp80 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #4

; Function Attrs: nounwind
declare double @frexp(double noundef, i32* noundef) #2

; Function Attrs: nounwind
declare double @modf(double noundef, double* noundef) #2

; Function Attrs: nounwind
declare double @remquo(double noundef, double noundef, i32* noundef) #2

; Function Attrs: nounwind
declare void @sincos(double noundef, double* noundef, double* noundef) #2

; Function Attrs: nounwind
declare double @lgamma_r(double noundef, i32* noundef) #2

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
declare double @nexttoward(double noundef, x86_fp80 noundef) #2

; Function Attrs: nounwind
declare float @frexpf(float noundef, i32* noundef) #2

; Function Attrs: nounwind
declare float @modff(float noundef, float* noundef) #2

; Function Attrs: nounwind
declare float @remquof(float noundef, float noundef, i32* noundef) #2

; Function Attrs: nounwind
declare void @sincosf(float noundef, float* noundef, float* noundef) #2

; Function Attrs: nounwind
declare float @ldexpf(float noundef, i32 noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @frexpl(x86_fp80 noundef, i32* noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @modfl(x86_fp80 noundef, x86_fp80* noundef) #2

; Function Attrs: nounwind
declare x86_fp80 @remquol(x86_fp80 noundef, x86_fp80 noundef, i32* noundef) #2

; Function Attrs: nounwind
declare void @sincosl(x86_fp80 noundef, x86_fp80* noundef, x86_fp80* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare double @nan(i8* noundef) #5

; Function Attrs: nounwind readonly willreturn
declare float @nanf(i8* noundef) #5

; Function Attrs: nounwind readonly willreturn
declare x86_fp80 @nanl(i8* noundef) #5

; Function Attrs: nounwind readonly willreturn
declare i32 @fegetround() #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }
attributes #8 = { nounwind readonly willreturn }
attributes #9 = { readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
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
