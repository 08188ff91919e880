; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Node = type { ptr, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal global i32 0, align 4
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16
@head = internal global ptr null, align 8
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %7 = call i32 @with_cleanups(i32 noundef 2)
  store i32 %7, ptr %2, align 4
  %8 = call i32 @with_cleanups(i32 noundef 8)
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr @cleanups_run, align 4
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 noundef %11, i32 noundef %10, i32 noundef %9)
  %13 = load i64, ptr @wide_counter, align 8
  %14 = call i32 @atomics_demo()
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 noundef %14, i64 noundef %13)
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %30, %0
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %33

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr %4, align 4
  %22 = mul nsw i32 %20, %21
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1
  store i32 %22, ptr %26, align 8
  %27 = load i32, ptr %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %28
  call void @push(ptr noundef %29)
  br label %30

30:                                               ; preds = %19
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  br label %16, !llvm.loop !5

33:                                               ; preds = %16
  store i32 0, ptr %5, align 4
  %34 = load ptr, ptr @head, align 8
  store ptr %34, ptr %6, align 8
  br label %35

35:                                               ; preds = %45, %33
  %36 = load ptr, ptr %6, align 8
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = mul nsw i32 %39, 10
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds %struct.Node, ptr %41, i32 0, i32 1
  %43 = load i32, ptr %42, align 8
  %44 = add nsw i32 %40, %43
  store i32 %44, ptr %5, align 4
  br label %45

45:                                               ; preds = %38
  %46 = load ptr, ptr %6, align 8
  %47 = getelementptr inbounds %struct.Node, ptr %46, i32 0, i32 0
  %48 = load ptr, ptr %47, align 8
  store ptr %48, ptr %6, align 8
  br label %35, !llvm.loop !7

49:                                               ; preds = %35
  %50 = load i32, ptr %5, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 noundef %50)
  ret i32 0
}

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = add i64 %10, 1
  %12 = call ptr @malloc(i64 noundef %11) #4
  store ptr %12, ptr %4, align 8
  store i32 10, ptr %5, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = icmp ne ptr %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  store i32 1, ptr %6, align 4
  br label %59

16:                                               ; preds = %1
  store i32 0, ptr %7, align 4
  br label %17

17:                                               ; preds = %30, %16
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %3, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %17
  %22 = load i32, ptr %7, align 4
  %23 = srem i32 %22, 26
  %24 = add nsw i32 97, %23
  %25 = trunc i32 %24 to i8
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %26, i64 %28
  store i8 %25, ptr %29, align 1
  br label %30

30:                                               ; preds = %21
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %17, !llvm.loop !8

33:                                               ; preds = %17
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  store i8 0, ptr %37, align 1
  %38 = icmp ne ptr @maybe_unwind, null
  br i1 %38, label %39, label %42

39:                                               ; preds = %33
  %40 = load i32, ptr %3, align 4
  invoke void @maybe_unwind(i32 noundef %40)
          to label %41 unwind label %62

41:                                               ; preds = %39
  br label %42

42:                                               ; preds = %41, %33
  store i32 100, ptr %8, align 4
  %43 = load i32, ptr %3, align 4
  %44 = icmp sgt i32 %43, 3
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds i8, ptr %46, i64 3
  %48 = load i8, ptr %47, align 1
  %49 = sext i8 %48 to i32
  store i32 %49, ptr %2, align 4
  store i32 1, ptr %6, align 4
  br label %51

50:                                               ; preds = %42
  store i32 0, ptr %6, align 4
  br label %51

51:                                               ; preds = %50, %45
  invoke void @release_int(ptr noundef %8)
          to label %52 unwind label %62

52:                                               ; preds = %51
  %53 = load i32, ptr %6, align 4
  switch i32 %53, label %59 [
    i32 0, label %54
  ]

54:                                               ; preds = %52
  %55 = load ptr, ptr %4, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 0
  %57 = load i8, ptr %56, align 1
  %58 = sext i8 %57 to i32
  store i32 %58, ptr %2, align 4
  store i32 1, ptr %6, align 4
  br label %59

59:                                               ; preds = %54, %52, %15
  invoke void @release_int(ptr noundef %5)
          to label %60 unwind label %64

60:                                               ; preds = %59
  call void @release_buf(ptr noundef %4)
  %61 = load i32, ptr %2, align 4
  ret i32 %61

62:                                               ; preds = %51, %39
  %63 = cleanuppad within none []
  call void @release_int(ptr noundef %5) [ "funclet"(token %63) ]
  cleanupret from %63 unwind label %64

64:                                               ; preds = %62, %59
  %65 = cleanuppad within none []
  call void @release_buf(ptr noundef %4) [ "funclet"(token %65) ]
  cleanupret from %65 unwind to caller
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i32 5, ptr %2, align 4
  %22 = load i32, ptr %2, align 4
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4
  store i32 %23, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  store i32 1, ptr %4, align 4
  %25 = load i32, ptr %4, align 4
  %26 = atomicrmw sub ptr @counter, i32 %25 acq_rel, align 4
  store i32 %26, ptr %5, align 4
  %27 = load i32, ptr %5, align 4
  store i32 256, ptr %6, align 4
  %28 = load i32, ptr %6, align 4
  %29 = atomicrmw or ptr @counter, i32 %28 monotonic, align 4
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %7, align 4
  store i32 511, ptr %8, align 4
  %31 = load i32, ptr %8, align 4
  %32 = atomicrmw and ptr @counter, i32 %31 release, align 4
  store i32 %32, ptr %9, align 4
  %33 = load i32, ptr %9, align 4
  store i32 3, ptr %10, align 4
  %34 = load i32, ptr %10, align 4
  %35 = atomicrmw xor ptr @counter, i32 %34 acquire, align 4
  store i32 %35, ptr %11, align 4
  %36 = load i32, ptr %11, align 4
  store i32 1, ptr %12, align 4
  %37 = load i32, ptr %12, align 4
  %38 = atomicrmw add ptr @counter, i32 %37 seq_cst, align 4
  %39 = add i32 %38, %37
  store i32 %39, ptr %13, align 4
  %40 = load i32, ptr %13, align 4
  %41 = load i32, ptr %1, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %1, align 4
  store i32 255, ptr %14, align 4
  %43 = load i32, ptr %14, align 4
  %44 = atomicrmw nand ptr @counter, i32 %43 seq_cst, align 4
  %45 = and i32 %44, %43
  %46 = xor i32 %45, -1
  store i32 %46, ptr %15, align 4
  %47 = load i32, ptr %15, align 4
  %48 = and i32 %47, 15
  %49 = load i32, ptr %1, align 4
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr %1, align 4
  store i64 1099511627776, ptr %16, align 8
  %51 = load i64, ptr %16, align 8
  %52 = atomicrmw add ptr @wide_counter, i64 %51 seq_cst, align 8
  store i64 %52, ptr %17, align 8
  %53 = load i64, ptr %17, align 8
  %54 = load i32, ptr %1, align 4
  store i32 %54, ptr %18, align 4
  store i32 7, ptr %19, align 4
  %55 = load i32, ptr %18, align 4
  %56 = load i32, ptr %19, align 4
  %57 = cmpxchg ptr @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4
  %58 = extractvalue { i32, i1 } %57, 0
  %59 = extractvalue { i32, i1 } %57, 1
  br i1 %59, label %61, label %60

60:                                               ; preds = %0
  store i32 %58, ptr %18, align 4
  br label %61

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8
  store i8 %62, ptr %21, align 1
  %63 = load i8, ptr %21, align 1
  %64 = trunc i8 %63 to i1
  %65 = zext i1 %64 to i32
  store i32 %65, ptr %20, align 4
  %66 = load i32, ptr %20, align 4
  %67 = mul nsw i32 %66, 1000
  %68 = load i32, ptr %18, align 4
  %69 = add nsw i32 %67, %68
  %70 = load i32, ptr %1, align 4
  %71 = add nsw i32 %70, %69
  store i32 %71, ptr %1, align 4
  %72 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4
  %73 = load i32, ptr %1, align 4
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr %1, align 4
  %75 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4
  %76 = sub i32 %75, 1
  %77 = load i32, ptr %1, align 4
  %78 = add nsw i32 %77, %76
  store i32 %78, ptr %1, align 4
  %79 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4
  %80 = extractvalue { i32, i1 } %79, 0
  %81 = load i32, ptr %1, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, ptr %1, align 4
  %83 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4
  %84 = extractvalue { i32, i1 } %83, 1
  %85 = zext i1 %84 to i32
  %86 = load i32, ptr %1, align 4
  %87 = add nsw i32 %86, %85
  store i32 %87, ptr %1, align 4
  %88 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4
  %89 = load i32, ptr %1, align 4
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr %1, align 4
  store atomic i32 0, ptr @counter release, align 4
  fence seq_cst
  %91 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4
  %92 = add i32 %91, 4
  %93 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4
  %94 = load atomic i32, ptr @c11_counter seq_cst, align 4
  %95 = load i32, ptr %1, align 4
  %96 = add nsw i32 %95, %94
  store i32 %96, ptr %1, align 4
  %97 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1
  %98 = icmp ne i8 %97, 0
  %99 = zext i1 %98 to i32
  %100 = load i32, ptr %1, align 4
  %101 = add nsw i32 %100, %99
  store i32 %101, ptr %1, align 4
  store atomic i8 0, ptr @flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") acquire
  %102 = load i32, ptr %1, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %1, align 4
  call void @spin_lock(ptr noundef @lock_word)
  %104 = load volatile i32, ptr @lock_word, align 4
  %105 = load i32, ptr %1, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr %1, align 4
  call void @spin_unlock(ptr noundef @lock_word)
  %107 = load i32, ptr %1, align 4
  ret i32 %107
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %7 = load atomic i64, ptr @head monotonic, align 8
  store i64 %7, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %3, align 8
  br label %9

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0
  store ptr %10, ptr %12, align 8
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 8
  store ptr %14, ptr %5, align 8
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %5, align 8
  %17 = cmpxchg weak ptr @head, i64 %15, i64 %16 release monotonic, align 8
  %18 = extractvalue { i64, i1 } %17, 0
  %19 = extractvalue { i64, i1 } %17, 1
  br i1 %19, label %21, label %20

20:                                               ; preds = %13
  store i64 %18, ptr %3, align 8
  br label %21

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8
  store i8 %22, ptr %6, align 1
  %23 = load i8, ptr %6, align 1
  %24 = trunc i8 %23 to i1
  %25 = xor i1 %24, true
  br i1 %25, label %9, label %26, !llvm.loop !9

26:                                               ; preds = %21
  ret void
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %8)
  %9 = load i32, ptr @cleanups_run, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @cleanups_run, align 4
  br label %11

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 8
  store ptr null, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr @cleanups_run, align 4
  %6 = add nsw i32 %5, %4
  store i32 %6, ptr @cleanups_run, align 4
  ret void
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  br label %6

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 8
  store i32 1, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = atomicrmw volatile xchg ptr %7, i32 %8 acquire, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %6
  br label %13

13:                                               ; preds = %18, %12
  %14 = load ptr, ptr %2, align 8
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4
  store i32 %15, ptr %5, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %13, !llvm.loop !10

19:                                               ; preds = %13
  br label %6, !llvm.loop !11

20:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !12
  %4 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  store atomic volatile i32 %5, ptr %4 release, align 4
  ret void
}

attributes #0 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = !{i64 1594}
