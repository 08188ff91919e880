; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !75
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !80
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !83
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !85
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !26
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !31
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !41
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !43
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1, !dbg !53
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1, !dbg !58
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !60
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !65
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !70
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !88
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !90
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !92
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !94
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !96
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !98
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !100
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !102
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !104

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
  %8 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3, !dbg !169
  %9 = mul <2 x i32> %5, <i32 3, i32 3>, !dbg !166
  %10 = add <2 x i32> %9, <i32 -100, i32 -100>, !dbg !166
  store <2 x i32> %10, ptr %8, align 8, !dbg !166, !tbaa !170
  %11 = mul <2 x i32> %6, <i32 7, i32 7>, !dbg !167
  %12 = and <2 x i32> %11, <i32 63, i32 63>, !dbg !167
  %13 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3, !dbg !174
  store <2 x i32> %12, ptr %13, align 8, !dbg !175, !tbaa !170
  %14 = uitofp <2 x i32> %7 to <2 x float>, !dbg !168
  %15 = fmul <2 x float> %14, <float 5.000000e-01, float 5.000000e-01>, !dbg !176
  %16 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3, !dbg !177
  store <2 x float> %15, ptr %16, align 8, !dbg !178, !tbaa !179
  %17 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3, !dbg !181
  store <2 x float> <float 1.000000e+00, float 1.000000e+00>, ptr %17, align 8, !dbg !182, !tbaa !179
  %18 = trunc <2 x i64> %4 to <2 x i32>, !dbg !183
  %19 = add <2 x i32> %18, <i32 1, i32 1>, !dbg !183
  %20 = uitofp <2 x i32> %19 to <2 x double>, !dbg !183
  %21 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %20, !dbg !184
  %22 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3, !dbg !185
  store <2 x double> %21, ptr %22, align 16, !dbg !186, !tbaa !187
  %23 = add nuw i64 %3, 2, !dbg !163
  %24 = add <2 x i64> %4, <i64 2, i64 2>
  %25 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !166
  %26 = add <2 x i32> %6, <i32 2, i32 2>, !dbg !167
  %27 = add <2 x i32> %7, <i32 2, i32 2>, !dbg !168
  %28 = icmp eq i64 %23, 256, !dbg !163
  br i1 %28, label %55, label %2, !dbg !163, !llvm.loop !189

29:                                               ; preds = %41, %55
  %30 = phi i64 [ 47, %55 ], [ %45, %41 ]
  %31 = phi i128 [ -36893488147419103231, %55 ], [ %47, %41 ]
    #dbg_value(i64 %30, !194, !DIExpression(), !204)
    #dbg_value(i128 %31, !199, !DIExpression(), !204)
  %32 = freeze i128 %31, !dbg !206
  %33 = udiv i128 %32, 10, !dbg !206
  %34 = mul i128 %33, 10, !dbg !208
  %35 = sub i128 %32, %34, !dbg !208
  %36 = trunc nuw nsw i128 %35 to i8, !dbg !209
  %37 = or disjoint i8 %36, 48, !dbg !210
  %38 = add nsw i64 %30, -1, !dbg !211
    #dbg_value(i64 %38, !194, !DIExpression(), !204)
  %39 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %38, !dbg !212
  store i8 %37, ptr %39, align 1, !dbg !213, !tbaa !214
    #dbg_value(i128 poison, !199, !DIExpression(), !204)
  %40 = icmp ult i128 %31, 10, !dbg !215
  br i1 %40, label %48, label %41, !dbg !215, !llvm.loop !216

41:                                               ; preds = %29
    #dbg_value(i128 %33, !199, !DIExpression(), !204)
    #dbg_value(i64 %38, !194, !DIExpression(), !204)
    #dbg_value(i128 %33, !199, !DIExpression(), !204)
  %42 = urem i128 %33, 10, !dbg !208
  %43 = trunc nuw nsw i128 %42 to i8, !dbg !209
  %44 = or disjoint i8 %43, 48, !dbg !210
  %45 = add nsw i64 %30, -2, !dbg !211
    #dbg_value(i64 %45, !194, !DIExpression(), !204)
  %46 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %45, !dbg !212
  store i8 %44, ptr %46, align 1, !dbg !213, !tbaa !214
  %47 = udiv i128 %31, 100, !dbg !206
    #dbg_value(i128 %47, !199, !DIExpression(), !204)
  br label %29

48:                                               ; preds = %29
  %49 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !219
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %49), !dbg !220
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !221
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, i64 noundef -6148914691236517206), !dbg !222
    #dbg_value(x86_fp80 0xK3FFEEE90FDAA22168C23, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !223)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !224
    #dbg_value(half 0xH3E00, !155, !DIExpression(), !223)
    #dbg_value(half 0xH3400, !156, !DIExpression(), !223)
    #dbg_value(half 0xH40C0, !157, !DIExpression(), !223)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 2.375000e+00), !dbg !225
    #dbg_value(float 0x7FF8000000000000, !158, !DIExpression(), !223)
    #dbg_value(float 0x7FF0000000000000, !159, !DIExpression(), !223)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !226
  ret i32 0, !dbg !227

55:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !228
  tail call fastcc void @saxpy(), !dbg !229
  %56 = tail call fastcc i32 @sum_ints(), !dbg !230
  %57 = tail call fastcc zeroext i8 @clamp_max(), !dbg !231
  %58 = zext i8 %57 to i32, !dbg !231
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %56, i32 noundef %58), !dbg !232
  %60 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 8, !dbg !233, !tbaa !179
  %61 = fpext float %60 to double, !dbg !233
  %62 = tail call fastcc double @dot(), !dbg !234
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %61, double noundef %62), !dbg !235
    #dbg_value(float -1.500000e+00, !136, !DIExpression(), !223)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !236
    #dbg_value(i32 -267534609, !149, !DIExpression(), !223)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !237
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !238
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !239
    #dbg_value(i32 -1, !150, !DIExpression(), !240)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !241
    #dbg_value(i32 0, !150, !DIExpression(), !240)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !241
    #dbg_value(i32 1, !150, !DIExpression(), !240)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !241
    #dbg_value(i32 2, !150, !DIExpression(), !240)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !241
    #dbg_value(i32 3, !150, !DIExpression(), !240)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !241
    #dbg_value(i32 4, !150, !DIExpression(), !240)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !241
    #dbg_value(i32 5, !150, !DIExpression(), !240)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !241
    #dbg_value(i32 6, !150, !DIExpression(), !240)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !241
    #dbg_value(i32 7, !150, !DIExpression(), !240)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !241
    #dbg_value(i32 8, !150, !DIExpression(), !240)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !243
    #dbg_value(i128 -36893488147419103231, !152, !DIExpression(), !223)
    #dbg_value(i128 12297829382473034410, !153, !DIExpression(), !223)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !244
    #dbg_assign(i1 undef, !200, !DIExpression(), !160, ptr %1, !DIExpression(), !204)
    #dbg_value(i128 -36893488147419103231, !199, !DIExpression(), !204)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !245
    #dbg_value(i32 47, !194, !DIExpression(), !204)
  %79 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !246
  store i8 0, ptr %79, align 1, !dbg !247, !tbaa !214
  br label %29, !dbg !217
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !248 {
    #dbg_value(ptr @ia, !257, !DIExpression(), !263)
    #dbg_value(ptr @ib, !258, !DIExpression(), !263)
    #dbg_value(i32 3, !259, !DIExpression(), !263)
    #dbg_value(i32 256, !260, !DIExpression(), !263)
    #dbg_value(i32 0, !261, !DIExpression(), !264)
  br label %1, !dbg !265

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !266
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !268
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !268
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !268, !tbaa !170
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !268, !tbaa !170
  %7 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !269
  %8 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !269
  %9 = getelementptr inbounds i32, ptr @ib, i64 %2, !dbg !270
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !270
  %11 = load <4 x i32>, ptr %9, align 16, !dbg !270, !tbaa !170
  %12 = load <4 x i32>, ptr %10, align 16, !dbg !270, !tbaa !170
  %13 = ashr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %14 = ashr <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %15 = add nsw <4 x i32> %13, %7, !dbg !272
  %16 = add nsw <4 x i32> %14, %8, !dbg !272
  store <4 x i32> %15, ptr %3, align 16, !dbg !273, !tbaa !170
  store <4 x i32> %16, ptr %4, align 16, !dbg !273, !tbaa !170
  %17 = add nuw i64 %2, 8, !dbg !266
  %18 = icmp eq i64 %17, 256, !dbg !266
  br i1 %18, label %19, label %1, !dbg !266, !llvm.loop !274

19:                                               ; preds = %1
  ret void, !dbg !276
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !277 {
    #dbg_value(ptr @fb, !286, !DIExpression(), !292)
    #dbg_value(ptr @fa, !287, !DIExpression(), !292)
    #dbg_value(float 2.000000e+00, !288, !DIExpression(), !292)
    #dbg_value(i32 256, !289, !DIExpression(), !292)
    #dbg_value(i32 0, !290, !DIExpression(), !293)
  br label %1, !dbg !294

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !295
  %3 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !297
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !297
  %5 = load <4 x float>, ptr %3, align 16, !dbg !297, !tbaa !179
  %6 = load <4 x float>, ptr %4, align 16, !dbg !297, !tbaa !179
  %7 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !298
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !298
  %9 = load <4 x float>, ptr %7, align 16, !dbg !298, !tbaa !179
  %10 = load <4 x float>, ptr %8, align 16, !dbg !298, !tbaa !179
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9), !dbg !299
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10), !dbg !299
  store <4 x float> %11, ptr %7, align 16, !dbg !300, !tbaa !179
  store <4 x float> %12, ptr %8, align 16, !dbg !300, !tbaa !179
  %13 = add nuw i64 %2, 8, !dbg !295
  %14 = icmp eq i64 %13, 256, !dbg !295
  br i1 %14, label %15, label %1, !dbg !295, !llvm.loop !301

15:                                               ; preds = %1
  ret void, !dbg !303
}

; Function Attrs: nofree nounwind
declare !dbg !304 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !309 {
    #dbg_value(ptr @ia, !313, !DIExpression(), !318)
    #dbg_value(i32 256, !314, !DIExpression(), !318)
    #dbg_value(i32 0, !315, !DIExpression(), !318)
    #dbg_value(i32 0, !316, !DIExpression(), !319)
  br label %1, !dbg !320

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %32, %1 ], !dbg !321
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %30, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !323
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !323
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !323, !tbaa !170
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !323, !tbaa !170
  %9 = add <4 x i32> %7, %3, !dbg !324
  %10 = add <4 x i32> %8, %4, !dbg !324
  %11 = or disjoint i64 %2, 8, !dbg !321
  %12 = getelementptr inbounds i32, ptr @ia, i64 %11, !dbg !323
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !323
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !323, !tbaa !170
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !323, !tbaa !170
  %16 = add <4 x i32> %14, %9, !dbg !324
  %17 = add <4 x i32> %15, %10, !dbg !324
  %18 = or disjoint i64 %2, 16, !dbg !321
  %19 = getelementptr inbounds i32, ptr @ia, i64 %18, !dbg !323
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !323
  %21 = load <4 x i32>, ptr %19, align 16, !dbg !323, !tbaa !170
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !323, !tbaa !170
  %23 = add <4 x i32> %21, %16, !dbg !324
  %24 = add <4 x i32> %22, %17, !dbg !324
  %25 = or disjoint i64 %2, 24, !dbg !321
  %26 = getelementptr inbounds i32, ptr @ia, i64 %25, !dbg !323
  %27 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !323
  %28 = load <4 x i32>, ptr %26, align 16, !dbg !323, !tbaa !170
  %29 = load <4 x i32>, ptr %27, align 16, !dbg !323, !tbaa !170
  %30 = add <4 x i32> %28, %23, !dbg !324
  %31 = add <4 x i32> %29, %24, !dbg !324
  %32 = add nuw nsw i64 %2, 32, !dbg !321
  %33 = icmp eq i64 %32, 256, !dbg !321
  br i1 %33, label %34, label %1, !dbg !321, !llvm.loop !325

34:                                               ; preds = %1
  %35 = add <4 x i32> %31, %30, !dbg !320
  %36 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %35), !dbg !320
  ret i32 %36, !dbg !327
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #4 !dbg !328 {
    #dbg_value(ptr @ia, !332, !DIExpression(), !337)
    #dbg_value(i32 256, !333, !DIExpression(), !337)
    #dbg_value(i32 0, !334, !DIExpression(), !337)
    #dbg_value(i32 0, !335, !DIExpression(), !338)
  br label %1, !dbg !339

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !340
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !342
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !342
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !342, !tbaa !170
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !342, !tbaa !170
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !342
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !342
  %11 = add nuw i64 %2, 8, !dbg !340
  %12 = icmp eq i64 %11, 256, !dbg !340
  br i1 %12, label %13, label %1, !dbg !340, !llvm.loop !343

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !339
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !339
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255), !dbg !345
  %17 = trunc nuw i32 %16 to i8, !dbg !346
  ret i8 %17, !dbg !347
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 !dbg !348 {
    #dbg_value(ptr @da, !354, !DIExpression(), !360)
    #dbg_value(ptr @fb, !355, !DIExpression(), !360)
    #dbg_value(i32 256, !356, !DIExpression(), !360)
    #dbg_value(double 0.000000e+00, !357, !DIExpression(), !360)
    #dbg_value(i32 0, !358, !DIExpression(), !361)
  br label %2, !dbg !362

1:                                                ; preds = %2
  ret double %17, !dbg !363

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
    #dbg_value(i64 %3, !358, !DIExpression(), !361)
    #dbg_value(double %4, !357, !DIExpression(), !360)
  %5 = getelementptr inbounds double, ptr @da, i64 %3, !dbg !364
  %6 = load double, ptr %5, align 16, !dbg !364, !tbaa !187
  %7 = getelementptr inbounds float, ptr @fb, i64 %3, !dbg !366
  %8 = load float, ptr %7, align 8, !dbg !366, !tbaa !179
  %9 = fpext float %8 to double, !dbg !367
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !368
    #dbg_value(double %10, !357, !DIExpression(), !360)
  %11 = or disjoint i64 %3, 1, !dbg !369
    #dbg_value(i64 %11, !358, !DIExpression(), !361)
  %12 = getelementptr inbounds double, ptr @da, i64 %11, !dbg !364
  %13 = load double, ptr %12, align 8, !dbg !364, !tbaa !187
  %14 = getelementptr inbounds float, ptr @fb, i64 %11, !dbg !366
  %15 = load float, ptr %14, align 4, !dbg !366, !tbaa !179
  %16 = fpext float %15 to double, !dbg !367
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !368
    #dbg_value(double %17, !357, !DIExpression(), !360)
  %18 = add nuw nsw i64 %3, 2, !dbg !369
    #dbg_value(i64 %18, !358, !DIExpression(), !361)
  %19 = icmp eq i64 %18, 256, !dbg !370
  br i1 %19, label %1, label %2, !dbg !362, !llvm.loop !371
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
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
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 256)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !78)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !82, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 16384, elements: !78)
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
!111 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !112, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !114}
!114 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!115 = !{!116, !117, !118}
!116 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 94, type: !114)
!117 = !DILocalVariable(name: "r", scope: !111, file: !3, line: 95, type: !114)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 97, type: !10)
!119 = distinct !DILexicalBlock(scope: !111, file: !3, line: 97, column: 3)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 512, elements: !46)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!122 = !{i32 7, !"Dwarf Version", i32 5}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 4}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"PIE Level", i32 2}
!127 = !{i32 7, !"uwtable", i32 2}
!128 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !131, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!10}
!133 = !{!134, !136, !149, !150, !152, !153, !154, !155, !156, !157, !158, !159}
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 102, type: !10)
!135 = distinct !DILexicalBlock(scope: !130, file: !3, line: 102, column: 3)
!136 = !DILocalVariable(name: "p", scope: !130, file: !3, line: 114, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !138)
!138 = !{!139, !140, !141, !143}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !137, file: !3, line: 42, baseType: !5, size: 32)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !137, file: !3, line: 43, baseType: !6, size: 32)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !137, file: !3, line: 44, baseType: !142, size: 32)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !137, file: !3, line: 45, baseType: !144, size: 32)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !137, file: !3, line: 45, size: 32, elements: !145)
!145 = !{!146, !147, !148}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !144, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !144, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !144, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!149 = !DILocalVariable(name: "x", scope: !130, file: !3, line: 117, type: !6)
!150 = !DILocalVariable(name: "d", scope: !151, file: !3, line: 123, type: !10)
!151 = distinct !DILexicalBlock(scope: !130, file: !3, line: 123, column: 3)
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
!162 = !DILocation(line: 102, column: 3, scope: !135)
!163 = !DILocation(line: 107, column: 22, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 102, column: 31)
!165 = distinct !DILexicalBlock(scope: !135, file: !3, line: 102, column: 3)
!166 = !DILocation(line: 103, column: 11, scope: !164)
!167 = !DILocation(line: 104, column: 21, scope: !164)
!168 = !DILocation(line: 105, column: 13, scope: !164)
!169 = !DILocation(line: 103, column: 5, scope: !164)
!170 = !{!171, !171, i64 0}
!171 = !{!"int", !172, i64 0}
!172 = !{!"omnipotent char", !173, i64 0}
!173 = !{!"Simple C/C++ TBAA"}
!174 = !DILocation(line: 104, column: 5, scope: !164)
!175 = !DILocation(line: 104, column: 11, scope: !164)
!176 = !DILocation(line: 105, column: 22, scope: !164)
!177 = !DILocation(line: 105, column: 5, scope: !164)
!178 = !DILocation(line: 105, column: 11, scope: !164)
!179 = !{!180, !180, i64 0}
!180 = !{!"float", !172, i64 0}
!181 = !DILocation(line: 106, column: 5, scope: !164)
!182 = !DILocation(line: 106, column: 11, scope: !164)
!183 = !DILocation(line: 107, column: 19, scope: !164)
!184 = !DILocation(line: 107, column: 17, scope: !164)
!185 = !DILocation(line: 107, column: 5, scope: !164)
!186 = !DILocation(line: 107, column: 11, scope: !164)
!187 = !{!188, !188, i64 0}
!188 = !{!"double", !172, i64 0}
!189 = distinct !{!189, !162, !190, !191, !192, !193}
!190 = !DILocation(line: 108, column: 3, scope: !135)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !{!"llvm.loop.isvectorized", i32 1}
!193 = !{!"llvm.loop.unroll.runtime.disable"}
!194 = !DILocalVariable(name: "i", scope: !195, file: !3, line: 87, type: !10)
!195 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !196, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !13}
!198 = !{!199, !200, !194}
!199 = !DILocalVariable(name: "v", arg: 1, scope: !195, file: !3, line: 85, type: !13)
!200 = !DILocalVariable(name: "buf", scope: !195, file: !3, line: 86, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 48)
!204 = !DILocation(line: 0, scope: !195, inlinedAt: !205)
!205 = distinct !DILocation(line: 131, column: 3, scope: !130)
!206 = !DILocation(line: 89, column: 50, scope: !207, inlinedAt: !205)
!207 = distinct !DILexicalBlock(scope: !195, file: !3, line: 89, column: 6)
!208 = !DILocation(line: 89, column: 40, scope: !207, inlinedAt: !205)
!209 = !DILocation(line: 89, column: 32, scope: !207, inlinedAt: !205)
!210 = !DILocation(line: 89, column: 30, scope: !207, inlinedAt: !205)
!211 = !DILocation(line: 89, column: 12, scope: !207, inlinedAt: !205)
!212 = !DILocation(line: 89, column: 8, scope: !207, inlinedAt: !205)
!213 = !DILocation(line: 89, column: 17, scope: !207, inlinedAt: !205)
!214 = !{!172, !172, i64 0}
!215 = !DILocation(line: 89, column: 57, scope: !207, inlinedAt: !205)
!216 = distinct !{!216, !217, !218, !191}
!217 = !DILocation(line: 89, column: 3, scope: !195, inlinedAt: !205)
!218 = !DILocation(line: 89, column: 67, scope: !195, inlinedAt: !205)
!219 = !DILocation(line: 90, column: 20, scope: !195, inlinedAt: !205)
!220 = !DILocation(line: 90, column: 3, scope: !195, inlinedAt: !205)
!221 = !DILocation(line: 91, column: 1, scope: !195, inlinedAt: !205)
!222 = !DILocation(line: 132, column: 3, scope: !130)
!223 = !DILocation(line: 0, scope: !130)
!224 = !DILocation(line: 138, column: 3, scope: !130)
!225 = !DILocation(line: 143, column: 3, scope: !130)
!226 = !DILocation(line: 148, column: 3, scope: !130)
!227 = !DILocation(line: 149, column: 3, scope: !130)
!228 = !DILocation(line: 109, column: 3, scope: !130)
!229 = !DILocation(line: 110, column: 3, scope: !130)
!230 = !DILocation(line: 111, column: 29, scope: !130)
!231 = !DILocation(line: 111, column: 46, scope: !130)
!232 = !DILocation(line: 111, column: 3, scope: !130)
!233 = !DILocation(line: 112, column: 36, scope: !130)
!234 = !DILocation(line: 112, column: 44, scope: !130)
!235 = !DILocation(line: 112, column: 3, scope: !130)
!236 = !DILocation(line: 116, column: 3, scope: !130)
!237 = !DILocation(line: 118, column: 3, scope: !130)
!238 = !DILocation(line: 120, column: 3, scope: !130)
!239 = !DILocation(line: 121, column: 3, scope: !130)
!240 = !DILocation(line: 0, scope: !151)
!241 = !DILocation(line: 123, column: 33, scope: !242)
!242 = distinct !DILexicalBlock(scope: !151, file: !3, line: 123, column: 3)
!243 = !DILocation(line: 124, column: 3, scope: !130)
!244 = !DILocation(line: 130, column: 3, scope: !130)
!245 = !DILocation(line: 86, column: 3, scope: !195, inlinedAt: !205)
!246 = !DILocation(line: 88, column: 3, scope: !195, inlinedAt: !205)
!247 = !DILocation(line: 88, column: 10, scope: !195, inlinedAt: !205)
!248 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !249, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !256)
!249 = !DISubroutineType(cc: DW_CC_nocall, types: !250)
!250 = !{null, !251, !253, !10, !10}
!251 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !252)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!256 = !{!257, !258, !259, !260, !261}
!257 = !DILocalVariable(name: "dst", arg: 1, scope: !248, file: !3, line: 25, type: !251)
!258 = !DILocalVariable(name: "src", arg: 2, scope: !248, file: !3, line: 25, type: !253)
!259 = !DILocalVariable(name: "k", arg: 3, scope: !248, file: !3, line: 25, type: !10)
!260 = !DILocalVariable(name: "n", arg: 4, scope: !248, file: !3, line: 25, type: !10)
!261 = !DILocalVariable(name: "i", scope: !262, file: !3, line: 26, type: !10)
!262 = distinct !DILexicalBlock(scope: !248, file: !3, line: 26, column: 3)
!263 = !DILocation(line: 0, scope: !248)
!264 = !DILocation(line: 0, scope: !262)
!265 = !DILocation(line: 26, column: 3, scope: !262)
!266 = !DILocation(line: 26, column: 26, scope: !267)
!267 = distinct !DILexicalBlock(scope: !262, file: !3, line: 26, column: 3)
!268 = !DILocation(line: 26, column: 40, scope: !267)
!269 = !DILocation(line: 26, column: 47, scope: !267)
!270 = !DILocation(line: 26, column: 54, scope: !267)
!271 = !DILocation(line: 26, column: 61, scope: !267)
!272 = !DILocation(line: 26, column: 51, scope: !267)
!273 = !DILocation(line: 26, column: 38, scope: !267)
!274 = distinct !{!274, !265, !275, !191, !192, !193}
!275 = !DILocation(line: 26, column: 65, scope: !262)
!276 = !DILocation(line: 27, column: 1, scope: !248)
!277 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !278, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !285)
!278 = !DISubroutineType(cc: DW_CC_nocall, types: !279)
!279 = !{null, !280, !282, !5, !10}
!280 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !283)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64)
!284 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!285 = !{!286, !287, !288, !289, !290}
!286 = !DILocalVariable(name: "y", arg: 1, scope: !277, file: !3, line: 21, type: !280)
!287 = !DILocalVariable(name: "x", arg: 2, scope: !277, file: !3, line: 21, type: !282)
!288 = !DILocalVariable(name: "k", arg: 3, scope: !277, file: !3, line: 21, type: !5)
!289 = !DILocalVariable(name: "n", arg: 4, scope: !277, file: !3, line: 21, type: !10)
!290 = !DILocalVariable(name: "i", scope: !291, file: !3, line: 22, type: !10)
!291 = distinct !DILexicalBlock(scope: !277, file: !3, line: 22, column: 3)
!292 = !DILocation(line: 0, scope: !277)
!293 = !DILocation(line: 0, scope: !291)
!294 = !DILocation(line: 22, column: 3, scope: !291)
!295 = !DILocation(line: 22, column: 26, scope: !296)
!296 = distinct !DILexicalBlock(scope: !291, file: !3, line: 22, column: 3)
!297 = !DILocation(line: 22, column: 42, scope: !296)
!298 = !DILocation(line: 22, column: 49, scope: !296)
!299 = !DILocation(line: 22, column: 47, scope: !296)
!300 = !DILocation(line: 22, column: 36, scope: !296)
!301 = distinct !{!301, !294, !302, !191, !192, !193}
!302 = !DILocation(line: 22, column: 52, scope: !291)
!303 = !DILocation(line: 23, column: 1, scope: !277)
!304 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 7, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{!10, !307, null}
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!309 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !310, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !312)
!310 = !DISubroutineType(cc: DW_CC_nocall, types: !311)
!311 = !{!10, !254, !10}
!312 = !{!313, !314, !315, !316}
!313 = !DILocalVariable(name: "a", arg: 1, scope: !309, file: !3, line: 15, type: !254)
!314 = !DILocalVariable(name: "n", arg: 2, scope: !309, file: !3, line: 15, type: !10)
!315 = !DILocalVariable(name: "s", scope: !309, file: !3, line: 16, type: !10)
!316 = !DILocalVariable(name: "i", scope: !317, file: !3, line: 17, type: !10)
!317 = distinct !DILexicalBlock(scope: !309, file: !3, line: 17, column: 3)
!318 = !DILocation(line: 0, scope: !309)
!319 = !DILocation(line: 0, scope: !317)
!320 = !DILocation(line: 17, column: 3, scope: !317)
!321 = !DILocation(line: 17, column: 26, scope: !322)
!322 = distinct !DILexicalBlock(scope: !317, file: !3, line: 17, column: 3)
!323 = !DILocation(line: 17, column: 36, scope: !322)
!324 = !DILocation(line: 17, column: 33, scope: !322)
!325 = distinct !{!325, !320, !326, !191, !192, !193}
!326 = !DILocation(line: 17, column: 39, scope: !317)
!327 = !DILocation(line: 18, column: 3, scope: !309)
!328 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !329, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !331)
!329 = !DISubroutineType(cc: DW_CC_nocall, types: !330)
!330 = !{!12, !254, !10}
!331 = !{!332, !333, !334, !335}
!332 = !DILocalVariable(name: "a", arg: 1, scope: !328, file: !3, line: 35, type: !254)
!333 = !DILocalVariable(name: "n", arg: 2, scope: !328, file: !3, line: 35, type: !10)
!334 = !DILocalVariable(name: "m", scope: !328, file: !3, line: 36, type: !10)
!335 = !DILocalVariable(name: "i", scope: !336, file: !3, line: 37, type: !10)
!336 = distinct !DILexicalBlock(scope: !328, file: !3, line: 37, column: 3)
!337 = !DILocation(line: 0, scope: !328)
!338 = !DILocation(line: 0, scope: !336)
!339 = !DILocation(line: 37, column: 3, scope: !336)
!340 = !DILocation(line: 37, column: 26, scope: !341)
!341 = distinct !DILexicalBlock(scope: !336, file: !3, line: 37, column: 3)
!342 = !DILocation(line: 37, column: 35, scope: !341)
!343 = distinct !{!343, !339, !344, !191, !192, !193}
!344 = !DILocation(line: 37, column: 53, scope: !336)
!345 = !DILocation(line: 38, column: 26, scope: !328)
!346 = !DILocation(line: 38, column: 10, scope: !328)
!347 = !DILocation(line: 38, column: 3, scope: !328)
!348 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !349, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !353)
!349 = !DISubroutineType(cc: DW_CC_nocall, types: !350)
!350 = !{!9, !351, !283, !10}
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!353 = !{!354, !355, !356, !357, !358}
!354 = !DILocalVariable(name: "a", arg: 1, scope: !348, file: !3, line: 29, type: !351)
!355 = !DILocalVariable(name: "b", arg: 2, scope: !348, file: !3, line: 29, type: !283)
!356 = !DILocalVariable(name: "n", arg: 3, scope: !348, file: !3, line: 29, type: !10)
!357 = !DILocalVariable(name: "s", scope: !348, file: !3, line: 30, type: !9)
!358 = !DILocalVariable(name: "i", scope: !359, file: !3, line: 31, type: !10)
!359 = distinct !DILexicalBlock(scope: !348, file: !3, line: 31, column: 3)
!360 = !DILocation(line: 0, scope: !348)
!361 = !DILocation(line: 0, scope: !359)
!362 = !DILocation(line: 31, column: 3, scope: !359)
!363 = !DILocation(line: 32, column: 3, scope: !348)
!364 = !DILocation(line: 31, column: 36, scope: !365)
!365 = distinct !DILexicalBlock(scope: !359, file: !3, line: 31, column: 3)
!366 = !DILocation(line: 31, column: 51, scope: !365)
!367 = !DILocation(line: 31, column: 43, scope: !365)
!368 = !DILocation(line: 31, column: 33, scope: !365)
!369 = !DILocation(line: 31, column: 26, scope: !365)
!370 = !DILocation(line: 31, column: 21, scope: !365)
!371 = distinct !{!371, !362, !372, !191}
!372 = !DILocation(line: 31, column: 54, scope: !359)
