; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
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
  store volatile i32 0, i32* %1, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %39, %0
  %20 = phi i32 [ 1, %0 ], [ %41, %39 ]
  %21 = load volatile i32, i32* %1, align 4, !tbaa !6
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store volatile i32 %20, i32* %1, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %23, %19
  %25 = load volatile i32, i32* %1, align 4, !tbaa !6
  %26 = icmp sgt i32 %25, %20
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nuw nsw i32 %20, 1
  store volatile i32 %28, i32* %1, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %27, %24
  %30 = add nuw nsw i32 %20, 2
  %31 = load volatile i32, i32* %1, align 4, !tbaa !6
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store volatile i32 %30, i32* %1, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %33, %29
  %35 = add nuw nsw i32 %20, 3
  %36 = load volatile i32, i32* %1, align 4, !tbaa !6
  %37 = icmp slt i32 %36, %35
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  store volatile i32 %35, i32* %1, align 4, !tbaa !6
  br label %39

39:                                               ; preds = %38, %34
  %40 = icmp eq i32 %35, 10000
  %41 = add nuw nsw i32 %20, 4
  br i1 %40, label %42, label %19

42:                                               ; preds = %39
  %43 = load volatile i32, i32* %1, align 4, !tbaa !6
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef 10000, i32 noundef %43)
  br label %45

45:                                               ; preds = %47, %42
  %46 = phi i32 [ 10001, %42 ], [ %48, %47 ]
  switch i32 %46, label %47 [
    i32 0, label %49
    i32 1, label %50
  ]

47:                                               ; preds = %45
  %48 = add i32 %46, -2
  br label %45

49:                                               ; preds = %45
  br label %50

50:                                               ; preds = %45, %49
  %51 = phi i32 [ 1, %49 ], [ 0, %45 ]
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i32 0, i32 0), i32 noundef %51, i32 noundef 1)
  %53 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %54 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.6, i32 0, i32 0), i32 noundef %53, i32 noundef %54)
  %56 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %56) #6
  store i32 0, i32* %2, align 4, !tbaa !6
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef nonnull %2)
  %57 = load i32, i32* @moves, align 4, !tbaa !6
  %58 = load i32, i32* %2, align 4, !tbaa !6
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.7, i32 0, i32 0), i32 noundef %57, i32 noundef %58)
  br label %60

60:                                               ; preds = %50, %76
  %61 = phi i32 [ 2, %50 ], [ %79, %76 ]
  %62 = phi i32 [ 0, %50 ], [ %78, %76 ]
  %63 = phi i32 [ 0, %50 ], [ %77, %76 ]
  %64 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %61
  %65 = load i8, i8* %64, align 1, !tbaa !10
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %67, label %76

67:                                               ; preds = %60
  %68 = add nsw i32 %63, 1
  %69 = mul nuw nsw i32 %61, %61
  %70 = icmp ult i32 %69, 10001
  br i1 %70, label %71, label %76

71:                                               ; preds = %67, %71
  %72 = phi i32 [ %74, %71 ], [ %69, %67 ]
  %73 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %72
  store i8 1, i8* %73, align 1, !tbaa !10
  %74 = add nuw nsw i32 %72, %61
  %75 = icmp ult i32 %74, 10001
  br i1 %75, label %71, label %76, !llvm.loop !11

76:                                               ; preds = %71, %67, %60
  %77 = phi i32 [ %63, %60 ], [ %68, %67 ], [ %68, %71 ]
  %78 = phi i32 [ %62, %60 ], [ %61, %67 ], [ %61, %71 ]
  %79 = add nuw nsw i32 %61, 1
  %80 = icmp eq i32 %79, 10001
  br i1 %80, label %81, label %60, !llvm.loop !13

81:                                               ; preds = %76
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.8, i32 0, i32 0), i32 noundef %77, i32 noundef %78)
  br label %85

83:                                               ; preds = %103
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i32 0, i32 0), i32 noundef %106, i32 noundef %107)
  br label %110

85:                                               ; preds = %81, %103
  %86 = phi i32 [ 1, %81 ], [ %108, %103 ]
  %87 = phi i32 [ 0, %81 ], [ %107, %103 ]
  %88 = phi i32 [ 0, %81 ], [ %106, %103 ]
  %89 = icmp eq i32 %86, 1
  br i1 %89, label %103, label %90

90:                                               ; preds = %85
  %91 = zext i32 %86 to i64
  br label %92

92:                                               ; preds = %90, %92
  %93 = phi i32 [ %101, %92 ], [ 0, %90 ]
  %94 = phi i64 [ %100, %92 ], [ %91, %90 ]
  %95 = and i64 %94, 1
  %96 = icmp eq i64 %95, 0
  %97 = mul i64 %94, 3
  %98 = add i64 %97, 1
  %99 = lshr i64 %94, 1
  %100 = select i1 %96, i64 %99, i64 %98
  %101 = add i32 %93, 1
  %102 = icmp eq i64 %100, 1
  br i1 %102, label %103, label %92, !llvm.loop !14

103:                                              ; preds = %92, %85
  %104 = phi i32 [ 0, %85 ], [ %101, %92 ]
  %105 = icmp ugt i32 %104, %88
  %106 = select i1 %105, i32 %104, i32 %88
  %107 = select i1 %105, i32 %86, i32 %87
  %108 = add nuw nsw i32 %86, 1
  %109 = icmp eq i32 %108, 10000
  br i1 %109, label %83, label %85, !llvm.loop !15

110:                                              ; preds = %83, %132
  %111 = phi i32 [ 0, %83 ], [ %133, %132 ]
  %112 = phi i32 [ 1, %83 ], [ %134, %132 ]
  %113 = trunc i32 %112 to i8
  %114 = urem i8 %113, 3
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %132, label %116

116:                                              ; preds = %110, %126
  %117 = phi i32 [ %119, %126 ], [ %111, %110 ]
  %118 = phi i32 [ %129, %126 ], [ %112, %110 ]
  %119 = add nsw i32 %117, 1
  %120 = mul nsw i32 %118, %112
  %121 = urem i32 %120, 7
  %122 = icmp eq i32 %121, 0
  %123 = add nuw nsw i32 %118, %112
  %124 = icmp ugt i32 %123, 50
  %125 = select i1 %122, i1 %124, i1 false
  br i1 %125, label %136, label %126

126:                                              ; preds = %116
  %127 = sub nuw nsw i32 %118, %112
  %128 = icmp ult i32 %127, 31
  %129 = add nuw nsw i32 %118, 1
  %130 = icmp ult i32 %118, 99
  %131 = and i1 %128, %130
  br i1 %131, label %116, label %132, !llvm.loop !16

132:                                              ; preds = %126, %110
  %133 = phi i32 [ %111, %110 ], [ %119, %126 ]
  %134 = add nuw nsw i32 %112, 1
  %135 = icmp eq i32 %134, 100
  br i1 %135, label %136, label %110, !llvm.loop !17

136:                                              ; preds = %132, %116
  %137 = phi i32 [ %112, %116 ], [ -1, %132 ]
  %138 = phi i32 [ %118, %116 ], [ -1, %132 ]
  %139 = phi i32 [ %119, %116 ], [ %133, %132 ]
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %137, i32 noundef %138, i32 noundef %139)
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.11, i32 0, i32 0), i32 noundef 6, i32 noundef -1)
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i32 0, i32 0), i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %56) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18)
  ret i32 7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone uwtable
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

; Function Attrs: nofree nosync nounwind readnone uwtable
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

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32* noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, i32* noundef %4)
  %12 = load i32, i32* @moves, align 4, !tbaa !6
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @moves, align 4, !tbaa !6
  %14 = load i32, i32* %4, align 4, !tbaa !6
  %15 = mul i32 %14, 31
  %16 = mul nsw i32 %9, 3
  %17 = add nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, i32* %4, align 4, !tbaa !6
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
