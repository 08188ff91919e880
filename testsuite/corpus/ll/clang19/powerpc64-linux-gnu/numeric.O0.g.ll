; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%union.Pun = type { float }

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !74
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !79
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !82
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !84
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
@ld_poly.c = internal constant [4 x ppc_fp128] [ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128 0xMBFE00000000000008000000000000000, ppc_fp128 0xM3FC00000000000000000000000000000, ppc_fp128 0xM400921FB54442D183CA1A62633145C06], align 16, !dbg !108

; Function Attrs: noinline optnone uwtable
define dso_local signext i32 @main() #0 !dbg !126 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca ppc_fp128, align 16
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !129, !DIExpression(), !131)
  store i32 0, ptr %2, align 4, !dbg !131
  br label %11, !dbg !132

11:                                               ; preds = %43, %0
  %12 = load i32, ptr %2, align 4, !dbg !133
  %13 = icmp slt i32 %12, 256, !dbg !135
  br i1 %13, label %14, label %46, !dbg !136

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4, !dbg !137
  %16 = mul nsw i32 %15, 3, !dbg !139
  %17 = sub nsw i32 %16, 100, !dbg !140
  %18 = load i32, ptr %2, align 4, !dbg !141
  %19 = sext i32 %18 to i64, !dbg !142
  %20 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %19, !dbg !142
  store i32 %17, ptr %20, align 4, !dbg !143
  %21 = load i32, ptr %2, align 4, !dbg !144
  %22 = mul nsw i32 %21, 7, !dbg !145
  %23 = and i32 %22, 63, !dbg !146
  %24 = load i32, ptr %2, align 4, !dbg !147
  %25 = sext i32 %24 to i64, !dbg !148
  %26 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %25, !dbg !148
  store i32 %23, ptr %26, align 4, !dbg !149
  %27 = load i32, ptr %2, align 4, !dbg !150
  %28 = sitofp i32 %27 to float, !dbg !151
  %29 = fmul float %28, 5.000000e-01, !dbg !152
  %30 = load i32, ptr %2, align 4, !dbg !153
  %31 = sext i32 %30 to i64, !dbg !154
  %32 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %31, !dbg !154
  store float %29, ptr %32, align 4, !dbg !155
  %33 = load i32, ptr %2, align 4, !dbg !156
  %34 = sext i32 %33 to i64, !dbg !157
  %35 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %34, !dbg !157
  store float 1.000000e+00, ptr %35, align 4, !dbg !158
  %36 = load i32, ptr %2, align 4, !dbg !159
  %37 = add nsw i32 %36, 1, !dbg !160
  %38 = sitofp i32 %37 to double, !dbg !161
  %39 = fdiv double 1.000000e+00, %38, !dbg !162
  %40 = load i32, ptr %2, align 4, !dbg !163
  %41 = sext i32 %40 to i64, !dbg !164
  %42 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %41, !dbg !164
  store double %39, ptr %42, align 8, !dbg !165
  br label %43, !dbg !166

43:                                               ; preds = %14
  %44 = load i32, ptr %2, align 4, !dbg !167
  %45 = add nsw i32 %44, 1, !dbg !167
  store i32 %45, ptr %2, align 4, !dbg !167
  br label %11, !dbg !168, !llvm.loop !169

46:                                               ; preds = %11
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef signext 3, i32 noundef signext 256), !dbg !172
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef signext 256), !dbg !173
  %47 = call signext i32 @sum_ints(ptr noundef @ia, i32 noundef signext 256), !dbg !174
  %48 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef signext 256), !dbg !175
  %49 = zext i8 %48 to i32, !dbg !175
  %50 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %47, i32 noundef signext %49), !dbg !176
  %51 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i64 0, i64 10), align 4, !dbg !177
  %52 = fpext float %51 to double, !dbg !177
  %53 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef signext 256), !dbg !178
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %52, double noundef %53), !dbg !179
    #dbg_declare(ptr %3, !180, !DIExpression(), !193)
  store float -1.500000e+00, ptr %3, align 4, !dbg !194
  %55 = load i32, ptr %3, align 4, !dbg !195
  %56 = load i32, ptr %3, align 4, !dbg !196
  %57 = and i32 %56, 1, !dbg !196
  %58 = load i32, ptr %3, align 4, !dbg !197
  %59 = lshr i32 %58, 1, !dbg !197
  %60 = and i32 %59, 255, !dbg !197
  %61 = load i32, ptr %3, align 4, !dbg !198
  %62 = lshr i32 %61, 9, !dbg !198
  %63 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0, !dbg !199
  %64 = load i8, ptr %63, align 4, !dbg !199
  %65 = zext i8 %64 to i32, !dbg !199
  %66 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef zeroext %55, i32 noundef signext %57, i32 noundef signext %60, i32 noundef signext %62, i32 noundef signext %65), !dbg !200
    #dbg_declare(ptr %4, !201, !DIExpression(), !202)
  store i32 -267534609, ptr %4, align 4, !dbg !202
  %67 = load i32, ptr %4, align 4, !dbg !203
  %68 = call zeroext i32 @popcnt_manual(i32 noundef zeroext %67), !dbg !204
  %69 = load i32, ptr %4, align 4, !dbg !205
  %70 = call i32 @llvm.ctpop.i32(i32 %69), !dbg !206
  %71 = load i32, ptr %4, align 4, !dbg !207
  %72 = lshr i32 %71, 4, !dbg !208
  %73 = call i32 @llvm.ctlz.i32(i32 %72, i1 false), !dbg !209
  %74 = load i32, ptr %4, align 4, !dbg !210
  %75 = and i32 %74, -2, !dbg !211
  %76 = call i32 @llvm.cttz.i32(i32 %75, i1 false), !dbg !212
  %77 = load i32, ptr %4, align 4, !dbg !213
  %78 = call i32 @llvm.bswap.i32(i32 %77), !dbg !214
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef zeroext %68, i32 noundef signext %70, i32 noundef signext %73, i32 noundef signext %76, i32 noundef zeroext %78), !dbg !215
  %80 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef signext 3), !dbg !216
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %80), !dbg !217
  %82 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext -4, i32 noundef zeroext 15, i32 noundef signext -4), !dbg !218
    #dbg_declare(ptr %5, !219, !DIExpression(), !221)
  store i32 -1, ptr %5, align 4, !dbg !221
  br label %83, !dbg !222

83:                                               ; preds = %90, %46
  %84 = load i32, ptr %5, align 4, !dbg !223
  %85 = icmp sle i32 %84, 7, !dbg !225
  br i1 %85, label %86, label %93, !dbg !226

86:                                               ; preds = %83
  %87 = load i32, ptr %5, align 4, !dbg !227
  %88 = call ptr @day_name(i32 noundef signext %87), !dbg !228
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %88), !dbg !229
  br label %90, !dbg !229

90:                                               ; preds = %86
  %91 = load i32, ptr %5, align 4, !dbg !230
  %92 = add nsw i32 %91, 1, !dbg !230
  store i32 %92, ptr %5, align 4, !dbg !230
  br label %83, !dbg !231, !llvm.loop !232

93:                                               ; preds = %83
  %94 = call signext i32 @sparse(i32 noundef signext -1000), !dbg !234
  %95 = call signext i32 @sparse(i32 noundef signext 7), !dbg !235
  %96 = call signext i32 @sparse(i32 noundef signext 78), !dbg !236
  %97 = call signext i32 @sparse(i32 noundef signext 100000), !dbg !237
  %98 = call signext i32 @sparse(i32 noundef signext 2147483647), !dbg !238
  %99 = call signext i32 @sparse(i32 noundef signext -3), !dbg !239
  %100 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %94, i32 noundef signext %95, i32 noundef signext %96, i32 noundef signext %97, i32 noundef signext %98, i32 noundef signext %99), !dbg !240
    #dbg_declare(ptr %6, !241, !DIExpression(), !242)
  %101 = call i128 @mul128(i64 noundef -1, i64 noundef -1), !dbg !243
  store i128 %101, ptr %6, align 16, !dbg !242
    #dbg_declare(ptr %7, !244, !DIExpression(), !245)
  %102 = load i128, ptr %6, align 16, !dbg !246
  %103 = sub nsw i128 0, %102, !dbg !247
  %104 = sdiv i128 %103, 3, !dbg !248
  store i128 %104, ptr %7, align 16, !dbg !245
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !249
  %106 = load i128, ptr %6, align 16, !dbg !250
  call void @print_u128(i128 noundef %106), !dbg !251
  %107 = load i128, ptr %6, align 16, !dbg !252
  %108 = lshr i128 %107, 64, !dbg !253
  %109 = trunc i128 %108 to i64, !dbg !254
  %110 = load i128, ptr %7, align 16, !dbg !255
  %111 = trunc i128 %110 to i64, !dbg !256
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %109, i64 noundef %111), !dbg !257
    #dbg_declare(ptr %8, !258, !DIExpression(), !259)
  %113 = call ppc_fp128 @ld_poly(ppc_fp128 noundef 0xM3FD00000000000000000000000000000), !dbg !260
  store ppc_fp128 %113, ptr %8, align 16, !dbg !259
  %114 = load ppc_fp128, ptr %8, align 16, !dbg !261
  %115 = fptrunc ppc_fp128 %114 to double, !dbg !262
  %116 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %115, i32 noundef signext 16), !dbg !263
  %117 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef 2.375000e+00), !dbg !264
    #dbg_declare(ptr %9, !265, !DIExpression(), !266)
  store float 0x7FF8000000000000, ptr %9, align 4, !dbg !266
    #dbg_declare(ptr %10, !267, !DIExpression(), !268)
  store float 0x7FF0000000000000, ptr %10, align 4, !dbg !268
  %118 = load float, ptr %9, align 4, !dbg !269
  %119 = load float, ptr %9, align 4, !dbg !270
  %120 = fcmp une float %118, %119, !dbg !271
  %121 = zext i1 %120 to i32, !dbg !271
  %122 = load float, ptr %10, align 4, !dbg !272
  %123 = fcmp ogt float %122, 0x47D2CED320000000, !dbg !273
  %124 = zext i1 %123 to i32, !dbg !273
  %125 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %121, i32 noundef signext %124, i32 noundef signext 1), !dbg !274
  ret i32 0, !dbg !275
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef signext %2, i32 noundef signext %3) #1 !dbg !276 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !284, !DIExpression(), !285)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !286, !DIExpression(), !287)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !288, !DIExpression(), !289)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !290, !DIExpression(), !291)
    #dbg_declare(ptr %9, !292, !DIExpression(), !294)
  store i32 0, ptr %9, align 4, !dbg !294
  br label %10, !dbg !295

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4, !dbg !296
  %12 = load i32, ptr %8, align 4, !dbg !298
  %13 = icmp slt i32 %11, %12, !dbg !299
  br i1 %13, label %14, label %36, !dbg !300

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !301
  %16 = load i32, ptr %9, align 4, !dbg !302
  %17 = sext i32 %16 to i64, !dbg !301
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !301
  %19 = load i32, ptr %18, align 4, !dbg !301
  %20 = load i32, ptr %7, align 4, !dbg !303
  %21 = mul nsw i32 %19, %20, !dbg !304
  %22 = load ptr, ptr %6, align 8, !dbg !305
  %23 = load i32, ptr %9, align 4, !dbg !306
  %24 = sext i32 %23 to i64, !dbg !305
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !305
  %26 = load i32, ptr %25, align 4, !dbg !305
  %27 = ashr i32 %26, 1, !dbg !307
  %28 = add nsw i32 %21, %27, !dbg !308
  %29 = load ptr, ptr %5, align 8, !dbg !309
  %30 = load i32, ptr %9, align 4, !dbg !310
  %31 = sext i32 %30 to i64, !dbg !309
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !309
  store i32 %28, ptr %32, align 4, !dbg !311
  br label %33, !dbg !309

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4, !dbg !312
  %35 = add nsw i32 %34, 1, !dbg !312
  store i32 %35, ptr %9, align 4, !dbg !312
  br label %10, !dbg !313, !llvm.loop !314

36:                                               ; preds = %10
  ret void, !dbg !316
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef signext %3) #1 !dbg !317 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !325, !DIExpression(), !326)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !327, !DIExpression(), !328)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !329, !DIExpression(), !330)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !331, !DIExpression(), !332)
    #dbg_declare(ptr %9, !333, !DIExpression(), !335)
  store i32 0, ptr %9, align 4, !dbg !335
  br label %10, !dbg !336

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4, !dbg !337
  %12 = load i32, ptr %8, align 4, !dbg !339
  %13 = icmp slt i32 %11, %12, !dbg !340
  br i1 %13, label %14, label %34, !dbg !341

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !342
  %16 = load ptr, ptr %6, align 8, !dbg !343
  %17 = load i32, ptr %9, align 4, !dbg !344
  %18 = sext i32 %17 to i64, !dbg !343
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !343
  %20 = load float, ptr %19, align 4, !dbg !343
  %21 = load ptr, ptr %5, align 8, !dbg !345
  %22 = load i32, ptr %9, align 4, !dbg !346
  %23 = sext i32 %22 to i64, !dbg !345
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !345
  %25 = load float, ptr %24, align 4, !dbg !345
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !347
  %27 = load ptr, ptr %5, align 8, !dbg !348
  %28 = load i32, ptr %9, align 4, !dbg !349
  %29 = sext i32 %28 to i64, !dbg !348
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !348
  store float %26, ptr %30, align 4, !dbg !350
  br label %31, !dbg !348

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4, !dbg !351
  %33 = add nsw i32 %32, 1, !dbg !351
  store i32 %33, ptr %9, align 4, !dbg !351
  br label %10, !dbg !352, !llvm.loop !353

34:                                               ; preds = %10
  ret void, !dbg !355
}

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sum_ints(ptr noundef %0, i32 noundef signext %1) #1 !dbg !356 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !359, !DIExpression(), !360)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !361, !DIExpression(), !362)
    #dbg_declare(ptr %5, !363, !DIExpression(), !364)
  store i32 0, ptr %5, align 4, !dbg !364
    #dbg_declare(ptr %6, !365, !DIExpression(), !367)
  store i32 0, ptr %6, align 4, !dbg !367
  br label %7, !dbg !368

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !369
  %9 = load i32, ptr %4, align 4, !dbg !371
  %10 = icmp slt i32 %8, %9, !dbg !372
  br i1 %10, label %11, label %22, !dbg !373

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !374
  %13 = load i32, ptr %6, align 4, !dbg !375
  %14 = sext i32 %13 to i64, !dbg !374
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !374
  %16 = load i32, ptr %15, align 4, !dbg !374
  %17 = load i32, ptr %5, align 4, !dbg !376
  %18 = add nsw i32 %17, %16, !dbg !376
  store i32 %18, ptr %5, align 4, !dbg !376
  br label %19, !dbg !377

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !378
  %21 = add nsw i32 %20, 1, !dbg !378
  store i32 %21, ptr %6, align 4, !dbg !378
  br label %7, !dbg !379, !llvm.loop !380

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !382
  ret i32 %23, !dbg !383
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef signext %1) #1 !dbg !384 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !387, !DIExpression(), !388)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !389, !DIExpression(), !390)
    #dbg_declare(ptr %5, !391, !DIExpression(), !392)
  store i32 0, ptr %5, align 4, !dbg !392
    #dbg_declare(ptr %6, !393, !DIExpression(), !395)
  store i32 0, ptr %6, align 4, !dbg !395
  br label %7, !dbg !396

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4, !dbg !397
  %9 = load i32, ptr %4, align 4, !dbg !399
  %10 = icmp slt i32 %8, %9, !dbg !400
  br i1 %10, label %11, label %32, !dbg !401

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !402
  %13 = load i32, ptr %6, align 4, !dbg !403
  %14 = sext i32 %13 to i64, !dbg !402
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !402
  %16 = load i32, ptr %15, align 4, !dbg !402
  %17 = load i32, ptr %5, align 4, !dbg !404
  %18 = icmp sgt i32 %16, %17, !dbg !405
  br i1 %18, label %19, label %25, !dbg !402

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8, !dbg !406
  %21 = load i32, ptr %6, align 4, !dbg !407
  %22 = sext i32 %21 to i64, !dbg !406
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !406
  %24 = load i32, ptr %23, align 4, !dbg !406
  br label %27, !dbg !402

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !408
  br label %27, !dbg !402

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !402
  store i32 %28, ptr %5, align 4, !dbg !409
  br label %29, !dbg !410

29:                                               ; preds = %27
  %30 = load i32, ptr %6, align 4, !dbg !411
  %31 = add nsw i32 %30, 1, !dbg !411
  store i32 %31, ptr %6, align 4, !dbg !411
  br label %7, !dbg !412, !llvm.loop !413

32:                                               ; preds = %7
  %33 = load i32, ptr %5, align 4, !dbg !415
  %34 = icmp sgt i32 %33, 255, !dbg !416
  br i1 %34, label %35, label %36, !dbg !415

35:                                               ; preds = %32
  br label %38, !dbg !415

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4, !dbg !417
  br label %38, !dbg !415

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !415
  %40 = trunc i32 %39 to i8, !dbg !418
  ret i8 %40, !dbg !419
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef signext %2) #1 !dbg !420 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !425, !DIExpression(), !426)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !427, !DIExpression(), !428)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !429, !DIExpression(), !430)
    #dbg_declare(ptr %7, !431, !DIExpression(), !432)
  store double 0.000000e+00, ptr %7, align 8, !dbg !432
    #dbg_declare(ptr %8, !433, !DIExpression(), !435)
  store i32 0, ptr %8, align 4, !dbg !435
  br label %9, !dbg !436

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4, !dbg !437
  %11 = load i32, ptr %6, align 4, !dbg !439
  %12 = icmp slt i32 %10, %11, !dbg !440
  br i1 %12, label %13, label %30, !dbg !441

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !442
  %15 = load i32, ptr %8, align 4, !dbg !443
  %16 = sext i32 %15 to i64, !dbg !442
  %17 = getelementptr inbounds double, ptr %14, i64 %16, !dbg !442
  %18 = load double, ptr %17, align 8, !dbg !442
  %19 = load ptr, ptr %5, align 8, !dbg !444
  %20 = load i32, ptr %8, align 4, !dbg !445
  %21 = sext i32 %20 to i64, !dbg !444
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !444
  %23 = load float, ptr %22, align 4, !dbg !444
  %24 = fpext float %23 to double, !dbg !446
  %25 = load double, ptr %7, align 8, !dbg !447
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !447
  store double %26, ptr %7, align 8, !dbg !447
  br label %27, !dbg !448

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4, !dbg !449
  %29 = add nsw i32 %28, 1, !dbg !449
  store i32 %29, ptr %8, align 4, !dbg !449
  br label %9, !dbg !450, !llvm.loop !451

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8, !dbg !453
  ret double %31, !dbg !454
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @popcnt_manual(i32 noundef zeroext %0) #1 !dbg !455 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !458, !DIExpression(), !459)
  %3 = load i32, ptr %2, align 4, !dbg !460
  %4 = load i32, ptr %2, align 4, !dbg !461
  %5 = lshr i32 %4, 1, !dbg !462
  %6 = and i32 %5, 1431655765, !dbg !463
  %7 = sub i32 %3, %6, !dbg !464
  store i32 %7, ptr %2, align 4, !dbg !465
  %8 = load i32, ptr %2, align 4, !dbg !466
  %9 = and i32 %8, 858993459, !dbg !467
  %10 = load i32, ptr %2, align 4, !dbg !468
  %11 = lshr i32 %10, 2, !dbg !469
  %12 = and i32 %11, 858993459, !dbg !470
  %13 = add i32 %9, %12, !dbg !471
  store i32 %13, ptr %2, align 4, !dbg !472
  %14 = load i32, ptr %2, align 4, !dbg !473
  %15 = load i32, ptr %2, align 4, !dbg !474
  %16 = lshr i32 %15, 4, !dbg !475
  %17 = add i32 %14, %16, !dbg !476
  %18 = and i32 %17, 252645135, !dbg !477
  store i32 %18, ptr %2, align 4, !dbg !478
  %19 = load i32, ptr %2, align 4, !dbg !479
  %20 = mul i32 %19, 16843009, !dbg !480
  %21 = lshr i32 %20, 24, !dbg !481
  ret i32 %21, !dbg !482
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef signext %1) #1 !dbg !483 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !486, !DIExpression(), !487)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !488, !DIExpression(), !489)
  %5 = load i64, ptr %3, align 8, !dbg !490
  %6 = load i32, ptr %4, align 4, !dbg !491
  %7 = zext i32 %6 to i64, !dbg !492
  %8 = shl i64 %5, %7, !dbg !492
  %9 = load i64, ptr %3, align 8, !dbg !493
  %10 = load i32, ptr %4, align 4, !dbg !494
  %11 = sub nsw i32 64, %10, !dbg !495
  %12 = zext i32 %11 to i64, !dbg !496
  %13 = lshr i64 %9, %12, !dbg !496
  %14 = or i64 %8, %13, !dbg !497
  ret i64 %14, !dbg !498
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef signext %0) #1 !dbg !499 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !504, !DIExpression(), !505)
  %4 = load i32, ptr %3, align 4, !dbg !506
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !507

5:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 8, !dbg !508
  br label %13, !dbg !508

6:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 8, !dbg !510
  br label %13, !dbg !510

7:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 8, !dbg !511
  br label %13, !dbg !511

8:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 8, !dbg !512
  br label %13, !dbg !512

9:                                                ; preds = %1
  store ptr @.str.17, ptr %2, align 8, !dbg !513
  br label %13, !dbg !513

10:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 8, !dbg !514
  br label %13, !dbg !514

11:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 8, !dbg !515
  br label %13, !dbg !515

12:                                               ; preds = %1
  store ptr @.str.20, ptr %2, align 8, !dbg !516
  br label %13, !dbg !516

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8, !dbg !517
  ret ptr %14, !dbg !517
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sparse(i32 noundef signext %0) #1 !dbg !518 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !521, !DIExpression(), !522)
  %4 = load i32, ptr %3, align 4, !dbg !523
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !524

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !525
  br label %15, !dbg !525

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !527
  br label %15, !dbg !527

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !528
  br label %15, !dbg !528

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !529
  br label %15, !dbg !529

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !530
  br label %15, !dbg !530

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !531
  %12 = icmp slt i32 %11, 0, !dbg !532
  %13 = zext i1 %12 to i64, !dbg !531
  %14 = select i1 %12, i32 -1, i32 0, !dbg !531
  store i32 %14, ptr %2, align 4, !dbg !533
  br label %15, !dbg !533

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !534
  ret i32 %16, !dbg !534
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #1 !dbg !535 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !538, !DIExpression(), !539)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !540, !DIExpression(), !541)
  %5 = load i64, ptr %3, align 8, !dbg !542
  %6 = zext i64 %5 to i128, !dbg !543
  %7 = load i64, ptr %4, align 8, !dbg !544
  %8 = zext i64 %7 to i128, !dbg !544
  %9 = mul i128 %6, %8, !dbg !545
  ret i128 %9, !dbg !546
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128 noundef %0) #0 !dbg !547 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !550, !DIExpression(), !551)
    #dbg_declare(ptr %3, !552, !DIExpression(), !556)
    #dbg_declare(ptr %4, !557, !DIExpression(), !558)
  store i32 47, ptr %4, align 4, !dbg !558
  %5 = load i32, ptr %4, align 4, !dbg !559
  %6 = sext i32 %5 to i64, !dbg !560
  %7 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %6, !dbg !560
  store i8 0, ptr %7, align 1, !dbg !561
  br label %8, !dbg !562

8:                                                ; preds = %20, %1
  %9 = load i128, ptr %2, align 16, !dbg !563
  %10 = urem i128 %9, 10, !dbg !565
  %11 = trunc i128 %10 to i32, !dbg !566
  %12 = add nsw i32 48, %11, !dbg !567
  %13 = trunc i32 %12 to i8, !dbg !568
  %14 = load i32, ptr %4, align 4, !dbg !569
  %15 = add nsw i32 %14, -1, !dbg !569
  store i32 %15, ptr %4, align 4, !dbg !569
  %16 = sext i32 %15 to i64, !dbg !570
  %17 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %16, !dbg !570
  store i8 %13, ptr %17, align 1, !dbg !571
  %18 = load i128, ptr %2, align 16, !dbg !572
  %19 = udiv i128 %18, 10, !dbg !572
  store i128 %19, ptr %2, align 16, !dbg !572
  br label %20, !dbg !573

20:                                               ; preds = %8
  %21 = load i128, ptr %2, align 16, !dbg !574
  %22 = icmp ne i128 %21, 0, !dbg !573
  br i1 %22, label %8, label %23, !dbg !573, !llvm.loop !575

23:                                               ; preds = %20
  %24 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0, !dbg !577
  %25 = load i32, ptr %4, align 4, !dbg !578
  %26 = sext i32 %25 to i64, !dbg !579
  %27 = getelementptr inbounds i8, ptr %24, i64 %26, !dbg !579
  %28 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %27), !dbg !580
  ret void, !dbg !581
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ppc_fp128 @ld_poly(ppc_fp128 noundef %0) #1 !dbg !110 {
  %2 = alloca ppc_fp128, align 16
  %3 = alloca ppc_fp128, align 16
  %4 = alloca i32, align 4
  store ppc_fp128 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !582, !DIExpression(), !583)
    #dbg_declare(ptr %3, !584, !DIExpression(), !585)
  store ppc_fp128 0xM00000000000000000000000000000000, ptr %3, align 16, !dbg !585
    #dbg_declare(ptr %4, !586, !DIExpression(), !588)
  store i32 3, ptr %4, align 4, !dbg !588
  br label %5, !dbg !589

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4, !dbg !590
  %7 = icmp sge i32 %6, 0, !dbg !592
  br i1 %7, label %8, label %19, !dbg !593

8:                                                ; preds = %5
  %9 = load ppc_fp128, ptr %3, align 16, !dbg !594
  %10 = load ppc_fp128, ptr %2, align 16, !dbg !595
  %11 = load i32, ptr %4, align 4, !dbg !596
  %12 = sext i32 %11 to i64, !dbg !597
  %13 = getelementptr inbounds [4 x ppc_fp128], ptr @ld_poly.c, i64 0, i64 %12, !dbg !597
  %14 = load ppc_fp128, ptr %13, align 16, !dbg !597
  %15 = call ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128 %9, ppc_fp128 %10, ppc_fp128 %14), !dbg !598
  store ppc_fp128 %15, ptr %3, align 16, !dbg !599
  br label %16, !dbg !600

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4, !dbg !601
  %18 = add nsw i32 %17, -1, !dbg !601
  store i32 %18, ptr %4, align 4, !dbg !601
  br label %5, !dbg !602, !llvm.loop !603

19:                                               ; preds = %5
  %20 = load ppc_fp128, ptr %3, align 16, !dbg !605
  ret ppc_fp128 %20, !dbg !606
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128, ppc_fp128, ppc_fp128) #3

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122, !123, !124}
!llvm.ident = !{!125}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!117 = !{i32 7, !"Dwarf Version", i32 5}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{i32 8, !"PIC Level", i32 2}
!121 = !{i32 7, !"PIE Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 7, !"frame-pointer", i32 2}
!124 = !{i32 1, !"float-abi", !"doubledouble"}
!125 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!126 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !127, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!127 = !DISubroutineType(types: !128)
!128 = !{!10}
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 102, type: !10)
!130 = distinct !DILexicalBlock(scope: !126, file: !3, line: 102, column: 3)
!131 = !DILocation(line: 102, column: 12, scope: !130)
!132 = !DILocation(line: 102, column: 8, scope: !130)
!133 = !DILocation(line: 102, column: 19, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 102, column: 3)
!135 = !DILocation(line: 102, column: 21, scope: !134)
!136 = !DILocation(line: 102, column: 3, scope: !130)
!137 = !DILocation(line: 103, column: 13, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 102, column: 31)
!139 = !DILocation(line: 103, column: 15, scope: !138)
!140 = !DILocation(line: 103, column: 19, scope: !138)
!141 = !DILocation(line: 103, column: 8, scope: !138)
!142 = !DILocation(line: 103, column: 5, scope: !138)
!143 = !DILocation(line: 103, column: 11, scope: !138)
!144 = !DILocation(line: 104, column: 14, scope: !138)
!145 = !DILocation(line: 104, column: 16, scope: !138)
!146 = !DILocation(line: 104, column: 21, scope: !138)
!147 = !DILocation(line: 104, column: 8, scope: !138)
!148 = !DILocation(line: 104, column: 5, scope: !138)
!149 = !DILocation(line: 104, column: 11, scope: !138)
!150 = !DILocation(line: 105, column: 20, scope: !138)
!151 = !DILocation(line: 105, column: 13, scope: !138)
!152 = !DILocation(line: 105, column: 22, scope: !138)
!153 = !DILocation(line: 105, column: 8, scope: !138)
!154 = !DILocation(line: 105, column: 5, scope: !138)
!155 = !DILocation(line: 105, column: 11, scope: !138)
!156 = !DILocation(line: 106, column: 8, scope: !138)
!157 = !DILocation(line: 106, column: 5, scope: !138)
!158 = !DILocation(line: 106, column: 11, scope: !138)
!159 = !DILocation(line: 107, column: 20, scope: !138)
!160 = !DILocation(line: 107, column: 22, scope: !138)
!161 = !DILocation(line: 107, column: 19, scope: !138)
!162 = !DILocation(line: 107, column: 17, scope: !138)
!163 = !DILocation(line: 107, column: 8, scope: !138)
!164 = !DILocation(line: 107, column: 5, scope: !138)
!165 = !DILocation(line: 107, column: 11, scope: !138)
!166 = !DILocation(line: 108, column: 3, scope: !138)
!167 = !DILocation(line: 102, column: 26, scope: !134)
!168 = !DILocation(line: 102, column: 3, scope: !134)
!169 = distinct !{!169, !136, !170, !171}
!170 = !DILocation(line: 108, column: 3, scope: !130)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !DILocation(line: 109, column: 3, scope: !126)
!173 = !DILocation(line: 110, column: 3, scope: !126)
!174 = !DILocation(line: 111, column: 29, scope: !126)
!175 = !DILocation(line: 111, column: 46, scope: !126)
!176 = !DILocation(line: 111, column: 3, scope: !126)
!177 = !DILocation(line: 112, column: 36, scope: !126)
!178 = !DILocation(line: 112, column: 44, scope: !126)
!179 = !DILocation(line: 112, column: 3, scope: !126)
!180 = !DILocalVariable(name: "p", scope: !126, file: !3, line: 114, type: !181)
!181 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !182)
!182 = !{!183, !184, !185, !187}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !181, file: !3, line: 42, baseType: !5, size: 32)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !181, file: !3, line: 43, baseType: !6, size: 32)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !181, file: !3, line: 44, baseType: !186, size: 32)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !45)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !181, file: !3, line: 45, baseType: !188, size: 32)
!188 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !181, file: !3, line: 45, size: 32, elements: !189)
!189 = !{!190, !191, !192}
!190 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !188, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !188, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !188, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!193 = !DILocation(line: 114, column: 13, scope: !126)
!194 = !DILocation(line: 115, column: 7, scope: !126)
!195 = !DILocation(line: 116, column: 59, scope: !126)
!196 = !DILocation(line: 116, column: 69, scope: !126)
!197 = !DILocation(line: 116, column: 82, scope: !126)
!198 = !DILocation(line: 116, column: 94, scope: !126)
!199 = !DILocation(line: 116, column: 100, scope: !126)
!200 = !DILocation(line: 116, column: 3, scope: !126)
!201 = !DILocalVariable(name: "x", scope: !126, file: !3, line: 117, type: !6)
!202 = !DILocation(line: 117, column: 12, scope: !126)
!203 = !DILocation(line: 118, column: 49, scope: !126)
!204 = !DILocation(line: 118, column: 35, scope: !126)
!205 = !DILocation(line: 118, column: 72, scope: !126)
!206 = !DILocation(line: 118, column: 53, scope: !126)
!207 = !DILocation(line: 118, column: 90, scope: !126)
!208 = !DILocation(line: 118, column: 92, scope: !126)
!209 = !DILocation(line: 118, column: 76, scope: !126)
!210 = !DILocation(line: 119, column: 24, scope: !126)
!211 = !DILocation(line: 119, column: 26, scope: !126)
!212 = !DILocation(line: 119, column: 10, scope: !126)
!213 = !DILocation(line: 119, column: 52, scope: !126)
!214 = !DILocation(line: 119, column: 34, scope: !126)
!215 = !DILocation(line: 118, column: 3, scope: !126)
!216 = !DILocation(line: 120, column: 24, scope: !126)
!217 = !DILocation(line: 120, column: 3, scope: !126)
!218 = !DILocation(line: 121, column: 3, scope: !126)
!219 = !DILocalVariable(name: "d", scope: !220, file: !3, line: 123, type: !10)
!220 = distinct !DILexicalBlock(scope: !126, file: !3, line: 123, column: 3)
!221 = !DILocation(line: 123, column: 12, scope: !220)
!222 = !DILocation(line: 123, column: 8, scope: !220)
!223 = !DILocation(line: 123, column: 20, scope: !224)
!224 = distinct !DILexicalBlock(scope: !220, file: !3, line: 123, column: 3)
!225 = !DILocation(line: 123, column: 22, scope: !224)
!226 = !DILocation(line: 123, column: 3, scope: !220)
!227 = !DILocation(line: 123, column: 56, scope: !224)
!228 = !DILocation(line: 123, column: 47, scope: !224)
!229 = !DILocation(line: 123, column: 33, scope: !224)
!230 = !DILocation(line: 123, column: 28, scope: !224)
!231 = !DILocation(line: 123, column: 3, scope: !224)
!232 = distinct !{!232, !226, !233, !171}
!233 = !DILocation(line: 123, column: 58, scope: !220)
!234 = !DILocation(line: 124, column: 42, scope: !126)
!235 = !DILocation(line: 124, column: 57, scope: !126)
!236 = !DILocation(line: 124, column: 68, scope: !126)
!237 = !DILocation(line: 124, column: 80, scope: !126)
!238 = !DILocation(line: 125, column: 10, scope: !126)
!239 = !DILocation(line: 125, column: 30, scope: !126)
!240 = !DILocation(line: 124, column: 3, scope: !126)
!241 = !DILocalVariable(name: "big", scope: !126, file: !3, line: 128, type: !12)
!242 = !DILocation(line: 128, column: 21, scope: !126)
!243 = !DILocation(line: 128, column: 27, scope: !126)
!244 = !DILocalVariable(name: "neg", scope: !126, file: !3, line: 129, type: !7)
!245 = !DILocation(line: 129, column: 12, scope: !126)
!246 = !DILocation(line: 129, column: 29, scope: !126)
!247 = !DILocation(line: 129, column: 18, scope: !126)
!248 = !DILocation(line: 129, column: 33, scope: !126)
!249 = !DILocation(line: 130, column: 3, scope: !126)
!250 = !DILocation(line: 131, column: 14, scope: !126)
!251 = !DILocation(line: 131, column: 3, scope: !126)
!252 = !DILocation(line: 132, column: 57, scope: !126)
!253 = !DILocation(line: 132, column: 61, scope: !126)
!254 = !DILocation(line: 132, column: 36, scope: !126)
!255 = !DILocation(line: 132, column: 89, scope: !126)
!256 = !DILocation(line: 132, column: 69, scope: !126)
!257 = !DILocation(line: 132, column: 3, scope: !126)
!258 = !DILocalVariable(name: "ld", scope: !126, file: !3, line: 137, type: !113)
!259 = !DILocation(line: 137, column: 15, scope: !126)
!260 = !DILocation(line: 137, column: 20, scope: !126)
!261 = !DILocation(line: 138, column: 39, scope: !126)
!262 = !DILocation(line: 138, column: 31, scope: !126)
!263 = !DILocation(line: 138, column: 3, scope: !126)
!264 = !DILocation(line: 145, column: 3, scope: !126)
!265 = !DILocalVariable(name: "nan", scope: !126, file: !3, line: 147, type: !5)
!266 = !DILocation(line: 147, column: 9, scope: !126)
!267 = !DILocalVariable(name: "inf", scope: !126, file: !3, line: 147, type: !5)
!268 = !DILocation(line: 147, column: 35, scope: !126)
!269 = !DILocation(line: 148, column: 32, scope: !126)
!270 = !DILocation(line: 148, column: 39, scope: !126)
!271 = !DILocation(line: 148, column: 36, scope: !126)
!272 = !DILocation(line: 148, column: 44, scope: !126)
!273 = !DILocation(line: 148, column: 48, scope: !126)
!274 = !DILocation(line: 148, column: 3, scope: !126)
!275 = !DILocation(line: 149, column: 3, scope: !126)
!276 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !277, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !279, !281, !10, !10}
!279 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !280)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !282)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!284 = !DILocalVariable(name: "dst", arg: 1, scope: !276, file: !3, line: 25, type: !279)
!285 = !DILocation(line: 25, column: 63, scope: !276)
!286 = !DILocalVariable(name: "src", arg: 2, scope: !276, file: !3, line: 25, type: !281)
!287 = !DILocation(line: 25, column: 88, scope: !276)
!288 = !DILocalVariable(name: "k", arg: 3, scope: !276, file: !3, line: 25, type: !10)
!289 = !DILocation(line: 25, column: 97, scope: !276)
!290 = !DILocalVariable(name: "n", arg: 4, scope: !276, file: !3, line: 25, type: !10)
!291 = !DILocation(line: 25, column: 104, scope: !276)
!292 = !DILocalVariable(name: "i", scope: !293, file: !3, line: 26, type: !10)
!293 = distinct !DILexicalBlock(scope: !276, file: !3, line: 26, column: 3)
!294 = !DILocation(line: 26, column: 12, scope: !293)
!295 = !DILocation(line: 26, column: 8, scope: !293)
!296 = !DILocation(line: 26, column: 19, scope: !297)
!297 = distinct !DILexicalBlock(scope: !293, file: !3, line: 26, column: 3)
!298 = !DILocation(line: 26, column: 23, scope: !297)
!299 = !DILocation(line: 26, column: 21, scope: !297)
!300 = !DILocation(line: 26, column: 3, scope: !293)
!301 = !DILocation(line: 26, column: 40, scope: !297)
!302 = !DILocation(line: 26, column: 44, scope: !297)
!303 = !DILocation(line: 26, column: 49, scope: !297)
!304 = !DILocation(line: 26, column: 47, scope: !297)
!305 = !DILocation(line: 26, column: 54, scope: !297)
!306 = !DILocation(line: 26, column: 58, scope: !297)
!307 = !DILocation(line: 26, column: 61, scope: !297)
!308 = !DILocation(line: 26, column: 51, scope: !297)
!309 = !DILocation(line: 26, column: 31, scope: !297)
!310 = !DILocation(line: 26, column: 35, scope: !297)
!311 = !DILocation(line: 26, column: 38, scope: !297)
!312 = !DILocation(line: 26, column: 26, scope: !297)
!313 = !DILocation(line: 26, column: 3, scope: !297)
!314 = distinct !{!314, !300, !315, !171}
!315 = !DILocation(line: 26, column: 65, scope: !293)
!316 = !DILocation(line: 27, column: 1, scope: !276)
!317 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !318, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !320, !322, !5, !10}
!320 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!322 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !323)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!325 = !DILocalVariable(name: "y", arg: 1, scope: !317, file: !3, line: 21, type: !320)
!326 = !DILocation(line: 21, column: 61, scope: !317)
!327 = !DILocalVariable(name: "x", arg: 2, scope: !317, file: !3, line: 21, type: !322)
!328 = !DILocation(line: 21, column: 86, scope: !317)
!329 = !DILocalVariable(name: "k", arg: 3, scope: !317, file: !3, line: 21, type: !5)
!330 = !DILocation(line: 21, column: 95, scope: !317)
!331 = !DILocalVariable(name: "n", arg: 4, scope: !317, file: !3, line: 21, type: !10)
!332 = !DILocation(line: 21, column: 102, scope: !317)
!333 = !DILocalVariable(name: "i", scope: !334, file: !3, line: 22, type: !10)
!334 = distinct !DILexicalBlock(scope: !317, file: !3, line: 22, column: 3)
!335 = !DILocation(line: 22, column: 12, scope: !334)
!336 = !DILocation(line: 22, column: 8, scope: !334)
!337 = !DILocation(line: 22, column: 19, scope: !338)
!338 = distinct !DILexicalBlock(scope: !334, file: !3, line: 22, column: 3)
!339 = !DILocation(line: 22, column: 23, scope: !338)
!340 = !DILocation(line: 22, column: 21, scope: !338)
!341 = !DILocation(line: 22, column: 3, scope: !334)
!342 = !DILocation(line: 22, column: 38, scope: !338)
!343 = !DILocation(line: 22, column: 42, scope: !338)
!344 = !DILocation(line: 22, column: 44, scope: !338)
!345 = !DILocation(line: 22, column: 49, scope: !338)
!346 = !DILocation(line: 22, column: 51, scope: !338)
!347 = !DILocation(line: 22, column: 47, scope: !338)
!348 = !DILocation(line: 22, column: 31, scope: !338)
!349 = !DILocation(line: 22, column: 33, scope: !338)
!350 = !DILocation(line: 22, column: 36, scope: !338)
!351 = !DILocation(line: 22, column: 26, scope: !338)
!352 = !DILocation(line: 22, column: 3, scope: !338)
!353 = distinct !{!353, !341, !354, !171}
!354 = !DILocation(line: 22, column: 52, scope: !334)
!355 = !DILocation(line: 23, column: 1, scope: !317)
!356 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !357, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!357 = !DISubroutineType(types: !358)
!358 = !{!10, !282, !10}
!359 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !3, line: 15, type: !282)
!360 = !DILocation(line: 15, column: 58, scope: !356)
!361 = !DILocalVariable(name: "n", arg: 2, scope: !356, file: !3, line: 15, type: !10)
!362 = !DILocation(line: 15, column: 65, scope: !356)
!363 = !DILocalVariable(name: "s", scope: !356, file: !3, line: 16, type: !10)
!364 = !DILocation(line: 16, column: 7, scope: !356)
!365 = !DILocalVariable(name: "i", scope: !366, file: !3, line: 17, type: !10)
!366 = distinct !DILexicalBlock(scope: !356, file: !3, line: 17, column: 3)
!367 = !DILocation(line: 17, column: 12, scope: !366)
!368 = !DILocation(line: 17, column: 8, scope: !366)
!369 = !DILocation(line: 17, column: 19, scope: !370)
!370 = distinct !DILexicalBlock(scope: !366, file: !3, line: 17, column: 3)
!371 = !DILocation(line: 17, column: 23, scope: !370)
!372 = !DILocation(line: 17, column: 21, scope: !370)
!373 = !DILocation(line: 17, column: 3, scope: !366)
!374 = !DILocation(line: 17, column: 36, scope: !370)
!375 = !DILocation(line: 17, column: 38, scope: !370)
!376 = !DILocation(line: 17, column: 33, scope: !370)
!377 = !DILocation(line: 17, column: 31, scope: !370)
!378 = !DILocation(line: 17, column: 26, scope: !370)
!379 = !DILocation(line: 17, column: 3, scope: !370)
!380 = distinct !{!380, !373, !381, !171}
!381 = !DILocation(line: 17, column: 39, scope: !366)
!382 = !DILocation(line: 18, column: 10, scope: !356)
!383 = !DILocation(line: 18, column: 3, scope: !356)
!384 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !385, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!385 = !DISubroutineType(types: !386)
!386 = !{!11, !282, !10}
!387 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !3, line: 35, type: !282)
!388 = !DILocation(line: 35, column: 69, scope: !384)
!389 = !DILocalVariable(name: "n", arg: 2, scope: !384, file: !3, line: 35, type: !10)
!390 = !DILocation(line: 35, column: 76, scope: !384)
!391 = !DILocalVariable(name: "m", scope: !384, file: !3, line: 36, type: !10)
!392 = !DILocation(line: 36, column: 7, scope: !384)
!393 = !DILocalVariable(name: "i", scope: !394, file: !3, line: 37, type: !10)
!394 = distinct !DILexicalBlock(scope: !384, file: !3, line: 37, column: 3)
!395 = !DILocation(line: 37, column: 12, scope: !394)
!396 = !DILocation(line: 37, column: 8, scope: !394)
!397 = !DILocation(line: 37, column: 19, scope: !398)
!398 = distinct !DILexicalBlock(scope: !394, file: !3, line: 37, column: 3)
!399 = !DILocation(line: 37, column: 23, scope: !398)
!400 = !DILocation(line: 37, column: 21, scope: !398)
!401 = !DILocation(line: 37, column: 3, scope: !394)
!402 = !DILocation(line: 37, column: 35, scope: !398)
!403 = !DILocation(line: 37, column: 37, scope: !398)
!404 = !DILocation(line: 37, column: 42, scope: !398)
!405 = !DILocation(line: 37, column: 40, scope: !398)
!406 = !DILocation(line: 37, column: 46, scope: !398)
!407 = !DILocation(line: 37, column: 48, scope: !398)
!408 = !DILocation(line: 37, column: 53, scope: !398)
!409 = !DILocation(line: 37, column: 33, scope: !398)
!410 = !DILocation(line: 37, column: 31, scope: !398)
!411 = !DILocation(line: 37, column: 26, scope: !398)
!412 = !DILocation(line: 37, column: 3, scope: !398)
!413 = distinct !{!413, !401, !414, !171}
!414 = !DILocation(line: 37, column: 53, scope: !394)
!415 = !DILocation(line: 38, column: 26, scope: !384)
!416 = !DILocation(line: 38, column: 28, scope: !384)
!417 = !DILocation(line: 38, column: 42, scope: !384)
!418 = !DILocation(line: 38, column: 10, scope: !384)
!419 = !DILocation(line: 38, column: 3, scope: !384)
!420 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !421, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!421 = !DISubroutineType(types: !422)
!422 = !{!9, !423, !323, !10}
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !424, size: 64)
!424 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!425 = !DILocalVariable(name: "a", arg: 1, scope: !420, file: !3, line: 29, type: !423)
!426 = !DILocation(line: 29, column: 59, scope: !420)
!427 = !DILocalVariable(name: "b", arg: 2, scope: !420, file: !3, line: 29, type: !323)
!428 = !DILocation(line: 29, column: 75, scope: !420)
!429 = !DILocalVariable(name: "n", arg: 3, scope: !420, file: !3, line: 29, type: !10)
!430 = !DILocation(line: 29, column: 82, scope: !420)
!431 = !DILocalVariable(name: "s", scope: !420, file: !3, line: 30, type: !9)
!432 = !DILocation(line: 30, column: 10, scope: !420)
!433 = !DILocalVariable(name: "i", scope: !434, file: !3, line: 31, type: !10)
!434 = distinct !DILexicalBlock(scope: !420, file: !3, line: 31, column: 3)
!435 = !DILocation(line: 31, column: 12, scope: !434)
!436 = !DILocation(line: 31, column: 8, scope: !434)
!437 = !DILocation(line: 31, column: 19, scope: !438)
!438 = distinct !DILexicalBlock(scope: !434, file: !3, line: 31, column: 3)
!439 = !DILocation(line: 31, column: 23, scope: !438)
!440 = !DILocation(line: 31, column: 21, scope: !438)
!441 = !DILocation(line: 31, column: 3, scope: !434)
!442 = !DILocation(line: 31, column: 36, scope: !438)
!443 = !DILocation(line: 31, column: 38, scope: !438)
!444 = !DILocation(line: 31, column: 51, scope: !438)
!445 = !DILocation(line: 31, column: 53, scope: !438)
!446 = !DILocation(line: 31, column: 43, scope: !438)
!447 = !DILocation(line: 31, column: 33, scope: !438)
!448 = !DILocation(line: 31, column: 31, scope: !438)
!449 = !DILocation(line: 31, column: 26, scope: !438)
!450 = !DILocation(line: 31, column: 3, scope: !438)
!451 = distinct !{!451, !441, !452, !171}
!452 = !DILocation(line: 31, column: 54, scope: !434)
!453 = !DILocation(line: 32, column: 10, scope: !420)
!454 = !DILocation(line: 32, column: 3, scope: !420)
!455 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !456, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!456 = !DISubroutineType(types: !457)
!457 = !{!6, !6}
!458 = !DILocalVariable(name: "x", arg: 1, scope: !455, file: !3, line: 48, type: !6)
!459 = !DILocation(line: 48, column: 40, scope: !455)
!460 = !DILocation(line: 49, column: 7, scope: !455)
!461 = !DILocation(line: 49, column: 13, scope: !455)
!462 = !DILocation(line: 49, column: 15, scope: !455)
!463 = !DILocation(line: 49, column: 21, scope: !455)
!464 = !DILocation(line: 49, column: 9, scope: !455)
!465 = !DILocation(line: 49, column: 5, scope: !455)
!466 = !DILocation(line: 50, column: 8, scope: !455)
!467 = !DILocation(line: 50, column: 10, scope: !455)
!468 = !DILocation(line: 50, column: 29, scope: !455)
!469 = !DILocation(line: 50, column: 31, scope: !455)
!470 = !DILocation(line: 50, column: 37, scope: !455)
!471 = !DILocation(line: 50, column: 25, scope: !455)
!472 = !DILocation(line: 50, column: 5, scope: !455)
!473 = !DILocation(line: 51, column: 8, scope: !455)
!474 = !DILocation(line: 51, column: 13, scope: !455)
!475 = !DILocation(line: 51, column: 15, scope: !455)
!476 = !DILocation(line: 51, column: 10, scope: !455)
!477 = !DILocation(line: 51, column: 22, scope: !455)
!478 = !DILocation(line: 51, column: 5, scope: !455)
!479 = !DILocation(line: 52, column: 11, scope: !455)
!480 = !DILocation(line: 52, column: 13, scope: !455)
!481 = !DILocation(line: 52, column: 28, scope: !455)
!482 = !DILocation(line: 52, column: 3, scope: !455)
!483 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !484, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!484 = !DISubroutineType(types: !485)
!485 = !{!8, !8, !10}
!486 = !DILocalVariable(name: "x", arg: 1, scope: !483, file: !3, line: 55, type: !8)
!487 = !DILocation(line: 55, column: 53, scope: !483)
!488 = !DILocalVariable(name: "r", arg: 2, scope: !483, file: !3, line: 55, type: !10)
!489 = !DILocation(line: 55, column: 60, scope: !483)
!490 = !DILocation(line: 55, column: 73, scope: !483)
!491 = !DILocation(line: 55, column: 78, scope: !483)
!492 = !DILocation(line: 55, column: 75, scope: !483)
!493 = !DILocation(line: 55, column: 84, scope: !483)
!494 = !DILocation(line: 55, column: 95, scope: !483)
!495 = !DILocation(line: 55, column: 93, scope: !483)
!496 = !DILocation(line: 55, column: 86, scope: !483)
!497 = !DILocation(line: 55, column: 81, scope: !483)
!498 = !DILocation(line: 55, column: 65, scope: !483)
!499 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !500, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!500 = !DISubroutineType(types: !501)
!501 = !{!502, !10}
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !503, size: 64)
!503 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!504 = !DILocalVariable(name: "d", arg: 1, scope: !499, file: !3, line: 57, type: !10)
!505 = !DILocation(line: 57, column: 33, scope: !499)
!506 = !DILocation(line: 58, column: 11, scope: !499)
!507 = !DILocation(line: 58, column: 3, scope: !499)
!508 = !DILocation(line: 59, column: 11, scope: !509)
!509 = distinct !DILexicalBlock(scope: !499, file: !3, line: 58, column: 14)
!510 = !DILocation(line: 60, column: 11, scope: !509)
!511 = !DILocation(line: 61, column: 11, scope: !509)
!512 = !DILocation(line: 62, column: 11, scope: !509)
!513 = !DILocation(line: 63, column: 11, scope: !509)
!514 = !DILocation(line: 64, column: 11, scope: !509)
!515 = !DILocation(line: 65, column: 11, scope: !509)
!516 = !DILocation(line: 66, column: 12, scope: !509)
!517 = !DILocation(line: 68, column: 1, scope: !499)
!518 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !519, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!519 = !DISubroutineType(types: !520)
!520 = !{!10, !10}
!521 = !DILocalVariable(name: "x", arg: 1, scope: !518, file: !3, line: 70, type: !10)
!522 = !DILocation(line: 70, column: 23, scope: !518)
!523 = !DILocation(line: 71, column: 11, scope: !518)
!524 = !DILocation(line: 71, column: 3, scope: !518)
!525 = !DILocation(line: 72, column: 15, scope: !526)
!526 = distinct !DILexicalBlock(scope: !518, file: !3, line: 71, column: 14)
!527 = !DILocation(line: 73, column: 11, scope: !526)
!528 = !DILocation(line: 74, column: 21, scope: !526)
!529 = !DILocation(line: 75, column: 16, scope: !526)
!530 = !DILocation(line: 76, column: 20, scope: !526)
!531 = !DILocation(line: 77, column: 19, scope: !526)
!532 = !DILocation(line: 77, column: 21, scope: !526)
!533 = !DILocation(line: 77, column: 12, scope: !526)
!534 = !DILocation(line: 79, column: 1, scope: !518)
!535 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !536, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!536 = !DISubroutineType(types: !537)
!537 = !{!12, !8, !8}
!538 = !DILocalVariable(name: "a", arg: 1, scope: !535, file: !3, line: 82, type: !8)
!539 = !DILocation(line: 82, column: 52, scope: !535)
!540 = !DILocalVariable(name: "b", arg: 2, scope: !535, file: !3, line: 82, type: !8)
!541 = !DILocation(line: 82, column: 74, scope: !535)
!542 = !DILocation(line: 83, column: 29, scope: !535)
!543 = !DILocation(line: 83, column: 10, scope: !535)
!544 = !DILocation(line: 83, column: 33, scope: !535)
!545 = !DILocation(line: 83, column: 31, scope: !535)
!546 = !DILocation(line: 83, column: 3, scope: !535)
!547 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !548, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!548 = !DISubroutineType(types: !549)
!549 = !{null, !12}
!550 = !DILocalVariable(name: "v", arg: 1, scope: !547, file: !3, line: 85, type: !12)
!551 = !DILocation(line: 85, column: 42, scope: !547)
!552 = !DILocalVariable(name: "buf", scope: !547, file: !3, line: 86, type: !553)
!553 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !554)
!554 = !{!555}
!555 = !DISubrange(count: 48)
!556 = !DILocation(line: 86, column: 8, scope: !547)
!557 = !DILocalVariable(name: "i", scope: !547, file: !3, line: 87, type: !10)
!558 = !DILocation(line: 87, column: 7, scope: !547)
!559 = !DILocation(line: 88, column: 7, scope: !547)
!560 = !DILocation(line: 88, column: 3, scope: !547)
!561 = !DILocation(line: 88, column: 10, scope: !547)
!562 = !DILocation(line: 89, column: 3, scope: !547)
!563 = !DILocation(line: 89, column: 38, scope: !564)
!564 = distinct !DILexicalBlock(scope: !547, file: !3, line: 89, column: 6)
!565 = !DILocation(line: 89, column: 40, scope: !564)
!566 = !DILocation(line: 89, column: 32, scope: !564)
!567 = !DILocation(line: 89, column: 30, scope: !564)
!568 = !DILocation(line: 89, column: 19, scope: !564)
!569 = !DILocation(line: 89, column: 12, scope: !564)
!570 = !DILocation(line: 89, column: 8, scope: !564)
!571 = !DILocation(line: 89, column: 17, scope: !564)
!572 = !DILocation(line: 89, column: 50, scope: !564)
!573 = !DILocation(line: 89, column: 57, scope: !564)
!574 = !DILocation(line: 89, column: 66, scope: !547)
!575 = distinct !{!575, !562, !576, !171}
!576 = !DILocation(line: 89, column: 67, scope: !547)
!577 = !DILocation(line: 90, column: 16, scope: !547)
!578 = !DILocation(line: 90, column: 22, scope: !547)
!579 = !DILocation(line: 90, column: 20, scope: !547)
!580 = !DILocation(line: 90, column: 3, scope: !547)
!581 = !DILocation(line: 91, column: 1, scope: !547)
!582 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !3, line: 94, type: !113)
!583 = !DILocation(line: 94, column: 40, scope: !110)
!584 = !DILocalVariable(name: "r", scope: !110, file: !3, line: 95, type: !113)
!585 = !DILocation(line: 95, column: 15, scope: !110)
!586 = !DILocalVariable(name: "i", scope: !587, file: !3, line: 97, type: !10)
!587 = distinct !DILexicalBlock(scope: !110, file: !3, line: 97, column: 3)
!588 = !DILocation(line: 97, column: 12, scope: !587)
!589 = !DILocation(line: 97, column: 8, scope: !587)
!590 = !DILocation(line: 97, column: 19, scope: !591)
!591 = distinct !DILexicalBlock(scope: !587, file: !3, line: 97, column: 3)
!592 = !DILocation(line: 97, column: 21, scope: !591)
!593 = !DILocation(line: 97, column: 3, scope: !587)
!594 = !DILocation(line: 97, column: 36, scope: !591)
!595 = !DILocation(line: 97, column: 40, scope: !591)
!596 = !DILocation(line: 97, column: 46, scope: !591)
!597 = !DILocation(line: 97, column: 44, scope: !591)
!598 = !DILocation(line: 97, column: 42, scope: !591)
!599 = !DILocation(line: 97, column: 34, scope: !591)
!600 = !DILocation(line: 97, column: 32, scope: !591)
!601 = !DILocation(line: 97, column: 27, scope: !591)
!602 = !DILocation(line: 97, column: 3, scope: !591)
!603 = distinct !{!603, !593, !604, !171}
!604 = !DILocation(line: 97, column: 47, scope: !587)
!605 = !DILocation(line: 98, column: 10, scope: !110)
!606 = !DILocation(line: 98, column: 3, scope: !110)
