; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !141 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !142
  %2 = add nsw i32 %1, 1, !dbg !142
  store i32 %2, ptr @ctor_ran, align 4, !dbg !142
  ret void, !dbg !143
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !144 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !145
  %2 = mul nsw i32 %1, 10, !dbg !145
  store i32 %2, ptr @ctor_ran, align 4, !dbg !145
  ret void, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !147 {
  ret void, !dbg !148
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !149 {
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
    #dbg_declare(ptr %2, !153, !DIExpression(), !161)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.f, i32 12, i1 false), !dbg !161
  %26 = load i16, ptr %2, align 4, !dbg !162
  %27 = shl i16 %26, 7, !dbg !162
  %28 = ashr i16 %27, 11, !dbg !162
  %29 = sext i16 %28 to i32, !dbg !162
  %30 = add nsw i32 %29, 2, !dbg !162
  %31 = trunc i32 %30 to i16, !dbg !162
  %32 = load i16, ptr %2, align 4, !dbg !162
  %33 = and i16 %31, 31, !dbg !162
  %34 = shl i16 %33, 4, !dbg !162
  %35 = and i16 %32, -497, !dbg !162
  %36 = or i16 %35, %34, !dbg !162
  store i16 %36, ptr %2, align 4, !dbg !162
  %37 = shl i16 %33, 11, !dbg !162
  %38 = ashr i16 %37, 11, !dbg !162
  %39 = sext i16 %38 to i32, !dbg !162
  %40 = load i16, ptr %2, align 4, !dbg !163
  %41 = and i16 %40, 1, !dbg !163
  %42 = zext i16 %41 to i32, !dbg !163
  %43 = load i16, ptr %2, align 4, !dbg !164
  %44 = lshr i16 %43, 1, !dbg !164
  %45 = and i16 %44, 7, !dbg !164
  %46 = zext i16 %45 to i32, !dbg !164
  %47 = load i16, ptr %2, align 4, !dbg !165
  %48 = shl i16 %47, 7, !dbg !165
  %49 = ashr i16 %48, 11, !dbg !165
  %50 = sext i16 %49 to i32, !dbg !165
  %51 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1, !dbg !166
  %52 = load i64, ptr %51, align 4, !dbg !166
  %53 = and i64 %52, 1099511627775, !dbg !166
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %46, i32 noundef %50, i64 noundef %53, i32 noundef 12), !dbg !167
    #dbg_declare(ptr %3, !168, !DIExpression(), !173)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 1 @__const.main.bytes, i32 7, i1 false), !dbg !173
    #dbg_declare(ptr %4, !174, !DIExpression(), !181)
  %55 = getelementptr inbounds [7 x i8], ptr %3, i32 0, i32 0, !dbg !182
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 %55, i32 7, i1 false), !dbg !182
  %56 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0, !dbg !183
  %57 = load i8, ptr %56, align 1, !dbg !183
  %58 = sext i8 %57 to i32, !dbg !184
  %59 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1, !dbg !185
  %60 = load i32, ptr %59, align 1, !dbg !185
  %61 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2, !dbg !186
  %62 = load i16, ptr %61, align 1, !dbg !186
  %63 = zext i16 %62 to i32, !dbg !187
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %60, i32 noundef %63, i32 noundef 7), !dbg !188
    #dbg_declare(ptr %5, !189, !DIExpression(), !198)
  %65 = call ptr @malloc(i32 noundef 36) #8, !dbg !199
  store ptr %65, ptr %5, align 4, !dbg !198
  %66 = load ptr, ptr %5, align 4, !dbg !200
  %67 = getelementptr inbounds %struct.Msg, ptr %66, i32 0, i32 0, !dbg !201
  store i32 4, ptr %67, align 4, !dbg !202
    #dbg_declare(ptr %6, !203, !DIExpression(), !205)
  store i32 0, ptr %6, align 4, !dbg !205
  br label %68, !dbg !206

68:                                               ; preds = %82, %0
  %69 = load i32, ptr %6, align 4, !dbg !207
  %70 = load ptr, ptr %5, align 4, !dbg !209
  %71 = getelementptr inbounds %struct.Msg, ptr %70, i32 0, i32 0, !dbg !210
  %72 = load i32, ptr %71, align 4, !dbg !210
  %73 = icmp slt i32 %69, %72, !dbg !211
  br i1 %73, label %74, label %85, !dbg !212

74:                                               ; preds = %68
  %75 = load i32, ptr %6, align 4, !dbg !213
  %76 = sitofp i32 %75 to double, !dbg !213
  %77 = fdiv double %76, 4.000000e+00, !dbg !214
  %78 = load ptr, ptr %5, align 4, !dbg !215
  %79 = getelementptr inbounds %struct.Msg, ptr %78, i32 0, i32 1, !dbg !216
  %80 = load i32, ptr %6, align 4, !dbg !217
  %81 = getelementptr inbounds [0 x double], ptr %79, i32 0, i32 %80, !dbg !215
  store double %77, ptr %81, align 4, !dbg !218
  br label %82, !dbg !215

82:                                               ; preds = %74
  %83 = load i32, ptr %6, align 4, !dbg !219
  %84 = add nsw i32 %83, 1, !dbg !219
  store i32 %84, ptr %6, align 4, !dbg !219
  br label %68, !dbg !220, !llvm.loop !221

85:                                               ; preds = %68
  %86 = load ptr, ptr %5, align 4, !dbg !224
  %87 = getelementptr inbounds %struct.Msg, ptr %86, i32 0, i32 1, !dbg !225
  %88 = getelementptr inbounds [0 x double], ptr %87, i32 0, i32 3, !dbg !224
  %89 = load double, ptr %88, align 4, !dbg !224
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %89), !dbg !226
  %91 = load ptr, ptr %5, align 4, !dbg !227
  call void @llvm.memset.p0.i32(ptr align 4 %91, i8 0, i32 4, i1 false), !dbg !228
  %92 = load ptr, ptr %5, align 4, !dbg !229
  call void @free(ptr noundef %92), !dbg !230
    #dbg_declare(ptr %7, !231, !DIExpression(), !232)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @constinit, i32 32, i1 false), !dbg !233
  %93 = getelementptr inbounds [8 x i32], ptr %8, i32 0, i32 0, !dbg !234
  store ptr %93, ptr %7, align 4, !dbg !232
  %94 = load ptr, ptr %7, align 4, !dbg !235
  call void @sort(ptr noundef %94, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !236
  %95 = load ptr, ptr %7, align 4, !dbg !237
  %96 = getelementptr inbounds i32, ptr %95, i32 0, !dbg !237
  %97 = load i32, ptr %96, align 4, !dbg !237
  %98 = load ptr, ptr %7, align 4, !dbg !238
  %99 = getelementptr inbounds i32, ptr %98, i32 1, !dbg !238
  %100 = load i32, ptr %99, align 4, !dbg !238
  %101 = load ptr, ptr %7, align 4, !dbg !239
  %102 = getelementptr inbounds i32, ptr %101, i32 7, !dbg !239
  %103 = load i32, ptr %102, align 4, !dbg !239
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97, i32 noundef %100, i32 noundef %103), !dbg !240
    #dbg_declare(ptr %9, !241, !DIExpression(), !243)
  %105 = load i16, ptr %10, align 4, !dbg !244
  %106 = and i16 %105, -2, !dbg !244
  %107 = or i16 %106, 0, !dbg !244
  store i16 %107, ptr %10, align 4, !dbg !244
  %108 = load i16, ptr %10, align 4, !dbg !244
  %109 = and i16 %108, -15, !dbg !244
  %110 = or i16 %109, 4, !dbg !244
  store i16 %110, ptr %10, align 4, !dbg !244
  %111 = load i16, ptr %10, align 4, !dbg !244
  %112 = and i16 %111, -497, !dbg !244
  %113 = or i16 %112, 0, !dbg !244
  store i16 %113, ptr %10, align 4, !dbg !244
  %114 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1, !dbg !244
  %115 = load i64, ptr %114, align 4, !dbg !244
  %116 = and i64 %115, -1099511627776, !dbg !244
  %117 = or i64 %116, 0, !dbg !244
  store i64 %117, ptr %114, align 4, !dbg !244
  store ptr %10, ptr %9, align 4, !dbg !243
  %118 = load ptr, ptr %9, align 4, !dbg !245
  %119 = load i16, ptr %118, align 4, !dbg !246
  %120 = lshr i16 %119, 1, !dbg !246
  %121 = and i16 %120, 7, !dbg !246
  %122 = zext i16 %121 to i32, !dbg !246
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122), !dbg !247
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9), !dbg !248
    #dbg_declare(ptr %11, !249, !DIExpression(), !251)
  store i32 3, ptr %11, align 4, !dbg !251
    #dbg_declare(ptr %12, !252, !DIExpression(), !251)
  store i32 8, ptr %12, align 4, !dbg !251
  %125 = load i32, ptr %11, align 4, !dbg !251
  %126 = load i32, ptr %12, align 4, !dbg !251
  %127 = icmp sgt i32 %125, %126, !dbg !251
  br i1 %127, label %128, label %130, !dbg !251

128:                                              ; preds = %85
  %129 = load i32, ptr %11, align 4, !dbg !251
  br label %132, !dbg !251

130:                                              ; preds = %85
  %131 = load i32, ptr %12, align 4, !dbg !251
  br label %132, !dbg !251

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %129, %128 ], [ %131, %130 ], !dbg !251
  store i32 %133, ptr %13, align 4, !dbg !251
  %134 = load i32, ptr %13, align 4, !dbg !251
    #dbg_declare(ptr %14, !253, !DIExpression(), !255)
  store double 2.500000e+00, ptr %14, align 8, !dbg !255
    #dbg_declare(ptr %15, !256, !DIExpression(), !255)
  store double -1.000000e+00, ptr %15, align 8, !dbg !255
  %135 = load double, ptr %14, align 8, !dbg !255
  %136 = load double, ptr %15, align 8, !dbg !255
  %137 = fcmp ogt double %135, %136, !dbg !255
  br i1 %137, label %138, label %140, !dbg !255

138:                                              ; preds = %132
  %139 = load double, ptr %14, align 8, !dbg !255
  br label %142, !dbg !255

140:                                              ; preds = %132
  %141 = load double, ptr %15, align 8, !dbg !255
  br label %142, !dbg !255

142:                                              ; preds = %140, %138
  %143 = phi double [ %139, %138 ], [ %141, %140 ], !dbg !255
  store double %143, ptr %16, align 4, !dbg !255
  %144 = load double, ptr %16, align 4, !dbg !255
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %134, double noundef %144), !dbg !257
    #dbg_declare(ptr %17, !258, !DIExpression(), !259)
    #dbg_declare(ptr %18, !260, !DIExpression(), !261)
  %146 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !262
  %147 = extractvalue { i32, i1 } %146, 1, !dbg !262
  %148 = extractvalue { i32, i1 } %146, 0, !dbg !262
  store i32 %148, ptr %17, align 4, !dbg !262
  %149 = zext i1 %147 to i32, !dbg !262
  store i32 %149, ptr %18, align 4, !dbg !261
    #dbg_declare(ptr %19, !263, !DIExpression(), !264)
    #dbg_declare(ptr %20, !265, !DIExpression(), !266)
  %150 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !267
  %151 = extractvalue { i64, i1 } %150, 1, !dbg !267
  %152 = extractvalue { i64, i1 } %150, 0, !dbg !267
  store i64 %152, ptr %19, align 8, !dbg !267
  %153 = zext i1 %151 to i32, !dbg !267
  store i32 %153, ptr %20, align 4, !dbg !266
  %154 = load i32, ptr %18, align 4, !dbg !268
  %155 = load i32, ptr %17, align 4, !dbg !269
  %156 = load i32, ptr %20, align 4, !dbg !270
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !271
    #dbg_declare(ptr %21, !272, !DIExpression(), !274)
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !274
  %159 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !274
  store double 1.000000e+00, ptr %158, align 8, !dbg !274
  store double 2.000000e+00, ptr %159, align 8, !dbg !274
    #dbg_declare(ptr %22, !275, !DIExpression(), !276)
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !277
  %161 = load double, ptr %160, align 8, !dbg !277
  %162 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !277
  %163 = load double, ptr %162, align 8, !dbg !277
  %164 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !278
  %165 = load double, ptr %164, align 8, !dbg !278
  %166 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !278
  %167 = load double, ptr %166, align 8, !dbg !278
  %168 = fmul double %161, %165, !dbg !279
  %169 = fmul double %163, %167, !dbg !279
  %170 = fmul double %161, %167, !dbg !279
  %171 = fmul double %163, %165, !dbg !279
  %172 = fsub double %168, %169, !dbg !279
  %173 = fadd double %170, %171, !dbg !279
  %174 = fcmp uno double %172, %172, !dbg !279
  br i1 %174, label %175, label %182, !dbg !279, !prof !280

175:                                              ; preds = %142
  %176 = fcmp uno double %173, %173, !dbg !279
  br i1 %176, label %177, label %182, !dbg !279, !prof !280

177:                                              ; preds = %175
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 4 %23, double noundef %161, double noundef %163, double noundef %165, double noundef %167) #9, !dbg !279
  %178 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0, !dbg !279
  %179 = load double, ptr %178, align 4, !dbg !279
  %180 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1, !dbg !279
  %181 = load double, ptr %180, align 4, !dbg !279
  br label %182, !dbg !279

182:                                              ; preds = %177, %175, %142
  %183 = phi double [ %172, %142 ], [ %172, %175 ], [ %179, %177 ], !dbg !279
  %184 = phi double [ %173, %142 ], [ %173, %175 ], [ %181, %177 ], !dbg !279
  %185 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !276
  %186 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !276
  store double %183, ptr %185, align 8, !dbg !276
  store double %184, ptr %186, align 8, !dbg !276
  %187 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !281
  %188 = load double, ptr %187, align 8, !dbg !281
  %189 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !282
  %190 = load double, ptr %189, align 8, !dbg !282
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %188, double noundef %190), !dbg !283
    #dbg_declare(ptr %24, !284, !DIExpression(), !286)
  %192 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !286
  %193 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !286
  store float 1.000000e+00, ptr %192, align 4, !dbg !286
  store float -1.000000e+00, ptr %193, align 4, !dbg !286
  %194 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !287
  %195 = load float, ptr %194, align 4, !dbg !287
  %196 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !287
  %197 = load float, ptr %196, align 4, !dbg !287
  %198 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !288
  %199 = load float, ptr %198, align 4, !dbg !288
  %200 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !288
  %201 = load float, ptr %200, align 4, !dbg !288
  %202 = fadd float %199, 1.000000e+00, !dbg !289
  %203 = call i64 @__divsc3(float noundef %195, float noundef %197, float noundef %202, float noundef %201) #9, !dbg !290
  store i64 %203, ptr %25, align 4, !dbg !290
  %204 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0, !dbg !290
  %205 = load float, ptr %204, align 4, !dbg !290
  %206 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1, !dbg !290
  %207 = load float, ptr %206, align 4, !dbg !290
  %208 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !291
  %209 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !291
  store float %205, ptr %208, align 4, !dbg !291
  store float %207, ptr %209, align 4, !dbg !291
  %210 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !292
  %211 = load float, ptr %210, align 4, !dbg !292
  %212 = fpext float %211 to double, !dbg !293
  %213 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !294
  %214 = load float, ptr %213, align 4, !dbg !294
  %215 = fpext float %214 to double, !dbg !295
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %212, double noundef %215), !dbg !296
  %217 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4, !dbg !297
  %218 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i32 0, i32 2), align 4, !dbg !298
  %219 = add nsw i32 %217, %218, !dbg !299
  %220 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i32 0, i32 1), align 4, !dbg !300
  %221 = getelementptr inbounds %struct.Self, ptr %220, i32 0, i32 1, !dbg !301
  %222 = load ptr, ptr %221, align 4, !dbg !301
  %223 = load i32, ptr %222, align 4, !dbg !302
  %224 = load ptr, ptr @ring, align 4, !dbg !303
  %225 = getelementptr inbounds %struct.Self, ptr %224, i32 0, i32 1, !dbg !304
  %226 = load ptr, ptr %225, align 4, !dbg !304
  %227 = load i32, ptr %226, align 4, !dbg !305
  %228 = load ptr, ptr @hook, align 4, !dbg !306
  %229 = icmp eq ptr %228, null, !dbg !307
  %230 = zext i1 %229 to i32, !dbg !307
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %219, i32 noundef 32, i32 noundef %223, i32 noundef %227, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %230), !dbg !308
  %232 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i32 0, i32 2), align 8, !dbg !309
  %233 = fpext float %232 to double, !dbg !309
  %234 = load i32, ptr @ctor_ran, align 4, !dbg !310
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %233, i32 noundef 32, i32 noundef %234), !dbg !311
  %236 = call i32 @vla_sum(i32 noundef 12), !dbg !312
  %237 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !313
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %236, i32 noundef %237), !dbg !314
  ret i32 0, !dbg !315
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

declare void @free(ptr noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 !dbg !316 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !325, !DIExpression(), !326)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !327, !DIExpression(), !328)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !329, !DIExpression(), !330)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !331, !DIExpression(), !332)
    #dbg_declare(ptr %9, !333, !DIExpression(), !335)
  %13 = load ptr, ptr %5, align 4, !dbg !336
  store ptr %13, ptr %9, align 4, !dbg !335
    #dbg_declare(ptr %10, !337, !DIExpression(), !341)
    #dbg_declare(ptr %11, !342, !DIExpression(), !344)
  store i32 1, ptr %11, align 4, !dbg !344
  br label %14, !dbg !345

14:                                               ; preds = %72, %4
  %15 = load i32, ptr %11, align 4, !dbg !346
  %16 = load i32, ptr %6, align 4, !dbg !348
  %17 = icmp slt i32 %15, %16, !dbg !349
  br i1 %17, label %18, label %75, !dbg !350

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !351, !DIExpression(), !353)
  %19 = load i32, ptr %11, align 4, !dbg !354
  store i32 %19, ptr %12, align 4, !dbg !353
  br label %20, !dbg !355

20:                                               ; preds = %68, %18
  %21 = load i32, ptr %12, align 4, !dbg !356
  %22 = icmp sgt i32 %21, 0, !dbg !358
  br i1 %22, label %23, label %38, !dbg !359

23:                                               ; preds = %20
  %24 = load ptr, ptr %8, align 4, !dbg !360
  %25 = load ptr, ptr %9, align 4, !dbg !361
  %26 = load i32, ptr %12, align 4, !dbg !362
  %27 = sub nsw i32 %26, 1, !dbg !363
  %28 = load i32, ptr %7, align 4, !dbg !364
  %29 = mul nsw i32 %27, %28, !dbg !365
  %30 = getelementptr inbounds i8, ptr %25, i32 %29, !dbg !366
  %31 = load ptr, ptr %9, align 4, !dbg !367
  %32 = load i32, ptr %12, align 4, !dbg !368
  %33 = load i32, ptr %7, align 4, !dbg !369
  %34 = mul nsw i32 %32, %33, !dbg !370
  %35 = getelementptr inbounds i8, ptr %31, i32 %34, !dbg !371
  %36 = call i32 %24(ptr noundef %30, ptr noundef %35), !dbg !360
  %37 = icmp sgt i32 %36, 0, !dbg !372
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !373
  br i1 %39, label %40, label %71, !dbg !374

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0, !dbg !375
  %42 = load ptr, ptr %9, align 4, !dbg !377
  %43 = load i32, ptr %12, align 4, !dbg !378
  %44 = load i32, ptr %7, align 4, !dbg !379
  %45 = mul nsw i32 %43, %44, !dbg !380
  %46 = getelementptr inbounds i8, ptr %42, i32 %45, !dbg !381
  %47 = load i32, ptr %7, align 4, !dbg !382
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %41, ptr align 1 %46, i32 %47, i1 false), !dbg !375
  %48 = load ptr, ptr %9, align 4, !dbg !383
  %49 = load i32, ptr %12, align 4, !dbg !384
  %50 = load i32, ptr %7, align 4, !dbg !385
  %51 = mul nsw i32 %49, %50, !dbg !386
  %52 = getelementptr inbounds i8, ptr %48, i32 %51, !dbg !387
  %53 = load ptr, ptr %9, align 4, !dbg !388
  %54 = load i32, ptr %12, align 4, !dbg !389
  %55 = sub nsw i32 %54, 1, !dbg !390
  %56 = load i32, ptr %7, align 4, !dbg !391
  %57 = mul nsw i32 %55, %56, !dbg !392
  %58 = getelementptr inbounds i8, ptr %53, i32 %57, !dbg !393
  %59 = load i32, ptr %7, align 4, !dbg !394
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %52, ptr align 1 %58, i32 %59, i1 false), !dbg !395
  %60 = load ptr, ptr %9, align 4, !dbg !396
  %61 = load i32, ptr %12, align 4, !dbg !397
  %62 = sub nsw i32 %61, 1, !dbg !398
  %63 = load i32, ptr %7, align 4, !dbg !399
  %64 = mul nsw i32 %62, %63, !dbg !400
  %65 = getelementptr inbounds i8, ptr %60, i32 %64, !dbg !401
  %66 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0, !dbg !402
  %67 = load i32, ptr %7, align 4, !dbg !403
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %65, ptr align 1 %66, i32 %67, i1 false), !dbg !402
  br label %68, !dbg !404

68:                                               ; preds = %40
  %69 = load i32, ptr %12, align 4, !dbg !405
  %70 = add nsw i32 %69, -1, !dbg !405
  store i32 %70, ptr %12, align 4, !dbg !405
  br label %20, !dbg !406, !llvm.loop !407

71:                                               ; preds = %38
  br label %72, !dbg !408

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4, !dbg !409
  %74 = add nsw i32 %73, 1, !dbg !409
  store i32 %74, ptr %11, align 4, !dbg !409
  br label %14, !dbg !410, !llvm.loop !411

75:                                               ; preds = %14
  ret void, !dbg !413
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !414 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !415, !DIExpression(), !416)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !417, !DIExpression(), !418)
  %5 = load ptr, ptr %4, align 4, !dbg !419
  %6 = load i32, ptr %5, align 4, !dbg !420
  %7 = load ptr, ptr %3, align 4, !dbg !421
  %8 = load i32, ptr %7, align 4, !dbg !422
  %9 = sub nsw i32 %6, %8, !dbg !423
  ret i32 %9, !dbg !424
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare void @__muldc3(ptr, double, double, double, double)

declare i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !425 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !428, !DIExpression(), !429)
  %10 = load i32, ptr %2, align 4, !dbg !430
  %11 = call ptr @llvm.stacksave.p0(), !dbg !431
  store ptr %11, ptr %3, align 4, !dbg !431
  %12 = alloca i32, i32 %10, align 4, !dbg !431
  store i32 %10, ptr %4, align 4, !dbg !431
    #dbg_declare(ptr %4, !432, !DIExpression(), !433)
    #dbg_declare(ptr %12, !434, !DIExpression(), !438)
    #dbg_declare(ptr %5, !439, !DIExpression(), !441)
  store i32 0, ptr %5, align 4, !dbg !441
  br label %13, !dbg !442

13:                                               ; preds = %23, %1
  %14 = load i32, ptr %5, align 4, !dbg !443
  %15 = load i32, ptr %2, align 4, !dbg !445
  %16 = icmp slt i32 %14, %15, !dbg !446
  br i1 %16, label %17, label %26, !dbg !447

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4, !dbg !448
  %19 = load i32, ptr %5, align 4, !dbg !449
  %20 = mul nsw i32 %18, %19, !dbg !450
  %21 = load i32, ptr %5, align 4, !dbg !451
  %22 = getelementptr inbounds i32, ptr %12, i32 %21, !dbg !452
  store i32 %20, ptr %22, align 4, !dbg !453
  br label %23, !dbg !452

23:                                               ; preds = %17
  %24 = load i32, ptr %5, align 4, !dbg !454
  %25 = add nsw i32 %24, 1, !dbg !454
  store i32 %25, ptr %5, align 4, !dbg !454
  br label %13, !dbg !455, !llvm.loop !456

26:                                               ; preds = %13
    #dbg_declare(ptr %6, !458, !DIExpression(), !459)
  store i32 0, ptr %6, align 4, !dbg !459
    #dbg_declare(ptr %7, !460, !DIExpression(), !462)
  store i32 0, ptr %7, align 4, !dbg !462
  br label %27, !dbg !463

27:                                               ; preds = %47, %26
  %28 = load i32, ptr %7, align 4, !dbg !464
  %29 = load i32, ptr %2, align 4, !dbg !466
  %30 = icmp slt i32 %28, %29, !dbg !467
  br i1 %30, label %31, label %50, !dbg !468

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !469
  %33 = add nsw i32 %32, 1, !dbg !471
  %34 = call ptr @llvm.stacksave.p0(), !dbg !472
  store ptr %34, ptr %8, align 4, !dbg !472
  %35 = alloca i32, i32 %33, align 4, !dbg !472
  store i32 %33, ptr %9, align 4, !dbg !472
    #dbg_declare(ptr %9, !473, !DIExpression(), !474)
    #dbg_declare(ptr %35, !475, !DIExpression(), !479)
  %36 = load i32, ptr %7, align 4, !dbg !480
  %37 = getelementptr inbounds i32, ptr %12, i32 %36, !dbg !481
  %38 = load i32, ptr %37, align 4, !dbg !481
  %39 = load i32, ptr %7, align 4, !dbg !482
  %40 = getelementptr inbounds i32, ptr %35, i32 %39, !dbg !483
  store i32 %38, ptr %40, align 4, !dbg !484
  %41 = load i32, ptr %7, align 4, !dbg !485
  %42 = getelementptr inbounds i32, ptr %35, i32 %41, !dbg !486
  %43 = load i32, ptr %42, align 4, !dbg !486
  %44 = load i32, ptr %6, align 4, !dbg !487
  %45 = add nsw i32 %44, %43, !dbg !487
  store i32 %45, ptr %6, align 4, !dbg !487
  %46 = load ptr, ptr %8, align 4, !dbg !488
  call void @llvm.stackrestore.p0(ptr %46), !dbg !488
  br label %47, !dbg !489

47:                                               ; preds = %31
  %48 = load i32, ptr %7, align 4, !dbg !490
  %49 = add nsw i32 %48, 1, !dbg !490
  store i32 %49, ptr %7, align 4, !dbg !490
  br label %27, !dbg !491, !llvm.loop !492

50:                                               ; preds = %27
  %51 = load i32, ptr %6, align 4, !dbg !494
  %52 = load ptr, ptr %3, align 4, !dbg !495
  call void @llvm.stackrestore.p0(ptr %52), !dbg !495
  ret i32 %51, !dbg !495
}

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !496 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !500, !DIExpression(), !501)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !502, !DIExpression(), !503)
  %6 = load i32, ptr %4, align 4, !dbg !504
  %7 = icmp eq i32 %6, 0, !dbg !506
  br i1 %7, label %8, label %11, !dbg !507

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !508
  %10 = add i32 %9, 1, !dbg !509
  store i32 %10, ptr %3, align 4, !dbg !510
  br label %26, !dbg !510

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !511
  %13 = icmp eq i32 %12, 0, !dbg !513
  br i1 %13, label %14, label %18, !dbg !514

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !515
  %16 = sub i32 %15, 1, !dbg !516
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !517
  store i32 %17, ptr %3, align 4, !dbg !518
  br label %26, !dbg !518

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !519
  %20 = sub i32 %19, 1, !dbg !520
  %21 = load i32, ptr %4, align 4, !dbg !521
  %22 = load i32, ptr %5, align 4, !dbg !522
  %23 = sub i32 %22, 1, !dbg !523
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !524
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !525
  store i32 %25, ptr %3, align 4, !dbg !526
  br label %26, !dbg !526

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !527
  ret i32 %27, !dbg !527
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138, !139}
!llvm.ident = !{!140}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
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
!132 = !{i32 1, !"NumRegisterParameters", i32 0}
!133 = !{i32 7, !"Dwarf Version", i32 5}
!134 = !{i32 2, !"Debug Info Version", i32 3}
!135 = !{i32 1, !"wchar_size", i32 4}
!136 = !{i32 8, !"PIC Level", i32 2}
!137 = !{i32 7, !"PIE Level", i32 2}
!138 = !{i32 7, !"uwtable", i32 2}
!139 = !{i32 7, !"frame-pointer", i32 2}
!140 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!141 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !108, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!142 = !DILocation(line: 45, column: 75, scope: !141)
!143 = !DILocation(line: 45, column: 81, scope: !141)
!144 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !108, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!145 = !DILocation(line: 46, column: 69, scope: !144)
!146 = !DILocation(line: 46, column: 76, scope: !144)
!147 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !108, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!148 = !DILocation(line: 47, column: 60, scope: !147)
!149 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !150, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!6}
!152 = !{}
!153 = !DILocalVariable(name: "f", scope: !149, file: !3, line: 85, type: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 96, elements: !155)
!155 = !{!156, !158, !159, !160}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !154, file: !3, line: 15, baseType: !157, size: 1, flags: DIFlagBitField, extraData: i64 0)
!157 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !154, file: !3, line: 16, baseType: !157, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !154, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !154, file: !3, line: 19, baseType: !5, size: 40, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!161 = !DILocation(line: 85, column: 16, scope: !149)
!162 = !DILocation(line: 86, column: 11, scope: !149)
!163 = !DILocation(line: 87, column: 45, scope: !149)
!164 = !DILocation(line: 87, column: 54, scope: !149)
!165 = !DILocation(line: 87, column: 62, scope: !149)
!166 = !DILocation(line: 87, column: 91, scope: !149)
!167 = !DILocation(line: 87, column: 3, scope: !149)
!168 = !DILocalVariable(name: "bytes", scope: !149, file: !3, line: 89, type: !169)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !170, size: 56, elements: !171)
!170 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!171 = !{!172}
!172 = !DISubrange(count: 7)
!173 = !DILocation(line: 89, column: 17, scope: !149)
!174 = !DILocalVariable(name: "wire", scope: !149, file: !3, line: 90, type: !175)
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !176)
!176 = !{!177, !178, !179}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !175, file: !3, line: 23, baseType: !15, size: 8)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !175, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !175, file: !3, line: 25, baseType: !180, size: 16, offset: 40)
!180 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!181 = !DILocation(line: 90, column: 15, scope: !149)
!182 = !DILocation(line: 91, column: 3, scope: !149)
!183 = !DILocation(line: 92, column: 42, scope: !149)
!184 = !DILocation(line: 92, column: 37, scope: !149)
!185 = !DILocation(line: 92, column: 53, scope: !149)
!186 = !DILocation(line: 92, column: 79, scope: !149)
!187 = !DILocation(line: 92, column: 58, scope: !149)
!188 = !DILocation(line: 92, column: 3, scope: !149)
!189 = !DILocalVariable(name: "m", scope: !149, file: !3, line: 94, type: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 32)
!191 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 32, elements: !192)
!192 = !{!193, !194}
!193 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !191, file: !3, line: 29, baseType: !6, size: 32)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !191, file: !3, line: 30, baseType: !195, offset: 32)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: -1)
!198 = !DILocation(line: 94, column: 15, scope: !149)
!199 = !DILocation(line: 94, column: 19, scope: !149)
!200 = !DILocation(line: 95, column: 3, scope: !149)
!201 = !DILocation(line: 95, column: 6, scope: !149)
!202 = !DILocation(line: 95, column: 8, scope: !149)
!203 = !DILocalVariable(name: "i", scope: !204, file: !3, line: 96, type: !6)
!204 = distinct !DILexicalBlock(scope: !149, file: !3, line: 96, column: 3)
!205 = !DILocation(line: 96, column: 12, scope: !204)
!206 = !DILocation(line: 96, column: 8, scope: !204)
!207 = !DILocation(line: 96, column: 19, scope: !208)
!208 = distinct !DILexicalBlock(scope: !204, file: !3, line: 96, column: 3)
!209 = !DILocation(line: 96, column: 23, scope: !208)
!210 = !DILocation(line: 96, column: 26, scope: !208)
!211 = !DILocation(line: 96, column: 21, scope: !208)
!212 = !DILocation(line: 96, column: 3, scope: !204)
!213 = !DILocation(line: 96, column: 47, scope: !208)
!214 = !DILocation(line: 96, column: 49, scope: !208)
!215 = !DILocation(line: 96, column: 34, scope: !208)
!216 = !DILocation(line: 96, column: 37, scope: !208)
!217 = !DILocation(line: 96, column: 42, scope: !208)
!218 = !DILocation(line: 96, column: 45, scope: !208)
!219 = !DILocation(line: 96, column: 29, scope: !208)
!220 = !DILocation(line: 96, column: 3, scope: !208)
!221 = distinct !{!221, !212, !222, !223}
!222 = !DILocation(line: 96, column: 51, scope: !204)
!223 = !{!"llvm.loop.mustprogress"}
!224 = !DILocation(line: 97, column: 24, scope: !149)
!225 = !DILocation(line: 97, column: 27, scope: !149)
!226 = !DILocation(line: 97, column: 3, scope: !149)
!227 = !DILocation(line: 98, column: 20, scope: !149)
!228 = !DILocation(line: 98, column: 3, scope: !149)
!229 = !DILocation(line: 99, column: 8, scope: !149)
!230 = !DILocation(line: 99, column: 3, scope: !149)
!231 = !DILocalVariable(name: "lit", scope: !149, file: !3, line: 101, type: !82)
!232 = !DILocation(line: 101, column: 8, scope: !149)
!233 = !DILocation(line: 101, column: 21, scope: !149)
!234 = !DILocation(line: 101, column: 14, scope: !149)
!235 = !DILocation(line: 102, column: 8, scope: !149)
!236 = !DILocation(line: 102, column: 3, scope: !149)
!237 = !DILocation(line: 103, column: 31, scope: !149)
!238 = !DILocation(line: 103, column: 39, scope: !149)
!239 = !DILocation(line: 103, column: 47, scope: !149)
!240 = !DILocation(line: 103, column: 3, scope: !149)
!241 = !DILocalVariable(name: "fp", scope: !149, file: !3, line: 104, type: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 32)
!243 = !DILocation(line: 104, column: 17, scope: !149)
!244 = !DILocation(line: 104, column: 37, scope: !149)
!245 = !DILocation(line: 105, column: 27, scope: !149)
!246 = !DILocation(line: 105, column: 31, scope: !149)
!247 = !DILocation(line: 105, column: 3, scope: !149)
!248 = !DILocation(line: 107, column: 3, scope: !149)
!249 = !DILocalVariable(name: "_a", scope: !250, file: !3, line: 108, type: !6)
!250 = distinct !DILexicalBlock(scope: !149, file: !3, line: 108, column: 33)
!251 = !DILocation(line: 108, column: 33, scope: !250)
!252 = !DILocalVariable(name: "_b", scope: !250, file: !3, line: 108, type: !6)
!253 = !DILocalVariable(name: "_a", scope: !254, file: !3, line: 108, type: !8)
!254 = distinct !DILexicalBlock(scope: !149, file: !3, line: 108, column: 44)
!255 = !DILocation(line: 108, column: 44, scope: !254)
!256 = !DILocalVariable(name: "_b", scope: !254, file: !3, line: 108, type: !8)
!257 = !DILocation(line: 108, column: 3, scope: !149)
!258 = !DILocalVariable(name: "res", scope: !149, file: !3, line: 110, type: !6)
!259 = !DILocation(line: 110, column: 7, scope: !149)
!260 = !DILocalVariable(name: "ovf", scope: !149, file: !3, line: 111, type: !6)
!261 = !DILocation(line: 111, column: 7, scope: !149)
!262 = !DILocation(line: 111, column: 13, scope: !149)
!263 = !DILocalVariable(name: "ures", scope: !149, file: !3, line: 112, type: !5)
!264 = !DILocation(line: 112, column: 22, scope: !149)
!265 = !DILocalVariable(name: "uovf", scope: !149, file: !3, line: 113, type: !6)
!266 = !DILocation(line: 113, column: 7, scope: !149)
!267 = !DILocation(line: 113, column: 14, scope: !149)
!268 = !DILocation(line: 114, column: 33, scope: !149)
!269 = !DILocation(line: 114, column: 38, scope: !149)
!270 = !DILocation(line: 114, column: 43, scope: !149)
!271 = !DILocation(line: 114, column: 3, scope: !149)
!272 = !DILocalVariable(name: "z", scope: !149, file: !3, line: 116, type: !273)
!273 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!274 = !DILocation(line: 116, column: 19, scope: !149)
!275 = !DILocalVariable(name: "z2", scope: !149, file: !3, line: 117, type: !273)
!276 = !DILocation(line: 117, column: 19, scope: !149)
!277 = !DILocation(line: 117, column: 24, scope: !149)
!278 = !DILocation(line: 117, column: 28, scope: !149)
!279 = !DILocation(line: 117, column: 26, scope: !149)
!280 = !{!"branch_weights", i32 1, i32 1048575}
!281 = !DILocation(line: 118, column: 33, scope: !149)
!282 = !DILocation(line: 118, column: 46, scope: !149)
!283 = !DILocation(line: 118, column: 3, scope: !149)
!284 = !DILocalVariable(name: "fz", scope: !149, file: !3, line: 119, type: !285)
!285 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!286 = !DILocation(line: 119, column: 18, scope: !149)
!287 = !DILocation(line: 120, column: 8, scope: !149)
!288 = !DILocation(line: 120, column: 14, scope: !149)
!289 = !DILocation(line: 120, column: 17, scope: !149)
!290 = !DILocation(line: 120, column: 11, scope: !149)
!291 = !DILocation(line: 120, column: 6, scope: !149)
!292 = !DILocation(line: 121, column: 42, scope: !149)
!293 = !DILocation(line: 121, column: 34, scope: !149)
!294 = !DILocation(line: 121, column: 63, scope: !149)
!295 = !DILocation(line: 121, column: 55, scope: !149)
!296 = !DILocation(line: 121, column: 3, scope: !149)
!297 = !DILocation(line: 123, column: 42, scope: !149)
!298 = !DILocation(line: 123, column: 49, scope: !149)
!299 = !DILocation(line: 123, column: 47, scope: !149)
!300 = !DILocation(line: 123, column: 74, scope: !149)
!301 = !DILocation(line: 123, column: 80, scope: !149)
!302 = !DILocation(line: 123, column: 65, scope: !149)
!303 = !DILocation(line: 123, column: 95, scope: !149)
!304 = !DILocation(line: 123, column: 101, scope: !149)
!305 = !DILocation(line: 123, column: 86, scope: !149)
!306 = !DILocation(line: 124, column: 20, scope: !149)
!307 = !DILocation(line: 124, column: 25, scope: !149)
!308 = !DILocation(line: 123, column: 3, scope: !149)
!309 = !DILocation(line: 125, column: 39, scope: !149)
!310 = !DILocation(line: 125, column: 86, scope: !149)
!311 = !DILocation(line: 125, column: 3, scope: !149)
!312 = !DILocation(line: 126, column: 30, scope: !149)
!313 = !DILocation(line: 126, column: 43, scope: !149)
!314 = !DILocation(line: 126, column: 3, scope: !149)
!315 = !DILocation(line: 127, column: 3, scope: !149)
!316 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !317, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !152)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !319, !6, !6, !320}
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 32)
!321 = !DISubroutineType(types: !322)
!322 = !{!6, !323, !323}
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 32)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!325 = !DILocalVariable(name: "base", arg: 1, scope: !316, file: !3, line: 66, type: !319)
!326 = !DILocation(line: 66, column: 24, scope: !316)
!327 = !DILocalVariable(name: "n", arg: 2, scope: !316, file: !3, line: 66, type: !6)
!328 = !DILocation(line: 66, column: 34, scope: !316)
!329 = !DILocalVariable(name: "size", arg: 3, scope: !316, file: !3, line: 66, type: !6)
!330 = !DILocation(line: 66, column: 41, scope: !316)
!331 = !DILocalVariable(name: "cmp", arg: 4, scope: !316, file: !3, line: 66, type: !320)
!332 = !DILocation(line: 66, column: 53, scope: !316)
!333 = !DILocalVariable(name: "b", scope: !316, file: !3, line: 67, type: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!335 = !DILocation(line: 67, column: 9, scope: !316)
!336 = !DILocation(line: 67, column: 13, scope: !316)
!337 = !DILocalVariable(name: "tmp", scope: !316, file: !3, line: 68, type: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, elements: !339)
!339 = !{!340}
!340 = !DISubrange(count: 64)
!341 = !DILocation(line: 68, column: 8, scope: !316)
!342 = !DILocalVariable(name: "i", scope: !343, file: !3, line: 69, type: !6)
!343 = distinct !DILexicalBlock(scope: !316, file: !3, line: 69, column: 3)
!344 = !DILocation(line: 69, column: 12, scope: !343)
!345 = !DILocation(line: 69, column: 8, scope: !343)
!346 = !DILocation(line: 69, column: 19, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !3, line: 69, column: 3)
!348 = !DILocation(line: 69, column: 23, scope: !347)
!349 = !DILocation(line: 69, column: 21, scope: !347)
!350 = !DILocation(line: 69, column: 3, scope: !343)
!351 = !DILocalVariable(name: "j", scope: !352, file: !3, line: 70, type: !6)
!352 = distinct !DILexicalBlock(scope: !347, file: !3, line: 70, column: 5)
!353 = !DILocation(line: 70, column: 14, scope: !352)
!354 = !DILocation(line: 70, column: 18, scope: !352)
!355 = !DILocation(line: 70, column: 10, scope: !352)
!356 = !DILocation(line: 70, column: 21, scope: !357)
!357 = distinct !DILexicalBlock(scope: !352, file: !3, line: 70, column: 5)
!358 = !DILocation(line: 70, column: 23, scope: !357)
!359 = !DILocation(line: 70, column: 27, scope: !357)
!360 = !DILocation(line: 70, column: 30, scope: !357)
!361 = !DILocation(line: 70, column: 34, scope: !357)
!362 = !DILocation(line: 70, column: 39, scope: !357)
!363 = !DILocation(line: 70, column: 41, scope: !357)
!364 = !DILocation(line: 70, column: 48, scope: !357)
!365 = !DILocation(line: 70, column: 46, scope: !357)
!366 = !DILocation(line: 70, column: 36, scope: !357)
!367 = !DILocation(line: 70, column: 54, scope: !357)
!368 = !DILocation(line: 70, column: 58, scope: !357)
!369 = !DILocation(line: 70, column: 62, scope: !357)
!370 = !DILocation(line: 70, column: 60, scope: !357)
!371 = !DILocation(line: 70, column: 56, scope: !357)
!372 = !DILocation(line: 70, column: 68, scope: !357)
!373 = !DILocation(line: 0, scope: !357)
!374 = !DILocation(line: 70, column: 5, scope: !352)
!375 = !DILocation(line: 71, column: 7, scope: !376)
!376 = distinct !DILexicalBlock(scope: !357, file: !3, line: 70, column: 78)
!377 = !DILocation(line: 71, column: 29, scope: !376)
!378 = !DILocation(line: 71, column: 33, scope: !376)
!379 = !DILocation(line: 71, column: 37, scope: !376)
!380 = !DILocation(line: 71, column: 35, scope: !376)
!381 = !DILocation(line: 71, column: 31, scope: !376)
!382 = !DILocation(line: 71, column: 43, scope: !376)
!383 = !DILocation(line: 72, column: 24, scope: !376)
!384 = !DILocation(line: 72, column: 28, scope: !376)
!385 = !DILocation(line: 72, column: 32, scope: !376)
!386 = !DILocation(line: 72, column: 30, scope: !376)
!387 = !DILocation(line: 72, column: 26, scope: !376)
!388 = !DILocation(line: 72, column: 38, scope: !376)
!389 = !DILocation(line: 72, column: 43, scope: !376)
!390 = !DILocation(line: 72, column: 45, scope: !376)
!391 = !DILocation(line: 72, column: 52, scope: !376)
!392 = !DILocation(line: 72, column: 50, scope: !376)
!393 = !DILocation(line: 72, column: 40, scope: !376)
!394 = !DILocation(line: 72, column: 58, scope: !376)
!395 = !DILocation(line: 72, column: 7, scope: !376)
!396 = !DILocation(line: 73, column: 24, scope: !376)
!397 = !DILocation(line: 73, column: 29, scope: !376)
!398 = !DILocation(line: 73, column: 31, scope: !376)
!399 = !DILocation(line: 73, column: 38, scope: !376)
!400 = !DILocation(line: 73, column: 36, scope: !376)
!401 = !DILocation(line: 73, column: 26, scope: !376)
!402 = !DILocation(line: 73, column: 7, scope: !376)
!403 = !DILocation(line: 73, column: 49, scope: !376)
!404 = !DILocation(line: 74, column: 5, scope: !376)
!405 = !DILocation(line: 70, column: 73, scope: !357)
!406 = !DILocation(line: 70, column: 5, scope: !357)
!407 = distinct !{!407, !374, !408, !223}
!408 = !DILocation(line: 74, column: 5, scope: !352)
!409 = !DILocation(line: 69, column: 26, scope: !347)
!410 = !DILocation(line: 69, column: 3, scope: !347)
!411 = distinct !{!411, !350, !412, !223}
!412 = !DILocation(line: 74, column: 5, scope: !343)
!413 = !DILocation(line: 75, column: 1, scope: !316)
!414 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !321, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !152)
!415 = !DILocalVariable(name: "a", arg: 1, scope: !414, file: !3, line: 76, type: !323)
!416 = !DILocation(line: 76, column: 37, scope: !414)
!417 = !DILocalVariable(name: "b", arg: 2, scope: !414, file: !3, line: 76, type: !323)
!418 = !DILocation(line: 76, column: 52, scope: !414)
!419 = !DILocation(line: 76, column: 78, scope: !414)
!420 = !DILocation(line: 76, column: 64, scope: !414)
!421 = !DILocation(line: 76, column: 96, scope: !414)
!422 = !DILocation(line: 76, column: 82, scope: !414)
!423 = !DILocation(line: 76, column: 80, scope: !414)
!424 = !DILocation(line: 76, column: 57, scope: !414)
!425 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !426, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !152)
!426 = !DISubroutineType(types: !427)
!427 = !{!6, !6}
!428 = !DILocalVariable(name: "n", arg: 1, scope: !425, file: !3, line: 54, type: !6)
!429 = !DILocation(line: 54, column: 24, scope: !425)
!430 = !DILocation(line: 55, column: 9, scope: !425)
!431 = !DILocation(line: 55, column: 3, scope: !425)
!432 = !DILocalVariable(name: "__vla_expr0", scope: !425, type: !157, flags: DIFlagArtificial)
!433 = !DILocation(line: 0, scope: !425)
!434 = !DILocalVariable(name: "v", scope: !425, file: !3, line: 55, type: !435)
!435 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !436)
!436 = !{!437}
!437 = !DISubrange(count: !432)
!438 = !DILocation(line: 55, column: 7, scope: !425)
!439 = !DILocalVariable(name: "i", scope: !440, file: !3, line: 56, type: !6)
!440 = distinct !DILexicalBlock(scope: !425, file: !3, line: 56, column: 3)
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
!456 = distinct !{!456, !447, !457, !223}
!457 = !DILocation(line: 56, column: 42, scope: !440)
!458 = !DILocalVariable(name: "s", scope: !425, file: !3, line: 57, type: !6)
!459 = !DILocation(line: 57, column: 7, scope: !425)
!460 = !DILocalVariable(name: "i", scope: !461, file: !3, line: 58, type: !6)
!461 = distinct !DILexicalBlock(scope: !425, file: !3, line: 58, column: 3)
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
!473 = !DILocalVariable(name: "__vla_expr1", scope: !470, type: !157, flags: DIFlagArtificial)
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
!492 = distinct !{!492, !468, !493, !223}
!493 = !DILocation(line: 62, column: 3, scope: !461)
!494 = !DILocation(line: 63, column: 10, scope: !425)
!495 = !DILocation(line: 64, column: 1, scope: !425)
!496 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !497, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !152)
!497 = !DISubroutineType(types: !498)
!498 = !{!499, !499, !499}
!499 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!500 = !DILocalVariable(name: "m", arg: 1, scope: !496, file: !3, line: 78, type: !499)
!501 = !DILocation(line: 78, column: 46, scope: !496)
!502 = !DILocalVariable(name: "n", arg: 2, scope: !496, file: !3, line: 78, type: !499)
!503 = !DILocation(line: 78, column: 63, scope: !496)
!504 = !DILocation(line: 79, column: 24, scope: !505)
!505 = distinct !DILexicalBlock(scope: !496, file: !3, line: 79, column: 7)
!506 = !DILocation(line: 79, column: 26, scope: !505)
!507 = !DILocation(line: 79, column: 7, scope: !496)
!508 = !DILocation(line: 79, column: 43, scope: !505)
!509 = !DILocation(line: 79, column: 45, scope: !505)
!510 = !DILocation(line: 79, column: 36, scope: !505)
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
