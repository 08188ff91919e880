; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local i32 @main() #0 !dbg !125 {
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
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca half, align 2
  %14 = alloca half, align 2
  %15 = alloca half, align 2
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !128, !DIExpression(), !130)
  store i32 0, ptr %2, align 4, !dbg !130
  br label %18, !dbg !131

18:                                               ; preds = %50, %0
  %19 = load i32, ptr %2, align 4, !dbg !132
  %20 = icmp slt i32 %19, 256, !dbg !134
  br i1 %20, label %21, label %53, !dbg !135

21:                                               ; preds = %18
  %22 = load i32, ptr %2, align 4, !dbg !136
  %23 = mul nsw i32 %22, 3, !dbg !138
  %24 = sub nsw i32 %23, 100, !dbg !139
  %25 = load i32, ptr %2, align 4, !dbg !140
  %26 = sext i32 %25 to i64, !dbg !141
  %27 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %26, !dbg !141
  store i32 %24, ptr %27, align 4, !dbg !142
  %28 = load i32, ptr %2, align 4, !dbg !143
  %29 = mul nsw i32 %28, 7, !dbg !144
  %30 = and i32 %29, 63, !dbg !145
  %31 = load i32, ptr %2, align 4, !dbg !146
  %32 = sext i32 %31 to i64, !dbg !147
  %33 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %32, !dbg !147
  store i32 %30, ptr %33, align 4, !dbg !148
  %34 = load i32, ptr %2, align 4, !dbg !149
  %35 = sitofp i32 %34 to float, !dbg !150
  %36 = fmul float %35, 5.000000e-01, !dbg !151
  %37 = load i32, ptr %2, align 4, !dbg !152
  %38 = sext i32 %37 to i64, !dbg !153
  %39 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %38, !dbg !153
  store float %36, ptr %39, align 4, !dbg !154
  %40 = load i32, ptr %2, align 4, !dbg !155
  %41 = sext i32 %40 to i64, !dbg !156
  %42 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %41, !dbg !156
  store float 1.000000e+00, ptr %42, align 4, !dbg !157
  %43 = load i32, ptr %2, align 4, !dbg !158
  %44 = add nsw i32 %43, 1, !dbg !159
  %45 = sitofp i32 %44 to double, !dbg !160
  %46 = fdiv double 1.000000e+00, %45, !dbg !161
  %47 = load i32, ptr %2, align 4, !dbg !162
  %48 = sext i32 %47 to i64, !dbg !163
  %49 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %48, !dbg !163
  store double %46, ptr %49, align 8, !dbg !164
  br label %50, !dbg !165

50:                                               ; preds = %21
  %51 = load i32, ptr %2, align 4, !dbg !166
  %52 = add nsw i32 %51, 1, !dbg !166
  store i32 %52, ptr %2, align 4, !dbg !166
  br label %18, !dbg !167, !llvm.loop !168

53:                                               ; preds = %18
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !171
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !172
  %54 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !173
  %55 = call i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !174
  %56 = zext i8 %55 to i32, !dbg !174
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %54, i32 noundef %56), !dbg !175
  %58 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i64 0, i64 10), align 8, !dbg !176
  %59 = fpext float %58 to double, !dbg !176
  %60 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !177
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %59, double noundef %60), !dbg !178
    #dbg_declare(ptr %3, !179, !DIExpression(), !192)
  store float -1.500000e+00, ptr %3, align 4, !dbg !193
  %62 = load i32, ptr %3, align 4, !dbg !194
  %63 = load i32, ptr %3, align 4, !dbg !195
  %64 = lshr i32 %63, 31, !dbg !195
  %65 = load i32, ptr %3, align 4, !dbg !196
  %66 = lshr i32 %65, 23, !dbg !196
  %67 = and i32 %66, 255, !dbg !196
  %68 = load i32, ptr %3, align 4, !dbg !197
  %69 = and i32 %68, 8388607, !dbg !197
  %70 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0, !dbg !198
  %71 = load i8, ptr %70, align 4, !dbg !198
  %72 = zext i8 %71 to i32, !dbg !198
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %62, i32 noundef %64, i32 noundef %67, i32 noundef %69, i32 noundef %72), !dbg !199
    #dbg_declare(ptr %4, !200, !DIExpression(), !201)
  store i32 -267534609, ptr %4, align 4, !dbg !201
  %74 = load i32, ptr %4, align 4, !dbg !202
  %75 = call i32 @popcnt_manual(i32 noundef %74), !dbg !203
  %76 = load i32, ptr %4, align 4, !dbg !204
  %77 = call i32 @llvm.ctpop.i32(i32 %76), !dbg !205
  %78 = load i32, ptr %4, align 4, !dbg !206
  %79 = lshr i32 %78, 4, !dbg !207
  %80 = call i32 @llvm.ctlz.i32(i32 %79, i1 true), !dbg !208
  %81 = load i32, ptr %4, align 4, !dbg !209
  %82 = and i32 %81, -2, !dbg !210
  %83 = call i32 @llvm.cttz.i32(i32 %82, i1 true), !dbg !211
  %84 = load i32, ptr %4, align 4, !dbg !212
  %85 = call i32 @llvm.bswap.i32(i32 %84), !dbg !213
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %75, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %85), !dbg !214
  %87 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !215
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %87), !dbg !216
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !217
    #dbg_declare(ptr %5, !218, !DIExpression(), !220)
  store i32 -1, ptr %5, align 4, !dbg !220
  br label %90, !dbg !221

90:                                               ; preds = %97, %53
  %91 = load i32, ptr %5, align 4, !dbg !222
  %92 = icmp sle i32 %91, 7, !dbg !224
  br i1 %92, label %93, label %100, !dbg !225

93:                                               ; preds = %90
  %94 = load i32, ptr %5, align 4, !dbg !226
  %95 = call ptr @day_name(i32 noundef %94), !dbg !227
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %95), !dbg !228
  br label %97, !dbg !228

97:                                               ; preds = %93
  %98 = load i32, ptr %5, align 4, !dbg !229
  %99 = add nsw i32 %98, 1, !dbg !229
  store i32 %99, ptr %5, align 4, !dbg !229
  br label %90, !dbg !230, !llvm.loop !231

100:                                              ; preds = %90
  %101 = call i32 @sparse(i32 noundef -1000), !dbg !233
  %102 = call i32 @sparse(i32 noundef 7), !dbg !234
  %103 = call i32 @sparse(i32 noundef 78), !dbg !235
  %104 = call i32 @sparse(i32 noundef 100000), !dbg !236
  %105 = call i32 @sparse(i32 noundef 2147483647), !dbg !237
  %106 = call i32 @sparse(i32 noundef -3), !dbg !238
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105, i32 noundef %106), !dbg !239
    #dbg_declare(ptr %6, !240, !DIExpression(), !241)
  %108 = call <2 x i64> @mul128(i64 noundef -1, i64 noundef -1), !dbg !242
  store <2 x i64> %108, ptr %7, align 16, !dbg !242
  %109 = load i128, ptr %7, align 16, !dbg !242
  store i128 %109, ptr %6, align 16, !dbg !241
    #dbg_declare(ptr %8, !243, !DIExpression(), !244)
  %110 = load i128, ptr %6, align 16, !dbg !245
  %111 = sub nsw i128 0, %110, !dbg !246
  %112 = sdiv i128 %111, 3, !dbg !247
  store i128 %112, ptr %8, align 16, !dbg !244
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !248
  %114 = load i128, ptr %6, align 16, !dbg !249
  store i128 %114, ptr %9, align 16, !dbg !250
  call void @print_u128(ptr noundef %9), !dbg !250
  %115 = load i128, ptr %6, align 16, !dbg !251
  %116 = lshr i128 %115, 64, !dbg !252
  %117 = trunc i128 %116 to i64, !dbg !253
  %118 = load i128, ptr %8, align 16, !dbg !254
  %119 = trunc i128 %118 to i64, !dbg !255
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %117, i64 noundef %119), !dbg !256
    #dbg_declare(ptr %10, !257, !DIExpression(), !258)
  store x86_fp80 0xK3FFD8000000000000000, ptr %12, align 16, !dbg !259
  call void @ld_poly(ptr dead_on_unwind writable sret(x86_fp80) align 16 %11, ptr noundef %12), !dbg !259
  %121 = load x86_fp80, ptr %11, align 16, !dbg !259
  store x86_fp80 %121, ptr %10, align 16, !dbg !258
  %122 = load x86_fp80, ptr %10, align 16, !dbg !260
  %123 = fptrunc x86_fp80 %122 to double, !dbg !261
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %123, i32 noundef 16), !dbg !262
    #dbg_declare(ptr %13, !263, !DIExpression(), !264)
  store half 0xH3E00, ptr %13, align 2, !dbg !264
    #dbg_declare(ptr %14, !265, !DIExpression(), !266)
  store half 0xH3400, ptr %14, align 2, !dbg !266
    #dbg_declare(ptr %15, !267, !DIExpression(), !268)
  %125 = load half, ptr %13, align 2, !dbg !269
  %126 = fpext half %125 to float, !dbg !270
  %127 = load half, ptr %14, align 2, !dbg !271
  %128 = fpext half %127 to float, !dbg !270
  %129 = call float @llvm.fmuladd.f32(float %126, float %128, float 2.000000e+00), !dbg !270
  %130 = fptrunc float %129 to half, !dbg !270
  store half %130, ptr %15, align 2, !dbg !268
  %131 = load half, ptr %15, align 2, !dbg !272
  %132 = fpext half %131 to double, !dbg !273
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %132), !dbg !274
    #dbg_declare(ptr %16, !275, !DIExpression(), !276)
  store float 0x7FF8000000000000, ptr %16, align 4, !dbg !276
    #dbg_declare(ptr %17, !277, !DIExpression(), !278)
  store float 0x7FF0000000000000, ptr %17, align 4, !dbg !278
  %134 = load float, ptr %16, align 4, !dbg !279
  %135 = load float, ptr %16, align 4, !dbg !280
  %136 = fcmp une float %134, %135, !dbg !281
  %137 = zext i1 %136 to i32, !dbg !281
  %138 = load float, ptr %17, align 4, !dbg !282
  %139 = fcmp ogt float %138, 0x47D2CED320000000, !dbg !283
  %140 = zext i1 %139 to i32, !dbg !283
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %137, i32 noundef %140, i32 noundef 1), !dbg !284
  ret i32 0, !dbg !285
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !286 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !294, !DIExpression(), !295)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !296, !DIExpression(), !297)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !298, !DIExpression(), !299)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !300, !DIExpression(), !301)
    #dbg_declare(ptr %9, !302, !DIExpression(), !304)
  store i32 0, ptr %9, align 4, !dbg !304
  br label %10, !dbg !305

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4, !dbg !306
  %12 = load i32, ptr %8, align 4, !dbg !308
  %13 = icmp slt i32 %11, %12, !dbg !309
  br i1 %13, label %14, label %36, !dbg !310

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !311
  %16 = load i32, ptr %9, align 4, !dbg !312
  %17 = sext i32 %16 to i64, !dbg !311
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !311
  %19 = load i32, ptr %18, align 4, !dbg !311
  %20 = load i32, ptr %7, align 4, !dbg !313
  %21 = mul nsw i32 %19, %20, !dbg !314
  %22 = load ptr, ptr %6, align 8, !dbg !315
  %23 = load i32, ptr %9, align 4, !dbg !316
  %24 = sext i32 %23 to i64, !dbg !315
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !315
  %26 = load i32, ptr %25, align 4, !dbg !315
  %27 = ashr i32 %26, 1, !dbg !317
  %28 = add nsw i32 %21, %27, !dbg !318
  %29 = load ptr, ptr %5, align 8, !dbg !319
  %30 = load i32, ptr %9, align 4, !dbg !320
  %31 = sext i32 %30 to i64, !dbg !319
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !319
  store i32 %28, ptr %32, align 4, !dbg !321
  br label %33, !dbg !319

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4, !dbg !322
  %35 = add nsw i32 %34, 1, !dbg !322
  store i32 %35, ptr %9, align 4, !dbg !322
  br label %10, !dbg !323, !llvm.loop !324

36:                                               ; preds = %10
  ret void, !dbg !326
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !327 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !335, !DIExpression(), !336)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !337, !DIExpression(), !338)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !339, !DIExpression(), !340)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !341, !DIExpression(), !342)
    #dbg_declare(ptr %9, !343, !DIExpression(), !345)
  store i32 0, ptr %9, align 4, !dbg !345
  br label %10, !dbg !346

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4, !dbg !347
  %12 = load i32, ptr %8, align 4, !dbg !349
  %13 = icmp slt i32 %11, %12, !dbg !350
  br i1 %13, label %14, label %34, !dbg !351

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !352
  %16 = load ptr, ptr %6, align 8, !dbg !353
  %17 = load i32, ptr %9, align 4, !dbg !354
  %18 = sext i32 %17 to i64, !dbg !353
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !353
  %20 = load float, ptr %19, align 4, !dbg !353
  %21 = load ptr, ptr %5, align 8, !dbg !355
  %22 = load i32, ptr %9, align 4, !dbg !356
  %23 = sext i32 %22 to i64, !dbg !355
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !355
  %25 = load float, ptr %24, align 4, !dbg !355
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !357
  %27 = load ptr, ptr %5, align 8, !dbg !358
  %28 = load i32, ptr %9, align 4, !dbg !359
  %29 = sext i32 %28 to i64, !dbg !358
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !358
  store float %26, ptr %30, align 4, !dbg !360
  br label %31, !dbg !358

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4, !dbg !361
  %33 = add nsw i32 %32, 1, !dbg !361
  store i32 %33, ptr %9, align 4, !dbg !361
  br label %10, !dbg !362, !llvm.loop !363

34:                                               ; preds = %10
  ret void, !dbg !365
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !366 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !371, !DIExpression(), !372)
    #dbg_declare(ptr %5, !373, !DIExpression(), !374)
  store i32 0, ptr %5, align 4, !dbg !374
    #dbg_declare(ptr %6, !375, !DIExpression(), !377)
  store i32 0, ptr %6, align 4, !dbg !377
  br label %7, !dbg !378

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !379
  %9 = load i32, ptr %4, align 4, !dbg !381
  %10 = icmp slt i32 %8, %9, !dbg !382
  br i1 %10, label %11, label %22, !dbg !383

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !384
  %13 = load i32, ptr %6, align 4, !dbg !385
  %14 = sext i32 %13 to i64, !dbg !384
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !384
  %16 = load i32, ptr %15, align 4, !dbg !384
  %17 = load i32, ptr %5, align 4, !dbg !386
  %18 = add nsw i32 %17, %16, !dbg !386
  store i32 %18, ptr %5, align 4, !dbg !386
  br label %19, !dbg !387

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !388
  %21 = add nsw i32 %20, 1, !dbg !388
  store i32 %21, ptr %6, align 4, !dbg !388
  br label %7, !dbg !389, !llvm.loop !390

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !392
  ret i32 %23, !dbg !393
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !394 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !397, !DIExpression(), !398)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !399, !DIExpression(), !400)
    #dbg_declare(ptr %5, !401, !DIExpression(), !402)
  store i32 0, ptr %5, align 4, !dbg !402
    #dbg_declare(ptr %6, !403, !DIExpression(), !405)
  store i32 0, ptr %6, align 4, !dbg !405
  br label %7, !dbg !406

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4, !dbg !407
  %9 = load i32, ptr %4, align 4, !dbg !409
  %10 = icmp slt i32 %8, %9, !dbg !410
  br i1 %10, label %11, label %32, !dbg !411

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !412
  %13 = load i32, ptr %6, align 4, !dbg !413
  %14 = sext i32 %13 to i64, !dbg !412
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !412
  %16 = load i32, ptr %15, align 4, !dbg !412
  %17 = load i32, ptr %5, align 4, !dbg !414
  %18 = icmp sgt i32 %16, %17, !dbg !415
  br i1 %18, label %19, label %25, !dbg !412

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8, !dbg !416
  %21 = load i32, ptr %6, align 4, !dbg !417
  %22 = sext i32 %21 to i64, !dbg !416
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !416
  %24 = load i32, ptr %23, align 4, !dbg !416
  br label %27, !dbg !412

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !418
  br label %27, !dbg !412

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !412
  store i32 %28, ptr %5, align 4, !dbg !419
  br label %29, !dbg !420

29:                                               ; preds = %27
  %30 = load i32, ptr %6, align 4, !dbg !421
  %31 = add nsw i32 %30, 1, !dbg !421
  store i32 %31, ptr %6, align 4, !dbg !421
  br label %7, !dbg !422, !llvm.loop !423

32:                                               ; preds = %7
  %33 = load i32, ptr %5, align 4, !dbg !425
  %34 = icmp sgt i32 %33, 255, !dbg !426
  br i1 %34, label %35, label %36, !dbg !425

35:                                               ; preds = %32
  br label %38, !dbg !425

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4, !dbg !427
  br label %38, !dbg !425

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !425
  %40 = trunc i32 %39 to i8, !dbg !428
  ret i8 %40, !dbg !429
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !430 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !435, !DIExpression(), !436)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !437, !DIExpression(), !438)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !439, !DIExpression(), !440)
    #dbg_declare(ptr %7, !441, !DIExpression(), !442)
  store double 0.000000e+00, ptr %7, align 8, !dbg !442
    #dbg_declare(ptr %8, !443, !DIExpression(), !445)
  store i32 0, ptr %8, align 4, !dbg !445
  br label %9, !dbg !446

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4, !dbg !447
  %11 = load i32, ptr %6, align 4, !dbg !449
  %12 = icmp slt i32 %10, %11, !dbg !450
  br i1 %12, label %13, label %30, !dbg !451

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !452
  %15 = load i32, ptr %8, align 4, !dbg !453
  %16 = sext i32 %15 to i64, !dbg !452
  %17 = getelementptr inbounds double, ptr %14, i64 %16, !dbg !452
  %18 = load double, ptr %17, align 8, !dbg !452
  %19 = load ptr, ptr %5, align 8, !dbg !454
  %20 = load i32, ptr %8, align 4, !dbg !455
  %21 = sext i32 %20 to i64, !dbg !454
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !454
  %23 = load float, ptr %22, align 4, !dbg !454
  %24 = fpext float %23 to double, !dbg !456
  %25 = load double, ptr %7, align 8, !dbg !457
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !457
  store double %26, ptr %7, align 8, !dbg !457
  br label %27, !dbg !458

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4, !dbg !459
  %29 = add nsw i32 %28, 1, !dbg !459
  store i32 %29, ptr %8, align 4, !dbg !459
  br label %9, !dbg !460, !llvm.loop !461

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8, !dbg !463
  ret double %31, !dbg !464
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !465 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !468, !DIExpression(), !469)
  %3 = load i32, ptr %2, align 4, !dbg !470
  %4 = load i32, ptr %2, align 4, !dbg !471
  %5 = lshr i32 %4, 1, !dbg !472
  %6 = and i32 %5, 1431655765, !dbg !473
  %7 = sub i32 %3, %6, !dbg !474
  store i32 %7, ptr %2, align 4, !dbg !475
  %8 = load i32, ptr %2, align 4, !dbg !476
  %9 = and i32 %8, 858993459, !dbg !477
  %10 = load i32, ptr %2, align 4, !dbg !478
  %11 = lshr i32 %10, 2, !dbg !479
  %12 = and i32 %11, 858993459, !dbg !480
  %13 = add i32 %9, %12, !dbg !481
  store i32 %13, ptr %2, align 4, !dbg !482
  %14 = load i32, ptr %2, align 4, !dbg !483
  %15 = load i32, ptr %2, align 4, !dbg !484
  %16 = lshr i32 %15, 4, !dbg !485
  %17 = add i32 %14, %16, !dbg !486
  %18 = and i32 %17, 252645135, !dbg !487
  store i32 %18, ptr %2, align 4, !dbg !488
  %19 = load i32, ptr %2, align 4, !dbg !489
  %20 = mul i32 %19, 16843009, !dbg !490
  %21 = lshr i32 %20, 24, !dbg !491
  ret i32 %21, !dbg !492
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !493 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !496, !DIExpression(), !497)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !498, !DIExpression(), !499)
  %5 = load i64, ptr %3, align 8, !dbg !500
  %6 = load i32, ptr %4, align 4, !dbg !501
  %7 = zext i32 %6 to i64, !dbg !502
  %8 = shl i64 %5, %7, !dbg !502
  %9 = load i64, ptr %3, align 8, !dbg !503
  %10 = load i32, ptr %4, align 4, !dbg !504
  %11 = sub nsw i32 64, %10, !dbg !505
  %12 = zext i32 %11 to i64, !dbg !506
  %13 = lshr i64 %9, %12, !dbg !506
  %14 = or i64 %8, %13, !dbg !507
  ret i64 %14, !dbg !508
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef %0) #1 !dbg !509 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !514, !DIExpression(), !515)
  %4 = load i32, ptr %3, align 4, !dbg !516
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !517

5:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 8, !dbg !518
  br label %13, !dbg !518

6:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 8, !dbg !520
  br label %13, !dbg !520

7:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 8, !dbg !521
  br label %13, !dbg !521

8:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 8, !dbg !522
  br label %13, !dbg !522

9:                                                ; preds = %1
  store ptr @.str.17, ptr %2, align 8, !dbg !523
  br label %13, !dbg !523

10:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 8, !dbg !524
  br label %13, !dbg !524

11:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 8, !dbg !525
  br label %13, !dbg !525

12:                                               ; preds = %1
  store ptr @.str.20, ptr %2, align 8, !dbg !526
  br label %13, !dbg !526

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8, !dbg !527
  ret ptr %14, !dbg !527
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #1 !dbg !528 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !531, !DIExpression(), !532)
  %4 = load i32, ptr %3, align 4, !dbg !533
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !534

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !535
  br label %15, !dbg !535

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !537
  br label %15, !dbg !537

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !538
  br label %15, !dbg !538

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !539
  br label %15, !dbg !539

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !540
  br label %15, !dbg !540

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !541
  %12 = icmp slt i32 %11, 0, !dbg !542
  %13 = zext i1 %12 to i64, !dbg !541
  %14 = select i1 %12, i32 -1, i32 0, !dbg !541
  store i32 %14, ptr %2, align 4, !dbg !543
  br label %15, !dbg !543

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !544
  ret i32 %16, !dbg !544
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mul128(i64 noundef %0, i64 noundef %1) #4 !dbg !545 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !548, !DIExpression(), !549)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !550, !DIExpression(), !551)
  %6 = load i64, ptr %4, align 8, !dbg !552
  %7 = zext i64 %6 to i128, !dbg !553
  %8 = load i64, ptr %5, align 8, !dbg !554
  %9 = zext i64 %8 to i128, !dbg !554
  %10 = mul i128 %7, %9, !dbg !555
  store i128 %10, ptr %3, align 16, !dbg !556
  %11 = load <2 x i64>, ptr %3, align 16, !dbg !556
  ret <2 x i64> %11, !dbg !556
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(ptr noundef %0) #5 !dbg !557 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
    #dbg_declare(ptr %2, !560, !DIExpression(), !561)
    #dbg_declare(ptr %3, !562, !DIExpression(), !566)
    #dbg_declare(ptr %4, !567, !DIExpression(), !568)
  store i32 47, ptr %4, align 4, !dbg !568
  %6 = load i32, ptr %4, align 4, !dbg !569
  %7 = sext i32 %6 to i64, !dbg !570
  %8 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %7, !dbg !570
  store i8 0, ptr %8, align 1, !dbg !571
  br label %9, !dbg !572

9:                                                ; preds = %21, %1
  %10 = load i128, ptr %2, align 16, !dbg !573
  %11 = urem i128 %10, 10, !dbg !575
  %12 = trunc i128 %11 to i32, !dbg !576
  %13 = add nsw i32 48, %12, !dbg !577
  %14 = trunc i32 %13 to i8, !dbg !578
  %15 = load i32, ptr %4, align 4, !dbg !579
  %16 = add nsw i32 %15, -1, !dbg !579
  store i32 %16, ptr %4, align 4, !dbg !579
  %17 = sext i32 %16 to i64, !dbg !580
  %18 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %17, !dbg !580
  store i8 %14, ptr %18, align 1, !dbg !581
  %19 = load i128, ptr %2, align 16, !dbg !582
  %20 = udiv i128 %19, 10, !dbg !582
  store i128 %20, ptr %2, align 16, !dbg !582
  br label %21, !dbg !583

21:                                               ; preds = %9
  %22 = load i128, ptr %2, align 16, !dbg !584
  %23 = icmp ne i128 %22, 0, !dbg !583
  br i1 %23, label %9, label %24, !dbg !583, !llvm.loop !585

24:                                               ; preds = %21
  %25 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0, !dbg !587
  %26 = load i32, ptr %4, align 4, !dbg !588
  %27 = sext i32 %26 to i64, !dbg !589
  %28 = getelementptr inbounds i8, ptr %25, i64 %27, !dbg !589
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %28), !dbg !590
  ret void, !dbg !591
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_poly(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #1 !dbg !111 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %7 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %7, ptr %4, align 16
    #dbg_declare(ptr %4, !592, !DIExpression(), !593)
    #dbg_declare(ptr %5, !594, !DIExpression(), !595)
  store x86_fp80 0xK00000000000000000000, ptr %5, align 16, !dbg !595
    #dbg_declare(ptr %6, !596, !DIExpression(), !598)
  store i32 3, ptr %6, align 4, !dbg !598
  br label %8, !dbg !599

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %6, align 4, !dbg !600
  %10 = icmp sge i32 %9, 0, !dbg !602
  br i1 %10, label %11, label %22, !dbg !603

11:                                               ; preds = %8
  %12 = load x86_fp80, ptr %5, align 16, !dbg !604
  %13 = load x86_fp80, ptr %4, align 16, !dbg !605
  %14 = load i32, ptr %6, align 4, !dbg !606
  %15 = sext i32 %14 to i64, !dbg !607
  %16 = getelementptr inbounds [4 x x86_fp80], ptr @ld_poly.c, i64 0, i64 %15, !dbg !607
  %17 = load x86_fp80, ptr %16, align 16, !dbg !607
  %18 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %12, x86_fp80 %13, x86_fp80 %17), !dbg !608
  store x86_fp80 %18, ptr %5, align 16, !dbg !609
  br label %19, !dbg !610

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !611
  %21 = add nsw i32 %20, -1, !dbg !611
  store i32 %21, ptr %6, align 4, !dbg !611
  br label %8, !dbg !612, !llvm.loop !613

22:                                               ; preds = %8
  %23 = load x86_fp80, ptr %5, align 16, !dbg !615
  store x86_fp80 %23, ptr %0, align 16, !dbg !616
  %24 = load x86_fp80, ptr %0, align 16, !dbg !616
  store x86_fp80 %24, ptr %0, align 16, !dbg !616
  ret void, !dbg !616
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #3

attributes #0 = { noinline optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !77, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
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
!118 = !{i32 7, !"Dwarf Version", i32 4}
!119 = !{i32 2, !"Debug Info Version", i32 3}
!120 = !{i32 1, !"wchar_size", i32 2}
!121 = !{i32 8, !"PIC Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 1, !"MaxTLSAlign", i32 65536}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !126, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!126 = !DISubroutineType(types: !127)
!127 = !{!10}
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 102, type: !10)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 102, column: 3)
!130 = !DILocation(line: 102, column: 12, scope: !129)
!131 = !DILocation(line: 102, column: 8, scope: !129)
!132 = !DILocation(line: 102, column: 19, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 102, column: 3)
!134 = !DILocation(line: 102, column: 21, scope: !133)
!135 = !DILocation(line: 102, column: 3, scope: !129)
!136 = !DILocation(line: 103, column: 13, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 102, column: 31)
!138 = !DILocation(line: 103, column: 15, scope: !137)
!139 = !DILocation(line: 103, column: 19, scope: !137)
!140 = !DILocation(line: 103, column: 8, scope: !137)
!141 = !DILocation(line: 103, column: 5, scope: !137)
!142 = !DILocation(line: 103, column: 11, scope: !137)
!143 = !DILocation(line: 104, column: 14, scope: !137)
!144 = !DILocation(line: 104, column: 16, scope: !137)
!145 = !DILocation(line: 104, column: 21, scope: !137)
!146 = !DILocation(line: 104, column: 8, scope: !137)
!147 = !DILocation(line: 104, column: 5, scope: !137)
!148 = !DILocation(line: 104, column: 11, scope: !137)
!149 = !DILocation(line: 105, column: 20, scope: !137)
!150 = !DILocation(line: 105, column: 13, scope: !137)
!151 = !DILocation(line: 105, column: 22, scope: !137)
!152 = !DILocation(line: 105, column: 8, scope: !137)
!153 = !DILocation(line: 105, column: 5, scope: !137)
!154 = !DILocation(line: 105, column: 11, scope: !137)
!155 = !DILocation(line: 106, column: 8, scope: !137)
!156 = !DILocation(line: 106, column: 5, scope: !137)
!157 = !DILocation(line: 106, column: 11, scope: !137)
!158 = !DILocation(line: 107, column: 20, scope: !137)
!159 = !DILocation(line: 107, column: 22, scope: !137)
!160 = !DILocation(line: 107, column: 19, scope: !137)
!161 = !DILocation(line: 107, column: 17, scope: !137)
!162 = !DILocation(line: 107, column: 8, scope: !137)
!163 = !DILocation(line: 107, column: 5, scope: !137)
!164 = !DILocation(line: 107, column: 11, scope: !137)
!165 = !DILocation(line: 108, column: 3, scope: !137)
!166 = !DILocation(line: 102, column: 26, scope: !133)
!167 = !DILocation(line: 102, column: 3, scope: !133)
!168 = distinct !{!168, !135, !169, !170}
!169 = !DILocation(line: 108, column: 3, scope: !129)
!170 = !{!"llvm.loop.mustprogress"}
!171 = !DILocation(line: 109, column: 3, scope: !125)
!172 = !DILocation(line: 110, column: 3, scope: !125)
!173 = !DILocation(line: 111, column: 29, scope: !125)
!174 = !DILocation(line: 111, column: 46, scope: !125)
!175 = !DILocation(line: 111, column: 3, scope: !125)
!176 = !DILocation(line: 112, column: 36, scope: !125)
!177 = !DILocation(line: 112, column: 44, scope: !125)
!178 = !DILocation(line: 112, column: 3, scope: !125)
!179 = !DILocalVariable(name: "p", scope: !125, file: !3, line: 114, type: !180)
!180 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !181)
!181 = !{!182, !183, !184, !186}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !180, file: !3, line: 42, baseType: !5, size: 32)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !180, file: !3, line: 43, baseType: !6, size: 32)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !180, file: !3, line: 44, baseType: !185, size: 32)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !180, file: !3, line: 45, baseType: !187, size: 32)
!187 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !180, file: !3, line: 45, size: 32, elements: !188)
!188 = !{!189, !190, !191}
!189 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !187, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !187, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !187, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!192 = !DILocation(line: 114, column: 13, scope: !125)
!193 = !DILocation(line: 115, column: 7, scope: !125)
!194 = !DILocation(line: 116, column: 59, scope: !125)
!195 = !DILocation(line: 116, column: 69, scope: !125)
!196 = !DILocation(line: 116, column: 82, scope: !125)
!197 = !DILocation(line: 116, column: 94, scope: !125)
!198 = !DILocation(line: 116, column: 100, scope: !125)
!199 = !DILocation(line: 116, column: 3, scope: !125)
!200 = !DILocalVariable(name: "x", scope: !125, file: !3, line: 117, type: !6)
!201 = !DILocation(line: 117, column: 12, scope: !125)
!202 = !DILocation(line: 118, column: 49, scope: !125)
!203 = !DILocation(line: 118, column: 35, scope: !125)
!204 = !DILocation(line: 118, column: 72, scope: !125)
!205 = !DILocation(line: 118, column: 53, scope: !125)
!206 = !DILocation(line: 118, column: 90, scope: !125)
!207 = !DILocation(line: 118, column: 92, scope: !125)
!208 = !DILocation(line: 118, column: 76, scope: !125)
!209 = !DILocation(line: 119, column: 24, scope: !125)
!210 = !DILocation(line: 119, column: 26, scope: !125)
!211 = !DILocation(line: 119, column: 10, scope: !125)
!212 = !DILocation(line: 119, column: 52, scope: !125)
!213 = !DILocation(line: 119, column: 34, scope: !125)
!214 = !DILocation(line: 118, column: 3, scope: !125)
!215 = !DILocation(line: 120, column: 24, scope: !125)
!216 = !DILocation(line: 120, column: 3, scope: !125)
!217 = !DILocation(line: 121, column: 3, scope: !125)
!218 = !DILocalVariable(name: "d", scope: !219, file: !3, line: 123, type: !10)
!219 = distinct !DILexicalBlock(scope: !125, file: !3, line: 123, column: 3)
!220 = !DILocation(line: 123, column: 12, scope: !219)
!221 = !DILocation(line: 123, column: 8, scope: !219)
!222 = !DILocation(line: 123, column: 20, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !3, line: 123, column: 3)
!224 = !DILocation(line: 123, column: 22, scope: !223)
!225 = !DILocation(line: 123, column: 3, scope: !219)
!226 = !DILocation(line: 123, column: 56, scope: !223)
!227 = !DILocation(line: 123, column: 47, scope: !223)
!228 = !DILocation(line: 123, column: 33, scope: !223)
!229 = !DILocation(line: 123, column: 28, scope: !223)
!230 = !DILocation(line: 123, column: 3, scope: !223)
!231 = distinct !{!231, !225, !232, !170}
!232 = !DILocation(line: 123, column: 58, scope: !219)
!233 = !DILocation(line: 124, column: 42, scope: !125)
!234 = !DILocation(line: 124, column: 57, scope: !125)
!235 = !DILocation(line: 124, column: 68, scope: !125)
!236 = !DILocation(line: 124, column: 80, scope: !125)
!237 = !DILocation(line: 125, column: 10, scope: !125)
!238 = !DILocation(line: 125, column: 30, scope: !125)
!239 = !DILocation(line: 124, column: 3, scope: !125)
!240 = !DILocalVariable(name: "big", scope: !125, file: !3, line: 128, type: !13)
!241 = !DILocation(line: 128, column: 21, scope: !125)
!242 = !DILocation(line: 128, column: 27, scope: !125)
!243 = !DILocalVariable(name: "neg", scope: !125, file: !3, line: 129, type: !7)
!244 = !DILocation(line: 129, column: 12, scope: !125)
!245 = !DILocation(line: 129, column: 29, scope: !125)
!246 = !DILocation(line: 129, column: 18, scope: !125)
!247 = !DILocation(line: 129, column: 33, scope: !125)
!248 = !DILocation(line: 130, column: 3, scope: !125)
!249 = !DILocation(line: 131, column: 14, scope: !125)
!250 = !DILocation(line: 131, column: 3, scope: !125)
!251 = !DILocation(line: 132, column: 57, scope: !125)
!252 = !DILocation(line: 132, column: 61, scope: !125)
!253 = !DILocation(line: 132, column: 36, scope: !125)
!254 = !DILocation(line: 132, column: 89, scope: !125)
!255 = !DILocation(line: 132, column: 69, scope: !125)
!256 = !DILocation(line: 132, column: 3, scope: !125)
!257 = !DILocalVariable(name: "ld", scope: !125, file: !3, line: 137, type: !114)
!258 = !DILocation(line: 137, column: 15, scope: !125)
!259 = !DILocation(line: 137, column: 20, scope: !125)
!260 = !DILocation(line: 138, column: 39, scope: !125)
!261 = !DILocation(line: 138, column: 31, scope: !125)
!262 = !DILocation(line: 138, column: 3, scope: !125)
!263 = !DILocalVariable(name: "h", scope: !125, file: !3, line: 141, type: !11)
!264 = !DILocation(line: 141, column: 12, scope: !125)
!265 = !DILocalVariable(name: "h2", scope: !125, file: !3, line: 141, type: !11)
!266 = !DILocation(line: 141, column: 32, scope: !125)
!267 = !DILocalVariable(name: "hs", scope: !125, file: !3, line: 142, type: !11)
!268 = !DILocation(line: 142, column: 12, scope: !125)
!269 = !DILocation(line: 142, column: 17, scope: !125)
!270 = !DILocation(line: 142, column: 24, scope: !125)
!271 = !DILocation(line: 142, column: 21, scope: !125)
!272 = !DILocation(line: 143, column: 33, scope: !125)
!273 = !DILocation(line: 143, column: 25, scope: !125)
!274 = !DILocation(line: 143, column: 3, scope: !125)
!275 = !DILocalVariable(name: "nan", scope: !125, file: !3, line: 147, type: !5)
!276 = !DILocation(line: 147, column: 9, scope: !125)
!277 = !DILocalVariable(name: "inf", scope: !125, file: !3, line: 147, type: !5)
!278 = !DILocation(line: 147, column: 35, scope: !125)
!279 = !DILocation(line: 148, column: 32, scope: !125)
!280 = !DILocation(line: 148, column: 39, scope: !125)
!281 = !DILocation(line: 148, column: 36, scope: !125)
!282 = !DILocation(line: 148, column: 44, scope: !125)
!283 = !DILocation(line: 148, column: 48, scope: !125)
!284 = !DILocation(line: 148, column: 3, scope: !125)
!285 = !DILocation(line: 149, column: 3, scope: !125)
!286 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !287, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !289, !291, !10, !10}
!289 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !292)
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!294 = !DILocalVariable(name: "dst", arg: 1, scope: !286, file: !3, line: 25, type: !289)
!295 = !DILocation(line: 25, column: 63, scope: !286)
!296 = !DILocalVariable(name: "src", arg: 2, scope: !286, file: !3, line: 25, type: !291)
!297 = !DILocation(line: 25, column: 88, scope: !286)
!298 = !DILocalVariable(name: "k", arg: 3, scope: !286, file: !3, line: 25, type: !10)
!299 = !DILocation(line: 25, column: 97, scope: !286)
!300 = !DILocalVariable(name: "n", arg: 4, scope: !286, file: !3, line: 25, type: !10)
!301 = !DILocation(line: 25, column: 104, scope: !286)
!302 = !DILocalVariable(name: "i", scope: !303, file: !3, line: 26, type: !10)
!303 = distinct !DILexicalBlock(scope: !286, file: !3, line: 26, column: 3)
!304 = !DILocation(line: 26, column: 12, scope: !303)
!305 = !DILocation(line: 26, column: 8, scope: !303)
!306 = !DILocation(line: 26, column: 19, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !3, line: 26, column: 3)
!308 = !DILocation(line: 26, column: 23, scope: !307)
!309 = !DILocation(line: 26, column: 21, scope: !307)
!310 = !DILocation(line: 26, column: 3, scope: !303)
!311 = !DILocation(line: 26, column: 40, scope: !307)
!312 = !DILocation(line: 26, column: 44, scope: !307)
!313 = !DILocation(line: 26, column: 49, scope: !307)
!314 = !DILocation(line: 26, column: 47, scope: !307)
!315 = !DILocation(line: 26, column: 54, scope: !307)
!316 = !DILocation(line: 26, column: 58, scope: !307)
!317 = !DILocation(line: 26, column: 61, scope: !307)
!318 = !DILocation(line: 26, column: 51, scope: !307)
!319 = !DILocation(line: 26, column: 31, scope: !307)
!320 = !DILocation(line: 26, column: 35, scope: !307)
!321 = !DILocation(line: 26, column: 38, scope: !307)
!322 = !DILocation(line: 26, column: 26, scope: !307)
!323 = !DILocation(line: 26, column: 3, scope: !307)
!324 = distinct !{!324, !310, !325, !170}
!325 = !DILocation(line: 26, column: 65, scope: !303)
!326 = !DILocation(line: 27, column: 1, scope: !286)
!327 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !328, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !330, !332, !5, !10}
!330 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !331)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!332 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !333)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!335 = !DILocalVariable(name: "y", arg: 1, scope: !327, file: !3, line: 21, type: !330)
!336 = !DILocation(line: 21, column: 61, scope: !327)
!337 = !DILocalVariable(name: "x", arg: 2, scope: !327, file: !3, line: 21, type: !332)
!338 = !DILocation(line: 21, column: 86, scope: !327)
!339 = !DILocalVariable(name: "k", arg: 3, scope: !327, file: !3, line: 21, type: !5)
!340 = !DILocation(line: 21, column: 95, scope: !327)
!341 = !DILocalVariable(name: "n", arg: 4, scope: !327, file: !3, line: 21, type: !10)
!342 = !DILocation(line: 21, column: 102, scope: !327)
!343 = !DILocalVariable(name: "i", scope: !344, file: !3, line: 22, type: !10)
!344 = distinct !DILexicalBlock(scope: !327, file: !3, line: 22, column: 3)
!345 = !DILocation(line: 22, column: 12, scope: !344)
!346 = !DILocation(line: 22, column: 8, scope: !344)
!347 = !DILocation(line: 22, column: 19, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !3, line: 22, column: 3)
!349 = !DILocation(line: 22, column: 23, scope: !348)
!350 = !DILocation(line: 22, column: 21, scope: !348)
!351 = !DILocation(line: 22, column: 3, scope: !344)
!352 = !DILocation(line: 22, column: 38, scope: !348)
!353 = !DILocation(line: 22, column: 42, scope: !348)
!354 = !DILocation(line: 22, column: 44, scope: !348)
!355 = !DILocation(line: 22, column: 49, scope: !348)
!356 = !DILocation(line: 22, column: 51, scope: !348)
!357 = !DILocation(line: 22, column: 47, scope: !348)
!358 = !DILocation(line: 22, column: 31, scope: !348)
!359 = !DILocation(line: 22, column: 33, scope: !348)
!360 = !DILocation(line: 22, column: 36, scope: !348)
!361 = !DILocation(line: 22, column: 26, scope: !348)
!362 = !DILocation(line: 22, column: 3, scope: !348)
!363 = distinct !{!363, !351, !364, !170}
!364 = !DILocation(line: 22, column: 52, scope: !344)
!365 = !DILocation(line: 23, column: 1, scope: !327)
!366 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !367, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!367 = !DISubroutineType(types: !368)
!368 = !{!10, !292, !10}
!369 = !DILocalVariable(name: "a", arg: 1, scope: !366, file: !3, line: 15, type: !292)
!370 = !DILocation(line: 15, column: 58, scope: !366)
!371 = !DILocalVariable(name: "n", arg: 2, scope: !366, file: !3, line: 15, type: !10)
!372 = !DILocation(line: 15, column: 65, scope: !366)
!373 = !DILocalVariable(name: "s", scope: !366, file: !3, line: 16, type: !10)
!374 = !DILocation(line: 16, column: 7, scope: !366)
!375 = !DILocalVariable(name: "i", scope: !376, file: !3, line: 17, type: !10)
!376 = distinct !DILexicalBlock(scope: !366, file: !3, line: 17, column: 3)
!377 = !DILocation(line: 17, column: 12, scope: !376)
!378 = !DILocation(line: 17, column: 8, scope: !376)
!379 = !DILocation(line: 17, column: 19, scope: !380)
!380 = distinct !DILexicalBlock(scope: !376, file: !3, line: 17, column: 3)
!381 = !DILocation(line: 17, column: 23, scope: !380)
!382 = !DILocation(line: 17, column: 21, scope: !380)
!383 = !DILocation(line: 17, column: 3, scope: !376)
!384 = !DILocation(line: 17, column: 36, scope: !380)
!385 = !DILocation(line: 17, column: 38, scope: !380)
!386 = !DILocation(line: 17, column: 33, scope: !380)
!387 = !DILocation(line: 17, column: 31, scope: !380)
!388 = !DILocation(line: 17, column: 26, scope: !380)
!389 = !DILocation(line: 17, column: 3, scope: !380)
!390 = distinct !{!390, !383, !391, !170}
!391 = !DILocation(line: 17, column: 39, scope: !376)
!392 = !DILocation(line: 18, column: 10, scope: !366)
!393 = !DILocation(line: 18, column: 3, scope: !366)
!394 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !395, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!395 = !DISubroutineType(types: !396)
!396 = !{!12, !292, !10}
!397 = !DILocalVariable(name: "a", arg: 1, scope: !394, file: !3, line: 35, type: !292)
!398 = !DILocation(line: 35, column: 69, scope: !394)
!399 = !DILocalVariable(name: "n", arg: 2, scope: !394, file: !3, line: 35, type: !10)
!400 = !DILocation(line: 35, column: 76, scope: !394)
!401 = !DILocalVariable(name: "m", scope: !394, file: !3, line: 36, type: !10)
!402 = !DILocation(line: 36, column: 7, scope: !394)
!403 = !DILocalVariable(name: "i", scope: !404, file: !3, line: 37, type: !10)
!404 = distinct !DILexicalBlock(scope: !394, file: !3, line: 37, column: 3)
!405 = !DILocation(line: 37, column: 12, scope: !404)
!406 = !DILocation(line: 37, column: 8, scope: !404)
!407 = !DILocation(line: 37, column: 19, scope: !408)
!408 = distinct !DILexicalBlock(scope: !404, file: !3, line: 37, column: 3)
!409 = !DILocation(line: 37, column: 23, scope: !408)
!410 = !DILocation(line: 37, column: 21, scope: !408)
!411 = !DILocation(line: 37, column: 3, scope: !404)
!412 = !DILocation(line: 37, column: 35, scope: !408)
!413 = !DILocation(line: 37, column: 37, scope: !408)
!414 = !DILocation(line: 37, column: 42, scope: !408)
!415 = !DILocation(line: 37, column: 40, scope: !408)
!416 = !DILocation(line: 37, column: 46, scope: !408)
!417 = !DILocation(line: 37, column: 48, scope: !408)
!418 = !DILocation(line: 37, column: 53, scope: !408)
!419 = !DILocation(line: 37, column: 33, scope: !408)
!420 = !DILocation(line: 37, column: 31, scope: !408)
!421 = !DILocation(line: 37, column: 26, scope: !408)
!422 = !DILocation(line: 37, column: 3, scope: !408)
!423 = distinct !{!423, !411, !424, !170}
!424 = !DILocation(line: 37, column: 53, scope: !404)
!425 = !DILocation(line: 38, column: 26, scope: !394)
!426 = !DILocation(line: 38, column: 28, scope: !394)
!427 = !DILocation(line: 38, column: 42, scope: !394)
!428 = !DILocation(line: 38, column: 10, scope: !394)
!429 = !DILocation(line: 38, column: 3, scope: !394)
!430 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !431, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!431 = !DISubroutineType(types: !432)
!432 = !{!9, !433, !333, !10}
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!435 = !DILocalVariable(name: "a", arg: 1, scope: !430, file: !3, line: 29, type: !433)
!436 = !DILocation(line: 29, column: 59, scope: !430)
!437 = !DILocalVariable(name: "b", arg: 2, scope: !430, file: !3, line: 29, type: !333)
!438 = !DILocation(line: 29, column: 75, scope: !430)
!439 = !DILocalVariable(name: "n", arg: 3, scope: !430, file: !3, line: 29, type: !10)
!440 = !DILocation(line: 29, column: 82, scope: !430)
!441 = !DILocalVariable(name: "s", scope: !430, file: !3, line: 30, type: !9)
!442 = !DILocation(line: 30, column: 10, scope: !430)
!443 = !DILocalVariable(name: "i", scope: !444, file: !3, line: 31, type: !10)
!444 = distinct !DILexicalBlock(scope: !430, file: !3, line: 31, column: 3)
!445 = !DILocation(line: 31, column: 12, scope: !444)
!446 = !DILocation(line: 31, column: 8, scope: !444)
!447 = !DILocation(line: 31, column: 19, scope: !448)
!448 = distinct !DILexicalBlock(scope: !444, file: !3, line: 31, column: 3)
!449 = !DILocation(line: 31, column: 23, scope: !448)
!450 = !DILocation(line: 31, column: 21, scope: !448)
!451 = !DILocation(line: 31, column: 3, scope: !444)
!452 = !DILocation(line: 31, column: 36, scope: !448)
!453 = !DILocation(line: 31, column: 38, scope: !448)
!454 = !DILocation(line: 31, column: 51, scope: !448)
!455 = !DILocation(line: 31, column: 53, scope: !448)
!456 = !DILocation(line: 31, column: 43, scope: !448)
!457 = !DILocation(line: 31, column: 33, scope: !448)
!458 = !DILocation(line: 31, column: 31, scope: !448)
!459 = !DILocation(line: 31, column: 26, scope: !448)
!460 = !DILocation(line: 31, column: 3, scope: !448)
!461 = distinct !{!461, !451, !462, !170}
!462 = !DILocation(line: 31, column: 54, scope: !444)
!463 = !DILocation(line: 32, column: 10, scope: !430)
!464 = !DILocation(line: 32, column: 3, scope: !430)
!465 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !466, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!466 = !DISubroutineType(types: !467)
!467 = !{!6, !6}
!468 = !DILocalVariable(name: "x", arg: 1, scope: !465, file: !3, line: 48, type: !6)
!469 = !DILocation(line: 48, column: 40, scope: !465)
!470 = !DILocation(line: 49, column: 7, scope: !465)
!471 = !DILocation(line: 49, column: 13, scope: !465)
!472 = !DILocation(line: 49, column: 15, scope: !465)
!473 = !DILocation(line: 49, column: 21, scope: !465)
!474 = !DILocation(line: 49, column: 9, scope: !465)
!475 = !DILocation(line: 49, column: 5, scope: !465)
!476 = !DILocation(line: 50, column: 8, scope: !465)
!477 = !DILocation(line: 50, column: 10, scope: !465)
!478 = !DILocation(line: 50, column: 29, scope: !465)
!479 = !DILocation(line: 50, column: 31, scope: !465)
!480 = !DILocation(line: 50, column: 37, scope: !465)
!481 = !DILocation(line: 50, column: 25, scope: !465)
!482 = !DILocation(line: 50, column: 5, scope: !465)
!483 = !DILocation(line: 51, column: 8, scope: !465)
!484 = !DILocation(line: 51, column: 13, scope: !465)
!485 = !DILocation(line: 51, column: 15, scope: !465)
!486 = !DILocation(line: 51, column: 10, scope: !465)
!487 = !DILocation(line: 51, column: 22, scope: !465)
!488 = !DILocation(line: 51, column: 5, scope: !465)
!489 = !DILocation(line: 52, column: 11, scope: !465)
!490 = !DILocation(line: 52, column: 13, scope: !465)
!491 = !DILocation(line: 52, column: 28, scope: !465)
!492 = !DILocation(line: 52, column: 3, scope: !465)
!493 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !494, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!494 = !DISubroutineType(types: !495)
!495 = !{!8, !8, !10}
!496 = !DILocalVariable(name: "x", arg: 1, scope: !493, file: !3, line: 55, type: !8)
!497 = !DILocation(line: 55, column: 53, scope: !493)
!498 = !DILocalVariable(name: "r", arg: 2, scope: !493, file: !3, line: 55, type: !10)
!499 = !DILocation(line: 55, column: 60, scope: !493)
!500 = !DILocation(line: 55, column: 73, scope: !493)
!501 = !DILocation(line: 55, column: 78, scope: !493)
!502 = !DILocation(line: 55, column: 75, scope: !493)
!503 = !DILocation(line: 55, column: 84, scope: !493)
!504 = !DILocation(line: 55, column: 95, scope: !493)
!505 = !DILocation(line: 55, column: 93, scope: !493)
!506 = !DILocation(line: 55, column: 86, scope: !493)
!507 = !DILocation(line: 55, column: 81, scope: !493)
!508 = !DILocation(line: 55, column: 65, scope: !493)
!509 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !510, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!510 = !DISubroutineType(types: !511)
!511 = !{!512, !10}
!512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !513, size: 64)
!513 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!514 = !DILocalVariable(name: "d", arg: 1, scope: !509, file: !3, line: 57, type: !10)
!515 = !DILocation(line: 57, column: 33, scope: !509)
!516 = !DILocation(line: 58, column: 11, scope: !509)
!517 = !DILocation(line: 58, column: 3, scope: !509)
!518 = !DILocation(line: 59, column: 11, scope: !519)
!519 = distinct !DILexicalBlock(scope: !509, file: !3, line: 58, column: 14)
!520 = !DILocation(line: 60, column: 11, scope: !519)
!521 = !DILocation(line: 61, column: 11, scope: !519)
!522 = !DILocation(line: 62, column: 11, scope: !519)
!523 = !DILocation(line: 63, column: 11, scope: !519)
!524 = !DILocation(line: 64, column: 11, scope: !519)
!525 = !DILocation(line: 65, column: 11, scope: !519)
!526 = !DILocation(line: 66, column: 12, scope: !519)
!527 = !DILocation(line: 68, column: 1, scope: !509)
!528 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !529, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!529 = !DISubroutineType(types: !530)
!530 = !{!10, !10}
!531 = !DILocalVariable(name: "x", arg: 1, scope: !528, file: !3, line: 70, type: !10)
!532 = !DILocation(line: 70, column: 23, scope: !528)
!533 = !DILocation(line: 71, column: 11, scope: !528)
!534 = !DILocation(line: 71, column: 3, scope: !528)
!535 = !DILocation(line: 72, column: 15, scope: !536)
!536 = distinct !DILexicalBlock(scope: !528, file: !3, line: 71, column: 14)
!537 = !DILocation(line: 73, column: 11, scope: !536)
!538 = !DILocation(line: 74, column: 21, scope: !536)
!539 = !DILocation(line: 75, column: 16, scope: !536)
!540 = !DILocation(line: 76, column: 20, scope: !536)
!541 = !DILocation(line: 77, column: 19, scope: !536)
!542 = !DILocation(line: 77, column: 21, scope: !536)
!543 = !DILocation(line: 77, column: 12, scope: !536)
!544 = !DILocation(line: 79, column: 1, scope: !528)
!545 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !546, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!546 = !DISubroutineType(types: !547)
!547 = !{!13, !8, !8}
!548 = !DILocalVariable(name: "a", arg: 1, scope: !545, file: !3, line: 82, type: !8)
!549 = !DILocation(line: 82, column: 52, scope: !545)
!550 = !DILocalVariable(name: "b", arg: 2, scope: !545, file: !3, line: 82, type: !8)
!551 = !DILocation(line: 82, column: 74, scope: !545)
!552 = !DILocation(line: 83, column: 29, scope: !545)
!553 = !DILocation(line: 83, column: 10, scope: !545)
!554 = !DILocation(line: 83, column: 33, scope: !545)
!555 = !DILocation(line: 83, column: 31, scope: !545)
!556 = !DILocation(line: 83, column: 3, scope: !545)
!557 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !558, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!558 = !DISubroutineType(types: !559)
!559 = !{null, !13}
!560 = !DILocalVariable(name: "v", arg: 1, scope: !557, file: !3, line: 85, type: !13)
!561 = !DILocation(line: 85, column: 42, scope: !557)
!562 = !DILocalVariable(name: "buf", scope: !557, file: !3, line: 86, type: !563)
!563 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !564)
!564 = !{!565}
!565 = !DISubrange(count: 48)
!566 = !DILocation(line: 86, column: 8, scope: !557)
!567 = !DILocalVariable(name: "i", scope: !557, file: !3, line: 87, type: !10)
!568 = !DILocation(line: 87, column: 7, scope: !557)
!569 = !DILocation(line: 88, column: 7, scope: !557)
!570 = !DILocation(line: 88, column: 3, scope: !557)
!571 = !DILocation(line: 88, column: 10, scope: !557)
!572 = !DILocation(line: 89, column: 3, scope: !557)
!573 = !DILocation(line: 89, column: 38, scope: !574)
!574 = distinct !DILexicalBlock(scope: !557, file: !3, line: 89, column: 6)
!575 = !DILocation(line: 89, column: 40, scope: !574)
!576 = !DILocation(line: 89, column: 32, scope: !574)
!577 = !DILocation(line: 89, column: 30, scope: !574)
!578 = !DILocation(line: 89, column: 19, scope: !574)
!579 = !DILocation(line: 89, column: 12, scope: !574)
!580 = !DILocation(line: 89, column: 8, scope: !574)
!581 = !DILocation(line: 89, column: 17, scope: !574)
!582 = !DILocation(line: 89, column: 50, scope: !574)
!583 = !DILocation(line: 89, column: 57, scope: !574)
!584 = !DILocation(line: 89, column: 66, scope: !557)
!585 = distinct !{!585, !572, !586, !170}
!586 = !DILocation(line: 89, column: 67, scope: !557)
!587 = !DILocation(line: 90, column: 16, scope: !557)
!588 = !DILocation(line: 90, column: 22, scope: !557)
!589 = !DILocation(line: 90, column: 20, scope: !557)
!590 = !DILocation(line: 90, column: 3, scope: !557)
!591 = !DILocation(line: 91, column: 1, scope: !557)
!592 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 94, type: !114)
!593 = !DILocation(line: 94, column: 40, scope: !111)
!594 = !DILocalVariable(name: "r", scope: !111, file: !3, line: 95, type: !114)
!595 = !DILocation(line: 95, column: 15, scope: !111)
!596 = !DILocalVariable(name: "i", scope: !597, file: !3, line: 97, type: !10)
!597 = distinct !DILexicalBlock(scope: !111, file: !3, line: 97, column: 3)
!598 = !DILocation(line: 97, column: 12, scope: !597)
!599 = !DILocation(line: 97, column: 8, scope: !597)
!600 = !DILocation(line: 97, column: 19, scope: !601)
!601 = distinct !DILexicalBlock(scope: !597, file: !3, line: 97, column: 3)
!602 = !DILocation(line: 97, column: 21, scope: !601)
!603 = !DILocation(line: 97, column: 3, scope: !597)
!604 = !DILocation(line: 97, column: 36, scope: !601)
!605 = !DILocation(line: 97, column: 40, scope: !601)
!606 = !DILocation(line: 97, column: 46, scope: !601)
!607 = !DILocation(line: 97, column: 44, scope: !601)
!608 = !DILocation(line: 97, column: 42, scope: !601)
!609 = !DILocation(line: 97, column: 34, scope: !601)
!610 = !DILocation(line: 97, column: 32, scope: !601)
!611 = !DILocation(line: 97, column: 27, scope: !601)
!612 = !DILocation(line: 97, column: 3, scope: !601)
!613 = distinct !{!613, !603, !614, !170}
!614 = !DILocation(line: 97, column: 47, scope: !597)
!615 = !DILocation(line: 98, column: 10, scope: !111)
!616 = !DILocation(line: 98, column: 3, scope: !111)
