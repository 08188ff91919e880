; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
  %15 = alloca %struct.Tiny, align 1
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca %struct.Tiny, align 1
  %18 = alloca [1 x i32], align 4
  %19 = alloca i32, align 4
  %20 = alloca [1 x i32], align 4
  %21 = alloca i32, align 4
  %22 = alloca %struct.Outer, align 4
  %23 = alloca %struct.Outer, align 4
  %24 = alloca %struct.LL2, align 8
  %25 = alloca %struct.LL2, align 8
  %26 = alloca double, align 8
  %27 = alloca [1 x i32], align 4
  %28 = alloca [8 x %struct.P2], align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.P2, align 4
  %31 = alloca %struct.P2, align 4
  %32 = alloca i32, align 4
  %33 = alloca %struct.P2, align 4
  %34 = alloca [5 x %struct.Node], align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca %struct.Node*, align 4
  %38 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  %39 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %39, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i32 8, i1 false)
  %40 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %40, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i32 8, i1 false)
  %41 = bitcast %struct.P2* %2 to [2 x i32]*
  %42 = load [2 x i32], [2 x i32]* %41, align 4
  %43 = bitcast %struct.P2* %3 to [2 x i32]*
  %44 = load [2 x i32], [2 x i32]* %43, align 4
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %4, [2 x i32] %42, [2 x i32] %44)
  %45 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %48 = load i32, i32* %47, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %46, i32 noundef %48)
  %50 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %50, i8* align 8 bitcast (%struct.P3d* @__const.main.x to i8*), i32 24, i1 false)
  %51 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %51, i8* align 8 bitcast (%struct.P3d* @__const.main.y to i8*), i32 24, i1 false)
  %52 = load %struct.P3d, %struct.P3d* %5, align 8
  %53 = load %struct.P3d, %struct.P3d* %6, align 8
  %54 = call %struct.P3d @cross(%struct.P3d %52, %struct.P3d %53)
  %55 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %56 = extractvalue %struct.P3d %54, 0
  store double %56, double* %55, align 8
  %57 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %58 = extractvalue %struct.P3d %54, 1
  store double %58, double* %57, align 8
  %59 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %60 = extractvalue %struct.P3d %54, 2
  store double %60, double* %59, align 8
  %61 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %62 = load double, double* %61, align 8
  %63 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %64 = load double, double* %63, align 8
  %65 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %66 = load double, double* %65, align 8
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), double noundef %62, double noundef %64, double noundef %66)
  %68 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 1.500000e+00, double* %68, align 8
  %69 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double -2.000000e+00, double* %69, align 8
  %70 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double 2.500000e-01, double* %70, align 8
  %71 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 4.000000e+00, double* %71, align 8
  %72 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double 8.000000e+00, double* %72, align 8
  %73 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double -1.000000e+00, double* %73, align 8
  %74 = load %struct.P3d, %struct.P3d* %9, align 8
  %75 = load %struct.P3d, %struct.P3d* %10, align 8
  %76 = call %struct.P3d @cross(%struct.P3d %74, %struct.P3d %75)
  %77 = getelementptr inbounds %struct.P3d, %struct.P3d* %8, i32 0, i32 0
  %78 = extractvalue %struct.P3d %76, 0
  store double %78, double* %77, align 8
  %79 = getelementptr inbounds %struct.P3d, %struct.P3d* %8, i32 0, i32 1
  %80 = extractvalue %struct.P3d %76, 1
  store double %80, double* %79, align 8
  %81 = getelementptr inbounds %struct.P3d, %struct.P3d* %8, i32 0, i32 2
  %82 = extractvalue %struct.P3d %76, 2
  store double %82, double* %81, align 8
  %83 = bitcast %struct.P3d* %7 to i8*
  %84 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %83, i8* align 8 %84, i32 24, i1 false)
  %85 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %86 = load double, double* %85, align 8
  %87 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %88 = load double, double* %87, align 8
  %89 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %90 = load double, double* %89, align 8
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i32 0, i32 0), double noundef %86, double noundef %88, double noundef %90)
  %92 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %92, align 4
  %93 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %93, align 4
  %94 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %94, align 4
  %95 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %95, align 4
  %96 = load %struct.F4, %struct.F4* %12, align 4
  %97 = call %struct.F4 @f4_scale(%struct.F4 %96, float noundef 4.000000e+00)
  %98 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %99 = extractvalue %struct.F4 %97, 0
  store float %99, float* %98, align 4
  %100 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %101 = extractvalue %struct.F4 %97, 1
  store float %101, float* %100, align 4
  %102 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %103 = extractvalue %struct.F4 %97, 2
  store float %103, float* %102, align 4
  %104 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %105 = extractvalue %struct.F4 %97, 3
  store float %105, float* %104, align 4
  %106 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %107 = load float, float* %106, align 4
  %108 = fpext float %107 to double
  %109 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %110 = load float, float* %109, align 4
  %111 = fpext float %110 to double
  %112 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %113 = load float, float* %112, align 4
  %114 = fpext float %113 to double
  %115 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %116 = load float, float* %115, align 4
  %117 = fpext float %116 to double
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef %108, double noundef %111, double noundef %114, double noundef %117)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 8 %13, i8 noundef zeroext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %119 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %120 = load i8, i8* %119, align 8
  %121 = zext i8 %120 to i32
  %122 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %123 = load double, double* %122, align 8
  %124 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %125 = load i16, i16* %124, align 8
  %126 = sext i16 %125 to i32
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %121, double noundef %123, i32 noundef %126)
  call void @big_make(%struct.Big* sret(%struct.Big) align 8 %14, i32 noundef 5)
  %128 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %129 = getelementptr inbounds [10 x i32], [10 x i32]* %128, i32 0, i32 9
  %130 = load i32, i32* %129, align 4
  %131 = bitcast %struct.Big* %14 to [6 x i64]*
  %132 = load [6 x i64], [6 x i64]* %131, align 8
  %133 = call i64 @big_sum([6 x i64] %132)
  %134 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %135 = load i64, i64* %134, align 8
  %136 = ashr i64 %135, 33
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), i32 noundef %130, i64 noundef %133, i64 noundef %136)
  %138 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %139 = getelementptr inbounds [10 x i32], [10 x i32]* %138, i32 0, i32 0
  %140 = load i32, i32* %139, align 8
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i32 0, i32 0), i32 noundef %140)
  %142 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 0
  store i8 97, i8* %142, align 1
  %143 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 1
  store i8 98, i8* %143, align 1
  %144 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 2
  store i8 99, i8* %144, align 1
  %145 = bitcast [1 x i32]* %18 to i8*
  %146 = bitcast %struct.Tiny* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %145, i8* align 1 %146, i32 3, i1 false)
  %147 = load [1 x i32], [1 x i32]* %18, align 4
  %148 = call i32 @tiny_rot([1 x i32] %147)
  store i32 %148, i32* %19, align 4
  %149 = bitcast %struct.Tiny* %16 to i8*
  %150 = bitcast i32* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %149, i8* align 4 %150, i32 3, i1 false)
  %151 = bitcast [1 x i32]* %20 to i8*
  %152 = bitcast %struct.Tiny* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %151, i8* align 1 %152, i32 3, i1 false)
  %153 = load [1 x i32], [1 x i32]* %20, align 4
  %154 = call i32 @tiny_rot([1 x i32] %153)
  store i32 %154, i32* %21, align 4
  %155 = bitcast %struct.Tiny* %15 to i8*
  %156 = bitcast i32* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %155, i8* align 4 %156, i32 3, i1 false)
  %157 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 0
  %158 = load i8, i8* %157, align 1
  %159 = zext i8 %158 to i32
  %160 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 1
  %161 = load i8, i8* %160, align 1
  %162 = zext i8 %161 to i32
  %163 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 2
  %164 = load i8, i8* %163, align 1
  %165 = zext i8 %164 to i32
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %159, i32 noundef %162, i32 noundef %165)
  %167 = bitcast %struct.Outer* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %167, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i32 20, i1 false)
  %168 = bitcast %struct.Outer* %22 to [5 x i32]*
  %169 = load [5 x i32], [5 x i32]* %168, align 4
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %23, [5 x i32] %169)
  %170 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 0
  %171 = getelementptr inbounds %struct.Inner, %struct.Inner* %170, i32 0, i32 0
  %172 = load i16, i16* %171, align 4
  %173 = sext i16 %172 to i32
  %174 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 0
  %175 = getelementptr inbounds %struct.Inner, %struct.Inner* %174, i32 0, i32 1
  %176 = getelementptr inbounds [6 x i8], [6 x i8]* %175, i32 0, i32 0
  %177 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 1
  %178 = load i32, i32* %177, align 4
  %179 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 2
  %180 = getelementptr inbounds %struct.P2, %struct.P2* %179, i32 0, i32 0
  %181 = load i32, i32* %180, align 4
  %182 = getelementptr inbounds %struct.Outer, %struct.Outer* %23, i32 0, i32 2
  %183 = getelementptr inbounds %struct.P2, %struct.P2* %182, i32 0, i32 1
  %184 = load i32, i32* %183, align 4
  %185 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 0
  %186 = getelementptr inbounds %struct.Inner, %struct.Inner* %185, i32 0, i32 0
  %187 = load i16, i16* %186, align 4
  %188 = sext i16 %187 to i32
  %189 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 0
  %190 = getelementptr inbounds %struct.Inner, %struct.Inner* %189, i32 0, i32 1
  %191 = getelementptr inbounds [6 x i8], [6 x i8]* %190, i32 0, i32 0
  %192 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 1
  %193 = load i32, i32* %192, align 4
  %194 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 2
  %195 = getelementptr inbounds %struct.P2, %struct.P2* %194, i32 0, i32 0
  %196 = load i32, i32* %195, align 4
  %197 = getelementptr inbounds %struct.Outer, %struct.Outer* %22, i32 0, i32 2
  %198 = getelementptr inbounds %struct.P2, %struct.P2* %197, i32 0, i32 1
  %199 = load i32, i32* %198, align 4
  %200 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i32 0, i32 0), i32 noundef %173, i8* noundef %176, i32 noundef %178, i32 noundef %181, i32 noundef %184, i32 noundef %188, i8* noundef %191, i32 noundef %193, i32 noundef %196, i32 noundef %199)
  %201 = getelementptr inbounds %struct.LL2, %struct.LL2* %25, i32 0, i32 0
  store i64 1099511627776, i64* %201, align 8
  %202 = getelementptr inbounds %struct.LL2, %struct.LL2* %25, i32 0, i32 1
  store i64 -7, i64* %202, align 8
  %203 = bitcast %struct.LL2* %25 to [2 x i64]*
  %204 = load [2 x i64], [2 x i64]* %203, align 8
  call void @ll2_swap(%struct.LL2* sret(%struct.LL2) align 8 %24, [2 x i64] %204)
  %205 = getelementptr inbounds %struct.LL2, %struct.LL2* %24, i32 0, i32 0
  %206 = load i64, i64* %205, align 8
  %207 = getelementptr inbounds %struct.LL2, %struct.LL2* %24, i32 0, i32 1
  %208 = load i64, i64* %207, align 8
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i64 noundef %206, i64 noundef %208)
  %210 = bitcast %struct.P2* %2 to [2 x i32]*
  %211 = load [2 x i32], [2 x i32]* %210, align 4
  %212 = load %struct.P3d, %struct.P3d* %5, align 8
  %213 = load %struct.F4, %struct.F4* %11, align 4
  %214 = bitcast %struct.Mixed* %13 to [3 x i64]*
  %215 = load [3 x i64], [3 x i64]* %214, align 8
  %216 = bitcast %struct.P2* %3 to [2 x i32]*
  %217 = load [2 x i32], [2 x i32]* %216, align 4
  %218 = bitcast [1 x i32]* %27 to i8*
  %219 = bitcast %struct.Tiny* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %218, i8* align 1 %219, i32 3, i1 false)
  %220 = load [1 x i32], [1 x i32]* %27, align 4
  %221 = bitcast %struct.LL2* %24 to [2 x i64]*
  %222 = load [2 x i64], [2 x i64]* %221, align 8
  %223 = load %struct.P3d, %struct.P3d* %6, align 8
  %224 = call double @many([2 x i32] %211, %struct.P3d %212, %struct.F4 %213, [3 x i64] %215, [2 x i32] %217, [1 x i32] %220, [2 x i64] %222, %struct.P3d %223)
  store double %224, double* %26, align 8
  %225 = load double, double* %26, align 8
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i32 0, i32 0), double noundef %225)
  store i32 0, i32* %29, align 4
  br label %227

227:                                              ; preds = %241, %0
  %228 = load i32, i32* %29, align 4
  %229 = icmp slt i32 %228, 8
  br i1 %229, label %230, label %244

230:                                              ; preds = %227
  %231 = load i32, i32* %29, align 4
  %232 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %28, i32 0, i32 %231
  %233 = getelementptr inbounds %struct.P2, %struct.P2* %30, i32 0, i32 0
  %234 = load i32, i32* %29, align 4
  store i32 %234, i32* %233, align 4
  %235 = getelementptr inbounds %struct.P2, %struct.P2* %30, i32 0, i32 1
  %236 = load i32, i32* %29, align 4
  %237 = load i32, i32* %29, align 4
  %238 = mul nsw i32 %236, %237
  store i32 %238, i32* %235, align 4
  %239 = bitcast %struct.P2* %232 to i8*
  %240 = bitcast %struct.P2* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %239, i8* align 4 %240, i32 8, i1 false)
  br label %241

241:                                              ; preds = %230
  %242 = load i32, i32* %29, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, i32* %29, align 4
  br label %227, !llvm.loop !10

244:                                              ; preds = %227
  %245 = bitcast %struct.P2* %31 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %245, i8 0, i32 8, i1 false)
  store i32 0, i32* %32, align 4
  br label %246

246:                                              ; preds = %258, %244
  %247 = load i32, i32* %32, align 4
  %248 = icmp slt i32 %247, 8
  br i1 %248, label %249, label %261

249:                                              ; preds = %246
  %250 = load i32, i32* %32, align 4
  %251 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %28, i32 0, i32 %250
  %252 = bitcast %struct.P2* %31 to [2 x i32]*
  %253 = load [2 x i32], [2 x i32]* %252, align 4
  %254 = bitcast %struct.P2* %251 to [2 x i32]*
  %255 = load [2 x i32], [2 x i32]* %254, align 4
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %33, [2 x i32] %253, [2 x i32] %255)
  %256 = bitcast %struct.P2* %31 to i8*
  %257 = bitcast %struct.P2* %33 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %256, i8* align 4 %257, i32 8, i1 false)
  br label %258

258:                                              ; preds = %249
  %259 = load i32, i32* %32, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, i32* %32, align 4
  br label %246, !llvm.loop !12

261:                                              ; preds = %246
  %262 = getelementptr inbounds %struct.P2, %struct.P2* %31, i32 0, i32 0
  %263 = load i32, i32* %262, align 4
  %264 = getelementptr inbounds %struct.P2, %struct.P2* %31, i32 0, i32 1
  %265 = load i32, i32* %264, align 4
  %266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %263, i32 noundef %265)
  store i32 0, i32* %35, align 4
  br label %267

267:                                              ; preds = %288, %261
  %268 = load i32, i32* %35, align 4
  %269 = icmp slt i32 %268, 5
  br i1 %269, label %270, label %291

270:                                              ; preds = %267
  %271 = load i32, i32* %35, align 4
  %272 = mul nsw i32 10, %271
  %273 = load i32, i32* %35, align 4
  %274 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i32 0, i32 %273
  %275 = getelementptr inbounds %struct.Node, %struct.Node* %274, i32 0, i32 0
  store i32 %272, i32* %275, align 4
  %276 = load i32, i32* %35, align 4
  %277 = icmp slt i32 %276, 4
  br i1 %277, label %278, label %282

278:                                              ; preds = %270
  %279 = load i32, i32* %35, align 4
  %280 = add nsw i32 %279, 1
  %281 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i32 0, i32 %280
  br label %283

282:                                              ; preds = %270
  br label %283

283:                                              ; preds = %282, %278
  %284 = phi %struct.Node* [ %281, %278 ], [ null, %282 ]
  %285 = load i32, i32* %35, align 4
  %286 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i32 0, i32 %285
  %287 = getelementptr inbounds %struct.Node, %struct.Node* %286, i32 0, i32 1
  store %struct.Node* %284, %struct.Node** %287, align 4
  br label %288

288:                                              ; preds = %283
  %289 = load i32, i32* %35, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, i32* %35, align 4
  br label %267, !llvm.loop !13

291:                                              ; preds = %267
  store i32 0, i32* %36, align 4
  %292 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %34, i32 0, i32 0
  store %struct.Node* %292, %struct.Node** %37, align 4
  br label %293

293:                                              ; preds = %302, %291
  %294 = load %struct.Node*, %struct.Node** %37, align 4
  %295 = icmp ne %struct.Node* %294, null
  br i1 %295, label %296, label %306

296:                                              ; preds = %293
  %297 = load %struct.Node*, %struct.Node** %37, align 4
  %298 = getelementptr inbounds %struct.Node, %struct.Node* %297, i32 0, i32 0
  %299 = load i32, i32* %298, align 4
  %300 = load i32, i32* %36, align 4
  %301 = add nsw i32 %300, %299
  store i32 %301, i32* %36, align 4
  br label %302

302:                                              ; preds = %296
  %303 = load %struct.Node*, %struct.Node** %37, align 4
  %304 = getelementptr inbounds %struct.Node, %struct.Node* %303, i32 0, i32 1
  %305 = load %struct.Node*, %struct.Node** %304, align 4
  store %struct.Node* %305, %struct.Node** %37, align 4
  br label %293, !llvm.loop !14

306:                                              ; preds = %293
  %307 = load i32, i32* %36, align 4
  %308 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef %307)
  %309 = bitcast %struct.Big* %38 to i8*
  %310 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %309, i8* align 8 %310, i32 48, i1 false)
  %311 = getelementptr inbounds %struct.Big, %struct.Big* %38, i32 0, i32 0
  %312 = getelementptr inbounds [10 x i32], [10 x i32]* %311, i32 0, i32 3
  store i32 0, i32* %312, align 4
  %313 = getelementptr inbounds %struct.Big, %struct.Big* %38, i32 0, i32 0
  %314 = getelementptr inbounds [10 x i32], [10 x i32]* %313, i32 0, i32 3
  %315 = load i32, i32* %314, align 4
  %316 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %317 = getelementptr inbounds [10 x i32], [10 x i32]* %316, i32 0, i32 3
  %318 = load i32, i32* %317, align 4
  %319 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i32 noundef %315, i32 noundef %318)
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
define internal %struct.P3d @cross(%struct.P3d %0, %struct.P3d %1) #0 {
  %3 = alloca %struct.P3d, align 8
  %4 = alloca %struct.P3d, align 8
  %5 = alloca %struct.P3d, align 8
  store %struct.P3d %0, %struct.P3d* %4, align 8
  store %struct.P3d %1, %struct.P3d* %5, align 8
  %6 = getelementptr inbounds %struct.P3d, %struct.P3d* %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 2
  %12 = load double, double* %11, align 8
  %13 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, double* %6, align 8
  %18 = getelementptr inbounds %struct.P3d, %struct.P3d* %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 2
  %20 = load double, double* %19, align 8
  %21 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %22 = load double, double* %21, align 8
  %23 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 0
  %24 = load double, double* %23, align 8
  %25 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 2
  %26 = load double, double* %25, align 8
  %27 = fmul double %24, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %20, double %22, double %28)
  store double %29, double* %18, align 8
  %30 = getelementptr inbounds %struct.P3d, %struct.P3d* %3, i32 0, i32 2
  %31 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 0
  %32 = load double, double* %31, align 8
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 1
  %34 = load double, double* %33, align 8
  %35 = getelementptr inbounds %struct.P3d, %struct.P3d* %4, i32 0, i32 1
  %36 = load double, double* %35, align 8
  %37 = getelementptr inbounds %struct.P3d, %struct.P3d* %5, i32 0, i32 0
  %38 = load double, double* %37, align 8
  %39 = fmul double %36, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %32, double %34, double %40)
  store double %41, double* %30, align 8
  %42 = load %struct.P3d, %struct.P3d* %3, align 8
  ret %struct.P3d %42
}

; Function Attrs: noinline nounwind optnone
define internal %struct.F4 @f4_scale(%struct.F4 %0, float noundef %1) #0 {
  %3 = alloca %struct.F4, align 4
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  store %struct.F4 %0, %struct.F4* %4, align 4
  store float %1, float* %5, align 4
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = fmul float %8, %6
  store float %9, float* %7, align 4
  %10 = load float, float* %5, align 4
  %11 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = fmul float %12, %10
  store float %13, float* %11, align 4
  %14 = load float, float* %5, align 4
  %15 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 2
  %16 = load float, float* %15, align 4
  %17 = fmul float %16, %14
  store float %17, float* %15, align 4
  %18 = load float, float* %5, align 4
  %19 = getelementptr inbounds %struct.F4, %struct.F4* %4, i32 0, i32 3
  %20 = load float, float* %19, align 4
  %21 = fmul float %20, %18
  store float %21, float* %19, align 4
  %22 = bitcast %struct.F4* %3 to i8*
  %23 = bitcast %struct.F4* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %22, i8* align 4 %23, i32 16, i1 false)
  %24 = load %struct.F4, %struct.F4* %3, align 4
  ret %struct.F4 %24
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 8 %0, i8 noundef zeroext %1, double noundef %2, i16 noundef signext %3) #0 {
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

; Function Attrs: noinline nounwind optnone
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
  br label %5, !llvm.loop !15

20:                                               ; preds = %5
  %21 = load i32, i32* %3, align 4
  %22 = sext i32 %21 to i64
  %23 = shl i64 %22, 33
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %23, i64* %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @big_sum([6 x i64] %0) #0 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Big* %2 to [6 x i64]*
  store [6 x i64] %0, [6 x i64]* %5, align 8
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1
  %7 = load i64, i64* %6, align 8
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
  br label %9, !llvm.loop !16

23:                                               ; preds = %9
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %25 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 0
  store i32 -1, i32* %25, align 8
  %26 = load i64, i64* %3, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 @tiny_rot([1 x i32] %0) #0 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca [1 x i32], align 4
  %5 = alloca i32, align 4
  store [1 x i32] %0, [1 x i32]* %4, align 4
  %6 = bitcast %struct.Tiny* %3 to i8*
  %7 = bitcast [1 x i32]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %6, i8* align 4 %7, i32 3, i1 false)
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
  %17 = bitcast i32* %5 to i8*
  %18 = bitcast %struct.Tiny* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %17, i8* align 1 %18, i32 3, i1 false)
  %19 = load i32, i32* %5, align 4
  ret i32 %19
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
define internal void @ll2_swap(%struct.LL2* noalias sret(%struct.LL2) align 8 %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.LL2, align 8
  %4 = bitcast %struct.LL2* %3 to [2 x i64]*
  store [2 x i64] %1, [2 x i64]* %4, align 8
  %5 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 1
  %7 = load i64, i64* %6, align 8
  store i64 %7, i64* %5, align 8
  %8 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.LL2, %struct.LL2* %3, i32 0, i32 0
  %10 = load i64, i64* %9, align 8
  store i64 %10, i64* %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @many([2 x i32] %0, %struct.P3d %1, %struct.F4 %2, [3 x i64] %3, [2 x i32] %4, [1 x i32] %5, [2 x i64] %6, %struct.P3d %7) #0 {
  %9 = alloca %struct.P2, align 4
  %10 = alloca %struct.P3d, align 8
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.Mixed, align 8
  %13 = alloca %struct.P2, align 4
  %14 = alloca %struct.Tiny, align 1
  %15 = alloca [1 x i32], align 4
  %16 = alloca %struct.LL2, align 8
  %17 = alloca %struct.P3d, align 8
  %18 = bitcast %struct.P2* %9 to [2 x i32]*
  store [2 x i32] %0, [2 x i32]* %18, align 4
  store %struct.P3d %1, %struct.P3d* %10, align 8
  store %struct.F4 %2, %struct.F4* %11, align 4
  %19 = bitcast %struct.Mixed* %12 to [3 x i64]*
  store [3 x i64] %3, [3 x i64]* %19, align 8
  %20 = bitcast %struct.P2* %13 to [2 x i32]*
  store [2 x i32] %4, [2 x i32]* %20, align 4
  store [1 x i32] %5, [1 x i32]* %15, align 4
  %21 = bitcast %struct.Tiny* %14 to i8*
  %22 = bitcast [1 x i32]* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %21, i8* align 4 %22, i32 3, i1 false)
  %23 = bitcast %struct.LL2* %16 to [2 x i64]*
  store [2 x i64] %6, [2 x i64]* %23, align 8
  store %struct.P3d %7, %struct.P3d* %17, align 8
  %24 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 0
  %25 = load i32, i32* %24, align 4
  %26 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = add nsw i32 %25, %27
  %29 = sitofp i32 %28 to double
  %30 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  %31 = load double, double* %30, align 8
  %32 = fadd double %29, %31
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  %34 = load double, double* %33, align 8
  %35 = fadd double %32, %34
  %36 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  %37 = load double, double* %36, align 8
  %38 = fadd double %35, %37
  %39 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %40 = load float, float* %39, align 4
  %41 = fpext float %40 to double
  %42 = fadd double %38, %41
  %43 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %44 = load float, float* %43, align 4
  %45 = fpext float %44 to double
  %46 = fadd double %42, %45
  %47 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %48 = load float, float* %47, align 4
  %49 = fpext float %48 to double
  %50 = fadd double %46, %49
  %51 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %52 = load float, float* %51, align 4
  %53 = fpext float %52 to double
  %54 = fadd double %50, %53
  %55 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 0
  %56 = load i8, i8* %55, align 8
  %57 = zext i8 %56 to i32
  %58 = sitofp i32 %57 to double
  %59 = fadd double %54, %58
  %60 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 1
  %61 = load double, double* %60, align 8
  %62 = fadd double %59, %61
  %63 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 2
  %64 = load i16, i16* %63, align 8
  %65 = sext i16 %64 to i32
  %66 = sitofp i32 %65 to double
  %67 = fadd double %62, %66
  %68 = getelementptr inbounds %struct.P2, %struct.P2* %13, i32 0, i32 0
  %69 = load i32, i32* %68, align 4
  %70 = sitofp i32 %69 to double
  %71 = fadd double %67, %70
  %72 = getelementptr inbounds %struct.P2, %struct.P2* %13, i32 0, i32 1
  %73 = load i32, i32* %72, align 4
  %74 = sitofp i32 %73 to double
  %75 = fadd double %71, %74
  %76 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 0
  %77 = load i8, i8* %76, align 1
  %78 = zext i8 %77 to i32
  %79 = sitofp i32 %78 to double
  %80 = fadd double %75, %79
  %81 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 1
  %82 = load i8, i8* %81, align 1
  %83 = zext i8 %82 to i32
  %84 = sitofp i32 %83 to double
  %85 = fadd double %80, %84
  %86 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 2
  %87 = load i8, i8* %86, align 1
  %88 = zext i8 %87 to i32
  %89 = sitofp i32 %88 to double
  %90 = fadd double %85, %89
  %91 = getelementptr inbounds %struct.LL2, %struct.LL2* %16, i32 0, i32 0
  %92 = load i64, i64* %91, align 8
  %93 = sitofp i64 %92 to double
  %94 = fadd double %90, %93
  %95 = getelementptr inbounds %struct.LL2, %struct.LL2* %16, i32 0, i32 1
  %96 = load i64, i64* %95, align 8
  %97 = sitofp i64 %96 to double
  %98 = fadd double %94, %97
  %99 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 0
  %100 = load double, double* %99, align 8
  %101 = fadd double %98, %100
  %102 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 1
  %103 = load double, double* %102, align 8
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 2
  %106 = load double, double* %105, align 8
  %107 = fadd double %104, %106
  ret double %107
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
