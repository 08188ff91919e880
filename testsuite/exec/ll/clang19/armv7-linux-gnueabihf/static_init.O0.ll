; ModuleID = 'static_init.c'
source_filename = "static_init.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Node = type { i32, ptr }

@init_order = dso_local global [8 x i32] zeroinitializer, align 4
@ninit = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [28 x i8] c"destructor runs (ninit=%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"constructors ran in order:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"static local: %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"pointer init: %s %s, list:\00", align 1
@pname = internal global ptr getelementptr (i8, ptr @names, i64 4), align 4
@n1 = internal constant %struct.Node { i32 1, ptr @n2 }, align 4
@.str.6 = private unnamed_addr constant [22 x i8] c", arr[3]=%d *parr=%d\0A\00", align 1
@arr = internal global [5 x i32] [i32 1, i32 2, i32 0, i32 0, i32 9], align 4
@parr = internal global ptr getelementptr (i8, ptr @arr, i64 16), align 4
@.str.7 = private unnamed_addr constant [15 x i8] c"arr[4] now %d\0A\00", align 1
@counter.n = internal global i32 100, align 4
@names = internal global [3 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10], align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@n2 = internal constant %struct.Node { i32 2, ptr @n3 }, align 4
@n3 = internal constant %struct.Node { i32 3, ptr null }, align 4
@.str.11 = private unnamed_addr constant [40 x i8] c"atexit 1 (registered first, runs last)\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"atexit 2\0A\00", align 1
@.str.13 = private unnamed_addr constant [40 x i8] c"atexit 3 (registered last, runs first)\0A\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"calling exit(5) from depth 10\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @ctor_late, ptr null }, { i32, ptr, ptr } { i32 150, ptr @ctor_early, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @ctor_default, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]

; Function Attrs: noinline nounwind optnone
define internal void @ctor_late() #0 {
  %1 = load i32, ptr @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @ninit, align 4
  %3 = getelementptr inbounds [8 x i32], ptr @init_order, i32 0, i32 %1
  store i32 200, ptr %3, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ctor_early() #0 {
  %1 = load i32, ptr @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @ninit, align 4
  %3 = getelementptr inbounds [8 x i32], ptr @init_order, i32 0, i32 %1
  store i32 150, ptr %3, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ctor_default() #0 {
  %1 = load i32, ptr @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @ninit, align 4
  %3 = getelementptr inbounds [8 x i32], ptr @init_order, i32 0, i32 %1
  store i32 65535, ptr %3, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @dtor() #0 {
  %1 = load i32, ptr @ninit, align 4
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %1)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %17, %0
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr @ninit, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %8
  %13 = load i32, ptr %2, align 4
  %14 = getelementptr inbounds [8 x i32], ptr @init_order, i32 0, i32 %13
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %15)
  br label %17

17:                                               ; preds = %12
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %2, align 4
  br label %8, !llvm.loop !6

20:                                               ; preds = %8
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %22 = call i32 @counter()
  store i32 %22, ptr %3, align 4
  %23 = call i32 @counter()
  store i32 %23, ptr %4, align 4
  %24 = call i32 @counter()
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr %4, align 4
  %27 = load i32, ptr %5, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %25, i32 noundef %26, i32 noundef %27)
  %29 = load ptr, ptr @pname, align 4
  %30 = load ptr, ptr %29, align 4
  %31 = load ptr, ptr @pname, align 4
  %32 = getelementptr inbounds ptr, ptr %31, i32 1
  %33 = load ptr, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %30, ptr noundef %33)
  store ptr @n1, ptr %6, align 4
  br label %35

35:                                               ; preds = %43, %20
  %36 = load ptr, ptr %6, align 4
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %47

38:                                               ; preds = %35
  %39 = load ptr, ptr %6, align 4
  %40 = getelementptr inbounds %struct.Node, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %41)
  br label %43

43:                                               ; preds = %38
  %44 = load ptr, ptr %6, align 4
  %45 = getelementptr inbounds %struct.Node, ptr %44, i32 0, i32 1
  %46 = load ptr, ptr %45, align 4
  store ptr %46, ptr %6, align 4
  br label %35, !llvm.loop !8

47:                                               ; preds = %35
  %48 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @arr, i32 0, i32 3), align 4
  %49 = load ptr, ptr @parr, align 4
  %50 = load i32, ptr %49, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %48, i32 noundef %50)
  %52 = call i32 @atexit(ptr noundef @bye1)
  %53 = call i32 @atexit(ptr noundef @bye2)
  %54 = call i32 @atexit(ptr noundef @bye3)
  %55 = load ptr, ptr @parr, align 4
  store i32 10, ptr %55, align 4
  %56 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @arr, i32 0, i32 4), align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %56)
  call void @finish(i32 noundef 10)
  ret i32 1
}

; Function Attrs: noinline nounwind optnone
define internal i32 @counter() #0 {
  %1 = load i32, ptr @counter.n, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @counter.n, align 4
  ret i32 %1
}

declare i32 @atexit(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @bye1() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @bye2() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @bye3() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @finish(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  call void @exit(i32 noundef 5) #3
  unreachable

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  call void @finish(i32 noundef %9)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  ret void
}

; Function Attrs: noreturn
declare void @exit(i32 noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
