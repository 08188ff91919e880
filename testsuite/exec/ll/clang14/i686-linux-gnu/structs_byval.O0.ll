; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@__const.main.x = private unnamed_addr constant %struct.P3d { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00 }, align 4
@__const.main.y = private unnamed_addr constant %struct.P3d { double 0.000000e+00, double 1.000000e+00, double 0.000000e+00 }, align 4
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
  %5 = alloca %struct.P3d, align 4
  %6 = alloca %struct.P3d, align 4
  %7 = alloca %struct.P3d, align 4
  %8 = alloca %struct.P3d, align 4
  %9 = alloca %struct.P3d, align 4
  %10 = alloca %struct.P3d, align 4
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.F4, align 4
  %13 = alloca %struct.Mixed, align 4
  %14 = alloca %struct.Big, align 4
  %15 = alloca %struct.Tiny, align 4
  %16 = alloca %struct.Tiny, align 4
  %17 = alloca %struct.Tiny, align 4
  %18 = alloca %struct.Outer, align 4
  %19 = alloca %struct.Outer, align 4
  %20 = alloca %struct.LL2, align 4
  %21 = alloca %struct.LL2, align 4
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
  %33 = alloca %struct.Big, align 4
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
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %4, i32 %37, i32 %39, i32 %41, i32 %43)
  %44 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %45 = load i32, i32* %44, align 4
  %46 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %45, i32 noundef %47)
  %49 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %49, i8* align 4 bitcast (%struct.P3d* @__const.main.x to i8*), i32 24, i1 false)
  %50 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %50, i8* align 4 bitcast (%struct.P3d* @__const.main.y to i8*), i32 24, i1 false)
  call void @cross(%struct.P3d* sret(%struct.P3d) align 4 %7, %struct.P3d* noundef byval(%struct.P3d) align 4 %5, %struct.P3d* noundef byval(%struct.P3d) align 4 %6)
  %51 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %52 = load double, double* %51, align 4
  %53 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %54 = load double, double* %53, align 4
  %55 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %56 = load double, double* %55, align 4
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), double noundef %52, double noundef %54, double noundef %56)
  %58 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 1.500000e+00, double* %58, align 4
  %59 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double -2.000000e+00, double* %59, align 4
  %60 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double 2.500000e-01, double* %60, align 4
  %61 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 4.000000e+00, double* %61, align 4
  %62 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double 8.000000e+00, double* %62, align 4
  %63 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double -1.000000e+00, double* %63, align 4
  call void @cross(%struct.P3d* sret(%struct.P3d) align 4 %8, %struct.P3d* noundef byval(%struct.P3d) align 4 %9, %struct.P3d* noundef byval(%struct.P3d) align 4 %10)
  %64 = bitcast %struct.P3d* %7 to i8*
  %65 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %64, i8* align 4 %65, i32 24, i1 false)
  %66 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %67 = load double, double* %66, align 4
  %68 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %69 = load double, double* %68, align 4
  %70 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %71 = load double, double* %70, align 4
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i32 0, i32 0), double noundef %67, double noundef %69, double noundef %71)
  %73 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %73, align 4
  %74 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %74, align 4
  %75 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %75, align 4
  %76 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %76, align 4
  %77 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  %78 = load float, float* %77, align 4
  %79 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  %80 = load float, float* %79, align 4
  %81 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  %82 = load float, float* %81, align 4
  %83 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  %84 = load float, float* %83, align 4
  call void @f4_scale(%struct.F4* sret(%struct.F4) align 4 %11, float %78, float %80, float %82, float %84, float noundef 4.000000e+00)
  %85 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %86 = load float, float* %85, align 4
  %87 = fpext float %86 to double
  %88 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %89 = load float, float* %88, align 4
  %90 = fpext float %89 to double
  %91 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %92 = load float, float* %91, align 4
  %93 = fpext float %92 to double
  %94 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %95 = load float, float* %94, align 4
  %96 = fpext float %95 to double
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef %87, double noundef %90, double noundef %93, double noundef %96)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 4 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %98 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %99 = load i8, i8* %98, align 4
  %100 = sext i8 %99 to i32
  %101 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %102 = load double, double* %101, align 4
  %103 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %104 = load i16, i16* %103, align 4
  %105 = sext i16 %104 to i32
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %100, double noundef %102, i32 noundef %105)
  call void @big_make(%struct.Big* sret(%struct.Big) align 4 %14, i32 noundef 5)
  %107 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %108 = getelementptr inbounds [10 x i32], [10 x i32]* %107, i32 0, i32 9
  %109 = load i32, i32* %108, align 4
  %110 = call i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 4 %14)
  %111 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %112 = load i64, i64* %111, align 4
  %113 = ashr i64 %112, 33
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), i32 noundef %109, i64 noundef %110, i64 noundef %113)
  %115 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %116 = getelementptr inbounds [10 x i32], [10 x i32]* %115, i32 0, i32 0
  %117 = load i32, i32* %116, align 4
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i32 0, i32 0), i32 noundef %117)
  %119 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 0
  store i8 97, i8* %119, align 1
  %120 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 1
  store i8 98, i8* %120, align 1
  %121 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 2
  store i8 99, i8* %121, align 1
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %16, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %17)
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %15, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %16)
  %122 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 0
  %123 = load i8, i8* %122, align 1
  %124 = sext i8 %123 to i32
  %125 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 1
  %126 = load i8, i8* %125, align 1
  %127 = sext i8 %126 to i32
  %128 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 2
  %129 = load i8, i8* %128, align 1
  %130 = sext i8 %129 to i32
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %124, i32 noundef %127, i32 noundef %130)
  %132 = bitcast %struct.Outer* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %132, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i32 20, i1 false)
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %19, %struct.Outer* noundef byval(%struct.Outer) align 4 %18)
  %133 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 0
  %134 = getelementptr inbounds %struct.Inner, %struct.Inner* %133, i32 0, i32 0
  %135 = load i16, i16* %134, align 4
  %136 = sext i16 %135 to i32
  %137 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 0
  %138 = getelementptr inbounds %struct.Inner, %struct.Inner* %137, i32 0, i32 1
  %139 = getelementptr inbounds [6 x i8], [6 x i8]* %138, i32 0, i32 0
  %140 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 1
  %141 = load i32, i32* %140, align 4
  %142 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 2
  %143 = getelementptr inbounds %struct.P2, %struct.P2* %142, i32 0, i32 0
  %144 = load i32, i32* %143, align 4
  %145 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 2
  %146 = getelementptr inbounds %struct.P2, %struct.P2* %145, i32 0, i32 1
  %147 = load i32, i32* %146, align 4
  %148 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 0
  %149 = getelementptr inbounds %struct.Inner, %struct.Inner* %148, i32 0, i32 0
  %150 = load i16, i16* %149, align 4
  %151 = sext i16 %150 to i32
  %152 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 0
  %153 = getelementptr inbounds %struct.Inner, %struct.Inner* %152, i32 0, i32 1
  %154 = getelementptr inbounds [6 x i8], [6 x i8]* %153, i32 0, i32 0
  %155 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 1
  %156 = load i32, i32* %155, align 4
  %157 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 2
  %158 = getelementptr inbounds %struct.P2, %struct.P2* %157, i32 0, i32 0
  %159 = load i32, i32* %158, align 4
  %160 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 2
  %161 = getelementptr inbounds %struct.P2, %struct.P2* %160, i32 0, i32 1
  %162 = load i32, i32* %161, align 4
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i32 0, i32 0), i32 noundef %136, i8* noundef %139, i32 noundef %141, i32 noundef %144, i32 noundef %147, i32 noundef %151, i8* noundef %154, i32 noundef %156, i32 noundef %159, i32 noundef %162)
  %164 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 0
  store i64 1099511627776, i64* %164, align 4
  %165 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 1
  store i64 -7, i64* %165, align 4
  %166 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 0
  %167 = load i64, i64* %166, align 4
  %168 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 1
  %169 = load i64, i64* %168, align 4
  call void @ll2_swap(%struct.LL2* sret(%struct.LL2) align 4 %20, i64 %167, i64 %169)
  %170 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 0
  %171 = load i64, i64* %170, align 4
  %172 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 1
  %173 = load i64, i64* %172, align 4
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i64 noundef %171, i64 noundef %173)
  %175 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 0
  %176 = load i32, i32* %175, align 4
  %177 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 1
  %178 = load i32, i32* %177, align 4
  %179 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %180 = load float, float* %179, align 4
  %181 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %182 = load float, float* %181, align 4
  %183 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %184 = load float, float* %183, align 4
  %185 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %186 = load float, float* %185, align 4
  %187 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 0
  %188 = load i32, i32* %187, align 4
  %189 = getelementptr inbounds %struct.P2, %struct.P2* %3, i32 0, i32 1
  %190 = load i32, i32* %189, align 4
  %191 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 0
  %192 = load i64, i64* %191, align 4
  %193 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 1
  %194 = load i64, i64* %193, align 4
  %195 = call double @many(i32 %176, i32 %178, %struct.P3d* noundef byval(%struct.P3d) align 4 %5, float %180, float %182, float %184, float %186, %struct.Mixed* noundef byval(%struct.Mixed) align 4 %13, i32 %188, i32 %190, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %15, i64 %192, i64 %194, %struct.P3d* noundef byval(%struct.P3d) align 4 %6)
  store double %195, double* %22, align 8
  %196 = load double, double* %22, align 8
  %197 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i32 0, i32 0), double noundef %196)
  store i32 0, i32* %24, align 4
  br label %198

198:                                              ; preds = %212, %0
  %199 = load i32, i32* %24, align 4
  %200 = icmp slt i32 %199, 8
  br i1 %200, label %201, label %215

201:                                              ; preds = %198
  %202 = load i32, i32* %24, align 4
  %203 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %23, i32 0, i32 %202
  %204 = getelementptr inbounds %struct.P2, %struct.P2* %25, i32 0, i32 0
  %205 = load i32, i32* %24, align 4
  store i32 %205, i32* %204, align 4
  %206 = getelementptr inbounds %struct.P2, %struct.P2* %25, i32 0, i32 1
  %207 = load i32, i32* %24, align 4
  %208 = load i32, i32* %24, align 4
  %209 = mul nsw i32 %207, %208
  store i32 %209, i32* %206, align 4
  %210 = bitcast %struct.P2* %203 to i8*
  %211 = bitcast %struct.P2* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %210, i8* align 4 %211, i32 8, i1 false)
  br label %212

212:                                              ; preds = %201
  %213 = load i32, i32* %24, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, i32* %24, align 4
  br label %198, !llvm.loop !7

215:                                              ; preds = %198
  %216 = bitcast %struct.P2* %26 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %216, i8 0, i32 8, i1 false)
  store i32 0, i32* %27, align 4
  br label %217

217:                                              ; preds = %233, %215
  %218 = load i32, i32* %27, align 4
  %219 = icmp slt i32 %218, 8
  br i1 %219, label %220, label %236

220:                                              ; preds = %217
  %221 = load i32, i32* %27, align 4
  %222 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %23, i32 0, i32 %221
  %223 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 0
  %224 = load i32, i32* %223, align 4
  %225 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 1
  %226 = load i32, i32* %225, align 4
  %227 = getelementptr inbounds %struct.P2, %struct.P2* %222, i32 0, i32 0
  %228 = load i32, i32* %227, align 4
  %229 = getelementptr inbounds %struct.P2, %struct.P2* %222, i32 0, i32 1
  %230 = load i32, i32* %229, align 4
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %28, i32 %224, i32 %226, i32 %228, i32 %230)
  %231 = bitcast %struct.P2* %26 to i8*
  %232 = bitcast %struct.P2* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %231, i8* align 4 %232, i32 8, i1 false)
  br label %233

233:                                              ; preds = %220
  %234 = load i32, i32* %27, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, i32* %27, align 4
  br label %217, !llvm.loop !9

236:                                              ; preds = %217
  %237 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 0
  %238 = load i32, i32* %237, align 4
  %239 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 1
  %240 = load i32, i32* %239, align 4
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %238, i32 noundef %240)
  store i32 0, i32* %30, align 4
  br label %242

242:                                              ; preds = %263, %236
  %243 = load i32, i32* %30, align 4
  %244 = icmp slt i32 %243, 5
  br i1 %244, label %245, label %266

245:                                              ; preds = %242
  %246 = load i32, i32* %30, align 4
  %247 = mul nsw i32 10, %246
  %248 = load i32, i32* %30, align 4
  %249 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %248
  %250 = getelementptr inbounds %struct.Node, %struct.Node* %249, i32 0, i32 0
  store i32 %247, i32* %250, align 4
  %251 = load i32, i32* %30, align 4
  %252 = icmp slt i32 %251, 4
  br i1 %252, label %253, label %257

253:                                              ; preds = %245
  %254 = load i32, i32* %30, align 4
  %255 = add nsw i32 %254, 1
  %256 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %255
  br label %258

257:                                              ; preds = %245
  br label %258

258:                                              ; preds = %257, %253
  %259 = phi %struct.Node* [ %256, %253 ], [ null, %257 ]
  %260 = load i32, i32* %30, align 4
  %261 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %260
  %262 = getelementptr inbounds %struct.Node, %struct.Node* %261, i32 0, i32 1
  store %struct.Node* %259, %struct.Node** %262, align 4
  br label %263

263:                                              ; preds = %258
  %264 = load i32, i32* %30, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, i32* %30, align 4
  br label %242, !llvm.loop !10

266:                                              ; preds = %242
  store i32 0, i32* %31, align 4
  %267 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 0
  store %struct.Node* %267, %struct.Node** %32, align 4
  br label %268

268:                                              ; preds = %277, %266
  %269 = load %struct.Node*, %struct.Node** %32, align 4
  %270 = icmp ne %struct.Node* %269, null
  br i1 %270, label %271, label %281

271:                                              ; preds = %268
  %272 = load %struct.Node*, %struct.Node** %32, align 4
  %273 = getelementptr inbounds %struct.Node, %struct.Node* %272, i32 0, i32 0
  %274 = load i32, i32* %273, align 4
  %275 = load i32, i32* %31, align 4
  %276 = add nsw i32 %275, %274
  store i32 %276, i32* %31, align 4
  br label %277

277:                                              ; preds = %271
  %278 = load %struct.Node*, %struct.Node** %32, align 4
  %279 = getelementptr inbounds %struct.Node, %struct.Node* %278, i32 0, i32 1
  %280 = load %struct.Node*, %struct.Node** %279, align 4
  store %struct.Node* %280, %struct.Node** %32, align 4
  br label %268, !llvm.loop !11

281:                                              ; preds = %268
  %282 = load i32, i32* %31, align 4
  %283 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef %282)
  %284 = bitcast %struct.Big* %33 to i8*
  %285 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %284, i8* align 4 %285, i32 48, i1 false)
  %286 = getelementptr inbounds %struct.Big, %struct.Big* %33, i32 0, i32 0
  %287 = getelementptr inbounds [10 x i32], [10 x i32]* %286, i32 0, i32 3
  store i32 0, i32* %287, align 4
  %288 = getelementptr inbounds %struct.Big, %struct.Big* %33, i32 0, i32 0
  %289 = getelementptr inbounds [10 x i32], [10 x i32]* %288, i32 0, i32 3
  %290 = load i32, i32* %289, align 4
  %291 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %292 = getelementptr inbounds [10 x i32], [10 x i32]* %291, i32 0, i32 3
  %293 = load i32, i32* %292, align 4
  %294 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i32 noundef %290, i32 noundef %293)
  ret i32 11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p2_add(%struct.P2* noalias sret(%struct.P2) align 4 %0, i32 %1, i32 %2, i32 %3, i32 %4) #0 {
  %6 = alloca i8*, align 4
  %7 = alloca %struct.P2, align 4
  %8 = alloca %struct.P2, align 4
  %9 = bitcast %struct.P2* %0 to i8*
  store i8* %9, i8** %6, align 4
  %10 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 0
  store i32 %1, i32* %10, align 4
  %11 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 1
  store i32 %2, i32* %11, align 4
  %12 = getelementptr inbounds %struct.P2, %struct.P2* %8, i32 0, i32 0
  store i32 %3, i32* %12, align 4
  %13 = getelementptr inbounds %struct.P2, %struct.P2* %8, i32 0, i32 1
  store i32 %4, i32* %13, align 4
  %14 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 0
  %15 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds %struct.P2, %struct.P2* %8, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %16, %18
  store i32 %19, i32* %14, align 4
  %20 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 1
  %21 = getelementptr inbounds %struct.P2, %struct.P2* %7, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = getelementptr inbounds %struct.P2, %struct.P2* %8, i32 0, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %22, %24
  store i32 %25, i32* %20, align 4
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(%struct.P3d* noalias sret(%struct.P3d) align 4 %0, %struct.P3d* noundef byval(%struct.P3d) align 4 %1, %struct.P3d* noundef byval(%struct.P3d) align 4 %2) #0 {
  %4 = alloca i8*, align 4
  %5 = bitcast %struct.P3d* %0 to i8*
  store i8* %5, i8** %4, align 4
  %6 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %8 = load double, double* %7, align 4
  %9 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 2
  %10 = load double, double* %9, align 4
  %11 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %12 = load double, double* %11, align 4
  %13 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 1
  %14 = load double, double* %13, align 4
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, double* %6, align 4
  %18 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %20 = load double, double* %19, align 4
  %21 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 0
  %22 = load double, double* %21, align 4
  %23 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %24 = load double, double* %23, align 4
  %25 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 2
  %26 = load double, double* %25, align 4
  %27 = fmul double %24, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %20, double %22, double %28)
  store double %29, double* %18, align 4
  %30 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 2
  %31 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %32 = load double, double* %31, align 4
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 1
  %34 = load double, double* %33, align 4
  %35 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %36 = load double, double* %35, align 4
  %37 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 0
  %38 = load double, double* %37, align 4
  %39 = fmul double %36, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %32, double %34, double %40)
  store double %41, double* %30, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 4 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i16, align 2
  %9 = bitcast %struct.Mixed* %0 to i8*
  store i8* %9, i8** %5, align 4
  store i8 %1, i8* %6, align 1
  store double %2, double* %7, align 8
  store i16 %3, i16* %8, align 2
  %10 = load i8, i8* %6, align 1
  %11 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 0
  store i8 %10, i8* %11, align 4
  %12 = load double, double* %7, align 8
  %13 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 1
  store double %12, double* %13, align 4
  %14 = load i16, i16* %8, align 2
  %15 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 2
  store i16 %14, i16* %15, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 4 %0, i32 noundef %1) #0 {
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
  br label %7, !llvm.loop !12

22:                                               ; preds = %7
  %23 = load i32, i32* %4, align 4
  %24 = sext i32 %23 to i64
  %25 = shl i64 %24, 33
  %26 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %25, i64* %26, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 4
  %6 = ashr i64 %5, 33
  store i64 %6, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %21

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %12 = load i32, i32* %3, align 4
  %13 = getelementptr inbounds [10 x i32], [10 x i32]* %11, i32 0, i32 %12
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = load i64, i64* %2, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, i64* %2, align 8
  br label %18

18:                                               ; preds = %10
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %3, align 4
  br label %7, !llvm.loop !13

21:                                               ; preds = %7
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %23 = getelementptr inbounds [10 x i32], [10 x i32]* %22, i32 0, i32 0
  store i32 -1, i32* %23, align 4
  %24 = load i64, i64* %2, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ll2_swap(%struct.LL2* noalias sret(%struct.LL2) align 4 %0, i64 %1, i64 %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca %struct.LL2, align 4
  %6 = bitcast %struct.LL2* %0 to i8*
  store i8* %6, i8** %4, align 4
  %7 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 0
  store i64 %1, i64* %7, align 4
  %8 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 1
  store i64 %2, i64* %8, align 4
  %9 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 1
  %11 = load i64, i64* %10, align 4
  store i64 %11, i64* %9, align 4
  %12 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.LL2, %struct.LL2* %5, i32 0, i32 0
  %14 = load i64, i64* %13, align 4
  store i64 %14, i64* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 %0, i32 %1, %struct.P3d* noundef byval(%struct.P3d) align 4 %2, float %3, float %4, float %5, float %6, %struct.Mixed* noundef byval(%struct.Mixed) align 4 %7, i32 %8, i32 %9, %struct.Tiny* noundef byval(%struct.Tiny) align 4 %10, i64 %11, i64 %12, %struct.P3d* noundef byval(%struct.P3d) align 4 %13) #0 {
  %15 = alloca %struct.P2, align 4
  %16 = alloca %struct.F4, align 4
  %17 = alloca %struct.P2, align 4
  %18 = alloca %struct.LL2, align 4
  %19 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 0
  store i32 %0, i32* %19, align 4
  %20 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 1
  store i32 %1, i32* %20, align 4
  %21 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 0
  store float %3, float* %21, align 4
  %22 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 1
  store float %4, float* %22, align 4
  %23 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 2
  store float %5, float* %23, align 4
  %24 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 3
  store float %6, float* %24, align 4
  %25 = getelementptr inbounds %struct.P2, %struct.P2* %17, i32 0, i32 0
  store i32 %8, i32* %25, align 4
  %26 = getelementptr inbounds %struct.P2, %struct.P2* %17, i32 0, i32 1
  store i32 %9, i32* %26, align 4
  %27 = getelementptr inbounds %struct.LL2, %struct.LL2* %18, i32 0, i32 0
  store i64 %11, i64* %27, align 4
  %28 = getelementptr inbounds %struct.LL2, %struct.LL2* %18, i32 0, i32 1
  store i64 %12, i64* %28, align 4
  %29 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 1
  %32 = load i32, i32* %31, align 4
  %33 = add nsw i32 %30, %32
  %34 = sitofp i32 %33 to double
  %35 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 0
  %36 = load double, double* %35, align 4
  %37 = fadd double %34, %36
  %38 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 1
  %39 = load double, double* %38, align 4
  %40 = fadd double %37, %39
  %41 = getelementptr inbounds %struct.P3d, %struct.P3d* %2, i32 0, i32 2
  %42 = load double, double* %41, align 4
  %43 = fadd double %40, %42
  %44 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 0
  %45 = load float, float* %44, align 4
  %46 = fpext float %45 to double
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 1
  %49 = load float, float* %48, align 4
  %50 = fpext float %49 to double
  %51 = fadd double %47, %50
  %52 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 2
  %53 = load float, float* %52, align 4
  %54 = fpext float %53 to double
  %55 = fadd double %51, %54
  %56 = getelementptr inbounds %struct.F4, %struct.F4* %16, i32 0, i32 3
  %57 = load float, float* %56, align 4
  %58 = fpext float %57 to double
  %59 = fadd double %55, %58
  %60 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %7, i32 0, i32 0
  %61 = load i8, i8* %60, align 4
  %62 = sext i8 %61 to i32
  %63 = sitofp i32 %62 to double
  %64 = fadd double %59, %63
  %65 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %7, i32 0, i32 1
  %66 = load double, double* %65, align 4
  %67 = fadd double %64, %66
  %68 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %7, i32 0, i32 2
  %69 = load i16, i16* %68, align 4
  %70 = sext i16 %69 to i32
  %71 = sitofp i32 %70 to double
  %72 = fadd double %67, %71
  %73 = getelementptr inbounds %struct.P2, %struct.P2* %17, i32 0, i32 0
  %74 = load i32, i32* %73, align 4
  %75 = sitofp i32 %74 to double
  %76 = fadd double %72, %75
  %77 = getelementptr inbounds %struct.P2, %struct.P2* %17, i32 0, i32 1
  %78 = load i32, i32* %77, align 4
  %79 = sitofp i32 %78 to double
  %80 = fadd double %76, %79
  %81 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %10, i32 0, i32 0
  %82 = load i8, i8* %81, align 4
  %83 = sext i8 %82 to i32
  %84 = sitofp i32 %83 to double
  %85 = fadd double %80, %84
  %86 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %10, i32 0, i32 1
  %87 = load i8, i8* %86, align 1
  %88 = sext i8 %87 to i32
  %89 = sitofp i32 %88 to double
  %90 = fadd double %85, %89
  %91 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %10, i32 0, i32 2
  %92 = load i8, i8* %91, align 2
  %93 = sext i8 %92 to i32
  %94 = sitofp i32 %93 to double
  %95 = fadd double %90, %94
  %96 = getelementptr inbounds %struct.LL2, %struct.LL2* %18, i32 0, i32 0
  %97 = load i64, i64* %96, align 4
  %98 = sitofp i64 %97 to double
  %99 = fadd double %95, %98
  %100 = getelementptr inbounds %struct.LL2, %struct.LL2* %18, i32 0, i32 1
  %101 = load i64, i64* %100, align 4
  %102 = sitofp i64 %101 to double
  %103 = fadd double %99, %102
  %104 = getelementptr inbounds %struct.P3d, %struct.P3d* %13, i32 0, i32 0
  %105 = load double, double* %104, align 4
  %106 = fadd double %103, %105
  %107 = getelementptr inbounds %struct.P3d, %struct.P3d* %13, i32 0, i32 1
  %108 = load double, double* %107, align 4
  %109 = fadd double %106, %108
  %110 = getelementptr inbounds %struct.P3d, %struct.P3d* %13, i32 0, i32 2
  %111 = load double, double* %110, align 4
  %112 = fadd double %109, %111
  ret double %112
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
