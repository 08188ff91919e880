; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %15 = alloca %struct.Big, align 8
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca %struct.Tiny, align 1
  %18 = alloca %struct.Tiny, align 1
  %19 = alloca i64, align 8
  %20 = alloca i24, align 4
  %21 = alloca i64, align 8
  %22 = alloca i24, align 4
  %23 = alloca %struct.Outer, align 4
  %24 = alloca %struct.Outer, align 4
  %25 = alloca %struct.Outer, align 4
  %26 = alloca %struct.LL2, align 8
  %27 = alloca %struct.LL2, align 8
  %28 = alloca double, align 8
  %29 = alloca %struct.Mixed, align 8
  %30 = alloca i64, align 8
  %31 = alloca [8 x %struct.P2], align 4
  %32 = alloca i32, align 4
  %33 = alloca %struct.P2, align 4
  %34 = alloca %struct.P2, align 4
  %35 = alloca i32, align 4
  %36 = alloca %struct.P2, align 4
  %37 = alloca [5 x %struct.Node], align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca %struct.Node*, align 8
  %41 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  %42 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %42, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i64 8, i1 false)
  %43 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %43, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i64 8, i1 false)
  %44 = bitcast %struct.P2* %2 to i64*
  %45 = load i64, i64* %44, align 4
  %46 = bitcast %struct.P2* %3 to i64*
  %47 = load i64, i64* %46, align 4
  %48 = call i64 @p2_add(i64 %45, i64 %47)
  %49 = bitcast %struct.P2* %4 to i64*
  store i64 %48, i64* %49, align 4
  %50 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %51 = load i32, i32* %50, align 4
  %52 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %53 = load i32, i32* %52, align 4
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %51, i32 noundef %53)
  %55 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %55, i8* align 8 bitcast (%struct.P3d* @__const.main.x to i8*), i64 24, i1 false)
  %56 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %56, i8* align 8 bitcast (%struct.P3d* @__const.main.y to i8*), i64 24, i1 false)
  %57 = bitcast %struct.P3d* %5 to [3 x double]*
  %58 = load [3 x double], [3 x double]* %57, align 8
  %59 = bitcast %struct.P3d* %6 to [3 x double]*
  %60 = load [3 x double], [3 x double]* %59, align 8
  %61 = call %struct.P3d @cross([3 x double] %58, [3 x double] %60)
  %62 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %63 = extractvalue %struct.P3d %61, 0
  store double %63, double* %62, align 8
  %64 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %65 = extractvalue %struct.P3d %61, 1
  store double %65, double* %64, align 8
  %66 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %67 = extractvalue %struct.P3d %61, 2
  store double %67, double* %66, align 8
  %68 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %69 = load double, double* %68, align 8
  %70 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %71 = load double, double* %70, align 8
  %72 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %73 = load double, double* %72, align 8
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef %69, double noundef %71, double noundef %73)
  %75 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 1.500000e+00, double* %75, align 8
  %76 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double -2.000000e+00, double* %76, align 8
  %77 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double 2.500000e-01, double* %77, align 8
  %78 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 4.000000e+00, double* %78, align 8
  %79 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double 8.000000e+00, double* %79, align 8
  %80 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double -1.000000e+00, double* %80, align 8
  %81 = bitcast %struct.P3d* %9 to [3 x double]*
  %82 = load [3 x double], [3 x double]* %81, align 8
  %83 = bitcast %struct.P3d* %10 to [3 x double]*
  %84 = load [3 x double], [3 x double]* %83, align 8
  %85 = call %struct.P3d @cross([3 x double] %82, [3 x double] %84)
  %86 = getelementptr inbounds %struct.P3d, %struct.P3d* %8, i32 0, i32 0
  %87 = extractvalue %struct.P3d %85, 0
  store double %87, double* %86, align 8
  %88 = getelementptr inbounds %struct.P3d, %struct.P3d* %8, i32 0, i32 1
  %89 = extractvalue %struct.P3d %85, 1
  store double %89, double* %88, align 8
  %90 = getelementptr inbounds %struct.P3d, %struct.P3d* %8, i32 0, i32 2
  %91 = extractvalue %struct.P3d %85, 2
  store double %91, double* %90, align 8
  %92 = bitcast %struct.P3d* %7 to i8*
  %93 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %92, i8* align 8 %93, i64 24, i1 false)
  %94 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %95 = load double, double* %94, align 8
  %96 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %97 = load double, double* %96, align 8
  %98 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %99 = load double, double* %98, align 8
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), double noundef %95, double noundef %97, double noundef %99)
  %101 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %101, align 4
  %102 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %102, align 4
  %103 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %103, align 4
  %104 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %104, align 4
  %105 = bitcast %struct.F4* %12 to [4 x float]*
  %106 = load [4 x float], [4 x float]* %105, align 4
  %107 = call %struct.F4 @f4_scale([4 x float] %106, float noundef 4.000000e+00)
  %108 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %109 = extractvalue %struct.F4 %107, 0
  store float %109, float* %108, align 4
  %110 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %111 = extractvalue %struct.F4 %107, 1
  store float %111, float* %110, align 4
  %112 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %113 = extractvalue %struct.F4 %107, 2
  store float %113, float* %112, align 4
  %114 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %115 = extractvalue %struct.F4 %107, 3
  store float %115, float* %114, align 4
  %116 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %117 = load float, float* %116, align 4
  %118 = fpext float %117 to double
  %119 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %120 = load float, float* %119, align 4
  %121 = fpext float %120 to double
  %122 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %123 = load float, float* %122, align 4
  %124 = fpext float %123 to double
  %125 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %126 = load float, float* %125, align 4
  %127 = fpext float %126 to double
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef %118, double noundef %121, double noundef %124, double noundef %127)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 8 %13, i8 noundef 113, double noundef 6.020000e+23, i16 noundef -1234)
  %129 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %130 = load i8, i8* %129, align 8
  %131 = zext i8 %130 to i32
  %132 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %133 = load double, double* %132, align 8
  %134 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %135 = load i16, i16* %134, align 8
  %136 = sext i16 %135 to i32
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i32 noundef %131, double noundef %133, i32 noundef %136)
  call void @big_make(%struct.Big* sret(%struct.Big) align 8 %14, i32 noundef 5)
  %138 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %139 = getelementptr inbounds [10 x i32], [10 x i32]* %138, i64 0, i64 9
  %140 = load i32, i32* %139, align 4
  %141 = bitcast %struct.Big* %15 to i8*
  %142 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %141, i8* align 8 %142, i64 48, i1 false)
  %143 = call i64 @big_sum(%struct.Big* noundef %15)
  %144 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %145 = load i64, i64* %144, align 8
  %146 = ashr i64 %145, 33
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), i32 noundef %140, i64 noundef %143, i64 noundef %146)
  %148 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %149 = getelementptr inbounds [10 x i32], [10 x i32]* %148, i64 0, i64 0
  %150 = load i32, i32* %149, align 8
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i64 0, i64 0), i32 noundef %150)
  %152 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %18, i32 0, i32 0
  store i8 97, i8* %152, align 1
  %153 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %18, i32 0, i32 1
  store i8 98, i8* %153, align 1
  %154 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %18, i32 0, i32 2
  store i8 99, i8* %154, align 1
  %155 = bitcast i64* %19 to i8*
  %156 = bitcast %struct.Tiny* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %155, i8* align 1 %156, i64 3, i1 false)
  %157 = load i64, i64* %19, align 8
  %158 = call i24 @tiny_rot(i64 %157)
  store i24 %158, i24* %20, align 4
  %159 = bitcast %struct.Tiny* %17 to i8*
  %160 = bitcast i24* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %159, i8* align 4 %160, i64 3, i1 false)
  %161 = bitcast i64* %21 to i8*
  %162 = bitcast %struct.Tiny* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %161, i8* align 1 %162, i64 3, i1 false)
  %163 = load i64, i64* %21, align 8
  %164 = call i24 @tiny_rot(i64 %163)
  store i24 %164, i24* %22, align 4
  %165 = bitcast %struct.Tiny* %16 to i8*
  %166 = bitcast i24* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %165, i8* align 4 %166, i64 3, i1 false)
  %167 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %16, i32 0, i32 0
  %168 = load i8, i8* %167, align 1
  %169 = zext i8 %168 to i32
  %170 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %16, i32 0, i32 1
  %171 = load i8, i8* %170, align 1
  %172 = zext i8 %171 to i32
  %173 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %16, i32 0, i32 2
  %174 = load i8, i8* %173, align 1
  %175 = zext i8 %174 to i32
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %169, i32 noundef %172, i32 noundef %175)
  %177 = bitcast %struct.Outer* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %177, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i64 20, i1 false)
  %178 = bitcast %struct.Outer* %25 to i8*
  %179 = bitcast %struct.Outer* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %178, i8* align 4 %179, i64 20, i1 false)
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %24, %struct.Outer* noundef %25)
  %180 = getelementptr inbounds %struct.Outer, %struct.Outer* %24, i32 0, i32 0
  %181 = getelementptr inbounds %struct.Inner, %struct.Inner* %180, i32 0, i32 0
  %182 = load i16, i16* %181, align 4
  %183 = sext i16 %182 to i32
  %184 = getelementptr inbounds %struct.Outer, %struct.Outer* %24, i32 0, i32 0
  %185 = getelementptr inbounds %struct.Inner, %struct.Inner* %184, i32 0, i32 1
  %186 = getelementptr inbounds [6 x i8], [6 x i8]* %185, i64 0, i64 0
  %187 = getelementptr inbounds %struct.Outer, %struct.Outer* %24, i32 0, i32 1
  %188 = load i32, i32* %187, align 4
  %189 = getelementptr inbounds %struct.Outer, %struct.Outer* %24, i32 0, i32 2
  %190 = getelementptr inbounds %struct.P2, %struct.P2* %189, i32 0, i32 0
  %191 = load i32, i32* %190, align 4
  %192 = getelementptr inbounds %struct.Outer, %struct.Outer* %24, i32 0, i32 2
  %193 = getelementptr inbounds %struct.P2, %struct.P2* %192, i32 0, i32 1
  %194 = load i32, i32* %193, align 4
  %195 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 0
  %196 = getelementptr inbounds %struct.Inner, %struct.Inner* %195, i32 0, i32 0
  %197 = load i16, i16* %196, align 4
  %198 = sext i16 %197 to i32
  %199 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 0
  %200 = getelementptr inbounds %struct.Inner, %struct.Inner* %199, i32 0, i32 1
  %201 = getelementptr inbounds [6 x i8], [6 x i8]* %200, i64 0, i64 0
  %202 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 1
  %203 = load i32, i32* %202, align 4
  %204 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 2
  %205 = getelementptr inbounds %struct.P2, %struct.P2* %204, i32 0, i32 0
  %206 = load i32, i32* %205, align 4
  %207 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 2
  %208 = getelementptr inbounds %struct.P2, %struct.P2* %207, i32 0, i32 1
  %209 = load i32, i32* %208, align 4
  %210 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i64 0, i64 0), i32 noundef %183, i8* noundef %186, i32 noundef %188, i32 noundef %191, i32 noundef %194, i32 noundef %198, i8* noundef %201, i32 noundef %203, i32 noundef %206, i32 noundef %209)
  %211 = getelementptr inbounds %struct.LL2, %struct.LL2* %27, i32 0, i32 0
  store i64 1099511627776, i64* %211, align 8
  %212 = getelementptr inbounds %struct.LL2, %struct.LL2* %27, i32 0, i32 1
  store i64 -7, i64* %212, align 8
  %213 = bitcast %struct.LL2* %27 to [2 x i64]*
  %214 = load [2 x i64], [2 x i64]* %213, align 8
  %215 = call [2 x i64] @ll2_swap([2 x i64] %214)
  %216 = bitcast %struct.LL2* %26 to [2 x i64]*
  store [2 x i64] %215, [2 x i64]* %216, align 8
  %217 = getelementptr inbounds %struct.LL2, %struct.LL2* %26, i32 0, i32 0
  %218 = load i64, i64* %217, align 8
  %219 = getelementptr inbounds %struct.LL2, %struct.LL2* %26, i32 0, i32 1
  %220 = load i64, i64* %219, align 8
  %221 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i64 noundef %218, i64 noundef %220)
  %222 = bitcast %struct.P2* %2 to i64*
  %223 = load i64, i64* %222, align 4
  %224 = bitcast %struct.P3d* %5 to [3 x double]*
  %225 = load [3 x double], [3 x double]* %224, align 8
  %226 = bitcast %struct.F4* %11 to [4 x float]*
  %227 = load [4 x float], [4 x float]* %226, align 4
  %228 = bitcast %struct.Mixed* %29 to i8*
  %229 = bitcast %struct.Mixed* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %228, i8* align 8 %229, i64 24, i1 false)
  %230 = bitcast %struct.P2* %3 to i64*
  %231 = load i64, i64* %230, align 4
  %232 = bitcast i64* %30 to i8*
  %233 = bitcast %struct.Tiny* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %232, i8* align 1 %233, i64 3, i1 false)
  %234 = load i64, i64* %30, align 8
  %235 = bitcast %struct.LL2* %26 to [2 x i64]*
  %236 = load [2 x i64], [2 x i64]* %235, align 8
  %237 = bitcast %struct.P3d* %6 to [3 x double]*
  %238 = load [3 x double], [3 x double]* %237, align 8
  %239 = call double @many(i64 %223, [3 x double] %225, [4 x float] %227, %struct.Mixed* noundef %29, i64 %231, i64 %234, [2 x i64] %236, [3 x double] %238)
  store double %239, double* %28, align 8
  %240 = load double, double* %28, align 8
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i64 0, i64 0), double noundef %240)
  store i32 0, i32* %32, align 4
  br label %242

242:                                              ; preds = %257, %0
  %243 = load i32, i32* %32, align 4
  %244 = icmp slt i32 %243, 8
  br i1 %244, label %245, label %260

245:                                              ; preds = %242
  %246 = load i32, i32* %32, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %31, i64 0, i64 %247
  %249 = getelementptr inbounds %struct.P2, %struct.P2* %33, i32 0, i32 0
  %250 = load i32, i32* %32, align 4
  store i32 %250, i32* %249, align 4
  %251 = getelementptr inbounds %struct.P2, %struct.P2* %33, i32 0, i32 1
  %252 = load i32, i32* %32, align 4
  %253 = load i32, i32* %32, align 4
  %254 = mul nsw i32 %252, %253
  store i32 %254, i32* %251, align 4
  %255 = bitcast %struct.P2* %248 to i8*
  %256 = bitcast %struct.P2* %33 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %255, i8* align 4 %256, i64 8, i1 false)
  br label %257

257:                                              ; preds = %245
  %258 = load i32, i32* %32, align 4
  %259 = add nsw i32 %258, 1
  store i32 %259, i32* %32, align 4
  br label %242, !llvm.loop !10

260:                                              ; preds = %242
  %261 = bitcast %struct.P2* %34 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %261, i8 0, i64 8, i1 false)
  store i32 0, i32* %35, align 4
  br label %262

262:                                              ; preds = %277, %260
  %263 = load i32, i32* %35, align 4
  %264 = icmp slt i32 %263, 8
  br i1 %264, label %265, label %280

265:                                              ; preds = %262
  %266 = load i32, i32* %35, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %31, i64 0, i64 %267
  %269 = bitcast %struct.P2* %34 to i64*
  %270 = load i64, i64* %269, align 4
  %271 = bitcast %struct.P2* %268 to i64*
  %272 = load i64, i64* %271, align 4
  %273 = call i64 @p2_add(i64 %270, i64 %272)
  %274 = bitcast %struct.P2* %36 to i64*
  store i64 %273, i64* %274, align 4
  %275 = bitcast %struct.P2* %34 to i8*
  %276 = bitcast %struct.P2* %36 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %275, i8* align 4 %276, i64 8, i1 false)
  br label %277

277:                                              ; preds = %265
  %278 = load i32, i32* %35, align 4
  %279 = add nsw i32 %278, 1
  store i32 %279, i32* %35, align 4
  br label %262, !llvm.loop !12

280:                                              ; preds = %262
  %281 = getelementptr inbounds %struct.P2, %struct.P2* %34, i32 0, i32 0
  %282 = load i32, i32* %281, align 4
  %283 = getelementptr inbounds %struct.P2, %struct.P2* %34, i32 0, i32 1
  %284 = load i32, i32* %283, align 4
  %285 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef %282, i32 noundef %284)
  store i32 0, i32* %38, align 4
  br label %286

286:                                              ; preds = %310, %280
  %287 = load i32, i32* %38, align 4
  %288 = icmp slt i32 %287, 5
  br i1 %288, label %289, label %313

289:                                              ; preds = %286
  %290 = load i32, i32* %38, align 4
  %291 = mul nsw i32 10, %290
  %292 = load i32, i32* %38, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %37, i64 0, i64 %293
  %295 = getelementptr inbounds %struct.Node, %struct.Node* %294, i32 0, i32 0
  store i32 %291, i32* %295, align 8
  %296 = load i32, i32* %38, align 4
  %297 = icmp slt i32 %296, 4
  br i1 %297, label %298, label %303

298:                                              ; preds = %289
  %299 = load i32, i32* %38, align 4
  %300 = add nsw i32 %299, 1
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %37, i64 0, i64 %301
  br label %304

303:                                              ; preds = %289
  br label %304

304:                                              ; preds = %303, %298
  %305 = phi %struct.Node* [ %302, %298 ], [ null, %303 ]
  %306 = load i32, i32* %38, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %37, i64 0, i64 %307
  %309 = getelementptr inbounds %struct.Node, %struct.Node* %308, i32 0, i32 1
  store %struct.Node* %305, %struct.Node** %309, align 8
  br label %310

310:                                              ; preds = %304
  %311 = load i32, i32* %38, align 4
  %312 = add nsw i32 %311, 1
  store i32 %312, i32* %38, align 4
  br label %286, !llvm.loop !13

313:                                              ; preds = %286
  store i32 0, i32* %39, align 4
  %314 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %37, i64 0, i64 0
  store %struct.Node* %314, %struct.Node** %40, align 8
  br label %315

315:                                              ; preds = %324, %313
  %316 = load %struct.Node*, %struct.Node** %40, align 8
  %317 = icmp ne %struct.Node* %316, null
  br i1 %317, label %318, label %328

318:                                              ; preds = %315
  %319 = load %struct.Node*, %struct.Node** %40, align 8
  %320 = getelementptr inbounds %struct.Node, %struct.Node* %319, i32 0, i32 0
  %321 = load i32, i32* %320, align 8
  %322 = load i32, i32* %39, align 4
  %323 = add nsw i32 %322, %321
  store i32 %323, i32* %39, align 4
  br label %324

324:                                              ; preds = %318
  %325 = load %struct.Node*, %struct.Node** %40, align 8
  %326 = getelementptr inbounds %struct.Node, %struct.Node* %325, i32 0, i32 1
  %327 = load %struct.Node*, %struct.Node** %326, align 8
  store %struct.Node* %327, %struct.Node** %40, align 8
  br label %315, !llvm.loop !14

328:                                              ; preds = %315
  %329 = load i32, i32* %39, align 4
  %330 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %329)
  %331 = bitcast %struct.Big* %41 to i8*
  %332 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %331, i8* align 8 %332, i64 48, i1 false)
  %333 = getelementptr inbounds %struct.Big, %struct.Big* %41, i32 0, i32 0
  %334 = getelementptr inbounds [10 x i32], [10 x i32]* %333, i64 0, i64 3
  store i32 0, i32* %334, align 4
  %335 = getelementptr inbounds %struct.Big, %struct.Big* %41, i32 0, i32 0
  %336 = getelementptr inbounds [10 x i32], [10 x i32]* %335, i64 0, i64 3
  %337 = load i32, i32* %336, align 4
  %338 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %339 = getelementptr inbounds [10 x i32], [10 x i32]* %338, i64 0, i64 3
  %340 = load i32, i32* %339, align 4
  %341 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i32 noundef %337, i32 noundef %340)
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

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.P3d @cross([3 x double] %0, [3 x double] %1) #0 {
  %3 = alloca %struct.P3d, align 8
  %4 = alloca %struct.P3d, align 8
  %5 = alloca %struct.P3d, align 8
  %6 = bitcast %struct.P3d* %4 to [3 x double]*
  store [3 x double] %0, [3 x double]* %6, align 8
  %7 = bitcast %struct.P3d* %5 to [3 x double]*
  store [3 x double] %1, [3 x double]* %7, align 8
  %8 = getelementptr inbounds %struct.P3d, %struct.P3d* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 1
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %12 = load double, double* %11, align 8
  %13 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 2
  %14 = load double, double* %13, align 8
  %15 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = fmul double %14, %16
  %18 = fneg double %17
  %19 = call double @llvm.fmuladd.f64(double %10, double %12, double %18)
  store double %19, double* %8, align 8
  %20 = getelementptr inbounds %struct.P3d, %struct.P3d* %3, i32 0, i32 1
  %21 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 2
  %22 = load double, double* %21, align 8
  %23 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %24 = load double, double* %23, align 8
  %25 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 0
  %26 = load double, double* %25, align 8
  %27 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %28 = load double, double* %27, align 8
  %29 = fmul double %26, %28
  %30 = fneg double %29
  %31 = call double @llvm.fmuladd.f64(double %22, double %24, double %30)
  store double %31, double* %20, align 8
  %32 = getelementptr inbounds %struct.P3d, %struct.P3d* %3, i32 0, i32 2
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 0
  %34 = load double, double* %33, align 8
  %35 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %36 = load double, double* %35, align 8
  %37 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 1
  %38 = load double, double* %37, align 8
  %39 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %40 = load double, double* %39, align 8
  %41 = fmul double %38, %40
  %42 = fneg double %41
  %43 = call double @llvm.fmuladd.f64(double %34, double %36, double %42)
  store double %43, double* %32, align 8
  %44 = load %struct.P3d, %struct.P3d* %3, align 8
  ret %struct.P3d %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.F4 @f4_scale([4 x float] %0, float noundef %1) #0 {
  %3 = alloca %struct.F4, align 4
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  %6 = bitcast %struct.F4* %4 to [4 x float]*
  store [4 x float] %0, [4 x float]* %6, align 4
  store float %1, float* %5, align 4
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
  %23 = bitcast %struct.F4* %3 to i8*
  %24 = bitcast %struct.F4* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 4 %24, i64 16, i1 false)
  %25 = load %struct.F4, %struct.F4* %3, align 4
  ret %struct.F4 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 8 %0, i8 noundef %1, double noundef %2, i16 noundef %3) #0 {
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
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
  br label %5, !llvm.loop !15

21:                                               ; preds = %5
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = shl i64 %23, 33
  %25 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %24, i64* %25, align 8
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
  br label %7, !llvm.loop !16

22:                                               ; preds = %7
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i32], [10 x i32]* %23, i64 0, i64 0
  store i32 -1, i32* %24, align 8
  %25 = load i64, i64* %2, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @tiny_rot(i64 %0) #0 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca i64, align 8
  %5 = alloca i24, align 4
  store i64 %0, i64* %4, align 8
  %6 = bitcast %struct.Tiny* %3 to i8*
  %7 = bitcast i64* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %6, i8* align 8 %7, i64 3, i1 false)
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
define internal void @outer_bump(%struct.Outer* noalias sret(%struct.Outer) align 4 %0, %struct.Outer* noundef %1) #0 {
  %3 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Inner, %struct.Inner* %3, i32 0, i32 0
  %5 = load i16, i16* %4, align 4
  %6 = add i16 %5, 1
  store i16 %6, i16* %4, align 4
  %7 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Inner, %struct.Inner* %7, i32 0, i32 1
  %9 = getelementptr inbounds [6 x i8], [6 x i8]* %8, i64 0, i64 0
  store i8 88, i8* %9, align 2
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = mul nsw i32 %11, 2
  store i32 %12, i32* %10, align 4
  %13 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 2
  %14 = getelementptr inbounds %struct.P2, %struct.P2* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = sub nsw i32 0, %15
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 2
  %18 = getelementptr inbounds %struct.P2, %struct.P2* %17, i32 0, i32 1
  store i32 %16, i32* %18, align 4
  %19 = bitcast %struct.Outer* %0 to i8*
  %20 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %19, i8* align 4 %20, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @ll2_swap([2 x i64] %0) #0 {
  %2 = alloca %struct.LL2, align 8
  %3 = alloca %struct.LL2, align 8
  %4 = bitcast %struct.LL2* %3 to [2 x i64]*
  store [2 x i64] %0, [2 x i64]* %4, align 8
  %5 = getelementptr inbounds %struct.LL2, %struct.LL2* %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 1
  %7 = load i64, i64* %6, align 8
  store i64 %7, i64* %5, align 8
  %8 = getelementptr inbounds %struct.LL2, %struct.LL2* %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 0
  %10 = load i64, i64* %9, align 8
  store i64 %10, i64* %8, align 8
  %11 = bitcast %struct.LL2* %2 to [2 x i64]*
  %12 = load [2 x i64], [2 x i64]* %11, align 8
  ret [2 x i64] %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, [3 x double] %1, [4 x float] %2, %struct.Mixed* noundef %3, i64 %4, i64 %5, [2 x i64] %6, [3 x double] %7) #0 {
  %9 = alloca %struct.P2, align 4
  %10 = alloca %struct.P3d, align 8
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.P2, align 4
  %13 = alloca %struct.Tiny, align 1
  %14 = alloca i64, align 8
  %15 = alloca %struct.LL2, align 8
  %16 = alloca %struct.P3d, align 8
  %17 = bitcast %struct.P2* %9 to i64*
  store i64 %0, i64* %17, align 4
  %18 = bitcast %struct.P3d* %10 to [3 x double]*
  store [3 x double] %1, [3 x double]* %18, align 8
  %19 = bitcast %struct.F4* %11 to [4 x float]*
  store [4 x float] %2, [4 x float]* %19, align 4
  %20 = bitcast %struct.P2* %12 to i64*
  store i64 %4, i64* %20, align 4
  store i64 %5, i64* %14, align 8
  %21 = bitcast %struct.Tiny* %13 to i8*
  %22 = bitcast i64* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %21, i8* align 8 %22, i64 3, i1 false)
  %23 = bitcast %struct.LL2* %15 to [2 x i64]*
  store [2 x i64] %6, [2 x i64]* %23, align 8
  %24 = bitcast %struct.P3d* %16 to [3 x double]*
  store [3 x double] %7, [3 x double]* %24, align 8
  %25 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = add nsw i32 %26, %28
  %30 = sitofp i32 %29 to double
  %31 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  %32 = load double, double* %31, align 8
  %33 = fadd double %30, %32
  %34 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  %35 = load double, double* %34, align 8
  %36 = fadd double %33, %35
  %37 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  %38 = load double, double* %37, align 8
  %39 = fadd double %36, %38
  %40 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %41 = load float, float* %40, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %45 = load float, float* %44, align 4
  %46 = fpext float %45 to double
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %49 = load float, float* %48, align 4
  %50 = fpext float %49 to double
  %51 = fadd double %47, %50
  %52 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %53 = load float, float* %52, align 4
  %54 = fpext float %53 to double
  %55 = fadd double %51, %54
  %56 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 0
  %57 = load i8, i8* %56, align 8
  %58 = zext i8 %57 to i32
  %59 = sitofp i32 %58 to double
  %60 = fadd double %55, %59
  %61 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 1
  %62 = load double, double* %61, align 8
  %63 = fadd double %60, %62
  %64 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 2
  %65 = load i16, i16* %64, align 8
  %66 = sext i16 %65 to i32
  %67 = sitofp i32 %66 to double
  %68 = fadd double %63, %67
  %69 = getelementptr inbounds %struct.P2, %struct.P2* %12, i32 0, i32 0
  %70 = load i32, i32* %69, align 4
  %71 = sitofp i32 %70 to double
  %72 = fadd double %68, %71
  %73 = getelementptr inbounds %struct.P2, %struct.P2* %12, i32 0, i32 1
  %74 = load i32, i32* %73, align 4
  %75 = sitofp i32 %74 to double
  %76 = fadd double %72, %75
  %77 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %13, i32 0, i32 0
  %78 = load i8, i8* %77, align 1
  %79 = zext i8 %78 to i32
  %80 = sitofp i32 %79 to double
  %81 = fadd double %76, %80
  %82 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %13, i32 0, i32 1
  %83 = load i8, i8* %82, align 1
  %84 = zext i8 %83 to i32
  %85 = sitofp i32 %84 to double
  %86 = fadd double %81, %85
  %87 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %13, i32 0, i32 2
  %88 = load i8, i8* %87, align 1
  %89 = zext i8 %88 to i32
  %90 = sitofp i32 %89 to double
  %91 = fadd double %86, %90
  %92 = getelementptr inbounds %struct.LL2, %struct.LL2* %15, i32 0, i32 0
  %93 = load i64, i64* %92, align 8
  %94 = sitofp i64 %93 to double
  %95 = fadd double %91, %94
  %96 = getelementptr inbounds %struct.LL2, %struct.LL2* %15, i32 0, i32 1
  %97 = load i64, i64* %96, align 8
  %98 = sitofp i64 %97 to double
  %99 = fadd double %95, %98
  %100 = getelementptr inbounds %struct.P3d, %struct.P3d* %16, i32 0, i32 0
  %101 = load double, double* %100, align 8
  %102 = fadd double %99, %101
  %103 = getelementptr inbounds %struct.P3d, %struct.P3d* %16, i32 0, i32 1
  %104 = load double, double* %103, align 8
  %105 = fadd double %102, %104
  %106 = getelementptr inbounds %struct.P3d, %struct.P3d* %16, i32 0, i32 2
  %107 = load double, double* %106, align 8
  %108 = fadd double %105, %107
  ret double %108
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
