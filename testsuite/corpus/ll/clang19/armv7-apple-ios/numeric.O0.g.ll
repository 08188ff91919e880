; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 4, !dbg !96

; Function Attrs: noinline optnone ssp
define i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 4
  %7 = alloca half, align 2
  %8 = alloca half, align 2
  %9 = alloca half, align 2
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !115, !DIExpression(), !117)
  store i32 0, ptr %2, align 4, !dbg !117
  br label %12, !dbg !118

12:                                               ; preds = %39, %0
  %13 = load i32, ptr %2, align 4, !dbg !119
  %14 = icmp slt i32 %13, 256, !dbg !121
  br i1 %14, label %15, label %42, !dbg !122

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4, !dbg !123
  %17 = mul nsw i32 %16, 3, !dbg !125
  %18 = sub nsw i32 %17, 100, !dbg !126
  %19 = load i32, ptr %2, align 4, !dbg !127
  %20 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %19, !dbg !128
  store i32 %18, ptr %20, align 4, !dbg !129
  %21 = load i32, ptr %2, align 4, !dbg !130
  %22 = mul nsw i32 %21, 7, !dbg !131
  %23 = and i32 %22, 63, !dbg !132
  %24 = load i32, ptr %2, align 4, !dbg !133
  %25 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %24, !dbg !134
  store i32 %23, ptr %25, align 4, !dbg !135
  %26 = load i32, ptr %2, align 4, !dbg !136
  %27 = sitofp i32 %26 to float, !dbg !137
  %28 = fmul float %27, 5.000000e-01, !dbg !138
  %29 = load i32, ptr %2, align 4, !dbg !139
  %30 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %29, !dbg !140
  store float %28, ptr %30, align 4, !dbg !141
  %31 = load i32, ptr %2, align 4, !dbg !142
  %32 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %31, !dbg !143
  store float 1.000000e+00, ptr %32, align 4, !dbg !144
  %33 = load i32, ptr %2, align 4, !dbg !145
  %34 = add nsw i32 %33, 1, !dbg !146
  %35 = sitofp i32 %34 to double, !dbg !147
  %36 = fdiv double 1.000000e+00, %35, !dbg !148
  %37 = load i32, ptr %2, align 4, !dbg !149
  %38 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %37, !dbg !150
  store double %36, ptr %38, align 8, !dbg !151
  br label %39, !dbg !152

39:                                               ; preds = %15
  %40 = load i32, ptr %2, align 4, !dbg !153
  %41 = add nsw i32 %40, 1, !dbg !153
  store i32 %41, ptr %2, align 4, !dbg !153
  br label %12, !dbg !154, !llvm.loop !155

42:                                               ; preds = %12
  call void @scale_add(ptr noundef @ia, ptr noundef @ib, i32 noundef 3, i32 noundef 256), !dbg !158
  call void @saxpy(ptr noundef @fb, ptr noundef @fa, float noundef 2.000000e+00, i32 noundef 256), !dbg !159
  %43 = call i32 @sum_ints(ptr noundef @ia, i32 noundef 256), !dbg !160
  %44 = call zeroext i8 @clamp_max(ptr noundef @ia, i32 noundef 256), !dbg !161
  %45 = zext i8 %44 to i32, !dbg !161
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %45), !dbg !162
  %47 = load float, ptr getelementptr inbounds ([256 x float], ptr @fb, i32 0, i32 10), align 4, !dbg !163
  %48 = fpext float %47 to double, !dbg !163
  %49 = call double @dot(ptr noundef @da, ptr noundef @fb, i32 noundef 256), !dbg !164
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %48, double noundef %49), !dbg !165
    #dbg_declare(ptr %3, !166, !DIExpression(), !179)
  store float -1.500000e+00, ptr %3, align 4, !dbg !180
  %51 = load i32, ptr %3, align 4, !dbg !181
  %52 = load i32, ptr %3, align 4, !dbg !182
  %53 = lshr i32 %52, 31, !dbg !182
  %54 = load i32, ptr %3, align 4, !dbg !183
  %55 = lshr i32 %54, 23, !dbg !183
  %56 = and i32 %55, 255, !dbg !183
  %57 = load i32, ptr %3, align 4, !dbg !184
  %58 = and i32 %57, 8388607, !dbg !184
  %59 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0, !dbg !185
  %60 = load i8, ptr %59, align 4, !dbg !185
  %61 = zext i8 %60 to i32, !dbg !185
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %51, i32 noundef %53, i32 noundef %56, i32 noundef %58, i32 noundef %61), !dbg !186
    #dbg_declare(ptr %4, !187, !DIExpression(), !188)
  store i32 -267534609, ptr %4, align 4, !dbg !188
  %63 = load i32, ptr %4, align 4, !dbg !189
  %64 = call i32 @popcnt_manual(i32 noundef %63), !dbg !190
  %65 = load i32, ptr %4, align 4, !dbg !191
  %66 = call i32 @llvm.ctpop.i32(i32 %65), !dbg !192
  %67 = load i32, ptr %4, align 4, !dbg !193
  %68 = lshr i32 %67, 4, !dbg !194
  %69 = call i32 @llvm.ctlz.i32(i32 %68, i1 false), !dbg !195
  %70 = load i32, ptr %4, align 4, !dbg !196
  %71 = and i32 %70, -2, !dbg !197
  %72 = call i32 @llvm.cttz.i32(i32 %71, i1 false), !dbg !198
  %73 = load i32, ptr %4, align 4, !dbg !199
  %74 = call i32 @llvm.bswap.i32(i32 %73), !dbg !200
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %64, i32 noundef %66, i32 noundef %69, i32 noundef %72, i32 noundef %74), !dbg !201
  %76 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !202
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %76), !dbg !203
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !204
    #dbg_declare(ptr %5, !205, !DIExpression(), !207)
  store i32 -1, ptr %5, align 4, !dbg !207
  br label %79, !dbg !208

79:                                               ; preds = %86, %42
  %80 = load i32, ptr %5, align 4, !dbg !209
  %81 = icmp sle i32 %80, 7, !dbg !211
  br i1 %81, label %82, label %89, !dbg !212

82:                                               ; preds = %79
  %83 = load i32, ptr %5, align 4, !dbg !213
  %84 = call ptr @day_name(i32 noundef %83), !dbg !214
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %84), !dbg !215
  br label %86, !dbg !215

86:                                               ; preds = %82
  %87 = load i32, ptr %5, align 4, !dbg !216
  %88 = add nsw i32 %87, 1, !dbg !216
  store i32 %88, ptr %5, align 4, !dbg !216
  br label %79, !dbg !217, !llvm.loop !218

89:                                               ; preds = %79
  %90 = call i32 @sparse(i32 noundef -1000), !dbg !220
  %91 = call i32 @sparse(i32 noundef 7), !dbg !221
  %92 = call i32 @sparse(i32 noundef 78), !dbg !222
  %93 = call i32 @sparse(i32 noundef 100000), !dbg !223
  %94 = call i32 @sparse(i32 noundef 2147483647), !dbg !224
  %95 = call i32 @sparse(i32 noundef -3), !dbg !225
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95), !dbg !226
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !227
    #dbg_declare(ptr %6, !228, !DIExpression(), !229)
  %98 = call double @ld_poly(double noundef 2.500000e-01), !dbg !230
  store double %98, ptr %6, align 4, !dbg !229
  %99 = load double, ptr %6, align 4, !dbg !231
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %99, i32 noundef 8), !dbg !232
    #dbg_declare(ptr %7, !233, !DIExpression(), !234)
  store half 0xH3E00, ptr %7, align 2, !dbg !234
    #dbg_declare(ptr %8, !235, !DIExpression(), !236)
  store half 0xH3400, ptr %8, align 2, !dbg !236
    #dbg_declare(ptr %9, !237, !DIExpression(), !238)
  %101 = load half, ptr %7, align 2, !dbg !239
  %102 = fpext half %101 to float, !dbg !240
  %103 = load half, ptr %8, align 2, !dbg !241
  %104 = fpext half %103 to float, !dbg !240
  %105 = call float @llvm.fmuladd.f32(float %102, float %104, float 2.000000e+00), !dbg !240
  %106 = fptrunc float %105 to half, !dbg !240
  store half %106, ptr %9, align 2, !dbg !238
  %107 = load half, ptr %9, align 2, !dbg !242
  %108 = fpext half %107 to double, !dbg !243
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %108), !dbg !244
    #dbg_declare(ptr %10, !245, !DIExpression(), !246)
  store float 0x7FF8000000000000, ptr %10, align 4, !dbg !246
    #dbg_declare(ptr %11, !247, !DIExpression(), !248)
  store float 0x7FF0000000000000, ptr %11, align 4, !dbg !248
  %110 = load float, ptr %10, align 4, !dbg !249
  %111 = load float, ptr %10, align 4, !dbg !250
  %112 = fcmp une float %110, %111, !dbg !251
  %113 = zext i1 %112 to i32, !dbg !251
  %114 = load float, ptr %11, align 4, !dbg !252
  %115 = fcmp ogt float %114, 0x47D2CED320000000, !dbg !253
  %116 = zext i1 %115 to i32, !dbg !253
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %113, i32 noundef %116, i32 noundef 1), !dbg !254
  ret i32 0, !dbg !255
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @scale_add(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !256 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !264, !DIExpression(), !265)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !266, !DIExpression(), !267)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !268, !DIExpression(), !269)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !270, !DIExpression(), !271)
    #dbg_declare(ptr %9, !272, !DIExpression(), !274)
  store i32 0, ptr %9, align 4, !dbg !274
  br label %10, !dbg !275

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4, !dbg !276
  %12 = load i32, ptr %8, align 4, !dbg !278
  %13 = icmp slt i32 %11, %12, !dbg !279
  br i1 %13, label %14, label %33, !dbg !280

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 4, !dbg !281
  %16 = load i32, ptr %9, align 4, !dbg !282
  %17 = getelementptr inbounds i32, ptr %15, i32 %16, !dbg !281
  %18 = load i32, ptr %17, align 4, !dbg !281
  %19 = load i32, ptr %7, align 4, !dbg !283
  %20 = mul nsw i32 %18, %19, !dbg !284
  %21 = load ptr, ptr %6, align 4, !dbg !285
  %22 = load i32, ptr %9, align 4, !dbg !286
  %23 = getelementptr inbounds i32, ptr %21, i32 %22, !dbg !285
  %24 = load i32, ptr %23, align 4, !dbg !285
  %25 = ashr i32 %24, 1, !dbg !287
  %26 = add nsw i32 %20, %25, !dbg !288
  %27 = load ptr, ptr %5, align 4, !dbg !289
  %28 = load i32, ptr %9, align 4, !dbg !290
  %29 = getelementptr inbounds i32, ptr %27, i32 %28, !dbg !289
  store i32 %26, ptr %29, align 4, !dbg !291
  br label %30, !dbg !289

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4, !dbg !292
  %32 = add nsw i32 %31, 1, !dbg !292
  store i32 %32, ptr %9, align 4, !dbg !292
  br label %10, !dbg !293, !llvm.loop !294

33:                                               ; preds = %10
  ret void, !dbg !296
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !297 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !305, !DIExpression(), !306)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !307, !DIExpression(), !308)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !309, !DIExpression(), !310)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !311, !DIExpression(), !312)
    #dbg_declare(ptr %9, !313, !DIExpression(), !315)
  store i32 0, ptr %9, align 4, !dbg !315
  br label %10, !dbg !316

10:                                               ; preds = %28, %4
  %11 = load i32, ptr %9, align 4, !dbg !317
  %12 = load i32, ptr %8, align 4, !dbg !319
  %13 = icmp slt i32 %11, %12, !dbg !320
  br i1 %13, label %14, label %31, !dbg !321

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !322
  %16 = load ptr, ptr %6, align 4, !dbg !323
  %17 = load i32, ptr %9, align 4, !dbg !324
  %18 = getelementptr inbounds float, ptr %16, i32 %17, !dbg !323
  %19 = load float, ptr %18, align 4, !dbg !323
  %20 = load ptr, ptr %5, align 4, !dbg !325
  %21 = load i32, ptr %9, align 4, !dbg !326
  %22 = getelementptr inbounds float, ptr %20, i32 %21, !dbg !325
  %23 = load float, ptr %22, align 4, !dbg !325
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !327
  %25 = load ptr, ptr %5, align 4, !dbg !328
  %26 = load i32, ptr %9, align 4, !dbg !329
  %27 = getelementptr inbounds float, ptr %25, i32 %26, !dbg !328
  store float %24, ptr %27, align 4, !dbg !330
  br label %28, !dbg !328

28:                                               ; preds = %14
  %29 = load i32, ptr %9, align 4, !dbg !331
  %30 = add nsw i32 %29, 1, !dbg !331
  store i32 %30, ptr %9, align 4, !dbg !331
  br label %10, !dbg !332, !llvm.loop !333

31:                                               ; preds = %10
  ret void, !dbg !335
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #1 !dbg !336 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !339, !DIExpression(), !340)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !341, !DIExpression(), !342)
    #dbg_declare(ptr %5, !343, !DIExpression(), !344)
  store i32 0, ptr %5, align 4, !dbg !344
    #dbg_declare(ptr %6, !345, !DIExpression(), !347)
  store i32 0, ptr %6, align 4, !dbg !347
  br label %7, !dbg !348

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4, !dbg !349
  %9 = load i32, ptr %4, align 4, !dbg !351
  %10 = icmp slt i32 %8, %9, !dbg !352
  br i1 %10, label %11, label %21, !dbg !353

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !354
  %13 = load i32, ptr %6, align 4, !dbg !355
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !354
  %15 = load i32, ptr %14, align 4, !dbg !354
  %16 = load i32, ptr %5, align 4, !dbg !356
  %17 = add nsw i32 %16, %15, !dbg !356
  store i32 %17, ptr %5, align 4, !dbg !356
  br label %18, !dbg !357

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !358
  %20 = add nsw i32 %19, 1, !dbg !358
  store i32 %20, ptr %6, align 4, !dbg !358
  br label %7, !dbg !359, !llvm.loop !360

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4, !dbg !362
  ret i32 %22, !dbg !363
}

; Function Attrs: noinline nounwind optnone ssp
define internal zeroext i8 @clamp_max(ptr noundef %0, i32 noundef %1) #1 !dbg !364 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !367, !DIExpression(), !368)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !369, !DIExpression(), !370)
    #dbg_declare(ptr %5, !371, !DIExpression(), !372)
  store i32 0, ptr %5, align 4, !dbg !372
    #dbg_declare(ptr %6, !373, !DIExpression(), !375)
  store i32 0, ptr %6, align 4, !dbg !375
  br label %7, !dbg !376

7:                                                ; preds = %27, %2
  %8 = load i32, ptr %6, align 4, !dbg !377
  %9 = load i32, ptr %4, align 4, !dbg !379
  %10 = icmp slt i32 %8, %9, !dbg !380
  br i1 %10, label %11, label %30, !dbg !381

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !382
  %13 = load i32, ptr %6, align 4, !dbg !383
  %14 = getelementptr inbounds i32, ptr %12, i32 %13, !dbg !382
  %15 = load i32, ptr %14, align 4, !dbg !382
  %16 = load i32, ptr %5, align 4, !dbg !384
  %17 = icmp sgt i32 %15, %16, !dbg !385
  br i1 %17, label %18, label %23, !dbg !382

18:                                               ; preds = %11
  %19 = load ptr, ptr %3, align 4, !dbg !386
  %20 = load i32, ptr %6, align 4, !dbg !387
  %21 = getelementptr inbounds i32, ptr %19, i32 %20, !dbg !386
  %22 = load i32, ptr %21, align 4, !dbg !386
  br label %25, !dbg !382

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4, !dbg !388
  br label %25, !dbg !382

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !382
  store i32 %26, ptr %5, align 4, !dbg !389
  br label %27, !dbg !390

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4, !dbg !391
  %29 = add nsw i32 %28, 1, !dbg !391
  store i32 %29, ptr %6, align 4, !dbg !391
  br label %7, !dbg !392, !llvm.loop !393

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4, !dbg !395
  %32 = icmp sgt i32 %31, 255, !dbg !396
  br i1 %32, label %33, label %34, !dbg !395

33:                                               ; preds = %30
  br label %36, !dbg !395

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4, !dbg !397
  br label %36, !dbg !395

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !395
  %38 = trunc i32 %37 to i8, !dbg !398
  ret i8 %38, !dbg !399
}

; Function Attrs: noinline nounwind optnone ssp
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !400 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !405, !DIExpression(), !406)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !407, !DIExpression(), !408)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !409, !DIExpression(), !410)
    #dbg_declare(ptr %7, !411, !DIExpression(), !412)
  store double 0.000000e+00, ptr %7, align 8, !dbg !412
    #dbg_declare(ptr %8, !413, !DIExpression(), !415)
  store i32 0, ptr %8, align 4, !dbg !415
  br label %9, !dbg !416

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %8, align 4, !dbg !417
  %11 = load i32, ptr %6, align 4, !dbg !419
  %12 = icmp slt i32 %10, %11, !dbg !420
  br i1 %12, label %13, label %28, !dbg !421

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 4, !dbg !422
  %15 = load i32, ptr %8, align 4, !dbg !423
  %16 = getelementptr inbounds double, ptr %14, i32 %15, !dbg !422
  %17 = load double, ptr %16, align 4, !dbg !422
  %18 = load ptr, ptr %5, align 4, !dbg !424
  %19 = load i32, ptr %8, align 4, !dbg !425
  %20 = getelementptr inbounds float, ptr %18, i32 %19, !dbg !424
  %21 = load float, ptr %20, align 4, !dbg !424
  %22 = fpext float %21 to double, !dbg !426
  %23 = load double, ptr %7, align 8, !dbg !427
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !427
  store double %24, ptr %7, align 8, !dbg !427
  br label %25, !dbg !428

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4, !dbg !429
  %27 = add nsw i32 %26, 1, !dbg !429
  store i32 %27, ptr %8, align 4, !dbg !429
  br label %9, !dbg !430, !llvm.loop !431

28:                                               ; preds = %9
  %29 = load double, ptr %7, align 8, !dbg !433
  ret double %29, !dbg !434
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @popcnt_manual(i32 noundef %0) #1 !dbg !435 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !438, !DIExpression(), !439)
  %3 = load i32, ptr %2, align 4, !dbg !440
  %4 = load i32, ptr %2, align 4, !dbg !441
  %5 = lshr i32 %4, 1, !dbg !442
  %6 = and i32 %5, 1431655765, !dbg !443
  %7 = sub i32 %3, %6, !dbg !444
  store i32 %7, ptr %2, align 4, !dbg !445
  %8 = load i32, ptr %2, align 4, !dbg !446
  %9 = and i32 %8, 858993459, !dbg !447
  %10 = load i32, ptr %2, align 4, !dbg !448
  %11 = lshr i32 %10, 2, !dbg !449
  %12 = and i32 %11, 858993459, !dbg !450
  %13 = add i32 %9, %12, !dbg !451
  store i32 %13, ptr %2, align 4, !dbg !452
  %14 = load i32, ptr %2, align 4, !dbg !453
  %15 = load i32, ptr %2, align 4, !dbg !454
  %16 = lshr i32 %15, 4, !dbg !455
  %17 = add i32 %14, %16, !dbg !456
  %18 = and i32 %17, 252645135, !dbg !457
  store i32 %18, ptr %2, align 4, !dbg !458
  %19 = load i32, ptr %2, align 4, !dbg !459
  %20 = mul i32 %19, 16843009, !dbg !460
  %21 = lshr i32 %20, 24, !dbg !461
  ret i32 %21, !dbg !462
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: noinline nounwind optnone ssp
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #1 !dbg !463 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !467, !DIExpression(), !468)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !469, !DIExpression(), !470)
  %5 = load i64, ptr %3, align 8, !dbg !471
  %6 = load i32, ptr %4, align 4, !dbg !472
  %7 = zext i32 %6 to i64, !dbg !473
  %8 = shl i64 %5, %7, !dbg !473
  %9 = load i64, ptr %3, align 8, !dbg !474
  %10 = load i32, ptr %4, align 4, !dbg !475
  %11 = sub nsw i32 64, %10, !dbg !476
  %12 = zext i32 %11 to i64, !dbg !477
  %13 = lshr i64 %9, %12, !dbg !477
  %14 = or i64 %8, %13, !dbg !478
  ret i64 %14, !dbg !479
}

; Function Attrs: noinline nounwind optnone ssp
define internal ptr @day_name(i32 noundef %0) #1 !dbg !480 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !485, !DIExpression(), !486)
  %4 = load i32, ptr %3, align 4, !dbg !487
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !488

5:                                                ; preds = %1
  store ptr @.str.12, ptr %2, align 4, !dbg !489
  br label %13, !dbg !489

6:                                                ; preds = %1
  store ptr @.str.13, ptr %2, align 4, !dbg !491
  br label %13, !dbg !491

7:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 4, !dbg !492
  br label %13, !dbg !492

8:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 4, !dbg !493
  br label %13, !dbg !493

9:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 4, !dbg !494
  br label %13, !dbg !494

10:                                               ; preds = %1
  store ptr @.str.17, ptr %2, align 4, !dbg !495
  br label %13, !dbg !495

11:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 4, !dbg !496
  br label %13, !dbg !496

12:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 4, !dbg !497
  br label %13, !dbg !497

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 4, !dbg !498
  ret ptr %14, !dbg !498
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @sparse(i32 noundef %0) #1 !dbg !499 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !502, !DIExpression(), !503)
  %4 = load i32, ptr %3, align 4, !dbg !504
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !505

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !506
  br label %15, !dbg !506

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !508
  br label %15, !dbg !508

7:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !509
  br label %15, !dbg !509

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !510
  br label %15, !dbg !510

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !511
  br label %15, !dbg !511

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !512
  %12 = icmp slt i32 %11, 0, !dbg !513
  %13 = zext i1 %12 to i64, !dbg !512
  %14 = select i1 %12, i32 -1, i32 0, !dbg !512
  store i32 %14, ptr %2, align 4, !dbg !514
  br label %15, !dbg !514

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !515
  ret i32 %16, !dbg !515
}

; Function Attrs: noinline nounwind optnone ssp
define internal double @ld_poly(double noundef %0) #1 !dbg !98 {
  %2 = alloca double, align 4
  %3 = alloca double, align 4
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 4
    #dbg_declare(ptr %2, !516, !DIExpression(), !517)
    #dbg_declare(ptr %3, !518, !DIExpression(), !519)
  store double 0.000000e+00, ptr %3, align 4, !dbg !519
    #dbg_declare(ptr %4, !520, !DIExpression(), !522)
  store i32 3, ptr %4, align 4, !dbg !522
  br label %5, !dbg !523

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !524
  %7 = icmp sge i32 %6, 0, !dbg !526
  br i1 %7, label %8, label %18, !dbg !527

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 4, !dbg !528
  %10 = load double, ptr %2, align 4, !dbg !529
  %11 = load i32, ptr %4, align 4, !dbg !530
  %12 = getelementptr inbounds [4 x double], ptr @ld_poly.c, i32 0, i32 %11, !dbg !531
  %13 = load double, ptr %12, align 4, !dbg !531
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13), !dbg !532
  store double %14, ptr %3, align 4, !dbg !533
  br label %15, !dbg !534

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4, !dbg !535
  %17 = add nsw i32 %16, -1, !dbg !535
  store i32 %17, ptr %4, align 4, !dbg !535
  br label %5, !dbg !536, !llvm.loop !537

18:                                               ; preds = %5
  %19 = load double, ptr %3, align 4, !dbg !539
  ret double %19, !dbg !540
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
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
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!105 = !{i32 7, !"Dwarf Version", i32 2}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 1, !"min_enum_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"frame-pointer", i32 2}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !113, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !102)
!113 = !DISubroutineType(types: !114)
!114 = !{!8}
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 102, type: !8)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 102, column: 3)
!117 = !DILocation(line: 102, column: 12, scope: !116)
!118 = !DILocation(line: 102, column: 8, scope: !116)
!119 = !DILocation(line: 102, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 102, column: 3)
!121 = !DILocation(line: 102, column: 21, scope: !120)
!122 = !DILocation(line: 102, column: 3, scope: !116)
!123 = !DILocation(line: 103, column: 13, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 102, column: 31)
!125 = !DILocation(line: 103, column: 15, scope: !124)
!126 = !DILocation(line: 103, column: 19, scope: !124)
!127 = !DILocation(line: 103, column: 8, scope: !124)
!128 = !DILocation(line: 103, column: 5, scope: !124)
!129 = !DILocation(line: 103, column: 11, scope: !124)
!130 = !DILocation(line: 104, column: 14, scope: !124)
!131 = !DILocation(line: 104, column: 16, scope: !124)
!132 = !DILocation(line: 104, column: 21, scope: !124)
!133 = !DILocation(line: 104, column: 8, scope: !124)
!134 = !DILocation(line: 104, column: 5, scope: !124)
!135 = !DILocation(line: 104, column: 11, scope: !124)
!136 = !DILocation(line: 105, column: 20, scope: !124)
!137 = !DILocation(line: 105, column: 13, scope: !124)
!138 = !DILocation(line: 105, column: 22, scope: !124)
!139 = !DILocation(line: 105, column: 8, scope: !124)
!140 = !DILocation(line: 105, column: 5, scope: !124)
!141 = !DILocation(line: 105, column: 11, scope: !124)
!142 = !DILocation(line: 106, column: 8, scope: !124)
!143 = !DILocation(line: 106, column: 5, scope: !124)
!144 = !DILocation(line: 106, column: 11, scope: !124)
!145 = !DILocation(line: 107, column: 20, scope: !124)
!146 = !DILocation(line: 107, column: 22, scope: !124)
!147 = !DILocation(line: 107, column: 19, scope: !124)
!148 = !DILocation(line: 107, column: 17, scope: !124)
!149 = !DILocation(line: 107, column: 8, scope: !124)
!150 = !DILocation(line: 107, column: 5, scope: !124)
!151 = !DILocation(line: 107, column: 11, scope: !124)
!152 = !DILocation(line: 108, column: 3, scope: !124)
!153 = !DILocation(line: 102, column: 26, scope: !120)
!154 = !DILocation(line: 102, column: 3, scope: !120)
!155 = distinct !{!155, !122, !156, !157}
!156 = !DILocation(line: 108, column: 3, scope: !116)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !DILocation(line: 109, column: 3, scope: !112)
!159 = !DILocation(line: 110, column: 3, scope: !112)
!160 = !DILocation(line: 111, column: 29, scope: !112)
!161 = !DILocation(line: 111, column: 46, scope: !112)
!162 = !DILocation(line: 111, column: 3, scope: !112)
!163 = !DILocation(line: 112, column: 36, scope: !112)
!164 = !DILocation(line: 112, column: 44, scope: !112)
!165 = !DILocation(line: 112, column: 3, scope: !112)
!166 = !DILocalVariable(name: "p", scope: !112, file: !3, line: 114, type: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !168)
!168 = !{!169, !170, !171, !173}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !167, file: !3, line: 42, baseType: !5, size: 32)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !167, file: !3, line: 43, baseType: !6, size: 32)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !167, file: !3, line: 44, baseType: !172, size: 32)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !43)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !167, file: !3, line: 45, baseType: !174, size: 32)
!174 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !167, file: !3, line: 45, size: 32, elements: !175)
!175 = !{!176, !177, !178}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !174, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !174, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !174, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!179 = !DILocation(line: 114, column: 13, scope: !112)
!180 = !DILocation(line: 115, column: 7, scope: !112)
!181 = !DILocation(line: 116, column: 59, scope: !112)
!182 = !DILocation(line: 116, column: 69, scope: !112)
!183 = !DILocation(line: 116, column: 82, scope: !112)
!184 = !DILocation(line: 116, column: 94, scope: !112)
!185 = !DILocation(line: 116, column: 100, scope: !112)
!186 = !DILocation(line: 116, column: 3, scope: !112)
!187 = !DILocalVariable(name: "x", scope: !112, file: !3, line: 117, type: !6)
!188 = !DILocation(line: 117, column: 12, scope: !112)
!189 = !DILocation(line: 118, column: 49, scope: !112)
!190 = !DILocation(line: 118, column: 35, scope: !112)
!191 = !DILocation(line: 118, column: 72, scope: !112)
!192 = !DILocation(line: 118, column: 53, scope: !112)
!193 = !DILocation(line: 118, column: 90, scope: !112)
!194 = !DILocation(line: 118, column: 92, scope: !112)
!195 = !DILocation(line: 118, column: 76, scope: !112)
!196 = !DILocation(line: 119, column: 24, scope: !112)
!197 = !DILocation(line: 119, column: 26, scope: !112)
!198 = !DILocation(line: 119, column: 10, scope: !112)
!199 = !DILocation(line: 119, column: 52, scope: !112)
!200 = !DILocation(line: 119, column: 34, scope: !112)
!201 = !DILocation(line: 118, column: 3, scope: !112)
!202 = !DILocation(line: 120, column: 24, scope: !112)
!203 = !DILocation(line: 120, column: 3, scope: !112)
!204 = !DILocation(line: 121, column: 3, scope: !112)
!205 = !DILocalVariable(name: "d", scope: !206, file: !3, line: 123, type: !8)
!206 = distinct !DILexicalBlock(scope: !112, file: !3, line: 123, column: 3)
!207 = !DILocation(line: 123, column: 12, scope: !206)
!208 = !DILocation(line: 123, column: 8, scope: !206)
!209 = !DILocation(line: 123, column: 20, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !3, line: 123, column: 3)
!211 = !DILocation(line: 123, column: 22, scope: !210)
!212 = !DILocation(line: 123, column: 3, scope: !206)
!213 = !DILocation(line: 123, column: 56, scope: !210)
!214 = !DILocation(line: 123, column: 47, scope: !210)
!215 = !DILocation(line: 123, column: 33, scope: !210)
!216 = !DILocation(line: 123, column: 28, scope: !210)
!217 = !DILocation(line: 123, column: 3, scope: !210)
!218 = distinct !{!218, !212, !219, !157}
!219 = !DILocation(line: 123, column: 58, scope: !206)
!220 = !DILocation(line: 124, column: 42, scope: !112)
!221 = !DILocation(line: 124, column: 57, scope: !112)
!222 = !DILocation(line: 124, column: 68, scope: !112)
!223 = !DILocation(line: 124, column: 80, scope: !112)
!224 = !DILocation(line: 125, column: 10, scope: !112)
!225 = !DILocation(line: 125, column: 30, scope: !112)
!226 = !DILocation(line: 124, column: 3, scope: !112)
!227 = !DILocation(line: 134, column: 3, scope: !112)
!228 = !DILocalVariable(name: "ld", scope: !112, file: !3, line: 137, type: !101)
!229 = !DILocation(line: 137, column: 15, scope: !112)
!230 = !DILocation(line: 137, column: 20, scope: !112)
!231 = !DILocation(line: 138, column: 39, scope: !112)
!232 = !DILocation(line: 138, column: 3, scope: !112)
!233 = !DILocalVariable(name: "h", scope: !112, file: !3, line: 141, type: !9)
!234 = !DILocation(line: 141, column: 12, scope: !112)
!235 = !DILocalVariable(name: "h2", scope: !112, file: !3, line: 141, type: !9)
!236 = !DILocation(line: 141, column: 32, scope: !112)
!237 = !DILocalVariable(name: "hs", scope: !112, file: !3, line: 142, type: !9)
!238 = !DILocation(line: 142, column: 12, scope: !112)
!239 = !DILocation(line: 142, column: 17, scope: !112)
!240 = !DILocation(line: 142, column: 24, scope: !112)
!241 = !DILocation(line: 142, column: 21, scope: !112)
!242 = !DILocation(line: 143, column: 33, scope: !112)
!243 = !DILocation(line: 143, column: 25, scope: !112)
!244 = !DILocation(line: 143, column: 3, scope: !112)
!245 = !DILocalVariable(name: "nan", scope: !112, file: !3, line: 147, type: !5)
!246 = !DILocation(line: 147, column: 9, scope: !112)
!247 = !DILocalVariable(name: "inf", scope: !112, file: !3, line: 147, type: !5)
!248 = !DILocation(line: 147, column: 35, scope: !112)
!249 = !DILocation(line: 148, column: 32, scope: !112)
!250 = !DILocation(line: 148, column: 39, scope: !112)
!251 = !DILocation(line: 148, column: 36, scope: !112)
!252 = !DILocation(line: 148, column: 44, scope: !112)
!253 = !DILocation(line: 148, column: 48, scope: !112)
!254 = !DILocation(line: 148, column: 3, scope: !112)
!255 = !DILocation(line: 149, column: 3, scope: !112)
!256 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !257, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !259, !261, !8, !8}
!259 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !260)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!261 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 32)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!264 = !DILocalVariable(name: "dst", arg: 1, scope: !256, file: !3, line: 25, type: !259)
!265 = !DILocation(line: 25, column: 63, scope: !256)
!266 = !DILocalVariable(name: "src", arg: 2, scope: !256, file: !3, line: 25, type: !261)
!267 = !DILocation(line: 25, column: 88, scope: !256)
!268 = !DILocalVariable(name: "k", arg: 3, scope: !256, file: !3, line: 25, type: !8)
!269 = !DILocation(line: 25, column: 97, scope: !256)
!270 = !DILocalVariable(name: "n", arg: 4, scope: !256, file: !3, line: 25, type: !8)
!271 = !DILocation(line: 25, column: 104, scope: !256)
!272 = !DILocalVariable(name: "i", scope: !273, file: !3, line: 26, type: !8)
!273 = distinct !DILexicalBlock(scope: !256, file: !3, line: 26, column: 3)
!274 = !DILocation(line: 26, column: 12, scope: !273)
!275 = !DILocation(line: 26, column: 8, scope: !273)
!276 = !DILocation(line: 26, column: 19, scope: !277)
!277 = distinct !DILexicalBlock(scope: !273, file: !3, line: 26, column: 3)
!278 = !DILocation(line: 26, column: 23, scope: !277)
!279 = !DILocation(line: 26, column: 21, scope: !277)
!280 = !DILocation(line: 26, column: 3, scope: !273)
!281 = !DILocation(line: 26, column: 40, scope: !277)
!282 = !DILocation(line: 26, column: 44, scope: !277)
!283 = !DILocation(line: 26, column: 49, scope: !277)
!284 = !DILocation(line: 26, column: 47, scope: !277)
!285 = !DILocation(line: 26, column: 54, scope: !277)
!286 = !DILocation(line: 26, column: 58, scope: !277)
!287 = !DILocation(line: 26, column: 61, scope: !277)
!288 = !DILocation(line: 26, column: 51, scope: !277)
!289 = !DILocation(line: 26, column: 31, scope: !277)
!290 = !DILocation(line: 26, column: 35, scope: !277)
!291 = !DILocation(line: 26, column: 38, scope: !277)
!292 = !DILocation(line: 26, column: 26, scope: !277)
!293 = !DILocation(line: 26, column: 3, scope: !277)
!294 = distinct !{!294, !280, !295, !157}
!295 = !DILocation(line: 26, column: 65, scope: !273)
!296 = !DILocation(line: 27, column: 1, scope: !256)
!297 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !298, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !300, !302, !5, !8}
!300 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!302 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !303)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 32)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!305 = !DILocalVariable(name: "y", arg: 1, scope: !297, file: !3, line: 21, type: !300)
!306 = !DILocation(line: 21, column: 61, scope: !297)
!307 = !DILocalVariable(name: "x", arg: 2, scope: !297, file: !3, line: 21, type: !302)
!308 = !DILocation(line: 21, column: 86, scope: !297)
!309 = !DILocalVariable(name: "k", arg: 3, scope: !297, file: !3, line: 21, type: !5)
!310 = !DILocation(line: 21, column: 95, scope: !297)
!311 = !DILocalVariable(name: "n", arg: 4, scope: !297, file: !3, line: 21, type: !8)
!312 = !DILocation(line: 21, column: 102, scope: !297)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 22, type: !8)
!314 = distinct !DILexicalBlock(scope: !297, file: !3, line: 22, column: 3)
!315 = !DILocation(line: 22, column: 12, scope: !314)
!316 = !DILocation(line: 22, column: 8, scope: !314)
!317 = !DILocation(line: 22, column: 19, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !3, line: 22, column: 3)
!319 = !DILocation(line: 22, column: 23, scope: !318)
!320 = !DILocation(line: 22, column: 21, scope: !318)
!321 = !DILocation(line: 22, column: 3, scope: !314)
!322 = !DILocation(line: 22, column: 38, scope: !318)
!323 = !DILocation(line: 22, column: 42, scope: !318)
!324 = !DILocation(line: 22, column: 44, scope: !318)
!325 = !DILocation(line: 22, column: 49, scope: !318)
!326 = !DILocation(line: 22, column: 51, scope: !318)
!327 = !DILocation(line: 22, column: 47, scope: !318)
!328 = !DILocation(line: 22, column: 31, scope: !318)
!329 = !DILocation(line: 22, column: 33, scope: !318)
!330 = !DILocation(line: 22, column: 36, scope: !318)
!331 = !DILocation(line: 22, column: 26, scope: !318)
!332 = !DILocation(line: 22, column: 3, scope: !318)
!333 = distinct !{!333, !321, !334, !157}
!334 = !DILocation(line: 22, column: 52, scope: !314)
!335 = !DILocation(line: 23, column: 1, scope: !297)
!336 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !337, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!337 = !DISubroutineType(types: !338)
!338 = !{!8, !262, !8}
!339 = !DILocalVariable(name: "a", arg: 1, scope: !336, file: !3, line: 15, type: !262)
!340 = !DILocation(line: 15, column: 58, scope: !336)
!341 = !DILocalVariable(name: "n", arg: 2, scope: !336, file: !3, line: 15, type: !8)
!342 = !DILocation(line: 15, column: 65, scope: !336)
!343 = !DILocalVariable(name: "s", scope: !336, file: !3, line: 16, type: !8)
!344 = !DILocation(line: 16, column: 7, scope: !336)
!345 = !DILocalVariable(name: "i", scope: !346, file: !3, line: 17, type: !8)
!346 = distinct !DILexicalBlock(scope: !336, file: !3, line: 17, column: 3)
!347 = !DILocation(line: 17, column: 12, scope: !346)
!348 = !DILocation(line: 17, column: 8, scope: !346)
!349 = !DILocation(line: 17, column: 19, scope: !350)
!350 = distinct !DILexicalBlock(scope: !346, file: !3, line: 17, column: 3)
!351 = !DILocation(line: 17, column: 23, scope: !350)
!352 = !DILocation(line: 17, column: 21, scope: !350)
!353 = !DILocation(line: 17, column: 3, scope: !346)
!354 = !DILocation(line: 17, column: 36, scope: !350)
!355 = !DILocation(line: 17, column: 38, scope: !350)
!356 = !DILocation(line: 17, column: 33, scope: !350)
!357 = !DILocation(line: 17, column: 31, scope: !350)
!358 = !DILocation(line: 17, column: 26, scope: !350)
!359 = !DILocation(line: 17, column: 3, scope: !350)
!360 = distinct !{!360, !353, !361, !157}
!361 = !DILocation(line: 17, column: 39, scope: !346)
!362 = !DILocation(line: 18, column: 10, scope: !336)
!363 = !DILocation(line: 18, column: 3, scope: !336)
!364 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !365, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!365 = !DISubroutineType(types: !366)
!366 = !{!10, !262, !8}
!367 = !DILocalVariable(name: "a", arg: 1, scope: !364, file: !3, line: 35, type: !262)
!368 = !DILocation(line: 35, column: 69, scope: !364)
!369 = !DILocalVariable(name: "n", arg: 2, scope: !364, file: !3, line: 35, type: !8)
!370 = !DILocation(line: 35, column: 76, scope: !364)
!371 = !DILocalVariable(name: "m", scope: !364, file: !3, line: 36, type: !8)
!372 = !DILocation(line: 36, column: 7, scope: !364)
!373 = !DILocalVariable(name: "i", scope: !374, file: !3, line: 37, type: !8)
!374 = distinct !DILexicalBlock(scope: !364, file: !3, line: 37, column: 3)
!375 = !DILocation(line: 37, column: 12, scope: !374)
!376 = !DILocation(line: 37, column: 8, scope: !374)
!377 = !DILocation(line: 37, column: 19, scope: !378)
!378 = distinct !DILexicalBlock(scope: !374, file: !3, line: 37, column: 3)
!379 = !DILocation(line: 37, column: 23, scope: !378)
!380 = !DILocation(line: 37, column: 21, scope: !378)
!381 = !DILocation(line: 37, column: 3, scope: !374)
!382 = !DILocation(line: 37, column: 35, scope: !378)
!383 = !DILocation(line: 37, column: 37, scope: !378)
!384 = !DILocation(line: 37, column: 42, scope: !378)
!385 = !DILocation(line: 37, column: 40, scope: !378)
!386 = !DILocation(line: 37, column: 46, scope: !378)
!387 = !DILocation(line: 37, column: 48, scope: !378)
!388 = !DILocation(line: 37, column: 53, scope: !378)
!389 = !DILocation(line: 37, column: 33, scope: !378)
!390 = !DILocation(line: 37, column: 31, scope: !378)
!391 = !DILocation(line: 37, column: 26, scope: !378)
!392 = !DILocation(line: 37, column: 3, scope: !378)
!393 = distinct !{!393, !381, !394, !157}
!394 = !DILocation(line: 37, column: 53, scope: !374)
!395 = !DILocation(line: 38, column: 26, scope: !364)
!396 = !DILocation(line: 38, column: 28, scope: !364)
!397 = !DILocation(line: 38, column: 42, scope: !364)
!398 = !DILocation(line: 38, column: 10, scope: !364)
!399 = !DILocation(line: 38, column: 3, scope: !364)
!400 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !401, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!401 = !DISubroutineType(types: !402)
!402 = !{!7, !403, !303, !8}
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 32)
!404 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!405 = !DILocalVariable(name: "a", arg: 1, scope: !400, file: !3, line: 29, type: !403)
!406 = !DILocation(line: 29, column: 59, scope: !400)
!407 = !DILocalVariable(name: "b", arg: 2, scope: !400, file: !3, line: 29, type: !303)
!408 = !DILocation(line: 29, column: 75, scope: !400)
!409 = !DILocalVariable(name: "n", arg: 3, scope: !400, file: !3, line: 29, type: !8)
!410 = !DILocation(line: 29, column: 82, scope: !400)
!411 = !DILocalVariable(name: "s", scope: !400, file: !3, line: 30, type: !7)
!412 = !DILocation(line: 30, column: 10, scope: !400)
!413 = !DILocalVariable(name: "i", scope: !414, file: !3, line: 31, type: !8)
!414 = distinct !DILexicalBlock(scope: !400, file: !3, line: 31, column: 3)
!415 = !DILocation(line: 31, column: 12, scope: !414)
!416 = !DILocation(line: 31, column: 8, scope: !414)
!417 = !DILocation(line: 31, column: 19, scope: !418)
!418 = distinct !DILexicalBlock(scope: !414, file: !3, line: 31, column: 3)
!419 = !DILocation(line: 31, column: 23, scope: !418)
!420 = !DILocation(line: 31, column: 21, scope: !418)
!421 = !DILocation(line: 31, column: 3, scope: !414)
!422 = !DILocation(line: 31, column: 36, scope: !418)
!423 = !DILocation(line: 31, column: 38, scope: !418)
!424 = !DILocation(line: 31, column: 51, scope: !418)
!425 = !DILocation(line: 31, column: 53, scope: !418)
!426 = !DILocation(line: 31, column: 43, scope: !418)
!427 = !DILocation(line: 31, column: 33, scope: !418)
!428 = !DILocation(line: 31, column: 31, scope: !418)
!429 = !DILocation(line: 31, column: 26, scope: !418)
!430 = !DILocation(line: 31, column: 3, scope: !418)
!431 = distinct !{!431, !421, !432, !157}
!432 = !DILocation(line: 31, column: 54, scope: !414)
!433 = !DILocation(line: 32, column: 10, scope: !400)
!434 = !DILocation(line: 32, column: 3, scope: !400)
!435 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !436, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!436 = !DISubroutineType(types: !437)
!437 = !{!6, !6}
!438 = !DILocalVariable(name: "x", arg: 1, scope: !435, file: !3, line: 48, type: !6)
!439 = !DILocation(line: 48, column: 40, scope: !435)
!440 = !DILocation(line: 49, column: 7, scope: !435)
!441 = !DILocation(line: 49, column: 13, scope: !435)
!442 = !DILocation(line: 49, column: 15, scope: !435)
!443 = !DILocation(line: 49, column: 21, scope: !435)
!444 = !DILocation(line: 49, column: 9, scope: !435)
!445 = !DILocation(line: 49, column: 5, scope: !435)
!446 = !DILocation(line: 50, column: 8, scope: !435)
!447 = !DILocation(line: 50, column: 10, scope: !435)
!448 = !DILocation(line: 50, column: 29, scope: !435)
!449 = !DILocation(line: 50, column: 31, scope: !435)
!450 = !DILocation(line: 50, column: 37, scope: !435)
!451 = !DILocation(line: 50, column: 25, scope: !435)
!452 = !DILocation(line: 50, column: 5, scope: !435)
!453 = !DILocation(line: 51, column: 8, scope: !435)
!454 = !DILocation(line: 51, column: 13, scope: !435)
!455 = !DILocation(line: 51, column: 15, scope: !435)
!456 = !DILocation(line: 51, column: 10, scope: !435)
!457 = !DILocation(line: 51, column: 22, scope: !435)
!458 = !DILocation(line: 51, column: 5, scope: !435)
!459 = !DILocation(line: 52, column: 11, scope: !435)
!460 = !DILocation(line: 52, column: 13, scope: !435)
!461 = !DILocation(line: 52, column: 28, scope: !435)
!462 = !DILocation(line: 52, column: 3, scope: !435)
!463 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !464, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!464 = !DISubroutineType(types: !465)
!465 = !{!466, !466, !8}
!466 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!467 = !DILocalVariable(name: "x", arg: 1, scope: !463, file: !3, line: 55, type: !466)
!468 = !DILocation(line: 55, column: 53, scope: !463)
!469 = !DILocalVariable(name: "r", arg: 2, scope: !463, file: !3, line: 55, type: !8)
!470 = !DILocation(line: 55, column: 60, scope: !463)
!471 = !DILocation(line: 55, column: 73, scope: !463)
!472 = !DILocation(line: 55, column: 78, scope: !463)
!473 = !DILocation(line: 55, column: 75, scope: !463)
!474 = !DILocation(line: 55, column: 84, scope: !463)
!475 = !DILocation(line: 55, column: 95, scope: !463)
!476 = !DILocation(line: 55, column: 93, scope: !463)
!477 = !DILocation(line: 55, column: 86, scope: !463)
!478 = !DILocation(line: 55, column: 81, scope: !463)
!479 = !DILocation(line: 55, column: 65, scope: !463)
!480 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !481, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!481 = !DISubroutineType(types: !482)
!482 = !{!483, !8}
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !484, size: 32)
!484 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!485 = !DILocalVariable(name: "d", arg: 1, scope: !480, file: !3, line: 57, type: !8)
!486 = !DILocation(line: 57, column: 33, scope: !480)
!487 = !DILocation(line: 58, column: 11, scope: !480)
!488 = !DILocation(line: 58, column: 3, scope: !480)
!489 = !DILocation(line: 59, column: 11, scope: !490)
!490 = distinct !DILexicalBlock(scope: !480, file: !3, line: 58, column: 14)
!491 = !DILocation(line: 60, column: 11, scope: !490)
!492 = !DILocation(line: 61, column: 11, scope: !490)
!493 = !DILocation(line: 62, column: 11, scope: !490)
!494 = !DILocation(line: 63, column: 11, scope: !490)
!495 = !DILocation(line: 64, column: 11, scope: !490)
!496 = !DILocation(line: 65, column: 11, scope: !490)
!497 = !DILocation(line: 66, column: 12, scope: !490)
!498 = !DILocation(line: 68, column: 1, scope: !480)
!499 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !500, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !102)
!500 = !DISubroutineType(types: !501)
!501 = !{!8, !8}
!502 = !DILocalVariable(name: "x", arg: 1, scope: !499, file: !3, line: 70, type: !8)
!503 = !DILocation(line: 70, column: 23, scope: !499)
!504 = !DILocation(line: 71, column: 11, scope: !499)
!505 = !DILocation(line: 71, column: 3, scope: !499)
!506 = !DILocation(line: 72, column: 15, scope: !507)
!507 = distinct !DILexicalBlock(scope: !499, file: !3, line: 71, column: 14)
!508 = !DILocation(line: 73, column: 11, scope: !507)
!509 = !DILocation(line: 74, column: 21, scope: !507)
!510 = !DILocation(line: 75, column: 16, scope: !507)
!511 = !DILocation(line: 76, column: 20, scope: !507)
!512 = !DILocation(line: 77, column: 19, scope: !507)
!513 = !DILocation(line: 77, column: 21, scope: !507)
!514 = !DILocation(line: 77, column: 12, scope: !507)
!515 = !DILocation(line: 79, column: 1, scope: !499)
!516 = !DILocalVariable(name: "x", arg: 1, scope: !98, file: !3, line: 94, type: !101)
!517 = !DILocation(line: 94, column: 40, scope: !98)
!518 = !DILocalVariable(name: "r", scope: !98, file: !3, line: 95, type: !101)
!519 = !DILocation(line: 95, column: 15, scope: !98)
!520 = !DILocalVariable(name: "i", scope: !521, file: !3, line: 97, type: !8)
!521 = distinct !DILexicalBlock(scope: !98, file: !3, line: 97, column: 3)
!522 = !DILocation(line: 97, column: 12, scope: !521)
!523 = !DILocation(line: 97, column: 8, scope: !521)
!524 = !DILocation(line: 97, column: 19, scope: !525)
!525 = distinct !DILexicalBlock(scope: !521, file: !3, line: 97, column: 3)
!526 = !DILocation(line: 97, column: 21, scope: !525)
!527 = !DILocation(line: 97, column: 3, scope: !521)
!528 = !DILocation(line: 97, column: 36, scope: !525)
!529 = !DILocation(line: 97, column: 40, scope: !525)
!530 = !DILocation(line: 97, column: 46, scope: !525)
!531 = !DILocation(line: 97, column: 44, scope: !525)
!532 = !DILocation(line: 97, column: 42, scope: !525)
!533 = !DILocation(line: 97, column: 34, scope: !525)
!534 = !DILocation(line: 97, column: 32, scope: !525)
!535 = !DILocation(line: 97, column: 27, scope: !525)
!536 = !DILocation(line: 97, column: 3, scope: !525)
!537 = distinct !{!537, !527, !538, !157}
!538 = !DILocation(line: 97, column: 47, scope: !521)
!539 = !DILocation(line: 98, column: 10, scope: !98)
!540 = !DILocation(line: 98, column: 3, scope: !98)
