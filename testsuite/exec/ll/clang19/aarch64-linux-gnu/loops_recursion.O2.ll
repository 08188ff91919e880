; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

18:                                               ; preds = %23, %0
  %19 = phi i32 [ 1, %0 ], [ %25, %23 ]
  %20 = load volatile i32, ptr %1, align 4, !tbaa !6
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store volatile i32 %19, ptr %1, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %22, %18
  %24 = icmp eq i32 %19, 10000
  %25 = add nuw nsw i32 %19, 1
  br i1 %24, label %26, label %18

26:                                               ; preds = %23
  %27 = load volatile i32, ptr %1, align 4, !tbaa !6
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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 0, ptr %2, align 4, !tbaa !6
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef nonnull %2)
  %40 = load i32, ptr @moves, align 4, !tbaa !6
  %41 = load i32, ptr %2, align 4, !tbaa !6
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %40, i32 noundef %41)
  br label %43

43:                                               ; preds = %34, %95
  %44 = phi i64 [ 0, %34 ], [ %103, %95 ]
  %45 = phi i64 [ 5, %34 ], [ %99, %95 ]
  %46 = phi i64 [ 2, %34 ], [ %98, %95 ]
  %47 = phi i32 [ 4, %34 ], [ %101, %95 ]
  %48 = phi i32 [ 0, %34 ], [ %97, %95 ]
  %49 = phi i32 [ 0, %34 ], [ %96, %95 ]
  %50 = zext i32 %47 to i64
  %51 = add nuw i64 %46, %50
  %52 = tail call i64 @llvm.umax.i64(i64 %51, i64 10001)
  %53 = sub i64 %52, %44
  %54 = add i64 %53, -2
  %55 = icmp ne i64 %54, %50
  %56 = zext i1 %55 to i64
  %57 = add nuw nsw i64 %56, %50
  %58 = sub i64 %54, %57
  %59 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %46
  %60 = load i8, ptr %59, align 1, !tbaa !10
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %62, label %95

62:                                               ; preds = %43
  %63 = zext i32 %47 to i64
  %64 = add nsw i32 %49, 1
  %65 = mul nuw nsw i64 %46, %46
  %66 = icmp ult i64 %65, 10001
  %67 = trunc nuw nsw i64 %46 to i32
  br i1 %66, label %68, label %95

68:                                               ; preds = %62
  %69 = select i1 %55, i64 2, i64 1
  %70 = udiv i64 %58, %46
  %71 = add i64 %69, %70
  %72 = icmp ult i64 %71, 2
  br i1 %72, label %88, label %73

73:                                               ; preds = %68
  %74 = and i64 %71, -2
  %75 = mul i64 %74, %46
  %76 = add i64 %75, %63
  br label %77

77:                                               ; preds = %77, %73
  %78 = phi i64 [ 0, %73 ], [ %84, %77 ]
  %79 = mul i64 %78, %46
  %80 = add i64 %79, %63
  %81 = add i64 %80, %46
  %82 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %80
  %83 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %81
  store i8 1, ptr %82, align 1, !tbaa !10
  store i8 1, ptr %83, align 1, !tbaa !10
  %84 = add nuw i64 %78, 2
  %85 = icmp eq i64 %84, %74
  br i1 %85, label %86, label %77, !llvm.loop !11

86:                                               ; preds = %77
  %87 = icmp eq i64 %71, %74
  br i1 %87, label %95, label %88

88:                                               ; preds = %86, %68
  %89 = phi i64 [ %63, %68 ], [ %76, %86 ]
  br label %90

90:                                               ; preds = %88, %90
  %91 = phi i64 [ %93, %90 ], [ %89, %88 ]
  %92 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %91
  store i8 1, ptr %92, align 1, !tbaa !10
  %93 = add nuw nsw i64 %91, %46
  %94 = icmp ult i64 %93, 10001
  br i1 %94, label %90, label %95, !llvm.loop !15

95:                                               ; preds = %90, %86, %62, %43
  %96 = phi i32 [ %49, %43 ], [ %64, %62 ], [ %64, %86 ], [ %64, %90 ]
  %97 = phi i32 [ %48, %43 ], [ %67, %62 ], [ %67, %86 ], [ %67, %90 ]
  %98 = add nuw nsw i64 %46, 1
  %99 = add nuw nsw i64 %45, 2
  %100 = trunc i64 %45 to i32
  %101 = add i32 %47, %100
  %102 = icmp eq i64 %98, 10001
  %103 = add i64 %44, 1
  br i1 %102, label %104, label %43, !llvm.loop !16

104:                                              ; preds = %95
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %96, i32 noundef %97)
  br label %108

106:                                              ; preds = %124
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %127, i32 noundef %129)
  br label %132

108:                                              ; preds = %104, %124
  %109 = phi i64 [ 1, %104 ], [ %130, %124 ]
  %110 = phi i32 [ 0, %104 ], [ %129, %124 ]
  %111 = phi i32 [ 0, %104 ], [ %127, %124 ]
  %112 = icmp eq i64 %109, 1
  br i1 %112, label %124, label %113

113:                                              ; preds = %108, %113
  %114 = phi i32 [ %122, %113 ], [ 0, %108 ]
  %115 = phi i64 [ %121, %113 ], [ %109, %108 ]
  %116 = and i64 %115, 1
  %117 = icmp eq i64 %116, 0
  %118 = mul i64 %115, 3
  %119 = add i64 %118, 1
  %120 = lshr exact i64 %115, 1
  %121 = select i1 %117, i64 %120, i64 %119
  %122 = add i32 %114, 1
  %123 = icmp eq i64 %121, 1
  br i1 %123, label %124, label %113, !llvm.loop !17

124:                                              ; preds = %113, %108
  %125 = phi i32 [ 0, %108 ], [ %122, %113 ]
  %126 = icmp ugt i32 %125, %111
  %127 = tail call i32 @llvm.umax.i32(i32 %125, i32 %111)
  %128 = trunc nuw nsw i64 %109 to i32
  %129 = select i1 %126, i32 %128, i32 %110
  %130 = add nuw nsw i64 %109, 1
  %131 = icmp eq i64 %130, 10000
  br i1 %131, label %106, label %108, !llvm.loop !18

132:                                              ; preds = %106, %154
  %133 = phi i32 [ 0, %106 ], [ %155, %154 ]
  %134 = phi i32 [ 1, %106 ], [ %156, %154 ]
  %135 = trunc nuw i32 %134 to i8
  %136 = urem i8 %135, 3
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %154, label %138

138:                                              ; preds = %132, %148
  %139 = phi i32 [ %141, %148 ], [ %133, %132 ]
  %140 = phi i32 [ %151, %148 ], [ %134, %132 ]
  %141 = add nsw i32 %139, 1
  %142 = mul nuw nsw i32 %140, %134
  %143 = urem i32 %142, 7
  %144 = icmp eq i32 %143, 0
  %145 = add nuw nsw i32 %140, %134
  %146 = icmp ugt i32 %145, 50
  %147 = select i1 %144, i1 %146, i1 false
  br i1 %147, label %158, label %148

148:                                              ; preds = %138
  %149 = sub nuw nsw i32 %140, %134
  %150 = icmp ult i32 %149, 31
  %151 = add nuw nsw i32 %140, 1
  %152 = icmp ult i32 %140, 99
  %153 = and i1 %150, %152
  br i1 %153, label %138, label %154, !llvm.loop !19

154:                                              ; preds = %148, %132
  %155 = phi i32 [ %133, %132 ], [ %141, %148 ]
  %156 = add nuw nsw i32 %134, 1
  %157 = icmp eq i32 %156, 100
  br i1 %157, label %158, label %132, !llvm.loop !20

158:                                              ; preds = %154, %138
  %159 = phi i32 [ %134, %138 ], [ -1, %154 ]
  %160 = phi i32 [ %140, %138 ], [ -1, %154 ]
  %161 = phi i32 [ %141, %138 ], [ %155, %154 ]
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %159, i32 noundef %160, i32 noundef %161)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef -1)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1414, i64 noundef 1000405)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
