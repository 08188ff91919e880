; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
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
  store volatile i32 0, i32* %1, align 4, !tbaa !10
  br label %19

19:                                               ; preds = %24, %0
  %20 = phi i32 [ 1, %0 ], [ %26, %24 ]
  %21 = load volatile i32, i32* %1, align 4, !tbaa !10
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store volatile i32 %20, i32* %1, align 4, !tbaa !10
  br label %24

24:                                               ; preds = %23, %19
  %25 = icmp eq i32 %20, 10000
  %26 = add nuw nsw i32 %20, 1
  br i1 %25, label %27, label %19

27:                                               ; preds = %24
  %28 = load volatile i32, i32* %1, align 4, !tbaa !10
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i64 0, i64 0), i32 noundef 10000, i32 noundef %28)
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
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i64 0, i64 0), i32 noundef %36, i32 noundef 1)
  %38 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %39 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.6, i64 0, i64 0), i32 noundef %38, i32 noundef %39)
  %41 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %41) #7
  store i32 0, i32* %2, align 4, !tbaa !10
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef nonnull %2)
  %42 = load i32, i32* @moves, align 4, !tbaa !10
  %43 = load i32, i32* %2, align 4, !tbaa !10
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.7, i64 0, i64 0), i32 noundef %42, i32 noundef %43)
  br label %45

45:                                               ; preds = %35, %97
  %46 = phi i64 [ 0, %35 ], [ %105, %97 ]
  %47 = phi i64 [ 5, %35 ], [ %101, %97 ]
  %48 = phi i64 [ 2, %35 ], [ %100, %97 ]
  %49 = phi i32 [ 4, %35 ], [ %103, %97 ]
  %50 = phi i32 [ 0, %35 ], [ %99, %97 ]
  %51 = phi i32 [ 0, %35 ], [ %98, %97 ]
  %52 = zext i32 %49 to i64
  %53 = add nuw i64 %48, %52
  %54 = call i64 @llvm.umax.i64(i64 %53, i64 10001)
  %55 = sub i64 -2, %46
  %56 = add i64 %54, %55
  %57 = icmp ne i64 %56, %52
  %58 = zext i1 %57 to i64
  %59 = add nuw nsw i64 %58, %52
  %60 = sub i64 %56, %59
  %61 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %48
  %62 = load i8, i8* %61, align 1, !tbaa !14
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %64, label %97

64:                                               ; preds = %45
  %65 = zext i32 %49 to i64
  %66 = add nsw i32 %51, 1
  %67 = mul nuw nsw i64 %48, %48
  %68 = icmp ult i64 %67, 10001
  %69 = trunc i64 %48 to i32
  br i1 %68, label %70, label %97

70:                                               ; preds = %64
  %71 = select i1 %57, i64 2, i64 1
  %72 = udiv i64 %60, %48
  %73 = add i64 %71, %72
  %74 = icmp ult i64 %73, 2
  br i1 %74, label %90, label %75

75:                                               ; preds = %70
  %76 = and i64 %73, -2
  %77 = mul i64 %76, %48
  %78 = add i64 %77, %65
  br label %79

79:                                               ; preds = %79, %75
  %80 = phi i64 [ 0, %75 ], [ %86, %79 ]
  %81 = mul i64 %80, %48
  %82 = add i64 %81, %65
  %83 = add i64 %82, %48
  %84 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %82
  %85 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %83
  store i8 1, i8* %84, align 1, !tbaa !14
  store i8 1, i8* %85, align 1, !tbaa !14
  %86 = add nuw i64 %80, 2
  %87 = icmp eq i64 %86, %76
  br i1 %87, label %88, label %79, !llvm.loop !15

88:                                               ; preds = %79
  %89 = icmp eq i64 %73, %76
  br i1 %89, label %97, label %90

90:                                               ; preds = %70, %88
  %91 = phi i64 [ %65, %70 ], [ %78, %88 ]
  br label %92

92:                                               ; preds = %90, %92
  %93 = phi i64 [ %95, %92 ], [ %91, %90 ]
  %94 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %93
  store i8 1, i8* %94, align 1, !tbaa !14
  %95 = add nuw nsw i64 %93, %48
  %96 = icmp ult i64 %95, 10001
  br i1 %96, label %92, label %97, !llvm.loop !18

97:                                               ; preds = %92, %88, %64, %45
  %98 = phi i32 [ %51, %45 ], [ %66, %64 ], [ %66, %88 ], [ %66, %92 ]
  %99 = phi i32 [ %50, %45 ], [ %69, %64 ], [ %69, %88 ], [ %69, %92 ]
  %100 = add nuw nsw i64 %48, 1
  %101 = add nuw nsw i64 %47, 2
  %102 = trunc i64 %47 to i32
  %103 = add i32 %49, %102
  %104 = icmp eq i64 %100, 10001
  %105 = add i64 %46, 1
  br i1 %104, label %106, label %45, !llvm.loop !19

106:                                              ; preds = %97
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.8, i64 0, i64 0), i32 noundef %98, i32 noundef %99)
  br label %110

108:                                              ; preds = %126
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), i32 noundef %129, i32 noundef %131)
  br label %134

110:                                              ; preds = %106, %126
  %111 = phi i64 [ 1, %106 ], [ %132, %126 ]
  %112 = phi i32 [ 0, %106 ], [ %131, %126 ]
  %113 = phi i32 [ 0, %106 ], [ %129, %126 ]
  %114 = icmp eq i64 %111, 1
  br i1 %114, label %126, label %115

115:                                              ; preds = %110, %115
  %116 = phi i32 [ %124, %115 ], [ 0, %110 ]
  %117 = phi i64 [ %123, %115 ], [ %111, %110 ]
  %118 = and i64 %117, 1
  %119 = icmp eq i64 %118, 0
  %120 = mul i64 %117, 3
  %121 = add i64 %120, 1
  %122 = lshr i64 %117, 1
  %123 = select i1 %119, i64 %122, i64 %121
  %124 = add i32 %116, 1
  %125 = icmp eq i64 %123, 1
  br i1 %125, label %126, label %115, !llvm.loop !20

126:                                              ; preds = %115, %110
  %127 = phi i32 [ 0, %110 ], [ %124, %115 ]
  %128 = icmp ugt i32 %127, %113
  %129 = select i1 %128, i32 %127, i32 %113
  %130 = trunc i64 %111 to i32
  %131 = select i1 %128, i32 %130, i32 %112
  %132 = add nuw nsw i64 %111, 1
  %133 = icmp eq i64 %132, 10000
  br i1 %133, label %108, label %110, !llvm.loop !21

134:                                              ; preds = %108, %156
  %135 = phi i32 [ 0, %108 ], [ %157, %156 ]
  %136 = phi i32 [ 1, %108 ], [ %158, %156 ]
  %137 = trunc i32 %136 to i8
  %138 = urem i8 %137, 3
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %156, label %140

140:                                              ; preds = %134, %150
  %141 = phi i32 [ %143, %150 ], [ %135, %134 ]
  %142 = phi i32 [ %153, %150 ], [ %136, %134 ]
  %143 = add nsw i32 %141, 1
  %144 = mul nsw i32 %142, %136
  %145 = urem i32 %144, 7
  %146 = icmp eq i32 %145, 0
  %147 = add nuw nsw i32 %142, %136
  %148 = icmp ugt i32 %147, 50
  %149 = select i1 %146, i1 %148, i1 false
  br i1 %149, label %160, label %150

150:                                              ; preds = %140
  %151 = sub nuw nsw i32 %142, %136
  %152 = icmp ult i32 %151, 31
  %153 = add nuw nsw i32 %142, 1
  %154 = icmp ult i32 %142, 99
  %155 = and i1 %152, %154
  br i1 %155, label %140, label %156, !llvm.loop !22

156:                                              ; preds = %150, %134
  %157 = phi i32 [ %135, %134 ], [ %143, %150 ]
  %158 = add nuw nsw i32 %136, 1
  %159 = icmp eq i32 %158, 100
  br i1 %159, label %160, label %134, !llvm.loop !23

160:                                              ; preds = %156, %140
  %161 = phi i32 [ %136, %140 ], [ -1, %156 ]
  %162 = phi i32 [ %142, %140 ], [ -1, %156 ]
  %163 = phi i32 [ %143, %140 ], [ %157, %156 ]
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef %161, i32 noundef %162, i32 noundef %163)
  %165 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.11, i64 0, i64 0), i32 noundef 6, i32 noundef -1)
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %41) #7
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
  %12 = load i32, i32* @moves, align 4, !tbaa !10
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @moves, align 4, !tbaa !10
  %14 = load i32, i32* %4, align 4, !tbaa !10
  %15 = mul i32 %14, 31
  %16 = mul nsw i32 %9, 3
  %17 = add nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, i32* %4, align 4, !tbaa !10
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nofree nosync nounwind readnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!12, !12, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = distinct !{!18, !16, !17}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
