; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !23
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !8
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
  call void @llvm.dbg.declare(metadata i32* %2, metadata !47, metadata !DIExpression()), !dbg !48
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !49
  store i32 %7, i32* %2, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %3, metadata !50, metadata !DIExpression()), !dbg !51
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !52
  store i32 %8, i32* %3, align 4, !dbg !51
  %9 = load i32, i32* %2, align 4, !dbg !53
  %10 = load i32, i32* %3, align 4, !dbg !54
  %11 = load i32, i32* @cleanups_run, align 4, !dbg !55
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !56
  %13 = call i32 @atomics_demo(), !dbg !57
  %14 = load i64, i64* @wide_counter, align 8, !dbg !58
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13, i64 noundef %14), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %4, metadata !60, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %4, align 4, !dbg !62
  br label %16, !dbg !63

16:                                               ; preds = %30, %0
  %17 = load i32, i32* %4, align 4, !dbg !64
  %18 = icmp slt i32 %17, 4, !dbg !66
  br i1 %18, label %19, label %33, !dbg !67

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !68
  %21 = load i32, i32* %4, align 4, !dbg !70
  %22 = mul nsw i32 %20, %21, !dbg !71
  %23 = load i32, i32* %4, align 4, !dbg !72
  %24 = sext i32 %23 to i64, !dbg !73
  %25 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %24, !dbg !73
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1, !dbg !74
  store i32 %22, i32* %26, align 8, !dbg !75
  %27 = load i32, i32* %4, align 4, !dbg !76
  %28 = sext i32 %27 to i64, !dbg !77
  %29 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %28, !dbg !77
  call void @push(%struct.Node* noundef %29), !dbg !78
  br label %30, !dbg !79

30:                                               ; preds = %19
  %31 = load i32, i32* %4, align 4, !dbg !80
  %32 = add nsw i32 %31, 1, !dbg !80
  store i32 %32, i32* %4, align 4, !dbg !80
  br label %16, !dbg !81, !llvm.loop !82

33:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !85, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %5, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !87, metadata !DIExpression()), !dbg !89
  %34 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !90
  store %struct.Node* %34, %struct.Node** %6, align 8, !dbg !89
  br label %35, !dbg !91

35:                                               ; preds = %45, %33
  %36 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !92
  %37 = icmp ne %struct.Node* %36, null, !dbg !94
  br i1 %37, label %38, label %49, !dbg !94

38:                                               ; preds = %35
  %39 = load i32, i32* %5, align 4, !dbg !95
  %40 = mul nsw i32 %39, 10, !dbg !96
  %41 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !97
  %42 = getelementptr inbounds %struct.Node, %struct.Node* %41, i32 0, i32 1, !dbg !98
  %43 = load i32, i32* %42, align 8, !dbg !98
  %44 = add nsw i32 %40, %43, !dbg !99
  store i32 %44, i32* %5, align 4, !dbg !100
  br label %45, !dbg !101

45:                                               ; preds = %38
  %46 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !102
  %47 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0, !dbg !103
  %48 = load %struct.Node*, %struct.Node** %47, align 8, !dbg !103
  store %struct.Node* %48, %struct.Node** %6, align 8, !dbg !104
  br label %35, !dbg !105, !llvm.loop !106

49:                                               ; preds = %35
  %50 = load i32, i32* %5, align 4, !dbg !108
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %50), !dbg !109
  ret i32 0, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !111 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.declare(metadata i8** %4, metadata !116, metadata !DIExpression()), !dbg !118
  %11 = load i32, i32* %3, align 4, !dbg !119
  %12 = sext i32 %11 to i64, !dbg !120
  %13 = add i64 %12, 1, !dbg !121
  %14 = call i8* @malloc(i64 noundef %13), !dbg !122
  store i8* %14, i8** %4, align 8, !dbg !118
  call void @llvm.dbg.declare(metadata i32* %5, metadata !123, metadata !DIExpression()), !dbg !124
  store i32 10, i32* %5, align 4, !dbg !124
  %15 = load i8*, i8** %4, align 8, !dbg !125
  %16 = icmp ne i8* %15, null, !dbg !125
  br i1 %16, label %18, label %17, !dbg !127

17:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !128
  store i32 1, i32* %6, align 4
  br label %64, !dbg !128

18:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !129, metadata !DIExpression()), !dbg !131
  store i32 0, i32* %7, align 4, !dbg !131
  br label %19, !dbg !132

19:                                               ; preds = %32, %18
  %20 = load i32, i32* %7, align 4, !dbg !133
  %21 = load i32, i32* %3, align 4, !dbg !135
  %22 = icmp slt i32 %20, %21, !dbg !136
  br i1 %22, label %23, label %35, !dbg !137

23:                                               ; preds = %19
  %24 = load i32, i32* %7, align 4, !dbg !138
  %25 = srem i32 %24, 26, !dbg !139
  %26 = add nsw i32 97, %25, !dbg !140
  %27 = trunc i32 %26 to i8, !dbg !141
  %28 = load i8*, i8** %4, align 8, !dbg !142
  %29 = load i32, i32* %7, align 4, !dbg !143
  %30 = sext i32 %29 to i64, !dbg !142
  %31 = getelementptr inbounds i8, i8* %28, i64 %30, !dbg !142
  store i8 %27, i8* %31, align 1, !dbg !144
  br label %32, !dbg !142

32:                                               ; preds = %23
  %33 = load i32, i32* %7, align 4, !dbg !145
  %34 = add nsw i32 %33, 1, !dbg !145
  store i32 %34, i32* %7, align 4, !dbg !145
  br label %19, !dbg !146, !llvm.loop !147

35:                                               ; preds = %19
  %36 = load i8*, i8** %4, align 8, !dbg !149
  %37 = load i32, i32* %3, align 4, !dbg !150
  %38 = sext i32 %37 to i64, !dbg !149
  %39 = getelementptr inbounds i8, i8* %36, i64 %38, !dbg !149
  store i8 0, i8* %39, align 1, !dbg !151
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %47, !dbg !152

40:                                               ; preds = %35
  %41 = load i32, i32* %3, align 4, !dbg !153
  invoke void @maybe_unwind(i32 noundef %41)
          to label %42 unwind label %43, !dbg !155

42:                                               ; preds = %40
  br label %47, !dbg !155

43:                                               ; preds = %56, %40
  %44 = landingpad { i8*, i32 }
          cleanup, !dbg !156
  %45 = extractvalue { i8*, i32 } %44, 0, !dbg !156
  store i8* %45, i8** %8, align 8, !dbg !156
  %46 = extractvalue { i8*, i32 } %44, 1, !dbg !156
  store i32 %46, i32* %9, align 4, !dbg !156
  invoke void @release_int(i32* noundef %5)
          to label %71 unwind label %79, !dbg !157

47:                                               ; preds = %42, %35
  call void @llvm.dbg.declare(metadata i32* %10, metadata !158, metadata !DIExpression()), !dbg !160
  store i32 100, i32* %10, align 4, !dbg !160
  %48 = load i32, i32* %3, align 4, !dbg !161
  %49 = icmp sgt i32 %48, 3, !dbg !163
  br i1 %49, label %50, label %55, !dbg !164

50:                                               ; preds = %47
  %51 = load i8*, i8** %4, align 8, !dbg !165
  %52 = getelementptr inbounds i8, i8* %51, i64 3, !dbg !165
  %53 = load i8, i8* %52, align 1, !dbg !165
  %54 = sext i8 %53 to i32, !dbg !165
  store i32 %54, i32* %2, align 4, !dbg !166
  store i32 1, i32* %6, align 4
  br label %56, !dbg !166

55:                                               ; preds = %47
  store i32 0, i32* %6, align 4, !dbg !167
  br label %56, !dbg !167

56:                                               ; preds = %55, %50
  invoke void @release_int(i32* noundef %10)
          to label %57 unwind label %43, !dbg !167

57:                                               ; preds = %56
  %58 = load i32, i32* %6, align 4
  switch i32 %58, label %64 [
    i32 0, label %59
  ]

59:                                               ; preds = %57
  %60 = load i8*, i8** %4, align 8, !dbg !168
  %61 = getelementptr inbounds i8, i8* %60, i64 0, !dbg !168
  %62 = load i8, i8* %61, align 1, !dbg !168
  %63 = sext i8 %62 to i32, !dbg !168
  store i32 %63, i32* %2, align 4, !dbg !169
  store i32 1, i32* %6, align 4
  br label %64, !dbg !169

64:                                               ; preds = %59, %57, %17
  invoke void @release_int(i32* noundef %5)
          to label %65 unwind label %67, !dbg !157

65:                                               ; preds = %64
  call void @release_buf(i8** noundef %4), !dbg !157
  %66 = load i32, i32* %2, align 4, !dbg !157
  ret i32 %66, !dbg !157

67:                                               ; preds = %64
  %68 = landingpad { i8*, i32 }
          cleanup, !dbg !157
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !157
  store i8* %69, i8** %8, align 8, !dbg !157
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !157
  store i32 %70, i32* %9, align 4, !dbg !157
  br label %72, !dbg !157

71:                                               ; preds = %43
  br label %72, !dbg !157

72:                                               ; preds = %71, %67
  invoke void @release_buf(i8** noundef %4)
          to label %73 unwind label %79, !dbg !157

73:                                               ; preds = %72
  br label %74, !dbg !157

74:                                               ; preds = %73
  %75 = load i8*, i8** %8, align 8, !dbg !157
  %76 = load i32, i32* %9, align 4, !dbg !157
  %77 = insertvalue { i8*, i32 } undef, i8* %75, 0, !dbg !157
  %78 = insertvalue { i8*, i32 } %77, i32 %76, 1, !dbg !157
  resume { i8*, i32 } %78, !dbg !157

79:                                               ; preds = %72, %43
  %80 = landingpad { i8*, i32 }
          catch i8* null, !dbg !157
  call void @abort() #4, !dbg !157
  unreachable, !dbg !157
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 !dbg !170 {
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
  call void @llvm.dbg.declare(metadata i32* %1, metadata !171, metadata !DIExpression()), !dbg !172
  store i32 0, i32* %1, align 4, !dbg !172
  store i32 5, i32* %2, align 4, !dbg !173
  %22 = load i32, i32* %2, align 4, !dbg !173
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !173
  store i32 %23, i32* %3, align 4, !dbg !173
  %24 = load i32, i32* %3, align 4, !dbg !173
  store i32 1, i32* %4, align 4, !dbg !174
  %25 = load i32, i32* %4, align 4, !dbg !174
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !174
  store i32 %26, i32* %5, align 4, !dbg !174
  %27 = load i32, i32* %5, align 4, !dbg !174
  store i32 256, i32* %6, align 4, !dbg !175
  %28 = load i32, i32* %6, align 4, !dbg !175
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !175
  store i32 %29, i32* %7, align 4, !dbg !175
  %30 = load i32, i32* %7, align 4, !dbg !175
  store i32 511, i32* %8, align 4, !dbg !176
  %31 = load i32, i32* %8, align 4, !dbg !176
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !176
  store i32 %32, i32* %9, align 4, !dbg !176
  %33 = load i32, i32* %9, align 4, !dbg !176
  store i32 3, i32* %10, align 4, !dbg !177
  %34 = load i32, i32* %10, align 4, !dbg !177
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !177
  store i32 %35, i32* %11, align 4, !dbg !177
  %36 = load i32, i32* %11, align 4, !dbg !177
  store i32 1, i32* %12, align 4, !dbg !178
  %37 = load i32, i32* %12, align 4, !dbg !178
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !178
  %39 = add i32 %38, %37, !dbg !178
  store i32 %39, i32* %13, align 4, !dbg !178
  %40 = load i32, i32* %13, align 4, !dbg !178
  %41 = load i32, i32* %1, align 4, !dbg !179
  %42 = add nsw i32 %41, %40, !dbg !179
  store i32 %42, i32* %1, align 4, !dbg !179
  store i32 255, i32* %14, align 4, !dbg !180
  %43 = load i32, i32* %14, align 4, !dbg !180
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !180
  %45 = and i32 %44, %43, !dbg !180
  %46 = xor i32 %45, -1, !dbg !180
  store i32 %46, i32* %15, align 4, !dbg !180
  %47 = load i32, i32* %15, align 4, !dbg !180
  %48 = and i32 %47, 15, !dbg !181
  %49 = load i32, i32* %1, align 4, !dbg !182
  %50 = add nsw i32 %49, %48, !dbg !182
  store i32 %50, i32* %1, align 4, !dbg !182
  store i64 1099511627776, i64* %16, align 8, !dbg !183
  %51 = load i64, i64* %16, align 8, !dbg !183
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !183
  store i64 %52, i64* %17, align 8, !dbg !183
  %53 = load i64, i64* %17, align 8, !dbg !183
  call void @llvm.dbg.declare(metadata i32* %18, metadata !184, metadata !DIExpression()), !dbg !185
  %54 = load i32, i32* %1, align 4, !dbg !186
  store i32 %54, i32* %18, align 4, !dbg !185
  call void @llvm.dbg.declare(metadata i32* %19, metadata !187, metadata !DIExpression()), !dbg !188
  store i32 7, i32* %19, align 4, !dbg !188
  call void @llvm.dbg.declare(metadata i32* %20, metadata !189, metadata !DIExpression()), !dbg !190
  %55 = load i32, i32* %18, align 4, !dbg !191
  %56 = load i32, i32* %19, align 4, !dbg !191
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !191
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !191
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !191
  br i1 %59, label %61, label %60, !dbg !191

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !191
  br label %61, !dbg !191

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !191
  store i8 %62, i8* %21, align 1, !dbg !191
  %63 = load i8, i8* %21, align 1, !dbg !191
  %64 = trunc i8 %63 to i1, !dbg !191
  %65 = zext i1 %64 to i32, !dbg !191
  store i32 %65, i32* %20, align 4, !dbg !190
  %66 = load i32, i32* %20, align 4, !dbg !192
  %67 = mul nsw i32 %66, 1000, !dbg !193
  %68 = load i32, i32* %18, align 4, !dbg !194
  %69 = add nsw i32 %67, %68, !dbg !195
  %70 = load i32, i32* %1, align 4, !dbg !196
  %71 = add nsw i32 %70, %69, !dbg !196
  store i32 %71, i32* %1, align 4, !dbg !196
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !197
  %73 = load i32, i32* %1, align 4, !dbg !198
  %74 = add nsw i32 %73, %72, !dbg !198
  store i32 %74, i32* %1, align 4, !dbg !198
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !199
  %76 = sub i32 %75, 1, !dbg !199
  %77 = load i32, i32* %1, align 4, !dbg !200
  %78 = add nsw i32 %77, %76, !dbg !200
  store i32 %78, i32* %1, align 4, !dbg !200
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !201
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !201
  %81 = load i32, i32* %1, align 4, !dbg !202
  %82 = add nsw i32 %81, %80, !dbg !202
  store i32 %82, i32* %1, align 4, !dbg !202
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !203
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !203
  %85 = zext i1 %84 to i32, !dbg !203
  %86 = load i32, i32* %1, align 4, !dbg !204
  %87 = add nsw i32 %86, %85, !dbg !204
  store i32 %87, i32* %1, align 4, !dbg !204
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !205
  %89 = load i32, i32* %1, align 4, !dbg !206
  %90 = add nsw i32 %89, %88, !dbg !206
  store i32 %90, i32* %1, align 4, !dbg !206
  store atomic i32 0, i32* @counter release, align 4, !dbg !207
  fence seq_cst, !dbg !208
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !209
  %92 = add i32 %91, 4, !dbg !209
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !210
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !211
  %95 = load i32, i32* %1, align 4, !dbg !212
  %96 = add nsw i32 %95, %94, !dbg !212
  store i32 %96, i32* %1, align 4, !dbg !212
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !213
  %98 = icmp ne i8 %97, 0, !dbg !213
  %99 = zext i1 %98 to i32, !dbg !213
  %100 = load i32, i32* %1, align 4, !dbg !214
  %101 = add nsw i32 %100, %99, !dbg !214
  store i32 %101, i32* %1, align 4, !dbg !214
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !215
  fence seq_cst, !dbg !216
  fence syncscope("singlethread") acquire, !dbg !217
  %102 = load i32, i32* %1, align 4, !dbg !218
  %103 = add nsw i32 %102, 1, !dbg !218
  store i32 %103, i32* %1, align 4, !dbg !218
  call void @spin_lock(i32* noundef @lock_word), !dbg !219
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !220
  %105 = load i32, i32* %1, align 4, !dbg !221
  %106 = add nsw i32 %105, %104, !dbg !221
  store i32 %106, i32* %1, align 4, !dbg !221
  call void @spin_unlock(i32* noundef @lock_word), !dbg !222
  %107 = load i32, i32* %1, align 4, !dbg !223
  ret i32 %107, !dbg !224
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.Node* noundef %0) #3 !dbg !225 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !228, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !230, metadata !DIExpression()), !dbg !231
  %7 = bitcast %struct.Node** %4 to i64*, !dbg !232
  %8 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !232
  store i64 %8, i64* %7, align 8, !dbg !232
  %9 = bitcast i64* %7 to %struct.Node**, !dbg !232
  %10 = load %struct.Node*, %struct.Node** %9, align 8, !dbg !232
  store %struct.Node* %10, %struct.Node** %3, align 8, !dbg !231
  br label %11, !dbg !233

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !234
  %13 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !236
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !237
  store %struct.Node* %12, %struct.Node** %14, align 8, !dbg !238
  br label %15, !dbg !239

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !240
  store %struct.Node* %16, %struct.Node** %5, align 8, !dbg !241
  %17 = bitcast %struct.Node** %3 to i64*, !dbg !241
  %18 = bitcast %struct.Node** %5 to i64*, !dbg !241
  %19 = load i64, i64* %17, align 8, !dbg !241
  %20 = load i64, i64* %18, align 8, !dbg !241
  %21 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %19, i64 %20 release monotonic, align 8, !dbg !241
  %22 = extractvalue { i64, i1 } %21, 0, !dbg !241
  %23 = extractvalue { i64, i1 } %21, 1, !dbg !241
  br i1 %23, label %25, label %24, !dbg !241

24:                                               ; preds = %15
  store i64 %22, i64* %17, align 8, !dbg !241
  br label %25, !dbg !241

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !241
  store i8 %26, i8* %6, align 1, !dbg !241
  %27 = load i8, i8* %6, align 1, !dbg !241
  %28 = trunc i8 %27 to i1, !dbg !241
  %29 = xor i1 %28, true, !dbg !242
  br i1 %29, label %11, label %30, !dbg !239, !llvm.loop !243

30:                                               ; preds = %25
  ret void, !dbg !245
}

declare i8* @malloc(i64 noundef) #2

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(i8** noundef %0) #0 !dbg !246 {
  %2 = alloca i8**, align 8
  store i8** %0, i8*** %2, align 8
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !250, metadata !DIExpression()), !dbg !251
  %3 = load i8**, i8*** %2, align 8, !dbg !252
  %4 = load i8*, i8** %3, align 8, !dbg !254
  %5 = icmp ne i8* %4, null, !dbg !254
  br i1 %5, label %6, label %11, !dbg !255

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 8, !dbg !256
  %8 = load i8*, i8** %7, align 8, !dbg !258
  call void @free(i8* noundef %8), !dbg !259
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !260
  %10 = add nsw i32 %9, 1, !dbg !260
  store i32 %10, i32* @cleanups_run, align 4, !dbg !260
  br label %11, !dbg !261

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 8, !dbg !262
  store i8* null, i8** %12, align 8, !dbg !263
  ret void, !dbg !264
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(i32* noundef %0) #3 !dbg !265 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !269, metadata !DIExpression()), !dbg !270
  %3 = load i32*, i32** %2, align 8, !dbg !271
  %4 = load i32, i32* %3, align 4, !dbg !272
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !273
  %6 = add nsw i32 %5, %4, !dbg !273
  store i32 %6, i32* @cleanups_run, align 4, !dbg !273
  ret void, !dbg !274
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(i32* noundef %0) #3 !dbg !275 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !279, metadata !DIExpression()), !dbg !280
  br label %6, !dbg !281

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 8, !dbg !282
  store i32 1, i32* %3, align 4, !dbg !283
  %8 = load i32, i32* %3, align 4, !dbg !283
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !283
  store i32 %9, i32* %4, align 4, !dbg !283
  %10 = load i32, i32* %4, align 4, !dbg !283
  %11 = icmp ne i32 %10, 0, !dbg !281
  br i1 %11, label %12, label %20, !dbg !281

12:                                               ; preds = %6
  br label %13, !dbg !284

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 8, !dbg !285
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !286
  store i32 %15, i32* %5, align 4, !dbg !286
  %16 = load i32, i32* %5, align 4, !dbg !286
  %17 = icmp ne i32 %16, 0, !dbg !284
  br i1 %17, label %18, label %19, !dbg !284

18:                                               ; preds = %13
  br label %13, !dbg !284, !llvm.loop !287

19:                                               ; preds = %13
  br label %6, !dbg !281, !llvm.loop !289

20:                                               ; preds = %6
  ret void, !dbg !290
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !291 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !292, metadata !DIExpression()), !dbg !293
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !294, !srcloc !295
  %4 = load i32*, i32** %2, align 8, !dbg !296
  store i32 0, i32* %3, align 4, !dbg !297
  %5 = load i32, i32* %3, align 4, !dbg !297
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !297
  ret void, !dbg !298
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
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
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 1}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 14.0.6"}
!47 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!48 = !DILocation(line: 102, column: 7, scope: !10)
!49 = !DILocation(line: 102, column: 11, scope: !10)
!50 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!51 = !DILocation(line: 103, column: 7, scope: !10)
!52 = !DILocation(line: 103, column: 11, scope: !10)
!53 = !DILocation(line: 104, column: 36, scope: !10)
!54 = !DILocation(line: 104, column: 39, scope: !10)
!55 = !DILocation(line: 104, column: 42, scope: !10)
!56 = !DILocation(line: 104, column: 3, scope: !10)
!57 = !DILocation(line: 105, column: 36, scope: !10)
!58 = !DILocation(line: 105, column: 52, scope: !10)
!59 = !DILocation(line: 105, column: 3, scope: !10)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 108, type: !13)
!61 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108, column: 3)
!62 = !DILocation(line: 108, column: 12, scope: !61)
!63 = !DILocation(line: 108, column: 8, scope: !61)
!64 = !DILocation(line: 108, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 108, column: 3)
!66 = !DILocation(line: 108, column: 21, scope: !65)
!67 = !DILocation(line: 108, column: 3, scope: !61)
!68 = !DILocation(line: 108, column: 50, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 108, column: 31)
!70 = !DILocation(line: 108, column: 54, scope: !69)
!71 = !DILocation(line: 108, column: 52, scope: !69)
!72 = !DILocation(line: 108, column: 39, scope: !69)
!73 = !DILocation(line: 108, column: 33, scope: !69)
!74 = !DILocation(line: 108, column: 42, scope: !69)
!75 = !DILocation(line: 108, column: 48, scope: !69)
!76 = !DILocation(line: 108, column: 69, scope: !69)
!77 = !DILocation(line: 108, column: 63, scope: !69)
!78 = !DILocation(line: 108, column: 57, scope: !69)
!79 = !DILocation(line: 108, column: 74, scope: !69)
!80 = !DILocation(line: 108, column: 26, scope: !65)
!81 = !DILocation(line: 108, column: 3, scope: !65)
!82 = distinct !{!82, !67, !83, !84}
!83 = !DILocation(line: 108, column: 74, scope: !61)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!86 = !DILocation(line: 109, column: 7, scope: !10)
!87 = !DILocalVariable(name: "n", scope: !88, file: !3, line: 110, type: !19)
!88 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110, column: 3)
!89 = !DILocation(line: 110, column: 21, scope: !88)
!90 = !DILocation(line: 110, column: 25, scope: !88)
!91 = !DILocation(line: 110, column: 8, scope: !88)
!92 = !DILocation(line: 110, column: 31, scope: !93)
!93 = distinct !DILexicalBlock(scope: !88, file: !3, line: 110, column: 3)
!94 = !DILocation(line: 110, column: 3, scope: !88)
!95 = !DILocation(line: 110, column: 51, scope: !93)
!96 = !DILocation(line: 110, column: 53, scope: !93)
!97 = !DILocation(line: 110, column: 60, scope: !93)
!98 = !DILocation(line: 110, column: 63, scope: !93)
!99 = !DILocation(line: 110, column: 58, scope: !93)
!100 = !DILocation(line: 110, column: 49, scope: !93)
!101 = !DILocation(line: 110, column: 47, scope: !93)
!102 = !DILocation(line: 110, column: 38, scope: !93)
!103 = !DILocation(line: 110, column: 41, scope: !93)
!104 = !DILocation(line: 110, column: 36, scope: !93)
!105 = !DILocation(line: 110, column: 3, scope: !93)
!106 = distinct !{!106, !94, !107, !84}
!107 = !DILocation(line: 110, column: 63, scope: !88)
!108 = !DILocation(line: 111, column: 24, scope: !10)
!109 = !DILocation(line: 111, column: 3, scope: !10)
!110 = !DILocation(line: 112, column: 3, scope: !10)
!111 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !112, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!112 = !DISubroutineType(types: !113)
!113 = !{!13, !13}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !111, file: !3, line: 22, type: !13)
!115 = !DILocation(line: 22, column: 30, scope: !111)
!116 = !DILocalVariable(name: "buf", scope: !111, file: !3, line: 23, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!118 = !DILocation(line: 23, column: 9, scope: !111)
!119 = !DILocation(line: 23, column: 75, scope: !111)
!120 = !DILocation(line: 23, column: 60, scope: !111)
!121 = !DILocation(line: 23, column: 77, scope: !111)
!122 = !DILocation(line: 23, column: 53, scope: !111)
!123 = !DILocalVariable(name: "token", scope: !111, file: !3, line: 24, type: !13)
!124 = !DILocation(line: 24, column: 7, scope: !111)
!125 = !DILocation(line: 25, column: 8, scope: !126)
!126 = distinct !DILexicalBlock(scope: !111, file: !3, line: 25, column: 7)
!127 = !DILocation(line: 25, column: 7, scope: !111)
!128 = !DILocation(line: 25, column: 13, scope: !126)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 26, type: !13)
!130 = distinct !DILexicalBlock(scope: !111, file: !3, line: 26, column: 3)
!131 = !DILocation(line: 26, column: 12, scope: !130)
!132 = !DILocation(line: 26, column: 8, scope: !130)
!133 = !DILocation(line: 26, column: 19, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 26, column: 3)
!135 = !DILocation(line: 26, column: 23, scope: !134)
!136 = !DILocation(line: 26, column: 21, scope: !134)
!137 = !DILocation(line: 26, column: 3, scope: !130)
!138 = !DILocation(line: 26, column: 53, scope: !134)
!139 = !DILocation(line: 26, column: 55, scope: !134)
!140 = !DILocation(line: 26, column: 51, scope: !134)
!141 = !DILocation(line: 26, column: 40, scope: !134)
!142 = !DILocation(line: 26, column: 31, scope: !134)
!143 = !DILocation(line: 26, column: 35, scope: !134)
!144 = !DILocation(line: 26, column: 38, scope: !134)
!145 = !DILocation(line: 26, column: 26, scope: !134)
!146 = !DILocation(line: 26, column: 3, scope: !134)
!147 = distinct !{!147, !137, !148, !84}
!148 = !DILocation(line: 26, column: 59, scope: !130)
!149 = !DILocation(line: 27, column: 3, scope: !111)
!150 = !DILocation(line: 27, column: 7, scope: !111)
!151 = !DILocation(line: 27, column: 10, scope: !111)
!152 = !DILocation(line: 28, column: 7, scope: !111)
!153 = !DILocation(line: 28, column: 34, scope: !154)
!154 = distinct !DILexicalBlock(scope: !111, file: !3, line: 28, column: 7)
!155 = !DILocation(line: 28, column: 21, scope: !154)
!156 = !DILocation(line: 34, column: 1, scope: !154)
!157 = !DILocation(line: 34, column: 1, scope: !111)
!158 = !DILocalVariable(name: "inner", scope: !159, file: !3, line: 30, type: !13)
!159 = distinct !DILexicalBlock(scope: !111, file: !3, line: 29, column: 3)
!160 = !DILocation(line: 30, column: 9, scope: !159)
!161 = !DILocation(line: 31, column: 9, scope: !162)
!162 = distinct !DILexicalBlock(scope: !159, file: !3, line: 31, column: 9)
!163 = !DILocation(line: 31, column: 11, scope: !162)
!164 = !DILocation(line: 31, column: 9, scope: !159)
!165 = !DILocation(line: 31, column: 23, scope: !162)
!166 = !DILocation(line: 31, column: 16, scope: !162)
!167 = !DILocation(line: 32, column: 3, scope: !111)
!168 = !DILocation(line: 33, column: 10, scope: !111)
!169 = !DILocation(line: 33, column: 3, scope: !111)
!170 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!171 = !DILocalVariable(name: "r", scope: !170, file: !3, line: 63, type: !13)
!172 = !DILocation(line: 63, column: 7, scope: !170)
!173 = !DILocation(line: 64, column: 3, scope: !170)
!174 = !DILocation(line: 65, column: 3, scope: !170)
!175 = !DILocation(line: 66, column: 3, scope: !170)
!176 = !DILocation(line: 67, column: 3, scope: !170)
!177 = !DILocation(line: 68, column: 3, scope: !170)
!178 = !DILocation(line: 69, column: 8, scope: !170)
!179 = !DILocation(line: 69, column: 5, scope: !170)
!180 = !DILocation(line: 70, column: 8, scope: !170)
!181 = !DILocation(line: 70, column: 62, scope: !170)
!182 = !DILocation(line: 70, column: 5, scope: !170)
!183 = !DILocation(line: 71, column: 3, scope: !170)
!184 = !DILocalVariable(name: "expected", scope: !170, file: !3, line: 73, type: !13)
!185 = !DILocation(line: 73, column: 7, scope: !170)
!186 = !DILocation(line: 73, column: 18, scope: !170)
!187 = !DILocalVariable(name: "desired", scope: !170, file: !3, line: 73, type: !13)
!188 = !DILocation(line: 73, column: 21, scope: !170)
!189 = !DILocalVariable(name: "ok", scope: !170, file: !3, line: 74, type: !13)
!190 = !DILocation(line: 74, column: 7, scope: !170)
!191 = !DILocation(line: 74, column: 12, scope: !170)
!192 = !DILocation(line: 75, column: 8, scope: !170)
!193 = !DILocation(line: 75, column: 11, scope: !170)
!194 = !DILocation(line: 75, column: 20, scope: !170)
!195 = !DILocation(line: 75, column: 18, scope: !170)
!196 = !DILocation(line: 75, column: 5, scope: !170)
!197 = !DILocation(line: 77, column: 8, scope: !170)
!198 = !DILocation(line: 77, column: 5, scope: !170)
!199 = !DILocation(line: 78, column: 8, scope: !170)
!200 = !DILocation(line: 78, column: 5, scope: !170)
!201 = !DILocation(line: 79, column: 8, scope: !170)
!202 = !DILocation(line: 79, column: 5, scope: !170)
!203 = !DILocation(line: 80, column: 8, scope: !170)
!204 = !DILocation(line: 80, column: 5, scope: !170)
!205 = !DILocation(line: 81, column: 8, scope: !170)
!206 = !DILocation(line: 81, column: 5, scope: !170)
!207 = !DILocation(line: 82, column: 3, scope: !170)
!208 = !DILocation(line: 83, column: 3, scope: !170)
!209 = !DILocation(line: 85, column: 15, scope: !170)
!210 = !DILocation(line: 86, column: 14, scope: !170)
!211 = !DILocation(line: 87, column: 8, scope: !170)
!212 = !DILocation(line: 87, column: 5, scope: !170)
!213 = !DILocation(line: 89, column: 8, scope: !170)
!214 = !DILocation(line: 89, column: 5, scope: !170)
!215 = !DILocation(line: 90, column: 3, scope: !170)
!216 = !DILocation(line: 91, column: 3, scope: !170)
!217 = !DILocation(line: 92, column: 3, scope: !170)
!218 = !DILocation(line: 93, column: 5, scope: !170)
!219 = !DILocation(line: 95, column: 3, scope: !170)
!220 = !DILocation(line: 96, column: 8, scope: !170)
!221 = !DILocation(line: 96, column: 5, scope: !170)
!222 = !DILocation(line: 97, column: 3, scope: !170)
!223 = !DILocation(line: 98, column: 10, scope: !170)
!224 = !DILocation(line: 98, column: 3, scope: !170)
!225 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !226, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !19}
!228 = !DILocalVariable(name: "n", arg: 1, scope: !225, file: !3, line: 55, type: !19)
!229 = !DILocation(line: 55, column: 31, scope: !225)
!230 = !DILocalVariable(name: "old", scope: !225, file: !3, line: 56, type: !19)
!231 = !DILocation(line: 56, column: 16, scope: !225)
!232 = !DILocation(line: 56, column: 22, scope: !225)
!233 = !DILocation(line: 57, column: 3, scope: !225)
!234 = !DILocation(line: 58, column: 15, scope: !235)
!235 = distinct !DILexicalBlock(scope: !225, file: !3, line: 57, column: 6)
!236 = !DILocation(line: 58, column: 5, scope: !235)
!237 = !DILocation(line: 58, column: 8, scope: !235)
!238 = !DILocation(line: 58, column: 13, scope: !235)
!239 = !DILocation(line: 59, column: 3, scope: !235)
!240 = !DILocation(line: 59, column: 54, scope: !225)
!241 = !DILocation(line: 59, column: 13, scope: !225)
!242 = !DILocation(line: 59, column: 12, scope: !225)
!243 = distinct !{!243, !233, !244, !84}
!244 = !DILocation(line: 59, column: 95, scope: !225)
!245 = !DILocation(line: 60, column: 1, scope: !225)
!246 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !247, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!247 = !DISubroutineType(types: !248)
!248 = !{null, !249}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!250 = !DILocalVariable(name: "p", arg: 1, scope: !246, file: !3, line: 16, type: !249)
!251 = !DILocation(line: 16, column: 32, scope: !246)
!252 = !DILocation(line: 17, column: 8, scope: !253)
!253 = distinct !DILexicalBlock(scope: !246, file: !3, line: 17, column: 7)
!254 = !DILocation(line: 17, column: 7, scope: !253)
!255 = !DILocation(line: 17, column: 7, scope: !246)
!256 = !DILocation(line: 17, column: 19, scope: !257)
!257 = distinct !DILexicalBlock(scope: !253, file: !3, line: 17, column: 11)
!258 = !DILocation(line: 17, column: 18, scope: !257)
!259 = !DILocation(line: 17, column: 13, scope: !257)
!260 = !DILocation(line: 17, column: 23, scope: !257)
!261 = !DILocation(line: 17, column: 39, scope: !257)
!262 = !DILocation(line: 18, column: 4, scope: !246)
!263 = !DILocation(line: 18, column: 6, scope: !246)
!264 = !DILocation(line: 19, column: 1, scope: !246)
!265 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !266, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !268}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!269 = !DILocalVariable(name: "p", arg: 1, scope: !265, file: !3, line: 20, type: !268)
!270 = !DILocation(line: 20, column: 30, scope: !265)
!271 = !DILocation(line: 20, column: 52, scope: !265)
!272 = !DILocation(line: 20, column: 51, scope: !265)
!273 = !DILocation(line: 20, column: 48, scope: !265)
!274 = !DILocation(line: 20, column: 55, scope: !265)
!275 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !276, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!276 = !DISubroutineType(types: !277)
!277 = !{null, !278}
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!279 = !DILocalVariable(name: "l", arg: 1, scope: !275, file: !3, line: 43, type: !278)
!280 = !DILocation(line: 43, column: 37, scope: !275)
!281 = !DILocation(line: 44, column: 3, scope: !275)
!282 = !DILocation(line: 44, column: 30, scope: !275)
!283 = !DILocation(line: 44, column: 10, scope: !275)
!284 = !DILocation(line: 45, column: 5, scope: !275)
!285 = !DILocation(line: 45, column: 28, scope: !275)
!286 = !DILocation(line: 45, column: 12, scope: !275)
!287 = distinct !{!287, !284, !288, !84}
!288 = !DILocation(line: 45, column: 52, scope: !275)
!289 = distinct !{!289, !281, !288, !84}
!290 = !DILocation(line: 46, column: 1, scope: !275)
!291 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !276, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!292 = !DILocalVariable(name: "l", arg: 1, scope: !291, file: !3, line: 47, type: !278)
!293 = !DILocation(line: 47, column: 39, scope: !291)
!294 = !DILocation(line: 48, column: 3, scope: !291)
!295 = !{i64 1594}
!296 = !DILocation(line: 49, column: 20, scope: !291)
!297 = !DILocation(line: 49, column: 3, scope: !291)
!298 = !DILocation(line: 50, column: 1, scope: !291)
