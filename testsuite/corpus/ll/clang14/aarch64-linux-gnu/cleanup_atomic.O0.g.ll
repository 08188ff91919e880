; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !23
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 8, !dbg !8
@head = internal global %struct.Node* null, align 8, !dbg !26
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
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
  call void @llvm.dbg.declare(metadata i32* %2, metadata !51, metadata !DIExpression()), !dbg !52
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !53
  store i32 %7, i32* %2, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %3, metadata !54, metadata !DIExpression()), !dbg !55
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !56
  store i32 %8, i32* %3, align 4, !dbg !55
  %9 = load i32, i32* %2, align 4, !dbg !57
  %10 = load i32, i32* %3, align 4, !dbg !58
  %11 = load i32, i32* @cleanups_run, align 4, !dbg !59
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !60
  %13 = call i32 @atomics_demo(), !dbg !61
  %14 = load i64, i64* @wide_counter, align 8, !dbg !62
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13, i64 noundef %14), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %4, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %4, align 4, !dbg !66
  br label %16, !dbg !67

16:                                               ; preds = %30, %0
  %17 = load i32, i32* %4, align 4, !dbg !68
  %18 = icmp slt i32 %17, 4, !dbg !70
  br i1 %18, label %19, label %33, !dbg !71

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !72
  %21 = load i32, i32* %4, align 4, !dbg !74
  %22 = mul nsw i32 %20, %21, !dbg !75
  %23 = load i32, i32* %4, align 4, !dbg !76
  %24 = sext i32 %23 to i64, !dbg !77
  %25 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %24, !dbg !77
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1, !dbg !78
  store i32 %22, i32* %26, align 8, !dbg !79
  %27 = load i32, i32* %4, align 4, !dbg !80
  %28 = sext i32 %27 to i64, !dbg !81
  %29 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %28, !dbg !81
  call void @push(%struct.Node* noundef %29), !dbg !82
  br label %30, !dbg !83

30:                                               ; preds = %19
  %31 = load i32, i32* %4, align 4, !dbg !84
  %32 = add nsw i32 %31, 1, !dbg !84
  store i32 %32, i32* %4, align 4, !dbg !84
  br label %16, !dbg !85, !llvm.loop !86

33:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %5, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !91, metadata !DIExpression()), !dbg !93
  %34 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !94
  store %struct.Node* %34, %struct.Node** %6, align 8, !dbg !93
  br label %35, !dbg !95

35:                                               ; preds = %45, %33
  %36 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !96
  %37 = icmp ne %struct.Node* %36, null, !dbg !98
  br i1 %37, label %38, label %49, !dbg !98

38:                                               ; preds = %35
  %39 = load i32, i32* %5, align 4, !dbg !99
  %40 = mul nsw i32 %39, 10, !dbg !100
  %41 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !101
  %42 = getelementptr inbounds %struct.Node, %struct.Node* %41, i32 0, i32 1, !dbg !102
  %43 = load i32, i32* %42, align 8, !dbg !102
  %44 = add nsw i32 %40, %43, !dbg !103
  store i32 %44, i32* %5, align 4, !dbg !104
  br label %45, !dbg !105

45:                                               ; preds = %38
  %46 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !106
  %47 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0, !dbg !107
  %48 = load %struct.Node*, %struct.Node** %47, align 8, !dbg !107
  store %struct.Node* %48, %struct.Node** %6, align 8, !dbg !108
  br label %35, !dbg !109, !llvm.loop !110

49:                                               ; preds = %35
  %50 = load i32, i32* %5, align 4, !dbg !112
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %50), !dbg !113
  ret i32 0, !dbg !114
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !115 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !118, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.declare(metadata i8** %4, metadata !120, metadata !DIExpression()), !dbg !122
  %11 = load i32, i32* %3, align 4, !dbg !123
  %12 = sext i32 %11 to i64, !dbg !124
  %13 = add i64 %12, 1, !dbg !125
  %14 = call i8* @malloc(i64 noundef %13), !dbg !126
  store i8* %14, i8** %4, align 8, !dbg !122
  call void @llvm.dbg.declare(metadata i32* %5, metadata !127, metadata !DIExpression()), !dbg !128
  store i32 10, i32* %5, align 4, !dbg !128
  %15 = load i8*, i8** %4, align 8, !dbg !129
  %16 = icmp ne i8* %15, null, !dbg !129
  br i1 %16, label %18, label %17, !dbg !131

17:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !132
  store i32 1, i32* %6, align 4
  br label %64, !dbg !132

18:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %7, align 4, !dbg !135
  br label %19, !dbg !136

19:                                               ; preds = %32, %18
  %20 = load i32, i32* %7, align 4, !dbg !137
  %21 = load i32, i32* %3, align 4, !dbg !139
  %22 = icmp slt i32 %20, %21, !dbg !140
  br i1 %22, label %23, label %35, !dbg !141

23:                                               ; preds = %19
  %24 = load i32, i32* %7, align 4, !dbg !142
  %25 = srem i32 %24, 26, !dbg !143
  %26 = add nsw i32 97, %25, !dbg !144
  %27 = trunc i32 %26 to i8, !dbg !145
  %28 = load i8*, i8** %4, align 8, !dbg !146
  %29 = load i32, i32* %7, align 4, !dbg !147
  %30 = sext i32 %29 to i64, !dbg !146
  %31 = getelementptr inbounds i8, i8* %28, i64 %30, !dbg !146
  store i8 %27, i8* %31, align 1, !dbg !148
  br label %32, !dbg !146

32:                                               ; preds = %23
  %33 = load i32, i32* %7, align 4, !dbg !149
  %34 = add nsw i32 %33, 1, !dbg !149
  store i32 %34, i32* %7, align 4, !dbg !149
  br label %19, !dbg !150, !llvm.loop !151

35:                                               ; preds = %19
  %36 = load i8*, i8** %4, align 8, !dbg !153
  %37 = load i32, i32* %3, align 4, !dbg !154
  %38 = sext i32 %37 to i64, !dbg !153
  %39 = getelementptr inbounds i8, i8* %36, i64 %38, !dbg !153
  store i8 0, i8* %39, align 1, !dbg !155
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %47, !dbg !156

40:                                               ; preds = %35
  %41 = load i32, i32* %3, align 4, !dbg !157
  invoke void @maybe_unwind(i32 noundef %41)
          to label %42 unwind label %43, !dbg !159

42:                                               ; preds = %40
  br label %47, !dbg !159

43:                                               ; preds = %56, %40
  %44 = landingpad { i8*, i32 }
          cleanup, !dbg !160
  %45 = extractvalue { i8*, i32 } %44, 0, !dbg !160
  store i8* %45, i8** %8, align 8, !dbg !160
  %46 = extractvalue { i8*, i32 } %44, 1, !dbg !160
  store i32 %46, i32* %9, align 4, !dbg !160
  invoke void @release_int(i32* noundef %5)
          to label %71 unwind label %79, !dbg !161

47:                                               ; preds = %42, %35
  call void @llvm.dbg.declare(metadata i32* %10, metadata !162, metadata !DIExpression()), !dbg !164
  store i32 100, i32* %10, align 4, !dbg !164
  %48 = load i32, i32* %3, align 4, !dbg !165
  %49 = icmp sgt i32 %48, 3, !dbg !167
  br i1 %49, label %50, label %55, !dbg !168

50:                                               ; preds = %47
  %51 = load i8*, i8** %4, align 8, !dbg !169
  %52 = getelementptr inbounds i8, i8* %51, i64 3, !dbg !169
  %53 = load i8, i8* %52, align 1, !dbg !169
  %54 = zext i8 %53 to i32, !dbg !169
  store i32 %54, i32* %2, align 4, !dbg !170
  store i32 1, i32* %6, align 4
  br label %56, !dbg !170

55:                                               ; preds = %47
  store i32 0, i32* %6, align 4, !dbg !171
  br label %56, !dbg !171

56:                                               ; preds = %55, %50
  invoke void @release_int(i32* noundef %10)
          to label %57 unwind label %43, !dbg !171

57:                                               ; preds = %56
  %58 = load i32, i32* %6, align 4
  switch i32 %58, label %64 [
    i32 0, label %59
  ]

59:                                               ; preds = %57
  %60 = load i8*, i8** %4, align 8, !dbg !172
  %61 = getelementptr inbounds i8, i8* %60, i64 0, !dbg !172
  %62 = load i8, i8* %61, align 1, !dbg !172
  %63 = zext i8 %62 to i32, !dbg !172
  store i32 %63, i32* %2, align 4, !dbg !173
  store i32 1, i32* %6, align 4
  br label %64, !dbg !173

64:                                               ; preds = %59, %57, %17
  invoke void @release_int(i32* noundef %5)
          to label %65 unwind label %67, !dbg !161

65:                                               ; preds = %64
  call void @release_buf(i8** noundef %4), !dbg !161
  %66 = load i32, i32* %2, align 4, !dbg !161
  ret i32 %66, !dbg !161

67:                                               ; preds = %64
  %68 = landingpad { i8*, i32 }
          cleanup, !dbg !161
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !161
  store i8* %69, i8** %8, align 8, !dbg !161
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !161
  store i32 %70, i32* %9, align 4, !dbg !161
  br label %72, !dbg !161

71:                                               ; preds = %43
  br label %72, !dbg !161

72:                                               ; preds = %71, %67
  invoke void @release_buf(i8** noundef %4)
          to label %73 unwind label %79, !dbg !161

73:                                               ; preds = %72
  br label %74, !dbg !161

74:                                               ; preds = %73
  %75 = load i8*, i8** %8, align 8, !dbg !161
  %76 = load i32, i32* %9, align 4, !dbg !161
  %77 = insertvalue { i8*, i32 } undef, i8* %75, 0, !dbg !161
  %78 = insertvalue { i8*, i32 } %77, i32 %76, 1, !dbg !161
  resume { i8*, i32 } %78, !dbg !161

79:                                               ; preds = %72, %43
  %80 = landingpad { i8*, i32 }
          catch i8* null, !dbg !161
  call void @abort() #4, !dbg !161
  unreachable, !dbg !161
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 !dbg !174 {
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
  call void @llvm.dbg.declare(metadata i32* %1, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %1, align 4, !dbg !176
  store i32 5, i32* %2, align 4, !dbg !177
  %22 = load i32, i32* %2, align 4, !dbg !177
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !177
  store i32 %23, i32* %3, align 4, !dbg !177
  %24 = load i32, i32* %3, align 4, !dbg !177
  store i32 1, i32* %4, align 4, !dbg !178
  %25 = load i32, i32* %4, align 4, !dbg !178
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !178
  store i32 %26, i32* %5, align 4, !dbg !178
  %27 = load i32, i32* %5, align 4, !dbg !178
  store i32 256, i32* %6, align 4, !dbg !179
  %28 = load i32, i32* %6, align 4, !dbg !179
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !179
  store i32 %29, i32* %7, align 4, !dbg !179
  %30 = load i32, i32* %7, align 4, !dbg !179
  store i32 511, i32* %8, align 4, !dbg !180
  %31 = load i32, i32* %8, align 4, !dbg !180
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !180
  store i32 %32, i32* %9, align 4, !dbg !180
  %33 = load i32, i32* %9, align 4, !dbg !180
  store i32 3, i32* %10, align 4, !dbg !181
  %34 = load i32, i32* %10, align 4, !dbg !181
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !181
  store i32 %35, i32* %11, align 4, !dbg !181
  %36 = load i32, i32* %11, align 4, !dbg !181
  store i32 1, i32* %12, align 4, !dbg !182
  %37 = load i32, i32* %12, align 4, !dbg !182
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !182
  %39 = add i32 %38, %37, !dbg !182
  store i32 %39, i32* %13, align 4, !dbg !182
  %40 = load i32, i32* %13, align 4, !dbg !182
  %41 = load i32, i32* %1, align 4, !dbg !183
  %42 = add nsw i32 %41, %40, !dbg !183
  store i32 %42, i32* %1, align 4, !dbg !183
  store i32 255, i32* %14, align 4, !dbg !184
  %43 = load i32, i32* %14, align 4, !dbg !184
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !184
  %45 = and i32 %44, %43, !dbg !184
  %46 = xor i32 %45, -1, !dbg !184
  store i32 %46, i32* %15, align 4, !dbg !184
  %47 = load i32, i32* %15, align 4, !dbg !184
  %48 = and i32 %47, 15, !dbg !185
  %49 = load i32, i32* %1, align 4, !dbg !186
  %50 = add nsw i32 %49, %48, !dbg !186
  store i32 %50, i32* %1, align 4, !dbg !186
  store i64 1099511627776, i64* %16, align 8, !dbg !187
  %51 = load i64, i64* %16, align 8, !dbg !187
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !187
  store i64 %52, i64* %17, align 8, !dbg !187
  %53 = load i64, i64* %17, align 8, !dbg !187
  call void @llvm.dbg.declare(metadata i32* %18, metadata !188, metadata !DIExpression()), !dbg !189
  %54 = load i32, i32* %1, align 4, !dbg !190
  store i32 %54, i32* %18, align 4, !dbg !189
  call void @llvm.dbg.declare(metadata i32* %19, metadata !191, metadata !DIExpression()), !dbg !192
  store i32 7, i32* %19, align 4, !dbg !192
  call void @llvm.dbg.declare(metadata i32* %20, metadata !193, metadata !DIExpression()), !dbg !194
  %55 = load i32, i32* %18, align 4, !dbg !195
  %56 = load i32, i32* %19, align 4, !dbg !195
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !195
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !195
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !195
  br i1 %59, label %61, label %60, !dbg !195

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !195
  br label %61, !dbg !195

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !195
  store i8 %62, i8* %21, align 1, !dbg !195
  %63 = load i8, i8* %21, align 1, !dbg !195
  %64 = trunc i8 %63 to i1, !dbg !195
  %65 = zext i1 %64 to i32, !dbg !195
  store i32 %65, i32* %20, align 4, !dbg !194
  %66 = load i32, i32* %20, align 4, !dbg !196
  %67 = mul nsw i32 %66, 1000, !dbg !197
  %68 = load i32, i32* %18, align 4, !dbg !198
  %69 = add nsw i32 %67, %68, !dbg !199
  %70 = load i32, i32* %1, align 4, !dbg !200
  %71 = add nsw i32 %70, %69, !dbg !200
  store i32 %71, i32* %1, align 4, !dbg !200
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !201
  %73 = load i32, i32* %1, align 4, !dbg !202
  %74 = add nsw i32 %73, %72, !dbg !202
  store i32 %74, i32* %1, align 4, !dbg !202
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !203
  %76 = sub i32 %75, 1, !dbg !203
  %77 = load i32, i32* %1, align 4, !dbg !204
  %78 = add nsw i32 %77, %76, !dbg !204
  store i32 %78, i32* %1, align 4, !dbg !204
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !205
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !205
  %81 = load i32, i32* %1, align 4, !dbg !206
  %82 = add nsw i32 %81, %80, !dbg !206
  store i32 %82, i32* %1, align 4, !dbg !206
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !207
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !207
  %85 = zext i1 %84 to i32, !dbg !207
  %86 = load i32, i32* %1, align 4, !dbg !208
  %87 = add nsw i32 %86, %85, !dbg !208
  store i32 %87, i32* %1, align 4, !dbg !208
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !209
  %89 = load i32, i32* %1, align 4, !dbg !210
  %90 = add nsw i32 %89, %88, !dbg !210
  store i32 %90, i32* %1, align 4, !dbg !210
  store atomic i32 0, i32* @counter release, align 4, !dbg !211
  fence seq_cst, !dbg !212
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !213
  %92 = add i32 %91, 4, !dbg !213
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !214
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !215
  %95 = load i32, i32* %1, align 4, !dbg !216
  %96 = add nsw i32 %95, %94, !dbg !216
  store i32 %96, i32* %1, align 4, !dbg !216
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !217
  %98 = icmp ne i8 %97, 0, !dbg !217
  %99 = zext i1 %98 to i32, !dbg !217
  %100 = load i32, i32* %1, align 4, !dbg !218
  %101 = add nsw i32 %100, %99, !dbg !218
  store i32 %101, i32* %1, align 4, !dbg !218
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !219
  fence seq_cst, !dbg !220
  fence syncscope("singlethread") acquire, !dbg !221
  %102 = load i32, i32* %1, align 4, !dbg !222
  %103 = add nsw i32 %102, 1, !dbg !222
  store i32 %103, i32* %1, align 4, !dbg !222
  call void @spin_lock(i32* noundef @lock_word), !dbg !223
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !224
  %105 = load i32, i32* %1, align 4, !dbg !225
  %106 = add nsw i32 %105, %104, !dbg !225
  store i32 %106, i32* %1, align 4, !dbg !225
  call void @spin_unlock(i32* noundef @lock_word), !dbg !226
  %107 = load i32, i32* %1, align 4, !dbg !227
  ret i32 %107, !dbg !228
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.Node* noundef %0) #3 !dbg !229 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !232, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !234, metadata !DIExpression()), !dbg !235
  %7 = bitcast %struct.Node** %4 to i64*, !dbg !236
  %8 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !236
  store i64 %8, i64* %7, align 8, !dbg !236
  %9 = bitcast i64* %7 to %struct.Node**, !dbg !236
  %10 = load %struct.Node*, %struct.Node** %9, align 8, !dbg !236
  store %struct.Node* %10, %struct.Node** %3, align 8, !dbg !235
  br label %11, !dbg !237

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !238
  %13 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !240
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !241
  store %struct.Node* %12, %struct.Node** %14, align 8, !dbg !242
  br label %15, !dbg !243

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !244
  store %struct.Node* %16, %struct.Node** %5, align 8, !dbg !245
  %17 = bitcast %struct.Node** %3 to i64*, !dbg !245
  %18 = bitcast %struct.Node** %5 to i64*, !dbg !245
  %19 = load i64, i64* %17, align 8, !dbg !245
  %20 = load i64, i64* %18, align 8, !dbg !245
  %21 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %19, i64 %20 release monotonic, align 8, !dbg !245
  %22 = extractvalue { i64, i1 } %21, 0, !dbg !245
  %23 = extractvalue { i64, i1 } %21, 1, !dbg !245
  br i1 %23, label %25, label %24, !dbg !245

24:                                               ; preds = %15
  store i64 %22, i64* %17, align 8, !dbg !245
  br label %25, !dbg !245

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !245
  store i8 %26, i8* %6, align 1, !dbg !245
  %27 = load i8, i8* %6, align 1, !dbg !245
  %28 = trunc i8 %27 to i1, !dbg !245
  %29 = xor i1 %28, true, !dbg !246
  br i1 %29, label %11, label %30, !dbg !243, !llvm.loop !247

30:                                               ; preds = %25
  ret void, !dbg !249
}

declare i8* @malloc(i64 noundef) #2

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(i8** noundef %0) #0 !dbg !250 {
  %2 = alloca i8**, align 8
  store i8** %0, i8*** %2, align 8
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !254, metadata !DIExpression()), !dbg !255
  %3 = load i8**, i8*** %2, align 8, !dbg !256
  %4 = load i8*, i8** %3, align 8, !dbg !258
  %5 = icmp ne i8* %4, null, !dbg !258
  br i1 %5, label %6, label %11, !dbg !259

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 8, !dbg !260
  %8 = load i8*, i8** %7, align 8, !dbg !262
  call void @free(i8* noundef %8), !dbg !263
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !264
  %10 = add nsw i32 %9, 1, !dbg !264
  store i32 %10, i32* @cleanups_run, align 4, !dbg !264
  br label %11, !dbg !265

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 8, !dbg !266
  store i8* null, i8** %12, align 8, !dbg !267
  ret void, !dbg !268
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(i32* noundef %0) #3 !dbg !269 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !273, metadata !DIExpression()), !dbg !274
  %3 = load i32*, i32** %2, align 8, !dbg !275
  %4 = load i32, i32* %3, align 4, !dbg !276
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !277
  %6 = add nsw i32 %5, %4, !dbg !277
  store i32 %6, i32* @cleanups_run, align 4, !dbg !277
  ret void, !dbg !278
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(i32* noundef %0) #3 !dbg !279 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !283, metadata !DIExpression()), !dbg !284
  br label %6, !dbg !285

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 8, !dbg !286
  store i32 1, i32* %3, align 4, !dbg !287
  %8 = load i32, i32* %3, align 4, !dbg !287
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !287
  store i32 %9, i32* %4, align 4, !dbg !287
  %10 = load i32, i32* %4, align 4, !dbg !287
  %11 = icmp ne i32 %10, 0, !dbg !285
  br i1 %11, label %12, label %20, !dbg !285

12:                                               ; preds = %6
  br label %13, !dbg !288

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 8, !dbg !289
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !290
  store i32 %15, i32* %5, align 4, !dbg !290
  %16 = load i32, i32* %5, align 4, !dbg !290
  %17 = icmp ne i32 %16, 0, !dbg !288
  br i1 %17, label %18, label %19, !dbg !288

18:                                               ; preds = %13
  br label %13, !dbg !288, !llvm.loop !291

19:                                               ; preds = %13
  br label %6, !dbg !285, !llvm.loop !293

20:                                               ; preds = %6
  ret void, !dbg !294
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !295 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !296, metadata !DIExpression()), !dbg !297
  call void asm sideeffect "", "~{memory}"() #5, !dbg !298, !srcloc !299
  %4 = load i32*, i32** %2, align 8, !dbg !300
  store i32 0, i32* %3, align 4, !dbg !301
  %5 = load i32, i32* %3, align 4, !dbg !301
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !301
  ret void, !dbg !302
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
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
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 1, !"branch-target-enforcement", i32 0}
!43 = !{i32 1, !"sign-return-address", i32 0}
!44 = !{i32 1, !"sign-return-address-all", i32 0}
!45 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{i32 7, !"frame-pointer", i32 1}
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
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!122 = !DILocation(line: 23, column: 9, scope: !115)
!123 = !DILocation(line: 23, column: 75, scope: !115)
!124 = !DILocation(line: 23, column: 60, scope: !115)
!125 = !DILocation(line: 23, column: 77, scope: !115)
!126 = !DILocation(line: 23, column: 53, scope: !115)
!127 = !DILocalVariable(name: "token", scope: !115, file: !3, line: 24, type: !13)
!128 = !DILocation(line: 24, column: 7, scope: !115)
!129 = !DILocation(line: 25, column: 8, scope: !130)
!130 = distinct !DILexicalBlock(scope: !115, file: !3, line: 25, column: 7)
!131 = !DILocation(line: 25, column: 7, scope: !115)
!132 = !DILocation(line: 25, column: 13, scope: !130)
!133 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 26, type: !13)
!134 = distinct !DILexicalBlock(scope: !115, file: !3, line: 26, column: 3)
!135 = !DILocation(line: 26, column: 12, scope: !134)
!136 = !DILocation(line: 26, column: 8, scope: !134)
!137 = !DILocation(line: 26, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 26, column: 3)
!139 = !DILocation(line: 26, column: 23, scope: !138)
!140 = !DILocation(line: 26, column: 21, scope: !138)
!141 = !DILocation(line: 26, column: 3, scope: !134)
!142 = !DILocation(line: 26, column: 53, scope: !138)
!143 = !DILocation(line: 26, column: 55, scope: !138)
!144 = !DILocation(line: 26, column: 51, scope: !138)
!145 = !DILocation(line: 26, column: 40, scope: !138)
!146 = !DILocation(line: 26, column: 31, scope: !138)
!147 = !DILocation(line: 26, column: 35, scope: !138)
!148 = !DILocation(line: 26, column: 38, scope: !138)
!149 = !DILocation(line: 26, column: 26, scope: !138)
!150 = !DILocation(line: 26, column: 3, scope: !138)
!151 = distinct !{!151, !141, !152, !88}
!152 = !DILocation(line: 26, column: 59, scope: !134)
!153 = !DILocation(line: 27, column: 3, scope: !115)
!154 = !DILocation(line: 27, column: 7, scope: !115)
!155 = !DILocation(line: 27, column: 10, scope: !115)
!156 = !DILocation(line: 28, column: 7, scope: !115)
!157 = !DILocation(line: 28, column: 34, scope: !158)
!158 = distinct !DILexicalBlock(scope: !115, file: !3, line: 28, column: 7)
!159 = !DILocation(line: 28, column: 21, scope: !158)
!160 = !DILocation(line: 34, column: 1, scope: !158)
!161 = !DILocation(line: 34, column: 1, scope: !115)
!162 = !DILocalVariable(name: "inner", scope: !163, file: !3, line: 30, type: !13)
!163 = distinct !DILexicalBlock(scope: !115, file: !3, line: 29, column: 3)
!164 = !DILocation(line: 30, column: 9, scope: !163)
!165 = !DILocation(line: 31, column: 9, scope: !166)
!166 = distinct !DILexicalBlock(scope: !163, file: !3, line: 31, column: 9)
!167 = !DILocation(line: 31, column: 11, scope: !166)
!168 = !DILocation(line: 31, column: 9, scope: !163)
!169 = !DILocation(line: 31, column: 23, scope: !166)
!170 = !DILocation(line: 31, column: 16, scope: !166)
!171 = !DILocation(line: 32, column: 3, scope: !115)
!172 = !DILocation(line: 33, column: 10, scope: !115)
!173 = !DILocation(line: 33, column: 3, scope: !115)
!174 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!175 = !DILocalVariable(name: "r", scope: !174, file: !3, line: 63, type: !13)
!176 = !DILocation(line: 63, column: 7, scope: !174)
!177 = !DILocation(line: 64, column: 3, scope: !174)
!178 = !DILocation(line: 65, column: 3, scope: !174)
!179 = !DILocation(line: 66, column: 3, scope: !174)
!180 = !DILocation(line: 67, column: 3, scope: !174)
!181 = !DILocation(line: 68, column: 3, scope: !174)
!182 = !DILocation(line: 69, column: 8, scope: !174)
!183 = !DILocation(line: 69, column: 5, scope: !174)
!184 = !DILocation(line: 70, column: 8, scope: !174)
!185 = !DILocation(line: 70, column: 62, scope: !174)
!186 = !DILocation(line: 70, column: 5, scope: !174)
!187 = !DILocation(line: 71, column: 3, scope: !174)
!188 = !DILocalVariable(name: "expected", scope: !174, file: !3, line: 73, type: !13)
!189 = !DILocation(line: 73, column: 7, scope: !174)
!190 = !DILocation(line: 73, column: 18, scope: !174)
!191 = !DILocalVariable(name: "desired", scope: !174, file: !3, line: 73, type: !13)
!192 = !DILocation(line: 73, column: 21, scope: !174)
!193 = !DILocalVariable(name: "ok", scope: !174, file: !3, line: 74, type: !13)
!194 = !DILocation(line: 74, column: 7, scope: !174)
!195 = !DILocation(line: 74, column: 12, scope: !174)
!196 = !DILocation(line: 75, column: 8, scope: !174)
!197 = !DILocation(line: 75, column: 11, scope: !174)
!198 = !DILocation(line: 75, column: 20, scope: !174)
!199 = !DILocation(line: 75, column: 18, scope: !174)
!200 = !DILocation(line: 75, column: 5, scope: !174)
!201 = !DILocation(line: 77, column: 8, scope: !174)
!202 = !DILocation(line: 77, column: 5, scope: !174)
!203 = !DILocation(line: 78, column: 8, scope: !174)
!204 = !DILocation(line: 78, column: 5, scope: !174)
!205 = !DILocation(line: 79, column: 8, scope: !174)
!206 = !DILocation(line: 79, column: 5, scope: !174)
!207 = !DILocation(line: 80, column: 8, scope: !174)
!208 = !DILocation(line: 80, column: 5, scope: !174)
!209 = !DILocation(line: 81, column: 8, scope: !174)
!210 = !DILocation(line: 81, column: 5, scope: !174)
!211 = !DILocation(line: 82, column: 3, scope: !174)
!212 = !DILocation(line: 83, column: 3, scope: !174)
!213 = !DILocation(line: 85, column: 15, scope: !174)
!214 = !DILocation(line: 86, column: 14, scope: !174)
!215 = !DILocation(line: 87, column: 8, scope: !174)
!216 = !DILocation(line: 87, column: 5, scope: !174)
!217 = !DILocation(line: 89, column: 8, scope: !174)
!218 = !DILocation(line: 89, column: 5, scope: !174)
!219 = !DILocation(line: 90, column: 3, scope: !174)
!220 = !DILocation(line: 91, column: 3, scope: !174)
!221 = !DILocation(line: 92, column: 3, scope: !174)
!222 = !DILocation(line: 93, column: 5, scope: !174)
!223 = !DILocation(line: 95, column: 3, scope: !174)
!224 = !DILocation(line: 96, column: 8, scope: !174)
!225 = !DILocation(line: 96, column: 5, scope: !174)
!226 = !DILocation(line: 97, column: 3, scope: !174)
!227 = !DILocation(line: 98, column: 10, scope: !174)
!228 = !DILocation(line: 98, column: 3, scope: !174)
!229 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !230, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !19}
!232 = !DILocalVariable(name: "n", arg: 1, scope: !229, file: !3, line: 55, type: !19)
!233 = !DILocation(line: 55, column: 31, scope: !229)
!234 = !DILocalVariable(name: "old", scope: !229, file: !3, line: 56, type: !19)
!235 = !DILocation(line: 56, column: 16, scope: !229)
!236 = !DILocation(line: 56, column: 22, scope: !229)
!237 = !DILocation(line: 57, column: 3, scope: !229)
!238 = !DILocation(line: 58, column: 15, scope: !239)
!239 = distinct !DILexicalBlock(scope: !229, file: !3, line: 57, column: 6)
!240 = !DILocation(line: 58, column: 5, scope: !239)
!241 = !DILocation(line: 58, column: 8, scope: !239)
!242 = !DILocation(line: 58, column: 13, scope: !239)
!243 = !DILocation(line: 59, column: 3, scope: !239)
!244 = !DILocation(line: 59, column: 54, scope: !229)
!245 = !DILocation(line: 59, column: 13, scope: !229)
!246 = !DILocation(line: 59, column: 12, scope: !229)
!247 = distinct !{!247, !237, !248, !88}
!248 = !DILocation(line: 59, column: 95, scope: !229)
!249 = !DILocation(line: 60, column: 1, scope: !229)
!250 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !251, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !253}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!254 = !DILocalVariable(name: "p", arg: 1, scope: !250, file: !3, line: 16, type: !253)
!255 = !DILocation(line: 16, column: 32, scope: !250)
!256 = !DILocation(line: 17, column: 8, scope: !257)
!257 = distinct !DILexicalBlock(scope: !250, file: !3, line: 17, column: 7)
!258 = !DILocation(line: 17, column: 7, scope: !257)
!259 = !DILocation(line: 17, column: 7, scope: !250)
!260 = !DILocation(line: 17, column: 19, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !3, line: 17, column: 11)
!262 = !DILocation(line: 17, column: 18, scope: !261)
!263 = !DILocation(line: 17, column: 13, scope: !261)
!264 = !DILocation(line: 17, column: 23, scope: !261)
!265 = !DILocation(line: 17, column: 39, scope: !261)
!266 = !DILocation(line: 18, column: 4, scope: !250)
!267 = !DILocation(line: 18, column: 6, scope: !250)
!268 = !DILocation(line: 19, column: 1, scope: !250)
!269 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !270, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !272}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!273 = !DILocalVariable(name: "p", arg: 1, scope: !269, file: !3, line: 20, type: !272)
!274 = !DILocation(line: 20, column: 30, scope: !269)
!275 = !DILocation(line: 20, column: 52, scope: !269)
!276 = !DILocation(line: 20, column: 51, scope: !269)
!277 = !DILocation(line: 20, column: 48, scope: !269)
!278 = !DILocation(line: 20, column: 55, scope: !269)
!279 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !280, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !282}
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!283 = !DILocalVariable(name: "l", arg: 1, scope: !279, file: !3, line: 43, type: !282)
!284 = !DILocation(line: 43, column: 37, scope: !279)
!285 = !DILocation(line: 44, column: 3, scope: !279)
!286 = !DILocation(line: 44, column: 30, scope: !279)
!287 = !DILocation(line: 44, column: 10, scope: !279)
!288 = !DILocation(line: 45, column: 5, scope: !279)
!289 = !DILocation(line: 45, column: 28, scope: !279)
!290 = !DILocation(line: 45, column: 12, scope: !279)
!291 = distinct !{!291, !288, !292, !88}
!292 = !DILocation(line: 45, column: 52, scope: !279)
!293 = distinct !{!293, !285, !292, !88}
!294 = !DILocation(line: 46, column: 1, scope: !279)
!295 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !280, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!296 = !DILocalVariable(name: "l", arg: 1, scope: !295, file: !3, line: 47, type: !282)
!297 = !DILocation(line: 47, column: 39, scope: !295)
!298 = !DILocation(line: 48, column: 3, scope: !295)
!299 = !{i64 1594}
!300 = !DILocation(line: 49, column: 20, scope: !295)
!301 = !DILocation(line: 49, column: 3, scope: !295)
!302 = !DILocation(line: 50, column: 1, scope: !295)
