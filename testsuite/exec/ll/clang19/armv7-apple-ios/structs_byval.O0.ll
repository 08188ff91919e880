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
  %35 = alloca ptr, align 4
  %36 = alloca %struct.Big, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.a, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.b, i32 8, i1 false)
  %37 = load [2 x i32], ptr %2, align 4
  %38 = load [2 x i32], ptr %3, align 4
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %4, [2 x i32] %37, [2 x i32] %38)
  %39 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %42 = load i32, ptr %41, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %42)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.x, i32 24, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.y, i32 24, i1 false)
  %44 = load [6 x i32], ptr %5, align 4
  %45 = load [6 x i32], ptr %6, align 4
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 4 %7, [6 x i32] %44, [6 x i32] %45)
  %46 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %47 = load double, ptr %46, align 4
  %48 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %49 = load double, ptr %48, align 4
  %50 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %51 = load double, ptr %50, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %47, double noundef %49, double noundef %51)
  %53 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 1.500000e+00, ptr %53, align 4
  %54 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double -2.000000e+00, ptr %54, align 4
  %55 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double 2.500000e-01, ptr %55, align 4
  %56 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 4.000000e+00, ptr %56, align 4
  %57 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double 8.000000e+00, ptr %57, align 4
  %58 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double -1.000000e+00, ptr %58, align 4
  %59 = load [6 x i32], ptr %9, align 4
  %60 = load [6 x i32], ptr %10, align 4
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 4 %8, [6 x i32] %59, [6 x i32] %60)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %8, i32 24, i1 false)
  %61 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %62 = load double, ptr %61, align 4
  %63 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %64 = load double, ptr %63, align 4
  %65 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %66 = load double, ptr %65, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %62, double noundef %64, double noundef %66)
  %68 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %68, align 4
  %69 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %69, align 4
  %70 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %70, align 4
  %71 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %71, align 4
  %72 = load [4 x i32], ptr %12, align 4
  call void @f4_scale(ptr dead_on_unwind writable sret(%struct.F4) align 4 %11, [4 x i32] %72, float noundef 4.000000e+00)
  %73 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %74 = load float, ptr %73, align 4
  %75 = fpext float %74 to double
  %76 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %77 = load float, ptr %76, align 4
  %78 = fpext float %77 to double
  %79 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %80 = load float, ptr %79, align 4
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %83 = load float, ptr %82, align 4
  %84 = fpext float %83 to double
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %75, double noundef %78, double noundef %81, double noundef %84)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 4 %13, i8 noundef signext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %86 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %87 = load i8, ptr %86, align 4
  %88 = sext i8 %87 to i32
  %89 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %90 = load double, ptr %89, align 4
  %91 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %92 = load i16, ptr %91, align 4
  %93 = sext i16 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %88, double noundef %90, i32 noundef %93)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 4 %14, i32 noundef 5)
  %95 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %96 = getelementptr inbounds [10 x i32], ptr %95, i32 0, i32 9
  %97 = load i32, ptr %96, align 4
  %98 = load [12 x i32], ptr %14, align 4
  %99 = call i64 @big_sum([12 x i32] %98)
  %100 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %101 = load i64, ptr %100, align 4
  %102 = ashr i64 %101, 33
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %97, i64 noundef %99, i64 noundef %102)
  %104 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %105 = getelementptr inbounds [10 x i32], ptr %104, i32 0, i32 0
  %106 = load i32, ptr %105, align 4
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %106)
  %108 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i8 97, ptr %108, align 1
  %109 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 1
  store i8 98, ptr %109, align 1
  %110 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 2
  store i8 99, ptr %110, align 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %18, ptr align 1 %17, i32 3, i1 false)
  %111 = load [1 x i32], ptr %18, align 4
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %16, [1 x i32] %111)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %19, ptr align 1 %16, i32 3, i1 false)
  %112 = load [1 x i32], ptr %19, align 4
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %15, [1 x i32] %112)
  %113 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %114 = load i8, ptr %113, align 1
  %115 = sext i8 %114 to i32
  %116 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 1
  %117 = load i8, ptr %116, align 1
  %118 = sext i8 %117 to i32
  %119 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 2
  %120 = load i8, ptr %119, align 1
  %121 = sext i8 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %115, i32 noundef %118, i32 noundef %121)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %20, ptr align 4 @__const.main.o, i32 20, i1 false)
  %123 = load [5 x i32], ptr %20, align 4
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %21, [5 x i32] %123)
  %124 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %125 = getelementptr inbounds %struct.Inner, ptr %124, i32 0, i32 0
  %126 = load i16, ptr %125, align 4
  %127 = sext i16 %126 to i32
  %128 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %129 = getelementptr inbounds %struct.Inner, ptr %128, i32 0, i32 1
  %130 = getelementptr inbounds [6 x i8], ptr %129, i32 0, i32 0
  %131 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 1
  %132 = load i32, ptr %131, align 4
  %133 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %134 = getelementptr inbounds %struct.P2, ptr %133, i32 0, i32 0
  %135 = load i32, ptr %134, align 4
  %136 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %137 = getelementptr inbounds %struct.P2, ptr %136, i32 0, i32 1
  %138 = load i32, ptr %137, align 4
  %139 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %140 = getelementptr inbounds %struct.Inner, ptr %139, i32 0, i32 0
  %141 = load i16, ptr %140, align 4
  %142 = sext i16 %141 to i32
  %143 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %144 = getelementptr inbounds %struct.Inner, ptr %143, i32 0, i32 1
  %145 = getelementptr inbounds [6 x i8], ptr %144, i32 0, i32 0
  %146 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 1
  %147 = load i32, ptr %146, align 4
  %148 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %149 = getelementptr inbounds %struct.P2, ptr %148, i32 0, i32 0
  %150 = load i32, ptr %149, align 4
  %151 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %152 = getelementptr inbounds %struct.P2, ptr %151, i32 0, i32 1
  %153 = load i32, ptr %152, align 4
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %127, ptr noundef %130, i32 noundef %132, i32 noundef %135, i32 noundef %138, i32 noundef %142, ptr noundef %145, i32 noundef %147, i32 noundef %150, i32 noundef %153)
  %155 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 0
  store i64 1099511627776, ptr %155, align 4
  %156 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 1
  store i64 -7, ptr %156, align 4
  %157 = load [4 x i32], ptr %23, align 4
  call void @ll2_swap(ptr dead_on_unwind writable sret(%struct.LL2) align 4 %22, [4 x i32] %157)
  %158 = getelementptr inbounds %struct.LL2, ptr %22, i32 0, i32 0
  %159 = load i64, ptr %158, align 4
  %160 = getelementptr inbounds %struct.LL2, ptr %22, i32 0, i32 1
  %161 = load i64, ptr %160, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %159, i64 noundef %161)
  %163 = load [2 x i32], ptr %2, align 4
  %164 = load [6 x i32], ptr %5, align 4
  %165 = load [4 x i32], ptr %11, align 4
  %166 = load [4 x i32], ptr %13, align 4
  %167 = load [2 x i32], ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %25, ptr align 1 %15, i32 3, i1 false)
  %168 = load [1 x i32], ptr %25, align 4
  %169 = load [4 x i32], ptr %22, align 4
  %170 = load [6 x i32], ptr %6, align 4
  %171 = call double @many([2 x i32] %163, [6 x i32] %164, [4 x i32] %165, [4 x i32] %166, [2 x i32] %167, [1 x i32] %168, [4 x i32] %169, [6 x i32] %170)
  store double %171, ptr %24, align 8
  %172 = load double, ptr %24, align 8
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %172)
  store i32 0, ptr %27, align 4
  br label %174

174:                                              ; preds = %186, %0
  %175 = load i32, ptr %27, align 4
  %176 = icmp slt i32 %175, 8
  br i1 %176, label %177, label %189

177:                                              ; preds = %174
  %178 = load i32, ptr %27, align 4
  %179 = getelementptr inbounds [8 x %struct.P2], ptr %26, i32 0, i32 %178
  %180 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 0
  %181 = load i32, ptr %27, align 4
  store i32 %181, ptr %180, align 4
  %182 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 1
  %183 = load i32, ptr %27, align 4
  %184 = load i32, ptr %27, align 4
  %185 = mul nsw i32 %183, %184
  store i32 %185, ptr %182, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %179, ptr align 4 %28, i32 8, i1 false)
  br label %186

186:                                              ; preds = %177
  %187 = load i32, ptr %27, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %27, align 4
  br label %174, !llvm.loop !5

189:                                              ; preds = %174
  call void @llvm.memset.p0.i32(ptr align 4 %29, i8 0, i32 8, i1 false)
  store i32 0, ptr %30, align 4
  br label %190

190:                                              ; preds = %198, %189
  %191 = load i32, ptr %30, align 4
  %192 = icmp slt i32 %191, 8
  br i1 %192, label %193, label %201

193:                                              ; preds = %190
  %194 = load i32, ptr %30, align 4
  %195 = getelementptr inbounds [8 x %struct.P2], ptr %26, i32 0, i32 %194
  %196 = load [2 x i32], ptr %29, align 4
  %197 = load [2 x i32], ptr %195, align 4
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %31, [2 x i32] %196, [2 x i32] %197)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %29, ptr align 4 %31, i32 8, i1 false)
  br label %198

198:                                              ; preds = %193
  %199 = load i32, ptr %30, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %30, align 4
  br label %190, !llvm.loop !7

201:                                              ; preds = %190
  %202 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 0
  %203 = load i32, ptr %202, align 4
  %204 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 1
  %205 = load i32, ptr %204, align 4
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %203, i32 noundef %205)
  store i32 0, ptr %33, align 4
  br label %207

207:                                              ; preds = %228, %201
  %208 = load i32, ptr %33, align 4
  %209 = icmp slt i32 %208, 5
  br i1 %209, label %210, label %231

210:                                              ; preds = %207
  %211 = load i32, ptr %33, align 4
  %212 = mul nsw i32 10, %211
  %213 = load i32, ptr %33, align 4
  %214 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 %213
  %215 = getelementptr inbounds %struct.Node, ptr %214, i32 0, i32 0
  store i32 %212, ptr %215, align 4
  %216 = load i32, ptr %33, align 4
  %217 = icmp slt i32 %216, 4
  br i1 %217, label %218, label %222

218:                                              ; preds = %210
  %219 = load i32, ptr %33, align 4
  %220 = add nsw i32 %219, 1
  %221 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 %220
  br label %223

222:                                              ; preds = %210
  br label %223

223:                                              ; preds = %222, %218
  %224 = phi ptr [ %221, %218 ], [ null, %222 ]
  %225 = load i32, ptr %33, align 4
  %226 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 %225
  %227 = getelementptr inbounds %struct.Node, ptr %226, i32 0, i32 1
  store ptr %224, ptr %227, align 4
  br label %228

228:                                              ; preds = %223
  %229 = load i32, ptr %33, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %33, align 4
  br label %207, !llvm.loop !8

231:                                              ; preds = %207
  store i32 0, ptr %34, align 4
  %232 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 0
  store ptr %232, ptr %35, align 4
  br label %233

233:                                              ; preds = %242, %231
  %234 = load ptr, ptr %35, align 4
  %235 = icmp ne ptr %234, null
  br i1 %235, label %236, label %246

236:                                              ; preds = %233
  %237 = load ptr, ptr %35, align 4
  %238 = getelementptr inbounds %struct.Node, ptr %237, i32 0, i32 0
  %239 = load i32, ptr %238, align 4
  %240 = load i32, ptr %34, align 4
  %241 = add nsw i32 %240, %239
  store i32 %241, ptr %34, align 4
  br label %242

242:                                              ; preds = %236
  %243 = load ptr, ptr %35, align 4
  %244 = getelementptr inbounds %struct.Node, ptr %243, i32 0, i32 1
  %245 = load ptr, ptr %244, align 4
  store ptr %245, ptr %35, align 4
  br label %233, !llvm.loop !9

246:                                              ; preds = %233
  %247 = load i32, ptr %34, align 4
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %247)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %36, ptr align 4 %14, i32 48, i1 false)
  %249 = getelementptr inbounds %struct.Big, ptr %36, i32 0, i32 0
  %250 = getelementptr inbounds [10 x i32], ptr %249, i32 0, i32 3
  store i32 0, ptr %250, align 4
  %251 = getelementptr inbounds %struct.Big, ptr %36, i32 0, i32 0
  %252 = getelementptr inbounds [10 x i32], ptr %251, i32 0, i32 3
  %253 = load i32, ptr %252, align 4
  %254 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %255 = getelementptr inbounds [10 x i32], ptr %254, i32 0, i32 3
  %256 = load i32, ptr %255, align 4
  %257 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %253, i32 noundef %256)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @p2_add(ptr dead_on_unwind noalias writable sret(%struct.P2) align 4 %0, [2 x i32] %1, [2 x i32] %2) #0 {
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P2, align 4
  store [2 x i32] %1, ptr %4, align 4
  store [2 x i32] %2, ptr %5, align 4
  %6 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.P2, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.P2, ptr %5, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  store i32 %17, ptr %12, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.P3d) align 4 %0, [6 x i32] %1, [6 x i32] %2) #0 {
  %4 = alloca %struct.P3d, align 4
  %5 = alloca %struct.P3d, align 4
  store [6 x i32] %1, ptr %4, align 4
  store [6 x i32] %2, ptr %5, align 4
  %6 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 1
  %8 = load double, ptr %7, align 4
  %9 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %10 = load double, ptr %9, align 4
  %11 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 2
  %12 = load double, ptr %11, align 4
  %13 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 4
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, ptr %6, align 4
  %18 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 2
  %20 = load double, ptr %19, align 4
  %21 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 4
  %23 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 0
  %24 = load double, ptr %23, align 4
  %25 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %26 = load double, ptr %25, align 4
  %27 = fmul double %24, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %20, double %22, double %28)
  store double %29, ptr %18, align 4
  %30 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 2
  %31 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 0
  %32 = load double, ptr %31, align 4
  %33 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %34 = load double, ptr %33, align 4
  %35 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 1
  %36 = load double, ptr %35, align 4
  %37 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %38 = load double, ptr %37, align 4
  %39 = fmul double %36, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %32, double %34, double %40)
  store double %41, ptr %30, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @f4_scale(ptr dead_on_unwind noalias writable sret(%struct.F4) align 4 %0, [4 x i32] %1, float noundef %2) #0 {
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  store [4 x i32] %1, ptr %4, align 4
  store float %2, ptr %5, align 4
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %4, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 4 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = alloca i8, align 1
  %6 = alloca double, align 8
  %7 = alloca i16, align 2
  store i8 %1, ptr %5, align 1
  store double %2, ptr %6, align 8
  store i16 %3, ptr %7, align 2
  %8 = load i8, ptr %5, align 1
  %9 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 0
  store i8 %8, ptr %9, align 4
  %10 = load double, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 1
  store double %10, ptr %11, align 4
  %12 = load i16, ptr %7, align 2
  %13 = getelementptr inbounds %struct.Mixed, ptr %0, i32 0, i32 2
  store i16 %12, ptr %13, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 4 %0, i32 noundef %1) #0 {
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
  br label %5, !llvm.loop !10

20:                                               ; preds = %5
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = shl i64 %22, 33
  %24 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %23, ptr %24, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @big_sum([12 x i32] %0) #0 {
  %2 = alloca %struct.Big, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store [12 x i32] %0, ptr %2, align 4
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 4
  %7 = ashr i64 %6, 33
  store i64 %7, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %19, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = getelementptr inbounds [10 x i32], ptr %12, i32 0, i32 %13
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = load i64, ptr %3, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %8, !llvm.loop !11

22:                                               ; preds = %8
  %23 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i32], ptr %23, i32 0, i32 0
  store i32 -1, ptr %24, align 4
  %25 = load i64, ptr %3, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone
define internal void @tiny_rot(ptr dead_on_unwind noalias writable sret(%struct.Tiny) align 1 %0, [1 x i32] %1) #0 {
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca [1 x i32], align 4
  store [1 x i32] %1, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 4 %4, i32 3, i1 false)
  %5 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 1
  %7 = load i8, ptr %6, align 1
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 2
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  store i8 %13, ptr %11, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @outer_bump(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 4 %0, [5 x i32] %1) #0 {
  %3 = alloca %struct.Outer, align 4
  store [5 x i32] %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Inner, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 4
  %7 = add i16 %6, 1
  store i16 %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Inner, ptr %8, i32 0, i32 1
  %10 = getelementptr inbounds [6 x i8], ptr %9, i32 0, i32 0
  store i8 88, ptr %10, align 2
  %11 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = mul nsw i32 %12, 2
  store i32 %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %15 = getelementptr inbounds %struct.P2, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = sub nsw i32 0, %16
  %18 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %19 = getelementptr inbounds %struct.P2, ptr %18, i32 0, i32 1
  store i32 %17, ptr %19, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %3, i32 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ll2_swap(ptr dead_on_unwind noalias writable sret(%struct.LL2) align 4 %0, [4 x i32] %1) #0 {
  %3 = alloca %struct.LL2, align 4
  store [4 x i32] %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 1
  %6 = load i64, ptr %5, align 4
  store i64 %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 0
  %9 = load i64, ptr %8, align 4
  store i64 %9, ptr %7, align 4
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
  store [2 x i32] %0, ptr %9, align 4
  store [6 x i32] %1, ptr %10, align 4
  store [4 x i32] %2, ptr %11, align 4
  store [4 x i32] %3, ptr %12, align 4
  store [2 x i32] %4, ptr %13, align 4
  store [1 x i32] %5, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %14, ptr align 4 %15, i32 3, i1 false)
  store [4 x i32] %6, ptr %16, align 4
  store [6 x i32] %7, ptr %17, align 4
  %18 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %19, %21
  %23 = sitofp i32 %22 to double
  %24 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  %25 = load double, ptr %24, align 4
  %26 = fadd double %23, %25
  %27 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  %28 = load double, ptr %27, align 4
  %29 = fadd double %26, %28
  %30 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  %31 = load double, ptr %30, align 4
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
  %49 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 0
  %50 = load i8, ptr %49, align 4
  %51 = sext i8 %50 to i32
  %52 = sitofp i32 %51 to double
  %53 = fadd double %48, %52
  %54 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 1
  %55 = load double, ptr %54, align 4
  %56 = fadd double %53, %55
  %57 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 2
  %58 = load i16, ptr %57, align 4
  %59 = sext i16 %58 to i32
  %60 = sitofp i32 %59 to double
  %61 = fadd double %56, %60
  %62 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 0
  %63 = load i32, ptr %62, align 4
  %64 = sitofp i32 %63 to double
  %65 = fadd double %61, %64
  %66 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 1
  %67 = load i32, ptr %66, align 4
  %68 = sitofp i32 %67 to double
  %69 = fadd double %65, %68
  %70 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %71 = load i8, ptr %70, align 1
  %72 = sext i8 %71 to i32
  %73 = sitofp i32 %72 to double
  %74 = fadd double %69, %73
  %75 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 1
  %76 = load i8, ptr %75, align 1
  %77 = sext i8 %76 to i32
  %78 = sitofp i32 %77 to double
  %79 = fadd double %74, %78
  %80 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 2
  %81 = load i8, ptr %80, align 1
  %82 = sext i8 %81 to i32
  %83 = sitofp i32 %82 to double
  %84 = fadd double %79, %83
  %85 = getelementptr inbounds %struct.LL2, ptr %16, i32 0, i32 0
  %86 = load i64, ptr %85, align 4
  %87 = sitofp i64 %86 to double
  %88 = fadd double %84, %87
  %89 = getelementptr inbounds %struct.LL2, ptr %16, i32 0, i32 1
  %90 = load i64, ptr %89, align 4
  %91 = sitofp i64 %90 to double
  %92 = fadd double %88, %91
  %93 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 0
  %94 = load double, ptr %93, align 4
  %95 = fadd double %92, %94
  %96 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 1
  %97 = load double, ptr %96, align 4
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 2
  %100 = load double, ptr %99, align 4
  %101 = fadd double %98, %100
  ret double %101
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
