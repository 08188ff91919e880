; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Self = type { ptr, ptr }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i64 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4, !dbg !0
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 8
@.str = private unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", align 1, !dbg !12
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", align 1, !dbg !23
@constinit = private constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", align 1, !dbg !28
@.str.4 = private unnamed_addr constant [13 x i8] c"compound %u\0A\00", align 1, !dbg !33
@.str.5 = private unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !43
@.str.7 = private unnamed_addr constant [5 x i8] c"long\00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [6 x i8] c"float\00", align 1, !dbg !53
@.str.9 = private unnamed_addr constant [6 x i8] c"char*\00", align 1, !dbg !58
@.str.10 = private unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", align 1, !dbg !60
@.str.11 = private unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", align 1, !dbg !65
@.str.12 = private unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", align 1, !dbg !67
@.str.13 = private unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", align 1, !dbg !69
@.str.14 = private unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", align 1, !dbg !74
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16, !dbg !110
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 16), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 16, !dbg !113
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !87
@hook = internal constant ptr null, align 8, !dbg !104
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1, !dbg !94
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !123
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1, !dbg !99
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !140 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !141
  %2 = add nsw i32 %1, 1, !dbg !141
  store i32 %2, ptr @ctor_ran, align 4, !dbg !141
  ret void, !dbg !142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !143 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !144
  %2 = mul nsw i32 %1, 10, !dbg !144
  store i32 %2, ptr @ctor_ran, align 4, !dbg !144
  ret void, !dbg !145
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !146 {
  ret void, !dbg !147
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !148 {
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
    #dbg_declare(ptr %2, !152, !DIExpression(), !160)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false), !dbg !160
  %25 = load i16, ptr %2, align 8, !dbg !161
  %26 = shl i16 %25, 7, !dbg !161
  %27 = ashr i16 %26, 11, !dbg !161
  %28 = sext i16 %27 to i32, !dbg !161
  %29 = add nsw i32 %28, 2, !dbg !161
  %30 = trunc i32 %29 to i16, !dbg !161
  %31 = load i16, ptr %2, align 8, !dbg !161
  %32 = and i16 %30, 31, !dbg !161
  %33 = shl i16 %32, 4, !dbg !161
  %34 = and i16 %31, -497, !dbg !161
  %35 = or i16 %34, %33, !dbg !161
  store i16 %35, ptr %2, align 8, !dbg !161
  %36 = shl i16 %32, 11, !dbg !161
  %37 = ashr i16 %36, 11, !dbg !161
  %38 = sext i16 %37 to i32, !dbg !161
  %39 = load i16, ptr %2, align 8, !dbg !162
  %40 = and i16 %39, 1, !dbg !162
  %41 = zext i16 %40 to i32, !dbg !162
  %42 = load i16, ptr %2, align 8, !dbg !163
  %43 = lshr i16 %42, 1, !dbg !163
  %44 = and i16 %43, 7, !dbg !163
  %45 = zext i16 %44 to i32, !dbg !163
  %46 = load i16, ptr %2, align 8, !dbg !164
  %47 = shl i16 %46, 7, !dbg !164
  %48 = ashr i16 %47, 11, !dbg !164
  %49 = sext i16 %48 to i32, !dbg !164
  %50 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1, !dbg !165
  %51 = load i64, ptr %50, align 8, !dbg !165
  %52 = and i64 %51, 1099511627775, !dbg !165
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41, i32 noundef %45, i32 noundef %49, i64 noundef %52, i32 noundef 16), !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !172)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false), !dbg !172
    #dbg_declare(ptr %4, !173, !DIExpression(), !180)
  %54 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0, !dbg !181
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %54, i64 7, i1 false), !dbg !181
  %55 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0, !dbg !182
  %56 = load i8, ptr %55, align 1, !dbg !182
  %57 = sext i8 %56 to i32, !dbg !183
  %58 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1, !dbg !184
  %59 = load i32, ptr %58, align 1, !dbg !184
  %60 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2, !dbg !185
  %61 = load i16, ptr %60, align 1, !dbg !185
  %62 = zext i16 %61 to i32, !dbg !186
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57, i32 noundef %59, i32 noundef %62, i32 noundef 7), !dbg !187
    #dbg_declare(ptr %5, !188, !DIExpression(), !197)
  %64 = call ptr @malloc(i64 noundef 40) #9, !dbg !198
  store ptr %64, ptr %5, align 8, !dbg !197
  %65 = load ptr, ptr %5, align 8, !dbg !199
  %66 = getelementptr inbounds %struct.Msg, ptr %65, i32 0, i32 0, !dbg !200
  store i32 4, ptr %66, align 8, !dbg !201
    #dbg_declare(ptr %6, !202, !DIExpression(), !204)
  store i32 0, ptr %6, align 4, !dbg !204
  br label %67, !dbg !205

67:                                               ; preds = %82, %0
  %68 = load i32, ptr %6, align 4, !dbg !206
  %69 = load ptr, ptr %5, align 8, !dbg !208
  %70 = getelementptr inbounds %struct.Msg, ptr %69, i32 0, i32 0, !dbg !209
  %71 = load i32, ptr %70, align 8, !dbg !209
  %72 = icmp slt i32 %68, %71, !dbg !210
  br i1 %72, label %73, label %85, !dbg !211

73:                                               ; preds = %67
  %74 = load i32, ptr %6, align 4, !dbg !212
  %75 = sitofp i32 %74 to double, !dbg !212
  %76 = fdiv double %75, 4.000000e+00, !dbg !213
  %77 = load ptr, ptr %5, align 8, !dbg !214
  %78 = getelementptr inbounds %struct.Msg, ptr %77, i32 0, i32 1, !dbg !215
  %79 = load i32, ptr %6, align 4, !dbg !216
  %80 = sext i32 %79 to i64, !dbg !214
  %81 = getelementptr inbounds [0 x double], ptr %78, i64 0, i64 %80, !dbg !214
  store double %76, ptr %81, align 8, !dbg !217
  br label %82, !dbg !214

82:                                               ; preds = %73
  %83 = load i32, ptr %6, align 4, !dbg !218
  %84 = add nsw i32 %83, 1, !dbg !218
  store i32 %84, ptr %6, align 4, !dbg !218
  br label %67, !dbg !219, !llvm.loop !220

85:                                               ; preds = %67
  %86 = load ptr, ptr %5, align 8, !dbg !223
  %87 = getelementptr inbounds %struct.Msg, ptr %86, i32 0, i32 1, !dbg !224
  %88 = getelementptr inbounds [0 x double], ptr %87, i64 0, i64 3, !dbg !223
  %89 = load double, ptr %88, align 8, !dbg !223
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %89), !dbg !225
  %91 = load ptr, ptr %5, align 8, !dbg !226
  call void @llvm.memset.p0.i64(ptr align 8 %91, i8 0, i64 8, i1 false), !dbg !227
  %92 = load ptr, ptr %5, align 8, !dbg !228
  call void @free(ptr noundef %92), !dbg !229
    #dbg_declare(ptr %7, !230, !DIExpression(), !231)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false), !dbg !232
  %93 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0, !dbg !233
  store ptr %93, ptr %7, align 8, !dbg !231
  %94 = load ptr, ptr %7, align 8, !dbg !234
  call void @sort(ptr noundef %94, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !235
  %95 = load ptr, ptr %7, align 8, !dbg !236
  %96 = getelementptr inbounds i32, ptr %95, i64 0, !dbg !236
  %97 = load i32, ptr %96, align 4, !dbg !236
  %98 = load ptr, ptr %7, align 8, !dbg !237
  %99 = getelementptr inbounds i32, ptr %98, i64 1, !dbg !237
  %100 = load i32, ptr %99, align 4, !dbg !237
  %101 = load ptr, ptr %7, align 8, !dbg !238
  %102 = getelementptr inbounds i32, ptr %101, i64 7, !dbg !238
  %103 = load i32, ptr %102, align 4, !dbg !238
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97, i32 noundef %100, i32 noundef %103), !dbg !239
    #dbg_declare(ptr %9, !240, !DIExpression(), !242)
  %105 = load i16, ptr %10, align 8, !dbg !243
  %106 = and i16 %105, -2, !dbg !243
  %107 = or i16 %106, 0, !dbg !243
  store i16 %107, ptr %10, align 8, !dbg !243
  %108 = load i16, ptr %10, align 8, !dbg !243
  %109 = and i16 %108, -15, !dbg !243
  %110 = or i16 %109, 4, !dbg !243
  store i16 %110, ptr %10, align 8, !dbg !243
  %111 = load i16, ptr %10, align 8, !dbg !243
  %112 = and i16 %111, -497, !dbg !243
  %113 = or i16 %112, 0, !dbg !243
  store i16 %113, ptr %10, align 8, !dbg !243
  %114 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1, !dbg !243
  %115 = load i64, ptr %114, align 8, !dbg !243
  %116 = and i64 %115, -1099511627776, !dbg !243
  %117 = or i64 %116, 0, !dbg !243
  store i64 %117, ptr %114, align 8, !dbg !243
  store ptr %10, ptr %9, align 8, !dbg !242
  %118 = load ptr, ptr %9, align 8, !dbg !244
  %119 = load i16, ptr %118, align 8, !dbg !245
  %120 = lshr i16 %119, 1, !dbg !245
  %121 = and i16 %120, 7, !dbg !245
  %122 = zext i16 %121 to i32, !dbg !245
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122), !dbg !246
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9), !dbg !247
    #dbg_declare(ptr %11, !248, !DIExpression(), !250)
  store i32 3, ptr %11, align 4, !dbg !250
    #dbg_declare(ptr %12, !251, !DIExpression(), !250)
  store i32 8, ptr %12, align 4, !dbg !250
  %125 = load i32, ptr %11, align 4, !dbg !250
  %126 = load i32, ptr %12, align 4, !dbg !250
  %127 = icmp sgt i32 %125, %126, !dbg !250
  br i1 %127, label %128, label %130, !dbg !250

128:                                              ; preds = %85
  %129 = load i32, ptr %11, align 4, !dbg !250
  br label %132, !dbg !250

130:                                              ; preds = %85
  %131 = load i32, ptr %12, align 4, !dbg !250
  br label %132, !dbg !250

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %129, %128 ], [ %131, %130 ], !dbg !250
  store i32 %133, ptr %13, align 4, !dbg !250
  %134 = load i32, ptr %13, align 4, !dbg !250
    #dbg_declare(ptr %14, !252, !DIExpression(), !254)
  store double 2.500000e+00, ptr %14, align 8, !dbg !254
    #dbg_declare(ptr %15, !255, !DIExpression(), !254)
  store double -1.000000e+00, ptr %15, align 8, !dbg !254
  %135 = load double, ptr %14, align 8, !dbg !254
  %136 = load double, ptr %15, align 8, !dbg !254
  %137 = fcmp ogt double %135, %136, !dbg !254
  br i1 %137, label %138, label %140, !dbg !254

138:                                              ; preds = %132
  %139 = load double, ptr %14, align 8, !dbg !254
  br label %142, !dbg !254

140:                                              ; preds = %132
  %141 = load double, ptr %15, align 8, !dbg !254
  br label %142, !dbg !254

142:                                              ; preds = %140, %138
  %143 = phi double [ %139, %138 ], [ %141, %140 ], !dbg !254
  store double %143, ptr %16, align 8, !dbg !254
  %144 = load double, ptr %16, align 8, !dbg !254
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %134, double noundef %144), !dbg !256
    #dbg_declare(ptr %17, !257, !DIExpression(), !258)
    #dbg_declare(ptr %18, !259, !DIExpression(), !260)
  %146 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !261
  %147 = extractvalue { i32, i1 } %146, 1, !dbg !261
  %148 = extractvalue { i32, i1 } %146, 0, !dbg !261
  store i32 %148, ptr %17, align 4, !dbg !261
  %149 = zext i1 %147 to i32, !dbg !261
  store i32 %149, ptr %18, align 4, !dbg !260
    #dbg_declare(ptr %19, !262, !DIExpression(), !263)
    #dbg_declare(ptr %20, !264, !DIExpression(), !265)
  %150 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !266
  %151 = extractvalue { i64, i1 } %150, 1, !dbg !266
  %152 = extractvalue { i64, i1 } %150, 0, !dbg !266
  store i64 %152, ptr %19, align 8, !dbg !266
  %153 = zext i1 %151 to i32, !dbg !266
  store i32 %153, ptr %20, align 4, !dbg !265
  %154 = load i32, ptr %18, align 4, !dbg !267
  %155 = load i32, ptr %17, align 4, !dbg !268
  %156 = load i32, ptr %20, align 4, !dbg !269
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !270
    #dbg_declare(ptr %21, !271, !DIExpression(), !273)
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !273
  %159 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !273
  store double 1.000000e+00, ptr %158, align 8, !dbg !273
  store double 2.000000e+00, ptr %159, align 8, !dbg !273
    #dbg_declare(ptr %22, !274, !DIExpression(), !275)
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !276
  %161 = load double, ptr %160, align 8, !dbg !276
  %162 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !276
  %163 = load double, ptr %162, align 8, !dbg !276
  %164 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !277
  %165 = load double, ptr %164, align 8, !dbg !277
  %166 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !277
  %167 = load double, ptr %166, align 8, !dbg !277
  %168 = fmul double %161, %165, !dbg !278
  %169 = fmul double %163, %167, !dbg !278
  %170 = fmul double %161, %167, !dbg !278
  %171 = fmul double %163, %165, !dbg !278
  %172 = fsub double %168, %169, !dbg !278
  %173 = fadd double %170, %171, !dbg !278
  %174 = fcmp uno double %172, %172, !dbg !278
  br i1 %174, label %175, label %181, !dbg !278, !prof !279

175:                                              ; preds = %142
  %176 = fcmp uno double %173, %173, !dbg !278
  br i1 %176, label %177, label %181, !dbg !278, !prof !279

177:                                              ; preds = %175
  %178 = call { double, double } @__muldc3(double noundef %161, double noundef %163, double noundef %165, double noundef %167) #10, !dbg !278
  %179 = extractvalue { double, double } %178, 0, !dbg !278
  %180 = extractvalue { double, double } %178, 1, !dbg !278
  br label %181, !dbg !278

181:                                              ; preds = %177, %175, %142
  %182 = phi double [ %172, %142 ], [ %172, %175 ], [ %179, %177 ], !dbg !278
  %183 = phi double [ %173, %142 ], [ %173, %175 ], [ %180, %177 ], !dbg !278
  %184 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !275
  %185 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !275
  store double %182, ptr %184, align 8, !dbg !275
  store double %183, ptr %185, align 8, !dbg !275
  %186 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !280
  %187 = load double, ptr %186, align 8, !dbg !280
  %188 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !281
  %189 = load double, ptr %188, align 8, !dbg !281
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %187, double noundef %189), !dbg !282
    #dbg_declare(ptr %23, !283, !DIExpression(), !285)
  %191 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !285
  %192 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !285
  store float 1.000000e+00, ptr %191, align 4, !dbg !285
  store float -1.000000e+00, ptr %192, align 4, !dbg !285
  %193 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !286
  %194 = load float, ptr %193, align 4, !dbg !286
  %195 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !286
  %196 = load float, ptr %195, align 4, !dbg !286
  %197 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !287
  %198 = load float, ptr %197, align 4, !dbg !287
  %199 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !287
  %200 = load float, ptr %199, align 4, !dbg !287
  %201 = fadd float %198, 1.000000e+00, !dbg !288
  %202 = call <2 x float> @__divsc3(float noundef %194, float noundef %196, float noundef %201, float noundef %200) #10, !dbg !289
  store <2 x float> %202, ptr %24, align 4, !dbg !289
  %203 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !289
  %204 = load float, ptr %203, align 4, !dbg !289
  %205 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !289
  %206 = load float, ptr %205, align 4, !dbg !289
  %207 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !290
  %208 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !290
  store float %204, ptr %207, align 4, !dbg !290
  store float %206, ptr %208, align 4, !dbg !290
  %209 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !291
  %210 = load float, ptr %209, align 4, !dbg !291
  %211 = fpext float %210 to double, !dbg !292
  %212 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !293
  %213 = load float, ptr %212, align 4, !dbg !293
  %214 = fpext float %213 to double, !dbg !294
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %211, double noundef %214), !dbg !295
  %216 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4, !dbg !296
  %217 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 8, !dbg !297
  %218 = add nsw i32 %216, %217, !dbg !298
  %219 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 16, !dbg !299
  %220 = getelementptr inbounds %struct.Self, ptr %219, i32 0, i32 1, !dbg !300
  %221 = load ptr, ptr %220, align 8, !dbg !300
  %222 = load i32, ptr %221, align 4, !dbg !301
  %223 = load ptr, ptr @ring, align 16, !dbg !302
  %224 = getelementptr inbounds %struct.Self, ptr %223, i32 0, i32 1, !dbg !303
  %225 = load ptr, ptr %224, align 8, !dbg !303
  %226 = load i32, ptr %225, align 4, !dbg !304
  %227 = load ptr, ptr @hook, align 8, !dbg !305
  %228 = icmp eq ptr %227, null, !dbg !306
  %229 = zext i1 %228 to i32, !dbg !306
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %218, i64 noundef 32, i32 noundef %222, i32 noundef %226, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %229), !dbg !307
  %231 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8, !dbg !308
  %232 = fpext float %231 to double, !dbg !308
  %233 = load i32, ptr @ctor_ran, align 4, !dbg !309
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %232, i32 noundef 32, i32 noundef %233), !dbg !310
  %235 = call i32 @vla_sum(i32 noundef 12), !dbg !311
  %236 = call i64 @ackermann(i64 noundef 2, i64 noundef 3), !dbg !312
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %235, i64 noundef %236), !dbg !313
  ret i32 0, !dbg !314
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
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #6 !dbg !315 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !324, !DIExpression(), !325)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !326, !DIExpression(), !327)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !328, !DIExpression(), !329)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !330, !DIExpression(), !331)
    #dbg_declare(ptr %9, !332, !DIExpression(), !334)
  %13 = load ptr, ptr %5, align 8, !dbg !335
  store ptr %13, ptr %9, align 8, !dbg !334
    #dbg_declare(ptr %10, !336, !DIExpression(), !340)
    #dbg_declare(ptr %11, !341, !DIExpression(), !343)
  store i32 1, ptr %11, align 4, !dbg !343
  br label %14, !dbg !344

14:                                               ; preds = %81, %4
  %15 = load i32, ptr %11, align 4, !dbg !345
  %16 = load i32, ptr %6, align 4, !dbg !347
  %17 = icmp slt i32 %15, %16, !dbg !348
  br i1 %17, label %18, label %84, !dbg !349

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !350, !DIExpression(), !352)
  %19 = load i32, ptr %11, align 4, !dbg !353
  store i32 %19, ptr %12, align 4, !dbg !352
  br label %20, !dbg !354

20:                                               ; preds = %77, %18
  %21 = load i32, ptr %12, align 4, !dbg !355
  %22 = icmp sgt i32 %21, 0, !dbg !357
  br i1 %22, label %23, label %40, !dbg !358

23:                                               ; preds = %20
  %24 = load ptr, ptr %8, align 8, !dbg !359
  %25 = load ptr, ptr %9, align 8, !dbg !360
  %26 = load i32, ptr %12, align 4, !dbg !361
  %27 = sub nsw i32 %26, 1, !dbg !362
  %28 = load i32, ptr %7, align 4, !dbg !363
  %29 = mul nsw i32 %27, %28, !dbg !364
  %30 = sext i32 %29 to i64, !dbg !365
  %31 = getelementptr inbounds i8, ptr %25, i64 %30, !dbg !365
  %32 = load ptr, ptr %9, align 8, !dbg !366
  %33 = load i32, ptr %12, align 4, !dbg !367
  %34 = load i32, ptr %7, align 4, !dbg !368
  %35 = mul nsw i32 %33, %34, !dbg !369
  %36 = sext i32 %35 to i64, !dbg !370
  %37 = getelementptr inbounds i8, ptr %32, i64 %36, !dbg !370
  %38 = call i32 %24(ptr noundef %31, ptr noundef %37), !dbg !359
  %39 = icmp sgt i32 %38, 0, !dbg !371
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ], !dbg !372
  br i1 %41, label %42, label %80, !dbg !373

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !374
  %44 = load ptr, ptr %9, align 8, !dbg !376
  %45 = load i32, ptr %12, align 4, !dbg !377
  %46 = load i32, ptr %7, align 4, !dbg !378
  %47 = mul nsw i32 %45, %46, !dbg !379
  %48 = sext i32 %47 to i64, !dbg !380
  %49 = getelementptr inbounds i8, ptr %44, i64 %48, !dbg !380
  %50 = load i32, ptr %7, align 4, !dbg !381
  %51 = sext i32 %50 to i64, !dbg !381
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 1 %49, i64 %51, i1 false), !dbg !374
  %52 = load ptr, ptr %9, align 8, !dbg !382
  %53 = load i32, ptr %12, align 4, !dbg !383
  %54 = load i32, ptr %7, align 4, !dbg !384
  %55 = mul nsw i32 %53, %54, !dbg !385
  %56 = sext i32 %55 to i64, !dbg !386
  %57 = getelementptr inbounds i8, ptr %52, i64 %56, !dbg !386
  %58 = load ptr, ptr %9, align 8, !dbg !387
  %59 = load i32, ptr %12, align 4, !dbg !388
  %60 = sub nsw i32 %59, 1, !dbg !389
  %61 = load i32, ptr %7, align 4, !dbg !390
  %62 = mul nsw i32 %60, %61, !dbg !391
  %63 = sext i32 %62 to i64, !dbg !392
  %64 = getelementptr inbounds i8, ptr %58, i64 %63, !dbg !392
  %65 = load i32, ptr %7, align 4, !dbg !393
  %66 = sext i32 %65 to i64, !dbg !393
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %64, i64 %66, i1 false), !dbg !394
  %67 = load ptr, ptr %9, align 8, !dbg !395
  %68 = load i32, ptr %12, align 4, !dbg !396
  %69 = sub nsw i32 %68, 1, !dbg !397
  %70 = load i32, ptr %7, align 4, !dbg !398
  %71 = mul nsw i32 %69, %70, !dbg !399
  %72 = sext i32 %71 to i64, !dbg !400
  %73 = getelementptr inbounds i8, ptr %67, i64 %72, !dbg !400
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !401
  %75 = load i32, ptr %7, align 4, !dbg !402
  %76 = sext i32 %75 to i64, !dbg !402
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 16 %74, i64 %76, i1 false), !dbg !401
  br label %77, !dbg !403

77:                                               ; preds = %42
  %78 = load i32, ptr %12, align 4, !dbg !404
  %79 = add nsw i32 %78, -1, !dbg !404
  store i32 %79, ptr %12, align 4, !dbg !404
  br label %20, !dbg !405, !llvm.loop !406

80:                                               ; preds = %40
  br label %81, !dbg !407

81:                                               ; preds = %80
  %82 = load i32, ptr %11, align 4, !dbg !408
  %83 = add nsw i32 %82, 1, !dbg !408
  store i32 %83, ptr %11, align 4, !dbg !408
  br label %14, !dbg !409, !llvm.loop !410

84:                                               ; preds = %14
  ret void, !dbg !412
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !413 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !414, !DIExpression(), !415)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !416, !DIExpression(), !417)
  %5 = load ptr, ptr %4, align 8, !dbg !418
  %6 = load i32, ptr %5, align 4, !dbg !419
  %7 = load ptr, ptr %3, align 8, !dbg !420
  %8 = load i32, ptr %7, align 4, !dbg !421
  %9 = sub nsw i32 %6, %8, !dbg !422
  ret i32 %9, !dbg !423
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

declare { double, double } @__muldc3(double, double, double, double)

declare <2 x float> @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !424 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !427, !DIExpression(), !428)
  %10 = load i32, ptr %2, align 4, !dbg !429
  %11 = zext i32 %10 to i64, !dbg !430
  %12 = call ptr @llvm.stacksave.p0(), !dbg !430
  store ptr %12, ptr %3, align 8, !dbg !430
  %13 = alloca i32, i64 %11, align 16, !dbg !430
  store i64 %11, ptr %4, align 8, !dbg !430
    #dbg_declare(ptr %4, !431, !DIExpression(), !433)
    #dbg_declare(ptr %13, !434, !DIExpression(), !438)
    #dbg_declare(ptr %5, !439, !DIExpression(), !441)
  store i32 0, ptr %5, align 4, !dbg !441
  br label %14, !dbg !442

14:                                               ; preds = %25, %1
  %15 = load i32, ptr %5, align 4, !dbg !443
  %16 = load i32, ptr %2, align 4, !dbg !445
  %17 = icmp slt i32 %15, %16, !dbg !446
  br i1 %17, label %18, label %28, !dbg !447

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4, !dbg !448
  %20 = load i32, ptr %5, align 4, !dbg !449
  %21 = mul nsw i32 %19, %20, !dbg !450
  %22 = load i32, ptr %5, align 4, !dbg !451
  %23 = sext i32 %22 to i64, !dbg !452
  %24 = getelementptr inbounds i32, ptr %13, i64 %23, !dbg !452
  store i32 %21, ptr %24, align 4, !dbg !453
  br label %25, !dbg !452

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 4, !dbg !454
  %27 = add nsw i32 %26, 1, !dbg !454
  store i32 %27, ptr %5, align 4, !dbg !454
  br label %14, !dbg !455, !llvm.loop !456

28:                                               ; preds = %14
    #dbg_declare(ptr %6, !458, !DIExpression(), !459)
  store i32 0, ptr %6, align 4, !dbg !459
    #dbg_declare(ptr %7, !460, !DIExpression(), !462)
  store i32 0, ptr %7, align 4, !dbg !462
  br label %29, !dbg !463

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %7, align 4, !dbg !464
  %31 = load i32, ptr %2, align 4, !dbg !466
  %32 = icmp slt i32 %30, %31, !dbg !467
  br i1 %32, label %33, label %56, !dbg !468

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4, !dbg !469
  %35 = add nsw i32 %34, 1, !dbg !471
  %36 = zext i32 %35 to i64, !dbg !472
  %37 = call ptr @llvm.stacksave.p0(), !dbg !472
  store ptr %37, ptr %8, align 8, !dbg !472
  %38 = alloca i32, i64 %36, align 16, !dbg !472
  store i64 %36, ptr %9, align 8, !dbg !472
    #dbg_declare(ptr %9, !473, !DIExpression(), !474)
    #dbg_declare(ptr %38, !475, !DIExpression(), !479)
  %39 = load i32, ptr %7, align 4, !dbg !480
  %40 = sext i32 %39 to i64, !dbg !481
  %41 = getelementptr inbounds i32, ptr %13, i64 %40, !dbg !481
  %42 = load i32, ptr %41, align 4, !dbg !481
  %43 = load i32, ptr %7, align 4, !dbg !482
  %44 = sext i32 %43 to i64, !dbg !483
  %45 = getelementptr inbounds i32, ptr %38, i64 %44, !dbg !483
  store i32 %42, ptr %45, align 4, !dbg !484
  %46 = load i32, ptr %7, align 4, !dbg !485
  %47 = sext i32 %46 to i64, !dbg !486
  %48 = getelementptr inbounds i32, ptr %38, i64 %47, !dbg !486
  %49 = load i32, ptr %48, align 4, !dbg !486
  %50 = load i32, ptr %6, align 4, !dbg !487
  %51 = add nsw i32 %50, %49, !dbg !487
  store i32 %51, ptr %6, align 4, !dbg !487
  %52 = load ptr, ptr %8, align 8, !dbg !488
  call void @llvm.stackrestore.p0(ptr %52), !dbg !488
  br label %53, !dbg !489

53:                                               ; preds = %33
  %54 = load i32, ptr %7, align 4, !dbg !490
  %55 = add nsw i32 %54, 1, !dbg !490
  store i32 %55, ptr %7, align 4, !dbg !490
  br label %29, !dbg !491, !llvm.loop !492

56:                                               ; preds = %29
  %57 = load i32, ptr %6, align 4, !dbg !494
  %58 = load ptr, ptr %3, align 8, !dbg !495
  call void @llvm.stackrestore.p0(ptr %58), !dbg !495
  ret i32 %57, !dbg !495
}

; Function Attrs: noinline optnone uwtable
define internal i64 @ackermann(i64 noundef %0, i64 noundef %1) #6 !dbg !496 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !499, !DIExpression(), !500)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !501, !DIExpression(), !502)
  %6 = load i64, ptr %4, align 8, !dbg !503
  %7 = icmp eq i64 %6, 0, !dbg !505
  %8 = zext i1 %7 to i32, !dbg !505
  %9 = sext i32 %8 to i64, !dbg !503
  %10 = icmp ne i64 %9, 0, !dbg !506
  br i1 %10, label %11, label %14, !dbg !507

11:                                               ; preds = %2
  %12 = load i64, ptr %5, align 8, !dbg !508
  %13 = add i64 %12, 1, !dbg !509
  store i64 %13, ptr %3, align 8, !dbg !510
  br label %29, !dbg !510

14:                                               ; preds = %2
  %15 = load i64, ptr %5, align 8, !dbg !511
  %16 = icmp eq i64 %15, 0, !dbg !513
  br i1 %16, label %17, label %21, !dbg !514

17:                                               ; preds = %14
  %18 = load i64, ptr %4, align 8, !dbg !515
  %19 = sub i64 %18, 1, !dbg !516
  %20 = call i64 @ackermann(i64 noundef %19, i64 noundef 1), !dbg !517
  store i64 %20, ptr %3, align 8, !dbg !518
  br label %29, !dbg !518

21:                                               ; preds = %14
  %22 = load i64, ptr %4, align 8, !dbg !519
  %23 = sub i64 %22, 1, !dbg !520
  %24 = load i64, ptr %4, align 8, !dbg !521
  %25 = load i64, ptr %5, align 8, !dbg !522
  %26 = sub i64 %25, 1, !dbg !523
  %27 = call i64 @ackermann(i64 noundef %24, i64 noundef %26), !dbg !524
  %28 = call i64 @ackermann(i64 noundef %23, i64 noundef %27), !dbg !525
  store i64 %28, ptr %3, align 8, !dbg !526
  br label %29, !dbg !526

29:                                               ; preds = %21, %17, %11
  %30 = load i64, ptr %3, align 8, !dbg !527
  ret i64 %30, !dbg !527
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138}
!llvm.ident = !{!139}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!11 = !{!12, !18, !23, !28, !33, !38, !43, !48, !53, !58, !60, !65, !67, !69, !74, !79, !83, !87, !89, !94, !99, !104, !0, !110, !113, !123}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 232, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 29)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 184, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 23)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 10)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 136, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 17)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 13)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 168, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 21)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 4)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 40, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 5)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 48, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 6)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 152, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 19)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !62, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 20)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 224, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 28)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !81, isLocal: true, isDefinition: true)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!84 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !85, isLocal: true, isDefinition: true)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !55, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !91, isLocal: true, isDefinition: true)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 200, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 25)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 16)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !106, isLocal: true, isDefinition: true)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DISubroutineType(types: !109)
!109 = !{null}
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 320, elements: !26)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 256, elements: !121)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 128, elements: !117)
!117 = !{!118, !120}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !116, file: !3, line: 40, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !116, file: !3, line: 40, baseType: !82, size: 64, offset: 64)
!121 = !{!122}
!122 = !DISubrange(count: 2)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "aligned_g", scope: !2, file: !3, line: 34, type: !125, isLocal: true, isDefinition: true)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Aligned", file: !3, line: 33, size: 256, align: 256, elements: !126)
!126 = !{!127}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !125, file: !3, line: 33, baseType: !128, size: 96)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 96, elements: !130)
!129 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!130 = !{!131}
!131 = !DISubrange(count: 3)
!132 = !{i32 7, !"Dwarf Version", i32 5}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 4}
!135 = !{i32 8, !"PIC Level", i32 2}
!136 = !{i32 7, !"PIE Level", i32 2}
!137 = !{i32 7, !"uwtable", i32 2}
!138 = !{i32 7, !"frame-pointer", i32 2}
!139 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!140 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !108, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!141 = !DILocation(line: 45, column: 75, scope: !140)
!142 = !DILocation(line: 45, column: 81, scope: !140)
!143 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !108, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!144 = !DILocation(line: 46, column: 69, scope: !143)
!145 = !DILocation(line: 46, column: 76, scope: !143)
!146 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !108, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!147 = !DILocation(line: 47, column: 60, scope: !146)
!148 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !149, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!6}
!151 = !{}
!152 = !DILocalVariable(name: "f", scope: !148, file: !3, line: 85, type: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !154)
!154 = !{!155, !157, !158, !159}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !153, file: !3, line: 15, baseType: !156, size: 1, flags: DIFlagBitField, extraData: i64 0)
!156 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !153, file: !3, line: 16, baseType: !156, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !153, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !153, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!160 = !DILocation(line: 85, column: 16, scope: !148)
!161 = !DILocation(line: 86, column: 11, scope: !148)
!162 = !DILocation(line: 87, column: 45, scope: !148)
!163 = !DILocation(line: 87, column: 54, scope: !148)
!164 = !DILocation(line: 87, column: 62, scope: !148)
!165 = !DILocation(line: 87, column: 91, scope: !148)
!166 = !DILocation(line: 87, column: 3, scope: !148)
!167 = !DILocalVariable(name: "bytes", scope: !148, file: !3, line: 89, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !169, size: 56, elements: !170)
!169 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!170 = !{!171}
!171 = !DISubrange(count: 7)
!172 = !DILocation(line: 89, column: 17, scope: !148)
!173 = !DILocalVariable(name: "wire", scope: !148, file: !3, line: 90, type: !174)
!174 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !175)
!175 = !{!176, !177, !178}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !174, file: !3, line: 23, baseType: !15, size: 8)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !174, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !174, file: !3, line: 25, baseType: !179, size: 16, offset: 40)
!179 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!180 = !DILocation(line: 90, column: 15, scope: !148)
!181 = !DILocation(line: 91, column: 3, scope: !148)
!182 = !DILocation(line: 92, column: 42, scope: !148)
!183 = !DILocation(line: 92, column: 37, scope: !148)
!184 = !DILocation(line: 92, column: 53, scope: !148)
!185 = !DILocation(line: 92, column: 79, scope: !148)
!186 = !DILocation(line: 92, column: 58, scope: !148)
!187 = !DILocation(line: 92, column: 3, scope: !148)
!188 = !DILocalVariable(name: "m", scope: !148, file: !3, line: 94, type: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !191)
!191 = !{!192, !193}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !190, file: !3, line: 29, baseType: !6, size: 32)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !190, file: !3, line: 30, baseType: !194, offset: 64)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: -1)
!197 = !DILocation(line: 94, column: 15, scope: !148)
!198 = !DILocation(line: 94, column: 19, scope: !148)
!199 = !DILocation(line: 95, column: 3, scope: !148)
!200 = !DILocation(line: 95, column: 6, scope: !148)
!201 = !DILocation(line: 95, column: 8, scope: !148)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 96, type: !6)
!203 = distinct !DILexicalBlock(scope: !148, file: !3, line: 96, column: 3)
!204 = !DILocation(line: 96, column: 12, scope: !203)
!205 = !DILocation(line: 96, column: 8, scope: !203)
!206 = !DILocation(line: 96, column: 19, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !3, line: 96, column: 3)
!208 = !DILocation(line: 96, column: 23, scope: !207)
!209 = !DILocation(line: 96, column: 26, scope: !207)
!210 = !DILocation(line: 96, column: 21, scope: !207)
!211 = !DILocation(line: 96, column: 3, scope: !203)
!212 = !DILocation(line: 96, column: 47, scope: !207)
!213 = !DILocation(line: 96, column: 49, scope: !207)
!214 = !DILocation(line: 96, column: 34, scope: !207)
!215 = !DILocation(line: 96, column: 37, scope: !207)
!216 = !DILocation(line: 96, column: 42, scope: !207)
!217 = !DILocation(line: 96, column: 45, scope: !207)
!218 = !DILocation(line: 96, column: 29, scope: !207)
!219 = !DILocation(line: 96, column: 3, scope: !207)
!220 = distinct !{!220, !211, !221, !222}
!221 = !DILocation(line: 96, column: 51, scope: !203)
!222 = !{!"llvm.loop.mustprogress"}
!223 = !DILocation(line: 97, column: 24, scope: !148)
!224 = !DILocation(line: 97, column: 27, scope: !148)
!225 = !DILocation(line: 97, column: 3, scope: !148)
!226 = !DILocation(line: 98, column: 20, scope: !148)
!227 = !DILocation(line: 98, column: 3, scope: !148)
!228 = !DILocation(line: 99, column: 8, scope: !148)
!229 = !DILocation(line: 99, column: 3, scope: !148)
!230 = !DILocalVariable(name: "lit", scope: !148, file: !3, line: 101, type: !82)
!231 = !DILocation(line: 101, column: 8, scope: !148)
!232 = !DILocation(line: 101, column: 21, scope: !148)
!233 = !DILocation(line: 101, column: 14, scope: !148)
!234 = !DILocation(line: 102, column: 8, scope: !148)
!235 = !DILocation(line: 102, column: 3, scope: !148)
!236 = !DILocation(line: 103, column: 31, scope: !148)
!237 = !DILocation(line: 103, column: 39, scope: !148)
!238 = !DILocation(line: 103, column: 47, scope: !148)
!239 = !DILocation(line: 103, column: 3, scope: !148)
!240 = !DILocalVariable(name: "fp", scope: !148, file: !3, line: 104, type: !241)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!242 = !DILocation(line: 104, column: 17, scope: !148)
!243 = !DILocation(line: 104, column: 37, scope: !148)
!244 = !DILocation(line: 105, column: 27, scope: !148)
!245 = !DILocation(line: 105, column: 31, scope: !148)
!246 = !DILocation(line: 105, column: 3, scope: !148)
!247 = !DILocation(line: 107, column: 3, scope: !148)
!248 = !DILocalVariable(name: "_a", scope: !249, file: !3, line: 108, type: !6)
!249 = distinct !DILexicalBlock(scope: !148, file: !3, line: 108, column: 33)
!250 = !DILocation(line: 108, column: 33, scope: !249)
!251 = !DILocalVariable(name: "_b", scope: !249, file: !3, line: 108, type: !6)
!252 = !DILocalVariable(name: "_a", scope: !253, file: !3, line: 108, type: !8)
!253 = distinct !DILexicalBlock(scope: !148, file: !3, line: 108, column: 44)
!254 = !DILocation(line: 108, column: 44, scope: !253)
!255 = !DILocalVariable(name: "_b", scope: !253, file: !3, line: 108, type: !8)
!256 = !DILocation(line: 108, column: 3, scope: !148)
!257 = !DILocalVariable(name: "res", scope: !148, file: !3, line: 110, type: !6)
!258 = !DILocation(line: 110, column: 7, scope: !148)
!259 = !DILocalVariable(name: "ovf", scope: !148, file: !3, line: 111, type: !6)
!260 = !DILocation(line: 111, column: 7, scope: !148)
!261 = !DILocation(line: 111, column: 13, scope: !148)
!262 = !DILocalVariable(name: "ures", scope: !148, file: !3, line: 112, type: !5)
!263 = !DILocation(line: 112, column: 22, scope: !148)
!264 = !DILocalVariable(name: "uovf", scope: !148, file: !3, line: 113, type: !6)
!265 = !DILocation(line: 113, column: 7, scope: !148)
!266 = !DILocation(line: 113, column: 14, scope: !148)
!267 = !DILocation(line: 114, column: 33, scope: !148)
!268 = !DILocation(line: 114, column: 38, scope: !148)
!269 = !DILocation(line: 114, column: 43, scope: !148)
!270 = !DILocation(line: 114, column: 3, scope: !148)
!271 = !DILocalVariable(name: "z", scope: !148, file: !3, line: 116, type: !272)
!272 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!273 = !DILocation(line: 116, column: 19, scope: !148)
!274 = !DILocalVariable(name: "z2", scope: !148, file: !3, line: 117, type: !272)
!275 = !DILocation(line: 117, column: 19, scope: !148)
!276 = !DILocation(line: 117, column: 24, scope: !148)
!277 = !DILocation(line: 117, column: 28, scope: !148)
!278 = !DILocation(line: 117, column: 26, scope: !148)
!279 = !{!"branch_weights", i32 1, i32 1048575}
!280 = !DILocation(line: 118, column: 33, scope: !148)
!281 = !DILocation(line: 118, column: 46, scope: !148)
!282 = !DILocation(line: 118, column: 3, scope: !148)
!283 = !DILocalVariable(name: "fz", scope: !148, file: !3, line: 119, type: !284)
!284 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!285 = !DILocation(line: 119, column: 18, scope: !148)
!286 = !DILocation(line: 120, column: 8, scope: !148)
!287 = !DILocation(line: 120, column: 14, scope: !148)
!288 = !DILocation(line: 120, column: 17, scope: !148)
!289 = !DILocation(line: 120, column: 11, scope: !148)
!290 = !DILocation(line: 120, column: 6, scope: !148)
!291 = !DILocation(line: 121, column: 42, scope: !148)
!292 = !DILocation(line: 121, column: 34, scope: !148)
!293 = !DILocation(line: 121, column: 63, scope: !148)
!294 = !DILocation(line: 121, column: 55, scope: !148)
!295 = !DILocation(line: 121, column: 3, scope: !148)
!296 = !DILocation(line: 123, column: 42, scope: !148)
!297 = !DILocation(line: 123, column: 49, scope: !148)
!298 = !DILocation(line: 123, column: 47, scope: !148)
!299 = !DILocation(line: 123, column: 74, scope: !148)
!300 = !DILocation(line: 123, column: 80, scope: !148)
!301 = !DILocation(line: 123, column: 65, scope: !148)
!302 = !DILocation(line: 123, column: 95, scope: !148)
!303 = !DILocation(line: 123, column: 101, scope: !148)
!304 = !DILocation(line: 123, column: 86, scope: !148)
!305 = !DILocation(line: 124, column: 20, scope: !148)
!306 = !DILocation(line: 124, column: 25, scope: !148)
!307 = !DILocation(line: 123, column: 3, scope: !148)
!308 = !DILocation(line: 125, column: 39, scope: !148)
!309 = !DILocation(line: 125, column: 86, scope: !148)
!310 = !DILocation(line: 125, column: 3, scope: !148)
!311 = !DILocation(line: 126, column: 30, scope: !148)
!312 = !DILocation(line: 126, column: 43, scope: !148)
!313 = !DILocation(line: 126, column: 3, scope: !148)
!314 = !DILocation(line: 127, column: 3, scope: !148)
!315 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !316, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !151)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !318, !6, !6, !319}
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!320 = !DISubroutineType(types: !321)
!321 = !{!6, !322, !322}
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!324 = !DILocalVariable(name: "base", arg: 1, scope: !315, file: !3, line: 66, type: !318)
!325 = !DILocation(line: 66, column: 24, scope: !315)
!326 = !DILocalVariable(name: "n", arg: 2, scope: !315, file: !3, line: 66, type: !6)
!327 = !DILocation(line: 66, column: 34, scope: !315)
!328 = !DILocalVariable(name: "size", arg: 3, scope: !315, file: !3, line: 66, type: !6)
!329 = !DILocation(line: 66, column: 41, scope: !315)
!330 = !DILocalVariable(name: "cmp", arg: 4, scope: !315, file: !3, line: 66, type: !319)
!331 = !DILocation(line: 66, column: 53, scope: !315)
!332 = !DILocalVariable(name: "b", scope: !315, file: !3, line: 67, type: !333)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!334 = !DILocation(line: 67, column: 9, scope: !315)
!335 = !DILocation(line: 67, column: 13, scope: !315)
!336 = !DILocalVariable(name: "tmp", scope: !315, file: !3, line: 68, type: !337)
!337 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, elements: !338)
!338 = !{!339}
!339 = !DISubrange(count: 64)
!340 = !DILocation(line: 68, column: 8, scope: !315)
!341 = !DILocalVariable(name: "i", scope: !342, file: !3, line: 69, type: !6)
!342 = distinct !DILexicalBlock(scope: !315, file: !3, line: 69, column: 3)
!343 = !DILocation(line: 69, column: 12, scope: !342)
!344 = !DILocation(line: 69, column: 8, scope: !342)
!345 = !DILocation(line: 69, column: 19, scope: !346)
!346 = distinct !DILexicalBlock(scope: !342, file: !3, line: 69, column: 3)
!347 = !DILocation(line: 69, column: 23, scope: !346)
!348 = !DILocation(line: 69, column: 21, scope: !346)
!349 = !DILocation(line: 69, column: 3, scope: !342)
!350 = !DILocalVariable(name: "j", scope: !351, file: !3, line: 70, type: !6)
!351 = distinct !DILexicalBlock(scope: !346, file: !3, line: 70, column: 5)
!352 = !DILocation(line: 70, column: 14, scope: !351)
!353 = !DILocation(line: 70, column: 18, scope: !351)
!354 = !DILocation(line: 70, column: 10, scope: !351)
!355 = !DILocation(line: 70, column: 21, scope: !356)
!356 = distinct !DILexicalBlock(scope: !351, file: !3, line: 70, column: 5)
!357 = !DILocation(line: 70, column: 23, scope: !356)
!358 = !DILocation(line: 70, column: 27, scope: !356)
!359 = !DILocation(line: 70, column: 30, scope: !356)
!360 = !DILocation(line: 70, column: 34, scope: !356)
!361 = !DILocation(line: 70, column: 39, scope: !356)
!362 = !DILocation(line: 70, column: 41, scope: !356)
!363 = !DILocation(line: 70, column: 48, scope: !356)
!364 = !DILocation(line: 70, column: 46, scope: !356)
!365 = !DILocation(line: 70, column: 36, scope: !356)
!366 = !DILocation(line: 70, column: 54, scope: !356)
!367 = !DILocation(line: 70, column: 58, scope: !356)
!368 = !DILocation(line: 70, column: 62, scope: !356)
!369 = !DILocation(line: 70, column: 60, scope: !356)
!370 = !DILocation(line: 70, column: 56, scope: !356)
!371 = !DILocation(line: 70, column: 68, scope: !356)
!372 = !DILocation(line: 0, scope: !356)
!373 = !DILocation(line: 70, column: 5, scope: !351)
!374 = !DILocation(line: 71, column: 7, scope: !375)
!375 = distinct !DILexicalBlock(scope: !356, file: !3, line: 70, column: 78)
!376 = !DILocation(line: 71, column: 29, scope: !375)
!377 = !DILocation(line: 71, column: 33, scope: !375)
!378 = !DILocation(line: 71, column: 37, scope: !375)
!379 = !DILocation(line: 71, column: 35, scope: !375)
!380 = !DILocation(line: 71, column: 31, scope: !375)
!381 = !DILocation(line: 71, column: 43, scope: !375)
!382 = !DILocation(line: 72, column: 24, scope: !375)
!383 = !DILocation(line: 72, column: 28, scope: !375)
!384 = !DILocation(line: 72, column: 32, scope: !375)
!385 = !DILocation(line: 72, column: 30, scope: !375)
!386 = !DILocation(line: 72, column: 26, scope: !375)
!387 = !DILocation(line: 72, column: 38, scope: !375)
!388 = !DILocation(line: 72, column: 43, scope: !375)
!389 = !DILocation(line: 72, column: 45, scope: !375)
!390 = !DILocation(line: 72, column: 52, scope: !375)
!391 = !DILocation(line: 72, column: 50, scope: !375)
!392 = !DILocation(line: 72, column: 40, scope: !375)
!393 = !DILocation(line: 72, column: 58, scope: !375)
!394 = !DILocation(line: 72, column: 7, scope: !375)
!395 = !DILocation(line: 73, column: 24, scope: !375)
!396 = !DILocation(line: 73, column: 29, scope: !375)
!397 = !DILocation(line: 73, column: 31, scope: !375)
!398 = !DILocation(line: 73, column: 38, scope: !375)
!399 = !DILocation(line: 73, column: 36, scope: !375)
!400 = !DILocation(line: 73, column: 26, scope: !375)
!401 = !DILocation(line: 73, column: 7, scope: !375)
!402 = !DILocation(line: 73, column: 49, scope: !375)
!403 = !DILocation(line: 74, column: 5, scope: !375)
!404 = !DILocation(line: 70, column: 73, scope: !356)
!405 = !DILocation(line: 70, column: 5, scope: !356)
!406 = distinct !{!406, !373, !407, !222}
!407 = !DILocation(line: 74, column: 5, scope: !351)
!408 = !DILocation(line: 69, column: 26, scope: !346)
!409 = !DILocation(line: 69, column: 3, scope: !346)
!410 = distinct !{!410, !349, !411, !222}
!411 = !DILocation(line: 74, column: 5, scope: !342)
!412 = !DILocation(line: 75, column: 1, scope: !315)
!413 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !320, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !151)
!414 = !DILocalVariable(name: "a", arg: 1, scope: !413, file: !3, line: 76, type: !322)
!415 = !DILocation(line: 76, column: 37, scope: !413)
!416 = !DILocalVariable(name: "b", arg: 2, scope: !413, file: !3, line: 76, type: !322)
!417 = !DILocation(line: 76, column: 52, scope: !413)
!418 = !DILocation(line: 76, column: 78, scope: !413)
!419 = !DILocation(line: 76, column: 64, scope: !413)
!420 = !DILocation(line: 76, column: 96, scope: !413)
!421 = !DILocation(line: 76, column: 82, scope: !413)
!422 = !DILocation(line: 76, column: 80, scope: !413)
!423 = !DILocation(line: 76, column: 57, scope: !413)
!424 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !425, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !151)
!425 = !DISubroutineType(types: !426)
!426 = !{!6, !6}
!427 = !DILocalVariable(name: "n", arg: 1, scope: !424, file: !3, line: 54, type: !6)
!428 = !DILocation(line: 54, column: 24, scope: !424)
!429 = !DILocation(line: 55, column: 9, scope: !424)
!430 = !DILocation(line: 55, column: 3, scope: !424)
!431 = !DILocalVariable(name: "__vla_expr0", scope: !424, type: !432, flags: DIFlagArtificial)
!432 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!433 = !DILocation(line: 0, scope: !424)
!434 = !DILocalVariable(name: "v", scope: !424, file: !3, line: 55, type: !435)
!435 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !436)
!436 = !{!437}
!437 = !DISubrange(count: !431)
!438 = !DILocation(line: 55, column: 7, scope: !424)
!439 = !DILocalVariable(name: "i", scope: !440, file: !3, line: 56, type: !6)
!440 = distinct !DILexicalBlock(scope: !424, file: !3, line: 56, column: 3)
!441 = !DILocation(line: 56, column: 12, scope: !440)
!442 = !DILocation(line: 56, column: 8, scope: !440)
!443 = !DILocation(line: 56, column: 19, scope: !444)
!444 = distinct !DILexicalBlock(scope: !440, file: !3, line: 56, column: 3)
!445 = !DILocation(line: 56, column: 23, scope: !444)
!446 = !DILocation(line: 56, column: 21, scope: !444)
!447 = !DILocation(line: 56, column: 3, scope: !440)
!448 = !DILocation(line: 56, column: 38, scope: !444)
!449 = !DILocation(line: 56, column: 42, scope: !444)
!450 = !DILocation(line: 56, column: 40, scope: !444)
!451 = !DILocation(line: 56, column: 33, scope: !444)
!452 = !DILocation(line: 56, column: 31, scope: !444)
!453 = !DILocation(line: 56, column: 36, scope: !444)
!454 = !DILocation(line: 56, column: 26, scope: !444)
!455 = !DILocation(line: 56, column: 3, scope: !444)
!456 = distinct !{!456, !447, !457, !222}
!457 = !DILocation(line: 56, column: 42, scope: !440)
!458 = !DILocalVariable(name: "s", scope: !424, file: !3, line: 57, type: !6)
!459 = !DILocation(line: 57, column: 7, scope: !424)
!460 = !DILocalVariable(name: "i", scope: !461, file: !3, line: 58, type: !6)
!461 = distinct !DILexicalBlock(scope: !424, file: !3, line: 58, column: 3)
!462 = !DILocation(line: 58, column: 12, scope: !461)
!463 = !DILocation(line: 58, column: 8, scope: !461)
!464 = !DILocation(line: 58, column: 19, scope: !465)
!465 = distinct !DILexicalBlock(scope: !461, file: !3, line: 58, column: 3)
!466 = !DILocation(line: 58, column: 23, scope: !465)
!467 = !DILocation(line: 58, column: 21, scope: !465)
!468 = !DILocation(line: 58, column: 3, scope: !461)
!469 = !DILocation(line: 59, column: 11, scope: !470)
!470 = distinct !DILexicalBlock(scope: !465, file: !3, line: 58, column: 31)
!471 = !DILocation(line: 59, column: 13, scope: !470)
!472 = !DILocation(line: 59, column: 5, scope: !470)
!473 = !DILocalVariable(name: "__vla_expr1", scope: !470, type: !432, flags: DIFlagArtificial)
!474 = !DILocation(line: 0, scope: !470)
!475 = !DILocalVariable(name: "w", scope: !470, file: !3, line: 59, type: !476)
!476 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !477)
!477 = !{!478}
!478 = !DISubrange(count: !473)
!479 = !DILocation(line: 59, column: 9, scope: !470)
!480 = !DILocation(line: 60, column: 14, scope: !470)
!481 = !DILocation(line: 60, column: 12, scope: !470)
!482 = !DILocation(line: 60, column: 7, scope: !470)
!483 = !DILocation(line: 60, column: 5, scope: !470)
!484 = !DILocation(line: 60, column: 10, scope: !470)
!485 = !DILocation(line: 61, column: 12, scope: !470)
!486 = !DILocation(line: 61, column: 10, scope: !470)
!487 = !DILocation(line: 61, column: 7, scope: !470)
!488 = !DILocation(line: 62, column: 3, scope: !465)
!489 = !DILocation(line: 62, column: 3, scope: !470)
!490 = !DILocation(line: 58, column: 26, scope: !465)
!491 = !DILocation(line: 58, column: 3, scope: !465)
!492 = distinct !{!492, !468, !493, !222}
!493 = !DILocation(line: 62, column: 3, scope: !461)
!494 = !DILocation(line: 63, column: 10, scope: !424)
!495 = !DILocation(line: 64, column: 1, scope: !424)
!496 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !497, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !151)
!497 = !DISubroutineType(types: !498)
!498 = !{!432, !432, !432}
!499 = !DILocalVariable(name: "m", arg: 1, scope: !496, file: !3, line: 78, type: !432)
!500 = !DILocation(line: 78, column: 46, scope: !496)
!501 = !DILocalVariable(name: "n", arg: 2, scope: !496, file: !3, line: 78, type: !432)
!502 = !DILocation(line: 78, column: 63, scope: !496)
!503 = !DILocation(line: 79, column: 24, scope: !504)
!504 = distinct !DILexicalBlock(scope: !496, file: !3, line: 79, column: 7)
!505 = !DILocation(line: 79, column: 26, scope: !504)
!506 = !DILocation(line: 79, column: 7, scope: !504)
!507 = !DILocation(line: 79, column: 7, scope: !496)
!508 = !DILocation(line: 79, column: 43, scope: !504)
!509 = !DILocation(line: 79, column: 45, scope: !504)
!510 = !DILocation(line: 79, column: 36, scope: !504)
!511 = !DILocation(line: 80, column: 7, scope: !512)
!512 = distinct !DILexicalBlock(scope: !496, file: !3, line: 80, column: 7)
!513 = !DILocation(line: 80, column: 9, scope: !512)
!514 = !DILocation(line: 80, column: 7, scope: !496)
!515 = !DILocation(line: 80, column: 32, scope: !512)
!516 = !DILocation(line: 80, column: 34, scope: !512)
!517 = !DILocation(line: 80, column: 22, scope: !512)
!518 = !DILocation(line: 80, column: 15, scope: !512)
!519 = !DILocation(line: 81, column: 20, scope: !496)
!520 = !DILocation(line: 81, column: 22, scope: !496)
!521 = !DILocation(line: 81, column: 37, scope: !496)
!522 = !DILocation(line: 81, column: 40, scope: !496)
!523 = !DILocation(line: 81, column: 42, scope: !496)
!524 = !DILocation(line: 81, column: 27, scope: !496)
!525 = !DILocation(line: 81, column: 10, scope: !496)
!526 = !DILocation(line: 81, column: 3, scope: !496)
!527 = !DILocation(line: 82, column: 1, scope: !496)
