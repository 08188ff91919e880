; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Self = type { ptr, ptr }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i32, i64 }
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
define internal void @early_init() #0 !dbg !139 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !140
  %2 = add nsw i32 %1, 1, !dbg !140
  store i32 %2, ptr @ctor_ran, align 4, !dbg !140
  ret void, !dbg !141
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !142 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !143
  %2 = mul nsw i32 %1, 10, !dbg !143
  store i32 %2, ptr @ctor_ran, align 4, !dbg !143
  ret void, !dbg !144
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !145 {
  ret void, !dbg !146
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !147 {
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
    #dbg_declare(ptr %2, !151, !DIExpression(), !159)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false), !dbg !159
  %26 = load i32, ptr %2, align 8, !dbg !160
  %27 = shl i32 %26, 23, !dbg !160
  %28 = ashr i32 %27, 27, !dbg !160
  %29 = add nsw i32 %28, 2, !dbg !160
  %30 = load i32, ptr %2, align 8, !dbg !160
  %31 = and i32 %29, 31, !dbg !160
  %32 = shl i32 %31, 4, !dbg !160
  %33 = and i32 %30, -497, !dbg !160
  %34 = or i32 %33, %32, !dbg !160
  store i32 %34, ptr %2, align 8, !dbg !160
  %35 = shl i32 %31, 27, !dbg !160
  %36 = ashr i32 %35, 27, !dbg !160
  %37 = load i32, ptr %2, align 8, !dbg !161
  %38 = and i32 %37, 1, !dbg !161
  %39 = load i32, ptr %2, align 8, !dbg !162
  %40 = lshr i32 %39, 1, !dbg !162
  %41 = and i32 %40, 7, !dbg !162
  %42 = load i32, ptr %2, align 8, !dbg !163
  %43 = shl i32 %42, 23, !dbg !163
  %44 = ashr i32 %43, 27, !dbg !163
  %45 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1, !dbg !164
  %46 = load i64, ptr %45, align 8, !dbg !164
  %47 = and i64 %46, 1099511627775, !dbg !164
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %41, i32 noundef %44, i64 noundef %47, i32 noundef 16), !dbg !165
    #dbg_declare(ptr %3, !166, !DIExpression(), !171)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false), !dbg !171
    #dbg_declare(ptr %4, !172, !DIExpression(), !179)
  %49 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0, !dbg !180
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %49, i64 7, i1 false), !dbg !180
  %50 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0, !dbg !181
  %51 = load i8, ptr %50, align 1, !dbg !181
  %52 = sext i8 %51 to i32, !dbg !182
  %53 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1, !dbg !183
  %54 = load i32, ptr %53, align 1, !dbg !183
  %55 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2, !dbg !184
  %56 = load i16, ptr %55, align 1, !dbg !184
  %57 = zext i16 %56 to i32, !dbg !185
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52, i32 noundef %54, i32 noundef %57, i32 noundef 7), !dbg !186
    #dbg_declare(ptr %5, !187, !DIExpression(), !196)
  %59 = call ptr @malloc(i64 noundef 40) #8, !dbg !197
  store ptr %59, ptr %5, align 8, !dbg !196
  %60 = load ptr, ptr %5, align 8, !dbg !198
  %61 = getelementptr inbounds %struct.Msg, ptr %60, i32 0, i32 0, !dbg !199
  store i32 4, ptr %61, align 8, !dbg !200
    #dbg_declare(ptr %6, !201, !DIExpression(), !203)
  store i32 0, ptr %6, align 4, !dbg !203
  br label %62, !dbg !204

62:                                               ; preds = %77, %0
  %63 = load i32, ptr %6, align 4, !dbg !205
  %64 = load ptr, ptr %5, align 8, !dbg !207
  %65 = getelementptr inbounds %struct.Msg, ptr %64, i32 0, i32 0, !dbg !208
  %66 = load i32, ptr %65, align 8, !dbg !208
  %67 = icmp slt i32 %63, %66, !dbg !209
  br i1 %67, label %68, label %80, !dbg !210

68:                                               ; preds = %62
  %69 = load i32, ptr %6, align 4, !dbg !211
  %70 = sitofp i32 %69 to double, !dbg !211
  %71 = fdiv double %70, 4.000000e+00, !dbg !212
  %72 = load ptr, ptr %5, align 8, !dbg !213
  %73 = getelementptr inbounds %struct.Msg, ptr %72, i32 0, i32 1, !dbg !214
  %74 = load i32, ptr %6, align 4, !dbg !215
  %75 = sext i32 %74 to i64, !dbg !213
  %76 = getelementptr inbounds [0 x double], ptr %73, i64 0, i64 %75, !dbg !213
  store double %71, ptr %76, align 8, !dbg !216
  br label %77, !dbg !213

77:                                               ; preds = %68
  %78 = load i32, ptr %6, align 4, !dbg !217
  %79 = add nsw i32 %78, 1, !dbg !217
  store i32 %79, ptr %6, align 4, !dbg !217
  br label %62, !dbg !218, !llvm.loop !219

80:                                               ; preds = %62
  %81 = load ptr, ptr %5, align 8, !dbg !222
  %82 = getelementptr inbounds %struct.Msg, ptr %81, i32 0, i32 1, !dbg !223
  %83 = getelementptr inbounds [0 x double], ptr %82, i64 0, i64 3, !dbg !222
  %84 = load double, ptr %83, align 8, !dbg !222
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %84), !dbg !224
  %86 = load ptr, ptr %5, align 8, !dbg !225
  call void @llvm.memset.p0.i64(ptr align 8 %86, i8 0, i64 8, i1 false), !dbg !226
  %87 = load ptr, ptr %5, align 8, !dbg !227
  call void @free(ptr noundef %87), !dbg !228
    #dbg_declare(ptr %7, !229, !DIExpression(), !230)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false), !dbg !231
  %88 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0, !dbg !232
  store ptr %88, ptr %7, align 8, !dbg !230
  %89 = load ptr, ptr %7, align 8, !dbg !233
  call void @sort(ptr noundef %89, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !234
  %90 = load ptr, ptr %7, align 8, !dbg !235
  %91 = getelementptr inbounds i32, ptr %90, i64 0, !dbg !235
  %92 = load i32, ptr %91, align 4, !dbg !235
  %93 = load ptr, ptr %7, align 8, !dbg !236
  %94 = getelementptr inbounds i32, ptr %93, i64 1, !dbg !236
  %95 = load i32, ptr %94, align 4, !dbg !236
  %96 = load ptr, ptr %7, align 8, !dbg !237
  %97 = getelementptr inbounds i32, ptr %96, i64 7, !dbg !237
  %98 = load i32, ptr %97, align 4, !dbg !237
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %92, i32 noundef %95, i32 noundef %98), !dbg !238
    #dbg_declare(ptr %9, !239, !DIExpression(), !241)
  %100 = load i32, ptr %10, align 8, !dbg !242
  %101 = and i32 %100, -2, !dbg !242
  %102 = or i32 %101, 0, !dbg !242
  store i32 %102, ptr %10, align 8, !dbg !242
  %103 = load i32, ptr %10, align 8, !dbg !242
  %104 = and i32 %103, -15, !dbg !242
  %105 = or i32 %104, 4, !dbg !242
  store i32 %105, ptr %10, align 8, !dbg !242
  %106 = load i32, ptr %10, align 8, !dbg !242
  %107 = and i32 %106, -497, !dbg !242
  %108 = or i32 %107, 0, !dbg !242
  store i32 %108, ptr %10, align 8, !dbg !242
  %109 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1, !dbg !242
  %110 = load i64, ptr %109, align 8, !dbg !242
  %111 = and i64 %110, -1099511627776, !dbg !242
  %112 = or i64 %111, 0, !dbg !242
  store i64 %112, ptr %109, align 8, !dbg !242
  store ptr %10, ptr %9, align 8, !dbg !241
  %113 = load ptr, ptr %9, align 8, !dbg !243
  %114 = load i32, ptr %113, align 8, !dbg !244
  %115 = lshr i32 %114, 1, !dbg !244
  %116 = and i32 %115, 7, !dbg !244
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %116), !dbg !245
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9), !dbg !246
    #dbg_declare(ptr %11, !247, !DIExpression(), !249)
  store i32 3, ptr %11, align 4, !dbg !249
    #dbg_declare(ptr %12, !250, !DIExpression(), !249)
  store i32 8, ptr %12, align 4, !dbg !249
  %119 = load i32, ptr %11, align 4, !dbg !249
  %120 = load i32, ptr %12, align 4, !dbg !249
  %121 = icmp sgt i32 %119, %120, !dbg !249
  br i1 %121, label %122, label %124, !dbg !249

122:                                              ; preds = %80
  %123 = load i32, ptr %11, align 4, !dbg !249
  br label %126, !dbg !249

124:                                              ; preds = %80
  %125 = load i32, ptr %12, align 4, !dbg !249
  br label %126, !dbg !249

126:                                              ; preds = %124, %122
  %127 = phi i32 [ %123, %122 ], [ %125, %124 ], !dbg !249
  store i32 %127, ptr %13, align 4, !dbg !249
  %128 = load i32, ptr %13, align 4, !dbg !249
    #dbg_declare(ptr %14, !251, !DIExpression(), !253)
  store double 2.500000e+00, ptr %14, align 8, !dbg !253
    #dbg_declare(ptr %15, !254, !DIExpression(), !253)
  store double -1.000000e+00, ptr %15, align 8, !dbg !253
  %129 = load double, ptr %14, align 8, !dbg !253
  %130 = load double, ptr %15, align 8, !dbg !253
  %131 = fcmp ogt double %129, %130, !dbg !253
  br i1 %131, label %132, label %134, !dbg !253

132:                                              ; preds = %126
  %133 = load double, ptr %14, align 8, !dbg !253
  br label %136, !dbg !253

134:                                              ; preds = %126
  %135 = load double, ptr %15, align 8, !dbg !253
  br label %136, !dbg !253

136:                                              ; preds = %134, %132
  %137 = phi double [ %133, %132 ], [ %135, %134 ], !dbg !253
  store double %137, ptr %16, align 8, !dbg !253
  %138 = load double, ptr %16, align 8, !dbg !253
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %128, double noundef %138), !dbg !255
    #dbg_declare(ptr %17, !256, !DIExpression(), !257)
    #dbg_declare(ptr %18, !258, !DIExpression(), !259)
  %140 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !260
  %141 = extractvalue { i32, i1 } %140, 1, !dbg !260
  %142 = extractvalue { i32, i1 } %140, 0, !dbg !260
  store i32 %142, ptr %17, align 4, !dbg !260
  %143 = zext i1 %141 to i32, !dbg !260
  store i32 %143, ptr %18, align 4, !dbg !259
    #dbg_declare(ptr %19, !261, !DIExpression(), !262)
    #dbg_declare(ptr %20, !263, !DIExpression(), !264)
  %144 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !265
  %145 = extractvalue { i64, i1 } %144, 1, !dbg !265
  %146 = extractvalue { i64, i1 } %144, 0, !dbg !265
  store i64 %146, ptr %19, align 8, !dbg !265
  %147 = zext i1 %145 to i32, !dbg !265
  store i32 %147, ptr %20, align 4, !dbg !264
  %148 = load i32, ptr %18, align 4, !dbg !266
  %149 = load i32, ptr %17, align 4, !dbg !267
  %150 = load i32, ptr %20, align 4, !dbg !268
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %148, i32 noundef %149, i32 noundef %150), !dbg !269
    #dbg_declare(ptr %21, !270, !DIExpression(), !272)
  %152 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !272
  %153 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !272
  store double 1.000000e+00, ptr %152, align 8, !dbg !272
  store double 2.000000e+00, ptr %153, align 8, !dbg !272
    #dbg_declare(ptr %22, !273, !DIExpression(), !274)
  %154 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !275
  %155 = load double, ptr %154, align 8, !dbg !275
  %156 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !275
  %157 = load double, ptr %156, align 8, !dbg !275
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !276
  %159 = load double, ptr %158, align 8, !dbg !276
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !276
  %161 = load double, ptr %160, align 8, !dbg !276
  %162 = fmul double %155, %159, !dbg !277
  %163 = fmul double %157, %161, !dbg !277
  %164 = fmul double %155, %161, !dbg !277
  %165 = fmul double %157, %159, !dbg !277
  %166 = fsub double %162, %163, !dbg !277
  %167 = fadd double %164, %165, !dbg !277
  %168 = fcmp uno double %166, %166, !dbg !277
  br i1 %168, label %169, label %176, !dbg !277, !prof !278

169:                                              ; preds = %136
  %170 = fcmp uno double %167, %167, !dbg !277
  br i1 %170, label %171, label %176, !dbg !277, !prof !278

171:                                              ; preds = %169
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %23, double noundef %155, double noundef %157, double noundef %159, double noundef %161) #9, !dbg !277
  %172 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0, !dbg !277
  %173 = load double, ptr %172, align 8, !dbg !277
  %174 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1, !dbg !277
  %175 = load double, ptr %174, align 8, !dbg !277
  br label %176, !dbg !277

176:                                              ; preds = %171, %169, %136
  %177 = phi double [ %166, %136 ], [ %166, %169 ], [ %173, %171 ], !dbg !277
  %178 = phi double [ %167, %136 ], [ %167, %169 ], [ %175, %171 ], !dbg !277
  %179 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !274
  %180 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !274
  store double %177, ptr %179, align 8, !dbg !274
  store double %178, ptr %180, align 8, !dbg !274
  %181 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !279
  %182 = load double, ptr %181, align 8, !dbg !279
  %183 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !280
  %184 = load double, ptr %183, align 8, !dbg !280
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %182, double noundef %184), !dbg !281
    #dbg_declare(ptr %24, !282, !DIExpression(), !284)
  %186 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !284
  %187 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !284
  store float 1.000000e+00, ptr %186, align 4, !dbg !284
  store float -1.000000e+00, ptr %187, align 4, !dbg !284
  %188 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !285
  %189 = load float, ptr %188, align 4, !dbg !285
  %190 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !285
  %191 = load float, ptr %190, align 4, !dbg !285
  %192 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !286
  %193 = load float, ptr %192, align 4, !dbg !286
  %194 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !286
  %195 = load float, ptr %194, align 4, !dbg !286
  %196 = fadd float %193, 1.000000e+00, !dbg !287
  %197 = call i64 @__divsc3(float noundef %189, float noundef %191, float noundef %196, float noundef %195) #9, !dbg !288
  store i64 %197, ptr %25, align 4, !dbg !288
  %198 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0, !dbg !288
  %199 = load float, ptr %198, align 4, !dbg !288
  %200 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1, !dbg !288
  %201 = load float, ptr %200, align 4, !dbg !288
  %202 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !289
  %203 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !289
  store float %199, ptr %202, align 4, !dbg !289
  store float %201, ptr %203, align 4, !dbg !289
  %204 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !290
  %205 = load float, ptr %204, align 4, !dbg !290
  %206 = fpext float %205 to double, !dbg !291
  %207 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !292
  %208 = load float, ptr %207, align 4, !dbg !292
  %209 = fpext float %208 to double, !dbg !293
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %206, double noundef %209), !dbg !294
  %211 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4, !dbg !295
  %212 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 8, !dbg !296
  %213 = add nsw i32 %211, %212, !dbg !297
  %214 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 16, !dbg !298
  %215 = getelementptr inbounds %struct.Self, ptr %214, i32 0, i32 1, !dbg !299
  %216 = load ptr, ptr %215, align 8, !dbg !299
  %217 = load i32, ptr %216, align 4, !dbg !300
  %218 = load ptr, ptr @ring, align 16, !dbg !301
  %219 = getelementptr inbounds %struct.Self, ptr %218, i32 0, i32 1, !dbg !302
  %220 = load ptr, ptr %219, align 8, !dbg !302
  %221 = load i32, ptr %220, align 4, !dbg !303
  %222 = load ptr, ptr @hook, align 8, !dbg !304
  %223 = icmp eq ptr %222, null, !dbg !305
  %224 = zext i1 %223 to i32, !dbg !305
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %213, i32 noundef 32, i32 noundef %217, i32 noundef %221, ptr noundef getelementptr (i8, ptr @.str.15, i64 1), i32 noundef %224), !dbg !306
  %226 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8, !dbg !307
  %227 = fpext float %226 to double, !dbg !307
  %228 = load i32, ptr @ctor_ran, align 4, !dbg !308
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %227, i32 noundef 32, i32 noundef %228), !dbg !309
  %230 = call i32 @vla_sum(i32 noundef 12), !dbg !310
  %231 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !311
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %230, i32 noundef %231), !dbg !312
  ret i32 0, !dbg !313
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
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 !dbg !314 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !323, !DIExpression(), !324)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !325, !DIExpression(), !326)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !327, !DIExpression(), !328)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !329, !DIExpression(), !330)
    #dbg_declare(ptr %9, !331, !DIExpression(), !333)
  %13 = load ptr, ptr %5, align 8, !dbg !334
  store ptr %13, ptr %9, align 8, !dbg !333
    #dbg_declare(ptr %10, !335, !DIExpression(), !339)
    #dbg_declare(ptr %11, !340, !DIExpression(), !342)
  store i32 1, ptr %11, align 4, !dbg !342
  br label %14, !dbg !343

14:                                               ; preds = %81, %4
  %15 = load i32, ptr %11, align 4, !dbg !344
  %16 = load i32, ptr %6, align 4, !dbg !346
  %17 = icmp slt i32 %15, %16, !dbg !347
  br i1 %17, label %18, label %84, !dbg !348

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !349, !DIExpression(), !351)
  %19 = load i32, ptr %11, align 4, !dbg !352
  store i32 %19, ptr %12, align 4, !dbg !351
  br label %20, !dbg !353

20:                                               ; preds = %77, %18
  %21 = load i32, ptr %12, align 4, !dbg !354
  %22 = icmp sgt i32 %21, 0, !dbg !356
  br i1 %22, label %23, label %40, !dbg !357

23:                                               ; preds = %20
  %24 = load ptr, ptr %8, align 8, !dbg !358
  %25 = load ptr, ptr %9, align 8, !dbg !359
  %26 = load i32, ptr %12, align 4, !dbg !360
  %27 = sub nsw i32 %26, 1, !dbg !361
  %28 = load i32, ptr %7, align 4, !dbg !362
  %29 = mul nsw i32 %27, %28, !dbg !363
  %30 = sext i32 %29 to i64, !dbg !364
  %31 = getelementptr inbounds i8, ptr %25, i64 %30, !dbg !364
  %32 = load ptr, ptr %9, align 8, !dbg !365
  %33 = load i32, ptr %12, align 4, !dbg !366
  %34 = load i32, ptr %7, align 4, !dbg !367
  %35 = mul nsw i32 %33, %34, !dbg !368
  %36 = sext i32 %35 to i64, !dbg !369
  %37 = getelementptr inbounds i8, ptr %32, i64 %36, !dbg !369
  %38 = call i32 %24(ptr noundef %31, ptr noundef %37), !dbg !358
  %39 = icmp sgt i32 %38, 0, !dbg !370
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ], !dbg !371
  br i1 %41, label %42, label %80, !dbg !372

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !373
  %44 = load ptr, ptr %9, align 8, !dbg !375
  %45 = load i32, ptr %12, align 4, !dbg !376
  %46 = load i32, ptr %7, align 4, !dbg !377
  %47 = mul nsw i32 %45, %46, !dbg !378
  %48 = sext i32 %47 to i64, !dbg !379
  %49 = getelementptr inbounds i8, ptr %44, i64 %48, !dbg !379
  %50 = load i32, ptr %7, align 4, !dbg !380
  %51 = sext i32 %50 to i64, !dbg !380
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 1 %49, i64 %51, i1 false), !dbg !373
  %52 = load ptr, ptr %9, align 8, !dbg !381
  %53 = load i32, ptr %12, align 4, !dbg !382
  %54 = load i32, ptr %7, align 4, !dbg !383
  %55 = mul nsw i32 %53, %54, !dbg !384
  %56 = sext i32 %55 to i64, !dbg !385
  %57 = getelementptr inbounds i8, ptr %52, i64 %56, !dbg !385
  %58 = load ptr, ptr %9, align 8, !dbg !386
  %59 = load i32, ptr %12, align 4, !dbg !387
  %60 = sub nsw i32 %59, 1, !dbg !388
  %61 = load i32, ptr %7, align 4, !dbg !389
  %62 = mul nsw i32 %60, %61, !dbg !390
  %63 = sext i32 %62 to i64, !dbg !391
  %64 = getelementptr inbounds i8, ptr %58, i64 %63, !dbg !391
  %65 = load i32, ptr %7, align 4, !dbg !392
  %66 = sext i32 %65 to i64, !dbg !392
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %64, i64 %66, i1 false), !dbg !393
  %67 = load ptr, ptr %9, align 8, !dbg !394
  %68 = load i32, ptr %12, align 4, !dbg !395
  %69 = sub nsw i32 %68, 1, !dbg !396
  %70 = load i32, ptr %7, align 4, !dbg !397
  %71 = mul nsw i32 %69, %70, !dbg !398
  %72 = sext i32 %71 to i64, !dbg !399
  %73 = getelementptr inbounds i8, ptr %67, i64 %72, !dbg !399
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !400
  %75 = load i32, ptr %7, align 4, !dbg !401
  %76 = sext i32 %75 to i64, !dbg !401
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 16 %74, i64 %76, i1 false), !dbg !400
  br label %77, !dbg !402

77:                                               ; preds = %42
  %78 = load i32, ptr %12, align 4, !dbg !403
  %79 = add nsw i32 %78, -1, !dbg !403
  store i32 %79, ptr %12, align 4, !dbg !403
  br label %20, !dbg !404, !llvm.loop !405

80:                                               ; preds = %40
  br label %81, !dbg !406

81:                                               ; preds = %80
  %82 = load i32, ptr %11, align 4, !dbg !407
  %83 = add nsw i32 %82, 1, !dbg !407
  store i32 %83, ptr %11, align 4, !dbg !407
  br label %14, !dbg !408, !llvm.loop !409

84:                                               ; preds = %14
  ret void, !dbg !411
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !412 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !413, !DIExpression(), !414)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !415, !DIExpression(), !416)
  %5 = load ptr, ptr %4, align 8, !dbg !417
  %6 = load i32, ptr %5, align 4, !dbg !418
  %7 = load ptr, ptr %3, align 8, !dbg !419
  %8 = load i32, ptr %7, align 4, !dbg !420
  %9 = sub nsw i32 %6, %8, !dbg !421
  ret i32 %9, !dbg !422
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare dso_local void @__muldc3(ptr, double, double, double, double)

declare dso_local i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !423 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !426, !DIExpression(), !427)
  %10 = load i32, ptr %2, align 4, !dbg !428
  %11 = zext i32 %10 to i64, !dbg !429
  %12 = call ptr @llvm.stacksave.p0(), !dbg !429
  store ptr %12, ptr %3, align 8, !dbg !429
  %13 = alloca i32, i64 %11, align 16, !dbg !429
  store i64 %11, ptr %4, align 8, !dbg !429
    #dbg_declare(ptr %4, !430, !DIExpression(), !431)
    #dbg_declare(ptr %13, !432, !DIExpression(), !436)
    #dbg_declare(ptr %5, !437, !DIExpression(), !439)
  store i32 0, ptr %5, align 4, !dbg !439
  br label %14, !dbg !440

14:                                               ; preds = %25, %1
  %15 = load i32, ptr %5, align 4, !dbg !441
  %16 = load i32, ptr %2, align 4, !dbg !443
  %17 = icmp slt i32 %15, %16, !dbg !444
  br i1 %17, label %18, label %28, !dbg !445

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4, !dbg !446
  %20 = load i32, ptr %5, align 4, !dbg !447
  %21 = mul nsw i32 %19, %20, !dbg !448
  %22 = load i32, ptr %5, align 4, !dbg !449
  %23 = sext i32 %22 to i64, !dbg !450
  %24 = getelementptr inbounds i32, ptr %13, i64 %23, !dbg !450
  store i32 %21, ptr %24, align 4, !dbg !451
  br label %25, !dbg !450

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 4, !dbg !452
  %27 = add nsw i32 %26, 1, !dbg !452
  store i32 %27, ptr %5, align 4, !dbg !452
  br label %14, !dbg !453, !llvm.loop !454

28:                                               ; preds = %14
    #dbg_declare(ptr %6, !456, !DIExpression(), !457)
  store i32 0, ptr %6, align 4, !dbg !457
    #dbg_declare(ptr %7, !458, !DIExpression(), !460)
  store i32 0, ptr %7, align 4, !dbg !460
  br label %29, !dbg !461

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %7, align 4, !dbg !462
  %31 = load i32, ptr %2, align 4, !dbg !464
  %32 = icmp slt i32 %30, %31, !dbg !465
  br i1 %32, label %33, label %56, !dbg !466

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4, !dbg !467
  %35 = add nsw i32 %34, 1, !dbg !469
  %36 = zext i32 %35 to i64, !dbg !470
  %37 = call ptr @llvm.stacksave.p0(), !dbg !470
  store ptr %37, ptr %8, align 8, !dbg !470
  %38 = alloca i32, i64 %36, align 16, !dbg !470
  store i64 %36, ptr %9, align 8, !dbg !470
    #dbg_declare(ptr %9, !471, !DIExpression(), !472)
    #dbg_declare(ptr %38, !473, !DIExpression(), !477)
  %39 = load i32, ptr %7, align 4, !dbg !478
  %40 = sext i32 %39 to i64, !dbg !479
  %41 = getelementptr inbounds i32, ptr %13, i64 %40, !dbg !479
  %42 = load i32, ptr %41, align 4, !dbg !479
  %43 = load i32, ptr %7, align 4, !dbg !480
  %44 = sext i32 %43 to i64, !dbg !481
  %45 = getelementptr inbounds i32, ptr %38, i64 %44, !dbg !481
  store i32 %42, ptr %45, align 4, !dbg !482
  %46 = load i32, ptr %7, align 4, !dbg !483
  %47 = sext i32 %46 to i64, !dbg !484
  %48 = getelementptr inbounds i32, ptr %38, i64 %47, !dbg !484
  %49 = load i32, ptr %48, align 4, !dbg !484
  %50 = load i32, ptr %6, align 4, !dbg !485
  %51 = add nsw i32 %50, %49, !dbg !485
  store i32 %51, ptr %6, align 4, !dbg !485
  %52 = load ptr, ptr %8, align 8, !dbg !486
  call void @llvm.stackrestore.p0(ptr %52), !dbg !486
  br label %53, !dbg !487

53:                                               ; preds = %33
  %54 = load i32, ptr %7, align 4, !dbg !488
  %55 = add nsw i32 %54, 1, !dbg !488
  store i32 %55, ptr %7, align 4, !dbg !488
  br label %29, !dbg !489, !llvm.loop !490

56:                                               ; preds = %29
  %57 = load i32, ptr %6, align 4, !dbg !492
  %58 = load ptr, ptr %3, align 8, !dbg !493
  call void @llvm.stackrestore.p0(ptr %58), !dbg !493
  ret i32 %57, !dbg !493
}

; Function Attrs: noinline optnone uwtable
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137}
!llvm.ident = !{!138}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus")
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
!86 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
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
!132 = !{i32 7, !"Dwarf Version", i32 4}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 2}
!135 = !{i32 8, !"PIC Level", i32 2}
!136 = !{i32 7, !"uwtable", i32 2}
!137 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !153)
!153 = !{!154, !156, !157, !158}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !152, file: !3, line: 15, baseType: !155, size: 1, flags: DIFlagBitField, extraData: i64 0)
!155 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !152, file: !3, line: 16, baseType: !155, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !152, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !152, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
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
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !190)
!190 = !{!191, !192}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !189, file: !3, line: 29, baseType: !6, size: 32)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !189, file: !3, line: 30, baseType: !193, offset: 64)
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
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
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
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!319 = !DISubroutineType(types: !320)
!320 = !{!6, !321, !321}
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
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
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
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
!430 = !DILocalVariable(name: "__vla_expr0", scope: !423, type: !5, flags: DIFlagArtificial)
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
!471 = !DILocalVariable(name: "__vla_expr1", scope: !468, type: !5, flags: DIFlagArtificial)
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
