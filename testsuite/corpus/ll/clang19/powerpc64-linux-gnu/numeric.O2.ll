; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 1
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %40, %2 ]
  %4 = or disjoint i64 %3, 1
  %5 = trunc i64 %3 to i32
  %6 = trunc i64 %3 to i32
  %7 = trunc i64 %3 to i32
  %8 = or disjoint i32 %7, 1
  %9 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3
  %10 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %4
  %11 = mul i32 %5, 3
  %12 = mul i32 %5, 3
  %13 = add i32 %11, -100
  %14 = add i32 %12, -97
  store i32 %13, ptr %9, align 4, !tbaa !6
  store i32 %14, ptr %10, align 4, !tbaa !6
  %15 = mul i32 %6, 7
  %16 = mul i32 %6, 7
  %17 = add i32 %16, 7
  %18 = and i32 %15, 62
  %19 = and i32 %17, 63
  %20 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3
  %21 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %4
  store i32 %18, ptr %20, align 4, !tbaa !6
  store i32 %19, ptr %21, align 4, !tbaa !6
  %22 = uitofp nneg i32 %7 to float
  %23 = uitofp nneg i32 %8 to float
  %24 = fmul float %22, 5.000000e-01
  %25 = fmul float %23, 5.000000e-01
  %26 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3
  %27 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %4
  store float %24, ptr %26, align 4, !tbaa !10
  store float %25, ptr %27, align 4, !tbaa !10
  %28 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3
  %29 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %4
  store float 1.000000e+00, ptr %28, align 4, !tbaa !10
  store float 1.000000e+00, ptr %29, align 4, !tbaa !10
  %30 = trunc i64 %3 to i32
  %31 = or disjoint i32 %30, 1
  %32 = trunc i64 %3 to i32
  %33 = add i32 %32, 2
  %34 = uitofp nneg i32 %31 to double
  %35 = uitofp nneg i32 %33 to double
  %36 = fdiv double 1.000000e+00, %34
  %37 = fdiv double 1.000000e+00, %35
  %38 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3
  %39 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %4
  store double %36, ptr %38, align 8, !tbaa !12
  store double %37, ptr %39, align 8, !tbaa !12
  %40 = add nuw i64 %3, 2
  %41 = icmp eq i64 %40, 256
  br i1 %41, label %61, label %2, !llvm.loop !14

42:                                               ; preds = %42, %61
  %43 = phi i64 [ %51, %42 ], [ 47, %61 ]
  %44 = phi i128 [ %46, %42 ], [ -36893488147419103231, %61 ]
  %45 = freeze i128 %44
  %46 = udiv i128 %45, 10
  %47 = mul i128 %46, 10
  %48 = sub i128 %45, %47
  %49 = trunc nuw nsw i128 %48 to i8
  %50 = or disjoint i8 %49, 48
  %51 = add nsw i64 %43, -1
  %52 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %51
  store i8 %50, ptr %52, align 1, !tbaa !18
  %53 = icmp ult i128 %44, 10
  br i1 %53, label %54, label %42, !llvm.loop !19

54:                                               ; preds = %42
  %55 = getelementptr inbounds i8, ptr %1, i64 8
  %56 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %55)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7
  %57 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, i64 noundef -6148914691236517206)
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FEDD21FB54442D2, i32 noundef signext 16)
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 2.375000e+00)
  %60 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  ret i32 0

61:                                               ; preds = %2
  tail call fastcc void @scale_add()
  tail call fastcc void @saxpy()
  %62 = tail call fastcc signext i32 @sum_ints()
  %63 = tail call fastcc zeroext i8 @clamp_max()
  %64 = zext i8 %63 to i32
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %62, i32 noundef signext %64)
  %66 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 4, !tbaa !10
  %67 = fpext float %66 to double
  %68 = tail call fastcc double @dot()
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %67, double noundef %68)
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef zeroext -1077936128, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 6283264, i32 noundef signext 191)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef zeroext 20, i32 noundef signext 20, i32 noundef signext 4, i32 noundef signext 1, i32 noundef zeroext -272757264)
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12)
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext -4, i32 noundef zeroext 15, i32 noundef signext -4)
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20)
  %75 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13)
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14)
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15)
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16)
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17)
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18)
  %81 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19)
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20)
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext -1)
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7
  %85 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %85, align 1, !tbaa !18
  br label %42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !6
  %5 = mul nsw <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  %6 = getelementptr inbounds i32, ptr @ib, i64 %2
  %7 = load <4 x i32>, ptr %6, align 4, !tbaa !6
  %8 = ashr <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>
  %9 = add nsw <4 x i32> %8, %5
  store <4 x i32> %9, ptr %3, align 4, !tbaa !6
  %10 = add nuw i64 %2, 4
  %11 = icmp eq i64 %10, 256
  br i1 %11, label %12, label %1, !llvm.loop !20

12:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %8, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = load <4 x float>, ptr %3, align 4, !tbaa !10
  %5 = getelementptr inbounds float, ptr @fb, i64 %2
  %6 = load <4 x float>, ptr %5, align 4, !tbaa !10
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %4, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %6)
  store <4 x float> %7, ptr %5, align 4, !tbaa !10
  %8 = add nuw i64 %2, 4
  %9 = icmp eq i64 %8, 256
  br i1 %9, label %10, label %1, !llvm.loop !21

10:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @sum_ints() unnamed_addr #4 {
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
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #4 {
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
  br label %2

1:                                                ; preds = %2
  ret double %10

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i64 %3
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = getelementptr inbounds float, ptr @fb, i64 %3
  %8 = load float, ptr %7, align 4, !tbaa !10
  %9 = fpext float %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4)
  %11 = add nuw nsw i64 %3, 1
  %12 = icmp eq i64 %11, 256
  br i1 %12, label %1, label %2, !llvm.loop !24
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

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 1, !"float-abi", !"doubledouble"}
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
!24 = distinct !{!24, !15}
