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
@F = internal constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 5.000000e-01, float -7.500000e-01, float 1.000000e+00, float 2.500000e+00, float -7.500000e+00, float 1.000000e+01, float 0x39B4484C00000000, float 0x46293E5940000000, float 0x3FB99999A0000000], align 4
@vf = internal global float 0.000000e+00, align 4
@.str.4 = private unnamed_addr constant [6 x i8] c"\0A%sl:\00", align 1
@L = internal constant [10 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+01, double 1.000000e-300, double 1.000000e+300, double 1.000000e-01], align 8
@vl = internal global double 0.000000e+00, align 8
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

177:                                              ; preds = %187, %175
  %178 = load i32, ptr %2, align 4
  %179 = icmp ult i32 %178, 14
  br i1 %179, label %180, label %190

180:                                              ; preds = %177
  %181 = load i32, ptr %2, align 4
  %182 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %181
  %183 = load double, ptr %182, align 8
  store volatile double %183, ptr @vd, align 8
  %184 = load volatile double, ptr @vd, align 8
  %185 = call double @sqrt(double noundef %184) #6
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %185)
  br label %187

187:                                              ; preds = %180
  %188 = load i32, ptr %2, align 4
  %189 = add i32 %188, 1
  store i32 %189, ptr %2, align 4
  br label %177, !llvm.loop !6

190:                                              ; preds = %177
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.1)
  store i32 0, ptr %3, align 4
  br label %192

192:                                              ; preds = %203, %190
  %193 = load i32, ptr %3, align 4
  %194 = icmp ult i32 %193, 11
  br i1 %194, label %195, label %206

195:                                              ; preds = %192
  %196 = load i32, ptr %3, align 4
  %197 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %196
  %198 = load float, ptr %197, align 4
  store volatile float %198, ptr @vf, align 4
  %199 = load volatile float, ptr @vf, align 4
  %200 = call float @sqrtf(float noundef %199) #6
  %201 = fpext float %200 to double
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %201)
  br label %203

203:                                              ; preds = %195
  %204 = load i32, ptr %3, align 4
  %205 = add i32 %204, 1
  store i32 %205, ptr %3, align 4
  br label %192, !llvm.loop !8

206:                                              ; preds = %192
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.1)
  store i32 0, ptr %4, align 4
  br label %208

208:                                              ; preds = %218, %206
  %209 = load i32, ptr %4, align 4
  %210 = icmp ult i32 %209, 10
  br i1 %210, label %211, label %221

211:                                              ; preds = %208
  %212 = load i32, ptr %4, align 4
  %213 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %212
  %214 = load double, ptr %213, align 8
  store volatile double %214, ptr @vl, align 8
  %215 = load volatile double, ptr @vl, align 8
  %216 = call double @sqrtl(double noundef %215) #6
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %216)
  br label %218

218:                                              ; preds = %211
  %219 = load i32, ptr %4, align 4
  %220 = add i32 %219, 1
  store i32 %220, ptr %4, align 4
  br label %208, !llvm.loop !9

221:                                              ; preds = %208
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %223

223:                                              ; preds = %221
  br label %224

224:                                              ; preds = %223
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7)
  store i32 0, ptr %5, align 4
  br label %226

226:                                              ; preds = %236, %224
  %227 = load i32, ptr %5, align 4
  %228 = icmp ult i32 %227, 14
  br i1 %228, label %229, label %239

229:                                              ; preds = %226
  %230 = load i32, ptr %5, align 4
  %231 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %230
  %232 = load double, ptr %231, align 8
  store volatile double %232, ptr @vd, align 8
  %233 = load volatile double, ptr @vd, align 8
  %234 = call double @cbrt(double noundef %233) #7
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %234)
  br label %236

236:                                              ; preds = %229
  %237 = load i32, ptr %5, align 4
  %238 = add i32 %237, 1
  store i32 %238, ptr %5, align 4
  br label %226, !llvm.loop !10

239:                                              ; preds = %226
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.7)
  store i32 0, ptr %6, align 4
  br label %241

241:                                              ; preds = %252, %239
  %242 = load i32, ptr %6, align 4
  %243 = icmp ult i32 %242, 11
  br i1 %243, label %244, label %255

244:                                              ; preds = %241
  %245 = load i32, ptr %6, align 4
  %246 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %245
  %247 = load float, ptr %246, align 4
  store volatile float %247, ptr @vf, align 4
  %248 = load volatile float, ptr @vf, align 4
  %249 = call float @cbrtf(float noundef %248) #7
  %250 = fpext float %249 to double
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %250)
  br label %252

252:                                              ; preds = %244
  %253 = load i32, ptr %6, align 4
  %254 = add i32 %253, 1
  store i32 %254, ptr %6, align 4
  br label %241, !llvm.loop !11

255:                                              ; preds = %241
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.7)
  store i32 0, ptr %7, align 4
  br label %257

257:                                              ; preds = %267, %255
  %258 = load i32, ptr %7, align 4
  %259 = icmp ult i32 %258, 10
  br i1 %259, label %260, label %270

260:                                              ; preds = %257
  %261 = load i32, ptr %7, align 4
  %262 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %261
  %263 = load double, ptr %262, align 8
  store volatile double %263, ptr @vl, align 8
  %264 = load volatile double, ptr @vl, align 8
  %265 = call double @cbrtl(double noundef %264) #7
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %265)
  br label %267

267:                                              ; preds = %260
  %268 = load i32, ptr %7, align 4
  %269 = add i32 %268, 1
  store i32 %269, ptr %7, align 4
  br label %257, !llvm.loop !12

270:                                              ; preds = %257
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %272

272:                                              ; preds = %270
  br label %273

273:                                              ; preds = %272
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8)
  store i32 0, ptr %8, align 4
  br label %275

275:                                              ; preds = %285, %273
  %276 = load i32, ptr %8, align 4
  %277 = icmp ult i32 %276, 14
  br i1 %277, label %278, label %288

278:                                              ; preds = %275
  %279 = load i32, ptr %8, align 4
  %280 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %279
  %281 = load double, ptr %280, align 8
  store volatile double %281, ptr @vd, align 8
  %282 = load volatile double, ptr @vd, align 8
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %283)
  br label %285

285:                                              ; preds = %278
  %286 = load i32, ptr %8, align 4
  %287 = add i32 %286, 1
  store i32 %287, ptr %8, align 4
  br label %275, !llvm.loop !13

288:                                              ; preds = %275
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.8)
  store i32 0, ptr %9, align 4
  br label %290

290:                                              ; preds = %301, %288
  %291 = load i32, ptr %9, align 4
  %292 = icmp ult i32 %291, 11
  br i1 %292, label %293, label %304

293:                                              ; preds = %290
  %294 = load i32, ptr %9, align 4
  %295 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %294
  %296 = load float, ptr %295, align 4
  store volatile float %296, ptr @vf, align 4
  %297 = load volatile float, ptr @vf, align 4
  %298 = call float @llvm.fabs.f32(float %297)
  %299 = fpext float %298 to double
  %300 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %299)
  br label %301

301:                                              ; preds = %293
  %302 = load i32, ptr %9, align 4
  %303 = add i32 %302, 1
  store i32 %303, ptr %9, align 4
  br label %290, !llvm.loop !14

304:                                              ; preds = %290
  %305 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.8)
  store i32 0, ptr %10, align 4
  br label %306

306:                                              ; preds = %316, %304
  %307 = load i32, ptr %10, align 4
  %308 = icmp ult i32 %307, 10
  br i1 %308, label %309, label %319

309:                                              ; preds = %306
  %310 = load i32, ptr %10, align 4
  %311 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %310
  %312 = load double, ptr %311, align 8
  store volatile double %312, ptr @vl, align 8
  %313 = load volatile double, ptr @vl, align 8
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %314)
  br label %316

316:                                              ; preds = %309
  %317 = load i32, ptr %10, align 4
  %318 = add i32 %317, 1
  store i32 %318, ptr %10, align 4
  br label %306, !llvm.loop !15

319:                                              ; preds = %306
  %320 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %321

321:                                              ; preds = %319
  br label %322

322:                                              ; preds = %321
  %323 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9)
  store i32 0, ptr %11, align 4
  br label %324

324:                                              ; preds = %334, %322
  %325 = load i32, ptr %11, align 4
  %326 = icmp ult i32 %325, 14
  br i1 %326, label %327, label %337

327:                                              ; preds = %324
  %328 = load i32, ptr %11, align 4
  %329 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %328
  %330 = load double, ptr %329, align 8
  store volatile double %330, ptr @vd, align 8
  %331 = load volatile double, ptr @vd, align 8
  %332 = call double @exp(double noundef %331) #6
  %333 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %332)
  br label %334

334:                                              ; preds = %327
  %335 = load i32, ptr %11, align 4
  %336 = add i32 %335, 1
  store i32 %336, ptr %11, align 4
  br label %324, !llvm.loop !16

337:                                              ; preds = %324
  %338 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.9)
  store i32 0, ptr %12, align 4
  br label %339

339:                                              ; preds = %350, %337
  %340 = load i32, ptr %12, align 4
  %341 = icmp ult i32 %340, 11
  br i1 %341, label %342, label %353

342:                                              ; preds = %339
  %343 = load i32, ptr %12, align 4
  %344 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %343
  %345 = load float, ptr %344, align 4
  store volatile float %345, ptr @vf, align 4
  %346 = load volatile float, ptr @vf, align 4
  %347 = call float @expf(float noundef %346) #6
  %348 = fpext float %347 to double
  %349 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %348)
  br label %350

350:                                              ; preds = %342
  %351 = load i32, ptr %12, align 4
  %352 = add i32 %351, 1
  store i32 %352, ptr %12, align 4
  br label %339, !llvm.loop !17

353:                                              ; preds = %339
  %354 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.9)
  store i32 0, ptr %13, align 4
  br label %355

355:                                              ; preds = %365, %353
  %356 = load i32, ptr %13, align 4
  %357 = icmp ult i32 %356, 10
  br i1 %357, label %358, label %368

358:                                              ; preds = %355
  %359 = load i32, ptr %13, align 4
  %360 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %359
  %361 = load double, ptr %360, align 8
  store volatile double %361, ptr @vl, align 8
  %362 = load volatile double, ptr @vl, align 8
  %363 = call double @expl(double noundef %362) #6
  %364 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %363)
  br label %365

365:                                              ; preds = %358
  %366 = load i32, ptr %13, align 4
  %367 = add i32 %366, 1
  store i32 %367, ptr %13, align 4
  br label %355, !llvm.loop !18

368:                                              ; preds = %355
  %369 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %370

370:                                              ; preds = %368
  br label %371

371:                                              ; preds = %370
  %372 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10)
  store i32 0, ptr %14, align 4
  br label %373

373:                                              ; preds = %383, %371
  %374 = load i32, ptr %14, align 4
  %375 = icmp ult i32 %374, 14
  br i1 %375, label %376, label %386

376:                                              ; preds = %373
  %377 = load i32, ptr %14, align 4
  %378 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %377
  %379 = load double, ptr %378, align 8
  store volatile double %379, ptr @vd, align 8
  %380 = load volatile double, ptr @vd, align 8
  %381 = call double @exp2(double noundef %380) #6
  %382 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %381)
  br label %383

383:                                              ; preds = %376
  %384 = load i32, ptr %14, align 4
  %385 = add i32 %384, 1
  store i32 %385, ptr %14, align 4
  br label %373, !llvm.loop !19

386:                                              ; preds = %373
  %387 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.10)
  store i32 0, ptr %15, align 4
  br label %388

388:                                              ; preds = %399, %386
  %389 = load i32, ptr %15, align 4
  %390 = icmp ult i32 %389, 11
  br i1 %390, label %391, label %402

391:                                              ; preds = %388
  %392 = load i32, ptr %15, align 4
  %393 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %392
  %394 = load float, ptr %393, align 4
  store volatile float %394, ptr @vf, align 4
  %395 = load volatile float, ptr @vf, align 4
  %396 = call float @exp2f(float noundef %395) #6
  %397 = fpext float %396 to double
  %398 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %397)
  br label %399

399:                                              ; preds = %391
  %400 = load i32, ptr %15, align 4
  %401 = add i32 %400, 1
  store i32 %401, ptr %15, align 4
  br label %388, !llvm.loop !20

402:                                              ; preds = %388
  %403 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.10)
  store i32 0, ptr %16, align 4
  br label %404

404:                                              ; preds = %414, %402
  %405 = load i32, ptr %16, align 4
  %406 = icmp ult i32 %405, 10
  br i1 %406, label %407, label %417

407:                                              ; preds = %404
  %408 = load i32, ptr %16, align 4
  %409 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %408
  %410 = load double, ptr %409, align 8
  store volatile double %410, ptr @vl, align 8
  %411 = load volatile double, ptr @vl, align 8
  %412 = call double @exp2l(double noundef %411) #6
  %413 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %412)
  br label %414

414:                                              ; preds = %407
  %415 = load i32, ptr %16, align 4
  %416 = add i32 %415, 1
  store i32 %416, ptr %16, align 4
  br label %404, !llvm.loop !21

417:                                              ; preds = %404
  %418 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %419

419:                                              ; preds = %417
  br label %420

420:                                              ; preds = %419
  %421 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11)
  store i32 0, ptr %17, align 4
  br label %422

422:                                              ; preds = %432, %420
  %423 = load i32, ptr %17, align 4
  %424 = icmp ult i32 %423, 14
  br i1 %424, label %425, label %435

425:                                              ; preds = %422
  %426 = load i32, ptr %17, align 4
  %427 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %426
  %428 = load double, ptr %427, align 8
  store volatile double %428, ptr @vd, align 8
  %429 = load volatile double, ptr @vd, align 8
  %430 = call double @exp10(double noundef %429) #6
  %431 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %430)
  br label %432

432:                                              ; preds = %425
  %433 = load i32, ptr %17, align 4
  %434 = add i32 %433, 1
  store i32 %434, ptr %17, align 4
  br label %422, !llvm.loop !22

435:                                              ; preds = %422
  %436 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.11)
  store i32 0, ptr %18, align 4
  br label %437

437:                                              ; preds = %448, %435
  %438 = load i32, ptr %18, align 4
  %439 = icmp ult i32 %438, 11
  br i1 %439, label %440, label %451

440:                                              ; preds = %437
  %441 = load i32, ptr %18, align 4
  %442 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %441
  %443 = load float, ptr %442, align 4
  store volatile float %443, ptr @vf, align 4
  %444 = load volatile float, ptr @vf, align 4
  %445 = call float @exp10f(float noundef %444) #6
  %446 = fpext float %445 to double
  %447 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %446)
  br label %448

448:                                              ; preds = %440
  %449 = load i32, ptr %18, align 4
  %450 = add i32 %449, 1
  store i32 %450, ptr %18, align 4
  br label %437, !llvm.loop !23

451:                                              ; preds = %437
  %452 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.11)
  store i32 0, ptr %19, align 4
  br label %453

453:                                              ; preds = %463, %451
  %454 = load i32, ptr %19, align 4
  %455 = icmp ult i32 %454, 10
  br i1 %455, label %456, label %466

456:                                              ; preds = %453
  %457 = load i32, ptr %19, align 4
  %458 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %457
  %459 = load double, ptr %458, align 8
  store volatile double %459, ptr @vl, align 8
  %460 = load volatile double, ptr @vl, align 8
  %461 = call double @exp10l(double noundef %460) #6
  %462 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %461)
  br label %463

463:                                              ; preds = %456
  %464 = load i32, ptr %19, align 4
  %465 = add i32 %464, 1
  store i32 %465, ptr %19, align 4
  br label %453, !llvm.loop !24

466:                                              ; preds = %453
  %467 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %468

468:                                              ; preds = %466
  br label %469

469:                                              ; preds = %468
  %470 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12)
  store i32 0, ptr %20, align 4
  br label %471

471:                                              ; preds = %481, %469
  %472 = load i32, ptr %20, align 4
  %473 = icmp ult i32 %472, 14
  br i1 %473, label %474, label %484

474:                                              ; preds = %471
  %475 = load i32, ptr %20, align 4
  %476 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %475
  %477 = load double, ptr %476, align 8
  store volatile double %477, ptr @vd, align 8
  %478 = load volatile double, ptr @vd, align 8
  %479 = call double @expm1(double noundef %478) #6
  %480 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %479)
  br label %481

481:                                              ; preds = %474
  %482 = load i32, ptr %20, align 4
  %483 = add i32 %482, 1
  store i32 %483, ptr %20, align 4
  br label %471, !llvm.loop !25

484:                                              ; preds = %471
  %485 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.12)
  store i32 0, ptr %21, align 4
  br label %486

486:                                              ; preds = %497, %484
  %487 = load i32, ptr %21, align 4
  %488 = icmp ult i32 %487, 11
  br i1 %488, label %489, label %500

489:                                              ; preds = %486
  %490 = load i32, ptr %21, align 4
  %491 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %490
  %492 = load float, ptr %491, align 4
  store volatile float %492, ptr @vf, align 4
  %493 = load volatile float, ptr @vf, align 4
  %494 = call float @expm1f(float noundef %493) #6
  %495 = fpext float %494 to double
  %496 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %495)
  br label %497

497:                                              ; preds = %489
  %498 = load i32, ptr %21, align 4
  %499 = add i32 %498, 1
  store i32 %499, ptr %21, align 4
  br label %486, !llvm.loop !26

500:                                              ; preds = %486
  %501 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.12)
  store i32 0, ptr %22, align 4
  br label %502

502:                                              ; preds = %512, %500
  %503 = load i32, ptr %22, align 4
  %504 = icmp ult i32 %503, 10
  br i1 %504, label %505, label %515

505:                                              ; preds = %502
  %506 = load i32, ptr %22, align 4
  %507 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %506
  %508 = load double, ptr %507, align 8
  store volatile double %508, ptr @vl, align 8
  %509 = load volatile double, ptr @vl, align 8
  %510 = call double @expm1l(double noundef %509) #6
  %511 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %510)
  br label %512

512:                                              ; preds = %505
  %513 = load i32, ptr %22, align 4
  %514 = add i32 %513, 1
  store i32 %514, ptr %22, align 4
  br label %502, !llvm.loop !27

515:                                              ; preds = %502
  %516 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %517

517:                                              ; preds = %515
  br label %518

518:                                              ; preds = %517
  %519 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13)
  store i32 0, ptr %23, align 4
  br label %520

520:                                              ; preds = %530, %518
  %521 = load i32, ptr %23, align 4
  %522 = icmp ult i32 %521, 14
  br i1 %522, label %523, label %533

523:                                              ; preds = %520
  %524 = load i32, ptr %23, align 4
  %525 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %524
  %526 = load double, ptr %525, align 8
  store volatile double %526, ptr @vd, align 8
  %527 = load volatile double, ptr @vd, align 8
  %528 = call double @log(double noundef %527) #6
  %529 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %528)
  br label %530

530:                                              ; preds = %523
  %531 = load i32, ptr %23, align 4
  %532 = add i32 %531, 1
  store i32 %532, ptr %23, align 4
  br label %520, !llvm.loop !28

533:                                              ; preds = %520
  %534 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.13)
  store i32 0, ptr %24, align 4
  br label %535

535:                                              ; preds = %546, %533
  %536 = load i32, ptr %24, align 4
  %537 = icmp ult i32 %536, 11
  br i1 %537, label %538, label %549

538:                                              ; preds = %535
  %539 = load i32, ptr %24, align 4
  %540 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %539
  %541 = load float, ptr %540, align 4
  store volatile float %541, ptr @vf, align 4
  %542 = load volatile float, ptr @vf, align 4
  %543 = call float @logf(float noundef %542) #6
  %544 = fpext float %543 to double
  %545 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %544)
  br label %546

546:                                              ; preds = %538
  %547 = load i32, ptr %24, align 4
  %548 = add i32 %547, 1
  store i32 %548, ptr %24, align 4
  br label %535, !llvm.loop !29

549:                                              ; preds = %535
  %550 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.13)
  store i32 0, ptr %25, align 4
  br label %551

551:                                              ; preds = %561, %549
  %552 = load i32, ptr %25, align 4
  %553 = icmp ult i32 %552, 10
  br i1 %553, label %554, label %564

554:                                              ; preds = %551
  %555 = load i32, ptr %25, align 4
  %556 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %555
  %557 = load double, ptr %556, align 8
  store volatile double %557, ptr @vl, align 8
  %558 = load volatile double, ptr @vl, align 8
  %559 = call double @logl(double noundef %558) #6
  %560 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %559)
  br label %561

561:                                              ; preds = %554
  %562 = load i32, ptr %25, align 4
  %563 = add i32 %562, 1
  store i32 %563, ptr %25, align 4
  br label %551, !llvm.loop !30

564:                                              ; preds = %551
  %565 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %566

566:                                              ; preds = %564
  br label %567

567:                                              ; preds = %566
  %568 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14)
  store i32 0, ptr %26, align 4
  br label %569

569:                                              ; preds = %579, %567
  %570 = load i32, ptr %26, align 4
  %571 = icmp ult i32 %570, 14
  br i1 %571, label %572, label %582

572:                                              ; preds = %569
  %573 = load i32, ptr %26, align 4
  %574 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %573
  %575 = load double, ptr %574, align 8
  store volatile double %575, ptr @vd, align 8
  %576 = load volatile double, ptr @vd, align 8
  %577 = call double @log2(double noundef %576) #6
  %578 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %577)
  br label %579

579:                                              ; preds = %572
  %580 = load i32, ptr %26, align 4
  %581 = add i32 %580, 1
  store i32 %581, ptr %26, align 4
  br label %569, !llvm.loop !31

582:                                              ; preds = %569
  %583 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.14)
  store i32 0, ptr %27, align 4
  br label %584

584:                                              ; preds = %595, %582
  %585 = load i32, ptr %27, align 4
  %586 = icmp ult i32 %585, 11
  br i1 %586, label %587, label %598

587:                                              ; preds = %584
  %588 = load i32, ptr %27, align 4
  %589 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %588
  %590 = load float, ptr %589, align 4
  store volatile float %590, ptr @vf, align 4
  %591 = load volatile float, ptr @vf, align 4
  %592 = call float @log2f(float noundef %591) #6
  %593 = fpext float %592 to double
  %594 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %593)
  br label %595

595:                                              ; preds = %587
  %596 = load i32, ptr %27, align 4
  %597 = add i32 %596, 1
  store i32 %597, ptr %27, align 4
  br label %584, !llvm.loop !32

598:                                              ; preds = %584
  %599 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.14)
  store i32 0, ptr %28, align 4
  br label %600

600:                                              ; preds = %610, %598
  %601 = load i32, ptr %28, align 4
  %602 = icmp ult i32 %601, 10
  br i1 %602, label %603, label %613

603:                                              ; preds = %600
  %604 = load i32, ptr %28, align 4
  %605 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %604
  %606 = load double, ptr %605, align 8
  store volatile double %606, ptr @vl, align 8
  %607 = load volatile double, ptr @vl, align 8
  %608 = call double @log2l(double noundef %607) #6
  %609 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %608)
  br label %610

610:                                              ; preds = %603
  %611 = load i32, ptr %28, align 4
  %612 = add i32 %611, 1
  store i32 %612, ptr %28, align 4
  br label %600, !llvm.loop !33

613:                                              ; preds = %600
  %614 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %615

615:                                              ; preds = %613
  br label %616

616:                                              ; preds = %615
  %617 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.15)
  store i32 0, ptr %29, align 4
  br label %618

618:                                              ; preds = %628, %616
  %619 = load i32, ptr %29, align 4
  %620 = icmp ult i32 %619, 14
  br i1 %620, label %621, label %631

621:                                              ; preds = %618
  %622 = load i32, ptr %29, align 4
  %623 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %622
  %624 = load double, ptr %623, align 8
  store volatile double %624, ptr @vd, align 8
  %625 = load volatile double, ptr @vd, align 8
  %626 = call double @log10(double noundef %625) #6
  %627 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %626)
  br label %628

628:                                              ; preds = %621
  %629 = load i32, ptr %29, align 4
  %630 = add i32 %629, 1
  store i32 %630, ptr %29, align 4
  br label %618, !llvm.loop !34

631:                                              ; preds = %618
  %632 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.15)
  store i32 0, ptr %30, align 4
  br label %633

633:                                              ; preds = %644, %631
  %634 = load i32, ptr %30, align 4
  %635 = icmp ult i32 %634, 11
  br i1 %635, label %636, label %647

636:                                              ; preds = %633
  %637 = load i32, ptr %30, align 4
  %638 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %637
  %639 = load float, ptr %638, align 4
  store volatile float %639, ptr @vf, align 4
  %640 = load volatile float, ptr @vf, align 4
  %641 = call float @log10f(float noundef %640) #6
  %642 = fpext float %641 to double
  %643 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %642)
  br label %644

644:                                              ; preds = %636
  %645 = load i32, ptr %30, align 4
  %646 = add i32 %645, 1
  store i32 %646, ptr %30, align 4
  br label %633, !llvm.loop !35

647:                                              ; preds = %633
  %648 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.15)
  store i32 0, ptr %31, align 4
  br label %649

649:                                              ; preds = %659, %647
  %650 = load i32, ptr %31, align 4
  %651 = icmp ult i32 %650, 10
  br i1 %651, label %652, label %662

652:                                              ; preds = %649
  %653 = load i32, ptr %31, align 4
  %654 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %653
  %655 = load double, ptr %654, align 8
  store volatile double %655, ptr @vl, align 8
  %656 = load volatile double, ptr @vl, align 8
  %657 = call double @log10l(double noundef %656) #6
  %658 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %657)
  br label %659

659:                                              ; preds = %652
  %660 = load i32, ptr %31, align 4
  %661 = add i32 %660, 1
  store i32 %661, ptr %31, align 4
  br label %649, !llvm.loop !36

662:                                              ; preds = %649
  %663 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %664

664:                                              ; preds = %662
  br label %665

665:                                              ; preds = %664
  %666 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.16)
  store i32 0, ptr %32, align 4
  br label %667

667:                                              ; preds = %677, %665
  %668 = load i32, ptr %32, align 4
  %669 = icmp ult i32 %668, 14
  br i1 %669, label %670, label %680

670:                                              ; preds = %667
  %671 = load i32, ptr %32, align 4
  %672 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %671
  %673 = load double, ptr %672, align 8
  store volatile double %673, ptr @vd, align 8
  %674 = load volatile double, ptr @vd, align 8
  %675 = call double @log1p(double noundef %674) #6
  %676 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %675)
  br label %677

677:                                              ; preds = %670
  %678 = load i32, ptr %32, align 4
  %679 = add i32 %678, 1
  store i32 %679, ptr %32, align 4
  br label %667, !llvm.loop !37

680:                                              ; preds = %667
  %681 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.16)
  store i32 0, ptr %33, align 4
  br label %682

682:                                              ; preds = %693, %680
  %683 = load i32, ptr %33, align 4
  %684 = icmp ult i32 %683, 11
  br i1 %684, label %685, label %696

685:                                              ; preds = %682
  %686 = load i32, ptr %33, align 4
  %687 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %686
  %688 = load float, ptr %687, align 4
  store volatile float %688, ptr @vf, align 4
  %689 = load volatile float, ptr @vf, align 4
  %690 = call float @log1pf(float noundef %689) #6
  %691 = fpext float %690 to double
  %692 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %691)
  br label %693

693:                                              ; preds = %685
  %694 = load i32, ptr %33, align 4
  %695 = add i32 %694, 1
  store i32 %695, ptr %33, align 4
  br label %682, !llvm.loop !38

696:                                              ; preds = %682
  %697 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.16)
  store i32 0, ptr %34, align 4
  br label %698

698:                                              ; preds = %708, %696
  %699 = load i32, ptr %34, align 4
  %700 = icmp ult i32 %699, 10
  br i1 %700, label %701, label %711

701:                                              ; preds = %698
  %702 = load i32, ptr %34, align 4
  %703 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %702
  %704 = load double, ptr %703, align 8
  store volatile double %704, ptr @vl, align 8
  %705 = load volatile double, ptr @vl, align 8
  %706 = call double @log1pl(double noundef %705) #6
  %707 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %706)
  br label %708

708:                                              ; preds = %701
  %709 = load i32, ptr %34, align 4
  %710 = add i32 %709, 1
  store i32 %710, ptr %34, align 4
  br label %698, !llvm.loop !39

711:                                              ; preds = %698
  %712 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %713

713:                                              ; preds = %711
  br label %714

714:                                              ; preds = %713
  %715 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.17)
  store i32 0, ptr %35, align 4
  br label %716

716:                                              ; preds = %726, %714
  %717 = load i32, ptr %35, align 4
  %718 = icmp ult i32 %717, 14
  br i1 %718, label %719, label %729

719:                                              ; preds = %716
  %720 = load i32, ptr %35, align 4
  %721 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %720
  %722 = load double, ptr %721, align 8
  store volatile double %722, ptr @vd, align 8
  %723 = load volatile double, ptr @vd, align 8
  %724 = call double @logb(double noundef %723) #6
  %725 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %724)
  br label %726

726:                                              ; preds = %719
  %727 = load i32, ptr %35, align 4
  %728 = add i32 %727, 1
  store i32 %728, ptr %35, align 4
  br label %716, !llvm.loop !40

729:                                              ; preds = %716
  %730 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.17)
  store i32 0, ptr %36, align 4
  br label %731

731:                                              ; preds = %742, %729
  %732 = load i32, ptr %36, align 4
  %733 = icmp ult i32 %732, 11
  br i1 %733, label %734, label %745

734:                                              ; preds = %731
  %735 = load i32, ptr %36, align 4
  %736 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %735
  %737 = load float, ptr %736, align 4
  store volatile float %737, ptr @vf, align 4
  %738 = load volatile float, ptr @vf, align 4
  %739 = call float @logbf(float noundef %738) #6
  %740 = fpext float %739 to double
  %741 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %740)
  br label %742

742:                                              ; preds = %734
  %743 = load i32, ptr %36, align 4
  %744 = add i32 %743, 1
  store i32 %744, ptr %36, align 4
  br label %731, !llvm.loop !41

745:                                              ; preds = %731
  %746 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.17)
  store i32 0, ptr %37, align 4
  br label %747

747:                                              ; preds = %757, %745
  %748 = load i32, ptr %37, align 4
  %749 = icmp ult i32 %748, 10
  br i1 %749, label %750, label %760

750:                                              ; preds = %747
  %751 = load i32, ptr %37, align 4
  %752 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %751
  %753 = load double, ptr %752, align 8
  store volatile double %753, ptr @vl, align 8
  %754 = load volatile double, ptr @vl, align 8
  %755 = call double @logbl(double noundef %754) #6
  %756 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %755)
  br label %757

757:                                              ; preds = %750
  %758 = load i32, ptr %37, align 4
  %759 = add i32 %758, 1
  store i32 %759, ptr %37, align 4
  br label %747, !llvm.loop !42

760:                                              ; preds = %747
  %761 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %762

762:                                              ; preds = %760
  br label %763

763:                                              ; preds = %762
  %764 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18)
  store i32 0, ptr %38, align 4
  br label %765

765:                                              ; preds = %775, %763
  %766 = load i32, ptr %38, align 4
  %767 = icmp ult i32 %766, 14
  br i1 %767, label %768, label %778

768:                                              ; preds = %765
  %769 = load i32, ptr %38, align 4
  %770 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %769
  %771 = load double, ptr %770, align 8
  store volatile double %771, ptr @vd, align 8
  %772 = load volatile double, ptr @vd, align 8
  %773 = call double @sin(double noundef %772) #6
  %774 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %773)
  br label %775

775:                                              ; preds = %768
  %776 = load i32, ptr %38, align 4
  %777 = add i32 %776, 1
  store i32 %777, ptr %38, align 4
  br label %765, !llvm.loop !43

778:                                              ; preds = %765
  %779 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.18)
  store i32 0, ptr %39, align 4
  br label %780

780:                                              ; preds = %791, %778
  %781 = load i32, ptr %39, align 4
  %782 = icmp ult i32 %781, 11
  br i1 %782, label %783, label %794

783:                                              ; preds = %780
  %784 = load i32, ptr %39, align 4
  %785 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %784
  %786 = load float, ptr %785, align 4
  store volatile float %786, ptr @vf, align 4
  %787 = load volatile float, ptr @vf, align 4
  %788 = call float @sinf(float noundef %787) #6
  %789 = fpext float %788 to double
  %790 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %789)
  br label %791

791:                                              ; preds = %783
  %792 = load i32, ptr %39, align 4
  %793 = add i32 %792, 1
  store i32 %793, ptr %39, align 4
  br label %780, !llvm.loop !44

794:                                              ; preds = %780
  %795 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.18)
  store i32 0, ptr %40, align 4
  br label %796

796:                                              ; preds = %806, %794
  %797 = load i32, ptr %40, align 4
  %798 = icmp ult i32 %797, 10
  br i1 %798, label %799, label %809

799:                                              ; preds = %796
  %800 = load i32, ptr %40, align 4
  %801 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %800
  %802 = load double, ptr %801, align 8
  store volatile double %802, ptr @vl, align 8
  %803 = load volatile double, ptr @vl, align 8
  %804 = call double @sinl(double noundef %803) #6
  %805 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %804)
  br label %806

806:                                              ; preds = %799
  %807 = load i32, ptr %40, align 4
  %808 = add i32 %807, 1
  store i32 %808, ptr %40, align 4
  br label %796, !llvm.loop !45

809:                                              ; preds = %796
  %810 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %811

811:                                              ; preds = %809
  br label %812

812:                                              ; preds = %811
  %813 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.19)
  store i32 0, ptr %41, align 4
  br label %814

814:                                              ; preds = %824, %812
  %815 = load i32, ptr %41, align 4
  %816 = icmp ult i32 %815, 14
  br i1 %816, label %817, label %827

817:                                              ; preds = %814
  %818 = load i32, ptr %41, align 4
  %819 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %818
  %820 = load double, ptr %819, align 8
  store volatile double %820, ptr @vd, align 8
  %821 = load volatile double, ptr @vd, align 8
  %822 = call double @cos(double noundef %821) #6
  %823 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %822)
  br label %824

824:                                              ; preds = %817
  %825 = load i32, ptr %41, align 4
  %826 = add i32 %825, 1
  store i32 %826, ptr %41, align 4
  br label %814, !llvm.loop !46

827:                                              ; preds = %814
  %828 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.19)
  store i32 0, ptr %42, align 4
  br label %829

829:                                              ; preds = %840, %827
  %830 = load i32, ptr %42, align 4
  %831 = icmp ult i32 %830, 11
  br i1 %831, label %832, label %843

832:                                              ; preds = %829
  %833 = load i32, ptr %42, align 4
  %834 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %833
  %835 = load float, ptr %834, align 4
  store volatile float %835, ptr @vf, align 4
  %836 = load volatile float, ptr @vf, align 4
  %837 = call float @cosf(float noundef %836) #6
  %838 = fpext float %837 to double
  %839 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %838)
  br label %840

840:                                              ; preds = %832
  %841 = load i32, ptr %42, align 4
  %842 = add i32 %841, 1
  store i32 %842, ptr %42, align 4
  br label %829, !llvm.loop !47

843:                                              ; preds = %829
  %844 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.19)
  store i32 0, ptr %43, align 4
  br label %845

845:                                              ; preds = %855, %843
  %846 = load i32, ptr %43, align 4
  %847 = icmp ult i32 %846, 10
  br i1 %847, label %848, label %858

848:                                              ; preds = %845
  %849 = load i32, ptr %43, align 4
  %850 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %849
  %851 = load double, ptr %850, align 8
  store volatile double %851, ptr @vl, align 8
  %852 = load volatile double, ptr @vl, align 8
  %853 = call double @cosl(double noundef %852) #6
  %854 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %853)
  br label %855

855:                                              ; preds = %848
  %856 = load i32, ptr %43, align 4
  %857 = add i32 %856, 1
  store i32 %857, ptr %43, align 4
  br label %845, !llvm.loop !48

858:                                              ; preds = %845
  %859 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %860

860:                                              ; preds = %858
  br label %861

861:                                              ; preds = %860
  %862 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20)
  store i32 0, ptr %44, align 4
  br label %863

863:                                              ; preds = %873, %861
  %864 = load i32, ptr %44, align 4
  %865 = icmp ult i32 %864, 14
  br i1 %865, label %866, label %876

866:                                              ; preds = %863
  %867 = load i32, ptr %44, align 4
  %868 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %867
  %869 = load double, ptr %868, align 8
  store volatile double %869, ptr @vd, align 8
  %870 = load volatile double, ptr @vd, align 8
  %871 = call double @tan(double noundef %870) #6
  %872 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %871)
  br label %873

873:                                              ; preds = %866
  %874 = load i32, ptr %44, align 4
  %875 = add i32 %874, 1
  store i32 %875, ptr %44, align 4
  br label %863, !llvm.loop !49

876:                                              ; preds = %863
  %877 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.20)
  store i32 0, ptr %45, align 4
  br label %878

878:                                              ; preds = %889, %876
  %879 = load i32, ptr %45, align 4
  %880 = icmp ult i32 %879, 11
  br i1 %880, label %881, label %892

881:                                              ; preds = %878
  %882 = load i32, ptr %45, align 4
  %883 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %882
  %884 = load float, ptr %883, align 4
  store volatile float %884, ptr @vf, align 4
  %885 = load volatile float, ptr @vf, align 4
  %886 = call float @tanf(float noundef %885) #6
  %887 = fpext float %886 to double
  %888 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %887)
  br label %889

889:                                              ; preds = %881
  %890 = load i32, ptr %45, align 4
  %891 = add i32 %890, 1
  store i32 %891, ptr %45, align 4
  br label %878, !llvm.loop !50

892:                                              ; preds = %878
  %893 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.20)
  store i32 0, ptr %46, align 4
  br label %894

894:                                              ; preds = %904, %892
  %895 = load i32, ptr %46, align 4
  %896 = icmp ult i32 %895, 10
  br i1 %896, label %897, label %907

897:                                              ; preds = %894
  %898 = load i32, ptr %46, align 4
  %899 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %898
  %900 = load double, ptr %899, align 8
  store volatile double %900, ptr @vl, align 8
  %901 = load volatile double, ptr @vl, align 8
  %902 = call double @tanl(double noundef %901) #6
  %903 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %902)
  br label %904

904:                                              ; preds = %897
  %905 = load i32, ptr %46, align 4
  %906 = add i32 %905, 1
  store i32 %906, ptr %46, align 4
  br label %894, !llvm.loop !51

907:                                              ; preds = %894
  %908 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %909

909:                                              ; preds = %907
  br label %910

910:                                              ; preds = %909
  %911 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.21)
  store i32 0, ptr %47, align 4
  br label %912

912:                                              ; preds = %922, %910
  %913 = load i32, ptr %47, align 4
  %914 = icmp ult i32 %913, 14
  br i1 %914, label %915, label %925

915:                                              ; preds = %912
  %916 = load i32, ptr %47, align 4
  %917 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %916
  %918 = load double, ptr %917, align 8
  store volatile double %918, ptr @vd, align 8
  %919 = load volatile double, ptr @vd, align 8
  %920 = call double @asin(double noundef %919) #6
  %921 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %920)
  br label %922

922:                                              ; preds = %915
  %923 = load i32, ptr %47, align 4
  %924 = add i32 %923, 1
  store i32 %924, ptr %47, align 4
  br label %912, !llvm.loop !52

925:                                              ; preds = %912
  %926 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.21)
  store i32 0, ptr %48, align 4
  br label %927

927:                                              ; preds = %938, %925
  %928 = load i32, ptr %48, align 4
  %929 = icmp ult i32 %928, 11
  br i1 %929, label %930, label %941

930:                                              ; preds = %927
  %931 = load i32, ptr %48, align 4
  %932 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %931
  %933 = load float, ptr %932, align 4
  store volatile float %933, ptr @vf, align 4
  %934 = load volatile float, ptr @vf, align 4
  %935 = call float @asinf(float noundef %934) #6
  %936 = fpext float %935 to double
  %937 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %936)
  br label %938

938:                                              ; preds = %930
  %939 = load i32, ptr %48, align 4
  %940 = add i32 %939, 1
  store i32 %940, ptr %48, align 4
  br label %927, !llvm.loop !53

941:                                              ; preds = %927
  %942 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.21)
  store i32 0, ptr %49, align 4
  br label %943

943:                                              ; preds = %953, %941
  %944 = load i32, ptr %49, align 4
  %945 = icmp ult i32 %944, 10
  br i1 %945, label %946, label %956

946:                                              ; preds = %943
  %947 = load i32, ptr %49, align 4
  %948 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %947
  %949 = load double, ptr %948, align 8
  store volatile double %949, ptr @vl, align 8
  %950 = load volatile double, ptr @vl, align 8
  %951 = call double @asinl(double noundef %950) #6
  %952 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %951)
  br label %953

953:                                              ; preds = %946
  %954 = load i32, ptr %49, align 4
  %955 = add i32 %954, 1
  store i32 %955, ptr %49, align 4
  br label %943, !llvm.loop !54

956:                                              ; preds = %943
  %957 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %958

958:                                              ; preds = %956
  br label %959

959:                                              ; preds = %958
  %960 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.22)
  store i32 0, ptr %50, align 4
  br label %961

961:                                              ; preds = %971, %959
  %962 = load i32, ptr %50, align 4
  %963 = icmp ult i32 %962, 14
  br i1 %963, label %964, label %974

964:                                              ; preds = %961
  %965 = load i32, ptr %50, align 4
  %966 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %965
  %967 = load double, ptr %966, align 8
  store volatile double %967, ptr @vd, align 8
  %968 = load volatile double, ptr @vd, align 8
  %969 = call double @acos(double noundef %968) #6
  %970 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %969)
  br label %971

971:                                              ; preds = %964
  %972 = load i32, ptr %50, align 4
  %973 = add i32 %972, 1
  store i32 %973, ptr %50, align 4
  br label %961, !llvm.loop !55

974:                                              ; preds = %961
  %975 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.22)
  store i32 0, ptr %51, align 4
  br label %976

976:                                              ; preds = %987, %974
  %977 = load i32, ptr %51, align 4
  %978 = icmp ult i32 %977, 11
  br i1 %978, label %979, label %990

979:                                              ; preds = %976
  %980 = load i32, ptr %51, align 4
  %981 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %980
  %982 = load float, ptr %981, align 4
  store volatile float %982, ptr @vf, align 4
  %983 = load volatile float, ptr @vf, align 4
  %984 = call float @acosf(float noundef %983) #6
  %985 = fpext float %984 to double
  %986 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %985)
  br label %987

987:                                              ; preds = %979
  %988 = load i32, ptr %51, align 4
  %989 = add i32 %988, 1
  store i32 %989, ptr %51, align 4
  br label %976, !llvm.loop !56

990:                                              ; preds = %976
  %991 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.22)
  store i32 0, ptr %52, align 4
  br label %992

992:                                              ; preds = %1002, %990
  %993 = load i32, ptr %52, align 4
  %994 = icmp ult i32 %993, 10
  br i1 %994, label %995, label %1005

995:                                              ; preds = %992
  %996 = load i32, ptr %52, align 4
  %997 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %996
  %998 = load double, ptr %997, align 8
  store volatile double %998, ptr @vl, align 8
  %999 = load volatile double, ptr @vl, align 8
  %1000 = call double @acosl(double noundef %999) #6
  %1001 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1000)
  br label %1002

1002:                                             ; preds = %995
  %1003 = load i32, ptr %52, align 4
  %1004 = add i32 %1003, 1
  store i32 %1004, ptr %52, align 4
  br label %992, !llvm.loop !57

1005:                                             ; preds = %992
  %1006 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1007

1007:                                             ; preds = %1005
  br label %1008

1008:                                             ; preds = %1007
  %1009 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.23)
  store i32 0, ptr %53, align 4
  br label %1010

1010:                                             ; preds = %1020, %1008
  %1011 = load i32, ptr %53, align 4
  %1012 = icmp ult i32 %1011, 14
  br i1 %1012, label %1013, label %1023

1013:                                             ; preds = %1010
  %1014 = load i32, ptr %53, align 4
  %1015 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1014
  %1016 = load double, ptr %1015, align 8
  store volatile double %1016, ptr @vd, align 8
  %1017 = load volatile double, ptr @vd, align 8
  %1018 = call double @atan(double noundef %1017) #6
  %1019 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1018)
  br label %1020

1020:                                             ; preds = %1013
  %1021 = load i32, ptr %53, align 4
  %1022 = add i32 %1021, 1
  store i32 %1022, ptr %53, align 4
  br label %1010, !llvm.loop !58

1023:                                             ; preds = %1010
  %1024 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.23)
  store i32 0, ptr %54, align 4
  br label %1025

1025:                                             ; preds = %1036, %1023
  %1026 = load i32, ptr %54, align 4
  %1027 = icmp ult i32 %1026, 11
  br i1 %1027, label %1028, label %1039

1028:                                             ; preds = %1025
  %1029 = load i32, ptr %54, align 4
  %1030 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1029
  %1031 = load float, ptr %1030, align 4
  store volatile float %1031, ptr @vf, align 4
  %1032 = load volatile float, ptr @vf, align 4
  %1033 = call float @atanf(float noundef %1032) #6
  %1034 = fpext float %1033 to double
  %1035 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1034)
  br label %1036

1036:                                             ; preds = %1028
  %1037 = load i32, ptr %54, align 4
  %1038 = add i32 %1037, 1
  store i32 %1038, ptr %54, align 4
  br label %1025, !llvm.loop !59

1039:                                             ; preds = %1025
  %1040 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.23)
  store i32 0, ptr %55, align 4
  br label %1041

1041:                                             ; preds = %1051, %1039
  %1042 = load i32, ptr %55, align 4
  %1043 = icmp ult i32 %1042, 10
  br i1 %1043, label %1044, label %1054

1044:                                             ; preds = %1041
  %1045 = load i32, ptr %55, align 4
  %1046 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1045
  %1047 = load double, ptr %1046, align 8
  store volatile double %1047, ptr @vl, align 8
  %1048 = load volatile double, ptr @vl, align 8
  %1049 = call double @atanl(double noundef %1048) #6
  %1050 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1049)
  br label %1051

1051:                                             ; preds = %1044
  %1052 = load i32, ptr %55, align 4
  %1053 = add i32 %1052, 1
  store i32 %1053, ptr %55, align 4
  br label %1041, !llvm.loop !60

1054:                                             ; preds = %1041
  %1055 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1056

1056:                                             ; preds = %1054
  br label %1057

1057:                                             ; preds = %1056
  %1058 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.24)
  store i32 0, ptr %56, align 4
  br label %1059

1059:                                             ; preds = %1069, %1057
  %1060 = load i32, ptr %56, align 4
  %1061 = icmp ult i32 %1060, 14
  br i1 %1061, label %1062, label %1072

1062:                                             ; preds = %1059
  %1063 = load i32, ptr %56, align 4
  %1064 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1063
  %1065 = load double, ptr %1064, align 8
  store volatile double %1065, ptr @vd, align 8
  %1066 = load volatile double, ptr @vd, align 8
  %1067 = call double @sinh(double noundef %1066) #6
  %1068 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1067)
  br label %1069

1069:                                             ; preds = %1062
  %1070 = load i32, ptr %56, align 4
  %1071 = add i32 %1070, 1
  store i32 %1071, ptr %56, align 4
  br label %1059, !llvm.loop !61

1072:                                             ; preds = %1059
  %1073 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.24)
  store i32 0, ptr %57, align 4
  br label %1074

1074:                                             ; preds = %1085, %1072
  %1075 = load i32, ptr %57, align 4
  %1076 = icmp ult i32 %1075, 11
  br i1 %1076, label %1077, label %1088

1077:                                             ; preds = %1074
  %1078 = load i32, ptr %57, align 4
  %1079 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1078
  %1080 = load float, ptr %1079, align 4
  store volatile float %1080, ptr @vf, align 4
  %1081 = load volatile float, ptr @vf, align 4
  %1082 = call float @sinhf(float noundef %1081) #6
  %1083 = fpext float %1082 to double
  %1084 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1083)
  br label %1085

1085:                                             ; preds = %1077
  %1086 = load i32, ptr %57, align 4
  %1087 = add i32 %1086, 1
  store i32 %1087, ptr %57, align 4
  br label %1074, !llvm.loop !62

1088:                                             ; preds = %1074
  %1089 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.24)
  store i32 0, ptr %58, align 4
  br label %1090

1090:                                             ; preds = %1100, %1088
  %1091 = load i32, ptr %58, align 4
  %1092 = icmp ult i32 %1091, 10
  br i1 %1092, label %1093, label %1103

1093:                                             ; preds = %1090
  %1094 = load i32, ptr %58, align 4
  %1095 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1094
  %1096 = load double, ptr %1095, align 8
  store volatile double %1096, ptr @vl, align 8
  %1097 = load volatile double, ptr @vl, align 8
  %1098 = call double @sinhl(double noundef %1097) #6
  %1099 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1098)
  br label %1100

1100:                                             ; preds = %1093
  %1101 = load i32, ptr %58, align 4
  %1102 = add i32 %1101, 1
  store i32 %1102, ptr %58, align 4
  br label %1090, !llvm.loop !63

1103:                                             ; preds = %1090
  %1104 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1105

1105:                                             ; preds = %1103
  br label %1106

1106:                                             ; preds = %1105
  %1107 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.25)
  store i32 0, ptr %59, align 4
  br label %1108

1108:                                             ; preds = %1118, %1106
  %1109 = load i32, ptr %59, align 4
  %1110 = icmp ult i32 %1109, 14
  br i1 %1110, label %1111, label %1121

1111:                                             ; preds = %1108
  %1112 = load i32, ptr %59, align 4
  %1113 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1112
  %1114 = load double, ptr %1113, align 8
  store volatile double %1114, ptr @vd, align 8
  %1115 = load volatile double, ptr @vd, align 8
  %1116 = call double @cosh(double noundef %1115) #6
  %1117 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1116)
  br label %1118

1118:                                             ; preds = %1111
  %1119 = load i32, ptr %59, align 4
  %1120 = add i32 %1119, 1
  store i32 %1120, ptr %59, align 4
  br label %1108, !llvm.loop !64

1121:                                             ; preds = %1108
  %1122 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.25)
  store i32 0, ptr %60, align 4
  br label %1123

1123:                                             ; preds = %1134, %1121
  %1124 = load i32, ptr %60, align 4
  %1125 = icmp ult i32 %1124, 11
  br i1 %1125, label %1126, label %1137

1126:                                             ; preds = %1123
  %1127 = load i32, ptr %60, align 4
  %1128 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1127
  %1129 = load float, ptr %1128, align 4
  store volatile float %1129, ptr @vf, align 4
  %1130 = load volatile float, ptr @vf, align 4
  %1131 = call float @coshf(float noundef %1130) #6
  %1132 = fpext float %1131 to double
  %1133 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1132)
  br label %1134

1134:                                             ; preds = %1126
  %1135 = load i32, ptr %60, align 4
  %1136 = add i32 %1135, 1
  store i32 %1136, ptr %60, align 4
  br label %1123, !llvm.loop !65

1137:                                             ; preds = %1123
  %1138 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.25)
  store i32 0, ptr %61, align 4
  br label %1139

1139:                                             ; preds = %1149, %1137
  %1140 = load i32, ptr %61, align 4
  %1141 = icmp ult i32 %1140, 10
  br i1 %1141, label %1142, label %1152

1142:                                             ; preds = %1139
  %1143 = load i32, ptr %61, align 4
  %1144 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1143
  %1145 = load double, ptr %1144, align 8
  store volatile double %1145, ptr @vl, align 8
  %1146 = load volatile double, ptr @vl, align 8
  %1147 = call double @coshl(double noundef %1146) #6
  %1148 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1147)
  br label %1149

1149:                                             ; preds = %1142
  %1150 = load i32, ptr %61, align 4
  %1151 = add i32 %1150, 1
  store i32 %1151, ptr %61, align 4
  br label %1139, !llvm.loop !66

1152:                                             ; preds = %1139
  %1153 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1154

1154:                                             ; preds = %1152
  br label %1155

1155:                                             ; preds = %1154
  %1156 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.26)
  store i32 0, ptr %62, align 4
  br label %1157

1157:                                             ; preds = %1167, %1155
  %1158 = load i32, ptr %62, align 4
  %1159 = icmp ult i32 %1158, 14
  br i1 %1159, label %1160, label %1170

1160:                                             ; preds = %1157
  %1161 = load i32, ptr %62, align 4
  %1162 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1161
  %1163 = load double, ptr %1162, align 8
  store volatile double %1163, ptr @vd, align 8
  %1164 = load volatile double, ptr @vd, align 8
  %1165 = call double @tanh(double noundef %1164) #6
  %1166 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1165)
  br label %1167

1167:                                             ; preds = %1160
  %1168 = load i32, ptr %62, align 4
  %1169 = add i32 %1168, 1
  store i32 %1169, ptr %62, align 4
  br label %1157, !llvm.loop !67

1170:                                             ; preds = %1157
  %1171 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.26)
  store i32 0, ptr %63, align 4
  br label %1172

1172:                                             ; preds = %1183, %1170
  %1173 = load i32, ptr %63, align 4
  %1174 = icmp ult i32 %1173, 11
  br i1 %1174, label %1175, label %1186

1175:                                             ; preds = %1172
  %1176 = load i32, ptr %63, align 4
  %1177 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1176
  %1178 = load float, ptr %1177, align 4
  store volatile float %1178, ptr @vf, align 4
  %1179 = load volatile float, ptr @vf, align 4
  %1180 = call float @tanhf(float noundef %1179) #6
  %1181 = fpext float %1180 to double
  %1182 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1181)
  br label %1183

1183:                                             ; preds = %1175
  %1184 = load i32, ptr %63, align 4
  %1185 = add i32 %1184, 1
  store i32 %1185, ptr %63, align 4
  br label %1172, !llvm.loop !68

1186:                                             ; preds = %1172
  %1187 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.26)
  store i32 0, ptr %64, align 4
  br label %1188

1188:                                             ; preds = %1198, %1186
  %1189 = load i32, ptr %64, align 4
  %1190 = icmp ult i32 %1189, 10
  br i1 %1190, label %1191, label %1201

1191:                                             ; preds = %1188
  %1192 = load i32, ptr %64, align 4
  %1193 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1192
  %1194 = load double, ptr %1193, align 8
  store volatile double %1194, ptr @vl, align 8
  %1195 = load volatile double, ptr @vl, align 8
  %1196 = call double @tanhl(double noundef %1195) #6
  %1197 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1196)
  br label %1198

1198:                                             ; preds = %1191
  %1199 = load i32, ptr %64, align 4
  %1200 = add i32 %1199, 1
  store i32 %1200, ptr %64, align 4
  br label %1188, !llvm.loop !69

1201:                                             ; preds = %1188
  %1202 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1203

1203:                                             ; preds = %1201
  br label %1204

1204:                                             ; preds = %1203
  %1205 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.27)
  store i32 0, ptr %65, align 4
  br label %1206

1206:                                             ; preds = %1216, %1204
  %1207 = load i32, ptr %65, align 4
  %1208 = icmp ult i32 %1207, 14
  br i1 %1208, label %1209, label %1219

1209:                                             ; preds = %1206
  %1210 = load i32, ptr %65, align 4
  %1211 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1210
  %1212 = load double, ptr %1211, align 8
  store volatile double %1212, ptr @vd, align 8
  %1213 = load volatile double, ptr @vd, align 8
  %1214 = call double @asinh(double noundef %1213) #6
  %1215 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1214)
  br label %1216

1216:                                             ; preds = %1209
  %1217 = load i32, ptr %65, align 4
  %1218 = add i32 %1217, 1
  store i32 %1218, ptr %65, align 4
  br label %1206, !llvm.loop !70

1219:                                             ; preds = %1206
  %1220 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.27)
  store i32 0, ptr %66, align 4
  br label %1221

1221:                                             ; preds = %1232, %1219
  %1222 = load i32, ptr %66, align 4
  %1223 = icmp ult i32 %1222, 11
  br i1 %1223, label %1224, label %1235

1224:                                             ; preds = %1221
  %1225 = load i32, ptr %66, align 4
  %1226 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1225
  %1227 = load float, ptr %1226, align 4
  store volatile float %1227, ptr @vf, align 4
  %1228 = load volatile float, ptr @vf, align 4
  %1229 = call float @asinhf(float noundef %1228) #6
  %1230 = fpext float %1229 to double
  %1231 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1230)
  br label %1232

1232:                                             ; preds = %1224
  %1233 = load i32, ptr %66, align 4
  %1234 = add i32 %1233, 1
  store i32 %1234, ptr %66, align 4
  br label %1221, !llvm.loop !71

1235:                                             ; preds = %1221
  %1236 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.27)
  store i32 0, ptr %67, align 4
  br label %1237

1237:                                             ; preds = %1247, %1235
  %1238 = load i32, ptr %67, align 4
  %1239 = icmp ult i32 %1238, 10
  br i1 %1239, label %1240, label %1250

1240:                                             ; preds = %1237
  %1241 = load i32, ptr %67, align 4
  %1242 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1241
  %1243 = load double, ptr %1242, align 8
  store volatile double %1243, ptr @vl, align 8
  %1244 = load volatile double, ptr @vl, align 8
  %1245 = call double @asinhl(double noundef %1244) #6
  %1246 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1245)
  br label %1247

1247:                                             ; preds = %1240
  %1248 = load i32, ptr %67, align 4
  %1249 = add i32 %1248, 1
  store i32 %1249, ptr %67, align 4
  br label %1237, !llvm.loop !72

1250:                                             ; preds = %1237
  %1251 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1252

1252:                                             ; preds = %1250
  br label %1253

1253:                                             ; preds = %1252
  %1254 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.28)
  store i32 0, ptr %68, align 4
  br label %1255

1255:                                             ; preds = %1265, %1253
  %1256 = load i32, ptr %68, align 4
  %1257 = icmp ult i32 %1256, 14
  br i1 %1257, label %1258, label %1268

1258:                                             ; preds = %1255
  %1259 = load i32, ptr %68, align 4
  %1260 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1259
  %1261 = load double, ptr %1260, align 8
  store volatile double %1261, ptr @vd, align 8
  %1262 = load volatile double, ptr @vd, align 8
  %1263 = call double @acosh(double noundef %1262) #6
  %1264 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1263)
  br label %1265

1265:                                             ; preds = %1258
  %1266 = load i32, ptr %68, align 4
  %1267 = add i32 %1266, 1
  store i32 %1267, ptr %68, align 4
  br label %1255, !llvm.loop !73

1268:                                             ; preds = %1255
  %1269 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.28)
  store i32 0, ptr %69, align 4
  br label %1270

1270:                                             ; preds = %1281, %1268
  %1271 = load i32, ptr %69, align 4
  %1272 = icmp ult i32 %1271, 11
  br i1 %1272, label %1273, label %1284

1273:                                             ; preds = %1270
  %1274 = load i32, ptr %69, align 4
  %1275 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1274
  %1276 = load float, ptr %1275, align 4
  store volatile float %1276, ptr @vf, align 4
  %1277 = load volatile float, ptr @vf, align 4
  %1278 = call float @acoshf(float noundef %1277) #6
  %1279 = fpext float %1278 to double
  %1280 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1279)
  br label %1281

1281:                                             ; preds = %1273
  %1282 = load i32, ptr %69, align 4
  %1283 = add i32 %1282, 1
  store i32 %1283, ptr %69, align 4
  br label %1270, !llvm.loop !74

1284:                                             ; preds = %1270
  %1285 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.28)
  store i32 0, ptr %70, align 4
  br label %1286

1286:                                             ; preds = %1296, %1284
  %1287 = load i32, ptr %70, align 4
  %1288 = icmp ult i32 %1287, 10
  br i1 %1288, label %1289, label %1299

1289:                                             ; preds = %1286
  %1290 = load i32, ptr %70, align 4
  %1291 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1290
  %1292 = load double, ptr %1291, align 8
  store volatile double %1292, ptr @vl, align 8
  %1293 = load volatile double, ptr @vl, align 8
  %1294 = call double @acoshl(double noundef %1293) #6
  %1295 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1294)
  br label %1296

1296:                                             ; preds = %1289
  %1297 = load i32, ptr %70, align 4
  %1298 = add i32 %1297, 1
  store i32 %1298, ptr %70, align 4
  br label %1286, !llvm.loop !75

1299:                                             ; preds = %1286
  %1300 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1301

1301:                                             ; preds = %1299
  br label %1302

1302:                                             ; preds = %1301
  %1303 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.29)
  store i32 0, ptr %71, align 4
  br label %1304

1304:                                             ; preds = %1314, %1302
  %1305 = load i32, ptr %71, align 4
  %1306 = icmp ult i32 %1305, 14
  br i1 %1306, label %1307, label %1317

1307:                                             ; preds = %1304
  %1308 = load i32, ptr %71, align 4
  %1309 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1308
  %1310 = load double, ptr %1309, align 8
  store volatile double %1310, ptr @vd, align 8
  %1311 = load volatile double, ptr @vd, align 8
  %1312 = call double @atanh(double noundef %1311) #6
  %1313 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1312)
  br label %1314

1314:                                             ; preds = %1307
  %1315 = load i32, ptr %71, align 4
  %1316 = add i32 %1315, 1
  store i32 %1316, ptr %71, align 4
  br label %1304, !llvm.loop !76

1317:                                             ; preds = %1304
  %1318 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.29)
  store i32 0, ptr %72, align 4
  br label %1319

1319:                                             ; preds = %1330, %1317
  %1320 = load i32, ptr %72, align 4
  %1321 = icmp ult i32 %1320, 11
  br i1 %1321, label %1322, label %1333

1322:                                             ; preds = %1319
  %1323 = load i32, ptr %72, align 4
  %1324 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1323
  %1325 = load float, ptr %1324, align 4
  store volatile float %1325, ptr @vf, align 4
  %1326 = load volatile float, ptr @vf, align 4
  %1327 = call float @atanhf(float noundef %1326) #6
  %1328 = fpext float %1327 to double
  %1329 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1328)
  br label %1330

1330:                                             ; preds = %1322
  %1331 = load i32, ptr %72, align 4
  %1332 = add i32 %1331, 1
  store i32 %1332, ptr %72, align 4
  br label %1319, !llvm.loop !77

1333:                                             ; preds = %1319
  %1334 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.29)
  store i32 0, ptr %73, align 4
  br label %1335

1335:                                             ; preds = %1345, %1333
  %1336 = load i32, ptr %73, align 4
  %1337 = icmp ult i32 %1336, 10
  br i1 %1337, label %1338, label %1348

1338:                                             ; preds = %1335
  %1339 = load i32, ptr %73, align 4
  %1340 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1339
  %1341 = load double, ptr %1340, align 8
  store volatile double %1341, ptr @vl, align 8
  %1342 = load volatile double, ptr @vl, align 8
  %1343 = call double @atanhl(double noundef %1342) #6
  %1344 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1343)
  br label %1345

1345:                                             ; preds = %1338
  %1346 = load i32, ptr %73, align 4
  %1347 = add i32 %1346, 1
  store i32 %1347, ptr %73, align 4
  br label %1335, !llvm.loop !78

1348:                                             ; preds = %1335
  %1349 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1350

1350:                                             ; preds = %1348
  br label %1351

1351:                                             ; preds = %1350
  %1352 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.30)
  store i32 0, ptr %74, align 4
  br label %1353

1353:                                             ; preds = %1363, %1351
  %1354 = load i32, ptr %74, align 4
  %1355 = icmp ult i32 %1354, 14
  br i1 %1355, label %1356, label %1366

1356:                                             ; preds = %1353
  %1357 = load i32, ptr %74, align 4
  %1358 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1357
  %1359 = load double, ptr %1358, align 8
  store volatile double %1359, ptr @vd, align 8
  %1360 = load volatile double, ptr @vd, align 8
  %1361 = call double @erf(double noundef %1360) #6
  %1362 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1361)
  br label %1363

1363:                                             ; preds = %1356
  %1364 = load i32, ptr %74, align 4
  %1365 = add i32 %1364, 1
  store i32 %1365, ptr %74, align 4
  br label %1353, !llvm.loop !79

1366:                                             ; preds = %1353
  %1367 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.30)
  store i32 0, ptr %75, align 4
  br label %1368

1368:                                             ; preds = %1379, %1366
  %1369 = load i32, ptr %75, align 4
  %1370 = icmp ult i32 %1369, 11
  br i1 %1370, label %1371, label %1382

1371:                                             ; preds = %1368
  %1372 = load i32, ptr %75, align 4
  %1373 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1372
  %1374 = load float, ptr %1373, align 4
  store volatile float %1374, ptr @vf, align 4
  %1375 = load volatile float, ptr @vf, align 4
  %1376 = call float @erff(float noundef %1375) #6
  %1377 = fpext float %1376 to double
  %1378 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1377)
  br label %1379

1379:                                             ; preds = %1371
  %1380 = load i32, ptr %75, align 4
  %1381 = add i32 %1380, 1
  store i32 %1381, ptr %75, align 4
  br label %1368, !llvm.loop !80

1382:                                             ; preds = %1368
  %1383 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.30)
  store i32 0, ptr %76, align 4
  br label %1384

1384:                                             ; preds = %1394, %1382
  %1385 = load i32, ptr %76, align 4
  %1386 = icmp ult i32 %1385, 10
  br i1 %1386, label %1387, label %1397

1387:                                             ; preds = %1384
  %1388 = load i32, ptr %76, align 4
  %1389 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1388
  %1390 = load double, ptr %1389, align 8
  store volatile double %1390, ptr @vl, align 8
  %1391 = load volatile double, ptr @vl, align 8
  %1392 = call double @erfl(double noundef %1391) #6
  %1393 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1392)
  br label %1394

1394:                                             ; preds = %1387
  %1395 = load i32, ptr %76, align 4
  %1396 = add i32 %1395, 1
  store i32 %1396, ptr %76, align 4
  br label %1384, !llvm.loop !81

1397:                                             ; preds = %1384
  %1398 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1399

1399:                                             ; preds = %1397
  br label %1400

1400:                                             ; preds = %1399
  %1401 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.31)
  store i32 0, ptr %77, align 4
  br label %1402

1402:                                             ; preds = %1412, %1400
  %1403 = load i32, ptr %77, align 4
  %1404 = icmp ult i32 %1403, 14
  br i1 %1404, label %1405, label %1415

1405:                                             ; preds = %1402
  %1406 = load i32, ptr %77, align 4
  %1407 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1406
  %1408 = load double, ptr %1407, align 8
  store volatile double %1408, ptr @vd, align 8
  %1409 = load volatile double, ptr @vd, align 8
  %1410 = call double @erfc(double noundef %1409) #6
  %1411 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1410)
  br label %1412

1412:                                             ; preds = %1405
  %1413 = load i32, ptr %77, align 4
  %1414 = add i32 %1413, 1
  store i32 %1414, ptr %77, align 4
  br label %1402, !llvm.loop !82

1415:                                             ; preds = %1402
  %1416 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.31)
  store i32 0, ptr %78, align 4
  br label %1417

1417:                                             ; preds = %1428, %1415
  %1418 = load i32, ptr %78, align 4
  %1419 = icmp ult i32 %1418, 11
  br i1 %1419, label %1420, label %1431

1420:                                             ; preds = %1417
  %1421 = load i32, ptr %78, align 4
  %1422 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1421
  %1423 = load float, ptr %1422, align 4
  store volatile float %1423, ptr @vf, align 4
  %1424 = load volatile float, ptr @vf, align 4
  %1425 = call float @erfcf(float noundef %1424) #6
  %1426 = fpext float %1425 to double
  %1427 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1426)
  br label %1428

1428:                                             ; preds = %1420
  %1429 = load i32, ptr %78, align 4
  %1430 = add i32 %1429, 1
  store i32 %1430, ptr %78, align 4
  br label %1417, !llvm.loop !83

1431:                                             ; preds = %1417
  %1432 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.31)
  store i32 0, ptr %79, align 4
  br label %1433

1433:                                             ; preds = %1443, %1431
  %1434 = load i32, ptr %79, align 4
  %1435 = icmp ult i32 %1434, 10
  br i1 %1435, label %1436, label %1446

1436:                                             ; preds = %1433
  %1437 = load i32, ptr %79, align 4
  %1438 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1437
  %1439 = load double, ptr %1438, align 8
  store volatile double %1439, ptr @vl, align 8
  %1440 = load volatile double, ptr @vl, align 8
  %1441 = call double @erfcl(double noundef %1440) #6
  %1442 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1441)
  br label %1443

1443:                                             ; preds = %1436
  %1444 = load i32, ptr %79, align 4
  %1445 = add i32 %1444, 1
  store i32 %1445, ptr %79, align 4
  br label %1433, !llvm.loop !84

1446:                                             ; preds = %1433
  %1447 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1448

1448:                                             ; preds = %1446
  br label %1449

1449:                                             ; preds = %1448
  %1450 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.32)
  store i32 0, ptr %80, align 4
  br label %1451

1451:                                             ; preds = %1461, %1449
  %1452 = load i32, ptr %80, align 4
  %1453 = icmp ult i32 %1452, 14
  br i1 %1453, label %1454, label %1464

1454:                                             ; preds = %1451
  %1455 = load i32, ptr %80, align 4
  %1456 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1455
  %1457 = load double, ptr %1456, align 8
  store volatile double %1457, ptr @vd, align 8
  %1458 = load volatile double, ptr @vd, align 8
  %1459 = call double @lgamma(double noundef %1458) #6
  %1460 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1459)
  br label %1461

1461:                                             ; preds = %1454
  %1462 = load i32, ptr %80, align 4
  %1463 = add i32 %1462, 1
  store i32 %1463, ptr %80, align 4
  br label %1451, !llvm.loop !85

1464:                                             ; preds = %1451
  %1465 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.32)
  store i32 0, ptr %81, align 4
  br label %1466

1466:                                             ; preds = %1477, %1464
  %1467 = load i32, ptr %81, align 4
  %1468 = icmp ult i32 %1467, 11
  br i1 %1468, label %1469, label %1480

1469:                                             ; preds = %1466
  %1470 = load i32, ptr %81, align 4
  %1471 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1470
  %1472 = load float, ptr %1471, align 4
  store volatile float %1472, ptr @vf, align 4
  %1473 = load volatile float, ptr @vf, align 4
  %1474 = call float @lgammaf(float noundef %1473) #6
  %1475 = fpext float %1474 to double
  %1476 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1475)
  br label %1477

1477:                                             ; preds = %1469
  %1478 = load i32, ptr %81, align 4
  %1479 = add i32 %1478, 1
  store i32 %1479, ptr %81, align 4
  br label %1466, !llvm.loop !86

1480:                                             ; preds = %1466
  %1481 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.32)
  store i32 0, ptr %82, align 4
  br label %1482

1482:                                             ; preds = %1492, %1480
  %1483 = load i32, ptr %82, align 4
  %1484 = icmp ult i32 %1483, 10
  br i1 %1484, label %1485, label %1495

1485:                                             ; preds = %1482
  %1486 = load i32, ptr %82, align 4
  %1487 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1486
  %1488 = load double, ptr %1487, align 8
  store volatile double %1488, ptr @vl, align 8
  %1489 = load volatile double, ptr @vl, align 8
  %1490 = call double @lgammal(double noundef %1489) #6
  %1491 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1490)
  br label %1492

1492:                                             ; preds = %1485
  %1493 = load i32, ptr %82, align 4
  %1494 = add i32 %1493, 1
  store i32 %1494, ptr %82, align 4
  br label %1482, !llvm.loop !87

1495:                                             ; preds = %1482
  %1496 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1497

1497:                                             ; preds = %1495
  br label %1498

1498:                                             ; preds = %1497
  %1499 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.33)
  store i32 0, ptr %83, align 4
  br label %1500

1500:                                             ; preds = %1510, %1498
  %1501 = load i32, ptr %83, align 4
  %1502 = icmp ult i32 %1501, 14
  br i1 %1502, label %1503, label %1513

1503:                                             ; preds = %1500
  %1504 = load i32, ptr %83, align 4
  %1505 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1504
  %1506 = load double, ptr %1505, align 8
  store volatile double %1506, ptr @vd, align 8
  %1507 = load volatile double, ptr @vd, align 8
  %1508 = call double @tgamma(double noundef %1507) #6
  %1509 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1508)
  br label %1510

1510:                                             ; preds = %1503
  %1511 = load i32, ptr %83, align 4
  %1512 = add i32 %1511, 1
  store i32 %1512, ptr %83, align 4
  br label %1500, !llvm.loop !88

1513:                                             ; preds = %1500
  %1514 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.33)
  store i32 0, ptr %84, align 4
  br label %1515

1515:                                             ; preds = %1526, %1513
  %1516 = load i32, ptr %84, align 4
  %1517 = icmp ult i32 %1516, 11
  br i1 %1517, label %1518, label %1529

1518:                                             ; preds = %1515
  %1519 = load i32, ptr %84, align 4
  %1520 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1519
  %1521 = load float, ptr %1520, align 4
  store volatile float %1521, ptr @vf, align 4
  %1522 = load volatile float, ptr @vf, align 4
  %1523 = call float @tgammaf(float noundef %1522) #6
  %1524 = fpext float %1523 to double
  %1525 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1524)
  br label %1526

1526:                                             ; preds = %1518
  %1527 = load i32, ptr %84, align 4
  %1528 = add i32 %1527, 1
  store i32 %1528, ptr %84, align 4
  br label %1515, !llvm.loop !89

1529:                                             ; preds = %1515
  %1530 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.33)
  store i32 0, ptr %85, align 4
  br label %1531

1531:                                             ; preds = %1541, %1529
  %1532 = load i32, ptr %85, align 4
  %1533 = icmp ult i32 %1532, 10
  br i1 %1533, label %1534, label %1544

1534:                                             ; preds = %1531
  %1535 = load i32, ptr %85, align 4
  %1536 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1535
  %1537 = load double, ptr %1536, align 8
  store volatile double %1537, ptr @vl, align 8
  %1538 = load volatile double, ptr @vl, align 8
  %1539 = call double @tgammal(double noundef %1538) #6
  %1540 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1539)
  br label %1541

1541:                                             ; preds = %1534
  %1542 = load i32, ptr %85, align 4
  %1543 = add i32 %1542, 1
  store i32 %1543, ptr %85, align 4
  br label %1531, !llvm.loop !90

1544:                                             ; preds = %1531
  %1545 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1546

1546:                                             ; preds = %1544
  br label %1547

1547:                                             ; preds = %1546
  %1548 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.34)
  store i32 0, ptr %86, align 4
  br label %1549

1549:                                             ; preds = %1559, %1547
  %1550 = load i32, ptr %86, align 4
  %1551 = icmp ult i32 %1550, 14
  br i1 %1551, label %1552, label %1562

1552:                                             ; preds = %1549
  %1553 = load i32, ptr %86, align 4
  %1554 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1553
  %1555 = load double, ptr %1554, align 8
  store volatile double %1555, ptr @vd, align 8
  %1556 = load volatile double, ptr @vd, align 8
  %1557 = call double @llvm.ceil.f64(double %1556)
  %1558 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1557)
  br label %1559

1559:                                             ; preds = %1552
  %1560 = load i32, ptr %86, align 4
  %1561 = add i32 %1560, 1
  store i32 %1561, ptr %86, align 4
  br label %1549, !llvm.loop !91

1562:                                             ; preds = %1549
  %1563 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.34)
  store i32 0, ptr %87, align 4
  br label %1564

1564:                                             ; preds = %1575, %1562
  %1565 = load i32, ptr %87, align 4
  %1566 = icmp ult i32 %1565, 11
  br i1 %1566, label %1567, label %1578

1567:                                             ; preds = %1564
  %1568 = load i32, ptr %87, align 4
  %1569 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1568
  %1570 = load float, ptr %1569, align 4
  store volatile float %1570, ptr @vf, align 4
  %1571 = load volatile float, ptr @vf, align 4
  %1572 = call float @llvm.ceil.f32(float %1571)
  %1573 = fpext float %1572 to double
  %1574 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1573)
  br label %1575

1575:                                             ; preds = %1567
  %1576 = load i32, ptr %87, align 4
  %1577 = add i32 %1576, 1
  store i32 %1577, ptr %87, align 4
  br label %1564, !llvm.loop !92

1578:                                             ; preds = %1564
  %1579 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.34)
  store i32 0, ptr %88, align 4
  br label %1580

1580:                                             ; preds = %1590, %1578
  %1581 = load i32, ptr %88, align 4
  %1582 = icmp ult i32 %1581, 10
  br i1 %1582, label %1583, label %1593

1583:                                             ; preds = %1580
  %1584 = load i32, ptr %88, align 4
  %1585 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1584
  %1586 = load double, ptr %1585, align 8
  store volatile double %1586, ptr @vl, align 8
  %1587 = load volatile double, ptr @vl, align 8
  %1588 = call double @llvm.ceil.f64(double %1587)
  %1589 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1588)
  br label %1590

1590:                                             ; preds = %1583
  %1591 = load i32, ptr %88, align 4
  %1592 = add i32 %1591, 1
  store i32 %1592, ptr %88, align 4
  br label %1580, !llvm.loop !93

1593:                                             ; preds = %1580
  %1594 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1595

1595:                                             ; preds = %1593
  br label %1596

1596:                                             ; preds = %1595
  %1597 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.35)
  store i32 0, ptr %89, align 4
  br label %1598

1598:                                             ; preds = %1608, %1596
  %1599 = load i32, ptr %89, align 4
  %1600 = icmp ult i32 %1599, 14
  br i1 %1600, label %1601, label %1611

1601:                                             ; preds = %1598
  %1602 = load i32, ptr %89, align 4
  %1603 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1602
  %1604 = load double, ptr %1603, align 8
  store volatile double %1604, ptr @vd, align 8
  %1605 = load volatile double, ptr @vd, align 8
  %1606 = call double @llvm.floor.f64(double %1605)
  %1607 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1606)
  br label %1608

1608:                                             ; preds = %1601
  %1609 = load i32, ptr %89, align 4
  %1610 = add i32 %1609, 1
  store i32 %1610, ptr %89, align 4
  br label %1598, !llvm.loop !94

1611:                                             ; preds = %1598
  %1612 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.35)
  store i32 0, ptr %90, align 4
  br label %1613

1613:                                             ; preds = %1624, %1611
  %1614 = load i32, ptr %90, align 4
  %1615 = icmp ult i32 %1614, 11
  br i1 %1615, label %1616, label %1627

1616:                                             ; preds = %1613
  %1617 = load i32, ptr %90, align 4
  %1618 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1617
  %1619 = load float, ptr %1618, align 4
  store volatile float %1619, ptr @vf, align 4
  %1620 = load volatile float, ptr @vf, align 4
  %1621 = call float @llvm.floor.f32(float %1620)
  %1622 = fpext float %1621 to double
  %1623 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1622)
  br label %1624

1624:                                             ; preds = %1616
  %1625 = load i32, ptr %90, align 4
  %1626 = add i32 %1625, 1
  store i32 %1626, ptr %90, align 4
  br label %1613, !llvm.loop !95

1627:                                             ; preds = %1613
  %1628 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.35)
  store i32 0, ptr %91, align 4
  br label %1629

1629:                                             ; preds = %1639, %1627
  %1630 = load i32, ptr %91, align 4
  %1631 = icmp ult i32 %1630, 10
  br i1 %1631, label %1632, label %1642

1632:                                             ; preds = %1629
  %1633 = load i32, ptr %91, align 4
  %1634 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1633
  %1635 = load double, ptr %1634, align 8
  store volatile double %1635, ptr @vl, align 8
  %1636 = load volatile double, ptr @vl, align 8
  %1637 = call double @llvm.floor.f64(double %1636)
  %1638 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1637)
  br label %1639

1639:                                             ; preds = %1632
  %1640 = load i32, ptr %91, align 4
  %1641 = add i32 %1640, 1
  store i32 %1641, ptr %91, align 4
  br label %1629, !llvm.loop !96

1642:                                             ; preds = %1629
  %1643 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1644

1644:                                             ; preds = %1642
  br label %1645

1645:                                             ; preds = %1644
  %1646 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.36)
  store i32 0, ptr %92, align 4
  br label %1647

1647:                                             ; preds = %1657, %1645
  %1648 = load i32, ptr %92, align 4
  %1649 = icmp ult i32 %1648, 14
  br i1 %1649, label %1650, label %1660

1650:                                             ; preds = %1647
  %1651 = load i32, ptr %92, align 4
  %1652 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1651
  %1653 = load double, ptr %1652, align 8
  store volatile double %1653, ptr @vd, align 8
  %1654 = load volatile double, ptr @vd, align 8
  %1655 = call double @llvm.trunc.f64(double %1654)
  %1656 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1655)
  br label %1657

1657:                                             ; preds = %1650
  %1658 = load i32, ptr %92, align 4
  %1659 = add i32 %1658, 1
  store i32 %1659, ptr %92, align 4
  br label %1647, !llvm.loop !97

1660:                                             ; preds = %1647
  %1661 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.36)
  store i32 0, ptr %93, align 4
  br label %1662

1662:                                             ; preds = %1673, %1660
  %1663 = load i32, ptr %93, align 4
  %1664 = icmp ult i32 %1663, 11
  br i1 %1664, label %1665, label %1676

1665:                                             ; preds = %1662
  %1666 = load i32, ptr %93, align 4
  %1667 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1666
  %1668 = load float, ptr %1667, align 4
  store volatile float %1668, ptr @vf, align 4
  %1669 = load volatile float, ptr @vf, align 4
  %1670 = call float @llvm.trunc.f32(float %1669)
  %1671 = fpext float %1670 to double
  %1672 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1671)
  br label %1673

1673:                                             ; preds = %1665
  %1674 = load i32, ptr %93, align 4
  %1675 = add i32 %1674, 1
  store i32 %1675, ptr %93, align 4
  br label %1662, !llvm.loop !98

1676:                                             ; preds = %1662
  %1677 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.36)
  store i32 0, ptr %94, align 4
  br label %1678

1678:                                             ; preds = %1688, %1676
  %1679 = load i32, ptr %94, align 4
  %1680 = icmp ult i32 %1679, 10
  br i1 %1680, label %1681, label %1691

1681:                                             ; preds = %1678
  %1682 = load i32, ptr %94, align 4
  %1683 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1682
  %1684 = load double, ptr %1683, align 8
  store volatile double %1684, ptr @vl, align 8
  %1685 = load volatile double, ptr @vl, align 8
  %1686 = call double @llvm.trunc.f64(double %1685)
  %1687 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1686)
  br label %1688

1688:                                             ; preds = %1681
  %1689 = load i32, ptr %94, align 4
  %1690 = add i32 %1689, 1
  store i32 %1690, ptr %94, align 4
  br label %1678, !llvm.loop !99

1691:                                             ; preds = %1678
  %1692 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1693

1693:                                             ; preds = %1691
  br label %1694

1694:                                             ; preds = %1693
  %1695 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.37)
  store i32 0, ptr %95, align 4
  br label %1696

1696:                                             ; preds = %1706, %1694
  %1697 = load i32, ptr %95, align 4
  %1698 = icmp ult i32 %1697, 14
  br i1 %1698, label %1699, label %1709

1699:                                             ; preds = %1696
  %1700 = load i32, ptr %95, align 4
  %1701 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1700
  %1702 = load double, ptr %1701, align 8
  store volatile double %1702, ptr @vd, align 8
  %1703 = load volatile double, ptr @vd, align 8
  %1704 = call double @llvm.round.f64(double %1703)
  %1705 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1704)
  br label %1706

1706:                                             ; preds = %1699
  %1707 = load i32, ptr %95, align 4
  %1708 = add i32 %1707, 1
  store i32 %1708, ptr %95, align 4
  br label %1696, !llvm.loop !100

1709:                                             ; preds = %1696
  %1710 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.37)
  store i32 0, ptr %96, align 4
  br label %1711

1711:                                             ; preds = %1722, %1709
  %1712 = load i32, ptr %96, align 4
  %1713 = icmp ult i32 %1712, 11
  br i1 %1713, label %1714, label %1725

1714:                                             ; preds = %1711
  %1715 = load i32, ptr %96, align 4
  %1716 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1715
  %1717 = load float, ptr %1716, align 4
  store volatile float %1717, ptr @vf, align 4
  %1718 = load volatile float, ptr @vf, align 4
  %1719 = call float @llvm.round.f32(float %1718)
  %1720 = fpext float %1719 to double
  %1721 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1720)
  br label %1722

1722:                                             ; preds = %1714
  %1723 = load i32, ptr %96, align 4
  %1724 = add i32 %1723, 1
  store i32 %1724, ptr %96, align 4
  br label %1711, !llvm.loop !101

1725:                                             ; preds = %1711
  %1726 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.37)
  store i32 0, ptr %97, align 4
  br label %1727

1727:                                             ; preds = %1737, %1725
  %1728 = load i32, ptr %97, align 4
  %1729 = icmp ult i32 %1728, 10
  br i1 %1729, label %1730, label %1740

1730:                                             ; preds = %1727
  %1731 = load i32, ptr %97, align 4
  %1732 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1731
  %1733 = load double, ptr %1732, align 8
  store volatile double %1733, ptr @vl, align 8
  %1734 = load volatile double, ptr @vl, align 8
  %1735 = call double @llvm.round.f64(double %1734)
  %1736 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1735)
  br label %1737

1737:                                             ; preds = %1730
  %1738 = load i32, ptr %97, align 4
  %1739 = add i32 %1738, 1
  store i32 %1739, ptr %97, align 4
  br label %1727, !llvm.loop !102

1740:                                             ; preds = %1727
  %1741 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1742

1742:                                             ; preds = %1740
  br label %1743

1743:                                             ; preds = %1742
  %1744 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.38)
  store i32 0, ptr %98, align 4
  br label %1745

1745:                                             ; preds = %1755, %1743
  %1746 = load i32, ptr %98, align 4
  %1747 = icmp ult i32 %1746, 14
  br i1 %1747, label %1748, label %1758

1748:                                             ; preds = %1745
  %1749 = load i32, ptr %98, align 4
  %1750 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1749
  %1751 = load double, ptr %1750, align 8
  store volatile double %1751, ptr @vd, align 8
  %1752 = load volatile double, ptr @vd, align 8
  %1753 = call double @llvm.rint.f64(double %1752)
  %1754 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1753)
  br label %1755

1755:                                             ; preds = %1748
  %1756 = load i32, ptr %98, align 4
  %1757 = add i32 %1756, 1
  store i32 %1757, ptr %98, align 4
  br label %1745, !llvm.loop !103

1758:                                             ; preds = %1745
  %1759 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.38)
  store i32 0, ptr %99, align 4
  br label %1760

1760:                                             ; preds = %1771, %1758
  %1761 = load i32, ptr %99, align 4
  %1762 = icmp ult i32 %1761, 11
  br i1 %1762, label %1763, label %1774

1763:                                             ; preds = %1760
  %1764 = load i32, ptr %99, align 4
  %1765 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1764
  %1766 = load float, ptr %1765, align 4
  store volatile float %1766, ptr @vf, align 4
  %1767 = load volatile float, ptr @vf, align 4
  %1768 = call float @llvm.rint.f32(float %1767)
  %1769 = fpext float %1768 to double
  %1770 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1769)
  br label %1771

1771:                                             ; preds = %1763
  %1772 = load i32, ptr %99, align 4
  %1773 = add i32 %1772, 1
  store i32 %1773, ptr %99, align 4
  br label %1760, !llvm.loop !104

1774:                                             ; preds = %1760
  %1775 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.38)
  store i32 0, ptr %100, align 4
  br label %1776

1776:                                             ; preds = %1786, %1774
  %1777 = load i32, ptr %100, align 4
  %1778 = icmp ult i32 %1777, 10
  br i1 %1778, label %1779, label %1789

1779:                                             ; preds = %1776
  %1780 = load i32, ptr %100, align 4
  %1781 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1780
  %1782 = load double, ptr %1781, align 8
  store volatile double %1782, ptr @vl, align 8
  %1783 = load volatile double, ptr @vl, align 8
  %1784 = call double @llvm.rint.f64(double %1783)
  %1785 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1784)
  br label %1786

1786:                                             ; preds = %1779
  %1787 = load i32, ptr %100, align 4
  %1788 = add i32 %1787, 1
  store i32 %1788, ptr %100, align 4
  br label %1776, !llvm.loop !105

1789:                                             ; preds = %1776
  %1790 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1791

1791:                                             ; preds = %1789
  br label %1792

1792:                                             ; preds = %1791
  %1793 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.39)
  store i32 0, ptr %101, align 4
  br label %1794

1794:                                             ; preds = %1804, %1792
  %1795 = load i32, ptr %101, align 4
  %1796 = icmp ult i32 %1795, 14
  br i1 %1796, label %1797, label %1807

1797:                                             ; preds = %1794
  %1798 = load i32, ptr %101, align 4
  %1799 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1798
  %1800 = load double, ptr %1799, align 8
  store volatile double %1800, ptr @vd, align 8
  %1801 = load volatile double, ptr @vd, align 8
  %1802 = call double @llvm.nearbyint.f64(double %1801)
  %1803 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1802)
  br label %1804

1804:                                             ; preds = %1797
  %1805 = load i32, ptr %101, align 4
  %1806 = add i32 %1805, 1
  store i32 %1806, ptr %101, align 4
  br label %1794, !llvm.loop !106

1807:                                             ; preds = %1794
  %1808 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.39)
  store i32 0, ptr %102, align 4
  br label %1809

1809:                                             ; preds = %1820, %1807
  %1810 = load i32, ptr %102, align 4
  %1811 = icmp ult i32 %1810, 11
  br i1 %1811, label %1812, label %1823

1812:                                             ; preds = %1809
  %1813 = load i32, ptr %102, align 4
  %1814 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1813
  %1815 = load float, ptr %1814, align 4
  store volatile float %1815, ptr @vf, align 4
  %1816 = load volatile float, ptr @vf, align 4
  %1817 = call float @llvm.nearbyint.f32(float %1816)
  %1818 = fpext float %1817 to double
  %1819 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1818)
  br label %1820

1820:                                             ; preds = %1812
  %1821 = load i32, ptr %102, align 4
  %1822 = add i32 %1821, 1
  store i32 %1822, ptr %102, align 4
  br label %1809, !llvm.loop !107

1823:                                             ; preds = %1809
  %1824 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.39)
  store i32 0, ptr %103, align 4
  br label %1825

1825:                                             ; preds = %1835, %1823
  %1826 = load i32, ptr %103, align 4
  %1827 = icmp ult i32 %1826, 10
  br i1 %1827, label %1828, label %1838

1828:                                             ; preds = %1825
  %1829 = load i32, ptr %103, align 4
  %1830 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1829
  %1831 = load double, ptr %1830, align 8
  store volatile double %1831, ptr @vl, align 8
  %1832 = load volatile double, ptr @vl, align 8
  %1833 = call double @llvm.nearbyint.f64(double %1832)
  %1834 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1833)
  br label %1835

1835:                                             ; preds = %1828
  %1836 = load i32, ptr %103, align 4
  %1837 = add i32 %1836, 1
  store i32 %1837, ptr %103, align 4
  br label %1825, !llvm.loop !108

1838:                                             ; preds = %1825
  %1839 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1840

1840:                                             ; preds = %1838
  br label %1841

1841:                                             ; preds = %1840
  %1842 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.40)
  store i32 0, ptr %104, align 4
  br label %1843

1843:                                             ; preds = %1853, %1841
  %1844 = load i32, ptr %104, align 4
  %1845 = icmp ult i32 %1844, 14
  br i1 %1845, label %1846, label %1856

1846:                                             ; preds = %1843
  %1847 = load i32, ptr %104, align 4
  %1848 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1847
  %1849 = load double, ptr %1848, align 8
  store volatile double %1849, ptr @vd, align 8
  %1850 = load volatile double, ptr @vd, align 8
  %1851 = call double @j0(double noundef %1850) #6
  %1852 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1851)
  br label %1853

1853:                                             ; preds = %1846
  %1854 = load i32, ptr %104, align 4
  %1855 = add i32 %1854, 1
  store i32 %1855, ptr %104, align 4
  br label %1843, !llvm.loop !109

1856:                                             ; preds = %1843
  %1857 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.40)
  store i32 0, ptr %105, align 4
  br label %1858

1858:                                             ; preds = %1869, %1856
  %1859 = load i32, ptr %105, align 4
  %1860 = icmp ult i32 %1859, 11
  br i1 %1860, label %1861, label %1872

1861:                                             ; preds = %1858
  %1862 = load i32, ptr %105, align 4
  %1863 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1862
  %1864 = load float, ptr %1863, align 4
  store volatile float %1864, ptr @vf, align 4
  %1865 = load volatile float, ptr @vf, align 4
  %1866 = call float @j0f(float noundef %1865) #6
  %1867 = fpext float %1866 to double
  %1868 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1867)
  br label %1869

1869:                                             ; preds = %1861
  %1870 = load i32, ptr %105, align 4
  %1871 = add i32 %1870, 1
  store i32 %1871, ptr %105, align 4
  br label %1858, !llvm.loop !110

1872:                                             ; preds = %1858
  %1873 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.40)
  store i32 0, ptr %106, align 4
  br label %1874

1874:                                             ; preds = %1884, %1872
  %1875 = load i32, ptr %106, align 4
  %1876 = icmp ult i32 %1875, 10
  br i1 %1876, label %1877, label %1887

1877:                                             ; preds = %1874
  %1878 = load i32, ptr %106, align 4
  %1879 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1878
  %1880 = load double, ptr %1879, align 8
  store volatile double %1880, ptr @vl, align 8
  %1881 = load volatile double, ptr @vl, align 8
  %1882 = call double @j0l(double noundef %1881) #6
  %1883 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1882)
  br label %1884

1884:                                             ; preds = %1877
  %1885 = load i32, ptr %106, align 4
  %1886 = add i32 %1885, 1
  store i32 %1886, ptr %106, align 4
  br label %1874, !llvm.loop !111

1887:                                             ; preds = %1874
  %1888 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1889

1889:                                             ; preds = %1887
  br label %1890

1890:                                             ; preds = %1889
  %1891 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.41)
  store i32 0, ptr %107, align 4
  br label %1892

1892:                                             ; preds = %1902, %1890
  %1893 = load i32, ptr %107, align 4
  %1894 = icmp ult i32 %1893, 14
  br i1 %1894, label %1895, label %1905

1895:                                             ; preds = %1892
  %1896 = load i32, ptr %107, align 4
  %1897 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1896
  %1898 = load double, ptr %1897, align 8
  store volatile double %1898, ptr @vd, align 8
  %1899 = load volatile double, ptr @vd, align 8
  %1900 = call double @j1(double noundef %1899) #6
  %1901 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1900)
  br label %1902

1902:                                             ; preds = %1895
  %1903 = load i32, ptr %107, align 4
  %1904 = add i32 %1903, 1
  store i32 %1904, ptr %107, align 4
  br label %1892, !llvm.loop !112

1905:                                             ; preds = %1892
  %1906 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.41)
  store i32 0, ptr %108, align 4
  br label %1907

1907:                                             ; preds = %1918, %1905
  %1908 = load i32, ptr %108, align 4
  %1909 = icmp ult i32 %1908, 11
  br i1 %1909, label %1910, label %1921

1910:                                             ; preds = %1907
  %1911 = load i32, ptr %108, align 4
  %1912 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1911
  %1913 = load float, ptr %1912, align 4
  store volatile float %1913, ptr @vf, align 4
  %1914 = load volatile float, ptr @vf, align 4
  %1915 = call float @j1f(float noundef %1914) #6
  %1916 = fpext float %1915 to double
  %1917 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1916)
  br label %1918

1918:                                             ; preds = %1910
  %1919 = load i32, ptr %108, align 4
  %1920 = add i32 %1919, 1
  store i32 %1920, ptr %108, align 4
  br label %1907, !llvm.loop !113

1921:                                             ; preds = %1907
  %1922 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.41)
  store i32 0, ptr %109, align 4
  br label %1923

1923:                                             ; preds = %1933, %1921
  %1924 = load i32, ptr %109, align 4
  %1925 = icmp ult i32 %1924, 10
  br i1 %1925, label %1926, label %1936

1926:                                             ; preds = %1923
  %1927 = load i32, ptr %109, align 4
  %1928 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1927
  %1929 = load double, ptr %1928, align 8
  store volatile double %1929, ptr @vl, align 8
  %1930 = load volatile double, ptr @vl, align 8
  %1931 = call double @j1l(double noundef %1930) #6
  %1932 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1931)
  br label %1933

1933:                                             ; preds = %1926
  %1934 = load i32, ptr %109, align 4
  %1935 = add i32 %1934, 1
  store i32 %1935, ptr %109, align 4
  br label %1923, !llvm.loop !114

1936:                                             ; preds = %1923
  %1937 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1938

1938:                                             ; preds = %1936
  br label %1939

1939:                                             ; preds = %1938
  %1940 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.42)
  store i32 0, ptr %110, align 4
  br label %1941

1941:                                             ; preds = %1951, %1939
  %1942 = load i32, ptr %110, align 4
  %1943 = icmp ult i32 %1942, 14
  br i1 %1943, label %1944, label %1954

1944:                                             ; preds = %1941
  %1945 = load i32, ptr %110, align 4
  %1946 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1945
  %1947 = load double, ptr %1946, align 8
  store volatile double %1947, ptr @vd, align 8
  %1948 = load volatile double, ptr @vd, align 8
  %1949 = call double @y0(double noundef %1948) #6
  %1950 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1949)
  br label %1951

1951:                                             ; preds = %1944
  %1952 = load i32, ptr %110, align 4
  %1953 = add i32 %1952, 1
  store i32 %1953, ptr %110, align 4
  br label %1941, !llvm.loop !115

1954:                                             ; preds = %1941
  %1955 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.42)
  store i32 0, ptr %111, align 4
  br label %1956

1956:                                             ; preds = %1967, %1954
  %1957 = load i32, ptr %111, align 4
  %1958 = icmp ult i32 %1957, 11
  br i1 %1958, label %1959, label %1970

1959:                                             ; preds = %1956
  %1960 = load i32, ptr %111, align 4
  %1961 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %1960
  %1962 = load float, ptr %1961, align 4
  store volatile float %1962, ptr @vf, align 4
  %1963 = load volatile float, ptr @vf, align 4
  %1964 = call float @y0f(float noundef %1963) #6
  %1965 = fpext float %1964 to double
  %1966 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1965)
  br label %1967

1967:                                             ; preds = %1959
  %1968 = load i32, ptr %111, align 4
  %1969 = add i32 %1968, 1
  store i32 %1969, ptr %111, align 4
  br label %1956, !llvm.loop !116

1970:                                             ; preds = %1956
  %1971 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.42)
  store i32 0, ptr %112, align 4
  br label %1972

1972:                                             ; preds = %1982, %1970
  %1973 = load i32, ptr %112, align 4
  %1974 = icmp ult i32 %1973, 10
  br i1 %1974, label %1975, label %1985

1975:                                             ; preds = %1972
  %1976 = load i32, ptr %112, align 4
  %1977 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %1976
  %1978 = load double, ptr %1977, align 8
  store volatile double %1978, ptr @vl, align 8
  %1979 = load volatile double, ptr @vl, align 8
  %1980 = call double @y0l(double noundef %1979) #6
  %1981 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1980)
  br label %1982

1982:                                             ; preds = %1975
  %1983 = load i32, ptr %112, align 4
  %1984 = add i32 %1983, 1
  store i32 %1984, ptr %112, align 4
  br label %1972, !llvm.loop !117

1985:                                             ; preds = %1972
  %1986 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %1987

1987:                                             ; preds = %1985
  br label %1988

1988:                                             ; preds = %1987
  %1989 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.43)
  store i32 0, ptr %113, align 4
  br label %1990

1990:                                             ; preds = %2000, %1988
  %1991 = load i32, ptr %113, align 4
  %1992 = icmp ult i32 %1991, 14
  br i1 %1992, label %1993, label %2003

1993:                                             ; preds = %1990
  %1994 = load i32, ptr %113, align 4
  %1995 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %1994
  %1996 = load double, ptr %1995, align 8
  store volatile double %1996, ptr @vd, align 8
  %1997 = load volatile double, ptr @vd, align 8
  %1998 = call double @y1(double noundef %1997) #6
  %1999 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %1998)
  br label %2000

2000:                                             ; preds = %1993
  %2001 = load i32, ptr %113, align 4
  %2002 = add i32 %2001, 1
  store i32 %2002, ptr %113, align 4
  br label %1990, !llvm.loop !118

2003:                                             ; preds = %1990
  %2004 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.43)
  store i32 0, ptr %114, align 4
  br label %2005

2005:                                             ; preds = %2016, %2003
  %2006 = load i32, ptr %114, align 4
  %2007 = icmp ult i32 %2006, 11
  br i1 %2007, label %2008, label %2019

2008:                                             ; preds = %2005
  %2009 = load i32, ptr %114, align 4
  %2010 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2009
  %2011 = load float, ptr %2010, align 4
  store volatile float %2011, ptr @vf, align 4
  %2012 = load volatile float, ptr @vf, align 4
  %2013 = call float @y1f(float noundef %2012) #6
  %2014 = fpext float %2013 to double
  %2015 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2014)
  br label %2016

2016:                                             ; preds = %2008
  %2017 = load i32, ptr %114, align 4
  %2018 = add i32 %2017, 1
  store i32 %2018, ptr %114, align 4
  br label %2005, !llvm.loop !119

2019:                                             ; preds = %2005
  %2020 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.43)
  store i32 0, ptr %115, align 4
  br label %2021

2021:                                             ; preds = %2031, %2019
  %2022 = load i32, ptr %115, align 4
  %2023 = icmp ult i32 %2022, 10
  br i1 %2023, label %2024, label %2034

2024:                                             ; preds = %2021
  %2025 = load i32, ptr %115, align 4
  %2026 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2025
  %2027 = load double, ptr %2026, align 8
  store volatile double %2027, ptr @vl, align 8
  %2028 = load volatile double, ptr @vl, align 8
  %2029 = call double @y1l(double noundef %2028) #6
  %2030 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2029)
  br label %2031

2031:                                             ; preds = %2024
  %2032 = load i32, ptr %115, align 4
  %2033 = add i32 %2032, 1
  store i32 %2033, ptr %115, align 4
  br label %2021, !llvm.loop !120

2034:                                             ; preds = %2021
  %2035 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2036

2036:                                             ; preds = %2034
  br label %2037

2037:                                             ; preds = %2036
  %2038 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.44)
  store i32 0, ptr %116, align 4
  br label %2039

2039:                                             ; preds = %2054, %2037
  %2040 = load i32, ptr %116, align 4
  %2041 = icmp ult i32 %2040, 14
  br i1 %2041, label %2042, label %2057

2042:                                             ; preds = %2039
  %2043 = load i32, ptr %116, align 4
  %2044 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2043
  %2045 = load double, ptr %2044, align 8
  store volatile double %2045, ptr @vd, align 8
  %2046 = load volatile double, ptr @vd, align 8
  %2047 = load i32, ptr %116, align 4
  %2048 = add i32 %2047, 3
  %2049 = urem i32 %2048, 14
  %2050 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2049
  %2051 = load double, ptr %2050, align 8
  %2052 = call double @pow(double noundef %2046, double noundef %2051) #6
  %2053 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2052)
  br label %2054

2054:                                             ; preds = %2042
  %2055 = load i32, ptr %116, align 4
  %2056 = add i32 %2055, 1
  store i32 %2056, ptr %116, align 4
  br label %2039, !llvm.loop !121

2057:                                             ; preds = %2039
  %2058 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.44)
  store i32 0, ptr %117, align 4
  br label %2059

2059:                                             ; preds = %2075, %2057
  %2060 = load i32, ptr %117, align 4
  %2061 = icmp ult i32 %2060, 11
  br i1 %2061, label %2062, label %2078

2062:                                             ; preds = %2059
  %2063 = load i32, ptr %117, align 4
  %2064 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2063
  %2065 = load float, ptr %2064, align 4
  store volatile float %2065, ptr @vf, align 4
  %2066 = load volatile float, ptr @vf, align 4
  %2067 = load i32, ptr %117, align 4
  %2068 = add i32 %2067, 3
  %2069 = urem i32 %2068, 11
  %2070 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2069
  %2071 = load float, ptr %2070, align 4
  %2072 = call float @powf(float noundef %2066, float noundef %2071) #6
  %2073 = fpext float %2072 to double
  %2074 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2073)
  br label %2075

2075:                                             ; preds = %2062
  %2076 = load i32, ptr %117, align 4
  %2077 = add i32 %2076, 1
  store i32 %2077, ptr %117, align 4
  br label %2059, !llvm.loop !122

2078:                                             ; preds = %2059
  %2079 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.44)
  store i32 0, ptr %118, align 4
  br label %2080

2080:                                             ; preds = %2095, %2078
  %2081 = load i32, ptr %118, align 4
  %2082 = icmp ult i32 %2081, 10
  br i1 %2082, label %2083, label %2098

2083:                                             ; preds = %2080
  %2084 = load i32, ptr %118, align 4
  %2085 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2084
  %2086 = load double, ptr %2085, align 8
  store volatile double %2086, ptr @vl, align 8
  %2087 = load volatile double, ptr @vl, align 8
  %2088 = load i32, ptr %118, align 4
  %2089 = add i32 %2088, 3
  %2090 = urem i32 %2089, 10
  %2091 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2090
  %2092 = load double, ptr %2091, align 8
  %2093 = call double @powl(double noundef %2087, double noundef %2092) #6
  %2094 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2093)
  br label %2095

2095:                                             ; preds = %2083
  %2096 = load i32, ptr %118, align 4
  %2097 = add i32 %2096, 1
  store i32 %2097, ptr %118, align 4
  br label %2080, !llvm.loop !123

2098:                                             ; preds = %2080
  %2099 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2100

2100:                                             ; preds = %2098
  br label %2101

2101:                                             ; preds = %2100
  %2102 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.45)
  store i32 0, ptr %119, align 4
  br label %2103

2103:                                             ; preds = %2118, %2101
  %2104 = load i32, ptr %119, align 4
  %2105 = icmp ult i32 %2104, 14
  br i1 %2105, label %2106, label %2121

2106:                                             ; preds = %2103
  %2107 = load i32, ptr %119, align 4
  %2108 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2107
  %2109 = load double, ptr %2108, align 8
  store volatile double %2109, ptr @vd, align 8
  %2110 = load volatile double, ptr @vd, align 8
  %2111 = load i32, ptr %119, align 4
  %2112 = add i32 %2111, 3
  %2113 = urem i32 %2112, 14
  %2114 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2113
  %2115 = load double, ptr %2114, align 8
  %2116 = call double @atan2(double noundef %2110, double noundef %2115) #6
  %2117 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2116)
  br label %2118

2118:                                             ; preds = %2106
  %2119 = load i32, ptr %119, align 4
  %2120 = add i32 %2119, 1
  store i32 %2120, ptr %119, align 4
  br label %2103, !llvm.loop !124

2121:                                             ; preds = %2103
  %2122 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.45)
  store i32 0, ptr %120, align 4
  br label %2123

2123:                                             ; preds = %2139, %2121
  %2124 = load i32, ptr %120, align 4
  %2125 = icmp ult i32 %2124, 11
  br i1 %2125, label %2126, label %2142

2126:                                             ; preds = %2123
  %2127 = load i32, ptr %120, align 4
  %2128 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2127
  %2129 = load float, ptr %2128, align 4
  store volatile float %2129, ptr @vf, align 4
  %2130 = load volatile float, ptr @vf, align 4
  %2131 = load i32, ptr %120, align 4
  %2132 = add i32 %2131, 3
  %2133 = urem i32 %2132, 11
  %2134 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2133
  %2135 = load float, ptr %2134, align 4
  %2136 = call float @atan2f(float noundef %2130, float noundef %2135) #6
  %2137 = fpext float %2136 to double
  %2138 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2137)
  br label %2139

2139:                                             ; preds = %2126
  %2140 = load i32, ptr %120, align 4
  %2141 = add i32 %2140, 1
  store i32 %2141, ptr %120, align 4
  br label %2123, !llvm.loop !125

2142:                                             ; preds = %2123
  %2143 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.45)
  store i32 0, ptr %121, align 4
  br label %2144

2144:                                             ; preds = %2159, %2142
  %2145 = load i32, ptr %121, align 4
  %2146 = icmp ult i32 %2145, 10
  br i1 %2146, label %2147, label %2162

2147:                                             ; preds = %2144
  %2148 = load i32, ptr %121, align 4
  %2149 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2148
  %2150 = load double, ptr %2149, align 8
  store volatile double %2150, ptr @vl, align 8
  %2151 = load volatile double, ptr @vl, align 8
  %2152 = load i32, ptr %121, align 4
  %2153 = add i32 %2152, 3
  %2154 = urem i32 %2153, 10
  %2155 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2154
  %2156 = load double, ptr %2155, align 8
  %2157 = call double @atan2l(double noundef %2151, double noundef %2156) #6
  %2158 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2157)
  br label %2159

2159:                                             ; preds = %2147
  %2160 = load i32, ptr %121, align 4
  %2161 = add i32 %2160, 1
  store i32 %2161, ptr %121, align 4
  br label %2144, !llvm.loop !126

2162:                                             ; preds = %2144
  %2163 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2164

2164:                                             ; preds = %2162
  br label %2165

2165:                                             ; preds = %2164
  %2166 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.46)
  store i32 0, ptr %122, align 4
  br label %2167

2167:                                             ; preds = %2182, %2165
  %2168 = load i32, ptr %122, align 4
  %2169 = icmp ult i32 %2168, 14
  br i1 %2169, label %2170, label %2185

2170:                                             ; preds = %2167
  %2171 = load i32, ptr %122, align 4
  %2172 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2171
  %2173 = load double, ptr %2172, align 8
  store volatile double %2173, ptr @vd, align 8
  %2174 = load volatile double, ptr @vd, align 8
  %2175 = load i32, ptr %122, align 4
  %2176 = add i32 %2175, 3
  %2177 = urem i32 %2176, 14
  %2178 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2177
  %2179 = load double, ptr %2178, align 8
  %2180 = call double @hypot(double noundef %2174, double noundef %2179) #6
  %2181 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2180)
  br label %2182

2182:                                             ; preds = %2170
  %2183 = load i32, ptr %122, align 4
  %2184 = add i32 %2183, 1
  store i32 %2184, ptr %122, align 4
  br label %2167, !llvm.loop !127

2185:                                             ; preds = %2167
  %2186 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.46)
  store i32 0, ptr %123, align 4
  br label %2187

2187:                                             ; preds = %2203, %2185
  %2188 = load i32, ptr %123, align 4
  %2189 = icmp ult i32 %2188, 11
  br i1 %2189, label %2190, label %2206

2190:                                             ; preds = %2187
  %2191 = load i32, ptr %123, align 4
  %2192 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2191
  %2193 = load float, ptr %2192, align 4
  store volatile float %2193, ptr @vf, align 4
  %2194 = load volatile float, ptr @vf, align 4
  %2195 = load i32, ptr %123, align 4
  %2196 = add i32 %2195, 3
  %2197 = urem i32 %2196, 11
  %2198 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = call float @hypotf(float noundef %2194, float noundef %2199) #6
  %2201 = fpext float %2200 to double
  %2202 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2201)
  br label %2203

2203:                                             ; preds = %2190
  %2204 = load i32, ptr %123, align 4
  %2205 = add i32 %2204, 1
  store i32 %2205, ptr %123, align 4
  br label %2187, !llvm.loop !128

2206:                                             ; preds = %2187
  %2207 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.46)
  store i32 0, ptr %124, align 4
  br label %2208

2208:                                             ; preds = %2223, %2206
  %2209 = load i32, ptr %124, align 4
  %2210 = icmp ult i32 %2209, 10
  br i1 %2210, label %2211, label %2226

2211:                                             ; preds = %2208
  %2212 = load i32, ptr %124, align 4
  %2213 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2212
  %2214 = load double, ptr %2213, align 8
  store volatile double %2214, ptr @vl, align 8
  %2215 = load volatile double, ptr @vl, align 8
  %2216 = load i32, ptr %124, align 4
  %2217 = add i32 %2216, 3
  %2218 = urem i32 %2217, 10
  %2219 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2218
  %2220 = load double, ptr %2219, align 8
  %2221 = call double @hypotl(double noundef %2215, double noundef %2220) #6
  %2222 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2221)
  br label %2223

2223:                                             ; preds = %2211
  %2224 = load i32, ptr %124, align 4
  %2225 = add i32 %2224, 1
  store i32 %2225, ptr %124, align 4
  br label %2208, !llvm.loop !129

2226:                                             ; preds = %2208
  %2227 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2228

2228:                                             ; preds = %2226
  br label %2229

2229:                                             ; preds = %2228
  %2230 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.47)
  store i32 0, ptr %125, align 4
  br label %2231

2231:                                             ; preds = %2246, %2229
  %2232 = load i32, ptr %125, align 4
  %2233 = icmp ult i32 %2232, 14
  br i1 %2233, label %2234, label %2249

2234:                                             ; preds = %2231
  %2235 = load i32, ptr %125, align 4
  %2236 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2235
  %2237 = load double, ptr %2236, align 8
  store volatile double %2237, ptr @vd, align 8
  %2238 = load volatile double, ptr @vd, align 8
  %2239 = load i32, ptr %125, align 4
  %2240 = add i32 %2239, 3
  %2241 = urem i32 %2240, 14
  %2242 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2241
  %2243 = load double, ptr %2242, align 8
  %2244 = call double @fmod(double noundef %2238, double noundef %2243) #6
  %2245 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2244)
  br label %2246

2246:                                             ; preds = %2234
  %2247 = load i32, ptr %125, align 4
  %2248 = add i32 %2247, 1
  store i32 %2248, ptr %125, align 4
  br label %2231, !llvm.loop !130

2249:                                             ; preds = %2231
  %2250 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.47)
  store i32 0, ptr %126, align 4
  br label %2251

2251:                                             ; preds = %2267, %2249
  %2252 = load i32, ptr %126, align 4
  %2253 = icmp ult i32 %2252, 11
  br i1 %2253, label %2254, label %2270

2254:                                             ; preds = %2251
  %2255 = load i32, ptr %126, align 4
  %2256 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2255
  %2257 = load float, ptr %2256, align 4
  store volatile float %2257, ptr @vf, align 4
  %2258 = load volatile float, ptr @vf, align 4
  %2259 = load i32, ptr %126, align 4
  %2260 = add i32 %2259, 3
  %2261 = urem i32 %2260, 11
  %2262 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2261
  %2263 = load float, ptr %2262, align 4
  %2264 = call float @fmodf(float noundef %2258, float noundef %2263) #6
  %2265 = fpext float %2264 to double
  %2266 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2265)
  br label %2267

2267:                                             ; preds = %2254
  %2268 = load i32, ptr %126, align 4
  %2269 = add i32 %2268, 1
  store i32 %2269, ptr %126, align 4
  br label %2251, !llvm.loop !131

2270:                                             ; preds = %2251
  %2271 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.47)
  store i32 0, ptr %127, align 4
  br label %2272

2272:                                             ; preds = %2287, %2270
  %2273 = load i32, ptr %127, align 4
  %2274 = icmp ult i32 %2273, 10
  br i1 %2274, label %2275, label %2290

2275:                                             ; preds = %2272
  %2276 = load i32, ptr %127, align 4
  %2277 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2276
  %2278 = load double, ptr %2277, align 8
  store volatile double %2278, ptr @vl, align 8
  %2279 = load volatile double, ptr @vl, align 8
  %2280 = load i32, ptr %127, align 4
  %2281 = add i32 %2280, 3
  %2282 = urem i32 %2281, 10
  %2283 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2282
  %2284 = load double, ptr %2283, align 8
  %2285 = call double @fmodl(double noundef %2279, double noundef %2284) #6
  %2286 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2285)
  br label %2287

2287:                                             ; preds = %2275
  %2288 = load i32, ptr %127, align 4
  %2289 = add i32 %2288, 1
  store i32 %2289, ptr %127, align 4
  br label %2272, !llvm.loop !132

2290:                                             ; preds = %2272
  %2291 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2292

2292:                                             ; preds = %2290
  br label %2293

2293:                                             ; preds = %2292
  %2294 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.48)
  store i32 0, ptr %128, align 4
  br label %2295

2295:                                             ; preds = %2310, %2293
  %2296 = load i32, ptr %128, align 4
  %2297 = icmp ult i32 %2296, 14
  br i1 %2297, label %2298, label %2313

2298:                                             ; preds = %2295
  %2299 = load i32, ptr %128, align 4
  %2300 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2299
  %2301 = load double, ptr %2300, align 8
  store volatile double %2301, ptr @vd, align 8
  %2302 = load volatile double, ptr @vd, align 8
  %2303 = load i32, ptr %128, align 4
  %2304 = add i32 %2303, 3
  %2305 = urem i32 %2304, 14
  %2306 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2305
  %2307 = load double, ptr %2306, align 8
  %2308 = call double @remainder(double noundef %2302, double noundef %2307) #6
  %2309 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2308)
  br label %2310

2310:                                             ; preds = %2298
  %2311 = load i32, ptr %128, align 4
  %2312 = add i32 %2311, 1
  store i32 %2312, ptr %128, align 4
  br label %2295, !llvm.loop !133

2313:                                             ; preds = %2295
  %2314 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.48)
  store i32 0, ptr %129, align 4
  br label %2315

2315:                                             ; preds = %2331, %2313
  %2316 = load i32, ptr %129, align 4
  %2317 = icmp ult i32 %2316, 11
  br i1 %2317, label %2318, label %2334

2318:                                             ; preds = %2315
  %2319 = load i32, ptr %129, align 4
  %2320 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2319
  %2321 = load float, ptr %2320, align 4
  store volatile float %2321, ptr @vf, align 4
  %2322 = load volatile float, ptr @vf, align 4
  %2323 = load i32, ptr %129, align 4
  %2324 = add i32 %2323, 3
  %2325 = urem i32 %2324, 11
  %2326 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2325
  %2327 = load float, ptr %2326, align 4
  %2328 = call float @remainderf(float noundef %2322, float noundef %2327) #6
  %2329 = fpext float %2328 to double
  %2330 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2329)
  br label %2331

2331:                                             ; preds = %2318
  %2332 = load i32, ptr %129, align 4
  %2333 = add i32 %2332, 1
  store i32 %2333, ptr %129, align 4
  br label %2315, !llvm.loop !134

2334:                                             ; preds = %2315
  %2335 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.48)
  store i32 0, ptr %130, align 4
  br label %2336

2336:                                             ; preds = %2351, %2334
  %2337 = load i32, ptr %130, align 4
  %2338 = icmp ult i32 %2337, 10
  br i1 %2338, label %2339, label %2354

2339:                                             ; preds = %2336
  %2340 = load i32, ptr %130, align 4
  %2341 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2340
  %2342 = load double, ptr %2341, align 8
  store volatile double %2342, ptr @vl, align 8
  %2343 = load volatile double, ptr @vl, align 8
  %2344 = load i32, ptr %130, align 4
  %2345 = add i32 %2344, 3
  %2346 = urem i32 %2345, 10
  %2347 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2346
  %2348 = load double, ptr %2347, align 8
  %2349 = call double @remainderl(double noundef %2343, double noundef %2348) #6
  %2350 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2349)
  br label %2351

2351:                                             ; preds = %2339
  %2352 = load i32, ptr %130, align 4
  %2353 = add i32 %2352, 1
  store i32 %2353, ptr %130, align 4
  br label %2336, !llvm.loop !135

2354:                                             ; preds = %2336
  %2355 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2356

2356:                                             ; preds = %2354
  br label %2357

2357:                                             ; preds = %2356
  %2358 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.49)
  store i32 0, ptr %131, align 4
  br label %2359

2359:                                             ; preds = %2374, %2357
  %2360 = load i32, ptr %131, align 4
  %2361 = icmp ult i32 %2360, 14
  br i1 %2361, label %2362, label %2377

2362:                                             ; preds = %2359
  %2363 = load i32, ptr %131, align 4
  %2364 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2363
  %2365 = load double, ptr %2364, align 8
  store volatile double %2365, ptr @vd, align 8
  %2366 = load volatile double, ptr @vd, align 8
  %2367 = load i32, ptr %131, align 4
  %2368 = add i32 %2367, 3
  %2369 = urem i32 %2368, 14
  %2370 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2369
  %2371 = load double, ptr %2370, align 8
  %2372 = call double @llvm.copysign.f64(double %2366, double %2371)
  %2373 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2372)
  br label %2374

2374:                                             ; preds = %2362
  %2375 = load i32, ptr %131, align 4
  %2376 = add i32 %2375, 1
  store i32 %2376, ptr %131, align 4
  br label %2359, !llvm.loop !136

2377:                                             ; preds = %2359
  %2378 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.49)
  store i32 0, ptr %132, align 4
  br label %2379

2379:                                             ; preds = %2395, %2377
  %2380 = load i32, ptr %132, align 4
  %2381 = icmp ult i32 %2380, 11
  br i1 %2381, label %2382, label %2398

2382:                                             ; preds = %2379
  %2383 = load i32, ptr %132, align 4
  %2384 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2383
  %2385 = load float, ptr %2384, align 4
  store volatile float %2385, ptr @vf, align 4
  %2386 = load volatile float, ptr @vf, align 4
  %2387 = load i32, ptr %132, align 4
  %2388 = add i32 %2387, 3
  %2389 = urem i32 %2388, 11
  %2390 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2389
  %2391 = load float, ptr %2390, align 4
  %2392 = call float @llvm.copysign.f32(float %2386, float %2391)
  %2393 = fpext float %2392 to double
  %2394 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2393)
  br label %2395

2395:                                             ; preds = %2382
  %2396 = load i32, ptr %132, align 4
  %2397 = add i32 %2396, 1
  store i32 %2397, ptr %132, align 4
  br label %2379, !llvm.loop !137

2398:                                             ; preds = %2379
  %2399 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.49)
  store i32 0, ptr %133, align 4
  br label %2400

2400:                                             ; preds = %2415, %2398
  %2401 = load i32, ptr %133, align 4
  %2402 = icmp ult i32 %2401, 10
  br i1 %2402, label %2403, label %2418

2403:                                             ; preds = %2400
  %2404 = load i32, ptr %133, align 4
  %2405 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2404
  %2406 = load double, ptr %2405, align 8
  store volatile double %2406, ptr @vl, align 8
  %2407 = load volatile double, ptr @vl, align 8
  %2408 = load i32, ptr %133, align 4
  %2409 = add i32 %2408, 3
  %2410 = urem i32 %2409, 10
  %2411 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2410
  %2412 = load double, ptr %2411, align 8
  %2413 = call double @llvm.copysign.f64(double %2407, double %2412)
  %2414 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2413)
  br label %2415

2415:                                             ; preds = %2403
  %2416 = load i32, ptr %133, align 4
  %2417 = add i32 %2416, 1
  store i32 %2417, ptr %133, align 4
  br label %2400, !llvm.loop !138

2418:                                             ; preds = %2400
  %2419 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2420

2420:                                             ; preds = %2418
  br label %2421

2421:                                             ; preds = %2420
  %2422 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.50)
  store i32 0, ptr %134, align 4
  br label %2423

2423:                                             ; preds = %2438, %2421
  %2424 = load i32, ptr %134, align 4
  %2425 = icmp ult i32 %2424, 14
  br i1 %2425, label %2426, label %2441

2426:                                             ; preds = %2423
  %2427 = load i32, ptr %134, align 4
  %2428 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2427
  %2429 = load double, ptr %2428, align 8
  store volatile double %2429, ptr @vd, align 8
  %2430 = load volatile double, ptr @vd, align 8
  %2431 = load i32, ptr %134, align 4
  %2432 = add i32 %2431, 3
  %2433 = urem i32 %2432, 14
  %2434 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2433
  %2435 = load double, ptr %2434, align 8
  %2436 = call double @fdim(double noundef %2430, double noundef %2435) #6
  %2437 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2436)
  br label %2438

2438:                                             ; preds = %2426
  %2439 = load i32, ptr %134, align 4
  %2440 = add i32 %2439, 1
  store i32 %2440, ptr %134, align 4
  br label %2423, !llvm.loop !139

2441:                                             ; preds = %2423
  %2442 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.50)
  store i32 0, ptr %135, align 4
  br label %2443

2443:                                             ; preds = %2459, %2441
  %2444 = load i32, ptr %135, align 4
  %2445 = icmp ult i32 %2444, 11
  br i1 %2445, label %2446, label %2462

2446:                                             ; preds = %2443
  %2447 = load i32, ptr %135, align 4
  %2448 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2447
  %2449 = load float, ptr %2448, align 4
  store volatile float %2449, ptr @vf, align 4
  %2450 = load volatile float, ptr @vf, align 4
  %2451 = load i32, ptr %135, align 4
  %2452 = add i32 %2451, 3
  %2453 = urem i32 %2452, 11
  %2454 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2453
  %2455 = load float, ptr %2454, align 4
  %2456 = call float @fdimf(float noundef %2450, float noundef %2455) #6
  %2457 = fpext float %2456 to double
  %2458 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2457)
  br label %2459

2459:                                             ; preds = %2446
  %2460 = load i32, ptr %135, align 4
  %2461 = add i32 %2460, 1
  store i32 %2461, ptr %135, align 4
  br label %2443, !llvm.loop !140

2462:                                             ; preds = %2443
  %2463 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.50)
  store i32 0, ptr %136, align 4
  br label %2464

2464:                                             ; preds = %2479, %2462
  %2465 = load i32, ptr %136, align 4
  %2466 = icmp ult i32 %2465, 10
  br i1 %2466, label %2467, label %2482

2467:                                             ; preds = %2464
  %2468 = load i32, ptr %136, align 4
  %2469 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2468
  %2470 = load double, ptr %2469, align 8
  store volatile double %2470, ptr @vl, align 8
  %2471 = load volatile double, ptr @vl, align 8
  %2472 = load i32, ptr %136, align 4
  %2473 = add i32 %2472, 3
  %2474 = urem i32 %2473, 10
  %2475 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2474
  %2476 = load double, ptr %2475, align 8
  %2477 = call double @fdiml(double noundef %2471, double noundef %2476) #6
  %2478 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2477)
  br label %2479

2479:                                             ; preds = %2467
  %2480 = load i32, ptr %136, align 4
  %2481 = add i32 %2480, 1
  store i32 %2481, ptr %136, align 4
  br label %2464, !llvm.loop !141

2482:                                             ; preds = %2464
  %2483 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2484

2484:                                             ; preds = %2482
  br label %2485

2485:                                             ; preds = %2484
  %2486 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.51)
  store i32 0, ptr %137, align 4
  br label %2487

2487:                                             ; preds = %2502, %2485
  %2488 = load i32, ptr %137, align 4
  %2489 = icmp ult i32 %2488, 14
  br i1 %2489, label %2490, label %2505

2490:                                             ; preds = %2487
  %2491 = load i32, ptr %137, align 4
  %2492 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2491
  %2493 = load double, ptr %2492, align 8
  store volatile double %2493, ptr @vd, align 8
  %2494 = load volatile double, ptr @vd, align 8
  %2495 = load i32, ptr %137, align 4
  %2496 = add i32 %2495, 3
  %2497 = urem i32 %2496, 14
  %2498 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2497
  %2499 = load double, ptr %2498, align 8
  %2500 = call double @llvm.maxnum.f64(double %2494, double %2499)
  %2501 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2500)
  br label %2502

2502:                                             ; preds = %2490
  %2503 = load i32, ptr %137, align 4
  %2504 = add i32 %2503, 1
  store i32 %2504, ptr %137, align 4
  br label %2487, !llvm.loop !142

2505:                                             ; preds = %2487
  %2506 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.51)
  store i32 0, ptr %138, align 4
  br label %2507

2507:                                             ; preds = %2523, %2505
  %2508 = load i32, ptr %138, align 4
  %2509 = icmp ult i32 %2508, 11
  br i1 %2509, label %2510, label %2526

2510:                                             ; preds = %2507
  %2511 = load i32, ptr %138, align 4
  %2512 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2511
  %2513 = load float, ptr %2512, align 4
  store volatile float %2513, ptr @vf, align 4
  %2514 = load volatile float, ptr @vf, align 4
  %2515 = load i32, ptr %138, align 4
  %2516 = add i32 %2515, 3
  %2517 = urem i32 %2516, 11
  %2518 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2517
  %2519 = load float, ptr %2518, align 4
  %2520 = call float @llvm.maxnum.f32(float %2514, float %2519)
  %2521 = fpext float %2520 to double
  %2522 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2521)
  br label %2523

2523:                                             ; preds = %2510
  %2524 = load i32, ptr %138, align 4
  %2525 = add i32 %2524, 1
  store i32 %2525, ptr %138, align 4
  br label %2507, !llvm.loop !143

2526:                                             ; preds = %2507
  %2527 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.51)
  store i32 0, ptr %139, align 4
  br label %2528

2528:                                             ; preds = %2543, %2526
  %2529 = load i32, ptr %139, align 4
  %2530 = icmp ult i32 %2529, 10
  br i1 %2530, label %2531, label %2546

2531:                                             ; preds = %2528
  %2532 = load i32, ptr %139, align 4
  %2533 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2532
  %2534 = load double, ptr %2533, align 8
  store volatile double %2534, ptr @vl, align 8
  %2535 = load volatile double, ptr @vl, align 8
  %2536 = load i32, ptr %139, align 4
  %2537 = add i32 %2536, 3
  %2538 = urem i32 %2537, 10
  %2539 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2538
  %2540 = load double, ptr %2539, align 8
  %2541 = call double @llvm.maxnum.f64(double %2535, double %2540)
  %2542 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2541)
  br label %2543

2543:                                             ; preds = %2531
  %2544 = load i32, ptr %139, align 4
  %2545 = add i32 %2544, 1
  store i32 %2545, ptr %139, align 4
  br label %2528, !llvm.loop !144

2546:                                             ; preds = %2528
  %2547 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2548

2548:                                             ; preds = %2546
  br label %2549

2549:                                             ; preds = %2548
  %2550 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.52)
  store i32 0, ptr %140, align 4
  br label %2551

2551:                                             ; preds = %2566, %2549
  %2552 = load i32, ptr %140, align 4
  %2553 = icmp ult i32 %2552, 14
  br i1 %2553, label %2554, label %2569

2554:                                             ; preds = %2551
  %2555 = load i32, ptr %140, align 4
  %2556 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2555
  %2557 = load double, ptr %2556, align 8
  store volatile double %2557, ptr @vd, align 8
  %2558 = load volatile double, ptr @vd, align 8
  %2559 = load i32, ptr %140, align 4
  %2560 = add i32 %2559, 3
  %2561 = urem i32 %2560, 14
  %2562 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2561
  %2563 = load double, ptr %2562, align 8
  %2564 = call double @llvm.minnum.f64(double %2558, double %2563)
  %2565 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2564)
  br label %2566

2566:                                             ; preds = %2554
  %2567 = load i32, ptr %140, align 4
  %2568 = add i32 %2567, 1
  store i32 %2568, ptr %140, align 4
  br label %2551, !llvm.loop !145

2569:                                             ; preds = %2551
  %2570 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.52)
  store i32 0, ptr %141, align 4
  br label %2571

2571:                                             ; preds = %2587, %2569
  %2572 = load i32, ptr %141, align 4
  %2573 = icmp ult i32 %2572, 11
  br i1 %2573, label %2574, label %2590

2574:                                             ; preds = %2571
  %2575 = load i32, ptr %141, align 4
  %2576 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2575
  %2577 = load float, ptr %2576, align 4
  store volatile float %2577, ptr @vf, align 4
  %2578 = load volatile float, ptr @vf, align 4
  %2579 = load i32, ptr %141, align 4
  %2580 = add i32 %2579, 3
  %2581 = urem i32 %2580, 11
  %2582 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2581
  %2583 = load float, ptr %2582, align 4
  %2584 = call float @llvm.minnum.f32(float %2578, float %2583)
  %2585 = fpext float %2584 to double
  %2586 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2585)
  br label %2587

2587:                                             ; preds = %2574
  %2588 = load i32, ptr %141, align 4
  %2589 = add i32 %2588, 1
  store i32 %2589, ptr %141, align 4
  br label %2571, !llvm.loop !146

2590:                                             ; preds = %2571
  %2591 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.52)
  store i32 0, ptr %142, align 4
  br label %2592

2592:                                             ; preds = %2607, %2590
  %2593 = load i32, ptr %142, align 4
  %2594 = icmp ult i32 %2593, 10
  br i1 %2594, label %2595, label %2610

2595:                                             ; preds = %2592
  %2596 = load i32, ptr %142, align 4
  %2597 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2596
  %2598 = load double, ptr %2597, align 8
  store volatile double %2598, ptr @vl, align 8
  %2599 = load volatile double, ptr @vl, align 8
  %2600 = load i32, ptr %142, align 4
  %2601 = add i32 %2600, 3
  %2602 = urem i32 %2601, 10
  %2603 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2602
  %2604 = load double, ptr %2603, align 8
  %2605 = call double @llvm.minnum.f64(double %2599, double %2604)
  %2606 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2605)
  br label %2607

2607:                                             ; preds = %2595
  %2608 = load i32, ptr %142, align 4
  %2609 = add i32 %2608, 1
  store i32 %2609, ptr %142, align 4
  br label %2592, !llvm.loop !147

2610:                                             ; preds = %2592
  %2611 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2612

2612:                                             ; preds = %2610
  br label %2613

2613:                                             ; preds = %2612
  %2614 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.53)
  store i32 0, ptr %143, align 4
  br label %2615

2615:                                             ; preds = %2630, %2613
  %2616 = load i32, ptr %143, align 4
  %2617 = icmp ult i32 %2616, 14
  br i1 %2617, label %2618, label %2633

2618:                                             ; preds = %2615
  %2619 = load i32, ptr %143, align 4
  %2620 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2619
  %2621 = load double, ptr %2620, align 8
  store volatile double %2621, ptr @vd, align 8
  %2622 = load volatile double, ptr @vd, align 8
  %2623 = load i32, ptr %143, align 4
  %2624 = add i32 %2623, 3
  %2625 = urem i32 %2624, 14
  %2626 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2625
  %2627 = load double, ptr %2626, align 8
  %2628 = call double @nextafter(double noundef %2622, double noundef %2627) #6
  %2629 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2628)
  br label %2630

2630:                                             ; preds = %2618
  %2631 = load i32, ptr %143, align 4
  %2632 = add i32 %2631, 1
  store i32 %2632, ptr %143, align 4
  br label %2615, !llvm.loop !148

2633:                                             ; preds = %2615
  %2634 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.53)
  store i32 0, ptr %144, align 4
  br label %2635

2635:                                             ; preds = %2651, %2633
  %2636 = load i32, ptr %144, align 4
  %2637 = icmp ult i32 %2636, 11
  br i1 %2637, label %2638, label %2654

2638:                                             ; preds = %2635
  %2639 = load i32, ptr %144, align 4
  %2640 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2639
  %2641 = load float, ptr %2640, align 4
  store volatile float %2641, ptr @vf, align 4
  %2642 = load volatile float, ptr @vf, align 4
  %2643 = load i32, ptr %144, align 4
  %2644 = add i32 %2643, 3
  %2645 = urem i32 %2644, 11
  %2646 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2645
  %2647 = load float, ptr %2646, align 4
  %2648 = call float @nextafterf(float noundef %2642, float noundef %2647) #6
  %2649 = fpext float %2648 to double
  %2650 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %2649)
  br label %2651

2651:                                             ; preds = %2638
  %2652 = load i32, ptr %144, align 4
  %2653 = add i32 %2652, 1
  store i32 %2653, ptr %144, align 4
  br label %2635, !llvm.loop !149

2654:                                             ; preds = %2635
  %2655 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.53)
  store i32 0, ptr %145, align 4
  br label %2656

2656:                                             ; preds = %2671, %2654
  %2657 = load i32, ptr %145, align 4
  %2658 = icmp ult i32 %2657, 10
  br i1 %2658, label %2659, label %2674

2659:                                             ; preds = %2656
  %2660 = load i32, ptr %145, align 4
  %2661 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2660
  %2662 = load double, ptr %2661, align 8
  store volatile double %2662, ptr @vl, align 8
  %2663 = load volatile double, ptr @vl, align 8
  %2664 = load i32, ptr %145, align 4
  %2665 = add i32 %2664, 3
  %2666 = urem i32 %2665, 10
  %2667 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2666
  %2668 = load double, ptr %2667, align 8
  %2669 = call double @nextafterl(double noundef %2663, double noundef %2668) #6
  %2670 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %2669)
  br label %2671

2671:                                             ; preds = %2659
  %2672 = load i32, ptr %145, align 4
  %2673 = add i32 %2672, 1
  store i32 %2673, ptr %145, align 4
  br label %2656, !llvm.loop !150

2674:                                             ; preds = %2656
  %2675 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %2676

2676:                                             ; preds = %2674
  store volatile double 1.000000e-01, ptr @vd, align 8
  %2677 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  store volatile float 0x3FB99999A0000000, ptr @vf, align 4
  %2678 = call float @llvm.fma.f32(float 0x3FB99999A0000000, float 1.000000e+01, float -1.000000e+00)
  %2679 = fpext float %2678 to double
  store volatile double 1.000000e-01, ptr @vl, align 8
  %2680 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %2681 = call i32 (ptr, ...) @printf(ptr noundef @.str.54, double noundef %2677, double noundef %2679, double noundef %2680)
  store i32 0, ptr %146, align 4
  br label %2682

2682:                                             ; preds = %2774, %2676
  %2683 = load i32, ptr %146, align 4
  %2684 = icmp ult i32 %2683, 14
  br i1 %2684, label %2685, label %2777

2685:                                             ; preds = %2682
  store i32 0, ptr %147, align 4
  store i32 0, ptr %148, align 4
  store i32 0, ptr %149, align 4
  store double 0.000000e+00, ptr %150, align 8
  store double 0.000000e+00, ptr %151, align 8
  store double 0.000000e+00, ptr %152, align 8
  %2686 = load i32, ptr %146, align 4
  %2687 = getelementptr inbounds [14 x double], ptr @D, i32 0, i32 %2686
  %2688 = load double, ptr %2687, align 8
  store volatile double %2688, ptr @vd, align 8
  %2689 = load volatile double, ptr @vd, align 8
  %2690 = call double @frexp(double noundef %2689, ptr noundef %147) #6
  store double %2690, ptr %153, align 8
  %2691 = load volatile double, ptr @vd, align 8
  %2692 = call double @modf(double noundef %2691, ptr noundef %150) #6
  store double %2692, ptr %154, align 8
  %2693 = load volatile double, ptr @vd, align 8
  %2694 = call double @remquo(double noundef %2693, double noundef 0x3FE6666666666666, ptr noundef %148) #6
  store double %2694, ptr %155, align 8
  %2695 = load volatile double, ptr @vd, align 8
  call void @sincos(double noundef %2695, ptr noundef %151, ptr noundef %152) #6
  %2696 = load volatile double, ptr @vd, align 8
  %2697 = call double @lgamma_r(double noundef %2696, ptr noundef %149) #6
  store double %2697, ptr %156, align 8
  %2698 = load i32, ptr %146, align 4
  %2699 = load double, ptr %153, align 8
  %2700 = load i32, ptr %147, align 4
  %2701 = load double, ptr %154, align 8
  %2702 = load double, ptr %150, align 8
  %2703 = load double, ptr %155, align 8
  %2704 = load i32, ptr %148, align 4
  %2705 = load double, ptr %151, align 8
  %2706 = load double, ptr %152, align 8
  %2707 = load double, ptr %156, align 8
  %2708 = load i32, ptr %149, align 4
  %2709 = call i32 (ptr, ...) @printf(ptr noundef @.str.55, i32 noundef %2698, double noundef %2699, i32 noundef %2700, double noundef %2701, double noundef %2702, double noundef %2703, i32 noundef %2704, double noundef %2705, double noundef %2706, double noundef %2707, i32 noundef %2708)
  %2710 = load volatile double, ptr @vd, align 8
  %2711 = call double @ldexp(double noundef %2710, i32 noundef 5) #6
  %2712 = load volatile double, ptr @vd, align 8
  %2713 = call double @scalbn(double noundef %2712, i32 noundef -3) #6
  %2714 = load volatile double, ptr @vd, align 8
  %2715 = call double @scalbln(double noundef %2714, i32 noundef 7) #6
  %2716 = load volatile double, ptr @vd, align 8
  %2717 = fcmp oeq double %2716, 0.000000e+00
  br i1 %2717, label %2718, label %2719

2718:                                             ; preds = %2685
  br label %2722

2719:                                             ; preds = %2685
  %2720 = load volatile double, ptr @vd, align 8
  %2721 = call i32 @ilogb(double noundef %2720) #6
  br label %2722

2722:                                             ; preds = %2719, %2718
  %2723 = phi i32 [ 0, %2718 ], [ %2721, %2719 ]
  %2724 = load volatile double, ptr @vd, align 8
  %2725 = call double @llvm.fabs.f64(double %2724)
  %2726 = fcmp olt double %2725, 1.000000e+15
  br i1 %2726, label %2727, label %2730

2727:                                             ; preds = %2722
  %2728 = load volatile double, ptr @vd, align 8
  %2729 = call i32 @lrint(double noundef %2728) #6
  br label %2731

2730:                                             ; preds = %2722
  br label %2731

2731:                                             ; preds = %2730, %2727
  %2732 = phi i32 [ %2729, %2727 ], [ 0, %2730 ]
  %2733 = load volatile double, ptr @vd, align 8
  %2734 = call double @llvm.fabs.f64(double %2733)
  %2735 = fcmp olt double %2734, 1.000000e+15
  br i1 %2735, label %2736, label %2739

2736:                                             ; preds = %2731
  %2737 = load volatile double, ptr @vd, align 8
  %2738 = call i32 @lround(double noundef %2737) #6
  br label %2740

2739:                                             ; preds = %2731
  br label %2740

2740:                                             ; preds = %2739, %2736
  %2741 = phi i32 [ %2738, %2736 ], [ 0, %2739 ]
  %2742 = load volatile double, ptr @vd, align 8
  %2743 = call double @llvm.fabs.f64(double %2742)
  %2744 = fcmp olt double %2743, 1.000000e+15
  br i1 %2744, label %2745, label %2748

2745:                                             ; preds = %2740
  %2746 = load volatile double, ptr @vd, align 8
  %2747 = call i64 @llrint(double noundef %2746) #6
  br label %2749

2748:                                             ; preds = %2740
  br label %2749

2749:                                             ; preds = %2748, %2745
  %2750 = phi i64 [ %2747, %2745 ], [ 0, %2748 ]
  %2751 = load volatile double, ptr @vd, align 8
  %2752 = call double @llvm.fabs.f64(double %2751)
  %2753 = fcmp olt double %2752, 1.000000e+15
  br i1 %2753, label %2754, label %2757

2754:                                             ; preds = %2749
  %2755 = load volatile double, ptr @vd, align 8
  %2756 = call i64 @llround(double noundef %2755) #6
  br label %2758

2757:                                             ; preds = %2749
  br label %2758

2758:                                             ; preds = %2757, %2754
  %2759 = phi i64 [ %2756, %2754 ], [ 0, %2757 ]
  %2760 = call i32 (ptr, ...) @printf(ptr noundef @.str.56, double noundef %2711, double noundef %2713, double noundef %2715, i32 noundef %2723, i32 noundef %2732, i32 noundef %2741, i64 noundef %2750, i64 noundef %2759)
  %2761 = load volatile double, ptr @vd, align 8
  %2762 = call double @jn(i32 noundef 3, double noundef %2761) #6
  %2763 = load volatile double, ptr @vd, align 8
  %2764 = fcmp ogt double %2763, 0.000000e+00
  br i1 %2764, label %2765, label %2768

2765:                                             ; preds = %2758
  %2766 = load volatile double, ptr @vd, align 8
  %2767 = call double @yn(i32 noundef 2, double noundef %2766) #6
  br label %2769

2768:                                             ; preds = %2758
  br label %2769

2769:                                             ; preds = %2768, %2765
  %2770 = phi double [ %2767, %2765 ], [ 0.000000e+00, %2768 ]
  %2771 = load volatile double, ptr @vd, align 8
  %2772 = call double @nexttoward(double noundef %2771, double noundef 1.000000e+00) #6
  %2773 = call i32 (ptr, ...) @printf(ptr noundef @.str.57, double noundef %2762, double noundef %2770, double noundef %2772)
  br label %2774

2774:                                             ; preds = %2769
  %2775 = load i32, ptr %146, align 4
  %2776 = add i32 %2775, 1
  store i32 %2776, ptr %146, align 4
  br label %2682, !llvm.loop !151

2777:                                             ; preds = %2682
  store i32 0, ptr %157, align 4
  br label %2778

2778:                                             ; preds = %2811, %2777
  %2779 = load i32, ptr %157, align 4
  %2780 = icmp ult i32 %2779, 11
  br i1 %2780, label %2781, label %2814

2781:                                             ; preds = %2778
  store i32 0, ptr %158, align 4
  store i32 0, ptr %159, align 4
  store float 0.000000e+00, ptr %160, align 4
  store float 0.000000e+00, ptr %161, align 4
  store float 0.000000e+00, ptr %162, align 4
  %2782 = load i32, ptr %157, align 4
  %2783 = getelementptr inbounds [11 x float], ptr @F, i32 0, i32 %2782
  %2784 = load float, ptr %2783, align 4
  store volatile float %2784, ptr @vf, align 4
  %2785 = load volatile float, ptr @vf, align 4
  %2786 = call float @frexpf(float noundef %2785, ptr noundef %158) #6
  store float %2786, ptr %163, align 4
  %2787 = load volatile float, ptr @vf, align 4
  %2788 = call float @modff(float noundef %2787, ptr noundef %160) #6
  store float %2788, ptr %164, align 4
  %2789 = load volatile float, ptr @vf, align 4
  %2790 = call float @remquof(float noundef %2789, float noundef 0x3FE6666660000000, ptr noundef %159) #6
  store float %2790, ptr %165, align 4
  %2791 = load volatile float, ptr @vf, align 4
  call void @sincosf(float noundef %2791, ptr noundef %161, ptr noundef %162) #6
  %2792 = load i32, ptr %157, align 4
  %2793 = load float, ptr %163, align 4
  %2794 = fpext float %2793 to double
  %2795 = load i32, ptr %158, align 4
  %2796 = load float, ptr %164, align 4
  %2797 = fpext float %2796 to double
  %2798 = load float, ptr %160, align 4
  %2799 = fpext float %2798 to double
  %2800 = load float, ptr %165, align 4
  %2801 = fpext float %2800 to double
  %2802 = load i32, ptr %159, align 4
  %2803 = load float, ptr %161, align 4
  %2804 = fpext float %2803 to double
  %2805 = load float, ptr %162, align 4
  %2806 = fpext float %2805 to double
  %2807 = load volatile float, ptr @vf, align 4
  %2808 = call float @ldexpf(float noundef %2807, i32 noundef 4) #6
  %2809 = fpext float %2808 to double
  %2810 = call i32 (ptr, ...) @printf(ptr noundef @.str.58, i32 noundef %2792, double noundef %2794, i32 noundef %2795, double noundef %2797, double noundef %2799, double noundef %2801, i32 noundef %2802, double noundef %2804, double noundef %2806, double noundef %2809)
  br label %2811

2811:                                             ; preds = %2781
  %2812 = load i32, ptr %157, align 4
  %2813 = add i32 %2812, 1
  store i32 %2813, ptr %157, align 4
  br label %2778, !llvm.loop !152

2814:                                             ; preds = %2778
  store i32 0, ptr %166, align 4
  br label %2815

2815:                                             ; preds = %2839, %2814
  %2816 = load i32, ptr %166, align 4
  %2817 = icmp ult i32 %2816, 10
  br i1 %2817, label %2818, label %2842

2818:                                             ; preds = %2815
  store i32 0, ptr %167, align 4
  store i32 0, ptr %168, align 4
  store double 0.000000e+00, ptr %169, align 8
  store double 0.000000e+00, ptr %170, align 8
  store double 0.000000e+00, ptr %171, align 8
  %2819 = load i32, ptr %166, align 4
  %2820 = getelementptr inbounds [10 x double], ptr @L, i32 0, i32 %2819
  %2821 = load double, ptr %2820, align 8
  store volatile double %2821, ptr @vl, align 8
  %2822 = load volatile double, ptr @vl, align 8
  %2823 = call double @frexpl(double noundef %2822, ptr noundef %167) #6
  store double %2823, ptr %172, align 8
  %2824 = load volatile double, ptr @vl, align 8
  %2825 = call double @modfl(double noundef %2824, ptr noundef %169) #6
  store double %2825, ptr %173, align 8
  %2826 = load volatile double, ptr @vl, align 8
  %2827 = call double @remquol(double noundef %2826, double noundef 0x3FE6666666666666, ptr noundef %168) #6
  store double %2827, ptr %174, align 8
  %2828 = load volatile double, ptr @vl, align 8
  call void @sincosl(double noundef %2828, ptr noundef %170, ptr noundef %171) #6
  %2829 = load i32, ptr %166, align 4
  %2830 = load double, ptr %172, align 8
  %2831 = load i32, ptr %167, align 4
  %2832 = load double, ptr %173, align 8
  %2833 = load double, ptr %169, align 8
  %2834 = load double, ptr %174, align 8
  %2835 = load i32, ptr %168, align 4
  %2836 = load double, ptr %170, align 8
  %2837 = load double, ptr %171, align 8
  %2838 = call i32 (ptr, ...) @printf(ptr noundef @.str.59, i32 noundef %2829, double noundef %2830, i32 noundef %2831, double noundef %2832, double noundef %2833, double noundef %2834, i32 noundef %2835, double noundef %2836, double noundef %2837)
  br label %2839

2839:                                             ; preds = %2818
  %2840 = load i32, ptr %166, align 4
  %2841 = add i32 %2840, 1
  store i32 %2841, ptr %166, align 4
  br label %2815, !llvm.loop !153

2842:                                             ; preds = %2815
  %2843 = call double @nan(ptr noundef @.str.61) #8
  %2844 = call i1 @llvm.is.fpclass.f64(double %2843, i32 3)
  %2845 = zext i1 %2844 to i32
  %2846 = call float @nanf(ptr noundef @.str.62) #8
  %2847 = call i1 @llvm.is.fpclass.f32(float %2846, i32 3)
  %2848 = zext i1 %2847 to i32
  %2849 = call double @nanl(ptr noundef @.str.61) #8
  %2850 = call i1 @llvm.is.fpclass.f64(double %2849, i32 3)
  %2851 = zext i1 %2850 to i32
  %2852 = call i32 (ptr, ...) @printf(ptr noundef @.str.60, i32 noundef %2845, i32 noundef %2848, i32 noundef %2851)
  store volatile double 0x7FF0000000000000, ptr @vd, align 8
  %2853 = load volatile double, ptr @vd, align 8
  %2854 = call double @exp(double noundef %2853) #6
  %2855 = load volatile double, ptr @vd, align 8
  %2856 = fneg double %2855
  %2857 = call double @exp(double noundef %2856) #6
  %2858 = load volatile double, ptr @vd, align 8
  %2859 = call double @atan(double noundef %2858) #6
  %2860 = load volatile double, ptr @vd, align 8
  %2861 = fneg double %2860
  %2862 = call double @tanh(double noundef %2861) #6
  %2863 = call i32 (ptr, ...) @printf(ptr noundef @.str.63, double noundef %2854, double noundef %2857, double noundef %2859, double noundef %2862)
  store volatile double -1.000000e+00, ptr @vd, align 8
  %2864 = load volatile double, ptr @vd, align 8
  %2865 = call double @sqrt(double noundef %2864) #6
  %2866 = call i1 @llvm.is.fpclass.f64(double %2865, i32 3)
  %2867 = zext i1 %2866 to i32
  %2868 = load volatile double, ptr @vd, align 8
  %2869 = call double @log(double noundef %2868) #6
  %2870 = call i1 @llvm.is.fpclass.f64(double %2869, i32 3)
  %2871 = zext i1 %2870 to i32
  %2872 = load volatile double, ptr @vd, align 8
  %2873 = fadd double %2872, 1.000000e+00
  %2874 = call double @log(double noundef %2873) #6
  %2875 = call double @llvm.fabs.f64(double %2874) #9
  %2876 = fcmp oeq double %2875, 0x7FF0000000000000
  %2877 = bitcast double %2874 to i64
  %2878 = icmp slt i64 %2877, 0
  %2879 = select i1 %2878, i32 -1, i32 1
  %2880 = select i1 %2876, i32 %2879, i32 0
  %2881 = call i32 (ptr, ...) @printf(ptr noundef @.str.64, i32 noundef %2867, i32 noundef %2871, i32 noundef %2880)
  %2882 = call i32 @fegetround() #8
  %2883 = call i32 (ptr, ...) @printf(ptr noundef @.str.65, i32 noundef %2882)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

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
