; ModuleID = 'rand.c'
source_filename = "rand.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"unseeded\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"srand(1)\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"srand(0)\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"srand(42)\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"srand(2^31-1)\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"srand(2^31)\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"srand(2^32-1)\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c"sum of 100000: %ld, then %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @show(ptr noundef nonnull @.str)
  tail call void @srand(i32 noundef 1) #4
  tail call fastcc void @show(ptr noundef nonnull @.str.1)
  tail call void @srand(i32 noundef 0) #4
  tail call fastcc void @show(ptr noundef nonnull @.str.2)
  tail call void @srand(i32 noundef 42) #4
  tail call fastcc void @show(ptr noundef nonnull @.str.3)
  tail call void @srand(i32 noundef 2147483647) #4
  tail call fastcc void @show(ptr noundef nonnull @.str.4)
  tail call void @srand(i32 noundef -2147483648) #4
  tail call fastcc void @show(ptr noundef nonnull @.str.5)
  tail call void @srand(i32 noundef -1) #4
  tail call fastcc void @show(ptr noundef nonnull @.str.6)
  tail call void @srand(i32 noundef 7) #4
  br label %4

1:                                                ; preds = %4
  %2 = tail call i32 @rand() #4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %10, i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %11, %4 ]
  %6 = phi i64 [ 0, %0 ], [ %10, %4 ]
  %7 = tail call i32 @rand() #4
  %8 = srem i32 %7, 1000
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %6, %9
  %11 = add nuw nsw i32 %5, 1
  %12 = icmp eq i32 %11, 100000
  br i1 %12, label %1, label %4, !llvm.loop !5
}

; Function Attrs: nounwind uwtable
define internal fastcc void @show(ptr noundef %0) unnamed_addr #0 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0)
  %3 = tail call i32 @rand() #4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3)
  %5 = tail call i32 @rand() #4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %5)
  %7 = tail call i32 @rand() #4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %7)
  %9 = tail call i32 @rand() #4
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %9)
  %11 = tail call i32 @rand() #4
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %11)
  %13 = tail call i32 @rand() #4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %13)
  %15 = tail call i32 @rand() #4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %15)
  %17 = tail call i32 @rand() #4
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %17)
  %19 = tail call i32 @rand() #4
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %19)
  %21 = tail call i32 @rand() #4
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %21)
  %23 = tail call i32 @rand() #4
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %23)
  %25 = tail call i32 @rand() #4
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %25)
  %27 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nounwind
declare void @srand(i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @rand() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
