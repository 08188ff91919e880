; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4
@head = internal global %struct.Node* null, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
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
  %6 = alloca %struct.Node*, align 4
  store i32 0, i32* %1, align 4
  %7 = call i32 @with_cleanups(i32 noundef 2)
  store i32 %7, i32* %2, align 4
  %8 = call i32 @with_cleanups(i32 noundef 8)
  store i32 %8, i32* %3, align 4
  %9 = load i32, i32* %2, align 4
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* @cleanups_run, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %13 = call i32 @atomics_demo()
  %14 = load i64, i64* @wide_counter, align 8
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %13, i64 noundef %14)
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %28, %0
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4
  %21 = load i32, i32* %4, align 4
  %22 = mul nsw i32 %20, %21
  %23 = load i32, i32* %4, align 4
  %24 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %23
  %25 = getelementptr inbounds %struct.Node, %struct.Node* %24, i32 0, i32 1
  store i32 %22, i32* %25, align 4
  %26 = load i32, i32* %4, align 4
  %27 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %26
  call void @push(%struct.Node* noundef %27)
  br label %28

28:                                               ; preds = %19
  %29 = load i32, i32* %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %4, align 4
  br label %16, !llvm.loop !7

31:                                               ; preds = %16
  store i32 0, i32* %5, align 4
  %32 = load %struct.Node*, %struct.Node** @head, align 4
  store %struct.Node* %32, %struct.Node** %6, align 4
  br label %33

33:                                               ; preds = %43, %31
  %34 = load %struct.Node*, %struct.Node** %6, align 4
  %35 = icmp ne %struct.Node* %34, null
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = load i32, i32* %5, align 4
  %38 = mul nsw i32 %37, 10
  %39 = load %struct.Node*, %struct.Node** %6, align 4
  %40 = getelementptr inbounds %struct.Node, %struct.Node* %39, i32 0, i32 1
  %41 = load i32, i32* %40, align 4
  %42 = add nsw i32 %38, %41
  store i32 %42, i32* %5, align 4
  br label %43

43:                                               ; preds = %36
  %44 = load %struct.Node*, %struct.Node** %6, align 4
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 0
  %46 = load %struct.Node*, %struct.Node** %45, align 4
  store %struct.Node* %46, %struct.Node** %6, align 4
  br label %33, !llvm.loop !9

47:                                               ; preds = %33
  %48 = load i32, i32* %5, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %48)
  ret i32 0
}

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %11 = load i32, i32* %3, align 4
  %12 = add i32 %11, 1
  %13 = call i8* @malloc(i32 noundef %12)
  store i8* %13, i8** %4, align 4
  store i32 10, i32* %5, align 4
  %14 = load i8*, i8** %4, align 4
  %15 = icmp ne i8* %14, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  store i32 1, i32* %6, align 4
  br label %61

17:                                               ; preds = %1
  store i32 0, i32* %7, align 4
  br label %18

18:                                               ; preds = %30, %17
  %19 = load i32, i32* %7, align 4
  %20 = load i32, i32* %3, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %18
  %23 = load i32, i32* %7, align 4
  %24 = srem i32 %23, 26
  %25 = add nsw i32 97, %24
  %26 = trunc i32 %25 to i8
  %27 = load i8*, i8** %4, align 4
  %28 = load i32, i32* %7, align 4
  %29 = getelementptr inbounds i8, i8* %27, i32 %28
  store i8 %26, i8* %29, align 1
  br label %30

30:                                               ; preds = %22
  %31 = load i32, i32* %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %7, align 4
  br label %18, !llvm.loop !10

33:                                               ; preds = %18
  %34 = load i8*, i8** %4, align 4
  %35 = load i32, i32* %3, align 4
  %36 = getelementptr inbounds i8, i8* %34, i32 %35
  store i8 0, i8* %36, align 1
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %37, label %44

37:                                               ; preds = %33
  %38 = load i32, i32* %3, align 4
  invoke void @maybe_unwind(i32 noundef %38)
          to label %39 unwind label %40

39:                                               ; preds = %37
  br label %44

40:                                               ; preds = %53, %37
  %41 = landingpad { i8*, i32 }
          cleanup
  %42 = extractvalue { i8*, i32 } %41, 0
  store i8* %42, i8** %8, align 4
  %43 = extractvalue { i8*, i32 } %41, 1
  store i32 %43, i32* %9, align 4
  invoke void @release_int(i32* noundef %5)
          to label %68 unwind label %76

44:                                               ; preds = %39, %33
  store i32 100, i32* %10, align 4
  %45 = load i32, i32* %3, align 4
  %46 = icmp sgt i32 %45, 3
  br i1 %46, label %47, label %52

47:                                               ; preds = %44
  %48 = load i8*, i8** %4, align 4
  %49 = getelementptr inbounds i8, i8* %48, i32 3
  %50 = load i8, i8* %49, align 1
  %51 = sext i8 %50 to i32
  store i32 %51, i32* %2, align 4
  store i32 1, i32* %6, align 4
  br label %53

52:                                               ; preds = %44
  store i32 0, i32* %6, align 4
  br label %53

53:                                               ; preds = %52, %47
  invoke void @release_int(i32* noundef %10)
          to label %54 unwind label %40

54:                                               ; preds = %53
  %55 = load i32, i32* %6, align 4
  switch i32 %55, label %61 [
    i32 0, label %56
  ]

56:                                               ; preds = %54
  %57 = load i8*, i8** %4, align 4
  %58 = getelementptr inbounds i8, i8* %57, i32 0
  %59 = load i8, i8* %58, align 1
  %60 = sext i8 %59 to i32
  store i32 %60, i32* %2, align 4
  store i32 1, i32* %6, align 4
  br label %61

61:                                               ; preds = %56, %54, %16
  invoke void @release_int(i32* noundef %5)
          to label %62 unwind label %64

62:                                               ; preds = %61
  call void @release_buf(i8** noundef %4)
  %63 = load i32, i32* %2, align 4
  ret i32 %63

64:                                               ; preds = %61
  %65 = landingpad { i8*, i32 }
          cleanup
  %66 = extractvalue { i8*, i32 } %65, 0
  store i8* %66, i8** %8, align 4
  %67 = extractvalue { i8*, i32 } %65, 1
  store i32 %67, i32* %9, align 4
  br label %69

68:                                               ; preds = %40
  br label %69

69:                                               ; preds = %68, %64
  invoke void @release_buf(i8** noundef %4)
          to label %70 unwind label %76

70:                                               ; preds = %69
  br label %71

71:                                               ; preds = %70
  %72 = load i8*, i8** %8, align 4
  %73 = load i32, i32* %9, align 4
  %74 = insertvalue { i8*, i32 } undef, i8* %72, 0
  %75 = insertvalue { i8*, i32 } %74, i32 %73, 1
  resume { i8*, i32 } %75

76:                                               ; preds = %69, %40
  %77 = landingpad { i8*, i32 }
          catch i8* null
  call void @abort() #3
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

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
  %16 = alloca i64, align 4
  %17 = alloca i64, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  store i32 5, i32* %2, align 4
  %22 = load i32, i32* %2, align 4
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4
  store i32 %23, i32* %3, align 4
  %24 = load i32, i32* %3, align 4
  store i32 1, i32* %4, align 4
  %25 = load i32, i32* %4, align 4
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4
  store i32 %26, i32* %5, align 4
  %27 = load i32, i32* %5, align 4
  store i32 256, i32* %6, align 4
  %28 = load i32, i32* %6, align 4
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4
  store i32 %29, i32* %7, align 4
  %30 = load i32, i32* %7, align 4
  store i32 511, i32* %8, align 4
  %31 = load i32, i32* %8, align 4
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4
  store i32 %32, i32* %9, align 4
  %33 = load i32, i32* %9, align 4
  store i32 3, i32* %10, align 4
  %34 = load i32, i32* %10, align 4
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4
  store i32 %35, i32* %11, align 4
  %36 = load i32, i32* %11, align 4
  store i32 1, i32* %12, align 4
  %37 = load i32, i32* %12, align 4
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4
  %39 = add i32 %38, %37
  store i32 %39, i32* %13, align 4
  %40 = load i32, i32* %13, align 4
  %41 = load i32, i32* %1, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, i32* %1, align 4
  store i32 255, i32* %14, align 4
  %43 = load i32, i32* %14, align 4
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4
  %45 = and i32 %44, %43
  %46 = xor i32 %45, -1
  store i32 %46, i32* %15, align 4
  %47 = load i32, i32* %15, align 4
  %48 = and i32 %47, 15
  %49 = load i32, i32* %1, align 4
  %50 = add nsw i32 %49, %48
  store i32 %50, i32* %1, align 4
  store i64 1099511627776, i64* %16, align 4
  %51 = load i64, i64* %16, align 4
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8
  store i64 %52, i64* %17, align 4
  %53 = load i64, i64* %17, align 4
  %54 = load i32, i32* %1, align 4
  store i32 %54, i32* %18, align 4
  store i32 7, i32* %19, align 4
  %55 = load i32, i32* %18, align 4
  %56 = load i32, i32* %19, align 4
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4
  %58 = extractvalue { i32, i1 } %57, 0
  %59 = extractvalue { i32, i1 } %57, 1
  br i1 %59, label %61, label %60

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4
  br label %61

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8
  store i8 %62, i8* %21, align 1
  %63 = load i8, i8* %21, align 1
  %64 = trunc i8 %63 to i1
  %65 = zext i1 %64 to i32
  store i32 %65, i32* %20, align 4
  %66 = load i32, i32* %20, align 4
  %67 = mul nsw i32 %66, 1000
  %68 = load i32, i32* %18, align 4
  %69 = add nsw i32 %67, %68
  %70 = load i32, i32* %1, align 4
  %71 = add nsw i32 %70, %69
  store i32 %71, i32* %1, align 4
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4
  %73 = load i32, i32* %1, align 4
  %74 = add nsw i32 %73, %72
  store i32 %74, i32* %1, align 4
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4
  %76 = sub i32 %75, 1
  %77 = load i32, i32* %1, align 4
  %78 = add nsw i32 %77, %76
  store i32 %78, i32* %1, align 4
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4
  %80 = extractvalue { i32, i1 } %79, 0
  %81 = load i32, i32* %1, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, i32* %1, align 4
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4
  %84 = extractvalue { i32, i1 } %83, 1
  %85 = zext i1 %84 to i32
  %86 = load i32, i32* %1, align 4
  %87 = add nsw i32 %86, %85
  store i32 %87, i32* %1, align 4
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4
  %89 = load i32, i32* %1, align 4
  %90 = add nsw i32 %89, %88
  store i32 %90, i32* %1, align 4
  store atomic i32 0, i32* @counter release, align 4
  fence seq_cst
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4
  %92 = add i32 %91, 4
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4
  %95 = load i32, i32* %1, align 4
  %96 = add nsw i32 %95, %94
  store i32 %96, i32* %1, align 4
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1
  %98 = icmp ne i8 %97, 0
  %99 = zext i1 %98 to i32
  %100 = load i32, i32* %1, align 4
  %101 = add nsw i32 %100, %99
  store i32 %101, i32* %1, align 4
  store atomic i8 0, i8* @flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") acquire
  %102 = load i32, i32* %1, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %1, align 4
  call void @spin_lock(i32* noundef @lock_word)
  %104 = load volatile i32, i32* @lock_word, align 4
  %105 = load i32, i32* %1, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, i32* %1, align 4
  call void @spin_unlock(i32* noundef @lock_word)
  %107 = load i32, i32* %1, align 4
  ret i32 %107
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.Node* noundef %0) #2 {
  %2 = alloca %struct.Node*, align 4
  %3 = alloca %struct.Node*, align 4
  %4 = alloca %struct.Node*, align 4
  %5 = alloca %struct.Node*, align 4
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 4
  %7 = bitcast %struct.Node** %4 to i32*
  %8 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  store i32 %8, i32* %7, align 4
  %9 = bitcast i32* %7 to %struct.Node**
  %10 = load %struct.Node*, %struct.Node** %9, align 4
  store %struct.Node* %10, %struct.Node** %3, align 4
  br label %11

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 4
  %13 = load %struct.Node*, %struct.Node** %2, align 4
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0
  store %struct.Node* %12, %struct.Node** %14, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 4
  store %struct.Node* %16, %struct.Node** %5, align 4
  %17 = bitcast %struct.Node** %3 to i32*
  %18 = bitcast %struct.Node** %5 to i32*
  %19 = load i32, i32* %17, align 4
  %20 = load i32, i32* %18, align 4
  %21 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %19, i32 %20 release monotonic, align 4
  %22 = extractvalue { i32, i1 } %21, 0
  %23 = extractvalue { i32, i1 } %21, 1
  br i1 %23, label %25, label %24

24:                                               ; preds = %15
  store i32 %22, i32* %17, align 4
  br label %25

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8
  store i8 %26, i8* %6, align 1
  %27 = load i8, i8* %6, align 1
  %28 = trunc i8 %27 to i1
  %29 = xor i1 %28, true
  br i1 %29, label %11, label %30, !llvm.loop !11

30:                                               ; preds = %25
  ret void
}

declare i8* @malloc(i32 noundef) #1

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(i8** noundef %0) #0 {
  %2 = alloca i8**, align 4
  store i8** %0, i8*** %2, align 4
  %3 = load i8**, i8*** %2, align 4
  %4 = load i8*, i8** %3, align 4
  %5 = icmp ne i8* %4, null
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 4
  %8 = load i8*, i8** %7, align 4
  call void @free(i8* noundef %8)
  %9 = load i32, i32* @cleanups_run, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @cleanups_run, align 4
  br label %11

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 4
  store i8* null, i8** %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(i32* noundef %0) #2 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = load i32, i32* %3, align 4
  %5 = load i32, i32* @cleanups_run, align 4
  %6 = add nsw i32 %5, %4
  store i32 %6, i32* @cleanups_run, align 4
  ret void
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(i32* noundef %0) #2 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 4
  store i32 1, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4
  store i32 %9, i32* %4, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %6
  br label %13

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 4
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4
  store i32 %15, i32* %5, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %13, !llvm.loop !12

19:                                               ; preds = %13
  br label %6, !llvm.loop !13

20:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(i32* noundef %0) #2 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !14
  %4 = load i32*, i32** %2, align 4
  store i32 0, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  store atomic volatile i32 %5, i32* %4 release, align 4
  ret void
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = !{i64 1594}
