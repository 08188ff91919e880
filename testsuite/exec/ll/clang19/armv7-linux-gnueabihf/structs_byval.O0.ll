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
  %19 = alloca [1 x i32], align 4
  %20 = alloca %struct.Outer, align 4
  %21 = alloca %struct.Outer, align 4
  %22 = alloca %struct.LL2, align 8
  %23 = alloca %struct.LL2, align 8
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
  %36 = alloca %struct.Big, align 8
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %5, ptr align 8 @__const.main.x, i32 24, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %6, ptr align 8 @__const.main.y, i32 24, i1 false)
  %44 = load %struct.P3d, ptr %5, align 8
  %45 = load %struct.P3d, ptr %6, align 8
  %46 = call %struct.P3d @cross(%struct.P3d %44, %struct.P3d %45)
  %47 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %48 = extractvalue %struct.P3d %46, 0
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %50 = extractvalue %struct.P3d %46, 1
  store double %50, ptr %49, align 8
  %51 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %52 = extractvalue %struct.P3d %46, 2
  store double %52, ptr %51, align 8
  %53 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %58 = load double, ptr %57, align 8
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %54, double noundef %56, double noundef %58)
  %60 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 0
  store double 1.500000e+00, ptr %60, align 8
  %61 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 1
  store double -2.000000e+00, ptr %61, align 8
  %62 = getelementptr inbounds %struct.P3d, ptr %9, i32 0, i32 2
  store double 2.500000e-01, ptr %62, align 8
  %63 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  store double 4.000000e+00, ptr %63, align 8
  %64 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  store double 8.000000e+00, ptr %64, align 8
  %65 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  store double -1.000000e+00, ptr %65, align 8
  %66 = load %struct.P3d, ptr %9, align 8
  %67 = load %struct.P3d, ptr %10, align 8
  %68 = call %struct.P3d @cross(%struct.P3d %66, %struct.P3d %67)
  %69 = getelementptr inbounds %struct.P3d, ptr %8, i32 0, i32 0
  %70 = extractvalue %struct.P3d %68, 0
  store double %70, ptr %69, align 8
  %71 = getelementptr inbounds %struct.P3d, ptr %8, i32 0, i32 1
  %72 = extractvalue %struct.P3d %68, 1
  store double %72, ptr %71, align 8
  %73 = getelementptr inbounds %struct.P3d, ptr %8, i32 0, i32 2
  %74 = extractvalue %struct.P3d %68, 2
  store double %74, ptr %73, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %7, ptr align 8 %8, i32 24, i1 false)
  %75 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 1
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds %struct.P3d, ptr %7, i32 0, i32 2
  %80 = load double, ptr %79, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %76, double noundef %78, double noundef %80)
  %82 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %82, align 4
  %83 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  store float 2.500000e+00, ptr %83, align 4
  %84 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  store float -3.000000e+00, ptr %84, align 4
  %85 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  store float 1.250000e-01, ptr %85, align 4
  %86 = load %struct.F4, ptr %12, align 4
  %87 = call %struct.F4 @f4_scale(%struct.F4 %86, float noundef 4.000000e+00)
  %88 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %89 = extractvalue %struct.F4 %87, 0
  store float %89, ptr %88, align 4
  %90 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %91 = extractvalue %struct.F4 %87, 1
  store float %91, ptr %90, align 4
  %92 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %93 = extractvalue %struct.F4 %87, 2
  store float %93, ptr %92, align 4
  %94 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %95 = extractvalue %struct.F4 %87, 3
  store float %95, ptr %94, align 4
  %96 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %97 = load float, ptr %96, align 4
  %98 = fpext float %97 to double
  %99 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %100 = load float, ptr %99, align 4
  %101 = fpext float %100 to double
  %102 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %103 = load float, ptr %102, align 4
  %104 = fpext float %103 to double
  %105 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %106 = load float, ptr %105, align 4
  %107 = fpext float %106 to double
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %98, double noundef %101, double noundef %104, double noundef %107)
  call void @mixed_make(ptr dead_on_unwind writable sret(%struct.Mixed) align 8 %13, i8 noundef zeroext 113, double noundef 6.020000e+23, i16 noundef signext -1234)
  %109 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 0
  %110 = load i8, ptr %109, align 8
  %111 = zext i8 %110 to i32
  %112 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 1
  %113 = load double, ptr %112, align 8
  %114 = getelementptr inbounds %struct.Mixed, ptr %13, i32 0, i32 2
  %115 = load i16, ptr %114, align 8
  %116 = sext i16 %115 to i32
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %111, double noundef %113, i32 noundef %116)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %14, i32 noundef 5)
  %118 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %119 = getelementptr inbounds [10 x i32], ptr %118, i32 0, i32 9
  %120 = load i32, ptr %119, align 4
  %121 = load [6 x i64], ptr %14, align 8
  %122 = call i64 @big_sum([6 x i64] %121)
  %123 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %124 = load i64, ptr %123, align 8
  %125 = ashr i64 %124, 33
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %120, i64 noundef %122, i64 noundef %125)
  %127 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %128 = getelementptr inbounds [10 x i32], ptr %127, i32 0, i32 0
  %129 = load i32, ptr %128, align 8
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %129)
  %131 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i8 97, ptr %131, align 1
  %132 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 1
  store i8 98, ptr %132, align 1
  %133 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 2
  store i8 99, ptr %133, align 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %18, ptr align 1 %17, i32 3, i1 false)
  %134 = load [1 x i32], ptr %18, align 4
  %135 = call i32 @tiny_rot([1 x i32] %134)
  %136 = trunc i32 %135 to i24
  store i24 %136, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %19, ptr align 1 %16, i32 3, i1 false)
  %137 = load [1 x i32], ptr %19, align 4
  %138 = call i32 @tiny_rot([1 x i32] %137)
  %139 = trunc i32 %138 to i24
  store i24 %139, ptr %15, align 1
  %140 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %141 = load i8, ptr %140, align 1
  %142 = zext i8 %141 to i32
  %143 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 1
  %144 = load i8, ptr %143, align 1
  %145 = zext i8 %144 to i32
  %146 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 2
  %147 = load i8, ptr %146, align 1
  %148 = zext i8 %147 to i32
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %142, i32 noundef %145, i32 noundef %148)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %20, ptr align 4 @__const.main.o, i32 20, i1 false)
  %150 = load [5 x i32], ptr %20, align 4
  call void @outer_bump(ptr dead_on_unwind writable sret(%struct.Outer) align 4 %21, [5 x i32] %150)
  %151 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %152 = getelementptr inbounds %struct.Inner, ptr %151, i32 0, i32 0
  %153 = load i16, ptr %152, align 4
  %154 = sext i16 %153 to i32
  %155 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 0
  %156 = getelementptr inbounds %struct.Inner, ptr %155, i32 0, i32 1
  %157 = getelementptr inbounds [6 x i8], ptr %156, i32 0, i32 0
  %158 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 1
  %159 = load i32, ptr %158, align 4
  %160 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %161 = getelementptr inbounds %struct.P2, ptr %160, i32 0, i32 0
  %162 = load i32, ptr %161, align 4
  %163 = getelementptr inbounds %struct.Outer, ptr %21, i32 0, i32 2
  %164 = getelementptr inbounds %struct.P2, ptr %163, i32 0, i32 1
  %165 = load i32, ptr %164, align 4
  %166 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %167 = getelementptr inbounds %struct.Inner, ptr %166, i32 0, i32 0
  %168 = load i16, ptr %167, align 4
  %169 = sext i16 %168 to i32
  %170 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 0
  %171 = getelementptr inbounds %struct.Inner, ptr %170, i32 0, i32 1
  %172 = getelementptr inbounds [6 x i8], ptr %171, i32 0, i32 0
  %173 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 1
  %174 = load i32, ptr %173, align 4
  %175 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %176 = getelementptr inbounds %struct.P2, ptr %175, i32 0, i32 0
  %177 = load i32, ptr %176, align 4
  %178 = getelementptr inbounds %struct.Outer, ptr %20, i32 0, i32 2
  %179 = getelementptr inbounds %struct.P2, ptr %178, i32 0, i32 1
  %180 = load i32, ptr %179, align 4
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %154, ptr noundef %157, i32 noundef %159, i32 noundef %162, i32 noundef %165, i32 noundef %169, ptr noundef %172, i32 noundef %174, i32 noundef %177, i32 noundef %180)
  %182 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 0
  store i64 1099511627776, ptr %182, align 8
  %183 = getelementptr inbounds %struct.LL2, ptr %23, i32 0, i32 1
  store i64 -7, ptr %183, align 8
  %184 = load [2 x i64], ptr %23, align 8
  call void @ll2_swap(ptr dead_on_unwind writable sret(%struct.LL2) align 8 %22, [2 x i64] %184)
  %185 = getelementptr inbounds %struct.LL2, ptr %22, i32 0, i32 0
  %186 = load i64, ptr %185, align 8
  %187 = getelementptr inbounds %struct.LL2, ptr %22, i32 0, i32 1
  %188 = load i64, ptr %187, align 8
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %186, i64 noundef %188)
  %190 = load [2 x i32], ptr %2, align 4
  %191 = load %struct.P3d, ptr %5, align 8
  %192 = load %struct.F4, ptr %11, align 4
  %193 = load [3 x i64], ptr %13, align 8
  %194 = load [2 x i32], ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %25, ptr align 1 %15, i32 3, i1 false)
  %195 = load [1 x i32], ptr %25, align 4
  %196 = load [2 x i64], ptr %22, align 8
  %197 = load %struct.P3d, ptr %6, align 8
  %198 = call double @many([2 x i32] %190, %struct.P3d %191, %struct.F4 %192, [3 x i64] %193, [2 x i32] %194, [1 x i32] %195, [2 x i64] %196, %struct.P3d %197)
  store double %198, ptr %24, align 8
  %199 = load double, ptr %24, align 8
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %199)
  store i32 0, ptr %27, align 4
  br label %201

201:                                              ; preds = %213, %0
  %202 = load i32, ptr %27, align 4
  %203 = icmp slt i32 %202, 8
  br i1 %203, label %204, label %216

204:                                              ; preds = %201
  %205 = load i32, ptr %27, align 4
  %206 = getelementptr inbounds [8 x %struct.P2], ptr %26, i32 0, i32 %205
  %207 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 0
  %208 = load i32, ptr %27, align 4
  store i32 %208, ptr %207, align 4
  %209 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 1
  %210 = load i32, ptr %27, align 4
  %211 = load i32, ptr %27, align 4
  %212 = mul nsw i32 %210, %211
  store i32 %212, ptr %209, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %206, ptr align 4 %28, i32 8, i1 false)
  br label %213

213:                                              ; preds = %204
  %214 = load i32, ptr %27, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %27, align 4
  br label %201, !llvm.loop !6

216:                                              ; preds = %201
  call void @llvm.memset.p0.i32(ptr align 4 %29, i8 0, i32 8, i1 false)
  store i32 0, ptr %30, align 4
  br label %217

217:                                              ; preds = %225, %216
  %218 = load i32, ptr %30, align 4
  %219 = icmp slt i32 %218, 8
  br i1 %219, label %220, label %228

220:                                              ; preds = %217
  %221 = load i32, ptr %30, align 4
  %222 = getelementptr inbounds [8 x %struct.P2], ptr %26, i32 0, i32 %221
  %223 = load [2 x i32], ptr %29, align 4
  %224 = load [2 x i32], ptr %222, align 4
  call void @p2_add(ptr dead_on_unwind writable sret(%struct.P2) align 4 %31, [2 x i32] %223, [2 x i32] %224)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %29, ptr align 4 %31, i32 8, i1 false)
  br label %225

225:                                              ; preds = %220
  %226 = load i32, ptr %30, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %30, align 4
  br label %217, !llvm.loop !8

228:                                              ; preds = %217
  %229 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 0
  %230 = load i32, ptr %229, align 4
  %231 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 1
  %232 = load i32, ptr %231, align 4
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %230, i32 noundef %232)
  store i32 0, ptr %33, align 4
  br label %234

234:                                              ; preds = %255, %228
  %235 = load i32, ptr %33, align 4
  %236 = icmp slt i32 %235, 5
  br i1 %236, label %237, label %258

237:                                              ; preds = %234
  %238 = load i32, ptr %33, align 4
  %239 = mul nsw i32 10, %238
  %240 = load i32, ptr %33, align 4
  %241 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 %240
  %242 = getelementptr inbounds %struct.Node, ptr %241, i32 0, i32 0
  store i32 %239, ptr %242, align 4
  %243 = load i32, ptr %33, align 4
  %244 = icmp slt i32 %243, 4
  br i1 %244, label %245, label %249

245:                                              ; preds = %237
  %246 = load i32, ptr %33, align 4
  %247 = add nsw i32 %246, 1
  %248 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 %247
  br label %250

249:                                              ; preds = %237
  br label %250

250:                                              ; preds = %249, %245
  %251 = phi ptr [ %248, %245 ], [ null, %249 ]
  %252 = load i32, ptr %33, align 4
  %253 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 %252
  %254 = getelementptr inbounds %struct.Node, ptr %253, i32 0, i32 1
  store ptr %251, ptr %254, align 4
  br label %255

255:                                              ; preds = %250
  %256 = load i32, ptr %33, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %33, align 4
  br label %234, !llvm.loop !9

258:                                              ; preds = %234
  store i32 0, ptr %34, align 4
  %259 = getelementptr inbounds [5 x %struct.Node], ptr %32, i32 0, i32 0
  store ptr %259, ptr %35, align 4
  br label %260

260:                                              ; preds = %269, %258
  %261 = load ptr, ptr %35, align 4
  %262 = icmp ne ptr %261, null
  br i1 %262, label %263, label %273

263:                                              ; preds = %260
  %264 = load ptr, ptr %35, align 4
  %265 = getelementptr inbounds %struct.Node, ptr %264, i32 0, i32 0
  %266 = load i32, ptr %265, align 4
  %267 = load i32, ptr %34, align 4
  %268 = add nsw i32 %267, %266
  store i32 %268, ptr %34, align 4
  br label %269

269:                                              ; preds = %263
  %270 = load ptr, ptr %35, align 4
  %271 = getelementptr inbounds %struct.Node, ptr %270, i32 0, i32 1
  %272 = load ptr, ptr %271, align 4
  store ptr %272, ptr %35, align 4
  br label %260, !llvm.loop !10

273:                                              ; preds = %260
  %274 = load i32, ptr %34, align 4
  %275 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %274)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %36, ptr align 8 %14, i32 48, i1 false)
  %276 = getelementptr inbounds %struct.Big, ptr %36, i32 0, i32 0
  %277 = getelementptr inbounds [10 x i32], ptr %276, i32 0, i32 3
  store i32 0, ptr %277, align 4
  %278 = getelementptr inbounds %struct.Big, ptr %36, i32 0, i32 0
  %279 = getelementptr inbounds [10 x i32], ptr %278, i32 0, i32 3
  %280 = load i32, ptr %279, align 4
  %281 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %282 = getelementptr inbounds [10 x i32], ptr %281, i32 0, i32 3
  %283 = load i32, ptr %282, align 4
  %284 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %280, i32 noundef %283)
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
define internal %struct.P3d @cross(%struct.P3d %0, %struct.P3d %1) #0 {
  %3 = alloca %struct.P3d, align 8
  %4 = alloca %struct.P3d, align 8
  %5 = alloca %struct.P3d, align 8
  %6 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 0
  %7 = extractvalue %struct.P3d %0, 0
  store double %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 1
  %9 = extractvalue %struct.P3d %0, 1
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 2
  %11 = extractvalue %struct.P3d %0, 2
  store double %11, ptr %10, align 8
  %12 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %13 = extractvalue %struct.P3d %1, 0
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %15 = extractvalue %struct.P3d %1, 1
  store double %15, ptr %14, align 8
  %16 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %17 = extractvalue %struct.P3d %1, 2
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds %struct.P3d, ptr %3, i32 0, i32 0
  %19 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %26 = load double, ptr %25, align 8
  %27 = fmul double %24, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %20, double %22, double %28)
  store double %29, ptr %18, align 8
  %30 = getelementptr inbounds %struct.P3d, ptr %3, i32 0, i32 1
  %31 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 2
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 2
  %38 = load double, ptr %37, align 8
  %39 = fmul double %36, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %32, double %34, double %40)
  store double %41, ptr %30, align 8
  %42 = getelementptr inbounds %struct.P3d, ptr %3, i32 0, i32 2
  %43 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds %struct.P3d, ptr %4, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds %struct.P3d, ptr %5, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = fmul double %48, %50
  %52 = fneg double %51
  %53 = call double @llvm.fmuladd.f64(double %44, double %46, double %52)
  store double %53, ptr %42, align 8
  %54 = load %struct.P3d, ptr %3, align 8
  ret %struct.P3d %54
}

; Function Attrs: noinline nounwind optnone
define internal %struct.F4 @f4_scale(%struct.F4 %0, float noundef %1) #0 {
  %3 = alloca %struct.F4, align 4
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  %6 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 0
  %7 = extractvalue %struct.F4 %0, 0
  store float %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 1
  %9 = extractvalue %struct.F4 %0, 1
  store float %9, ptr %8, align 4
  %10 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 2
  %11 = extractvalue %struct.F4 %0, 2
  store float %11, ptr %10, align 4
  %12 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 3
  %13 = extractvalue %struct.F4 %0, 3
  store float %13, ptr %12, align 4
  store float %1, ptr %5, align 4
  %14 = load float, ptr %5, align 4
  %15 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = fmul float %16, %14
  store float %17, ptr %15, align 4
  %18 = load float, ptr %5, align 4
  %19 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = fmul float %20, %18
  store float %21, ptr %19, align 4
  %22 = load float, ptr %5, align 4
  %23 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 2
  %24 = load float, ptr %23, align 4
  %25 = fmul float %24, %22
  store float %25, ptr %23, align 4
  %26 = load float, ptr %5, align 4
  %27 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 3
  %28 = load float, ptr %27, align 4
  %29 = fmul float %28, %26
  store float %29, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 %4, i32 16, i1 false)
  %30 = load %struct.F4, ptr %3, align 4
  ret %struct.F4 %30
}

; Function Attrs: noinline nounwind optnone
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
  br label %5, !llvm.loop !11

20:                                               ; preds = %5
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = shl i64 %22, 33
  %24 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %23, ptr %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
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
  br label %8, !llvm.loop !12

22:                                               ; preds = %8
  %23 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i32], ptr %23, i32 0, i32 0
  store i32 -1, ptr %24, align 8
  %25 = load i64, ptr %3, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone
define internal i32 @tiny_rot([1 x i32] %0) #0 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca %struct.Tiny, align 1
  %4 = alloca [1 x i32], align 4
  %5 = alloca i32, align 4
  store [1 x i32] %0, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 4 %4, i32 3, i1 false)
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 1 %2, i32 3, i1 false)
  %15 = load i32, ptr %5, align 4
  ret i32 %15
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
  store [2 x i32] %0, ptr %9, align 4
  %18 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  %19 = extractvalue %struct.P3d %1, 0
  store double %19, ptr %18, align 8
  %20 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  %21 = extractvalue %struct.P3d %1, 1
  store double %21, ptr %20, align 8
  %22 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  %23 = extractvalue %struct.P3d %1, 2
  store double %23, ptr %22, align 8
  %24 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %25 = extractvalue %struct.F4 %2, 0
  store float %25, ptr %24, align 4
  %26 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %27 = extractvalue %struct.F4 %2, 1
  store float %27, ptr %26, align 4
  %28 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %29 = extractvalue %struct.F4 %2, 2
  store float %29, ptr %28, align 4
  %30 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %31 = extractvalue %struct.F4 %2, 3
  store float %31, ptr %30, align 4
  store [3 x i64] %3, ptr %12, align 8
  store [2 x i32] %4, ptr %13, align 4
  store [1 x i32] %5, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %14, ptr align 4 %15, i32 3, i1 false)
  store [2 x i64] %6, ptr %16, align 8
  %32 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 0
  %33 = extractvalue %struct.P3d %7, 0
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 1
  %35 = extractvalue %struct.P3d %7, 1
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 2
  %37 = extractvalue %struct.P3d %7, 2
  store double %37, ptr %36, align 8
  %38 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 0
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds %struct.P2, ptr %9, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = add nsw i32 %39, %41
  %43 = sitofp i32 %42 to double
  %44 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = fadd double %43, %45
  %47 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = fadd double %46, %48
  %50 = getelementptr inbounds %struct.P3d, ptr %10, i32 0, i32 2
  %51 = load double, ptr %50, align 8
  %52 = fadd double %49, %51
  %53 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  %54 = load float, ptr %53, align 4
  %55 = fpext float %54 to double
  %56 = fadd double %52, %55
  %57 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  %58 = load float, ptr %57, align 4
  %59 = fpext float %58 to double
  %60 = fadd double %56, %59
  %61 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  %62 = load float, ptr %61, align 4
  %63 = fpext float %62 to double
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  %66 = load float, ptr %65, align 4
  %67 = fpext float %66 to double
  %68 = fadd double %64, %67
  %69 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 0
  %70 = load i8, ptr %69, align 8
  %71 = zext i8 %70 to i32
  %72 = sitofp i32 %71 to double
  %73 = fadd double %68, %72
  %74 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 1
  %75 = load double, ptr %74, align 8
  %76 = fadd double %73, %75
  %77 = getelementptr inbounds %struct.Mixed, ptr %12, i32 0, i32 2
  %78 = load i16, ptr %77, align 8
  %79 = sext i16 %78 to i32
  %80 = sitofp i32 %79 to double
  %81 = fadd double %76, %80
  %82 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 0
  %83 = load i32, ptr %82, align 4
  %84 = sitofp i32 %83 to double
  %85 = fadd double %81, %84
  %86 = getelementptr inbounds %struct.P2, ptr %13, i32 0, i32 1
  %87 = load i32, ptr %86, align 4
  %88 = sitofp i32 %87 to double
  %89 = fadd double %85, %88
  %90 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %91 = load i8, ptr %90, align 1
  %92 = zext i8 %91 to i32
  %93 = sitofp i32 %92 to double
  %94 = fadd double %89, %93
  %95 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 1
  %96 = load i8, ptr %95, align 1
  %97 = zext i8 %96 to i32
  %98 = sitofp i32 %97 to double
  %99 = fadd double %94, %98
  %100 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 2
  %101 = load i8, ptr %100, align 1
  %102 = zext i8 %101 to i32
  %103 = sitofp i32 %102 to double
  %104 = fadd double %99, %103
  %105 = getelementptr inbounds %struct.LL2, ptr %16, i32 0, i32 0
  %106 = load i64, ptr %105, align 8
  %107 = sitofp i64 %106 to double
  %108 = fadd double %104, %107
  %109 = getelementptr inbounds %struct.LL2, ptr %16, i32 0, i32 1
  %110 = load i64, ptr %109, align 8
  %111 = sitofp i64 %110 to double
  %112 = fadd double %108, %111
  %113 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 0
  %114 = load double, ptr %113, align 8
  %115 = fadd double %112, %114
  %116 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = fadd double %115, %117
  %119 = getelementptr inbounds %struct.P3d, ptr %17, i32 0, i32 2
  %120 = load double, ptr %119, align 8
  %121 = fadd double %118, %120
  ret double %121
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
