; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
  %3 = mul nuw nsw i32 %2, 3
  %4 = add nsw i32 %3, -100
  %5 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %2
  store i32 %4, ptr %5, align 4, !tbaa !5
  %6 = mul nuw nsw i32 %2, 7
  %7 = and i32 %6, 63
  %8 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %2
  store i32 %7, ptr %8, align 4, !tbaa !5
  %9 = uitofp nneg i32 %2 to float
  %10 = fmul float %9, 5.000000e-01
  %11 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %2
  store float %10, ptr %11, align 4, !tbaa !9
  %12 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %2
  store float 1.000000e+00, ptr %12, align 4, !tbaa !9
  %13 = add nuw nsw i32 %2, 1
  %14 = uitofp nneg i32 %13 to double
  %15 = fdiv double 1.000000e+00, %14
  %16 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %2
  store double %15, ptr %16, align 8, !tbaa !11
  %17 = icmp eq i32 %13, 256
  br i1 %17, label %18, label %1, !llvm.loop !13

18:                                               ; preds = %1
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %19 = tail call fastcc i32 @sum_ints()
  %20 = tail call fastcc zeroext i8 @clamp_max()
  %21 = zext i8 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef %21)
  %23 = load float, ptr getelementptr inbounds (i8, ptr @fb, i32 40), align 4, !tbaa !9
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
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FEDD21FB54442D2, i32 noundef 8)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 2.375000e+00)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @scale_add() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = mul nsw i32 %5, 3
  %7 = getelementptr inbounds i32, ptr @ib, i32 %3
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = ashr i32 %8, 1
  %10 = add nsw i32 %9, %6
  store i32 %10, ptr %4, align 4, !tbaa !5
  %11 = add nuw nsw i32 %3, 1
  %12 = icmp eq i32 %11, 256
  br i1 %12, label %1, label %2, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = getelementptr inbounds float, ptr @fa, i32 %3
  %5 = load float, ptr %4, align 4, !tbaa !9
  %6 = getelementptr inbounds float, ptr @fb, i32 %3
  %7 = load float, ptr %6, align 4, !tbaa !9
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  store float %8, ptr %6, align 4, !tbaa !9
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 256
  br i1 %10, label %1, label %2, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @sum_ints() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %7

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds i32, ptr @ia, i32 %3
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = add nsw i32 %6, %4
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 256
  br i1 %9, label %1, label %2, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #2 {
  br label %4

1:                                                ; preds = %4
  %2 = tail call i32 @llvm.smin.i32(i32 %9, i32 255)
  %3 = trunc nuw i32 %2 to i8
  ret i8 %3

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %10, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %7 = getelementptr inbounds i32, ptr @ia, i32 %5
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 %6)
  %10 = add nuw nsw i32 %5, 1
  %11 = icmp eq i32 %10, 256
  br i1 %11, label %1, label %4, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc double @dot() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret double %10

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i32 %3
  %6 = load double, ptr %5, align 8, !tbaa !11
  %7 = getelementptr inbounds float, ptr @fb, i32 %3
  %8 = load float, ptr %7, align 4, !tbaa !9
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = add nuw nsw i32 %3, 1
  %12 = icmp eq i32 %11, 256
  br i1 %12, label %1, label %2, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
