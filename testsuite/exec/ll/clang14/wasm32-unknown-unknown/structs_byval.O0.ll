; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
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
  %18 = alloca %struct.Outer, align 4
  %19 = alloca %struct.Outer, align 4
  %20 = alloca %struct.LL2, align 8
  %21 = alloca %struct.LL2, align 8
  %22 = alloca double, align 8
  %23 = alloca [8 x %struct.P2], align 16
  %24 = alloca i32, align 4
  %25 = alloca %struct.P2, align 4
  %26 = alloca %struct.P2, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.P2, align 4
  %29 = alloca [5 x %struct.Node], align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca %struct.Node*, align 4
  %33 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  %34 = bitcast %struct.P2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %34, i8* align 4 bitcast (%struct.P2* @__const.main.a to i8*), i32 8, i1 false)
  %35 = bitcast %struct.P2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %35, i8* align 4 bitcast (%struct.P2* @__const.main.b to i8*), i32 8, i1 false)
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %4, %struct.P2* noundef byval(%struct.P2) align 4 %2, %struct.P2* noundef byval(%struct.P2) align 4 %3)
  %36 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %37 = load i32, i32* %36, align 4
  %38 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %37, i32 noundef %39)
  %41 = bitcast %struct.P3d* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %41, i8* align 8 bitcast (%struct.P3d* @__const.main.x to i8*), i32 24, i1 false)
  %42 = bitcast %struct.P3d* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %42, i8* align 8 bitcast (%struct.P3d* @__const.main.y to i8*), i32 24, i1 false)
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %7, %struct.P3d* noundef byval(%struct.P3d) align 8 %5, %struct.P3d* noundef byval(%struct.P3d) align 8 %6)
  %43 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %44 = load double, double* %43, align 8
  %45 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %46 = load double, double* %45, align 8
  %47 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %48 = load double, double* %47, align 8
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), double noundef %44, double noundef %46, double noundef %48)
  %50 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 0
  store double 1.500000e+00, double* %50, align 8
  %51 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 1
  store double -2.000000e+00, double* %51, align 8
  %52 = getelementptr inbounds %struct.P3d, %struct.P3d* %9, i32 0, i32 2
  store double 2.500000e-01, double* %52, align 8
  %53 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 0
  store double 4.000000e+00, double* %53, align 8
  %54 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 1
  store double 8.000000e+00, double* %54, align 8
  %55 = getelementptr inbounds %struct.P3d, %struct.P3d* %10, i32 0, i32 2
  store double -1.000000e+00, double* %55, align 8
  call void @cross(%struct.P3d* sret(%struct.P3d) align 8 %8, %struct.P3d* noundef byval(%struct.P3d) align 8 %9, %struct.P3d* noundef byval(%struct.P3d) align 8 %10)
  %56 = bitcast %struct.P3d* %7 to i8*
  %57 = bitcast %struct.P3d* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %56, i8* align 8 %57, i32 24, i1 false)
  %58 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %59 = load double, double* %58, align 8
  %60 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %61 = load double, double* %60, align 8
  %62 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %63 = load double, double* %62, align 8
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i32 0, i32 0), double noundef %59, double noundef %61, double noundef %63)
  %65 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 0
  store float 1.000000e+00, float* %65, align 4
  %66 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 1
  store float 2.500000e+00, float* %66, align 4
  %67 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 2
  store float -3.000000e+00, float* %67, align 4
  %68 = getelementptr inbounds %struct.F4, %struct.F4* %12, i32 0, i32 3
  store float 1.250000e-01, float* %68, align 4
  call void @f4_scale(%struct.F4* sret(%struct.F4) align 4 %11, %struct.F4* noundef byval(%struct.F4) align 4 %12, float noundef 4.000000e+00)
  %69 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 0
  %70 = load float, float* %69, align 4
  %71 = fpext float %70 to double
  %72 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 1
  %73 = load float, float* %72, align 4
  %74 = fpext float %73 to double
  %75 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 2
  %76 = load float, float* %75, align 4
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds %struct.F4, %struct.F4* %11, i32 0, i32 3
  %79 = load float, float* %78, align 4
  %80 = fpext float %79 to double
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef %71, double noundef %74, double noundef %77, double noundef %80)
  call void @mixed_make(%struct.Mixed* sret(%struct.Mixed) align 8 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %82 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 0
  %83 = load i8, i8* %82, align 8
  %84 = sext i8 %83 to i32
  %85 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 1
  %86 = load double, double* %85, align 8
  %87 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %13, i32 0, i32 2
  %88 = load i16, i16* %87, align 8
  %89 = sext i16 %88 to i32
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %84, double noundef %86, i32 noundef %89)
  call void @big_make(%struct.Big* sret(%struct.Big) align 8 %14, i32 noundef 5)
  %91 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %92 = getelementptr inbounds [10 x i32], [10 x i32]* %91, i32 0, i32 9
  %93 = load i32, i32* %92, align 4
  %94 = call i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 8 %14)
  %95 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 1
  %96 = load i64, i64* %95, align 8
  %97 = ashr i64 %96, 33
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), i32 noundef %93, i64 noundef %94, i64 noundef %97)
  %99 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %100 = getelementptr inbounds [10 x i32], [10 x i32]* %99, i32 0, i32 0
  %101 = load i32, i32* %100, align 8
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i32 0, i32 0), i32 noundef %101)
  %103 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 0
  store i8 97, i8* %103, align 1
  %104 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 1
  store i8 98, i8* %104, align 1
  %105 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %17, i32 0, i32 2
  store i8 99, i8* %105, align 1
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %16, %struct.Tiny* noundef byval(%struct.Tiny) align 1 %17)
  call void @tiny_rot(%struct.Tiny* sret(%struct.Tiny) align 1 %15, %struct.Tiny* noundef byval(%struct.Tiny) align 1 %16)
  %106 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 0
  %107 = load i8, i8* %106, align 1
  %108 = sext i8 %107 to i32
  %109 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 1
  %110 = load i8, i8* %109, align 1
  %111 = sext i8 %110 to i32
  %112 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %15, i32 0, i32 2
  %113 = load i8, i8* %112, align 1
  %114 = sext i8 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %108, i32 noundef %111, i32 noundef %114)
  %116 = bitcast %struct.Outer* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %116, i8* align 4 bitcast (%struct.Outer* @__const.main.o to i8*), i32 20, i1 false)
  call void @outer_bump(%struct.Outer* sret(%struct.Outer) align 4 %19, %struct.Outer* noundef byval(%struct.Outer) align 4 %18)
  %117 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 0
  %118 = getelementptr inbounds %struct.Inner, %struct.Inner* %117, i32 0, i32 0
  %119 = load i16, i16* %118, align 4
  %120 = sext i16 %119 to i32
  %121 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 0
  %122 = getelementptr inbounds %struct.Inner, %struct.Inner* %121, i32 0, i32 1
  %123 = getelementptr inbounds [6 x i8], [6 x i8]* %122, i32 0, i32 0
  %124 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 1
  %125 = load i32, i32* %124, align 4
  %126 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 2
  %127 = getelementptr inbounds %struct.P2, %struct.P2* %126, i32 0, i32 0
  %128 = load i32, i32* %127, align 4
  %129 = getelementptr inbounds %struct.Outer, %struct.Outer* %19, i32 0, i32 2
  %130 = getelementptr inbounds %struct.P2, %struct.P2* %129, i32 0, i32 1
  %131 = load i32, i32* %130, align 4
  %132 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 0
  %133 = getelementptr inbounds %struct.Inner, %struct.Inner* %132, i32 0, i32 0
  %134 = load i16, i16* %133, align 4
  %135 = sext i16 %134 to i32
  %136 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 0
  %137 = getelementptr inbounds %struct.Inner, %struct.Inner* %136, i32 0, i32 1
  %138 = getelementptr inbounds [6 x i8], [6 x i8]* %137, i32 0, i32 0
  %139 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 1
  %140 = load i32, i32* %139, align 4
  %141 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 2
  %142 = getelementptr inbounds %struct.P2, %struct.P2* %141, i32 0, i32 0
  %143 = load i32, i32* %142, align 4
  %144 = getelementptr inbounds %struct.Outer, %struct.Outer* %18, i32 0, i32 2
  %145 = getelementptr inbounds %struct.P2, %struct.P2* %144, i32 0, i32 1
  %146 = load i32, i32* %145, align 4
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i32 0, i32 0), i32 noundef %120, i8* noundef %123, i32 noundef %125, i32 noundef %128, i32 noundef %131, i32 noundef %135, i8* noundef %138, i32 noundef %140, i32 noundef %143, i32 noundef %146)
  %148 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 0
  store i64 1099511627776, i64* %148, align 8
  %149 = getelementptr inbounds %struct.LL2, %struct.LL2* %21, i32 0, i32 1
  store i64 -7, i64* %149, align 8
  call void @ll2_swap(%struct.LL2* sret(%struct.LL2) align 8 %20, %struct.LL2* noundef byval(%struct.LL2) align 8 %21)
  %150 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 0
  %151 = load i64, i64* %150, align 8
  %152 = getelementptr inbounds %struct.LL2, %struct.LL2* %20, i32 0, i32 1
  %153 = load i64, i64* %152, align 8
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i64 noundef %151, i64 noundef %153)
  %155 = call double @many(%struct.P2* noundef byval(%struct.P2) align 4 %2, %struct.P3d* noundef byval(%struct.P3d) align 8 %5, %struct.F4* noundef byval(%struct.F4) align 4 %11, %struct.Mixed* noundef byval(%struct.Mixed) align 8 %13, %struct.P2* noundef byval(%struct.P2) align 4 %3, %struct.Tiny* noundef byval(%struct.Tiny) align 1 %15, %struct.LL2* noundef byval(%struct.LL2) align 8 %20, %struct.P3d* noundef byval(%struct.P3d) align 8 %6)
  store double %155, double* %22, align 8
  %156 = load double, double* %22, align 8
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i32 0, i32 0), double noundef %156)
  store i32 0, i32* %24, align 4
  br label %158

158:                                              ; preds = %172, %0
  %159 = load i32, i32* %24, align 4
  %160 = icmp slt i32 %159, 8
  br i1 %160, label %161, label %175

161:                                              ; preds = %158
  %162 = load i32, i32* %24, align 4
  %163 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %23, i32 0, i32 %162
  %164 = getelementptr inbounds %struct.P2, %struct.P2* %25, i32 0, i32 0
  %165 = load i32, i32* %24, align 4
  store i32 %165, i32* %164, align 4
  %166 = getelementptr inbounds %struct.P2, %struct.P2* %25, i32 0, i32 1
  %167 = load i32, i32* %24, align 4
  %168 = load i32, i32* %24, align 4
  %169 = mul nsw i32 %167, %168
  store i32 %169, i32* %166, align 4
  %170 = bitcast %struct.P2* %163 to i8*
  %171 = bitcast %struct.P2* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %170, i8* align 4 %171, i32 8, i1 false)
  br label %172

172:                                              ; preds = %161
  %173 = load i32, i32* %24, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, i32* %24, align 4
  br label %158, !llvm.loop !2

175:                                              ; preds = %158
  %176 = bitcast %struct.P2* %26 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %176, i8 0, i32 8, i1 false)
  store i32 0, i32* %27, align 4
  br label %177

177:                                              ; preds = %185, %175
  %178 = load i32, i32* %27, align 4
  %179 = icmp slt i32 %178, 8
  br i1 %179, label %180, label %188

180:                                              ; preds = %177
  %181 = load i32, i32* %27, align 4
  %182 = getelementptr inbounds [8 x %struct.P2], [8 x %struct.P2]* %23, i32 0, i32 %181
  call void @p2_add(%struct.P2* sret(%struct.P2) align 4 %28, %struct.P2* noundef byval(%struct.P2) align 4 %26, %struct.P2* noundef byval(%struct.P2) align 4 %182)
  %183 = bitcast %struct.P2* %26 to i8*
  %184 = bitcast %struct.P2* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %183, i8* align 4 %184, i32 8, i1 false)
  br label %185

185:                                              ; preds = %180
  %186 = load i32, i32* %27, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, i32* %27, align 4
  br label %177, !llvm.loop !4

188:                                              ; preds = %177
  %189 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 0
  %190 = load i32, i32* %189, align 4
  %191 = getelementptr inbounds %struct.P2, %struct.P2* %26, i32 0, i32 1
  %192 = load i32, i32* %191, align 4
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef %190, i32 noundef %192)
  store i32 0, i32* %30, align 4
  br label %194

194:                                              ; preds = %215, %188
  %195 = load i32, i32* %30, align 4
  %196 = icmp slt i32 %195, 5
  br i1 %196, label %197, label %218

197:                                              ; preds = %194
  %198 = load i32, i32* %30, align 4
  %199 = mul nsw i32 10, %198
  %200 = load i32, i32* %30, align 4
  %201 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %200
  %202 = getelementptr inbounds %struct.Node, %struct.Node* %201, i32 0, i32 0
  store i32 %199, i32* %202, align 8
  %203 = load i32, i32* %30, align 4
  %204 = icmp slt i32 %203, 4
  br i1 %204, label %205, label %209

205:                                              ; preds = %197
  %206 = load i32, i32* %30, align 4
  %207 = add nsw i32 %206, 1
  %208 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %207
  br label %210

209:                                              ; preds = %197
  br label %210

210:                                              ; preds = %209, %205
  %211 = phi %struct.Node* [ %208, %205 ], [ null, %209 ]
  %212 = load i32, i32* %30, align 4
  %213 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 %212
  %214 = getelementptr inbounds %struct.Node, %struct.Node* %213, i32 0, i32 1
  store %struct.Node* %211, %struct.Node** %214, align 4
  br label %215

215:                                              ; preds = %210
  %216 = load i32, i32* %30, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* %30, align 4
  br label %194, !llvm.loop !5

218:                                              ; preds = %194
  store i32 0, i32* %31, align 4
  %219 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %29, i32 0, i32 0
  store %struct.Node* %219, %struct.Node** %32, align 4
  br label %220

220:                                              ; preds = %229, %218
  %221 = load %struct.Node*, %struct.Node** %32, align 4
  %222 = icmp ne %struct.Node* %221, null
  br i1 %222, label %223, label %233

223:                                              ; preds = %220
  %224 = load %struct.Node*, %struct.Node** %32, align 4
  %225 = getelementptr inbounds %struct.Node, %struct.Node* %224, i32 0, i32 0
  %226 = load i32, i32* %225, align 4
  %227 = load i32, i32* %31, align 4
  %228 = add nsw i32 %227, %226
  store i32 %228, i32* %31, align 4
  br label %229

229:                                              ; preds = %223
  %230 = load %struct.Node*, %struct.Node** %32, align 4
  %231 = getelementptr inbounds %struct.Node, %struct.Node* %230, i32 0, i32 1
  %232 = load %struct.Node*, %struct.Node** %231, align 4
  store %struct.Node* %232, %struct.Node** %32, align 4
  br label %220, !llvm.loop !6

233:                                              ; preds = %220
  %234 = load i32, i32* %31, align 4
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef %234)
  %236 = bitcast %struct.Big* %33 to i8*
  %237 = bitcast %struct.Big* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %236, i8* align 8 %237, i32 48, i1 false)
  %238 = getelementptr inbounds %struct.Big, %struct.Big* %33, i32 0, i32 0
  %239 = getelementptr inbounds [10 x i32], [10 x i32]* %238, i32 0, i32 3
  store i32 0, i32* %239, align 4
  %240 = getelementptr inbounds %struct.Big, %struct.Big* %33, i32 0, i32 0
  %241 = getelementptr inbounds [10 x i32], [10 x i32]* %240, i32 0, i32 3
  %242 = load i32, i32* %241, align 4
  %243 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %244 = getelementptr inbounds [10 x i32], [10 x i32]* %243, i32 0, i32 3
  %245 = load i32, i32* %244, align 4
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i32 noundef %242, i32 noundef %245)
  ret i32 11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @p2_add(%struct.P2* noalias sret(%struct.P2) align 4 %0, %struct.P2* noundef byval(%struct.P2) align 4 %1, %struct.P2* noundef byval(%struct.P2) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.P2, %struct.P2* %1, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  %7 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %6, %8
  store i32 %9, i32* %4, align 4
  %10 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.P2, %struct.P2* %1, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = getelementptr inbounds %struct.P2, %struct.P2* %2, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %12, %14
  store i32 %15, i32* %10, align 4
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @cross(%struct.P3d* noalias sret(%struct.P3d) align 8 %0, %struct.P3d* noundef byval(%struct.P3d) align 8 %1, %struct.P3d* noundef byval(%struct.P3d) align 8 %2) #0 {
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

; Function Attrs: noinline nounwind optnone
define internal void @f4_scale(%struct.F4* noalias sret(%struct.F4) align 4 %0, %struct.F4* noundef byval(%struct.F4) align 4 %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  store float %2, float* %4, align 4
  %5 = load float, float* %4, align 4
  %6 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 0
  %7 = load float, float* %6, align 4
  %8 = fmul float %7, %5
  store float %8, float* %6, align 4
  %9 = load float, float* %4, align 4
  %10 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 1
  %11 = load float, float* %10, align 4
  %12 = fmul float %11, %9
  store float %12, float* %10, align 4
  %13 = load float, float* %4, align 4
  %14 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 2
  %15 = load float, float* %14, align 4
  %16 = fmul float %15, %13
  store float %16, float* %14, align 4
  %17 = load float, float* %4, align 4
  %18 = getelementptr inbounds %struct.F4, %struct.F4* %1, i32 0, i32 3
  %19 = load float, float* %18, align 4
  %20 = fmul float %19, %17
  store float %20, float* %18, align 4
  %21 = bitcast %struct.F4* %0 to i8*
  %22 = bitcast %struct.F4* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %21, i8* align 4 %22, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed_make(%struct.Mixed* noalias sret(%struct.Mixed) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
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
  br label %5, !llvm.loop !7

20:                                               ; preds = %5
  %21 = load i32, i32* %3, align 4
  %22 = sext i32 %21 to i64
  %23 = shl i64 %22, 33
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %23, i64* %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @big_sum(%struct.Big* noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 8
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
  br label %7, !llvm.loop !8

21:                                               ; preds = %7
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %23 = getelementptr inbounds [10 x i32], [10 x i32]* %22, i32 0, i32 0
  store i32 -1, i32* %23, align 8
  %24 = load i64, i64* %2, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone
define internal void @tiny_rot(%struct.Tiny* noalias sret(%struct.Tiny) align 1 %0, %struct.Tiny* noundef byval(%struct.Tiny) align 1 %1) #0 {
  %3 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 1
  %5 = load i8, i8* %4, align 1
  store i8 %5, i8* %3, align 1
  %6 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 2
  %8 = load i8, i8* %7, align 1
  store i8 %8, i8* %6, align 1
  %9 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %0, i32 0, i32 2
  %10 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %1, i32 0, i32 0
  %11 = load i8, i8* %10, align 1
  store i8 %11, i8* %9, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @outer_bump(%struct.Outer* noalias sret(%struct.Outer) align 4 %0, %struct.Outer* noundef byval(%struct.Outer) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Inner, %struct.Inner* %3, i32 0, i32 0
  %5 = load i16, i16* %4, align 4
  %6 = add i16 %5, 1
  store i16 %6, i16* %4, align 4
  %7 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Inner, %struct.Inner* %7, i32 0, i32 1
  %9 = getelementptr inbounds [6 x i8], [6 x i8]* %8, i32 0, i32 0
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
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %19, i8* align 4 %20, i32 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ll2_swap(%struct.LL2* noalias sret(%struct.LL2) align 8 %0, %struct.LL2* noundef byval(%struct.LL2) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.LL2, %struct.LL2* %1, i32 0, i32 1
  %5 = load i64, i64* %4, align 8
  store i64 %5, i64* %3, align 8
  %6 = getelementptr inbounds %struct.LL2, %struct.LL2* %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.LL2, %struct.LL2* %1, i32 0, i32 0
  %8 = load i64, i64* %7, align 8
  store i64 %8, i64* %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @many(%struct.P2* noundef byval(%struct.P2) align 4 %0, %struct.P3d* noundef byval(%struct.P3d) align 8 %1, %struct.F4* noundef byval(%struct.F4) align 4 %2, %struct.Mixed* noundef byval(%struct.Mixed) align 8 %3, %struct.P2* noundef byval(%struct.P2) align 4 %4, %struct.Tiny* noundef byval(%struct.Tiny) align 1 %5, %struct.LL2* noundef byval(%struct.LL2) align 8 %6, %struct.P3d* noundef byval(%struct.P3d) align 8 %7) #0 {
  %9 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %struct.P2, %struct.P2* %0, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  %14 = sitofp i32 %13 to double
  %15 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 0
  %16 = load double, double* %15, align 8
  %17 = fadd double %14, %16
  %18 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 1
  %19 = load double, double* %18, align 8
  %20 = fadd double %17, %19
  %21 = getelementptr inbounds %struct.P3d, %struct.P3d* %1, i32 0, i32 2
  %22 = load double, double* %21, align 8
  %23 = fadd double %20, %22
  %24 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 0
  %25 = load float, float* %24, align 4
  %26 = fpext float %25 to double
  %27 = fadd double %23, %26
  %28 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 1
  %29 = load float, float* %28, align 4
  %30 = fpext float %29 to double
  %31 = fadd double %27, %30
  %32 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 2
  %33 = load float, float* %32, align 4
  %34 = fpext float %33 to double
  %35 = fadd double %31, %34
  %36 = getelementptr inbounds %struct.F4, %struct.F4* %2, i32 0, i32 3
  %37 = load float, float* %36, align 4
  %38 = fpext float %37 to double
  %39 = fadd double %35, %38
  %40 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 0
  %41 = load i8, i8* %40, align 8
  %42 = sext i8 %41 to i32
  %43 = sitofp i32 %42 to double
  %44 = fadd double %39, %43
  %45 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 1
  %46 = load double, double* %45, align 8
  %47 = fadd double %44, %46
  %48 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 2
  %49 = load i16, i16* %48, align 8
  %50 = sext i16 %49 to i32
  %51 = sitofp i32 %50 to double
  %52 = fadd double %47, %51
  %53 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 0
  %54 = load i32, i32* %53, align 4
  %55 = sitofp i32 %54 to double
  %56 = fadd double %52, %55
  %57 = getelementptr inbounds %struct.P2, %struct.P2* %4, i32 0, i32 1
  %58 = load i32, i32* %57, align 4
  %59 = sitofp i32 %58 to double
  %60 = fadd double %56, %59
  %61 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %5, i32 0, i32 0
  %62 = load i8, i8* %61, align 1
  %63 = sext i8 %62 to i32
  %64 = sitofp i32 %63 to double
  %65 = fadd double %60, %64
  %66 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %5, i32 0, i32 1
  %67 = load i8, i8* %66, align 1
  %68 = sext i8 %67 to i32
  %69 = sitofp i32 %68 to double
  %70 = fadd double %65, %69
  %71 = getelementptr inbounds %struct.Tiny, %struct.Tiny* %5, i32 0, i32 2
  %72 = load i8, i8* %71, align 1
  %73 = sext i8 %72 to i32
  %74 = sitofp i32 %73 to double
  %75 = fadd double %70, %74
  %76 = getelementptr inbounds %struct.LL2, %struct.LL2* %6, i32 0, i32 0
  %77 = load i64, i64* %76, align 8
  %78 = sitofp i64 %77 to double
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds %struct.LL2, %struct.LL2* %6, i32 0, i32 1
  %81 = load i64, i64* %80, align 8
  %82 = sitofp i64 %81 to double
  %83 = fadd double %79, %82
  %84 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 0
  %85 = load double, double* %84, align 8
  %86 = fadd double %83, %85
  %87 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 1
  %88 = load double, double* %87, align 8
  %89 = fadd double %86, %88
  %90 = getelementptr inbounds %struct.P3d, %struct.P3d* %7, i32 0, i32 2
  %91 = load double, double* %90, align 8
  %92 = fadd double %89, %91
  ret double %92
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
