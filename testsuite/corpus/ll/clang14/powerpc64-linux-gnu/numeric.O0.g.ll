; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%union.Pun = type { float }
%struct.anon = type { i32 }

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !15
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !20
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !23
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !25
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
@ld_poly.c = internal constant [4 x ppc_fp128] [ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128 0xMBFE00000000000008000000000000000, ppc_fp128 0xM3FC00000000000000000000000000000, ppc_fp128 0xM400921FB54442D183CA1A62633145C06], align 16, !dbg !28

; Function Attrs: noinline optnone uwtable
define dso_local signext i32 @main() #0 !dbg !47 {
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
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %2, align 4, !dbg !52
  br label %11, !dbg !53

11:                                               ; preds = %43, %0
  %12 = load i32, i32* %2, align 4, !dbg !54
  %13 = icmp slt i32 %12, 256, !dbg !56
  br i1 %13, label %14, label %46, !dbg !57

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4, !dbg !58
  %16 = mul nsw i32 %15, 3, !dbg !60
  %17 = sub nsw i32 %16, 100, !dbg !61
  %18 = load i32, i32* %2, align 4, !dbg !62
  %19 = sext i32 %18 to i64, !dbg !63
  %20 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %19, !dbg !63
  store i32 %17, i32* %20, align 4, !dbg !64
  %21 = load i32, i32* %2, align 4, !dbg !65
  %22 = mul nsw i32 %21, 7, !dbg !66
  %23 = and i32 %22, 63, !dbg !67
  %24 = load i32, i32* %2, align 4, !dbg !68
  %25 = sext i32 %24 to i64, !dbg !69
  %26 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %25, !dbg !69
  store i32 %23, i32* %26, align 4, !dbg !70
  %27 = load i32, i32* %2, align 4, !dbg !71
  %28 = sitofp i32 %27 to float, !dbg !72
  %29 = fmul float %28, 5.000000e-01, !dbg !73
  %30 = load i32, i32* %2, align 4, !dbg !74
  %31 = sext i32 %30 to i64, !dbg !75
  %32 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %31, !dbg !75
  store float %29, float* %32, align 4, !dbg !76
  %33 = load i32, i32* %2, align 4, !dbg !77
  %34 = sext i32 %33 to i64, !dbg !78
  %35 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %34, !dbg !78
  store float 1.000000e+00, float* %35, align 4, !dbg !79
  %36 = load i32, i32* %2, align 4, !dbg !80
  %37 = add nsw i32 %36, 1, !dbg !81
  %38 = sitofp i32 %37 to double, !dbg !82
  %39 = fdiv double 1.000000e+00, %38, !dbg !83
  %40 = load i32, i32* %2, align 4, !dbg !84
  %41 = sext i32 %40 to i64, !dbg !85
  %42 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %41, !dbg !85
  store double %39, double* %42, align 8, !dbg !86
  br label %43, !dbg !87

43:                                               ; preds = %14
  %44 = load i32, i32* %2, align 4, !dbg !88
  %45 = add nsw i32 %44, 1, !dbg !88
  store i32 %45, i32* %2, align 4, !dbg !88
  br label %11, !dbg !89, !llvm.loop !90

46:                                               ; preds = %11
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i64 0, i64 0), i32 noundef signext 3, i32 noundef signext 256), !dbg !93
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i64 0, i64 0), float noundef 2.000000e+00, i32 noundef signext 256), !dbg !94
  %47 = call signext i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef signext 256), !dbg !95
  %48 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i64 0, i64 0), i32 noundef signext 256), !dbg !96
  %49 = zext i8 %48 to i32, !dbg !96
  %50 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef signext %47, i32 noundef signext %49), !dbg !97
  %51 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 4, !dbg !98
  %52 = fpext float %51 to double, !dbg !98
  %53 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i64 0, i64 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 0), i32 noundef signext 256), !dbg !99
  %54 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %52, double noundef %53), !dbg !100
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !101, metadata !DIExpression()), !dbg !114
  %55 = bitcast %union.Pun* %3 to float*, !dbg !115
  store float -1.500000e+00, float* %55, align 4, !dbg !116
  %56 = bitcast %union.Pun* %3 to i32*, !dbg !117
  %57 = load i32, i32* %56, align 4, !dbg !117
  %58 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !118
  %59 = bitcast %struct.anon* %58 to i32*, !dbg !119
  %60 = load i32, i32* %59, align 4, !dbg !119
  %61 = and i32 %60, 1, !dbg !119
  %62 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !120
  %63 = bitcast %struct.anon* %62 to i32*, !dbg !121
  %64 = load i32, i32* %63, align 4, !dbg !121
  %65 = lshr i32 %64, 1, !dbg !121
  %66 = and i32 %65, 255, !dbg !121
  %67 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !122
  %68 = bitcast %struct.anon* %67 to i32*, !dbg !123
  %69 = load i32, i32* %68, align 4, !dbg !123
  %70 = lshr i32 %69, 9, !dbg !123
  %71 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !124
  %72 = getelementptr inbounds [4 x i8], [4 x i8]* %71, i64 0, i64 0, !dbg !125
  %73 = load i8, i8* %72, align 4, !dbg !125
  %74 = zext i8 %73 to i32, !dbg !125
  %75 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %57, i32 noundef signext %61, i32 noundef signext %66, i32 noundef signext %70, i32 noundef signext %74), !dbg !126
  call void @llvm.dbg.declare(metadata i32* %4, metadata !127, metadata !DIExpression()), !dbg !128
  store i32 -267534609, i32* %4, align 4, !dbg !128
  %76 = load i32, i32* %4, align 4, !dbg !129
  %77 = call zeroext i32 @popcnt_manual(i32 noundef zeroext %76), !dbg !130
  %78 = load i32, i32* %4, align 4, !dbg !131
  %79 = call i32 @llvm.ctpop.i32(i32 %78), !dbg !132
  %80 = load i32, i32* %4, align 4, !dbg !133
  %81 = lshr i32 %80, 4, !dbg !134
  %82 = call i32 @llvm.ctlz.i32(i32 %81, i1 false), !dbg !135
  %83 = load i32, i32* %4, align 4, !dbg !136
  %84 = and i32 %83, -2, !dbg !137
  %85 = call i32 @llvm.cttz.i32(i32 %84, i1 false), !dbg !138
  %86 = load i32, i32* %4, align 4, !dbg !139
  %87 = call i32 @llvm.bswap.i32(i32 %86), !dbg !140
  %88 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef zeroext %77, i32 noundef signext %79, i32 noundef signext %82, i32 noundef signext %85, i32 noundef zeroext %87), !dbg !141
  %89 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef signext 3), !dbg !142
  %90 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef %89), !dbg !143
  %91 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext -4, i32 noundef zeroext 15, i32 noundef signext -4), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %5, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 -1, i32* %5, align 4, !dbg !147
  br label %92, !dbg !148

92:                                               ; preds = %99, %46
  %93 = load i32, i32* %5, align 4, !dbg !149
  %94 = icmp sle i32 %93, 7, !dbg !151
  br i1 %94, label %95, label %102, !dbg !152

95:                                               ; preds = %92
  %96 = load i32, i32* %5, align 4, !dbg !153
  %97 = call i8* @day_name(i32 noundef signext %96), !dbg !154
  %98 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %97), !dbg !155
  br label %99, !dbg !155

99:                                               ; preds = %95
  %100 = load i32, i32* %5, align 4, !dbg !156
  %101 = add nsw i32 %100, 1, !dbg !156
  store i32 %101, i32* %5, align 4, !dbg !156
  br label %92, !dbg !157, !llvm.loop !158

102:                                              ; preds = %92
  %103 = call signext i32 @sparse(i32 noundef signext -1000), !dbg !160
  %104 = call signext i32 @sparse(i32 noundef signext 7), !dbg !161
  %105 = call signext i32 @sparse(i32 noundef signext 78), !dbg !162
  %106 = call signext i32 @sparse(i32 noundef signext 100000), !dbg !163
  %107 = call signext i32 @sparse(i32 noundef signext 2147483647), !dbg !164
  %108 = call signext i32 @sparse(i32 noundef signext -3), !dbg !165
  %109 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %103, i32 noundef signext %104, i32 noundef signext %105, i32 noundef signext %106, i32 noundef signext %107, i32 noundef signext %108), !dbg !166
  call void @llvm.dbg.declare(metadata i128* %6, metadata !167, metadata !DIExpression()), !dbg !168
  %110 = call i128 @mul128(i64 noundef -1, i64 noundef -1), !dbg !169
  store i128 %110, i128* %6, align 16, !dbg !168
  call void @llvm.dbg.declare(metadata i128* %7, metadata !170, metadata !DIExpression()), !dbg !171
  %111 = load i128, i128* %6, align 16, !dbg !172
  %112 = sub nsw i128 0, %111, !dbg !173
  %113 = sdiv i128 %112, 3, !dbg !174
  store i128 %113, i128* %7, align 16, !dbg !171
  %114 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)), !dbg !175
  %115 = load i128, i128* %6, align 16, !dbg !176
  call void @print_u128(i128 noundef %115), !dbg !177
  %116 = load i128, i128* %6, align 16, !dbg !178
  %117 = lshr i128 %116, 64, !dbg !179
  %118 = trunc i128 %117 to i64, !dbg !180
  %119 = load i128, i128* %7, align 16, !dbg !181
  %120 = trunc i128 %119 to i64, !dbg !182
  %121 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef %118, i64 noundef %120), !dbg !183
  call void @llvm.dbg.declare(metadata ppc_fp128* %8, metadata !184, metadata !DIExpression()), !dbg !185
  %122 = call ppc_fp128 @ld_poly(ppc_fp128 noundef 0xM3FD00000000000000000000000000000), !dbg !186
  store ppc_fp128 %122, ppc_fp128* %8, align 16, !dbg !185
  %123 = load ppc_fp128, ppc_fp128* %8, align 16, !dbg !187
  %124 = fptrunc ppc_fp128 %123 to double, !dbg !188
  %125 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef %124, i32 noundef signext 16), !dbg !189
  %126 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00), !dbg !190
  call void @llvm.dbg.declare(metadata float* %9, metadata !191, metadata !DIExpression()), !dbg !192
  store float 0x7FF8000000000000, float* %9, align 4, !dbg !192
  call void @llvm.dbg.declare(metadata float* %10, metadata !193, metadata !DIExpression()), !dbg !194
  store float 0x7FF0000000000000, float* %10, align 4, !dbg !194
  %127 = load float, float* %9, align 4, !dbg !195
  %128 = load float, float* %9, align 4, !dbg !196
  %129 = fcmp une float %127, %128, !dbg !197
  %130 = zext i1 %129 to i32, !dbg !197
  %131 = load float, float* %10, align 4, !dbg !198
  %132 = fcmp ogt float %131, 0x47D2CED320000000, !dbg !199
  %133 = zext i1 %132 to i32, !dbg !199
  %134 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext %130, i32 noundef signext %133, i32 noundef signext 1), !dbg !200
  ret i32 0, !dbg !201
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef signext %2, i32 noundef signext %3) #2 !dbg !202 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !210, metadata !DIExpression()), !dbg !211
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !212, metadata !DIExpression()), !dbg !213
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !214, metadata !DIExpression()), !dbg !215
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !216, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.declare(metadata i32* %9, metadata !218, metadata !DIExpression()), !dbg !220
  store i32 0, i32* %9, align 4, !dbg !220
  br label %10, !dbg !221

10:                                               ; preds = %33, %4
  %11 = load i32, i32* %9, align 4, !dbg !222
  %12 = load i32, i32* %8, align 4, !dbg !224
  %13 = icmp slt i32 %11, %12, !dbg !225
  br i1 %13, label %14, label %36, !dbg !226

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 8, !dbg !227
  %16 = load i32, i32* %9, align 4, !dbg !228
  %17 = sext i32 %16 to i64, !dbg !227
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !227
  %19 = load i32, i32* %18, align 4, !dbg !227
  %20 = load i32, i32* %7, align 4, !dbg !229
  %21 = mul nsw i32 %19, %20, !dbg !230
  %22 = load i32*, i32** %6, align 8, !dbg !231
  %23 = load i32, i32* %9, align 4, !dbg !232
  %24 = sext i32 %23 to i64, !dbg !231
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !231
  %26 = load i32, i32* %25, align 4, !dbg !231
  %27 = ashr i32 %26, 1, !dbg !233
  %28 = add nsw i32 %21, %27, !dbg !234
  %29 = load i32*, i32** %5, align 8, !dbg !235
  %30 = load i32, i32* %9, align 4, !dbg !236
  %31 = sext i32 %30 to i64, !dbg !235
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !235
  store i32 %28, i32* %32, align 4, !dbg !237
  br label %33, !dbg !235

33:                                               ; preds = %14
  %34 = load i32, i32* %9, align 4, !dbg !238
  %35 = add nsw i32 %34, 1, !dbg !238
  store i32 %35, i32* %9, align 4, !dbg !238
  br label %10, !dbg !239, !llvm.loop !240

36:                                               ; preds = %10
  ret void, !dbg !242
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef signext %3) #2 !dbg !243 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !251, metadata !DIExpression()), !dbg !252
  store float* %1, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !253, metadata !DIExpression()), !dbg !254
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !255, metadata !DIExpression()), !dbg !256
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !257, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.declare(metadata i32* %9, metadata !259, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %9, align 4, !dbg !261
  br label %10, !dbg !262

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4, !dbg !263
  %12 = load i32, i32* %8, align 4, !dbg !265
  %13 = icmp slt i32 %11, %12, !dbg !266
  br i1 %13, label %14, label %34, !dbg !267

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !268
  %16 = load float*, float** %6, align 8, !dbg !269
  %17 = load i32, i32* %9, align 4, !dbg !270
  %18 = sext i32 %17 to i64, !dbg !269
  %19 = getelementptr inbounds float, float* %16, i64 %18, !dbg !269
  %20 = load float, float* %19, align 4, !dbg !269
  %21 = load float*, float** %5, align 8, !dbg !271
  %22 = load i32, i32* %9, align 4, !dbg !272
  %23 = sext i32 %22 to i64, !dbg !271
  %24 = getelementptr inbounds float, float* %21, i64 %23, !dbg !271
  %25 = load float, float* %24, align 4, !dbg !271
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !273
  %27 = load float*, float** %5, align 8, !dbg !274
  %28 = load i32, i32* %9, align 4, !dbg !275
  %29 = sext i32 %28 to i64, !dbg !274
  %30 = getelementptr inbounds float, float* %27, i64 %29, !dbg !274
  store float %26, float* %30, align 4, !dbg !276
  br label %31, !dbg !274

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4, !dbg !277
  %33 = add nsw i32 %32, 1, !dbg !277
  store i32 %33, i32* %9, align 4, !dbg !277
  br label %10, !dbg !278, !llvm.loop !279

34:                                               ; preds = %10
  ret void, !dbg !281
}

declare signext i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sum_ints(i32* noundef %0, i32 noundef signext %1) #2 !dbg !282 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !285, metadata !DIExpression()), !dbg !286
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !287, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.declare(metadata i32* %5, metadata !289, metadata !DIExpression()), !dbg !290
  store i32 0, i32* %5, align 4, !dbg !290
  call void @llvm.dbg.declare(metadata i32* %6, metadata !291, metadata !DIExpression()), !dbg !293
  store i32 0, i32* %6, align 4, !dbg !293
  br label %7, !dbg !294

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !295
  %9 = load i32, i32* %4, align 4, !dbg !297
  %10 = icmp slt i32 %8, %9, !dbg !298
  br i1 %10, label %11, label %22, !dbg !299

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !300
  %13 = load i32, i32* %6, align 4, !dbg !301
  %14 = sext i32 %13 to i64, !dbg !300
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !300
  %16 = load i32, i32* %15, align 4, !dbg !300
  %17 = load i32, i32* %5, align 4, !dbg !302
  %18 = add nsw i32 %17, %16, !dbg !302
  store i32 %18, i32* %5, align 4, !dbg !302
  br label %19, !dbg !303

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !304
  %21 = add nsw i32 %20, 1, !dbg !304
  store i32 %21, i32* %6, align 4, !dbg !304
  br label %7, !dbg !305, !llvm.loop !306

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4, !dbg !308
  ret i32 %23, !dbg !309
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef signext %1) #2 !dbg !310 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !313, metadata !DIExpression()), !dbg !314
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !315, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.declare(metadata i32* %5, metadata !317, metadata !DIExpression()), !dbg !318
  store i32 0, i32* %5, align 4, !dbg !318
  call void @llvm.dbg.declare(metadata i32* %6, metadata !319, metadata !DIExpression()), !dbg !321
  store i32 0, i32* %6, align 4, !dbg !321
  br label %7, !dbg !322

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4, !dbg !323
  %9 = load i32, i32* %4, align 4, !dbg !325
  %10 = icmp slt i32 %8, %9, !dbg !326
  br i1 %10, label %11, label %32, !dbg !327

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !328
  %13 = load i32, i32* %6, align 4, !dbg !329
  %14 = sext i32 %13 to i64, !dbg !328
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !328
  %16 = load i32, i32* %15, align 4, !dbg !328
  %17 = load i32, i32* %5, align 4, !dbg !330
  %18 = icmp sgt i32 %16, %17, !dbg !331
  br i1 %18, label %19, label %25, !dbg !328

19:                                               ; preds = %11
  %20 = load i32*, i32** %3, align 8, !dbg !332
  %21 = load i32, i32* %6, align 4, !dbg !333
  %22 = sext i32 %21 to i64, !dbg !332
  %23 = getelementptr inbounds i32, i32* %20, i64 %22, !dbg !332
  %24 = load i32, i32* %23, align 4, !dbg !332
  br label %27, !dbg !328

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !334
  br label %27, !dbg !328

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %24, %19 ], [ %26, %25 ], !dbg !328
  store i32 %28, i32* %5, align 4, !dbg !335
  br label %29, !dbg !336

29:                                               ; preds = %27
  %30 = load i32, i32* %6, align 4, !dbg !337
  %31 = add nsw i32 %30, 1, !dbg !337
  store i32 %31, i32* %6, align 4, !dbg !337
  br label %7, !dbg !338, !llvm.loop !339

32:                                               ; preds = %7
  %33 = load i32, i32* %5, align 4, !dbg !341
  %34 = icmp sgt i32 %33, 255, !dbg !342
  br i1 %34, label %35, label %36, !dbg !341

35:                                               ; preds = %32
  br label %38, !dbg !341

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4, !dbg !343
  br label %38, !dbg !341

38:                                               ; preds = %36, %35
  %39 = phi i32 [ 255, %35 ], [ %37, %36 ], !dbg !341
  %40 = trunc i32 %39 to i8, !dbg !344
  ret i8 %40, !dbg !345
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef signext %2) #2 !dbg !346 {
  %4 = alloca double*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !351, metadata !DIExpression()), !dbg !352
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !353, metadata !DIExpression()), !dbg !354
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !355, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.declare(metadata double* %7, metadata !357, metadata !DIExpression()), !dbg !358
  store double 0.000000e+00, double* %7, align 8, !dbg !358
  call void @llvm.dbg.declare(metadata i32* %8, metadata !359, metadata !DIExpression()), !dbg !361
  store i32 0, i32* %8, align 4, !dbg !361
  br label %9, !dbg !362

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4, !dbg !363
  %11 = load i32, i32* %6, align 4, !dbg !365
  %12 = icmp slt i32 %10, %11, !dbg !366
  br i1 %12, label %13, label %30, !dbg !367

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8, !dbg !368
  %15 = load i32, i32* %8, align 4, !dbg !369
  %16 = sext i32 %15 to i64, !dbg !368
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !368
  %18 = load double, double* %17, align 8, !dbg !368
  %19 = load float*, float** %5, align 8, !dbg !370
  %20 = load i32, i32* %8, align 4, !dbg !371
  %21 = sext i32 %20 to i64, !dbg !370
  %22 = getelementptr inbounds float, float* %19, i64 %21, !dbg !370
  %23 = load float, float* %22, align 4, !dbg !370
  %24 = fpext float %23 to double, !dbg !372
  %25 = load double, double* %7, align 8, !dbg !373
  %26 = call double @llvm.fmuladd.f64(double %18, double %24, double %25), !dbg !373
  store double %26, double* %7, align 8, !dbg !373
  br label %27, !dbg !374

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4, !dbg !375
  %29 = add nsw i32 %28, 1, !dbg !375
  store i32 %29, i32* %8, align 4, !dbg !375
  br label %9, !dbg !376, !llvm.loop !377

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8, !dbg !379
  ret double %31, !dbg !380
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @popcnt_manual(i32 noundef zeroext %0) #2 !dbg !381 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !384, metadata !DIExpression()), !dbg !385
  %3 = load i32, i32* %2, align 4, !dbg !386
  %4 = load i32, i32* %2, align 4, !dbg !387
  %5 = lshr i32 %4, 1, !dbg !388
  %6 = and i32 %5, 1431655765, !dbg !389
  %7 = sub i32 %3, %6, !dbg !390
  store i32 %7, i32* %2, align 4, !dbg !391
  %8 = load i32, i32* %2, align 4, !dbg !392
  %9 = and i32 %8, 858993459, !dbg !393
  %10 = load i32, i32* %2, align 4, !dbg !394
  %11 = lshr i32 %10, 2, !dbg !395
  %12 = and i32 %11, 858993459, !dbg !396
  %13 = add i32 %9, %12, !dbg !397
  store i32 %13, i32* %2, align 4, !dbg !398
  %14 = load i32, i32* %2, align 4, !dbg !399
  %15 = load i32, i32* %2, align 4, !dbg !400
  %16 = lshr i32 %15, 4, !dbg !401
  %17 = add i32 %14, %16, !dbg !402
  %18 = and i32 %17, 252645135, !dbg !403
  store i32 %18, i32* %2, align 4, !dbg !404
  %19 = load i32, i32* %2, align 4, !dbg !405
  %20 = mul i32 %19, 16843009, !dbg !406
  %21 = lshr i32 %20, 24, !dbg !407
  ret i32 %21, !dbg !408
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef signext %1) #2 !dbg !409 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !412, metadata !DIExpression()), !dbg !413
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !414, metadata !DIExpression()), !dbg !415
  %5 = load i64, i64* %3, align 8, !dbg !416
  %6 = load i32, i32* %4, align 4, !dbg !417
  %7 = zext i32 %6 to i64, !dbg !418
  %8 = shl i64 %5, %7, !dbg !418
  %9 = load i64, i64* %3, align 8, !dbg !419
  %10 = load i32, i32* %4, align 4, !dbg !420
  %11 = sub nsw i32 64, %10, !dbg !421
  %12 = zext i32 %11 to i64, !dbg !422
  %13 = lshr i64 %9, %12, !dbg !422
  %14 = or i64 %8, %13, !dbg !423
  ret i64 %14, !dbg !424
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef signext %0) #2 !dbg !425 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !430, metadata !DIExpression()), !dbg !431
  %4 = load i32, i32* %3, align 4, !dbg !432
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !433

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8** %2, align 8, !dbg !434
  br label %13, !dbg !434

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0), i8** %2, align 8, !dbg !436
  br label %13, !dbg !436

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0), i8** %2, align 8, !dbg !437
  br label %13, !dbg !437

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8** %2, align 8, !dbg !438
  br label %13, !dbg !438

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i8** %2, align 8, !dbg !439
  br label %13, !dbg !439

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), i8** %2, align 8, !dbg !440
  br label %13, !dbg !440

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i8** %2, align 8, !dbg !441
  br label %13, !dbg !441

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8** %2, align 8, !dbg !442
  br label %13, !dbg !442

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 8, !dbg !443
  ret i8* %14, !dbg !443
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sparse(i32 noundef signext %0) #2 !dbg !444 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !447, metadata !DIExpression()), !dbg !448
  %4 = load i32, i32* %3, align 4, !dbg !449
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !450

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !451
  br label %15, !dbg !451

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !453
  br label %15, !dbg !453

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !454
  br label %15, !dbg !454

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !455
  br label %15, !dbg !455

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !456
  br label %15, !dbg !456

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !457
  %12 = icmp slt i32 %11, 0, !dbg !458
  %13 = zext i1 %12 to i64, !dbg !457
  %14 = select i1 %12, i32 -1, i32 0, !dbg !457
  store i32 %14, i32* %2, align 4, !dbg !459
  br label %15, !dbg !459

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !460
  ret i32 %16, !dbg !460
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mul128(i64 noundef %0, i64 noundef %1) #2 !dbg !461 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !464, metadata !DIExpression()), !dbg !465
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !466, metadata !DIExpression()), !dbg !467
  %5 = load i64, i64* %3, align 8, !dbg !468
  %6 = zext i64 %5 to i128, !dbg !469
  %7 = load i64, i64* %4, align 8, !dbg !470
  %8 = zext i64 %7 to i128, !dbg !470
  %9 = mul i128 %6, %8, !dbg !471
  ret i128 %9, !dbg !472
}

; Function Attrs: noinline optnone uwtable
define internal void @print_u128(i128 noundef %0) #0 !dbg !473 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, i128* %2, align 16
  call void @llvm.dbg.declare(metadata i128* %2, metadata !476, metadata !DIExpression()), !dbg !477
  call void @llvm.dbg.declare(metadata [48 x i8]* %3, metadata !478, metadata !DIExpression()), !dbg !482
  call void @llvm.dbg.declare(metadata i32* %4, metadata !483, metadata !DIExpression()), !dbg !484
  store i32 47, i32* %4, align 4, !dbg !484
  %5 = load i32, i32* %4, align 4, !dbg !485
  %6 = sext i32 %5 to i64, !dbg !486
  %7 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %6, !dbg !486
  store i8 0, i8* %7, align 1, !dbg !487
  br label %8, !dbg !488

8:                                                ; preds = %20, %1
  %9 = load i128, i128* %2, align 16, !dbg !489
  %10 = urem i128 %9, 10, !dbg !491
  %11 = trunc i128 %10 to i32, !dbg !492
  %12 = add nsw i32 48, %11, !dbg !493
  %13 = trunc i32 %12 to i8, !dbg !494
  %14 = load i32, i32* %4, align 4, !dbg !495
  %15 = add nsw i32 %14, -1, !dbg !495
  store i32 %15, i32* %4, align 4, !dbg !495
  %16 = sext i32 %15 to i64, !dbg !496
  %17 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %16, !dbg !496
  store i8 %13, i8* %17, align 1, !dbg !497
  %18 = load i128, i128* %2, align 16, !dbg !498
  %19 = udiv i128 %18, 10, !dbg !498
  store i128 %19, i128* %2, align 16, !dbg !498
  br label %20, !dbg !499

20:                                               ; preds = %8
  %21 = load i128, i128* %2, align 16, !dbg !500
  %22 = icmp ne i128 %21, 0, !dbg !499
  br i1 %22, label %8, label %23, !dbg !499, !llvm.loop !501

23:                                               ; preds = %20
  %24 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0, !dbg !503
  %25 = load i32, i32* %4, align 4, !dbg !504
  %26 = sext i32 %25 to i64, !dbg !505
  %27 = getelementptr inbounds i8, i8* %24, i64 %26, !dbg !505
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef %27), !dbg !506
  ret void, !dbg !507
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ppc_fp128 @ld_poly(ppc_fp128 noundef %0) #2 !dbg !30 {
  %2 = alloca ppc_fp128, align 16
  %3 = alloca ppc_fp128, align 16
  %4 = alloca i32, align 4
  store ppc_fp128 %0, ppc_fp128* %2, align 16
  call void @llvm.dbg.declare(metadata ppc_fp128* %2, metadata !508, metadata !DIExpression()), !dbg !509
  call void @llvm.dbg.declare(metadata ppc_fp128* %3, metadata !510, metadata !DIExpression()), !dbg !511
  store ppc_fp128 0xM00000000000000000000000000000000, ppc_fp128* %3, align 16, !dbg !511
  call void @llvm.dbg.declare(metadata i32* %4, metadata !512, metadata !DIExpression()), !dbg !514
  store i32 3, i32* %4, align 4, !dbg !514
  br label %5, !dbg !515

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4, !dbg !516
  %7 = icmp sge i32 %6, 0, !dbg !518
  br i1 %7, label %8, label %19, !dbg !519

8:                                                ; preds = %5
  %9 = load ppc_fp128, ppc_fp128* %3, align 16, !dbg !520
  %10 = load ppc_fp128, ppc_fp128* %2, align 16, !dbg !521
  %11 = load i32, i32* %4, align 4, !dbg !522
  %12 = sext i32 %11 to i64, !dbg !523
  %13 = getelementptr inbounds [4 x ppc_fp128], [4 x ppc_fp128]* @ld_poly.c, i64 0, i64 %12, !dbg !523
  %14 = load ppc_fp128, ppc_fp128* %13, align 16, !dbg !523
  %15 = call ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128 %9, ppc_fp128 %10, ppc_fp128 %14), !dbg !524
  store ppc_fp128 %15, ppc_fp128* %3, align 16, !dbg !525
  br label %16, !dbg !526

16:                                               ; preds = %8
  %17 = load i32, i32* %4, align 4, !dbg !527
  %18 = add nsw i32 %17, -1, !dbg !527
  store i32 %18, i32* %4, align 4, !dbg !527
  br label %5, !dbg !528, !llvm.loop !529

19:                                               ; preds = %5
  %20 = load ppc_fp128, ppc_fp128* %3, align 16, !dbg !531
  ret ppc_fp128 %20, !dbg !532
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128, ppc_fp128, ppc_fp128) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
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
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 1}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !48, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!48 = !DISubroutineType(types: !49)
!49 = !{!10}
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 102, type: !10)
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
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !37)
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
!145 = !DILocalVariable(name: "d", scope: !146, file: !3, line: 123, type: !10)
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
!167 = !DILocalVariable(name: "big", scope: !47, file: !3, line: 128, type: !12)
!168 = !DILocation(line: 128, column: 21, scope: !47)
!169 = !DILocation(line: 128, column: 27, scope: !47)
!170 = !DILocalVariable(name: "neg", scope: !47, file: !3, line: 129, type: !7)
!171 = !DILocation(line: 129, column: 12, scope: !47)
!172 = !DILocation(line: 129, column: 29, scope: !47)
!173 = !DILocation(line: 129, column: 18, scope: !47)
!174 = !DILocation(line: 129, column: 33, scope: !47)
!175 = !DILocation(line: 130, column: 3, scope: !47)
!176 = !DILocation(line: 131, column: 14, scope: !47)
!177 = !DILocation(line: 131, column: 3, scope: !47)
!178 = !DILocation(line: 132, column: 57, scope: !47)
!179 = !DILocation(line: 132, column: 61, scope: !47)
!180 = !DILocation(line: 132, column: 36, scope: !47)
!181 = !DILocation(line: 132, column: 89, scope: !47)
!182 = !DILocation(line: 132, column: 69, scope: !47)
!183 = !DILocation(line: 132, column: 3, scope: !47)
!184 = !DILocalVariable(name: "ld", scope: !47, file: !3, line: 137, type: !33)
!185 = !DILocation(line: 137, column: 15, scope: !47)
!186 = !DILocation(line: 137, column: 20, scope: !47)
!187 = !DILocation(line: 138, column: 39, scope: !47)
!188 = !DILocation(line: 138, column: 31, scope: !47)
!189 = !DILocation(line: 138, column: 3, scope: !47)
!190 = !DILocation(line: 145, column: 3, scope: !47)
!191 = !DILocalVariable(name: "nan", scope: !47, file: !3, line: 147, type: !5)
!192 = !DILocation(line: 147, column: 9, scope: !47)
!193 = !DILocalVariable(name: "inf", scope: !47, file: !3, line: 147, type: !5)
!194 = !DILocation(line: 147, column: 35, scope: !47)
!195 = !DILocation(line: 148, column: 32, scope: !47)
!196 = !DILocation(line: 148, column: 39, scope: !47)
!197 = !DILocation(line: 148, column: 36, scope: !47)
!198 = !DILocation(line: 148, column: 44, scope: !47)
!199 = !DILocation(line: 148, column: 48, scope: !47)
!200 = !DILocation(line: 148, column: 3, scope: !47)
!201 = !DILocation(line: 149, column: 3, scope: !47)
!202 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !203, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !205, !207, !10, !10}
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!210 = !DILocalVariable(name: "dst", arg: 1, scope: !202, file: !3, line: 25, type: !205)
!211 = !DILocation(line: 25, column: 63, scope: !202)
!212 = !DILocalVariable(name: "src", arg: 2, scope: !202, file: !3, line: 25, type: !207)
!213 = !DILocation(line: 25, column: 88, scope: !202)
!214 = !DILocalVariable(name: "k", arg: 3, scope: !202, file: !3, line: 25, type: !10)
!215 = !DILocation(line: 25, column: 97, scope: !202)
!216 = !DILocalVariable(name: "n", arg: 4, scope: !202, file: !3, line: 25, type: !10)
!217 = !DILocation(line: 25, column: 104, scope: !202)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 26, type: !10)
!219 = distinct !DILexicalBlock(scope: !202, file: !3, line: 26, column: 3)
!220 = !DILocation(line: 26, column: 12, scope: !219)
!221 = !DILocation(line: 26, column: 8, scope: !219)
!222 = !DILocation(line: 26, column: 19, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !3, line: 26, column: 3)
!224 = !DILocation(line: 26, column: 23, scope: !223)
!225 = !DILocation(line: 26, column: 21, scope: !223)
!226 = !DILocation(line: 26, column: 3, scope: !219)
!227 = !DILocation(line: 26, column: 40, scope: !223)
!228 = !DILocation(line: 26, column: 44, scope: !223)
!229 = !DILocation(line: 26, column: 49, scope: !223)
!230 = !DILocation(line: 26, column: 47, scope: !223)
!231 = !DILocation(line: 26, column: 54, scope: !223)
!232 = !DILocation(line: 26, column: 58, scope: !223)
!233 = !DILocation(line: 26, column: 61, scope: !223)
!234 = !DILocation(line: 26, column: 51, scope: !223)
!235 = !DILocation(line: 26, column: 31, scope: !223)
!236 = !DILocation(line: 26, column: 35, scope: !223)
!237 = !DILocation(line: 26, column: 38, scope: !223)
!238 = !DILocation(line: 26, column: 26, scope: !223)
!239 = !DILocation(line: 26, column: 3, scope: !223)
!240 = distinct !{!240, !226, !241, !92}
!241 = !DILocation(line: 26, column: 65, scope: !219)
!242 = !DILocation(line: 27, column: 1, scope: !202)
!243 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !244, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !246, !248, !5, !10}
!246 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !247)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !249)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!251 = !DILocalVariable(name: "y", arg: 1, scope: !243, file: !3, line: 21, type: !246)
!252 = !DILocation(line: 21, column: 61, scope: !243)
!253 = !DILocalVariable(name: "x", arg: 2, scope: !243, file: !3, line: 21, type: !248)
!254 = !DILocation(line: 21, column: 86, scope: !243)
!255 = !DILocalVariable(name: "k", arg: 3, scope: !243, file: !3, line: 21, type: !5)
!256 = !DILocation(line: 21, column: 95, scope: !243)
!257 = !DILocalVariable(name: "n", arg: 4, scope: !243, file: !3, line: 21, type: !10)
!258 = !DILocation(line: 21, column: 102, scope: !243)
!259 = !DILocalVariable(name: "i", scope: !260, file: !3, line: 22, type: !10)
!260 = distinct !DILexicalBlock(scope: !243, file: !3, line: 22, column: 3)
!261 = !DILocation(line: 22, column: 12, scope: !260)
!262 = !DILocation(line: 22, column: 8, scope: !260)
!263 = !DILocation(line: 22, column: 19, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !3, line: 22, column: 3)
!265 = !DILocation(line: 22, column: 23, scope: !264)
!266 = !DILocation(line: 22, column: 21, scope: !264)
!267 = !DILocation(line: 22, column: 3, scope: !260)
!268 = !DILocation(line: 22, column: 38, scope: !264)
!269 = !DILocation(line: 22, column: 42, scope: !264)
!270 = !DILocation(line: 22, column: 44, scope: !264)
!271 = !DILocation(line: 22, column: 49, scope: !264)
!272 = !DILocation(line: 22, column: 51, scope: !264)
!273 = !DILocation(line: 22, column: 47, scope: !264)
!274 = !DILocation(line: 22, column: 31, scope: !264)
!275 = !DILocation(line: 22, column: 33, scope: !264)
!276 = !DILocation(line: 22, column: 36, scope: !264)
!277 = !DILocation(line: 22, column: 26, scope: !264)
!278 = !DILocation(line: 22, column: 3, scope: !264)
!279 = distinct !{!279, !267, !280, !92}
!280 = !DILocation(line: 22, column: 52, scope: !260)
!281 = !DILocation(line: 23, column: 1, scope: !243)
!282 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !283, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!283 = !DISubroutineType(types: !284)
!284 = !{!10, !208, !10}
!285 = !DILocalVariable(name: "a", arg: 1, scope: !282, file: !3, line: 15, type: !208)
!286 = !DILocation(line: 15, column: 58, scope: !282)
!287 = !DILocalVariable(name: "n", arg: 2, scope: !282, file: !3, line: 15, type: !10)
!288 = !DILocation(line: 15, column: 65, scope: !282)
!289 = !DILocalVariable(name: "s", scope: !282, file: !3, line: 16, type: !10)
!290 = !DILocation(line: 16, column: 7, scope: !282)
!291 = !DILocalVariable(name: "i", scope: !292, file: !3, line: 17, type: !10)
!292 = distinct !DILexicalBlock(scope: !282, file: !3, line: 17, column: 3)
!293 = !DILocation(line: 17, column: 12, scope: !292)
!294 = !DILocation(line: 17, column: 8, scope: !292)
!295 = !DILocation(line: 17, column: 19, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !3, line: 17, column: 3)
!297 = !DILocation(line: 17, column: 23, scope: !296)
!298 = !DILocation(line: 17, column: 21, scope: !296)
!299 = !DILocation(line: 17, column: 3, scope: !292)
!300 = !DILocation(line: 17, column: 36, scope: !296)
!301 = !DILocation(line: 17, column: 38, scope: !296)
!302 = !DILocation(line: 17, column: 33, scope: !296)
!303 = !DILocation(line: 17, column: 31, scope: !296)
!304 = !DILocation(line: 17, column: 26, scope: !296)
!305 = !DILocation(line: 17, column: 3, scope: !296)
!306 = distinct !{!306, !299, !307, !92}
!307 = !DILocation(line: 17, column: 39, scope: !292)
!308 = !DILocation(line: 18, column: 10, scope: !282)
!309 = !DILocation(line: 18, column: 3, scope: !282)
!310 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !311, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!311 = !DISubroutineType(types: !312)
!312 = !{!11, !208, !10}
!313 = !DILocalVariable(name: "a", arg: 1, scope: !310, file: !3, line: 35, type: !208)
!314 = !DILocation(line: 35, column: 69, scope: !310)
!315 = !DILocalVariable(name: "n", arg: 2, scope: !310, file: !3, line: 35, type: !10)
!316 = !DILocation(line: 35, column: 76, scope: !310)
!317 = !DILocalVariable(name: "m", scope: !310, file: !3, line: 36, type: !10)
!318 = !DILocation(line: 36, column: 7, scope: !310)
!319 = !DILocalVariable(name: "i", scope: !320, file: !3, line: 37, type: !10)
!320 = distinct !DILexicalBlock(scope: !310, file: !3, line: 37, column: 3)
!321 = !DILocation(line: 37, column: 12, scope: !320)
!322 = !DILocation(line: 37, column: 8, scope: !320)
!323 = !DILocation(line: 37, column: 19, scope: !324)
!324 = distinct !DILexicalBlock(scope: !320, file: !3, line: 37, column: 3)
!325 = !DILocation(line: 37, column: 23, scope: !324)
!326 = !DILocation(line: 37, column: 21, scope: !324)
!327 = !DILocation(line: 37, column: 3, scope: !320)
!328 = !DILocation(line: 37, column: 35, scope: !324)
!329 = !DILocation(line: 37, column: 37, scope: !324)
!330 = !DILocation(line: 37, column: 42, scope: !324)
!331 = !DILocation(line: 37, column: 40, scope: !324)
!332 = !DILocation(line: 37, column: 46, scope: !324)
!333 = !DILocation(line: 37, column: 48, scope: !324)
!334 = !DILocation(line: 37, column: 53, scope: !324)
!335 = !DILocation(line: 37, column: 33, scope: !324)
!336 = !DILocation(line: 37, column: 31, scope: !324)
!337 = !DILocation(line: 37, column: 26, scope: !324)
!338 = !DILocation(line: 37, column: 3, scope: !324)
!339 = distinct !{!339, !327, !340, !92}
!340 = !DILocation(line: 37, column: 53, scope: !320)
!341 = !DILocation(line: 38, column: 26, scope: !310)
!342 = !DILocation(line: 38, column: 28, scope: !310)
!343 = !DILocation(line: 38, column: 42, scope: !310)
!344 = !DILocation(line: 38, column: 10, scope: !310)
!345 = !DILocation(line: 38, column: 3, scope: !310)
!346 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !347, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!347 = !DISubroutineType(types: !348)
!348 = !{!9, !349, !249, !10}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!350 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!351 = !DILocalVariable(name: "a", arg: 1, scope: !346, file: !3, line: 29, type: !349)
!352 = !DILocation(line: 29, column: 59, scope: !346)
!353 = !DILocalVariable(name: "b", arg: 2, scope: !346, file: !3, line: 29, type: !249)
!354 = !DILocation(line: 29, column: 75, scope: !346)
!355 = !DILocalVariable(name: "n", arg: 3, scope: !346, file: !3, line: 29, type: !10)
!356 = !DILocation(line: 29, column: 82, scope: !346)
!357 = !DILocalVariable(name: "s", scope: !346, file: !3, line: 30, type: !9)
!358 = !DILocation(line: 30, column: 10, scope: !346)
!359 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 31, type: !10)
!360 = distinct !DILexicalBlock(scope: !346, file: !3, line: 31, column: 3)
!361 = !DILocation(line: 31, column: 12, scope: !360)
!362 = !DILocation(line: 31, column: 8, scope: !360)
!363 = !DILocation(line: 31, column: 19, scope: !364)
!364 = distinct !DILexicalBlock(scope: !360, file: !3, line: 31, column: 3)
!365 = !DILocation(line: 31, column: 23, scope: !364)
!366 = !DILocation(line: 31, column: 21, scope: !364)
!367 = !DILocation(line: 31, column: 3, scope: !360)
!368 = !DILocation(line: 31, column: 36, scope: !364)
!369 = !DILocation(line: 31, column: 38, scope: !364)
!370 = !DILocation(line: 31, column: 51, scope: !364)
!371 = !DILocation(line: 31, column: 53, scope: !364)
!372 = !DILocation(line: 31, column: 43, scope: !364)
!373 = !DILocation(line: 31, column: 33, scope: !364)
!374 = !DILocation(line: 31, column: 31, scope: !364)
!375 = !DILocation(line: 31, column: 26, scope: !364)
!376 = !DILocation(line: 31, column: 3, scope: !364)
!377 = distinct !{!377, !367, !378, !92}
!378 = !DILocation(line: 31, column: 54, scope: !360)
!379 = !DILocation(line: 32, column: 10, scope: !346)
!380 = !DILocation(line: 32, column: 3, scope: !346)
!381 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !382, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!382 = !DISubroutineType(types: !383)
!383 = !{!6, !6}
!384 = !DILocalVariable(name: "x", arg: 1, scope: !381, file: !3, line: 48, type: !6)
!385 = !DILocation(line: 48, column: 40, scope: !381)
!386 = !DILocation(line: 49, column: 7, scope: !381)
!387 = !DILocation(line: 49, column: 13, scope: !381)
!388 = !DILocation(line: 49, column: 15, scope: !381)
!389 = !DILocation(line: 49, column: 21, scope: !381)
!390 = !DILocation(line: 49, column: 9, scope: !381)
!391 = !DILocation(line: 49, column: 5, scope: !381)
!392 = !DILocation(line: 50, column: 8, scope: !381)
!393 = !DILocation(line: 50, column: 10, scope: !381)
!394 = !DILocation(line: 50, column: 29, scope: !381)
!395 = !DILocation(line: 50, column: 31, scope: !381)
!396 = !DILocation(line: 50, column: 37, scope: !381)
!397 = !DILocation(line: 50, column: 25, scope: !381)
!398 = !DILocation(line: 50, column: 5, scope: !381)
!399 = !DILocation(line: 51, column: 8, scope: !381)
!400 = !DILocation(line: 51, column: 13, scope: !381)
!401 = !DILocation(line: 51, column: 15, scope: !381)
!402 = !DILocation(line: 51, column: 10, scope: !381)
!403 = !DILocation(line: 51, column: 22, scope: !381)
!404 = !DILocation(line: 51, column: 5, scope: !381)
!405 = !DILocation(line: 52, column: 11, scope: !381)
!406 = !DILocation(line: 52, column: 13, scope: !381)
!407 = !DILocation(line: 52, column: 28, scope: !381)
!408 = !DILocation(line: 52, column: 3, scope: !381)
!409 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !410, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!410 = !DISubroutineType(types: !411)
!411 = !{!8, !8, !10}
!412 = !DILocalVariable(name: "x", arg: 1, scope: !409, file: !3, line: 55, type: !8)
!413 = !DILocation(line: 55, column: 53, scope: !409)
!414 = !DILocalVariable(name: "r", arg: 2, scope: !409, file: !3, line: 55, type: !10)
!415 = !DILocation(line: 55, column: 60, scope: !409)
!416 = !DILocation(line: 55, column: 73, scope: !409)
!417 = !DILocation(line: 55, column: 78, scope: !409)
!418 = !DILocation(line: 55, column: 75, scope: !409)
!419 = !DILocation(line: 55, column: 84, scope: !409)
!420 = !DILocation(line: 55, column: 95, scope: !409)
!421 = !DILocation(line: 55, column: 93, scope: !409)
!422 = !DILocation(line: 55, column: 86, scope: !409)
!423 = !DILocation(line: 55, column: 81, scope: !409)
!424 = !DILocation(line: 55, column: 65, scope: !409)
!425 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !426, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!426 = !DISubroutineType(types: !427)
!427 = !{!428, !10}
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !429, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!430 = !DILocalVariable(name: "d", arg: 1, scope: !425, file: !3, line: 57, type: !10)
!431 = !DILocation(line: 57, column: 33, scope: !425)
!432 = !DILocation(line: 58, column: 11, scope: !425)
!433 = !DILocation(line: 58, column: 3, scope: !425)
!434 = !DILocation(line: 59, column: 11, scope: !435)
!435 = distinct !DILexicalBlock(scope: !425, file: !3, line: 58, column: 14)
!436 = !DILocation(line: 60, column: 11, scope: !435)
!437 = !DILocation(line: 61, column: 11, scope: !435)
!438 = !DILocation(line: 62, column: 11, scope: !435)
!439 = !DILocation(line: 63, column: 11, scope: !435)
!440 = !DILocation(line: 64, column: 11, scope: !435)
!441 = !DILocation(line: 65, column: 11, scope: !435)
!442 = !DILocation(line: 66, column: 12, scope: !435)
!443 = !DILocation(line: 68, column: 1, scope: !425)
!444 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !445, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!445 = !DISubroutineType(types: !446)
!446 = !{!10, !10}
!447 = !DILocalVariable(name: "x", arg: 1, scope: !444, file: !3, line: 70, type: !10)
!448 = !DILocation(line: 70, column: 23, scope: !444)
!449 = !DILocation(line: 71, column: 11, scope: !444)
!450 = !DILocation(line: 71, column: 3, scope: !444)
!451 = !DILocation(line: 72, column: 15, scope: !452)
!452 = distinct !DILexicalBlock(scope: !444, file: !3, line: 71, column: 14)
!453 = !DILocation(line: 73, column: 11, scope: !452)
!454 = !DILocation(line: 74, column: 21, scope: !452)
!455 = !DILocation(line: 75, column: 16, scope: !452)
!456 = !DILocation(line: 76, column: 20, scope: !452)
!457 = !DILocation(line: 77, column: 19, scope: !452)
!458 = !DILocation(line: 77, column: 21, scope: !452)
!459 = !DILocation(line: 77, column: 12, scope: !452)
!460 = !DILocation(line: 79, column: 1, scope: !444)
!461 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 82, type: !462, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!462 = !DISubroutineType(types: !463)
!463 = !{!12, !8, !8}
!464 = !DILocalVariable(name: "a", arg: 1, scope: !461, file: !3, line: 82, type: !8)
!465 = !DILocation(line: 82, column: 52, scope: !461)
!466 = !DILocalVariable(name: "b", arg: 2, scope: !461, file: !3, line: 82, type: !8)
!467 = !DILocation(line: 82, column: 74, scope: !461)
!468 = !DILocation(line: 83, column: 29, scope: !461)
!469 = !DILocation(line: 83, column: 10, scope: !461)
!470 = !DILocation(line: 83, column: 33, scope: !461)
!471 = !DILocation(line: 83, column: 31, scope: !461)
!472 = !DILocation(line: 83, column: 3, scope: !461)
!473 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !474, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!474 = !DISubroutineType(types: !475)
!475 = !{null, !12}
!476 = !DILocalVariable(name: "v", arg: 1, scope: !473, file: !3, line: 85, type: !12)
!477 = !DILocation(line: 85, column: 42, scope: !473)
!478 = !DILocalVariable(name: "buf", scope: !473, file: !3, line: 86, type: !479)
!479 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !480)
!480 = !{!481}
!481 = !DISubrange(count: 48)
!482 = !DILocation(line: 86, column: 8, scope: !473)
!483 = !DILocalVariable(name: "i", scope: !473, file: !3, line: 87, type: !10)
!484 = !DILocation(line: 87, column: 7, scope: !473)
!485 = !DILocation(line: 88, column: 7, scope: !473)
!486 = !DILocation(line: 88, column: 3, scope: !473)
!487 = !DILocation(line: 88, column: 10, scope: !473)
!488 = !DILocation(line: 89, column: 3, scope: !473)
!489 = !DILocation(line: 89, column: 38, scope: !490)
!490 = distinct !DILexicalBlock(scope: !473, file: !3, line: 89, column: 6)
!491 = !DILocation(line: 89, column: 40, scope: !490)
!492 = !DILocation(line: 89, column: 32, scope: !490)
!493 = !DILocation(line: 89, column: 30, scope: !490)
!494 = !DILocation(line: 89, column: 19, scope: !490)
!495 = !DILocation(line: 89, column: 12, scope: !490)
!496 = !DILocation(line: 89, column: 8, scope: !490)
!497 = !DILocation(line: 89, column: 17, scope: !490)
!498 = !DILocation(line: 89, column: 50, scope: !490)
!499 = !DILocation(line: 89, column: 57, scope: !490)
!500 = !DILocation(line: 89, column: 66, scope: !473)
!501 = distinct !{!501, !488, !502, !92}
!502 = !DILocation(line: 89, column: 67, scope: !473)
!503 = !DILocation(line: 90, column: 16, scope: !473)
!504 = !DILocation(line: 90, column: 22, scope: !473)
!505 = !DILocation(line: 90, column: 20, scope: !473)
!506 = !DILocation(line: 90, column: 3, scope: !473)
!507 = !DILocation(line: 91, column: 1, scope: !473)
!508 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !3, line: 94, type: !33)
!509 = !DILocation(line: 94, column: 40, scope: !30)
!510 = !DILocalVariable(name: "r", scope: !30, file: !3, line: 95, type: !33)
!511 = !DILocation(line: 95, column: 15, scope: !30)
!512 = !DILocalVariable(name: "i", scope: !513, file: !3, line: 97, type: !10)
!513 = distinct !DILexicalBlock(scope: !30, file: !3, line: 97, column: 3)
!514 = !DILocation(line: 97, column: 12, scope: !513)
!515 = !DILocation(line: 97, column: 8, scope: !513)
!516 = !DILocation(line: 97, column: 19, scope: !517)
!517 = distinct !DILexicalBlock(scope: !513, file: !3, line: 97, column: 3)
!518 = !DILocation(line: 97, column: 21, scope: !517)
!519 = !DILocation(line: 97, column: 3, scope: !513)
!520 = !DILocation(line: 97, column: 36, scope: !517)
!521 = !DILocation(line: 97, column: 40, scope: !517)
!522 = !DILocation(line: 97, column: 46, scope: !517)
!523 = !DILocation(line: 97, column: 44, scope: !517)
!524 = !DILocation(line: 97, column: 42, scope: !517)
!525 = !DILocation(line: 97, column: 34, scope: !517)
!526 = !DILocation(line: 97, column: 32, scope: !517)
!527 = !DILocation(line: 97, column: 27, scope: !517)
!528 = !DILocation(line: 97, column: 3, scope: !517)
!529 = distinct !{!529, !519, !530, !92}
!530 = !DILocation(line: 97, column: 47, scope: !513)
!531 = !DILocation(line: 98, column: 10, scope: !30)
!532 = !DILocation(line: 98, column: 3, scope: !30)
