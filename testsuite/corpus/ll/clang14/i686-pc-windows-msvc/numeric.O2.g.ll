; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = comdat any

$"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = comdat any

$"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = comdat any

$"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = comdat any

$"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = comdat any

$"??_C@_03IKGEINEE@?$CFs?5?$AA@" = comdat any

$"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = comdat any

$"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_03OHFMDAD@sun?$AA@" = comdat any

$"??_C@_03KPACMFAJ@mon?$AA@" = comdat any

$"??_C@_03HAFGCCHB@tue?$AA@" = comdat any

$"??_C@_03GHNOBPKO@wed?$AA@" = comdat any

$"??_C@_03COGKAAAD@thu?$AA@" = comdat any

$"??_C@_03CDLMOEOM@fri?$AA@" = comdat any

$"??_C@_03KFHHDCHE@sat?$AA@" = comdat any

$"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = comdat any

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !11
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !16
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !19
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !21
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 1
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 1
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 1
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 1
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 1
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 1
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 1
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 1
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 1
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 1
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 1
@str = private unnamed_addr constant [17 x i8] c"u128 unsupported\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !44 {
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !69
  br label %1, !dbg !70

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
  call void @llvm.dbg.value(metadata i32 %2, metadata !48, metadata !DIExpression()), !dbg !69
  %3 = mul nuw nsw i32 %2, 3, !dbg !71
  %4 = add nsw i32 %3, -100, !dbg !71
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %2, !dbg !71
  store i32 %4, i32* %5, align 4, !dbg !71, !tbaa !74
  %6 = mul nuw nsw i32 %2, 7, !dbg !78
  %7 = and i32 %6, 63, !dbg !78
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %2, !dbg !78
  store i32 %7, i32* %8, align 4, !dbg !78, !tbaa !74
  %9 = sitofp i32 %2 to float, !dbg !79
  %10 = fmul float %9, 5.000000e-01, !dbg !79
  %11 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %2, !dbg !79
  store float %10, float* %11, align 4, !dbg !79, !tbaa !80
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %2, !dbg !82
  store float 1.000000e+00, float* %12, align 4, !dbg !82, !tbaa !80
  %13 = add nuw nsw i32 %2, 1, !dbg !83
  %14 = sitofp i32 %13 to double, !dbg !83
  %15 = fdiv double 1.000000e+00, %14, !dbg !83
  %16 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %2, !dbg !83
  store double %15, double* %16, align 8, !dbg !83, !tbaa !84
  call void @llvm.dbg.value(metadata i32 %13, metadata !48, metadata !DIExpression()), !dbg !69
  %17 = icmp eq i32 %13, 256, !dbg !70
  br i1 %17, label %18, label %1, !dbg !70, !llvm.loop !86

18:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !89
  tail call fastcc void @saxpy(), !dbg !90
  %19 = tail call fastcc zeroext i8 @clamp_max(), !dbg !91
  %20 = zext i8 %19 to i32, !dbg !91
  %21 = tail call fastcc i32 @sum_ints(), !dbg !91
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %21, i32 noundef %20), !dbg !91
  %23 = tail call fastcc double @dot(), !dbg !92
  %24 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i32 0, i32 10), align 4, !dbg !92, !tbaa !80
  %25 = fpext float %24 to double, !dbg !92
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i32 0, i32 0), double noundef %25, double noundef %23), !dbg !92
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !50, metadata !DIExpression()), !dbg !93
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 0, i32 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !94
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !63, metadata !DIExpression()), !dbg !93
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !95
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i32 0, i32 0), i64 noundef 12), !dbg !96
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !97
  call void @llvm.dbg.value(metadata i32 -1, metadata !64, metadata !DIExpression()), !dbg !98
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !98
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 1, metadata !64, metadata !DIExpression()), !dbg !98
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 2, metadata !64, metadata !DIExpression()), !dbg !98
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 3, metadata !64, metadata !DIExpression()), !dbg !98
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 4, metadata !64, metadata !DIExpression()), !dbg !98
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 5, metadata !64, metadata !DIExpression()), !dbg !98
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 6, metadata !64, metadata !DIExpression()), !dbg !98
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 7, metadata !64, metadata !DIExpression()), !dbg !98
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i32 0, i32 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i32 0, i32 0)), !dbg !99
  call void @llvm.dbg.value(metadata i32 8, metadata !64, metadata !DIExpression()), !dbg !98
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !101
  %41 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str, i32 0, i32 0)), !dbg !102
  call void @llvm.dbg.value(metadata double 0x3FEDD21FB54442D2, metadata !66, metadata !DIExpression()), !dbg !93
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !103
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i32 0, i32 0), double noundef 2.375000e+00), !dbg !104
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !67, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !68, metadata !DIExpression()), !dbg !93
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !105
  ret i32 0, !dbg !106
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @scale_add() unnamed_addr #1 !dbg !107 {
  call void @llvm.dbg.value(metadata i32 256, metadata !116, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 3, metadata !117, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !123
  br label %2, !dbg !124

1:                                                ; preds = %2
  ret void, !dbg !125

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !120, metadata !DIExpression()), !dbg !123
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !126
  %5 = load i32, i32* %4, align 4, !dbg !126, !tbaa !74
  %6 = mul nsw i32 %5, 3, !dbg !126
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %3, !dbg !126
  %8 = load i32, i32* %7, align 4, !dbg !126, !tbaa !74
  %9 = ashr i32 %8, 1, !dbg !126
  %10 = add nsw i32 %9, %6, !dbg !126
  store i32 %10, i32* %4, align 4, !dbg !126, !tbaa !74
  %11 = or i32 %3, 1, !dbg !126
  call void @llvm.dbg.value(metadata i32 %11, metadata !120, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 %11, metadata !120, metadata !DIExpression()), !dbg !123
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %11, !dbg !126
  %13 = load i32, i32* %12, align 4, !dbg !126, !tbaa !74
  %14 = mul nsw i32 %13, 3, !dbg !126
  %15 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i32 0, i32 %11, !dbg !126
  %16 = load i32, i32* %15, align 4, !dbg !126, !tbaa !74
  %17 = ashr i32 %16, 1, !dbg !126
  %18 = add nsw i32 %17, %14, !dbg !126
  store i32 %18, i32* %12, align 4, !dbg !126, !tbaa !74
  %19 = add nuw nsw i32 %3, 2, !dbg !126
  call void @llvm.dbg.value(metadata i32 %19, metadata !120, metadata !DIExpression()), !dbg !123
  %20 = icmp eq i32 %19, 256, !dbg !124
  br i1 %20, label %1, label %2, !dbg !124, !llvm.loop !128
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !129 {
  call void @llvm.dbg.value(metadata i32 256, metadata !138, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !139, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()), !dbg !145
  br label %2, !dbg !146

1:                                                ; preds = %2
  ret void, !dbg !147

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !142, metadata !DIExpression()), !dbg !145
  %4 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %3, !dbg !148
  %5 = load float, float* %4, align 4, !dbg !148, !tbaa !80
  %6 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !148
  %7 = load float, float* %6, align 4, !dbg !148, !tbaa !80
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !148
  store float %8, float* %6, align 4, !dbg !148, !tbaa !80
  %9 = or i32 %3, 1, !dbg !148
  call void @llvm.dbg.value(metadata i32 %9, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 %9, metadata !142, metadata !DIExpression()), !dbg !145
  %10 = getelementptr inbounds [256 x float], [256 x float]* @fa, i32 0, i32 %9, !dbg !148
  %11 = load float, float* %10, align 4, !dbg !148, !tbaa !80
  %12 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %9, !dbg !148
  %13 = load float, float* %12, align 4, !dbg !148, !tbaa !80
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13), !dbg !148
  store float %14, float* %12, align 4, !dbg !148, !tbaa !80
  %15 = add nuw nsw i32 %3, 2, !dbg !148
  call void @llvm.dbg.value(metadata i32 %15, metadata !142, metadata !DIExpression()), !dbg !145
  %16 = icmp eq i32 %15, 256, !dbg !146
  br i1 %16, label %1, label %2, !dbg !146, !llvm.loop !150
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #4 !dbg !151 {
  call void @llvm.dbg.value(metadata i32 256, metadata !155, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !157, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !158, metadata !DIExpression()), !dbg !161
  br label %5, !dbg !162

1:                                                ; preds = %5
  %2 = icmp slt i32 %26, 255, !dbg !163
  %3 = select i1 %2, i32 %26, i32 255, !dbg !163
  %4 = trunc i32 %3 to i8, !dbg !163
  ret i8 %4, !dbg !163

5:                                                ; preds = %5, %0
  %6 = phi i32 [ 0, %0 ], [ %27, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %26, %5 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !158, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %7, metadata !157, metadata !DIExpression()), !dbg !160
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %6, !dbg !164
  %9 = load i32, i32* %8, align 4, !dbg !164, !tbaa !74
  %10 = icmp sgt i32 %9, %7, !dbg !164
  %11 = select i1 %10, i32 %9, i32 %7, !dbg !164
  call void @llvm.dbg.value(metadata i32 %11, metadata !157, metadata !DIExpression()), !dbg !160
  %12 = or i32 %6, 1, !dbg !164
  call void @llvm.dbg.value(metadata i32 %12, metadata !158, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %12, metadata !158, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %11, metadata !157, metadata !DIExpression()), !dbg !160
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12, !dbg !164
  %14 = load i32, i32* %13, align 4, !dbg !164, !tbaa !74
  %15 = icmp sgt i32 %14, %11, !dbg !164
  %16 = select i1 %15, i32 %14, i32 %11, !dbg !164
  call void @llvm.dbg.value(metadata i32 %16, metadata !157, metadata !DIExpression()), !dbg !160
  %17 = or i32 %6, 2, !dbg !164
  call void @llvm.dbg.value(metadata i32 %17, metadata !158, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %17, metadata !158, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %16, metadata !157, metadata !DIExpression()), !dbg !160
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %17, !dbg !164
  %19 = load i32, i32* %18, align 4, !dbg !164, !tbaa !74
  %20 = icmp sgt i32 %19, %16, !dbg !164
  %21 = select i1 %20, i32 %19, i32 %16, !dbg !164
  call void @llvm.dbg.value(metadata i32 %21, metadata !157, metadata !DIExpression()), !dbg !160
  %22 = or i32 %6, 3, !dbg !164
  call void @llvm.dbg.value(metadata i32 %22, metadata !158, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %22, metadata !158, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %21, metadata !157, metadata !DIExpression()), !dbg !160
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %22, !dbg !164
  %24 = load i32, i32* %23, align 4, !dbg !164, !tbaa !74
  %25 = icmp sgt i32 %24, %21, !dbg !164
  %26 = select i1 %25, i32 %24, i32 %21, !dbg !164
  call void @llvm.dbg.value(metadata i32 %26, metadata !157, metadata !DIExpression()), !dbg !160
  %27 = add nuw nsw i32 %6, 4, !dbg !164
  call void @llvm.dbg.value(metadata i32 %27, metadata !158, metadata !DIExpression()), !dbg !161
  %28 = icmp eq i32 %27, 256, !dbg !162
  br i1 %28, label %1, label %5, !dbg !162, !llvm.loop !166
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !167 {
  call void @llvm.dbg.value(metadata i32 256, metadata !171, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 0, metadata !173, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 0, metadata !174, metadata !DIExpression()), !dbg !177
  br label %2, !dbg !178

1:                                                ; preds = %2
  ret i32 %35, !dbg !179

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %36, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %35, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %4, metadata !173, metadata !DIExpression()), !dbg !176
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %3, !dbg !180
  %6 = load i32, i32* %5, align 4, !dbg !180, !tbaa !74
  %7 = add nsw i32 %6, %4, !dbg !180
  call void @llvm.dbg.value(metadata i32 %7, metadata !173, metadata !DIExpression()), !dbg !176
  %8 = or i32 %3, 1, !dbg !180
  call void @llvm.dbg.value(metadata i32 %8, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %8, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %7, metadata !173, metadata !DIExpression()), !dbg !176
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %8, !dbg !180
  %10 = load i32, i32* %9, align 4, !dbg !180, !tbaa !74
  %11 = add nsw i32 %10, %7, !dbg !180
  call void @llvm.dbg.value(metadata i32 %11, metadata !173, metadata !DIExpression()), !dbg !176
  %12 = or i32 %3, 2, !dbg !180
  call void @llvm.dbg.value(metadata i32 %12, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %12, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %11, metadata !173, metadata !DIExpression()), !dbg !176
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %12, !dbg !180
  %14 = load i32, i32* %13, align 4, !dbg !180, !tbaa !74
  %15 = add nsw i32 %14, %11, !dbg !180
  call void @llvm.dbg.value(metadata i32 %15, metadata !173, metadata !DIExpression()), !dbg !176
  %16 = or i32 %3, 3, !dbg !180
  call void @llvm.dbg.value(metadata i32 %16, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %16, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %15, metadata !173, metadata !DIExpression()), !dbg !176
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %16, !dbg !180
  %18 = load i32, i32* %17, align 4, !dbg !180, !tbaa !74
  %19 = add nsw i32 %18, %15, !dbg !180
  call void @llvm.dbg.value(metadata i32 %19, metadata !173, metadata !DIExpression()), !dbg !176
  %20 = or i32 %3, 4, !dbg !180
  call void @llvm.dbg.value(metadata i32 %20, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %20, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %19, metadata !173, metadata !DIExpression()), !dbg !176
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %20, !dbg !180
  %22 = load i32, i32* %21, align 4, !dbg !180, !tbaa !74
  %23 = add nsw i32 %22, %19, !dbg !180
  call void @llvm.dbg.value(metadata i32 %23, metadata !173, metadata !DIExpression()), !dbg !176
  %24 = or i32 %3, 5, !dbg !180
  call void @llvm.dbg.value(metadata i32 %24, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %24, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %23, metadata !173, metadata !DIExpression()), !dbg !176
  %25 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %24, !dbg !180
  %26 = load i32, i32* %25, align 4, !dbg !180, !tbaa !74
  %27 = add nsw i32 %26, %23, !dbg !180
  call void @llvm.dbg.value(metadata i32 %27, metadata !173, metadata !DIExpression()), !dbg !176
  %28 = or i32 %3, 6, !dbg !180
  call void @llvm.dbg.value(metadata i32 %28, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %28, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %27, metadata !173, metadata !DIExpression()), !dbg !176
  %29 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %28, !dbg !180
  %30 = load i32, i32* %29, align 4, !dbg !180, !tbaa !74
  %31 = add nsw i32 %30, %27, !dbg !180
  call void @llvm.dbg.value(metadata i32 %31, metadata !173, metadata !DIExpression()), !dbg !176
  %32 = or i32 %3, 7, !dbg !180
  call void @llvm.dbg.value(metadata i32 %32, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %32, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %31, metadata !173, metadata !DIExpression()), !dbg !176
  %33 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i32 0, i32 %32, !dbg !180
  %34 = load i32, i32* %33, align 4, !dbg !180, !tbaa !74
  %35 = add nsw i32 %34, %31, !dbg !180
  call void @llvm.dbg.value(metadata i32 %35, metadata !173, metadata !DIExpression()), !dbg !176
  %36 = add nuw nsw i32 %3, 8, !dbg !180
  call void @llvm.dbg.value(metadata i32 %36, metadata !174, metadata !DIExpression()), !dbg !177
  %37 = icmp eq i32 %36, 256, !dbg !178
  br i1 %37, label %1, label %2, !dbg !178, !llvm.loop !182
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal fastcc double @dot() unnamed_addr #5 !dbg !183 {
  call void @llvm.dbg.value(metadata i32 256, metadata !189, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !192, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i32 0, metadata !193, metadata !DIExpression()), !dbg !196
  br label %2, !dbg !197

1:                                                ; preds = %2
  ret double %31, !dbg !198

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %31, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !193, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %4, metadata !192, metadata !DIExpression()), !dbg !195
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %3, !dbg !199
  %6 = load double, double* %5, align 8, !dbg !199, !tbaa !84
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %3, !dbg !199
  %8 = load float, float* %7, align 4, !dbg !199, !tbaa !80
  %9 = fpext float %8 to double, !dbg !199
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !199
  call void @llvm.dbg.value(metadata double %10, metadata !192, metadata !DIExpression()), !dbg !195
  %11 = or i32 %3, 1, !dbg !199
  call void @llvm.dbg.value(metadata i32 %11, metadata !193, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %11, metadata !193, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %10, metadata !192, metadata !DIExpression()), !dbg !195
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %11, !dbg !199
  %13 = load double, double* %12, align 8, !dbg !199, !tbaa !84
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %11, !dbg !199
  %15 = load float, float* %14, align 4, !dbg !199, !tbaa !80
  %16 = fpext float %15 to double, !dbg !199
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !199
  call void @llvm.dbg.value(metadata double %17, metadata !192, metadata !DIExpression()), !dbg !195
  %18 = or i32 %3, 2, !dbg !199
  call void @llvm.dbg.value(metadata i32 %18, metadata !193, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %18, metadata !193, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %17, metadata !192, metadata !DIExpression()), !dbg !195
  %19 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %18, !dbg !199
  %20 = load double, double* %19, align 8, !dbg !199, !tbaa !84
  %21 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %18, !dbg !199
  %22 = load float, float* %21, align 4, !dbg !199, !tbaa !80
  %23 = fpext float %22 to double, !dbg !199
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17), !dbg !199
  call void @llvm.dbg.value(metadata double %24, metadata !192, metadata !DIExpression()), !dbg !195
  %25 = or i32 %3, 3, !dbg !199
  call void @llvm.dbg.value(metadata i32 %25, metadata !193, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %25, metadata !193, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %24, metadata !192, metadata !DIExpression()), !dbg !195
  %26 = getelementptr inbounds [256 x double], [256 x double]* @da, i32 0, i32 %25, !dbg !199
  %27 = load double, double* %26, align 8, !dbg !199, !tbaa !84
  %28 = getelementptr inbounds [256 x float], [256 x float]* @fb, i32 0, i32 %25, !dbg !199
  %29 = load float, float* %28, align 4, !dbg !199, !tbaa !80
  %30 = fpext float %29 to double, !dbg !199
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %24), !dbg !199
  call void @llvm.dbg.value(metadata double %31, metadata !192, metadata !DIExpression()), !dbg !195
  %32 = add nuw nsw i32 %3, 4, !dbg !199
  call void @llvm.dbg.value(metadata i32 %32, metadata !193, metadata !DIExpression()), !dbg !196
  %33 = icmp eq i32 %32, 256, !dbg !197
  br i1 %33, label %1, label %2, !dbg !197, !llvm.loop !201
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!0, !11, !16, !19, !21, !24}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 256)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "c", scope: !26, file: !3, line: 96, type: !35, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !27, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29}
!29 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!30 = !{!31, !32, !33}
!31 = !DILocalVariable(name: "x", arg: 1, scope: !26, file: !3, line: 94, type: !29)
!32 = !DILocalVariable(name: "r", scope: !26, file: !3, line: 95, type: !29)
!33 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 97, type: !7)
!34 = distinct !DILexicalBlock(scope: !26, file: !3, line: 97)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 256, elements: !37)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{i32 1, !"NumRegisterParameters", i32 0}
!40 = !{i32 2, !"CodeView", i32 1}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 2}
!43 = !{!"Debian clang version 14.0.6"}
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !45, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!7}
!47 = !{!48, !50, !63, !64, !66, !67, !68}
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 102, type: !7)
!49 = distinct !DILexicalBlock(scope: !44, file: !3, line: 102)
!50 = !DILocalVariable(name: "p", scope: !44, file: !3, line: 114, type: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !52)
!52 = !{!53, !54, !55, !57, !62}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !51, file: !3, line: 42, baseType: !5, size: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !51, file: !3, line: 43, baseType: !6, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !51, file: !3, line: 44, baseType: !56, size: 32)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !37)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !51, file: !3, line: 45, size: 32, elements: !58)
!58 = !{!59, !60, !61}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !57, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !57, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !57, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !51, file: !3, line: 45, baseType: !57, size: 32)
!63 = !DILocalVariable(name: "x", scope: !44, file: !3, line: 117, type: !6)
!64 = !DILocalVariable(name: "d", scope: !65, file: !3, line: 123, type: !7)
!65 = distinct !DILexicalBlock(scope: !44, file: !3, line: 123)
!66 = !DILocalVariable(name: "ld", scope: !44, file: !3, line: 137, type: !29)
!67 = !DILocalVariable(name: "nan", scope: !44, file: !3, line: 147, type: !5)
!68 = !DILocalVariable(name: "inf", scope: !44, file: !3, line: 147, type: !5)
!69 = !DILocation(line: 0, scope: !49)
!70 = !DILocation(line: 102, scope: !49)
!71 = !DILocation(line: 103, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 102)
!73 = distinct !DILexicalBlock(scope: !49, file: !3, line: 102)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 104, scope: !72)
!79 = !DILocation(line: 105, scope: !72)
!80 = !{!81, !81, i64 0}
!81 = !{!"float", !76, i64 0}
!82 = !DILocation(line: 106, scope: !72)
!83 = !DILocation(line: 107, scope: !72)
!84 = !{!85, !85, i64 0}
!85 = !{!"double", !76, i64 0}
!86 = distinct !{!86, !70, !87, !88}
!87 = !DILocation(line: 108, scope: !49)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 109, scope: !44)
!90 = !DILocation(line: 110, scope: !44)
!91 = !DILocation(line: 111, scope: !44)
!92 = !DILocation(line: 112, scope: !44)
!93 = !DILocation(line: 0, scope: !44)
!94 = !DILocation(line: 116, scope: !44)
!95 = !DILocation(line: 118, scope: !44)
!96 = !DILocation(line: 120, scope: !44)
!97 = !DILocation(line: 121, scope: !44)
!98 = !DILocation(line: 0, scope: !65)
!99 = !DILocation(line: 123, scope: !100)
!100 = distinct !DILexicalBlock(scope: !65, file: !3, line: 123)
!101 = !DILocation(line: 124, scope: !44)
!102 = !DILocation(line: 134, scope: !44)
!103 = !DILocation(line: 138, scope: !44)
!104 = !DILocation(line: 145, scope: !44)
!105 = !DILocation(line: 148, scope: !44)
!106 = !DILocation(line: 149, scope: !44)
!107 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !108, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110, !112, !7, !7}
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!112 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!115 = !{!116, !117, !118, !119, !120}
!116 = !DILocalVariable(name: "n", arg: 4, scope: !107, file: !3, line: 25, type: !7)
!117 = !DILocalVariable(name: "k", arg: 3, scope: !107, file: !3, line: 25, type: !7)
!118 = !DILocalVariable(name: "src", arg: 2, scope: !107, file: !3, line: 25, type: !112)
!119 = !DILocalVariable(name: "dst", arg: 1, scope: !107, file: !3, line: 25, type: !110)
!120 = !DILocalVariable(name: "i", scope: !121, file: !3, line: 26, type: !7)
!121 = distinct !DILexicalBlock(scope: !107, file: !3, line: 26)
!122 = !DILocation(line: 0, scope: !107)
!123 = !DILocation(line: 0, scope: !121)
!124 = !DILocation(line: 26, scope: !121)
!125 = !DILocation(line: 27, scope: !107)
!126 = !DILocation(line: 26, scope: !127)
!127 = distinct !DILexicalBlock(scope: !121, file: !3, line: 26)
!128 = distinct !{!128, !124, !124, !88}
!129 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !130, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !132, !134, !5, !7}
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 32)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!137 = !{!138, !139, !140, !141, !142}
!138 = !DILocalVariable(name: "n", arg: 4, scope: !129, file: !3, line: 21, type: !7)
!139 = !DILocalVariable(name: "k", arg: 3, scope: !129, file: !3, line: 21, type: !5)
!140 = !DILocalVariable(name: "x", arg: 2, scope: !129, file: !3, line: 21, type: !134)
!141 = !DILocalVariable(name: "y", arg: 1, scope: !129, file: !3, line: 21, type: !132)
!142 = !DILocalVariable(name: "i", scope: !143, file: !3, line: 22, type: !7)
!143 = distinct !DILexicalBlock(scope: !129, file: !3, line: 22)
!144 = !DILocation(line: 0, scope: !129)
!145 = !DILocation(line: 0, scope: !143)
!146 = !DILocation(line: 22, scope: !143)
!147 = !DILocation(line: 23, scope: !129)
!148 = !DILocation(line: 22, scope: !149)
!149 = distinct !DILexicalBlock(scope: !143, file: !3, line: 22)
!150 = distinct !{!150, !146, !146, !88}
!151 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !152, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!9, !113, !7}
!154 = !{!155, !156, !157, !158}
!155 = !DILocalVariable(name: "n", arg: 2, scope: !151, file: !3, line: 35, type: !7)
!156 = !DILocalVariable(name: "a", arg: 1, scope: !151, file: !3, line: 35, type: !113)
!157 = !DILocalVariable(name: "m", scope: !151, file: !3, line: 36, type: !7)
!158 = !DILocalVariable(name: "i", scope: !159, file: !3, line: 37, type: !7)
!159 = distinct !DILexicalBlock(scope: !151, file: !3, line: 37)
!160 = !DILocation(line: 0, scope: !151)
!161 = !DILocation(line: 0, scope: !159)
!162 = !DILocation(line: 37, scope: !159)
!163 = !DILocation(line: 38, scope: !151)
!164 = !DILocation(line: 37, scope: !165)
!165 = distinct !DILexicalBlock(scope: !159, file: !3, line: 37)
!166 = distinct !{!166, !162, !162, !88}
!167 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !168, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!7, !113, !7}
!170 = !{!171, !172, !173, !174}
!171 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !3, line: 15, type: !7)
!172 = !DILocalVariable(name: "a", arg: 1, scope: !167, file: !3, line: 15, type: !113)
!173 = !DILocalVariable(name: "s", scope: !167, file: !3, line: 16, type: !7)
!174 = !DILocalVariable(name: "i", scope: !175, file: !3, line: 17, type: !7)
!175 = distinct !DILexicalBlock(scope: !167, file: !3, line: 17)
!176 = !DILocation(line: 0, scope: !167)
!177 = !DILocation(line: 0, scope: !175)
!178 = !DILocation(line: 17, scope: !175)
!179 = !DILocation(line: 18, scope: !167)
!180 = !DILocation(line: 17, scope: !181)
!181 = distinct !DILexicalBlock(scope: !175, file: !3, line: 17)
!182 = distinct !{!182, !178, !178, !88}
!183 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !184, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !188)
!184 = !DISubroutineType(types: !185)
!185 = !{!8, !186, !135, !7}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 32)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!188 = !{!189, !190, !191, !192, !193}
!189 = !DILocalVariable(name: "n", arg: 3, scope: !183, file: !3, line: 29, type: !7)
!190 = !DILocalVariable(name: "b", arg: 2, scope: !183, file: !3, line: 29, type: !135)
!191 = !DILocalVariable(name: "a", arg: 1, scope: !183, file: !3, line: 29, type: !186)
!192 = !DILocalVariable(name: "s", scope: !183, file: !3, line: 30, type: !8)
!193 = !DILocalVariable(name: "i", scope: !194, file: !3, line: 31, type: !7)
!194 = distinct !DILexicalBlock(scope: !183, file: !3, line: 31)
!195 = !DILocation(line: 0, scope: !183)
!196 = !DILocation(line: 0, scope: !194)
!197 = !DILocation(line: 31, scope: !194)
!198 = !DILocation(line: 32, scope: !183)
!199 = !DILocation(line: 31, scope: !200)
!200 = distinct !DILexicalBlock(scope: !194, file: !3, line: 31)
!201 = distinct !{!201, !197, !197, !88}
