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

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !75
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !80
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !83
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !85
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1, !dbg !16
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1, !dbg !21
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1, !dbg !26
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1, !dbg !31
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1, !dbg !36
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1, !dbg !41
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1, !dbg !43
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1, !dbg !48
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 1, !dbg !53
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 1, !dbg !58
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 1, !dbg !60
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 1, !dbg !65
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 1, !dbg !70
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 1, !dbg !88
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 1, !dbg !90
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 1, !dbg !92
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 1, !dbg !94
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 1, !dbg !96
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 1, !dbg !98
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 1, !dbg !100
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 1, !dbg !102
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 1, !dbg !104

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !130 {
  %1 = alloca [48 x i8], align 16, !DIAssignID !160
    #dbg_value(i32 0, !134, !DIExpression(), !161)
  br label %2, !dbg !162

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %23, %2 ], !dbg !163
  %4 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %24, %2 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %25, %2 ], !dbg !166
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %26, %2 ], !dbg !167
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %27, %2 ], !dbg !168
  %8 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3, !dbg !166
  %9 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !166
  %10 = add <2 x i32> %9, <i32 -100, i32 -100>, !dbg !166
  store <2 x i32> %10, ptr %8, align 8, !dbg !166
  %11 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !167
  %12 = and <2 x i32> %11, <i32 63, i32 63>, !dbg !167
  %13 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3, !dbg !167
  store <2 x i32> %12, ptr %13, align 8, !dbg !167
  %14 = uitofp <2 x i32> %7 to <2 x float>, !dbg !168
  %15 = fmul <2 x float> %14, <float 5.000000e-01, float 5.000000e-01>, !dbg !168
  %16 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3, !dbg !168
  store <2 x float> %15, ptr %16, align 8, !dbg !168
  %17 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3, !dbg !169
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, ptr %17, align 8, !dbg !169
  %18 = trunc <2 x i64> %4 to <2 x i32>, !dbg !163
  %19 = add <2 x i32> %18, <i32 1, i32 1>, !dbg !163
  %20 = uitofp <2 x i32> %19 to <2 x double>, !dbg !163
  %21 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %20, !dbg !163
  %22 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3, !dbg !163
  store <2 x double> %21, ptr %22, align 16, !dbg !163
  %23 = add nuw i64 %3, 2, !dbg !163
  %24 = add <2 x i64> %4, <i64 2, i64 2>
  %25 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !166
  %26 = add <2 x i32> %6, <i32 2, i32 2>, !dbg !167
  %27 = add <2 x i32> %7, <i32 2, i32 2>, !dbg !168
  %28 = icmp eq i64 %23, 256, !dbg !163
  br i1 %28, label %55, label %2, !dbg !163, !llvm.loop !170

29:                                               ; preds = %41, %55
  %30 = phi i64 [ 47, %55 ], [ %45, %41 ]
  %31 = phi i128 [ -36893488147419103231, %55 ], [ %47, %41 ]
    #dbg_value(i64 %30, !175, !DIExpression(), !185)
    #dbg_value(i128 %31, !180, !DIExpression(), !185)
  %32 = freeze i128 %31, !dbg !187
  %33 = udiv i128 %32, 10, !dbg !187
  %34 = mul i128 %33, 10, !dbg !187
  %35 = sub i128 %32, %34, !dbg !187
  %36 = trunc nuw nsw i128 %35 to i8, !dbg !187
  %37 = or disjoint i8 %36, 48, !dbg !187
  %38 = add nsw i64 %30, -1, !dbg !187
    #dbg_value(i64 %38, !175, !DIExpression(), !185)
  %39 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %38, !dbg !187
  store i8 %37, ptr %39, align 1, !dbg !187
    #dbg_value(i128 poison, !180, !DIExpression(), !185)
  %40 = icmp ult i128 %31, 10, !dbg !187
  br i1 %40, label %48, label %41, !dbg !187, !llvm.loop !189

41:                                               ; preds = %29
    #dbg_value(i128 %33, !180, !DIExpression(), !185)
    #dbg_value(i64 %38, !175, !DIExpression(), !185)
    #dbg_value(i128 %33, !180, !DIExpression(), !185)
  %42 = urem i128 %33, 10, !dbg !187
  %43 = trunc nuw nsw i128 %42 to i8, !dbg !187
  %44 = or disjoint i8 %43, 48, !dbg !187
  %45 = add nsw i64 %30, -2, !dbg !187
    #dbg_value(i64 %45, !175, !DIExpression(), !185)
  %46 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %45, !dbg !187
  store i8 %44, ptr %46, align 1, !dbg !187
  %47 = udiv i128 %31, 100, !dbg !187
    #dbg_value(i128 %47, !180, !DIExpression(), !185)
  br label %29

48:                                               ; preds = %29
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DKCKIIND@?$CFs?$AA@", ptr noundef nonnull %49), !dbg !191
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !192
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 noundef -2, i64 noundef -6148914691236517206), !dbg !193
    #dbg_value(double 0x3FEDD21FB54442D2, !154, !DIExpression(), !194)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !195
    #dbg_value(half 0xH3E00, !155, !DIExpression(), !194)
    #dbg_value(half 0xH3400, !156, !DIExpression(), !194)
    #dbg_value(half 0xH40C0, !157, !DIExpression(), !194)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", double noundef 2.375000e+00), !dbg !196
    #dbg_value(float 0x7FF8000000000000, !158, !DIExpression(), !194)
    #dbg_value(float 0x7FF0000000000000, !159, !DIExpression(), !194)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !197
  ret i32 0, !dbg !198

55:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !199
  tail call fastcc void @saxpy(), !dbg !200
  %56 = tail call fastcc i8 @clamp_max(), !dbg !201
  %57 = zext i8 %56 to i32, !dbg !201
  %58 = tail call fastcc i32 @sum_ints(), !dbg !201
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 noundef %58, i32 noundef %57), !dbg !201
  %60 = tail call fastcc double @dot(), !dbg !202
  %61 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 8, !dbg !202
  %62 = fpext float %61 to double, !dbg !202
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", double noundef %62, double noundef %60), !dbg !202
    #dbg_value(float -1.500000e+00, !136, !DIExpression(), !194)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !203
    #dbg_value(i32 -267534609, !149, !DIExpression(), !194)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !204
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 noundef 12), !dbg !205
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !206
    #dbg_value(i32 -1, !150, !DIExpression(), !207)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@"), !dbg !208
    #dbg_value(i32 0, !150, !DIExpression(), !207)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03OHFMDAD@sun?$AA@"), !dbg !208
    #dbg_value(i32 1, !150, !DIExpression(), !207)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KPACMFAJ@mon?$AA@"), !dbg !208
    #dbg_value(i32 2, !150, !DIExpression(), !207)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03HAFGCCHB@tue?$AA@"), !dbg !208
    #dbg_value(i32 3, !150, !DIExpression(), !207)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03GHNOBPKO@wed?$AA@"), !dbg !208
    #dbg_value(i32 4, !150, !DIExpression(), !207)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03COGKAAAD@thu?$AA@"), !dbg !208
    #dbg_value(i32 5, !150, !DIExpression(), !207)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03CDLMOEOM@fri?$AA@"), !dbg !208
    #dbg_value(i32 6, !150, !DIExpression(), !207)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KFHHDCHE@sat?$AA@"), !dbg !208
    #dbg_value(i32 7, !150, !DIExpression(), !207)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@"), !dbg !208
    #dbg_value(i32 8, !150, !DIExpression(), !207)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !210
    #dbg_value(i128 -36893488147419103231, !152, !DIExpression(), !194)
    #dbg_value(i128 12297829382473034410, !153, !DIExpression(), !194)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05GMENPDLI@u128?5?$AA@"), !dbg !211
    #dbg_assign(i1 undef, !181, !DIExpression(), !160, ptr %1, !DIExpression(), !185)
    #dbg_value(i128 -36893488147419103231, !180, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !212
    #dbg_value(i32 47, !175, !DIExpression(), !185)
  %79 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !213
  store i8 0, ptr %79, align 1, !dbg !213
  br label %29, !dbg !190
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !214 {
    #dbg_value(i32 256, !223, !DIExpression(), !229)
    #dbg_value(i32 3, !224, !DIExpression(), !229)
    #dbg_value(ptr @ib, !225, !DIExpression(), !229)
    #dbg_value(ptr @ia, !226, !DIExpression(), !229)
    #dbg_value(i32 0, !227, !DIExpression(), !230)
  br label %1, !dbg !231

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !232
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !232
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !232
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !232
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !232
  %7 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !232
  %8 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !232
  %9 = getelementptr inbounds i32, ptr @ib, i64 %2, !dbg !232
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !232
  %11 = load <4 x i32>, ptr %9, align 16, !dbg !232
  %12 = load <4 x i32>, ptr %10, align 16, !dbg !232
  %13 = ashr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>, !dbg !232
  %14 = ashr <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>, !dbg !232
  %15 = add nsw <4 x i32> %13, %7, !dbg !232
  %16 = add nsw <4 x i32> %14, %8, !dbg !232
  store <4 x i32> %15, ptr %3, align 16, !dbg !232
  store <4 x i32> %16, ptr %4, align 16, !dbg !232
  %17 = add nuw i64 %2, 8, !dbg !232
  %18 = icmp eq i64 %17, 256, !dbg !232
  br i1 %18, label %19, label %1, !dbg !232, !llvm.loop !234

19:                                               ; preds = %1
  ret void, !dbg !235
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !236 {
    #dbg_value(i32 256, !245, !DIExpression(), !251)
    #dbg_value(float 2.000000e+00, !246, !DIExpression(), !251)
    #dbg_value(ptr @fa, !247, !DIExpression(), !251)
    #dbg_value(ptr @fb, !248, !DIExpression(), !251)
    #dbg_value(i32 0, !249, !DIExpression(), !252)
  br label %1, !dbg !253

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !254
  %3 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !254
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !254
  %5 = load <4 x float>, ptr %3, align 16, !dbg !254
  %6 = load <4 x float>, ptr %4, align 16, !dbg !254
  %7 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !254
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !254
  %9 = load <4 x float>, ptr %7, align 16, !dbg !254
  %10 = load <4 x float>, ptr %8, align 16, !dbg !254
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9), !dbg !254
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10), !dbg !254
  store <4 x float> %11, ptr %7, align 16, !dbg !254
  store <4 x float> %12, ptr %8, align 16, !dbg !254
  %13 = add nuw i64 %2, 8, !dbg !254
  %14 = icmp eq i64 %13, 256, !dbg !254
  br i1 %14, label %15, label %1, !dbg !254, !llvm.loop !256

15:                                               ; preds = %1
  ret void, !dbg !257
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #4 !dbg !258 {
    #dbg_value(i32 256, !262, !DIExpression(), !267)
    #dbg_value(ptr @ia, !263, !DIExpression(), !267)
    #dbg_value(i32 0, !264, !DIExpression(), !267)
    #dbg_value(i32 0, !265, !DIExpression(), !268)
  br label %1, !dbg !269

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !270
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !270
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !270
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !270
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !270
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !270
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !270
  %11 = add nuw i64 %2, 8, !dbg !270
  %12 = icmp eq i64 %11, 256, !dbg !270
  br i1 %12, label %13, label %1, !dbg !270, !llvm.loop !272

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !269
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !269
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255), !dbg !273
  %17 = trunc nuw i32 %16 to i8, !dbg !273
  ret i8 %17, !dbg !273
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !274 {
    #dbg_value(i32 256, !278, !DIExpression(), !283)
    #dbg_value(ptr @ia, !279, !DIExpression(), !283)
    #dbg_value(i32 0, !280, !DIExpression(), !283)
    #dbg_value(i32 0, !281, !DIExpression(), !284)
  br label %1, !dbg !285

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %32, %1 ], !dbg !286
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %30, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !286
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !286
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !286
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !286
  %9 = add <4 x i32> %7, %3, !dbg !286
  %10 = add <4 x i32> %8, %4, !dbg !286
  %11 = or disjoint i64 %2, 8, !dbg !286
  %12 = getelementptr inbounds i32, ptr @ia, i64 %11, !dbg !286
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !286
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !286
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !286
  %16 = add <4 x i32> %14, %9, !dbg !286
  %17 = add <4 x i32> %15, %10, !dbg !286
  %18 = or disjoint i64 %2, 16, !dbg !286
  %19 = getelementptr inbounds i32, ptr @ia, i64 %18, !dbg !286
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !286
  %21 = load <4 x i32>, ptr %19, align 16, !dbg !286
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !286
  %23 = add <4 x i32> %21, %16, !dbg !286
  %24 = add <4 x i32> %22, %17, !dbg !286
  %25 = or disjoint i64 %2, 24, !dbg !286
  %26 = getelementptr inbounds i32, ptr @ia, i64 %25, !dbg !286
  %27 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !286
  %28 = load <4 x i32>, ptr %26, align 16, !dbg !286
  %29 = load <4 x i32>, ptr %27, align 16, !dbg !286
  %30 = add <4 x i32> %28, %23, !dbg !286
  %31 = add <4 x i32> %29, %24, !dbg !286
  %32 = add nuw nsw i64 %2, 32, !dbg !286
  %33 = icmp eq i64 %32, 256, !dbg !286
  br i1 %33, label %34, label %1, !dbg !286, !llvm.loop !288

34:                                               ; preds = %1
  %35 = add <4 x i32> %31, %30, !dbg !285
  %36 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %35), !dbg !285
  ret i32 %36, !dbg !289
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 !dbg !290 {
    #dbg_value(i32 256, !296, !DIExpression(), !302)
    #dbg_value(ptr @fb, !297, !DIExpression(), !302)
    #dbg_value(ptr @da, !298, !DIExpression(), !302)
    #dbg_value(double 0.000000e+00, !299, !DIExpression(), !302)
    #dbg_value(i32 0, !300, !DIExpression(), !303)
  br label %2, !dbg !304

1:                                                ; preds = %2
  ret double %17, !dbg !305

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
    #dbg_value(i64 %3, !300, !DIExpression(), !303)
    #dbg_value(double %4, !299, !DIExpression(), !302)
  %5 = getelementptr inbounds double, ptr @da, i64 %3, !dbg !306
  %6 = load double, ptr %5, align 16, !dbg !306
  %7 = getelementptr inbounds float, ptr @fb, i64 %3, !dbg !306
  %8 = load float, ptr %7, align 8, !dbg !306
  %9 = fpext float %8 to double, !dbg !306
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !306
    #dbg_value(double %10, !299, !DIExpression(), !302)
  %11 = or disjoint i64 %3, 1, !dbg !306
    #dbg_value(i64 %11, !300, !DIExpression(), !303)
  %12 = getelementptr inbounds double, ptr @da, i64 %11, !dbg !306
  %13 = load double, ptr %12, align 8, !dbg !306
  %14 = getelementptr inbounds float, ptr @fb, i64 %11, !dbg !306
  %15 = load float, ptr %14, align 4, !dbg !306
  %16 = fpext float %15 to double, !dbg !306
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !306
    #dbg_value(double %17, !299, !DIExpression(), !302)
  %18 = add nuw nsw i64 %3, 2, !dbg !306
    #dbg_value(i64 %18, !300, !DIExpression(), !303)
  %19 = icmp eq i64 %18, 256, !dbg !304
  br i1 %19, label %1, label %2, !dbg !304, !llvm.loop !308
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128}
!llvm.ident = !{!129}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !77, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
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
!15 = !{!16, !21, !26, !31, !36, !41, !43, !48, !53, !58, !60, !65, !70, !0, !75, !80, !83, !85, !88, !90, !92, !94, !96, !98, !100, !102, !104, !109}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 120, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 15)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 22)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 344, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 43)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 168, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 4)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 216, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 27)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 48, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 6)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !23, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 17)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 11)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 144, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 18)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 8192, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 256)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !78)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16384, elements: !78)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !45, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !45, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !45, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !45, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !45, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !45, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !45, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !45, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 24, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 3)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "c", scope: !111, file: !3, line: 96, type: !120, isLocal: true, isDefinition: true)
!111 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !112, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !114}
!114 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!115 = !{!116, !117, !118}
!116 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 94, type: !114)
!117 = !DILocalVariable(name: "r", scope: !111, file: !3, line: 95, type: !114)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 97, type: !9)
!119 = distinct !DILexicalBlock(scope: !111, file: !3, line: 97)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 256, elements: !46)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!122 = !{i32 2, !"CodeView", i32 1}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 2}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 1, !"MaxTLSAlign", i32 65536}
!128 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !131, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!9}
!133 = !{!134, !136, !149, !150, !152, !153, !154, !155, !156, !157, !158, !159}
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 102, type: !9)
!135 = distinct !DILexicalBlock(scope: !130, file: !3, line: 102)
!136 = !DILocalVariable(name: "p", scope: !130, file: !3, line: 114, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !138)
!138 = !{!139, !140, !141, !143, !148}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !137, file: !3, line: 42, baseType: !5, size: 32)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !137, file: !3, line: 43, baseType: !6, size: 32)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !137, file: !3, line: 44, baseType: !142, size: 32)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !137, file: !3, line: 45, size: 32, elements: !144)
!144 = !{!145, !146, !147}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !143, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !143, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !143, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !137, file: !3, line: 45, baseType: !143, size: 32)
!149 = !DILocalVariable(name: "x", scope: !130, file: !3, line: 117, type: !6)
!150 = !DILocalVariable(name: "d", scope: !151, file: !3, line: 123, type: !9)
!151 = distinct !DILexicalBlock(scope: !130, file: !3, line: 123)
!152 = !DILocalVariable(name: "big", scope: !130, file: !3, line: 128, type: !13)
!153 = !DILocalVariable(name: "neg", scope: !130, file: !3, line: 129, type: !7)
!154 = !DILocalVariable(name: "ld", scope: !130, file: !3, line: 137, type: !114)
!155 = !DILocalVariable(name: "h", scope: !130, file: !3, line: 141, type: !11)
!156 = !DILocalVariable(name: "h2", scope: !130, file: !3, line: 141, type: !11)
!157 = !DILocalVariable(name: "hs", scope: !130, file: !3, line: 142, type: !11)
!158 = !DILocalVariable(name: "nan", scope: !130, file: !3, line: 147, type: !5)
!159 = !DILocalVariable(name: "inf", scope: !130, file: !3, line: 147, type: !5)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !135)
!162 = !DILocation(line: 102, scope: !135)
!163 = !DILocation(line: 107, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 102)
!165 = distinct !DILexicalBlock(scope: !135, file: !3, line: 102)
!166 = !DILocation(line: 103, scope: !164)
!167 = !DILocation(line: 104, scope: !164)
!168 = !DILocation(line: 105, scope: !164)
!169 = !DILocation(line: 106, scope: !164)
!170 = distinct !{!170, !162, !171, !172, !173, !174}
!171 = !DILocation(line: 108, scope: !135)
!172 = !{!"llvm.loop.mustprogress"}
!173 = !{!"llvm.loop.isvectorized", i32 1}
!174 = !{!"llvm.loop.unroll.runtime.disable"}
!175 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 87, type: !9)
!176 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !177, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !13}
!179 = !{!180, !181, !175}
!180 = !DILocalVariable(name: "v", arg: 1, scope: !176, file: !3, line: 85, type: !13)
!181 = !DILocalVariable(name: "buf", scope: !176, file: !3, line: 86, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 48)
!185 = !DILocation(line: 0, scope: !176, inlinedAt: !186)
!186 = distinct !DILocation(line: 131, scope: !130)
!187 = !DILocation(line: 89, scope: !188, inlinedAt: !186)
!188 = distinct !DILexicalBlock(scope: !176, file: !3, line: 89)
!189 = distinct !{!189, !190, !190, !172}
!190 = !DILocation(line: 89, scope: !176, inlinedAt: !186)
!191 = !DILocation(line: 90, scope: !176, inlinedAt: !186)
!192 = !DILocation(line: 91, scope: !176, inlinedAt: !186)
!193 = !DILocation(line: 132, scope: !130)
!194 = !DILocation(line: 0, scope: !130)
!195 = !DILocation(line: 138, scope: !130)
!196 = !DILocation(line: 143, scope: !130)
!197 = !DILocation(line: 148, scope: !130)
!198 = !DILocation(line: 149, scope: !130)
!199 = !DILocation(line: 109, scope: !130)
!200 = !DILocation(line: 110, scope: !130)
!201 = !DILocation(line: 111, scope: !130)
!202 = !DILocation(line: 112, scope: !130)
!203 = !DILocation(line: 116, scope: !130)
!204 = !DILocation(line: 118, scope: !130)
!205 = !DILocation(line: 120, scope: !130)
!206 = !DILocation(line: 121, scope: !130)
!207 = !DILocation(line: 0, scope: !151)
!208 = !DILocation(line: 123, scope: !209)
!209 = distinct !DILexicalBlock(scope: !151, file: !3, line: 123)
!210 = !DILocation(line: 124, scope: !130)
!211 = !DILocation(line: 130, scope: !130)
!212 = !DILocation(line: 86, scope: !176, inlinedAt: !186)
!213 = !DILocation(line: 88, scope: !176, inlinedAt: !186)
!214 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !215, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !222)
!215 = !DISubroutineType(cc: DW_CC_nocall, types: !216)
!216 = !{null, !217, !219, !9, !9}
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!222 = !{!223, !224, !225, !226, !227}
!223 = !DILocalVariable(name: "n", arg: 4, scope: !214, file: !3, line: 25, type: !9)
!224 = !DILocalVariable(name: "k", arg: 3, scope: !214, file: !3, line: 25, type: !9)
!225 = !DILocalVariable(name: "src", arg: 2, scope: !214, file: !3, line: 25, type: !219)
!226 = !DILocalVariable(name: "dst", arg: 1, scope: !214, file: !3, line: 25, type: !217)
!227 = !DILocalVariable(name: "i", scope: !228, file: !3, line: 26, type: !9)
!228 = distinct !DILexicalBlock(scope: !214, file: !3, line: 26)
!229 = !DILocation(line: 0, scope: !214)
!230 = !DILocation(line: 0, scope: !228)
!231 = !DILocation(line: 26, scope: !228)
!232 = !DILocation(line: 26, scope: !233)
!233 = distinct !DILexicalBlock(scope: !228, file: !3, line: 26)
!234 = distinct !{!234, !231, !231, !172, !173, !174}
!235 = !DILocation(line: 27, scope: !214)
!236 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !237, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !244)
!237 = !DISubroutineType(cc: DW_CC_nocall, types: !238)
!238 = !{null, !239, !241, !5, !9}
!239 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!244 = !{!245, !246, !247, !248, !249}
!245 = !DILocalVariable(name: "n", arg: 4, scope: !236, file: !3, line: 21, type: !9)
!246 = !DILocalVariable(name: "k", arg: 3, scope: !236, file: !3, line: 21, type: !5)
!247 = !DILocalVariable(name: "x", arg: 2, scope: !236, file: !3, line: 21, type: !241)
!248 = !DILocalVariable(name: "y", arg: 1, scope: !236, file: !3, line: 21, type: !239)
!249 = !DILocalVariable(name: "i", scope: !250, file: !3, line: 22, type: !9)
!250 = distinct !DILexicalBlock(scope: !236, file: !3, line: 22)
!251 = !DILocation(line: 0, scope: !236)
!252 = !DILocation(line: 0, scope: !250)
!253 = !DILocation(line: 22, scope: !250)
!254 = !DILocation(line: 22, scope: !255)
!255 = distinct !DILexicalBlock(scope: !250, file: !3, line: 22)
!256 = distinct !{!256, !253, !253, !172, !173, !174}
!257 = !DILocation(line: 23, scope: !236)
!258 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !259, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !261)
!259 = !DISubroutineType(cc: DW_CC_nocall, types: !260)
!260 = !{!12, !220, !9}
!261 = !{!262, !263, !264, !265}
!262 = !DILocalVariable(name: "n", arg: 2, scope: !258, file: !3, line: 35, type: !9)
!263 = !DILocalVariable(name: "a", arg: 1, scope: !258, file: !3, line: 35, type: !220)
!264 = !DILocalVariable(name: "m", scope: !258, file: !3, line: 36, type: !9)
!265 = !DILocalVariable(name: "i", scope: !266, file: !3, line: 37, type: !9)
!266 = distinct !DILexicalBlock(scope: !258, file: !3, line: 37)
!267 = !DILocation(line: 0, scope: !258)
!268 = !DILocation(line: 0, scope: !266)
!269 = !DILocation(line: 37, scope: !266)
!270 = !DILocation(line: 37, scope: !271)
!271 = distinct !DILexicalBlock(scope: !266, file: !3, line: 37)
!272 = distinct !{!272, !269, !269, !172, !173, !174}
!273 = !DILocation(line: 38, scope: !258)
!274 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !275, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !277)
!275 = !DISubroutineType(cc: DW_CC_nocall, types: !276)
!276 = !{!9, !220, !9}
!277 = !{!278, !279, !280, !281}
!278 = !DILocalVariable(name: "n", arg: 2, scope: !274, file: !3, line: 15, type: !9)
!279 = !DILocalVariable(name: "a", arg: 1, scope: !274, file: !3, line: 15, type: !220)
!280 = !DILocalVariable(name: "s", scope: !274, file: !3, line: 16, type: !9)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 17, type: !9)
!282 = distinct !DILexicalBlock(scope: !274, file: !3, line: 17)
!283 = !DILocation(line: 0, scope: !274)
!284 = !DILocation(line: 0, scope: !282)
!285 = !DILocation(line: 17, scope: !282)
!286 = !DILocation(line: 17, scope: !287)
!287 = distinct !DILexicalBlock(scope: !282, file: !3, line: 17)
!288 = distinct !{!288, !285, !285, !172, !173, !174}
!289 = !DILocation(line: 18, scope: !274)
!290 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !291, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !295)
!291 = !DISubroutineType(cc: DW_CC_nocall, types: !292)
!292 = !{!10, !293, !242, !9}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!295 = !{!296, !297, !298, !299, !300}
!296 = !DILocalVariable(name: "n", arg: 3, scope: !290, file: !3, line: 29, type: !9)
!297 = !DILocalVariable(name: "b", arg: 2, scope: !290, file: !3, line: 29, type: !242)
!298 = !DILocalVariable(name: "a", arg: 1, scope: !290, file: !3, line: 29, type: !293)
!299 = !DILocalVariable(name: "s", scope: !290, file: !3, line: 30, type: !10)
!300 = !DILocalVariable(name: "i", scope: !301, file: !3, line: 31, type: !9)
!301 = distinct !DILexicalBlock(scope: !290, file: !3, line: 31)
!302 = !DILocation(line: 0, scope: !290)
!303 = !DILocation(line: 0, scope: !301)
!304 = !DILocation(line: 31, scope: !301)
!305 = !DILocation(line: 32, scope: !290)
!306 = !DILocation(line: 31, scope: !307)
!307 = distinct !DILexicalBlock(scope: !301, file: !3, line: 31)
!308 = distinct !{!308, !304, !304, !172}
