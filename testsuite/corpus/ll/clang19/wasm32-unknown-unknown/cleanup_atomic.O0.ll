; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16
@head = internal global ptr null, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 @with_cleanups(i32 noundef 2)
  store i32 %7, ptr %2, align 4
  %8 = call i32 @with_cleanups(i32 noundef 8)
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr @cleanups_run, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %13 = call i32 @atomics_demo()
  %14 = load i64, ptr @wide_counter, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, i64 noundef %14)
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %28, %0
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr %4, align 4
  %22 = mul nsw i32 %20, %21
  %23 = load i32, ptr %4, align 4
  %24 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %23
  %25 = getelementptr inbounds %struct.Node, ptr %24, i32 0, i32 1
  store i32 %22, ptr %25, align 4
  %26 = load i32, ptr %4, align 4
  %27 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %26
  call void @push(ptr noundef %27)
  br label %28

28:                                               ; preds = %19
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %4, align 4
  br label %16, !llvm.loop !2

31:                                               ; preds = %16
  store i32 0, ptr %5, align 4
  %32 = load ptr, ptr @head, align 4
  store ptr %32, ptr %6, align 4
  br label %33

33:                                               ; preds = %43, %31
  %34 = load ptr, ptr %6, align 4
  %35 = icmp ne ptr %34, null
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4
  %38 = mul nsw i32 %37, 10
  %39 = load ptr, ptr %6, align 4
  %40 = getelementptr inbounds %struct.Node, ptr %39, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = add nsw i32 %38, %41
  store i32 %42, ptr %5, align 4
  br label %43

43:                                               ; preds = %36
  %44 = load ptr, ptr %6, align 4
  %45 = getelementptr inbounds %struct.Node, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 4
  store ptr %46, ptr %6, align 4
  br label %33, !llvm.loop !4

47:                                               ; preds = %33
  %48 = load i32, ptr %5, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48)
  ret i32 0
}

; Function Attrs: noinline optnone
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__gcc_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %11 = load i32, ptr %3, align 4
  %12 = add i32 %11, 1
  %13 = call ptr @malloc(i32 noundef %12) #4
  store ptr %13, ptr %4, align 4
  store i32 10, ptr %5, align 4
  %14 = load ptr, ptr %4, align 4
  %15 = icmp ne ptr %14, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  store i32 1, ptr %6, align 4
  br label %62

17:                                               ; preds = %1
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %30, %17
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4
  %24 = srem i32 %23, 26
  %25 = add nsw i32 97, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %4, align 4
  %28 = load i32, ptr %7, align 4
  %29 = getelementptr inbounds i8, ptr %27, i32 %28
  store i8 %26, ptr %29, align 1
  br label %30

30:                                               ; preds = %22
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %18, !llvm.loop !5

33:                                               ; preds = %18
  %34 = load ptr, ptr %4, align 4
  %35 = load i32, ptr %3, align 4
  %36 = getelementptr inbounds i8, ptr %34, i32 %35
  store i8 0, ptr %36, align 1
  %37 = icmp ne ptr @maybe_unwind, null
  br i1 %37, label %38, label %45

38:                                               ; preds = %33
  %39 = load i32, ptr %3, align 4
  invoke void @maybe_unwind(i32 noundef %39)
          to label %40 unwind label %41

40:                                               ; preds = %38
  br label %45

41:                                               ; preds = %54, %38
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = extractvalue { ptr, i32 } %42, 0
  store ptr %43, ptr %8, align 4
  %44 = extractvalue { ptr, i32 } %42, 1
  store i32 %44, ptr %9, align 4
  invoke void @release_int(ptr noundef %5)
          to label %69 unwind label %77

45:                                               ; preds = %40, %33
  store i32 100, ptr %10, align 4
  %46 = load i32, ptr %3, align 4
  %47 = icmp sgt i32 %46, 3
  br i1 %47, label %48, label %53

48:                                               ; preds = %45
  %49 = load ptr, ptr %4, align 4
  %50 = getelementptr inbounds i8, ptr %49, i32 3
  %51 = load i8, ptr %50, align 1
  %52 = sext i8 %51 to i32
  store i32 %52, ptr %2, align 4
  store i32 1, ptr %6, align 4
  br label %54

53:                                               ; preds = %45
  store i32 0, ptr %6, align 4
  br label %54

54:                                               ; preds = %53, %48
  invoke void @release_int(ptr noundef %10)
          to label %55 unwind label %41

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4
  switch i32 %56, label %62 [
    i32 0, label %57
  ]

57:                                               ; preds = %55
  %58 = load ptr, ptr %4, align 4
  %59 = getelementptr inbounds i8, ptr %58, i32 0
  %60 = load i8, ptr %59, align 1
  %61 = sext i8 %60 to i32
  store i32 %61, ptr %2, align 4
  store i32 1, ptr %6, align 4
  br label %62

62:                                               ; preds = %57, %55, %16
  invoke void @release_int(ptr noundef %5)
          to label %63 unwind label %65

63:                                               ; preds = %62
  call void @release_buf(ptr noundef %4)
  %64 = load i32, ptr %2, align 4
  ret i32 %64

65:                                               ; preds = %62
  %66 = landingpad { ptr, i32 }
          cleanup
  %67 = extractvalue { ptr, i32 } %66, 0
  store ptr %67, ptr %8, align 4
  %68 = extractvalue { ptr, i32 } %66, 1
  store i32 %68, ptr %9, align 4
  br label %70

69:                                               ; preds = %41
  br label %70

70:                                               ; preds = %69, %65
  invoke void @release_buf(ptr noundef %4)
          to label %71 unwind label %77

71:                                               ; preds = %70
  br label %72

72:                                               ; preds = %71
  %73 = load ptr, ptr %8, align 4
  %74 = load i32, ptr %9, align 4
  %75 = insertvalue { ptr, i32 } poison, ptr %73, 0
  %76 = insertvalue { ptr, i32 } %75, i32 %74, 1
  resume { ptr, i32 } %76

77:                                               ; preds = %70, %41
  %78 = landingpad { ptr, i32 }
          catch ptr null
  call void @abort() #5
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone
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

; Function Attrs: noinline nounwind optnone
define internal void @push(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 4
  %7 = load atomic i32, ptr @head monotonic, align 4
  store i32 %7, ptr %4, align 4
  %8 = load ptr, ptr %4, align 4
  store ptr %8, ptr %3, align 4
  br label %9

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 4
  %11 = load ptr, ptr %2, align 4
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0
  store ptr %10, ptr %12, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 4
  store ptr %14, ptr %5, align 4
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %5, align 4
  %17 = cmpxchg weak ptr @head, i32 %15, i32 %16 release monotonic, align 4
  %18 = extractvalue { i32, i1 } %17, 0
  %19 = extractvalue { i32, i1 } %17, 1
  br i1 %19, label %21, label %20

20:                                               ; preds = %13
  store i32 %18, ptr %3, align 4
  br label %21

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8
  store i8 %22, ptr %6, align 1
  %23 = load i8, ptr %6, align 1
  %24 = trunc i8 %23 to i1
  %25 = xor i1 %24, true
  br i1 %25, label %9, label %26, !llvm.loop !6

26:                                               ; preds = %21
  ret void
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #3

; Function Attrs: noinline optnone
define internal void @release_buf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = icmp ne ptr %4, null
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 4
  %8 = load ptr, ptr %7, align 4
  call void @free(ptr noundef %8)
  %9 = load i32, ptr @cleanups_run, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @cleanups_run, align 4
  br label %11

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 4
  store ptr null, ptr %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @release_int(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr @cleanups_run, align 4
  %6 = add nsw i32 %5, %4
  store i32 %6, ptr @cleanups_run, align 4
  ret void
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @spin_lock(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 4
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
  %14 = load ptr, ptr %2, align 4
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4
  store i32 %15, ptr %5, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %13, !llvm.loop !7

19:                                               ; preds = %13
  br label %6, !llvm.loop !8

20:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @spin_unlock(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  call void asm sideeffect "", "~{memory}"() #6, !srcloc !9
  %4 = load ptr, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  store atomic volatile i32 %5, ptr %4 release, align 4
  ret void
}

attributes #0 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { allocsize(0) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = !{i64 1594}
