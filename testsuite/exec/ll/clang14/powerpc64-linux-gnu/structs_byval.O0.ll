; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  %20 = alloca %struct.Outer, align 4
  %21 = alloca %struct.Outer, align 4
  %22 = alloca [3 x i64], align 8
  %23 = alloca %struct.LL2, align 8
  %24 = alloca %struct.LL2, align 8
  %25 = alloca double, align 8
  %26 = alloca i24, align 4
  %27 = alloca [8 x %struct.P2], align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.P2, align 4
  %30 = alloca %struct.P2, align 4
  %31 = alloca i32, align 4
  %32 = alloca %struct.P2, align 4
  %33 = alloca [5 x %struct.Node], align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca %struct.Node*, align 8
  %37 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  %38 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %38, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i64 8, i1 false)
  %39 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %39, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i64 8, i1 false)
  %40 = bitcast %struct.P2* %2 to i64*
  %41 = load i64, i64* %40, align 4
  %42 = bitcast %struct.P2* %3 to i64*
  %43 = load i64, i64* %42, align 4
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %4, i64 %41, i64 %43)
  %44 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %45 = load i32, i32* %44, align 4
  %46 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef signext %45, i32 noundef signext %47)
  %49 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %49, i8* align 8 bitcast (%struct.P3d* @__const.main.x to i8*), i64 24, i1 false)
  %50 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %50, i8* align 8 bitcast (%struct.P3d* @__const.main.y to i8*), i64 24, i1 false)
  %51 = bitcast %struct.P3d* %5 to [3 x i64]*
  %52 = load [3 x i64], [3 x i64]* %51, align 8
  %53 = bitcast %struct.P3d* %6 to [3 x i64]*
  %54 = load [3 x i64], [3 x i64]* %53, align 8
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %7, [3 x i64] %52, [3 x i64] %54)
  %55 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %56 = load double, double* %55, align 8
  %57 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %58 = load double, double* %57, align 8
  %59 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %60 = load double, double* %59, align 8
  %61 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef %56, double noundef %58, double noundef %60)
  %62 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 1.500000e+00, double* %62, align 8
  %63 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double -2.000000e+00, double* %63, align 8
  %64 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double 2.500000e-01, double* %64, align 8
  %65 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 4.000000e+00, double* %65, align 8
  %66 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double 8.000000e+00, double* %66, align 8
  %67 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double -1.000000e+00, double* %67, align 8
  %68 = bitcast %struct.P3d* %9 to [3 x i64]*
  %69 = load [3 x i64], [3 x i64]* %68, align 8
  %70 = bitcast %struct.P3d* %10 to [3 x i64]*
  %71 = load [3 x i64], [3 x i64]* %70, align 8
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %8, [3 x i64] %69, [3 x i64] %71)
  %72 = bitcast %struct.P3d* %7 to i8*
  %73 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %72, i8* align 8 %73, i64 24, i1 false)
  %74 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %75 = load double, double* %74, align 8
  %76 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %77 = load double, double* %76, align 8
  %78 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %79 = load double, double* %78, align 8
  %80 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), double noundef %75, double noundef %77, double noundef %79)
  %81 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %81, align 4
  %82 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %82, align 4
  %83 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %83, align 4
  %84 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %84, align 4
  %85 = bitcast %struct.F4* %12 to [2 x i64]*
  %86 = load [2 x i64], [2 x i64]* %85, align 4
  call void @f4_scale(%struct.F4* sret(%struct.F4) align 4 %11, [2 x i64] %86, float noundef 4.000000e+00)
  %87 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %88 = load float, float* %87, align 4
  %89 = fpext float %88 to double
  %90 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %91 = load float, float* %90, align 4
  %92 = fpext float %91 to double
  %93 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %94 = load float, float* %93, align 4
  %95 = fpext float %94 to double
  %96 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %97 = load float, float* %96, align 4
  %98 = fpext float %97 to double
  %99 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef %89, double noundef %92, double noundef %95, double noundef %98)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 8 %13, i8 noundef zeroext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %100 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %101 = load i8, i8* %100, align 8
  %102 = zext i8 %101 to i32
  %103 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %104 = load double, double* %103, align 8
  %105 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %106 = load i16, i16* %105, align 8
  %107 = sext i16 %106 to i32
  %108 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %102, double noundef %104, i32 noundef signext %107)
  call void @big_make(%struct.Big* sret(%struct.Big) align 8 %14, i32 noundef signext 5)
  %109 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %110 = getelementptr inbounds [10 x i32], [10 x i32]* %109, i64 0, i64 9
  %111 = load i32, i32* %110, align 4
  %112 = bitcast %struct.Big* %14 to [6 x i64]*
  %113 = load [6 x i64], [6 x i64]* %112, align 8
  %114 = call i64 @big_sum([6 x i64] %113)
  %115 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %116 = load i64, i64* %115, align 8
  %117 = ashr i64 %116, 33
  %118 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %111, i64 noundef %114, i64 noundef %117)
  %119 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %120 = getelementptr inbounds [10 x i32], [10 x i32]* %119, i64 0, i64 0
  %121 = load i32, i32* %120, align 8
  %122 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %121)
  %123 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 0
  store i8 97, i8* %123, align 1
  %124 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 1
  store i8 98, i8* %124, align 1
  %125 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 2
  store i8 99, i8* %125, align 1
  %126 = bitcast i24* %18 to i8*
  %127 = bitcast %struct.Tiny* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %126, i8* align 1 %127, i64 3, i1 false)
  %128 = load i24, i24* %18, align 4
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %16, i24 %128)
  %129 = bitcast i24* %19 to i8*
  %130 = bitcast %struct.Tiny* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %129, i8* align 1 %130, i64 3, i1 false)
  %131 = load i24, i24* %19, align 4
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %15, i24 %131)
  %132 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 0
  %133 = load i8, i8* %132, align 1
  %134 = zext i8 %133 to i32
  %135 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 1
  %136 = load i8, i8* %135, align 1
  %137 = zext i8 %136 to i32
  %138 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 2
  %139 = load i8, i8* %138, align 1
  %140 = zext i8 %139 to i32
  %141 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %134, i32 noundef signext %137, i32 noundef signext %140)
  %142 = bitcast %struct.Outer* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %142, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i64 20, i1 false)
  %143 = bitcast [3 x i64]* %22 to i8*
  %144 = bitcast %struct.Outer* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %143, i8* align 4 %144, i64 20, i1 false)
  %145 = load [3 x i64], [3 x i64]* %22, align 8
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %21, [3 x i64] %145)
  %146 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 0
  %147 = getelementptr inbounds %struct.Inner, %struct.Inner* %146, i32 0, i32 0
  %148 = load i16, i16* %147, align 4
  %149 = sext i16 %148 to i32
  %150 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 0
  %151 = getelementptr inbounds %struct.Inner, %struct.Inner* %150, i32 0, i32 1
  %152 = getelementptr inbounds [6 x i8], [6 x i8]* %151, i64 0, i64 0
  %153 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 1
  %154 = load i32, i32* %153, align 4
  %155 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 2
  %156 = getelementptr inbounds %struct.P2, %struct.P2* %155, i32 0, i32 0
  %157 = load i32, i32* %156, align 4
  %158 = getelementptr inbounds %struct.Outer, %struct.Outer* %21, i32 0, i32 2
  %159 = getelementptr inbounds %struct.P2, %struct.P2* %158, i32 0, i32 1
  %160 = load i32, i32* %159, align 4
  %161 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 0
  %162 = getelementptr inbounds %struct.Inner, %struct.Inner* %161, i32 0, i32 0
  %163 = load i16, i16* %162, align 4
  %164 = sext i16 %163 to i32
  %165 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 0
  %166 = getelementptr inbounds %struct.Inner, %struct.Inner* %165, i32 0, i32 1
  %167 = getelementptr inbounds [6 x i8], [6 x i8]* %166, i64 0, i64 0
  %168 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 1
  %169 = load i32, i32* %168, align 4
  %170 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 2
  %171 = getelementptr inbounds %struct.P2, %struct.P2* %170, i32 0, i32 0
  %172 = load i32, i32* %171, align 4
  %173 = getelementptr inbounds %struct.Outer, %struct.Outer* %20, i32 0, i32 2
  %174 = getelementptr inbounds %struct.P2, %struct.P2* %173, i32 0, i32 1
  %175 = load i32, i32* %174, align 4
  %176 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %149, i8* noundef %152, i32 noundef signext %154, i32 noundef signext %157, i32 noundef signext %160, i32 noundef signext %164, i8* noundef %167, i32 noundef signext %169, i32 noundef signext %172, i32 noundef signext %175)
  %177 = getelementptr inbounds %struct.LL2, %struct.LL2* %24, i32 0, i32 0
  store i64 1099511627776, i64* %177, align 8
  %178 = getelementptr inbounds %struct.LL2, %struct.LL2* %24, i32 0, i32 1
  store i64 -7, i64* %178, align 8
  %179 = bitcast %struct.LL2* %24 to [2 x i64]*
  %180 = load [2 x i64], [2 x i64]* %179, align 8
  call void @ll2_swap(%struct.LL2* sret(%struct.LL2) align 8 %23, [2 x i64] %180)
  %181 = getelementptr inbounds %struct.LL2, %struct.LL2* %23, i32 0, i32 0
  %182 = load i64, i64* %181, align 8
  %183 = getelementptr inbounds %struct.LL2, %struct.LL2* %23, i32 0, i32 1
  %184 = load i64, i64* %183, align 8
  %185 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i64 noundef %182, i64 noundef %184)
  %186 = bitcast %struct.P2* %2 to i64*
  %187 = load i64, i64* %186, align 4
  %188 = bitcast %struct.P3d* %5 to [3 x i64]*
  %189 = load [3 x i64], [3 x i64]* %188, align 8
  %190 = bitcast %struct.F4* %11 to [2 x i64]*
  %191 = load [2 x i64], [2 x i64]* %190, align 4
  %192 = bitcast %struct.Mixed* %13 to [3 x i64]*
  %193 = load [3 x i64], [3 x i64]* %192, align 8
  %194 = bitcast %struct.P2* %3 to i64*
  %195 = load i64, i64* %194, align 4
  %196 = bitcast i24* %26 to i8*
  %197 = bitcast %struct.Tiny* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %196, i8* align 1 %197, i64 3, i1 false)
  %198 = load i24, i24* %26, align 4
  %199 = bitcast %struct.LL2* %23 to [2 x i64]*
  %200 = load [2 x i64], [2 x i64]* %199, align 8
  %201 = bitcast %struct.P3d* %6 to [3 x i64]*
  %202 = load [3 x i64], [3 x i64]* %201, align 8
  %203 = call double @many(i64 %187, [3 x i64] %189, [2 x i64] %191, [3 x i64] %193, i64 %195, i24 %198, [2 x i64] %200, [3 x i64] %202)
  store double %203, double* %25, align 8
  %204 = load double, double* %25, align 8
  %205 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i64 0, i64 0), double noundef %204)
  store i32 0, i32* %28, align 4
  br label %206

206:                                              ; preds = %221, %0
  %207 = load i32, i32* %28, align 4
  %208 = icmp slt i32 %207, 8
  br i1 %208, label %209, label %224

209:                                              ; preds = %206
  %210 = load i32, i32* %28, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %27, i64 0, i64 %211
  %213 = getelementptr inbounds %struct.P2, %struct.P2* %29, i32 0, i32 0
  %214 = load i32, i32* %28, align 4
  store i32 %214, i32* %213, align 4
  %215 = getelementptr inbounds %struct.P2, %struct.P2* %29, i32 0, i32 1
  %216 = load i32, i32* %28, align 4
  %217 = load i32, i32* %28, align 4
  %218 = mul nsw i32 %216, %217
  store i32 %218, i32* %215, align 4
  %219 = bitcast %struct.P2* %212 to i8*
  %220 = bitcast %struct.P2* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %219, i8* align 4 %220, i64 8, i1 false)
  br label %221

221:                                              ; preds = %209
  %222 = load i32, i32* %28, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, i32* %28, align 4
  br label %206, !llvm.loop !6

224:                                              ; preds = %206
  %225 = bitcast %struct.P2* %30 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %225, i8 0, i64 8, i1 false)
  store i32 0, i32* %31, align 4
  br label %226

226:                                              ; preds = %239, %224
  %227 = load i32, i32* %31, align 4
  %228 = icmp slt i32 %227, 8
  br i1 %228, label %229, label %242

229:                                              ; preds = %226
  %230 = load i32, i32* %31, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %27, i64 0, i64 %231
  %233 = bitcast %struct.P2* %30 to i64*
  %234 = load i64, i64* %233, align 4
  %235 = bitcast %struct.P2* %232 to i64*
  %236 = load i64, i64* %235, align 4
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %32, i64 %234, i64 %236)
  %237 = bitcast %struct.P2* %30 to i8*
  %238 = bitcast %struct.P2* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %237, i8* align 4 %238, i64 8, i1 false)
  br label %239

239:                                              ; preds = %229
  %240 = load i32, i32* %31, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, i32* %31, align 4
  br label %226, !llvm.loop !8

242:                                              ; preds = %226
  %243 = getelementptr inbounds %struct.P2, %struct.P2* %30, i32 0, i32 0
  %244 = load i32, i32* %243, align 4
  %245 = getelementptr inbounds %struct.P2, %struct.P2* %30, i32 0, i32 1
  %246 = load i32, i32* %245, align 4
  %247 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %244, i32 noundef signext %246)
  store i32 0, i32* %34, align 4
  br label %248

248:                                              ; preds = %272, %242
  %249 = load i32, i32* %34, align 4
  %250 = icmp slt i32 %249, 5
  br i1 %250, label %251, label %275

251:                                              ; preds = %248
  %252 = load i32, i32* %34, align 4
  %253 = mul nsw i32 10, %252
  %254 = load i32, i32* %34, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %33, i64 0, i64 %255
  %257 = getelementptr inbounds %struct.Node, %struct.Node* %256, i32 0, i32 0
  store i32 %253, i32* %257, align 8
  %258 = load i32, i32* %34, align 4
  %259 = icmp slt i32 %258, 4
  br i1 %259, label %260, label %265

260:                                              ; preds = %251
  %261 = load i32, i32* %34, align 4
  %262 = add nsw i32 %261, 1
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %33, i64 0, i64 %263
  br label %266

265:                                              ; preds = %251
  br label %266

266:                                              ; preds = %265, %260
  %267 = phi %struct.Node* [ %264, %260 ], [ null, %265 ]
  %268 = load i32, i32* %34, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %33, i64 0, i64 %269
  %271 = getelementptr inbounds %struct.Node, %struct.Node* %270, i32 0, i32 1
  store %struct.Node* %267, %struct.Node** %271, align 8
  br label %272

272:                                              ; preds = %266
  %273 = load i32, i32* %34, align 4
  %274 = add nsw i32 %273, 1
  store i32 %274, i32* %34, align 4
  br label %248, !llvm.loop !9

275:                                              ; preds = %248
  store i32 0, i32* %35, align 4
  %276 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %33, i64 0, i64 0
  store %struct.Node* %276, %struct.Node** %36, align 8
  br label %277

277:                                              ; preds = %286, %275
  %278 = load %struct.Node*, %struct.Node** %36, align 8
  %279 = icmp ne %struct.Node* %278, null
  br i1 %279, label %280, label %290

280:                                              ; preds = %277
  %281 = load %struct.Node*, %struct.Node** %36, align 8
  %282 = getelementptr inbounds %struct.Node, %struct.Node* %281, i32 0, i32 0
  %283 = load i32, i32* %282, align 8
  %284 = load i32, i32* %35, align 4
  %285 = add nsw i32 %284, %283
  store i32 %285, i32* %35, align 4
  br label %286

286:                                              ; preds = %280
  %287 = load %struct.Node*, %struct.Node** %36, align 8
  %288 = getelementptr inbounds %struct.Node, %struct.Node* %287, i32 0, i32 1
  %289 = load %struct.Node*, %struct.Node** %288, align 8
  store %struct.Node* %289, %struct.Node** %36, align 8
  br label %277, !llvm.loop !10

290:                                              ; preds = %277
  %291 = load i32, i32* %35, align 4
  %292 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext %291)
  %293 = bitcast %struct.Big* %37 to i8*
  %294 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %293, i8* align 8 %294, i64 48, i1 false)
  %295 = getelementptr inbounds %struct.Big, %struct.Big* %37, i32 0, i32 0
  %296 = getelementptr inbounds [10 x i32], [10 x i32]* %295, i64 0, i64 3
  store i32 0, i32* %296, align 4
  %297 = getelementptr inbounds %struct.Big, %struct.Big* %37, i32 0, i32 0
  %298 = getelementptr inbounds [10 x i32], [10 x i32]* %297, i64 0, i64 3
  %299 = load i32, i32* %298, align 4
  %300 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %301 = getelementptr inbounds [10 x i32], [10 x i32]* %300, i64 0, i64 3
  %302 = load i32, i32* %301, align 4
  %303 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %299, i32 noundef signext %302)
  ret i32 11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p2_add(%struct.P2* noalias sret(%struct.P2) align 4 %0, i64 %1, i64 %2) #0 {
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P2, align 4
  %6 = bitcast %struct.P2* %4 to i64*
  store i64 %1, i64* %6, align 4
  %7 = bitcast %struct.P2* %5 to i64*
  store i64 %2, i64* %7, align 4
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

declare signext i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(%struct.P3d* noalias sret(%struct.P3d) align 8 %0, [3 x i64] %1, [3 x i64] %2) #0 {
  %4 = alloca %struct.P3d, align 8
  %5 = alloca %struct.P3d, align 8
  %6 = bitcast %struct.P3d* %4 to [3 x i64]*
  store [3 x i64] %1, [3 x i64]* %6, align 8
  %7 = bitcast %struct.P3d* %5 to [3 x i64]*
  store [3 x i64] %2, [3 x i64]* %7, align 8
  %8 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 0
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
  %20 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 1
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
  %32 = getelementptr inbounds %struct.P3d, %struct.P3d* %0, i32 0, i32 2
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
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4_scale(%struct.F4* noalias sret(%struct.F4) align 4 %0, [2 x i64] %1, float noundef %2) #0 {
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  %6 = bitcast %struct.F4* %4 to [2 x i64]*
  store [2 x i64] %1, [2 x i64]* %6, align 4
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 4 %24, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_make(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef signext %1) #0 {
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

9:                                                ; preds = %21, %1
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 10
  br i1 %11, label %12, label %24

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %14 = load i32, i32* %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [10 x i32], [10 x i32]* %13, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = sext i32 %17 to i64
  %19 = load i64, i64* %3, align 8
  %20 = add nsw i64 %19, %18
  store i64 %20, i64* %3, align 8
  br label %21

21:                                               ; preds = %12
  %22 = load i32, i32* %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %4, align 4
  br label %9, !llvm.loop !12

24:                                               ; preds = %9
  %25 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %26 = getelementptr inbounds [10 x i32], [10 x i32]* %25, i64 0, i64 0
  store i32 -1, i32* %26, align 8
  %27 = load i64, i64* %3, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tiny_rot(%struct.Tiny* noalias sret(%struct.Tiny) align 1 %0, i24 %1) #0 {
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca i24, align 4
  store i24 %1, i24* %4, align 4
  %5 = bitcast %struct.Tiny* %3 to i8*
  %6 = bitcast i24* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %5, i8* align 4 %6, i64 3, i1 false)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_bump(%struct.Outer* noalias sret(%struct.Outer) align 4 %0, [3 x i64] %1) #0 {
  %3 = alloca %struct.Outer, align 4
  %4 = alloca [3 x i64], align 8
  store [3 x i64] %1, [3 x i64]* %4, align 8
  %5 = bitcast %struct.Outer* %3 to i8*
  %6 = bitcast [3 x i64]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %5, i8* align 8 %6, i64 20, i1 false)
  %7 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Inner, %struct.Inner* %7, i32 0, i32 0
  %9 = load i16, i16* %8, align 4
  %10 = add i16 %9, 1
  store i16 %10, i16* %8, align 4
  %11 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %12 = getelementptr inbounds %struct.Inner, %struct.Inner* %11, i32 0, i32 1
  %13 = getelementptr inbounds [6 x i8], [6 x i8]* %12, i64 0, i64 0
  store i8 88, i8* %13, align 2
  %14 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = mul nsw i32 %15, 2
  store i32 %16, i32* %14, align 4
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 2
  %18 = getelementptr inbounds %struct.P2, %struct.P2* %17, i32 0, i32 1
  %19 = load i32, i32* %18, align 4
  %20 = sub nsw i32 0, %19
  %21 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 2
  %22 = getelementptr inbounds %struct.P2, %struct.P2* %21, i32 0, i32 1
  store i32 %20, i32* %22, align 4
  %23 = bitcast %struct.Outer* %0 to i8*
  %24 = bitcast %struct.Outer* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 4 %24, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, [3 x i64] %1, [2 x i64] %2, [3 x i64] %3, i64 %4, i24 %5, [2 x i64] %6, [3 x i64] %7) #0 {
  %9 = alloca %struct.P2, align 4
  %10 = alloca %struct.P3d, align 8
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.Mixed, align 8
  %13 = alloca %struct.P2, align 4
  %14 = alloca %struct.Tiny, align 1
  %15 = alloca i24, align 4
  %16 = alloca %struct.LL2, align 8
  %17 = alloca %struct.P3d, align 8
  %18 = bitcast %struct.P2* %9 to i64*
  store i64 %0, i64* %18, align 4
  %19 = bitcast %struct.P3d* %10 to [3 x i64]*
  store [3 x i64] %1, [3 x i64]* %19, align 8
  %20 = bitcast %struct.F4* %11 to [2 x i64]*
  store [2 x i64] %2, [2 x i64]* %20, align 4
  %21 = bitcast %struct.Mixed* %12 to [3 x i64]*
  store [3 x i64] %3, [3 x i64]* %21, align 8
  %22 = bitcast %struct.P2* %13 to i64*
  store i64 %4, i64* %22, align 4
  store i24 %5, i24* %15, align 4
  %23 = bitcast %struct.Tiny* %14 to i8*
  %24 = bitcast i24* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %23, i8* align 4 %24, i64 3, i1 false)
  %25 = bitcast %struct.LL2* %16 to [2 x i64]*
  store [2 x i64] %6, [2 x i64]* %25, align 8
  %26 = bitcast %struct.P3d* %17 to [3 x i64]*
  store [3 x i64] %7, [3 x i64]* %26, align 8
  %27 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 0
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds %struct.P2, %struct.P2* %9, i32 0, i32 1
  %30 = load i32, i32* %29, align 4
  %31 = add nsw i32 %28, %30
  %32 = sitofp i32 %31 to double
  %33 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  %34 = load double, double* %33, align 8
  %35 = fadd double %32, %34
  %36 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  %37 = load double, double* %36, align 8
  %38 = fadd double %35, %37
  %39 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  %40 = load double, double* %39, align 8
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
  %59 = load i8, i8* %58, align 8
  %60 = zext i8 %59 to i32
  %61 = sitofp i32 %60 to double
  %62 = fadd double %57, %61
  %63 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 1
  %64 = load double, double* %63, align 8
  %65 = fadd double %62, %64
  %66 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %12, i32 0, i32 2
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
  %81 = zext i8 %80 to i32
  %82 = sitofp i32 %81 to double
  %83 = fadd double %78, %82
  %84 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 1
  %85 = load i8, i8* %84, align 1
  %86 = zext i8 %85 to i32
  %87 = sitofp i32 %86 to double
  %88 = fadd double %83, %87
  %89 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %14, i32 0, i32 2
  %90 = load i8, i8* %89, align 1
  %91 = zext i8 %90 to i32
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
  %102 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 0
  %103 = load double, double* %102, align 8
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 1
  %106 = load double, double* %105, align 8
  %107 = fadd double %104, %106
  %108 = getelementptr inbounds %struct.P3d, %struct.P3d* %17, i32 0, i32 2
  %109 = load double, double* %108, align 8
  %110 = fadd double %107, %109
  ret double %110
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
