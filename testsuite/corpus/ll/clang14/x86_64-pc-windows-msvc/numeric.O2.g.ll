; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !15
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !20
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !23
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !25
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 1
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 1
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
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca [48 x i8], align 16
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !76
  br label %2, !dbg !77

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %28, %2 ], !dbg !78
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %29, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %30, %2 ], !dbg !81
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %31, %2 ], !dbg !82
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %32, %2 ], !dbg !83
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3, !dbg !78
  %9 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !81
  %10 = add <2 x i32> %9, <i32 -100, i32 -100>, !dbg !81
  %11 = bitcast i32* %8 to <2 x i32>*, !dbg !81
  store <2 x i32> %10, <2 x i32>* %11, align 8, !dbg !81, !tbaa !84
  %12 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !82
  %13 = and <2 x i32> %12, <i32 63, i32 63>, !dbg !82
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3, !dbg !78
  %15 = bitcast i32* %14 to <2 x i32>*, !dbg !82
  store <2 x i32> %13, <2 x i32>* %15, align 8, !dbg !82, !tbaa !84
  %16 = sitofp <2 x i32> %7 to <2 x float>, !dbg !83
  %17 = fmul <2 x float> %16, <float 5.000000e-01, float 5.000000e-01>, !dbg !83
  %18 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3, !dbg !78
  %19 = bitcast float* %18 to <2 x float>*, !dbg !83
  store <2 x float> %17, <2 x float>* %19, align 8, !dbg !83, !tbaa !88
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !78
  %21 = bitcast float* %20 to <2 x float>*, !dbg !90
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %21, align 8, !dbg !90, !tbaa !88
  %22 = trunc <2 x i64> %4 to <2 x i32>, !dbg !78
  %23 = add <2 x i32> %22, <i32 1, i32 1>, !dbg !78
  %24 = sitofp <2 x i32> %23 to <2 x double>, !dbg !78
  %25 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %24, !dbg !78
  %26 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !78
  %27 = bitcast double* %26 to <2 x double>*, !dbg !78
  store <2 x double> %25, <2 x double>* %27, align 16, !dbg !78, !tbaa !91
  %28 = add nuw i64 %3, 2, !dbg !78
  %29 = add <2 x i64> %4, <i64 2, i64 2>
  %30 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !81
  %31 = add <2 x i32> %6, <i32 2, i32 2>, !dbg !82
  %32 = add <2 x i32> %7, <i32 2, i32 2>, !dbg !83
  %33 = icmp eq i64 %28, 256, !dbg !78
  br i1 %33, label %60, label %2, !dbg !78, !llvm.loop !93

34:                                               ; preds = %46, %60
  %35 = phi i64 [ 47, %60 ], [ %50, %46 ]
  %36 = phi i128 [ -36893488147419103231, %60 ], [ %52, %46 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !97, metadata !DIExpression()) #10, !dbg !107
  call void @llvm.dbg.value(metadata i128 %36, metadata !102, metadata !DIExpression()) #10, !dbg !107
  %37 = freeze i128 %36
  %38 = udiv i128 %37, 10, !dbg !109
  %39 = mul i128 %38, 10
  %40 = sub i128 %37, %39
  %41 = trunc i128 %40 to i8, !dbg !109
  %42 = or i8 %41, 48, !dbg !109
  %43 = add nsw i64 %35, -1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %43, metadata !97, metadata !DIExpression()) #10, !dbg !107
  %44 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %43, !dbg !109
  store i8 %42, i8* %44, align 1, !dbg !109, !tbaa !111
  call void @llvm.dbg.value(metadata i128 undef, metadata !102, metadata !DIExpression()) #10, !dbg !107
  %45 = icmp ult i128 %36, 10, !dbg !109
  br i1 %45, label %53, label %46, !dbg !109, !llvm.loop !112

46:                                               ; preds = %34
  call void @llvm.dbg.value(metadata i128 %38, metadata !102, metadata !DIExpression()) #10, !dbg !107
  call void @llvm.dbg.value(metadata i64 %43, metadata !97, metadata !DIExpression()) #10, !dbg !107
  call void @llvm.dbg.value(metadata i128 undef, metadata !102, metadata !DIExpression()) #10, !dbg !107
  %47 = urem i128 %38, 10, !dbg !109
  %48 = trunc i128 %47 to i8, !dbg !109
  %49 = or i8 %48, 48, !dbg !109
  %50 = add nsw i64 %35, -2, !dbg !109
  call void @llvm.dbg.value(metadata i64 %50, metadata !97, metadata !DIExpression()) #10, !dbg !107
  %51 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %50, !dbg !109
  store i8 %49, i8* %51, align 1, !dbg !109, !tbaa !111
  %52 = udiv i128 %36, 100, !dbg !109
  call void @llvm.dbg.value(metadata i128 %52, metadata !102, metadata !DIExpression()) #10, !dbg !107
  br label %34

53:                                               ; preds = %34
  %54 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8, !dbg !109
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02DKCKIIND@?$CFs?$AA@", i64 0, i64 0), i8* noundef nonnull %54) #10, !dbg !114
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %84) #10, !dbg !115
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206), !dbg !116
  call void @llvm.dbg.value(metadata double 0x3FEDD21FB54442D2, metadata !73, metadata !DIExpression()), !dbg !117
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !118
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef 2.375000e+00), !dbg !119
  call void @llvm.dbg.value(metadata float 0x7FF8000000000000, metadata !74, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata float 0x7FF0000000000000, metadata !75, metadata !DIExpression()), !dbg !117
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !120
  ret i32 0, !dbg !121

60:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !122
  tail call fastcc void @saxpy(), !dbg !123
  %61 = tail call fastcc i8 @clamp_max(), !dbg !124
  %62 = zext i8 %61 to i32, !dbg !124
  %63 = tail call fastcc i32 @sum_ints(), !dbg !124
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %63, i32 noundef %62), !dbg !124
  %65 = tail call fastcc double @dot(), !dbg !125
  %66 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !dbg !125, !tbaa !88
  %67 = fpext float %66 to double, !dbg !125
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i64 0, i64 0), double noundef %67, double noundef %65), !dbg !125
  call void @llvm.dbg.value(metadata float -1.500000e+00, metadata !55, metadata !DIExpression()), !dbg !117
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i64 0, i64 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !126
  call void @llvm.dbg.value(metadata i32 -267534609, metadata !68, metadata !DIExpression()), !dbg !117
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !127
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef 12), !dbg !128
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !129
  call void @llvm.dbg.value(metadata i32 -1, metadata !69, metadata !DIExpression()), !dbg !130
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !130
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 1, metadata !69, metadata !DIExpression()), !dbg !130
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 2, metadata !69, metadata !DIExpression()), !dbg !130
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 3, metadata !69, metadata !DIExpression()), !dbg !130
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 4, metadata !69, metadata !DIExpression()), !dbg !130
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 5, metadata !69, metadata !DIExpression()), !dbg !130
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 6, metadata !69, metadata !DIExpression()), !dbg !130
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 7, metadata !69, metadata !DIExpression()), !dbg !130
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.value(metadata i32 8, metadata !69, metadata !DIExpression()), !dbg !130
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !133
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !71, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i128 12297829382473034410, metadata !72, metadata !DIExpression()), !dbg !117
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05GMENPDLI@u128?5?$AA@", i64 0, i64 0)), !dbg !134
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !102, metadata !DIExpression()) #10, !dbg !107
  %84 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %84) #10, !dbg !135
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !103, metadata !DIExpression()) #10, !dbg !135
  call void @llvm.dbg.value(metadata i32 47, metadata !97, metadata !DIExpression()) #10, !dbg !107
  %85 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47, !dbg !136
  store i8 0, i8* %85, align 1, !dbg !136, !tbaa !111
  br label %34, !dbg !113
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #3 !dbg !137 {
  call void @llvm.dbg.value(metadata i32 256, metadata !146, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 3, metadata !147, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 0, metadata !150, metadata !DIExpression()), !dbg !153
  br label %1, !dbg !154

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ], !dbg !155
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !155
  %4 = bitcast i32* %3 to <4 x i32>*, !dbg !155
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !155, !tbaa !84
  %6 = getelementptr inbounds i32, i32* %3, i64 4, !dbg !155
  %7 = bitcast i32* %6 to <4 x i32>*, !dbg !155
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !dbg !155, !tbaa !84
  %9 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !155
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !155
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2, !dbg !155
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !155
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !dbg !155, !tbaa !84
  %14 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !155
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !155
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !155, !tbaa !84
  %17 = ashr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !155
  %18 = ashr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>, !dbg !155
  %19 = add nsw <4 x i32> %17, %9, !dbg !155
  %20 = add nsw <4 x i32> %18, %10, !dbg !155
  %21 = bitcast i32* %3 to <4 x i32>*, !dbg !155
  store <4 x i32> %19, <4 x i32>* %21, align 16, !dbg !155, !tbaa !84
  %22 = bitcast i32* %6 to <4 x i32>*, !dbg !155
  store <4 x i32> %20, <4 x i32>* %22, align 16, !dbg !155, !tbaa !84
  %23 = add nuw i64 %2, 8, !dbg !155
  %24 = icmp eq i64 %23, 256, !dbg !155
  br i1 %24, label %25, label %1, !dbg !155, !llvm.loop !157

25:                                               ; preds = %1
  ret void, !dbg !158
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #4 !dbg !159 {
  call void @llvm.dbg.value(metadata i32 256, metadata !168, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !169, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32 0, metadata !172, metadata !DIExpression()), !dbg !175
  br label %1, !dbg !176

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %36, %1 ], !dbg !177
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2, !dbg !177
  %4 = bitcast float* %3 to <4 x float>*, !dbg !177
  %5 = load <4 x float>, <4 x float>* %4, align 16, !dbg !177, !tbaa !88
  %6 = getelementptr inbounds float, float* %3, i64 4, !dbg !177
  %7 = bitcast float* %6 to <4 x float>*, !dbg !177
  %8 = load <4 x float>, <4 x float>* %7, align 16, !dbg !177, !tbaa !88
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2, !dbg !177
  %10 = bitcast float* %9 to <4 x float>*, !dbg !177
  %11 = load <4 x float>, <4 x float>* %10, align 16, !dbg !177, !tbaa !88
  %12 = getelementptr inbounds float, float* %9, i64 4, !dbg !177
  %13 = bitcast float* %12 to <4 x float>*, !dbg !177
  %14 = load <4 x float>, <4 x float>* %13, align 16, !dbg !177, !tbaa !88
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11), !dbg !177
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14), !dbg !177
  %17 = bitcast float* %9 to <4 x float>*, !dbg !177
  store <4 x float> %15, <4 x float>* %17, align 16, !dbg !177, !tbaa !88
  %18 = bitcast float* %12 to <4 x float>*, !dbg !177
  store <4 x float> %16, <4 x float>* %18, align 16, !dbg !177, !tbaa !88
  %19 = or i64 %2, 8, !dbg !177
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %19, !dbg !177
  %21 = bitcast float* %20 to <4 x float>*, !dbg !177
  %22 = load <4 x float>, <4 x float>* %21, align 16, !dbg !177, !tbaa !88
  %23 = getelementptr inbounds float, float* %20, i64 4, !dbg !177
  %24 = bitcast float* %23 to <4 x float>*, !dbg !177
  %25 = load <4 x float>, <4 x float>* %24, align 16, !dbg !177, !tbaa !88
  %26 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %19, !dbg !177
  %27 = bitcast float* %26 to <4 x float>*, !dbg !177
  %28 = load <4 x float>, <4 x float>* %27, align 16, !dbg !177, !tbaa !88
  %29 = getelementptr inbounds float, float* %26, i64 4, !dbg !177
  %30 = bitcast float* %29 to <4 x float>*, !dbg !177
  %31 = load <4 x float>, <4 x float>* %30, align 16, !dbg !177, !tbaa !88
  %32 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %28), !dbg !177
  %33 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %31), !dbg !177
  %34 = bitcast float* %26 to <4 x float>*, !dbg !177
  store <4 x float> %32, <4 x float>* %34, align 16, !dbg !177, !tbaa !88
  %35 = bitcast float* %29 to <4 x float>*, !dbg !177
  store <4 x float> %33, <4 x float>* %35, align 16, !dbg !177, !tbaa !88
  %36 = add nuw nsw i64 %2, 16, !dbg !177
  %37 = icmp eq i64 %36, 256, !dbg !177
  br i1 %37, label %38, label %1, !dbg !177, !llvm.loop !179

38:                                               ; preds = %1
  ret void, !dbg !180
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #6 !dbg !181 {
  call void @llvm.dbg.value(metadata i32 256, metadata !185, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 0, metadata !187, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()), !dbg !191
  br label %1, !dbg !192

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ], !dbg !193
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %24, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %25, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !193
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !193
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !193, !tbaa !84
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !193
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !193
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !193, !tbaa !84
  %11 = icmp sgt <4 x i32> %7, %3, !dbg !193
  %12 = icmp sgt <4 x i32> %10, %4, !dbg !193
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3, !dbg !193
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4, !dbg !193
  %15 = or i64 %2, 8, !dbg !193
  %16 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %15, !dbg !193
  %17 = bitcast i32* %16 to <4 x i32>*, !dbg !193
  %18 = load <4 x i32>, <4 x i32>* %17, align 16, !dbg !193, !tbaa !84
  %19 = getelementptr inbounds i32, i32* %16, i64 4, !dbg !193
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !193
  %21 = load <4 x i32>, <4 x i32>* %20, align 16, !dbg !193, !tbaa !84
  %22 = icmp sgt <4 x i32> %18, %13, !dbg !193
  %23 = icmp sgt <4 x i32> %21, %14, !dbg !193
  %24 = select <4 x i1> %22, <4 x i32> %18, <4 x i32> %13, !dbg !193
  %25 = select <4 x i1> %23, <4 x i32> %21, <4 x i32> %14, !dbg !193
  %26 = add nuw nsw i64 %2, 16, !dbg !193
  %27 = icmp eq i64 %26, 256, !dbg !193
  br i1 %27, label %28, label %1, !dbg !193, !llvm.loop !195

28:                                               ; preds = %1
  %29 = icmp sgt <4 x i32> %24, %25, !dbg !192
  %30 = select <4 x i1> %29, <4 x i32> %24, <4 x i32> %25, !dbg !192
  %31 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %30), !dbg !192
  %32 = icmp slt i32 %31, 255, !dbg !196
  %33 = select i1 %32, i32 %31, i32 255, !dbg !196
  %34 = trunc i32 %33 to i8, !dbg !196
  ret i8 %34, !dbg !196
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #6 !dbg !197 {
  call void @llvm.dbg.value(metadata i32 256, metadata !201, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !204, metadata !DIExpression()), !dbg !207
  br label %1, !dbg !208

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %40, %1 ], !dbg !209
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %38, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %39, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2, !dbg !209
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !209
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !209, !tbaa !84
  %8 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !209
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !209
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !dbg !209, !tbaa !84
  %11 = add <4 x i32> %7, %3, !dbg !209
  %12 = add <4 x i32> %10, %4, !dbg !209
  %13 = or i64 %2, 8, !dbg !209
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %13, !dbg !209
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !209
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !209, !tbaa !84
  %17 = getelementptr inbounds i32, i32* %14, i64 4, !dbg !209
  %18 = bitcast i32* %17 to <4 x i32>*, !dbg !209
  %19 = load <4 x i32>, <4 x i32>* %18, align 16, !dbg !209, !tbaa !84
  %20 = add <4 x i32> %16, %11, !dbg !209
  %21 = add <4 x i32> %19, %12, !dbg !209
  %22 = or i64 %2, 16, !dbg !209
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %22, !dbg !209
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !209
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !dbg !209, !tbaa !84
  %26 = getelementptr inbounds i32, i32* %23, i64 4, !dbg !209
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !209
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !dbg !209, !tbaa !84
  %29 = add <4 x i32> %25, %20, !dbg !209
  %30 = add <4 x i32> %28, %21, !dbg !209
  %31 = or i64 %2, 24, !dbg !209
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %31, !dbg !209
  %33 = bitcast i32* %32 to <4 x i32>*, !dbg !209
  %34 = load <4 x i32>, <4 x i32>* %33, align 16, !dbg !209, !tbaa !84
  %35 = getelementptr inbounds i32, i32* %32, i64 4, !dbg !209
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !209
  %37 = load <4 x i32>, <4 x i32>* %36, align 16, !dbg !209, !tbaa !84
  %38 = add <4 x i32> %34, %29, !dbg !209
  %39 = add <4 x i32> %37, %30, !dbg !209
  %40 = add nuw nsw i64 %2, 32, !dbg !209
  %41 = icmp eq i64 %40, 256, !dbg !209
  br i1 %41, label %42, label %1, !dbg !209, !llvm.loop !211

42:                                               ; preds = %1
  %43 = add <4 x i32> %39, %38, !dbg !208
  %44 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %43), !dbg !208
  ret i32 %44, !dbg !212
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #7 !dbg !213 {
  call void @llvm.dbg.value(metadata i32 256, metadata !219, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !222, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !226
  br label %2, !dbg !227

1:                                                ; preds = %2
  ret double %17, !dbg !228

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !223, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %4, metadata !222, metadata !DIExpression()), !dbg !225
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3, !dbg !229
  %6 = load double, double* %5, align 16, !dbg !229, !tbaa !91
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3, !dbg !229
  %8 = load float, float* %7, align 8, !dbg !229, !tbaa !88
  %9 = fpext float %8 to double, !dbg !229
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !229
  call void @llvm.dbg.value(metadata double %10, metadata !222, metadata !DIExpression()), !dbg !225
  %11 = or i64 %3, 1, !dbg !229
  call void @llvm.dbg.value(metadata i64 %11, metadata !223, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %11, metadata !223, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %10, metadata !222, metadata !DIExpression()), !dbg !225
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %11, !dbg !229
  %13 = load double, double* %12, align 8, !dbg !229, !tbaa !91
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %11, !dbg !229
  %15 = load float, float* %14, align 4, !dbg !229, !tbaa !88
  %16 = fpext float %15 to double, !dbg !229
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !229
  call void @llvm.dbg.value(metadata double %17, metadata !222, metadata !DIExpression()), !dbg !225
  %18 = add nuw nsw i64 %3, 2, !dbg !229
  call void @llvm.dbg.value(metadata i64 %18, metadata !223, metadata !DIExpression()), !dbg !226
  %19 = icmp eq i64 %18, 256, !dbg !227
  br i1 %19, label %1, label %2, !dbg !227, !llvm.loop !231
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

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
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!0, !15, !20, !23, !25, !28}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 8192, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 256)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !18)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !22, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16384, elements: !18)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "c", scope: !30, file: !3, line: 96, type: !39, isLocal: true, isDefinition: true)
!30 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !31, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !33}
!33 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!34 = !{!35, !36, !37}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !3, line: 94, type: !33)
!36 = !DILocalVariable(name: "r", scope: !30, file: !3, line: 95, type: !33)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 97, type: !9)
!38 = distinct !DILexicalBlock(scope: !30, file: !3, line: 97)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 256, elements: !41)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !{i32 2, !"CodeView", i32 1}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 2}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{!"Debian clang version 14.0.6"}
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !50, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!9}
!52 = !{!53, !55, !68, !69, !71, !72, !73, !74, !75}
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 102, type: !9)
!54 = distinct !DILexicalBlock(scope: !49, file: !3, line: 102)
!55 = !DILocalVariable(name: "p", scope: !49, file: !3, line: 114, type: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !57)
!57 = !{!58, !59, !60, !62, !67}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !56, file: !3, line: 42, baseType: !5, size: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !56, file: !3, line: 43, baseType: !6, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !56, file: !3, line: 44, baseType: !61, size: 32)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !41)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !56, file: !3, line: 45, size: 32, elements: !63)
!63 = !{!64, !65, !66}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !62, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !62, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !62, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !56, file: !3, line: 45, baseType: !62, size: 32)
!68 = !DILocalVariable(name: "x", scope: !49, file: !3, line: 117, type: !6)
!69 = !DILocalVariable(name: "d", scope: !70, file: !3, line: 123, type: !9)
!70 = distinct !DILexicalBlock(scope: !49, file: !3, line: 123)
!71 = !DILocalVariable(name: "big", scope: !49, file: !3, line: 128, type: !12)
!72 = !DILocalVariable(name: "neg", scope: !49, file: !3, line: 129, type: !7)
!73 = !DILocalVariable(name: "ld", scope: !49, file: !3, line: 137, type: !33)
!74 = !DILocalVariable(name: "nan", scope: !49, file: !3, line: 147, type: !5)
!75 = !DILocalVariable(name: "inf", scope: !49, file: !3, line: 147, type: !5)
!76 = !DILocation(line: 0, scope: !54)
!77 = !DILocation(line: 102, scope: !54)
!78 = !DILocation(line: 107, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 102)
!80 = distinct !DILexicalBlock(scope: !54, file: !3, line: 102)
!81 = !DILocation(line: 103, scope: !79)
!82 = !DILocation(line: 104, scope: !79)
!83 = !DILocation(line: 105, scope: !79)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !{!89, !89, i64 0}
!89 = !{!"float", !86, i64 0}
!90 = !DILocation(line: 106, scope: !79)
!91 = !{!92, !92, i64 0}
!92 = !{!"double", !86, i64 0}
!93 = distinct !{!93, !77, !94, !95, !96}
!94 = !DILocation(line: 108, scope: !54)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !{!"llvm.loop.isvectorized", i32 1}
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 87, type: !9)
!98 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !99, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !12}
!101 = !{!102, !103, !97}
!102 = !DILocalVariable(name: "v", arg: 1, scope: !98, file: !3, line: 85, type: !12)
!103 = !DILocalVariable(name: "buf", scope: !98, file: !3, line: 86, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 48)
!107 = !DILocation(line: 0, scope: !98, inlinedAt: !108)
!108 = distinct !DILocation(line: 131, scope: !49)
!109 = !DILocation(line: 89, scope: !110, inlinedAt: !108)
!110 = distinct !DILexicalBlock(scope: !98, file: !3, line: 89)
!111 = !{!86, !86, i64 0}
!112 = distinct !{!112, !113, !113, !95}
!113 = !DILocation(line: 89, scope: !98, inlinedAt: !108)
!114 = !DILocation(line: 90, scope: !98, inlinedAt: !108)
!115 = !DILocation(line: 91, scope: !98, inlinedAt: !108)
!116 = !DILocation(line: 132, scope: !49)
!117 = !DILocation(line: 0, scope: !49)
!118 = !DILocation(line: 138, scope: !49)
!119 = !DILocation(line: 145, scope: !49)
!120 = !DILocation(line: 148, scope: !49)
!121 = !DILocation(line: 149, scope: !49)
!122 = !DILocation(line: 109, scope: !49)
!123 = !DILocation(line: 110, scope: !49)
!124 = !DILocation(line: 111, scope: !49)
!125 = !DILocation(line: 112, scope: !49)
!126 = !DILocation(line: 116, scope: !49)
!127 = !DILocation(line: 118, scope: !49)
!128 = !DILocation(line: 120, scope: !49)
!129 = !DILocation(line: 121, scope: !49)
!130 = !DILocation(line: 0, scope: !70)
!131 = !DILocation(line: 123, scope: !132)
!132 = distinct !DILexicalBlock(scope: !70, file: !3, line: 123)
!133 = !DILocation(line: 124, scope: !49)
!134 = !DILocation(line: 130, scope: !49)
!135 = !DILocation(line: 86, scope: !98, inlinedAt: !108)
!136 = !DILocation(line: 88, scope: !98, inlinedAt: !108)
!137 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !138, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !140, !142, !9, !9}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!145 = !{!146, !147, !148, !149, !150}
!146 = !DILocalVariable(name: "n", arg: 4, scope: !137, file: !3, line: 25, type: !9)
!147 = !DILocalVariable(name: "k", arg: 3, scope: !137, file: !3, line: 25, type: !9)
!148 = !DILocalVariable(name: "src", arg: 2, scope: !137, file: !3, line: 25, type: !142)
!149 = !DILocalVariable(name: "dst", arg: 1, scope: !137, file: !3, line: 25, type: !140)
!150 = !DILocalVariable(name: "i", scope: !151, file: !3, line: 26, type: !9)
!151 = distinct !DILexicalBlock(scope: !137, file: !3, line: 26)
!152 = !DILocation(line: 0, scope: !137)
!153 = !DILocation(line: 0, scope: !151)
!154 = !DILocation(line: 26, scope: !151)
!155 = !DILocation(line: 26, scope: !156)
!156 = distinct !DILexicalBlock(scope: !151, file: !3, line: 26)
!157 = distinct !{!157, !154, !154, !95, !96}
!158 = !DILocation(line: 27, scope: !137)
!159 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !160, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !162, !164, !5, !9}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!167 = !{!168, !169, !170, !171, !172}
!168 = !DILocalVariable(name: "n", arg: 4, scope: !159, file: !3, line: 21, type: !9)
!169 = !DILocalVariable(name: "k", arg: 3, scope: !159, file: !3, line: 21, type: !5)
!170 = !DILocalVariable(name: "x", arg: 2, scope: !159, file: !3, line: 21, type: !164)
!171 = !DILocalVariable(name: "y", arg: 1, scope: !159, file: !3, line: 21, type: !162)
!172 = !DILocalVariable(name: "i", scope: !173, file: !3, line: 22, type: !9)
!173 = distinct !DILexicalBlock(scope: !159, file: !3, line: 22)
!174 = !DILocation(line: 0, scope: !159)
!175 = !DILocation(line: 0, scope: !173)
!176 = !DILocation(line: 22, scope: !173)
!177 = !DILocation(line: 22, scope: !178)
!178 = distinct !DILexicalBlock(scope: !173, file: !3, line: 22)
!179 = distinct !{!179, !176, !176, !95, !96}
!180 = !DILocation(line: 23, scope: !159)
!181 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !182, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!11, !143, !9}
!184 = !{!185, !186, !187, !188}
!185 = !DILocalVariable(name: "n", arg: 2, scope: !181, file: !3, line: 35, type: !9)
!186 = !DILocalVariable(name: "a", arg: 1, scope: !181, file: !3, line: 35, type: !143)
!187 = !DILocalVariable(name: "m", scope: !181, file: !3, line: 36, type: !9)
!188 = !DILocalVariable(name: "i", scope: !189, file: !3, line: 37, type: !9)
!189 = distinct !DILexicalBlock(scope: !181, file: !3, line: 37)
!190 = !DILocation(line: 0, scope: !181)
!191 = !DILocation(line: 0, scope: !189)
!192 = !DILocation(line: 37, scope: !189)
!193 = !DILocation(line: 37, scope: !194)
!194 = distinct !DILexicalBlock(scope: !189, file: !3, line: 37)
!195 = distinct !{!195, !192, !192, !95, !96}
!196 = !DILocation(line: 38, scope: !181)
!197 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !198, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!9, !143, !9}
!200 = !{!201, !202, !203, !204}
!201 = !DILocalVariable(name: "n", arg: 2, scope: !197, file: !3, line: 15, type: !9)
!202 = !DILocalVariable(name: "a", arg: 1, scope: !197, file: !3, line: 15, type: !143)
!203 = !DILocalVariable(name: "s", scope: !197, file: !3, line: 16, type: !9)
!204 = !DILocalVariable(name: "i", scope: !205, file: !3, line: 17, type: !9)
!205 = distinct !DILexicalBlock(scope: !197, file: !3, line: 17)
!206 = !DILocation(line: 0, scope: !197)
!207 = !DILocation(line: 0, scope: !205)
!208 = !DILocation(line: 17, scope: !205)
!209 = !DILocation(line: 17, scope: !210)
!210 = distinct !DILexicalBlock(scope: !205, file: !3, line: 17)
!211 = distinct !{!211, !208, !208, !95, !96}
!212 = !DILocation(line: 18, scope: !197)
!213 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !214, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!214 = !DISubroutineType(types: !215)
!215 = !{!10, !216, !165, !9}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!218 = !{!219, !220, !221, !222, !223}
!219 = !DILocalVariable(name: "n", arg: 3, scope: !213, file: !3, line: 29, type: !9)
!220 = !DILocalVariable(name: "b", arg: 2, scope: !213, file: !3, line: 29, type: !165)
!221 = !DILocalVariable(name: "a", arg: 1, scope: !213, file: !3, line: 29, type: !216)
!222 = !DILocalVariable(name: "s", scope: !213, file: !3, line: 30, type: !10)
!223 = !DILocalVariable(name: "i", scope: !224, file: !3, line: 31, type: !9)
!224 = distinct !DILexicalBlock(scope: !213, file: !3, line: 31)
!225 = !DILocation(line: 0, scope: !213)
!226 = !DILocation(line: 0, scope: !224)
!227 = !DILocation(line: 31, scope: !224)
!228 = !DILocation(line: 32, scope: !213)
!229 = !DILocation(line: 31, scope: !230)
!230 = distinct !DILexicalBlock(scope: !224, file: !3, line: 31)
!231 = distinct !{!231, !227, !227, !95}
