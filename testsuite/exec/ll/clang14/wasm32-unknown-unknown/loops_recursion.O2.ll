; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [5 x i8] c"fib:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"deep_sum(10000) = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"deep_depth = %d max %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"even(10001)=%d odd(7777)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"ack(2,3)=%u ack(3,3)=%u\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"hanoi(10): %d moves, signature %u\0A\00", align 1
@moves = internal unnamed_addr global i32 0, align 4
@main.composite = internal unnamed_addr global [10001 x i8] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [33 x i8] c"primes <= 10000: %d, largest %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"collatz: %u steps from %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"found %d*%d after %d iterations\0A\00", align 1
@.str.11 = private unnamed_addr constant [29 x i8] c"do-while steps %u, u now %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [39 x i8] c"first triangular >= 1e6: T(%d) = %lld\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define hidden i32 @main() #0 {
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
  store volatile i32 0, i32* %1, align 4, !tbaa !2
  br label %19

19:                                               ; preds = %39, %0
  %20 = phi i32 [ 1, %0 ], [ %41, %39 ]
  %21 = load volatile i32, i32* %1, align 4, !tbaa !2
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store volatile i32 %20, i32* %1, align 4, !tbaa !2
  br label %24

24:                                               ; preds = %23, %19
  %25 = load volatile i32, i32* %1, align 4, !tbaa !2
  %26 = icmp sgt i32 %25, %20
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nuw nsw i32 %20, 1
  store volatile i32 %28, i32* %1, align 4, !tbaa !2
  br label %29

29:                                               ; preds = %27, %24
  %30 = add nuw nsw i32 %20, 2
  %31 = load volatile i32, i32* %1, align 4, !tbaa !2
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store volatile i32 %30, i32* %1, align 4, !tbaa !2
  br label %34

34:                                               ; preds = %33, %29
  %35 = add nuw nsw i32 %20, 3
  %36 = load volatile i32, i32* %1, align 4, !tbaa !2
  %37 = icmp slt i32 %36, %35
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  store volatile i32 %35, i32* %1, align 4, !tbaa !2
  br label %39

39:                                               ; preds = %38, %34
  %40 = icmp eq i32 %35, 10000
  %41 = add nuw nsw i32 %20, 4
  br i1 %40, label %42, label %19

42:                                               ; preds = %39
  %43 = load volatile i32, i32* %1, align 4, !tbaa !2
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
  store i32 0, i32* %2, align 4, !tbaa !2
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef nonnull %2)
  %57 = load i32, i32* @moves, align 4, !tbaa !2
  %58 = load i32, i32* %2, align 4, !tbaa !2
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.7, i32 0, i32 0), i32 noundef %57, i32 noundef %58)
  br label %60

60:                                               ; preds = %50, %76
  %61 = phi i32 [ 2, %50 ], [ %79, %76 ]
  %62 = phi i32 [ 0, %50 ], [ %78, %76 ]
  %63 = phi i32 [ 0, %50 ], [ %77, %76 ]
  %64 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %61
  %65 = load i8, i8* %64, align 1, !tbaa !6
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
  store i8 1, i8* %73, align 1, !tbaa !6
  %74 = add nuw nsw i32 %72, %61
  %75 = icmp ult i32 %74, 10001
  br i1 %75, label %71, label %76, !llvm.loop !7

76:                                               ; preds = %71, %67, %60
  %77 = phi i32 [ %63, %60 ], [ %68, %67 ], [ %68, %71 ]
  %78 = phi i32 [ %62, %60 ], [ %61, %67 ], [ %61, %71 ]
  %79 = add nuw nsw i32 %61, 1
  %80 = icmp eq i32 %79, 10001
  br i1 %80, label %81, label %60, !llvm.loop !9

81:                                               ; preds = %76
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.8, i32 0, i32 0), i32 noundef %77, i32 noundef %78)
  br label %85

83:                                               ; preds = %101
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i32 0, i32 0), i32 noundef %104, i32 noundef %106)
  br label %109

85:                                               ; preds = %81, %101
  %86 = phi i64 [ 1, %81 ], [ %107, %101 ]
  %87 = phi i32 [ 0, %81 ], [ %106, %101 ]
  %88 = phi i32 [ 0, %81 ], [ %104, %101 ]
  %89 = icmp eq i64 %86, 1
  br i1 %89, label %101, label %90

90:                                               ; preds = %85, %90
  %91 = phi i32 [ %99, %90 ], [ 0, %85 ]
  %92 = phi i64 [ %98, %90 ], [ %86, %85 ]
  %93 = and i64 %92, 1
  %94 = icmp eq i64 %93, 0
  %95 = mul i64 %92, 3
  %96 = add i64 %95, 1
  %97 = lshr i64 %92, 1
  %98 = select i1 %94, i64 %97, i64 %96
  %99 = add i32 %91, 1
  %100 = icmp eq i64 %98, 1
  br i1 %100, label %101, label %90, !llvm.loop !10

101:                                              ; preds = %90, %85
  %102 = phi i32 [ 0, %85 ], [ %99, %90 ]
  %103 = icmp ugt i32 %102, %88
  %104 = select i1 %103, i32 %102, i32 %88
  %105 = trunc i64 %86 to i32
  %106 = select i1 %103, i32 %105, i32 %87
  %107 = add nuw nsw i64 %86, 1
  %108 = icmp eq i64 %107, 10000
  br i1 %108, label %83, label %85, !llvm.loop !11

109:                                              ; preds = %83, %131
  %110 = phi i32 [ 0, %83 ], [ %132, %131 ]
  %111 = phi i32 [ 1, %83 ], [ %133, %131 ]
  %112 = trunc i32 %111 to i8
  %113 = urem i8 %112, 3
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %131, label %115

115:                                              ; preds = %109, %125
  %116 = phi i32 [ %118, %125 ], [ %110, %109 ]
  %117 = phi i32 [ %128, %125 ], [ %111, %109 ]
  %118 = add nsw i32 %116, 1
  %119 = mul nsw i32 %117, %111
  %120 = urem i32 %119, 7
  %121 = icmp eq i32 %120, 0
  %122 = add nuw nsw i32 %117, %111
  %123 = icmp ugt i32 %122, 50
  %124 = select i1 %121, i1 %123, i1 false
  br i1 %124, label %135, label %125

125:                                              ; preds = %115
  %126 = sub nuw nsw i32 %117, %111
  %127 = icmp ult i32 %126, 31
  %128 = add nuw nsw i32 %117, 1
  %129 = icmp ult i32 %117, 99
  %130 = and i1 %127, %129
  br i1 %130, label %115, label %131, !llvm.loop !12

131:                                              ; preds = %125, %109
  %132 = phi i32 [ %110, %109 ], [ %118, %125 ]
  %133 = add nuw nsw i32 %111, 1
  %134 = icmp eq i32 %133, 100
  br i1 %134, label %135, label %109, !llvm.loop !13

135:                                              ; preds = %131, %115
  %136 = phi i32 [ %111, %115 ], [ -1, %131 ]
  %137 = phi i32 [ %117, %115 ], [ -1, %131 ]
  %138 = phi i32 [ %118, %115 ], [ %132, %131 ]
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %136, i32 noundef %137, i32 noundef %138)
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.11, i32 0, i32 0), i32 noundef 6, i32 noundef -1)
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i32 0, i32 0), i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %56) #6
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
  %12 = load i32, i32* @moves, align 4, !tbaa !2
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @moves, align 4, !tbaa !2
  %14 = load i32, i32* %4, align 4, !tbaa !2
  %15 = mul i32 %14, 31
  %16 = mul nsw i32 %9, 3
  %17 = add nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, i32* %4, align 4, !tbaa !2
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!4, !4, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
