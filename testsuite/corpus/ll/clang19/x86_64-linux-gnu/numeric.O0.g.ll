; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Pun = type { float }

@ia = internal global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 16, !dbg !75
@fa = internal global [256 x float] zeroinitializer, align 16, !dbg !80
@fb = internal global [256 x float] zeroinitializer, align 16, !dbg !83
@da = internal global [256 x double] zeroinitializer, align 16, !dbg !85
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !26
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !31
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !41
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !43
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1, !dbg !53
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1, !dbg !58
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !60
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !65
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !70
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !88
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !90
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !92
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !94
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !96
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !98
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !100
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !102
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !104
@ld_poly.c = internal constant [4 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFC8000000000000000, x86_fp80 0xK4000C90FDAA22168C235], align 16, !dbg !109

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !126 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca half, align 2
  %12 = alloca half, align 2
  %13 = alloca half, align 2
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !129, !DIExpression(), !131)
  store i32 0, ptr %2, align 4, !dbg !131
  br label %16, !dbg !132

16:                                               ; preds = %48, %0
  %17 = load i32, ptr %2, align 4, !dbg !133
  %18 = icmp slt i32 %17, 256, !dbg !135
  br i1 %18, label %19, label %51, !dbg !136

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4, !dbg !137
  %21 = mul nsw i32 %20, 3, !dbg !139
  %22 = sub nsw i32 %21, 100, !dbg !140
  %23 = load i32, ptr %2, align 4, !dbg !141
  %24 = sext i32 %23 to i64, !dbg !142
  %25 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %24, !dbg !142
  store i32 %22, ptr %25, align 4, !dbg !143
  %26 = load i32, ptr %2, align 4, !dbg !144
  %27 = mul nsw i32 %26, 7, !dbg !145
  %28 = and i32 %27, 63, !dbg !146
  %29 = load i32, ptr %2, align 4, !dbg !147
  %30 = sext i32 %29 to i64, !dbg !148
  %31 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %30, !dbg !148
  store i32 %28, ptr %31, align 4, !dbg !149
  %32 = load i32, ptr %2, align 4, !dbg !150
  %33 = sitofp i32 %32 to float, !dbg !151
  %34 = fmul float %33, 5.000000e-01, !dbg !152
  %35 = load i32, ptr %2, align 4, !dbg !153
  %36 = sext i32 %35 to i64, !dbg !154
  %37 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %36, !dbg !154
  store float %34, ptr %37, align 4, !dbg !155
  %38 = load i32, ptr %2, align 4, !dbg !156
  %39 = sext i32 %38 to i64, !dbg !157
  %40 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %39, !dbg !157
  store float 1.000000e+00, ptr %40, align 4, !dbg !158
  %41 = load i32, ptr %2, align 4, !dbg !159
  %42 = add nsw i32 %41, 1, !dbg !160
  %43 = sitofp i32 %42 to double, !dbg !161
  %44 = fdiv double 1.000000e+00, %43, !dbg !162
  %45 = load i32, ptr %2, align 4, !dbg !163
  %46 = sext i32 %45 to i64, !dbg !164
  %47 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %46, !dbg !164
  store double %44, ptr %47, align 8, !dbg !165
  br label %48, !dbg !166

48:                                               ; preds = %19
  %49 = load i32, ptr %2, align 4, !dbg !167
  %50 = add nsw i32 %49, 1, !dbg !167
  store i32 %50, ptr %2, align 4, !dbg !167
  br label %16, !dbg !168, !llvm.loop !169

51:                                               ; preds = %16
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !172
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !173
  %52 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !174
  %53 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !175
  %54 = zext i8 %53 to i32, !dbg !175
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %52, i32 noundef %54), !dbg !176
  %56 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i64 0, i64 10), align 8, !dbg !177
  %57 = fpext float %56 to double, !dbg !177
  %58 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !178
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %57, double noundef %58), !dbg !179
    #dbg_declare(ptr %3, !180, !DIExpression(), !193)
  store float -1.500000e+00, ptr %3, align 4, !dbg !194
  %60 = load i32, ptr %3, align 4, !dbg !195
  %61 = load i32, ptr %3, align 4, !dbg !196
  %62 = lshr i32 %61, 31, !dbg !196
  %63 = load i32, ptr %3, align 4, !dbg !197
  %64 = lshr i32 %63, 23, !dbg !197
  %65 = and i32 %64, 255, !dbg !197
  %66 = load i32, ptr %3, align 4, !dbg !198
  %67 = and i32 %66, 8388607, !dbg !198
  %68 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0, !dbg !199
  %69 = load i8, ptr %68, align 4, !dbg !199
  %70 = zext i8 %69 to i32, !dbg !199
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60, i32 noundef %62, i32 noundef %65, i32 noundef %67, i32 noundef %70), !dbg !200
    #dbg_declare(ptr %4, !201, !DIExpression(), !202)
  store i32 -267534609, ptr %4, align 4, !dbg !202
  %72 = load i32, ptr %4, align 4, !dbg !203
  %73 = call i32 @popcnt_manual(i32 noundef %72), !dbg !204
  %74 = load i32, ptr %4, align 4, !dbg !205
  %75 = call i32 @llvm.ctpop.i32(i32 %74), !dbg !206
  %76 = load i32, ptr %4, align 4, !dbg !207
  %77 = lshr i32 %76, 4, !dbg !208
  %78 = call i32 @llvm.ctlz.i32(i32 %77, i1 true), !dbg !209
  %79 = load i32, ptr %4, align 4, !dbg !210
  %80 = and i32 %79, -2, !dbg !211
  %81 = call i32 @llvm.cttz.i32(i32 %80, i1 true), !dbg !212
  %82 = load i32, ptr %4, align 4, !dbg !213
  %83 = call i32 @llvm.bswap.i32(i32 %82), !dbg !214
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %73, i32 noundef %75, i32 noundef %78, i32 noundef %81, i32 noundef %83), !dbg !215
  %85 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !216
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %85), !dbg !217
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !218
    #dbg_declare(ptr %5, !219, !DIExpression(), !221)
  store i32 -1, ptr %5, align 4, !dbg !221
  br label %88, !dbg !222

88:                                               ; preds = %95, %51
  %89 = load i32, ptr %5, align 4, !dbg !223
  %90 = icmp sle i32 %89, 7, !dbg !225
  br i1 %90, label %91, label %98, !dbg !226

91:                                               ; preds = %88
  %92 = load i32, ptr %5, align 4, !dbg !227
  %93 = call ptr @day_name(i32 noundef %92), !dbg !228
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %93), !dbg !229
  br label %95, !dbg !229

95:                                               ; preds = %91
  %96 = load i32, ptr %5, align 4, !dbg !230
  %97 = add nsw i32 %96, 1, !dbg !230
  store i32 %97, ptr %5, align 4, !dbg !230
  br label %88, !dbg !231, !llvm.loop !232

98:                                               ; preds = %88
  %99 = call i32 @sparse(i32 noundef -1000), !dbg !234
  %100 = call i32 @sparse(i32 noundef 7), !dbg !235
  %101 = call i32 @sparse(i32 noundef 78), !dbg !236
  %102 = call i32 @sparse(i32 noundef 100000), !dbg !237
  %103 = call i32 @sparse(i32 noundef 2147483647), !dbg !238
  %104 = call i32 @sparse(i32 noundef -3), !dbg !239
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104), !dbg !240
    #dbg_declare(ptr %6, !241, !DIExpression(), !242)
  %106 = call { i64, i64 } @mul128(i64 noundef -1, i64 noundef -1), !dbg !243
  %107 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0, !dbg !243
  %108 = extractvalue { i64, i64 } %106, 0, !dbg !243
  store i64 %108, ptr %107, align 16, !dbg !243
  %109 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1, !dbg !243
  %110 = extractvalue { i64, i64 } %106, 1, !dbg !243
  store i64 %110, ptr %109, align 8, !dbg !243
  %111 = load i128, ptr %7, align 16, !dbg !243
  store i128 %111, ptr %6, align 16, !dbg !242
    #dbg_declare(ptr %8, !244, !DIExpression(), !245)
  %112 = load i128, ptr %6, align 16, !dbg !246
  %113 = sub nsw i128 0, %112, !dbg !247
  %114 = sdiv i128 %113, 3, !dbg !248
  store i128 %114, ptr %8, align 16, !dbg !245
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !249
  %116 = load i128, ptr %6, align 16, !dbg !250
  store i128 %116, ptr %9, align 16, !dbg !251
  %117 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0, !dbg !251
  %118 = load i64, ptr %117, align 16, !dbg !251
  %119 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1, !dbg !251
  %120 = load i64, ptr %119, align 8, !dbg !251
  call void @print_u128(i64 noundef %118, i64 noundef %120), !dbg !251
  %121 = load i128, ptr %6, align 16, !dbg !252
  %122 = lshr i128 %121, 64, !dbg !253
  %123 = trunc i128 %122 to i64, !dbg !254
  %124 = load i128, ptr %8, align 16, !dbg !255
  %125 = trunc i128 %124 to i64, !dbg !256
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %123, i64 noundef %125), !dbg !257
    #dbg_declare(ptr %10, !258, !DIExpression(), !259)
  %127 = call x86_fp80 @ld_poly(x86_fp80 noundef 0xK3FFD8000000000000000), !dbg !260
  store x86_fp80 %127, ptr %10, align 16, !dbg !259
  %128 = load x86_fp80, ptr %10, align 16, !dbg !261
  %129 = fptrunc x86_fp80 %128 to double, !dbg !262
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %129, i32 noundef 16), !dbg !263
    #dbg_declare(ptr %11, !264, !DIExpression(), !265)
  store half 0xH3E00, ptr %11, align 2, !dbg !265
    #dbg_declare(ptr %12, !266, !DIExpression(), !267)
  store half 0xH3400, ptr %12, align 2, !dbg !267
    #dbg_declare(ptr %13, !268, !DIExpression(), !269)
  %131 = load half, ptr %11, align 2, !dbg !270
  %132 = fpext half %131 to float, !dbg !271
  %133 = load half, ptr %12, align 2, !dbg !272
  %134 = fpext half %133 to float, !dbg !271
  %135 = call float @llvm.fmuladd.f32(float %132, float %134, float 2.000000e+00), !dbg !271
  %136 = fptrunc float %135 to half, !dbg !271
  store half %136, ptr %13, align 2, !dbg !269
  %137 = load half, ptr %13, align 2, !dbg !273
  %138 = fpext half %137 to double, !dbg !274
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %138), !dbg !275
    #dbg_declare(ptr %14, !276, !DIExpression(), !277)
  store float 0x7FF8000000000000, ptr %14, align 4, !dbg !277
    #dbg_declare(ptr %15, !278, !DIExpression(), !279)
  store float 0x7FF0000000000000, ptr %15, align 4, !dbg !279
  %140 = load float, ptr %14, align 4, !dbg !280
  %141 = load float, ptr %14, align 4, !dbg !281
  %142 = fcmp une float %140, %141, !dbg !282
  %143 = zext i1 %142 to i32, !dbg !282
  %144 = load float, ptr %15, align 4, !dbg !283
  %145 = fcmp ogt float %144, 0x47D2CED320000000, !dbg !284
  %146 = zext i1 %145 to i32, !dbg !284
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %143, i32 noundef %146, i32 noundef 1), !dbg !285
  ret i32 0, !dbg !286
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !287 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !295, !DIExpression(), !296)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !297, !DIExpression(), !298)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !299, !DIExpression(), !300)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !301, !DIExpression(), !302)
    #dbg_declare(ptr %9, !303, !DIExpression(), !305)
  store i32 0, ptr %9, align 4, !dbg !305
  br label %10, !dbg !306

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4, !dbg !307
  %12 = load i32, ptr %8, align 4, !dbg !309
  %13 = icmp slt i32 %11, %12, !dbg !310
  br i1 %13, label %14, label %36, !dbg !311

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !312
  %16 = load i32, ptr %9, align 4, !dbg !313
  %17 = sext i32 %16 to i64, !dbg !312
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !312
  %19 = load i32, ptr %18, align 4, !dbg !312
  %20 = load i32, ptr %7, align 4, !dbg !314
  %21 = mul nsw i32 %19, %20, !dbg !315
  %22 = load ptr, ptr %6, align 8, !dbg !316
  %23 = load i32, ptr %9, align 4, !dbg !317
  %24 = sext i32 %23 to i64, !dbg !316
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !316
  %26 = load i32, ptr %25, align 4, !dbg !316
  %27 = ashr i32 %26, 1, !dbg !318
  %28 = add nsw i32 %21, %27, !dbg !319
  %29 = load ptr, ptr %5, align 8, !dbg !320
  %30 = load i32, ptr %9, align 4, !dbg !321
  %31 = sext i32 %30 to i64, !dbg !320
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !320
  store i32 %28, ptr %32, align 4, !dbg !322
  br label %33, !dbg !320

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4, !dbg !323
  %35 = add nsw i32 %34, 1, !dbg !323
  store i32 %35, ptr %9, align 4, !dbg !323
  br label %10, !dbg !324, !llvm.loop !325

36:                                               ; preds = %10
  ret void, !dbg !327
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !328 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !336, !DIExpression(), !337)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !338, !DIExpression(), !339)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !340, !DIExpression(), !341)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !342, !DIExpression(), !343)
    #dbg_declare(ptr %9, !344, !DIExpression(), !346)
  store i32 0, ptr %9, align 4, !dbg !346
  br label %10, !dbg !347

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4, !dbg !348
  %12 = load i32, ptr %8, align 4, !dbg !350
  %13 = icmp slt i32 %11, %12, !dbg !351
  br i1 %13, label %14, label %34, !dbg !352

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !353
  %16 = load ptr, ptr %6, align 8, !dbg !354
  %17 = load i32, ptr %9, align 4, !dbg !355
  %18 = sext i32 %17 to i64, !dbg !354
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !354
  %20 = load float, ptr %19, align 4, !dbg !354
  %21 = load ptr, ptr %5, align 8, !dbg !356
  %22 = load i32, ptr %9, align 4, !dbg !357
  %23 = sext i32 %22 to i64, !dbg !356
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !356
  %25 = load float, ptr %24, align 4, !dbg !356
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !358
  %27 = load ptr, ptr %5, align 8, !dbg !359
  %28 = load i32, ptr %9, align 4, !dbg !360
  %29 = sext i32 %28 to i64, !dbg !359
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !359
  store float %26, ptr %30, align 4, !dbg !361
  br label %31, !dbg !359

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4, !dbg !362
  %33 = add nsw i32 %32, 1, !dbg !362
  store i32 %33, ptr %9, align 4, !dbg !362
  br label %10, !dbg !363, !llvm.loop !364

34:                                               ; preds = %10
  ret void, !dbg !366
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !367 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !370, !DIExpression(), !371)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !372, !DIExpression(), !373)
    #dbg_declare(ptr %5, !374, !DIExpression(), !375)
  store i32 0, ptr %5, align 4, !dbg !375
    #dbg_declare(ptr %6, !376, !DIExpression(), !378)
  store i32 0, ptr %6, align 4, !dbg !378
  br label %7, !dbg !379

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !380
  %9 = load i32, ptr %4, align 4, !dbg !382
  %10 = icmp slt i32 %8, %9, !dbg !383
  br i1 %10, label %11, label %22, !dbg !384

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !385
  %13 = load i32, ptr %6, align 4, !dbg !386
  %14 = sext i32 %13 to i64, !dbg !385
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !385
  %16 = load i32, ptr %15, align 4, !dbg !385
  %17 = load i32, ptr %5, align 4, !dbg !387
  %18 = add nsw i32 %17, %16, !dbg !387
  store i32 %18, ptr %5, align 4, !dbg !387
  br label %19, !dbg !388

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !389
  %21 = add nsw i32 %20, 1, !dbg !389
  store i32 %21, ptr %6, align 4, !dbg !389
  br label %7, !dbg !390, !llvm.loop !391

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !393
  ret i32 %23, !dbg !394
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !395 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !398, !DIExpression(), !399)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !400, !DIExpression(), !401)
    #dbg_declare(ptr %5, !402, !DIExpression(), !403)
  store i32 0, ptr %5, align 4, !dbg !403
    #dbg_declare(ptr %6, !404, !DIExpression(), !406)
  store i32 0, ptr %6, align 4, !dbg !406
  br label %7, !dbg !407

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4, !dbg !408
  %9 = load i32, ptr %4, align 4, !dbg !410
  %10 = icmp slt i32 %8, %9, !dbg !411
  br i1 %10, label %11, label %32, !dbg !412

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !413
  %13 = load i32, ptr %6, align 4, !dbg !414
  %14 = sext i32 %13 to i64, !dbg !413
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !413
  %16 = load i32, ptr %15, align 4, !dbg !413
  %17 = load i32, ptr %5, align 4, !dbg !415
  %18 = icmp sgt i32 %16, %17, !dbg !416
  br i1 %18, label %19, label %25, !dbg !413

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8, !dbg !417
  %21 = load i32, ptr %6, align 4, !dbg !418
  %22 = sext i32 %21 to i64, !dbg !417
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !417
  %24 = load i32, ptr %23, align 4, !dbg !417
  br label %27, !dbg !413

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !419
  br label %27, !dbg !413

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !413
  store i32 %28, ptr %5, align 4, !dbg !420
  br label %29, !dbg !421

29:                                               ; preds = %27
  %30 = load i32, ptr %6, align 4, !dbg !422
  %31 = add nsw i32 %30, 1, !dbg !422
  store i32 %31, ptr %6, align 4, !dbg !422
  br label %7, !dbg !423, !llvm.loop !424

32:                                               ; preds = %7
  %33 = load i32, ptr %5, align 4, !dbg !426
  %34 = icmp sgt i32 %33, 255, !dbg !427
  br i1 %34, label %35, label %36, !dbg !426

35:                                               ; preds = %32
  br label %38, !dbg !426

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4, !dbg !428
  br label %38, !dbg !426

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !426
  %40 = trunc i32 %39 to i8, !dbg !429
  ret i8 %40, !dbg !430
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !431 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !436, !DIExpression(), !437)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !438, !DIExpression(), !439)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !440, !DIExpression(), !441)
    #dbg_declare(ptr %7, !442, !DIExpression(), !443)
  store double 0.000000e+00, ptr %7, align 8, !dbg !443
    #dbg_declare(ptr %8, !444, !DIExpression(), !446)
  store i32 0, ptr %8, align 4, !dbg !446
  br label %9, !dbg !447

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4, !dbg !448
  %11 = load i32, ptr %6, align 4, !dbg !450
  %12 = icmp slt i32 %10, %11, !dbg !451
  br i1 %12, label %13, label %30, !dbg !452

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !453
  %15 = load i32, ptr %8, align 4, !dbg !454
  %16 = sext i32 %15 to i64, !dbg !453
  %17 = getelementptr inbounds double, ptr %14, i64 %16, !dbg !453
  %18 = load double, ptr %17, align 8, !dbg !453
  %19 = load ptr, ptr %5, align 8, !dbg !455
  %20 = load i32, ptr %8, align 4, !dbg !456
  %21 = sext i32 %20 to i64, !dbg !455
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !455
  %23 = load float, ptr %22, align 4, !dbg !455
  %24 = fpext float %23 to double, !dbg !457
  %25 = load double, ptr %7, align 8, !dbg !458
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !458
  store double %26, ptr %7, align 8, !dbg !458
  br label %27, !dbg !459

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4, !dbg !460
  %29 = add nsw i32 %28, 1, !dbg !460
  store i32 %29, ptr %8, align 4, !dbg !460
  br label %9, !dbg !461, !llvm.loop !462

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8, !dbg !464
  ret double %31, !dbg !465
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !466 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !469, !DIExpression(), !470)
  %3 = load i32, ptr %2, align 4, !dbg !471
  %4 = load i32, ptr %2, align 4, !dbg !472
  %5 = lshr i32 %4, 1, !dbg !473
  %6 = and i32 %5, 1431655765, !dbg !474
  %7 = sub i32 %3, %6, !dbg !475
  store i32 %7, ptr %2, align 4, !dbg !476
  %8 = load i32, ptr %2, align 4, !dbg !477
  %9 = and i32 %8, 858993459, !dbg !478
  %10 = load i32, ptr %2, align 4, !dbg !479
  %11 = lshr i32 %10, 2, !dbg !480
  %12 = and i32 %11, 858993459, !dbg !481
  %13 = add i32 %9, %12, !dbg !482
  store i32 %13, ptr %2, align 4, !dbg !483
  %14 = load i32, ptr %2, align 4, !dbg !484
  %15 = load i32, ptr %2, align 4, !dbg !485
  %16 = lshr i32 %15, 4, !dbg !486
  %17 = add i32 %14, %16, !dbg !487
  %18 = and i32 %17, 252645135, !dbg !488
  store i32 %18, ptr %2, align 4, !dbg !489
  %19 = load i32, ptr %2, align 4, !dbg !490
  %20 = mul i32 %19, 16843009, !dbg !491
  %21 = lshr i32 %20, 24, !dbg !492
  ret i32 %21, !dbg !493
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !494 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !497, !DIExpression(), !498)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !499, !DIExpression(), !500)
  %5 = load i64, ptr %3, align 8, !dbg !501
  %6 = load i32, ptr %4, align 4, !dbg !502
  %7 = zext i32 %6 to i64, !dbg !503
  %8 = shl i64 %5, %7, !dbg !503
  %9 = load i64, ptr %3, align 8, !dbg !504
  %10 = load i32, ptr %4, align 4, !dbg !505
  %11 = sub nsw i32 64, %10, !dbg !506
  %12 = zext i32 %11 to i64, !dbg !507
  %13 = lshr i64 %9, %12, !dbg !507
  %14 = or i64 %8, %13, !dbg !508
  ret i64 %14, !dbg !509
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef %0) #1 !dbg !510 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !515, !DIExpression(), !516)
  %4 = load i32, ptr %3, align 4, !dbg !517
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !518

5:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 8, !dbg !519
  br label %13, !dbg !519

6:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 8, !dbg !521
  br label %13, !dbg !521

7:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 8, !dbg !522
  br label %13, !dbg !522

8:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 8, !dbg !523
  br label %13, !dbg !523

9:                                                ; preds = %1
  store ptr @.str.17, ptr %2, align 8, !dbg !524
  br label %13, !dbg !524

10:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 8, !dbg !525
  br label %13, !dbg !525

11:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 8, !dbg !526
  br label %13, !dbg !526

12:                                               ; preds = %1
  store ptr @.str.20, ptr %2, align 8, !dbg !527
  br label %13, !dbg !527

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8, !dbg !528
  ret ptr %14, !dbg !528
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #1 !dbg !529 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !532, !DIExpression(), !533)
  %4 = load i32, ptr %3, align 4, !dbg !534
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !535

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !536
  br label %15, !dbg !536

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !538
  br label %15, !dbg !538

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !539
  br label %15, !dbg !539

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !540
  br label %15, !dbg !540

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !541
  br label %15, !dbg !541

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !542
  %12 = icmp slt i32 %11, 0, !dbg !543
  %13 = zext i1 %12 to i64, !dbg !542
  %14 = select i1 %12, i32 -1, i32 0, !dbg !542
  store i32 %14, ptr %2, align 4, !dbg !544
  br label %15, !dbg !544

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !545
  ret i32 %16, !dbg !545
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1) #1 !dbg !546 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !549, !DIExpression(), !550)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !551, !DIExpression(), !552)
  %6 = load i64, ptr %4, align 8, !dbg !553
  %7 = zext i64 %6 to i128, !dbg !554
  %8 = load i64, ptr %5, align 8, !dbg !555
  %9 = zext i64 %8 to i128, !dbg !555
  %10 = mul i128 %7, %9, !dbg !556
  store i128 %10, ptr %3, align 16, !dbg !557
  %11 = load { i64, i64 }, ptr %3, align 16, !dbg !557
  ret { i64, i64 } %11, !dbg !557
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i64 noundef %0, i64 noundef %1) #0 !dbg !558 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
    #dbg_declare(ptr %4, !561, !DIExpression(), !562)
    #dbg_declare(ptr %5, !563, !DIExpression(), !567)
    #dbg_declare(ptr %6, !568, !DIExpression(), !569)
  store i32 47, ptr %6, align 4, !dbg !569
  %10 = load i32, ptr %6, align 4, !dbg !570
  %11 = sext i32 %10 to i64, !dbg !571
  %12 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %11, !dbg !571
  store i8 0, ptr %12, align 1, !dbg !572
  br label %13, !dbg !573

13:                                               ; preds = %25, %2
  %14 = load i128, ptr %4, align 16, !dbg !574
  %15 = urem i128 %14, 10, !dbg !576
  %16 = trunc i128 %15 to i32, !dbg !577
  %17 = add nsw i32 48, %16, !dbg !578
  %18 = trunc i32 %17 to i8, !dbg !579
  %19 = load i32, ptr %6, align 4, !dbg !580
  %20 = add nsw i32 %19, -1, !dbg !580
  store i32 %20, ptr %6, align 4, !dbg !580
  %21 = sext i32 %20 to i64, !dbg !581
  %22 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %21, !dbg !581
  store i8 %18, ptr %22, align 1, !dbg !582
  %23 = load i128, ptr %4, align 16, !dbg !583
  %24 = udiv i128 %23, 10, !dbg !583
  store i128 %24, ptr %4, align 16, !dbg !583
  br label %25, !dbg !584

25:                                               ; preds = %13
  %26 = load i128, ptr %4, align 16, !dbg !585
  %27 = icmp ne i128 %26, 0, !dbg !584
  br i1 %27, label %13, label %28, !dbg !584, !llvm.loop !586

28:                                               ; preds = %25
  %29 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 0, !dbg !588
  %30 = load i32, ptr %6, align 4, !dbg !589
  %31 = sext i32 %30 to i64, !dbg !590
  %32 = getelementptr inbounds i8, ptr %29, i64 %31, !dbg !590
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %32), !dbg !591
  ret void, !dbg !592
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_poly(x86_fp80 noundef %0) #1 !dbg !111 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store x86_fp80 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !593, !DIExpression(), !594)
    #dbg_declare(ptr %3, !595, !DIExpression(), !596)
  store x86_fp80 0xK00000000000000000000, ptr %3, align 16, !dbg !596
    #dbg_declare(ptr %4, !597, !DIExpression(), !599)
  store i32 3, ptr %4, align 4, !dbg !599
  br label %5, !dbg !600

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4, !dbg !601
  %7 = icmp sge i32 %6, 0, !dbg !603
  br i1 %7, label %8, label %19, !dbg !604

8:                                                ; preds = %5
  %9 = load x86_fp80, ptr %3, align 16, !dbg !605
  %10 = load x86_fp80, ptr %2, align 16, !dbg !606
  %11 = load i32, ptr %4, align 4, !dbg !607
  %12 = sext i32 %11 to i64, !dbg !608
  %13 = getelementptr inbounds [4 x x86_fp80], ptr @ld_poly.c, i64 0, i64 %12, !dbg !608
  %14 = load x86_fp80, ptr %13, align 16, !dbg !608
  %15 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %9, x86_fp80 %10, x86_fp80 %14), !dbg !609
  store x86_fp80 %15, ptr %3, align 16, !dbg !610
  br label %16, !dbg !611

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4, !dbg !612
  %18 = add nsw i32 %17, -1, !dbg !612
  store i32 %18, ptr %4, align 4, !dbg !612
  br label %5, !dbg !613, !llvm.loop !614

19:                                               ; preds = %5
  %20 = load x86_fp80, ptr %3, align 16, !dbg !616
  ret x86_fp80 %20, !dbg !617
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #3

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!118, !119, !120, !121, !122, !123, !124}
!llvm.ident = !{!125}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !77, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !14}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16, !21, !26, !31, !36, !41, !43, !48, !53, !58, !60, !65, !70, !0, !75, !80, !83, !85, !88, !90, !92, !94, !96, !98, !100, !102, !104, !109}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 120, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 15)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 22)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 344, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 43)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 168, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 4)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 216, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 27)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 48, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 6)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !23, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 17)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 11)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 144, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 18)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 256)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !78)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 16384, elements: !78)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !45, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !45, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !45, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !45, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !45, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !45, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !45, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !45, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 24, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 3)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "c", scope: !111, file: !3, line: 96, type: !116, isLocal: true, isDefinition: true)
!111 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !112, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !114}
!114 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!115 = !{}
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 512, elements: !46)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!118 = !{i32 7, !"Dwarf Version", i32 5}
!119 = !{i32 2, !"Debug Info Version", i32 3}
!120 = !{i32 1, !"wchar_size", i32 4}
!121 = !{i32 8, !"PIC Level", i32 2}
!122 = !{i32 7, !"PIE Level", i32 2}
!123 = !{i32 7, !"uwtable", i32 2}
!124 = !{i32 7, !"frame-pointer", i32 2}
!125 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!126 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !127, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
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
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
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
!241 = !DILocalVariable(name: "big", scope: !126, file: !3, line: 128, type: !13)
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
!258 = !DILocalVariable(name: "ld", scope: !126, file: !3, line: 137, type: !114)
!259 = !DILocation(line: 137, column: 15, scope: !126)
!260 = !DILocation(line: 137, column: 20, scope: !126)
!261 = !DILocation(line: 138, column: 39, scope: !126)
!262 = !DILocation(line: 138, column: 31, scope: !126)
!263 = !DILocation(line: 138, column: 3, scope: !126)
!264 = !DILocalVariable(name: "h", scope: !126, file: !3, line: 141, type: !11)
!265 = !DILocation(line: 141, column: 12, scope: !126)
!266 = !DILocalVariable(name: "h2", scope: !126, file: !3, line: 141, type: !11)
!267 = !DILocation(line: 141, column: 32, scope: !126)
!268 = !DILocalVariable(name: "hs", scope: !126, file: !3, line: 142, type: !11)
!269 = !DILocation(line: 142, column: 12, scope: !126)
!270 = !DILocation(line: 142, column: 17, scope: !126)
!271 = !DILocation(line: 142, column: 24, scope: !126)
!272 = !DILocation(line: 142, column: 21, scope: !126)
!273 = !DILocation(line: 143, column: 33, scope: !126)
!274 = !DILocation(line: 143, column: 25, scope: !126)
!275 = !DILocation(line: 143, column: 3, scope: !126)
!276 = !DILocalVariable(name: "nan", scope: !126, file: !3, line: 147, type: !5)
!277 = !DILocation(line: 147, column: 9, scope: !126)
!278 = !DILocalVariable(name: "inf", scope: !126, file: !3, line: 147, type: !5)
!279 = !DILocation(line: 147, column: 35, scope: !126)
!280 = !DILocation(line: 148, column: 32, scope: !126)
!281 = !DILocation(line: 148, column: 39, scope: !126)
!282 = !DILocation(line: 148, column: 36, scope: !126)
!283 = !DILocation(line: 148, column: 44, scope: !126)
!284 = !DILocation(line: 148, column: 48, scope: !126)
!285 = !DILocation(line: 148, column: 3, scope: !126)
!286 = !DILocation(line: 149, column: 3, scope: !126)
!287 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !288, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !290, !292, !10, !10}
!290 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !293)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!295 = !DILocalVariable(name: "dst", arg: 1, scope: !287, file: !3, line: 25, type: !290)
!296 = !DILocation(line: 25, column: 63, scope: !287)
!297 = !DILocalVariable(name: "src", arg: 2, scope: !287, file: !3, line: 25, type: !292)
!298 = !DILocation(line: 25, column: 88, scope: !287)
!299 = !DILocalVariable(name: "k", arg: 3, scope: !287, file: !3, line: 25, type: !10)
!300 = !DILocation(line: 25, column: 97, scope: !287)
!301 = !DILocalVariable(name: "n", arg: 4, scope: !287, file: !3, line: 25, type: !10)
!302 = !DILocation(line: 25, column: 104, scope: !287)
!303 = !DILocalVariable(name: "i", scope: !304, file: !3, line: 26, type: !10)
!304 = distinct !DILexicalBlock(scope: !287, file: !3, line: 26, column: 3)
!305 = !DILocation(line: 26, column: 12, scope: !304)
!306 = !DILocation(line: 26, column: 8, scope: !304)
!307 = !DILocation(line: 26, column: 19, scope: !308)
!308 = distinct !DILexicalBlock(scope: !304, file: !3, line: 26, column: 3)
!309 = !DILocation(line: 26, column: 23, scope: !308)
!310 = !DILocation(line: 26, column: 21, scope: !308)
!311 = !DILocation(line: 26, column: 3, scope: !304)
!312 = !DILocation(line: 26, column: 40, scope: !308)
!313 = !DILocation(line: 26, column: 44, scope: !308)
!314 = !DILocation(line: 26, column: 49, scope: !308)
!315 = !DILocation(line: 26, column: 47, scope: !308)
!316 = !DILocation(line: 26, column: 54, scope: !308)
!317 = !DILocation(line: 26, column: 58, scope: !308)
!318 = !DILocation(line: 26, column: 61, scope: !308)
!319 = !DILocation(line: 26, column: 51, scope: !308)
!320 = !DILocation(line: 26, column: 31, scope: !308)
!321 = !DILocation(line: 26, column: 35, scope: !308)
!322 = !DILocation(line: 26, column: 38, scope: !308)
!323 = !DILocation(line: 26, column: 26, scope: !308)
!324 = !DILocation(line: 26, column: 3, scope: !308)
!325 = distinct !{!325, !311, !326, !171}
!326 = !DILocation(line: 26, column: 65, scope: !304)
!327 = !DILocation(line: 27, column: 1, scope: !287)
!328 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !329, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !331, !333, !5, !10}
!331 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!336 = !DILocalVariable(name: "y", arg: 1, scope: !328, file: !3, line: 21, type: !331)
!337 = !DILocation(line: 21, column: 61, scope: !328)
!338 = !DILocalVariable(name: "x", arg: 2, scope: !328, file: !3, line: 21, type: !333)
!339 = !DILocation(line: 21, column: 86, scope: !328)
!340 = !DILocalVariable(name: "k", arg: 3, scope: !328, file: !3, line: 21, type: !5)
!341 = !DILocation(line: 21, column: 95, scope: !328)
!342 = !DILocalVariable(name: "n", arg: 4, scope: !328, file: !3, line: 21, type: !10)
!343 = !DILocation(line: 21, column: 102, scope: !328)
!344 = !DILocalVariable(name: "i", scope: !345, file: !3, line: 22, type: !10)
!345 = distinct !DILexicalBlock(scope: !328, file: !3, line: 22, column: 3)
!346 = !DILocation(line: 22, column: 12, scope: !345)
!347 = !DILocation(line: 22, column: 8, scope: !345)
!348 = !DILocation(line: 22, column: 19, scope: !349)
!349 = distinct !DILexicalBlock(scope: !345, file: !3, line: 22, column: 3)
!350 = !DILocation(line: 22, column: 23, scope: !349)
!351 = !DILocation(line: 22, column: 21, scope: !349)
!352 = !DILocation(line: 22, column: 3, scope: !345)
!353 = !DILocation(line: 22, column: 38, scope: !349)
!354 = !DILocation(line: 22, column: 42, scope: !349)
!355 = !DILocation(line: 22, column: 44, scope: !349)
!356 = !DILocation(line: 22, column: 49, scope: !349)
!357 = !DILocation(line: 22, column: 51, scope: !349)
!358 = !DILocation(line: 22, column: 47, scope: !349)
!359 = !DILocation(line: 22, column: 31, scope: !349)
!360 = !DILocation(line: 22, column: 33, scope: !349)
!361 = !DILocation(line: 22, column: 36, scope: !349)
!362 = !DILocation(line: 22, column: 26, scope: !349)
!363 = !DILocation(line: 22, column: 3, scope: !349)
!364 = distinct !{!364, !352, !365, !171}
!365 = !DILocation(line: 22, column: 52, scope: !345)
!366 = !DILocation(line: 23, column: 1, scope: !328)
!367 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !368, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!368 = !DISubroutineType(types: !369)
!369 = !{!10, !293, !10}
!370 = !DILocalVariable(name: "a", arg: 1, scope: !367, file: !3, line: 15, type: !293)
!371 = !DILocation(line: 15, column: 58, scope: !367)
!372 = !DILocalVariable(name: "n", arg: 2, scope: !367, file: !3, line: 15, type: !10)
!373 = !DILocation(line: 15, column: 65, scope: !367)
!374 = !DILocalVariable(name: "s", scope: !367, file: !3, line: 16, type: !10)
!375 = !DILocation(line: 16, column: 7, scope: !367)
!376 = !DILocalVariable(name: "i", scope: !377, file: !3, line: 17, type: !10)
!377 = distinct !DILexicalBlock(scope: !367, file: !3, line: 17, column: 3)
!378 = !DILocation(line: 17, column: 12, scope: !377)
!379 = !DILocation(line: 17, column: 8, scope: !377)
!380 = !DILocation(line: 17, column: 19, scope: !381)
!381 = distinct !DILexicalBlock(scope: !377, file: !3, line: 17, column: 3)
!382 = !DILocation(line: 17, column: 23, scope: !381)
!383 = !DILocation(line: 17, column: 21, scope: !381)
!384 = !DILocation(line: 17, column: 3, scope: !377)
!385 = !DILocation(line: 17, column: 36, scope: !381)
!386 = !DILocation(line: 17, column: 38, scope: !381)
!387 = !DILocation(line: 17, column: 33, scope: !381)
!388 = !DILocation(line: 17, column: 31, scope: !381)
!389 = !DILocation(line: 17, column: 26, scope: !381)
!390 = !DILocation(line: 17, column: 3, scope: !381)
!391 = distinct !{!391, !384, !392, !171}
!392 = !DILocation(line: 17, column: 39, scope: !377)
!393 = !DILocation(line: 18, column: 10, scope: !367)
!394 = !DILocation(line: 18, column: 3, scope: !367)
!395 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !396, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!396 = !DISubroutineType(types: !397)
!397 = !{!12, !293, !10}
!398 = !DILocalVariable(name: "a", arg: 1, scope: !395, file: !3, line: 35, type: !293)
!399 = !DILocation(line: 35, column: 69, scope: !395)
!400 = !DILocalVariable(name: "n", arg: 2, scope: !395, file: !3, line: 35, type: !10)
!401 = !DILocation(line: 35, column: 76, scope: !395)
!402 = !DILocalVariable(name: "m", scope: !395, file: !3, line: 36, type: !10)
!403 = !DILocation(line: 36, column: 7, scope: !395)
!404 = !DILocalVariable(name: "i", scope: !405, file: !3, line: 37, type: !10)
!405 = distinct !DILexicalBlock(scope: !395, file: !3, line: 37, column: 3)
!406 = !DILocation(line: 37, column: 12, scope: !405)
!407 = !DILocation(line: 37, column: 8, scope: !405)
!408 = !DILocation(line: 37, column: 19, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !3, line: 37, column: 3)
!410 = !DILocation(line: 37, column: 23, scope: !409)
!411 = !DILocation(line: 37, column: 21, scope: !409)
!412 = !DILocation(line: 37, column: 3, scope: !405)
!413 = !DILocation(line: 37, column: 35, scope: !409)
!414 = !DILocation(line: 37, column: 37, scope: !409)
!415 = !DILocation(line: 37, column: 42, scope: !409)
!416 = !DILocation(line: 37, column: 40, scope: !409)
!417 = !DILocation(line: 37, column: 46, scope: !409)
!418 = !DILocation(line: 37, column: 48, scope: !409)
!419 = !DILocation(line: 37, column: 53, scope: !409)
!420 = !DILocation(line: 37, column: 33, scope: !409)
!421 = !DILocation(line: 37, column: 31, scope: !409)
!422 = !DILocation(line: 37, column: 26, scope: !409)
!423 = !DILocation(line: 37, column: 3, scope: !409)
!424 = distinct !{!424, !412, !425, !171}
!425 = !DILocation(line: 37, column: 53, scope: !405)
!426 = !DILocation(line: 38, column: 26, scope: !395)
!427 = !DILocation(line: 38, column: 28, scope: !395)
!428 = !DILocation(line: 38, column: 42, scope: !395)
!429 = !DILocation(line: 38, column: 10, scope: !395)
!430 = !DILocation(line: 38, column: 3, scope: !395)
!431 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !432, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!432 = !DISubroutineType(types: !433)
!433 = !{!9, !434, !334, !10}
!434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !435, size: 64)
!435 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!436 = !DILocalVariable(name: "a", arg: 1, scope: !431, file: !3, line: 29, type: !434)
!437 = !DILocation(line: 29, column: 59, scope: !431)
!438 = !DILocalVariable(name: "b", arg: 2, scope: !431, file: !3, line: 29, type: !334)
!439 = !DILocation(line: 29, column: 75, scope: !431)
!440 = !DILocalVariable(name: "n", arg: 3, scope: !431, file: !3, line: 29, type: !10)
!441 = !DILocation(line: 29, column: 82, scope: !431)
!442 = !DILocalVariable(name: "s", scope: !431, file: !3, line: 30, type: !9)
!443 = !DILocation(line: 30, column: 10, scope: !431)
!444 = !DILocalVariable(name: "i", scope: !445, file: !3, line: 31, type: !10)
!445 = distinct !DILexicalBlock(scope: !431, file: !3, line: 31, column: 3)
!446 = !DILocation(line: 31, column: 12, scope: !445)
!447 = !DILocation(line: 31, column: 8, scope: !445)
!448 = !DILocation(line: 31, column: 19, scope: !449)
!449 = distinct !DILexicalBlock(scope: !445, file: !3, line: 31, column: 3)
!450 = !DILocation(line: 31, column: 23, scope: !449)
!451 = !DILocation(line: 31, column: 21, scope: !449)
!452 = !DILocation(line: 31, column: 3, scope: !445)
!453 = !DILocation(line: 31, column: 36, scope: !449)
!454 = !DILocation(line: 31, column: 38, scope: !449)
!455 = !DILocation(line: 31, column: 51, scope: !449)
!456 = !DILocation(line: 31, column: 53, scope: !449)
!457 = !DILocation(line: 31, column: 43, scope: !449)
!458 = !DILocation(line: 31, column: 33, scope: !449)
!459 = !DILocation(line: 31, column: 31, scope: !449)
!460 = !DILocation(line: 31, column: 26, scope: !449)
!461 = !DILocation(line: 31, column: 3, scope: !449)
!462 = distinct !{!462, !452, !463, !171}
!463 = !DILocation(line: 31, column: 54, scope: !445)
!464 = !DILocation(line: 32, column: 10, scope: !431)
!465 = !DILocation(line: 32, column: 3, scope: !431)
!466 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !467, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!467 = !DISubroutineType(types: !468)
!468 = !{!6, !6}
!469 = !DILocalVariable(name: "x", arg: 1, scope: !466, file: !3, line: 48, type: !6)
!470 = !DILocation(line: 48, column: 40, scope: !466)
!471 = !DILocation(line: 49, column: 7, scope: !466)
!472 = !DILocation(line: 49, column: 13, scope: !466)
!473 = !DILocation(line: 49, column: 15, scope: !466)
!474 = !DILocation(line: 49, column: 21, scope: !466)
!475 = !DILocation(line: 49, column: 9, scope: !466)
!476 = !DILocation(line: 49, column: 5, scope: !466)
!477 = !DILocation(line: 50, column: 8, scope: !466)
!478 = !DILocation(line: 50, column: 10, scope: !466)
!479 = !DILocation(line: 50, column: 29, scope: !466)
!480 = !DILocation(line: 50, column: 31, scope: !466)
!481 = !DILocation(line: 50, column: 37, scope: !466)
!482 = !DILocation(line: 50, column: 25, scope: !466)
!483 = !DILocation(line: 50, column: 5, scope: !466)
!484 = !DILocation(line: 51, column: 8, scope: !466)
!485 = !DILocation(line: 51, column: 13, scope: !466)
!486 = !DILocation(line: 51, column: 15, scope: !466)
!487 = !DILocation(line: 51, column: 10, scope: !466)
!488 = !DILocation(line: 51, column: 22, scope: !466)
!489 = !DILocation(line: 51, column: 5, scope: !466)
!490 = !DILocation(line: 52, column: 11, scope: !466)
!491 = !DILocation(line: 52, column: 13, scope: !466)
!492 = !DILocation(line: 52, column: 28, scope: !466)
!493 = !DILocation(line: 52, column: 3, scope: !466)
!494 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !495, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!495 = !DISubroutineType(types: !496)
!496 = !{!8, !8, !10}
!497 = !DILocalVariable(name: "x", arg: 1, scope: !494, file: !3, line: 55, type: !8)
!498 = !DILocation(line: 55, column: 53, scope: !494)
!499 = !DILocalVariable(name: "r", arg: 2, scope: !494, file: !3, line: 55, type: !10)
!500 = !DILocation(line: 55, column: 60, scope: !494)
!501 = !DILocation(line: 55, column: 73, scope: !494)
!502 = !DILocation(line: 55, column: 78, scope: !494)
!503 = !DILocation(line: 55, column: 75, scope: !494)
!504 = !DILocation(line: 55, column: 84, scope: !494)
!505 = !DILocation(line: 55, column: 95, scope: !494)
!506 = !DILocation(line: 55, column: 93, scope: !494)
!507 = !DILocation(line: 55, column: 86, scope: !494)
!508 = !DILocation(line: 55, column: 81, scope: !494)
!509 = !DILocation(line: 55, column: 65, scope: !494)
!510 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !511, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!511 = !DISubroutineType(types: !512)
!512 = !{!513, !10}
!513 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !514, size: 64)
!514 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!515 = !DILocalVariable(name: "d", arg: 1, scope: !510, file: !3, line: 57, type: !10)
!516 = !DILocation(line: 57, column: 33, scope: !510)
!517 = !DILocation(line: 58, column: 11, scope: !510)
!518 = !DILocation(line: 58, column: 3, scope: !510)
!519 = !DILocation(line: 59, column: 11, scope: !520)
!520 = distinct !DILexicalBlock(scope: !510, file: !3, line: 58, column: 14)
!521 = !DILocation(line: 60, column: 11, scope: !520)
!522 = !DILocation(line: 61, column: 11, scope: !520)
!523 = !DILocation(line: 62, column: 11, scope: !520)
!524 = !DILocation(line: 63, column: 11, scope: !520)
!525 = !DILocation(line: 64, column: 11, scope: !520)
!526 = !DILocation(line: 65, column: 11, scope: !520)
!527 = !DILocation(line: 66, column: 12, scope: !520)
!528 = !DILocation(line: 68, column: 1, scope: !510)
!529 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !530, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!530 = !DISubroutineType(types: !531)
!531 = !{!10, !10}
!532 = !DILocalVariable(name: "x", arg: 1, scope: !529, file: !3, line: 70, type: !10)
!533 = !DILocation(line: 70, column: 23, scope: !529)
!534 = !DILocation(line: 71, column: 11, scope: !529)
!535 = !DILocation(line: 71, column: 3, scope: !529)
!536 = !DILocation(line: 72, column: 15, scope: !537)
!537 = distinct !DILexicalBlock(scope: !529, file: !3, line: 71, column: 14)
!538 = !DILocation(line: 73, column: 11, scope: !537)
!539 = !DILocation(line: 74, column: 21, scope: !537)
!540 = !DILocation(line: 75, column: 16, scope: !537)
!541 = !DILocation(line: 76, column: 20, scope: !537)
!542 = !DILocation(line: 77, column: 19, scope: !537)
!543 = !DILocation(line: 77, column: 21, scope: !537)
!544 = !DILocation(line: 77, column: 12, scope: !537)
!545 = !DILocation(line: 79, column: 1, scope: !529)
!546 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !547, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!547 = !DISubroutineType(types: !548)
!548 = !{!13, !8, !8}
!549 = !DILocalVariable(name: "a", arg: 1, scope: !546, file: !3, line: 82, type: !8)
!550 = !DILocation(line: 82, column: 52, scope: !546)
!551 = !DILocalVariable(name: "b", arg: 2, scope: !546, file: !3, line: 82, type: !8)
!552 = !DILocation(line: 82, column: 74, scope: !546)
!553 = !DILocation(line: 83, column: 29, scope: !546)
!554 = !DILocation(line: 83, column: 10, scope: !546)
!555 = !DILocation(line: 83, column: 33, scope: !546)
!556 = !DILocation(line: 83, column: 31, scope: !546)
!557 = !DILocation(line: 83, column: 3, scope: !546)
!558 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !559, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!559 = !DISubroutineType(types: !560)
!560 = !{null, !13}
!561 = !DILocalVariable(name: "v", arg: 1, scope: !558, file: !3, line: 85, type: !13)
!562 = !DILocation(line: 85, column: 42, scope: !558)
!563 = !DILocalVariable(name: "buf", scope: !558, file: !3, line: 86, type: !564)
!564 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !565)
!565 = !{!566}
!566 = !DISubrange(count: 48)
!567 = !DILocation(line: 86, column: 8, scope: !558)
!568 = !DILocalVariable(name: "i", scope: !558, file: !3, line: 87, type: !10)
!569 = !DILocation(line: 87, column: 7, scope: !558)
!570 = !DILocation(line: 88, column: 7, scope: !558)
!571 = !DILocation(line: 88, column: 3, scope: !558)
!572 = !DILocation(line: 88, column: 10, scope: !558)
!573 = !DILocation(line: 89, column: 3, scope: !558)
!574 = !DILocation(line: 89, column: 38, scope: !575)
!575 = distinct !DILexicalBlock(scope: !558, file: !3, line: 89, column: 6)
!576 = !DILocation(line: 89, column: 40, scope: !575)
!577 = !DILocation(line: 89, column: 32, scope: !575)
!578 = !DILocation(line: 89, column: 30, scope: !575)
!579 = !DILocation(line: 89, column: 19, scope: !575)
!580 = !DILocation(line: 89, column: 12, scope: !575)
!581 = !DILocation(line: 89, column: 8, scope: !575)
!582 = !DILocation(line: 89, column: 17, scope: !575)
!583 = !DILocation(line: 89, column: 50, scope: !575)
!584 = !DILocation(line: 89, column: 57, scope: !575)
!585 = !DILocation(line: 89, column: 66, scope: !558)
!586 = distinct !{!586, !573, !587, !171}
!587 = !DILocation(line: 89, column: 67, scope: !558)
!588 = !DILocation(line: 90, column: 16, scope: !558)
!589 = !DILocation(line: 90, column: 22, scope: !558)
!590 = !DILocation(line: 90, column: 20, scope: !558)
!591 = !DILocation(line: 90, column: 3, scope: !558)
!592 = !DILocation(line: 91, column: 1, scope: !558)
!593 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 94, type: !114)
!594 = !DILocation(line: 94, column: 40, scope: !111)
!595 = !DILocalVariable(name: "r", scope: !111, file: !3, line: 95, type: !114)
!596 = !DILocation(line: 95, column: 15, scope: !111)
!597 = !DILocalVariable(name: "i", scope: !598, file: !3, line: 97, type: !10)
!598 = distinct !DILexicalBlock(scope: !111, file: !3, line: 97, column: 3)
!599 = !DILocation(line: 97, column: 12, scope: !598)
!600 = !DILocation(line: 97, column: 8, scope: !598)
!601 = !DILocation(line: 97, column: 19, scope: !602)
!602 = distinct !DILexicalBlock(scope: !598, file: !3, line: 97, column: 3)
!603 = !DILocation(line: 97, column: 21, scope: !602)
!604 = !DILocation(line: 97, column: 3, scope: !598)
!605 = !DILocation(line: 97, column: 36, scope: !602)
!606 = !DILocation(line: 97, column: 40, scope: !602)
!607 = !DILocation(line: 97, column: 46, scope: !602)
!608 = !DILocation(line: 97, column: 44, scope: !602)
!609 = !DILocation(line: 97, column: 42, scope: !602)
!610 = !DILocation(line: 97, column: 34, scope: !602)
!611 = !DILocation(line: 97, column: 32, scope: !602)
!612 = !DILocation(line: 97, column: 27, scope: !602)
!613 = !DILocation(line: 97, column: 3, scope: !602)
!614 = distinct !{!614, !604, !615, !171}
!615 = !DILocation(line: 97, column: 47, scope: !598)
!616 = !DILocation(line: 98, column: 10, scope: !111)
!617 = !DILocation(line: 98, column: 3, scope: !111)
