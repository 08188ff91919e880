; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 8), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 16, !dbg !113
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !87
@hook = internal constant ptr null, align 4, !dbg !104
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1, !dbg !94
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !123
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1, !dbg !99
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline nounwind optnone
define internal void @early_init() #0 !dbg !136 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !137
  %2 = add nsw i32 %1, 1, !dbg !137
  store i32 %2, ptr @ctor_ran, align 4, !dbg !137
  ret void, !dbg !138
}

; Function Attrs: noinline nounwind optnone
define internal void @late_init() #0 !dbg !139 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !140
  %2 = mul nsw i32 %1, 10, !dbg !140
  store i32 %2, ptr @ctor_ran, align 4, !dbg !140
  ret void, !dbg !141
}

; Function Attrs: noinline nounwind optnone
define internal void @at_exit_fn() #0 !dbg !142 {
  ret void, !dbg !143
}

; Function Attrs: noinline optnone
define hidden i32 @main() #1 !dbg !144 {
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
    #dbg_declare(ptr %2, !148, !DIExpression(), !156)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 8 @__const.main.f, i32 16, i1 false), !dbg !156
  %26 = load i16, ptr %2, align 8, !dbg !157
  %27 = shl i16 %26, 7, !dbg !157
  %28 = ashr i16 %27, 11, !dbg !157
  %29 = sext i16 %28 to i32, !dbg !157
  %30 = add nsw i32 %29, 2, !dbg !157
  %31 = trunc i32 %30 to i16, !dbg !157
  %32 = load i16, ptr %2, align 8, !dbg !157
  %33 = and i16 %31, 31, !dbg !157
  %34 = shl i16 %33, 4, !dbg !157
  %35 = and i16 %32, -497, !dbg !157
  %36 = or i16 %35, %34, !dbg !157
  store i16 %36, ptr %2, align 8, !dbg !157
  %37 = shl i16 %33, 11, !dbg !157
  %38 = ashr i16 %37, 11, !dbg !157
  %39 = sext i16 %38 to i32, !dbg !157
  %40 = load i16, ptr %2, align 8, !dbg !158
  %41 = and i16 %40, 1, !dbg !158
  %42 = zext i16 %41 to i32, !dbg !158
  %43 = load i16, ptr %2, align 8, !dbg !159
  %44 = lshr i16 %43, 1, !dbg !159
  %45 = and i16 %44, 7, !dbg !159
  %46 = zext i16 %45 to i32, !dbg !159
  %47 = load i16, ptr %2, align 8, !dbg !160
  %48 = shl i16 %47, 7, !dbg !160
  %49 = ashr i16 %48, 11, !dbg !160
  %50 = sext i16 %49 to i32, !dbg !160
  %51 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1, !dbg !161
  %52 = load i64, ptr %51, align 8, !dbg !161
  %53 = and i64 %52, 1099511627775, !dbg !161
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %46, i32 noundef %50, i64 noundef %53, i32 noundef 16), !dbg !162
    #dbg_declare(ptr %3, !163, !DIExpression(), !168)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 1 @__const.main.bytes, i32 7, i1 false), !dbg !168
    #dbg_declare(ptr %4, !169, !DIExpression(), !176)
  %55 = getelementptr inbounds [7 x i8], ptr %3, i32 0, i32 0, !dbg !177
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 %55, i32 7, i1 false), !dbg !177
  %56 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0, !dbg !178
  %57 = load i8, ptr %56, align 1, !dbg !178
  %58 = sext i8 %57 to i32, !dbg !179
  %59 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1, !dbg !180
  %60 = load i32, ptr %59, align 1, !dbg !180
  %61 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2, !dbg !181
  %62 = load i16, ptr %61, align 1, !dbg !181
  %63 = zext i16 %62 to i32, !dbg !182
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %60, i32 noundef %63, i32 noundef 7), !dbg !183
    #dbg_declare(ptr %5, !184, !DIExpression(), !193)
  %65 = call ptr @malloc(i32 noundef 40) #8, !dbg !194
  store ptr %65, ptr %5, align 4, !dbg !193
  %66 = load ptr, ptr %5, align 4, !dbg !195
  %67 = getelementptr inbounds %struct.Msg, ptr %66, i32 0, i32 0, !dbg !196
  store i32 4, ptr %67, align 8, !dbg !197
    #dbg_declare(ptr %6, !198, !DIExpression(), !200)
  store i32 0, ptr %6, align 4, !dbg !200
  br label %68, !dbg !201

68:                                               ; preds = %82, %0
  %69 = load i32, ptr %6, align 4, !dbg !202
  %70 = load ptr, ptr %5, align 4, !dbg !204
  %71 = getelementptr inbounds %struct.Msg, ptr %70, i32 0, i32 0, !dbg !205
  %72 = load i32, ptr %71, align 8, !dbg !205
  %73 = icmp slt i32 %69, %72, !dbg !206
  br i1 %73, label %74, label %85, !dbg !207

74:                                               ; preds = %68
  %75 = load i32, ptr %6, align 4, !dbg !208
  %76 = sitofp i32 %75 to double, !dbg !208
  %77 = fdiv double %76, 4.000000e+00, !dbg !209
  %78 = load ptr, ptr %5, align 4, !dbg !210
  %79 = getelementptr inbounds %struct.Msg, ptr %78, i32 0, i32 1, !dbg !211
  %80 = load i32, ptr %6, align 4, !dbg !212
  %81 = getelementptr inbounds [0 x double], ptr %79, i32 0, i32 %80, !dbg !210
  store double %77, ptr %81, align 8, !dbg !213
  br label %82, !dbg !210

82:                                               ; preds = %74
  %83 = load i32, ptr %6, align 4, !dbg !214
  %84 = add nsw i32 %83, 1, !dbg !214
  store i32 %84, ptr %6, align 4, !dbg !214
  br label %68, !dbg !215, !llvm.loop !216

85:                                               ; preds = %68
  %86 = load ptr, ptr %5, align 4, !dbg !219
  %87 = getelementptr inbounds %struct.Msg, ptr %86, i32 0, i32 1, !dbg !220
  %88 = getelementptr inbounds [0 x double], ptr %87, i32 0, i32 3, !dbg !219
  %89 = load double, ptr %88, align 8, !dbg !219
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %89), !dbg !221
  %91 = load ptr, ptr %5, align 4, !dbg !222
  call void @llvm.memset.p0.i32(ptr align 8 %91, i8 0, i32 8, i1 false), !dbg !223
  %92 = load ptr, ptr %5, align 4, !dbg !224
  call void @free(ptr noundef %92), !dbg !225
    #dbg_declare(ptr %7, !226, !DIExpression(), !227)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @constinit, i32 32, i1 false), !dbg !228
  %93 = getelementptr inbounds [8 x i32], ptr %8, i32 0, i32 0, !dbg !229
  store ptr %93, ptr %7, align 4, !dbg !227
  %94 = load ptr, ptr %7, align 4, !dbg !230
  call void @sort(ptr noundef %94, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !231
  %95 = load ptr, ptr %7, align 4, !dbg !232
  %96 = getelementptr inbounds i32, ptr %95, i32 0, !dbg !232
  %97 = load i32, ptr %96, align 4, !dbg !232
  %98 = load ptr, ptr %7, align 4, !dbg !233
  %99 = getelementptr inbounds i32, ptr %98, i32 1, !dbg !233
  %100 = load i32, ptr %99, align 4, !dbg !233
  %101 = load ptr, ptr %7, align 4, !dbg !234
  %102 = getelementptr inbounds i32, ptr %101, i32 7, !dbg !234
  %103 = load i32, ptr %102, align 4, !dbg !234
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97, i32 noundef %100, i32 noundef %103), !dbg !235
    #dbg_declare(ptr %9, !236, !DIExpression(), !238)
  %105 = load i16, ptr %10, align 8, !dbg !239
  %106 = and i16 %105, -2, !dbg !239
  %107 = or i16 %106, 0, !dbg !239
  store i16 %107, ptr %10, align 8, !dbg !239
  %108 = load i16, ptr %10, align 8, !dbg !239
  %109 = and i16 %108, -15, !dbg !239
  %110 = or i16 %109, 4, !dbg !239
  store i16 %110, ptr %10, align 8, !dbg !239
  %111 = load i16, ptr %10, align 8, !dbg !239
  %112 = and i16 %111, -497, !dbg !239
  %113 = or i16 %112, 0, !dbg !239
  store i16 %113, ptr %10, align 8, !dbg !239
  %114 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1, !dbg !239
  %115 = load i64, ptr %114, align 8, !dbg !239
  %116 = and i64 %115, -1099511627776, !dbg !239
  %117 = or i64 %116, 0, !dbg !239
  store i64 %117, ptr %114, align 8, !dbg !239
  store ptr %10, ptr %9, align 4, !dbg !238
  %118 = load ptr, ptr %9, align 4, !dbg !240
  %119 = load i16, ptr %118, align 8, !dbg !241
  %120 = lshr i16 %119, 1, !dbg !241
  %121 = and i16 %120, 7, !dbg !241
  %122 = zext i16 %121 to i32, !dbg !241
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122), !dbg !242
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9), !dbg !243
    #dbg_declare(ptr %11, !244, !DIExpression(), !246)
  store i32 3, ptr %11, align 4, !dbg !246
    #dbg_declare(ptr %12, !247, !DIExpression(), !246)
  store i32 8, ptr %12, align 4, !dbg !246
  %125 = load i32, ptr %11, align 4, !dbg !246
  %126 = load i32, ptr %12, align 4, !dbg !246
  %127 = icmp sgt i32 %125, %126, !dbg !246
  br i1 %127, label %128, label %130, !dbg !246

128:                                              ; preds = %85
  %129 = load i32, ptr %11, align 4, !dbg !246
  br label %132, !dbg !246

130:                                              ; preds = %85
  %131 = load i32, ptr %12, align 4, !dbg !246
  br label %132, !dbg !246

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %129, %128 ], [ %131, %130 ], !dbg !246
  store i32 %133, ptr %13, align 4, !dbg !246
  %134 = load i32, ptr %13, align 4, !dbg !246
    #dbg_declare(ptr %14, !248, !DIExpression(), !250)
  store double 2.500000e+00, ptr %14, align 8, !dbg !250
    #dbg_declare(ptr %15, !251, !DIExpression(), !250)
  store double -1.000000e+00, ptr %15, align 8, !dbg !250
  %135 = load double, ptr %14, align 8, !dbg !250
  %136 = load double, ptr %15, align 8, !dbg !250
  %137 = fcmp ogt double %135, %136, !dbg !250
  br i1 %137, label %138, label %140, !dbg !250

138:                                              ; preds = %132
  %139 = load double, ptr %14, align 8, !dbg !250
  br label %142, !dbg !250

140:                                              ; preds = %132
  %141 = load double, ptr %15, align 8, !dbg !250
  br label %142, !dbg !250

142:                                              ; preds = %140, %138
  %143 = phi double [ %139, %138 ], [ %141, %140 ], !dbg !250
  store double %143, ptr %16, align 8, !dbg !250
  %144 = load double, ptr %16, align 8, !dbg !250
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %134, double noundef %144), !dbg !252
    #dbg_declare(ptr %17, !253, !DIExpression(), !254)
    #dbg_declare(ptr %18, !255, !DIExpression(), !256)
  %146 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !257
  %147 = extractvalue { i32, i1 } %146, 1, !dbg !257
  %148 = extractvalue { i32, i1 } %146, 0, !dbg !257
  store i32 %148, ptr %17, align 4, !dbg !257
  %149 = zext i1 %147 to i32, !dbg !257
  store i32 %149, ptr %18, align 4, !dbg !256
    #dbg_declare(ptr %19, !258, !DIExpression(), !259)
    #dbg_declare(ptr %20, !260, !DIExpression(), !261)
  %150 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !262
  %151 = extractvalue { i64, i1 } %150, 1, !dbg !262
  %152 = extractvalue { i64, i1 } %150, 0, !dbg !262
  store i64 %152, ptr %19, align 8, !dbg !262
  %153 = zext i1 %151 to i32, !dbg !262
  store i32 %153, ptr %20, align 4, !dbg !261
  %154 = load i32, ptr %18, align 4, !dbg !263
  %155 = load i32, ptr %17, align 4, !dbg !264
  %156 = load i32, ptr %20, align 4, !dbg !265
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !266
    #dbg_declare(ptr %21, !267, !DIExpression(), !269)
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !269
  %159 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !269
  store double 1.000000e+00, ptr %158, align 8, !dbg !269
  store double 2.000000e+00, ptr %159, align 8, !dbg !269
    #dbg_declare(ptr %22, !270, !DIExpression(), !271)
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !272
  %161 = load double, ptr %160, align 8, !dbg !272
  %162 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !272
  %163 = load double, ptr %162, align 8, !dbg !272
  %164 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !273
  %165 = load double, ptr %164, align 8, !dbg !273
  %166 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !273
  %167 = load double, ptr %166, align 8, !dbg !273
  %168 = fmul double %161, %165, !dbg !274
  %169 = fmul double %163, %167, !dbg !274
  %170 = fmul double %161, %167, !dbg !274
  %171 = fmul double %163, %165, !dbg !274
  %172 = fsub double %168, %169, !dbg !274
  %173 = fadd double %170, %171, !dbg !274
  %174 = fcmp uno double %172, %172, !dbg !274
  br i1 %174, label %175, label %182, !dbg !274, !prof !275

175:                                              ; preds = %142
  %176 = fcmp uno double %173, %173, !dbg !274
  br i1 %176, label %177, label %182, !dbg !274, !prof !275

177:                                              ; preds = %175
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %23, double noundef %161, double noundef %163, double noundef %165, double noundef %167) #9, !dbg !274
  %178 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0, !dbg !274
  %179 = load double, ptr %178, align 8, !dbg !274
  %180 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1, !dbg !274
  %181 = load double, ptr %180, align 8, !dbg !274
  br label %182, !dbg !274

182:                                              ; preds = %177, %175, %142
  %183 = phi double [ %172, %142 ], [ %172, %175 ], [ %179, %177 ], !dbg !274
  %184 = phi double [ %173, %142 ], [ %173, %175 ], [ %181, %177 ], !dbg !274
  %185 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !271
  %186 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !271
  store double %183, ptr %185, align 8, !dbg !271
  store double %184, ptr %186, align 8, !dbg !271
  %187 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !276
  %188 = load double, ptr %187, align 8, !dbg !276
  %189 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !277
  %190 = load double, ptr %189, align 8, !dbg !277
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %188, double noundef %190), !dbg !278
    #dbg_declare(ptr %24, !279, !DIExpression(), !281)
  %192 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !281
  %193 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !281
  store float 1.000000e+00, ptr %192, align 4, !dbg !281
  store float -1.000000e+00, ptr %193, align 4, !dbg !281
  %194 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !282
  %195 = load float, ptr %194, align 4, !dbg !282
  %196 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !282
  %197 = load float, ptr %196, align 4, !dbg !282
  %198 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !283
  %199 = load float, ptr %198, align 4, !dbg !283
  %200 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !283
  %201 = load float, ptr %200, align 4, !dbg !283
  %202 = fadd float %199, 1.000000e+00, !dbg !284
  call void @__divsc3(ptr dead_on_unwind writable sret({ float, float }) align 4 %25, float noundef %195, float noundef %197, float noundef %202, float noundef %201) #9, !dbg !285
  %203 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0, !dbg !285
  %204 = load float, ptr %203, align 4, !dbg !285
  %205 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1, !dbg !285
  %206 = load float, ptr %205, align 4, !dbg !285
  %207 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !286
  %208 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !286
  store float %204, ptr %207, align 4, !dbg !286
  store float %206, ptr %208, align 4, !dbg !286
  %209 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !287
  %210 = load float, ptr %209, align 4, !dbg !287
  %211 = fpext float %210 to double, !dbg !288
  %212 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !289
  %213 = load float, ptr %212, align 4, !dbg !289
  %214 = fpext float %213 to double, !dbg !290
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %211, double noundef %214), !dbg !291
  %216 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4, !dbg !292
  %217 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i32 0, i32 2), align 8, !dbg !293
  %218 = add nsw i32 %216, %217, !dbg !294
  %219 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i32 0, i32 1), align 8, !dbg !295
  %220 = getelementptr inbounds %struct.Self, ptr %219, i32 0, i32 1, !dbg !296
  %221 = load ptr, ptr %220, align 4, !dbg !296
  %222 = load i32, ptr %221, align 4, !dbg !297
  %223 = load ptr, ptr @ring, align 16, !dbg !298
  %224 = getelementptr inbounds %struct.Self, ptr %223, i32 0, i32 1, !dbg !299
  %225 = load ptr, ptr %224, align 4, !dbg !299
  %226 = load i32, ptr %225, align 4, !dbg !300
  %227 = load ptr, ptr @hook, align 4, !dbg !301
  %228 = icmp eq ptr %227, null, !dbg !302
  %229 = zext i1 %228 to i32, !dbg !302
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %218, i32 noundef 32, i32 noundef %222, i32 noundef %226, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %229), !dbg !303
  %231 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i32 0, i32 2), align 8, !dbg !304
  %232 = fpext float %231 to double, !dbg !304
  %233 = load i32, ptr @ctor_ran, align 4, !dbg !305
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %232, i32 noundef 32, i32 noundef %233), !dbg !306
  %235 = call i32 @vla_sum(i32 noundef 12), !dbg !307
  %236 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !308
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %235, i32 noundef %236), !dbg !309
  ret i32 0, !dbg !310
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
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 !dbg !311 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !320, !DIExpression(), !321)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !322, !DIExpression(), !323)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !324, !DIExpression(), !325)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !326, !DIExpression(), !327)
    #dbg_declare(ptr %9, !328, !DIExpression(), !330)
  %13 = load ptr, ptr %5, align 4, !dbg !331
  store ptr %13, ptr %9, align 4, !dbg !330
    #dbg_declare(ptr %10, !332, !DIExpression(), !336)
    #dbg_declare(ptr %11, !337, !DIExpression(), !339)
  store i32 1, ptr %11, align 4, !dbg !339
  br label %14, !dbg !340

14:                                               ; preds = %72, %4
  %15 = load i32, ptr %11, align 4, !dbg !341
  %16 = load i32, ptr %6, align 4, !dbg !343
  %17 = icmp slt i32 %15, %16, !dbg !344
  br i1 %17, label %18, label %75, !dbg !345

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !346, !DIExpression(), !348)
  %19 = load i32, ptr %11, align 4, !dbg !349
  store i32 %19, ptr %12, align 4, !dbg !348
  br label %20, !dbg !350

20:                                               ; preds = %68, %18
  %21 = load i32, ptr %12, align 4, !dbg !351
  %22 = icmp sgt i32 %21, 0, !dbg !353
  br i1 %22, label %23, label %38, !dbg !354

23:                                               ; preds = %20
  %24 = load ptr, ptr %8, align 4, !dbg !355
  %25 = load ptr, ptr %9, align 4, !dbg !356
  %26 = load i32, ptr %12, align 4, !dbg !357
  %27 = sub nsw i32 %26, 1, !dbg !358
  %28 = load i32, ptr %7, align 4, !dbg !359
  %29 = mul nsw i32 %27, %28, !dbg !360
  %30 = getelementptr inbounds i8, ptr %25, i32 %29, !dbg !361
  %31 = load ptr, ptr %9, align 4, !dbg !362
  %32 = load i32, ptr %12, align 4, !dbg !363
  %33 = load i32, ptr %7, align 4, !dbg !364
  %34 = mul nsw i32 %32, %33, !dbg !365
  %35 = getelementptr inbounds i8, ptr %31, i32 %34, !dbg !366
  %36 = call i32 %24(ptr noundef %30, ptr noundef %35), !dbg !355
  %37 = icmp sgt i32 %36, 0, !dbg !367
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !368
  br i1 %39, label %40, label %71, !dbg !369

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0, !dbg !370
  %42 = load ptr, ptr %9, align 4, !dbg !372
  %43 = load i32, ptr %12, align 4, !dbg !373
  %44 = load i32, ptr %7, align 4, !dbg !374
  %45 = mul nsw i32 %43, %44, !dbg !375
  %46 = getelementptr inbounds i8, ptr %42, i32 %45, !dbg !376
  %47 = load i32, ptr %7, align 4, !dbg !377
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %41, ptr align 1 %46, i32 %47, i1 false), !dbg !370
  %48 = load ptr, ptr %9, align 4, !dbg !378
  %49 = load i32, ptr %12, align 4, !dbg !379
  %50 = load i32, ptr %7, align 4, !dbg !380
  %51 = mul nsw i32 %49, %50, !dbg !381
  %52 = getelementptr inbounds i8, ptr %48, i32 %51, !dbg !382
  %53 = load ptr, ptr %9, align 4, !dbg !383
  %54 = load i32, ptr %12, align 4, !dbg !384
  %55 = sub nsw i32 %54, 1, !dbg !385
  %56 = load i32, ptr %7, align 4, !dbg !386
  %57 = mul nsw i32 %55, %56, !dbg !387
  %58 = getelementptr inbounds i8, ptr %53, i32 %57, !dbg !388
  %59 = load i32, ptr %7, align 4, !dbg !389
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %52, ptr align 1 %58, i32 %59, i1 false), !dbg !390
  %60 = load ptr, ptr %9, align 4, !dbg !391
  %61 = load i32, ptr %12, align 4, !dbg !392
  %62 = sub nsw i32 %61, 1, !dbg !393
  %63 = load i32, ptr %7, align 4, !dbg !394
  %64 = mul nsw i32 %62, %63, !dbg !395
  %65 = getelementptr inbounds i8, ptr %60, i32 %64, !dbg !396
  %66 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0, !dbg !397
  %67 = load i32, ptr %7, align 4, !dbg !398
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %65, ptr align 16 %66, i32 %67, i1 false), !dbg !397
  br label %68, !dbg !399

68:                                               ; preds = %40
  %69 = load i32, ptr %12, align 4, !dbg !400
  %70 = add nsw i32 %69, -1, !dbg !400
  store i32 %70, ptr %12, align 4, !dbg !400
  br label %20, !dbg !401, !llvm.loop !402

71:                                               ; preds = %38
  br label %72, !dbg !403

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4, !dbg !404
  %74 = add nsw i32 %73, 1, !dbg !404
  store i32 %74, ptr %11, align 4, !dbg !404
  br label %14, !dbg !405, !llvm.loop !406

75:                                               ; preds = %14
  ret void, !dbg !408
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !409 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !410, !DIExpression(), !411)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !412, !DIExpression(), !413)
  %5 = load ptr, ptr %4, align 4, !dbg !414
  %6 = load i32, ptr %5, align 4, !dbg !415
  %7 = load ptr, ptr %3, align 4, !dbg !416
  %8 = load i32, ptr %7, align 4, !dbg !417
  %9 = sub nsw i32 %6, %8, !dbg !418
  ret i32 %9, !dbg !419
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare void @__muldc3(ptr, double, double, double, double)

declare void @__divsc3(ptr, float, float, float, float)

; Function Attrs: noinline nounwind optnone
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !420 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !423, !DIExpression(), !424)
  %10 = load i32, ptr %2, align 4, !dbg !425
  %11 = call ptr @llvm.stacksave.p0(), !dbg !426
  store ptr %11, ptr %3, align 4, !dbg !426
  %12 = alloca i32, i32 %10, align 16, !dbg !426
  store i32 %10, ptr %4, align 4, !dbg !426
    #dbg_declare(ptr %4, !427, !DIExpression(), !428)
    #dbg_declare(ptr %12, !429, !DIExpression(), !433)
    #dbg_declare(ptr %5, !434, !DIExpression(), !436)
  store i32 0, ptr %5, align 4, !dbg !436
  br label %13, !dbg !437

13:                                               ; preds = %23, %1
  %14 = load i32, ptr %5, align 4, !dbg !438
  %15 = load i32, ptr %2, align 4, !dbg !440
  %16 = icmp slt i32 %14, %15, !dbg !441
  br i1 %16, label %17, label %26, !dbg !442

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4, !dbg !443
  %19 = load i32, ptr %5, align 4, !dbg !444
  %20 = mul nsw i32 %18, %19, !dbg !445
  %21 = load i32, ptr %5, align 4, !dbg !446
  %22 = getelementptr inbounds i32, ptr %12, i32 %21, !dbg !447
  store i32 %20, ptr %22, align 4, !dbg !448
  br label %23, !dbg !447

23:                                               ; preds = %17
  %24 = load i32, ptr %5, align 4, !dbg !449
  %25 = add nsw i32 %24, 1, !dbg !449
  store i32 %25, ptr %5, align 4, !dbg !449
  br label %13, !dbg !450, !llvm.loop !451

26:                                               ; preds = %13
    #dbg_declare(ptr %6, !453, !DIExpression(), !454)
  store i32 0, ptr %6, align 4, !dbg !454
    #dbg_declare(ptr %7, !455, !DIExpression(), !457)
  store i32 0, ptr %7, align 4, !dbg !457
  br label %27, !dbg !458

27:                                               ; preds = %47, %26
  %28 = load i32, ptr %7, align 4, !dbg !459
  %29 = load i32, ptr %2, align 4, !dbg !461
  %30 = icmp slt i32 %28, %29, !dbg !462
  br i1 %30, label %31, label %50, !dbg !463

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !464
  %33 = add nsw i32 %32, 1, !dbg !466
  %34 = call ptr @llvm.stacksave.p0(), !dbg !467
  store ptr %34, ptr %8, align 4, !dbg !467
  %35 = alloca i32, i32 %33, align 16, !dbg !467
  store i32 %33, ptr %9, align 4, !dbg !467
    #dbg_declare(ptr %9, !468, !DIExpression(), !469)
    #dbg_declare(ptr %35, !470, !DIExpression(), !474)
  %36 = load i32, ptr %7, align 4, !dbg !475
  %37 = getelementptr inbounds i32, ptr %12, i32 %36, !dbg !476
  %38 = load i32, ptr %37, align 4, !dbg !476
  %39 = load i32, ptr %7, align 4, !dbg !477
  %40 = getelementptr inbounds i32, ptr %35, i32 %39, !dbg !478
  store i32 %38, ptr %40, align 4, !dbg !479
  %41 = load i32, ptr %7, align 4, !dbg !480
  %42 = getelementptr inbounds i32, ptr %35, i32 %41, !dbg !481
  %43 = load i32, ptr %42, align 4, !dbg !481
  %44 = load i32, ptr %6, align 4, !dbg !482
  %45 = add nsw i32 %44, %43, !dbg !482
  store i32 %45, ptr %6, align 4, !dbg !482
  %46 = load ptr, ptr %8, align 4, !dbg !483
  call void @llvm.stackrestore.p0(ptr %46), !dbg !483
  br label %47, !dbg !484

47:                                               ; preds = %31
  %48 = load i32, ptr %7, align 4, !dbg !485
  %49 = add nsw i32 %48, 1, !dbg !485
  store i32 %49, ptr %7, align 4, !dbg !485
  br label %27, !dbg !486, !llvm.loop !487

50:                                               ; preds = %27
  %51 = load i32, ptr %6, align 4, !dbg !489
  %52 = load ptr, ptr %3, align 4, !dbg !490
  call void @llvm.stackrestore.p0(ptr %52), !dbg !490
  ret i32 %51, !dbg !490
}

; Function Attrs: noinline optnone
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !491 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !495, !DIExpression(), !496)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !497, !DIExpression(), !498)
  %6 = load i32, ptr %4, align 4, !dbg !499
  %7 = icmp eq i32 %6, 0, !dbg !501
  br i1 %7, label %8, label %11, !dbg !502

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !503
  %10 = add i32 %9, 1, !dbg !504
  store i32 %10, ptr %3, align 4, !dbg !505
  br label %26, !dbg !505

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !506
  %13 = icmp eq i32 %12, 0, !dbg !508
  br i1 %13, label %14, label %18, !dbg !509

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !510
  %16 = sub i32 %15, 1, !dbg !511
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !512
  store i32 %17, ptr %3, align 4, !dbg !513
  br label %26, !dbg !513

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !514
  %20 = sub i32 %19, 1, !dbg !515
  %21 = load i32, ptr %4, align 4, !dbg !516
  %22 = load i32, ptr %5, align 4, !dbg !517
  %23 = sub i32 %22, 1, !dbg !518
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !519
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !520
  store i32 %25, ptr %3, align 4, !dbg !521
  br label %26, !dbg !521

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !522
  ret i32 %27, !dbg !522
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134}
!llvm.ident = !{!135}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
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
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!84 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !85, isLocal: true, isDefinition: true)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!86 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !55, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !91, isLocal: true, isDefinition: true)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
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
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!108 = !DISubroutineType(types: !109)
!109 = !{null}
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 320, elements: !26)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 128, elements: !121)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 64, elements: !117)
!117 = !{!118, !120}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !116, file: !3, line: 40, baseType: !119, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !116, file: !3, line: 40, baseType: !82, size: 32, offset: 32)
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
!132 = !{i32 7, !"Dwarf Version", i32 4}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 4}
!135 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!136 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !108, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!137 = !DILocation(line: 45, column: 75, scope: !136)
!138 = !DILocation(line: 45, column: 81, scope: !136)
!139 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !108, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!140 = !DILocation(line: 46, column: 69, scope: !139)
!141 = !DILocation(line: 46, column: 76, scope: !139)
!142 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !108, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!143 = !DILocation(line: 47, column: 60, scope: !142)
!144 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !145, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!6}
!147 = !{}
!148 = !DILocalVariable(name: "f", scope: !144, file: !3, line: 85, type: !149)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !150)
!150 = !{!151, !153, !154, !155}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !149, file: !3, line: 15, baseType: !152, size: 1, flags: DIFlagBitField, extraData: i64 0)
!152 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !149, file: !3, line: 16, baseType: !152, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !149, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !149, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!156 = !DILocation(line: 85, column: 16, scope: !144)
!157 = !DILocation(line: 86, column: 11, scope: !144)
!158 = !DILocation(line: 87, column: 45, scope: !144)
!159 = !DILocation(line: 87, column: 54, scope: !144)
!160 = !DILocation(line: 87, column: 62, scope: !144)
!161 = !DILocation(line: 87, column: 91, scope: !144)
!162 = !DILocation(line: 87, column: 3, scope: !144)
!163 = !DILocalVariable(name: "bytes", scope: !144, file: !3, line: 89, type: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !165, size: 56, elements: !166)
!165 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!166 = !{!167}
!167 = !DISubrange(count: 7)
!168 = !DILocation(line: 89, column: 17, scope: !144)
!169 = !DILocalVariable(name: "wire", scope: !144, file: !3, line: 90, type: !170)
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !171)
!171 = !{!172, !173, !174}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !170, file: !3, line: 23, baseType: !15, size: 8)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !170, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !170, file: !3, line: 25, baseType: !175, size: 16, offset: 40)
!175 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!176 = !DILocation(line: 90, column: 15, scope: !144)
!177 = !DILocation(line: 91, column: 3, scope: !144)
!178 = !DILocation(line: 92, column: 42, scope: !144)
!179 = !DILocation(line: 92, column: 37, scope: !144)
!180 = !DILocation(line: 92, column: 53, scope: !144)
!181 = !DILocation(line: 92, column: 79, scope: !144)
!182 = !DILocation(line: 92, column: 58, scope: !144)
!183 = !DILocation(line: 92, column: 3, scope: !144)
!184 = !DILocalVariable(name: "m", scope: !144, file: !3, line: 94, type: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 32)
!186 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !187)
!187 = !{!188, !189}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !186, file: !3, line: 29, baseType: !6, size: 32)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !186, file: !3, line: 30, baseType: !190, offset: 64)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !191)
!191 = !{!192}
!192 = !DISubrange(count: -1)
!193 = !DILocation(line: 94, column: 15, scope: !144)
!194 = !DILocation(line: 94, column: 19, scope: !144)
!195 = !DILocation(line: 95, column: 3, scope: !144)
!196 = !DILocation(line: 95, column: 6, scope: !144)
!197 = !DILocation(line: 95, column: 8, scope: !144)
!198 = !DILocalVariable(name: "i", scope: !199, file: !3, line: 96, type: !6)
!199 = distinct !DILexicalBlock(scope: !144, file: !3, line: 96, column: 3)
!200 = !DILocation(line: 96, column: 12, scope: !199)
!201 = !DILocation(line: 96, column: 8, scope: !199)
!202 = !DILocation(line: 96, column: 19, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !3, line: 96, column: 3)
!204 = !DILocation(line: 96, column: 23, scope: !203)
!205 = !DILocation(line: 96, column: 26, scope: !203)
!206 = !DILocation(line: 96, column: 21, scope: !203)
!207 = !DILocation(line: 96, column: 3, scope: !199)
!208 = !DILocation(line: 96, column: 47, scope: !203)
!209 = !DILocation(line: 96, column: 49, scope: !203)
!210 = !DILocation(line: 96, column: 34, scope: !203)
!211 = !DILocation(line: 96, column: 37, scope: !203)
!212 = !DILocation(line: 96, column: 42, scope: !203)
!213 = !DILocation(line: 96, column: 45, scope: !203)
!214 = !DILocation(line: 96, column: 29, scope: !203)
!215 = !DILocation(line: 96, column: 3, scope: !203)
!216 = distinct !{!216, !207, !217, !218}
!217 = !DILocation(line: 96, column: 51, scope: !199)
!218 = !{!"llvm.loop.mustprogress"}
!219 = !DILocation(line: 97, column: 24, scope: !144)
!220 = !DILocation(line: 97, column: 27, scope: !144)
!221 = !DILocation(line: 97, column: 3, scope: !144)
!222 = !DILocation(line: 98, column: 20, scope: !144)
!223 = !DILocation(line: 98, column: 3, scope: !144)
!224 = !DILocation(line: 99, column: 8, scope: !144)
!225 = !DILocation(line: 99, column: 3, scope: !144)
!226 = !DILocalVariable(name: "lit", scope: !144, file: !3, line: 101, type: !82)
!227 = !DILocation(line: 101, column: 8, scope: !144)
!228 = !DILocation(line: 101, column: 21, scope: !144)
!229 = !DILocation(line: 101, column: 14, scope: !144)
!230 = !DILocation(line: 102, column: 8, scope: !144)
!231 = !DILocation(line: 102, column: 3, scope: !144)
!232 = !DILocation(line: 103, column: 31, scope: !144)
!233 = !DILocation(line: 103, column: 39, scope: !144)
!234 = !DILocation(line: 103, column: 47, scope: !144)
!235 = !DILocation(line: 103, column: 3, scope: !144)
!236 = !DILocalVariable(name: "fp", scope: !144, file: !3, line: 104, type: !237)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!238 = !DILocation(line: 104, column: 17, scope: !144)
!239 = !DILocation(line: 104, column: 37, scope: !144)
!240 = !DILocation(line: 105, column: 27, scope: !144)
!241 = !DILocation(line: 105, column: 31, scope: !144)
!242 = !DILocation(line: 105, column: 3, scope: !144)
!243 = !DILocation(line: 107, column: 3, scope: !144)
!244 = !DILocalVariable(name: "_a", scope: !245, file: !3, line: 108, type: !6)
!245 = distinct !DILexicalBlock(scope: !144, file: !3, line: 108, column: 33)
!246 = !DILocation(line: 108, column: 33, scope: !245)
!247 = !DILocalVariable(name: "_b", scope: !245, file: !3, line: 108, type: !6)
!248 = !DILocalVariable(name: "_a", scope: !249, file: !3, line: 108, type: !8)
!249 = distinct !DILexicalBlock(scope: !144, file: !3, line: 108, column: 44)
!250 = !DILocation(line: 108, column: 44, scope: !249)
!251 = !DILocalVariable(name: "_b", scope: !249, file: !3, line: 108, type: !8)
!252 = !DILocation(line: 108, column: 3, scope: !144)
!253 = !DILocalVariable(name: "res", scope: !144, file: !3, line: 110, type: !6)
!254 = !DILocation(line: 110, column: 7, scope: !144)
!255 = !DILocalVariable(name: "ovf", scope: !144, file: !3, line: 111, type: !6)
!256 = !DILocation(line: 111, column: 7, scope: !144)
!257 = !DILocation(line: 111, column: 13, scope: !144)
!258 = !DILocalVariable(name: "ures", scope: !144, file: !3, line: 112, type: !5)
!259 = !DILocation(line: 112, column: 22, scope: !144)
!260 = !DILocalVariable(name: "uovf", scope: !144, file: !3, line: 113, type: !6)
!261 = !DILocation(line: 113, column: 7, scope: !144)
!262 = !DILocation(line: 113, column: 14, scope: !144)
!263 = !DILocation(line: 114, column: 33, scope: !144)
!264 = !DILocation(line: 114, column: 38, scope: !144)
!265 = !DILocation(line: 114, column: 43, scope: !144)
!266 = !DILocation(line: 114, column: 3, scope: !144)
!267 = !DILocalVariable(name: "z", scope: !144, file: !3, line: 116, type: !268)
!268 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!269 = !DILocation(line: 116, column: 19, scope: !144)
!270 = !DILocalVariable(name: "z2", scope: !144, file: !3, line: 117, type: !268)
!271 = !DILocation(line: 117, column: 19, scope: !144)
!272 = !DILocation(line: 117, column: 24, scope: !144)
!273 = !DILocation(line: 117, column: 28, scope: !144)
!274 = !DILocation(line: 117, column: 26, scope: !144)
!275 = !{!"branch_weights", i32 1, i32 1048575}
!276 = !DILocation(line: 118, column: 33, scope: !144)
!277 = !DILocation(line: 118, column: 46, scope: !144)
!278 = !DILocation(line: 118, column: 3, scope: !144)
!279 = !DILocalVariable(name: "fz", scope: !144, file: !3, line: 119, type: !280)
!280 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!281 = !DILocation(line: 119, column: 18, scope: !144)
!282 = !DILocation(line: 120, column: 8, scope: !144)
!283 = !DILocation(line: 120, column: 14, scope: !144)
!284 = !DILocation(line: 120, column: 17, scope: !144)
!285 = !DILocation(line: 120, column: 11, scope: !144)
!286 = !DILocation(line: 120, column: 6, scope: !144)
!287 = !DILocation(line: 121, column: 42, scope: !144)
!288 = !DILocation(line: 121, column: 34, scope: !144)
!289 = !DILocation(line: 121, column: 63, scope: !144)
!290 = !DILocation(line: 121, column: 55, scope: !144)
!291 = !DILocation(line: 121, column: 3, scope: !144)
!292 = !DILocation(line: 123, column: 42, scope: !144)
!293 = !DILocation(line: 123, column: 49, scope: !144)
!294 = !DILocation(line: 123, column: 47, scope: !144)
!295 = !DILocation(line: 123, column: 74, scope: !144)
!296 = !DILocation(line: 123, column: 80, scope: !144)
!297 = !DILocation(line: 123, column: 65, scope: !144)
!298 = !DILocation(line: 123, column: 95, scope: !144)
!299 = !DILocation(line: 123, column: 101, scope: !144)
!300 = !DILocation(line: 123, column: 86, scope: !144)
!301 = !DILocation(line: 124, column: 20, scope: !144)
!302 = !DILocation(line: 124, column: 25, scope: !144)
!303 = !DILocation(line: 123, column: 3, scope: !144)
!304 = !DILocation(line: 125, column: 39, scope: !144)
!305 = !DILocation(line: 125, column: 86, scope: !144)
!306 = !DILocation(line: 125, column: 3, scope: !144)
!307 = !DILocation(line: 126, column: 30, scope: !144)
!308 = !DILocation(line: 126, column: 43, scope: !144)
!309 = !DILocation(line: 126, column: 3, scope: !144)
!310 = !DILocation(line: 127, column: 3, scope: !144)
!311 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !312, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !314, !6, !6, !315}
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 32)
!316 = !DISubroutineType(types: !317)
!317 = !{!6, !318, !318}
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 32)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!320 = !DILocalVariable(name: "base", arg: 1, scope: !311, file: !3, line: 66, type: !314)
!321 = !DILocation(line: 66, column: 24, scope: !311)
!322 = !DILocalVariable(name: "n", arg: 2, scope: !311, file: !3, line: 66, type: !6)
!323 = !DILocation(line: 66, column: 34, scope: !311)
!324 = !DILocalVariable(name: "size", arg: 3, scope: !311, file: !3, line: 66, type: !6)
!325 = !DILocation(line: 66, column: 41, scope: !311)
!326 = !DILocalVariable(name: "cmp", arg: 4, scope: !311, file: !3, line: 66, type: !315)
!327 = !DILocation(line: 66, column: 53, scope: !311)
!328 = !DILocalVariable(name: "b", scope: !311, file: !3, line: 67, type: !329)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!330 = !DILocation(line: 67, column: 9, scope: !311)
!331 = !DILocation(line: 67, column: 13, scope: !311)
!332 = !DILocalVariable(name: "tmp", scope: !311, file: !3, line: 68, type: !333)
!333 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, elements: !334)
!334 = !{!335}
!335 = !DISubrange(count: 64)
!336 = !DILocation(line: 68, column: 8, scope: !311)
!337 = !DILocalVariable(name: "i", scope: !338, file: !3, line: 69, type: !6)
!338 = distinct !DILexicalBlock(scope: !311, file: !3, line: 69, column: 3)
!339 = !DILocation(line: 69, column: 12, scope: !338)
!340 = !DILocation(line: 69, column: 8, scope: !338)
!341 = !DILocation(line: 69, column: 19, scope: !342)
!342 = distinct !DILexicalBlock(scope: !338, file: !3, line: 69, column: 3)
!343 = !DILocation(line: 69, column: 23, scope: !342)
!344 = !DILocation(line: 69, column: 21, scope: !342)
!345 = !DILocation(line: 69, column: 3, scope: !338)
!346 = !DILocalVariable(name: "j", scope: !347, file: !3, line: 70, type: !6)
!347 = distinct !DILexicalBlock(scope: !342, file: !3, line: 70, column: 5)
!348 = !DILocation(line: 70, column: 14, scope: !347)
!349 = !DILocation(line: 70, column: 18, scope: !347)
!350 = !DILocation(line: 70, column: 10, scope: !347)
!351 = !DILocation(line: 70, column: 21, scope: !352)
!352 = distinct !DILexicalBlock(scope: !347, file: !3, line: 70, column: 5)
!353 = !DILocation(line: 70, column: 23, scope: !352)
!354 = !DILocation(line: 70, column: 27, scope: !352)
!355 = !DILocation(line: 70, column: 30, scope: !352)
!356 = !DILocation(line: 70, column: 34, scope: !352)
!357 = !DILocation(line: 70, column: 39, scope: !352)
!358 = !DILocation(line: 70, column: 41, scope: !352)
!359 = !DILocation(line: 70, column: 48, scope: !352)
!360 = !DILocation(line: 70, column: 46, scope: !352)
!361 = !DILocation(line: 70, column: 36, scope: !352)
!362 = !DILocation(line: 70, column: 54, scope: !352)
!363 = !DILocation(line: 70, column: 58, scope: !352)
!364 = !DILocation(line: 70, column: 62, scope: !352)
!365 = !DILocation(line: 70, column: 60, scope: !352)
!366 = !DILocation(line: 70, column: 56, scope: !352)
!367 = !DILocation(line: 70, column: 68, scope: !352)
!368 = !DILocation(line: 0, scope: !352)
!369 = !DILocation(line: 70, column: 5, scope: !347)
!370 = !DILocation(line: 71, column: 7, scope: !371)
!371 = distinct !DILexicalBlock(scope: !352, file: !3, line: 70, column: 78)
!372 = !DILocation(line: 71, column: 29, scope: !371)
!373 = !DILocation(line: 71, column: 33, scope: !371)
!374 = !DILocation(line: 71, column: 37, scope: !371)
!375 = !DILocation(line: 71, column: 35, scope: !371)
!376 = !DILocation(line: 71, column: 31, scope: !371)
!377 = !DILocation(line: 71, column: 43, scope: !371)
!378 = !DILocation(line: 72, column: 24, scope: !371)
!379 = !DILocation(line: 72, column: 28, scope: !371)
!380 = !DILocation(line: 72, column: 32, scope: !371)
!381 = !DILocation(line: 72, column: 30, scope: !371)
!382 = !DILocation(line: 72, column: 26, scope: !371)
!383 = !DILocation(line: 72, column: 38, scope: !371)
!384 = !DILocation(line: 72, column: 43, scope: !371)
!385 = !DILocation(line: 72, column: 45, scope: !371)
!386 = !DILocation(line: 72, column: 52, scope: !371)
!387 = !DILocation(line: 72, column: 50, scope: !371)
!388 = !DILocation(line: 72, column: 40, scope: !371)
!389 = !DILocation(line: 72, column: 58, scope: !371)
!390 = !DILocation(line: 72, column: 7, scope: !371)
!391 = !DILocation(line: 73, column: 24, scope: !371)
!392 = !DILocation(line: 73, column: 29, scope: !371)
!393 = !DILocation(line: 73, column: 31, scope: !371)
!394 = !DILocation(line: 73, column: 38, scope: !371)
!395 = !DILocation(line: 73, column: 36, scope: !371)
!396 = !DILocation(line: 73, column: 26, scope: !371)
!397 = !DILocation(line: 73, column: 7, scope: !371)
!398 = !DILocation(line: 73, column: 49, scope: !371)
!399 = !DILocation(line: 74, column: 5, scope: !371)
!400 = !DILocation(line: 70, column: 73, scope: !352)
!401 = !DILocation(line: 70, column: 5, scope: !352)
!402 = distinct !{!402, !369, !403, !218}
!403 = !DILocation(line: 74, column: 5, scope: !347)
!404 = !DILocation(line: 69, column: 26, scope: !342)
!405 = !DILocation(line: 69, column: 3, scope: !342)
!406 = distinct !{!406, !345, !407, !218}
!407 = !DILocation(line: 74, column: 5, scope: !338)
!408 = !DILocation(line: 75, column: 1, scope: !311)
!409 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !316, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!410 = !DILocalVariable(name: "a", arg: 1, scope: !409, file: !3, line: 76, type: !318)
!411 = !DILocation(line: 76, column: 37, scope: !409)
!412 = !DILocalVariable(name: "b", arg: 2, scope: !409, file: !3, line: 76, type: !318)
!413 = !DILocation(line: 76, column: 52, scope: !409)
!414 = !DILocation(line: 76, column: 78, scope: !409)
!415 = !DILocation(line: 76, column: 64, scope: !409)
!416 = !DILocation(line: 76, column: 96, scope: !409)
!417 = !DILocation(line: 76, column: 82, scope: !409)
!418 = !DILocation(line: 76, column: 80, scope: !409)
!419 = !DILocation(line: 76, column: 57, scope: !409)
!420 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !421, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!421 = !DISubroutineType(types: !422)
!422 = !{!6, !6}
!423 = !DILocalVariable(name: "n", arg: 1, scope: !420, file: !3, line: 54, type: !6)
!424 = !DILocation(line: 54, column: 24, scope: !420)
!425 = !DILocation(line: 55, column: 9, scope: !420)
!426 = !DILocation(line: 55, column: 3, scope: !420)
!427 = !DILocalVariable(name: "__vla_expr0", scope: !420, type: !152, flags: DIFlagArtificial)
!428 = !DILocation(line: 0, scope: !420)
!429 = !DILocalVariable(name: "v", scope: !420, file: !3, line: 55, type: !430)
!430 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !431)
!431 = !{!432}
!432 = !DISubrange(count: !427)
!433 = !DILocation(line: 55, column: 7, scope: !420)
!434 = !DILocalVariable(name: "i", scope: !435, file: !3, line: 56, type: !6)
!435 = distinct !DILexicalBlock(scope: !420, file: !3, line: 56, column: 3)
!436 = !DILocation(line: 56, column: 12, scope: !435)
!437 = !DILocation(line: 56, column: 8, scope: !435)
!438 = !DILocation(line: 56, column: 19, scope: !439)
!439 = distinct !DILexicalBlock(scope: !435, file: !3, line: 56, column: 3)
!440 = !DILocation(line: 56, column: 23, scope: !439)
!441 = !DILocation(line: 56, column: 21, scope: !439)
!442 = !DILocation(line: 56, column: 3, scope: !435)
!443 = !DILocation(line: 56, column: 38, scope: !439)
!444 = !DILocation(line: 56, column: 42, scope: !439)
!445 = !DILocation(line: 56, column: 40, scope: !439)
!446 = !DILocation(line: 56, column: 33, scope: !439)
!447 = !DILocation(line: 56, column: 31, scope: !439)
!448 = !DILocation(line: 56, column: 36, scope: !439)
!449 = !DILocation(line: 56, column: 26, scope: !439)
!450 = !DILocation(line: 56, column: 3, scope: !439)
!451 = distinct !{!451, !442, !452, !218}
!452 = !DILocation(line: 56, column: 42, scope: !435)
!453 = !DILocalVariable(name: "s", scope: !420, file: !3, line: 57, type: !6)
!454 = !DILocation(line: 57, column: 7, scope: !420)
!455 = !DILocalVariable(name: "i", scope: !456, file: !3, line: 58, type: !6)
!456 = distinct !DILexicalBlock(scope: !420, file: !3, line: 58, column: 3)
!457 = !DILocation(line: 58, column: 12, scope: !456)
!458 = !DILocation(line: 58, column: 8, scope: !456)
!459 = !DILocation(line: 58, column: 19, scope: !460)
!460 = distinct !DILexicalBlock(scope: !456, file: !3, line: 58, column: 3)
!461 = !DILocation(line: 58, column: 23, scope: !460)
!462 = !DILocation(line: 58, column: 21, scope: !460)
!463 = !DILocation(line: 58, column: 3, scope: !456)
!464 = !DILocation(line: 59, column: 11, scope: !465)
!465 = distinct !DILexicalBlock(scope: !460, file: !3, line: 58, column: 31)
!466 = !DILocation(line: 59, column: 13, scope: !465)
!467 = !DILocation(line: 59, column: 5, scope: !465)
!468 = !DILocalVariable(name: "__vla_expr1", scope: !465, type: !152, flags: DIFlagArtificial)
!469 = !DILocation(line: 0, scope: !465)
!470 = !DILocalVariable(name: "w", scope: !465, file: !3, line: 59, type: !471)
!471 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !472)
!472 = !{!473}
!473 = !DISubrange(count: !468)
!474 = !DILocation(line: 59, column: 9, scope: !465)
!475 = !DILocation(line: 60, column: 14, scope: !465)
!476 = !DILocation(line: 60, column: 12, scope: !465)
!477 = !DILocation(line: 60, column: 7, scope: !465)
!478 = !DILocation(line: 60, column: 5, scope: !465)
!479 = !DILocation(line: 60, column: 10, scope: !465)
!480 = !DILocation(line: 61, column: 12, scope: !465)
!481 = !DILocation(line: 61, column: 10, scope: !465)
!482 = !DILocation(line: 61, column: 7, scope: !465)
!483 = !DILocation(line: 62, column: 3, scope: !460)
!484 = !DILocation(line: 62, column: 3, scope: !465)
!485 = !DILocation(line: 58, column: 26, scope: !460)
!486 = !DILocation(line: 58, column: 3, scope: !460)
!487 = distinct !{!487, !463, !488, !218}
!488 = !DILocation(line: 62, column: 3, scope: !456)
!489 = !DILocation(line: 63, column: 10, scope: !420)
!490 = !DILocation(line: 64, column: 1, scope: !420)
!491 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !492, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!492 = !DISubroutineType(types: !493)
!493 = !{!494, !494, !494}
!494 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!495 = !DILocalVariable(name: "m", arg: 1, scope: !491, file: !3, line: 78, type: !494)
!496 = !DILocation(line: 78, column: 46, scope: !491)
!497 = !DILocalVariable(name: "n", arg: 2, scope: !491, file: !3, line: 78, type: !494)
!498 = !DILocation(line: 78, column: 63, scope: !491)
!499 = !DILocation(line: 79, column: 24, scope: !500)
!500 = distinct !DILexicalBlock(scope: !491, file: !3, line: 79, column: 7)
!501 = !DILocation(line: 79, column: 26, scope: !500)
!502 = !DILocation(line: 79, column: 7, scope: !491)
!503 = !DILocation(line: 79, column: 43, scope: !500)
!504 = !DILocation(line: 79, column: 45, scope: !500)
!505 = !DILocation(line: 79, column: 36, scope: !500)
!506 = !DILocation(line: 80, column: 7, scope: !507)
!507 = distinct !DILexicalBlock(scope: !491, file: !3, line: 80, column: 7)
!508 = !DILocation(line: 80, column: 9, scope: !507)
!509 = !DILocation(line: 80, column: 7, scope: !491)
!510 = !DILocation(line: 80, column: 32, scope: !507)
!511 = !DILocation(line: 80, column: 34, scope: !507)
!512 = !DILocation(line: 80, column: 22, scope: !507)
!513 = !DILocation(line: 80, column: 15, scope: !507)
!514 = !DILocation(line: 81, column: 20, scope: !491)
!515 = !DILocation(line: 81, column: 22, scope: !491)
!516 = !DILocation(line: 81, column: 37, scope: !491)
!517 = !DILocation(line: 81, column: 40, scope: !491)
!518 = !DILocation(line: 81, column: 42, scope: !491)
!519 = !DILocation(line: 81, column: 27, scope: !491)
!520 = !DILocation(line: 81, column: 10, scope: !491)
!521 = !DILocation(line: 81, column: 3, scope: !491)
!522 = !DILocation(line: 82, column: 1, scope: !491)
