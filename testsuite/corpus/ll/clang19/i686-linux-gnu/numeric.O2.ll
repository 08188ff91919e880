; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@str = private unnamed_addr constant [17 x i8] c"u128 unsupported\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
  %3 = mul nuw nsw i32 %2, 3
  %4 = add nsw i32 %3, -100
  %5 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %2
  store i32 %4, ptr %5, align 4, !tbaa !6
  %6 = mul nuw nsw i32 %2, 7
  %7 = and i32 %6, 63
  %8 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %2
  store i32 %7, ptr %8, align 4, !tbaa !6
  %9 = uitofp nneg i32 %2 to float
  %10 = fmul float %9, 5.000000e-01
  %11 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %2
  store float %10, ptr %11, align 4, !tbaa !10
  %12 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %2
  store float 1.000000e+00, ptr %12, align 4, !tbaa !10
  %13 = add nuw nsw i32 %2, 1
  %14 = uitofp nneg i32 %13 to double
  %15 = fdiv double 1.000000e+00, %14
  %16 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %2
  store double %15, ptr %16, align 8, !tbaa !12
  %17 = icmp eq i32 %13, 256
  br i1 %17, label %18, label %1, !llvm.loop !14

18:                                               ; preds = %1
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %19 = tail call fastcc i32 @sum_ints()
  %20 = tail call fastcc zeroext i8 @clamp_max()
  %21 = zext i8 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef %21)
  %23 = load float, ptr getelementptr inbounds (i8, ptr @fb, i32 40), align 4, !tbaa !10
  %24 = fpext float %23 to double
  %25 = tail call fastcc double @dot()
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %24, double noundef %25)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.12)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1)
  %41 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FEDD21FB54442D2, i32 noundef 12)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 2.375000e+00)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = mul nsw i32 %5, 3
  %7 = getelementptr inbounds i32, ptr @ib, i32 %3
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = ashr i32 %8, 1
  %10 = add nsw i32 %9, %6
  store i32 %10, ptr %4, align 4, !tbaa !6
  %11 = or disjoint i32 %3, 1
  %12 = getelementptr inbounds i32, ptr @ia, i32 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = mul nsw i32 %13, 3
  %15 = getelementptr inbounds i32, ptr @ib, i32 %11
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = ashr i32 %16, 1
  %18 = add nsw i32 %17, %14
  store i32 %18, ptr %12, align 4, !tbaa !6
  %19 = add nuw nsw i32 %3, 2
  %20 = icmp eq i32 %19, 256
  br i1 %20, label %1, label %2, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds float, ptr @fa, i32 %3
  %5 = load float, ptr %4, align 4, !tbaa !10
  %6 = getelementptr inbounds float, ptr @fb, i32 %3
  %7 = load float, ptr %6, align 4, !tbaa !10
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  store float %8, ptr %6, align 4, !tbaa !10
  %9 = or disjoint i32 %3, 1
  %10 = getelementptr inbounds float, ptr @fa, i32 %9
  %11 = load float, ptr %10, align 4, !tbaa !10
  %12 = getelementptr inbounds float, ptr @fb, i32 %9
  %13 = load float, ptr %12, align 4, !tbaa !10
  %14 = tail call float @llvm.fmuladd.f32(float %11, float 2.000000e+00, float %13)
  store float %14, ptr %12, align 4, !tbaa !10
  %15 = add nuw nsw i32 %3, 2
  %16 = icmp eq i32 %15, 256
  br i1 %16, label %1, label %2, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %35

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %36, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %35, %2 ]
  %5 = getelementptr inbounds i32, ptr @ia, i32 %3
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = add nsw i32 %6, %4
  %8 = or disjoint i32 %3, 1
  %9 = getelementptr inbounds i32, ptr @ia, i32 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = add nsw i32 %10, %7
  %12 = or disjoint i32 %3, 2
  %13 = getelementptr inbounds i32, ptr @ia, i32 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = add nsw i32 %14, %11
  %16 = or disjoint i32 %3, 3
  %17 = getelementptr inbounds i32, ptr @ia, i32 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = add nsw i32 %18, %15
  %20 = or disjoint i32 %3, 4
  %21 = getelementptr inbounds i32, ptr @ia, i32 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = add nsw i32 %22, %19
  %24 = or disjoint i32 %3, 5
  %25 = getelementptr inbounds i32, ptr @ia, i32 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = add nsw i32 %26, %23
  %28 = or disjoint i32 %3, 6
  %29 = getelementptr inbounds i32, ptr @ia, i32 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = add nsw i32 %30, %27
  %32 = or disjoint i32 %3, 7
  %33 = getelementptr inbounds i32, ptr @ia, i32 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add nsw i32 %34, %31
  %36 = add nuw nsw i32 %3, 8
  %37 = icmp eq i32 %36, 256
  br i1 %37, label %1, label %2, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #3 {
  br label %4

1:                                                ; preds = %4
  %2 = tail call i32 @llvm.smin.i32(i32 %21, i32 255)
  %3 = trunc nuw i32 %2 to i8
  ret i8 %3

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %21, %4 ]
  %7 = getelementptr inbounds i32, ptr @ia, i32 %5
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 %6)
  %10 = or disjoint i32 %5, 1
  %11 = getelementptr inbounds i32, ptr @ia, i32 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = tail call i32 @llvm.smax.i32(i32 %12, i32 %9)
  %14 = or disjoint i32 %5, 2
  %15 = getelementptr inbounds i32, ptr @ia, i32 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = tail call i32 @llvm.smax.i32(i32 %16, i32 %13)
  %18 = or disjoint i32 %5, 3
  %19 = getelementptr inbounds i32, ptr @ia, i32 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 %17)
  %22 = add nuw nsw i32 %5, 4
  %23 = icmp eq i32 %22, 256
  br i1 %23, label %1, label %4, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %31

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %32, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %31, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i32 %3
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = getelementptr inbounds float, ptr @fb, i32 %3
  %8 = load float, ptr %7, align 4, !tbaa !10
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = or disjoint i32 %3, 1
  %12 = getelementptr inbounds double, ptr @da, i32 %11
  %13 = load double, ptr %12, align 8, !tbaa !12
  %14 = getelementptr inbounds float, ptr @fb, i32 %11
  %15 = load float, ptr %14, align 4, !tbaa !10
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %10)
  %18 = or disjoint i32 %3, 2
  %19 = getelementptr inbounds double, ptr @da, i32 %18
  %20 = load double, ptr %19, align 8, !tbaa !12
  %21 = getelementptr inbounds float, ptr @fb, i32 %18
  %22 = load float, ptr %21, align 4, !tbaa !10
  %23 = fpext float %22 to double
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17)
  %25 = or disjoint i32 %3, 3
  %26 = getelementptr inbounds double, ptr @da, i32 %25
  %27 = load double, ptr %26, align 8, !tbaa !12
  %28 = getelementptr inbounds float, ptr @fb, i32 %25
  %29 = load float, ptr %28, align 4, !tbaa !10
  %30 = fpext float %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %24)
  %32 = add nuw nsw i32 %3, 4
  %33 = icmp eq i32 %32, 256
  br i1 %33, label %1, label %2, !llvm.loop !20
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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
