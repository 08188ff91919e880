; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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

; Function Attrs: noinline nounwind optnone
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
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.F4, align 4
  %13 = alloca %struct.Mixed, align 8
  %14 = alloca %struct.Big, align 8
  %15 = alloca %struct.Tiny, align 4
  %16 = alloca %struct.Tiny, align 4
  %17 = alloca %struct.Tiny, align 4
  %18 = alloca %struct.Outer, align 4
  %19 = alloca %struct.Outer, align 4
  %20 = alloca %struct.LL2, align 8
  %21 = alloca %struct.LL2, align 8
  %22 = alloca double, align 8
  %23 = alloca [8 x %struct.P2], align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.P2, align 4
  %26 = alloca %struct.P2, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.P2, align 4
  %29 = alloca [5 x %struct.Node], align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 4
  %33 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.a, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.b, i32 8, i1 false)
  %34 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = call i64 @p2_add(i32 %35, i32 %37, i32 %39, i32 %41)
  store i64 %42, ptr %4, align 4
  %43 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 noundef %46, i32 noundef %44)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %5, ptr align 8 @__const.main.x, i32 24, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %6, ptr align 8 @__const.main.y, i32 24, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %7, ptr noundef byval(%struct.P3d) align 4 %5, ptr noundef byval(%struct.P3d) align 4 %6)
  %48 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@", double noundef %53, double noundef %51, double noundef %49)
  %55 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 4.000000e+00, ptr %55, align 8
  %56 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double 8.000000e+00, ptr %56, align 8
  %57 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double -1.000000e+00, ptr %57, align 8
  %58 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 1.500000e+00, ptr %58, align 8
  %59 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double -2.000000e+00, ptr %59, align 8
  %60 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double 2.500000e-01, ptr %60, align 8
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %8, ptr noundef byval(%struct.P3d) align 4 %10, ptr noundef byval(%struct.P3d) align 4 %9)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %7, ptr align 8 %8, i32 24, i1 false)
  %61 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@", double noundef %66, double noundef %64, double noundef %62)
  %68 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %68, align 4
  %69 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %69, align 4
  %70 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %70, align 4
  %71 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %71, align 4
  %72 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  %73 = load float, ptr %72, align 4
  %74 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  %75 = load float, ptr %74, align 4
  %76 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  %77 = load float, ptr %76, align 4
  %78 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  %79 = load float, ptr %78, align 4
  call void @f4_scale(ptr dead_on_unwind writable sret(%struct.F4) align 4 %11, float %73, float %75, float %77, float %79, float noundef 4.000000e+00)
  %80 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %81 = load float, ptr %80, align 4
  %82 = fpext float %81 to double
  %83 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %84 = load float, ptr %83, align 4
  %85 = fpext float %84 to double
  %86 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %87 = load float, ptr %86, align 4
  %88 = fpext float %87 to double
  %89 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %90 = load float, ptr %89, align 4
  %91 = fpext float %90 to double
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", double noundef %91, double noundef %88, double noundef %85, double noundef %82)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 8 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %93 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %94 = load i16, ptr %93, align 8
  %95 = sext i16 %94 to i32
  %96 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %99 = load i8, ptr %98, align 8
  %100 = sext i8 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@", i32 noundef %100, double noundef %97, i32 noundef %95)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %14, i32 noundef 5)
  %102 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %103 = load i64, ptr %102, align 8
  %104 = ashr i64 %103, 33
  %105 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 4 %14)
  %106 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %107 = getelementptr inbounds [10 x i32], ptr %106, i32 0, i32 9
  %108 = load i32, ptr %107, align 4
  %109 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@", i32 noundef %108, i64 noundef %105, i64 noundef %104)
  %110 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %111 = getelementptr inbounds [10 x i32], ptr %110, i32 0, i32 0
  %112 = load i32, ptr %111, align 8
  %113 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@", i32 noundef %112)
  %114 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i8 97, ptr %114, align 1
  %115 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 1
  store i8 98, ptr %115, align 1
  %116 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 2
  store i8 99, ptr %116, align 1
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %16, ptr noundef byval(%struct.Tiny) align 4 %17)
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %15, ptr noundef byval(%struct.Tiny) align 4 %16)
  %117 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 2
  %118 = load i8, ptr %117, align 1
  %119 = sext i8 %118 to i32
  %120 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 1
  %121 = load i8, ptr %120, align 1
  %122 = sext i8 %121 to i32
  %123 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %124 = load i8, ptr %123, align 1
  %125 = sext i8 %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@", i32 noundef %125, i32 noundef %122, i32 noundef %119)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %18, ptr align 4 @__const.main.o, i32 20, i1 false)
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %19, ptr noundef byval(%struct.Outer) align 4 %18)
  %127 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %128 = getelementptr inbounds %struct.P2, ptr %127, i32 0, i32 1
  %129 = load i32, ptr %128, align 4
  %130 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %131 = getelementptr inbounds %struct.P2, ptr %130, i32 0, i32 0
  %132 = load i32, ptr %131, align 4
  %133 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 1
  %134 = load i32, ptr %133, align 4
  %135 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %136 = getelementptr inbounds %struct.Inner, ptr %135, i32 0, i32 1
  %137 = getelementptr inbounds [6 x i8], ptr %136, i32 0, i32 0
  %138 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %139 = getelementptr inbounds %struct.Inner, ptr %138, i32 0, i32 0
  %140 = load i16, ptr %139, align 4
  %141 = sext i16 %140 to i32
  %142 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 2
  %143 = getelementptr inbounds %struct.P2, ptr %142, i32 0, i32 1
  %144 = load i32, ptr %143, align 4
  %145 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 2
  %146 = getelementptr inbounds %struct.P2, ptr %145, i32 0, i32 0
  %147 = load i32, ptr %146, align 4
  %148 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 1
  %149 = load i32, ptr %148, align 4
  %150 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 0
  %151 = getelementptr inbounds %struct.Inner, ptr %150, i32 0, i32 1
  %152 = getelementptr inbounds [6 x i8], ptr %151, i32 0, i32 0
  %153 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 0
  %154 = getelementptr inbounds %struct.Inner, ptr %153, i32 0, i32 0
  %155 = load i16, ptr %154, align 4
  %156 = sext i16 %155 to i32
  %157 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@", i32 noundef %156, ptr noundef %152, i32 noundef %149, i32 noundef %147, i32 noundef %144, i32 noundef %141, ptr noundef %137, i32 noundef %134, i32 noundef %132, i32 noundef %129)
  %158 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 0
  store i64 1099511627776, ptr %158, align 8
  %159 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 1
  store i64 -7, ptr %159, align 8
  %160 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 0
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 1
  %163 = load i64, ptr %162, align 8
  call void @ll2_swap(ptr dead_on_unwind writable sret(%struct.LL2) align 8 %20, i64 %161, i64 %163)
  %164 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 1
  %165 = load i64, ptr %164, align 8
  %166 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 0
  %167 = load i64, ptr %166, align 8
  %168 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@", i64 noundef %167, i64 noundef %165)
  %169 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 0
  %170 = load i32, ptr %169, align 4
  %171 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %172 = load i32, ptr %171, align 4
  %173 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %174 = load float, ptr %173, align 4
  %175 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %176 = load float, ptr %175, align 4
  %177 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %178 = load float, ptr %177, align 4
  %179 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %180 = load float, ptr %179, align 4
  %181 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %182 = load i32, ptr %181, align 4
  %183 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 1
  %184 = load i32, ptr %183, align 4
  %185 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 0
  %186 = load i64, ptr %185, align 8
  %187 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 1
  %188 = load i64, ptr %187, align 8
  %189 = call double @many(i32 %170, i32 %172, ptr noundef byval(%struct.P3d) align 4 %5, float %174, float %176, float %178, float %180, ptr noundef byval(%struct.Mixed) align 4 %13, i32 %182, i32 %184, ptr noundef byval(%struct.Tiny) align 4 %15, i64 %186, i64 %188, ptr noundef byval(%struct.P3d) align 4 %6)
  store double %189, ptr %22, align 8
  %190 = load double, ptr %22, align 8
  %191 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@", double noundef %190)
  store i32 0, ptr %24, align 4
  br label %192

192:                                              ; preds = %204, %0
  %193 = load i32, ptr %24, align 4
  %194 = icmp slt i32 %193, 8
  br i1 %194, label %195, label %207

195:                                              ; preds = %192
  %196 = load i32, ptr %24, align 4
  %197 = getelementptr inbounds [8 x %struct.P2], ptr %23, i32 0, i32 %196
  %198 = getelementptr inbounds %struct.P2, ptr %25, i32 0, i32 0
  %199 = load i32, ptr %24, align 4
  store i32 %199, ptr %198, align 4
  %200 = getelementptr inbounds %struct.P2, ptr %25, i32 0, i32 1
  %201 = load i32, ptr %24, align 4
  %202 = load i32, ptr %24, align 4
  %203 = mul nsw i32 %201, %202
  store i32 %203, ptr %200, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %197, ptr align 4 %25, i32 8, i1 false)
  br label %204

204:                                              ; preds = %195
  %205 = load i32, ptr %24, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %24, align 4
  br label %192, !llvm.loop !5

207:                                              ; preds = %192
  call void @llvm.memset.p0.i32(ptr align 4 %26, i8 0, i32 8, i1 false)
  store i32 0, ptr %27, align 4
  br label %208

208:                                              ; preds = %223, %207
  %209 = load i32, ptr %27, align 4
  %210 = icmp slt i32 %209, 8
  br i1 %210, label %211, label %226

211:                                              ; preds = %208
  %212 = load i32, ptr %27, align 4
  %213 = getelementptr inbounds [8 x %struct.P2], ptr %23, i32 0, i32 %212
  %214 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 0
  %215 = load i32, ptr %214, align 4
  %216 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 1
  %217 = load i32, ptr %216, align 4
  %218 = getelementptr inbounds %struct.P2, ptr %213, i32 0, i32 0
  %219 = load i32, ptr %218, align 4
  %220 = getelementptr inbounds %struct.P2, ptr %213, i32 0, i32 1
  %221 = load i32, ptr %220, align 4
  %222 = call i64 @p2_add(i32 %215, i32 %217, i32 %219, i32 %221)
  store i64 %222, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 %28, i32 8, i1 false)
  br label %223

223:                                              ; preds = %211
  %224 = load i32, ptr %27, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %27, align 4
  br label %208, !llvm.loop !7

226:                                              ; preds = %208
  %227 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 1
  %228 = load i32, ptr %227, align 4
  %229 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 0
  %230 = load i32, ptr %229, align 4
  %231 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 noundef %230, i32 noundef %228)
  store i32 0, ptr %30, align 4
  br label %232

232:                                              ; preds = %253, %226
  %233 = load i32, ptr %30, align 4
  %234 = icmp slt i32 %233, 5
  br i1 %234, label %235, label %256

235:                                              ; preds = %232
  %236 = load i32, ptr %30, align 4
  %237 = mul nsw i32 10, %236
  %238 = load i32, ptr %30, align 4
  %239 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %238
  %240 = getelementptr inbounds %struct.Node, ptr %239, i32 0, i32 0
  store i32 %237, ptr %240, align 4
  %241 = load i32, ptr %30, align 4
  %242 = icmp slt i32 %241, 4
  br i1 %242, label %243, label %247

243:                                              ; preds = %235
  %244 = load i32, ptr %30, align 4
  %245 = add nsw i32 %244, 1
  %246 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %245
  br label %248

247:                                              ; preds = %235
  br label %248

248:                                              ; preds = %247, %243
  %249 = phi ptr [ %246, %243 ], [ null, %247 ]
  %250 = load i32, ptr %30, align 4
  %251 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %250
  %252 = getelementptr inbounds %struct.Node, ptr %251, i32 0, i32 1
  store ptr %249, ptr %252, align 4
  br label %253

253:                                              ; preds = %248
  %254 = load i32, ptr %30, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %30, align 4
  br label %232, !llvm.loop !8

256:                                              ; preds = %232
  store i32 0, ptr %31, align 4
  %257 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 0
  store ptr %257, ptr %32, align 4
  br label %258

258:                                              ; preds = %267, %256
  %259 = load ptr, ptr %32, align 4
  %260 = icmp ne ptr %259, null
  br i1 %260, label %261, label %271

261:                                              ; preds = %258
  %262 = load ptr, ptr %32, align 4
  %263 = getelementptr inbounds %struct.Node, ptr %262, i32 0, i32 0
  %264 = load i32, ptr %263, align 4
  %265 = load i32, ptr %31, align 4
  %266 = add nsw i32 %265, %264
  store i32 %266, ptr %31, align 4
  br label %267

267:                                              ; preds = %261
  %268 = load ptr, ptr %32, align 4
  %269 = getelementptr inbounds %struct.Node, ptr %268, i32 0, i32 1
  %270 = load ptr, ptr %269, align 4
  store ptr %270, ptr %32, align 4
  br label %258, !llvm.loop !9

271:                                              ; preds = %258
  %272 = load i32, ptr %31, align 4
  %273 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@", i32 noundef %272)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %33, ptr align 8 %14, i32 48, i1 false)
  %274 = getelementptr inbounds %struct.Big, ptr %33, i32 0, i32 0
  %275 = getelementptr inbounds [10 x i32], ptr %274, i32 0, i32 3
  store i32 0, ptr %275, align 4
  %276 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %277 = getelementptr inbounds [10 x i32], ptr %276, i32 0, i32 3
  %278 = load i32, ptr %277, align 4
  %279 = getelementptr inbounds %struct.Big, ptr %33, i32 0, i32 0
  %280 = getelementptr inbounds [10 x i32], ptr %279, i32 0, i32 3
  %281 = load i32, ptr %280, align 4
  %282 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@", i32 noundef %281, i32 noundef %278)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @p2_add(i32 %0, i32 %1, i32 %2, i32 %3) #0 {
  %5 = alloca %struct.P2, align 4
  %6 = alloca %struct.P2, align 4
  %7 = alloca %struct.P2, align 4
  %8 = getelementptr inbounds %struct.P2, ptr %6, i32 0, i32 0
  store i32 %0, ptr %8, align 4
  %9 = getelementptr inbounds %struct.P2, ptr %6, i32 0, i32 1
  store i32 %1, ptr %9, align 4
  %10 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 0
  store i32 %2, ptr %10, align 4
  %11 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 1
  store i32 %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.P2, ptr %6, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  store i32 %17, ptr %12, align 4
  %18 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.P2, ptr %6, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %20, %22
  store i32 %23, ptr %18, align 4
  %24 = load i64, ptr %5, align 4
  ret i64 %24
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.P3d) align 8 %0, ptr noundef byval(%struct.P3d) align 4 %1, ptr noundef byval(%struct.P3d) align 4 %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.P3d, align 8
  %6 = alloca %struct.P3d, align 8
  store ptr %0, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %5, ptr align 4 %1, i32 24, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %6, ptr align 4 %2, i32 24, i1 false)
  %7 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.P3d, ptr %6, i32 0, i32 2
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.P3d, ptr %6, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %13, %15
  %17 = fneg double %16
  %18 = call double @llvm.fmuladd.f64(double %9, double %11, double %17)
  store double %18, ptr %7, align 8
  %19 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.P3d, ptr %6, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.P3d, ptr %6, i32 0, i32 2
  %27 = load double, ptr %26, align 8
  %28 = fmul double %25, %27
  %29 = fneg double %28
  %30 = call double @llvm.fmuladd.f64(double %21, double %23, double %29)
  store double %30, ptr %19, align 8
  %31 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 2
  %32 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds %struct.P3d, ptr %6, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds %struct.P3d, ptr %6, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = fmul double %37, %39
  %41 = fneg double %40
  %42 = call double @llvm.fmuladd.f64(double %33, double %35, double %41)
  store double %42, ptr %31, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @f4_scale(ptr dead_on_unwind noalias writable sret(%struct.F4) align 4 %0, float %1, float %2, float %3, float %4, float noundef %5) #0 {
  %7 = alloca ptr, align 4
  %8 = alloca %struct.F4, align 4
  %9 = alloca float, align 4
  store ptr %0, ptr %7, align 4
  %10 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 0
  store float %1, ptr %10, align 4
  %11 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 1
  store float %2, ptr %11, align 4
  %12 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 2
  store float %3, ptr %12, align 4
  %13 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 3
  store float %4, ptr %13, align 4
  store float %5, ptr %9, align 4
  %14 = load float, ptr %9, align 4
  %15 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = fmul float %16, %14
  store float %17, ptr %15, align 4
  %18 = load float, ptr %9, align 4
  %19 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = fmul float %20, %18
  store float %21, ptr %19, align 4
  %22 = load float, ptr %9, align 4
  %23 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 2
  %24 = load float, ptr %23, align 4
  %25 = fmul float %24, %22
  store float %25, ptr %23, align 4
  %26 = load float, ptr %9, align 4
  %27 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 3
  %28 = load float, ptr %27, align 4
  %29 = fmul float %28, %26
  store float %29, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %8, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca i16, align 2
  %7 = alloca double, align 8
  %8 = alloca i8, align 1
  store ptr %0, ptr %5, align 4
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

; Function Attrs: noinline nounwind optnone
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %21

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %11, %12
  %14 = add nsw i32 %10, %13
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = getelementptr inbounds [10 x i32], ptr %15, i32 0, i32 %16
  store i32 %14, ptr %17, align 4
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !10

21:                                               ; preds = %6
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = shl i64 %23, 33
  %25 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %24, ptr %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @big_sum(ptr noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 4 %0, i32 48, i1 false)
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  %7 = ashr i64 %6, 33
  store i64 %7, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %19, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = getelementptr inbounds [10 x i32], ptr %12, i32 0, i32 %13
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = load i64, ptr %3, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %8, !llvm.loop !11

22:                                               ; preds = %8
  %23 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i32], ptr %23, i32 0, i32 0
  store i32 -1, ptr %24, align 8
  %25 = load i64, ptr %3, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone
define internal void @tiny_rot(ptr dead_on_unwind noalias writable sret(%struct.Tiny) align 1 %0, ptr noundef byval(%struct.Tiny) align 4 %1) #0 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 1
  %6 = load i8, ptr %5, align 1
  store i8 %6, ptr %4, align 1
  %7 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 2
  %9 = load i8, ptr %8, align 2
  store i8 %9, ptr %7, align 1
  %10 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 2
  %11 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 0
  %12 = load i8, ptr %11, align 4
  store i8 %12, ptr %10, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @outer_bump(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 4 %0, ptr noundef byval(%struct.Outer) align 4 %1) #0 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Inner, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 4
  %7 = add i16 %6, 1
  store i16 %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Inner, ptr %8, i32 0, i32 1
  %10 = getelementptr inbounds [6 x i8], ptr %9, i32 0, i32 0
  store i8 88, ptr %10, align 2
  %11 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = mul nsw i32 %12, 2
  store i32 %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %15 = getelementptr inbounds %struct.P2, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = sub nsw i32 0, %16
  %18 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %19 = getelementptr inbounds %struct.P2, ptr %18, i32 0, i32 1
  store i32 %17, ptr %19, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ll2_swap(ptr dead_on_unwind noalias writable sret(%struct.LL2) align 8 %0, i64 %1, i64 %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.LL2, align 8
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 0
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 1
  store i64 %2, ptr %7, align 8
  %8 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  store i64 %13, ptr %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @many(i32 %0, i32 %1, ptr noundef byval(%struct.P3d) align 4 %2, float %3, float %4, float %5, float %6, ptr noundef byval(%struct.Mixed) align 4 %7, i32 %8, i32 %9, ptr noundef byval(%struct.Tiny) align 4 %10, i64 %11, i64 %12, ptr noundef byval(%struct.P3d) align 4 %13) #0 {
  %15 = alloca %struct.P2, align 4
  %16 = alloca %struct.P3d, align 8
  %17 = alloca %struct.F4, align 4
  %18 = alloca %struct.Mixed, align 8
  %19 = alloca %struct.P2, align 4
  %20 = alloca %struct.LL2, align 8
  %21 = alloca %struct.P3d, align 8
  %22 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 0
  store i32 %0, ptr %22, align 4
  %23 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  store i32 %1, ptr %23, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %16, ptr align 4 %2, i32 24, i1 false)
  %24 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 0
  store float %3, ptr %24, align 4
  %25 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 1
  store float %4, ptr %25, align 4
  %26 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 2
  store float %5, ptr %26, align 4
  %27 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 3
  store float %6, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %18, ptr align 4 %7, i32 24, i1 false)
  %28 = getelementptr inbounds %struct.P2, ptr %19, i32 0, i32 0
  store i32 %8, ptr %28, align 4
  %29 = getelementptr inbounds %struct.P2, ptr %19, i32 0, i32 1
  store i32 %9, ptr %29, align 4
  %30 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 0
  store i64 %11, ptr %30, align 8
  %31 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 1
  store i64 %12, ptr %31, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %21, ptr align 4 %13, i32 24, i1 false)
  %32 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %33, %35
  %37 = sitofp i32 %36 to double
  %38 = getelementptr inbounds %struct.P3d, ptr %16, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = fadd double %37, %39
  %41 = getelementptr inbounds %struct.P3d, ptr %16, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fadd double %40, %42
  %44 = getelementptr inbounds %struct.P3d, ptr %16, i32 0, i32 2
  %45 = load double, ptr %44, align 8
  %46 = fadd double %43, %45
  %47 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 0
  %48 = load float, ptr %47, align 4
  %49 = fpext float %48 to double
  %50 = fadd double %46, %49
  %51 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 1
  %52 = load float, ptr %51, align 4
  %53 = fpext float %52 to double
  %54 = fadd double %50, %53
  %55 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 2
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = fadd double %54, %57
  %59 = getelementptr inbounds %struct.F4, ptr %17, i32 0, i32 3
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = fadd double %58, %61
  %63 = getelementptr inbounds %struct.Mixed, ptr %18, i32 0, i32 0
  %64 = load i8, ptr %63, align 8
  %65 = sext i8 %64 to i32
  %66 = sitofp i32 %65 to double
  %67 = fadd double %62, %66
  %68 = getelementptr inbounds %struct.Mixed, ptr %18, i32 0, i32 1
  %69 = load double, ptr %68, align 8
  %70 = fadd double %67, %69
  %71 = getelementptr inbounds %struct.Mixed, ptr %18, i32 0, i32 2
  %72 = load i16, ptr %71, align 8
  %73 = sext i16 %72 to i32
  %74 = sitofp i32 %73 to double
  %75 = fadd double %70, %74
  %76 = getelementptr inbounds %struct.P2, ptr %19, i32 0, i32 0
  %77 = load i32, ptr %76, align 4
  %78 = sitofp i32 %77 to double
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds %struct.P2, ptr %19, i32 0, i32 1
  %81 = load i32, ptr %80, align 4
  %82 = sitofp i32 %81 to double
  %83 = fadd double %79, %82
  %84 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 0
  %85 = load i8, ptr %84, align 4
  %86 = sext i8 %85 to i32
  %87 = sitofp i32 %86 to double
  %88 = fadd double %83, %87
  %89 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 1
  %90 = load i8, ptr %89, align 1
  %91 = sext i8 %90 to i32
  %92 = sitofp i32 %91 to double
  %93 = fadd double %88, %92
  %94 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 2
  %95 = load i8, ptr %94, align 2
  %96 = sext i8 %95 to i32
  %97 = sitofp i32 %96 to double
  %98 = fadd double %93, %97
  %99 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 0
  %100 = load i64, ptr %99, align 8
  %101 = sitofp i64 %100 to double
  %102 = fadd double %98, %101
  %103 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 1
  %104 = load i64, ptr %103, align 8
  %105 = sitofp i64 %104 to double
  %106 = fadd double %102, %105
  %107 = getelementptr inbounds %struct.P3d, ptr %21, i32 0, i32 0
  %108 = load double, ptr %107, align 8
  %109 = fadd double %106, %108
  %110 = getelementptr inbounds %struct.P3d, ptr %21, i32 0, i32 1
  %111 = load double, ptr %110, align 8
  %112 = fadd double %109, %111
  %113 = getelementptr inbounds %struct.P3d, ptr %21, i32 0, i32 2
  %114 = load double, ptr %113, align 8
  %115 = fadd double %112, %114
  ret double %115
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

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
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
