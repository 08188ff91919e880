; ModuleID = 'rand.c'
source_filename = "rand.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @show(ptr noundef nonnull @.str)
  tail call void @srand(i32 noundef 1) #3
  tail call fastcc void @show(ptr noundef nonnull @.str.1)
  tail call void @srand(i32 noundef 0) #3
  tail call fastcc void @show(ptr noundef nonnull @.str.2)
  tail call void @srand(i32 noundef 42) #3
  tail call fastcc void @show(ptr noundef nonnull @.str.3)
  tail call void @srand(i32 noundef 2147483647) #3
  tail call fastcc void @show(ptr noundef nonnull @.str.4)
  tail call void @srand(i32 noundef -2147483648) #3
  tail call fastcc void @show(ptr noundef nonnull @.str.5)
  tail call void @srand(i32 noundef -1) #3
  tail call fastcc void @show(ptr noundef nonnull @.str.6)
  tail call void @srand(i32 noundef 7) #3
  br label %4

1:                                                ; preds = %4
  %2 = tail call i32 @rand() #3
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %9, i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %10, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %7 = tail call i32 @rand() #3
  %8 = srem i32 %7, 1000
  %9 = add nsw i32 %8, %6
  %10 = add nuw nsw i32 %5, 1
  %11 = icmp eq i32 %10, 100000
  br i1 %11, label %1, label %4, !llvm.loop !5
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr noundef %0) unnamed_addr #0 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0)
  %3 = tail call i32 @rand() #3
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3)
  %5 = tail call i32 @rand() #3
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %5)
  %7 = tail call i32 @rand() #3
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %7)
  %9 = tail call i32 @rand() #3
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %9)
  %11 = tail call i32 @rand() #3
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %11)
  %13 = tail call i32 @rand() #3
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %13)
  %15 = tail call i32 @rand() #3
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %15)
  %17 = tail call i32 @rand() #3
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %17)
  %19 = tail call i32 @rand() #3
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %19)
  %21 = tail call i32 @rand() #3
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %21)
  %23 = tail call i32 @rand() #3
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %23)
  %25 = tail call i32 @rand() #3
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %25)
  %27 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nounwind
declare void @srand(i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @rand() local_unnamed_addr #0

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
