; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%union.Pun = type { float }
%struct.anon = type { i32 }

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !16
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !21
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !24
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !26
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
@ld_poly.c = internal constant [4 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000BFFE000000000000, fp128 0xL00000000000000003FFC000000000000, fp128 0xL8469898CC51701B84000921FB54442D1], align 16, !dbg !29

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca fp128, align 16
  %9 = alloca half, align 2
  %10 = alloca half, align 2
  %11 = alloca half, align 2
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %2, align 4, !dbg !57
  br label %14, !dbg !58

14:                                               ; preds = %46, %0
  %15 = load i32, i32* %2, align 4, !dbg !59
  %16 = icmp slt i32 %15, 256, !dbg !61
  br i1 %16, label %17, label %49, !dbg !62

17:                                               ; preds = %14
  %18 = load i32, i32* %2, align 4, !dbg !63
  %19 = mul nsw i32 %18, 3, !dbg !65
  %20 = sub nsw i32 %19, 100, !dbg !66
  %21 = load i32, i32* %2, align 4, !dbg !67
  %22 = sext i32 %21 to i64, !dbg !68
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %22, !dbg !68
  store i32 %20, i32* %23, align 4, !dbg !69
  %24 = load i32, i32* %2, align 4, !dbg !70
  %25 = mul nsw i32 %24, 7, !dbg !71
  %26 = and i32 %25, 63, !dbg !72
  %27 = load i32, i32* %2, align 4, !dbg !73
  %28 = sext i32 %27 to i64, !dbg !74
  %29 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %28, !dbg !74
  store i32 %26, i32* %29, align 4, !dbg !75
  %30 = load i32, i32* %2, align 4, !dbg !76
  %31 = sitofp i32 %30 to float, !dbg !77
  %32 = fmul float %31, 5.000000e-01, !dbg !78
  %33 = load i32, i32* %2, align 4, !dbg !79
  %34 = sext i32 %33 to i64, !dbg !80
  %35 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %34, !dbg !80
  store float %32, float* %35, align 4, !dbg !81
  %36 = load i32, i32* %2, align 4, !dbg !82
  %37 = sext i32 %36 to i64, !dbg !83
  %38 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %37, !dbg !83
  store float 1.000000e+00, float* %38, align 4, !dbg !84
  %39 = load i32, i32* %2, align 4, !dbg !85
  %40 = add nsw i32 %39, 1, !dbg !86
  %41 = sitofp i32 %40 to double, !dbg !87
  %42 = fdiv double 1.000000e+00, %41, !dbg !88
  %43 = load i32, i32* %2, align 4, !dbg !89
  %44 = sext i32 %43 to i64, !dbg !90
  %45 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %44, !dbg !90
  store double %42, double* %45, align 8, !dbg !91
  br label %46, !dbg !92

46:                                               ; preds = %17
  %47 = load i32, i32* %2, align 4, !dbg !93
  %48 = add nsw i32 %47, 1, !dbg !93
  store i32 %48, i32* %2, align 4, !dbg !93
  br label %14, !dbg !94, !llvm.loop !95

49:                                               ; preds = %14
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i64 0, i64 0), i32 noundef 3, i32 noundef 256), !dbg !98
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i64 0, i64 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !99
  %50 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !100
  %51 = call i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !101
  %52 = zext i8 %51 to i32, !dbg !101
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %50, i32 noundef %52), !dbg !102
  %54 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 4, !dbg !103
  %55 = fpext float %54 to double, !dbg !103
  %56 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), i32 noundef 256), !dbg !104
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %55, double noundef %56), !dbg !105
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !106, metadata !DIExpression()), !dbg !119
  %58 = bitcast %union.Pun* %3 to float*, !dbg !120
  store float -1.500000e+00, float* %58, align 4, !dbg !121
  %59 = bitcast %union.Pun* %3 to i32*, !dbg !122
  %60 = load i32, i32* %59, align 4, !dbg !122
  %61 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !123
  %62 = bitcast %struct.anon* %61 to i32*, !dbg !124
  %63 = load i32, i32* %62, align 4, !dbg !124
  %64 = lshr i32 %63, 31, !dbg !124
  %65 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !125
  %66 = bitcast %struct.anon* %65 to i32*, !dbg !126
  %67 = load i32, i32* %66, align 4, !dbg !126
  %68 = lshr i32 %67, 23, !dbg !126
  %69 = and i32 %68, 255, !dbg !126
  %70 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !127
  %71 = bitcast %struct.anon* %70 to i32*, !dbg !128
  %72 = load i32, i32* %71, align 4, !dbg !128
  %73 = and i32 %72, 8388607, !dbg !128
  %74 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !129
  %75 = getelementptr inbounds [4 x i8], [4 x i8]* %74, i64 0, i64 0, !dbg !130
  %76 = load i8, i8* %75, align 4, !dbg !130
  %77 = zext i8 %76 to i32, !dbg !130
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef %60, i32 noundef %64, i32 noundef %69, i32 noundef %73, i32 noundef %77), !dbg !131
  call void @llvm.dbg.declare(metadata i32* %4, metadata !132, metadata !DIExpression()), !dbg !133
  store i32 -267534609, i32* %4, align 4, !dbg !133
  %79 = load i32, i32* %4, align 4, !dbg !134
  %80 = call i32 @popcnt_manual(i32 noundef %79), !dbg !135
  %81 = load i32, i32* %4, align 4, !dbg !136
  %82 = call i32 @llvm.ctpop.i32(i32 %81), !dbg !137
  %83 = load i32, i32* %4, align 4, !dbg !138
  %84 = lshr i32 %83, 4, !dbg !139
  %85 = call i32 @llvm.ctlz.i32(i32 %84, i1 false), !dbg !140
  %86 = load i32, i32* %4, align 4, !dbg !141
  %87 = and i32 %86, -2, !dbg !142
  %88 = call i32 @llvm.cttz.i32(i32 %87, i1 false), !dbg !143
  %89 = load i32, i32* %4, align 4, !dbg !144
  %90 = call i32 @llvm.bswap.i32(i32 %89), !dbg !145
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef %80, i32 noundef %82, i32 noundef %85, i32 noundef %88, i32 noundef %90), !dbg !146
  %92 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !147
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef %92), !dbg !148
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !149
  call void @llvm.dbg.declare(metadata i32* %5, metadata !150, metadata !DIExpression()), !dbg !152
  store i32 -1, i32* %5, align 4, !dbg !152
  br label %95, !dbg !153

95:                                               ; preds = %102, %49
  %96 = load i32, i32* %5, align 4, !dbg !154
  %97 = icmp sle i32 %96, 7, !dbg !156
  br i1 %97, label %98, label %105, !dbg !157

98:                                               ; preds = %95
  %99 = load i32, i32* %5, align 4, !dbg !158
  %100 = call i8* @day_name(i32 noundef %99), !dbg !159
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %100), !dbg !160
  br label %102, !dbg !160

102:                                              ; preds = %98
  %103 = load i32, i32* %5, align 4, !dbg !161
  %104 = add nsw i32 %103, 1, !dbg !161
  store i32 %104, i32* %5, align 4, !dbg !161
  br label %95, !dbg !162, !llvm.loop !163

105:                                              ; preds = %95
  %106 = call i32 @sparse(i32 noundef -1000), !dbg !165
  %107 = call i32 @sparse(i32 noundef 7), !dbg !166
  %108 = call i32 @sparse(i32 noundef 78), !dbg !167
  %109 = call i32 @sparse(i32 noundef 100000), !dbg !168
  %110 = call i32 @sparse(i32 noundef 2147483647), !dbg !169
  %111 = call i32 @sparse(i32 noundef -3), !dbg !170
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef %106, i32 noundef %107, i32 noundef %108, i32 noundef %109, i32 noundef %110, i32 noundef %111), !dbg !171
  call void @llvm.dbg.declare(metadata i128* %6, metadata !172, metadata !DIExpression()), !dbg !173
  %113 = call i128 @mul128(i64 noundef -1, i64 noundef -1), !dbg !174
  store i128 %113, i128* %6, align 16, !dbg !173
  call void @llvm.dbg.declare(metadata i128* %7, metadata !175, metadata !DIExpression()), !dbg !176
  %114 = load i128, i128* %6, align 16, !dbg !177
  %115 = sub nsw i128 0, %114, !dbg !178
  %116 = sdiv i128 %115, 3, !dbg !179
  store i128 %116, i128* %7, align 16, !dbg !176
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)), !dbg !180
  %118 = load i128, i128* %6, align 16, !dbg !181
  call void @print_u128(i128 noundef %118), !dbg !182
  %119 = load i128, i128* %6, align 16, !dbg !183
  %120 = lshr i128 %119, 64, !dbg !184
  %121 = trunc i128 %120 to i64, !dbg !185
  %122 = load i128, i128* %7, align 16, !dbg !186
  %123 = trunc i128 %122 to i64, !dbg !187
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef %121, i64 noundef %123), !dbg !188
  call void @llvm.dbg.declare(metadata fp128* %8, metadata !189, metadata !DIExpression()), !dbg !190
  %125 = call fp128 @ld_poly(fp128 noundef 0xL00000000000000003FFD000000000000), !dbg !191
  store fp128 %125, fp128* %8, align 16, !dbg !190
  %126 = load fp128, fp128* %8, align 16, !dbg !192
  %127 = fptrunc fp128 %126 to double, !dbg !193
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef %127, i32 noundef 16), !dbg !194
  call void @llvm.dbg.declare(metadata half* %9, metadata !195, metadata !DIExpression()), !dbg !196
  store half 0xH3E00, half* %9, align 2, !dbg !196
  call void @llvm.dbg.declare(metadata half* %10, metadata !197, metadata !DIExpression()), !dbg !198
  store half 0xH3400, half* %10, align 2, !dbg !198
  call void @llvm.dbg.declare(metadata half* %11, metadata !199, metadata !DIExpression()), !dbg !200
  %129 = load half, half* %9, align 2, !dbg !201
  %130 = load half, half* %10, align 2, !dbg !202
  %131 = call half @llvm.fmuladd.f16(half %129, half %130, half 0xH4000), !dbg !203
  store half %131, half* %11, align 2, !dbg !200
  %132 = load half, half* %11, align 2, !dbg !204
  %133 = fpext half %132 to double, !dbg !205
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef %133), !dbg !206
  call void @llvm.dbg.declare(metadata float* %12, metadata !207, metadata !DIExpression()), !dbg !208
  store float 0x7FF8000000000000, float* %12, align 4, !dbg !208
  call void @llvm.dbg.declare(metadata float* %13, metadata !209, metadata !DIExpression()), !dbg !210
  store float 0x7FF0000000000000, float* %13, align 4, !dbg !210
  %135 = load float, float* %12, align 4, !dbg !211
  %136 = load float, float* %12, align 4, !dbg !212
  %137 = fcmp une float %135, %136, !dbg !213
  %138 = zext i1 %137 to i32, !dbg !213
  %139 = load float, float* %13, align 4, !dbg !214
  %140 = fcmp ogt float %139, 0x47D2CED320000000, !dbg !215
  %141 = zext i1 %140 to i32, !dbg !215
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef %138, i32 noundef %141, i32 noundef 1), !dbg !216
  ret i32 0, !dbg !217
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !218 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !226, metadata !DIExpression()), !dbg !227
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !228, metadata !DIExpression()), !dbg !229
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !230, metadata !DIExpression()), !dbg !231
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !232, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata i32* %9, metadata !234, metadata !DIExpression()), !dbg !236
  store i32 0, i32* %9, align 4, !dbg !236
  br label %10, !dbg !237

10:                                               ; preds = %33, %4
  %11 = load i32, i32* %9, align 4, !dbg !238
  %12 = load i32, i32* %8, align 4, !dbg !240
  %13 = icmp slt i32 %11, %12, !dbg !241
  br i1 %13, label %14, label %36, !dbg !242

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 8, !dbg !243
  %16 = load i32, i32* %9, align 4, !dbg !244
  %17 = sext i32 %16 to i64, !dbg !243
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !243
  %19 = load i32, i32* %18, align 4, !dbg !243
  %20 = load i32, i32* %7, align 4, !dbg !245
  %21 = mul nsw i32 %19, %20, !dbg !246
  %22 = load i32*, i32** %6, align 8, !dbg !247
  %23 = load i32, i32* %9, align 4, !dbg !248
  %24 = sext i32 %23 to i64, !dbg !247
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !247
  %26 = load i32, i32* %25, align 4, !dbg !247
  %27 = ashr i32 %26, 1, !dbg !249
  %28 = add nsw i32 %21, %27, !dbg !250
  %29 = load i32*, i32** %5, align 8, !dbg !251
  %30 = load i32, i32* %9, align 4, !dbg !252
  %31 = sext i32 %30 to i64, !dbg !251
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !251
  store i32 %28, i32* %32, align 4, !dbg !253
  br label %33, !dbg !251

33:                                               ; preds = %14
  %34 = load i32, i32* %9, align 4, !dbg !254
  %35 = add nsw i32 %34, 1, !dbg !254
  store i32 %35, i32* %9, align 4, !dbg !254
  br label %10, !dbg !255, !llvm.loop !256

36:                                               ; preds = %10
  ret void, !dbg !258
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !259 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !267, metadata !DIExpression()), !dbg !268
  store float* %1, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !269, metadata !DIExpression()), !dbg !270
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !271, metadata !DIExpression()), !dbg !272
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !273, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.declare(metadata i32* %9, metadata !275, metadata !DIExpression()), !dbg !277
  store i32 0, i32* %9, align 4, !dbg !277
  br label %10, !dbg !278

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4, !dbg !279
  %12 = load i32, i32* %8, align 4, !dbg !281
  %13 = icmp slt i32 %11, %12, !dbg !282
  br i1 %13, label %14, label %34, !dbg !283

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !284
  %16 = load float*, float** %6, align 8, !dbg !285
  %17 = load i32, i32* %9, align 4, !dbg !286
  %18 = sext i32 %17 to i64, !dbg !285
  %19 = getelementptr inbounds float, float* %16, i64 %18, !dbg !285
  %20 = load float, float* %19, align 4, !dbg !285
  %21 = load float*, float** %5, align 8, !dbg !287
  %22 = load i32, i32* %9, align 4, !dbg !288
  %23 = sext i32 %22 to i64, !dbg !287
  %24 = getelementptr inbounds float, float* %21, i64 %23, !dbg !287
  %25 = load float, float* %24, align 4, !dbg !287
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !289
  %27 = load float*, float** %5, align 8, !dbg !290
  %28 = load i32, i32* %9, align 4, !dbg !291
  %29 = sext i32 %28 to i64, !dbg !290
  %30 = getelementptr inbounds float, float* %27, i64 %29, !dbg !290
  store float %26, float* %30, align 4, !dbg !292
  br label %31, !dbg !290

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4, !dbg !293
  %33 = add nsw i32 %32, 1, !dbg !293
  store i32 %33, i32* %9, align 4, !dbg !293
  br label %10, !dbg !294, !llvm.loop !295

34:                                               ; preds = %10
  ret void, !dbg !297
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !298 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !301, metadata !DIExpression()), !dbg !302
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !303, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.declare(metadata i32* %5, metadata !305, metadata !DIExpression()), !dbg !306
  store i32 0, i32* %5, align 4, !dbg !306
  call void @llvm.dbg.declare(metadata i32* %6, metadata !307, metadata !DIExpression()), !dbg !309
  store i32 0, i32* %6, align 4, !dbg !309
  br label %7, !dbg !310

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !311
  %9 = load i32, i32* %4, align 4, !dbg !313
  %10 = icmp slt i32 %8, %9, !dbg !314
  br i1 %10, label %11, label %22, !dbg !315

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !316
  %13 = load i32, i32* %6, align 4, !dbg !317
  %14 = sext i32 %13 to i64, !dbg !316
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !316
  %16 = load i32, i32* %15, align 4, !dbg !316
  %17 = load i32, i32* %5, align 4, !dbg !318
  %18 = add nsw i32 %17, %16, !dbg !318
  store i32 %18, i32* %5, align 4, !dbg !318
  br label %19, !dbg !319

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !320
  %21 = add nsw i32 %20, 1, !dbg !320
  store i32 %21, i32* %6, align 4, !dbg !320
  br label %7, !dbg !321, !llvm.loop !322

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4, !dbg !324
  ret i32 %23, !dbg !325
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !326 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !329, metadata !DIExpression()), !dbg !330
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !331, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.declare(metadata i32* %5, metadata !333, metadata !DIExpression()), !dbg !334
  store i32 0, i32* %5, align 4, !dbg !334
  call void @llvm.dbg.declare(metadata i32* %6, metadata !335, metadata !DIExpression()), !dbg !337
  store i32 0, i32* %6, align 4, !dbg !337
  br label %7, !dbg !338

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4, !dbg !339
  %9 = load i32, i32* %4, align 4, !dbg !341
  %10 = icmp slt i32 %8, %9, !dbg !342
  br i1 %10, label %11, label %32, !dbg !343

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !344
  %13 = load i32, i32* %6, align 4, !dbg !345
  %14 = sext i32 %13 to i64, !dbg !344
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !344
  %16 = load i32, i32* %15, align 4, !dbg !344
  %17 = load i32, i32* %5, align 4, !dbg !346
  %18 = icmp sgt i32 %16, %17, !dbg !347
  br i1 %18, label %19, label %25, !dbg !344

19:                                               ; preds = %11
  %20 = load i32*, i32** %3, align 8, !dbg !348
  %21 = load i32, i32* %6, align 4, !dbg !349
  %22 = sext i32 %21 to i64, !dbg !348
  %23 = getelementptr inbounds i32, i32* %20, i64 %22, !dbg !348
  %24 = load i32, i32* %23, align 4, !dbg !348
  br label %27, !dbg !344

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !350
  br label %27, !dbg !344

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !344
  store i32 %28, i32* %5, align 4, !dbg !351
  br label %29, !dbg !352

29:                                               ; preds = %27
  %30 = load i32, i32* %6, align 4, !dbg !353
  %31 = add nsw i32 %30, 1, !dbg !353
  store i32 %31, i32* %6, align 4, !dbg !353
  br label %7, !dbg !354, !llvm.loop !355

32:                                               ; preds = %7
  %33 = load i32, i32* %5, align 4, !dbg !357
  %34 = icmp sgt i32 %33, 255, !dbg !358
  br i1 %34, label %35, label %36, !dbg !357

35:                                               ; preds = %32
  br label %38, !dbg !357

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4, !dbg !359
  br label %38, !dbg !357

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !357
  %40 = trunc i32 %39 to i8, !dbg !360
  ret i8 %40, !dbg !361
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !362 {
  %4 = alloca double*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !367, metadata !DIExpression()), !dbg !368
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !369, metadata !DIExpression()), !dbg !370
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !371, metadata !DIExpression()), !dbg !372
  call void @llvm.dbg.declare(metadata double* %7, metadata !373, metadata !DIExpression()), !dbg !374
  store double 0.000000e+00, double* %7, align 8, !dbg !374
  call void @llvm.dbg.declare(metadata i32* %8, metadata !375, metadata !DIExpression()), !dbg !377
  store i32 0, i32* %8, align 4, !dbg !377
  br label %9, !dbg !378

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4, !dbg !379
  %11 = load i32, i32* %6, align 4, !dbg !381
  %12 = icmp slt i32 %10, %11, !dbg !382
  br i1 %12, label %13, label %30, !dbg !383

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8, !dbg !384
  %15 = load i32, i32* %8, align 4, !dbg !385
  %16 = sext i32 %15 to i64, !dbg !384
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !384
  %18 = load double, double* %17, align 8, !dbg !384
  %19 = load float*, float** %5, align 8, !dbg !386
  %20 = load i32, i32* %8, align 4, !dbg !387
  %21 = sext i32 %20 to i64, !dbg !386
  %22 = getelementptr inbounds float, float* %19, i64 %21, !dbg !386
  %23 = load float, float* %22, align 4, !dbg !386
  %24 = fpext float %23 to double, !dbg !388
  %25 = load double, double* %7, align 8, !dbg !389
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !389
  store double %26, double* %7, align 8, !dbg !389
  br label %27, !dbg !390

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4, !dbg !391
  %29 = add nsw i32 %28, 1, !dbg !391
  store i32 %29, i32* %8, align 4, !dbg !391
  br label %9, !dbg !392, !llvm.loop !393

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8, !dbg !395
  ret double %31, !dbg !396
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !397 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !400, metadata !DIExpression()), !dbg !401
  %3 = load i32, i32* %2, align 4, !dbg !402
  %4 = load i32, i32* %2, align 4, !dbg !403
  %5 = lshr i32 %4, 1, !dbg !404
  %6 = and i32 %5, 1431655765, !dbg !405
  %7 = sub i32 %3, %6, !dbg !406
  store i32 %7, i32* %2, align 4, !dbg !407
  %8 = load i32, i32* %2, align 4, !dbg !408
  %9 = and i32 %8, 858993459, !dbg !409
  %10 = load i32, i32* %2, align 4, !dbg !410
  %11 = lshr i32 %10, 2, !dbg !411
  %12 = and i32 %11, 858993459, !dbg !412
  %13 = add i32 %9, %12, !dbg !413
  store i32 %13, i32* %2, align 4, !dbg !414
  %14 = load i32, i32* %2, align 4, !dbg !415
  %15 = load i32, i32* %2, align 4, !dbg !416
  %16 = lshr i32 %15, 4, !dbg !417
  %17 = add i32 %14, %16, !dbg !418
  %18 = and i32 %17, 252645135, !dbg !419
  store i32 %18, i32* %2, align 4, !dbg !420
  %19 = load i32, i32* %2, align 4, !dbg !421
  %20 = mul i32 %19, 16843009, !dbg !422
  %21 = lshr i32 %20, 24, !dbg !423
  ret i32 %21, !dbg !424
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !425 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !428, metadata !DIExpression()), !dbg !429
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !430, metadata !DIExpression()), !dbg !431
  %5 = load i64, i64* %3, align 8, !dbg !432
  %6 = load i32, i32* %4, align 4, !dbg !433
  %7 = zext i32 %6 to i64, !dbg !434
  %8 = shl i64 %5, %7, !dbg !434
  %9 = load i64, i64* %3, align 8, !dbg !435
  %10 = load i32, i32* %4, align 4, !dbg !436
  %11 = sub nsw i32 64, %10, !dbg !437
  %12 = zext i32 %11 to i64, !dbg !438
  %13 = lshr i64 %9, %12, !dbg !438
  %14 = or i64 %8, %13, !dbg !439
  ret i64 %14, !dbg !440
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef %0) #2 !dbg !441 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !446, metadata !DIExpression()), !dbg !447
  %4 = load i32, i32* %3, align 4, !dbg !448
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !449

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8** %2, align 8, !dbg !450
  br label %13, !dbg !450

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0), i8** %2, align 8, !dbg !452
  br label %13, !dbg !452

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0), i8** %2, align 8, !dbg !453
  br label %13, !dbg !453

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8** %2, align 8, !dbg !454
  br label %13, !dbg !454

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i8** %2, align 8, !dbg !455
  br label %13, !dbg !455

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), i8** %2, align 8, !dbg !456
  br label %13, !dbg !456

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i8** %2, align 8, !dbg !457
  br label %13, !dbg !457

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8** %2, align 8, !dbg !458
  br label %13, !dbg !458

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 8, !dbg !459
  ret i8* %14, !dbg !459
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #2 !dbg !460 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !463, metadata !DIExpression()), !dbg !464
  %4 = load i32, i32* %3, align 4, !dbg !465
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !466

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !467
  br label %15, !dbg !467

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !469
  br label %15, !dbg !469

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !470
  br label %15, !dbg !470

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !471
  br label %15, !dbg !471

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !472
  br label %15, !dbg !472

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !473
  %12 = icmp slt i32 %11, 0, !dbg !474
  %13 = zext i1 %12 to i64, !dbg !473
  %14 = select i1 %12, i32 -1, i32 0, !dbg !473
  store i32 %14, i32* %2, align 4, !dbg !475
  br label %15, !dbg !475

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !476
  ret i32 %16, !dbg !476
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #2 !dbg !477 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !480, metadata !DIExpression()), !dbg !481
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !482, metadata !DIExpression()), !dbg !483
  %5 = load i64, i64* %3, align 8, !dbg !484
  %6 = zext i64 %5 to i128, !dbg !485
  %7 = load i64, i64* %4, align 8, !dbg !486
  %8 = zext i64 %7 to i128, !dbg !486
  %9 = mul i128 %6, %8, !dbg !487
  ret i128 %9, !dbg !488
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128 noundef %0) #0 !dbg !489 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, i128* %2, align 16
  call void @llvm.dbg.declare(metadata i128* %2, metadata !492, metadata !DIExpression()), !dbg !493
  call void @llvm.dbg.declare(metadata [48 x i8]* %3, metadata !494, metadata !DIExpression()), !dbg !498
  call void @llvm.dbg.declare(metadata i32* %4, metadata !499, metadata !DIExpression()), !dbg !500
  store i32 47, i32* %4, align 4, !dbg !500
  %5 = load i32, i32* %4, align 4, !dbg !501
  %6 = sext i32 %5 to i64, !dbg !502
  %7 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %6, !dbg !502
  store i8 0, i8* %7, align 1, !dbg !503
  br label %8, !dbg !504

8:                                                ; preds = %20, %1
  %9 = load i128, i128* %2, align 16, !dbg !505
  %10 = urem i128 %9, 10, !dbg !507
  %11 = trunc i128 %10 to i32, !dbg !508
  %12 = add nsw i32 48, %11, !dbg !509
  %13 = trunc i32 %12 to i8, !dbg !510
  %14 = load i32, i32* %4, align 4, !dbg !511
  %15 = add nsw i32 %14, -1, !dbg !511
  store i32 %15, i32* %4, align 4, !dbg !511
  %16 = sext i32 %15 to i64, !dbg !512
  %17 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %16, !dbg !512
  store i8 %13, i8* %17, align 1, !dbg !513
  %18 = load i128, i128* %2, align 16, !dbg !514
  %19 = udiv i128 %18, 10, !dbg !514
  store i128 %19, i128* %2, align 16, !dbg !514
  br label %20, !dbg !515

20:                                               ; preds = %8
  %21 = load i128, i128* %2, align 16, !dbg !516
  %22 = icmp ne i128 %21, 0, !dbg !515
  br i1 %22, label %8, label %23, !dbg !515, !llvm.loop !517

23:                                               ; preds = %20
  %24 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0, !dbg !519
  %25 = load i32, i32* %4, align 4, !dbg !520
  %26 = sext i32 %25 to i64, !dbg !521
  %27 = getelementptr inbounds i8, i8* %24, i64 %26, !dbg !521
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef %27), !dbg !522
  ret void, !dbg !523
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_poly(fp128 noundef %0) #2 !dbg !31 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, fp128* %2, align 16
  call void @llvm.dbg.declare(metadata fp128* %2, metadata !524, metadata !DIExpression()), !dbg !525
  call void @llvm.dbg.declare(metadata fp128* %3, metadata !526, metadata !DIExpression()), !dbg !527
  store fp128 0xL00000000000000000000000000000000, fp128* %3, align 16, !dbg !527
  call void @llvm.dbg.declare(metadata i32* %4, metadata !528, metadata !DIExpression()), !dbg !530
  store i32 3, i32* %4, align 4, !dbg !530
  br label %5, !dbg !531

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4, !dbg !532
  %7 = icmp sge i32 %6, 0, !dbg !534
  br i1 %7, label %8, label %19, !dbg !535

8:                                                ; preds = %5
  %9 = load fp128, fp128* %3, align 16, !dbg !536
  %10 = load fp128, fp128* %2, align 16, !dbg !537
  %11 = load i32, i32* %4, align 4, !dbg !538
  %12 = sext i32 %11 to i64, !dbg !539
  %13 = getelementptr inbounds [4 x fp128], [4 x fp128]* @ld_poly.c, i64 0, i64 %12, !dbg !539
  %14 = load fp128, fp128* %13, align 16, !dbg !539
  %15 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %10, fp128 %14), !dbg !540
  store fp128 %15, fp128* %3, align 16, !dbg !541
  br label %16, !dbg !542

16:                                               ; preds = %8
  %17 = load i32, i32* %4, align 4, !dbg !543
  %18 = add nsw i32 %17, -1, !dbg !543
  store i32 %18, i32* %4, align 4, !dbg !543
  br label %5, !dbg !544, !llvm.loop !545

19:                                               ; preds = %5
  %20 = load fp128, fp128* %3, align 16, !dbg !547
  ret fp128 %20, !dbg !548
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare half @llvm.fmuladd.f16(half, half, half) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
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
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !{!0, !16, !21, !24, !26, !29}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 256)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !19)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 16384, elements: !19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "c", scope: !31, file: !3, line: 96, type: !36, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !32, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!35 = !{}
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 512, elements: !38)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 1, !"branch-target-enforcement", i32 0}
!44 = !{i32 1, !"sign-return-address", i32 0}
!45 = !{i32 1, !"sign-return-address-all", i32 0}
!46 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{i32 7, !"frame-pointer", i32 1}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !53, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!53 = !DISubroutineType(types: !54)
!54 = !{!10}
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 102, type: !10)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 102, column: 3)
!57 = !DILocation(line: 102, column: 12, scope: !56)
!58 = !DILocation(line: 102, column: 8, scope: !56)
!59 = !DILocation(line: 102, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 102, column: 3)
!61 = !DILocation(line: 102, column: 21, scope: !60)
!62 = !DILocation(line: 102, column: 3, scope: !56)
!63 = !DILocation(line: 103, column: 13, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !3, line: 102, column: 31)
!65 = !DILocation(line: 103, column: 15, scope: !64)
!66 = !DILocation(line: 103, column: 19, scope: !64)
!67 = !DILocation(line: 103, column: 8, scope: !64)
!68 = !DILocation(line: 103, column: 5, scope: !64)
!69 = !DILocation(line: 103, column: 11, scope: !64)
!70 = !DILocation(line: 104, column: 14, scope: !64)
!71 = !DILocation(line: 104, column: 16, scope: !64)
!72 = !DILocation(line: 104, column: 21, scope: !64)
!73 = !DILocation(line: 104, column: 8, scope: !64)
!74 = !DILocation(line: 104, column: 5, scope: !64)
!75 = !DILocation(line: 104, column: 11, scope: !64)
!76 = !DILocation(line: 105, column: 20, scope: !64)
!77 = !DILocation(line: 105, column: 13, scope: !64)
!78 = !DILocation(line: 105, column: 22, scope: !64)
!79 = !DILocation(line: 105, column: 8, scope: !64)
!80 = !DILocation(line: 105, column: 5, scope: !64)
!81 = !DILocation(line: 105, column: 11, scope: !64)
!82 = !DILocation(line: 106, column: 8, scope: !64)
!83 = !DILocation(line: 106, column: 5, scope: !64)
!84 = !DILocation(line: 106, column: 11, scope: !64)
!85 = !DILocation(line: 107, column: 20, scope: !64)
!86 = !DILocation(line: 107, column: 22, scope: !64)
!87 = !DILocation(line: 107, column: 19, scope: !64)
!88 = !DILocation(line: 107, column: 17, scope: !64)
!89 = !DILocation(line: 107, column: 8, scope: !64)
!90 = !DILocation(line: 107, column: 5, scope: !64)
!91 = !DILocation(line: 107, column: 11, scope: !64)
!92 = !DILocation(line: 108, column: 3, scope: !64)
!93 = !DILocation(line: 102, column: 26, scope: !60)
!94 = !DILocation(line: 102, column: 3, scope: !60)
!95 = distinct !{!95, !62, !96, !97}
!96 = !DILocation(line: 108, column: 3, scope: !56)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 109, column: 3, scope: !52)
!99 = !DILocation(line: 110, column: 3, scope: !52)
!100 = !DILocation(line: 111, column: 29, scope: !52)
!101 = !DILocation(line: 111, column: 46, scope: !52)
!102 = !DILocation(line: 111, column: 3, scope: !52)
!103 = !DILocation(line: 112, column: 36, scope: !52)
!104 = !DILocation(line: 112, column: 44, scope: !52)
!105 = !DILocation(line: 112, column: 3, scope: !52)
!106 = !DILocalVariable(name: "p", scope: !52, file: !3, line: 114, type: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !108)
!108 = !{!109, !110, !111, !113}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !107, file: !3, line: 42, baseType: !5, size: 32)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !107, file: !3, line: 43, baseType: !6, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !107, file: !3, line: 44, baseType: !112, size: 32)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !38)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !107, file: !3, line: 45, baseType: !114, size: 32)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !107, file: !3, line: 45, size: 32, elements: !115)
!115 = !{!116, !117, !118}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !114, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !114, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !114, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!119 = !DILocation(line: 114, column: 13, scope: !52)
!120 = !DILocation(line: 115, column: 5, scope: !52)
!121 = !DILocation(line: 115, column: 7, scope: !52)
!122 = !DILocation(line: 116, column: 59, scope: !52)
!123 = !DILocation(line: 116, column: 64, scope: !52)
!124 = !DILocation(line: 116, column: 69, scope: !52)
!125 = !DILocation(line: 116, column: 77, scope: !52)
!126 = !DILocation(line: 116, column: 82, scope: !52)
!127 = !DILocation(line: 116, column: 89, scope: !52)
!128 = !DILocation(line: 116, column: 94, scope: !52)
!129 = !DILocation(line: 116, column: 102, scope: !52)
!130 = !DILocation(line: 116, column: 100, scope: !52)
!131 = !DILocation(line: 116, column: 3, scope: !52)
!132 = !DILocalVariable(name: "x", scope: !52, file: !3, line: 117, type: !6)
!133 = !DILocation(line: 117, column: 12, scope: !52)
!134 = !DILocation(line: 118, column: 49, scope: !52)
!135 = !DILocation(line: 118, column: 35, scope: !52)
!136 = !DILocation(line: 118, column: 72, scope: !52)
!137 = !DILocation(line: 118, column: 53, scope: !52)
!138 = !DILocation(line: 118, column: 90, scope: !52)
!139 = !DILocation(line: 118, column: 92, scope: !52)
!140 = !DILocation(line: 118, column: 76, scope: !52)
!141 = !DILocation(line: 119, column: 24, scope: !52)
!142 = !DILocation(line: 119, column: 26, scope: !52)
!143 = !DILocation(line: 119, column: 10, scope: !52)
!144 = !DILocation(line: 119, column: 52, scope: !52)
!145 = !DILocation(line: 119, column: 34, scope: !52)
!146 = !DILocation(line: 118, column: 3, scope: !52)
!147 = !DILocation(line: 120, column: 24, scope: !52)
!148 = !DILocation(line: 120, column: 3, scope: !52)
!149 = !DILocation(line: 121, column: 3, scope: !52)
!150 = !DILocalVariable(name: "d", scope: !151, file: !3, line: 123, type: !10)
!151 = distinct !DILexicalBlock(scope: !52, file: !3, line: 123, column: 3)
!152 = !DILocation(line: 123, column: 12, scope: !151)
!153 = !DILocation(line: 123, column: 8, scope: !151)
!154 = !DILocation(line: 123, column: 20, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 123, column: 3)
!156 = !DILocation(line: 123, column: 22, scope: !155)
!157 = !DILocation(line: 123, column: 3, scope: !151)
!158 = !DILocation(line: 123, column: 56, scope: !155)
!159 = !DILocation(line: 123, column: 47, scope: !155)
!160 = !DILocation(line: 123, column: 33, scope: !155)
!161 = !DILocation(line: 123, column: 28, scope: !155)
!162 = !DILocation(line: 123, column: 3, scope: !155)
!163 = distinct !{!163, !157, !164, !97}
!164 = !DILocation(line: 123, column: 58, scope: !151)
!165 = !DILocation(line: 124, column: 42, scope: !52)
!166 = !DILocation(line: 124, column: 57, scope: !52)
!167 = !DILocation(line: 124, column: 68, scope: !52)
!168 = !DILocation(line: 124, column: 80, scope: !52)
!169 = !DILocation(line: 125, column: 10, scope: !52)
!170 = !DILocation(line: 125, column: 30, scope: !52)
!171 = !DILocation(line: 124, column: 3, scope: !52)
!172 = !DILocalVariable(name: "big", scope: !52, file: !3, line: 128, type: !13)
!173 = !DILocation(line: 128, column: 21, scope: !52)
!174 = !DILocation(line: 128, column: 27, scope: !52)
!175 = !DILocalVariable(name: "neg", scope: !52, file: !3, line: 129, type: !7)
!176 = !DILocation(line: 129, column: 12, scope: !52)
!177 = !DILocation(line: 129, column: 29, scope: !52)
!178 = !DILocation(line: 129, column: 18, scope: !52)
!179 = !DILocation(line: 129, column: 33, scope: !52)
!180 = !DILocation(line: 130, column: 3, scope: !52)
!181 = !DILocation(line: 131, column: 14, scope: !52)
!182 = !DILocation(line: 131, column: 3, scope: !52)
!183 = !DILocation(line: 132, column: 57, scope: !52)
!184 = !DILocation(line: 132, column: 61, scope: !52)
!185 = !DILocation(line: 132, column: 36, scope: !52)
!186 = !DILocation(line: 132, column: 89, scope: !52)
!187 = !DILocation(line: 132, column: 69, scope: !52)
!188 = !DILocation(line: 132, column: 3, scope: !52)
!189 = !DILocalVariable(name: "ld", scope: !52, file: !3, line: 137, type: !34)
!190 = !DILocation(line: 137, column: 15, scope: !52)
!191 = !DILocation(line: 137, column: 20, scope: !52)
!192 = !DILocation(line: 138, column: 39, scope: !52)
!193 = !DILocation(line: 138, column: 31, scope: !52)
!194 = !DILocation(line: 138, column: 3, scope: !52)
!195 = !DILocalVariable(name: "h", scope: !52, file: !3, line: 141, type: !11)
!196 = !DILocation(line: 141, column: 12, scope: !52)
!197 = !DILocalVariable(name: "h2", scope: !52, file: !3, line: 141, type: !11)
!198 = !DILocation(line: 141, column: 32, scope: !52)
!199 = !DILocalVariable(name: "hs", scope: !52, file: !3, line: 142, type: !11)
!200 = !DILocation(line: 142, column: 12, scope: !52)
!201 = !DILocation(line: 142, column: 17, scope: !52)
!202 = !DILocation(line: 142, column: 21, scope: !52)
!203 = !DILocation(line: 142, column: 24, scope: !52)
!204 = !DILocation(line: 143, column: 33, scope: !52)
!205 = !DILocation(line: 143, column: 25, scope: !52)
!206 = !DILocation(line: 143, column: 3, scope: !52)
!207 = !DILocalVariable(name: "nan", scope: !52, file: !3, line: 147, type: !5)
!208 = !DILocation(line: 147, column: 9, scope: !52)
!209 = !DILocalVariable(name: "inf", scope: !52, file: !3, line: 147, type: !5)
!210 = !DILocation(line: 147, column: 35, scope: !52)
!211 = !DILocation(line: 148, column: 32, scope: !52)
!212 = !DILocation(line: 148, column: 39, scope: !52)
!213 = !DILocation(line: 148, column: 36, scope: !52)
!214 = !DILocation(line: 148, column: 44, scope: !52)
!215 = !DILocation(line: 148, column: 48, scope: !52)
!216 = !DILocation(line: 148, column: 3, scope: !52)
!217 = !DILocation(line: 149, column: 3, scope: !52)
!218 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !219, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !221, !223, !10, !10}
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!226 = !DILocalVariable(name: "dst", arg: 1, scope: !218, file: !3, line: 25, type: !221)
!227 = !DILocation(line: 25, column: 63, scope: !218)
!228 = !DILocalVariable(name: "src", arg: 2, scope: !218, file: !3, line: 25, type: !223)
!229 = !DILocation(line: 25, column: 88, scope: !218)
!230 = !DILocalVariable(name: "k", arg: 3, scope: !218, file: !3, line: 25, type: !10)
!231 = !DILocation(line: 25, column: 97, scope: !218)
!232 = !DILocalVariable(name: "n", arg: 4, scope: !218, file: !3, line: 25, type: !10)
!233 = !DILocation(line: 25, column: 104, scope: !218)
!234 = !DILocalVariable(name: "i", scope: !235, file: !3, line: 26, type: !10)
!235 = distinct !DILexicalBlock(scope: !218, file: !3, line: 26, column: 3)
!236 = !DILocation(line: 26, column: 12, scope: !235)
!237 = !DILocation(line: 26, column: 8, scope: !235)
!238 = !DILocation(line: 26, column: 19, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !3, line: 26, column: 3)
!240 = !DILocation(line: 26, column: 23, scope: !239)
!241 = !DILocation(line: 26, column: 21, scope: !239)
!242 = !DILocation(line: 26, column: 3, scope: !235)
!243 = !DILocation(line: 26, column: 40, scope: !239)
!244 = !DILocation(line: 26, column: 44, scope: !239)
!245 = !DILocation(line: 26, column: 49, scope: !239)
!246 = !DILocation(line: 26, column: 47, scope: !239)
!247 = !DILocation(line: 26, column: 54, scope: !239)
!248 = !DILocation(line: 26, column: 58, scope: !239)
!249 = !DILocation(line: 26, column: 61, scope: !239)
!250 = !DILocation(line: 26, column: 51, scope: !239)
!251 = !DILocation(line: 26, column: 31, scope: !239)
!252 = !DILocation(line: 26, column: 35, scope: !239)
!253 = !DILocation(line: 26, column: 38, scope: !239)
!254 = !DILocation(line: 26, column: 26, scope: !239)
!255 = !DILocation(line: 26, column: 3, scope: !239)
!256 = distinct !{!256, !242, !257, !97}
!257 = !DILocation(line: 26, column: 65, scope: !235)
!258 = !DILocation(line: 27, column: 1, scope: !218)
!259 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !260, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !262, !264, !5, !10}
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!267 = !DILocalVariable(name: "y", arg: 1, scope: !259, file: !3, line: 21, type: !262)
!268 = !DILocation(line: 21, column: 61, scope: !259)
!269 = !DILocalVariable(name: "x", arg: 2, scope: !259, file: !3, line: 21, type: !264)
!270 = !DILocation(line: 21, column: 86, scope: !259)
!271 = !DILocalVariable(name: "k", arg: 3, scope: !259, file: !3, line: 21, type: !5)
!272 = !DILocation(line: 21, column: 95, scope: !259)
!273 = !DILocalVariable(name: "n", arg: 4, scope: !259, file: !3, line: 21, type: !10)
!274 = !DILocation(line: 21, column: 102, scope: !259)
!275 = !DILocalVariable(name: "i", scope: !276, file: !3, line: 22, type: !10)
!276 = distinct !DILexicalBlock(scope: !259, file: !3, line: 22, column: 3)
!277 = !DILocation(line: 22, column: 12, scope: !276)
!278 = !DILocation(line: 22, column: 8, scope: !276)
!279 = !DILocation(line: 22, column: 19, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !3, line: 22, column: 3)
!281 = !DILocation(line: 22, column: 23, scope: !280)
!282 = !DILocation(line: 22, column: 21, scope: !280)
!283 = !DILocation(line: 22, column: 3, scope: !276)
!284 = !DILocation(line: 22, column: 38, scope: !280)
!285 = !DILocation(line: 22, column: 42, scope: !280)
!286 = !DILocation(line: 22, column: 44, scope: !280)
!287 = !DILocation(line: 22, column: 49, scope: !280)
!288 = !DILocation(line: 22, column: 51, scope: !280)
!289 = !DILocation(line: 22, column: 47, scope: !280)
!290 = !DILocation(line: 22, column: 31, scope: !280)
!291 = !DILocation(line: 22, column: 33, scope: !280)
!292 = !DILocation(line: 22, column: 36, scope: !280)
!293 = !DILocation(line: 22, column: 26, scope: !280)
!294 = !DILocation(line: 22, column: 3, scope: !280)
!295 = distinct !{!295, !283, !296, !97}
!296 = !DILocation(line: 22, column: 52, scope: !276)
!297 = !DILocation(line: 23, column: 1, scope: !259)
!298 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !299, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!299 = !DISubroutineType(types: !300)
!300 = !{!10, !224, !10}
!301 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !3, line: 15, type: !224)
!302 = !DILocation(line: 15, column: 58, scope: !298)
!303 = !DILocalVariable(name: "n", arg: 2, scope: !298, file: !3, line: 15, type: !10)
!304 = !DILocation(line: 15, column: 65, scope: !298)
!305 = !DILocalVariable(name: "s", scope: !298, file: !3, line: 16, type: !10)
!306 = !DILocation(line: 16, column: 7, scope: !298)
!307 = !DILocalVariable(name: "i", scope: !308, file: !3, line: 17, type: !10)
!308 = distinct !DILexicalBlock(scope: !298, file: !3, line: 17, column: 3)
!309 = !DILocation(line: 17, column: 12, scope: !308)
!310 = !DILocation(line: 17, column: 8, scope: !308)
!311 = !DILocation(line: 17, column: 19, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !3, line: 17, column: 3)
!313 = !DILocation(line: 17, column: 23, scope: !312)
!314 = !DILocation(line: 17, column: 21, scope: !312)
!315 = !DILocation(line: 17, column: 3, scope: !308)
!316 = !DILocation(line: 17, column: 36, scope: !312)
!317 = !DILocation(line: 17, column: 38, scope: !312)
!318 = !DILocation(line: 17, column: 33, scope: !312)
!319 = !DILocation(line: 17, column: 31, scope: !312)
!320 = !DILocation(line: 17, column: 26, scope: !312)
!321 = !DILocation(line: 17, column: 3, scope: !312)
!322 = distinct !{!322, !315, !323, !97}
!323 = !DILocation(line: 17, column: 39, scope: !308)
!324 = !DILocation(line: 18, column: 10, scope: !298)
!325 = !DILocation(line: 18, column: 3, scope: !298)
!326 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !327, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!327 = !DISubroutineType(types: !328)
!328 = !{!12, !224, !10}
!329 = !DILocalVariable(name: "a", arg: 1, scope: !326, file: !3, line: 35, type: !224)
!330 = !DILocation(line: 35, column: 69, scope: !326)
!331 = !DILocalVariable(name: "n", arg: 2, scope: !326, file: !3, line: 35, type: !10)
!332 = !DILocation(line: 35, column: 76, scope: !326)
!333 = !DILocalVariable(name: "m", scope: !326, file: !3, line: 36, type: !10)
!334 = !DILocation(line: 36, column: 7, scope: !326)
!335 = !DILocalVariable(name: "i", scope: !336, file: !3, line: 37, type: !10)
!336 = distinct !DILexicalBlock(scope: !326, file: !3, line: 37, column: 3)
!337 = !DILocation(line: 37, column: 12, scope: !336)
!338 = !DILocation(line: 37, column: 8, scope: !336)
!339 = !DILocation(line: 37, column: 19, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !3, line: 37, column: 3)
!341 = !DILocation(line: 37, column: 23, scope: !340)
!342 = !DILocation(line: 37, column: 21, scope: !340)
!343 = !DILocation(line: 37, column: 3, scope: !336)
!344 = !DILocation(line: 37, column: 35, scope: !340)
!345 = !DILocation(line: 37, column: 37, scope: !340)
!346 = !DILocation(line: 37, column: 42, scope: !340)
!347 = !DILocation(line: 37, column: 40, scope: !340)
!348 = !DILocation(line: 37, column: 46, scope: !340)
!349 = !DILocation(line: 37, column: 48, scope: !340)
!350 = !DILocation(line: 37, column: 53, scope: !340)
!351 = !DILocation(line: 37, column: 33, scope: !340)
!352 = !DILocation(line: 37, column: 31, scope: !340)
!353 = !DILocation(line: 37, column: 26, scope: !340)
!354 = !DILocation(line: 37, column: 3, scope: !340)
!355 = distinct !{!355, !343, !356, !97}
!356 = !DILocation(line: 37, column: 53, scope: !336)
!357 = !DILocation(line: 38, column: 26, scope: !326)
!358 = !DILocation(line: 38, column: 28, scope: !326)
!359 = !DILocation(line: 38, column: 42, scope: !326)
!360 = !DILocation(line: 38, column: 10, scope: !326)
!361 = !DILocation(line: 38, column: 3, scope: !326)
!362 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !363, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!363 = !DISubroutineType(types: !364)
!364 = !{!9, !365, !265, !10}
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 64)
!366 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!367 = !DILocalVariable(name: "a", arg: 1, scope: !362, file: !3, line: 29, type: !365)
!368 = !DILocation(line: 29, column: 59, scope: !362)
!369 = !DILocalVariable(name: "b", arg: 2, scope: !362, file: !3, line: 29, type: !265)
!370 = !DILocation(line: 29, column: 75, scope: !362)
!371 = !DILocalVariable(name: "n", arg: 3, scope: !362, file: !3, line: 29, type: !10)
!372 = !DILocation(line: 29, column: 82, scope: !362)
!373 = !DILocalVariable(name: "s", scope: !362, file: !3, line: 30, type: !9)
!374 = !DILocation(line: 30, column: 10, scope: !362)
!375 = !DILocalVariable(name: "i", scope: !376, file: !3, line: 31, type: !10)
!376 = distinct !DILexicalBlock(scope: !362, file: !3, line: 31, column: 3)
!377 = !DILocation(line: 31, column: 12, scope: !376)
!378 = !DILocation(line: 31, column: 8, scope: !376)
!379 = !DILocation(line: 31, column: 19, scope: !380)
!380 = distinct !DILexicalBlock(scope: !376, file: !3, line: 31, column: 3)
!381 = !DILocation(line: 31, column: 23, scope: !380)
!382 = !DILocation(line: 31, column: 21, scope: !380)
!383 = !DILocation(line: 31, column: 3, scope: !376)
!384 = !DILocation(line: 31, column: 36, scope: !380)
!385 = !DILocation(line: 31, column: 38, scope: !380)
!386 = !DILocation(line: 31, column: 51, scope: !380)
!387 = !DILocation(line: 31, column: 53, scope: !380)
!388 = !DILocation(line: 31, column: 43, scope: !380)
!389 = !DILocation(line: 31, column: 33, scope: !380)
!390 = !DILocation(line: 31, column: 31, scope: !380)
!391 = !DILocation(line: 31, column: 26, scope: !380)
!392 = !DILocation(line: 31, column: 3, scope: !380)
!393 = distinct !{!393, !383, !394, !97}
!394 = !DILocation(line: 31, column: 54, scope: !376)
!395 = !DILocation(line: 32, column: 10, scope: !362)
!396 = !DILocation(line: 32, column: 3, scope: !362)
!397 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !398, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!398 = !DISubroutineType(types: !399)
!399 = !{!6, !6}
!400 = !DILocalVariable(name: "x", arg: 1, scope: !397, file: !3, line: 48, type: !6)
!401 = !DILocation(line: 48, column: 40, scope: !397)
!402 = !DILocation(line: 49, column: 7, scope: !397)
!403 = !DILocation(line: 49, column: 13, scope: !397)
!404 = !DILocation(line: 49, column: 15, scope: !397)
!405 = !DILocation(line: 49, column: 21, scope: !397)
!406 = !DILocation(line: 49, column: 9, scope: !397)
!407 = !DILocation(line: 49, column: 5, scope: !397)
!408 = !DILocation(line: 50, column: 8, scope: !397)
!409 = !DILocation(line: 50, column: 10, scope: !397)
!410 = !DILocation(line: 50, column: 29, scope: !397)
!411 = !DILocation(line: 50, column: 31, scope: !397)
!412 = !DILocation(line: 50, column: 37, scope: !397)
!413 = !DILocation(line: 50, column: 25, scope: !397)
!414 = !DILocation(line: 50, column: 5, scope: !397)
!415 = !DILocation(line: 51, column: 8, scope: !397)
!416 = !DILocation(line: 51, column: 13, scope: !397)
!417 = !DILocation(line: 51, column: 15, scope: !397)
!418 = !DILocation(line: 51, column: 10, scope: !397)
!419 = !DILocation(line: 51, column: 22, scope: !397)
!420 = !DILocation(line: 51, column: 5, scope: !397)
!421 = !DILocation(line: 52, column: 11, scope: !397)
!422 = !DILocation(line: 52, column: 13, scope: !397)
!423 = !DILocation(line: 52, column: 28, scope: !397)
!424 = !DILocation(line: 52, column: 3, scope: !397)
!425 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !426, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!426 = !DISubroutineType(types: !427)
!427 = !{!8, !8, !10}
!428 = !DILocalVariable(name: "x", arg: 1, scope: !425, file: !3, line: 55, type: !8)
!429 = !DILocation(line: 55, column: 53, scope: !425)
!430 = !DILocalVariable(name: "r", arg: 2, scope: !425, file: !3, line: 55, type: !10)
!431 = !DILocation(line: 55, column: 60, scope: !425)
!432 = !DILocation(line: 55, column: 73, scope: !425)
!433 = !DILocation(line: 55, column: 78, scope: !425)
!434 = !DILocation(line: 55, column: 75, scope: !425)
!435 = !DILocation(line: 55, column: 84, scope: !425)
!436 = !DILocation(line: 55, column: 95, scope: !425)
!437 = !DILocation(line: 55, column: 93, scope: !425)
!438 = !DILocation(line: 55, column: 86, scope: !425)
!439 = !DILocation(line: 55, column: 81, scope: !425)
!440 = !DILocation(line: 55, column: 65, scope: !425)
!441 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !442, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!442 = !DISubroutineType(types: !443)
!443 = !{!444, !10}
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!446 = !DILocalVariable(name: "d", arg: 1, scope: !441, file: !3, line: 57, type: !10)
!447 = !DILocation(line: 57, column: 33, scope: !441)
!448 = !DILocation(line: 58, column: 11, scope: !441)
!449 = !DILocation(line: 58, column: 3, scope: !441)
!450 = !DILocation(line: 59, column: 11, scope: !451)
!451 = distinct !DILexicalBlock(scope: !441, file: !3, line: 58, column: 14)
!452 = !DILocation(line: 60, column: 11, scope: !451)
!453 = !DILocation(line: 61, column: 11, scope: !451)
!454 = !DILocation(line: 62, column: 11, scope: !451)
!455 = !DILocation(line: 63, column: 11, scope: !451)
!456 = !DILocation(line: 64, column: 11, scope: !451)
!457 = !DILocation(line: 65, column: 11, scope: !451)
!458 = !DILocation(line: 66, column: 12, scope: !451)
!459 = !DILocation(line: 68, column: 1, scope: !441)
!460 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !461, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!461 = !DISubroutineType(types: !462)
!462 = !{!10, !10}
!463 = !DILocalVariable(name: "x", arg: 1, scope: !460, file: !3, line: 70, type: !10)
!464 = !DILocation(line: 70, column: 23, scope: !460)
!465 = !DILocation(line: 71, column: 11, scope: !460)
!466 = !DILocation(line: 71, column: 3, scope: !460)
!467 = !DILocation(line: 72, column: 15, scope: !468)
!468 = distinct !DILexicalBlock(scope: !460, file: !3, line: 71, column: 14)
!469 = !DILocation(line: 73, column: 11, scope: !468)
!470 = !DILocation(line: 74, column: 21, scope: !468)
!471 = !DILocation(line: 75, column: 16, scope: !468)
!472 = !DILocation(line: 76, column: 20, scope: !468)
!473 = !DILocation(line: 77, column: 19, scope: !468)
!474 = !DILocation(line: 77, column: 21, scope: !468)
!475 = !DILocation(line: 77, column: 12, scope: !468)
!476 = !DILocation(line: 79, column: 1, scope: !460)
!477 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !478, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!478 = !DISubroutineType(types: !479)
!479 = !{!13, !8, !8}
!480 = !DILocalVariable(name: "a", arg: 1, scope: !477, file: !3, line: 82, type: !8)
!481 = !DILocation(line: 82, column: 52, scope: !477)
!482 = !DILocalVariable(name: "b", arg: 2, scope: !477, file: !3, line: 82, type: !8)
!483 = !DILocation(line: 82, column: 74, scope: !477)
!484 = !DILocation(line: 83, column: 29, scope: !477)
!485 = !DILocation(line: 83, column: 10, scope: !477)
!486 = !DILocation(line: 83, column: 33, scope: !477)
!487 = !DILocation(line: 83, column: 31, scope: !477)
!488 = !DILocation(line: 83, column: 3, scope: !477)
!489 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !490, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !13}
!492 = !DILocalVariable(name: "v", arg: 1, scope: !489, file: !3, line: 85, type: !13)
!493 = !DILocation(line: 85, column: 42, scope: !489)
!494 = !DILocalVariable(name: "buf", scope: !489, file: !3, line: 86, type: !495)
!495 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !496)
!496 = !{!497}
!497 = !DISubrange(count: 48)
!498 = !DILocation(line: 86, column: 8, scope: !489)
!499 = !DILocalVariable(name: "i", scope: !489, file: !3, line: 87, type: !10)
!500 = !DILocation(line: 87, column: 7, scope: !489)
!501 = !DILocation(line: 88, column: 7, scope: !489)
!502 = !DILocation(line: 88, column: 3, scope: !489)
!503 = !DILocation(line: 88, column: 10, scope: !489)
!504 = !DILocation(line: 89, column: 3, scope: !489)
!505 = !DILocation(line: 89, column: 38, scope: !506)
!506 = distinct !DILexicalBlock(scope: !489, file: !3, line: 89, column: 6)
!507 = !DILocation(line: 89, column: 40, scope: !506)
!508 = !DILocation(line: 89, column: 32, scope: !506)
!509 = !DILocation(line: 89, column: 30, scope: !506)
!510 = !DILocation(line: 89, column: 19, scope: !506)
!511 = !DILocation(line: 89, column: 12, scope: !506)
!512 = !DILocation(line: 89, column: 8, scope: !506)
!513 = !DILocation(line: 89, column: 17, scope: !506)
!514 = !DILocation(line: 89, column: 50, scope: !506)
!515 = !DILocation(line: 89, column: 57, scope: !506)
!516 = !DILocation(line: 89, column: 66, scope: !489)
!517 = distinct !{!517, !504, !518, !97}
!518 = !DILocation(line: 89, column: 67, scope: !489)
!519 = !DILocation(line: 90, column: 16, scope: !489)
!520 = !DILocation(line: 90, column: 22, scope: !489)
!521 = !DILocation(line: 90, column: 20, scope: !489)
!522 = !DILocation(line: 90, column: 3, scope: !489)
!523 = !DILocation(line: 91, column: 1, scope: !489)
!524 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 94, type: !34)
!525 = !DILocation(line: 94, column: 40, scope: !31)
!526 = !DILocalVariable(name: "r", scope: !31, file: !3, line: 95, type: !34)
!527 = !DILocation(line: 95, column: 15, scope: !31)
!528 = !DILocalVariable(name: "i", scope: !529, file: !3, line: 97, type: !10)
!529 = distinct !DILexicalBlock(scope: !31, file: !3, line: 97, column: 3)
!530 = !DILocation(line: 97, column: 12, scope: !529)
!531 = !DILocation(line: 97, column: 8, scope: !529)
!532 = !DILocation(line: 97, column: 19, scope: !533)
!533 = distinct !DILexicalBlock(scope: !529, file: !3, line: 97, column: 3)
!534 = !DILocation(line: 97, column: 21, scope: !533)
!535 = !DILocation(line: 97, column: 3, scope: !529)
!536 = !DILocation(line: 97, column: 36, scope: !533)
!537 = !DILocation(line: 97, column: 40, scope: !533)
!538 = !DILocation(line: 97, column: 46, scope: !533)
!539 = !DILocation(line: 97, column: 44, scope: !533)
!540 = !DILocation(line: 97, column: 42, scope: !533)
!541 = !DILocation(line: 97, column: 34, scope: !533)
!542 = !DILocation(line: 97, column: 32, scope: !533)
!543 = !DILocation(line: 97, column: 27, scope: !533)
!544 = !DILocation(line: 97, column: 3, scope: !533)
!545 = distinct !{!545, !535, !546, !97}
!546 = !DILocation(line: 97, column: 47, scope: !529)
!547 = !DILocation(line: 98, column: 10, scope: !31)
!548 = !DILocation(line: 98, column: 3, scope: !31)
