; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
  store volatile i32 0, ptr %1, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %38, %0
  %19 = phi i32 [ 1, %0 ], [ %40, %38 ]
  %20 = load volatile i32, ptr %1, align 4, !tbaa !5
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store volatile i32 %19, ptr %1, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %22, %18
  %24 = load volatile i32, ptr %1, align 4, !tbaa !5
  %25 = icmp sgt i32 %24, %19
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nuw nsw i32 %19, 1
  store volatile i32 %27, ptr %1, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %26, %23
  %29 = add nuw nsw i32 %19, 2
  %30 = load volatile i32, ptr %1, align 4, !tbaa !5
  %31 = icmp slt i32 %30, %29
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  store volatile i32 %29, ptr %1, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %32, %28
  %34 = add nuw nsw i32 %19, 3
  %35 = load volatile i32, ptr %1, align 4, !tbaa !5
  %36 = icmp slt i32 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store volatile i32 %34, ptr %1, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %37, %33
  %39 = icmp eq i32 %34, 10000
  %40 = add nuw nsw i32 %19, 4
  br i1 %39, label %41, label %18

41:                                               ; preds = %38
  %42 = load volatile i32, ptr %1, align 4, !tbaa !5
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
  store i32 0, ptr %2, align 4, !tbaa !5
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef nonnull %2)
  %55 = load i32, ptr @moves, align 4, !tbaa !5
  %56 = load i32, ptr %2, align 4, !tbaa !5
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55, i32 noundef %56)
  br label %58

58:                                               ; preds = %49, %79
  %59 = phi i64 [ 5, %49 ], [ %83, %79 ]
  %60 = phi i64 [ 2, %49 ], [ %82, %79 ]
  %61 = phi i32 [ 4, %49 ], [ %85, %79 ]
  %62 = phi i32 [ 0, %49 ], [ %81, %79 ]
  %63 = phi i32 [ 0, %49 ], [ %80, %79 ]
  %64 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %60
  %65 = load i8, ptr %64, align 1, !tbaa !9
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %67, label %79

67:                                               ; preds = %58
  %68 = add nsw i32 %63, 1
  %69 = mul nuw nsw i64 %60, %60
  %70 = icmp ult i64 %69, 10001
  %71 = trunc nuw nsw i64 %60 to i32
  br i1 %70, label %72, label %79

72:                                               ; preds = %67
  %73 = zext i32 %61 to i64
  br label %74

74:                                               ; preds = %72, %74
  %75 = phi i64 [ %77, %74 ], [ %73, %72 ]
  %76 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %75
  store i8 1, ptr %76, align 1, !tbaa !9
  %77 = add nuw nsw i64 %75, %60
  %78 = icmp ult i64 %77, 10001
  br i1 %78, label %74, label %79, !llvm.loop !10

79:                                               ; preds = %74, %67, %58
  %80 = phi i32 [ %63, %58 ], [ %68, %67 ], [ %68, %74 ]
  %81 = phi i32 [ %62, %58 ], [ %71, %67 ], [ %71, %74 ]
  %82 = add nuw nsw i64 %60, 1
  %83 = add nuw nsw i64 %59, 2
  %84 = trunc nuw nsw i64 %59 to i32
  %85 = add i32 %61, %84
  %86 = icmp eq i64 %82, 10001
  br i1 %86, label %87, label %58, !llvm.loop !12

87:                                               ; preds = %79
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %80, i32 noundef %81)
  br label %91

89:                                               ; preds = %107
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %110, i32 noundef %112)
  br label %115

91:                                               ; preds = %87, %107
  %92 = phi i64 [ 1, %87 ], [ %113, %107 ]
  %93 = phi i32 [ 0, %87 ], [ %112, %107 ]
  %94 = phi i32 [ 0, %87 ], [ %110, %107 ]
  %95 = icmp eq i64 %92, 1
  br i1 %95, label %107, label %96

96:                                               ; preds = %91, %96
  %97 = phi i32 [ %105, %96 ], [ 0, %91 ]
  %98 = phi i64 [ %104, %96 ], [ %92, %91 ]
  %99 = and i64 %98, 1
  %100 = icmp eq i64 %99, 0
  %101 = mul i64 %98, 3
  %102 = add i64 %101, 1
  %103 = lshr exact i64 %98, 1
  %104 = select i1 %100, i64 %103, i64 %102
  %105 = add i32 %97, 1
  %106 = icmp eq i64 %104, 1
  br i1 %106, label %107, label %96, !llvm.loop !13

107:                                              ; preds = %96, %91
  %108 = phi i32 [ 0, %91 ], [ %105, %96 ]
  %109 = icmp ugt i32 %108, %94
  %110 = tail call i32 @llvm.umax.i32(i32 %108, i32 %94)
  %111 = trunc nuw nsw i64 %92 to i32
  %112 = select i1 %109, i32 %111, i32 %93
  %113 = add nuw nsw i64 %92, 1
  %114 = icmp eq i64 %113, 10000
  br i1 %114, label %89, label %91, !llvm.loop !14

115:                                              ; preds = %89, %137
  %116 = phi i32 [ 0, %89 ], [ %138, %137 ]
  %117 = phi i32 [ 1, %89 ], [ %139, %137 ]
  %118 = trunc nuw i32 %117 to i8
  %119 = urem i8 %118, 3
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %137, label %121

121:                                              ; preds = %115, %131
  %122 = phi i32 [ %124, %131 ], [ %116, %115 ]
  %123 = phi i32 [ %134, %131 ], [ %117, %115 ]
  %124 = add nsw i32 %122, 1
  %125 = mul nuw nsw i32 %123, %117
  %126 = urem i32 %125, 7
  %127 = icmp eq i32 %126, 0
  %128 = add nuw nsw i32 %123, %117
  %129 = icmp ugt i32 %128, 50
  %130 = select i1 %127, i1 %129, i1 false
  br i1 %130, label %141, label %131

131:                                              ; preds = %121
  %132 = sub nuw nsw i32 %123, %117
  %133 = icmp ult i32 %132, 31
  %134 = add nuw nsw i32 %123, 1
  %135 = icmp ult i32 %123, 99
  %136 = and i1 %133, %135
  br i1 %136, label %121, label %137, !llvm.loop !15

137:                                              ; preds = %131, %115
  %138 = phi i32 [ %116, %115 ], [ %124, %131 ]
  %139 = add nuw nsw i32 %117, 1
  %140 = icmp eq i32 %139, 100
  br i1 %140, label %141, label %115, !llvm.loop !16

141:                                              ; preds = %137, %121
  %142 = phi i32 [ %117, %121 ], [ -1, %137 ]
  %143 = phi i32 [ %123, %121 ], [ -1, %137 ]
  %144 = phi i32 [ %124, %121 ], [ %138, %137 ]
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %142, i32 noundef %143, i32 noundef %144)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef -1)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
  %12 = load i32, ptr @moves, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @moves, align 4, !tbaa !5
  %14 = load i32, ptr %4, align 4, !tbaa !5
  %15 = mul i32 %14, 31
  %16 = mul nuw nsw i32 %9, 3
  %17 = add nuw nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, ptr %4, align 4, !tbaa !5
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
