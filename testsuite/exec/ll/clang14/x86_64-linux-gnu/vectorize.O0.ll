; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
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

11:                                               ; preds = %75, %0
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %12, 1000
  br i1 %13, label %14, label %78

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4
  %16 = mul nsw i32 %15, 37
  %17 = srem i32 %16, 101
  %18 = sub nsw i32 %17, 50
  %19 = load i32, i32* %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ia, i64 0, i64 %20
  store i32 %18, i32* %21, align 4
  %22 = load i32, i32* %2, align 4
  %23 = load i32, i32* %2, align 4
  %24 = mul nsw i32 %22, %23
  %25 = srem i32 %24, 97
  %26 = load i32, i32* %2, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [1000 x i32], [1000 x i32]* @ib, i64 0, i64 %27
  store i32 %25, i32* %28, align 4
  %29 = load i32, i32* %2, align 4
  %30 = srem i32 %29, 17
  %31 = sub nsw i32 %30, 8
  %32 = sitofp i32 %31 to float
  %33 = fmul float %32, 2.500000e-01
  %34 = load i32, i32* %2, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [1000 x float], [1000 x float]* @fa, i64 0, i64 %35
  store float %33, float* %36, align 4
  %37 = load i32, i32* %2, align 4
  %38 = srem i32 %37, 5
  %39 = sitofp i32 %38 to float
  %40 = fadd float %39, 5.000000e-01
  %41 = load i32, i32* %2, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %42
  store float %40, float* %43, align 4
  %44 = load i32, i32* %2, align 4
  %45 = srem i32 %44, 13
  %46 = sitofp i32 %45 to double
  %47 = fmul double %46, 1.250000e-01
  %48 = load i32, i32* %2, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [1000 x double], [1000 x double]* @da, i64 0, i64 %49
  store double %47, double* %50, align 8
  %51 = load i32, i32* %2, align 4
  %52 = mul nsw i32 %51, 7
  %53 = srem i32 %52, 200
  %54 = sub nsw i32 %53, 100
  %55 = trunc i32 %54 to i16
  %56 = load i32, i32* %2, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [1000 x i16], [1000 x i16]* @sa, i64 0, i64 %57
  store i16 %55, i16* %58, align 2
  %59 = load i32, i32* %2, align 4
  %60 = mul nsw i32 %59, 13
  %61 = load i32, i32* %2, align 4
  %62 = ashr i32 %61, 3
  %63 = add nsw i32 %60, %62
  %64 = trunc i32 %63 to i8
  %65 = load i32, i32* %2, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [1000 x i8], [1000 x i8]* @bytes, i64 0, i64 %66
  store i8 %64, i8* %67, align 1
  %68 = load i32, i32* %2, align 4
  %69 = sext i32 %68 to i64
  %70 = mul nsw i64 %69, 1000003
  %71 = sub nsw i64 %70, 400000000
  %72 = load i32, i32* %2, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [1000 x i64], [1000 x i64]* @la, i64 0, i64 %73
  store i64 %71, i64* %74, align 8
  br label %75

75:                                               ; preds = %14
  %76 = load i32, i32* %2, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %2, align 4
  br label %11, !llvm.loop !6

78:                                               ; preds = %11
  %79 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i64 0, i64 0), i32 noundef 1000)
  %80 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i64 0, i64 0), i32 noundef 1000)
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %79, i32 noundef %80)
  %82 = call i64 @sum_ll(i64* noundef getelementptr inbounds ([1000 x i64], [1000 x i64]* @la, i64 0, i64 0), i32 noundef 1000)
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i64 noundef %82)
  %84 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i64 0, i64 0), i32 noundef 1000)
  %85 = fpext float %84 to double
  %86 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i64 0, i64 0), i32 noundef 1000)
  %87 = fpext float %86 to double
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), double noundef %85, double noundef %87)
  %89 = call double @dot(double* noundef getelementptr inbounds ([1000 x double], [1000 x double]* @da, i64 0, i64 0), float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fb, i64 0, i64 0), i32 noundef 1000)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), double noundef %89)
  store i32 0, i32* %3, align 4
  br label %91

91:                                               ; preds = %102, %78
  %92 = load i32, i32* %3, align 4
  %93 = icmp slt i32 %92, 1000
  br i1 %93, label %94, label %105

94:                                               ; preds = %91
  %95 = load i32, i32* %3, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [1000 x float], [1000 x float]* @fb, i64 0, i64 %96
  %98 = load float, float* %97, align 4
  %99 = load i32, i32* %3, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [1000 x float], [1000 x float]* @fc, i64 0, i64 %100
  store float %98, float* %101, align 4
  br label %102

102:                                              ; preds = %94
  %103 = load i32, i32* %3, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %3, align 4
  br label %91, !llvm.loop !8

105:                                              ; preds = %91
  call void @saxpy(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fa, i64 0, i64 0), float noundef 2.000000e+00, i32 noundef 1000)
  %106 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), align 16
  %107 = fpext float %106 to double
  %108 = load float, float* getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 999), align 4
  %109 = fpext float %108 to double
  %110 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), i32 noundef 1000)
  %111 = fpext float %110 to double
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), double noundef %107, double noundef %109, double noundef %111)
  call void @add3(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i64 0, i64 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i64 0, i64 0), i32 noundef 1000)
  %113 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 16
  %114 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 500), align 16
  %115 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32 noundef 1000)
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef %113, i32 noundef %114, i32 noundef %115)
  %117 = call i32 @max_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32 noundef 1000)
  %118 = call i32 @min_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32 noundef 1000)
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %117, i32 noundef %118)
  %120 = call i32 @count_bytes(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 0), i32 noundef 1000, i8 noundef zeroext 7)
  %121 = call i32 @count_bytes(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 0), i32 noundef 1000, i8 noundef zeroext -56)
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i32 noundef %120, i32 noundef %121)
  %123 = call i32 @sum_short(i16* noundef getelementptr inbounds ([1000 x i16], [1000 x i16]* @sa, i64 0, i64 0), i32 noundef 1000)
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %123)
  call void @reverse_copy(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i64 0, i64 0), i32 noundef 1000)
  %125 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), align 16
  %126 = load i32, i32* getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 999), align 4
  %127 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32 noundef 1000)
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %125, i32 noundef %126, i32 noundef %127)
  call void @clamp(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32 noundef 1000, i32 noundef -10, i32 noundef 20)
  %129 = call i32 @sum_int(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ic, i64 0, i64 0), i32 noundef 1000)
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i64 0, i64 0), i32 noundef %129)
  %131 = call i64 @strided(i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ib, i64 0, i64 0), i32 noundef 1000)
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i64 noundef %131)
  call void @to_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), i32* noundef getelementptr inbounds ([1000 x i32], [1000 x i32]* @ia, i64 0, i64 0), i32 noundef 1000)
  %133 = call float @sum_float(float* noundef getelementptr inbounds ([1000 x float], [1000 x float]* @fc, i64 0, i64 0), i32 noundef 1000)
  %134 = fpext float %133 to double
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), double noundef %134)
  %136 = call i32 @xor_bytes(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 0), i32 noundef 1000)
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %136)
  call void @abs_diff(i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 0), i8* noundef getelementptr inbounds ([1000 x i8], [1000 x i8]* @bytes, i64 0, i64 0), i32 noundef 1000)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %138

138:                                              ; preds = %149, %105
  %139 = load i32, i32* %5, align 4
  %140 = icmp slt i32 %139, 1000
  br i1 %140, label %141, label %152

141:                                              ; preds = %138
  %142 = load i32, i32* %5, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [1000 x i8], [1000 x i8]* @main.diff, i64 0, i64 %143
  %145 = load i8, i8* %144, align 1
  %146 = zext i8 %145 to i32
  %147 = load i32, i32* %4, align 4
  %148 = add i32 %147, %146
  store i32 %148, i32* %4, align 4
  br label %149

149:                                              ; preds = %141
  %150 = load i32, i32* %5, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, i32* %5, align 4
  br label %138, !llvm.loop !9

152:                                              ; preds = %138
  %153 = load i32, i32* %4, align 4
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i64 0, i64 0), i32 noundef %153)
  store i32 0, i32* %6, align 4
  br label %155

155:                                              ; preds = %180, %152
  %156 = load i32, i32* %6, align 4
  %157 = icmp slt i32 %156, 32
  br i1 %157, label %158, label %183

158:                                              ; preds = %155
  store i32 0, i32* %7, align 4
  br label %159

159:                                              ; preds = %176, %158
  %160 = load i32, i32* %7, align 4
  %161 = icmp slt i32 %160, 32
  br i1 %161, label %162, label %179

162:                                              ; preds = %159
  %163 = load i32, i32* %6, align 4
  %164 = load i32, i32* %7, align 4
  %165 = xor i32 %163, %164
  %166 = load i32, i32* %6, align 4
  %167 = load i32, i32* %7, align 4
  %168 = mul nsw i32 %166, %167
  %169 = add nsw i32 %165, %168
  %170 = load i32, i32* %6, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %171
  %173 = load i32, i32* %7, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [32 x i32], [32 x i32]* %172, i64 0, i64 %174
  store i32 %169, i32* %175, align 4
  br label %176

176:                                              ; preds = %162
  %177 = load i32, i32* %7, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, i32* %7, align 4
  br label %159, !llvm.loop !10

179:                                              ; preds = %159
  br label %180

180:                                              ; preds = %179
  %181 = load i32, i32* %6, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, i32* %6, align 4
  br label %155, !llvm.loop !11

183:                                              ; preds = %155
  store i64 0, i64* %8, align 8
  store i32 0, i32* %9, align 4
  br label %184

184:                                              ; preds = %215, %183
  %185 = load i32, i32* %9, align 4
  %186 = icmp slt i32 %185, 32
  br i1 %186, label %187, label %218

187:                                              ; preds = %184
  store i32 0, i32* %10, align 4
  br label %188

188:                                              ; preds = %211, %187
  %189 = load i32, i32* %10, align 4
  %190 = icmp slt i32 %189, 32
  br i1 %190, label %191, label %214

191:                                              ; preds = %188
  %192 = load i32, i32* %9, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %193
  %195 = load i32, i32* %10, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [32 x i32], [32 x i32]* %194, i64 0, i64 %196
  %198 = load i32, i32* %197, align 4
  %199 = sext i32 %198 to i64
  %200 = load i32, i32* %10, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @main.mat, i64 0, i64 %201
  %203 = load i32, i32* %9, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [32 x i32], [32 x i32]* %202, i64 0, i64 %204
  %206 = load i32, i32* %205, align 4
  %207 = sext i32 %206 to i64
  %208 = mul nsw i64 %199, %207
  %209 = load i64, i64* %8, align 8
  %210 = add nsw i64 %209, %208
  store i64 %210, i64* %8, align 8
  br label %211

211:                                              ; preds = %191
  %212 = load i32, i32* %10, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, i32* %10, align 4
  br label %188, !llvm.loop !12

214:                                              ; preds = %188
  br label %215

215:                                              ; preds = %214
  %216 = load i32, i32* %9, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* %9, align 4
  br label %184, !llvm.loop !13

218:                                              ; preds = %184
  %219 = load i64, i64* %8, align 8
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0), i64 noundef %219)
  ret i32 31
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_int(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %12, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !14

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i64* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64* %0, i64** %3, align 8
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i64*, i64** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i64, i64* %12, i64 %14
  %16 = load i64, i64* %15, align 8
  %17 = load i64, i64* %5, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, i64* %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !15

22:                                               ; preds = %7
  %23 = load i64, i64* %5, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sum_float(float* noundef %0, i32 noundef %1) #0 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  store i32 %1, i32* %4, align 4
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, float* %12, i64 %14
  %16 = load float, float* %15, align 4
  %17 = load float, float* %5, align 4
  %18 = fadd float %17, %16
  store float %18, float* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !16

22:                                               ; preds = %7
  %23 = load float, float* %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store float* %1, float** %5, align 8
  store i32 %2, i32* %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %14, i64 %16
  %18 = load double, double* %17, align 8
  %19 = load float*, float** %5, align 8
  %20 = load i32, i32* %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, float* %19, i64 %21
  %23 = load float, float* %22, align 4
  %24 = fpext float %23 to double
  %25 = load double, double* %7, align 8
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25)
  store double %26, double* %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %8, align 4
  br label %9, !llvm.loop !17

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noundef %0, float* noundef %1, float noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store float %2, float* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4
  %16 = load float*, float** %6, align 8
  %17 = load i32, i32* %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, float* %16, i64 %18
  %20 = load float, float* %19, align 4
  %21 = load float*, float** %5, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, float* %21, i64 %23
  %25 = load float, float* %24, align 4
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25)
  %27 = load float*, float** %5, align 8
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, float* %27, i64 %29
  store float %26, float* %30, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %9, align 4
  br label %10, !llvm.loop !18

34:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add3(i32* noalias noundef %0, i32* noalias noundef %1, i32* noalias noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32* %1, i32** %6, align 8
  store i32* %2, i32** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %38, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %41

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32*, i32** %7, align 8
  %21 = load i32, i32* %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %20, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = mul nsw i32 3, %24
  %26 = add nsw i32 %19, %25
  %27 = load i32*, i32** %6, align 8
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %27, i64 %29
  %31 = load i32, i32* %30, align 4
  %32 = ashr i32 %31, 2
  %33 = sub nsw i32 %26, %32
  %34 = load i32*, i32** %5, align 8
  %35 = load i32, i32* %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32* %34, i64 %36
  store i32 %33, i32* %37, align 4
  br label %38

38:                                               ; preds = %14
  %39 = load i32, i32* %9, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %9, align 4
  br label %10, !llvm.loop !19

41:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_int(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %7 = load i32*, i32** %3, align 8
  %8 = getelementptr inbounds i32, i32* %7, i64 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %10

10:                                               ; preds = %32, %2
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = load i32*, i32** %3, align 8
  %16 = load i32, i32* %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = icmp sgt i32 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %14
  %23 = load i32*, i32** %3, align 8
  %24 = load i32, i32* %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %23, i64 %25
  %27 = load i32, i32* %26, align 4
  br label %30

28:                                               ; preds = %14
  %29 = load i32, i32* %5, align 4
  br label %30

30:                                               ; preds = %28, %22
  %31 = phi i32 [ %27, %22 ], [ %29, %28 ]
  store i32 %31, i32* %5, align 4
  br label %32

32:                                               ; preds = %30
  %33 = load i32, i32* %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %6, align 4
  br label %10, !llvm.loop !20

35:                                               ; preds = %10
  %36 = load i32, i32* %5, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_int(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %7 = load i32*, i32** %3, align 8
  %8 = getelementptr inbounds i32, i32* %7, i64 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %10

10:                                               ; preds = %29, %2
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %32

14:                                               ; preds = %10
  %15 = load i32*, i32** %3, align 8
  %16 = load i32, i32* %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %14
  %23 = load i32*, i32** %3, align 8
  %24 = load i32, i32* %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %23, i64 %25
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %5, align 4
  br label %28

28:                                               ; preds = %22, %14
  br label %29

29:                                               ; preds = %28
  %30 = load i32, i32* %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %6, align 4
  br label %10, !llvm.loop !21

32:                                               ; preds = %10
  %33 = load i32, i32* %5, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_bytes(i8* noundef %0, i32 noundef %1, i8 noundef zeroext %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i32 %1, i32* %5, align 4
  store i8 %2, i8* %6, align 1
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load i8*, i8** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, i8* %14, i64 %16
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i8, i8* %6, align 1
  %21 = zext i8 %20 to i32
  %22 = icmp eq i32 %19, %21
  %23 = zext i1 %22 to i32
  %24 = load i32, i32* %7, align 4
  %25 = add i32 %24, %23
  store i32 %25, i32* %7, align 4
  br label %26

26:                                               ; preds = %13
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  br label %9, !llvm.loop !22

29:                                               ; preds = %9
  %30 = load i32, i32* %7, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_short(i16* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load i16*, i16** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i16, i16* %12, i64 %14
  %16 = load i16, i16* %15, align 2
  %17 = sext i16 %16 to i32
  %18 = load i16*, i16** %3, align 8
  %19 = load i32, i32* %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i16, i16* %18, i64 %20
  %22 = load i16, i16* %21, align 2
  %23 = sext i16 %22 to i32
  %24 = mul nsw i32 %17, %23
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %11
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7, !llvm.loop !23

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse_copy(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 8
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %13, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = load i32*, i32** %4, align 8
  %22 = load i32, i32* %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %21, i64 %23
  store i32 %20, i32* %24, align 4
  br label %25

25:                                               ; preds = %12
  %26 = load i32, i32* %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %7, align 4
  br label %8, !llvm.loop !24

28:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @clamp(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %48, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %51

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %7, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %24

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4
  br label %42

24:                                               ; preds = %14
  %25 = load i32*, i32** %5, align 8
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %25, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = load i32, i32* %8, align 4
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %24
  %33 = load i32, i32* %8, align 4
  br label %40

34:                                               ; preds = %24
  %35 = load i32*, i32** %5, align 8
  %36 = load i32, i32* %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32* %35, i64 %37
  %39 = load i32, i32* %38, align 4
  br label %40

40:                                               ; preds = %34, %32
  %41 = phi i32 [ %33, %32 ], [ %39, %34 ]
  br label %42

42:                                               ; preds = %40, %22
  %43 = phi i32 [ %23, %22 ], [ %41, %40 ]
  %44 = load i32*, i32** %5, align 8
  %45 = load i32, i32* %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %44, i64 %46
  store i32 %43, i32* %47, align 4
  br label %48

48:                                               ; preds = %42
  %49 = load i32, i32* %9, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %9, align 4
  br label %10, !llvm.loop !25

51:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @strided(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %28, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %12, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = sext i32 %16 to i64
  %18 = load i32*, i32** %3, align 8
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %18, i64 %21
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %17, %24
  %26 = load i64, i64* %5, align 8
  %27 = add nsw i64 %26, %25
  store i64 %27, i64* %5, align 8
  br label %28

28:                                               ; preds = %11
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %29, 2
  store i32 %30, i32* %6, align 4
  br label %7, !llvm.loop !26

31:                                               ; preds = %7
  %32 = load i64, i64* %5, align 8
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_float(float* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store float* %0, float** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 8
  %14 = load i32, i32* %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32* %13, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = sitofp i32 %17 to float
  %19 = fmul float %18, 5.000000e-01
  %20 = load float*, float** %4, align 8
  %21 = load i32, i32* %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float* %20, i64 %22
  store float %19, float* %23, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %7, align 4
  br label %8, !llvm.loop !27

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xor_bytes(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, i8* %12, i64 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, i32* %6, align 4
  %19 = and i32 %18, 7
  %20 = shl i32 %17, %19
  %21 = load i32, i32* %5, align 4
  %22 = xor i32 %21, %20
  store i32 %22, i32* %5, align 4
  br label %23

23:                                               ; preds = %11
  %24 = load i32, i32* %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %6, align 4
  br label %7, !llvm.loop !28

26:                                               ; preds = %7
  %27 = load i32, i32* %5, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @abs_diff(i8* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %44, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %47

13:                                               ; preds = %9
  %14 = load i8*, i8** %5, align 8
  %15 = load i32, i32* %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, i8* %14, i64 %16
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i8*, i8** %5, align 8
  %21 = load i32, i32* %6, align 4
  %22 = sub nsw i32 %21, 1
  %23 = load i32, i32* %7, align 4
  %24 = sub nsw i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, i8* %20, i64 %25
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = sub nsw i32 %19, %28
  store i32 %29, i32* %8, align 4
  %30 = load i32, i32* %8, align 4
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %13
  %33 = load i32, i32* %8, align 4
  %34 = sub nsw i32 0, %33
  br label %37

35:                                               ; preds = %13
  %36 = load i32, i32* %8, align 4
  br label %37

37:                                               ; preds = %35, %32
  %38 = phi i32 [ %34, %32 ], [ %36, %35 ]
  %39 = trunc i32 %38 to i8
  %40 = load i8*, i8** %4, align 8
  %41 = load i32, i32* %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, i8* %40, i64 %42
  store i8 %39, i8* %43, align 1
  br label %44

44:                                               ; preds = %37
  %45 = load i32, i32* %7, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %7, align 4
  br label %9, !llvm.loop !29

47:                                               ; preds = %9
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

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
