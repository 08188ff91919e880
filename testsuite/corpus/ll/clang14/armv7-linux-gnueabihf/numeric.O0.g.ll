; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@ld_poly.c = internal constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 1.250000e-01, double 0x400921FB54442D18], align 8, !dbg !25

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !48 {
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
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %2, align 4, !dbg !53
  br label %12, !dbg !54

12:                                               ; preds = %39, %0
  %13 = load i32, i32* %2, align 4, !dbg !55
  %14 = icmp slt i32 %13, 256, !dbg !57
  br i1 %14, label %15, label %42, !dbg !58

15:                                               ; preds = %12
  %16 = load i32, i32* %2, align 4, !dbg !59
  %17 = mul nsw i32 %16, 3, !dbg !61
  %18 = sub nsw i32 %17, 100, !dbg !62
  %19 = load i32, i32* %2, align 4, !dbg !63
  %20 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %19, !dbg !64
  store i32 %18, i32* %20, align 4, !dbg !65
  %21 = load i32, i32* %2, align 4, !dbg !66
  %22 = mul nsw i32 %21, 7, !dbg !67
  %23 = and i32 %22, 63, !dbg !68
  %24 = load i32, i32* %2, align 4, !dbg !69
  %25 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %24, !dbg !70
  store i32 %23, i32* %25, align 4, !dbg !71
  %26 = load i32, i32* %2, align 4, !dbg !72
  %27 = sitofp i32 %26 to float, !dbg !73
  %28 = fmul float %27, 5.000000e-01, !dbg !74
  %29 = load i32, i32* %2, align 4, !dbg !75
  %30 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %29, !dbg !76
  store float %28, float* %30, align 4, !dbg !77
  %31 = load i32, i32* %2, align 4, !dbg !78
  %32 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %31, !dbg !79
  store float 1.000000e+00, float* %32, align 4, !dbg !80
  %33 = load i32, i32* %2, align 4, !dbg !81
  %34 = add nsw i32 %33, 1, !dbg !82
  %35 = sitofp i32 %34 to double, !dbg !83
  %36 = fdiv double 1.000000e+00, %35, !dbg !84
  %37 = load i32, i32* %2, align 4, !dbg !85
  %38 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %37, !dbg !86
  store double %36, double* %38, align 8, !dbg !87
  br label %39, !dbg !88

39:                                               ; preds = %15
  %40 = load i32, i32* %2, align 4, !dbg !89
  %41 = add nsw i32 %40, 1, !dbg !89
  store i32 %41, i32* %2, align 4, !dbg !89
  br label %12, !dbg !90, !llvm.loop !91

42:                                               ; preds = %12
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i32 0, i32 0), i32 noundef 3, i32 noundef 256), !dbg !94
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !95
  %43 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !96
  %44 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !97
  %45 = zext i8 %44 to i32, !dbg !97
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %43, i32 noundef %45), !dbg !98
  %47 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !99
  %48 = fpext float %47 to double, !dbg !99
  %49 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), i32 noundef 256), !dbg !100
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %48, double noundef %49), !dbg !101
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !102, metadata !DIExpression()), !dbg !115
  %51 = bitcast %union.Pun* %3 to float*, !dbg !116
  store float -1.500000e+00, float* %51, align 4, !dbg !117
  %52 = bitcast %union.Pun* %3 to i32*, !dbg !118
  %53 = load i32, i32* %52, align 4, !dbg !118
  %54 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !119
  %55 = bitcast %struct.anon* %54 to i32*, !dbg !120
  %56 = load i32, i32* %55, align 4, !dbg !120
  %57 = lshr i32 %56, 31, !dbg !120
  %58 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !121
  %59 = bitcast %struct.anon* %58 to i32*, !dbg !122
  %60 = load i32, i32* %59, align 4, !dbg !122
  %61 = lshr i32 %60, 23, !dbg !122
  %62 = and i32 %61, 255, !dbg !122
  %63 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !123
  %64 = bitcast %struct.anon* %63 to i32*, !dbg !124
  %65 = load i32, i32* %64, align 4, !dbg !124
  %66 = and i32 %65, 8388607, !dbg !124
  %67 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !125
  %68 = getelementptr inbounds [4 x i8], [4 x i8]* %67, i32 0, i32 0, !dbg !126
  %69 = load i8, i8* %68, align 4, !dbg !126
  %70 = zext i8 %69 to i32, !dbg !126
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef %53, i32 noundef %57, i32 noundef %62, i32 noundef %66, i32 noundef %70), !dbg !127
  call void @llvm.dbg.declare(metadata i32* %4, metadata !128, metadata !DIExpression()), !dbg !129
  store i32 -267534609, i32* %4, align 4, !dbg !129
  %72 = load i32, i32* %4, align 4, !dbg !130
  %73 = call i32 @popcnt_manual(i32 noundef %72), !dbg !131
  %74 = load i32, i32* %4, align 4, !dbg !132
  %75 = call i32 @llvm.ctpop.i32(i32 %74), !dbg !133
  %76 = load i32, i32* %4, align 4, !dbg !134
  %77 = lshr i32 %76, 4, !dbg !135
  %78 = call i32 @llvm.ctlz.i32(i32 %77, i1 false), !dbg !136
  %79 = load i32, i32* %4, align 4, !dbg !137
  %80 = and i32 %79, -2, !dbg !138
  %81 = call i32 @llvm.cttz.i32(i32 %80, i1 false), !dbg !139
  %82 = load i32, i32* %4, align 4, !dbg !140
  %83 = call i32 @llvm.bswap.i32(i32 %82), !dbg !141
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %73, i32 noundef %75, i32 noundef %78, i32 noundef %81, i32 noundef %83), !dbg !142
  %85 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !143
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef %85), !dbg !144
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !145
  call void @llvm.dbg.declare(metadata i32* %5, metadata !146, metadata !DIExpression()), !dbg !148
  store i32 -1, i32* %5, align 4, !dbg !148
  br label %88, !dbg !149

88:                                               ; preds = %95, %42
  %89 = load i32, i32* %5, align 4, !dbg !150
  %90 = icmp sle i32 %89, 7, !dbg !152
  br i1 %90, label %91, label %98, !dbg !153

91:                                               ; preds = %88
  %92 = load i32, i32* %5, align 4, !dbg !154
  %93 = call i8* @day_name(i32 noundef %92), !dbg !155
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef %93), !dbg !156
  br label %95, !dbg !156

95:                                               ; preds = %91
  %96 = load i32, i32* %5, align 4, !dbg !157
  %97 = add nsw i32 %96, 1, !dbg !157
  store i32 %97, i32* %5, align 4, !dbg !157
  br label %88, !dbg !158, !llvm.loop !159

98:                                               ; preds = %88
  %99 = call i32 @sparse(i32 noundef -1000), !dbg !161
  %100 = call i32 @sparse(i32 noundef 7), !dbg !162
  %101 = call i32 @sparse(i32 noundef 78), !dbg !163
  %102 = call i32 @sparse(i32 noundef 100000), !dbg !164
  %103 = call i32 @sparse(i32 noundef 2147483647), !dbg !165
  %104 = call i32 @sparse(i32 noundef -3), !dbg !166
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104), !dbg !167
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0)), !dbg !168
  call void @llvm.dbg.declare(metadata double* %6, metadata !169, metadata !DIExpression()), !dbg !170
  %107 = call double @ld_poly(double noundef 2.500000e-01), !dbg !171
  store double %107, double* %6, align 8, !dbg !170
  %108 = load double, double* %6, align 8, !dbg !172
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), double noundef %108, i32 noundef 8), !dbg !173
  call void @llvm.dbg.declare(metadata half* %7, metadata !174, metadata !DIExpression()), !dbg !175
  store half 0xH3E00, half* %7, align 2, !dbg !175
  call void @llvm.dbg.declare(metadata half* %8, metadata !176, metadata !DIExpression()), !dbg !177
  store half 0xH3400, half* %8, align 2, !dbg !177
  call void @llvm.dbg.declare(metadata half* %9, metadata !178, metadata !DIExpression()), !dbg !179
  %110 = load half, half* %7, align 2, !dbg !180
  %111 = load half, half* %8, align 2, !dbg !181
  %112 = call half @llvm.fmuladd.f16(half %110, half %111, half 0xH4000), !dbg !182
  store half %112, half* %9, align 2, !dbg !179
  %113 = load half, half* %9, align 2, !dbg !183
  %114 = fpext half %113 to double, !dbg !184
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i32 0, i32 0), double noundef %114), !dbg !185
  call void @llvm.dbg.declare(metadata float* %10, metadata !186, metadata !DIExpression()), !dbg !187
  store float 0x7FF8000000000000, float* %10, align 4, !dbg !187
  call void @llvm.dbg.declare(metadata float* %11, metadata !188, metadata !DIExpression()), !dbg !189
  store float 0x7FF0000000000000, float* %11, align 4, !dbg !189
  %116 = load float, float* %10, align 4, !dbg !190
  %117 = load float, float* %10, align 4, !dbg !191
  %118 = fcmp une float %116, %117, !dbg !192
  %119 = zext i1 %118 to i32, !dbg !192
  %120 = load float, float* %11, align 4, !dbg !193
  %121 = fcmp ogt float %120, 0x47D2CED320000000, !dbg !194
  %122 = zext i1 %121 to i32, !dbg !194
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %119, i32 noundef %122, i32 noundef 1), !dbg !195
  ret i32 0, !dbg !196
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !197 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  call void @llvm.dbg.declare(metadata i32** %5, metadata !205, metadata !DIExpression()), !dbg !206
  store i32* %1, i32** %6, align 4
  call void @llvm.dbg.declare(metadata i32** %6, metadata !207, metadata !DIExpression()), !dbg !208
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !209, metadata !DIExpression()), !dbg !210
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !211, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.declare(metadata i32* %9, metadata !213, metadata !DIExpression()), !dbg !215
  store i32 0, i32* %9, align 4, !dbg !215
  br label %10, !dbg !216

10:                                               ; preds = %30, %4
  %11 = load i32, i32* %9, align 4, !dbg !217
  %12 = load i32, i32* %8, align 4, !dbg !219
  %13 = icmp slt i32 %11, %12, !dbg !220
  br i1 %13, label %14, label %33, !dbg !221

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 4, !dbg !222
  %16 = load i32, i32* %9, align 4, !dbg !223
  %17 = getelementptr inbounds i32, i32* %15, i32 %16, !dbg !222
  %18 = load i32, i32* %17, align 4, !dbg !222
  %19 = load i32, i32* %7, align 4, !dbg !224
  %20 = mul nsw i32 %18, %19, !dbg !225
  %21 = load i32*, i32** %6, align 4, !dbg !226
  %22 = load i32, i32* %9, align 4, !dbg !227
  %23 = getelementptr inbounds i32, i32* %21, i32 %22, !dbg !226
  %24 = load i32, i32* %23, align 4, !dbg !226
  %25 = ashr i32 %24, 1, !dbg !228
  %26 = add nsw i32 %20, %25, !dbg !229
  %27 = load i32*, i32** %5, align 4, !dbg !230
  %28 = load i32, i32* %9, align 4, !dbg !231
  %29 = getelementptr inbounds i32, i32* %27, i32 %28, !dbg !230
  store i32 %26, i32* %29, align 4, !dbg !232
  br label %30, !dbg !230

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4, !dbg !233
  %32 = add nsw i32 %31, 1, !dbg !233
  store i32 %32, i32* %9, align 4, !dbg !233
  br label %10, !dbg !234, !llvm.loop !235

33:                                               ; preds = %10
  ret void, !dbg !237
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !238 {
  %5 = alloca float*, align 4
  %6 = alloca float*, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !246, metadata !DIExpression()), !dbg !247
  store float* %1, float** %6, align 4
  call void @llvm.dbg.declare(metadata float** %6, metadata !248, metadata !DIExpression()), !dbg !249
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !252, metadata !DIExpression()), !dbg !253
  call void @llvm.dbg.declare(metadata i32* %9, metadata !254, metadata !DIExpression()), !dbg !256
  store i32 0, i32* %9, align 4, !dbg !256
  br label %10, !dbg !257

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4, !dbg !258
  %12 = load i32, i32* %8, align 4, !dbg !260
  %13 = icmp slt i32 %11, %12, !dbg !261
  br i1 %13, label %14, label %31, !dbg !262

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !263
  %16 = load float*, float** %6, align 4, !dbg !264
  %17 = load i32, i32* %9, align 4, !dbg !265
  %18 = getelementptr inbounds float, float* %16, i32 %17, !dbg !264
  %19 = load float, float* %18, align 4, !dbg !264
  %20 = load float*, float** %5, align 4, !dbg !266
  %21 = load i32, i32* %9, align 4, !dbg !267
  %22 = getelementptr inbounds float, float* %20, i32 %21, !dbg !266
  %23 = load float, float* %22, align 4, !dbg !266
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !268
  %25 = load float*, float** %5, align 4, !dbg !269
  %26 = load i32, i32* %9, align 4, !dbg !270
  %27 = getelementptr inbounds float, float* %25, i32 %26, !dbg !269
  store float %24, float* %27, align 4, !dbg !271
  br label %28, !dbg !269

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4, !dbg !272
  %30 = add nsw i32 %29, 1, !dbg !272
  store i32 %30, i32* %9, align 4, !dbg !272
  br label %10, !dbg !273, !llvm.loop !274

31:                                               ; preds = %10
  ret void, !dbg !276
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !277 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !280, metadata !DIExpression()), !dbg !281
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !282, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.declare(metadata i32* %5, metadata !284, metadata !DIExpression()), !dbg !285
  store i32 0, i32* %5, align 4, !dbg !285
  call void @llvm.dbg.declare(metadata i32* %6, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %6, align 4, !dbg !288
  br label %7, !dbg !289

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4, !dbg !290
  %9 = load i32, i32* %4, align 4, !dbg !292
  %10 = icmp slt i32 %8, %9, !dbg !293
  br i1 %10, label %11, label %21, !dbg !294

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !295
  %13 = load i32, i32* %6, align 4, !dbg !296
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !295
  %15 = load i32, i32* %14, align 4, !dbg !295
  %16 = load i32, i32* %5, align 4, !dbg !297
  %17 = add nsw i32 %16, %15, !dbg !297
  store i32 %17, i32* %5, align 4, !dbg !297
  br label %18, !dbg !298

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4, !dbg !299
  %20 = add nsw i32 %19, 1, !dbg !299
  store i32 %20, i32* %6, align 4, !dbg !299
  br label %7, !dbg !300, !llvm.loop !301

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4, !dbg !303
  ret i32 %22, !dbg !304
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !305 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !308, metadata !DIExpression()), !dbg !309
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !310, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.declare(metadata i32* %5, metadata !312, metadata !DIExpression()), !dbg !313
  store i32 0, i32* %5, align 4, !dbg !313
  call void @llvm.dbg.declare(metadata i32* %6, metadata !314, metadata !DIExpression()), !dbg !316
  store i32 0, i32* %6, align 4, !dbg !316
  br label %7, !dbg !317

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4, !dbg !318
  %9 = load i32, i32* %4, align 4, !dbg !320
  %10 = icmp slt i32 %8, %9, !dbg !321
  br i1 %10, label %11, label %30, !dbg !322

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !323
  %13 = load i32, i32* %6, align 4, !dbg !324
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !323
  %15 = load i32, i32* %14, align 4, !dbg !323
  %16 = load i32, i32* %5, align 4, !dbg !325
  %17 = icmp sgt i32 %15, %16, !dbg !326
  br i1 %17, label %18, label %23, !dbg !323

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4, !dbg !327
  %20 = load i32, i32* %6, align 4, !dbg !328
  %21 = getelementptr inbounds i32, i32* %19, i32 %20, !dbg !327
  %22 = load i32, i32* %21, align 4, !dbg !327
  br label %25, !dbg !323

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4, !dbg !329
  br label %25, !dbg !323

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !323
  store i32 %26, i32* %5, align 4, !dbg !330
  br label %27, !dbg !331

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4, !dbg !332
  %29 = add nsw i32 %28, 1, !dbg !332
  store i32 %29, i32* %6, align 4, !dbg !332
  br label %7, !dbg !333, !llvm.loop !334

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4, !dbg !336
  %32 = icmp sgt i32 %31, 255, !dbg !337
  br i1 %32, label %33, label %34, !dbg !336

33:                                               ; preds = %30
  br label %36, !dbg !336

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4, !dbg !338
  br label %36, !dbg !336

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !336
  %38 = trunc i32 %37 to i8, !dbg !339
  ret i8 %38, !dbg !340
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !341 {
  %4 = alloca double*, align 4
  %5 = alloca float*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  call void @llvm.dbg.declare(metadata double** %4, metadata !346, metadata !DIExpression()), !dbg !347
  store float* %1, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !348, metadata !DIExpression()), !dbg !349
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !350, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.declare(metadata double* %7, metadata !352, metadata !DIExpression()), !dbg !353
  store double 0.000000e+00, double* %7, align 8, !dbg !353
  call void @llvm.dbg.declare(metadata i32* %8, metadata !354, metadata !DIExpression()), !dbg !356
  store i32 0, i32* %8, align 4, !dbg !356
  br label %9, !dbg !357

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4, !dbg !358
  %11 = load i32, i32* %6, align 4, !dbg !360
  %12 = icmp slt i32 %10, %11, !dbg !361
  br i1 %12, label %13, label %28, !dbg !362

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4, !dbg !363
  %15 = load i32, i32* %8, align 4, !dbg !364
  %16 = getelementptr inbounds double, double* %14, i32 %15, !dbg !363
  %17 = load double, double* %16, align 8, !dbg !363
  %18 = load float*, float** %5, align 4, !dbg !365
  %19 = load i32, i32* %8, align 4, !dbg !366
  %20 = getelementptr inbounds float, float* %18, i32 %19, !dbg !365
  %21 = load float, float* %20, align 4, !dbg !365
  %22 = fpext float %21 to double, !dbg !367
  %23 = load double, double* %7, align 8, !dbg !368
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !368
  store double %24, double* %7, align 8, !dbg !368
  br label %25, !dbg !369

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4, !dbg !370
  %27 = add nsw i32 %26, 1, !dbg !370
  store i32 %27, i32* %8, align 4, !dbg !370
  br label %9, !dbg !371, !llvm.loop !372

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8, !dbg !374
  ret double %29, !dbg !375
}

; Function Attrs: noinline nounwind optnone
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !376 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !379, metadata !DIExpression()), !dbg !380
  %3 = load i32, i32* %2, align 4, !dbg !381
  %4 = load i32, i32* %2, align 4, !dbg !382
  %5 = lshr i32 %4, 1, !dbg !383
  %6 = and i32 %5, 1431655765, !dbg !384
  %7 = sub i32 %3, %6, !dbg !385
  store i32 %7, i32* %2, align 4, !dbg !386
  %8 = load i32, i32* %2, align 4, !dbg !387
  %9 = and i32 %8, 858993459, !dbg !388
  %10 = load i32, i32* %2, align 4, !dbg !389
  %11 = lshr i32 %10, 2, !dbg !390
  %12 = and i32 %11, 858993459, !dbg !391
  %13 = add i32 %9, %12, !dbg !392
  store i32 %13, i32* %2, align 4, !dbg !393
  %14 = load i32, i32* %2, align 4, !dbg !394
  %15 = load i32, i32* %2, align 4, !dbg !395
  %16 = lshr i32 %15, 4, !dbg !396
  %17 = add i32 %14, %16, !dbg !397
  %18 = and i32 %17, 252645135, !dbg !398
  store i32 %18, i32* %2, align 4, !dbg !399
  %19 = load i32, i32* %2, align 4, !dbg !400
  %20 = mul i32 %19, 16843009, !dbg !401
  %21 = lshr i32 %20, 24, !dbg !402
  ret i32 %21, !dbg !403
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !404 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !408, metadata !DIExpression()), !dbg !409
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !410, metadata !DIExpression()), !dbg !411
  %5 = load i64, i64* %3, align 8, !dbg !412
  %6 = load i32, i32* %4, align 4, !dbg !413
  %7 = zext i32 %6 to i64, !dbg !414
  %8 = shl i64 %5, %7, !dbg !414
  %9 = load i64, i64* %3, align 8, !dbg !415
  %10 = load i32, i32* %4, align 4, !dbg !416
  %11 = sub nsw i32 64, %10, !dbg !417
  %12 = zext i32 %11 to i64, !dbg !418
  %13 = lshr i64 %9, %12, !dbg !418
  %14 = or i64 %8, %13, !dbg !419
  ret i64 %14, !dbg !420
}

; Function Attrs: noinline nounwind optnone
define internal i8* @day_name(i32 noundef %0) #2 !dbg !421 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !427, metadata !DIExpression()), !dbg !428
  %4 = load i32, i32* %3, align 4, !dbg !429
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !430

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8** %2, align 4, !dbg !431
  br label %13, !dbg !431

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8** %2, align 4, !dbg !433
  br label %13, !dbg !433

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8** %2, align 4, !dbg !434
  br label %13, !dbg !434

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8** %2, align 4, !dbg !435
  br label %13, !dbg !435

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4, !dbg !436
  br label %13, !dbg !436

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8** %2, align 4, !dbg !437
  br label %13, !dbg !437

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i8** %2, align 4, !dbg !438
  br label %13, !dbg !438

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i8** %2, align 4, !dbg !439
  br label %13, !dbg !439

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 4, !dbg !440
  ret i8* %14, !dbg !440
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #2 !dbg !441 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !444, metadata !DIExpression()), !dbg !445
  %4 = load i32, i32* %3, align 4, !dbg !446
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !447

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !448
  br label %15, !dbg !448

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !450
  br label %15, !dbg !450

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !451
  br label %15, !dbg !451

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !452
  br label %15, !dbg !452

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !453
  br label %15, !dbg !453

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !454
  %12 = icmp slt i32 %11, 0, !dbg !455
  %13 = zext i1 %12 to i64, !dbg !454
  %14 = select i1 %12, i32 -1, i32 0, !dbg !454
  store i32 %14, i32* %2, align 4, !dbg !456
  br label %15, !dbg !456

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !457
  ret i32 %16, !dbg !457
}

; Function Attrs: noinline nounwind optnone
define internal double @ld_poly(double noundef %0) #2 !dbg !27 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !458, metadata !DIExpression()), !dbg !459
  call void @llvm.dbg.declare(metadata double* %3, metadata !460, metadata !DIExpression()), !dbg !461
  store double 0.000000e+00, double* %3, align 8, !dbg !461
  call void @llvm.dbg.declare(metadata i32* %4, metadata !462, metadata !DIExpression()), !dbg !464
  store i32 3, i32* %4, align 4, !dbg !464
  br label %5, !dbg !465

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !466
  %7 = icmp sge i32 %6, 0, !dbg !468
  br i1 %7, label %8, label %18, !dbg !469

8:                                                ; preds = %5
  %9 = load double, double* %3, align 8, !dbg !470
  %10 = load double, double* %2, align 8, !dbg !471
  %11 = load i32, i32* %4, align 4, !dbg !472
  %12 = getelementptr inbounds [4 x double], [4 x double]* @ld_poly.c, i32 0, i32 %11, !dbg !473
  %13 = load double, double* %12, align 8, !dbg !473
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13), !dbg !474
  store double %14, double* %3, align 8, !dbg !475
  br label %15, !dbg !476

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4, !dbg !477
  %17 = add nsw i32 %16, -1, !dbg !477
  store i32 %17, i32* %4, align 4, !dbg !477
  br label %5, !dbg !478, !llvm.loop !479

18:                                               ; preds = %5
  %19 = load double, double* %3, align 8, !dbg !481
  ret double %19, !dbg !482
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare half @llvm.fmuladd.f16(half, half, half) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
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
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 1, !"min_enum_size", i32 4}
!40 = !{i32 1, !"branch-target-enforcement", i32 0}
!41 = !{i32 1, !"sign-return-address", i32 0}
!42 = !{i32 1, !"sign-return-address-all", i32 0}
!43 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!44 = !{i32 7, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !49, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!49 = !DISubroutineType(types: !50)
!50 = !{!8}
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 102, type: !8)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 102, column: 3)
!53 = !DILocation(line: 102, column: 12, scope: !52)
!54 = !DILocation(line: 102, column: 8, scope: !52)
!55 = !DILocation(line: 102, column: 19, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 102, column: 3)
!57 = !DILocation(line: 102, column: 21, scope: !56)
!58 = !DILocation(line: 102, column: 3, scope: !52)
!59 = !DILocation(line: 103, column: 13, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 102, column: 31)
!61 = !DILocation(line: 103, column: 15, scope: !60)
!62 = !DILocation(line: 103, column: 19, scope: !60)
!63 = !DILocation(line: 103, column: 8, scope: !60)
!64 = !DILocation(line: 103, column: 5, scope: !60)
!65 = !DILocation(line: 103, column: 11, scope: !60)
!66 = !DILocation(line: 104, column: 14, scope: !60)
!67 = !DILocation(line: 104, column: 16, scope: !60)
!68 = !DILocation(line: 104, column: 21, scope: !60)
!69 = !DILocation(line: 104, column: 8, scope: !60)
!70 = !DILocation(line: 104, column: 5, scope: !60)
!71 = !DILocation(line: 104, column: 11, scope: !60)
!72 = !DILocation(line: 105, column: 20, scope: !60)
!73 = !DILocation(line: 105, column: 13, scope: !60)
!74 = !DILocation(line: 105, column: 22, scope: !60)
!75 = !DILocation(line: 105, column: 8, scope: !60)
!76 = !DILocation(line: 105, column: 5, scope: !60)
!77 = !DILocation(line: 105, column: 11, scope: !60)
!78 = !DILocation(line: 106, column: 8, scope: !60)
!79 = !DILocation(line: 106, column: 5, scope: !60)
!80 = !DILocation(line: 106, column: 11, scope: !60)
!81 = !DILocation(line: 107, column: 20, scope: !60)
!82 = !DILocation(line: 107, column: 22, scope: !60)
!83 = !DILocation(line: 107, column: 19, scope: !60)
!84 = !DILocation(line: 107, column: 17, scope: !60)
!85 = !DILocation(line: 107, column: 8, scope: !60)
!86 = !DILocation(line: 107, column: 5, scope: !60)
!87 = !DILocation(line: 107, column: 11, scope: !60)
!88 = !DILocation(line: 108, column: 3, scope: !60)
!89 = !DILocation(line: 102, column: 26, scope: !56)
!90 = !DILocation(line: 102, column: 3, scope: !56)
!91 = distinct !{!91, !58, !92, !93}
!92 = !DILocation(line: 108, column: 3, scope: !52)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 109, column: 3, scope: !48)
!95 = !DILocation(line: 110, column: 3, scope: !48)
!96 = !DILocation(line: 111, column: 29, scope: !48)
!97 = !DILocation(line: 111, column: 46, scope: !48)
!98 = !DILocation(line: 111, column: 3, scope: !48)
!99 = !DILocation(line: 112, column: 36, scope: !48)
!100 = !DILocation(line: 112, column: 44, scope: !48)
!101 = !DILocation(line: 112, column: 3, scope: !48)
!102 = !DILocalVariable(name: "p", scope: !48, file: !3, line: 114, type: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !104)
!104 = !{!105, !106, !107, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !103, file: !3, line: 42, baseType: !5, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !103, file: !3, line: 43, baseType: !6, size: 32)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !103, file: !3, line: 44, baseType: !108, size: 32)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !34)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !103, file: !3, line: 45, baseType: !110, size: 32)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !103, file: !3, line: 45, size: 32, elements: !111)
!111 = !{!112, !113, !114}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !110, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !110, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !110, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!115 = !DILocation(line: 114, column: 13, scope: !48)
!116 = !DILocation(line: 115, column: 5, scope: !48)
!117 = !DILocation(line: 115, column: 7, scope: !48)
!118 = !DILocation(line: 116, column: 59, scope: !48)
!119 = !DILocation(line: 116, column: 64, scope: !48)
!120 = !DILocation(line: 116, column: 69, scope: !48)
!121 = !DILocation(line: 116, column: 77, scope: !48)
!122 = !DILocation(line: 116, column: 82, scope: !48)
!123 = !DILocation(line: 116, column: 89, scope: !48)
!124 = !DILocation(line: 116, column: 94, scope: !48)
!125 = !DILocation(line: 116, column: 102, scope: !48)
!126 = !DILocation(line: 116, column: 100, scope: !48)
!127 = !DILocation(line: 116, column: 3, scope: !48)
!128 = !DILocalVariable(name: "x", scope: !48, file: !3, line: 117, type: !6)
!129 = !DILocation(line: 117, column: 12, scope: !48)
!130 = !DILocation(line: 118, column: 49, scope: !48)
!131 = !DILocation(line: 118, column: 35, scope: !48)
!132 = !DILocation(line: 118, column: 72, scope: !48)
!133 = !DILocation(line: 118, column: 53, scope: !48)
!134 = !DILocation(line: 118, column: 90, scope: !48)
!135 = !DILocation(line: 118, column: 92, scope: !48)
!136 = !DILocation(line: 118, column: 76, scope: !48)
!137 = !DILocation(line: 119, column: 24, scope: !48)
!138 = !DILocation(line: 119, column: 26, scope: !48)
!139 = !DILocation(line: 119, column: 10, scope: !48)
!140 = !DILocation(line: 119, column: 52, scope: !48)
!141 = !DILocation(line: 119, column: 34, scope: !48)
!142 = !DILocation(line: 118, column: 3, scope: !48)
!143 = !DILocation(line: 120, column: 24, scope: !48)
!144 = !DILocation(line: 120, column: 3, scope: !48)
!145 = !DILocation(line: 121, column: 3, scope: !48)
!146 = !DILocalVariable(name: "d", scope: !147, file: !3, line: 123, type: !8)
!147 = distinct !DILexicalBlock(scope: !48, file: !3, line: 123, column: 3)
!148 = !DILocation(line: 123, column: 12, scope: !147)
!149 = !DILocation(line: 123, column: 8, scope: !147)
!150 = !DILocation(line: 123, column: 20, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 123, column: 3)
!152 = !DILocation(line: 123, column: 22, scope: !151)
!153 = !DILocation(line: 123, column: 3, scope: !147)
!154 = !DILocation(line: 123, column: 56, scope: !151)
!155 = !DILocation(line: 123, column: 47, scope: !151)
!156 = !DILocation(line: 123, column: 33, scope: !151)
!157 = !DILocation(line: 123, column: 28, scope: !151)
!158 = !DILocation(line: 123, column: 3, scope: !151)
!159 = distinct !{!159, !153, !160, !93}
!160 = !DILocation(line: 123, column: 58, scope: !147)
!161 = !DILocation(line: 124, column: 42, scope: !48)
!162 = !DILocation(line: 124, column: 57, scope: !48)
!163 = !DILocation(line: 124, column: 68, scope: !48)
!164 = !DILocation(line: 124, column: 80, scope: !48)
!165 = !DILocation(line: 125, column: 10, scope: !48)
!166 = !DILocation(line: 125, column: 30, scope: !48)
!167 = !DILocation(line: 124, column: 3, scope: !48)
!168 = !DILocation(line: 134, column: 3, scope: !48)
!169 = !DILocalVariable(name: "ld", scope: !48, file: !3, line: 137, type: !30)
!170 = !DILocation(line: 137, column: 15, scope: !48)
!171 = !DILocation(line: 137, column: 20, scope: !48)
!172 = !DILocation(line: 138, column: 39, scope: !48)
!173 = !DILocation(line: 138, column: 3, scope: !48)
!174 = !DILocalVariable(name: "h", scope: !48, file: !3, line: 141, type: !9)
!175 = !DILocation(line: 141, column: 12, scope: !48)
!176 = !DILocalVariable(name: "h2", scope: !48, file: !3, line: 141, type: !9)
!177 = !DILocation(line: 141, column: 32, scope: !48)
!178 = !DILocalVariable(name: "hs", scope: !48, file: !3, line: 142, type: !9)
!179 = !DILocation(line: 142, column: 12, scope: !48)
!180 = !DILocation(line: 142, column: 17, scope: !48)
!181 = !DILocation(line: 142, column: 21, scope: !48)
!182 = !DILocation(line: 142, column: 24, scope: !48)
!183 = !DILocation(line: 143, column: 33, scope: !48)
!184 = !DILocation(line: 143, column: 25, scope: !48)
!185 = !DILocation(line: 143, column: 3, scope: !48)
!186 = !DILocalVariable(name: "nan", scope: !48, file: !3, line: 147, type: !5)
!187 = !DILocation(line: 147, column: 9, scope: !48)
!188 = !DILocalVariable(name: "inf", scope: !48, file: !3, line: 147, type: !5)
!189 = !DILocation(line: 147, column: 35, scope: !48)
!190 = !DILocation(line: 148, column: 32, scope: !48)
!191 = !DILocation(line: 148, column: 39, scope: !48)
!192 = !DILocation(line: 148, column: 36, scope: !48)
!193 = !DILocation(line: 148, column: 44, scope: !48)
!194 = !DILocation(line: 148, column: 48, scope: !48)
!195 = !DILocation(line: 148, column: 3, scope: !48)
!196 = !DILocation(line: 149, column: 3, scope: !48)
!197 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !198, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !200, !202, !8, !8}
!200 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !203)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 32)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!205 = !DILocalVariable(name: "dst", arg: 1, scope: !197, file: !3, line: 25, type: !200)
!206 = !DILocation(line: 25, column: 63, scope: !197)
!207 = !DILocalVariable(name: "src", arg: 2, scope: !197, file: !3, line: 25, type: !202)
!208 = !DILocation(line: 25, column: 88, scope: !197)
!209 = !DILocalVariable(name: "k", arg: 3, scope: !197, file: !3, line: 25, type: !8)
!210 = !DILocation(line: 25, column: 97, scope: !197)
!211 = !DILocalVariable(name: "n", arg: 4, scope: !197, file: !3, line: 25, type: !8)
!212 = !DILocation(line: 25, column: 104, scope: !197)
!213 = !DILocalVariable(name: "i", scope: !214, file: !3, line: 26, type: !8)
!214 = distinct !DILexicalBlock(scope: !197, file: !3, line: 26, column: 3)
!215 = !DILocation(line: 26, column: 12, scope: !214)
!216 = !DILocation(line: 26, column: 8, scope: !214)
!217 = !DILocation(line: 26, column: 19, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 26, column: 3)
!219 = !DILocation(line: 26, column: 23, scope: !218)
!220 = !DILocation(line: 26, column: 21, scope: !218)
!221 = !DILocation(line: 26, column: 3, scope: !214)
!222 = !DILocation(line: 26, column: 40, scope: !218)
!223 = !DILocation(line: 26, column: 44, scope: !218)
!224 = !DILocation(line: 26, column: 49, scope: !218)
!225 = !DILocation(line: 26, column: 47, scope: !218)
!226 = !DILocation(line: 26, column: 54, scope: !218)
!227 = !DILocation(line: 26, column: 58, scope: !218)
!228 = !DILocation(line: 26, column: 61, scope: !218)
!229 = !DILocation(line: 26, column: 51, scope: !218)
!230 = !DILocation(line: 26, column: 31, scope: !218)
!231 = !DILocation(line: 26, column: 35, scope: !218)
!232 = !DILocation(line: 26, column: 38, scope: !218)
!233 = !DILocation(line: 26, column: 26, scope: !218)
!234 = !DILocation(line: 26, column: 3, scope: !218)
!235 = distinct !{!235, !221, !236, !93}
!236 = !DILocation(line: 26, column: 65, scope: !214)
!237 = !DILocation(line: 27, column: 1, scope: !197)
!238 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !239, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !241, !243, !5, !8}
!241 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!243 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 32)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!246 = !DILocalVariable(name: "y", arg: 1, scope: !238, file: !3, line: 21, type: !241)
!247 = !DILocation(line: 21, column: 61, scope: !238)
!248 = !DILocalVariable(name: "x", arg: 2, scope: !238, file: !3, line: 21, type: !243)
!249 = !DILocation(line: 21, column: 86, scope: !238)
!250 = !DILocalVariable(name: "k", arg: 3, scope: !238, file: !3, line: 21, type: !5)
!251 = !DILocation(line: 21, column: 95, scope: !238)
!252 = !DILocalVariable(name: "n", arg: 4, scope: !238, file: !3, line: 21, type: !8)
!253 = !DILocation(line: 21, column: 102, scope: !238)
!254 = !DILocalVariable(name: "i", scope: !255, file: !3, line: 22, type: !8)
!255 = distinct !DILexicalBlock(scope: !238, file: !3, line: 22, column: 3)
!256 = !DILocation(line: 22, column: 12, scope: !255)
!257 = !DILocation(line: 22, column: 8, scope: !255)
!258 = !DILocation(line: 22, column: 19, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !3, line: 22, column: 3)
!260 = !DILocation(line: 22, column: 23, scope: !259)
!261 = !DILocation(line: 22, column: 21, scope: !259)
!262 = !DILocation(line: 22, column: 3, scope: !255)
!263 = !DILocation(line: 22, column: 38, scope: !259)
!264 = !DILocation(line: 22, column: 42, scope: !259)
!265 = !DILocation(line: 22, column: 44, scope: !259)
!266 = !DILocation(line: 22, column: 49, scope: !259)
!267 = !DILocation(line: 22, column: 51, scope: !259)
!268 = !DILocation(line: 22, column: 47, scope: !259)
!269 = !DILocation(line: 22, column: 31, scope: !259)
!270 = !DILocation(line: 22, column: 33, scope: !259)
!271 = !DILocation(line: 22, column: 36, scope: !259)
!272 = !DILocation(line: 22, column: 26, scope: !259)
!273 = !DILocation(line: 22, column: 3, scope: !259)
!274 = distinct !{!274, !262, !275, !93}
!275 = !DILocation(line: 22, column: 52, scope: !255)
!276 = !DILocation(line: 23, column: 1, scope: !238)
!277 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !278, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!278 = !DISubroutineType(types: !279)
!279 = !{!8, !203, !8}
!280 = !DILocalVariable(name: "a", arg: 1, scope: !277, file: !3, line: 15, type: !203)
!281 = !DILocation(line: 15, column: 58, scope: !277)
!282 = !DILocalVariable(name: "n", arg: 2, scope: !277, file: !3, line: 15, type: !8)
!283 = !DILocation(line: 15, column: 65, scope: !277)
!284 = !DILocalVariable(name: "s", scope: !277, file: !3, line: 16, type: !8)
!285 = !DILocation(line: 16, column: 7, scope: !277)
!286 = !DILocalVariable(name: "i", scope: !287, file: !3, line: 17, type: !8)
!287 = distinct !DILexicalBlock(scope: !277, file: !3, line: 17, column: 3)
!288 = !DILocation(line: 17, column: 12, scope: !287)
!289 = !DILocation(line: 17, column: 8, scope: !287)
!290 = !DILocation(line: 17, column: 19, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !3, line: 17, column: 3)
!292 = !DILocation(line: 17, column: 23, scope: !291)
!293 = !DILocation(line: 17, column: 21, scope: !291)
!294 = !DILocation(line: 17, column: 3, scope: !287)
!295 = !DILocation(line: 17, column: 36, scope: !291)
!296 = !DILocation(line: 17, column: 38, scope: !291)
!297 = !DILocation(line: 17, column: 33, scope: !291)
!298 = !DILocation(line: 17, column: 31, scope: !291)
!299 = !DILocation(line: 17, column: 26, scope: !291)
!300 = !DILocation(line: 17, column: 3, scope: !291)
!301 = distinct !{!301, !294, !302, !93}
!302 = !DILocation(line: 17, column: 39, scope: !287)
!303 = !DILocation(line: 18, column: 10, scope: !277)
!304 = !DILocation(line: 18, column: 3, scope: !277)
!305 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !306, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!306 = !DISubroutineType(types: !307)
!307 = !{!10, !203, !8}
!308 = !DILocalVariable(name: "a", arg: 1, scope: !305, file: !3, line: 35, type: !203)
!309 = !DILocation(line: 35, column: 69, scope: !305)
!310 = !DILocalVariable(name: "n", arg: 2, scope: !305, file: !3, line: 35, type: !8)
!311 = !DILocation(line: 35, column: 76, scope: !305)
!312 = !DILocalVariable(name: "m", scope: !305, file: !3, line: 36, type: !8)
!313 = !DILocation(line: 36, column: 7, scope: !305)
!314 = !DILocalVariable(name: "i", scope: !315, file: !3, line: 37, type: !8)
!315 = distinct !DILexicalBlock(scope: !305, file: !3, line: 37, column: 3)
!316 = !DILocation(line: 37, column: 12, scope: !315)
!317 = !DILocation(line: 37, column: 8, scope: !315)
!318 = !DILocation(line: 37, column: 19, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !3, line: 37, column: 3)
!320 = !DILocation(line: 37, column: 23, scope: !319)
!321 = !DILocation(line: 37, column: 21, scope: !319)
!322 = !DILocation(line: 37, column: 3, scope: !315)
!323 = !DILocation(line: 37, column: 35, scope: !319)
!324 = !DILocation(line: 37, column: 37, scope: !319)
!325 = !DILocation(line: 37, column: 42, scope: !319)
!326 = !DILocation(line: 37, column: 40, scope: !319)
!327 = !DILocation(line: 37, column: 46, scope: !319)
!328 = !DILocation(line: 37, column: 48, scope: !319)
!329 = !DILocation(line: 37, column: 53, scope: !319)
!330 = !DILocation(line: 37, column: 33, scope: !319)
!331 = !DILocation(line: 37, column: 31, scope: !319)
!332 = !DILocation(line: 37, column: 26, scope: !319)
!333 = !DILocation(line: 37, column: 3, scope: !319)
!334 = distinct !{!334, !322, !335, !93}
!335 = !DILocation(line: 37, column: 53, scope: !315)
!336 = !DILocation(line: 38, column: 26, scope: !305)
!337 = !DILocation(line: 38, column: 28, scope: !305)
!338 = !DILocation(line: 38, column: 42, scope: !305)
!339 = !DILocation(line: 38, column: 10, scope: !305)
!340 = !DILocation(line: 38, column: 3, scope: !305)
!341 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !342, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!342 = !DISubroutineType(types: !343)
!343 = !{!7, !344, !244, !8}
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 32)
!345 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!346 = !DILocalVariable(name: "a", arg: 1, scope: !341, file: !3, line: 29, type: !344)
!347 = !DILocation(line: 29, column: 59, scope: !341)
!348 = !DILocalVariable(name: "b", arg: 2, scope: !341, file: !3, line: 29, type: !244)
!349 = !DILocation(line: 29, column: 75, scope: !341)
!350 = !DILocalVariable(name: "n", arg: 3, scope: !341, file: !3, line: 29, type: !8)
!351 = !DILocation(line: 29, column: 82, scope: !341)
!352 = !DILocalVariable(name: "s", scope: !341, file: !3, line: 30, type: !7)
!353 = !DILocation(line: 30, column: 10, scope: !341)
!354 = !DILocalVariable(name: "i", scope: !355, file: !3, line: 31, type: !8)
!355 = distinct !DILexicalBlock(scope: !341, file: !3, line: 31, column: 3)
!356 = !DILocation(line: 31, column: 12, scope: !355)
!357 = !DILocation(line: 31, column: 8, scope: !355)
!358 = !DILocation(line: 31, column: 19, scope: !359)
!359 = distinct !DILexicalBlock(scope: !355, file: !3, line: 31, column: 3)
!360 = !DILocation(line: 31, column: 23, scope: !359)
!361 = !DILocation(line: 31, column: 21, scope: !359)
!362 = !DILocation(line: 31, column: 3, scope: !355)
!363 = !DILocation(line: 31, column: 36, scope: !359)
!364 = !DILocation(line: 31, column: 38, scope: !359)
!365 = !DILocation(line: 31, column: 51, scope: !359)
!366 = !DILocation(line: 31, column: 53, scope: !359)
!367 = !DILocation(line: 31, column: 43, scope: !359)
!368 = !DILocation(line: 31, column: 33, scope: !359)
!369 = !DILocation(line: 31, column: 31, scope: !359)
!370 = !DILocation(line: 31, column: 26, scope: !359)
!371 = !DILocation(line: 31, column: 3, scope: !359)
!372 = distinct !{!372, !362, !373, !93}
!373 = !DILocation(line: 31, column: 54, scope: !355)
!374 = !DILocation(line: 32, column: 10, scope: !341)
!375 = !DILocation(line: 32, column: 3, scope: !341)
!376 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !377, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!377 = !DISubroutineType(types: !378)
!378 = !{!6, !6}
!379 = !DILocalVariable(name: "x", arg: 1, scope: !376, file: !3, line: 48, type: !6)
!380 = !DILocation(line: 48, column: 40, scope: !376)
!381 = !DILocation(line: 49, column: 7, scope: !376)
!382 = !DILocation(line: 49, column: 13, scope: !376)
!383 = !DILocation(line: 49, column: 15, scope: !376)
!384 = !DILocation(line: 49, column: 21, scope: !376)
!385 = !DILocation(line: 49, column: 9, scope: !376)
!386 = !DILocation(line: 49, column: 5, scope: !376)
!387 = !DILocation(line: 50, column: 8, scope: !376)
!388 = !DILocation(line: 50, column: 10, scope: !376)
!389 = !DILocation(line: 50, column: 29, scope: !376)
!390 = !DILocation(line: 50, column: 31, scope: !376)
!391 = !DILocation(line: 50, column: 37, scope: !376)
!392 = !DILocation(line: 50, column: 25, scope: !376)
!393 = !DILocation(line: 50, column: 5, scope: !376)
!394 = !DILocation(line: 51, column: 8, scope: !376)
!395 = !DILocation(line: 51, column: 13, scope: !376)
!396 = !DILocation(line: 51, column: 15, scope: !376)
!397 = !DILocation(line: 51, column: 10, scope: !376)
!398 = !DILocation(line: 51, column: 22, scope: !376)
!399 = !DILocation(line: 51, column: 5, scope: !376)
!400 = !DILocation(line: 52, column: 11, scope: !376)
!401 = !DILocation(line: 52, column: 13, scope: !376)
!402 = !DILocation(line: 52, column: 28, scope: !376)
!403 = !DILocation(line: 52, column: 3, scope: !376)
!404 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !405, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!405 = !DISubroutineType(types: !406)
!406 = !{!407, !407, !8}
!407 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!408 = !DILocalVariable(name: "x", arg: 1, scope: !404, file: !3, line: 55, type: !407)
!409 = !DILocation(line: 55, column: 53, scope: !404)
!410 = !DILocalVariable(name: "r", arg: 2, scope: !404, file: !3, line: 55, type: !8)
!411 = !DILocation(line: 55, column: 60, scope: !404)
!412 = !DILocation(line: 55, column: 73, scope: !404)
!413 = !DILocation(line: 55, column: 78, scope: !404)
!414 = !DILocation(line: 55, column: 75, scope: !404)
!415 = !DILocation(line: 55, column: 84, scope: !404)
!416 = !DILocation(line: 55, column: 95, scope: !404)
!417 = !DILocation(line: 55, column: 93, scope: !404)
!418 = !DILocation(line: 55, column: 86, scope: !404)
!419 = !DILocation(line: 55, column: 81, scope: !404)
!420 = !DILocation(line: 55, column: 65, scope: !404)
!421 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !422, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!422 = !DISubroutineType(types: !423)
!423 = !{!424, !8}
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 32)
!425 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !426)
!426 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!427 = !DILocalVariable(name: "d", arg: 1, scope: !421, file: !3, line: 57, type: !8)
!428 = !DILocation(line: 57, column: 33, scope: !421)
!429 = !DILocation(line: 58, column: 11, scope: !421)
!430 = !DILocation(line: 58, column: 3, scope: !421)
!431 = !DILocation(line: 59, column: 11, scope: !432)
!432 = distinct !DILexicalBlock(scope: !421, file: !3, line: 58, column: 14)
!433 = !DILocation(line: 60, column: 11, scope: !432)
!434 = !DILocation(line: 61, column: 11, scope: !432)
!435 = !DILocation(line: 62, column: 11, scope: !432)
!436 = !DILocation(line: 63, column: 11, scope: !432)
!437 = !DILocation(line: 64, column: 11, scope: !432)
!438 = !DILocation(line: 65, column: 11, scope: !432)
!439 = !DILocation(line: 66, column: 12, scope: !432)
!440 = !DILocation(line: 68, column: 1, scope: !421)
!441 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !442, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!442 = !DISubroutineType(types: !443)
!443 = !{!8, !8}
!444 = !DILocalVariable(name: "x", arg: 1, scope: !441, file: !3, line: 70, type: !8)
!445 = !DILocation(line: 70, column: 23, scope: !441)
!446 = !DILocation(line: 71, column: 11, scope: !441)
!447 = !DILocation(line: 71, column: 3, scope: !441)
!448 = !DILocation(line: 72, column: 15, scope: !449)
!449 = distinct !DILexicalBlock(scope: !441, file: !3, line: 71, column: 14)
!450 = !DILocation(line: 73, column: 11, scope: !449)
!451 = !DILocation(line: 74, column: 21, scope: !449)
!452 = !DILocation(line: 75, column: 16, scope: !449)
!453 = !DILocation(line: 76, column: 20, scope: !449)
!454 = !DILocation(line: 77, column: 19, scope: !449)
!455 = !DILocation(line: 77, column: 21, scope: !449)
!456 = !DILocation(line: 77, column: 12, scope: !449)
!457 = !DILocation(line: 79, column: 1, scope: !441)
!458 = !DILocalVariable(name: "x", arg: 1, scope: !27, file: !3, line: 94, type: !30)
!459 = !DILocation(line: 94, column: 40, scope: !27)
!460 = !DILocalVariable(name: "r", scope: !27, file: !3, line: 95, type: !30)
!461 = !DILocation(line: 95, column: 15, scope: !27)
!462 = !DILocalVariable(name: "i", scope: !463, file: !3, line: 97, type: !8)
!463 = distinct !DILexicalBlock(scope: !27, file: !3, line: 97, column: 3)
!464 = !DILocation(line: 97, column: 12, scope: !463)
!465 = !DILocation(line: 97, column: 8, scope: !463)
!466 = !DILocation(line: 97, column: 19, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !3, line: 97, column: 3)
!468 = !DILocation(line: 97, column: 21, scope: !467)
!469 = !DILocation(line: 97, column: 3, scope: !463)
!470 = !DILocation(line: 97, column: 36, scope: !467)
!471 = !DILocation(line: 97, column: 40, scope: !467)
!472 = !DILocation(line: 97, column: 46, scope: !467)
!473 = !DILocation(line: 97, column: 44, scope: !467)
!474 = !DILocation(line: 97, column: 42, scope: !467)
!475 = !DILocation(line: 97, column: 34, scope: !467)
!476 = !DILocation(line: 97, column: 32, scope: !467)
!477 = !DILocation(line: 97, column: 27, scope: !467)
!478 = !DILocation(line: 97, column: 3, scope: !467)
!479 = distinct !{!479, !469, !480, !93}
!480 = !DILocation(line: 97, column: 47, scope: !463)
!481 = !DILocation(line: 98, column: 10, scope: !27)
!482 = !DILocation(line: 98, column: 3, scope: !27)
