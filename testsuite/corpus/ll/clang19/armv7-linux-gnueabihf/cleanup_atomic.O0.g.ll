; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1, !dbg !0
@cleanups_run = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1, !dbg !13
@wide_counter = internal global i64 0, align 8, !dbg !35
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4, !dbg !15
@head = internal global ptr null, align 4, !dbg !38
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1, !dbg !30
@counter = internal global i32 0, align 4, !dbg !40
@c11_counter = internal global i32 0, align 4, !dbg !42
@flag = internal global i8 0, align 1, !dbg !45
@lock_word = internal global i32 0, align 4, !dbg !48

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
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

16:                                               ; preds = %28, %0
  %17 = load i32, ptr %4, align 4, !dbg !76
  %18 = icmp slt i32 %17, 4, !dbg !78
  br i1 %18, label %19, label %31, !dbg !79

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4, !dbg !80
  %21 = load i32, ptr %4, align 4, !dbg !82
  %22 = mul nsw i32 %20, %21, !dbg !83
  %23 = load i32, ptr %4, align 4, !dbg !84
  %24 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %23, !dbg !85
  %25 = getelementptr inbounds %struct.Node, ptr %24, i32 0, i32 1, !dbg !86
  store i32 %22, ptr %25, align 4, !dbg !87
  %26 = load i32, ptr %4, align 4, !dbg !88
  %27 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %26, !dbg !89
  call void @push(ptr noundef %27), !dbg !90
  br label %28, !dbg !91

28:                                               ; preds = %19
  %29 = load i32, ptr %4, align 4, !dbg !92
  %30 = add nsw i32 %29, 1, !dbg !92
  store i32 %30, ptr %4, align 4, !dbg !92
  br label %16, !dbg !93, !llvm.loop !94

31:                                               ; preds = %16
    #dbg_declare(ptr %5, !97, !DIExpression(), !98)
  store i32 0, ptr %5, align 4, !dbg !98
    #dbg_declare(ptr %6, !99, !DIExpression(), !101)
  %32 = load ptr, ptr @head, align 4, !dbg !102
  store ptr %32, ptr %6, align 4, !dbg !101
  br label %33, !dbg !103

33:                                               ; preds = %43, %31
  %34 = load ptr, ptr %6, align 4, !dbg !104
  %35 = icmp ne ptr %34, null, !dbg !106
  br i1 %35, label %36, label %47, !dbg !106

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4, !dbg !107
  %38 = mul nsw i32 %37, 10, !dbg !108
  %39 = load ptr, ptr %6, align 4, !dbg !109
  %40 = getelementptr inbounds %struct.Node, ptr %39, i32 0, i32 1, !dbg !110
  %41 = load i32, ptr %40, align 4, !dbg !110
  %42 = add nsw i32 %38, %41, !dbg !111
  store i32 %42, ptr %5, align 4, !dbg !112
  br label %43, !dbg !113

43:                                               ; preds = %36
  %44 = load ptr, ptr %6, align 4, !dbg !114
  %45 = getelementptr inbounds %struct.Node, ptr %44, i32 0, i32 0, !dbg !115
  %46 = load ptr, ptr %45, align 4, !dbg !115
  store ptr %46, ptr %6, align 4, !dbg !116
  br label %33, !dbg !117, !llvm.loop !118

47:                                               ; preds = %33
  %48 = load i32, ptr %5, align 4, !dbg !120
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48), !dbg !121
  ret i32 0, !dbg !122
}

; Function Attrs: noinline optnone
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__gcc_personality_v0 !dbg !123 {
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
    #dbg_declare(ptr %3, !126, !DIExpression(), !127)
    #dbg_declare(ptr %4, !128, !DIExpression(), !130)
  %11 = load i32, ptr %3, align 4, !dbg !131
  %12 = add i32 %11, 1, !dbg !132
  %13 = call ptr @malloc(i32 noundef %12) #4, !dbg !133
  store ptr %13, ptr %4, align 4, !dbg !130
    #dbg_declare(ptr %5, !134, !DIExpression(), !135)
  store i32 10, ptr %5, align 4, !dbg !135
  %14 = load ptr, ptr %4, align 4, !dbg !136
  %15 = icmp ne ptr %14, null, !dbg !136
  br i1 %15, label %17, label %16, !dbg !138

16:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !139
  store i32 1, ptr %6, align 4
  br label %62, !dbg !139

17:                                               ; preds = %1
    #dbg_declare(ptr %7, !140, !DIExpression(), !142)
  store i32 0, ptr %7, align 4, !dbg !142
  br label %18, !dbg !143

18:                                               ; preds = %30, %17
  %19 = load i32, ptr %7, align 4, !dbg !144
  %20 = load i32, ptr %3, align 4, !dbg !146
  %21 = icmp slt i32 %19, %20, !dbg !147
  br i1 %21, label %22, label %33, !dbg !148

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4, !dbg !149
  %24 = srem i32 %23, 26, !dbg !150
  %25 = add nsw i32 97, %24, !dbg !151
  %26 = trunc i32 %25 to i8, !dbg !152
  %27 = load ptr, ptr %4, align 4, !dbg !153
  %28 = load i32, ptr %7, align 4, !dbg !154
  %29 = getelementptr inbounds i8, ptr %27, i32 %28, !dbg !153
  store i8 %26, ptr %29, align 1, !dbg !155
  br label %30, !dbg !153

30:                                               ; preds = %22
  %31 = load i32, ptr %7, align 4, !dbg !156
  %32 = add nsw i32 %31, 1, !dbg !156
  store i32 %32, ptr %7, align 4, !dbg !156
  br label %18, !dbg !157, !llvm.loop !158

33:                                               ; preds = %18
  %34 = load ptr, ptr %4, align 4, !dbg !160
  %35 = load i32, ptr %3, align 4, !dbg !161
  %36 = getelementptr inbounds i8, ptr %34, i32 %35, !dbg !160
  store i8 0, ptr %36, align 1, !dbg !162
  %37 = icmp ne ptr @maybe_unwind, null, !dbg !163
  br i1 %37, label %38, label %45, !dbg !165

38:                                               ; preds = %33
  %39 = load i32, ptr %3, align 4, !dbg !166
  invoke void @maybe_unwind(i32 noundef %39)
          to label %40 unwind label %41, !dbg !167

40:                                               ; preds = %38
  br label %45, !dbg !167

41:                                               ; preds = %54, %38
  %42 = landingpad { ptr, i32 }
          cleanup, !dbg !168
  %43 = extractvalue { ptr, i32 } %42, 0, !dbg !168
  store ptr %43, ptr %8, align 4, !dbg !168
  %44 = extractvalue { ptr, i32 } %42, 1, !dbg !168
  store i32 %44, ptr %9, align 4, !dbg !168
  invoke void @release_int(ptr noundef %5)
          to label %69 unwind label %77, !dbg !169

45:                                               ; preds = %40, %33
    #dbg_declare(ptr %10, !170, !DIExpression(), !172)
  store i32 100, ptr %10, align 4, !dbg !172
  %46 = load i32, ptr %3, align 4, !dbg !173
  %47 = icmp sgt i32 %46, 3, !dbg !175
  br i1 %47, label %48, label %53, !dbg !176

48:                                               ; preds = %45
  %49 = load ptr, ptr %4, align 4, !dbg !177
  %50 = getelementptr inbounds i8, ptr %49, i32 3, !dbg !177
  %51 = load i8, ptr %50, align 1, !dbg !177
  %52 = zext i8 %51 to i32, !dbg !177
  store i32 %52, ptr %2, align 4, !dbg !178
  store i32 1, ptr %6, align 4
  br label %54, !dbg !178

53:                                               ; preds = %45
  store i32 0, ptr %6, align 4, !dbg !179
  br label %54, !dbg !179

54:                                               ; preds = %53, %48
  invoke void @release_int(ptr noundef %10)
          to label %55 unwind label %41, !dbg !179

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4
  switch i32 %56, label %62 [
    i32 0, label %57
  ]

57:                                               ; preds = %55
  %58 = load ptr, ptr %4, align 4, !dbg !180
  %59 = getelementptr inbounds i8, ptr %58, i32 0, !dbg !180
  %60 = load i8, ptr %59, align 1, !dbg !180
  %61 = zext i8 %60 to i32, !dbg !180
  store i32 %61, ptr %2, align 4, !dbg !181
  store i32 1, ptr %6, align 4
  br label %62, !dbg !181

62:                                               ; preds = %57, %55, %16
  invoke void @release_int(ptr noundef %5)
          to label %63 unwind label %65, !dbg !169

63:                                               ; preds = %62
  call void @release_buf(ptr noundef %4), !dbg !169
  %64 = load i32, ptr %2, align 4, !dbg !169
  ret i32 %64, !dbg !169

65:                                               ; preds = %62
  %66 = landingpad { ptr, i32 }
          cleanup, !dbg !169
  %67 = extractvalue { ptr, i32 } %66, 0, !dbg !169
  store ptr %67, ptr %8, align 4, !dbg !169
  %68 = extractvalue { ptr, i32 } %66, 1, !dbg !169
  store i32 %68, ptr %9, align 4, !dbg !169
  br label %70, !dbg !169

69:                                               ; preds = %41
  br label %70, !dbg !169

70:                                               ; preds = %69, %65
  invoke void @release_buf(ptr noundef %4)
          to label %71 unwind label %77, !dbg !169

71:                                               ; preds = %70
  br label %72, !dbg !169

72:                                               ; preds = %71
  %73 = load ptr, ptr %8, align 4, !dbg !169
  %74 = load i32, ptr %9, align 4, !dbg !169
  %75 = insertvalue { ptr, i32 } poison, ptr %73, 0, !dbg !169
  %76 = insertvalue { ptr, i32 } %75, i32 %74, 1, !dbg !169
  resume { ptr, i32 } %76, !dbg !169

77:                                               ; preds = %70, %41
  %78 = landingpad { ptr, i32 }
          catch ptr null, !dbg !169
  call void @abort() #5, !dbg !169
  unreachable, !dbg !169
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone
define internal i32 @atomics_demo() #0 !dbg !182 {
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
    #dbg_declare(ptr %1, !183, !DIExpression(), !184)
  store i32 0, ptr %1, align 4, !dbg !184
  store i32 5, ptr %2, align 4, !dbg !185
  %22 = load i32, ptr %2, align 4, !dbg !185
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4, !dbg !185
  store i32 %23, ptr %3, align 4, !dbg !185
  %24 = load i32, ptr %3, align 4, !dbg !185
  store i32 1, ptr %4, align 4, !dbg !186
  %25 = load i32, ptr %4, align 4, !dbg !186
  %26 = atomicrmw sub ptr @counter, i32 %25 acq_rel, align 4, !dbg !186
  store i32 %26, ptr %5, align 4, !dbg !186
  %27 = load i32, ptr %5, align 4, !dbg !186
  store i32 256, ptr %6, align 4, !dbg !187
  %28 = load i32, ptr %6, align 4, !dbg !187
  %29 = atomicrmw or ptr @counter, i32 %28 monotonic, align 4, !dbg !187
  store i32 %29, ptr %7, align 4, !dbg !187
  %30 = load i32, ptr %7, align 4, !dbg !187
  store i32 511, ptr %8, align 4, !dbg !188
  %31 = load i32, ptr %8, align 4, !dbg !188
  %32 = atomicrmw and ptr @counter, i32 %31 release, align 4, !dbg !188
  store i32 %32, ptr %9, align 4, !dbg !188
  %33 = load i32, ptr %9, align 4, !dbg !188
  store i32 3, ptr %10, align 4, !dbg !189
  %34 = load i32, ptr %10, align 4, !dbg !189
  %35 = atomicrmw xor ptr @counter, i32 %34 acquire, align 4, !dbg !189
  store i32 %35, ptr %11, align 4, !dbg !189
  %36 = load i32, ptr %11, align 4, !dbg !189
  store i32 1, ptr %12, align 4, !dbg !190
  %37 = load i32, ptr %12, align 4, !dbg !190
  %38 = atomicrmw add ptr @counter, i32 %37 seq_cst, align 4, !dbg !190
  %39 = add i32 %38, %37, !dbg !190
  store i32 %39, ptr %13, align 4, !dbg !190
  %40 = load i32, ptr %13, align 4, !dbg !190
  %41 = load i32, ptr %1, align 4, !dbg !191
  %42 = add nsw i32 %41, %40, !dbg !191
  store i32 %42, ptr %1, align 4, !dbg !191
  store i32 255, ptr %14, align 4, !dbg !192
  %43 = load i32, ptr %14, align 4, !dbg !192
  %44 = atomicrmw nand ptr @counter, i32 %43 seq_cst, align 4, !dbg !192
  %45 = and i32 %44, %43, !dbg !192
  %46 = xor i32 %45, -1, !dbg !192
  store i32 %46, ptr %15, align 4, !dbg !192
  %47 = load i32, ptr %15, align 4, !dbg !192
  %48 = and i32 %47, 15, !dbg !193
  %49 = load i32, ptr %1, align 4, !dbg !194
  %50 = add nsw i32 %49, %48, !dbg !194
  store i32 %50, ptr %1, align 4, !dbg !194
  store i64 1099511627776, ptr %16, align 8, !dbg !195
  %51 = load i64, ptr %16, align 8, !dbg !195
  %52 = atomicrmw add ptr @wide_counter, i64 %51 seq_cst, align 8, !dbg !195
  store i64 %52, ptr %17, align 8, !dbg !195
  %53 = load i64, ptr %17, align 8, !dbg !195
    #dbg_declare(ptr %18, !196, !DIExpression(), !197)
  %54 = load i32, ptr %1, align 4, !dbg !198
  store i32 %54, ptr %18, align 4, !dbg !197
    #dbg_declare(ptr %19, !199, !DIExpression(), !200)
  store i32 7, ptr %19, align 4, !dbg !200
    #dbg_declare(ptr %20, !201, !DIExpression(), !202)
  %55 = load i32, ptr %18, align 4, !dbg !203
  %56 = load i32, ptr %19, align 4, !dbg !203
  %57 = cmpxchg ptr @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !203
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !203
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !203
  br i1 %59, label %61, label %60, !dbg !203

60:                                               ; preds = %0
  store i32 %58, ptr %18, align 4, !dbg !203
  br label %61, !dbg !203

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !203
  store i8 %62, ptr %21, align 1, !dbg !203
  %63 = load i8, ptr %21, align 1, !dbg !203
  %64 = trunc i8 %63 to i1, !dbg !203
  %65 = zext i1 %64 to i32, !dbg !203
  store i32 %65, ptr %20, align 4, !dbg !202
  %66 = load i32, ptr %20, align 4, !dbg !204
  %67 = mul nsw i32 %66, 1000, !dbg !205
  %68 = load i32, ptr %18, align 4, !dbg !206
  %69 = add nsw i32 %67, %68, !dbg !207
  %70 = load i32, ptr %1, align 4, !dbg !208
  %71 = add nsw i32 %70, %69, !dbg !208
  store i32 %71, ptr %1, align 4, !dbg !208
  %72 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !209
  %73 = load i32, ptr %1, align 4, !dbg !210
  %74 = add nsw i32 %73, %72, !dbg !210
  store i32 %74, ptr %1, align 4, !dbg !210
  %75 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !211
  %76 = sub i32 %75, 1, !dbg !211
  %77 = load i32, ptr %1, align 4, !dbg !212
  %78 = add nsw i32 %77, %76, !dbg !212
  store i32 %78, ptr %1, align 4, !dbg !212
  %79 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !213
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !213
  %81 = load i32, ptr %1, align 4, !dbg !214
  %82 = add nsw i32 %81, %80, !dbg !214
  store i32 %82, ptr %1, align 4, !dbg !214
  %83 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !215
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !215
  %85 = zext i1 %84 to i32, !dbg !215
  %86 = load i32, ptr %1, align 4, !dbg !216
  %87 = add nsw i32 %86, %85, !dbg !216
  store i32 %87, ptr %1, align 4, !dbg !216
  %88 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !217
  %89 = load i32, ptr %1, align 4, !dbg !218
  %90 = add nsw i32 %89, %88, !dbg !218
  store i32 %90, ptr %1, align 4, !dbg !218
  store atomic i32 0, ptr @counter release, align 4, !dbg !219
  fence seq_cst, !dbg !220
  %91 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !221
  %92 = add i32 %91, 4, !dbg !221
  %93 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !222
  %94 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !223
  %95 = load i32, ptr %1, align 4, !dbg !224
  %96 = add nsw i32 %95, %94, !dbg !224
  store i32 %96, ptr %1, align 4, !dbg !224
  %97 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !225
  %98 = icmp ne i8 %97, 0, !dbg !225
  %99 = zext i1 %98 to i32, !dbg !225
  %100 = load i32, ptr %1, align 4, !dbg !226
  %101 = add nsw i32 %100, %99, !dbg !226
  store i32 %101, ptr %1, align 4, !dbg !226
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !227
  fence seq_cst, !dbg !228
  fence syncscope("singlethread") acquire, !dbg !229
  %102 = load i32, ptr %1, align 4, !dbg !230
  %103 = add nsw i32 %102, 1, !dbg !230
  store i32 %103, ptr %1, align 4, !dbg !230
  call void @spin_lock(ptr noundef @lock_word), !dbg !231
  %104 = load volatile i32, ptr @lock_word, align 4, !dbg !232
  %105 = load i32, ptr %1, align 4, !dbg !233
  %106 = add nsw i32 %105, %104, !dbg !233
  store i32 %106, ptr %1, align 4, !dbg !233
  call void @spin_unlock(ptr noundef @lock_word), !dbg !234
  %107 = load i32, ptr %1, align 4, !dbg !235
  ret i32 %107, !dbg !236
}

; Function Attrs: noinline nounwind optnone
define internal void @push(ptr noundef %0) #2 !dbg !237 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !240, !DIExpression(), !241)
    #dbg_declare(ptr %3, !242, !DIExpression(), !243)
  %7 = load atomic i32, ptr @head monotonic, align 4, !dbg !244
  store i32 %7, ptr %4, align 4, !dbg !244
  %8 = load ptr, ptr %4, align 4, !dbg !244
  store ptr %8, ptr %3, align 4, !dbg !243
  br label %9, !dbg !245

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 4, !dbg !246
  %11 = load ptr, ptr %2, align 4, !dbg !248
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0, !dbg !249
  store ptr %10, ptr %12, align 4, !dbg !250
  br label %13, !dbg !251

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 4, !dbg !252
  store ptr %14, ptr %5, align 4, !dbg !253
  %15 = load i32, ptr %3, align 4, !dbg !253
  %16 = load i32, ptr %5, align 4, !dbg !253
  %17 = cmpxchg weak ptr @head, i32 %15, i32 %16 release monotonic, align 4, !dbg !253
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !253
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !253
  br i1 %19, label %21, label %20, !dbg !253

20:                                               ; preds = %13
  store i32 %18, ptr %3, align 4, !dbg !253
  br label %21, !dbg !253

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8, !dbg !253
  store i8 %22, ptr %6, align 1, !dbg !253
  %23 = load i8, ptr %6, align 1, !dbg !253
  %24 = trunc i8 %23 to i1, !dbg !253
  %25 = xor i1 %24, true, !dbg !254
  br i1 %25, label %9, label %26, !dbg !251, !llvm.loop !255

26:                                               ; preds = %21
  ret void, !dbg !257
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #3

; Function Attrs: noinline optnone
define internal void @release_buf(ptr noundef %0) #0 !dbg !258 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !262, !DIExpression(), !263)
  %3 = load ptr, ptr %2, align 4, !dbg !264
  %4 = load ptr, ptr %3, align 4, !dbg !266
  %5 = icmp ne ptr %4, null, !dbg !266
  br i1 %5, label %6, label %11, !dbg !267

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 4, !dbg !268
  %8 = load ptr, ptr %7, align 4, !dbg !270
  call void @free(ptr noundef %8), !dbg !271
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !272
  %10 = add nsw i32 %9, 1, !dbg !272
  store i32 %10, ptr @cleanups_run, align 4, !dbg !272
  br label %11, !dbg !273

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 4, !dbg !274
  store ptr null, ptr %12, align 4, !dbg !275
  ret void, !dbg !276
}

; Function Attrs: noinline nounwind optnone
define internal void @release_int(ptr noundef %0) #2 !dbg !277 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !281, !DIExpression(), !282)
  %3 = load ptr, ptr %2, align 4, !dbg !283
  %4 = load i32, ptr %3, align 4, !dbg !284
  %5 = load i32, ptr @cleanups_run, align 4, !dbg !285
  %6 = add nsw i32 %5, %4, !dbg !285
  store i32 %6, ptr @cleanups_run, align 4, !dbg !285
  ret void, !dbg !286
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare i32 @__gcc_personality_v0(...)

declare void @abort()

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @spin_lock(ptr noundef %0) #2 !dbg !287 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !291, !DIExpression(), !292)
  br label %6, !dbg !293

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 4, !dbg !294
  store i32 1, ptr %3, align 4, !dbg !295
  %8 = load i32, ptr %3, align 4, !dbg !295
  %9 = atomicrmw volatile xchg ptr %7, i32 %8 acquire, align 4, !dbg !295
  store i32 %9, ptr %4, align 4, !dbg !295
  %10 = load i32, ptr %4, align 4, !dbg !295
  %11 = icmp ne i32 %10, 0, !dbg !293
  br i1 %11, label %12, label %20, !dbg !293

12:                                               ; preds = %6
  br label %13, !dbg !296

13:                                               ; preds = %18, %12
  %14 = load ptr, ptr %2, align 4, !dbg !297
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4, !dbg !298
  store i32 %15, ptr %5, align 4, !dbg !298
  %16 = load i32, ptr %5, align 4, !dbg !298
  %17 = icmp ne i32 %16, 0, !dbg !296
  br i1 %17, label %18, label %19, !dbg !296

18:                                               ; preds = %13
  br label %13, !dbg !296, !llvm.loop !299

19:                                               ; preds = %13
  br label %6, !dbg !293, !llvm.loop !301

20:                                               ; preds = %6
  ret void, !dbg !302
}

; Function Attrs: noinline nounwind optnone
define internal void @spin_unlock(ptr noundef %0) #2 !dbg !303 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !304, !DIExpression(), !305)
  call void asm sideeffect "", "~{memory}"() #6, !dbg !306, !srcloc !307
  %4 = load ptr, ptr %2, align 4, !dbg !308
  store i32 0, ptr %3, align 4, !dbg !309
  %5 = load i32, ptr %3, align 4, !dbg !309
  store atomic volatile i32 %5, ptr %4 release, align 4, !dbg !309
  ret void, !dbg !310
}

attributes #0 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !9, file: !2, line: 14, type: !20, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !4}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
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
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 1, !"min_enum_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
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
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!130 = !DILocation(line: 23, column: 9, scope: !123)
!131 = !DILocation(line: 23, column: 75, scope: !123)
!132 = !DILocation(line: 23, column: 77, scope: !123)
!133 = !DILocation(line: 23, column: 53, scope: !123)
!134 = !DILocalVariable(name: "token", scope: !123, file: !2, line: 24, type: !20)
!135 = !DILocation(line: 24, column: 7, scope: !123)
!136 = !DILocation(line: 25, column: 8, scope: !137)
!137 = distinct !DILexicalBlock(scope: !123, file: !2, line: 25, column: 7)
!138 = !DILocation(line: 25, column: 7, scope: !123)
!139 = !DILocation(line: 25, column: 13, scope: !137)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 26, type: !20)
!141 = distinct !DILexicalBlock(scope: !123, file: !2, line: 26, column: 3)
!142 = !DILocation(line: 26, column: 12, scope: !141)
!143 = !DILocation(line: 26, column: 8, scope: !141)
!144 = !DILocation(line: 26, column: 19, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !2, line: 26, column: 3)
!146 = !DILocation(line: 26, column: 23, scope: !145)
!147 = !DILocation(line: 26, column: 21, scope: !145)
!148 = !DILocation(line: 26, column: 3, scope: !141)
!149 = !DILocation(line: 26, column: 53, scope: !145)
!150 = !DILocation(line: 26, column: 55, scope: !145)
!151 = !DILocation(line: 26, column: 51, scope: !145)
!152 = !DILocation(line: 26, column: 40, scope: !145)
!153 = !DILocation(line: 26, column: 31, scope: !145)
!154 = !DILocation(line: 26, column: 35, scope: !145)
!155 = !DILocation(line: 26, column: 38, scope: !145)
!156 = !DILocation(line: 26, column: 26, scope: !145)
!157 = !DILocation(line: 26, column: 3, scope: !145)
!158 = distinct !{!158, !148, !159, !96}
!159 = !DILocation(line: 26, column: 59, scope: !141)
!160 = !DILocation(line: 27, column: 3, scope: !123)
!161 = !DILocation(line: 27, column: 7, scope: !123)
!162 = !DILocation(line: 27, column: 10, scope: !123)
!163 = !DILocation(line: 28, column: 7, scope: !164)
!164 = distinct !DILexicalBlock(scope: !123, file: !2, line: 28, column: 7)
!165 = !DILocation(line: 28, column: 7, scope: !123)
!166 = !DILocation(line: 28, column: 34, scope: !164)
!167 = !DILocation(line: 28, column: 21, scope: !164)
!168 = !DILocation(line: 34, column: 1, scope: !164)
!169 = !DILocation(line: 34, column: 1, scope: !123)
!170 = !DILocalVariable(name: "inner", scope: !171, file: !2, line: 30, type: !20)
!171 = distinct !DILexicalBlock(scope: !123, file: !2, line: 29, column: 3)
!172 = !DILocation(line: 30, column: 9, scope: !171)
!173 = !DILocation(line: 31, column: 9, scope: !174)
!174 = distinct !DILexicalBlock(scope: !171, file: !2, line: 31, column: 9)
!175 = !DILocation(line: 31, column: 11, scope: !174)
!176 = !DILocation(line: 31, column: 9, scope: !171)
!177 = !DILocation(line: 31, column: 23, scope: !174)
!178 = !DILocation(line: 31, column: 16, scope: !174)
!179 = !DILocation(line: 32, column: 3, scope: !123)
!180 = !DILocation(line: 33, column: 10, scope: !123)
!181 = !DILocation(line: 33, column: 3, scope: !123)
!182 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!183 = !DILocalVariable(name: "r", scope: !182, file: !2, line: 63, type: !20)
!184 = !DILocation(line: 63, column: 7, scope: !182)
!185 = !DILocation(line: 64, column: 3, scope: !182)
!186 = !DILocation(line: 65, column: 3, scope: !182)
!187 = !DILocation(line: 66, column: 3, scope: !182)
!188 = !DILocation(line: 67, column: 3, scope: !182)
!189 = !DILocation(line: 68, column: 3, scope: !182)
!190 = !DILocation(line: 69, column: 8, scope: !182)
!191 = !DILocation(line: 69, column: 5, scope: !182)
!192 = !DILocation(line: 70, column: 8, scope: !182)
!193 = !DILocation(line: 70, column: 62, scope: !182)
!194 = !DILocation(line: 70, column: 5, scope: !182)
!195 = !DILocation(line: 71, column: 3, scope: !182)
!196 = !DILocalVariable(name: "expected", scope: !182, file: !2, line: 73, type: !20)
!197 = !DILocation(line: 73, column: 7, scope: !182)
!198 = !DILocation(line: 73, column: 18, scope: !182)
!199 = !DILocalVariable(name: "desired", scope: !182, file: !2, line: 73, type: !20)
!200 = !DILocation(line: 73, column: 21, scope: !182)
!201 = !DILocalVariable(name: "ok", scope: !182, file: !2, line: 74, type: !20)
!202 = !DILocation(line: 74, column: 7, scope: !182)
!203 = !DILocation(line: 74, column: 12, scope: !182)
!204 = !DILocation(line: 75, column: 8, scope: !182)
!205 = !DILocation(line: 75, column: 11, scope: !182)
!206 = !DILocation(line: 75, column: 20, scope: !182)
!207 = !DILocation(line: 75, column: 18, scope: !182)
!208 = !DILocation(line: 75, column: 5, scope: !182)
!209 = !DILocation(line: 77, column: 8, scope: !182)
!210 = !DILocation(line: 77, column: 5, scope: !182)
!211 = !DILocation(line: 78, column: 8, scope: !182)
!212 = !DILocation(line: 78, column: 5, scope: !182)
!213 = !DILocation(line: 79, column: 8, scope: !182)
!214 = !DILocation(line: 79, column: 5, scope: !182)
!215 = !DILocation(line: 80, column: 8, scope: !182)
!216 = !DILocation(line: 80, column: 5, scope: !182)
!217 = !DILocation(line: 81, column: 8, scope: !182)
!218 = !DILocation(line: 81, column: 5, scope: !182)
!219 = !DILocation(line: 82, column: 3, scope: !182)
!220 = !DILocation(line: 83, column: 3, scope: !182)
!221 = !DILocation(line: 85, column: 15, scope: !182)
!222 = !DILocation(line: 86, column: 14, scope: !182)
!223 = !DILocation(line: 87, column: 8, scope: !182)
!224 = !DILocation(line: 87, column: 5, scope: !182)
!225 = !DILocation(line: 89, column: 8, scope: !182)
!226 = !DILocation(line: 89, column: 5, scope: !182)
!227 = !DILocation(line: 90, column: 3, scope: !182)
!228 = !DILocation(line: 91, column: 3, scope: !182)
!229 = !DILocation(line: 92, column: 3, scope: !182)
!230 = !DILocation(line: 93, column: 5, scope: !182)
!231 = !DILocation(line: 95, column: 3, scope: !182)
!232 = !DILocation(line: 96, column: 8, scope: !182)
!233 = !DILocation(line: 96, column: 5, scope: !182)
!234 = !DILocation(line: 97, column: 3, scope: !182)
!235 = !DILocation(line: 98, column: 10, scope: !182)
!236 = !DILocation(line: 98, column: 3, scope: !182)
!237 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !238, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !26}
!240 = !DILocalVariable(name: "n", arg: 1, scope: !237, file: !2, line: 55, type: !26)
!241 = !DILocation(line: 55, column: 31, scope: !237)
!242 = !DILocalVariable(name: "old", scope: !237, file: !2, line: 56, type: !26)
!243 = !DILocation(line: 56, column: 16, scope: !237)
!244 = !DILocation(line: 56, column: 22, scope: !237)
!245 = !DILocation(line: 57, column: 3, scope: !237)
!246 = !DILocation(line: 58, column: 15, scope: !247)
!247 = distinct !DILexicalBlock(scope: !237, file: !2, line: 57, column: 6)
!248 = !DILocation(line: 58, column: 5, scope: !247)
!249 = !DILocation(line: 58, column: 8, scope: !247)
!250 = !DILocation(line: 58, column: 13, scope: !247)
!251 = !DILocation(line: 59, column: 3, scope: !247)
!252 = !DILocation(line: 59, column: 54, scope: !237)
!253 = !DILocation(line: 59, column: 13, scope: !237)
!254 = !DILocation(line: 59, column: 12, scope: !237)
!255 = distinct !{!255, !245, !256, !96}
!256 = !DILocation(line: 59, column: 95, scope: !237)
!257 = !DILocation(line: 60, column: 1, scope: !237)
!258 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !259, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !261}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 32)
!262 = !DILocalVariable(name: "p", arg: 1, scope: !258, file: !2, line: 16, type: !261)
!263 = !DILocation(line: 16, column: 32, scope: !258)
!264 = !DILocation(line: 17, column: 8, scope: !265)
!265 = distinct !DILexicalBlock(scope: !258, file: !2, line: 17, column: 7)
!266 = !DILocation(line: 17, column: 7, scope: !265)
!267 = !DILocation(line: 17, column: 7, scope: !258)
!268 = !DILocation(line: 17, column: 19, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !2, line: 17, column: 11)
!270 = !DILocation(line: 17, column: 18, scope: !269)
!271 = !DILocation(line: 17, column: 13, scope: !269)
!272 = !DILocation(line: 17, column: 23, scope: !269)
!273 = !DILocation(line: 17, column: 39, scope: !269)
!274 = !DILocation(line: 18, column: 4, scope: !258)
!275 = !DILocation(line: 18, column: 6, scope: !258)
!276 = !DILocation(line: 19, column: 1, scope: !258)
!277 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !278, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !280}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!281 = !DILocalVariable(name: "p", arg: 1, scope: !277, file: !2, line: 20, type: !280)
!282 = !DILocation(line: 20, column: 30, scope: !277)
!283 = !DILocation(line: 20, column: 52, scope: !277)
!284 = !DILocation(line: 20, column: 51, scope: !277)
!285 = !DILocation(line: 20, column: 48, scope: !277)
!286 = !DILocation(line: 20, column: 55, scope: !277)
!287 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !288, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 32)
!291 = !DILocalVariable(name: "l", arg: 1, scope: !287, file: !2, line: 43, type: !290)
!292 = !DILocation(line: 43, column: 37, scope: !287)
!293 = !DILocation(line: 44, column: 3, scope: !287)
!294 = !DILocation(line: 44, column: 30, scope: !287)
!295 = !DILocation(line: 44, column: 10, scope: !287)
!296 = !DILocation(line: 45, column: 5, scope: !287)
!297 = !DILocation(line: 45, column: 28, scope: !287)
!298 = !DILocation(line: 45, column: 12, scope: !287)
!299 = distinct !{!299, !296, !300, !96}
!300 = !DILocation(line: 45, column: 52, scope: !287)
!301 = distinct !{!301, !293, !300, !96}
!302 = !DILocation(line: 46, column: 1, scope: !287)
!303 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !288, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!304 = !DILocalVariable(name: "l", arg: 1, scope: !303, file: !2, line: 47, type: !290)
!305 = !DILocation(line: 47, column: 39, scope: !303)
!306 = !DILocation(line: 48, column: 3, scope: !303)
!307 = !{i64 1594}
!308 = !DILocation(line: 49, column: 20, scope: !303)
!309 = !DILocation(line: 49, column: 3, scope: !303)
!310 = !DILocation(line: 50, column: 1, scope: !303)
