; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
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
  %15 = alloca %struct.Tiny, align 1
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca %struct.Tiny, align 1
  %18 = alloca [1 x i32], align 4
  %19 = alloca [1 x i32], align 4
  %20 = alloca %struct.Outer, align 4
  %21 = alloca %struct.Outer, align 4
  %22 = alloca %struct.LL2, align 4
  %23 = alloca %struct.LL2, align 4
  %24 = alloca double, align 8
  %25 = alloca [1 x i32], align 4
  %26 = alloca [8 x %struct.P2], align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.P2, align 4
  %29 = alloca %struct.P2, align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.P2, align 4
  %32 = alloca [5 x %struct.Node], align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca %struct.Node*, align 4
  %36 = alloca %struct.Big, align 4
  store i32 0, i32* %1, align 4
  %37 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %37, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i32 8, i1 false)
  %38 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %38, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i32 8, i1 false)
  %39 = bitcast %struct.P2* %2 to [2 x i32]*
  %40 = load [2 x i32], [2 x i32]* %39, align 4
  %41 = bitcast %struct.P2* %3 to [2 x i32]*
  %42 = load [2 x i32], [2 x i32]* %41, align 4
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %4, [2 x i32] %40, [2 x i32] %42)
  %43 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %44 = load i32, i32* %43, align 4
  %45 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %44, i32 noundef %46)
  %48 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %48, i8* align 4 bitcast (%struct.P3d* @__const.main.x to i8*), i32 24, i1 false)
  %49 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %49, i8* align 4 bitcast (%struct.P3d* @__const.main.y to i8*), i32 24, i1 false)
  %50 = bitcast %struct.P3d* %5 to [6 x i32]*
  %51 = load [6 x i32], [6 x i32]* %50, align 4
  %52 = bitcast %struct.P3d* %6 to [6 x i32]*
  %53 = load [6 x i32], [6 x i32]* %52, align 4
  call void @cross(%struct.P3d* sret(%struct.P3d) align 4 %7, [6 x i32] %51, [6 x i32] %53)
  %54 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %55 = load double, double* %54, align 4
  %56 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %57 = load double, double* %56, align 4
  %58 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %59 = load double, double* %58, align 4
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), double noundef %55, double noundef %57, double noundef %59)
  %61 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 1.500000e+00, double* %61, align 4
  %62 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double -2.000000e+00, double* %62, align 4
  %63 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double 2.500000e-01, double* %63, align 4
  %64 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 4.000000e+00, double* %64, align 4
  %65 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double 8.000000e+00, double* %65, align 4
  %66 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double -1.000000e+00, double* %66, align 4
  %67 = bitcast %struct.P3d* %9 to [6 x i32]*
  %68 = load [6 x i32], [6 x i32]* %67, align 4
  %69 = bitcast %struct.P3d* %10 to [6 x i32]*
  %70 = load [6 x i32], [6 x i32]* %69, align 4
  call void @cross(%struct.P3d* sret(%struct.P3d) align 4 %8, [6 x i32] %68, [6 x i32] %70)
  %71 = bitcast %struct.P3d* %7 to i8*
  %72 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %71, i8* align 4 %72, i32 24, i1 false)
  %73 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %74 = load double, double* %73, align 4
  %75 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %76 = load double, double* %75, align 4
  %77 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %78 = load double, double* %77, align 4
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i32 0, i32 0), double noundef %74, double noundef %76, double noundef %78)
  %80 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %80, align 4
  %81 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %81, align 4
  %82 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %82, align 4
  %83 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %83, align 4
  %84 = bitcast %struct.F4* %12 to [4 x i32]*
  %85 = load [4 x i32], [4 x i32]* %84, align 4
  call void @f4_scale(%struct.F4* sret(%struct.F4) align 4 %11, [4 x i32] %85, float noundef 4.000000e+00)
  %86 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %87 = load float, float* %86, align 4
  %88 = fpext float %87 to double
  %89 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %90 = load float, float* %89, align 4
  %91 = fpext float %90 to double
  %92 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %93 = load float, float* %92, align 4
  %94 = fpext float %93 to double
  %95 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %96 = load float, float* %95, align 4
  %97 = fpext float %96 to double
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef %88, double noundef %91, double noundef %94, double noundef %97)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 4 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %99 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %100 = load i8, i8* %99, align 4
  %101 = sext i8 %100 to i32
  %102 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %103 = load double, double* %102, align 4
  %104 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %105 = load i16, i16* %104, align 4
  %106 = sext i16 %105 to i32
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %101, double noundef %103, i32 noundef %106)
  call void @big_make(%struct.Big* sret(%struct.Big) align 4 %14, i32 noundef 5)
  %108 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %109 = getelementptr inbounds [10 x i32], [10 x i32]* %108, i32 0, i32 9
  %110 = load i32, i32* %109, align 4
  %111 = bitcast %struct.Big* %14 to [12 x i32]*
  %112 = load [12 x i32], [12 x i32]* %111, align 4
  %113 = call i64 @big_sum([12 x i32] %112)
  %114 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %115 = load i64, i64* %114, align 4
  %116 = ashr i64 %115, 33
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), i32 noundef %110, i64 noundef %113, i64 noundef %116)
  %118 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %119 = getelementptr inbounds [10 x i32], [10 x i32]* %118, i32 0, i32 0
  %120 = load i32, i32* %119, align 4
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i32 0, i32 0), i32 noundef %120)
  %122 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 0
  store i8 97, i8* %122, align 1
  %123 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 1
  store i8 98, i8* %123, align 1
  %124 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 2
  store i8 99, i8* %124, align 1
  %125 = bitcast [1 x i32]* %18 to i8*
  %126 = bitcast %struct.Tiny* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %125, i8* align 1 %126, i32 3, i1 false)
  %127 = load [1 x i32], [1 x i32]* %18, align 4
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %16, [1 x i32] %127)
  %128 = bitcast [1 x i32]* %19 to i8*
  %129 = bitcast %struct.Tiny* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %128, i8* align 1 %129, i32 3, i1 false)
  %130 = load [1 x i32], [1 x i32]* %19, align 4
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %15, [1 x i32] %130)
  %131 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 0
  %132 = load i8, i8* %131, align 1
  %133 = sext i8 %132 to i32
  %134 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 1
  %135 = load i8, i8* %134, align 1
  %136 = sext i8 %135 to i32
  %137 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 2
  %138 = load i8, i8* %137, align 1
  %139 = sext i8 %138 to i32
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %133, i32 noundef %136, i32 noundef %139)
  %141 = bitcast %struct.Outer* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %141, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i32 20, i1 false)
  %142 = bitcast %struct.Outer* %20 to [5 x i32]*
  %143 = load [5 x i32], [5 x i32]* %142, align 4
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %21, [5 x i32] %143)
  %144 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 0
  %145 = getelementptr inbounds %struct.Inner, %struct.Inner* %144, i32 0, i32 0
  %146 = load i16, i16* %145, align 4
  %147 = sext i16 %146 to i32
  %148 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 0
  %149 = getelementptr inbounds %struct.Inner, %struct.Inner* %148, i32 0, i32 1
  %150 = getelementptr inbounds [6 x i8], [6 x i8]* %149, i32 0, i32 0
  %151 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 1
  %152 = load i32, i32* %151, align 4
  %153 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 2
  %154 = getelementptr inbounds %struct.P2, %struct.P2* %153, i32 0, i32 0
  %155 = load i32, i32* %154, align 4
  %156 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 2
  %157 = getelementptr inbounds %struct.P2, %struct.P2* %156, i32 0, i32 1
  %158 = load i32, i32* %157, align 4
  %159 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 0
  %160 = getelementptr inbounds %struct.Inner, %struct.Inner* %159, i32 0, i32 0
  %161 = load i16, i16* %160, align 4
  %162 = sext i16 %161 to i32
  %163 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 0
  %164 = getelementptr inbounds %struct.Inner, %struct.Inner* %163, i32 0, i32 1
  %165 = getelementptr inbounds [6 x i8], [6 x i8]* %164, i32 0, i32 0
  %166 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 1
  %167 = load i32, i32* %166, align 4
  %168 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 2
  %169 = getelementptr inbounds %struct.P2, %struct.P2* %168, i32 0, i32 0
  %170 = load i32, i32* %169, align 4
  %171 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 2
  %172 = getelementptr inbounds %struct.P2, %struct.P2* %171, i32 0, i32 1
  %173 = load i32, i32* %172, align 4
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i32 0, i32 0), i32 noundef %147, i8* noundef %150, i32 noundef %152, i32 noundef %155, i32 noundef %158, i32 noundef %162, i8* noundef %165, i32 noundef %167, i32 noundef %170, i32 noundef %173)
  %175 = getelementptr inbounds %struct.LL2, %struct.LL2* %23, i32 0, i32 0
  store i64 1099511627776, i64* %175, align 4
  %176 = getelementptr inbounds %struct.LL2, %struct.LL2* %23, i32 0, i32 1
  store i64 -7, i64* %176, align 4
  %177 = bitcast %struct.LL2* %23 to [4 x i32]*
  %178 = load [4 x i32], [4 x i32]* %177, align 4
  call void @ll2_swap(%struct.LL2* sret(%struct.LL2) align 4 %22, [4 x i32] %178)
  %179 = getelementptr inbounds %struct.LL2, %struct.LL2* %22, i32 0, i32 0
  %180 = load i64, i64* %179, align 4
  %181 = getelementptr inbounds %struct.LL2, %struct.LL2* %22, i32 0, i32 1
  %182 = load i64, i64* %181, align 4
  %183 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i64 noundef %180, i64 noundef %182)
  %184 = bitcast %struct.P2* %2 to [2 x i32]*
  %185 = load [2 x i32], [2 x i32]* %184, align 4
  %186 = bitcast %struct.P3d* %5 to [6 x i32]*
  %187 = load [6 x i32], [6 x i32]* %186, align 4
  %188 = bitcast %struct.F4* %11 to [4 x i32]*
  %189 = load [4 x i32], [4 x i32]* %188, align 4
  %190 = bitcast %struct.Mixed* %13 to [4 x i32]*
  %191 = load [4 x i32], [4 x i32]* %190, align 4
  %192 = bitcast %struct.P2* %3 to [2 x i32]*
  %193 = load [2 x i32], [2 x i32]* %192, align 4
  %194 = bitcast [1 x i32]* %25 to i8*
  %195 = bitcast %struct.Tiny* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %194, i8* align 1 %195, i32 3, i1 false)
  %196 = load [1 x i32], [1 x i32]* %25, align 4
  %197 = bitcast %struct.LL2* %22 to [4 x i32]*
  %198 = load [4 x i32], [4 x i32]* %197, align 4
  %199 = bitcast %struct.P3d* %6 to [6 x i32]*
  %200 = load [6 x i32], [6 x i32]* %199, align 4
  %201 = call double @many([2 x i32] %185, [6 x i32] %187, [4 x i32] %189, [4 x i32] %191, [2 x i32] %193, [1 x i32] %196, [4 x i32] %198, [6 x i32] %200)
  store double %201, double* %24, align 8
  %202 = load double, double* %24, align 8
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i32 0, i32 0), double noundef %202)
  store i32 0, i32* %27, align 4
  br label %204

204:                                              ; preds = %218, %0
  %205 = load i32, i32* %27, align 4
  %206 = icmp slt i32 %205, 8
  br i1 %206, label %207, label %221

207:                                              ; preds = %204
  %208 = load i32, i32* %27, align 4
  %209 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %26, i32 0, i32 %208
  %210 = getelementptr inbounds %struct.P2, %struct.P2* %28, i32 0, i32 0
  %211 = load i32, i32* %27, align 4
  store i32 %211, i32* %210, align 4
  %212 = getelementptr inbounds %struct.P2, %struct.P2* %28, i32 0, i32 1
  %213 = load i32, i32* %27, align 4
  %214 = load i32, i32* %27, align 4
  %215 = mul nsw i32 %213, %214
  store i32 %215, i32* %212, align 4
  %216 = bitcast %struct.P2* %209 to i8*
  %217 = bitcast %struct.P2* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %216, i8* align 4 %217, i32 8, i1 false)
  br label %218

218:                                              ; preds = %207
  %219 = load i32, i32* %27, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, i32* %27, align 4
  br label %204, !llvm.loop !9

221:                                              ; preds = %204
  %222 = bitcast %struct.P2* %29 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %222, i8 0, i32 8, i1 false)
  store i32 0, i32* %30, align 4
  br label %223

223:                                              ; preds = %235, %221
  %224 = load i32, i32* %30, align 4
  %225 = icmp slt i32 %224, 8
  br i1 %225, label %226, label %238

226:                                              ; preds = %223
  %227 = load i32, i32* %30, align 4
  %228 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %26, i32 0, i32 %227
  %229 = bitcast %struct.P2* %29 to [2 x i32]*
  %230 = load [2 x i32], [2 x i32]* %229, align 4
  %231 = bitcast %struct.P2* %228 to [2 x i32]*
  %232 = load [2 x i32], [2 x i32]* %231, align 4
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %31, [2 x i32] %230, [2 x i32] %232)
  %233 = bitcast %struct.P2* %29 to i8*
  %234 = bitcast %struct.P2* %31 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %233, i8* align 4 %234, i32 8, i1 false)
  br label %235

235:                                              ; preds = %226
  %236 = load i32, i32* %30, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, i32* %30, align 4
  br label %223, !llvm.loop !11

238:                                              ; preds = %223
  %239 = getelementptr inbounds %struct.P2, %struct.P2* %29, i32 0, i32 0
  %240 = load i32, i32* %239, align 4
  %241 = getelementptr inbounds %struct.P2, %struct.P2* %29, i32 0, i32 1
  %242 = load i32, i32* %241, align 4
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %240, i32 noundef %242)
  store i32 0, i32* %33, align 4
  br label %244

244:                                              ; preds = %265, %238
  %245 = load i32, i32* %33, align 4
  %246 = icmp slt i32 %245, 5
  br i1 %246, label %247, label %268

247:                                              ; preds = %244
  %248 = load i32, i32* %33, align 4
  %249 = mul nsw i32 10, %248
  %250 = load i32, i32* %33, align 4
  %251 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %32, i32 0, i32 %250
  %252 = getelementptr inbounds %struct.Node, %struct.Node* %251, i32 0, i32 0
  store i32 %249, i32* %252, align 4
  %253 = load i32, i32* %33, align 4
  %254 = icmp slt i32 %253, 4
  br i1 %254, label %255, label %259

255:                                              ; preds = %247
  %256 = load i32, i32* %33, align 4
  %257 = add nsw i32 %256, 1
  %258 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %32, i32 0, i32 %257
  br label %260

259:                                              ; preds = %247
  br label %260

260:                                              ; preds = %259, %255
  %261 = phi %struct.Node* [ %258, %255 ], [ null, %259 ]
  %262 = load i32, i32* %33, align 4
  %263 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %32, i32 0, i32 %262
  %264 = getelementptr inbounds %struct.Node, %struct.Node* %263, i32 0, i32 1
  store %struct.Node* %261, %struct.Node** %264, align 4
  br label %265

265:                                              ; preds = %260
  %266 = load i32, i32* %33, align 4
  %267 = add nsw i32 %266, 1
  store i32 %267, i32* %33, align 4
  br label %244, !llvm.loop !12

268:                                              ; preds = %244
  store i32 0, i32* %34, align 4
  %269 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %32, i32 0, i32 0
  store %struct.Node* %269, %struct.Node** %35, align 4
  br label %270

270:                                              ; preds = %279, %268
  %271 = load %struct.Node*, %struct.Node** %35, align 4
  %272 = icmp ne %struct.Node* %271, null
  br i1 %272, label %273, label %283

273:                                              ; preds = %270
  %274 = load %struct.Node*, %struct.Node** %35, align 4
  %275 = getelementptr inbounds %struct.Node, %struct.Node* %274, i32 0, i32 0
  %276 = load i32, i32* %275, align 4
  %277 = load i32, i32* %34, align 4
  %278 = add nsw i32 %277, %276
  store i32 %278, i32* %34, align 4
  br label %279

279:                                              ; preds = %273
  %280 = load %struct.Node*, %struct.Node** %35, align 4
  %281 = getelementptr inbounds %struct.Node, %struct.Node* %280, i32 0, i32 1
  %282 = load %struct.Node*, %struct.Node** %281, align 4
  store %struct.Node* %282, %struct.Node** %35, align 4
  br label %270, !llvm.loop !13

283:                                              ; preds = %270
  %284 = load i32, i32* %34, align 4
  %285 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef %284)
  %286 = bitcast %struct.Big* %36 to i8*
  %287 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %286, i8* align 4 %287, i32 48, i1 false)
  %288 = getelementptr inbounds %struct.Big, %struct.Big* %36, i32 0, i32 0
  %289 = getelementptr inbounds [10 x i32], [10 x i32]* %288, i32 0, i32 3
  store i32 0, i32* %289, align 4
  %290 = getelementptr inbounds %struct.Big, %struct.Big* %36, i32 0, i32 0
  %291 = getelementptr inbounds [10 x i32], [10 x i32]* %290, i32 0, i32 3
  %292 = load i32, i32* %291, align 4
  %293 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %294 = getelementptr inbounds [10 x i32], [10 x i32]* %293, i32 0, i32 3
  %295 = load i32, i32* %294, align 4
  %296 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i32 noundef %292, i32 noundef %295)
  ret i32 11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @p2_add(%struct.P2* noalias sret(%struct.P2) align 4 %0, [2 x i32] %1, [2 x i32] %2) #0 {
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P2, align 4
  %6 = bitcast %struct.P2* %4 to [2 x i32]*
  store [2 x i32] %1, [2 x i32]* %6, align 4
  %7 = bitcast %struct.P2* %5 to [2 x i32]*
  store [2 x i32] %2, [2 x i32]* %7, align 4
  %8 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %struct.P2, %struct.P2* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  store i32 %13, i32* %8, align 4
  %14 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 1
  %15 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds %struct.P2, %struct.P2* %5, i32 0, i32 1
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %16, %18
  store i32 %19, i32* %14, align 4
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @cross(%struct.P3d* noalias sret(%struct.P3d) align 4 %0, [6 x i32] %1, [6 x i32] %2) #0 {
  %4 = alloca %struct.P3d, align 4
  %5 = alloca %struct.P3d, align 4
  %6 = bitcast %struct.P3d* %4 to [6 x i32]*
  store [6 x i32] %1, [6 x i32]* %6, align 4
  %7 = bitcast %struct.P3d* %5 to [6 x i32]*
  store [6 x i32] %2, [6 x i32]* %7, align 4
  %8 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 1
  %10 = load double, double* %9, align 4
  %11 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %12 = load double, double* %11, align 4
  %13 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 2
  %14 = load double, double* %13, align 4
  %15 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %16 = load double, double* %15, align 4
  %17 = fmul double %14, %16
  %18 = fneg double %17
  %19 = call double @llvm.fmuladd.f64(double %10, double %12, double %18)
  store double %19, double* %8, align 4
  %20 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 1
  %21 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 2
  %22 = load double, double* %21, align 4
  %23 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %24 = load double, double* %23, align 4
  %25 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 0
  %26 = load double, double* %25, align 4
  %27 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %28 = load double, double* %27, align 4
  %29 = fmul double %26, %28
  %30 = fneg double %29
  %31 = call double @llvm.fmuladd.f64(double %22, double %24, double %30)
  store double %31, double* %20, align 4
  %32 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 2
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 0
  %34 = load double, double* %33, align 4
  %35 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %36 = load double, double* %35, align 4
  %37 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 1
  %38 = load double, double* %37, align 4
  %39 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %40 = load double, double* %39, align 4
  %41 = fmul double %38, %40
  %42 = fneg double %41
  %43 = call double @llvm.fmuladd.f64(double %34, double %36, double %42)
  store double %43, double* %32, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @f4_scale(%struct.F4* noalias sret(%struct.F4) align 4 %0, [4 x i32] %1, float noundef %2) #0 {
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  %6 = bitcast %struct.F4* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %6, align 4
  store float %2, float* %5, align 4
  %7 = load float, float* %5, align 4
  %8 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 0
  %9 = load float, float* %8, align 4
  %10 = fmul float %9, %7
  store float %10, float* %8, align 4
  %11 = load float, float* %5, align 4
  %12 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 1
  %13 = load float, float* %12, align 4
  %14 = fmul float %13, %11
  store float %14, float* %12, align 4
  %15 = load float, float* %5, align 4
  %16 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 2
  %17 = load float, float* %16, align 4
  %18 = fmul float %17, %15
  store float %18, float* %16, align 4
  %19 = load float, float* %5, align 4
  %20 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 3
  %21 = load float, float* %20, align 4
  %22 = fmul float %21, %19
  store float %22, float* %20, align 4
  %23 = bitcast %struct.F4* %0 to i8*
  %24 = bitcast %struct.F4* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %23, i8* align 4 %24, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 4 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = alloca i8, align 1
  %6 = alloca double, align 8
  %7 = alloca i16, align 2
  store i8 %1, i8* %5, align 1
  store double %2, double* %6, align 8
  store i16 %3, i16* %7, align 2
  %8 = load i8, i8* %5, align 1
  %9 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 0
  store i8 %8, i8* %9, align 4
  %10 = load double, double* %6, align 8
  %11 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 1
  store double %10, double* %11, align 4
  %12 = load i16, i16* %7, align 2
  %13 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %0, i32 0, i32 2
  store i16 %12, i16* %13, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %17, %2
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %4, align 4
  %12 = mul nsw i32 %10, %11
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %15 = load i32, i32* %4, align 4
  %16 = getelementptr inbounds [10 x i32], [10 x i32]* %14, i32 0, i32 %15
  store i32 %13, i32* %16, align 4
  br label %17

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  br label %5, !llvm.loop !14

20:                                               ; preds = %5
  %21 = load i32, i32* %3, align 4
  %22 = sext i32 %21 to i64
  %23 = shl i64 %22, 33
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %23, i64* %24, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @big_sum([12 x i32] %0) #0 {
  %2 = alloca %struct.Big, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Big* %2 to [12 x i32]*
  store [12 x i32] %0, [12 x i32]* %5, align 4
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1
  %7 = load i64, i64* %6, align 4
  %8 = ashr i64 %7, 33
  store i64 %8, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %9

9:                                                ; preds = %20, %1
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 10
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %14 = load i32, i32* %4, align 4
  %15 = getelementptr inbounds [10 x i32], [10 x i32]* %13, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = sext i32 %16 to i64
  %18 = load i64, i64* %3, align 8
  %19 = add nsw i64 %18, %17
  store i64 %19, i64* %3, align 8
  br label %20

20:                                               ; preds = %12
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %4, align 4
  br label %9, !llvm.loop !15

23:                                               ; preds = %9
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %25 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 0
  store i32 -1, i32* %25, align 4
  %26 = load i64, i64* %3, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone
define internal void @tiny_rot(%struct.Tiny* noalias sret(%struct.Tiny) align 1 %0, [1 x i32] %1) #0 {
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca [1 x i32], align 4
  store [1 x i32] %1, [1 x i32]* %4, align 4
  %5 = bitcast %struct.Tiny* %3 to i8*
  %6 = bitcast [1 x i32]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %5, i8* align 4 %6, i32 3, i1 false)
  %7 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %3, i32 0, i32 1
  %9 = load i8, i8* %8, align 1
  store i8 %9, i8* %7, align 1
  %10 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %3, i32 0, i32 2
  %12 = load i8, i8* %11, align 1
  store i8 %12, i8* %10, align 1
  %13 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 2
  %14 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %3, i32 0, i32 0
  %15 = load i8, i8* %14, align 1
  store i8 %15, i8* %13, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @outer_bump(%struct.Outer* noalias sret(%struct.Outer) align 4 %0, [5 x i32] %1) #0 {
  %3 = alloca %struct.Outer, align 4
  %4 = bitcast %struct.Outer* %3 to [5 x i32]*
  store [5 x i32] %1, [5 x i32]* %4, align 4
  %5 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Inner, %struct.Inner* %5, i32 0, i32 0
  %7 = load i16, i16* %6, align 4
  %8 = add i16 %7, 1
  store i16 %8, i16* %6, align 4
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Inner, %struct.Inner* %9, i32 0, i32 1
  %11 = getelementptr inbounds [6 x i8], [6 x i8]* %10, i32 0, i32 0
  store i8 88, i8* %11, align 2
  %12 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = mul nsw i32 %13, 2
  store i32 %14, i32* %12, align 4
  %15 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.P2, %struct.P2* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = sub nsw i32 0, %17
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 2
  %20 = getelementptr inbounds %struct.P2, %struct.P2* %19, i32 0, i32 1
  store i32 %18, i32* %20, align 4
  %21 = bitcast %struct.Outer* %0 to i8*
  %22 = bitcast %struct.Outer* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %21, i8* align 4 %22, i32 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ll2_swap(%struct.LL2* noalias sret(%struct.LL2) align 4 %0, [4 x i32] %1) #0 {
  %3 = alloca %struct.LL2, align 4
  %4 = bitcast %struct.LL2* %3 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %4, align 4
  %5 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 1
  %7 = load i64, i64* %6, align 4
  store i64 %7, i64* %5, align 4
  %8 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 0
  %10 = load i64, i64* %9, align 4
  store i64 %10, i64* %8, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @many([2 x i32] %0, [6 x i32] %1, [4 x i32] %2, [4 x i32] %3, [2 x i32] %4, [1 x i32] %5, [4 x i32] %6, [6 x i32] %7) #0 {
  %9 = alloca %struct.P2, align 4
  %10 = alloca %struct.P3d, align 4
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.Mixed, align 4
  %13 = alloca %struct.P2, align 4
  %14 = alloca %struct.Tiny, align 1
  %15 = alloca [1 x i32], align 4
  %16 = alloca %struct.LL2, align 4
  %17 = alloca %struct.P3d, align 4
  %18 = bitcast %struct.P2* %9 to [2 x i32]*
  store [2 x i32] %0, [2 x i32]* %18, align 4
  %19 = bitcast %struct.P3d* %10 to [6 x i32]*
  store [6 x i32] %1, [6 x i32]* %19, align 4
  %20 = bitcast %struct.F4* %11 to [4 x i32]*
  store [4 x i32] %2, [4 x i32]* %20, align 4
  %21 = bitcast %struct.Mixed* %12 to [4 x i32]*
  store [4 x i32] %3, [4 x i32]* %21, align 4
  %22 = bitcast %struct.P2* %13 to [2 x i32]*
  store [2 x i32] %4, [2 x i32]* %22, align 4
  store [1 x i32] %5, [1 x i32]* %15, align 4
  %23 = bitcast %struct.Tiny* %14 to i8*
  %24 = bitcast [1 x i32]* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %23, i8* align 4 %24, i32 3, i1 false)
  %25 = bitcast %struct.LL2* %16 to [4 x i32]*
  store [4 x i32] %6, [4 x i32]* %25, align 4
  %26 = bitcast %struct.P3d* %17 to [6 x i32]*
  store [6 x i32] %7, [6 x i32]* %26, align 4
  %27 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 0
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 1
  %30 = load i32, i32* %29, align 4
  %31 = add nsw i32 %28, %30
  %32 = sitofp i32 %31 to double
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  %34 = load double, double* %33, align 4
  %35 = fadd double %32, %34
  %36 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  %37 = load double, double* %36, align 4
  %38 = fadd double %35, %37
  %39 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  %40 = load double, double* %39, align 4
  %41 = fadd double %38, %40
  %42 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %43 = load float, float* %42, align 4
  %44 = fpext float %43 to double
  %45 = fadd double %41, %44
  %46 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %47 = load float, float* %46, align 4
  %48 = fpext float %47 to double
  %49 = fadd double %45, %48
  %50 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %51 = load float, float* %50, align 4
  %52 = fpext float %51 to double
  %53 = fadd double %49, %52
  %54 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %55 = load float, float* %54, align 4
  %56 = fpext float %55 to double
  %57 = fadd double %53, %56
  %58 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 0
  %59 = load i8, i8* %58, align 4
  %60 = sext i8 %59 to i32
  %61 = sitofp i32 %60 to double
  %62 = fadd double %57, %61
  %63 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 1
  %64 = load double, double* %63, align 4
  %65 = fadd double %62, %64
  %66 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 2
  %67 = load i16, i16* %66, align 4
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
  %95 = load i64, i64* %94, align 4
  %96 = sitofp i64 %95 to double
  %97 = fadd double %93, %96
  %98 = getelementptr inbounds %struct.LL2, %struct.LL2* %16, i32 0, i32 1
  %99 = load i64, i64* %98, align 4
  %100 = sitofp i64 %99 to double
  %101 = fadd double %97, %100
  %102 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 0
  %103 = load double, double* %102, align 4
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 1
  %106 = load double, double* %105, align 4
  %107 = fadd double %104, %106
  %108 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 2
  %109 = load double, double* %108, align 4
  %110 = fadd double %107, %109
  ret double %110
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
