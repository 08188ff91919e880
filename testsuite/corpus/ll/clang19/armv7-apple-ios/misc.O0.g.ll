; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Self = type { ptr, ptr }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i64 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4, !dbg !0
@__const.main.f = private unnamed_addr constant { i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [2 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 4
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
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4, !dbg !110
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 8), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 4, !dbg !113
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !87
@hook = internal constant ptr null, align 4, !dbg !104
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1, !dbg !94
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !123
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1, !dbg !99
@__dso_handle = external hidden global i8
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @__GLOBAL_init_65535, ptr null }]

; Function Attrs: noinline nounwind optnone ssp
define internal void @early_init() #0 !dbg !139 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !140
  %2 = add nsw i32 %1, 1, !dbg !140
  store i32 %2, ptr @ctor_ran, align 4, !dbg !140
  ret void, !dbg !141
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @late_init() #0 !dbg !142 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !143
  %2 = mul nsw i32 %1, 10, !dbg !143
  store i32 %2, ptr @ctor_ran, align 4, !dbg !143
  ret void, !dbg !144
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @at_exit_fn() #0 !dbg !145 {
  ret void, !dbg !146
}

; Function Attrs: noinline optnone ssp
define i32 @main() #1 !dbg !147 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 4
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca ptr, align 4
  %10 = alloca %struct.Flags, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 4
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !151, !DIExpression(), !159)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.f, i32 12, i1 false), !dbg !159
  %26 = load i16, ptr %2, align 4, !dbg !160
  %27 = shl i16 %26, 7, !dbg !160
  %28 = ashr i16 %27, 11, !dbg !160
  %29 = sext i16 %28 to i32, !dbg !160
  %30 = add nsw i32 %29, 2, !dbg !160
  %31 = trunc i32 %30 to i16, !dbg !160
  %32 = load i16, ptr %2, align 4, !dbg !160
  %33 = and i16 %31, 31, !dbg !160
  %34 = shl i16 %33, 4, !dbg !160
  %35 = and i16 %32, -497, !dbg !160
  %36 = or i16 %35, %34, !dbg !160
  store i16 %36, ptr %2, align 4, !dbg !160
  %37 = shl i16 %33, 11, !dbg !160
  %38 = ashr i16 %37, 11, !dbg !160
  %39 = sext i16 %38 to i32, !dbg !160
  %40 = load i16, ptr %2, align 4, !dbg !161
  %41 = and i16 %40, 1, !dbg !161
  %42 = zext i16 %41 to i32, !dbg !161
  %43 = load i16, ptr %2, align 4, !dbg !162
  %44 = lshr i16 %43, 1, !dbg !162
  %45 = and i16 %44, 7, !dbg !162
  %46 = zext i16 %45 to i32, !dbg !162
  %47 = load i16, ptr %2, align 4, !dbg !163
  %48 = shl i16 %47, 7, !dbg !163
  %49 = ashr i16 %48, 11, !dbg !163
  %50 = sext i16 %49 to i32, !dbg !163
  %51 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1, !dbg !164
  %52 = load i64, ptr %51, align 4, !dbg !164
  %53 = and i64 %52, 1099511627775, !dbg !164
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %46, i32 noundef %50, i64 noundef %53, i32 noundef 12), !dbg !165
    #dbg_declare(ptr %3, !166, !DIExpression(), !171)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 1 @__const.main.bytes, i32 7, i1 false), !dbg !171
    #dbg_declare(ptr %4, !172, !DIExpression(), !179)
  %55 = getelementptr inbounds [7 x i8], ptr %3, i32 0, i32 0, !dbg !180
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 %55, i32 7, i1 false), !dbg !180
  %56 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0, !dbg !181
  %57 = load i8, ptr %56, align 1, !dbg !181
  %58 = sext i8 %57 to i32, !dbg !182
  %59 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1, !dbg !183
  %60 = load i32, ptr %59, align 1, !dbg !183
  %61 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2, !dbg !184
  %62 = load i16, ptr %61, align 1, !dbg !184
  %63 = zext i16 %62 to i32, !dbg !185
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %60, i32 noundef %63, i32 noundef 7), !dbg !186
    #dbg_declare(ptr %5, !187, !DIExpression(), !196)
  %65 = call ptr @malloc(i32 noundef 36) #10, !dbg !197
  store ptr %65, ptr %5, align 4, !dbg !196
  %66 = load ptr, ptr %5, align 4, !dbg !198
  %67 = getelementptr inbounds %struct.Msg, ptr %66, i32 0, i32 0, !dbg !199
  store i32 4, ptr %67, align 4, !dbg !200
    #dbg_declare(ptr %6, !201, !DIExpression(), !203)
  store i32 0, ptr %6, align 4, !dbg !203
  br label %68, !dbg !204

68:                                               ; preds = %82, %0
  %69 = load i32, ptr %6, align 4, !dbg !205
  %70 = load ptr, ptr %5, align 4, !dbg !207
  %71 = getelementptr inbounds %struct.Msg, ptr %70, i32 0, i32 0, !dbg !208
  %72 = load i32, ptr %71, align 4, !dbg !208
  %73 = icmp slt i32 %69, %72, !dbg !209
  br i1 %73, label %74, label %85, !dbg !210

74:                                               ; preds = %68
  %75 = load i32, ptr %6, align 4, !dbg !211
  %76 = sitofp i32 %75 to double, !dbg !211
  %77 = fdiv double %76, 4.000000e+00, !dbg !212
  %78 = load ptr, ptr %5, align 4, !dbg !213
  %79 = getelementptr inbounds %struct.Msg, ptr %78, i32 0, i32 1, !dbg !214
  %80 = load i32, ptr %6, align 4, !dbg !215
  %81 = getelementptr inbounds [0 x double], ptr %79, i32 0, i32 %80, !dbg !213
  store double %77, ptr %81, align 4, !dbg !216
  br label %82, !dbg !213

82:                                               ; preds = %74
  %83 = load i32, ptr %6, align 4, !dbg !217
  %84 = add nsw i32 %83, 1, !dbg !217
  store i32 %84, ptr %6, align 4, !dbg !217
  br label %68, !dbg !218, !llvm.loop !219

85:                                               ; preds = %68
  %86 = load ptr, ptr %5, align 4, !dbg !222
  %87 = getelementptr inbounds %struct.Msg, ptr %86, i32 0, i32 1, !dbg !223
  %88 = getelementptr inbounds [0 x double], ptr %87, i32 0, i32 3, !dbg !222
  %89 = load double, ptr %88, align 4, !dbg !222
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %89), !dbg !224
  %91 = load ptr, ptr %5, align 4, !dbg !225
  call void @llvm.memset.p0.i32(ptr align 4 %91, i8 0, i32 4, i1 false), !dbg !226
  %92 = load ptr, ptr %5, align 4, !dbg !227
  call void @free(ptr noundef %92), !dbg !228
    #dbg_declare(ptr %7, !229, !DIExpression(), !230)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @constinit, i32 32, i1 false), !dbg !231
  %93 = getelementptr inbounds [8 x i32], ptr %8, i32 0, i32 0, !dbg !232
  store ptr %93, ptr %7, align 4, !dbg !230
  %94 = load ptr, ptr %7, align 4, !dbg !233
  call void @sort(ptr noundef %94, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !234
  %95 = load ptr, ptr %7, align 4, !dbg !235
  %96 = getelementptr inbounds i32, ptr %95, i32 0, !dbg !235
  %97 = load i32, ptr %96, align 4, !dbg !235
  %98 = load ptr, ptr %7, align 4, !dbg !236
  %99 = getelementptr inbounds i32, ptr %98, i32 1, !dbg !236
  %100 = load i32, ptr %99, align 4, !dbg !236
  %101 = load ptr, ptr %7, align 4, !dbg !237
  %102 = getelementptr inbounds i32, ptr %101, i32 7, !dbg !237
  %103 = load i32, ptr %102, align 4, !dbg !237
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97, i32 noundef %100, i32 noundef %103), !dbg !238
    #dbg_declare(ptr %9, !239, !DIExpression(), !241)
  %105 = load i16, ptr %10, align 4, !dbg !242
  %106 = and i16 %105, -2, !dbg !242
  %107 = or i16 %106, 0, !dbg !242
  store i16 %107, ptr %10, align 4, !dbg !242
  %108 = load i16, ptr %10, align 4, !dbg !242
  %109 = and i16 %108, -15, !dbg !242
  %110 = or i16 %109, 4, !dbg !242
  store i16 %110, ptr %10, align 4, !dbg !242
  %111 = load i16, ptr %10, align 4, !dbg !242
  %112 = and i16 %111, -497, !dbg !242
  %113 = or i16 %112, 0, !dbg !242
  store i16 %113, ptr %10, align 4, !dbg !242
  %114 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1, !dbg !242
  %115 = load i64, ptr %114, align 4, !dbg !242
  %116 = and i64 %115, -1099511627776, !dbg !242
  %117 = or i64 %116, 0, !dbg !242
  store i64 %117, ptr %114, align 4, !dbg !242
  store ptr %10, ptr %9, align 4, !dbg !241
  %118 = load ptr, ptr %9, align 4, !dbg !243
  %119 = load i16, ptr %118, align 4, !dbg !244
  %120 = lshr i16 %119, 1, !dbg !244
  %121 = and i16 %120, 7, !dbg !244
  %122 = zext i16 %121 to i32, !dbg !244
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122), !dbg !245
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9), !dbg !246
    #dbg_declare(ptr %11, !247, !DIExpression(), !249)
  store i32 3, ptr %11, align 4, !dbg !249
    #dbg_declare(ptr %12, !250, !DIExpression(), !249)
  store i32 8, ptr %12, align 4, !dbg !249
  %125 = load i32, ptr %11, align 4, !dbg !249
  %126 = load i32, ptr %12, align 4, !dbg !249
  %127 = icmp sgt i32 %125, %126, !dbg !249
  br i1 %127, label %128, label %130, !dbg !249

128:                                              ; preds = %85
  %129 = load i32, ptr %11, align 4, !dbg !249
  br label %132, !dbg !249

130:                                              ; preds = %85
  %131 = load i32, ptr %12, align 4, !dbg !249
  br label %132, !dbg !249

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %129, %128 ], [ %131, %130 ], !dbg !249
  store i32 %133, ptr %13, align 4, !dbg !249
  %134 = load i32, ptr %13, align 4, !dbg !249
    #dbg_declare(ptr %14, !251, !DIExpression(), !253)
  store double 2.500000e+00, ptr %14, align 8, !dbg !253
    #dbg_declare(ptr %15, !254, !DIExpression(), !253)
  store double -1.000000e+00, ptr %15, align 8, !dbg !253
  %135 = load double, ptr %14, align 8, !dbg !253
  %136 = load double, ptr %15, align 8, !dbg !253
  %137 = fcmp ogt double %135, %136, !dbg !253
  br i1 %137, label %138, label %140, !dbg !253

138:                                              ; preds = %132
  %139 = load double, ptr %14, align 8, !dbg !253
  br label %142, !dbg !253

140:                                              ; preds = %132
  %141 = load double, ptr %15, align 8, !dbg !253
  br label %142, !dbg !253

142:                                              ; preds = %140, %138
  %143 = phi double [ %139, %138 ], [ %141, %140 ], !dbg !253
  store double %143, ptr %16, align 4, !dbg !253
  %144 = load double, ptr %16, align 4, !dbg !253
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %134, double noundef %144), !dbg !255
    #dbg_declare(ptr %17, !256, !DIExpression(), !257)
    #dbg_declare(ptr %18, !258, !DIExpression(), !259)
  %146 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !260
  %147 = extractvalue { i32, i1 } %146, 1, !dbg !260
  %148 = extractvalue { i32, i1 } %146, 0, !dbg !260
  store i32 %148, ptr %17, align 4, !dbg !260
  %149 = zext i1 %147 to i32, !dbg !260
  store i32 %149, ptr %18, align 4, !dbg !259
    #dbg_declare(ptr %19, !261, !DIExpression(), !262)
    #dbg_declare(ptr %20, !263, !DIExpression(), !264)
  %150 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !265
  %151 = extractvalue { i64, i1 } %150, 1, !dbg !265
  %152 = extractvalue { i64, i1 } %150, 0, !dbg !265
  store i64 %152, ptr %19, align 8, !dbg !265
  %153 = zext i1 %151 to i32, !dbg !265
  store i32 %153, ptr %20, align 4, !dbg !264
  %154 = load i32, ptr %18, align 4, !dbg !266
  %155 = load i32, ptr %17, align 4, !dbg !267
  %156 = load i32, ptr %20, align 4, !dbg !268
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !269
    #dbg_declare(ptr %21, !270, !DIExpression(), !272)
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !272
  %159 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !272
  store double 1.000000e+00, ptr %158, align 8, !dbg !272
  store double 2.000000e+00, ptr %159, align 8, !dbg !272
    #dbg_declare(ptr %22, !273, !DIExpression(), !274)
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !275
  %161 = load double, ptr %160, align 8, !dbg !275
  %162 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !275
  %163 = load double, ptr %162, align 8, !dbg !275
  %164 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !276
  %165 = load double, ptr %164, align 8, !dbg !276
  %166 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !276
  %167 = load double, ptr %166, align 8, !dbg !276
  %168 = fmul double %161, %165, !dbg !277
  %169 = fmul double %163, %167, !dbg !277
  %170 = fmul double %161, %167, !dbg !277
  %171 = fmul double %163, %165, !dbg !277
  %172 = fsub double %168, %169, !dbg !277
  %173 = fadd double %170, %171, !dbg !277
  %174 = fcmp uno double %172, %172, !dbg !277
  br i1 %174, label %175, label %183, !dbg !277, !prof !278

175:                                              ; preds = %142
  %176 = fcmp uno double %173, %173, !dbg !277
  br i1 %176, label %177, label %183, !dbg !277, !prof !278

177:                                              ; preds = %175
  %178 = call i128 @__muldc3(double noundef %161, double noundef %163, double noundef %165, double noundef %167) #9, !dbg !277
  store i128 %178, ptr %23, align 4, !dbg !277
  %179 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0, !dbg !277
  %180 = load double, ptr %179, align 4, !dbg !277
  %181 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1, !dbg !277
  %182 = load double, ptr %181, align 4, !dbg !277
  br label %183, !dbg !277

183:                                              ; preds = %177, %175, %142
  %184 = phi double [ %172, %142 ], [ %172, %175 ], [ %180, %177 ], !dbg !277
  %185 = phi double [ %173, %142 ], [ %173, %175 ], [ %182, %177 ], !dbg !277
  %186 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !274
  %187 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !274
  store double %184, ptr %186, align 8, !dbg !274
  store double %185, ptr %187, align 8, !dbg !274
  %188 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !279
  %189 = load double, ptr %188, align 8, !dbg !279
  %190 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !280
  %191 = load double, ptr %190, align 8, !dbg !280
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %189, double noundef %191), !dbg !281
    #dbg_declare(ptr %24, !282, !DIExpression(), !284)
  %193 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !284
  %194 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !284
  store float 1.000000e+00, ptr %193, align 4, !dbg !284
  store float -1.000000e+00, ptr %194, align 4, !dbg !284
  %195 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !285
  %196 = load float, ptr %195, align 4, !dbg !285
  %197 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !285
  %198 = load float, ptr %197, align 4, !dbg !285
  %199 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !286
  %200 = load float, ptr %199, align 4, !dbg !286
  %201 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !286
  %202 = load float, ptr %201, align 4, !dbg !286
  %203 = fadd float %200, 1.000000e+00, !dbg !287
  %204 = call i64 @__divsc3(float noundef %196, float noundef %198, float noundef %203, float noundef %202) #9, !dbg !288
  store i64 %204, ptr %25, align 4, !dbg !288
  %205 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0, !dbg !288
  %206 = load float, ptr %205, align 4, !dbg !288
  %207 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1, !dbg !288
  %208 = load float, ptr %207, align 4, !dbg !288
  %209 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !289
  %210 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !289
  store float %206, ptr %209, align 4, !dbg !289
  store float %208, ptr %210, align 4, !dbg !289
  %211 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !290
  %212 = load float, ptr %211, align 4, !dbg !290
  %213 = fpext float %212 to double, !dbg !291
  %214 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !292
  %215 = load float, ptr %214, align 4, !dbg !292
  %216 = fpext float %215 to double, !dbg !293
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %213, double noundef %216), !dbg !294
  %218 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4, !dbg !295
  %219 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i32 0, i32 2), align 4, !dbg !296
  %220 = add nsw i32 %218, %219, !dbg !297
  %221 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i32 0, i32 1), align 4, !dbg !298
  %222 = getelementptr inbounds %struct.Self, ptr %221, i32 0, i32 1, !dbg !299
  %223 = load ptr, ptr %222, align 4, !dbg !299
  %224 = load i32, ptr %223, align 4, !dbg !300
  %225 = load ptr, ptr @ring, align 4, !dbg !301
  %226 = getelementptr inbounds %struct.Self, ptr %225, i32 0, i32 1, !dbg !302
  %227 = load ptr, ptr %226, align 4, !dbg !302
  %228 = load i32, ptr %227, align 4, !dbg !303
  %229 = load ptr, ptr @hook, align 4, !dbg !304
  %230 = icmp eq ptr %229, null, !dbg !305
  %231 = zext i1 %230 to i32, !dbg !305
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %220, i32 noundef 32, i32 noundef %224, i32 noundef %228, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %231), !dbg !306
  %233 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i32 0, i32 2), align 8, !dbg !307
  %234 = fpext float %233 to double, !dbg !307
  %235 = load i32, ptr @ctor_ran, align 4, !dbg !308
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %234, i32 noundef 32, i32 noundef %235), !dbg !309
  %237 = call i32 @vla_sum(i32 noundef 12), !dbg !310
  %238 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !311
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %237, i32 noundef %238), !dbg !312
  ret i32 0, !dbg !313
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

declare void @free(ptr noundef) #3

; Function Attrs: noinline optnone ssp
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 !dbg !314 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !323, !DIExpression(), !324)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !325, !DIExpression(), !326)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !327, !DIExpression(), !328)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !329, !DIExpression(), !330)
    #dbg_declare(ptr %9, !331, !DIExpression(), !333)
  %13 = load ptr, ptr %5, align 4, !dbg !334
  store ptr %13, ptr %9, align 4, !dbg !333
    #dbg_declare(ptr %10, !335, !DIExpression(), !339)
    #dbg_declare(ptr %11, !340, !DIExpression(), !342)
  store i32 1, ptr %11, align 4, !dbg !342
  br label %14, !dbg !343

14:                                               ; preds = %72, %4
  %15 = load i32, ptr %11, align 4, !dbg !344
  %16 = load i32, ptr %6, align 4, !dbg !346
  %17 = icmp slt i32 %15, %16, !dbg !347
  br i1 %17, label %18, label %75, !dbg !348

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !349, !DIExpression(), !351)
  %19 = load i32, ptr %11, align 4, !dbg !352
  store i32 %19, ptr %12, align 4, !dbg !351
  br label %20, !dbg !353

20:                                               ; preds = %68, %18
  %21 = load i32, ptr %12, align 4, !dbg !354
  %22 = icmp sgt i32 %21, 0, !dbg !356
  br i1 %22, label %23, label %38, !dbg !357

23:                                               ; preds = %20
  %24 = load ptr, ptr %8, align 4, !dbg !358
  %25 = load ptr, ptr %9, align 4, !dbg !359
  %26 = load i32, ptr %12, align 4, !dbg !360
  %27 = sub nsw i32 %26, 1, !dbg !361
  %28 = load i32, ptr %7, align 4, !dbg !362
  %29 = mul nsw i32 %27, %28, !dbg !363
  %30 = getelementptr inbounds i8, ptr %25, i32 %29, !dbg !364
  %31 = load ptr, ptr %9, align 4, !dbg !365
  %32 = load i32, ptr %12, align 4, !dbg !366
  %33 = load i32, ptr %7, align 4, !dbg !367
  %34 = mul nsw i32 %32, %33, !dbg !368
  %35 = getelementptr inbounds i8, ptr %31, i32 %34, !dbg !369
  %36 = call i32 %24(ptr noundef %30, ptr noundef %35), !dbg !358
  %37 = icmp sgt i32 %36, 0, !dbg !370
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !371
  br i1 %39, label %40, label %71, !dbg !372

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0, !dbg !373
  %42 = load ptr, ptr %9, align 4, !dbg !375
  %43 = load i32, ptr %12, align 4, !dbg !376
  %44 = load i32, ptr %7, align 4, !dbg !377
  %45 = mul nsw i32 %43, %44, !dbg !378
  %46 = getelementptr inbounds i8, ptr %42, i32 %45, !dbg !379
  %47 = load i32, ptr %7, align 4, !dbg !380
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %41, ptr align 1 %46, i32 %47, i1 false), !dbg !373
  %48 = load ptr, ptr %9, align 4, !dbg !381
  %49 = load i32, ptr %12, align 4, !dbg !382
  %50 = load i32, ptr %7, align 4, !dbg !383
  %51 = mul nsw i32 %49, %50, !dbg !384
  %52 = getelementptr inbounds i8, ptr %48, i32 %51, !dbg !385
  %53 = load ptr, ptr %9, align 4, !dbg !386
  %54 = load i32, ptr %12, align 4, !dbg !387
  %55 = sub nsw i32 %54, 1, !dbg !388
  %56 = load i32, ptr %7, align 4, !dbg !389
  %57 = mul nsw i32 %55, %56, !dbg !390
  %58 = getelementptr inbounds i8, ptr %53, i32 %57, !dbg !391
  %59 = load i32, ptr %7, align 4, !dbg !392
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %52, ptr align 1 %58, i32 %59, i1 false), !dbg !393
  %60 = load ptr, ptr %9, align 4, !dbg !394
  %61 = load i32, ptr %12, align 4, !dbg !395
  %62 = sub nsw i32 %61, 1, !dbg !396
  %63 = load i32, ptr %7, align 4, !dbg !397
  %64 = mul nsw i32 %62, %63, !dbg !398
  %65 = getelementptr inbounds i8, ptr %60, i32 %64, !dbg !399
  %66 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0, !dbg !400
  %67 = load i32, ptr %7, align 4, !dbg !401
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %65, ptr align 1 %66, i32 %67, i1 false), !dbg !400
  br label %68, !dbg !402

68:                                               ; preds = %40
  %69 = load i32, ptr %12, align 4, !dbg !403
  %70 = add nsw i32 %69, -1, !dbg !403
  store i32 %70, ptr %12, align 4, !dbg !403
  br label %20, !dbg !404, !llvm.loop !405

71:                                               ; preds = %38
  br label %72, !dbg !406

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4, !dbg !407
  %74 = add nsw i32 %73, 1, !dbg !407
  store i32 %74, ptr %11, align 4, !dbg !407
  br label %14, !dbg !408, !llvm.loop !409

75:                                               ; preds = %14
  ret void, !dbg !411
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !412 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !413, !DIExpression(), !414)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !415, !DIExpression(), !416)
  %5 = load ptr, ptr %4, align 4, !dbg !417
  %6 = load i32, ptr %5, align 4, !dbg !418
  %7 = load ptr, ptr %3, align 4, !dbg !419
  %8 = load i32, ptr %7, align 4, !dbg !420
  %9 = sub nsw i32 %6, %8, !dbg !421
  ret i32 %9, !dbg !422
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare i128 @__muldc3(double, double, double, double)

declare i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !423 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !426, !DIExpression(), !427)
  %10 = load i32, ptr %2, align 4, !dbg !428
  %11 = call ptr @llvm.stacksave.p0(), !dbg !429
  store ptr %11, ptr %3, align 4, !dbg !429
  %12 = alloca i32, i32 %10, align 4, !dbg !429
  store i32 %10, ptr %4, align 4, !dbg !429
    #dbg_declare(ptr %4, !430, !DIExpression(), !431)
    #dbg_declare(ptr %12, !432, !DIExpression(), !436)
    #dbg_declare(ptr %5, !437, !DIExpression(), !439)
  store i32 0, ptr %5, align 4, !dbg !439
  br label %13, !dbg !440

13:                                               ; preds = %23, %1
  %14 = load i32, ptr %5, align 4, !dbg !441
  %15 = load i32, ptr %2, align 4, !dbg !443
  %16 = icmp slt i32 %14, %15, !dbg !444
  br i1 %16, label %17, label %26, !dbg !445

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4, !dbg !446
  %19 = load i32, ptr %5, align 4, !dbg !447
  %20 = mul nsw i32 %18, %19, !dbg !448
  %21 = load i32, ptr %5, align 4, !dbg !449
  %22 = getelementptr inbounds i32, ptr %12, i32 %21, !dbg !450
  store i32 %20, ptr %22, align 4, !dbg !451
  br label %23, !dbg !450

23:                                               ; preds = %17
  %24 = load i32, ptr %5, align 4, !dbg !452
  %25 = add nsw i32 %24, 1, !dbg !452
  store i32 %25, ptr %5, align 4, !dbg !452
  br label %13, !dbg !453, !llvm.loop !454

26:                                               ; preds = %13
    #dbg_declare(ptr %6, !456, !DIExpression(), !457)
  store i32 0, ptr %6, align 4, !dbg !457
    #dbg_declare(ptr %7, !458, !DIExpression(), !460)
  store i32 0, ptr %7, align 4, !dbg !460
  br label %27, !dbg !461

27:                                               ; preds = %47, %26
  %28 = load i32, ptr %7, align 4, !dbg !462
  %29 = load i32, ptr %2, align 4, !dbg !464
  %30 = icmp slt i32 %28, %29, !dbg !465
  br i1 %30, label %31, label %50, !dbg !466

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !467
  %33 = add nsw i32 %32, 1, !dbg !469
  %34 = call ptr @llvm.stacksave.p0(), !dbg !470
  store ptr %34, ptr %8, align 4, !dbg !470
  %35 = alloca i32, i32 %33, align 4, !dbg !470
  store i32 %33, ptr %9, align 4, !dbg !470
    #dbg_declare(ptr %9, !471, !DIExpression(), !472)
    #dbg_declare(ptr %35, !473, !DIExpression(), !477)
  %36 = load i32, ptr %7, align 4, !dbg !478
  %37 = getelementptr inbounds i32, ptr %12, i32 %36, !dbg !479
  %38 = load i32, ptr %37, align 4, !dbg !479
  %39 = load i32, ptr %7, align 4, !dbg !480
  %40 = getelementptr inbounds i32, ptr %35, i32 %39, !dbg !481
  store i32 %38, ptr %40, align 4, !dbg !482
  %41 = load i32, ptr %7, align 4, !dbg !483
  %42 = getelementptr inbounds i32, ptr %35, i32 %41, !dbg !484
  %43 = load i32, ptr %42, align 4, !dbg !484
  %44 = load i32, ptr %6, align 4, !dbg !485
  %45 = add nsw i32 %44, %43, !dbg !485
  store i32 %45, ptr %6, align 4, !dbg !485
  %46 = load ptr, ptr %8, align 4, !dbg !486
  call void @llvm.stackrestore.p0(ptr %46), !dbg !486
  br label %47, !dbg !487

47:                                               ; preds = %31
  %48 = load i32, ptr %7, align 4, !dbg !488
  %49 = add nsw i32 %48, 1, !dbg !488
  store i32 %49, ptr %7, align 4, !dbg !488
  br label %27, !dbg !489, !llvm.loop !490

50:                                               ; preds = %27
  %51 = load i32, ptr %6, align 4, !dbg !492
  %52 = load ptr, ptr %3, align 4, !dbg !493
  call void @llvm.stackrestore.p0(ptr %52), !dbg !493
  ret i32 %51, !dbg !493
}

; Function Attrs: noinline optnone ssp
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !494 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !498, !DIExpression(), !499)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !500, !DIExpression(), !501)
  %6 = load i32, ptr %4, align 4, !dbg !502
  %7 = icmp eq i32 %6, 0, !dbg !504
  br i1 %7, label %8, label %11, !dbg !505

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !506
  %10 = add i32 %9, 1, !dbg !507
  store i32 %10, ptr %3, align 4, !dbg !508
  br label %26, !dbg !508

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !509
  %13 = icmp eq i32 %12, 0, !dbg !511
  br i1 %13, label %14, label %18, !dbg !512

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !513
  %16 = sub i32 %15, 1, !dbg !514
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !515
  store i32 %17, ptr %3, align 4, !dbg !516
  br label %26, !dbg !516

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !517
  %20 = sub i32 %19, 1, !dbg !518
  %21 = load i32, ptr %4, align 4, !dbg !519
  %22 = load i32, ptr %5, align 4, !dbg !520
  %23 = sub i32 %22, 1, !dbg !521
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !522
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !523
  store i32 %25, ptr %3, align 4, !dbg !524
  br label %26, !dbg !524

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !525
  ret i32 %27, !dbg !525
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #7

; Function Attrs: noinline ssp
define internal void @__GLOBAL_init_65535() #8 section "__TEXT,__StaticInit,regular,pure_instructions" !dbg !526 {
  %1 = call i32 @__cxa_atexit(ptr @at_exit_fn, ptr null, ptr @__dso_handle) #9, !dbg !528
  ret void, !dbg !528
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #9

attributes #0 = { noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { noinline ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137}
!llvm.ident = !{!138}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
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
!132 = !{i32 7, !"Dwarf Version", i32 2}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 4}
!135 = !{i32 1, !"min_enum_size", i32 4}
!136 = !{i32 8, !"PIC Level", i32 2}
!137 = !{i32 7, !"frame-pointer", i32 2}
!138 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!139 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !108, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!140 = !DILocation(line: 45, column: 75, scope: !139)
!141 = !DILocation(line: 45, column: 81, scope: !139)
!142 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !108, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!143 = !DILocation(line: 46, column: 69, scope: !142)
!144 = !DILocation(line: 46, column: 76, scope: !142)
!145 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !108, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!146 = !DILocation(line: 47, column: 60, scope: !145)
!147 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !148, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!6}
!150 = !{}
!151 = !DILocalVariable(name: "f", scope: !147, file: !3, line: 85, type: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 96, elements: !153)
!153 = !{!154, !156, !157, !158}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !152, file: !3, line: 15, baseType: !155, size: 1, flags: DIFlagBitField, extraData: i64 0)
!155 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !152, file: !3, line: 16, baseType: !155, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !152, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !152, file: !3, line: 19, baseType: !5, size: 40, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!159 = !DILocation(line: 85, column: 16, scope: !147)
!160 = !DILocation(line: 86, column: 11, scope: !147)
!161 = !DILocation(line: 87, column: 45, scope: !147)
!162 = !DILocation(line: 87, column: 54, scope: !147)
!163 = !DILocation(line: 87, column: 62, scope: !147)
!164 = !DILocation(line: 87, column: 91, scope: !147)
!165 = !DILocation(line: 87, column: 3, scope: !147)
!166 = !DILocalVariable(name: "bytes", scope: !147, file: !3, line: 89, type: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !168, size: 56, elements: !169)
!168 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!169 = !{!170}
!170 = !DISubrange(count: 7)
!171 = !DILocation(line: 89, column: 17, scope: !147)
!172 = !DILocalVariable(name: "wire", scope: !147, file: !3, line: 90, type: !173)
!173 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !174)
!174 = !{!175, !176, !177}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !173, file: !3, line: 23, baseType: !15, size: 8)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !173, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !173, file: !3, line: 25, baseType: !178, size: 16, offset: 40)
!178 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!179 = !DILocation(line: 90, column: 15, scope: !147)
!180 = !DILocation(line: 91, column: 3, scope: !147)
!181 = !DILocation(line: 92, column: 42, scope: !147)
!182 = !DILocation(line: 92, column: 37, scope: !147)
!183 = !DILocation(line: 92, column: 53, scope: !147)
!184 = !DILocation(line: 92, column: 79, scope: !147)
!185 = !DILocation(line: 92, column: 58, scope: !147)
!186 = !DILocation(line: 92, column: 3, scope: !147)
!187 = !DILocalVariable(name: "m", scope: !147, file: !3, line: 94, type: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 32)
!189 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 32, elements: !190)
!190 = !{!191, !192}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !189, file: !3, line: 29, baseType: !6, size: 32)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !189, file: !3, line: 30, baseType: !193, offset: 32)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: -1)
!196 = !DILocation(line: 94, column: 15, scope: !147)
!197 = !DILocation(line: 94, column: 19, scope: !147)
!198 = !DILocation(line: 95, column: 3, scope: !147)
!199 = !DILocation(line: 95, column: 6, scope: !147)
!200 = !DILocation(line: 95, column: 8, scope: !147)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 96, type: !6)
!202 = distinct !DILexicalBlock(scope: !147, file: !3, line: 96, column: 3)
!203 = !DILocation(line: 96, column: 12, scope: !202)
!204 = !DILocation(line: 96, column: 8, scope: !202)
!205 = !DILocation(line: 96, column: 19, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !3, line: 96, column: 3)
!207 = !DILocation(line: 96, column: 23, scope: !206)
!208 = !DILocation(line: 96, column: 26, scope: !206)
!209 = !DILocation(line: 96, column: 21, scope: !206)
!210 = !DILocation(line: 96, column: 3, scope: !202)
!211 = !DILocation(line: 96, column: 47, scope: !206)
!212 = !DILocation(line: 96, column: 49, scope: !206)
!213 = !DILocation(line: 96, column: 34, scope: !206)
!214 = !DILocation(line: 96, column: 37, scope: !206)
!215 = !DILocation(line: 96, column: 42, scope: !206)
!216 = !DILocation(line: 96, column: 45, scope: !206)
!217 = !DILocation(line: 96, column: 29, scope: !206)
!218 = !DILocation(line: 96, column: 3, scope: !206)
!219 = distinct !{!219, !210, !220, !221}
!220 = !DILocation(line: 96, column: 51, scope: !202)
!221 = !{!"llvm.loop.mustprogress"}
!222 = !DILocation(line: 97, column: 24, scope: !147)
!223 = !DILocation(line: 97, column: 27, scope: !147)
!224 = !DILocation(line: 97, column: 3, scope: !147)
!225 = !DILocation(line: 98, column: 20, scope: !147)
!226 = !DILocation(line: 98, column: 3, scope: !147)
!227 = !DILocation(line: 99, column: 8, scope: !147)
!228 = !DILocation(line: 99, column: 3, scope: !147)
!229 = !DILocalVariable(name: "lit", scope: !147, file: !3, line: 101, type: !82)
!230 = !DILocation(line: 101, column: 8, scope: !147)
!231 = !DILocation(line: 101, column: 21, scope: !147)
!232 = !DILocation(line: 101, column: 14, scope: !147)
!233 = !DILocation(line: 102, column: 8, scope: !147)
!234 = !DILocation(line: 102, column: 3, scope: !147)
!235 = !DILocation(line: 103, column: 31, scope: !147)
!236 = !DILocation(line: 103, column: 39, scope: !147)
!237 = !DILocation(line: 103, column: 47, scope: !147)
!238 = !DILocation(line: 103, column: 3, scope: !147)
!239 = !DILocalVariable(name: "fp", scope: !147, file: !3, line: 104, type: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 32)
!241 = !DILocation(line: 104, column: 17, scope: !147)
!242 = !DILocation(line: 104, column: 37, scope: !147)
!243 = !DILocation(line: 105, column: 27, scope: !147)
!244 = !DILocation(line: 105, column: 31, scope: !147)
!245 = !DILocation(line: 105, column: 3, scope: !147)
!246 = !DILocation(line: 107, column: 3, scope: !147)
!247 = !DILocalVariable(name: "_a", scope: !248, file: !3, line: 108, type: !6)
!248 = distinct !DILexicalBlock(scope: !147, file: !3, line: 108, column: 33)
!249 = !DILocation(line: 108, column: 33, scope: !248)
!250 = !DILocalVariable(name: "_b", scope: !248, file: !3, line: 108, type: !6)
!251 = !DILocalVariable(name: "_a", scope: !252, file: !3, line: 108, type: !8)
!252 = distinct !DILexicalBlock(scope: !147, file: !3, line: 108, column: 44)
!253 = !DILocation(line: 108, column: 44, scope: !252)
!254 = !DILocalVariable(name: "_b", scope: !252, file: !3, line: 108, type: !8)
!255 = !DILocation(line: 108, column: 3, scope: !147)
!256 = !DILocalVariable(name: "res", scope: !147, file: !3, line: 110, type: !6)
!257 = !DILocation(line: 110, column: 7, scope: !147)
!258 = !DILocalVariable(name: "ovf", scope: !147, file: !3, line: 111, type: !6)
!259 = !DILocation(line: 111, column: 7, scope: !147)
!260 = !DILocation(line: 111, column: 13, scope: !147)
!261 = !DILocalVariable(name: "ures", scope: !147, file: !3, line: 112, type: !5)
!262 = !DILocation(line: 112, column: 22, scope: !147)
!263 = !DILocalVariable(name: "uovf", scope: !147, file: !3, line: 113, type: !6)
!264 = !DILocation(line: 113, column: 7, scope: !147)
!265 = !DILocation(line: 113, column: 14, scope: !147)
!266 = !DILocation(line: 114, column: 33, scope: !147)
!267 = !DILocation(line: 114, column: 38, scope: !147)
!268 = !DILocation(line: 114, column: 43, scope: !147)
!269 = !DILocation(line: 114, column: 3, scope: !147)
!270 = !DILocalVariable(name: "z", scope: !147, file: !3, line: 116, type: !271)
!271 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!272 = !DILocation(line: 116, column: 19, scope: !147)
!273 = !DILocalVariable(name: "z2", scope: !147, file: !3, line: 117, type: !271)
!274 = !DILocation(line: 117, column: 19, scope: !147)
!275 = !DILocation(line: 117, column: 24, scope: !147)
!276 = !DILocation(line: 117, column: 28, scope: !147)
!277 = !DILocation(line: 117, column: 26, scope: !147)
!278 = !{!"branch_weights", i32 1, i32 1048575}
!279 = !DILocation(line: 118, column: 33, scope: !147)
!280 = !DILocation(line: 118, column: 46, scope: !147)
!281 = !DILocation(line: 118, column: 3, scope: !147)
!282 = !DILocalVariable(name: "fz", scope: !147, file: !3, line: 119, type: !283)
!283 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!284 = !DILocation(line: 119, column: 18, scope: !147)
!285 = !DILocation(line: 120, column: 8, scope: !147)
!286 = !DILocation(line: 120, column: 14, scope: !147)
!287 = !DILocation(line: 120, column: 17, scope: !147)
!288 = !DILocation(line: 120, column: 11, scope: !147)
!289 = !DILocation(line: 120, column: 6, scope: !147)
!290 = !DILocation(line: 121, column: 42, scope: !147)
!291 = !DILocation(line: 121, column: 34, scope: !147)
!292 = !DILocation(line: 121, column: 63, scope: !147)
!293 = !DILocation(line: 121, column: 55, scope: !147)
!294 = !DILocation(line: 121, column: 3, scope: !147)
!295 = !DILocation(line: 123, column: 42, scope: !147)
!296 = !DILocation(line: 123, column: 49, scope: !147)
!297 = !DILocation(line: 123, column: 47, scope: !147)
!298 = !DILocation(line: 123, column: 74, scope: !147)
!299 = !DILocation(line: 123, column: 80, scope: !147)
!300 = !DILocation(line: 123, column: 65, scope: !147)
!301 = !DILocation(line: 123, column: 95, scope: !147)
!302 = !DILocation(line: 123, column: 101, scope: !147)
!303 = !DILocation(line: 123, column: 86, scope: !147)
!304 = !DILocation(line: 124, column: 20, scope: !147)
!305 = !DILocation(line: 124, column: 25, scope: !147)
!306 = !DILocation(line: 123, column: 3, scope: !147)
!307 = !DILocation(line: 125, column: 39, scope: !147)
!308 = !DILocation(line: 125, column: 86, scope: !147)
!309 = !DILocation(line: 125, column: 3, scope: !147)
!310 = !DILocation(line: 126, column: 30, scope: !147)
!311 = !DILocation(line: 126, column: 43, scope: !147)
!312 = !DILocation(line: 126, column: 3, scope: !147)
!313 = !DILocation(line: 127, column: 3, scope: !147)
!314 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !315, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !317, !6, !6, !318}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 32)
!319 = !DISubroutineType(types: !320)
!320 = !{!6, !321, !321}
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 32)
!322 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!323 = !DILocalVariable(name: "base", arg: 1, scope: !314, file: !3, line: 66, type: !317)
!324 = !DILocation(line: 66, column: 24, scope: !314)
!325 = !DILocalVariable(name: "n", arg: 2, scope: !314, file: !3, line: 66, type: !6)
!326 = !DILocation(line: 66, column: 34, scope: !314)
!327 = !DILocalVariable(name: "size", arg: 3, scope: !314, file: !3, line: 66, type: !6)
!328 = !DILocation(line: 66, column: 41, scope: !314)
!329 = !DILocalVariable(name: "cmp", arg: 4, scope: !314, file: !3, line: 66, type: !318)
!330 = !DILocation(line: 66, column: 53, scope: !314)
!331 = !DILocalVariable(name: "b", scope: !314, file: !3, line: 67, type: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!333 = !DILocation(line: 67, column: 9, scope: !314)
!334 = !DILocation(line: 67, column: 13, scope: !314)
!335 = !DILocalVariable(name: "tmp", scope: !314, file: !3, line: 68, type: !336)
!336 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, elements: !337)
!337 = !{!338}
!338 = !DISubrange(count: 64)
!339 = !DILocation(line: 68, column: 8, scope: !314)
!340 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 69, type: !6)
!341 = distinct !DILexicalBlock(scope: !314, file: !3, line: 69, column: 3)
!342 = !DILocation(line: 69, column: 12, scope: !341)
!343 = !DILocation(line: 69, column: 8, scope: !341)
!344 = !DILocation(line: 69, column: 19, scope: !345)
!345 = distinct !DILexicalBlock(scope: !341, file: !3, line: 69, column: 3)
!346 = !DILocation(line: 69, column: 23, scope: !345)
!347 = !DILocation(line: 69, column: 21, scope: !345)
!348 = !DILocation(line: 69, column: 3, scope: !341)
!349 = !DILocalVariable(name: "j", scope: !350, file: !3, line: 70, type: !6)
!350 = distinct !DILexicalBlock(scope: !345, file: !3, line: 70, column: 5)
!351 = !DILocation(line: 70, column: 14, scope: !350)
!352 = !DILocation(line: 70, column: 18, scope: !350)
!353 = !DILocation(line: 70, column: 10, scope: !350)
!354 = !DILocation(line: 70, column: 21, scope: !355)
!355 = distinct !DILexicalBlock(scope: !350, file: !3, line: 70, column: 5)
!356 = !DILocation(line: 70, column: 23, scope: !355)
!357 = !DILocation(line: 70, column: 27, scope: !355)
!358 = !DILocation(line: 70, column: 30, scope: !355)
!359 = !DILocation(line: 70, column: 34, scope: !355)
!360 = !DILocation(line: 70, column: 39, scope: !355)
!361 = !DILocation(line: 70, column: 41, scope: !355)
!362 = !DILocation(line: 70, column: 48, scope: !355)
!363 = !DILocation(line: 70, column: 46, scope: !355)
!364 = !DILocation(line: 70, column: 36, scope: !355)
!365 = !DILocation(line: 70, column: 54, scope: !355)
!366 = !DILocation(line: 70, column: 58, scope: !355)
!367 = !DILocation(line: 70, column: 62, scope: !355)
!368 = !DILocation(line: 70, column: 60, scope: !355)
!369 = !DILocation(line: 70, column: 56, scope: !355)
!370 = !DILocation(line: 70, column: 68, scope: !355)
!371 = !DILocation(line: 0, scope: !355)
!372 = !DILocation(line: 70, column: 5, scope: !350)
!373 = !DILocation(line: 71, column: 7, scope: !374)
!374 = distinct !DILexicalBlock(scope: !355, file: !3, line: 70, column: 78)
!375 = !DILocation(line: 71, column: 29, scope: !374)
!376 = !DILocation(line: 71, column: 33, scope: !374)
!377 = !DILocation(line: 71, column: 37, scope: !374)
!378 = !DILocation(line: 71, column: 35, scope: !374)
!379 = !DILocation(line: 71, column: 31, scope: !374)
!380 = !DILocation(line: 71, column: 43, scope: !374)
!381 = !DILocation(line: 72, column: 24, scope: !374)
!382 = !DILocation(line: 72, column: 28, scope: !374)
!383 = !DILocation(line: 72, column: 32, scope: !374)
!384 = !DILocation(line: 72, column: 30, scope: !374)
!385 = !DILocation(line: 72, column: 26, scope: !374)
!386 = !DILocation(line: 72, column: 38, scope: !374)
!387 = !DILocation(line: 72, column: 43, scope: !374)
!388 = !DILocation(line: 72, column: 45, scope: !374)
!389 = !DILocation(line: 72, column: 52, scope: !374)
!390 = !DILocation(line: 72, column: 50, scope: !374)
!391 = !DILocation(line: 72, column: 40, scope: !374)
!392 = !DILocation(line: 72, column: 58, scope: !374)
!393 = !DILocation(line: 72, column: 7, scope: !374)
!394 = !DILocation(line: 73, column: 24, scope: !374)
!395 = !DILocation(line: 73, column: 29, scope: !374)
!396 = !DILocation(line: 73, column: 31, scope: !374)
!397 = !DILocation(line: 73, column: 38, scope: !374)
!398 = !DILocation(line: 73, column: 36, scope: !374)
!399 = !DILocation(line: 73, column: 26, scope: !374)
!400 = !DILocation(line: 73, column: 7, scope: !374)
!401 = !DILocation(line: 73, column: 49, scope: !374)
!402 = !DILocation(line: 74, column: 5, scope: !374)
!403 = !DILocation(line: 70, column: 73, scope: !355)
!404 = !DILocation(line: 70, column: 5, scope: !355)
!405 = distinct !{!405, !372, !406, !221}
!406 = !DILocation(line: 74, column: 5, scope: !350)
!407 = !DILocation(line: 69, column: 26, scope: !345)
!408 = !DILocation(line: 69, column: 3, scope: !345)
!409 = distinct !{!409, !348, !410, !221}
!410 = !DILocation(line: 74, column: 5, scope: !341)
!411 = !DILocation(line: 75, column: 1, scope: !314)
!412 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !319, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!413 = !DILocalVariable(name: "a", arg: 1, scope: !412, file: !3, line: 76, type: !321)
!414 = !DILocation(line: 76, column: 37, scope: !412)
!415 = !DILocalVariable(name: "b", arg: 2, scope: !412, file: !3, line: 76, type: !321)
!416 = !DILocation(line: 76, column: 52, scope: !412)
!417 = !DILocation(line: 76, column: 78, scope: !412)
!418 = !DILocation(line: 76, column: 64, scope: !412)
!419 = !DILocation(line: 76, column: 96, scope: !412)
!420 = !DILocation(line: 76, column: 82, scope: !412)
!421 = !DILocation(line: 76, column: 80, scope: !412)
!422 = !DILocation(line: 76, column: 57, scope: !412)
!423 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !424, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!424 = !DISubroutineType(types: !425)
!425 = !{!6, !6}
!426 = !DILocalVariable(name: "n", arg: 1, scope: !423, file: !3, line: 54, type: !6)
!427 = !DILocation(line: 54, column: 24, scope: !423)
!428 = !DILocation(line: 55, column: 9, scope: !423)
!429 = !DILocation(line: 55, column: 3, scope: !423)
!430 = !DILocalVariable(name: "__vla_expr0", scope: !423, type: !155, flags: DIFlagArtificial)
!431 = !DILocation(line: 0, scope: !423)
!432 = !DILocalVariable(name: "v", scope: !423, file: !3, line: 55, type: !433)
!433 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !434)
!434 = !{!435}
!435 = !DISubrange(count: !430)
!436 = !DILocation(line: 55, column: 7, scope: !423)
!437 = !DILocalVariable(name: "i", scope: !438, file: !3, line: 56, type: !6)
!438 = distinct !DILexicalBlock(scope: !423, file: !3, line: 56, column: 3)
!439 = !DILocation(line: 56, column: 12, scope: !438)
!440 = !DILocation(line: 56, column: 8, scope: !438)
!441 = !DILocation(line: 56, column: 19, scope: !442)
!442 = distinct !DILexicalBlock(scope: !438, file: !3, line: 56, column: 3)
!443 = !DILocation(line: 56, column: 23, scope: !442)
!444 = !DILocation(line: 56, column: 21, scope: !442)
!445 = !DILocation(line: 56, column: 3, scope: !438)
!446 = !DILocation(line: 56, column: 38, scope: !442)
!447 = !DILocation(line: 56, column: 42, scope: !442)
!448 = !DILocation(line: 56, column: 40, scope: !442)
!449 = !DILocation(line: 56, column: 33, scope: !442)
!450 = !DILocation(line: 56, column: 31, scope: !442)
!451 = !DILocation(line: 56, column: 36, scope: !442)
!452 = !DILocation(line: 56, column: 26, scope: !442)
!453 = !DILocation(line: 56, column: 3, scope: !442)
!454 = distinct !{!454, !445, !455, !221}
!455 = !DILocation(line: 56, column: 42, scope: !438)
!456 = !DILocalVariable(name: "s", scope: !423, file: !3, line: 57, type: !6)
!457 = !DILocation(line: 57, column: 7, scope: !423)
!458 = !DILocalVariable(name: "i", scope: !459, file: !3, line: 58, type: !6)
!459 = distinct !DILexicalBlock(scope: !423, file: !3, line: 58, column: 3)
!460 = !DILocation(line: 58, column: 12, scope: !459)
!461 = !DILocation(line: 58, column: 8, scope: !459)
!462 = !DILocation(line: 58, column: 19, scope: !463)
!463 = distinct !DILexicalBlock(scope: !459, file: !3, line: 58, column: 3)
!464 = !DILocation(line: 58, column: 23, scope: !463)
!465 = !DILocation(line: 58, column: 21, scope: !463)
!466 = !DILocation(line: 58, column: 3, scope: !459)
!467 = !DILocation(line: 59, column: 11, scope: !468)
!468 = distinct !DILexicalBlock(scope: !463, file: !3, line: 58, column: 31)
!469 = !DILocation(line: 59, column: 13, scope: !468)
!470 = !DILocation(line: 59, column: 5, scope: !468)
!471 = !DILocalVariable(name: "__vla_expr1", scope: !468, type: !155, flags: DIFlagArtificial)
!472 = !DILocation(line: 0, scope: !468)
!473 = !DILocalVariable(name: "w", scope: !468, file: !3, line: 59, type: !474)
!474 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !475)
!475 = !{!476}
!476 = !DISubrange(count: !471)
!477 = !DILocation(line: 59, column: 9, scope: !468)
!478 = !DILocation(line: 60, column: 14, scope: !468)
!479 = !DILocation(line: 60, column: 12, scope: !468)
!480 = !DILocation(line: 60, column: 7, scope: !468)
!481 = !DILocation(line: 60, column: 5, scope: !468)
!482 = !DILocation(line: 60, column: 10, scope: !468)
!483 = !DILocation(line: 61, column: 12, scope: !468)
!484 = !DILocation(line: 61, column: 10, scope: !468)
!485 = !DILocation(line: 61, column: 7, scope: !468)
!486 = !DILocation(line: 62, column: 3, scope: !463)
!487 = !DILocation(line: 62, column: 3, scope: !468)
!488 = !DILocation(line: 58, column: 26, scope: !463)
!489 = !DILocation(line: 58, column: 3, scope: !463)
!490 = distinct !{!490, !466, !491, !221}
!491 = !DILocation(line: 62, column: 3, scope: !459)
!492 = !DILocation(line: 63, column: 10, scope: !423)
!493 = !DILocation(line: 64, column: 1, scope: !423)
!494 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !495, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!495 = !DISubroutineType(types: !496)
!496 = !{!497, !497, !497}
!497 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!498 = !DILocalVariable(name: "m", arg: 1, scope: !494, file: !3, line: 78, type: !497)
!499 = !DILocation(line: 78, column: 46, scope: !494)
!500 = !DILocalVariable(name: "n", arg: 2, scope: !494, file: !3, line: 78, type: !497)
!501 = !DILocation(line: 78, column: 63, scope: !494)
!502 = !DILocation(line: 79, column: 24, scope: !503)
!503 = distinct !DILexicalBlock(scope: !494, file: !3, line: 79, column: 7)
!504 = !DILocation(line: 79, column: 26, scope: !503)
!505 = !DILocation(line: 79, column: 7, scope: !494)
!506 = !DILocation(line: 79, column: 43, scope: !503)
!507 = !DILocation(line: 79, column: 45, scope: !503)
!508 = !DILocation(line: 79, column: 36, scope: !503)
!509 = !DILocation(line: 80, column: 7, scope: !510)
!510 = distinct !DILexicalBlock(scope: !494, file: !3, line: 80, column: 7)
!511 = !DILocation(line: 80, column: 9, scope: !510)
!512 = !DILocation(line: 80, column: 7, scope: !494)
!513 = !DILocation(line: 80, column: 32, scope: !510)
!514 = !DILocation(line: 80, column: 34, scope: !510)
!515 = !DILocation(line: 80, column: 22, scope: !510)
!516 = !DILocation(line: 80, column: 15, scope: !510)
!517 = !DILocation(line: 81, column: 20, scope: !494)
!518 = !DILocation(line: 81, column: 22, scope: !494)
!519 = !DILocation(line: 81, column: 37, scope: !494)
!520 = !DILocation(line: 81, column: 40, scope: !494)
!521 = !DILocation(line: 81, column: 42, scope: !494)
!522 = !DILocation(line: 81, column: 27, scope: !494)
!523 = !DILocation(line: 81, column: 10, scope: !494)
!524 = !DILocation(line: 81, column: 3, scope: !494)
!525 = !DILocation(line: 82, column: 1, scope: !494)
!526 = distinct !DISubprogram(linkageName: "__GLOBAL_init_65535", scope: !3, file: !3, type: !527, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!527 = !DISubroutineType(types: !150)
!528 = !DILocation(line: 0, scope: !526)
