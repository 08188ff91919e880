; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 8), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 4
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant ptr null, align 4
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

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
define dso_local i32 @main() #1 {
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
  %23 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 8 @__const.main.f, i32 16, i1 false)
  %24 = load i16, ptr %2, align 8
  %25 = shl i16 %24, 7
  %26 = ashr i16 %25, 11
  %27 = sext i16 %26 to i32
  %28 = add nsw i32 %27, 2
  %29 = trunc i32 %28 to i16
  %30 = load i16, ptr %2, align 8
  %31 = and i16 %29, 31
  %32 = shl i16 %31, 4
  %33 = and i16 %30, -497
  %34 = or i16 %33, %32
  store i16 %34, ptr %2, align 8
  %35 = shl i16 %31, 11
  %36 = ashr i16 %35, 11
  %37 = sext i16 %36 to i32
  %38 = load i16, ptr %2, align 8
  %39 = and i16 %38, 1
  %40 = zext i16 %39 to i32
  %41 = load i16, ptr %2, align 8
  %42 = lshr i16 %41, 1
  %43 = and i16 %42, 7
  %44 = zext i16 %43 to i32
  %45 = load i16, ptr %2, align 8
  %46 = shl i16 %45, 7
  %47 = ashr i16 %46, 11
  %48 = sext i16 %47 to i32
  %49 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %50 = load i64, ptr %49, align 8
  %51 = and i64 %50, 1099511627775
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %44, i32 noundef %48, i64 noundef %51, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 1 @__const.main.bytes, i32 7, i1 false)
  %53 = getelementptr inbounds [7 x i8], ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 %53, i32 7, i1 false)
  %54 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1
  %58 = load i32, ptr %57, align 1
  %59 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2
  %60 = load i16, ptr %59, align 1
  %61 = zext i16 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %56, i32 noundef %58, i32 noundef %61, i32 noundef 7)
  %63 = call ptr @malloc(i32 noundef 40) #8
  store ptr %63, ptr %5, align 4
  %64 = load ptr, ptr %5, align 4
  %65 = getelementptr inbounds %struct.Msg, ptr %64, i32 0, i32 0
  store i32 4, ptr %65, align 8
  store i32 0, ptr %6, align 4
  br label %66

66:                                               ; preds = %80, %0
  %67 = load i32, ptr %6, align 4
  %68 = load ptr, ptr %5, align 4
  %69 = getelementptr inbounds %struct.Msg, ptr %68, i32 0, i32 0
  %70 = load i32, ptr %69, align 8
  %71 = icmp slt i32 %67, %70
  br i1 %71, label %72, label %83

72:                                               ; preds = %66
  %73 = load i32, ptr %6, align 4
  %74 = sitofp i32 %73 to double
  %75 = fdiv double %74, 4.000000e+00
  %76 = load ptr, ptr %5, align 4
  %77 = getelementptr inbounds %struct.Msg, ptr %76, i32 0, i32 1
  %78 = load i32, ptr %6, align 4
  %79 = getelementptr inbounds [0 x double], ptr %77, i32 0, i32 %78
  store double %75, ptr %79, align 8
  br label %80

80:                                               ; preds = %72
  %81 = load i32, ptr %6, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %6, align 4
  br label %66, !llvm.loop !6

83:                                               ; preds = %66
  %84 = load ptr, ptr %5, align 4
  %85 = getelementptr inbounds %struct.Msg, ptr %84, i32 0, i32 1
  %86 = getelementptr inbounds [0 x double], ptr %85, i32 0, i32 3
  %87 = load double, ptr %86, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %87)
  %89 = load ptr, ptr %5, align 4
  call void @llvm.memset.p0.i32(ptr align 8 %89, i8 0, i32 8, i1 false)
  %90 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %90)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @constinit, i32 32, i1 false)
  %91 = getelementptr inbounds [8 x i32], ptr %8, i32 0, i32 0
  store ptr %91, ptr %7, align 4
  %92 = load ptr, ptr %7, align 4
  call void @sort(ptr noundef %92, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc)
  %93 = load ptr, ptr %7, align 4
  %94 = getelementptr inbounds i32, ptr %93, i32 0
  %95 = load i32, ptr %94, align 4
  %96 = load ptr, ptr %7, align 4
  %97 = getelementptr inbounds i32, ptr %96, i32 1
  %98 = load i32, ptr %97, align 4
  %99 = load ptr, ptr %7, align 4
  %100 = getelementptr inbounds i32, ptr %99, i32 7
  %101 = load i32, ptr %100, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %95, i32 noundef %98, i32 noundef %101)
  %103 = load i16, ptr %10, align 8
  %104 = and i16 %103, -2
  %105 = or i16 %104, 0
  store i16 %105, ptr %10, align 8
  %106 = load i16, ptr %10, align 8
  %107 = and i16 %106, -15
  %108 = or i16 %107, 4
  store i16 %108, ptr %10, align 8
  %109 = load i16, ptr %10, align 8
  %110 = and i16 %109, -497
  %111 = or i16 %110, 0
  store i16 %111, ptr %10, align 8
  %112 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  %114 = and i64 %113, -1099511627776
  %115 = or i64 %114, 0
  store i64 %115, ptr %112, align 8
  store ptr %10, ptr %9, align 4
  %116 = load ptr, ptr %9, align 4
  %117 = load i16, ptr %116, align 8
  %118 = lshr i16 %117, 1
  %119 = and i16 %118, 7
  %120 = zext i16 %119 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %120)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9)
  store i32 3, ptr %11, align 4
  store i32 8, ptr %12, align 4
  %123 = load i32, ptr %11, align 4
  %124 = load i32, ptr %12, align 4
  %125 = icmp sgt i32 %123, %124
  br i1 %125, label %126, label %128

126:                                              ; preds = %83
  %127 = load i32, ptr %11, align 4
  br label %130

128:                                              ; preds = %83
  %129 = load i32, ptr %12, align 4
  br label %130

130:                                              ; preds = %128, %126
  %131 = phi i32 [ %127, %126 ], [ %129, %128 ]
  store i32 %131, ptr %13, align 4
  %132 = load i32, ptr %13, align 4
  store double 2.500000e+00, ptr %14, align 8
  store double -1.000000e+00, ptr %15, align 8
  %133 = load double, ptr %14, align 8
  %134 = load double, ptr %15, align 8
  %135 = fcmp ogt double %133, %134
  br i1 %135, label %136, label %138

136:                                              ; preds = %130
  %137 = load double, ptr %14, align 8
  br label %140

138:                                              ; preds = %130
  %139 = load double, ptr %15, align 8
  br label %140

140:                                              ; preds = %138, %136
  %141 = phi double [ %137, %136 ], [ %139, %138 ]
  store double %141, ptr %16, align 8
  %142 = load double, ptr %16, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %132, double noundef %142)
  %144 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %145 = extractvalue { i32, i1 } %144, 1
  %146 = extractvalue { i32, i1 } %144, 0
  store i32 %146, ptr %17, align 4
  %147 = zext i1 %145 to i32
  store i32 %147, ptr %18, align 4
  %148 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %149 = extractvalue { i64, i1 } %148, 1
  %150 = extractvalue { i64, i1 } %148, 0
  store i64 %150, ptr %19, align 8
  %151 = zext i1 %149 to i32
  store i32 %151, ptr %20, align 4
  %152 = load i32, ptr %18, align 4
  %153 = load i32, ptr %17, align 4
  %154 = load i32, ptr %20, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %152, i32 noundef %153, i32 noundef %154)
  %156 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %157 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double 1.000000e+00, ptr %156, align 8
  store double 2.000000e+00, ptr %157, align 8
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %159 = load double, ptr %158, align 8
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %163 = load double, ptr %162, align 8
  %164 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %165 = load double, ptr %164, align 8
  %166 = fmul double %159, %163
  %167 = fmul double %161, %165
  %168 = fmul double %159, %165
  %169 = fmul double %161, %163
  %170 = fsub double %166, %167
  %171 = fadd double %168, %169
  %172 = fcmp uno double %170, %170
  br i1 %172, label %173, label %179, !prof !8

173:                                              ; preds = %140
  %174 = fcmp uno double %171, %171
  br i1 %174, label %175, label %179, !prof !8

175:                                              ; preds = %173
  %176 = call { double, double } @__muldc3(double noundef %159, double noundef %161, double noundef %163, double noundef %165) #9
  %177 = extractvalue { double, double } %176, 0
  %178 = extractvalue { double, double } %176, 1
  br label %179

179:                                              ; preds = %175, %173, %140
  %180 = phi double [ %170, %140 ], [ %170, %173 ], [ %177, %175 ]
  %181 = phi double [ %171, %140 ], [ %171, %173 ], [ %178, %175 ]
  %182 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %183 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %180, ptr %182, align 8
  store double %181, ptr %183, align 8
  %184 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %185 = load double, ptr %184, align 8
  %186 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %187 = load double, ptr %186, align 8
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %185, double noundef %187)
  %189 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %190 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float 1.000000e+00, ptr %189, align 4
  store float -1.000000e+00, ptr %190, align 4
  %191 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %192 = load float, ptr %191, align 4
  %193 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %194 = load float, ptr %193, align 4
  %195 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %196 = load float, ptr %195, align 4
  %197 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %198 = load float, ptr %197, align 4
  %199 = fadd float %196, 1.000000e+00
  %200 = call { float, float } @__divsc3(float noundef %192, float noundef %194, float noundef %199, float noundef %198) #9
  %201 = extractvalue { float, float } %200, 0
  %202 = extractvalue { float, float } %200, 1
  %203 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %204 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %201, ptr %203, align 4
  store float %202, ptr %204, align 4
  %205 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %206 = load float, ptr %205, align 4
  %207 = fpext float %206 to double
  %208 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %209 = load float, ptr %208, align 4
  %210 = fpext float %209 to double
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %207, double noundef %210)
  %212 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4
  %213 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i32 0, i32 2), align 4
  %214 = add nsw i32 %212, %213
  %215 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i32 0, i32 1), align 4
  %216 = getelementptr inbounds %struct.Self, ptr %215, i32 0, i32 1
  %217 = load ptr, ptr %216, align 4
  %218 = load i32, ptr %217, align 4
  %219 = load ptr, ptr @ring, align 4
  %220 = getelementptr inbounds %struct.Self, ptr %219, i32 0, i32 1
  %221 = load ptr, ptr %220, align 4
  %222 = load i32, ptr %221, align 4
  %223 = load ptr, ptr @hook, align 4
  %224 = icmp eq ptr %223, null
  %225 = zext i1 %224 to i32
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %214, i32 noundef 32, i32 noundef %218, i32 noundef %222, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %225)
  %227 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i32 0, i32 2), align 8
  %228 = fpext float %227 to double
  %229 = load i32, ptr @ctor_ran, align 4
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %228, i32 noundef 32, i32 noundef %229)
  %231 = call i32 @vla_sum(i32 noundef 12)
  %232 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %231, i32 noundef %232)
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
  %10 = alloca [64 x i8], align 1
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %41, ptr align 1 %46, i32 %47, i1 false)
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %65, ptr align 1 %66, i32 %67, i1 false)
  br label %68

68:                                               ; preds = %40
  %69 = load i32, ptr %12, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, ptr %12, align 4
  br label %20, !llvm.loop !9

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %11, align 4
  br label %14, !llvm.loop !10

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

declare { double, double } @__muldc3(double, double, double, double)

declare { float, float } @__divsc3(float, float, float, float)

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
  %12 = alloca i32, i32 %10, align 4
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
  br label %13, !llvm.loop !11

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
  %35 = alloca i32, i32 %33, align 4
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
  br label %27, !llvm.loop !12

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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

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
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
