; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 1
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %4 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %24, %2 ]
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %25, %2 ]
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %26, %2 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %27, %2 ]
  %8 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3
  %9 = mul <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %10 = add <4 x i32> %9, <i32 -100, i32 -100, i32 -100, i32 -100>
  store <4 x i32> %10, ptr %8, align 4, !tbaa !6
  %11 = mul <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>
  %12 = and <4 x i32> %11, <i32 63, i32 63, i32 63, i32 63>
  %13 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3
  store <4 x i32> %12, ptr %13, align 4, !tbaa !6
  %14 = uitofp <4 x i32> %7 to <4 x float>
  %15 = fmul <4 x float> %14, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %16 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3
  store <4 x float> %15, ptr %16, align 4, !tbaa !10
  %17 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %17, align 4, !tbaa !10
  %18 = trunc <4 x i64> %4 to <4 x i32>
  %19 = add <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %20 = uitofp <4 x i32> %19 to <4 x double>
  %21 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %20
  %22 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3
  store <4 x double> %21, ptr %22, align 8, !tbaa !12
  %23 = add nuw i64 %3, 4
  %24 = add <4 x i64> %4, <i64 4, i64 4, i64 4, i64 4>
  %25 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %26 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>
  %27 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %28 = icmp eq i64 %23, 256
  br i1 %28, label %48, label %2, !llvm.loop !14

29:                                               ; preds = %29, %48
  %30 = phi i64 [ %38, %29 ], [ 47, %48 ]
  %31 = phi i128 [ %33, %29 ], [ -36893488147419103231, %48 ]
  %32 = freeze i128 %31
  %33 = udiv i128 %32, 10
  %34 = mul i128 %33, 10
  %35 = sub i128 %32, %34
  %36 = trunc nuw nsw i128 %35 to i8
  %37 = or disjoint i8 %36, 48
  %38 = add nsw i64 %30, -1
  %39 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %38
  store i8 %37, ptr %39, align 1, !tbaa !18
  %40 = icmp ult i128 %31, 10
  br i1 %40, label %41, label %29, !llvm.loop !19

41:                                               ; preds = %29
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %42)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #6
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, i64 noundef -6148914691236517206)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FEDD21FB54442D2, i32 noundef 16)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 2.375000e+00)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  ret i32 0

48:                                               ; preds = %2
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %49 = tail call fastcc i32 @sum_ints()
  %50 = tail call fastcc i8 @clamp_max()
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49, i32 noundef %51)
  %53 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 4, !tbaa !10
  %54 = fpext float %53 to double
  %55 = tail call fastcc double @dot()
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %54, double noundef %55)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #6
  %72 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %72, align 1, !tbaa !18
  br label %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !6
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !6
  %7 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %8 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %9 = getelementptr inbounds i32, ptr @ib, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !6
  %12 = load <4 x i32>, ptr %10, align 4, !tbaa !6
  %13 = ashr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %14 = ashr <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %15 = add nsw <4 x i32> %13, %7
  %16 = add nsw <4 x i32> %14, %8
  store <4 x i32> %15, ptr %3, align 4, !tbaa !6
  store <4 x i32> %16, ptr %4, align 4, !tbaa !6
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 256
  br i1 %18, label %19, label %1, !llvm.loop !20

19:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !10
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !10
  %7 = getelementptr inbounds float, ptr @fb, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 4, !tbaa !10
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !10
  %11 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9)
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %10)
  store <4 x float> %11, ptr %7, align 4, !tbaa !10
  store <4 x float> %12, ptr %8, align 4, !tbaa !10
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 256
  br i1 %14, label %15, label %1, !llvm.loop !21

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_ints() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !6
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !6
  %9 = add <4 x i32> %7, %3
  %10 = add <4 x i32> %8, %4
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 256
  br i1 %12, label %13, label %1, !llvm.loop !22

13:                                               ; preds = %1
  %14 = add <4 x i32> %10, %9
  %15 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %14)
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @clamp_max() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !6
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !6
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3)
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4)
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 256
  br i1 %12, label %13, label %1, !llvm.loop !23

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10)
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14)
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255)
  %17 = trunc nuw i32 %16 to i8
  ret i8 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %17, %1 ]
  %4 = getelementptr inbounds double, ptr @da, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 32
  %6 = load <4 x double>, ptr %4, align 8, !tbaa !12
  %7 = load <4 x double>, ptr %5, align 8, !tbaa !12
  %8 = getelementptr inbounds float, ptr @fb, i64 %2
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !10
  %11 = load <4 x float>, ptr %9, align 4, !tbaa !10
  %12 = fpext <4 x float> %10 to <4 x double>
  %13 = fpext <4 x float> %11 to <4 x double>
  %14 = fmul <4 x double> %6, %12
  %15 = fmul <4 x double> %7, %13
  %16 = tail call double @llvm.vector.reduce.fadd.v4f64(double %3, <4 x double> %14)
  %17 = tail call double @llvm.vector.reduce.fadd.v4f64(double %16, <4 x double> %15)
  %18 = add nuw i64 %2, 8
  %19 = icmp eq i64 %18, 256
  br i1 %19, label %20, label %1, !llvm.loop !24

20:                                               ; preds = %1
  ret double %17
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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15, !16, !17}
!21 = distinct !{!21, !15, !16, !17}
!22 = distinct !{!22, !15, !16, !17}
!23 = distinct !{!23, !15, !16, !17}
!24 = distinct !{!24, !15, !16, !17}
