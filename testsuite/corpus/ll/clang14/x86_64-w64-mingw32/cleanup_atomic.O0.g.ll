; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  call void @llvm.dbg.declare(metadata i32* %2, metadata !45, metadata !DIExpression()), !dbg !46
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !47
  store i32 %7, i32* %2, align 4, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %3, metadata !48, metadata !DIExpression()), !dbg !49
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !50
  store i32 %8, i32* %3, align 4, !dbg !49
  %9 = load i32, i32* %2, align 4, !dbg !51
  %10 = load i32, i32* %3, align 4, !dbg !52
  %11 = load i32, i32* @cleanups_run, align 4, !dbg !53
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !54
  %13 = call i32 @atomics_demo(), !dbg !55
  %14 = load i64, i64* @wide_counter, align 8, !dbg !56
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13, i64 noundef %14), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %4, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 0, i32* %4, align 4, !dbg !60
  br label %16, !dbg !61

16:                                               ; preds = %30, %0
  %17 = load i32, i32* %4, align 4, !dbg !62
  %18 = icmp slt i32 %17, 4, !dbg !64
  br i1 %18, label %19, label %33, !dbg !65

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !66
  %21 = load i32, i32* %4, align 4, !dbg !68
  %22 = mul nsw i32 %20, %21, !dbg !69
  %23 = load i32, i32* %4, align 4, !dbg !70
  %24 = sext i32 %23 to i64, !dbg !71
  %25 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %24, !dbg !71
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1, !dbg !72
  store i32 %22, i32* %26, align 8, !dbg !73
  %27 = load i32, i32* %4, align 4, !dbg !74
  %28 = sext i32 %27 to i64, !dbg !75
  %29 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 %28, !dbg !75
  call void @push(%struct.Node* noundef %29), !dbg !76
  br label %30, !dbg !77

30:                                               ; preds = %19
  %31 = load i32, i32* %4, align 4, !dbg !78
  %32 = add nsw i32 %31, 1, !dbg !78
  store i32 %32, i32* %4, align 4, !dbg !78
  br label %16, !dbg !79, !llvm.loop !80

33:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !83, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %5, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !85, metadata !DIExpression()), !dbg !87
  %34 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !88
  store %struct.Node* %34, %struct.Node** %6, align 8, !dbg !87
  br label %35, !dbg !89

35:                                               ; preds = %45, %33
  %36 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !90
  %37 = icmp ne %struct.Node* %36, null, !dbg !92
  br i1 %37, label %38, label %49, !dbg !92

38:                                               ; preds = %35
  %39 = load i32, i32* %5, align 4, !dbg !93
  %40 = mul nsw i32 %39, 10, !dbg !94
  %41 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !95
  %42 = getelementptr inbounds %struct.Node, %struct.Node* %41, i32 0, i32 1, !dbg !96
  %43 = load i32, i32* %42, align 8, !dbg !96
  %44 = add nsw i32 %40, %43, !dbg !97
  store i32 %44, i32* %5, align 4, !dbg !98
  br label %45, !dbg !99

45:                                               ; preds = %38
  %46 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !100
  %47 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0, !dbg !101
  %48 = load %struct.Node*, %struct.Node** %47, align 8, !dbg !101
  store %struct.Node* %48, %struct.Node** %6, align 8, !dbg !102
  br label %35, !dbg !103, !llvm.loop !104

49:                                               ; preds = %35
  %50 = load i32, i32* %5, align 4, !dbg !106
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %50), !dbg !107
  ret i32 0, !dbg !108
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gcc_personality_seh0 to i8*) !dbg !109 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.declare(metadata i8** %4, metadata !114, metadata !DIExpression()), !dbg !116
  %11 = load i32, i32* %3, align 4, !dbg !117
  %12 = sext i32 %11 to i64, !dbg !118
  %13 = add i64 %12, 1, !dbg !119
  %14 = call i8* @malloc(i64 noundef %13), !dbg !120
  store i8* %14, i8** %4, align 8, !dbg !116
  call void @llvm.dbg.declare(metadata i32* %5, metadata !121, metadata !DIExpression()), !dbg !122
  store i32 10, i32* %5, align 4, !dbg !122
  %15 = load i8*, i8** %4, align 8, !dbg !123
  %16 = icmp ne i8* %15, null, !dbg !123
  br i1 %16, label %18, label %17, !dbg !125

17:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !126
  store i32 1, i32* %6, align 4
  br label %64, !dbg !126

18:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %7, align 4, !dbg !129
  br label %19, !dbg !130

19:                                               ; preds = %32, %18
  %20 = load i32, i32* %7, align 4, !dbg !131
  %21 = load i32, i32* %3, align 4, !dbg !133
  %22 = icmp slt i32 %20, %21, !dbg !134
  br i1 %22, label %23, label %35, !dbg !135

23:                                               ; preds = %19
  %24 = load i32, i32* %7, align 4, !dbg !136
  %25 = srem i32 %24, 26, !dbg !137
  %26 = add nsw i32 97, %25, !dbg !138
  %27 = trunc i32 %26 to i8, !dbg !139
  %28 = load i8*, i8** %4, align 8, !dbg !140
  %29 = load i32, i32* %7, align 4, !dbg !141
  %30 = sext i32 %29 to i64, !dbg !140
  %31 = getelementptr inbounds i8, i8* %28, i64 %30, !dbg !140
  store i8 %27, i8* %31, align 1, !dbg !142
  br label %32, !dbg !140

32:                                               ; preds = %23
  %33 = load i32, i32* %7, align 4, !dbg !143
  %34 = add nsw i32 %33, 1, !dbg !143
  store i32 %34, i32* %7, align 4, !dbg !143
  br label %19, !dbg !144, !llvm.loop !145

35:                                               ; preds = %19
  %36 = load i8*, i8** %4, align 8, !dbg !147
  %37 = load i32, i32* %3, align 4, !dbg !148
  %38 = sext i32 %37 to i64, !dbg !147
  %39 = getelementptr inbounds i8, i8* %36, i64 %38, !dbg !147
  store i8 0, i8* %39, align 1, !dbg !149
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %47, !dbg !150

40:                                               ; preds = %35
  %41 = load i32, i32* %3, align 4, !dbg !151
  invoke void @maybe_unwind(i32 noundef %41)
          to label %42 unwind label %43, !dbg !153

42:                                               ; preds = %40
  br label %47, !dbg !153

43:                                               ; preds = %56, %40
  %44 = landingpad { i8*, i32 }
          cleanup, !dbg !154
  %45 = extractvalue { i8*, i32 } %44, 0, !dbg !154
  store i8* %45, i8** %8, align 8, !dbg !154
  %46 = extractvalue { i8*, i32 } %44, 1, !dbg !154
  store i32 %46, i32* %9, align 4, !dbg !154
  invoke void @release_int(i32* noundef %5)
          to label %71 unwind label %79, !dbg !155

47:                                               ; preds = %42, %35
  call void @llvm.dbg.declare(metadata i32* %10, metadata !156, metadata !DIExpression()), !dbg !158
  store i32 100, i32* %10, align 4, !dbg !158
  %48 = load i32, i32* %3, align 4, !dbg !159
  %49 = icmp sgt i32 %48, 3, !dbg !161
  br i1 %49, label %50, label %55, !dbg !162

50:                                               ; preds = %47
  %51 = load i8*, i8** %4, align 8, !dbg !163
  %52 = getelementptr inbounds i8, i8* %51, i64 3, !dbg !163
  %53 = load i8, i8* %52, align 1, !dbg !163
  %54 = sext i8 %53 to i32, !dbg !163
  store i32 %54, i32* %2, align 4, !dbg !164
  store i32 1, i32* %6, align 4
  br label %56, !dbg !164

55:                                               ; preds = %47
  store i32 0, i32* %6, align 4, !dbg !165
  br label %56, !dbg !165

56:                                               ; preds = %55, %50
  invoke void @release_int(i32* noundef %10)
          to label %57 unwind label %43, !dbg !165

57:                                               ; preds = %56
  %58 = load i32, i32* %6, align 4
  switch i32 %58, label %64 [
    i32 0, label %59
  ]

59:                                               ; preds = %57
  %60 = load i8*, i8** %4, align 8, !dbg !166
  %61 = getelementptr inbounds i8, i8* %60, i64 0, !dbg !166
  %62 = load i8, i8* %61, align 1, !dbg !166
  %63 = sext i8 %62 to i32, !dbg !166
  store i32 %63, i32* %2, align 4, !dbg !167
  store i32 1, i32* %6, align 4
  br label %64, !dbg !167

64:                                               ; preds = %59, %57, %17
  invoke void @release_int(i32* noundef %5)
          to label %65 unwind label %67, !dbg !155

65:                                               ; preds = %64
  call void @release_buf(i8** noundef %4), !dbg !155
  %66 = load i32, i32* %2, align 4, !dbg !155
  ret i32 %66, !dbg !155

67:                                               ; preds = %64
  %68 = landingpad { i8*, i32 }
          cleanup, !dbg !155
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !155
  store i8* %69, i8** %8, align 8, !dbg !155
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !155
  store i32 %70, i32* %9, align 4, !dbg !155
  br label %72, !dbg !155

71:                                               ; preds = %43
  br label %72, !dbg !155

72:                                               ; preds = %71, %67
  invoke void @release_buf(i8** noundef %4)
          to label %73 unwind label %79, !dbg !155

73:                                               ; preds = %72
  br label %74, !dbg !155

74:                                               ; preds = %73
  %75 = load i8*, i8** %8, align 8, !dbg !155
  %76 = load i32, i32* %9, align 4, !dbg !155
  %77 = insertvalue { i8*, i32 } undef, i8* %75, 0, !dbg !155
  %78 = insertvalue { i8*, i32 } %77, i32 %76, 1, !dbg !155
  resume { i8*, i32 } %78, !dbg !155

79:                                               ; preds = %72, %43
  %80 = landingpad { i8*, i32 }
          catch i8* null, !dbg !155
  call void @abort() #4, !dbg !155
  unreachable, !dbg !155
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 !dbg !168 {
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
  call void @llvm.dbg.declare(metadata i32* %1, metadata !169, metadata !DIExpression()), !dbg !170
  store i32 0, i32* %1, align 4, !dbg !170
  store i32 5, i32* %2, align 4, !dbg !171
  %22 = load i32, i32* %2, align 4, !dbg !171
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !171
  store i32 %23, i32* %3, align 4, !dbg !171
  %24 = load i32, i32* %3, align 4, !dbg !171
  store i32 1, i32* %4, align 4, !dbg !172
  %25 = load i32, i32* %4, align 4, !dbg !172
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !172
  store i32 %26, i32* %5, align 4, !dbg !172
  %27 = load i32, i32* %5, align 4, !dbg !172
  store i32 256, i32* %6, align 4, !dbg !173
  %28 = load i32, i32* %6, align 4, !dbg !173
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !173
  store i32 %29, i32* %7, align 4, !dbg !173
  %30 = load i32, i32* %7, align 4, !dbg !173
  store i32 511, i32* %8, align 4, !dbg !174
  %31 = load i32, i32* %8, align 4, !dbg !174
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !174
  store i32 %32, i32* %9, align 4, !dbg !174
  %33 = load i32, i32* %9, align 4, !dbg !174
  store i32 3, i32* %10, align 4, !dbg !175
  %34 = load i32, i32* %10, align 4, !dbg !175
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !175
  store i32 %35, i32* %11, align 4, !dbg !175
  %36 = load i32, i32* %11, align 4, !dbg !175
  store i32 1, i32* %12, align 4, !dbg !176
  %37 = load i32, i32* %12, align 4, !dbg !176
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !176
  %39 = add i32 %38, %37, !dbg !176
  store i32 %39, i32* %13, align 4, !dbg !176
  %40 = load i32, i32* %13, align 4, !dbg !176
  %41 = load i32, i32* %1, align 4, !dbg !177
  %42 = add nsw i32 %41, %40, !dbg !177
  store i32 %42, i32* %1, align 4, !dbg !177
  store i32 255, i32* %14, align 4, !dbg !178
  %43 = load i32, i32* %14, align 4, !dbg !178
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !178
  %45 = and i32 %44, %43, !dbg !178
  %46 = xor i32 %45, -1, !dbg !178
  store i32 %46, i32* %15, align 4, !dbg !178
  %47 = load i32, i32* %15, align 4, !dbg !178
  %48 = and i32 %47, 15, !dbg !179
  %49 = load i32, i32* %1, align 4, !dbg !180
  %50 = add nsw i32 %49, %48, !dbg !180
  store i32 %50, i32* %1, align 4, !dbg !180
  store i64 1099511627776, i64* %16, align 8, !dbg !181
  %51 = load i64, i64* %16, align 8, !dbg !181
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !181
  store i64 %52, i64* %17, align 8, !dbg !181
  %53 = load i64, i64* %17, align 8, !dbg !181
  call void @llvm.dbg.declare(metadata i32* %18, metadata !182, metadata !DIExpression()), !dbg !183
  %54 = load i32, i32* %1, align 4, !dbg !184
  store i32 %54, i32* %18, align 4, !dbg !183
  call void @llvm.dbg.declare(metadata i32* %19, metadata !185, metadata !DIExpression()), !dbg !186
  store i32 7, i32* %19, align 4, !dbg !186
  call void @llvm.dbg.declare(metadata i32* %20, metadata !187, metadata !DIExpression()), !dbg !188
  %55 = load i32, i32* %18, align 4, !dbg !189
  %56 = load i32, i32* %19, align 4, !dbg !189
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !189
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !189
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !189
  br i1 %59, label %61, label %60, !dbg !189

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !189
  br label %61, !dbg !189

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !189
  store i8 %62, i8* %21, align 1, !dbg !189
  %63 = load i8, i8* %21, align 1, !dbg !189
  %64 = trunc i8 %63 to i1, !dbg !189
  %65 = zext i1 %64 to i32, !dbg !189
  store i32 %65, i32* %20, align 4, !dbg !188
  %66 = load i32, i32* %20, align 4, !dbg !190
  %67 = mul nsw i32 %66, 1000, !dbg !191
  %68 = load i32, i32* %18, align 4, !dbg !192
  %69 = add nsw i32 %67, %68, !dbg !193
  %70 = load i32, i32* %1, align 4, !dbg !194
  %71 = add nsw i32 %70, %69, !dbg !194
  store i32 %71, i32* %1, align 4, !dbg !194
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !195
  %73 = load i32, i32* %1, align 4, !dbg !196
  %74 = add nsw i32 %73, %72, !dbg !196
  store i32 %74, i32* %1, align 4, !dbg !196
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !197
  %76 = sub i32 %75, 1, !dbg !197
  %77 = load i32, i32* %1, align 4, !dbg !198
  %78 = add nsw i32 %77, %76, !dbg !198
  store i32 %78, i32* %1, align 4, !dbg !198
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !199
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !199
  %81 = load i32, i32* %1, align 4, !dbg !200
  %82 = add nsw i32 %81, %80, !dbg !200
  store i32 %82, i32* %1, align 4, !dbg !200
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !201
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !201
  %85 = zext i1 %84 to i32, !dbg !201
  %86 = load i32, i32* %1, align 4, !dbg !202
  %87 = add nsw i32 %86, %85, !dbg !202
  store i32 %87, i32* %1, align 4, !dbg !202
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !203
  %89 = load i32, i32* %1, align 4, !dbg !204
  %90 = add nsw i32 %89, %88, !dbg !204
  store i32 %90, i32* %1, align 4, !dbg !204
  store atomic i32 0, i32* @counter release, align 4, !dbg !205
  fence seq_cst, !dbg !206
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !207
  %92 = add i32 %91, 4, !dbg !207
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !208
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !209
  %95 = load i32, i32* %1, align 4, !dbg !210
  %96 = add nsw i32 %95, %94, !dbg !210
  store i32 %96, i32* %1, align 4, !dbg !210
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !211
  %98 = icmp ne i8 %97, 0, !dbg !211
  %99 = zext i1 %98 to i32, !dbg !211
  %100 = load i32, i32* %1, align 4, !dbg !212
  %101 = add nsw i32 %100, %99, !dbg !212
  store i32 %101, i32* %1, align 4, !dbg !212
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !213
  fence seq_cst, !dbg !214
  fence syncscope("singlethread") acquire, !dbg !215
  %102 = load i32, i32* %1, align 4, !dbg !216
  %103 = add nsw i32 %102, 1, !dbg !216
  store i32 %103, i32* %1, align 4, !dbg !216
  call void @spin_lock(i32* noundef @lock_word), !dbg !217
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !218
  %105 = load i32, i32* %1, align 4, !dbg !219
  %106 = add nsw i32 %105, %104, !dbg !219
  store i32 %106, i32* %1, align 4, !dbg !219
  call void @spin_unlock(i32* noundef @lock_word), !dbg !220
  %107 = load i32, i32* %1, align 4, !dbg !221
  ret i32 %107, !dbg !222
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.Node* noundef %0) #3 !dbg !223 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !226, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !228, metadata !DIExpression()), !dbg !229
  %7 = bitcast %struct.Node** %4 to i64*, !dbg !230
  %8 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !230
  store i64 %8, i64* %7, align 8, !dbg !230
  %9 = bitcast i64* %7 to %struct.Node**, !dbg !230
  %10 = load %struct.Node*, %struct.Node** %9, align 8, !dbg !230
  store %struct.Node* %10, %struct.Node** %3, align 8, !dbg !229
  br label %11, !dbg !231

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !232
  %13 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !234
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !235
  store %struct.Node* %12, %struct.Node** %14, align 8, !dbg !236
  br label %15, !dbg !237

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !238
  store %struct.Node* %16, %struct.Node** %5, align 8, !dbg !239
  %17 = bitcast %struct.Node** %3 to i64*, !dbg !239
  %18 = bitcast %struct.Node** %5 to i64*, !dbg !239
  %19 = load i64, i64* %17, align 8, !dbg !239
  %20 = load i64, i64* %18, align 8, !dbg !239
  %21 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %19, i64 %20 release monotonic, align 8, !dbg !239
  %22 = extractvalue { i64, i1 } %21, 0, !dbg !239
  %23 = extractvalue { i64, i1 } %21, 1, !dbg !239
  br i1 %23, label %25, label %24, !dbg !239

24:                                               ; preds = %15
  store i64 %22, i64* %17, align 8, !dbg !239
  br label %25, !dbg !239

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !239
  store i8 %26, i8* %6, align 1, !dbg !239
  %27 = load i8, i8* %6, align 1, !dbg !239
  %28 = trunc i8 %27 to i1, !dbg !239
  %29 = xor i1 %28, true, !dbg !240
  br i1 %29, label %11, label %30, !dbg !237, !llvm.loop !241

30:                                               ; preds = %25
  ret void, !dbg !243
}

declare dso_local i8* @malloc(i64 noundef) #2

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(i8** noundef %0) #0 !dbg !244 {
  %2 = alloca i8**, align 8
  store i8** %0, i8*** %2, align 8
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !248, metadata !DIExpression()), !dbg !249
  %3 = load i8**, i8*** %2, align 8, !dbg !250
  %4 = load i8*, i8** %3, align 8, !dbg !252
  %5 = icmp ne i8* %4, null, !dbg !252
  br i1 %5, label %6, label %11, !dbg !253

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 8, !dbg !254
  %8 = load i8*, i8** %7, align 8, !dbg !256
  call void @free(i8* noundef %8), !dbg !257
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !258
  %10 = add nsw i32 %9, 1, !dbg !258
  store i32 %10, i32* @cleanups_run, align 4, !dbg !258
  br label %11, !dbg !259

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 8, !dbg !260
  store i8* null, i8** %12, align 8, !dbg !261
  ret void, !dbg !262
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(i32* noundef %0) #3 !dbg !263 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !267, metadata !DIExpression()), !dbg !268
  %3 = load i32*, i32** %2, align 8, !dbg !269
  %4 = load i32, i32* %3, align 4, !dbg !270
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !271
  %6 = add nsw i32 %5, %4, !dbg !271
  store i32 %6, i32* @cleanups_run, align 4, !dbg !271
  ret void, !dbg !272
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare dso_local i32 @__gcc_personality_seh0(...)

declare dso_local void @abort()

declare dso_local void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(i32* noundef %0) #3 !dbg !273 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !277, metadata !DIExpression()), !dbg !278
  br label %6, !dbg !279

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 8, !dbg !280
  store i32 1, i32* %3, align 4, !dbg !281
  %8 = load i32, i32* %3, align 4, !dbg !281
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !281
  store i32 %9, i32* %4, align 4, !dbg !281
  %10 = load i32, i32* %4, align 4, !dbg !281
  %11 = icmp ne i32 %10, 0, !dbg !279
  br i1 %11, label %12, label %20, !dbg !279

12:                                               ; preds = %6
  br label %13, !dbg !282

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 8, !dbg !283
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !284
  store i32 %15, i32* %5, align 4, !dbg !284
  %16 = load i32, i32* %5, align 4, !dbg !284
  %17 = icmp ne i32 %16, 0, !dbg !282
  br i1 %17, label %18, label %19, !dbg !282

18:                                               ; preds = %13
  br label %13, !dbg !282, !llvm.loop !285

19:                                               ; preds = %13
  br label %6, !dbg !279, !llvm.loop !287

20:                                               ; preds = %6
  ret void, !dbg !288
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !289 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !290, metadata !DIExpression()), !dbg !291
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !292, !srcloc !293
  %4 = load i32*, i32** %2, align 8, !dbg !294
  store i32 0, i32* %3, align 4, !dbg !295
  %5 = load i32, i32* %3, align 4, !dbg !295
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !295
  ret void, !dbg !296
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
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
!39 = !{i32 7, !"Dwarf Version", i32 4}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 2}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 1}
!44 = !{!"Debian clang version 14.0.6"}
!45 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!46 = !DILocation(line: 102, column: 7, scope: !10)
!47 = !DILocation(line: 102, column: 11, scope: !10)
!48 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!49 = !DILocation(line: 103, column: 7, scope: !10)
!50 = !DILocation(line: 103, column: 11, scope: !10)
!51 = !DILocation(line: 104, column: 36, scope: !10)
!52 = !DILocation(line: 104, column: 39, scope: !10)
!53 = !DILocation(line: 104, column: 42, scope: !10)
!54 = !DILocation(line: 104, column: 3, scope: !10)
!55 = !DILocation(line: 105, column: 36, scope: !10)
!56 = !DILocation(line: 105, column: 52, scope: !10)
!57 = !DILocation(line: 105, column: 3, scope: !10)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 108, type: !13)
!59 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108, column: 3)
!60 = !DILocation(line: 108, column: 12, scope: !59)
!61 = !DILocation(line: 108, column: 8, scope: !59)
!62 = !DILocation(line: 108, column: 19, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 108, column: 3)
!64 = !DILocation(line: 108, column: 21, scope: !63)
!65 = !DILocation(line: 108, column: 3, scope: !59)
!66 = !DILocation(line: 108, column: 50, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 108, column: 31)
!68 = !DILocation(line: 108, column: 54, scope: !67)
!69 = !DILocation(line: 108, column: 52, scope: !67)
!70 = !DILocation(line: 108, column: 39, scope: !67)
!71 = !DILocation(line: 108, column: 33, scope: !67)
!72 = !DILocation(line: 108, column: 42, scope: !67)
!73 = !DILocation(line: 108, column: 48, scope: !67)
!74 = !DILocation(line: 108, column: 69, scope: !67)
!75 = !DILocation(line: 108, column: 63, scope: !67)
!76 = !DILocation(line: 108, column: 57, scope: !67)
!77 = !DILocation(line: 108, column: 74, scope: !67)
!78 = !DILocation(line: 108, column: 26, scope: !63)
!79 = !DILocation(line: 108, column: 3, scope: !63)
!80 = distinct !{!80, !65, !81, !82}
!81 = !DILocation(line: 108, column: 74, scope: !59)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!84 = !DILocation(line: 109, column: 7, scope: !10)
!85 = !DILocalVariable(name: "n", scope: !86, file: !3, line: 110, type: !19)
!86 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110, column: 3)
!87 = !DILocation(line: 110, column: 21, scope: !86)
!88 = !DILocation(line: 110, column: 25, scope: !86)
!89 = !DILocation(line: 110, column: 8, scope: !86)
!90 = !DILocation(line: 110, column: 31, scope: !91)
!91 = distinct !DILexicalBlock(scope: !86, file: !3, line: 110, column: 3)
!92 = !DILocation(line: 110, column: 3, scope: !86)
!93 = !DILocation(line: 110, column: 51, scope: !91)
!94 = !DILocation(line: 110, column: 53, scope: !91)
!95 = !DILocation(line: 110, column: 60, scope: !91)
!96 = !DILocation(line: 110, column: 63, scope: !91)
!97 = !DILocation(line: 110, column: 58, scope: !91)
!98 = !DILocation(line: 110, column: 49, scope: !91)
!99 = !DILocation(line: 110, column: 47, scope: !91)
!100 = !DILocation(line: 110, column: 38, scope: !91)
!101 = !DILocation(line: 110, column: 41, scope: !91)
!102 = !DILocation(line: 110, column: 36, scope: !91)
!103 = !DILocation(line: 110, column: 3, scope: !91)
!104 = distinct !{!104, !92, !105, !82}
!105 = !DILocation(line: 110, column: 63, scope: !86)
!106 = !DILocation(line: 111, column: 24, scope: !10)
!107 = !DILocation(line: 111, column: 3, scope: !10)
!108 = !DILocation(line: 112, column: 3, scope: !10)
!109 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !110, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!110 = !DISubroutineType(types: !111)
!111 = !{!13, !13}
!112 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !3, line: 22, type: !13)
!113 = !DILocation(line: 22, column: 30, scope: !109)
!114 = !DILocalVariable(name: "buf", scope: !109, file: !3, line: 23, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!116 = !DILocation(line: 23, column: 9, scope: !109)
!117 = !DILocation(line: 23, column: 75, scope: !109)
!118 = !DILocation(line: 23, column: 60, scope: !109)
!119 = !DILocation(line: 23, column: 77, scope: !109)
!120 = !DILocation(line: 23, column: 53, scope: !109)
!121 = !DILocalVariable(name: "token", scope: !109, file: !3, line: 24, type: !13)
!122 = !DILocation(line: 24, column: 7, scope: !109)
!123 = !DILocation(line: 25, column: 8, scope: !124)
!124 = distinct !DILexicalBlock(scope: !109, file: !3, line: 25, column: 7)
!125 = !DILocation(line: 25, column: 7, scope: !109)
!126 = !DILocation(line: 25, column: 13, scope: !124)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 26, type: !13)
!128 = distinct !DILexicalBlock(scope: !109, file: !3, line: 26, column: 3)
!129 = !DILocation(line: 26, column: 12, scope: !128)
!130 = !DILocation(line: 26, column: 8, scope: !128)
!131 = !DILocation(line: 26, column: 19, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 26, column: 3)
!133 = !DILocation(line: 26, column: 23, scope: !132)
!134 = !DILocation(line: 26, column: 21, scope: !132)
!135 = !DILocation(line: 26, column: 3, scope: !128)
!136 = !DILocation(line: 26, column: 53, scope: !132)
!137 = !DILocation(line: 26, column: 55, scope: !132)
!138 = !DILocation(line: 26, column: 51, scope: !132)
!139 = !DILocation(line: 26, column: 40, scope: !132)
!140 = !DILocation(line: 26, column: 31, scope: !132)
!141 = !DILocation(line: 26, column: 35, scope: !132)
!142 = !DILocation(line: 26, column: 38, scope: !132)
!143 = !DILocation(line: 26, column: 26, scope: !132)
!144 = !DILocation(line: 26, column: 3, scope: !132)
!145 = distinct !{!145, !135, !146, !82}
!146 = !DILocation(line: 26, column: 59, scope: !128)
!147 = !DILocation(line: 27, column: 3, scope: !109)
!148 = !DILocation(line: 27, column: 7, scope: !109)
!149 = !DILocation(line: 27, column: 10, scope: !109)
!150 = !DILocation(line: 28, column: 7, scope: !109)
!151 = !DILocation(line: 28, column: 34, scope: !152)
!152 = distinct !DILexicalBlock(scope: !109, file: !3, line: 28, column: 7)
!153 = !DILocation(line: 28, column: 21, scope: !152)
!154 = !DILocation(line: 34, column: 1, scope: !152)
!155 = !DILocation(line: 34, column: 1, scope: !109)
!156 = !DILocalVariable(name: "inner", scope: !157, file: !3, line: 30, type: !13)
!157 = distinct !DILexicalBlock(scope: !109, file: !3, line: 29, column: 3)
!158 = !DILocation(line: 30, column: 9, scope: !157)
!159 = !DILocation(line: 31, column: 9, scope: !160)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 31, column: 9)
!161 = !DILocation(line: 31, column: 11, scope: !160)
!162 = !DILocation(line: 31, column: 9, scope: !157)
!163 = !DILocation(line: 31, column: 23, scope: !160)
!164 = !DILocation(line: 31, column: 16, scope: !160)
!165 = !DILocation(line: 32, column: 3, scope: !109)
!166 = !DILocation(line: 33, column: 10, scope: !109)
!167 = !DILocation(line: 33, column: 3, scope: !109)
!168 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!169 = !DILocalVariable(name: "r", scope: !168, file: !3, line: 63, type: !13)
!170 = !DILocation(line: 63, column: 7, scope: !168)
!171 = !DILocation(line: 64, column: 3, scope: !168)
!172 = !DILocation(line: 65, column: 3, scope: !168)
!173 = !DILocation(line: 66, column: 3, scope: !168)
!174 = !DILocation(line: 67, column: 3, scope: !168)
!175 = !DILocation(line: 68, column: 3, scope: !168)
!176 = !DILocation(line: 69, column: 8, scope: !168)
!177 = !DILocation(line: 69, column: 5, scope: !168)
!178 = !DILocation(line: 70, column: 8, scope: !168)
!179 = !DILocation(line: 70, column: 62, scope: !168)
!180 = !DILocation(line: 70, column: 5, scope: !168)
!181 = !DILocation(line: 71, column: 3, scope: !168)
!182 = !DILocalVariable(name: "expected", scope: !168, file: !3, line: 73, type: !13)
!183 = !DILocation(line: 73, column: 7, scope: !168)
!184 = !DILocation(line: 73, column: 18, scope: !168)
!185 = !DILocalVariable(name: "desired", scope: !168, file: !3, line: 73, type: !13)
!186 = !DILocation(line: 73, column: 21, scope: !168)
!187 = !DILocalVariable(name: "ok", scope: !168, file: !3, line: 74, type: !13)
!188 = !DILocation(line: 74, column: 7, scope: !168)
!189 = !DILocation(line: 74, column: 12, scope: !168)
!190 = !DILocation(line: 75, column: 8, scope: !168)
!191 = !DILocation(line: 75, column: 11, scope: !168)
!192 = !DILocation(line: 75, column: 20, scope: !168)
!193 = !DILocation(line: 75, column: 18, scope: !168)
!194 = !DILocation(line: 75, column: 5, scope: !168)
!195 = !DILocation(line: 77, column: 8, scope: !168)
!196 = !DILocation(line: 77, column: 5, scope: !168)
!197 = !DILocation(line: 78, column: 8, scope: !168)
!198 = !DILocation(line: 78, column: 5, scope: !168)
!199 = !DILocation(line: 79, column: 8, scope: !168)
!200 = !DILocation(line: 79, column: 5, scope: !168)
!201 = !DILocation(line: 80, column: 8, scope: !168)
!202 = !DILocation(line: 80, column: 5, scope: !168)
!203 = !DILocation(line: 81, column: 8, scope: !168)
!204 = !DILocation(line: 81, column: 5, scope: !168)
!205 = !DILocation(line: 82, column: 3, scope: !168)
!206 = !DILocation(line: 83, column: 3, scope: !168)
!207 = !DILocation(line: 85, column: 15, scope: !168)
!208 = !DILocation(line: 86, column: 14, scope: !168)
!209 = !DILocation(line: 87, column: 8, scope: !168)
!210 = !DILocation(line: 87, column: 5, scope: !168)
!211 = !DILocation(line: 89, column: 8, scope: !168)
!212 = !DILocation(line: 89, column: 5, scope: !168)
!213 = !DILocation(line: 90, column: 3, scope: !168)
!214 = !DILocation(line: 91, column: 3, scope: !168)
!215 = !DILocation(line: 92, column: 3, scope: !168)
!216 = !DILocation(line: 93, column: 5, scope: !168)
!217 = !DILocation(line: 95, column: 3, scope: !168)
!218 = !DILocation(line: 96, column: 8, scope: !168)
!219 = !DILocation(line: 96, column: 5, scope: !168)
!220 = !DILocation(line: 97, column: 3, scope: !168)
!221 = !DILocation(line: 98, column: 10, scope: !168)
!222 = !DILocation(line: 98, column: 3, scope: !168)
!223 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !224, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !19}
!226 = !DILocalVariable(name: "n", arg: 1, scope: !223, file: !3, line: 55, type: !19)
!227 = !DILocation(line: 55, column: 31, scope: !223)
!228 = !DILocalVariable(name: "old", scope: !223, file: !3, line: 56, type: !19)
!229 = !DILocation(line: 56, column: 16, scope: !223)
!230 = !DILocation(line: 56, column: 22, scope: !223)
!231 = !DILocation(line: 57, column: 3, scope: !223)
!232 = !DILocation(line: 58, column: 15, scope: !233)
!233 = distinct !DILexicalBlock(scope: !223, file: !3, line: 57, column: 6)
!234 = !DILocation(line: 58, column: 5, scope: !233)
!235 = !DILocation(line: 58, column: 8, scope: !233)
!236 = !DILocation(line: 58, column: 13, scope: !233)
!237 = !DILocation(line: 59, column: 3, scope: !233)
!238 = !DILocation(line: 59, column: 54, scope: !223)
!239 = !DILocation(line: 59, column: 13, scope: !223)
!240 = !DILocation(line: 59, column: 12, scope: !223)
!241 = distinct !{!241, !231, !242, !82}
!242 = !DILocation(line: 59, column: 95, scope: !223)
!243 = !DILocation(line: 60, column: 1, scope: !223)
!244 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !245, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!248 = !DILocalVariable(name: "p", arg: 1, scope: !244, file: !3, line: 16, type: !247)
!249 = !DILocation(line: 16, column: 32, scope: !244)
!250 = !DILocation(line: 17, column: 8, scope: !251)
!251 = distinct !DILexicalBlock(scope: !244, file: !3, line: 17, column: 7)
!252 = !DILocation(line: 17, column: 7, scope: !251)
!253 = !DILocation(line: 17, column: 7, scope: !244)
!254 = !DILocation(line: 17, column: 19, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !3, line: 17, column: 11)
!256 = !DILocation(line: 17, column: 18, scope: !255)
!257 = !DILocation(line: 17, column: 13, scope: !255)
!258 = !DILocation(line: 17, column: 23, scope: !255)
!259 = !DILocation(line: 17, column: 39, scope: !255)
!260 = !DILocation(line: 18, column: 4, scope: !244)
!261 = !DILocation(line: 18, column: 6, scope: !244)
!262 = !DILocation(line: 19, column: 1, scope: !244)
!263 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !264, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !266}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!267 = !DILocalVariable(name: "p", arg: 1, scope: !263, file: !3, line: 20, type: !266)
!268 = !DILocation(line: 20, column: 30, scope: !263)
!269 = !DILocation(line: 20, column: 52, scope: !263)
!270 = !DILocation(line: 20, column: 51, scope: !263)
!271 = !DILocation(line: 20, column: 48, scope: !263)
!272 = !DILocation(line: 20, column: 55, scope: !263)
!273 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !274, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!274 = !DISubroutineType(types: !275)
!275 = !{null, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!277 = !DILocalVariable(name: "l", arg: 1, scope: !273, file: !3, line: 43, type: !276)
!278 = !DILocation(line: 43, column: 37, scope: !273)
!279 = !DILocation(line: 44, column: 3, scope: !273)
!280 = !DILocation(line: 44, column: 30, scope: !273)
!281 = !DILocation(line: 44, column: 10, scope: !273)
!282 = !DILocation(line: 45, column: 5, scope: !273)
!283 = !DILocation(line: 45, column: 28, scope: !273)
!284 = !DILocation(line: 45, column: 12, scope: !273)
!285 = distinct !{!285, !282, !286, !82}
!286 = !DILocation(line: 45, column: 52, scope: !273)
!287 = distinct !{!287, !279, !286, !82}
!288 = !DILocation(line: 46, column: 1, scope: !273)
!289 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !274, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!290 = !DILocalVariable(name: "l", arg: 1, scope: !289, file: !3, line: 47, type: !276)
!291 = !DILocation(line: 47, column: 39, scope: !289)
!292 = !DILocation(line: 48, column: 3, scope: !289)
!293 = !{i64 1594}
!294 = !DILocation(line: 49, column: 20, scope: !289)
!295 = !DILocation(line: 49, column: 3, scope: !289)
!296 = !DILocation(line: 50, column: 1, scope: !289)
