; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%struct.Node = type { ptr, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 8, !dbg !8
@wide_counter = internal global i64 0, align 8, !dbg !35
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 8, !dbg !13
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 8, !dbg !38
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 8, !dbg !30
@counter = internal global i32 0, align 4, !dbg !40
@c11_counter = internal global i32 0, align 4, !dbg !42
@flag = internal global i8 0, align 1, !dbg !45
@lock_word = internal global i32 0, align 4, !dbg !48

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !58
  store i32 %7, ptr %2, align 4, !dbg !58
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !60
  store i32 %8, ptr %3, align 4, !dbg !60
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !61
  %10 = load i32, ptr %3, align 4, !dbg !61
  %11 = load i32, ptr %2, align 4, !dbg !61
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 noundef %11, i32 noundef %10, i32 noundef %9), !dbg !61
  %13 = load i64, ptr @wide_counter, align 8, !dbg !62
  %14 = call i32 @atomics_demo(), !dbg !62
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 noundef %14, i64 noundef %13), !dbg !62
    #dbg_declare(ptr %4, !63, !DIExpression(), !65)
  store i32 0, ptr %4, align 4, !dbg !65
  br label %16, !dbg !65

16:                                               ; preds = %30, %0
  %17 = load i32, ptr %4, align 4, !dbg !65
  %18 = icmp slt i32 %17, 4, !dbg !65
  br i1 %18, label %19, label %33, !dbg !65

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4, !dbg !66
  %21 = load i32, ptr %4, align 4, !dbg !66
  %22 = mul nsw i32 %20, %21, !dbg !66
  %23 = load i32, ptr %4, align 4, !dbg !66
  %24 = sext i32 %23 to i64, !dbg !66
  %25 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %24, !dbg !66
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1, !dbg !66
  store i32 %22, ptr %26, align 8, !dbg !66
  %27 = load i32, ptr %4, align 4, !dbg !66
  %28 = sext i32 %27 to i64, !dbg !66
  %29 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %28, !dbg !66
  call void @push(ptr noundef %29), !dbg !66
  br label %30, !dbg !66

30:                                               ; preds = %19
  %31 = load i32, ptr %4, align 4, !dbg !69
  %32 = add nsw i32 %31, 1, !dbg !69
  store i32 %32, ptr %4, align 4, !dbg !69
  br label %16, !dbg !69, !llvm.loop !70

33:                                               ; preds = %16
    #dbg_declare(ptr %5, !72, !DIExpression(), !73)
  store i32 0, ptr %5, align 4, !dbg !73
    #dbg_declare(ptr %6, !74, !DIExpression(), !76)
  %34 = load ptr, ptr @head, align 8, !dbg !76
  store ptr %34, ptr %6, align 8, !dbg !76
  br label %35, !dbg !76

35:                                               ; preds = %45, %33
  %36 = load ptr, ptr %6, align 8, !dbg !76
  %37 = icmp ne ptr %36, null, !dbg !76
  br i1 %37, label %38, label %49, !dbg !76

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4, !dbg !77
  %40 = mul nsw i32 %39, 10, !dbg !77
  %41 = load ptr, ptr %6, align 8, !dbg !77
  %42 = getelementptr inbounds %struct.Node, ptr %41, i32 0, i32 1, !dbg !77
  %43 = load i32, ptr %42, align 8, !dbg !77
  %44 = add nsw i32 %40, %43, !dbg !77
  store i32 %44, ptr %5, align 4, !dbg !77
  br label %45, !dbg !77

45:                                               ; preds = %38
  %46 = load ptr, ptr %6, align 8, !dbg !77
  %47 = getelementptr inbounds %struct.Node, ptr %46, i32 0, i32 0, !dbg !77
  %48 = load ptr, ptr %47, align 8, !dbg !77
  store ptr %48, ptr %6, align 8, !dbg !77
  br label %35, !dbg !77, !llvm.loop !79

49:                                               ; preds = %35
  %50 = load i32, ptr %5, align 4, !dbg !80
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 noundef %50), !dbg !80
  ret i32 0, !dbg !81
}

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__CxxFrameHandler3 !dbg !82 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !85, !DIExpression(), !86)
    #dbg_declare(ptr %4, !87, !DIExpression(), !89)
  %9 = load i32, ptr %3, align 4, !dbg !89
  %10 = sext i32 %9 to i64, !dbg !89
  %11 = add i64 %10, 1, !dbg !89
  %12 = call ptr @malloc(i64 noundef %11) #4, !dbg !89
  store ptr %12, ptr %4, align 8, !dbg !89
    #dbg_declare(ptr %5, !90, !DIExpression(), !91)
  store i32 10, ptr %5, align 4, !dbg !91
  %13 = load ptr, ptr %4, align 8, !dbg !92
  %14 = icmp ne ptr %13, null, !dbg !92
  br i1 %14, label %16, label %15, !dbg !92

15:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !93
  store i32 1, ptr %6, align 4
  br label %59, !dbg !93

16:                                               ; preds = %1
    #dbg_declare(ptr %7, !95, !DIExpression(), !97)
  store i32 0, ptr %7, align 4, !dbg !97
  br label %17, !dbg !97

17:                                               ; preds = %30, %16
  %18 = load i32, ptr %7, align 4, !dbg !97
  %19 = load i32, ptr %3, align 4, !dbg !97
  %20 = icmp slt i32 %18, %19, !dbg !97
  br i1 %20, label %21, label %33, !dbg !97

21:                                               ; preds = %17
  %22 = load i32, ptr %7, align 4, !dbg !98
  %23 = srem i32 %22, 26, !dbg !98
  %24 = add nsw i32 97, %23, !dbg !98
  %25 = trunc i32 %24 to i8, !dbg !98
  %26 = load ptr, ptr %4, align 8, !dbg !98
  %27 = load i32, ptr %7, align 4, !dbg !98
  %28 = sext i32 %27 to i64, !dbg !98
  %29 = getelementptr inbounds i8, ptr %26, i64 %28, !dbg !98
  store i8 %25, ptr %29, align 1, !dbg !98
  br label %30, !dbg !98

30:                                               ; preds = %21
  %31 = load i32, ptr %7, align 4, !dbg !98
  %32 = add nsw i32 %31, 1, !dbg !98
  store i32 %32, ptr %7, align 4, !dbg !98
  br label %17, !dbg !98, !llvm.loop !100

33:                                               ; preds = %17
  %34 = load ptr, ptr %4, align 8, !dbg !101
  %35 = load i32, ptr %3, align 4, !dbg !101
  %36 = sext i32 %35 to i64, !dbg !101
  %37 = getelementptr inbounds i8, ptr %34, i64 %36, !dbg !101
  store i8 0, ptr %37, align 1, !dbg !101
  %38 = icmp ne ptr @maybe_unwind, null, !dbg !102
  br i1 %38, label %39, label %42, !dbg !102

39:                                               ; preds = %33
  %40 = load i32, ptr %3, align 4, !dbg !103
  invoke void @maybe_unwind(i32 noundef %40)
          to label %41 unwind label %62, !dbg !103

41:                                               ; preds = %39
  br label %42, !dbg !103

42:                                               ; preds = %41, %33
    #dbg_declare(ptr %8, !105, !DIExpression(), !107)
  store i32 100, ptr %8, align 4, !dbg !107
  %43 = load i32, ptr %3, align 4, !dbg !108
  %44 = icmp sgt i32 %43, 3, !dbg !108
  br i1 %44, label %45, label %50, !dbg !108

45:                                               ; preds = %42
  %46 = load ptr, ptr %4, align 8, !dbg !109
  %47 = getelementptr inbounds i8, ptr %46, i64 3, !dbg !109
  %48 = load i8, ptr %47, align 1, !dbg !109
  %49 = sext i8 %48 to i32, !dbg !109
  store i32 %49, ptr %2, align 4, !dbg !109
  store i32 1, ptr %6, align 4
  br label %51, !dbg !109

50:                                               ; preds = %42
  store i32 0, ptr %6, align 4, !dbg !111
  br label %51, !dbg !111

51:                                               ; preds = %50, %45
  invoke void @release_int(ptr noundef %8)
          to label %52 unwind label %62, !dbg !111

52:                                               ; preds = %51
  %53 = load i32, ptr %6, align 4
  switch i32 %53, label %59 [
    i32 0, label %54
  ]

54:                                               ; preds = %52
  %55 = load ptr, ptr %4, align 8, !dbg !112
  %56 = getelementptr inbounds i8, ptr %55, i64 0, !dbg !112
  %57 = load i8, ptr %56, align 1, !dbg !112
  %58 = sext i8 %57 to i32, !dbg !112
  store i32 %58, ptr %2, align 4, !dbg !112
  store i32 1, ptr %6, align 4
  br label %59, !dbg !112

59:                                               ; preds = %54, %52, %15
  invoke void @release_int(ptr noundef %5)
          to label %60 unwind label %64, !dbg !113

60:                                               ; preds = %59
  call void @release_buf(ptr noundef %4), !dbg !113
  %61 = load i32, ptr %2, align 4, !dbg !113
  ret i32 %61, !dbg !113

62:                                               ; preds = %51, %39
  %63 = cleanuppad within none [], !dbg !113
  call void @release_int(ptr noundef %5) [ "funclet"(token %63) ], !dbg !113
  cleanupret from %63 unwind label %64, !dbg !113

64:                                               ; preds = %62, %59
  %65 = cleanuppad within none [], !dbg !113
  call void @release_buf(ptr noundef %4) [ "funclet"(token %65) ], !dbg !113
  cleanupret from %65 unwind to caller, !dbg !113
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 !dbg !114 {
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
    #dbg_declare(ptr %1, !115, !DIExpression(), !116)
  store i32 0, ptr %1, align 4, !dbg !116
  store i32 5, ptr %2, align 4, !dbg !117
  %22 = load i32, ptr %2, align 4, !dbg !117
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4, !dbg !117
  store i32 %23, ptr %3, align 4, !dbg !117
  %24 = load i32, ptr %3, align 4, !dbg !117
  store i32 1, ptr %4, align 4, !dbg !118
  %25 = load i32, ptr %4, align 4, !dbg !118
  %26 = atomicrmw sub ptr @counter, i32 %25 acq_rel, align 4, !dbg !118
  store i32 %26, ptr %5, align 4, !dbg !118
  %27 = load i32, ptr %5, align 4, !dbg !118
  store i32 256, ptr %6, align 4, !dbg !119
  %28 = load i32, ptr %6, align 4, !dbg !119
  %29 = atomicrmw or ptr @counter, i32 %28 monotonic, align 4, !dbg !119
  store i32 %29, ptr %7, align 4, !dbg !119
  %30 = load i32, ptr %7, align 4, !dbg !119
  store i32 511, ptr %8, align 4, !dbg !120
  %31 = load i32, ptr %8, align 4, !dbg !120
  %32 = atomicrmw and ptr @counter, i32 %31 release, align 4, !dbg !120
  store i32 %32, ptr %9, align 4, !dbg !120
  %33 = load i32, ptr %9, align 4, !dbg !120
  store i32 3, ptr %10, align 4, !dbg !121
  %34 = load i32, ptr %10, align 4, !dbg !121
  %35 = atomicrmw xor ptr @counter, i32 %34 acquire, align 4, !dbg !121
  store i32 %35, ptr %11, align 4, !dbg !121
  %36 = load i32, ptr %11, align 4, !dbg !121
  store i32 1, ptr %12, align 4, !dbg !122
  %37 = load i32, ptr %12, align 4, !dbg !122
  %38 = atomicrmw add ptr @counter, i32 %37 seq_cst, align 4, !dbg !122
  %39 = add i32 %38, %37, !dbg !122
  store i32 %39, ptr %13, align 4, !dbg !122
  %40 = load i32, ptr %13, align 4, !dbg !122
  %41 = load i32, ptr %1, align 4, !dbg !122
  %42 = add nsw i32 %41, %40, !dbg !122
  store i32 %42, ptr %1, align 4, !dbg !122
  store i32 255, ptr %14, align 4, !dbg !123
  %43 = load i32, ptr %14, align 4, !dbg !123
  %44 = atomicrmw nand ptr @counter, i32 %43 seq_cst, align 4, !dbg !123
  %45 = and i32 %44, %43, !dbg !123
  %46 = xor i32 %45, -1, !dbg !123
  store i32 %46, ptr %15, align 4, !dbg !123
  %47 = load i32, ptr %15, align 4, !dbg !123
  %48 = and i32 %47, 15, !dbg !123
  %49 = load i32, ptr %1, align 4, !dbg !123
  %50 = add nsw i32 %49, %48, !dbg !123
  store i32 %50, ptr %1, align 4, !dbg !123
  store i64 1099511627776, ptr %16, align 8, !dbg !124
  %51 = load i64, ptr %16, align 8, !dbg !124
  %52 = atomicrmw add ptr @wide_counter, i64 %51 seq_cst, align 8, !dbg !124
  store i64 %52, ptr %17, align 8, !dbg !124
  %53 = load i64, ptr %17, align 8, !dbg !124
    #dbg_declare(ptr %18, !125, !DIExpression(), !126)
  %54 = load i32, ptr %1, align 4, !dbg !126
  store i32 %54, ptr %18, align 4, !dbg !126
    #dbg_declare(ptr %19, !127, !DIExpression(), !126)
  store i32 7, ptr %19, align 4, !dbg !126
    #dbg_declare(ptr %20, !128, !DIExpression(), !129)
  %55 = load i32, ptr %18, align 4, !dbg !129
  %56 = load i32, ptr %19, align 4, !dbg !129
  %57 = cmpxchg ptr @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !129
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !129
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !129
  br i1 %59, label %61, label %60, !dbg !129

60:                                               ; preds = %0
  store i32 %58, ptr %18, align 4, !dbg !129
  br label %61, !dbg !129

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !129
  store i8 %62, ptr %21, align 1, !dbg !129
  %63 = load i8, ptr %21, align 1, !dbg !129
  %64 = trunc i8 %63 to i1, !dbg !129
  %65 = zext i1 %64 to i32, !dbg !129
  store i32 %65, ptr %20, align 4, !dbg !129
  %66 = load i32, ptr %20, align 4, !dbg !130
  %67 = mul nsw i32 %66, 1000, !dbg !130
  %68 = load i32, ptr %18, align 4, !dbg !130
  %69 = add nsw i32 %67, %68, !dbg !130
  %70 = load i32, ptr %1, align 4, !dbg !130
  %71 = add nsw i32 %70, %69, !dbg !130
  store i32 %71, ptr %1, align 4, !dbg !130
  %72 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !131
  %73 = load i32, ptr %1, align 4, !dbg !131
  %74 = add nsw i32 %73, %72, !dbg !131
  store i32 %74, ptr %1, align 4, !dbg !131
  %75 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !132
  %76 = sub i32 %75, 1, !dbg !132
  %77 = load i32, ptr %1, align 4, !dbg !132
  %78 = add nsw i32 %77, %76, !dbg !132
  store i32 %78, ptr %1, align 4, !dbg !132
  %79 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !133
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !133
  %81 = load i32, ptr %1, align 4, !dbg !133
  %82 = add nsw i32 %81, %80, !dbg !133
  store i32 %82, ptr %1, align 4, !dbg !133
  %83 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !134
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !134
  %85 = zext i1 %84 to i32, !dbg !134
  %86 = load i32, ptr %1, align 4, !dbg !134
  %87 = add nsw i32 %86, %85, !dbg !134
  store i32 %87, ptr %1, align 4, !dbg !134
  %88 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !135
  %89 = load i32, ptr %1, align 4, !dbg !135
  %90 = add nsw i32 %89, %88, !dbg !135
  store i32 %90, ptr %1, align 4, !dbg !135
  store atomic i32 0, ptr @counter release, align 4, !dbg !136
  fence seq_cst, !dbg !137
  %91 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !138
  %92 = add i32 %91, 4, !dbg !138
  %93 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !139
  %94 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !140
  %95 = load i32, ptr %1, align 4, !dbg !140
  %96 = add nsw i32 %95, %94, !dbg !140
  store i32 %96, ptr %1, align 4, !dbg !140
  %97 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !141
  %98 = icmp ne i8 %97, 0, !dbg !141
  %99 = zext i1 %98 to i32, !dbg !141
  %100 = load i32, ptr %1, align 4, !dbg !141
  %101 = add nsw i32 %100, %99, !dbg !141
  store i32 %101, ptr %1, align 4, !dbg !141
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !142
  fence seq_cst, !dbg !143
  fence syncscope("singlethread") acquire, !dbg !144
  %102 = load i32, ptr %1, align 4, !dbg !145
  %103 = add nsw i32 %102, 1, !dbg !145
  store i32 %103, ptr %1, align 4, !dbg !145
  call void @spin_lock(ptr noundef @lock_word), !dbg !146
  %104 = load volatile i32, ptr @lock_word, align 4, !dbg !147
  %105 = load i32, ptr %1, align 4, !dbg !147
  %106 = add nsw i32 %105, %104, !dbg !147
  store i32 %106, ptr %1, align 4, !dbg !147
  call void @spin_unlock(ptr noundef @lock_word), !dbg !148
  %107 = load i32, ptr %1, align 4, !dbg !149
  ret i32 %107, !dbg !149
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(ptr noundef %0) #2 !dbg !150 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !153, !DIExpression(), !154)
    #dbg_declare(ptr %3, !155, !DIExpression(), !156)
  %7 = load atomic i64, ptr @head monotonic, align 8, !dbg !156
  store i64 %7, ptr %4, align 8, !dbg !156
  %8 = load ptr, ptr %4, align 8, !dbg !156
  store ptr %8, ptr %3, align 8, !dbg !156
  br label %9, !dbg !157

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 8, !dbg !158
  %11 = load ptr, ptr %2, align 8, !dbg !158
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0, !dbg !158
  store ptr %10, ptr %12, align 8, !dbg !158
  br label %13, !dbg !160

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 8, !dbg !160
  store ptr %14, ptr %5, align 8, !dbg !160
  %15 = load i64, ptr %3, align 8, !dbg !160
  %16 = load i64, ptr %5, align 8, !dbg !160
  %17 = cmpxchg weak ptr @head, i64 %15, i64 %16 release monotonic, align 8, !dbg !160
  %18 = extractvalue { i64, i1 } %17, 0, !dbg !160
  %19 = extractvalue { i64, i1 } %17, 1, !dbg !160
  br i1 %19, label %21, label %20, !dbg !160

20:                                               ; preds = %13
  store i64 %18, ptr %3, align 8, !dbg !160
  br label %21, !dbg !160

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8, !dbg !160
  store i8 %22, ptr %6, align 1, !dbg !160
  %23 = load i8, ptr %6, align 1, !dbg !160
  %24 = trunc i8 %23 to i1, !dbg !160
  %25 = xor i1 %24, true, !dbg !160
  br i1 %25, label %9, label %26, !dbg !160, !llvm.loop !161

26:                                               ; preds = %21
  ret void, !dbg !163
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(ptr noundef %0) #0 !dbg !164 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !168, !DIExpression(), !169)
  %3 = load ptr, ptr %2, align 8, !dbg !170
  %4 = load ptr, ptr %3, align 8, !dbg !170
  %5 = icmp ne ptr %4, null, !dbg !170
  br i1 %5, label %6, label %11, !dbg !170

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !171
  %8 = load ptr, ptr %7, align 8, !dbg !171
  call void @free(ptr noundef %8), !dbg !171
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !171
  %10 = add nsw i32 %9, 1, !dbg !171
  store i32 %10, ptr @cleanups_run, align 4, !dbg !171
  br label %11, !dbg !171

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 8, !dbg !174
  store ptr null, ptr %12, align 8, !dbg !174
  ret void, !dbg !175
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(ptr noundef %0) #2 !dbg !176 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !180, !DIExpression(), !181)
  %3 = load ptr, ptr %2, align 8, !dbg !181
  %4 = load i32, ptr %3, align 4, !dbg !181
  %5 = load i32, ptr @cleanups_run, align 4, !dbg !181
  %6 = add nsw i32 %5, %4, !dbg !181
  store i32 %6, ptr @cleanups_run, align 4, !dbg !181
  ret void, !dbg !181
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(ptr noundef %0) #2 !dbg !182 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !186, !DIExpression(), !187)
  br label %6, !dbg !188

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 8, !dbg !188
  store i32 1, ptr %3, align 4, !dbg !188
  %8 = load i32, ptr %3, align 4, !dbg !188
  %9 = atomicrmw volatile xchg ptr %7, i32 %8 acquire, align 4, !dbg !188
  store i32 %9, ptr %4, align 4, !dbg !188
  %10 = load i32, ptr %4, align 4, !dbg !188
  %11 = icmp ne i32 %10, 0, !dbg !188
  br i1 %11, label %12, label %20, !dbg !188

12:                                               ; preds = %6
  br label %13, !dbg !189

13:                                               ; preds = %18, %12
  %14 = load ptr, ptr %2, align 8, !dbg !189
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4, !dbg !189
  store i32 %15, ptr %5, align 4, !dbg !189
  %16 = load i32, ptr %5, align 4, !dbg !189
  %17 = icmp ne i32 %16, 0, !dbg !189
  br i1 %17, label %18, label %19, !dbg !189

18:                                               ; preds = %13
  br label %13, !dbg !189, !llvm.loop !190

19:                                               ; preds = %13
  br label %6, !dbg !188, !llvm.loop !191

20:                                               ; preds = %6
  ret void, !dbg !192
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(ptr noundef %0) #2 !dbg !193 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !194, !DIExpression(), !195)
  call void asm sideeffect "", "~{memory}"() #5, !dbg !196, !srcloc !197
  %4 = load ptr, ptr %2, align 8, !dbg !198
  store i32 0, ptr %3, align 4, !dbg !198
  %5 = load i32, ptr %3, align 4, !dbg !198
  store atomic volatile i32 %5, ptr %4 release, align 4, !dbg !198
  ret void, !dbg !199
}

attributes #0 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8, !13, !15, !30, !35, !38, !0, !40, !42, !45, !48}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 176, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 22)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !10, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "nodes", scope: !17, file: !3, line: 107, type: !22, isLocal: true, isDefinition: true)
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !18, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 512, elements: !28)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 52, size: 128, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !3, line: 52, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !3, line: 52, baseType: !20, size: 32, offset: 64)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 80, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 10)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "wide_counter", scope: !2, file: !3, line: 38, type: !37, isLocal: true, isDefinition: true)
!37 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 53, type: !26, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 37, type: !20, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "c11_counter", scope: !2, file: !3, line: 39, type: !44, isLocal: true, isDefinition: true)
!44 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 41, type: !47, isLocal: true, isDefinition: true)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "lock_word", scope: !2, file: !3, line: 40, type: !50, isLocal: true, isDefinition: true)
!50 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!51 = !{i32 2, !"CodeView", i32 1}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 2}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = !DILocalVariable(name: "a", scope: !17, file: !3, line: 102, type: !20)
!58 = !DILocation(line: 102, scope: !17)
!59 = !DILocalVariable(name: "b", scope: !17, file: !3, line: 103, type: !20)
!60 = !DILocation(line: 103, scope: !17)
!61 = !DILocation(line: 104, scope: !17)
!62 = !DILocation(line: 105, scope: !17)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 108, type: !20)
!64 = distinct !DILexicalBlock(scope: !17, file: !3, line: 108)
!65 = !DILocation(line: 108, scope: !64)
!66 = !DILocation(line: 108, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 108)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 108)
!69 = !DILocation(line: 108, scope: !68)
!70 = distinct !{!70, !65, !65, !71}
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 109, type: !20)
!73 = !DILocation(line: 109, scope: !17)
!74 = !DILocalVariable(name: "n", scope: !75, file: !3, line: 110, type: !26)
!75 = distinct !DILexicalBlock(scope: !17, file: !3, line: 110)
!76 = !DILocation(line: 110, scope: !75)
!77 = !DILocation(line: 110, scope: !78)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 110)
!79 = distinct !{!79, !76, !76, !71}
!80 = !DILocation(line: 111, scope: !17)
!81 = !DILocation(line: 112, scope: !17)
!82 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !83, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!83 = !DISubroutineType(types: !84)
!84 = !{!20, !20}
!85 = !DILocalVariable(name: "n", arg: 1, scope: !82, file: !3, line: 22, type: !20)
!86 = !DILocation(line: 22, scope: !82)
!87 = !DILocalVariable(name: "buf", scope: !82, file: !3, line: 23, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!89 = !DILocation(line: 23, scope: !82)
!90 = !DILocalVariable(name: "token", scope: !82, file: !3, line: 24, type: !20)
!91 = !DILocation(line: 24, scope: !82)
!92 = !DILocation(line: 25, scope: !82)
!93 = !DILocation(line: 25, scope: !94)
!94 = distinct !DILexicalBlock(scope: !82, file: !3, line: 25)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 26, type: !20)
!96 = distinct !DILexicalBlock(scope: !82, file: !3, line: 26)
!97 = !DILocation(line: 26, scope: !96)
!98 = !DILocation(line: 26, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !3, line: 26)
!100 = distinct !{!100, !97, !97, !71}
!101 = !DILocation(line: 27, scope: !82)
!102 = !DILocation(line: 28, scope: !82)
!103 = !DILocation(line: 28, scope: !104)
!104 = distinct !DILexicalBlock(scope: !82, file: !3, line: 28)
!105 = !DILocalVariable(name: "inner", scope: !106, file: !3, line: 30, type: !20)
!106 = distinct !DILexicalBlock(scope: !82, file: !3, line: 29)
!107 = !DILocation(line: 30, scope: !106)
!108 = !DILocation(line: 31, scope: !106)
!109 = !DILocation(line: 31, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 31)
!111 = !DILocation(line: 32, scope: !106)
!112 = !DILocation(line: 33, scope: !82)
!113 = !DILocation(line: 34, scope: !82)
!114 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!115 = !DILocalVariable(name: "r", scope: !114, file: !3, line: 63, type: !20)
!116 = !DILocation(line: 63, scope: !114)
!117 = !DILocation(line: 64, scope: !114)
!118 = !DILocation(line: 65, scope: !114)
!119 = !DILocation(line: 66, scope: !114)
!120 = !DILocation(line: 67, scope: !114)
!121 = !DILocation(line: 68, scope: !114)
!122 = !DILocation(line: 69, scope: !114)
!123 = !DILocation(line: 70, scope: !114)
!124 = !DILocation(line: 71, scope: !114)
!125 = !DILocalVariable(name: "expected", scope: !114, file: !3, line: 73, type: !20)
!126 = !DILocation(line: 73, scope: !114)
!127 = !DILocalVariable(name: "desired", scope: !114, file: !3, line: 73, type: !20)
!128 = !DILocalVariable(name: "ok", scope: !114, file: !3, line: 74, type: !20)
!129 = !DILocation(line: 74, scope: !114)
!130 = !DILocation(line: 75, scope: !114)
!131 = !DILocation(line: 77, scope: !114)
!132 = !DILocation(line: 78, scope: !114)
!133 = !DILocation(line: 79, scope: !114)
!134 = !DILocation(line: 80, scope: !114)
!135 = !DILocation(line: 81, scope: !114)
!136 = !DILocation(line: 82, scope: !114)
!137 = !DILocation(line: 83, scope: !114)
!138 = !DILocation(line: 85, scope: !114)
!139 = !DILocation(line: 86, scope: !114)
!140 = !DILocation(line: 87, scope: !114)
!141 = !DILocation(line: 89, scope: !114)
!142 = !DILocation(line: 90, scope: !114)
!143 = !DILocation(line: 91, scope: !114)
!144 = !DILocation(line: 92, scope: !114)
!145 = !DILocation(line: 93, scope: !114)
!146 = !DILocation(line: 95, scope: !114)
!147 = !DILocation(line: 96, scope: !114)
!148 = !DILocation(line: 97, scope: !114)
!149 = !DILocation(line: 98, scope: !114)
!150 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !151, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !26}
!153 = !DILocalVariable(name: "n", arg: 1, scope: !150, file: !3, line: 55, type: !26)
!154 = !DILocation(line: 55, scope: !150)
!155 = !DILocalVariable(name: "old", scope: !150, file: !3, line: 56, type: !26)
!156 = !DILocation(line: 56, scope: !150)
!157 = !DILocation(line: 57, scope: !150)
!158 = !DILocation(line: 58, scope: !159)
!159 = distinct !DILexicalBlock(scope: !150, file: !3, line: 57)
!160 = !DILocation(line: 59, scope: !159)
!161 = distinct !{!161, !157, !162, !71}
!162 = !DILocation(line: 59, scope: !150)
!163 = !DILocation(line: 60, scope: !150)
!164 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !165, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!168 = !DILocalVariable(name: "p", arg: 1, scope: !164, file: !3, line: 16, type: !167)
!169 = !DILocation(line: 16, scope: !164)
!170 = !DILocation(line: 17, scope: !164)
!171 = !DILocation(line: 17, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 17)
!173 = distinct !DILexicalBlock(scope: !164, file: !3, line: 17)
!174 = !DILocation(line: 18, scope: !164)
!175 = !DILocation(line: 19, scope: !164)
!176 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !177, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!180 = !DILocalVariable(name: "p", arg: 1, scope: !176, file: !3, line: 20, type: !179)
!181 = !DILocation(line: 20, scope: !176)
!182 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !183, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !185}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!186 = !DILocalVariable(name: "l", arg: 1, scope: !182, file: !3, line: 43, type: !185)
!187 = !DILocation(line: 43, scope: !182)
!188 = !DILocation(line: 44, scope: !182)
!189 = !DILocation(line: 45, scope: !182)
!190 = distinct !{!190, !189, !189, !71}
!191 = distinct !{!191, !188, !189, !71}
!192 = !DILocation(line: 46, scope: !182)
!193 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !183, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!194 = !DILocalVariable(name: "l", arg: 1, scope: !193, file: !3, line: 47, type: !185)
!195 = !DILocation(line: 47, scope: !193)
!196 = !DILocation(line: 48, scope: !193)
!197 = !{i64 1594}
!198 = !DILocation(line: 49, scope: !193)
!199 = !DILocation(line: 50, scope: !193)
