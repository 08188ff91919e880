; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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
  %28 = load i32, ptr %4, align 4
  %29 = and i32 %28, 8388607
  %30 = load i32, ptr %4, align 4
  %31 = lshr i32 %30, 23
  %32 = and i32 %31, 255
  %33 = load i32, ptr %4, align 4
  %34 = lshr i32 %33, 31
  %35 = load i32, ptr %4, align 4
  %36 = load i32, ptr %3, align 4
  %37 = getelementptr inbounds [7 x float], ptr %2, i32 0, i32 %36
  %38 = load float, ptr %37, align 4
  %39 = call i32 @fbits(float noundef %38)
  %40 = load i32, ptr %3, align 4
  %41 = getelementptr inbounds [7 x float], ptr %2, i32 0, i32 %40
  %42 = load float, ptr %41, align 4
  %43 = fpext float %42 to double
  %44 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", double noundef %43, i32 noundef %39, i32 noundef %35, i32 noundef %34, i32 noundef %32, i32 noundef %29)
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
  store double %60, ptr %7, align 8
  %61 = load i64, ptr %7, align 8
  %62 = load i32, ptr %6, align 4
  %63 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 %62
  %64 = load double, ptr %63, align 8
  %65 = call i64 @dbits(double noundef %64)
  %66 = load i32, ptr %6, align 4
  %67 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 %66
  %68 = load double, ptr %67, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@", double noundef %68, i64 noundef %65, i64 noundef %61)
  br label %70

70:                                               ; preds = %57
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %6, align 4
  br label %54, !llvm.loop !7

73:                                               ; preds = %54
  %74 = call double @bitsd(i64 noundef 4591870180066957722)
  %75 = call double @bitsd(i64 noundef 4609434218613702656)
  %76 = call float @bitsf(i32 noundef -1073741824)
  %77 = fpext float %76 to double
  %78 = call float @bitsf(i32 noundef 1078530011)
  %79 = fpext float %78 to double
  %80 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@JJDPJHND@from?5bits?3?5?$CFg?5?$CFg?5?$CFg?5?$CF?417g?6?$AA@", double noundef %79, double noundef %77, double noundef %75, double noundef %74)
  %81 = call i64 @dbits(double noundef 1.000000e+00)
  %82 = sub i64 %81, 1
  %83 = call double @bitsd(i64 noundef %82)
  %84 = call i64 @dbits(double noundef 1.000000e+00)
  %85 = add i64 %84, 1
  %86 = call double @bitsd(i64 noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@NDIBCOJG@nextafter?5by?5bits?3?5?$CFa?5?$CFa?6?$AA@", double noundef %86, double noundef %83)
  %88 = call float @rsqrt(float noundef 2.000000e+00)
  %89 = fpext float %88 to double
  %90 = call float @rsqrt(float noundef 4.000000e+00)
  %91 = fpext float %90 to double
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@FJLPGGDK@rsqrt?$CI4?$CJ?5?$DN?5?$CF?45f?0?5rsqrt?$CI2?$CJ?5?$DN?5?$CF?45f@", double noundef %91, double noundef %89)
  call void @llvm.memset.p0.i32(ptr align 4 %8, i8 0, i32 4, i1 false)
  %93 = load i32, ptr %8, align 4
  %94 = and i32 %93, -2
  %95 = or i32 %94, 1
  store i32 %95, ptr %8, align 4
  %96 = load i32, ptr %8, align 4
  %97 = and i32 %96, -15
  %98 = or i32 %97, 10
  store i32 %98, ptr %8, align 4
  %99 = load i32, ptr %8, align 4
  %100 = and i32 %99, -65521
  %101 = or i32 %100, 43968
  store i32 %101, ptr %8, align 4
  %102 = load i32, ptr %8, align 4
  %103 = and i32 %102, -2031617
  %104 = or i32 %103, 1638400
  store i32 %104, ptr %8, align 4
  %105 = load i32, ptr %8, align 4
  %106 = and i32 %105, 2097151
  %107 = or i32 %106, -2097152
  store i32 %107, ptr %8, align 4
  %108 = load i32, ptr %8, align 4
  %109 = lshr i32 %108, 21
  %110 = load i32, ptr %8, align 4
  %111 = shl i32 %110, 11
  %112 = ashr i32 %111, 27
  %113 = load i32, ptr %8, align 4
  %114 = lshr i32 %113, 4
  %115 = and i32 %114, 4095
  %116 = load i32, ptr %8, align 4
  %117 = lshr i32 %116, 1
  %118 = and i32 %117, 7
  %119 = load i32, ptr %8, align 4
  %120 = and i32 %119, 1
  %121 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@MBMDPNBL@bitfields?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 noundef %120, i32 noundef %118, i32 noundef %115, i32 noundef %112, i32 noundef %109)
  %122 = load i32, ptr %8, align 4
  %123 = lshr i32 %122, 1
  %124 = and i32 %123, 7
  %125 = add nsw i32 %124, 3
  %126 = load i32, ptr %8, align 4
  %127 = and i32 %125, 7
  %128 = shl i32 %127, 1
  %129 = and i32 %126, -15
  %130 = or i32 %129, %128
  store i32 %130, ptr %8, align 4
  %131 = load i32, ptr %8, align 4
  %132 = shl i32 %131, 11
  %133 = ashr i32 %132, 27
  %134 = sub nsw i32 %133, 9
  %135 = load i32, ptr %8, align 4
  %136 = and i32 %134, 31
  %137 = shl i32 %136, 16
  %138 = and i32 %135, -2031617
  %139 = or i32 %138, %137
  store i32 %139, ptr %8, align 4
  %140 = shl i32 %136, 27
  %141 = ashr i32 %140, 27
  %142 = load i32, ptr %8, align 4
  %143 = lshr i32 %142, 4
  %144 = and i32 %143, 4095
  %145 = shl i32 %144, 4
  %146 = load i32, ptr %8, align 4
  %147 = and i32 %145, 4095
  %148 = shl i32 %147, 4
  %149 = and i32 %146, -65521
  %150 = or i32 %149, %148
  store i32 %150, ptr %8, align 4
  %151 = load i32, ptr %8, align 4
  %152 = lshr i32 %151, 21
  %153 = add i32 %152, 1
  %154 = load i32, ptr %8, align 4
  %155 = and i32 %153, 2047
  %156 = shl i32 %155, 21
  %157 = and i32 %154, 2097151
  %158 = or i32 %157, %156
  store i32 %158, ptr %8, align 4
  %159 = load i32, ptr %8, align 4
  %160 = lshr i32 %159, 21
  %161 = load i32, ptr %8, align 4
  %162 = shl i32 %161, 11
  %163 = ashr i32 %162, 27
  %164 = load i32, ptr %8, align 4
  %165 = lshr i32 %164, 4
  %166 = and i32 %165, 4095
  %167 = load i32, ptr %8, align 4
  %168 = lshr i32 %167, 1
  %169 = and i32 %168, 7
  %170 = load i32, ptr %8, align 4
  %171 = and i32 %170, 1
  %172 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@LAKOMBJP@after?5wrap?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 noundef %171, i32 noundef %169, i32 noundef %166, i32 noundef %163, i32 noundef %160)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 %8, i32 4, i1 false)
  %173 = load i32, ptr %9, align 4
  %174 = lshr i32 %173, 21
  %175 = load i32, ptr %9, align 4
  %176 = shl i32 %175, 11
  %177 = ashr i32 %176, 27
  %178 = load i32, ptr %9, align 4
  %179 = lshr i32 %178, 4
  %180 = and i32 %179, 4095
  %181 = load i32, ptr %9, align 4
  %182 = lshr i32 %181, 1
  %183 = and i32 %182, 7
  %184 = load i32, ptr %9, align 4
  %185 = and i32 %184, 1
  %186 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@OAKHILJF@memcpy?8d?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 noundef %185, i32 noundef %183, i32 noundef %180, i32 noundef %177, i32 noundef %174)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %10, ptr align 8 @__const.main.w, i32 16, i1 false)
  %187 = load i64, ptr %10, align 8
  %188 = and i64 %187, 1099511627775
  %189 = add i64 %188, 2
  %190 = load i64, ptr %10, align 8
  %191 = and i64 %189, 1099511627775
  %192 = and i64 %190, -1099511627776
  %193 = or i64 %192, %191
  store i64 %193, ptr %10, align 8
  %194 = getelementptr inbounds %struct.Wide, ptr %10, i32 0, i32 1
  %195 = load i8, ptr %194, align 8
  %196 = shl i8 %195, 4
  %197 = ashr i8 %196, 4
  %198 = sext i8 %197 to i32
  %199 = load i64, ptr %10, align 8
  %200 = lshr i64 %199, 40
  %201 = load i64, ptr %10, align 8
  %202 = and i64 %201, 1099511627775
  %203 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@HBBGDPBJ@wide?3?5?$CFllx?5?$CFllx?5?$CFd?6?$AA@", i64 noundef %202, i64 noundef %200, i32 noundef %198)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %11, ptr align 8 @__const.main.r, i32 24, i1 false)
  %204 = getelementptr inbounds [24 x i8], ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %204, ptr align 8 %11, i32 24, i1 false)
  %205 = getelementptr inbounds [24 x i8], ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %12, ptr align 1 %205, i32 24, i1 false)
  %206 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 2
  %207 = getelementptr inbounds [5 x i8], ptr %206, i32 0, i32 0
  %208 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 1
  %209 = load double, ptr %208, align 8
  %210 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 0
  %211 = load i32, ptr %210, align 8
  %212 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@HNMIALAH@rec?3?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 noundef %211, double noundef %209, ptr noundef %207)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %14, ptr align 4 @__const.main.words, i32 16, i1 false)
  %213 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 0
  %214 = getelementptr inbounds [4 x i32], ptr %14, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %213, ptr align 4 %214, i32 16, i1 false)
  %215 = getelementptr inbounds [4 x i32], ptr %16, i32 0, i32 0
  %216 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %215, ptr align 1 %216, i32 16, i1 false)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %217

217:                                              ; preds = %227, %73
  %218 = load i32, ptr %18, align 4
  %219 = icmp slt i32 %218, 16
  br i1 %219, label %220, label %230

220:                                              ; preds = %217
  %221 = load i32, ptr %18, align 4
  %222 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 %221
  %223 = load i8, ptr %222, align 1
  %224 = zext i8 %223 to i32
  %225 = load i32, ptr %17, align 4
  %226 = add i32 %225, %224
  store i32 %226, ptr %17, align 4
  br label %227

227:                                              ; preds = %220
  %228 = load i32, ptr %18, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %18, align 4
  br label %217, !llvm.loop !8

230:                                              ; preds = %217
  %231 = load i32, ptr %17, align 4
  %232 = getelementptr inbounds [4 x i32], ptr %16, i32 0, i32 3
  %233 = load i32, ptr %232, align 4
  %234 = getelementptr inbounds [4 x i32], ptr %16, i32 0, i32 1
  %235 = load i32, ptr %234, align 4
  %236 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@LGEFEOBH@roundtrip?5?$CF08x?5?$CF08x?5byte?5sum?5?$CFu?6@", i32 noundef %235, i32 noundef %233, i32 noundef %231)
  store i64 0, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %237

237:                                              ; preds = %248, %230
  %238 = load i32, ptr %20, align 4
  %239 = icmp slt i32 %238, 8
  br i1 %239, label %240, label %251

240:                                              ; preds = %237
  %241 = load i64, ptr %19, align 8
  %242 = shl i64 %241, 8
  %243 = load i32, ptr %20, align 4
  %244 = mul nsw i32 %243, 17
  %245 = add nsw i32 %244, 1
  %246 = sext i32 %245 to i64
  %247 = or i64 %242, %246
  store i64 %247, ptr %19, align 8
  br label %248

248:                                              ; preds = %240
  %249 = load i32, ptr %20, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %20, align 4
  br label %237, !llvm.loop !9

251:                                              ; preds = %237
  %252 = load i64, ptr %19, align 8
  %253 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@CNGDHGJH@packed?5?$CF016llx?6?$AA@", i64 noundef %252)
  ret i32 37
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

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
define internal double @bitsd(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %3, ptr align 8 %2, i32 8, i1 false)
  %4 = load double, ptr %3, align 8
  ret double %4
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
