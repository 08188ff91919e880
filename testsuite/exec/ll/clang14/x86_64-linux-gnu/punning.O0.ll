; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  store i32 0, i32* %1, align 4
  %21 = bitcast [7 x float]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %21, i8* align 16 bitcast ([7 x float]* @__const.main.fs to i8*), i64 28, i1 false)
  store i32 0, i32* %3, align 4
  br label %22

22:                                               ; preds = %54, %0
  %23 = load i32, i32* %3, align 4
  %24 = icmp slt i32 %23, 7
  br i1 %24, label %25, label %57

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [7 x float], [7 x float]* %2, i64 0, i64 %27
  %29 = load float, float* %28, align 4
  %30 = bitcast %union.FU* %4 to float*
  store float %29, float* %30, align 4
  %31 = load i32, i32* %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [7 x float], [7 x float]* %2, i64 0, i64 %32
  %34 = load float, float* %33, align 4
  %35 = fpext float %34 to double
  %36 = load i32, i32* %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [7 x float], [7 x float]* %2, i64 0, i64 %37
  %39 = load float, float* %38, align 4
  %40 = call i32 @fbits(float noundef %39)
  %41 = bitcast %union.FU* %4 to i32*
  %42 = load i32, i32* %41, align 4
  %43 = bitcast %union.FU* %4 to i32*
  %44 = load i32, i32* %43, align 4
  %45 = lshr i32 %44, 31
  %46 = bitcast %union.FU* %4 to i32*
  %47 = load i32, i32* %46, align 4
  %48 = lshr i32 %47, 23
  %49 = and i32 %48, 255
  %50 = bitcast %union.FU* %4 to i32*
  %51 = load i32, i32* %50, align 4
  %52 = and i32 %51, 8388607
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str, i64 0, i64 0), double noundef %35, i32 noundef %40, i32 noundef %42, i32 noundef %45, i32 noundef %49, i32 noundef %52)
  br label %54

54:                                               ; preds = %25
  %55 = load i32, i32* %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %3, align 4
  br label %22, !llvm.loop !6

57:                                               ; preds = %22
  %58 = bitcast [5 x double]* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %58, i8 0, i64 40, i1 false)
  %59 = bitcast i8* %58 to [5 x double]*
  %60 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 0
  store double 1.000000e+00, double* %60, align 16
  %61 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 1
  store double -5.000000e-01, double* %61, align 8
  %62 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 2
  store double 0x400921FB54442D18, double* %62, align 16
  %63 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 3
  store double 1.000000e+300, double* %63, align 8
  %64 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 4
  store double 4.940660e-324, double* %64, align 16
  store i32 0, i32* %6, align 4
  br label %65

65:                                               ; preds = %86, %57
  %66 = load i32, i32* %6, align 4
  %67 = icmp slt i32 %66, 5
  br i1 %67, label %68, label %89

68:                                               ; preds = %65
  %69 = load i32, i32* %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x double], [5 x double]* %5, i64 0, i64 %70
  %72 = load double, double* %71, align 8
  %73 = bitcast %union.DU* %7 to double*
  store double %72, double* %73, align 8
  %74 = load i32, i32* %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [5 x double], [5 x double]* %5, i64 0, i64 %75
  %77 = load double, double* %76, align 8
  %78 = load i32, i32* %6, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [5 x double], [5 x double]* %5, i64 0, i64 %79
  %81 = load double, double* %80, align 8
  %82 = call i64 @dbits(double noundef %81)
  %83 = bitcast %union.DU* %7 to i64*
  %84 = load i64, i64* %83, align 8
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.1, i64 0, i64 0), double noundef %77, i64 noundef %82, i64 noundef %84)
  br label %86

86:                                               ; preds = %68
  %87 = load i32, i32* %6, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %6, align 4
  br label %65, !llvm.loop !8

89:                                               ; preds = %65
  %90 = call float @bitsf(i32 noundef 1078530011)
  %91 = fpext float %90 to double
  %92 = call float @bitsf(i32 noundef -1073741824)
  %93 = fpext float %92 to double
  %94 = call double @bitsd(i64 noundef 4609434218613702656)
  %95 = call double @bitsd(i64 noundef 4591870180066957722)
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), double noundef %91, double noundef %93, double noundef %94, double noundef %95)
  %97 = call i64 @dbits(double noundef 1.000000e+00)
  %98 = add i64 %97, 1
  %99 = call double @bitsd(i64 noundef %98)
  %100 = call i64 @dbits(double noundef 1.000000e+00)
  %101 = sub i64 %100, 1
  %102 = call double @bitsd(i64 noundef %101)
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), double noundef %99, double noundef %102)
  %104 = call float @rsqrt(float noundef 4.000000e+00)
  %105 = fpext float %104 to double
  %106 = call float @rsqrt(float noundef 2.000000e+00)
  %107 = fpext float %106 to double
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), double noundef %105, double noundef %107)
  %109 = bitcast %struct.Flags* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %109, i8 0, i64 4, i1 false)
  %110 = bitcast %struct.Flags* %8 to i32*
  %111 = load i32, i32* %110, align 4
  %112 = and i32 %111, -2
  %113 = or i32 %112, 1
  store i32 %113, i32* %110, align 4
  %114 = bitcast %struct.Flags* %8 to i32*
  %115 = load i32, i32* %114, align 4
  %116 = and i32 %115, -15
  %117 = or i32 %116, 10
  store i32 %117, i32* %114, align 4
  %118 = bitcast %struct.Flags* %8 to i32*
  %119 = load i32, i32* %118, align 4
  %120 = and i32 %119, -65521
  %121 = or i32 %120, 43968
  store i32 %121, i32* %118, align 4
  %122 = bitcast %struct.Flags* %8 to i32*
  %123 = load i32, i32* %122, align 4
  %124 = and i32 %123, -2031617
  %125 = or i32 %124, 1638400
  store i32 %125, i32* %122, align 4
  %126 = bitcast %struct.Flags* %8 to i32*
  %127 = load i32, i32* %126, align 4
  %128 = and i32 %127, 2097151
  %129 = or i32 %128, -2097152
  store i32 %129, i32* %126, align 4
  %130 = bitcast %struct.Flags* %8 to i32*
  %131 = load i32, i32* %130, align 4
  %132 = and i32 %131, 1
  %133 = bitcast %struct.Flags* %8 to i32*
  %134 = load i32, i32* %133, align 4
  %135 = lshr i32 %134, 1
  %136 = and i32 %135, 7
  %137 = bitcast %struct.Flags* %8 to i32*
  %138 = load i32, i32* %137, align 4
  %139 = lshr i32 %138, 4
  %140 = and i32 %139, 4095
  %141 = bitcast %struct.Flags* %8 to i32*
  %142 = load i32, i32* %141, align 4
  %143 = shl i32 %142, 11
  %144 = ashr i32 %143, 27
  %145 = bitcast %struct.Flags* %8 to i32*
  %146 = load i32, i32* %145, align 4
  %147 = lshr i32 %146, 21
  %148 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i32 noundef %132, i32 noundef %136, i32 noundef %140, i32 noundef %144, i32 noundef %147)
  %149 = bitcast %struct.Flags* %8 to i32*
  %150 = load i32, i32* %149, align 4
  %151 = lshr i32 %150, 1
  %152 = and i32 %151, 7
  %153 = add nsw i32 %152, 3
  %154 = load i32, i32* %149, align 4
  %155 = and i32 %153, 7
  %156 = shl i32 %155, 1
  %157 = and i32 %154, -15
  %158 = or i32 %157, %156
  store i32 %158, i32* %149, align 4
  %159 = bitcast %struct.Flags* %8 to i32*
  %160 = load i32, i32* %159, align 4
  %161 = shl i32 %160, 11
  %162 = ashr i32 %161, 27
  %163 = sub nsw i32 %162, 9
  %164 = load i32, i32* %159, align 4
  %165 = and i32 %163, 31
  %166 = shl i32 %165, 16
  %167 = and i32 %164, -2031617
  %168 = or i32 %167, %166
  store i32 %168, i32* %159, align 4
  %169 = shl i32 %165, 27
  %170 = ashr i32 %169, 27
  %171 = bitcast %struct.Flags* %8 to i32*
  %172 = load i32, i32* %171, align 4
  %173 = lshr i32 %172, 4
  %174 = and i32 %173, 4095
  %175 = shl i32 %174, 4
  %176 = bitcast %struct.Flags* %8 to i32*
  %177 = load i32, i32* %176, align 4
  %178 = and i32 %175, 4095
  %179 = shl i32 %178, 4
  %180 = and i32 %177, -65521
  %181 = or i32 %180, %179
  store i32 %181, i32* %176, align 4
  %182 = bitcast %struct.Flags* %8 to i32*
  %183 = load i32, i32* %182, align 4
  %184 = lshr i32 %183, 21
  %185 = add i32 %184, 1
  %186 = load i32, i32* %182, align 4
  %187 = and i32 %185, 2047
  %188 = shl i32 %187, 21
  %189 = and i32 %186, 2097151
  %190 = or i32 %189, %188
  store i32 %190, i32* %182, align 4
  %191 = bitcast %struct.Flags* %8 to i32*
  %192 = load i32, i32* %191, align 4
  %193 = and i32 %192, 1
  %194 = bitcast %struct.Flags* %8 to i32*
  %195 = load i32, i32* %194, align 4
  %196 = lshr i32 %195, 1
  %197 = and i32 %196, 7
  %198 = bitcast %struct.Flags* %8 to i32*
  %199 = load i32, i32* %198, align 4
  %200 = lshr i32 %199, 4
  %201 = and i32 %200, 4095
  %202 = bitcast %struct.Flags* %8 to i32*
  %203 = load i32, i32* %202, align 4
  %204 = shl i32 %203, 11
  %205 = ashr i32 %204, 27
  %206 = bitcast %struct.Flags* %8 to i32*
  %207 = load i32, i32* %206, align 4
  %208 = lshr i32 %207, 21
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.6, i64 0, i64 0), i32 noundef %193, i32 noundef %197, i32 noundef %201, i32 noundef %205, i32 noundef %208)
  %210 = bitcast %struct.Flags* %9 to i8*
  %211 = bitcast %struct.Flags* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %210, i8* align 4 %211, i64 4, i1 false)
  %212 = bitcast %struct.Flags* %9 to i32*
  %213 = load i32, i32* %212, align 4
  %214 = and i32 %213, 1
  %215 = bitcast %struct.Flags* %9 to i32*
  %216 = load i32, i32* %215, align 4
  %217 = lshr i32 %216, 1
  %218 = and i32 %217, 7
  %219 = bitcast %struct.Flags* %9 to i32*
  %220 = load i32, i32* %219, align 4
  %221 = lshr i32 %220, 4
  %222 = and i32 %221, 4095
  %223 = bitcast %struct.Flags* %9 to i32*
  %224 = load i32, i32* %223, align 4
  %225 = shl i32 %224, 11
  %226 = ashr i32 %225, 27
  %227 = bitcast %struct.Flags* %9 to i32*
  %228 = load i32, i32* %227, align 4
  %229 = lshr i32 %228, 21
  %230 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.7, i64 0, i64 0), i32 noundef %214, i32 noundef %218, i32 noundef %222, i32 noundef %226, i32 noundef %229)
  %231 = bitcast %struct.Wide* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %231, i8* align 8 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }* @__const.main.w, i32 0, i32 0), i64 16, i1 false)
  %232 = bitcast %struct.Wide* %10 to i128*
  %233 = load i128, i128* %232, align 8
  %234 = and i128 %233, 1099511627775
  %235 = trunc i128 %234 to i64
  %236 = add i64 %235, 2
  %237 = zext i64 %236 to i128
  %238 = load i128, i128* %232, align 8
  %239 = and i128 %237, 1099511627775
  %240 = and i128 %238, -1099511627776
  %241 = or i128 %240, %239
  store i128 %241, i128* %232, align 8
  %242 = trunc i128 %239 to i64
  %243 = bitcast %struct.Wide* %10 to i128*
  %244 = load i128, i128* %243, align 8
  %245 = and i128 %244, 1099511627775
  %246 = trunc i128 %245 to i64
  %247 = bitcast %struct.Wide* %10 to i128*
  %248 = load i128, i128* %247, align 8
  %249 = lshr i128 %248, 40
  %250 = and i128 %249, 16777215
  %251 = trunc i128 %250 to i64
  %252 = bitcast %struct.Wide* %10 to i128*
  %253 = load i128, i128* %252, align 8
  %254 = shl i128 %253, 60
  %255 = ashr i128 %254, 124
  %256 = trunc i128 %255 to i8
  %257 = sext i8 %256 to i32
  %258 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0), i64 noundef %246, i64 noundef %251, i32 noundef %257)
  %259 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %259, i8* align 8 bitcast (%struct.Rec* @__const.main.r to i8*), i64 24, i1 false)
  %260 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i64 0, i64 0
  %261 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %260, i8* align 8 %261, i64 24, i1 false)
  %262 = bitcast %struct.Rec* %12 to i8*
  %263 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %262, i8* align 16 %263, i64 24, i1 false)
  %264 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 0
  %265 = load i32, i32* %264, align 8
  %266 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 1
  %267 = load double, double* %266, align 8
  %268 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 2
  %269 = getelementptr inbounds [5 x i8], [5 x i8]* %268, i64 0, i64 0
  %270 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef %265, double noundef %267, i8* noundef %269)
  %271 = bitcast [4 x i32]* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %271, i8* align 16 bitcast ([4 x i32]* @__const.main.words to i8*), i64 16, i1 false)
  %272 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i64 0, i64 0
  %273 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i64 0, i64 0
  %274 = bitcast i32* %273 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %272, i8* align 16 %274, i64 16, i1 false)
  %275 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i64 0, i64 0
  %276 = bitcast i32* %275 to i8*
  %277 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %276, i8* align 16 %277, i64 16, i1 false)
  store i32 0, i32* %17, align 4
  store i32 0, i32* %18, align 4
  br label %278

278:                                              ; preds = %289, %89
  %279 = load i32, i32* %18, align 4
  %280 = icmp slt i32 %279, 16
  br i1 %280, label %281, label %292

281:                                              ; preds = %278
  %282 = load i32, i32* %18, align 4
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i64 0, i64 %283
  %285 = load i8, i8* %284, align 1
  %286 = zext i8 %285 to i32
  %287 = load i32, i32* %17, align 4
  %288 = add i32 %287, %286
  store i32 %288, i32* %17, align 4
  br label %289

289:                                              ; preds = %281
  %290 = load i32, i32* %18, align 4
  %291 = add nsw i32 %290, 1
  store i32 %291, i32* %18, align 4
  br label %278, !llvm.loop !9

292:                                              ; preds = %278
  %293 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i64 0, i64 1
  %294 = load i32, i32* %293, align 4
  %295 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i64 0, i64 3
  %296 = load i32, i32* %295, align 4
  %297 = load i32, i32* %17, align 4
  %298 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef %294, i32 noundef %296, i32 noundef %297)
  store i64 0, i64* %19, align 8
  store i32 0, i32* %20, align 4
  br label %299

299:                                              ; preds = %310, %292
  %300 = load i32, i32* %20, align 4
  %301 = icmp slt i32 %300, 8
  br i1 %301, label %302, label %313

302:                                              ; preds = %299
  %303 = load i64, i64* %19, align 8
  %304 = shl i64 %303, 8
  %305 = load i32, i32* %20, align 4
  %306 = mul nsw i32 %305, 17
  %307 = add nsw i32 %306, 1
  %308 = sext i32 %307 to i64
  %309 = or i64 %304, %308
  store i64 %309, i64* %19, align 8
  br label %310

310:                                              ; preds = %302
  %311 = load i32, i32* %20, align 4
  %312 = add nsw i32 %311, 1
  store i32 %312, i32* %20, align 4
  br label %299, !llvm.loop !10

313:                                              ; preds = %299
  %314 = load i64, i64* %19, align 8
  %315 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i64 0, i64 0), i64 noundef %314)
  ret i32 37
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fbits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, float* %2, align 4
  %4 = bitcast i32* %3 to i8*
  %5 = bitcast float* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %4, i8* align 4 %5, i64 4, i1 false)
  %6 = load i32, i32* %3, align 4
  ret i32 %6
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dbits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, double* %2, align 8
  %4 = bitcast i64* %3 to i8*
  %5 = bitcast double* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %4, i8* align 8 %5, i64 8, i1 false)
  %6 = load i64, i64* %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @bitsf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  store i32 %0, i32* %2, align 4
  %4 = bitcast float* %3 to i8*
  %5 = bitcast i32* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %4, i8* align 4 %5, i64 4, i1 false)
  %6 = load float, float* %3, align 4
  ret float %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bitsd(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, i64* %2, align 8
  %4 = bitcast double* %3 to i8*
  %5 = bitcast i64* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %4, i8* align 8 %5, i64 8, i1 false)
  %6 = load double, double* %3, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
