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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
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
  store volatile i32 0, ptr %1, align 4, !tbaa !2
  br label %18

18:                                               ; preds = %38, %0
  %19 = phi i32 [ 1, %0 ], [ %40, %38 ]
  %20 = load volatile i32, ptr %1, align 4, !tbaa !2
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store volatile i32 %19, ptr %1, align 4, !tbaa !2
  br label %23

23:                                               ; preds = %22, %18
  %24 = load volatile i32, ptr %1, align 4, !tbaa !2
  %25 = icmp sgt i32 %24, %19
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nuw nsw i32 %19, 1
  store volatile i32 %27, ptr %1, align 4, !tbaa !2
  br label %28

28:                                               ; preds = %26, %23
  %29 = add nuw nsw i32 %19, 2
  %30 = load volatile i32, ptr %1, align 4, !tbaa !2
  %31 = icmp slt i32 %30, %29
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  store volatile i32 %29, ptr %1, align 4, !tbaa !2
  br label %33

33:                                               ; preds = %32, %28
  %34 = add nuw nsw i32 %19, 3
  %35 = load volatile i32, ptr %1, align 4, !tbaa !2
  %36 = icmp slt i32 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store volatile i32 %34, ptr %1, align 4, !tbaa !2
  br label %38

38:                                               ; preds = %37, %33
  %39 = icmp eq i32 %34, 10000
  %40 = add nuw nsw i32 %19, 4
  br i1 %39, label %41, label %18

41:                                               ; preds = %38
  %42 = load volatile i32, ptr %1, align 4, !tbaa !2
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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 0, ptr %2, align 4, !tbaa !2
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef nonnull %2)
  %55 = load i32, ptr @moves, align 4, !tbaa !2
  %56 = load i32, ptr %2, align 4, !tbaa !2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55, i32 noundef %56)
  br label %58

58:                                               ; preds = %49, %74
  %59 = phi i32 [ 2, %49 ], [ %77, %74 ]
  %60 = phi i32 [ 0, %49 ], [ %76, %74 ]
  %61 = phi i32 [ 0, %49 ], [ %75, %74 ]
  %62 = getelementptr inbounds [10001 x i8], ptr @main.composite, i32 0, i32 %59
  %63 = load i8, ptr %62, align 1, !tbaa !6
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
  store i8 1, ptr %71, align 1, !tbaa !6
  %72 = add nuw nsw i32 %70, %59
  %73 = icmp ult i32 %72, 10001
  br i1 %73, label %69, label %74, !llvm.loop !7

74:                                               ; preds = %69, %65, %58
  %75 = phi i32 [ %61, %58 ], [ %66, %65 ], [ %66, %69 ]
  %76 = phi i32 [ %60, %58 ], [ %59, %65 ], [ %59, %69 ]
  %77 = add nuw nsw i32 %59, 1
  %78 = icmp eq i32 %77, 10001
  br i1 %78, label %79, label %58, !llvm.loop !9

79:                                               ; preds = %74
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %75, i32 noundef %76)
  br label %83

81:                                               ; preds = %99
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %102, i32 noundef %104)
  br label %107

83:                                               ; preds = %79, %99
  %84 = phi i64 [ 1, %79 ], [ %105, %99 ]
  %85 = phi i32 [ 0, %79 ], [ %104, %99 ]
  %86 = phi i32 [ 0, %79 ], [ %102, %99 ]
  %87 = icmp eq i64 %84, 1
  br i1 %87, label %99, label %88

88:                                               ; preds = %83, %88
  %89 = phi i32 [ %97, %88 ], [ 0, %83 ]
  %90 = phi i64 [ %96, %88 ], [ %84, %83 ]
  %91 = and i64 %90, 1
  %92 = icmp eq i64 %91, 0
  %93 = mul i64 %90, 3
  %94 = add i64 %93, 1
  %95 = lshr exact i64 %90, 1
  %96 = select i1 %92, i64 %95, i64 %94
  %97 = add i32 %89, 1
  %98 = icmp eq i64 %96, 1
  br i1 %98, label %99, label %88, !llvm.loop !10

99:                                               ; preds = %88, %83
  %100 = phi i32 [ 0, %83 ], [ %97, %88 ]
  %101 = icmp ugt i32 %100, %86
  %102 = tail call i32 @llvm.umax.i32(i32 %100, i32 %86)
  %103 = trunc nuw nsw i64 %84 to i32
  %104 = select i1 %101, i32 %103, i32 %85
  %105 = add nuw nsw i64 %84, 1
  %106 = icmp eq i64 %105, 10000
  br i1 %106, label %81, label %83, !llvm.loop !11

107:                                              ; preds = %81, %129
  %108 = phi i32 [ 0, %81 ], [ %130, %129 ]
  %109 = phi i32 [ 1, %81 ], [ %131, %129 ]
  %110 = trunc nuw i32 %109 to i8
  %111 = urem i8 %110, 3
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %129, label %113

113:                                              ; preds = %107, %123
  %114 = phi i32 [ %116, %123 ], [ %108, %107 ]
  %115 = phi i32 [ %126, %123 ], [ %109, %107 ]
  %116 = add nsw i32 %114, 1
  %117 = mul nuw nsw i32 %115, %109
  %118 = urem i32 %117, 7
  %119 = icmp eq i32 %118, 0
  %120 = add nuw nsw i32 %115, %109
  %121 = icmp ugt i32 %120, 50
  %122 = select i1 %119, i1 %121, i1 false
  br i1 %122, label %133, label %123

123:                                              ; preds = %113
  %124 = sub nuw nsw i32 %115, %109
  %125 = icmp ult i32 %124, 31
  %126 = add nuw nsw i32 %115, 1
  %127 = icmp ult i32 %115, 99
  %128 = and i1 %125, %127
  br i1 %128, label %113, label %129, !llvm.loop !12

129:                                              ; preds = %123, %107
  %130 = phi i32 [ %108, %107 ], [ %116, %123 ]
  %131 = add nuw nsw i32 %109, 1
  %132 = icmp eq i32 %131, 100
  br i1 %132, label %133, label %107, !llvm.loop !13

133:                                              ; preds = %129, %113
  %134 = phi i32 [ %109, %113 ], [ -1, %129 ]
  %135 = phi i32 [ %115, %113 ], [ -1, %129 ]
  %136 = phi i32 [ %116, %113 ], [ %130, %129 ]
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %134, i32 noundef %135, i32 noundef %136)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef -1)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 {
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

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
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

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4) unnamed_addr #3 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, ptr noundef %4)
  %12 = load i32, ptr @moves, align 4, !tbaa !2
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @moves, align 4, !tbaa !2
  %14 = load i32, ptr %4, align 4, !tbaa !2
  %15 = mul i32 %14, 31
  %16 = mul nuw nsw i32 %9, 3
  %17 = add nuw nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, ptr %4, align 4, !tbaa !2
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
