; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !74
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !79
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 16, !dbg !82
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !84
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !40
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !42
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !64
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !69
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !87
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !91
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !93
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !95
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !97
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !99
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !101
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !103

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 !dbg !126 {
  %1 = alloca [48 x i8], align 16, !DIAssignID !153
    #dbg_value(i32 0, !130, !DIExpression(), !154)
  br label %2, !dbg !155

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
    #dbg_value(i32 %3, !130, !DIExpression(), !154)
  %4 = mul nuw nsw i32 %3, 3, !dbg !156
  %5 = add nsw i32 %4, -100, !dbg !159
  %6 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %3, !dbg !160
  store i32 %5, ptr %6, align 4, !dbg !161, !tbaa !162
  %7 = mul nuw nsw i32 %3, 7, !dbg !166
  %8 = and i32 %7, 63, !dbg !167
  %9 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %3, !dbg !168
  store i32 %8, ptr %9, align 4, !dbg !169, !tbaa !162
  %10 = uitofp nneg i32 %3 to float, !dbg !170
  %11 = fmul float %10, 5.000000e-01, !dbg !171
  %12 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %3, !dbg !172
  store float %11, ptr %12, align 4, !dbg !173, !tbaa !174
  %13 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %3, !dbg !176
  store float 1.000000e+00, ptr %13, align 4, !dbg !177, !tbaa !174
  %14 = add nuw nsw i32 %3, 1, !dbg !178
  %15 = uitofp nneg i32 %14 to double, !dbg !179
  %16 = fdiv double 1.000000e+00, %15, !dbg !180
  %17 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %3, !dbg !181
  store double %16, ptr %17, align 8, !dbg !182, !tbaa !183
    #dbg_value(i32 %14, !130, !DIExpression(), !154)
  %18 = icmp eq i32 %14, 256, !dbg !185
  br i1 %18, label %45, label %2, !dbg !155, !llvm.loop !186

19:                                               ; preds = %31, %45
  %20 = phi i128 [ -36893488147419103231, %45 ], [ %37, %31 ]
  %21 = phi i32 [ 47, %45 ], [ %35, %31 ], !dbg !189
    #dbg_value(i32 %21, !199, !DIExpression(), !189)
    #dbg_value(i128 %20, !194, !DIExpression(), !189)
  %22 = freeze i128 %20, !dbg !201
  %23 = udiv i128 %22, 10, !dbg !201
  %24 = mul i128 %23, 10, !dbg !203
  %25 = sub i128 %22, %24, !dbg !203
  %26 = trunc nuw nsw i128 %25 to i8, !dbg !204
  %27 = or disjoint i8 %26, 48, !dbg !205
  %28 = add nsw i32 %21, -1, !dbg !206
    #dbg_value(i32 %28, !199, !DIExpression(), !189)
  %29 = getelementptr inbounds [48 x i8], ptr %1, i32 0, i32 %28, !dbg !207
  store i8 %27, ptr %29, align 1, !dbg !208, !tbaa !209
    #dbg_value(i128 poison, !194, !DIExpression(), !189)
  %30 = icmp ult i128 %20, 10, !dbg !210
  br i1 %30, label %38, label %31, !dbg !210, !llvm.loop !211

31:                                               ; preds = %19
    #dbg_value(i128 %23, !194, !DIExpression(), !189)
    #dbg_value(i32 %28, !199, !DIExpression(), !189)
    #dbg_value(i128 %23, !194, !DIExpression(), !189)
  %32 = urem i128 %23, 10, !dbg !203
  %33 = trunc nuw nsw i128 %32 to i8, !dbg !204
  %34 = or disjoint i8 %33, 48, !dbg !205
  %35 = add nsw i32 %21, -2, !dbg !206
    #dbg_value(i32 %35, !199, !DIExpression(), !189)
  %36 = getelementptr inbounds [48 x i8], ptr %1, i32 0, i32 %35, !dbg !207
  store i8 %34, ptr %36, align 1, !dbg !208, !tbaa !209
  %37 = udiv i128 %20, 100, !dbg !201
    #dbg_value(i128 %37, !194, !DIExpression(), !189)
  br label %19

38:                                               ; preds = %19
  %39 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !214
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %39), !dbg !215
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #6, !dbg !216
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, i64 noundef -6148914691236517206), !dbg !217
    #dbg_value(fp128 0xL18469898CC51701C3FFEDD21FB54442D, !150, !DIExpression(), !218)
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FEDD21FB54442D2, i32 noundef 16), !dbg !219
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 2.375000e+00), !dbg !220
    #dbg_value(float 0x7FF8000000000000, !151, !DIExpression(), !218)
    #dbg_value(float 0x7FF0000000000000, !152, !DIExpression(), !218)
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !221
  ret i32 0, !dbg !222

45:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !223
  tail call fastcc void @saxpy(), !dbg !224
  %46 = tail call fastcc i32 @sum_ints(), !dbg !225
  %47 = tail call fastcc zeroext i8 @clamp_max(), !dbg !226
  %48 = zext i8 %47 to i32, !dbg !226
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46, i32 noundef %48), !dbg !227
  %50 = load float, ptr getelementptr inbounds (i8, ptr @fb, i32 40), align 8, !dbg !228, !tbaa !174
  %51 = fpext float %50 to double, !dbg !228
  %52 = tail call fastcc double @dot(), !dbg !229
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51, double noundef %52), !dbg !230
    #dbg_value(float -1.500000e+00, !132, !DIExpression(), !218)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !231
    #dbg_value(i32 -267534609, !145, !DIExpression(), !218)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !232
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !233
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !234
    #dbg_value(i32 -1, !146, !DIExpression(), !235)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !236
    #dbg_value(i32 0, !146, !DIExpression(), !235)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !236
    #dbg_value(i32 1, !146, !DIExpression(), !235)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !236
    #dbg_value(i32 2, !146, !DIExpression(), !235)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !236
    #dbg_value(i32 3, !146, !DIExpression(), !235)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !236
    #dbg_value(i32 4, !146, !DIExpression(), !235)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !236
    #dbg_value(i32 5, !146, !DIExpression(), !235)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !236
    #dbg_value(i32 6, !146, !DIExpression(), !235)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !236
    #dbg_value(i32 7, !146, !DIExpression(), !235)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !236
    #dbg_value(i32 8, !146, !DIExpression(), !235)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !238
    #dbg_value(i128 -36893488147419103231, !148, !DIExpression(), !218)
    #dbg_value(i128 12297829382473034410, !149, !DIExpression(), !218)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !239
    #dbg_assign(i1 undef, !195, !DIExpression(), !153, ptr %1, !DIExpression(), !189)
    #dbg_value(i128 -36893488147419103231, !194, !DIExpression(), !189)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #6, !dbg !240
    #dbg_value(i32 47, !199, !DIExpression(), !189)
  %69 = getelementptr inbounds i8, ptr %1, i32 47, !dbg !241
  store i8 0, ptr %69, align 1, !dbg !242, !tbaa !209
  br label %19, !dbg !212
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !243 {
    #dbg_value(ptr @ia, !252, !DIExpression(), !258)
    #dbg_value(ptr @ib, !253, !DIExpression(), !258)
    #dbg_value(i32 3, !254, !DIExpression(), !258)
    #dbg_value(i32 256, !255, !DIExpression(), !258)
    #dbg_value(i32 0, !256, !DIExpression(), !259)
  br label %2, !dbg !260

1:                                                ; preds = %2
  ret void, !dbg !261

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i32 %3, !256, !DIExpression(), !259)
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !262
  %5 = load i32, ptr %4, align 8, !dbg !262, !tbaa !162
  %6 = mul nsw i32 %5, 3, !dbg !264
  %7 = getelementptr inbounds i32, ptr @ib, i32 %3, !dbg !265
  %8 = load i32, ptr %7, align 8, !dbg !265, !tbaa !162
  %9 = ashr i32 %8, 1, !dbg !266
  %10 = add nsw i32 %9, %6, !dbg !267
  store i32 %10, ptr %4, align 8, !dbg !268, !tbaa !162
  %11 = or disjoint i32 %3, 1, !dbg !269
    #dbg_value(i32 %11, !256, !DIExpression(), !259)
  %12 = getelementptr inbounds i32, ptr @ia, i32 %11, !dbg !262
  %13 = load i32, ptr %12, align 4, !dbg !262, !tbaa !162
  %14 = mul nsw i32 %13, 3, !dbg !264
  %15 = getelementptr inbounds i32, ptr @ib, i32 %11, !dbg !265
  %16 = load i32, ptr %15, align 4, !dbg !265, !tbaa !162
  %17 = ashr i32 %16, 1, !dbg !266
  %18 = add nsw i32 %17, %14, !dbg !267
  store i32 %18, ptr %12, align 4, !dbg !268, !tbaa !162
  %19 = add nuw nsw i32 %3, 2, !dbg !269
    #dbg_value(i32 %19, !256, !DIExpression(), !259)
  %20 = icmp eq i32 %19, 256, !dbg !270
  br i1 %20, label %1, label %2, !dbg !260, !llvm.loop !271
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !273 {
    #dbg_value(ptr @fb, !282, !DIExpression(), !288)
    #dbg_value(ptr @fa, !283, !DIExpression(), !288)
    #dbg_value(float 2.000000e+00, !284, !DIExpression(), !288)
    #dbg_value(i32 256, !285, !DIExpression(), !288)
    #dbg_value(i32 0, !286, !DIExpression(), !289)
  br label %2, !dbg !290

1:                                                ; preds = %2
  ret void, !dbg !291

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
    #dbg_value(i32 %3, !286, !DIExpression(), !289)
  %4 = getelementptr inbounds float, ptr @fa, i32 %3, !dbg !292
  %5 = load float, ptr %4, align 8, !dbg !292, !tbaa !174
  %6 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !294
  %7 = load float, ptr %6, align 8, !dbg !294, !tbaa !174
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !295
  store float %8, ptr %6, align 8, !dbg !296, !tbaa !174
  %9 = or disjoint i32 %3, 1, !dbg !297
    #dbg_value(i32 %9, !286, !DIExpression(), !289)
  %10 = getelementptr inbounds float, ptr @fa, i32 %9, !dbg !292
  %11 = load float, ptr %10, align 4, !dbg !292, !tbaa !174
  %12 = getelementptr inbounds float, ptr @fb, i32 %9, !dbg !294
  %13 = load float, ptr %12, align 4, !dbg !294, !tbaa !174
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13), !dbg !295
  store float %14, ptr %12, align 4, !dbg !296, !tbaa !174
  %15 = add nuw nsw i32 %3, 2, !dbg !297
    #dbg_value(i32 %15, !286, !DIExpression(), !289)
  %16 = icmp eq i32 %15, 256, !dbg !298
  br i1 %16, label %1, label %2, !dbg !290, !llvm.loop !299
}

; Function Attrs: nofree nounwind
declare !dbg !301 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @sum_ints() unnamed_addr #3 !dbg !306 {
    #dbg_value(ptr @ia, !310, !DIExpression(), !315)
    #dbg_value(i32 256, !311, !DIExpression(), !315)
    #dbg_value(i32 0, !312, !DIExpression(), !315)
    #dbg_value(i32 0, !313, !DIExpression(), !316)
  br label %2, !dbg !317

1:                                                ; preds = %2
  ret i32 %19, !dbg !318

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %20, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i32 %3, !313, !DIExpression(), !316)
    #dbg_value(i32 %4, !312, !DIExpression(), !315)
  %5 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !319
  %6 = load i32, ptr %5, align 16, !dbg !319, !tbaa !162
  %7 = add nsw i32 %6, %4, !dbg !321
    #dbg_value(i32 %7, !312, !DIExpression(), !315)
  %8 = or disjoint i32 %3, 1, !dbg !322
    #dbg_value(i32 %8, !313, !DIExpression(), !316)
  %9 = getelementptr inbounds i32, ptr @ia, i32 %8, !dbg !319
  %10 = load i32, ptr %9, align 4, !dbg !319, !tbaa !162
  %11 = add nsw i32 %10, %7, !dbg !321
    #dbg_value(i32 %11, !312, !DIExpression(), !315)
  %12 = or disjoint i32 %3, 2, !dbg !322
    #dbg_value(i32 %12, !313, !DIExpression(), !316)
  %13 = getelementptr inbounds i32, ptr @ia, i32 %12, !dbg !319
  %14 = load i32, ptr %13, align 8, !dbg !319, !tbaa !162
  %15 = add nsw i32 %14, %11, !dbg !321
    #dbg_value(i32 %15, !312, !DIExpression(), !315)
  %16 = or disjoint i32 %3, 3, !dbg !322
    #dbg_value(i32 %16, !313, !DIExpression(), !316)
  %17 = getelementptr inbounds i32, ptr @ia, i32 %16, !dbg !319
  %18 = load i32, ptr %17, align 4, !dbg !319, !tbaa !162
  %19 = add nsw i32 %18, %15, !dbg !321
    #dbg_value(i32 %19, !312, !DIExpression(), !315)
  %20 = add nuw nsw i32 %3, 4, !dbg !322
    #dbg_value(i32 %20, !313, !DIExpression(), !316)
  %21 = icmp eq i32 %20, 256, !dbg !323
  br i1 %21, label %1, label %2, !dbg !317, !llvm.loop !324
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #3 !dbg !326 {
    #dbg_value(ptr @ia, !330, !DIExpression(), !335)
    #dbg_value(i32 256, !331, !DIExpression(), !335)
    #dbg_value(i32 0, !332, !DIExpression(), !335)
    #dbg_value(i32 0, !333, !DIExpression(), !336)
  br label %4, !dbg !337

1:                                                ; preds = %4
  %2 = tail call i32 @llvm.smin.i32(i32 %21, i32 255), !dbg !338
  %3 = trunc nuw i32 %2 to i8, !dbg !339
  ret i8 %3, !dbg !340

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %21, %4 ]
    #dbg_value(i32 %5, !333, !DIExpression(), !336)
    #dbg_value(i32 %6, !332, !DIExpression(), !335)
  %7 = getelementptr inbounds i32, ptr @ia, i32 %5, !dbg !341
  %8 = load i32, ptr %7, align 16, !dbg !341, !tbaa !162
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 %6), !dbg !341
    #dbg_value(i32 %9, !332, !DIExpression(), !335)
  %10 = or disjoint i32 %5, 1, !dbg !343
    #dbg_value(i32 %10, !333, !DIExpression(), !336)
  %11 = getelementptr inbounds i32, ptr @ia, i32 %10, !dbg !341
  %12 = load i32, ptr %11, align 4, !dbg !341, !tbaa !162
  %13 = tail call i32 @llvm.smax.i32(i32 %12, i32 %9), !dbg !341
    #dbg_value(i32 %13, !332, !DIExpression(), !335)
  %14 = or disjoint i32 %5, 2, !dbg !343
    #dbg_value(i32 %14, !333, !DIExpression(), !336)
  %15 = getelementptr inbounds i32, ptr @ia, i32 %14, !dbg !341
  %16 = load i32, ptr %15, align 8, !dbg !341, !tbaa !162
  %17 = tail call i32 @llvm.smax.i32(i32 %16, i32 %13), !dbg !341
    #dbg_value(i32 %17, !332, !DIExpression(), !335)
  %18 = or disjoint i32 %5, 3, !dbg !343
    #dbg_value(i32 %18, !333, !DIExpression(), !336)
  %19 = getelementptr inbounds i32, ptr @ia, i32 %18, !dbg !341
  %20 = load i32, ptr %19, align 4, !dbg !341, !tbaa !162
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 %17), !dbg !341
    #dbg_value(i32 %21, !332, !DIExpression(), !335)
  %22 = add nuw nsw i32 %5, 4, !dbg !343
    #dbg_value(i32 %22, !333, !DIExpression(), !336)
  %23 = icmp eq i32 %22, 256, !dbg !344
  br i1 %23, label %1, label %4, !dbg !337, !llvm.loop !345
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc double @dot() unnamed_addr #3 !dbg !347 {
    #dbg_value(ptr @da, !353, !DIExpression(), !359)
    #dbg_value(ptr @fb, !354, !DIExpression(), !359)
    #dbg_value(i32 256, !355, !DIExpression(), !359)
    #dbg_value(double 0.000000e+00, !356, !DIExpression(), !359)
    #dbg_value(i32 0, !357, !DIExpression(), !360)
  br label %2, !dbg !361

1:                                                ; preds = %2
  ret double %17, !dbg !362

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
    #dbg_value(i32 %3, !357, !DIExpression(), !360)
    #dbg_value(double %4, !356, !DIExpression(), !359)
  %5 = getelementptr inbounds double, ptr @da, i32 %3, !dbg !363
  %6 = load double, ptr %5, align 16, !dbg !363, !tbaa !183
  %7 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !365
  %8 = load float, ptr %7, align 8, !dbg !365, !tbaa !174
  %9 = fpext float %8 to double, !dbg !366
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !367
    #dbg_value(double %10, !356, !DIExpression(), !359)
  %11 = or disjoint i32 %3, 1, !dbg !368
    #dbg_value(i32 %11, !357, !DIExpression(), !360)
  %12 = getelementptr inbounds double, ptr @da, i32 %11, !dbg !363
  %13 = load double, ptr %12, align 8, !dbg !363, !tbaa !183
  %14 = getelementptr inbounds float, ptr @fb, i32 %11, !dbg !365
  %15 = load float, ptr %14, align 4, !dbg !365, !tbaa !174
  %16 = fpext float %15 to double, !dbg !366
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !367
    #dbg_value(double %17, !356, !DIExpression(), !359)
  %18 = add nuw nsw i32 %3, 2, !dbg !368
    #dbg_value(i32 %18, !357, !DIExpression(), !360)
  %19 = icmp eq i32 %18, 256, !dbg !369
  br i1 %19, label %1, label %2, !dbg !361, !llvm.loop !370
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!121, !122, !123, !124}
!llvm.ident = !{!125}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15, !20, !25, !30, !35, !40, !42, !47, !52, !57, !59, !64, !69, !0, !74, !79, !82, !84, !87, !89, !91, !93, !95, !97, !99, !101, !103, !108}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 120, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 15)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 176, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 22)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 344, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 43)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !17, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 216, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 27)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 6)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !22, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 136, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 17)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 11)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 144, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 18)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 256)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !77)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !81, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 16384, elements: !77)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !44, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !44, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !44, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !44, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !44, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !44, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !44, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !44, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 24, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 3)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "c", scope: !110, file: !3, line: 96, type: !119, isLocal: true, isDefinition: true)
!110 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !111, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !113}
!113 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!114 = !{!115, !116, !117}
!115 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !3, line: 94, type: !113)
!116 = !DILocalVariable(name: "r", scope: !110, file: !3, line: 95, type: !113)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 97, type: !10)
!118 = distinct !DILexicalBlock(scope: !110, file: !3, line: 97, column: 3)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 512, elements: !45)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!121 = !{i32 7, !"Dwarf Version", i32 4}
!122 = !{i32 2, !"Debug Info Version", i32 3}
!123 = !{i32 1, !"wchar_size", i32 4}
!124 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!125 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!126 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !127, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!10}
!129 = !{!130, !132, !145, !146, !148, !149, !150, !151, !152}
!130 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 102, type: !10)
!131 = distinct !DILexicalBlock(scope: !126, file: !3, line: 102, column: 3)
!132 = !DILocalVariable(name: "p", scope: !126, file: !3, line: 114, type: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !134)
!134 = !{!135, !136, !137, !139}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !133, file: !3, line: 42, baseType: !5, size: 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !133, file: !3, line: 43, baseType: !6, size: 32)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !133, file: !3, line: 44, baseType: !138, size: 32)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !45)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !133, file: !3, line: 45, baseType: !140, size: 32)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !133, file: !3, line: 45, size: 32, elements: !141)
!141 = !{!142, !143, !144}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !140, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !140, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !140, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!145 = !DILocalVariable(name: "x", scope: !126, file: !3, line: 117, type: !6)
!146 = !DILocalVariable(name: "d", scope: !147, file: !3, line: 123, type: !10)
!147 = distinct !DILexicalBlock(scope: !126, file: !3, line: 123, column: 3)
!148 = !DILocalVariable(name: "big", scope: !126, file: !3, line: 128, type: !12)
!149 = !DILocalVariable(name: "neg", scope: !126, file: !3, line: 129, type: !7)
!150 = !DILocalVariable(name: "ld", scope: !126, file: !3, line: 137, type: !113)
!151 = !DILocalVariable(name: "nan", scope: !126, file: !3, line: 147, type: !5)
!152 = !DILocalVariable(name: "inf", scope: !126, file: !3, line: 147, type: !5)
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !131)
!155 = !DILocation(line: 102, column: 3, scope: !131)
!156 = !DILocation(line: 103, column: 15, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 102, column: 31)
!158 = distinct !DILexicalBlock(scope: !131, file: !3, line: 102, column: 3)
!159 = !DILocation(line: 103, column: 19, scope: !157)
!160 = !DILocation(line: 103, column: 5, scope: !157)
!161 = !DILocation(line: 103, column: 11, scope: !157)
!162 = !{!163, !163, i64 0}
!163 = !{!"int", !164, i64 0}
!164 = !{!"omnipotent char", !165, i64 0}
!165 = !{!"Simple C/C++ TBAA"}
!166 = !DILocation(line: 104, column: 16, scope: !157)
!167 = !DILocation(line: 104, column: 21, scope: !157)
!168 = !DILocation(line: 104, column: 5, scope: !157)
!169 = !DILocation(line: 104, column: 11, scope: !157)
!170 = !DILocation(line: 105, column: 13, scope: !157)
!171 = !DILocation(line: 105, column: 22, scope: !157)
!172 = !DILocation(line: 105, column: 5, scope: !157)
!173 = !DILocation(line: 105, column: 11, scope: !157)
!174 = !{!175, !175, i64 0}
!175 = !{!"float", !164, i64 0}
!176 = !DILocation(line: 106, column: 5, scope: !157)
!177 = !DILocation(line: 106, column: 11, scope: !157)
!178 = !DILocation(line: 107, column: 22, scope: !157)
!179 = !DILocation(line: 107, column: 19, scope: !157)
!180 = !DILocation(line: 107, column: 17, scope: !157)
!181 = !DILocation(line: 107, column: 5, scope: !157)
!182 = !DILocation(line: 107, column: 11, scope: !157)
!183 = !{!184, !184, i64 0}
!184 = !{!"double", !164, i64 0}
!185 = !DILocation(line: 102, column: 21, scope: !158)
!186 = distinct !{!186, !155, !187, !188}
!187 = !DILocation(line: 108, column: 3, scope: !131)
!188 = !{!"llvm.loop.mustprogress"}
!189 = !DILocation(line: 0, scope: !190, inlinedAt: !200)
!190 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !191, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !12}
!193 = !{!194, !195, !199}
!194 = !DILocalVariable(name: "v", arg: 1, scope: !190, file: !3, line: 85, type: !12)
!195 = !DILocalVariable(name: "buf", scope: !190, file: !3, line: 86, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 48)
!199 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 87, type: !10)
!200 = distinct !DILocation(line: 131, column: 3, scope: !126)
!201 = !DILocation(line: 89, column: 50, scope: !202, inlinedAt: !200)
!202 = distinct !DILexicalBlock(scope: !190, file: !3, line: 89, column: 6)
!203 = !DILocation(line: 89, column: 40, scope: !202, inlinedAt: !200)
!204 = !DILocation(line: 89, column: 32, scope: !202, inlinedAt: !200)
!205 = !DILocation(line: 89, column: 30, scope: !202, inlinedAt: !200)
!206 = !DILocation(line: 89, column: 12, scope: !202, inlinedAt: !200)
!207 = !DILocation(line: 89, column: 8, scope: !202, inlinedAt: !200)
!208 = !DILocation(line: 89, column: 17, scope: !202, inlinedAt: !200)
!209 = !{!164, !164, i64 0}
!210 = !DILocation(line: 89, column: 57, scope: !202, inlinedAt: !200)
!211 = distinct !{!211, !212, !213, !188}
!212 = !DILocation(line: 89, column: 3, scope: !190, inlinedAt: !200)
!213 = !DILocation(line: 89, column: 67, scope: !190, inlinedAt: !200)
!214 = !DILocation(line: 90, column: 20, scope: !190, inlinedAt: !200)
!215 = !DILocation(line: 90, column: 3, scope: !190, inlinedAt: !200)
!216 = !DILocation(line: 91, column: 1, scope: !190, inlinedAt: !200)
!217 = !DILocation(line: 132, column: 3, scope: !126)
!218 = !DILocation(line: 0, scope: !126)
!219 = !DILocation(line: 138, column: 3, scope: !126)
!220 = !DILocation(line: 145, column: 3, scope: !126)
!221 = !DILocation(line: 148, column: 3, scope: !126)
!222 = !DILocation(line: 149, column: 3, scope: !126)
!223 = !DILocation(line: 109, column: 3, scope: !126)
!224 = !DILocation(line: 110, column: 3, scope: !126)
!225 = !DILocation(line: 111, column: 29, scope: !126)
!226 = !DILocation(line: 111, column: 46, scope: !126)
!227 = !DILocation(line: 111, column: 3, scope: !126)
!228 = !DILocation(line: 112, column: 36, scope: !126)
!229 = !DILocation(line: 112, column: 44, scope: !126)
!230 = !DILocation(line: 112, column: 3, scope: !126)
!231 = !DILocation(line: 116, column: 3, scope: !126)
!232 = !DILocation(line: 118, column: 3, scope: !126)
!233 = !DILocation(line: 120, column: 3, scope: !126)
!234 = !DILocation(line: 121, column: 3, scope: !126)
!235 = !DILocation(line: 0, scope: !147)
!236 = !DILocation(line: 123, column: 33, scope: !237)
!237 = distinct !DILexicalBlock(scope: !147, file: !3, line: 123, column: 3)
!238 = !DILocation(line: 124, column: 3, scope: !126)
!239 = !DILocation(line: 130, column: 3, scope: !126)
!240 = !DILocation(line: 86, column: 3, scope: !190, inlinedAt: !200)
!241 = !DILocation(line: 88, column: 3, scope: !190, inlinedAt: !200)
!242 = !DILocation(line: 88, column: 10, scope: !190, inlinedAt: !200)
!243 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !244, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !251)
!244 = !DISubroutineType(cc: DW_CC_nocall, types: !245)
!245 = !{null, !246, !248, !10, !10}
!246 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !247)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!248 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !249)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 32)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!251 = !{!252, !253, !254, !255, !256}
!252 = !DILocalVariable(name: "dst", arg: 1, scope: !243, file: !3, line: 25, type: !246)
!253 = !DILocalVariable(name: "src", arg: 2, scope: !243, file: !3, line: 25, type: !248)
!254 = !DILocalVariable(name: "k", arg: 3, scope: !243, file: !3, line: 25, type: !10)
!255 = !DILocalVariable(name: "n", arg: 4, scope: !243, file: !3, line: 25, type: !10)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 26, type: !10)
!257 = distinct !DILexicalBlock(scope: !243, file: !3, line: 26, column: 3)
!258 = !DILocation(line: 0, scope: !243)
!259 = !DILocation(line: 0, scope: !257)
!260 = !DILocation(line: 26, column: 3, scope: !257)
!261 = !DILocation(line: 27, column: 1, scope: !243)
!262 = !DILocation(line: 26, column: 40, scope: !263)
!263 = distinct !DILexicalBlock(scope: !257, file: !3, line: 26, column: 3)
!264 = !DILocation(line: 26, column: 47, scope: !263)
!265 = !DILocation(line: 26, column: 54, scope: !263)
!266 = !DILocation(line: 26, column: 61, scope: !263)
!267 = !DILocation(line: 26, column: 51, scope: !263)
!268 = !DILocation(line: 26, column: 38, scope: !263)
!269 = !DILocation(line: 26, column: 26, scope: !263)
!270 = !DILocation(line: 26, column: 21, scope: !263)
!271 = distinct !{!271, !260, !272, !188}
!272 = !DILocation(line: 26, column: 65, scope: !257)
!273 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !274, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!274 = !DISubroutineType(cc: DW_CC_nocall, types: !275)
!275 = !{null, !276, !278, !5, !10}
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!278 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 32)
!280 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!281 = !{!282, !283, !284, !285, !286}
!282 = !DILocalVariable(name: "y", arg: 1, scope: !273, file: !3, line: 21, type: !276)
!283 = !DILocalVariable(name: "x", arg: 2, scope: !273, file: !3, line: 21, type: !278)
!284 = !DILocalVariable(name: "k", arg: 3, scope: !273, file: !3, line: 21, type: !5)
!285 = !DILocalVariable(name: "n", arg: 4, scope: !273, file: !3, line: 21, type: !10)
!286 = !DILocalVariable(name: "i", scope: !287, file: !3, line: 22, type: !10)
!287 = distinct !DILexicalBlock(scope: !273, file: !3, line: 22, column: 3)
!288 = !DILocation(line: 0, scope: !273)
!289 = !DILocation(line: 0, scope: !287)
!290 = !DILocation(line: 22, column: 3, scope: !287)
!291 = !DILocation(line: 23, column: 1, scope: !273)
!292 = !DILocation(line: 22, column: 42, scope: !293)
!293 = distinct !DILexicalBlock(scope: !287, file: !3, line: 22, column: 3)
!294 = !DILocation(line: 22, column: 49, scope: !293)
!295 = !DILocation(line: 22, column: 47, scope: !293)
!296 = !DILocation(line: 22, column: 36, scope: !293)
!297 = !DILocation(line: 22, column: 26, scope: !293)
!298 = !DILocation(line: 22, column: 21, scope: !293)
!299 = distinct !{!299, !290, !300, !188}
!300 = !DILocation(line: 22, column: 52, scope: !287)
!301 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 7, type: !302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DISubroutineType(types: !303)
!303 = !{!10, !304, null}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 32)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!306 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !307, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !309)
!307 = !DISubroutineType(cc: DW_CC_nocall, types: !308)
!308 = !{!10, !249, !10}
!309 = !{!310, !311, !312, !313}
!310 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !3, line: 15, type: !249)
!311 = !DILocalVariable(name: "n", arg: 2, scope: !306, file: !3, line: 15, type: !10)
!312 = !DILocalVariable(name: "s", scope: !306, file: !3, line: 16, type: !10)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 17, type: !10)
!314 = distinct !DILexicalBlock(scope: !306, file: !3, line: 17, column: 3)
!315 = !DILocation(line: 0, scope: !306)
!316 = !DILocation(line: 0, scope: !314)
!317 = !DILocation(line: 17, column: 3, scope: !314)
!318 = !DILocation(line: 18, column: 3, scope: !306)
!319 = !DILocation(line: 17, column: 36, scope: !320)
!320 = distinct !DILexicalBlock(scope: !314, file: !3, line: 17, column: 3)
!321 = !DILocation(line: 17, column: 33, scope: !320)
!322 = !DILocation(line: 17, column: 26, scope: !320)
!323 = !DILocation(line: 17, column: 21, scope: !320)
!324 = distinct !{!324, !317, !325, !188}
!325 = !DILocation(line: 17, column: 39, scope: !314)
!326 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !327, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !329)
!327 = !DISubroutineType(cc: DW_CC_nocall, types: !328)
!328 = !{!11, !249, !10}
!329 = !{!330, !331, !332, !333}
!330 = !DILocalVariable(name: "a", arg: 1, scope: !326, file: !3, line: 35, type: !249)
!331 = !DILocalVariable(name: "n", arg: 2, scope: !326, file: !3, line: 35, type: !10)
!332 = !DILocalVariable(name: "m", scope: !326, file: !3, line: 36, type: !10)
!333 = !DILocalVariable(name: "i", scope: !334, file: !3, line: 37, type: !10)
!334 = distinct !DILexicalBlock(scope: !326, file: !3, line: 37, column: 3)
!335 = !DILocation(line: 0, scope: !326)
!336 = !DILocation(line: 0, scope: !334)
!337 = !DILocation(line: 37, column: 3, scope: !334)
!338 = !DILocation(line: 38, column: 26, scope: !326)
!339 = !DILocation(line: 38, column: 10, scope: !326)
!340 = !DILocation(line: 38, column: 3, scope: !326)
!341 = !DILocation(line: 37, column: 35, scope: !342)
!342 = distinct !DILexicalBlock(scope: !334, file: !3, line: 37, column: 3)
!343 = !DILocation(line: 37, column: 26, scope: !342)
!344 = !DILocation(line: 37, column: 21, scope: !342)
!345 = distinct !{!345, !337, !346, !188}
!346 = !DILocation(line: 37, column: 53, scope: !334)
!347 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !348, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !352)
!348 = !DISubroutineType(cc: DW_CC_nocall, types: !349)
!349 = !{!9, !350, !279, !10}
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 32)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!352 = !{!353, !354, !355, !356, !357}
!353 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !3, line: 29, type: !350)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !3, line: 29, type: !279)
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
!370 = distinct !{!370, !361, !371, !188}
!371 = !DILocation(line: 31, column: 54, scope: !358)
