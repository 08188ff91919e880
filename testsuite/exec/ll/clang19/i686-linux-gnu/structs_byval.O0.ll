; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
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
%struct.Node = type { i32, ptr }

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
  %32 = alloca ptr, align 4
  %33 = alloca %struct.Big, align 4
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
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %4, i32 %35, i32 %37, i32 %39, i32 %41)
  %42 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %45)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.x, i32 24, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.y, i32 24, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 4 %7, ptr noundef byval(%struct.P3d) align 4 %5, ptr noundef byval(%struct.P3d) align 4 %6)
  %47 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %48 = load double, ptr %47, align 4
  %49 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %50 = load double, ptr %49, align 4
  %51 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %52 = load double, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %48, double noundef %50, double noundef %52)
  %54 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 1.500000e+00, ptr %54, align 4
  %55 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double -2.000000e+00, ptr %55, align 4
  %56 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double 2.500000e-01, ptr %56, align 4
  %57 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 4.000000e+00, ptr %57, align 4
  %58 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double 8.000000e+00, ptr %58, align 4
  %59 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double -1.000000e+00, ptr %59, align 4
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 4 %8, ptr noundef byval(%struct.P3d) align 4 %9, ptr noundef byval(%struct.P3d) align 4 %10)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %8, i32 24, i1 false)
  %60 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %61 = load double, ptr %60, align 4
  %62 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %63 = load double, ptr %62, align 4
  %64 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %65 = load double, ptr %64, align 4
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %61, double noundef %63, double noundef %65)
  %67 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %67, align 4
  %68 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %68, align 4
  %69 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %69, align 4
  %70 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %70, align 4
  %71 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  %72 = load float, ptr %71, align 4
  %73 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  %74 = load float, ptr %73, align 4
  %75 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  %76 = load float, ptr %75, align 4
  %77 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  %78 = load float, ptr %77, align 4
  call void @f4_scale(ptr dead_on_unwind writable sret(%struct.F4) align 4 %11, float %72, float %74, float %76, float %78, float noundef 4.000000e+00)
  %79 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %80 = load float, ptr %79, align 4
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %83 = load float, ptr %82, align 4
  %84 = fpext float %83 to double
  %85 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %86 = load float, ptr %85, align 4
  %87 = fpext float %86 to double
  %88 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %89 = load float, ptr %88, align 4
  %90 = fpext float %89 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %81, double noundef %84, double noundef %87, double noundef %90)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 4 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %92 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %93 = load i8, ptr %92, align 4
  %94 = sext i8 %93 to i32
  %95 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %96 = load double, ptr %95, align 4
  %97 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %98 = load i16, ptr %97, align 4
  %99 = sext i16 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %94, double noundef %96, i32 noundef %99)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 4 %14, i32 noundef 5)
  %101 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %102 = getelementptr inbounds [10 x i32], ptr %101, i32 0, i32 9
  %103 = load i32, ptr %102, align 4
  %104 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 4 %14)
  %105 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %106 = load i64, ptr %105, align 4
  %107 = ashr i64 %106, 33
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %103, i64 noundef %104, i64 noundef %107)
  %109 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %110 = getelementptr inbounds [10 x i32], ptr %109, i32 0, i32 0
  %111 = load i32, ptr %110, align 4
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %111)
  %113 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i8 97, ptr %113, align 1
  %114 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 1
  store i8 98, ptr %114, align 1
  %115 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 2
  store i8 99, ptr %115, align 1
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %16, ptr noundef byval(%struct.Tiny) align 4 %17)
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %15, ptr noundef byval(%struct.Tiny) align 4 %16)
  %116 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %117 = load i8, ptr %116, align 1
  %118 = sext i8 %117 to i32
  %119 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 1
  %120 = load i8, ptr %119, align 1
  %121 = sext i8 %120 to i32
  %122 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 2
  %123 = load i8, ptr %122, align 1
  %124 = sext i8 %123 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %118, i32 noundef %121, i32 noundef %124)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %18, ptr align 4 @__const.main.o, i32 20, i1 false)
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %19, ptr noundef byval(%struct.Outer) align 4 %18)
  %126 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 0
  %127 = getelementptr inbounds %struct.Inner, ptr %126, i32 0, i32 0
  %128 = load i16, ptr %127, align 4
  %129 = sext i16 %128 to i32
  %130 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 0
  %131 = getelementptr inbounds %struct.Inner, ptr %130, i32 0, i32 1
  %132 = getelementptr inbounds [6 x i8], ptr %131, i32 0, i32 0
  %133 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 1
  %134 = load i32, ptr %133, align 4
  %135 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 2
  %136 = getelementptr inbounds %struct.P2, ptr %135, i32 0, i32 0
  %137 = load i32, ptr %136, align 4
  %138 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 2
  %139 = getelementptr inbounds %struct.P2, ptr %138, i32 0, i32 1
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %142 = getelementptr inbounds %struct.Inner, ptr %141, i32 0, i32 0
  %143 = load i16, ptr %142, align 4
  %144 = sext i16 %143 to i32
  %145 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %146 = getelementptr inbounds %struct.Inner, ptr %145, i32 0, i32 1
  %147 = getelementptr inbounds [6 x i8], ptr %146, i32 0, i32 0
  %148 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 1
  %149 = load i32, ptr %148, align 4
  %150 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %151 = getelementptr inbounds %struct.P2, ptr %150, i32 0, i32 0
  %152 = load i32, ptr %151, align 4
  %153 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %154 = getelementptr inbounds %struct.P2, ptr %153, i32 0, i32 1
  %155 = load i32, ptr %154, align 4
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %129, ptr noundef %132, i32 noundef %134, i32 noundef %137, i32 noundef %140, i32 noundef %144, ptr noundef %147, i32 noundef %149, i32 noundef %152, i32 noundef %155)
  %157 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 0
  store i64 1099511627776, ptr %157, align 4
  %158 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 1
  store i64 -7, ptr %158, align 4
  %159 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 0
  %160 = load i64, ptr %159, align 4
  %161 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 1
  %162 = load i64, ptr %161, align 4
  call void @ll2_swap(ptr dead_on_unwind writable sret(%struct.LL2) align 4 %20, i64 %160, i64 %162)
  %163 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 0
  %164 = load i64, ptr %163, align 4
  %165 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 1
  %166 = load i64, ptr %165, align 4
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %164, i64 noundef %166)
  %168 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 0
  %169 = load i32, ptr %168, align 4
  %170 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %171 = load i32, ptr %170, align 4
  %172 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %173 = load float, ptr %172, align 4
  %174 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %175 = load float, ptr %174, align 4
  %176 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %177 = load float, ptr %176, align 4
  %178 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %179 = load float, ptr %178, align 4
  %180 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %181 = load i32, ptr %180, align 4
  %182 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 1
  %183 = load i32, ptr %182, align 4
  %184 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 0
  %185 = load i64, ptr %184, align 4
  %186 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 1
  %187 = load i64, ptr %186, align 4
  %188 = call double @many(i32 %169, i32 %171, ptr noundef byval(%struct.P3d) align 4 %5, float %173, float %175, float %177, float %179, ptr noundef byval(%struct.Mixed) align 4 %13, i32 %181, i32 %183, ptr noundef byval(%struct.Tiny) align 4 %15, i64 %185, i64 %187, ptr noundef byval(%struct.P3d) align 4 %6)
  store double %188, ptr %22, align 8
  %189 = load double, ptr %22, align 8
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %189)
  store i32 0, ptr %24, align 4
  br label %191

191:                                              ; preds = %203, %0
  %192 = load i32, ptr %24, align 4
  %193 = icmp slt i32 %192, 8
  br i1 %193, label %194, label %206

194:                                              ; preds = %191
  %195 = load i32, ptr %24, align 4
  %196 = getelementptr inbounds [8 x %struct.P2], ptr %23, i32 0, i32 %195
  %197 = getelementptr inbounds %struct.P2, ptr %25, i32 0, i32 0
  %198 = load i32, ptr %24, align 4
  store i32 %198, ptr %197, align 4
  %199 = getelementptr inbounds %struct.P2, ptr %25, i32 0, i32 1
  %200 = load i32, ptr %24, align 4
  %201 = load i32, ptr %24, align 4
  %202 = mul nsw i32 %200, %201
  store i32 %202, ptr %199, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %196, ptr align 4 %25, i32 8, i1 false)
  br label %203

203:                                              ; preds = %194
  %204 = load i32, ptr %24, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %24, align 4
  br label %191, !llvm.loop !7

206:                                              ; preds = %191
  call void @llvm.memset.p0.i32(ptr align 4 %26, i8 0, i32 8, i1 false)
  store i32 0, ptr %27, align 4
  br label %207

207:                                              ; preds = %221, %206
  %208 = load i32, ptr %27, align 4
  %209 = icmp slt i32 %208, 8
  br i1 %209, label %210, label %224

210:                                              ; preds = %207
  %211 = load i32, ptr %27, align 4
  %212 = getelementptr inbounds [8 x %struct.P2], ptr %23, i32 0, i32 %211
  %213 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 0
  %214 = load i32, ptr %213, align 4
  %215 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 1
  %216 = load i32, ptr %215, align 4
  %217 = getelementptr inbounds %struct.P2, ptr %212, i32 0, i32 0
  %218 = load i32, ptr %217, align 4
  %219 = getelementptr inbounds %struct.P2, ptr %212, i32 0, i32 1
  %220 = load i32, ptr %219, align 4
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %28, i32 %214, i32 %216, i32 %218, i32 %220)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 %28, i32 8, i1 false)
  br label %221

221:                                              ; preds = %210
  %222 = load i32, ptr %27, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %27, align 4
  br label %207, !llvm.loop !9

224:                                              ; preds = %207
  %225 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 0
  %226 = load i32, ptr %225, align 4
  %227 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 1
  %228 = load i32, ptr %227, align 4
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %226, i32 noundef %228)
  store i32 0, ptr %30, align 4
  br label %230

230:                                              ; preds = %251, %224
  %231 = load i32, ptr %30, align 4
  %232 = icmp slt i32 %231, 5
  br i1 %232, label %233, label %254

233:                                              ; preds = %230
  %234 = load i32, ptr %30, align 4
  %235 = mul nsw i32 10, %234
  %236 = load i32, ptr %30, align 4
  %237 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %236
  %238 = getelementptr inbounds %struct.Node, ptr %237, i32 0, i32 0
  store i32 %235, ptr %238, align 4
  %239 = load i32, ptr %30, align 4
  %240 = icmp slt i32 %239, 4
  br i1 %240, label %241, label %245

241:                                              ; preds = %233
  %242 = load i32, ptr %30, align 4
  %243 = add nsw i32 %242, 1
  %244 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %243
  br label %246

245:                                              ; preds = %233
  br label %246

246:                                              ; preds = %245, %241
  %247 = phi ptr [ %244, %241 ], [ null, %245 ]
  %248 = load i32, ptr %30, align 4
  %249 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %248
  %250 = getelementptr inbounds %struct.Node, ptr %249, i32 0, i32 1
  store ptr %247, ptr %250, align 4
  br label %251

251:                                              ; preds = %246
  %252 = load i32, ptr %30, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %30, align 4
  br label %230, !llvm.loop !10

254:                                              ; preds = %230
  store i32 0, ptr %31, align 4
  %255 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 0
  store ptr %255, ptr %32, align 4
  br label %256

256:                                              ; preds = %265, %254
  %257 = load ptr, ptr %32, align 4
  %258 = icmp ne ptr %257, null
  br i1 %258, label %259, label %269

259:                                              ; preds = %256
  %260 = load ptr, ptr %32, align 4
  %261 = getelementptr inbounds %struct.Node, ptr %260, i32 0, i32 0
  %262 = load i32, ptr %261, align 4
  %263 = load i32, ptr %31, align 4
  %264 = add nsw i32 %263, %262
  store i32 %264, ptr %31, align 4
  br label %265

265:                                              ; preds = %259
  %266 = load ptr, ptr %32, align 4
  %267 = getelementptr inbounds %struct.Node, ptr %266, i32 0, i32 1
  %268 = load ptr, ptr %267, align 4
  store ptr %268, ptr %32, align 4
  br label %256, !llvm.loop !11

269:                                              ; preds = %256
  %270 = load i32, ptr %31, align 4
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %270)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %33, ptr align 4 %14, i32 48, i1 false)
  %272 = getelementptr inbounds %struct.Big, ptr %33, i32 0, i32 0
  %273 = getelementptr inbounds [10 x i32], ptr %272, i32 0, i32 3
  store i32 0, ptr %273, align 4
  %274 = getelementptr inbounds %struct.Big, ptr %33, i32 0, i32 0
  %275 = getelementptr inbounds [10 x i32], ptr %274, i32 0, i32 3
  %276 = load i32, ptr %275, align 4
  %277 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %278 = getelementptr inbounds [10 x i32], ptr %277, i32 0, i32 3
  %279 = load i32, ptr %278, align 4
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %276, i32 noundef %279)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p2_add(ptr dead_on_unwind noalias writable sret(%struct.P2) align 4 %0, i32 %1, i32 %2, i32 %3, i32 %4) #0 {
  %6 = alloca ptr, align 4
  %7 = alloca %struct.P2, align 4
  %8 = alloca %struct.P2, align 4
  store ptr %0, ptr %6, align 4
  %9 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 0
  store i32 %1, ptr %9, align 4
  %10 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 1
  store i32 %2, ptr %10, align 4
  %11 = getelementptr inbounds %struct.P2, ptr %8, i32 0, i32 0
  store i32 %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.P2, ptr %8, i32 0, i32 1
  store i32 %4, ptr %12, align 4
  %13 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %struct.P2, ptr %8, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 %15, %17
  store i32 %18, ptr %13, align 4
  %19 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds %struct.P2, ptr %8, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %21, %23
  store i32 %24, ptr %19, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.P3d) align 4 %0, ptr noundef byval(%struct.P3d) align 4 %1, ptr noundef byval(%struct.P3d) align 4 %2) #0 {
  %4 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
  %5 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 4
  %8 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 2
  %9 = load double, ptr %8, align 4
  %10 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %11 = load double, ptr %10, align 4
  %12 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 1
  %13 = load double, ptr %12, align 4
  %14 = fmul double %11, %13
  %15 = fneg double %14
  %16 = call double @llvm.fmuladd.f64(double %7, double %9, double %15)
  store double %16, ptr %5, align 4
  %17 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 1
  %18 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %19 = load double, ptr %18, align 4
  %20 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 0
  %21 = load double, ptr %20, align 4
  %22 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %23 = load double, ptr %22, align 4
  %24 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 2
  %25 = load double, ptr %24, align 4
  %26 = fmul double %23, %25
  %27 = fneg double %26
  %28 = call double @llvm.fmuladd.f64(double %19, double %21, double %27)
  store double %28, ptr %17, align 4
  %29 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 2
  %30 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %31 = load double, ptr %30, align 4
  %32 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 1
  %33 = load double, ptr %32, align 4
  %34 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %35 = load double, ptr %34, align 4
  %36 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 0
  %37 = load double, ptr %36, align 4
  %38 = fmul double %35, %37
  %39 = fneg double %38
  %40 = call double @llvm.fmuladd.f64(double %31, double %33, double %39)
  store double %40, ptr %29, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 4 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i16, align 2
  store ptr %0, ptr %5, align 4
  store i8 %1, ptr %6, align 1
  store double %2, ptr %7, align 8
  store i16 %3, ptr %8, align 2
  %9 = load i8, ptr %6, align 1
  %10 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 0
  store i8 %9, ptr %10, align 4
  %11 = load double, ptr %7, align 8
  %12 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 1
  store double %11, ptr %12, align 4
  %13 = load i16, ptr %8, align 2
  %14 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 2
  store i16 %13, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 4 %0, i32 noundef %1) #0 {
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
  br label %6, !llvm.loop !12

21:                                               ; preds = %6
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = shl i64 %23, 33
  %25 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %24, ptr %25, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(ptr noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %5 = load i64, ptr %4, align 4
  %6 = ashr i64 %5, 33
  store i64 %6, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %21

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %3, align 4
  %13 = getelementptr inbounds [10 x i32], ptr %11, i32 0, i32 %12
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = load i64, ptr %2, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, ptr %2, align 8
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %7, !llvm.loop !13

21:                                               ; preds = %7
  %22 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %23 = getelementptr inbounds [10 x i32], ptr %22, i32 0, i32 0
  store i32 -1, ptr %23, align 4
  %24 = load i64, ptr %2, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ll2_swap(ptr dead_on_unwind noalias writable sret(%struct.LL2) align 4 %0, i64 %1, i64 %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.LL2, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 0
  store i64 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 1
  store i64 %2, ptr %7, align 4
  %8 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 1
  %10 = load i64, ptr %9, align 4
  store i64 %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.LL2, ptr %5, i32 0, i32 0
  %13 = load i64, ptr %12, align 4
  store i64 %13, ptr %11, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 %0, i32 %1, ptr noundef byval(%struct.P3d) align 4 %2, float %3, float %4, float %5, float %6, ptr noundef byval(%struct.Mixed) align 4 %7, i32 %8, i32 %9, ptr noundef byval(%struct.Tiny) align 4 %10, i64 %11, i64 %12, ptr noundef byval(%struct.P3d) align 4 %13) #0 {
  %15 = alloca %struct.P2, align 4
  %16 = alloca %struct.F4, align 4
  %17 = alloca %struct.P2, align 4
  %18 = alloca %struct.LL2, align 4
  %19 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 0
  store i32 %0, ptr %19, align 4
  %20 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  store i32 %1, ptr %20, align 4
  %21 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 0
  store float %3, ptr %21, align 4
  %22 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 1
  store float %4, ptr %22, align 4
  %23 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 2
  store float %5, ptr %23, align 4
  %24 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 3
  store float %6, ptr %24, align 4
  %25 = getelementptr inbounds %struct.P2, ptr %17, i32 0, i32 0
  store i32 %8, ptr %25, align 4
  %26 = getelementptr inbounds %struct.P2, ptr %17, i32 0, i32 1
  store i32 %9, ptr %26, align 4
  %27 = getelementptr inbounds %struct.LL2, ptr %18, i32 0, i32 0
  store i64 %11, ptr %27, align 4
  %28 = getelementptr inbounds %struct.LL2, ptr %18, i32 0, i32 1
  store i64 %12, ptr %28, align 4
  %29 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %30, %32
  %34 = sitofp i32 %33 to double
  %35 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 0
  %36 = load double, ptr %35, align 4
  %37 = fadd double %34, %36
  %38 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 1
  %39 = load double, ptr %38, align 4
  %40 = fadd double %37, %39
  %41 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 2
  %42 = load double, ptr %41, align 4
  %43 = fadd double %40, %42
  %44 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 0
  %45 = load float, ptr %44, align 4
  %46 = fpext float %45 to double
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 1
  %49 = load float, ptr %48, align 4
  %50 = fpext float %49 to double
  %51 = fadd double %47, %50
  %52 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 2
  %53 = load float, ptr %52, align 4
  %54 = fpext float %53 to double
  %55 = fadd double %51, %54
  %56 = getelementptr inbounds %struct.F4, ptr %16, i32 0, i32 3
  %57 = load float, ptr %56, align 4
  %58 = fpext float %57 to double
  %59 = fadd double %55, %58
  %60 = getelementptr inbounds %struct.Mixed, ptr %7, i32 0, i32 0
  %61 = load i8, ptr %60, align 4
  %62 = sext i8 %61 to i32
  %63 = sitofp i32 %62 to double
  %64 = fadd double %59, %63
  %65 = getelementptr inbounds %struct.Mixed, ptr %7, i32 0, i32 1
  %66 = load double, ptr %65, align 4
  %67 = fadd double %64, %66
  %68 = getelementptr inbounds %struct.Mixed, ptr %7, i32 0, i32 2
  %69 = load i16, ptr %68, align 4
  %70 = sext i16 %69 to i32
  %71 = sitofp i32 %70 to double
  %72 = fadd double %67, %71
  %73 = getelementptr inbounds %struct.P2, ptr %17, i32 0, i32 0
  %74 = load i32, ptr %73, align 4
  %75 = sitofp i32 %74 to double
  %76 = fadd double %72, %75
  %77 = getelementptr inbounds %struct.P2, ptr %17, i32 0, i32 1
  %78 = load i32, ptr %77, align 4
  %79 = sitofp i32 %78 to double
  %80 = fadd double %76, %79
  %81 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 0
  %82 = load i8, ptr %81, align 4
  %83 = sext i8 %82 to i32
  %84 = sitofp i32 %83 to double
  %85 = fadd double %80, %84
  %86 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 1
  %87 = load i8, ptr %86, align 1
  %88 = sext i8 %87 to i32
  %89 = sitofp i32 %88 to double
  %90 = fadd double %85, %89
  %91 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 2
  %92 = load i8, ptr %91, align 2
  %93 = sext i8 %92 to i32
  %94 = sitofp i32 %93 to double
  %95 = fadd double %90, %94
  %96 = getelementptr inbounds %struct.LL2, ptr %18, i32 0, i32 0
  %97 = load i64, ptr %96, align 4
  %98 = sitofp i64 %97 to double
  %99 = fadd double %95, %98
  %100 = getelementptr inbounds %struct.LL2, ptr %18, i32 0, i32 1
  %101 = load i64, ptr %100, align 4
  %102 = sitofp i64 %101 to double
  %103 = fadd double %99, %102
  %104 = getelementptr inbounds %struct.P3d, ptr %13, i32 0, i32 0
  %105 = load double, ptr %104, align 4
  %106 = fadd double %103, %105
  %107 = getelementptr inbounds %struct.P3d, ptr %13, i32 0, i32 1
  %108 = load double, ptr %107, align 4
  %109 = fadd double %106, %108
  %110 = getelementptr inbounds %struct.P3d, ptr %13, i32 0, i32 2
  %111 = load double, ptr %110, align 4
  %112 = fadd double %109, %111
  ret double %112
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
