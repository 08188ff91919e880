; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { i32, double, [5 x i8] }
%union.FU = type { float }
%union.DU = type { double }
%struct.Flags = type { i32 }
%struct.Wide = type { i64, i8 }

@__const.main.fs = private unnamed_addr constant [7 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0.000000e+00, float -0.000000e+00], align 16
@.str = private unnamed_addr constant [56 x i8] c"float %g -> %08x (union %08x) sign %u exp %u mant %06x\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"double %g -> %016llx (union %016llx)\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"from bits: %g %g %g %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"nextafter by bits: %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"rsqrt(4) = %.5f, rsqrt(2) = %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"bitfields: %u %u %x %d %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"after wrap: %u %u %x %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"memcpy'd: %u %u %x %d %u\0A\00", align 1
@__const.main.w = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 86, i8 52, i8 18, i8 13, [7 x i8] undef }, align 8
@.str.8 = private unnamed_addr constant [20 x i8] c"wide: %llx %llx %d\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Rec { i32 42, double 9.850000e+01, [5 x i8] c"abcd\00" }, align 8
@.str.9 = private unnamed_addr constant [17 x i8] c"rec: %d %.1f %s\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x i32] [i32 16909060, i32 84281096, i32 151653132, i32 219025168], align 16
@.str.10 = private unnamed_addr constant [33 x i8] c"roundtrip %08x %08x byte sum %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"packed %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x float], align 16
  %3 = alloca i32, align 4
  %4 = alloca %union.FU, align 4
  %5 = alloca [5 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca %union.DU, align 8
  %8 = alloca %struct.Flags, align 4
  %9 = alloca %struct.Flags, align 4
  %10 = alloca %struct.Wide, align 8
  %11 = alloca %struct.Rec, align 8
  %12 = alloca %struct.Rec, align 8
  %13 = alloca [24 x i8], align 16
  %14 = alloca [4 x i32], align 16
  %15 = alloca [16 x i8], align 16
  %16 = alloca [4 x i32], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fs, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %48, %0
  %22 = load i32, ptr %3, align 4
  %23 = icmp slt i32 %22, 7
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x float], ptr %2, i64 0, i64 %26
  %28 = load float, ptr %27, align 4
  store float %28, ptr %4, align 4
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [7 x float], ptr %2, i64 0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fpext float %32 to double
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [7 x float], ptr %2, i64 0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = call i32 @fbits(float noundef %37)
  %39 = load i32, ptr %4, align 4
  %40 = load i32, ptr %4, align 4
  %41 = lshr i32 %40, 31
  %42 = load i32, ptr %4, align 4
  %43 = lshr i32 %42, 23
  %44 = and i32 %43, 255
  %45 = load i32, ptr %4, align 4
  %46 = and i32 %45, 8388607
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %33, i32 noundef %38, i32 noundef %39, i32 noundef %41, i32 noundef %44, i32 noundef %46)
  br label %48

48:                                               ; preds = %24
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %3, align 4
  br label %21, !llvm.loop !6

51:                                               ; preds = %21
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 40, i1 false)
  %52 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 1.000000e+00, ptr %52, align 16
  %53 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -5.000000e-01, ptr %53, align 8
  %54 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 0x400921FB54442D18, ptr %54, align 16
  %55 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 1.000000e+300, ptr %55, align 8
  %56 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double 4.940660e-324, ptr %56, align 16
  store i32 0, ptr %6, align 4
  br label %57

57:                                               ; preds = %76, %51
  %58 = load i32, ptr %6, align 4
  %59 = icmp slt i32 %58, 5
  br i1 %59, label %60, label %79

60:                                               ; preds = %57
  %61 = load i32, ptr %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  store double %64, ptr %7, align 8
  %65 = load i32, ptr %6, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call i64 @dbits(double noundef %72)
  %74 = load i64, ptr %7, align 8
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %68, i64 noundef %73, i64 noundef %74)
  br label %76

76:                                               ; preds = %60
  %77 = load i32, ptr %6, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %6, align 4
  br label %57, !llvm.loop !8

79:                                               ; preds = %57
  %80 = call float @bitsf(i32 noundef 1078530011)
  %81 = fpext float %80 to double
  %82 = call float @bitsf(i32 noundef -1073741824)
  %83 = fpext float %82 to double
  %84 = call double @bitsd(i64 noundef 4609434218613702656)
  %85 = call double @bitsd(i64 noundef 4591870180066957722)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %81, double noundef %83, double noundef %84, double noundef %85)
  %87 = call i64 @dbits(double noundef 1.000000e+00)
  %88 = add i64 %87, 1
  %89 = call double @bitsd(i64 noundef %88)
  %90 = call i64 @dbits(double noundef 1.000000e+00)
  %91 = sub i64 %90, 1
  %92 = call double @bitsd(i64 noundef %91)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %89, double noundef %92)
  %94 = call float @rsqrt(float noundef 4.000000e+00)
  %95 = fpext float %94 to double
  %96 = call float @rsqrt(float noundef 2.000000e+00)
  %97 = fpext float %96 to double
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %95, double noundef %97)
  call void @llvm.memset.p0.i64(ptr align 4 %8, i8 0, i64 4, i1 false)
  %99 = load i32, ptr %8, align 4
  %100 = and i32 %99, -2
  %101 = or i32 %100, 1
  store i32 %101, ptr %8, align 4
  %102 = load i32, ptr %8, align 4
  %103 = and i32 %102, -15
  %104 = or i32 %103, 10
  store i32 %104, ptr %8, align 4
  %105 = load i32, ptr %8, align 4
  %106 = and i32 %105, -65521
  %107 = or i32 %106, 43968
  store i32 %107, ptr %8, align 4
  %108 = load i32, ptr %8, align 4
  %109 = and i32 %108, -2031617
  %110 = or i32 %109, 1638400
  store i32 %110, ptr %8, align 4
  %111 = load i32, ptr %8, align 4
  %112 = and i32 %111, 2097151
  %113 = or i32 %112, -2097152
  store i32 %113, ptr %8, align 4
  %114 = load i32, ptr %8, align 4
  %115 = and i32 %114, 1
  %116 = load i32, ptr %8, align 4
  %117 = lshr i32 %116, 1
  %118 = and i32 %117, 7
  %119 = load i32, ptr %8, align 4
  %120 = lshr i32 %119, 4
  %121 = and i32 %120, 4095
  %122 = load i32, ptr %8, align 4
  %123 = shl i32 %122, 11
  %124 = ashr i32 %123, 27
  %125 = load i32, ptr %8, align 4
  %126 = lshr i32 %125, 21
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %115, i32 noundef %118, i32 noundef %121, i32 noundef %124, i32 noundef %126)
  %128 = load i32, ptr %8, align 4
  %129 = lshr i32 %128, 1
  %130 = and i32 %129, 7
  %131 = add nsw i32 %130, 3
  %132 = load i32, ptr %8, align 4
  %133 = and i32 %131, 7
  %134 = shl i32 %133, 1
  %135 = and i32 %132, -15
  %136 = or i32 %135, %134
  store i32 %136, ptr %8, align 4
  %137 = load i32, ptr %8, align 4
  %138 = shl i32 %137, 11
  %139 = ashr i32 %138, 27
  %140 = sub nsw i32 %139, 9
  %141 = load i32, ptr %8, align 4
  %142 = and i32 %140, 31
  %143 = shl i32 %142, 16
  %144 = and i32 %141, -2031617
  %145 = or i32 %144, %143
  store i32 %145, ptr %8, align 4
  %146 = shl i32 %142, 27
  %147 = ashr i32 %146, 27
  %148 = load i32, ptr %8, align 4
  %149 = lshr i32 %148, 4
  %150 = and i32 %149, 4095
  %151 = shl i32 %150, 4
  %152 = load i32, ptr %8, align 4
  %153 = and i32 %151, 4095
  %154 = shl i32 %153, 4
  %155 = and i32 %152, -65521
  %156 = or i32 %155, %154
  store i32 %156, ptr %8, align 4
  %157 = load i32, ptr %8, align 4
  %158 = lshr i32 %157, 21
  %159 = add i32 %158, 1
  %160 = load i32, ptr %8, align 4
  %161 = and i32 %159, 2047
  %162 = shl i32 %161, 21
  %163 = and i32 %160, 2097151
  %164 = or i32 %163, %162
  store i32 %164, ptr %8, align 4
  %165 = load i32, ptr %8, align 4
  %166 = and i32 %165, 1
  %167 = load i32, ptr %8, align 4
  %168 = lshr i32 %167, 1
  %169 = and i32 %168, 7
  %170 = load i32, ptr %8, align 4
  %171 = lshr i32 %170, 4
  %172 = and i32 %171, 4095
  %173 = load i32, ptr %8, align 4
  %174 = shl i32 %173, 11
  %175 = ashr i32 %174, 27
  %176 = load i32, ptr %8, align 4
  %177 = lshr i32 %176, 21
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %166, i32 noundef %169, i32 noundef %172, i32 noundef %175, i32 noundef %177)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %8, i64 4, i1 false)
  %179 = load i32, ptr %9, align 4
  %180 = and i32 %179, 1
  %181 = load i32, ptr %9, align 4
  %182 = lshr i32 %181, 1
  %183 = and i32 %182, 7
  %184 = load i32, ptr %9, align 4
  %185 = lshr i32 %184, 4
  %186 = and i32 %185, 4095
  %187 = load i32, ptr %9, align 4
  %188 = shl i32 %187, 11
  %189 = ashr i32 %188, 27
  %190 = load i32, ptr %9, align 4
  %191 = lshr i32 %190, 21
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %180, i32 noundef %183, i32 noundef %186, i32 noundef %189, i32 noundef %191)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.w, i64 16, i1 false)
  %193 = load i64, ptr %10, align 8
  %194 = and i64 %193, 1099511627775
  %195 = add i64 %194, 2
  %196 = load i64, ptr %10, align 8
  %197 = and i64 %195, 1099511627775
  %198 = and i64 %196, -1099511627776
  %199 = or i64 %198, %197
  store i64 %199, ptr %10, align 8
  %200 = load i64, ptr %10, align 8
  %201 = and i64 %200, 1099511627775
  %202 = load i64, ptr %10, align 8
  %203 = lshr i64 %202, 40
  %204 = getelementptr inbounds %struct.Wide, ptr %10, i32 0, i32 1
  %205 = load i8, ptr %204, align 8
  %206 = shl i8 %205, 4
  %207 = ashr i8 %206, 4
  %208 = sext i8 %207 to i32
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %201, i64 noundef %203, i32 noundef %208)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.r, i64 24, i1 false)
  %210 = getelementptr inbounds [24 x i8], ptr %13, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %210, ptr align 8 %11, i64 24, i1 false)
  %211 = getelementptr inbounds [24 x i8], ptr %13, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 16 %211, i64 24, i1 false)
  %212 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 0
  %213 = load i32, ptr %212, align 8
  %214 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 1
  %215 = load double, ptr %214, align 8
  %216 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 2
  %217 = getelementptr inbounds [5 x i8], ptr %216, i64 0, i64 0
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %213, double noundef %215, ptr noundef %217)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.words, i64 16, i1 false)
  %219 = getelementptr inbounds [16 x i8], ptr %15, i64 0, i64 0
  %220 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %219, ptr align 16 %220, i64 16, i1 false)
  %221 = getelementptr inbounds [4 x i32], ptr %16, i64 0, i64 0
  %222 = getelementptr inbounds [16 x i8], ptr %15, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %221, ptr align 16 %222, i64 16, i1 false)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %223

223:                                              ; preds = %234, %79
  %224 = load i32, ptr %18, align 4
  %225 = icmp slt i32 %224, 16
  br i1 %225, label %226, label %237

226:                                              ; preds = %223
  %227 = load i32, ptr %18, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [16 x i8], ptr %15, i64 0, i64 %228
  %230 = load i8, ptr %229, align 1
  %231 = zext i8 %230 to i32
  %232 = load i32, ptr %17, align 4
  %233 = add i32 %232, %231
  store i32 %233, ptr %17, align 4
  br label %234

234:                                              ; preds = %226
  %235 = load i32, ptr %18, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %18, align 4
  br label %223, !llvm.loop !9

237:                                              ; preds = %223
  %238 = getelementptr inbounds [4 x i32], ptr %16, i64 0, i64 1
  %239 = load i32, ptr %238, align 4
  %240 = getelementptr inbounds [4 x i32], ptr %16, i64 0, i64 3
  %241 = load i32, ptr %240, align 4
  %242 = load i32, ptr %17, align 4
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %239, i32 noundef %241, i32 noundef %242)
  store i64 0, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %244

244:                                              ; preds = %255, %237
  %245 = load i32, ptr %20, align 4
  %246 = icmp slt i32 %245, 8
  br i1 %246, label %247, label %258

247:                                              ; preds = %244
  %248 = load i64, ptr %19, align 8
  %249 = shl i64 %248, 8
  %250 = load i32, ptr %20, align 4
  %251 = mul nsw i32 %250, 17
  %252 = add nsw i32 %251, 1
  %253 = sext i32 %252 to i64
  %254 = or i64 %249, %253
  store i64 %254, ptr %19, align 8
  br label %255

255:                                              ; preds = %247
  %256 = load i32, ptr %20, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %20, align 4
  br label %244, !llvm.loop !10

258:                                              ; preds = %244
  %259 = load i64, ptr %19, align 8
  %260 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %259)
  ret i32 37
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fbits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false)
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dbits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load i64, ptr %3, align 8
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @bitsf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false)
  %4 = load float, ptr %3, align 4
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bitsd(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load double, ptr %3, align 8
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
