; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !67
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !72
@fb = internal global [256 x float] zeroinitializer, align 4, !dbg !75
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !77
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !23
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !28
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !33
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !55
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !60
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !65
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !80
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !82
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !84
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !86
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !88
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !90
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !92
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !94
@str = private unnamed_addr constant [17 x i8] c"u128 unsupported\00", align 1
@.memset_pattern = private unnamed_addr constant [4 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 16

; Function Attrs: nofree nounwind ssp
define noundef i32 @main() local_unnamed_addr #0 !dbg !116 {
    #dbg_value(i32 0, !120, !DIExpression(), !144)
  tail call void @memset_pattern16(ptr nonnull @fb, ptr nonnull @.memset_pattern, i32 1024), !dbg !145, !tbaa !148
  br label %1, !dbg !152

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %12, %1 ]
    #dbg_value(i32 %2, !120, !DIExpression(), !144)
  %3 = mul nuw nsw i32 %2, 3, !dbg !153
  %4 = add nsw i32 %3, -100, !dbg !154
  %5 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %2, !dbg !155
  store i32 %4, ptr %5, align 4, !dbg !156, !tbaa !157
  %6 = mul nuw nsw i32 %2, 7, !dbg !159
  %7 = and i32 %6, 63, !dbg !160
  %8 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %2, !dbg !161
  store i32 %7, ptr %8, align 4, !dbg !162, !tbaa !157
  %9 = uitofp nneg i32 %2 to float, !dbg !163
  %10 = fmul float %9, 5.000000e-01, !dbg !164
  %11 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %2, !dbg !165
  store float %10, ptr %11, align 4, !dbg !166, !tbaa !148
  %12 = add nuw nsw i32 %2, 1, !dbg !167
  %13 = uitofp nneg i32 %12 to double, !dbg !168
  %14 = fdiv double 1.000000e+00, %13, !dbg !169
  %15 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %2, !dbg !170
  store double %14, ptr %15, align 8, !dbg !171, !tbaa !172
    #dbg_value(i32 %12, !120, !DIExpression(), !144)
  %16 = icmp eq i32 %12, 256, !dbg !174
  br i1 %16, label %17, label %1, !dbg !152, !llvm.loop !175

17:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !178
  tail call fastcc void @saxpy(), !dbg !179
  %18 = tail call fastcc i32 @sum_ints(), !dbg !180
  %19 = tail call fastcc zeroext i8 @clamp_max(), !dbg !181
  %20 = zext i8 %19 to i32, !dbg !181
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18, i32 noundef %20), !dbg !182
  %22 = load float, ptr getelementptr inbounds (i8, ptr @fb, i32 40), align 4, !dbg !183, !tbaa !148
  %23 = fpext float %22 to double, !dbg !183
  %24 = tail call fastcc double @dot(), !dbg !184
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %23, double noundef %24), !dbg !185
    #dbg_value(float -1.500000e+00, !122, !DIExpression(), !186)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !187
    #dbg_value(i32 -267534609, !135, !DIExpression(), !186)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !188
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !189
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !190
    #dbg_value(i32 -1, !136, !DIExpression(), !191)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !192
    #dbg_value(i32 0, !136, !DIExpression(), !191)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.12), !dbg !192
    #dbg_value(i32 1, !136, !DIExpression(), !191)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !192
    #dbg_value(i32 2, !136, !DIExpression(), !191)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !192
    #dbg_value(i32 3, !136, !DIExpression(), !191)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !192
    #dbg_value(i32 4, !136, !DIExpression(), !191)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !192
    #dbg_value(i32 5, !136, !DIExpression(), !191)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !192
    #dbg_value(i32 6, !136, !DIExpression(), !191)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !192
    #dbg_value(i32 7, !136, !DIExpression(), !191)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !192
    #dbg_value(i32 8, !136, !DIExpression(), !191)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !194
  %40 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !195
    #dbg_value(double 0x3FEDD21FB54442D2, !138, !DIExpression(), !186)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !196
    #dbg_value(half 0xH3E00, !139, !DIExpression(), !186)
    #dbg_value(half 0xH3400, !140, !DIExpression(), !186)
    #dbg_value(half 0xH40C0, !141, !DIExpression(), !186)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 2.375000e+00), !dbg !197
    #dbg_value(float 0x7FF8000000000000, !142, !DIExpression(), !186)
    #dbg_value(float 0x7FF0000000000000, !143, !DIExpression(), !186)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !198
  ret i32 0, !dbg !199
}

; Function Attrs: nofree noinline norecurse nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @scale_add() unnamed_addr #1 !dbg !200 {
    #dbg_value(ptr @ia, !209, !DIExpression(), !215)
    #dbg_value(ptr @ib, !210, !DIExpression(), !215)
    #dbg_value(i32 3, !211, !DIExpression(), !215)
    #dbg_value(i32 256, !212, !DIExpression(), !215)
    #dbg_value(i32 0, !213, !DIExpression(), !216)
  br label %2, !dbg !217

1:                                                ; preds = %2
  ret void, !dbg !218

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
    #dbg_value(i32 %3, !213, !DIExpression(), !216)
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !219
  %5 = load i32, ptr %4, align 4, !dbg !219, !tbaa !157
  %6 = mul nsw i32 %5, 3, !dbg !221
  %7 = getelementptr inbounds i32, ptr @ib, i32 %3, !dbg !222
  %8 = load i32, ptr %7, align 4, !dbg !222, !tbaa !157
  %9 = ashr i32 %8, 1, !dbg !223
  %10 = add nsw i32 %9, %6, !dbg !224
  store i32 %10, ptr %4, align 4, !dbg !225, !tbaa !157
  %11 = add nuw nsw i32 %3, 1, !dbg !226
    #dbg_value(i32 %11, !213, !DIExpression(), !216)
  %12 = icmp eq i32 %11, 256, !dbg !227
  br i1 %12, label %1, label %2, !dbg !217, !llvm.loop !228
}

; Function Attrs: nofree noinline norecurse nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @saxpy() unnamed_addr #1 !dbg !230 {
    #dbg_value(ptr @fb, !239, !DIExpression(), !245)
    #dbg_value(ptr @fa, !240, !DIExpression(), !245)
    #dbg_value(float 2.000000e+00, !241, !DIExpression(), !245)
    #dbg_value(i32 256, !242, !DIExpression(), !245)
    #dbg_value(i32 0, !243, !DIExpression(), !246)
  br label %2, !dbg !247

1:                                                ; preds = %2
  ret void, !dbg !248

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
    #dbg_value(i32 %3, !243, !DIExpression(), !246)
  %4 = getelementptr inbounds float, ptr @fa, i32 %3, !dbg !249
  %5 = load float, ptr %4, align 4, !dbg !249, !tbaa !148
  %6 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !251
  %7 = load float, ptr %6, align 4, !dbg !251, !tbaa !148
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !252
  store float %8, ptr %6, align 4, !dbg !253, !tbaa !148
  %9 = add nuw nsw i32 %3, 1, !dbg !254
    #dbg_value(i32 %9, !243, !DIExpression(), !246)
  %10 = icmp eq i32 %9, 256, !dbg !255
  br i1 %10, label %1, label %2, !dbg !247, !llvm.loop !256
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind ssp memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @sum_ints() unnamed_addr #3 !dbg !258 {
    #dbg_value(ptr @ia, !262, !DIExpression(), !267)
    #dbg_value(i32 256, !263, !DIExpression(), !267)
    #dbg_value(i32 0, !264, !DIExpression(), !267)
    #dbg_value(i32 0, !265, !DIExpression(), !268)
  br label %2, !dbg !269

1:                                                ; preds = %2
  ret i32 %7, !dbg !270

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %7, %2 ]
    #dbg_value(i32 %3, !265, !DIExpression(), !268)
    #dbg_value(i32 %4, !264, !DIExpression(), !267)
  %5 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !271
  %6 = load i32, ptr %5, align 4, !dbg !271, !tbaa !157
  %7 = add nsw i32 %6, %4, !dbg !273
    #dbg_value(i32 %7, !264, !DIExpression(), !267)
  %8 = add nuw nsw i32 %3, 1, !dbg !274
    #dbg_value(i32 %8, !265, !DIExpression(), !268)
  %9 = icmp eq i32 %8, 256, !dbg !275
  br i1 %9, label %1, label %2, !dbg !269, !llvm.loop !276
}

; Function Attrs: nofree noinline norecurse nosync nounwind ssp memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #3 !dbg !278 {
    #dbg_value(ptr @ia, !282, !DIExpression(), !287)
    #dbg_value(i32 256, !283, !DIExpression(), !287)
    #dbg_value(i32 0, !284, !DIExpression(), !287)
    #dbg_value(i32 0, !285, !DIExpression(), !288)
  br label %4, !dbg !289

1:                                                ; preds = %4
  %2 = tail call i32 @llvm.smin.i32(i32 %9, i32 255), !dbg !290
  %3 = trunc nuw i32 %2 to i8, !dbg !291
  ret i8 %3, !dbg !292

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %10, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
    #dbg_value(i32 %5, !285, !DIExpression(), !288)
    #dbg_value(i32 %6, !284, !DIExpression(), !287)
  %7 = getelementptr inbounds i32, ptr @ia, i32 %5, !dbg !293
  %8 = load i32, ptr %7, align 4, !dbg !293, !tbaa !157
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 %6), !dbg !293
    #dbg_value(i32 %9, !284, !DIExpression(), !287)
  %10 = add nuw nsw i32 %5, 1, !dbg !295
    #dbg_value(i32 %10, !285, !DIExpression(), !288)
  %11 = icmp eq i32 %10, 256, !dbg !296
  br i1 %11, label %1, label %4, !dbg !289, !llvm.loop !297
}

; Function Attrs: nofree noinline norecurse nosync nounwind ssp memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc double @dot() unnamed_addr #3 !dbg !299 {
    #dbg_value(ptr @da, !305, !DIExpression(), !311)
    #dbg_value(ptr @fb, !306, !DIExpression(), !311)
    #dbg_value(i32 256, !307, !DIExpression(), !311)
    #dbg_value(double 0.000000e+00, !308, !DIExpression(), !311)
    #dbg_value(i32 0, !309, !DIExpression(), !312)
  br label %2, !dbg !313

1:                                                ; preds = %2
  ret double %10, !dbg !314

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
    #dbg_value(i32 %3, !309, !DIExpression(), !312)
    #dbg_value(double %4, !308, !DIExpression(), !311)
  %5 = getelementptr inbounds double, ptr @da, i32 %3, !dbg !315
  %6 = load double, ptr %5, align 8, !dbg !315, !tbaa !172
  %7 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !317
  %8 = load float, ptr %7, align 4, !dbg !317, !tbaa !148
  %9 = fpext float %8 to double, !dbg !318
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !319
    #dbg_value(double %10, !308, !DIExpression(), !311)
  %11 = add nuw nsw i32 %3, 1, !dbg !320
    #dbg_value(i32 %11, !309, !DIExpression(), !312)
  %12 = icmp eq i32 %11, 256, !dbg !321
  br i1 %12, label %1, label %2, !dbg !313, !llvm.loop !322
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

; Function Attrs: nofree nounwind willreturn memory(argmem: readwrite)
declare void @memset_pattern16(ptr nocapture writeonly, ptr nocapture readonly, i32) local_unnamed_addr #7

attributes #0 = { nofree nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree noinline norecurse nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree noinline norecurse nosync nounwind ssp memory(read, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{!12, !18, !23, !28, !33, !38, !40, !45, !50, !55, !60, !65, !0, !67, !72, !75, !77, !80, !82, !84, !86, !88, !90, !92, !94, !96}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 176, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 22)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 344, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 43)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 168, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 21)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !14, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 216, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 27)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 144, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 18)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 136, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 17)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 88, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 11)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !52, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 256)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !70)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !74, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !70)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !42, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !42, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !42, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !42, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !42, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !42, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !42, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !42, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "c", scope: !98, file: !3, line: 96, type: !107, isLocal: true, isDefinition: true)
!98 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !99, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !101}
!101 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!102 = !{!103, !104, !105}
!103 = !DILocalVariable(name: "x", arg: 1, scope: !98, file: !3, line: 94, type: !101)
!104 = !DILocalVariable(name: "r", scope: !98, file: !3, line: 95, type: !101)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 97, type: !8)
!106 = distinct !DILexicalBlock(scope: !98, file: !3, line: 97, column: 3)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 256, elements: !43)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!109 = !{i32 7, !"Dwarf Version", i32 2}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 4}
!112 = !{i32 1, !"min_enum_size", i32 4}
!113 = !{i32 8, !"PIC Level", i32 2}
!114 = !{i32 7, !"frame-pointer", i32 2}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !117, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!8}
!119 = !{!120, !122, !135, !136, !138, !139, !140, !141, !142, !143}
!120 = !DILocalVariable(name: "i", scope: !121, file: !3, line: 102, type: !8)
!121 = distinct !DILexicalBlock(scope: !116, file: !3, line: 102, column: 3)
!122 = !DILocalVariable(name: "p", scope: !116, file: !3, line: 114, type: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !124)
!124 = !{!125, !126, !127, !129}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !123, file: !3, line: 42, baseType: !5, size: 32)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !123, file: !3, line: 43, baseType: !6, size: 32)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !123, file: !3, line: 44, baseType: !128, size: 32)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !43)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !123, file: !3, line: 45, baseType: !130, size: 32)
!130 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !123, file: !3, line: 45, size: 32, elements: !131)
!131 = !{!132, !133, !134}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !130, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !130, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !130, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!135 = !DILocalVariable(name: "x", scope: !116, file: !3, line: 117, type: !6)
!136 = !DILocalVariable(name: "d", scope: !137, file: !3, line: 123, type: !8)
!137 = distinct !DILexicalBlock(scope: !116, file: !3, line: 123, column: 3)
!138 = !DILocalVariable(name: "ld", scope: !116, file: !3, line: 137, type: !101)
!139 = !DILocalVariable(name: "h", scope: !116, file: !3, line: 141, type: !9)
!140 = !DILocalVariable(name: "h2", scope: !116, file: !3, line: 141, type: !9)
!141 = !DILocalVariable(name: "hs", scope: !116, file: !3, line: 142, type: !9)
!142 = !DILocalVariable(name: "nan", scope: !116, file: !3, line: 147, type: !5)
!143 = !DILocalVariable(name: "inf", scope: !116, file: !3, line: 147, type: !5)
!144 = !DILocation(line: 0, scope: !121)
!145 = !DILocation(line: 106, column: 11, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 102, column: 31)
!147 = distinct !DILexicalBlock(scope: !121, file: !3, line: 102, column: 3)
!148 = !{!149, !149, i64 0}
!149 = !{!"float", !150, i64 0}
!150 = !{!"omnipotent char", !151, i64 0}
!151 = !{!"Simple C/C++ TBAA"}
!152 = !DILocation(line: 102, column: 3, scope: !121)
!153 = !DILocation(line: 103, column: 15, scope: !146)
!154 = !DILocation(line: 103, column: 19, scope: !146)
!155 = !DILocation(line: 103, column: 5, scope: !146)
!156 = !DILocation(line: 103, column: 11, scope: !146)
!157 = !{!158, !158, i64 0}
!158 = !{!"int", !150, i64 0}
!159 = !DILocation(line: 104, column: 16, scope: !146)
!160 = !DILocation(line: 104, column: 21, scope: !146)
!161 = !DILocation(line: 104, column: 5, scope: !146)
!162 = !DILocation(line: 104, column: 11, scope: !146)
!163 = !DILocation(line: 105, column: 13, scope: !146)
!164 = !DILocation(line: 105, column: 22, scope: !146)
!165 = !DILocation(line: 105, column: 5, scope: !146)
!166 = !DILocation(line: 105, column: 11, scope: !146)
!167 = !DILocation(line: 107, column: 22, scope: !146)
!168 = !DILocation(line: 107, column: 19, scope: !146)
!169 = !DILocation(line: 107, column: 17, scope: !146)
!170 = !DILocation(line: 107, column: 5, scope: !146)
!171 = !DILocation(line: 107, column: 11, scope: !146)
!172 = !{!173, !173, i64 0}
!173 = !{!"double", !150, i64 0}
!174 = !DILocation(line: 102, column: 21, scope: !147)
!175 = distinct !{!175, !152, !176, !177}
!176 = !DILocation(line: 108, column: 3, scope: !121)
!177 = !{!"llvm.loop.mustprogress"}
!178 = !DILocation(line: 109, column: 3, scope: !116)
!179 = !DILocation(line: 110, column: 3, scope: !116)
!180 = !DILocation(line: 111, column: 29, scope: !116)
!181 = !DILocation(line: 111, column: 46, scope: !116)
!182 = !DILocation(line: 111, column: 3, scope: !116)
!183 = !DILocation(line: 112, column: 36, scope: !116)
!184 = !DILocation(line: 112, column: 44, scope: !116)
!185 = !DILocation(line: 112, column: 3, scope: !116)
!186 = !DILocation(line: 0, scope: !116)
!187 = !DILocation(line: 116, column: 3, scope: !116)
!188 = !DILocation(line: 118, column: 3, scope: !116)
!189 = !DILocation(line: 120, column: 3, scope: !116)
!190 = !DILocation(line: 121, column: 3, scope: !116)
!191 = !DILocation(line: 0, scope: !137)
!192 = !DILocation(line: 123, column: 33, scope: !193)
!193 = distinct !DILexicalBlock(scope: !137, file: !3, line: 123, column: 3)
!194 = !DILocation(line: 124, column: 3, scope: !116)
!195 = !DILocation(line: 134, column: 3, scope: !116)
!196 = !DILocation(line: 138, column: 3, scope: !116)
!197 = !DILocation(line: 143, column: 3, scope: !116)
!198 = !DILocation(line: 148, column: 3, scope: !116)
!199 = !DILocation(line: 149, column: 3, scope: !116)
!200 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !201, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !208)
!201 = !DISubroutineType(cc: DW_CC_nocall, types: !202)
!202 = !{null, !203, !205, !8, !8}
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 32)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!208 = !{!209, !210, !211, !212, !213}
!209 = !DILocalVariable(name: "dst", arg: 1, scope: !200, file: !3, line: 25, type: !203)
!210 = !DILocalVariable(name: "src", arg: 2, scope: !200, file: !3, line: 25, type: !205)
!211 = !DILocalVariable(name: "k", arg: 3, scope: !200, file: !3, line: 25, type: !8)
!212 = !DILocalVariable(name: "n", arg: 4, scope: !200, file: !3, line: 25, type: !8)
!213 = !DILocalVariable(name: "i", scope: !214, file: !3, line: 26, type: !8)
!214 = distinct !DILexicalBlock(scope: !200, file: !3, line: 26, column: 3)
!215 = !DILocation(line: 0, scope: !200)
!216 = !DILocation(line: 0, scope: !214)
!217 = !DILocation(line: 26, column: 3, scope: !214)
!218 = !DILocation(line: 27, column: 1, scope: !200)
!219 = !DILocation(line: 26, column: 40, scope: !220)
!220 = distinct !DILexicalBlock(scope: !214, file: !3, line: 26, column: 3)
!221 = !DILocation(line: 26, column: 47, scope: !220)
!222 = !DILocation(line: 26, column: 54, scope: !220)
!223 = !DILocation(line: 26, column: 61, scope: !220)
!224 = !DILocation(line: 26, column: 51, scope: !220)
!225 = !DILocation(line: 26, column: 38, scope: !220)
!226 = !DILocation(line: 26, column: 26, scope: !220)
!227 = !DILocation(line: 26, column: 21, scope: !220)
!228 = distinct !{!228, !217, !229, !177}
!229 = !DILocation(line: 26, column: 65, scope: !214)
!230 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !231, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !238)
!231 = !DISubroutineType(cc: DW_CC_nocall, types: !232)
!232 = !{null, !233, !235, !5, !8}
!233 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !236)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 32)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!238 = !{!239, !240, !241, !242, !243}
!239 = !DILocalVariable(name: "y", arg: 1, scope: !230, file: !3, line: 21, type: !233)
!240 = !DILocalVariable(name: "x", arg: 2, scope: !230, file: !3, line: 21, type: !235)
!241 = !DILocalVariable(name: "k", arg: 3, scope: !230, file: !3, line: 21, type: !5)
!242 = !DILocalVariable(name: "n", arg: 4, scope: !230, file: !3, line: 21, type: !8)
!243 = !DILocalVariable(name: "i", scope: !244, file: !3, line: 22, type: !8)
!244 = distinct !DILexicalBlock(scope: !230, file: !3, line: 22, column: 3)
!245 = !DILocation(line: 0, scope: !230)
!246 = !DILocation(line: 0, scope: !244)
!247 = !DILocation(line: 22, column: 3, scope: !244)
!248 = !DILocation(line: 23, column: 1, scope: !230)
!249 = !DILocation(line: 22, column: 42, scope: !250)
!250 = distinct !DILexicalBlock(scope: !244, file: !3, line: 22, column: 3)
!251 = !DILocation(line: 22, column: 49, scope: !250)
!252 = !DILocation(line: 22, column: 47, scope: !250)
!253 = !DILocation(line: 22, column: 36, scope: !250)
!254 = !DILocation(line: 22, column: 26, scope: !250)
!255 = !DILocation(line: 22, column: 21, scope: !250)
!256 = distinct !{!256, !247, !257, !177}
!257 = !DILocation(line: 22, column: 52, scope: !244)
!258 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !259, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !261)
!259 = !DISubroutineType(cc: DW_CC_nocall, types: !260)
!260 = !{!8, !206, !8}
!261 = !{!262, !263, !264, !265}
!262 = !DILocalVariable(name: "a", arg: 1, scope: !258, file: !3, line: 15, type: !206)
!263 = !DILocalVariable(name: "n", arg: 2, scope: !258, file: !3, line: 15, type: !8)
!264 = !DILocalVariable(name: "s", scope: !258, file: !3, line: 16, type: !8)
!265 = !DILocalVariable(name: "i", scope: !266, file: !3, line: 17, type: !8)
!266 = distinct !DILexicalBlock(scope: !258, file: !3, line: 17, column: 3)
!267 = !DILocation(line: 0, scope: !258)
!268 = !DILocation(line: 0, scope: !266)
!269 = !DILocation(line: 17, column: 3, scope: !266)
!270 = !DILocation(line: 18, column: 3, scope: !258)
!271 = !DILocation(line: 17, column: 36, scope: !272)
!272 = distinct !DILexicalBlock(scope: !266, file: !3, line: 17, column: 3)
!273 = !DILocation(line: 17, column: 33, scope: !272)
!274 = !DILocation(line: 17, column: 26, scope: !272)
!275 = !DILocation(line: 17, column: 21, scope: !272)
!276 = distinct !{!276, !269, !277, !177}
!277 = !DILocation(line: 17, column: 39, scope: !266)
!278 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !279, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!279 = !DISubroutineType(cc: DW_CC_nocall, types: !280)
!280 = !{!10, !206, !8}
!281 = !{!282, !283, !284, !285}
!282 = !DILocalVariable(name: "a", arg: 1, scope: !278, file: !3, line: 35, type: !206)
!283 = !DILocalVariable(name: "n", arg: 2, scope: !278, file: !3, line: 35, type: !8)
!284 = !DILocalVariable(name: "m", scope: !278, file: !3, line: 36, type: !8)
!285 = !DILocalVariable(name: "i", scope: !286, file: !3, line: 37, type: !8)
!286 = distinct !DILexicalBlock(scope: !278, file: !3, line: 37, column: 3)
!287 = !DILocation(line: 0, scope: !278)
!288 = !DILocation(line: 0, scope: !286)
!289 = !DILocation(line: 37, column: 3, scope: !286)
!290 = !DILocation(line: 38, column: 26, scope: !278)
!291 = !DILocation(line: 38, column: 10, scope: !278)
!292 = !DILocation(line: 38, column: 3, scope: !278)
!293 = !DILocation(line: 37, column: 35, scope: !294)
!294 = distinct !DILexicalBlock(scope: !286, file: !3, line: 37, column: 3)
!295 = !DILocation(line: 37, column: 26, scope: !294)
!296 = !DILocation(line: 37, column: 21, scope: !294)
!297 = distinct !{!297, !289, !298, !177}
!298 = !DILocation(line: 37, column: 53, scope: !286)
!299 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !300, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !304)
!300 = !DISubroutineType(cc: DW_CC_nocall, types: !301)
!301 = !{!7, !302, !236, !8}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 32)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!304 = !{!305, !306, !307, !308, !309}
!305 = !DILocalVariable(name: "a", arg: 1, scope: !299, file: !3, line: 29, type: !302)
!306 = !DILocalVariable(name: "b", arg: 2, scope: !299, file: !3, line: 29, type: !236)
!307 = !DILocalVariable(name: "n", arg: 3, scope: !299, file: !3, line: 29, type: !8)
!308 = !DILocalVariable(name: "s", scope: !299, file: !3, line: 30, type: !7)
!309 = !DILocalVariable(name: "i", scope: !310, file: !3, line: 31, type: !8)
!310 = distinct !DILexicalBlock(scope: !299, file: !3, line: 31, column: 3)
!311 = !DILocation(line: 0, scope: !299)
!312 = !DILocation(line: 0, scope: !310)
!313 = !DILocation(line: 31, column: 3, scope: !310)
!314 = !DILocation(line: 32, column: 3, scope: !299)
!315 = !DILocation(line: 31, column: 36, scope: !316)
!316 = distinct !DILexicalBlock(scope: !310, file: !3, line: 31, column: 3)
!317 = !DILocation(line: 31, column: 51, scope: !316)
!318 = !DILocation(line: 31, column: 43, scope: !316)
!319 = !DILocation(line: 31, column: 33, scope: !316)
!320 = !DILocation(line: 31, column: 26, scope: !316)
!321 = !DILocation(line: 31, column: 21, scope: !316)
!322 = distinct !{!322, !313, !323, !177}
!323 = !DILocation(line: 31, column: 54, scope: !310)
