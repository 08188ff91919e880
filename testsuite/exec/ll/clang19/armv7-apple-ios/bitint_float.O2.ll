; ModuleID = 'bitint_float.c'
source_filename = "bitint_float.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@.str = private unnamed_addr constant [9 x i8] c"%2d: %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"u200 max: %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"u512 max: %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"2^400+2^347+1: %a\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [7 x double] [double -3.000000e+00, double 0x4FDFFFFFFFFFFFFF, double 0xCFE0000000000000, double 0x4C623456789ABCDE, double 0x4C63E9E4E4C2F344, double -1.000000e+70, double 0x3FEFF7CED916872B], align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"(i256)%a = \00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" negated\00", align 1
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"(u200)%a = \00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"(u512)%a = \00", align 1
@sink = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1

; Function Attrs: nofree nounwind
define i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 0x4630000000000000)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef 0x4630000000000002)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 0x4630000000000001)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef 0x4630000000000000)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, double noundef 0x4C70000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, double noundef 0x4C70000000000001)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef 0xC950000000000001)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, double noundef 0x4E30000000000000)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, double noundef 0xCFD0000000000000)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, double noundef 0x4FE0000000000000)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, double noundef 0xCFE0000000000000)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4C70000000000000)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x5FF0000000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x58F0000000000001)
  br label %44

15:                                               ; preds = %69
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4C6FFFFFFFFFFFFF)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 255)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef -524288)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 0)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 0)
  %22 = tail call i32 @putchar(i32 10)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x5FE0000000000000)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  br label %25

25:                                               ; preds = %25, %15
  %26 = phi i32 [ %27, %25 ], [ 8, %15 ]
  %27 = add nsw i32 %26, -1
  %28 = shl nsw i32 %27, 6
  %29 = zext nneg i32 %28 to i512
  %30 = lshr exact i512 -6703903964971298549787012499102923063739682910296196688861780721860882015036773488400937149083451713845015929093243025426876941405973284973216824503042048, %29
  %31 = trunc i512 %30 to i64
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %31)
  %33 = icmp ugt i32 %26, 1
  br i1 %33, label %25, label %34, !llvm.loop !5

34:                                               ; preds = %25
  %35 = tail call i32 @putchar(i32 10)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x47EFFFFFE0000000)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 0)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 0)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef -1099511627776)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 0)
  %42 = tail call i32 @putchar(i32 10)
  store volatile i32 7, ptr @sink, align 4, !tbaa !7
  %43 = load volatile i32, ptr @sink, align 4, !tbaa !7
  ret i32 %43

44:                                               ; preds = %0, %69
  %45 = phi i32 [ 0, %0 ], [ %81, %69 ]
  %46 = getelementptr inbounds [7 x double], ptr @__const.main.ds, i32 0, i32 %45
  %47 = load double, ptr %46, align 8, !tbaa !11
  %48 = fptosi double %47 to i256
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %47)
  %50 = icmp slt i256 %48, 0
  %51 = zext i256 %48 to i512
  br i1 %50, label %52, label %61

52:                                               ; preds = %44
  %53 = sub nsw i512 0, %51
  %54 = trunc i512 %53 to i64
  %55 = lshr i512 %53, 64
  %56 = trunc i512 %55 to i64
  %57 = lshr i512 %53, 128
  %58 = trunc i512 %57 to i64
  %59 = lshr i512 %53, 192
  %60 = trunc i512 %59 to i64
  br label %69

61:                                               ; preds = %44
  %62 = trunc i256 %48 to i64
  %63 = lshr i512 %51, 64
  %64 = trunc i512 %63 to i64
  %65 = lshr i512 %51, 128
  %66 = trunc i512 %65 to i64
  %67 = lshr i512 %51, 192
  %68 = trunc nuw i512 %67 to i64
  br label %69

69:                                               ; preds = %61, %52
  %70 = phi i64 [ %64, %61 ], [ %56, %52 ]
  %71 = phi i64 [ %66, %61 ], [ %58, %52 ]
  %72 = phi i64 [ %68, %61 ], [ %60, %52 ]
  %73 = phi ptr [ @.str.7, %61 ], [ @.str.6, %52 ]
  %74 = phi i64 [ %62, %61 ], [ %54, %52 ]
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %72)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %71)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %70)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %74)
  %80 = tail call i32 @puts(ptr nonnull dereferenceable(1) %73)
  %81 = add nuw nsw i32 %45, 1
  %82 = icmp eq i32 %81, 7
  br i1 %82, label %15, label %44, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !9, i64 0}
!13 = distinct !{!13, !6}
