; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !66
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !71
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !74
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !76
@"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", comdat, align 1, !dbg !11
@"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", comdat, align 1, !dbg !17
@"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", comdat, align 1, !dbg !22
@"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", comdat, align 1, !dbg !27
@"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rot %llx\0A\00", comdat, align 1, !dbg !32
@"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", comdat, align 1, !dbg !37
@"??_C@_03IKGEINEE@?$CFs?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s \00", comdat, align 1, !dbg !39
@"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", comdat, align 1, !dbg !44
@"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", comdat, align 1, !dbg !54
@"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"half %.4f\0A\00", comdat, align 1, !dbg !59
@"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", comdat, align 1, !dbg !64
@"??_C@_03OHFMDAD@sun?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sun\00", comdat, align 1, !dbg !79
@"??_C@_03KPACMFAJ@mon?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mon\00", comdat, align 1, !dbg !81
@"??_C@_03HAFGCCHB@tue?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tue\00", comdat, align 1, !dbg !83
@"??_C@_03GHNOBPKO@wed?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"wed\00", comdat, align 1, !dbg !85
@"??_C@_03COGKAAAD@thu?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"thu\00", comdat, align 1, !dbg !87
@"??_C@_03CDLMOEOM@fri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fri\00", comdat, align 1, !dbg !89
@"??_C@_03KFHHDCHE@sat?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sat\00", comdat, align 1, !dbg !91
@"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"???\00", comdat, align 1, !dbg !93
@str = private unnamed_addr constant [17 x i8] c"u128 unsupported\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !115 {
    #dbg_value(i32 0, !119, !DIExpression(), !140)
  br label %1, !dbg !141

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
    #dbg_value(i32 %2, !119, !DIExpression(), !140)
  %3 = mul nuw nsw i32 %2, 3, !dbg !142
  %4 = add nsw i32 %3, -100, !dbg !142
  %5 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %2, !dbg !142
  store i32 %4, ptr %5, align 4, !dbg !142
  %6 = mul nuw nsw i32 %2, 7, !dbg !145
  %7 = and i32 %6, 63, !dbg !145
  %8 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %2, !dbg !145
  store i32 %7, ptr %8, align 4, !dbg !145
  %9 = uitofp nneg i32 %2 to float, !dbg !146
  %10 = fmul float %9, 5.000000e-01, !dbg !146
  %11 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %2, !dbg !146
  store float %10, ptr %11, align 4, !dbg !146
  %12 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %2, !dbg !147
  store float 1.000000e+00, ptr %12, align 4, !dbg !147
  %13 = add nuw nsw i32 %2, 1, !dbg !148
  %14 = uitofp nneg i32 %13 to double, !dbg !148
  %15 = fdiv double 1.000000e+00, %14, !dbg !148
  %16 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %2, !dbg !148
  store double %15, ptr %16, align 8, !dbg !148
    #dbg_value(i32 %13, !119, !DIExpression(), !140)
  %17 = icmp eq i32 %13, 256, !dbg !141
  br i1 %17, label %18, label %1, !dbg !141, !llvm.loop !149

18:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !152
  tail call fastcc void @saxpy(), !dbg !153
  %19 = tail call fastcc zeroext i8 @clamp_max(), !dbg !154
  %20 = zext i8 %19 to i32, !dbg !154
  %21 = tail call fastcc i32 @sum_ints(), !dbg !154
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@NIHIAFIO@sum?$DN?$CFd?5max?$DN?$CFu?6?$AA@", i32 noundef %21, i32 noundef %20), !dbg !154
  %23 = tail call fastcc double @dot(), !dbg !155
  %24 = load float, ptr getelementptr inbounds (i8, ptr @fb, i32 40), align 4, !dbg !155
  %25 = fpext float %24 to double, !dbg !155
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FNBLNCNP@fb?$FL10?$FN?$DN?$CF?42f?5dot?$DN?$CF?46f?6?$AA@", double noundef %25, double noundef %23), !dbg !155
    #dbg_value(float -1.500000e+00, !121, !DIExpression(), !156)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@IMMFLPHB@pun?5?$CF08x?5sign?$DN?$CFu?5exp?$DN?$CFu?5mant?$DN?$CF06@", i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !157
    #dbg_value(i32 -267534609, !134, !DIExpression(), !156)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@EFJABADL@bits?5?$CFu?5?$CFd?5?$CFd?5?$CFd?5?$CFu?6?$AA@", i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !158
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09FAOKLNLP@rot?5?$CFllx?6?$AA@", i64 noundef 12), !dbg !159
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FNACNLDO@sign?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !160
    #dbg_value(i32 -1, !135, !DIExpression(), !161)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@"), !dbg !162
    #dbg_value(i32 0, !135, !DIExpression(), !161)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03OHFMDAD@sun?$AA@"), !dbg !162
    #dbg_value(i32 1, !135, !DIExpression(), !161)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KPACMFAJ@mon?$AA@"), !dbg !162
    #dbg_value(i32 2, !135, !DIExpression(), !161)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03HAFGCCHB@tue?$AA@"), !dbg !162
    #dbg_value(i32 3, !135, !DIExpression(), !161)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03GHNOBPKO@wed?$AA@"), !dbg !162
    #dbg_value(i32 4, !135, !DIExpression(), !161)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03COGKAAAD@thu?$AA@"), !dbg !162
    #dbg_value(i32 5, !135, !DIExpression(), !161)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03CDLMOEOM@fri?$AA@"), !dbg !162
    #dbg_value(i32 6, !135, !DIExpression(), !161)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03KFHHDCHE@sat?$AA@"), !dbg !162
    #dbg_value(i32 7, !135, !DIExpression(), !161)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03IKGEINEE@?$CFs?5?$AA@", ptr noundef nonnull @"??_C@_03BBKEAIF@?$DP?$DP?$DP?$AA@"), !dbg !162
    #dbg_value(i32 8, !135, !DIExpression(), !161)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@CDCLMEOO@?6sparse?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !164
  %41 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !165
    #dbg_value(double 0x3FEDD21FB54442D2, !137, !DIExpression(), !156)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@NEOIKOHN@ld?5?$CF?46f?5size?$DN?$CFd?6?$AA@", double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !166
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDEIIBDO@half?5?$CF?44f?6?$AA@", double noundef 2.375000e+00), !dbg !167
    #dbg_value(float 0x7FF8000000000000, !138, !DIExpression(), !156)
    #dbg_value(float 0x7FF0000000000000, !139, !DIExpression(), !156)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CJLOMPGP@special?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !168
  ret i32 0, !dbg !169
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @scale_add() unnamed_addr #1 !dbg !170 {
    #dbg_value(i32 256, !179, !DIExpression(), !185)
    #dbg_value(i32 3, !180, !DIExpression(), !185)
    #dbg_value(ptr @ib, !181, !DIExpression(), !185)
    #dbg_value(ptr @ia, !182, !DIExpression(), !185)
    #dbg_value(i32 0, !183, !DIExpression(), !186)
  br label %2, !dbg !187

1:                                                ; preds = %2
  ret void, !dbg !188

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i32 %3, !183, !DIExpression(), !186)
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !189
  %5 = load i32, ptr %4, align 4, !dbg !189
  %6 = mul nsw i32 %5, 3, !dbg !189
  %7 = getelementptr inbounds i32, ptr @ib, i32 %3, !dbg !189
  %8 = load i32, ptr %7, align 4, !dbg !189
  %9 = ashr i32 %8, 1, !dbg !189
  %10 = add nsw i32 %9, %6, !dbg !189
  store i32 %10, ptr %4, align 4, !dbg !189
  %11 = or disjoint i32 %3, 1, !dbg !189
    #dbg_value(i32 %11, !183, !DIExpression(), !186)
  %12 = getelementptr inbounds i32, ptr @ia, i32 %11, !dbg !189
  %13 = load i32, ptr %12, align 4, !dbg !189
  %14 = mul nsw i32 %13, 3, !dbg !189
  %15 = getelementptr inbounds i32, ptr @ib, i32 %11, !dbg !189
  %16 = load i32, ptr %15, align 4, !dbg !189
  %17 = ashr i32 %16, 1, !dbg !189
  %18 = add nsw i32 %17, %14, !dbg !189
  store i32 %18, ptr %12, align 4, !dbg !189
  %19 = add nuw nsw i32 %3, 2, !dbg !189
    #dbg_value(i32 %19, !183, !DIExpression(), !186)
  %20 = icmp eq i32 %19, 256, !dbg !187
  br i1 %20, label %1, label %2, !dbg !187, !llvm.loop !191
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @saxpy() unnamed_addr #1 !dbg !192 {
    #dbg_value(i32 256, !201, !DIExpression(), !207)
    #dbg_value(float 2.000000e+00, !202, !DIExpression(), !207)
    #dbg_value(ptr @fa, !203, !DIExpression(), !207)
    #dbg_value(ptr @fb, !204, !DIExpression(), !207)
    #dbg_value(i32 0, !205, !DIExpression(), !208)
  br label %2, !dbg !209

1:                                                ; preds = %2
  ret void, !dbg !210

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
    #dbg_value(i32 %3, !205, !DIExpression(), !208)
  %4 = getelementptr inbounds float, ptr @fa, i32 %3, !dbg !211
  %5 = load float, ptr %4, align 4, !dbg !211
  %6 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !211
  %7 = load float, ptr %6, align 4, !dbg !211
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !211
  store float %8, ptr %6, align 4, !dbg !211
  %9 = or disjoint i32 %3, 1, !dbg !211
    #dbg_value(i32 %9, !205, !DIExpression(), !208)
  %10 = getelementptr inbounds float, ptr @fa, i32 %9, !dbg !211
  %11 = load float, ptr %10, align 4, !dbg !211
  %12 = getelementptr inbounds float, ptr @fb, i32 %9, !dbg !211
  %13 = load float, ptr %12, align 4, !dbg !211
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13), !dbg !211
  store float %14, ptr %12, align 4, !dbg !211
  %15 = add nuw nsw i32 %3, 2, !dbg !211
    #dbg_value(i32 %15, !205, !DIExpression(), !208)
  %16 = icmp eq i32 %15, 256, !dbg !209
  br i1 %16, label %1, label %2, !dbg !209, !llvm.loop !213
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #3 !dbg !214 {
    #dbg_value(i32 256, !218, !DIExpression(), !223)
    #dbg_value(ptr @ia, !219, !DIExpression(), !223)
    #dbg_value(i32 0, !220, !DIExpression(), !223)
    #dbg_value(i32 0, !221, !DIExpression(), !224)
  br label %4, !dbg !225

1:                                                ; preds = %4
  %2 = tail call i32 @llvm.smin.i32(i32 %21, i32 255), !dbg !226
  %3 = trunc nuw i32 %2 to i8, !dbg !226
  ret i8 %3, !dbg !226

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %21, %4 ]
    #dbg_value(i32 %5, !221, !DIExpression(), !224)
    #dbg_value(i32 %6, !220, !DIExpression(), !223)
  %7 = getelementptr inbounds i32, ptr @ia, i32 %5, !dbg !227
  %8 = load i32, ptr %7, align 4, !dbg !227
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 %6), !dbg !227
    #dbg_value(i32 %9, !220, !DIExpression(), !223)
  %10 = or disjoint i32 %5, 1, !dbg !227
    #dbg_value(i32 %10, !221, !DIExpression(), !224)
  %11 = getelementptr inbounds i32, ptr @ia, i32 %10, !dbg !227
  %12 = load i32, ptr %11, align 4, !dbg !227
  %13 = tail call i32 @llvm.smax.i32(i32 %12, i32 %9), !dbg !227
    #dbg_value(i32 %13, !220, !DIExpression(), !223)
  %14 = or disjoint i32 %5, 2, !dbg !227
    #dbg_value(i32 %14, !221, !DIExpression(), !224)
  %15 = getelementptr inbounds i32, ptr @ia, i32 %14, !dbg !227
  %16 = load i32, ptr %15, align 4, !dbg !227
  %17 = tail call i32 @llvm.smax.i32(i32 %16, i32 %13), !dbg !227
    #dbg_value(i32 %17, !220, !DIExpression(), !223)
  %18 = or disjoint i32 %5, 3, !dbg !227
    #dbg_value(i32 %18, !221, !DIExpression(), !224)
  %19 = getelementptr inbounds i32, ptr @ia, i32 %18, !dbg !227
  %20 = load i32, ptr %19, align 4, !dbg !227
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 %17), !dbg !227
    #dbg_value(i32 %21, !220, !DIExpression(), !223)
  %22 = add nuw nsw i32 %5, 4, !dbg !227
    #dbg_value(i32 %22, !221, !DIExpression(), !224)
  %23 = icmp eq i32 %22, 256, !dbg !225
  br i1 %23, label %1, label %4, !dbg !225, !llvm.loop !229
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @sum_ints() unnamed_addr #3 !dbg !230 {
    #dbg_value(i32 256, !234, !DIExpression(), !239)
    #dbg_value(ptr @ia, !235, !DIExpression(), !239)
    #dbg_value(i32 0, !236, !DIExpression(), !239)
    #dbg_value(i32 0, !237, !DIExpression(), !240)
  br label %2, !dbg !241

1:                                                ; preds = %2
  ret i32 %35, !dbg !242

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %36, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %35, %2 ]
    #dbg_value(i32 %3, !237, !DIExpression(), !240)
    #dbg_value(i32 %4, !236, !DIExpression(), !239)
  %5 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !243
  %6 = load i32, ptr %5, align 4, !dbg !243
  %7 = add nsw i32 %6, %4, !dbg !243
    #dbg_value(i32 %7, !236, !DIExpression(), !239)
  %8 = or disjoint i32 %3, 1, !dbg !243
    #dbg_value(i32 %8, !237, !DIExpression(), !240)
  %9 = getelementptr inbounds i32, ptr @ia, i32 %8, !dbg !243
  %10 = load i32, ptr %9, align 4, !dbg !243
  %11 = add nsw i32 %10, %7, !dbg !243
    #dbg_value(i32 %11, !236, !DIExpression(), !239)
  %12 = or disjoint i32 %3, 2, !dbg !243
    #dbg_value(i32 %12, !237, !DIExpression(), !240)
  %13 = getelementptr inbounds i32, ptr @ia, i32 %12, !dbg !243
  %14 = load i32, ptr %13, align 4, !dbg !243
  %15 = add nsw i32 %14, %11, !dbg !243
    #dbg_value(i32 %15, !236, !DIExpression(), !239)
  %16 = or disjoint i32 %3, 3, !dbg !243
    #dbg_value(i32 %16, !237, !DIExpression(), !240)
  %17 = getelementptr inbounds i32, ptr @ia, i32 %16, !dbg !243
  %18 = load i32, ptr %17, align 4, !dbg !243
  %19 = add nsw i32 %18, %15, !dbg !243
    #dbg_value(i32 %19, !236, !DIExpression(), !239)
  %20 = or disjoint i32 %3, 4, !dbg !243
    #dbg_value(i32 %20, !237, !DIExpression(), !240)
  %21 = getelementptr inbounds i32, ptr @ia, i32 %20, !dbg !243
  %22 = load i32, ptr %21, align 4, !dbg !243
  %23 = add nsw i32 %22, %19, !dbg !243
    #dbg_value(i32 %23, !236, !DIExpression(), !239)
  %24 = or disjoint i32 %3, 5, !dbg !243
    #dbg_value(i32 %24, !237, !DIExpression(), !240)
  %25 = getelementptr inbounds i32, ptr @ia, i32 %24, !dbg !243
  %26 = load i32, ptr %25, align 4, !dbg !243
  %27 = add nsw i32 %26, %23, !dbg !243
    #dbg_value(i32 %27, !236, !DIExpression(), !239)
  %28 = or disjoint i32 %3, 6, !dbg !243
    #dbg_value(i32 %28, !237, !DIExpression(), !240)
  %29 = getelementptr inbounds i32, ptr @ia, i32 %28, !dbg !243
  %30 = load i32, ptr %29, align 4, !dbg !243
  %31 = add nsw i32 %30, %27, !dbg !243
    #dbg_value(i32 %31, !236, !DIExpression(), !239)
  %32 = or disjoint i32 %3, 7, !dbg !243
    #dbg_value(i32 %32, !237, !DIExpression(), !240)
  %33 = getelementptr inbounds i32, ptr @ia, i32 %32, !dbg !243
  %34 = load i32, ptr %33, align 4, !dbg !243
  %35 = add nsw i32 %34, %31, !dbg !243
    #dbg_value(i32 %35, !236, !DIExpression(), !239)
  %36 = add nuw nsw i32 %3, 8, !dbg !243
    #dbg_value(i32 %36, !237, !DIExpression(), !240)
  %37 = icmp eq i32 %36, 256, !dbg !241
  br i1 %37, label %1, label %2, !dbg !241, !llvm.loop !245
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc double @dot() unnamed_addr #3 !dbg !246 {
    #dbg_value(i32 256, !252, !DIExpression(), !258)
    #dbg_value(ptr @fb, !253, !DIExpression(), !258)
    #dbg_value(ptr @da, !254, !DIExpression(), !258)
    #dbg_value(double 0.000000e+00, !255, !DIExpression(), !258)
    #dbg_value(i32 0, !256, !DIExpression(), !259)
  br label %2, !dbg !260

1:                                                ; preds = %2
  ret double %31, !dbg !261

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %31, %2 ]
    #dbg_value(i32 %3, !256, !DIExpression(), !259)
    #dbg_value(double %4, !255, !DIExpression(), !258)
  %5 = getelementptr inbounds double, ptr @da, i32 %3, !dbg !262
  %6 = load double, ptr %5, align 8, !dbg !262
  %7 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !262
  %8 = load float, ptr %7, align 4, !dbg !262
  %9 = fpext float %8 to double, !dbg !262
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !262
    #dbg_value(double %10, !255, !DIExpression(), !258)
  %11 = or disjoint i32 %3, 1, !dbg !262
    #dbg_value(i32 %11, !256, !DIExpression(), !259)
  %12 = getelementptr inbounds double, ptr @da, i32 %11, !dbg !262
  %13 = load double, ptr %12, align 8, !dbg !262
  %14 = getelementptr inbounds float, ptr @fb, i32 %11, !dbg !262
  %15 = load float, ptr %14, align 4, !dbg !262
  %16 = fpext float %15 to double, !dbg !262
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !262
    #dbg_value(double %17, !255, !DIExpression(), !258)
  %18 = or disjoint i32 %3, 2, !dbg !262
    #dbg_value(i32 %18, !256, !DIExpression(), !259)
  %19 = getelementptr inbounds double, ptr @da, i32 %18, !dbg !262
  %20 = load double, ptr %19, align 8, !dbg !262
  %21 = getelementptr inbounds float, ptr @fb, i32 %18, !dbg !262
  %22 = load float, ptr %21, align 4, !dbg !262
  %23 = fpext float %22 to double, !dbg !262
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17), !dbg !262
    #dbg_value(double %24, !255, !DIExpression(), !258)
  %25 = or disjoint i32 %3, 3, !dbg !262
    #dbg_value(i32 %25, !256, !DIExpression(), !259)
  %26 = getelementptr inbounds double, ptr @da, i32 %25, !dbg !262
  %27 = load double, ptr %26, align 8, !dbg !262
  %28 = getelementptr inbounds float, ptr @fb, i32 %25, !dbg !262
  %29 = load float, ptr %28, align 4, !dbg !262
  %30 = fpext float %29 to double, !dbg !262
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %24), !dbg !262
    #dbg_value(double %31, !255, !DIExpression(), !258)
  %32 = add nuw nsw i32 %3, 4, !dbg !262
    #dbg_value(i32 %32, !256, !DIExpression(), !259)
  %33 = icmp eq i32 %32, 256, !dbg !260
  br i1 %33, label %1, label %2, !dbg !260, !llvm.loop !264
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !68, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !22, !27, !32, !37, !39, !44, !49, !54, !59, !64, !0, !66, !71, !74, !76, !79, !81, !83, !85, !87, !89, !91, !93, !95}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 120, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !13, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 216, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 27)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 144, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 18)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 17)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 11)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !51, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8192, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 256)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !69)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !69)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !41, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !41, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !41, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !41, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !41, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !41, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !41, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !41, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "c", scope: !97, file: !3, line: 96, type: !106, isLocal: true, isDefinition: true)
!97 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !98, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !100}
!100 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!101 = !{!102, !103, !104}
!102 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !3, line: 94, type: !100)
!103 = !DILocalVariable(name: "r", scope: !97, file: !3, line: 95, type: !100)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 97, type: !7)
!105 = distinct !DILexicalBlock(scope: !97, file: !3, line: 97)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 256, elements: !42)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!108 = !{i32 1, !"NumRegisterParameters", i32 0}
!109 = !{i32 2, !"CodeView", i32 1}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 2}
!112 = !{i32 1, !"MaxTLSAlign", i32 65536}
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !116, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!7}
!118 = !{!119, !121, !134, !135, !137, !138, !139}
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 102, type: !7)
!120 = distinct !DILexicalBlock(scope: !115, file: !3, line: 102)
!121 = !DILocalVariable(name: "p", scope: !115, file: !3, line: 114, type: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !123)
!123 = !{!124, !125, !126, !128, !133}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !122, file: !3, line: 42, baseType: !5, size: 32)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !122, file: !3, line: 43, baseType: !6, size: 32)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !122, file: !3, line: 44, baseType: !127, size: 32)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !42)
!128 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !122, file: !3, line: 45, size: 32, elements: !129)
!129 = !{!130, !131, !132}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !128, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !128, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !128, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !122, file: !3, line: 45, baseType: !128, size: 32)
!134 = !DILocalVariable(name: "x", scope: !115, file: !3, line: 117, type: !6)
!135 = !DILocalVariable(name: "d", scope: !136, file: !3, line: 123, type: !7)
!136 = distinct !DILexicalBlock(scope: !115, file: !3, line: 123)
!137 = !DILocalVariable(name: "ld", scope: !115, file: !3, line: 137, type: !100)
!138 = !DILocalVariable(name: "nan", scope: !115, file: !3, line: 147, type: !5)
!139 = !DILocalVariable(name: "inf", scope: !115, file: !3, line: 147, type: !5)
!140 = !DILocation(line: 0, scope: !120)
!141 = !DILocation(line: 102, scope: !120)
!142 = !DILocation(line: 103, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 102)
!144 = distinct !DILexicalBlock(scope: !120, file: !3, line: 102)
!145 = !DILocation(line: 104, scope: !143)
!146 = !DILocation(line: 105, scope: !143)
!147 = !DILocation(line: 106, scope: !143)
!148 = !DILocation(line: 107, scope: !143)
!149 = distinct !{!149, !141, !150, !151}
!150 = !DILocation(line: 108, scope: !120)
!151 = !{!"llvm.loop.mustprogress"}
!152 = !DILocation(line: 109, scope: !115)
!153 = !DILocation(line: 110, scope: !115)
!154 = !DILocation(line: 111, scope: !115)
!155 = !DILocation(line: 112, scope: !115)
!156 = !DILocation(line: 0, scope: !115)
!157 = !DILocation(line: 116, scope: !115)
!158 = !DILocation(line: 118, scope: !115)
!159 = !DILocation(line: 120, scope: !115)
!160 = !DILocation(line: 121, scope: !115)
!161 = !DILocation(line: 0, scope: !136)
!162 = !DILocation(line: 123, scope: !163)
!163 = distinct !DILexicalBlock(scope: !136, file: !3, line: 123)
!164 = !DILocation(line: 124, scope: !115)
!165 = !DILocation(line: 134, scope: !115)
!166 = !DILocation(line: 138, scope: !115)
!167 = !DILocation(line: 145, scope: !115)
!168 = !DILocation(line: 148, scope: !115)
!169 = !DILocation(line: 149, scope: !115)
!170 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !171, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!171 = !DISubroutineType(cc: DW_CC_nocall, types: !172)
!172 = !{null, !173, !175, !7, !7}
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 32)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!178 = !{!179, !180, !181, !182, !183}
!179 = !DILocalVariable(name: "n", arg: 4, scope: !170, file: !3, line: 25, type: !7)
!180 = !DILocalVariable(name: "k", arg: 3, scope: !170, file: !3, line: 25, type: !7)
!181 = !DILocalVariable(name: "src", arg: 2, scope: !170, file: !3, line: 25, type: !175)
!182 = !DILocalVariable(name: "dst", arg: 1, scope: !170, file: !3, line: 25, type: !173)
!183 = !DILocalVariable(name: "i", scope: !184, file: !3, line: 26, type: !7)
!184 = distinct !DILexicalBlock(scope: !170, file: !3, line: 26)
!185 = !DILocation(line: 0, scope: !170)
!186 = !DILocation(line: 0, scope: !184)
!187 = !DILocation(line: 26, scope: !184)
!188 = !DILocation(line: 27, scope: !170)
!189 = !DILocation(line: 26, scope: !190)
!190 = distinct !DILexicalBlock(scope: !184, file: !3, line: 26)
!191 = distinct !{!191, !187, !187, !151}
!192 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !193, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!193 = !DISubroutineType(cc: DW_CC_nocall, types: !194)
!194 = !{null, !195, !197, !5, !7}
!195 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!197 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 32)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!200 = !{!201, !202, !203, !204, !205}
!201 = !DILocalVariable(name: "n", arg: 4, scope: !192, file: !3, line: 21, type: !7)
!202 = !DILocalVariable(name: "k", arg: 3, scope: !192, file: !3, line: 21, type: !5)
!203 = !DILocalVariable(name: "x", arg: 2, scope: !192, file: !3, line: 21, type: !197)
!204 = !DILocalVariable(name: "y", arg: 1, scope: !192, file: !3, line: 21, type: !195)
!205 = !DILocalVariable(name: "i", scope: !206, file: !3, line: 22, type: !7)
!206 = distinct !DILexicalBlock(scope: !192, file: !3, line: 22)
!207 = !DILocation(line: 0, scope: !192)
!208 = !DILocation(line: 0, scope: !206)
!209 = !DILocation(line: 22, scope: !206)
!210 = !DILocation(line: 23, scope: !192)
!211 = !DILocation(line: 22, scope: !212)
!212 = distinct !DILexicalBlock(scope: !206, file: !3, line: 22)
!213 = distinct !{!213, !209, !209, !151}
!214 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !215, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!215 = !DISubroutineType(cc: DW_CC_nocall, types: !216)
!216 = !{!9, !176, !7}
!217 = !{!218, !219, !220, !221}
!218 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !3, line: 35, type: !7)
!219 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !3, line: 35, type: !176)
!220 = !DILocalVariable(name: "m", scope: !214, file: !3, line: 36, type: !7)
!221 = !DILocalVariable(name: "i", scope: !222, file: !3, line: 37, type: !7)
!222 = distinct !DILexicalBlock(scope: !214, file: !3, line: 37)
!223 = !DILocation(line: 0, scope: !214)
!224 = !DILocation(line: 0, scope: !222)
!225 = !DILocation(line: 37, scope: !222)
!226 = !DILocation(line: 38, scope: !214)
!227 = !DILocation(line: 37, scope: !228)
!228 = distinct !DILexicalBlock(scope: !222, file: !3, line: 37)
!229 = distinct !{!229, !225, !225, !151}
!230 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !231, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !233)
!231 = !DISubroutineType(cc: DW_CC_nocall, types: !232)
!232 = !{!7, !176, !7}
!233 = !{!234, !235, !236, !237}
!234 = !DILocalVariable(name: "n", arg: 2, scope: !230, file: !3, line: 15, type: !7)
!235 = !DILocalVariable(name: "a", arg: 1, scope: !230, file: !3, line: 15, type: !176)
!236 = !DILocalVariable(name: "s", scope: !230, file: !3, line: 16, type: !7)
!237 = !DILocalVariable(name: "i", scope: !238, file: !3, line: 17, type: !7)
!238 = distinct !DILexicalBlock(scope: !230, file: !3, line: 17)
!239 = !DILocation(line: 0, scope: !230)
!240 = !DILocation(line: 0, scope: !238)
!241 = !DILocation(line: 17, scope: !238)
!242 = !DILocation(line: 18, scope: !230)
!243 = !DILocation(line: 17, scope: !244)
!244 = distinct !DILexicalBlock(scope: !238, file: !3, line: 17)
!245 = distinct !{!245, !241, !241, !151}
!246 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !247, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !251)
!247 = !DISubroutineType(cc: DW_CC_nocall, types: !248)
!248 = !{!8, !249, !198, !7}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 32)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!251 = !{!252, !253, !254, !255, !256}
!252 = !DILocalVariable(name: "n", arg: 3, scope: !246, file: !3, line: 29, type: !7)
!253 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !3, line: 29, type: !198)
!254 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !3, line: 29, type: !249)
!255 = !DILocalVariable(name: "s", scope: !246, file: !3, line: 30, type: !8)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 31, type: !7)
!257 = distinct !DILexicalBlock(scope: !246, file: !3, line: 31)
!258 = !DILocation(line: 0, scope: !246)
!259 = !DILocation(line: 0, scope: !257)
!260 = !DILocation(line: 31, scope: !257)
!261 = !DILocation(line: 32, scope: !246)
!262 = !DILocation(line: 31, scope: !263)
!263 = distinct !DILexicalBlock(scope: !257, file: !3, line: 31)
!264 = distinct !{!264, !260, !260, !151}
