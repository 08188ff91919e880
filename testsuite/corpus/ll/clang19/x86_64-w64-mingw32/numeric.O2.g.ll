; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %49), !dbg !219
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !220
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, i64 noundef -6148914691236517206), !dbg !221
    #dbg_value(x86_fp80 0xK3FFEEE90FDAA22168C23, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !222)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !223
    #dbg_value(half 0xH3E00, !155, !DIExpression(), !222)
    #dbg_value(half 0xH3400, !156, !DIExpression(), !222)
    #dbg_value(half 0xH40C0, !157, !DIExpression(), !222)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 2.375000e+00), !dbg !224
    #dbg_value(float 0x7FF8000000000000, !158, !DIExpression(), !222)
    #dbg_value(float 0x7FF0000000000000, !159, !DIExpression(), !222)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !225
  ret i32 0, !dbg !226

55:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !227
  tail call fastcc void @saxpy(), !dbg !228
  %56 = tail call fastcc i32 @sum_ints(), !dbg !229
  %57 = tail call fastcc i8 @clamp_max(), !dbg !230
  %58 = zext i8 %57 to i32, !dbg !230
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %56, i32 noundef %58), !dbg !231
  %60 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 8, !dbg !232, !tbaa !179
  %61 = fpext float %60 to double, !dbg !232
  %62 = tail call fastcc double @dot(), !dbg !233
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %61, double noundef %62), !dbg !234
    #dbg_value(float -1.500000e+00, !136, !DIExpression(), !222)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !235
    #dbg_value(i32 -267534609, !149, !DIExpression(), !222)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !236
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !237
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !238
    #dbg_value(i32 -1, !150, !DIExpression(), !239)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !240
    #dbg_value(i32 0, !150, !DIExpression(), !239)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !240
    #dbg_value(i32 1, !150, !DIExpression(), !239)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !240
    #dbg_value(i32 2, !150, !DIExpression(), !239)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !240
    #dbg_value(i32 3, !150, !DIExpression(), !239)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !240
    #dbg_value(i32 4, !150, !DIExpression(), !239)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !240
    #dbg_value(i32 5, !150, !DIExpression(), !239)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !240
    #dbg_value(i32 6, !150, !DIExpression(), !239)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !240
    #dbg_value(i32 7, !150, !DIExpression(), !239)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !240
    #dbg_value(i32 8, !150, !DIExpression(), !239)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !242
    #dbg_value(i128 -36893488147419103231, !152, !DIExpression(), !222)
    #dbg_value(i128 12297829382473034410, !153, !DIExpression(), !222)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !243
    #dbg_assign(i1 undef, !200, !DIExpression(), !160, ptr %1, !DIExpression(), !204)
    #dbg_value(i128 -36893488147419103231, !199, !DIExpression(), !204)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !244
    #dbg_value(i32 47, !194, !DIExpression(), !204)
  %79 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !245
  store i8 0, ptr %79, align 1, !dbg !246, !tbaa !214
  br label %29, !dbg !217
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !247 {
    #dbg_value(ptr @ia, !256, !DIExpression(), !262)
    #dbg_value(ptr @ib, !257, !DIExpression(), !262)
    #dbg_value(i32 3, !258, !DIExpression(), !262)
    #dbg_value(i32 256, !259, !DIExpression(), !262)
    #dbg_value(i32 0, !260, !DIExpression(), !263)
  br label %1, !dbg !264

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !265
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !267
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !267
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !267, !tbaa !170
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !267, !tbaa !170
  %7 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %8 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %9 = getelementptr inbounds i32, ptr @ib, i64 %2, !dbg !269
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !269
  %11 = load <4 x i32>, ptr %9, align 16, !dbg !269, !tbaa !170
  %12 = load <4 x i32>, ptr %10, align 16, !dbg !269, !tbaa !170
  %13 = ashr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %14 = ashr <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %15 = add nsw <4 x i32> %13, %7, !dbg !271
  %16 = add nsw <4 x i32> %14, %8, !dbg !271
  store <4 x i32> %15, ptr %3, align 16, !dbg !272, !tbaa !170
  store <4 x i32> %16, ptr %4, align 16, !dbg !272, !tbaa !170
  %17 = add nuw i64 %2, 8, !dbg !265
  %18 = icmp eq i64 %17, 256, !dbg !265
  br i1 %18, label %19, label %1, !dbg !265, !llvm.loop !273

19:                                               ; preds = %1
  ret void, !dbg !275
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !276 {
    #dbg_value(ptr @fb, !285, !DIExpression(), !291)
    #dbg_value(ptr @fa, !286, !DIExpression(), !291)
    #dbg_value(float 2.000000e+00, !287, !DIExpression(), !291)
    #dbg_value(i32 256, !288, !DIExpression(), !291)
    #dbg_value(i32 0, !289, !DIExpression(), !292)
  br label %1, !dbg !293

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !294
  %3 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !296
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !296
  %5 = load <4 x float>, ptr %3, align 16, !dbg !296, !tbaa !179
  %6 = load <4 x float>, ptr %4, align 16, !dbg !296, !tbaa !179
  %7 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !297
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !297
  %9 = load <4 x float>, ptr %7, align 16, !dbg !297, !tbaa !179
  %10 = load <4 x float>, ptr %8, align 16, !dbg !297, !tbaa !179
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9), !dbg !298
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10), !dbg !298
  store <4 x float> %11, ptr %7, align 16, !dbg !299, !tbaa !179
  store <4 x float> %12, ptr %8, align 16, !dbg !299, !tbaa !179
  %13 = add nuw i64 %2, 8, !dbg !294
  %14 = icmp eq i64 %13, 256, !dbg !294
  br i1 %14, label %15, label %1, !dbg !294, !llvm.loop !300

15:                                               ; preds = %1
  ret void, !dbg !302
}

; Function Attrs: nofree nounwind
declare !dbg !303 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !308 {
    #dbg_value(ptr @ia, !312, !DIExpression(), !317)
    #dbg_value(i32 256, !313, !DIExpression(), !317)
    #dbg_value(i32 0, !314, !DIExpression(), !317)
    #dbg_value(i32 0, !315, !DIExpression(), !318)
  br label %1, !dbg !319

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %32, %1 ], !dbg !320
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %30, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !322
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !322
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !322, !tbaa !170
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !322, !tbaa !170
  %9 = add <4 x i32> %7, %3, !dbg !323
  %10 = add <4 x i32> %8, %4, !dbg !323
  %11 = or disjoint i64 %2, 8, !dbg !320
  %12 = getelementptr inbounds i32, ptr @ia, i64 %11, !dbg !322
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !322
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !322, !tbaa !170
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !322, !tbaa !170
  %16 = add <4 x i32> %14, %9, !dbg !323
  %17 = add <4 x i32> %15, %10, !dbg !323
  %18 = or disjoint i64 %2, 16, !dbg !320
  %19 = getelementptr inbounds i32, ptr @ia, i64 %18, !dbg !322
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !322
  %21 = load <4 x i32>, ptr %19, align 16, !dbg !322, !tbaa !170
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !322, !tbaa !170
  %23 = add <4 x i32> %21, %16, !dbg !323
  %24 = add <4 x i32> %22, %17, !dbg !323
  %25 = or disjoint i64 %2, 24, !dbg !320
  %26 = getelementptr inbounds i32, ptr @ia, i64 %25, !dbg !322
  %27 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !322
  %28 = load <4 x i32>, ptr %26, align 16, !dbg !322, !tbaa !170
  %29 = load <4 x i32>, ptr %27, align 16, !dbg !322, !tbaa !170
  %30 = add <4 x i32> %28, %23, !dbg !323
  %31 = add <4 x i32> %29, %24, !dbg !323
  %32 = add nuw nsw i64 %2, 32, !dbg !320
  %33 = icmp eq i64 %32, 256, !dbg !320
  br i1 %33, label %34, label %1, !dbg !320, !llvm.loop !324

34:                                               ; preds = %1
  %35 = add <4 x i32> %31, %30, !dbg !319
  %36 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %35), !dbg !319
  ret i32 %36, !dbg !326
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #4 !dbg !327 {
    #dbg_value(ptr @ia, !331, !DIExpression(), !336)
    #dbg_value(i32 256, !332, !DIExpression(), !336)
    #dbg_value(i32 0, !333, !DIExpression(), !336)
    #dbg_value(i32 0, !334, !DIExpression(), !337)
  br label %1, !dbg !338

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !339
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !341
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !341
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !341, !tbaa !170
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !341, !tbaa !170
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !341
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !341
  %11 = add nuw i64 %2, 8, !dbg !339
  %12 = icmp eq i64 %11, 256, !dbg !339
  br i1 %12, label %13, label %1, !dbg !339, !llvm.loop !342

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !338
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !338
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255), !dbg !344
  %17 = trunc nuw i32 %16 to i8, !dbg !345
  ret i8 %17, !dbg !346
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 !dbg !347 {
    #dbg_value(ptr @da, !353, !DIExpression(), !359)
    #dbg_value(ptr @fb, !354, !DIExpression(), !359)
    #dbg_value(i32 256, !355, !DIExpression(), !359)
    #dbg_value(double 0.000000e+00, !356, !DIExpression(), !359)
    #dbg_value(i32 0, !357, !DIExpression(), !360)
  br label %2, !dbg !361

1:                                                ; preds = %2
  ret double %17, !dbg !362

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
    #dbg_value(i64 %3, !357, !DIExpression(), !360)
    #dbg_value(double %4, !356, !DIExpression(), !359)
  %5 = getelementptr inbounds double, ptr @da, i64 %3, !dbg !363
  %6 = load double, ptr %5, align 16, !dbg !363, !tbaa !187
  %7 = getelementptr inbounds float, ptr @fb, i64 %3, !dbg !365
  %8 = load float, ptr %7, align 8, !dbg !365, !tbaa !179
  %9 = fpext float %8 to double, !dbg !366
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !367
    #dbg_value(double %10, !356, !DIExpression(), !359)
  %11 = or disjoint i64 %3, 1, !dbg !368
    #dbg_value(i64 %11, !357, !DIExpression(), !360)
  %12 = getelementptr inbounds double, ptr @da, i64 %11, !dbg !363
  %13 = load double, ptr %12, align 8, !dbg !363, !tbaa !187
  %14 = getelementptr inbounds float, ptr @fb, i64 %11, !dbg !365
  %15 = load float, ptr %14, align 4, !dbg !365, !tbaa !179
  %16 = fpext float %15 to double, !dbg !366
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !367
    #dbg_value(double %17, !356, !DIExpression(), !359)
  %18 = add nuw nsw i64 %3, 2, !dbg !368
    #dbg_value(i64 %18, !357, !DIExpression(), !360)
  %19 = icmp eq i64 %18, 256, !dbg !369
  br i1 %19, label %1, label %2, !dbg !361, !llvm.loop !370
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
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
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
!122 = !{i32 7, !"Dwarf Version", i32 4}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 2}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!219 = !DILocation(line: 90, column: 3, scope: !195, inlinedAt: !205)
!220 = !DILocation(line: 91, column: 1, scope: !195, inlinedAt: !205)
!221 = !DILocation(line: 132, column: 3, scope: !130)
!222 = !DILocation(line: 0, scope: !130)
!223 = !DILocation(line: 138, column: 3, scope: !130)
!224 = !DILocation(line: 143, column: 3, scope: !130)
!225 = !DILocation(line: 148, column: 3, scope: !130)
!226 = !DILocation(line: 149, column: 3, scope: !130)
!227 = !DILocation(line: 109, column: 3, scope: !130)
!228 = !DILocation(line: 110, column: 3, scope: !130)
!229 = !DILocation(line: 111, column: 29, scope: !130)
!230 = !DILocation(line: 111, column: 46, scope: !130)
!231 = !DILocation(line: 111, column: 3, scope: !130)
!232 = !DILocation(line: 112, column: 36, scope: !130)
!233 = !DILocation(line: 112, column: 44, scope: !130)
!234 = !DILocation(line: 112, column: 3, scope: !130)
!235 = !DILocation(line: 116, column: 3, scope: !130)
!236 = !DILocation(line: 118, column: 3, scope: !130)
!237 = !DILocation(line: 120, column: 3, scope: !130)
!238 = !DILocation(line: 121, column: 3, scope: !130)
!239 = !DILocation(line: 0, scope: !151)
!240 = !DILocation(line: 123, column: 33, scope: !241)
!241 = distinct !DILexicalBlock(scope: !151, file: !3, line: 123, column: 3)
!242 = !DILocation(line: 124, column: 3, scope: !130)
!243 = !DILocation(line: 130, column: 3, scope: !130)
!244 = !DILocation(line: 86, column: 3, scope: !195, inlinedAt: !205)
!245 = !DILocation(line: 88, column: 3, scope: !195, inlinedAt: !205)
!246 = !DILocation(line: 88, column: 10, scope: !195, inlinedAt: !205)
!247 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !248, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !255)
!248 = !DISubroutineType(cc: DW_CC_nocall, types: !249)
!249 = !{null, !250, !252, !10, !10}
!250 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !251)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!255 = !{!256, !257, !258, !259, !260}
!256 = !DILocalVariable(name: "dst", arg: 1, scope: !247, file: !3, line: 25, type: !250)
!257 = !DILocalVariable(name: "src", arg: 2, scope: !247, file: !3, line: 25, type: !252)
!258 = !DILocalVariable(name: "k", arg: 3, scope: !247, file: !3, line: 25, type: !10)
!259 = !DILocalVariable(name: "n", arg: 4, scope: !247, file: !3, line: 25, type: !10)
!260 = !DILocalVariable(name: "i", scope: !261, file: !3, line: 26, type: !10)
!261 = distinct !DILexicalBlock(scope: !247, file: !3, line: 26, column: 3)
!262 = !DILocation(line: 0, scope: !247)
!263 = !DILocation(line: 0, scope: !261)
!264 = !DILocation(line: 26, column: 3, scope: !261)
!265 = !DILocation(line: 26, column: 26, scope: !266)
!266 = distinct !DILexicalBlock(scope: !261, file: !3, line: 26, column: 3)
!267 = !DILocation(line: 26, column: 40, scope: !266)
!268 = !DILocation(line: 26, column: 47, scope: !266)
!269 = !DILocation(line: 26, column: 54, scope: !266)
!270 = !DILocation(line: 26, column: 61, scope: !266)
!271 = !DILocation(line: 26, column: 51, scope: !266)
!272 = !DILocation(line: 26, column: 38, scope: !266)
!273 = distinct !{!273, !264, !274, !191, !192, !193}
!274 = !DILocation(line: 26, column: 65, scope: !261)
!275 = !DILocation(line: 27, column: 1, scope: !247)
!276 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !277, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !284)
!277 = !DISubroutineType(cc: DW_CC_nocall, types: !278)
!278 = !{null, !279, !281, !5, !10}
!279 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !280)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !282)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!284 = !{!285, !286, !287, !288, !289}
!285 = !DILocalVariable(name: "y", arg: 1, scope: !276, file: !3, line: 21, type: !279)
!286 = !DILocalVariable(name: "x", arg: 2, scope: !276, file: !3, line: 21, type: !281)
!287 = !DILocalVariable(name: "k", arg: 3, scope: !276, file: !3, line: 21, type: !5)
!288 = !DILocalVariable(name: "n", arg: 4, scope: !276, file: !3, line: 21, type: !10)
!289 = !DILocalVariable(name: "i", scope: !290, file: !3, line: 22, type: !10)
!290 = distinct !DILexicalBlock(scope: !276, file: !3, line: 22, column: 3)
!291 = !DILocation(line: 0, scope: !276)
!292 = !DILocation(line: 0, scope: !290)
!293 = !DILocation(line: 22, column: 3, scope: !290)
!294 = !DILocation(line: 22, column: 26, scope: !295)
!295 = distinct !DILexicalBlock(scope: !290, file: !3, line: 22, column: 3)
!296 = !DILocation(line: 22, column: 42, scope: !295)
!297 = !DILocation(line: 22, column: 49, scope: !295)
!298 = !DILocation(line: 22, column: 47, scope: !295)
!299 = !DILocation(line: 22, column: 36, scope: !295)
!300 = distinct !{!300, !293, !301, !191, !192, !193}
!301 = !DILocation(line: 22, column: 52, scope: !290)
!302 = !DILocation(line: 23, column: 1, scope: !276)
!303 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 7, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{!10, !306, null}
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!308 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !309, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !311)
!309 = !DISubroutineType(cc: DW_CC_nocall, types: !310)
!310 = !{!10, !253, !10}
!311 = !{!312, !313, !314, !315}
!312 = !DILocalVariable(name: "a", arg: 1, scope: !308, file: !3, line: 15, type: !253)
!313 = !DILocalVariable(name: "n", arg: 2, scope: !308, file: !3, line: 15, type: !10)
!314 = !DILocalVariable(name: "s", scope: !308, file: !3, line: 16, type: !10)
!315 = !DILocalVariable(name: "i", scope: !316, file: !3, line: 17, type: !10)
!316 = distinct !DILexicalBlock(scope: !308, file: !3, line: 17, column: 3)
!317 = !DILocation(line: 0, scope: !308)
!318 = !DILocation(line: 0, scope: !316)
!319 = !DILocation(line: 17, column: 3, scope: !316)
!320 = !DILocation(line: 17, column: 26, scope: !321)
!321 = distinct !DILexicalBlock(scope: !316, file: !3, line: 17, column: 3)
!322 = !DILocation(line: 17, column: 36, scope: !321)
!323 = !DILocation(line: 17, column: 33, scope: !321)
!324 = distinct !{!324, !319, !325, !191, !192, !193}
!325 = !DILocation(line: 17, column: 39, scope: !316)
!326 = !DILocation(line: 18, column: 3, scope: !308)
!327 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !328, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !330)
!328 = !DISubroutineType(cc: DW_CC_nocall, types: !329)
!329 = !{!12, !253, !10}
!330 = !{!331, !332, !333, !334}
!331 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !3, line: 35, type: !253)
!332 = !DILocalVariable(name: "n", arg: 2, scope: !327, file: !3, line: 35, type: !10)
!333 = !DILocalVariable(name: "m", scope: !327, file: !3, line: 36, type: !10)
!334 = !DILocalVariable(name: "i", scope: !335, file: !3, line: 37, type: !10)
!335 = distinct !DILexicalBlock(scope: !327, file: !3, line: 37, column: 3)
!336 = !DILocation(line: 0, scope: !327)
!337 = !DILocation(line: 0, scope: !335)
!338 = !DILocation(line: 37, column: 3, scope: !335)
!339 = !DILocation(line: 37, column: 26, scope: !340)
!340 = distinct !DILexicalBlock(scope: !335, file: !3, line: 37, column: 3)
!341 = !DILocation(line: 37, column: 35, scope: !340)
!342 = distinct !{!342, !338, !343, !191, !192, !193}
!343 = !DILocation(line: 37, column: 53, scope: !335)
!344 = !DILocation(line: 38, column: 26, scope: !327)
!345 = !DILocation(line: 38, column: 10, scope: !327)
!346 = !DILocation(line: 38, column: 3, scope: !327)
!347 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !348, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !352)
!348 = !DISubroutineType(cc: DW_CC_nocall, types: !349)
!349 = !{!9, !350, !282, !10}
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!352 = !{!353, !354, !355, !356, !357}
!353 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !3, line: 29, type: !350)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !3, line: 29, type: !282)
!355 = !DILocalVariable(name: "n", arg: 3, scope: !347, file: !3, line: 29, type: !10)
!356 = !DILocalVariable(name: "s", scope: !347, file: !3, line: 30, type: !9)
!357 = !DILocalVariable(name: "i", scope: !358, file: !3, line: 31, type: !10)
!358 = distinct !DILexicalBlock(scope: !347, file: !3, line: 31, column: 3)
!359 = !DILocation(line: 0, scope: !347)
!360 = !DILocation(line: 0, scope: !358)
!361 = !DILocation(line: 31, column: 3, scope: !358)
!362 = !DILocation(line: 32, column: 3, scope: !347)
!363 = !DILocation(line: 31, column: 36, scope: !364)
!364 = distinct !DILexicalBlock(scope: !358, file: !3, line: 31, column: 3)
!365 = !DILocation(line: 31, column: 51, scope: !364)
!366 = !DILocation(line: 31, column: 43, scope: !364)
!367 = !DILocation(line: 31, column: 33, scope: !364)
!368 = !DILocation(line: 31, column: 26, scope: !364)
!369 = !DILocation(line: 31, column: 21, scope: !364)
!370 = distinct !{!370, !361, !371, !191}
!371 = !DILocation(line: 31, column: 54, scope: !358)
