; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Rec = type { i32, double, [5 x i8] }
%union.FU = type { float }
%union.DU = type { double }
%struct.Flags = type { i32 }
%struct.Wide = type { i72 }

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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
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
  store i32 0, i32* %1, align 4
  %21 = bitcast [7 x float]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %21, i8* align 16 bitcast ([7 x float]* @__const.main.fs to i8*), i32 28, i1 false)
  store i32 0, i32* %3, align 4
  br label %22

22:                                               ; preds = %51, %0
  %23 = load i32, i32* %3, align 4
  %24 = icmp slt i32 %23, 7
  br i1 %24, label %25, label %54

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = getelementptr inbounds [7 x float], [7 x float]* %2, i32 0, i32 %26
  %28 = load float, float* %27, align 4
  %29 = bitcast %union.FU* %4 to float*
  store float %28, float* %29, align 4
  %30 = load i32, i32* %3, align 4
  %31 = getelementptr inbounds [7 x float], [7 x float]* %2, i32 0, i32 %30
  %32 = load float, float* %31, align 4
  %33 = fpext float %32 to double
  %34 = load i32, i32* %3, align 4
  %35 = getelementptr inbounds [7 x float], [7 x float]* %2, i32 0, i32 %34
  %36 = load float, float* %35, align 4
  %37 = call i32 @fbits(float noundef %36)
  %38 = bitcast %union.FU* %4 to i32*
  %39 = load i32, i32* %38, align 4
  %40 = bitcast %union.FU* %4 to i32*
  %41 = load i32, i32* %40, align 4
  %42 = lshr i32 %41, 31
  %43 = bitcast %union.FU* %4 to i32*
  %44 = load i32, i32* %43, align 4
  %45 = lshr i32 %44, 23
  %46 = and i32 %45, 255
  %47 = bitcast %union.FU* %4 to i32*
  %48 = load i32, i32* %47, align 4
  %49 = and i32 %48, 8388607
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str, i32 0, i32 0), double noundef %33, i32 noundef %37, i32 noundef %39, i32 noundef %42, i32 noundef %46, i32 noundef %49)
  br label %51

51:                                               ; preds = %25
  %52 = load i32, i32* %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %3, align 4
  br label %22, !llvm.loop !2

54:                                               ; preds = %22
  %55 = bitcast [5 x double]* %5 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %55, i8 0, i32 40, i1 false)
  %56 = bitcast i8* %55 to [5 x double]*
  %57 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 0
  store double 1.000000e+00, double* %57, align 16
  %58 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 1
  store double -5.000000e-01, double* %58, align 8
  %59 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 2
  store double 0x400921FB54442D18, double* %59, align 16
  %60 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 3
  store double 1.000000e+300, double* %60, align 8
  %61 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 4
  store double 4.940660e-324, double* %61, align 16
  store i32 0, i32* %6, align 4
  br label %62

62:                                               ; preds = %80, %54
  %63 = load i32, i32* %6, align 4
  %64 = icmp slt i32 %63, 5
  br i1 %64, label %65, label %83

65:                                               ; preds = %62
  %66 = load i32, i32* %6, align 4
  %67 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 %66
  %68 = load double, double* %67, align 8
  %69 = bitcast %union.DU* %7 to double*
  store double %68, double* %69, align 8
  %70 = load i32, i32* %6, align 4
  %71 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 %70
  %72 = load double, double* %71, align 8
  %73 = load i32, i32* %6, align 4
  %74 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 %73
  %75 = load double, double* %74, align 8
  %76 = call i64 @dbits(double noundef %75)
  %77 = bitcast %union.DU* %7 to i64*
  %78 = load i64, i64* %77, align 8
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.1, i32 0, i32 0), double noundef %72, i64 noundef %76, i64 noundef %78)
  br label %80

80:                                               ; preds = %65
  %81 = load i32, i32* %6, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %6, align 4
  br label %62, !llvm.loop !4

83:                                               ; preds = %62
  %84 = call float @bitsf(i32 noundef 1078530011)
  %85 = fpext float %84 to double
  %86 = call float @bitsf(i32 noundef -1073741824)
  %87 = fpext float %86 to double
  %88 = call double @bitsd(i64 noundef 4609434218613702656)
  %89 = call double @bitsd(i64 noundef 4591870180066957722)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i32 0, i32 0), double noundef %85, double noundef %87, double noundef %88, double noundef %89)
  %91 = call i64 @dbits(double noundef 1.000000e+00)
  %92 = add i64 %91, 1
  %93 = call double @bitsd(i64 noundef %92)
  %94 = call i64 @dbits(double noundef 1.000000e+00)
  %95 = sub i64 %94, 1
  %96 = call double @bitsd(i64 noundef %95)
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i32 0, i32 0), double noundef %93, double noundef %96)
  %98 = call float @rsqrt(float noundef 4.000000e+00)
  %99 = fpext float %98 to double
  %100 = call float @rsqrt(float noundef 2.000000e+00)
  %101 = fpext float %100 to double
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i32 0, i32 0), double noundef %99, double noundef %101)
  %103 = bitcast %struct.Flags* %8 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %103, i8 0, i32 4, i1 false)
  %104 = bitcast %struct.Flags* %8 to i32*
  %105 = load i32, i32* %104, align 4
  %106 = and i32 %105, -2
  %107 = or i32 %106, 1
  store i32 %107, i32* %104, align 4
  %108 = bitcast %struct.Flags* %8 to i32*
  %109 = load i32, i32* %108, align 4
  %110 = and i32 %109, -15
  %111 = or i32 %110, 10
  store i32 %111, i32* %108, align 4
  %112 = bitcast %struct.Flags* %8 to i32*
  %113 = load i32, i32* %112, align 4
  %114 = and i32 %113, -65521
  %115 = or i32 %114, 43968
  store i32 %115, i32* %112, align 4
  %116 = bitcast %struct.Flags* %8 to i32*
  %117 = load i32, i32* %116, align 4
  %118 = and i32 %117, -2031617
  %119 = or i32 %118, 1638400
  store i32 %119, i32* %116, align 4
  %120 = bitcast %struct.Flags* %8 to i32*
  %121 = load i32, i32* %120, align 4
  %122 = and i32 %121, 2097151
  %123 = or i32 %122, -2097152
  store i32 %123, i32* %120, align 4
  %124 = bitcast %struct.Flags* %8 to i32*
  %125 = load i32, i32* %124, align 4
  %126 = and i32 %125, 1
  %127 = bitcast %struct.Flags* %8 to i32*
  %128 = load i32, i32* %127, align 4
  %129 = lshr i32 %128, 1
  %130 = and i32 %129, 7
  %131 = bitcast %struct.Flags* %8 to i32*
  %132 = load i32, i32* %131, align 4
  %133 = lshr i32 %132, 4
  %134 = and i32 %133, 4095
  %135 = bitcast %struct.Flags* %8 to i32*
  %136 = load i32, i32* %135, align 4
  %137 = shl i32 %136, 11
  %138 = ashr i32 %137, 27
  %139 = bitcast %struct.Flags* %8 to i32*
  %140 = load i32, i32* %139, align 4
  %141 = lshr i32 %140, 21
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i32 noundef %126, i32 noundef %130, i32 noundef %134, i32 noundef %138, i32 noundef %141)
  %143 = bitcast %struct.Flags* %8 to i32*
  %144 = load i32, i32* %143, align 4
  %145 = lshr i32 %144, 1
  %146 = and i32 %145, 7
  %147 = add nsw i32 %146, 3
  %148 = load i32, i32* %143, align 4
  %149 = and i32 %147, 7
  %150 = shl i32 %149, 1
  %151 = and i32 %148, -15
  %152 = or i32 %151, %150
  store i32 %152, i32* %143, align 4
  %153 = bitcast %struct.Flags* %8 to i32*
  %154 = load i32, i32* %153, align 4
  %155 = shl i32 %154, 11
  %156 = ashr i32 %155, 27
  %157 = sub nsw i32 %156, 9
  %158 = load i32, i32* %153, align 4
  %159 = and i32 %157, 31
  %160 = shl i32 %159, 16
  %161 = and i32 %158, -2031617
  %162 = or i32 %161, %160
  store i32 %162, i32* %153, align 4
  %163 = shl i32 %159, 27
  %164 = ashr i32 %163, 27
  %165 = bitcast %struct.Flags* %8 to i32*
  %166 = load i32, i32* %165, align 4
  %167 = lshr i32 %166, 4
  %168 = and i32 %167, 4095
  %169 = shl i32 %168, 4
  %170 = bitcast %struct.Flags* %8 to i32*
  %171 = load i32, i32* %170, align 4
  %172 = and i32 %169, 4095
  %173 = shl i32 %172, 4
  %174 = and i32 %171, -65521
  %175 = or i32 %174, %173
  store i32 %175, i32* %170, align 4
  %176 = bitcast %struct.Flags* %8 to i32*
  %177 = load i32, i32* %176, align 4
  %178 = lshr i32 %177, 21
  %179 = add i32 %178, 1
  %180 = load i32, i32* %176, align 4
  %181 = and i32 %179, 2047
  %182 = shl i32 %181, 21
  %183 = and i32 %180, 2097151
  %184 = or i32 %183, %182
  store i32 %184, i32* %176, align 4
  %185 = bitcast %struct.Flags* %8 to i32*
  %186 = load i32, i32* %185, align 4
  %187 = and i32 %186, 1
  %188 = bitcast %struct.Flags* %8 to i32*
  %189 = load i32, i32* %188, align 4
  %190 = lshr i32 %189, 1
  %191 = and i32 %190, 7
  %192 = bitcast %struct.Flags* %8 to i32*
  %193 = load i32, i32* %192, align 4
  %194 = lshr i32 %193, 4
  %195 = and i32 %194, 4095
  %196 = bitcast %struct.Flags* %8 to i32*
  %197 = load i32, i32* %196, align 4
  %198 = shl i32 %197, 11
  %199 = ashr i32 %198, 27
  %200 = bitcast %struct.Flags* %8 to i32*
  %201 = load i32, i32* %200, align 4
  %202 = lshr i32 %201, 21
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.6, i32 0, i32 0), i32 noundef %187, i32 noundef %191, i32 noundef %195, i32 noundef %199, i32 noundef %202)
  %204 = bitcast %struct.Flags* %9 to i8*
  %205 = bitcast %struct.Flags* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %204, i8* align 4 %205, i32 4, i1 false)
  %206 = bitcast %struct.Flags* %9 to i32*
  %207 = load i32, i32* %206, align 4
  %208 = and i32 %207, 1
  %209 = bitcast %struct.Flags* %9 to i32*
  %210 = load i32, i32* %209, align 4
  %211 = lshr i32 %210, 1
  %212 = and i32 %211, 7
  %213 = bitcast %struct.Flags* %9 to i32*
  %214 = load i32, i32* %213, align 4
  %215 = lshr i32 %214, 4
  %216 = and i32 %215, 4095
  %217 = bitcast %struct.Flags* %9 to i32*
  %218 = load i32, i32* %217, align 4
  %219 = shl i32 %218, 11
  %220 = ashr i32 %219, 27
  %221 = bitcast %struct.Flags* %9 to i32*
  %222 = load i32, i32* %221, align 4
  %223 = lshr i32 %222, 21
  %224 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.7, i32 0, i32 0), i32 noundef %208, i32 noundef %212, i32 noundef %216, i32 noundef %220, i32 noundef %223)
  %225 = bitcast %struct.Wide* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %225, i8* align 8 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }* @__const.main.w, i32 0, i32 0), i32 16, i1 false)
  %226 = bitcast %struct.Wide* %10 to i128*
  %227 = load i128, i128* %226, align 8
  %228 = and i128 %227, 1099511627775
  %229 = trunc i128 %228 to i64
  %230 = add i64 %229, 2
  %231 = zext i64 %230 to i128
  %232 = load i128, i128* %226, align 8
  %233 = and i128 %231, 1099511627775
  %234 = and i128 %232, -1099511627776
  %235 = or i128 %234, %233
  store i128 %235, i128* %226, align 8
  %236 = trunc i128 %233 to i64
  %237 = bitcast %struct.Wide* %10 to i128*
  %238 = load i128, i128* %237, align 8
  %239 = and i128 %238, 1099511627775
  %240 = trunc i128 %239 to i64
  %241 = bitcast %struct.Wide* %10 to i128*
  %242 = load i128, i128* %241, align 8
  %243 = lshr i128 %242, 40
  %244 = and i128 %243, 16777215
  %245 = trunc i128 %244 to i64
  %246 = bitcast %struct.Wide* %10 to i128*
  %247 = load i128, i128* %246, align 8
  %248 = shl i128 %247, 60
  %249 = ashr i128 %248, 124
  %250 = trunc i128 %249 to i8
  %251 = sext i8 %250 to i32
  %252 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), i64 noundef %240, i64 noundef %245, i32 noundef %251)
  %253 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %253, i8* align 8 bitcast (%struct.Rec* @__const.main.r to i8*), i32 24, i1 false)
  %254 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i32 0, i32 0
  %255 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %254, i8* align 8 %255, i32 24, i1 false)
  %256 = bitcast %struct.Rec* %12 to i8*
  %257 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %256, i8* align 16 %257, i32 24, i1 false)
  %258 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 0
  %259 = load i32, i32* %258, align 8
  %260 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 1
  %261 = load double, double* %260, align 8
  %262 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 2
  %263 = getelementptr inbounds [5 x i8], [5 x i8]* %262, i32 0, i32 0
  %264 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i32 noundef %259, double noundef %261, i8* noundef %263)
  %265 = bitcast [4 x i32]* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %265, i8* align 16 bitcast ([4 x i32]* @__const.main.words to i8*), i32 16, i1 false)
  %266 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i32 0, i32 0
  %267 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i32 0, i32 0
  %268 = bitcast i32* %267 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %266, i8* align 16 %268, i32 16, i1 false)
  %269 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i32 0, i32 0
  %270 = bitcast i32* %269 to i8*
  %271 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %270, i8* align 16 %271, i32 16, i1 false)
  store i32 0, i32* %17, align 4
  store i32 0, i32* %18, align 4
  br label %272

272:                                              ; preds = %282, %83
  %273 = load i32, i32* %18, align 4
  %274 = icmp slt i32 %273, 16
  br i1 %274, label %275, label %285

275:                                              ; preds = %272
  %276 = load i32, i32* %18, align 4
  %277 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i32 0, i32 %276
  %278 = load i8, i8* %277, align 1
  %279 = zext i8 %278 to i32
  %280 = load i32, i32* %17, align 4
  %281 = add i32 %280, %279
  store i32 %281, i32* %17, align 4
  br label %282

282:                                              ; preds = %275
  %283 = load i32, i32* %18, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, i32* %18, align 4
  br label %272, !llvm.loop !5

285:                                              ; preds = %272
  %286 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i32 0, i32 1
  %287 = load i32, i32* %286, align 4
  %288 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i32 0, i32 3
  %289 = load i32, i32* %288, align 4
  %290 = load i32, i32* %17, align 4
  %291 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %287, i32 noundef %289, i32 noundef %290)
  store i64 0, i64* %19, align 8
  store i32 0, i32* %20, align 4
  br label %292

292:                                              ; preds = %303, %285
  %293 = load i32, i32* %20, align 4
  %294 = icmp slt i32 %293, 8
  br i1 %294, label %295, label %306

295:                                              ; preds = %292
  %296 = load i64, i64* %19, align 8
  %297 = shl i64 %296, 8
  %298 = load i32, i32* %20, align 4
  %299 = mul nsw i32 %298, 17
  %300 = add nsw i32 %299, 1
  %301 = sext i32 %300 to i64
  %302 = or i64 %297, %301
  store i64 %302, i64* %19, align 8
  br label %303

303:                                              ; preds = %295
  %304 = load i32, i32* %20, align 4
  %305 = add nsw i32 %304, 1
  store i32 %305, i32* %20, align 4
  br label %292, !llvm.loop !6

306:                                              ; preds = %292
  %307 = load i64, i64* %19, align 8
  %308 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i32 0, i32 0), i64 noundef %307)
  ret i32 37
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @fbits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, float* %2, align 4
  %4 = bitcast i32* %3 to i8*
  %5 = bitcast float* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %4, i8* align 4 %5, i32 4, i1 false)
  %6 = load i32, i32* %3, align 4
  ret i32 %6
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @dbits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, double* %2, align 8
  %4 = bitcast i64* %3 to i8*
  %5 = bitcast double* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %4, i8* align 8 %5, i32 8, i1 false)
  %6 = load i64, i64* %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone
define internal float @bitsf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  store i32 %0, i32* %2, align 4
  %4 = bitcast float* %3 to i8*
  %5 = bitcast i32* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %4, i8* align 4 %5, i32 4, i1 false)
  %6 = load float, float* %3, align 4
  ret float %6
}

; Function Attrs: noinline nounwind optnone
define internal double @bitsd(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, i64* %2, align 8
  %4 = bitcast double* %3 to i8*
  %5 = bitcast i64* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %4, i8* align 8 %5, i32 8, i1 false)
  %6 = load double, double* %3, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone
define internal float @rsqrt(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca %union.FU, align 4
  %4 = alloca float, align 4
  store float %0, float* %2, align 4
  %5 = bitcast %union.FU* %3 to float*
  %6 = load float, float* %2, align 4
  store float %6, float* %5, align 4
  %7 = bitcast %union.FU* %3 to i32*
  %8 = load i32, i32* %7, align 4
  %9 = lshr i32 %8, 1
  %10 = sub i32 1597463007, %9
  %11 = bitcast %union.FU* %3 to i32*
  store i32 %10, i32* %11, align 4
  %12 = bitcast %union.FU* %3 to float*
  %13 = load float, float* %12, align 4
  store float %13, float* %4, align 4
  %14 = load float, float* %4, align 4
  %15 = load float, float* %2, align 4
  %16 = fmul float 5.000000e-01, %15
  %17 = load float, float* %4, align 4
  %18 = fmul float %16, %17
  %19 = load float, float* %4, align 4
  %20 = fneg float %18
  %21 = call float @llvm.fmuladd.f32(float %20, float %19, float 1.500000e+00)
  %22 = fmul float %14, %21
  ret float %22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
