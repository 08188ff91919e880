; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !23
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !8
@head = internal global %struct.Node* null, align 4, !dbg !26
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4, !dbg !28
@c11_counter = internal global i32 0, align 4, !dbg !30
@flag = internal global i8 0, align 1, !dbg !33
@lock_word = internal global i32 0, align 4, !dbg !36
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Node*, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !43, metadata !DIExpression()), !dbg !44
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !45
  store i32 %7, i32* %2, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %3, metadata !46, metadata !DIExpression()), !dbg !47
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !48
  store i32 %8, i32* %3, align 4, !dbg !47
  %9 = load i32, i32* %2, align 4, !dbg !49
  %10 = load i32, i32* %3, align 4, !dbg !50
  %11 = load i32, i32* @cleanups_run, align 4, !dbg !51
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !52
  %13 = call i32 @atomics_demo(), !dbg !53
  %14 = load i64, i64* @wide_counter, align 8, !dbg !54
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %13, i64 noundef %14), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %4, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %4, align 4, !dbg !58
  br label %16, !dbg !59

16:                                               ; preds = %28, %0
  %17 = load i32, i32* %4, align 4, !dbg !60
  %18 = icmp slt i32 %17, 4, !dbg !62
  br i1 %18, label %19, label %31, !dbg !63

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !64
  %21 = load i32, i32* %4, align 4, !dbg !66
  %22 = mul nsw i32 %20, %21, !dbg !67
  %23 = load i32, i32* %4, align 4, !dbg !68
  %24 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %23, !dbg !69
  %25 = getelementptr inbounds %struct.Node, %struct.Node* %24, i32 0, i32 1, !dbg !70
  store i32 %22, i32* %25, align 4, !dbg !71
  %26 = load i32, i32* %4, align 4, !dbg !72
  %27 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %26, !dbg !73
  call void @push(%struct.Node* noundef %27), !dbg !74
  br label %28, !dbg !75

28:                                               ; preds = %19
  %29 = load i32, i32* %4, align 4, !dbg !76
  %30 = add nsw i32 %29, 1, !dbg !76
  store i32 %30, i32* %4, align 4, !dbg !76
  br label %16, !dbg !77, !llvm.loop !78

31:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !81, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %5, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !83, metadata !DIExpression()), !dbg !85
  %32 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !86
  store %struct.Node* %32, %struct.Node** %6, align 4, !dbg !85
  br label %33, !dbg !87

33:                                               ; preds = %43, %31
  %34 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !88
  %35 = icmp ne %struct.Node* %34, null, !dbg !90
  br i1 %35, label %36, label %47, !dbg !90

36:                                               ; preds = %33
  %37 = load i32, i32* %5, align 4, !dbg !91
  %38 = mul nsw i32 %37, 10, !dbg !92
  %39 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !93
  %40 = getelementptr inbounds %struct.Node, %struct.Node* %39, i32 0, i32 1, !dbg !94
  %41 = load i32, i32* %40, align 4, !dbg !94
  %42 = add nsw i32 %38, %41, !dbg !95
  store i32 %42, i32* %5, align 4, !dbg !96
  br label %43, !dbg !97

43:                                               ; preds = %36
  %44 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !98
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 0, !dbg !99
  %46 = load %struct.Node*, %struct.Node** %45, align 4, !dbg !99
  store %struct.Node* %46, %struct.Node** %6, align 4, !dbg !100
  br label %33, !dbg !101, !llvm.loop !102

47:                                               ; preds = %33
  %48 = load i32, i32* %5, align 4, !dbg !104
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %48), !dbg !105
  ret i32 0, !dbg !106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !107 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !110, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata i8** %4, metadata !112, metadata !DIExpression()), !dbg !114
  %11 = load i32, i32* %3, align 4, !dbg !115
  %12 = add i32 %11, 1, !dbg !116
  %13 = call i8* @malloc(i32 noundef %12), !dbg !117
  store i8* %13, i8** %4, align 4, !dbg !114
  call void @llvm.dbg.declare(metadata i32* %5, metadata !118, metadata !DIExpression()), !dbg !119
  store i32 10, i32* %5, align 4, !dbg !119
  %14 = load i8*, i8** %4, align 4, !dbg !120
  %15 = icmp ne i8* %14, null, !dbg !120
  br i1 %15, label %17, label %16, !dbg !122

16:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !123
  store i32 1, i32* %6, align 4
  br label %61, !dbg !123

17:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %7, align 4, !dbg !126
  br label %18, !dbg !127

18:                                               ; preds = %30, %17
  %19 = load i32, i32* %7, align 4, !dbg !128
  %20 = load i32, i32* %3, align 4, !dbg !130
  %21 = icmp slt i32 %19, %20, !dbg !131
  br i1 %21, label %22, label %33, !dbg !132

22:                                               ; preds = %18
  %23 = load i32, i32* %7, align 4, !dbg !133
  %24 = srem i32 %23, 26, !dbg !134
  %25 = add nsw i32 97, %24, !dbg !135
  %26 = trunc i32 %25 to i8, !dbg !136
  %27 = load i8*, i8** %4, align 4, !dbg !137
  %28 = load i32, i32* %7, align 4, !dbg !138
  %29 = getelementptr inbounds i8, i8* %27, i32 %28, !dbg !137
  store i8 %26, i8* %29, align 1, !dbg !139
  br label %30, !dbg !137

30:                                               ; preds = %22
  %31 = load i32, i32* %7, align 4, !dbg !140
  %32 = add nsw i32 %31, 1, !dbg !140
  store i32 %32, i32* %7, align 4, !dbg !140
  br label %18, !dbg !141, !llvm.loop !142

33:                                               ; preds = %18
  %34 = load i8*, i8** %4, align 4, !dbg !144
  %35 = load i32, i32* %3, align 4, !dbg !145
  %36 = getelementptr inbounds i8, i8* %34, i32 %35, !dbg !144
  store i8 0, i8* %36, align 1, !dbg !146
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %37, label %44, !dbg !147

37:                                               ; preds = %33
  %38 = load i32, i32* %3, align 4, !dbg !148
  invoke void @maybe_unwind(i32 noundef %38)
          to label %39 unwind label %40, !dbg !150

39:                                               ; preds = %37
  br label %44, !dbg !150

40:                                               ; preds = %53, %37
  %41 = landingpad { i8*, i32 }
          cleanup, !dbg !151
  %42 = extractvalue { i8*, i32 } %41, 0, !dbg !151
  store i8* %42, i8** %8, align 4, !dbg !151
  %43 = extractvalue { i8*, i32 } %41, 1, !dbg !151
  store i32 %43, i32* %9, align 4, !dbg !151
  invoke void @release_int(i32* noundef %5)
          to label %68 unwind label %76, !dbg !152

44:                                               ; preds = %39, %33
  call void @llvm.dbg.declare(metadata i32* %10, metadata !153, metadata !DIExpression()), !dbg !155
  store i32 100, i32* %10, align 4, !dbg !155
  %45 = load i32, i32* %3, align 4, !dbg !156
  %46 = icmp sgt i32 %45, 3, !dbg !158
  br i1 %46, label %47, label %52, !dbg !159

47:                                               ; preds = %44
  %48 = load i8*, i8** %4, align 4, !dbg !160
  %49 = getelementptr inbounds i8, i8* %48, i32 3, !dbg !160
  %50 = load i8, i8* %49, align 1, !dbg !160
  %51 = sext i8 %50 to i32, !dbg !160
  store i32 %51, i32* %2, align 4, !dbg !161
  store i32 1, i32* %6, align 4
  br label %53, !dbg !161

52:                                               ; preds = %44
  store i32 0, i32* %6, align 4, !dbg !162
  br label %53, !dbg !162

53:                                               ; preds = %52, %47
  invoke void @release_int(i32* noundef %10)
          to label %54 unwind label %40, !dbg !162

54:                                               ; preds = %53
  %55 = load i32, i32* %6, align 4
  switch i32 %55, label %61 [
    i32 0, label %56
  ]

56:                                               ; preds = %54
  %57 = load i8*, i8** %4, align 4, !dbg !163
  %58 = getelementptr inbounds i8, i8* %57, i32 0, !dbg !163
  %59 = load i8, i8* %58, align 1, !dbg !163
  %60 = sext i8 %59 to i32, !dbg !163
  store i32 %60, i32* %2, align 4, !dbg !164
  store i32 1, i32* %6, align 4
  br label %61, !dbg !164

61:                                               ; preds = %56, %54, %16
  invoke void @release_int(i32* noundef %5)
          to label %62 unwind label %64, !dbg !152

62:                                               ; preds = %61
  call void @release_buf(i8** noundef %4), !dbg !152
  %63 = load i32, i32* %2, align 4, !dbg !152
  ret i32 %63, !dbg !152

64:                                               ; preds = %61
  %65 = landingpad { i8*, i32 }
          cleanup, !dbg !152
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !152
  store i8* %66, i8** %8, align 4, !dbg !152
  %67 = extractvalue { i8*, i32 } %65, 1, !dbg !152
  store i32 %67, i32* %9, align 4, !dbg !152
  br label %69, !dbg !152

68:                                               ; preds = %40
  br label %69, !dbg !152

69:                                               ; preds = %68, %64
  invoke void @release_buf(i8** noundef %4)
          to label %70 unwind label %76, !dbg !152

70:                                               ; preds = %69
  br label %71, !dbg !152

71:                                               ; preds = %70
  %72 = load i8*, i8** %8, align 4, !dbg !152
  %73 = load i32, i32* %9, align 4, !dbg !152
  %74 = insertvalue { i8*, i32 } undef, i8* %72, 0, !dbg !152
  %75 = insertvalue { i8*, i32 } %74, i32 %73, 1, !dbg !152
  resume { i8*, i32 } %75, !dbg !152

76:                                               ; preds = %69, %40
  %77 = landingpad { i8*, i32 }
          catch i8* null, !dbg !152
  call void @abort() #4, !dbg !152
  unreachable, !dbg !152
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone
define internal i32 @atomics_demo() #0 !dbg !165 {
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
  call void @llvm.dbg.declare(metadata i32* %1, metadata !166, metadata !DIExpression()), !dbg !167
  store i32 0, i32* %1, align 4, !dbg !167
  store i32 5, i32* %2, align 4, !dbg !168
  %22 = load i32, i32* %2, align 4, !dbg !168
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !168
  store i32 %23, i32* %3, align 4, !dbg !168
  %24 = load i32, i32* %3, align 4, !dbg !168
  store i32 1, i32* %4, align 4, !dbg !169
  %25 = load i32, i32* %4, align 4, !dbg !169
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !169
  store i32 %26, i32* %5, align 4, !dbg !169
  %27 = load i32, i32* %5, align 4, !dbg !169
  store i32 256, i32* %6, align 4, !dbg !170
  %28 = load i32, i32* %6, align 4, !dbg !170
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !170
  store i32 %29, i32* %7, align 4, !dbg !170
  %30 = load i32, i32* %7, align 4, !dbg !170
  store i32 511, i32* %8, align 4, !dbg !171
  %31 = load i32, i32* %8, align 4, !dbg !171
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !171
  store i32 %32, i32* %9, align 4, !dbg !171
  %33 = load i32, i32* %9, align 4, !dbg !171
  store i32 3, i32* %10, align 4, !dbg !172
  %34 = load i32, i32* %10, align 4, !dbg !172
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !172
  store i32 %35, i32* %11, align 4, !dbg !172
  %36 = load i32, i32* %11, align 4, !dbg !172
  store i32 1, i32* %12, align 4, !dbg !173
  %37 = load i32, i32* %12, align 4, !dbg !173
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !173
  %39 = add i32 %38, %37, !dbg !173
  store i32 %39, i32* %13, align 4, !dbg !173
  %40 = load i32, i32* %13, align 4, !dbg !173
  %41 = load i32, i32* %1, align 4, !dbg !174
  %42 = add nsw i32 %41, %40, !dbg !174
  store i32 %42, i32* %1, align 4, !dbg !174
  store i32 255, i32* %14, align 4, !dbg !175
  %43 = load i32, i32* %14, align 4, !dbg !175
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !175
  %45 = and i32 %44, %43, !dbg !175
  %46 = xor i32 %45, -1, !dbg !175
  store i32 %46, i32* %15, align 4, !dbg !175
  %47 = load i32, i32* %15, align 4, !dbg !175
  %48 = and i32 %47, 15, !dbg !176
  %49 = load i32, i32* %1, align 4, !dbg !177
  %50 = add nsw i32 %49, %48, !dbg !177
  store i32 %50, i32* %1, align 4, !dbg !177
  store i64 1099511627776, i64* %16, align 8, !dbg !178
  %51 = load i64, i64* %16, align 8, !dbg !178
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !178
  store i64 %52, i64* %17, align 8, !dbg !178
  %53 = load i64, i64* %17, align 8, !dbg !178
  call void @llvm.dbg.declare(metadata i32* %18, metadata !179, metadata !DIExpression()), !dbg !180
  %54 = load i32, i32* %1, align 4, !dbg !181
  store i32 %54, i32* %18, align 4, !dbg !180
  call void @llvm.dbg.declare(metadata i32* %19, metadata !182, metadata !DIExpression()), !dbg !183
  store i32 7, i32* %19, align 4, !dbg !183
  call void @llvm.dbg.declare(metadata i32* %20, metadata !184, metadata !DIExpression()), !dbg !185
  %55 = load i32, i32* %18, align 4, !dbg !186
  %56 = load i32, i32* %19, align 4, !dbg !186
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !186
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !186
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !186
  br i1 %59, label %61, label %60, !dbg !186

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !186
  br label %61, !dbg !186

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !186
  store i8 %62, i8* %21, align 1, !dbg !186
  %63 = load i8, i8* %21, align 1, !dbg !186
  %64 = trunc i8 %63 to i1, !dbg !186
  %65 = zext i1 %64 to i32, !dbg !186
  store i32 %65, i32* %20, align 4, !dbg !185
  %66 = load i32, i32* %20, align 4, !dbg !187
  %67 = mul nsw i32 %66, 1000, !dbg !188
  %68 = load i32, i32* %18, align 4, !dbg !189
  %69 = add nsw i32 %67, %68, !dbg !190
  %70 = load i32, i32* %1, align 4, !dbg !191
  %71 = add nsw i32 %70, %69, !dbg !191
  store i32 %71, i32* %1, align 4, !dbg !191
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !192
  %73 = load i32, i32* %1, align 4, !dbg !193
  %74 = add nsw i32 %73, %72, !dbg !193
  store i32 %74, i32* %1, align 4, !dbg !193
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !194
  %76 = sub i32 %75, 1, !dbg !194
  %77 = load i32, i32* %1, align 4, !dbg !195
  %78 = add nsw i32 %77, %76, !dbg !195
  store i32 %78, i32* %1, align 4, !dbg !195
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !196
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !196
  %81 = load i32, i32* %1, align 4, !dbg !197
  %82 = add nsw i32 %81, %80, !dbg !197
  store i32 %82, i32* %1, align 4, !dbg !197
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !198
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !198
  %85 = zext i1 %84 to i32, !dbg !198
  %86 = load i32, i32* %1, align 4, !dbg !199
  %87 = add nsw i32 %86, %85, !dbg !199
  store i32 %87, i32* %1, align 4, !dbg !199
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !200
  %89 = load i32, i32* %1, align 4, !dbg !201
  %90 = add nsw i32 %89, %88, !dbg !201
  store i32 %90, i32* %1, align 4, !dbg !201
  store atomic i32 0, i32* @counter release, align 4, !dbg !202
  fence seq_cst, !dbg !203
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !204
  %92 = add i32 %91, 4, !dbg !204
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !205
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !206
  %95 = load i32, i32* %1, align 4, !dbg !207
  %96 = add nsw i32 %95, %94, !dbg !207
  store i32 %96, i32* %1, align 4, !dbg !207
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !208
  %98 = icmp ne i8 %97, 0, !dbg !208
  %99 = zext i1 %98 to i32, !dbg !208
  %100 = load i32, i32* %1, align 4, !dbg !209
  %101 = add nsw i32 %100, %99, !dbg !209
  store i32 %101, i32* %1, align 4, !dbg !209
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !210
  fence seq_cst, !dbg !211
  fence syncscope("singlethread") acquire, !dbg !212
  %102 = load i32, i32* %1, align 4, !dbg !213
  %103 = add nsw i32 %102, 1, !dbg !213
  store i32 %103, i32* %1, align 4, !dbg !213
  call void @spin_lock(i32* noundef @lock_word), !dbg !214
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !215
  %105 = load i32, i32* %1, align 4, !dbg !216
  %106 = add nsw i32 %105, %104, !dbg !216
  store i32 %106, i32* %1, align 4, !dbg !216
  call void @spin_unlock(i32* noundef @lock_word), !dbg !217
  %107 = load i32, i32* %1, align 4, !dbg !218
  ret i32 %107, !dbg !219
}

; Function Attrs: noinline nounwind optnone
define internal void @push(%struct.Node* noundef %0) #3 !dbg !220 {
  %2 = alloca %struct.Node*, align 4
  %3 = alloca %struct.Node*, align 4
  %4 = alloca %struct.Node*, align 4
  %5 = alloca %struct.Node*, align 4
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !225, metadata !DIExpression()), !dbg !226
  %7 = bitcast %struct.Node** %4 to i32*, !dbg !227
  %8 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !227
  store i32 %8, i32* %7, align 4, !dbg !227
  %9 = bitcast i32* %7 to %struct.Node**, !dbg !227
  %10 = load %struct.Node*, %struct.Node** %9, align 4, !dbg !227
  store %struct.Node* %10, %struct.Node** %3, align 4, !dbg !226
  br label %11, !dbg !228

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 4, !dbg !229
  %13 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !231
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !232
  store %struct.Node* %12, %struct.Node** %14, align 4, !dbg !233
  br label %15, !dbg !234

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !235
  store %struct.Node* %16, %struct.Node** %5, align 4, !dbg !236
  %17 = bitcast %struct.Node** %3 to i32*, !dbg !236
  %18 = bitcast %struct.Node** %5 to i32*, !dbg !236
  %19 = load i32, i32* %17, align 4, !dbg !236
  %20 = load i32, i32* %18, align 4, !dbg !236
  %21 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %19, i32 %20 release monotonic, align 4, !dbg !236
  %22 = extractvalue { i32, i1 } %21, 0, !dbg !236
  %23 = extractvalue { i32, i1 } %21, 1, !dbg !236
  br i1 %23, label %25, label %24, !dbg !236

24:                                               ; preds = %15
  store i32 %22, i32* %17, align 4, !dbg !236
  br label %25, !dbg !236

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !236
  store i8 %26, i8* %6, align 1, !dbg !236
  %27 = load i8, i8* %6, align 1, !dbg !236
  %28 = trunc i8 %27 to i1, !dbg !236
  %29 = xor i1 %28, true, !dbg !237
  br i1 %29, label %11, label %30, !dbg !234, !llvm.loop !238

30:                                               ; preds = %25
  ret void, !dbg !240
}

declare i8* @malloc(i32 noundef) #2

; Function Attrs: noinline optnone
define internal void @release_buf(i8** noundef %0) #0 !dbg !241 {
  %2 = alloca i8**, align 4
  store i8** %0, i8*** %2, align 4
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !245, metadata !DIExpression()), !dbg !246
  %3 = load i8**, i8*** %2, align 4, !dbg !247
  %4 = load i8*, i8** %3, align 4, !dbg !249
  %5 = icmp ne i8* %4, null, !dbg !249
  br i1 %5, label %6, label %11, !dbg !250

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 4, !dbg !251
  %8 = load i8*, i8** %7, align 4, !dbg !253
  call void @free(i8* noundef %8), !dbg !254
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !255
  %10 = add nsw i32 %9, 1, !dbg !255
  store i32 %10, i32* @cleanups_run, align 4, !dbg !255
  br label %11, !dbg !256

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 4, !dbg !257
  store i8* null, i8** %12, align 4, !dbg !258
  ret void, !dbg !259
}

; Function Attrs: noinline nounwind optnone
define internal void @release_int(i32* noundef %0) #3 !dbg !260 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !264, metadata !DIExpression()), !dbg !265
  %3 = load i32*, i32** %2, align 4, !dbg !266
  %4 = load i32, i32* %3, align 4, !dbg !267
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !268
  %6 = add nsw i32 %5, %4, !dbg !268
  store i32 %6, i32* @cleanups_run, align 4, !dbg !268
  ret void, !dbg !269
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone
define internal void @spin_lock(i32* noundef %0) #3 !dbg !270 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !274, metadata !DIExpression()), !dbg !275
  br label %6, !dbg !276

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 4, !dbg !277
  store i32 1, i32* %3, align 4, !dbg !278
  %8 = load i32, i32* %3, align 4, !dbg !278
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !278
  store i32 %9, i32* %4, align 4, !dbg !278
  %10 = load i32, i32* %4, align 4, !dbg !278
  %11 = icmp ne i32 %10, 0, !dbg !276
  br i1 %11, label %12, label %20, !dbg !276

12:                                               ; preds = %6
  br label %13, !dbg !279

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 4, !dbg !280
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !281
  store i32 %15, i32* %5, align 4, !dbg !281
  %16 = load i32, i32* %5, align 4, !dbg !281
  %17 = icmp ne i32 %16, 0, !dbg !279
  br i1 %17, label %18, label %19, !dbg !279

18:                                               ; preds = %13
  br label %13, !dbg !279, !llvm.loop !282

19:                                               ; preds = %13
  br label %6, !dbg !276, !llvm.loop !284

20:                                               ; preds = %6
  ret void, !dbg !285
}

; Function Attrs: noinline nounwind optnone
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !286 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !287, metadata !DIExpression()), !dbg !288
  call void asm sideeffect "", "~{memory}"() #5, !dbg !289, !srcloc !290
  %4 = load i32*, i32** %2, align 4, !dbg !291
  store i32 0, i32* %3, align 4, !dbg !292
  %5 = load i32, i32* %3, align 4, !dbg !292
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !292
  ret void, !dbg !293
}

attributes #0 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
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
!39 = !{i32 7, !"Dwarf Version", i32 4}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{!"Debian clang version 14.0.6"}
!43 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!44 = !DILocation(line: 102, column: 7, scope: !10)
!45 = !DILocation(line: 102, column: 11, scope: !10)
!46 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!47 = !DILocation(line: 103, column: 7, scope: !10)
!48 = !DILocation(line: 103, column: 11, scope: !10)
!49 = !DILocation(line: 104, column: 36, scope: !10)
!50 = !DILocation(line: 104, column: 39, scope: !10)
!51 = !DILocation(line: 104, column: 42, scope: !10)
!52 = !DILocation(line: 104, column: 3, scope: !10)
!53 = !DILocation(line: 105, column: 36, scope: !10)
!54 = !DILocation(line: 105, column: 52, scope: !10)
!55 = !DILocation(line: 105, column: 3, scope: !10)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 108, type: !13)
!57 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108, column: 3)
!58 = !DILocation(line: 108, column: 12, scope: !57)
!59 = !DILocation(line: 108, column: 8, scope: !57)
!60 = !DILocation(line: 108, column: 19, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 108, column: 3)
!62 = !DILocation(line: 108, column: 21, scope: !61)
!63 = !DILocation(line: 108, column: 3, scope: !57)
!64 = !DILocation(line: 108, column: 50, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 108, column: 31)
!66 = !DILocation(line: 108, column: 54, scope: !65)
!67 = !DILocation(line: 108, column: 52, scope: !65)
!68 = !DILocation(line: 108, column: 39, scope: !65)
!69 = !DILocation(line: 108, column: 33, scope: !65)
!70 = !DILocation(line: 108, column: 42, scope: !65)
!71 = !DILocation(line: 108, column: 48, scope: !65)
!72 = !DILocation(line: 108, column: 69, scope: !65)
!73 = !DILocation(line: 108, column: 63, scope: !65)
!74 = !DILocation(line: 108, column: 57, scope: !65)
!75 = !DILocation(line: 108, column: 74, scope: !65)
!76 = !DILocation(line: 108, column: 26, scope: !61)
!77 = !DILocation(line: 108, column: 3, scope: !61)
!78 = distinct !{!78, !63, !79, !80}
!79 = !DILocation(line: 108, column: 74, scope: !57)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!82 = !DILocation(line: 109, column: 7, scope: !10)
!83 = !DILocalVariable(name: "n", scope: !84, file: !3, line: 110, type: !19)
!84 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110, column: 3)
!85 = !DILocation(line: 110, column: 21, scope: !84)
!86 = !DILocation(line: 110, column: 25, scope: !84)
!87 = !DILocation(line: 110, column: 8, scope: !84)
!88 = !DILocation(line: 110, column: 31, scope: !89)
!89 = distinct !DILexicalBlock(scope: !84, file: !3, line: 110, column: 3)
!90 = !DILocation(line: 110, column: 3, scope: !84)
!91 = !DILocation(line: 110, column: 51, scope: !89)
!92 = !DILocation(line: 110, column: 53, scope: !89)
!93 = !DILocation(line: 110, column: 60, scope: !89)
!94 = !DILocation(line: 110, column: 63, scope: !89)
!95 = !DILocation(line: 110, column: 58, scope: !89)
!96 = !DILocation(line: 110, column: 49, scope: !89)
!97 = !DILocation(line: 110, column: 47, scope: !89)
!98 = !DILocation(line: 110, column: 38, scope: !89)
!99 = !DILocation(line: 110, column: 41, scope: !89)
!100 = !DILocation(line: 110, column: 36, scope: !89)
!101 = !DILocation(line: 110, column: 3, scope: !89)
!102 = distinct !{!102, !90, !103, !80}
!103 = !DILocation(line: 110, column: 63, scope: !84)
!104 = !DILocation(line: 111, column: 24, scope: !10)
!105 = !DILocation(line: 111, column: 3, scope: !10)
!106 = !DILocation(line: 112, column: 3, scope: !10)
!107 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !108, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!108 = !DISubroutineType(types: !109)
!109 = !{!13, !13}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !107, file: !3, line: 22, type: !13)
!111 = !DILocation(line: 22, column: 30, scope: !107)
!112 = !DILocalVariable(name: "buf", scope: !107, file: !3, line: 23, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!114 = !DILocation(line: 23, column: 9, scope: !107)
!115 = !DILocation(line: 23, column: 75, scope: !107)
!116 = !DILocation(line: 23, column: 77, scope: !107)
!117 = !DILocation(line: 23, column: 53, scope: !107)
!118 = !DILocalVariable(name: "token", scope: !107, file: !3, line: 24, type: !13)
!119 = !DILocation(line: 24, column: 7, scope: !107)
!120 = !DILocation(line: 25, column: 8, scope: !121)
!121 = distinct !DILexicalBlock(scope: !107, file: !3, line: 25, column: 7)
!122 = !DILocation(line: 25, column: 7, scope: !107)
!123 = !DILocation(line: 25, column: 13, scope: !121)
!124 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 26, type: !13)
!125 = distinct !DILexicalBlock(scope: !107, file: !3, line: 26, column: 3)
!126 = !DILocation(line: 26, column: 12, scope: !125)
!127 = !DILocation(line: 26, column: 8, scope: !125)
!128 = !DILocation(line: 26, column: 19, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 26, column: 3)
!130 = !DILocation(line: 26, column: 23, scope: !129)
!131 = !DILocation(line: 26, column: 21, scope: !129)
!132 = !DILocation(line: 26, column: 3, scope: !125)
!133 = !DILocation(line: 26, column: 53, scope: !129)
!134 = !DILocation(line: 26, column: 55, scope: !129)
!135 = !DILocation(line: 26, column: 51, scope: !129)
!136 = !DILocation(line: 26, column: 40, scope: !129)
!137 = !DILocation(line: 26, column: 31, scope: !129)
!138 = !DILocation(line: 26, column: 35, scope: !129)
!139 = !DILocation(line: 26, column: 38, scope: !129)
!140 = !DILocation(line: 26, column: 26, scope: !129)
!141 = !DILocation(line: 26, column: 3, scope: !129)
!142 = distinct !{!142, !132, !143, !80}
!143 = !DILocation(line: 26, column: 59, scope: !125)
!144 = !DILocation(line: 27, column: 3, scope: !107)
!145 = !DILocation(line: 27, column: 7, scope: !107)
!146 = !DILocation(line: 27, column: 10, scope: !107)
!147 = !DILocation(line: 28, column: 7, scope: !107)
!148 = !DILocation(line: 28, column: 34, scope: !149)
!149 = distinct !DILexicalBlock(scope: !107, file: !3, line: 28, column: 7)
!150 = !DILocation(line: 28, column: 21, scope: !149)
!151 = !DILocation(line: 34, column: 1, scope: !149)
!152 = !DILocation(line: 34, column: 1, scope: !107)
!153 = !DILocalVariable(name: "inner", scope: !154, file: !3, line: 30, type: !13)
!154 = distinct !DILexicalBlock(scope: !107, file: !3, line: 29, column: 3)
!155 = !DILocation(line: 30, column: 9, scope: !154)
!156 = !DILocation(line: 31, column: 9, scope: !157)
!157 = distinct !DILexicalBlock(scope: !154, file: !3, line: 31, column: 9)
!158 = !DILocation(line: 31, column: 11, scope: !157)
!159 = !DILocation(line: 31, column: 9, scope: !154)
!160 = !DILocation(line: 31, column: 23, scope: !157)
!161 = !DILocation(line: 31, column: 16, scope: !157)
!162 = !DILocation(line: 32, column: 3, scope: !107)
!163 = !DILocation(line: 33, column: 10, scope: !107)
!164 = !DILocation(line: 33, column: 3, scope: !107)
!165 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!166 = !DILocalVariable(name: "r", scope: !165, file: !3, line: 63, type: !13)
!167 = !DILocation(line: 63, column: 7, scope: !165)
!168 = !DILocation(line: 64, column: 3, scope: !165)
!169 = !DILocation(line: 65, column: 3, scope: !165)
!170 = !DILocation(line: 66, column: 3, scope: !165)
!171 = !DILocation(line: 67, column: 3, scope: !165)
!172 = !DILocation(line: 68, column: 3, scope: !165)
!173 = !DILocation(line: 69, column: 8, scope: !165)
!174 = !DILocation(line: 69, column: 5, scope: !165)
!175 = !DILocation(line: 70, column: 8, scope: !165)
!176 = !DILocation(line: 70, column: 62, scope: !165)
!177 = !DILocation(line: 70, column: 5, scope: !165)
!178 = !DILocation(line: 71, column: 3, scope: !165)
!179 = !DILocalVariable(name: "expected", scope: !165, file: !3, line: 73, type: !13)
!180 = !DILocation(line: 73, column: 7, scope: !165)
!181 = !DILocation(line: 73, column: 18, scope: !165)
!182 = !DILocalVariable(name: "desired", scope: !165, file: !3, line: 73, type: !13)
!183 = !DILocation(line: 73, column: 21, scope: !165)
!184 = !DILocalVariable(name: "ok", scope: !165, file: !3, line: 74, type: !13)
!185 = !DILocation(line: 74, column: 7, scope: !165)
!186 = !DILocation(line: 74, column: 12, scope: !165)
!187 = !DILocation(line: 75, column: 8, scope: !165)
!188 = !DILocation(line: 75, column: 11, scope: !165)
!189 = !DILocation(line: 75, column: 20, scope: !165)
!190 = !DILocation(line: 75, column: 18, scope: !165)
!191 = !DILocation(line: 75, column: 5, scope: !165)
!192 = !DILocation(line: 77, column: 8, scope: !165)
!193 = !DILocation(line: 77, column: 5, scope: !165)
!194 = !DILocation(line: 78, column: 8, scope: !165)
!195 = !DILocation(line: 78, column: 5, scope: !165)
!196 = !DILocation(line: 79, column: 8, scope: !165)
!197 = !DILocation(line: 79, column: 5, scope: !165)
!198 = !DILocation(line: 80, column: 8, scope: !165)
!199 = !DILocation(line: 80, column: 5, scope: !165)
!200 = !DILocation(line: 81, column: 8, scope: !165)
!201 = !DILocation(line: 81, column: 5, scope: !165)
!202 = !DILocation(line: 82, column: 3, scope: !165)
!203 = !DILocation(line: 83, column: 3, scope: !165)
!204 = !DILocation(line: 85, column: 15, scope: !165)
!205 = !DILocation(line: 86, column: 14, scope: !165)
!206 = !DILocation(line: 87, column: 8, scope: !165)
!207 = !DILocation(line: 87, column: 5, scope: !165)
!208 = !DILocation(line: 89, column: 8, scope: !165)
!209 = !DILocation(line: 89, column: 5, scope: !165)
!210 = !DILocation(line: 90, column: 3, scope: !165)
!211 = !DILocation(line: 91, column: 3, scope: !165)
!212 = !DILocation(line: 92, column: 3, scope: !165)
!213 = !DILocation(line: 93, column: 5, scope: !165)
!214 = !DILocation(line: 95, column: 3, scope: !165)
!215 = !DILocation(line: 96, column: 8, scope: !165)
!216 = !DILocation(line: 96, column: 5, scope: !165)
!217 = !DILocation(line: 97, column: 3, scope: !165)
!218 = !DILocation(line: 98, column: 10, scope: !165)
!219 = !DILocation(line: 98, column: 3, scope: !165)
!220 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !221, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !19}
!223 = !DILocalVariable(name: "n", arg: 1, scope: !220, file: !3, line: 55, type: !19)
!224 = !DILocation(line: 55, column: 31, scope: !220)
!225 = !DILocalVariable(name: "old", scope: !220, file: !3, line: 56, type: !19)
!226 = !DILocation(line: 56, column: 16, scope: !220)
!227 = !DILocation(line: 56, column: 22, scope: !220)
!228 = !DILocation(line: 57, column: 3, scope: !220)
!229 = !DILocation(line: 58, column: 15, scope: !230)
!230 = distinct !DILexicalBlock(scope: !220, file: !3, line: 57, column: 6)
!231 = !DILocation(line: 58, column: 5, scope: !230)
!232 = !DILocation(line: 58, column: 8, scope: !230)
!233 = !DILocation(line: 58, column: 13, scope: !230)
!234 = !DILocation(line: 59, column: 3, scope: !230)
!235 = !DILocation(line: 59, column: 54, scope: !220)
!236 = !DILocation(line: 59, column: 13, scope: !220)
!237 = !DILocation(line: 59, column: 12, scope: !220)
!238 = distinct !{!238, !228, !239, !80}
!239 = !DILocation(line: 59, column: 95, scope: !220)
!240 = !DILocation(line: 60, column: 1, scope: !220)
!241 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !242, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!245 = !DILocalVariable(name: "p", arg: 1, scope: !241, file: !3, line: 16, type: !244)
!246 = !DILocation(line: 16, column: 32, scope: !241)
!247 = !DILocation(line: 17, column: 8, scope: !248)
!248 = distinct !DILexicalBlock(scope: !241, file: !3, line: 17, column: 7)
!249 = !DILocation(line: 17, column: 7, scope: !248)
!250 = !DILocation(line: 17, column: 7, scope: !241)
!251 = !DILocation(line: 17, column: 19, scope: !252)
!252 = distinct !DILexicalBlock(scope: !248, file: !3, line: 17, column: 11)
!253 = !DILocation(line: 17, column: 18, scope: !252)
!254 = !DILocation(line: 17, column: 13, scope: !252)
!255 = !DILocation(line: 17, column: 23, scope: !252)
!256 = !DILocation(line: 17, column: 39, scope: !252)
!257 = !DILocation(line: 18, column: 4, scope: !241)
!258 = !DILocation(line: 18, column: 6, scope: !241)
!259 = !DILocation(line: 19, column: 1, scope: !241)
!260 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !261, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !263}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!264 = !DILocalVariable(name: "p", arg: 1, scope: !260, file: !3, line: 20, type: !263)
!265 = !DILocation(line: 20, column: 30, scope: !260)
!266 = !DILocation(line: 20, column: 52, scope: !260)
!267 = !DILocation(line: 20, column: 51, scope: !260)
!268 = !DILocation(line: 20, column: 48, scope: !260)
!269 = !DILocation(line: 20, column: 55, scope: !260)
!270 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !271, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!271 = !DISubroutineType(types: !272)
!272 = !{null, !273}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 32)
!274 = !DILocalVariable(name: "l", arg: 1, scope: !270, file: !3, line: 43, type: !273)
!275 = !DILocation(line: 43, column: 37, scope: !270)
!276 = !DILocation(line: 44, column: 3, scope: !270)
!277 = !DILocation(line: 44, column: 30, scope: !270)
!278 = !DILocation(line: 44, column: 10, scope: !270)
!279 = !DILocation(line: 45, column: 5, scope: !270)
!280 = !DILocation(line: 45, column: 28, scope: !270)
!281 = !DILocation(line: 45, column: 12, scope: !270)
!282 = distinct !{!282, !279, !283, !80}
!283 = !DILocation(line: 45, column: 52, scope: !270)
!284 = distinct !{!284, !276, !283, !80}
!285 = !DILocation(line: 46, column: 1, scope: !270)
!286 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !271, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!287 = !DILocalVariable(name: "l", arg: 1, scope: !286, file: !3, line: 47, type: !273)
!288 = !DILocation(line: 47, column: 39, scope: !286)
!289 = !DILocation(line: 48, column: 3, scope: !286)
!290 = !{i64 1594}
!291 = !DILocation(line: 49, column: 20, scope: !286)
!292 = !DILocation(line: 49, column: 3, scope: !286)
!293 = !DILocation(line: 50, column: 1, scope: !286)
