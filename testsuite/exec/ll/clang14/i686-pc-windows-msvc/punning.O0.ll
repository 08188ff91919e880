; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Rec = type { i32, double, [5 x i8] }
%union.FU = type { float }
%union.DU = type { double }
%struct.Flags = type { i32 }
%struct.Wide = type { i64, i8 }

$"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@" = comdat any

$"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@" = comdat any

$"??_C@_0BL@JJDPJHND@from?5bits?3?5?$CFg?5?$CFg?5?$CFg?5?$CF?417g?6?$AA@" = comdat any

$"??_C@_0BK@NDIBCOJG@nextafter?5by?5bits?3?5?$CFa?5?$CFa?6?$AA@" = comdat any

$"??_C@_0CC@FJLPGGDK@rsqrt?$CI4?$CJ?5?$DN?5?$CF?45f?0?5rsqrt?$CI2?$CJ?5?$DN?5?$CF?45f@" = comdat any

$"??_C@_0BL@MBMDPNBL@bitfields?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BM@LAKOMBJP@after?5wrap?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BK@OAKHILJF@memcpy?8d?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BE@HBBGDPBJ@wide?3?5?$CFllx?5?$CFllx?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@HNMIALAH@rec?3?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CB@LGEFEOBH@roundtrip?5?$CF08x?5?$CF08x?5byte?5sum?5?$CFu?6@" = comdat any

$"??_C@_0BA@CNGDHGJH@packed?5?$CF016llx?6?$AA@" = comdat any

@__const.main.fs = private unnamed_addr constant [7 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0.000000e+00, float -0.000000e+00], align 4
@"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@" = linkonce_odr dso_local unnamed_addr constant [56 x i8] c"float %g -> %08x (union %08x) sign %u exp %u mant %06x\0A\00", comdat, align 1
@"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"double %g -> %016llx (union %016llx)\0A\00", comdat, align 1
@"??_C@_0BL@JJDPJHND@from?5bits?3?5?$CFg?5?$CFg?5?$CFg?5?$CF?417g?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"from bits: %g %g %g %.17g\0A\00", comdat, align 1
@"??_C@_0BK@NDIBCOJG@nextafter?5by?5bits?3?5?$CFa?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"nextafter by bits: %a %a\0A\00", comdat, align 1
@"??_C@_0CC@FJLPGGDK@rsqrt?$CI4?$CJ?5?$DN?5?$CF?45f?0?5rsqrt?$CI2?$CJ?5?$DN?5?$CF?45f@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"rsqrt(4) = %.5f, rsqrt(2) = %.5f\0A\00", comdat, align 1
@"??_C@_0BL@MBMDPNBL@bitfields?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"bitfields: %u %u %x %d %u\0A\00", comdat, align 1
@"??_C@_0BM@LAKOMBJP@after?5wrap?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"after wrap: %u %u %x %d %u\0A\00", comdat, align 1
@"??_C@_0BK@OAKHILJF@memcpy?8d?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"memcpy'd: %u %u %x %d %u\0A\00", comdat, align 1
@__const.main.w = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 86, i8 52, i8 18, i8 13, [7 x i8] undef }, align 8
@"??_C@_0BE@HBBGDPBJ@wide?3?5?$CFllx?5?$CFllx?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"wide: %llx %llx %d\0A\00", comdat, align 1
@__const.main.r = private unnamed_addr constant %struct.Rec { i32 42, double 9.850000e+01, [5 x i8] c"abcd\00" }, align 8
@"??_C@_0BB@HNMIALAH@rec?3?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"rec: %d %.1f %s\0A\00", comdat, align 1
@__const.main.words = private unnamed_addr constant [4 x i32] [i32 16909060, i32 84281096, i32 151653132, i32 219025168], align 4
@"??_C@_0CB@LGEFEOBH@roundtrip?5?$CF08x?5?$CF08x?5byte?5sum?5?$CFu?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"roundtrip %08x %08x byte sum %u\0A\00", comdat, align 1
@"??_C@_0BA@CNGDHGJH@packed?5?$CF016llx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"packed %016llx\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
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
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %21, i8* align 4 bitcast ([7 x float]* @__const.main.fs to i8*), i32 28, i1 false)
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
  %30 = bitcast %union.FU* %4 to i32*
  %31 = load i32, i32* %30, align 4
  %32 = and i32 %31, 8388607
  %33 = bitcast %union.FU* %4 to i32*
  %34 = load i32, i32* %33, align 4
  %35 = lshr i32 %34, 23
  %36 = and i32 %35, 255
  %37 = bitcast %union.FU* %4 to i32*
  %38 = load i32, i32* %37, align 4
  %39 = lshr i32 %38, 31
  %40 = bitcast %union.FU* %4 to i32*
  %41 = load i32, i32* %40, align 4
  %42 = load i32, i32* %3, align 4
  %43 = getelementptr inbounds [7 x float], [7 x float]* %2, i32 0, i32 %42
  %44 = load float, float* %43, align 4
  %45 = call i32 @fbits(float noundef %44)
  %46 = load i32, i32* %3, align 4
  %47 = getelementptr inbounds [7 x float], [7 x float]* %2, i32 0, i32 %46
  %48 = load float, float* %47, align 4
  %49 = fpext float %48 to double
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef %49, i32 noundef %45, i32 noundef %41, i32 noundef %39, i32 noundef %36, i32 noundef %32)
  br label %51

51:                                               ; preds = %25
  %52 = load i32, i32* %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %3, align 4
  br label %22, !llvm.loop !4

54:                                               ; preds = %22
  %55 = bitcast [5 x double]* %5 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %55, i8 0, i32 40, i1 false)
  %56 = bitcast i8* %55 to [5 x double]*
  %57 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 0
  store double 1.000000e+00, double* %57, align 8
  %58 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 1
  store double -5.000000e-01, double* %58, align 8
  %59 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 2
  store double 0x400921FB54442D18, double* %59, align 8
  %60 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 3
  store double 1.000000e+300, double* %60, align 8
  %61 = getelementptr inbounds [5 x double], [5 x double]* %56, i32 0, i32 4
  store double 4.940660e-324, double* %61, align 8
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
  %70 = bitcast %union.DU* %7 to i64*
  %71 = load i64, i64* %70, align 8
  %72 = load i32, i32* %6, align 4
  %73 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 %72
  %74 = load double, double* %73, align 8
  %75 = call i64 @dbits(double noundef %74)
  %76 = load i32, i32* %6, align 4
  %77 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 %76
  %78 = load double, double* %77, align 8
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@", i32 0, i32 0), double noundef %78, i64 noundef %75, i64 noundef %71)
  br label %80

80:                                               ; preds = %65
  %81 = load i32, i32* %6, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %6, align 4
  br label %62, !llvm.loop !6

83:                                               ; preds = %62
  %84 = call double @bitsd(i64 noundef 4591870180066957722)
  %85 = call double @bitsd(i64 noundef 4609434218613702656)
  %86 = call float @bitsf(i32 noundef -1073741824)
  %87 = fpext float %86 to double
  %88 = call float @bitsf(i32 noundef 1078530011)
  %89 = fpext float %88 to double
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@JJDPJHND@from?5bits?3?5?$CFg?5?$CFg?5?$CFg?5?$CF?417g?6?$AA@", i32 0, i32 0), double noundef %89, double noundef %87, double noundef %85, double noundef %84)
  %91 = call i64 @dbits(double noundef 1.000000e+00)
  %92 = sub i64 %91, 1
  %93 = call double @bitsd(i64 noundef %92)
  %94 = call i64 @dbits(double noundef 1.000000e+00)
  %95 = add i64 %94, 1
  %96 = call double @bitsd(i64 noundef %95)
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@NDIBCOJG@nextafter?5by?5bits?3?5?$CFa?5?$CFa?6?$AA@", i32 0, i32 0), double noundef %96, double noundef %93)
  %98 = call float @rsqrt(float noundef 2.000000e+00)
  %99 = fpext float %98 to double
  %100 = call float @rsqrt(float noundef 4.000000e+00)
  %101 = fpext float %100 to double
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@FJLPGGDK@rsqrt?$CI4?$CJ?5?$DN?5?$CF?45f?0?5rsqrt?$CI2?$CJ?5?$DN?5?$CF?45f@", i32 0, i32 0), double noundef %101, double noundef %99)
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
  %126 = lshr i32 %125, 21
  %127 = bitcast %struct.Flags* %8 to i32*
  %128 = load i32, i32* %127, align 4
  %129 = shl i32 %128, 11
  %130 = ashr i32 %129, 27
  %131 = bitcast %struct.Flags* %8 to i32*
  %132 = load i32, i32* %131, align 4
  %133 = lshr i32 %132, 4
  %134 = and i32 %133, 4095
  %135 = bitcast %struct.Flags* %8 to i32*
  %136 = load i32, i32* %135, align 4
  %137 = lshr i32 %136, 1
  %138 = and i32 %137, 7
  %139 = bitcast %struct.Flags* %8 to i32*
  %140 = load i32, i32* %139, align 4
  %141 = and i32 %140, 1
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@MBMDPNBL@bitfields?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %141, i32 noundef %138, i32 noundef %134, i32 noundef %130, i32 noundef %126)
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
  %187 = lshr i32 %186, 21
  %188 = bitcast %struct.Flags* %8 to i32*
  %189 = load i32, i32* %188, align 4
  %190 = shl i32 %189, 11
  %191 = ashr i32 %190, 27
  %192 = bitcast %struct.Flags* %8 to i32*
  %193 = load i32, i32* %192, align 4
  %194 = lshr i32 %193, 4
  %195 = and i32 %194, 4095
  %196 = bitcast %struct.Flags* %8 to i32*
  %197 = load i32, i32* %196, align 4
  %198 = lshr i32 %197, 1
  %199 = and i32 %198, 7
  %200 = bitcast %struct.Flags* %8 to i32*
  %201 = load i32, i32* %200, align 4
  %202 = and i32 %201, 1
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LAKOMBJP@after?5wrap?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %202, i32 noundef %199, i32 noundef %195, i32 noundef %191, i32 noundef %187)
  %204 = bitcast %struct.Flags* %9 to i8*
  %205 = bitcast %struct.Flags* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %204, i8* align 4 %205, i32 4, i1 false)
  %206 = bitcast %struct.Flags* %9 to i32*
  %207 = load i32, i32* %206, align 4
  %208 = lshr i32 %207, 21
  %209 = bitcast %struct.Flags* %9 to i32*
  %210 = load i32, i32* %209, align 4
  %211 = shl i32 %210, 11
  %212 = ashr i32 %211, 27
  %213 = bitcast %struct.Flags* %9 to i32*
  %214 = load i32, i32* %213, align 4
  %215 = lshr i32 %214, 4
  %216 = and i32 %215, 4095
  %217 = bitcast %struct.Flags* %9 to i32*
  %218 = load i32, i32* %217, align 4
  %219 = lshr i32 %218, 1
  %220 = and i32 %219, 7
  %221 = bitcast %struct.Flags* %9 to i32*
  %222 = load i32, i32* %221, align 4
  %223 = and i32 %222, 1
  %224 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@OAKHILJF@memcpy?8d?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %223, i32 noundef %220, i32 noundef %216, i32 noundef %212, i32 noundef %208)
  %225 = bitcast %struct.Wide* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %225, i8* align 8 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] }* @__const.main.w, i32 0, i32 0), i32 16, i1 false)
  %226 = bitcast %struct.Wide* %10 to i64*
  %227 = load i64, i64* %226, align 8
  %228 = and i64 %227, 1099511627775
  %229 = add i64 %228, 2
  %230 = load i64, i64* %226, align 8
  %231 = and i64 %229, 1099511627775
  %232 = and i64 %230, -1099511627776
  %233 = or i64 %232, %231
  store i64 %233, i64* %226, align 8
  %234 = getelementptr inbounds %struct.Wide, %struct.Wide* %10, i32 0, i32 1
  %235 = load i8, i8* %234, align 8
  %236 = shl i8 %235, 4
  %237 = ashr i8 %236, 4
  %238 = sext i8 %237 to i32
  %239 = bitcast %struct.Wide* %10 to i64*
  %240 = load i64, i64* %239, align 8
  %241 = lshr i64 %240, 40
  %242 = bitcast %struct.Wide* %10 to i64*
  %243 = load i64, i64* %242, align 8
  %244 = and i64 %243, 1099511627775
  %245 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HBBGDPBJ@wide?3?5?$CFllx?5?$CFllx?5?$CFd?6?$AA@", i32 0, i32 0), i64 noundef %244, i64 noundef %241, i32 noundef %238)
  %246 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %246, i8* align 8 bitcast (%struct.Rec* @__const.main.r to i8*), i32 24, i1 false)
  %247 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i32 0, i32 0
  %248 = bitcast %struct.Rec* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %247, i8* align 8 %248, i32 24, i1 false)
  %249 = bitcast %struct.Rec* %12 to i8*
  %250 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %249, i8* align 1 %250, i32 24, i1 false)
  %251 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 2
  %252 = getelementptr inbounds [5 x i8], [5 x i8]* %251, i32 0, i32 0
  %253 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 1
  %254 = load double, double* %253, align 8
  %255 = getelementptr inbounds %struct.Rec, %struct.Rec* %12, i32 0, i32 0
  %256 = load i32, i32* %255, align 8
  %257 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@HNMIALAH@rec?3?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %256, double noundef %254, i8* noundef %252)
  %258 = bitcast [4 x i32]* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %258, i8* align 4 bitcast ([4 x i32]* @__const.main.words to i8*), i32 16, i1 false)
  %259 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i32 0, i32 0
  %260 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i32 0, i32 0
  %261 = bitcast i32* %260 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %259, i8* align 4 %261, i32 16, i1 false)
  %262 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i32 0, i32 0
  %263 = bitcast i32* %262 to i8*
  %264 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %263, i8* align 1 %264, i32 16, i1 false)
  store i32 0, i32* %17, align 4
  store i32 0, i32* %18, align 4
  br label %265

265:                                              ; preds = %275, %83
  %266 = load i32, i32* %18, align 4
  %267 = icmp slt i32 %266, 16
  br i1 %267, label %268, label %278

268:                                              ; preds = %265
  %269 = load i32, i32* %18, align 4
  %270 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i32 0, i32 %269
  %271 = load i8, i8* %270, align 1
  %272 = zext i8 %271 to i32
  %273 = load i32, i32* %17, align 4
  %274 = add i32 %273, %272
  store i32 %274, i32* %17, align 4
  br label %275

275:                                              ; preds = %268
  %276 = load i32, i32* %18, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, i32* %18, align 4
  br label %265, !llvm.loop !7

278:                                              ; preds = %265
  %279 = load i32, i32* %17, align 4
  %280 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i32 0, i32 3
  %281 = load i32, i32* %280, align 4
  %282 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i32 0, i32 1
  %283 = load i32, i32* %282, align 4
  %284 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@LGEFEOBH@roundtrip?5?$CF08x?5?$CF08x?5byte?5sum?5?$CFu?6@", i32 0, i32 0), i32 noundef %283, i32 noundef %281, i32 noundef %279)
  store i64 0, i64* %19, align 8
  store i32 0, i32* %20, align 4
  br label %285

285:                                              ; preds = %296, %278
  %286 = load i32, i32* %20, align 4
  %287 = icmp slt i32 %286, 8
  br i1 %287, label %288, label %299

288:                                              ; preds = %285
  %289 = load i64, i64* %19, align 8
  %290 = shl i64 %289, 8
  %291 = load i32, i32* %20, align 4
  %292 = mul nsw i32 %291, 17
  %293 = add nsw i32 %292, 1
  %294 = sext i32 %293 to i64
  %295 = or i64 %290, %294
  store i64 %295, i64* %19, align 8
  br label %296

296:                                              ; preds = %288
  %297 = load i32, i32* %20, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, i32* %20, align 4
  br label %285, !llvm.loop !8

299:                                              ; preds = %285
  %300 = load i64, i64* %19, align 8
  %301 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@CNGDHGJH@packed?5?$CF016llx?6?$AA@", i32 0, i32 0), i64 noundef %300)
  ret i32 37
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

declare dso_local i32 @printf(i8* noundef, ...) #2

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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
