; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%union.Pun = type { float }
%struct.anon = type { i32 }

@ia = internal global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 16, !dbg !15
@fa = internal global [256 x float] zeroinitializer, align 16, !dbg !20
@fb = internal global [256 x float] zeroinitializer, align 16, !dbg !23
@da = internal global [256 x double] zeroinitializer, align 16, !dbg !25
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@ld_poly.c = internal constant [4 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000BFFE000000000000, fp128 0xL00000000000000003FFC000000000000, fp128 0xL8469898CC51701B84000921FB54442D1], align 16, !dbg !28
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 !dbg !43 {
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
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %2, align 4, !dbg !48
  br label %11, !dbg !49

11:                                               ; preds = %38, %0
  %12 = load i32, i32* %2, align 4, !dbg !50
  %13 = icmp slt i32 %12, 256, !dbg !52
  br i1 %13, label %14, label %41, !dbg !53

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4, !dbg !54
  %16 = mul nsw i32 %15, 3, !dbg !56
  %17 = sub nsw i32 %16, 100, !dbg !57
  %18 = load i32, i32* %2, align 4, !dbg !58
  %19 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %18, !dbg !59
  store i32 %17, i32* %19, align 4, !dbg !60
  %20 = load i32, i32* %2, align 4, !dbg !61
  %21 = mul nsw i32 %20, 7, !dbg !62
  %22 = and i32 %21, 63, !dbg !63
  %23 = load i32, i32* %2, align 4, !dbg !64
  %24 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %23, !dbg !65
  store i32 %22, i32* %24, align 4, !dbg !66
  %25 = load i32, i32* %2, align 4, !dbg !67
  %26 = sitofp i32 %25 to float, !dbg !68
  %27 = fmul float %26, 5.000000e-01, !dbg !69
  %28 = load i32, i32* %2, align 4, !dbg !70
  %29 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %28, !dbg !71
  store float %27, float* %29, align 4, !dbg !72
  %30 = load i32, i32* %2, align 4, !dbg !73
  %31 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %30, !dbg !74
  store float 1.000000e+00, float* %31, align 4, !dbg !75
  %32 = load i32, i32* %2, align 4, !dbg !76
  %33 = add nsw i32 %32, 1, !dbg !77
  %34 = sitofp i32 %33 to double, !dbg !78
  %35 = fdiv double 1.000000e+00, %34, !dbg !79
  %36 = load i32, i32* %2, align 4, !dbg !80
  %37 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %36, !dbg !81
  store double %35, double* %37, align 8, !dbg !82
  br label %38, !dbg !83

38:                                               ; preds = %14
  %39 = load i32, i32* %2, align 4, !dbg !84
  %40 = add nsw i32 %39, 1, !dbg !84
  store i32 %40, i32* %2, align 4, !dbg !84
  br label %11, !dbg !85, !llvm.loop !86

41:                                               ; preds = %11
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i32 0, i32 0), i32 noundef 3, i32 noundef 256), !dbg !89
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !90
  %42 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !91
  %43 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !92
  %44 = zext i8 %43 to i32, !dbg !92
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %42, i32 noundef %44), !dbg !93
  %46 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 8, !dbg !94
  %47 = fpext float %46 to double, !dbg !94
  %48 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), i32 noundef 256), !dbg !95
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %47, double noundef %48), !dbg !96
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !97, metadata !DIExpression()), !dbg !110
  %50 = bitcast %union.Pun* %3 to float*, !dbg !111
  store float -1.500000e+00, float* %50, align 4, !dbg !112
  %51 = bitcast %union.Pun* %3 to i32*, !dbg !113
  %52 = load i32, i32* %51, align 4, !dbg !113
  %53 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !114
  %54 = bitcast %struct.anon* %53 to i32*, !dbg !115
  %55 = load i32, i32* %54, align 4, !dbg !115
  %56 = lshr i32 %55, 31, !dbg !115
  %57 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !116
  %58 = bitcast %struct.anon* %57 to i32*, !dbg !117
  %59 = load i32, i32* %58, align 4, !dbg !117
  %60 = lshr i32 %59, 23, !dbg !117
  %61 = and i32 %60, 255, !dbg !117
  %62 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !118
  %63 = bitcast %struct.anon* %62 to i32*, !dbg !119
  %64 = load i32, i32* %63, align 4, !dbg !119
  %65 = and i32 %64, 8388607, !dbg !119
  %66 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !120
  %67 = getelementptr inbounds [4 x i8], [4 x i8]* %66, i32 0, i32 0, !dbg !121
  %68 = load i8, i8* %67, align 4, !dbg !121
  %69 = zext i8 %68 to i32, !dbg !121
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef %52, i32 noundef %56, i32 noundef %61, i32 noundef %65, i32 noundef %69), !dbg !122
  call void @llvm.dbg.declare(metadata i32* %4, metadata !123, metadata !DIExpression()), !dbg !124
  store i32 -267534609, i32* %4, align 4, !dbg !124
  %71 = load i32, i32* %4, align 4, !dbg !125
  %72 = call i32 @popcnt_manual(i32 noundef %71), !dbg !126
  %73 = load i32, i32* %4, align 4, !dbg !127
  %74 = call i32 @llvm.ctpop.i32(i32 %73), !dbg !128
  %75 = load i32, i32* %4, align 4, !dbg !129
  %76 = lshr i32 %75, 4, !dbg !130
  %77 = call i32 @llvm.ctlz.i32(i32 %76, i1 false), !dbg !131
  %78 = load i32, i32* %4, align 4, !dbg !132
  %79 = and i32 %78, -2, !dbg !133
  %80 = call i32 @llvm.cttz.i32(i32 %79, i1 false), !dbg !134
  %81 = load i32, i32* %4, align 4, !dbg !135
  %82 = call i32 @llvm.bswap.i32(i32 %81), !dbg !136
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %72, i32 noundef %74, i32 noundef %77, i32 noundef %80, i32 noundef %82), !dbg !137
  %84 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !138
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef %84), !dbg !139
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !140
  call void @llvm.dbg.declare(metadata i32* %5, metadata !141, metadata !DIExpression()), !dbg !143
  store i32 -1, i32* %5, align 4, !dbg !143
  br label %87, !dbg !144

87:                                               ; preds = %94, %41
  %88 = load i32, i32* %5, align 4, !dbg !145
  %89 = icmp sle i32 %88, 7, !dbg !147
  br i1 %89, label %90, label %97, !dbg !148

90:                                               ; preds = %87
  %91 = load i32, i32* %5, align 4, !dbg !149
  %92 = call i8* @day_name(i32 noundef %91), !dbg !150
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef %92), !dbg !151
  br label %94, !dbg !151

94:                                               ; preds = %90
  %95 = load i32, i32* %5, align 4, !dbg !152
  %96 = add nsw i32 %95, 1, !dbg !152
  store i32 %96, i32* %5, align 4, !dbg !152
  br label %87, !dbg !153, !llvm.loop !154

97:                                               ; preds = %87
  %98 = call i32 @sparse(i32 noundef -1000), !dbg !156
  %99 = call i32 @sparse(i32 noundef 7), !dbg !157
  %100 = call i32 @sparse(i32 noundef 78), !dbg !158
  %101 = call i32 @sparse(i32 noundef 100000), !dbg !159
  %102 = call i32 @sparse(i32 noundef 2147483647), !dbg !160
  %103 = call i32 @sparse(i32 noundef -3), !dbg !161
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103), !dbg !162
  call void @llvm.dbg.declare(metadata i128* %6, metadata !163, metadata !DIExpression()), !dbg !164
  %105 = call i128 @mul128(i64 noundef -1, i64 noundef -1), !dbg !165
  store i128 %105, i128* %6, align 16, !dbg !164
  call void @llvm.dbg.declare(metadata i128* %7, metadata !166, metadata !DIExpression()), !dbg !167
  %106 = load i128, i128* %6, align 16, !dbg !168
  %107 = sub nsw i128 0, %106, !dbg !169
  %108 = sdiv i128 %107, 3, !dbg !170
  store i128 %108, i128* %7, align 16, !dbg !167
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0)), !dbg !171
  %110 = load i128, i128* %6, align 16, !dbg !172
  call void @print_u128(i128 noundef %110), !dbg !173
  %111 = load i128, i128* %6, align 16, !dbg !174
  %112 = lshr i128 %111, 64, !dbg !175
  %113 = trunc i128 %112 to i64, !dbg !176
  %114 = load i128, i128* %7, align 16, !dbg !177
  %115 = trunc i128 %114 to i64, !dbg !178
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i32 0, i32 0), i64 noundef %113, i64 noundef %115), !dbg !179
  call void @llvm.dbg.declare(metadata fp128* %8, metadata !180, metadata !DIExpression()), !dbg !181
  %117 = call fp128 @ld_poly(fp128 noundef 0xL00000000000000003FFD000000000000), !dbg !182
  store fp128 %117, fp128* %8, align 16, !dbg !181
  %118 = load fp128, fp128* %8, align 16, !dbg !183
  %119 = fptrunc fp128 %118 to double, !dbg !184
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), double noundef %119, i32 noundef 16), !dbg !185
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i32 0, i32 0), double noundef 2.375000e+00), !dbg !186
  call void @llvm.dbg.declare(metadata float* %9, metadata !187, metadata !DIExpression()), !dbg !188
  store float 0x7FF8000000000000, float* %9, align 4, !dbg !188
  call void @llvm.dbg.declare(metadata float* %10, metadata !189, metadata !DIExpression()), !dbg !190
  store float 0x7FF0000000000000, float* %10, align 4, !dbg !190
  %122 = load float, float* %9, align 4, !dbg !191
  %123 = load float, float* %9, align 4, !dbg !192
  %124 = fcmp une float %122, %123, !dbg !193
  %125 = zext i1 %124 to i32, !dbg !193
  %126 = load float, float* %10, align 4, !dbg !194
  %127 = fcmp ogt float %126, 0x47D2CED320000000, !dbg !195
  %128 = zext i1 %127 to i32, !dbg !195
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i32 0, i32 0), i32 noundef %125, i32 noundef %128, i32 noundef 1), !dbg !196
  ret i32 0, !dbg !197
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !198 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  call void @llvm.dbg.declare(metadata i32** %5, metadata !206, metadata !DIExpression()), !dbg !207
  store i32* %1, i32** %6, align 4
  call void @llvm.dbg.declare(metadata i32** %6, metadata !208, metadata !DIExpression()), !dbg !209
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !210, metadata !DIExpression()), !dbg !211
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !212, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.declare(metadata i32* %9, metadata !214, metadata !DIExpression()), !dbg !216
  store i32 0, i32* %9, align 4, !dbg !216
  br label %10, !dbg !217

10:                                               ; preds = %30, %4
  %11 = load i32, i32* %9, align 4, !dbg !218
  %12 = load i32, i32* %8, align 4, !dbg !220
  %13 = icmp slt i32 %11, %12, !dbg !221
  br i1 %13, label %14, label %33, !dbg !222

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 4, !dbg !223
  %16 = load i32, i32* %9, align 4, !dbg !224
  %17 = getelementptr inbounds i32, i32* %15, i32 %16, !dbg !223
  %18 = load i32, i32* %17, align 4, !dbg !223
  %19 = load i32, i32* %7, align 4, !dbg !225
  %20 = mul nsw i32 %18, %19, !dbg !226
  %21 = load i32*, i32** %6, align 4, !dbg !227
  %22 = load i32, i32* %9, align 4, !dbg !228
  %23 = getelementptr inbounds i32, i32* %21, i32 %22, !dbg !227
  %24 = load i32, i32* %23, align 4, !dbg !227
  %25 = ashr i32 %24, 1, !dbg !229
  %26 = add nsw i32 %20, %25, !dbg !230
  %27 = load i32*, i32** %5, align 4, !dbg !231
  %28 = load i32, i32* %9, align 4, !dbg !232
  %29 = getelementptr inbounds i32, i32* %27, i32 %28, !dbg !231
  store i32 %26, i32* %29, align 4, !dbg !233
  br label %30, !dbg !231

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4, !dbg !234
  %32 = add nsw i32 %31, 1, !dbg !234
  store i32 %32, i32* %9, align 4, !dbg !234
  br label %10, !dbg !235, !llvm.loop !236

33:                                               ; preds = %10
  ret void, !dbg !238
}

; Function Attrs: noinline nounwind optnone
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !239 {
  %5 = alloca float*, align 4
  %6 = alloca float*, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !247, metadata !DIExpression()), !dbg !248
  store float* %1, float** %6, align 4
  call void @llvm.dbg.declare(metadata float** %6, metadata !249, metadata !DIExpression()), !dbg !250
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !251, metadata !DIExpression()), !dbg !252
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !253, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.declare(metadata i32* %9, metadata !255, metadata !DIExpression()), !dbg !257
  store i32 0, i32* %9, align 4, !dbg !257
  br label %10, !dbg !258

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4, !dbg !259
  %12 = load i32, i32* %8, align 4, !dbg !261
  %13 = icmp slt i32 %11, %12, !dbg !262
  br i1 %13, label %14, label %31, !dbg !263

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !264
  %16 = load float*, float** %6, align 4, !dbg !265
  %17 = load i32, i32* %9, align 4, !dbg !266
  %18 = getelementptr inbounds float, float* %16, i32 %17, !dbg !265
  %19 = load float, float* %18, align 4, !dbg !265
  %20 = load float*, float** %5, align 4, !dbg !267
  %21 = load i32, i32* %9, align 4, !dbg !268
  %22 = getelementptr inbounds float, float* %20, i32 %21, !dbg !267
  %23 = load float, float* %22, align 4, !dbg !267
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !269
  %25 = load float*, float** %5, align 4, !dbg !270
  %26 = load i32, i32* %9, align 4, !dbg !271
  %27 = getelementptr inbounds float, float* %25, i32 %26, !dbg !270
  store float %24, float* %27, align 4, !dbg !272
  br label %28, !dbg !270

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4, !dbg !273
  %30 = add nsw i32 %29, 1, !dbg !273
  store i32 %30, i32* %9, align 4, !dbg !273
  br label %10, !dbg !274, !llvm.loop !275

31:                                               ; preds = %10
  ret void, !dbg !277
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !278 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !281, metadata !DIExpression()), !dbg !282
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !283, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.declare(metadata i32* %5, metadata !285, metadata !DIExpression()), !dbg !286
  store i32 0, i32* %5, align 4, !dbg !286
  call void @llvm.dbg.declare(metadata i32* %6, metadata !287, metadata !DIExpression()), !dbg !289
  store i32 0, i32* %6, align 4, !dbg !289
  br label %7, !dbg !290

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4, !dbg !291
  %9 = load i32, i32* %4, align 4, !dbg !293
  %10 = icmp slt i32 %8, %9, !dbg !294
  br i1 %10, label %11, label %21, !dbg !295

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !296
  %13 = load i32, i32* %6, align 4, !dbg !297
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !296
  %15 = load i32, i32* %14, align 4, !dbg !296
  %16 = load i32, i32* %5, align 4, !dbg !298
  %17 = add nsw i32 %16, %15, !dbg !298
  store i32 %17, i32* %5, align 4, !dbg !298
  br label %18, !dbg !299

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4, !dbg !300
  %20 = add nsw i32 %19, 1, !dbg !300
  store i32 %20, i32* %6, align 4, !dbg !300
  br label %7, !dbg !301, !llvm.loop !302

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4, !dbg !304
  ret i32 %22, !dbg !305
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !306 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !309, metadata !DIExpression()), !dbg !310
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !311, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.declare(metadata i32* %5, metadata !313, metadata !DIExpression()), !dbg !314
  store i32 0, i32* %5, align 4, !dbg !314
  call void @llvm.dbg.declare(metadata i32* %6, metadata !315, metadata !DIExpression()), !dbg !317
  store i32 0, i32* %6, align 4, !dbg !317
  br label %7, !dbg !318

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4, !dbg !319
  %9 = load i32, i32* %4, align 4, !dbg !321
  %10 = icmp slt i32 %8, %9, !dbg !322
  br i1 %10, label %11, label %30, !dbg !323

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !324
  %13 = load i32, i32* %6, align 4, !dbg !325
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !324
  %15 = load i32, i32* %14, align 4, !dbg !324
  %16 = load i32, i32* %5, align 4, !dbg !326
  %17 = icmp sgt i32 %15, %16, !dbg !327
  br i1 %17, label %18, label %23, !dbg !324

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4, !dbg !328
  %20 = load i32, i32* %6, align 4, !dbg !329
  %21 = getelementptr inbounds i32, i32* %19, i32 %20, !dbg !328
  %22 = load i32, i32* %21, align 4, !dbg !328
  br label %25, !dbg !324

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4, !dbg !330
  br label %25, !dbg !324

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !324
  store i32 %26, i32* %5, align 4, !dbg !331
  br label %27, !dbg !332

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4, !dbg !333
  %29 = add nsw i32 %28, 1, !dbg !333
  store i32 %29, i32* %6, align 4, !dbg !333
  br label %7, !dbg !334, !llvm.loop !335

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4, !dbg !337
  %32 = icmp sgt i32 %31, 255, !dbg !338
  br i1 %32, label %33, label %34, !dbg !337

33:                                               ; preds = %30
  br label %36, !dbg !337

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4, !dbg !339
  br label %36, !dbg !337

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !337
  %38 = trunc i32 %37 to i8, !dbg !340
  ret i8 %38, !dbg !341
}

; Function Attrs: noinline nounwind optnone
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !342 {
  %4 = alloca double*, align 4
  %5 = alloca float*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  call void @llvm.dbg.declare(metadata double** %4, metadata !347, metadata !DIExpression()), !dbg !348
  store float* %1, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !349, metadata !DIExpression()), !dbg !350
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !351, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.declare(metadata double* %7, metadata !353, metadata !DIExpression()), !dbg !354
  store double 0.000000e+00, double* %7, align 8, !dbg !354
  call void @llvm.dbg.declare(metadata i32* %8, metadata !355, metadata !DIExpression()), !dbg !357
  store i32 0, i32* %8, align 4, !dbg !357
  br label %9, !dbg !358

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4, !dbg !359
  %11 = load i32, i32* %6, align 4, !dbg !361
  %12 = icmp slt i32 %10, %11, !dbg !362
  br i1 %12, label %13, label %28, !dbg !363

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4, !dbg !364
  %15 = load i32, i32* %8, align 4, !dbg !365
  %16 = getelementptr inbounds double, double* %14, i32 %15, !dbg !364
  %17 = load double, double* %16, align 8, !dbg !364
  %18 = load float*, float** %5, align 4, !dbg !366
  %19 = load i32, i32* %8, align 4, !dbg !367
  %20 = getelementptr inbounds float, float* %18, i32 %19, !dbg !366
  %21 = load float, float* %20, align 4, !dbg !366
  %22 = fpext float %21 to double, !dbg !368
  %23 = load double, double* %7, align 8, !dbg !369
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !369
  store double %24, double* %7, align 8, !dbg !369
  br label %25, !dbg !370

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4, !dbg !371
  %27 = add nsw i32 %26, 1, !dbg !371
  store i32 %27, i32* %8, align 4, !dbg !371
  br label %9, !dbg !372, !llvm.loop !373

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8, !dbg !375
  ret double %29, !dbg !376
}

; Function Attrs: noinline nounwind optnone
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !377 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !380, metadata !DIExpression()), !dbg !381
  %3 = load i32, i32* %2, align 4, !dbg !382
  %4 = load i32, i32* %2, align 4, !dbg !383
  %5 = lshr i32 %4, 1, !dbg !384
  %6 = and i32 %5, 1431655765, !dbg !385
  %7 = sub i32 %3, %6, !dbg !386
  store i32 %7, i32* %2, align 4, !dbg !387
  %8 = load i32, i32* %2, align 4, !dbg !388
  %9 = and i32 %8, 858993459, !dbg !389
  %10 = load i32, i32* %2, align 4, !dbg !390
  %11 = lshr i32 %10, 2, !dbg !391
  %12 = and i32 %11, 858993459, !dbg !392
  %13 = add i32 %9, %12, !dbg !393
  store i32 %13, i32* %2, align 4, !dbg !394
  %14 = load i32, i32* %2, align 4, !dbg !395
  %15 = load i32, i32* %2, align 4, !dbg !396
  %16 = lshr i32 %15, 4, !dbg !397
  %17 = add i32 %14, %16, !dbg !398
  %18 = and i32 %17, 252645135, !dbg !399
  store i32 %18, i32* %2, align 4, !dbg !400
  %19 = load i32, i32* %2, align 4, !dbg !401
  %20 = mul i32 %19, 16843009, !dbg !402
  %21 = lshr i32 %20, 24, !dbg !403
  ret i32 %21, !dbg !404
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !405 {
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
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8** %2, align 4, !dbg !430
  br label %13, !dbg !430

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8** %2, align 4, !dbg !432
  br label %13, !dbg !432

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8** %2, align 4, !dbg !433
  br label %13, !dbg !433

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4, !dbg !434
  br label %13, !dbg !434

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8** %2, align 4, !dbg !435
  br label %13, !dbg !435

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i8** %2, align 4, !dbg !436
  br label %13, !dbg !436

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i8** %2, align 4, !dbg !437
  br label %13, !dbg !437

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i8** %2, align 4, !dbg !438
  br label %13, !dbg !438

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 4, !dbg !439
  ret i8* %14, !dbg !439
}

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #2 !dbg !457 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !460, metadata !DIExpression()), !dbg !461
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !462, metadata !DIExpression()), !dbg !463
  %5 = load i64, i64* %3, align 8, !dbg !464
  %6 = zext i64 %5 to i128, !dbg !465
  %7 = load i64, i64* %4, align 8, !dbg !466
  %8 = zext i64 %7 to i128, !dbg !466
  %9 = mul i128 %6, %8, !dbg !467
  ret i128 %9, !dbg !468
}

; Function Attrs: noinline optnone
define internal void @print_u128(i128 noundef %0) #0 !dbg !469 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  store i128 %0, i128* %2, align 16
  call void @llvm.dbg.declare(metadata i128* %2, metadata !472, metadata !DIExpression()), !dbg !473
  call void @llvm.dbg.declare(metadata [48 x i8]* %3, metadata !474, metadata !DIExpression()), !dbg !478
  call void @llvm.dbg.declare(metadata i32* %4, metadata !479, metadata !DIExpression()), !dbg !480
  store i32 47, i32* %4, align 4, !dbg !480
  %5 = load i32, i32* %4, align 4, !dbg !481
  %6 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i32 0, i32 %5, !dbg !482
  store i8 0, i8* %6, align 1, !dbg !483
  br label %7, !dbg !484

7:                                                ; preds = %18, %1
  %8 = load i128, i128* %2, align 16, !dbg !485
  %9 = urem i128 %8, 10, !dbg !487
  %10 = trunc i128 %9 to i32, !dbg !488
  %11 = add nsw i32 48, %10, !dbg !489
  %12 = trunc i32 %11 to i8, !dbg !490
  %13 = load i32, i32* %4, align 4, !dbg !491
  %14 = add nsw i32 %13, -1, !dbg !491
  store i32 %14, i32* %4, align 4, !dbg !491
  %15 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i32 0, i32 %14, !dbg !492
  store i8 %12, i8* %15, align 1, !dbg !493
  %16 = load i128, i128* %2, align 16, !dbg !494
  %17 = udiv i128 %16, 10, !dbg !494
  store i128 %17, i128* %2, align 16, !dbg !494
  br label %18, !dbg !495

18:                                               ; preds = %7
  %19 = load i128, i128* %2, align 16, !dbg !496
  %20 = icmp ne i128 %19, 0, !dbg !495
  br i1 %20, label %7, label %21, !dbg !495, !llvm.loop !497

21:                                               ; preds = %18
  %22 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i32 0, i32 0, !dbg !499
  %23 = load i32, i32* %4, align 4, !dbg !500
  %24 = getelementptr inbounds i8, i8* %22, i32 %23, !dbg !501
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i32 0, i32 0), i8* noundef %24), !dbg !502
  ret void, !dbg !503
}

; Function Attrs: noinline nounwind optnone
define internal fp128 @ld_poly(fp128 noundef %0) #2 !dbg !30 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, fp128* %2, align 16
  call void @llvm.dbg.declare(metadata fp128* %2, metadata !504, metadata !DIExpression()), !dbg !505
  call void @llvm.dbg.declare(metadata fp128* %3, metadata !506, metadata !DIExpression()), !dbg !507
  store fp128 0xL00000000000000000000000000000000, fp128* %3, align 16, !dbg !507
  call void @llvm.dbg.declare(metadata i32* %4, metadata !508, metadata !DIExpression()), !dbg !510
  store i32 3, i32* %4, align 4, !dbg !510
  br label %5, !dbg !511

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !512
  %7 = icmp sge i32 %6, 0, !dbg !514
  br i1 %7, label %8, label %18, !dbg !515

8:                                                ; preds = %5
  %9 = load fp128, fp128* %3, align 16, !dbg !516
  %10 = load fp128, fp128* %2, align 16, !dbg !517
  %11 = load i32, i32* %4, align 4, !dbg !518
  %12 = getelementptr inbounds [4 x fp128], [4 x fp128]* @ld_poly.c, i32 0, i32 %11, !dbg !519
  %13 = load fp128, fp128* %12, align 16, !dbg !519
  %14 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %10, fp128 %13), !dbg !520
  store fp128 %14, fp128* %3, align 16, !dbg !521
  br label %15, !dbg !522

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4, !dbg !523
  %17 = add nsw i32 %16, -1, !dbg !523
  store i32 %17, i32* %4, align 4, !dbg !523
  br label %5, !dbg !524, !llvm.loop !525

18:                                               ; preds = %5
  %19 = load fp128, fp128* %3, align 16, !dbg !527
  ret fp128 %19, !dbg !528
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

attributes #0 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
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
!14 = !{!0, !15, !20, !23, !25, !28}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 256)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !18)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !22, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 16384, elements: !18)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "c", scope: !30, file: !3, line: 96, type: !35, isLocal: true, isDefinition: true)
!30 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !31, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !33}
!33 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!34 = !{}
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !37)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{i32 7, !"Dwarf Version", i32 4}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{!"Debian clang version 14.0.6"}
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !44, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!44 = !DISubroutineType(types: !45)
!45 = !{!10}
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 102, type: !10)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 102, column: 3)
!48 = !DILocation(line: 102, column: 12, scope: !47)
!49 = !DILocation(line: 102, column: 8, scope: !47)
!50 = !DILocation(line: 102, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 102, column: 3)
!52 = !DILocation(line: 102, column: 21, scope: !51)
!53 = !DILocation(line: 102, column: 3, scope: !47)
!54 = !DILocation(line: 103, column: 13, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 102, column: 31)
!56 = !DILocation(line: 103, column: 15, scope: !55)
!57 = !DILocation(line: 103, column: 19, scope: !55)
!58 = !DILocation(line: 103, column: 8, scope: !55)
!59 = !DILocation(line: 103, column: 5, scope: !55)
!60 = !DILocation(line: 103, column: 11, scope: !55)
!61 = !DILocation(line: 104, column: 14, scope: !55)
!62 = !DILocation(line: 104, column: 16, scope: !55)
!63 = !DILocation(line: 104, column: 21, scope: !55)
!64 = !DILocation(line: 104, column: 8, scope: !55)
!65 = !DILocation(line: 104, column: 5, scope: !55)
!66 = !DILocation(line: 104, column: 11, scope: !55)
!67 = !DILocation(line: 105, column: 20, scope: !55)
!68 = !DILocation(line: 105, column: 13, scope: !55)
!69 = !DILocation(line: 105, column: 22, scope: !55)
!70 = !DILocation(line: 105, column: 8, scope: !55)
!71 = !DILocation(line: 105, column: 5, scope: !55)
!72 = !DILocation(line: 105, column: 11, scope: !55)
!73 = !DILocation(line: 106, column: 8, scope: !55)
!74 = !DILocation(line: 106, column: 5, scope: !55)
!75 = !DILocation(line: 106, column: 11, scope: !55)
!76 = !DILocation(line: 107, column: 20, scope: !55)
!77 = !DILocation(line: 107, column: 22, scope: !55)
!78 = !DILocation(line: 107, column: 19, scope: !55)
!79 = !DILocation(line: 107, column: 17, scope: !55)
!80 = !DILocation(line: 107, column: 8, scope: !55)
!81 = !DILocation(line: 107, column: 5, scope: !55)
!82 = !DILocation(line: 107, column: 11, scope: !55)
!83 = !DILocation(line: 108, column: 3, scope: !55)
!84 = !DILocation(line: 102, column: 26, scope: !51)
!85 = !DILocation(line: 102, column: 3, scope: !51)
!86 = distinct !{!86, !53, !87, !88}
!87 = !DILocation(line: 108, column: 3, scope: !47)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 109, column: 3, scope: !43)
!90 = !DILocation(line: 110, column: 3, scope: !43)
!91 = !DILocation(line: 111, column: 29, scope: !43)
!92 = !DILocation(line: 111, column: 46, scope: !43)
!93 = !DILocation(line: 111, column: 3, scope: !43)
!94 = !DILocation(line: 112, column: 36, scope: !43)
!95 = !DILocation(line: 112, column: 44, scope: !43)
!96 = !DILocation(line: 112, column: 3, scope: !43)
!97 = !DILocalVariable(name: "p", scope: !43, file: !3, line: 114, type: !98)
!98 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !99)
!99 = !{!100, !101, !102, !104}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !98, file: !3, line: 42, baseType: !5, size: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !98, file: !3, line: 43, baseType: !6, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !98, file: !3, line: 44, baseType: !103, size: 32)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !37)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !98, file: !3, line: 45, baseType: !105, size: 32)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !98, file: !3, line: 45, size: 32, elements: !106)
!106 = !{!107, !108, !109}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !105, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !105, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !105, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!110 = !DILocation(line: 114, column: 13, scope: !43)
!111 = !DILocation(line: 115, column: 5, scope: !43)
!112 = !DILocation(line: 115, column: 7, scope: !43)
!113 = !DILocation(line: 116, column: 59, scope: !43)
!114 = !DILocation(line: 116, column: 64, scope: !43)
!115 = !DILocation(line: 116, column: 69, scope: !43)
!116 = !DILocation(line: 116, column: 77, scope: !43)
!117 = !DILocation(line: 116, column: 82, scope: !43)
!118 = !DILocation(line: 116, column: 89, scope: !43)
!119 = !DILocation(line: 116, column: 94, scope: !43)
!120 = !DILocation(line: 116, column: 102, scope: !43)
!121 = !DILocation(line: 116, column: 100, scope: !43)
!122 = !DILocation(line: 116, column: 3, scope: !43)
!123 = !DILocalVariable(name: "x", scope: !43, file: !3, line: 117, type: !6)
!124 = !DILocation(line: 117, column: 12, scope: !43)
!125 = !DILocation(line: 118, column: 49, scope: !43)
!126 = !DILocation(line: 118, column: 35, scope: !43)
!127 = !DILocation(line: 118, column: 72, scope: !43)
!128 = !DILocation(line: 118, column: 53, scope: !43)
!129 = !DILocation(line: 118, column: 90, scope: !43)
!130 = !DILocation(line: 118, column: 92, scope: !43)
!131 = !DILocation(line: 118, column: 76, scope: !43)
!132 = !DILocation(line: 119, column: 24, scope: !43)
!133 = !DILocation(line: 119, column: 26, scope: !43)
!134 = !DILocation(line: 119, column: 10, scope: !43)
!135 = !DILocation(line: 119, column: 52, scope: !43)
!136 = !DILocation(line: 119, column: 34, scope: !43)
!137 = !DILocation(line: 118, column: 3, scope: !43)
!138 = !DILocation(line: 120, column: 24, scope: !43)
!139 = !DILocation(line: 120, column: 3, scope: !43)
!140 = !DILocation(line: 121, column: 3, scope: !43)
!141 = !DILocalVariable(name: "d", scope: !142, file: !3, line: 123, type: !10)
!142 = distinct !DILexicalBlock(scope: !43, file: !3, line: 123, column: 3)
!143 = !DILocation(line: 123, column: 12, scope: !142)
!144 = !DILocation(line: 123, column: 8, scope: !142)
!145 = !DILocation(line: 123, column: 20, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !3, line: 123, column: 3)
!147 = !DILocation(line: 123, column: 22, scope: !146)
!148 = !DILocation(line: 123, column: 3, scope: !142)
!149 = !DILocation(line: 123, column: 56, scope: !146)
!150 = !DILocation(line: 123, column: 47, scope: !146)
!151 = !DILocation(line: 123, column: 33, scope: !146)
!152 = !DILocation(line: 123, column: 28, scope: !146)
!153 = !DILocation(line: 123, column: 3, scope: !146)
!154 = distinct !{!154, !148, !155, !88}
!155 = !DILocation(line: 123, column: 58, scope: !142)
!156 = !DILocation(line: 124, column: 42, scope: !43)
!157 = !DILocation(line: 124, column: 57, scope: !43)
!158 = !DILocation(line: 124, column: 68, scope: !43)
!159 = !DILocation(line: 124, column: 80, scope: !43)
!160 = !DILocation(line: 125, column: 10, scope: !43)
!161 = !DILocation(line: 125, column: 30, scope: !43)
!162 = !DILocation(line: 124, column: 3, scope: !43)
!163 = !DILocalVariable(name: "big", scope: !43, file: !3, line: 128, type: !12)
!164 = !DILocation(line: 128, column: 21, scope: !43)
!165 = !DILocation(line: 128, column: 27, scope: !43)
!166 = !DILocalVariable(name: "neg", scope: !43, file: !3, line: 129, type: !7)
!167 = !DILocation(line: 129, column: 12, scope: !43)
!168 = !DILocation(line: 129, column: 29, scope: !43)
!169 = !DILocation(line: 129, column: 18, scope: !43)
!170 = !DILocation(line: 129, column: 33, scope: !43)
!171 = !DILocation(line: 130, column: 3, scope: !43)
!172 = !DILocation(line: 131, column: 14, scope: !43)
!173 = !DILocation(line: 131, column: 3, scope: !43)
!174 = !DILocation(line: 132, column: 57, scope: !43)
!175 = !DILocation(line: 132, column: 61, scope: !43)
!176 = !DILocation(line: 132, column: 36, scope: !43)
!177 = !DILocation(line: 132, column: 89, scope: !43)
!178 = !DILocation(line: 132, column: 69, scope: !43)
!179 = !DILocation(line: 132, column: 3, scope: !43)
!180 = !DILocalVariable(name: "ld", scope: !43, file: !3, line: 137, type: !33)
!181 = !DILocation(line: 137, column: 15, scope: !43)
!182 = !DILocation(line: 137, column: 20, scope: !43)
!183 = !DILocation(line: 138, column: 39, scope: !43)
!184 = !DILocation(line: 138, column: 31, scope: !43)
!185 = !DILocation(line: 138, column: 3, scope: !43)
!186 = !DILocation(line: 145, column: 3, scope: !43)
!187 = !DILocalVariable(name: "nan", scope: !43, file: !3, line: 147, type: !5)
!188 = !DILocation(line: 147, column: 9, scope: !43)
!189 = !DILocalVariable(name: "inf", scope: !43, file: !3, line: 147, type: !5)
!190 = !DILocation(line: 147, column: 35, scope: !43)
!191 = !DILocation(line: 148, column: 32, scope: !43)
!192 = !DILocation(line: 148, column: 39, scope: !43)
!193 = !DILocation(line: 148, column: 36, scope: !43)
!194 = !DILocation(line: 148, column: 44, scope: !43)
!195 = !DILocation(line: 148, column: 48, scope: !43)
!196 = !DILocation(line: 148, column: 3, scope: !43)
!197 = !DILocation(line: 149, column: 3, scope: !43)
!198 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !199, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !201, !203, !10, !10}
!201 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 32)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!206 = !DILocalVariable(name: "dst", arg: 1, scope: !198, file: !3, line: 25, type: !201)
!207 = !DILocation(line: 25, column: 63, scope: !198)
!208 = !DILocalVariable(name: "src", arg: 2, scope: !198, file: !3, line: 25, type: !203)
!209 = !DILocation(line: 25, column: 88, scope: !198)
!210 = !DILocalVariable(name: "k", arg: 3, scope: !198, file: !3, line: 25, type: !10)
!211 = !DILocation(line: 25, column: 97, scope: !198)
!212 = !DILocalVariable(name: "n", arg: 4, scope: !198, file: !3, line: 25, type: !10)
!213 = !DILocation(line: 25, column: 104, scope: !198)
!214 = !DILocalVariable(name: "i", scope: !215, file: !3, line: 26, type: !10)
!215 = distinct !DILexicalBlock(scope: !198, file: !3, line: 26, column: 3)
!216 = !DILocation(line: 26, column: 12, scope: !215)
!217 = !DILocation(line: 26, column: 8, scope: !215)
!218 = !DILocation(line: 26, column: 19, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !3, line: 26, column: 3)
!220 = !DILocation(line: 26, column: 23, scope: !219)
!221 = !DILocation(line: 26, column: 21, scope: !219)
!222 = !DILocation(line: 26, column: 3, scope: !215)
!223 = !DILocation(line: 26, column: 40, scope: !219)
!224 = !DILocation(line: 26, column: 44, scope: !219)
!225 = !DILocation(line: 26, column: 49, scope: !219)
!226 = !DILocation(line: 26, column: 47, scope: !219)
!227 = !DILocation(line: 26, column: 54, scope: !219)
!228 = !DILocation(line: 26, column: 58, scope: !219)
!229 = !DILocation(line: 26, column: 61, scope: !219)
!230 = !DILocation(line: 26, column: 51, scope: !219)
!231 = !DILocation(line: 26, column: 31, scope: !219)
!232 = !DILocation(line: 26, column: 35, scope: !219)
!233 = !DILocation(line: 26, column: 38, scope: !219)
!234 = !DILocation(line: 26, column: 26, scope: !219)
!235 = !DILocation(line: 26, column: 3, scope: !219)
!236 = distinct !{!236, !222, !237, !88}
!237 = !DILocation(line: 26, column: 65, scope: !215)
!238 = !DILocation(line: 27, column: 1, scope: !198)
!239 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !240, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !242, !244, !5, !10}
!242 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!244 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 32)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!247 = !DILocalVariable(name: "y", arg: 1, scope: !239, file: !3, line: 21, type: !242)
!248 = !DILocation(line: 21, column: 61, scope: !239)
!249 = !DILocalVariable(name: "x", arg: 2, scope: !239, file: !3, line: 21, type: !244)
!250 = !DILocation(line: 21, column: 86, scope: !239)
!251 = !DILocalVariable(name: "k", arg: 3, scope: !239, file: !3, line: 21, type: !5)
!252 = !DILocation(line: 21, column: 95, scope: !239)
!253 = !DILocalVariable(name: "n", arg: 4, scope: !239, file: !3, line: 21, type: !10)
!254 = !DILocation(line: 21, column: 102, scope: !239)
!255 = !DILocalVariable(name: "i", scope: !256, file: !3, line: 22, type: !10)
!256 = distinct !DILexicalBlock(scope: !239, file: !3, line: 22, column: 3)
!257 = !DILocation(line: 22, column: 12, scope: !256)
!258 = !DILocation(line: 22, column: 8, scope: !256)
!259 = !DILocation(line: 22, column: 19, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !3, line: 22, column: 3)
!261 = !DILocation(line: 22, column: 23, scope: !260)
!262 = !DILocation(line: 22, column: 21, scope: !260)
!263 = !DILocation(line: 22, column: 3, scope: !256)
!264 = !DILocation(line: 22, column: 38, scope: !260)
!265 = !DILocation(line: 22, column: 42, scope: !260)
!266 = !DILocation(line: 22, column: 44, scope: !260)
!267 = !DILocation(line: 22, column: 49, scope: !260)
!268 = !DILocation(line: 22, column: 51, scope: !260)
!269 = !DILocation(line: 22, column: 47, scope: !260)
!270 = !DILocation(line: 22, column: 31, scope: !260)
!271 = !DILocation(line: 22, column: 33, scope: !260)
!272 = !DILocation(line: 22, column: 36, scope: !260)
!273 = !DILocation(line: 22, column: 26, scope: !260)
!274 = !DILocation(line: 22, column: 3, scope: !260)
!275 = distinct !{!275, !263, !276, !88}
!276 = !DILocation(line: 22, column: 52, scope: !256)
!277 = !DILocation(line: 23, column: 1, scope: !239)
!278 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !279, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!279 = !DISubroutineType(types: !280)
!280 = !{!10, !204, !10}
!281 = !DILocalVariable(name: "a", arg: 1, scope: !278, file: !3, line: 15, type: !204)
!282 = !DILocation(line: 15, column: 58, scope: !278)
!283 = !DILocalVariable(name: "n", arg: 2, scope: !278, file: !3, line: 15, type: !10)
!284 = !DILocation(line: 15, column: 65, scope: !278)
!285 = !DILocalVariable(name: "s", scope: !278, file: !3, line: 16, type: !10)
!286 = !DILocation(line: 16, column: 7, scope: !278)
!287 = !DILocalVariable(name: "i", scope: !288, file: !3, line: 17, type: !10)
!288 = distinct !DILexicalBlock(scope: !278, file: !3, line: 17, column: 3)
!289 = !DILocation(line: 17, column: 12, scope: !288)
!290 = !DILocation(line: 17, column: 8, scope: !288)
!291 = !DILocation(line: 17, column: 19, scope: !292)
!292 = distinct !DILexicalBlock(scope: !288, file: !3, line: 17, column: 3)
!293 = !DILocation(line: 17, column: 23, scope: !292)
!294 = !DILocation(line: 17, column: 21, scope: !292)
!295 = !DILocation(line: 17, column: 3, scope: !288)
!296 = !DILocation(line: 17, column: 36, scope: !292)
!297 = !DILocation(line: 17, column: 38, scope: !292)
!298 = !DILocation(line: 17, column: 33, scope: !292)
!299 = !DILocation(line: 17, column: 31, scope: !292)
!300 = !DILocation(line: 17, column: 26, scope: !292)
!301 = !DILocation(line: 17, column: 3, scope: !292)
!302 = distinct !{!302, !295, !303, !88}
!303 = !DILocation(line: 17, column: 39, scope: !288)
!304 = !DILocation(line: 18, column: 10, scope: !278)
!305 = !DILocation(line: 18, column: 3, scope: !278)
!306 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !307, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!307 = !DISubroutineType(types: !308)
!308 = !{!11, !204, !10}
!309 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !3, line: 35, type: !204)
!310 = !DILocation(line: 35, column: 69, scope: !306)
!311 = !DILocalVariable(name: "n", arg: 2, scope: !306, file: !3, line: 35, type: !10)
!312 = !DILocation(line: 35, column: 76, scope: !306)
!313 = !DILocalVariable(name: "m", scope: !306, file: !3, line: 36, type: !10)
!314 = !DILocation(line: 36, column: 7, scope: !306)
!315 = !DILocalVariable(name: "i", scope: !316, file: !3, line: 37, type: !10)
!316 = distinct !DILexicalBlock(scope: !306, file: !3, line: 37, column: 3)
!317 = !DILocation(line: 37, column: 12, scope: !316)
!318 = !DILocation(line: 37, column: 8, scope: !316)
!319 = !DILocation(line: 37, column: 19, scope: !320)
!320 = distinct !DILexicalBlock(scope: !316, file: !3, line: 37, column: 3)
!321 = !DILocation(line: 37, column: 23, scope: !320)
!322 = !DILocation(line: 37, column: 21, scope: !320)
!323 = !DILocation(line: 37, column: 3, scope: !316)
!324 = !DILocation(line: 37, column: 35, scope: !320)
!325 = !DILocation(line: 37, column: 37, scope: !320)
!326 = !DILocation(line: 37, column: 42, scope: !320)
!327 = !DILocation(line: 37, column: 40, scope: !320)
!328 = !DILocation(line: 37, column: 46, scope: !320)
!329 = !DILocation(line: 37, column: 48, scope: !320)
!330 = !DILocation(line: 37, column: 53, scope: !320)
!331 = !DILocation(line: 37, column: 33, scope: !320)
!332 = !DILocation(line: 37, column: 31, scope: !320)
!333 = !DILocation(line: 37, column: 26, scope: !320)
!334 = !DILocation(line: 37, column: 3, scope: !320)
!335 = distinct !{!335, !323, !336, !88}
!336 = !DILocation(line: 37, column: 53, scope: !316)
!337 = !DILocation(line: 38, column: 26, scope: !306)
!338 = !DILocation(line: 38, column: 28, scope: !306)
!339 = !DILocation(line: 38, column: 42, scope: !306)
!340 = !DILocation(line: 38, column: 10, scope: !306)
!341 = !DILocation(line: 38, column: 3, scope: !306)
!342 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !343, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!343 = !DISubroutineType(types: !344)
!344 = !{!9, !345, !245, !10}
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 32)
!346 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!347 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !3, line: 29, type: !345)
!348 = !DILocation(line: 29, column: 59, scope: !342)
!349 = !DILocalVariable(name: "b", arg: 2, scope: !342, file: !3, line: 29, type: !245)
!350 = !DILocation(line: 29, column: 75, scope: !342)
!351 = !DILocalVariable(name: "n", arg: 3, scope: !342, file: !3, line: 29, type: !10)
!352 = !DILocation(line: 29, column: 82, scope: !342)
!353 = !DILocalVariable(name: "s", scope: !342, file: !3, line: 30, type: !9)
!354 = !DILocation(line: 30, column: 10, scope: !342)
!355 = !DILocalVariable(name: "i", scope: !356, file: !3, line: 31, type: !10)
!356 = distinct !DILexicalBlock(scope: !342, file: !3, line: 31, column: 3)
!357 = !DILocation(line: 31, column: 12, scope: !356)
!358 = !DILocation(line: 31, column: 8, scope: !356)
!359 = !DILocation(line: 31, column: 19, scope: !360)
!360 = distinct !DILexicalBlock(scope: !356, file: !3, line: 31, column: 3)
!361 = !DILocation(line: 31, column: 23, scope: !360)
!362 = !DILocation(line: 31, column: 21, scope: !360)
!363 = !DILocation(line: 31, column: 3, scope: !356)
!364 = !DILocation(line: 31, column: 36, scope: !360)
!365 = !DILocation(line: 31, column: 38, scope: !360)
!366 = !DILocation(line: 31, column: 51, scope: !360)
!367 = !DILocation(line: 31, column: 53, scope: !360)
!368 = !DILocation(line: 31, column: 43, scope: !360)
!369 = !DILocation(line: 31, column: 33, scope: !360)
!370 = !DILocation(line: 31, column: 31, scope: !360)
!371 = !DILocation(line: 31, column: 26, scope: !360)
!372 = !DILocation(line: 31, column: 3, scope: !360)
!373 = distinct !{!373, !363, !374, !88}
!374 = !DILocation(line: 31, column: 54, scope: !356)
!375 = !DILocation(line: 32, column: 10, scope: !342)
!376 = !DILocation(line: 32, column: 3, scope: !342)
!377 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !378, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!378 = !DISubroutineType(types: !379)
!379 = !{!6, !6}
!380 = !DILocalVariable(name: "x", arg: 1, scope: !377, file: !3, line: 48, type: !6)
!381 = !DILocation(line: 48, column: 40, scope: !377)
!382 = !DILocation(line: 49, column: 7, scope: !377)
!383 = !DILocation(line: 49, column: 13, scope: !377)
!384 = !DILocation(line: 49, column: 15, scope: !377)
!385 = !DILocation(line: 49, column: 21, scope: !377)
!386 = !DILocation(line: 49, column: 9, scope: !377)
!387 = !DILocation(line: 49, column: 5, scope: !377)
!388 = !DILocation(line: 50, column: 8, scope: !377)
!389 = !DILocation(line: 50, column: 10, scope: !377)
!390 = !DILocation(line: 50, column: 29, scope: !377)
!391 = !DILocation(line: 50, column: 31, scope: !377)
!392 = !DILocation(line: 50, column: 37, scope: !377)
!393 = !DILocation(line: 50, column: 25, scope: !377)
!394 = !DILocation(line: 50, column: 5, scope: !377)
!395 = !DILocation(line: 51, column: 8, scope: !377)
!396 = !DILocation(line: 51, column: 13, scope: !377)
!397 = !DILocation(line: 51, column: 15, scope: !377)
!398 = !DILocation(line: 51, column: 10, scope: !377)
!399 = !DILocation(line: 51, column: 22, scope: !377)
!400 = !DILocation(line: 51, column: 5, scope: !377)
!401 = !DILocation(line: 52, column: 11, scope: !377)
!402 = !DILocation(line: 52, column: 13, scope: !377)
!403 = !DILocation(line: 52, column: 28, scope: !377)
!404 = !DILocation(line: 52, column: 3, scope: !377)
!405 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !406, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!406 = !DISubroutineType(types: !407)
!407 = !{!8, !8, !10}
!408 = !DILocalVariable(name: "x", arg: 1, scope: !405, file: !3, line: 55, type: !8)
!409 = !DILocation(line: 55, column: 53, scope: !405)
!410 = !DILocalVariable(name: "r", arg: 2, scope: !405, file: !3, line: 55, type: !10)
!411 = !DILocation(line: 55, column: 60, scope: !405)
!412 = !DILocation(line: 55, column: 73, scope: !405)
!413 = !DILocation(line: 55, column: 78, scope: !405)
!414 = !DILocation(line: 55, column: 75, scope: !405)
!415 = !DILocation(line: 55, column: 84, scope: !405)
!416 = !DILocation(line: 55, column: 95, scope: !405)
!417 = !DILocation(line: 55, column: 93, scope: !405)
!418 = !DILocation(line: 55, column: 86, scope: !405)
!419 = !DILocation(line: 55, column: 81, scope: !405)
!420 = !DILocation(line: 55, column: 65, scope: !405)
!421 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !422, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!422 = !DISubroutineType(types: !423)
!423 = !{!424, !10}
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 32)
!425 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!426 = !DILocalVariable(name: "d", arg: 1, scope: !421, file: !3, line: 57, type: !10)
!427 = !DILocation(line: 57, column: 33, scope: !421)
!428 = !DILocation(line: 58, column: 11, scope: !421)
!429 = !DILocation(line: 58, column: 3, scope: !421)
!430 = !DILocation(line: 59, column: 11, scope: !431)
!431 = distinct !DILexicalBlock(scope: !421, file: !3, line: 58, column: 14)
!432 = !DILocation(line: 60, column: 11, scope: !431)
!433 = !DILocation(line: 61, column: 11, scope: !431)
!434 = !DILocation(line: 62, column: 11, scope: !431)
!435 = !DILocation(line: 63, column: 11, scope: !431)
!436 = !DILocation(line: 64, column: 11, scope: !431)
!437 = !DILocation(line: 65, column: 11, scope: !431)
!438 = !DILocation(line: 66, column: 12, scope: !431)
!439 = !DILocation(line: 68, column: 1, scope: !421)
!440 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !441, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!441 = !DISubroutineType(types: !442)
!442 = !{!10, !10}
!443 = !DILocalVariable(name: "x", arg: 1, scope: !440, file: !3, line: 70, type: !10)
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
!457 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !458, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!458 = !DISubroutineType(types: !459)
!459 = !{!12, !8, !8}
!460 = !DILocalVariable(name: "a", arg: 1, scope: !457, file: !3, line: 82, type: !8)
!461 = !DILocation(line: 82, column: 52, scope: !457)
!462 = !DILocalVariable(name: "b", arg: 2, scope: !457, file: !3, line: 82, type: !8)
!463 = !DILocation(line: 82, column: 74, scope: !457)
!464 = !DILocation(line: 83, column: 29, scope: !457)
!465 = !DILocation(line: 83, column: 10, scope: !457)
!466 = !DILocation(line: 83, column: 33, scope: !457)
!467 = !DILocation(line: 83, column: 31, scope: !457)
!468 = !DILocation(line: 83, column: 3, scope: !457)
!469 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !470, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !12}
!472 = !DILocalVariable(name: "v", arg: 1, scope: !469, file: !3, line: 85, type: !12)
!473 = !DILocation(line: 85, column: 42, scope: !469)
!474 = !DILocalVariable(name: "buf", scope: !469, file: !3, line: 86, type: !475)
!475 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !476)
!476 = !{!477}
!477 = !DISubrange(count: 48)
!478 = !DILocation(line: 86, column: 8, scope: !469)
!479 = !DILocalVariable(name: "i", scope: !469, file: !3, line: 87, type: !10)
!480 = !DILocation(line: 87, column: 7, scope: !469)
!481 = !DILocation(line: 88, column: 7, scope: !469)
!482 = !DILocation(line: 88, column: 3, scope: !469)
!483 = !DILocation(line: 88, column: 10, scope: !469)
!484 = !DILocation(line: 89, column: 3, scope: !469)
!485 = !DILocation(line: 89, column: 38, scope: !486)
!486 = distinct !DILexicalBlock(scope: !469, file: !3, line: 89, column: 6)
!487 = !DILocation(line: 89, column: 40, scope: !486)
!488 = !DILocation(line: 89, column: 32, scope: !486)
!489 = !DILocation(line: 89, column: 30, scope: !486)
!490 = !DILocation(line: 89, column: 19, scope: !486)
!491 = !DILocation(line: 89, column: 12, scope: !486)
!492 = !DILocation(line: 89, column: 8, scope: !486)
!493 = !DILocation(line: 89, column: 17, scope: !486)
!494 = !DILocation(line: 89, column: 50, scope: !486)
!495 = !DILocation(line: 89, column: 57, scope: !486)
!496 = !DILocation(line: 89, column: 66, scope: !469)
!497 = distinct !{!497, !484, !498, !88}
!498 = !DILocation(line: 89, column: 67, scope: !469)
!499 = !DILocation(line: 90, column: 16, scope: !469)
!500 = !DILocation(line: 90, column: 22, scope: !469)
!501 = !DILocation(line: 90, column: 20, scope: !469)
!502 = !DILocation(line: 90, column: 3, scope: !469)
!503 = !DILocation(line: 91, column: 1, scope: !469)
!504 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !3, line: 94, type: !33)
!505 = !DILocation(line: 94, column: 40, scope: !30)
!506 = !DILocalVariable(name: "r", scope: !30, file: !3, line: 95, type: !33)
!507 = !DILocation(line: 95, column: 15, scope: !30)
!508 = !DILocalVariable(name: "i", scope: !509, file: !3, line: 97, type: !10)
!509 = distinct !DILexicalBlock(scope: !30, file: !3, line: 97, column: 3)
!510 = !DILocation(line: 97, column: 12, scope: !509)
!511 = !DILocation(line: 97, column: 8, scope: !509)
!512 = !DILocation(line: 97, column: 19, scope: !513)
!513 = distinct !DILexicalBlock(scope: !509, file: !3, line: 97, column: 3)
!514 = !DILocation(line: 97, column: 21, scope: !513)
!515 = !DILocation(line: 97, column: 3, scope: !509)
!516 = !DILocation(line: 97, column: 36, scope: !513)
!517 = !DILocation(line: 97, column: 40, scope: !513)
!518 = !DILocation(line: 97, column: 46, scope: !513)
!519 = !DILocation(line: 97, column: 44, scope: !513)
!520 = !DILocation(line: 97, column: 42, scope: !513)
!521 = !DILocation(line: 97, column: 34, scope: !513)
!522 = !DILocation(line: 97, column: 32, scope: !513)
!523 = !DILocation(line: 97, column: 27, scope: !513)
!524 = !DILocation(line: 97, column: 3, scope: !513)
!525 = distinct !{!525, !515, !526, !88}
!526 = !DILocation(line: 97, column: 47, scope: !509)
!527 = !DILocation(line: 98, column: 10, scope: !30)
!528 = !DILocation(line: 98, column: 3, scope: !30)
