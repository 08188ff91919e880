; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 8
@wide_counter = internal global i64 0, align 8, !dbg !23
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !8
@head = internal global %struct.Node* null, align 8, !dbg !26
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 8
@counter = internal global i32 0, align 4, !dbg !28
@c11_counter = internal global i32 0, align 4, !dbg !30
@flag = internal global i8 0, align 1, !dbg !33
@lock_word = internal global i32 0, align 4, !dbg !36

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Node*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !49, metadata !DIExpression()), !dbg !50
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !50
  store i32 %7, i32* %2, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %3, metadata !51, metadata !DIExpression()), !dbg !52
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !52
  store i32 %8, i32* %3, align 4, !dbg !52
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !53
  %10 = load i32, i32* %3, align 4, !dbg !53
  %11 = load i32, i32* %2, align 4, !dbg !53
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %11, i32 noundef %10, i32 noundef %9), !dbg !53
  %13 = load i64, i64* @wide_counter, align 8, !dbg !54
  %14 = call i32 @atomics_demo(), !dbg !54
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %14, i64 noundef %13), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %4, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %4, align 4, !dbg !57
  br label %16, !dbg !57

16:                                               ; preds = %30, %0
  %17 = load i32, i32* %4, align 4, !dbg !57
  %18 = icmp slt i32 %17, 4, !dbg !57
  br i1 %18, label %19, label %33, !dbg !57

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !58
  %21 = load i32, i32* %4, align 4, !dbg !58
  %22 = mul nsw i32 %20, %21, !dbg !58
  %23 = load i32, i32* %4, align 4, !dbg !58
  %24 = sext i32 %23 to i64, !dbg !58
  %25 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %24, !dbg !58
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1, !dbg !58
  store i32 %22, i32* %26, align 8, !dbg !58
  %27 = load i32, i32* %4, align 4, !dbg !58
  %28 = sext i32 %27 to i64, !dbg !58
  %29 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %28, !dbg !58
  call void @push(%struct.Node* noundef %29), !dbg !58
  br label %30, !dbg !58

30:                                               ; preds = %19
  %31 = load i32, i32* %4, align 4, !dbg !61
  %32 = add nsw i32 %31, 1, !dbg !61
  store i32 %32, i32* %4, align 4, !dbg !61
  br label %16, !dbg !61, !llvm.loop !62

33:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !64, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %5, align 4, !dbg !65
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !66, metadata !DIExpression()), !dbg !68
  %34 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !68
  store %struct.Node* %34, %struct.Node** %6, align 8, !dbg !68
  br label %35, !dbg !68

35:                                               ; preds = %45, %33
  %36 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !68
  %37 = icmp ne %struct.Node* %36, null, !dbg !68
  br i1 %37, label %38, label %49, !dbg !68

38:                                               ; preds = %35
  %39 = load i32, i32* %5, align 4, !dbg !69
  %40 = mul nsw i32 %39, 10, !dbg !69
  %41 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !69
  %42 = getelementptr inbounds %struct.Node, %struct.Node* %41, i32 0, i32 1, !dbg !69
  %43 = load i32, i32* %42, align 8, !dbg !69
  %44 = add nsw i32 %40, %43, !dbg !69
  store i32 %44, i32* %5, align 4, !dbg !69
  br label %45, !dbg !69

45:                                               ; preds = %38
  %46 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !69
  %47 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0, !dbg !69
  %48 = load %struct.Node*, %struct.Node** %47, align 8, !dbg !69
  store %struct.Node* %48, %struct.Node** %6, align 8, !dbg !69
  br label %35, !dbg !69, !llvm.loop !71

49:                                               ; preds = %35
  %50 = load i32, i32* %5, align 4, !dbg !72
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %50), !dbg !72
  ret i32 0, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !74 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i8** %4, metadata !79, metadata !DIExpression()), !dbg !81
  %9 = load i32, i32* %3, align 4, !dbg !81
  %10 = sext i32 %9 to i64, !dbg !81
  %11 = add i64 %10, 1, !dbg !81
  %12 = call i8* @malloc(i64 noundef %11), !dbg !81
  store i8* %12, i8** %4, align 8, !dbg !81
  call void @llvm.dbg.declare(metadata i32* %5, metadata !82, metadata !DIExpression()), !dbg !83
  store i32 10, i32* %5, align 4, !dbg !83
  %13 = load i8*, i8** %4, align 8, !dbg !84
  %14 = icmp ne i8* %13, null, !dbg !84
  br i1 %14, label %16, label %15, !dbg !84

15:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !85
  store i32 1, i32* %6, align 4
  br label %58, !dbg !85

16:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %7, align 4, !dbg !89
  br label %17, !dbg !89

17:                                               ; preds = %30, %16
  %18 = load i32, i32* %7, align 4, !dbg !89
  %19 = load i32, i32* %3, align 4, !dbg !89
  %20 = icmp slt i32 %18, %19, !dbg !89
  br i1 %20, label %21, label %33, !dbg !89

21:                                               ; preds = %17
  %22 = load i32, i32* %7, align 4, !dbg !90
  %23 = srem i32 %22, 26, !dbg !90
  %24 = add nsw i32 97, %23, !dbg !90
  %25 = trunc i32 %24 to i8, !dbg !90
  %26 = load i8*, i8** %4, align 8, !dbg !90
  %27 = load i32, i32* %7, align 4, !dbg !90
  %28 = sext i32 %27 to i64, !dbg !90
  %29 = getelementptr inbounds i8, i8* %26, i64 %28, !dbg !90
  store i8 %25, i8* %29, align 1, !dbg !90
  br label %30, !dbg !90

30:                                               ; preds = %21
  %31 = load i32, i32* %7, align 4, !dbg !90
  %32 = add nsw i32 %31, 1, !dbg !90
  store i32 %32, i32* %7, align 4, !dbg !90
  br label %17, !dbg !90, !llvm.loop !92

33:                                               ; preds = %17
  %34 = load i8*, i8** %4, align 8, !dbg !93
  %35 = load i32, i32* %3, align 4, !dbg !93
  %36 = sext i32 %35 to i64, !dbg !93
  %37 = getelementptr inbounds i8, i8* %34, i64 %36, !dbg !93
  store i8 0, i8* %37, align 1, !dbg !93
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %38, label %41, !dbg !94

38:                                               ; preds = %33
  %39 = load i32, i32* %3, align 4, !dbg !95
  invoke void @maybe_unwind(i32 noundef %39)
          to label %40 unwind label %61, !dbg !95

40:                                               ; preds = %38
  br label %41, !dbg !95

41:                                               ; preds = %40, %33
  call void @llvm.dbg.declare(metadata i32* %8, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 100, i32* %8, align 4, !dbg !99
  %42 = load i32, i32* %3, align 4, !dbg !100
  %43 = icmp sgt i32 %42, 3, !dbg !100
  br i1 %43, label %44, label %49, !dbg !100

44:                                               ; preds = %41
  %45 = load i8*, i8** %4, align 8, !dbg !101
  %46 = getelementptr inbounds i8, i8* %45, i64 3, !dbg !101
  %47 = load i8, i8* %46, align 1, !dbg !101
  %48 = sext i8 %47 to i32, !dbg !101
  store i32 %48, i32* %2, align 4, !dbg !101
  store i32 1, i32* %6, align 4
  br label %50, !dbg !101

49:                                               ; preds = %41
  store i32 0, i32* %6, align 4, !dbg !103
  br label %50, !dbg !103

50:                                               ; preds = %49, %44
  invoke void @release_int(i32* noundef %8)
          to label %51 unwind label %61, !dbg !103

51:                                               ; preds = %50
  %52 = load i32, i32* %6, align 4
  switch i32 %52, label %58 [
    i32 0, label %53
  ]

53:                                               ; preds = %51
  %54 = load i8*, i8** %4, align 8, !dbg !104
  %55 = getelementptr inbounds i8, i8* %54, i64 0, !dbg !104
  %56 = load i8, i8* %55, align 1, !dbg !104
  %57 = sext i8 %56 to i32, !dbg !104
  store i32 %57, i32* %2, align 4, !dbg !104
  store i32 1, i32* %6, align 4
  br label %58, !dbg !104

58:                                               ; preds = %53, %51, %15
  invoke void @release_int(i32* noundef %5)
          to label %59 unwind label %63, !dbg !105

59:                                               ; preds = %58
  call void @release_buf(i8** noundef %4), !dbg !105
  %60 = load i32, i32* %2, align 4, !dbg !105
  ret i32 %60, !dbg !105

61:                                               ; preds = %50, %38
  %62 = cleanuppad within none [], !dbg !105
  call void @release_int(i32* noundef %5) [ "funclet"(token %62) ], !dbg !105
  cleanupret from %62 unwind label %63, !dbg !105

63:                                               ; preds = %61, %58
  %64 = cleanuppad within none [], !dbg !105
  call void @release_buf(i8** noundef %4) [ "funclet"(token %64) ], !dbg !105
  cleanupret from %64 unwind to caller, !dbg !105
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 !dbg !106 {
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
  call void @llvm.dbg.declare(metadata i32* %1, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %1, align 4, !dbg !108
  store i32 5, i32* %2, align 4, !dbg !109
  %22 = load i32, i32* %2, align 4, !dbg !109
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !109
  store i32 %23, i32* %3, align 4, !dbg !109
  %24 = load i32, i32* %3, align 4, !dbg !109
  store i32 1, i32* %4, align 4, !dbg !110
  %25 = load i32, i32* %4, align 4, !dbg !110
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !110
  store i32 %26, i32* %5, align 4, !dbg !110
  %27 = load i32, i32* %5, align 4, !dbg !110
  store i32 256, i32* %6, align 4, !dbg !111
  %28 = load i32, i32* %6, align 4, !dbg !111
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !111
  store i32 %29, i32* %7, align 4, !dbg !111
  %30 = load i32, i32* %7, align 4, !dbg !111
  store i32 511, i32* %8, align 4, !dbg !112
  %31 = load i32, i32* %8, align 4, !dbg !112
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !112
  store i32 %32, i32* %9, align 4, !dbg !112
  %33 = load i32, i32* %9, align 4, !dbg !112
  store i32 3, i32* %10, align 4, !dbg !113
  %34 = load i32, i32* %10, align 4, !dbg !113
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !113
  store i32 %35, i32* %11, align 4, !dbg !113
  %36 = load i32, i32* %11, align 4, !dbg !113
  store i32 1, i32* %12, align 4, !dbg !114
  %37 = load i32, i32* %12, align 4, !dbg !114
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !114
  %39 = add i32 %38, %37, !dbg !114
  store i32 %39, i32* %13, align 4, !dbg !114
  %40 = load i32, i32* %13, align 4, !dbg !114
  %41 = load i32, i32* %1, align 4, !dbg !114
  %42 = add nsw i32 %41, %40, !dbg !114
  store i32 %42, i32* %1, align 4, !dbg !114
  store i32 255, i32* %14, align 4, !dbg !115
  %43 = load i32, i32* %14, align 4, !dbg !115
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !115
  %45 = and i32 %44, %43, !dbg !115
  %46 = xor i32 %45, -1, !dbg !115
  store i32 %46, i32* %15, align 4, !dbg !115
  %47 = load i32, i32* %15, align 4, !dbg !115
  %48 = and i32 %47, 15, !dbg !115
  %49 = load i32, i32* %1, align 4, !dbg !115
  %50 = add nsw i32 %49, %48, !dbg !115
  store i32 %50, i32* %1, align 4, !dbg !115
  store i64 1099511627776, i64* %16, align 8, !dbg !116
  %51 = load i64, i64* %16, align 8, !dbg !116
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !116
  store i64 %52, i64* %17, align 8, !dbg !116
  %53 = load i64, i64* %17, align 8, !dbg !116
  call void @llvm.dbg.declare(metadata i32* %18, metadata !117, metadata !DIExpression()), !dbg !118
  %54 = load i32, i32* %1, align 4, !dbg !118
  store i32 %54, i32* %18, align 4, !dbg !118
  call void @llvm.dbg.declare(metadata i32* %19, metadata !119, metadata !DIExpression()), !dbg !118
  store i32 7, i32* %19, align 4, !dbg !118
  call void @llvm.dbg.declare(metadata i32* %20, metadata !120, metadata !DIExpression()), !dbg !121
  %55 = load i32, i32* %18, align 4, !dbg !121
  %56 = load i32, i32* %19, align 4, !dbg !121
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !121
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !121
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !121
  br i1 %59, label %61, label %60, !dbg !121

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !121
  br label %61, !dbg !121

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !121
  store i8 %62, i8* %21, align 1, !dbg !121
  %63 = load i8, i8* %21, align 1, !dbg !121
  %64 = trunc i8 %63 to i1, !dbg !121
  %65 = zext i1 %64 to i32, !dbg !121
  store i32 %65, i32* %20, align 4, !dbg !121
  %66 = load i32, i32* %20, align 4, !dbg !122
  %67 = mul nsw i32 %66, 1000, !dbg !122
  %68 = load i32, i32* %18, align 4, !dbg !122
  %69 = add nsw i32 %67, %68, !dbg !122
  %70 = load i32, i32* %1, align 4, !dbg !122
  %71 = add nsw i32 %70, %69, !dbg !122
  store i32 %71, i32* %1, align 4, !dbg !122
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !123
  %73 = load i32, i32* %1, align 4, !dbg !123
  %74 = add nsw i32 %73, %72, !dbg !123
  store i32 %74, i32* %1, align 4, !dbg !123
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !124
  %76 = sub i32 %75, 1, !dbg !124
  %77 = load i32, i32* %1, align 4, !dbg !124
  %78 = add nsw i32 %77, %76, !dbg !124
  store i32 %78, i32* %1, align 4, !dbg !124
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !125
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !125
  %81 = load i32, i32* %1, align 4, !dbg !125
  %82 = add nsw i32 %81, %80, !dbg !125
  store i32 %82, i32* %1, align 4, !dbg !125
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !126
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !126
  %85 = zext i1 %84 to i32, !dbg !126
  %86 = load i32, i32* %1, align 4, !dbg !126
  %87 = add nsw i32 %86, %85, !dbg !126
  store i32 %87, i32* %1, align 4, !dbg !126
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !127
  %89 = load i32, i32* %1, align 4, !dbg !127
  %90 = add nsw i32 %89, %88, !dbg !127
  store i32 %90, i32* %1, align 4, !dbg !127
  store atomic i32 0, i32* @counter release, align 4, !dbg !128
  fence seq_cst, !dbg !129
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !130
  %92 = add i32 %91, 4, !dbg !130
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !131
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !132
  %95 = load i32, i32* %1, align 4, !dbg !132
  %96 = add nsw i32 %95, %94, !dbg !132
  store i32 %96, i32* %1, align 4, !dbg !132
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !133
  %98 = icmp ne i8 %97, 0, !dbg !133
  %99 = zext i1 %98 to i32, !dbg !133
  %100 = load i32, i32* %1, align 4, !dbg !133
  %101 = add nsw i32 %100, %99, !dbg !133
  store i32 %101, i32* %1, align 4, !dbg !133
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !134
  fence seq_cst, !dbg !135
  fence syncscope("singlethread") acquire, !dbg !136
  %102 = load i32, i32* %1, align 4, !dbg !137
  %103 = add nsw i32 %102, 1, !dbg !137
  store i32 %103, i32* %1, align 4, !dbg !137
  call void @spin_lock(i32* noundef @lock_word), !dbg !138
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !139
  %105 = load i32, i32* %1, align 4, !dbg !139
  %106 = add nsw i32 %105, %104, !dbg !139
  store i32 %106, i32* %1, align 4, !dbg !139
  call void @spin_unlock(i32* noundef @lock_word), !dbg !140
  %107 = load i32, i32* %1, align 4, !dbg !141
  ret i32 %107, !dbg !141
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.Node* noundef %0) #3 !dbg !142 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !145, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !147, metadata !DIExpression()), !dbg !148
  %7 = bitcast %struct.Node** %4 to i64*, !dbg !148
  %8 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !148
  store i64 %8, i64* %7, align 8, !dbg !148
  %9 = bitcast i64* %7 to %struct.Node**, !dbg !148
  %10 = load %struct.Node*, %struct.Node** %9, align 8, !dbg !148
  store %struct.Node* %10, %struct.Node** %3, align 8, !dbg !148
  br label %11, !dbg !149

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !150
  %13 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !150
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !150
  store %struct.Node* %12, %struct.Node** %14, align 8, !dbg !150
  br label %15, !dbg !152

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !152
  store %struct.Node* %16, %struct.Node** %5, align 8, !dbg !152
  %17 = bitcast %struct.Node** %3 to i64*, !dbg !152
  %18 = bitcast %struct.Node** %5 to i64*, !dbg !152
  %19 = load i64, i64* %17, align 8, !dbg !152
  %20 = load i64, i64* %18, align 8, !dbg !152
  %21 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %19, i64 %20 release monotonic, align 8, !dbg !152
  %22 = extractvalue { i64, i1 } %21, 0, !dbg !152
  %23 = extractvalue { i64, i1 } %21, 1, !dbg !152
  br i1 %23, label %25, label %24, !dbg !152

24:                                               ; preds = %15
  store i64 %22, i64* %17, align 8, !dbg !152
  br label %25, !dbg !152

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !152
  store i8 %26, i8* %6, align 1, !dbg !152
  %27 = load i8, i8* %6, align 1, !dbg !152
  %28 = trunc i8 %27 to i1, !dbg !152
  %29 = xor i1 %28, true, !dbg !152
  br i1 %29, label %11, label %30, !dbg !152, !llvm.loop !153

30:                                               ; preds = %25
  ret void, !dbg !155
}

declare dso_local i8* @malloc(i64 noundef) #2

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(i8** noundef %0) #0 !dbg !156 {
  %2 = alloca i8**, align 8
  store i8** %0, i8*** %2, align 8
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !160, metadata !DIExpression()), !dbg !161
  %3 = load i8**, i8*** %2, align 8, !dbg !162
  %4 = load i8*, i8** %3, align 8, !dbg !162
  %5 = icmp ne i8* %4, null, !dbg !162
  br i1 %5, label %6, label %11, !dbg !162

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 8, !dbg !163
  %8 = load i8*, i8** %7, align 8, !dbg !163
  call void @free(i8* noundef %8), !dbg !163
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !163
  %10 = add nsw i32 %9, 1, !dbg !163
  store i32 %10, i32* @cleanups_run, align 4, !dbg !163
  br label %11, !dbg !163

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 8, !dbg !166
  store i8* null, i8** %12, align 8, !dbg !166
  ret void, !dbg !167
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(i32* noundef %0) #3 !dbg !168 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !172, metadata !DIExpression()), !dbg !173
  %3 = load i32*, i32** %2, align 8, !dbg !173
  %4 = load i32, i32* %3, align 4, !dbg !173
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !173
  %6 = add nsw i32 %5, %4, !dbg !173
  store i32 %6, i32* @cleanups_run, align 4, !dbg !173
  ret void, !dbg !173
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(i32* noundef %0) #3 !dbg !174 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !178, metadata !DIExpression()), !dbg !179
  br label %6, !dbg !180

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 8, !dbg !180
  store i32 1, i32* %3, align 4, !dbg !180
  %8 = load i32, i32* %3, align 4, !dbg !180
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !180
  store i32 %9, i32* %4, align 4, !dbg !180
  %10 = load i32, i32* %4, align 4, !dbg !180
  %11 = icmp ne i32 %10, 0, !dbg !180
  br i1 %11, label %12, label %20, !dbg !180

12:                                               ; preds = %6
  br label %13, !dbg !181

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 8, !dbg !181
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !181
  store i32 %15, i32* %5, align 4, !dbg !181
  %16 = load i32, i32* %5, align 4, !dbg !181
  %17 = icmp ne i32 %16, 0, !dbg !181
  br i1 %17, label %18, label %19, !dbg !181

18:                                               ; preds = %13
  br label %13, !dbg !181, !llvm.loop !182

19:                                               ; preds = %13
  br label %6, !dbg !180, !llvm.loop !183

20:                                               ; preds = %6
  ret void, !dbg !184
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !185 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !186, metadata !DIExpression()), !dbg !187
  call void asm sideeffect "", "~{memory}"() #4, !dbg !188, !srcloc !189
  %4 = load i32*, i32** %2, align 8, !dbg !190
  store i32 0, i32* %3, align 4, !dbg !190
  %5 = load i32, i32* %3, align 4, !dbg !190
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !190
  ret void, !dbg !191
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8, !23, !26, !0, !28, !30, !33, !36}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "nodes", scope: !10, file: !3, line: 107, type: !15, isLocal: true, isDefinition: true)
!10 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !11, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 512, elements: !21)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 52, size: 128, elements: !17)
!17 = !{!18, !20}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !16, file: !3, line: 52, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !16, file: !3, line: 52, baseType: !13, size: 32, offset: 64)
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
!39 = !{i32 2, !"CodeView", i32 1}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 2}
!42 = !{i32 1, !"branch-target-enforcement", i32 0}
!43 = !{i32 1, !"sign-return-address", i32 0}
!44 = !{i32 1, !"sign-return-address-all", i32 0}
!45 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{!"Debian clang version 14.0.6"}
!49 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!50 = !DILocation(line: 102, scope: !10)
!51 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!52 = !DILocation(line: 103, scope: !10)
!53 = !DILocation(line: 104, scope: !10)
!54 = !DILocation(line: 105, scope: !10)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 108, type: !13)
!56 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108)
!57 = !DILocation(line: 108, scope: !56)
!58 = !DILocation(line: 108, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 108)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 108)
!61 = !DILocation(line: 108, scope: !60)
!62 = distinct !{!62, !57, !57, !63}
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!65 = !DILocation(line: 109, scope: !10)
!66 = !DILocalVariable(name: "n", scope: !67, file: !3, line: 110, type: !19)
!67 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110)
!68 = !DILocation(line: 110, scope: !67)
!69 = !DILocation(line: 110, scope: !70)
!70 = distinct !DILexicalBlock(scope: !67, file: !3, line: 110)
!71 = distinct !{!71, !68, !68, !63}
!72 = !DILocation(line: 111, scope: !10)
!73 = !DILocation(line: 112, scope: !10)
!74 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !75, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!75 = !DISubroutineType(types: !76)
!76 = !{!13, !13}
!77 = !DILocalVariable(name: "n", arg: 1, scope: !74, file: !3, line: 22, type: !13)
!78 = !DILocation(line: 22, scope: !74)
!79 = !DILocalVariable(name: "buf", scope: !74, file: !3, line: 23, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!81 = !DILocation(line: 23, scope: !74)
!82 = !DILocalVariable(name: "token", scope: !74, file: !3, line: 24, type: !13)
!83 = !DILocation(line: 24, scope: !74)
!84 = !DILocation(line: 25, scope: !74)
!85 = !DILocation(line: 25, scope: !86)
!86 = distinct !DILexicalBlock(scope: !74, file: !3, line: 25)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 26, type: !13)
!88 = distinct !DILexicalBlock(scope: !74, file: !3, line: 26)
!89 = !DILocation(line: 26, scope: !88)
!90 = !DILocation(line: 26, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 26)
!92 = distinct !{!92, !89, !89, !63}
!93 = !DILocation(line: 27, scope: !74)
!94 = !DILocation(line: 28, scope: !74)
!95 = !DILocation(line: 28, scope: !96)
!96 = distinct !DILexicalBlock(scope: !74, file: !3, line: 28)
!97 = !DILocalVariable(name: "inner", scope: !98, file: !3, line: 30, type: !13)
!98 = distinct !DILexicalBlock(scope: !74, file: !3, line: 29)
!99 = !DILocation(line: 30, scope: !98)
!100 = !DILocation(line: 31, scope: !98)
!101 = !DILocation(line: 31, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !3, line: 31)
!103 = !DILocation(line: 32, scope: !98)
!104 = !DILocation(line: 33, scope: !74)
!105 = !DILocation(line: 34, scope: !74)
!106 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!107 = !DILocalVariable(name: "r", scope: !106, file: !3, line: 63, type: !13)
!108 = !DILocation(line: 63, scope: !106)
!109 = !DILocation(line: 64, scope: !106)
!110 = !DILocation(line: 65, scope: !106)
!111 = !DILocation(line: 66, scope: !106)
!112 = !DILocation(line: 67, scope: !106)
!113 = !DILocation(line: 68, scope: !106)
!114 = !DILocation(line: 69, scope: !106)
!115 = !DILocation(line: 70, scope: !106)
!116 = !DILocation(line: 71, scope: !106)
!117 = !DILocalVariable(name: "expected", scope: !106, file: !3, line: 73, type: !13)
!118 = !DILocation(line: 73, scope: !106)
!119 = !DILocalVariable(name: "desired", scope: !106, file: !3, line: 73, type: !13)
!120 = !DILocalVariable(name: "ok", scope: !106, file: !3, line: 74, type: !13)
!121 = !DILocation(line: 74, scope: !106)
!122 = !DILocation(line: 75, scope: !106)
!123 = !DILocation(line: 77, scope: !106)
!124 = !DILocation(line: 78, scope: !106)
!125 = !DILocation(line: 79, scope: !106)
!126 = !DILocation(line: 80, scope: !106)
!127 = !DILocation(line: 81, scope: !106)
!128 = !DILocation(line: 82, scope: !106)
!129 = !DILocation(line: 83, scope: !106)
!130 = !DILocation(line: 85, scope: !106)
!131 = !DILocation(line: 86, scope: !106)
!132 = !DILocation(line: 87, scope: !106)
!133 = !DILocation(line: 89, scope: !106)
!134 = !DILocation(line: 90, scope: !106)
!135 = !DILocation(line: 91, scope: !106)
!136 = !DILocation(line: 92, scope: !106)
!137 = !DILocation(line: 93, scope: !106)
!138 = !DILocation(line: 95, scope: !106)
!139 = !DILocation(line: 96, scope: !106)
!140 = !DILocation(line: 97, scope: !106)
!141 = !DILocation(line: 98, scope: !106)
!142 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !143, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !19}
!145 = !DILocalVariable(name: "n", arg: 1, scope: !142, file: !3, line: 55, type: !19)
!146 = !DILocation(line: 55, scope: !142)
!147 = !DILocalVariable(name: "old", scope: !142, file: !3, line: 56, type: !19)
!148 = !DILocation(line: 56, scope: !142)
!149 = !DILocation(line: 57, scope: !142)
!150 = !DILocation(line: 58, scope: !151)
!151 = distinct !DILexicalBlock(scope: !142, file: !3, line: 57)
!152 = !DILocation(line: 59, scope: !151)
!153 = distinct !{!153, !149, !154, !63}
!154 = !DILocation(line: 59, scope: !142)
!155 = !DILocation(line: 60, scope: !142)
!156 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !157, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!160 = !DILocalVariable(name: "p", arg: 1, scope: !156, file: !3, line: 16, type: !159)
!161 = !DILocation(line: 16, scope: !156)
!162 = !DILocation(line: 17, scope: !156)
!163 = !DILocation(line: 17, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 17)
!165 = distinct !DILexicalBlock(scope: !156, file: !3, line: 17)
!166 = !DILocation(line: 18, scope: !156)
!167 = !DILocation(line: 19, scope: !156)
!168 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !169, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!172 = !DILocalVariable(name: "p", arg: 1, scope: !168, file: !3, line: 20, type: !171)
!173 = !DILocation(line: 20, scope: !168)
!174 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !175, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!178 = !DILocalVariable(name: "l", arg: 1, scope: !174, file: !3, line: 43, type: !177)
!179 = !DILocation(line: 43, scope: !174)
!180 = !DILocation(line: 44, scope: !174)
!181 = !DILocation(line: 45, scope: !174)
!182 = distinct !{!182, !181, !181, !63}
!183 = distinct !{!183, !180, !181, !63}
!184 = !DILocation(line: 46, scope: !174)
!185 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !175, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!186 = !DILocalVariable(name: "l", arg: 1, scope: !185, file: !3, line: 47, type: !177)
!187 = !DILocation(line: 47, scope: !185)
!188 = !DILocation(line: 48, scope: !185)
!189 = !{i64 1594}
!190 = !DILocation(line: 49, scope: !185)
!191 = !DILocation(line: 50, scope: !185)
