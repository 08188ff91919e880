; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !75
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !80
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !83
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !85
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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !131 {
  %1 = alloca [48 x i8], align 1, !DIAssignID !161
    #dbg_value(i32 0, !135, !DIExpression(), !162)
  br label %2, !dbg !163

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %23, %2 ], !dbg !164
  %4 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %24, %2 ]
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %25, %2 ], !dbg !167
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %26, %2 ], !dbg !168
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %27, %2 ], !dbg !169
  %8 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3, !dbg !170
  %9 = mul <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !167
  %10 = add <4 x i32> %9, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !167
  store <4 x i32> %10, ptr %8, align 4, !dbg !167, !tbaa !171
  %11 = mul <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !168
  %12 = and <4 x i32> %11, <i32 63, i32 63, i32 63, i32 63>, !dbg !168
  %13 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3, !dbg !175
  store <4 x i32> %12, ptr %13, align 4, !dbg !176, !tbaa !171
  %14 = uitofp <4 x i32> %7 to <4 x float>, !dbg !169
  %15 = fmul <4 x float> %14, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !177
  %16 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3, !dbg !178
  store <4 x float> %15, ptr %16, align 4, !dbg !179, !tbaa !180
  %17 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3, !dbg !182
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %17, align 4, !dbg !183, !tbaa !180
  %18 = trunc <4 x i64> %4 to <4 x i32>, !dbg !184
  %19 = add <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !184
  %20 = uitofp <4 x i32> %19 to <4 x double>, !dbg !184
  %21 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %20, !dbg !185
  %22 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3, !dbg !186
  store <4 x double> %21, ptr %22, align 8, !dbg !187, !tbaa !188
  %23 = add nuw i64 %3, 4, !dbg !164
  %24 = add <4 x i64> %4, <i64 4, i64 4, i64 4, i64 4>
  %25 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>, !dbg !167
  %26 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>, !dbg !168
  %27 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>, !dbg !169
  %28 = icmp eq i64 %23, 256, !dbg !164
  br i1 %28, label %48, label %2, !dbg !164, !llvm.loop !190

29:                                               ; preds = %29, %48
  %30 = phi i64 [ %38, %29 ], [ 47, %48 ]
  %31 = phi i128 [ %33, %29 ], [ -36893488147419103231, %48 ]
    #dbg_value(i64 %30, !195, !DIExpression(), !205)
    #dbg_value(i128 %31, !200, !DIExpression(), !205)
  %32 = freeze i128 %31, !dbg !207
  %33 = udiv i128 %32, 10, !dbg !207
  %34 = mul i128 %33, 10, !dbg !209
  %35 = sub i128 %32, %34, !dbg !209
  %36 = trunc nuw nsw i128 %35 to i8, !dbg !210
  %37 = or disjoint i8 %36, 48, !dbg !211
  %38 = add nsw i64 %30, -1, !dbg !212
    #dbg_value(i64 %38, !195, !DIExpression(), !205)
  %39 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %38, !dbg !213
  store i8 %37, ptr %39, align 1, !dbg !214, !tbaa !215
    #dbg_value(i128 %33, !200, !DIExpression(), !205)
  %40 = icmp ult i128 %31, 10, !dbg !216
  br i1 %40, label %41, label %29, !dbg !216, !llvm.loop !217

41:                                               ; preds = %29
  %42 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !220
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %42), !dbg !221
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #6, !dbg !222
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, i64 noundef -6148914691236517206), !dbg !223
    #dbg_value(fp128 0xL18469898CC51701C3FFEDD21FB54442D, !155, !DIExpression(), !224)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !225
    #dbg_value(half 0xH3E00, !156, !DIExpression(), !224)
    #dbg_value(half 0xH3400, !157, !DIExpression(), !224)
    #dbg_value(half 0xH40C0, !158, !DIExpression(), !224)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 2.375000e+00), !dbg !226
    #dbg_value(float 0x7FF8000000000000, !159, !DIExpression(), !224)
    #dbg_value(float 0x7FF0000000000000, !160, !DIExpression(), !224)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !227
  ret i32 0, !dbg !228

48:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !229
  tail call fastcc void @saxpy(), !dbg !230
  %49 = tail call fastcc i32 @sum_ints(), !dbg !231
  %50 = tail call fastcc i8 @clamp_max(), !dbg !232
  %51 = zext i8 %50 to i32, !dbg !232
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49, i32 noundef %51), !dbg !233
  %53 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 4, !dbg !234, !tbaa !180
  %54 = fpext float %53 to double, !dbg !234
  %55 = tail call fastcc double @dot(), !dbg !235
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %54, double noundef %55), !dbg !236
    #dbg_value(float -1.500000e+00, !137, !DIExpression(), !224)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !237
    #dbg_value(i32 -267534609, !150, !DIExpression(), !224)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !238
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !239
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !240
    #dbg_value(i32 -1, !151, !DIExpression(), !241)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !242
    #dbg_value(i32 0, !151, !DIExpression(), !241)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !242
    #dbg_value(i32 1, !151, !DIExpression(), !241)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !242
    #dbg_value(i32 2, !151, !DIExpression(), !241)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !242
    #dbg_value(i32 3, !151, !DIExpression(), !241)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !242
    #dbg_value(i32 4, !151, !DIExpression(), !241)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !242
    #dbg_value(i32 5, !151, !DIExpression(), !241)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !242
    #dbg_value(i32 6, !151, !DIExpression(), !241)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !242
    #dbg_value(i32 7, !151, !DIExpression(), !241)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !242
    #dbg_value(i32 8, !151, !DIExpression(), !241)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !244
    #dbg_value(i128 -36893488147419103231, !153, !DIExpression(), !224)
    #dbg_value(i128 12297829382473034410, !154, !DIExpression(), !224)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !245
    #dbg_assign(i1 undef, !201, !DIExpression(), !161, ptr %1, !DIExpression(), !205)
    #dbg_value(i128 -36893488147419103231, !200, !DIExpression(), !205)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #6, !dbg !246
    #dbg_value(i32 47, !195, !DIExpression(), !205)
  %72 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !247
  store i8 0, ptr %72, align 1, !dbg !248, !tbaa !215
  br label %29, !dbg !218
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !249 {
    #dbg_value(ptr @ia, !258, !DIExpression(), !264)
    #dbg_value(ptr @ib, !259, !DIExpression(), !264)
    #dbg_value(i32 3, !260, !DIExpression(), !264)
    #dbg_value(i32 256, !261, !DIExpression(), !264)
    #dbg_value(i32 0, !262, !DIExpression(), !265)
  br label %1, !dbg !266

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !267
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !269
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !269
  %5 = load <4 x i32>, ptr %3, align 4, !dbg !269, !tbaa !171
  %6 = load <4 x i32>, ptr %4, align 4, !dbg !269, !tbaa !171
  %7 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>, !dbg !270
  %8 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !270
  %9 = getelementptr inbounds i32, ptr @ib, i64 %2, !dbg !271
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !271
  %11 = load <4 x i32>, ptr %9, align 4, !dbg !271, !tbaa !171
  %12 = load <4 x i32>, ptr %10, align 4, !dbg !271, !tbaa !171
  %13 = ashr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %14 = ashr <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %15 = add nsw <4 x i32> %13, %7, !dbg !273
  %16 = add nsw <4 x i32> %14, %8, !dbg !273
  store <4 x i32> %15, ptr %3, align 4, !dbg !274, !tbaa !171
  store <4 x i32> %16, ptr %4, align 4, !dbg !274, !tbaa !171
  %17 = add nuw i64 %2, 8, !dbg !267
  %18 = icmp eq i64 %17, 256, !dbg !267
  br i1 %18, label %19, label %1, !dbg !267, !llvm.loop !275

19:                                               ; preds = %1
  ret void, !dbg !277
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !278 {
    #dbg_value(ptr @fb, !287, !DIExpression(), !293)
    #dbg_value(ptr @fa, !288, !DIExpression(), !293)
    #dbg_value(float 2.000000e+00, !289, !DIExpression(), !293)
    #dbg_value(i32 256, !290, !DIExpression(), !293)
    #dbg_value(i32 0, !291, !DIExpression(), !294)
  br label %1, !dbg !295

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !296
  %3 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !298
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !298
  %5 = load <4 x float>, ptr %3, align 4, !dbg !298, !tbaa !180
  %6 = load <4 x float>, ptr %4, align 4, !dbg !298, !tbaa !180
  %7 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !299
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !299
  %9 = load <4 x float>, ptr %7, align 4, !dbg !299, !tbaa !180
  %10 = load <4 x float>, ptr %8, align 4, !dbg !299, !tbaa !180
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9), !dbg !300
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10), !dbg !300
  store <4 x float> %11, ptr %7, align 4, !dbg !301, !tbaa !180
  store <4 x float> %12, ptr %8, align 4, !dbg !301, !tbaa !180
  %13 = add nuw i64 %2, 8, !dbg !296
  %14 = icmp eq i64 %13, 256, !dbg !296
  br i1 %14, label %15, label %1, !dbg !296, !llvm.loop !302

15:                                               ; preds = %1
  ret void, !dbg !304
}

; Function Attrs: nofree nounwind
declare !dbg !305 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #4 !dbg !310 {
    #dbg_value(ptr @ia, !314, !DIExpression(), !319)
    #dbg_value(i32 256, !315, !DIExpression(), !319)
    #dbg_value(i32 0, !316, !DIExpression(), !319)
    #dbg_value(i32 0, !317, !DIExpression(), !320)
  br label %1, !dbg !321

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !322
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !324
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !324
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !324, !tbaa !171
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !324, !tbaa !171
  %9 = add <4 x i32> %7, %3, !dbg !325
  %10 = add <4 x i32> %8, %4, !dbg !325
  %11 = add nuw i64 %2, 8, !dbg !322
  %12 = icmp eq i64 %11, 256, !dbg !322
  br i1 %12, label %13, label %1, !dbg !322, !llvm.loop !326

13:                                               ; preds = %1
  %14 = add <4 x i32> %10, %9, !dbg !321
  %15 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %14), !dbg !321
  ret i32 %15, !dbg !328
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #4 !dbg !329 {
    #dbg_value(ptr @ia, !333, !DIExpression(), !338)
    #dbg_value(i32 256, !334, !DIExpression(), !338)
    #dbg_value(i32 0, !335, !DIExpression(), !338)
    #dbg_value(i32 0, !336, !DIExpression(), !339)
  br label %1, !dbg !340

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !341
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !343
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !343
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !343, !tbaa !171
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !343, !tbaa !171
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !343
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !343
  %11 = add nuw i64 %2, 8, !dbg !341
  %12 = icmp eq i64 %11, 256, !dbg !341
  br i1 %12, label %13, label %1, !dbg !341, !llvm.loop !344

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !340
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !340
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255), !dbg !346
  %17 = trunc nuw i32 %16 to i8, !dbg !347
  ret i8 %17, !dbg !348
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 !dbg !349 {
    #dbg_value(ptr @da, !355, !DIExpression(), !361)
    #dbg_value(ptr @fb, !356, !DIExpression(), !361)
    #dbg_value(i32 256, !357, !DIExpression(), !361)
    #dbg_value(double 0.000000e+00, !358, !DIExpression(), !361)
    #dbg_value(i32 0, !359, !DIExpression(), !362)
  br label %1, !dbg !363

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ], !dbg !364
  %3 = phi double [ 0.000000e+00, %0 ], [ %17, %1 ]
  %4 = getelementptr inbounds double, ptr @da, i64 %2, !dbg !366
  %5 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !366
  %6 = load <4 x double>, ptr %4, align 8, !dbg !366, !tbaa !188
  %7 = load <4 x double>, ptr %5, align 8, !dbg !366, !tbaa !188
  %8 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !367
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !367
  %10 = load <4 x float>, ptr %8, align 4, !dbg !367, !tbaa !180
  %11 = load <4 x float>, ptr %9, align 4, !dbg !367, !tbaa !180
  %12 = fpext <4 x float> %10 to <4 x double>, !dbg !368
  %13 = fpext <4 x float> %11 to <4 x double>, !dbg !368
  %14 = fmul <4 x double> %6, %12
  %15 = fmul <4 x double> %7, %13
  %16 = tail call double @llvm.vector.reduce.fadd.v4f64(double %3, <4 x double> %14)
  %17 = tail call double @llvm.vector.reduce.fadd.v4f64(double %16, <4 x double> %15)
  %18 = add nuw i64 %2, 8, !dbg !364
  %19 = icmp eq i64 %18, 256, !dbg !364
  br i1 %19, label %20, label %1, !dbg !364, !llvm.loop !369

20:                                               ; preds = %1
  ret double %17, !dbg !371
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128, !129}
!llvm.ident = !{!130}

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
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!128 = !{i32 7, !"frame-pointer", i32 1}
!129 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!130 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!131 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !132, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!10}
!134 = !{!135, !137, !150, !151, !153, !154, !155, !156, !157, !158, !159, !160}
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 102, type: !10)
!136 = distinct !DILexicalBlock(scope: !131, file: !3, line: 102, column: 3)
!137 = !DILocalVariable(name: "p", scope: !131, file: !3, line: 114, type: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !139)
!139 = !{!140, !141, !142, !144}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !138, file: !3, line: 42, baseType: !5, size: 32)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !138, file: !3, line: 43, baseType: !6, size: 32)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !138, file: !3, line: 44, baseType: !143, size: 32)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !46)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !138, file: !3, line: 45, baseType: !145, size: 32)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !138, file: !3, line: 45, size: 32, elements: !146)
!146 = !{!147, !148, !149}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !145, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !145, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !145, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!150 = !DILocalVariable(name: "x", scope: !131, file: !3, line: 117, type: !6)
!151 = !DILocalVariable(name: "d", scope: !152, file: !3, line: 123, type: !10)
!152 = distinct !DILexicalBlock(scope: !131, file: !3, line: 123, column: 3)
!153 = !DILocalVariable(name: "big", scope: !131, file: !3, line: 128, type: !13)
!154 = !DILocalVariable(name: "neg", scope: !131, file: !3, line: 129, type: !7)
!155 = !DILocalVariable(name: "ld", scope: !131, file: !3, line: 137, type: !114)
!156 = !DILocalVariable(name: "h", scope: !131, file: !3, line: 141, type: !11)
!157 = !DILocalVariable(name: "h2", scope: !131, file: !3, line: 141, type: !11)
!158 = !DILocalVariable(name: "hs", scope: !131, file: !3, line: 142, type: !11)
!159 = !DILocalVariable(name: "nan", scope: !131, file: !3, line: 147, type: !5)
!160 = !DILocalVariable(name: "inf", scope: !131, file: !3, line: 147, type: !5)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !136)
!163 = !DILocation(line: 102, column: 3, scope: !136)
!164 = !DILocation(line: 107, column: 22, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 102, column: 31)
!166 = distinct !DILexicalBlock(scope: !136, file: !3, line: 102, column: 3)
!167 = !DILocation(line: 103, column: 11, scope: !165)
!168 = !DILocation(line: 104, column: 21, scope: !165)
!169 = !DILocation(line: 105, column: 13, scope: !165)
!170 = !DILocation(line: 103, column: 5, scope: !165)
!171 = !{!172, !172, i64 0}
!172 = !{!"int", !173, i64 0}
!173 = !{!"omnipotent char", !174, i64 0}
!174 = !{!"Simple C/C++ TBAA"}
!175 = !DILocation(line: 104, column: 5, scope: !165)
!176 = !DILocation(line: 104, column: 11, scope: !165)
!177 = !DILocation(line: 105, column: 22, scope: !165)
!178 = !DILocation(line: 105, column: 5, scope: !165)
!179 = !DILocation(line: 105, column: 11, scope: !165)
!180 = !{!181, !181, i64 0}
!181 = !{!"float", !173, i64 0}
!182 = !DILocation(line: 106, column: 5, scope: !165)
!183 = !DILocation(line: 106, column: 11, scope: !165)
!184 = !DILocation(line: 107, column: 19, scope: !165)
!185 = !DILocation(line: 107, column: 17, scope: !165)
!186 = !DILocation(line: 107, column: 5, scope: !165)
!187 = !DILocation(line: 107, column: 11, scope: !165)
!188 = !{!189, !189, i64 0}
!189 = !{!"double", !173, i64 0}
!190 = distinct !{!190, !163, !191, !192, !193, !194}
!191 = !DILocation(line: 108, column: 3, scope: !136)
!192 = !{!"llvm.loop.mustprogress"}
!193 = !{!"llvm.loop.isvectorized", i32 1}
!194 = !{!"llvm.loop.unroll.runtime.disable"}
!195 = !DILocalVariable(name: "i", scope: !196, file: !3, line: 87, type: !10)
!196 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !197, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !13}
!199 = !{!200, !201, !195}
!200 = !DILocalVariable(name: "v", arg: 1, scope: !196, file: !3, line: 85, type: !13)
!201 = !DILocalVariable(name: "buf", scope: !196, file: !3, line: 86, type: !202)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 384, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 48)
!205 = !DILocation(line: 0, scope: !196, inlinedAt: !206)
!206 = distinct !DILocation(line: 131, column: 3, scope: !131)
!207 = !DILocation(line: 89, column: 50, scope: !208, inlinedAt: !206)
!208 = distinct !DILexicalBlock(scope: !196, file: !3, line: 89, column: 6)
!209 = !DILocation(line: 89, column: 40, scope: !208, inlinedAt: !206)
!210 = !DILocation(line: 89, column: 32, scope: !208, inlinedAt: !206)
!211 = !DILocation(line: 89, column: 30, scope: !208, inlinedAt: !206)
!212 = !DILocation(line: 89, column: 12, scope: !208, inlinedAt: !206)
!213 = !DILocation(line: 89, column: 8, scope: !208, inlinedAt: !206)
!214 = !DILocation(line: 89, column: 17, scope: !208, inlinedAt: !206)
!215 = !{!173, !173, i64 0}
!216 = !DILocation(line: 89, column: 57, scope: !208, inlinedAt: !206)
!217 = distinct !{!217, !218, !219, !192}
!218 = !DILocation(line: 89, column: 3, scope: !196, inlinedAt: !206)
!219 = !DILocation(line: 89, column: 67, scope: !196, inlinedAt: !206)
!220 = !DILocation(line: 90, column: 20, scope: !196, inlinedAt: !206)
!221 = !DILocation(line: 90, column: 3, scope: !196, inlinedAt: !206)
!222 = !DILocation(line: 91, column: 1, scope: !196, inlinedAt: !206)
!223 = !DILocation(line: 132, column: 3, scope: !131)
!224 = !DILocation(line: 0, scope: !131)
!225 = !DILocation(line: 138, column: 3, scope: !131)
!226 = !DILocation(line: 143, column: 3, scope: !131)
!227 = !DILocation(line: 148, column: 3, scope: !131)
!228 = !DILocation(line: 149, column: 3, scope: !131)
!229 = !DILocation(line: 109, column: 3, scope: !131)
!230 = !DILocation(line: 110, column: 3, scope: !131)
!231 = !DILocation(line: 111, column: 29, scope: !131)
!232 = !DILocation(line: 111, column: 46, scope: !131)
!233 = !DILocation(line: 111, column: 3, scope: !131)
!234 = !DILocation(line: 112, column: 36, scope: !131)
!235 = !DILocation(line: 112, column: 44, scope: !131)
!236 = !DILocation(line: 112, column: 3, scope: !131)
!237 = !DILocation(line: 116, column: 3, scope: !131)
!238 = !DILocation(line: 118, column: 3, scope: !131)
!239 = !DILocation(line: 120, column: 3, scope: !131)
!240 = !DILocation(line: 121, column: 3, scope: !131)
!241 = !DILocation(line: 0, scope: !152)
!242 = !DILocation(line: 123, column: 33, scope: !243)
!243 = distinct !DILexicalBlock(scope: !152, file: !3, line: 123, column: 3)
!244 = !DILocation(line: 124, column: 3, scope: !131)
!245 = !DILocation(line: 130, column: 3, scope: !131)
!246 = !DILocation(line: 86, column: 3, scope: !196, inlinedAt: !206)
!247 = !DILocation(line: 88, column: 3, scope: !196, inlinedAt: !206)
!248 = !DILocation(line: 88, column: 10, scope: !196, inlinedAt: !206)
!249 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !250, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !257)
!250 = !DISubroutineType(cc: DW_CC_nocall, types: !251)
!251 = !{null, !252, !254, !10, !10}
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !255)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!257 = !{!258, !259, !260, !261, !262}
!258 = !DILocalVariable(name: "dst", arg: 1, scope: !249, file: !3, line: 25, type: !252)
!259 = !DILocalVariable(name: "src", arg: 2, scope: !249, file: !3, line: 25, type: !254)
!260 = !DILocalVariable(name: "k", arg: 3, scope: !249, file: !3, line: 25, type: !10)
!261 = !DILocalVariable(name: "n", arg: 4, scope: !249, file: !3, line: 25, type: !10)
!262 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 26, type: !10)
!263 = distinct !DILexicalBlock(scope: !249, file: !3, line: 26, column: 3)
!264 = !DILocation(line: 0, scope: !249)
!265 = !DILocation(line: 0, scope: !263)
!266 = !DILocation(line: 26, column: 3, scope: !263)
!267 = !DILocation(line: 26, column: 26, scope: !268)
!268 = distinct !DILexicalBlock(scope: !263, file: !3, line: 26, column: 3)
!269 = !DILocation(line: 26, column: 40, scope: !268)
!270 = !DILocation(line: 26, column: 47, scope: !268)
!271 = !DILocation(line: 26, column: 54, scope: !268)
!272 = !DILocation(line: 26, column: 61, scope: !268)
!273 = !DILocation(line: 26, column: 51, scope: !268)
!274 = !DILocation(line: 26, column: 38, scope: !268)
!275 = distinct !{!275, !266, !276, !192, !193, !194}
!276 = !DILocation(line: 26, column: 65, scope: !263)
!277 = !DILocation(line: 27, column: 1, scope: !249)
!278 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !279, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !286)
!279 = !DISubroutineType(cc: DW_CC_nocall, types: !280)
!280 = !{null, !281, !283, !5, !10}
!281 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !282)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!286 = !{!287, !288, !289, !290, !291}
!287 = !DILocalVariable(name: "y", arg: 1, scope: !278, file: !3, line: 21, type: !281)
!288 = !DILocalVariable(name: "x", arg: 2, scope: !278, file: !3, line: 21, type: !283)
!289 = !DILocalVariable(name: "k", arg: 3, scope: !278, file: !3, line: 21, type: !5)
!290 = !DILocalVariable(name: "n", arg: 4, scope: !278, file: !3, line: 21, type: !10)
!291 = !DILocalVariable(name: "i", scope: !292, file: !3, line: 22, type: !10)
!292 = distinct !DILexicalBlock(scope: !278, file: !3, line: 22, column: 3)
!293 = !DILocation(line: 0, scope: !278)
!294 = !DILocation(line: 0, scope: !292)
!295 = !DILocation(line: 22, column: 3, scope: !292)
!296 = !DILocation(line: 22, column: 26, scope: !297)
!297 = distinct !DILexicalBlock(scope: !292, file: !3, line: 22, column: 3)
!298 = !DILocation(line: 22, column: 42, scope: !297)
!299 = !DILocation(line: 22, column: 49, scope: !297)
!300 = !DILocation(line: 22, column: 47, scope: !297)
!301 = !DILocation(line: 22, column: 36, scope: !297)
!302 = distinct !{!302, !295, !303, !192, !193, !194}
!303 = !DILocation(line: 22, column: 52, scope: !292)
!304 = !DILocation(line: 23, column: 1, scope: !278)
!305 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 7, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{!10, !308, null}
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!310 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !311, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !313)
!311 = !DISubroutineType(cc: DW_CC_nocall, types: !312)
!312 = !{!10, !255, !10}
!313 = !{!314, !315, !316, !317}
!314 = !DILocalVariable(name: "a", arg: 1, scope: !310, file: !3, line: 15, type: !255)
!315 = !DILocalVariable(name: "n", arg: 2, scope: !310, file: !3, line: 15, type: !10)
!316 = !DILocalVariable(name: "s", scope: !310, file: !3, line: 16, type: !10)
!317 = !DILocalVariable(name: "i", scope: !318, file: !3, line: 17, type: !10)
!318 = distinct !DILexicalBlock(scope: !310, file: !3, line: 17, column: 3)
!319 = !DILocation(line: 0, scope: !310)
!320 = !DILocation(line: 0, scope: !318)
!321 = !DILocation(line: 17, column: 3, scope: !318)
!322 = !DILocation(line: 17, column: 26, scope: !323)
!323 = distinct !DILexicalBlock(scope: !318, file: !3, line: 17, column: 3)
!324 = !DILocation(line: 17, column: 36, scope: !323)
!325 = !DILocation(line: 17, column: 33, scope: !323)
!326 = distinct !{!326, !321, !327, !192, !193, !194}
!327 = !DILocation(line: 17, column: 39, scope: !318)
!328 = !DILocation(line: 18, column: 3, scope: !310)
!329 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !330, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !332)
!330 = !DISubroutineType(cc: DW_CC_nocall, types: !331)
!331 = !{!12, !255, !10}
!332 = !{!333, !334, !335, !336}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !329, file: !3, line: 35, type: !255)
!334 = !DILocalVariable(name: "n", arg: 2, scope: !329, file: !3, line: 35, type: !10)
!335 = !DILocalVariable(name: "m", scope: !329, file: !3, line: 36, type: !10)
!336 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 37, type: !10)
!337 = distinct !DILexicalBlock(scope: !329, file: !3, line: 37, column: 3)
!338 = !DILocation(line: 0, scope: !329)
!339 = !DILocation(line: 0, scope: !337)
!340 = !DILocation(line: 37, column: 3, scope: !337)
!341 = !DILocation(line: 37, column: 26, scope: !342)
!342 = distinct !DILexicalBlock(scope: !337, file: !3, line: 37, column: 3)
!343 = !DILocation(line: 37, column: 35, scope: !342)
!344 = distinct !{!344, !340, !345, !192, !193, !194}
!345 = !DILocation(line: 37, column: 53, scope: !337)
!346 = !DILocation(line: 38, column: 26, scope: !329)
!347 = !DILocation(line: 38, column: 10, scope: !329)
!348 = !DILocation(line: 38, column: 3, scope: !329)
!349 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !350, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !354)
!350 = !DISubroutineType(cc: DW_CC_nocall, types: !351)
!351 = !{!9, !352, !284, !10}
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64)
!353 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!354 = !{!355, !356, !357, !358, !359}
!355 = !DILocalVariable(name: "a", arg: 1, scope: !349, file: !3, line: 29, type: !352)
!356 = !DILocalVariable(name: "b", arg: 2, scope: !349, file: !3, line: 29, type: !284)
!357 = !DILocalVariable(name: "n", arg: 3, scope: !349, file: !3, line: 29, type: !10)
!358 = !DILocalVariable(name: "s", scope: !349, file: !3, line: 30, type: !9)
!359 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 31, type: !10)
!360 = distinct !DILexicalBlock(scope: !349, file: !3, line: 31, column: 3)
!361 = !DILocation(line: 0, scope: !349)
!362 = !DILocation(line: 0, scope: !360)
!363 = !DILocation(line: 31, column: 3, scope: !360)
!364 = !DILocation(line: 31, column: 26, scope: !365)
!365 = distinct !DILexicalBlock(scope: !360, file: !3, line: 31, column: 3)
!366 = !DILocation(line: 31, column: 36, scope: !365)
!367 = !DILocation(line: 31, column: 51, scope: !365)
!368 = !DILocation(line: 31, column: 43, scope: !365)
!369 = distinct !{!369, !363, !370, !192, !193, !194}
!370 = !DILocation(line: 31, column: 54, scope: !360)
!371 = !DILocation(line: 32, column: 3, scope: !349)
