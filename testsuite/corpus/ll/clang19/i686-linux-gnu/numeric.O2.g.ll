; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !66
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !71
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !74
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !76
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !37
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !44
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !54
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !64
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !79
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !81
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !83
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !85
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !87
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !89
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !91
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !93
@str = private unnamed_addr constant [17 x i8] c"u128 unsupported\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !117 {
    #dbg_value(i32 0, !121, !DIExpression(), !142)
  br label %1, !dbg !143

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
    #dbg_value(i32 %2, !121, !DIExpression(), !142)
  %3 = mul nuw nsw i32 %2, 3, !dbg !144
  %4 = add nsw i32 %3, -100, !dbg !147
  %5 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %2, !dbg !148
  store i32 %4, ptr %5, align 4, !dbg !149, !tbaa !150
  %6 = mul nuw nsw i32 %2, 7, !dbg !154
  %7 = and i32 %6, 63, !dbg !155
  %8 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %2, !dbg !156
  store i32 %7, ptr %8, align 4, !dbg !157, !tbaa !150
  %9 = uitofp nneg i32 %2 to float, !dbg !158
  %10 = fmul float %9, 5.000000e-01, !dbg !159
  %11 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %2, !dbg !160
  store float %10, ptr %11, align 4, !dbg !161, !tbaa !162
  %12 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %2, !dbg !164
  store float 1.000000e+00, ptr %12, align 4, !dbg !165, !tbaa !162
  %13 = add nuw nsw i32 %2, 1, !dbg !166
  %14 = uitofp nneg i32 %13 to double, !dbg !167
  %15 = fdiv double 1.000000e+00, %14, !dbg !168
  %16 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %2, !dbg !169
  store double %15, ptr %16, align 8, !dbg !170, !tbaa !171
    #dbg_value(i32 %13, !121, !DIExpression(), !142)
  %17 = icmp eq i32 %13, 256, !dbg !173
  br i1 %17, label %18, label %1, !dbg !143, !llvm.loop !174

18:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !177
  tail call fastcc void @saxpy(), !dbg !178
  %19 = tail call fastcc i32 @sum_ints(), !dbg !179
  %20 = tail call fastcc zeroext i8 @clamp_max(), !dbg !180
  %21 = zext i8 %20 to i32, !dbg !180
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef %21), !dbg !181
  %23 = load float, ptr getelementptr inbounds (i8, ptr @fb, i32 40), align 4, !dbg !182, !tbaa !162
  %24 = fpext float %23 to double, !dbg !182
  %25 = tail call fastcc double @dot(), !dbg !183
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %24, double noundef %25), !dbg !184
    #dbg_value(float -1.500000e+00, !123, !DIExpression(), !185)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !186
    #dbg_value(i32 -267534609, !136, !DIExpression(), !185)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !187
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !188
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !189
    #dbg_value(i32 -1, !137, !DIExpression(), !190)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !191
    #dbg_value(i32 0, !137, !DIExpression(), !190)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.12), !dbg !191
    #dbg_value(i32 1, !137, !DIExpression(), !190)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !191
    #dbg_value(i32 2, !137, !DIExpression(), !190)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !191
    #dbg_value(i32 3, !137, !DIExpression(), !190)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !191
    #dbg_value(i32 4, !137, !DIExpression(), !190)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !191
    #dbg_value(i32 5, !137, !DIExpression(), !190)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !191
    #dbg_value(i32 6, !137, !DIExpression(), !190)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !191
    #dbg_value(i32 7, !137, !DIExpression(), !190)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !191
    #dbg_value(i32 8, !137, !DIExpression(), !190)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !193
  %41 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !194
    #dbg_value(x86_fp80 0xK3FFEEE90FDAA22168C23, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !185)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FEDD21FB54442D2, i32 noundef 12), !dbg !195
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 2.375000e+00), !dbg !196
    #dbg_value(float 0x7FF8000000000000, !140, !DIExpression(), !185)
    #dbg_value(float 0x7FF0000000000000, !141, !DIExpression(), !185)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !197
  ret i32 0, !dbg !198
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #1 !dbg !199 {
    #dbg_value(ptr @ia, !208, !DIExpression(), !214)
    #dbg_value(ptr @ib, !209, !DIExpression(), !214)
    #dbg_value(i32 3, !210, !DIExpression(), !214)
    #dbg_value(i32 256, !211, !DIExpression(), !214)
    #dbg_value(i32 0, !212, !DIExpression(), !215)
  br label %2, !dbg !216

1:                                                ; preds = %2
  ret void, !dbg !217

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i32 %3, !212, !DIExpression(), !215)
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !218
  %5 = load i32, ptr %4, align 4, !dbg !218, !tbaa !150
  %6 = mul nsw i32 %5, 3, !dbg !220
  %7 = getelementptr inbounds i32, ptr @ib, i32 %3, !dbg !221
  %8 = load i32, ptr %7, align 4, !dbg !221, !tbaa !150
  %9 = ashr i32 %8, 1, !dbg !222
  %10 = add nsw i32 %9, %6, !dbg !223
  store i32 %10, ptr %4, align 4, !dbg !224, !tbaa !150
  %11 = or disjoint i32 %3, 1, !dbg !225
    #dbg_value(i32 %11, !212, !DIExpression(), !215)
  %12 = getelementptr inbounds i32, ptr @ia, i32 %11, !dbg !218
  %13 = load i32, ptr %12, align 4, !dbg !218, !tbaa !150
  %14 = mul nsw i32 %13, 3, !dbg !220
  %15 = getelementptr inbounds i32, ptr @ib, i32 %11, !dbg !221
  %16 = load i32, ptr %15, align 4, !dbg !221, !tbaa !150
  %17 = ashr i32 %16, 1, !dbg !222
  %18 = add nsw i32 %17, %14, !dbg !223
  store i32 %18, ptr %12, align 4, !dbg !224, !tbaa !150
  %19 = add nuw nsw i32 %3, 2, !dbg !225
    #dbg_value(i32 %19, !212, !DIExpression(), !215)
  %20 = icmp eq i32 %19, 256, !dbg !226
  br i1 %20, label %1, label %2, !dbg !216, !llvm.loop !227
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #1 !dbg !229 {
    #dbg_value(ptr @fb, !238, !DIExpression(), !244)
    #dbg_value(ptr @fa, !239, !DIExpression(), !244)
    #dbg_value(float 2.000000e+00, !240, !DIExpression(), !244)
    #dbg_value(i32 256, !241, !DIExpression(), !244)
    #dbg_value(i32 0, !242, !DIExpression(), !245)
  br label %2, !dbg !246

1:                                                ; preds = %2
  ret void, !dbg !247

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
    #dbg_value(i32 %3, !242, !DIExpression(), !245)
  %4 = getelementptr inbounds float, ptr @fa, i32 %3, !dbg !248
  %5 = load float, ptr %4, align 4, !dbg !248, !tbaa !162
  %6 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !250
  %7 = load float, ptr %6, align 4, !dbg !250, !tbaa !162
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !251
  store float %8, ptr %6, align 4, !dbg !252, !tbaa !162
  %9 = or disjoint i32 %3, 1, !dbg !253
    #dbg_value(i32 %9, !242, !DIExpression(), !245)
  %10 = getelementptr inbounds float, ptr @fa, i32 %9, !dbg !248
  %11 = load float, ptr %10, align 4, !dbg !248, !tbaa !162
  %12 = getelementptr inbounds float, ptr @fb, i32 %9, !dbg !250
  %13 = load float, ptr %12, align 4, !dbg !250, !tbaa !162
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13), !dbg !251
  store float %14, ptr %12, align 4, !dbg !252, !tbaa !162
  %15 = add nuw nsw i32 %3, 2, !dbg !253
    #dbg_value(i32 %15, !242, !DIExpression(), !245)
  %16 = icmp eq i32 %15, 256, !dbg !254
  br i1 %16, label %1, label %2, !dbg !246, !llvm.loop !255
}

; Function Attrs: nofree nounwind
declare !dbg !257 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #3 !dbg !262 {
    #dbg_value(ptr @ia, !266, !DIExpression(), !271)
    #dbg_value(i32 256, !267, !DIExpression(), !271)
    #dbg_value(i32 0, !268, !DIExpression(), !271)
    #dbg_value(i32 0, !269, !DIExpression(), !272)
  br label %2, !dbg !273

1:                                                ; preds = %2
  ret i32 %35, !dbg !274

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %36, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %35, %2 ]
    #dbg_value(i32 %3, !269, !DIExpression(), !272)
    #dbg_value(i32 %4, !268, !DIExpression(), !271)
  %5 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !275
  %6 = load i32, ptr %5, align 4, !dbg !275, !tbaa !150
  %7 = add nsw i32 %6, %4, !dbg !277
    #dbg_value(i32 %7, !268, !DIExpression(), !271)
  %8 = or disjoint i32 %3, 1, !dbg !278
    #dbg_value(i32 %8, !269, !DIExpression(), !272)
  %9 = getelementptr inbounds i32, ptr @ia, i32 %8, !dbg !275
  %10 = load i32, ptr %9, align 4, !dbg !275, !tbaa !150
  %11 = add nsw i32 %10, %7, !dbg !277
    #dbg_value(i32 %11, !268, !DIExpression(), !271)
  %12 = or disjoint i32 %3, 2, !dbg !278
    #dbg_value(i32 %12, !269, !DIExpression(), !272)
  %13 = getelementptr inbounds i32, ptr @ia, i32 %12, !dbg !275
  %14 = load i32, ptr %13, align 4, !dbg !275, !tbaa !150
  %15 = add nsw i32 %14, %11, !dbg !277
    #dbg_value(i32 %15, !268, !DIExpression(), !271)
  %16 = or disjoint i32 %3, 3, !dbg !278
    #dbg_value(i32 %16, !269, !DIExpression(), !272)
  %17 = getelementptr inbounds i32, ptr @ia, i32 %16, !dbg !275
  %18 = load i32, ptr %17, align 4, !dbg !275, !tbaa !150
  %19 = add nsw i32 %18, %15, !dbg !277
    #dbg_value(i32 %19, !268, !DIExpression(), !271)
  %20 = or disjoint i32 %3, 4, !dbg !278
    #dbg_value(i32 %20, !269, !DIExpression(), !272)
  %21 = getelementptr inbounds i32, ptr @ia, i32 %20, !dbg !275
  %22 = load i32, ptr %21, align 4, !dbg !275, !tbaa !150
  %23 = add nsw i32 %22, %19, !dbg !277
    #dbg_value(i32 %23, !268, !DIExpression(), !271)
  %24 = or disjoint i32 %3, 5, !dbg !278
    #dbg_value(i32 %24, !269, !DIExpression(), !272)
  %25 = getelementptr inbounds i32, ptr @ia, i32 %24, !dbg !275
  %26 = load i32, ptr %25, align 4, !dbg !275, !tbaa !150
  %27 = add nsw i32 %26, %23, !dbg !277
    #dbg_value(i32 %27, !268, !DIExpression(), !271)
  %28 = or disjoint i32 %3, 6, !dbg !278
    #dbg_value(i32 %28, !269, !DIExpression(), !272)
  %29 = getelementptr inbounds i32, ptr @ia, i32 %28, !dbg !275
  %30 = load i32, ptr %29, align 4, !dbg !275, !tbaa !150
  %31 = add nsw i32 %30, %27, !dbg !277
    #dbg_value(i32 %31, !268, !DIExpression(), !271)
  %32 = or disjoint i32 %3, 7, !dbg !278
    #dbg_value(i32 %32, !269, !DIExpression(), !272)
  %33 = getelementptr inbounds i32, ptr @ia, i32 %32, !dbg !275
  %34 = load i32, ptr %33, align 4, !dbg !275, !tbaa !150
  %35 = add nsw i32 %34, %31, !dbg !277
    #dbg_value(i32 %35, !268, !DIExpression(), !271)
  %36 = add nuw nsw i32 %3, 8, !dbg !278
    #dbg_value(i32 %36, !269, !DIExpression(), !272)
  %37 = icmp eq i32 %36, 256, !dbg !279
  br i1 %37, label %1, label %2, !dbg !273, !llvm.loop !280
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #3 !dbg !282 {
    #dbg_value(ptr @ia, !286, !DIExpression(), !291)
    #dbg_value(i32 256, !287, !DIExpression(), !291)
    #dbg_value(i32 0, !288, !DIExpression(), !291)
    #dbg_value(i32 0, !289, !DIExpression(), !292)
  br label %4, !dbg !293

1:                                                ; preds = %4
  %2 = tail call i32 @llvm.smin.i32(i32 %21, i32 255), !dbg !294
  %3 = trunc nuw i32 %2 to i8, !dbg !295
  ret i8 %3, !dbg !296

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %21, %4 ]
    #dbg_value(i32 %5, !289, !DIExpression(), !292)
    #dbg_value(i32 %6, !288, !DIExpression(), !291)
  %7 = getelementptr inbounds i32, ptr @ia, i32 %5, !dbg !297
  %8 = load i32, ptr %7, align 4, !dbg !297, !tbaa !150
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 %6), !dbg !297
    #dbg_value(i32 %9, !288, !DIExpression(), !291)
  %10 = or disjoint i32 %5, 1, !dbg !299
    #dbg_value(i32 %10, !289, !DIExpression(), !292)
  %11 = getelementptr inbounds i32, ptr @ia, i32 %10, !dbg !297
  %12 = load i32, ptr %11, align 4, !dbg !297, !tbaa !150
  %13 = tail call i32 @llvm.smax.i32(i32 %12, i32 %9), !dbg !297
    #dbg_value(i32 %13, !288, !DIExpression(), !291)
  %14 = or disjoint i32 %5, 2, !dbg !299
    #dbg_value(i32 %14, !289, !DIExpression(), !292)
  %15 = getelementptr inbounds i32, ptr @ia, i32 %14, !dbg !297
  %16 = load i32, ptr %15, align 4, !dbg !297, !tbaa !150
  %17 = tail call i32 @llvm.smax.i32(i32 %16, i32 %13), !dbg !297
    #dbg_value(i32 %17, !288, !DIExpression(), !291)
  %18 = or disjoint i32 %5, 3, !dbg !299
    #dbg_value(i32 %18, !289, !DIExpression(), !292)
  %19 = getelementptr inbounds i32, ptr @ia, i32 %18, !dbg !297
  %20 = load i32, ptr %19, align 4, !dbg !297, !tbaa !150
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 %17), !dbg !297
    #dbg_value(i32 %21, !288, !DIExpression(), !291)
  %22 = add nuw nsw i32 %5, 4, !dbg !299
    #dbg_value(i32 %22, !289, !DIExpression(), !292)
  %23 = icmp eq i32 %22, 256, !dbg !300
  br i1 %23, label %1, label %4, !dbg !293, !llvm.loop !301
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #3 !dbg !303 {
    #dbg_value(ptr @da, !309, !DIExpression(), !315)
    #dbg_value(ptr @fb, !310, !DIExpression(), !315)
    #dbg_value(i32 256, !311, !DIExpression(), !315)
    #dbg_value(double 0.000000e+00, !312, !DIExpression(), !315)
    #dbg_value(i32 0, !313, !DIExpression(), !316)
  br label %2, !dbg !317

1:                                                ; preds = %2
  ret double %31, !dbg !318

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %31, %2 ]
    #dbg_value(i32 %3, !313, !DIExpression(), !316)
    #dbg_value(double %4, !312, !DIExpression(), !315)
  %5 = getelementptr inbounds double, ptr @da, i32 %3, !dbg !319
  %6 = load double, ptr %5, align 8, !dbg !319, !tbaa !171
  %7 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !321
  %8 = load float, ptr %7, align 4, !dbg !321, !tbaa !162
  %9 = fpext float %8 to double, !dbg !322
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !323
    #dbg_value(double %10, !312, !DIExpression(), !315)
  %11 = or disjoint i32 %3, 1, !dbg !324
    #dbg_value(i32 %11, !313, !DIExpression(), !316)
  %12 = getelementptr inbounds double, ptr @da, i32 %11, !dbg !319
  %13 = load double, ptr %12, align 8, !dbg !319, !tbaa !171
  %14 = getelementptr inbounds float, ptr @fb, i32 %11, !dbg !321
  %15 = load float, ptr %14, align 4, !dbg !321, !tbaa !162
  %16 = fpext float %15 to double, !dbg !322
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10), !dbg !323
    #dbg_value(double %17, !312, !DIExpression(), !315)
  %18 = or disjoint i32 %3, 2, !dbg !324
    #dbg_value(i32 %18, !313, !DIExpression(), !316)
  %19 = getelementptr inbounds double, ptr @da, i32 %18, !dbg !319
  %20 = load double, ptr %19, align 8, !dbg !319, !tbaa !171
  %21 = getelementptr inbounds float, ptr @fb, i32 %18, !dbg !321
  %22 = load float, ptr %21, align 4, !dbg !321, !tbaa !162
  %23 = fpext float %22 to double, !dbg !322
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17), !dbg !323
    #dbg_value(double %24, !312, !DIExpression(), !315)
  %25 = or disjoint i32 %3, 3, !dbg !324
    #dbg_value(i32 %25, !313, !DIExpression(), !316)
  %26 = getelementptr inbounds double, ptr @da, i32 %25, !dbg !319
  %27 = load double, ptr %26, align 8, !dbg !319, !tbaa !171
  %28 = getelementptr inbounds float, ptr @fb, i32 %25, !dbg !321
  %29 = load float, ptr %28, align 4, !dbg !321, !tbaa !162
  %30 = fpext float %29 to double, !dbg !322
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %24), !dbg !323
    #dbg_value(double %31, !312, !DIExpression(), !315)
  %32 = add nuw nsw i32 %3, 4, !dbg !324
    #dbg_value(i32 %32, !313, !DIExpression(), !316)
  %33 = icmp eq i32 %32, 256, !dbg !325
  br i1 %33, label %1, label %2, !dbg !317, !llvm.loop !326
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114, !115}
!llvm.ident = !{!116}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !68, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
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
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 256)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !69)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !73, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !69)
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
!97 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !98, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !100}
!100 = !DIBasicType(name: "long double", size: 96, encoding: DW_ATE_float)
!101 = !{!102, !103, !104}
!102 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !3, line: 94, type: !100)
!103 = !DILocalVariable(name: "r", scope: !97, file: !3, line: 95, type: !100)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 97, type: !8)
!105 = distinct !DILexicalBlock(scope: !97, file: !3, line: 97, column: 3)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 384, elements: !42)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!108 = !{i32 1, !"NumRegisterParameters", i32 0}
!109 = !{i32 7, !"Dwarf Version", i32 5}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 4}
!112 = !{i32 8, !"PIC Level", i32 2}
!113 = !{i32 7, !"PIE Level", i32 2}
!114 = !{i32 7, !"uwtable", i32 2}
!115 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!116 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !118, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!8}
!120 = !{!121, !123, !136, !137, !139, !140, !141}
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 102, type: !8)
!122 = distinct !DILexicalBlock(scope: !117, file: !3, line: 102, column: 3)
!123 = !DILocalVariable(name: "p", scope: !117, file: !3, line: 114, type: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !125)
!125 = !{!126, !127, !128, !130}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !124, file: !3, line: 42, baseType: !5, size: 32)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !124, file: !3, line: 43, baseType: !6, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !124, file: !3, line: 44, baseType: !129, size: 32)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !42)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !124, file: !3, line: 45, baseType: !131, size: 32)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !124, file: !3, line: 45, size: 32, elements: !132)
!132 = !{!133, !134, !135}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !131, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !131, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !131, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!136 = !DILocalVariable(name: "x", scope: !117, file: !3, line: 117, type: !6)
!137 = !DILocalVariable(name: "d", scope: !138, file: !3, line: 123, type: !8)
!138 = distinct !DILexicalBlock(scope: !117, file: !3, line: 123, column: 3)
!139 = !DILocalVariable(name: "ld", scope: !117, file: !3, line: 137, type: !100)
!140 = !DILocalVariable(name: "nan", scope: !117, file: !3, line: 147, type: !5)
!141 = !DILocalVariable(name: "inf", scope: !117, file: !3, line: 147, type: !5)
!142 = !DILocation(line: 0, scope: !122)
!143 = !DILocation(line: 102, column: 3, scope: !122)
!144 = !DILocation(line: 103, column: 15, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 102, column: 31)
!146 = distinct !DILexicalBlock(scope: !122, file: !3, line: 102, column: 3)
!147 = !DILocation(line: 103, column: 19, scope: !145)
!148 = !DILocation(line: 103, column: 5, scope: !145)
!149 = !DILocation(line: 103, column: 11, scope: !145)
!150 = !{!151, !151, i64 0}
!151 = !{!"int", !152, i64 0}
!152 = !{!"omnipotent char", !153, i64 0}
!153 = !{!"Simple C/C++ TBAA"}
!154 = !DILocation(line: 104, column: 16, scope: !145)
!155 = !DILocation(line: 104, column: 21, scope: !145)
!156 = !DILocation(line: 104, column: 5, scope: !145)
!157 = !DILocation(line: 104, column: 11, scope: !145)
!158 = !DILocation(line: 105, column: 13, scope: !145)
!159 = !DILocation(line: 105, column: 22, scope: !145)
!160 = !DILocation(line: 105, column: 5, scope: !145)
!161 = !DILocation(line: 105, column: 11, scope: !145)
!162 = !{!163, !163, i64 0}
!163 = !{!"float", !152, i64 0}
!164 = !DILocation(line: 106, column: 5, scope: !145)
!165 = !DILocation(line: 106, column: 11, scope: !145)
!166 = !DILocation(line: 107, column: 22, scope: !145)
!167 = !DILocation(line: 107, column: 19, scope: !145)
!168 = !DILocation(line: 107, column: 17, scope: !145)
!169 = !DILocation(line: 107, column: 5, scope: !145)
!170 = !DILocation(line: 107, column: 11, scope: !145)
!171 = !{!172, !172, i64 0}
!172 = !{!"double", !152, i64 0}
!173 = !DILocation(line: 102, column: 21, scope: !146)
!174 = distinct !{!174, !143, !175, !176}
!175 = !DILocation(line: 108, column: 3, scope: !122)
!176 = !{!"llvm.loop.mustprogress"}
!177 = !DILocation(line: 109, column: 3, scope: !117)
!178 = !DILocation(line: 110, column: 3, scope: !117)
!179 = !DILocation(line: 111, column: 29, scope: !117)
!180 = !DILocation(line: 111, column: 46, scope: !117)
!181 = !DILocation(line: 111, column: 3, scope: !117)
!182 = !DILocation(line: 112, column: 36, scope: !117)
!183 = !DILocation(line: 112, column: 44, scope: !117)
!184 = !DILocation(line: 112, column: 3, scope: !117)
!185 = !DILocation(line: 0, scope: !117)
!186 = !DILocation(line: 116, column: 3, scope: !117)
!187 = !DILocation(line: 118, column: 3, scope: !117)
!188 = !DILocation(line: 120, column: 3, scope: !117)
!189 = !DILocation(line: 121, column: 3, scope: !117)
!190 = !DILocation(line: 0, scope: !138)
!191 = !DILocation(line: 123, column: 33, scope: !192)
!192 = distinct !DILexicalBlock(scope: !138, file: !3, line: 123, column: 3)
!193 = !DILocation(line: 124, column: 3, scope: !117)
!194 = !DILocation(line: 134, column: 3, scope: !117)
!195 = !DILocation(line: 138, column: 3, scope: !117)
!196 = !DILocation(line: 145, column: 3, scope: !117)
!197 = !DILocation(line: 148, column: 3, scope: !117)
!198 = !DILocation(line: 149, column: 3, scope: !117)
!199 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !200, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !207)
!200 = !DISubroutineType(cc: DW_CC_nocall, types: !201)
!201 = !{null, !202, !204, !8, !8}
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !203)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!204 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 32)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!207 = !{!208, !209, !210, !211, !212}
!208 = !DILocalVariable(name: "dst", arg: 1, scope: !199, file: !3, line: 25, type: !202)
!209 = !DILocalVariable(name: "src", arg: 2, scope: !199, file: !3, line: 25, type: !204)
!210 = !DILocalVariable(name: "k", arg: 3, scope: !199, file: !3, line: 25, type: !8)
!211 = !DILocalVariable(name: "n", arg: 4, scope: !199, file: !3, line: 25, type: !8)
!212 = !DILocalVariable(name: "i", scope: !213, file: !3, line: 26, type: !8)
!213 = distinct !DILexicalBlock(scope: !199, file: !3, line: 26, column: 3)
!214 = !DILocation(line: 0, scope: !199)
!215 = !DILocation(line: 0, scope: !213)
!216 = !DILocation(line: 26, column: 3, scope: !213)
!217 = !DILocation(line: 27, column: 1, scope: !199)
!218 = !DILocation(line: 26, column: 40, scope: !219)
!219 = distinct !DILexicalBlock(scope: !213, file: !3, line: 26, column: 3)
!220 = !DILocation(line: 26, column: 47, scope: !219)
!221 = !DILocation(line: 26, column: 54, scope: !219)
!222 = !DILocation(line: 26, column: 61, scope: !219)
!223 = !DILocation(line: 26, column: 51, scope: !219)
!224 = !DILocation(line: 26, column: 38, scope: !219)
!225 = !DILocation(line: 26, column: 26, scope: !219)
!226 = !DILocation(line: 26, column: 21, scope: !219)
!227 = distinct !{!227, !216, !228, !176}
!228 = !DILocation(line: 26, column: 65, scope: !213)
!229 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !230, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !237)
!230 = !DISubroutineType(cc: DW_CC_nocall, types: !231)
!231 = !{null, !232, !234, !5, !8}
!232 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!234 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !235)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 32)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!237 = !{!238, !239, !240, !241, !242}
!238 = !DILocalVariable(name: "y", arg: 1, scope: !229, file: !3, line: 21, type: !232)
!239 = !DILocalVariable(name: "x", arg: 2, scope: !229, file: !3, line: 21, type: !234)
!240 = !DILocalVariable(name: "k", arg: 3, scope: !229, file: !3, line: 21, type: !5)
!241 = !DILocalVariable(name: "n", arg: 4, scope: !229, file: !3, line: 21, type: !8)
!242 = !DILocalVariable(name: "i", scope: !243, file: !3, line: 22, type: !8)
!243 = distinct !DILexicalBlock(scope: !229, file: !3, line: 22, column: 3)
!244 = !DILocation(line: 0, scope: !229)
!245 = !DILocation(line: 0, scope: !243)
!246 = !DILocation(line: 22, column: 3, scope: !243)
!247 = !DILocation(line: 23, column: 1, scope: !229)
!248 = !DILocation(line: 22, column: 42, scope: !249)
!249 = distinct !DILexicalBlock(scope: !243, file: !3, line: 22, column: 3)
!250 = !DILocation(line: 22, column: 49, scope: !249)
!251 = !DILocation(line: 22, column: 47, scope: !249)
!252 = !DILocation(line: 22, column: 36, scope: !249)
!253 = !DILocation(line: 22, column: 26, scope: !249)
!254 = !DILocation(line: 22, column: 21, scope: !249)
!255 = distinct !{!255, !246, !256, !176}
!256 = !DILocation(line: 22, column: 52, scope: !243)
!257 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 7, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!8, !260, null}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 32)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!262 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !263, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !265)
!263 = !DISubroutineType(cc: DW_CC_nocall, types: !264)
!264 = !{!8, !205, !8}
!265 = !{!266, !267, !268, !269}
!266 = !DILocalVariable(name: "a", arg: 1, scope: !262, file: !3, line: 15, type: !205)
!267 = !DILocalVariable(name: "n", arg: 2, scope: !262, file: !3, line: 15, type: !8)
!268 = !DILocalVariable(name: "s", scope: !262, file: !3, line: 16, type: !8)
!269 = !DILocalVariable(name: "i", scope: !270, file: !3, line: 17, type: !8)
!270 = distinct !DILexicalBlock(scope: !262, file: !3, line: 17, column: 3)
!271 = !DILocation(line: 0, scope: !262)
!272 = !DILocation(line: 0, scope: !270)
!273 = !DILocation(line: 17, column: 3, scope: !270)
!274 = !DILocation(line: 18, column: 3, scope: !262)
!275 = !DILocation(line: 17, column: 36, scope: !276)
!276 = distinct !DILexicalBlock(scope: !270, file: !3, line: 17, column: 3)
!277 = !DILocation(line: 17, column: 33, scope: !276)
!278 = !DILocation(line: 17, column: 26, scope: !276)
!279 = !DILocation(line: 17, column: 21, scope: !276)
!280 = distinct !{!280, !273, !281, !176}
!281 = !DILocation(line: 17, column: 39, scope: !270)
!282 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !283, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !285)
!283 = !DISubroutineType(cc: DW_CC_nocall, types: !284)
!284 = !{!9, !205, !8}
!285 = !{!286, !287, !288, !289}
!286 = !DILocalVariable(name: "a", arg: 1, scope: !282, file: !3, line: 35, type: !205)
!287 = !DILocalVariable(name: "n", arg: 2, scope: !282, file: !3, line: 35, type: !8)
!288 = !DILocalVariable(name: "m", scope: !282, file: !3, line: 36, type: !8)
!289 = !DILocalVariable(name: "i", scope: !290, file: !3, line: 37, type: !8)
!290 = distinct !DILexicalBlock(scope: !282, file: !3, line: 37, column: 3)
!291 = !DILocation(line: 0, scope: !282)
!292 = !DILocation(line: 0, scope: !290)
!293 = !DILocation(line: 37, column: 3, scope: !290)
!294 = !DILocation(line: 38, column: 26, scope: !282)
!295 = !DILocation(line: 38, column: 10, scope: !282)
!296 = !DILocation(line: 38, column: 3, scope: !282)
!297 = !DILocation(line: 37, column: 35, scope: !298)
!298 = distinct !DILexicalBlock(scope: !290, file: !3, line: 37, column: 3)
!299 = !DILocation(line: 37, column: 26, scope: !298)
!300 = !DILocation(line: 37, column: 21, scope: !298)
!301 = distinct !{!301, !293, !302, !176}
!302 = !DILocation(line: 37, column: 53, scope: !290)
!303 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !304, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !308)
!304 = !DISubroutineType(cc: DW_CC_nocall, types: !305)
!305 = !{!7, !306, !235, !8}
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 32)
!307 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!308 = !{!309, !310, !311, !312, !313}
!309 = !DILocalVariable(name: "a", arg: 1, scope: !303, file: !3, line: 29, type: !306)
!310 = !DILocalVariable(name: "b", arg: 2, scope: !303, file: !3, line: 29, type: !235)
!311 = !DILocalVariable(name: "n", arg: 3, scope: !303, file: !3, line: 29, type: !8)
!312 = !DILocalVariable(name: "s", scope: !303, file: !3, line: 30, type: !7)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 31, type: !8)
!314 = distinct !DILexicalBlock(scope: !303, file: !3, line: 31, column: 3)
!315 = !DILocation(line: 0, scope: !303)
!316 = !DILocation(line: 0, scope: !314)
!317 = !DILocation(line: 31, column: 3, scope: !314)
!318 = !DILocation(line: 32, column: 3, scope: !303)
!319 = !DILocation(line: 31, column: 36, scope: !320)
!320 = distinct !DILexicalBlock(scope: !314, file: !3, line: 31, column: 3)
!321 = !DILocation(line: 31, column: 51, scope: !320)
!322 = !DILocation(line: 31, column: 43, scope: !320)
!323 = !DILocation(line: 31, column: 33, scope: !320)
!324 = !DILocation(line: 31, column: 26, scope: !320)
!325 = !DILocation(line: 31, column: 21, scope: !320)
!326 = distinct !{!326, !317, !327, !176}
!327 = !DILocation(line: 31, column: 54, scope: !314)
