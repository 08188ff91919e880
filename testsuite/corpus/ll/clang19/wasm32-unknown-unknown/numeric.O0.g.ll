; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%union.Pun = type { float }

@ia = internal global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 16, !dbg !74
@fa = internal global [256 x float] zeroinitializer, align 16, !dbg !79
@fb = internal global [256 x float] zeroinitializer, align 16, !dbg !82
@da = internal global [256 x double] zeroinitializer, align 16, !dbg !84
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !40
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !42
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !64
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !69
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !87
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !91
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !93
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !95
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !97
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !99
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !101
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !103
@ld_poly.c = internal constant [4 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000BFFE000000000000, fp128 0xL00000000000000003FFC000000000000, fp128 0xL8469898CC51701B84000921FB54442D1], align 16, !dbg !108

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 !dbg !121 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca fp128, align 16
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !124, !DIExpression(), !126)
  store i32 0, ptr %2, align 4, !dbg !126
  br label %11, !dbg !127

11:                                               ; preds = %38, %0
  %12 = load i32, ptr %2, align 4, !dbg !128
  %13 = icmp slt i32 %12, 256, !dbg !130
  br i1 %13, label %14, label %41, !dbg !131

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4, !dbg !132
  %16 = mul nsw i32 %15, 3, !dbg !134
  %17 = sub nsw i32 %16, 100, !dbg !135
  %18 = load i32, ptr %2, align 4, !dbg !136
  %19 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %18, !dbg !137
  store i32 %17, ptr %19, align 4, !dbg !138
  %20 = load i32, ptr %2, align 4, !dbg !139
  %21 = mul nsw i32 %20, 7, !dbg !140
  %22 = and i32 %21, 63, !dbg !141
  %23 = load i32, ptr %2, align 4, !dbg !142
  %24 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %23, !dbg !143
  store i32 %22, ptr %24, align 4, !dbg !144
  %25 = load i32, ptr %2, align 4, !dbg !145
  %26 = sitofp i32 %25 to float, !dbg !146
  %27 = fmul float %26, 5.000000e-01, !dbg !147
  %28 = load i32, ptr %2, align 4, !dbg !148
  %29 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %28, !dbg !149
  store float %27, ptr %29, align 4, !dbg !150
  %30 = load i32, ptr %2, align 4, !dbg !151
  %31 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %30, !dbg !152
  store float 1.000000e+00, ptr %31, align 4, !dbg !153
  %32 = load i32, ptr %2, align 4, !dbg !154
  %33 = add nsw i32 %32, 1, !dbg !155
  %34 = sitofp i32 %33 to double, !dbg !156
  %35 = fdiv double 1.000000e+00, %34, !dbg !157
  %36 = load i32, ptr %2, align 4, !dbg !158
  %37 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %36, !dbg !159
  store double %35, ptr %37, align 8, !dbg !160
  br label %38, !dbg !161

38:                                               ; preds = %14
  %39 = load i32, ptr %2, align 4, !dbg !162
  %40 = add nsw i32 %39, 1, !dbg !162
  store i32 %40, ptr %2, align 4, !dbg !162
  br label %11, !dbg !163, !llvm.loop !164

41:                                               ; preds = %11
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !167
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !168
  %42 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !169
  %43 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !170
  %44 = zext i8 %43 to i32, !dbg !170
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %44), !dbg !171
  %46 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i32 0, i32 10), align 8, !dbg !172
  %47 = fpext float %46 to double, !dbg !172
  %48 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !173
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %47, double noundef %48), !dbg !174
    #dbg_declare(ptr %3, !175, !DIExpression(), !188)
  store float -1.500000e+00, ptr %3, align 4, !dbg !189
  %50 = load i32, ptr %3, align 4, !dbg !190
  %51 = load i32, ptr %3, align 4, !dbg !191
  %52 = lshr i32 %51, 31, !dbg !191
  %53 = load i32, ptr %3, align 4, !dbg !192
  %54 = lshr i32 %53, 23, !dbg !192
  %55 = and i32 %54, 255, !dbg !192
  %56 = load i32, ptr %3, align 4, !dbg !193
  %57 = and i32 %56, 8388607, !dbg !193
  %58 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0, !dbg !194
  %59 = load i8, ptr %58, align 4, !dbg !194
  %60 = zext i8 %59 to i32, !dbg !194
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %50, i32 noundef %52, i32 noundef %55, i32 noundef %57, i32 noundef %60), !dbg !195
    #dbg_declare(ptr %4, !196, !DIExpression(), !197)
  store i32 -267534609, ptr %4, align 4, !dbg !197
  %62 = load i32, ptr %4, align 4, !dbg !198
  %63 = call i32 @popcnt_manual(i32 noundef %62), !dbg !199
  %64 = load i32, ptr %4, align 4, !dbg !200
  %65 = call i32 @llvm.ctpop.i32(i32 %64), !dbg !201
  %66 = load i32, ptr %4, align 4, !dbg !202
  %67 = lshr i32 %66, 4, !dbg !203
  %68 = call i32 @llvm.ctlz.i32(i32 %67, i1 false), !dbg !204
  %69 = load i32, ptr %4, align 4, !dbg !205
  %70 = and i32 %69, -2, !dbg !206
  %71 = call i32 @llvm.cttz.i32(i32 %70, i1 false), !dbg !207
  %72 = load i32, ptr %4, align 4, !dbg !208
  %73 = call i32 @llvm.bswap.i32(i32 %72), !dbg !209
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %63, i32 noundef %65, i32 noundef %68, i32 noundef %71, i32 noundef %73), !dbg !210
  %75 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !211
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %75), !dbg !212
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !213
    #dbg_declare(ptr %5, !214, !DIExpression(), !216)
  store i32 -1, ptr %5, align 4, !dbg !216
  br label %78, !dbg !217

78:                                               ; preds = %85, %41
  %79 = load i32, ptr %5, align 4, !dbg !218
  %80 = icmp sle i32 %79, 7, !dbg !220
  br i1 %80, label %81, label %88, !dbg !221

81:                                               ; preds = %78
  %82 = load i32, ptr %5, align 4, !dbg !222
  %83 = call ptr @day_name(i32 noundef %82), !dbg !223
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %83), !dbg !224
  br label %85, !dbg !224

85:                                               ; preds = %81
  %86 = load i32, ptr %5, align 4, !dbg !225
  %87 = add nsw i32 %86, 1, !dbg !225
  store i32 %87, ptr %5, align 4, !dbg !225
  br label %78, !dbg !226, !llvm.loop !227

88:                                               ; preds = %78
  %89 = call i32 @sparse(i32 noundef -1000), !dbg !229
  %90 = call i32 @sparse(i32 noundef 7), !dbg !230
  %91 = call i32 @sparse(i32 noundef 78), !dbg !231
  %92 = call i32 @sparse(i32 noundef 100000), !dbg !232
  %93 = call i32 @sparse(i32 noundef 2147483647), !dbg !233
  %94 = call i32 @sparse(i32 noundef -3), !dbg !234
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %89, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94), !dbg !235
    #dbg_declare(ptr %6, !236, !DIExpression(), !237)
  %96 = call i128 @mul128(i64 noundef -1, i64 noundef -1), !dbg !238
  store i128 %96, ptr %6, align 16, !dbg !237
    #dbg_declare(ptr %7, !239, !DIExpression(), !240)
  %97 = load i128, ptr %6, align 16, !dbg !241
  %98 = sub nsw i128 0, %97, !dbg !242
  %99 = sdiv i128 %98, 3, !dbg !243
  store i128 %99, ptr %7, align 16, !dbg !240
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !244
  %101 = load i128, ptr %6, align 16, !dbg !245
  call void @print_u128(i128 noundef %101), !dbg !246
  %102 = load i128, ptr %6, align 16, !dbg !247
  %103 = lshr i128 %102, 64, !dbg !248
  %104 = trunc i128 %103 to i64, !dbg !249
  %105 = load i128, ptr %7, align 16, !dbg !250
  %106 = trunc i128 %105 to i64, !dbg !251
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %104, i64 noundef %106), !dbg !252
    #dbg_declare(ptr %8, !253, !DIExpression(), !254)
  %108 = call fp128 @ld_poly(fp128 noundef 0xL00000000000000003FFD000000000000), !dbg !255
  store fp128 %108, ptr %8, align 16, !dbg !254
  %109 = load fp128, ptr %8, align 16, !dbg !256
  %110 = fptrunc fp128 %109 to double, !dbg !257
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %110, i32 noundef 16), !dbg !258
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef 2.375000e+00), !dbg !259
    #dbg_declare(ptr %9, !260, !DIExpression(), !261)
  store float 0x7FF8000000000000, ptr %9, align 4, !dbg !261
    #dbg_declare(ptr %10, !262, !DIExpression(), !263)
  store float 0x7FF0000000000000, ptr %10, align 4, !dbg !263
  %113 = load float, ptr %9, align 4, !dbg !264
  %114 = load float, ptr %9, align 4, !dbg !265
  %115 = fcmp une float %113, %114, !dbg !266
  %116 = zext i1 %115 to i32, !dbg !266
  %117 = load float, ptr %10, align 4, !dbg !267
  %118 = fcmp ogt float %117, 0x47D2CED320000000, !dbg !268
  %119 = zext i1 %118 to i32, !dbg !268
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %116, i32 noundef %119, i32 noundef 1), !dbg !269
  ret i32 0, !dbg !270
}

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !271 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !279, !DIExpression(), !280)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !281, !DIExpression(), !282)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !283, !DIExpression(), !284)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !285, !DIExpression(), !286)
    #dbg_declare(ptr %9, !287, !DIExpression(), !289)
  store i32 0, ptr %9, align 4, !dbg !289
  br label %10, !dbg !290

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4, !dbg !291
  %12 = load i32, ptr %8, align 4, !dbg !293
  %13 = icmp slt i32 %11, %12, !dbg !294
  br i1 %13, label %14, label %33, !dbg !295

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 4, !dbg !296
  %16 = load i32, ptr %9, align 4, !dbg !297
  %17 = getelementptr inbounds i32, ptr %15, i32 %16, !dbg !296
  %18 = load i32, ptr %17, align 4, !dbg !296
  %19 = load i32, ptr %7, align 4, !dbg !298
  %20 = mul nsw i32 %18, %19, !dbg !299
  %21 = load ptr, ptr %6, align 4, !dbg !300
  %22 = load i32, ptr %9, align 4, !dbg !301
  %23 = getelementptr inbounds i32, ptr %21, i32 %22, !dbg !300
  %24 = load i32, ptr %23, align 4, !dbg !300
  %25 = ashr i32 %24, 1, !dbg !302
  %26 = add nsw i32 %20, %25, !dbg !303
  %27 = load ptr, ptr %5, align 4, !dbg !304
  %28 = load i32, ptr %9, align 4, !dbg !305
  %29 = getelementptr inbounds i32, ptr %27, i32 %28, !dbg !304
  store i32 %26, ptr %29, align 4, !dbg !306
  br label %30, !dbg !304

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4, !dbg !307
  %32 = add nsw i32 %31, 1, !dbg !307
  store i32 %32, ptr %9, align 4, !dbg !307
  br label %10, !dbg !308, !llvm.loop !309

33:                                               ; preds = %10
  ret void, !dbg !311
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !312 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !320, !DIExpression(), !321)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !322, !DIExpression(), !323)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !324, !DIExpression(), !325)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !326, !DIExpression(), !327)
    #dbg_declare(ptr %9, !328, !DIExpression(), !330)
  store i32 0, ptr %9, align 4, !dbg !330
  br label %10, !dbg !331

10:                                               ; preds = %28, %4
  %11 = load i32, ptr %9, align 4, !dbg !332
  %12 = load i32, ptr %8, align 4, !dbg !334
  %13 = icmp slt i32 %11, %12, !dbg !335
  br i1 %13, label %14, label %31, !dbg !336

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !337
  %16 = load ptr, ptr %6, align 4, !dbg !338
  %17 = load i32, ptr %9, align 4, !dbg !339
  %18 = getelementptr inbounds float, ptr %16, i32 %17, !dbg !338
  %19 = load float, ptr %18, align 4, !dbg !338
  %20 = load ptr, ptr %5, align 4, !dbg !340
  %21 = load i32, ptr %9, align 4, !dbg !341
  %22 = getelementptr inbounds float, ptr %20, i32 %21, !dbg !340
  %23 = load float, ptr %22, align 4, !dbg !340
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !342
  %25 = load ptr, ptr %5, align 4, !dbg !343
  %26 = load i32, ptr %9, align 4, !dbg !344
  %27 = getelementptr inbounds float, ptr %25, i32 %26, !dbg !343
  store float %24, ptr %27, align 4, !dbg !345
  br label %28, !dbg !343

28:                                               ; preds = %14
  %29 = load i32, ptr %9, align 4, !dbg !346
  %30 = add nsw i32 %29, 1, !dbg !346
  store i32 %30, ptr %9, align 4, !dbg !346
  br label %10, !dbg !347, !llvm.loop !348

31:                                               ; preds = %10
  ret void, !dbg !350
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !351 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !354, !DIExpression(), !355)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !356, !DIExpression(), !357)
    #dbg_declare(ptr %5, !358, !DIExpression(), !359)
  store i32 0, ptr %5, align 4, !dbg !359
    #dbg_declare(ptr %6, !360, !DIExpression(), !362)
  store i32 0, ptr %6, align 4, !dbg !362
  br label %7, !dbg !363

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4, !dbg !364
  %9 = load i32, ptr %4, align 4, !dbg !366
  %10 = icmp slt i32 %8, %9, !dbg !367
  br i1 %10, label %11, label %21, !dbg !368

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !369
  %13 = load i32, ptr %6, align 4, !dbg !370
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !369
  %15 = load i32, ptr %14, align 4, !dbg !369
  %16 = load i32, ptr %5, align 4, !dbg !371
  %17 = add nsw i32 %16, %15, !dbg !371
  store i32 %17, ptr %5, align 4, !dbg !371
  br label %18, !dbg !372

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !373
  %20 = add nsw i32 %19, 1, !dbg !373
  store i32 %20, ptr %6, align 4, !dbg !373
  br label %7, !dbg !374, !llvm.loop !375

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4, !dbg !377
  ret i32 %22, !dbg !378
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !379 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !382, !DIExpression(), !383)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !384, !DIExpression(), !385)
    #dbg_declare(ptr %5, !386, !DIExpression(), !387)
  store i32 0, ptr %5, align 4, !dbg !387
    #dbg_declare(ptr %6, !388, !DIExpression(), !390)
  store i32 0, ptr %6, align 4, !dbg !390
  br label %7, !dbg !391

7:                                                ; preds = %27, %2
  %8 = load i32, ptr %6, align 4, !dbg !392
  %9 = load i32, ptr %4, align 4, !dbg !394
  %10 = icmp slt i32 %8, %9, !dbg !395
  br i1 %10, label %11, label %30, !dbg !396

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !397
  %13 = load i32, ptr %6, align 4, !dbg !398
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !397
  %15 = load i32, ptr %14, align 4, !dbg !397
  %16 = load i32, ptr %5, align 4, !dbg !399
  %17 = icmp sgt i32 %15, %16, !dbg !400
  br i1 %17, label %18, label %23, !dbg !397

18:                                               ; preds = %11
  %19 = load ptr, ptr %3, align 4, !dbg !401
  %20 = load i32, ptr %6, align 4, !dbg !402
  %21 = getelementptr inbounds i32, ptr %19, i32 %20, !dbg !401
  %22 = load i32, ptr %21, align 4, !dbg !401
  br label %25, !dbg !397

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4, !dbg !403
  br label %25, !dbg !397

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !397
  store i32 %26, ptr %5, align 4, !dbg !404
  br label %27, !dbg !405

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4, !dbg !406
  %29 = add nsw i32 %28, 1, !dbg !406
  store i32 %29, ptr %6, align 4, !dbg !406
  br label %7, !dbg !407, !llvm.loop !408

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4, !dbg !410
  %32 = icmp sgt i32 %31, 255, !dbg !411
  br i1 %32, label %33, label %34, !dbg !410

33:                                               ; preds = %30
  br label %36, !dbg !410

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4, !dbg !412
  br label %36, !dbg !410

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !410
  %38 = trunc i32 %37 to i8, !dbg !413
  ret i8 %38, !dbg !414
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !415 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !420, !DIExpression(), !421)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !422, !DIExpression(), !423)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !424, !DIExpression(), !425)
    #dbg_declare(ptr %7, !426, !DIExpression(), !427)
  store double 0.000000e+00, ptr %7, align 8, !dbg !427
    #dbg_declare(ptr %8, !428, !DIExpression(), !430)
  store i32 0, ptr %8, align 4, !dbg !430
  br label %9, !dbg !431

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %8, align 4, !dbg !432
  %11 = load i32, ptr %6, align 4, !dbg !434
  %12 = icmp slt i32 %10, %11, !dbg !435
  br i1 %12, label %13, label %28, !dbg !436

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 4, !dbg !437
  %15 = load i32, ptr %8, align 4, !dbg !438
  %16 = getelementptr inbounds double, ptr %14, i32 %15, !dbg !437
  %17 = load double, ptr %16, align 8, !dbg !437
  %18 = load ptr, ptr %5, align 4, !dbg !439
  %19 = load i32, ptr %8, align 4, !dbg !440
  %20 = getelementptr inbounds float, ptr %18, i32 %19, !dbg !439
  %21 = load float, ptr %20, align 4, !dbg !439
  %22 = fpext float %21 to double, !dbg !441
  %23 = load double, ptr %7, align 8, !dbg !442
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !442
  store double %24, ptr %7, align 8, !dbg !442
  br label %25, !dbg !443

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4, !dbg !444
  %27 = add nsw i32 %26, 1, !dbg !444
  store i32 %27, ptr %8, align 4, !dbg !444
  br label %9, !dbg !445, !llvm.loop !446

28:                                               ; preds = %9
  %29 = load double, ptr %7, align 8, !dbg !448
  ret double %29, !dbg !449
}

; Function Attrs: noinline nounwind optnone
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !450 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !453, !DIExpression(), !454)
  %3 = load i32, ptr %2, align 4, !dbg !455
  %4 = load i32, ptr %2, align 4, !dbg !456
  %5 = lshr i32 %4, 1, !dbg !457
  %6 = and i32 %5, 1431655765, !dbg !458
  %7 = sub i32 %3, %6, !dbg !459
  store i32 %7, ptr %2, align 4, !dbg !460
  %8 = load i32, ptr %2, align 4, !dbg !461
  %9 = and i32 %8, 858993459, !dbg !462
  %10 = load i32, ptr %2, align 4, !dbg !463
  %11 = lshr i32 %10, 2, !dbg !464
  %12 = and i32 %11, 858993459, !dbg !465
  %13 = add i32 %9, %12, !dbg !466
  store i32 %13, ptr %2, align 4, !dbg !467
  %14 = load i32, ptr %2, align 4, !dbg !468
  %15 = load i32, ptr %2, align 4, !dbg !469
  %16 = lshr i32 %15, 4, !dbg !470
  %17 = add i32 %14, %16, !dbg !471
  %18 = and i32 %17, 252645135, !dbg !472
  store i32 %18, ptr %2, align 4, !dbg !473
  %19 = load i32, ptr %2, align 4, !dbg !474
  %20 = mul i32 %19, 16843009, !dbg !475
  %21 = lshr i32 %20, 24, !dbg !476
  ret i32 %21, !dbg !477
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !478 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !481, !DIExpression(), !482)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !483, !DIExpression(), !484)
  %5 = load i64, ptr %3, align 8, !dbg !485
  %6 = load i32, ptr %4, align 4, !dbg !486
  %7 = zext i32 %6 to i64, !dbg !487
  %8 = shl i64 %5, %7, !dbg !487
  %9 = load i64, ptr %3, align 8, !dbg !488
  %10 = load i32, ptr %4, align 4, !dbg !489
  %11 = sub nsw i32 64, %10, !dbg !490
  %12 = zext i32 %11 to i64, !dbg !491
  %13 = lshr i64 %9, %12, !dbg !491
  %14 = or i64 %8, %13, !dbg !492
  ret i64 %14, !dbg !493
}

; Function Attrs: noinline nounwind optnone
define internal ptr @day_name(i32 noundef %0) #1 !dbg !494 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !499, !DIExpression(), !500)
  %4 = load i32, ptr %3, align 4, !dbg !501
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !502

5:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 4, !dbg !503
  br label %13, !dbg !503

6:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 4, !dbg !505
  br label %13, !dbg !505

7:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 4, !dbg !506
  br label %13, !dbg !506

8:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 4, !dbg !507
  br label %13, !dbg !507

9:                                                ; preds = %1
  store ptr @.str.17, ptr %2, align 4, !dbg !508
  br label %13, !dbg !508

10:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 4, !dbg !509
  br label %13, !dbg !509

11:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 4, !dbg !510
  br label %13, !dbg !510

12:                                               ; preds = %1
  store ptr @.str.20, ptr %2, align 4, !dbg !511
  br label %13, !dbg !511

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 4, !dbg !512
  ret ptr %14, !dbg !512
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #1 !dbg !513 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !516, !DIExpression(), !517)
  %4 = load i32, ptr %3, align 4, !dbg !518
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !519

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !520
  br label %15, !dbg !520

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !522
  br label %15, !dbg !522

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !523
  br label %15, !dbg !523

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !524
  br label %15, !dbg !524

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !525
  br label %15, !dbg !525

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !526
  %12 = icmp slt i32 %11, 0, !dbg !527
  %13 = zext i1 %12 to i64, !dbg !526
  %14 = select i1 %12, i32 -1, i32 0, !dbg !526
  store i32 %14, ptr %2, align 4, !dbg !528
  br label %15, !dbg !528

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !529
  ret i32 %16, !dbg !529
}

; Function Attrs: noinline nounwind optnone
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #1 !dbg !530 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !533, !DIExpression(), !534)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !535, !DIExpression(), !536)
  %5 = load i64, ptr %3, align 8, !dbg !537
  %6 = zext i64 %5 to i128, !dbg !538
  %7 = load i64, ptr %4, align 8, !dbg !539
  %8 = zext i64 %7 to i128, !dbg !539
  %9 = mul i128 %6, %8, !dbg !540
  ret i128 %9, !dbg !541
}

; Function Attrs: noinline optnone
define internal void @print_u128(i128 noundef %0) #0 !dbg !542 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !545, !DIExpression(), !546)
    #dbg_declare(ptr %3, !547, !DIExpression(), !551)
    #dbg_declare(ptr %4, !552, !DIExpression(), !553)
  store i32 47, ptr %4, align 4, !dbg !553
  %5 = load i32, ptr %4, align 4, !dbg !554
  %6 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %5, !dbg !555
  store i8 0, ptr %6, align 1, !dbg !556
  br label %7, !dbg !557

7:                                                ; preds = %18, %1
  %8 = load i128, ptr %2, align 16, !dbg !558
  %9 = urem i128 %8, 10, !dbg !560
  %10 = trunc i128 %9 to i32, !dbg !561
  %11 = add nsw i32 48, %10, !dbg !562
  %12 = trunc i32 %11 to i8, !dbg !563
  %13 = load i32, ptr %4, align 4, !dbg !564
  %14 = add nsw i32 %13, -1, !dbg !564
  store i32 %14, ptr %4, align 4, !dbg !564
  %15 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %14, !dbg !565
  store i8 %12, ptr %15, align 1, !dbg !566
  %16 = load i128, ptr %2, align 16, !dbg !567
  %17 = udiv i128 %16, 10, !dbg !567
  store i128 %17, ptr %2, align 16, !dbg !567
  br label %18, !dbg !568

18:                                               ; preds = %7
  %19 = load i128, ptr %2, align 16, !dbg !569
  %20 = icmp ne i128 %19, 0, !dbg !568
  br i1 %20, label %7, label %21, !dbg !568, !llvm.loop !570

21:                                               ; preds = %18
  %22 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 0, !dbg !572
  %23 = load i32, ptr %4, align 4, !dbg !573
  %24 = getelementptr inbounds i8, ptr %22, i32 %23, !dbg !574
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %24), !dbg !575
  ret void, !dbg !576
}

; Function Attrs: noinline nounwind optnone
define internal fp128 @ld_poly(fp128 noundef %0) #1 !dbg !110 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !577, !DIExpression(), !578)
    #dbg_declare(ptr %3, !579, !DIExpression(), !580)
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16, !dbg !580
    #dbg_declare(ptr %4, !581, !DIExpression(), !583)
  store i32 3, ptr %4, align 4, !dbg !583
  br label %5, !dbg !584

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !585
  %7 = icmp sge i32 %6, 0, !dbg !587
  br i1 %7, label %8, label %18, !dbg !588

8:                                                ; preds = %5
  %9 = load fp128, ptr %3, align 16, !dbg !589
  %10 = load fp128, ptr %2, align 16, !dbg !590
  %11 = load i32, ptr %4, align 4, !dbg !591
  %12 = getelementptr inbounds [4 x fp128], ptr @ld_poly.c, i32 0, i32 %11, !dbg !592
  %13 = load fp128, ptr %12, align 16, !dbg !592
  %14 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %10, fp128 %13), !dbg !593
  store fp128 %14, ptr %3, align 16, !dbg !594
  br label %15, !dbg !595

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4, !dbg !596
  %17 = add nsw i32 %16, -1, !dbg !596
  store i32 %17, ptr %4, align 4, !dbg !596
  br label %5, !dbg !597, !llvm.loop !598

18:                                               ; preds = %5
  %19 = load fp128, ptr %3, align 16, !dbg !600
  ret fp128 %19, !dbg !601
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #3

attributes #0 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!117, !118, !119}
!llvm.ident = !{!120}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15, !20, !25, !30, !35, !40, !42, !47, !52, !57, !59, !64, !69, !0, !74, !79, !82, !84, !87, !89, !91, !93, !95, !97, !99, !101, !103, !108}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 120, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 15)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 176, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 22)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 344, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 43)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !17, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 216, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 27)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 6)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !22, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 136, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 17)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 11)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 144, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 18)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 256)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !77)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !81, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 16384, elements: !77)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !44, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !44, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !44, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !44, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !44, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !44, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !44, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !44, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 24, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 3)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "c", scope: !110, file: !3, line: 96, type: !115, isLocal: true, isDefinition: true)
!110 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !111, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !113}
!113 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!114 = !{}
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 512, elements: !45)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!117 = !{i32 7, !"Dwarf Version", i32 4}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!121 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !122, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!122 = !DISubroutineType(types: !123)
!123 = !{!10}
!124 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 102, type: !10)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 102, column: 3)
!126 = !DILocation(line: 102, column: 12, scope: !125)
!127 = !DILocation(line: 102, column: 8, scope: !125)
!128 = !DILocation(line: 102, column: 19, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 102, column: 3)
!130 = !DILocation(line: 102, column: 21, scope: !129)
!131 = !DILocation(line: 102, column: 3, scope: !125)
!132 = !DILocation(line: 103, column: 13, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 102, column: 31)
!134 = !DILocation(line: 103, column: 15, scope: !133)
!135 = !DILocation(line: 103, column: 19, scope: !133)
!136 = !DILocation(line: 103, column: 8, scope: !133)
!137 = !DILocation(line: 103, column: 5, scope: !133)
!138 = !DILocation(line: 103, column: 11, scope: !133)
!139 = !DILocation(line: 104, column: 14, scope: !133)
!140 = !DILocation(line: 104, column: 16, scope: !133)
!141 = !DILocation(line: 104, column: 21, scope: !133)
!142 = !DILocation(line: 104, column: 8, scope: !133)
!143 = !DILocation(line: 104, column: 5, scope: !133)
!144 = !DILocation(line: 104, column: 11, scope: !133)
!145 = !DILocation(line: 105, column: 20, scope: !133)
!146 = !DILocation(line: 105, column: 13, scope: !133)
!147 = !DILocation(line: 105, column: 22, scope: !133)
!148 = !DILocation(line: 105, column: 8, scope: !133)
!149 = !DILocation(line: 105, column: 5, scope: !133)
!150 = !DILocation(line: 105, column: 11, scope: !133)
!151 = !DILocation(line: 106, column: 8, scope: !133)
!152 = !DILocation(line: 106, column: 5, scope: !133)
!153 = !DILocation(line: 106, column: 11, scope: !133)
!154 = !DILocation(line: 107, column: 20, scope: !133)
!155 = !DILocation(line: 107, column: 22, scope: !133)
!156 = !DILocation(line: 107, column: 19, scope: !133)
!157 = !DILocation(line: 107, column: 17, scope: !133)
!158 = !DILocation(line: 107, column: 8, scope: !133)
!159 = !DILocation(line: 107, column: 5, scope: !133)
!160 = !DILocation(line: 107, column: 11, scope: !133)
!161 = !DILocation(line: 108, column: 3, scope: !133)
!162 = !DILocation(line: 102, column: 26, scope: !129)
!163 = !DILocation(line: 102, column: 3, scope: !129)
!164 = distinct !{!164, !131, !165, !166}
!165 = !DILocation(line: 108, column: 3, scope: !125)
!166 = !{!"llvm.loop.mustprogress"}
!167 = !DILocation(line: 109, column: 3, scope: !121)
!168 = !DILocation(line: 110, column: 3, scope: !121)
!169 = !DILocation(line: 111, column: 29, scope: !121)
!170 = !DILocation(line: 111, column: 46, scope: !121)
!171 = !DILocation(line: 111, column: 3, scope: !121)
!172 = !DILocation(line: 112, column: 36, scope: !121)
!173 = !DILocation(line: 112, column: 44, scope: !121)
!174 = !DILocation(line: 112, column: 3, scope: !121)
!175 = !DILocalVariable(name: "p", scope: !121, file: !3, line: 114, type: !176)
!176 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !177)
!177 = !{!178, !179, !180, !182}
!178 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !176, file: !3, line: 42, baseType: !5, size: 32)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !176, file: !3, line: 43, baseType: !6, size: 32)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !176, file: !3, line: 44, baseType: !181, size: 32)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !45)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !176, file: !3, line: 45, baseType: !183, size: 32)
!183 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !176, file: !3, line: 45, size: 32, elements: !184)
!184 = !{!185, !186, !187}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !183, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !183, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !183, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!188 = !DILocation(line: 114, column: 13, scope: !121)
!189 = !DILocation(line: 115, column: 7, scope: !121)
!190 = !DILocation(line: 116, column: 59, scope: !121)
!191 = !DILocation(line: 116, column: 69, scope: !121)
!192 = !DILocation(line: 116, column: 82, scope: !121)
!193 = !DILocation(line: 116, column: 94, scope: !121)
!194 = !DILocation(line: 116, column: 100, scope: !121)
!195 = !DILocation(line: 116, column: 3, scope: !121)
!196 = !DILocalVariable(name: "x", scope: !121, file: !3, line: 117, type: !6)
!197 = !DILocation(line: 117, column: 12, scope: !121)
!198 = !DILocation(line: 118, column: 49, scope: !121)
!199 = !DILocation(line: 118, column: 35, scope: !121)
!200 = !DILocation(line: 118, column: 72, scope: !121)
!201 = !DILocation(line: 118, column: 53, scope: !121)
!202 = !DILocation(line: 118, column: 90, scope: !121)
!203 = !DILocation(line: 118, column: 92, scope: !121)
!204 = !DILocation(line: 118, column: 76, scope: !121)
!205 = !DILocation(line: 119, column: 24, scope: !121)
!206 = !DILocation(line: 119, column: 26, scope: !121)
!207 = !DILocation(line: 119, column: 10, scope: !121)
!208 = !DILocation(line: 119, column: 52, scope: !121)
!209 = !DILocation(line: 119, column: 34, scope: !121)
!210 = !DILocation(line: 118, column: 3, scope: !121)
!211 = !DILocation(line: 120, column: 24, scope: !121)
!212 = !DILocation(line: 120, column: 3, scope: !121)
!213 = !DILocation(line: 121, column: 3, scope: !121)
!214 = !DILocalVariable(name: "d", scope: !215, file: !3, line: 123, type: !10)
!215 = distinct !DILexicalBlock(scope: !121, file: !3, line: 123, column: 3)
!216 = !DILocation(line: 123, column: 12, scope: !215)
!217 = !DILocation(line: 123, column: 8, scope: !215)
!218 = !DILocation(line: 123, column: 20, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !3, line: 123, column: 3)
!220 = !DILocation(line: 123, column: 22, scope: !219)
!221 = !DILocation(line: 123, column: 3, scope: !215)
!222 = !DILocation(line: 123, column: 56, scope: !219)
!223 = !DILocation(line: 123, column: 47, scope: !219)
!224 = !DILocation(line: 123, column: 33, scope: !219)
!225 = !DILocation(line: 123, column: 28, scope: !219)
!226 = !DILocation(line: 123, column: 3, scope: !219)
!227 = distinct !{!227, !221, !228, !166}
!228 = !DILocation(line: 123, column: 58, scope: !215)
!229 = !DILocation(line: 124, column: 42, scope: !121)
!230 = !DILocation(line: 124, column: 57, scope: !121)
!231 = !DILocation(line: 124, column: 68, scope: !121)
!232 = !DILocation(line: 124, column: 80, scope: !121)
!233 = !DILocation(line: 125, column: 10, scope: !121)
!234 = !DILocation(line: 125, column: 30, scope: !121)
!235 = !DILocation(line: 124, column: 3, scope: !121)
!236 = !DILocalVariable(name: "big", scope: !121, file: !3, line: 128, type: !12)
!237 = !DILocation(line: 128, column: 21, scope: !121)
!238 = !DILocation(line: 128, column: 27, scope: !121)
!239 = !DILocalVariable(name: "neg", scope: !121, file: !3, line: 129, type: !7)
!240 = !DILocation(line: 129, column: 12, scope: !121)
!241 = !DILocation(line: 129, column: 29, scope: !121)
!242 = !DILocation(line: 129, column: 18, scope: !121)
!243 = !DILocation(line: 129, column: 33, scope: !121)
!244 = !DILocation(line: 130, column: 3, scope: !121)
!245 = !DILocation(line: 131, column: 14, scope: !121)
!246 = !DILocation(line: 131, column: 3, scope: !121)
!247 = !DILocation(line: 132, column: 57, scope: !121)
!248 = !DILocation(line: 132, column: 61, scope: !121)
!249 = !DILocation(line: 132, column: 36, scope: !121)
!250 = !DILocation(line: 132, column: 89, scope: !121)
!251 = !DILocation(line: 132, column: 69, scope: !121)
!252 = !DILocation(line: 132, column: 3, scope: !121)
!253 = !DILocalVariable(name: "ld", scope: !121, file: !3, line: 137, type: !113)
!254 = !DILocation(line: 137, column: 15, scope: !121)
!255 = !DILocation(line: 137, column: 20, scope: !121)
!256 = !DILocation(line: 138, column: 39, scope: !121)
!257 = !DILocation(line: 138, column: 31, scope: !121)
!258 = !DILocation(line: 138, column: 3, scope: !121)
!259 = !DILocation(line: 145, column: 3, scope: !121)
!260 = !DILocalVariable(name: "nan", scope: !121, file: !3, line: 147, type: !5)
!261 = !DILocation(line: 147, column: 9, scope: !121)
!262 = !DILocalVariable(name: "inf", scope: !121, file: !3, line: 147, type: !5)
!263 = !DILocation(line: 147, column: 35, scope: !121)
!264 = !DILocation(line: 148, column: 32, scope: !121)
!265 = !DILocation(line: 148, column: 39, scope: !121)
!266 = !DILocation(line: 148, column: 36, scope: !121)
!267 = !DILocation(line: 148, column: 44, scope: !121)
!268 = !DILocation(line: 148, column: 48, scope: !121)
!269 = !DILocation(line: 148, column: 3, scope: !121)
!270 = !DILocation(line: 149, column: 3, scope: !121)
!271 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !272, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !274, !276, !10, !10}
!274 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 32)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!279 = !DILocalVariable(name: "dst", arg: 1, scope: !271, file: !3, line: 25, type: !274)
!280 = !DILocation(line: 25, column: 63, scope: !271)
!281 = !DILocalVariable(name: "src", arg: 2, scope: !271, file: !3, line: 25, type: !276)
!282 = !DILocation(line: 25, column: 88, scope: !271)
!283 = !DILocalVariable(name: "k", arg: 3, scope: !271, file: !3, line: 25, type: !10)
!284 = !DILocation(line: 25, column: 97, scope: !271)
!285 = !DILocalVariable(name: "n", arg: 4, scope: !271, file: !3, line: 25, type: !10)
!286 = !DILocation(line: 25, column: 104, scope: !271)
!287 = !DILocalVariable(name: "i", scope: !288, file: !3, line: 26, type: !10)
!288 = distinct !DILexicalBlock(scope: !271, file: !3, line: 26, column: 3)
!289 = !DILocation(line: 26, column: 12, scope: !288)
!290 = !DILocation(line: 26, column: 8, scope: !288)
!291 = !DILocation(line: 26, column: 19, scope: !292)
!292 = distinct !DILexicalBlock(scope: !288, file: !3, line: 26, column: 3)
!293 = !DILocation(line: 26, column: 23, scope: !292)
!294 = !DILocation(line: 26, column: 21, scope: !292)
!295 = !DILocation(line: 26, column: 3, scope: !288)
!296 = !DILocation(line: 26, column: 40, scope: !292)
!297 = !DILocation(line: 26, column: 44, scope: !292)
!298 = !DILocation(line: 26, column: 49, scope: !292)
!299 = !DILocation(line: 26, column: 47, scope: !292)
!300 = !DILocation(line: 26, column: 54, scope: !292)
!301 = !DILocation(line: 26, column: 58, scope: !292)
!302 = !DILocation(line: 26, column: 61, scope: !292)
!303 = !DILocation(line: 26, column: 51, scope: !292)
!304 = !DILocation(line: 26, column: 31, scope: !292)
!305 = !DILocation(line: 26, column: 35, scope: !292)
!306 = !DILocation(line: 26, column: 38, scope: !292)
!307 = !DILocation(line: 26, column: 26, scope: !292)
!308 = !DILocation(line: 26, column: 3, scope: !292)
!309 = distinct !{!309, !295, !310, !166}
!310 = !DILocation(line: 26, column: 65, scope: !288)
!311 = !DILocation(line: 27, column: 1, scope: !271)
!312 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !313, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !315, !317, !5, !10}
!315 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!317 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !318)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 32)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!320 = !DILocalVariable(name: "y", arg: 1, scope: !312, file: !3, line: 21, type: !315)
!321 = !DILocation(line: 21, column: 61, scope: !312)
!322 = !DILocalVariable(name: "x", arg: 2, scope: !312, file: !3, line: 21, type: !317)
!323 = !DILocation(line: 21, column: 86, scope: !312)
!324 = !DILocalVariable(name: "k", arg: 3, scope: !312, file: !3, line: 21, type: !5)
!325 = !DILocation(line: 21, column: 95, scope: !312)
!326 = !DILocalVariable(name: "n", arg: 4, scope: !312, file: !3, line: 21, type: !10)
!327 = !DILocation(line: 21, column: 102, scope: !312)
!328 = !DILocalVariable(name: "i", scope: !329, file: !3, line: 22, type: !10)
!329 = distinct !DILexicalBlock(scope: !312, file: !3, line: 22, column: 3)
!330 = !DILocation(line: 22, column: 12, scope: !329)
!331 = !DILocation(line: 22, column: 8, scope: !329)
!332 = !DILocation(line: 22, column: 19, scope: !333)
!333 = distinct !DILexicalBlock(scope: !329, file: !3, line: 22, column: 3)
!334 = !DILocation(line: 22, column: 23, scope: !333)
!335 = !DILocation(line: 22, column: 21, scope: !333)
!336 = !DILocation(line: 22, column: 3, scope: !329)
!337 = !DILocation(line: 22, column: 38, scope: !333)
!338 = !DILocation(line: 22, column: 42, scope: !333)
!339 = !DILocation(line: 22, column: 44, scope: !333)
!340 = !DILocation(line: 22, column: 49, scope: !333)
!341 = !DILocation(line: 22, column: 51, scope: !333)
!342 = !DILocation(line: 22, column: 47, scope: !333)
!343 = !DILocation(line: 22, column: 31, scope: !333)
!344 = !DILocation(line: 22, column: 33, scope: !333)
!345 = !DILocation(line: 22, column: 36, scope: !333)
!346 = !DILocation(line: 22, column: 26, scope: !333)
!347 = !DILocation(line: 22, column: 3, scope: !333)
!348 = distinct !{!348, !336, !349, !166}
!349 = !DILocation(line: 22, column: 52, scope: !329)
!350 = !DILocation(line: 23, column: 1, scope: !312)
!351 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !352, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!352 = !DISubroutineType(types: !353)
!353 = !{!10, !277, !10}
!354 = !DILocalVariable(name: "a", arg: 1, scope: !351, file: !3, line: 15, type: !277)
!355 = !DILocation(line: 15, column: 58, scope: !351)
!356 = !DILocalVariable(name: "n", arg: 2, scope: !351, file: !3, line: 15, type: !10)
!357 = !DILocation(line: 15, column: 65, scope: !351)
!358 = !DILocalVariable(name: "s", scope: !351, file: !3, line: 16, type: !10)
!359 = !DILocation(line: 16, column: 7, scope: !351)
!360 = !DILocalVariable(name: "i", scope: !361, file: !3, line: 17, type: !10)
!361 = distinct !DILexicalBlock(scope: !351, file: !3, line: 17, column: 3)
!362 = !DILocation(line: 17, column: 12, scope: !361)
!363 = !DILocation(line: 17, column: 8, scope: !361)
!364 = !DILocation(line: 17, column: 19, scope: !365)
!365 = distinct !DILexicalBlock(scope: !361, file: !3, line: 17, column: 3)
!366 = !DILocation(line: 17, column: 23, scope: !365)
!367 = !DILocation(line: 17, column: 21, scope: !365)
!368 = !DILocation(line: 17, column: 3, scope: !361)
!369 = !DILocation(line: 17, column: 36, scope: !365)
!370 = !DILocation(line: 17, column: 38, scope: !365)
!371 = !DILocation(line: 17, column: 33, scope: !365)
!372 = !DILocation(line: 17, column: 31, scope: !365)
!373 = !DILocation(line: 17, column: 26, scope: !365)
!374 = !DILocation(line: 17, column: 3, scope: !365)
!375 = distinct !{!375, !368, !376, !166}
!376 = !DILocation(line: 17, column: 39, scope: !361)
!377 = !DILocation(line: 18, column: 10, scope: !351)
!378 = !DILocation(line: 18, column: 3, scope: !351)
!379 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !380, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!380 = !DISubroutineType(types: !381)
!381 = !{!11, !277, !10}
!382 = !DILocalVariable(name: "a", arg: 1, scope: !379, file: !3, line: 35, type: !277)
!383 = !DILocation(line: 35, column: 69, scope: !379)
!384 = !DILocalVariable(name: "n", arg: 2, scope: !379, file: !3, line: 35, type: !10)
!385 = !DILocation(line: 35, column: 76, scope: !379)
!386 = !DILocalVariable(name: "m", scope: !379, file: !3, line: 36, type: !10)
!387 = !DILocation(line: 36, column: 7, scope: !379)
!388 = !DILocalVariable(name: "i", scope: !389, file: !3, line: 37, type: !10)
!389 = distinct !DILexicalBlock(scope: !379, file: !3, line: 37, column: 3)
!390 = !DILocation(line: 37, column: 12, scope: !389)
!391 = !DILocation(line: 37, column: 8, scope: !389)
!392 = !DILocation(line: 37, column: 19, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !3, line: 37, column: 3)
!394 = !DILocation(line: 37, column: 23, scope: !393)
!395 = !DILocation(line: 37, column: 21, scope: !393)
!396 = !DILocation(line: 37, column: 3, scope: !389)
!397 = !DILocation(line: 37, column: 35, scope: !393)
!398 = !DILocation(line: 37, column: 37, scope: !393)
!399 = !DILocation(line: 37, column: 42, scope: !393)
!400 = !DILocation(line: 37, column: 40, scope: !393)
!401 = !DILocation(line: 37, column: 46, scope: !393)
!402 = !DILocation(line: 37, column: 48, scope: !393)
!403 = !DILocation(line: 37, column: 53, scope: !393)
!404 = !DILocation(line: 37, column: 33, scope: !393)
!405 = !DILocation(line: 37, column: 31, scope: !393)
!406 = !DILocation(line: 37, column: 26, scope: !393)
!407 = !DILocation(line: 37, column: 3, scope: !393)
!408 = distinct !{!408, !396, !409, !166}
!409 = !DILocation(line: 37, column: 53, scope: !389)
!410 = !DILocation(line: 38, column: 26, scope: !379)
!411 = !DILocation(line: 38, column: 28, scope: !379)
!412 = !DILocation(line: 38, column: 42, scope: !379)
!413 = !DILocation(line: 38, column: 10, scope: !379)
!414 = !DILocation(line: 38, column: 3, scope: !379)
!415 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !416, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!416 = !DISubroutineType(types: !417)
!417 = !{!9, !418, !318, !10}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !419, size: 32)
!419 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!420 = !DILocalVariable(name: "a", arg: 1, scope: !415, file: !3, line: 29, type: !418)
!421 = !DILocation(line: 29, column: 59, scope: !415)
!422 = !DILocalVariable(name: "b", arg: 2, scope: !415, file: !3, line: 29, type: !318)
!423 = !DILocation(line: 29, column: 75, scope: !415)
!424 = !DILocalVariable(name: "n", arg: 3, scope: !415, file: !3, line: 29, type: !10)
!425 = !DILocation(line: 29, column: 82, scope: !415)
!426 = !DILocalVariable(name: "s", scope: !415, file: !3, line: 30, type: !9)
!427 = !DILocation(line: 30, column: 10, scope: !415)
!428 = !DILocalVariable(name: "i", scope: !429, file: !3, line: 31, type: !10)
!429 = distinct !DILexicalBlock(scope: !415, file: !3, line: 31, column: 3)
!430 = !DILocation(line: 31, column: 12, scope: !429)
!431 = !DILocation(line: 31, column: 8, scope: !429)
!432 = !DILocation(line: 31, column: 19, scope: !433)
!433 = distinct !DILexicalBlock(scope: !429, file: !3, line: 31, column: 3)
!434 = !DILocation(line: 31, column: 23, scope: !433)
!435 = !DILocation(line: 31, column: 21, scope: !433)
!436 = !DILocation(line: 31, column: 3, scope: !429)
!437 = !DILocation(line: 31, column: 36, scope: !433)
!438 = !DILocation(line: 31, column: 38, scope: !433)
!439 = !DILocation(line: 31, column: 51, scope: !433)
!440 = !DILocation(line: 31, column: 53, scope: !433)
!441 = !DILocation(line: 31, column: 43, scope: !433)
!442 = !DILocation(line: 31, column: 33, scope: !433)
!443 = !DILocation(line: 31, column: 31, scope: !433)
!444 = !DILocation(line: 31, column: 26, scope: !433)
!445 = !DILocation(line: 31, column: 3, scope: !433)
!446 = distinct !{!446, !436, !447, !166}
!447 = !DILocation(line: 31, column: 54, scope: !429)
!448 = !DILocation(line: 32, column: 10, scope: !415)
!449 = !DILocation(line: 32, column: 3, scope: !415)
!450 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !451, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!451 = !DISubroutineType(types: !452)
!452 = !{!6, !6}
!453 = !DILocalVariable(name: "x", arg: 1, scope: !450, file: !3, line: 48, type: !6)
!454 = !DILocation(line: 48, column: 40, scope: !450)
!455 = !DILocation(line: 49, column: 7, scope: !450)
!456 = !DILocation(line: 49, column: 13, scope: !450)
!457 = !DILocation(line: 49, column: 15, scope: !450)
!458 = !DILocation(line: 49, column: 21, scope: !450)
!459 = !DILocation(line: 49, column: 9, scope: !450)
!460 = !DILocation(line: 49, column: 5, scope: !450)
!461 = !DILocation(line: 50, column: 8, scope: !450)
!462 = !DILocation(line: 50, column: 10, scope: !450)
!463 = !DILocation(line: 50, column: 29, scope: !450)
!464 = !DILocation(line: 50, column: 31, scope: !450)
!465 = !DILocation(line: 50, column: 37, scope: !450)
!466 = !DILocation(line: 50, column: 25, scope: !450)
!467 = !DILocation(line: 50, column: 5, scope: !450)
!468 = !DILocation(line: 51, column: 8, scope: !450)
!469 = !DILocation(line: 51, column: 13, scope: !450)
!470 = !DILocation(line: 51, column: 15, scope: !450)
!471 = !DILocation(line: 51, column: 10, scope: !450)
!472 = !DILocation(line: 51, column: 22, scope: !450)
!473 = !DILocation(line: 51, column: 5, scope: !450)
!474 = !DILocation(line: 52, column: 11, scope: !450)
!475 = !DILocation(line: 52, column: 13, scope: !450)
!476 = !DILocation(line: 52, column: 28, scope: !450)
!477 = !DILocation(line: 52, column: 3, scope: !450)
!478 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !479, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!479 = !DISubroutineType(types: !480)
!480 = !{!8, !8, !10}
!481 = !DILocalVariable(name: "x", arg: 1, scope: !478, file: !3, line: 55, type: !8)
!482 = !DILocation(line: 55, column: 53, scope: !478)
!483 = !DILocalVariable(name: "r", arg: 2, scope: !478, file: !3, line: 55, type: !10)
!484 = !DILocation(line: 55, column: 60, scope: !478)
!485 = !DILocation(line: 55, column: 73, scope: !478)
!486 = !DILocation(line: 55, column: 78, scope: !478)
!487 = !DILocation(line: 55, column: 75, scope: !478)
!488 = !DILocation(line: 55, column: 84, scope: !478)
!489 = !DILocation(line: 55, column: 95, scope: !478)
!490 = !DILocation(line: 55, column: 93, scope: !478)
!491 = !DILocation(line: 55, column: 86, scope: !478)
!492 = !DILocation(line: 55, column: 81, scope: !478)
!493 = !DILocation(line: 55, column: 65, scope: !478)
!494 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !495, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!495 = !DISubroutineType(types: !496)
!496 = !{!497, !10}
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 32)
!498 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!499 = !DILocalVariable(name: "d", arg: 1, scope: !494, file: !3, line: 57, type: !10)
!500 = !DILocation(line: 57, column: 33, scope: !494)
!501 = !DILocation(line: 58, column: 11, scope: !494)
!502 = !DILocation(line: 58, column: 3, scope: !494)
!503 = !DILocation(line: 59, column: 11, scope: !504)
!504 = distinct !DILexicalBlock(scope: !494, file: !3, line: 58, column: 14)
!505 = !DILocation(line: 60, column: 11, scope: !504)
!506 = !DILocation(line: 61, column: 11, scope: !504)
!507 = !DILocation(line: 62, column: 11, scope: !504)
!508 = !DILocation(line: 63, column: 11, scope: !504)
!509 = !DILocation(line: 64, column: 11, scope: !504)
!510 = !DILocation(line: 65, column: 11, scope: !504)
!511 = !DILocation(line: 66, column: 12, scope: !504)
!512 = !DILocation(line: 68, column: 1, scope: !494)
!513 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !514, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!514 = !DISubroutineType(types: !515)
!515 = !{!10, !10}
!516 = !DILocalVariable(name: "x", arg: 1, scope: !513, file: !3, line: 70, type: !10)
!517 = !DILocation(line: 70, column: 23, scope: !513)
!518 = !DILocation(line: 71, column: 11, scope: !513)
!519 = !DILocation(line: 71, column: 3, scope: !513)
!520 = !DILocation(line: 72, column: 15, scope: !521)
!521 = distinct !DILexicalBlock(scope: !513, file: !3, line: 71, column: 14)
!522 = !DILocation(line: 73, column: 11, scope: !521)
!523 = !DILocation(line: 74, column: 21, scope: !521)
!524 = !DILocation(line: 75, column: 16, scope: !521)
!525 = !DILocation(line: 76, column: 20, scope: !521)
!526 = !DILocation(line: 77, column: 19, scope: !521)
!527 = !DILocation(line: 77, column: 21, scope: !521)
!528 = !DILocation(line: 77, column: 12, scope: !521)
!529 = !DILocation(line: 79, column: 1, scope: !513)
!530 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !531, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!531 = !DISubroutineType(types: !532)
!532 = !{!12, !8, !8}
!533 = !DILocalVariable(name: "a", arg: 1, scope: !530, file: !3, line: 82, type: !8)
!534 = !DILocation(line: 82, column: 52, scope: !530)
!535 = !DILocalVariable(name: "b", arg: 2, scope: !530, file: !3, line: 82, type: !8)
!536 = !DILocation(line: 82, column: 74, scope: !530)
!537 = !DILocation(line: 83, column: 29, scope: !530)
!538 = !DILocation(line: 83, column: 10, scope: !530)
!539 = !DILocation(line: 83, column: 33, scope: !530)
!540 = !DILocation(line: 83, column: 31, scope: !530)
!541 = !DILocation(line: 83, column: 3, scope: !530)
!542 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !543, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!543 = !DISubroutineType(types: !544)
!544 = !{null, !12}
!545 = !DILocalVariable(name: "v", arg: 1, scope: !542, file: !3, line: 85, type: !12)
!546 = !DILocation(line: 85, column: 42, scope: !542)
!547 = !DILocalVariable(name: "buf", scope: !542, file: !3, line: 86, type: !548)
!548 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !549)
!549 = !{!550}
!550 = !DISubrange(count: 48)
!551 = !DILocation(line: 86, column: 8, scope: !542)
!552 = !DILocalVariable(name: "i", scope: !542, file: !3, line: 87, type: !10)
!553 = !DILocation(line: 87, column: 7, scope: !542)
!554 = !DILocation(line: 88, column: 7, scope: !542)
!555 = !DILocation(line: 88, column: 3, scope: !542)
!556 = !DILocation(line: 88, column: 10, scope: !542)
!557 = !DILocation(line: 89, column: 3, scope: !542)
!558 = !DILocation(line: 89, column: 38, scope: !559)
!559 = distinct !DILexicalBlock(scope: !542, file: !3, line: 89, column: 6)
!560 = !DILocation(line: 89, column: 40, scope: !559)
!561 = !DILocation(line: 89, column: 32, scope: !559)
!562 = !DILocation(line: 89, column: 30, scope: !559)
!563 = !DILocation(line: 89, column: 19, scope: !559)
!564 = !DILocation(line: 89, column: 12, scope: !559)
!565 = !DILocation(line: 89, column: 8, scope: !559)
!566 = !DILocation(line: 89, column: 17, scope: !559)
!567 = !DILocation(line: 89, column: 50, scope: !559)
!568 = !DILocation(line: 89, column: 57, scope: !559)
!569 = !DILocation(line: 89, column: 66, scope: !542)
!570 = distinct !{!570, !557, !571, !166}
!571 = !DILocation(line: 89, column: 67, scope: !542)
!572 = !DILocation(line: 90, column: 16, scope: !542)
!573 = !DILocation(line: 90, column: 22, scope: !542)
!574 = !DILocation(line: 90, column: 20, scope: !542)
!575 = !DILocation(line: 90, column: 3, scope: !542)
!576 = !DILocation(line: 91, column: 1, scope: !542)
!577 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !3, line: 94, type: !113)
!578 = !DILocation(line: 94, column: 40, scope: !110)
!579 = !DILocalVariable(name: "r", scope: !110, file: !3, line: 95, type: !113)
!580 = !DILocation(line: 95, column: 15, scope: !110)
!581 = !DILocalVariable(name: "i", scope: !582, file: !3, line: 97, type: !10)
!582 = distinct !DILexicalBlock(scope: !110, file: !3, line: 97, column: 3)
!583 = !DILocation(line: 97, column: 12, scope: !582)
!584 = !DILocation(line: 97, column: 8, scope: !582)
!585 = !DILocation(line: 97, column: 19, scope: !586)
!586 = distinct !DILexicalBlock(scope: !582, file: !3, line: 97, column: 3)
!587 = !DILocation(line: 97, column: 21, scope: !586)
!588 = !DILocation(line: 97, column: 3, scope: !582)
!589 = !DILocation(line: 97, column: 36, scope: !586)
!590 = !DILocation(line: 97, column: 40, scope: !586)
!591 = !DILocation(line: 97, column: 46, scope: !586)
!592 = !DILocation(line: 97, column: 44, scope: !586)
!593 = !DILocation(line: 97, column: 42, scope: !586)
!594 = !DILocation(line: 97, column: 34, scope: !586)
!595 = !DILocation(line: 97, column: 32, scope: !586)
!596 = !DILocation(line: 97, column: 27, scope: !586)
!597 = !DILocation(line: 97, column: 3, scope: !586)
!598 = distinct !{!598, !588, !599, !166}
!599 = !DILocation(line: 97, column: 47, scope: !582)
!600 = !DILocation(line: 98, column: 10, scope: !110)
!601 = !DILocation(line: 98, column: 3, scope: !110)
