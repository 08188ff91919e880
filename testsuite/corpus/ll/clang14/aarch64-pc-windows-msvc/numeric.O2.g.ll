; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

$"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = comdat any

$"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = comdat any

$"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = comdat any

$"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = comdat any

$"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = comdat any

$"??_C@_03IKGEINEE@?$CFs?5?$AA@" = comdat any

$"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_05GMENPDLI@u128?5?$AA@" = comdat any

$"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = comdat any

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

$"??_C@_02DKCKIIND@?$CFs?$AA@" = comdat any

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !16
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !21
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !24
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !26
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 8
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 8
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 8
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 8
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 8
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 8
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 4
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 8
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 4
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 8
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 8
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 8
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 8
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 4
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 4
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 4
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 4
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 4
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 4
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 4
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 4
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca [48 x i8], align 1
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !84
  br label %2, !dbg !85

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %50, %2 ], !dbg !86
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %51, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %52, %2 ], !dbg !89
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %53, %2 ], !dbg !90
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %54, %2 ], !dbg !91
  %8 = add <2 x i32> %7, <i32 2, i32 2>, !dbg !91
  %9 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3, !dbg !86
  %10 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !89
  %11 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !89
  %12 = add <2 x i32> %10, <i32 -100, i32 -100>, !dbg !89
  %13 = add <2 x i32> %11, <i32 -94, i32 -94>, !dbg !89
  %14 = bitcast i32* %9 to <2 x i32>*, !dbg !89
  store <2 x i32> %12, <2 x i32>* %14, align 16, !dbg !89, !tbaa !92
  %15 = getelementptr inbounds i32, i32* %9, i64 2, !dbg !89
  %16 = bitcast i32* %15 to <2 x i32>*, !dbg !89
  store <2 x i32> %13, <2 x i32>* %16, align 8, !dbg !89, !tbaa !92
  %17 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !90
  %18 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !90
  %19 = add <2 x i32> %18, <i32 14, i32 14>, !dbg !90
  %20 = and <2 x i32> %17, <i32 63, i32 63>, !dbg !90
  %21 = and <2 x i32> %19, <i32 63, i32 63>, !dbg !90
  %22 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3, !dbg !86
  %23 = bitcast i32* %22 to <2 x i32>*, !dbg !90
  store <2 x i32> %20, <2 x i32>* %23, align 16, !dbg !90, !tbaa !92
  %24 = getelementptr inbounds i32, i32* %22, i64 2, !dbg !90
  %25 = bitcast i32* %24 to <2 x i32>*, !dbg !90
  store <2 x i32> %21, <2 x i32>* %25, align 8, !dbg !90, !tbaa !92
  %26 = sitofp <2 x i32> %7 to <2 x float>, !dbg !91
  %27 = sitofp <2 x i32> %8 to <2 x float>, !dbg !91
  %28 = fmul <2 x float> %26, <float 5.000000e-01, float 5.000000e-01>, !dbg !91
  %29 = fmul <2 x float> %27, <float 5.000000e-01, float 5.000000e-01>, !dbg !91
  %30 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3, !dbg !86
  %31 = bitcast float* %30 to <2 x float>*, !dbg !91
  store <2 x float> %28, <2 x float>* %31, align 16, !dbg !91, !tbaa !96
  %32 = getelementptr inbounds float, float* %30, i64 2, !dbg !91
  %33 = bitcast float* %32 to <2 x float>*, !dbg !91
  store <2 x float> %29, <2 x float>* %33, align 8, !dbg !91, !tbaa !96
  %34 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !86
  %35 = bitcast float* %34 to <2 x float>*, !dbg !98
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %35, align 16, !dbg !98, !tbaa !96
  %36 = getelementptr inbounds float, float* %34, i64 2, !dbg !98
  %37 = bitcast float* %36 to <2 x float>*, !dbg !98
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %37, align 8, !dbg !98, !tbaa !96
  %38 = trunc <2 x i64> %4 to <2 x i32>, !dbg !86
  %39 = add <2 x i32> %38, <i32 1, i32 1>, !dbg !86
  %40 = trunc <2 x i64> %4 to <2 x i32>, !dbg !86
  %41 = add <2 x i32> %40, <i32 3, i32 3>, !dbg !86
  %42 = sitofp <2 x i32> %39 to <2 x double>, !dbg !86
  %43 = sitofp <2 x i32> %41 to <2 x double>, !dbg !86
  %44 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %42, !dbg !86
  %45 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %43, !dbg !86
  %46 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !86
  %47 = bitcast double* %46 to <2 x double>*, !dbg !86
  store <2 x double> %44, <2 x double>* %47, align 16, !dbg !86, !tbaa !99
  %48 = getelementptr inbounds double, double* %46, i64 2, !dbg !86
  %49 = bitcast double* %48 to <2 x double>*, !dbg !86
  store <2 x double> %45, <2 x double>* %49, align 16, !dbg !86, !tbaa !99
  %50 = add nuw i64 %3, 4, !dbg !86
  %51 = add <2 x i64> %4, <i64 4, i64 4>
  %52 = add <2 x i32> %5, <i32 4, i32 4>, !dbg !89
  %53 = add <2 x i32> %6, <i32 4, i32 4>, !dbg !90
  %54 = add <2 x i32> %7, <i32 4, i32 4>, !dbg !91
  %55 = icmp eq i64 %50, 256, !dbg !86
  br i1 %55, label %75, label %2, !dbg !86, !llvm.loop !101

56:                                               ; preds = %56, %75
  %57 = phi i64 [ %65, %56 ], [ 47, %75 ]
  %58 = phi i128 [ %60, %56 ], [ -36893488147419103231, %75 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !105, metadata !DIExpression()) #10, !dbg !115
  call void @llvm.dbg.value(metadata i128 %58, metadata !110, metadata !DIExpression()) #10, !dbg !115
  %59 = freeze i128 %58
  %60 = udiv i128 %59, 10, !dbg !117
  %61 = mul i128 %60, 10
  %62 = sub i128 %59, %61
  %63 = trunc i128 %62 to i8, !dbg !117
  %64 = or i8 %63, 48, !dbg !117
  %65 = add nsw i64 %57, -1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %65, metadata !105, metadata !DIExpression()) #10, !dbg !115
  %66 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %65, !dbg !117
  store i8 %64, i8* %66, align 1, !dbg !117, !tbaa !119
  call void @llvm.dbg.value(metadata i128 %60, metadata !110, metadata !DIExpression()) #10, !dbg !115
  %67 = icmp ult i128 %58, 10, !dbg !117
  br i1 %67, label %68, label %56, !dbg !117, !llvm.loop !120

68:                                               ; preds = %56
  %69 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8, !dbg !117
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02DKCKIIND@?$CFs?$AA@", i64 0, i64 0), i8* noundef nonnull %69) #10, !dbg !122
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %99) #10, !dbg !123
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206), !dbg !124
  call void @llvm.dbg.value(metadata double 0x3FEDD21FB54442D2, metadata !78, metadata !DIExpression()), !dbg !125
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !126
  call void @llvm.dbg.value(metadata half 0xH3E00, metadata !79, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata half 0xH3400, metadata !80, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata half 0xH40C0, metadata !81, metadata !DIExpression()), !dbg !125
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef 2.375000e+00), !dbg !127
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !82, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !83, metadata !DIExpression()), !dbg !125
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !128
  ret i32 0, !dbg !129

75:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !130
  tail call fastcc void @saxpy(), !dbg !131
  %76 = tail call fastcc i8 @clamp_max(), !dbg !132
  %77 = zext i8 %76 to i32, !dbg !132
  %78 = tail call fastcc i32 @sum_ints(), !dbg !132
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %78, i32 noundef %77), !dbg !132
  %80 = tail call fastcc double @dot(), !dbg !133
  %81 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !dbg !133, !tbaa !96
  %82 = fpext float %81 to double, !dbg !133
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i64 0, i64 0), double noundef %82, double noundef %80), !dbg !133
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !60, metadata !DIExpression()), !dbg !125
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i64 0, i64 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !134
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !73, metadata !DIExpression()), !dbg !125
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !135
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef 12), !dbg !136
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !137
  call void @llvm.dbg.value(metadata i32 -1, metadata !74, metadata !DIExpression()), !dbg !138
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !138
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 1, metadata !74, metadata !DIExpression()), !dbg !138
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 2, metadata !74, metadata !DIExpression()), !dbg !138
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 3, metadata !74, metadata !DIExpression()), !dbg !138
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 4, metadata !74, metadata !DIExpression()), !dbg !138
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 5, metadata !74, metadata !DIExpression()), !dbg !138
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 6, metadata !74, metadata !DIExpression()), !dbg !138
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 7, metadata !74, metadata !DIExpression()), !dbg !138
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 8, metadata !74, metadata !DIExpression()), !dbg !138
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !141
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !76, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i128 12297829382473034410, metadata !77, metadata !DIExpression()), !dbg !125
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05GMENPDLI@u128?5?$AA@", i64 0, i64 0)), !dbg !142
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !110, metadata !DIExpression()) #10, !dbg !115
  %99 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0, !dbg !143
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %99) #10, !dbg !143
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !111, metadata !DIExpression()) #10, !dbg !143
  call void @llvm.dbg.value(metadata i32 47, metadata !105, metadata !DIExpression()) #10, !dbg !115
  %100 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47, !dbg !144
  store i8 0, i8* %100, align 1, !dbg !144, !tbaa !119
  br label %56, !dbg !121
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #3 !dbg !145 {
  call void @llvm.dbg.value(metadata i32 256, metadata !154, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 3, metadata !155, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !158, metadata !DIExpression()), !dbg !161
  br label %1, !dbg !162

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ], !dbg !163
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !163
  %4 = bitcast i32* %3 to <4 x i32>*, !dbg !163
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !163, !tbaa !92
  %6 = getelementptr inbounds i32, i32* %3, i64 4, !dbg !163
  %7 = bitcast i32* %6 to <4 x i32>*, !dbg !163
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !dbg !163, !tbaa !92
  %9 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !163
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !163
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2, !dbg !163
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !163
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !dbg !163, !tbaa !92
  %14 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !163
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !163
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !163, !tbaa !92
  %17 = ashr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !163
  %18 = ashr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>, !dbg !163
  %19 = add nsw <4 x i32> %17, %9, !dbg !163
  %20 = add nsw <4 x i32> %18, %10, !dbg !163
  %21 = bitcast i32* %3 to <4 x i32>*, !dbg !163
  store <4 x i32> %19, <4 x i32>* %21, align 16, !dbg !163, !tbaa !92
  %22 = bitcast i32* %6 to <4 x i32>*, !dbg !163
  store <4 x i32> %20, <4 x i32>* %22, align 16, !dbg !163, !tbaa !92
  %23 = add nuw i64 %2, 8, !dbg !163
  %24 = icmp eq i64 %23, 256, !dbg !163
  br i1 %24, label %25, label %1, !dbg !163, !llvm.loop !165

25:                                               ; preds = %1
  ret void, !dbg !166
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 !dbg !167 {
  call void @llvm.dbg.value(metadata i32 256, metadata !176, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()), !dbg !183
  br label %1, !dbg !184

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !185
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2, !dbg !185
  %4 = bitcast float* %3 to <4 x float>*, !dbg !185
  %5 = load <4 x float>, <4 x float>* %4, align 16, !dbg !185, !tbaa !96
  %6 = getelementptr inbounds float, float* %3, i64 4, !dbg !185
  %7 = bitcast float* %6 to <4 x float>*, !dbg !185
  %8 = load <4 x float>, <4 x float>* %7, align 16, !dbg !185, !tbaa !96
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !185
  %10 = bitcast float* %9 to <4 x float>*, !dbg !185
  %11 = load <4 x float>, <4 x float>* %10, align 16, !dbg !185, !tbaa !96
  %12 = getelementptr inbounds float, float* %9, i64 4, !dbg !185
  %13 = bitcast float* %12 to <4 x float>*, !dbg !185
  %14 = load <4 x float>, <4 x float>* %13, align 16, !dbg !185, !tbaa !96
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11), !dbg !185
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14), !dbg !185
  %17 = bitcast float* %9 to <4 x float>*, !dbg !185
  store <4 x float> %15, <4 x float>* %17, align 16, !dbg !185, !tbaa !96
  %18 = bitcast float* %12 to <4 x float>*, !dbg !185
  store <4 x float> %16, <4 x float>* %18, align 16, !dbg !185, !tbaa !96
  %19 = add nuw i64 %2, 8, !dbg !185
  %20 = icmp eq i64 %19, 256, !dbg !185
  br i1 %20, label %21, label %1, !dbg !185, !llvm.loop !187

21:                                               ; preds = %1
  ret void, !dbg !188
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #6 !dbg !189 {
  call void @llvm.dbg.value(metadata i32 256, metadata !193, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 0, metadata !195, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 0, metadata !196, metadata !DIExpression()), !dbg !199
  br label %1, !dbg !200

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !201
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %13, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %14, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !201
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !201
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !201, !tbaa !92
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !201
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !201
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !201, !tbaa !92
  %11 = icmp sgt <4 x i32> %7, %3, !dbg !201
  %12 = icmp sgt <4 x i32> %10, %4, !dbg !201
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3, !dbg !201
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4, !dbg !201
  %15 = add nuw i64 %2, 8, !dbg !201
  %16 = icmp eq i64 %15, 256, !dbg !201
  br i1 %16, label %17, label %1, !dbg !201, !llvm.loop !203

17:                                               ; preds = %1
  %18 = icmp sgt <4 x i32> %13, %14, !dbg !200
  %19 = select <4 x i1> %18, <4 x i32> %13, <4 x i32> %14, !dbg !200
  %20 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %19), !dbg !200
  %21 = icmp slt i32 %20, 255, !dbg !204
  %22 = select i1 %21, i32 %20, i32 255, !dbg !204
  %23 = trunc i32 %22 to i8, !dbg !204
  ret i8 %23, !dbg !204
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #6 !dbg !205 {
  call void @llvm.dbg.value(metadata i32 256, metadata !209, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 0, metadata !211, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 0, metadata !212, metadata !DIExpression()), !dbg !215
  br label %1, !dbg !216

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !217
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !217
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !217
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !217, !tbaa !92
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !217
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !217
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !217, !tbaa !92
  %11 = add <4 x i32> %7, %3, !dbg !217
  %12 = add <4 x i32> %10, %4, !dbg !217
  %13 = add nuw i64 %2, 8, !dbg !217
  %14 = icmp eq i64 %13, 256, !dbg !217
  br i1 %14, label %15, label %1, !dbg !217, !llvm.loop !219

15:                                               ; preds = %1
  %16 = add <4 x i32> %12, %11, !dbg !216
  %17 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %16), !dbg !216
  ret i32 %17, !dbg !220
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #7 !dbg !221 {
  call void @llvm.dbg.value(metadata i32 256, metadata !227, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !230, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i32 0, metadata !231, metadata !DIExpression()), !dbg !234
  br label %1, !dbg !235

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !236
  %3 = phi double [ 0.000000e+00, %0 ], [ %18, %1 ]
  %4 = or i64 %2, 1, !dbg !236
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %2, !dbg !236
  %6 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %4, !dbg !236
  %7 = load double, double* %5, align 16, !dbg !236, !tbaa !99
  %8 = load double, double* %6, align 8, !dbg !236, !tbaa !99
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !236
  %10 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %4, !dbg !236
  %11 = load float, float* %9, align 8, !dbg !236, !tbaa !96
  %12 = load float, float* %10, align 4, !dbg !236, !tbaa !96
  %13 = fpext float %11 to double, !dbg !236
  %14 = fpext float %12 to double, !dbg !236
  %15 = fmul double %7, %13
  %16 = fmul double %8, %14
  %17 = fadd double %3, %15
  %18 = fadd double %17, %16
  %19 = add nuw i64 %2, 2, !dbg !236
  %20 = icmp eq i64 %19, 256, !dbg !236
  br i1 %20, label %21, label %1, !dbg !236, !llvm.loop !238

21:                                               ; preds = %1
  ret double %18, !dbg !239
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !14}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!0, !16, !21, !24, !26, !29}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 8192, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 256)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !19)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16384, elements: !19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "c", scope: !31, file: !3, line: 96, type: !40, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !32, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!35 = !{!36, !37, !38}
!36 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 94, type: !34)
!37 = !DILocalVariable(name: "r", scope: !31, file: !3, line: 95, type: !34)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 97, type: !9)
!39 = distinct !DILexicalBlock(scope: !31, file: !3, line: 97)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 256, elements: !42)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !{i32 2, !"CodeView", i32 1}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 2}
!47 = !{i32 1, !"branch-target-enforcement", i32 0}
!48 = !{i32 1, !"sign-return-address", i32 0}
!49 = !{i32 1, !"sign-return-address-all", i32 0}
!50 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!51 = !{i32 7, !"PIC Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 1}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !55, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!9}
!57 = !{!58, !60, !73, !74, !76, !77, !78, !79, !80, !81, !82, !83}
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 102, type: !9)
!59 = distinct !DILexicalBlock(scope: !54, file: !3, line: 102)
!60 = !DILocalVariable(name: "p", scope: !54, file: !3, line: 114, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !62)
!62 = !{!63, !64, !65, !67, !72}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !61, file: !3, line: 42, baseType: !5, size: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !61, file: !3, line: 43, baseType: !6, size: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !61, file: !3, line: 44, baseType: !66, size: 32)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !42)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !61, file: !3, line: 45, size: 32, elements: !68)
!68 = !{!69, !70, !71}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !67, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !67, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !67, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !61, file: !3, line: 45, baseType: !67, size: 32)
!73 = !DILocalVariable(name: "x", scope: !54, file: !3, line: 117, type: !6)
!74 = !DILocalVariable(name: "d", scope: !75, file: !3, line: 123, type: !9)
!75 = distinct !DILexicalBlock(scope: !54, file: !3, line: 123)
!76 = !DILocalVariable(name: "big", scope: !54, file: !3, line: 128, type: !13)
!77 = !DILocalVariable(name: "neg", scope: !54, file: !3, line: 129, type: !7)
!78 = !DILocalVariable(name: "ld", scope: !54, file: !3, line: 137, type: !34)
!79 = !DILocalVariable(name: "h", scope: !54, file: !3, line: 141, type: !11)
!80 = !DILocalVariable(name: "h2", scope: !54, file: !3, line: 141, type: !11)
!81 = !DILocalVariable(name: "hs", scope: !54, file: !3, line: 142, type: !11)
!82 = !DILocalVariable(name: "nan", scope: !54, file: !3, line: 147, type: !5)
!83 = !DILocalVariable(name: "inf", scope: !54, file: !3, line: 147, type: !5)
!84 = !DILocation(line: 0, scope: !59)
!85 = !DILocation(line: 102, scope: !59)
!86 = !DILocation(line: 107, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 102)
!88 = distinct !DILexicalBlock(scope: !59, file: !3, line: 102)
!89 = !DILocation(line: 103, scope: !87)
!90 = !DILocation(line: 104, scope: !87)
!91 = !DILocation(line: 105, scope: !87)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !{!97, !97, i64 0}
!97 = !{!"float", !94, i64 0}
!98 = !DILocation(line: 106, scope: !87)
!99 = !{!100, !100, i64 0}
!100 = !{!"double", !94, i64 0}
!101 = distinct !{!101, !85, !102, !103, !104}
!102 = !DILocation(line: 108, scope: !59)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !{!"llvm.loop.isvectorized", i32 1}
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 87, type: !9)
!106 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !107, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !13}
!109 = !{!110, !111, !105}
!110 = !DILocalVariable(name: "v", arg: 1, scope: !106, file: !3, line: 85, type: !13)
!111 = !DILocalVariable(name: "buf", scope: !106, file: !3, line: 86, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 48)
!115 = !DILocation(line: 0, scope: !106, inlinedAt: !116)
!116 = distinct !DILocation(line: 131, scope: !54)
!117 = !DILocation(line: 89, scope: !118, inlinedAt: !116)
!118 = distinct !DILexicalBlock(scope: !106, file: !3, line: 89)
!119 = !{!94, !94, i64 0}
!120 = distinct !{!120, !121, !121, !103}
!121 = !DILocation(line: 89, scope: !106, inlinedAt: !116)
!122 = !DILocation(line: 90, scope: !106, inlinedAt: !116)
!123 = !DILocation(line: 91, scope: !106, inlinedAt: !116)
!124 = !DILocation(line: 132, scope: !54)
!125 = !DILocation(line: 0, scope: !54)
!126 = !DILocation(line: 138, scope: !54)
!127 = !DILocation(line: 143, scope: !54)
!128 = !DILocation(line: 148, scope: !54)
!129 = !DILocation(line: 149, scope: !54)
!130 = !DILocation(line: 109, scope: !54)
!131 = !DILocation(line: 110, scope: !54)
!132 = !DILocation(line: 111, scope: !54)
!133 = !DILocation(line: 112, scope: !54)
!134 = !DILocation(line: 116, scope: !54)
!135 = !DILocation(line: 118, scope: !54)
!136 = !DILocation(line: 120, scope: !54)
!137 = !DILocation(line: 121, scope: !54)
!138 = !DILocation(line: 0, scope: !75)
!139 = !DILocation(line: 123, scope: !140)
!140 = distinct !DILexicalBlock(scope: !75, file: !3, line: 123)
!141 = !DILocation(line: 124, scope: !54)
!142 = !DILocation(line: 130, scope: !54)
!143 = !DILocation(line: 86, scope: !106, inlinedAt: !116)
!144 = !DILocation(line: 88, scope: !106, inlinedAt: !116)
!145 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !146, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !148, !150, !9, !9}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!153 = !{!154, !155, !156, !157, !158}
!154 = !DILocalVariable(name: "n", arg: 4, scope: !145, file: !3, line: 25, type: !9)
!155 = !DILocalVariable(name: "k", arg: 3, scope: !145, file: !3, line: 25, type: !9)
!156 = !DILocalVariable(name: "src", arg: 2, scope: !145, file: !3, line: 25, type: !150)
!157 = !DILocalVariable(name: "dst", arg: 1, scope: !145, file: !3, line: 25, type: !148)
!158 = !DILocalVariable(name: "i", scope: !159, file: !3, line: 26, type: !9)
!159 = distinct !DILexicalBlock(scope: !145, file: !3, line: 26)
!160 = !DILocation(line: 0, scope: !145)
!161 = !DILocation(line: 0, scope: !159)
!162 = !DILocation(line: 26, scope: !159)
!163 = !DILocation(line: 26, scope: !164)
!164 = distinct !DILexicalBlock(scope: !159, file: !3, line: 26)
!165 = distinct !{!165, !162, !162, !103, !104}
!166 = !DILocation(line: 27, scope: !145)
!167 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !168, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !175)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !170, !172, !5, !9}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!175 = !{!176, !177, !178, !179, !180}
!176 = !DILocalVariable(name: "n", arg: 4, scope: !167, file: !3, line: 21, type: !9)
!177 = !DILocalVariable(name: "k", arg: 3, scope: !167, file: !3, line: 21, type: !5)
!178 = !DILocalVariable(name: "x", arg: 2, scope: !167, file: !3, line: 21, type: !172)
!179 = !DILocalVariable(name: "y", arg: 1, scope: !167, file: !3, line: 21, type: !170)
!180 = !DILocalVariable(name: "i", scope: !181, file: !3, line: 22, type: !9)
!181 = distinct !DILexicalBlock(scope: !167, file: !3, line: 22)
!182 = !DILocation(line: 0, scope: !167)
!183 = !DILocation(line: 0, scope: !181)
!184 = !DILocation(line: 22, scope: !181)
!185 = !DILocation(line: 22, scope: !186)
!186 = distinct !DILexicalBlock(scope: !181, file: !3, line: 22)
!187 = distinct !{!187, !184, !184, !103, !104}
!188 = !DILocation(line: 23, scope: !167)
!189 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !190, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{!12, !151, !9}
!192 = !{!193, !194, !195, !196}
!193 = !DILocalVariable(name: "n", arg: 2, scope: !189, file: !3, line: 35, type: !9)
!194 = !DILocalVariable(name: "a", arg: 1, scope: !189, file: !3, line: 35, type: !151)
!195 = !DILocalVariable(name: "m", scope: !189, file: !3, line: 36, type: !9)
!196 = !DILocalVariable(name: "i", scope: !197, file: !3, line: 37, type: !9)
!197 = distinct !DILexicalBlock(scope: !189, file: !3, line: 37)
!198 = !DILocation(line: 0, scope: !189)
!199 = !DILocation(line: 0, scope: !197)
!200 = !DILocation(line: 37, scope: !197)
!201 = !DILocation(line: 37, scope: !202)
!202 = distinct !DILexicalBlock(scope: !197, file: !3, line: 37)
!203 = distinct !{!203, !200, !200, !103, !104}
!204 = !DILocation(line: 38, scope: !189)
!205 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !206, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !208)
!206 = !DISubroutineType(types: !207)
!207 = !{!9, !151, !9}
!208 = !{!209, !210, !211, !212}
!209 = !DILocalVariable(name: "n", arg: 2, scope: !205, file: !3, line: 15, type: !9)
!210 = !DILocalVariable(name: "a", arg: 1, scope: !205, file: !3, line: 15, type: !151)
!211 = !DILocalVariable(name: "s", scope: !205, file: !3, line: 16, type: !9)
!212 = !DILocalVariable(name: "i", scope: !213, file: !3, line: 17, type: !9)
!213 = distinct !DILexicalBlock(scope: !205, file: !3, line: 17)
!214 = !DILocation(line: 0, scope: !205)
!215 = !DILocation(line: 0, scope: !213)
!216 = !DILocation(line: 17, scope: !213)
!217 = !DILocation(line: 17, scope: !218)
!218 = distinct !DILexicalBlock(scope: !213, file: !3, line: 17)
!219 = distinct !{!219, !216, !216, !103, !104}
!220 = !DILocation(line: 18, scope: !205)
!221 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !222, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!222 = !DISubroutineType(types: !223)
!223 = !{!10, !224, !173, !9}
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!226 = !{!227, !228, !229, !230, !231}
!227 = !DILocalVariable(name: "n", arg: 3, scope: !221, file: !3, line: 29, type: !9)
!228 = !DILocalVariable(name: "b", arg: 2, scope: !221, file: !3, line: 29, type: !173)
!229 = !DILocalVariable(name: "a", arg: 1, scope: !221, file: !3, line: 29, type: !224)
!230 = !DILocalVariable(name: "s", scope: !221, file: !3, line: 30, type: !10)
!231 = !DILocalVariable(name: "i", scope: !232, file: !3, line: 31, type: !9)
!232 = distinct !DILexicalBlock(scope: !221, file: !3, line: 31)
!233 = !DILocation(line: 0, scope: !221)
!234 = !DILocation(line: 0, scope: !232)
!235 = !DILocation(line: 31, scope: !232)
!236 = !DILocation(line: 31, scope: !237)
!237 = distinct !DILexicalBlock(scope: !232, file: !3, line: 31)
!238 = distinct !{!238, !235, !235, !103, !104}
!239 = !DILocation(line: 32, scope: !221)
