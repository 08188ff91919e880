; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: noinline optnone ssp
define i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Node*, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !50, metadata !DIExpression()), !dbg !51
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !52
  store i32 %7, i32* %2, align 4, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %3, metadata !53, metadata !DIExpression()), !dbg !54
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !55
  store i32 %8, i32* %3, align 4, !dbg !54
  %9 = load i32, i32* %2, align 4, !dbg !56
  %10 = load i32, i32* %3, align 4, !dbg !57
  %11 = load i32, i32* @cleanups_run, align 4, !dbg !58
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !59
  %13 = call i32 @atomics_demo(), !dbg !60
  %14 = load i64, i64* @wide_counter, align 8, !dbg !61
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %13, i64 noundef %14), !dbg !62
  call void @llvm.dbg.declare(metadata i32* %4, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %4, align 4, !dbg !65
  br label %16, !dbg !66

16:                                               ; preds = %28, %0
  %17 = load i32, i32* %4, align 4, !dbg !67
  %18 = icmp slt i32 %17, 4, !dbg !69
  br i1 %18, label %19, label %31, !dbg !70

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4, !dbg !71
  %21 = load i32, i32* %4, align 4, !dbg !73
  %22 = mul nsw i32 %20, %21, !dbg !74
  %23 = load i32, i32* %4, align 4, !dbg !75
  %24 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %23, !dbg !76
  %25 = getelementptr inbounds %struct.Node, %struct.Node* %24, i32 0, i32 1, !dbg !77
  store i32 %22, i32* %25, align 4, !dbg !78
  %26 = load i32, i32* %4, align 4, !dbg !79
  %27 = getelementptr inbounds [4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 %26, !dbg !80
  call void @push(%struct.Node* noundef %27), !dbg !81
  br label %28, !dbg !82

28:                                               ; preds = %19
  %29 = load i32, i32* %4, align 4, !dbg !83
  %30 = add nsw i32 %29, 1, !dbg !83
  store i32 %30, i32* %4, align 4, !dbg !83
  br label %16, !dbg !84, !llvm.loop !85

31:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %5, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %5, align 4, !dbg !89
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !90, metadata !DIExpression()), !dbg !92
  %32 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !93
  store %struct.Node* %32, %struct.Node** %6, align 4, !dbg !92
  br label %33, !dbg !94

33:                                               ; preds = %43, %31
  %34 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !95
  %35 = icmp ne %struct.Node* %34, null, !dbg !97
  br i1 %35, label %36, label %47, !dbg !97

36:                                               ; preds = %33
  %37 = load i32, i32* %5, align 4, !dbg !98
  %38 = mul nsw i32 %37, 10, !dbg !99
  %39 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !100
  %40 = getelementptr inbounds %struct.Node, %struct.Node* %39, i32 0, i32 1, !dbg !101
  %41 = load i32, i32* %40, align 4, !dbg !101
  %42 = add nsw i32 %38, %41, !dbg !102
  store i32 %42, i32* %5, align 4, !dbg !103
  br label %43, !dbg !104

43:                                               ; preds = %36
  %44 = load %struct.Node*, %struct.Node** %6, align 4, !dbg !105
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 0, !dbg !106
  %46 = load %struct.Node*, %struct.Node** %45, align 4, !dbg !106
  store %struct.Node* %46, %struct.Node** %6, align 4, !dbg !107
  br label %33, !dbg !108, !llvm.loop !109

47:                                               ; preds = %33
  %48 = load i32, i32* %5, align 4, !dbg !111
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %48), !dbg !112
  ret i32 0, !dbg !113
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline optnone ssp
define internal i32 @with_cleanups(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gcc_personality_sj0 to i8*) !dbg !114 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.declare(metadata i8** %4, metadata !119, metadata !DIExpression()), !dbg !121
  %11 = load i32, i32* %3, align 4, !dbg !122
  %12 = add i32 %11, 1, !dbg !123
  %13 = call i8* @malloc(i32 noundef %12), !dbg !124
  store i8* %13, i8** %4, align 4, !dbg !121
  call void @llvm.dbg.declare(metadata i32* %5, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 10, i32* %5, align 4, !dbg !126
  %14 = load i8*, i8** %4, align 4, !dbg !127
  %15 = icmp ne i8* %14, null, !dbg !127
  br i1 %15, label %17, label %16, !dbg !129

16:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !130
  store i32 1, i32* %6, align 4
  br label %61, !dbg !130

17:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %7, metadata !131, metadata !DIExpression()), !dbg !133
  store i32 0, i32* %7, align 4, !dbg !133
  br label %18, !dbg !134

18:                                               ; preds = %30, %17
  %19 = load i32, i32* %7, align 4, !dbg !135
  %20 = load i32, i32* %3, align 4, !dbg !137
  %21 = icmp slt i32 %19, %20, !dbg !138
  br i1 %21, label %22, label %33, !dbg !139

22:                                               ; preds = %18
  %23 = load i32, i32* %7, align 4, !dbg !140
  %24 = srem i32 %23, 26, !dbg !141
  %25 = add nsw i32 97, %24, !dbg !142
  %26 = trunc i32 %25 to i8, !dbg !143
  %27 = load i8*, i8** %4, align 4, !dbg !144
  %28 = load i32, i32* %7, align 4, !dbg !145
  %29 = getelementptr inbounds i8, i8* %27, i32 %28, !dbg !144
  store i8 %26, i8* %29, align 1, !dbg !146
  br label %30, !dbg !144

30:                                               ; preds = %22
  %31 = load i32, i32* %7, align 4, !dbg !147
  %32 = add nsw i32 %31, 1, !dbg !147
  store i32 %32, i32* %7, align 4, !dbg !147
  br label %18, !dbg !148, !llvm.loop !149

33:                                               ; preds = %18
  %34 = load i8*, i8** %4, align 4, !dbg !151
  %35 = load i32, i32* %3, align 4, !dbg !152
  %36 = getelementptr inbounds i8, i8* %34, i32 %35, !dbg !151
  store i8 0, i8* %36, align 1, !dbg !153
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %37, label %44, !dbg !154

37:                                               ; preds = %33
  %38 = load i32, i32* %3, align 4, !dbg !155
  invoke void @maybe_unwind(i32 noundef %38)
          to label %39 unwind label %40, !dbg !157

39:                                               ; preds = %37
  br label %44, !dbg !157

40:                                               ; preds = %53, %37
  %41 = landingpad { i8*, i32 }
          cleanup, !dbg !158
  %42 = extractvalue { i8*, i32 } %41, 0, !dbg !158
  store i8* %42, i8** %8, align 4, !dbg !158
  %43 = extractvalue { i8*, i32 } %41, 1, !dbg !158
  store i32 %43, i32* %9, align 4, !dbg !158
  invoke void @release_int(i32* noundef %5)
          to label %68 unwind label %76, !dbg !159

44:                                               ; preds = %39, %33
  call void @llvm.dbg.declare(metadata i32* %10, metadata !160, metadata !DIExpression()), !dbg !162
  store i32 100, i32* %10, align 4, !dbg !162
  %45 = load i32, i32* %3, align 4, !dbg !163
  %46 = icmp sgt i32 %45, 3, !dbg !165
  br i1 %46, label %47, label %52, !dbg !166

47:                                               ; preds = %44
  %48 = load i8*, i8** %4, align 4, !dbg !167
  %49 = getelementptr inbounds i8, i8* %48, i32 3, !dbg !167
  %50 = load i8, i8* %49, align 1, !dbg !167
  %51 = sext i8 %50 to i32, !dbg !167
  store i32 %51, i32* %2, align 4, !dbg !168
  store i32 1, i32* %6, align 4
  br label %53, !dbg !168

52:                                               ; preds = %44
  store i32 0, i32* %6, align 4, !dbg !169
  br label %53, !dbg !169

53:                                               ; preds = %52, %47
  invoke void @release_int(i32* noundef %10)
          to label %54 unwind label %40, !dbg !169

54:                                               ; preds = %53
  %55 = load i32, i32* %6, align 4
  switch i32 %55, label %61 [
    i32 0, label %56
  ]

56:                                               ; preds = %54
  %57 = load i8*, i8** %4, align 4, !dbg !170
  %58 = getelementptr inbounds i8, i8* %57, i32 0, !dbg !170
  %59 = load i8, i8* %58, align 1, !dbg !170
  %60 = sext i8 %59 to i32, !dbg !170
  store i32 %60, i32* %2, align 4, !dbg !171
  store i32 1, i32* %6, align 4
  br label %61, !dbg !171

61:                                               ; preds = %56, %54, %16
  invoke void @release_int(i32* noundef %5)
          to label %62 unwind label %64, !dbg !159

62:                                               ; preds = %61
  call void @release_buf(i8** noundef %4), !dbg !159
  %63 = load i32, i32* %2, align 4, !dbg !159
  ret i32 %63, !dbg !159

64:                                               ; preds = %61
  %65 = landingpad { i8*, i32 }
          cleanup, !dbg !159
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !159
  store i8* %66, i8** %8, align 4, !dbg !159
  %67 = extractvalue { i8*, i32 } %65, 1, !dbg !159
  store i32 %67, i32* %9, align 4, !dbg !159
  br label %69, !dbg !159

68:                                               ; preds = %40
  br label %69, !dbg !159

69:                                               ; preds = %68, %64
  invoke void @release_buf(i8** noundef %4)
          to label %70 unwind label %76, !dbg !159

70:                                               ; preds = %69
  br label %71, !dbg !159

71:                                               ; preds = %70
  %72 = load i8*, i8** %8, align 4, !dbg !159
  %73 = load i32, i32* %9, align 4, !dbg !159
  %74 = insertvalue { i8*, i32 } undef, i8* %72, 0, !dbg !159
  %75 = insertvalue { i8*, i32 } %74, i32 %73, 1, !dbg !159
  resume { i8*, i32 } %75, !dbg !159

76:                                               ; preds = %69, %40
  %77 = landingpad { i8*, i32 }
          catch i8* null, !dbg !159
  call void @abort() #4, !dbg !159
  unreachable, !dbg !159
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone ssp
define internal i32 @atomics_demo() #0 !dbg !172 {
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
  %16 = alloca i64, align 4
  %17 = alloca i64, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  call void @llvm.dbg.declare(metadata i32* %1, metadata !173, metadata !DIExpression()), !dbg !174
  store i32 0, i32* %1, align 4, !dbg !174
  store i32 5, i32* %2, align 4, !dbg !175
  %22 = load i32, i32* %2, align 4, !dbg !175
  %23 = atomicrmw add i32* @counter, i32 %22 seq_cst, align 4, !dbg !175
  store i32 %23, i32* %3, align 4, !dbg !175
  %24 = load i32, i32* %3, align 4, !dbg !175
  store i32 1, i32* %4, align 4, !dbg !176
  %25 = load i32, i32* %4, align 4, !dbg !176
  %26 = atomicrmw sub i32* @counter, i32 %25 acq_rel, align 4, !dbg !176
  store i32 %26, i32* %5, align 4, !dbg !176
  %27 = load i32, i32* %5, align 4, !dbg !176
  store i32 256, i32* %6, align 4, !dbg !177
  %28 = load i32, i32* %6, align 4, !dbg !177
  %29 = atomicrmw or i32* @counter, i32 %28 monotonic, align 4, !dbg !177
  store i32 %29, i32* %7, align 4, !dbg !177
  %30 = load i32, i32* %7, align 4, !dbg !177
  store i32 511, i32* %8, align 4, !dbg !178
  %31 = load i32, i32* %8, align 4, !dbg !178
  %32 = atomicrmw and i32* @counter, i32 %31 release, align 4, !dbg !178
  store i32 %32, i32* %9, align 4, !dbg !178
  %33 = load i32, i32* %9, align 4, !dbg !178
  store i32 3, i32* %10, align 4, !dbg !179
  %34 = load i32, i32* %10, align 4, !dbg !179
  %35 = atomicrmw xor i32* @counter, i32 %34 acquire, align 4, !dbg !179
  store i32 %35, i32* %11, align 4, !dbg !179
  %36 = load i32, i32* %11, align 4, !dbg !179
  store i32 1, i32* %12, align 4, !dbg !180
  %37 = load i32, i32* %12, align 4, !dbg !180
  %38 = atomicrmw add i32* @counter, i32 %37 seq_cst, align 4, !dbg !180
  %39 = add i32 %38, %37, !dbg !180
  store i32 %39, i32* %13, align 4, !dbg !180
  %40 = load i32, i32* %13, align 4, !dbg !180
  %41 = load i32, i32* %1, align 4, !dbg !181
  %42 = add nsw i32 %41, %40, !dbg !181
  store i32 %42, i32* %1, align 4, !dbg !181
  store i32 255, i32* %14, align 4, !dbg !182
  %43 = load i32, i32* %14, align 4, !dbg !182
  %44 = atomicrmw nand i32* @counter, i32 %43 seq_cst, align 4, !dbg !182
  %45 = and i32 %44, %43, !dbg !182
  %46 = xor i32 %45, -1, !dbg !182
  store i32 %46, i32* %15, align 4, !dbg !182
  %47 = load i32, i32* %15, align 4, !dbg !182
  %48 = and i32 %47, 15, !dbg !183
  %49 = load i32, i32* %1, align 4, !dbg !184
  %50 = add nsw i32 %49, %48, !dbg !184
  store i32 %50, i32* %1, align 4, !dbg !184
  store i64 1099511627776, i64* %16, align 4, !dbg !185
  %51 = load i64, i64* %16, align 4, !dbg !185
  %52 = atomicrmw add i64* @wide_counter, i64 %51 seq_cst, align 8, !dbg !185
  store i64 %52, i64* %17, align 4, !dbg !185
  %53 = load i64, i64* %17, align 4, !dbg !185
  call void @llvm.dbg.declare(metadata i32* %18, metadata !186, metadata !DIExpression()), !dbg !187
  %54 = load i32, i32* %1, align 4, !dbg !188
  store i32 %54, i32* %18, align 4, !dbg !187
  call void @llvm.dbg.declare(metadata i32* %19, metadata !189, metadata !DIExpression()), !dbg !190
  store i32 7, i32* %19, align 4, !dbg !190
  call void @llvm.dbg.declare(metadata i32* %20, metadata !191, metadata !DIExpression()), !dbg !192
  %55 = load i32, i32* %18, align 4, !dbg !193
  %56 = load i32, i32* %19, align 4, !dbg !193
  %57 = cmpxchg i32* @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !193
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !193
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !193
  br i1 %59, label %61, label %60, !dbg !193

60:                                               ; preds = %0
  store i32 %58, i32* %18, align 4, !dbg !193
  br label %61, !dbg !193

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !193
  store i8 %62, i8* %21, align 1, !dbg !193
  %63 = load i8, i8* %21, align 1, !dbg !193
  %64 = trunc i8 %63 to i1, !dbg !193
  %65 = zext i1 %64 to i32, !dbg !193
  store i32 %65, i32* %20, align 4, !dbg !192
  %66 = load i32, i32* %20, align 4, !dbg !194
  %67 = mul nsw i32 %66, 1000, !dbg !195
  %68 = load i32, i32* %18, align 4, !dbg !196
  %69 = add nsw i32 %67, %68, !dbg !197
  %70 = load i32, i32* %1, align 4, !dbg !198
  %71 = add nsw i32 %70, %69, !dbg !198
  store i32 %71, i32* %1, align 4, !dbg !198
  %72 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !199
  %73 = load i32, i32* %1, align 4, !dbg !200
  %74 = add nsw i32 %73, %72, !dbg !200
  store i32 %74, i32* %1, align 4, !dbg !200
  %75 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !201
  %76 = sub i32 %75, 1, !dbg !201
  %77 = load i32, i32* %1, align 4, !dbg !202
  %78 = add nsw i32 %77, %76, !dbg !202
  store i32 %78, i32* %1, align 4, !dbg !202
  %79 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !203
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !203
  %81 = load i32, i32* %1, align 4, !dbg !204
  %82 = add nsw i32 %81, %80, !dbg !204
  store i32 %82, i32* %1, align 4, !dbg !204
  %83 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !205
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !205
  %85 = zext i1 %84 to i32, !dbg !205
  %86 = load i32, i32* %1, align 4, !dbg !206
  %87 = add nsw i32 %86, %85, !dbg !206
  store i32 %87, i32* %1, align 4, !dbg !206
  %88 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !207
  %89 = load i32, i32* %1, align 4, !dbg !208
  %90 = add nsw i32 %89, %88, !dbg !208
  store i32 %90, i32* %1, align 4, !dbg !208
  store atomic i32 0, i32* @counter release, align 4, !dbg !209
  fence seq_cst, !dbg !210
  %91 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !211
  %92 = add i32 %91, 4, !dbg !211
  %93 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !212
  %94 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !213
  %95 = load i32, i32* %1, align 4, !dbg !214
  %96 = add nsw i32 %95, %94, !dbg !214
  store i32 %96, i32* %1, align 4, !dbg !214
  %97 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !215
  %98 = icmp ne i8 %97, 0, !dbg !215
  %99 = zext i1 %98 to i32, !dbg !215
  %100 = load i32, i32* %1, align 4, !dbg !216
  %101 = add nsw i32 %100, %99, !dbg !216
  store i32 %101, i32* %1, align 4, !dbg !216
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !217
  fence seq_cst, !dbg !218
  fence syncscope("singlethread") acquire, !dbg !219
  %102 = load i32, i32* %1, align 4, !dbg !220
  %103 = add nsw i32 %102, 1, !dbg !220
  store i32 %103, i32* %1, align 4, !dbg !220
  call void @spin_lock(i32* noundef @lock_word), !dbg !221
  %104 = load volatile i32, i32* @lock_word, align 4, !dbg !222
  %105 = load i32, i32* %1, align 4, !dbg !223
  %106 = add nsw i32 %105, %104, !dbg !223
  store i32 %106, i32* %1, align 4, !dbg !223
  call void @spin_unlock(i32* noundef @lock_word), !dbg !224
  %107 = load i32, i32* %1, align 4, !dbg !225
  ret i32 %107, !dbg !226
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @push(%struct.Node* noundef %0) #3 !dbg !227 {
  %2 = alloca %struct.Node*, align 4
  %3 = alloca %struct.Node*, align 4
  %4 = alloca %struct.Node*, align 4
  %5 = alloca %struct.Node*, align 4
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !230, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !232, metadata !DIExpression()), !dbg !233
  %7 = bitcast %struct.Node** %4 to i32*, !dbg !234
  %8 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !234
  store i32 %8, i32* %7, align 4, !dbg !234
  %9 = bitcast i32* %7 to %struct.Node**, !dbg !234
  %10 = load %struct.Node*, %struct.Node** %9, align 4, !dbg !234
  store %struct.Node* %10, %struct.Node** %3, align 4, !dbg !233
  br label %11, !dbg !235

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 4, !dbg !236
  %13 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !238
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !239
  store %struct.Node* %12, %struct.Node** %14, align 4, !dbg !240
  br label %15, !dbg !241

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 4, !dbg !242
  store %struct.Node* %16, %struct.Node** %5, align 4, !dbg !243
  %17 = bitcast %struct.Node** %3 to i32*, !dbg !243
  %18 = bitcast %struct.Node** %5 to i32*, !dbg !243
  %19 = load i32, i32* %17, align 4, !dbg !243
  %20 = load i32, i32* %18, align 4, !dbg !243
  %21 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %19, i32 %20 release monotonic, align 4, !dbg !243
  %22 = extractvalue { i32, i1 } %21, 0, !dbg !243
  %23 = extractvalue { i32, i1 } %21, 1, !dbg !243
  br i1 %23, label %25, label %24, !dbg !243

24:                                               ; preds = %15
  store i32 %22, i32* %17, align 4, !dbg !243
  br label %25, !dbg !243

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8, !dbg !243
  store i8 %26, i8* %6, align 1, !dbg !243
  %27 = load i8, i8* %6, align 1, !dbg !243
  %28 = trunc i8 %27 to i1, !dbg !243
  %29 = xor i1 %28, true, !dbg !244
  br i1 %29, label %11, label %30, !dbg !241, !llvm.loop !245

30:                                               ; preds = %25
  ret void, !dbg !247
}

declare i8* @malloc(i32 noundef) #2

; Function Attrs: noinline optnone ssp
define internal void @release_buf(i8** noundef %0) #0 !dbg !248 {
  %2 = alloca i8**, align 4
  store i8** %0, i8*** %2, align 4
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !252, metadata !DIExpression()), !dbg !253
  %3 = load i8**, i8*** %2, align 4, !dbg !254
  %4 = load i8*, i8** %3, align 4, !dbg !256
  %5 = icmp ne i8* %4, null, !dbg !256
  br i1 %5, label %6, label %11, !dbg !257

6:                                                ; preds = %1
  %7 = load i8**, i8*** %2, align 4, !dbg !258
  %8 = load i8*, i8** %7, align 4, !dbg !260
  call void @free(i8* noundef %8), !dbg !261
  %9 = load i32, i32* @cleanups_run, align 4, !dbg !262
  %10 = add nsw i32 %9, 1, !dbg !262
  store i32 %10, i32* @cleanups_run, align 4, !dbg !262
  br label %11, !dbg !263

11:                                               ; preds = %6, %1
  %12 = load i8**, i8*** %2, align 4, !dbg !264
  store i8* null, i8** %12, align 4, !dbg !265
  ret void, !dbg !266
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @release_int(i32* noundef %0) #3 !dbg !267 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !271, metadata !DIExpression()), !dbg !272
  %3 = load i32*, i32** %2, align 4, !dbg !273
  %4 = load i32, i32* %3, align 4, !dbg !274
  %5 = load i32, i32* @cleanups_run, align 4, !dbg !275
  %6 = add nsw i32 %5, %4, !dbg !275
  store i32 %6, i32* @cleanups_run, align 4, !dbg !275
  ret void, !dbg !276
}

declare extern_weak void @maybe_unwind(i32 noundef) #2

declare i32 @__gcc_personality_sj0(...)

declare void @abort()

declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone ssp
define internal void @spin_lock(i32* noundef %0) #3 !dbg !277 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !281, metadata !DIExpression()), !dbg !282
  br label %6, !dbg !283

6:                                                ; preds = %19, %1
  %7 = load i32*, i32** %2, align 4, !dbg !284
  store i32 1, i32* %3, align 4, !dbg !285
  %8 = load i32, i32* %3, align 4, !dbg !285
  %9 = atomicrmw volatile xchg i32* %7, i32 %8 acquire, align 4, !dbg !285
  store i32 %9, i32* %4, align 4, !dbg !285
  %10 = load i32, i32* %4, align 4, !dbg !285
  %11 = icmp ne i32 %10, 0, !dbg !283
  br i1 %11, label %12, label %20, !dbg !283

12:                                               ; preds = %6
  br label %13, !dbg !286

13:                                               ; preds = %18, %12
  %14 = load i32*, i32** %2, align 4, !dbg !287
  %15 = load atomic volatile i32, i32* %14 monotonic, align 4, !dbg !288
  store i32 %15, i32* %5, align 4, !dbg !288
  %16 = load i32, i32* %5, align 4, !dbg !288
  %17 = icmp ne i32 %16, 0, !dbg !286
  br i1 %17, label %18, label %19, !dbg !286

18:                                               ; preds = %13
  br label %13, !dbg !286, !llvm.loop !289

19:                                               ; preds = %13
  br label %6, !dbg !283, !llvm.loop !291

20:                                               ; preds = %6
  ret void, !dbg !292
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @spin_unlock(i32* noundef %0) #3 !dbg !293 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !294, metadata !DIExpression()), !dbg !295
  call void asm sideeffect "", "~{memory}"() #5, !dbg !296, !srcloc !297
  %4 = load i32*, i32** %2, align 4, !dbg !298
  store i32 0, i32* %3, align 4, !dbg !299
  %5 = load i32, i32* %3, align 4, !dbg !299
  store atomic volatile i32 %5, i32* %4 release, align 4, !dbg !299
  ret void, !dbg !300
}

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
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
!39 = !{i32 7, !"Dwarf Version", i32 2}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 1, !"min_enum_size", i32 4}
!43 = !{i32 1, !"branch-target-enforcement", i32 0}
!44 = !{i32 1, !"sign-return-address", i32 0}
!45 = !{i32 1, !"sign-return-address-all", i32 0}
!46 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 14.0.6"}
!50 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!51 = !DILocation(line: 102, column: 7, scope: !10)
!52 = !DILocation(line: 102, column: 11, scope: !10)
!53 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!54 = !DILocation(line: 103, column: 7, scope: !10)
!55 = !DILocation(line: 103, column: 11, scope: !10)
!56 = !DILocation(line: 104, column: 36, scope: !10)
!57 = !DILocation(line: 104, column: 39, scope: !10)
!58 = !DILocation(line: 104, column: 42, scope: !10)
!59 = !DILocation(line: 104, column: 3, scope: !10)
!60 = !DILocation(line: 105, column: 36, scope: !10)
!61 = !DILocation(line: 105, column: 52, scope: !10)
!62 = !DILocation(line: 105, column: 3, scope: !10)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 108, type: !13)
!64 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108, column: 3)
!65 = !DILocation(line: 108, column: 12, scope: !64)
!66 = !DILocation(line: 108, column: 8, scope: !64)
!67 = !DILocation(line: 108, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 108, column: 3)
!69 = !DILocation(line: 108, column: 21, scope: !68)
!70 = !DILocation(line: 108, column: 3, scope: !64)
!71 = !DILocation(line: 108, column: 50, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 108, column: 31)
!73 = !DILocation(line: 108, column: 54, scope: !72)
!74 = !DILocation(line: 108, column: 52, scope: !72)
!75 = !DILocation(line: 108, column: 39, scope: !72)
!76 = !DILocation(line: 108, column: 33, scope: !72)
!77 = !DILocation(line: 108, column: 42, scope: !72)
!78 = !DILocation(line: 108, column: 48, scope: !72)
!79 = !DILocation(line: 108, column: 69, scope: !72)
!80 = !DILocation(line: 108, column: 63, scope: !72)
!81 = !DILocation(line: 108, column: 57, scope: !72)
!82 = !DILocation(line: 108, column: 74, scope: !72)
!83 = !DILocation(line: 108, column: 26, scope: !68)
!84 = !DILocation(line: 108, column: 3, scope: !68)
!85 = distinct !{!85, !70, !86, !87}
!86 = !DILocation(line: 108, column: 74, scope: !64)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!89 = !DILocation(line: 109, column: 7, scope: !10)
!90 = !DILocalVariable(name: "n", scope: !91, file: !3, line: 110, type: !19)
!91 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110, column: 3)
!92 = !DILocation(line: 110, column: 21, scope: !91)
!93 = !DILocation(line: 110, column: 25, scope: !91)
!94 = !DILocation(line: 110, column: 8, scope: !91)
!95 = !DILocation(line: 110, column: 31, scope: !96)
!96 = distinct !DILexicalBlock(scope: !91, file: !3, line: 110, column: 3)
!97 = !DILocation(line: 110, column: 3, scope: !91)
!98 = !DILocation(line: 110, column: 51, scope: !96)
!99 = !DILocation(line: 110, column: 53, scope: !96)
!100 = !DILocation(line: 110, column: 60, scope: !96)
!101 = !DILocation(line: 110, column: 63, scope: !96)
!102 = !DILocation(line: 110, column: 58, scope: !96)
!103 = !DILocation(line: 110, column: 49, scope: !96)
!104 = !DILocation(line: 110, column: 47, scope: !96)
!105 = !DILocation(line: 110, column: 38, scope: !96)
!106 = !DILocation(line: 110, column: 41, scope: !96)
!107 = !DILocation(line: 110, column: 36, scope: !96)
!108 = !DILocation(line: 110, column: 3, scope: !96)
!109 = distinct !{!109, !97, !110, !87}
!110 = !DILocation(line: 110, column: 63, scope: !91)
!111 = !DILocation(line: 111, column: 24, scope: !10)
!112 = !DILocation(line: 111, column: 3, scope: !10)
!113 = !DILocation(line: 112, column: 3, scope: !10)
!114 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !115, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!115 = !DISubroutineType(types: !116)
!116 = !{!13, !13}
!117 = !DILocalVariable(name: "n", arg: 1, scope: !114, file: !3, line: 22, type: !13)
!118 = !DILocation(line: 22, column: 30, scope: !114)
!119 = !DILocalVariable(name: "buf", scope: !114, file: !3, line: 23, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!121 = !DILocation(line: 23, column: 9, scope: !114)
!122 = !DILocation(line: 23, column: 75, scope: !114)
!123 = !DILocation(line: 23, column: 77, scope: !114)
!124 = !DILocation(line: 23, column: 53, scope: !114)
!125 = !DILocalVariable(name: "token", scope: !114, file: !3, line: 24, type: !13)
!126 = !DILocation(line: 24, column: 7, scope: !114)
!127 = !DILocation(line: 25, column: 8, scope: !128)
!128 = distinct !DILexicalBlock(scope: !114, file: !3, line: 25, column: 7)
!129 = !DILocation(line: 25, column: 7, scope: !114)
!130 = !DILocation(line: 25, column: 13, scope: !128)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 26, type: !13)
!132 = distinct !DILexicalBlock(scope: !114, file: !3, line: 26, column: 3)
!133 = !DILocation(line: 26, column: 12, scope: !132)
!134 = !DILocation(line: 26, column: 8, scope: !132)
!135 = !DILocation(line: 26, column: 19, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !3, line: 26, column: 3)
!137 = !DILocation(line: 26, column: 23, scope: !136)
!138 = !DILocation(line: 26, column: 21, scope: !136)
!139 = !DILocation(line: 26, column: 3, scope: !132)
!140 = !DILocation(line: 26, column: 53, scope: !136)
!141 = !DILocation(line: 26, column: 55, scope: !136)
!142 = !DILocation(line: 26, column: 51, scope: !136)
!143 = !DILocation(line: 26, column: 40, scope: !136)
!144 = !DILocation(line: 26, column: 31, scope: !136)
!145 = !DILocation(line: 26, column: 35, scope: !136)
!146 = !DILocation(line: 26, column: 38, scope: !136)
!147 = !DILocation(line: 26, column: 26, scope: !136)
!148 = !DILocation(line: 26, column: 3, scope: !136)
!149 = distinct !{!149, !139, !150, !87}
!150 = !DILocation(line: 26, column: 59, scope: !132)
!151 = !DILocation(line: 27, column: 3, scope: !114)
!152 = !DILocation(line: 27, column: 7, scope: !114)
!153 = !DILocation(line: 27, column: 10, scope: !114)
!154 = !DILocation(line: 28, column: 7, scope: !114)
!155 = !DILocation(line: 28, column: 34, scope: !156)
!156 = distinct !DILexicalBlock(scope: !114, file: !3, line: 28, column: 7)
!157 = !DILocation(line: 28, column: 21, scope: !156)
!158 = !DILocation(line: 34, column: 1, scope: !156)
!159 = !DILocation(line: 34, column: 1, scope: !114)
!160 = !DILocalVariable(name: "inner", scope: !161, file: !3, line: 30, type: !13)
!161 = distinct !DILexicalBlock(scope: !114, file: !3, line: 29, column: 3)
!162 = !DILocation(line: 30, column: 9, scope: !161)
!163 = !DILocation(line: 31, column: 9, scope: !164)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 31, column: 9)
!165 = !DILocation(line: 31, column: 11, scope: !164)
!166 = !DILocation(line: 31, column: 9, scope: !161)
!167 = !DILocation(line: 31, column: 23, scope: !164)
!168 = !DILocation(line: 31, column: 16, scope: !164)
!169 = !DILocation(line: 32, column: 3, scope: !114)
!170 = !DILocation(line: 33, column: 10, scope: !114)
!171 = !DILocation(line: 33, column: 3, scope: !114)
!172 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!173 = !DILocalVariable(name: "r", scope: !172, file: !3, line: 63, type: !13)
!174 = !DILocation(line: 63, column: 7, scope: !172)
!175 = !DILocation(line: 64, column: 3, scope: !172)
!176 = !DILocation(line: 65, column: 3, scope: !172)
!177 = !DILocation(line: 66, column: 3, scope: !172)
!178 = !DILocation(line: 67, column: 3, scope: !172)
!179 = !DILocation(line: 68, column: 3, scope: !172)
!180 = !DILocation(line: 69, column: 8, scope: !172)
!181 = !DILocation(line: 69, column: 5, scope: !172)
!182 = !DILocation(line: 70, column: 8, scope: !172)
!183 = !DILocation(line: 70, column: 62, scope: !172)
!184 = !DILocation(line: 70, column: 5, scope: !172)
!185 = !DILocation(line: 71, column: 3, scope: !172)
!186 = !DILocalVariable(name: "expected", scope: !172, file: !3, line: 73, type: !13)
!187 = !DILocation(line: 73, column: 7, scope: !172)
!188 = !DILocation(line: 73, column: 18, scope: !172)
!189 = !DILocalVariable(name: "desired", scope: !172, file: !3, line: 73, type: !13)
!190 = !DILocation(line: 73, column: 21, scope: !172)
!191 = !DILocalVariable(name: "ok", scope: !172, file: !3, line: 74, type: !13)
!192 = !DILocation(line: 74, column: 7, scope: !172)
!193 = !DILocation(line: 74, column: 12, scope: !172)
!194 = !DILocation(line: 75, column: 8, scope: !172)
!195 = !DILocation(line: 75, column: 11, scope: !172)
!196 = !DILocation(line: 75, column: 20, scope: !172)
!197 = !DILocation(line: 75, column: 18, scope: !172)
!198 = !DILocation(line: 75, column: 5, scope: !172)
!199 = !DILocation(line: 77, column: 8, scope: !172)
!200 = !DILocation(line: 77, column: 5, scope: !172)
!201 = !DILocation(line: 78, column: 8, scope: !172)
!202 = !DILocation(line: 78, column: 5, scope: !172)
!203 = !DILocation(line: 79, column: 8, scope: !172)
!204 = !DILocation(line: 79, column: 5, scope: !172)
!205 = !DILocation(line: 80, column: 8, scope: !172)
!206 = !DILocation(line: 80, column: 5, scope: !172)
!207 = !DILocation(line: 81, column: 8, scope: !172)
!208 = !DILocation(line: 81, column: 5, scope: !172)
!209 = !DILocation(line: 82, column: 3, scope: !172)
!210 = !DILocation(line: 83, column: 3, scope: !172)
!211 = !DILocation(line: 85, column: 15, scope: !172)
!212 = !DILocation(line: 86, column: 14, scope: !172)
!213 = !DILocation(line: 87, column: 8, scope: !172)
!214 = !DILocation(line: 87, column: 5, scope: !172)
!215 = !DILocation(line: 89, column: 8, scope: !172)
!216 = !DILocation(line: 89, column: 5, scope: !172)
!217 = !DILocation(line: 90, column: 3, scope: !172)
!218 = !DILocation(line: 91, column: 3, scope: !172)
!219 = !DILocation(line: 92, column: 3, scope: !172)
!220 = !DILocation(line: 93, column: 5, scope: !172)
!221 = !DILocation(line: 95, column: 3, scope: !172)
!222 = !DILocation(line: 96, column: 8, scope: !172)
!223 = !DILocation(line: 96, column: 5, scope: !172)
!224 = !DILocation(line: 97, column: 3, scope: !172)
!225 = !DILocation(line: 98, column: 10, scope: !172)
!226 = !DILocation(line: 98, column: 3, scope: !172)
!227 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !228, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !19}
!230 = !DILocalVariable(name: "n", arg: 1, scope: !227, file: !3, line: 55, type: !19)
!231 = !DILocation(line: 55, column: 31, scope: !227)
!232 = !DILocalVariable(name: "old", scope: !227, file: !3, line: 56, type: !19)
!233 = !DILocation(line: 56, column: 16, scope: !227)
!234 = !DILocation(line: 56, column: 22, scope: !227)
!235 = !DILocation(line: 57, column: 3, scope: !227)
!236 = !DILocation(line: 58, column: 15, scope: !237)
!237 = distinct !DILexicalBlock(scope: !227, file: !3, line: 57, column: 6)
!238 = !DILocation(line: 58, column: 5, scope: !237)
!239 = !DILocation(line: 58, column: 8, scope: !237)
!240 = !DILocation(line: 58, column: 13, scope: !237)
!241 = !DILocation(line: 59, column: 3, scope: !237)
!242 = !DILocation(line: 59, column: 54, scope: !227)
!243 = !DILocation(line: 59, column: 13, scope: !227)
!244 = !DILocation(line: 59, column: 12, scope: !227)
!245 = distinct !{!245, !235, !246, !87}
!246 = !DILocation(line: 59, column: 95, scope: !227)
!247 = !DILocation(line: 60, column: 1, scope: !227)
!248 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !249, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 32)
!252 = !DILocalVariable(name: "p", arg: 1, scope: !248, file: !3, line: 16, type: !251)
!253 = !DILocation(line: 16, column: 32, scope: !248)
!254 = !DILocation(line: 17, column: 8, scope: !255)
!255 = distinct !DILexicalBlock(scope: !248, file: !3, line: 17, column: 7)
!256 = !DILocation(line: 17, column: 7, scope: !255)
!257 = !DILocation(line: 17, column: 7, scope: !248)
!258 = !DILocation(line: 17, column: 19, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !3, line: 17, column: 11)
!260 = !DILocation(line: 17, column: 18, scope: !259)
!261 = !DILocation(line: 17, column: 13, scope: !259)
!262 = !DILocation(line: 17, column: 23, scope: !259)
!263 = !DILocation(line: 17, column: 39, scope: !259)
!264 = !DILocation(line: 18, column: 4, scope: !248)
!265 = !DILocation(line: 18, column: 6, scope: !248)
!266 = !DILocation(line: 19, column: 1, scope: !248)
!267 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !268, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!268 = !DISubroutineType(types: !269)
!269 = !{null, !270}
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!271 = !DILocalVariable(name: "p", arg: 1, scope: !267, file: !3, line: 20, type: !270)
!272 = !DILocation(line: 20, column: 30, scope: !267)
!273 = !DILocation(line: 20, column: 52, scope: !267)
!274 = !DILocation(line: 20, column: 51, scope: !267)
!275 = !DILocation(line: 20, column: 48, scope: !267)
!276 = !DILocation(line: 20, column: 55, scope: !267)
!277 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !278, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !280}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 32)
!281 = !DILocalVariable(name: "l", arg: 1, scope: !277, file: !3, line: 43, type: !280)
!282 = !DILocation(line: 43, column: 37, scope: !277)
!283 = !DILocation(line: 44, column: 3, scope: !277)
!284 = !DILocation(line: 44, column: 30, scope: !277)
!285 = !DILocation(line: 44, column: 10, scope: !277)
!286 = !DILocation(line: 45, column: 5, scope: !277)
!287 = !DILocation(line: 45, column: 28, scope: !277)
!288 = !DILocation(line: 45, column: 12, scope: !277)
!289 = distinct !{!289, !286, !290, !87}
!290 = !DILocation(line: 45, column: 52, scope: !277)
!291 = distinct !{!291, !283, !290, !87}
!292 = !DILocation(line: 46, column: 1, scope: !277)
!293 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !278, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!294 = !DILocalVariable(name: "l", arg: 1, scope: !293, file: !3, line: 47, type: !280)
!295 = !DILocation(line: 47, column: 39, scope: !293)
!296 = !DILocation(line: 48, column: 3, scope: !293)
!297 = !{i64 1594}
!298 = !DILocation(line: 49, column: 20, scope: !293)
!299 = !DILocation(line: 49, column: 3, scope: !293)
!300 = !DILocation(line: 50, column: 1, scope: !293)
