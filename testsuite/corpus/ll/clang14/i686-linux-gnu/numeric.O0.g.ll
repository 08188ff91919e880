; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%union.Pun = type { float }
%struct.anon = type { i32 }

@ia = internal global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal global [256 x i32] zeroinitializer, align 4, !dbg !11
@fa = internal global [256 x float] zeroinitializer, align 4, !dbg !16
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !19
@da = internal global [256 x double] zeroinitializer, align 8, !dbg !21
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
@ld_poly.c = internal constant [4 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFC8000000000000000, x86_fp80 0xK4000C90FDAA22168C235], align 4, !dbg !24

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.Pun, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !47, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %2, align 4, !dbg !49
  br label %9, !dbg !50

9:                                                ; preds = %36, %0
  %10 = load i32, i32* %2, align 4, !dbg !51
  %11 = icmp slt i32 %10, 256, !dbg !53
  br i1 %11, label %12, label %39, !dbg !54

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !55
  %14 = mul nsw i32 %13, 3, !dbg !57
  %15 = sub nsw i32 %14, 100, !dbg !58
  %16 = load i32, i32* %2, align 4, !dbg !59
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %16, !dbg !60
  store i32 %15, i32* %17, align 4, !dbg !61
  %18 = load i32, i32* %2, align 4, !dbg !62
  %19 = mul nsw i32 %18, 7, !dbg !63
  %20 = and i32 %19, 63, !dbg !64
  %21 = load i32, i32* %2, align 4, !dbg !65
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %21, !dbg !66
  store i32 %20, i32* %22, align 4, !dbg !67
  %23 = load i32, i32* %2, align 4, !dbg !68
  %24 = sitofp i32 %23 to float, !dbg !69
  %25 = fmul float %24, 5.000000e-01, !dbg !70
  %26 = load i32, i32* %2, align 4, !dbg !71
  %27 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %26, !dbg !72
  store float %25, float* %27, align 4, !dbg !73
  %28 = load i32, i32* %2, align 4, !dbg !74
  %29 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %28, !dbg !75
  store float 1.000000e+00, float* %29, align 4, !dbg !76
  %30 = load i32, i32* %2, align 4, !dbg !77
  %31 = add nsw i32 %30, 1, !dbg !78
  %32 = sitofp i32 %31 to double, !dbg !79
  %33 = fdiv double 1.000000e+00, %32, !dbg !80
  %34 = load i32, i32* %2, align 4, !dbg !81
  %35 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %34, !dbg !82
  store double %33, double* %35, align 8, !dbg !83
  br label %36, !dbg !84

36:                                               ; preds = %12
  %37 = load i32, i32* %2, align 4, !dbg !85
  %38 = add nsw i32 %37, 1, !dbg !85
  store i32 %38, i32* %2, align 4, !dbg !85
  br label %9, !dbg !86, !llvm.loop !87

39:                                               ; preds = %9
  call void @scale_add(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ib, i32 0, i32 0), i32 noundef 3, i32 noundef 256), !dbg !90
  call void @saxpy(float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fa, i32 0, i32 0), float noundef 2.000000e+00, i32 noundef 256), !dbg !91
  %40 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !92
  %41 = call zeroext i8 @clamp_max(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @ia, i32 0, i32 0), i32 noundef 256), !dbg !93
  %42 = zext i8 %41 to i32, !dbg !93
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %40, i32 noundef %42), !dbg !94
  %44 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !95
  %45 = fpext float %44 to double, !dbg !95
  %46 = call double @dot(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @da, i32 0, i32 0), float* noundef getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 0), i32 noundef 256), !dbg !96
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %45, double noundef %46), !dbg !97
  call void @llvm.dbg.declare(metadata %union.Pun* %3, metadata !98, metadata !DIExpression()), !dbg !111
  %48 = bitcast %union.Pun* %3 to float*, !dbg !112
  store float -1.500000e+00, float* %48, align 4, !dbg !113
  %49 = bitcast %union.Pun* %3 to i32*, !dbg !114
  %50 = load i32, i32* %49, align 4, !dbg !114
  %51 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !115
  %52 = bitcast %struct.anon* %51 to i32*, !dbg !116
  %53 = load i32, i32* %52, align 4, !dbg !116
  %54 = lshr i32 %53, 31, !dbg !116
  %55 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !117
  %56 = bitcast %struct.anon* %55 to i32*, !dbg !118
  %57 = load i32, i32* %56, align 4, !dbg !118
  %58 = lshr i32 %57, 23, !dbg !118
  %59 = and i32 %58, 255, !dbg !118
  %60 = bitcast %union.Pun* %3 to %struct.anon*, !dbg !119
  %61 = bitcast %struct.anon* %60 to i32*, !dbg !120
  %62 = load i32, i32* %61, align 4, !dbg !120
  %63 = and i32 %62, 8388607, !dbg !120
  %64 = bitcast %union.Pun* %3 to [4 x i8]*, !dbg !121
  %65 = getelementptr inbounds [4 x i8], [4 x i8]* %64, i32 0, i32 0, !dbg !122
  %66 = load i8, i8* %65, align 4, !dbg !122
  %67 = zext i8 %66 to i32, !dbg !122
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef %50, i32 noundef %54, i32 noundef %59, i32 noundef %63, i32 noundef %67), !dbg !123
  call void @llvm.dbg.declare(metadata i32* %4, metadata !124, metadata !DIExpression()), !dbg !125
  store i32 -267534609, i32* %4, align 4, !dbg !125
  %69 = load i32, i32* %4, align 4, !dbg !126
  %70 = call i32 @popcnt_manual(i32 noundef %69), !dbg !127
  %71 = load i32, i32* %4, align 4, !dbg !128
  %72 = call i32 @llvm.ctpop.i32(i32 %71), !dbg !129
  %73 = load i32, i32* %4, align 4, !dbg !130
  %74 = lshr i32 %73, 4, !dbg !131
  %75 = call i32 @llvm.ctlz.i32(i32 %74, i1 true), !dbg !132
  %76 = load i32, i32* %4, align 4, !dbg !133
  %77 = and i32 %76, -2, !dbg !134
  %78 = call i32 @llvm.cttz.i32(i32 %77, i1 true), !dbg !135
  %79 = load i32, i32* %4, align 4, !dbg !136
  %80 = call i32 @llvm.bswap.i32(i32 %79), !dbg !137
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %70, i32 noundef %72, i32 noundef %75, i32 noundef %78, i32 noundef %80), !dbg !138
  %82 = call i64 @rotl64(i64 noundef -9223372036854775807, i32 noundef 3), !dbg !139
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef %82), !dbg !140
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !141
  call void @llvm.dbg.declare(metadata i32* %5, metadata !142, metadata !DIExpression()), !dbg !144
  store i32 -1, i32* %5, align 4, !dbg !144
  br label %85, !dbg !145

85:                                               ; preds = %92, %39
  %86 = load i32, i32* %5, align 4, !dbg !146
  %87 = icmp sle i32 %86, 7, !dbg !148
  br i1 %87, label %88, label %95, !dbg !149

88:                                               ; preds = %85
  %89 = load i32, i32* %5, align 4, !dbg !150
  %90 = call i8* @day_name(i32 noundef %89), !dbg !151
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef %90), !dbg !152
  br label %92, !dbg !152

92:                                               ; preds = %88
  %93 = load i32, i32* %5, align 4, !dbg !153
  %94 = add nsw i32 %93, 1, !dbg !153
  store i32 %94, i32* %5, align 4, !dbg !153
  br label %85, !dbg !154, !llvm.loop !155

95:                                               ; preds = %85
  %96 = call i32 @sparse(i32 noundef -1000), !dbg !157
  %97 = call i32 @sparse(i32 noundef 7), !dbg !158
  %98 = call i32 @sparse(i32 noundef 78), !dbg !159
  %99 = call i32 @sparse(i32 noundef 100000), !dbg !160
  %100 = call i32 @sparse(i32 noundef 2147483647), !dbg !161
  %101 = call i32 @sparse(i32 noundef -3), !dbg !162
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101), !dbg !163
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0)), !dbg !164
  call void @llvm.dbg.declare(metadata x86_fp80* %6, metadata !165, metadata !DIExpression()), !dbg !166
  %104 = call x86_fp80 @ld_poly(x86_fp80 noundef 0xK3FFD8000000000000000), !dbg !167
  store x86_fp80 %104, x86_fp80* %6, align 4, !dbg !166
  %105 = load x86_fp80, x86_fp80* %6, align 4, !dbg !168
  %106 = fptrunc x86_fp80 %105 to double, !dbg !169
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), double noundef %106, i32 noundef 12), !dbg !170
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i32 0, i32 0), double noundef 2.375000e+00), !dbg !171
  call void @llvm.dbg.declare(metadata float* %7, metadata !172, metadata !DIExpression()), !dbg !173
  store float 0x7FF8000000000000, float* %7, align 4, !dbg !173
  call void @llvm.dbg.declare(metadata float* %8, metadata !174, metadata !DIExpression()), !dbg !175
  store float 0x7FF0000000000000, float* %8, align 4, !dbg !175
  %109 = load float, float* %7, align 4, !dbg !176
  %110 = load float, float* %7, align 4, !dbg !177
  %111 = fcmp une float %109, %110, !dbg !178
  %112 = zext i1 %111 to i32, !dbg !178
  %113 = load float, float* %8, align 4, !dbg !179
  %114 = fcmp ogt float %113, 0x47D2CED320000000, !dbg !180
  %115 = zext i1 %114 to i32, !dbg !180
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %112, i32 noundef %115, i32 noundef 1), !dbg !181
  ret i32 0, !dbg !182
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_add(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !183 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  call void @llvm.dbg.declare(metadata i32** %5, metadata !191, metadata !DIExpression()), !dbg !192
  store i32* %1, i32** %6, align 4
  call void @llvm.dbg.declare(metadata i32** %6, metadata !193, metadata !DIExpression()), !dbg !194
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !195, metadata !DIExpression()), !dbg !196
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !197, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.declare(metadata i32* %9, metadata !199, metadata !DIExpression()), !dbg !201
  store i32 0, i32* %9, align 4, !dbg !201
  br label %10, !dbg !202

10:                                               ; preds = %30, %4
  %11 = load i32, i32* %9, align 4, !dbg !203
  %12 = load i32, i32* %8, align 4, !dbg !205
  %13 = icmp slt i32 %11, %12, !dbg !206
  br i1 %13, label %14, label %33, !dbg !207

14:                                               ; preds = %10
  %15 = load i32*, i32** %5, align 4, !dbg !208
  %16 = load i32, i32* %9, align 4, !dbg !209
  %17 = getelementptr inbounds i32, i32* %15, i32 %16, !dbg !208
  %18 = load i32, i32* %17, align 4, !dbg !208
  %19 = load i32, i32* %7, align 4, !dbg !210
  %20 = mul nsw i32 %18, %19, !dbg !211
  %21 = load i32*, i32** %6, align 4, !dbg !212
  %22 = load i32, i32* %9, align 4, !dbg !213
  %23 = getelementptr inbounds i32, i32* %21, i32 %22, !dbg !212
  %24 = load i32, i32* %23, align 4, !dbg !212
  %25 = ashr i32 %24, 1, !dbg !214
  %26 = add nsw i32 %20, %25, !dbg !215
  %27 = load i32*, i32** %5, align 4, !dbg !216
  %28 = load i32, i32* %9, align 4, !dbg !217
  %29 = getelementptr inbounds i32, i32* %27, i32 %28, !dbg !216
  store i32 %26, i32* %29, align 4, !dbg !218
  br label %30, !dbg !216

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4, !dbg !219
  %32 = add nsw i32 %31, 1, !dbg !219
  store i32 %32, i32* %9, align 4, !dbg !219
  br label %10, !dbg !220, !llvm.loop !221

33:                                               ; preds = %10
  ret void, !dbg !223
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noalias noundef %0, float* noalias noundef %1, float noundef %2, i32 noundef %3) #2 !dbg !224 {
  %5 = alloca float*, align 4
  %6 = alloca float*, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !232, metadata !DIExpression()), !dbg !233
  store float* %1, float** %6, align 4
  call void @llvm.dbg.declare(metadata float** %6, metadata !234, metadata !DIExpression()), !dbg !235
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !236, metadata !DIExpression()), !dbg !237
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.declare(metadata i32* %9, metadata !240, metadata !DIExpression()), !dbg !242
  store i32 0, i32* %9, align 4, !dbg !242
  br label %10, !dbg !243

10:                                               ; preds = %28, %4
  %11 = load i32, i32* %9, align 4, !dbg !244
  %12 = load i32, i32* %8, align 4, !dbg !246
  %13 = icmp slt i32 %11, %12, !dbg !247
  br i1 %13, label %14, label %31, !dbg !248

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !249
  %16 = load float*, float** %6, align 4, !dbg !250
  %17 = load i32, i32* %9, align 4, !dbg !251
  %18 = getelementptr inbounds float, float* %16, i32 %17, !dbg !250
  %19 = load float, float* %18, align 4, !dbg !250
  %20 = load float*, float** %5, align 4, !dbg !252
  %21 = load i32, i32* %9, align 4, !dbg !253
  %22 = getelementptr inbounds float, float* %20, i32 %21, !dbg !252
  %23 = load float, float* %22, align 4, !dbg !252
  %24 = call float @llvm.fmuladd.f32(float %15, float %19, float %23), !dbg !254
  %25 = load float*, float** %5, align 4, !dbg !255
  %26 = load i32, i32* %9, align 4, !dbg !256
  %27 = getelementptr inbounds float, float* %25, i32 %26, !dbg !255
  store float %24, float* %27, align 4, !dbg !257
  br label %28, !dbg !255

28:                                               ; preds = %14
  %29 = load i32, i32* %9, align 4, !dbg !258
  %30 = add nsw i32 %29, 1, !dbg !258
  store i32 %30, i32* %9, align 4, !dbg !258
  br label %10, !dbg !259, !llvm.loop !260

31:                                               ; preds = %10
  ret void, !dbg !262
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #2 !dbg !263 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !266, metadata !DIExpression()), !dbg !267
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !268, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.declare(metadata i32* %5, metadata !270, metadata !DIExpression()), !dbg !271
  store i32 0, i32* %5, align 4, !dbg !271
  call void @llvm.dbg.declare(metadata i32* %6, metadata !272, metadata !DIExpression()), !dbg !274
  store i32 0, i32* %6, align 4, !dbg !274
  br label %7, !dbg !275

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4, !dbg !276
  %9 = load i32, i32* %4, align 4, !dbg !278
  %10 = icmp slt i32 %8, %9, !dbg !279
  br i1 %10, label %11, label %21, !dbg !280

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !281
  %13 = load i32, i32* %6, align 4, !dbg !282
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !281
  %15 = load i32, i32* %14, align 4, !dbg !281
  %16 = load i32, i32* %5, align 4, !dbg !283
  %17 = add nsw i32 %16, %15, !dbg !283
  store i32 %17, i32* %5, align 4, !dbg !283
  br label %18, !dbg !284

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4, !dbg !285
  %20 = add nsw i32 %19, 1, !dbg !285
  store i32 %20, i32* %6, align 4, !dbg !285
  br label %7, !dbg !286, !llvm.loop !287

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4, !dbg !289
  ret i32 %22, !dbg !290
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @clamp_max(i32* noundef %0, i32 noundef %1) #2 !dbg !291 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !294, metadata !DIExpression()), !dbg !295
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !296, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.declare(metadata i32* %5, metadata !298, metadata !DIExpression()), !dbg !299
  store i32 0, i32* %5, align 4, !dbg !299
  call void @llvm.dbg.declare(metadata i32* %6, metadata !300, metadata !DIExpression()), !dbg !302
  store i32 0, i32* %6, align 4, !dbg !302
  br label %7, !dbg !303

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4, !dbg !304
  %9 = load i32, i32* %4, align 4, !dbg !306
  %10 = icmp slt i32 %8, %9, !dbg !307
  br i1 %10, label %11, label %30, !dbg !308

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4, !dbg !309
  %13 = load i32, i32* %6, align 4, !dbg !310
  %14 = getelementptr inbounds i32, i32* %12, i32 %13, !dbg !309
  %15 = load i32, i32* %14, align 4, !dbg !309
  %16 = load i32, i32* %5, align 4, !dbg !311
  %17 = icmp sgt i32 %15, %16, !dbg !312
  br i1 %17, label %18, label %23, !dbg !309

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4, !dbg !313
  %20 = load i32, i32* %6, align 4, !dbg !314
  %21 = getelementptr inbounds i32, i32* %19, i32 %20, !dbg !313
  %22 = load i32, i32* %21, align 4, !dbg !313
  br label %25, !dbg !309

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4, !dbg !315
  br label %25, !dbg !309

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ], !dbg !309
  store i32 %26, i32* %5, align 4, !dbg !316
  br label %27, !dbg !317

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4, !dbg !318
  %29 = add nsw i32 %28, 1, !dbg !318
  store i32 %29, i32* %6, align 4, !dbg !318
  br label %7, !dbg !319, !llvm.loop !320

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4, !dbg !322
  %32 = icmp sgt i32 %31, 255, !dbg !323
  br i1 %32, label %33, label %34, !dbg !322

33:                                               ; preds = %30
  br label %36, !dbg !322

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4, !dbg !324
  br label %36, !dbg !322

36:                                               ; preds = %34, %33
  %37 = phi i32 [ 255, %33 ], [ %35, %34 ], !dbg !322
  %38 = trunc i32 %37 to i8, !dbg !325
  ret i8 %38, !dbg !326
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, float* noundef %1, i32 noundef %2) #2 !dbg !327 {
  %4 = alloca double*, align 4
  %5 = alloca float*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  call void @llvm.dbg.declare(metadata double** %4, metadata !332, metadata !DIExpression()), !dbg !333
  store float* %1, float** %5, align 4
  call void @llvm.dbg.declare(metadata float** %5, metadata !334, metadata !DIExpression()), !dbg !335
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !336, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.declare(metadata double* %7, metadata !338, metadata !DIExpression()), !dbg !339
  store double 0.000000e+00, double* %7, align 8, !dbg !339
  call void @llvm.dbg.declare(metadata i32* %8, metadata !340, metadata !DIExpression()), !dbg !342
  store i32 0, i32* %8, align 4, !dbg !342
  br label %9, !dbg !343

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4, !dbg !344
  %11 = load i32, i32* %6, align 4, !dbg !346
  %12 = icmp slt i32 %10, %11, !dbg !347
  br i1 %12, label %13, label %28, !dbg !348

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4, !dbg !349
  %15 = load i32, i32* %8, align 4, !dbg !350
  %16 = getelementptr inbounds double, double* %14, i32 %15, !dbg !349
  %17 = load double, double* %16, align 4, !dbg !349
  %18 = load float*, float** %5, align 4, !dbg !351
  %19 = load i32, i32* %8, align 4, !dbg !352
  %20 = getelementptr inbounds float, float* %18, i32 %19, !dbg !351
  %21 = load float, float* %20, align 4, !dbg !351
  %22 = fpext float %21 to double, !dbg !353
  %23 = load double, double* %7, align 8, !dbg !354
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23), !dbg !354
  store double %24, double* %7, align 8, !dbg !354
  br label %25, !dbg !355

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4, !dbg !356
  %27 = add nsw i32 %26, 1, !dbg !356
  store i32 %27, i32* %8, align 4, !dbg !356
  br label %9, !dbg !357, !llvm.loop !358

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8, !dbg !360
  ret double %29, !dbg !361
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcnt_manual(i32 noundef %0) #2 !dbg !362 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !365, metadata !DIExpression()), !dbg !366
  %3 = load i32, i32* %2, align 4, !dbg !367
  %4 = load i32, i32* %2, align 4, !dbg !368
  %5 = lshr i32 %4, 1, !dbg !369
  %6 = and i32 %5, 1431655765, !dbg !370
  %7 = sub i32 %3, %6, !dbg !371
  store i32 %7, i32* %2, align 4, !dbg !372
  %8 = load i32, i32* %2, align 4, !dbg !373
  %9 = and i32 %8, 858993459, !dbg !374
  %10 = load i32, i32* %2, align 4, !dbg !375
  %11 = lshr i32 %10, 2, !dbg !376
  %12 = and i32 %11, 858993459, !dbg !377
  %13 = add i32 %9, %12, !dbg !378
  store i32 %13, i32* %2, align 4, !dbg !379
  %14 = load i32, i32* %2, align 4, !dbg !380
  %15 = load i32, i32* %2, align 4, !dbg !381
  %16 = lshr i32 %15, 4, !dbg !382
  %17 = add i32 %14, %16, !dbg !383
  %18 = and i32 %17, 252645135, !dbg !384
  store i32 %18, i32* %2, align 4, !dbg !385
  %19 = load i32, i32* %2, align 4, !dbg !386
  %20 = mul i32 %19, 16843009, !dbg !387
  %21 = lshr i32 %20, 24, !dbg !388
  ret i32 %21, !dbg !389
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
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #2 !dbg !390 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !394, metadata !DIExpression()), !dbg !395
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !396, metadata !DIExpression()), !dbg !397
  %5 = load i64, i64* %3, align 8, !dbg !398
  %6 = load i32, i32* %4, align 4, !dbg !399
  %7 = zext i32 %6 to i64, !dbg !400
  %8 = shl i64 %5, %7, !dbg !400
  %9 = load i64, i64* %3, align 8, !dbg !401
  %10 = load i32, i32* %4, align 4, !dbg !402
  %11 = sub nsw i32 64, %10, !dbg !403
  %12 = zext i32 %11 to i64, !dbg !404
  %13 = lshr i64 %9, %12, !dbg !404
  %14 = or i64 %8, %13, !dbg !405
  ret i64 %14, !dbg !406
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef %0) #2 !dbg !407 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !413, metadata !DIExpression()), !dbg !414
  %4 = load i32, i32* %3, align 4, !dbg !415
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !416

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8** %2, align 4, !dbg !417
  br label %13, !dbg !417

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8** %2, align 4, !dbg !419
  br label %13, !dbg !419

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8** %2, align 4, !dbg !420
  br label %13, !dbg !420

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8** %2, align 4, !dbg !421
  br label %13, !dbg !421

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4, !dbg !422
  br label %13, !dbg !422

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8** %2, align 4, !dbg !423
  br label %13, !dbg !423

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i8** %2, align 4, !dbg !424
  br label %13, !dbg !424

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i8** %2, align 4, !dbg !425
  br label %13, !dbg !425

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 4, !dbg !426
  ret i8* %14, !dbg !426
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #2 !dbg !427 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !430, metadata !DIExpression()), !dbg !431
  %4 = load i32, i32* %3, align 4, !dbg !432
  switch i32 %4, label %10 [
    i32 -1000, label %5
    i32 7, label %6
    i32 77, label %7
    i32 78, label %7
    i32 100000, label %8
    i32 2147483647, label %9
  ], !dbg !433

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !434
  br label %15, !dbg !434

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !436
  br label %15, !dbg !436

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4, !dbg !437
  br label %15, !dbg !437

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !438
  br label %15, !dbg !438

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !439
  br label %15, !dbg !439

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4, !dbg !440
  %12 = icmp slt i32 %11, 0, !dbg !441
  %13 = zext i1 %12 to i64, !dbg !440
  %14 = select i1 %12, i32 -1, i32 0, !dbg !440
  store i32 %14, i32* %2, align 4, !dbg !442
  br label %15, !dbg !442

15:                                               ; preds = %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !443
  ret i32 %16, !dbg !443
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_poly(x86_fp80 noundef %0) #2 !dbg !26 {
  %2 = alloca x86_fp80, align 4
  %3 = alloca x86_fp80, align 4
  %4 = alloca i32, align 4
  store x86_fp80 %0, x86_fp80* %2, align 4
  call void @llvm.dbg.declare(metadata x86_fp80* %2, metadata !444, metadata !DIExpression()), !dbg !445
  call void @llvm.dbg.declare(metadata x86_fp80* %3, metadata !446, metadata !DIExpression()), !dbg !447
  store x86_fp80 0xK00000000000000000000, x86_fp80* %3, align 4, !dbg !447
  call void @llvm.dbg.declare(metadata i32* %4, metadata !448, metadata !DIExpression()), !dbg !450
  store i32 3, i32* %4, align 4, !dbg !450
  br label %5, !dbg !451

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !452
  %7 = icmp sge i32 %6, 0, !dbg !454
  br i1 %7, label %8, label %18, !dbg !455

8:                                                ; preds = %5
  %9 = load x86_fp80, x86_fp80* %3, align 4, !dbg !456
  %10 = load x86_fp80, x86_fp80* %2, align 4, !dbg !457
  %11 = load i32, i32* %4, align 4, !dbg !458
  %12 = getelementptr inbounds [4 x x86_fp80], [4 x x86_fp80]* @ld_poly.c, i32 0, i32 %11, !dbg !459
  %13 = load x86_fp80, x86_fp80* %12, align 4, !dbg !459
  %14 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %9, x86_fp80 %10, x86_fp80 %13), !dbg !460
  store x86_fp80 %14, x86_fp80* %3, align 4, !dbg !461
  br label %15, !dbg !462

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4, !dbg !463
  %17 = add nsw i32 %16, -1, !dbg !463
  store i32 %17, i32* %4, align 4, !dbg !463
  br label %5, !dbg !464, !llvm.loop !465

18:                                               ; preds = %5
  %19 = load x86_fp80, x86_fp80* %3, align 4, !dbg !467
  ret x86_fp80 %19, !dbg !468
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!0, !11, !16, !19, !21, !24}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 256)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "c", scope: !26, file: !3, line: 96, type: !31, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !27, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29}
!29 = !DIBasicType(name: "long double", size: 96, encoding: DW_ATE_float)
!30 = !{}
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 384, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !{i32 1, !"NumRegisterParameters", i32 0}
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 7, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 1}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 14.0.6"}
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !45, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!45 = !DISubroutineType(types: !46)
!46 = !{!8}
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 102, type: !8)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 102, column: 3)
!49 = !DILocation(line: 102, column: 12, scope: !48)
!50 = !DILocation(line: 102, column: 8, scope: !48)
!51 = !DILocation(line: 102, column: 19, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 102, column: 3)
!53 = !DILocation(line: 102, column: 21, scope: !52)
!54 = !DILocation(line: 102, column: 3, scope: !48)
!55 = !DILocation(line: 103, column: 13, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 102, column: 31)
!57 = !DILocation(line: 103, column: 15, scope: !56)
!58 = !DILocation(line: 103, column: 19, scope: !56)
!59 = !DILocation(line: 103, column: 8, scope: !56)
!60 = !DILocation(line: 103, column: 5, scope: !56)
!61 = !DILocation(line: 103, column: 11, scope: !56)
!62 = !DILocation(line: 104, column: 14, scope: !56)
!63 = !DILocation(line: 104, column: 16, scope: !56)
!64 = !DILocation(line: 104, column: 21, scope: !56)
!65 = !DILocation(line: 104, column: 8, scope: !56)
!66 = !DILocation(line: 104, column: 5, scope: !56)
!67 = !DILocation(line: 104, column: 11, scope: !56)
!68 = !DILocation(line: 105, column: 20, scope: !56)
!69 = !DILocation(line: 105, column: 13, scope: !56)
!70 = !DILocation(line: 105, column: 22, scope: !56)
!71 = !DILocation(line: 105, column: 8, scope: !56)
!72 = !DILocation(line: 105, column: 5, scope: !56)
!73 = !DILocation(line: 105, column: 11, scope: !56)
!74 = !DILocation(line: 106, column: 8, scope: !56)
!75 = !DILocation(line: 106, column: 5, scope: !56)
!76 = !DILocation(line: 106, column: 11, scope: !56)
!77 = !DILocation(line: 107, column: 20, scope: !56)
!78 = !DILocation(line: 107, column: 22, scope: !56)
!79 = !DILocation(line: 107, column: 19, scope: !56)
!80 = !DILocation(line: 107, column: 17, scope: !56)
!81 = !DILocation(line: 107, column: 8, scope: !56)
!82 = !DILocation(line: 107, column: 5, scope: !56)
!83 = !DILocation(line: 107, column: 11, scope: !56)
!84 = !DILocation(line: 108, column: 3, scope: !56)
!85 = !DILocation(line: 102, column: 26, scope: !52)
!86 = !DILocation(line: 102, column: 3, scope: !52)
!87 = distinct !{!87, !54, !88, !89}
!88 = !DILocation(line: 108, column: 3, scope: !48)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 109, column: 3, scope: !44)
!91 = !DILocation(line: 110, column: 3, scope: !44)
!92 = !DILocation(line: 111, column: 29, scope: !44)
!93 = !DILocation(line: 111, column: 46, scope: !44)
!94 = !DILocation(line: 111, column: 3, scope: !44)
!95 = !DILocation(line: 112, column: 36, scope: !44)
!96 = !DILocation(line: 112, column: 44, scope: !44)
!97 = !DILocation(line: 112, column: 3, scope: !44)
!98 = !DILocalVariable(name: "p", scope: !44, file: !3, line: 114, type: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !100)
!100 = !{!101, !102, !103, !105}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !99, file: !3, line: 42, baseType: !5, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !99, file: !3, line: 43, baseType: !6, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !99, file: !3, line: 44, baseType: !104, size: 32)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !33)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !99, file: !3, line: 45, baseType: !106, size: 32)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !99, file: !3, line: 45, size: 32, elements: !107)
!107 = !{!108, !109, !110}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !106, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !106, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !106, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!111 = !DILocation(line: 114, column: 13, scope: !44)
!112 = !DILocation(line: 115, column: 5, scope: !44)
!113 = !DILocation(line: 115, column: 7, scope: !44)
!114 = !DILocation(line: 116, column: 59, scope: !44)
!115 = !DILocation(line: 116, column: 64, scope: !44)
!116 = !DILocation(line: 116, column: 69, scope: !44)
!117 = !DILocation(line: 116, column: 77, scope: !44)
!118 = !DILocation(line: 116, column: 82, scope: !44)
!119 = !DILocation(line: 116, column: 89, scope: !44)
!120 = !DILocation(line: 116, column: 94, scope: !44)
!121 = !DILocation(line: 116, column: 102, scope: !44)
!122 = !DILocation(line: 116, column: 100, scope: !44)
!123 = !DILocation(line: 116, column: 3, scope: !44)
!124 = !DILocalVariable(name: "x", scope: !44, file: !3, line: 117, type: !6)
!125 = !DILocation(line: 117, column: 12, scope: !44)
!126 = !DILocation(line: 118, column: 49, scope: !44)
!127 = !DILocation(line: 118, column: 35, scope: !44)
!128 = !DILocation(line: 118, column: 72, scope: !44)
!129 = !DILocation(line: 118, column: 53, scope: !44)
!130 = !DILocation(line: 118, column: 90, scope: !44)
!131 = !DILocation(line: 118, column: 92, scope: !44)
!132 = !DILocation(line: 118, column: 76, scope: !44)
!133 = !DILocation(line: 119, column: 24, scope: !44)
!134 = !DILocation(line: 119, column: 26, scope: !44)
!135 = !DILocation(line: 119, column: 10, scope: !44)
!136 = !DILocation(line: 119, column: 52, scope: !44)
!137 = !DILocation(line: 119, column: 34, scope: !44)
!138 = !DILocation(line: 118, column: 3, scope: !44)
!139 = !DILocation(line: 120, column: 24, scope: !44)
!140 = !DILocation(line: 120, column: 3, scope: !44)
!141 = !DILocation(line: 121, column: 3, scope: !44)
!142 = !DILocalVariable(name: "d", scope: !143, file: !3, line: 123, type: !8)
!143 = distinct !DILexicalBlock(scope: !44, file: !3, line: 123, column: 3)
!144 = !DILocation(line: 123, column: 12, scope: !143)
!145 = !DILocation(line: 123, column: 8, scope: !143)
!146 = !DILocation(line: 123, column: 20, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 123, column: 3)
!148 = !DILocation(line: 123, column: 22, scope: !147)
!149 = !DILocation(line: 123, column: 3, scope: !143)
!150 = !DILocation(line: 123, column: 56, scope: !147)
!151 = !DILocation(line: 123, column: 47, scope: !147)
!152 = !DILocation(line: 123, column: 33, scope: !147)
!153 = !DILocation(line: 123, column: 28, scope: !147)
!154 = !DILocation(line: 123, column: 3, scope: !147)
!155 = distinct !{!155, !149, !156, !89}
!156 = !DILocation(line: 123, column: 58, scope: !143)
!157 = !DILocation(line: 124, column: 42, scope: !44)
!158 = !DILocation(line: 124, column: 57, scope: !44)
!159 = !DILocation(line: 124, column: 68, scope: !44)
!160 = !DILocation(line: 124, column: 80, scope: !44)
!161 = !DILocation(line: 125, column: 10, scope: !44)
!162 = !DILocation(line: 125, column: 30, scope: !44)
!163 = !DILocation(line: 124, column: 3, scope: !44)
!164 = !DILocation(line: 134, column: 3, scope: !44)
!165 = !DILocalVariable(name: "ld", scope: !44, file: !3, line: 137, type: !29)
!166 = !DILocation(line: 137, column: 15, scope: !44)
!167 = !DILocation(line: 137, column: 20, scope: !44)
!168 = !DILocation(line: 138, column: 39, scope: !44)
!169 = !DILocation(line: 138, column: 31, scope: !44)
!170 = !DILocation(line: 138, column: 3, scope: !44)
!171 = !DILocation(line: 145, column: 3, scope: !44)
!172 = !DILocalVariable(name: "nan", scope: !44, file: !3, line: 147, type: !5)
!173 = !DILocation(line: 147, column: 9, scope: !44)
!174 = !DILocalVariable(name: "inf", scope: !44, file: !3, line: 147, type: !5)
!175 = !DILocation(line: 147, column: 35, scope: !44)
!176 = !DILocation(line: 148, column: 32, scope: !44)
!177 = !DILocation(line: 148, column: 39, scope: !44)
!178 = !DILocation(line: 148, column: 36, scope: !44)
!179 = !DILocation(line: 148, column: 44, scope: !44)
!180 = !DILocation(line: 148, column: 48, scope: !44)
!181 = !DILocation(line: 148, column: 3, scope: !44)
!182 = !DILocation(line: 149, column: 3, scope: !44)
!183 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !184, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186, !188, !8, !8}
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 32)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!191 = !DILocalVariable(name: "dst", arg: 1, scope: !183, file: !3, line: 25, type: !186)
!192 = !DILocation(line: 25, column: 63, scope: !183)
!193 = !DILocalVariable(name: "src", arg: 2, scope: !183, file: !3, line: 25, type: !188)
!194 = !DILocation(line: 25, column: 88, scope: !183)
!195 = !DILocalVariable(name: "k", arg: 3, scope: !183, file: !3, line: 25, type: !8)
!196 = !DILocation(line: 25, column: 97, scope: !183)
!197 = !DILocalVariable(name: "n", arg: 4, scope: !183, file: !3, line: 25, type: !8)
!198 = !DILocation(line: 25, column: 104, scope: !183)
!199 = !DILocalVariable(name: "i", scope: !200, file: !3, line: 26, type: !8)
!200 = distinct !DILexicalBlock(scope: !183, file: !3, line: 26, column: 3)
!201 = !DILocation(line: 26, column: 12, scope: !200)
!202 = !DILocation(line: 26, column: 8, scope: !200)
!203 = !DILocation(line: 26, column: 19, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !3, line: 26, column: 3)
!205 = !DILocation(line: 26, column: 23, scope: !204)
!206 = !DILocation(line: 26, column: 21, scope: !204)
!207 = !DILocation(line: 26, column: 3, scope: !200)
!208 = !DILocation(line: 26, column: 40, scope: !204)
!209 = !DILocation(line: 26, column: 44, scope: !204)
!210 = !DILocation(line: 26, column: 49, scope: !204)
!211 = !DILocation(line: 26, column: 47, scope: !204)
!212 = !DILocation(line: 26, column: 54, scope: !204)
!213 = !DILocation(line: 26, column: 58, scope: !204)
!214 = !DILocation(line: 26, column: 61, scope: !204)
!215 = !DILocation(line: 26, column: 51, scope: !204)
!216 = !DILocation(line: 26, column: 31, scope: !204)
!217 = !DILocation(line: 26, column: 35, scope: !204)
!218 = !DILocation(line: 26, column: 38, scope: !204)
!219 = !DILocation(line: 26, column: 26, scope: !204)
!220 = !DILocation(line: 26, column: 3, scope: !204)
!221 = distinct !{!221, !207, !222, !89}
!222 = !DILocation(line: 26, column: 65, scope: !200)
!223 = !DILocation(line: 27, column: 1, scope: !183)
!224 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !225, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !227, !229, !5, !8}
!227 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!229 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 32)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!232 = !DILocalVariable(name: "y", arg: 1, scope: !224, file: !3, line: 21, type: !227)
!233 = !DILocation(line: 21, column: 61, scope: !224)
!234 = !DILocalVariable(name: "x", arg: 2, scope: !224, file: !3, line: 21, type: !229)
!235 = !DILocation(line: 21, column: 86, scope: !224)
!236 = !DILocalVariable(name: "k", arg: 3, scope: !224, file: !3, line: 21, type: !5)
!237 = !DILocation(line: 21, column: 95, scope: !224)
!238 = !DILocalVariable(name: "n", arg: 4, scope: !224, file: !3, line: 21, type: !8)
!239 = !DILocation(line: 21, column: 102, scope: !224)
!240 = !DILocalVariable(name: "i", scope: !241, file: !3, line: 22, type: !8)
!241 = distinct !DILexicalBlock(scope: !224, file: !3, line: 22, column: 3)
!242 = !DILocation(line: 22, column: 12, scope: !241)
!243 = !DILocation(line: 22, column: 8, scope: !241)
!244 = !DILocation(line: 22, column: 19, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !3, line: 22, column: 3)
!246 = !DILocation(line: 22, column: 23, scope: !245)
!247 = !DILocation(line: 22, column: 21, scope: !245)
!248 = !DILocation(line: 22, column: 3, scope: !241)
!249 = !DILocation(line: 22, column: 38, scope: !245)
!250 = !DILocation(line: 22, column: 42, scope: !245)
!251 = !DILocation(line: 22, column: 44, scope: !245)
!252 = !DILocation(line: 22, column: 49, scope: !245)
!253 = !DILocation(line: 22, column: 51, scope: !245)
!254 = !DILocation(line: 22, column: 47, scope: !245)
!255 = !DILocation(line: 22, column: 31, scope: !245)
!256 = !DILocation(line: 22, column: 33, scope: !245)
!257 = !DILocation(line: 22, column: 36, scope: !245)
!258 = !DILocation(line: 22, column: 26, scope: !245)
!259 = !DILocation(line: 22, column: 3, scope: !245)
!260 = distinct !{!260, !248, !261, !89}
!261 = !DILocation(line: 22, column: 52, scope: !241)
!262 = !DILocation(line: 23, column: 1, scope: !224)
!263 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !264, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!264 = !DISubroutineType(types: !265)
!265 = !{!8, !189, !8}
!266 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !3, line: 15, type: !189)
!267 = !DILocation(line: 15, column: 58, scope: !263)
!268 = !DILocalVariable(name: "n", arg: 2, scope: !263, file: !3, line: 15, type: !8)
!269 = !DILocation(line: 15, column: 65, scope: !263)
!270 = !DILocalVariable(name: "s", scope: !263, file: !3, line: 16, type: !8)
!271 = !DILocation(line: 16, column: 7, scope: !263)
!272 = !DILocalVariable(name: "i", scope: !273, file: !3, line: 17, type: !8)
!273 = distinct !DILexicalBlock(scope: !263, file: !3, line: 17, column: 3)
!274 = !DILocation(line: 17, column: 12, scope: !273)
!275 = !DILocation(line: 17, column: 8, scope: !273)
!276 = !DILocation(line: 17, column: 19, scope: !277)
!277 = distinct !DILexicalBlock(scope: !273, file: !3, line: 17, column: 3)
!278 = !DILocation(line: 17, column: 23, scope: !277)
!279 = !DILocation(line: 17, column: 21, scope: !277)
!280 = !DILocation(line: 17, column: 3, scope: !273)
!281 = !DILocation(line: 17, column: 36, scope: !277)
!282 = !DILocation(line: 17, column: 38, scope: !277)
!283 = !DILocation(line: 17, column: 33, scope: !277)
!284 = !DILocation(line: 17, column: 31, scope: !277)
!285 = !DILocation(line: 17, column: 26, scope: !277)
!286 = !DILocation(line: 17, column: 3, scope: !277)
!287 = distinct !{!287, !280, !288, !89}
!288 = !DILocation(line: 17, column: 39, scope: !273)
!289 = !DILocation(line: 18, column: 10, scope: !263)
!290 = !DILocation(line: 18, column: 3, scope: !263)
!291 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !292, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!292 = !DISubroutineType(types: !293)
!293 = !{!9, !189, !8}
!294 = !DILocalVariable(name: "a", arg: 1, scope: !291, file: !3, line: 35, type: !189)
!295 = !DILocation(line: 35, column: 69, scope: !291)
!296 = !DILocalVariable(name: "n", arg: 2, scope: !291, file: !3, line: 35, type: !8)
!297 = !DILocation(line: 35, column: 76, scope: !291)
!298 = !DILocalVariable(name: "m", scope: !291, file: !3, line: 36, type: !8)
!299 = !DILocation(line: 36, column: 7, scope: !291)
!300 = !DILocalVariable(name: "i", scope: !301, file: !3, line: 37, type: !8)
!301 = distinct !DILexicalBlock(scope: !291, file: !3, line: 37, column: 3)
!302 = !DILocation(line: 37, column: 12, scope: !301)
!303 = !DILocation(line: 37, column: 8, scope: !301)
!304 = !DILocation(line: 37, column: 19, scope: !305)
!305 = distinct !DILexicalBlock(scope: !301, file: !3, line: 37, column: 3)
!306 = !DILocation(line: 37, column: 23, scope: !305)
!307 = !DILocation(line: 37, column: 21, scope: !305)
!308 = !DILocation(line: 37, column: 3, scope: !301)
!309 = !DILocation(line: 37, column: 35, scope: !305)
!310 = !DILocation(line: 37, column: 37, scope: !305)
!311 = !DILocation(line: 37, column: 42, scope: !305)
!312 = !DILocation(line: 37, column: 40, scope: !305)
!313 = !DILocation(line: 37, column: 46, scope: !305)
!314 = !DILocation(line: 37, column: 48, scope: !305)
!315 = !DILocation(line: 37, column: 53, scope: !305)
!316 = !DILocation(line: 37, column: 33, scope: !305)
!317 = !DILocation(line: 37, column: 31, scope: !305)
!318 = !DILocation(line: 37, column: 26, scope: !305)
!319 = !DILocation(line: 37, column: 3, scope: !305)
!320 = distinct !{!320, !308, !321, !89}
!321 = !DILocation(line: 37, column: 53, scope: !301)
!322 = !DILocation(line: 38, column: 26, scope: !291)
!323 = !DILocation(line: 38, column: 28, scope: !291)
!324 = !DILocation(line: 38, column: 42, scope: !291)
!325 = !DILocation(line: 38, column: 10, scope: !291)
!326 = !DILocation(line: 38, column: 3, scope: !291)
!327 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !328, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!328 = !DISubroutineType(types: !329)
!329 = !{!7, !330, !230, !8}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!332 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !3, line: 29, type: !330)
!333 = !DILocation(line: 29, column: 59, scope: !327)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !327, file: !3, line: 29, type: !230)
!335 = !DILocation(line: 29, column: 75, scope: !327)
!336 = !DILocalVariable(name: "n", arg: 3, scope: !327, file: !3, line: 29, type: !8)
!337 = !DILocation(line: 29, column: 82, scope: !327)
!338 = !DILocalVariable(name: "s", scope: !327, file: !3, line: 30, type: !7)
!339 = !DILocation(line: 30, column: 10, scope: !327)
!340 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 31, type: !8)
!341 = distinct !DILexicalBlock(scope: !327, file: !3, line: 31, column: 3)
!342 = !DILocation(line: 31, column: 12, scope: !341)
!343 = !DILocation(line: 31, column: 8, scope: !341)
!344 = !DILocation(line: 31, column: 19, scope: !345)
!345 = distinct !DILexicalBlock(scope: !341, file: !3, line: 31, column: 3)
!346 = !DILocation(line: 31, column: 23, scope: !345)
!347 = !DILocation(line: 31, column: 21, scope: !345)
!348 = !DILocation(line: 31, column: 3, scope: !341)
!349 = !DILocation(line: 31, column: 36, scope: !345)
!350 = !DILocation(line: 31, column: 38, scope: !345)
!351 = !DILocation(line: 31, column: 51, scope: !345)
!352 = !DILocation(line: 31, column: 53, scope: !345)
!353 = !DILocation(line: 31, column: 43, scope: !345)
!354 = !DILocation(line: 31, column: 33, scope: !345)
!355 = !DILocation(line: 31, column: 31, scope: !345)
!356 = !DILocation(line: 31, column: 26, scope: !345)
!357 = !DILocation(line: 31, column: 3, scope: !345)
!358 = distinct !{!358, !348, !359, !89}
!359 = !DILocation(line: 31, column: 54, scope: !341)
!360 = !DILocation(line: 32, column: 10, scope: !327)
!361 = !DILocation(line: 32, column: 3, scope: !327)
!362 = distinct !DISubprogram(name: "popcnt_manual", scope: !3, file: !3, line: 48, type: !363, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!363 = !DISubroutineType(types: !364)
!364 = !{!6, !6}
!365 = !DILocalVariable(name: "x", arg: 1, scope: !362, file: !3, line: 48, type: !6)
!366 = !DILocation(line: 48, column: 40, scope: !362)
!367 = !DILocation(line: 49, column: 7, scope: !362)
!368 = !DILocation(line: 49, column: 13, scope: !362)
!369 = !DILocation(line: 49, column: 15, scope: !362)
!370 = !DILocation(line: 49, column: 21, scope: !362)
!371 = !DILocation(line: 49, column: 9, scope: !362)
!372 = !DILocation(line: 49, column: 5, scope: !362)
!373 = !DILocation(line: 50, column: 8, scope: !362)
!374 = !DILocation(line: 50, column: 10, scope: !362)
!375 = !DILocation(line: 50, column: 29, scope: !362)
!376 = !DILocation(line: 50, column: 31, scope: !362)
!377 = !DILocation(line: 50, column: 37, scope: !362)
!378 = !DILocation(line: 50, column: 25, scope: !362)
!379 = !DILocation(line: 50, column: 5, scope: !362)
!380 = !DILocation(line: 51, column: 8, scope: !362)
!381 = !DILocation(line: 51, column: 13, scope: !362)
!382 = !DILocation(line: 51, column: 15, scope: !362)
!383 = !DILocation(line: 51, column: 10, scope: !362)
!384 = !DILocation(line: 51, column: 22, scope: !362)
!385 = !DILocation(line: 51, column: 5, scope: !362)
!386 = !DILocation(line: 52, column: 11, scope: !362)
!387 = !DILocation(line: 52, column: 13, scope: !362)
!388 = !DILocation(line: 52, column: 28, scope: !362)
!389 = !DILocation(line: 52, column: 3, scope: !362)
!390 = distinct !DISubprogram(name: "rotl64", scope: !3, file: !3, line: 55, type: !391, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!391 = !DISubroutineType(types: !392)
!392 = !{!393, !393, !8}
!393 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!394 = !DILocalVariable(name: "x", arg: 1, scope: !390, file: !3, line: 55, type: !393)
!395 = !DILocation(line: 55, column: 53, scope: !390)
!396 = !DILocalVariable(name: "r", arg: 2, scope: !390, file: !3, line: 55, type: !8)
!397 = !DILocation(line: 55, column: 60, scope: !390)
!398 = !DILocation(line: 55, column: 73, scope: !390)
!399 = !DILocation(line: 55, column: 78, scope: !390)
!400 = !DILocation(line: 55, column: 75, scope: !390)
!401 = !DILocation(line: 55, column: 84, scope: !390)
!402 = !DILocation(line: 55, column: 95, scope: !390)
!403 = !DILocation(line: 55, column: 93, scope: !390)
!404 = !DILocation(line: 55, column: 86, scope: !390)
!405 = !DILocation(line: 55, column: 81, scope: !390)
!406 = !DILocation(line: 55, column: 65, scope: !390)
!407 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 57, type: !408, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!408 = !DISubroutineType(types: !409)
!409 = !{!410, !8}
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !411, size: 32)
!411 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !412)
!412 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!413 = !DILocalVariable(name: "d", arg: 1, scope: !407, file: !3, line: 57, type: !8)
!414 = !DILocation(line: 57, column: 33, scope: !407)
!415 = !DILocation(line: 58, column: 11, scope: !407)
!416 = !DILocation(line: 58, column: 3, scope: !407)
!417 = !DILocation(line: 59, column: 11, scope: !418)
!418 = distinct !DILexicalBlock(scope: !407, file: !3, line: 58, column: 14)
!419 = !DILocation(line: 60, column: 11, scope: !418)
!420 = !DILocation(line: 61, column: 11, scope: !418)
!421 = !DILocation(line: 62, column: 11, scope: !418)
!422 = !DILocation(line: 63, column: 11, scope: !418)
!423 = !DILocation(line: 64, column: 11, scope: !418)
!424 = !DILocation(line: 65, column: 11, scope: !418)
!425 = !DILocation(line: 66, column: 12, scope: !418)
!426 = !DILocation(line: 68, column: 1, scope: !407)
!427 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 70, type: !428, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!428 = !DISubroutineType(types: !429)
!429 = !{!8, !8}
!430 = !DILocalVariable(name: "x", arg: 1, scope: !427, file: !3, line: 70, type: !8)
!431 = !DILocation(line: 70, column: 23, scope: !427)
!432 = !DILocation(line: 71, column: 11, scope: !427)
!433 = !DILocation(line: 71, column: 3, scope: !427)
!434 = !DILocation(line: 72, column: 15, scope: !435)
!435 = distinct !DILexicalBlock(scope: !427, file: !3, line: 71, column: 14)
!436 = !DILocation(line: 73, column: 11, scope: !435)
!437 = !DILocation(line: 74, column: 21, scope: !435)
!438 = !DILocation(line: 75, column: 16, scope: !435)
!439 = !DILocation(line: 76, column: 20, scope: !435)
!440 = !DILocation(line: 77, column: 19, scope: !435)
!441 = !DILocation(line: 77, column: 21, scope: !435)
!442 = !DILocation(line: 77, column: 12, scope: !435)
!443 = !DILocation(line: 79, column: 1, scope: !427)
!444 = !DILocalVariable(name: "x", arg: 1, scope: !26, file: !3, line: 94, type: !29)
!445 = !DILocation(line: 94, column: 40, scope: !26)
!446 = !DILocalVariable(name: "r", scope: !26, file: !3, line: 95, type: !29)
!447 = !DILocation(line: 95, column: 15, scope: !26)
!448 = !DILocalVariable(name: "i", scope: !449, file: !3, line: 97, type: !8)
!449 = distinct !DILexicalBlock(scope: !26, file: !3, line: 97, column: 3)
!450 = !DILocation(line: 97, column: 12, scope: !449)
!451 = !DILocation(line: 97, column: 8, scope: !449)
!452 = !DILocation(line: 97, column: 19, scope: !453)
!453 = distinct !DILexicalBlock(scope: !449, file: !3, line: 97, column: 3)
!454 = !DILocation(line: 97, column: 21, scope: !453)
!455 = !DILocation(line: 97, column: 3, scope: !449)
!456 = !DILocation(line: 97, column: 36, scope: !453)
!457 = !DILocation(line: 97, column: 40, scope: !453)
!458 = !DILocation(line: 97, column: 46, scope: !453)
!459 = !DILocation(line: 97, column: 44, scope: !453)
!460 = !DILocation(line: 97, column: 42, scope: !453)
!461 = !DILocation(line: 97, column: 34, scope: !453)
!462 = !DILocation(line: 97, column: 32, scope: !453)
!463 = !DILocation(line: 97, column: 27, scope: !453)
!464 = !DILocation(line: 97, column: 3, scope: !453)
!465 = distinct !{!465, !455, !466, !89}
!466 = !DILocation(line: 97, column: 47, scope: !449)
!467 = !DILocation(line: 98, column: 10, scope: !26)
!468 = !DILocation(line: 98, column: 3, scope: !26)
