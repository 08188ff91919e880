; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

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
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 8, !dbg !16
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 8, !dbg !21
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 8, !dbg !26
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 8, !dbg !31
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 8, !dbg !36
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 8, !dbg !41
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 4, !dbg !43
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 8, !dbg !48
@"??_C@_05GMENPDLI@u128?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"u128 \00", comdat, align 4, !dbg !53
@"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", comdat, align 8, !dbg !58
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 8, !dbg !60
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 8, !dbg !65
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 8, !dbg !70
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 4, !dbg !88
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 4, !dbg !90
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 4, !dbg !92
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 4, !dbg !94
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 4, !dbg !96
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 4, !dbg !98
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 4, !dbg !100
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 4, !dbg !102
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 4, !dbg !104

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !129 {
  %1 = alloca [48 x i8], align 1, !DIAssignID !159
    #dbg_value(i32 0, !133, !DIExpression(), !160)
  br label %2, !dbg !161

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %23, %2 ], !dbg !162
  %4 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %24, %2 ]
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %25, %2 ], !dbg !165
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %26, %2 ], !dbg !166
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %27, %2 ], !dbg !167
  %8 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3, !dbg !165
  %9 = mul <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !165
  %10 = add <4 x i32> %9, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !165
  store <4 x i32> %10, ptr %8, align 16, !dbg !165
  %11 = mul <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !166
  %12 = and <4 x i32> %11, <i32 63, i32 63, i32 63, i32 63>, !dbg !166
  %13 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3, !dbg !166
  store <4 x i32> %12, ptr %13, align 16, !dbg !166
  %14 = uitofp <4 x i32> %7 to <4 x float>, !dbg !167
  %15 = fmul <4 x float> %14, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !167
  %16 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3, !dbg !167
  store <4 x float> %15, ptr %16, align 16, !dbg !167
  %17 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3, !dbg !168
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %17, align 16, !dbg !168
  %18 = trunc <4 x i64> %4 to <4 x i32>, !dbg !162
  %19 = add <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !162
  %20 = uitofp <4 x i32> %19 to <4 x double>, !dbg !162
  %21 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %20, !dbg !162
  %22 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3, !dbg !162
  store <4 x double> %21, ptr %22, align 16, !dbg !162
  %23 = add nuw i64 %3, 4, !dbg !162
  %24 = add <4 x i64> %4, <i64 4, i64 4, i64 4, i64 4>
  %25 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>, !dbg !165
  %26 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>, !dbg !166
  %27 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>, !dbg !167
  %28 = icmp eq i64 %23, 256, !dbg !162
  br i1 %28, label %48, label %2, !dbg !162, !llvm.loop !169

29:                                               ; preds = %29, %48
  %30 = phi i64 [ %38, %29 ], [ 47, %48 ]
  %31 = phi i128 [ %33, %29 ], [ -36893488147419103231, %48 ]
    #dbg_value(i64 %30, !174, !DIExpression(), !184)
    #dbg_value(i128 %31, !179, !DIExpression(), !184)
  %32 = freeze i128 %31, !dbg !186
  %33 = udiv i128 %32, 10, !dbg !186
  %34 = mul i128 %33, 10, !dbg !186
  %35 = sub i128 %32, %34, !dbg !186
  %36 = trunc nuw nsw i128 %35 to i8, !dbg !186
  %37 = or disjoint i8 %36, 48, !dbg !186
  %38 = add nsw i64 %30, -1, !dbg !186
    #dbg_value(i64 %38, !174, !DIExpression(), !184)
  %39 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %38, !dbg !186
  store i8 %37, ptr %39, align 1, !dbg !186
    #dbg_value(i128 %33, !179, !DIExpression(), !184)
  %40 = icmp ult i128 %31, 10, !dbg !186
  br i1 %40, label %41, label %29, !dbg !186, !llvm.loop !188

41:                                               ; preds = %29
  %42 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !190
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DKCKIIND@?$CFs?$AA@", ptr noundef nonnull %42), !dbg !190
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #6, !dbg !191
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FMDGKLNC@?5hi?$DN?$CFllx?5neg_lo?$DN?$CFllx?6?$AA@", i64 noundef -2, i64 noundef -6148914691236517206), !dbg !192
    #dbg_value(double 0x3FEDD21FB54442D2, !153, !DIExpression(), !193)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !194
    #dbg_value(half 0xH3E00, !154, !DIExpression(), !193)
    #dbg_value(half 0xH3400, !155, !DIExpression(), !193)
    #dbg_value(half 0xH40C0, !156, !DIExpression(), !193)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", double noundef 2.375000e+00), !dbg !195
    #dbg_value(float 0x7FF8000000000000, !157, !DIExpression(), !193)
    #dbg_value(float 0x7FF0000000000000, !158, !DIExpression(), !193)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !196
  ret i32 0, !dbg !197

48:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !198
  tail call fastcc void @saxpy(), !dbg !199
  %49 = tail call fastcc i8 @clamp_max(), !dbg !200
  %50 = zext i8 %49 to i32, !dbg !200
  %51 = tail call fastcc i32 @sum_ints(), !dbg !200
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 noundef %51, i32 noundef %50), !dbg !200
  %53 = tail call fastcc double @dot(), !dbg !201
  %54 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 8, !dbg !201
  %55 = fpext float %54 to double, !dbg !201
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", double noundef %55, double noundef %53), !dbg !201
    #dbg_value(float -1.500000e+00, !135, !DIExpression(), !193)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !202
    #dbg_value(i32 -267534609, !148, !DIExpression(), !193)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !203
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 noundef 12), !dbg !204
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !205
    #dbg_value(i32 -1, !149, !DIExpression(), !206)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@"), !dbg !207
    #dbg_value(i32 0, !149, !DIExpression(), !206)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03OHFMDAD@sun?$AA@"), !dbg !207
    #dbg_value(i32 1, !149, !DIExpression(), !206)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KPACMFAJ@mon?$AA@"), !dbg !207
    #dbg_value(i32 2, !149, !DIExpression(), !206)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03HAFGCCHB@tue?$AA@"), !dbg !207
    #dbg_value(i32 3, !149, !DIExpression(), !206)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03GHNOBPKO@wed?$AA@"), !dbg !207
    #dbg_value(i32 4, !149, !DIExpression(), !206)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03COGKAAAD@thu?$AA@"), !dbg !207
    #dbg_value(i32 5, !149, !DIExpression(), !206)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03CDLMOEOM@fri?$AA@"), !dbg !207
    #dbg_value(i32 6, !149, !DIExpression(), !206)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KFHHDCHE@sat?$AA@"), !dbg !207
    #dbg_value(i32 7, !149, !DIExpression(), !206)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@"), !dbg !207
    #dbg_value(i32 8, !149, !DIExpression(), !206)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !209
    #dbg_value(i128 -36893488147419103231, !151, !DIExpression(), !193)
    #dbg_value(i128 12297829382473034410, !152, !DIExpression(), !193)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05GMENPDLI@u128?5?$AA@"), !dbg !210
    #dbg_assign(i1 undef, !180, !DIExpression(), !159, ptr %1, !DIExpression(), !184)
    #dbg_value(i128 -36893488147419103231, !179, !DIExpression(), !184)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #6, !dbg !211
    #dbg_value(i32 47, !174, !DIExpression(), !184)
  %72 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !212
  store i8 0, ptr %72, align 1, !dbg !212
  br label %29, !dbg !189
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !213 {
    #dbg_value(i32 256, !222, !DIExpression(), !228)
    #dbg_value(i32 3, !223, !DIExpression(), !228)
    #dbg_value(ptr @ib, !224, !DIExpression(), !228)
    #dbg_value(ptr @ia, !225, !DIExpression(), !228)
    #dbg_value(i32 0, !226, !DIExpression(), !229)
  br label %1, !dbg !230

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !231
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !231
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !231
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !231
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !231
  %7 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !231
  %8 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !231
  %9 = getelementptr inbounds i32, ptr @ib, i64 %2, !dbg !231
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !231
  %11 = load <4 x i32>, ptr %9, align 16, !dbg !231
  %12 = load <4 x i32>, ptr %10, align 16, !dbg !231
  %13 = ashr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>, !dbg !231
  %14 = ashr <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>, !dbg !231
  %15 = add nsw <4 x i32> %13, %7, !dbg !231
  %16 = add nsw <4 x i32> %14, %8, !dbg !231
  store <4 x i32> %15, ptr %3, align 16, !dbg !231
  store <4 x i32> %16, ptr %4, align 16, !dbg !231
  %17 = add nuw i64 %2, 8, !dbg !231
  %18 = icmp eq i64 %17, 256, !dbg !231
  br i1 %18, label %19, label %1, !dbg !231, !llvm.loop !233

19:                                               ; preds = %1
  ret void, !dbg !234
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !235 {
    #dbg_value(i32 256, !244, !DIExpression(), !250)
    #dbg_value(float 2.000000e+00, !245, !DIExpression(), !250)
    #dbg_value(ptr @fa, !246, !DIExpression(), !250)
    #dbg_value(ptr @fb, !247, !DIExpression(), !250)
    #dbg_value(i32 0, !248, !DIExpression(), !251)
  br label %1, !dbg !252

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !253
  %3 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !253
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !253
  %5 = load <4 x float>, ptr %3, align 16, !dbg !253
  %6 = load <4 x float>, ptr %4, align 16, !dbg !253
  %7 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !253
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !253
  %9 = load <4 x float>, ptr %7, align 16, !dbg !253
  %10 = load <4 x float>, ptr %8, align 16, !dbg !253
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9), !dbg !253
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10), !dbg !253
  store <4 x float> %11, ptr %7, align 16, !dbg !253
  store <4 x float> %12, ptr %8, align 16, !dbg !253
  %13 = add nuw i64 %2, 8, !dbg !253
  %14 = icmp eq i64 %13, 256, !dbg !253
  br i1 %14, label %15, label %1, !dbg !253, !llvm.loop !255

15:                                               ; preds = %1
  ret void, !dbg !256
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #4 !dbg !257 {
    #dbg_value(i32 256, !261, !DIExpression(), !266)
    #dbg_value(ptr @ia, !262, !DIExpression(), !266)
    #dbg_value(i32 0, !263, !DIExpression(), !266)
    #dbg_value(i32 0, !264, !DIExpression(), !267)
  br label %1, !dbg !268

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !269
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !269
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !269
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !269
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !269
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !269
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !269
  %11 = add nuw i64 %2, 8, !dbg !269
  %12 = icmp eq i64 %11, 256, !dbg !269
  br i1 %12, label %13, label %1, !dbg !269, !llvm.loop !271

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !268
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !268
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255), !dbg !272
  %17 = trunc nuw i32 %16 to i8, !dbg !272
  ret i8 %17, !dbg !272
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !273 {
    #dbg_value(i32 256, !277, !DIExpression(), !282)
    #dbg_value(ptr @ia, !278, !DIExpression(), !282)
    #dbg_value(i32 0, !279, !DIExpression(), !282)
    #dbg_value(i32 0, !280, !DIExpression(), !283)
  br label %1, !dbg !284

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !285
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !285
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !285
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !285
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !285
  %9 = add <4 x i32> %7, %3, !dbg !285
  %10 = add <4 x i32> %8, %4, !dbg !285
  %11 = add nuw i64 %2, 8, !dbg !285
  %12 = icmp eq i64 %11, 256, !dbg !285
  br i1 %12, label %13, label %1, !dbg !285, !llvm.loop !287

13:                                               ; preds = %1
  %14 = add <4 x i32> %10, %9, !dbg !284
  %15 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %14), !dbg !284
  ret i32 %15, !dbg !288
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 !dbg !289 {
    #dbg_value(i32 256, !295, !DIExpression(), !301)
    #dbg_value(ptr @fb, !296, !DIExpression(), !301)
    #dbg_value(ptr @da, !297, !DIExpression(), !301)
    #dbg_value(double 0.000000e+00, !298, !DIExpression(), !301)
    #dbg_value(i32 0, !299, !DIExpression(), !302)
  br label %1, !dbg !303

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ], !dbg !304
  %3 = phi double [ 0.000000e+00, %0 ], [ %17, %1 ]
  %4 = getelementptr inbounds double, ptr @da, i64 %2, !dbg !304
  %5 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !304
  %6 = load <4 x double>, ptr %4, align 16, !dbg !304
  %7 = load <4 x double>, ptr %5, align 16, !dbg !304
  %8 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !304
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !304
  %10 = load <4 x float>, ptr %8, align 16, !dbg !304
  %11 = load <4 x float>, ptr %9, align 16, !dbg !304
  %12 = fpext <4 x float> %10 to <4 x double>, !dbg !304
  %13 = fpext <4 x float> %11 to <4 x double>, !dbg !304
  %14 = fmul <4 x double> %6, %12
  %15 = fmul <4 x double> %7, %13
  %16 = tail call double @llvm.vector.reduce.fadd.v4f64(double %3, <4 x double> %14)
  %17 = tail call double @llvm.vector.reduce.fadd.v4f64(double %16, <4 x double> %15)
  %18 = add nuw i64 %2, 8, !dbg !304
  %19 = icmp eq i64 %18, 256, !dbg !304
  br i1 %19, label %20, label %1, !dbg !304, !llvm.loop !306

20:                                               ; preds = %1
  ret double %17, !dbg !307
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #5

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127}
!llvm.ident = !{!128}

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
!127 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!128 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !130, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!9}
!132 = !{!133, !135, !148, !149, !151, !152, !153, !154, !155, !156, !157, !158}
!133 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 102, type: !9)
!134 = distinct !DILexicalBlock(scope: !129, file: !3, line: 102)
!135 = !DILocalVariable(name: "p", scope: !129, file: !3, line: 114, type: !136)
!136 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !137)
!137 = !{!138, !139, !140, !142, !147}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !136, file: !3, line: 42, baseType: !5, size: 32)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !136, file: !3, line: 43, baseType: !6, size: 32)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !136, file: !3, line: 44, baseType: !141, size: 32)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !136, file: !3, line: 45, size: 32, elements: !143)
!143 = !{!144, !145, !146}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !142, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !142, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !142, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !136, file: !3, line: 45, baseType: !142, size: 32)
!148 = !DILocalVariable(name: "x", scope: !129, file: !3, line: 117, type: !6)
!149 = !DILocalVariable(name: "d", scope: !150, file: !3, line: 123, type: !9)
!150 = distinct !DILexicalBlock(scope: !129, file: !3, line: 123)
!151 = !DILocalVariable(name: "big", scope: !129, file: !3, line: 128, type: !13)
!152 = !DILocalVariable(name: "neg", scope: !129, file: !3, line: 129, type: !7)
!153 = !DILocalVariable(name: "ld", scope: !129, file: !3, line: 137, type: !114)
!154 = !DILocalVariable(name: "h", scope: !129, file: !3, line: 141, type: !11)
!155 = !DILocalVariable(name: "h2", scope: !129, file: !3, line: 141, type: !11)
!156 = !DILocalVariable(name: "hs", scope: !129, file: !3, line: 142, type: !11)
!157 = !DILocalVariable(name: "nan", scope: !129, file: !3, line: 147, type: !5)
!158 = !DILocalVariable(name: "inf", scope: !129, file: !3, line: 147, type: !5)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 0, scope: !134)
!161 = !DILocation(line: 102, scope: !134)
!162 = !DILocation(line: 107, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 102)
!164 = distinct !DILexicalBlock(scope: !134, file: !3, line: 102)
!165 = !DILocation(line: 103, scope: !163)
!166 = !DILocation(line: 104, scope: !163)
!167 = !DILocation(line: 105, scope: !163)
!168 = !DILocation(line: 106, scope: !163)
!169 = distinct !{!169, !161, !170, !171, !172, !173}
!170 = !DILocation(line: 108, scope: !134)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !{!"llvm.loop.isvectorized", i32 1}
!173 = !{!"llvm.loop.unroll.runtime.disable"}
!174 = !DILocalVariable(name: "i", scope: !175, file: !3, line: 87, type: !9)
!175 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !176, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !13}
!178 = !{!179, !180, !174}
!179 = !DILocalVariable(name: "v", arg: 1, scope: !175, file: !3, line: 85, type: !13)
!180 = !DILocalVariable(name: "buf", scope: !175, file: !3, line: 86, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 48)
!184 = !DILocation(line: 0, scope: !175, inlinedAt: !185)
!185 = distinct !DILocation(line: 131, scope: !129)
!186 = !DILocation(line: 89, scope: !187, inlinedAt: !185)
!187 = distinct !DILexicalBlock(scope: !175, file: !3, line: 89)
!188 = distinct !{!188, !189, !189, !171}
!189 = !DILocation(line: 89, scope: !175, inlinedAt: !185)
!190 = !DILocation(line: 90, scope: !175, inlinedAt: !185)
!191 = !DILocation(line: 91, scope: !175, inlinedAt: !185)
!192 = !DILocation(line: 132, scope: !129)
!193 = !DILocation(line: 0, scope: !129)
!194 = !DILocation(line: 138, scope: !129)
!195 = !DILocation(line: 143, scope: !129)
!196 = !DILocation(line: 148, scope: !129)
!197 = !DILocation(line: 149, scope: !129)
!198 = !DILocation(line: 109, scope: !129)
!199 = !DILocation(line: 110, scope: !129)
!200 = !DILocation(line: 111, scope: !129)
!201 = !DILocation(line: 112, scope: !129)
!202 = !DILocation(line: 116, scope: !129)
!203 = !DILocation(line: 118, scope: !129)
!204 = !DILocation(line: 120, scope: !129)
!205 = !DILocation(line: 121, scope: !129)
!206 = !DILocation(line: 0, scope: !150)
!207 = !DILocation(line: 123, scope: !208)
!208 = distinct !DILexicalBlock(scope: !150, file: !3, line: 123)
!209 = !DILocation(line: 124, scope: !129)
!210 = !DILocation(line: 130, scope: !129)
!211 = !DILocation(line: 86, scope: !175, inlinedAt: !185)
!212 = !DILocation(line: 88, scope: !175, inlinedAt: !185)
!213 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !214, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !221)
!214 = !DISubroutineType(cc: DW_CC_nocall, types: !215)
!215 = !{null, !216, !218, !9, !9}
!216 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !217)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!221 = !{!222, !223, !224, !225, !226}
!222 = !DILocalVariable(name: "n", arg: 4, scope: !213, file: !3, line: 25, type: !9)
!223 = !DILocalVariable(name: "k", arg: 3, scope: !213, file: !3, line: 25, type: !9)
!224 = !DILocalVariable(name: "src", arg: 2, scope: !213, file: !3, line: 25, type: !218)
!225 = !DILocalVariable(name: "dst", arg: 1, scope: !213, file: !3, line: 25, type: !216)
!226 = !DILocalVariable(name: "i", scope: !227, file: !3, line: 26, type: !9)
!227 = distinct !DILexicalBlock(scope: !213, file: !3, line: 26)
!228 = !DILocation(line: 0, scope: !213)
!229 = !DILocation(line: 0, scope: !227)
!230 = !DILocation(line: 26, scope: !227)
!231 = !DILocation(line: 26, scope: !232)
!232 = distinct !DILexicalBlock(scope: !227, file: !3, line: 26)
!233 = distinct !{!233, !230, !230, !171, !172, !173}
!234 = !DILocation(line: 27, scope: !213)
!235 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !236, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!236 = !DISubroutineType(cc: DW_CC_nocall, types: !237)
!237 = !{null, !238, !240, !5, !9}
!238 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !239)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!243 = !{!244, !245, !246, !247, !248}
!244 = !DILocalVariable(name: "n", arg: 4, scope: !235, file: !3, line: 21, type: !9)
!245 = !DILocalVariable(name: "k", arg: 3, scope: !235, file: !3, line: 21, type: !5)
!246 = !DILocalVariable(name: "x", arg: 2, scope: !235, file: !3, line: 21, type: !240)
!247 = !DILocalVariable(name: "y", arg: 1, scope: !235, file: !3, line: 21, type: !238)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 22, type: !9)
!249 = distinct !DILexicalBlock(scope: !235, file: !3, line: 22)
!250 = !DILocation(line: 0, scope: !235)
!251 = !DILocation(line: 0, scope: !249)
!252 = !DILocation(line: 22, scope: !249)
!253 = !DILocation(line: 22, scope: !254)
!254 = distinct !DILexicalBlock(scope: !249, file: !3, line: 22)
!255 = distinct !{!255, !252, !252, !171, !172, !173}
!256 = !DILocation(line: 23, scope: !235)
!257 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !258, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !260)
!258 = !DISubroutineType(cc: DW_CC_nocall, types: !259)
!259 = !{!12, !219, !9}
!260 = !{!261, !262, !263, !264}
!261 = !DILocalVariable(name: "n", arg: 2, scope: !257, file: !3, line: 35, type: !9)
!262 = !DILocalVariable(name: "a", arg: 1, scope: !257, file: !3, line: 35, type: !219)
!263 = !DILocalVariable(name: "m", scope: !257, file: !3, line: 36, type: !9)
!264 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 37, type: !9)
!265 = distinct !DILexicalBlock(scope: !257, file: !3, line: 37)
!266 = !DILocation(line: 0, scope: !257)
!267 = !DILocation(line: 0, scope: !265)
!268 = !DILocation(line: 37, scope: !265)
!269 = !DILocation(line: 37, scope: !270)
!270 = distinct !DILexicalBlock(scope: !265, file: !3, line: 37)
!271 = distinct !{!271, !268, !268, !171, !172, !173}
!272 = !DILocation(line: 38, scope: !257)
!273 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !274, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !276)
!274 = !DISubroutineType(cc: DW_CC_nocall, types: !275)
!275 = !{!9, !219, !9}
!276 = !{!277, !278, !279, !280}
!277 = !DILocalVariable(name: "n", arg: 2, scope: !273, file: !3, line: 15, type: !9)
!278 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !3, line: 15, type: !219)
!279 = !DILocalVariable(name: "s", scope: !273, file: !3, line: 16, type: !9)
!280 = !DILocalVariable(name: "i", scope: !281, file: !3, line: 17, type: !9)
!281 = distinct !DILexicalBlock(scope: !273, file: !3, line: 17)
!282 = !DILocation(line: 0, scope: !273)
!283 = !DILocation(line: 0, scope: !281)
!284 = !DILocation(line: 17, scope: !281)
!285 = !DILocation(line: 17, scope: !286)
!286 = distinct !DILexicalBlock(scope: !281, file: !3, line: 17)
!287 = distinct !{!287, !284, !284, !171, !172, !173}
!288 = !DILocation(line: 18, scope: !273)
!289 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !290, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !294)
!290 = !DISubroutineType(cc: DW_CC_nocall, types: !291)
!291 = !{!10, !292, !241, !9}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!294 = !{!295, !296, !297, !298, !299}
!295 = !DILocalVariable(name: "n", arg: 3, scope: !289, file: !3, line: 29, type: !9)
!296 = !DILocalVariable(name: "b", arg: 2, scope: !289, file: !3, line: 29, type: !241)
!297 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !3, line: 29, type: !292)
!298 = !DILocalVariable(name: "s", scope: !289, file: !3, line: 30, type: !10)
!299 = !DILocalVariable(name: "i", scope: !300, file: !3, line: 31, type: !9)
!300 = distinct !DILexicalBlock(scope: !289, file: !3, line: 31)
!301 = !DILocation(line: 0, scope: !289)
!302 = !DILocation(line: 0, scope: !300)
!303 = !DILocation(line: 31, scope: !300)
!304 = !DILocation(line: 31, scope: !305)
!305 = distinct !DILexicalBlock(scope: !300, file: !3, line: 31)
!306 = distinct !{!306, !303, !303, !171, !172, !173}
!307 = !DILocation(line: 32, scope: !289)
