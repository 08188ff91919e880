; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
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
  %36 = alloca ptr, align 8
  %37 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 8, i1 false)
  %38 = load i64, ptr %2, align 4
  %39 = load i64, ptr %3, align 4
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %4, i64 %38, i64 %39)
  %40 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %41, i32 noundef signext %43)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.y, i64 24, i1 false)
  %45 = load [3 x i64], ptr %5, align 8
  %46 = load [3 x i64], ptr %6, align 8
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %7, [3 x i64] %45, [3 x i64] %46)
  %47 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %52 = load double, ptr %51, align 8
  %53 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %48, double noundef %50, double noundef %52)
  %54 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 1.500000e+00, ptr %54, align 8
  %55 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double -2.000000e+00, ptr %55, align 8
  %56 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double 2.500000e-01, ptr %56, align 8
  %57 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 4.000000e+00, ptr %57, align 8
  %58 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double 8.000000e+00, ptr %58, align 8
  %59 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double -1.000000e+00, ptr %59, align 8
  %60 = load [3 x i64], ptr %9, align 8
  %61 = load [3 x i64], ptr %10, align 8
  call void @cross(ptr dead_on_unwind writable sret(%struct.P3d) align 8 %8, [3 x i64] %60, [3 x i64] %61)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 24, i1 false)
  %62 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %63 = load double, ptr %62, align 8
  %64 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %65 = load double, ptr %64, align 8
  %66 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %67 = load double, ptr %66, align 8
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %63, double noundef %65, double noundef %67)
  %69 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %69, align 4
  %70 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %70, align 4
  %71 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %71, align 4
  %72 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %72, align 4
  %73 = load [2 x i64], ptr %12, align 4
  call void @f4_scale(ptr dead_on_unwind writable sret(%struct.F4) align 4 %11, [2 x i64] %73, float noundef 4.000000e+00)
  %74 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %75 = load float, ptr %74, align 4
  %76 = fpext float %75 to double
  %77 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %78 = load float, ptr %77, align 4
  %79 = fpext float %78 to double
  %80 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %81 = load float, ptr %80, align 4
  %82 = fpext float %81 to double
  %83 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %84 = load float, ptr %83, align 4
  %85 = fpext float %84 to double
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %76, double noundef %79, double noundef %82, double noundef %85)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 8 %13, i8 noundef zeroext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %87 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %88 = load i8, ptr %87, align 8
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %93 = load i16, ptr %92, align 8
  %94 = sext i16 %93 to i32
  %95 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %89, double noundef %91, i32 noundef signext %94)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %14, i32 noundef signext 5)
  %96 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %97 = getelementptr inbounds [10 x i32], ptr %96, i64 0, i64 9
  %98 = load i32, ptr %97, align 4
  %99 = load [6 x i64], ptr %14, align 8
  %100 = call i64 @big_sum([6 x i64] %99)
  %101 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %102 = load i64, ptr %101, align 8
  %103 = ashr i64 %102, 33
  %104 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %98, i64 noundef %100, i64 noundef %103)
  %105 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %106 = getelementptr inbounds [10 x i32], ptr %105, i64 0, i64 0
  %107 = load i32, ptr %106, align 8
  %108 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %107)
  %109 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i8 97, ptr %109, align 1
  %110 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 1
  store i8 98, ptr %110, align 1
  %111 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 2
  store i8 99, ptr %111, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 1 %17, i64 3, i1 false)
  %112 = load i24, ptr %18, align 4
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %16, i24 %112)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 1 %16, i64 3, i1 false)
  %113 = load i24, ptr %19, align 4
  call void @tiny_rot(ptr dead_on_unwind writable sret(%struct.Tiny) align 1 %15, i24 %113)
  %114 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %115 = load i8, ptr %114, align 1
  %116 = zext i8 %115 to i32
  %117 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 1
  %118 = load i8, ptr %117, align 1
  %119 = zext i8 %118 to i32
  %120 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 2
  %121 = load i8, ptr %120, align 1
  %122 = zext i8 %121 to i32
  %123 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %116, i32 noundef signext %119, i32 noundef signext %122)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.main.o, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 4 %20, i64 20, i1 false)
  %124 = load [3 x i64], ptr %22, align 8
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %21, [3 x i64] %124)
  %125 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %126 = getelementptr inbounds %struct.Inner, ptr %125, i32 0, i32 0
  %127 = load i16, ptr %126, align 4
  %128 = sext i16 %127 to i32
  %129 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %130 = getelementptr inbounds %struct.Inner, ptr %129, i32 0, i32 1
  %131 = getelementptr inbounds [6 x i8], ptr %130, i64 0, i64 0
  %132 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 1
  %133 = load i32, ptr %132, align 4
  %134 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %135 = getelementptr inbounds %struct.P2, ptr %134, i32 0, i32 0
  %136 = load i32, ptr %135, align 4
  %137 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %138 = getelementptr inbounds %struct.P2, ptr %137, i32 0, i32 1
  %139 = load i32, ptr %138, align 4
  %140 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %141 = getelementptr inbounds %struct.Inner, ptr %140, i32 0, i32 0
  %142 = load i16, ptr %141, align 4
  %143 = sext i16 %142 to i32
  %144 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %145 = getelementptr inbounds %struct.Inner, ptr %144, i32 0, i32 1
  %146 = getelementptr inbounds [6 x i8], ptr %145, i64 0, i64 0
  %147 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 1
  %148 = load i32, ptr %147, align 4
  %149 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %150 = getelementptr inbounds %struct.P2, ptr %149, i32 0, i32 0
  %151 = load i32, ptr %150, align 4
  %152 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %153 = getelementptr inbounds %struct.P2, ptr %152, i32 0, i32 1
  %154 = load i32, ptr %153, align 4
  %155 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %128, ptr noundef %131, i32 noundef signext %133, i32 noundef signext %136, i32 noundef signext %139, i32 noundef signext %143, ptr noundef %146, i32 noundef signext %148, i32 noundef signext %151, i32 noundef signext %154)
  %156 = getelementptr inbounds %struct.LL2, ptr %24, i32 0, i32 0
  store i64 1099511627776, ptr %156, align 8
  %157 = getelementptr inbounds %struct.LL2, ptr %24, i32 0, i32 1
  store i64 -7, ptr %157, align 8
  %158 = load [2 x i64], ptr %24, align 8
  call void @ll2_swap(ptr dead_on_unwind writable sret(%struct.LL2) align 8 %23, [2 x i64] %158)
  %159 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 0
  %160 = load i64, ptr %159, align 8
  %161 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 1
  %162 = load i64, ptr %161, align 8
  %163 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %160, i64 noundef %162)
  %164 = load i64, ptr %2, align 4
  %165 = load [3 x i64], ptr %5, align 8
  %166 = load [2 x i64], ptr %11, align 4
  %167 = load [3 x i64], ptr %13, align 8
  %168 = load i64, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 1 %15, i64 3, i1 false)
  %169 = load i24, ptr %26, align 4
  %170 = load [2 x i64], ptr %23, align 8
  %171 = load [3 x i64], ptr %6, align 8
  %172 = call double @many(i64 %164, [3 x i64] %165, [2 x i64] %166, [3 x i64] %167, i64 %168, i24 %169, [2 x i64] %170, [3 x i64] %171)
  store double %172, ptr %25, align 8
  %173 = load double, ptr %25, align 8
  %174 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %173)
  store i32 0, ptr %28, align 4
  br label %175

175:                                              ; preds = %188, %0
  %176 = load i32, ptr %28, align 4
  %177 = icmp slt i32 %176, 8
  br i1 %177, label %178, label %191

178:                                              ; preds = %175
  %179 = load i32, ptr %28, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [8 x %struct.P2], ptr %27, i64 0, i64 %180
  %182 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 0
  %183 = load i32, ptr %28, align 4
  store i32 %183, ptr %182, align 4
  %184 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 1
  %185 = load i32, ptr %28, align 4
  %186 = load i32, ptr %28, align 4
  %187 = mul nsw i32 %185, %186
  store i32 %187, ptr %184, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %181, ptr align 4 %29, i64 8, i1 false)
  br label %188

188:                                              ; preds = %178
  %189 = load i32, ptr %28, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %28, align 4
  br label %175, !llvm.loop !6

191:                                              ; preds = %175
  call void @llvm.memset.p0.i64(ptr align 4 %30, i8 0, i64 8, i1 false)
  store i32 0, ptr %31, align 4
  br label %192

192:                                              ; preds = %201, %191
  %193 = load i32, ptr %31, align 4
  %194 = icmp slt i32 %193, 8
  br i1 %194, label %195, label %204

195:                                              ; preds = %192
  %196 = load i32, ptr %31, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [8 x %struct.P2], ptr %27, i64 0, i64 %197
  %199 = load i64, ptr %30, align 4
  %200 = load i64, ptr %198, align 4
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %32, i64 %199, i64 %200)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 %32, i64 8, i1 false)
  br label %201

201:                                              ; preds = %195
  %202 = load i32, ptr %31, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %31, align 4
  br label %192, !llvm.loop !8

204:                                              ; preds = %192
  %205 = getelementptr inbounds %struct.P2, ptr %30, i32 0, i32 0
  %206 = load i32, ptr %205, align 4
  %207 = getelementptr inbounds %struct.P2, ptr %30, i32 0, i32 1
  %208 = load i32, ptr %207, align 4
  %209 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %206, i32 noundef signext %208)
  store i32 0, ptr %34, align 4
  br label %210

210:                                              ; preds = %234, %204
  %211 = load i32, ptr %34, align 4
  %212 = icmp slt i32 %211, 5
  br i1 %212, label %213, label %237

213:                                              ; preds = %210
  %214 = load i32, ptr %34, align 4
  %215 = mul nsw i32 10, %214
  %216 = load i32, ptr %34, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [5 x %struct.Node], ptr %33, i64 0, i64 %217
  %219 = getelementptr inbounds %struct.Node, ptr %218, i32 0, i32 0
  store i32 %215, ptr %219, align 8
  %220 = load i32, ptr %34, align 4
  %221 = icmp slt i32 %220, 4
  br i1 %221, label %222, label %227

222:                                              ; preds = %213
  %223 = load i32, ptr %34, align 4
  %224 = add nsw i32 %223, 1
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [5 x %struct.Node], ptr %33, i64 0, i64 %225
  br label %228

227:                                              ; preds = %213
  br label %228

228:                                              ; preds = %227, %222
  %229 = phi ptr [ %226, %222 ], [ null, %227 ]
  %230 = load i32, ptr %34, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [5 x %struct.Node], ptr %33, i64 0, i64 %231
  %233 = getelementptr inbounds %struct.Node, ptr %232, i32 0, i32 1
  store ptr %229, ptr %233, align 8
  br label %234

234:                                              ; preds = %228
  %235 = load i32, ptr %34, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %34, align 4
  br label %210, !llvm.loop !9

237:                                              ; preds = %210
  store i32 0, ptr %35, align 4
  %238 = getelementptr inbounds [5 x %struct.Node], ptr %33, i64 0, i64 0
  store ptr %238, ptr %36, align 8
  br label %239

239:                                              ; preds = %248, %237
  %240 = load ptr, ptr %36, align 8
  %241 = icmp ne ptr %240, null
  br i1 %241, label %242, label %252

242:                                              ; preds = %239
  %243 = load ptr, ptr %36, align 8
  %244 = getelementptr inbounds %struct.Node, ptr %243, i32 0, i32 0
  %245 = load i32, ptr %244, align 8
  %246 = load i32, ptr %35, align 4
  %247 = add nsw i32 %246, %245
  store i32 %247, ptr %35, align 4
  br label %248

248:                                              ; preds = %242
  %249 = load ptr, ptr %36, align 8
  %250 = getelementptr inbounds %struct.Node, ptr %249, i32 0, i32 1
  %251 = load ptr, ptr %250, align 8
  store ptr %251, ptr %36, align 8
  br label %239, !llvm.loop !10

252:                                              ; preds = %239
  %253 = load i32, ptr %35, align 4
  %254 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %253)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %14, i64 48, i1 false)
  %255 = getelementptr inbounds %struct.Big, ptr %37, i32 0, i32 0
  %256 = getelementptr inbounds [10 x i32], ptr %255, i64 0, i64 3
  store i32 0, ptr %256, align 4
  %257 = getelementptr inbounds %struct.Big, ptr %37, i32 0, i32 0
  %258 = getelementptr inbounds [10 x i32], ptr %257, i64 0, i64 3
  %259 = load i32, ptr %258, align 4
  %260 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %261 = getelementptr inbounds [10 x i32], ptr %260, i64 0, i64 3
  %262 = load i32, ptr %261, align 4
  %263 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext %259, i32 noundef signext %262)
  ret i32 11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p2_add(ptr dead_on_unwind noalias writable sret(%struct.P2) align 4 %0, i64 %1, i64 %2) #0 {
  %4 = alloca %struct.P2, align 4
  %5 = alloca %struct.P2, align 4
  store i64 %1, ptr %4, align 4
  store i64 %2, ptr %5, align 4
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

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.P3d) align 8 %0, [3 x i64] %1, [3 x i64] %2) #0 {
  %4 = alloca %struct.P3d, align 8
  %5 = alloca %struct.P3d, align 8
  store [3 x i64] %1, ptr %4, align 8
  store [3 x i64] %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 0
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
  %18 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 1
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
  %30 = getelementptr inbounds %struct.P3d, ptr %0, i32 0, i32 2
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
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4_scale(ptr dead_on_unwind noalias writable sret(%struct.F4) align 4 %0, [2 x i64] %1, float noundef %2) #0 {
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  store [2 x i64] %1, ptr %4, align 4
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %4, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_make(ptr dead_on_unwind noalias writable sret(%struct.Mixed) align 8 %0, i8 noundef zeroext %1, double noundef %2, i16 noundef signext %3) #0 {
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
define internal void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef signext %1) #0 {
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
define internal i64 @big_sum([6 x i64] %0) #0 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store [6 x i64] %0, ptr %2, align 8
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1
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
  %12 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
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
  %24 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %25 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 0
  store i32 -1, ptr %25, align 8
  %26 = load i64, ptr %3, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tiny_rot(ptr dead_on_unwind noalias writable sret(%struct.Tiny) align 1 %0, i24 %1) #0 {
  %3 = alloca %struct.Tiny, align 1
  store i24 %1, ptr %3, align 1
  %4 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 1
  %6 = load i8, ptr %5, align 1
  store i8 %6, ptr %4, align 1
  %7 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 2
  %9 = load i8, ptr %8, align 1
  store i8 %9, ptr %7, align 1
  %10 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 2
  %11 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  %12 = load i8, ptr %11, align 1
  store i8 %12, ptr %10, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_bump(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 4 %0, [3 x i64] %1) #0 {
  %3 = alloca %struct.Outer, align 4
  %4 = alloca [3 x i64], align 8
  store [3 x i64] %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 20, i1 false)
  %5 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Inner, ptr %5, i32 0, i32 0
  %7 = load i16, ptr %6, align 4
  %8 = add i16 %7, 1
  store i16 %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Inner, ptr %9, i32 0, i32 1
  %11 = getelementptr inbounds [6 x i8], ptr %10, i64 0, i64 0
  store i8 88, ptr %11, align 2
  %12 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = mul nsw i32 %13, 2
  store i32 %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sub nsw i32 0, %17
  %19 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %20 = getelementptr inbounds %struct.P2, ptr %19, i32 0, i32 1
  store i32 %18, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %3, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ll2_swap(ptr dead_on_unwind noalias writable sret(%struct.LL2) align 8 %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.LL2, align 8
  store [2 x i64] %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  store i64 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.LL2, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.LL2, ptr %3, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  store i64 %9, ptr %7, align 8
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
  %15 = alloca %struct.LL2, align 8
  %16 = alloca %struct.P3d, align 8
  store i64 %0, ptr %9, align 4
  store [3 x i64] %1, ptr %10, align 8
  store [2 x i64] %2, ptr %11, align 4
  store [3 x i64] %3, ptr %12, align 8
  store i64 %4, ptr %13, align 4
  store i24 %5, ptr %14, align 1
  store [2 x i64] %6, ptr %15, align 8
  store [3 x i64] %7, ptr %16, align 8
  %17 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %18, %20
  %22 = sitofp i32 %21 to double
  %23 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = fadd double %22, %24
  %26 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = fadd double %25, %27
  %29 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = fadd double %28, %30
  %32 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = fpext float %33 to double
  %35 = fadd double %31, %34
  %36 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = fpext float %37 to double
  %39 = fadd double %35, %38
  %40 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %41 = load float, ptr %40, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %45 = load float, ptr %44, align 4
  %46 = fpext float %45 to double
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 0
  %49 = load i8, ptr %48, align 8
  %50 = zext i8 %49 to i32
  %51 = sitofp i32 %50 to double
  %52 = fadd double %47, %51
  %53 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = fadd double %52, %54
  %56 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 2
  %57 = load i16, ptr %56, align 8
  %58 = sext i16 %57 to i32
  %59 = sitofp i32 %58 to double
  %60 = fadd double %55, %59
  %61 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  %63 = sitofp i32 %62 to double
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  %67 = sitofp i32 %66 to double
  %68 = fadd double %64, %67
  %69 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = sitofp i32 %71 to double
  %73 = fadd double %68, %72
  %74 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 1
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = sitofp i32 %76 to double
  %78 = fadd double %73, %77
  %79 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 2
  %80 = load i8, ptr %79, align 1
  %81 = zext i8 %80 to i32
  %82 = sitofp i32 %81 to double
  %83 = fadd double %78, %82
  %84 = getelementptr inbounds %struct.LL2, ptr %15, i32 0, i32 0
  %85 = load i64, ptr %84, align 8
  %86 = sitofp i64 %85 to double
  %87 = fadd double %83, %86
  %88 = getelementptr inbounds %struct.LL2, ptr %15, i32 0, i32 1
  %89 = load i64, ptr %88, align 8
  %90 = sitofp i64 %89 to double
  %91 = fadd double %87, %90
  %92 = getelementptr inbounds %struct.P3d, ptr %16, i32 0, i32 0
  %93 = load double, ptr %92, align 8
  %94 = fadd double %91, %93
  %95 = getelementptr inbounds %struct.P3d, ptr %16, i32 0, i32 1
  %96 = load double, ptr %95, align 8
  %97 = fadd double %94, %96
  %98 = getelementptr inbounds %struct.P3d, ptr %16, i32 0, i32 2
  %99 = load double, ptr %98, align 8
  %100 = fadd double %97, %99
  ret double %100
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
