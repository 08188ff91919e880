; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 16), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 16
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant ptr null, align 8
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = mul nsw i32 %1, 10
  store i32 %2, ptr @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 {
  ret void
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca [8 x i32], align 4
  %9 = alloca ptr, align 8
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
  %23 = alloca { float, float }, align 4
  %24 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false)
  %25 = load i16, ptr %2, align 8
  %26 = shl i16 %25, 7
  %27 = ashr i16 %26, 11
  %28 = sext i16 %27 to i32
  %29 = add nsw i32 %28, 2
  %30 = trunc i32 %29 to i16
  %31 = load i16, ptr %2, align 8
  %32 = and i16 %30, 31
  %33 = shl i16 %32, 4
  %34 = and i16 %31, -497
  %35 = or i16 %34, %33
  store i16 %35, ptr %2, align 8
  %36 = shl i16 %32, 11
  %37 = ashr i16 %36, 11
  %38 = sext i16 %37 to i32
  %39 = load i16, ptr %2, align 8
  %40 = and i16 %39, 1
  %41 = zext i16 %40 to i32
  %42 = load i16, ptr %2, align 8
  %43 = lshr i16 %42, 1
  %44 = and i16 %43, 7
  %45 = zext i16 %44 to i32
  %46 = load i16, ptr %2, align 8
  %47 = shl i16 %46, 7
  %48 = ashr i16 %47, 11
  %49 = sext i16 %48 to i32
  %50 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = and i64 %51, 1099511627775
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41, i32 noundef %45, i32 noundef %49, i64 noundef %52, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false)
  %54 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %54, i64 7, i1 false)
  %55 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0
  %56 = load i8, ptr %55, align 1
  %57 = sext i8 %56 to i32
  %58 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1
  %59 = load i32, ptr %58, align 1
  %60 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2
  %61 = load i16, ptr %60, align 1
  %62 = zext i16 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57, i32 noundef %59, i32 noundef %62, i32 noundef 7)
  %64 = call ptr @malloc(i64 noundef 40) #9
  store ptr %64, ptr %5, align 8
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds %struct.Msg, ptr %65, i32 0, i32 0
  store i32 4, ptr %66, align 8
  store i32 0, ptr %6, align 4
  br label %67

67:                                               ; preds = %82, %0
  %68 = load i32, ptr %6, align 4
  %69 = load ptr, ptr %5, align 8
  %70 = getelementptr inbounds %struct.Msg, ptr %69, i32 0, i32 0
  %71 = load i32, ptr %70, align 8
  %72 = icmp slt i32 %68, %71
  br i1 %72, label %73, label %85

73:                                               ; preds = %67
  %74 = load i32, ptr %6, align 4
  %75 = sitofp i32 %74 to double
  %76 = fdiv double %75, 4.000000e+00
  %77 = load ptr, ptr %5, align 8
  %78 = getelementptr inbounds %struct.Msg, ptr %77, i32 0, i32 1
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [0 x double], ptr %78, i64 0, i64 %80
  store double %76, ptr %81, align 8
  br label %82

82:                                               ; preds = %73
  %83 = load i32, ptr %6, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %6, align 4
  br label %67, !llvm.loop !6

85:                                               ; preds = %67
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds %struct.Msg, ptr %86, i32 0, i32 1
  %88 = getelementptr inbounds [0 x double], ptr %87, i64 0, i64 3
  %89 = load double, ptr %88, align 8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %89)
  %91 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %91, i8 0, i64 8, i1 false)
  %92 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %92)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false)
  %93 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0
  store ptr %93, ptr %7, align 8
  %94 = load ptr, ptr %7, align 8
  call void @sort(ptr noundef %94, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc)
  %95 = load ptr, ptr %7, align 8
  %96 = getelementptr inbounds i32, ptr %95, i64 0
  %97 = load i32, ptr %96, align 4
  %98 = load ptr, ptr %7, align 8
  %99 = getelementptr inbounds i32, ptr %98, i64 1
  %100 = load i32, ptr %99, align 4
  %101 = load ptr, ptr %7, align 8
  %102 = getelementptr inbounds i32, ptr %101, i64 7
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
  store ptr %10, ptr %9, align 8
  %118 = load ptr, ptr %9, align 8
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
  br i1 %174, label %175, label %181, !prof !8

175:                                              ; preds = %142
  %176 = fcmp uno double %173, %173
  br i1 %176, label %177, label %181, !prof !8

177:                                              ; preds = %175
  %178 = call { double, double } @__muldc3(double noundef %161, double noundef %163, double noundef %165, double noundef %167) #10
  %179 = extractvalue { double, double } %178, 0
  %180 = extractvalue { double, double } %178, 1
  br label %181

181:                                              ; preds = %177, %175, %142
  %182 = phi double [ %172, %142 ], [ %172, %175 ], [ %179, %177 ]
  %183 = phi double [ %173, %142 ], [ %173, %175 ], [ %180, %177 ]
  %184 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %185 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %182, ptr %184, align 8
  store double %183, ptr %185, align 8
  %186 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %187 = load double, ptr %186, align 8
  %188 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %189 = load double, ptr %188, align 8
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %187, double noundef %189)
  %191 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %192 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float 1.000000e+00, ptr %191, align 4
  store float -1.000000e+00, ptr %192, align 4
  %193 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %194 = load float, ptr %193, align 4
  %195 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %196 = load float, ptr %195, align 4
  %197 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %198 = load float, ptr %197, align 4
  %199 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %200 = load float, ptr %199, align 4
  %201 = fadd float %198, 1.000000e+00
  %202 = call <2 x float> @__divsc3(float noundef %194, float noundef %196, float noundef %201, float noundef %200) #10
  store <2 x float> %202, ptr %24, align 4
  %203 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %204 = load float, ptr %203, align 4
  %205 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %206 = load float, ptr %205, align 4
  %207 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %208 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %204, ptr %207, align 4
  store float %206, ptr %208, align 4
  %209 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %210 = load float, ptr %209, align 4
  %211 = fpext float %210 to double
  %212 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %213 = load float, ptr %212, align 4
  %214 = fpext float %213 to double
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %211, double noundef %214)
  %216 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4
  %217 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 8
  %218 = add nsw i32 %216, %217
  %219 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 16
  %220 = getelementptr inbounds %struct.Self, ptr %219, i32 0, i32 1
  %221 = load ptr, ptr %220, align 8
  %222 = load i32, ptr %221, align 4
  %223 = load ptr, ptr @ring, align 16
  %224 = getelementptr inbounds %struct.Self, ptr %223, i32 0, i32 1
  %225 = load ptr, ptr %224, align 8
  %226 = load i32, ptr %225, align 4
  %227 = load ptr, ptr @hook, align 8
  %228 = icmp eq ptr %227, null
  %229 = zext i1 %228 to i32
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %218, i64 noundef 32, i32 noundef %222, i32 noundef %226, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %229)
  %231 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8
  %232 = fpext float %231 to double
  %233 = load i32, ptr @ctor_ran, align 4
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %232, i32 noundef 32, i32 noundef %233)
  %235 = call i32 @vla_sum(i32 noundef 12)
  %236 = call i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %235, i64 noundef %236)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @free(ptr noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #6 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %13 = load ptr, ptr %5, align 8
  store ptr %13, ptr %9, align 8
  store i32 1, ptr %11, align 4
  br label %14

14:                                               ; preds = %81, %4
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %84

18:                                               ; preds = %14
  %19 = load i32, ptr %11, align 4
  store i32 %19, ptr %12, align 4
  br label %20

20:                                               ; preds = %77, %18
  %21 = load i32, ptr %12, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %40

23:                                               ; preds = %20
  %24 = load ptr, ptr %8, align 8
  %25 = load ptr, ptr %9, align 8
  %26 = load i32, ptr %12, align 4
  %27 = sub nsw i32 %26, 1
  %28 = load i32, ptr %7, align 4
  %29 = mul nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr %25, i64 %30
  %32 = load ptr, ptr %9, align 8
  %33 = load i32, ptr %12, align 4
  %34 = load i32, ptr %7, align 4
  %35 = mul nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %32, i64 %36
  %38 = call i32 %24(ptr noundef %31, ptr noundef %37)
  %39 = icmp sgt i32 %38, 0
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ]
  br i1 %41, label %42, label %80

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %44 = load ptr, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = load i32, ptr %7, align 4
  %47 = mul nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %44, i64 %48
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 1 %49, i64 %51, i1 false)
  %52 = load ptr, ptr %9, align 8
  %53 = load i32, ptr %12, align 4
  %54 = load i32, ptr %7, align 4
  %55 = mul nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %52, i64 %56
  %58 = load ptr, ptr %9, align 8
  %59 = load i32, ptr %12, align 4
  %60 = sub nsw i32 %59, 1
  %61 = load i32, ptr %7, align 4
  %62 = mul nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %58, i64 %63
  %65 = load i32, ptr %7, align 4
  %66 = sext i32 %65 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %64, i64 %66, i1 false)
  %67 = load ptr, ptr %9, align 8
  %68 = load i32, ptr %12, align 4
  %69 = sub nsw i32 %68, 1
  %70 = load i32, ptr %7, align 4
  %71 = mul nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr %67, i64 %72
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %75 = load i32, ptr %7, align 4
  %76 = sext i32 %75 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 16 %74, i64 %76, i1 false)
  br label %77

77:                                               ; preds = %42
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %78, -1
  store i32 %79, ptr %12, align 4
  br label %20, !llvm.loop !9

80:                                               ; preds = %40
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %14, !llvm.loop !10

84:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %5, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  %9 = sub nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

declare { double, double } @__muldc3(double, double, double, double)

declare <2 x float> @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = zext i32 %10 to i64
  %12 = call ptr @llvm.stacksave.p0()
  store ptr %12, ptr %3, align 8
  %13 = alloca i32, i64 %11, align 16
  store i64 %11, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %25, %1
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 %19, %20
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %13, i64 %23
  store i32 %21, ptr %24, align 4
  br label %25

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %14, !llvm.loop !11

28:                                               ; preds = %14
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %29

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %2, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %56

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  %36 = zext i32 %35 to i64
  %37 = call ptr @llvm.stacksave.p0()
  store ptr %37, ptr %8, align 8
  %38 = alloca i32, i64 %36, align 16
  store i64 %36, ptr %9, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %13, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %38, i64 %44
  store i32 %42, ptr %45, align 4
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %38, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %6, align 4
  %52 = load ptr, ptr %8, align 8
  call void @llvm.stackrestore.p0(ptr %52)
  br label %53

53:                                               ; preds = %33
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %29, !llvm.loop !12

56:                                               ; preds = %29
  %57 = load i32, ptr %6, align 4
  %58 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %58)
  ret i32 %57
}

; Function Attrs: noinline optnone uwtable
define internal i64 @ackermann(i64 noundef %0, i64 noundef %1) #6 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sext i32 %8 to i64
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load i64, ptr %5, align 8
  %13 = add i64 %12, 1
  store i64 %13, ptr %3, align 8
  br label %29

14:                                               ; preds = %2
  %15 = load i64, ptr %5, align 8
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = load i64, ptr %4, align 8
  %19 = sub i64 %18, 1
  %20 = call i64 @ackermann(i64 noundef %19, i64 noundef 1)
  store i64 %20, ptr %3, align 8
  br label %29

21:                                               ; preds = %14
  %22 = load i64, ptr %4, align 8
  %23 = sub i64 %22, 1
  %24 = load i64, ptr %4, align 8
  %25 = load i64, ptr %5, align 8
  %26 = sub i64 %25, 1
  %27 = call i64 @ackermann(i64 noundef %24, i64 noundef %26)
  %28 = call i64 @ackermann(i64 noundef %23, i64 noundef %27)
  store i64 %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %21, %17, %11
  %30 = load i64, ptr %3, align 8
  ret i64 %30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #8

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #8

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }

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
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
