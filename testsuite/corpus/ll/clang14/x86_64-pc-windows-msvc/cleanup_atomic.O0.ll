; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal global i32 0, align 4
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16
@head = internal global %struct.Node* null, align 8
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
  %6 = alloca %struct.Node*, align 8
  store i32 0, i32* %1, align 4
  %7 = call i32 @with_cleanups(i32 noundef 2)
  store i32 %7, i32* %2, align 4
  %8 = call i32 @with_cleanups(i32 noundef 8)
  store i32 %8, i32* %3, align 4
  %9 = load i32, i32* @cleanups_run, align 4
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* %2, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %11, i32 noundef %10, i32 noundef %9)
  %13 = load i64, i64* @wide_counter, align 8
  %14 = call i32 @atomics_demo()
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %14, i64 noundef %13)
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %30, %0
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %33

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4
  %21 = load i32, i32* %4, align 4
  %22 = mul nsw i32 %20, %21
  %23 = load i32, i32* %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1
  store i32 %22, i32* %26, align 8
  %27 = load i32, i32* %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %28
  call void @push(%struct.Node* noundef %29)
  br label %30

30:                                               ; preds = %19
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %4, align 4
  br label %16, !llvm.loop !4

33:                                               ; preds = %16
  store i32 0, i32* %5, align 4
  %34 = load %struct.Node*, %struct.Node** @head, align 8
  store %struct.Node* %34, %struct.Node** %6, align 8
  br label %35

35:                                               ; preds = %45, %33
  %36 = load %struct.Node*, %struct.Node** %6, align 8
  %37 = icmp ne %struct.Node* %36, null
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, i32* %5, align 4
  %40 = mul nsw i32 %39, 10
  %41 = load %struct.Node*, %struct.Node** %6, align 8
  %42 = getelementptr inbounds %struct.Node, %struct.Node* %41, i32 0, i32 1
  %43 = load i32, i32* %42, align 8
  %44 = add nsw i32 %40, %43
  store i32 %44, i32* %5, align 4
  br label %45

45:                                               ; preds = %38
  %46 = load %struct.Node*, %struct.Node** %6, align 8
  %47 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0
  %48 = load %struct.Node*, %struct.Node** %47, align 8
  store %struct.Node* %48, %struct.Node** %6, align 8
  br label %35, !llvm.loop !6

49:                                               ; preds = %35
  %50 = load i32, i32* %5, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %50)
  ret i32 0
}

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %9 = load i32, i32* %3, align 4
  %10 = sext i32 %9 to i64
  %11 = add i64 %10, 1
  %12 = call i8* @malloc(i64 noundef %11)
  store i8* %12, i8** %4, align 8
  store i32 10, i32* %5, align 4
  %13 = load i8*, i8** %4, align 8
  %14 = icmp ne i8* %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  store i32 1, i32* %6, align 4
  br label %58

16:                                               ; preds = %1
  store i32 0, i32* %7, align 4
  br label %17

17:                                               ; preds = %30, %16
  %18 = load i32, i32* %7, align 4
  %19 = load i32, i32* %3, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %17
  %22 = load i32, i32* %7, align 4
  %23 = srem i32 %22, 26
  %24 = add nsw i32 97, %23
  %25 = trunc i32 %24 to i8
  %26 = load i8*, i8** %4, align 8
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, i8* %26, i64 %28
  store i8 %25, i8* %29, align 1
  br label %30

30:                                               ; preds = %21
  %31 = load i32, i32* %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %7, align 4
  br label %17, !llvm.loop !7

33:                                               ; preds = %17
  %34 = load i8*, i8** %4, align 8
  %35 = load i32, i32* %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, i8* %34, i64 %36
  store i8 0, i8* %37, align 1
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %38, label %41

38:                                               ; preds = %33
  %39 = load i32, i32* %3, align 4
  invoke void @maybe_unwind(i32 noundef %39)
          to label %40 unwind label %61

40:                                               ; preds = %38
  br label %41

41:                                               ; preds = %40, %33
  store i32 100, i32* %8, align 4
  %42 = load i32, i32* %3, align 4
  %43 = icmp sgt i32 %42, 3
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = load i8*, i8** %4, align 8
  %46 = getelementptr inbounds i8, i8* %45, i64 3
  %47 = load i8, i8* %46, align 1
  %48 = sext i8 %47 to i32
  store i32 %48, i32* %2, align 4
  store i32 1, i32* %6, align 4
  br label %50

49:                                               ; preds = %41
  store i32 0, i32* %6, align 4
  br label %50

50:                                               ; preds = %49, %44
  invoke void @release_int(i32* noundef %8)
          to label %51 unwind label %61

51:                                               ; preds = %50
  %52 = load i32, i32* %6, align 4
  switch i32 %52, label %58 [
    i32 0, label %53
  ]

53:                                               ; preds = %51
  %54 = load i8*, i8** %4, align 8
  %55 = getelementptr inbounds i8, i8* %54, i64 0
  %56 = load i8, i8* %55, align 1
  %57 = sext i8 %56 to i32
  store i32 %57, i32* %2, align 4
  store i32 1, i32* %6, align 4
  br label %58

58:                                               ; preds = %53, %51, %15
  invoke void @release_int(i32* noundef %5)
          to label %59 unwind label %63

59:                                               ; preds = %58
  call void @release_buf(i8** noundef %4)
  %60 = load i32, i32* %2, align 4
  ret i32 %60

61:                                               ; preds = %50, %38
  %62 = cleanuppad within none []
  call void @release_int(i32* noundef %5) [ "funclet"(token %62) ]
  cleanupret from %62 unwind label %63

63:                                               ; preds = %61, %58
  %64 = cleanuppad within none []
  call void @release_buf(i8** noundef %4) [ "funclet"(token %64) ]
  cleanupret from %64 unwind to caller
}

declare dso_local i32 @printf(i8* noundef, ...) #1

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
  store i64 1099511627776, i64* %16, align 8
  %51 = load i64, i64* %16, align 8
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8
  store i64 %52, i64* %17, align 8
  %53 = load i64, i64* %17, align 8
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
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 8
  %7 = bitcast %struct.Node** %4 to i64*
  %8 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  store i64 %8, i64* %7, align 8
  %9 = bitcast i64* %7 to %struct.Node**
  %10 = load %struct.Node*, %struct.Node** %9, align 8
  store %struct.Node* %10, %struct.Node** %3, align 8
  br label %11

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 8
  %13 = load %struct.Node*, %struct.Node** %2, align 8
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0
  store %struct.Node* %12, %struct.Node** %14, align 8
  br label %15

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 8
  store %struct.Node* %16, %struct.Node** %5, align 8
  %17 = bitcast %struct.Node** %3 to i64*
  %18 = bitcast %struct.Node** %5 to i64*
  %19 = load i64, i64* %17, align 8
  %20 = load i64, i64* %18, align 8
  %21 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %19, i64 %20 release monotonic, align 8
  %22 = extractvalue { i64, i1 } %21, 0
  %23 = extractvalue { i64, i1 } %21, 1
  br i1 %23, label %25, label %24

24:                                               ; preds = %15
  store i64 %22, i64* %17, align 8
  br label %25

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8
  store i8 %26, i8* %6, align 1
  %27 = load i8, i8* %6, align 1
  %28 = trunc i8 %27 to i1
  %29 = xor i1 %28, true
  br i1 %29, label %11, label %30, !llvm.loop !8

30:                                               ; preds = %25
  ret void
}

declare dso_local i8* @malloc(i64 noundef) #1

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(i8** noundef %0) #0 {
  %2 = alloca i8**, align 8
  store i8** %0, i8*** %2, align 8
  %3 = load i8**, i8*** %2, align 8
  %4 = load i8*, i8** %3, align 8
  %5 = icmp ne i8* %4, null
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 8
  %8 = load i8*, i8** %7, align 8
  call void @free(i8* noundef %8)
  %9 = load i32, i32* @cleanups_run, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @cleanups_run, align 4
  br label %11

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 8
  store i8* null, i8** %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(i32* noundef %0) #2 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  %5 = load i32, i32* @cleanups_run, align 4
  %6 = add nsw i32 %5, %4
  store i32 %6, i32* @cleanups_run, align 4
  ret void
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(i32* noundef %0) #2 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 8
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
  %14 = load i32*, i32** %2, align 8
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4
  store i32 %15, i32* %5, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %13, !llvm.loop !9

19:                                               ; preds = %13
  br label %6, !llvm.loop !10

20:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(i32* noundef %0) #2 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !11
  %4 = load i32*, i32** %2, align 8
  store i32 0, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  store atomic volatile i32 %5, i32* %4 release, align 4
  ret void
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = !{i64 1594}
