; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
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
  %15 = alloca %struct.Big, align 8
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca %struct.Tiny, align 1
  %18 = alloca %struct.Tiny, align 1
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca %struct.Outer, align 4
  %22 = alloca %struct.Outer, align 4
  %23 = alloca %struct.Outer, align 4
  %24 = alloca %struct.LL2, align 8
  %25 = alloca %struct.LL2, align 8
  %26 = alloca double, align 8
  %27 = alloca %struct.Mixed, align 8
  %28 = alloca i64, align 8
  %29 = alloca [8 x %struct.P2], align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.P2, align 4
  %32 = alloca %struct.P2, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.P2, align 4
  %35 = alloca [5 x %struct.Node], align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 8, i1 false)
  %40 = load i64, ptr %2, align 4
  %41 = load i64, ptr %3, align 4
  %42 = call i64 @p2_add(i64 %40, i64 %41)
  store i64 %42, ptr %4, align 4
  %43 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44, i32 noundef %46)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.y, i64 24, i1 false)
  %48 = load [3 x double], ptr %5, align 8
  %49 = load [3 x double], ptr %6, align 8
  %50 = call %struct.P3d @cross([3 x double] alignstack(8) %48, [3 x double] alignstack(8) %49)
  %51 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %52 = extractvalue %struct.P3d %50, 0
  store double %52, ptr %51, align 8
  %53 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %54 = extractvalue %struct.P3d %50, 1
  store double %54, ptr %53, align 8
  %55 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %56 = extractvalue %struct.P3d %50, 2
  store double %56, ptr %55, align 8
  %57 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %62 = load double, ptr %61, align 8
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %58, double noundef %60, double noundef %62)
  %64 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 1.500000e+00, ptr %64, align 8
  %65 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double -2.000000e+00, ptr %65, align 8
  %66 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double 2.500000e-01, ptr %66, align 8
  %67 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 4.000000e+00, ptr %67, align 8
  %68 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double 8.000000e+00, ptr %68, align 8
  %69 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double -1.000000e+00, ptr %69, align 8
  %70 = load [3 x double], ptr %9, align 8
  %71 = load [3 x double], ptr %10, align 8
  %72 = call %struct.P3d @cross([3 x double] alignstack(8) %70, [3 x double] alignstack(8) %71)
  %73 = getelementptr inbounds %struct.P3d, ptr %8, i32 0, i32 0
  %74 = extractvalue %struct.P3d %72, 0
  store double %74, ptr %73, align 8
  %75 = getelementptr inbounds %struct.P3d, ptr %8, i32 0, i32 1
  %76 = extractvalue %struct.P3d %72, 1
  store double %76, ptr %75, align 8
  %77 = getelementptr inbounds %struct.P3d, ptr %8, i32 0, i32 2
  %78 = extractvalue %struct.P3d %72, 2
  store double %78, ptr %77, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 24, i1 false)
  %79 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %84 = load double, ptr %83, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %80, double noundef %82, double noundef %84)
  %86 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %86, align 4
  %87 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %87, align 4
  %88 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %88, align 4
  %89 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %89, align 4
  %90 = load [4 x float], ptr %12, align 4
  %91 = call %struct.F4 @f4_scale([4 x float] alignstack(8) %90, float noundef 4.000000e+00)
  %92 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %93 = extractvalue %struct.F4 %91, 0
  store float %93, ptr %92, align 4
  %94 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %95 = extractvalue %struct.F4 %91, 1
  store float %95, ptr %94, align 4
  %96 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %97 = extractvalue %struct.F4 %91, 2
  store float %97, ptr %96, align 4
  %98 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %99 = extractvalue %struct.F4 %91, 3
  store float %99, ptr %98, align 4
  %100 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %101 = load float, ptr %100, align 4
  %102 = fpext float %101 to double
  %103 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %104 = load float, ptr %103, align 4
  %105 = fpext float %104 to double
  %106 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %107 = load float, ptr %106, align 4
  %108 = fpext float %107 to double
  %109 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %110 = load float, ptr %109, align 4
  %111 = fpext float %110 to double
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %102, double noundef %105, double noundef %108, double noundef %111)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 8 %13, i8 noundef 113, double noundef 6.020000e+23, i16 noundef -1234)
  %113 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %114 = load i8, ptr %113, align 8
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %119 = load i16, ptr %118, align 8
  %120 = sext i16 %119 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %115, double noundef %117, i32 noundef %120)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %14, i32 noundef 5)
  %122 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %123 = getelementptr inbounds [10 x i32], ptr %122, i64 0, i64 9
  %124 = load i32, ptr %123, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %14, i64 48, i1 false)
  %125 = call i64 @big_sum(ptr noundef %15)
  %126 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %127 = load i64, ptr %126, align 8
  %128 = ashr i64 %127, 33
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %124, i64 noundef %125, i64 noundef %128)
  %130 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %131 = getelementptr inbounds [10 x i32], ptr %130, i64 0, i64 0
  %132 = load i32, ptr %131, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %132)
  %134 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  store i8 97, ptr %134, align 1
  %135 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 1
  store i8 98, ptr %135, align 1
  %136 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 2
  store i8 99, ptr %136, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %18, i64 3, i1 false)
  %137 = load i64, ptr %19, align 8
  %138 = call i24 @tiny_rot(i64 %137)
  store i24 %138, ptr %17, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %17, i64 3, i1 false)
  %139 = load i64, ptr %20, align 8
  %140 = call i24 @tiny_rot(i64 %139)
  store i24 %140, ptr %16, align 1
  %141 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 0
  %142 = load i8, ptr %141, align 1
  %143 = zext i8 %142 to i32
  %144 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 1
  %145 = load i8, ptr %144, align 1
  %146 = zext i8 %145 to i32
  %147 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 2
  %148 = load i8, ptr %147, align 1
  %149 = zext i8 %148 to i32
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %143, i32 noundef %146, i32 noundef %149)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 @__const.main.o, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %21, i64 20, i1 false)
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %22, ptr noundef %23)
  %151 = getelementptr inbounds %struct.Outer, ptr %22, i32 0, i32 0
  %152 = getelementptr inbounds %struct.Inner, ptr %151, i32 0, i32 0
  %153 = load i16, ptr %152, align 4
  %154 = sext i16 %153 to i32
  %155 = getelementptr inbounds %struct.Outer, ptr %22, i32 0, i32 0
  %156 = getelementptr inbounds %struct.Inner, ptr %155, i32 0, i32 1
  %157 = getelementptr inbounds [6 x i8], ptr %156, i64 0, i64 0
  %158 = getelementptr inbounds %struct.Outer, ptr %22, i32 0, i32 1
  %159 = load i32, ptr %158, align 4
  %160 = getelementptr inbounds %struct.Outer, ptr %22, i32 0, i32 2
  %161 = getelementptr inbounds %struct.P2, ptr %160, i32 0, i32 0
  %162 = load i32, ptr %161, align 4
  %163 = getelementptr inbounds %struct.Outer, ptr %22, i32 0, i32 2
  %164 = getelementptr inbounds %struct.P2, ptr %163, i32 0, i32 1
  %165 = load i32, ptr %164, align 4
  %166 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %167 = getelementptr inbounds %struct.Inner, ptr %166, i32 0, i32 0
  %168 = load i16, ptr %167, align 4
  %169 = sext i16 %168 to i32
  %170 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %171 = getelementptr inbounds %struct.Inner, ptr %170, i32 0, i32 1
  %172 = getelementptr inbounds [6 x i8], ptr %171, i64 0, i64 0
  %173 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 1
  %174 = load i32, ptr %173, align 4
  %175 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %176 = getelementptr inbounds %struct.P2, ptr %175, i32 0, i32 0
  %177 = load i32, ptr %176, align 4
  %178 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %179 = getelementptr inbounds %struct.P2, ptr %178, i32 0, i32 1
  %180 = load i32, ptr %179, align 4
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %154, ptr noundef %157, i32 noundef %159, i32 noundef %162, i32 noundef %165, i32 noundef %169, ptr noundef %172, i32 noundef %174, i32 noundef %177, i32 noundef %180)
  %182 = getelementptr inbounds %struct.LL2, ptr %25, i32 0, i32 0
  store i64 1099511627776, ptr %182, align 8
  %183 = getelementptr inbounds %struct.LL2, ptr %25, i32 0, i32 1
  store i64 -7, ptr %183, align 8
  %184 = load [2 x i64], ptr %25, align 8
  %185 = call [2 x i64] @ll2_swap([2 x i64] %184)
  store [2 x i64] %185, ptr %24, align 8
  %186 = getelementptr inbounds %struct.LL2, ptr %24, i32 0, i32 0
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds %struct.LL2, ptr %24, i32 0, i32 1
  %189 = load i64, ptr %188, align 8
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %187, i64 noundef %189)
  %191 = load i64, ptr %2, align 4
  %192 = load [3 x double], ptr %5, align 8
  %193 = load [4 x float], ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %13, i64 24, i1 false)
  %194 = load i64, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 1 %16, i64 3, i1 false)
  %195 = load i64, ptr %28, align 8
  %196 = load [2 x i64], ptr %24, align 8
  %197 = load [3 x double], ptr %6, align 8
  %198 = call double @many(i64 %191, [3 x double] alignstack(8) %192, [4 x float] alignstack(8) %193, ptr noundef %27, i64 %194, i64 %195, [2 x i64] %196, [3 x double] alignstack(8) %197)
  store double %198, ptr %26, align 8
  %199 = load double, ptr %26, align 8
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %199)
  store i32 0, ptr %30, align 4
  br label %201

201:                                              ; preds = %214, %0
  %202 = load i32, ptr %30, align 4
  %203 = icmp slt i32 %202, 8
  br i1 %203, label %204, label %217

204:                                              ; preds = %201
  %205 = load i32, ptr %30, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [8 x %struct.P2], ptr %29, i64 0, i64 %206
  %208 = getelementptr inbounds %struct.P2, ptr %31, i32 0, i32 0
  %209 = load i32, ptr %30, align 4
  store i32 %209, ptr %208, align 4
  %210 = getelementptr inbounds %struct.P2, ptr %31, i32 0, i32 1
  %211 = load i32, ptr %30, align 4
  %212 = load i32, ptr %30, align 4
  %213 = mul nsw i32 %211, %212
  store i32 %213, ptr %210, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %207, ptr align 4 %31, i64 8, i1 false)
  br label %214

214:                                              ; preds = %204
  %215 = load i32, ptr %30, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %30, align 4
  br label %201, !llvm.loop !6

217:                                              ; preds = %201
  call void @llvm.memset.p0.i64(ptr align 4 %32, i8 0, i64 8, i1 false)
  store i32 0, ptr %33, align 4
  br label %218

218:                                              ; preds = %228, %217
  %219 = load i32, ptr %33, align 4
  %220 = icmp slt i32 %219, 8
  br i1 %220, label %221, label %231

221:                                              ; preds = %218
  %222 = load i32, ptr %33, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [8 x %struct.P2], ptr %29, i64 0, i64 %223
  %225 = load i64, ptr %32, align 4
  %226 = load i64, ptr %224, align 4
  %227 = call i64 @p2_add(i64 %225, i64 %226)
  store i64 %227, ptr %34, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %32, ptr align 4 %34, i64 8, i1 false)
  br label %228

228:                                              ; preds = %221
  %229 = load i32, ptr %33, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %33, align 4
  br label %218, !llvm.loop !8

231:                                              ; preds = %218
  %232 = getelementptr inbounds %struct.P2, ptr %32, i32 0, i32 0
  %233 = load i32, ptr %232, align 4
  %234 = getelementptr inbounds %struct.P2, ptr %32, i32 0, i32 1
  %235 = load i32, ptr %234, align 4
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %233, i32 noundef %235)
  store i32 0, ptr %36, align 4
  br label %237

237:                                              ; preds = %261, %231
  %238 = load i32, ptr %36, align 4
  %239 = icmp slt i32 %238, 5
  br i1 %239, label %240, label %264

240:                                              ; preds = %237
  %241 = load i32, ptr %36, align 4
  %242 = mul nsw i32 10, %241
  %243 = load i32, ptr %36, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [5 x %struct.Node], ptr %35, i64 0, i64 %244
  %246 = getelementptr inbounds %struct.Node, ptr %245, i32 0, i32 0
  store i32 %242, ptr %246, align 8
  %247 = load i32, ptr %36, align 4
  %248 = icmp slt i32 %247, 4
  br i1 %248, label %249, label %254

249:                                              ; preds = %240
  %250 = load i32, ptr %36, align 4
  %251 = add nsw i32 %250, 1
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [5 x %struct.Node], ptr %35, i64 0, i64 %252
  br label %255

254:                                              ; preds = %240
  br label %255

255:                                              ; preds = %254, %249
  %256 = phi ptr [ %253, %249 ], [ null, %254 ]
  %257 = load i32, ptr %36, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [5 x %struct.Node], ptr %35, i64 0, i64 %258
  %260 = getelementptr inbounds %struct.Node, ptr %259, i32 0, i32 1
  store ptr %256, ptr %260, align 8
  br label %261

261:                                              ; preds = %255
  %262 = load i32, ptr %36, align 4
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %36, align 4
  br label %237, !llvm.loop !9

264:                                              ; preds = %237
  store i32 0, ptr %37, align 4
  %265 = getelementptr inbounds [5 x %struct.Node], ptr %35, i64 0, i64 0
  store ptr %265, ptr %38, align 8
  br label %266

266:                                              ; preds = %275, %264
  %267 = load ptr, ptr %38, align 8
  %268 = icmp ne ptr %267, null
  br i1 %268, label %269, label %279

269:                                              ; preds = %266
  %270 = load ptr, ptr %38, align 8
  %271 = getelementptr inbounds %struct.Node, ptr %270, i32 0, i32 0
  %272 = load i32, ptr %271, align 8
  %273 = load i32, ptr %37, align 4
  %274 = add nsw i32 %273, %272
  store i32 %274, ptr %37, align 4
  br label %275

275:                                              ; preds = %269
  %276 = load ptr, ptr %38, align 8
  %277 = getelementptr inbounds %struct.Node, ptr %276, i32 0, i32 1
  %278 = load ptr, ptr %277, align 8
  store ptr %278, ptr %38, align 8
  br label %266, !llvm.loop !10

279:                                              ; preds = %266
  %280 = load i32, ptr %37, align 4
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %280)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %14, i64 48, i1 false)
  %282 = getelementptr inbounds %struct.Big, ptr %39, i32 0, i32 0
  %283 = getelementptr inbounds [10 x i32], ptr %282, i64 0, i64 3
  store i32 0, ptr %283, align 4
  %284 = getelementptr inbounds %struct.Big, ptr %39, i32 0, i32 0
  %285 = getelementptr inbounds [10 x i32], ptr %284, i64 0, i64 3
  %286 = load i32, ptr %285, align 4
  %287 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %288 = getelementptr inbounds [10 x i32], ptr %287, i64 0, i64 3
  %289 = load i32, ptr %288, align 4
  %290 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %286, i32 noundef %289)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @p2_add(i64 %0, i64 %1) #0 {
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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.P3d @cross([3 x double] alignstack(8) %0, [3 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.P3d, align 8
  %4 = alloca %struct.P3d, align 8
  %5 = alloca %struct.P3d, align 8
  store [3 x double] %0, ptr %4, align 8
  store [3 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.P3d, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, ptr %6, align 8
  %18 = getelementptr inbounds %struct.P3d, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %26 = load double, ptr %25, align 8
  %27 = fmul double %24, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %20, double %22, double %28)
  store double %29, ptr %18, align 8
  %30 = getelementptr inbounds %struct.P3d, ptr %3, i32 0, i32 2
  %31 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = fmul double %36, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %32, double %34, double %40)
  store double %41, ptr %30, align 8
  %42 = load %struct.P3d, ptr %3, align 8
  ret %struct.P3d %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.F4 @f4_scale([4 x float] alignstack(8) %0, float noundef %1) #0 {
  %3 = alloca %struct.F4, align 4
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  store [4 x float] %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = fmul float %8, %6
  store float %9, ptr %7, align 4
  %10 = load float, ptr %5, align 4
  %11 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = fmul float %12, %10
  store float %13, ptr %11, align 4
  %14 = load float, ptr %5, align 4
  %15 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 2
  %16 = load float, ptr %15, align 4
  %17 = fmul float %16, %14
  store float %17, ptr %15, align 4
  %18 = load float, ptr %5, align 4
  %19 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 3
  %20 = load float, ptr %19, align 4
  %21 = fmul float %20, %18
  store float %21, ptr %19, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 16, i1 false)
  %22 = load %struct.F4, ptr %3, align 4
  ret %struct.F4 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 8 %0, i8 noundef %1, double noundef %2, i16 noundef %3) #0 {
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
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
define internal i64 @big_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  %7 = ashr i64 %6, 33
  store i64 %7, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %23

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = load i64, ptr %3, align 8
  %19 = add nsw i64 %18, %17
  store i64 %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %8, !llvm.loop !12

23:                                               ; preds = %8
  %24 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %25 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 0
  store i32 -1, ptr %25, align 8
  %26 = load i64, ptr %3, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @tiny_rot(i64 %0) #0 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca i24, align 4
  %5 = trunc i64 %0 to i24
  store i24 %5, ptr %3, align 1
  %6 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 1
  %8 = load i8, ptr %7, align 1
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 2
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %9, align 1
  %12 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 2
  %13 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  %14 = load i8, ptr %13, align 1
  store i8 %14, ptr %12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false)
  %15 = load i24, ptr %4, align 4
  ret i24 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_bump(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Inner, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 4
  %7 = add i16 %6, 1
  store i16 %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Inner, ptr %8, i32 0, i32 1
  %10 = getelementptr inbounds [6 x i8], ptr %9, i64 0, i64 0
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @ll2_swap([2 x i64] %0) #0 {
  %2 = alloca %struct.LL2, align 8
  %3 = alloca %struct.LL2, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.LL2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  store i64 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.LL2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  store i64 %9, ptr %7, align 8
  %10 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, [3 x double] alignstack(8) %1, [4 x float] alignstack(8) %2, ptr noundef %3, i64 %4, i64 %5, [2 x i64] %6, [3 x double] alignstack(8) %7) #0 {
  %9 = alloca %struct.P2, align 4
  %10 = alloca %struct.P3d, align 8
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.P2, align 4
  %13 = alloca %struct.Tiny, align 1
  %14 = alloca %struct.LL2, align 8
  %15 = alloca %struct.P3d, align 8
  %16 = alloca ptr, align 8
  store i64 %0, ptr %9, align 4
  store [3 x double] %1, ptr %10, align 8
  store [4 x float] %2, ptr %11, align 4
  store i64 %4, ptr %12, align 4
  %17 = trunc i64 %5 to i24
  store i24 %17, ptr %13, align 1
  store [2 x i64] %6, ptr %14, align 8
  store [3 x double] %7, ptr %15, align 8
  store ptr %3, ptr %16, align 8
  %18 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %19, %21
  %23 = sitofp i32 %22 to double
  %24 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = fadd double %23, %25
  %27 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = fadd double %26, %28
  %30 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  %31 = load double, ptr %30, align 8
  %32 = fadd double %29, %31
  %33 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %34 = load float, ptr %33, align 4
  %35 = fpext float %34 to double
  %36 = fadd double %32, %35
  %37 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %38 = load float, ptr %37, align 4
  %39 = fpext float %38 to double
  %40 = fadd double %36, %39
  %41 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %42 = load float, ptr %41, align 4
  %43 = fpext float %42 to double
  %44 = fadd double %40, %43
  %45 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %46 = load float, ptr %45, align 4
  %47 = fpext float %46 to double
  %48 = fadd double %44, %47
  %49 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 0
  %50 = load i8, ptr %49, align 8
  %51 = zext i8 %50 to i32
  %52 = sitofp i32 %51 to double
  %53 = fadd double %48, %52
  %54 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = fadd double %53, %55
  %57 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 2
  %58 = load i16, ptr %57, align 8
  %59 = sext i16 %58 to i32
  %60 = sitofp i32 %59 to double
  %61 = fadd double %56, %60
  %62 = getelementptr inbounds %struct.P2, ptr %12, i32 0, i32 0
  %63 = load i32, ptr %62, align 4
  %64 = sitofp i32 %63 to double
  %65 = fadd double %61, %64
  %66 = getelementptr inbounds %struct.P2, ptr %12, i32 0, i32 1
  %67 = load i32, ptr %66, align 4
  %68 = sitofp i32 %67 to double
  %69 = fadd double %65, %68
  %70 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 0
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = sitofp i32 %72 to double
  %74 = fadd double %69, %73
  %75 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 1
  %76 = load i8, ptr %75, align 1
  %77 = zext i8 %76 to i32
  %78 = sitofp i32 %77 to double
  %79 = fadd double %74, %78
  %80 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 2
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i32
  %83 = sitofp i32 %82 to double
  %84 = fadd double %79, %83
  %85 = getelementptr inbounds %struct.LL2, ptr %14, i32 0, i32 0
  %86 = load i64, ptr %85, align 8
  %87 = sitofp i64 %86 to double
  %88 = fadd double %84, %87
  %89 = getelementptr inbounds %struct.LL2, ptr %14, i32 0, i32 1
  %90 = load i64, ptr %89, align 8
  %91 = sitofp i64 %90 to double
  %92 = fadd double %88, %91
  %93 = getelementptr inbounds %struct.P3d, ptr %15, i32 0, i32 0
  %94 = load double, ptr %93, align 8
  %95 = fadd double %92, %94
  %96 = getelementptr inbounds %struct.P3d, ptr %15, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds %struct.P3d, ptr %15, i32 0, i32 2
  %100 = load double, ptr %99, align 8
  %101 = fadd double %98, %100
  ret double %101
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
