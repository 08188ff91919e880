; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !23
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4, !dbg !8
@head = internal global %struct.Node* null, align 4, !dbg !26
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
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
  call void @llvm.dbg.declare(metadata i32* %2, metadata !51, metadata !DIExpression()), !dbg !52
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !53
  store i32 %7, i32* %2, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %3, metadata !54, metadata !DIExpression()), !dbg !55
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !56
  store i32 %8, i32* %3, align 4, !dbg !55
  %9 = load i32, i32* %2, align 4, !dbg !57
  %10 = load i32, i32* %3, align 4, !dbg !58
  %11 = load i32, i32* @cleanups_run, align 4, !dbg !59
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !60
  %13 = call i32 @atomics_demo(), !dbg !61
  %14 = load i64, i64* @wide_counter, align 8, !dbg !62
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %13, i64 noundef %14), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %4, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %4, align 4, !dbg !66
  br label %16, !dbg !67

16:                                               ; preds = %28, %0
  %17 = load i32, i32* %4, align 4, !dbg !68
  %18 = icmp slt i32 %17, 4, !dbg !70
  br i1 %18, label %19, label %31, !dbg !71

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !72
  %21 = load i32, i32* %4, align 4, !dbg !74
  %22 = mul nsw i32 %20, %21, !dbg !75
  %23 = load i32, i32* %4, align 4, !dbg !76
  %24 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %23, !dbg !77
  %25 = getelementptr inbounds %struct.Node, %struct.Node* %24, i32 0, i32 1, !dbg !78
  store i32 %22, i32* %25, align 4, !dbg !79
  %26 = load i32, i32* %4, align 4, !dbg !80
  %27 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %26, !dbg !81
  call void @push(%struct.Node* noundef %27), !dbg !82
  br label %28, !dbg !83

28:                                               ; preds = %19
  %29 = load i32, i32* %4, align 4, !dbg !84
  %30 = add nsw i32 %29, 1, !dbg !84
  store i32 %30, i32* %4, align 4, !dbg !84
  br label %16, !dbg !85, !llvm.loop !86

31:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %5, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !91, metadata !DIExpression()), !dbg !93
  %32 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !94
  store %struct.Node* %32, %struct.Node** %6, align 4, !dbg !93
  br label %33, !dbg !95

33:                                               ; preds = %43, %31
  %34 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !96
  %35 = icmp ne %struct.Node* %34, null, !dbg !98
  br i1 %35, label %36, label %47, !dbg !98

36:                                               ; preds = %33
  %37 = load i32, i32* %5, align 4, !dbg !99
  %38 = mul nsw i32 %37, 10, !dbg !100
  %39 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !101
  %40 = getelementptr inbounds %struct.Node, %struct.Node* %39, i32 0, i32 1, !dbg !102
  %41 = load i32, i32* %40, align 4, !dbg !102
  %42 = add nsw i32 %38, %41, !dbg !103
  store i32 %42, i32* %5, align 4, !dbg !104
  br label %43, !dbg !105

43:                                               ; preds = %36
  %44 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !106
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 0, !dbg !107
  %46 = load %struct.Node*, %struct.Node** %45, align 4, !dbg !107
  store %struct.Node* %46, %struct.Node** %6, align 4, !dbg !108
  br label %33, !dbg !109, !llvm.loop !110

47:                                               ; preds = %33
  %48 = load i32, i32* %5, align 4, !dbg !112
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %48), !dbg !113
  ret i32 0, !dbg !114
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !115 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !118, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.declare(metadata i8** %4, metadata !120, metadata !DIExpression()), !dbg !122
  %11 = load i32, i32* %3, align 4, !dbg !123
  %12 = add i32 %11, 1, !dbg !124
  %13 = call i8* @malloc(i32 noundef %12), !dbg !125
  store i8* %13, i8** %4, align 4, !dbg !122
  call void @llvm.dbg.declare(metadata i32* %5, metadata !126, metadata !DIExpression()), !dbg !127
  store i32 10, i32* %5, align 4, !dbg !127
  %14 = load i8*, i8** %4, align 4, !dbg !128
  %15 = icmp ne i8* %14, null, !dbg !128
  br i1 %15, label %17, label %16, !dbg !130

16:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !131
  store i32 1, i32* %6, align 4
  br label %61, !dbg !131

17:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %7, align 4, !dbg !134
  br label %18, !dbg !135

18:                                               ; preds = %30, %17
  %19 = load i32, i32* %7, align 4, !dbg !136
  %20 = load i32, i32* %3, align 4, !dbg !138
  %21 = icmp slt i32 %19, %20, !dbg !139
  br i1 %21, label %22, label %33, !dbg !140

22:                                               ; preds = %18
  %23 = load i32, i32* %7, align 4, !dbg !141
  %24 = srem i32 %23, 26, !dbg !142
  %25 = add nsw i32 97, %24, !dbg !143
  %26 = trunc i32 %25 to i8, !dbg !144
  %27 = load i8*, i8** %4, align 4, !dbg !145
  %28 = load i32, i32* %7, align 4, !dbg !146
  %29 = getelementptr inbounds i8, i8* %27, i32 %28, !dbg !145
  store i8 %26, i8* %29, align 1, !dbg !147
  br label %30, !dbg !145

30:                                               ; preds = %22
  %31 = load i32, i32* %7, align 4, !dbg !148
  %32 = add nsw i32 %31, 1, !dbg !148
  store i32 %32, i32* %7, align 4, !dbg !148
  br label %18, !dbg !149, !llvm.loop !150

33:                                               ; preds = %18
  %34 = load i8*, i8** %4, align 4, !dbg !152
  %35 = load i32, i32* %3, align 4, !dbg !153
  %36 = getelementptr inbounds i8, i8* %34, i32 %35, !dbg !152
  store i8 0, i8* %36, align 1, !dbg !154
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %37, label %44, !dbg !155

37:                                               ; preds = %33
  %38 = load i32, i32* %3, align 4, !dbg !156
  invoke void @maybe_unwind(i32 noundef %38)
          to label %39 unwind label %40, !dbg !158

39:                                               ; preds = %37
  br label %44, !dbg !158

40:                                               ; preds = %53, %37
  %41 = landingpad { i8*, i32 }
          cleanup, !dbg !159
  %42 = extractvalue { i8*, i32 } %41, 0, !dbg !159
  store i8* %42, i8** %8, align 4, !dbg !159
  %43 = extractvalue { i8*, i32 } %41, 1, !dbg !159
  store i32 %43, i32* %9, align 4, !dbg !159
  invoke void @release_int(i32* noundef %5)
          to label %68 unwind label %76, !dbg !160

44:                                               ; preds = %39, %33
  call void @llvm.dbg.declare(metadata i32* %10, metadata !161, metadata !DIExpression()), !dbg !163
  store i32 100, i32* %10, align 4, !dbg !163
  %45 = load i32, i32* %3, align 4, !dbg !164
  %46 = icmp sgt i32 %45, 3, !dbg !166
  br i1 %46, label %47, label %52, !dbg !167

47:                                               ; preds = %44
  %48 = load i8*, i8** %4, align 4, !dbg !168
  %49 = getelementptr inbounds i8, i8* %48, i32 3, !dbg !168
  %50 = load i8, i8* %49, align 1, !dbg !168
  %51 = zext i8 %50 to i32, !dbg !168
  store i32 %51, i32* %2, align 4, !dbg !169
  store i32 1, i32* %6, align 4
  br label %53, !dbg !169

52:                                               ; preds = %44
  store i32 0, i32* %6, align 4, !dbg !170
  br label %53, !dbg !170

53:                                               ; preds = %52, %47
  invoke void @release_int(i32* noundef %10)
          to label %54 unwind label %40, !dbg !170

54:                                               ; preds = %53
  %55 = load i32, i32* %6, align 4
  switch i32 %55, label %61 [
    i32 0, label %56
  ]

56:                                               ; preds = %54
  %57 = load i8*, i8** %4, align 4, !dbg !171
  %58 = getelementptr inbounds i8, i8* %57, i32 0, !dbg !171
  %59 = load i8, i8* %58, align 1, !dbg !171
  %60 = zext i8 %59 to i32, !dbg !171
  store i32 %60, i32* %2, align 4, !dbg !172
  store i32 1, i32* %6, align 4
  br label %61, !dbg !172

61:                                               ; preds = %56, %54, %16
  invoke void @release_int(i32* noundef %5)
          to label %62 unwind label %64, !dbg !160

62:                                               ; preds = %61
  call void @release_buf(i8** noundef %4), !dbg !160
  %63 = load i32, i32* %2, align 4, !dbg !160
  ret i32 %63, !dbg !160

64:                                               ; preds = %61
  %65 = landingpad { i8*, i32 }
          cleanup, !dbg !160
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !160
  store i8* %66, i8** %8, align 4, !dbg !160
  %67 = extractvalue { i8*, i32 } %65, 1, !dbg !160
  store i32 %67, i32* %9, align 4, !dbg !160
  br label %69, !dbg !160

68:                                               ; preds = %40
  br label %69, !dbg !160

69:                                               ; preds = %68, %64
  invoke void @release_buf(i8** noundef %4)
          to label %70 unwind label %76, !dbg !160

70:                                               ; preds = %69
  br label %71, !dbg !160

71:                                               ; preds = %70
  %72 = load i8*, i8** %8, align 4, !dbg !160
  %73 = load i32, i32* %9, align 4, !dbg !160
  %74 = insertvalue { i8*, i32 } undef, i8* %72, 0, !dbg !160
  %75 = insertvalue { i8*, i32 } %74, i32 %73, 1, !dbg !160
  resume { i8*, i32 } %75, !dbg !160

76:                                               ; preds = %69, %40
  %77 = landingpad { i8*, i32 }
          catch i8* null, !dbg !160
  call void @abort() #4, !dbg !160
  unreachable, !dbg !160
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone
define internal i32 @atomics_demo() #0 !dbg !173 {
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
  call void @llvm.dbg.declare(metadata i32* %1, metadata !174, metadata !DIExpression()), !dbg !175
  store i32 0, i32* %1, align 4, !dbg !175
  store i32 5, i32* %2, align 4, !dbg !176
  %22 = load i32, i32* %2, align 4, !dbg !176
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !176
  store i32 %23, i32* %3, align 4, !dbg !176
  %24 = load i32, i32* %3, align 4, !dbg !176
  store i32 1, i32* %4, align 4, !dbg !177
  %25 = load i32, i32* %4, align 4, !dbg !177
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !177
  store i32 %26, i32* %5, align 4, !dbg !177
  %27 = load i32, i32* %5, align 4, !dbg !177
  store i32 256, i32* %6, align 4, !dbg !178
  %28 = load i32, i32* %6, align 4, !dbg !178
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !178
  store i32 %29, i32* %7, align 4, !dbg !178
  %30 = load i32, i32* %7, align 4, !dbg !178
  store i32 511, i32* %8, align 4, !dbg !179
  %31 = load i32, i32* %8, align 4, !dbg !179
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !179
  store i32 %32, i32* %9, align 4, !dbg !179
  %33 = load i32, i32* %9, align 4, !dbg !179
  store i32 3, i32* %10, align 4, !dbg !180
  %34 = load i32, i32* %10, align 4, !dbg !180
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !180
  store i32 %35, i32* %11, align 4, !dbg !180
  %36 = load i32, i32* %11, align 4, !dbg !180
  store i32 1, i32* %12, align 4, !dbg !181
  %37 = load i32, i32* %12, align 4, !dbg !181
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !181
  %39 = add i32 %38, %37, !dbg !181
  store i32 %39, i32* %13, align 4, !dbg !181
  %40 = load i32, i32* %13, align 4, !dbg !181
  %41 = load i32, i32* %1, align 4, !dbg !182
  %42 = add nsw i32 %41, %40, !dbg !182
  store i32 %42, i32* %1, align 4, !dbg !182
  store i32 255, i32* %14, align 4, !dbg !183
  %43 = load i32, i32* %14, align 4, !dbg !183
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !183
  %45 = and i32 %44, %43, !dbg !183
  %46 = xor i32 %45, -1, !dbg !183
  store i32 %46, i32* %15, align 4, !dbg !183
  %47 = load i32, i32* %15, align 4, !dbg !183
  %48 = and i32 %47, 15, !dbg !184
  %49 = load i32, i32* %1, align 4, !dbg !185
  %50 = add nsw i32 %49, %48, !dbg !185
  store i32 %50, i32* %1, align 4, !dbg !185
  store i64 1099511627776, i64* %16, align 8, !dbg !186
  %51 = load i64, i64* %16, align 8, !dbg !186
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !186
  store i64 %52, i64* %17, align 8, !dbg !186
  %53 = load i64, i64* %17, align 8, !dbg !186
  call void @llvm.dbg.declare(metadata i32* %18, metadata !187, metadata !DIExpression()), !dbg !188
  %54 = load i32, i32* %1, align 4, !dbg !189
  store i32 %54, i32* %18, align 4, !dbg !188
  call void @llvm.dbg.declare(metadata i32* %19, metadata !190, metadata !DIExpression()), !dbg !191
  store i32 7, i32* %19, align 4, !dbg !191
  call void @llvm.dbg.declare(metadata i32* %20, metadata !192, metadata !DIExpression()), !dbg !193
  %55 = load i32, i32* %18, align 4, !dbg !194
  %56 = load i32, i32* %19, align 4, !dbg !194
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !194
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !194
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !194
  br i1 %59, label %61, label %60, !dbg !194

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !194
  br label %61, !dbg !194

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !194
  store i8 %62, i8* %21, align 1, !dbg !194
  %63 = load i8, i8* %21, align 1, !dbg !194
  %64 = trunc i8 %63 to i1, !dbg !194
  %65 = zext i1 %64 to i32, !dbg !194
  store i32 %65, i32* %20, align 4, !dbg !193
  %66 = load i32, i32* %20, align 4, !dbg !195
  %67 = mul nsw i32 %66, 1000, !dbg !196
  %68 = load i32, i32* %18, align 4, !dbg !197
  %69 = add nsw i32 %67, %68, !dbg !198
  %70 = load i32, i32* %1, align 4, !dbg !199
  %71 = add nsw i32 %70, %69, !dbg !199
  store i32 %71, i32* %1, align 4, !dbg !199
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !200
  %73 = load i32, i32* %1, align 4, !dbg !201
  %74 = add nsw i32 %73, %72, !dbg !201
  store i32 %74, i32* %1, align 4, !dbg !201
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !202
  %76 = sub i32 %75, 1, !dbg !202
  %77 = load i32, i32* %1, align 4, !dbg !203
  %78 = add nsw i32 %77, %76, !dbg !203
  store i32 %78, i32* %1, align 4, !dbg !203
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !204
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !204
  %81 = load i32, i32* %1, align 4, !dbg !205
  %82 = add nsw i32 %81, %80, !dbg !205
  store i32 %82, i32* %1, align 4, !dbg !205
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !206
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !206
  %85 = zext i1 %84 to i32, !dbg !206
  %86 = load i32, i32* %1, align 4, !dbg !207
  %87 = add nsw i32 %86, %85, !dbg !207
  store i32 %87, i32* %1, align 4, !dbg !207
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !208
  %89 = load i32, i32* %1, align 4, !dbg !209
  %90 = add nsw i32 %89, %88, !dbg !209
  store i32 %90, i32* %1, align 4, !dbg !209
  store atomic i32 0, i32* @counter release, align 4, !dbg !210
  fence seq_cst, !dbg !211
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !212
  %92 = add i32 %91, 4, !dbg !212
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !213
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !214
  %95 = load i32, i32* %1, align 4, !dbg !215
  %96 = add nsw i32 %95, %94, !dbg !215
  store i32 %96, i32* %1, align 4, !dbg !215
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !216
  %98 = icmp ne i8 %97, 0, !dbg !216
  %99 = zext i1 %98 to i32, !dbg !216
  %100 = load i32, i32* %1, align 4, !dbg !217
  %101 = add nsw i32 %100, %99, !dbg !217
  store i32 %101, i32* %1, align 4, !dbg !217
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !218
  fence seq_cst, !dbg !219
  fence syncscope("singlethread") acquire, !dbg !220
  %102 = load i32, i32* %1, align 4, !dbg !221
  %103 = add nsw i32 %102, 1, !dbg !221
  store i32 %103, i32* %1, align 4, !dbg !221
  call void @spin_lock(i32* noundef @lock_word), !dbg !222
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !223
  %105 = load i32, i32* %1, align 4, !dbg !224
  %106 = add nsw i32 %105, %104, !dbg !224
  store i32 %106, i32* %1, align 4, !dbg !224
  call void @spin_unlock(i32* noundef @lock_word), !dbg !225
  %107 = load i32, i32* %1, align 4, !dbg !226
  ret i32 %107, !dbg !227
}

; Function Attrs: noinline nounwind optnone
define internal void @push(%struct.Node* noundef %0) #3 !dbg !228 {
  %2 = alloca %struct.Node*, align 4
  %3 = alloca %struct.Node*, align 4
  %4 = alloca %struct.Node*, align 4
  %5 = alloca %struct.Node*, align 4
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !231, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !233, metadata !DIExpression()), !dbg !234
  %7 = bitcast %struct.Node** %4 to i32*, !dbg !235
  %8 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !235
  store i32 %8, i32* %7, align 4, !dbg !235
  %9 = bitcast i32* %7 to %struct.Node**, !dbg !235
  %10 = load %struct.Node*, %struct.Node** %9, align 4, !dbg !235
  store %struct.Node* %10, %struct.Node** %3, align 4, !dbg !234
  br label %11, !dbg !236

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 4, !dbg !237
  %13 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !239
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !240
  store %struct.Node* %12, %struct.Node** %14, align 4, !dbg !241
  br label %15, !dbg !242

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !243
  store %struct.Node* %16, %struct.Node** %5, align 4, !dbg !244
  %17 = bitcast %struct.Node** %3 to i32*, !dbg !244
  %18 = bitcast %struct.Node** %5 to i32*, !dbg !244
  %19 = load i32, i32* %17, align 4, !dbg !244
  %20 = load i32, i32* %18, align 4, !dbg !244
  %21 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %19, i32 %20 release monotonic, align 4, !dbg !244
  %22 = extractvalue { i32, i1 } %21, 0, !dbg !244
  %23 = extractvalue { i32, i1 } %21, 1, !dbg !244
  br i1 %23, label %25, label %24, !dbg !244

24:                                               ; preds = %15
  store i32 %22, i32* %17, align 4, !dbg !244
  br label %25, !dbg !244

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !244
  store i8 %26, i8* %6, align 1, !dbg !244
  %27 = load i8, i8* %6, align 1, !dbg !244
  %28 = trunc i8 %27 to i1, !dbg !244
  %29 = xor i1 %28, true, !dbg !245
  br i1 %29, label %11, label %30, !dbg !242, !llvm.loop !246

30:                                               ; preds = %25
  ret void, !dbg !248
}

declare i8* @malloc(i32 noundef) #2

; Function Attrs: noinline optnone
define internal void @release_buf(i8** noundef %0) #0 !dbg !249 {
  %2 = alloca i8**, align 4
  store i8** %0, i8*** %2, align 4
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !253, metadata !DIExpression()), !dbg !254
  %3 = load i8**, i8*** %2, align 4, !dbg !255
  %4 = load i8*, i8** %3, align 4, !dbg !257
  %5 = icmp ne i8* %4, null, !dbg !257
  br i1 %5, label %6, label %11, !dbg !258

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 4, !dbg !259
  %8 = load i8*, i8** %7, align 4, !dbg !261
  call void @free(i8* noundef %8), !dbg !262
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !263
  %10 = add nsw i32 %9, 1, !dbg !263
  store i32 %10, i32* @cleanups_run, align 4, !dbg !263
  br label %11, !dbg !264

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 4, !dbg !265
  store i8* null, i8** %12, align 4, !dbg !266
  ret void, !dbg !267
}

; Function Attrs: noinline nounwind optnone
define internal void @release_int(i32* noundef %0) #3 !dbg !268 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !272, metadata !DIExpression()), !dbg !273
  %3 = load i32*, i32** %2, align 4, !dbg !274
  %4 = load i32, i32* %3, align 4, !dbg !275
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !276
  %6 = add nsw i32 %5, %4, !dbg !276
  store i32 %6, i32* @cleanups_run, align 4, !dbg !276
  ret void, !dbg !277
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone
define internal void @spin_lock(i32* noundef %0) #3 !dbg !278 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !282, metadata !DIExpression()), !dbg !283
  br label %6, !dbg !284

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 4, !dbg !285
  store i32 1, i32* %3, align 4, !dbg !286
  %8 = load i32, i32* %3, align 4, !dbg !286
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !286
  store i32 %9, i32* %4, align 4, !dbg !286
  %10 = load i32, i32* %4, align 4, !dbg !286
  %11 = icmp ne i32 %10, 0, !dbg !284
  br i1 %11, label %12, label %20, !dbg !284

12:                                               ; preds = %6
  br label %13, !dbg !287

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 4, !dbg !288
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !289
  store i32 %15, i32* %5, align 4, !dbg !289
  %16 = load i32, i32* %5, align 4, !dbg !289
  %17 = icmp ne i32 %16, 0, !dbg !287
  br i1 %17, label %18, label %19, !dbg !287

18:                                               ; preds = %13
  br label %13, !dbg !287, !llvm.loop !290

19:                                               ; preds = %13
  br label %6, !dbg !284, !llvm.loop !292

20:                                               ; preds = %6
  ret void, !dbg !293
}

; Function Attrs: noinline nounwind optnone
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !294 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !295, metadata !DIExpression()), !dbg !296
  call void asm sideeffect "", "~{memory}"() #5, !dbg !297, !srcloc !298
  %4 = load i32*, i32** %2, align 4, !dbg !299
  store i32 0, i32* %3, align 4, !dbg !300
  %5 = load i32, i32* %3, align 4, !dbg !300
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !300
  ret void, !dbg !301
}

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 1, !"min_enum_size", i32 4}
!43 = !{i32 1, !"branch-target-enforcement", i32 0}
!44 = !{i32 1, !"sign-return-address", i32 0}
!45 = !{i32 1, !"sign-return-address-all", i32 0}
!46 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 14.0.6"}
!51 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!52 = !DILocation(line: 102, column: 7, scope: !10)
!53 = !DILocation(line: 102, column: 11, scope: !10)
!54 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!55 = !DILocation(line: 103, column: 7, scope: !10)
!56 = !DILocation(line: 103, column: 11, scope: !10)
!57 = !DILocation(line: 104, column: 36, scope: !10)
!58 = !DILocation(line: 104, column: 39, scope: !10)
!59 = !DILocation(line: 104, column: 42, scope: !10)
!60 = !DILocation(line: 104, column: 3, scope: !10)
!61 = !DILocation(line: 105, column: 36, scope: !10)
!62 = !DILocation(line: 105, column: 52, scope: !10)
!63 = !DILocation(line: 105, column: 3, scope: !10)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 108, type: !13)
!65 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108, column: 3)
!66 = !DILocation(line: 108, column: 12, scope: !65)
!67 = !DILocation(line: 108, column: 8, scope: !65)
!68 = !DILocation(line: 108, column: 19, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 108, column: 3)
!70 = !DILocation(line: 108, column: 21, scope: !69)
!71 = !DILocation(line: 108, column: 3, scope: !65)
!72 = !DILocation(line: 108, column: 50, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !3, line: 108, column: 31)
!74 = !DILocation(line: 108, column: 54, scope: !73)
!75 = !DILocation(line: 108, column: 52, scope: !73)
!76 = !DILocation(line: 108, column: 39, scope: !73)
!77 = !DILocation(line: 108, column: 33, scope: !73)
!78 = !DILocation(line: 108, column: 42, scope: !73)
!79 = !DILocation(line: 108, column: 48, scope: !73)
!80 = !DILocation(line: 108, column: 69, scope: !73)
!81 = !DILocation(line: 108, column: 63, scope: !73)
!82 = !DILocation(line: 108, column: 57, scope: !73)
!83 = !DILocation(line: 108, column: 74, scope: !73)
!84 = !DILocation(line: 108, column: 26, scope: !69)
!85 = !DILocation(line: 108, column: 3, scope: !69)
!86 = distinct !{!86, !71, !87, !88}
!87 = !DILocation(line: 108, column: 74, scope: !65)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!90 = !DILocation(line: 109, column: 7, scope: !10)
!91 = !DILocalVariable(name: "n", scope: !92, file: !3, line: 110, type: !19)
!92 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110, column: 3)
!93 = !DILocation(line: 110, column: 21, scope: !92)
!94 = !DILocation(line: 110, column: 25, scope: !92)
!95 = !DILocation(line: 110, column: 8, scope: !92)
!96 = !DILocation(line: 110, column: 31, scope: !97)
!97 = distinct !DILexicalBlock(scope: !92, file: !3, line: 110, column: 3)
!98 = !DILocation(line: 110, column: 3, scope: !92)
!99 = !DILocation(line: 110, column: 51, scope: !97)
!100 = !DILocation(line: 110, column: 53, scope: !97)
!101 = !DILocation(line: 110, column: 60, scope: !97)
!102 = !DILocation(line: 110, column: 63, scope: !97)
!103 = !DILocation(line: 110, column: 58, scope: !97)
!104 = !DILocation(line: 110, column: 49, scope: !97)
!105 = !DILocation(line: 110, column: 47, scope: !97)
!106 = !DILocation(line: 110, column: 38, scope: !97)
!107 = !DILocation(line: 110, column: 41, scope: !97)
!108 = !DILocation(line: 110, column: 36, scope: !97)
!109 = !DILocation(line: 110, column: 3, scope: !97)
!110 = distinct !{!110, !98, !111, !88}
!111 = !DILocation(line: 110, column: 63, scope: !92)
!112 = !DILocation(line: 111, column: 24, scope: !10)
!113 = !DILocation(line: 111, column: 3, scope: !10)
!114 = !DILocation(line: 112, column: 3, scope: !10)
!115 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !116, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!116 = !DISubroutineType(types: !117)
!117 = !{!13, !13}
!118 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !3, line: 22, type: !13)
!119 = !DILocation(line: 22, column: 30, scope: !115)
!120 = !DILocalVariable(name: "buf", scope: !115, file: !3, line: 23, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!122 = !DILocation(line: 23, column: 9, scope: !115)
!123 = !DILocation(line: 23, column: 75, scope: !115)
!124 = !DILocation(line: 23, column: 77, scope: !115)
!125 = !DILocation(line: 23, column: 53, scope: !115)
!126 = !DILocalVariable(name: "token", scope: !115, file: !3, line: 24, type: !13)
!127 = !DILocation(line: 24, column: 7, scope: !115)
!128 = !DILocation(line: 25, column: 8, scope: !129)
!129 = distinct !DILexicalBlock(scope: !115, file: !3, line: 25, column: 7)
!130 = !DILocation(line: 25, column: 7, scope: !115)
!131 = !DILocation(line: 25, column: 13, scope: !129)
!132 = !DILocalVariable(name: "i", scope: !133, file: !3, line: 26, type: !13)
!133 = distinct !DILexicalBlock(scope: !115, file: !3, line: 26, column: 3)
!134 = !DILocation(line: 26, column: 12, scope: !133)
!135 = !DILocation(line: 26, column: 8, scope: !133)
!136 = !DILocation(line: 26, column: 19, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 26, column: 3)
!138 = !DILocation(line: 26, column: 23, scope: !137)
!139 = !DILocation(line: 26, column: 21, scope: !137)
!140 = !DILocation(line: 26, column: 3, scope: !133)
!141 = !DILocation(line: 26, column: 53, scope: !137)
!142 = !DILocation(line: 26, column: 55, scope: !137)
!143 = !DILocation(line: 26, column: 51, scope: !137)
!144 = !DILocation(line: 26, column: 40, scope: !137)
!145 = !DILocation(line: 26, column: 31, scope: !137)
!146 = !DILocation(line: 26, column: 35, scope: !137)
!147 = !DILocation(line: 26, column: 38, scope: !137)
!148 = !DILocation(line: 26, column: 26, scope: !137)
!149 = !DILocation(line: 26, column: 3, scope: !137)
!150 = distinct !{!150, !140, !151, !88}
!151 = !DILocation(line: 26, column: 59, scope: !133)
!152 = !DILocation(line: 27, column: 3, scope: !115)
!153 = !DILocation(line: 27, column: 7, scope: !115)
!154 = !DILocation(line: 27, column: 10, scope: !115)
!155 = !DILocation(line: 28, column: 7, scope: !115)
!156 = !DILocation(line: 28, column: 34, scope: !157)
!157 = distinct !DILexicalBlock(scope: !115, file: !3, line: 28, column: 7)
!158 = !DILocation(line: 28, column: 21, scope: !157)
!159 = !DILocation(line: 34, column: 1, scope: !157)
!160 = !DILocation(line: 34, column: 1, scope: !115)
!161 = !DILocalVariable(name: "inner", scope: !162, file: !3, line: 30, type: !13)
!162 = distinct !DILexicalBlock(scope: !115, file: !3, line: 29, column: 3)
!163 = !DILocation(line: 30, column: 9, scope: !162)
!164 = !DILocation(line: 31, column: 9, scope: !165)
!165 = distinct !DILexicalBlock(scope: !162, file: !3, line: 31, column: 9)
!166 = !DILocation(line: 31, column: 11, scope: !165)
!167 = !DILocation(line: 31, column: 9, scope: !162)
!168 = !DILocation(line: 31, column: 23, scope: !165)
!169 = !DILocation(line: 31, column: 16, scope: !165)
!170 = !DILocation(line: 32, column: 3, scope: !115)
!171 = !DILocation(line: 33, column: 10, scope: !115)
!172 = !DILocation(line: 33, column: 3, scope: !115)
!173 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!174 = !DILocalVariable(name: "r", scope: !173, file: !3, line: 63, type: !13)
!175 = !DILocation(line: 63, column: 7, scope: !173)
!176 = !DILocation(line: 64, column: 3, scope: !173)
!177 = !DILocation(line: 65, column: 3, scope: !173)
!178 = !DILocation(line: 66, column: 3, scope: !173)
!179 = !DILocation(line: 67, column: 3, scope: !173)
!180 = !DILocation(line: 68, column: 3, scope: !173)
!181 = !DILocation(line: 69, column: 8, scope: !173)
!182 = !DILocation(line: 69, column: 5, scope: !173)
!183 = !DILocation(line: 70, column: 8, scope: !173)
!184 = !DILocation(line: 70, column: 62, scope: !173)
!185 = !DILocation(line: 70, column: 5, scope: !173)
!186 = !DILocation(line: 71, column: 3, scope: !173)
!187 = !DILocalVariable(name: "expected", scope: !173, file: !3, line: 73, type: !13)
!188 = !DILocation(line: 73, column: 7, scope: !173)
!189 = !DILocation(line: 73, column: 18, scope: !173)
!190 = !DILocalVariable(name: "desired", scope: !173, file: !3, line: 73, type: !13)
!191 = !DILocation(line: 73, column: 21, scope: !173)
!192 = !DILocalVariable(name: "ok", scope: !173, file: !3, line: 74, type: !13)
!193 = !DILocation(line: 74, column: 7, scope: !173)
!194 = !DILocation(line: 74, column: 12, scope: !173)
!195 = !DILocation(line: 75, column: 8, scope: !173)
!196 = !DILocation(line: 75, column: 11, scope: !173)
!197 = !DILocation(line: 75, column: 20, scope: !173)
!198 = !DILocation(line: 75, column: 18, scope: !173)
!199 = !DILocation(line: 75, column: 5, scope: !173)
!200 = !DILocation(line: 77, column: 8, scope: !173)
!201 = !DILocation(line: 77, column: 5, scope: !173)
!202 = !DILocation(line: 78, column: 8, scope: !173)
!203 = !DILocation(line: 78, column: 5, scope: !173)
!204 = !DILocation(line: 79, column: 8, scope: !173)
!205 = !DILocation(line: 79, column: 5, scope: !173)
!206 = !DILocation(line: 80, column: 8, scope: !173)
!207 = !DILocation(line: 80, column: 5, scope: !173)
!208 = !DILocation(line: 81, column: 8, scope: !173)
!209 = !DILocation(line: 81, column: 5, scope: !173)
!210 = !DILocation(line: 82, column: 3, scope: !173)
!211 = !DILocation(line: 83, column: 3, scope: !173)
!212 = !DILocation(line: 85, column: 15, scope: !173)
!213 = !DILocation(line: 86, column: 14, scope: !173)
!214 = !DILocation(line: 87, column: 8, scope: !173)
!215 = !DILocation(line: 87, column: 5, scope: !173)
!216 = !DILocation(line: 89, column: 8, scope: !173)
!217 = !DILocation(line: 89, column: 5, scope: !173)
!218 = !DILocation(line: 90, column: 3, scope: !173)
!219 = !DILocation(line: 91, column: 3, scope: !173)
!220 = !DILocation(line: 92, column: 3, scope: !173)
!221 = !DILocation(line: 93, column: 5, scope: !173)
!222 = !DILocation(line: 95, column: 3, scope: !173)
!223 = !DILocation(line: 96, column: 8, scope: !173)
!224 = !DILocation(line: 96, column: 5, scope: !173)
!225 = !DILocation(line: 97, column: 3, scope: !173)
!226 = !DILocation(line: 98, column: 10, scope: !173)
!227 = !DILocation(line: 98, column: 3, scope: !173)
!228 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !229, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !19}
!231 = !DILocalVariable(name: "n", arg: 1, scope: !228, file: !3, line: 55, type: !19)
!232 = !DILocation(line: 55, column: 31, scope: !228)
!233 = !DILocalVariable(name: "old", scope: !228, file: !3, line: 56, type: !19)
!234 = !DILocation(line: 56, column: 16, scope: !228)
!235 = !DILocation(line: 56, column: 22, scope: !228)
!236 = !DILocation(line: 57, column: 3, scope: !228)
!237 = !DILocation(line: 58, column: 15, scope: !238)
!238 = distinct !DILexicalBlock(scope: !228, file: !3, line: 57, column: 6)
!239 = !DILocation(line: 58, column: 5, scope: !238)
!240 = !DILocation(line: 58, column: 8, scope: !238)
!241 = !DILocation(line: 58, column: 13, scope: !238)
!242 = !DILocation(line: 59, column: 3, scope: !238)
!243 = !DILocation(line: 59, column: 54, scope: !228)
!244 = !DILocation(line: 59, column: 13, scope: !228)
!245 = !DILocation(line: 59, column: 12, scope: !228)
!246 = distinct !{!246, !236, !247, !88}
!247 = !DILocation(line: 59, column: 95, scope: !228)
!248 = !DILocation(line: 60, column: 1, scope: !228)
!249 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !250, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !252}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 32)
!253 = !DILocalVariable(name: "p", arg: 1, scope: !249, file: !3, line: 16, type: !252)
!254 = !DILocation(line: 16, column: 32, scope: !249)
!255 = !DILocation(line: 17, column: 8, scope: !256)
!256 = distinct !DILexicalBlock(scope: !249, file: !3, line: 17, column: 7)
!257 = !DILocation(line: 17, column: 7, scope: !256)
!258 = !DILocation(line: 17, column: 7, scope: !249)
!259 = !DILocation(line: 17, column: 19, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !3, line: 17, column: 11)
!261 = !DILocation(line: 17, column: 18, scope: !260)
!262 = !DILocation(line: 17, column: 13, scope: !260)
!263 = !DILocation(line: 17, column: 23, scope: !260)
!264 = !DILocation(line: 17, column: 39, scope: !260)
!265 = !DILocation(line: 18, column: 4, scope: !249)
!266 = !DILocation(line: 18, column: 6, scope: !249)
!267 = !DILocation(line: 19, column: 1, scope: !249)
!268 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !269, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !271}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!272 = !DILocalVariable(name: "p", arg: 1, scope: !268, file: !3, line: 20, type: !271)
!273 = !DILocation(line: 20, column: 30, scope: !268)
!274 = !DILocation(line: 20, column: 52, scope: !268)
!275 = !DILocation(line: 20, column: 51, scope: !268)
!276 = !DILocation(line: 20, column: 48, scope: !268)
!277 = !DILocation(line: 20, column: 55, scope: !268)
!278 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !279, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !281}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 32)
!282 = !DILocalVariable(name: "l", arg: 1, scope: !278, file: !3, line: 43, type: !281)
!283 = !DILocation(line: 43, column: 37, scope: !278)
!284 = !DILocation(line: 44, column: 3, scope: !278)
!285 = !DILocation(line: 44, column: 30, scope: !278)
!286 = !DILocation(line: 44, column: 10, scope: !278)
!287 = !DILocation(line: 45, column: 5, scope: !278)
!288 = !DILocation(line: 45, column: 28, scope: !278)
!289 = !DILocation(line: 45, column: 12, scope: !278)
!290 = distinct !{!290, !287, !291, !88}
!291 = !DILocation(line: 45, column: 52, scope: !278)
!292 = distinct !{!292, !284, !291, !88}
!293 = !DILocation(line: 46, column: 1, scope: !278)
!294 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !279, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!295 = !DILocalVariable(name: "l", arg: 1, scope: !294, file: !3, line: 47, type: !281)
!296 = !DILocation(line: 47, column: 39, scope: !294)
!297 = !DILocation(line: 48, column: 3, scope: !294)
!298 = !{i64 1594}
!299 = !DILocation(line: 49, column: 20, scope: !294)
!300 = !DILocation(line: 49, column: 3, scope: !294)
!301 = !DILocation(line: 50, column: 1, scope: !294)
