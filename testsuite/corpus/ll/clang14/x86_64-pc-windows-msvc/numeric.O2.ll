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

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 16
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %28, %2 ]
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %29, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %30, %2 ]
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %31, %2 ]
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %32, %2 ]
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %3
  %9 = mul <2 x i32> %5, <i32 3, i32 3>
  %10 = add <2 x i32> %9, <i32 -100, i32 -100>
  %11 = bitcast i32* %8 to <2 x i32>*
  store <2 x i32> %10, <2 x i32>* %11, align 8, !tbaa !4
  %12 = mul <2 x i32> %6, <i32 7, i32 7>
  %13 = and <2 x i32> %12, <i32 63, i32 63>
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %3
  %15 = bitcast i32* %14 to <2 x i32>*
  store <2 x i32> %13, <2 x i32>* %15, align 8, !tbaa !4
  %16 = sitofp <2 x i32> %7 to <2 x float>
  %17 = fmul <2 x float> %16, <float 5.000000e-01, float 5.000000e-01>
  %18 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %3
  %19 = bitcast float* %18 to <2 x float>*
  store <2 x float> %17, <2 x float>* %19, align 8, !tbaa !8
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3
  %21 = bitcast float* %20 to <2 x float>*
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float>* %21, align 8, !tbaa !8
  %22 = trunc <2 x i64> %4 to <2 x i32>
  %23 = add <2 x i32> %22, <i32 1, i32 1>
  %24 = sitofp <2 x i32> %23 to <2 x double>
  %25 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %24
  %26 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3
  %27 = bitcast double* %26 to <2 x double>*
  store <2 x double> %25, <2 x double>* %27, align 16, !tbaa !10
  %28 = add nuw i64 %3, 2
  %29 = add <2 x i64> %4, <i64 2, i64 2>
  %30 = add <2 x i32> %5, <i32 2, i32 2>
  %31 = add <2 x i32> %6, <i32 2, i32 2>
  %32 = add <2 x i32> %7, <i32 2, i32 2>
  %33 = icmp eq i64 %28, 256
  br i1 %33, label %60, label %2, !llvm.loop !12

34:                                               ; preds = %46, %60
  %35 = phi i64 [ 47, %60 ], [ %50, %46 ]
  %36 = phi i128 [ -36893488147419103231, %60 ], [ %52, %46 ]
  %37 = freeze i128 %36
  %38 = udiv i128 %37, 10
  %39 = mul i128 %38, 10
  %40 = sub i128 %37, %39
  %41 = trunc i128 %40 to i8
  %42 = or i8 %41, 48
  %43 = add nsw i64 %35, -1
  %44 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %43
  store i8 %42, i8* %44, align 1, !tbaa !15
  %45 = icmp ult i128 %36, 10
  br i1 %45, label %53, label %46, !llvm.loop !16

46:                                               ; preds = %34
  %47 = urem i128 %38, 10
  %48 = trunc i128 %47 to i8
  %49 = or i8 %48, 48
  %50 = add nsw i64 %35, -2
  %51 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %50
  store i8 %49, i8* %51, align 1, !tbaa !15
  %52 = udiv i128 %36, 100
  br label %34

53:                                               ; preds = %34
  %54 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 8
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02DKCKIIND@?$CFs?$AA@", i64 0, i64 0), i8* noundef nonnull %54) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %84) #10
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef -2, i64 noundef -6148914691236517206)
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef 0x3FEDD21FB54442D2, i32 noundef 8)
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", i64 0, i64 0), double noundef 2.375000e+00)
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  ret i32 0

60:                                               ; preds = %2
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %61 = tail call fastcc i8 @clamp_max()
  %62 = zext i8 %61 to i32
  %63 = tail call fastcc i32 @sum_ints()
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %63, i32 noundef %62)
  %65 = tail call fastcc double @dot()
  %66 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* @fb, i64 0, i64 10), align 8, !tbaa !8
  %67 = fpext float %66 to double
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", i64 0, i64 0), double noundef %67, double noundef %65)
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i64 0, i64 0), i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0)
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 0, i64 0), i64 noundef 12)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef -4, i32 noundef 15, i32 noundef -4)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0))
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHFMDAD@sun?$AA@", i64 0, i64 0))
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KPACMFAJ@mon?$AA@", i64 0, i64 0))
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03HAFGCCHB@tue?$AA@", i64 0, i64 0))
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03GHNOBPKO@wed?$AA@", i64 0, i64 0))
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03COGKAAAD@thu?$AA@", i64 0, i64 0))
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CDLMOEOM@fri?$AA@", i64 0, i64 0))
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KFHHDCHE@sat?$AA@", i64 0, i64 0))
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IKGEINEE@?$CFs?5?$AA@", i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@", i64 0, i64 0))
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1)
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05GMENPDLI@u128?5?$AA@", i64 0, i64 0))
  %84 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %84) #10
  %85 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 47
  store i8 0, i8* %85, align 1, !tbaa !15
  br label %34
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @scale_add() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ]
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 16, !tbaa !4
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !4
  %9 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %11 = getelementptr inbounds [256 x i32], [256 x i32]* @ib, i64 0, i64 %2
  %12 = bitcast i32* %11 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %12, align 16, !tbaa !4
  %14 = getelementptr inbounds i32, i32* %11, i64 4
  %15 = bitcast i32* %14 to <4 x i32>*
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !tbaa !4
  %17 = ashr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %18 = ashr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  %19 = add nsw <4 x i32> %17, %9
  %20 = add nsw <4 x i32> %18, %10
  %21 = bitcast i32* %3 to <4 x i32>*
  store <4 x i32> %19, <4 x i32>* %21, align 16, !tbaa !4
  %22 = bitcast i32* %6 to <4 x i32>*
  store <4 x i32> %20, <4 x i32>* %22, align 16, !tbaa !4
  %23 = add nuw i64 %2, 8
  %24 = icmp eq i64 %23, 256
  br i1 %24, label %25, label %1, !llvm.loop !17

25:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %36, %1 ]
  %3 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 16, !tbaa !8
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 16, !tbaa !8
  %9 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %2
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 16, !tbaa !8
  %12 = getelementptr inbounds float, float* %9, i64 4
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 16, !tbaa !8
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %11)
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14)
  %17 = bitcast float* %9 to <4 x float>*
  store <4 x float> %15, <4 x float>* %17, align 16, !tbaa !8
  %18 = bitcast float* %12 to <4 x float>*
  store <4 x float> %16, <4 x float>* %18, align 16, !tbaa !8
  %19 = or i64 %2, 8
  %20 = getelementptr inbounds [256 x float], [256 x float]* @fa, i64 0, i64 %19
  %21 = bitcast float* %20 to <4 x float>*
  %22 = load <4 x float>, <4 x float>* %21, align 16, !tbaa !8
  %23 = getelementptr inbounds float, float* %20, i64 4
  %24 = bitcast float* %23 to <4 x float>*
  %25 = load <4 x float>, <4 x float>* %24, align 16, !tbaa !8
  %26 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %19
  %27 = bitcast float* %26 to <4 x float>*
  %28 = load <4 x float>, <4 x float>* %27, align 16, !tbaa !8
  %29 = getelementptr inbounds float, float* %26, i64 4
  %30 = bitcast float* %29 to <4 x float>*
  %31 = load <4 x float>, <4 x float>* %30, align 16, !tbaa !8
  %32 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %28)
  %33 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %31)
  %34 = bitcast float* %26 to <4 x float>*
  store <4 x float> %32, <4 x float>* %34, align 16, !tbaa !8
  %35 = bitcast float* %29 to <4 x float>*
  store <4 x float> %33, <4 x float>* %35, align 16, !tbaa !8
  %36 = add nuw nsw i64 %2, 16
  %37 = icmp eq i64 %36, 256
  br i1 %37, label %38, label %1, !llvm.loop !18

38:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %24, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %25, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !4
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !tbaa !4
  %11 = icmp sgt <4 x i32> %7, %3
  %12 = icmp sgt <4 x i32> %10, %4
  %13 = select <4 x i1> %11, <4 x i32> %7, <4 x i32> %3
  %14 = select <4 x i1> %12, <4 x i32> %10, <4 x i32> %4
  %15 = or i64 %2, 8
  %16 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %15
  %17 = bitcast i32* %16 to <4 x i32>*
  %18 = load <4 x i32>, <4 x i32>* %17, align 16, !tbaa !4
  %19 = getelementptr inbounds i32, i32* %16, i64 4
  %20 = bitcast i32* %19 to <4 x i32>*
  %21 = load <4 x i32>, <4 x i32>* %20, align 16, !tbaa !4
  %22 = icmp sgt <4 x i32> %18, %13
  %23 = icmp sgt <4 x i32> %21, %14
  %24 = select <4 x i1> %22, <4 x i32> %18, <4 x i32> %13
  %25 = select <4 x i1> %23, <4 x i32> %21, <4 x i32> %14
  %26 = add nuw nsw i64 %2, 16
  %27 = icmp eq i64 %26, 256
  br i1 %27, label %28, label %1, !llvm.loop !19

28:                                               ; preds = %1
  %29 = icmp sgt <4 x i32> %24, %25
  %30 = select <4 x i1> %29, <4 x i32> %24, <4 x i32> %25
  %31 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %30)
  %32 = icmp slt i32 %31, 255
  %33 = select i1 %32, i32 %31, i32 255
  %34 = trunc i32 %33 to i8
  ret i8 %34
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %40, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %38, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %39, %1 ]
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %2
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !4
  %8 = getelementptr inbounds i32, i32* %5, i64 4
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 16, !tbaa !4
  %11 = add <4 x i32> %7, %3
  %12 = add <4 x i32> %10, %4
  %13 = or i64 %2, 8
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %13
  %15 = bitcast i32* %14 to <4 x i32>*
  %16 = load <4 x i32>, <4 x i32>* %15, align 16, !tbaa !4
  %17 = getelementptr inbounds i32, i32* %14, i64 4
  %18 = bitcast i32* %17 to <4 x i32>*
  %19 = load <4 x i32>, <4 x i32>* %18, align 16, !tbaa !4
  %20 = add <4 x i32> %16, %11
  %21 = add <4 x i32> %19, %12
  %22 = or i64 %2, 16
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %22
  %24 = bitcast i32* %23 to <4 x i32>*
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !tbaa !4
  %26 = getelementptr inbounds i32, i32* %23, i64 4
  %27 = bitcast i32* %26 to <4 x i32>*
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !tbaa !4
  %29 = add <4 x i32> %25, %20
  %30 = add <4 x i32> %28, %21
  %31 = or i64 %2, 24
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @ia, i64 0, i64 %31
  %33 = bitcast i32* %32 to <4 x i32>*
  %34 = load <4 x i32>, <4 x i32>* %33, align 16, !tbaa !4
  %35 = getelementptr inbounds i32, i32* %32, i64 4
  %36 = bitcast i32* %35 to <4 x i32>*
  %37 = load <4 x i32>, <4 x i32>* %36, align 16, !tbaa !4
  %38 = add <4 x i32> %34, %29
  %39 = add <4 x i32> %37, %30
  %40 = add nuw nsw i64 %2, 32
  %41 = icmp eq i64 %40, 256
  br i1 %41, label %42, label %1, !llvm.loop !20

42:                                               ; preds = %1
  %43 = add <4 x i32> %39, %38
  %44 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %43)
  ret i32 %44
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot() unnamed_addr #6 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %3
  %6 = load double, double* %5, align 16, !tbaa !10
  %7 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %3
  %8 = load float, float* %7, align 8, !tbaa !8
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or i64 %3, 1
  %12 = getelementptr inbounds [256 x double], [256 x double]* @da, i64 0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !10
  %14 = getelementptr inbounds [256 x float], [256 x float]* @fb, i64 0, i64 %11
  %15 = load float, float* %14, align 4, !tbaa !8
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = add nuw nsw i64 %3, 2
  %19 = icmp eq i64 %18, 256
  br i1 %19, label %1, label %2, !llvm.loop !21
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!6, !6, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14}
!21 = distinct !{!21, !13}
