; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Rec = type { i32, double, [5 x i8] }
%union.FU = type { float }
%union.DU = type { double }
%struct.Flags = type { i32 }
%struct.Wide = type <{ [5 x i8], i32 }>

@__const.main.fs = private unnamed_addr constant [7 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0.000000e+00, float -0.000000e+00], align 4
@.str = private unnamed_addr constant [56 x i8] c"float %g -> %08x (union %08x) sign %u exp %u mant %06x\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"double %g -> %016llx (union %016llx)\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"from bits: %g %g %g %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"nextafter by bits: %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"rsqrt(4) = %.5f, rsqrt(2) = %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"bitfields: %u %u %x %d %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"after wrap: %u %u %x %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"memcpy'd: %u %u %x %d %u\0A\00", align 1
@__const.main.w = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 86, i8 52, i8 18, i8 13 }, align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"wide: %llx %llx %d\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Rec { i32 42, double 9.850000e+01, [5 x i8] c"abcd\00" }, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"rec: %d %.1f %s\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x i32] [i32 16909060, i32 84281096, i32 151653132, i32 219025168], align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"roundtrip %08x %08x byte sum %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"packed %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x float], align 4
  %3 = alloca i32, align 4
  %4 = alloca %union.FU, align 4
  %5 = alloca [5 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca %union.DU, align 4
  %8 = alloca %struct.Flags, align 1
  %9 = alloca %struct.Flags, align 1
  %10 = alloca %struct.Wide, align 1
  %11 = alloca %struct.Rec, align 4
  %12 = alloca %struct.Rec, align 4
  %13 = alloca [20 x i8], align 1
  %14 = alloca [4 x i32], align 4
  %15 = alloca [16 x i8], align 1
  %16 = alloca [4 x i32], align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.fs, i32 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %45, %0
  %22 = load i32, ptr %3, align 4
  %23 = icmp slt i32 %22, 7
  br i1 %23, label %24, label %48

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = getelementptr inbounds [7 x float], ptr %2, i32 0, i32 %25
  %27 = load float, ptr %26, align 4
  store float %27, ptr %4, align 4
  %28 = load i32, ptr %3, align 4
  %29 = getelementptr inbounds [7 x float], ptr %2, i32 0, i32 %28
  %30 = load float, ptr %29, align 4
  %31 = fpext float %30 to double
  %32 = load i32, ptr %3, align 4
  %33 = getelementptr inbounds [7 x float], ptr %2, i32 0, i32 %32
  %34 = load float, ptr %33, align 4
  %35 = call i32 @fbits(float noundef %34)
  %36 = load i32, ptr %4, align 4
  %37 = load i32, ptr %4, align 4
  %38 = lshr i32 %37, 31
  %39 = load i32, ptr %4, align 4
  %40 = lshr i32 %39, 23
  %41 = and i32 %40, 255
  %42 = load i32, ptr %4, align 4
  %43 = and i32 %42, 8388607
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %31, i32 noundef %35, i32 noundef %36, i32 noundef %38, i32 noundef %41, i32 noundef %43)
  br label %45

45:                                               ; preds = %24
  %46 = load i32, ptr %3, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %3, align 4
  br label %21, !llvm.loop !5

48:                                               ; preds = %21
  call void @llvm.memset.p0.i32(ptr align 8 %5, i8 0, i32 40, i1 false)
  %49 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 1.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -5.000000e-01, ptr %50, align 8
  %51 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 0x400921FB54442D18, ptr %51, align 8
  %52 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 1.000000e+300, ptr %52, align 8
  %53 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double 4.940660e-324, ptr %53, align 8
  store i32 0, ptr %6, align 4
  br label %54

54:                                               ; preds = %70, %48
  %55 = load i32, ptr %6, align 4
  %56 = icmp slt i32 %55, 5
  br i1 %56, label %57, label %73

57:                                               ; preds = %54
  %58 = load i32, ptr %6, align 4
  %59 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 %58
  %60 = load double, ptr %59, align 8
  store double %60, ptr %7, align 4
  %61 = load i32, ptr %6, align 4
  %62 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 %61
  %63 = load double, ptr %62, align 8
  %64 = load i32, ptr %6, align 4
  %65 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 %64
  %66 = load double, ptr %65, align 8
  %67 = call i64 @dbits(double noundef %66)
  %68 = load i64, ptr %7, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %63, i64 noundef %67, i64 noundef %68)
  br label %70

70:                                               ; preds = %57
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %6, align 4
  br label %54, !llvm.loop !7

73:                                               ; preds = %54
  %74 = call float @bitsf(i32 noundef 1078530011)
  %75 = fpext float %74 to double
  %76 = call float @bitsf(i32 noundef -1073741824)
  %77 = fpext float %76 to double
  %78 = call double @bitsd(i64 noundef 4609434218613702656)
  %79 = call double @bitsd(i64 noundef 4591870180066957722)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %75, double noundef %77, double noundef %78, double noundef %79)
  %81 = call i64 @dbits(double noundef 1.000000e+00)
  %82 = add i64 %81, 1
  %83 = call double @bitsd(i64 noundef %82)
  %84 = call i64 @dbits(double noundef 1.000000e+00)
  %85 = sub i64 %84, 1
  %86 = call double @bitsd(i64 noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %83, double noundef %86)
  %88 = call float @rsqrt(float noundef 4.000000e+00)
  %89 = fpext float %88 to double
  %90 = call float @rsqrt(float noundef 2.000000e+00)
  %91 = fpext float %90 to double
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %89, double noundef %91)
  call void @llvm.memset.p0.i32(ptr align 1 %8, i8 0, i32 4, i1 false)
  %93 = load i32, ptr %8, align 1
  %94 = and i32 %93, -2
  %95 = or i32 %94, 1
  store i32 %95, ptr %8, align 1
  %96 = load i32, ptr %8, align 1
  %97 = and i32 %96, -15
  %98 = or i32 %97, 10
  store i32 %98, ptr %8, align 1
  %99 = load i32, ptr %8, align 1
  %100 = and i32 %99, -65521
  %101 = or i32 %100, 43968
  store i32 %101, ptr %8, align 1
  %102 = load i32, ptr %8, align 1
  %103 = and i32 %102, -2031617
  %104 = or i32 %103, 1638400
  store i32 %104, ptr %8, align 1
  %105 = load i32, ptr %8, align 1
  %106 = and i32 %105, 2097151
  %107 = or i32 %106, -2097152
  store i32 %107, ptr %8, align 1
  %108 = load i32, ptr %8, align 1
  %109 = and i32 %108, 1
  %110 = load i32, ptr %8, align 1
  %111 = lshr i32 %110, 1
  %112 = and i32 %111, 7
  %113 = load i32, ptr %8, align 1
  %114 = lshr i32 %113, 4
  %115 = and i32 %114, 4095
  %116 = load i32, ptr %8, align 1
  %117 = shl i32 %116, 11
  %118 = ashr i32 %117, 27
  %119 = load i32, ptr %8, align 1
  %120 = lshr i32 %119, 21
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %109, i32 noundef %112, i32 noundef %115, i32 noundef %118, i32 noundef %120)
  %122 = load i32, ptr %8, align 1
  %123 = lshr i32 %122, 1
  %124 = and i32 %123, 7
  %125 = add nsw i32 %124, 3
  %126 = load i32, ptr %8, align 1
  %127 = and i32 %125, 7
  %128 = shl i32 %127, 1
  %129 = and i32 %126, -15
  %130 = or i32 %129, %128
  store i32 %130, ptr %8, align 1
  %131 = load i32, ptr %8, align 1
  %132 = shl i32 %131, 11
  %133 = ashr i32 %132, 27
  %134 = sub nsw i32 %133, 9
  %135 = load i32, ptr %8, align 1
  %136 = and i32 %134, 31
  %137 = shl i32 %136, 16
  %138 = and i32 %135, -2031617
  %139 = or i32 %138, %137
  store i32 %139, ptr %8, align 1
  %140 = shl i32 %136, 27
  %141 = ashr i32 %140, 27
  %142 = load i32, ptr %8, align 1
  %143 = lshr i32 %142, 4
  %144 = and i32 %143, 4095
  %145 = shl i32 %144, 4
  %146 = load i32, ptr %8, align 1
  %147 = and i32 %145, 4095
  %148 = shl i32 %147, 4
  %149 = and i32 %146, -65521
  %150 = or i32 %149, %148
  store i32 %150, ptr %8, align 1
  %151 = load i32, ptr %8, align 1
  %152 = lshr i32 %151, 21
  %153 = add i32 %152, 1
  %154 = load i32, ptr %8, align 1
  %155 = and i32 %153, 2047
  %156 = shl i32 %155, 21
  %157 = and i32 %154, 2097151
  %158 = or i32 %157, %156
  store i32 %158, ptr %8, align 1
  %159 = load i32, ptr %8, align 1
  %160 = and i32 %159, 1
  %161 = load i32, ptr %8, align 1
  %162 = lshr i32 %161, 1
  %163 = and i32 %162, 7
  %164 = load i32, ptr %8, align 1
  %165 = lshr i32 %164, 4
  %166 = and i32 %165, 4095
  %167 = load i32, ptr %8, align 1
  %168 = shl i32 %167, 11
  %169 = ashr i32 %168, 27
  %170 = load i32, ptr %8, align 1
  %171 = lshr i32 %170, 21
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %160, i32 noundef %163, i32 noundef %166, i32 noundef %169, i32 noundef %171)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %9, ptr align 1 %8, i32 4, i1 false)
  %173 = load i32, ptr %9, align 1
  %174 = and i32 %173, 1
  %175 = load i32, ptr %9, align 1
  %176 = lshr i32 %175, 1
  %177 = and i32 %176, 7
  %178 = load i32, ptr %9, align 1
  %179 = lshr i32 %178, 4
  %180 = and i32 %179, 4095
  %181 = load i32, ptr %9, align 1
  %182 = shl i32 %181, 11
  %183 = ashr i32 %182, 27
  %184 = load i32, ptr %9, align 1
  %185 = lshr i32 %184, 21
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %174, i32 noundef %177, i32 noundef %180, i32 noundef %183, i32 noundef %185)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %10, ptr align 1 @__const.main.w, i32 9, i1 false)
  %187 = load i40, ptr %10, align 1
  %188 = zext i40 %187 to i64
  %189 = add i64 %188, 2
  %190 = trunc i64 %189 to i40
  store i40 %190, ptr %10, align 1
  %191 = zext i40 %190 to i64
  %192 = load i40, ptr %10, align 1
  %193 = zext i40 %192 to i64
  %194 = getelementptr inbounds %struct.Wide, ptr %10, i32 0, i32 1
  %195 = load i32, ptr %194, align 1
  %196 = and i32 %195, 16777215
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds %struct.Wide, ptr %10, i32 0, i32 1
  %199 = load i32, ptr %198, align 1
  %200 = shl i32 %199, 4
  %201 = ashr i32 %200, 28
  %202 = trunc i32 %201 to i8
  %203 = sext i8 %202 to i32
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %193, i64 noundef %197, i32 noundef %203)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 @__const.main.r, i32 20, i1 false)
  %205 = getelementptr inbounds [20 x i8], ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %205, ptr align 4 %11, i32 20, i1 false)
  %206 = getelementptr inbounds [20 x i8], ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 1 %206, i32 20, i1 false)
  %207 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 0
  %208 = load i32, ptr %207, align 4
  %209 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 1
  %210 = load double, ptr %209, align 4
  %211 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 2
  %212 = getelementptr inbounds [5 x i8], ptr %211, i32 0, i32 0
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %208, double noundef %210, ptr noundef %212)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %14, ptr align 4 @__const.main.words, i32 16, i1 false)
  %214 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 0
  %215 = getelementptr inbounds [4 x i32], ptr %14, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %214, ptr align 4 %215, i32 16, i1 false)
  %216 = getelementptr inbounds [4 x i32], ptr %16, i32 0, i32 0
  %217 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %216, ptr align 1 %217, i32 16, i1 false)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %218

218:                                              ; preds = %228, %73
  %219 = load i32, ptr %18, align 4
  %220 = icmp slt i32 %219, 16
  br i1 %220, label %221, label %231

221:                                              ; preds = %218
  %222 = load i32, ptr %18, align 4
  %223 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 %222
  %224 = load i8, ptr %223, align 1
  %225 = zext i8 %224 to i32
  %226 = load i32, ptr %17, align 4
  %227 = add i32 %226, %225
  store i32 %227, ptr %17, align 4
  br label %228

228:                                              ; preds = %221
  %229 = load i32, ptr %18, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %18, align 4
  br label %218, !llvm.loop !8

231:                                              ; preds = %218
  %232 = getelementptr inbounds [4 x i32], ptr %16, i32 0, i32 1
  %233 = load i32, ptr %232, align 4
  %234 = getelementptr inbounds [4 x i32], ptr %16, i32 0, i32 3
  %235 = load i32, ptr %234, align 4
  %236 = load i32, ptr %17, align 4
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %233, i32 noundef %235, i32 noundef %236)
  store i64 0, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %238

238:                                              ; preds = %249, %231
  %239 = load i32, ptr %20, align 4
  %240 = icmp slt i32 %239, 8
  br i1 %240, label %241, label %252

241:                                              ; preds = %238
  %242 = load i64, ptr %19, align 8
  %243 = shl i64 %242, 8
  %244 = load i32, ptr %20, align 4
  %245 = mul nsw i32 %244, 17
  %246 = add nsw i32 %245, 1
  %247 = sext i32 %246 to i64
  %248 = or i64 %243, %247
  store i64 %248, ptr %19, align 8
  br label %249

249:                                              ; preds = %241
  %250 = load i32, ptr %20, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %20, align 4
  br label %238, !llvm.loop !9

252:                                              ; preds = %238
  %253 = load i64, ptr %19, align 8
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %253)
  ret i32 37
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @fbits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 %2, i32 4, i1 false)
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @dbits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %3, ptr align 8 %2, i32 8, i1 false)
  %4 = load i64, ptr %3, align 8
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone
define internal float @bitsf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 %2, i32 4, i1 false)
  %4 = load float, ptr %3, align 4
  ret float %4
}

; Function Attrs: noinline nounwind optnone
define internal double @bitsd(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %3, ptr align 8 %2, i32 8, i1 false)
  %4 = load double, ptr %3, align 8
  ret double %4
}

; Function Attrs: noinline nounwind optnone
define internal float @rsqrt(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca %union.FU, align 4
  %4 = alloca float, align 4
  store float %0, ptr %2, align 4
  %5 = load float, ptr %2, align 4
  store float %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = lshr i32 %6, 1
  %8 = sub i32 1597463007, %7
  store i32 %8, ptr %3, align 4
  %9 = load float, ptr %3, align 4
  store float %9, ptr %4, align 4
  %10 = load float, ptr %4, align 4
  %11 = load float, ptr %2, align 4
  %12 = fmul float 5.000000e-01, %11
  %13 = load float, ptr %4, align 4
  %14 = fmul float %12, %13
  %15 = load float, ptr %4, align 4
  %16 = fneg float %14
  %17 = call float @llvm.fmuladd.f32(float %16, float %15, float 1.500000e+00)
  %18 = fmul float %10, %17
  ret float %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
