; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.P2 = type { i32, i32 }
%struct.P3d = type { double, double, double }
%struct.Outer = type { %struct.Inner, i32, %struct.P2 }
%struct.Inner = type { i16, [6 x i8] }
%struct.F4 = type { float, float, float, float }
%struct.Mixed = type { i8, double, i16 }
%struct.Big = type { [10 x i32], i64 }
%struct.Tiny = type { i8, i8, i8 }
%struct.LL2 = type { i64, i64 }
%struct.Node = type { i32, %struct.Node* }

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
  %32 = alloca %struct.Node*, align 4
  %33 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  %34 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %34, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i32 8, i1 false)
  %35 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %35, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i32 8, i1 false)
  %36 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 0
  %37 = load i32, i32* %36, align 4
  %38 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 0
  %41 = load i32, i32* %40, align 4
  %42 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 1
  %43 = load i32, i32* %42, align 4
  %44 = call i64 @p2_add(i32 %37, i32 %39, i32 %41, i32 %43)
  %45 = bitcast %struct.P2* %4 to i64*
  store i64 %44, i64* %45, align 4
  %46 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %49 = load i32, i32* %48, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %49, i32 noundef %47)
  %51 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %51, i8* align 8 bitcast (%struct.P3d* @__const.main.x to i8*), i32 24, i1 false)
  %52 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %52, i8* align 8 bitcast (%struct.P3d* @__const.main.y to i8*), i32 24, i1 false)
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %7, %struct.P3d* noundef byval(%struct.P3d) align 4 %5, %struct.P3d* noundef byval(%struct.P3d) align 4 %6)
  %53 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %54 = load double, double* %53, align 8
  %55 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %56 = load double, double* %55, align 8
  %57 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %58 = load double, double* %57, align 8
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@", i32 0, i32 0), double noundef %58, double noundef %56, double noundef %54)
  %60 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 4.000000e+00, double* %60, align 8
  %61 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double 8.000000e+00, double* %61, align 8
  %62 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double -1.000000e+00, double* %62, align 8
  %63 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 1.500000e+00, double* %63, align 8
  %64 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double -2.000000e+00, double* %64, align 8
  %65 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double 2.500000e-01, double* %65, align 8
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %8, %struct.P3d* noundef byval(%struct.P3d) align 4 %10, %struct.P3d* noundef byval(%struct.P3d) align 4 %9)
  %66 = bitcast %struct.P3d* %7 to i8*
  %67 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %66, i8* align 8 %67, i32 24, i1 false)
  %68 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %69 = load double, double* %68, align 8
  %70 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %71 = load double, double* %70, align 8
  %72 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %73 = load double, double* %72, align 8
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@", i32 0, i32 0), double noundef %73, double noundef %71, double noundef %69)
  %75 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %75, align 4
  %76 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %76, align 4
  %77 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %77, align 4
  %78 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %78, align 4
  %79 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  %80 = load float, float* %79, align 4
  %81 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  %82 = load float, float* %81, align 4
  %83 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  %84 = load float, float* %83, align 4
  %85 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  %86 = load float, float* %85, align 4
  call void @f4_scale(%struct.F4* sret(%struct.F4) align 4 %11, float %80, float %82, float %84, float %86, float noundef 4.000000e+00)
  %87 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %88 = load float, float* %87, align 4
  %89 = fpext float %88 to double
  %90 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %91 = load float, float* %90, align 4
  %92 = fpext float %91 to double
  %93 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %94 = load float, float* %93, align 4
  %95 = fpext float %94 to double
  %96 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %97 = load float, float* %96, align 4
  %98 = fpext float %97 to double
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", i32 0, i32 0), double noundef %98, double noundef %95, double noundef %92, double noundef %89)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 8 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %100 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %101 = load i16, i16* %100, align 8
  %102 = sext i16 %101 to i32
  %103 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %104 = load double, double* %103, align 8
  %105 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %106 = load i8, i8* %105, align 8
  %107 = sext i8 %106 to i32
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %107, double noundef %104, i32 noundef %102)
  call void @big_make(%struct.Big* sret(%struct.Big) align 8 %14, i32 noundef 5)
  %109 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %110 = load i64, i64* %109, align 8
  %111 = ashr i64 %110, 33
  %112 = call i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 4 %14)
  %113 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %114 = getelementptr inbounds [10 x i32], [10 x i32]* %113, i32 0, i32 9
  %115 = load i32, i32* %114, align 4
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@", i32 0, i32 0), i32 noundef %115, i64 noundef %112, i64 noundef %111)
  %117 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %118 = getelementptr inbounds [10 x i32], [10 x i32]* %117, i32 0, i32 0
  %119 = load i32, i32* %118, align 8
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %119)
  %121 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 0
  store i8 97, i8* %121, align 1
  %122 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 1
  store i8 98, i8* %122, align 1
  %123 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 2
  store i8 99, i8* %123, align 1
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %16, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %17)
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %15, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %16)
  %124 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 2
  %125 = load i8, i8* %124, align 1
  %126 = sext i8 %125 to i32
  %127 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 1
  %128 = load i8, i8* %127, align 1
  %129 = sext i8 %128 to i32
  %130 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 0
  %131 = load i8, i8* %130, align 1
  %132 = sext i8 %131 to i32
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@", i32 0, i32 0), i32 noundef %132, i32 noundef %129, i32 noundef %126)
  %134 = bitcast %struct.Outer* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %134, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i32 20, i1 false)
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %19, %struct.Outer* noundef byval(%struct.Outer) align 4 %18)
  %135 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 2
  %136 = getelementptr inbounds %struct.P2, %struct.P2* %135, i32 0, i32 1
  %137 = load i32, i32* %136, align 4
  %138 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 2
  %139 = getelementptr inbounds %struct.P2, %struct.P2* %138, i32 0, i32 0
  %140 = load i32, i32* %139, align 4
  %141 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 1
  %142 = load i32, i32* %141, align 4
  %143 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 0
  %144 = getelementptr inbounds %struct.Inner, %struct.Inner* %143, i32 0, i32 1
  %145 = getelementptr inbounds [6 x i8], [6 x i8]* %144, i32 0, i32 0
  %146 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 0
  %147 = getelementptr inbounds %struct.Inner, %struct.Inner* %146, i32 0, i32 0
  %148 = load i16, i16* %147, align 4
  %149 = sext i16 %148 to i32
  %150 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 2
  %151 = getelementptr inbounds %struct.P2, %struct.P2* %150, i32 0, i32 1
  %152 = load i32, i32* %151, align 4
  %153 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 2
  %154 = getelementptr inbounds %struct.P2, %struct.P2* %153, i32 0, i32 0
  %155 = load i32, i32* %154, align 4
  %156 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 1
  %157 = load i32, i32* %156, align 4
  %158 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 0
  %159 = getelementptr inbounds %struct.Inner, %struct.Inner* %158, i32 0, i32 1
  %160 = getelementptr inbounds [6 x i8], [6 x i8]* %159, i32 0, i32 0
  %161 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 0
  %162 = getelementptr inbounds %struct.Inner, %struct.Inner* %161, i32 0, i32 0
  %163 = load i16, i16* %162, align 4
  %164 = sext i16 %163 to i32
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@", i32 0, i32 0), i32 noundef %164, i8* noundef %160, i32 noundef %157, i32 noundef %155, i32 noundef %152, i32 noundef %149, i8* noundef %145, i32 noundef %142, i32 noundef %140, i32 noundef %137)
  %166 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 0
  store i64 1099511627776, i64* %166, align 8
  %167 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 1
  store i64 -7, i64* %167, align 8
  %168 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 0
  %169 = load i64, i64* %168, align 8
  %170 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 1
  %171 = load i64, i64* %170, align 8
  call void @ll2_swap(%struct.LL2* sret(%struct.LL2) align 8 %20, i64 %169, i64 %171)
  %172 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 1
  %173 = load i64, i64* %172, align 8
  %174 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 0
  %175 = load i64, i64* %174, align 8
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@", i32 0, i32 0), i64 noundef %175, i64 noundef %173)
  %177 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 0
  %178 = load i32, i32* %177, align 4
  %179 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 1
  %180 = load i32, i32* %179, align 4
  %181 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %182 = load float, float* %181, align 4
  %183 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %184 = load float, float* %183, align 4
  %185 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %186 = load float, float* %185, align 4
  %187 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %188 = load float, float* %187, align 4
  %189 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 0
  %190 = load i32, i32* %189, align 4
  %191 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 1
  %192 = load i32, i32* %191, align 4
  %193 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 0
  %194 = load i64, i64* %193, align 8
  %195 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 1
  %196 = load i64, i64* %195, align 8
  %197 = call double @many(i32 %178, i32 %180, %struct.P3d* noundef byval(%struct.P3d) align 4 %5, float %182, float %184, float %186, float %188, %struct.Mixed* noundef byval(%struct.Mixed) align 4 %13, i32 %190, i32 %192, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %15, i64 %194, i64 %196, %struct.P3d* noundef byval(%struct.P3d) align 4 %6)
  store double %197, double* %22, align 8
  %198 = load double, double* %22, align 8
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@", i32 0, i32 0), double noundef %198)
  store i32 0, i32* %24, align 4
  br label %200

200:                                              ; preds = %214, %0
  %201 = load i32, i32* %24, align 4
  %202 = icmp slt i32 %201, 8
  br i1 %202, label %203, label %217

203:                                              ; preds = %200
  %204 = load i32, i32* %24, align 4
  %205 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %23, i32 0, i32 %204
  %206 = getelementptr inbounds %struct.P2, %struct.P2* %25, i32 0, i32 0
  %207 = load i32, i32* %24, align 4
  store i32 %207, i32* %206, align 4
  %208 = getelementptr inbounds %struct.P2, %struct.P2* %25, i32 0, i32 1
  %209 = load i32, i32* %24, align 4
  %210 = load i32, i32* %24, align 4
  %211 = mul nsw i32 %209, %210
  store i32 %211, i32* %208, align 4
  %212 = bitcast %struct.P2* %205 to i8*
  %213 = bitcast %struct.P2* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %212, i8* align 4 %213, i32 8, i1 false)
  br label %214

214:                                              ; preds = %203
  %215 = load i32, i32* %24, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, i32* %24, align 4
  br label %200, !llvm.loop !4

217:                                              ; preds = %200
  %218 = bitcast %struct.P2* %26 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %218, i8 0, i32 8, i1 false)
  store i32 0, i32* %27, align 4
  br label %219

219:                                              ; preds = %237, %217
  %220 = load i32, i32* %27, align 4
  %221 = icmp slt i32 %220, 8
  br i1 %221, label %222, label %240

222:                                              ; preds = %219
  %223 = load i32, i32* %27, align 4
  %224 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %23, i32 0, i32 %223
  %225 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 0
  %226 = load i32, i32* %225, align 4
  %227 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 1
  %228 = load i32, i32* %227, align 4
  %229 = getelementptr inbounds %struct.P2, %struct.P2* %224, i32 0, i32 0
  %230 = load i32, i32* %229, align 4
  %231 = getelementptr inbounds %struct.P2, %struct.P2* %224, i32 0, i32 1
  %232 = load i32, i32* %231, align 4
  %233 = call i64 @p2_add(i32 %226, i32 %228, i32 %230, i32 %232)
  %234 = bitcast %struct.P2* %28 to i64*
  store i64 %233, i64* %234, align 4
  %235 = bitcast %struct.P2* %26 to i8*
  %236 = bitcast %struct.P2* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %235, i8* align 4 %236, i32 8, i1 false)
  br label %237

237:                                              ; preds = %222
  %238 = load i32, i32* %27, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* %27, align 4
  br label %219, !llvm.loop !6

240:                                              ; preds = %219
  %241 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 1
  %242 = load i32, i32* %241, align 4
  %243 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 0
  %244 = load i32, i32* %243, align 4
  %245 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %244, i32 noundef %242)
  store i32 0, i32* %30, align 4
  br label %246

246:                                              ; preds = %267, %240
  %247 = load i32, i32* %30, align 4
  %248 = icmp slt i32 %247, 5
  br i1 %248, label %249, label %270

249:                                              ; preds = %246
  %250 = load i32, i32* %30, align 4
  %251 = mul nsw i32 10, %250
  %252 = load i32, i32* %30, align 4
  %253 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %252
  %254 = getelementptr inbounds %struct.Node, %struct.Node* %253, i32 0, i32 0
  store i32 %251, i32* %254, align 4
  %255 = load i32, i32* %30, align 4
  %256 = icmp slt i32 %255, 4
  br i1 %256, label %257, label %261

257:                                              ; preds = %249
  %258 = load i32, i32* %30, align 4
  %259 = add nsw i32 %258, 1
  %260 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %259
  br label %262

261:                                              ; preds = %249
  br label %262

262:                                              ; preds = %261, %257
  %263 = phi %struct.Node* [ %260, %257 ], [ null, %261 ]
  %264 = load i32, i32* %30, align 4
  %265 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %264
  %266 = getelementptr inbounds %struct.Node, %struct.Node* %265, i32 0, i32 1
  store %struct.Node* %263, %struct.Node** %266, align 4
  br label %267

267:                                              ; preds = %262
  %268 = load i32, i32* %30, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, i32* %30, align 4
  br label %246, !llvm.loop !7

270:                                              ; preds = %246
  store i32 0, i32* %31, align 4
  %271 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 0
  store %struct.Node* %271, %struct.Node** %32, align 4
  br label %272

272:                                              ; preds = %281, %270
  %273 = load %struct.Node*, %struct.Node** %32, align 4
  %274 = icmp ne %struct.Node* %273, null
  br i1 %274, label %275, label %285

275:                                              ; preds = %272
  %276 = load %struct.Node*, %struct.Node** %32, align 4
  %277 = getelementptr inbounds %struct.Node, %struct.Node* %276, i32 0, i32 0
  %278 = load i32, i32* %277, align 4
  %279 = load i32, i32* %31, align 4
  %280 = add nsw i32 %279, %278
  store i32 %280, i32* %31, align 4
  br label %281

281:                                              ; preds = %275
  %282 = load %struct.Node*, %struct.Node** %32, align 4
  %283 = getelementptr inbounds %struct.Node, %struct.Node* %282, i32 0, i32 1
  %284 = load %struct.Node*, %struct.Node** %283, align 4
  store %struct.Node* %284, %struct.Node** %32, align 4
  br label %272, !llvm.loop !8

285:                                              ; preds = %272
  %286 = load i32, i32* %31, align 4
  %287 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %286)
  %288 = bitcast %struct.Big* %33 to i8*
  %289 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %288, i8* align 8 %289, i32 48, i1 false)
  %290 = getelementptr inbounds %struct.Big, %struct.Big* %33, i32 0, i32 0
  %291 = getelementptr inbounds [10 x i32], [10 x i32]* %290, i32 0, i32 3
  store i32 0, i32* %291, align 4
  %292 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %293 = getelementptr inbounds [10 x i32], [10 x i32]* %292, i32 0, i32 3
  %294 = load i32, i32* %293, align 4
  %295 = getelementptr inbounds %struct.Big, %struct.Big* %33, i32 0, i32 0
  %296 = getelementptr inbounds [10 x i32], [10 x i32]* %295, i32 0, i32 3
  %297 = load i32, i32* %296, align 4
  %298 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %297, i32 noundef %294)
  ret i32 11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @p2_add(i32 %0, i32 %1, i32 %2, i32 %3) #0 {
  %5 = alloca %struct.P2, align 4
  %6 = alloca %struct.P2, align 4
  %7 = alloca %struct.P2, align 4
  %8 = getelementptr inbounds %struct.P2, %struct.P2* %6, i32 0, i32 0
  store i32 %0, i32* %8, align 4
  %9 = getelementptr inbounds %struct.P2, %struct.P2* %6, i32 0, i32 1
  store i32 %1, i32* %9, align 4
  %10 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 0
  store i32 %2, i32* %10, align 4
  %11 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 1
  store i32 %3, i32* %11, align 4
  %12 = getelementptr inbounds %struct.P2, %struct.P2* %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.P2, %struct.P2* %6, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = add nsw i32 %14, %16
  store i32 %17, i32* %12, align 4
  %18 = getelementptr inbounds %struct.P2, %struct.P2* %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.P2, %struct.P2* %6, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %20, %22
  store i32 %23, i32* %18, align 4
  %24 = bitcast %struct.P2* %5 to i64*
  %25 = load i64, i64* %24, align 4
  ret i64 %25
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @cross(%struct.P3d* noalias sret(%struct.P3d) align 8 %0, %struct.P3d* noundef byval(%struct.P3d) align 4 %1, %struct.P3d* noundef byval(%struct.P3d) align 4 %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca %struct.P3d, align 8
  %6 = alloca %struct.P3d, align 8
  %7 = bitcast %struct.P3d* %0 to i8*
  store i8* %7, i8** %4, align 4
  %8 = bitcast %struct.P3d* %5 to i8*
  %9 = bitcast %struct.P3d* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %8, i8* align 4 %9, i32 24, i1 false)
  %10 = bitcast %struct.P3d* %6 to i8*
  %11 = bitcast %struct.P3d* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %10, i8* align 4 %11, i32 24, i1 false)
  %12 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 0
  %13 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = getelementptr inbounds %struct.P3d, %struct.P3d* %6, i32 0, i32 2
  %16 = load double, double* %15, align 8
  %17 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %18 = load double, double* %17, align 8
  %19 = getelementptr inbounds %struct.P3d, %struct.P3d* %6, i32 0, i32 1
  %20 = load double, double* %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, double* %12, align 8
  %24 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 1
  %25 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %26 = load double, double* %25, align 8
  %27 = getelementptr inbounds %struct.P3d, %struct.P3d* %6, i32 0, i32 0
  %28 = load double, double* %27, align 8
  %29 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.P3d, %struct.P3d* %6, i32 0, i32 2
  %32 = load double, double* %31, align 8
  %33 = fmul double %30, %32
  %34 = fneg double %33
  %35 = call double @llvm.fmuladd.f64(double %26, double %28, double %34)
  store double %35, double* %24, align 8
  %36 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 2
  %37 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %38 = load double, double* %37, align 8
  %39 = getelementptr inbounds %struct.P3d, %struct.P3d* %6, i32 0, i32 1
  %40 = load double, double* %39, align 8
  %41 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %42 = load double, double* %41, align 8
  %43 = getelementptr inbounds %struct.P3d, %struct.P3d* %6, i32 0, i32 0
  %44 = load double, double* %43, align 8
  %45 = fmul double %42, %44
  %46 = fneg double %45
  %47 = call double @llvm.fmuladd.f64(double %38, double %40, double %46)
  store double %47, double* %36, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @f4_scale(%struct.F4* noalias sret(%struct.F4) align 4 %0, float %1, float %2, float %3, float %4, float noundef %5) #0 {
  %7 = alloca i8*, align 4
  %8 = alloca %struct.F4, align 4
  %9 = alloca float, align 4
  %10 = bitcast %struct.F4* %0 to i8*
  store i8* %10, i8** %7, align 4
  %11 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 0
  store float %1, float* %11, align 4
  %12 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 1
  store float %2, float* %12, align 4
  %13 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 2
  store float %3, float* %13, align 4
  %14 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 3
  store float %4, float* %14, align 4
  store float %5, float* %9, align 4
  %15 = load float, float* %9, align 4
  %16 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 0
  %17 = load float, float* %16, align 4
  %18 = fmul float %17, %15
  store float %18, float* %16, align 4
  %19 = load float, float* %9, align 4
  %20 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 1
  %21 = load float, float* %20, align 4
  %22 = fmul float %21, %19
  store float %22, float* %20, align 4
  %23 = load float, float* %9, align 4
  %24 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 2
  %25 = load float, float* %24, align 4
  %26 = fmul float %25, %23
  store float %26, float* %24, align 4
  %27 = load float, float* %9, align 4
  %28 = getelementptr inbounds %struct.F4, %struct.F4* %8, i32 0, i32 3
  %29 = load float, float* %28, align 4
  %30 = fmul float %29, %27
  store float %30, float* %28, align 4
  %31 = bitcast %struct.F4* %0 to i8*
  %32 = bitcast %struct.F4* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %31, i8* align 4 %32, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i16, align 2
  %7 = alloca double, align 8
  %8 = alloca i8, align 1
  %9 = bitcast %struct.Mixed* %0 to i8*
  store i8* %9, i8** %5, align 4
  store i16 %3, i16* %6, align 2
  store double %2, double* %7, align 8
  store i8 %1, i8* %8, align 1
  %10 = load i8, i8* %8, align 1
  %11 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 0
  store i8 %10, i8* %11, align 8
  %12 = load double, double* %7, align 8
  %13 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 1
  store double %12, double* %13, align 8
  %14 = load i16, i16* %6, align 2
  %15 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 2
  store i16 %14, i16* %15, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.Big* %0 to i8*
  store i8* %6, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %5, align 4
  %14 = mul nsw i32 %12, %13
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %17 = load i32, i32* %5, align 4
  %18 = getelementptr inbounds [10 x i32], [10 x i32]* %16, i32 0, i32 %17
  store i32 %15, i32* %18, align 4
  br label %19

19:                                               ; preds = %10
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %5, align 4
  br label %7, !llvm.loop !9

22:                                               ; preds = %7
  %23 = load i32, i32* %4, align 4
  %24 = sext i32 %23 to i64
  %25 = shl i64 %24, 33
  %26 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %25, i64* %26, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Big* %2 to i8*
  %6 = bitcast %struct.Big* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %5, i8* align 4 %6, i32 48, i1 false)
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1
  %8 = load i64, i64* %7, align 8
  %9 = ashr i64 %8, 33
  store i64 %9, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %10

10:                                               ; preds = %21, %1
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %15 = load i32, i32* %4, align 4
  %16 = getelementptr inbounds [10 x i32], [10 x i32]* %14, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = sext i32 %17 to i64
  %19 = load i64, i64* %3, align 8
  %20 = add nsw i64 %19, %18
  store i64 %20, i64* %3, align 8
  br label %21

21:                                               ; preds = %13
  %22 = load i32, i32* %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %4, align 4
  br label %10, !llvm.loop !10

24:                                               ; preds = %10
  %25 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %26 = getelementptr inbounds [10 x i32], [10 x i32]* %25, i32 0, i32 0
  store i32 -1, i32* %26, align 8
  %27 = load i64, i64* %3, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone
define internal void @tiny_rot(%struct.Tiny* noalias sret(%struct.Tiny) align 1 %0, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %1) #0 {
  %3 = alloca i8*, align 4
  %4 = bitcast %struct.Tiny* %0 to i8*
  store i8* %4, i8** %3, align 4
  %5 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 1
  %7 = load i8, i8* %6, align 1
  store i8 %7, i8* %5, align 1
  %8 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 2
  %10 = load i8, i8* %9, align 2
  store i8 %10, i8* %8, align 1
  %11 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 0
  %13 = load i8, i8* %12, align 4
  store i8 %13, i8* %11, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @outer_bump(%struct.Outer* noalias sret(%struct.Outer) align 4 %0, %struct.Outer* noundef byval(%struct.Outer) align 4 %1) #0 {
  %3 = alloca i8*, align 4
  %4 = bitcast %struct.Outer* %0 to i8*
  store i8* %4, i8** %3, align 4
  %5 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Inner, %struct.Inner* %5, i32 0, i32 0
  %7 = load i16, i16* %6, align 4
  %8 = add i16 %7, 1
  store i16 %8, i16* %6, align 4
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Inner, %struct.Inner* %9, i32 0, i32 1
  %11 = getelementptr inbounds [6 x i8], [6 x i8]* %10, i32 0, i32 0
  store i8 88, i8* %11, align 2
  %12 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = mul nsw i32 %13, 2
  store i32 %14, i32* %12, align 4
  %15 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 2
  %16 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = sub nsw i32 0, %17
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 2
  %20 = getelementptr inbounds %struct.P2, %struct.P2* %19, i32 0, i32 1
  store i32 %18, i32* %20, align 4
  %21 = bitcast %struct.Outer* %0 to i8*
  %22 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %21, i8* align 4 %22, i32 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ll2_swap(%struct.LL2* noalias sret(%struct.LL2) align 8 %0, i64 %1, i64 %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca %struct.LL2, align 8
  %6 = bitcast %struct.LL2* %0 to i8*
  store i8* %6, i8** %4, align 4
  %7 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 0
  store i64 %1, i64* %7, align 8
  %8 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 1
  store i64 %2, i64* %8, align 8
  %9 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 1
  %11 = load i64, i64* %10, align 8
  store i64 %11, i64* %9, align 8
  %12 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 0
  %14 = load i64, i64* %13, align 8
  store i64 %14, i64* %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @many(i32 %0, i32 %1, %struct.P3d* noundef byval(%struct.P3d) align 4 %2, float %3, float %4, float %5, float %6, %struct.Mixed* noundef byval(%struct.Mixed) align 4 %7, i32 %8, i32 %9, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %10, i64 %11, i64 %12, %struct.P3d* noundef byval(%struct.P3d) align 4 %13) #0 {
  %15 = alloca %struct.P2, align 4
  %16 = alloca %struct.P3d, align 8
  %17 = alloca %struct.F4, align 4
  %18 = alloca %struct.Mixed, align 8
  %19 = alloca %struct.P2, align 4
  %20 = alloca %struct.LL2, align 8
  %21 = alloca %struct.P3d, align 8
  %22 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 0
  store i32 %0, i32* %22, align 4
  %23 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 1
  store i32 %1, i32* %23, align 4
  %24 = bitcast %struct.P3d* %16 to i8*
  %25 = bitcast %struct.P3d* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %24, i8* align 4 %25, i32 24, i1 false)
  %26 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 0
  store float %3, float* %26, align 4
  %27 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 1
  store float %4, float* %27, align 4
  %28 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 2
  store float %5, float* %28, align 4
  %29 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 3
  store float %6, float* %29, align 4
  %30 = bitcast %struct.Mixed* %18 to i8*
  %31 = bitcast %struct.Mixed* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %30, i8* align 4 %31, i32 24, i1 false)
  %32 = getelementptr inbounds %struct.P2, %struct.P2* %19, i32 0, i32 0
  store i32 %8, i32* %32, align 4
  %33 = getelementptr inbounds %struct.P2, %struct.P2* %19, i32 0, i32 1
  store i32 %9, i32* %33, align 4
  %34 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 0
  store i64 %11, i64* %34, align 8
  %35 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 1
  store i64 %12, i64* %35, align 8
  %36 = bitcast %struct.P3d* %21 to i8*
  %37 = bitcast %struct.P3d* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %36, i8* align 4 %37, i32 24, i1 false)
  %38 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 0
  %39 = load i32, i32* %38, align 4
  %40 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 1
  %41 = load i32, i32* %40, align 4
  %42 = add nsw i32 %39, %41
  %43 = sitofp i32 %42 to double
  %44 = getelementptr inbounds %struct.P3d, %struct.P3d* %16, i32 0, i32 0
  %45 = load double, double* %44, align 8
  %46 = fadd double %43, %45
  %47 = getelementptr inbounds %struct.P3d, %struct.P3d* %16, i32 0, i32 1
  %48 = load double, double* %47, align 8
  %49 = fadd double %46, %48
  %50 = getelementptr inbounds %struct.P3d, %struct.P3d* %16, i32 0, i32 2
  %51 = load double, double* %50, align 8
  %52 = fadd double %49, %51
  %53 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 0
  %54 = load float, float* %53, align 4
  %55 = fpext float %54 to double
  %56 = fadd double %52, %55
  %57 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 1
  %58 = load float, float* %57, align 4
  %59 = fpext float %58 to double
  %60 = fadd double %56, %59
  %61 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 2
  %62 = load float, float* %61, align 4
  %63 = fpext float %62 to double
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds %struct.F4, %struct.F4* %17, i32 0, i32 3
  %66 = load float, float* %65, align 4
  %67 = fpext float %66 to double
  %68 = fadd double %64, %67
  %69 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %18, i32 0, i32 0
  %70 = load i8, i8* %69, align 8
  %71 = sext i8 %70 to i32
  %72 = sitofp i32 %71 to double
  %73 = fadd double %68, %72
  %74 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %18, i32 0, i32 1
  %75 = load double, double* %74, align 8
  %76 = fadd double %73, %75
  %77 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %18, i32 0, i32 2
  %78 = load i16, i16* %77, align 8
  %79 = sext i16 %78 to i32
  %80 = sitofp i32 %79 to double
  %81 = fadd double %76, %80
  %82 = getelementptr inbounds %struct.P2, %struct.P2* %19, i32 0, i32 0
  %83 = load i32, i32* %82, align 4
  %84 = sitofp i32 %83 to double
  %85 = fadd double %81, %84
  %86 = getelementptr inbounds %struct.P2, %struct.P2* %19, i32 0, i32 1
  %87 = load i32, i32* %86, align 4
  %88 = sitofp i32 %87 to double
  %89 = fadd double %85, %88
  %90 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %10, i32 0, i32 0
  %91 = load i8, i8* %90, align 4
  %92 = sext i8 %91 to i32
  %93 = sitofp i32 %92 to double
  %94 = fadd double %89, %93
  %95 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %10, i32 0, i32 1
  %96 = load i8, i8* %95, align 1
  %97 = sext i8 %96 to i32
  %98 = sitofp i32 %97 to double
  %99 = fadd double %94, %98
  %100 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %10, i32 0, i32 2
  %101 = load i8, i8* %100, align 2
  %102 = sext i8 %101 to i32
  %103 = sitofp i32 %102 to double
  %104 = fadd double %99, %103
  %105 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 0
  %106 = load i64, i64* %105, align 8
  %107 = sitofp i64 %106 to double
  %108 = fadd double %104, %107
  %109 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 1
  %110 = load i64, i64* %109, align 8
  %111 = sitofp i64 %110 to double
  %112 = fadd double %108, %111
  %113 = getelementptr inbounds %struct.P3d, %struct.P3d* %21, i32 0, i32 0
  %114 = load double, double* %113, align 8
  %115 = fadd double %112, %114
  %116 = getelementptr inbounds %struct.P3d, %struct.P3d* %21, i32 0, i32 1
  %117 = load double, double* %116, align 8
  %118 = fadd double %115, %117
  %119 = getelementptr inbounds %struct.P3d, %struct.P3d* %21, i32 0, i32 2
  %120 = load double, double* %119, align 8
  %121 = fadd double %118, %120
  ret double %121
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

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
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
