; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8, !dbg !23
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4, !dbg !8
@head = internal global %struct.Node* null, align 4, !dbg !26
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1
@counter = internal global i32 0, align 4, !dbg !28
@c11_counter = internal global i32 0, align 4, !dbg !30
@flag = internal global i8 0, align 1, !dbg !33
@lock_word = internal global i32 0, align 4, !dbg !36

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Node*, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !45, metadata !DIExpression()), !dbg !46
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !46
  store i32 %7, i32* %2, align 4, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %3, metadata !47, metadata !DIExpression()), !dbg !48
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !48
  store i32 %8, i32* %3, align 4, !dbg !48
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !49
  %10 = load i32, i32* %3, align 4, !dbg !49
  %11 = load i32, i32* %2, align 4, !dbg !49
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %11, i32 noundef %10, i32 noundef %9), !dbg !49
  %13 = load i64, i64* @wide_counter, align 8, !dbg !50
  %14 = call i32 @atomics_demo(), !dbg !50
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef %14, i64 noundef %13), !dbg !50
  call void @llvm.dbg.declare(metadata i32* %4, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %4, align 4, !dbg !53
  br label %16, !dbg !53

16:                                               ; preds = %28, %0
  %17 = load i32, i32* %4, align 4, !dbg !53
  %18 = icmp slt i32 %17, 4, !dbg !53
  br i1 %18, label %19, label %31, !dbg !53

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !54
  %21 = load i32, i32* %4, align 4, !dbg !54
  %22 = mul nsw i32 %20, %21, !dbg !54
  %23 = load i32, i32* %4, align 4, !dbg !54
  %24 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %23, !dbg !54
  %25 = getelementptr inbounds %struct.Node, %struct.Node* %24, i32 0, i32 1, !dbg !54
  store i32 %22, i32* %25, align 4, !dbg !54
  %26 = load i32, i32* %4, align 4, !dbg !54
  %27 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %26, !dbg !54
  call void @push(%struct.Node* noundef %27), !dbg !54
  br label %28, !dbg !54

28:                                               ; preds = %19
  %29 = load i32, i32* %4, align 4, !dbg !57
  %30 = add nsw i32 %29, 1, !dbg !57
  store i32 %30, i32* %4, align 4, !dbg !57
  br label %16, !dbg !57, !llvm.loop !58

31:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !60, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %5, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !62, metadata !DIExpression()), !dbg !64
  %32 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !64
  store %struct.Node* %32, %struct.Node** %6, align 4, !dbg !64
  br label %33, !dbg !64

33:                                               ; preds = %43, %31
  %34 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !64
  %35 = icmp ne %struct.Node* %34, null, !dbg !64
  br i1 %35, label %36, label %47, !dbg !64

36:                                               ; preds = %33
  %37 = load i32, i32* %5, align 4, !dbg !65
  %38 = mul nsw i32 %37, 10, !dbg !65
  %39 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !65
  %40 = getelementptr inbounds %struct.Node, %struct.Node* %39, i32 0, i32 1, !dbg !65
  %41 = load i32, i32* %40, align 4, !dbg !65
  %42 = add nsw i32 %38, %41, !dbg !65
  store i32 %42, i32* %5, align 4, !dbg !65
  br label %43, !dbg !65

43:                                               ; preds = %36
  %44 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !65
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 0, !dbg !65
  %46 = load %struct.Node*, %struct.Node** %45, align 4, !dbg !65
  store %struct.Node* %46, %struct.Node** %6, align 4, !dbg !65
  br label %33, !dbg !65, !llvm.loop !67

47:                                               ; preds = %33
  %48 = load i32, i32* %5, align 4, !dbg !68
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %48), !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !70 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.declare(metadata i8** %4, metadata !75, metadata !DIExpression()), !dbg !77
  %9 = load i32, i32* %3, align 4, !dbg !77
  %10 = add i32 %9, 1, !dbg !77
  %11 = call i8* @malloc(i32 noundef %10), !dbg !77
  store i8* %11, i8** %4, align 4, !dbg !77
  call void @llvm.dbg.declare(metadata i32* %5, metadata !78, metadata !DIExpression()), !dbg !79
  store i32 10, i32* %5, align 4, !dbg !79
  %12 = load i8*, i8** %4, align 4, !dbg !80
  %13 = icmp ne i8* %12, null, !dbg !80
  br i1 %13, label %15, label %14, !dbg !80

14:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !81
  store i32 1, i32* %6, align 4
  br label %55, !dbg !81

15:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %7, align 4, !dbg !85
  br label %16, !dbg !85

16:                                               ; preds = %28, %15
  %17 = load i32, i32* %7, align 4, !dbg !85
  %18 = load i32, i32* %3, align 4, !dbg !85
  %19 = icmp slt i32 %17, %18, !dbg !85
  br i1 %19, label %20, label %31, !dbg !85

20:                                               ; preds = %16
  %21 = load i32, i32* %7, align 4, !dbg !86
  %22 = srem i32 %21, 26, !dbg !86
  %23 = add nsw i32 97, %22, !dbg !86
  %24 = trunc i32 %23 to i8, !dbg !86
  %25 = load i8*, i8** %4, align 4, !dbg !86
  %26 = load i32, i32* %7, align 4, !dbg !86
  %27 = getelementptr inbounds i8, i8* %25, i32 %26, !dbg !86
  store i8 %24, i8* %27, align 1, !dbg !86
  br label %28, !dbg !86

28:                                               ; preds = %20
  %29 = load i32, i32* %7, align 4, !dbg !86
  %30 = add nsw i32 %29, 1, !dbg !86
  store i32 %30, i32* %7, align 4, !dbg !86
  br label %16, !dbg !86, !llvm.loop !88

31:                                               ; preds = %16
  %32 = load i8*, i8** %4, align 4, !dbg !89
  %33 = load i32, i32* %3, align 4, !dbg !89
  %34 = getelementptr inbounds i8, i8* %32, i32 %33, !dbg !89
  store i8 0, i8* %34, align 1, !dbg !89
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %35, label %38, !dbg !90

35:                                               ; preds = %31
  %36 = load i32, i32* %3, align 4, !dbg !91
  invoke void @maybe_unwind(i32 noundef %36)
          to label %37 unwind label %58, !dbg !91

37:                                               ; preds = %35
  br label %38, !dbg !91

38:                                               ; preds = %37, %31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 100, i32* %8, align 4, !dbg !95
  %39 = load i32, i32* %3, align 4, !dbg !96
  %40 = icmp sgt i32 %39, 3, !dbg !96
  br i1 %40, label %41, label %46, !dbg !96

41:                                               ; preds = %38
  %42 = load i8*, i8** %4, align 4, !dbg !97
  %43 = getelementptr inbounds i8, i8* %42, i32 3, !dbg !97
  %44 = load i8, i8* %43, align 1, !dbg !97
  %45 = sext i8 %44 to i32, !dbg !97
  store i32 %45, i32* %2, align 4, !dbg !97
  store i32 1, i32* %6, align 4
  br label %47, !dbg !97

46:                                               ; preds = %38
  store i32 0, i32* %6, align 4, !dbg !99
  br label %47, !dbg !99

47:                                               ; preds = %46, %41
  invoke void @release_int(i32* noundef %8)
          to label %48 unwind label %58, !dbg !99

48:                                               ; preds = %47
  %49 = load i32, i32* %6, align 4
  switch i32 %49, label %55 [
    i32 0, label %50
  ]

50:                                               ; preds = %48
  %51 = load i8*, i8** %4, align 4, !dbg !100
  %52 = getelementptr inbounds i8, i8* %51, i32 0, !dbg !100
  %53 = load i8, i8* %52, align 1, !dbg !100
  %54 = sext i8 %53 to i32, !dbg !100
  store i32 %54, i32* %2, align 4, !dbg !100
  store i32 1, i32* %6, align 4
  br label %55, !dbg !100

55:                                               ; preds = %50, %48, %14
  invoke void @release_int(i32* noundef %5)
          to label %56 unwind label %60, !dbg !101

56:                                               ; preds = %55
  call void @release_buf(i8** noundef %4), !dbg !101
  %57 = load i32, i32* %2, align 4, !dbg !101
  ret i32 %57, !dbg !101

58:                                               ; preds = %47, %35
  %59 = cleanuppad within none [], !dbg !101
  call void @release_int(i32* noundef %5) [ "funclet"(token %59) ], !dbg !101
  cleanupret from %59 unwind label %60, !dbg !101

60:                                               ; preds = %58, %55
  %61 = cleanuppad within none [], !dbg !101
  call void @release_buf(i8** noundef %4) [ "funclet"(token %61) ], !dbg !101
  cleanupret from %61 unwind to caller, !dbg !101
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone
define internal i32 @atomics_demo() #0 !dbg !102 {
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
  call void @llvm.dbg.declare(metadata i32* %1, metadata !103, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %1, align 4, !dbg !104
  store i32 5, i32* %2, align 4, !dbg !105
  %22 = load i32, i32* %2, align 4, !dbg !105
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !105
  store i32 %23, i32* %3, align 4, !dbg !105
  %24 = load i32, i32* %3, align 4, !dbg !105
  store i32 1, i32* %4, align 4, !dbg !106
  %25 = load i32, i32* %4, align 4, !dbg !106
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !106
  store i32 %26, i32* %5, align 4, !dbg !106
  %27 = load i32, i32* %5, align 4, !dbg !106
  store i32 256, i32* %6, align 4, !dbg !107
  %28 = load i32, i32* %6, align 4, !dbg !107
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !107
  store i32 %29, i32* %7, align 4, !dbg !107
  %30 = load i32, i32* %7, align 4, !dbg !107
  store i32 511, i32* %8, align 4, !dbg !108
  %31 = load i32, i32* %8, align 4, !dbg !108
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !108
  store i32 %32, i32* %9, align 4, !dbg !108
  %33 = load i32, i32* %9, align 4, !dbg !108
  store i32 3, i32* %10, align 4, !dbg !109
  %34 = load i32, i32* %10, align 4, !dbg !109
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !109
  store i32 %35, i32* %11, align 4, !dbg !109
  %36 = load i32, i32* %11, align 4, !dbg !109
  store i32 1, i32* %12, align 4, !dbg !110
  %37 = load i32, i32* %12, align 4, !dbg !110
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !110
  %39 = add i32 %38, %37, !dbg !110
  store i32 %39, i32* %13, align 4, !dbg !110
  %40 = load i32, i32* %13, align 4, !dbg !110
  %41 = load i32, i32* %1, align 4, !dbg !110
  %42 = add nsw i32 %41, %40, !dbg !110
  store i32 %42, i32* %1, align 4, !dbg !110
  store i32 255, i32* %14, align 4, !dbg !111
  %43 = load i32, i32* %14, align 4, !dbg !111
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !111
  %45 = and i32 %44, %43, !dbg !111
  %46 = xor i32 %45, -1, !dbg !111
  store i32 %46, i32* %15, align 4, !dbg !111
  %47 = load i32, i32* %15, align 4, !dbg !111
  %48 = and i32 %47, 15, !dbg !111
  %49 = load i32, i32* %1, align 4, !dbg !111
  %50 = add nsw i32 %49, %48, !dbg !111
  store i32 %50, i32* %1, align 4, !dbg !111
  store i64 1099511627776, i64* %16, align 8, !dbg !112
  %51 = load i64, i64* %16, align 8, !dbg !112
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !112
  store i64 %52, i64* %17, align 8, !dbg !112
  %53 = load i64, i64* %17, align 8, !dbg !112
  call void @llvm.dbg.declare(metadata i32* %18, metadata !113, metadata !DIExpression()), !dbg !114
  %54 = load i32, i32* %1, align 4, !dbg !114
  store i32 %54, i32* %18, align 4, !dbg !114
  call void @llvm.dbg.declare(metadata i32* %19, metadata !115, metadata !DIExpression()), !dbg !114
  store i32 7, i32* %19, align 4, !dbg !114
  call void @llvm.dbg.declare(metadata i32* %20, metadata !116, metadata !DIExpression()), !dbg !117
  %55 = load i32, i32* %18, align 4, !dbg !117
  %56 = load i32, i32* %19, align 4, !dbg !117
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !117
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !117
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !117
  br i1 %59, label %61, label %60, !dbg !117

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !117
  br label %61, !dbg !117

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !117
  store i8 %62, i8* %21, align 1, !dbg !117
  %63 = load i8, i8* %21, align 1, !dbg !117
  %64 = trunc i8 %63 to i1, !dbg !117
  %65 = zext i1 %64 to i32, !dbg !117
  store i32 %65, i32* %20, align 4, !dbg !117
  %66 = load i32, i32* %20, align 4, !dbg !118
  %67 = mul nsw i32 %66, 1000, !dbg !118
  %68 = load i32, i32* %18, align 4, !dbg !118
  %69 = add nsw i32 %67, %68, !dbg !118
  %70 = load i32, i32* %1, align 4, !dbg !118
  %71 = add nsw i32 %70, %69, !dbg !118
  store i32 %71, i32* %1, align 4, !dbg !118
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !119
  %73 = load i32, i32* %1, align 4, !dbg !119
  %74 = add nsw i32 %73, %72, !dbg !119
  store i32 %74, i32* %1, align 4, !dbg !119
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !120
  %76 = sub i32 %75, 1, !dbg !120
  %77 = load i32, i32* %1, align 4, !dbg !120
  %78 = add nsw i32 %77, %76, !dbg !120
  store i32 %78, i32* %1, align 4, !dbg !120
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !121
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !121
  %81 = load i32, i32* %1, align 4, !dbg !121
  %82 = add nsw i32 %81, %80, !dbg !121
  store i32 %82, i32* %1, align 4, !dbg !121
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !122
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !122
  %85 = zext i1 %84 to i32, !dbg !122
  %86 = load i32, i32* %1, align 4, !dbg !122
  %87 = add nsw i32 %86, %85, !dbg !122
  store i32 %87, i32* %1, align 4, !dbg !122
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !123
  %89 = load i32, i32* %1, align 4, !dbg !123
  %90 = add nsw i32 %89, %88, !dbg !123
  store i32 %90, i32* %1, align 4, !dbg !123
  store atomic i32 0, i32* @counter release, align 4, !dbg !124
  fence seq_cst, !dbg !125
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !126
  %92 = add i32 %91, 4, !dbg !126
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !127
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !128
  %95 = load i32, i32* %1, align 4, !dbg !128
  %96 = add nsw i32 %95, %94, !dbg !128
  store i32 %96, i32* %1, align 4, !dbg !128
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !129
  %98 = icmp ne i8 %97, 0, !dbg !129
  %99 = zext i1 %98 to i32, !dbg !129
  %100 = load i32, i32* %1, align 4, !dbg !129
  %101 = add nsw i32 %100, %99, !dbg !129
  store i32 %101, i32* %1, align 4, !dbg !129
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !130
  fence seq_cst, !dbg !131
  fence syncscope("singlethread") acquire, !dbg !132
  %102 = load i32, i32* %1, align 4, !dbg !133
  %103 = add nsw i32 %102, 1, !dbg !133
  store i32 %103, i32* %1, align 4, !dbg !133
  call void @spin_lock(i32* noundef @lock_word), !dbg !134
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !135
  %105 = load i32, i32* %1, align 4, !dbg !135
  %106 = add nsw i32 %105, %104, !dbg !135
  store i32 %106, i32* %1, align 4, !dbg !135
  call void @spin_unlock(i32* noundef @lock_word), !dbg !136
  %107 = load i32, i32* %1, align 4, !dbg !137
  ret i32 %107, !dbg !137
}

; Function Attrs: noinline nounwind optnone
define internal void @push(%struct.Node* noundef %0) #3 !dbg !138 {
  %2 = alloca %struct.Node*, align 4
  %3 = alloca %struct.Node*, align 4
  %4 = alloca %struct.Node*, align 4
  %5 = alloca %struct.Node*, align 4
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !141, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !143, metadata !DIExpression()), !dbg !144
  %7 = bitcast %struct.Node** %4 to i32*, !dbg !144
  %8 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !144
  store i32 %8, i32* %7, align 4, !dbg !144
  %9 = bitcast i32* %7 to %struct.Node**, !dbg !144
  %10 = load %struct.Node*, %struct.Node** %9, align 4, !dbg !144
  store %struct.Node* %10, %struct.Node** %3, align 4, !dbg !144
  br label %11, !dbg !145

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 4, !dbg !146
  %13 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !146
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !146
  store %struct.Node* %12, %struct.Node** %14, align 4, !dbg !146
  br label %15, !dbg !148

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !148
  store %struct.Node* %16, %struct.Node** %5, align 4, !dbg !148
  %17 = bitcast %struct.Node** %3 to i32*, !dbg !148
  %18 = bitcast %struct.Node** %5 to i32*, !dbg !148
  %19 = load i32, i32* %17, align 4, !dbg !148
  %20 = load i32, i32* %18, align 4, !dbg !148
  %21 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %19, i32 %20 release monotonic, align 4, !dbg !148
  %22 = extractvalue { i32, i1 } %21, 0, !dbg !148
  %23 = extractvalue { i32, i1 } %21, 1, !dbg !148
  br i1 %23, label %25, label %24, !dbg !148

24:                                               ; preds = %15
  store i32 %22, i32* %17, align 4, !dbg !148
  br label %25, !dbg !148

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !148
  store i8 %26, i8* %6, align 1, !dbg !148
  %27 = load i8, i8* %6, align 1, !dbg !148
  %28 = trunc i8 %27 to i1, !dbg !148
  %29 = xor i1 %28, true, !dbg !148
  br i1 %29, label %11, label %30, !dbg !148, !llvm.loop !149

30:                                               ; preds = %25
  ret void, !dbg !151
}

declare dso_local i8* @malloc(i32 noundef) #2

; Function Attrs: noinline optnone
define internal void @release_buf(i8** noundef %0) #0 !dbg !152 {
  %2 = alloca i8**, align 4
  store i8** %0, i8*** %2, align 4
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !156, metadata !DIExpression()), !dbg !157
  %3 = load i8**, i8*** %2, align 4, !dbg !158
  %4 = load i8*, i8** %3, align 4, !dbg !158
  %5 = icmp ne i8* %4, null, !dbg !158
  br i1 %5, label %6, label %11, !dbg !158

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 4, !dbg !159
  %8 = load i8*, i8** %7, align 4, !dbg !159
  call void @free(i8* noundef %8), !dbg !159
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !159
  %10 = add nsw i32 %9, 1, !dbg !159
  store i32 %10, i32* @cleanups_run, align 4, !dbg !159
  br label %11, !dbg !159

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 4, !dbg !162
  store i8* null, i8** %12, align 4, !dbg !162
  ret void, !dbg !163
}

; Function Attrs: noinline nounwind optnone
define internal void @release_int(i32* noundef %0) #3 !dbg !164 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !168, metadata !DIExpression()), !dbg !169
  %3 = load i32*, i32** %2, align 4, !dbg !169
  %4 = load i32, i32* %3, align 4, !dbg !169
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !169
  %6 = add nsw i32 %5, %4, !dbg !169
  store i32 %6, i32* @cleanups_run, align 4, !dbg !169
  ret void, !dbg !169
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone
define internal void @spin_lock(i32* noundef %0) #3 !dbg !170 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !174, metadata !DIExpression()), !dbg !175
  br label %6, !dbg !176

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 4, !dbg !176
  store i32 1, i32* %3, align 4, !dbg !176
  %8 = load i32, i32* %3, align 4, !dbg !176
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !176
  store i32 %9, i32* %4, align 4, !dbg !176
  %10 = load i32, i32* %4, align 4, !dbg !176
  %11 = icmp ne i32 %10, 0, !dbg !176
  br i1 %11, label %12, label %20, !dbg !176

12:                                               ; preds = %6
  br label %13, !dbg !177

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 4, !dbg !177
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !177
  store i32 %15, i32* %5, align 4, !dbg !177
  %16 = load i32, i32* %5, align 4, !dbg !177
  %17 = icmp ne i32 %16, 0, !dbg !177
  br i1 %17, label %18, label %19, !dbg !177

18:                                               ; preds = %13
  br label %13, !dbg !177, !llvm.loop !178

19:                                               ; preds = %13
  br label %6, !dbg !176, !llvm.loop !179

20:                                               ; preds = %6
  ret void, !dbg !180
}

; Function Attrs: noinline nounwind optnone
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !181 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !182, metadata !DIExpression()), !dbg !183
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !dbg !184, !srcloc !185
  %4 = load i32*, i32** %2, align 4, !dbg !186
  store i32 0, i32* %3, align 4, !dbg !186
  %5 = load i32, i32* %3, align 4, !dbg !186
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !186
  ret void, !dbg !187
}

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8, !23, !26, !0, !28, !30, !33, !36}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "nodes", scope: !10, file: !3, line: 107, type: !15, isLocal: true, isDefinition: true)
!10 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !11, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !21)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 52, size: 64, elements: !17)
!17 = !{!18, !20}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !16, file: !3, line: 52, baseType: !19, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !16, file: !3, line: 52, baseType: !13, size: 32, offset: 32)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "wide_counter", scope: !2, file: !3, line: 38, type: !25, isLocal: true, isDefinition: true)
!25 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 53, type: !19, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 37, type: !13, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "c11_counter", scope: !2, file: !3, line: 39, type: !32, isLocal: true, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !13)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 41, type: !35, isLocal: true, isDefinition: true)
!35 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "lock_word", scope: !2, file: !3, line: 40, type: !38, isLocal: true, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!39 = !{i32 1, !"NumRegisterParameters", i32 0}
!40 = !{i32 2, !"CodeView", i32 1}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 2}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 14.0.6"}
!45 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!46 = !DILocation(line: 102, scope: !10)
!47 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!48 = !DILocation(line: 103, scope: !10)
!49 = !DILocation(line: 104, scope: !10)
!50 = !DILocation(line: 105, scope: !10)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 108, type: !13)
!52 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108)
!53 = !DILocation(line: 108, scope: !52)
!54 = !DILocation(line: 108, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 108)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 108)
!57 = !DILocation(line: 108, scope: !56)
!58 = distinct !{!58, !53, !53, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!61 = !DILocation(line: 109, scope: !10)
!62 = !DILocalVariable(name: "n", scope: !63, file: !3, line: 110, type: !19)
!63 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110)
!64 = !DILocation(line: 110, scope: !63)
!65 = !DILocation(line: 110, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 110)
!67 = distinct !{!67, !64, !64, !59}
!68 = !DILocation(line: 111, scope: !10)
!69 = !DILocation(line: 112, scope: !10)
!70 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !71, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!71 = !DISubroutineType(types: !72)
!72 = !{!13, !13}
!73 = !DILocalVariable(name: "n", arg: 1, scope: !70, file: !3, line: 22, type: !13)
!74 = !DILocation(line: 22, scope: !70)
!75 = !DILocalVariable(name: "buf", scope: !70, file: !3, line: 23, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!77 = !DILocation(line: 23, scope: !70)
!78 = !DILocalVariable(name: "token", scope: !70, file: !3, line: 24, type: !13)
!79 = !DILocation(line: 24, scope: !70)
!80 = !DILocation(line: 25, scope: !70)
!81 = !DILocation(line: 25, scope: !82)
!82 = distinct !DILexicalBlock(scope: !70, file: !3, line: 25)
!83 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 26, type: !13)
!84 = distinct !DILexicalBlock(scope: !70, file: !3, line: 26)
!85 = !DILocation(line: 26, scope: !84)
!86 = !DILocation(line: 26, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 26)
!88 = distinct !{!88, !85, !85, !59}
!89 = !DILocation(line: 27, scope: !70)
!90 = !DILocation(line: 28, scope: !70)
!91 = !DILocation(line: 28, scope: !92)
!92 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28)
!93 = !DILocalVariable(name: "inner", scope: !94, file: !3, line: 30, type: !13)
!94 = distinct !DILexicalBlock(scope: !70, file: !3, line: 29)
!95 = !DILocation(line: 30, scope: !94)
!96 = !DILocation(line: 31, scope: !94)
!97 = !DILocation(line: 31, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 31)
!99 = !DILocation(line: 32, scope: !94)
!100 = !DILocation(line: 33, scope: !70)
!101 = !DILocation(line: 34, scope: !70)
!102 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!103 = !DILocalVariable(name: "r", scope: !102, file: !3, line: 63, type: !13)
!104 = !DILocation(line: 63, scope: !102)
!105 = !DILocation(line: 64, scope: !102)
!106 = !DILocation(line: 65, scope: !102)
!107 = !DILocation(line: 66, scope: !102)
!108 = !DILocation(line: 67, scope: !102)
!109 = !DILocation(line: 68, scope: !102)
!110 = !DILocation(line: 69, scope: !102)
!111 = !DILocation(line: 70, scope: !102)
!112 = !DILocation(line: 71, scope: !102)
!113 = !DILocalVariable(name: "expected", scope: !102, file: !3, line: 73, type: !13)
!114 = !DILocation(line: 73, scope: !102)
!115 = !DILocalVariable(name: "desired", scope: !102, file: !3, line: 73, type: !13)
!116 = !DILocalVariable(name: "ok", scope: !102, file: !3, line: 74, type: !13)
!117 = !DILocation(line: 74, scope: !102)
!118 = !DILocation(line: 75, scope: !102)
!119 = !DILocation(line: 77, scope: !102)
!120 = !DILocation(line: 78, scope: !102)
!121 = !DILocation(line: 79, scope: !102)
!122 = !DILocation(line: 80, scope: !102)
!123 = !DILocation(line: 81, scope: !102)
!124 = !DILocation(line: 82, scope: !102)
!125 = !DILocation(line: 83, scope: !102)
!126 = !DILocation(line: 85, scope: !102)
!127 = !DILocation(line: 86, scope: !102)
!128 = !DILocation(line: 87, scope: !102)
!129 = !DILocation(line: 89, scope: !102)
!130 = !DILocation(line: 90, scope: !102)
!131 = !DILocation(line: 91, scope: !102)
!132 = !DILocation(line: 92, scope: !102)
!133 = !DILocation(line: 93, scope: !102)
!134 = !DILocation(line: 95, scope: !102)
!135 = !DILocation(line: 96, scope: !102)
!136 = !DILocation(line: 97, scope: !102)
!137 = !DILocation(line: 98, scope: !102)
!138 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !139, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !19}
!141 = !DILocalVariable(name: "n", arg: 1, scope: !138, file: !3, line: 55, type: !19)
!142 = !DILocation(line: 55, scope: !138)
!143 = !DILocalVariable(name: "old", scope: !138, file: !3, line: 56, type: !19)
!144 = !DILocation(line: 56, scope: !138)
!145 = !DILocation(line: 57, scope: !138)
!146 = !DILocation(line: 58, scope: !147)
!147 = distinct !DILexicalBlock(scope: !138, file: !3, line: 57)
!148 = !DILocation(line: 59, scope: !147)
!149 = distinct !{!149, !145, !150, !59}
!150 = !DILocation(line: 59, scope: !138)
!151 = !DILocation(line: 60, scope: !138)
!152 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !153, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !155}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 32)
!156 = !DILocalVariable(name: "p", arg: 1, scope: !152, file: !3, line: 16, type: !155)
!157 = !DILocation(line: 16, scope: !152)
!158 = !DILocation(line: 17, scope: !152)
!159 = !DILocation(line: 17, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 17)
!161 = distinct !DILexicalBlock(scope: !152, file: !3, line: 17)
!162 = !DILocation(line: 18, scope: !152)
!163 = !DILocation(line: 19, scope: !152)
!164 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !165, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!168 = !DILocalVariable(name: "p", arg: 1, scope: !164, file: !3, line: 20, type: !167)
!169 = !DILocation(line: 20, scope: !164)
!170 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !171, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 32)
!174 = !DILocalVariable(name: "l", arg: 1, scope: !170, file: !3, line: 43, type: !173)
!175 = !DILocation(line: 43, scope: !170)
!176 = !DILocation(line: 44, scope: !170)
!177 = !DILocation(line: 45, scope: !170)
!178 = distinct !{!178, !177, !177, !59}
!179 = distinct !{!179, !176, !177, !59}
!180 = !DILocation(line: 46, scope: !170)
!181 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !171, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!182 = !DILocalVariable(name: "l", arg: 1, scope: !181, file: !3, line: 47, type: !173)
!183 = !DILocation(line: 47, scope: !181)
!184 = !DILocation(line: 48, scope: !181)
!185 = !{i64 1594}
!186 = !DILocation(line: 49, scope: !181)
!187 = !DILocation(line: 50, scope: !181)
