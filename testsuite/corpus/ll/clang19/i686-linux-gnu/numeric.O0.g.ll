; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%union.Pun = type { float }

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !66
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !71
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !74
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !76
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !37
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !44
@.str.8 = private unnamed_addr constant [18 x i8] c"u128 unsupported\0A\00", align 1, !dbg !49
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !54
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !64
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !79
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !81
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !83
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !85
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !87
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !89
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !91
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !93
@ld_poly.c = internal constant [4 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFC8000000000000000, x86_fp80 0xK4000C90FDAA22168C235], align 4, !dbg !95

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !118)
  store i32 0, ptr %2, align 4, !dbg !118
  br label %9, !dbg !119

9:                                                ; preds = %36, %0
  %10 = load i32, ptr %2, align 4, !dbg !120
  %11 = icmp slt i32 %10, 256, !dbg !122
  br i1 %11, label %12, label %39, !dbg !123

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4, !dbg !124
  %14 = mul nsw i32 %13, 3, !dbg !126
  %15 = sub nsw i32 %14, 100, !dbg !127
  %16 = load i32, ptr %2, align 4, !dbg !128
  %17 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %16, !dbg !129
  store i32 %15, ptr %17, align 4, !dbg !130
  %18 = load i32, ptr %2, align 4, !dbg !131
  %19 = mul nsw i32 %18, 7, !dbg !132
  %20 = and i32 %19, 63, !dbg !133
  %21 = load i32, ptr %2, align 4, !dbg !134
  %22 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %21, !dbg !135
  store i32 %20, ptr %22, align 4, !dbg !136
  %23 = load i32, ptr %2, align 4, !dbg !137
  %24 = sitofp i32 %23 to float, !dbg !138
  %25 = fmul float %24, 5.000000e-01, !dbg !139
  %26 = load i32, ptr %2, align 4, !dbg !140
  %27 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %26, !dbg !141
  store float %25, ptr %27, align 4, !dbg !142
  %28 = load i32, ptr %2, align 4, !dbg !143
  %29 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %28, !dbg !144
  store float 1.000000e+00, ptr %29, align 4, !dbg !145
  %30 = load i32, ptr %2, align 4, !dbg !146
  %31 = add nsw i32 %30, 1, !dbg !147
  %32 = sitofp i32 %31 to double, !dbg !148
  %33 = fdiv double 1.000000e+00, %32, !dbg !149
  %34 = load i32, ptr %2, align 4, !dbg !150
  %35 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %34, !dbg !151
  store double %33, ptr %35, align 8, !dbg !152
  br label %36, !dbg !153

36:                                               ; preds = %12
  %37 = load i32, ptr %2, align 4, !dbg !154
  %38 = add nsw i32 %37, 1, !dbg !154
  store i32 %38, ptr %2, align 4, !dbg !154
  br label %9, !dbg !155, !llvm.loop !156

39:                                               ; preds = %9
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !159
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !160
  %40 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !161
  %41 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !162
  %42 = zext i8 %41 to i32, !dbg !162
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %42), !dbg !163
  %44 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i32 0, i32 10), align 4, !dbg !164
  %45 = fpext float %44 to double, !dbg !164
  %46 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !165
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %45, double noundef %46), !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !180)
  store float -1.500000e+00, ptr %3, align 4, !dbg !181
  %48 = load i32, ptr %3, align 4, !dbg !182
  %49 = load i32, ptr %3, align 4, !dbg !183
  %50 = lshr i32 %49, 31, !dbg !183
  %51 = load i32, ptr %3, align 4, !dbg !184
  %52 = lshr i32 %51, 23, !dbg !184
  %53 = and i32 %52, 255, !dbg !184
  %54 = load i32, ptr %3, align 4, !dbg !185
  %55 = and i32 %54, 8388607, !dbg !185
  %56 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0, !dbg !186
  %57 = load i8, ptr %56, align 4, !dbg !186
  %58 = zext i8 %57 to i32, !dbg !186
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48, i32 noundef %50, i32 noundef %53, i32 noundef %55, i32 noundef %58), !dbg !187
    #dbg_declare(ptr %4, !188, !DIExpression(), !189)
  store i32 -267534609, ptr %4, align 4, !dbg !189
  %60 = load i32, ptr %4, align 4, !dbg !190
  %61 = call i32 @popcnt_manual(i32 noundef %60), !dbg !191
  %62 = load i32, ptr %4, align 4, !dbg !192
  %63 = call i32 @llvm.ctpop.i32(i32 %62), !dbg !193
  %64 = load i32, ptr %4, align 4, !dbg !194
  %65 = lshr i32 %64, 4, !dbg !195
  %66 = call i32 @llvm.ctlz.i32(i32 %65, i1 true), !dbg !196
  %67 = load i32, ptr %4, align 4, !dbg !197
  %68 = and i32 %67, -2, !dbg !198
  %69 = call i32 @llvm.cttz.i32(i32 %68, i1 true), !dbg !199
  %70 = load i32, ptr %4, align 4, !dbg !200
  %71 = call i32 @llvm.bswap.i32(i32 %70), !dbg !201
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %61, i32 noundef %63, i32 noundef %66, i32 noundef %69, i32 noundef %71), !dbg !202
  %73 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !203
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %73), !dbg !204
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !205
    #dbg_declare(ptr %5, !206, !DIExpression(), !208)
  store i32 -1, ptr %5, align 4, !dbg !208
  br label %76, !dbg !209

76:                                               ; preds = %83, %39
  %77 = load i32, ptr %5, align 4, !dbg !210
  %78 = icmp sle i32 %77, 7, !dbg !212
  br i1 %78, label %79, label %86, !dbg !213

79:                                               ; preds = %76
  %80 = load i32, ptr %5, align 4, !dbg !214
  %81 = call ptr @day_name(i32 noundef %80), !dbg !215
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %81), !dbg !216
  br label %83, !dbg !216

83:                                               ; preds = %79
  %84 = load i32, ptr %5, align 4, !dbg !217
  %85 = add nsw i32 %84, 1, !dbg !217
  store i32 %85, ptr %5, align 4, !dbg !217
  br label %76, !dbg !218, !llvm.loop !219

86:                                               ; preds = %76
  %87 = call i32 @sparse(i32 noundef -1000), !dbg !221
  %88 = call i32 @sparse(i32 noundef 7), !dbg !222
  %89 = call i32 @sparse(i32 noundef 78), !dbg !223
  %90 = call i32 @sparse(i32 noundef 100000), !dbg !224
  %91 = call i32 @sparse(i32 noundef 2147483647), !dbg !225
  %92 = call i32 @sparse(i32 noundef -3), !dbg !226
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91, i32 noundef %92), !dbg !227
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !228
    #dbg_declare(ptr %6, !229, !DIExpression(), !230)
  %95 = call x86_fp80 @ld_poly(x86_fp80 noundef 0xK3FFD8000000000000000), !dbg !231
  store x86_fp80 %95, ptr %6, align 4, !dbg !230
  %96 = load x86_fp80, ptr %6, align 4, !dbg !232
  %97 = fptrunc x86_fp80 %96 to double, !dbg !233
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %97, i32 noundef 12), !dbg !234
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 2.375000e+00), !dbg !235
    #dbg_declare(ptr %7, !236, !DIExpression(), !237)
  store float 0x7FF8000000000000, ptr %7, align 4, !dbg !237
    #dbg_declare(ptr %8, !238, !DIExpression(), !239)
  store float 0x7FF0000000000000, ptr %8, align 4, !dbg !239
  %100 = load float, ptr %7, align 4, !dbg !240
  %101 = load float, ptr %7, align 4, !dbg !241
  %102 = fcmp une float %100, %101, !dbg !242
  %103 = zext i1 %102 to i32, !dbg !242
  %104 = load float, ptr %8, align 4, !dbg !243
  %105 = fcmp ogt float %104, 0x47D2CED320000000, !dbg !244
  %106 = zext i1 %105 to i32, !dbg !244
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %103, i32 noundef %106, i32 noundef 1), !dbg !245
  ret i32 0, !dbg !246
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !247 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !255, !DIExpression(), !256)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !257, !DIExpression(), !258)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !259, !DIExpression(), !260)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !261, !DIExpression(), !262)
    #dbg_declare(ptr %9, !263, !DIExpression(), !265)
  store i32 0, ptr %9, align 4, !dbg !265
  br label %10, !dbg !266

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4, !dbg !267
  %12 = load i32, ptr %8, align 4, !dbg !269
  %13 = icmp slt i32 %11, %12, !dbg !270
  br i1 %13, label %14, label %33, !dbg !271

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 4, !dbg !272
  %16 = load i32, ptr %9, align 4, !dbg !273
  %17 = getelementptr inbounds i32, ptr %15, i32 %16, !dbg !272
  %18 = load i32, ptr %17, align 4, !dbg !272
  %19 = load i32, ptr %7, align 4, !dbg !274
  %20 = mul nsw i32 %18, %19, !dbg !275
  %21 = load ptr, ptr %6, align 4, !dbg !276
  %22 = load i32, ptr %9, align 4, !dbg !277
  %23 = getelementptr inbounds i32, ptr %21, i32 %22, !dbg !276
  %24 = load i32, ptr %23, align 4, !dbg !276
  %25 = ashr i32 %24, 1, !dbg !278
  %26 = add nsw i32 %20, %25, !dbg !279
  %27 = load ptr, ptr %5, align 4, !dbg !280
  %28 = load i32, ptr %9, align 4, !dbg !281
  %29 = getelementptr inbounds i32, ptr %27, i32 %28, !dbg !280
  store i32 %26, ptr %29, align 4, !dbg !282
  br label %30, !dbg !280

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4, !dbg !283
  %32 = add nsw i32 %31, 1, !dbg !283
  store i32 %32, ptr %9, align 4, !dbg !283
  br label %10, !dbg !284, !llvm.loop !285

33:                                               ; preds = %10
  ret void, !dbg !287
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !288 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !296, !DIExpression(), !297)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !298, !DIExpression(), !299)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !300, !DIExpression(), !301)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !302, !DIExpression(), !303)
    #dbg_declare(ptr %9, !304, !DIExpression(), !306)
  store i32 0, ptr %9, align 4, !dbg !306
  br label %10, !dbg !307

10:                                               ; preds = %28, %4
  %11 = load i32, ptr %9, align 4, !dbg !308
  %12 = load i32, ptr %8, align 4, !dbg !310
  %13 = icmp slt i32 %11, %12, !dbg !311
  br i1 %13, label %14, label %31, !dbg !312

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !313
  %16 = load ptr, ptr %6, align 4, !dbg !314
  %17 = load i32, ptr %9, align 4, !dbg !315
  %18 = getelementptr inbounds float, ptr %16, i32 %17, !dbg !314
  %19 = load float, ptr %18, align 4, !dbg !314
  %20 = load ptr, ptr %5, align 4, !dbg !316
  %21 = load i32, ptr %9, align 4, !dbg !317
  %22 = getelementptr inbounds float, ptr %20, i32 %21, !dbg !316
  %23 = load float, ptr %22, align 4, !dbg !316
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !318
  %25 = load ptr, ptr %5, align 4, !dbg !319
  %26 = load i32, ptr %9, align 4, !dbg !320
  %27 = getelementptr inbounds float, ptr %25, i32 %26, !dbg !319
  store float %24, ptr %27, align 4, !dbg !321
  br label %28, !dbg !319

28:                                               ; preds = %14
  %29 = load i32, ptr %9, align 4, !dbg !322
  %30 = add nsw i32 %29, 1, !dbg !322
  store i32 %30, ptr %9, align 4, !dbg !322
  br label %10, !dbg !323, !llvm.loop !324

31:                                               ; preds = %10
  ret void, !dbg !326
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !327 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !330, !DIExpression(), !331)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !332, !DIExpression(), !333)
    #dbg_declare(ptr %5, !334, !DIExpression(), !335)
  store i32 0, ptr %5, align 4, !dbg !335
    #dbg_declare(ptr %6, !336, !DIExpression(), !338)
  store i32 0, ptr %6, align 4, !dbg !338
  br label %7, !dbg !339

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4, !dbg !340
  %9 = load i32, ptr %4, align 4, !dbg !342
  %10 = icmp slt i32 %8, %9, !dbg !343
  br i1 %10, label %11, label %21, !dbg !344

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !345
  %13 = load i32, ptr %6, align 4, !dbg !346
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !345
  %15 = load i32, ptr %14, align 4, !dbg !345
  %16 = load i32, ptr %5, align 4, !dbg !347
  %17 = add nsw i32 %16, %15, !dbg !347
  store i32 %17, ptr %5, align 4, !dbg !347
  br label %18, !dbg !348

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !349
  %20 = add nsw i32 %19, 1, !dbg !349
  store i32 %20, ptr %6, align 4, !dbg !349
  br label %7, !dbg !350, !llvm.loop !351

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4, !dbg !353
  ret i32 %22, !dbg !354
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !355 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !358, !DIExpression(), !359)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !360, !DIExpression(), !361)
    #dbg_declare(ptr %5, !362, !DIExpression(), !363)
  store i32 0, ptr %5, align 4, !dbg !363
    #dbg_declare(ptr %6, !364, !DIExpression(), !366)
  store i32 0, ptr %6, align 4, !dbg !366
  br label %7, !dbg !367

7:                                                ; preds = %27, %2
  %8 = load i32, ptr %6, align 4, !dbg !368
  %9 = load i32, ptr %4, align 4, !dbg !370
  %10 = icmp slt i32 %8, %9, !dbg !371
  br i1 %10, label %11, label %30, !dbg !372

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !373
  %13 = load i32, ptr %6, align 4, !dbg !374
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !373
  %15 = load i32, ptr %14, align 4, !dbg !373
  %16 = load i32, ptr %5, align 4, !dbg !375
  %17 = icmp sgt i32 %15, %16, !dbg !376
  br i1 %17, label %18, label %23, !dbg !373

18:                                               ; preds = %11
  %19 = load ptr, ptr %3, align 4, !dbg !377
  %20 = load i32, ptr %6, align 4, !dbg !378
  %21 = getelementptr inbounds i32, ptr %19, i32 %20, !dbg !377
  %22 = load i32, ptr %21, align 4, !dbg !377
  br label %25, !dbg !373

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4, !dbg !379
  br label %25, !dbg !373

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !373
  store i32 %26, ptr %5, align 4, !dbg !380
  br label %27, !dbg !381

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4, !dbg !382
  %29 = add nsw i32 %28, 1, !dbg !382
  store i32 %29, ptr %6, align 4, !dbg !382
  br label %7, !dbg !383, !llvm.loop !384

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4, !dbg !386
  %32 = icmp sgt i32 %31, 255, !dbg !387
  br i1 %32, label %33, label %34, !dbg !386

33:                                               ; preds = %30
  br label %36, !dbg !386

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4, !dbg !388
  br label %36, !dbg !386

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !386
  %38 = trunc i32 %37 to i8, !dbg !389
  ret i8 %38, !dbg !390
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !391 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !396, !DIExpression(), !397)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !398, !DIExpression(), !399)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !400, !DIExpression(), !401)
    #dbg_declare(ptr %7, !402, !DIExpression(), !403)
  store double 0.000000e+00, ptr %7, align 8, !dbg !403
    #dbg_declare(ptr %8, !404, !DIExpression(), !406)
  store i32 0, ptr %8, align 4, !dbg !406
  br label %9, !dbg !407

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %8, align 4, !dbg !408
  %11 = load i32, ptr %6, align 4, !dbg !410
  %12 = icmp slt i32 %10, %11, !dbg !411
  br i1 %12, label %13, label %28, !dbg !412

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 4, !dbg !413
  %15 = load i32, ptr %8, align 4, !dbg !414
  %16 = getelementptr inbounds double, ptr %14, i32 %15, !dbg !413
  %17 = load double, ptr %16, align 4, !dbg !413
  %18 = load ptr, ptr %5, align 4, !dbg !415
  %19 = load i32, ptr %8, align 4, !dbg !416
  %20 = getelementptr inbounds float, ptr %18, i32 %19, !dbg !415
  %21 = load float, ptr %20, align 4, !dbg !415
  %22 = fpext float %21 to double, !dbg !417
  %23 = load double, ptr %7, align 8, !dbg !418
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !418
  store double %24, ptr %7, align 8, !dbg !418
  br label %25, !dbg !419

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4, !dbg !420
  %27 = add nsw i32 %26, 1, !dbg !420
  store i32 %27, ptr %8, align 4, !dbg !420
  br label %9, !dbg !421, !llvm.loop !422

28:                                               ; preds = %9
  %29 = load double, ptr %7, align 8, !dbg !424
  ret double %29, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !426 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !429, !DIExpression(), !430)
  %3 = load i32, ptr %2, align 4, !dbg !431
  %4 = load i32, ptr %2, align 4, !dbg !432
  %5 = lshr i32 %4, 1, !dbg !433
  %6 = and i32 %5, 1431655765, !dbg !434
  %7 = sub i32 %3, %6, !dbg !435
  store i32 %7, ptr %2, align 4, !dbg !436
  %8 = load i32, ptr %2, align 4, !dbg !437
  %9 = and i32 %8, 858993459, !dbg !438
  %10 = load i32, ptr %2, align 4, !dbg !439
  %11 = lshr i32 %10, 2, !dbg !440
  %12 = and i32 %11, 858993459, !dbg !441
  %13 = add i32 %9, %12, !dbg !442
  store i32 %13, ptr %2, align 4, !dbg !443
  %14 = load i32, ptr %2, align 4, !dbg !444
  %15 = load i32, ptr %2, align 4, !dbg !445
  %16 = lshr i32 %15, 4, !dbg !446
  %17 = add i32 %14, %16, !dbg !447
  %18 = and i32 %17, 252645135, !dbg !448
  store i32 %18, ptr %2, align 4, !dbg !449
  %19 = load i32, ptr %2, align 4, !dbg !450
  %20 = mul i32 %19, 16843009, !dbg !451
  %21 = lshr i32 %20, 24, !dbg !452
  ret i32 %21, !dbg !453
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !454 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !458, !DIExpression(), !459)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !460, !DIExpression(), !461)
  %5 = load i64, ptr %3, align 8, !dbg !462
  %6 = load i32, ptr %4, align 4, !dbg !463
  %7 = zext i32 %6 to i64, !dbg !464
  %8 = shl i64 %5, %7, !dbg !464
  %9 = load i64, ptr %3, align 8, !dbg !465
  %10 = load i32, ptr %4, align 4, !dbg !466
  %11 = sub nsw i32 64, %10, !dbg !467
  %12 = zext i32 %11 to i64, !dbg !468
  %13 = lshr i64 %9, %12, !dbg !468
  %14 = or i64 %8, %13, !dbg !469
  ret i64 %14, !dbg !470
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef %0) #1 !dbg !471 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !476, !DIExpression(), !477)
  %4 = load i32, ptr %3, align 4, !dbg !478
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !479

5:                                                ; preds = %1
  store ptr @.str.12, ptr %2, align 4, !dbg !480
  br label %13, !dbg !480

6:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 4, !dbg !482
  br label %13, !dbg !482

7:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 4, !dbg !483
  br label %13, !dbg !483

8:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 4, !dbg !484
  br label %13, !dbg !484

9:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 4, !dbg !485
  br label %13, !dbg !485

10:                                               ; preds = %1
  store ptr @.str.17, ptr %2, align 4, !dbg !486
  br label %13, !dbg !486

11:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 4, !dbg !487
  br label %13, !dbg !487

12:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 4, !dbg !488
  br label %13, !dbg !488

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 4, !dbg !489
  ret ptr %14, !dbg !489
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #1 !dbg !490 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !493, !DIExpression(), !494)
  %4 = load i32, ptr %3, align 4, !dbg !495
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !496

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !497
  br label %15, !dbg !497

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !499
  br label %15, !dbg !499

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !500
  br label %15, !dbg !500

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !501
  br label %15, !dbg !501

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !502
  br label %15, !dbg !502

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !503
  %12 = icmp slt i32 %11, 0, !dbg !504
  %13 = zext i1 %12 to i64, !dbg !503
  %14 = select i1 %12, i32 -1, i32 0, !dbg !503
  store i32 %14, ptr %2, align 4, !dbg !505
  br label %15, !dbg !505

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !506
  ret i32 %16, !dbg !506
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_poly(x86_fp80 noundef %0) #1 !dbg !97 {
  %2 = alloca x86_fp80, align 4
  %3 = alloca x86_fp80, align 4
  %4 = alloca i32, align 4
  store x86_fp80 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !507, !DIExpression(), !508)
    #dbg_declare(ptr %3, !509, !DIExpression(), !510)
  store x86_fp80 0xK00000000000000000000, ptr %3, align 4, !dbg !510
    #dbg_declare(ptr %4, !511, !DIExpression(), !513)
  store i32 3, ptr %4, align 4, !dbg !513
  br label %5, !dbg !514

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !515
  %7 = icmp sge i32 %6, 0, !dbg !517
  br i1 %7, label %8, label %18, !dbg !518

8:                                                ; preds = %5
  %9 = load x86_fp80, ptr %3, align 4, !dbg !519
  %10 = load x86_fp80, ptr %2, align 4, !dbg !520
  %11 = load i32, ptr %4, align 4, !dbg !521
  %12 = getelementptr inbounds [4 x x86_fp80], ptr @ld_poly.c, i32 0, i32 %11, !dbg !522
  %13 = load x86_fp80, ptr %12, align 4, !dbg !522
  %14 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %9, x86_fp80 %10, x86_fp80 %13), !dbg !523
  store x86_fp80 %14, ptr %3, align 4, !dbg !524
  br label %15, !dbg !525

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4, !dbg !526
  %17 = add nsw i32 %16, -1, !dbg !526
  store i32 %17, ptr %4, align 4, !dbg !526
  br label %5, !dbg !527, !llvm.loop !528

18:                                               ; preds = %5
  %19 = load x86_fp80, ptr %3, align 4, !dbg !530
  ret x86_fp80 %19, !dbg !531
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #3

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!104, !105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !68, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !22, !27, !32, !37, !39, !44, !49, !54, !59, !64, !0, !66, !71, !74, !76, !79, !81, !83, !85, !87, !89, !91, !93, !95}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 120, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !13, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 216, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 27)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 144, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 18)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 17)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 11)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !51, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 256)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !69)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !69)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !41, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !41, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !41, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !41, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !41, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !41, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !41, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !41, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "c", scope: !97, file: !3, line: 96, type: !102, isLocal: true, isDefinition: true)
!97 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !98, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !100}
!100 = !DIBasicType(name: "long double", size: 96, encoding: DW_ATE_float)
!101 = !{}
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 384, elements: !42)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!104 = !{i32 1, !"NumRegisterParameters", i32 0}
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"frame-pointer", i32 2}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !114, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !101)
!114 = !DISubroutineType(types: !115)
!115 = !{!8}
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 102, type: !8)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 102, column: 3)
!118 = !DILocation(line: 102, column: 12, scope: !117)
!119 = !DILocation(line: 102, column: 8, scope: !117)
!120 = !DILocation(line: 102, column: 19, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 102, column: 3)
!122 = !DILocation(line: 102, column: 21, scope: !121)
!123 = !DILocation(line: 102, column: 3, scope: !117)
!124 = !DILocation(line: 103, column: 13, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 102, column: 31)
!126 = !DILocation(line: 103, column: 15, scope: !125)
!127 = !DILocation(line: 103, column: 19, scope: !125)
!128 = !DILocation(line: 103, column: 8, scope: !125)
!129 = !DILocation(line: 103, column: 5, scope: !125)
!130 = !DILocation(line: 103, column: 11, scope: !125)
!131 = !DILocation(line: 104, column: 14, scope: !125)
!132 = !DILocation(line: 104, column: 16, scope: !125)
!133 = !DILocation(line: 104, column: 21, scope: !125)
!134 = !DILocation(line: 104, column: 8, scope: !125)
!135 = !DILocation(line: 104, column: 5, scope: !125)
!136 = !DILocation(line: 104, column: 11, scope: !125)
!137 = !DILocation(line: 105, column: 20, scope: !125)
!138 = !DILocation(line: 105, column: 13, scope: !125)
!139 = !DILocation(line: 105, column: 22, scope: !125)
!140 = !DILocation(line: 105, column: 8, scope: !125)
!141 = !DILocation(line: 105, column: 5, scope: !125)
!142 = !DILocation(line: 105, column: 11, scope: !125)
!143 = !DILocation(line: 106, column: 8, scope: !125)
!144 = !DILocation(line: 106, column: 5, scope: !125)
!145 = !DILocation(line: 106, column: 11, scope: !125)
!146 = !DILocation(line: 107, column: 20, scope: !125)
!147 = !DILocation(line: 107, column: 22, scope: !125)
!148 = !DILocation(line: 107, column: 19, scope: !125)
!149 = !DILocation(line: 107, column: 17, scope: !125)
!150 = !DILocation(line: 107, column: 8, scope: !125)
!151 = !DILocation(line: 107, column: 5, scope: !125)
!152 = !DILocation(line: 107, column: 11, scope: !125)
!153 = !DILocation(line: 108, column: 3, scope: !125)
!154 = !DILocation(line: 102, column: 26, scope: !121)
!155 = !DILocation(line: 102, column: 3, scope: !121)
!156 = distinct !{!156, !123, !157, !158}
!157 = !DILocation(line: 108, column: 3, scope: !117)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 109, column: 3, scope: !113)
!160 = !DILocation(line: 110, column: 3, scope: !113)
!161 = !DILocation(line: 111, column: 29, scope: !113)
!162 = !DILocation(line: 111, column: 46, scope: !113)
!163 = !DILocation(line: 111, column: 3, scope: !113)
!164 = !DILocation(line: 112, column: 36, scope: !113)
!165 = !DILocation(line: 112, column: 44, scope: !113)
!166 = !DILocation(line: 112, column: 3, scope: !113)
!167 = !DILocalVariable(name: "p", scope: !113, file: !3, line: 114, type: !168)
!168 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !169)
!169 = !{!170, !171, !172, !174}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !168, file: !3, line: 42, baseType: !5, size: 32)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !168, file: !3, line: 43, baseType: !6, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !168, file: !3, line: 44, baseType: !173, size: 32)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !42)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !168, file: !3, line: 45, baseType: !175, size: 32)
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !168, file: !3, line: 45, size: 32, elements: !176)
!176 = !{!177, !178, !179}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !175, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !175, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !175, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!180 = !DILocation(line: 114, column: 13, scope: !113)
!181 = !DILocation(line: 115, column: 7, scope: !113)
!182 = !DILocation(line: 116, column: 59, scope: !113)
!183 = !DILocation(line: 116, column: 69, scope: !113)
!184 = !DILocation(line: 116, column: 82, scope: !113)
!185 = !DILocation(line: 116, column: 94, scope: !113)
!186 = !DILocation(line: 116, column: 100, scope: !113)
!187 = !DILocation(line: 116, column: 3, scope: !113)
!188 = !DILocalVariable(name: "x", scope: !113, file: !3, line: 117, type: !6)
!189 = !DILocation(line: 117, column: 12, scope: !113)
!190 = !DILocation(line: 118, column: 49, scope: !113)
!191 = !DILocation(line: 118, column: 35, scope: !113)
!192 = !DILocation(line: 118, column: 72, scope: !113)
!193 = !DILocation(line: 118, column: 53, scope: !113)
!194 = !DILocation(line: 118, column: 90, scope: !113)
!195 = !DILocation(line: 118, column: 92, scope: !113)
!196 = !DILocation(line: 118, column: 76, scope: !113)
!197 = !DILocation(line: 119, column: 24, scope: !113)
!198 = !DILocation(line: 119, column: 26, scope: !113)
!199 = !DILocation(line: 119, column: 10, scope: !113)
!200 = !DILocation(line: 119, column: 52, scope: !113)
!201 = !DILocation(line: 119, column: 34, scope: !113)
!202 = !DILocation(line: 118, column: 3, scope: !113)
!203 = !DILocation(line: 120, column: 24, scope: !113)
!204 = !DILocation(line: 120, column: 3, scope: !113)
!205 = !DILocation(line: 121, column: 3, scope: !113)
!206 = !DILocalVariable(name: "d", scope: !207, file: !3, line: 123, type: !8)
!207 = distinct !DILexicalBlock(scope: !113, file: !3, line: 123, column: 3)
!208 = !DILocation(line: 123, column: 12, scope: !207)
!209 = !DILocation(line: 123, column: 8, scope: !207)
!210 = !DILocation(line: 123, column: 20, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !3, line: 123, column: 3)
!212 = !DILocation(line: 123, column: 22, scope: !211)
!213 = !DILocation(line: 123, column: 3, scope: !207)
!214 = !DILocation(line: 123, column: 56, scope: !211)
!215 = !DILocation(line: 123, column: 47, scope: !211)
!216 = !DILocation(line: 123, column: 33, scope: !211)
!217 = !DILocation(line: 123, column: 28, scope: !211)
!218 = !DILocation(line: 123, column: 3, scope: !211)
!219 = distinct !{!219, !213, !220, !158}
!220 = !DILocation(line: 123, column: 58, scope: !207)
!221 = !DILocation(line: 124, column: 42, scope: !113)
!222 = !DILocation(line: 124, column: 57, scope: !113)
!223 = !DILocation(line: 124, column: 68, scope: !113)
!224 = !DILocation(line: 124, column: 80, scope: !113)
!225 = !DILocation(line: 125, column: 10, scope: !113)
!226 = !DILocation(line: 125, column: 30, scope: !113)
!227 = !DILocation(line: 124, column: 3, scope: !113)
!228 = !DILocation(line: 134, column: 3, scope: !113)
!229 = !DILocalVariable(name: "ld", scope: !113, file: !3, line: 137, type: !100)
!230 = !DILocation(line: 137, column: 15, scope: !113)
!231 = !DILocation(line: 137, column: 20, scope: !113)
!232 = !DILocation(line: 138, column: 39, scope: !113)
!233 = !DILocation(line: 138, column: 31, scope: !113)
!234 = !DILocation(line: 138, column: 3, scope: !113)
!235 = !DILocation(line: 145, column: 3, scope: !113)
!236 = !DILocalVariable(name: "nan", scope: !113, file: !3, line: 147, type: !5)
!237 = !DILocation(line: 147, column: 9, scope: !113)
!238 = !DILocalVariable(name: "inf", scope: !113, file: !3, line: 147, type: !5)
!239 = !DILocation(line: 147, column: 35, scope: !113)
!240 = !DILocation(line: 148, column: 32, scope: !113)
!241 = !DILocation(line: 148, column: 39, scope: !113)
!242 = !DILocation(line: 148, column: 36, scope: !113)
!243 = !DILocation(line: 148, column: 44, scope: !113)
!244 = !DILocation(line: 148, column: 48, scope: !113)
!245 = !DILocation(line: 148, column: 3, scope: !113)
!246 = !DILocation(line: 149, column: 3, scope: !113)
!247 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !248, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !250, !252, !8, !8}
!250 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !251)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 32)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!255 = !DILocalVariable(name: "dst", arg: 1, scope: !247, file: !3, line: 25, type: !250)
!256 = !DILocation(line: 25, column: 63, scope: !247)
!257 = !DILocalVariable(name: "src", arg: 2, scope: !247, file: !3, line: 25, type: !252)
!258 = !DILocation(line: 25, column: 88, scope: !247)
!259 = !DILocalVariable(name: "k", arg: 3, scope: !247, file: !3, line: 25, type: !8)
!260 = !DILocation(line: 25, column: 97, scope: !247)
!261 = !DILocalVariable(name: "n", arg: 4, scope: !247, file: !3, line: 25, type: !8)
!262 = !DILocation(line: 25, column: 104, scope: !247)
!263 = !DILocalVariable(name: "i", scope: !264, file: !3, line: 26, type: !8)
!264 = distinct !DILexicalBlock(scope: !247, file: !3, line: 26, column: 3)
!265 = !DILocation(line: 26, column: 12, scope: !264)
!266 = !DILocation(line: 26, column: 8, scope: !264)
!267 = !DILocation(line: 26, column: 19, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !3, line: 26, column: 3)
!269 = !DILocation(line: 26, column: 23, scope: !268)
!270 = !DILocation(line: 26, column: 21, scope: !268)
!271 = !DILocation(line: 26, column: 3, scope: !264)
!272 = !DILocation(line: 26, column: 40, scope: !268)
!273 = !DILocation(line: 26, column: 44, scope: !268)
!274 = !DILocation(line: 26, column: 49, scope: !268)
!275 = !DILocation(line: 26, column: 47, scope: !268)
!276 = !DILocation(line: 26, column: 54, scope: !268)
!277 = !DILocation(line: 26, column: 58, scope: !268)
!278 = !DILocation(line: 26, column: 61, scope: !268)
!279 = !DILocation(line: 26, column: 51, scope: !268)
!280 = !DILocation(line: 26, column: 31, scope: !268)
!281 = !DILocation(line: 26, column: 35, scope: !268)
!282 = !DILocation(line: 26, column: 38, scope: !268)
!283 = !DILocation(line: 26, column: 26, scope: !268)
!284 = !DILocation(line: 26, column: 3, scope: !268)
!285 = distinct !{!285, !271, !286, !158}
!286 = !DILocation(line: 26, column: 65, scope: !264)
!287 = !DILocation(line: 27, column: 1, scope: !247)
!288 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !289, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !291, !293, !5, !8}
!291 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !292)
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!293 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !294)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 32)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!296 = !DILocalVariable(name: "y", arg: 1, scope: !288, file: !3, line: 21, type: !291)
!297 = !DILocation(line: 21, column: 61, scope: !288)
!298 = !DILocalVariable(name: "x", arg: 2, scope: !288, file: !3, line: 21, type: !293)
!299 = !DILocation(line: 21, column: 86, scope: !288)
!300 = !DILocalVariable(name: "k", arg: 3, scope: !288, file: !3, line: 21, type: !5)
!301 = !DILocation(line: 21, column: 95, scope: !288)
!302 = !DILocalVariable(name: "n", arg: 4, scope: !288, file: !3, line: 21, type: !8)
!303 = !DILocation(line: 21, column: 102, scope: !288)
!304 = !DILocalVariable(name: "i", scope: !305, file: !3, line: 22, type: !8)
!305 = distinct !DILexicalBlock(scope: !288, file: !3, line: 22, column: 3)
!306 = !DILocation(line: 22, column: 12, scope: !305)
!307 = !DILocation(line: 22, column: 8, scope: !305)
!308 = !DILocation(line: 22, column: 19, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !3, line: 22, column: 3)
!310 = !DILocation(line: 22, column: 23, scope: !309)
!311 = !DILocation(line: 22, column: 21, scope: !309)
!312 = !DILocation(line: 22, column: 3, scope: !305)
!313 = !DILocation(line: 22, column: 38, scope: !309)
!314 = !DILocation(line: 22, column: 42, scope: !309)
!315 = !DILocation(line: 22, column: 44, scope: !309)
!316 = !DILocation(line: 22, column: 49, scope: !309)
!317 = !DILocation(line: 22, column: 51, scope: !309)
!318 = !DILocation(line: 22, column: 47, scope: !309)
!319 = !DILocation(line: 22, column: 31, scope: !309)
!320 = !DILocation(line: 22, column: 33, scope: !309)
!321 = !DILocation(line: 22, column: 36, scope: !309)
!322 = !DILocation(line: 22, column: 26, scope: !309)
!323 = !DILocation(line: 22, column: 3, scope: !309)
!324 = distinct !{!324, !312, !325, !158}
!325 = !DILocation(line: 22, column: 52, scope: !305)
!326 = !DILocation(line: 23, column: 1, scope: !288)
!327 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !328, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!328 = !DISubroutineType(types: !329)
!329 = !{!8, !253, !8}
!330 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !3, line: 15, type: !253)
!331 = !DILocation(line: 15, column: 58, scope: !327)
!332 = !DILocalVariable(name: "n", arg: 2, scope: !327, file: !3, line: 15, type: !8)
!333 = !DILocation(line: 15, column: 65, scope: !327)
!334 = !DILocalVariable(name: "s", scope: !327, file: !3, line: 16, type: !8)
!335 = !DILocation(line: 16, column: 7, scope: !327)
!336 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 17, type: !8)
!337 = distinct !DILexicalBlock(scope: !327, file: !3, line: 17, column: 3)
!338 = !DILocation(line: 17, column: 12, scope: !337)
!339 = !DILocation(line: 17, column: 8, scope: !337)
!340 = !DILocation(line: 17, column: 19, scope: !341)
!341 = distinct !DILexicalBlock(scope: !337, file: !3, line: 17, column: 3)
!342 = !DILocation(line: 17, column: 23, scope: !341)
!343 = !DILocation(line: 17, column: 21, scope: !341)
!344 = !DILocation(line: 17, column: 3, scope: !337)
!345 = !DILocation(line: 17, column: 36, scope: !341)
!346 = !DILocation(line: 17, column: 38, scope: !341)
!347 = !DILocation(line: 17, column: 33, scope: !341)
!348 = !DILocation(line: 17, column: 31, scope: !341)
!349 = !DILocation(line: 17, column: 26, scope: !341)
!350 = !DILocation(line: 17, column: 3, scope: !341)
!351 = distinct !{!351, !344, !352, !158}
!352 = !DILocation(line: 17, column: 39, scope: !337)
!353 = !DILocation(line: 18, column: 10, scope: !327)
!354 = !DILocation(line: 18, column: 3, scope: !327)
!355 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !356, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!356 = !DISubroutineType(types: !357)
!357 = !{!9, !253, !8}
!358 = !DILocalVariable(name: "a", arg: 1, scope: !355, file: !3, line: 35, type: !253)
!359 = !DILocation(line: 35, column: 69, scope: !355)
!360 = !DILocalVariable(name: "n", arg: 2, scope: !355, file: !3, line: 35, type: !8)
!361 = !DILocation(line: 35, column: 76, scope: !355)
!362 = !DILocalVariable(name: "m", scope: !355, file: !3, line: 36, type: !8)
!363 = !DILocation(line: 36, column: 7, scope: !355)
!364 = !DILocalVariable(name: "i", scope: !365, file: !3, line: 37, type: !8)
!365 = distinct !DILexicalBlock(scope: !355, file: !3, line: 37, column: 3)
!366 = !DILocation(line: 37, column: 12, scope: !365)
!367 = !DILocation(line: 37, column: 8, scope: !365)
!368 = !DILocation(line: 37, column: 19, scope: !369)
!369 = distinct !DILexicalBlock(scope: !365, file: !3, line: 37, column: 3)
!370 = !DILocation(line: 37, column: 23, scope: !369)
!371 = !DILocation(line: 37, column: 21, scope: !369)
!372 = !DILocation(line: 37, column: 3, scope: !365)
!373 = !DILocation(line: 37, column: 35, scope: !369)
!374 = !DILocation(line: 37, column: 37, scope: !369)
!375 = !DILocation(line: 37, column: 42, scope: !369)
!376 = !DILocation(line: 37, column: 40, scope: !369)
!377 = !DILocation(line: 37, column: 46, scope: !369)
!378 = !DILocation(line: 37, column: 48, scope: !369)
!379 = !DILocation(line: 37, column: 53, scope: !369)
!380 = !DILocation(line: 37, column: 33, scope: !369)
!381 = !DILocation(line: 37, column: 31, scope: !369)
!382 = !DILocation(line: 37, column: 26, scope: !369)
!383 = !DILocation(line: 37, column: 3, scope: !369)
!384 = distinct !{!384, !372, !385, !158}
!385 = !DILocation(line: 37, column: 53, scope: !365)
!386 = !DILocation(line: 38, column: 26, scope: !355)
!387 = !DILocation(line: 38, column: 28, scope: !355)
!388 = !DILocation(line: 38, column: 42, scope: !355)
!389 = !DILocation(line: 38, column: 10, scope: !355)
!390 = !DILocation(line: 38, column: 3, scope: !355)
!391 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !392, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!392 = !DISubroutineType(types: !393)
!393 = !{!7, !394, !294, !8}
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 32)
!395 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!396 = !DILocalVariable(name: "a", arg: 1, scope: !391, file: !3, line: 29, type: !394)
!397 = !DILocation(line: 29, column: 59, scope: !391)
!398 = !DILocalVariable(name: "b", arg: 2, scope: !391, file: !3, line: 29, type: !294)
!399 = !DILocation(line: 29, column: 75, scope: !391)
!400 = !DILocalVariable(name: "n", arg: 3, scope: !391, file: !3, line: 29, type: !8)
!401 = !DILocation(line: 29, column: 82, scope: !391)
!402 = !DILocalVariable(name: "s", scope: !391, file: !3, line: 30, type: !7)
!403 = !DILocation(line: 30, column: 10, scope: !391)
!404 = !DILocalVariable(name: "i", scope: !405, file: !3, line: 31, type: !8)
!405 = distinct !DILexicalBlock(scope: !391, file: !3, line: 31, column: 3)
!406 = !DILocation(line: 31, column: 12, scope: !405)
!407 = !DILocation(line: 31, column: 8, scope: !405)
!408 = !DILocation(line: 31, column: 19, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !3, line: 31, column: 3)
!410 = !DILocation(line: 31, column: 23, scope: !409)
!411 = !DILocation(line: 31, column: 21, scope: !409)
!412 = !DILocation(line: 31, column: 3, scope: !405)
!413 = !DILocation(line: 31, column: 36, scope: !409)
!414 = !DILocation(line: 31, column: 38, scope: !409)
!415 = !DILocation(line: 31, column: 51, scope: !409)
!416 = !DILocation(line: 31, column: 53, scope: !409)
!417 = !DILocation(line: 31, column: 43, scope: !409)
!418 = !DILocation(line: 31, column: 33, scope: !409)
!419 = !DILocation(line: 31, column: 31, scope: !409)
!420 = !DILocation(line: 31, column: 26, scope: !409)
!421 = !DILocation(line: 31, column: 3, scope: !409)
!422 = distinct !{!422, !412, !423, !158}
!423 = !DILocation(line: 31, column: 54, scope: !405)
!424 = !DILocation(line: 32, column: 10, scope: !391)
!425 = !DILocation(line: 32, column: 3, scope: !391)
!426 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !427, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!427 = !DISubroutineType(types: !428)
!428 = !{!6, !6}
!429 = !DILocalVariable(name: "x", arg: 1, scope: !426, file: !3, line: 48, type: !6)
!430 = !DILocation(line: 48, column: 40, scope: !426)
!431 = !DILocation(line: 49, column: 7, scope: !426)
!432 = !DILocation(line: 49, column: 13, scope: !426)
!433 = !DILocation(line: 49, column: 15, scope: !426)
!434 = !DILocation(line: 49, column: 21, scope: !426)
!435 = !DILocation(line: 49, column: 9, scope: !426)
!436 = !DILocation(line: 49, column: 5, scope: !426)
!437 = !DILocation(line: 50, column: 8, scope: !426)
!438 = !DILocation(line: 50, column: 10, scope: !426)
!439 = !DILocation(line: 50, column: 29, scope: !426)
!440 = !DILocation(line: 50, column: 31, scope: !426)
!441 = !DILocation(line: 50, column: 37, scope: !426)
!442 = !DILocation(line: 50, column: 25, scope: !426)
!443 = !DILocation(line: 50, column: 5, scope: !426)
!444 = !DILocation(line: 51, column: 8, scope: !426)
!445 = !DILocation(line: 51, column: 13, scope: !426)
!446 = !DILocation(line: 51, column: 15, scope: !426)
!447 = !DILocation(line: 51, column: 10, scope: !426)
!448 = !DILocation(line: 51, column: 22, scope: !426)
!449 = !DILocation(line: 51, column: 5, scope: !426)
!450 = !DILocation(line: 52, column: 11, scope: !426)
!451 = !DILocation(line: 52, column: 13, scope: !426)
!452 = !DILocation(line: 52, column: 28, scope: !426)
!453 = !DILocation(line: 52, column: 3, scope: !426)
!454 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !455, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!455 = !DISubroutineType(types: !456)
!456 = !{!457, !457, !8}
!457 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!458 = !DILocalVariable(name: "x", arg: 1, scope: !454, file: !3, line: 55, type: !457)
!459 = !DILocation(line: 55, column: 53, scope: !454)
!460 = !DILocalVariable(name: "r", arg: 2, scope: !454, file: !3, line: 55, type: !8)
!461 = !DILocation(line: 55, column: 60, scope: !454)
!462 = !DILocation(line: 55, column: 73, scope: !454)
!463 = !DILocation(line: 55, column: 78, scope: !454)
!464 = !DILocation(line: 55, column: 75, scope: !454)
!465 = !DILocation(line: 55, column: 84, scope: !454)
!466 = !DILocation(line: 55, column: 95, scope: !454)
!467 = !DILocation(line: 55, column: 93, scope: !454)
!468 = !DILocation(line: 55, column: 86, scope: !454)
!469 = !DILocation(line: 55, column: 81, scope: !454)
!470 = !DILocation(line: 55, column: 65, scope: !454)
!471 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !472, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!472 = !DISubroutineType(types: !473)
!473 = !{!474, !8}
!474 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !475, size: 32)
!475 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!476 = !DILocalVariable(name: "d", arg: 1, scope: !471, file: !3, line: 57, type: !8)
!477 = !DILocation(line: 57, column: 33, scope: !471)
!478 = !DILocation(line: 58, column: 11, scope: !471)
!479 = !DILocation(line: 58, column: 3, scope: !471)
!480 = !DILocation(line: 59, column: 11, scope: !481)
!481 = distinct !DILexicalBlock(scope: !471, file: !3, line: 58, column: 14)
!482 = !DILocation(line: 60, column: 11, scope: !481)
!483 = !DILocation(line: 61, column: 11, scope: !481)
!484 = !DILocation(line: 62, column: 11, scope: !481)
!485 = !DILocation(line: 63, column: 11, scope: !481)
!486 = !DILocation(line: 64, column: 11, scope: !481)
!487 = !DILocation(line: 65, column: 11, scope: !481)
!488 = !DILocation(line: 66, column: 12, scope: !481)
!489 = !DILocation(line: 68, column: 1, scope: !471)
!490 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !491, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !101)
!491 = !DISubroutineType(types: !492)
!492 = !{!8, !8}
!493 = !DILocalVariable(name: "x", arg: 1, scope: !490, file: !3, line: 70, type: !8)
!494 = !DILocation(line: 70, column: 23, scope: !490)
!495 = !DILocation(line: 71, column: 11, scope: !490)
!496 = !DILocation(line: 71, column: 3, scope: !490)
!497 = !DILocation(line: 72, column: 15, scope: !498)
!498 = distinct !DILexicalBlock(scope: !490, file: !3, line: 71, column: 14)
!499 = !DILocation(line: 73, column: 11, scope: !498)
!500 = !DILocation(line: 74, column: 21, scope: !498)
!501 = !DILocation(line: 75, column: 16, scope: !498)
!502 = !DILocation(line: 76, column: 20, scope: !498)
!503 = !DILocation(line: 77, column: 19, scope: !498)
!504 = !DILocation(line: 77, column: 21, scope: !498)
!505 = !DILocation(line: 77, column: 12, scope: !498)
!506 = !DILocation(line: 79, column: 1, scope: !490)
!507 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !3, line: 94, type: !100)
!508 = !DILocation(line: 94, column: 40, scope: !97)
!509 = !DILocalVariable(name: "r", scope: !97, file: !3, line: 95, type: !100)
!510 = !DILocation(line: 95, column: 15, scope: !97)
!511 = !DILocalVariable(name: "i", scope: !512, file: !3, line: 97, type: !8)
!512 = distinct !DILexicalBlock(scope: !97, file: !3, line: 97, column: 3)
!513 = !DILocation(line: 97, column: 12, scope: !512)
!514 = !DILocation(line: 97, column: 8, scope: !512)
!515 = !DILocation(line: 97, column: 19, scope: !516)
!516 = distinct !DILexicalBlock(scope: !512, file: !3, line: 97, column: 3)
!517 = !DILocation(line: 97, column: 21, scope: !516)
!518 = !DILocation(line: 97, column: 3, scope: !512)
!519 = !DILocation(line: 97, column: 36, scope: !516)
!520 = !DILocation(line: 97, column: 40, scope: !516)
!521 = !DILocation(line: 97, column: 46, scope: !516)
!522 = !DILocation(line: 97, column: 44, scope: !516)
!523 = !DILocation(line: 97, column: 42, scope: !516)
!524 = !DILocation(line: 97, column: 34, scope: !516)
!525 = !DILocation(line: 97, column: 32, scope: !516)
!526 = !DILocation(line: 97, column: 27, scope: !516)
!527 = !DILocation(line: 97, column: 3, scope: !516)
!528 = distinct !{!528, !518, !529, !158}
!529 = !DILocation(line: 97, column: 47, scope: !512)
!530 = !DILocation(line: 98, column: 10, scope: !97)
!531 = !DILocation(line: 98, column: 3, scope: !97)
