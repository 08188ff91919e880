; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Self = type { ptr, ptr }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i64 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -34, i8 -128, [6 x i8] undef, i8 1, i8 35, i8 69, i8 103, i8 -119, [3 x i8] undef }, align 8
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
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 16), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 8
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
define dso_local signext i32 @main() #1 {
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
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false)
  %24 = load i16, ptr %2, align 8
  %25 = shl i16 %24, 4
  %26 = ashr i16 %25, 11
  %27 = sext i16 %26 to i32
  %28 = add nsw i32 %27, 2
  %29 = trunc i32 %28 to i16
  %30 = load i16, ptr %2, align 8
  %31 = and i16 %29, 31
  %32 = shl i16 %31, 7
  %33 = and i16 %30, -3969
  %34 = or i16 %33, %32
  store i16 %34, ptr %2, align 8
  %35 = shl i16 %31, 11
  %36 = ashr i16 %35, 11
  %37 = sext i16 %36 to i32
  %38 = load i16, ptr %2, align 8
  %39 = lshr i16 %38, 15
  %40 = zext i16 %39 to i32
  %41 = load i16, ptr %2, align 8
  %42 = lshr i16 %41, 12
  %43 = and i16 %42, 7
  %44 = zext i16 %43 to i32
  %45 = load i16, ptr %2, align 8
  %46 = shl i16 %45, 4
  %47 = ashr i16 %46, 11
  %48 = sext i16 %47 to i32
  %49 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %50 = load i64, ptr %49, align 8
  %51 = lshr i64 %50, 24
  %52 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %40, i32 noundef signext %44, i32 noundef signext %48, i64 noundef %51, i32 noundef signext 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false)
  %53 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %53, i64 7, i1 false)
  %54 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1
  %58 = load i32, ptr %57, align 1
  %59 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2
  %60 = load i16, ptr %59, align 1
  %61 = zext i16 %60 to i32
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %56, i32 noundef signext %58, i32 noundef signext %61, i32 noundef signext 7)
  %63 = call ptr @malloc(i64 noundef 40) #8
  store ptr %63, ptr %5, align 8
  %64 = load ptr, ptr %5, align 8
  %65 = getelementptr inbounds %struct.Msg, ptr %64, i32 0, i32 0
  store i32 4, ptr %65, align 8
  store i32 0, ptr %6, align 4
  br label %66

66:                                               ; preds = %81, %0
  %67 = load i32, ptr %6, align 4
  %68 = load ptr, ptr %5, align 8
  %69 = getelementptr inbounds %struct.Msg, ptr %68, i32 0, i32 0
  %70 = load i32, ptr %69, align 8
  %71 = icmp slt i32 %67, %70
  br i1 %71, label %72, label %84

72:                                               ; preds = %66
  %73 = load i32, ptr %6, align 4
  %74 = sitofp i32 %73 to double
  %75 = fdiv double %74, 4.000000e+00
  %76 = load ptr, ptr %5, align 8
  %77 = getelementptr inbounds %struct.Msg, ptr %76, i32 0, i32 1
  %78 = load i32, ptr %6, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [0 x double], ptr %77, i64 0, i64 %79
  store double %75, ptr %80, align 8
  br label %81

81:                                               ; preds = %72
  %82 = load i32, ptr %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %66, !llvm.loop !6

84:                                               ; preds = %66
  %85 = load ptr, ptr %5, align 8
  %86 = getelementptr inbounds %struct.Msg, ptr %85, i32 0, i32 1
  %87 = getelementptr inbounds [0 x double], ptr %86, i64 0, i64 3
  %88 = load double, ptr %87, align 8
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %88)
  %90 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %90, i8 0, i64 8, i1 false)
  %91 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %91)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false)
  %92 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0
  store ptr %92, ptr %7, align 8
  %93 = load ptr, ptr %7, align 8
  call void @sort(ptr noundef %93, i32 noundef signext 8, i32 noundef signext 4, ptr noundef @cmp_int_desc)
  %94 = load ptr, ptr %7, align 8
  %95 = getelementptr inbounds i32, ptr %94, i64 0
  %96 = load i32, ptr %95, align 4
  %97 = load ptr, ptr %7, align 8
  %98 = getelementptr inbounds i32, ptr %97, i64 1
  %99 = load i32, ptr %98, align 4
  %100 = load ptr, ptr %7, align 8
  %101 = getelementptr inbounds i32, ptr %100, i64 7
  %102 = load i32, ptr %101, align 4
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %96, i32 noundef signext %99, i32 noundef signext %102)
  %104 = load i16, ptr %10, align 8
  %105 = and i16 %104, 32767
  %106 = or i16 %105, 0
  store i16 %106, ptr %10, align 8
  %107 = load i16, ptr %10, align 8
  %108 = and i16 %107, -28673
  %109 = or i16 %108, 8192
  store i16 %109, ptr %10, align 8
  %110 = load i16, ptr %10, align 8
  %111 = and i16 %110, -3969
  %112 = or i16 %111, 0
  store i16 %112, ptr %10, align 8
  %113 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1
  %114 = load i64, ptr %113, align 8
  %115 = and i64 %114, 16777215
  %116 = or i64 %115, 0
  store i64 %116, ptr %113, align 8
  store ptr %10, ptr %9, align 8
  %117 = load ptr, ptr %9, align 8
  %118 = load i16, ptr %117, align 8
  %119 = lshr i16 %118, 12
  %120 = and i16 %119, 7
  %121 = zext i16 %120 to i32
  %122 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %121)
  %123 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9)
  store i32 3, ptr %11, align 4
  store i32 8, ptr %12, align 4
  %124 = load i32, ptr %11, align 4
  %125 = load i32, ptr %12, align 4
  %126 = icmp sgt i32 %124, %125
  br i1 %126, label %127, label %129

127:                                              ; preds = %84
  %128 = load i32, ptr %11, align 4
  br label %131

129:                                              ; preds = %84
  %130 = load i32, ptr %12, align 4
  br label %131

131:                                              ; preds = %129, %127
  %132 = phi i32 [ %128, %127 ], [ %130, %129 ]
  store i32 %132, ptr %13, align 4
  %133 = load i32, ptr %13, align 4
  store double 2.500000e+00, ptr %14, align 8
  store double -1.000000e+00, ptr %15, align 8
  %134 = load double, ptr %14, align 8
  %135 = load double, ptr %15, align 8
  %136 = fcmp ogt double %134, %135
  br i1 %136, label %137, label %139

137:                                              ; preds = %131
  %138 = load double, ptr %14, align 8
  br label %141

139:                                              ; preds = %131
  %140 = load double, ptr %15, align 8
  br label %141

141:                                              ; preds = %139, %137
  %142 = phi double [ %138, %137 ], [ %140, %139 ]
  store double %142, ptr %16, align 8
  %143 = load double, ptr %16, align 8
  %144 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %133, double noundef %143)
  %145 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %146 = extractvalue { i32, i1 } %145, 1
  %147 = extractvalue { i32, i1 } %145, 0
  store i32 %147, ptr %17, align 4
  %148 = zext i1 %146 to i32
  store i32 %148, ptr %18, align 4
  %149 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %150 = extractvalue { i64, i1 } %149, 1
  %151 = extractvalue { i64, i1 } %149, 0
  store i64 %151, ptr %19, align 8
  %152 = zext i1 %150 to i32
  store i32 %152, ptr %20, align 4
  %153 = load i32, ptr %18, align 4
  %154 = load i32, ptr %17, align 4
  %155 = load i32, ptr %20, align 4
  %156 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %153, i32 noundef signext %154, i32 noundef signext %155)
  %157 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double 1.000000e+00, ptr %157, align 8
  store double 2.000000e+00, ptr %158, align 8
  %159 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %160 = load double, ptr %159, align 8
  %161 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %162 = load double, ptr %161, align 8
  %163 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %164 = load double, ptr %163, align 8
  %165 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %166 = load double, ptr %165, align 8
  %167 = fmul double %160, %164
  %168 = fmul double %162, %166
  %169 = fmul double %160, %166
  %170 = fmul double %162, %164
  %171 = fsub double %167, %168
  %172 = fadd double %169, %170
  %173 = fcmp uno double %171, %171
  br i1 %173, label %174, label %180, !prof !8

174:                                              ; preds = %141
  %175 = fcmp uno double %172, %172
  br i1 %175, label %176, label %180, !prof !8

176:                                              ; preds = %174
  %177 = call { double, double } @__muldc3(double noundef %160, double noundef %162, double noundef %164, double noundef %166) #9
  %178 = extractvalue { double, double } %177, 0
  %179 = extractvalue { double, double } %177, 1
  br label %180

180:                                              ; preds = %176, %174, %141
  %181 = phi double [ %171, %141 ], [ %171, %174 ], [ %178, %176 ]
  %182 = phi double [ %172, %141 ], [ %172, %174 ], [ %179, %176 ]
  %183 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %184 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %181, ptr %183, align 8
  store double %182, ptr %184, align 8
  %185 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %186 = load double, ptr %185, align 8
  %187 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %188 = load double, ptr %187, align 8
  %189 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %186, double noundef %188)
  %190 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %191 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float 1.000000e+00, ptr %190, align 4
  store float -1.000000e+00, ptr %191, align 4
  %192 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %193 = load float, ptr %192, align 4
  %194 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %195 = load float, ptr %194, align 4
  %196 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %197 = load float, ptr %196, align 4
  %198 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %199 = load float, ptr %198, align 4
  %200 = fadd float %197, 1.000000e+00
  %201 = call { float, float } @__divsc3(float noundef %193, float noundef %195, float noundef %200, float noundef %199) #9
  %202 = extractvalue { float, float } %201, 0
  %203 = extractvalue { float, float } %201, 1
  %204 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %205 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %202, ptr %204, align 4
  store float %203, ptr %205, align 4
  %206 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %207 = load float, ptr %206, align 4
  %208 = fpext float %207 to double
  %209 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %210 = load float, ptr %209, align 4
  %211 = fpext float %210 to double
  %212 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %208, double noundef %211)
  %213 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4
  %214 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 4
  %215 = add nsw i32 %213, %214
  %216 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 8
  %217 = getelementptr inbounds %struct.Self, ptr %216, i32 0, i32 1
  %218 = load ptr, ptr %217, align 8
  %219 = load i32, ptr %218, align 4
  %220 = load ptr, ptr @ring, align 8
  %221 = getelementptr inbounds %struct.Self, ptr %220, i32 0, i32 1
  %222 = load ptr, ptr %221, align 8
  %223 = load i32, ptr %222, align 4
  %224 = load ptr, ptr @hook, align 8
  %225 = icmp eq ptr %224, null
  %226 = zext i1 %225 to i32
  %227 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %215, i64 noundef 32, i32 noundef signext %219, i32 noundef signext %223, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef signext %226)
  %228 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8
  %229 = fpext float %228 to double
  %230 = load i32, ptr @ctor_ran, align 4
  %231 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %229, i32 noundef signext 32, i32 noundef signext %230)
  %232 = call signext i32 @vla_sum(i32 noundef signext 12)
  %233 = call i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %234 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext %232, i64 noundef %233)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare signext i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @free(ptr noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i8], align 1
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
  %38 = call signext i32 %24(ptr noundef %31, ptr noundef %37)
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr align 1 %49, i64 %51, i1 false)
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 1 %74, i64 %76, i1 false)
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
define internal signext i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
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

declare { double, double } @__muldc3(double, double, double, double)

declare { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @vla_sum(i32 noundef signext %0) #0 {
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
  %13 = alloca i32, i64 %11, align 4
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
  %38 = alloca i32, i64 %36, align 4
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
define internal i64 @ackermann(i64 noundef %0, i64 noundef %1) #1 {
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
declare ptr @llvm.stacksave.p0() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

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
