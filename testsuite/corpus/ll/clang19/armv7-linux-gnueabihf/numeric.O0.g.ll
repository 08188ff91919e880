; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%union.Pun = type { float }

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !67
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !72
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !75
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !77
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !23
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !28
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !33
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !45
@.str.8 = private unnamed_addr constant [18 x i8] c"u128 unsupported\0A\00", align 1, !dbg !50
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !55
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !60
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !65
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !80
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !82
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !84
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !86
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !88
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !90
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !92
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !94
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 8, !dbg !96

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca half, align 2
  %8 = alloca half, align 2
  %9 = alloca half, align 2
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !118)
  store i32 0, ptr %2, align 4, !dbg !118
  br label %12, !dbg !119

12:                                               ; preds = %39, %0
  %13 = load i32, ptr %2, align 4, !dbg !120
  %14 = icmp slt i32 %13, 256, !dbg !122
  br i1 %14, label %15, label %42, !dbg !123

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4, !dbg !124
  %17 = mul nsw i32 %16, 3, !dbg !126
  %18 = sub nsw i32 %17, 100, !dbg !127
  %19 = load i32, ptr %2, align 4, !dbg !128
  %20 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %19, !dbg !129
  store i32 %18, ptr %20, align 4, !dbg !130
  %21 = load i32, ptr %2, align 4, !dbg !131
  %22 = mul nsw i32 %21, 7, !dbg !132
  %23 = and i32 %22, 63, !dbg !133
  %24 = load i32, ptr %2, align 4, !dbg !134
  %25 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %24, !dbg !135
  store i32 %23, ptr %25, align 4, !dbg !136
  %26 = load i32, ptr %2, align 4, !dbg !137
  %27 = sitofp i32 %26 to float, !dbg !138
  %28 = fmul float %27, 5.000000e-01, !dbg !139
  %29 = load i32, ptr %2, align 4, !dbg !140
  %30 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %29, !dbg !141
  store float %28, ptr %30, align 4, !dbg !142
  %31 = load i32, ptr %2, align 4, !dbg !143
  %32 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %31, !dbg !144
  store float 1.000000e+00, ptr %32, align 4, !dbg !145
  %33 = load i32, ptr %2, align 4, !dbg !146
  %34 = add nsw i32 %33, 1, !dbg !147
  %35 = sitofp i32 %34 to double, !dbg !148
  %36 = fdiv double 1.000000e+00, %35, !dbg !149
  %37 = load i32, ptr %2, align 4, !dbg !150
  %38 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %37, !dbg !151
  store double %36, ptr %38, align 8, !dbg !152
  br label %39, !dbg !153

39:                                               ; preds = %15
  %40 = load i32, ptr %2, align 4, !dbg !154
  %41 = add nsw i32 %40, 1, !dbg !154
  store i32 %41, ptr %2, align 4, !dbg !154
  br label %12, !dbg !155, !llvm.loop !156

42:                                               ; preds = %12
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !159
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !160
  %43 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !161
  %44 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !162
  %45 = zext i8 %44 to i32, !dbg !162
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %45), !dbg !163
  %47 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i32 0, i32 10), align 4, !dbg !164
  %48 = fpext float %47 to double, !dbg !164
  %49 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !165
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %48, double noundef %49), !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !180)
  store float -1.500000e+00, ptr %3, align 4, !dbg !181
  %51 = load i32, ptr %3, align 4, !dbg !182
  %52 = load i32, ptr %3, align 4, !dbg !183
  %53 = lshr i32 %52, 31, !dbg !183
  %54 = load i32, ptr %3, align 4, !dbg !184
  %55 = lshr i32 %54, 23, !dbg !184
  %56 = and i32 %55, 255, !dbg !184
  %57 = load i32, ptr %3, align 4, !dbg !185
  %58 = and i32 %57, 8388607, !dbg !185
  %59 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0, !dbg !186
  %60 = load i8, ptr %59, align 4, !dbg !186
  %61 = zext i8 %60 to i32, !dbg !186
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %51, i32 noundef %53, i32 noundef %56, i32 noundef %58, i32 noundef %61), !dbg !187
    #dbg_declare(ptr %4, !188, !DIExpression(), !189)
  store i32 -267534609, ptr %4, align 4, !dbg !189
  %63 = load i32, ptr %4, align 4, !dbg !190
  %64 = call i32 @popcnt_manual(i32 noundef %63), !dbg !191
  %65 = load i32, ptr %4, align 4, !dbg !192
  %66 = call i32 @llvm.ctpop.i32(i32 %65), !dbg !193
  %67 = load i32, ptr %4, align 4, !dbg !194
  %68 = lshr i32 %67, 4, !dbg !195
  %69 = call i32 @llvm.ctlz.i32(i32 %68, i1 false), !dbg !196
  %70 = load i32, ptr %4, align 4, !dbg !197
  %71 = and i32 %70, -2, !dbg !198
  %72 = call i32 @llvm.cttz.i32(i32 %71, i1 false), !dbg !199
  %73 = load i32, ptr %4, align 4, !dbg !200
  %74 = call i32 @llvm.bswap.i32(i32 %73), !dbg !201
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %64, i32 noundef %66, i32 noundef %69, i32 noundef %72, i32 noundef %74), !dbg !202
  %76 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !203
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %76), !dbg !204
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !205
    #dbg_declare(ptr %5, !206, !DIExpression(), !208)
  store i32 -1, ptr %5, align 4, !dbg !208
  br label %79, !dbg !209

79:                                               ; preds = %86, %42
  %80 = load i32, ptr %5, align 4, !dbg !210
  %81 = icmp sle i32 %80, 7, !dbg !212
  br i1 %81, label %82, label %89, !dbg !213

82:                                               ; preds = %79
  %83 = load i32, ptr %5, align 4, !dbg !214
  %84 = call ptr @day_name(i32 noundef %83), !dbg !215
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %84), !dbg !216
  br label %86, !dbg !216

86:                                               ; preds = %82
  %87 = load i32, ptr %5, align 4, !dbg !217
  %88 = add nsw i32 %87, 1, !dbg !217
  store i32 %88, ptr %5, align 4, !dbg !217
  br label %79, !dbg !218, !llvm.loop !219

89:                                               ; preds = %79
  %90 = call i32 @sparse(i32 noundef -1000), !dbg !221
  %91 = call i32 @sparse(i32 noundef 7), !dbg !222
  %92 = call i32 @sparse(i32 noundef 78), !dbg !223
  %93 = call i32 @sparse(i32 noundef 100000), !dbg !224
  %94 = call i32 @sparse(i32 noundef 2147483647), !dbg !225
  %95 = call i32 @sparse(i32 noundef -3), !dbg !226
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95), !dbg !227
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !228
    #dbg_declare(ptr %6, !229, !DIExpression(), !230)
  %98 = call double @ld_poly(double noundef 2.500000e-01), !dbg !231
  store double %98, ptr %6, align 8, !dbg !230
  %99 = load double, ptr %6, align 8, !dbg !232
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %99, i32 noundef 8), !dbg !233
    #dbg_declare(ptr %7, !234, !DIExpression(), !235)
  store half 0xH3E00, ptr %7, align 2, !dbg !235
    #dbg_declare(ptr %8, !236, !DIExpression(), !237)
  store half 0xH3400, ptr %8, align 2, !dbg !237
    #dbg_declare(ptr %9, !238, !DIExpression(), !239)
  %101 = load half, ptr %7, align 2, !dbg !240
  %102 = fpext half %101 to float, !dbg !241
  %103 = load half, ptr %8, align 2, !dbg !242
  %104 = fpext half %103 to float, !dbg !241
  %105 = call float @llvm.fmuladd.f32(float %102, float %104, float 2.000000e+00), !dbg !241
  %106 = fptrunc float %105 to half, !dbg !241
  store half %106, ptr %9, align 2, !dbg !239
  %107 = load half, ptr %9, align 2, !dbg !243
  %108 = fpext half %107 to double, !dbg !244
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %108), !dbg !245
    #dbg_declare(ptr %10, !246, !DIExpression(), !247)
  store float 0x7FF8000000000000, ptr %10, align 4, !dbg !247
    #dbg_declare(ptr %11, !248, !DIExpression(), !249)
  store float 0x7FF0000000000000, ptr %11, align 4, !dbg !249
  %110 = load float, ptr %10, align 4, !dbg !250
  %111 = load float, ptr %10, align 4, !dbg !251
  %112 = fcmp une float %110, %111, !dbg !252
  %113 = zext i1 %112 to i32, !dbg !252
  %114 = load float, ptr %11, align 4, !dbg !253
  %115 = fcmp ogt float %114, 0x47D2CED320000000, !dbg !254
  %116 = zext i1 %115 to i32, !dbg !254
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %113, i32 noundef %116, i32 noundef 1), !dbg !255
  ret i32 0, !dbg !256
}

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !257 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !265, !DIExpression(), !266)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !267, !DIExpression(), !268)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !269, !DIExpression(), !270)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !271, !DIExpression(), !272)
    #dbg_declare(ptr %9, !273, !DIExpression(), !275)
  store i32 0, ptr %9, align 4, !dbg !275
  br label %10, !dbg !276

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4, !dbg !277
  %12 = load i32, ptr %8, align 4, !dbg !279
  %13 = icmp slt i32 %11, %12, !dbg !280
  br i1 %13, label %14, label %33, !dbg !281

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 4, !dbg !282
  %16 = load i32, ptr %9, align 4, !dbg !283
  %17 = getelementptr inbounds i32, ptr %15, i32 %16, !dbg !282
  %18 = load i32, ptr %17, align 4, !dbg !282
  %19 = load i32, ptr %7, align 4, !dbg !284
  %20 = mul nsw i32 %18, %19, !dbg !285
  %21 = load ptr, ptr %6, align 4, !dbg !286
  %22 = load i32, ptr %9, align 4, !dbg !287
  %23 = getelementptr inbounds i32, ptr %21, i32 %22, !dbg !286
  %24 = load i32, ptr %23, align 4, !dbg !286
  %25 = ashr i32 %24, 1, !dbg !288
  %26 = add nsw i32 %20, %25, !dbg !289
  %27 = load ptr, ptr %5, align 4, !dbg !290
  %28 = load i32, ptr %9, align 4, !dbg !291
  %29 = getelementptr inbounds i32, ptr %27, i32 %28, !dbg !290
  store i32 %26, ptr %29, align 4, !dbg !292
  br label %30, !dbg !290

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4, !dbg !293
  %32 = add nsw i32 %31, 1, !dbg !293
  store i32 %32, ptr %9, align 4, !dbg !293
  br label %10, !dbg !294, !llvm.loop !295

33:                                               ; preds = %10
  ret void, !dbg !297
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !298 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !306, !DIExpression(), !307)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !308, !DIExpression(), !309)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !310, !DIExpression(), !311)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !312, !DIExpression(), !313)
    #dbg_declare(ptr %9, !314, !DIExpression(), !316)
  store i32 0, ptr %9, align 4, !dbg !316
  br label %10, !dbg !317

10:                                               ; preds = %28, %4
  %11 = load i32, ptr %9, align 4, !dbg !318
  %12 = load i32, ptr %8, align 4, !dbg !320
  %13 = icmp slt i32 %11, %12, !dbg !321
  br i1 %13, label %14, label %31, !dbg !322

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !323
  %16 = load ptr, ptr %6, align 4, !dbg !324
  %17 = load i32, ptr %9, align 4, !dbg !325
  %18 = getelementptr inbounds float, ptr %16, i32 %17, !dbg !324
  %19 = load float, ptr %18, align 4, !dbg !324
  %20 = load ptr, ptr %5, align 4, !dbg !326
  %21 = load i32, ptr %9, align 4, !dbg !327
  %22 = getelementptr inbounds float, ptr %20, i32 %21, !dbg !326
  %23 = load float, ptr %22, align 4, !dbg !326
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !328
  %25 = load ptr, ptr %5, align 4, !dbg !329
  %26 = load i32, ptr %9, align 4, !dbg !330
  %27 = getelementptr inbounds float, ptr %25, i32 %26, !dbg !329
  store float %24, ptr %27, align 4, !dbg !331
  br label %28, !dbg !329

28:                                               ; preds = %14
  %29 = load i32, ptr %9, align 4, !dbg !332
  %30 = add nsw i32 %29, 1, !dbg !332
  store i32 %30, ptr %9, align 4, !dbg !332
  br label %10, !dbg !333, !llvm.loop !334

31:                                               ; preds = %10
  ret void, !dbg !336
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !337 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !340, !DIExpression(), !341)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !342, !DIExpression(), !343)
    #dbg_declare(ptr %5, !344, !DIExpression(), !345)
  store i32 0, ptr %5, align 4, !dbg !345
    #dbg_declare(ptr %6, !346, !DIExpression(), !348)
  store i32 0, ptr %6, align 4, !dbg !348
  br label %7, !dbg !349

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4, !dbg !350
  %9 = load i32, ptr %4, align 4, !dbg !352
  %10 = icmp slt i32 %8, %9, !dbg !353
  br i1 %10, label %11, label %21, !dbg !354

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !355
  %13 = load i32, ptr %6, align 4, !dbg !356
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !355
  %15 = load i32, ptr %14, align 4, !dbg !355
  %16 = load i32, ptr %5, align 4, !dbg !357
  %17 = add nsw i32 %16, %15, !dbg !357
  store i32 %17, ptr %5, align 4, !dbg !357
  br label %18, !dbg !358

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !359
  %20 = add nsw i32 %19, 1, !dbg !359
  store i32 %20, ptr %6, align 4, !dbg !359
  br label %7, !dbg !360, !llvm.loop !361

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4, !dbg !363
  ret i32 %22, !dbg !364
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !365 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !368, !DIExpression(), !369)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !370, !DIExpression(), !371)
    #dbg_declare(ptr %5, !372, !DIExpression(), !373)
  store i32 0, ptr %5, align 4, !dbg !373
    #dbg_declare(ptr %6, !374, !DIExpression(), !376)
  store i32 0, ptr %6, align 4, !dbg !376
  br label %7, !dbg !377

7:                                                ; preds = %27, %2
  %8 = load i32, ptr %6, align 4, !dbg !378
  %9 = load i32, ptr %4, align 4, !dbg !380
  %10 = icmp slt i32 %8, %9, !dbg !381
  br i1 %10, label %11, label %30, !dbg !382

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !383
  %13 = load i32, ptr %6, align 4, !dbg !384
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !383
  %15 = load i32, ptr %14, align 4, !dbg !383
  %16 = load i32, ptr %5, align 4, !dbg !385
  %17 = icmp sgt i32 %15, %16, !dbg !386
  br i1 %17, label %18, label %23, !dbg !383

18:                                               ; preds = %11
  %19 = load ptr, ptr %3, align 4, !dbg !387
  %20 = load i32, ptr %6, align 4, !dbg !388
  %21 = getelementptr inbounds i32, ptr %19, i32 %20, !dbg !387
  %22 = load i32, ptr %21, align 4, !dbg !387
  br label %25, !dbg !383

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4, !dbg !389
  br label %25, !dbg !383

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !383
  store i32 %26, ptr %5, align 4, !dbg !390
  br label %27, !dbg !391

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4, !dbg !392
  %29 = add nsw i32 %28, 1, !dbg !392
  store i32 %29, ptr %6, align 4, !dbg !392
  br label %7, !dbg !393, !llvm.loop !394

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4, !dbg !396
  %32 = icmp sgt i32 %31, 255, !dbg !397
  br i1 %32, label %33, label %34, !dbg !396

33:                                               ; preds = %30
  br label %36, !dbg !396

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4, !dbg !398
  br label %36, !dbg !396

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !396
  %38 = trunc i32 %37 to i8, !dbg !399
  ret i8 %38, !dbg !400
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !401 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !406, !DIExpression(), !407)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !408, !DIExpression(), !409)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !410, !DIExpression(), !411)
    #dbg_declare(ptr %7, !412, !DIExpression(), !413)
  store double 0.000000e+00, ptr %7, align 8, !dbg !413
    #dbg_declare(ptr %8, !414, !DIExpression(), !416)
  store i32 0, ptr %8, align 4, !dbg !416
  br label %9, !dbg !417

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %8, align 4, !dbg !418
  %11 = load i32, ptr %6, align 4, !dbg !420
  %12 = icmp slt i32 %10, %11, !dbg !421
  br i1 %12, label %13, label %28, !dbg !422

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 4, !dbg !423
  %15 = load i32, ptr %8, align 4, !dbg !424
  %16 = getelementptr inbounds double, ptr %14, i32 %15, !dbg !423
  %17 = load double, ptr %16, align 8, !dbg !423
  %18 = load ptr, ptr %5, align 4, !dbg !425
  %19 = load i32, ptr %8, align 4, !dbg !426
  %20 = getelementptr inbounds float, ptr %18, i32 %19, !dbg !425
  %21 = load float, ptr %20, align 4, !dbg !425
  %22 = fpext float %21 to double, !dbg !427
  %23 = load double, ptr %7, align 8, !dbg !428
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !428
  store double %24, ptr %7, align 8, !dbg !428
  br label %25, !dbg !429

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4, !dbg !430
  %27 = add nsw i32 %26, 1, !dbg !430
  store i32 %27, ptr %8, align 4, !dbg !430
  br label %9, !dbg !431, !llvm.loop !432

28:                                               ; preds = %9
  %29 = load double, ptr %7, align 8, !dbg !434
  ret double %29, !dbg !435
}

; Function Attrs: noinline nounwind optnone
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !436 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !439, !DIExpression(), !440)
  %3 = load i32, ptr %2, align 4, !dbg !441
  %4 = load i32, ptr %2, align 4, !dbg !442
  %5 = lshr i32 %4, 1, !dbg !443
  %6 = and i32 %5, 1431655765, !dbg !444
  %7 = sub i32 %3, %6, !dbg !445
  store i32 %7, ptr %2, align 4, !dbg !446
  %8 = load i32, ptr %2, align 4, !dbg !447
  %9 = and i32 %8, 858993459, !dbg !448
  %10 = load i32, ptr %2, align 4, !dbg !449
  %11 = lshr i32 %10, 2, !dbg !450
  %12 = and i32 %11, 858993459, !dbg !451
  %13 = add i32 %9, %12, !dbg !452
  store i32 %13, ptr %2, align 4, !dbg !453
  %14 = load i32, ptr %2, align 4, !dbg !454
  %15 = load i32, ptr %2, align 4, !dbg !455
  %16 = lshr i32 %15, 4, !dbg !456
  %17 = add i32 %14, %16, !dbg !457
  %18 = and i32 %17, 252645135, !dbg !458
  store i32 %18, ptr %2, align 4, !dbg !459
  %19 = load i32, ptr %2, align 4, !dbg !460
  %20 = mul i32 %19, 16843009, !dbg !461
  %21 = lshr i32 %20, 24, !dbg !462
  ret i32 %21, !dbg !463
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !464 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !468, !DIExpression(), !469)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !470, !DIExpression(), !471)
  %5 = load i64, ptr %3, align 8, !dbg !472
  %6 = load i32, ptr %4, align 4, !dbg !473
  %7 = zext i32 %6 to i64, !dbg !474
  %8 = shl i64 %5, %7, !dbg !474
  %9 = load i64, ptr %3, align 8, !dbg !475
  %10 = load i32, ptr %4, align 4, !dbg !476
  %11 = sub nsw i32 64, %10, !dbg !477
  %12 = zext i32 %11 to i64, !dbg !478
  %13 = lshr i64 %9, %12, !dbg !478
  %14 = or i64 %8, %13, !dbg !479
  ret i64 %14, !dbg !480
}

; Function Attrs: noinline nounwind optnone
define internal ptr @day_name(i32 noundef %0) #1 !dbg !481 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !486, !DIExpression(), !487)
  %4 = load i32, ptr %3, align 4, !dbg !488
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !489

5:                                                ; preds = %1
  store ptr @.str.12, ptr %2, align 4, !dbg !490
  br label %13, !dbg !490

6:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 4, !dbg !492
  br label %13, !dbg !492

7:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 4, !dbg !493
  br label %13, !dbg !493

8:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 4, !dbg !494
  br label %13, !dbg !494

9:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 4, !dbg !495
  br label %13, !dbg !495

10:                                               ; preds = %1
  store ptr @.str.17, ptr %2, align 4, !dbg !496
  br label %13, !dbg !496

11:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 4, !dbg !497
  br label %13, !dbg !497

12:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 4, !dbg !498
  br label %13, !dbg !498

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 4, !dbg !499
  ret ptr %14, !dbg !499
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #1 !dbg !500 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !503, !DIExpression(), !504)
  %4 = load i32, ptr %3, align 4, !dbg !505
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !506

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !507
  br label %15, !dbg !507

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !509
  br label %15, !dbg !509

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !510
  br label %15, !dbg !510

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !511
  br label %15, !dbg !511

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !512
  br label %15, !dbg !512

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !513
  %12 = icmp slt i32 %11, 0, !dbg !514
  %13 = zext i1 %12 to i64, !dbg !513
  %14 = select i1 %12, i32 -1, i32 0, !dbg !513
  store i32 %14, ptr %2, align 4, !dbg !515
  br label %15, !dbg !515

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !516
  ret i32 %16, !dbg !516
}

; Function Attrs: noinline nounwind optnone
define internal double @ld_poly(double noundef %0) #1 !dbg !98 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !517, !DIExpression(), !518)
    #dbg_declare(ptr %3, !519, !DIExpression(), !520)
  store double 0.000000e+00, ptr %3, align 8, !dbg !520
    #dbg_declare(ptr %4, !521, !DIExpression(), !523)
  store i32 3, ptr %4, align 4, !dbg !523
  br label %5, !dbg !524

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !525
  %7 = icmp sge i32 %6, 0, !dbg !527
  br i1 %7, label %8, label %18, !dbg !528

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 8, !dbg !529
  %10 = load double, ptr %2, align 8, !dbg !530
  %11 = load i32, ptr %4, align 4, !dbg !531
  %12 = getelementptr inbounds [4 x double], ptr @ld_poly.c, i32 0, i32 %11, !dbg !532
  %13 = load double, ptr %12, align 8, !dbg !532
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13), !dbg !533
  store double %14, ptr %3, align 8, !dbg !534
  br label %15, !dbg !535

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4, !dbg !536
  %17 = add nsw i32 %16, -1, !dbg !536
  store i32 %17, ptr %4, align 4, !dbg !536
  br label %5, !dbg !537, !llvm.loop !538

18:                                               ; preds = %5
  %19 = load double, ptr %3, align 8, !dbg !540
  ret double %19, !dbg !541
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{!12, !18, !23, !28, !33, !38, !40, !45, !50, !55, !60, !65, !0, !67, !72, !75, !77, !80, !82, !84, !86, !88, !90, !92, !94, !96}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 176, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 22)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 344, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 43)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 168, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 21)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !14, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 216, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 27)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 144, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 18)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 136, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 17)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 88, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 11)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !52, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 256)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !70)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !74, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !70)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !42, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !42, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !42, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !42, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !42, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !42, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !42, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !42, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "c", scope: !98, file: !3, line: 96, type: !103, isLocal: true, isDefinition: true)
!98 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !99, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !101}
!101 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!102 = !{}
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 256, elements: !43)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 1, !"min_enum_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"frame-pointer", i32 2}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !114, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !102)
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
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !43)
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
!229 = !DILocalVariable(name: "ld", scope: !113, file: !3, line: 137, type: !101)
!230 = !DILocation(line: 137, column: 15, scope: !113)
!231 = !DILocation(line: 137, column: 20, scope: !113)
!232 = !DILocation(line: 138, column: 39, scope: !113)
!233 = !DILocation(line: 138, column: 3, scope: !113)
!234 = !DILocalVariable(name: "h", scope: !113, file: !3, line: 141, type: !9)
!235 = !DILocation(line: 141, column: 12, scope: !113)
!236 = !DILocalVariable(name: "h2", scope: !113, file: !3, line: 141, type: !9)
!237 = !DILocation(line: 141, column: 32, scope: !113)
!238 = !DILocalVariable(name: "hs", scope: !113, file: !3, line: 142, type: !9)
!239 = !DILocation(line: 142, column: 12, scope: !113)
!240 = !DILocation(line: 142, column: 17, scope: !113)
!241 = !DILocation(line: 142, column: 24, scope: !113)
!242 = !DILocation(line: 142, column: 21, scope: !113)
!243 = !DILocation(line: 143, column: 33, scope: !113)
!244 = !DILocation(line: 143, column: 25, scope: !113)
!245 = !DILocation(line: 143, column: 3, scope: !113)
!246 = !DILocalVariable(name: "nan", scope: !113, file: !3, line: 147, type: !5)
!247 = !DILocation(line: 147, column: 9, scope: !113)
!248 = !DILocalVariable(name: "inf", scope: !113, file: !3, line: 147, type: !5)
!249 = !DILocation(line: 147, column: 35, scope: !113)
!250 = !DILocation(line: 148, column: 32, scope: !113)
!251 = !DILocation(line: 148, column: 39, scope: !113)
!252 = !DILocation(line: 148, column: 36, scope: !113)
!253 = !DILocation(line: 148, column: 44, scope: !113)
!254 = !DILocation(line: 148, column: 48, scope: !113)
!255 = !DILocation(line: 148, column: 3, scope: !113)
!256 = !DILocation(line: 149, column: 3, scope: !113)
!257 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !258, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !260, !262, !8, !8}
!260 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 32)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!265 = !DILocalVariable(name: "dst", arg: 1, scope: !257, file: !3, line: 25, type: !260)
!266 = !DILocation(line: 25, column: 63, scope: !257)
!267 = !DILocalVariable(name: "src", arg: 2, scope: !257, file: !3, line: 25, type: !262)
!268 = !DILocation(line: 25, column: 88, scope: !257)
!269 = !DILocalVariable(name: "k", arg: 3, scope: !257, file: !3, line: 25, type: !8)
!270 = !DILocation(line: 25, column: 97, scope: !257)
!271 = !DILocalVariable(name: "n", arg: 4, scope: !257, file: !3, line: 25, type: !8)
!272 = !DILocation(line: 25, column: 104, scope: !257)
!273 = !DILocalVariable(name: "i", scope: !274, file: !3, line: 26, type: !8)
!274 = distinct !DILexicalBlock(scope: !257, file: !3, line: 26, column: 3)
!275 = !DILocation(line: 26, column: 12, scope: !274)
!276 = !DILocation(line: 26, column: 8, scope: !274)
!277 = !DILocation(line: 26, column: 19, scope: !278)
!278 = distinct !DILexicalBlock(scope: !274, file: !3, line: 26, column: 3)
!279 = !DILocation(line: 26, column: 23, scope: !278)
!280 = !DILocation(line: 26, column: 21, scope: !278)
!281 = !DILocation(line: 26, column: 3, scope: !274)
!282 = !DILocation(line: 26, column: 40, scope: !278)
!283 = !DILocation(line: 26, column: 44, scope: !278)
!284 = !DILocation(line: 26, column: 49, scope: !278)
!285 = !DILocation(line: 26, column: 47, scope: !278)
!286 = !DILocation(line: 26, column: 54, scope: !278)
!287 = !DILocation(line: 26, column: 58, scope: !278)
!288 = !DILocation(line: 26, column: 61, scope: !278)
!289 = !DILocation(line: 26, column: 51, scope: !278)
!290 = !DILocation(line: 26, column: 31, scope: !278)
!291 = !DILocation(line: 26, column: 35, scope: !278)
!292 = !DILocation(line: 26, column: 38, scope: !278)
!293 = !DILocation(line: 26, column: 26, scope: !278)
!294 = !DILocation(line: 26, column: 3, scope: !278)
!295 = distinct !{!295, !281, !296, !158}
!296 = !DILocation(line: 26, column: 65, scope: !274)
!297 = !DILocation(line: 27, column: 1, scope: !257)
!298 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !299, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!299 = !DISubroutineType(types: !300)
!300 = !{null, !301, !303, !5, !8}
!301 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !302)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!303 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !304)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 32)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!306 = !DILocalVariable(name: "y", arg: 1, scope: !298, file: !3, line: 21, type: !301)
!307 = !DILocation(line: 21, column: 61, scope: !298)
!308 = !DILocalVariable(name: "x", arg: 2, scope: !298, file: !3, line: 21, type: !303)
!309 = !DILocation(line: 21, column: 86, scope: !298)
!310 = !DILocalVariable(name: "k", arg: 3, scope: !298, file: !3, line: 21, type: !5)
!311 = !DILocation(line: 21, column: 95, scope: !298)
!312 = !DILocalVariable(name: "n", arg: 4, scope: !298, file: !3, line: 21, type: !8)
!313 = !DILocation(line: 21, column: 102, scope: !298)
!314 = !DILocalVariable(name: "i", scope: !315, file: !3, line: 22, type: !8)
!315 = distinct !DILexicalBlock(scope: !298, file: !3, line: 22, column: 3)
!316 = !DILocation(line: 22, column: 12, scope: !315)
!317 = !DILocation(line: 22, column: 8, scope: !315)
!318 = !DILocation(line: 22, column: 19, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !3, line: 22, column: 3)
!320 = !DILocation(line: 22, column: 23, scope: !319)
!321 = !DILocation(line: 22, column: 21, scope: !319)
!322 = !DILocation(line: 22, column: 3, scope: !315)
!323 = !DILocation(line: 22, column: 38, scope: !319)
!324 = !DILocation(line: 22, column: 42, scope: !319)
!325 = !DILocation(line: 22, column: 44, scope: !319)
!326 = !DILocation(line: 22, column: 49, scope: !319)
!327 = !DILocation(line: 22, column: 51, scope: !319)
!328 = !DILocation(line: 22, column: 47, scope: !319)
!329 = !DILocation(line: 22, column: 31, scope: !319)
!330 = !DILocation(line: 22, column: 33, scope: !319)
!331 = !DILocation(line: 22, column: 36, scope: !319)
!332 = !DILocation(line: 22, column: 26, scope: !319)
!333 = !DILocation(line: 22, column: 3, scope: !319)
!334 = distinct !{!334, !322, !335, !158}
!335 = !DILocation(line: 22, column: 52, scope: !315)
!336 = !DILocation(line: 23, column: 1, scope: !298)
!337 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !338, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!338 = !DISubroutineType(types: !339)
!339 = !{!8, !263, !8}
!340 = !DILocalVariable(name: "a", arg: 1, scope: !337, file: !3, line: 15, type: !263)
!341 = !DILocation(line: 15, column: 58, scope: !337)
!342 = !DILocalVariable(name: "n", arg: 2, scope: !337, file: !3, line: 15, type: !8)
!343 = !DILocation(line: 15, column: 65, scope: !337)
!344 = !DILocalVariable(name: "s", scope: !337, file: !3, line: 16, type: !8)
!345 = !DILocation(line: 16, column: 7, scope: !337)
!346 = !DILocalVariable(name: "i", scope: !347, file: !3, line: 17, type: !8)
!347 = distinct !DILexicalBlock(scope: !337, file: !3, line: 17, column: 3)
!348 = !DILocation(line: 17, column: 12, scope: !347)
!349 = !DILocation(line: 17, column: 8, scope: !347)
!350 = !DILocation(line: 17, column: 19, scope: !351)
!351 = distinct !DILexicalBlock(scope: !347, file: !3, line: 17, column: 3)
!352 = !DILocation(line: 17, column: 23, scope: !351)
!353 = !DILocation(line: 17, column: 21, scope: !351)
!354 = !DILocation(line: 17, column: 3, scope: !347)
!355 = !DILocation(line: 17, column: 36, scope: !351)
!356 = !DILocation(line: 17, column: 38, scope: !351)
!357 = !DILocation(line: 17, column: 33, scope: !351)
!358 = !DILocation(line: 17, column: 31, scope: !351)
!359 = !DILocation(line: 17, column: 26, scope: !351)
!360 = !DILocation(line: 17, column: 3, scope: !351)
!361 = distinct !{!361, !354, !362, !158}
!362 = !DILocation(line: 17, column: 39, scope: !347)
!363 = !DILocation(line: 18, column: 10, scope: !337)
!364 = !DILocation(line: 18, column: 3, scope: !337)
!365 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !366, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!366 = !DISubroutineType(types: !367)
!367 = !{!10, !263, !8}
!368 = !DILocalVariable(name: "a", arg: 1, scope: !365, file: !3, line: 35, type: !263)
!369 = !DILocation(line: 35, column: 69, scope: !365)
!370 = !DILocalVariable(name: "n", arg: 2, scope: !365, file: !3, line: 35, type: !8)
!371 = !DILocation(line: 35, column: 76, scope: !365)
!372 = !DILocalVariable(name: "m", scope: !365, file: !3, line: 36, type: !8)
!373 = !DILocation(line: 36, column: 7, scope: !365)
!374 = !DILocalVariable(name: "i", scope: !375, file: !3, line: 37, type: !8)
!375 = distinct !DILexicalBlock(scope: !365, file: !3, line: 37, column: 3)
!376 = !DILocation(line: 37, column: 12, scope: !375)
!377 = !DILocation(line: 37, column: 8, scope: !375)
!378 = !DILocation(line: 37, column: 19, scope: !379)
!379 = distinct !DILexicalBlock(scope: !375, file: !3, line: 37, column: 3)
!380 = !DILocation(line: 37, column: 23, scope: !379)
!381 = !DILocation(line: 37, column: 21, scope: !379)
!382 = !DILocation(line: 37, column: 3, scope: !375)
!383 = !DILocation(line: 37, column: 35, scope: !379)
!384 = !DILocation(line: 37, column: 37, scope: !379)
!385 = !DILocation(line: 37, column: 42, scope: !379)
!386 = !DILocation(line: 37, column: 40, scope: !379)
!387 = !DILocation(line: 37, column: 46, scope: !379)
!388 = !DILocation(line: 37, column: 48, scope: !379)
!389 = !DILocation(line: 37, column: 53, scope: !379)
!390 = !DILocation(line: 37, column: 33, scope: !379)
!391 = !DILocation(line: 37, column: 31, scope: !379)
!392 = !DILocation(line: 37, column: 26, scope: !379)
!393 = !DILocation(line: 37, column: 3, scope: !379)
!394 = distinct !{!394, !382, !395, !158}
!395 = !DILocation(line: 37, column: 53, scope: !375)
!396 = !DILocation(line: 38, column: 26, scope: !365)
!397 = !DILocation(line: 38, column: 28, scope: !365)
!398 = !DILocation(line: 38, column: 42, scope: !365)
!399 = !DILocation(line: 38, column: 10, scope: !365)
!400 = !DILocation(line: 38, column: 3, scope: !365)
!401 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !402, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!402 = !DISubroutineType(types: !403)
!403 = !{!7, !404, !304, !8}
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !405, size: 32)
!405 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!406 = !DILocalVariable(name: "a", arg: 1, scope: !401, file: !3, line: 29, type: !404)
!407 = !DILocation(line: 29, column: 59, scope: !401)
!408 = !DILocalVariable(name: "b", arg: 2, scope: !401, file: !3, line: 29, type: !304)
!409 = !DILocation(line: 29, column: 75, scope: !401)
!410 = !DILocalVariable(name: "n", arg: 3, scope: !401, file: !3, line: 29, type: !8)
!411 = !DILocation(line: 29, column: 82, scope: !401)
!412 = !DILocalVariable(name: "s", scope: !401, file: !3, line: 30, type: !7)
!413 = !DILocation(line: 30, column: 10, scope: !401)
!414 = !DILocalVariable(name: "i", scope: !415, file: !3, line: 31, type: !8)
!415 = distinct !DILexicalBlock(scope: !401, file: !3, line: 31, column: 3)
!416 = !DILocation(line: 31, column: 12, scope: !415)
!417 = !DILocation(line: 31, column: 8, scope: !415)
!418 = !DILocation(line: 31, column: 19, scope: !419)
!419 = distinct !DILexicalBlock(scope: !415, file: !3, line: 31, column: 3)
!420 = !DILocation(line: 31, column: 23, scope: !419)
!421 = !DILocation(line: 31, column: 21, scope: !419)
!422 = !DILocation(line: 31, column: 3, scope: !415)
!423 = !DILocation(line: 31, column: 36, scope: !419)
!424 = !DILocation(line: 31, column: 38, scope: !419)
!425 = !DILocation(line: 31, column: 51, scope: !419)
!426 = !DILocation(line: 31, column: 53, scope: !419)
!427 = !DILocation(line: 31, column: 43, scope: !419)
!428 = !DILocation(line: 31, column: 33, scope: !419)
!429 = !DILocation(line: 31, column: 31, scope: !419)
!430 = !DILocation(line: 31, column: 26, scope: !419)
!431 = !DILocation(line: 31, column: 3, scope: !419)
!432 = distinct !{!432, !422, !433, !158}
!433 = !DILocation(line: 31, column: 54, scope: !415)
!434 = !DILocation(line: 32, column: 10, scope: !401)
!435 = !DILocation(line: 32, column: 3, scope: !401)
!436 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !437, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!437 = !DISubroutineType(types: !438)
!438 = !{!6, !6}
!439 = !DILocalVariable(name: "x", arg: 1, scope: !436, file: !3, line: 48, type: !6)
!440 = !DILocation(line: 48, column: 40, scope: !436)
!441 = !DILocation(line: 49, column: 7, scope: !436)
!442 = !DILocation(line: 49, column: 13, scope: !436)
!443 = !DILocation(line: 49, column: 15, scope: !436)
!444 = !DILocation(line: 49, column: 21, scope: !436)
!445 = !DILocation(line: 49, column: 9, scope: !436)
!446 = !DILocation(line: 49, column: 5, scope: !436)
!447 = !DILocation(line: 50, column: 8, scope: !436)
!448 = !DILocation(line: 50, column: 10, scope: !436)
!449 = !DILocation(line: 50, column: 29, scope: !436)
!450 = !DILocation(line: 50, column: 31, scope: !436)
!451 = !DILocation(line: 50, column: 37, scope: !436)
!452 = !DILocation(line: 50, column: 25, scope: !436)
!453 = !DILocation(line: 50, column: 5, scope: !436)
!454 = !DILocation(line: 51, column: 8, scope: !436)
!455 = !DILocation(line: 51, column: 13, scope: !436)
!456 = !DILocation(line: 51, column: 15, scope: !436)
!457 = !DILocation(line: 51, column: 10, scope: !436)
!458 = !DILocation(line: 51, column: 22, scope: !436)
!459 = !DILocation(line: 51, column: 5, scope: !436)
!460 = !DILocation(line: 52, column: 11, scope: !436)
!461 = !DILocation(line: 52, column: 13, scope: !436)
!462 = !DILocation(line: 52, column: 28, scope: !436)
!463 = !DILocation(line: 52, column: 3, scope: !436)
!464 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !465, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!465 = !DISubroutineType(types: !466)
!466 = !{!467, !467, !8}
!467 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!468 = !DILocalVariable(name: "x", arg: 1, scope: !464, file: !3, line: 55, type: !467)
!469 = !DILocation(line: 55, column: 53, scope: !464)
!470 = !DILocalVariable(name: "r", arg: 2, scope: !464, file: !3, line: 55, type: !8)
!471 = !DILocation(line: 55, column: 60, scope: !464)
!472 = !DILocation(line: 55, column: 73, scope: !464)
!473 = !DILocation(line: 55, column: 78, scope: !464)
!474 = !DILocation(line: 55, column: 75, scope: !464)
!475 = !DILocation(line: 55, column: 84, scope: !464)
!476 = !DILocation(line: 55, column: 95, scope: !464)
!477 = !DILocation(line: 55, column: 93, scope: !464)
!478 = !DILocation(line: 55, column: 86, scope: !464)
!479 = !DILocation(line: 55, column: 81, scope: !464)
!480 = !DILocation(line: 55, column: 65, scope: !464)
!481 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !482, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!482 = !DISubroutineType(types: !483)
!483 = !{!484, !8}
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !485, size: 32)
!485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!486 = !DILocalVariable(name: "d", arg: 1, scope: !481, file: !3, line: 57, type: !8)
!487 = !DILocation(line: 57, column: 33, scope: !481)
!488 = !DILocation(line: 58, column: 11, scope: !481)
!489 = !DILocation(line: 58, column: 3, scope: !481)
!490 = !DILocation(line: 59, column: 11, scope: !491)
!491 = distinct !DILexicalBlock(scope: !481, file: !3, line: 58, column: 14)
!492 = !DILocation(line: 60, column: 11, scope: !491)
!493 = !DILocation(line: 61, column: 11, scope: !491)
!494 = !DILocation(line: 62, column: 11, scope: !491)
!495 = !DILocation(line: 63, column: 11, scope: !491)
!496 = !DILocation(line: 64, column: 11, scope: !491)
!497 = !DILocation(line: 65, column: 11, scope: !491)
!498 = !DILocation(line: 66, column: 12, scope: !491)
!499 = !DILocation(line: 68, column: 1, scope: !481)
!500 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !501, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!501 = !DISubroutineType(types: !502)
!502 = !{!8, !8}
!503 = !DILocalVariable(name: "x", arg: 1, scope: !500, file: !3, line: 70, type: !8)
!504 = !DILocation(line: 70, column: 23, scope: !500)
!505 = !DILocation(line: 71, column: 11, scope: !500)
!506 = !DILocation(line: 71, column: 3, scope: !500)
!507 = !DILocation(line: 72, column: 15, scope: !508)
!508 = distinct !DILexicalBlock(scope: !500, file: !3, line: 71, column: 14)
!509 = !DILocation(line: 73, column: 11, scope: !508)
!510 = !DILocation(line: 74, column: 21, scope: !508)
!511 = !DILocation(line: 75, column: 16, scope: !508)
!512 = !DILocation(line: 76, column: 20, scope: !508)
!513 = !DILocation(line: 77, column: 19, scope: !508)
!514 = !DILocation(line: 77, column: 21, scope: !508)
!515 = !DILocation(line: 77, column: 12, scope: !508)
!516 = !DILocation(line: 79, column: 1, scope: !500)
!517 = !DILocalVariable(name: "x", arg: 1, scope: !98, file: !3, line: 94, type: !101)
!518 = !DILocation(line: 94, column: 40, scope: !98)
!519 = !DILocalVariable(name: "r", scope: !98, file: !3, line: 95, type: !101)
!520 = !DILocation(line: 95, column: 15, scope: !98)
!521 = !DILocalVariable(name: "i", scope: !522, file: !3, line: 97, type: !8)
!522 = distinct !DILexicalBlock(scope: !98, file: !3, line: 97, column: 3)
!523 = !DILocation(line: 97, column: 12, scope: !522)
!524 = !DILocation(line: 97, column: 8, scope: !522)
!525 = !DILocation(line: 97, column: 19, scope: !526)
!526 = distinct !DILexicalBlock(scope: !522, file: !3, line: 97, column: 3)
!527 = !DILocation(line: 97, column: 21, scope: !526)
!528 = !DILocation(line: 97, column: 3, scope: !522)
!529 = !DILocation(line: 97, column: 36, scope: !526)
!530 = !DILocation(line: 97, column: 40, scope: !526)
!531 = !DILocation(line: 97, column: 46, scope: !526)
!532 = !DILocation(line: 97, column: 44, scope: !526)
!533 = !DILocation(line: 97, column: 42, scope: !526)
!534 = !DILocation(line: 97, column: 34, scope: !526)
!535 = !DILocation(line: 97, column: 32, scope: !526)
!536 = !DILocation(line: 97, column: 27, scope: !526)
!537 = !DILocation(line: 97, column: 3, scope: !526)
!538 = distinct !{!538, !528, !539, !158}
!539 = !DILocation(line: 97, column: 47, scope: !522)
!540 = !DILocation(line: 98, column: 10, scope: !98)
!541 = !DILocation(line: 98, column: 3, scope: !98)
