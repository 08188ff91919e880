; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !16
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !21
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !24
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !26
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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca [48 x i8], align 1
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !86
  br label %2, !dbg !87

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %50, %2 ], !dbg !88
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %51, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %52, %2 ], !dbg !91
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %53, %2 ], !dbg !92
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %54, %2 ], !dbg !93
  %8 = add <2 x i32> %7, <i32 2, i32 2>, !dbg !93
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3, !dbg !88
  %10 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !91
  %11 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !91
  %12 = add <2 x i32> %10, <i32 -100, i32 -100>, !dbg !91
  %13 = add <2 x i32> %11, <i32 -94, i32 -94>, !dbg !91
  %14 = bitcast i32* %9 to <2 x i32>*, !dbg !91
  store <2 x i32> %12, <2 x i32>* %14, align 4, !dbg !91, !tbaa !94
  %15 = getelementptr inbounds i32, i32* %9, i64 2, !dbg !91
  %16 = bitcast i32* %15 to <2 x i32>*, !dbg !91
  store <2 x i32> %13, <2 x i32>* %16, align 4, !dbg !91, !tbaa !94
  %17 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !92
  %18 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !92
  %19 = add <2 x i32> %18, <i32 14, i32 14>, !dbg !92
  %20 = and <2 x i32> %17, <i32 63, i32 63>, !dbg !92
  %21 = and <2 x i32> %19, <i32 63, i32 63>, !dbg !92
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3, !dbg !88
  %23 = bitcast i32* %22 to <2 x i32>*, !dbg !98
  store <2 x i32> %20, <2 x i32>* %23, align 4, !dbg !98, !tbaa !94
  %24 = getelementptr inbounds i32, i32* %22, i64 2, !dbg !98
  %25 = bitcast i32* %24 to <2 x i32>*, !dbg !98
  store <2 x i32> %21, <2 x i32>* %25, align 4, !dbg !98, !tbaa !94
  %26 = sitofp <2 x i32> %7 to <2 x float>, !dbg !93
  %27 = sitofp <2 x i32> %8 to <2 x float>, !dbg !93
  %28 = fmul <2 x float> %26, <float 5.000000e-01, float 5.000000e-01>, !dbg !99
  %29 = fmul <2 x float> %27, <float 5.000000e-01, float 5.000000e-01>, !dbg !99
  %30 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3, !dbg !88
  %31 = bitcast float* %30 to <2 x float>*, !dbg !100
  store <2 x float> %28, <2 x float>* %31, align 4, !dbg !100, !tbaa !101
  %32 = getelementptr inbounds float, float* %30, i64 2, !dbg !100
  %33 = bitcast float* %32 to <2 x float>*, !dbg !100
  store <2 x float> %29, <2 x float>* %33, align 4, !dbg !100, !tbaa !101
  %34 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !88
  %35 = bitcast float* %34 to <2 x float>*, !dbg !103
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %35, align 4, !dbg !103, !tbaa !101
  %36 = getelementptr inbounds float, float* %34, i64 2, !dbg !103
  %37 = bitcast float* %36 to <2 x float>*, !dbg !103
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %37, align 4, !dbg !103, !tbaa !101
  %38 = trunc <2 x i64> %4 to <2 x i32>, !dbg !104
  %39 = add <2 x i32> %38, <i32 1, i32 1>, !dbg !104
  %40 = trunc <2 x i64> %4 to <2 x i32>, !dbg !104
  %41 = add <2 x i32> %40, <i32 3, i32 3>, !dbg !104
  %42 = sitofp <2 x i32> %39 to <2 x double>, !dbg !104
  %43 = sitofp <2 x i32> %41 to <2 x double>, !dbg !104
  %44 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %42, !dbg !105
  %45 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %43, !dbg !105
  %46 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !88
  %47 = bitcast double* %46 to <2 x double>*, !dbg !106
  store <2 x double> %44, <2 x double>* %47, align 8, !dbg !106, !tbaa !107
  %48 = getelementptr inbounds double, double* %46, i64 2, !dbg !106
  %49 = bitcast double* %48 to <2 x double>*, !dbg !106
  store <2 x double> %45, <2 x double>* %49, align 8, !dbg !106, !tbaa !107
  %50 = add nuw i64 %3, 4, !dbg !88
  %51 = add <2 x i64> %4, <i64 4, i64 4>
  %52 = add <2 x i32> %5, <i32 4, i32 4>, !dbg !91
  %53 = add <2 x i32> %6, <i32 4, i32 4>, !dbg !92
  %54 = add <2 x i32> %7, <i32 4, i32 4>, !dbg !93
  %55 = icmp eq i64 %50, 256, !dbg !88
  br i1 %55, label %75, label %2, !dbg !88, !llvm.loop !109

56:                                               ; preds = %56, %75
  %57 = phi i64 [ %65, %56 ], [ 47, %75 ]
  %58 = phi i128 [ %60, %56 ], [ -36893488147419103231, %75 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !113, metadata !DIExpression()) #10, !dbg !123
  call void @llvm.dbg.value(metadata i128 %58, metadata !118, metadata !DIExpression()) #10, !dbg !123
  %59 = freeze i128 %58
  %60 = udiv i128 %59, 10, !dbg !125
  %61 = mul i128 %60, 10
  %62 = sub i128 %59, %61
  %63 = trunc i128 %62 to i8, !dbg !127
  %64 = or i8 %63, 48, !dbg !128
  %65 = add nsw i64 %57, -1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %65, metadata !113, metadata !DIExpression()) #10, !dbg !123
  %66 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %65, !dbg !130
  store i8 %64, i8* %66, align 1, !dbg !131, !tbaa !132
  call void @llvm.dbg.value(metadata i128 %60, metadata !118, metadata !DIExpression()) #10, !dbg !123
  %67 = icmp ult i128 %58, 10, !dbg !133
  br i1 %67, label %68, label %56, !dbg !133, !llvm.loop !134

68:                                               ; preds = %56
  %69 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8, !dbg !130
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %69) #10, !dbg !137
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %99) #10, !dbg !138
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206), !dbg !139
  call void @llvm.dbg.value(metadata fp128 0xL18469898CC51701C3FFEDD21FB54442D, metadata !80, metadata !DIExpression()), !dbg !140
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !141
  call void @llvm.dbg.value(metadata half 0xH3E00, metadata !81, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata half 0xH3400, metadata !82, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata half 0xH40C0, metadata !83, metadata !DIExpression()), !dbg !140
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00), !dbg !142
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !84, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !85, metadata !DIExpression()), !dbg !140
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !143
  ret i32 0, !dbg !144

75:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !145
  tail call fastcc void @saxpy(), !dbg !146
  %76 = tail call fastcc i32 @sum_ints(), !dbg !147
  %77 = tail call fastcc i8 @clamp_max(), !dbg !148
  %78 = zext i8 %77 to i32, !dbg !148
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %76, i32 noundef %78), !dbg !149
  %80 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 4, !dbg !150, !tbaa !101
  %81 = fpext float %80 to double, !dbg !150
  %82 = tail call fastcc double @dot(), !dbg !151
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %81, double noundef %82), !dbg !152
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !62, metadata !DIExpression()), !dbg !140
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !153
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !75, metadata !DIExpression()), !dbg !140
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !154
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef 12), !dbg !155
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !156
  call void @llvm.dbg.value(metadata i32 -1, metadata !76, metadata !DIExpression()), !dbg !157
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !157
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression()), !dbg !157
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression()), !dbg !157
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 3, metadata !76, metadata !DIExpression()), !dbg !157
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 4, metadata !76, metadata !DIExpression()), !dbg !157
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 5, metadata !76, metadata !DIExpression()), !dbg !157
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 6, metadata !76, metadata !DIExpression()), !dbg !157
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 7, metadata !76, metadata !DIExpression()), !dbg !157
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !158
  call void @llvm.dbg.value(metadata i32 8, metadata !76, metadata !DIExpression()), !dbg !157
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !160
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !78, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i128 12297829382473034410, metadata !79, metadata !DIExpression()), !dbg !140
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)), !dbg !161
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !118, metadata !DIExpression()) #10, !dbg !123
  %99 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0, !dbg !162
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %99) #10, !dbg !162
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !119, metadata !DIExpression()) #10, !dbg !163
  call void @llvm.dbg.value(metadata i32 47, metadata !113, metadata !DIExpression()) #10, !dbg !123
  %100 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47, !dbg !164
  store i8 0, i8* %100, align 1, !dbg !165, !tbaa !132
  br label %56, !dbg !135
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #3 !dbg !166 {
  call void @llvm.dbg.value(metadata i32 3, metadata !177, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 256, metadata !178, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 0, metadata !179, metadata !DIExpression()), !dbg !182
  br label %1, !dbg !183

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ], !dbg !184
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !184
  %4 = bitcast i32* %3 to <4 x i32>*, !dbg !186
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !dbg !186, !tbaa !94
  %6 = getelementptr inbounds i32, i32* %3, i64 4, !dbg !186
  %7 = bitcast i32* %6 to <4 x i32>*, !dbg !186
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !dbg !186, !tbaa !94
  %9 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !187
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !187
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2, !dbg !184
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !188
  %13 = load <4 x i32>, <4 x i32>* %12, align 4, !dbg !188, !tbaa !94
  %14 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !188
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !188
  %16 = load <4 x i32>, <4 x i32>* %15, align 4, !dbg !188, !tbaa !94
  %17 = ashr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !189
  %18 = ashr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>, !dbg !189
  %19 = add nsw <4 x i32> %17, %9, !dbg !190
  %20 = add nsw <4 x i32> %18, %10, !dbg !190
  %21 = bitcast i32* %3 to <4 x i32>*, !dbg !191
  store <4 x i32> %19, <4 x i32>* %21, align 4, !dbg !191, !tbaa !94
  %22 = bitcast i32* %6 to <4 x i32>*, !dbg !191
  store <4 x i32> %20, <4 x i32>* %22, align 4, !dbg !191, !tbaa !94
  %23 = add nuw i64 %2, 8, !dbg !184
  %24 = icmp eq i64 %23, 256, !dbg !184
  br i1 %24, label %25, label %1, !dbg !184, !llvm.loop !192

25:                                               ; preds = %1
  ret void, !dbg !194
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 !dbg !195 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !206, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 256, metadata !207, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !208, metadata !DIExpression()), !dbg !211
  br label %1, !dbg !212

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !213
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2, !dbg !213
  %4 = bitcast float* %3 to <4 x float>*, !dbg !215
  %5 = load <4 x float>, <4 x float>* %4, align 4, !dbg !215, !tbaa !101
  %6 = getelementptr inbounds float, float* %3, i64 4, !dbg !215
  %7 = bitcast float* %6 to <4 x float>*, !dbg !215
  %8 = load <4 x float>, <4 x float>* %7, align 4, !dbg !215, !tbaa !101
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !213
  %10 = bitcast float* %9 to <4 x float>*, !dbg !216
  %11 = load <4 x float>, <4 x float>* %10, align 4, !dbg !216, !tbaa !101
  %12 = getelementptr inbounds float, float* %9, i64 4, !dbg !216
  %13 = bitcast float* %12 to <4 x float>*, !dbg !216
  %14 = load <4 x float>, <4 x float>* %13, align 4, !dbg !216, !tbaa !101
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11), !dbg !217
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14), !dbg !217
  %17 = bitcast float* %9 to <4 x float>*, !dbg !218
  store <4 x float> %15, <4 x float>* %17, align 4, !dbg !218, !tbaa !101
  %18 = bitcast float* %12 to <4 x float>*, !dbg !218
  store <4 x float> %16, <4 x float>* %18, align 4, !dbg !218, !tbaa !101
  %19 = add nuw i64 %2, 8, !dbg !213
  %20 = icmp eq i64 %19, 256, !dbg !213
  br i1 %20, label %21, label %1, !dbg !213, !llvm.loop !219

21:                                               ; preds = %1
  ret void, !dbg !221
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #6 !dbg !222 {
  call void @llvm.dbg.value(metadata i32 256, metadata !227, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !229, metadata !DIExpression()), !dbg !232
  br label %1, !dbg !233

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !234
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !234
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !236
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !dbg !236, !tbaa !94
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !236
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !236
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !dbg !236, !tbaa !94
  %11 = add <4 x i32> %7, %3, !dbg !237
  %12 = add <4 x i32> %10, %4, !dbg !237
  %13 = add nuw i64 %2, 8, !dbg !234
  %14 = icmp eq i64 %13, 256, !dbg !234
  br i1 %14, label %15, label %1, !dbg !234, !llvm.loop !238

15:                                               ; preds = %1
  %16 = add <4 x i32> %12, %11, !dbg !233
  %17 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %16), !dbg !233
  ret i32 %17, !dbg !240
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #6 !dbg !241 {
  call void @llvm.dbg.value(metadata i32 256, metadata !246, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 0, metadata !247, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 0, metadata !248, metadata !DIExpression()), !dbg !251
  br label %1, !dbg !252

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !253
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %13, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %14, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !253
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !255
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !dbg !255, !tbaa !94
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !255
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !255
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !dbg !255, !tbaa !94
  %11 = icmp sgt <4 x i32> %7, %3, !dbg !256
  %12 = icmp sgt <4 x i32> %10, %4, !dbg !256
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3, !dbg !255
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4, !dbg !255
  %15 = add nuw i64 %2, 8, !dbg !253
  %16 = icmp eq i64 %15, 256, !dbg !253
  br i1 %16, label %17, label %1, !dbg !253, !llvm.loop !257

17:                                               ; preds = %1
  %18 = icmp sgt <4 x i32> %13, %14, !dbg !252
  %19 = select <4 x i1> %18, <4 x i32> %13, <4 x i32> %14, !dbg !252
  %20 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %19), !dbg !252
  %21 = icmp slt i32 %20, 255, !dbg !259
  %22 = select i1 %21, i32 %20, i32 255, !dbg !259
  %23 = trunc i32 %22 to i8, !dbg !260
  ret i8 %23, !dbg !261
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #7 !dbg !262 {
  call void @llvm.dbg.value(metadata i32 256, metadata !270, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !271, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()), !dbg !275
  br label %1, !dbg !276

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !277
  %3 = phi double [ 0.000000e+00, %0 ], [ %18, %1 ]
  %4 = or i64 %2, 1, !dbg !277
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %2, !dbg !277
  %6 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %4, !dbg !277
  %7 = load double, double* %5, align 8, !dbg !277, !tbaa !107
  %8 = load double, double* %6, align 8, !dbg !277, !tbaa !107
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !277
  %10 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %4, !dbg !277
  %11 = load float, float* %9, align 4, !dbg !277, !tbaa !101
  %12 = load float, float* %10, align 4, !dbg !277, !tbaa !101
  %13 = fpext float %11 to double, !dbg !277
  %14 = fpext float %12 to double, !dbg !277
  %15 = fmul double %7, %13
  %16 = fmul double %8, %14
  %17 = fadd double %3, %15
  %18 = fadd double %17, %16
  %19 = add nuw i64 %2, 2, !dbg !277
  %20 = icmp eq i64 %19, 256, !dbg !277
  br i1 %20, label %21, label %1, !dbg !277, !llvm.loop !279

21:                                               ; preds = %1
  ret double %18, !dbg !281
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
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
!30 = distinct !DIGlobalVariable(name: "c", scope: !31, file: !3, line: 96, type: !40, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !32, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!35 = !{!36, !37, !38}
!36 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 94, type: !34)
!37 = !DILocalVariable(name: "r", scope: !31, file: !3, line: 95, type: !34)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 97, type: !10)
!39 = distinct !DILexicalBlock(scope: !31, file: !3, line: 97, column: 3)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 512, elements: !42)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 1, !"branch-target-enforcement", i32 0}
!48 = !{i32 1, !"sign-return-address", i32 0}
!49 = !{i32 1, !"sign-return-address-all", i32 0}
!50 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!51 = !{i32 7, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 1}
!54 = !{i32 7, !"frame-pointer", i32 1}
!55 = !{!"Debian clang version 14.0.6"}
!56 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !57, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!10}
!59 = !{!60, !62, !75, !76, !78, !79, !80, !81, !82, !83, !84, !85}
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 102, type: !10)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 102, column: 3)
!62 = !DILocalVariable(name: "p", scope: !56, file: !3, line: 114, type: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !64)
!64 = !{!65, !66, !67, !69}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !63, file: !3, line: 42, baseType: !5, size: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !63, file: !3, line: 43, baseType: !6, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !63, file: !3, line: 44, baseType: !68, size: 32)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !42)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !63, file: !3, line: 45, baseType: !70, size: 32)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !63, file: !3, line: 45, size: 32, elements: !71)
!71 = !{!72, !73, !74}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !70, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !70, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !70, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!75 = !DILocalVariable(name: "x", scope: !56, file: !3, line: 117, type: !6)
!76 = !DILocalVariable(name: "d", scope: !77, file: !3, line: 123, type: !10)
!77 = distinct !DILexicalBlock(scope: !56, file: !3, line: 123, column: 3)
!78 = !DILocalVariable(name: "big", scope: !56, file: !3, line: 128, type: !13)
!79 = !DILocalVariable(name: "neg", scope: !56, file: !3, line: 129, type: !7)
!80 = !DILocalVariable(name: "ld", scope: !56, file: !3, line: 137, type: !34)
!81 = !DILocalVariable(name: "h", scope: !56, file: !3, line: 141, type: !11)
!82 = !DILocalVariable(name: "h2", scope: !56, file: !3, line: 141, type: !11)
!83 = !DILocalVariable(name: "hs", scope: !56, file: !3, line: 142, type: !11)
!84 = !DILocalVariable(name: "nan", scope: !56, file: !3, line: 147, type: !5)
!85 = !DILocalVariable(name: "inf", scope: !56, file: !3, line: 147, type: !5)
!86 = !DILocation(line: 0, scope: !61)
!87 = !DILocation(line: 102, column: 3, scope: !61)
!88 = !DILocation(line: 107, column: 22, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 102, column: 31)
!90 = distinct !DILexicalBlock(scope: !61, file: !3, line: 102, column: 3)
!91 = !DILocation(line: 103, column: 11, scope: !89)
!92 = !DILocation(line: 104, column: 21, scope: !89)
!93 = !DILocation(line: 105, column: 13, scope: !89)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 104, column: 11, scope: !89)
!99 = !DILocation(line: 105, column: 22, scope: !89)
!100 = !DILocation(line: 105, column: 11, scope: !89)
!101 = !{!102, !102, i64 0}
!102 = !{!"float", !96, i64 0}
!103 = !DILocation(line: 106, column: 11, scope: !89)
!104 = !DILocation(line: 107, column: 19, scope: !89)
!105 = !DILocation(line: 107, column: 17, scope: !89)
!106 = !DILocation(line: 107, column: 11, scope: !89)
!107 = !{!108, !108, i64 0}
!108 = !{!"double", !96, i64 0}
!109 = distinct !{!109, !87, !110, !111, !112}
!110 = !DILocation(line: 108, column: 3, scope: !61)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !{!"llvm.loop.isvectorized", i32 1}
!113 = !DILocalVariable(name: "i", scope: !114, file: !3, line: 87, type: !10)
!114 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !115, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !13}
!117 = !{!118, !119, !113}
!118 = !DILocalVariable(name: "v", arg: 1, scope: !114, file: !3, line: 85, type: !13)
!119 = !DILocalVariable(name: "buf", scope: !114, file: !3, line: 86, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 48)
!123 = !DILocation(line: 0, scope: !114, inlinedAt: !124)
!124 = distinct !DILocation(line: 131, column: 3, scope: !56)
!125 = !DILocation(line: 89, column: 50, scope: !126, inlinedAt: !124)
!126 = distinct !DILexicalBlock(scope: !114, file: !3, line: 89, column: 6)
!127 = !DILocation(line: 89, column: 32, scope: !126, inlinedAt: !124)
!128 = !DILocation(line: 89, column: 30, scope: !126, inlinedAt: !124)
!129 = !DILocation(line: 89, column: 12, scope: !126, inlinedAt: !124)
!130 = !DILocation(line: 89, column: 8, scope: !126, inlinedAt: !124)
!131 = !DILocation(line: 89, column: 17, scope: !126, inlinedAt: !124)
!132 = !{!96, !96, i64 0}
!133 = !DILocation(line: 89, column: 57, scope: !126, inlinedAt: !124)
!134 = distinct !{!134, !135, !136, !111}
!135 = !DILocation(line: 89, column: 3, scope: !114, inlinedAt: !124)
!136 = !DILocation(line: 89, column: 67, scope: !114, inlinedAt: !124)
!137 = !DILocation(line: 90, column: 3, scope: !114, inlinedAt: !124)
!138 = !DILocation(line: 91, column: 1, scope: !114, inlinedAt: !124)
!139 = !DILocation(line: 132, column: 3, scope: !56)
!140 = !DILocation(line: 0, scope: !56)
!141 = !DILocation(line: 138, column: 3, scope: !56)
!142 = !DILocation(line: 143, column: 3, scope: !56)
!143 = !DILocation(line: 148, column: 3, scope: !56)
!144 = !DILocation(line: 149, column: 3, scope: !56)
!145 = !DILocation(line: 109, column: 3, scope: !56)
!146 = !DILocation(line: 110, column: 3, scope: !56)
!147 = !DILocation(line: 111, column: 29, scope: !56)
!148 = !DILocation(line: 111, column: 46, scope: !56)
!149 = !DILocation(line: 111, column: 3, scope: !56)
!150 = !DILocation(line: 112, column: 36, scope: !56)
!151 = !DILocation(line: 112, column: 44, scope: !56)
!152 = !DILocation(line: 112, column: 3, scope: !56)
!153 = !DILocation(line: 116, column: 3, scope: !56)
!154 = !DILocation(line: 118, column: 3, scope: !56)
!155 = !DILocation(line: 120, column: 3, scope: !56)
!156 = !DILocation(line: 121, column: 3, scope: !56)
!157 = !DILocation(line: 0, scope: !77)
!158 = !DILocation(line: 123, column: 33, scope: !159)
!159 = distinct !DILexicalBlock(scope: !77, file: !3, line: 123, column: 3)
!160 = !DILocation(line: 124, column: 3, scope: !56)
!161 = !DILocation(line: 130, column: 3, scope: !56)
!162 = !DILocation(line: 86, column: 3, scope: !114, inlinedAt: !124)
!163 = !DILocation(line: 86, column: 8, scope: !114, inlinedAt: !124)
!164 = !DILocation(line: 88, column: 3, scope: !114, inlinedAt: !124)
!165 = !DILocation(line: 88, column: 10, scope: !114, inlinedAt: !124)
!166 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !167, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !174)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169, !171, !10, !10}
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!174 = !{!175, !176, !177, !178, !179}
!175 = !DILocalVariable(name: "dst", arg: 1, scope: !166, file: !3, line: 25, type: !169)
!176 = !DILocalVariable(name: "src", arg: 2, scope: !166, file: !3, line: 25, type: !171)
!177 = !DILocalVariable(name: "k", arg: 3, scope: !166, file: !3, line: 25, type: !10)
!178 = !DILocalVariable(name: "n", arg: 4, scope: !166, file: !3, line: 25, type: !10)
!179 = !DILocalVariable(name: "i", scope: !180, file: !3, line: 26, type: !10)
!180 = distinct !DILexicalBlock(scope: !166, file: !3, line: 26, column: 3)
!181 = !DILocation(line: 0, scope: !166)
!182 = !DILocation(line: 0, scope: !180)
!183 = !DILocation(line: 26, column: 3, scope: !180)
!184 = !DILocation(line: 26, column: 26, scope: !185)
!185 = distinct !DILexicalBlock(scope: !180, file: !3, line: 26, column: 3)
!186 = !DILocation(line: 26, column: 40, scope: !185)
!187 = !DILocation(line: 26, column: 47, scope: !185)
!188 = !DILocation(line: 26, column: 54, scope: !185)
!189 = !DILocation(line: 26, column: 61, scope: !185)
!190 = !DILocation(line: 26, column: 51, scope: !185)
!191 = !DILocation(line: 26, column: 38, scope: !185)
!192 = distinct !{!192, !183, !193, !111, !112}
!193 = !DILocation(line: 26, column: 65, scope: !180)
!194 = !DILocation(line: 27, column: 1, scope: !166)
!195 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !196, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !198, !200, !5, !10}
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!203 = !{!204, !205, !206, !207, !208}
!204 = !DILocalVariable(name: "y", arg: 1, scope: !195, file: !3, line: 21, type: !198)
!205 = !DILocalVariable(name: "x", arg: 2, scope: !195, file: !3, line: 21, type: !200)
!206 = !DILocalVariable(name: "k", arg: 3, scope: !195, file: !3, line: 21, type: !5)
!207 = !DILocalVariable(name: "n", arg: 4, scope: !195, file: !3, line: 21, type: !10)
!208 = !DILocalVariable(name: "i", scope: !209, file: !3, line: 22, type: !10)
!209 = distinct !DILexicalBlock(scope: !195, file: !3, line: 22, column: 3)
!210 = !DILocation(line: 0, scope: !195)
!211 = !DILocation(line: 0, scope: !209)
!212 = !DILocation(line: 22, column: 3, scope: !209)
!213 = !DILocation(line: 22, column: 26, scope: !214)
!214 = distinct !DILexicalBlock(scope: !209, file: !3, line: 22, column: 3)
!215 = !DILocation(line: 22, column: 42, scope: !214)
!216 = !DILocation(line: 22, column: 49, scope: !214)
!217 = !DILocation(line: 22, column: 47, scope: !214)
!218 = !DILocation(line: 22, column: 36, scope: !214)
!219 = distinct !{!219, !212, !220, !111, !112}
!220 = !DILocation(line: 22, column: 52, scope: !209)
!221 = !DILocation(line: 23, column: 1, scope: !195)
!222 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !223, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!10, !172, !10}
!225 = !{!226, !227, !228, !229}
!226 = !DILocalVariable(name: "a", arg: 1, scope: !222, file: !3, line: 15, type: !172)
!227 = !DILocalVariable(name: "n", arg: 2, scope: !222, file: !3, line: 15, type: !10)
!228 = !DILocalVariable(name: "s", scope: !222, file: !3, line: 16, type: !10)
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 17, type: !10)
!230 = distinct !DILexicalBlock(scope: !222, file: !3, line: 17, column: 3)
!231 = !DILocation(line: 0, scope: !222)
!232 = !DILocation(line: 0, scope: !230)
!233 = !DILocation(line: 17, column: 3, scope: !230)
!234 = !DILocation(line: 17, column: 26, scope: !235)
!235 = distinct !DILexicalBlock(scope: !230, file: !3, line: 17, column: 3)
!236 = !DILocation(line: 17, column: 36, scope: !235)
!237 = !DILocation(line: 17, column: 33, scope: !235)
!238 = distinct !{!238, !233, !239, !111, !112}
!239 = !DILocation(line: 17, column: 39, scope: !230)
!240 = !DILocation(line: 18, column: 3, scope: !222)
!241 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !242, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!12, !172, !10}
!244 = !{!245, !246, !247, !248}
!245 = !DILocalVariable(name: "a", arg: 1, scope: !241, file: !3, line: 35, type: !172)
!246 = !DILocalVariable(name: "n", arg: 2, scope: !241, file: !3, line: 35, type: !10)
!247 = !DILocalVariable(name: "m", scope: !241, file: !3, line: 36, type: !10)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 37, type: !10)
!249 = distinct !DILexicalBlock(scope: !241, file: !3, line: 37, column: 3)
!250 = !DILocation(line: 0, scope: !241)
!251 = !DILocation(line: 0, scope: !249)
!252 = !DILocation(line: 37, column: 3, scope: !249)
!253 = !DILocation(line: 37, column: 26, scope: !254)
!254 = distinct !DILexicalBlock(scope: !249, file: !3, line: 37, column: 3)
!255 = !DILocation(line: 37, column: 35, scope: !254)
!256 = !DILocation(line: 37, column: 40, scope: !254)
!257 = distinct !{!257, !252, !258, !111, !112}
!258 = !DILocation(line: 37, column: 53, scope: !249)
!259 = !DILocation(line: 38, column: 26, scope: !241)
!260 = !DILocation(line: 38, column: 10, scope: !241)
!261 = !DILocation(line: 38, column: 3, scope: !241)
!262 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !263, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!263 = !DISubroutineType(types: !264)
!264 = !{!9, !265, !201, !10}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!267 = !{!268, !269, !270, !271, !272}
!268 = !DILocalVariable(name: "a", arg: 1, scope: !262, file: !3, line: 29, type: !265)
!269 = !DILocalVariable(name: "b", arg: 2, scope: !262, file: !3, line: 29, type: !201)
!270 = !DILocalVariable(name: "n", arg: 3, scope: !262, file: !3, line: 29, type: !10)
!271 = !DILocalVariable(name: "s", scope: !262, file: !3, line: 30, type: !9)
!272 = !DILocalVariable(name: "i", scope: !273, file: !3, line: 31, type: !10)
!273 = distinct !DILexicalBlock(scope: !262, file: !3, line: 31, column: 3)
!274 = !DILocation(line: 0, scope: !262)
!275 = !DILocation(line: 0, scope: !273)
!276 = !DILocation(line: 31, column: 3, scope: !273)
!277 = !DILocation(line: 31, column: 26, scope: !278)
!278 = distinct !DILexicalBlock(scope: !273, file: !3, line: 31, column: 3)
!279 = distinct !{!279, !276, !280, !111, !112}
!280 = !DILocation(line: 31, column: 54, scope: !273)
!281 = !DILocation(line: 32, column: 3, scope: !262)
