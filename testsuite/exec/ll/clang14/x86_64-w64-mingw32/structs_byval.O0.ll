; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

@__const.main.a = private unnamed_addr constant %struct.P2 { i32 3, i32 4 }, align 4
@__const.main.b = private unnamed_addr constant %struct.P2 { i32 -10, i32 20 }, align 4
@.str = private unnamed_addr constant [18 x i8] c"p2_add: (%d, %d)\0A\00", align 1
@__const.main.x = private unnamed_addr constant %struct.P3d { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00 }, align 8
@__const.main.y = private unnamed_addr constant %struct.P3d { double 0.000000e+00, double 1.000000e+00, double 0.000000e+00 }, align 8
@.str.1 = private unnamed_addr constant [21 x i8] c"cross: (%g, %g, %g)\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"cross2: (%.4f, %.4f, %.4f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"f4: %g %g %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"mixed: %c %.3e %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"big: v[9]=%d sum=%lld tag>>33=%lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"big after byval call: v[0]=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"tiny: %c%c%c\0A\00", align 1
@__const.main.o = private unnamed_addr constant %struct.Outer { %struct.Inner { i16 7, [6 x i8] c"hello\00" }, i32 21, %struct.P2 { i32 1, i32 2 } }, align 4
@.str.8 = private unnamed_addr constant [49 x i8] c"outer: %d %s %d (%d,%d) / orig %d %s %d (%d,%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"ll2: %lld %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"many: %.6e\0A\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"acc: (%d, %d)\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"list total %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"copy v[3]=%d orig v[3]=%d\0A\00", align 1

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
  %47 = alloca %struct.Node*, align 8
  %48 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  %49 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %49, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i64 8, i1 false)
  %50 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %50, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i64 8, i1 false)
  %51 = bitcast %struct.P2* %2 to i64*
  %52 = load i64, i64* %51, align 4
  %53 = bitcast %struct.P2* %3 to i64*
  %54 = load i64, i64* %53, align 4
  %55 = call i64 @p2_add(i64 %52, i64 %54)
  %56 = bitcast %struct.P2* %4 to i64*
  store i64 %55, i64* %56, align 4
  %57 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %58 = load i32, i32* %57, align 4
  %59 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %60 = load i32, i32* %59, align 4
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %58, i32 noundef %60)
  %62 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %62, i8* align 8 bitcast (%struct.P3d* @__const.main.x to i8*), i64 24, i1 false)
  %63 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %63, i8* align 8 bitcast (%struct.P3d* @__const.main.y to i8*), i64 24, i1 false)
  %64 = bitcast %struct.P3d* %8 to i8*
  %65 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %64, i8* align 8 %65, i64 24, i1 false)
  %66 = bitcast %struct.P3d* %9 to i8*
  %67 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %66, i8* align 8 %67, i64 24, i1 false)
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %7, %struct.P3d* noundef %8, %struct.P3d* noundef %9)
  %68 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %69 = load double, double* %68, align 8
  %70 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %71 = load double, double* %70, align 8
  %72 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %73 = load double, double* %72, align 8
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef %69, double noundef %71, double noundef %73)
  %75 = getelementptr inbounds %struct.P3d, %struct.P3d* %11, i32 0, i32 0
  store double 1.500000e+00, double* %75, align 8
  %76 = getelementptr inbounds %struct.P3d, %struct.P3d* %11, i32 0, i32 1
  store double -2.000000e+00, double* %76, align 8
  %77 = getelementptr inbounds %struct.P3d, %struct.P3d* %11, i32 0, i32 2
  store double 2.500000e-01, double* %77, align 8
  %78 = getelementptr inbounds %struct.P3d, %struct.P3d* %12, i32 0, i32 0
  store double 4.000000e+00, double* %78, align 8
  %79 = getelementptr inbounds %struct.P3d, %struct.P3d* %12, i32 0, i32 1
  store double 8.000000e+00, double* %79, align 8
  %80 = getelementptr inbounds %struct.P3d, %struct.P3d* %12, i32 0, i32 2
  store double -1.000000e+00, double* %80, align 8
  %81 = bitcast %struct.P3d* %13 to i8*
  %82 = bitcast %struct.P3d* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %81, i8* align 8 %82, i64 24, i1 false)
  %83 = bitcast %struct.P3d* %14 to i8*
  %84 = bitcast %struct.P3d* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %83, i8* align 8 %84, i64 24, i1 false)
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %10, %struct.P3d* noundef %13, %struct.P3d* noundef %14)
  %85 = bitcast %struct.P3d* %7 to i8*
  %86 = bitcast %struct.P3d* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %85, i8* align 8 %86, i64 24, i1 false)
  %87 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %88 = load double, double* %87, align 8
  %89 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %90 = load double, double* %89, align 8
  %91 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %92 = load double, double* %91, align 8
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), double noundef %88, double noundef %90, double noundef %92)
  %94 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 0
  store float 1.000000e+00, float* %94, align 4
  %95 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 1
  store float 2.500000e+00, float* %95, align 4
  %96 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 2
  store float -3.000000e+00, float* %96, align 4
  %97 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 3
  store float 1.250000e-01, float* %97, align 4
  %98 = bitcast %struct.F4* %17 to i8*
  %99 = bitcast %struct.F4* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %98, i8* align 4 %99, i64 16, i1 false)
  call void @f4_scale(%struct.F4* sret(%struct.F4) align 4 %15, %struct.F4* noundef %17, float noundef 4.000000e+00)
  %100 = getelementptr inbounds %struct.F4, %struct.F4* %15, i32 0, i32 0
  %101 = load float, float* %100, align 4
  %102 = fpext float %101 to double
  %103 = getelementptr inbounds %struct.F4, %struct.F4* %15, i32 0, i32 1
  %104 = load float, float* %103, align 4
  %105 = fpext float %104 to double
  %106 = getelementptr inbounds %struct.F4, %struct.F4* %15, i32 0, i32 2
  %107 = load float, float* %106, align 4
  %108 = fpext float %107 to double
  %109 = getelementptr inbounds %struct.F4, %struct.F4* %15, i32 0, i32 3
  %110 = load float, float* %109, align 4
  %111 = fpext float %110 to double
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef %102, double noundef %105, double noundef %108, double noundef %111)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 8 %18, i8 noundef 113, double noundef 6.020000e+23, i16 noundef -1234)
  %113 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %18, i32 0, i32 0
  %114 = load i8, i8* %113, align 8
  %115 = sext i8 %114 to i32
  %116 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %18, i32 0, i32 1
  %117 = load double, double* %116, align 8
  %118 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %18, i32 0, i32 2
  %119 = load i16, i16* %118, align 8
  %120 = sext i16 %119 to i32
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i32 noundef %115, double noundef %117, i32 noundef %120)
  call void @big_make(%struct.Big* sret(%struct.Big) align 8 %19, i32 noundef 5)
  %122 = getelementptr inbounds %struct.Big, %struct.Big* %19, i32 0, i32 0
  %123 = getelementptr inbounds [10 x i32], [10 x i32]* %122, i64 0, i64 9
  %124 = load i32, i32* %123, align 4
  %125 = bitcast %struct.Big* %20 to i8*
  %126 = bitcast %struct.Big* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %125, i8* align 8 %126, i64 48, i1 false)
  %127 = call i64 @big_sum(%struct.Big* noundef %20)
  %128 = getelementptr inbounds %struct.Big, %struct.Big* %19, i32 0, i32 1
  %129 = load i64, i64* %128, align 8
  %130 = ashr i64 %129, 33
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), i32 noundef %124, i64 noundef %127, i64 noundef %130)
  %132 = getelementptr inbounds %struct.Big, %struct.Big* %19, i32 0, i32 0
  %133 = getelementptr inbounds [10 x i32], [10 x i32]* %132, i64 0, i64 0
  %134 = load i32, i32* %133, align 8
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i64 0, i64 0), i32 noundef %134)
  %136 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %23, i32 0, i32 0
  store i8 97, i8* %136, align 1
  %137 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %23, i32 0, i32 1
  store i8 98, i8* %137, align 1
  %138 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %23, i32 0, i32 2
  store i8 99, i8* %138, align 1
  %139 = bitcast %struct.Tiny* %24 to i8*
  %140 = bitcast %struct.Tiny* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %139, i8* align 1 %140, i64 3, i1 false)
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %22, %struct.Tiny* noundef %24)
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %21, %struct.Tiny* noundef %22)
  %141 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %21, i32 0, i32 0
  %142 = load i8, i8* %141, align 1
  %143 = sext i8 %142 to i32
  %144 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %21, i32 0, i32 1
  %145 = load i8, i8* %144, align 1
  %146 = sext i8 %145 to i32
  %147 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %21, i32 0, i32 2
  %148 = load i8, i8* %147, align 1
  %149 = sext i8 %148 to i32
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %143, i32 noundef %146, i32 noundef %149)
  %151 = bitcast %struct.Outer* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %151, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i64 20, i1 false)
  %152 = bitcast %struct.Outer* %27 to i8*
  %153 = bitcast %struct.Outer* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %152, i8* align 4 %153, i64 20, i1 false)
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %26, %struct.Outer* noundef %27)
  %154 = getelementptr inbounds %struct.Outer, %struct.Outer* %26, i32 0, i32 0
  %155 = getelementptr inbounds %struct.Inner, %struct.Inner* %154, i32 0, i32 0
  %156 = load i16, i16* %155, align 4
  %157 = sext i16 %156 to i32
  %158 = getelementptr inbounds %struct.Outer, %struct.Outer* %26, i32 0, i32 0
  %159 = getelementptr inbounds %struct.Inner, %struct.Inner* %158, i32 0, i32 1
  %160 = getelementptr inbounds [6 x i8], [6 x i8]* %159, i64 0, i64 0
  %161 = getelementptr inbounds %struct.Outer, %struct.Outer* %26, i32 0, i32 1
  %162 = load i32, i32* %161, align 4
  %163 = getelementptr inbounds %struct.Outer, %struct.Outer* %26, i32 0, i32 2
  %164 = getelementptr inbounds %struct.P2, %struct.P2* %163, i32 0, i32 0
  %165 = load i32, i32* %164, align 4
  %166 = getelementptr inbounds %struct.Outer, %struct.Outer* %26, i32 0, i32 2
  %167 = getelementptr inbounds %struct.P2, %struct.P2* %166, i32 0, i32 1
  %168 = load i32, i32* %167, align 4
  %169 = getelementptr inbounds %struct.Outer, %struct.Outer* %25, i32 0, i32 0
  %170 = getelementptr inbounds %struct.Inner, %struct.Inner* %169, i32 0, i32 0
  %171 = load i16, i16* %170, align 4
  %172 = sext i16 %171 to i32
  %173 = getelementptr inbounds %struct.Outer, %struct.Outer* %25, i32 0, i32 0
  %174 = getelementptr inbounds %struct.Inner, %struct.Inner* %173, i32 0, i32 1
  %175 = getelementptr inbounds [6 x i8], [6 x i8]* %174, i64 0, i64 0
  %176 = getelementptr inbounds %struct.Outer, %struct.Outer* %25, i32 0, i32 1
  %177 = load i32, i32* %176, align 4
  %178 = getelementptr inbounds %struct.Outer, %struct.Outer* %25, i32 0, i32 2
  %179 = getelementptr inbounds %struct.P2, %struct.P2* %178, i32 0, i32 0
  %180 = load i32, i32* %179, align 4
  %181 = getelementptr inbounds %struct.Outer, %struct.Outer* %25, i32 0, i32 2
  %182 = getelementptr inbounds %struct.P2, %struct.P2* %181, i32 0, i32 1
  %183 = load i32, i32* %182, align 4
  %184 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i64 0, i64 0), i32 noundef %157, i8* noundef %160, i32 noundef %162, i32 noundef %165, i32 noundef %168, i32 noundef %172, i8* noundef %175, i32 noundef %177, i32 noundef %180, i32 noundef %183)
  %185 = getelementptr inbounds %struct.LL2, %struct.LL2* %29, i32 0, i32 0
  store i64 1099511627776, i64* %185, align 8
  %186 = getelementptr inbounds %struct.LL2, %struct.LL2* %29, i32 0, i32 1
  store i64 -7, i64* %186, align 8
  %187 = bitcast %struct.LL2* %30 to i8*
  %188 = bitcast %struct.LL2* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %187, i8* align 8 %188, i64 16, i1 false)
  call void @ll2_swap(%struct.LL2* sret(%struct.LL2) align 8 %28, %struct.LL2* noundef %30)
  %189 = getelementptr inbounds %struct.LL2, %struct.LL2* %28, i32 0, i32 0
  %190 = load i64, i64* %189, align 8
  %191 = getelementptr inbounds %struct.LL2, %struct.LL2* %28, i32 0, i32 1
  %192 = load i64, i64* %191, align 8
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i64 noundef %190, i64 noundef %192)
  %194 = bitcast %struct.P2* %2 to i64*
  %195 = load i64, i64* %194, align 4
  %196 = bitcast %struct.P3d* %32 to i8*
  %197 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %196, i8* align 8 %197, i64 24, i1 false)
  %198 = bitcast %struct.F4* %33 to i8*
  %199 = bitcast %struct.F4* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %198, i8* align 4 %199, i64 16, i1 false)
  %200 = bitcast %struct.Mixed* %34 to i8*
  %201 = bitcast %struct.Mixed* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %200, i8* align 8 %201, i64 24, i1 false)
  %202 = bitcast %struct.P2* %3 to i64*
  %203 = load i64, i64* %202, align 4
  %204 = bitcast %struct.Tiny* %35 to i8*
  %205 = bitcast %struct.Tiny* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %204, i8* align 1 %205, i64 3, i1 false)
  %206 = bitcast %struct.LL2* %36 to i8*
  %207 = bitcast %struct.LL2* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %206, i8* align 8 %207, i64 16, i1 false)
  %208 = bitcast %struct.P3d* %37 to i8*
  %209 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %208, i8* align 8 %209, i64 24, i1 false)
  %210 = call double @many(i64 %195, %struct.P3d* noundef %32, %struct.F4* noundef %33, %struct.Mixed* noundef %34, i64 %203, %struct.Tiny* noundef %35, %struct.LL2* noundef %36, %struct.P3d* noundef %37)
  store double %210, double* %31, align 8
  %211 = load double, double* %31, align 8
  %212 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i64 0, i64 0), double noundef %211)
  store i32 0, i32* %39, align 4
  br label %213

213:                                              ; preds = %228, %0
  %214 = load i32, i32* %39, align 4
  %215 = icmp slt i32 %214, 8
  br i1 %215, label %216, label %231

216:                                              ; preds = %213
  %217 = load i32, i32* %39, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %38, i64 0, i64 %218
  %220 = getelementptr inbounds %struct.P2, %struct.P2* %40, i32 0, i32 0
  %221 = load i32, i32* %39, align 4
  store i32 %221, i32* %220, align 4
  %222 = getelementptr inbounds %struct.P2, %struct.P2* %40, i32 0, i32 1
  %223 = load i32, i32* %39, align 4
  %224 = load i32, i32* %39, align 4
  %225 = mul nsw i32 %223, %224
  store i32 %225, i32* %222, align 4
  %226 = bitcast %struct.P2* %219 to i8*
  %227 = bitcast %struct.P2* %40 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %226, i8* align 4 %227, i64 8, i1 false)
  br label %228

228:                                              ; preds = %216
  %229 = load i32, i32* %39, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, i32* %39, align 4
  br label %213, !llvm.loop !4

231:                                              ; preds = %213
  %232 = bitcast %struct.P2* %41 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %232, i8 0, i64 8, i1 false)
  store i32 0, i32* %42, align 4
  br label %233

233:                                              ; preds = %248, %231
  %234 = load i32, i32* %42, align 4
  %235 = icmp slt i32 %234, 8
  br i1 %235, label %236, label %251

236:                                              ; preds = %233
  %237 = load i32, i32* %42, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %38, i64 0, i64 %238
  %240 = bitcast %struct.P2* %41 to i64*
  %241 = load i64, i64* %240, align 4
  %242 = bitcast %struct.P2* %239 to i64*
  %243 = load i64, i64* %242, align 8
  %244 = call i64 @p2_add(i64 %241, i64 %243)
  %245 = bitcast %struct.P2* %43 to i64*
  store i64 %244, i64* %245, align 4
  %246 = bitcast %struct.P2* %41 to i8*
  %247 = bitcast %struct.P2* %43 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %246, i8* align 4 %247, i64 8, i1 false)
  br label %248

248:                                              ; preds = %236
  %249 = load i32, i32* %42, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, i32* %42, align 4
  br label %233, !llvm.loop !6

251:                                              ; preds = %233
  %252 = getelementptr inbounds %struct.P2, %struct.P2* %41, i32 0, i32 0
  %253 = load i32, i32* %252, align 4
  %254 = getelementptr inbounds %struct.P2, %struct.P2* %41, i32 0, i32 1
  %255 = load i32, i32* %254, align 4
  %256 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef %253, i32 noundef %255)
  store i32 0, i32* %45, align 4
  br label %257

257:                                              ; preds = %281, %251
  %258 = load i32, i32* %45, align 4
  %259 = icmp slt i32 %258, 5
  br i1 %259, label %260, label %284

260:                                              ; preds = %257
  %261 = load i32, i32* %45, align 4
  %262 = mul nsw i32 10, %261
  %263 = load i32, i32* %45, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %44, i64 0, i64 %264
  %266 = getelementptr inbounds %struct.Node, %struct.Node* %265, i32 0, i32 0
  store i32 %262, i32* %266, align 16
  %267 = load i32, i32* %45, align 4
  %268 = icmp slt i32 %267, 4
  br i1 %268, label %269, label %274

269:                                              ; preds = %260
  %270 = load i32, i32* %45, align 4
  %271 = add nsw i32 %270, 1
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %44, i64 0, i64 %272
  br label %275

274:                                              ; preds = %260
  br label %275

275:                                              ; preds = %274, %269
  %276 = phi %struct.Node* [ %273, %269 ], [ null, %274 ]
  %277 = load i32, i32* %45, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %44, i64 0, i64 %278
  %280 = getelementptr inbounds %struct.Node, %struct.Node* %279, i32 0, i32 1
  store %struct.Node* %276, %struct.Node** %280, align 8
  br label %281

281:                                              ; preds = %275
  %282 = load i32, i32* %45, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, i32* %45, align 4
  br label %257, !llvm.loop !7

284:                                              ; preds = %257
  store i32 0, i32* %46, align 4
  %285 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %44, i64 0, i64 0
  store %struct.Node* %285, %struct.Node** %47, align 8
  br label %286

286:                                              ; preds = %295, %284
  %287 = load %struct.Node*, %struct.Node** %47, align 8
  %288 = icmp ne %struct.Node* %287, null
  br i1 %288, label %289, label %299

289:                                              ; preds = %286
  %290 = load %struct.Node*, %struct.Node** %47, align 8
  %291 = getelementptr inbounds %struct.Node, %struct.Node* %290, i32 0, i32 0
  %292 = load i32, i32* %291, align 8
  %293 = load i32, i32* %46, align 4
  %294 = add nsw i32 %293, %292
  store i32 %294, i32* %46, align 4
  br label %295

295:                                              ; preds = %289
  %296 = load %struct.Node*, %struct.Node** %47, align 8
  %297 = getelementptr inbounds %struct.Node, %struct.Node* %296, i32 0, i32 1
  %298 = load %struct.Node*, %struct.Node** %297, align 8
  store %struct.Node* %298, %struct.Node** %47, align 8
  br label %286, !llvm.loop !8

299:                                              ; preds = %286
  %300 = load i32, i32* %46, align 4
  %301 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %300)
  %302 = bitcast %struct.Big* %48 to i8*
  %303 = bitcast %struct.Big* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %302, i8* align 8 %303, i64 48, i1 false)
  %304 = getelementptr inbounds %struct.Big, %struct.Big* %48, i32 0, i32 0
  %305 = getelementptr inbounds [10 x i32], [10 x i32]* %304, i64 0, i64 3
  store i32 0, i32* %305, align 4
  %306 = getelementptr inbounds %struct.Big, %struct.Big* %48, i32 0, i32 0
  %307 = getelementptr inbounds [10 x i32], [10 x i32]* %306, i64 0, i64 3
  %308 = load i32, i32* %307, align 4
  %309 = getelementptr inbounds %struct.Big, %struct.Big* %19, i32 0, i32 0
  %310 = getelementptr inbounds [10 x i32], [10 x i32]* %309, i64 0, i64 3
  %311 = load i32, i32* %310, align 4
  %312 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i32 noundef %308, i32 noundef %311)
  ret i32 11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @p2_add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.P2, align 4
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P2, align 4
  %6 = bitcast %struct.P2* %4 to i64*
  store i64 %0, i64* %6, align 4
  %7 = bitcast %struct.P2* %5 to i64*
  store i64 %1, i64* %7, align 4
  %8 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %struct.P2, %struct.P2* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  store i32 %13, i32* %8, align 4
  %14 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds %struct.P2, %struct.P2* %5, i32 0, i32 1
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %16, %18
  store i32 %19, i32* %14, align 4
  %20 = bitcast %struct.P2* %3 to i64*
  %21 = load i64, i64* %20, align 4
  ret i64 %21
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(%struct.P3d* noalias sret(%struct.P3d) align 8 %0, %struct.P3d* noundef %1, %struct.P3d* noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = bitcast %struct.P3d* %0 to i8*
  store i8* %5, i8** %4, align 8
  %6 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 2
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %12 = load double, double* %11, align 8
  %13 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, double* %6, align 8
  %18 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %20 = load double, double* %19, align 8
  %21 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 0
  %22 = load double, double* %21, align 8
  %23 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %24 = load double, double* %23, align 8
  %25 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 2
  %26 = load double, double* %25, align 8
  %27 = fmul double %24, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %20, double %22, double %28)
  store double %29, double* %18, align 8
  %30 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 2
  %31 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %32 = load double, double* %31, align 8
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 1
  %34 = load double, double* %33, align 8
  %35 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %36 = load double, double* %35, align 8
  %37 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 0
  %38 = load double, double* %37, align 8
  %39 = fmul double %36, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %32, double %34, double %40)
  store double %41, double* %30, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4_scale(%struct.F4* noalias sret(%struct.F4) align 4 %0, %struct.F4* noundef %1, float noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca float, align 4
  %6 = bitcast %struct.F4* %0 to i8*
  store i8* %6, i8** %4, align 8
  store float %2, float* %5, align 4
  %7 = load float, float* %5, align 4
  %8 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 0
  %9 = load float, float* %8, align 4
  %10 = fmul float %9, %7
  store float %10, float* %8, align 4
  %11 = load float, float* %5, align 4
  %12 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 1
  %13 = load float, float* %12, align 4
  %14 = fmul float %13, %11
  store float %14, float* %12, align 4
  %15 = load float, float* %5, align 4
  %16 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 2
  %17 = load float, float* %16, align 4
  %18 = fmul float %17, %15
  store float %18, float* %16, align 4
  %19 = load float, float* %5, align 4
  %20 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 3
  %21 = load float, float* %20, align 4
  %22 = fmul float %21, %19
  store float %22, float* %20, align 4
  %23 = bitcast %struct.F4* %0 to i8*
  %24 = bitcast %struct.F4* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 4 %24, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 8 %0, i8 noundef %1, double noundef %2, i16 noundef %3) #0 {
  %5 = alloca i8*, align 8
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i16, align 2
  %9 = bitcast %struct.Mixed* %0 to i8*
  store i8* %9, i8** %5, align 8
  store i8 %1, i8* %6, align 1
  store double %2, double* %7, align 8
  store i16 %3, i16* %8, align 2
  %10 = load i8, i8* %6, align 1
  %11 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 0
  store i8 %10, i8* %11, align 8
  %12 = load double, double* %7, align 8
  %13 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 1
  store double %12, double* %13, align 8
  %14 = load i16, i16* %8, align 2
  %15 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 2
  store i16 %14, i16* %15, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.Big* %0 to i8*
  store i8* %6, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %5, align 4
  %14 = mul nsw i32 %12, %13
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %17 = load i32, i32* %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i32], [10 x i32]* %16, i64 0, i64 %18
  store i32 %15, i32* %19, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, i32* %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %5, align 4
  br label %7, !llvm.loop !9

23:                                               ; preds = %7
  %24 = load i32, i32* %4, align 4
  %25 = sext i32 %24 to i64
  %26 = shl i64 %25, 33
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %26, i64* %27, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(%struct.Big* noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 8
  %6 = ashr i64 %5, 33
  store i64 %6, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %12 = load i32, i32* %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [10 x i32], [10 x i32]* %11, i64 0, i64 %13
  %15 = load i32, i32* %14, align 4
  %16 = sext i32 %15 to i64
  %17 = load i64, i64* %2, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, i64* %2, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i32, i32* %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %3, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i32], [10 x i32]* %23, i64 0, i64 0
  store i32 -1, i32* %24, align 8
  %25 = load i64, i64* %2, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tiny_rot(%struct.Tiny* noalias sret(%struct.Tiny) align 1 %0, %struct.Tiny* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = bitcast %struct.Tiny* %0 to i8*
  store i8* %4, i8** %3, align 8
  %5 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 1
  %7 = load i8, i8* %6, align 1
  store i8 %7, i8* %5, align 1
  %8 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 2
  %10 = load i8, i8* %9, align 1
  store i8 %10, i8* %8, align 1
  %11 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 0
  %13 = load i8, i8* %12, align 1
  store i8 %13, i8* %11, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_bump(%struct.Outer* noalias sret(%struct.Outer) align 4 %0, %struct.Outer* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = bitcast %struct.Outer* %0 to i8*
  store i8* %4, i8** %3, align 8
  %5 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Inner, %struct.Inner* %5, i32 0, i32 0
  %7 = load i16, i16* %6, align 4
  %8 = add i16 %7, 1
  store i16 %8, i16* %6, align 4
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Inner, %struct.Inner* %9, i32 0, i32 1
  %11 = getelementptr inbounds [6 x i8], [6 x i8]* %10, i64 0, i64 0
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %21, i8* align 4 %22, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ll2_swap(%struct.LL2* noalias sret(%struct.LL2) align 8 %0, %struct.LL2* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = bitcast %struct.LL2* %0 to i8*
  store i8* %4, i8** %3, align 8
  %5 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.LL2, %struct.LL2* %1, i32 0, i32 1
  %7 = load i64, i64* %6, align 8
  store i64 %7, i64* %5, align 8
  %8 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.LL2, %struct.LL2* %1, i32 0, i32 0
  %10 = load i64, i64* %9, align 8
  store i64 %10, i64* %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, %struct.P3d* noundef %1, %struct.F4* noundef %2, %struct.Mixed* noundef %3, i64 %4, %struct.Tiny* noundef %5, %struct.LL2* noundef %6, %struct.P3d* noundef %7) #0 {
  %9 = alloca %struct.P2, align 4
  %10 = alloca %struct.P2, align 4
  %11 = bitcast %struct.P2* %9 to i64*
  store i64 %0, i64* %11, align 4
  %12 = bitcast %struct.P2* %10 to i64*
  store i64 %4, i64* %12, align 4
  %13 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = add nsw i32 %14, %16
  %18 = sitofp i32 %17 to double
  %19 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %20 = load double, double* %19, align 8
  %21 = fadd double %18, %20
  %22 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %23 = load double, double* %22, align 8
  %24 = fadd double %21, %23
  %25 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %26 = load double, double* %25, align 8
  %27 = fadd double %24, %26
  %28 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 0
  %29 = load float, float* %28, align 4
  %30 = fpext float %29 to double
  %31 = fadd double %27, %30
  %32 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 1
  %33 = load float, float* %32, align 4
  %34 = fpext float %33 to double
  %35 = fadd double %31, %34
  %36 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 2
  %37 = load float, float* %36, align 4
  %38 = fpext float %37 to double
  %39 = fadd double %35, %38
  %40 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 3
  %41 = load float, float* %40, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 0
  %45 = load i8, i8* %44, align 8
  %46 = sext i8 %45 to i32
  %47 = sitofp i32 %46 to double
  %48 = fadd double %43, %47
  %49 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 1
  %50 = load double, double* %49, align 8
  %51 = fadd double %48, %50
  %52 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 2
  %53 = load i16, i16* %52, align 8
  %54 = sext i16 %53 to i32
  %55 = sitofp i32 %54 to double
  %56 = fadd double %51, %55
  %57 = getelementptr inbounds %struct.P2, %struct.P2* %10, i32 0, i32 0
  %58 = load i32, i32* %57, align 4
  %59 = sitofp i32 %58 to double
  %60 = fadd double %56, %59
  %61 = getelementptr inbounds %struct.P2, %struct.P2* %10, i32 0, i32 1
  %62 = load i32, i32* %61, align 4
  %63 = sitofp i32 %62 to double
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %5, i32 0, i32 0
  %66 = load i8, i8* %65, align 1
  %67 = sext i8 %66 to i32
  %68 = sitofp i32 %67 to double
  %69 = fadd double %64, %68
  %70 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %5, i32 0, i32 1
  %71 = load i8, i8* %70, align 1
  %72 = sext i8 %71 to i32
  %73 = sitofp i32 %72 to double
  %74 = fadd double %69, %73
  %75 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %5, i32 0, i32 2
  %76 = load i8, i8* %75, align 1
  %77 = sext i8 %76 to i32
  %78 = sitofp i32 %77 to double
  %79 = fadd double %74, %78
  %80 = getelementptr inbounds %struct.LL2, %struct.LL2* %6, i32 0, i32 0
  %81 = load i64, i64* %80, align 8
  %82 = sitofp i64 %81 to double
  %83 = fadd double %79, %82
  %84 = getelementptr inbounds %struct.LL2, %struct.LL2* %6, i32 0, i32 1
  %85 = load i64, i64* %84, align 8
  %86 = sitofp i64 %85 to double
  %87 = fadd double %83, %86
  %88 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %89 = load double, double* %88, align 8
  %90 = fadd double %87, %89
  %91 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %92 = load double, double* %91, align 8
  %93 = fadd double %90, %92
  %94 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %95 = load double, double* %94, align 8
  %96 = fadd double %93, %95
  ret double %96
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
