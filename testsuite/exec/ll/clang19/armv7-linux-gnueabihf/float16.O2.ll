; ModuleID = 'float16.c'
source_filename = "float16.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@ds = internal global [11 x double] [double 0x3FF0020000001000, double 0xBFF0020000001000, double 0x3FF0020000000000, double 0x3FF0060000000000, double 0x3E60000000001000, double 0x3E78000000001000, double 0x40EFFDFFFFF00000, double 6.552000e+04, double 0x3F0FF80000001000, double 0x3F0FFC0000001000, double 0x3FD5555555555555], align 8
@.str = private unnamed_addr constant [34 x i8] c"%-22a half %04x (via float %04x)\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%-22a half %04x\0A\00", align 1
@fs = internal global [4 x float] [float 0x3FF0020020000000, float 0x3FF0060000000000, float 0x3E60000000000000, float -6.552000e+04], align 4

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds [11 x double], ptr @ds, i32 0, i32 %2
  %4 = load volatile double, ptr %3, align 8, !tbaa !5
  %5 = fptrunc double %4 to half
  %6 = bitcast half %5 to i16
  %7 = zext i16 %6 to i32
  %8 = fptrunc double %4 to float
  %9 = fptrunc float %8 to half
  %10 = bitcast half %9 to i16
  %11 = zext i16 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %4, i32 noundef %7, i32 noundef %11)
  %13 = add nuw nsw i32 %2, 1
  %14 = icmp eq i32 %13, 11
  br i1 %14, label %15, label %1, !llvm.loop !9

15:                                               ; preds = %1
  %16 = load volatile float, ptr @fs, align 4, !tbaa !11
  %17 = fpext float %16 to double
  %18 = load volatile float, ptr @fs, align 4, !tbaa !11
  %19 = fptrunc float %18 to half
  %20 = bitcast half %19 to i16
  %21 = zext i16 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %17, i32 noundef %21)
  %23 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i32 4), align 4, !tbaa !11
  %24 = fpext float %23 to double
  %25 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i32 4), align 4, !tbaa !11
  %26 = fptrunc float %25 to half
  %27 = bitcast half %26 to i16
  %28 = zext i16 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %24, i32 noundef %28)
  %30 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i32 8), align 4, !tbaa !11
  %31 = fpext float %30 to double
  %32 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i32 8), align 4, !tbaa !11
  %33 = fptrunc float %32 to half
  %34 = bitcast half %33 to i16
  %35 = zext i16 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %31, i32 noundef %35)
  %37 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i32 12), align 4, !tbaa !11
  %38 = fpext float %37 to double
  %39 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i32 12), align 4, !tbaa !11
  %40 = fptrunc float %39 to half
  %41 = bitcast half %40 to i16
  %42 = zext i16 %41 to i32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %38, i32 noundef %42)
  ret i32 5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
