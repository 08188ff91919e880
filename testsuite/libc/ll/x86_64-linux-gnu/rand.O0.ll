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
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
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
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %13, %0
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 100000
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = call i32 @rand() #3
  %9 = srem i32 %8, 1000
  %10 = sext i32 %9 to i64
  %11 = load i64, ptr %2, align 8
  %12 = add nsw i64 %11, %10
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !6

16:                                               ; preds = %4
  %17 = load i64, ptr %2, align 8
  %18 = call i32 @rand() #3
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %17, i32 noundef %18)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
