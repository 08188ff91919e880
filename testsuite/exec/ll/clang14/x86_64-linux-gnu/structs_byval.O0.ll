; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.F4, align 4
  %13 = alloca %struct.Mixed, align 8
  %14 = alloca %struct.Big, align 8
  %15 = alloca %struct.Tiny, align 1
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca %struct.Tiny, align 1
  %18 = alloca i24, align 4
  %19 = alloca i24, align 4
  %20 = alloca i24, align 4
  %21 = alloca i24, align 4
  %22 = alloca %struct.Outer, align 8
  %23 = alloca %struct.Outer, align 4
  %24 = alloca %struct.LL2, align 8
  %25 = alloca %struct.LL2, align 8
  %26 = alloca double, align 8
  %27 = alloca i24, align 4
  %28 = alloca [8 x %struct.P2], align 16
  %29 = alloca i32, align 4
  %30 = alloca %struct.P2, align 4
  %31 = alloca %struct.P2, align 4
  %32 = alloca i32, align 4
  %33 = alloca %struct.P2, align 4
  %34 = alloca [5 x %struct.Node], align 16
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca %struct.Node*, align 8
  %38 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  %39 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %39, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i64 8, i1 false)
  %40 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %40, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i64 8, i1 false)
  %41 = bitcast %struct.P2* %2 to i64*
  %42 = load i64, i64* %41, align 4
  %43 = bitcast %struct.P2* %3 to i64*
  %44 = load i64, i64* %43, align 4
  %45 = call i64 @p2_add(i64 %42, i64 %44)
  %46 = bitcast %struct.P2* %4 to i64*
  store i64 %45, i64* %46, align 4
  %47 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %48 = load i32, i32* %47, align 4
  %49 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %48, i32 noundef %50)
  %52 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %52, i8* align 8 bitcast (%struct.P3d* @__const.main.x to i8*), i64 24, i1 false)
  %53 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %53, i8* align 8 bitcast (%struct.P3d* @__const.main.y to i8*), i64 24, i1 false)
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %7, %struct.P3d* noundef byval(%struct.P3d) align 8 %5, %struct.P3d* noundef byval(%struct.P3d) align 8 %6)
  %54 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %55 = load double, double* %54, align 8
  %56 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %57 = load double, double* %56, align 8
  %58 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %59 = load double, double* %58, align 8
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef %55, double noundef %57, double noundef %59)
  %61 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 1.500000e+00, double* %61, align 8
  %62 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double -2.000000e+00, double* %62, align 8
  %63 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double 2.500000e-01, double* %63, align 8
  %64 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 4.000000e+00, double* %64, align 8
  %65 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double 8.000000e+00, double* %65, align 8
  %66 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double -1.000000e+00, double* %66, align 8
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %8, %struct.P3d* noundef byval(%struct.P3d) align 8 %9, %struct.P3d* noundef byval(%struct.P3d) align 8 %10)
  %67 = bitcast %struct.P3d* %7 to i8*
  %68 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %67, i8* align 8 %68, i64 24, i1 false)
  %69 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %70 = load double, double* %69, align 8
  %71 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %72 = load double, double* %71, align 8
  %73 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %74 = load double, double* %73, align 8
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), double noundef %70, double noundef %72, double noundef %74)
  %76 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %76, align 4
  %77 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %77, align 4
  %78 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %78, align 4
  %79 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %79, align 4
  %80 = bitcast %struct.F4* %12 to { <2 x float>, <2 x float> }*
  %81 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %80, i32 0, i32 0
  %82 = load <2 x float>, <2 x float>* %81, align 4
  %83 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %80, i32 0, i32 1
  %84 = load <2 x float>, <2 x float>* %83, align 4
  %85 = call { <2 x float>, <2 x float> } @f4_scale(<2 x float> %82, <2 x float> %84, float noundef 4.000000e+00)
  %86 = bitcast %struct.F4* %11 to { <2 x float>, <2 x float> }*
  %87 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %86, i32 0, i32 0
  %88 = extractvalue { <2 x float>, <2 x float> } %85, 0
  store <2 x float> %88, <2 x float>* %87, align 4
  %89 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %86, i32 0, i32 1
  %90 = extractvalue { <2 x float>, <2 x float> } %85, 1
  store <2 x float> %90, <2 x float>* %89, align 4
  %91 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %92 = load float, float* %91, align 4
  %93 = fpext float %92 to double
  %94 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %95 = load float, float* %94, align 4
  %96 = fpext float %95 to double
  %97 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %98 = load float, float* %97, align 4
  %99 = fpext float %98 to double
  %100 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %101 = load float, float* %100, align 4
  %102 = fpext float %101 to double
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef %93, double noundef %96, double noundef %99, double noundef %102)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 8 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %104 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %105 = load i8, i8* %104, align 8
  %106 = sext i8 %105 to i32
  %107 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %108 = load double, double* %107, align 8
  %109 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %110 = load i16, i16* %109, align 8
  %111 = sext i16 %110 to i32
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i32 noundef %106, double noundef %108, i32 noundef %111)
  call void @big_make(%struct.Big* sret(%struct.Big) align 8 %14, i32 noundef 5)
  %113 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %114 = getelementptr inbounds [10 x i32], [10 x i32]* %113, i64 0, i64 9
  %115 = load i32, i32* %114, align 4
  %116 = call i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 8 %14)
  %117 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %118 = load i64, i64* %117, align 8
  %119 = ashr i64 %118, 33
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), i32 noundef %115, i64 noundef %116, i64 noundef %119)
  %121 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %122 = getelementptr inbounds [10 x i32], [10 x i32]* %121, i64 0, i64 0
  %123 = load i32, i32* %122, align 8
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i64 0, i64 0), i32 noundef %123)
  %125 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 0
  store i8 97, i8* %125, align 1
  %126 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 1
  store i8 98, i8* %126, align 1
  %127 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 2
  store i8 99, i8* %127, align 1
  %128 = bitcast i24* %18 to i8*
  %129 = bitcast %struct.Tiny* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %128, i8* align 1 %129, i64 3, i1 false)
  %130 = load i24, i24* %18, align 4
  %131 = call i24 @tiny_rot(i24 %130)
  store i24 %131, i24* %19, align 4
  %132 = bitcast %struct.Tiny* %16 to i8*
  %133 = bitcast i24* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %132, i8* align 4 %133, i64 3, i1 false)
  %134 = bitcast i24* %20 to i8*
  %135 = bitcast %struct.Tiny* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %134, i8* align 1 %135, i64 3, i1 false)
  %136 = load i24, i24* %20, align 4
  %137 = call i24 @tiny_rot(i24 %136)
  store i24 %137, i24* %21, align 4
  %138 = bitcast %struct.Tiny* %15 to i8*
  %139 = bitcast i24* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %138, i8* align 4 %139, i64 3, i1 false)
  %140 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 0
  %141 = load i8, i8* %140, align 1
  %142 = sext i8 %141 to i32
  %143 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 1
  %144 = load i8, i8* %143, align 1
  %145 = sext i8 %144 to i32
  %146 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 2
  %147 = load i8, i8* %146, align 1
  %148 = sext i8 %147 to i32
  %149 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %142, i32 noundef %145, i32 noundef %148)
  %150 = bitcast %struct.Outer* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %150, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i64 20, i1 false)
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %23, %struct.Outer* noundef byval(%struct.Outer) align 8 %22)
  %151 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 0
  %152 = getelementptr inbounds %struct.Inner, %struct.Inner* %151, i32 0, i32 0
  %153 = load i16, i16* %152, align 4
  %154 = sext i16 %153 to i32
  %155 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 0
  %156 = getelementptr inbounds %struct.Inner, %struct.Inner* %155, i32 0, i32 1
  %157 = getelementptr inbounds [6 x i8], [6 x i8]* %156, i64 0, i64 0
  %158 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 1
  %159 = load i32, i32* %158, align 4
  %160 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 2
  %161 = getelementptr inbounds %struct.P2, %struct.P2* %160, i32 0, i32 0
  %162 = load i32, i32* %161, align 4
  %163 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 2
  %164 = getelementptr inbounds %struct.P2, %struct.P2* %163, i32 0, i32 1
  %165 = load i32, i32* %164, align 4
  %166 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 0
  %167 = getelementptr inbounds %struct.Inner, %struct.Inner* %166, i32 0, i32 0
  %168 = load i16, i16* %167, align 4
  %169 = sext i16 %168 to i32
  %170 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 0
  %171 = getelementptr inbounds %struct.Inner, %struct.Inner* %170, i32 0, i32 1
  %172 = getelementptr inbounds [6 x i8], [6 x i8]* %171, i64 0, i64 0
  %173 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 1
  %174 = load i32, i32* %173, align 4
  %175 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 2
  %176 = getelementptr inbounds %struct.P2, %struct.P2* %175, i32 0, i32 0
  %177 = load i32, i32* %176, align 4
  %178 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 2
  %179 = getelementptr inbounds %struct.P2, %struct.P2* %178, i32 0, i32 1
  %180 = load i32, i32* %179, align 4
  %181 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i64 0, i64 0), i32 noundef %154, i8* noundef %157, i32 noundef %159, i32 noundef %162, i32 noundef %165, i32 noundef %169, i8* noundef %172, i32 noundef %174, i32 noundef %177, i32 noundef %180)
  %182 = getelementptr inbounds %struct.LL2, %struct.LL2* %25, i32 0, i32 0
  store i64 1099511627776, i64* %182, align 8
  %183 = getelementptr inbounds %struct.LL2, %struct.LL2* %25, i32 0, i32 1
  store i64 -7, i64* %183, align 8
  %184 = bitcast %struct.LL2* %25 to { i64, i64 }*
  %185 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %184, i32 0, i32 0
  %186 = load i64, i64* %185, align 8
  %187 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %184, i32 0, i32 1
  %188 = load i64, i64* %187, align 8
  %189 = call { i64, i64 } @ll2_swap(i64 %186, i64 %188)
  %190 = bitcast %struct.LL2* %24 to { i64, i64 }*
  %191 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %190, i32 0, i32 0
  %192 = extractvalue { i64, i64 } %189, 0
  store i64 %192, i64* %191, align 8
  %193 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %190, i32 0, i32 1
  %194 = extractvalue { i64, i64 } %189, 1
  store i64 %194, i64* %193, align 8
  %195 = getelementptr inbounds %struct.LL2, %struct.LL2* %24, i32 0, i32 0
  %196 = load i64, i64* %195, align 8
  %197 = getelementptr inbounds %struct.LL2, %struct.LL2* %24, i32 0, i32 1
  %198 = load i64, i64* %197, align 8
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i64 noundef %196, i64 noundef %198)
  %200 = bitcast %struct.P2* %2 to i64*
  %201 = load i64, i64* %200, align 4
  %202 = bitcast %struct.F4* %11 to { <2 x float>, <2 x float> }*
  %203 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %202, i32 0, i32 0
  %204 = load <2 x float>, <2 x float>* %203, align 4
  %205 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %202, i32 0, i32 1
  %206 = load <2 x float>, <2 x float>* %205, align 4
  %207 = bitcast %struct.P2* %3 to i64*
  %208 = load i64, i64* %207, align 4
  %209 = bitcast i24* %27 to i8*
  %210 = bitcast %struct.Tiny* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %209, i8* align 1 %210, i64 3, i1 false)
  %211 = load i24, i24* %27, align 4
  %212 = bitcast %struct.LL2* %24 to { i64, i64 }*
  %213 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %212, i32 0, i32 0
  %214 = load i64, i64* %213, align 8
  %215 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %212, i32 0, i32 1
  %216 = load i64, i64* %215, align 8
  %217 = call double @many(i64 %201, %struct.P3d* noundef byval(%struct.P3d) align 8 %5, <2 x float> %204, <2 x float> %206, %struct.Mixed* noundef byval(%struct.Mixed) align 8 %13, i64 %208, i24 %211, i64 %214, i64 %216, %struct.P3d* noundef byval(%struct.P3d) align 8 %6)
  store double %217, double* %26, align 8
  %218 = load double, double* %26, align 8
  %219 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i64 0, i64 0), double noundef %218)
  store i32 0, i32* %29, align 4
  br label %220

220:                                              ; preds = %235, %0
  %221 = load i32, i32* %29, align 4
  %222 = icmp slt i32 %221, 8
  br i1 %222, label %223, label %238

223:                                              ; preds = %220
  %224 = load i32, i32* %29, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %28, i64 0, i64 %225
  %227 = getelementptr inbounds %struct.P2, %struct.P2* %30, i32 0, i32 0
  %228 = load i32, i32* %29, align 4
  store i32 %228, i32* %227, align 4
  %229 = getelementptr inbounds %struct.P2, %struct.P2* %30, i32 0, i32 1
  %230 = load i32, i32* %29, align 4
  %231 = load i32, i32* %29, align 4
  %232 = mul nsw i32 %230, %231
  store i32 %232, i32* %229, align 4
  %233 = bitcast %struct.P2* %226 to i8*
  %234 = bitcast %struct.P2* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %233, i8* align 4 %234, i64 8, i1 false)
  br label %235

235:                                              ; preds = %223
  %236 = load i32, i32* %29, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, i32* %29, align 4
  br label %220, !llvm.loop !6

238:                                              ; preds = %220
  %239 = bitcast %struct.P2* %31 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %239, i8 0, i64 8, i1 false)
  store i32 0, i32* %32, align 4
  br label %240

240:                                              ; preds = %255, %238
  %241 = load i32, i32* %32, align 4
  %242 = icmp slt i32 %241, 8
  br i1 %242, label %243, label %258

243:                                              ; preds = %240
  %244 = load i32, i32* %32, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %28, i64 0, i64 %245
  %247 = bitcast %struct.P2* %31 to i64*
  %248 = load i64, i64* %247, align 4
  %249 = bitcast %struct.P2* %246 to i64*
  %250 = load i64, i64* %249, align 8
  %251 = call i64 @p2_add(i64 %248, i64 %250)
  %252 = bitcast %struct.P2* %33 to i64*
  store i64 %251, i64* %252, align 4
  %253 = bitcast %struct.P2* %31 to i8*
  %254 = bitcast %struct.P2* %33 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %253, i8* align 4 %254, i64 8, i1 false)
  br label %255

255:                                              ; preds = %243
  %256 = load i32, i32* %32, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, i32* %32, align 4
  br label %240, !llvm.loop !8

258:                                              ; preds = %240
  %259 = getelementptr inbounds %struct.P2, %struct.P2* %31, i32 0, i32 0
  %260 = load i32, i32* %259, align 4
  %261 = getelementptr inbounds %struct.P2, %struct.P2* %31, i32 0, i32 1
  %262 = load i32, i32* %261, align 4
  %263 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef %260, i32 noundef %262)
  store i32 0, i32* %35, align 4
  br label %264

264:                                              ; preds = %288, %258
  %265 = load i32, i32* %35, align 4
  %266 = icmp slt i32 %265, 5
  br i1 %266, label %267, label %291

267:                                              ; preds = %264
  %268 = load i32, i32* %35, align 4
  %269 = mul nsw i32 10, %268
  %270 = load i32, i32* %35, align 4
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i64 0, i64 %271
  %273 = getelementptr inbounds %struct.Node, %struct.Node* %272, i32 0, i32 0
  store i32 %269, i32* %273, align 16
  %274 = load i32, i32* %35, align 4
  %275 = icmp slt i32 %274, 4
  br i1 %275, label %276, label %281

276:                                              ; preds = %267
  %277 = load i32, i32* %35, align 4
  %278 = add nsw i32 %277, 1
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i64 0, i64 %279
  br label %282

281:                                              ; preds = %267
  br label %282

282:                                              ; preds = %281, %276
  %283 = phi %struct.Node* [ %280, %276 ], [ null, %281 ]
  %284 = load i32, i32* %35, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i64 0, i64 %285
  %287 = getelementptr inbounds %struct.Node, %struct.Node* %286, i32 0, i32 1
  store %struct.Node* %283, %struct.Node** %287, align 8
  br label %288

288:                                              ; preds = %282
  %289 = load i32, i32* %35, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, i32* %35, align 4
  br label %264, !llvm.loop !9

291:                                              ; preds = %264
  store i32 0, i32* %36, align 4
  %292 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i64 0, i64 0
  store %struct.Node* %292, %struct.Node** %37, align 8
  br label %293

293:                                              ; preds = %302, %291
  %294 = load %struct.Node*, %struct.Node** %37, align 8
  %295 = icmp ne %struct.Node* %294, null
  br i1 %295, label %296, label %306

296:                                              ; preds = %293
  %297 = load %struct.Node*, %struct.Node** %37, align 8
  %298 = getelementptr inbounds %struct.Node, %struct.Node* %297, i32 0, i32 0
  %299 = load i32, i32* %298, align 8
  %300 = load i32, i32* %36, align 4
  %301 = add nsw i32 %300, %299
  store i32 %301, i32* %36, align 4
  br label %302

302:                                              ; preds = %296
  %303 = load %struct.Node*, %struct.Node** %37, align 8
  %304 = getelementptr inbounds %struct.Node, %struct.Node* %303, i32 0, i32 1
  %305 = load %struct.Node*, %struct.Node** %304, align 8
  store %struct.Node* %305, %struct.Node** %37, align 8
  br label %293, !llvm.loop !10

306:                                              ; preds = %293
  %307 = load i32, i32* %36, align 4
  %308 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %307)
  %309 = bitcast %struct.Big* %38 to i8*
  %310 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %309, i8* align 8 %310, i64 48, i1 false)
  %311 = getelementptr inbounds %struct.Big, %struct.Big* %38, i32 0, i32 0
  %312 = getelementptr inbounds [10 x i32], [10 x i32]* %311, i64 0, i64 3
  store i32 0, i32* %312, align 4
  %313 = getelementptr inbounds %struct.Big, %struct.Big* %38, i32 0, i32 0
  %314 = getelementptr inbounds [10 x i32], [10 x i32]* %313, i64 0, i64 3
  %315 = load i32, i32* %314, align 4
  %316 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %317 = getelementptr inbounds [10 x i32], [10 x i32]* %316, i64 0, i64 3
  %318 = load i32, i32* %317, align 4
  %319 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i32 noundef %315, i32 noundef %318)
  ret i32 11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @p2_add(i64 %0, i64 %1) #2 {
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

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(%struct.P3d* noalias sret(%struct.P3d) align 8 %0, %struct.P3d* noundef byval(%struct.P3d) align 8 %1, %struct.P3d* noundef byval(%struct.P3d) align 8 %2) #2 {
  %4 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %6 = load double, double* %5, align 8
  %7 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 2
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 1
  %12 = load double, double* %11, align 8
  %13 = fmul double %10, %12
  %14 = fneg double %13
  %15 = call double @llvm.fmuladd.f64(double %6, double %8, double %14)
  store double %15, double* %4, align 8
  %16 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %18 = load double, double* %17, align 8
  %19 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 0
  %20 = load double, double* %19, align 8
  %21 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %22 = load double, double* %21, align 8
  %23 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 2
  %24 = load double, double* %23, align 8
  %25 = fmul double %22, %24
  %26 = fneg double %25
  %27 = call double @llvm.fmuladd.f64(double %18, double %20, double %26)
  store double %27, double* %16, align 8
  %28 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 2
  %29 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %34 = load double, double* %33, align 8
  %35 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 0
  %36 = load double, double* %35, align 8
  %37 = fmul double %34, %36
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %30, double %32, double %38)
  store double %39, double* %28, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @f4_scale(<2 x float> %0, <2 x float> %1, float noundef %2) #0 {
  %4 = alloca %struct.F4, align 4
  %5 = alloca %struct.F4, align 4
  %6 = alloca float, align 4
  %7 = bitcast %struct.F4* %5 to { <2 x float>, <2 x float> }*
  %8 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %7, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %8, align 4
  %9 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %7, i32 0, i32 1
  store <2 x float> %1, <2 x float>* %9, align 4
  store float %2, float* %6, align 4
  %10 = load float, float* %6, align 4
  %11 = getelementptr inbounds %struct.F4, %struct.F4* %5, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = fmul float %12, %10
  store float %13, float* %11, align 4
  %14 = load float, float* %6, align 4
  %15 = getelementptr inbounds %struct.F4, %struct.F4* %5, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = fmul float %16, %14
  store float %17, float* %15, align 4
  %18 = load float, float* %6, align 4
  %19 = getelementptr inbounds %struct.F4, %struct.F4* %5, i32 0, i32 2
  %20 = load float, float* %19, align 4
  %21 = fmul float %20, %18
  store float %21, float* %19, align 4
  %22 = load float, float* %6, align 4
  %23 = getelementptr inbounds %struct.F4, %struct.F4* %5, i32 0, i32 3
  %24 = load float, float* %23, align 4
  %25 = fmul float %24, %22
  store float %25, float* %23, align 4
  %26 = bitcast %struct.F4* %4 to i8*
  %27 = bitcast %struct.F4* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %26, i8* align 4 %27, i64 16, i1 false)
  %28 = bitcast %struct.F4* %4 to { <2 x float>, <2 x float> }*
  %29 = load { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %28, align 4
  ret { <2 x float>, <2 x float> } %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #2 {
  %5 = alloca i8, align 1
  %6 = alloca double, align 8
  %7 = alloca i16, align 2
  store i8 %1, i8* %5, align 1
  store double %2, double* %6, align 8
  store i16 %3, i16* %7, align 2
  %8 = load i8, i8* %5, align 1
  %9 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 0
  store i8 %8, i8* %9, align 8
  %10 = load double, double* %6, align 8
  %11 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 1
  store double %10, double* %11, align 8
  %12 = load i16, i16* %7, align 2
  %13 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 2
  store i16 %12, i16* %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %18, %2
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %4, align 4
  %12 = mul nsw i32 %10, %11
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i32], [10 x i32]* %14, i64 0, i64 %16
  store i32 %13, i32* %17, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %4, align 4
  br label %5, !llvm.loop !11

21:                                               ; preds = %5
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = shl i64 %23, 33
  %25 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %24, i64* %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 8 %0) #2 {
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
  br label %7, !llvm.loop !12

22:                                               ; preds = %7
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i32], [10 x i32]* %23, i64 0, i64 0
  store i32 -1, i32* %24, align 8
  %25 = load i64, i64* %2, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @tiny_rot(i24 %0) #2 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  store i24 %0, i24* %4, align 4
  %6 = bitcast %struct.Tiny* %3 to i8*
  %7 = bitcast i24* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %6, i8* align 4 %7, i64 3, i1 false)
  %8 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %2, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %3, i32 0, i32 1
  %10 = load i8, i8* %9, align 1
  store i8 %10, i8* %8, align 1
  %11 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %2, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %3, i32 0, i32 2
  %13 = load i8, i8* %12, align 1
  store i8 %13, i8* %11, align 1
  %14 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %2, i32 0, i32 2
  %15 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %3, i32 0, i32 0
  %16 = load i8, i8* %15, align 1
  store i8 %16, i8* %14, align 1
  %17 = bitcast i24* %5 to i8*
  %18 = bitcast %struct.Tiny* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %17, i8* align 1 %18, i64 3, i1 false)
  %19 = load i24, i24* %5, align 4
  ret i24 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_bump(%struct.Outer* noalias sret(%struct.Outer) align 4 %0, %struct.Outer* noundef byval(%struct.Outer) align 8 %1) #2 {
  %3 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Inner, %struct.Inner* %3, i32 0, i32 0
  %5 = load i16, i16* %4, align 8
  %6 = add i16 %5, 1
  store i16 %6, i16* %4, align 8
  %7 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Inner, %struct.Inner* %7, i32 0, i32 1
  %9 = getelementptr inbounds [6 x i8], [6 x i8]* %8, i64 0, i64 0
  store i8 88, i8* %9, align 2
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 1
  %11 = load i32, i32* %10, align 8
  %12 = mul nsw i32 %11, 2
  store i32 %12, i32* %10, align 8
  %13 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 2
  %14 = getelementptr inbounds %struct.P2, %struct.P2* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = sub nsw i32 0, %15
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 2
  %18 = getelementptr inbounds %struct.P2, %struct.P2* %17, i32 0, i32 1
  store i32 %16, i32* %18, align 4
  %19 = bitcast %struct.Outer* %0 to i8*
  %20 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %19, i8* align 8 %20, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ll2_swap(i64 %0, i64 %1) #2 {
  %3 = alloca %struct.LL2, align 8
  %4 = alloca %struct.LL2, align 8
  %5 = bitcast %struct.LL2* %4 to { i64, i64 }*
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 8
  %7 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  %8 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.LL2, %struct.LL2* %4, i32 0, i32 1
  %10 = load i64, i64* %9, align 8
  store i64 %10, i64* %8, align 8
  %11 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.LL2, %struct.LL2* %4, i32 0, i32 0
  %13 = load i64, i64* %12, align 8
  store i64 %13, i64* %11, align 8
  %14 = bitcast %struct.LL2* %3 to { i64, i64 }*
  %15 = load { i64, i64 }, { i64, i64 }* %14, align 8
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, %struct.P3d* noundef byval(%struct.P3d) align 8 %1, <2 x float> %2, <2 x float> %3, %struct.Mixed* noundef byval(%struct.Mixed) align 8 %4, i64 %5, i24 %6, i64 %7, i64 %8, %struct.P3d* noundef byval(%struct.P3d) align 8 %9) #0 {
  %11 = alloca %struct.P2, align 4
  %12 = alloca %struct.F4, align 4
  %13 = alloca %struct.P2, align 4
  %14 = alloca %struct.Tiny, align 1
  %15 = alloca i24, align 4
  %16 = alloca %struct.LL2, align 8
  %17 = bitcast %struct.P2* %11 to i64*
  store i64 %0, i64* %17, align 4
  %18 = bitcast %struct.F4* %12 to { <2 x float>, <2 x float> }*
  %19 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %18, i32 0, i32 0
  store <2 x float> %2, <2 x float>* %19, align 4
  %20 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %18, i32 0, i32 1
  store <2 x float> %3, <2 x float>* %20, align 4
  %21 = bitcast %struct.P2* %13 to i64*
  store i64 %5, i64* %21, align 4
  store i24 %6, i24* %15, align 4
  %22 = bitcast %struct.Tiny* %14 to i8*
  %23 = bitcast i24* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %22, i8* align 4 %23, i64 3, i1 false)
  %24 = bitcast %struct.LL2* %16 to { i64, i64 }*
  %25 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %24, i32 0, i32 0
  store i64 %7, i64* %25, align 8
  %26 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %24, i32 0, i32 1
  store i64 %8, i64* %26, align 8
  %27 = getelementptr inbounds %struct.P2, %struct.P2* %11, i32 0, i32 0
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds %struct.P2, %struct.P2* %11, i32 0, i32 1
  %30 = load i32, i32* %29, align 4
  %31 = add nsw i32 %28, %30
  %32 = sitofp i32 %31 to double
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %34 = load double, double* %33, align 8
  %35 = fadd double %32, %34
  %36 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %37 = load double, double* %36, align 8
  %38 = fadd double %35, %37
  %39 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %40 = load double, double* %39, align 8
  %41 = fadd double %38, %40
  %42 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  %43 = load float, float* %42, align 4
  %44 = fpext float %43 to double
  %45 = fadd double %41, %44
  %46 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  %47 = load float, float* %46, align 4
  %48 = fpext float %47 to double
  %49 = fadd double %45, %48
  %50 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  %51 = load float, float* %50, align 4
  %52 = fpext float %51 to double
  %53 = fadd double %49, %52
  %54 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  %55 = load float, float* %54, align 4
  %56 = fpext float %55 to double
  %57 = fadd double %53, %56
  %58 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %4, i32 0, i32 0
  %59 = load i8, i8* %58, align 8
  %60 = sext i8 %59 to i32
  %61 = sitofp i32 %60 to double
  %62 = fadd double %57, %61
  %63 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %4, i32 0, i32 1
  %64 = load double, double* %63, align 8
  %65 = fadd double %62, %64
  %66 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %4, i32 0, i32 2
  %67 = load i16, i16* %66, align 8
  %68 = sext i16 %67 to i32
  %69 = sitofp i32 %68 to double
  %70 = fadd double %65, %69
  %71 = getelementptr inbounds %struct.P2, %struct.P2* %13, i32 0, i32 0
  %72 = load i32, i32* %71, align 4
  %73 = sitofp i32 %72 to double
  %74 = fadd double %70, %73
  %75 = getelementptr inbounds %struct.P2, %struct.P2* %13, i32 0, i32 1
  %76 = load i32, i32* %75, align 4
  %77 = sitofp i32 %76 to double
  %78 = fadd double %74, %77
  %79 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 0
  %80 = load i8, i8* %79, align 1
  %81 = sext i8 %80 to i32
  %82 = sitofp i32 %81 to double
  %83 = fadd double %78, %82
  %84 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 1
  %85 = load i8, i8* %84, align 1
  %86 = sext i8 %85 to i32
  %87 = sitofp i32 %86 to double
  %88 = fadd double %83, %87
  %89 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 2
  %90 = load i8, i8* %89, align 1
  %91 = sext i8 %90 to i32
  %92 = sitofp i32 %91 to double
  %93 = fadd double %88, %92
  %94 = getelementptr inbounds %struct.LL2, %struct.LL2* %16, i32 0, i32 0
  %95 = load i64, i64* %94, align 8
  %96 = sitofp i64 %95 to double
  %97 = fadd double %93, %96
  %98 = getelementptr inbounds %struct.LL2, %struct.LL2* %16, i32 0, i32 1
  %99 = load i64, i64* %98, align 8
  %100 = sitofp i64 %99 to double
  %101 = fadd double %97, %100
  %102 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  %103 = load double, double* %102, align 8
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  %106 = load double, double* %105, align 8
  %107 = fadd double %104, %106
  %108 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  %109 = load double, double* %108, align 8
  %110 = fadd double %107, %109
  ret double %110
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
