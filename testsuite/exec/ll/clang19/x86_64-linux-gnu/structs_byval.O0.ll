; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
%struct.Node = type { i32, ptr }

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
  %20 = alloca %struct.Outer, align 8
  %21 = alloca %struct.Outer, align 4
  %22 = alloca %struct.LL2, align 8
  %23 = alloca %struct.LL2, align 8
  %24 = alloca double, align 8
  %25 = alloca i24, align 4
  %26 = alloca [8 x %struct.P2], align 16
  %27 = alloca i32, align 4
  %28 = alloca %struct.P2, align 4
  %29 = alloca %struct.P2, align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.P2, align 4
  %32 = alloca [5 x %struct.Node], align 16
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 8, i1 false)
  %37 = load i64, ptr %2, align 4
  %38 = load i64, ptr %3, align 4
  %39 = call i64 @p2_add(i64 %37, i64 %38)
  store i64 %39, ptr %4, align 4
  %40 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41, i32 noundef %43)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.y, i64 24, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %7, ptr noundef byval(%struct.P3d) align 8 %5, ptr noundef byval(%struct.P3d) align 8 %6)
  %45 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %50 = load double, ptr %49, align 8
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %46, double noundef %48, double noundef %50)
  %52 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 1.500000e+00, ptr %52, align 8
  %53 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double -2.000000e+00, ptr %53, align 8
  %54 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double 2.500000e-01, ptr %54, align 8
  %55 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 4.000000e+00, ptr %55, align 8
  %56 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double 8.000000e+00, ptr %56, align 8
  %57 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double -1.000000e+00, ptr %57, align 8
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %8, ptr noundef byval(%struct.P3d) align 8 %9, ptr noundef byval(%struct.P3d) align 8 %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 24, i1 false)
  %58 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %63 = load double, ptr %62, align 8
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %59, double noundef %61, double noundef %63)
  %65 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %65, align 4
  %66 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %66, align 4
  %67 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %67, align 4
  %68 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %68, align 4
  %69 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 0
  %70 = load <2 x float>, ptr %69, align 4
  %71 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 1
  %72 = load <2 x float>, ptr %71, align 4
  %73 = call { <2 x float>, <2 x float> } @f4_scale(<2 x float> %70, <2 x float> %72, float noundef 4.000000e+00)
  %74 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 0
  %75 = extractvalue { <2 x float>, <2 x float> } %73, 0
  store <2 x float> %75, ptr %74, align 4
  %76 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 1
  %77 = extractvalue { <2 x float>, <2 x float> } %73, 1
  store <2 x float> %77, ptr %76, align 4
  %78 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %79 = load float, ptr %78, align 4
  %80 = fpext float %79 to double
  %81 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %82 = load float, ptr %81, align 4
  %83 = fpext float %82 to double
  %84 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %85 = load float, ptr %84, align 4
  %86 = fpext float %85 to double
  %87 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %88 = load float, ptr %87, align 4
  %89 = fpext float %88 to double
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %80, double noundef %83, double noundef %86, double noundef %89)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 8 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %91 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %92 = load i8, ptr %91, align 8
  %93 = sext i8 %92 to i32
  %94 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %97 = load i16, ptr %96, align 8
  %98 = sext i16 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %93, double noundef %95, i32 noundef %98)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %14, i32 noundef 5)
  %100 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %101 = getelementptr inbounds [10 x i32], ptr %100, i64 0, i64 9
  %102 = load i32, ptr %101, align 4
  %103 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %14)
  %104 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %105 = load i64, ptr %104, align 8
  %106 = ashr i64 %105, 33
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %102, i64 noundef %103, i64 noundef %106)
  %108 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %109 = getelementptr inbounds [10 x i32], ptr %108, i64 0, i64 0
  %110 = load i32, ptr %109, align 8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %110)
  %112 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i8 97, ptr %112, align 1
  %113 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 1
  store i8 98, ptr %113, align 1
  %114 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 2
  store i8 99, ptr %114, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 1 %17, i64 3, i1 false)
  %115 = load i24, ptr %18, align 4
  %116 = call i24 @tiny_rot(i24 %115)
  store i24 %116, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 1 %16, i64 3, i1 false)
  %117 = load i24, ptr %19, align 4
  %118 = call i24 @tiny_rot(i24 %117)
  store i24 %118, ptr %15, align 1
  %119 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %120 = load i8, ptr %119, align 1
  %121 = sext i8 %120 to i32
  %122 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 1
  %123 = load i8, ptr %122, align 1
  %124 = sext i8 %123 to i32
  %125 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 2
  %126 = load i8, ptr %125, align 1
  %127 = sext i8 %126 to i32
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %121, i32 noundef %124, i32 noundef %127)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.main.o, i64 20, i1 false)
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %21, ptr noundef byval(%struct.Outer) align 8 %20)
  %129 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %130 = getelementptr inbounds %struct.Inner, ptr %129, i32 0, i32 0
  %131 = load i16, ptr %130, align 4
  %132 = sext i16 %131 to i32
  %133 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %134 = getelementptr inbounds %struct.Inner, ptr %133, i32 0, i32 1
  %135 = getelementptr inbounds [6 x i8], ptr %134, i64 0, i64 0
  %136 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 1
  %137 = load i32, ptr %136, align 4
  %138 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %139 = getelementptr inbounds %struct.P2, ptr %138, i32 0, i32 0
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %142 = getelementptr inbounds %struct.P2, ptr %141, i32 0, i32 1
  %143 = load i32, ptr %142, align 4
  %144 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %145 = getelementptr inbounds %struct.Inner, ptr %144, i32 0, i32 0
  %146 = load i16, ptr %145, align 4
  %147 = sext i16 %146 to i32
  %148 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %149 = getelementptr inbounds %struct.Inner, ptr %148, i32 0, i32 1
  %150 = getelementptr inbounds [6 x i8], ptr %149, i64 0, i64 0
  %151 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 1
  %152 = load i32, ptr %151, align 4
  %153 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %154 = getelementptr inbounds %struct.P2, ptr %153, i32 0, i32 0
  %155 = load i32, ptr %154, align 4
  %156 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %157 = getelementptr inbounds %struct.P2, ptr %156, i32 0, i32 1
  %158 = load i32, ptr %157, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %132, ptr noundef %135, i32 noundef %137, i32 noundef %140, i32 noundef %143, i32 noundef %147, ptr noundef %150, i32 noundef %152, i32 noundef %155, i32 noundef %158)
  %160 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 0
  store i64 1099511627776, ptr %160, align 8
  %161 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 1
  store i64 -7, ptr %161, align 8
  %162 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %163 = load i64, ptr %162, align 8
  %164 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %165 = load i64, ptr %164, align 8
  %166 = call { i64, i64 } @ll2_swap(i64 %163, i64 %165)
  %167 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %168 = extractvalue { i64, i64 } %166, 0
  store i64 %168, ptr %167, align 8
  %169 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %170 = extractvalue { i64, i64 } %166, 1
  store i64 %170, ptr %169, align 8
  %171 = getelementptr inbounds %struct.LL2, ptr %22, i32 0, i32 0
  %172 = load i64, ptr %171, align 8
  %173 = getelementptr inbounds %struct.LL2, ptr %22, i32 0, i32 1
  %174 = load i64, ptr %173, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %172, i64 noundef %174)
  %176 = load i64, ptr %2, align 4
  %177 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 0
  %178 = load <2 x float>, ptr %177, align 4
  %179 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 1
  %180 = load <2 x float>, ptr %179, align 4
  %181 = load i64, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 1 %15, i64 3, i1 false)
  %182 = load i24, ptr %25, align 4
  %183 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %184 = load i64, ptr %183, align 8
  %185 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %186 = load i64, ptr %185, align 8
  %187 = call double @many(i64 %176, ptr noundef byval(%struct.P3d) align 8 %5, <2 x float> %178, <2 x float> %180, ptr noundef byval(%struct.Mixed) align 8 %13, i64 %181, i24 %182, i64 %184, i64 %186, ptr noundef byval(%struct.P3d) align 8 %6)
  store double %187, ptr %24, align 8
  %188 = load double, ptr %24, align 8
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %188)
  store i32 0, ptr %27, align 4
  br label %190

190:                                              ; preds = %203, %0
  %191 = load i32, ptr %27, align 4
  %192 = icmp slt i32 %191, 8
  br i1 %192, label %193, label %206

193:                                              ; preds = %190
  %194 = load i32, ptr %27, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [8 x %struct.P2], ptr %26, i64 0, i64 %195
  %197 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 0
  %198 = load i32, ptr %27, align 4
  store i32 %198, ptr %197, align 4
  %199 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 1
  %200 = load i32, ptr %27, align 4
  %201 = load i32, ptr %27, align 4
  %202 = mul nsw i32 %200, %201
  store i32 %202, ptr %199, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %196, ptr align 4 %28, i64 8, i1 false)
  br label %203

203:                                              ; preds = %193
  %204 = load i32, ptr %27, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %27, align 4
  br label %190, !llvm.loop !6

206:                                              ; preds = %190
  call void @llvm.memset.p0.i64(ptr align 4 %29, i8 0, i64 8, i1 false)
  store i32 0, ptr %30, align 4
  br label %207

207:                                              ; preds = %217, %206
  %208 = load i32, ptr %30, align 4
  %209 = icmp slt i32 %208, 8
  br i1 %209, label %210, label %220

210:                                              ; preds = %207
  %211 = load i32, ptr %30, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [8 x %struct.P2], ptr %26, i64 0, i64 %212
  %214 = load i64, ptr %29, align 4
  %215 = load i64, ptr %213, align 8
  %216 = call i64 @p2_add(i64 %214, i64 %215)
  store i64 %216, ptr %31, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %31, i64 8, i1 false)
  br label %217

217:                                              ; preds = %210
  %218 = load i32, ptr %30, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %30, align 4
  br label %207, !llvm.loop !8

220:                                              ; preds = %207
  %221 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 0
  %222 = load i32, ptr %221, align 4
  %223 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 1
  %224 = load i32, ptr %223, align 4
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %222, i32 noundef %224)
  store i32 0, ptr %33, align 4
  br label %226

226:                                              ; preds = %250, %220
  %227 = load i32, ptr %33, align 4
  %228 = icmp slt i32 %227, 5
  br i1 %228, label %229, label %253

229:                                              ; preds = %226
  %230 = load i32, ptr %33, align 4
  %231 = mul nsw i32 10, %230
  %232 = load i32, ptr %33, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [5 x %struct.Node], ptr %32, i64 0, i64 %233
  %235 = getelementptr inbounds %struct.Node, ptr %234, i32 0, i32 0
  store i32 %231, ptr %235, align 16
  %236 = load i32, ptr %33, align 4
  %237 = icmp slt i32 %236, 4
  br i1 %237, label %238, label %243

238:                                              ; preds = %229
  %239 = load i32, ptr %33, align 4
  %240 = add nsw i32 %239, 1
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [5 x %struct.Node], ptr %32, i64 0, i64 %241
  br label %244

243:                                              ; preds = %229
  br label %244

244:                                              ; preds = %243, %238
  %245 = phi ptr [ %242, %238 ], [ null, %243 ]
  %246 = load i32, ptr %33, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [5 x %struct.Node], ptr %32, i64 0, i64 %247
  %249 = getelementptr inbounds %struct.Node, ptr %248, i32 0, i32 1
  store ptr %245, ptr %249, align 8
  br label %250

250:                                              ; preds = %244
  %251 = load i32, ptr %33, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %33, align 4
  br label %226, !llvm.loop !9

253:                                              ; preds = %226
  store i32 0, ptr %34, align 4
  %254 = getelementptr inbounds [5 x %struct.Node], ptr %32, i64 0, i64 0
  store ptr %254, ptr %35, align 8
  br label %255

255:                                              ; preds = %264, %253
  %256 = load ptr, ptr %35, align 8
  %257 = icmp ne ptr %256, null
  br i1 %257, label %258, label %268

258:                                              ; preds = %255
  %259 = load ptr, ptr %35, align 8
  %260 = getelementptr inbounds %struct.Node, ptr %259, i32 0, i32 0
  %261 = load i32, ptr %260, align 8
  %262 = load i32, ptr %34, align 4
  %263 = add nsw i32 %262, %261
  store i32 %263, ptr %34, align 4
  br label %264

264:                                              ; preds = %258
  %265 = load ptr, ptr %35, align 8
  %266 = getelementptr inbounds %struct.Node, ptr %265, i32 0, i32 1
  %267 = load ptr, ptr %266, align 8
  store ptr %267, ptr %35, align 8
  br label %255, !llvm.loop !10

268:                                              ; preds = %255
  %269 = load i32, ptr %34, align 4
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %269)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %14, i64 48, i1 false)
  %271 = getelementptr inbounds %struct.Big, ptr %36, i32 0, i32 0
  %272 = getelementptr inbounds [10 x i32], ptr %271, i64 0, i64 3
  store i32 0, ptr %272, align 4
  %273 = getelementptr inbounds %struct.Big, ptr %36, i32 0, i32 0
  %274 = getelementptr inbounds [10 x i32], ptr %273, i64 0, i64 3
  %275 = load i32, ptr %274, align 4
  %276 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %277 = getelementptr inbounds [10 x i32], ptr %276, i64 0, i64 3
  %278 = load i32, ptr %277, align 4
  %279 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %275, i32 noundef %278)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @p2_add(i64 %0, i64 %1) #2 {
  %3 = alloca %struct.P2, align 4
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P2, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  store i32 %17, ptr %12, align 4
  %18 = load i64, ptr %3, align 4
  ret i64 %18
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.P3d) align 8 %0, ptr noundef byval(%struct.P3d) align 8 %1, ptr noundef byval(%struct.P3d) align 8 %2) #2 {
  %4 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = fneg double %13
  %15 = call double @llvm.fmuladd.f64(double %6, double %8, double %14)
  store double %15, ptr %4, align 8
  %16 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, %24
  %26 = fneg double %25
  %27 = call double @llvm.fmuladd.f64(double %18, double %20, double %26)
  store double %27, ptr %16, align 8
  %28 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 2
  %29 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 1
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.P3d, ptr %2, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = fmul double %34, %36
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %30, double %32, double %38)
  store double %39, ptr %28, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @f4_scale(<2 x float> %0, <2 x float> %1, float noundef %2) #0 {
  %4 = alloca %struct.F4, align 4
  %5 = alloca %struct.F4, align 4
  %6 = alloca float, align 4
  %7 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %5, i32 0, i32 1
  store <2 x float> %1, ptr %8, align 4
  store float %2, ptr %6, align 4
  %9 = load float, ptr %6, align 4
  %10 = getelementptr inbounds %struct.F4, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = fmul float %11, %9
  store float %12, ptr %10, align 4
  %13 = load float, ptr %6, align 4
  %14 = getelementptr inbounds %struct.F4, ptr %5, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, %13
  store float %16, ptr %14, align 4
  %17 = load float, ptr %6, align 4
  %18 = getelementptr inbounds %struct.F4, ptr %5, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = fmul float %19, %17
  store float %20, ptr %18, align 4
  %21 = load float, ptr %6, align 4
  %22 = getelementptr inbounds %struct.F4, ptr %5, i32 0, i32 3
  %23 = load float, ptr %22, align 4
  %24 = fmul float %23, %21
  store float %24, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 16, i1 false)
  %25 = load { <2 x float>, <2 x float> }, ptr %4, align 4
  ret { <2 x float>, <2 x float> } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #2 {
  %5 = alloca i8, align 1
  %6 = alloca double, align 8
  %7 = alloca i16, align 2
  store i8 %1, ptr %5, align 1
  store double %2, ptr %6, align 8
  store i16 %3, ptr %7, align 2
  %8 = load i8, ptr %5, align 1
  %9 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 0
  store i8 %8, ptr %9, align 8
  %10 = load double, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 1
  store double %10, ptr %11, align 8
  %12 = load i16, ptr %7, align 2
  %13 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 2
  store i16 %12, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %10, %11
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i32], ptr %14, i64 0, i64 %16
  store i32 %13, ptr %17, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !11

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = shl i64 %23, 33
  %25 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %24, ptr %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %0) #2 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %5 = load i64, ptr %4, align 8
  %6 = ashr i64 %5, 33
  store i64 %6, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = load i64, ptr %2, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %2, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %7, !llvm.loop !12

22:                                               ; preds = %7
  %23 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i32], ptr %23, i64 0, i64 0
  store i32 -1, ptr %24, align 8
  %25 = load i64, ptr %2, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @tiny_rot(i24 %0) #2 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca i24, align 4
  store i24 %0, ptr %3, align 1
  %5 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 1
  %7 = load i8, ptr %6, align 1
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 2
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 2
  %12 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  store i8 %13, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false)
  %14 = load i24, ptr %4, align 4
  ret i24 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_bump(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 4 %0, ptr noundef byval(%struct.Outer) align 8 %1) #2 {
  %3 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Inner, ptr %3, i32 0, i32 0
  %5 = load i16, ptr %4, align 8
  %6 = add i16 %5, 1
  store i16 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Inner, ptr %7, i32 0, i32 1
  %9 = getelementptr inbounds [6 x i8], ptr %8, i64 0, i64 0
  store i8 88, ptr %9, align 2
  %10 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = mul nsw i32 %11, 2
  store i32 %12, ptr %10, align 8
  %13 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %14 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 0, %15
  %17 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %18 = getelementptr inbounds %struct.P2, ptr %17, i32 0, i32 1
  store i32 %16, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ll2_swap(i64 %0, i64 %1) #2 {
  %3 = alloca %struct.LL2, align 8
  %4 = alloca %struct.LL2, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.LL2, ptr %4, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  store i64 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.LL2, ptr %4, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %10, align 8
  %13 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, ptr noundef byval(%struct.P3d) align 8 %1, <2 x float> %2, <2 x float> %3, ptr noundef byval(%struct.Mixed) align 8 %4, i64 %5, i24 %6, i64 %7, i64 %8, ptr noundef byval(%struct.P3d) align 8 %9) #0 {
  %11 = alloca %struct.P2, align 4
  %12 = alloca %struct.F4, align 4
  %13 = alloca %struct.P2, align 4
  %14 = alloca %struct.Tiny, align 1
  %15 = alloca %struct.LL2, align 8
  store i64 %0, ptr %11, align 4
  %16 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 0
  store <2 x float> %2, ptr %16, align 4
  %17 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 1
  store <2 x float> %3, ptr %17, align 4
  store i64 %5, ptr %13, align 4
  store i24 %6, ptr %14, align 1
  %18 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  store i64 %7, ptr %18, align 8
  %19 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  store i64 %8, ptr %19, align 8
  %20 = getelementptr inbounds %struct.P2, ptr %11, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds %struct.P2, ptr %11, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %21, %23
  %25 = sitofp i32 %24 to double
  %26 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = fadd double %25, %27
  %29 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = fadd double %28, %30
  %32 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %33 = load double, ptr %32, align 8
  %34 = fadd double %31, %33
  %35 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  %36 = load float, ptr %35, align 4
  %37 = fpext float %36 to double
  %38 = fadd double %34, %37
  %39 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  %40 = load float, ptr %39, align 4
  %41 = fpext float %40 to double
  %42 = fadd double %38, %41
  %43 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  %44 = load float, ptr %43, align 4
  %45 = fpext float %44 to double
  %46 = fadd double %42, %45
  %47 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  %48 = load float, ptr %47, align 4
  %49 = fpext float %48 to double
  %50 = fadd double %46, %49
  %51 = getelementptr inbounds %struct.Mixed, ptr %4, i32 0, i32 0
  %52 = load i8, ptr %51, align 8
  %53 = sext i8 %52 to i32
  %54 = sitofp i32 %53 to double
  %55 = fadd double %50, %54
  %56 = getelementptr inbounds %struct.Mixed, ptr %4, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = fadd double %55, %57
  %59 = getelementptr inbounds %struct.Mixed, ptr %4, i32 0, i32 2
  %60 = load i16, ptr %59, align 8
  %61 = sext i16 %60 to i32
  %62 = sitofp i32 %61 to double
  %63 = fadd double %58, %62
  %64 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 0
  %65 = load i32, ptr %64, align 4
  %66 = sitofp i32 %65 to double
  %67 = fadd double %63, %66
  %68 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = sitofp i32 %69 to double
  %71 = fadd double %67, %70
  %72 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %73 = load i8, ptr %72, align 1
  %74 = sext i8 %73 to i32
  %75 = sitofp i32 %74 to double
  %76 = fadd double %71, %75
  %77 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 1
  %78 = load i8, ptr %77, align 1
  %79 = sext i8 %78 to i32
  %80 = sitofp i32 %79 to double
  %81 = fadd double %76, %80
  %82 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 2
  %83 = load i8, ptr %82, align 1
  %84 = sext i8 %83 to i32
  %85 = sitofp i32 %84 to double
  %86 = fadd double %81, %85
  %87 = getelementptr inbounds %struct.LL2, ptr %15, i32 0, i32 0
  %88 = load i64, ptr %87, align 8
  %89 = sitofp i64 %88 to double
  %90 = fadd double %86, %89
  %91 = getelementptr inbounds %struct.LL2, ptr %15, i32 0, i32 1
  %92 = load i64, ptr %91, align 8
  %93 = sitofp i64 %92 to double
  %94 = fadd double %90, %93
  %95 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = fadd double %94, %96
  %98 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  %99 = load double, ptr %98, align 8
  %100 = fadd double %97, %99
  %101 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  %102 = load double, ptr %101, align 8
  %103 = fadd double %100, %102
  ret double %103
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
