; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@ld_poly.c = internal constant [4 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFC8000000000000000, x86_fp80 0xK4000C90FDAA22168C235], align 16, !dbg !28

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
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
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %2, align 4, !dbg !50
  br label %15, !dbg !51

15:                                               ; preds = %47, %0
  %16 = load i32, i32* %2, align 4, !dbg !52
  %17 = icmp slt i32 %16, 256, !dbg !54
  br i1 %17, label %18, label %50, !dbg !55

18:                                               ; preds = %15
  %19 = load i32, i32* %2, align 4, !dbg !56
  %20 = mul nsw i32 %19, 3, !dbg !58
  %21 = sub nsw i32 %20, 100, !dbg !59
  %22 = load i32, i32* %2, align 4, !dbg !60
  %23 = sext i32 %22 to i64, !dbg !61
  %24 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %23, !dbg !61
  store i32 %21, i32* %24, align 4, !dbg !62
  %25 = load i32, i32* %2, align 4, !dbg !63
  %26 = mul nsw i32 %25, 7, !dbg !64
  %27 = and i32 %26, 63, !dbg !65
  %28 = load i32, i32* %2, align 4, !dbg !66
  %29 = sext i32 %28 to i64, !dbg !67
  %30 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %29, !dbg !67
  store i32 %27, i32* %30, align 4, !dbg !68
  %31 = load i32, i32* %2, align 4, !dbg !69
  %32 = sitofp i32 %31 to float, !dbg !70
  %33 = fmul float %32, 5.000000e-01, !dbg !71
  %34 = load i32, i32* %2, align 4, !dbg !72
  %35 = sext i32 %34 to i64, !dbg !73
  %36 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %35, !dbg !73
  store float %33, float* %36, align 4, !dbg !74
  %37 = load i32, i32* %2, align 4, !dbg !75
  %38 = sext i32 %37 to i64, !dbg !76
  %39 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %38, !dbg !76
  store float 1.000000e+00, float* %39, align 4, !dbg !77
  %40 = load i32, i32* %2, align 4, !dbg !78
  %41 = add nsw i32 %40, 1, !dbg !79
  %42 = sitofp i32 %41 to double, !dbg !80
  %43 = fdiv double 1.000000e+00, %42, !dbg !81
  %44 = load i32, i32* %2, align 4, !dbg !82
  %45 = sext i32 %44 to i64, !dbg !83
  %46 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %45, !dbg !83
  store double %43, double* %46, align 8, !dbg !84
  br label %47, !dbg !85

47:                                               ; preds = %18
  %48 = load i32, i32* %2, align 4, !dbg !86
  %49 = add nsw i32 %48, 1, !dbg !86
  store i32 %49, i32* %2, align 4, !dbg !86
  br label %15, !dbg !87, !llvm.loop !88

50:                                               ; preds = %15
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i64 0, i64 0), i32 noundef 3, i32 noundef 256), !dbg !91
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i64 0, i64 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !92
  %51 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !93
  %52 = call i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef 256), !dbg !94
  %53 = zext i8 %52 to i32, !dbg !94
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %51, i32 noundef %53), !dbg !95
  %55 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !dbg !96
  %56 = fpext float %55 to double, !dbg !96
  %57 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), i32 noundef 256), !dbg !97
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %56, double noundef %57), !dbg !98
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !99, metadata !DIExpression()), !dbg !112
  %59 = bitcast %union.Pun* %3 to float*, !dbg !113
  store float -1.500000e+00, float* %59, align 4, !dbg !114
  %60 = bitcast %union.Pun* %3 to i32*, !dbg !115
  %61 = load i32, i32* %60, align 4, !dbg !115
  %62 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !116
  %63 = bitcast %struct.anon* %62 to i32*, !dbg !117
  %64 = load i32, i32* %63, align 4, !dbg !117
  %65 = lshr i32 %64, 31, !dbg !117
  %66 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !118
  %67 = bitcast %struct.anon* %66 to i32*, !dbg !119
  %68 = load i32, i32* %67, align 4, !dbg !119
  %69 = lshr i32 %68, 23, !dbg !119
  %70 = and i32 %69, 255, !dbg !119
  %71 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !120
  %72 = bitcast %struct.anon* %71 to i32*, !dbg !121
  %73 = load i32, i32* %72, align 4, !dbg !121
  %74 = and i32 %73, 8388607, !dbg !121
  %75 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !122
  %76 = getelementptr inbounds [4 x i8], [4 x i8]* %75, i64 0, i64 0, !dbg !123
  %77 = load i8, i8* %76, align 4, !dbg !123
  %78 = zext i8 %77 to i32, !dbg !123
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef %61, i32 noundef %65, i32 noundef %70, i32 noundef %74, i32 noundef %78), !dbg !124
  call void @llvm.dbg.declare(metadata i32* %4, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 -267534609, i32* %4, align 4, !dbg !126
  %80 = load i32, i32* %4, align 4, !dbg !127
  %81 = call i32 @popcnt_manual(i32 noundef %80), !dbg !128
  %82 = load i32, i32* %4, align 4, !dbg !129
  %83 = call i32 @llvm.ctpop.i32(i32 %82), !dbg !130
  %84 = load i32, i32* %4, align 4, !dbg !131
  %85 = lshr i32 %84, 4, !dbg !132
  %86 = call i32 @llvm.ctlz.i32(i32 %85, i1 true), !dbg !133
  %87 = load i32, i32* %4, align 4, !dbg !134
  %88 = and i32 %87, -2, !dbg !135
  %89 = call i32 @llvm.cttz.i32(i32 %88, i1 true), !dbg !136
  %90 = load i32, i32* %4, align 4, !dbg !137
  %91 = call i32 @llvm.bswap.i32(i32 %90), !dbg !138
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef %81, i32 noundef %83, i32 noundef %86, i32 noundef %89, i32 noundef %91), !dbg !139
  %93 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !140
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef %93), !dbg !141
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !142
  call void @llvm.dbg.declare(metadata i32* %5, metadata !143, metadata !DIExpression()), !dbg !145
  store i32 -1, i32* %5, align 4, !dbg !145
  br label %96, !dbg !146

96:                                               ; preds = %103, %50
  %97 = load i32, i32* %5, align 4, !dbg !147
  %98 = icmp sle i32 %97, 7, !dbg !149
  br i1 %98, label %99, label %106, !dbg !150

99:                                               ; preds = %96
  %100 = load i32, i32* %5, align 4, !dbg !151
  %101 = call i8* @day_name(i32 noundef %100), !dbg !152
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %101), !dbg !153
  br label %103, !dbg !153

103:                                              ; preds = %99
  %104 = load i32, i32* %5, align 4, !dbg !154
  %105 = add nsw i32 %104, 1, !dbg !154
  store i32 %105, i32* %5, align 4, !dbg !154
  br label %96, !dbg !155, !llvm.loop !156

106:                                              ; preds = %96
  %107 = call i32 @sparse(i32 noundef -1000), !dbg !158
  %108 = call i32 @sparse(i32 noundef 7), !dbg !159
  %109 = call i32 @sparse(i32 noundef 78), !dbg !160
  %110 = call i32 @sparse(i32 noundef 100000), !dbg !161
  %111 = call i32 @sparse(i32 noundef 2147483647), !dbg !162
  %112 = call i32 @sparse(i32 noundef -3), !dbg !163
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef %107, i32 noundef %108, i32 noundef %109, i32 noundef %110, i32 noundef %111, i32 noundef %112), !dbg !164
  call void @llvm.dbg.declare(metadata i128* %6, metadata !165, metadata !DIExpression()), !dbg !166
  %114 = call <2 x i64> @mul128(i64 noundef -1, i64 noundef -1), !dbg !167
  %115 = bitcast i128* %7 to <2 x i64>*, !dbg !167
  store <2 x i64> %114, <2 x i64>* %115, align 16, !dbg !167
  %116 = load i128, i128* %7, align 16, !dbg !167
  store i128 %116, i128* %6, align 16, !dbg !166
  call void @llvm.dbg.declare(metadata i128* %8, metadata !168, metadata !DIExpression()), !dbg !169
  %117 = load i128, i128* %6, align 16, !dbg !170
  %118 = sub nsw i128 0, %117, !dbg !171
  %119 = sdiv i128 %118, 3, !dbg !172
  store i128 %119, i128* %8, align 16, !dbg !169
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)), !dbg !173
  %121 = load i128, i128* %6, align 16, !dbg !174
  store i128 %121, i128* %9, align 16, !dbg !175
  call void @print_u128(i128* noundef %9), !dbg !175
  %122 = load i128, i128* %6, align 16, !dbg !176
  %123 = lshr i128 %122, 64, !dbg !177
  %124 = trunc i128 %123 to i64, !dbg !178
  %125 = load i128, i128* %8, align 16, !dbg !179
  %126 = trunc i128 %125 to i64, !dbg !180
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef %124, i64 noundef %126), !dbg !181
  call void @llvm.dbg.declare(metadata x86_fp80* %10, metadata !182, metadata !DIExpression()), !dbg !183
  store x86_fp80 0xK3FFD8000000000000000, x86_fp80* %12, align 16, !dbg !184
  call void @ld_poly(x86_fp80* sret(x86_fp80) align 16 %11, x86_fp80* noundef %12), !dbg !184
  %128 = load x86_fp80, x86_fp80* %11, align 16, !dbg !184
  store x86_fp80 %128, x86_fp80* %10, align 16, !dbg !183
  %129 = load x86_fp80, x86_fp80* %10, align 16, !dbg !185
  %130 = fptrunc x86_fp80 %129 to double, !dbg !186
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef %130, i32 noundef 16), !dbg !187
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00), !dbg !188
  call void @llvm.dbg.declare(metadata float* %13, metadata !189, metadata !DIExpression()), !dbg !190
  store float 0x7FF8000000000000, float* %13, align 4, !dbg !190
  call void @llvm.dbg.declare(metadata float* %14, metadata !191, metadata !DIExpression()), !dbg !192
  store float 0x7FF0000000000000, float* %14, align 4, !dbg !192
  %133 = load float, float* %13, align 4, !dbg !193
  %134 = load float, float* %13, align 4, !dbg !194
  %135 = fcmp une float %133, %134, !dbg !195
  %136 = zext i1 %135 to i32, !dbg !195
  %137 = load float, float* %14, align 4, !dbg !196
  %138 = fcmp ogt float %137, 0x47D2CED320000000, !dbg !197
  %139 = zext i1 %138 to i32, !dbg !197
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef %136, i32 noundef %139, i32 noundef 1), !dbg !198
  ret i32 0, !dbg !199
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !200 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !208, metadata !DIExpression()), !dbg !209
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !210, metadata !DIExpression()), !dbg !211
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !212, metadata !DIExpression()), !dbg !213
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !214, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.declare(metadata i32* %9, metadata !216, metadata !DIExpression()), !dbg !218
  store i32 0, i32* %9, align 4, !dbg !218
  br label %10, !dbg !219

10:                                               ; preds = %33, %4
  %11 = load i32, i32* %9, align 4, !dbg !220
  %12 = load i32, i32* %8, align 4, !dbg !222
  %13 = icmp slt i32 %11, %12, !dbg !223
  br i1 %13, label %14, label %36, !dbg !224

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 8, !dbg !225
  %16 = load i32, i32* %9, align 4, !dbg !226
  %17 = sext i32 %16 to i64, !dbg !225
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !225
  %19 = load i32, i32* %18, align 4, !dbg !225
  %20 = load i32, i32* %7, align 4, !dbg !227
  %21 = mul nsw i32 %19, %20, !dbg !228
  %22 = load i32*, i32** %6, align 8, !dbg !229
  %23 = load i32, i32* %9, align 4, !dbg !230
  %24 = sext i32 %23 to i64, !dbg !229
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !229
  %26 = load i32, i32* %25, align 4, !dbg !229
  %27 = ashr i32 %26, 1, !dbg !231
  %28 = add nsw i32 %21, %27, !dbg !232
  %29 = load i32*, i32** %5, align 8, !dbg !233
  %30 = load i32, i32* %9, align 4, !dbg !234
  %31 = sext i32 %30 to i64, !dbg !233
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !233
  store i32 %28, i32* %32, align 4, !dbg !235
  br label %33, !dbg !233

33:                                               ; preds = %14
  %34 = load i32, i32* %9, align 4, !dbg !236
  %35 = add nsw i32 %34, 1, !dbg !236
  store i32 %35, i32* %9, align 4, !dbg !236
  br label %10, !dbg !237, !llvm.loop !238

36:                                               ; preds = %10
  ret void, !dbg !240
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !241 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !249, metadata !DIExpression()), !dbg !250
  store float* %1, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !251, metadata !DIExpression()), !dbg !252
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !253, metadata !DIExpression()), !dbg !254
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !255, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.declare(metadata i32* %9, metadata !257, metadata !DIExpression()), !dbg !259
  store i32 0, i32* %9, align 4, !dbg !259
  br label %10, !dbg !260

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4, !dbg !261
  %12 = load i32, i32* %8, align 4, !dbg !263
  %13 = icmp slt i32 %11, %12, !dbg !264
  br i1 %13, label %14, label %34, !dbg !265

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !266
  %16 = load float*, float** %6, align 8, !dbg !267
  %17 = load i32, i32* %9, align 4, !dbg !268
  %18 = sext i32 %17 to i64, !dbg !267
  %19 = getelementptr inbounds float, float* %16, i64 %18, !dbg !267
  %20 = load float, float* %19, align 4, !dbg !267
  %21 = load float*, float** %5, align 8, !dbg !269
  %22 = load i32, i32* %9, align 4, !dbg !270
  %23 = sext i32 %22 to i64, !dbg !269
  %24 = getelementptr inbounds float, float* %21, i64 %23, !dbg !269
  %25 = load float, float* %24, align 4, !dbg !269
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !271
  %27 = load float*, float** %5, align 8, !dbg !272
  %28 = load i32, i32* %9, align 4, !dbg !273
  %29 = sext i32 %28 to i64, !dbg !272
  %30 = getelementptr inbounds float, float* %27, i64 %29, !dbg !272
  store float %26, float* %30, align 4, !dbg !274
  br label %31, !dbg !272

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4, !dbg !275
  %33 = add nsw i32 %32, 1, !dbg !275
  store i32 %33, i32* %9, align 4, !dbg !275
  br label %10, !dbg !276, !llvm.loop !277

34:                                               ; preds = %10
  ret void, !dbg !279
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !280 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !283, metadata !DIExpression()), !dbg !284
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !285, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.declare(metadata i32* %5, metadata !287, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %5, align 4, !dbg !288
  call void @llvm.dbg.declare(metadata i32* %6, metadata !289, metadata !DIExpression()), !dbg !291
  store i32 0, i32* %6, align 4, !dbg !291
  br label %7, !dbg !292

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !293
  %9 = load i32, i32* %4, align 4, !dbg !295
  %10 = icmp slt i32 %8, %9, !dbg !296
  br i1 %10, label %11, label %22, !dbg !297

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !298
  %13 = load i32, i32* %6, align 4, !dbg !299
  %14 = sext i32 %13 to i64, !dbg !298
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !298
  %16 = load i32, i32* %15, align 4, !dbg !298
  %17 = load i32, i32* %5, align 4, !dbg !300
  %18 = add nsw i32 %17, %16, !dbg !300
  store i32 %18, i32* %5, align 4, !dbg !300
  br label %19, !dbg !301

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !302
  %21 = add nsw i32 %20, 1, !dbg !302
  store i32 %21, i32* %6, align 4, !dbg !302
  br label %7, !dbg !303, !llvm.loop !304

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4, !dbg !306
  ret i32 %23, !dbg !307
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !308 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !311, metadata !DIExpression()), !dbg !312
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !313, metadata !DIExpression()), !dbg !314
  call void @llvm.dbg.declare(metadata i32* %5, metadata !315, metadata !DIExpression()), !dbg !316
  store i32 0, i32* %5, align 4, !dbg !316
  call void @llvm.dbg.declare(metadata i32* %6, metadata !317, metadata !DIExpression()), !dbg !319
  store i32 0, i32* %6, align 4, !dbg !319
  br label %7, !dbg !320

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4, !dbg !321
  %9 = load i32, i32* %4, align 4, !dbg !323
  %10 = icmp slt i32 %8, %9, !dbg !324
  br i1 %10, label %11, label %32, !dbg !325

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !326
  %13 = load i32, i32* %6, align 4, !dbg !327
  %14 = sext i32 %13 to i64, !dbg !326
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !326
  %16 = load i32, i32* %15, align 4, !dbg !326
  %17 = load i32, i32* %5, align 4, !dbg !328
  %18 = icmp sgt i32 %16, %17, !dbg !329
  br i1 %18, label %19, label %25, !dbg !326

19:                                               ; preds = %11
  %20 = load i32*, i32** %3, align 8, !dbg !330
  %21 = load i32, i32* %6, align 4, !dbg !331
  %22 = sext i32 %21 to i64, !dbg !330
  %23 = getelementptr inbounds i32, i32* %20, i64 %22, !dbg !330
  %24 = load i32, i32* %23, align 4, !dbg !330
  br label %27, !dbg !326

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !332
  br label %27, !dbg !326

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !326
  store i32 %28, i32* %5, align 4, !dbg !333
  br label %29, !dbg !334

29:                                               ; preds = %27
  %30 = load i32, i32* %6, align 4, !dbg !335
  %31 = add nsw i32 %30, 1, !dbg !335
  store i32 %31, i32* %6, align 4, !dbg !335
  br label %7, !dbg !336, !llvm.loop !337

32:                                               ; preds = %7
  %33 = load i32, i32* %5, align 4, !dbg !339
  %34 = icmp sgt i32 %33, 255, !dbg !340
  br i1 %34, label %35, label %36, !dbg !339

35:                                               ; preds = %32
  br label %38, !dbg !339

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4, !dbg !341
  br label %38, !dbg !339

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !339
  %40 = trunc i32 %39 to i8, !dbg !342
  ret i8 %40, !dbg !343
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !344 {
  %4 = alloca double*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !349, metadata !DIExpression()), !dbg !350
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !351, metadata !DIExpression()), !dbg !352
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !353, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.declare(metadata double* %7, metadata !355, metadata !DIExpression()), !dbg !356
  store double 0.000000e+00, double* %7, align 8, !dbg !356
  call void @llvm.dbg.declare(metadata i32* %8, metadata !357, metadata !DIExpression()), !dbg !359
  store i32 0, i32* %8, align 4, !dbg !359
  br label %9, !dbg !360

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4, !dbg !361
  %11 = load i32, i32* %6, align 4, !dbg !363
  %12 = icmp slt i32 %10, %11, !dbg !364
  br i1 %12, label %13, label %30, !dbg !365

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8, !dbg !366
  %15 = load i32, i32* %8, align 4, !dbg !367
  %16 = sext i32 %15 to i64, !dbg !366
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !366
  %18 = load double, double* %17, align 8, !dbg !366
  %19 = load float*, float** %5, align 8, !dbg !368
  %20 = load i32, i32* %8, align 4, !dbg !369
  %21 = sext i32 %20 to i64, !dbg !368
  %22 = getelementptr inbounds float, float* %19, i64 %21, !dbg !368
  %23 = load float, float* %22, align 4, !dbg !368
  %24 = fpext float %23 to double, !dbg !370
  %25 = load double, double* %7, align 8, !dbg !371
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !371
  store double %26, double* %7, align 8, !dbg !371
  br label %27, !dbg !372

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4, !dbg !373
  %29 = add nsw i32 %28, 1, !dbg !373
  store i32 %29, i32* %8, align 4, !dbg !373
  br label %9, !dbg !374, !llvm.loop !375

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8, !dbg !377
  ret double %31, !dbg !378
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !379 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !382, metadata !DIExpression()), !dbg !383
  %3 = load i32, i32* %2, align 4, !dbg !384
  %4 = load i32, i32* %2, align 4, !dbg !385
  %5 = lshr i32 %4, 1, !dbg !386
  %6 = and i32 %5, 1431655765, !dbg !387
  %7 = sub i32 %3, %6, !dbg !388
  store i32 %7, i32* %2, align 4, !dbg !389
  %8 = load i32, i32* %2, align 4, !dbg !390
  %9 = and i32 %8, 858993459, !dbg !391
  %10 = load i32, i32* %2, align 4, !dbg !392
  %11 = lshr i32 %10, 2, !dbg !393
  %12 = and i32 %11, 858993459, !dbg !394
  %13 = add i32 %9, %12, !dbg !395
  store i32 %13, i32* %2, align 4, !dbg !396
  %14 = load i32, i32* %2, align 4, !dbg !397
  %15 = load i32, i32* %2, align 4, !dbg !398
  %16 = lshr i32 %15, 4, !dbg !399
  %17 = add i32 %14, %16, !dbg !400
  %18 = and i32 %17, 252645135, !dbg !401
  store i32 %18, i32* %2, align 4, !dbg !402
  %19 = load i32, i32* %2, align 4, !dbg !403
  %20 = mul i32 %19, 16843009, !dbg !404
  %21 = lshr i32 %20, 24, !dbg !405
  ret i32 %21, !dbg !406
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !407 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !410, metadata !DIExpression()), !dbg !411
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !412, metadata !DIExpression()), !dbg !413
  %5 = load i64, i64* %3, align 8, !dbg !414
  %6 = load i32, i32* %4, align 4, !dbg !415
  %7 = zext i32 %6 to i64, !dbg !416
  %8 = shl i64 %5, %7, !dbg !416
  %9 = load i64, i64* %3, align 8, !dbg !417
  %10 = load i32, i32* %4, align 4, !dbg !418
  %11 = sub nsw i32 64, %10, !dbg !419
  %12 = zext i32 %11 to i64, !dbg !420
  %13 = lshr i64 %9, %12, !dbg !420
  %14 = or i64 %8, %13, !dbg !421
  ret i64 %14, !dbg !422
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef %0) #2 !dbg !423 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !428, metadata !DIExpression()), !dbg !429
  %4 = load i32, i32* %3, align 4, !dbg !430
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !431

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8** %2, align 8, !dbg !432
  br label %13, !dbg !432

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0), i8** %2, align 8, !dbg !434
  br label %13, !dbg !434

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0), i8** %2, align 8, !dbg !435
  br label %13, !dbg !435

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8** %2, align 8, !dbg !436
  br label %13, !dbg !436

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i8** %2, align 8, !dbg !437
  br label %13, !dbg !437

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), i8** %2, align 8, !dbg !438
  br label %13, !dbg !438

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i8** %2, align 8, !dbg !439
  br label %13, !dbg !439

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8** %2, align 8, !dbg !440
  br label %13, !dbg !440

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 8, !dbg !441
  ret i8* %14, !dbg !441
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #2 !dbg !442 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !445, metadata !DIExpression()), !dbg !446
  %4 = load i32, i32* %3, align 4, !dbg !447
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !448

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !449
  br label %15, !dbg !449

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !451
  br label %15, !dbg !451

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !452
  br label %15, !dbg !452

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !453
  br label %15, !dbg !453

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !454
  br label %15, !dbg !454

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !455
  %12 = icmp slt i32 %11, 0, !dbg !456
  %13 = zext i1 %12 to i64, !dbg !455
  %14 = select i1 %12, i32 -1, i32 0, !dbg !455
  store i32 %14, i32* %2, align 4, !dbg !457
  br label %15, !dbg !457

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !458
  ret i32 %16, !dbg !458
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mul128(i64 noundef %0, i64 noundef %1) #4 !dbg !459 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !462, metadata !DIExpression()), !dbg !463
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !464, metadata !DIExpression()), !dbg !465
  %6 = load i64, i64* %4, align 8, !dbg !466
  %7 = zext i64 %6 to i128, !dbg !467
  %8 = load i64, i64* %5, align 8, !dbg !468
  %9 = zext i64 %8 to i128, !dbg !468
  %10 = mul i128 %7, %9, !dbg !469
  store i128 %10, i128* %3, align 16, !dbg !470
  %11 = bitcast i128* %3 to <2 x i64>*, !dbg !470
  %12 = load <2 x i64>, <2 x i64>* %11, align 16, !dbg !470
  ret <2 x i64> %12, !dbg !470
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128* noundef %0) #5 !dbg !471 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, i128* %0, align 16
  store i128 %5, i128* %2, align 16
  call void @llvm.dbg.declare(metadata i128* %2, metadata !474, metadata !DIExpression()), !dbg !475
  call void @llvm.dbg.declare(metadata [48 x i8]* %3, metadata !476, metadata !DIExpression()), !dbg !480
  call void @llvm.dbg.declare(metadata i32* %4, metadata !481, metadata !DIExpression()), !dbg !482
  store i32 47, i32* %4, align 4, !dbg !482
  %6 = load i32, i32* %4, align 4, !dbg !483
  %7 = sext i32 %6 to i64, !dbg !484
  %8 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %7, !dbg !484
  store i8 0, i8* %8, align 1, !dbg !485
  br label %9, !dbg !486

9:                                                ; preds = %21, %1
  %10 = load i128, i128* %2, align 16, !dbg !487
  %11 = urem i128 %10, 10, !dbg !489
  %12 = trunc i128 %11 to i32, !dbg !490
  %13 = add nsw i32 48, %12, !dbg !491
  %14 = trunc i32 %13 to i8, !dbg !492
  %15 = load i32, i32* %4, align 4, !dbg !493
  %16 = add nsw i32 %15, -1, !dbg !493
  store i32 %16, i32* %4, align 4, !dbg !493
  %17 = sext i32 %16 to i64, !dbg !494
  %18 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %17, !dbg !494
  store i8 %14, i8* %18, align 1, !dbg !495
  %19 = load i128, i128* %2, align 16, !dbg !496
  %20 = udiv i128 %19, 10, !dbg !496
  store i128 %20, i128* %2, align 16, !dbg !496
  br label %21, !dbg !497

21:                                               ; preds = %9
  %22 = load i128, i128* %2, align 16, !dbg !498
  %23 = icmp ne i128 %22, 0, !dbg !497
  br i1 %23, label %9, label %24, !dbg !497, !llvm.loop !499

24:                                               ; preds = %21
  %25 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0, !dbg !501
  %26 = load i32, i32* %4, align 4, !dbg !502
  %27 = sext i32 %26 to i64, !dbg !503
  %28 = getelementptr inbounds i8, i8* %25, i64 %27, !dbg !503
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef %28), !dbg !504
  ret void, !dbg !505
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_poly(x86_fp80* noalias sret(x86_fp80) align 16 %0, x86_fp80* noundef %1) #2 !dbg !30 {
  %3 = alloca i8*, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  %7 = bitcast x86_fp80* %0 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load x86_fp80, x86_fp80* %1, align 16
  store x86_fp80 %8, x86_fp80* %4, align 16
  call void @llvm.dbg.declare(metadata x86_fp80* %4, metadata !506, metadata !DIExpression()), !dbg !507
  call void @llvm.dbg.declare(metadata x86_fp80* %5, metadata !508, metadata !DIExpression()), !dbg !509
  store x86_fp80 0xK00000000000000000000, x86_fp80* %5, align 16, !dbg !509
  call void @llvm.dbg.declare(metadata i32* %6, metadata !510, metadata !DIExpression()), !dbg !512
  store i32 3, i32* %6, align 4, !dbg !512
  br label %9, !dbg !513

9:                                                ; preds = %20, %2
  %10 = load i32, i32* %6, align 4, !dbg !514
  %11 = icmp sge i32 %10, 0, !dbg !516
  br i1 %11, label %12, label %23, !dbg !517

12:                                               ; preds = %9
  %13 = load x86_fp80, x86_fp80* %5, align 16, !dbg !518
  %14 = load x86_fp80, x86_fp80* %4, align 16, !dbg !519
  %15 = load i32, i32* %6, align 4, !dbg !520
  %16 = sext i32 %15 to i64, !dbg !521
  %17 = getelementptr inbounds [4 x x86_fp80], [4 x x86_fp80]* @ld_poly.c, i64 0, i64 %16, !dbg !521
  %18 = load x86_fp80, x86_fp80* %17, align 16, !dbg !521
  %19 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %13, x86_fp80 %14, x86_fp80 %18), !dbg !522
  store x86_fp80 %19, x86_fp80* %5, align 16, !dbg !523
  br label %20, !dbg !524

20:                                               ; preds = %12
  %21 = load i32, i32* %6, align 4, !dbg !525
  %22 = add nsw i32 %21, -1, !dbg !525
  store i32 %22, i32* %6, align 4, !dbg !525
  br label %9, !dbg !526, !llvm.loop !527

23:                                               ; preds = %9
  %24 = load x86_fp80, x86_fp80* %5, align 16, !dbg !529
  store x86_fp80 %24, x86_fp80* %0, align 16, !dbg !530
  %25 = load x86_fp80, x86_fp80* %0, align 16, !dbg !530
  store x86_fp80 %25, x86_fp80* %0, align 16, !dbg !530
  ret void, !dbg !530
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43}
!llvm.ident = !{!44}

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
!41 = !{i32 1, !"wchar_size", i32 2}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 1}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !46, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!46 = !DISubroutineType(types: !47)
!47 = !{!10}
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 102, type: !10)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 102, column: 3)
!50 = !DILocation(line: 102, column: 12, scope: !49)
!51 = !DILocation(line: 102, column: 8, scope: !49)
!52 = !DILocation(line: 102, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 102, column: 3)
!54 = !DILocation(line: 102, column: 21, scope: !53)
!55 = !DILocation(line: 102, column: 3, scope: !49)
!56 = !DILocation(line: 103, column: 13, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 102, column: 31)
!58 = !DILocation(line: 103, column: 15, scope: !57)
!59 = !DILocation(line: 103, column: 19, scope: !57)
!60 = !DILocation(line: 103, column: 8, scope: !57)
!61 = !DILocation(line: 103, column: 5, scope: !57)
!62 = !DILocation(line: 103, column: 11, scope: !57)
!63 = !DILocation(line: 104, column: 14, scope: !57)
!64 = !DILocation(line: 104, column: 16, scope: !57)
!65 = !DILocation(line: 104, column: 21, scope: !57)
!66 = !DILocation(line: 104, column: 8, scope: !57)
!67 = !DILocation(line: 104, column: 5, scope: !57)
!68 = !DILocation(line: 104, column: 11, scope: !57)
!69 = !DILocation(line: 105, column: 20, scope: !57)
!70 = !DILocation(line: 105, column: 13, scope: !57)
!71 = !DILocation(line: 105, column: 22, scope: !57)
!72 = !DILocation(line: 105, column: 8, scope: !57)
!73 = !DILocation(line: 105, column: 5, scope: !57)
!74 = !DILocation(line: 105, column: 11, scope: !57)
!75 = !DILocation(line: 106, column: 8, scope: !57)
!76 = !DILocation(line: 106, column: 5, scope: !57)
!77 = !DILocation(line: 106, column: 11, scope: !57)
!78 = !DILocation(line: 107, column: 20, scope: !57)
!79 = !DILocation(line: 107, column: 22, scope: !57)
!80 = !DILocation(line: 107, column: 19, scope: !57)
!81 = !DILocation(line: 107, column: 17, scope: !57)
!82 = !DILocation(line: 107, column: 8, scope: !57)
!83 = !DILocation(line: 107, column: 5, scope: !57)
!84 = !DILocation(line: 107, column: 11, scope: !57)
!85 = !DILocation(line: 108, column: 3, scope: !57)
!86 = !DILocation(line: 102, column: 26, scope: !53)
!87 = !DILocation(line: 102, column: 3, scope: !53)
!88 = distinct !{!88, !55, !89, !90}
!89 = !DILocation(line: 108, column: 3, scope: !49)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 109, column: 3, scope: !45)
!92 = !DILocation(line: 110, column: 3, scope: !45)
!93 = !DILocation(line: 111, column: 29, scope: !45)
!94 = !DILocation(line: 111, column: 46, scope: !45)
!95 = !DILocation(line: 111, column: 3, scope: !45)
!96 = !DILocation(line: 112, column: 36, scope: !45)
!97 = !DILocation(line: 112, column: 44, scope: !45)
!98 = !DILocation(line: 112, column: 3, scope: !45)
!99 = !DILocalVariable(name: "p", scope: !45, file: !3, line: 114, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !101)
!101 = !{!102, !103, !104, !106}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !100, file: !3, line: 42, baseType: !5, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !100, file: !3, line: 43, baseType: !6, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !100, file: !3, line: 44, baseType: !105, size: 32)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !37)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !100, file: !3, line: 45, baseType: !107, size: 32)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !100, file: !3, line: 45, size: 32, elements: !108)
!108 = !{!109, !110, !111}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !107, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !107, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !107, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!112 = !DILocation(line: 114, column: 13, scope: !45)
!113 = !DILocation(line: 115, column: 5, scope: !45)
!114 = !DILocation(line: 115, column: 7, scope: !45)
!115 = !DILocation(line: 116, column: 59, scope: !45)
!116 = !DILocation(line: 116, column: 64, scope: !45)
!117 = !DILocation(line: 116, column: 69, scope: !45)
!118 = !DILocation(line: 116, column: 77, scope: !45)
!119 = !DILocation(line: 116, column: 82, scope: !45)
!120 = !DILocation(line: 116, column: 89, scope: !45)
!121 = !DILocation(line: 116, column: 94, scope: !45)
!122 = !DILocation(line: 116, column: 102, scope: !45)
!123 = !DILocation(line: 116, column: 100, scope: !45)
!124 = !DILocation(line: 116, column: 3, scope: !45)
!125 = !DILocalVariable(name: "x", scope: !45, file: !3, line: 117, type: !6)
!126 = !DILocation(line: 117, column: 12, scope: !45)
!127 = !DILocation(line: 118, column: 49, scope: !45)
!128 = !DILocation(line: 118, column: 35, scope: !45)
!129 = !DILocation(line: 118, column: 72, scope: !45)
!130 = !DILocation(line: 118, column: 53, scope: !45)
!131 = !DILocation(line: 118, column: 90, scope: !45)
!132 = !DILocation(line: 118, column: 92, scope: !45)
!133 = !DILocation(line: 118, column: 76, scope: !45)
!134 = !DILocation(line: 119, column: 24, scope: !45)
!135 = !DILocation(line: 119, column: 26, scope: !45)
!136 = !DILocation(line: 119, column: 10, scope: !45)
!137 = !DILocation(line: 119, column: 52, scope: !45)
!138 = !DILocation(line: 119, column: 34, scope: !45)
!139 = !DILocation(line: 118, column: 3, scope: !45)
!140 = !DILocation(line: 120, column: 24, scope: !45)
!141 = !DILocation(line: 120, column: 3, scope: !45)
!142 = !DILocation(line: 121, column: 3, scope: !45)
!143 = !DILocalVariable(name: "d", scope: !144, file: !3, line: 123, type: !10)
!144 = distinct !DILexicalBlock(scope: !45, file: !3, line: 123, column: 3)
!145 = !DILocation(line: 123, column: 12, scope: !144)
!146 = !DILocation(line: 123, column: 8, scope: !144)
!147 = !DILocation(line: 123, column: 20, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 123, column: 3)
!149 = !DILocation(line: 123, column: 22, scope: !148)
!150 = !DILocation(line: 123, column: 3, scope: !144)
!151 = !DILocation(line: 123, column: 56, scope: !148)
!152 = !DILocation(line: 123, column: 47, scope: !148)
!153 = !DILocation(line: 123, column: 33, scope: !148)
!154 = !DILocation(line: 123, column: 28, scope: !148)
!155 = !DILocation(line: 123, column: 3, scope: !148)
!156 = distinct !{!156, !150, !157, !90}
!157 = !DILocation(line: 123, column: 58, scope: !144)
!158 = !DILocation(line: 124, column: 42, scope: !45)
!159 = !DILocation(line: 124, column: 57, scope: !45)
!160 = !DILocation(line: 124, column: 68, scope: !45)
!161 = !DILocation(line: 124, column: 80, scope: !45)
!162 = !DILocation(line: 125, column: 10, scope: !45)
!163 = !DILocation(line: 125, column: 30, scope: !45)
!164 = !DILocation(line: 124, column: 3, scope: !45)
!165 = !DILocalVariable(name: "big", scope: !45, file: !3, line: 128, type: !12)
!166 = !DILocation(line: 128, column: 21, scope: !45)
!167 = !DILocation(line: 128, column: 27, scope: !45)
!168 = !DILocalVariable(name: "neg", scope: !45, file: !3, line: 129, type: !7)
!169 = !DILocation(line: 129, column: 12, scope: !45)
!170 = !DILocation(line: 129, column: 29, scope: !45)
!171 = !DILocation(line: 129, column: 18, scope: !45)
!172 = !DILocation(line: 129, column: 33, scope: !45)
!173 = !DILocation(line: 130, column: 3, scope: !45)
!174 = !DILocation(line: 131, column: 14, scope: !45)
!175 = !DILocation(line: 131, column: 3, scope: !45)
!176 = !DILocation(line: 132, column: 57, scope: !45)
!177 = !DILocation(line: 132, column: 61, scope: !45)
!178 = !DILocation(line: 132, column: 36, scope: !45)
!179 = !DILocation(line: 132, column: 89, scope: !45)
!180 = !DILocation(line: 132, column: 69, scope: !45)
!181 = !DILocation(line: 132, column: 3, scope: !45)
!182 = !DILocalVariable(name: "ld", scope: !45, file: !3, line: 137, type: !33)
!183 = !DILocation(line: 137, column: 15, scope: !45)
!184 = !DILocation(line: 137, column: 20, scope: !45)
!185 = !DILocation(line: 138, column: 39, scope: !45)
!186 = !DILocation(line: 138, column: 31, scope: !45)
!187 = !DILocation(line: 138, column: 3, scope: !45)
!188 = !DILocation(line: 145, column: 3, scope: !45)
!189 = !DILocalVariable(name: "nan", scope: !45, file: !3, line: 147, type: !5)
!190 = !DILocation(line: 147, column: 9, scope: !45)
!191 = !DILocalVariable(name: "inf", scope: !45, file: !3, line: 147, type: !5)
!192 = !DILocation(line: 147, column: 35, scope: !45)
!193 = !DILocation(line: 148, column: 32, scope: !45)
!194 = !DILocation(line: 148, column: 39, scope: !45)
!195 = !DILocation(line: 148, column: 36, scope: !45)
!196 = !DILocation(line: 148, column: 44, scope: !45)
!197 = !DILocation(line: 148, column: 48, scope: !45)
!198 = !DILocation(line: 148, column: 3, scope: !45)
!199 = !DILocation(line: 149, column: 3, scope: !45)
!200 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !201, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203, !205, !10, !10}
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!208 = !DILocalVariable(name: "dst", arg: 1, scope: !200, file: !3, line: 25, type: !203)
!209 = !DILocation(line: 25, column: 63, scope: !200)
!210 = !DILocalVariable(name: "src", arg: 2, scope: !200, file: !3, line: 25, type: !205)
!211 = !DILocation(line: 25, column: 88, scope: !200)
!212 = !DILocalVariable(name: "k", arg: 3, scope: !200, file: !3, line: 25, type: !10)
!213 = !DILocation(line: 25, column: 97, scope: !200)
!214 = !DILocalVariable(name: "n", arg: 4, scope: !200, file: !3, line: 25, type: !10)
!215 = !DILocation(line: 25, column: 104, scope: !200)
!216 = !DILocalVariable(name: "i", scope: !217, file: !3, line: 26, type: !10)
!217 = distinct !DILexicalBlock(scope: !200, file: !3, line: 26, column: 3)
!218 = !DILocation(line: 26, column: 12, scope: !217)
!219 = !DILocation(line: 26, column: 8, scope: !217)
!220 = !DILocation(line: 26, column: 19, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !3, line: 26, column: 3)
!222 = !DILocation(line: 26, column: 23, scope: !221)
!223 = !DILocation(line: 26, column: 21, scope: !221)
!224 = !DILocation(line: 26, column: 3, scope: !217)
!225 = !DILocation(line: 26, column: 40, scope: !221)
!226 = !DILocation(line: 26, column: 44, scope: !221)
!227 = !DILocation(line: 26, column: 49, scope: !221)
!228 = !DILocation(line: 26, column: 47, scope: !221)
!229 = !DILocation(line: 26, column: 54, scope: !221)
!230 = !DILocation(line: 26, column: 58, scope: !221)
!231 = !DILocation(line: 26, column: 61, scope: !221)
!232 = !DILocation(line: 26, column: 51, scope: !221)
!233 = !DILocation(line: 26, column: 31, scope: !221)
!234 = !DILocation(line: 26, column: 35, scope: !221)
!235 = !DILocation(line: 26, column: 38, scope: !221)
!236 = !DILocation(line: 26, column: 26, scope: !221)
!237 = !DILocation(line: 26, column: 3, scope: !221)
!238 = distinct !{!238, !224, !239, !90}
!239 = !DILocation(line: 26, column: 65, scope: !217)
!240 = !DILocation(line: 27, column: 1, scope: !200)
!241 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !242, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !246, !5, !10}
!244 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !247)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!249 = !DILocalVariable(name: "y", arg: 1, scope: !241, file: !3, line: 21, type: !244)
!250 = !DILocation(line: 21, column: 61, scope: !241)
!251 = !DILocalVariable(name: "x", arg: 2, scope: !241, file: !3, line: 21, type: !246)
!252 = !DILocation(line: 21, column: 86, scope: !241)
!253 = !DILocalVariable(name: "k", arg: 3, scope: !241, file: !3, line: 21, type: !5)
!254 = !DILocation(line: 21, column: 95, scope: !241)
!255 = !DILocalVariable(name: "n", arg: 4, scope: !241, file: !3, line: 21, type: !10)
!256 = !DILocation(line: 21, column: 102, scope: !241)
!257 = !DILocalVariable(name: "i", scope: !258, file: !3, line: 22, type: !10)
!258 = distinct !DILexicalBlock(scope: !241, file: !3, line: 22, column: 3)
!259 = !DILocation(line: 22, column: 12, scope: !258)
!260 = !DILocation(line: 22, column: 8, scope: !258)
!261 = !DILocation(line: 22, column: 19, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !3, line: 22, column: 3)
!263 = !DILocation(line: 22, column: 23, scope: !262)
!264 = !DILocation(line: 22, column: 21, scope: !262)
!265 = !DILocation(line: 22, column: 3, scope: !258)
!266 = !DILocation(line: 22, column: 38, scope: !262)
!267 = !DILocation(line: 22, column: 42, scope: !262)
!268 = !DILocation(line: 22, column: 44, scope: !262)
!269 = !DILocation(line: 22, column: 49, scope: !262)
!270 = !DILocation(line: 22, column: 51, scope: !262)
!271 = !DILocation(line: 22, column: 47, scope: !262)
!272 = !DILocation(line: 22, column: 31, scope: !262)
!273 = !DILocation(line: 22, column: 33, scope: !262)
!274 = !DILocation(line: 22, column: 36, scope: !262)
!275 = !DILocation(line: 22, column: 26, scope: !262)
!276 = !DILocation(line: 22, column: 3, scope: !262)
!277 = distinct !{!277, !265, !278, !90}
!278 = !DILocation(line: 22, column: 52, scope: !258)
!279 = !DILocation(line: 23, column: 1, scope: !241)
!280 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !281, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!281 = !DISubroutineType(types: !282)
!282 = !{!10, !206, !10}
!283 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !3, line: 15, type: !206)
!284 = !DILocation(line: 15, column: 58, scope: !280)
!285 = !DILocalVariable(name: "n", arg: 2, scope: !280, file: !3, line: 15, type: !10)
!286 = !DILocation(line: 15, column: 65, scope: !280)
!287 = !DILocalVariable(name: "s", scope: !280, file: !3, line: 16, type: !10)
!288 = !DILocation(line: 16, column: 7, scope: !280)
!289 = !DILocalVariable(name: "i", scope: !290, file: !3, line: 17, type: !10)
!290 = distinct !DILexicalBlock(scope: !280, file: !3, line: 17, column: 3)
!291 = !DILocation(line: 17, column: 12, scope: !290)
!292 = !DILocation(line: 17, column: 8, scope: !290)
!293 = !DILocation(line: 17, column: 19, scope: !294)
!294 = distinct !DILexicalBlock(scope: !290, file: !3, line: 17, column: 3)
!295 = !DILocation(line: 17, column: 23, scope: !294)
!296 = !DILocation(line: 17, column: 21, scope: !294)
!297 = !DILocation(line: 17, column: 3, scope: !290)
!298 = !DILocation(line: 17, column: 36, scope: !294)
!299 = !DILocation(line: 17, column: 38, scope: !294)
!300 = !DILocation(line: 17, column: 33, scope: !294)
!301 = !DILocation(line: 17, column: 31, scope: !294)
!302 = !DILocation(line: 17, column: 26, scope: !294)
!303 = !DILocation(line: 17, column: 3, scope: !294)
!304 = distinct !{!304, !297, !305, !90}
!305 = !DILocation(line: 17, column: 39, scope: !290)
!306 = !DILocation(line: 18, column: 10, scope: !280)
!307 = !DILocation(line: 18, column: 3, scope: !280)
!308 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !309, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!309 = !DISubroutineType(types: !310)
!310 = !{!11, !206, !10}
!311 = !DILocalVariable(name: "a", arg: 1, scope: !308, file: !3, line: 35, type: !206)
!312 = !DILocation(line: 35, column: 69, scope: !308)
!313 = !DILocalVariable(name: "n", arg: 2, scope: !308, file: !3, line: 35, type: !10)
!314 = !DILocation(line: 35, column: 76, scope: !308)
!315 = !DILocalVariable(name: "m", scope: !308, file: !3, line: 36, type: !10)
!316 = !DILocation(line: 36, column: 7, scope: !308)
!317 = !DILocalVariable(name: "i", scope: !318, file: !3, line: 37, type: !10)
!318 = distinct !DILexicalBlock(scope: !308, file: !3, line: 37, column: 3)
!319 = !DILocation(line: 37, column: 12, scope: !318)
!320 = !DILocation(line: 37, column: 8, scope: !318)
!321 = !DILocation(line: 37, column: 19, scope: !322)
!322 = distinct !DILexicalBlock(scope: !318, file: !3, line: 37, column: 3)
!323 = !DILocation(line: 37, column: 23, scope: !322)
!324 = !DILocation(line: 37, column: 21, scope: !322)
!325 = !DILocation(line: 37, column: 3, scope: !318)
!326 = !DILocation(line: 37, column: 35, scope: !322)
!327 = !DILocation(line: 37, column: 37, scope: !322)
!328 = !DILocation(line: 37, column: 42, scope: !322)
!329 = !DILocation(line: 37, column: 40, scope: !322)
!330 = !DILocation(line: 37, column: 46, scope: !322)
!331 = !DILocation(line: 37, column: 48, scope: !322)
!332 = !DILocation(line: 37, column: 53, scope: !322)
!333 = !DILocation(line: 37, column: 33, scope: !322)
!334 = !DILocation(line: 37, column: 31, scope: !322)
!335 = !DILocation(line: 37, column: 26, scope: !322)
!336 = !DILocation(line: 37, column: 3, scope: !322)
!337 = distinct !{!337, !325, !338, !90}
!338 = !DILocation(line: 37, column: 53, scope: !318)
!339 = !DILocation(line: 38, column: 26, scope: !308)
!340 = !DILocation(line: 38, column: 28, scope: !308)
!341 = !DILocation(line: 38, column: 42, scope: !308)
!342 = !DILocation(line: 38, column: 10, scope: !308)
!343 = !DILocation(line: 38, column: 3, scope: !308)
!344 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !345, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!345 = !DISubroutineType(types: !346)
!346 = !{!9, !347, !247, !10}
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!349 = !DILocalVariable(name: "a", arg: 1, scope: !344, file: !3, line: 29, type: !347)
!350 = !DILocation(line: 29, column: 59, scope: !344)
!351 = !DILocalVariable(name: "b", arg: 2, scope: !344, file: !3, line: 29, type: !247)
!352 = !DILocation(line: 29, column: 75, scope: !344)
!353 = !DILocalVariable(name: "n", arg: 3, scope: !344, file: !3, line: 29, type: !10)
!354 = !DILocation(line: 29, column: 82, scope: !344)
!355 = !DILocalVariable(name: "s", scope: !344, file: !3, line: 30, type: !9)
!356 = !DILocation(line: 30, column: 10, scope: !344)
!357 = !DILocalVariable(name: "i", scope: !358, file: !3, line: 31, type: !10)
!358 = distinct !DILexicalBlock(scope: !344, file: !3, line: 31, column: 3)
!359 = !DILocation(line: 31, column: 12, scope: !358)
!360 = !DILocation(line: 31, column: 8, scope: !358)
!361 = !DILocation(line: 31, column: 19, scope: !362)
!362 = distinct !DILexicalBlock(scope: !358, file: !3, line: 31, column: 3)
!363 = !DILocation(line: 31, column: 23, scope: !362)
!364 = !DILocation(line: 31, column: 21, scope: !362)
!365 = !DILocation(line: 31, column: 3, scope: !358)
!366 = !DILocation(line: 31, column: 36, scope: !362)
!367 = !DILocation(line: 31, column: 38, scope: !362)
!368 = !DILocation(line: 31, column: 51, scope: !362)
!369 = !DILocation(line: 31, column: 53, scope: !362)
!370 = !DILocation(line: 31, column: 43, scope: !362)
!371 = !DILocation(line: 31, column: 33, scope: !362)
!372 = !DILocation(line: 31, column: 31, scope: !362)
!373 = !DILocation(line: 31, column: 26, scope: !362)
!374 = !DILocation(line: 31, column: 3, scope: !362)
!375 = distinct !{!375, !365, !376, !90}
!376 = !DILocation(line: 31, column: 54, scope: !358)
!377 = !DILocation(line: 32, column: 10, scope: !344)
!378 = !DILocation(line: 32, column: 3, scope: !344)
!379 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !380, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!380 = !DISubroutineType(types: !381)
!381 = !{!6, !6}
!382 = !DILocalVariable(name: "x", arg: 1, scope: !379, file: !3, line: 48, type: !6)
!383 = !DILocation(line: 48, column: 40, scope: !379)
!384 = !DILocation(line: 49, column: 7, scope: !379)
!385 = !DILocation(line: 49, column: 13, scope: !379)
!386 = !DILocation(line: 49, column: 15, scope: !379)
!387 = !DILocation(line: 49, column: 21, scope: !379)
!388 = !DILocation(line: 49, column: 9, scope: !379)
!389 = !DILocation(line: 49, column: 5, scope: !379)
!390 = !DILocation(line: 50, column: 8, scope: !379)
!391 = !DILocation(line: 50, column: 10, scope: !379)
!392 = !DILocation(line: 50, column: 29, scope: !379)
!393 = !DILocation(line: 50, column: 31, scope: !379)
!394 = !DILocation(line: 50, column: 37, scope: !379)
!395 = !DILocation(line: 50, column: 25, scope: !379)
!396 = !DILocation(line: 50, column: 5, scope: !379)
!397 = !DILocation(line: 51, column: 8, scope: !379)
!398 = !DILocation(line: 51, column: 13, scope: !379)
!399 = !DILocation(line: 51, column: 15, scope: !379)
!400 = !DILocation(line: 51, column: 10, scope: !379)
!401 = !DILocation(line: 51, column: 22, scope: !379)
!402 = !DILocation(line: 51, column: 5, scope: !379)
!403 = !DILocation(line: 52, column: 11, scope: !379)
!404 = !DILocation(line: 52, column: 13, scope: !379)
!405 = !DILocation(line: 52, column: 28, scope: !379)
!406 = !DILocation(line: 52, column: 3, scope: !379)
!407 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !408, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!408 = !DISubroutineType(types: !409)
!409 = !{!8, !8, !10}
!410 = !DILocalVariable(name: "x", arg: 1, scope: !407, file: !3, line: 55, type: !8)
!411 = !DILocation(line: 55, column: 53, scope: !407)
!412 = !DILocalVariable(name: "r", arg: 2, scope: !407, file: !3, line: 55, type: !10)
!413 = !DILocation(line: 55, column: 60, scope: !407)
!414 = !DILocation(line: 55, column: 73, scope: !407)
!415 = !DILocation(line: 55, column: 78, scope: !407)
!416 = !DILocation(line: 55, column: 75, scope: !407)
!417 = !DILocation(line: 55, column: 84, scope: !407)
!418 = !DILocation(line: 55, column: 95, scope: !407)
!419 = !DILocation(line: 55, column: 93, scope: !407)
!420 = !DILocation(line: 55, column: 86, scope: !407)
!421 = !DILocation(line: 55, column: 81, scope: !407)
!422 = !DILocation(line: 55, column: 65, scope: !407)
!423 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !424, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!424 = !DISubroutineType(types: !425)
!425 = !{!426, !10}
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !427, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!428 = !DILocalVariable(name: "d", arg: 1, scope: !423, file: !3, line: 57, type: !10)
!429 = !DILocation(line: 57, column: 33, scope: !423)
!430 = !DILocation(line: 58, column: 11, scope: !423)
!431 = !DILocation(line: 58, column: 3, scope: !423)
!432 = !DILocation(line: 59, column: 11, scope: !433)
!433 = distinct !DILexicalBlock(scope: !423, file: !3, line: 58, column: 14)
!434 = !DILocation(line: 60, column: 11, scope: !433)
!435 = !DILocation(line: 61, column: 11, scope: !433)
!436 = !DILocation(line: 62, column: 11, scope: !433)
!437 = !DILocation(line: 63, column: 11, scope: !433)
!438 = !DILocation(line: 64, column: 11, scope: !433)
!439 = !DILocation(line: 65, column: 11, scope: !433)
!440 = !DILocation(line: 66, column: 12, scope: !433)
!441 = !DILocation(line: 68, column: 1, scope: !423)
!442 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !443, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!443 = !DISubroutineType(types: !444)
!444 = !{!10, !10}
!445 = !DILocalVariable(name: "x", arg: 1, scope: !442, file: !3, line: 70, type: !10)
!446 = !DILocation(line: 70, column: 23, scope: !442)
!447 = !DILocation(line: 71, column: 11, scope: !442)
!448 = !DILocation(line: 71, column: 3, scope: !442)
!449 = !DILocation(line: 72, column: 15, scope: !450)
!450 = distinct !DILexicalBlock(scope: !442, file: !3, line: 71, column: 14)
!451 = !DILocation(line: 73, column: 11, scope: !450)
!452 = !DILocation(line: 74, column: 21, scope: !450)
!453 = !DILocation(line: 75, column: 16, scope: !450)
!454 = !DILocation(line: 76, column: 20, scope: !450)
!455 = !DILocation(line: 77, column: 19, scope: !450)
!456 = !DILocation(line: 77, column: 21, scope: !450)
!457 = !DILocation(line: 77, column: 12, scope: !450)
!458 = !DILocation(line: 79, column: 1, scope: !442)
!459 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !460, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!460 = !DISubroutineType(types: !461)
!461 = !{!12, !8, !8}
!462 = !DILocalVariable(name: "a", arg: 1, scope: !459, file: !3, line: 82, type: !8)
!463 = !DILocation(line: 82, column: 52, scope: !459)
!464 = !DILocalVariable(name: "b", arg: 2, scope: !459, file: !3, line: 82, type: !8)
!465 = !DILocation(line: 82, column: 74, scope: !459)
!466 = !DILocation(line: 83, column: 29, scope: !459)
!467 = !DILocation(line: 83, column: 10, scope: !459)
!468 = !DILocation(line: 83, column: 33, scope: !459)
!469 = !DILocation(line: 83, column: 31, scope: !459)
!470 = !DILocation(line: 83, column: 3, scope: !459)
!471 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !472, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!472 = !DISubroutineType(types: !473)
!473 = !{null, !12}
!474 = !DILocalVariable(name: "v", arg: 1, scope: !471, file: !3, line: 85, type: !12)
!475 = !DILocation(line: 85, column: 42, scope: !471)
!476 = !DILocalVariable(name: "buf", scope: !471, file: !3, line: 86, type: !477)
!477 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !478)
!478 = !{!479}
!479 = !DISubrange(count: 48)
!480 = !DILocation(line: 86, column: 8, scope: !471)
!481 = !DILocalVariable(name: "i", scope: !471, file: !3, line: 87, type: !10)
!482 = !DILocation(line: 87, column: 7, scope: !471)
!483 = !DILocation(line: 88, column: 7, scope: !471)
!484 = !DILocation(line: 88, column: 3, scope: !471)
!485 = !DILocation(line: 88, column: 10, scope: !471)
!486 = !DILocation(line: 89, column: 3, scope: !471)
!487 = !DILocation(line: 89, column: 38, scope: !488)
!488 = distinct !DILexicalBlock(scope: !471, file: !3, line: 89, column: 6)
!489 = !DILocation(line: 89, column: 40, scope: !488)
!490 = !DILocation(line: 89, column: 32, scope: !488)
!491 = !DILocation(line: 89, column: 30, scope: !488)
!492 = !DILocation(line: 89, column: 19, scope: !488)
!493 = !DILocation(line: 89, column: 12, scope: !488)
!494 = !DILocation(line: 89, column: 8, scope: !488)
!495 = !DILocation(line: 89, column: 17, scope: !488)
!496 = !DILocation(line: 89, column: 50, scope: !488)
!497 = !DILocation(line: 89, column: 57, scope: !488)
!498 = !DILocation(line: 89, column: 66, scope: !471)
!499 = distinct !{!499, !486, !500, !90}
!500 = !DILocation(line: 89, column: 67, scope: !471)
!501 = !DILocation(line: 90, column: 16, scope: !471)
!502 = !DILocation(line: 90, column: 22, scope: !471)
!503 = !DILocation(line: 90, column: 20, scope: !471)
!504 = !DILocation(line: 90, column: 3, scope: !471)
!505 = !DILocation(line: 91, column: 1, scope: !471)
!506 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !3, line: 94, type: !33)
!507 = !DILocation(line: 94, column: 40, scope: !30)
!508 = !DILocalVariable(name: "r", scope: !30, file: !3, line: 95, type: !33)
!509 = !DILocation(line: 95, column: 15, scope: !30)
!510 = !DILocalVariable(name: "i", scope: !511, file: !3, line: 97, type: !10)
!511 = distinct !DILexicalBlock(scope: !30, file: !3, line: 97, column: 3)
!512 = !DILocation(line: 97, column: 12, scope: !511)
!513 = !DILocation(line: 97, column: 8, scope: !511)
!514 = !DILocation(line: 97, column: 19, scope: !515)
!515 = distinct !DILexicalBlock(scope: !511, file: !3, line: 97, column: 3)
!516 = !DILocation(line: 97, column: 21, scope: !515)
!517 = !DILocation(line: 97, column: 3, scope: !511)
!518 = !DILocation(line: 97, column: 36, scope: !515)
!519 = !DILocation(line: 97, column: 40, scope: !515)
!520 = !DILocation(line: 97, column: 46, scope: !515)
!521 = !DILocation(line: 97, column: 44, scope: !515)
!522 = !DILocation(line: 97, column: 42, scope: !515)
!523 = !DILocation(line: 97, column: 34, scope: !515)
!524 = !DILocation(line: 97, column: 32, scope: !515)
!525 = !DILocation(line: 97, column: 27, scope: !515)
!526 = !DILocation(line: 97, column: 3, scope: !515)
!527 = distinct !{!527, !517, !528, !90}
!528 = !DILocation(line: 97, column: 47, scope: !511)
!529 = !DILocation(line: 98, column: 10, scope: !30)
!530 = !DILocation(line: 98, column: 3, scope: !30)
