; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Node = type { ptr, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1, !dbg !8
@wide_counter = internal global i64 0, align 8, !dbg !35
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1, !dbg !13
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 8, !dbg !38
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1, !dbg !30
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
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !59
  store i32 %7, ptr %2, align 4, !dbg !59
    #dbg_declare(ptr %3, !60, !DIExpression(), !61)
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !61
  store i32 %8, ptr %3, align 4, !dbg !61
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !62
  %10 = load i32, ptr %3, align 4, !dbg !62
  %11 = load i32, ptr %2, align 4, !dbg !62
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 noundef %11, i32 noundef %10, i32 noundef %9), !dbg !62
  %13 = load i64, ptr @wide_counter, align 8, !dbg !63
  %14 = call i32 @atomics_demo(), !dbg !63
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 noundef %14, i64 noundef %13), !dbg !63
    #dbg_declare(ptr %4, !64, !DIExpression(), !66)
  store i32 0, ptr %4, align 4, !dbg !66
  br label %16, !dbg !66

16:                                               ; preds = %30, %0
  %17 = load i32, ptr %4, align 4, !dbg !66
  %18 = icmp slt i32 %17, 4, !dbg !66
  br i1 %18, label %19, label %33, !dbg !66

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4, !dbg !67
  %21 = load i32, ptr %4, align 4, !dbg !67
  %22 = mul nsw i32 %20, %21, !dbg !67
  %23 = load i32, ptr %4, align 4, !dbg !67
  %24 = sext i32 %23 to i64, !dbg !67
  %25 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %24, !dbg !67
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1, !dbg !67
  store i32 %22, ptr %26, align 8, !dbg !67
  %27 = load i32, ptr %4, align 4, !dbg !67
  %28 = sext i32 %27 to i64, !dbg !67
  %29 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %28, !dbg !67
  call void @push(ptr noundef %29), !dbg !67
  br label %30, !dbg !67

30:                                               ; preds = %19
  %31 = load i32, ptr %4, align 4, !dbg !70
  %32 = add nsw i32 %31, 1, !dbg !70
  store i32 %32, ptr %4, align 4, !dbg !70
  br label %16, !dbg !70, !llvm.loop !71

33:                                               ; preds = %16
    #dbg_declare(ptr %5, !73, !DIExpression(), !74)
  store i32 0, ptr %5, align 4, !dbg !74
    #dbg_declare(ptr %6, !75, !DIExpression(), !77)
  %34 = load ptr, ptr @head, align 8, !dbg !77
  store ptr %34, ptr %6, align 8, !dbg !77
  br label %35, !dbg !77

35:                                               ; preds = %45, %33
  %36 = load ptr, ptr %6, align 8, !dbg !77
  %37 = icmp ne ptr %36, null, !dbg !77
  br i1 %37, label %38, label %49, !dbg !77

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4, !dbg !78
  %40 = mul nsw i32 %39, 10, !dbg !78
  %41 = load ptr, ptr %6, align 8, !dbg !78
  %42 = getelementptr inbounds %struct.Node, ptr %41, i32 0, i32 1, !dbg !78
  %43 = load i32, ptr %42, align 8, !dbg !78
  %44 = add nsw i32 %40, %43, !dbg !78
  store i32 %44, ptr %5, align 4, !dbg !78
  br label %45, !dbg !78

45:                                               ; preds = %38
  %46 = load ptr, ptr %6, align 8, !dbg !78
  %47 = getelementptr inbounds %struct.Node, ptr %46, i32 0, i32 0, !dbg !78
  %48 = load ptr, ptr %47, align 8, !dbg !78
  store ptr %48, ptr %6, align 8, !dbg !78
  br label %35, !dbg !78, !llvm.loop !80

49:                                               ; preds = %35
  %50 = load i32, ptr %5, align 4, !dbg !81
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 noundef %50), !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__CxxFrameHandler3 !dbg !83 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !86, !DIExpression(), !87)
    #dbg_declare(ptr %4, !88, !DIExpression(), !90)
  %9 = load i32, ptr %3, align 4, !dbg !90
  %10 = sext i32 %9 to i64, !dbg !90
  %11 = add i64 %10, 1, !dbg !90
  %12 = call ptr @malloc(i64 noundef %11) #4, !dbg !90
  store ptr %12, ptr %4, align 8, !dbg !90
    #dbg_declare(ptr %5, !91, !DIExpression(), !92)
  store i32 10, ptr %5, align 4, !dbg !92
  %13 = load ptr, ptr %4, align 8, !dbg !93
  %14 = icmp ne ptr %13, null, !dbg !93
  br i1 %14, label %16, label %15, !dbg !93

15:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !94
  store i32 1, ptr %6, align 4
  br label %59, !dbg !94

16:                                               ; preds = %1
    #dbg_declare(ptr %7, !96, !DIExpression(), !98)
  store i32 0, ptr %7, align 4, !dbg !98
  br label %17, !dbg !98

17:                                               ; preds = %30, %16
  %18 = load i32, ptr %7, align 4, !dbg !98
  %19 = load i32, ptr %3, align 4, !dbg !98
  %20 = icmp slt i32 %18, %19, !dbg !98
  br i1 %20, label %21, label %33, !dbg !98

21:                                               ; preds = %17
  %22 = load i32, ptr %7, align 4, !dbg !99
  %23 = srem i32 %22, 26, !dbg !99
  %24 = add nsw i32 97, %23, !dbg !99
  %25 = trunc i32 %24 to i8, !dbg !99
  %26 = load ptr, ptr %4, align 8, !dbg !99
  %27 = load i32, ptr %7, align 4, !dbg !99
  %28 = sext i32 %27 to i64, !dbg !99
  %29 = getelementptr inbounds i8, ptr %26, i64 %28, !dbg !99
  store i8 %25, ptr %29, align 1, !dbg !99
  br label %30, !dbg !99

30:                                               ; preds = %21
  %31 = load i32, ptr %7, align 4, !dbg !99
  %32 = add nsw i32 %31, 1, !dbg !99
  store i32 %32, ptr %7, align 4, !dbg !99
  br label %17, !dbg !99, !llvm.loop !101

33:                                               ; preds = %17
  %34 = load ptr, ptr %4, align 8, !dbg !102
  %35 = load i32, ptr %3, align 4, !dbg !102
  %36 = sext i32 %35 to i64, !dbg !102
  %37 = getelementptr inbounds i8, ptr %34, i64 %36, !dbg !102
  store i8 0, ptr %37, align 1, !dbg !102
  %38 = icmp ne ptr @maybe_unwind, null, !dbg !103
  br i1 %38, label %39, label %42, !dbg !103

39:                                               ; preds = %33
  %40 = load i32, ptr %3, align 4, !dbg !104
  invoke void @maybe_unwind(i32 noundef %40)
          to label %41 unwind label %62, !dbg !104

41:                                               ; preds = %39
  br label %42, !dbg !104

42:                                               ; preds = %41, %33
    #dbg_declare(ptr %8, !106, !DIExpression(), !108)
  store i32 100, ptr %8, align 4, !dbg !108
  %43 = load i32, ptr %3, align 4, !dbg !109
  %44 = icmp sgt i32 %43, 3, !dbg !109
  br i1 %44, label %45, label %50, !dbg !109

45:                                               ; preds = %42
  %46 = load ptr, ptr %4, align 8, !dbg !110
  %47 = getelementptr inbounds i8, ptr %46, i64 3, !dbg !110
  %48 = load i8, ptr %47, align 1, !dbg !110
  %49 = sext i8 %48 to i32, !dbg !110
  store i32 %49, ptr %2, align 4, !dbg !110
  store i32 1, ptr %6, align 4
  br label %51, !dbg !110

50:                                               ; preds = %42
  store i32 0, ptr %6, align 4, !dbg !112
  br label %51, !dbg !112

51:                                               ; preds = %50, %45
  invoke void @release_int(ptr noundef %8)
          to label %52 unwind label %62, !dbg !112

52:                                               ; preds = %51
  %53 = load i32, ptr %6, align 4
  switch i32 %53, label %59 [
    i32 0, label %54
  ]

54:                                               ; preds = %52
  %55 = load ptr, ptr %4, align 8, !dbg !113
  %56 = getelementptr inbounds i8, ptr %55, i64 0, !dbg !113
  %57 = load i8, ptr %56, align 1, !dbg !113
  %58 = sext i8 %57 to i32, !dbg !113
  store i32 %58, ptr %2, align 4, !dbg !113
  store i32 1, ptr %6, align 4
  br label %59, !dbg !113

59:                                               ; preds = %54, %52, %15
  invoke void @release_int(ptr noundef %5)
          to label %60 unwind label %64, !dbg !114

60:                                               ; preds = %59
  call void @release_buf(ptr noundef %4), !dbg !114
  %61 = load i32, ptr %2, align 4, !dbg !114
  ret i32 %61, !dbg !114

62:                                               ; preds = %51, %39
  %63 = cleanuppad within none [], !dbg !114
  call void @release_int(ptr noundef %5) [ "funclet"(token %63) ], !dbg !114
  cleanupret from %63 unwind label %64, !dbg !114

64:                                               ; preds = %62, %59
  %65 = cleanuppad within none [], !dbg !114
  call void @release_buf(ptr noundef %4) [ "funclet"(token %65) ], !dbg !114
  cleanupret from %65 unwind to caller, !dbg !114
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 !dbg !115 {
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
    #dbg_declare(ptr %1, !116, !DIExpression(), !117)
  store i32 0, ptr %1, align 4, !dbg !117
  store i32 5, ptr %2, align 4, !dbg !118
  %22 = load i32, ptr %2, align 4, !dbg !118
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4, !dbg !118
  store i32 %23, ptr %3, align 4, !dbg !118
  %24 = load i32, ptr %3, align 4, !dbg !118
  store i32 1, ptr %4, align 4, !dbg !119
  %25 = load i32, ptr %4, align 4, !dbg !119
  %26 = atomicrmw sub ptr @counter, i32 %25 acq_rel, align 4, !dbg !119
  store i32 %26, ptr %5, align 4, !dbg !119
  %27 = load i32, ptr %5, align 4, !dbg !119
  store i32 256, ptr %6, align 4, !dbg !120
  %28 = load i32, ptr %6, align 4, !dbg !120
  %29 = atomicrmw or ptr @counter, i32 %28 monotonic, align 4, !dbg !120
  store i32 %29, ptr %7, align 4, !dbg !120
  %30 = load i32, ptr %7, align 4, !dbg !120
  store i32 511, ptr %8, align 4, !dbg !121
  %31 = load i32, ptr %8, align 4, !dbg !121
  %32 = atomicrmw and ptr @counter, i32 %31 release, align 4, !dbg !121
  store i32 %32, ptr %9, align 4, !dbg !121
  %33 = load i32, ptr %9, align 4, !dbg !121
  store i32 3, ptr %10, align 4, !dbg !122
  %34 = load i32, ptr %10, align 4, !dbg !122
  %35 = atomicrmw xor ptr @counter, i32 %34 acquire, align 4, !dbg !122
  store i32 %35, ptr %11, align 4, !dbg !122
  %36 = load i32, ptr %11, align 4, !dbg !122
  store i32 1, ptr %12, align 4, !dbg !123
  %37 = load i32, ptr %12, align 4, !dbg !123
  %38 = atomicrmw add ptr @counter, i32 %37 seq_cst, align 4, !dbg !123
  %39 = add i32 %38, %37, !dbg !123
  store i32 %39, ptr %13, align 4, !dbg !123
  %40 = load i32, ptr %13, align 4, !dbg !123
  %41 = load i32, ptr %1, align 4, !dbg !123
  %42 = add nsw i32 %41, %40, !dbg !123
  store i32 %42, ptr %1, align 4, !dbg !123
  store i32 255, ptr %14, align 4, !dbg !124
  %43 = load i32, ptr %14, align 4, !dbg !124
  %44 = atomicrmw nand ptr @counter, i32 %43 seq_cst, align 4, !dbg !124
  %45 = and i32 %44, %43, !dbg !124
  %46 = xor i32 %45, -1, !dbg !124
  store i32 %46, ptr %15, align 4, !dbg !124
  %47 = load i32, ptr %15, align 4, !dbg !124
  %48 = and i32 %47, 15, !dbg !124
  %49 = load i32, ptr %1, align 4, !dbg !124
  %50 = add nsw i32 %49, %48, !dbg !124
  store i32 %50, ptr %1, align 4, !dbg !124
  store i64 1099511627776, ptr %16, align 8, !dbg !125
  %51 = load i64, ptr %16, align 8, !dbg !125
  %52 = atomicrmw add ptr @wide_counter, i64 %51 seq_cst, align 8, !dbg !125
  store i64 %52, ptr %17, align 8, !dbg !125
  %53 = load i64, ptr %17, align 8, !dbg !125
    #dbg_declare(ptr %18, !126, !DIExpression(), !127)
  %54 = load i32, ptr %1, align 4, !dbg !127
  store i32 %54, ptr %18, align 4, !dbg !127
    #dbg_declare(ptr %19, !128, !DIExpression(), !127)
  store i32 7, ptr %19, align 4, !dbg !127
    #dbg_declare(ptr %20, !129, !DIExpression(), !130)
  %55 = load i32, ptr %18, align 4, !dbg !130
  %56 = load i32, ptr %19, align 4, !dbg !130
  %57 = cmpxchg ptr @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !130
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !130
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !130
  br i1 %59, label %61, label %60, !dbg !130

60:                                               ; preds = %0
  store i32 %58, ptr %18, align 4, !dbg !130
  br label %61, !dbg !130

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !130
  store i8 %62, ptr %21, align 1, !dbg !130
  %63 = load i8, ptr %21, align 1, !dbg !130
  %64 = trunc i8 %63 to i1, !dbg !130
  %65 = zext i1 %64 to i32, !dbg !130
  store i32 %65, ptr %20, align 4, !dbg !130
  %66 = load i32, ptr %20, align 4, !dbg !131
  %67 = mul nsw i32 %66, 1000, !dbg !131
  %68 = load i32, ptr %18, align 4, !dbg !131
  %69 = add nsw i32 %67, %68, !dbg !131
  %70 = load i32, ptr %1, align 4, !dbg !131
  %71 = add nsw i32 %70, %69, !dbg !131
  store i32 %71, ptr %1, align 4, !dbg !131
  %72 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !132
  %73 = load i32, ptr %1, align 4, !dbg !132
  %74 = add nsw i32 %73, %72, !dbg !132
  store i32 %74, ptr %1, align 4, !dbg !132
  %75 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !133
  %76 = sub i32 %75, 1, !dbg !133
  %77 = load i32, ptr %1, align 4, !dbg !133
  %78 = add nsw i32 %77, %76, !dbg !133
  store i32 %78, ptr %1, align 4, !dbg !133
  %79 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !134
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !134
  %81 = load i32, ptr %1, align 4, !dbg !134
  %82 = add nsw i32 %81, %80, !dbg !134
  store i32 %82, ptr %1, align 4, !dbg !134
  %83 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !135
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !135
  %85 = zext i1 %84 to i32, !dbg !135
  %86 = load i32, ptr %1, align 4, !dbg !135
  %87 = add nsw i32 %86, %85, !dbg !135
  store i32 %87, ptr %1, align 4, !dbg !135
  %88 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !136
  %89 = load i32, ptr %1, align 4, !dbg !136
  %90 = add nsw i32 %89, %88, !dbg !136
  store i32 %90, ptr %1, align 4, !dbg !136
  store atomic i32 0, ptr @counter release, align 4, !dbg !137
  fence seq_cst, !dbg !138
  %91 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !139
  %92 = add i32 %91, 4, !dbg !139
  %93 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !140
  %94 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !141
  %95 = load i32, ptr %1, align 4, !dbg !141
  %96 = add nsw i32 %95, %94, !dbg !141
  store i32 %96, ptr %1, align 4, !dbg !141
  %97 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !142
  %98 = icmp ne i8 %97, 0, !dbg !142
  %99 = zext i1 %98 to i32, !dbg !142
  %100 = load i32, ptr %1, align 4, !dbg !142
  %101 = add nsw i32 %100, %99, !dbg !142
  store i32 %101, ptr %1, align 4, !dbg !142
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !143
  fence seq_cst, !dbg !144
  fence syncscope("singlethread") acquire, !dbg !145
  %102 = load i32, ptr %1, align 4, !dbg !146
  %103 = add nsw i32 %102, 1, !dbg !146
  store i32 %103, ptr %1, align 4, !dbg !146
  call void @spin_lock(ptr noundef @lock_word), !dbg !147
  %104 = load volatile i32, ptr @lock_word, align 4, !dbg !148
  %105 = load i32, ptr %1, align 4, !dbg !148
  %106 = add nsw i32 %105, %104, !dbg !148
  store i32 %106, ptr %1, align 4, !dbg !148
  call void @spin_unlock(ptr noundef @lock_word), !dbg !149
  %107 = load i32, ptr %1, align 4, !dbg !150
  ret i32 %107, !dbg !150
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(ptr noundef %0) #2 !dbg !151 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !154, !DIExpression(), !155)
    #dbg_declare(ptr %3, !156, !DIExpression(), !157)
  %7 = load atomic i64, ptr @head monotonic, align 8, !dbg !157
  store i64 %7, ptr %4, align 8, !dbg !157
  %8 = load ptr, ptr %4, align 8, !dbg !157
  store ptr %8, ptr %3, align 8, !dbg !157
  br label %9, !dbg !158

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 8, !dbg !159
  %11 = load ptr, ptr %2, align 8, !dbg !159
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0, !dbg !159
  store ptr %10, ptr %12, align 8, !dbg !159
  br label %13, !dbg !161

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 8, !dbg !161
  store ptr %14, ptr %5, align 8, !dbg !161
  %15 = load i64, ptr %3, align 8, !dbg !161
  %16 = load i64, ptr %5, align 8, !dbg !161
  %17 = cmpxchg weak ptr @head, i64 %15, i64 %16 release monotonic, align 8, !dbg !161
  %18 = extractvalue { i64, i1 } %17, 0, !dbg !161
  %19 = extractvalue { i64, i1 } %17, 1, !dbg !161
  br i1 %19, label %21, label %20, !dbg !161

20:                                               ; preds = %13
  store i64 %18, ptr %3, align 8, !dbg !161
  br label %21, !dbg !161

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8, !dbg !161
  store i8 %22, ptr %6, align 1, !dbg !161
  %23 = load i8, ptr %6, align 1, !dbg !161
  %24 = trunc i8 %23 to i1, !dbg !161
  %25 = xor i1 %24, true, !dbg !161
  br i1 %25, label %9, label %26, !dbg !161, !llvm.loop !162

26:                                               ; preds = %21
  ret void, !dbg !164
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(ptr noundef %0) #0 !dbg !165 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !169, !DIExpression(), !170)
  %3 = load ptr, ptr %2, align 8, !dbg !171
  %4 = load ptr, ptr %3, align 8, !dbg !171
  %5 = icmp ne ptr %4, null, !dbg !171
  br i1 %5, label %6, label %11, !dbg !171

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !172
  %8 = load ptr, ptr %7, align 8, !dbg !172
  call void @free(ptr noundef %8), !dbg !172
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !172
  %10 = add nsw i32 %9, 1, !dbg !172
  store i32 %10, ptr @cleanups_run, align 4, !dbg !172
  br label %11, !dbg !172

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 8, !dbg !175
  store ptr null, ptr %12, align 8, !dbg !175
  ret void, !dbg !176
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(ptr noundef %0) #2 !dbg !177 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !181, !DIExpression(), !182)
  %3 = load ptr, ptr %2, align 8, !dbg !182
  %4 = load i32, ptr %3, align 4, !dbg !182
  %5 = load i32, ptr @cleanups_run, align 4, !dbg !182
  %6 = add nsw i32 %5, %4, !dbg !182
  store i32 %6, ptr @cleanups_run, align 4, !dbg !182
  ret void, !dbg !182
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(ptr noundef %0) #2 !dbg !183 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !187, !DIExpression(), !188)
  br label %6, !dbg !189

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 8, !dbg !189
  store i32 1, ptr %3, align 4, !dbg !189
  %8 = load i32, ptr %3, align 4, !dbg !189
  %9 = atomicrmw volatile xchg ptr %7, i32 %8 acquire, align 4, !dbg !189
  store i32 %9, ptr %4, align 4, !dbg !189
  %10 = load i32, ptr %4, align 4, !dbg !189
  %11 = icmp ne i32 %10, 0, !dbg !189
  br i1 %11, label %12, label %20, !dbg !189

12:                                               ; preds = %6
  br label %13, !dbg !190

13:                                               ; preds = %18, %12
  %14 = load ptr, ptr %2, align 8, !dbg !190
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4, !dbg !190
  store i32 %15, ptr %5, align 4, !dbg !190
  %16 = load i32, ptr %5, align 4, !dbg !190
  %17 = icmp ne i32 %16, 0, !dbg !190
  br i1 %17, label %18, label %19, !dbg !190

18:                                               ; preds = %13
  br label %13, !dbg !190, !llvm.loop !191

19:                                               ; preds = %13
  br label %6, !dbg !189, !llvm.loop !192

20:                                               ; preds = %6
  ret void, !dbg !193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(ptr noundef %0) #2 !dbg !194 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !195, !DIExpression(), !196)
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !197, !srcloc !198
  %4 = load ptr, ptr %2, align 8, !dbg !199
  store i32 0, ptr %3, align 4, !dbg !199
  %5 = load i32, ptr %3, align 4, !dbg !199
  store atomic volatile i32 %5, ptr %4 release, align 4, !dbg !199
  ret void, !dbg !200
}

attributes #0 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

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
!56 = !{i32 1, !"MaxTLSAlign", i32 65536}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = !DILocalVariable(name: "a", scope: !17, file: !3, line: 102, type: !20)
!59 = !DILocation(line: 102, scope: !17)
!60 = !DILocalVariable(name: "b", scope: !17, file: !3, line: 103, type: !20)
!61 = !DILocation(line: 103, scope: !17)
!62 = !DILocation(line: 104, scope: !17)
!63 = !DILocation(line: 105, scope: !17)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 108, type: !20)
!65 = distinct !DILexicalBlock(scope: !17, file: !3, line: 108)
!66 = !DILocation(line: 108, scope: !65)
!67 = !DILocation(line: 108, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 108)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 108)
!70 = !DILocation(line: 108, scope: !69)
!71 = distinct !{!71, !66, !66, !72}
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 109, type: !20)
!74 = !DILocation(line: 109, scope: !17)
!75 = !DILocalVariable(name: "n", scope: !76, file: !3, line: 110, type: !26)
!76 = distinct !DILexicalBlock(scope: !17, file: !3, line: 110)
!77 = !DILocation(line: 110, scope: !76)
!78 = !DILocation(line: 110, scope: !79)
!79 = distinct !DILexicalBlock(scope: !76, file: !3, line: 110)
!80 = distinct !{!80, !77, !77, !72}
!81 = !DILocation(line: 111, scope: !17)
!82 = !DILocation(line: 112, scope: !17)
!83 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !84, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!84 = !DISubroutineType(types: !85)
!85 = !{!20, !20}
!86 = !DILocalVariable(name: "n", arg: 1, scope: !83, file: !3, line: 22, type: !20)
!87 = !DILocation(line: 22, scope: !83)
!88 = !DILocalVariable(name: "buf", scope: !83, file: !3, line: 23, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!90 = !DILocation(line: 23, scope: !83)
!91 = !DILocalVariable(name: "token", scope: !83, file: !3, line: 24, type: !20)
!92 = !DILocation(line: 24, scope: !83)
!93 = !DILocation(line: 25, scope: !83)
!94 = !DILocation(line: 25, scope: !95)
!95 = distinct !DILexicalBlock(scope: !83, file: !3, line: 25)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 26, type: !20)
!97 = distinct !DILexicalBlock(scope: !83, file: !3, line: 26)
!98 = !DILocation(line: 26, scope: !97)
!99 = !DILocation(line: 26, scope: !100)
!100 = distinct !DILexicalBlock(scope: !97, file: !3, line: 26)
!101 = distinct !{!101, !98, !98, !72}
!102 = !DILocation(line: 27, scope: !83)
!103 = !DILocation(line: 28, scope: !83)
!104 = !DILocation(line: 28, scope: !105)
!105 = distinct !DILexicalBlock(scope: !83, file: !3, line: 28)
!106 = !DILocalVariable(name: "inner", scope: !107, file: !3, line: 30, type: !20)
!107 = distinct !DILexicalBlock(scope: !83, file: !3, line: 29)
!108 = !DILocation(line: 30, scope: !107)
!109 = !DILocation(line: 31, scope: !107)
!110 = !DILocation(line: 31, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 31)
!112 = !DILocation(line: 32, scope: !107)
!113 = !DILocation(line: 33, scope: !83)
!114 = !DILocation(line: 34, scope: !83)
!115 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!116 = !DILocalVariable(name: "r", scope: !115, file: !3, line: 63, type: !20)
!117 = !DILocation(line: 63, scope: !115)
!118 = !DILocation(line: 64, scope: !115)
!119 = !DILocation(line: 65, scope: !115)
!120 = !DILocation(line: 66, scope: !115)
!121 = !DILocation(line: 67, scope: !115)
!122 = !DILocation(line: 68, scope: !115)
!123 = !DILocation(line: 69, scope: !115)
!124 = !DILocation(line: 70, scope: !115)
!125 = !DILocation(line: 71, scope: !115)
!126 = !DILocalVariable(name: "expected", scope: !115, file: !3, line: 73, type: !20)
!127 = !DILocation(line: 73, scope: !115)
!128 = !DILocalVariable(name: "desired", scope: !115, file: !3, line: 73, type: !20)
!129 = !DILocalVariable(name: "ok", scope: !115, file: !3, line: 74, type: !20)
!130 = !DILocation(line: 74, scope: !115)
!131 = !DILocation(line: 75, scope: !115)
!132 = !DILocation(line: 77, scope: !115)
!133 = !DILocation(line: 78, scope: !115)
!134 = !DILocation(line: 79, scope: !115)
!135 = !DILocation(line: 80, scope: !115)
!136 = !DILocation(line: 81, scope: !115)
!137 = !DILocation(line: 82, scope: !115)
!138 = !DILocation(line: 83, scope: !115)
!139 = !DILocation(line: 85, scope: !115)
!140 = !DILocation(line: 86, scope: !115)
!141 = !DILocation(line: 87, scope: !115)
!142 = !DILocation(line: 89, scope: !115)
!143 = !DILocation(line: 90, scope: !115)
!144 = !DILocation(line: 91, scope: !115)
!145 = !DILocation(line: 92, scope: !115)
!146 = !DILocation(line: 93, scope: !115)
!147 = !DILocation(line: 95, scope: !115)
!148 = !DILocation(line: 96, scope: !115)
!149 = !DILocation(line: 97, scope: !115)
!150 = !DILocation(line: 98, scope: !115)
!151 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !152, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !26}
!154 = !DILocalVariable(name: "n", arg: 1, scope: !151, file: !3, line: 55, type: !26)
!155 = !DILocation(line: 55, scope: !151)
!156 = !DILocalVariable(name: "old", scope: !151, file: !3, line: 56, type: !26)
!157 = !DILocation(line: 56, scope: !151)
!158 = !DILocation(line: 57, scope: !151)
!159 = !DILocation(line: 58, scope: !160)
!160 = distinct !DILexicalBlock(scope: !151, file: !3, line: 57)
!161 = !DILocation(line: 59, scope: !160)
!162 = distinct !{!162, !158, !163, !72}
!163 = !DILocation(line: 59, scope: !151)
!164 = !DILocation(line: 60, scope: !151)
!165 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !166, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!169 = !DILocalVariable(name: "p", arg: 1, scope: !165, file: !3, line: 16, type: !168)
!170 = !DILocation(line: 16, scope: !165)
!171 = !DILocation(line: 17, scope: !165)
!172 = !DILocation(line: 17, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 17)
!174 = distinct !DILexicalBlock(scope: !165, file: !3, line: 17)
!175 = !DILocation(line: 18, scope: !165)
!176 = !DILocation(line: 19, scope: !165)
!177 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !178, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!181 = !DILocalVariable(name: "p", arg: 1, scope: !177, file: !3, line: 20, type: !180)
!182 = !DILocation(line: 20, scope: !177)
!183 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !184, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!187 = !DILocalVariable(name: "l", arg: 1, scope: !183, file: !3, line: 43, type: !186)
!188 = !DILocation(line: 43, scope: !183)
!189 = !DILocation(line: 44, scope: !183)
!190 = !DILocation(line: 45, scope: !183)
!191 = distinct !{!191, !190, !190, !72}
!192 = distinct !{!192, !189, !190, !72}
!193 = !DILocation(line: 46, scope: !183)
!194 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !184, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!195 = !DILocalVariable(name: "l", arg: 1, scope: !194, file: !3, line: 47, type: !186)
!196 = !DILocation(line: 47, scope: !194)
!197 = !DILocation(line: 48, scope: !194)
!198 = !{i64 1594}
!199 = !DILocation(line: 49, scope: !194)
!200 = !DILocation(line: 50, scope: !194)
