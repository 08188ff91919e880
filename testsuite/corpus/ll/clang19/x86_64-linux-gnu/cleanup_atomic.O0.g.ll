; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1, !dbg !0
@cleanups_run = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1, !dbg !13
@wide_counter = internal global i64 0, align 8, !dbg !35
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 8, !dbg !38
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1, !dbg !30
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
    #dbg_declare(ptr %2, !59, !DIExpression(), !60)
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !61
  store i32 %7, ptr %2, align 4, !dbg !60
    #dbg_declare(ptr %3, !62, !DIExpression(), !63)
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !64
  store i32 %8, ptr %3, align 4, !dbg !63
  %9 = load i32, ptr %2, align 4, !dbg !65
  %10 = load i32, ptr %3, align 4, !dbg !66
  %11 = load i32, ptr @cleanups_run, align 4, !dbg !67
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !68
  %13 = call i32 @atomics_demo(), !dbg !69
  %14 = load i64, ptr @wide_counter, align 8, !dbg !70
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, i64 noundef %14), !dbg !71
    #dbg_declare(ptr %4, !72, !DIExpression(), !74)
  store i32 0, ptr %4, align 4, !dbg !74
  br label %16, !dbg !75

16:                                               ; preds = %30, %0
  %17 = load i32, ptr %4, align 4, !dbg !76
  %18 = icmp slt i32 %17, 4, !dbg !78
  br i1 %18, label %19, label %33, !dbg !79

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4, !dbg !80
  %21 = load i32, ptr %4, align 4, !dbg !82
  %22 = mul nsw i32 %20, %21, !dbg !83
  %23 = load i32, ptr %4, align 4, !dbg !84
  %24 = sext i32 %23 to i64, !dbg !85
  %25 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %24, !dbg !85
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1, !dbg !86
  store i32 %22, ptr %26, align 8, !dbg !87
  %27 = load i32, ptr %4, align 4, !dbg !88
  %28 = sext i32 %27 to i64, !dbg !89
  %29 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i64 0, i64 %28, !dbg !89
  call void @push(ptr noundef %29), !dbg !90
  br label %30, !dbg !91

30:                                               ; preds = %19
  %31 = load i32, ptr %4, align 4, !dbg !92
  %32 = add nsw i32 %31, 1, !dbg !92
  store i32 %32, ptr %4, align 4, !dbg !92
  br label %16, !dbg !93, !llvm.loop !94

33:                                               ; preds = %16
    #dbg_declare(ptr %5, !97, !DIExpression(), !98)
  store i32 0, ptr %5, align 4, !dbg !98
    #dbg_declare(ptr %6, !99, !DIExpression(), !101)
  %34 = load ptr, ptr @head, align 8, !dbg !102
  store ptr %34, ptr %6, align 8, !dbg !101
  br label %35, !dbg !103

35:                                               ; preds = %45, %33
  %36 = load ptr, ptr %6, align 8, !dbg !104
  %37 = icmp ne ptr %36, null, !dbg !106
  br i1 %37, label %38, label %49, !dbg !106

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4, !dbg !107
  %40 = mul nsw i32 %39, 10, !dbg !108
  %41 = load ptr, ptr %6, align 8, !dbg !109
  %42 = getelementptr inbounds %struct.Node, ptr %41, i32 0, i32 1, !dbg !110
  %43 = load i32, ptr %42, align 8, !dbg !110
  %44 = add nsw i32 %40, %43, !dbg !111
  store i32 %44, ptr %5, align 4, !dbg !112
  br label %45, !dbg !113

45:                                               ; preds = %38
  %46 = load ptr, ptr %6, align 8, !dbg !114
  %47 = getelementptr inbounds %struct.Node, ptr %46, i32 0, i32 0, !dbg !115
  %48 = load ptr, ptr %47, align 8, !dbg !115
  store ptr %48, ptr %6, align 8, !dbg !116
  br label %35, !dbg !117, !llvm.loop !118

49:                                               ; preds = %35
  %50 = load i32, ptr %5, align 4, !dbg !120
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %50), !dbg !121
  ret i32 0, !dbg !122
}

; Function Attrs: noinline optnone uwtable
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__gcc_personality_v0 !dbg !123 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !126, !DIExpression(), !127)
    #dbg_declare(ptr %4, !128, !DIExpression(), !130)
  %11 = load i32, ptr %3, align 4, !dbg !131
  %12 = sext i32 %11 to i64, !dbg !132
  %13 = add i64 %12, 1, !dbg !133
  %14 = call ptr @malloc(i64 noundef %13) #4, !dbg !134
  store ptr %14, ptr %4, align 8, !dbg !130
    #dbg_declare(ptr %5, !135, !DIExpression(), !136)
  store i32 10, ptr %5, align 4, !dbg !136
  %15 = load ptr, ptr %4, align 8, !dbg !137
  %16 = icmp ne ptr %15, null, !dbg !137
  br i1 %16, label %18, label %17, !dbg !139

17:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !140
  store i32 1, ptr %6, align 4
  br label %65, !dbg !140

18:                                               ; preds = %1
    #dbg_declare(ptr %7, !141, !DIExpression(), !143)
  store i32 0, ptr %7, align 4, !dbg !143
  br label %19, !dbg !144

19:                                               ; preds = %32, %18
  %20 = load i32, ptr %7, align 4, !dbg !145
  %21 = load i32, ptr %3, align 4, !dbg !147
  %22 = icmp slt i32 %20, %21, !dbg !148
  br i1 %22, label %23, label %35, !dbg !149

23:                                               ; preds = %19
  %24 = load i32, ptr %7, align 4, !dbg !150
  %25 = srem i32 %24, 26, !dbg !151
  %26 = add nsw i32 97, %25, !dbg !152
  %27 = trunc i32 %26 to i8, !dbg !153
  %28 = load ptr, ptr %4, align 8, !dbg !154
  %29 = load i32, ptr %7, align 4, !dbg !155
  %30 = sext i32 %29 to i64, !dbg !154
  %31 = getelementptr inbounds i8, ptr %28, i64 %30, !dbg !154
  store i8 %27, ptr %31, align 1, !dbg !156
  br label %32, !dbg !154

32:                                               ; preds = %23
  %33 = load i32, ptr %7, align 4, !dbg !157
  %34 = add nsw i32 %33, 1, !dbg !157
  store i32 %34, ptr %7, align 4, !dbg !157
  br label %19, !dbg !158, !llvm.loop !159

35:                                               ; preds = %19
  %36 = load ptr, ptr %4, align 8, !dbg !161
  %37 = load i32, ptr %3, align 4, !dbg !162
  %38 = sext i32 %37 to i64, !dbg !161
  %39 = getelementptr inbounds i8, ptr %36, i64 %38, !dbg !161
  store i8 0, ptr %39, align 1, !dbg !163
  %40 = icmp ne ptr @maybe_unwind, null, !dbg !164
  br i1 %40, label %41, label %48, !dbg !166

41:                                               ; preds = %35
  %42 = load i32, ptr %3, align 4, !dbg !167
  invoke void @maybe_unwind(i32 noundef %42)
          to label %43 unwind label %44, !dbg !168

43:                                               ; preds = %41
  br label %48, !dbg !168

44:                                               ; preds = %57, %41
  %45 = landingpad { ptr, i32 }
          cleanup, !dbg !169
  %46 = extractvalue { ptr, i32 } %45, 0, !dbg !169
  store ptr %46, ptr %8, align 8, !dbg !169
  %47 = extractvalue { ptr, i32 } %45, 1, !dbg !169
  store i32 %47, ptr %9, align 4, !dbg !169
  invoke void @release_int(ptr noundef %5)
          to label %72 unwind label %80, !dbg !170

48:                                               ; preds = %43, %35
    #dbg_declare(ptr %10, !171, !DIExpression(), !173)
  store i32 100, ptr %10, align 4, !dbg !173
  %49 = load i32, ptr %3, align 4, !dbg !174
  %50 = icmp sgt i32 %49, 3, !dbg !176
  br i1 %50, label %51, label %56, !dbg !177

51:                                               ; preds = %48
  %52 = load ptr, ptr %4, align 8, !dbg !178
  %53 = getelementptr inbounds i8, ptr %52, i64 3, !dbg !178
  %54 = load i8, ptr %53, align 1, !dbg !178
  %55 = sext i8 %54 to i32, !dbg !178
  store i32 %55, ptr %2, align 4, !dbg !179
  store i32 1, ptr %6, align 4
  br label %57, !dbg !179

56:                                               ; preds = %48
  store i32 0, ptr %6, align 4, !dbg !180
  br label %57, !dbg !180

57:                                               ; preds = %56, %51
  invoke void @release_int(ptr noundef %10)
          to label %58 unwind label %44, !dbg !180

58:                                               ; preds = %57
  %59 = load i32, ptr %6, align 4
  switch i32 %59, label %65 [
    i32 0, label %60
  ]

60:                                               ; preds = %58
  %61 = load ptr, ptr %4, align 8, !dbg !181
  %62 = getelementptr inbounds i8, ptr %61, i64 0, !dbg !181
  %63 = load i8, ptr %62, align 1, !dbg !181
  %64 = sext i8 %63 to i32, !dbg !181
  store i32 %64, ptr %2, align 4, !dbg !182
  store i32 1, ptr %6, align 4
  br label %65, !dbg !182

65:                                               ; preds = %60, %58, %17
  invoke void @release_int(ptr noundef %5)
          to label %66 unwind label %68, !dbg !170

66:                                               ; preds = %65
  call void @release_buf(ptr noundef %4), !dbg !170
  %67 = load i32, ptr %2, align 4, !dbg !170
  ret i32 %67, !dbg !170

68:                                               ; preds = %65
  %69 = landingpad { ptr, i32 }
          cleanup, !dbg !170
  %70 = extractvalue { ptr, i32 } %69, 0, !dbg !170
  store ptr %70, ptr %8, align 8, !dbg !170
  %71 = extractvalue { ptr, i32 } %69, 1, !dbg !170
  store i32 %71, ptr %9, align 4, !dbg !170
  br label %73, !dbg !170

72:                                               ; preds = %44
  br label %73, !dbg !170

73:                                               ; preds = %72, %68
  invoke void @release_buf(ptr noundef %4)
          to label %74 unwind label %80, !dbg !170

74:                                               ; preds = %73
  br label %75, !dbg !170

75:                                               ; preds = %74
  %76 = load ptr, ptr %8, align 8, !dbg !170
  %77 = load i32, ptr %9, align 4, !dbg !170
  %78 = insertvalue { ptr, i32 } poison, ptr %76, 0, !dbg !170
  %79 = insertvalue { ptr, i32 } %78, i32 %77, 1, !dbg !170
  resume { ptr, i32 } %79, !dbg !170

80:                                               ; preds = %73, %44
  %81 = landingpad { ptr, i32 }
          catch ptr null, !dbg !170
  call void @abort() #5, !dbg !170
  unreachable, !dbg !170
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone uwtable
define internal i32 @atomics_demo() #0 !dbg !183 {
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
    #dbg_declare(ptr %1, !184, !DIExpression(), !185)
  store i32 0, ptr %1, align 4, !dbg !185
  store i32 5, ptr %2, align 4, !dbg !186
  %22 = load i32, ptr %2, align 4, !dbg !186
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4, !dbg !186
  store i32 %23, ptr %3, align 4, !dbg !186
  %24 = load i32, ptr %3, align 4, !dbg !186
  store i32 1, ptr %4, align 4, !dbg !187
  %25 = load i32, ptr %4, align 4, !dbg !187
  %26 = atomicrmw sub ptr @counter, i32 %25 acq_rel, align 4, !dbg !187
  store i32 %26, ptr %5, align 4, !dbg !187
  %27 = load i32, ptr %5, align 4, !dbg !187
  store i32 256, ptr %6, align 4, !dbg !188
  %28 = load i32, ptr %6, align 4, !dbg !188
  %29 = atomicrmw or ptr @counter, i32 %28 monotonic, align 4, !dbg !188
  store i32 %29, ptr %7, align 4, !dbg !188
  %30 = load i32, ptr %7, align 4, !dbg !188
  store i32 511, ptr %8, align 4, !dbg !189
  %31 = load i32, ptr %8, align 4, !dbg !189
  %32 = atomicrmw and ptr @counter, i32 %31 release, align 4, !dbg !189
  store i32 %32, ptr %9, align 4, !dbg !189
  %33 = load i32, ptr %9, align 4, !dbg !189
  store i32 3, ptr %10, align 4, !dbg !190
  %34 = load i32, ptr %10, align 4, !dbg !190
  %35 = atomicrmw xor ptr @counter, i32 %34 acquire, align 4, !dbg !190
  store i32 %35, ptr %11, align 4, !dbg !190
  %36 = load i32, ptr %11, align 4, !dbg !190
  store i32 1, ptr %12, align 4, !dbg !191
  %37 = load i32, ptr %12, align 4, !dbg !191
  %38 = atomicrmw add ptr @counter, i32 %37 seq_cst, align 4, !dbg !191
  %39 = add i32 %38, %37, !dbg !191
  store i32 %39, ptr %13, align 4, !dbg !191
  %40 = load i32, ptr %13, align 4, !dbg !191
  %41 = load i32, ptr %1, align 4, !dbg !192
  %42 = add nsw i32 %41, %40, !dbg !192
  store i32 %42, ptr %1, align 4, !dbg !192
  store i32 255, ptr %14, align 4, !dbg !193
  %43 = load i32, ptr %14, align 4, !dbg !193
  %44 = atomicrmw nand ptr @counter, i32 %43 seq_cst, align 4, !dbg !193
  %45 = and i32 %44, %43, !dbg !193
  %46 = xor i32 %45, -1, !dbg !193
  store i32 %46, ptr %15, align 4, !dbg !193
  %47 = load i32, ptr %15, align 4, !dbg !193
  %48 = and i32 %47, 15, !dbg !194
  %49 = load i32, ptr %1, align 4, !dbg !195
  %50 = add nsw i32 %49, %48, !dbg !195
  store i32 %50, ptr %1, align 4, !dbg !195
  store i64 1099511627776, ptr %16, align 8, !dbg !196
  %51 = load i64, ptr %16, align 8, !dbg !196
  %52 = atomicrmw add ptr @wide_counter, i64 %51 seq_cst, align 8, !dbg !196
  store i64 %52, ptr %17, align 8, !dbg !196
  %53 = load i64, ptr %17, align 8, !dbg !196
    #dbg_declare(ptr %18, !197, !DIExpression(), !198)
  %54 = load i32, ptr %1, align 4, !dbg !199
  store i32 %54, ptr %18, align 4, !dbg !198
    #dbg_declare(ptr %19, !200, !DIExpression(), !201)
  store i32 7, ptr %19, align 4, !dbg !201
    #dbg_declare(ptr %20, !202, !DIExpression(), !203)
  %55 = load i32, ptr %18, align 4, !dbg !204
  %56 = load i32, ptr %19, align 4, !dbg !204
  %57 = cmpxchg ptr @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !204
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !204
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !204
  br i1 %59, label %61, label %60, !dbg !204

60:                                               ; preds = %0
  store i32 %58, ptr %18, align 4, !dbg !204
  br label %61, !dbg !204

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !204
  store i8 %62, ptr %21, align 1, !dbg !204
  %63 = load i8, ptr %21, align 1, !dbg !204
  %64 = trunc i8 %63 to i1, !dbg !204
  %65 = zext i1 %64 to i32, !dbg !204
  store i32 %65, ptr %20, align 4, !dbg !203
  %66 = load i32, ptr %20, align 4, !dbg !205
  %67 = mul nsw i32 %66, 1000, !dbg !206
  %68 = load i32, ptr %18, align 4, !dbg !207
  %69 = add nsw i32 %67, %68, !dbg !208
  %70 = load i32, ptr %1, align 4, !dbg !209
  %71 = add nsw i32 %70, %69, !dbg !209
  store i32 %71, ptr %1, align 4, !dbg !209
  %72 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !210
  %73 = load i32, ptr %1, align 4, !dbg !211
  %74 = add nsw i32 %73, %72, !dbg !211
  store i32 %74, ptr %1, align 4, !dbg !211
  %75 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !212
  %76 = sub i32 %75, 1, !dbg !212
  %77 = load i32, ptr %1, align 4, !dbg !213
  %78 = add nsw i32 %77, %76, !dbg !213
  store i32 %78, ptr %1, align 4, !dbg !213
  %79 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !214
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !214
  %81 = load i32, ptr %1, align 4, !dbg !215
  %82 = add nsw i32 %81, %80, !dbg !215
  store i32 %82, ptr %1, align 4, !dbg !215
  %83 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !216
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !216
  %85 = zext i1 %84 to i32, !dbg !216
  %86 = load i32, ptr %1, align 4, !dbg !217
  %87 = add nsw i32 %86, %85, !dbg !217
  store i32 %87, ptr %1, align 4, !dbg !217
  %88 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !218
  %89 = load i32, ptr %1, align 4, !dbg !219
  %90 = add nsw i32 %89, %88, !dbg !219
  store i32 %90, ptr %1, align 4, !dbg !219
  store atomic i32 0, ptr @counter release, align 4, !dbg !220
  fence seq_cst, !dbg !221
  %91 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !222
  %92 = add i32 %91, 4, !dbg !222
  %93 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !223
  %94 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !224
  %95 = load i32, ptr %1, align 4, !dbg !225
  %96 = add nsw i32 %95, %94, !dbg !225
  store i32 %96, ptr %1, align 4, !dbg !225
  %97 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !226
  %98 = icmp ne i8 %97, 0, !dbg !226
  %99 = zext i1 %98 to i32, !dbg !226
  %100 = load i32, ptr %1, align 4, !dbg !227
  %101 = add nsw i32 %100, %99, !dbg !227
  store i32 %101, ptr %1, align 4, !dbg !227
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !228
  fence seq_cst, !dbg !229
  fence syncscope("singlethread") acquire, !dbg !230
  %102 = load i32, ptr %1, align 4, !dbg !231
  %103 = add nsw i32 %102, 1, !dbg !231
  store i32 %103, ptr %1, align 4, !dbg !231
  call void @spin_lock(ptr noundef @lock_word), !dbg !232
  %104 = load volatile i32, ptr @lock_word, align 4, !dbg !233
  %105 = load i32, ptr %1, align 4, !dbg !234
  %106 = add nsw i32 %105, %104, !dbg !234
  store i32 %106, ptr %1, align 4, !dbg !234
  call void @spin_unlock(ptr noundef @lock_word), !dbg !235
  %107 = load i32, ptr %1, align 4, !dbg !236
  ret i32 %107, !dbg !237
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(ptr noundef %0) #2 !dbg !238 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !241, !DIExpression(), !242)
    #dbg_declare(ptr %3, !243, !DIExpression(), !244)
  %7 = load atomic i64, ptr @head monotonic, align 8, !dbg !245
  store i64 %7, ptr %4, align 8, !dbg !245
  %8 = load ptr, ptr %4, align 8, !dbg !245
  store ptr %8, ptr %3, align 8, !dbg !244
  br label %9, !dbg !246

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 8, !dbg !247
  %11 = load ptr, ptr %2, align 8, !dbg !249
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0, !dbg !250
  store ptr %10, ptr %12, align 8, !dbg !251
  br label %13, !dbg !252

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 8, !dbg !253
  store ptr %14, ptr %5, align 8, !dbg !254
  %15 = load i64, ptr %3, align 8, !dbg !254
  %16 = load i64, ptr %5, align 8, !dbg !254
  %17 = cmpxchg weak ptr @head, i64 %15, i64 %16 release monotonic, align 8, !dbg !254
  %18 = extractvalue { i64, i1 } %17, 0, !dbg !254
  %19 = extractvalue { i64, i1 } %17, 1, !dbg !254
  br i1 %19, label %21, label %20, !dbg !254

20:                                               ; preds = %13
  store i64 %18, ptr %3, align 8, !dbg !254
  br label %21, !dbg !254

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8, !dbg !254
  store i8 %22, ptr %6, align 1, !dbg !254
  %23 = load i8, ptr %6, align 1, !dbg !254
  %24 = trunc i8 %23 to i1, !dbg !254
  %25 = xor i1 %24, true, !dbg !255
  br i1 %25, label %9, label %26, !dbg !252, !llvm.loop !256

26:                                               ; preds = %21
  ret void, !dbg !258
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @release_buf(ptr noundef %0) #0 !dbg !259 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !263, !DIExpression(), !264)
  %3 = load ptr, ptr %2, align 8, !dbg !265
  %4 = load ptr, ptr %3, align 8, !dbg !267
  %5 = icmp ne ptr %4, null, !dbg !267
  br i1 %5, label %6, label %11, !dbg !268

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !269
  %8 = load ptr, ptr %7, align 8, !dbg !271
  call void @free(ptr noundef %8), !dbg !272
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !273
  %10 = add nsw i32 %9, 1, !dbg !273
  store i32 %10, ptr @cleanups_run, align 4, !dbg !273
  br label %11, !dbg !274

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 8, !dbg !275
  store ptr null, ptr %12, align 8, !dbg !276
  ret void, !dbg !277
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_int(ptr noundef %0) #2 !dbg !278 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !282, !DIExpression(), !283)
  %3 = load ptr, ptr %2, align 8, !dbg !284
  %4 = load i32, ptr %3, align 4, !dbg !285
  %5 = load i32, ptr @cleanups_run, align 4, !dbg !286
  %6 = add nsw i32 %5, %4, !dbg !286
  store i32 %6, ptr @cleanups_run, align 4, !dbg !286
  ret void, !dbg !287
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(ptr noundef %0) #2 !dbg !288 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !292, !DIExpression(), !293)
  br label %6, !dbg !294

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 8, !dbg !295
  store i32 1, ptr %3, align 4, !dbg !296
  %8 = load i32, ptr %3, align 4, !dbg !296
  %9 = atomicrmw volatile xchg ptr %7, i32 %8 acquire, align 4, !dbg !296
  store i32 %9, ptr %4, align 4, !dbg !296
  %10 = load i32, ptr %4, align 4, !dbg !296
  %11 = icmp ne i32 %10, 0, !dbg !294
  br i1 %11, label %12, label %20, !dbg !294

12:                                               ; preds = %6
  br label %13, !dbg !297

13:                                               ; preds = %18, %12
  %14 = load ptr, ptr %2, align 8, !dbg !298
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4, !dbg !299
  store i32 %15, ptr %5, align 4, !dbg !299
  %16 = load i32, ptr %5, align 4, !dbg !299
  %17 = icmp ne i32 %16, 0, !dbg !297
  br i1 %17, label %18, label %19, !dbg !297

18:                                               ; preds = %13
  br label %13, !dbg !297, !llvm.loop !300

19:                                               ; preds = %13
  br label %6, !dbg !294, !llvm.loop !302

20:                                               ; preds = %6
  ret void, !dbg !303
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(ptr noundef %0) #2 !dbg !304 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !305, !DIExpression(), !306)
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !307, !srcloc !308
  %4 = load ptr, ptr %2, align 8, !dbg !309
  store i32 0, ptr %3, align 4, !dbg !310
  %5 = load i32, ptr %3, align 4, !dbg !310
  store atomic volatile i32 %5, ptr %4 release, align 4, !dbg !310
  ret void, !dbg !311
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !9, file: !2, line: 14, type: !20, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !4}
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
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
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 512, elements: !28)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 52, size: 128, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !2, line: 52, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !2, line: 52, baseType: !20, size: 32, offset: 64)
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
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 102, type: !20)
!60 = !DILocation(line: 102, column: 7, scope: !17)
!61 = !DILocation(line: 102, column: 11, scope: !17)
!62 = !DILocalVariable(name: "b", scope: !17, file: !2, line: 103, type: !20)
!63 = !DILocation(line: 103, column: 7, scope: !17)
!64 = !DILocation(line: 103, column: 11, scope: !17)
!65 = !DILocation(line: 104, column: 36, scope: !17)
!66 = !DILocation(line: 104, column: 39, scope: !17)
!67 = !DILocation(line: 104, column: 42, scope: !17)
!68 = !DILocation(line: 104, column: 3, scope: !17)
!69 = !DILocation(line: 105, column: 36, scope: !17)
!70 = !DILocation(line: 105, column: 52, scope: !17)
!71 = !DILocation(line: 105, column: 3, scope: !17)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 108, type: !20)
!73 = distinct !DILexicalBlock(scope: !17, file: !2, line: 108, column: 3)
!74 = !DILocation(line: 108, column: 12, scope: !73)
!75 = !DILocation(line: 108, column: 8, scope: !73)
!76 = !DILocation(line: 108, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 108, column: 3)
!78 = !DILocation(line: 108, column: 21, scope: !77)
!79 = !DILocation(line: 108, column: 3, scope: !73)
!80 = !DILocation(line: 108, column: 50, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !2, line: 108, column: 31)
!82 = !DILocation(line: 108, column: 54, scope: !81)
!83 = !DILocation(line: 108, column: 52, scope: !81)
!84 = !DILocation(line: 108, column: 39, scope: !81)
!85 = !DILocation(line: 108, column: 33, scope: !81)
!86 = !DILocation(line: 108, column: 42, scope: !81)
!87 = !DILocation(line: 108, column: 48, scope: !81)
!88 = !DILocation(line: 108, column: 69, scope: !81)
!89 = !DILocation(line: 108, column: 63, scope: !81)
!90 = !DILocation(line: 108, column: 57, scope: !81)
!91 = !DILocation(line: 108, column: 74, scope: !81)
!92 = !DILocation(line: 108, column: 26, scope: !77)
!93 = !DILocation(line: 108, column: 3, scope: !77)
!94 = distinct !{!94, !79, !95, !96}
!95 = !DILocation(line: 108, column: 74, scope: !73)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 109, type: !20)
!98 = !DILocation(line: 109, column: 7, scope: !17)
!99 = !DILocalVariable(name: "n", scope: !100, file: !2, line: 110, type: !26)
!100 = distinct !DILexicalBlock(scope: !17, file: !2, line: 110, column: 3)
!101 = !DILocation(line: 110, column: 21, scope: !100)
!102 = !DILocation(line: 110, column: 25, scope: !100)
!103 = !DILocation(line: 110, column: 8, scope: !100)
!104 = !DILocation(line: 110, column: 31, scope: !105)
!105 = distinct !DILexicalBlock(scope: !100, file: !2, line: 110, column: 3)
!106 = !DILocation(line: 110, column: 3, scope: !100)
!107 = !DILocation(line: 110, column: 51, scope: !105)
!108 = !DILocation(line: 110, column: 53, scope: !105)
!109 = !DILocation(line: 110, column: 60, scope: !105)
!110 = !DILocation(line: 110, column: 63, scope: !105)
!111 = !DILocation(line: 110, column: 58, scope: !105)
!112 = !DILocation(line: 110, column: 49, scope: !105)
!113 = !DILocation(line: 110, column: 47, scope: !105)
!114 = !DILocation(line: 110, column: 38, scope: !105)
!115 = !DILocation(line: 110, column: 41, scope: !105)
!116 = !DILocation(line: 110, column: 36, scope: !105)
!117 = !DILocation(line: 110, column: 3, scope: !105)
!118 = distinct !{!118, !106, !119, !96}
!119 = !DILocation(line: 110, column: 63, scope: !100)
!120 = !DILocation(line: 111, column: 24, scope: !17)
!121 = !DILocation(line: 111, column: 3, scope: !17)
!122 = !DILocation(line: 112, column: 3, scope: !17)
!123 = distinct !DISubprogram(name: "with_cleanups", scope: !2, file: !2, line: 22, type: !124, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!124 = !DISubroutineType(types: !125)
!125 = !{!20, !20}
!126 = !DILocalVariable(name: "n", arg: 1, scope: !123, file: !2, line: 22, type: !20)
!127 = !DILocation(line: 22, column: 30, scope: !123)
!128 = !DILocalVariable(name: "buf", scope: !123, file: !2, line: 23, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!130 = !DILocation(line: 23, column: 9, scope: !123)
!131 = !DILocation(line: 23, column: 75, scope: !123)
!132 = !DILocation(line: 23, column: 60, scope: !123)
!133 = !DILocation(line: 23, column: 77, scope: !123)
!134 = !DILocation(line: 23, column: 53, scope: !123)
!135 = !DILocalVariable(name: "token", scope: !123, file: !2, line: 24, type: !20)
!136 = !DILocation(line: 24, column: 7, scope: !123)
!137 = !DILocation(line: 25, column: 8, scope: !138)
!138 = distinct !DILexicalBlock(scope: !123, file: !2, line: 25, column: 7)
!139 = !DILocation(line: 25, column: 7, scope: !123)
!140 = !DILocation(line: 25, column: 13, scope: !138)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 26, type: !20)
!142 = distinct !DILexicalBlock(scope: !123, file: !2, line: 26, column: 3)
!143 = !DILocation(line: 26, column: 12, scope: !142)
!144 = !DILocation(line: 26, column: 8, scope: !142)
!145 = !DILocation(line: 26, column: 19, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !2, line: 26, column: 3)
!147 = !DILocation(line: 26, column: 23, scope: !146)
!148 = !DILocation(line: 26, column: 21, scope: !146)
!149 = !DILocation(line: 26, column: 3, scope: !142)
!150 = !DILocation(line: 26, column: 53, scope: !146)
!151 = !DILocation(line: 26, column: 55, scope: !146)
!152 = !DILocation(line: 26, column: 51, scope: !146)
!153 = !DILocation(line: 26, column: 40, scope: !146)
!154 = !DILocation(line: 26, column: 31, scope: !146)
!155 = !DILocation(line: 26, column: 35, scope: !146)
!156 = !DILocation(line: 26, column: 38, scope: !146)
!157 = !DILocation(line: 26, column: 26, scope: !146)
!158 = !DILocation(line: 26, column: 3, scope: !146)
!159 = distinct !{!159, !149, !160, !96}
!160 = !DILocation(line: 26, column: 59, scope: !142)
!161 = !DILocation(line: 27, column: 3, scope: !123)
!162 = !DILocation(line: 27, column: 7, scope: !123)
!163 = !DILocation(line: 27, column: 10, scope: !123)
!164 = !DILocation(line: 28, column: 7, scope: !165)
!165 = distinct !DILexicalBlock(scope: !123, file: !2, line: 28, column: 7)
!166 = !DILocation(line: 28, column: 7, scope: !123)
!167 = !DILocation(line: 28, column: 34, scope: !165)
!168 = !DILocation(line: 28, column: 21, scope: !165)
!169 = !DILocation(line: 34, column: 1, scope: !165)
!170 = !DILocation(line: 34, column: 1, scope: !123)
!171 = !DILocalVariable(name: "inner", scope: !172, file: !2, line: 30, type: !20)
!172 = distinct !DILexicalBlock(scope: !123, file: !2, line: 29, column: 3)
!173 = !DILocation(line: 30, column: 9, scope: !172)
!174 = !DILocation(line: 31, column: 9, scope: !175)
!175 = distinct !DILexicalBlock(scope: !172, file: !2, line: 31, column: 9)
!176 = !DILocation(line: 31, column: 11, scope: !175)
!177 = !DILocation(line: 31, column: 9, scope: !172)
!178 = !DILocation(line: 31, column: 23, scope: !175)
!179 = !DILocation(line: 31, column: 16, scope: !175)
!180 = !DILocation(line: 32, column: 3, scope: !123)
!181 = !DILocation(line: 33, column: 10, scope: !123)
!182 = !DILocation(line: 33, column: 3, scope: !123)
!183 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!184 = !DILocalVariable(name: "r", scope: !183, file: !2, line: 63, type: !20)
!185 = !DILocation(line: 63, column: 7, scope: !183)
!186 = !DILocation(line: 64, column: 3, scope: !183)
!187 = !DILocation(line: 65, column: 3, scope: !183)
!188 = !DILocation(line: 66, column: 3, scope: !183)
!189 = !DILocation(line: 67, column: 3, scope: !183)
!190 = !DILocation(line: 68, column: 3, scope: !183)
!191 = !DILocation(line: 69, column: 8, scope: !183)
!192 = !DILocation(line: 69, column: 5, scope: !183)
!193 = !DILocation(line: 70, column: 8, scope: !183)
!194 = !DILocation(line: 70, column: 62, scope: !183)
!195 = !DILocation(line: 70, column: 5, scope: !183)
!196 = !DILocation(line: 71, column: 3, scope: !183)
!197 = !DILocalVariable(name: "expected", scope: !183, file: !2, line: 73, type: !20)
!198 = !DILocation(line: 73, column: 7, scope: !183)
!199 = !DILocation(line: 73, column: 18, scope: !183)
!200 = !DILocalVariable(name: "desired", scope: !183, file: !2, line: 73, type: !20)
!201 = !DILocation(line: 73, column: 21, scope: !183)
!202 = !DILocalVariable(name: "ok", scope: !183, file: !2, line: 74, type: !20)
!203 = !DILocation(line: 74, column: 7, scope: !183)
!204 = !DILocation(line: 74, column: 12, scope: !183)
!205 = !DILocation(line: 75, column: 8, scope: !183)
!206 = !DILocation(line: 75, column: 11, scope: !183)
!207 = !DILocation(line: 75, column: 20, scope: !183)
!208 = !DILocation(line: 75, column: 18, scope: !183)
!209 = !DILocation(line: 75, column: 5, scope: !183)
!210 = !DILocation(line: 77, column: 8, scope: !183)
!211 = !DILocation(line: 77, column: 5, scope: !183)
!212 = !DILocation(line: 78, column: 8, scope: !183)
!213 = !DILocation(line: 78, column: 5, scope: !183)
!214 = !DILocation(line: 79, column: 8, scope: !183)
!215 = !DILocation(line: 79, column: 5, scope: !183)
!216 = !DILocation(line: 80, column: 8, scope: !183)
!217 = !DILocation(line: 80, column: 5, scope: !183)
!218 = !DILocation(line: 81, column: 8, scope: !183)
!219 = !DILocation(line: 81, column: 5, scope: !183)
!220 = !DILocation(line: 82, column: 3, scope: !183)
!221 = !DILocation(line: 83, column: 3, scope: !183)
!222 = !DILocation(line: 85, column: 15, scope: !183)
!223 = !DILocation(line: 86, column: 14, scope: !183)
!224 = !DILocation(line: 87, column: 8, scope: !183)
!225 = !DILocation(line: 87, column: 5, scope: !183)
!226 = !DILocation(line: 89, column: 8, scope: !183)
!227 = !DILocation(line: 89, column: 5, scope: !183)
!228 = !DILocation(line: 90, column: 3, scope: !183)
!229 = !DILocation(line: 91, column: 3, scope: !183)
!230 = !DILocation(line: 92, column: 3, scope: !183)
!231 = !DILocation(line: 93, column: 5, scope: !183)
!232 = !DILocation(line: 95, column: 3, scope: !183)
!233 = !DILocation(line: 96, column: 8, scope: !183)
!234 = !DILocation(line: 96, column: 5, scope: !183)
!235 = !DILocation(line: 97, column: 3, scope: !183)
!236 = !DILocation(line: 98, column: 10, scope: !183)
!237 = !DILocation(line: 98, column: 3, scope: !183)
!238 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !239, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !26}
!241 = !DILocalVariable(name: "n", arg: 1, scope: !238, file: !2, line: 55, type: !26)
!242 = !DILocation(line: 55, column: 31, scope: !238)
!243 = !DILocalVariable(name: "old", scope: !238, file: !2, line: 56, type: !26)
!244 = !DILocation(line: 56, column: 16, scope: !238)
!245 = !DILocation(line: 56, column: 22, scope: !238)
!246 = !DILocation(line: 57, column: 3, scope: !238)
!247 = !DILocation(line: 58, column: 15, scope: !248)
!248 = distinct !DILexicalBlock(scope: !238, file: !2, line: 57, column: 6)
!249 = !DILocation(line: 58, column: 5, scope: !248)
!250 = !DILocation(line: 58, column: 8, scope: !248)
!251 = !DILocation(line: 58, column: 13, scope: !248)
!252 = !DILocation(line: 59, column: 3, scope: !248)
!253 = !DILocation(line: 59, column: 54, scope: !238)
!254 = !DILocation(line: 59, column: 13, scope: !238)
!255 = !DILocation(line: 59, column: 12, scope: !238)
!256 = distinct !{!256, !246, !257, !96}
!257 = !DILocation(line: 59, column: 95, scope: !238)
!258 = !DILocation(line: 60, column: 1, scope: !238)
!259 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !260, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !262}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!263 = !DILocalVariable(name: "p", arg: 1, scope: !259, file: !2, line: 16, type: !262)
!264 = !DILocation(line: 16, column: 32, scope: !259)
!265 = !DILocation(line: 17, column: 8, scope: !266)
!266 = distinct !DILexicalBlock(scope: !259, file: !2, line: 17, column: 7)
!267 = !DILocation(line: 17, column: 7, scope: !266)
!268 = !DILocation(line: 17, column: 7, scope: !259)
!269 = !DILocation(line: 17, column: 19, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !2, line: 17, column: 11)
!271 = !DILocation(line: 17, column: 18, scope: !270)
!272 = !DILocation(line: 17, column: 13, scope: !270)
!273 = !DILocation(line: 17, column: 23, scope: !270)
!274 = !DILocation(line: 17, column: 39, scope: !270)
!275 = !DILocation(line: 18, column: 4, scope: !259)
!276 = !DILocation(line: 18, column: 6, scope: !259)
!277 = !DILocation(line: 19, column: 1, scope: !259)
!278 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !279, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !281}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!282 = !DILocalVariable(name: "p", arg: 1, scope: !278, file: !2, line: 20, type: !281)
!283 = !DILocation(line: 20, column: 30, scope: !278)
!284 = !DILocation(line: 20, column: 52, scope: !278)
!285 = !DILocation(line: 20, column: 51, scope: !278)
!286 = !DILocation(line: 20, column: 48, scope: !278)
!287 = !DILocation(line: 20, column: 55, scope: !278)
!288 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !289, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !291}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!292 = !DILocalVariable(name: "l", arg: 1, scope: !288, file: !2, line: 43, type: !291)
!293 = !DILocation(line: 43, column: 37, scope: !288)
!294 = !DILocation(line: 44, column: 3, scope: !288)
!295 = !DILocation(line: 44, column: 30, scope: !288)
!296 = !DILocation(line: 44, column: 10, scope: !288)
!297 = !DILocation(line: 45, column: 5, scope: !288)
!298 = !DILocation(line: 45, column: 28, scope: !288)
!299 = !DILocation(line: 45, column: 12, scope: !288)
!300 = distinct !{!300, !297, !301, !96}
!301 = !DILocation(line: 45, column: 52, scope: !288)
!302 = distinct !{!302, !294, !301, !96}
!303 = !DILocation(line: 46, column: 1, scope: !288)
!304 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !289, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!305 = !DILocalVariable(name: "l", arg: 1, scope: !304, file: !2, line: 47, type: !291)
!306 = !DILocation(line: 47, column: 39, scope: !304)
!307 = !DILocation(line: 48, column: 3, scope: !304)
!308 = !{i64 1594}
!309 = !DILocation(line: 49, column: 20, scope: !304)
!310 = !DILocation(line: 49, column: 3, scope: !304)
!311 = !DILocation(line: 50, column: 1, scope: !304)
