; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1, !dbg !0
@cleanups_run = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1, !dbg !13
@wide_counter = internal global i64 0, align 8, !dbg !35
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 4, !dbg !38
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1, !dbg !30
@counter = internal global i32 0, align 4, !dbg !40
@c11_counter = internal global i32 0, align 4, !dbg !42
@flag = internal global i8 0, align 1, !dbg !45
@lock_word = internal global i32 0, align 4, !dbg !48

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !57
  store i32 %7, ptr %2, align 4, !dbg !56
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !60
  store i32 %8, ptr %3, align 4, !dbg !59
  %9 = load i32, ptr %2, align 4, !dbg !61
  %10 = load i32, ptr %3, align 4, !dbg !62
  %11 = load i32, ptr @cleanups_run, align 4, !dbg !63
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !64
  %13 = call i32 @atomics_demo(), !dbg !65
  %14 = load i64, ptr @wide_counter, align 8, !dbg !66
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, i64 noundef %14), !dbg !67
    #dbg_declare(ptr %4, !68, !DIExpression(), !70)
  store i32 0, ptr %4, align 4, !dbg !70
  br label %16, !dbg !71

16:                                               ; preds = %28, %0
  %17 = load i32, ptr %4, align 4, !dbg !72
  %18 = icmp slt i32 %17, 4, !dbg !74
  br i1 %18, label %19, label %31, !dbg !75

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4, !dbg !76
  %21 = load i32, ptr %4, align 4, !dbg !78
  %22 = mul nsw i32 %20, %21, !dbg !79
  %23 = load i32, ptr %4, align 4, !dbg !80
  %24 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %23, !dbg !81
  %25 = getelementptr inbounds %struct.Node, ptr %24, i32 0, i32 1, !dbg !82
  store i32 %22, ptr %25, align 4, !dbg !83
  %26 = load i32, ptr %4, align 4, !dbg !84
  %27 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %26, !dbg !85
  call void @push(ptr noundef %27), !dbg !86
  br label %28, !dbg !87

28:                                               ; preds = %19
  %29 = load i32, ptr %4, align 4, !dbg !88
  %30 = add nsw i32 %29, 1, !dbg !88
  store i32 %30, ptr %4, align 4, !dbg !88
  br label %16, !dbg !89, !llvm.loop !90

31:                                               ; preds = %16
    #dbg_declare(ptr %5, !93, !DIExpression(), !94)
  store i32 0, ptr %5, align 4, !dbg !94
    #dbg_declare(ptr %6, !95, !DIExpression(), !97)
  %32 = load ptr, ptr @head, align 4, !dbg !98
  store ptr %32, ptr %6, align 4, !dbg !97
  br label %33, !dbg !99

33:                                               ; preds = %43, %31
  %34 = load ptr, ptr %6, align 4, !dbg !100
  %35 = icmp ne ptr %34, null, !dbg !102
  br i1 %35, label %36, label %47, !dbg !102

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4, !dbg !103
  %38 = mul nsw i32 %37, 10, !dbg !104
  %39 = load ptr, ptr %6, align 4, !dbg !105
  %40 = getelementptr inbounds %struct.Node, ptr %39, i32 0, i32 1, !dbg !106
  %41 = load i32, ptr %40, align 4, !dbg !106
  %42 = add nsw i32 %38, %41, !dbg !107
  store i32 %42, ptr %5, align 4, !dbg !108
  br label %43, !dbg !109

43:                                               ; preds = %36
  %44 = load ptr, ptr %6, align 4, !dbg !110
  %45 = getelementptr inbounds %struct.Node, ptr %44, i32 0, i32 0, !dbg !111
  %46 = load ptr, ptr %45, align 4, !dbg !111
  store ptr %46, ptr %6, align 4, !dbg !112
  br label %33, !dbg !113, !llvm.loop !114

47:                                               ; preds = %33
  %48 = load i32, ptr %5, align 4, !dbg !116
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48), !dbg !117
  ret i32 0, !dbg !118
}

; Function Attrs: noinline optnone
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__gcc_personality_v0 !dbg !119 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !122, !DIExpression(), !123)
    #dbg_declare(ptr %4, !124, !DIExpression(), !126)
  %11 = load i32, ptr %3, align 4, !dbg !127
  %12 = add i32 %11, 1, !dbg !128
  %13 = call ptr @malloc(i32 noundef %12) #4, !dbg !129
  store ptr %13, ptr %4, align 4, !dbg !126
    #dbg_declare(ptr %5, !130, !DIExpression(), !131)
  store i32 10, ptr %5, align 4, !dbg !131
  %14 = load ptr, ptr %4, align 4, !dbg !132
  %15 = icmp ne ptr %14, null, !dbg !132
  br i1 %15, label %17, label %16, !dbg !134

16:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !135
  store i32 1, ptr %6, align 4
  br label %62, !dbg !135

17:                                               ; preds = %1
    #dbg_declare(ptr %7, !136, !DIExpression(), !138)
  store i32 0, ptr %7, align 4, !dbg !138
  br label %18, !dbg !139

18:                                               ; preds = %30, %17
  %19 = load i32, ptr %7, align 4, !dbg !140
  %20 = load i32, ptr %3, align 4, !dbg !142
  %21 = icmp slt i32 %19, %20, !dbg !143
  br i1 %21, label %22, label %33, !dbg !144

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4, !dbg !145
  %24 = srem i32 %23, 26, !dbg !146
  %25 = add nsw i32 97, %24, !dbg !147
  %26 = trunc i32 %25 to i8, !dbg !148
  %27 = load ptr, ptr %4, align 4, !dbg !149
  %28 = load i32, ptr %7, align 4, !dbg !150
  %29 = getelementptr inbounds i8, ptr %27, i32 %28, !dbg !149
  store i8 %26, ptr %29, align 1, !dbg !151
  br label %30, !dbg !149

30:                                               ; preds = %22
  %31 = load i32, ptr %7, align 4, !dbg !152
  %32 = add nsw i32 %31, 1, !dbg !152
  store i32 %32, ptr %7, align 4, !dbg !152
  br label %18, !dbg !153, !llvm.loop !154

33:                                               ; preds = %18
  %34 = load ptr, ptr %4, align 4, !dbg !156
  %35 = load i32, ptr %3, align 4, !dbg !157
  %36 = getelementptr inbounds i8, ptr %34, i32 %35, !dbg !156
  store i8 0, ptr %36, align 1, !dbg !158
  %37 = icmp ne ptr @maybe_unwind, null, !dbg !159
  br i1 %37, label %38, label %45, !dbg !161

38:                                               ; preds = %33
  %39 = load i32, ptr %3, align 4, !dbg !162
  invoke void @maybe_unwind(i32 noundef %39)
          to label %40 unwind label %41, !dbg !163

40:                                               ; preds = %38
  br label %45, !dbg !163

41:                                               ; preds = %54, %38
  %42 = landingpad { ptr, i32 }
          cleanup, !dbg !164
  %43 = extractvalue { ptr, i32 } %42, 0, !dbg !164
  store ptr %43, ptr %8, align 4, !dbg !164
  %44 = extractvalue { ptr, i32 } %42, 1, !dbg !164
  store i32 %44, ptr %9, align 4, !dbg !164
  invoke void @release_int(ptr noundef %5)
          to label %69 unwind label %77, !dbg !165

45:                                               ; preds = %40, %33
    #dbg_declare(ptr %10, !166, !DIExpression(), !168)
  store i32 100, ptr %10, align 4, !dbg !168
  %46 = load i32, ptr %3, align 4, !dbg !169
  %47 = icmp sgt i32 %46, 3, !dbg !171
  br i1 %47, label %48, label %53, !dbg !172

48:                                               ; preds = %45
  %49 = load ptr, ptr %4, align 4, !dbg !173
  %50 = getelementptr inbounds i8, ptr %49, i32 3, !dbg !173
  %51 = load i8, ptr %50, align 1, !dbg !173
  %52 = sext i8 %51 to i32, !dbg !173
  store i32 %52, ptr %2, align 4, !dbg !174
  store i32 1, ptr %6, align 4
  br label %54, !dbg !174

53:                                               ; preds = %45
  store i32 0, ptr %6, align 4, !dbg !175
  br label %54, !dbg !175

54:                                               ; preds = %53, %48
  invoke void @release_int(ptr noundef %10)
          to label %55 unwind label %41, !dbg !175

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4
  switch i32 %56, label %62 [
    i32 0, label %57
  ]

57:                                               ; preds = %55
  %58 = load ptr, ptr %4, align 4, !dbg !176
  %59 = getelementptr inbounds i8, ptr %58, i32 0, !dbg !176
  %60 = load i8, ptr %59, align 1, !dbg !176
  %61 = sext i8 %60 to i32, !dbg !176
  store i32 %61, ptr %2, align 4, !dbg !177
  store i32 1, ptr %6, align 4
  br label %62, !dbg !177

62:                                               ; preds = %57, %55, %16
  invoke void @release_int(ptr noundef %5)
          to label %63 unwind label %65, !dbg !165

63:                                               ; preds = %62
  call void @release_buf(ptr noundef %4), !dbg !165
  %64 = load i32, ptr %2, align 4, !dbg !165
  ret i32 %64, !dbg !165

65:                                               ; preds = %62
  %66 = landingpad { ptr, i32 }
          cleanup, !dbg !165
  %67 = extractvalue { ptr, i32 } %66, 0, !dbg !165
  store ptr %67, ptr %8, align 4, !dbg !165
  %68 = extractvalue { ptr, i32 } %66, 1, !dbg !165
  store i32 %68, ptr %9, align 4, !dbg !165
  br label %70, !dbg !165

69:                                               ; preds = %41
  br label %70, !dbg !165

70:                                               ; preds = %69, %65
  invoke void @release_buf(ptr noundef %4)
          to label %71 unwind label %77, !dbg !165

71:                                               ; preds = %70
  br label %72, !dbg !165

72:                                               ; preds = %71
  %73 = load ptr, ptr %8, align 4, !dbg !165
  %74 = load i32, ptr %9, align 4, !dbg !165
  %75 = insertvalue { ptr, i32 } poison, ptr %73, 0, !dbg !165
  %76 = insertvalue { ptr, i32 } %75, i32 %74, 1, !dbg !165
  resume { ptr, i32 } %76, !dbg !165

77:                                               ; preds = %70, %41
  %78 = landingpad { ptr, i32 }
          catch ptr null, !dbg !165
  call void @abort() #5, !dbg !165
  unreachable, !dbg !165
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone
define internal i32 @atomics_demo() #0 !dbg !178 {
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
    #dbg_declare(ptr %1, !179, !DIExpression(), !180)
  store i32 0, ptr %1, align 4, !dbg !180
  store i32 5, ptr %2, align 4, !dbg !181
  %22 = load i32, ptr %2, align 4, !dbg !181
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4, !dbg !181
  store i32 %23, ptr %3, align 4, !dbg !181
  %24 = load i32, ptr %3, align 4, !dbg !181
  store i32 1, ptr %4, align 4, !dbg !182
  %25 = load i32, ptr %4, align 4, !dbg !182
  %26 = atomicrmw sub ptr @counter, i32 %25 acq_rel, align 4, !dbg !182
  store i32 %26, ptr %5, align 4, !dbg !182
  %27 = load i32, ptr %5, align 4, !dbg !182
  store i32 256, ptr %6, align 4, !dbg !183
  %28 = load i32, ptr %6, align 4, !dbg !183
  %29 = atomicrmw or ptr @counter, i32 %28 monotonic, align 4, !dbg !183
  store i32 %29, ptr %7, align 4, !dbg !183
  %30 = load i32, ptr %7, align 4, !dbg !183
  store i32 511, ptr %8, align 4, !dbg !184
  %31 = load i32, ptr %8, align 4, !dbg !184
  %32 = atomicrmw and ptr @counter, i32 %31 release, align 4, !dbg !184
  store i32 %32, ptr %9, align 4, !dbg !184
  %33 = load i32, ptr %9, align 4, !dbg !184
  store i32 3, ptr %10, align 4, !dbg !185
  %34 = load i32, ptr %10, align 4, !dbg !185
  %35 = atomicrmw xor ptr @counter, i32 %34 acquire, align 4, !dbg !185
  store i32 %35, ptr %11, align 4, !dbg !185
  %36 = load i32, ptr %11, align 4, !dbg !185
  store i32 1, ptr %12, align 4, !dbg !186
  %37 = load i32, ptr %12, align 4, !dbg !186
  %38 = atomicrmw add ptr @counter, i32 %37 seq_cst, align 4, !dbg !186
  %39 = add i32 %38, %37, !dbg !186
  store i32 %39, ptr %13, align 4, !dbg !186
  %40 = load i32, ptr %13, align 4, !dbg !186
  %41 = load i32, ptr %1, align 4, !dbg !187
  %42 = add nsw i32 %41, %40, !dbg !187
  store i32 %42, ptr %1, align 4, !dbg !187
  store i32 255, ptr %14, align 4, !dbg !188
  %43 = load i32, ptr %14, align 4, !dbg !188
  %44 = atomicrmw nand ptr @counter, i32 %43 seq_cst, align 4, !dbg !188
  %45 = and i32 %44, %43, !dbg !188
  %46 = xor i32 %45, -1, !dbg !188
  store i32 %46, ptr %15, align 4, !dbg !188
  %47 = load i32, ptr %15, align 4, !dbg !188
  %48 = and i32 %47, 15, !dbg !189
  %49 = load i32, ptr %1, align 4, !dbg !190
  %50 = add nsw i32 %49, %48, !dbg !190
  store i32 %50, ptr %1, align 4, !dbg !190
  store i64 1099511627776, ptr %16, align 8, !dbg !191
  %51 = load i64, ptr %16, align 8, !dbg !191
  %52 = atomicrmw add ptr @wide_counter, i64 %51 seq_cst, align 8, !dbg !191
  store i64 %52, ptr %17, align 8, !dbg !191
  %53 = load i64, ptr %17, align 8, !dbg !191
    #dbg_declare(ptr %18, !192, !DIExpression(), !193)
  %54 = load i32, ptr %1, align 4, !dbg !194
  store i32 %54, ptr %18, align 4, !dbg !193
    #dbg_declare(ptr %19, !195, !DIExpression(), !196)
  store i32 7, ptr %19, align 4, !dbg !196
    #dbg_declare(ptr %20, !197, !DIExpression(), !198)
  %55 = load i32, ptr %18, align 4, !dbg !199
  %56 = load i32, ptr %19, align 4, !dbg !199
  %57 = cmpxchg ptr @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !199
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !199
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !199
  br i1 %59, label %61, label %60, !dbg !199

60:                                               ; preds = %0
  store i32 %58, ptr %18, align 4, !dbg !199
  br label %61, !dbg !199

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !199
  store i8 %62, ptr %21, align 1, !dbg !199
  %63 = load i8, ptr %21, align 1, !dbg !199
  %64 = trunc i8 %63 to i1, !dbg !199
  %65 = zext i1 %64 to i32, !dbg !199
  store i32 %65, ptr %20, align 4, !dbg !198
  %66 = load i32, ptr %20, align 4, !dbg !200
  %67 = mul nsw i32 %66, 1000, !dbg !201
  %68 = load i32, ptr %18, align 4, !dbg !202
  %69 = add nsw i32 %67, %68, !dbg !203
  %70 = load i32, ptr %1, align 4, !dbg !204
  %71 = add nsw i32 %70, %69, !dbg !204
  store i32 %71, ptr %1, align 4, !dbg !204
  %72 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !205
  %73 = load i32, ptr %1, align 4, !dbg !206
  %74 = add nsw i32 %73, %72, !dbg !206
  store i32 %74, ptr %1, align 4, !dbg !206
  %75 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !207
  %76 = sub i32 %75, 1, !dbg !207
  %77 = load i32, ptr %1, align 4, !dbg !208
  %78 = add nsw i32 %77, %76, !dbg !208
  store i32 %78, ptr %1, align 4, !dbg !208
  %79 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !209
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !209
  %81 = load i32, ptr %1, align 4, !dbg !210
  %82 = add nsw i32 %81, %80, !dbg !210
  store i32 %82, ptr %1, align 4, !dbg !210
  %83 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !211
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !211
  %85 = zext i1 %84 to i32, !dbg !211
  %86 = load i32, ptr %1, align 4, !dbg !212
  %87 = add nsw i32 %86, %85, !dbg !212
  store i32 %87, ptr %1, align 4, !dbg !212
  %88 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !213
  %89 = load i32, ptr %1, align 4, !dbg !214
  %90 = add nsw i32 %89, %88, !dbg !214
  store i32 %90, ptr %1, align 4, !dbg !214
  store atomic i32 0, ptr @counter release, align 4, !dbg !215
  fence seq_cst, !dbg !216
  %91 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !217
  %92 = add i32 %91, 4, !dbg !217
  %93 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !218
  %94 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !219
  %95 = load i32, ptr %1, align 4, !dbg !220
  %96 = add nsw i32 %95, %94, !dbg !220
  store i32 %96, ptr %1, align 4, !dbg !220
  %97 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !221
  %98 = icmp ne i8 %97, 0, !dbg !221
  %99 = zext i1 %98 to i32, !dbg !221
  %100 = load i32, ptr %1, align 4, !dbg !222
  %101 = add nsw i32 %100, %99, !dbg !222
  store i32 %101, ptr %1, align 4, !dbg !222
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !223
  fence seq_cst, !dbg !224
  fence syncscope("singlethread") acquire, !dbg !225
  %102 = load i32, ptr %1, align 4, !dbg !226
  %103 = add nsw i32 %102, 1, !dbg !226
  store i32 %103, ptr %1, align 4, !dbg !226
  call void @spin_lock(ptr noundef @lock_word), !dbg !227
  %104 = load volatile i32, ptr @lock_word, align 4, !dbg !228
  %105 = load i32, ptr %1, align 4, !dbg !229
  %106 = add nsw i32 %105, %104, !dbg !229
  store i32 %106, ptr %1, align 4, !dbg !229
  call void @spin_unlock(ptr noundef @lock_word), !dbg !230
  %107 = load i32, ptr %1, align 4, !dbg !231
  ret i32 %107, !dbg !232
}

; Function Attrs: noinline nounwind optnone
define internal void @push(ptr noundef %0) #2 !dbg !233 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !236, !DIExpression(), !237)
    #dbg_declare(ptr %3, !238, !DIExpression(), !239)
  %7 = load atomic i32, ptr @head monotonic, align 4, !dbg !240
  store i32 %7, ptr %4, align 4, !dbg !240
  %8 = load ptr, ptr %4, align 4, !dbg !240
  store ptr %8, ptr %3, align 4, !dbg !239
  br label %9, !dbg !241

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 4, !dbg !242
  %11 = load ptr, ptr %2, align 4, !dbg !244
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0, !dbg !245
  store ptr %10, ptr %12, align 4, !dbg !246
  br label %13, !dbg !247

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 4, !dbg !248
  store ptr %14, ptr %5, align 4, !dbg !249
  %15 = load i32, ptr %3, align 4, !dbg !249
  %16 = load i32, ptr %5, align 4, !dbg !249
  %17 = cmpxchg weak ptr @head, i32 %15, i32 %16 release monotonic, align 4, !dbg !249
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !249
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !249
  br i1 %19, label %21, label %20, !dbg !249

20:                                               ; preds = %13
  store i32 %18, ptr %3, align 4, !dbg !249
  br label %21, !dbg !249

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8, !dbg !249
  store i8 %22, ptr %6, align 1, !dbg !249
  %23 = load i8, ptr %6, align 1, !dbg !249
  %24 = trunc i8 %23 to i1, !dbg !249
  %25 = xor i1 %24, true, !dbg !250
  br i1 %25, label %9, label %26, !dbg !247, !llvm.loop !251

26:                                               ; preds = %21
  ret void, !dbg !253
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #3

; Function Attrs: noinline optnone
define internal void @release_buf(ptr noundef %0) #0 !dbg !254 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !258, !DIExpression(), !259)
  %3 = load ptr, ptr %2, align 4, !dbg !260
  %4 = load ptr, ptr %3, align 4, !dbg !262
  %5 = icmp ne ptr %4, null, !dbg !262
  br i1 %5, label %6, label %11, !dbg !263

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 4, !dbg !264
  %8 = load ptr, ptr %7, align 4, !dbg !266
  call void @free(ptr noundef %8), !dbg !267
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !268
  %10 = add nsw i32 %9, 1, !dbg !268
  store i32 %10, ptr @cleanups_run, align 4, !dbg !268
  br label %11, !dbg !269

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 4, !dbg !270
  store ptr null, ptr %12, align 4, !dbg !271
  ret void, !dbg !272
}

; Function Attrs: noinline nounwind optnone
define internal void @release_int(ptr noundef %0) #2 !dbg !273 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !277, !DIExpression(), !278)
  %3 = load ptr, ptr %2, align 4, !dbg !279
  %4 = load i32, ptr %3, align 4, !dbg !280
  %5 = load i32, ptr @cleanups_run, align 4, !dbg !281
  %6 = add nsw i32 %5, %4, !dbg !281
  store i32 %6, ptr @cleanups_run, align 4, !dbg !281
  ret void, !dbg !282
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @spin_lock(ptr noundef %0) #2 !dbg !283 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !287, !DIExpression(), !288)
  br label %6, !dbg !289

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 4, !dbg !290
  store i32 1, ptr %3, align 4, !dbg !291
  %8 = load i32, ptr %3, align 4, !dbg !291
  %9 = atomicrmw volatile xchg ptr %7, i32 %8 acquire, align 4, !dbg !291
  store i32 %9, ptr %4, align 4, !dbg !291
  %10 = load i32, ptr %4, align 4, !dbg !291
  %11 = icmp ne i32 %10, 0, !dbg !289
  br i1 %11, label %12, label %20, !dbg !289

12:                                               ; preds = %6
  br label %13, !dbg !292

13:                                               ; preds = %18, %12
  %14 = load ptr, ptr %2, align 4, !dbg !293
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4, !dbg !294
  store i32 %15, ptr %5, align 4, !dbg !294
  %16 = load i32, ptr %5, align 4, !dbg !294
  %17 = icmp ne i32 %16, 0, !dbg !292
  br i1 %17, label %18, label %19, !dbg !292

18:                                               ; preds = %13
  br label %13, !dbg !292, !llvm.loop !295

19:                                               ; preds = %13
  br label %6, !dbg !289, !llvm.loop !297

20:                                               ; preds = %6
  ret void, !dbg !298
}

; Function Attrs: noinline nounwind optnone
define internal void @spin_unlock(ptr noundef %0) #2 !dbg !299 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !300, !DIExpression(), !301)
  call void asm sideeffect "", "~{memory}"() #6, !dbg !302, !srcloc !303
  %4 = load ptr, ptr %2, align 4, !dbg !304
  store i32 0, ptr %3, align 4, !dbg !305
  %5 = load i32, ptr %3, align 4, !dbg !305
  store atomic volatile i32 %5, ptr %4 release, align 4, !dbg !305
  ret void, !dbg !306
}

attributes #0 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { allocsize(0) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !9, file: !2, line: 14, type: !20, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !4}
!11 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!0, !13, !15, !30, !35, !38, !7, !40, !42, !45, !48}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !3, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "nodes", scope: !17, file: !2, line: 107, type: !22, isLocal: true, isDefinition: true)
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 101, type: !18, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 256, elements: !28)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 52, size: 64, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !2, line: 52, baseType: !26, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !2, line: 52, baseType: !20, size: 32, offset: 32)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 10)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "wide_counter", scope: !9, file: !2, line: 38, type: !37, isLocal: true, isDefinition: true)
!37 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "head", scope: !9, file: !2, line: 53, type: !26, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "counter", scope: !9, file: !2, line: 37, type: !20, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "c11_counter", scope: !9, file: !2, line: 39, type: !44, isLocal: true, isDefinition: true)
!44 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "flag", scope: !9, file: !2, line: 41, type: !47, isLocal: true, isDefinition: true)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "lock_word", scope: !9, file: !2, line: 40, type: !50, isLocal: true, isDefinition: true)
!50 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!51 = !{i32 7, !"Dwarf Version", i32 4}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 102, type: !20)
!56 = !DILocation(line: 102, column: 7, scope: !17)
!57 = !DILocation(line: 102, column: 11, scope: !17)
!58 = !DILocalVariable(name: "b", scope: !17, file: !2, line: 103, type: !20)
!59 = !DILocation(line: 103, column: 7, scope: !17)
!60 = !DILocation(line: 103, column: 11, scope: !17)
!61 = !DILocation(line: 104, column: 36, scope: !17)
!62 = !DILocation(line: 104, column: 39, scope: !17)
!63 = !DILocation(line: 104, column: 42, scope: !17)
!64 = !DILocation(line: 104, column: 3, scope: !17)
!65 = !DILocation(line: 105, column: 36, scope: !17)
!66 = !DILocation(line: 105, column: 52, scope: !17)
!67 = !DILocation(line: 105, column: 3, scope: !17)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 108, type: !20)
!69 = distinct !DILexicalBlock(scope: !17, file: !2, line: 108, column: 3)
!70 = !DILocation(line: 108, column: 12, scope: !69)
!71 = !DILocation(line: 108, column: 8, scope: !69)
!72 = !DILocation(line: 108, column: 19, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !2, line: 108, column: 3)
!74 = !DILocation(line: 108, column: 21, scope: !73)
!75 = !DILocation(line: 108, column: 3, scope: !69)
!76 = !DILocation(line: 108, column: 50, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 108, column: 31)
!78 = !DILocation(line: 108, column: 54, scope: !77)
!79 = !DILocation(line: 108, column: 52, scope: !77)
!80 = !DILocation(line: 108, column: 39, scope: !77)
!81 = !DILocation(line: 108, column: 33, scope: !77)
!82 = !DILocation(line: 108, column: 42, scope: !77)
!83 = !DILocation(line: 108, column: 48, scope: !77)
!84 = !DILocation(line: 108, column: 69, scope: !77)
!85 = !DILocation(line: 108, column: 63, scope: !77)
!86 = !DILocation(line: 108, column: 57, scope: !77)
!87 = !DILocation(line: 108, column: 74, scope: !77)
!88 = !DILocation(line: 108, column: 26, scope: !73)
!89 = !DILocation(line: 108, column: 3, scope: !73)
!90 = distinct !{!90, !75, !91, !92}
!91 = !DILocation(line: 108, column: 74, scope: !69)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 109, type: !20)
!94 = !DILocation(line: 109, column: 7, scope: !17)
!95 = !DILocalVariable(name: "n", scope: !96, file: !2, line: 110, type: !26)
!96 = distinct !DILexicalBlock(scope: !17, file: !2, line: 110, column: 3)
!97 = !DILocation(line: 110, column: 21, scope: !96)
!98 = !DILocation(line: 110, column: 25, scope: !96)
!99 = !DILocation(line: 110, column: 8, scope: !96)
!100 = !DILocation(line: 110, column: 31, scope: !101)
!101 = distinct !DILexicalBlock(scope: !96, file: !2, line: 110, column: 3)
!102 = !DILocation(line: 110, column: 3, scope: !96)
!103 = !DILocation(line: 110, column: 51, scope: !101)
!104 = !DILocation(line: 110, column: 53, scope: !101)
!105 = !DILocation(line: 110, column: 60, scope: !101)
!106 = !DILocation(line: 110, column: 63, scope: !101)
!107 = !DILocation(line: 110, column: 58, scope: !101)
!108 = !DILocation(line: 110, column: 49, scope: !101)
!109 = !DILocation(line: 110, column: 47, scope: !101)
!110 = !DILocation(line: 110, column: 38, scope: !101)
!111 = !DILocation(line: 110, column: 41, scope: !101)
!112 = !DILocation(line: 110, column: 36, scope: !101)
!113 = !DILocation(line: 110, column: 3, scope: !101)
!114 = distinct !{!114, !102, !115, !92}
!115 = !DILocation(line: 110, column: 63, scope: !96)
!116 = !DILocation(line: 111, column: 24, scope: !17)
!117 = !DILocation(line: 111, column: 3, scope: !17)
!118 = !DILocation(line: 112, column: 3, scope: !17)
!119 = distinct !DISubprogram(name: "with_cleanups", scope: !2, file: !2, line: 22, type: !120, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!120 = !DISubroutineType(types: !121)
!121 = !{!20, !20}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !119, file: !2, line: 22, type: !20)
!123 = !DILocation(line: 22, column: 30, scope: !119)
!124 = !DILocalVariable(name: "buf", scope: !119, file: !2, line: 23, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!126 = !DILocation(line: 23, column: 9, scope: !119)
!127 = !DILocation(line: 23, column: 75, scope: !119)
!128 = !DILocation(line: 23, column: 77, scope: !119)
!129 = !DILocation(line: 23, column: 53, scope: !119)
!130 = !DILocalVariable(name: "token", scope: !119, file: !2, line: 24, type: !20)
!131 = !DILocation(line: 24, column: 7, scope: !119)
!132 = !DILocation(line: 25, column: 8, scope: !133)
!133 = distinct !DILexicalBlock(scope: !119, file: !2, line: 25, column: 7)
!134 = !DILocation(line: 25, column: 7, scope: !119)
!135 = !DILocation(line: 25, column: 13, scope: !133)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 26, type: !20)
!137 = distinct !DILexicalBlock(scope: !119, file: !2, line: 26, column: 3)
!138 = !DILocation(line: 26, column: 12, scope: !137)
!139 = !DILocation(line: 26, column: 8, scope: !137)
!140 = !DILocation(line: 26, column: 19, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 26, column: 3)
!142 = !DILocation(line: 26, column: 23, scope: !141)
!143 = !DILocation(line: 26, column: 21, scope: !141)
!144 = !DILocation(line: 26, column: 3, scope: !137)
!145 = !DILocation(line: 26, column: 53, scope: !141)
!146 = !DILocation(line: 26, column: 55, scope: !141)
!147 = !DILocation(line: 26, column: 51, scope: !141)
!148 = !DILocation(line: 26, column: 40, scope: !141)
!149 = !DILocation(line: 26, column: 31, scope: !141)
!150 = !DILocation(line: 26, column: 35, scope: !141)
!151 = !DILocation(line: 26, column: 38, scope: !141)
!152 = !DILocation(line: 26, column: 26, scope: !141)
!153 = !DILocation(line: 26, column: 3, scope: !141)
!154 = distinct !{!154, !144, !155, !92}
!155 = !DILocation(line: 26, column: 59, scope: !137)
!156 = !DILocation(line: 27, column: 3, scope: !119)
!157 = !DILocation(line: 27, column: 7, scope: !119)
!158 = !DILocation(line: 27, column: 10, scope: !119)
!159 = !DILocation(line: 28, column: 7, scope: !160)
!160 = distinct !DILexicalBlock(scope: !119, file: !2, line: 28, column: 7)
!161 = !DILocation(line: 28, column: 7, scope: !119)
!162 = !DILocation(line: 28, column: 34, scope: !160)
!163 = !DILocation(line: 28, column: 21, scope: !160)
!164 = !DILocation(line: 34, column: 1, scope: !160)
!165 = !DILocation(line: 34, column: 1, scope: !119)
!166 = !DILocalVariable(name: "inner", scope: !167, file: !2, line: 30, type: !20)
!167 = distinct !DILexicalBlock(scope: !119, file: !2, line: 29, column: 3)
!168 = !DILocation(line: 30, column: 9, scope: !167)
!169 = !DILocation(line: 31, column: 9, scope: !170)
!170 = distinct !DILexicalBlock(scope: !167, file: !2, line: 31, column: 9)
!171 = !DILocation(line: 31, column: 11, scope: !170)
!172 = !DILocation(line: 31, column: 9, scope: !167)
!173 = !DILocation(line: 31, column: 23, scope: !170)
!174 = !DILocation(line: 31, column: 16, scope: !170)
!175 = !DILocation(line: 32, column: 3, scope: !119)
!176 = !DILocation(line: 33, column: 10, scope: !119)
!177 = !DILocation(line: 33, column: 3, scope: !119)
!178 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!179 = !DILocalVariable(name: "r", scope: !178, file: !2, line: 63, type: !20)
!180 = !DILocation(line: 63, column: 7, scope: !178)
!181 = !DILocation(line: 64, column: 3, scope: !178)
!182 = !DILocation(line: 65, column: 3, scope: !178)
!183 = !DILocation(line: 66, column: 3, scope: !178)
!184 = !DILocation(line: 67, column: 3, scope: !178)
!185 = !DILocation(line: 68, column: 3, scope: !178)
!186 = !DILocation(line: 69, column: 8, scope: !178)
!187 = !DILocation(line: 69, column: 5, scope: !178)
!188 = !DILocation(line: 70, column: 8, scope: !178)
!189 = !DILocation(line: 70, column: 62, scope: !178)
!190 = !DILocation(line: 70, column: 5, scope: !178)
!191 = !DILocation(line: 71, column: 3, scope: !178)
!192 = !DILocalVariable(name: "expected", scope: !178, file: !2, line: 73, type: !20)
!193 = !DILocation(line: 73, column: 7, scope: !178)
!194 = !DILocation(line: 73, column: 18, scope: !178)
!195 = !DILocalVariable(name: "desired", scope: !178, file: !2, line: 73, type: !20)
!196 = !DILocation(line: 73, column: 21, scope: !178)
!197 = !DILocalVariable(name: "ok", scope: !178, file: !2, line: 74, type: !20)
!198 = !DILocation(line: 74, column: 7, scope: !178)
!199 = !DILocation(line: 74, column: 12, scope: !178)
!200 = !DILocation(line: 75, column: 8, scope: !178)
!201 = !DILocation(line: 75, column: 11, scope: !178)
!202 = !DILocation(line: 75, column: 20, scope: !178)
!203 = !DILocation(line: 75, column: 18, scope: !178)
!204 = !DILocation(line: 75, column: 5, scope: !178)
!205 = !DILocation(line: 77, column: 8, scope: !178)
!206 = !DILocation(line: 77, column: 5, scope: !178)
!207 = !DILocation(line: 78, column: 8, scope: !178)
!208 = !DILocation(line: 78, column: 5, scope: !178)
!209 = !DILocation(line: 79, column: 8, scope: !178)
!210 = !DILocation(line: 79, column: 5, scope: !178)
!211 = !DILocation(line: 80, column: 8, scope: !178)
!212 = !DILocation(line: 80, column: 5, scope: !178)
!213 = !DILocation(line: 81, column: 8, scope: !178)
!214 = !DILocation(line: 81, column: 5, scope: !178)
!215 = !DILocation(line: 82, column: 3, scope: !178)
!216 = !DILocation(line: 83, column: 3, scope: !178)
!217 = !DILocation(line: 85, column: 15, scope: !178)
!218 = !DILocation(line: 86, column: 14, scope: !178)
!219 = !DILocation(line: 87, column: 8, scope: !178)
!220 = !DILocation(line: 87, column: 5, scope: !178)
!221 = !DILocation(line: 89, column: 8, scope: !178)
!222 = !DILocation(line: 89, column: 5, scope: !178)
!223 = !DILocation(line: 90, column: 3, scope: !178)
!224 = !DILocation(line: 91, column: 3, scope: !178)
!225 = !DILocation(line: 92, column: 3, scope: !178)
!226 = !DILocation(line: 93, column: 5, scope: !178)
!227 = !DILocation(line: 95, column: 3, scope: !178)
!228 = !DILocation(line: 96, column: 8, scope: !178)
!229 = !DILocation(line: 96, column: 5, scope: !178)
!230 = !DILocation(line: 97, column: 3, scope: !178)
!231 = !DILocation(line: 98, column: 10, scope: !178)
!232 = !DILocation(line: 98, column: 3, scope: !178)
!233 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !234, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !26}
!236 = !DILocalVariable(name: "n", arg: 1, scope: !233, file: !2, line: 55, type: !26)
!237 = !DILocation(line: 55, column: 31, scope: !233)
!238 = !DILocalVariable(name: "old", scope: !233, file: !2, line: 56, type: !26)
!239 = !DILocation(line: 56, column: 16, scope: !233)
!240 = !DILocation(line: 56, column: 22, scope: !233)
!241 = !DILocation(line: 57, column: 3, scope: !233)
!242 = !DILocation(line: 58, column: 15, scope: !243)
!243 = distinct !DILexicalBlock(scope: !233, file: !2, line: 57, column: 6)
!244 = !DILocation(line: 58, column: 5, scope: !243)
!245 = !DILocation(line: 58, column: 8, scope: !243)
!246 = !DILocation(line: 58, column: 13, scope: !243)
!247 = !DILocation(line: 59, column: 3, scope: !243)
!248 = !DILocation(line: 59, column: 54, scope: !233)
!249 = !DILocation(line: 59, column: 13, scope: !233)
!250 = !DILocation(line: 59, column: 12, scope: !233)
!251 = distinct !{!251, !241, !252, !92}
!252 = !DILocation(line: 59, column: 95, scope: !233)
!253 = !DILocation(line: 60, column: 1, scope: !233)
!254 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !255, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!255 = !DISubroutineType(types: !256)
!256 = !{null, !257}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32)
!258 = !DILocalVariable(name: "p", arg: 1, scope: !254, file: !2, line: 16, type: !257)
!259 = !DILocation(line: 16, column: 32, scope: !254)
!260 = !DILocation(line: 17, column: 8, scope: !261)
!261 = distinct !DILexicalBlock(scope: !254, file: !2, line: 17, column: 7)
!262 = !DILocation(line: 17, column: 7, scope: !261)
!263 = !DILocation(line: 17, column: 7, scope: !254)
!264 = !DILocation(line: 17, column: 19, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !2, line: 17, column: 11)
!266 = !DILocation(line: 17, column: 18, scope: !265)
!267 = !DILocation(line: 17, column: 13, scope: !265)
!268 = !DILocation(line: 17, column: 23, scope: !265)
!269 = !DILocation(line: 17, column: 39, scope: !265)
!270 = !DILocation(line: 18, column: 4, scope: !254)
!271 = !DILocation(line: 18, column: 6, scope: !254)
!272 = !DILocation(line: 19, column: 1, scope: !254)
!273 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !274, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!274 = !DISubroutineType(types: !275)
!275 = !{null, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!277 = !DILocalVariable(name: "p", arg: 1, scope: !273, file: !2, line: 20, type: !276)
!278 = !DILocation(line: 20, column: 30, scope: !273)
!279 = !DILocation(line: 20, column: 52, scope: !273)
!280 = !DILocation(line: 20, column: 51, scope: !273)
!281 = !DILocation(line: 20, column: 48, scope: !273)
!282 = !DILocation(line: 20, column: 55, scope: !273)
!283 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !284, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 32)
!287 = !DILocalVariable(name: "l", arg: 1, scope: !283, file: !2, line: 43, type: !286)
!288 = !DILocation(line: 43, column: 37, scope: !283)
!289 = !DILocation(line: 44, column: 3, scope: !283)
!290 = !DILocation(line: 44, column: 30, scope: !283)
!291 = !DILocation(line: 44, column: 10, scope: !283)
!292 = !DILocation(line: 45, column: 5, scope: !283)
!293 = !DILocation(line: 45, column: 28, scope: !283)
!294 = !DILocation(line: 45, column: 12, scope: !283)
!295 = distinct !{!295, !292, !296, !92}
!296 = !DILocation(line: 45, column: 52, scope: !283)
!297 = distinct !{!297, !289, !296, !92}
!298 = !DILocation(line: 46, column: 1, scope: !283)
!299 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !284, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!300 = !DILocalVariable(name: "l", arg: 1, scope: !299, file: !2, line: 47, type: !286)
!301 = !DILocation(line: 47, column: 39, scope: !299)
!302 = !DILocation(line: 48, column: 3, scope: !299)
!303 = !{i64 1594}
!304 = !DILocation(line: 49, column: 20, scope: !299)
!305 = !DILocation(line: 49, column: 3, scope: !299)
!306 = !DILocation(line: 50, column: 1, scope: !299)
