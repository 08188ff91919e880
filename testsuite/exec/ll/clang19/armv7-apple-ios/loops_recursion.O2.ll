; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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
define noundef i32 @main() local_unnamed_addr #0 {
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

18:                                               ; preds = %23, %0
  %19 = phi i32 [ 1, %0 ], [ %25, %23 ]
  %20 = load volatile i32, ptr %1, align 4, !tbaa !5
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store volatile i32 %19, ptr %1, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %22, %18
  %24 = icmp eq i32 %19, 10000
  %25 = add nuw nsw i32 %19, 1
  br i1 %24, label %26, label %18

26:                                               ; preds = %23
  %27 = load volatile i32, ptr %1, align 4, !tbaa !5
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10000, i32 noundef %27)
  br label %29

29:                                               ; preds = %31, %26
  %30 = phi i32 [ 10001, %26 ], [ %32, %31 ]
  switch i32 %30, label %31 [
    i32 0, label %34
    i32 1, label %33
  ]

31:                                               ; preds = %29
  %32 = add i32 %30, -2
  br label %29

33:                                               ; preds = %29
  br label %34

34:                                               ; preds = %29, %33
  %35 = phi i32 [ 0, %33 ], [ 1, %29 ]
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35, i32 noundef 1)
  %37 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %38 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %37, i32 noundef %38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 0, ptr %2, align 4, !tbaa !5
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef nonnull %2)
  %40 = load i32, ptr @moves, align 4, !tbaa !5
  %41 = load i32, ptr %2, align 4, !tbaa !5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %40, i32 noundef %41)
  br label %43

43:                                               ; preds = %34, %59
  %44 = phi i32 [ 2, %34 ], [ %62, %59 ]
  %45 = phi i32 [ 0, %34 ], [ %61, %59 ]
  %46 = phi i32 [ 0, %34 ], [ %60, %59 ]
  %47 = getelementptr inbounds [10001 x i8], ptr @main.composite, i32 0, i32 %44
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %50, label %59

50:                                               ; preds = %43
  %51 = add nsw i32 %46, 1
  %52 = mul nuw nsw i32 %44, %44
  %53 = icmp ult i32 %52, 10001
  br i1 %53, label %54, label %59

54:                                               ; preds = %50, %54
  %55 = phi i32 [ %57, %54 ], [ %52, %50 ]
  %56 = getelementptr inbounds [10001 x i8], ptr @main.composite, i32 0, i32 %55
  store i8 1, ptr %56, align 1, !tbaa !9
  %57 = add nuw nsw i32 %55, %44
  %58 = icmp ult i32 %57, 10001
  br i1 %58, label %54, label %59, !llvm.loop !10

59:                                               ; preds = %54, %50, %43
  %60 = phi i32 [ %46, %43 ], [ %51, %50 ], [ %51, %54 ]
  %61 = phi i32 [ %45, %43 ], [ %44, %50 ], [ %44, %54 ]
  %62 = add nuw nsw i32 %44, 1
  %63 = icmp eq i32 %62, 10001
  br i1 %63, label %64, label %43, !llvm.loop !12

64:                                               ; preds = %59
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %60, i32 noundef %61)
  br label %68

66:                                               ; preds = %89
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %92, i32 noundef %93)
  br label %96

68:                                               ; preds = %64, %89
  %69 = phi i32 [ 1, %64 ], [ %94, %89 ]
  %70 = phi i32 [ 0, %64 ], [ %93, %89 ]
  %71 = phi i32 [ 0, %64 ], [ %92, %89 ]
  %72 = icmp eq i32 %69, 1
  br i1 %72, label %89, label %73

73:                                               ; preds = %68
  %74 = zext nneg i32 %69 to i64
  br label %75

75:                                               ; preds = %73, %85
  %76 = phi i32 [ %87, %85 ], [ 0, %73 ]
  %77 = phi i64 [ %86, %85 ], [ %74, %73 ]
  %78 = and i64 %77, 1
  %79 = icmp eq i64 %78, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %75
  %81 = mul i64 %77, 3
  %82 = add i64 %81, 1
  br label %85

83:                                               ; preds = %75
  %84 = lshr exact i64 %77, 1
  br label %85

85:                                               ; preds = %83, %80
  %86 = phi i64 [ %82, %80 ], [ %84, %83 ]
  %87 = add i32 %76, 1
  %88 = icmp eq i64 %86, 1
  br i1 %88, label %89, label %75, !llvm.loop !13

89:                                               ; preds = %85, %68
  %90 = phi i32 [ 0, %68 ], [ %87, %85 ]
  %91 = icmp ugt i32 %90, %71
  %92 = tail call i32 @llvm.umax.i32(i32 %90, i32 %71)
  %93 = select i1 %91, i32 %69, i32 %70
  %94 = add nuw nsw i32 %69, 1
  %95 = icmp eq i32 %94, 10000
  br i1 %95, label %66, label %68, !llvm.loop !14

96:                                               ; preds = %66, %118
  %97 = phi i32 [ 0, %66 ], [ %119, %118 ]
  %98 = phi i32 [ 1, %66 ], [ %120, %118 ]
  %99 = trunc nuw i32 %98 to i8
  %100 = urem i8 %99, 3
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %118, label %102

102:                                              ; preds = %96, %112
  %103 = phi i32 [ %105, %112 ], [ %97, %96 ]
  %104 = phi i32 [ %115, %112 ], [ %98, %96 ]
  %105 = add nsw i32 %103, 1
  %106 = mul nuw nsw i32 %104, %98
  %107 = urem i32 %106, 7
  %108 = icmp eq i32 %107, 0
  %109 = add nuw nsw i32 %104, %98
  %110 = icmp ugt i32 %109, 50
  %111 = select i1 %108, i1 %110, i1 false
  br i1 %111, label %122, label %112

112:                                              ; preds = %102
  %113 = sub nuw nsw i32 %104, %98
  %114 = icmp ult i32 %113, 31
  %115 = add nuw nsw i32 %104, 1
  %116 = icmp ult i32 %104, 99
  %117 = and i1 %114, %116
  br i1 %117, label %102, label %118, !llvm.loop !15

118:                                              ; preds = %112, %96
  %119 = phi i32 [ %97, %96 ], [ %105, %112 ]
  %120 = add nuw nsw i32 %98, 1
  %121 = icmp eq i32 %120, 100
  br i1 %121, label %122, label %96, !llvm.loop !16

122:                                              ; preds = %118, %102
  %123 = phi i32 [ %98, %102 ], [ -1, %118 ]
  %124 = phi i32 [ %104, %102 ], [ -1, %118 ]
  %125 = phi i32 [ %105, %102 ], [ %119, %118 ]
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %123, i32 noundef %124, i32 noundef %125)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef -1)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1414, i64 noundef 1000405)
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
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
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
