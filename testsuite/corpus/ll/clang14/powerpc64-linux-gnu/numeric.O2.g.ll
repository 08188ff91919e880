; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !15
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !20
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !23
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !25
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
define dso_local signext i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca [48 x i8], align 1
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !77
  br label %2, !dbg !78

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %41, %2 ], !dbg !79
  %4 = or i64 %3, 1, !dbg !79
  %5 = trunc i64 %3 to i32, !dbg !79
  %6 = or i32 %5, 1, !dbg !79
  %7 = trunc i64 %3 to i32, !dbg !79
  %8 = or i32 %7, 1, !dbg !79
  %9 = trunc i64 %3 to i32, !dbg !79
  %10 = or i32 %9, 1, !dbg !79
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3, !dbg !79
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %4, !dbg !79
  %13 = mul i32 %5, 3, !dbg !79
  %14 = mul i32 %6, 3, !dbg !79
  %15 = add i32 %13, -100, !dbg !79
  %16 = add i32 %14, -100, !dbg !79
  store i32 %15, i32* %11, align 4, !dbg !79, !tbaa !82
  store i32 %16, i32* %12, align 4, !dbg !79, !tbaa !82
  %17 = mul i32 %7, 7, !dbg !79
  %18 = mul i32 %8, 7, !dbg !79
  %19 = and i32 %17, 62, !dbg !79
  %20 = and i32 %18, 63, !dbg !79
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3, !dbg !79
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %4, !dbg !79
  store i32 %19, i32* %21, align 4, !dbg !79, !tbaa !82
  store i32 %20, i32* %22, align 4, !dbg !79, !tbaa !82
  %23 = sitofp i32 %9 to float, !dbg !79
  %24 = sitofp i32 %10 to float, !dbg !79
  %25 = fmul float %23, 5.000000e-01, !dbg !79
  %26 = fmul float %24, 5.000000e-01, !dbg !79
  %27 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3, !dbg !79
  %28 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %4, !dbg !79
  store float %25, float* %27, align 4, !dbg !79, !tbaa !86
  store float %26, float* %28, align 4, !dbg !79, !tbaa !86
  %29 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !79
  %30 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %4, !dbg !79
  store float 1.000000e+00, float* %29, align 4, !dbg !79, !tbaa !86
  store float 1.000000e+00, float* %30, align 4, !dbg !79, !tbaa !86
  %31 = trunc i64 %3 to i32, !dbg !79
  %32 = or i32 %31, 1, !dbg !79
  %33 = trunc i64 %3 to i32, !dbg !79
  %34 = add i32 %33, 2, !dbg !79
  %35 = sitofp i32 %32 to double, !dbg !79
  %36 = sitofp i32 %34 to double, !dbg !79
  %37 = fdiv double 1.000000e+00, %35, !dbg !79
  %38 = fdiv double 1.000000e+00, %36, !dbg !79
  %39 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !79
  %40 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %4, !dbg !79
  store double %37, double* %39, align 8, !dbg !79, !tbaa !88
  store double %38, double* %40, align 8, !dbg !79, !tbaa !88
  %41 = add nuw i64 %3, 2, !dbg !79
  %42 = icmp eq i64 %41, 256, !dbg !79
  br i1 %42, label %62, label %2, !dbg !79, !llvm.loop !90

43:                                               ; preds = %43, %62
  %44 = phi i64 [ %52, %43 ], [ 47, %62 ]
  %45 = phi i128 [ %47, %43 ], [ -36893488147419103231, %62 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !94, metadata !DIExpression()) #10, !dbg !104
  call void @llvm.dbg.value(metadata i128 %45, metadata !99, metadata !DIExpression()) #10, !dbg !104
  %46 = freeze i128 %45
  %47 = udiv i128 %46, 10, !dbg !106
  %48 = mul i128 %47, 10
  %49 = sub i128 %46, %48
  %50 = trunc i128 %49 to i8, !dbg !108
  %51 = or i8 %50, 48, !dbg !109
  %52 = add nsw i64 %44, -1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %52, metadata !94, metadata !DIExpression()) #10, !dbg !104
  %53 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %52, !dbg !111
  store i8 %51, i8* %53, align 1, !dbg !112, !tbaa !113
  call void @llvm.dbg.value(metadata i128 %47, metadata !99, metadata !DIExpression()) #10, !dbg !104
  %54 = icmp ult i128 %45, 10, !dbg !114
  br i1 %54, label %55, label %43, !dbg !114, !llvm.loop !115

55:                                               ; preds = %43
  %56 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8, !dbg !111
  %57 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %56) #10, !dbg !118
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %86) #10, !dbg !119
  %58 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.9, i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206), !dbg !120
  call void @llvm.dbg.value(metadata ppc_fp128 0xM3FEDD21FB54442D2BC8EE59D9CCEBA40, metadata !74, metadata !DIExpression()), !dbg !121
  %59 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef signext 16), !dbg !122
  %60 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), double noundef 2.375000e+00), !dbg !123
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !75, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !76, metadata !DIExpression()), !dbg !121
  %61 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1), !dbg !124
  ret i32 0, !dbg !125

62:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !126
  tail call fastcc void @saxpy(), !dbg !127
  %63 = tail call fastcc signext i32 @sum_ints(), !dbg !128
  %64 = tail call fastcc zeroext i8 @clamp_max(), !dbg !129
  %65 = zext i8 %64 to i32, !dbg !129
  %66 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef signext %63, i32 noundef signext %65), !dbg !130
  %67 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 4, !dbg !131, !tbaa !86
  %68 = fpext float %67 to double, !dbg !131
  %69 = tail call fastcc double @dot(), !dbg !132
  %70 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %68, double noundef %69), !dbg !133
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !56, metadata !DIExpression()), !dbg !121
  %71 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext -1077936128, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 6283264, i32 noundef signext 191), !dbg !134
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !69, metadata !DIExpression()), !dbg !121
  %72 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef zeroext 20, i32 noundef signext 20, i32 noundef signext 4, i32 noundef signext 1, i32 noundef zeroext -272757264), !dbg !135
  %73 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef 12), !dbg !136
  %74 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext -4, i32 noundef zeroext 15, i32 noundef signext -4), !dbg !137
  call void @llvm.dbg.value(metadata i32 -1, metadata !70, metadata !DIExpression()), !dbg !138
  %75 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !138
  %76 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 1, metadata !70, metadata !DIExpression()), !dbg !138
  %77 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 2, metadata !70, metadata !DIExpression()), !dbg !138
  %78 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 3, metadata !70, metadata !DIExpression()), !dbg !138
  %79 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 4, metadata !70, metadata !DIExpression()), !dbg !138
  %80 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 5, metadata !70, metadata !DIExpression()), !dbg !138
  %81 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 6, metadata !70, metadata !DIExpression()), !dbg !138
  %82 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 7, metadata !70, metadata !DIExpression()), !dbg !138
  %83 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 8, metadata !70, metadata !DIExpression()), !dbg !138
  %84 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext -1), !dbg !141
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !72, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i128 12297829382473034410, metadata !73, metadata !DIExpression()), !dbg !121
  %85 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)), !dbg !142
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !99, metadata !DIExpression()) #10, !dbg !104
  %86 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0, !dbg !143
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %86) #10, !dbg !143
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !100, metadata !DIExpression()) #10, !dbg !144
  call void @llvm.dbg.value(metadata i32 47, metadata !94, metadata !DIExpression()) #10, !dbg !104
  %87 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47, !dbg !145
  store i8 0, i8* %87, align 1, !dbg !146, !tbaa !113
  br label %43, !dbg !116
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #3 !dbg !147 {
  call void @llvm.dbg.value(metadata i32 3, metadata !158, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 256, metadata !159, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !160, metadata !DIExpression()), !dbg !163
  br label %1, !dbg !164

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !165
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !165
  %4 = bitcast i32* %3 to <4 x i32>*, !dbg !167
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !dbg !167, !tbaa !82
  %6 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !168
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2, !dbg !165
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !169
  %9 = load <4 x i32>, <4 x i32>* %8, align 4, !dbg !169, !tbaa !82
  %10 = ashr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !170
  %11 = add nsw <4 x i32> %10, %6, !dbg !171
  %12 = bitcast i32* %3 to <4 x i32>*, !dbg !172
  store <4 x i32> %11, <4 x i32>* %12, align 4, !dbg !172, !tbaa !82
  %13 = add nuw i64 %2, 4, !dbg !165
  %14 = icmp eq i64 %13, 256, !dbg !165
  br i1 %14, label %15, label %1, !dbg !165, !llvm.loop !173

15:                                               ; preds = %1
  ret void, !dbg !175
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 !dbg !176 {
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !187, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 256, metadata !188, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression()), !dbg !192
  br label %1, !dbg !193

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !194
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2, !dbg !194
  %4 = bitcast float* %3 to <4 x float>*, !dbg !196
  %5 = load <4 x float>, <4 x float>* %4, align 4, !dbg !196, !tbaa !86
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !194
  %7 = bitcast float* %6 to <4 x float>*, !dbg !197
  %8 = load <4 x float>, <4 x float>* %7, align 4, !dbg !197, !tbaa !86
  %9 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %8), !dbg !198
  %10 = bitcast float* %6 to <4 x float>*, !dbg !199
  store <4 x float> %9, <4 x float>* %10, align 4, !dbg !199, !tbaa !86
  %11 = add nuw i64 %2, 4, !dbg !194
  %12 = icmp eq i64 %11, 256, !dbg !194
  br i1 %12, label %13, label %1, !dbg !194, !llvm.loop !200

13:                                               ; preds = %1
  ret void, !dbg !202
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @sum_ints() unnamed_addr #6 !dbg !203 {
  call void @llvm.dbg.value(metadata i32 256, metadata !208, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !209, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !210, metadata !DIExpression()), !dbg !213
  br label %1, !dbg !214

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !215
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !215
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !217
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !dbg !217, !tbaa !82
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !217
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !217
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !dbg !217, !tbaa !82
  %11 = add <4 x i32> %7, %3, !dbg !218
  %12 = add <4 x i32> %10, %4, !dbg !218
  %13 = add nuw i64 %2, 8, !dbg !215
  %14 = icmp eq i64 %13, 256, !dbg !215
  br i1 %14, label %15, label %1, !dbg !215, !llvm.loop !219

15:                                               ; preds = %1
  %16 = add <4 x i32> %12, %11, !dbg !214
  %17 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %16), !dbg !214
  ret i32 %17, !dbg !221
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #6 !dbg !222 {
  call void @llvm.dbg.value(metadata i32 256, metadata !227, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !229, metadata !DIExpression()), !dbg !232
  br label %1, !dbg !233

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !234
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %13, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %14, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !234
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !236
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !dbg !236, !tbaa !82
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !236
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !236
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !dbg !236, !tbaa !82
  %11 = icmp sgt <4 x i32> %7, %3, !dbg !237
  %12 = icmp sgt <4 x i32> %10, %4, !dbg !237
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3, !dbg !236
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4, !dbg !236
  %15 = add nuw i64 %2, 8, !dbg !234
  %16 = icmp eq i64 %15, 256, !dbg !234
  br i1 %16, label %17, label %1, !dbg !234, !llvm.loop !238

17:                                               ; preds = %1
  %18 = icmp sgt <4 x i32> %13, %14, !dbg !233
  %19 = select <4 x i1> %18, <4 x i32> %13, <4 x i32> %14, !dbg !233
  %20 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %19), !dbg !233
  %21 = icmp slt i32 %20, 255, !dbg !240
  %22 = select i1 %21, i32 %20, i32 255, !dbg !240
  %23 = trunc i32 %22 to i8, !dbg !241
  ret i8 %23, !dbg !242
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #7 !dbg !243 {
  call void @llvm.dbg.value(metadata i32 256, metadata !251, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !252, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i32 0, metadata !253, metadata !DIExpression()), !dbg !256
  br label %2, !dbg !257

1:                                                ; preds = %2
  ret double %10, !dbg !258

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !253, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double %4, metadata !252, metadata !DIExpression()), !dbg !255
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !259
  %6 = load double, double* %5, align 8, !dbg !259, !tbaa !88
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !261
  %8 = load float, float* %7, align 4, !dbg !261, !tbaa !86
  %9 = fpext float %8 to double, !dbg !262
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !263
  call void @llvm.dbg.value(metadata double %10, metadata !252, metadata !DIExpression()), !dbg !255
  %11 = add nuw nsw i64 %3, 1, !dbg !264
  call void @llvm.dbg.value(metadata i64 %11, metadata !253, metadata !DIExpression()), !dbg !256
  %12 = icmp eq i64 %11, 256, !dbg !265
  br i1 %12, label %1, label %2, !dbg !257, !llvm.loop !266
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!77 = !DILocation(line: 0, scope: !55)
!78 = !DILocation(line: 102, column: 3, scope: !55)
!79 = !DILocation(line: 107, column: 22, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 102, column: 31)
!81 = distinct !DILexicalBlock(scope: !55, file: !3, line: 102, column: 3)
!82 = !{!83, !83, i64 0}
!83 = !{!"int", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !{!87, !87, i64 0}
!87 = !{!"float", !84, i64 0}
!88 = !{!89, !89, i64 0}
!89 = !{!"double", !84, i64 0}
!90 = distinct !{!90, !78, !91, !92, !93}
!91 = !DILocation(line: 108, column: 3, scope: !55)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !{!"llvm.loop.isvectorized", i32 1}
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 87, type: !10)
!95 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !96, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{null, !12}
!98 = !{!99, !100, !94}
!99 = !DILocalVariable(name: "v", arg: 1, scope: !95, file: !3, line: 85, type: !12)
!100 = !DILocalVariable(name: "buf", scope: !95, file: !3, line: 86, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 48)
!104 = !DILocation(line: 0, scope: !95, inlinedAt: !105)
!105 = distinct !DILocation(line: 131, column: 3, scope: !50)
!106 = !DILocation(line: 89, column: 50, scope: !107, inlinedAt: !105)
!107 = distinct !DILexicalBlock(scope: !95, file: !3, line: 89, column: 6)
!108 = !DILocation(line: 89, column: 32, scope: !107, inlinedAt: !105)
!109 = !DILocation(line: 89, column: 30, scope: !107, inlinedAt: !105)
!110 = !DILocation(line: 89, column: 12, scope: !107, inlinedAt: !105)
!111 = !DILocation(line: 89, column: 8, scope: !107, inlinedAt: !105)
!112 = !DILocation(line: 89, column: 17, scope: !107, inlinedAt: !105)
!113 = !{!84, !84, i64 0}
!114 = !DILocation(line: 89, column: 57, scope: !107, inlinedAt: !105)
!115 = distinct !{!115, !116, !117, !92}
!116 = !DILocation(line: 89, column: 3, scope: !95, inlinedAt: !105)
!117 = !DILocation(line: 89, column: 67, scope: !95, inlinedAt: !105)
!118 = !DILocation(line: 90, column: 3, scope: !95, inlinedAt: !105)
!119 = !DILocation(line: 91, column: 1, scope: !95, inlinedAt: !105)
!120 = !DILocation(line: 132, column: 3, scope: !50)
!121 = !DILocation(line: 0, scope: !50)
!122 = !DILocation(line: 138, column: 3, scope: !50)
!123 = !DILocation(line: 145, column: 3, scope: !50)
!124 = !DILocation(line: 148, column: 3, scope: !50)
!125 = !DILocation(line: 149, column: 3, scope: !50)
!126 = !DILocation(line: 109, column: 3, scope: !50)
!127 = !DILocation(line: 110, column: 3, scope: !50)
!128 = !DILocation(line: 111, column: 29, scope: !50)
!129 = !DILocation(line: 111, column: 46, scope: !50)
!130 = !DILocation(line: 111, column: 3, scope: !50)
!131 = !DILocation(line: 112, column: 36, scope: !50)
!132 = !DILocation(line: 112, column: 44, scope: !50)
!133 = !DILocation(line: 112, column: 3, scope: !50)
!134 = !DILocation(line: 116, column: 3, scope: !50)
!135 = !DILocation(line: 118, column: 3, scope: !50)
!136 = !DILocation(line: 120, column: 3, scope: !50)
!137 = !DILocation(line: 121, column: 3, scope: !50)
!138 = !DILocation(line: 0, scope: !71)
!139 = !DILocation(line: 123, column: 33, scope: !140)
!140 = distinct !DILexicalBlock(scope: !71, file: !3, line: 123, column: 3)
!141 = !DILocation(line: 124, column: 3, scope: !50)
!142 = !DILocation(line: 130, column: 3, scope: !50)
!143 = !DILocation(line: 86, column: 3, scope: !95, inlinedAt: !105)
!144 = !DILocation(line: 86, column: 8, scope: !95, inlinedAt: !105)
!145 = !DILocation(line: 88, column: 3, scope: !95, inlinedAt: !105)
!146 = !DILocation(line: 88, column: 10, scope: !95, inlinedAt: !105)
!147 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !148, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150, !152, !10, !10}
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!155 = !{!156, !157, !158, !159, !160}
!156 = !DILocalVariable(name: "dst", arg: 1, scope: !147, file: !3, line: 25, type: !150)
!157 = !DILocalVariable(name: "src", arg: 2, scope: !147, file: !3, line: 25, type: !152)
!158 = !DILocalVariable(name: "k", arg: 3, scope: !147, file: !3, line: 25, type: !10)
!159 = !DILocalVariable(name: "n", arg: 4, scope: !147, file: !3, line: 25, type: !10)
!160 = !DILocalVariable(name: "i", scope: !161, file: !3, line: 26, type: !10)
!161 = distinct !DILexicalBlock(scope: !147, file: !3, line: 26, column: 3)
!162 = !DILocation(line: 0, scope: !147)
!163 = !DILocation(line: 0, scope: !161)
!164 = !DILocation(line: 26, column: 3, scope: !161)
!165 = !DILocation(line: 26, column: 26, scope: !166)
!166 = distinct !DILexicalBlock(scope: !161, file: !3, line: 26, column: 3)
!167 = !DILocation(line: 26, column: 40, scope: !166)
!168 = !DILocation(line: 26, column: 47, scope: !166)
!169 = !DILocation(line: 26, column: 54, scope: !166)
!170 = !DILocation(line: 26, column: 61, scope: !166)
!171 = !DILocation(line: 26, column: 51, scope: !166)
!172 = !DILocation(line: 26, column: 38, scope: !166)
!173 = distinct !{!173, !164, !174, !92, !93}
!174 = !DILocation(line: 26, column: 65, scope: !161)
!175 = !DILocation(line: 27, column: 1, scope: !147)
!176 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !177, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !184)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !179, !181, !5, !10}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!184 = !{!185, !186, !187, !188, !189}
!185 = !DILocalVariable(name: "y", arg: 1, scope: !176, file: !3, line: 21, type: !179)
!186 = !DILocalVariable(name: "x", arg: 2, scope: !176, file: !3, line: 21, type: !181)
!187 = !DILocalVariable(name: "k", arg: 3, scope: !176, file: !3, line: 21, type: !5)
!188 = !DILocalVariable(name: "n", arg: 4, scope: !176, file: !3, line: 21, type: !10)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 22, type: !10)
!190 = distinct !DILexicalBlock(scope: !176, file: !3, line: 22, column: 3)
!191 = !DILocation(line: 0, scope: !176)
!192 = !DILocation(line: 0, scope: !190)
!193 = !DILocation(line: 22, column: 3, scope: !190)
!194 = !DILocation(line: 22, column: 26, scope: !195)
!195 = distinct !DILexicalBlock(scope: !190, file: !3, line: 22, column: 3)
!196 = !DILocation(line: 22, column: 42, scope: !195)
!197 = !DILocation(line: 22, column: 49, scope: !195)
!198 = !DILocation(line: 22, column: 47, scope: !195)
!199 = !DILocation(line: 22, column: 36, scope: !195)
!200 = distinct !{!200, !193, !201, !92, !93}
!201 = !DILocation(line: 22, column: 52, scope: !190)
!202 = !DILocation(line: 23, column: 1, scope: !176)
!203 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !204, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!10, !153, !10}
!206 = !{!207, !208, !209, !210}
!207 = !DILocalVariable(name: "a", arg: 1, scope: !203, file: !3, line: 15, type: !153)
!208 = !DILocalVariable(name: "n", arg: 2, scope: !203, file: !3, line: 15, type: !10)
!209 = !DILocalVariable(name: "s", scope: !203, file: !3, line: 16, type: !10)
!210 = !DILocalVariable(name: "i", scope: !211, file: !3, line: 17, type: !10)
!211 = distinct !DILexicalBlock(scope: !203, file: !3, line: 17, column: 3)
!212 = !DILocation(line: 0, scope: !203)
!213 = !DILocation(line: 0, scope: !211)
!214 = !DILocation(line: 17, column: 3, scope: !211)
!215 = !DILocation(line: 17, column: 26, scope: !216)
!216 = distinct !DILexicalBlock(scope: !211, file: !3, line: 17, column: 3)
!217 = !DILocation(line: 17, column: 36, scope: !216)
!218 = !DILocation(line: 17, column: 33, scope: !216)
!219 = distinct !{!219, !214, !220, !92, !93}
!220 = !DILocation(line: 17, column: 39, scope: !211)
!221 = !DILocation(line: 18, column: 3, scope: !203)
!222 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !223, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!11, !153, !10}
!225 = !{!226, !227, !228, !229}
!226 = !DILocalVariable(name: "a", arg: 1, scope: !222, file: !3, line: 35, type: !153)
!227 = !DILocalVariable(name: "n", arg: 2, scope: !222, file: !3, line: 35, type: !10)
!228 = !DILocalVariable(name: "m", scope: !222, file: !3, line: 36, type: !10)
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 37, type: !10)
!230 = distinct !DILexicalBlock(scope: !222, file: !3, line: 37, column: 3)
!231 = !DILocation(line: 0, scope: !222)
!232 = !DILocation(line: 0, scope: !230)
!233 = !DILocation(line: 37, column: 3, scope: !230)
!234 = !DILocation(line: 37, column: 26, scope: !235)
!235 = distinct !DILexicalBlock(scope: !230, file: !3, line: 37, column: 3)
!236 = !DILocation(line: 37, column: 35, scope: !235)
!237 = !DILocation(line: 37, column: 40, scope: !235)
!238 = distinct !{!238, !233, !239, !92, !93}
!239 = !DILocation(line: 37, column: 53, scope: !230)
!240 = !DILocation(line: 38, column: 26, scope: !222)
!241 = !DILocation(line: 38, column: 10, scope: !222)
!242 = !DILocation(line: 38, column: 3, scope: !222)
!243 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !244, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !248)
!244 = !DISubroutineType(types: !245)
!245 = !{!9, !246, !182, !10}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!248 = !{!249, !250, !251, !252, !253}
!249 = !DILocalVariable(name: "a", arg: 1, scope: !243, file: !3, line: 29, type: !246)
!250 = !DILocalVariable(name: "b", arg: 2, scope: !243, file: !3, line: 29, type: !182)
!251 = !DILocalVariable(name: "n", arg: 3, scope: !243, file: !3, line: 29, type: !10)
!252 = !DILocalVariable(name: "s", scope: !243, file: !3, line: 30, type: !9)
!253 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 31, type: !10)
!254 = distinct !DILexicalBlock(scope: !243, file: !3, line: 31, column: 3)
!255 = !DILocation(line: 0, scope: !243)
!256 = !DILocation(line: 0, scope: !254)
!257 = !DILocation(line: 31, column: 3, scope: !254)
!258 = !DILocation(line: 32, column: 3, scope: !243)
!259 = !DILocation(line: 31, column: 36, scope: !260)
!260 = distinct !DILexicalBlock(scope: !254, file: !3, line: 31, column: 3)
!261 = !DILocation(line: 31, column: 51, scope: !260)
!262 = !DILocation(line: 31, column: 43, scope: !260)
!263 = !DILocation(line: 31, column: 33, scope: !260)
!264 = !DILocation(line: 31, column: 26, scope: !260)
!265 = !DILocation(line: 31, column: 21, scope: !260)
!266 = distinct !{!266, !257, !267, !92}
!267 = !DILocation(line: 31, column: 54, scope: !254)
