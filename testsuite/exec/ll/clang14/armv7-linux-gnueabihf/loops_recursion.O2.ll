; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [5 x i8] c"fib:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"deep_sum(10000) = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"deep_depth = %d max %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"even(10001)=%d odd(7777)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"ack(2,3)=%u ack(3,3)=%u\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"hanoi(10): %d moves, signature %u\0A\00", align 1
@moves = internal unnamed_addr global i32 0, align 4
@main.composite = internal unnamed_addr global [10001 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"primes <= 10000: %d, largest %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"collatz: %u steps from %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"found %d*%d after %d iterations\0A\00", align 1
@.str.11 = private unnamed_addr constant [29 x i8] c"do-while steps %u, u now %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [39 x i8] c"first triangular >= 1e6: T(%d) = %lld\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  %4 = tail call fastcc i32 @fib(i32 noundef 0)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef %4)
  %6 = tail call fastcc i32 @fib(i32 noundef 4)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef %6)
  %8 = tail call fastcc i32 @fib(i32 noundef 8)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef %8)
  %10 = tail call fastcc i32 @fib(i32 noundef 12)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef %10)
  %12 = tail call fastcc i32 @fib(i32 noundef 16)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef %12)
  %14 = tail call fastcc i32 @fib(i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef %14)
  %16 = tail call i32 @putchar(i32 10)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i32 0, i32 0), i64 noundef 50005000)
  %18 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18)
  store volatile i32 0, i32* %1, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %24, %0
  %20 = phi i32 [ 1, %0 ], [ %26, %24 ]
  %21 = load volatile i32, i32* %1, align 4, !tbaa !9
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store volatile i32 %20, i32* %1, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %23, %19
  %25 = icmp eq i32 %20, 10000
  %26 = add nuw nsw i32 %20, 1
  br i1 %25, label %27, label %19

27:                                               ; preds = %24
  %28 = load volatile i32, i32* %1, align 4, !tbaa !9
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef 10000, i32 noundef %28)
  br label %30

30:                                               ; preds = %32, %27
  %31 = phi i32 [ 10001, %27 ], [ %33, %32 ]
  switch i32 %31, label %32 [
    i32 0, label %34
    i32 1, label %35
  ]

32:                                               ; preds = %30
  %33 = add i32 %31, -2
  br label %30

34:                                               ; preds = %30
  br label %35

35:                                               ; preds = %30, %34
  %36 = phi i32 [ 1, %34 ], [ 0, %30 ]
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i32 0, i32 0), i32 noundef %36, i32 noundef 1)
  %38 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %39 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.6, i32 0, i32 0), i32 noundef %38, i32 noundef %39)
  %41 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %41) #6
  store i32 0, i32* %2, align 4, !tbaa !9
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef nonnull %2)
  %42 = load i32, i32* @moves, align 4, !tbaa !9
  %43 = load i32, i32* %2, align 4, !tbaa !9
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.7, i32 0, i32 0), i32 noundef %42, i32 noundef %43)
  br label %45

45:                                               ; preds = %35, %61
  %46 = phi i32 [ 2, %35 ], [ %64, %61 ]
  %47 = phi i32 [ 0, %35 ], [ %63, %61 ]
  %48 = phi i32 [ 0, %35 ], [ %62, %61 ]
  %49 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %46
  %50 = load i8, i8* %49, align 1, !tbaa !13
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %52, label %61

52:                                               ; preds = %45
  %53 = add nsw i32 %48, 1
  %54 = mul nuw nsw i32 %46, %46
  %55 = icmp ult i32 %54, 10001
  br i1 %55, label %56, label %61

56:                                               ; preds = %52, %56
  %57 = phi i32 [ %59, %56 ], [ %54, %52 ]
  %58 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %57
  store i8 1, i8* %58, align 1, !tbaa !13
  %59 = add nuw nsw i32 %57, %46
  %60 = icmp ult i32 %59, 10001
  br i1 %60, label %56, label %61, !llvm.loop !14

61:                                               ; preds = %56, %52, %45
  %62 = phi i32 [ %48, %45 ], [ %53, %52 ], [ %53, %56 ]
  %63 = phi i32 [ %47, %45 ], [ %46, %52 ], [ %46, %56 ]
  %64 = add nuw nsw i32 %46, 1
  %65 = icmp eq i32 %64, 10001
  br i1 %65, label %66, label %45, !llvm.loop !16

66:                                               ; preds = %61
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.8, i32 0, i32 0), i32 noundef %62, i32 noundef %63)
  br label %70

68:                                               ; preds = %91
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i32 0, i32 0), i32 noundef %94, i32 noundef %95)
  br label %98

70:                                               ; preds = %66, %91
  %71 = phi i32 [ 1, %66 ], [ %96, %91 ]
  %72 = phi i32 [ 0, %66 ], [ %95, %91 ]
  %73 = phi i32 [ 0, %66 ], [ %94, %91 ]
  %74 = icmp eq i32 %71, 1
  br i1 %74, label %91, label %75

75:                                               ; preds = %70
  %76 = zext i32 %71 to i64
  br label %77

77:                                               ; preds = %75, %87
  %78 = phi i32 [ %89, %87 ], [ 0, %75 ]
  %79 = phi i64 [ %88, %87 ], [ %76, %75 ]
  %80 = and i64 %79, 1
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %85, label %82

82:                                               ; preds = %77
  %83 = mul i64 %79, 3
  %84 = add i64 %83, 1
  br label %87

85:                                               ; preds = %77
  %86 = lshr i64 %79, 1
  br label %87

87:                                               ; preds = %85, %82
  %88 = phi i64 [ %84, %82 ], [ %86, %85 ]
  %89 = add i32 %78, 1
  %90 = icmp eq i64 %88, 1
  br i1 %90, label %91, label %77, !llvm.loop !17

91:                                               ; preds = %87, %70
  %92 = phi i32 [ 0, %70 ], [ %89, %87 ]
  %93 = icmp ugt i32 %92, %73
  %94 = select i1 %93, i32 %92, i32 %73
  %95 = select i1 %93, i32 %71, i32 %72
  %96 = add nuw nsw i32 %71, 1
  %97 = icmp eq i32 %96, 10000
  br i1 %97, label %68, label %70, !llvm.loop !18

98:                                               ; preds = %68, %120
  %99 = phi i32 [ 0, %68 ], [ %121, %120 ]
  %100 = phi i32 [ 1, %68 ], [ %122, %120 ]
  %101 = trunc i32 %100 to i8
  %102 = urem i8 %101, 3
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %120, label %104

104:                                              ; preds = %98, %114
  %105 = phi i32 [ %107, %114 ], [ %99, %98 ]
  %106 = phi i32 [ %117, %114 ], [ %100, %98 ]
  %107 = add nsw i32 %105, 1
  %108 = mul nsw i32 %106, %100
  %109 = urem i32 %108, 7
  %110 = icmp eq i32 %109, 0
  %111 = add nuw nsw i32 %106, %100
  %112 = icmp ugt i32 %111, 50
  %113 = select i1 %110, i1 %112, i1 false
  br i1 %113, label %124, label %114

114:                                              ; preds = %104
  %115 = sub nuw nsw i32 %106, %100
  %116 = icmp ult i32 %115, 31
  %117 = add nuw nsw i32 %106, 1
  %118 = icmp ult i32 %106, 99
  %119 = and i1 %116, %118
  br i1 %119, label %104, label %120, !llvm.loop !19

120:                                              ; preds = %114, %98
  %121 = phi i32 [ %99, %98 ], [ %107, %114 ]
  %122 = add nuw nsw i32 %100, 1
  %123 = icmp eq i32 %122, 100
  br i1 %123, label %124, label %98, !llvm.loop !20

124:                                              ; preds = %120, %104
  %125 = phi i32 [ %100, %104 ], [ -1, %120 ]
  %126 = phi i32 [ %106, %104 ], [ -1, %120 ]
  %127 = phi i32 [ %107, %104 ], [ %121, %120 ]
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %125, i32 noundef %126, i32 noundef %127)
  %129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.11, i32 0, i32 0), i32 noundef 6, i32 noundef -1)
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i32 0, i32 0), i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %41) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18)
  ret i32 7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32* noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, i32* noundef %4)
  %12 = load i32, i32* @moves, align 4, !tbaa !9
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @moves, align 4, !tbaa !9
  %14 = load i32, i32* %4, align 4, !tbaa !9
  %15 = mul i32 %14, 31
  %16 = mul nsw i32 %9, 3
  %17 = add nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, i32* %4, align 4, !tbaa !9
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!11, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
