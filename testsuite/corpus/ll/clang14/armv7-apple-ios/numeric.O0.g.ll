; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%union.Pun = type { float }
%struct.anon = type { i32 }

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !12
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !17
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !20
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !22
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"u128 unsupported\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 4, !dbg !25

; Function Attrs: noinline optnone ssp
define i32 @main() #0 !dbg !47 {
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
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %2, align 4, !dbg !52
  br label %12, !dbg !53

12:                                               ; preds = %39, %0
  %13 = load i32, i32* %2, align 4, !dbg !54
  %14 = icmp slt i32 %13, 256, !dbg !56
  br i1 %14, label %15, label %42, !dbg !57

15:                                               ; preds = %12
  %16 = load i32, i32* %2, align 4, !dbg !58
  %17 = mul nsw i32 %16, 3, !dbg !60
  %18 = sub nsw i32 %17, 100, !dbg !61
  %19 = load i32, i32* %2, align 4, !dbg !62
  %20 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %19, !dbg !63
  store i32 %18, i32* %20, align 4, !dbg !64
  %21 = load i32, i32* %2, align 4, !dbg !65
  %22 = mul nsw i32 %21, 7, !dbg !66
  %23 = and i32 %22, 63, !dbg !67
  %24 = load i32, i32* %2, align 4, !dbg !68
  %25 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %24, !dbg !69
  store i32 %23, i32* %25, align 4, !dbg !70
  %26 = load i32, i32* %2, align 4, !dbg !71
  %27 = sitofp i32 %26 to float, !dbg !72
  %28 = fmul float %27, 5.000000e-01, !dbg !73
  %29 = load i32, i32* %2, align 4, !dbg !74
  %30 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %29, !dbg !75
  store float %28, float* %30, align 4, !dbg !76
  %31 = load i32, i32* %2, align 4, !dbg !77
  %32 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %31, !dbg !78
  store float 1.000000e+00, float* %32, align 4, !dbg !79
  %33 = load i32, i32* %2, align 4, !dbg !80
  %34 = add nsw i32 %33, 1, !dbg !81
  %35 = sitofp i32 %34 to double, !dbg !82
  %36 = fdiv double 1.000000e+00, %35, !dbg !83
  %37 = load i32, i32* %2, align 4, !dbg !84
  %38 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %37, !dbg !85
  store double %36, double* %38, align 8, !dbg !86
  br label %39, !dbg !87

39:                                               ; preds = %15
  %40 = load i32, i32* %2, align 4, !dbg !88
  %41 = add nsw i32 %40, 1, !dbg !88
  store i32 %41, i32* %2, align 4, !dbg !88
  br label %12, !dbg !89, !llvm.loop !90

42:                                               ; preds = %12
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i32 0, i32 0), i32 noundef 3, i32 noundef 256), !dbg !93
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !94
  %43 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !95
  %44 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !96
  %45 = zext i8 %44 to i32, !dbg !96
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %43, i32 noundef %45), !dbg !97
  %47 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !98
  %48 = fpext float %47 to double, !dbg !98
  %49 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), i32 noundef 256), !dbg !99
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %48, double noundef %49), !dbg !100
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !101, metadata !DIExpression()), !dbg !114
  %51 = bitcast %union.Pun* %3 to float*, !dbg !115
  store float -1.500000e+00, float* %51, align 4, !dbg !116
  %52 = bitcast %union.Pun* %3 to i32*, !dbg !117
  %53 = load i32, i32* %52, align 4, !dbg !117
  %54 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !118
  %55 = bitcast %struct.anon* %54 to i32*, !dbg !119
  %56 = load i32, i32* %55, align 4, !dbg !119
  %57 = lshr i32 %56, 31, !dbg !119
  %58 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !120
  %59 = bitcast %struct.anon* %58 to i32*, !dbg !121
  %60 = load i32, i32* %59, align 4, !dbg !121
  %61 = lshr i32 %60, 23, !dbg !121
  %62 = and i32 %61, 255, !dbg !121
  %63 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !122
  %64 = bitcast %struct.anon* %63 to i32*, !dbg !123
  %65 = load i32, i32* %64, align 4, !dbg !123
  %66 = and i32 %65, 8388607, !dbg !123
  %67 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !124
  %68 = getelementptr inbounds [4 x i8], [4 x i8]* %67, i32 0, i32 0, !dbg !125
  %69 = load i8, i8* %68, align 4, !dbg !125
  %70 = zext i8 %69 to i32, !dbg !125
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef %53, i32 noundef %57, i32 noundef %62, i32 noundef %66, i32 noundef %70), !dbg !126
  call void @llvm.dbg.declare(metadata i32* %4, metadata !127, metadata !DIExpression()), !dbg !128
  store i32 -267534609, i32* %4, align 4, !dbg !128
  %72 = load i32, i32* %4, align 4, !dbg !129
  %73 = call i32 @popcnt_manual(i32 noundef %72), !dbg !130
  %74 = load i32, i32* %4, align 4, !dbg !131
  %75 = call i32 @llvm.ctpop.i32(i32 %74), !dbg !132
  %76 = load i32, i32* %4, align 4, !dbg !133
  %77 = lshr i32 %76, 4, !dbg !134
  %78 = call i32 @llvm.ctlz.i32(i32 %77, i1 false), !dbg !135
  %79 = load i32, i32* %4, align 4, !dbg !136
  %80 = and i32 %79, -2, !dbg !137
  %81 = call i32 @llvm.cttz.i32(i32 %80, i1 false), !dbg !138
  %82 = load i32, i32* %4, align 4, !dbg !139
  %83 = call i32 @llvm.bswap.i32(i32 %82), !dbg !140
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %73, i32 noundef %75, i32 noundef %78, i32 noundef %81, i32 noundef %83), !dbg !141
  %85 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !142
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef %85), !dbg !143
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %5, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 -1, i32* %5, align 4, !dbg !147
  br label %88, !dbg !148

88:                                               ; preds = %95, %42
  %89 = load i32, i32* %5, align 4, !dbg !149
  %90 = icmp sle i32 %89, 7, !dbg !151
  br i1 %90, label %91, label %98, !dbg !152

91:                                               ; preds = %88
  %92 = load i32, i32* %5, align 4, !dbg !153
  %93 = call i8* @day_name(i32 noundef %92), !dbg !154
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef %93), !dbg !155
  br label %95, !dbg !155

95:                                               ; preds = %91
  %96 = load i32, i32* %5, align 4, !dbg !156
  %97 = add nsw i32 %96, 1, !dbg !156
  store i32 %97, i32* %5, align 4, !dbg !156
  br label %88, !dbg !157, !llvm.loop !158

98:                                               ; preds = %88
  %99 = call i32 @sparse(i32 noundef -1000), !dbg !160
  %100 = call i32 @sparse(i32 noundef 7), !dbg !161
  %101 = call i32 @sparse(i32 noundef 78), !dbg !162
  %102 = call i32 @sparse(i32 noundef 100000), !dbg !163
  %103 = call i32 @sparse(i32 noundef 2147483647), !dbg !164
  %104 = call i32 @sparse(i32 noundef -3), !dbg !165
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104), !dbg !166
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0)), !dbg !167
  call void @llvm.dbg.declare(metadata double* %6, metadata !168, metadata !DIExpression()), !dbg !169
  %107 = call double @ld_poly(double noundef 2.500000e-01), !dbg !170
  store double %107, double* %6, align 4, !dbg !169
  %108 = load double, double* %6, align 4, !dbg !171
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), double noundef %108, i32 noundef 8), !dbg !172
  call void @llvm.dbg.declare(metadata half* %7, metadata !173, metadata !DIExpression()), !dbg !174
  store half 0xH3E00, half* %7, align 2, !dbg !174
  call void @llvm.dbg.declare(metadata half* %8, metadata !175, metadata !DIExpression()), !dbg !176
  store half 0xH3400, half* %8, align 2, !dbg !176
  call void @llvm.dbg.declare(metadata half* %9, metadata !177, metadata !DIExpression()), !dbg !178
  %110 = load half, half* %7, align 2, !dbg !179
  %111 = load half, half* %8, align 2, !dbg !180
  %112 = call half @llvm.fmuladd.f16(half %110, half %111, half 0xH4000), !dbg !181
  store half %112, half* %9, align 2, !dbg !178
  %113 = load half, half* %9, align 2, !dbg !182
  %114 = fpext half %113 to double, !dbg !183
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i32 0, i32 0), double noundef %114), !dbg !184
  call void @llvm.dbg.declare(metadata float* %10, metadata !185, metadata !DIExpression()), !dbg !186
  store float 0x7FF8000000000000, float* %10, align 4, !dbg !186
  call void @llvm.dbg.declare(metadata float* %11, metadata !187, metadata !DIExpression()), !dbg !188
  store float 0x7FF0000000000000, float* %11, align 4, !dbg !188
  %116 = load float, float* %10, align 4, !dbg !189
  %117 = load float, float* %10, align 4, !dbg !190
  %118 = fcmp une float %116, %117, !dbg !191
  %119 = zext i1 %118 to i32, !dbg !191
  %120 = load float, float* %11, align 4, !dbg !192
  %121 = fcmp ogt float %120, 0x47D2CED320000000, !dbg !193
  %122 = zext i1 %121 to i32, !dbg !193
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %119, i32 noundef %122, i32 noundef 1), !dbg !194
  ret i32 0, !dbg !195
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone ssp
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !196 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  call void @llvm.dbg.declare(metadata i32** %5, metadata !204, metadata !DIExpression()), !dbg !205
  store i32* %1, i32** %6, align 4
  call void @llvm.dbg.declare(metadata i32** %6, metadata !206, metadata !DIExpression()), !dbg !207
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !208, metadata !DIExpression()), !dbg !209
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !210, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.declare(metadata i32* %9, metadata !212, metadata !DIExpression()), !dbg !214
  store i32 0, i32* %9, align 4, !dbg !214
  br label %10, !dbg !215

10:                                               ; preds = %30, %4
  %11 = load i32, i32* %9, align 4, !dbg !216
  %12 = load i32, i32* %8, align 4, !dbg !218
  %13 = icmp slt i32 %11, %12, !dbg !219
  br i1 %13, label %14, label %33, !dbg !220

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 4, !dbg !221
  %16 = load i32, i32* %9, align 4, !dbg !222
  %17 = getelementptr inbounds i32, i32* %15, i32 %16, !dbg !221
  %18 = load i32, i32* %17, align 4, !dbg !221
  %19 = load i32, i32* %7, align 4, !dbg !223
  %20 = mul nsw i32 %18, %19, !dbg !224
  %21 = load i32*, i32** %6, align 4, !dbg !225
  %22 = load i32, i32* %9, align 4, !dbg !226
  %23 = getelementptr inbounds i32, i32* %21, i32 %22, !dbg !225
  %24 = load i32, i32* %23, align 4, !dbg !225
  %25 = ashr i32 %24, 1, !dbg !227
  %26 = add nsw i32 %20, %25, !dbg !228
  %27 = load i32*, i32** %5, align 4, !dbg !229
  %28 = load i32, i32* %9, align 4, !dbg !230
  %29 = getelementptr inbounds i32, i32* %27, i32 %28, !dbg !229
  store i32 %26, i32* %29, align 4, !dbg !231
  br label %30, !dbg !229

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4, !dbg !232
  %32 = add nsw i32 %31, 1, !dbg !232
  store i32 %32, i32* %9, align 4, !dbg !232
  br label %10, !dbg !233, !llvm.loop !234

33:                                               ; preds = %10
  ret void, !dbg !236
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !237 {
  %5 = alloca float*, align 4
  %6 = alloca float*, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !245, metadata !DIExpression()), !dbg !246
  store float* %1, float** %6, align 4
  call void @llvm.dbg.declare(metadata float** %6, metadata !247, metadata !DIExpression()), !dbg !248
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !249, metadata !DIExpression()), !dbg !250
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !251, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.declare(metadata i32* %9, metadata !253, metadata !DIExpression()), !dbg !255
  store i32 0, i32* %9, align 4, !dbg !255
  br label %10, !dbg !256

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4, !dbg !257
  %12 = load i32, i32* %8, align 4, !dbg !259
  %13 = icmp slt i32 %11, %12, !dbg !260
  br i1 %13, label %14, label %31, !dbg !261

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !262
  %16 = load float*, float** %6, align 4, !dbg !263
  %17 = load i32, i32* %9, align 4, !dbg !264
  %18 = getelementptr inbounds float, float* %16, i32 %17, !dbg !263
  %19 = load float, float* %18, align 4, !dbg !263
  %20 = load float*, float** %5, align 4, !dbg !265
  %21 = load i32, i32* %9, align 4, !dbg !266
  %22 = getelementptr inbounds float, float* %20, i32 %21, !dbg !265
  %23 = load float, float* %22, align 4, !dbg !265
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !267
  %25 = load float*, float** %5, align 4, !dbg !268
  %26 = load i32, i32* %9, align 4, !dbg !269
  %27 = getelementptr inbounds float, float* %25, i32 %26, !dbg !268
  store float %24, float* %27, align 4, !dbg !270
  br label %28, !dbg !268

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4, !dbg !271
  %30 = add nsw i32 %29, 1, !dbg !271
  store i32 %30, i32* %9, align 4, !dbg !271
  br label %10, !dbg !272, !llvm.loop !273

31:                                               ; preds = %10
  ret void, !dbg !275
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !276 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !279, metadata !DIExpression()), !dbg !280
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !281, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.declare(metadata i32* %5, metadata !283, metadata !DIExpression()), !dbg !284
  store i32 0, i32* %5, align 4, !dbg !284
  call void @llvm.dbg.declare(metadata i32* %6, metadata !285, metadata !DIExpression()), !dbg !287
  store i32 0, i32* %6, align 4, !dbg !287
  br label %7, !dbg !288

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4, !dbg !289
  %9 = load i32, i32* %4, align 4, !dbg !291
  %10 = icmp slt i32 %8, %9, !dbg !292
  br i1 %10, label %11, label %21, !dbg !293

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !294
  %13 = load i32, i32* %6, align 4, !dbg !295
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !294
  %15 = load i32, i32* %14, align 4, !dbg !294
  %16 = load i32, i32* %5, align 4, !dbg !296
  %17 = add nsw i32 %16, %15, !dbg !296
  store i32 %17, i32* %5, align 4, !dbg !296
  br label %18, !dbg !297

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4, !dbg !298
  %20 = add nsw i32 %19, 1, !dbg !298
  store i32 %20, i32* %6, align 4, !dbg !298
  br label %7, !dbg !299, !llvm.loop !300

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4, !dbg !302
  ret i32 %22, !dbg !303
}

; Function Attrs: noinline nounwind optnone ssp
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !304 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !307, metadata !DIExpression()), !dbg !308
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !309, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.declare(metadata i32* %5, metadata !311, metadata !DIExpression()), !dbg !312
  store i32 0, i32* %5, align 4, !dbg !312
  call void @llvm.dbg.declare(metadata i32* %6, metadata !313, metadata !DIExpression()), !dbg !315
  store i32 0, i32* %6, align 4, !dbg !315
  br label %7, !dbg !316

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4, !dbg !317
  %9 = load i32, i32* %4, align 4, !dbg !319
  %10 = icmp slt i32 %8, %9, !dbg !320
  br i1 %10, label %11, label %30, !dbg !321

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !322
  %13 = load i32, i32* %6, align 4, !dbg !323
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !322
  %15 = load i32, i32* %14, align 4, !dbg !322
  %16 = load i32, i32* %5, align 4, !dbg !324
  %17 = icmp sgt i32 %15, %16, !dbg !325
  br i1 %17, label %18, label %23, !dbg !322

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4, !dbg !326
  %20 = load i32, i32* %6, align 4, !dbg !327
  %21 = getelementptr inbounds i32, i32* %19, i32 %20, !dbg !326
  %22 = load i32, i32* %21, align 4, !dbg !326
  br label %25, !dbg !322

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4, !dbg !328
  br label %25, !dbg !322

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !322
  store i32 %26, i32* %5, align 4, !dbg !329
  br label %27, !dbg !330

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4, !dbg !331
  %29 = add nsw i32 %28, 1, !dbg !331
  store i32 %29, i32* %6, align 4, !dbg !331
  br label %7, !dbg !332, !llvm.loop !333

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4, !dbg !335
  %32 = icmp sgt i32 %31, 255, !dbg !336
  br i1 %32, label %33, label %34, !dbg !335

33:                                               ; preds = %30
  br label %36, !dbg !335

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4, !dbg !337
  br label %36, !dbg !335

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !335
  %38 = trunc i32 %37 to i8, !dbg !338
  ret i8 %38, !dbg !339
}

; Function Attrs: noinline nounwind optnone ssp
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !340 {
  %4 = alloca double*, align 4
  %5 = alloca float*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  call void @llvm.dbg.declare(metadata double** %4, metadata !345, metadata !DIExpression()), !dbg !346
  store float* %1, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !347, metadata !DIExpression()), !dbg !348
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !349, metadata !DIExpression()), !dbg !350
  call void @llvm.dbg.declare(metadata double* %7, metadata !351, metadata !DIExpression()), !dbg !352
  store double 0.000000e+00, double* %7, align 8, !dbg !352
  call void @llvm.dbg.declare(metadata i32* %8, metadata !353, metadata !DIExpression()), !dbg !355
  store i32 0, i32* %8, align 4, !dbg !355
  br label %9, !dbg !356

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4, !dbg !357
  %11 = load i32, i32* %6, align 4, !dbg !359
  %12 = icmp slt i32 %10, %11, !dbg !360
  br i1 %12, label %13, label %28, !dbg !361

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4, !dbg !362
  %15 = load i32, i32* %8, align 4, !dbg !363
  %16 = getelementptr inbounds double, double* %14, i32 %15, !dbg !362
  %17 = load double, double* %16, align 4, !dbg !362
  %18 = load float*, float** %5, align 4, !dbg !364
  %19 = load i32, i32* %8, align 4, !dbg !365
  %20 = getelementptr inbounds float, float* %18, i32 %19, !dbg !364
  %21 = load float, float* %20, align 4, !dbg !364
  %22 = fpext float %21 to double, !dbg !366
  %23 = load double, double* %7, align 8, !dbg !367
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !367
  store double %24, double* %7, align 8, !dbg !367
  br label %25, !dbg !368

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4, !dbg !369
  %27 = add nsw i32 %26, 1, !dbg !369
  store i32 %27, i32* %8, align 4, !dbg !369
  br label %9, !dbg !370, !llvm.loop !371

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8, !dbg !373
  ret double %29, !dbg !374
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !375 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !378, metadata !DIExpression()), !dbg !379
  %3 = load i32, i32* %2, align 4, !dbg !380
  %4 = load i32, i32* %2, align 4, !dbg !381
  %5 = lshr i32 %4, 1, !dbg !382
  %6 = and i32 %5, 1431655765, !dbg !383
  %7 = sub i32 %3, %6, !dbg !384
  store i32 %7, i32* %2, align 4, !dbg !385
  %8 = load i32, i32* %2, align 4, !dbg !386
  %9 = and i32 %8, 858993459, !dbg !387
  %10 = load i32, i32* %2, align 4, !dbg !388
  %11 = lshr i32 %10, 2, !dbg !389
  %12 = and i32 %11, 858993459, !dbg !390
  %13 = add i32 %9, %12, !dbg !391
  store i32 %13, i32* %2, align 4, !dbg !392
  %14 = load i32, i32* %2, align 4, !dbg !393
  %15 = load i32, i32* %2, align 4, !dbg !394
  %16 = lshr i32 %15, 4, !dbg !395
  %17 = add i32 %14, %16, !dbg !396
  %18 = and i32 %17, 252645135, !dbg !397
  store i32 %18, i32* %2, align 4, !dbg !398
  %19 = load i32, i32* %2, align 4, !dbg !399
  %20 = mul i32 %19, 16843009, !dbg !400
  %21 = lshr i32 %20, 24, !dbg !401
  ret i32 %21, !dbg !402
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone ssp
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !403 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !407, metadata !DIExpression()), !dbg !408
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !409, metadata !DIExpression()), !dbg !410
  %5 = load i64, i64* %3, align 8, !dbg !411
  %6 = load i32, i32* %4, align 4, !dbg !412
  %7 = zext i32 %6 to i64, !dbg !413
  %8 = shl i64 %5, %7, !dbg !413
  %9 = load i64, i64* %3, align 8, !dbg !414
  %10 = load i32, i32* %4, align 4, !dbg !415
  %11 = sub nsw i32 64, %10, !dbg !416
  %12 = zext i32 %11 to i64, !dbg !417
  %13 = lshr i64 %9, %12, !dbg !417
  %14 = or i64 %8, %13, !dbg !418
  ret i64 %14, !dbg !419
}

; Function Attrs: noinline nounwind optnone ssp
define internal i8* @day_name(i32 noundef %0) #2 !dbg !420 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !426, metadata !DIExpression()), !dbg !427
  %4 = load i32, i32* %3, align 4, !dbg !428
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !429

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8** %2, align 4, !dbg !430
  br label %13, !dbg !430

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8** %2, align 4, !dbg !432
  br label %13, !dbg !432

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8** %2, align 4, !dbg !433
  br label %13, !dbg !433

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8** %2, align 4, !dbg !434
  br label %13, !dbg !434

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4, !dbg !435
  br label %13, !dbg !435

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8** %2, align 4, !dbg !436
  br label %13, !dbg !436

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i8** %2, align 4, !dbg !437
  br label %13, !dbg !437

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i8** %2, align 4, !dbg !438
  br label %13, !dbg !438

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 4, !dbg !439
  ret i8* %14, !dbg !439
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @sparse(i32 noundef %0) #2 !dbg !440 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !443, metadata !DIExpression()), !dbg !444
  %4 = load i32, i32* %3, align 4, !dbg !445
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !446

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !447
  br label %15, !dbg !447

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !449
  br label %15, !dbg !449

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !450
  br label %15, !dbg !450

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !451
  br label %15, !dbg !451

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !452
  br label %15, !dbg !452

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !453
  %12 = icmp slt i32 %11, 0, !dbg !454
  %13 = zext i1 %12 to i64, !dbg !453
  %14 = select i1 %12, i32 -1, i32 0, !dbg !453
  store i32 %14, i32* %2, align 4, !dbg !455
  br label %15, !dbg !455

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !456
  ret i32 %16, !dbg !456
}

; Function Attrs: noinline nounwind optnone ssp
define internal double @ld_poly(double noundef %0) #2 !dbg !27 {
  %2 = alloca double, align 4
  %3 = alloca double, align 4
  %4 = alloca i32, align 4
  store double %0, double* %2, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !457, metadata !DIExpression()), !dbg !458
  call void @llvm.dbg.declare(metadata double* %3, metadata !459, metadata !DIExpression()), !dbg !460
  store double 0.000000e+00, double* %3, align 4, !dbg !460
  call void @llvm.dbg.declare(metadata i32* %4, metadata !461, metadata !DIExpression()), !dbg !463
  store i32 3, i32* %4, align 4, !dbg !463
  br label %5, !dbg !464

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !465
  %7 = icmp sge i32 %6, 0, !dbg !467
  br i1 %7, label %8, label %18, !dbg !468

8:                                                ; preds = %5
  %9 = load double, double* %3, align 4, !dbg !469
  %10 = load double, double* %2, align 4, !dbg !470
  %11 = load i32, i32* %4, align 4, !dbg !471
  %12 = getelementptr inbounds [4 x double], [4 x double]* @ld_poly.c, i32 0, i32 %11, !dbg !472
  %13 = load double, double* %12, align 4, !dbg !472
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13), !dbg !473
  store double %14, double* %3, align 4, !dbg !474
  br label %15, !dbg !475

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4, !dbg !476
  %17 = add nsw i32 %16, -1, !dbg !476
  store i32 %17, i32* %4, align 4, !dbg !476
  br label %5, !dbg !477, !llvm.loop !478

18:                                               ; preds = %5
  %19 = load double, double* %3, align 4, !dbg !480
  ret double %19, !dbg !481
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare half @llvm.fmuladd.f16(half, half, half) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{!0, !12, !17, !20, !22, !25}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 256)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !15)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !19, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !15)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "c", scope: !27, file: !3, line: 96, type: !32, isLocal: true, isDefinition: true)
!27 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !28, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !30}
!30 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!31 = !{}
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!34 = !{!35}
!35 = !DISubrange(count: 4)
!36 = !{i32 7, !"Dwarf Version", i32 2}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 1, !"min_enum_size", i32 4}
!40 = !{i32 1, !"branch-target-enforcement", i32 0}
!41 = !{i32 1, !"sign-return-address", i32 0}
!42 = !{i32 1, !"sign-return-address-all", i32 0}
!43 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!44 = !{i32 7, !"PIC Level", i32 2}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !48, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!48 = !DISubroutineType(types: !49)
!49 = !{!8}
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 102, type: !8)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 102, column: 3)
!52 = !DILocation(line: 102, column: 12, scope: !51)
!53 = !DILocation(line: 102, column: 8, scope: !51)
!54 = !DILocation(line: 102, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 102, column: 3)
!56 = !DILocation(line: 102, column: 21, scope: !55)
!57 = !DILocation(line: 102, column: 3, scope: !51)
!58 = !DILocation(line: 103, column: 13, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 102, column: 31)
!60 = !DILocation(line: 103, column: 15, scope: !59)
!61 = !DILocation(line: 103, column: 19, scope: !59)
!62 = !DILocation(line: 103, column: 8, scope: !59)
!63 = !DILocation(line: 103, column: 5, scope: !59)
!64 = !DILocation(line: 103, column: 11, scope: !59)
!65 = !DILocation(line: 104, column: 14, scope: !59)
!66 = !DILocation(line: 104, column: 16, scope: !59)
!67 = !DILocation(line: 104, column: 21, scope: !59)
!68 = !DILocation(line: 104, column: 8, scope: !59)
!69 = !DILocation(line: 104, column: 5, scope: !59)
!70 = !DILocation(line: 104, column: 11, scope: !59)
!71 = !DILocation(line: 105, column: 20, scope: !59)
!72 = !DILocation(line: 105, column: 13, scope: !59)
!73 = !DILocation(line: 105, column: 22, scope: !59)
!74 = !DILocation(line: 105, column: 8, scope: !59)
!75 = !DILocation(line: 105, column: 5, scope: !59)
!76 = !DILocation(line: 105, column: 11, scope: !59)
!77 = !DILocation(line: 106, column: 8, scope: !59)
!78 = !DILocation(line: 106, column: 5, scope: !59)
!79 = !DILocation(line: 106, column: 11, scope: !59)
!80 = !DILocation(line: 107, column: 20, scope: !59)
!81 = !DILocation(line: 107, column: 22, scope: !59)
!82 = !DILocation(line: 107, column: 19, scope: !59)
!83 = !DILocation(line: 107, column: 17, scope: !59)
!84 = !DILocation(line: 107, column: 8, scope: !59)
!85 = !DILocation(line: 107, column: 5, scope: !59)
!86 = !DILocation(line: 107, column: 11, scope: !59)
!87 = !DILocation(line: 108, column: 3, scope: !59)
!88 = !DILocation(line: 102, column: 26, scope: !55)
!89 = !DILocation(line: 102, column: 3, scope: !55)
!90 = distinct !{!90, !57, !91, !92}
!91 = !DILocation(line: 108, column: 3, scope: !51)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 109, column: 3, scope: !47)
!94 = !DILocation(line: 110, column: 3, scope: !47)
!95 = !DILocation(line: 111, column: 29, scope: !47)
!96 = !DILocation(line: 111, column: 46, scope: !47)
!97 = !DILocation(line: 111, column: 3, scope: !47)
!98 = !DILocation(line: 112, column: 36, scope: !47)
!99 = !DILocation(line: 112, column: 44, scope: !47)
!100 = !DILocation(line: 112, column: 3, scope: !47)
!101 = !DILocalVariable(name: "p", scope: !47, file: !3, line: 114, type: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !103)
!103 = !{!104, !105, !106, !108}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !102, file: !3, line: 42, baseType: !5, size: 32)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !102, file: !3, line: 43, baseType: !6, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !102, file: !3, line: 44, baseType: !107, size: 32)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !34)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !102, file: !3, line: 45, baseType: !109, size: 32)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !102, file: !3, line: 45, size: 32, elements: !110)
!110 = !{!111, !112, !113}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !109, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !109, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !109, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!114 = !DILocation(line: 114, column: 13, scope: !47)
!115 = !DILocation(line: 115, column: 5, scope: !47)
!116 = !DILocation(line: 115, column: 7, scope: !47)
!117 = !DILocation(line: 116, column: 59, scope: !47)
!118 = !DILocation(line: 116, column: 64, scope: !47)
!119 = !DILocation(line: 116, column: 69, scope: !47)
!120 = !DILocation(line: 116, column: 77, scope: !47)
!121 = !DILocation(line: 116, column: 82, scope: !47)
!122 = !DILocation(line: 116, column: 89, scope: !47)
!123 = !DILocation(line: 116, column: 94, scope: !47)
!124 = !DILocation(line: 116, column: 102, scope: !47)
!125 = !DILocation(line: 116, column: 100, scope: !47)
!126 = !DILocation(line: 116, column: 3, scope: !47)
!127 = !DILocalVariable(name: "x", scope: !47, file: !3, line: 117, type: !6)
!128 = !DILocation(line: 117, column: 12, scope: !47)
!129 = !DILocation(line: 118, column: 49, scope: !47)
!130 = !DILocation(line: 118, column: 35, scope: !47)
!131 = !DILocation(line: 118, column: 72, scope: !47)
!132 = !DILocation(line: 118, column: 53, scope: !47)
!133 = !DILocation(line: 118, column: 90, scope: !47)
!134 = !DILocation(line: 118, column: 92, scope: !47)
!135 = !DILocation(line: 118, column: 76, scope: !47)
!136 = !DILocation(line: 119, column: 24, scope: !47)
!137 = !DILocation(line: 119, column: 26, scope: !47)
!138 = !DILocation(line: 119, column: 10, scope: !47)
!139 = !DILocation(line: 119, column: 52, scope: !47)
!140 = !DILocation(line: 119, column: 34, scope: !47)
!141 = !DILocation(line: 118, column: 3, scope: !47)
!142 = !DILocation(line: 120, column: 24, scope: !47)
!143 = !DILocation(line: 120, column: 3, scope: !47)
!144 = !DILocation(line: 121, column: 3, scope: !47)
!145 = !DILocalVariable(name: "d", scope: !146, file: !3, line: 123, type: !8)
!146 = distinct !DILexicalBlock(scope: !47, file: !3, line: 123, column: 3)
!147 = !DILocation(line: 123, column: 12, scope: !146)
!148 = !DILocation(line: 123, column: 8, scope: !146)
!149 = !DILocation(line: 123, column: 20, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 123, column: 3)
!151 = !DILocation(line: 123, column: 22, scope: !150)
!152 = !DILocation(line: 123, column: 3, scope: !146)
!153 = !DILocation(line: 123, column: 56, scope: !150)
!154 = !DILocation(line: 123, column: 47, scope: !150)
!155 = !DILocation(line: 123, column: 33, scope: !150)
!156 = !DILocation(line: 123, column: 28, scope: !150)
!157 = !DILocation(line: 123, column: 3, scope: !150)
!158 = distinct !{!158, !152, !159, !92}
!159 = !DILocation(line: 123, column: 58, scope: !146)
!160 = !DILocation(line: 124, column: 42, scope: !47)
!161 = !DILocation(line: 124, column: 57, scope: !47)
!162 = !DILocation(line: 124, column: 68, scope: !47)
!163 = !DILocation(line: 124, column: 80, scope: !47)
!164 = !DILocation(line: 125, column: 10, scope: !47)
!165 = !DILocation(line: 125, column: 30, scope: !47)
!166 = !DILocation(line: 124, column: 3, scope: !47)
!167 = !DILocation(line: 134, column: 3, scope: !47)
!168 = !DILocalVariable(name: "ld", scope: !47, file: !3, line: 137, type: !30)
!169 = !DILocation(line: 137, column: 15, scope: !47)
!170 = !DILocation(line: 137, column: 20, scope: !47)
!171 = !DILocation(line: 138, column: 39, scope: !47)
!172 = !DILocation(line: 138, column: 3, scope: !47)
!173 = !DILocalVariable(name: "h", scope: !47, file: !3, line: 141, type: !9)
!174 = !DILocation(line: 141, column: 12, scope: !47)
!175 = !DILocalVariable(name: "h2", scope: !47, file: !3, line: 141, type: !9)
!176 = !DILocation(line: 141, column: 32, scope: !47)
!177 = !DILocalVariable(name: "hs", scope: !47, file: !3, line: 142, type: !9)
!178 = !DILocation(line: 142, column: 12, scope: !47)
!179 = !DILocation(line: 142, column: 17, scope: !47)
!180 = !DILocation(line: 142, column: 21, scope: !47)
!181 = !DILocation(line: 142, column: 24, scope: !47)
!182 = !DILocation(line: 143, column: 33, scope: !47)
!183 = !DILocation(line: 143, column: 25, scope: !47)
!184 = !DILocation(line: 143, column: 3, scope: !47)
!185 = !DILocalVariable(name: "nan", scope: !47, file: !3, line: 147, type: !5)
!186 = !DILocation(line: 147, column: 9, scope: !47)
!187 = !DILocalVariable(name: "inf", scope: !47, file: !3, line: 147, type: !5)
!188 = !DILocation(line: 147, column: 35, scope: !47)
!189 = !DILocation(line: 148, column: 32, scope: !47)
!190 = !DILocation(line: 148, column: 39, scope: !47)
!191 = !DILocation(line: 148, column: 36, scope: !47)
!192 = !DILocation(line: 148, column: 44, scope: !47)
!193 = !DILocation(line: 148, column: 48, scope: !47)
!194 = !DILocation(line: 148, column: 3, scope: !47)
!195 = !DILocation(line: 149, column: 3, scope: !47)
!196 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !197, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199, !201, !8, !8}
!199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!201 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 32)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!204 = !DILocalVariable(name: "dst", arg: 1, scope: !196, file: !3, line: 25, type: !199)
!205 = !DILocation(line: 25, column: 63, scope: !196)
!206 = !DILocalVariable(name: "src", arg: 2, scope: !196, file: !3, line: 25, type: !201)
!207 = !DILocation(line: 25, column: 88, scope: !196)
!208 = !DILocalVariable(name: "k", arg: 3, scope: !196, file: !3, line: 25, type: !8)
!209 = !DILocation(line: 25, column: 97, scope: !196)
!210 = !DILocalVariable(name: "n", arg: 4, scope: !196, file: !3, line: 25, type: !8)
!211 = !DILocation(line: 25, column: 104, scope: !196)
!212 = !DILocalVariable(name: "i", scope: !213, file: !3, line: 26, type: !8)
!213 = distinct !DILexicalBlock(scope: !196, file: !3, line: 26, column: 3)
!214 = !DILocation(line: 26, column: 12, scope: !213)
!215 = !DILocation(line: 26, column: 8, scope: !213)
!216 = !DILocation(line: 26, column: 19, scope: !217)
!217 = distinct !DILexicalBlock(scope: !213, file: !3, line: 26, column: 3)
!218 = !DILocation(line: 26, column: 23, scope: !217)
!219 = !DILocation(line: 26, column: 21, scope: !217)
!220 = !DILocation(line: 26, column: 3, scope: !213)
!221 = !DILocation(line: 26, column: 40, scope: !217)
!222 = !DILocation(line: 26, column: 44, scope: !217)
!223 = !DILocation(line: 26, column: 49, scope: !217)
!224 = !DILocation(line: 26, column: 47, scope: !217)
!225 = !DILocation(line: 26, column: 54, scope: !217)
!226 = !DILocation(line: 26, column: 58, scope: !217)
!227 = !DILocation(line: 26, column: 61, scope: !217)
!228 = !DILocation(line: 26, column: 51, scope: !217)
!229 = !DILocation(line: 26, column: 31, scope: !217)
!230 = !DILocation(line: 26, column: 35, scope: !217)
!231 = !DILocation(line: 26, column: 38, scope: !217)
!232 = !DILocation(line: 26, column: 26, scope: !217)
!233 = !DILocation(line: 26, column: 3, scope: !217)
!234 = distinct !{!234, !220, !235, !92}
!235 = !DILocation(line: 26, column: 65, scope: !213)
!236 = !DILocation(line: 27, column: 1, scope: !196)
!237 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !238, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !240, !242, !5, !8}
!240 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!242 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 32)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!245 = !DILocalVariable(name: "y", arg: 1, scope: !237, file: !3, line: 21, type: !240)
!246 = !DILocation(line: 21, column: 61, scope: !237)
!247 = !DILocalVariable(name: "x", arg: 2, scope: !237, file: !3, line: 21, type: !242)
!248 = !DILocation(line: 21, column: 86, scope: !237)
!249 = !DILocalVariable(name: "k", arg: 3, scope: !237, file: !3, line: 21, type: !5)
!250 = !DILocation(line: 21, column: 95, scope: !237)
!251 = !DILocalVariable(name: "n", arg: 4, scope: !237, file: !3, line: 21, type: !8)
!252 = !DILocation(line: 21, column: 102, scope: !237)
!253 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 22, type: !8)
!254 = distinct !DILexicalBlock(scope: !237, file: !3, line: 22, column: 3)
!255 = !DILocation(line: 22, column: 12, scope: !254)
!256 = !DILocation(line: 22, column: 8, scope: !254)
!257 = !DILocation(line: 22, column: 19, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !3, line: 22, column: 3)
!259 = !DILocation(line: 22, column: 23, scope: !258)
!260 = !DILocation(line: 22, column: 21, scope: !258)
!261 = !DILocation(line: 22, column: 3, scope: !254)
!262 = !DILocation(line: 22, column: 38, scope: !258)
!263 = !DILocation(line: 22, column: 42, scope: !258)
!264 = !DILocation(line: 22, column: 44, scope: !258)
!265 = !DILocation(line: 22, column: 49, scope: !258)
!266 = !DILocation(line: 22, column: 51, scope: !258)
!267 = !DILocation(line: 22, column: 47, scope: !258)
!268 = !DILocation(line: 22, column: 31, scope: !258)
!269 = !DILocation(line: 22, column: 33, scope: !258)
!270 = !DILocation(line: 22, column: 36, scope: !258)
!271 = !DILocation(line: 22, column: 26, scope: !258)
!272 = !DILocation(line: 22, column: 3, scope: !258)
!273 = distinct !{!273, !261, !274, !92}
!274 = !DILocation(line: 22, column: 52, scope: !254)
!275 = !DILocation(line: 23, column: 1, scope: !237)
!276 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !277, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!277 = !DISubroutineType(types: !278)
!278 = !{!8, !202, !8}
!279 = !DILocalVariable(name: "a", arg: 1, scope: !276, file: !3, line: 15, type: !202)
!280 = !DILocation(line: 15, column: 58, scope: !276)
!281 = !DILocalVariable(name: "n", arg: 2, scope: !276, file: !3, line: 15, type: !8)
!282 = !DILocation(line: 15, column: 65, scope: !276)
!283 = !DILocalVariable(name: "s", scope: !276, file: !3, line: 16, type: !8)
!284 = !DILocation(line: 16, column: 7, scope: !276)
!285 = !DILocalVariable(name: "i", scope: !286, file: !3, line: 17, type: !8)
!286 = distinct !DILexicalBlock(scope: !276, file: !3, line: 17, column: 3)
!287 = !DILocation(line: 17, column: 12, scope: !286)
!288 = !DILocation(line: 17, column: 8, scope: !286)
!289 = !DILocation(line: 17, column: 19, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !3, line: 17, column: 3)
!291 = !DILocation(line: 17, column: 23, scope: !290)
!292 = !DILocation(line: 17, column: 21, scope: !290)
!293 = !DILocation(line: 17, column: 3, scope: !286)
!294 = !DILocation(line: 17, column: 36, scope: !290)
!295 = !DILocation(line: 17, column: 38, scope: !290)
!296 = !DILocation(line: 17, column: 33, scope: !290)
!297 = !DILocation(line: 17, column: 31, scope: !290)
!298 = !DILocation(line: 17, column: 26, scope: !290)
!299 = !DILocation(line: 17, column: 3, scope: !290)
!300 = distinct !{!300, !293, !301, !92}
!301 = !DILocation(line: 17, column: 39, scope: !286)
!302 = !DILocation(line: 18, column: 10, scope: !276)
!303 = !DILocation(line: 18, column: 3, scope: !276)
!304 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !305, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!305 = !DISubroutineType(types: !306)
!306 = !{!10, !202, !8}
!307 = !DILocalVariable(name: "a", arg: 1, scope: !304, file: !3, line: 35, type: !202)
!308 = !DILocation(line: 35, column: 69, scope: !304)
!309 = !DILocalVariable(name: "n", arg: 2, scope: !304, file: !3, line: 35, type: !8)
!310 = !DILocation(line: 35, column: 76, scope: !304)
!311 = !DILocalVariable(name: "m", scope: !304, file: !3, line: 36, type: !8)
!312 = !DILocation(line: 36, column: 7, scope: !304)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 37, type: !8)
!314 = distinct !DILexicalBlock(scope: !304, file: !3, line: 37, column: 3)
!315 = !DILocation(line: 37, column: 12, scope: !314)
!316 = !DILocation(line: 37, column: 8, scope: !314)
!317 = !DILocation(line: 37, column: 19, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !3, line: 37, column: 3)
!319 = !DILocation(line: 37, column: 23, scope: !318)
!320 = !DILocation(line: 37, column: 21, scope: !318)
!321 = !DILocation(line: 37, column: 3, scope: !314)
!322 = !DILocation(line: 37, column: 35, scope: !318)
!323 = !DILocation(line: 37, column: 37, scope: !318)
!324 = !DILocation(line: 37, column: 42, scope: !318)
!325 = !DILocation(line: 37, column: 40, scope: !318)
!326 = !DILocation(line: 37, column: 46, scope: !318)
!327 = !DILocation(line: 37, column: 48, scope: !318)
!328 = !DILocation(line: 37, column: 53, scope: !318)
!329 = !DILocation(line: 37, column: 33, scope: !318)
!330 = !DILocation(line: 37, column: 31, scope: !318)
!331 = !DILocation(line: 37, column: 26, scope: !318)
!332 = !DILocation(line: 37, column: 3, scope: !318)
!333 = distinct !{!333, !321, !334, !92}
!334 = !DILocation(line: 37, column: 53, scope: !314)
!335 = !DILocation(line: 38, column: 26, scope: !304)
!336 = !DILocation(line: 38, column: 28, scope: !304)
!337 = !DILocation(line: 38, column: 42, scope: !304)
!338 = !DILocation(line: 38, column: 10, scope: !304)
!339 = !DILocation(line: 38, column: 3, scope: !304)
!340 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !341, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!341 = !DISubroutineType(types: !342)
!342 = !{!7, !343, !243, !8}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 32)
!344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!345 = !DILocalVariable(name: "a", arg: 1, scope: !340, file: !3, line: 29, type: !343)
!346 = !DILocation(line: 29, column: 59, scope: !340)
!347 = !DILocalVariable(name: "b", arg: 2, scope: !340, file: !3, line: 29, type: !243)
!348 = !DILocation(line: 29, column: 75, scope: !340)
!349 = !DILocalVariable(name: "n", arg: 3, scope: !340, file: !3, line: 29, type: !8)
!350 = !DILocation(line: 29, column: 82, scope: !340)
!351 = !DILocalVariable(name: "s", scope: !340, file: !3, line: 30, type: !7)
!352 = !DILocation(line: 30, column: 10, scope: !340)
!353 = !DILocalVariable(name: "i", scope: !354, file: !3, line: 31, type: !8)
!354 = distinct !DILexicalBlock(scope: !340, file: !3, line: 31, column: 3)
!355 = !DILocation(line: 31, column: 12, scope: !354)
!356 = !DILocation(line: 31, column: 8, scope: !354)
!357 = !DILocation(line: 31, column: 19, scope: !358)
!358 = distinct !DILexicalBlock(scope: !354, file: !3, line: 31, column: 3)
!359 = !DILocation(line: 31, column: 23, scope: !358)
!360 = !DILocation(line: 31, column: 21, scope: !358)
!361 = !DILocation(line: 31, column: 3, scope: !354)
!362 = !DILocation(line: 31, column: 36, scope: !358)
!363 = !DILocation(line: 31, column: 38, scope: !358)
!364 = !DILocation(line: 31, column: 51, scope: !358)
!365 = !DILocation(line: 31, column: 53, scope: !358)
!366 = !DILocation(line: 31, column: 43, scope: !358)
!367 = !DILocation(line: 31, column: 33, scope: !358)
!368 = !DILocation(line: 31, column: 31, scope: !358)
!369 = !DILocation(line: 31, column: 26, scope: !358)
!370 = !DILocation(line: 31, column: 3, scope: !358)
!371 = distinct !{!371, !361, !372, !92}
!372 = !DILocation(line: 31, column: 54, scope: !354)
!373 = !DILocation(line: 32, column: 10, scope: !340)
!374 = !DILocation(line: 32, column: 3, scope: !340)
!375 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !376, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!376 = !DISubroutineType(types: !377)
!377 = !{!6, !6}
!378 = !DILocalVariable(name: "x", arg: 1, scope: !375, file: !3, line: 48, type: !6)
!379 = !DILocation(line: 48, column: 40, scope: !375)
!380 = !DILocation(line: 49, column: 7, scope: !375)
!381 = !DILocation(line: 49, column: 13, scope: !375)
!382 = !DILocation(line: 49, column: 15, scope: !375)
!383 = !DILocation(line: 49, column: 21, scope: !375)
!384 = !DILocation(line: 49, column: 9, scope: !375)
!385 = !DILocation(line: 49, column: 5, scope: !375)
!386 = !DILocation(line: 50, column: 8, scope: !375)
!387 = !DILocation(line: 50, column: 10, scope: !375)
!388 = !DILocation(line: 50, column: 29, scope: !375)
!389 = !DILocation(line: 50, column: 31, scope: !375)
!390 = !DILocation(line: 50, column: 37, scope: !375)
!391 = !DILocation(line: 50, column: 25, scope: !375)
!392 = !DILocation(line: 50, column: 5, scope: !375)
!393 = !DILocation(line: 51, column: 8, scope: !375)
!394 = !DILocation(line: 51, column: 13, scope: !375)
!395 = !DILocation(line: 51, column: 15, scope: !375)
!396 = !DILocation(line: 51, column: 10, scope: !375)
!397 = !DILocation(line: 51, column: 22, scope: !375)
!398 = !DILocation(line: 51, column: 5, scope: !375)
!399 = !DILocation(line: 52, column: 11, scope: !375)
!400 = !DILocation(line: 52, column: 13, scope: !375)
!401 = !DILocation(line: 52, column: 28, scope: !375)
!402 = !DILocation(line: 52, column: 3, scope: !375)
!403 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !404, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!404 = !DISubroutineType(types: !405)
!405 = !{!406, !406, !8}
!406 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!407 = !DILocalVariable(name: "x", arg: 1, scope: !403, file: !3, line: 55, type: !406)
!408 = !DILocation(line: 55, column: 53, scope: !403)
!409 = !DILocalVariable(name: "r", arg: 2, scope: !403, file: !3, line: 55, type: !8)
!410 = !DILocation(line: 55, column: 60, scope: !403)
!411 = !DILocation(line: 55, column: 73, scope: !403)
!412 = !DILocation(line: 55, column: 78, scope: !403)
!413 = !DILocation(line: 55, column: 75, scope: !403)
!414 = !DILocation(line: 55, column: 84, scope: !403)
!415 = !DILocation(line: 55, column: 95, scope: !403)
!416 = !DILocation(line: 55, column: 93, scope: !403)
!417 = !DILocation(line: 55, column: 86, scope: !403)
!418 = !DILocation(line: 55, column: 81, scope: !403)
!419 = !DILocation(line: 55, column: 65, scope: !403)
!420 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !421, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!421 = !DISubroutineType(types: !422)
!422 = !{!423, !8}
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !424, size: 32)
!424 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !425)
!425 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!426 = !DILocalVariable(name: "d", arg: 1, scope: !420, file: !3, line: 57, type: !8)
!427 = !DILocation(line: 57, column: 33, scope: !420)
!428 = !DILocation(line: 58, column: 11, scope: !420)
!429 = !DILocation(line: 58, column: 3, scope: !420)
!430 = !DILocation(line: 59, column: 11, scope: !431)
!431 = distinct !DILexicalBlock(scope: !420, file: !3, line: 58, column: 14)
!432 = !DILocation(line: 60, column: 11, scope: !431)
!433 = !DILocation(line: 61, column: 11, scope: !431)
!434 = !DILocation(line: 62, column: 11, scope: !431)
!435 = !DILocation(line: 63, column: 11, scope: !431)
!436 = !DILocation(line: 64, column: 11, scope: !431)
!437 = !DILocation(line: 65, column: 11, scope: !431)
!438 = !DILocation(line: 66, column: 12, scope: !431)
!439 = !DILocation(line: 68, column: 1, scope: !420)
!440 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !441, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!441 = !DISubroutineType(types: !442)
!442 = !{!8, !8}
!443 = !DILocalVariable(name: "x", arg: 1, scope: !440, file: !3, line: 70, type: !8)
!444 = !DILocation(line: 70, column: 23, scope: !440)
!445 = !DILocation(line: 71, column: 11, scope: !440)
!446 = !DILocation(line: 71, column: 3, scope: !440)
!447 = !DILocation(line: 72, column: 15, scope: !448)
!448 = distinct !DILexicalBlock(scope: !440, file: !3, line: 71, column: 14)
!449 = !DILocation(line: 73, column: 11, scope: !448)
!450 = !DILocation(line: 74, column: 21, scope: !448)
!451 = !DILocation(line: 75, column: 16, scope: !448)
!452 = !DILocation(line: 76, column: 20, scope: !448)
!453 = !DILocation(line: 77, column: 19, scope: !448)
!454 = !DILocation(line: 77, column: 21, scope: !448)
!455 = !DILocation(line: 77, column: 12, scope: !448)
!456 = !DILocation(line: 79, column: 1, scope: !440)
!457 = !DILocalVariable(name: "x", arg: 1, scope: !27, file: !3, line: 94, type: !30)
!458 = !DILocation(line: 94, column: 40, scope: !27)
!459 = !DILocalVariable(name: "r", scope: !27, file: !3, line: 95, type: !30)
!460 = !DILocation(line: 95, column: 15, scope: !27)
!461 = !DILocalVariable(name: "i", scope: !462, file: !3, line: 97, type: !8)
!462 = distinct !DILexicalBlock(scope: !27, file: !3, line: 97, column: 3)
!463 = !DILocation(line: 97, column: 12, scope: !462)
!464 = !DILocation(line: 97, column: 8, scope: !462)
!465 = !DILocation(line: 97, column: 19, scope: !466)
!466 = distinct !DILexicalBlock(scope: !462, file: !3, line: 97, column: 3)
!467 = !DILocation(line: 97, column: 21, scope: !466)
!468 = !DILocation(line: 97, column: 3, scope: !462)
!469 = !DILocation(line: 97, column: 36, scope: !466)
!470 = !DILocation(line: 97, column: 40, scope: !466)
!471 = !DILocation(line: 97, column: 46, scope: !466)
!472 = !DILocation(line: 97, column: 44, scope: !466)
!473 = !DILocation(line: 97, column: 42, scope: !466)
!474 = !DILocation(line: 97, column: 34, scope: !466)
!475 = !DILocation(line: 97, column: 32, scope: !466)
!476 = !DILocation(line: 97, column: 27, scope: !466)
!477 = !DILocation(line: 97, column: 3, scope: !466)
!478 = distinct !{!478, !468, !479, !92}
!479 = !DILocation(line: 97, column: 47, scope: !462)
!480 = !DILocation(line: 98, column: 10, scope: !27)
!481 = !DILocation(line: 98, column: 3, scope: !27)
