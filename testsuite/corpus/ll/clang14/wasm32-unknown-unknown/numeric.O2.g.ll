; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !15
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !20
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !23
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !25
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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define hidden i32 @main() #0 !dbg !47 {
  %1 = alloca [48 x i8], align 16
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !74
  br label %2, !dbg !75

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !51, metadata !DIExpression()), !dbg !74
  %4 = mul nuw nsw i32 %3, 3, !dbg !76
  %5 = add nsw i32 %4, -100, !dbg !79
  %6 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !80
  store i32 %5, i32* %6, align 4, !dbg !81, !tbaa !82
  %7 = mul nuw nsw i32 %3, 7, !dbg !86
  %8 = and i32 %7, 63, !dbg !87
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3, !dbg !88
  store i32 %8, i32* %9, align 4, !dbg !89, !tbaa !82
  %10 = sitofp i32 %3 to float, !dbg !90
  %11 = fmul float %10, 5.000000e-01, !dbg !91
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3, !dbg !92
  store float %11, float* %12, align 4, !dbg !93, !tbaa !94
  %13 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !96
  store float 1.000000e+00, float* %13, align 4, !dbg !97, !tbaa !94
  %14 = add nuw nsw i32 %3, 1, !dbg !98
  %15 = sitofp i32 %14 to double, !dbg !99
  %16 = fdiv double 1.000000e+00, %15, !dbg !100
  %17 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3, !dbg !101
  store double %16, double* %17, align 8, !dbg !102, !tbaa !103
  call void @llvm.dbg.value(metadata i32 %14, metadata !51, metadata !DIExpression()), !dbg !74
  %18 = icmp eq i32 %14, 256, !dbg !105
  br i1 %18, label %44, label %2, !dbg !75, !llvm.loop !106

19:                                               ; preds = %31, %44
  %20 = phi i128 [ -36893488147419103231, %44 ], [ %37, %31 ]
  %21 = phi i32 [ 47, %44 ], [ %35, %31 ], !dbg !109
  call void @llvm.dbg.value(metadata i32 %21, metadata !119, metadata !DIExpression()) #9, !dbg !109
  call void @llvm.dbg.value(metadata i128 %20, metadata !114, metadata !DIExpression()) #9, !dbg !109
  %22 = freeze i128 %20
  %23 = udiv i128 %22, 10, !dbg !121
  %24 = mul i128 %23, 10
  %25 = sub i128 %22, %24
  %26 = trunc i128 %25 to i8, !dbg !123
  %27 = or i8 %26, 48, !dbg !124
  %28 = add nsw i32 %21, -1, !dbg !125
  call void @llvm.dbg.value(metadata i32 %28, metadata !119, metadata !DIExpression()) #9, !dbg !109
  %29 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 %28, !dbg !126
  store i8 %27, i8* %29, align 1, !dbg !127, !tbaa !128
  call void @llvm.dbg.value(metadata i128 undef, metadata !114, metadata !DIExpression()) #9, !dbg !109
  %30 = icmp ult i128 %20, 10, !dbg !129
  br i1 %30, label %38, label %31, !dbg !129, !llvm.loop !130

31:                                               ; preds = %19
  call void @llvm.dbg.value(metadata i128 %23, metadata !114, metadata !DIExpression()) #9, !dbg !109
  call void @llvm.dbg.value(metadata i32 %28, metadata !119, metadata !DIExpression()) #9, !dbg !109
  call void @llvm.dbg.value(metadata i128 undef, metadata !114, metadata !DIExpression()) #9, !dbg !109
  %32 = urem i128 %23, 10, !dbg !133
  %33 = trunc i128 %32 to i8, !dbg !123
  %34 = or i8 %33, 48, !dbg !124
  %35 = add nsw i32 %21, -2, !dbg !125
  call void @llvm.dbg.value(metadata i32 %35, metadata !119, metadata !DIExpression()) #9, !dbg !109
  %36 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 %35, !dbg !126
  store i8 %34, i8* %36, align 1, !dbg !127, !tbaa !128
  %37 = udiv i128 %20, 100, !dbg !121
  call void @llvm.dbg.value(metadata i128 %37, metadata !114, metadata !DIExpression()) #9, !dbg !109
  br label %19

38:                                               ; preds = %19
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i32 0, i32 0), i8* noundef nonnull %29) #9, !dbg !134
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %68) #9, !dbg !135
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i32 0, i32 0), i64 noundef -2, i64 noundef -6148914691236517206), !dbg !136
  call void @llvm.dbg.value(metadata fp128 0xL18469898CC51701C3FFEDD21FB54442D, metadata !71, metadata !DIExpression()), !dbg !137
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !138
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i32 0, i32 0), double noundef 2.375000e+00), !dbg !139
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !72, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !73, metadata !DIExpression()), !dbg !137
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !140
  ret i32 0, !dbg !141

44:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !142
  tail call fastcc void @saxpy(), !dbg !143
  %45 = tail call fastcc i32 @sum_ints(), !dbg !144
  %46 = tail call fastcc zeroext i8 @clamp_max(), !dbg !145
  %47 = zext i8 %46 to i32, !dbg !145
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %45, i32 noundef %47), !dbg !146
  %49 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 8, !dbg !147, !tbaa !94
  %50 = fpext float %49 to double, !dbg !147
  %51 = tail call fastcc double @dot(), !dbg !148
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), double noundef %50, double noundef %51), !dbg !149
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !53, metadata !DIExpression()), !dbg !137
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i32 0, i32 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !150
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !66, metadata !DIExpression()), !dbg !137
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !151
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i64 noundef 12), !dbg !152
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !153
  call void @llvm.dbg.value(metadata i32 -1, metadata !67, metadata !DIExpression()), !dbg !154
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !154
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 1, metadata !67, metadata !DIExpression()), !dbg !154
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 2, metadata !67, metadata !DIExpression()), !dbg !154
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 3, metadata !67, metadata !DIExpression()), !dbg !154
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 4, metadata !67, metadata !DIExpression()), !dbg !154
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 5, metadata !67, metadata !DIExpression()), !dbg !154
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 6, metadata !67, metadata !DIExpression()), !dbg !154
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 7, metadata !67, metadata !DIExpression()), !dbg !154
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 8, metadata !67, metadata !DIExpression()), !dbg !154
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !157
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !69, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i128 12297829382473034410, metadata !70, metadata !DIExpression()), !dbg !137
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0)), !dbg !158
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !114, metadata !DIExpression()) #9, !dbg !109
  %68 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 0, !dbg !159
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %68) #9, !dbg !159
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !115, metadata !DIExpression()) #9, !dbg !160
  call void @llvm.dbg.value(metadata i32 47, metadata !119, metadata !DIExpression()) #9, !dbg !109
  %69 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i32 0, i32 47, !dbg !161
  store i8 0, i8* %69, align 1, !dbg !162, !tbaa !128
  br label %19, !dbg !131
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @scale_add() unnamed_addr #3 !dbg !163 {
  call void @llvm.dbg.value(metadata i32 3, metadata !174, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 256, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !179
  br label %2, !dbg !180

1:                                                ; preds = %2
  ret void, !dbg !181

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !176, metadata !DIExpression()), !dbg !179
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !182
  %5 = load i32, i32* %4, align 8, !dbg !182, !tbaa !82
  %6 = mul nsw i32 %5, 3, !dbg !184
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3, !dbg !185
  %8 = load i32, i32* %7, align 8, !dbg !185, !tbaa !82
  %9 = ashr i32 %8, 1, !dbg !186
  %10 = add nsw i32 %9, %6, !dbg !187
  store i32 %10, i32* %4, align 8, !dbg !188, !tbaa !82
  %11 = or i32 %3, 1, !dbg !189
  call void @llvm.dbg.value(metadata i32 %11, metadata !176, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i32 %11, metadata !176, metadata !DIExpression()), !dbg !179
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %11, !dbg !182
  %13 = load i32, i32* %12, align 4, !dbg !182, !tbaa !82
  %14 = mul nsw i32 %13, 3, !dbg !184
  %15 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %11, !dbg !185
  %16 = load i32, i32* %15, align 4, !dbg !185, !tbaa !82
  %17 = ashr i32 %16, 1, !dbg !186
  %18 = add nsw i32 %17, %14, !dbg !187
  store i32 %18, i32* %12, align 4, !dbg !188, !tbaa !82
  %19 = add nuw nsw i32 %3, 2, !dbg !189
  call void @llvm.dbg.value(metadata i32 %19, metadata !176, metadata !DIExpression()), !dbg !179
  %20 = icmp eq i32 %19, 256, !dbg !190
  br i1 %20, label %1, label %2, !dbg !180, !llvm.loop !191
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @saxpy() unnamed_addr #4 !dbg !193 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !204, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i32 256, metadata !205, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !206, metadata !DIExpression()), !dbg !209
  br label %2, !dbg !210

1:                                                ; preds = %2
  ret void, !dbg !211

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !206, metadata !DIExpression()), !dbg !209
  %4 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3, !dbg !212
  %5 = load float, float* %4, align 8, !dbg !212, !tbaa !94
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !214
  %7 = load float, float* %6, align 8, !dbg !214, !tbaa !94
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !215
  store float %8, float* %6, align 8, !dbg !216, !tbaa !94
  %9 = or i32 %3, 1, !dbg !217
  call void @llvm.dbg.value(metadata i32 %9, metadata !206, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %9, metadata !206, metadata !DIExpression()), !dbg !209
  %10 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %9, !dbg !212
  %11 = load float, float* %10, align 4, !dbg !212, !tbaa !94
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %9, !dbg !214
  %13 = load float, float* %12, align 4, !dbg !214, !tbaa !94
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13), !dbg !215
  store float %14, float* %12, align 4, !dbg !216, !tbaa !94
  %15 = add nuw nsw i32 %3, 2, !dbg !217
  call void @llvm.dbg.value(metadata i32 %15, metadata !206, metadata !DIExpression()), !dbg !209
  %16 = icmp eq i32 %15, 256, !dbg !218
  br i1 %16, label %1, label %2, !dbg !210, !llvm.loop !219
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_ints() unnamed_addr #6 !dbg !221 {
  call void @llvm.dbg.value(metadata i32 256, metadata !226, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()), !dbg !231
  br label %2, !dbg !232

1:                                                ; preds = %2
  ret i32 %19, !dbg !233

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %20, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %19, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %4, metadata !227, metadata !DIExpression()), !dbg !230
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !234
  %6 = load i32, i32* %5, align 16, !dbg !234, !tbaa !82
  %7 = add nsw i32 %6, %4, !dbg !236
  call void @llvm.dbg.value(metadata i32 %7, metadata !227, metadata !DIExpression()), !dbg !230
  %8 = or i32 %3, 1, !dbg !237
  call void @llvm.dbg.value(metadata i32 %8, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %8, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %7, metadata !227, metadata !DIExpression()), !dbg !230
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %8, !dbg !234
  %10 = load i32, i32* %9, align 4, !dbg !234, !tbaa !82
  %11 = add nsw i32 %10, %7, !dbg !236
  call void @llvm.dbg.value(metadata i32 %11, metadata !227, metadata !DIExpression()), !dbg !230
  %12 = or i32 %3, 2, !dbg !237
  call void @llvm.dbg.value(metadata i32 %12, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %12, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %11, metadata !227, metadata !DIExpression()), !dbg !230
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12, !dbg !234
  %14 = load i32, i32* %13, align 8, !dbg !234, !tbaa !82
  %15 = add nsw i32 %14, %11, !dbg !236
  call void @llvm.dbg.value(metadata i32 %15, metadata !227, metadata !DIExpression()), !dbg !230
  %16 = or i32 %3, 3, !dbg !237
  call void @llvm.dbg.value(metadata i32 %16, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %16, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %15, metadata !227, metadata !DIExpression()), !dbg !230
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %16, !dbg !234
  %18 = load i32, i32* %17, align 4, !dbg !234, !tbaa !82
  %19 = add nsw i32 %18, %15, !dbg !236
  call void @llvm.dbg.value(metadata i32 %19, metadata !227, metadata !DIExpression()), !dbg !230
  %20 = add nuw nsw i32 %3, 4, !dbg !237
  call void @llvm.dbg.value(metadata i32 %20, metadata !228, metadata !DIExpression()), !dbg !231
  %21 = icmp eq i32 %20, 256, !dbg !238
  br i1 %21, label %1, label %2, !dbg !232, !llvm.loop !239
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #6 !dbg !241 {
  call void @llvm.dbg.value(metadata i32 256, metadata !246, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 0, metadata !247, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 0, metadata !248, metadata !DIExpression()), !dbg !251
  br label %5, !dbg !252

1:                                                ; preds = %5
  %2 = icmp slt i32 %26, 255, !dbg !253
  %3 = select i1 %2, i32 %26, i32 255, !dbg !253
  %4 = trunc i32 %3 to i8, !dbg !254
  ret i8 %4, !dbg !255

5:                                                ; preds = %5, %0
  %6 = phi i32 [ 0, %0 ], [ %27, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %26, %5 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %7, metadata !247, metadata !DIExpression()), !dbg !250
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %6, !dbg !256
  %9 = load i32, i32* %8, align 16, !dbg !256, !tbaa !82
  %10 = icmp sgt i32 %9, %7, !dbg !258
  %11 = select i1 %10, i32 %9, i32 %7, !dbg !256
  call void @llvm.dbg.value(metadata i32 %11, metadata !247, metadata !DIExpression()), !dbg !250
  %12 = or i32 %6, 1, !dbg !259
  call void @llvm.dbg.value(metadata i32 %12, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %12, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %11, metadata !247, metadata !DIExpression()), !dbg !250
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12, !dbg !256
  %14 = load i32, i32* %13, align 4, !dbg !256, !tbaa !82
  %15 = icmp sgt i32 %14, %11, !dbg !258
  %16 = select i1 %15, i32 %14, i32 %11, !dbg !256
  call void @llvm.dbg.value(metadata i32 %16, metadata !247, metadata !DIExpression()), !dbg !250
  %17 = or i32 %6, 2, !dbg !259
  call void @llvm.dbg.value(metadata i32 %17, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %17, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %16, metadata !247, metadata !DIExpression()), !dbg !250
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %17, !dbg !256
  %19 = load i32, i32* %18, align 8, !dbg !256, !tbaa !82
  %20 = icmp sgt i32 %19, %16, !dbg !258
  %21 = select i1 %20, i32 %19, i32 %16, !dbg !256
  call void @llvm.dbg.value(metadata i32 %21, metadata !247, metadata !DIExpression()), !dbg !250
  %22 = or i32 %6, 3, !dbg !259
  call void @llvm.dbg.value(metadata i32 %22, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %22, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %21, metadata !247, metadata !DIExpression()), !dbg !250
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %22, !dbg !256
  %24 = load i32, i32* %23, align 4, !dbg !256, !tbaa !82
  %25 = icmp sgt i32 %24, %21, !dbg !258
  %26 = select i1 %25, i32 %24, i32 %21, !dbg !256
  call void @llvm.dbg.value(metadata i32 %26, metadata !247, metadata !DIExpression()), !dbg !250
  %27 = add nuw nsw i32 %6, 4, !dbg !259
  call void @llvm.dbg.value(metadata i32 %27, metadata !248, metadata !DIExpression()), !dbg !251
  %28 = icmp eq i32 %27, 256, !dbg !260
  br i1 %28, label %1, label %5, !dbg !252, !llvm.loop !261
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal fastcc double @dot() unnamed_addr #7 !dbg !263 {
  call void @llvm.dbg.value(metadata i32 256, metadata !271, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !272, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !273, metadata !DIExpression()), !dbg !276
  br label %2, !dbg !277

1:                                                ; preds = %2
  ret double %17, !dbg !278

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata double %4, metadata !272, metadata !DIExpression()), !dbg !275
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3, !dbg !279
  %6 = load double, double* %5, align 16, !dbg !279, !tbaa !103
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !281
  %8 = load float, float* %7, align 8, !dbg !281, !tbaa !94
  %9 = fpext float %8 to double, !dbg !282
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !283
  call void @llvm.dbg.value(metadata double %10, metadata !272, metadata !DIExpression()), !dbg !275
  %11 = or i32 %3, 1, !dbg !284
  call void @llvm.dbg.value(metadata i32 %11, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 %11, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata double %10, metadata !272, metadata !DIExpression()), !dbg !275
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %11, !dbg !279
  %13 = load double, double* %12, align 8, !dbg !279, !tbaa !103
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %11, !dbg !281
  %15 = load float, float* %14, align 4, !dbg !281, !tbaa !94
  %16 = fpext float %15 to double, !dbg !282
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !283
  call void @llvm.dbg.value(metadata double %17, metadata !272, metadata !DIExpression()), !dbg !275
  %18 = add nuw nsw i32 %3, 2, !dbg !284
  call void @llvm.dbg.value(metadata i32 %18, metadata !273, metadata !DIExpression()), !dbg !276
  %19 = icmp eq i32 %18, 256, !dbg !285
  br i1 %19, label %1, label %2, !dbg !277, !llvm.loop !286
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #7 = { nofree noinline nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
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
!29 = distinct !DIGlobalVariable(name: "c", scope: !30, file: !3, line: 96, type: !39, isLocal: true, isDefinition: true)
!30 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !31, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !33}
!33 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!34 = !{!35, !36, !37}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !3, line: 94, type: !33)
!36 = !DILocalVariable(name: "r", scope: !30, file: !3, line: 95, type: !33)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 97, type: !10)
!38 = distinct !DILexicalBlock(scope: !30, file: !3, line: 97, column: 3)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 512, elements: !41)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !{i32 7, !"Dwarf Version", i32 4}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !48, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!10}
!50 = !{!51, !53, !66, !67, !69, !70, !71, !72, !73}
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 102, type: !10)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 102, column: 3)
!53 = !DILocalVariable(name: "p", scope: !47, file: !3, line: 114, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !55)
!55 = !{!56, !57, !58, !60}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !54, file: !3, line: 42, baseType: !5, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !54, file: !3, line: 43, baseType: !6, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !54, file: !3, line: 44, baseType: !59, size: 32)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !41)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !54, file: !3, line: 45, baseType: !61, size: 32)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !54, file: !3, line: 45, size: 32, elements: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !61, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !61, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !61, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!66 = !DILocalVariable(name: "x", scope: !47, file: !3, line: 117, type: !6)
!67 = !DILocalVariable(name: "d", scope: !68, file: !3, line: 123, type: !10)
!68 = distinct !DILexicalBlock(scope: !47, file: !3, line: 123, column: 3)
!69 = !DILocalVariable(name: "big", scope: !47, file: !3, line: 128, type: !12)
!70 = !DILocalVariable(name: "neg", scope: !47, file: !3, line: 129, type: !7)
!71 = !DILocalVariable(name: "ld", scope: !47, file: !3, line: 137, type: !33)
!72 = !DILocalVariable(name: "nan", scope: !47, file: !3, line: 147, type: !5)
!73 = !DILocalVariable(name: "inf", scope: !47, file: !3, line: 147, type: !5)
!74 = !DILocation(line: 0, scope: !52)
!75 = !DILocation(line: 102, column: 3, scope: !52)
!76 = !DILocation(line: 103, column: 15, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 102, column: 31)
!78 = distinct !DILexicalBlock(scope: !52, file: !3, line: 102, column: 3)
!79 = !DILocation(line: 103, column: 19, scope: !77)
!80 = !DILocation(line: 103, column: 5, scope: !77)
!81 = !DILocation(line: 103, column: 11, scope: !77)
!82 = !{!83, !83, i64 0}
!83 = !{!"int", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !DILocation(line: 104, column: 16, scope: !77)
!87 = !DILocation(line: 104, column: 21, scope: !77)
!88 = !DILocation(line: 104, column: 5, scope: !77)
!89 = !DILocation(line: 104, column: 11, scope: !77)
!90 = !DILocation(line: 105, column: 13, scope: !77)
!91 = !DILocation(line: 105, column: 22, scope: !77)
!92 = !DILocation(line: 105, column: 5, scope: !77)
!93 = !DILocation(line: 105, column: 11, scope: !77)
!94 = !{!95, !95, i64 0}
!95 = !{!"float", !84, i64 0}
!96 = !DILocation(line: 106, column: 5, scope: !77)
!97 = !DILocation(line: 106, column: 11, scope: !77)
!98 = !DILocation(line: 107, column: 22, scope: !77)
!99 = !DILocation(line: 107, column: 19, scope: !77)
!100 = !DILocation(line: 107, column: 17, scope: !77)
!101 = !DILocation(line: 107, column: 5, scope: !77)
!102 = !DILocation(line: 107, column: 11, scope: !77)
!103 = !{!104, !104, i64 0}
!104 = !{!"double", !84, i64 0}
!105 = !DILocation(line: 102, column: 21, scope: !78)
!106 = distinct !{!106, !75, !107, !108}
!107 = !DILocation(line: 108, column: 3, scope: !52)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 0, scope: !110, inlinedAt: !120)
!110 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !111, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !12}
!113 = !{!114, !115, !119}
!114 = !DILocalVariable(name: "v", arg: 1, scope: !110, file: !3, line: 85, type: !12)
!115 = !DILocalVariable(name: "buf", scope: !110, file: !3, line: 86, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 48)
!119 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 87, type: !10)
!120 = distinct !DILocation(line: 131, column: 3, scope: !47)
!121 = !DILocation(line: 89, column: 50, scope: !122, inlinedAt: !120)
!122 = distinct !DILexicalBlock(scope: !110, file: !3, line: 89, column: 6)
!123 = !DILocation(line: 89, column: 32, scope: !122, inlinedAt: !120)
!124 = !DILocation(line: 89, column: 30, scope: !122, inlinedAt: !120)
!125 = !DILocation(line: 89, column: 12, scope: !122, inlinedAt: !120)
!126 = !DILocation(line: 89, column: 8, scope: !122, inlinedAt: !120)
!127 = !DILocation(line: 89, column: 17, scope: !122, inlinedAt: !120)
!128 = !{!84, !84, i64 0}
!129 = !DILocation(line: 89, column: 57, scope: !122, inlinedAt: !120)
!130 = distinct !{!130, !131, !132, !108}
!131 = !DILocation(line: 89, column: 3, scope: !110, inlinedAt: !120)
!132 = !DILocation(line: 89, column: 67, scope: !110, inlinedAt: !120)
!133 = !DILocation(line: 89, column: 40, scope: !122, inlinedAt: !120)
!134 = !DILocation(line: 90, column: 3, scope: !110, inlinedAt: !120)
!135 = !DILocation(line: 91, column: 1, scope: !110, inlinedAt: !120)
!136 = !DILocation(line: 132, column: 3, scope: !47)
!137 = !DILocation(line: 0, scope: !47)
!138 = !DILocation(line: 138, column: 3, scope: !47)
!139 = !DILocation(line: 145, column: 3, scope: !47)
!140 = !DILocation(line: 148, column: 3, scope: !47)
!141 = !DILocation(line: 149, column: 3, scope: !47)
!142 = !DILocation(line: 109, column: 3, scope: !47)
!143 = !DILocation(line: 110, column: 3, scope: !47)
!144 = !DILocation(line: 111, column: 29, scope: !47)
!145 = !DILocation(line: 111, column: 46, scope: !47)
!146 = !DILocation(line: 111, column: 3, scope: !47)
!147 = !DILocation(line: 112, column: 36, scope: !47)
!148 = !DILocation(line: 112, column: 44, scope: !47)
!149 = !DILocation(line: 112, column: 3, scope: !47)
!150 = !DILocation(line: 116, column: 3, scope: !47)
!151 = !DILocation(line: 118, column: 3, scope: !47)
!152 = !DILocation(line: 120, column: 3, scope: !47)
!153 = !DILocation(line: 121, column: 3, scope: !47)
!154 = !DILocation(line: 0, scope: !68)
!155 = !DILocation(line: 123, column: 33, scope: !156)
!156 = distinct !DILexicalBlock(scope: !68, file: !3, line: 123, column: 3)
!157 = !DILocation(line: 124, column: 3, scope: !47)
!158 = !DILocation(line: 130, column: 3, scope: !47)
!159 = !DILocation(line: 86, column: 3, scope: !110, inlinedAt: !120)
!160 = !DILocation(line: 86, column: 8, scope: !110, inlinedAt: !120)
!161 = !DILocation(line: 88, column: 3, scope: !110, inlinedAt: !120)
!162 = !DILocation(line: 88, column: 10, scope: !110, inlinedAt: !120)
!163 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !164, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !171)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166, !168, !10, !10}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 32)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!171 = !{!172, !173, !174, !175, !176}
!172 = !DILocalVariable(name: "dst", arg: 1, scope: !163, file: !3, line: 25, type: !166)
!173 = !DILocalVariable(name: "src", arg: 2, scope: !163, file: !3, line: 25, type: !168)
!174 = !DILocalVariable(name: "k", arg: 3, scope: !163, file: !3, line: 25, type: !10)
!175 = !DILocalVariable(name: "n", arg: 4, scope: !163, file: !3, line: 25, type: !10)
!176 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 26, type: !10)
!177 = distinct !DILexicalBlock(scope: !163, file: !3, line: 26, column: 3)
!178 = !DILocation(line: 0, scope: !163)
!179 = !DILocation(line: 0, scope: !177)
!180 = !DILocation(line: 26, column: 3, scope: !177)
!181 = !DILocation(line: 27, column: 1, scope: !163)
!182 = !DILocation(line: 26, column: 40, scope: !183)
!183 = distinct !DILexicalBlock(scope: !177, file: !3, line: 26, column: 3)
!184 = !DILocation(line: 26, column: 47, scope: !183)
!185 = !DILocation(line: 26, column: 54, scope: !183)
!186 = !DILocation(line: 26, column: 61, scope: !183)
!187 = !DILocation(line: 26, column: 51, scope: !183)
!188 = !DILocation(line: 26, column: 38, scope: !183)
!189 = !DILocation(line: 26, column: 26, scope: !183)
!190 = !DILocation(line: 26, column: 21, scope: !183)
!191 = distinct !{!191, !180, !192, !108}
!192 = !DILocation(line: 26, column: 65, scope: !177)
!193 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !194, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !196, !198, !5, !10}
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 32)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!201 = !{!202, !203, !204, !205, !206}
!202 = !DILocalVariable(name: "y", arg: 1, scope: !193, file: !3, line: 21, type: !196)
!203 = !DILocalVariable(name: "x", arg: 2, scope: !193, file: !3, line: 21, type: !198)
!204 = !DILocalVariable(name: "k", arg: 3, scope: !193, file: !3, line: 21, type: !5)
!205 = !DILocalVariable(name: "n", arg: 4, scope: !193, file: !3, line: 21, type: !10)
!206 = !DILocalVariable(name: "i", scope: !207, file: !3, line: 22, type: !10)
!207 = distinct !DILexicalBlock(scope: !193, file: !3, line: 22, column: 3)
!208 = !DILocation(line: 0, scope: !193)
!209 = !DILocation(line: 0, scope: !207)
!210 = !DILocation(line: 22, column: 3, scope: !207)
!211 = !DILocation(line: 23, column: 1, scope: !193)
!212 = !DILocation(line: 22, column: 42, scope: !213)
!213 = distinct !DILexicalBlock(scope: !207, file: !3, line: 22, column: 3)
!214 = !DILocation(line: 22, column: 49, scope: !213)
!215 = !DILocation(line: 22, column: 47, scope: !213)
!216 = !DILocation(line: 22, column: 36, scope: !213)
!217 = !DILocation(line: 22, column: 26, scope: !213)
!218 = !DILocation(line: 22, column: 21, scope: !213)
!219 = distinct !{!219, !210, !220, !108}
!220 = !DILocation(line: 22, column: 52, scope: !207)
!221 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !222, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!10, !169, !10}
!224 = !{!225, !226, !227, !228}
!225 = !DILocalVariable(name: "a", arg: 1, scope: !221, file: !3, line: 15, type: !169)
!226 = !DILocalVariable(name: "n", arg: 2, scope: !221, file: !3, line: 15, type: !10)
!227 = !DILocalVariable(name: "s", scope: !221, file: !3, line: 16, type: !10)
!228 = !DILocalVariable(name: "i", scope: !229, file: !3, line: 17, type: !10)
!229 = distinct !DILexicalBlock(scope: !221, file: !3, line: 17, column: 3)
!230 = !DILocation(line: 0, scope: !221)
!231 = !DILocation(line: 0, scope: !229)
!232 = !DILocation(line: 17, column: 3, scope: !229)
!233 = !DILocation(line: 18, column: 3, scope: !221)
!234 = !DILocation(line: 17, column: 36, scope: !235)
!235 = distinct !DILexicalBlock(scope: !229, file: !3, line: 17, column: 3)
!236 = !DILocation(line: 17, column: 33, scope: !235)
!237 = !DILocation(line: 17, column: 26, scope: !235)
!238 = !DILocation(line: 17, column: 21, scope: !235)
!239 = distinct !{!239, !232, !240, !108}
!240 = !DILocation(line: 17, column: 39, scope: !229)
!241 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !242, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!11, !169, !10}
!244 = !{!245, !246, !247, !248}
!245 = !DILocalVariable(name: "a", arg: 1, scope: !241, file: !3, line: 35, type: !169)
!246 = !DILocalVariable(name: "n", arg: 2, scope: !241, file: !3, line: 35, type: !10)
!247 = !DILocalVariable(name: "m", scope: !241, file: !3, line: 36, type: !10)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 37, type: !10)
!249 = distinct !DILexicalBlock(scope: !241, file: !3, line: 37, column: 3)
!250 = !DILocation(line: 0, scope: !241)
!251 = !DILocation(line: 0, scope: !249)
!252 = !DILocation(line: 37, column: 3, scope: !249)
!253 = !DILocation(line: 38, column: 26, scope: !241)
!254 = !DILocation(line: 38, column: 10, scope: !241)
!255 = !DILocation(line: 38, column: 3, scope: !241)
!256 = !DILocation(line: 37, column: 35, scope: !257)
!257 = distinct !DILexicalBlock(scope: !249, file: !3, line: 37, column: 3)
!258 = !DILocation(line: 37, column: 40, scope: !257)
!259 = !DILocation(line: 37, column: 26, scope: !257)
!260 = !DILocation(line: 37, column: 21, scope: !257)
!261 = distinct !{!261, !252, !262, !108}
!262 = !DILocation(line: 37, column: 53, scope: !249)
!263 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !264, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!264 = !DISubroutineType(types: !265)
!265 = !{!9, !266, !199, !10}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 32)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!268 = !{!269, !270, !271, !272, !273}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !3, line: 29, type: !266)
!270 = !DILocalVariable(name: "b", arg: 2, scope: !263, file: !3, line: 29, type: !199)
!271 = !DILocalVariable(name: "n", arg: 3, scope: !263, file: !3, line: 29, type: !10)
!272 = !DILocalVariable(name: "s", scope: !263, file: !3, line: 30, type: !9)
!273 = !DILocalVariable(name: "i", scope: !274, file: !3, line: 31, type: !10)
!274 = distinct !DILexicalBlock(scope: !263, file: !3, line: 31, column: 3)
!275 = !DILocation(line: 0, scope: !263)
!276 = !DILocation(line: 0, scope: !274)
!277 = !DILocation(line: 31, column: 3, scope: !274)
!278 = !DILocation(line: 32, column: 3, scope: !263)
!279 = !DILocation(line: 31, column: 36, scope: !280)
!280 = distinct !DILexicalBlock(scope: !274, file: !3, line: 31, column: 3)
!281 = !DILocation(line: 31, column: 51, scope: !280)
!282 = !DILocation(line: 31, column: 43, scope: !280)
!283 = !DILocation(line: 31, column: 33, scope: !280)
!284 = !DILocation(line: 31, column: 26, scope: !280)
!285 = !DILocation(line: 31, column: 21, scope: !280)
!286 = distinct !{!286, !277, !287, !108}
!287 = !DILocation(line: 31, column: 54, scope: !274)
