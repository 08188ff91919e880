; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.P2 = type { i32, i32 }
%struct.P3d = type { double, double, double }
%struct.Outer = type { %struct.Inner, i32, %struct.P2 }
%struct.Inner = type { i16, [6 x i8] }
%struct.F4 = type { float, float, float, float }
%struct.Mixed = type { i8, double, i16 }
%struct.Big = type { [10 x i32], i64 }
%struct.Tiny = type { i8, i8, i8 }
%struct.LL2 = type { i64, i64 }
%struct.Node = type { i32, ptr }

$"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@" = comdat any

$"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@" = comdat any

$"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@" = comdat any

$"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@" = comdat any

$"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@" = comdat any

$"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@" = comdat any

$"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@" = comdat any

$"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@" = comdat any

@__const.main.a = private unnamed_addr constant %struct.P2 { i32 3, i32 4 }, align 4
@__const.main.b = private unnamed_addr constant %struct.P2 { i32 -10, i32 20 }, align 4
@"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"p2_add: (%d, %d)\0A\00", comdat, align 1
@__const.main.x = private unnamed_addr constant %struct.P3d { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00 }, align 8
@__const.main.y = private unnamed_addr constant %struct.P3d { double 0.000000e+00, double 1.000000e+00, double 0.000000e+00 }, align 8
@"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"cross: (%g, %g, %g)\0A\00", comdat, align 1
@"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"cross2: (%.4f, %.4f, %.4f)\0A\00", comdat, align 1
@"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"f4: %g %g %g %g\0A\00", comdat, align 1
@"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"mixed: %c %.3e %d\0A\00", comdat, align 1
@"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"big: v[9]=%d sum=%lld tag>>33=%lld\0A\00", comdat, align 1
@"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"big after byval call: v[0]=%d\0A\00", comdat, align 1
@"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"tiny: %c%c%c\0A\00", comdat, align 1
@__const.main.o = private unnamed_addr constant %struct.Outer { %struct.Inner { i16 7, [6 x i8] c"hello\00" }, i32 21, %struct.P2 { i32 1, i32 2 } }, align 4
@"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [49 x i8] c"outer: %d %s %d (%d,%d) / orig %d %s %d (%d,%d)\0A\00", comdat, align 1
@"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"ll2: %lld %lld\0A\00", comdat, align 1
@"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"many: %.6e\0A\00", comdat, align 1
@"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"acc: (%d, %d)\0A\00", comdat, align 1
@"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"list total %d\0A\00", comdat, align 1
@"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"copy v[3]=%d orig v[3]=%d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P2, align 4
  %3 = alloca %struct.P2, align 4
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P3d, align 8
  %6 = alloca %struct.P3d, align 8
  %7 = alloca %struct.P3d, align 8
  %8 = alloca %struct.P3d, align 8
  %9 = alloca %struct.P3d, align 8
  %10 = alloca %struct.P3d, align 8
  %11 = alloca %struct.P3d, align 8
  %12 = alloca %struct.P3d, align 8
  %13 = alloca %struct.P3d, align 8
  %14 = alloca %struct.P3d, align 8
  %15 = alloca %struct.F4, align 4
  %16 = alloca %struct.F4, align 4
  %17 = alloca %struct.F4, align 4
  %18 = alloca %struct.Mixed, align 8
  %19 = alloca %struct.Big, align 8
  %20 = alloca %struct.Big, align 8
  %21 = alloca %struct.Tiny, align 1
  %22 = alloca %struct.Tiny, align 1
  %23 = alloca %struct.Tiny, align 1
  %24 = alloca %struct.Tiny, align 1
  %25 = alloca %struct.Outer, align 4
  %26 = alloca %struct.Outer, align 4
  %27 = alloca %struct.Outer, align 4
  %28 = alloca %struct.LL2, align 8
  %29 = alloca %struct.LL2, align 8
  %30 = alloca %struct.LL2, align 8
  %31 = alloca double, align 8
  %32 = alloca %struct.P3d, align 8
  %33 = alloca %struct.F4, align 4
  %34 = alloca %struct.Mixed, align 8
  %35 = alloca %struct.Tiny, align 1
  %36 = alloca %struct.LL2, align 8
  %37 = alloca %struct.P3d, align 8
  %38 = alloca [8 x %struct.P2], align 16
  %39 = alloca i32, align 4
  %40 = alloca %struct.P2, align 4
  %41 = alloca %struct.P2, align 4
  %42 = alloca i32, align 4
  %43 = alloca %struct.P2, align 4
  %44 = alloca [5 x %struct.Node], align 16
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 8, i1 false)
  %49 = load i64, ptr %2, align 4
  %50 = load i64, ptr %3, align 4
  %51 = call i64 @p2_add(i64 %49, i64 %50)
  store i64 %51, ptr %4, align 4
  %52 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 noundef %55, i32 noundef %53)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.y, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %6, i64 24, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %7, ptr noundef %8, ptr noundef %9)
  %57 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %62 = load double, ptr %61, align 8
  %63 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@", double noundef %62, double noundef %60, double noundef %58)
  %64 = getelementptr inbounds %struct.P3d, ptr %11, i32 0, i32 0
  store double 4.000000e+00, ptr %64, align 8
  %65 = getelementptr inbounds %struct.P3d, ptr %11, i32 0, i32 1
  store double 8.000000e+00, ptr %65, align 8
  %66 = getelementptr inbounds %struct.P3d, ptr %11, i32 0, i32 2
  store double -1.000000e+00, ptr %66, align 8
  %67 = getelementptr inbounds %struct.P3d, ptr %12, i32 0, i32 0
  store double 1.500000e+00, ptr %67, align 8
  %68 = getelementptr inbounds %struct.P3d, ptr %12, i32 0, i32 1
  store double -2.000000e+00, ptr %68, align 8
  %69 = getelementptr inbounds %struct.P3d, ptr %12, i32 0, i32 2
  store double 2.500000e-01, ptr %69, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %12, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %11, i64 24, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %10, ptr noundef %13, ptr noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %10, i64 24, i1 false)
  %70 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@", double noundef %75, double noundef %73, double noundef %71)
  %77 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 0
  store float 1.000000e+00, ptr %77, align 4
  %78 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 1
  store float 2.500000e+00, ptr %78, align 4
  %79 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 2
  store float -3.000000e+00, ptr %79, align 4
  %80 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 3
  store float 1.250000e-01, ptr %80, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %16, i64 16, i1 false)
  call void @f4_scale(ptr dead_on_unwind writable sret(%struct.F4) align 4 %15, ptr noundef %17, float noundef 4.000000e+00)
  %81 = getelementptr inbounds %struct.F4, ptr %15, i32 0, i32 3
  %82 = load float, ptr %81, align 4
  %83 = fpext float %82 to double
  %84 = getelementptr inbounds %struct.F4, ptr %15, i32 0, i32 2
  %85 = load float, ptr %84, align 4
  %86 = fpext float %85 to double
  %87 = getelementptr inbounds %struct.F4, ptr %15, i32 0, i32 1
  %88 = load float, ptr %87, align 4
  %89 = fpext float %88 to double
  %90 = getelementptr inbounds %struct.F4, ptr %15, i32 0, i32 0
  %91 = load float, ptr %90, align 4
  %92 = fpext float %91 to double
  %93 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", double noundef %92, double noundef %89, double noundef %86, double noundef %83)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 8 %18, i8 noundef 113, double noundef 6.020000e+23, i16 noundef -1234)
  %94 = getelementptr inbounds %struct.Mixed, ptr %18, i32 0, i32 2
  %95 = load i16, ptr %94, align 8
  %96 = sext i16 %95 to i32
  %97 = getelementptr inbounds %struct.Mixed, ptr %18, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds %struct.Mixed, ptr %18, i32 0, i32 0
  %100 = load i8, ptr %99, align 8
  %101 = sext i8 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@", i32 noundef %101, double noundef %98, i32 noundef %96)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %19, i32 noundef 5)
  %103 = getelementptr inbounds %struct.Big, ptr %19, i32 0, i32 1
  %104 = load i64, ptr %103, align 8
  %105 = ashr i64 %104, 33
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %19, i64 48, i1 false)
  %106 = call i64 @big_sum(ptr noundef %20)
  %107 = getelementptr inbounds %struct.Big, ptr %19, i32 0, i32 0
  %108 = getelementptr inbounds [10 x i32], ptr %107, i64 0, i64 9
  %109 = load i32, ptr %108, align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@", i32 noundef %109, i64 noundef %106, i64 noundef %105)
  %111 = getelementptr inbounds %struct.Big, ptr %19, i32 0, i32 0
  %112 = getelementptr inbounds [10 x i32], ptr %111, i64 0, i64 0
  %113 = load i32, ptr %112, align 8
  %114 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@", i32 noundef %113)
  %115 = getelementptr inbounds %struct.Tiny, ptr %23, i32 0, i32 0
  store i8 97, ptr %115, align 1
  %116 = getelementptr inbounds %struct.Tiny, ptr %23, i32 0, i32 1
  store i8 98, ptr %116, align 1
  %117 = getelementptr inbounds %struct.Tiny, ptr %23, i32 0, i32 2
  store i8 99, ptr %117, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 1 %23, i64 3, i1 false)
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %22, ptr noundef %24)
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %21, ptr noundef %22)
  %118 = getelementptr inbounds %struct.Tiny, ptr %21, i32 0, i32 2
  %119 = load i8, ptr %118, align 1
  %120 = sext i8 %119 to i32
  %121 = getelementptr inbounds %struct.Tiny, ptr %21, i32 0, i32 1
  %122 = load i8, ptr %121, align 1
  %123 = sext i8 %122 to i32
  %124 = getelementptr inbounds %struct.Tiny, ptr %21, i32 0, i32 0
  %125 = load i8, ptr %124, align 1
  %126 = sext i8 %125 to i32
  %127 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@", i32 noundef %126, i32 noundef %123, i32 noundef %120)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 @__const.main.o, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %25, i64 20, i1 false)
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %26, ptr noundef %27)
  %128 = getelementptr inbounds %struct.Outer, ptr %25, i32 0, i32 2
  %129 = getelementptr inbounds %struct.P2, ptr %128, i32 0, i32 1
  %130 = load i32, ptr %129, align 4
  %131 = getelementptr inbounds %struct.Outer, ptr %25, i32 0, i32 2
  %132 = getelementptr inbounds %struct.P2, ptr %131, i32 0, i32 0
  %133 = load i32, ptr %132, align 4
  %134 = getelementptr inbounds %struct.Outer, ptr %25, i32 0, i32 1
  %135 = load i32, ptr %134, align 4
  %136 = getelementptr inbounds %struct.Outer, ptr %25, i32 0, i32 0
  %137 = getelementptr inbounds %struct.Inner, ptr %136, i32 0, i32 1
  %138 = getelementptr inbounds [6 x i8], ptr %137, i64 0, i64 0
  %139 = getelementptr inbounds %struct.Outer, ptr %25, i32 0, i32 0
  %140 = getelementptr inbounds %struct.Inner, ptr %139, i32 0, i32 0
  %141 = load i16, ptr %140, align 4
  %142 = sext i16 %141 to i32
  %143 = getelementptr inbounds %struct.Outer, ptr %26, i32 0, i32 2
  %144 = getelementptr inbounds %struct.P2, ptr %143, i32 0, i32 1
  %145 = load i32, ptr %144, align 4
  %146 = getelementptr inbounds %struct.Outer, ptr %26, i32 0, i32 2
  %147 = getelementptr inbounds %struct.P2, ptr %146, i32 0, i32 0
  %148 = load i32, ptr %147, align 4
  %149 = getelementptr inbounds %struct.Outer, ptr %26, i32 0, i32 1
  %150 = load i32, ptr %149, align 4
  %151 = getelementptr inbounds %struct.Outer, ptr %26, i32 0, i32 0
  %152 = getelementptr inbounds %struct.Inner, ptr %151, i32 0, i32 1
  %153 = getelementptr inbounds [6 x i8], ptr %152, i64 0, i64 0
  %154 = getelementptr inbounds %struct.Outer, ptr %26, i32 0, i32 0
  %155 = getelementptr inbounds %struct.Inner, ptr %154, i32 0, i32 0
  %156 = load i16, ptr %155, align 4
  %157 = sext i16 %156 to i32
  %158 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@", i32 noundef %157, ptr noundef %153, i32 noundef %150, i32 noundef %148, i32 noundef %145, i32 noundef %142, ptr noundef %138, i32 noundef %135, i32 noundef %133, i32 noundef %130)
  %159 = getelementptr inbounds %struct.LL2, ptr %29, i32 0, i32 0
  store i64 1099511627776, ptr %159, align 8
  %160 = getelementptr inbounds %struct.LL2, ptr %29, i32 0, i32 1
  store i64 -7, ptr %160, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %29, i64 16, i1 false)
  call void @ll2_swap(ptr dead_on_unwind writable sret(%struct.LL2) align 8 %28, ptr noundef %30)
  %161 = getelementptr inbounds %struct.LL2, ptr %28, i32 0, i32 1
  %162 = load i64, ptr %161, align 8
  %163 = getelementptr inbounds %struct.LL2, ptr %28, i32 0, i32 0
  %164 = load i64, ptr %163, align 8
  %165 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@", i64 noundef %164, i64 noundef %162)
  %166 = load i64, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %33, ptr align 4 %15, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %18, i64 24, i1 false)
  %167 = load i64, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %35, ptr align 1 %21, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %28, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %6, i64 24, i1 false)
  %168 = call double @many(i64 %166, ptr noundef %32, ptr noundef %33, ptr noundef %34, i64 %167, ptr noundef %35, ptr noundef %36, ptr noundef %37)
  store double %168, ptr %31, align 8
  %169 = load double, ptr %31, align 8
  %170 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@", double noundef %169)
  store i32 0, ptr %39, align 4
  br label %171

171:                                              ; preds = %184, %0
  %172 = load i32, ptr %39, align 4
  %173 = icmp slt i32 %172, 8
  br i1 %173, label %174, label %187

174:                                              ; preds = %171
  %175 = load i32, ptr %39, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [8 x %struct.P2], ptr %38, i64 0, i64 %176
  %178 = getelementptr inbounds %struct.P2, ptr %40, i32 0, i32 0
  %179 = load i32, ptr %39, align 4
  store i32 %179, ptr %178, align 4
  %180 = getelementptr inbounds %struct.P2, ptr %40, i32 0, i32 1
  %181 = load i32, ptr %39, align 4
  %182 = load i32, ptr %39, align 4
  %183 = mul nsw i32 %181, %182
  store i32 %183, ptr %180, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %177, ptr align 4 %40, i64 8, i1 false)
  br label %184

184:                                              ; preds = %174
  %185 = load i32, ptr %39, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %39, align 4
  br label %171, !llvm.loop !5

187:                                              ; preds = %171
  call void @llvm.memset.p0.i64(ptr align 4 %41, i8 0, i64 8, i1 false)
  store i32 0, ptr %42, align 4
  br label %188

188:                                              ; preds = %198, %187
  %189 = load i32, ptr %42, align 4
  %190 = icmp slt i32 %189, 8
  br i1 %190, label %191, label %201

191:                                              ; preds = %188
  %192 = load i32, ptr %42, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [8 x %struct.P2], ptr %38, i64 0, i64 %193
  %195 = load i64, ptr %41, align 4
  %196 = load i64, ptr %194, align 8
  %197 = call i64 @p2_add(i64 %195, i64 %196)
  store i64 %197, ptr %43, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %43, i64 8, i1 false)
  br label %198

198:                                              ; preds = %191
  %199 = load i32, ptr %42, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %42, align 4
  br label %188, !llvm.loop !7

201:                                              ; preds = %188
  %202 = getelementptr inbounds %struct.P2, ptr %41, i32 0, i32 1
  %203 = load i32, ptr %202, align 4
  %204 = getelementptr inbounds %struct.P2, ptr %41, i32 0, i32 0
  %205 = load i32, ptr %204, align 4
  %206 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 noundef %205, i32 noundef %203)
  store i32 0, ptr %45, align 4
  br label %207

207:                                              ; preds = %231, %201
  %208 = load i32, ptr %45, align 4
  %209 = icmp slt i32 %208, 5
  br i1 %209, label %210, label %234

210:                                              ; preds = %207
  %211 = load i32, ptr %45, align 4
  %212 = mul nsw i32 10, %211
  %213 = load i32, ptr %45, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [5 x %struct.Node], ptr %44, i64 0, i64 %214
  %216 = getelementptr inbounds %struct.Node, ptr %215, i32 0, i32 0
  store i32 %212, ptr %216, align 16
  %217 = load i32, ptr %45, align 4
  %218 = icmp slt i32 %217, 4
  br i1 %218, label %219, label %224

219:                                              ; preds = %210
  %220 = load i32, ptr %45, align 4
  %221 = add nsw i32 %220, 1
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [5 x %struct.Node], ptr %44, i64 0, i64 %222
  br label %225

224:                                              ; preds = %210
  br label %225

225:                                              ; preds = %224, %219
  %226 = phi ptr [ %223, %219 ], [ null, %224 ]
  %227 = load i32, ptr %45, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [5 x %struct.Node], ptr %44, i64 0, i64 %228
  %230 = getelementptr inbounds %struct.Node, ptr %229, i32 0, i32 1
  store ptr %226, ptr %230, align 8
  br label %231

231:                                              ; preds = %225
  %232 = load i32, ptr %45, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %45, align 4
  br label %207, !llvm.loop !8

234:                                              ; preds = %207
  store i32 0, ptr %46, align 4
  %235 = getelementptr inbounds [5 x %struct.Node], ptr %44, i64 0, i64 0
  store ptr %235, ptr %47, align 8
  br label %236

236:                                              ; preds = %245, %234
  %237 = load ptr, ptr %47, align 8
  %238 = icmp ne ptr %237, null
  br i1 %238, label %239, label %249

239:                                              ; preds = %236
  %240 = load ptr, ptr %47, align 8
  %241 = getelementptr inbounds %struct.Node, ptr %240, i32 0, i32 0
  %242 = load i32, ptr %241, align 8
  %243 = load i32, ptr %46, align 4
  %244 = add nsw i32 %243, %242
  store i32 %244, ptr %46, align 4
  br label %245

245:                                              ; preds = %239
  %246 = load ptr, ptr %47, align 8
  %247 = getelementptr inbounds %struct.Node, ptr %246, i32 0, i32 1
  %248 = load ptr, ptr %247, align 8
  store ptr %248, ptr %47, align 8
  br label %236, !llvm.loop !9

249:                                              ; preds = %236
  %250 = load i32, ptr %46, align 4
  %251 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@", i32 noundef %250)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %19, i64 48, i1 false)
  %252 = getelementptr inbounds %struct.Big, ptr %48, i32 0, i32 0
  %253 = getelementptr inbounds [10 x i32], ptr %252, i64 0, i64 3
  store i32 0, ptr %253, align 4
  %254 = getelementptr inbounds %struct.Big, ptr %19, i32 0, i32 0
  %255 = getelementptr inbounds [10 x i32], ptr %254, i64 0, i64 3
  %256 = load i32, ptr %255, align 4
  %257 = getelementptr inbounds %struct.Big, ptr %48, i32 0, i32 0
  %258 = getelementptr inbounds [10 x i32], ptr %257, i64 0, i64 3
  %259 = load i32, ptr %258, align 4
  %260 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@", i32 noundef %259, i32 noundef %256)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @p2_add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.P2, align 4
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P2, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  store i32 %17, ptr %12, align 4
  %18 = load i64, ptr %3, align 4
  ret i64 %18
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.P3d) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 2
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %13, %15
  %17 = fneg double %16
  %18 = call double @llvm.fmuladd.f64(double %9, double %11, double %17)
  store double %18, ptr %7, align 8
  %19 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 2
  %27 = load double, ptr %26, align 8
  %28 = fmul double %25, %27
  %29 = fneg double %28
  %30 = call double @llvm.fmuladd.f64(double %21, double %23, double %29)
  store double %30, ptr %19, align 8
  %31 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 2
  %32 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = fmul double %37, %39
  %41 = fneg double %40
  %42 = call double @llvm.fmuladd.f64(double %33, double %35, double %41)
  store double %42, ptr %31, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4_scale(ptr dead_on_unwind noalias writable sret(%struct.F4) align 4 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store float %2, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  %7 = load float, ptr %5, align 4
  %8 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, %7
  store float %10, ptr %8, align 4
  %11 = load float, ptr %5, align 4
  %12 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %13, %11
  store float %14, ptr %12, align 4
  %15 = load float, ptr %5, align 4
  %16 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 2
  %17 = load float, ptr %16, align 4
  %18 = fmul float %17, %15
  store float %18, ptr %16, align 4
  %19 = load float, ptr %5, align 4
  %20 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 3
  %21 = load float, ptr %20, align 4
  %22 = fmul float %21, %19
  store float %22, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 8 %0, i8 noundef %1, double noundef %2, i16 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca double, align 8
  %8 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store i16 %3, ptr %6, align 2
  store double %2, ptr %7, align 8
  store i8 %1, ptr %8, align 1
  %9 = load i8, ptr %8, align 1
  %10 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 0
  store i8 %9, ptr %10, align 8
  %11 = load double, ptr %7, align 8
  %12 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 1
  store double %11, ptr %12, align 8
  %13 = load i16, ptr %6, align 2
  %14 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 2
  store i16 %13, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %11, %12
  %14 = add nsw i32 %10, %13
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [10 x i32], ptr %15, i64 0, i64 %17
  store i32 %14, ptr %18, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !10

22:                                               ; preds = %6
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = shl i64 %24, 33
  %26 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %25, ptr %26, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  %7 = ashr i64 %6, 33
  store i64 %7, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %23

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = load i64, ptr %3, align 8
  %19 = add nsw i64 %18, %17
  store i64 %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %8, !llvm.loop !11

23:                                               ; preds = %8
  %24 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %25 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 0
  store i32 -1, ptr %25, align 8
  %26 = load i64, ptr %3, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tiny_rot(ptr dead_on_unwind noalias writable sret(%struct.Tiny) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 1
  %7 = load i8, ptr %6, align 1
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 2
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  store i8 %13, ptr %11, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_bump(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Inner, ptr %5, i32 0, i32 0
  %7 = load i16, ptr %6, align 4
  %8 = add i16 %7, 1
  store i16 %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Inner, ptr %9, i32 0, i32 1
  %11 = getelementptr inbounds [6 x i8], ptr %10, i64 0, i64 0
  store i8 88, ptr %11, align 2
  %12 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = mul nsw i32 %13, 2
  store i32 %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %16 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sub nsw i32 0, %17
  %19 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %20 = getelementptr inbounds %struct.P2, ptr %19, i32 0, i32 1
  store i32 %18, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ll2_swap(ptr dead_on_unwind noalias writable sret(%struct.LL2) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.LL2, ptr %1, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %5, align 8
  %8 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.LL2, ptr %1, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #0 {
  %9 = alloca %struct.P2, align 4
  %10 = alloca %struct.P2, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  store i64 %0, ptr %9, align 4
  store i64 %4, ptr %10, align 4
  store ptr %7, ptr %11, align 8
  store ptr %6, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  %17 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %18, %20
  %22 = sitofp i32 %21 to double
  %23 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = fadd double %22, %24
  %26 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = fadd double %25, %27
  %29 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = fadd double %28, %30
  %32 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = fpext float %33 to double
  %35 = fadd double %31, %34
  %36 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = fpext float %37 to double
  %39 = fadd double %35, %38
  %40 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 2
  %41 = load float, ptr %40, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 3
  %45 = load float, ptr %44, align 4
  %46 = fpext float %45 to double
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 0
  %49 = load i8, ptr %48, align 8
  %50 = sext i8 %49 to i32
  %51 = sitofp i32 %50 to double
  %52 = fadd double %47, %51
  %53 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = fadd double %52, %54
  %56 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 2
  %57 = load i16, ptr %56, align 8
  %58 = sext i16 %57 to i32
  %59 = sitofp i32 %58 to double
  %60 = fadd double %55, %59
  %61 = getelementptr inbounds %struct.P2, ptr %10, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  %63 = sitofp i32 %62 to double
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds %struct.P2, ptr %10, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  %67 = sitofp i32 %66 to double
  %68 = fadd double %64, %67
  %69 = getelementptr inbounds %struct.Tiny, ptr %5, i32 0, i32 0
  %70 = load i8, ptr %69, align 1
  %71 = sext i8 %70 to i32
  %72 = sitofp i32 %71 to double
  %73 = fadd double %68, %72
  %74 = getelementptr inbounds %struct.Tiny, ptr %5, i32 0, i32 1
  %75 = load i8, ptr %74, align 1
  %76 = sext i8 %75 to i32
  %77 = sitofp i32 %76 to double
  %78 = fadd double %73, %77
  %79 = getelementptr inbounds %struct.Tiny, ptr %5, i32 0, i32 2
  %80 = load i8, ptr %79, align 1
  %81 = sext i8 %80 to i32
  %82 = sitofp i32 %81 to double
  %83 = fadd double %78, %82
  %84 = getelementptr inbounds %struct.LL2, ptr %6, i32 0, i32 0
  %85 = load i64, ptr %84, align 8
  %86 = sitofp i64 %85 to double
  %87 = fadd double %83, %86
  %88 = getelementptr inbounds %struct.LL2, ptr %6, i32 0, i32 1
  %89 = load i64, ptr %88, align 8
  %90 = sitofp i64 %89 to double
  %91 = fadd double %87, %90
  %92 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %93 = load double, ptr %92, align 8
  %94 = fadd double %91, %93
  %95 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %96 = load double, ptr %95, align 8
  %97 = fadd double %94, %96
  %98 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %99 = load double, ptr %98, align 8
  %100 = fadd double %97, %99
  ret double %100
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
