; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Self = type { ptr, ptr }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i64 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 8
@.str = private unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", align 1
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", align 1
@constinit = private constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"compound %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"char*\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", align 1
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 8), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 16
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant ptr null, align 4
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline nounwind optnone
define internal void @early_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @late_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = mul nsw i32 %1, 10
  store i32 %2, ptr @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @at_exit_fn() #0 {
  ret void
}

; Function Attrs: noinline optnone
define hidden i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca ptr, align 4
  %10 = alloca %struct.Flags, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 8
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 8 @__const.main.f, i32 16, i1 false)
  %26 = load i16, ptr %2, align 8
  %27 = shl i16 %26, 7
  %28 = ashr i16 %27, 11
  %29 = sext i16 %28 to i32
  %30 = add nsw i32 %29, 2
  %31 = trunc i32 %30 to i16
  %32 = load i16, ptr %2, align 8
  %33 = and i16 %31, 31
  %34 = shl i16 %33, 4
  %35 = and i16 %32, -497
  %36 = or i16 %35, %34
  store i16 %36, ptr %2, align 8
  %37 = shl i16 %33, 11
  %38 = ashr i16 %37, 11
  %39 = sext i16 %38 to i32
  %40 = load i16, ptr %2, align 8
  %41 = and i16 %40, 1
  %42 = zext i16 %41 to i32
  %43 = load i16, ptr %2, align 8
  %44 = lshr i16 %43, 1
  %45 = and i16 %44, 7
  %46 = zext i16 %45 to i32
  %47 = load i16, ptr %2, align 8
  %48 = shl i16 %47, 7
  %49 = ashr i16 %48, 11
  %50 = sext i16 %49 to i32
  %51 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = and i64 %52, 1099511627775
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %46, i32 noundef %50, i64 noundef %53, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 1 @__const.main.bytes, i32 7, i1 false)
  %55 = getelementptr inbounds [7 x i8], ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 %55, i32 7, i1 false)
  %56 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0
  %57 = load i8, ptr %56, align 1
  %58 = sext i8 %57 to i32
  %59 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1
  %60 = load i32, ptr %59, align 1
  %61 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2
  %62 = load i16, ptr %61, align 1
  %63 = zext i16 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %60, i32 noundef %63, i32 noundef 7)
  %65 = call ptr @malloc(i32 noundef 40) #8
  store ptr %65, ptr %5, align 4
  %66 = load ptr, ptr %5, align 4
  %67 = getelementptr inbounds %struct.Msg, ptr %66, i32 0, i32 0
  store i32 4, ptr %67, align 8
  store i32 0, ptr %6, align 4
  br label %68

68:                                               ; preds = %82, %0
  %69 = load i32, ptr %6, align 4
  %70 = load ptr, ptr %5, align 4
  %71 = getelementptr inbounds %struct.Msg, ptr %70, i32 0, i32 0
  %72 = load i32, ptr %71, align 8
  %73 = icmp slt i32 %69, %72
  br i1 %73, label %74, label %85

74:                                               ; preds = %68
  %75 = load i32, ptr %6, align 4
  %76 = sitofp i32 %75 to double
  %77 = fdiv double %76, 4.000000e+00
  %78 = load ptr, ptr %5, align 4
  %79 = getelementptr inbounds %struct.Msg, ptr %78, i32 0, i32 1
  %80 = load i32, ptr %6, align 4
  %81 = getelementptr inbounds [0 x double], ptr %79, i32 0, i32 %80
  store double %77, ptr %81, align 8
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr %6, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %6, align 4
  br label %68, !llvm.loop !2

85:                                               ; preds = %68
  %86 = load ptr, ptr %5, align 4
  %87 = getelementptr inbounds %struct.Msg, ptr %86, i32 0, i32 1
  %88 = getelementptr inbounds [0 x double], ptr %87, i32 0, i32 3
  %89 = load double, ptr %88, align 8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %89)
  %91 = load ptr, ptr %5, align 4
  call void @llvm.memset.p0.i32(ptr align 8 %91, i8 0, i32 8, i1 false)
  %92 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %92)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @constinit, i32 32, i1 false)
  %93 = getelementptr inbounds [8 x i32], ptr %8, i32 0, i32 0
  store ptr %93, ptr %7, align 4
  %94 = load ptr, ptr %7, align 4
  call void @sort(ptr noundef %94, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc)
  %95 = load ptr, ptr %7, align 4
  %96 = getelementptr inbounds i32, ptr %95, i32 0
  %97 = load i32, ptr %96, align 4
  %98 = load ptr, ptr %7, align 4
  %99 = getelementptr inbounds i32, ptr %98, i32 1
  %100 = load i32, ptr %99, align 4
  %101 = load ptr, ptr %7, align 4
  %102 = getelementptr inbounds i32, ptr %101, i32 7
  %103 = load i32, ptr %102, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97, i32 noundef %100, i32 noundef %103)
  %105 = load i16, ptr %10, align 8
  %106 = and i16 %105, -2
  %107 = or i16 %106, 0
  store i16 %107, ptr %10, align 8
  %108 = load i16, ptr %10, align 8
  %109 = and i16 %108, -15
  %110 = or i16 %109, 4
  store i16 %110, ptr %10, align 8
  %111 = load i16, ptr %10, align 8
  %112 = and i16 %111, -497
  %113 = or i16 %112, 0
  store i16 %113, ptr %10, align 8
  %114 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1
  %115 = load i64, ptr %114, align 8
  %116 = and i64 %115, -1099511627776
  %117 = or i64 %116, 0
  store i64 %117, ptr %114, align 8
  store ptr %10, ptr %9, align 4
  %118 = load ptr, ptr %9, align 4
  %119 = load i16, ptr %118, align 8
  %120 = lshr i16 %119, 1
  %121 = and i16 %120, 7
  %122 = zext i16 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9)
  store i32 3, ptr %11, align 4
  store i32 8, ptr %12, align 4
  %125 = load i32, ptr %11, align 4
  %126 = load i32, ptr %12, align 4
  %127 = icmp sgt i32 %125, %126
  br i1 %127, label %128, label %130

128:                                              ; preds = %85
  %129 = load i32, ptr %11, align 4
  br label %132

130:                                              ; preds = %85
  %131 = load i32, ptr %12, align 4
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %129, %128 ], [ %131, %130 ]
  store i32 %133, ptr %13, align 4
  %134 = load i32, ptr %13, align 4
  store double 2.500000e+00, ptr %14, align 8
  store double -1.000000e+00, ptr %15, align 8
  %135 = load double, ptr %14, align 8
  %136 = load double, ptr %15, align 8
  %137 = fcmp ogt double %135, %136
  br i1 %137, label %138, label %140

138:                                              ; preds = %132
  %139 = load double, ptr %14, align 8
  br label %142

140:                                              ; preds = %132
  %141 = load double, ptr %15, align 8
  br label %142

142:                                              ; preds = %140, %138
  %143 = phi double [ %139, %138 ], [ %141, %140 ]
  store double %143, ptr %16, align 8
  %144 = load double, ptr %16, align 8
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %134, double noundef %144)
  %146 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %147 = extractvalue { i32, i1 } %146, 1
  %148 = extractvalue { i32, i1 } %146, 0
  store i32 %148, ptr %17, align 4
  %149 = zext i1 %147 to i32
  store i32 %149, ptr %18, align 4
  %150 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %151 = extractvalue { i64, i1 } %150, 1
  %152 = extractvalue { i64, i1 } %150, 0
  store i64 %152, ptr %19, align 8
  %153 = zext i1 %151 to i32
  store i32 %153, ptr %20, align 4
  %154 = load i32, ptr %18, align 4
  %155 = load i32, ptr %17, align 4
  %156 = load i32, ptr %20, align 4
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %154, i32 noundef %155, i32 noundef %156)
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %159 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double 1.000000e+00, ptr %158, align 8
  store double 2.000000e+00, ptr %159, align 8
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %163 = load double, ptr %162, align 8
  %164 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %165 = load double, ptr %164, align 8
  %166 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %167 = load double, ptr %166, align 8
  %168 = fmul double %161, %165
  %169 = fmul double %163, %167
  %170 = fmul double %161, %167
  %171 = fmul double %163, %165
  %172 = fsub double %168, %169
  %173 = fadd double %170, %171
  %174 = fcmp uno double %172, %172
  br i1 %174, label %175, label %182, !prof !4

175:                                              ; preds = %142
  %176 = fcmp uno double %173, %173
  br i1 %176, label %177, label %182, !prof !4

177:                                              ; preds = %175
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %23, double noundef %161, double noundef %163, double noundef %165, double noundef %167) #9
  %178 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %179 = load double, ptr %178, align 8
  %180 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  %181 = load double, ptr %180, align 8
  br label %182

182:                                              ; preds = %177, %175, %142
  %183 = phi double [ %172, %142 ], [ %172, %175 ], [ %179, %177 ]
  %184 = phi double [ %173, %142 ], [ %173, %175 ], [ %181, %177 ]
  %185 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %186 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %183, ptr %185, align 8
  store double %184, ptr %186, align 8
  %187 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %188 = load double, ptr %187, align 8
  %189 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %190 = load double, ptr %189, align 8
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %188, double noundef %190)
  %192 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %193 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float 1.000000e+00, ptr %192, align 4
  store float -1.000000e+00, ptr %193, align 4
  %194 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %195 = load float, ptr %194, align 4
  %196 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %197 = load float, ptr %196, align 4
  %198 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %199 = load float, ptr %198, align 4
  %200 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %201 = load float, ptr %200, align 4
  %202 = fadd float %199, 1.000000e+00
  call void @__divsc3(ptr dead_on_unwind writable sret({ float, float }) align 4 %25, float noundef %195, float noundef %197, float noundef %202, float noundef %201) #9
  %203 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %204 = load float, ptr %203, align 4
  %205 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %206 = load float, ptr %205, align 4
  %207 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %208 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %204, ptr %207, align 4
  store float %206, ptr %208, align 4
  %209 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %210 = load float, ptr %209, align 4
  %211 = fpext float %210 to double
  %212 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %213 = load float, ptr %212, align 4
  %214 = fpext float %213 to double
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %211, double noundef %214)
  %216 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4
  %217 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i32 0, i32 2), align 8
  %218 = add nsw i32 %216, %217
  %219 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i32 0, i32 1), align 8
  %220 = getelementptr inbounds %struct.Self, ptr %219, i32 0, i32 1
  %221 = load ptr, ptr %220, align 4
  %222 = load i32, ptr %221, align 4
  %223 = load ptr, ptr @ring, align 16
  %224 = getelementptr inbounds %struct.Self, ptr %223, i32 0, i32 1
  %225 = load ptr, ptr %224, align 4
  %226 = load i32, ptr %225, align 4
  %227 = load ptr, ptr @hook, align 4
  %228 = icmp eq ptr %227, null
  %229 = zext i1 %228 to i32
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %218, i32 noundef 32, i32 noundef %222, i32 noundef %226, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %229)
  %231 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i32 0, i32 2), align 8
  %232 = fpext float %231 to double
  %233 = load i32, ptr @ctor_ran, align 4
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %232, i32 noundef 32, i32 noundef %233)
  %235 = call i32 @vla_sum(i32 noundef 12)
  %236 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %235, i32 noundef %236)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

declare void @free(ptr noundef) #3

; Function Attrs: noinline optnone
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 4
  %13 = load ptr, ptr %5, align 4
  store ptr %13, ptr %9, align 4
  store i32 1, ptr %11, align 4
  br label %14

14:                                               ; preds = %72, %4
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %75

18:                                               ; preds = %14
  %19 = load i32, ptr %11, align 4
  store i32 %19, ptr %12, align 4
  br label %20

20:                                               ; preds = %68, %18
  %21 = load i32, ptr %12, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %38

23:                                               ; preds = %20
  %24 = load ptr, ptr %8, align 4
  %25 = load ptr, ptr %9, align 4
  %26 = load i32, ptr %12, align 4
  %27 = sub nsw i32 %26, 1
  %28 = load i32, ptr %7, align 4
  %29 = mul nsw i32 %27, %28
  %30 = getelementptr inbounds i8, ptr %25, i32 %29
  %31 = load ptr, ptr %9, align 4
  %32 = load i32, ptr %12, align 4
  %33 = load i32, ptr %7, align 4
  %34 = mul nsw i32 %32, %33
  %35 = getelementptr inbounds i8, ptr %31, i32 %34
  %36 = call i32 %24(ptr noundef %30, ptr noundef %35)
  %37 = icmp sgt i32 %36, 0
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ]
  br i1 %39, label %40, label %71

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0
  %42 = load ptr, ptr %9, align 4
  %43 = load i32, ptr %12, align 4
  %44 = load i32, ptr %7, align 4
  %45 = mul nsw i32 %43, %44
  %46 = getelementptr inbounds i8, ptr %42, i32 %45
  %47 = load i32, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %41, ptr align 1 %46, i32 %47, i1 false)
  %48 = load ptr, ptr %9, align 4
  %49 = load i32, ptr %12, align 4
  %50 = load i32, ptr %7, align 4
  %51 = mul nsw i32 %49, %50
  %52 = getelementptr inbounds i8, ptr %48, i32 %51
  %53 = load ptr, ptr %9, align 4
  %54 = load i32, ptr %12, align 4
  %55 = sub nsw i32 %54, 1
  %56 = load i32, ptr %7, align 4
  %57 = mul nsw i32 %55, %56
  %58 = getelementptr inbounds i8, ptr %53, i32 %57
  %59 = load i32, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %52, ptr align 1 %58, i32 %59, i1 false)
  %60 = load ptr, ptr %9, align 4
  %61 = load i32, ptr %12, align 4
  %62 = sub nsw i32 %61, 1
  %63 = load i32, ptr %7, align 4
  %64 = mul nsw i32 %62, %63
  %65 = getelementptr inbounds i8, ptr %60, i32 %64
  %66 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0
  %67 = load i32, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %65, ptr align 16 %66, i32 %67, i1 false)
  br label %68

68:                                               ; preds = %40
  %69 = load i32, ptr %12, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, ptr %12, align 4
  br label %20, !llvm.loop !5

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %11, align 4
  br label %14, !llvm.loop !6

75:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %5, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %7, align 4
  %9 = sub nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare void @__muldc3(ptr, double, double, double, double)

declare void @__divsc3(ptr, float, float, float, float)

; Function Attrs: noinline nounwind optnone
define internal i32 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call ptr @llvm.stacksave.p0()
  store ptr %11, ptr %3, align 4
  %12 = alloca i32, i32 %10, align 16
  store i32 %10, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %23, %1
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %5, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32, ptr %5, align 4
  %22 = getelementptr inbounds i32, ptr %12, i32 %21
  store i32 %20, ptr %22, align 4
  br label %23

23:                                               ; preds = %17
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %13, !llvm.loop !7

26:                                               ; preds = %13
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %47, %26
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %50

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = call ptr @llvm.stacksave.p0()
  store ptr %34, ptr %8, align 4
  %35 = alloca i32, i32 %33, align 16
  store i32 %33, ptr %9, align 4
  %36 = load i32, ptr %7, align 4
  %37 = getelementptr inbounds i32, ptr %12, i32 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = getelementptr inbounds i32, ptr %35, i32 %39
  store i32 %38, ptr %40, align 4
  %41 = load i32, ptr %7, align 4
  %42 = getelementptr inbounds i32, ptr %35, i32 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %6, align 4
  %46 = load ptr, ptr %8, align 4
  call void @llvm.stackrestore.p0(ptr %46)
  br label %47

47:                                               ; preds = %31
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %7, align 4
  br label %27, !llvm.loop !8

50:                                               ; preds = %27
  %51 = load i32, ptr %6, align 4
  %52 = load ptr, ptr %3, align 4
  call void @llvm.stackrestore.p0(ptr %52)
  ret i32 %51
}

; Function Attrs: noinline optnone
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = add i32 %9, 1
  store i32 %10, ptr %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = sub i32 %15, 1
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1)
  store i32 %17, ptr %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4
  %20 = sub i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub i32 %22, 1
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23)
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24)
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #7

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"branch_weights", i32 1, i32 1048575}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
