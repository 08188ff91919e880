; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0))
  %4 = tail call fastcc i32 @fib(i32 noundef 0)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %4)
  %6 = tail call fastcc i32 @fib(i32 noundef 4)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %6)
  %8 = tail call fastcc i32 @fib(i32 noundef 8)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %8)
  %10 = tail call fastcc i32 @fib(i32 noundef 12)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %10)
  %12 = tail call fastcc i32 @fib(i32 noundef 16)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %12)
  %14 = tail call fastcc i32 @fib(i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %14)
  %16 = tail call i32 @putchar(i32 10)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i64 noundef 50005000)
  %18 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18)
  store volatile i32 0, i32* %1, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %39, %0
  %20 = phi i32 [ 1, %0 ], [ %41, %39 ]
  %21 = load volatile i32, i32* %1, align 4, !tbaa !4
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store volatile i32 %20, i32* %1, align 4, !tbaa !4
  br label %24

24:                                               ; preds = %23, %19
  %25 = load volatile i32, i32* %1, align 4, !tbaa !4
  %26 = icmp sgt i32 %25, %20
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nuw nsw i32 %20, 1
  store volatile i32 %28, i32* %1, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %27, %24
  %30 = add nuw nsw i32 %20, 2
  %31 = load volatile i32, i32* %1, align 4, !tbaa !4
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store volatile i32 %30, i32* %1, align 4, !tbaa !4
  br label %34

34:                                               ; preds = %33, %29
  %35 = add nuw nsw i32 %20, 3
  %36 = load volatile i32, i32* %1, align 4, !tbaa !4
  %37 = icmp slt i32 %36, %35
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  store volatile i32 %35, i32* %1, align 4, !tbaa !4
  br label %39

39:                                               ; preds = %38, %34
  %40 = icmp eq i32 %35, 10000
  %41 = add nuw nsw i32 %20, 4
  br i1 %40, label %42, label %19

42:                                               ; preds = %39
  %43 = load volatile i32, i32* %1, align 4, !tbaa !4
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i64 0, i64 0), i32 noundef 10000, i32 noundef %43)
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
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i64 0, i64 0), i32 noundef %51, i32 noundef 1)
  %53 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %54 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.6, i64 0, i64 0), i32 noundef %53, i32 noundef %54)
  %56 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %56) #6
  store i32 0, i32* %2, align 4, !tbaa !4
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef nonnull %2)
  %57 = load i32, i32* @moves, align 4, !tbaa !4
  %58 = load i32, i32* %2, align 4, !tbaa !4
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.7, i64 0, i64 0), i32 noundef %57, i32 noundef %58)
  br label %60

60:                                               ; preds = %50, %81
  %61 = phi i64 [ 5, %50 ], [ %85, %81 ]
  %62 = phi i64 [ 2, %50 ], [ %84, %81 ]
  %63 = phi i32 [ 4, %50 ], [ %87, %81 ]
  %64 = phi i32 [ 0, %50 ], [ %83, %81 ]
  %65 = phi i32 [ 0, %50 ], [ %82, %81 ]
  %66 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %62
  %67 = load i8, i8* %66, align 1, !tbaa !8
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %69, label %81

69:                                               ; preds = %60
  %70 = add nsw i32 %65, 1
  %71 = mul nuw nsw i64 %62, %62
  %72 = icmp ult i64 %71, 10001
  %73 = trunc i64 %62 to i32
  br i1 %72, label %74, label %81

74:                                               ; preds = %69
  %75 = zext i32 %63 to i64
  br label %76

76:                                               ; preds = %74, %76
  %77 = phi i64 [ %79, %76 ], [ %75, %74 ]
  %78 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %77
  store i8 1, i8* %78, align 1, !tbaa !8
  %79 = add nuw nsw i64 %77, %62
  %80 = icmp ult i64 %79, 10001
  br i1 %80, label %76, label %81, !llvm.loop !9

81:                                               ; preds = %76, %69, %60
  %82 = phi i32 [ %65, %60 ], [ %70, %69 ], [ %70, %76 ]
  %83 = phi i32 [ %64, %60 ], [ %73, %69 ], [ %73, %76 ]
  %84 = add nuw nsw i64 %62, 1
  %85 = add nuw nsw i64 %61, 2
  %86 = trunc i64 %61 to i32
  %87 = add i32 %63, %86
  %88 = icmp eq i64 %84, 10001
  br i1 %88, label %89, label %60, !llvm.loop !11

89:                                               ; preds = %81
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.8, i64 0, i64 0), i32 noundef %82, i32 noundef %83)
  br label %93

91:                                               ; preds = %109
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), i32 noundef %112, i32 noundef %114)
  br label %117

93:                                               ; preds = %89, %109
  %94 = phi i64 [ 1, %89 ], [ %115, %109 ]
  %95 = phi i32 [ 0, %89 ], [ %114, %109 ]
  %96 = phi i32 [ 0, %89 ], [ %112, %109 ]
  %97 = icmp eq i64 %94, 1
  br i1 %97, label %109, label %98

98:                                               ; preds = %93, %98
  %99 = phi i32 [ %107, %98 ], [ 0, %93 ]
  %100 = phi i64 [ %106, %98 ], [ %94, %93 ]
  %101 = and i64 %100, 1
  %102 = icmp eq i64 %101, 0
  %103 = mul i64 %100, 3
  %104 = add i64 %103, 1
  %105 = lshr i64 %100, 1
  %106 = select i1 %102, i64 %105, i64 %104
  %107 = add i32 %99, 1
  %108 = icmp eq i64 %106, 1
  br i1 %108, label %109, label %98, !llvm.loop !12

109:                                              ; preds = %98, %93
  %110 = phi i32 [ 0, %93 ], [ %107, %98 ]
  %111 = icmp ugt i32 %110, %96
  %112 = select i1 %111, i32 %110, i32 %96
  %113 = trunc i64 %94 to i32
  %114 = select i1 %111, i32 %113, i32 %95
  %115 = add nuw nsw i64 %94, 1
  %116 = icmp eq i64 %115, 10000
  br i1 %116, label %91, label %93, !llvm.loop !13

117:                                              ; preds = %91, %139
  %118 = phi i32 [ 0, %91 ], [ %140, %139 ]
  %119 = phi i32 [ 1, %91 ], [ %141, %139 ]
  %120 = trunc i32 %119 to i8
  %121 = urem i8 %120, 3
  %122 = icmp eq i8 %121, 0
  br i1 %122, label %139, label %123

123:                                              ; preds = %117, %133
  %124 = phi i32 [ %126, %133 ], [ %118, %117 ]
  %125 = phi i32 [ %136, %133 ], [ %119, %117 ]
  %126 = add nsw i32 %124, 1
  %127 = mul nsw i32 %125, %119
  %128 = urem i32 %127, 7
  %129 = icmp eq i32 %128, 0
  %130 = add nuw nsw i32 %125, %119
  %131 = icmp ugt i32 %130, 50
  %132 = select i1 %129, i1 %131, i1 false
  br i1 %132, label %143, label %133

133:                                              ; preds = %123
  %134 = sub nuw nsw i32 %125, %119
  %135 = icmp ult i32 %134, 31
  %136 = add nuw nsw i32 %125, 1
  %137 = icmp ult i32 %125, 99
  %138 = and i1 %135, %137
  br i1 %138, label %123, label %139, !llvm.loop !14

139:                                              ; preds = %133, %117
  %140 = phi i32 [ %118, %117 ], [ %126, %133 ]
  %141 = add nuw nsw i32 %119, 1
  %142 = icmp eq i32 %141, 100
  br i1 %142, label %143, label %117, !llvm.loop !15

143:                                              ; preds = %139, %123
  %144 = phi i32 [ %119, %123 ], [ -1, %139 ]
  %145 = phi i32 [ %125, %123 ], [ -1, %139 ]
  %146 = phi i32 [ %126, %123 ], [ %140, %139 ]
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef %144, i32 noundef %145, i32 noundef %146)
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.11, i64 0, i64 0), i32 noundef 6, i32 noundef -1)
  %149 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %56) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18)
  ret i32 7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

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
  %12 = load i32, i32* @moves, align 4, !tbaa !4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @moves, align 4, !tbaa !4
  %14 = load i32, i32* %4, align 4, !tbaa !4
  %15 = mul i32 %14, 31
  %16 = mul nsw i32 %9, 3
  %17 = add nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, i32* %4, align 4, !tbaa !4
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
