; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@ia = internal global [1000 x i32] zeroinitializer, align 16
@ib = internal global [1000 x i32] zeroinitializer, align 16
@fa = internal global [1000 x float] zeroinitializer, align 16
@fb = internal global [1000 x float] zeroinitializer, align 16
@da = internal global [1000 x double] zeroinitializer, align 16
@sa = internal global [1000 x i16] zeroinitializer, align 16
@bytes = internal global [1000 x i8] zeroinitializer, align 16
@la = internal global [1000 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"sum_int %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sum_float %.4f %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"dot %.6f\0A\00", align 1
@fc = internal global [1000 x float] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [22 x i8] c"saxpy %.4f %.4f %.4f\0A\00", align 1
@ic = internal global [1000 x i32] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [15 x i8] c"add3 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"max %d min %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"count_bytes %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"sum_short %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"reverse %d %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"clamp %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"strided %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"to_float %.2f\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"xor_bytes %u\0A\00", align 1
@main.diff = internal global [1000 x i8] zeroinitializer, align 16
@.str.14 = private unnamed_addr constant [13 x i8] c"abs_diff %u\0A\00", align 1
@main.mat = internal global [32 x [32 x i32]] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [13 x i8] c"matrix %lld\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %11

11:                                               ; preds = %67, %0
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %12, 1000
  br i1 %13, label %14, label %70

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4
  %16 = mul nsw i32 %15, 37
  %17 = srem i32 %16, 101
  %18 = sub nsw i32 %17, 50
  %19 = load i32, i32* %2, align 4
  %20 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i32 0, i32 %19
  store i32 %18, i32* %20, align 4
  %21 = load i32, i32* %2, align 4
  %22 = load i32, i32* %2, align 4
  %23 = mul nsw i32 %21, %22
  %24 = srem i32 %23, 97
  %25 = load i32, i32* %2, align 4
  %26 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i32 0, i32 %25
  store i32 %24, i32* %26, align 4
  %27 = load i32, i32* %2, align 4
  %28 = srem i32 %27, 17
  %29 = sub nsw i32 %28, 8
  %30 = sitofp i32 %29 to float
  %31 = fmul float %30, 2.500000e-01
  %32 = load i32, i32* %2, align 4
  %33 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i32 0, i32 %32
  store float %31, float* %33, align 4
  %34 = load i32, i32* %2, align 4
  %35 = srem i32 %34, 5
  %36 = sitofp i32 %35 to float
  %37 = fadd float %36, 5.000000e-01
  %38 = load i32, i32* %2, align 4
  %39 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %38
  store float %37, float* %39, align 4
  %40 = load i32, i32* %2, align 4
  %41 = srem i32 %40, 13
  %42 = sitofp i32 %41 to double
  %43 = fmul double %42, 1.250000e-01
  %44 = load i32, i32* %2, align 4
  %45 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i32 0, i32 %44
  store double %43, double* %45, align 8
  %46 = load i32, i32* %2, align 4
  %47 = mul nsw i32 %46, 7
  %48 = srem i32 %47, 200
  %49 = sub nsw i32 %48, 100
  %50 = trunc i32 %49 to i16
  %51 = load i32, i32* %2, align 4
  %52 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i32 0, i32 %51
  store i16 %50, i16* %52, align 2
  %53 = load i32, i32* %2, align 4
  %54 = mul nsw i32 %53, 13
  %55 = load i32, i32* %2, align 4
  %56 = ashr i32 %55, 3
  %57 = add nsw i32 %54, %56
  %58 = trunc i32 %57 to i8
  %59 = load i32, i32* %2, align 4
  %60 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i32 0, i32 %59
  store i8 %58, i8* %60, align 1
  %61 = load i32, i32* %2, align 4
  %62 = sext i32 %61 to i64
  %63 = mul nsw i64 %62, 1000003
  %64 = sub nsw i64 %63, 400000000
  %65 = load i32, i32* %2, align 4
  %66 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i32 0, i32 %65
  store i64 %64, i64* %66, align 8
  br label %67

67:                                               ; preds = %14
  %68 = load i32, i32* %2, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %2, align 4
  br label %11, !llvm.loop !2

70:                                               ; preds = %11
  %71 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i32 0, i32 0), i32 noundef 1000)
  %72 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i32 0, i32 0), i32 noundef 1000)
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %71, i32 noundef %72)
  %74 = call i64 @sum_ll(i64* noundef getelementptr inbounds ([1000 x i64], [1000 x i64]* @la, i32 0, i32 0), i32 noundef 1000)
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i64 noundef %74)
  %76 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i32 0, i32 0), i32 noundef 1000)
  %77 = fpext float %76 to double
  %78 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i32 0, i32 0), i32 noundef 1000)
  %79 = fpext float %78 to double
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i32 0, i32 0), double noundef %77, double noundef %79)
  %81 = call double @dot(double* noundef getelementptr inbounds ([1000 x double], [1000 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i32 0, i32 0), i32 noundef 1000)
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), double noundef %81)
  store i32 0, i32* %3, align 4
  br label %83

83:                                               ; preds = %92, %70
  %84 = load i32, i32* %3, align 4
  %85 = icmp slt i32 %84, 1000
  br i1 %85, label %86, label %95

86:                                               ; preds = %83
  %87 = load i32, i32* %3, align 4
  %88 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i32 0, i32 %87
  %89 = load float, float* %88, align 4
  %90 = load i32, i32* %3, align 4
  %91 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i32 0, i32 %90
  store float %89, float* %91, align 4
  br label %92

92:                                               ; preds = %86
  %93 = load i32, i32* %3, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %3, align 4
  br label %83, !llvm.loop !4

95:                                               ; preds = %83
  call void @saxpy(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 1000)
  %96 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), align 16
  %97 = fpext float %96 to double
  %98 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 999), align 4
  %99 = fpext float %98 to double
  %100 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), i32 noundef 1000)
  %101 = fpext float %100 to double
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i32 0, i32 0), double noundef %97, double noundef %99, double noundef %101)
  call void @add3(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i32 0, i32 0), i32 noundef 1000)
  %103 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 16
  %104 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 500), align 16
  %105 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32 noundef 1000)
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef %103, i32 noundef %104, i32 noundef %105)
  %107 = call i32 @max_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32 noundef 1000)
  %108 = call i32 @min_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32 noundef 1000)
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef %107, i32 noundef %108)
  %110 = call i32 @count_bytes(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i32 0, i32 0), i32 noundef 1000, i8 noundef zeroext 7)
  %111 = call i32 @count_bytes(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i32 0, i32 0), i32 noundef 1000, i8 noundef zeroext -56)
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 0), i32 noundef %110, i32 noundef %111)
  %113 = call i32 @sum_short(i16* noundef getelementptr inbounds ([1000 x i16], [1000 x i16]* @sa, i32 0, i32 0), i32 noundef 1000)
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i32 0, i32 0), i32 noundef %113)
  call void @reverse_copy(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i32 0, i32 0), i32 noundef 1000)
  %115 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), align 16
  %116 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 999), align 4
  %117 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32 noundef 1000)
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %115, i32 noundef %116, i32 noundef %117)
  call void @clamp(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32 noundef 1000, i32 noundef -10, i32 noundef 20)
  %119 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i32 0, i32 0), i32 noundef 1000)
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0), i32 noundef %119)
  %121 = call i64 @strided(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i32 0, i32 0), i32 noundef 1000)
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i64 noundef %121)
  call void @to_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i32 0, i32 0), i32 noundef 1000)
  %123 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i32 0, i32 0), i32 noundef 1000)
  %124 = fpext float %123 to double
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), double noundef %124)
  %126 = call i32 @xor_bytes(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i32 0, i32 0), i32 noundef 1000)
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i32 0, i32 0), i32 noundef %126)
  call void @abs_diff(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 0), i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i32 0, i32 0), i32 noundef 1000)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %128

128:                                              ; preds = %138, %95
  %129 = load i32, i32* %5, align 4
  %130 = icmp slt i32 %129, 1000
  br i1 %130, label %131, label %141

131:                                              ; preds = %128
  %132 = load i32, i32* %5, align 4
  %133 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i32 0, i32 %132
  %134 = load i8, i8* %133, align 1
  %135 = zext i8 %134 to i32
  %136 = load i32, i32* %4, align 4
  %137 = add i32 %136, %135
  store i32 %137, i32* %4, align 4
  br label %138

138:                                              ; preds = %131
  %139 = load i32, i32* %5, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, i32* %5, align 4
  br label %128, !llvm.loop !5

141:                                              ; preds = %128
  %142 = load i32, i32* %4, align 4
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0), i32 noundef %142)
  store i32 0, i32* %6, align 4
  br label %144

144:                                              ; preds = %167, %141
  %145 = load i32, i32* %6, align 4
  %146 = icmp slt i32 %145, 32
  br i1 %146, label %147, label %170

147:                                              ; preds = %144
  store i32 0, i32* %7, align 4
  br label %148

148:                                              ; preds = %163, %147
  %149 = load i32, i32* %7, align 4
  %150 = icmp slt i32 %149, 32
  br i1 %150, label %151, label %166

151:                                              ; preds = %148
  %152 = load i32, i32* %6, align 4
  %153 = load i32, i32* %7, align 4
  %154 = xor i32 %152, %153
  %155 = load i32, i32* %6, align 4
  %156 = load i32, i32* %7, align 4
  %157 = mul nsw i32 %155, %156
  %158 = add nsw i32 %154, %157
  %159 = load i32, i32* %6, align 4
  %160 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %159
  %161 = load i32, i32* %7, align 4
  %162 = getelementptr inbounds [32 x i32], [32 x i32]* %160, i32 0, i32 %161
  store i32 %158, i32* %162, align 4
  br label %163

163:                                              ; preds = %151
  %164 = load i32, i32* %7, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, i32* %7, align 4
  br label %148, !llvm.loop !6

166:                                              ; preds = %148
  br label %167

167:                                              ; preds = %166
  %168 = load i32, i32* %6, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, i32* %6, align 4
  br label %144, !llvm.loop !7

170:                                              ; preds = %144
  store i64 0, i64* %8, align 8
  store i32 0, i32* %9, align 4
  br label %171

171:                                              ; preds = %198, %170
  %172 = load i32, i32* %9, align 4
  %173 = icmp slt i32 %172, 32
  br i1 %173, label %174, label %201

174:                                              ; preds = %171
  store i32 0, i32* %10, align 4
  br label %175

175:                                              ; preds = %194, %174
  %176 = load i32, i32* %10, align 4
  %177 = icmp slt i32 %176, 32
  br i1 %177, label %178, label %197

178:                                              ; preds = %175
  %179 = load i32, i32* %9, align 4
  %180 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %179
  %181 = load i32, i32* %10, align 4
  %182 = getelementptr inbounds [32 x i32], [32 x i32]* %180, i32 0, i32 %181
  %183 = load i32, i32* %182, align 4
  %184 = sext i32 %183 to i64
  %185 = load i32, i32* %10, align 4
  %186 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i32 0, i32 %185
  %187 = load i32, i32* %9, align 4
  %188 = getelementptr inbounds [32 x i32], [32 x i32]* %186, i32 0, i32 %187
  %189 = load i32, i32* %188, align 4
  %190 = sext i32 %189 to i64
  %191 = mul nsw i64 %184, %190
  %192 = load i64, i64* %8, align 8
  %193 = add nsw i64 %192, %191
  store i64 %193, i64* %8, align 8
  br label %194

194:                                              ; preds = %178
  %195 = load i32, i32* %10, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, i32* %10, align 4
  br label %175, !llvm.loop !8

197:                                              ; preds = %175
  br label %198

198:                                              ; preds = %197
  %199 = load i32, i32* %9, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, i32* %9, align 4
  br label %171, !llvm.loop !9

201:                                              ; preds = %171
  %202 = load i64, i64* %8, align 8
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0), i64 noundef %202)
  ret i32 31
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_int(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !10

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i64* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64* %0, i64** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i64*, i64** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i64, i64* %12, i32 %13
  %15 = load i64, i64* %14, align 8
  %16 = load i64, i64* %5, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, i64* %5, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !11

21:                                               ; preds = %7
  %22 = load i64, i64* %5, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone
define internal float @sum_float(float* noundef %0, i32 noundef %1) #0 {
  %3 = alloca float*, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 4
  store i32 %1, i32* %4, align 4
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds float, float* %12, i32 %13
  %15 = load float, float* %14, align 4
  %16 = load float, float* %5, align 4
  %17 = fadd float %16, %15
  store float %17, float* %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !12

21:                                               ; preds = %7
  %22 = load float, float* %5, align 4
  ret float %22
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double*, align 4
  %5 = alloca float*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  store float* %1, float** %5, align 4
  store i32 %2, i32* %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds double, double* %14, i32 %15
  %17 = load double, double* %16, align 8
  %18 = load float*, float** %5, align 4
  %19 = load i32, i32* %8, align 4
  %20 = getelementptr inbounds float, float* %18, i32 %19
  %21 = load float, float* %20, align 4
  %22 = fpext float %21 to double
  %23 = load double, double* %7, align 8
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23)
  store double %24, double* %7, align 8
  br label %25

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %8, align 4
  br label %9, !llvm.loop !13

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8
  ret double %29
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(float* noundef %0, float* noundef %1, float noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 4
  %6 = alloca float*, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  store float* %1, float** %6, align 4
  store float %2, float* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %31

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4
  %16 = load float*, float** %6, align 4
  %17 = load i32, i32* %9, align 4
  %18 = getelementptr inbounds float, float* %16, i32 %17
  %19 = load float, float* %18, align 4
  %20 = load float*, float** %5, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds float, float* %20, i32 %21
  %23 = load float, float* %22, align 4
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23)
  %25 = load float*, float** %5, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds float, float* %25, i32 %26
  store float %24, float* %27, align 4
  br label %28

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %9, align 4
  br label %10, !llvm.loop !14

31:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @add3(i32* noalias noundef %0, i32* noalias noundef %1, i32* noalias noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %34, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %37

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32*, i32** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = mul nsw i32 3, %22
  %24 = add nsw i32 %18, %23
  %25 = load i32*, i32** %6, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds i32, i32* %25, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = ashr i32 %28, 2
  %30 = sub nsw i32 %24, %29
  %31 = load i32*, i32** %5, align 4
  %32 = load i32, i32* %9, align 4
  %33 = getelementptr inbounds i32, i32* %31, i32 %32
  store i32 %30, i32* %33, align 4
  br label %34

34:                                               ; preds = %14
  %35 = load i32, i32* %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %9, align 4
  br label %10, !llvm.loop !15

37:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @max_int(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load i32*, i32** %3, align 4
  %8 = getelementptr inbounds i32, i32* %7, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %10

10:                                               ; preds = %30, %2
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %10
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %5, align 4
  %20 = icmp sgt i32 %18, %19
  br i1 %20, label %21, label %26

21:                                               ; preds = %14
  %22 = load i32*, i32** %3, align 4
  %23 = load i32, i32* %6, align 4
  %24 = getelementptr inbounds i32, i32* %22, i32 %23
  %25 = load i32, i32* %24, align 4
  br label %28

26:                                               ; preds = %14
  %27 = load i32, i32* %5, align 4
  br label %28

28:                                               ; preds = %26, %21
  %29 = phi i32 [ %25, %21 ], [ %27, %26 ]
  store i32 %29, i32* %5, align 4
  br label %30

30:                                               ; preds = %28
  %31 = load i32, i32* %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %6, align 4
  br label %10, !llvm.loop !16

33:                                               ; preds = %10
  %34 = load i32, i32* %5, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define internal i32 @min_int(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load i32*, i32** %3, align 4
  %8 = getelementptr inbounds i32, i32* %7, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %26

21:                                               ; preds = %14
  %22 = load i32*, i32** %3, align 4
  %23 = load i32, i32* %6, align 4
  %24 = getelementptr inbounds i32, i32* %22, i32 %23
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %5, align 4
  br label %26

26:                                               ; preds = %21, %14
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %10, !llvm.loop !17

30:                                               ; preds = %10
  %31 = load i32, i32* %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal i32 @count_bytes(i8* noundef %0, i32 noundef %1, i8 noundef zeroext %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8 %2, i8* %6, align 1
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %9
  %14 = load i8*, i8** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i8, i8* %6, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp eq i32 %18, %20
  %22 = zext i1 %21 to i32
  %23 = load i32, i32* %7, align 4
  %24 = add i32 %23, %22
  store i32 %24, i32* %7, align 4
  br label %25

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %8, align 4
  br label %9, !llvm.loop !18

28:                                               ; preds = %9
  %29 = load i32, i32* %7, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_short(i16* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %25, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %28

11:                                               ; preds = %7
  %12 = load i16*, i16** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i16, i16* %12, i32 %13
  %15 = load i16, i16* %14, align 2
  %16 = sext i16 %15 to i32
  %17 = load i16*, i16** %3, align 4
  %18 = load i32, i32* %6, align 4
  %19 = getelementptr inbounds i16, i16* %17, i32 %18
  %20 = load i16, i16* %19, align 2
  %21 = sext i16 %20 to i32
  %22 = mul nsw i32 %16, %21
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, i32* %5, align 4
  br label %25

25:                                               ; preds = %11
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %7, !llvm.loop !19

28:                                               ; preds = %7
  %29 = load i32, i32* %5, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal void @reverse_copy(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = getelementptr inbounds i32, i32* %13, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32*, i32** %4, align 4
  %21 = load i32, i32* %7, align 4
  %22 = getelementptr inbounds i32, i32* %20, i32 %21
  store i32 %19, i32* %22, align 4
  br label %23

23:                                               ; preds = %12
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %7, align 4
  br label %8, !llvm.loop !20

26:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @clamp(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %44, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %47

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %7, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4
  br label %39

23:                                               ; preds = %14
  %24 = load i32*, i32** %5, align 4
  %25 = load i32, i32* %9, align 4
  %26 = getelementptr inbounds i32, i32* %24, i32 %25
  %27 = load i32, i32* %26, align 4
  %28 = load i32, i32* %8, align 4
  %29 = icmp sgt i32 %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %23
  %31 = load i32, i32* %8, align 4
  br label %37

32:                                               ; preds = %23
  %33 = load i32*, i32** %5, align 4
  %34 = load i32, i32* %9, align 4
  %35 = getelementptr inbounds i32, i32* %33, i32 %34
  %36 = load i32, i32* %35, align 4
  br label %37

37:                                               ; preds = %32, %30
  %38 = phi i32 [ %31, %30 ], [ %36, %32 ]
  br label %39

39:                                               ; preds = %37, %21
  %40 = phi i32 [ %22, %21 ], [ %38, %37 ]
  %41 = load i32*, i32** %5, align 4
  %42 = load i32, i32* %9, align 4
  %43 = getelementptr inbounds i32, i32* %41, i32 %42
  store i32 %40, i32* %43, align 4
  br label %44

44:                                               ; preds = %39
  %45 = load i32, i32* %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %9, align 4
  br label %10, !llvm.loop !21

47:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @strided(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = sext i32 %15 to i64
  %17 = load i32*, i32** %3, align 4
  %18 = load i32, i32* %6, align 4
  %19 = add nsw i32 %18, 1
  %20 = getelementptr inbounds i32, i32* %17, i32 %19
  %21 = load i32, i32* %20, align 4
  %22 = sext i32 %21 to i64
  %23 = mul nsw i64 %16, %22
  %24 = load i64, i64* %5, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, i64* %5, align 8
  br label %26

26:                                               ; preds = %11
  %27 = load i32, i32* %6, align 4
  %28 = add nsw i32 %27, 2
  store i32 %28, i32* %6, align 4
  br label %7, !llvm.loop !22

29:                                               ; preds = %7
  %30 = load i64, i64* %5, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone
define internal void @to_float(float* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store float* %0, float** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 4
  %14 = load i32, i32* %7, align 4
  %15 = getelementptr inbounds i32, i32* %13, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = sitofp i32 %16 to float
  %18 = fmul float %17, 5.000000e-01
  %19 = load float*, float** %4, align 4
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds float, float* %19, i32 %20
  store float %18, float* %21, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %8, !llvm.loop !23

25:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @xor_bytes(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i8, i8* %12, i32 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, i32* %6, align 4
  %18 = and i32 %17, 7
  %19 = shl i32 %16, %18
  %20 = load i32, i32* %5, align 4
  %21 = xor i32 %20, %19
  store i32 %21, i32* %5, align 4
  br label %22

22:                                               ; preds = %11
  %23 = load i32, i32* %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %6, align 4
  br label %7, !llvm.loop !24

25:                                               ; preds = %7
  %26 = load i32, i32* %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal void @abs_diff(i8* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %41, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %44

13:                                               ; preds = %9
  %14 = load i8*, i8** %5, align 4
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i8*, i8** %5, align 4
  %20 = load i32, i32* %6, align 4
  %21 = sub nsw i32 %20, 1
  %22 = load i32, i32* %7, align 4
  %23 = sub nsw i32 %21, %22
  %24 = getelementptr inbounds i8, i8* %19, i32 %23
  %25 = load i8, i8* %24, align 1
  %26 = zext i8 %25 to i32
  %27 = sub nsw i32 %18, %26
  store i32 %27, i32* %8, align 4
  %28 = load i32, i32* %8, align 4
  %29 = icmp slt i32 %28, 0
  br i1 %29, label %30, label %33

30:                                               ; preds = %13
  %31 = load i32, i32* %8, align 4
  %32 = sub nsw i32 0, %31
  br label %35

33:                                               ; preds = %13
  %34 = load i32, i32* %8, align 4
  br label %35

35:                                               ; preds = %33, %30
  %36 = phi i32 [ %32, %30 ], [ %34, %33 ]
  %37 = trunc i32 %36 to i8
  %38 = load i8*, i8** %4, align 4
  %39 = load i32, i32* %7, align 4
  %40 = getelementptr inbounds i8, i8* %38, i32 %39
  store i8 %37, i8* %40, align 1
  br label %41

41:                                               ; preds = %35
  %42 = load i32, i32* %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %7, align 4
  br label %9, !llvm.loop !25

44:                                               ; preds = %9
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !3}
!23 = distinct !{!23, !3}
!24 = distinct !{!24, !3}
!25 = distinct !{!25, !3}
