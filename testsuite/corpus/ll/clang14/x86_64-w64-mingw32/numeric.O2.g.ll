; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca [48 x i8], align 16
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !77
  br label %2, !dbg !78

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %28, %2 ], !dbg !79
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %29, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %30, %2 ], !dbg !82
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %31, %2 ], !dbg !83
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %32, %2 ], !dbg !84
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3, !dbg !79
  %9 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !82
  %10 = add <2 x i32> %9, <i32 -100, i32 -100>, !dbg !82
  %11 = bitcast i32* %8 to <2 x i32>*, !dbg !82
  store <2 x i32> %10, <2 x i32>* %11, align 8, !dbg !82, !tbaa !85
  %12 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !83
  %13 = and <2 x i32> %12, <i32 63, i32 63>, !dbg !83
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3, !dbg !79
  %15 = bitcast i32* %14 to <2 x i32>*, !dbg !89
  store <2 x i32> %13, <2 x i32>* %15, align 8, !dbg !89, !tbaa !85
  %16 = sitofp <2 x i32> %7 to <2 x float>, !dbg !84
  %17 = fmul <2 x float> %16, <float 5.000000e-01, float 5.000000e-01>, !dbg !90
  %18 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3, !dbg !79
  %19 = bitcast float* %18 to <2 x float>*, !dbg !91
  store <2 x float> %17, <2 x float>* %19, align 8, !dbg !91, !tbaa !92
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !79
  %21 = bitcast float* %20 to <2 x float>*, !dbg !94
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %21, align 8, !dbg !94, !tbaa !92
  %22 = trunc <2 x i64> %4 to <2 x i32>, !dbg !95
  %23 = add <2 x i32> %22, <i32 1, i32 1>, !dbg !95
  %24 = sitofp <2 x i32> %23 to <2 x double>, !dbg !95
  %25 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %24, !dbg !96
  %26 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !79
  %27 = bitcast double* %26 to <2 x double>*, !dbg !97
  store <2 x double> %25, <2 x double>* %27, align 16, !dbg !97, !tbaa !98
  %28 = add nuw i64 %3, 2, !dbg !79
  %29 = add <2 x i64> %4, <i64 2, i64 2>
  %30 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !82
  %31 = add <2 x i32> %6, <i32 2, i32 2>, !dbg !83
  %32 = add <2 x i32> %7, <i32 2, i32 2>, !dbg !84
  %33 = icmp eq i64 %28, 256, !dbg !79
  br i1 %33, label %60, label %2, !dbg !79, !llvm.loop !100

34:                                               ; preds = %46, %60
  %35 = phi i64 [ 47, %60 ], [ %50, %46 ]
  %36 = phi i128 [ -36893488147419103231, %60 ], [ %52, %46 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !104, metadata !DIExpression()) #10, !dbg !114
  call void @llvm.dbg.value(metadata i128 %36, metadata !109, metadata !DIExpression()) #10, !dbg !114
  %37 = freeze i128 %36
  %38 = udiv i128 %37, 10, !dbg !116
  %39 = mul i128 %38, 10
  %40 = sub i128 %37, %39
  %41 = trunc i128 %40 to i8, !dbg !118
  %42 = or i8 %41, 48, !dbg !119
  %43 = add nsw i64 %35, -1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %43, metadata !104, metadata !DIExpression()) #10, !dbg !114
  %44 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %43, !dbg !121
  store i8 %42, i8* %44, align 1, !dbg !122, !tbaa !123
  call void @llvm.dbg.value(metadata i128 undef, metadata !109, metadata !DIExpression()) #10, !dbg !114
  %45 = icmp ult i128 %36, 10, !dbg !124
  br i1 %45, label %53, label %46, !dbg !124, !llvm.loop !125

46:                                               ; preds = %34
  call void @llvm.dbg.value(metadata i128 %38, metadata !109, metadata !DIExpression()) #10, !dbg !114
  call void @llvm.dbg.value(metadata i64 %43, metadata !104, metadata !DIExpression()) #10, !dbg !114
  call void @llvm.dbg.value(metadata i128 undef, metadata !109, metadata !DIExpression()) #10, !dbg !114
  %47 = urem i128 %38, 10, !dbg !128
  %48 = trunc i128 %47 to i8, !dbg !118
  %49 = or i8 %48, 48, !dbg !119
  %50 = add nsw i64 %35, -2, !dbg !120
  call void @llvm.dbg.value(metadata i64 %50, metadata !104, metadata !DIExpression()) #10, !dbg !114
  %51 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %50, !dbg !121
  store i8 %49, i8* %51, align 1, !dbg !122, !tbaa !123
  %52 = udiv i128 %36, 100, !dbg !116
  call void @llvm.dbg.value(metadata i128 %52, metadata !109, metadata !DIExpression()) #10, !dbg !114
  br label %34

53:                                               ; preds = %34
  %54 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8, !dbg !121
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %54) #10, !dbg !129
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %84) #10, !dbg !130
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206), !dbg !131
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFEEE90FDAA22168C23, metadata !73, metadata !DIExpression()), !dbg !132
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !133
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00), !dbg !134
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !74, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !75, metadata !DIExpression()), !dbg !132
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !135
  ret i32 0, !dbg !136

60:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !137
  tail call fastcc void @saxpy(), !dbg !138
  %61 = tail call fastcc i32 @sum_ints(), !dbg !139
  %62 = tail call fastcc i8 @clamp_max(), !dbg !140
  %63 = zext i8 %62 to i32, !dbg !140
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %61, i32 noundef %63), !dbg !141
  %65 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !dbg !142, !tbaa !92
  %66 = fpext float %65 to double, !dbg !142
  %67 = tail call fastcc double @dot(), !dbg !143
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %66, double noundef %67), !dbg !144
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !55, metadata !DIExpression()), !dbg !132
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !145
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !68, metadata !DIExpression()), !dbg !132
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !146
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef 12), !dbg !147
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !148
  call void @llvm.dbg.value(metadata i32 -1, metadata !69, metadata !DIExpression()), !dbg !149
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !149
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 1, metadata !69, metadata !DIExpression()), !dbg !149
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 2, metadata !69, metadata !DIExpression()), !dbg !149
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 3, metadata !69, metadata !DIExpression()), !dbg !149
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 4, metadata !69, metadata !DIExpression()), !dbg !149
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 5, metadata !69, metadata !DIExpression()), !dbg !149
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 6, metadata !69, metadata !DIExpression()), !dbg !149
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 7, metadata !69, metadata !DIExpression()), !dbg !149
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 8, metadata !69, metadata !DIExpression()), !dbg !149
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !152
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !71, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i128 12297829382473034410, metadata !72, metadata !DIExpression()), !dbg !132
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)), !dbg !153
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !109, metadata !DIExpression()) #10, !dbg !114
  %84 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %84) #10, !dbg !154
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !110, metadata !DIExpression()) #10, !dbg !155
  call void @llvm.dbg.value(metadata i32 47, metadata !104, metadata !DIExpression()) #10, !dbg !114
  %85 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47, !dbg !156
  store i8 0, i8* %85, align 1, !dbg !157, !tbaa !123
  br label %34, !dbg !126
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #3 !dbg !158 {
  call void @llvm.dbg.value(metadata i32 3, metadata !169, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 256, metadata !170, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 0, metadata !171, metadata !DIExpression()), !dbg !174
  br label %1, !dbg !175

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ], !dbg !176
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !176
  %4 = bitcast i32* %3 to <4 x i32>*, !dbg !178
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !178, !tbaa !85
  %6 = getelementptr inbounds i32, i32* %3, i64 4, !dbg !178
  %7 = bitcast i32* %6 to <4 x i32>*, !dbg !178
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !dbg !178, !tbaa !85
  %9 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !179
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !179
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2, !dbg !176
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !180
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !dbg !180, !tbaa !85
  %14 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !180
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !180
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !180, !tbaa !85
  %17 = ashr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !181
  %18 = ashr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>, !dbg !181
  %19 = add nsw <4 x i32> %17, %9, !dbg !182
  %20 = add nsw <4 x i32> %18, %10, !dbg !182
  %21 = bitcast i32* %3 to <4 x i32>*, !dbg !183
  store <4 x i32> %19, <4 x i32>* %21, align 16, !dbg !183, !tbaa !85
  %22 = bitcast i32* %6 to <4 x i32>*, !dbg !183
  store <4 x i32> %20, <4 x i32>* %22, align 16, !dbg !183, !tbaa !85
  %23 = add nuw i64 %2, 8, !dbg !176
  %24 = icmp eq i64 %23, 256, !dbg !176
  br i1 %24, label %25, label %1, !dbg !176, !llvm.loop !184

25:                                               ; preds = %1
  ret void, !dbg !186
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 !dbg !187 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !198, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32 256, metadata !199, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !203
  br label %1, !dbg !204

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %36, %1 ], !dbg !205
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2, !dbg !205
  %4 = bitcast float* %3 to <4 x float>*, !dbg !207
  %5 = load <4 x float>, <4 x float>* %4, align 16, !dbg !207, !tbaa !92
  %6 = getelementptr inbounds float, float* %3, i64 4, !dbg !207
  %7 = bitcast float* %6 to <4 x float>*, !dbg !207
  %8 = load <4 x float>, <4 x float>* %7, align 16, !dbg !207, !tbaa !92
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !205
  %10 = bitcast float* %9 to <4 x float>*, !dbg !208
  %11 = load <4 x float>, <4 x float>* %10, align 16, !dbg !208, !tbaa !92
  %12 = getelementptr inbounds float, float* %9, i64 4, !dbg !208
  %13 = bitcast float* %12 to <4 x float>*, !dbg !208
  %14 = load <4 x float>, <4 x float>* %13, align 16, !dbg !208, !tbaa !92
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11), !dbg !209
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14), !dbg !209
  %17 = bitcast float* %9 to <4 x float>*, !dbg !210
  store <4 x float> %15, <4 x float>* %17, align 16, !dbg !210, !tbaa !92
  %18 = bitcast float* %12 to <4 x float>*, !dbg !210
  store <4 x float> %16, <4 x float>* %18, align 16, !dbg !210, !tbaa !92
  %19 = or i64 %2, 8, !dbg !205
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %19, !dbg !205
  %21 = bitcast float* %20 to <4 x float>*, !dbg !207
  %22 = load <4 x float>, <4 x float>* %21, align 16, !dbg !207, !tbaa !92
  %23 = getelementptr inbounds float, float* %20, i64 4, !dbg !207
  %24 = bitcast float* %23 to <4 x float>*, !dbg !207
  %25 = load <4 x float>, <4 x float>* %24, align 16, !dbg !207, !tbaa !92
  %26 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %19, !dbg !205
  %27 = bitcast float* %26 to <4 x float>*, !dbg !208
  %28 = load <4 x float>, <4 x float>* %27, align 16, !dbg !208, !tbaa !92
  %29 = getelementptr inbounds float, float* %26, i64 4, !dbg !208
  %30 = bitcast float* %29 to <4 x float>*, !dbg !208
  %31 = load <4 x float>, <4 x float>* %30, align 16, !dbg !208, !tbaa !92
  %32 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %28), !dbg !209
  %33 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %31), !dbg !209
  %34 = bitcast float* %26 to <4 x float>*, !dbg !210
  store <4 x float> %32, <4 x float>* %34, align 16, !dbg !210, !tbaa !92
  %35 = bitcast float* %29 to <4 x float>*, !dbg !210
  store <4 x float> %33, <4 x float>* %35, align 16, !dbg !210, !tbaa !92
  %36 = add nuw nsw i64 %2, 16, !dbg !205
  %37 = icmp eq i64 %36, 256, !dbg !205
  br i1 %37, label %38, label %1, !dbg !205, !llvm.loop !211

38:                                               ; preds = %1
  ret void, !dbg !213
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #6 !dbg !214 {
  call void @llvm.dbg.value(metadata i32 256, metadata !219, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !220, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !221, metadata !DIExpression()), !dbg !224
  br label %1, !dbg !225

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %40, %1 ], !dbg !226
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %38, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %39, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !226
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !228
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !228, !tbaa !85
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !228
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !228
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !228, !tbaa !85
  %11 = add <4 x i32> %7, %3, !dbg !229
  %12 = add <4 x i32> %10, %4, !dbg !229
  %13 = or i64 %2, 8, !dbg !226
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %13, !dbg !226
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !228
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !228, !tbaa !85
  %17 = getelementptr inbounds i32, i32* %14, i64 4, !dbg !228
  %18 = bitcast i32* %17 to <4 x i32>*, !dbg !228
  %19 = load <4 x i32>, <4 x i32>* %18, align 16, !dbg !228, !tbaa !85
  %20 = add <4 x i32> %16, %11, !dbg !229
  %21 = add <4 x i32> %19, %12, !dbg !229
  %22 = or i64 %2, 16, !dbg !226
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %22, !dbg !226
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !228
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !dbg !228, !tbaa !85
  %26 = getelementptr inbounds i32, i32* %23, i64 4, !dbg !228
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !228
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !dbg !228, !tbaa !85
  %29 = add <4 x i32> %25, %20, !dbg !229
  %30 = add <4 x i32> %28, %21, !dbg !229
  %31 = or i64 %2, 24, !dbg !226
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %31, !dbg !226
  %33 = bitcast i32* %32 to <4 x i32>*, !dbg !228
  %34 = load <4 x i32>, <4 x i32>* %33, align 16, !dbg !228, !tbaa !85
  %35 = getelementptr inbounds i32, i32* %32, i64 4, !dbg !228
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !228
  %37 = load <4 x i32>, <4 x i32>* %36, align 16, !dbg !228, !tbaa !85
  %38 = add <4 x i32> %34, %29, !dbg !229
  %39 = add <4 x i32> %37, %30, !dbg !229
  %40 = add nuw nsw i64 %2, 32, !dbg !226
  %41 = icmp eq i64 %40, 256, !dbg !226
  br i1 %41, label %42, label %1, !dbg !226, !llvm.loop !230

42:                                               ; preds = %1
  %43 = add <4 x i32> %39, %38, !dbg !225
  %44 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %43), !dbg !225
  ret i32 %44, !dbg !232
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #6 !dbg !233 {
  call void @llvm.dbg.value(metadata i32 256, metadata !238, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !239, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !240, metadata !DIExpression()), !dbg !243
  br label %1, !dbg !244

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ], !dbg !245
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %24, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %25, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !245
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !247
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !247, !tbaa !85
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !247
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !247
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !247, !tbaa !85
  %11 = icmp sgt <4 x i32> %7, %3, !dbg !248
  %12 = icmp sgt <4 x i32> %10, %4, !dbg !248
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3, !dbg !247
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4, !dbg !247
  %15 = or i64 %2, 8, !dbg !245
  %16 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %15, !dbg !245
  %17 = bitcast i32* %16 to <4 x i32>*, !dbg !247
  %18 = load <4 x i32>, <4 x i32>* %17, align 16, !dbg !247, !tbaa !85
  %19 = getelementptr inbounds i32, i32* %16, i64 4, !dbg !247
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !247
  %21 = load <4 x i32>, <4 x i32>* %20, align 16, !dbg !247, !tbaa !85
  %22 = icmp sgt <4 x i32> %18, %13, !dbg !248
  %23 = icmp sgt <4 x i32> %21, %14, !dbg !248
  %24 = select <4 x i1> %22, <4 x i32> %18, <4 x i32> %13, !dbg !247
  %25 = select <4 x i1> %23, <4 x i32> %21, <4 x i32> %14, !dbg !247
  %26 = add nuw nsw i64 %2, 16, !dbg !245
  %27 = icmp eq i64 %26, 256, !dbg !245
  br i1 %27, label %28, label %1, !dbg !245, !llvm.loop !249

28:                                               ; preds = %1
  %29 = icmp sgt <4 x i32> %24, %25, !dbg !244
  %30 = select <4 x i1> %29, <4 x i32> %24, <4 x i32> %25, !dbg !244
  %31 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %30), !dbg !244
  %32 = icmp slt i32 %31, 255, !dbg !251
  %33 = select i1 %32, i32 %31, i32 255, !dbg !251
  %34 = trunc i32 %33 to i8, !dbg !252
  ret i8 %34, !dbg !253
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #7 !dbg !254 {
  call void @llvm.dbg.value(metadata i32 256, metadata !262, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !263, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i32 0, metadata !264, metadata !DIExpression()), !dbg !267
  br label %2, !dbg !268

1:                                                ; preds = %2
  ret double %17, !dbg !269

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !264, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata double %4, metadata !263, metadata !DIExpression()), !dbg !266
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !270
  %6 = load double, double* %5, align 16, !dbg !270, !tbaa !98
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !272
  %8 = load float, float* %7, align 8, !dbg !272, !tbaa !92
  %9 = fpext float %8 to double, !dbg !273
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !274
  call void @llvm.dbg.value(metadata double %10, metadata !263, metadata !DIExpression()), !dbg !266
  %11 = or i64 %3, 1, !dbg !275
  call void @llvm.dbg.value(metadata i64 %11, metadata !264, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata i64 %11, metadata !264, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata double %10, metadata !263, metadata !DIExpression()), !dbg !266
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %11, !dbg !270
  %13 = load double, double* %12, align 8, !dbg !270, !tbaa !98
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %11, !dbg !272
  %15 = load float, float* %14, align 4, !dbg !272, !tbaa !92
  %16 = fpext float %15 to double, !dbg !273
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !274
  call void @llvm.dbg.value(metadata double %17, metadata !263, metadata !DIExpression()), !dbg !266
  %18 = add nuw nsw i64 %3, 2, !dbg !275
  call void @llvm.dbg.value(metadata i64 %18, metadata !264, metadata !DIExpression()), !dbg !267
  %19 = icmp eq i64 %18, 256, !dbg !276
  br i1 %19, label %1, label %2, !dbg !268, !llvm.loop !277
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47}
!llvm.ident = !{!48}

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
!45 = !{i32 1, !"wchar_size", i32 2}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{!"Debian clang version 14.0.6"}
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !50, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!10}
!52 = !{!53, !55, !68, !69, !71, !72, !73, !74, !75}
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 102, type: !10)
!54 = distinct !DILexicalBlock(scope: !49, file: !3, line: 102, column: 3)
!55 = !DILocalVariable(name: "p", scope: !49, file: !3, line: 114, type: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !57)
!57 = !{!58, !59, !60, !62}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !56, file: !3, line: 42, baseType: !5, size: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !56, file: !3, line: 43, baseType: !6, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !56, file: !3, line: 44, baseType: !61, size: 32)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !41)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !56, file: !3, line: 45, baseType: !63, size: 32)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !56, file: !3, line: 45, size: 32, elements: !64)
!64 = !{!65, !66, !67}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !63, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !63, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !63, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!68 = !DILocalVariable(name: "x", scope: !49, file: !3, line: 117, type: !6)
!69 = !DILocalVariable(name: "d", scope: !70, file: !3, line: 123, type: !10)
!70 = distinct !DILexicalBlock(scope: !49, file: !3, line: 123, column: 3)
!71 = !DILocalVariable(name: "big", scope: !49, file: !3, line: 128, type: !12)
!72 = !DILocalVariable(name: "neg", scope: !49, file: !3, line: 129, type: !7)
!73 = !DILocalVariable(name: "ld", scope: !49, file: !3, line: 137, type: !33)
!74 = !DILocalVariable(name: "nan", scope: !49, file: !3, line: 147, type: !5)
!75 = !DILocalVariable(name: "inf", scope: !49, file: !3, line: 147, type: !5)
!76 = !DILocation(line: 137, column: 15, scope: !49)
!77 = !DILocation(line: 0, scope: !54)
!78 = !DILocation(line: 102, column: 3, scope: !54)
!79 = !DILocation(line: 107, column: 22, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 102, column: 31)
!81 = distinct !DILexicalBlock(scope: !54, file: !3, line: 102, column: 3)
!82 = !DILocation(line: 103, column: 11, scope: !80)
!83 = !DILocation(line: 104, column: 21, scope: !80)
!84 = !DILocation(line: 105, column: 13, scope: !80)
!85 = !{!86, !86, i64 0}
!86 = !{!"int", !87, i64 0}
!87 = !{!"omnipotent char", !88, i64 0}
!88 = !{!"Simple C/C++ TBAA"}
!89 = !DILocation(line: 104, column: 11, scope: !80)
!90 = !DILocation(line: 105, column: 22, scope: !80)
!91 = !DILocation(line: 105, column: 11, scope: !80)
!92 = !{!93, !93, i64 0}
!93 = !{!"float", !87, i64 0}
!94 = !DILocation(line: 106, column: 11, scope: !80)
!95 = !DILocation(line: 107, column: 19, scope: !80)
!96 = !DILocation(line: 107, column: 17, scope: !80)
!97 = !DILocation(line: 107, column: 11, scope: !80)
!98 = !{!99, !99, i64 0}
!99 = !{!"double", !87, i64 0}
!100 = distinct !{!100, !78, !101, !102, !103}
!101 = !DILocation(line: 108, column: 3, scope: !54)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !{!"llvm.loop.isvectorized", i32 1}
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 87, type: !10)
!105 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !106, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !12}
!108 = !{!109, !110, !104}
!109 = !DILocalVariable(name: "v", arg: 1, scope: !105, file: !3, line: 85, type: !12)
!110 = !DILocalVariable(name: "buf", scope: !105, file: !3, line: 86, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 48)
!114 = !DILocation(line: 0, scope: !105, inlinedAt: !115)
!115 = distinct !DILocation(line: 131, column: 3, scope: !49)
!116 = !DILocation(line: 89, column: 50, scope: !117, inlinedAt: !115)
!117 = distinct !DILexicalBlock(scope: !105, file: !3, line: 89, column: 6)
!118 = !DILocation(line: 89, column: 32, scope: !117, inlinedAt: !115)
!119 = !DILocation(line: 89, column: 30, scope: !117, inlinedAt: !115)
!120 = !DILocation(line: 89, column: 12, scope: !117, inlinedAt: !115)
!121 = !DILocation(line: 89, column: 8, scope: !117, inlinedAt: !115)
!122 = !DILocation(line: 89, column: 17, scope: !117, inlinedAt: !115)
!123 = !{!87, !87, i64 0}
!124 = !DILocation(line: 89, column: 57, scope: !117, inlinedAt: !115)
!125 = distinct !{!125, !126, !127, !102}
!126 = !DILocation(line: 89, column: 3, scope: !105, inlinedAt: !115)
!127 = !DILocation(line: 89, column: 67, scope: !105, inlinedAt: !115)
!128 = !DILocation(line: 89, column: 40, scope: !117, inlinedAt: !115)
!129 = !DILocation(line: 90, column: 3, scope: !105, inlinedAt: !115)
!130 = !DILocation(line: 91, column: 1, scope: !105, inlinedAt: !115)
!131 = !DILocation(line: 132, column: 3, scope: !49)
!132 = !DILocation(line: 0, scope: !49)
!133 = !DILocation(line: 138, column: 3, scope: !49)
!134 = !DILocation(line: 145, column: 3, scope: !49)
!135 = !DILocation(line: 148, column: 3, scope: !49)
!136 = !DILocation(line: 149, column: 3, scope: !49)
!137 = !DILocation(line: 109, column: 3, scope: !49)
!138 = !DILocation(line: 110, column: 3, scope: !49)
!139 = !DILocation(line: 111, column: 29, scope: !49)
!140 = !DILocation(line: 111, column: 46, scope: !49)
!141 = !DILocation(line: 111, column: 3, scope: !49)
!142 = !DILocation(line: 112, column: 36, scope: !49)
!143 = !DILocation(line: 112, column: 44, scope: !49)
!144 = !DILocation(line: 112, column: 3, scope: !49)
!145 = !DILocation(line: 116, column: 3, scope: !49)
!146 = !DILocation(line: 118, column: 3, scope: !49)
!147 = !DILocation(line: 120, column: 3, scope: !49)
!148 = !DILocation(line: 121, column: 3, scope: !49)
!149 = !DILocation(line: 0, scope: !70)
!150 = !DILocation(line: 123, column: 33, scope: !151)
!151 = distinct !DILexicalBlock(scope: !70, file: !3, line: 123, column: 3)
!152 = !DILocation(line: 124, column: 3, scope: !49)
!153 = !DILocation(line: 130, column: 3, scope: !49)
!154 = !DILocation(line: 86, column: 3, scope: !105, inlinedAt: !115)
!155 = !DILocation(line: 86, column: 8, scope: !105, inlinedAt: !115)
!156 = !DILocation(line: 88, column: 3, scope: !105, inlinedAt: !115)
!157 = !DILocation(line: 88, column: 10, scope: !105, inlinedAt: !115)
!158 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !159, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !161, !163, !10, !10}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!166 = !{!167, !168, !169, !170, !171}
!167 = !DILocalVariable(name: "dst", arg: 1, scope: !158, file: !3, line: 25, type: !161)
!168 = !DILocalVariable(name: "src", arg: 2, scope: !158, file: !3, line: 25, type: !163)
!169 = !DILocalVariable(name: "k", arg: 3, scope: !158, file: !3, line: 25, type: !10)
!170 = !DILocalVariable(name: "n", arg: 4, scope: !158, file: !3, line: 25, type: !10)
!171 = !DILocalVariable(name: "i", scope: !172, file: !3, line: 26, type: !10)
!172 = distinct !DILexicalBlock(scope: !158, file: !3, line: 26, column: 3)
!173 = !DILocation(line: 0, scope: !158)
!174 = !DILocation(line: 0, scope: !172)
!175 = !DILocation(line: 26, column: 3, scope: !172)
!176 = !DILocation(line: 26, column: 26, scope: !177)
!177 = distinct !DILexicalBlock(scope: !172, file: !3, line: 26, column: 3)
!178 = !DILocation(line: 26, column: 40, scope: !177)
!179 = !DILocation(line: 26, column: 47, scope: !177)
!180 = !DILocation(line: 26, column: 54, scope: !177)
!181 = !DILocation(line: 26, column: 61, scope: !177)
!182 = !DILocation(line: 26, column: 51, scope: !177)
!183 = !DILocation(line: 26, column: 38, scope: !177)
!184 = distinct !{!184, !175, !185, !102, !103}
!185 = !DILocation(line: 26, column: 65, scope: !172)
!186 = !DILocation(line: 27, column: 1, scope: !158)
!187 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !188, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !195)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !190, !192, !5, !10}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!195 = !{!196, !197, !198, !199, !200}
!196 = !DILocalVariable(name: "y", arg: 1, scope: !187, file: !3, line: 21, type: !190)
!197 = !DILocalVariable(name: "x", arg: 2, scope: !187, file: !3, line: 21, type: !192)
!198 = !DILocalVariable(name: "k", arg: 3, scope: !187, file: !3, line: 21, type: !5)
!199 = !DILocalVariable(name: "n", arg: 4, scope: !187, file: !3, line: 21, type: !10)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 22, type: !10)
!201 = distinct !DILexicalBlock(scope: !187, file: !3, line: 22, column: 3)
!202 = !DILocation(line: 0, scope: !187)
!203 = !DILocation(line: 0, scope: !201)
!204 = !DILocation(line: 22, column: 3, scope: !201)
!205 = !DILocation(line: 22, column: 26, scope: !206)
!206 = distinct !DILexicalBlock(scope: !201, file: !3, line: 22, column: 3)
!207 = !DILocation(line: 22, column: 42, scope: !206)
!208 = !DILocation(line: 22, column: 49, scope: !206)
!209 = !DILocation(line: 22, column: 47, scope: !206)
!210 = !DILocation(line: 22, column: 36, scope: !206)
!211 = distinct !{!211, !204, !212, !102, !103}
!212 = !DILocation(line: 22, column: 52, scope: !201)
!213 = !DILocation(line: 23, column: 1, scope: !187)
!214 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !215, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!10, !164, !10}
!217 = !{!218, !219, !220, !221}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !3, line: 15, type: !164)
!219 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !3, line: 15, type: !10)
!220 = !DILocalVariable(name: "s", scope: !214, file: !3, line: 16, type: !10)
!221 = !DILocalVariable(name: "i", scope: !222, file: !3, line: 17, type: !10)
!222 = distinct !DILexicalBlock(scope: !214, file: !3, line: 17, column: 3)
!223 = !DILocation(line: 0, scope: !214)
!224 = !DILocation(line: 0, scope: !222)
!225 = !DILocation(line: 17, column: 3, scope: !222)
!226 = !DILocation(line: 17, column: 26, scope: !227)
!227 = distinct !DILexicalBlock(scope: !222, file: !3, line: 17, column: 3)
!228 = !DILocation(line: 17, column: 36, scope: !227)
!229 = !DILocation(line: 17, column: 33, scope: !227)
!230 = distinct !{!230, !225, !231, !102, !103}
!231 = !DILocation(line: 17, column: 39, scope: !222)
!232 = !DILocation(line: 18, column: 3, scope: !214)
!233 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !234, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!11, !164, !10}
!236 = !{!237, !238, !239, !240}
!237 = !DILocalVariable(name: "a", arg: 1, scope: !233, file: !3, line: 35, type: !164)
!238 = !DILocalVariable(name: "n", arg: 2, scope: !233, file: !3, line: 35, type: !10)
!239 = !DILocalVariable(name: "m", scope: !233, file: !3, line: 36, type: !10)
!240 = !DILocalVariable(name: "i", scope: !241, file: !3, line: 37, type: !10)
!241 = distinct !DILexicalBlock(scope: !233, file: !3, line: 37, column: 3)
!242 = !DILocation(line: 0, scope: !233)
!243 = !DILocation(line: 0, scope: !241)
!244 = !DILocation(line: 37, column: 3, scope: !241)
!245 = !DILocation(line: 37, column: 26, scope: !246)
!246 = distinct !DILexicalBlock(scope: !241, file: !3, line: 37, column: 3)
!247 = !DILocation(line: 37, column: 35, scope: !246)
!248 = !DILocation(line: 37, column: 40, scope: !246)
!249 = distinct !{!249, !244, !250, !102, !103}
!250 = !DILocation(line: 37, column: 53, scope: !241)
!251 = !DILocation(line: 38, column: 26, scope: !233)
!252 = !DILocation(line: 38, column: 10, scope: !233)
!253 = !DILocation(line: 38, column: 3, scope: !233)
!254 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !255, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !259)
!255 = !DISubroutineType(types: !256)
!256 = !{!9, !257, !193, !10}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!259 = !{!260, !261, !262, !263, !264}
!260 = !DILocalVariable(name: "a", arg: 1, scope: !254, file: !3, line: 29, type: !257)
!261 = !DILocalVariable(name: "b", arg: 2, scope: !254, file: !3, line: 29, type: !193)
!262 = !DILocalVariable(name: "n", arg: 3, scope: !254, file: !3, line: 29, type: !10)
!263 = !DILocalVariable(name: "s", scope: !254, file: !3, line: 30, type: !9)
!264 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 31, type: !10)
!265 = distinct !DILexicalBlock(scope: !254, file: !3, line: 31, column: 3)
!266 = !DILocation(line: 0, scope: !254)
!267 = !DILocation(line: 0, scope: !265)
!268 = !DILocation(line: 31, column: 3, scope: !265)
!269 = !DILocation(line: 32, column: 3, scope: !254)
!270 = !DILocation(line: 31, column: 36, scope: !271)
!271 = distinct !DILexicalBlock(scope: !265, file: !3, line: 31, column: 3)
!272 = !DILocation(line: 31, column: 51, scope: !271)
!273 = !DILocation(line: 31, column: 43, scope: !271)
!274 = !DILocation(line: 31, column: 33, scope: !271)
!275 = !DILocation(line: 31, column: 26, scope: !271)
!276 = !DILocation(line: 31, column: 21, scope: !271)
!277 = distinct !{!277, !268, !278, !102}
!278 = !DILocation(line: 31, column: 54, scope: !265)
