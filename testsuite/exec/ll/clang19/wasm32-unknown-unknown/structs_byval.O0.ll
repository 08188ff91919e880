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

@__main_void = hidden alias i32 (), ptr @main

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
  %32 = alloca ptr, align 4
  %33 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.a, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.b, i32 8, i1 false)
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %4, ptr noundef byval(%struct.P2) align 4 %2, ptr noundef byval(%struct.P2) align 4 %3)
  %34 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35, i32 noundef %37)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %5, ptr align 8 @__const.main.x, i32 24, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %6, ptr align 8 @__const.main.y, i32 24, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %7, ptr noundef byval(%struct.P3d) align 8 %5, ptr noundef byval(%struct.P3d) align 8 %6)
  %39 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %44 = load double, ptr %43, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %40, double noundef %42, double noundef %44)
  %46 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 1.500000e+00, ptr %46, align 8
  %47 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double -2.000000e+00, ptr %47, align 8
  %48 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double 2.500000e-01, ptr %48, align 8
  %49 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 4.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double 8.000000e+00, ptr %50, align 8
  %51 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double -1.000000e+00, ptr %51, align 8
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %8, ptr noundef byval(%struct.P3d) align 8 %9, ptr noundef byval(%struct.P3d) align 8 %10)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %7, ptr align 8 %8, i32 24, i1 false)
  %52 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %57 = load double, ptr %56, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %53, double noundef %55, double noundef %57)
  %59 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %59, align 4
  %60 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %60, align 4
  %61 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %61, align 4
  %62 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %62, align 4
  call void @f4_scale(ptr dead_on_unwind writable sret(%struct.F4) align 4 %11, ptr noundef byval(%struct.F4) align 4 %12, float noundef 4.000000e+00)
  %63 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %64 = load float, ptr %63, align 4
  %65 = fpext float %64 to double
  %66 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %67 = load float, ptr %66, align 4
  %68 = fpext float %67 to double
  %69 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %70 = load float, ptr %69, align 4
  %71 = fpext float %70 to double
  %72 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %73 = load float, ptr %72, align 4
  %74 = fpext float %73 to double
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %65, double noundef %68, double noundef %71, double noundef %74)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 8 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %76 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %77 = load i8, ptr %76, align 8
  %78 = sext i8 %77 to i32
  %79 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %82 = load i16, ptr %81, align 8
  %83 = sext i16 %82 to i32
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %78, double noundef %80, i32 noundef %83)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %14, i32 noundef 5)
  %85 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %86 = getelementptr inbounds [10 x i32], ptr %85, i32 0, i32 9
  %87 = load i32, ptr %86, align 4
  %88 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %14)
  %89 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %90 = load i64, ptr %89, align 8
  %91 = ashr i64 %90, 33
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %87, i64 noundef %88, i64 noundef %91)
  %93 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %94 = getelementptr inbounds [10 x i32], ptr %93, i32 0, i32 0
  %95 = load i32, ptr %94, align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %95)
  %97 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i8 97, ptr %97, align 1
  %98 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 1
  store i8 98, ptr %98, align 1
  %99 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 2
  store i8 99, ptr %99, align 1
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %16, ptr noundef byval(%struct.Tiny) align 1 %17)
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %15, ptr noundef byval(%struct.Tiny) align 1 %16)
  %100 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %101 = load i8, ptr %100, align 1
  %102 = sext i8 %101 to i32
  %103 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 1
  %104 = load i8, ptr %103, align 1
  %105 = sext i8 %104 to i32
  %106 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 2
  %107 = load i8, ptr %106, align 1
  %108 = sext i8 %107 to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %102, i32 noundef %105, i32 noundef %108)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %18, ptr align 4 @__const.main.o, i32 20, i1 false)
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %19, ptr noundef byval(%struct.Outer) align 4 %18)
  %110 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 0
  %111 = getelementptr inbounds %struct.Inner, ptr %110, i32 0, i32 0
  %112 = load i16, ptr %111, align 4
  %113 = sext i16 %112 to i32
  %114 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 0
  %115 = getelementptr inbounds %struct.Inner, ptr %114, i32 0, i32 1
  %116 = getelementptr inbounds [6 x i8], ptr %115, i32 0, i32 0
  %117 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 1
  %118 = load i32, ptr %117, align 4
  %119 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 2
  %120 = getelementptr inbounds %struct.P2, ptr %119, i32 0, i32 0
  %121 = load i32, ptr %120, align 4
  %122 = getelementptr inbounds %struct.Outer, ptr %19, i32 0, i32 2
  %123 = getelementptr inbounds %struct.P2, ptr %122, i32 0, i32 1
  %124 = load i32, ptr %123, align 4
  %125 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %126 = getelementptr inbounds %struct.Inner, ptr %125, i32 0, i32 0
  %127 = load i16, ptr %126, align 4
  %128 = sext i16 %127 to i32
  %129 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %130 = getelementptr inbounds %struct.Inner, ptr %129, i32 0, i32 1
  %131 = getelementptr inbounds [6 x i8], ptr %130, i32 0, i32 0
  %132 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 1
  %133 = load i32, ptr %132, align 4
  %134 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %135 = getelementptr inbounds %struct.P2, ptr %134, i32 0, i32 0
  %136 = load i32, ptr %135, align 4
  %137 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %138 = getelementptr inbounds %struct.P2, ptr %137, i32 0, i32 1
  %139 = load i32, ptr %138, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %113, ptr noundef %116, i32 noundef %118, i32 noundef %121, i32 noundef %124, i32 noundef %128, ptr noundef %131, i32 noundef %133, i32 noundef %136, i32 noundef %139)
  %141 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 0
  store i64 1099511627776, ptr %141, align 8
  %142 = getelementptr inbounds %struct.LL2, ptr %21, i32 0, i32 1
  store i64 -7, ptr %142, align 8
  call void @ll2_swap(ptr dead_on_unwind writable sret(%struct.LL2) align 8 %20, ptr noundef byval(%struct.LL2) align 8 %21)
  %143 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 0
  %144 = load i64, ptr %143, align 8
  %145 = getelementptr inbounds %struct.LL2, ptr %20, i32 0, i32 1
  %146 = load i64, ptr %145, align 8
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %144, i64 noundef %146)
  %148 = call double @many(ptr noundef byval(%struct.P2) align 4 %2, ptr noundef byval(%struct.P3d) align 8 %5, ptr noundef byval(%struct.F4) align 4 %11, ptr noundef byval(%struct.Mixed) align 8 %13, ptr noundef byval(%struct.P2) align 4 %3, ptr noundef byval(%struct.Tiny) align 1 %15, ptr noundef byval(%struct.LL2) align 8 %20, ptr noundef byval(%struct.P3d) align 8 %6)
  store double %148, ptr %22, align 8
  %149 = load double, ptr %22, align 8
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %149)
  store i32 0, ptr %24, align 4
  br label %151

151:                                              ; preds = %163, %0
  %152 = load i32, ptr %24, align 4
  %153 = icmp slt i32 %152, 8
  br i1 %153, label %154, label %166

154:                                              ; preds = %151
  %155 = load i32, ptr %24, align 4
  %156 = getelementptr inbounds [8 x %struct.P2], ptr %23, i32 0, i32 %155
  %157 = getelementptr inbounds %struct.P2, ptr %25, i32 0, i32 0
  %158 = load i32, ptr %24, align 4
  store i32 %158, ptr %157, align 4
  %159 = getelementptr inbounds %struct.P2, ptr %25, i32 0, i32 1
  %160 = load i32, ptr %24, align 4
  %161 = load i32, ptr %24, align 4
  %162 = mul nsw i32 %160, %161
  store i32 %162, ptr %159, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %156, ptr align 4 %25, i32 8, i1 false)
  br label %163

163:                                              ; preds = %154
  %164 = load i32, ptr %24, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %24, align 4
  br label %151, !llvm.loop !2

166:                                              ; preds = %151
  call void @llvm.memset.p0.i32(ptr align 4 %26, i8 0, i32 8, i1 false)
  store i32 0, ptr %27, align 4
  br label %167

167:                                              ; preds = %173, %166
  %168 = load i32, ptr %27, align 4
  %169 = icmp slt i32 %168, 8
  br i1 %169, label %170, label %176

170:                                              ; preds = %167
  %171 = load i32, ptr %27, align 4
  %172 = getelementptr inbounds [8 x %struct.P2], ptr %23, i32 0, i32 %171
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %28, ptr noundef byval(%struct.P2) align 4 %26, ptr noundef byval(%struct.P2) align 4 %172)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 %28, i32 8, i1 false)
  br label %173

173:                                              ; preds = %170
  %174 = load i32, ptr %27, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %27, align 4
  br label %167, !llvm.loop !4

176:                                              ; preds = %167
  %177 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 0
  %178 = load i32, ptr %177, align 4
  %179 = getelementptr inbounds %struct.P2, ptr %26, i32 0, i32 1
  %180 = load i32, ptr %179, align 4
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %178, i32 noundef %180)
  store i32 0, ptr %30, align 4
  br label %182

182:                                              ; preds = %203, %176
  %183 = load i32, ptr %30, align 4
  %184 = icmp slt i32 %183, 5
  br i1 %184, label %185, label %206

185:                                              ; preds = %182
  %186 = load i32, ptr %30, align 4
  %187 = mul nsw i32 10, %186
  %188 = load i32, ptr %30, align 4
  %189 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %188
  %190 = getelementptr inbounds %struct.Node, ptr %189, i32 0, i32 0
  store i32 %187, ptr %190, align 8
  %191 = load i32, ptr %30, align 4
  %192 = icmp slt i32 %191, 4
  br i1 %192, label %193, label %197

193:                                              ; preds = %185
  %194 = load i32, ptr %30, align 4
  %195 = add nsw i32 %194, 1
  %196 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %195
  br label %198

197:                                              ; preds = %185
  br label %198

198:                                              ; preds = %197, %193
  %199 = phi ptr [ %196, %193 ], [ null, %197 ]
  %200 = load i32, ptr %30, align 4
  %201 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 %200
  %202 = getelementptr inbounds %struct.Node, ptr %201, i32 0, i32 1
  store ptr %199, ptr %202, align 4
  br label %203

203:                                              ; preds = %198
  %204 = load i32, ptr %30, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %30, align 4
  br label %182, !llvm.loop !5

206:                                              ; preds = %182
  store i32 0, ptr %31, align 4
  %207 = getelementptr inbounds [5 x %struct.Node], ptr %29, i32 0, i32 0
  store ptr %207, ptr %32, align 4
  br label %208

208:                                              ; preds = %217, %206
  %209 = load ptr, ptr %32, align 4
  %210 = icmp ne ptr %209, null
  br i1 %210, label %211, label %221

211:                                              ; preds = %208
  %212 = load ptr, ptr %32, align 4
  %213 = getelementptr inbounds %struct.Node, ptr %212, i32 0, i32 0
  %214 = load i32, ptr %213, align 4
  %215 = load i32, ptr %31, align 4
  %216 = add nsw i32 %215, %214
  store i32 %216, ptr %31, align 4
  br label %217

217:                                              ; preds = %211
  %218 = load ptr, ptr %32, align 4
  %219 = getelementptr inbounds %struct.Node, ptr %218, i32 0, i32 1
  %220 = load ptr, ptr %219, align 4
  store ptr %220, ptr %32, align 4
  br label %208, !llvm.loop !6

221:                                              ; preds = %208
  %222 = load i32, ptr %31, align 4
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %222)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %33, ptr align 8 %14, i32 48, i1 false)
  %224 = getelementptr inbounds %struct.Big, ptr %33, i32 0, i32 0
  %225 = getelementptr inbounds [10 x i32], ptr %224, i32 0, i32 3
  store i32 0, ptr %225, align 4
  %226 = getelementptr inbounds %struct.Big, ptr %33, i32 0, i32 0
  %227 = getelementptr inbounds [10 x i32], ptr %226, i32 0, i32 3
  %228 = load i32, ptr %227, align 4
  %229 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %230 = getelementptr inbounds [10 x i32], ptr %229, i32 0, i32 3
  %231 = load i32, ptr %230, align 4
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %228, i32 noundef %231)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @p2_add(ptr dead_on_unwind noalias writable sret(%struct.P2) align 4 %0, ptr noundef byval(%struct.P2) align 4 %1, ptr noundef byval(%struct.P2) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.P2, ptr %1, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %6, %8
  store i32 %9, ptr %4, align 4
  %10 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.P2, ptr %1, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %12, %14
  store i32 %15, ptr %10, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.P3d) align 8 %0, ptr noundef byval(%struct.P3d) align 8 %1, ptr noundef byval(%struct.P3d) align 8 %2) #0 {
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

; Function Attrs: noinline nounwind optnone
define internal void @f4_scale(ptr dead_on_unwind noalias writable sret(%struct.F4) align 4 %0, ptr noundef byval(%struct.F4) align 4 %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  store float %2, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = fmul float %7, %5
  store float %8, ptr %6, align 4
  %9 = load float, ptr %4, align 4
  %10 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fmul float %11, %9
  store float %12, ptr %10, align 4
  %13 = load float, ptr %4, align 4
  %14 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 2
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, %13
  store float %16, ptr %14, align 4
  %17 = load float, ptr %4, align 4
  %18 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 3
  %19 = load float, ptr %18, align 4
  %20 = fmul float %19, %17
  store float %20, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
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

; Function Attrs: noinline nounwind optnone
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %10, %11
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds [10 x i32], ptr %14, i32 0, i32 %15
  store i32 %13, ptr %16, align 4
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !7

20:                                               ; preds = %5
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = shl i64 %22, 33
  %24 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %23, ptr %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %5 = load i64, ptr %4, align 8
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
  br label %7, !llvm.loop !8

21:                                               ; preds = %7
  %22 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %23 = getelementptr inbounds [10 x i32], ptr %22, i32 0, i32 0
  store i32 -1, ptr %23, align 8
  %24 = load i64, ptr %2, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone
define internal void @tiny_rot(ptr dead_on_unwind noalias writable sret(%struct.Tiny) align 1 %0, ptr noundef byval(%struct.Tiny) align 1 %1) #0 {
  %3 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 1
  %5 = load i8, ptr %4, align 1
  store i8 %5, ptr %3, align 1
  %6 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 2
  %8 = load i8, ptr %7, align 1
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 2
  %10 = getelementptr inbounds %struct.Tiny, ptr %1, i32 0, i32 0
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %9, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @outer_bump(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 4 %0, ptr noundef byval(%struct.Outer) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Inner, ptr %3, i32 0, i32 0
  %5 = load i16, ptr %4, align 4
  %6 = add i16 %5, 1
  store i16 %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Inner, ptr %7, i32 0, i32 1
  %9 = getelementptr inbounds [6 x i8], ptr %8, i32 0, i32 0
  store i8 88, ptr %9, align 2
  %10 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = mul nsw i32 %11, 2
  store i32 %12, ptr %10, align 4
  %13 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %14 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 0, %15
  %17 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %18 = getelementptr inbounds %struct.P2, ptr %17, i32 0, i32 1
  store i32 %16, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ll2_swap(ptr dead_on_unwind noalias writable sret(%struct.LL2) align 8 %0, ptr noundef byval(%struct.LL2) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.LL2, ptr %1, i32 0, i32 1
  %5 = load i64, ptr %4, align 8
  store i64 %5, ptr %3, align 8
  %6 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.LL2, ptr %1, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @many(ptr noundef byval(%struct.P2) align 4 %0, ptr noundef byval(%struct.P3d) align 8 %1, ptr noundef byval(%struct.F4) align 4 %2, ptr noundef byval(%struct.Mixed) align 8 %3, ptr noundef byval(%struct.P2) align 4 %4, ptr noundef byval(%struct.Tiny) align 1 %5, ptr noundef byval(%struct.LL2) align 8 %6, ptr noundef byval(%struct.P3d) align 8 %7) #0 {
  %9 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %10, %12
  %14 = sitofp i32 %13 to double
  %15 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  %18 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fadd double %17, %19
  %21 = getelementptr inbounds %struct.P3d, ptr %1, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = fadd double %20, %22
  %24 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 0
  %25 = load float, ptr %24, align 4
  %26 = fpext float %25 to double
  %27 = fadd double %23, %26
  %28 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  %30 = fpext float %29 to double
  %31 = fadd double %27, %30
  %32 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 2
  %33 = load float, ptr %32, align 4
  %34 = fpext float %33 to double
  %35 = fadd double %31, %34
  %36 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 3
  %37 = load float, ptr %36, align 4
  %38 = fpext float %37 to double
  %39 = fadd double %35, %38
  %40 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 0
  %41 = load i8, ptr %40, align 8
  %42 = sext i8 %41 to i32
  %43 = sitofp i32 %42 to double
  %44 = fadd double %39, %43
  %45 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = fadd double %44, %46
  %48 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 2
  %49 = load i16, ptr %48, align 8
  %50 = sext i16 %49 to i32
  %51 = sitofp i32 %50 to double
  %52 = fadd double %47, %51
  %53 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = sitofp i32 %54 to double
  %56 = fadd double %52, %55
  %57 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %58 = load i32, ptr %57, align 4
  %59 = sitofp i32 %58 to double
  %60 = fadd double %56, %59
  %61 = getelementptr inbounds %struct.Tiny, ptr %5, i32 0, i32 0
  %62 = load i8, ptr %61, align 1
  %63 = sext i8 %62 to i32
  %64 = sitofp i32 %63 to double
  %65 = fadd double %60, %64
  %66 = getelementptr inbounds %struct.Tiny, ptr %5, i32 0, i32 1
  %67 = load i8, ptr %66, align 1
  %68 = sext i8 %67 to i32
  %69 = sitofp i32 %68 to double
  %70 = fadd double %65, %69
  %71 = getelementptr inbounds %struct.Tiny, ptr %5, i32 0, i32 2
  %72 = load i8, ptr %71, align 1
  %73 = sext i8 %72 to i32
  %74 = sitofp i32 %73 to double
  %75 = fadd double %70, %74
  %76 = getelementptr inbounds %struct.LL2, ptr %6, i32 0, i32 0
  %77 = load i64, ptr %76, align 8
  %78 = sitofp i64 %77 to double
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds %struct.LL2, ptr %6, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  %82 = sitofp i64 %81 to double
  %83 = fadd double %79, %82
  %84 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = fadd double %83, %85
  %87 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = fadd double %86, %88
  %90 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %91 = load double, ptr %90, align 8
  %92 = fadd double %89, %91
  ret double %92
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
