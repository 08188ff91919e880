; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Rec = type { i32, double, [5 x i8] }
%union.FU = type { float }
%union.DU = type { double }
%struct.Flags = type { i32 }
%struct.Wide = type { i72 }

@__const.main.fs = private unnamed_addr constant [7 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0.000000e+00, float -0.000000e+00], align 4
@.str = private unnamed_addr constant [56 x i8] c"float %g -> %08x (union %08x) sign %u exp %u mant %06x\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"double %g -> %016llx (union %016llx)\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"from bits: %g %g %g %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"nextafter by bits: %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"rsqrt(4) = %.5f, rsqrt(2) = %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"bitfields: %u %u %x %d %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"after wrap: %u %u %x %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"memcpy'd: %u %u %x %d %u\0A\00", align 1
@__const.main.w = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 18, i8 52, i8 86, i8 -48, [7 x i8] undef }, align 8
@.str.8 = private unnamed_addr constant [20 x i8] c"wide: %llx %llx %d\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Rec { i32 42, double 9.850000e+01, [5 x i8] c"abcd\00" }, align 8
@.str.9 = private unnamed_addr constant [17 x i8] c"rec: %d %.1f %s\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x i32] [i32 16909060, i32 84281096, i32 151653132, i32 219025168], align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"roundtrip %08x %08x byte sum %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"packed %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x float], align 4
  %3 = alloca i32, align 4
  %4 = alloca %union.FU, align 4
  %5 = alloca [5 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca %union.DU, align 8
  %8 = alloca %struct.Flags, align 4
  %9 = alloca %struct.Flags, align 4
  %10 = alloca %struct.Wide, align 8
  %11 = alloca %struct.Rec, align 8
  %12 = alloca %struct.Rec, align 8
  %13 = alloca [24 x i8], align 1
  %14 = alloca [4 x i32], align 4
  %15 = alloca [16 x i8], align 1
  %16 = alloca [4 x i32], align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %21 = bitcast [7 x float]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %21, i8* align 4 bitcast ([7 x float]* @__const.main.fs to i8*), i64 28, i1 false)
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
  %40 = call zeroext i32 @fbits(float noundef %39)
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
  %53 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str, i64 0, i64 0), double noundef %35, i32 noundef zeroext %40, i32 noundef zeroext %42, i32 noundef zeroext %45, i32 noundef zeroext %49, i32 noundef zeroext %52)
  br label %54

54:                                               ; preds = %25
  %55 = load i32, i32* %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %3, align 4
  br label %22, !llvm.loop !6

57:                                               ; preds = %22
  %58 = bitcast [5 x double]* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %58, i8 0, i64 40, i1 false)
  %59 = bitcast i8* %58 to [5 x double]*
  %60 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 0
  store double 1.000000e+00, double* %60, align 8
  %61 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 1
  store double -5.000000e-01, double* %61, align 8
  %62 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 2
  store double 0x400921FB54442D18, double* %62, align 8
  %63 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 3
  store double 1.000000e+300, double* %63, align 8
  %64 = getelementptr inbounds [5 x double], [5 x double]* %59, i32 0, i32 4
  store double 4.940660e-324, double* %64, align 8
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
  %85 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.1, i64 0, i64 0), double noundef %77, i64 noundef %82, i64 noundef %84)
  br label %86

86:                                               ; preds = %68
  %87 = load i32, i32* %6, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %6, align 4
  br label %65, !llvm.loop !8

89:                                               ; preds = %65
  %90 = call float @bitsf(i32 noundef zeroext 1078530011)
  %91 = fpext float %90 to double
  %92 = call float @bitsf(i32 noundef zeroext -1073741824)
  %93 = fpext float %92 to double
  %94 = call double @bitsd(i64 noundef 4609434218613702656)
  %95 = call double @bitsd(i64 noundef 4591870180066957722)
  %96 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), double noundef %91, double noundef %93, double noundef %94, double noundef %95)
  %97 = call i64 @dbits(double noundef 1.000000e+00)
  %98 = add i64 %97, 1
  %99 = call double @bitsd(i64 noundef %98)
  %100 = call i64 @dbits(double noundef 1.000000e+00)
  %101 = sub i64 %100, 1
  %102 = call double @bitsd(i64 noundef %101)
  %103 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), double noundef %99, double noundef %102)
  %104 = call float @rsqrt(float noundef 4.000000e+00)
  %105 = fpext float %104 to double
  %106 = call float @rsqrt(float noundef 2.000000e+00)
  %107 = fpext float %106 to double
  %108 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), double noundef %105, double noundef %107)
  %109 = bitcast %struct.Flags* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %109, i8 0, i64 4, i1 false)
  %110 = bitcast %struct.Flags* %8 to i32*
  %111 = load i32, i32* %110, align 4
  %112 = and i32 %111, 2147483647
  %113 = or i32 %112, -2147483648
  store i32 %113, i32* %110, align 4
  %114 = bitcast %struct.Flags* %8 to i32*
  %115 = load i32, i32* %114, align 4
  %116 = and i32 %115, -1879048193
  %117 = or i32 %116, 1342177280
  store i32 %117, i32* %114, align 4
  %118 = bitcast %struct.Flags* %8 to i32*
  %119 = load i32, i32* %118, align 4
  %120 = and i32 %119, -268369921
  %121 = or i32 %120, 180092928
  store i32 %121, i32* %118, align 4
  %122 = bitcast %struct.Flags* %8 to i32*
  %123 = load i32, i32* %122, align 4
  %124 = and i32 %123, -63489
  %125 = or i32 %124, 51200
  store i32 %125, i32* %122, align 4
  %126 = bitcast %struct.Flags* %8 to i32*
  %127 = load i32, i32* %126, align 4
  %128 = and i32 %127, -2048
  %129 = or i32 %128, 2047
  store i32 %129, i32* %126, align 4
  %130 = bitcast %struct.Flags* %8 to i32*
  %131 = load i32, i32* %130, align 4
  %132 = lshr i32 %131, 31
  %133 = bitcast %struct.Flags* %8 to i32*
  %134 = load i32, i32* %133, align 4
  %135 = lshr i32 %134, 28
  %136 = and i32 %135, 7
  %137 = bitcast %struct.Flags* %8 to i32*
  %138 = load i32, i32* %137, align 4
  %139 = lshr i32 %138, 16
  %140 = and i32 %139, 4095
  %141 = bitcast %struct.Flags* %8 to i32*
  %142 = load i32, i32* %141, align 4
  %143 = shl i32 %142, 16
  %144 = ashr i32 %143, 27
  %145 = bitcast %struct.Flags* %8 to i32*
  %146 = load i32, i32* %145, align 4
  %147 = and i32 %146, 2047
  %148 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %132, i32 noundef signext %136, i32 noundef signext %140, i32 noundef signext %144, i32 noundef signext %147)
  %149 = bitcast %struct.Flags* %8 to i32*
  %150 = load i32, i32* %149, align 4
  %151 = lshr i32 %150, 28
  %152 = and i32 %151, 7
  %153 = add nsw i32 %152, 3
  %154 = load i32, i32* %149, align 4
  %155 = and i32 %153, 7
  %156 = shl i32 %155, 28
  %157 = and i32 %154, -1879048193
  %158 = or i32 %157, %156
  store i32 %158, i32* %149, align 4
  %159 = bitcast %struct.Flags* %8 to i32*
  %160 = load i32, i32* %159, align 4
  %161 = shl i32 %160, 16
  %162 = ashr i32 %161, 27
  %163 = sub nsw i32 %162, 9
  %164 = load i32, i32* %159, align 4
  %165 = and i32 %163, 31
  %166 = shl i32 %165, 11
  %167 = and i32 %164, -63489
  %168 = or i32 %167, %166
  store i32 %168, i32* %159, align 4
  %169 = shl i32 %165, 27
  %170 = ashr i32 %169, 27
  %171 = bitcast %struct.Flags* %8 to i32*
  %172 = load i32, i32* %171, align 4
  %173 = lshr i32 %172, 16
  %174 = and i32 %173, 4095
  %175 = shl i32 %174, 4
  %176 = bitcast %struct.Flags* %8 to i32*
  %177 = load i32, i32* %176, align 4
  %178 = and i32 %175, 4095
  %179 = shl i32 %178, 16
  %180 = and i32 %177, -268369921
  %181 = or i32 %180, %179
  store i32 %181, i32* %176, align 4
  %182 = bitcast %struct.Flags* %8 to i32*
  %183 = load i32, i32* %182, align 4
  %184 = and i32 %183, 2047
  %185 = add i32 %184, 1
  %186 = load i32, i32* %182, align 4
  %187 = and i32 %185, 2047
  %188 = and i32 %186, -2048
  %189 = or i32 %188, %187
  store i32 %189, i32* %182, align 4
  %190 = bitcast %struct.Flags* %8 to i32*
  %191 = load i32, i32* %190, align 4
  %192 = lshr i32 %191, 31
  %193 = bitcast %struct.Flags* %8 to i32*
  %194 = load i32, i32* %193, align 4
  %195 = lshr i32 %194, 28
  %196 = and i32 %195, 7
  %197 = bitcast %struct.Flags* %8 to i32*
  %198 = load i32, i32* %197, align 4
  %199 = lshr i32 %198, 16
  %200 = and i32 %199, 4095
  %201 = bitcast %struct.Flags* %8 to i32*
  %202 = load i32, i32* %201, align 4
  %203 = shl i32 %202, 16
  %204 = ashr i32 %203, 27
  %205 = bitcast %struct.Flags* %8 to i32*
  %206 = load i32, i32* %205, align 4
  %207 = and i32 %206, 2047
  %208 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %192, i32 noundef signext %196, i32 noundef signext %200, i32 noundef signext %204, i32 noundef signext %207)
  %209 = bitcast %struct.Flags* %9 to i8*
  %210 = bitcast %struct.Flags* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %209, i8* align 4 %210, i64 4, i1 false)
  %211 = bitcast %struct.Flags* %9 to i32*
  %212 = load i32, i32* %211, align 4
  %213 = lshr i32 %212, 31
  %214 = bitcast %struct.Flags* %9 to i32*
  %215 = load i32, i32* %214, align 4
  %216 = lshr i32 %215, 28
  %217 = and i32 %216, 7
  %218 = bitcast %struct.Flags* %9 to i32*
  %219 = load i32, i32* %218, align 4
  %220 = lshr i32 %219, 16
  %221 = and i32 %220, 4095
  %222 = bitcast %struct.Flags* %9 to i32*
  %223 = load i32, i32* %222, align 4
  %224 = shl i32 %223, 16
  %225 = ashr i32 %224, 27
  %226 = bitcast %struct.Flags* %9 to i32*
  %227 = load i32, i32* %226, align 4
  %228 = and i32 %227, 2047
  %229 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %213, i32 noundef signext %217, i32 noundef signext %221, i32 noundef signext %225, i32 noundef signext %228)
  %230 = bitcast %struct.Wide* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %230, i8* align 8 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }* @__const.main.w, i32 0, i32 0), i64 16, i1 false)
  %231 = bitcast %struct.Wide* %10 to i128*
  %232 = load i128, i128* %231, align 8
  %233 = lshr i128 %232, 88
  %234 = trunc i128 %233 to i64
  %235 = add i64 %234, 2
  %236 = zext i64 %235 to i128
  %237 = load i128, i128* %231, align 8
  %238 = and i128 %236, 1099511627775
  %239 = shl i128 %238, 88
  %240 = and i128 %237, 309485009821345068724781055
  %241 = or i128 %240, %239
  store i128 %241, i128* %231, align 8
  %242 = trunc i128 %238 to i64
  %243 = bitcast %struct.Wide* %10 to i128*
  %244 = load i128, i128* %243, align 8
  %245 = lshr i128 %244, 88
  %246 = trunc i128 %245 to i64
  %247 = bitcast %struct.Wide* %10 to i128*
  %248 = load i128, i128* %247, align 8
  %249 = lshr i128 %248, 64
  %250 = and i128 %249, 16777215
  %251 = trunc i128 %250 to i64
  %252 = bitcast %struct.Wide* %10 to i128*
  %253 = load i128, i128* %252, align 8
  %254 = shl i128 %253, 64
  %255 = ashr i128 %254, 124
  %256 = trunc i128 %255 to i8
  %257 = sext i8 %256 to i32
  %258 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0), i64 noundef %246, i64 noundef %251, i32 noundef signext %257)
  %259 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %259, i8* align 8 bitcast (%struct.Rec* @__const.main.r to i8*), i64 24, i1 false)
  %260 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i64 0, i64 0
  %261 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %260, i8* align 8 %261, i64 24, i1 false)
  %262 = bitcast %struct.Rec* %12 to i8*
  %263 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %262, i8* align 1 %263, i64 24, i1 false)
  %264 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 0
  %265 = load i32, i32* %264, align 8
  %266 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 1
  %267 = load double, double* %266, align 8
  %268 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 2
  %269 = getelementptr inbounds [5 x i8], [5 x i8]* %268, i64 0, i64 0
  %270 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %265, double noundef %267, i8* noundef %269)
  %271 = bitcast [4 x i32]* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %271, i8* align 4 bitcast ([4 x i32]* @__const.main.words to i8*), i64 16, i1 false)
  %272 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i64 0, i64 0
  %273 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i64 0, i64 0
  %274 = bitcast i32* %273 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %272, i8* align 4 %274, i64 16, i1 false)
  %275 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i64 0, i64 0
  %276 = bitcast i32* %275 to i8*
  %277 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %276, i8* align 1 %277, i64 16, i1 false)
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
  %298 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %294, i32 noundef zeroext %296, i32 noundef zeroext %297)
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
  %315 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i64 0, i64 0), i64 noundef %314)
  ret i32 37
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @fbits(float noundef %0) #0 {
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
define internal float @bitsf(i32 noundef zeroext %0) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
