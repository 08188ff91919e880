; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Self = type { ptr, ptr }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i32, i64 }
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
  %23 = alloca { double, double }, align 8
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false)
  %26 = load i32, ptr %2, align 8
  %27 = shl i32 %26, 23
  %28 = ashr i32 %27, 27
  %29 = add nsw i32 %28, 2
  %30 = load i32, ptr %2, align 8
  %31 = and i32 %29, 31
  %32 = shl i32 %31, 4
  %33 = and i32 %30, -497
  %34 = or i32 %33, %32
  store i32 %34, ptr %2, align 8
  %35 = shl i32 %31, 27
  %36 = ashr i32 %35, 27
  %37 = load i32, ptr %2, align 8
  %38 = and i32 %37, 1
  %39 = load i32, ptr %2, align 8
  %40 = lshr i32 %39, 1
  %41 = and i32 %40, 7
  %42 = load i32, ptr %2, align 8
  %43 = shl i32 %42, 23
  %44 = ashr i32 %43, 27
  %45 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %46 = load i64, ptr %45, align 8
  %47 = and i64 %46, 1099511627775
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %41, i32 noundef %44, i64 noundef %47, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false)
  %49 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %49, i64 7, i1 false)
  %50 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0
  %51 = load i8, ptr %50, align 1
  %52 = sext i8 %51 to i32
  %53 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1
  %54 = load i32, ptr %53, align 1
  %55 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2
  %56 = load i16, ptr %55, align 1
  %57 = zext i16 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52, i32 noundef %54, i32 noundef %57, i32 noundef 7)
  %59 = call ptr @malloc(i64 noundef 40) #8
  store ptr %59, ptr %5, align 8
  %60 = load ptr, ptr %5, align 8
  %61 = getelementptr inbounds %struct.Msg, ptr %60, i32 0, i32 0
  store i32 4, ptr %61, align 8
  store i32 0, ptr %6, align 4
  br label %62

62:                                               ; preds = %77, %0
  %63 = load i32, ptr %6, align 4
  %64 = load ptr, ptr %5, align 8
  %65 = getelementptr inbounds %struct.Msg, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 8
  %67 = icmp slt i32 %63, %66
  br i1 %67, label %68, label %80

68:                                               ; preds = %62
  %69 = load i32, ptr %6, align 4
  %70 = sitofp i32 %69 to double
  %71 = fdiv double %70, 4.000000e+00
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds %struct.Msg, ptr %72, i32 0, i32 1
  %74 = load i32, ptr %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [0 x double], ptr %73, i64 0, i64 %75
  store double %71, ptr %76, align 8
  br label %77

77:                                               ; preds = %68
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  br label %62, !llvm.loop !5

80:                                               ; preds = %62
  %81 = load ptr, ptr %5, align 8
  %82 = getelementptr inbounds %struct.Msg, ptr %81, i32 0, i32 1
  %83 = getelementptr inbounds [0 x double], ptr %82, i64 0, i64 3
  %84 = load double, ptr %83, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %84)
  %86 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %86, i8 0, i64 8, i1 false)
  %87 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %87)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false)
  %88 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0
  store ptr %88, ptr %7, align 8
  %89 = load ptr, ptr %7, align 8
  call void @sort(ptr noundef %89, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc)
  %90 = load ptr, ptr %7, align 8
  %91 = getelementptr inbounds i32, ptr %90, i64 0
  %92 = load i32, ptr %91, align 4
  %93 = load ptr, ptr %7, align 8
  %94 = getelementptr inbounds i32, ptr %93, i64 1
  %95 = load i32, ptr %94, align 4
  %96 = load ptr, ptr %7, align 8
  %97 = getelementptr inbounds i32, ptr %96, i64 7
  %98 = load i32, ptr %97, align 4
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %92, i32 noundef %95, i32 noundef %98)
  %100 = load i32, ptr %10, align 8
  %101 = and i32 %100, -2
  %102 = or i32 %101, 0
  store i32 %102, ptr %10, align 8
  %103 = load i32, ptr %10, align 8
  %104 = and i32 %103, -15
  %105 = or i32 %104, 4
  store i32 %105, ptr %10, align 8
  %106 = load i32, ptr %10, align 8
  %107 = and i32 %106, -497
  %108 = or i32 %107, 0
  store i32 %108, ptr %10, align 8
  %109 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1
  %110 = load i64, ptr %109, align 8
  %111 = and i64 %110, -1099511627776
  %112 = or i64 %111, 0
  store i64 %112, ptr %109, align 8
  store ptr %10, ptr %9, align 8
  %113 = load ptr, ptr %9, align 8
  %114 = load i32, ptr %113, align 8
  %115 = lshr i32 %114, 1
  %116 = and i32 %115, 7
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %116)
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9)
  store i32 3, ptr %11, align 4
  store i32 8, ptr %12, align 4
  %119 = load i32, ptr %11, align 4
  %120 = load i32, ptr %12, align 4
  %121 = icmp sgt i32 %119, %120
  br i1 %121, label %122, label %124

122:                                              ; preds = %80
  %123 = load i32, ptr %11, align 4
  br label %126

124:                                              ; preds = %80
  %125 = load i32, ptr %12, align 4
  br label %126

126:                                              ; preds = %124, %122
  %127 = phi i32 [ %123, %122 ], [ %125, %124 ]
  store i32 %127, ptr %13, align 4
  %128 = load i32, ptr %13, align 4
  store double 2.500000e+00, ptr %14, align 8
  store double -1.000000e+00, ptr %15, align 8
  %129 = load double, ptr %14, align 8
  %130 = load double, ptr %15, align 8
  %131 = fcmp ogt double %129, %130
  br i1 %131, label %132, label %134

132:                                              ; preds = %126
  %133 = load double, ptr %14, align 8
  br label %136

134:                                              ; preds = %126
  %135 = load double, ptr %15, align 8
  br label %136

136:                                              ; preds = %134, %132
  %137 = phi double [ %133, %132 ], [ %135, %134 ]
  store double %137, ptr %16, align 8
  %138 = load double, ptr %16, align 8
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %128, double noundef %138)
  %140 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %141 = extractvalue { i32, i1 } %140, 1
  %142 = extractvalue { i32, i1 } %140, 0
  store i32 %142, ptr %17, align 4
  %143 = zext i1 %141 to i32
  store i32 %143, ptr %18, align 4
  %144 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %145 = extractvalue { i64, i1 } %144, 1
  %146 = extractvalue { i64, i1 } %144, 0
  store i64 %146, ptr %19, align 8
  %147 = zext i1 %145 to i32
  store i32 %147, ptr %20, align 4
  %148 = load i32, ptr %18, align 4
  %149 = load i32, ptr %17, align 4
  %150 = load i32, ptr %20, align 4
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %148, i32 noundef %149, i32 noundef %150)
  %152 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %153 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double 1.000000e+00, ptr %152, align 8
  store double 2.000000e+00, ptr %153, align 8
  %154 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %159 = load double, ptr %158, align 8
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %161 = load double, ptr %160, align 8
  %162 = fmul double %155, %159
  %163 = fmul double %157, %161
  %164 = fmul double %155, %161
  %165 = fmul double %157, %159
  %166 = fsub double %162, %163
  %167 = fadd double %164, %165
  %168 = fcmp uno double %166, %166
  br i1 %168, label %169, label %176, !prof !7

169:                                              ; preds = %136
  %170 = fcmp uno double %167, %167
  br i1 %170, label %171, label %176, !prof !7

171:                                              ; preds = %169
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %23, double noundef %155, double noundef %157, double noundef %159, double noundef %161) #9
  %172 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %173 = load double, ptr %172, align 8
  %174 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  %175 = load double, ptr %174, align 8
  br label %176

176:                                              ; preds = %171, %169, %136
  %177 = phi double [ %166, %136 ], [ %166, %169 ], [ %173, %171 ]
  %178 = phi double [ %167, %136 ], [ %167, %169 ], [ %175, %171 ]
  %179 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %180 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %177, ptr %179, align 8
  store double %178, ptr %180, align 8
  %181 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %182 = load double, ptr %181, align 8
  %183 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %184 = load double, ptr %183, align 8
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %182, double noundef %184)
  %186 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %187 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float 1.000000e+00, ptr %186, align 4
  store float -1.000000e+00, ptr %187, align 4
  %188 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %189 = load float, ptr %188, align 4
  %190 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %191 = load float, ptr %190, align 4
  %192 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %193 = load float, ptr %192, align 4
  %194 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %195 = load float, ptr %194, align 4
  %196 = fadd float %193, 1.000000e+00
  %197 = call i64 @__divsc3(float noundef %189, float noundef %191, float noundef %196, float noundef %195) #9
  store i64 %197, ptr %25, align 4
  %198 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %199 = load float, ptr %198, align 4
  %200 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %201 = load float, ptr %200, align 4
  %202 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %203 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %199, ptr %202, align 4
  store float %201, ptr %203, align 4
  %204 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %205 = load float, ptr %204, align 4
  %206 = fpext float %205 to double
  %207 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %208 = load float, ptr %207, align 4
  %209 = fpext float %208 to double
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %206, double noundef %209)
  %211 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4
  %212 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 8
  %213 = add nsw i32 %211, %212
  %214 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 16
  %215 = getelementptr inbounds %struct.Self, ptr %214, i32 0, i32 1
  %216 = load ptr, ptr %215, align 8
  %217 = load i32, ptr %216, align 4
  %218 = load ptr, ptr @ring, align 16
  %219 = getelementptr inbounds %struct.Self, ptr %218, i32 0, i32 1
  %220 = load ptr, ptr %219, align 8
  %221 = load i32, ptr %220, align 4
  %222 = load ptr, ptr @hook, align 8
  %223 = icmp eq ptr %222, null
  %224 = zext i1 %223 to i32
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %213, i32 noundef 32, i32 noundef %217, i32 noundef %221, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %224)
  %226 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8
  %227 = fpext float %226 to double
  %228 = load i32, ptr @ctor_ran, align 4
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %227, i32 noundef 32, i32 noundef %228)
  %230 = call i32 @vla_sum(i32 noundef 12)
  %231 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %230, i32 noundef %231)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare dso_local void @free(ptr noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 {
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
  br label %20, !llvm.loop !8

80:                                               ; preds = %40
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %14, !llvm.loop !9

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
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare dso_local void @__muldc3(ptr, double, double, double, double)

declare dso_local i64 @__divsc3(float, float, float, float)

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
  br label %14, !llvm.loop !10

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
  br label %29, !llvm.loop !11

56:                                               ; preds = %29
  %57 = load i32, ptr %6, align 4
  %58 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %58)
  ret i32 %57
}

; Function Attrs: noinline optnone uwtable
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

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
