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
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @show(ptr noundef @.str)
  call void @srand(i32 noundef 1) #3
  call void @show(ptr noundef @.str.1)
  call void @srand(i32 noundef 0) #3
  call void @show(ptr noundef @.str.2)
  call void @srand(i32 noundef 42) #3
  call void @show(ptr noundef @.str.3)
  call void @srand(i32 noundef 2147483647) #3
  call void @show(ptr noundef @.str.4)
  call void @srand(i32 noundef -2147483648) #3
  call void @show(ptr noundef @.str.5)
  call void @srand(i32 noundef -1) #3
  call void @show(ptr noundef @.str.6)
  call void @srand(i32 noundef 7) #3
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %12, %0
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 100000
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = call i32 @rand() #3
  %9 = srem i32 %8, 1000
  %10 = load i32, ptr %2, align 4
  %11 = add nsw i32 %10, %9
  store i32 %11, ptr %2, align 4
  br label %12

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %3, align 4
  br label %4, !llvm.loop !6

15:                                               ; preds = %4
  %16 = load i32, ptr %2, align 4
  %17 = call i32 @rand() #3
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %16, i32 noundef %17)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %4)
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %12, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 12
  br i1 %8, label %9, label %15

9:                                                ; preds = %6
  %10 = call i32 @rand() #3
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %10)
  br label %12

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %3, align 4
  br label %6, !llvm.loop !8

15:                                               ; preds = %6
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  ret void
}

; Function Attrs: nounwind
declare void @srand(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @rand() #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
