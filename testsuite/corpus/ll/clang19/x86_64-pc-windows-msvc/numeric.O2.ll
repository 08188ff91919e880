; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 16
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %24, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %25, %2 ]
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %26, %2 ]
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %27, %2 ]
  %8 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3
  %9 = mul <2 x i32> %5, <i32 3, i32 3>
  %10 = add <2 x i32> %9, <i32 -100, i32 -100>
  store <2 x i32> %10, ptr %8, align 8
  %11 = mul <2 x i32> %6, <i32 7, i32 7>
  %12 = and <2 x i32> %11, <i32 63, i32 63>
  %13 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3
  store <2 x i32> %12, ptr %13, align 8
  %14 = uitofp <2 x i32> %7 to <2 x float>
  %15 = fmul <2 x float> %14, <float 5.000000e-01, float 5.000000e-01>
  %16 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3
  store <2 x float> %15, ptr %16, align 8
  %17 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, ptr %17, align 8
  %18 = trunc <2 x i64> %4 to <2 x i32>
  %19 = add <2 x i32> %18, <i32 1, i32 1>
  %20 = uitofp <2 x i32> %19 to <2 x double>
  %21 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %20
  %22 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3
  store <2 x double> %21, ptr %22, align 16
  %23 = add nuw i64 %3, 2
  %24 = add <2 x i64> %4, <i64 2, i64 2>
  %25 = add <2 x i32> %5, <i32 2, i32 2>
  %26 = add <2 x i32> %6, <i32 2, i32 2>
  %27 = add <2 x i32> %7, <i32 2, i32 2>
  %28 = icmp eq i64 %23, 256
  br i1 %28, label %55, label %2, !llvm.loop !5

29:                                               ; preds = %41, %55
  %30 = phi i64 [ 47, %55 ], [ %45, %41 ]
  %31 = phi i128 [ -36893488147419103231, %55 ], [ %47, %41 ]
  %32 = freeze i128 %31
  %33 = udiv i128 %32, 10
  %34 = mul i128 %33, 10
  %35 = sub i128 %32, %34
  %36 = trunc nuw nsw i128 %35 to i8
  %37 = or disjoint i8 %36, 48
  %38 = add nsw i64 %30, -1
  %39 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %38
  store i8 %37, ptr %39, align 1
  %40 = icmp ult i128 %31, 10
  br i1 %40, label %48, label %41, !llvm.loop !9

41:                                               ; preds = %29
  %42 = urem i128 %33, 10
  %43 = trunc nuw nsw i128 %42 to i8
  %44 = or disjoint i8 %43, 48
  %45 = add nsw i64 %30, -2
  %46 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %45
  store i8 %44, ptr %46, align 1
  %47 = udiv i128 %31, 100
  br label %29

48:                                               ; preds = %29
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DKCKIIND@?$CFs?$AA@", ptr noundef nonnull %49)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 noundef -2, i64 noundef -6148914691236517206)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", double noundef 0x3FEDD21FB54442D2, i32 noundef 8)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", double noundef 2.375000e+00)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 1, i32 noundef 1)
  ret i32 0

55:                                               ; preds = %2
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %56 = tail call fastcc i8 @clamp_max()
  %57 = zext i8 %56 to i32
  %58 = tail call fastcc i32 @sum_ints()
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 noundef %58, i32 noundef %57)
  %60 = tail call fastcc double @dot()
  %61 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 8
  %62 = fpext float %61 to double
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", double noundef %62, double noundef %60)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 noundef 12)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef -4, i32 noundef 15, i32 noundef -4)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@")
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03OHFMDAD@sun?$AA@")
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KPACMFAJ@mon?$AA@")
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03HAFGCCHB@tue?$AA@")
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03GHNOBPKO@wed?$AA@")
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03COGKAAAD@thu?$AA@")
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03CDLMOEOM@fri?$AA@")
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KFHHDCHE@sat?$AA@")
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@")
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05GMENPDLI@u128?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7
  %79 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %79, align 1
  br label %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %8 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %9 = getelementptr inbounds i32, ptr @ib, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <4 x i32>, ptr %9, align 16
  %12 = load <4 x i32>, ptr %10, align 16
  %13 = ashr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %14 = ashr <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %15 = add nsw <4 x i32> %13, %7
  %16 = add nsw <4 x i32> %14, %8
  store <4 x i32> %15, ptr %3, align 16
  store <4 x i32> %16, ptr %4, align 16
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 256
  br i1 %18, label %19, label %1, !llvm.loop !10

19:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = getelementptr inbounds float, ptr @fb, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 16
  %10 = load <4 x float>, ptr %8, align 16
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9)
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10)
  store <4 x float> %11, ptr %7, align 16
  store <4 x float> %12, ptr %8, align 16
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 256
  br i1 %14, label %15, label %1, !llvm.loop !11

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 16
  %8 = load <4 x i32>, ptr %6, align 16
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3)
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4)
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 256
  br i1 %12, label %13, label %1, !llvm.loop !12

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10)
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14)
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255)
  %17 = trunc nuw i32 %16 to i8
  ret i8 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %32, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %30, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 16
  %8 = load <4 x i32>, ptr %6, align 16
  %9 = add <4 x i32> %7, %3
  %10 = add <4 x i32> %8, %4
  %11 = or disjoint i64 %2, 8
  %12 = getelementptr inbounds i32, ptr @ia, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 16
  %15 = load <4 x i32>, ptr %13, align 16
  %16 = add <4 x i32> %14, %9
  %17 = add <4 x i32> %15, %10
  %18 = or disjoint i64 %2, 16
  %19 = getelementptr inbounds i32, ptr @ia, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <4 x i32>, ptr %19, align 16
  %22 = load <4 x i32>, ptr %20, align 16
  %23 = add <4 x i32> %21, %16
  %24 = add <4 x i32> %22, %17
  %25 = or disjoint i64 %2, 24
  %26 = getelementptr inbounds i32, ptr @ia, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load <4 x i32>, ptr %26, align 16
  %29 = load <4 x i32>, ptr %27, align 16
  %30 = add <4 x i32> %28, %23
  %31 = add <4 x i32> %29, %24
  %32 = add nuw nsw i64 %2, 32
  %33 = icmp eq i64 %32, 256
  br i1 %33, label %34, label %1, !llvm.loop !13

34:                                               ; preds = %1
  %35 = add <4 x i32> %31, %30
  %36 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %35)
  ret i32 %36
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i64 %3
  %6 = load double, ptr %5, align 16
  %7 = getelementptr inbounds float, ptr @fb, i64 %3
  %8 = load float, ptr %7, align 8
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or disjoint i64 %3, 1
  %12 = getelementptr inbounds double, ptr @da, i64 %11
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds float, ptr @fb, i64 %11
  %15 = load float, ptr %14, align 4
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = add nuw nsw i64 %3, 2
  %19 = icmp eq i64 %18, 256
  br i1 %19, label %1, label %2, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6, !7, !8}
!11 = distinct !{!11, !6, !7, !8}
!12 = distinct !{!12, !6, !7, !8}
!13 = distinct !{!13, !6, !7, !8}
!14 = distinct !{!14, !6}
