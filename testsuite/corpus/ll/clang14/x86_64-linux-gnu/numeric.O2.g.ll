; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca [48 x i8], align 16
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !74, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !78
  br label %2, !dbg !79

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %28, %2 ], !dbg !80
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %29, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %30, %2 ], !dbg !83
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %31, %2 ], !dbg !84
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %32, %2 ], !dbg !85
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3, !dbg !80
  %9 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !83
  %10 = add <2 x i32> %9, <i32 -100, i32 -100>, !dbg !83
  %11 = bitcast i32* %8 to <2 x i32>*, !dbg !83
  store <2 x i32> %10, <2 x i32>* %11, align 8, !dbg !83, !tbaa !86
  %12 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !84
  %13 = and <2 x i32> %12, <i32 63, i32 63>, !dbg !84
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3, !dbg !80
  %15 = bitcast i32* %14 to <2 x i32>*, !dbg !90
  store <2 x i32> %13, <2 x i32>* %15, align 8, !dbg !90, !tbaa !86
  %16 = sitofp <2 x i32> %7 to <2 x float>, !dbg !85
  %17 = fmul <2 x float> %16, <float 5.000000e-01, float 5.000000e-01>, !dbg !91
  %18 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3, !dbg !80
  %19 = bitcast float* %18 to <2 x float>*, !dbg !92
  store <2 x float> %17, <2 x float>* %19, align 8, !dbg !92, !tbaa !93
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !80
  %21 = bitcast float* %20 to <2 x float>*, !dbg !95
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %21, align 8, !dbg !95, !tbaa !93
  %22 = trunc <2 x i64> %4 to <2 x i32>, !dbg !96
  %23 = add <2 x i32> %22, <i32 1, i32 1>, !dbg !96
  %24 = sitofp <2 x i32> %23 to <2 x double>, !dbg !96
  %25 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %24, !dbg !97
  %26 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !80
  %27 = bitcast double* %26 to <2 x double>*, !dbg !98
  store <2 x double> %25, <2 x double>* %27, align 16, !dbg !98, !tbaa !99
  %28 = add nuw i64 %3, 2, !dbg !80
  %29 = add <2 x i64> %4, <i64 2, i64 2>
  %30 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !83
  %31 = add <2 x i32> %6, <i32 2, i32 2>, !dbg !84
  %32 = add <2 x i32> %7, <i32 2, i32 2>, !dbg !85
  %33 = icmp eq i64 %28, 256, !dbg !80
  br i1 %33, label %60, label %2, !dbg !80, !llvm.loop !101

34:                                               ; preds = %46, %60
  %35 = phi i64 [ 47, %60 ], [ %50, %46 ]
  %36 = phi i128 [ -36893488147419103231, %60 ], [ %52, %46 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !105, metadata !DIExpression()) #10, !dbg !115
  call void @llvm.dbg.value(metadata i128 %36, metadata !110, metadata !DIExpression()) #10, !dbg !115
  %37 = freeze i128 %36
  %38 = udiv i128 %37, 10, !dbg !117
  %39 = mul i128 %38, 10
  %40 = sub i128 %37, %39
  %41 = trunc i128 %40 to i8, !dbg !119
  %42 = or i8 %41, 48, !dbg !120
  %43 = add nsw i64 %35, -1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %43, metadata !105, metadata !DIExpression()) #10, !dbg !115
  %44 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %43, !dbg !122
  store i8 %42, i8* %44, align 1, !dbg !123, !tbaa !124
  call void @llvm.dbg.value(metadata i128 undef, metadata !110, metadata !DIExpression()) #10, !dbg !115
  %45 = icmp ult i128 %36, 10, !dbg !125
  br i1 %45, label %53, label %46, !dbg !125, !llvm.loop !126

46:                                               ; preds = %34
  call void @llvm.dbg.value(metadata i128 %38, metadata !110, metadata !DIExpression()) #10, !dbg !115
  call void @llvm.dbg.value(metadata i64 %43, metadata !105, metadata !DIExpression()) #10, !dbg !115
  call void @llvm.dbg.value(metadata i128 undef, metadata !110, metadata !DIExpression()) #10, !dbg !115
  %47 = urem i128 %38, 10, !dbg !129
  %48 = trunc i128 %47 to i8, !dbg !119
  %49 = or i8 %48, 48, !dbg !120
  %50 = add nsw i64 %35, -2, !dbg !121
  call void @llvm.dbg.value(metadata i64 %50, metadata !105, metadata !DIExpression()) #10, !dbg !115
  %51 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %50, !dbg !122
  store i8 %49, i8* %51, align 1, !dbg !123, !tbaa !124
  %52 = udiv i128 %36, 100, !dbg !117
  call void @llvm.dbg.value(metadata i128 %52, metadata !110, metadata !DIExpression()) #10, !dbg !115
  br label %34

53:                                               ; preds = %34
  %54 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8, !dbg !122
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %54) #10, !dbg !130
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %84) #10, !dbg !131
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206), !dbg !132
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFEEE90FDAA22168C23, metadata !74, metadata !DIExpression()), !dbg !133
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !134
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00), !dbg !135
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !75, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !76, metadata !DIExpression()), !dbg !133
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !136
  ret i32 0, !dbg !137

60:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !138
  tail call fastcc void @saxpy(), !dbg !139
  %61 = tail call fastcc i32 @sum_ints(), !dbg !140
  %62 = tail call fastcc zeroext i8 @clamp_max(), !dbg !141
  %63 = zext i8 %62 to i32, !dbg !141
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %61, i32 noundef %63), !dbg !142
  %65 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !dbg !143, !tbaa !93
  %66 = fpext float %65 to double, !dbg !143
  %67 = tail call fastcc double @dot(), !dbg !144
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %66, double noundef %67), !dbg !145
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !56, metadata !DIExpression()), !dbg !133
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !146
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !69, metadata !DIExpression()), !dbg !133
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !147
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef 12), !dbg !148
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !149
  call void @llvm.dbg.value(metadata i32 -1, metadata !70, metadata !DIExpression()), !dbg !150
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !150
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 1, metadata !70, metadata !DIExpression()), !dbg !150
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 2, metadata !70, metadata !DIExpression()), !dbg !150
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 3, metadata !70, metadata !DIExpression()), !dbg !150
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 4, metadata !70, metadata !DIExpression()), !dbg !150
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 5, metadata !70, metadata !DIExpression()), !dbg !150
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 6, metadata !70, metadata !DIExpression()), !dbg !150
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 7, metadata !70, metadata !DIExpression()), !dbg !150
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 8, metadata !70, metadata !DIExpression()), !dbg !150
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !153
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !72, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i128 12297829382473034410, metadata !73, metadata !DIExpression()), !dbg !133
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)), !dbg !154
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !110, metadata !DIExpression()) #10, !dbg !115
  %84 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0, !dbg !155
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %84) #10, !dbg !155
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !111, metadata !DIExpression()) #10, !dbg !156
  call void @llvm.dbg.value(metadata i32 47, metadata !105, metadata !DIExpression()) #10, !dbg !115
  %85 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47, !dbg !157
  store i8 0, i8* %85, align 1, !dbg !158, !tbaa !124
  br label %34, !dbg !127
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #3 !dbg !159 {
  call void @llvm.dbg.value(metadata i32 3, metadata !170, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32 256, metadata !171, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32 0, metadata !172, metadata !DIExpression()), !dbg !175
  br label %1, !dbg !176

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ], !dbg !177
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !177
  %4 = bitcast i32* %3 to <4 x i32>*, !dbg !179
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !179, !tbaa !86
  %6 = getelementptr inbounds i32, i32* %3, i64 4, !dbg !179
  %7 = bitcast i32* %6 to <4 x i32>*, !dbg !179
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !dbg !179, !tbaa !86
  %9 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !180
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !180
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2, !dbg !177
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !181
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !dbg !181, !tbaa !86
  %14 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !181
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !181
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !181, !tbaa !86
  %17 = ashr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !182
  %18 = ashr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>, !dbg !182
  %19 = add nsw <4 x i32> %17, %9, !dbg !183
  %20 = add nsw <4 x i32> %18, %10, !dbg !183
  %21 = bitcast i32* %3 to <4 x i32>*, !dbg !184
  store <4 x i32> %19, <4 x i32>* %21, align 16, !dbg !184, !tbaa !86
  %22 = bitcast i32* %6 to <4 x i32>*, !dbg !184
  store <4 x i32> %20, <4 x i32>* %22, align 16, !dbg !184, !tbaa !86
  %23 = add nuw i64 %2, 8, !dbg !177
  %24 = icmp eq i64 %23, 256, !dbg !177
  br i1 %24, label %25, label %1, !dbg !177, !llvm.loop !185

25:                                               ; preds = %1
  ret void, !dbg !187
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 !dbg !188 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !199, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 256, metadata !200, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !201, metadata !DIExpression()), !dbg !204
  br label %1, !dbg !205

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %36, %1 ], !dbg !206
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2, !dbg !206
  %4 = bitcast float* %3 to <4 x float>*, !dbg !208
  %5 = load <4 x float>, <4 x float>* %4, align 16, !dbg !208, !tbaa !93
  %6 = getelementptr inbounds float, float* %3, i64 4, !dbg !208
  %7 = bitcast float* %6 to <4 x float>*, !dbg !208
  %8 = load <4 x float>, <4 x float>* %7, align 16, !dbg !208, !tbaa !93
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !206
  %10 = bitcast float* %9 to <4 x float>*, !dbg !209
  %11 = load <4 x float>, <4 x float>* %10, align 16, !dbg !209, !tbaa !93
  %12 = getelementptr inbounds float, float* %9, i64 4, !dbg !209
  %13 = bitcast float* %12 to <4 x float>*, !dbg !209
  %14 = load <4 x float>, <4 x float>* %13, align 16, !dbg !209, !tbaa !93
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11), !dbg !210
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14), !dbg !210
  %17 = bitcast float* %9 to <4 x float>*, !dbg !211
  store <4 x float> %15, <4 x float>* %17, align 16, !dbg !211, !tbaa !93
  %18 = bitcast float* %12 to <4 x float>*, !dbg !211
  store <4 x float> %16, <4 x float>* %18, align 16, !dbg !211, !tbaa !93
  %19 = or i64 %2, 8, !dbg !206
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %19, !dbg !206
  %21 = bitcast float* %20 to <4 x float>*, !dbg !208
  %22 = load <4 x float>, <4 x float>* %21, align 16, !dbg !208, !tbaa !93
  %23 = getelementptr inbounds float, float* %20, i64 4, !dbg !208
  %24 = bitcast float* %23 to <4 x float>*, !dbg !208
  %25 = load <4 x float>, <4 x float>* %24, align 16, !dbg !208, !tbaa !93
  %26 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %19, !dbg !206
  %27 = bitcast float* %26 to <4 x float>*, !dbg !209
  %28 = load <4 x float>, <4 x float>* %27, align 16, !dbg !209, !tbaa !93
  %29 = getelementptr inbounds float, float* %26, i64 4, !dbg !209
  %30 = bitcast float* %29 to <4 x float>*, !dbg !209
  %31 = load <4 x float>, <4 x float>* %30, align 16, !dbg !209, !tbaa !93
  %32 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %28), !dbg !210
  %33 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %31), !dbg !210
  %34 = bitcast float* %26 to <4 x float>*, !dbg !211
  store <4 x float> %32, <4 x float>* %34, align 16, !dbg !211, !tbaa !93
  %35 = bitcast float* %29 to <4 x float>*, !dbg !211
  store <4 x float> %33, <4 x float>* %35, align 16, !dbg !211, !tbaa !93
  %36 = add nuw nsw i64 %2, 16, !dbg !206
  %37 = icmp eq i64 %36, 256, !dbg !206
  br i1 %37, label %38, label %1, !dbg !206, !llvm.loop !212

38:                                               ; preds = %1
  ret void, !dbg !214
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #6 !dbg !215 {
  call void @llvm.dbg.value(metadata i32 256, metadata !220, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !221, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !222, metadata !DIExpression()), !dbg !225
  br label %1, !dbg !226

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %40, %1 ], !dbg !227
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %38, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %39, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !227
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !229
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !229, !tbaa !86
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !229
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !229
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !229, !tbaa !86
  %11 = add <4 x i32> %7, %3, !dbg !230
  %12 = add <4 x i32> %10, %4, !dbg !230
  %13 = or i64 %2, 8, !dbg !227
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %13, !dbg !227
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !229
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !229, !tbaa !86
  %17 = getelementptr inbounds i32, i32* %14, i64 4, !dbg !229
  %18 = bitcast i32* %17 to <4 x i32>*, !dbg !229
  %19 = load <4 x i32>, <4 x i32>* %18, align 16, !dbg !229, !tbaa !86
  %20 = add <4 x i32> %16, %11, !dbg !230
  %21 = add <4 x i32> %19, %12, !dbg !230
  %22 = or i64 %2, 16, !dbg !227
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %22, !dbg !227
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !229
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !dbg !229, !tbaa !86
  %26 = getelementptr inbounds i32, i32* %23, i64 4, !dbg !229
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !229
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !dbg !229, !tbaa !86
  %29 = add <4 x i32> %25, %20, !dbg !230
  %30 = add <4 x i32> %28, %21, !dbg !230
  %31 = or i64 %2, 24, !dbg !227
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %31, !dbg !227
  %33 = bitcast i32* %32 to <4 x i32>*, !dbg !229
  %34 = load <4 x i32>, <4 x i32>* %33, align 16, !dbg !229, !tbaa !86
  %35 = getelementptr inbounds i32, i32* %32, i64 4, !dbg !229
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !229
  %37 = load <4 x i32>, <4 x i32>* %36, align 16, !dbg !229, !tbaa !86
  %38 = add <4 x i32> %34, %29, !dbg !230
  %39 = add <4 x i32> %37, %30, !dbg !230
  %40 = add nuw nsw i64 %2, 32, !dbg !227
  %41 = icmp eq i64 %40, 256, !dbg !227
  br i1 %41, label %42, label %1, !dbg !227, !llvm.loop !231

42:                                               ; preds = %1
  %43 = add <4 x i32> %39, %38, !dbg !226
  %44 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %43), !dbg !226
  ret i32 %44, !dbg !233
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #6 !dbg !234 {
  call void @llvm.dbg.value(metadata i32 256, metadata !239, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i32 0, metadata !240, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i32 0, metadata !241, metadata !DIExpression()), !dbg !244
  br label %1, !dbg !245

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ], !dbg !246
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %24, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %25, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !246
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !248
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !248, !tbaa !86
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !248
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !248
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !248, !tbaa !86
  %11 = icmp sgt <4 x i32> %7, %3, !dbg !249
  %12 = icmp sgt <4 x i32> %10, %4, !dbg !249
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3, !dbg !248
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4, !dbg !248
  %15 = or i64 %2, 8, !dbg !246
  %16 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %15, !dbg !246
  %17 = bitcast i32* %16 to <4 x i32>*, !dbg !248
  %18 = load <4 x i32>, <4 x i32>* %17, align 16, !dbg !248, !tbaa !86
  %19 = getelementptr inbounds i32, i32* %16, i64 4, !dbg !248
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !248
  %21 = load <4 x i32>, <4 x i32>* %20, align 16, !dbg !248, !tbaa !86
  %22 = icmp sgt <4 x i32> %18, %13, !dbg !249
  %23 = icmp sgt <4 x i32> %21, %14, !dbg !249
  %24 = select <4 x i1> %22, <4 x i32> %18, <4 x i32> %13, !dbg !248
  %25 = select <4 x i1> %23, <4 x i32> %21, <4 x i32> %14, !dbg !248
  %26 = add nuw nsw i64 %2, 16, !dbg !246
  %27 = icmp eq i64 %26, 256, !dbg !246
  br i1 %27, label %28, label %1, !dbg !246, !llvm.loop !250

28:                                               ; preds = %1
  %29 = icmp sgt <4 x i32> %24, %25, !dbg !245
  %30 = select <4 x i1> %29, <4 x i32> %24, <4 x i32> %25, !dbg !245
  %31 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %30), !dbg !245
  %32 = icmp slt i32 %31, 255, !dbg !252
  %33 = select i1 %32, i32 %31, i32 255, !dbg !252
  %34 = trunc i32 %33 to i8, !dbg !253
  ret i8 %34, !dbg !254
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #7 !dbg !255 {
  call void @llvm.dbg.value(metadata i32 256, metadata !263, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !264, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata i32 0, metadata !265, metadata !DIExpression()), !dbg !268
  br label %2, !dbg !269

1:                                                ; preds = %2
  ret double %17, !dbg !270

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !265, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata double %4, metadata !264, metadata !DIExpression()), !dbg !267
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !271
  %6 = load double, double* %5, align 16, !dbg !271, !tbaa !99
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !273
  %8 = load float, float* %7, align 8, !dbg !273, !tbaa !93
  %9 = fpext float %8 to double, !dbg !274
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !275
  call void @llvm.dbg.value(metadata double %10, metadata !264, metadata !DIExpression()), !dbg !267
  %11 = or i64 %3, 1, !dbg !276
  call void @llvm.dbg.value(metadata i64 %11, metadata !265, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i64 %11, metadata !265, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata double %10, metadata !264, metadata !DIExpression()), !dbg !267
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %11, !dbg !271
  %13 = load double, double* %12, align 8, !dbg !271, !tbaa !99
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %11, !dbg !273
  %15 = load float, float* %14, align 4, !dbg !273, !tbaa !93
  %16 = fpext float %15 to double, !dbg !274
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !275
  call void @llvm.dbg.value(metadata double %17, metadata !264, metadata !DIExpression()), !dbg !267
  %18 = add nuw nsw i64 %3, 2, !dbg !276
  call void @llvm.dbg.value(metadata i64 %18, metadata !265, metadata !DIExpression()), !dbg !268
  %19 = icmp eq i64 %18, 256, !dbg !277
  br i1 %19, label %1, label %2, !dbg !269, !llvm.loop !278
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
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
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !51, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!10}
!53 = !{!54, !56, !69, !70, !72, !73, !74, !75, !76}
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 102, type: !10)
!55 = distinct !DILexicalBlock(scope: !50, file: !3, line: 102, column: 3)
!56 = !DILocalVariable(name: "p", scope: !50, file: !3, line: 114, type: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !58)
!58 = !{!59, !60, !61, !63}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !57, file: !3, line: 42, baseType: !5, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !57, file: !3, line: 43, baseType: !6, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !57, file: !3, line: 44, baseType: !62, size: 32)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !41)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !57, file: !3, line: 45, baseType: !64, size: 32)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !57, file: !3, line: 45, size: 32, elements: !65)
!65 = !{!66, !67, !68}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !64, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !64, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !64, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!69 = !DILocalVariable(name: "x", scope: !50, file: !3, line: 117, type: !6)
!70 = !DILocalVariable(name: "d", scope: !71, file: !3, line: 123, type: !10)
!71 = distinct !DILexicalBlock(scope: !50, file: !3, line: 123, column: 3)
!72 = !DILocalVariable(name: "big", scope: !50, file: !3, line: 128, type: !12)
!73 = !DILocalVariable(name: "neg", scope: !50, file: !3, line: 129, type: !7)
!74 = !DILocalVariable(name: "ld", scope: !50, file: !3, line: 137, type: !33)
!75 = !DILocalVariable(name: "nan", scope: !50, file: !3, line: 147, type: !5)
!76 = !DILocalVariable(name: "inf", scope: !50, file: !3, line: 147, type: !5)
!77 = !DILocation(line: 137, column: 15, scope: !50)
!78 = !DILocation(line: 0, scope: !55)
!79 = !DILocation(line: 102, column: 3, scope: !55)
!80 = !DILocation(line: 107, column: 22, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 102, column: 31)
!82 = distinct !DILexicalBlock(scope: !55, file: !3, line: 102, column: 3)
!83 = !DILocation(line: 103, column: 11, scope: !81)
!84 = !DILocation(line: 104, column: 21, scope: !81)
!85 = !DILocation(line: 105, column: 13, scope: !81)
!86 = !{!87, !87, i64 0}
!87 = !{!"int", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 104, column: 11, scope: !81)
!91 = !DILocation(line: 105, column: 22, scope: !81)
!92 = !DILocation(line: 105, column: 11, scope: !81)
!93 = !{!94, !94, i64 0}
!94 = !{!"float", !88, i64 0}
!95 = !DILocation(line: 106, column: 11, scope: !81)
!96 = !DILocation(line: 107, column: 19, scope: !81)
!97 = !DILocation(line: 107, column: 17, scope: !81)
!98 = !DILocation(line: 107, column: 11, scope: !81)
!99 = !{!100, !100, i64 0}
!100 = !{!"double", !88, i64 0}
!101 = distinct !{!101, !79, !102, !103, !104}
!102 = !DILocation(line: 108, column: 3, scope: !55)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !{!"llvm.loop.isvectorized", i32 1}
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 87, type: !10)
!106 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !107, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !12}
!109 = !{!110, !111, !105}
!110 = !DILocalVariable(name: "v", arg: 1, scope: !106, file: !3, line: 85, type: !12)
!111 = !DILocalVariable(name: "buf", scope: !106, file: !3, line: 86, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 48)
!115 = !DILocation(line: 0, scope: !106, inlinedAt: !116)
!116 = distinct !DILocation(line: 131, column: 3, scope: !50)
!117 = !DILocation(line: 89, column: 50, scope: !118, inlinedAt: !116)
!118 = distinct !DILexicalBlock(scope: !106, file: !3, line: 89, column: 6)
!119 = !DILocation(line: 89, column: 32, scope: !118, inlinedAt: !116)
!120 = !DILocation(line: 89, column: 30, scope: !118, inlinedAt: !116)
!121 = !DILocation(line: 89, column: 12, scope: !118, inlinedAt: !116)
!122 = !DILocation(line: 89, column: 8, scope: !118, inlinedAt: !116)
!123 = !DILocation(line: 89, column: 17, scope: !118, inlinedAt: !116)
!124 = !{!88, !88, i64 0}
!125 = !DILocation(line: 89, column: 57, scope: !118, inlinedAt: !116)
!126 = distinct !{!126, !127, !128, !103}
!127 = !DILocation(line: 89, column: 3, scope: !106, inlinedAt: !116)
!128 = !DILocation(line: 89, column: 67, scope: !106, inlinedAt: !116)
!129 = !DILocation(line: 89, column: 40, scope: !118, inlinedAt: !116)
!130 = !DILocation(line: 90, column: 3, scope: !106, inlinedAt: !116)
!131 = !DILocation(line: 91, column: 1, scope: !106, inlinedAt: !116)
!132 = !DILocation(line: 132, column: 3, scope: !50)
!133 = !DILocation(line: 0, scope: !50)
!134 = !DILocation(line: 138, column: 3, scope: !50)
!135 = !DILocation(line: 145, column: 3, scope: !50)
!136 = !DILocation(line: 148, column: 3, scope: !50)
!137 = !DILocation(line: 149, column: 3, scope: !50)
!138 = !DILocation(line: 109, column: 3, scope: !50)
!139 = !DILocation(line: 110, column: 3, scope: !50)
!140 = !DILocation(line: 111, column: 29, scope: !50)
!141 = !DILocation(line: 111, column: 46, scope: !50)
!142 = !DILocation(line: 111, column: 3, scope: !50)
!143 = !DILocation(line: 112, column: 36, scope: !50)
!144 = !DILocation(line: 112, column: 44, scope: !50)
!145 = !DILocation(line: 112, column: 3, scope: !50)
!146 = !DILocation(line: 116, column: 3, scope: !50)
!147 = !DILocation(line: 118, column: 3, scope: !50)
!148 = !DILocation(line: 120, column: 3, scope: !50)
!149 = !DILocation(line: 121, column: 3, scope: !50)
!150 = !DILocation(line: 0, scope: !71)
!151 = !DILocation(line: 123, column: 33, scope: !152)
!152 = distinct !DILexicalBlock(scope: !71, file: !3, line: 123, column: 3)
!153 = !DILocation(line: 124, column: 3, scope: !50)
!154 = !DILocation(line: 130, column: 3, scope: !50)
!155 = !DILocation(line: 86, column: 3, scope: !106, inlinedAt: !116)
!156 = !DILocation(line: 86, column: 8, scope: !106, inlinedAt: !116)
!157 = !DILocation(line: 88, column: 3, scope: !106, inlinedAt: !116)
!158 = !DILocation(line: 88, column: 10, scope: !106, inlinedAt: !116)
!159 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !160, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !162, !164, !10, !10}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!167 = !{!168, !169, !170, !171, !172}
!168 = !DILocalVariable(name: "dst", arg: 1, scope: !159, file: !3, line: 25, type: !162)
!169 = !DILocalVariable(name: "src", arg: 2, scope: !159, file: !3, line: 25, type: !164)
!170 = !DILocalVariable(name: "k", arg: 3, scope: !159, file: !3, line: 25, type: !10)
!171 = !DILocalVariable(name: "n", arg: 4, scope: !159, file: !3, line: 25, type: !10)
!172 = !DILocalVariable(name: "i", scope: !173, file: !3, line: 26, type: !10)
!173 = distinct !DILexicalBlock(scope: !159, file: !3, line: 26, column: 3)
!174 = !DILocation(line: 0, scope: !159)
!175 = !DILocation(line: 0, scope: !173)
!176 = !DILocation(line: 26, column: 3, scope: !173)
!177 = !DILocation(line: 26, column: 26, scope: !178)
!178 = distinct !DILexicalBlock(scope: !173, file: !3, line: 26, column: 3)
!179 = !DILocation(line: 26, column: 40, scope: !178)
!180 = !DILocation(line: 26, column: 47, scope: !178)
!181 = !DILocation(line: 26, column: 54, scope: !178)
!182 = !DILocation(line: 26, column: 61, scope: !178)
!183 = !DILocation(line: 26, column: 51, scope: !178)
!184 = !DILocation(line: 26, column: 38, scope: !178)
!185 = distinct !{!185, !176, !186, !103, !104}
!186 = !DILocation(line: 26, column: 65, scope: !173)
!187 = !DILocation(line: 27, column: 1, scope: !159)
!188 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !189, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !196)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !191, !193, !5, !10}
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!196 = !{!197, !198, !199, !200, !201}
!197 = !DILocalVariable(name: "y", arg: 1, scope: !188, file: !3, line: 21, type: !191)
!198 = !DILocalVariable(name: "x", arg: 2, scope: !188, file: !3, line: 21, type: !193)
!199 = !DILocalVariable(name: "k", arg: 3, scope: !188, file: !3, line: 21, type: !5)
!200 = !DILocalVariable(name: "n", arg: 4, scope: !188, file: !3, line: 21, type: !10)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 22, type: !10)
!202 = distinct !DILexicalBlock(scope: !188, file: !3, line: 22, column: 3)
!203 = !DILocation(line: 0, scope: !188)
!204 = !DILocation(line: 0, scope: !202)
!205 = !DILocation(line: 22, column: 3, scope: !202)
!206 = !DILocation(line: 22, column: 26, scope: !207)
!207 = distinct !DILexicalBlock(scope: !202, file: !3, line: 22, column: 3)
!208 = !DILocation(line: 22, column: 42, scope: !207)
!209 = !DILocation(line: 22, column: 49, scope: !207)
!210 = !DILocation(line: 22, column: 47, scope: !207)
!211 = !DILocation(line: 22, column: 36, scope: !207)
!212 = distinct !{!212, !205, !213, !103, !104}
!213 = !DILocation(line: 22, column: 52, scope: !202)
!214 = !DILocation(line: 23, column: 1, scope: !188)
!215 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !216, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!10, !165, !10}
!218 = !{!219, !220, !221, !222}
!219 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !3, line: 15, type: !165)
!220 = !DILocalVariable(name: "n", arg: 2, scope: !215, file: !3, line: 15, type: !10)
!221 = !DILocalVariable(name: "s", scope: !215, file: !3, line: 16, type: !10)
!222 = !DILocalVariable(name: "i", scope: !223, file: !3, line: 17, type: !10)
!223 = distinct !DILexicalBlock(scope: !215, file: !3, line: 17, column: 3)
!224 = !DILocation(line: 0, scope: !215)
!225 = !DILocation(line: 0, scope: !223)
!226 = !DILocation(line: 17, column: 3, scope: !223)
!227 = !DILocation(line: 17, column: 26, scope: !228)
!228 = distinct !DILexicalBlock(scope: !223, file: !3, line: 17, column: 3)
!229 = !DILocation(line: 17, column: 36, scope: !228)
!230 = !DILocation(line: 17, column: 33, scope: !228)
!231 = distinct !{!231, !226, !232, !103, !104}
!232 = !DILocation(line: 17, column: 39, scope: !223)
!233 = !DILocation(line: 18, column: 3, scope: !215)
!234 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !235, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!11, !165, !10}
!237 = !{!238, !239, !240, !241}
!238 = !DILocalVariable(name: "a", arg: 1, scope: !234, file: !3, line: 35, type: !165)
!239 = !DILocalVariable(name: "n", arg: 2, scope: !234, file: !3, line: 35, type: !10)
!240 = !DILocalVariable(name: "m", scope: !234, file: !3, line: 36, type: !10)
!241 = !DILocalVariable(name: "i", scope: !242, file: !3, line: 37, type: !10)
!242 = distinct !DILexicalBlock(scope: !234, file: !3, line: 37, column: 3)
!243 = !DILocation(line: 0, scope: !234)
!244 = !DILocation(line: 0, scope: !242)
!245 = !DILocation(line: 37, column: 3, scope: !242)
!246 = !DILocation(line: 37, column: 26, scope: !247)
!247 = distinct !DILexicalBlock(scope: !242, file: !3, line: 37, column: 3)
!248 = !DILocation(line: 37, column: 35, scope: !247)
!249 = !DILocation(line: 37, column: 40, scope: !247)
!250 = distinct !{!250, !245, !251, !103, !104}
!251 = !DILocation(line: 37, column: 53, scope: !242)
!252 = !DILocation(line: 38, column: 26, scope: !234)
!253 = !DILocation(line: 38, column: 10, scope: !234)
!254 = !DILocation(line: 38, column: 3, scope: !234)
!255 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !256, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !260)
!256 = !DISubroutineType(types: !257)
!257 = !{!9, !258, !194, !10}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!260 = !{!261, !262, !263, !264, !265}
!261 = !DILocalVariable(name: "a", arg: 1, scope: !255, file: !3, line: 29, type: !258)
!262 = !DILocalVariable(name: "b", arg: 2, scope: !255, file: !3, line: 29, type: !194)
!263 = !DILocalVariable(name: "n", arg: 3, scope: !255, file: !3, line: 29, type: !10)
!264 = !DILocalVariable(name: "s", scope: !255, file: !3, line: 30, type: !9)
!265 = !DILocalVariable(name: "i", scope: !266, file: !3, line: 31, type: !10)
!266 = distinct !DILexicalBlock(scope: !255, file: !3, line: 31, column: 3)
!267 = !DILocation(line: 0, scope: !255)
!268 = !DILocation(line: 0, scope: !266)
!269 = !DILocation(line: 31, column: 3, scope: !266)
!270 = !DILocation(line: 32, column: 3, scope: !255)
!271 = !DILocation(line: 31, column: 36, scope: !272)
!272 = distinct !DILexicalBlock(scope: !266, file: !3, line: 31, column: 3)
!273 = !DILocation(line: 31, column: 51, scope: !272)
!274 = !DILocation(line: 31, column: 43, scope: !272)
!275 = !DILocation(line: 31, column: 33, scope: !272)
!276 = !DILocation(line: 31, column: 26, scope: !272)
!277 = !DILocation(line: 31, column: 21, scope: !272)
!278 = distinct !{!278, !269, !279, !103}
!279 = !DILocation(line: 31, column: 54, scope: !266)
