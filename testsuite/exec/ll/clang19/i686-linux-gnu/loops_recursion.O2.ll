; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %4 = tail call fastcc i32 @fib(i32 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4)
  %6 = tail call fastcc i32 @fib(i32 noundef 4)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6)
  %8 = tail call fastcc i32 @fib(i32 noundef 8)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8)
  %10 = tail call fastcc i32 @fib(i32 noundef 12)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10)
  %12 = tail call fastcc i32 @fib(i32 noundef 16)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12)
  %14 = tail call fastcc i32 @fib(i32 noundef 20)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14)
  %16 = tail call i32 @putchar(i32 10)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 50005000)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !6
  br label %18

18:                                               ; preds = %38, %0
  %19 = phi i32 [ 1, %0 ], [ %40, %38 ]
  %20 = load volatile i32, ptr %1, align 4, !tbaa !6
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store volatile i32 %19, ptr %1, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %22, %18
  %24 = load volatile i32, ptr %1, align 4, !tbaa !6
  %25 = icmp sgt i32 %24, %19
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nuw nsw i32 %19, 1
  store volatile i32 %27, ptr %1, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %26, %23
  %29 = add nuw nsw i32 %19, 2
  %30 = load volatile i32, ptr %1, align 4, !tbaa !6
  %31 = icmp slt i32 %30, %29
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  store volatile i32 %29, ptr %1, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %32, %28
  %34 = add nuw nsw i32 %19, 3
  %35 = load volatile i32, ptr %1, align 4, !tbaa !6
  %36 = icmp slt i32 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store volatile i32 %34, ptr %1, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %37, %33
  %39 = icmp eq i32 %34, 10000
  %40 = add nuw nsw i32 %19, 4
  br i1 %39, label %41, label %18

41:                                               ; preds = %38
  %42 = load volatile i32, ptr %1, align 4, !tbaa !6
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10000, i32 noundef %42)
  br label %44

44:                                               ; preds = %46, %41
  %45 = phi i32 [ 10001, %41 ], [ %47, %46 ]
  switch i32 %45, label %46 [
    i32 0, label %49
    i32 1, label %48
  ]

46:                                               ; preds = %44
  %47 = add i32 %45, -2
  br label %44

48:                                               ; preds = %44
  br label %49

49:                                               ; preds = %44, %48
  %50 = phi i32 [ 0, %48 ], [ 1, %44 ]
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %50, i32 noundef 1)
  %52 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %53 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %52, i32 noundef %53)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 0, ptr %2, align 4, !tbaa !6
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef nonnull %2)
  %55 = load i32, ptr @moves, align 4, !tbaa !6
  %56 = load i32, ptr %2, align 4, !tbaa !6
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55, i32 noundef %56)
  br label %58

58:                                               ; preds = %49, %74
  %59 = phi i32 [ 2, %49 ], [ %77, %74 ]
  %60 = phi i32 [ 0, %49 ], [ %76, %74 ]
  %61 = phi i32 [ 0, %49 ], [ %75, %74 ]
  %62 = getelementptr inbounds [10001 x i8], ptr @main.composite, i32 0, i32 %59
  %63 = load i8, ptr %62, align 1, !tbaa !10
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %65, label %74

65:                                               ; preds = %58
  %66 = add nsw i32 %61, 1
  %67 = mul nuw nsw i32 %59, %59
  %68 = icmp ult i32 %67, 10001
  br i1 %68, label %69, label %74

69:                                               ; preds = %65, %69
  %70 = phi i32 [ %72, %69 ], [ %67, %65 ]
  %71 = getelementptr inbounds [10001 x i8], ptr @main.composite, i32 0, i32 %70
  store i8 1, ptr %71, align 1, !tbaa !10
  %72 = add nuw nsw i32 %70, %59
  %73 = icmp ult i32 %72, 10001
  br i1 %73, label %69, label %74, !llvm.loop !11

74:                                               ; preds = %69, %65, %58
  %75 = phi i32 [ %61, %58 ], [ %66, %65 ], [ %66, %69 ]
  %76 = phi i32 [ %60, %58 ], [ %59, %65 ], [ %59, %69 ]
  %77 = add nuw nsw i32 %59, 1
  %78 = icmp eq i32 %77, 10001
  br i1 %78, label %79, label %58, !llvm.loop !13

79:                                               ; preds = %74
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %75, i32 noundef %76)
  br label %83

81:                                               ; preds = %101
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %104, i32 noundef %105)
  br label %108

83:                                               ; preds = %79, %101
  %84 = phi i32 [ 1, %79 ], [ %106, %101 ]
  %85 = phi i32 [ 0, %79 ], [ %105, %101 ]
  %86 = phi i32 [ 0, %79 ], [ %104, %101 ]
  %87 = icmp eq i32 %84, 1
  br i1 %87, label %101, label %88

88:                                               ; preds = %83
  %89 = zext nneg i32 %84 to i64
  br label %90

90:                                               ; preds = %88, %90
  %91 = phi i32 [ %99, %90 ], [ 0, %88 ]
  %92 = phi i64 [ %98, %90 ], [ %89, %88 ]
  %93 = and i64 %92, 1
  %94 = icmp eq i64 %93, 0
  %95 = mul i64 %92, 3
  %96 = add i64 %95, 1
  %97 = lshr exact i64 %92, 1
  %98 = select i1 %94, i64 %97, i64 %96
  %99 = add i32 %91, 1
  %100 = icmp eq i64 %98, 1
  br i1 %100, label %101, label %90, !llvm.loop !14

101:                                              ; preds = %90, %83
  %102 = phi i32 [ 0, %83 ], [ %99, %90 ]
  %103 = icmp ugt i32 %102, %86
  %104 = tail call i32 @llvm.umax.i32(i32 %102, i32 %86)
  %105 = select i1 %103, i32 %84, i32 %85
  %106 = add nuw nsw i32 %84, 1
  %107 = icmp eq i32 %106, 10000
  br i1 %107, label %81, label %83, !llvm.loop !15

108:                                              ; preds = %81, %130
  %109 = phi i32 [ 0, %81 ], [ %131, %130 ]
  %110 = phi i32 [ 1, %81 ], [ %132, %130 ]
  %111 = trunc nuw i32 %110 to i8
  %112 = urem i8 %111, 3
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %130, label %114

114:                                              ; preds = %108, %124
  %115 = phi i32 [ %117, %124 ], [ %109, %108 ]
  %116 = phi i32 [ %127, %124 ], [ %110, %108 ]
  %117 = add nsw i32 %115, 1
  %118 = mul nuw nsw i32 %116, %110
  %119 = urem i32 %118, 7
  %120 = icmp eq i32 %119, 0
  %121 = add nuw nsw i32 %116, %110
  %122 = icmp ugt i32 %121, 50
  %123 = select i1 %120, i1 %122, i1 false
  br i1 %123, label %134, label %124

124:                                              ; preds = %114
  %125 = sub nuw nsw i32 %116, %110
  %126 = icmp ult i32 %125, 31
  %127 = add nuw nsw i32 %116, 1
  %128 = icmp ult i32 %116, 99
  %129 = and i1 %126, %128
  br i1 %129, label %114, label %130, !llvm.loop !16

130:                                              ; preds = %124, %108
  %131 = phi i32 [ %109, %108 ], [ %117, %124 ]
  %132 = add nuw nsw i32 %110, 1
  %133 = icmp eq i32 %132, 100
  br i1 %133, label %134, label %108, !llvm.loop !17

134:                                              ; preds = %130, %114
  %135 = phi i32 [ %110, %114 ], [ -1, %130 ]
  %136 = phi i32 [ %116, %114 ], [ -1, %130 ]
  %137 = phi i32 [ %117, %114 ], [ %131, %130 ]
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135, i32 noundef %136, i32 noundef %137)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef -1)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, ptr noundef %4)
  %12 = load i32, ptr @moves, align 4, !tbaa !6
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @moves, align 4, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = mul i32 %14, 31
  %16 = mul nuw nsw i32 %9, 3
  %17 = add nuw nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, ptr %4, align 4, !tbaa !6
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
