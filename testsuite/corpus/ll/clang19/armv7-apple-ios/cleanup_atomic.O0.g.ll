; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: noinline optnone ssp
define i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %7 = call i32 @with_cleanups(i32 noundef 2), !dbg !60
  store i32 %7, ptr %2, align 4, !dbg !59
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  %8 = call i32 @with_cleanups(i32 noundef 8), !dbg !63
  store i32 %8, ptr %3, align 4, !dbg !62
  %9 = load i32, ptr %2, align 4, !dbg !64
  %10 = load i32, ptr %3, align 4, !dbg !65
  %11 = load i32, ptr @cleanups_run, align 4, !dbg !66
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !67
  %13 = call i32 @atomics_demo(), !dbg !68
  %14 = load i64, ptr @wide_counter, align 8, !dbg !69
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, i64 noundef %14), !dbg !70
    #dbg_declare(ptr %4, !71, !DIExpression(), !73)
  store i32 0, ptr %4, align 4, !dbg !73
  br label %16, !dbg !74

16:                                               ; preds = %28, %0
  %17 = load i32, ptr %4, align 4, !dbg !75
  %18 = icmp slt i32 %17, 4, !dbg !77
  br i1 %18, label %19, label %31, !dbg !78

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4, !dbg !79
  %21 = load i32, ptr %4, align 4, !dbg !81
  %22 = mul nsw i32 %20, %21, !dbg !82
  %23 = load i32, ptr %4, align 4, !dbg !83
  %24 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %23, !dbg !84
  %25 = getelementptr inbounds %struct.Node, ptr %24, i32 0, i32 1, !dbg !85
  store i32 %22, ptr %25, align 4, !dbg !86
  %26 = load i32, ptr %4, align 4, !dbg !87
  %27 = getelementptr inbounds [4 x %struct.Node], ptr @main.nodes, i32 0, i32 %26, !dbg !88
  call void @push(ptr noundef %27), !dbg !89
  br label %28, !dbg !90

28:                                               ; preds = %19
  %29 = load i32, ptr %4, align 4, !dbg !91
  %30 = add nsw i32 %29, 1, !dbg !91
  store i32 %30, ptr %4, align 4, !dbg !91
  br label %16, !dbg !92, !llvm.loop !93

31:                                               ; preds = %16
    #dbg_declare(ptr %5, !96, !DIExpression(), !97)
  store i32 0, ptr %5, align 4, !dbg !97
    #dbg_declare(ptr %6, !98, !DIExpression(), !100)
  %32 = load ptr, ptr @head, align 4, !dbg !101
  store ptr %32, ptr %6, align 4, !dbg !100
  br label %33, !dbg !102

33:                                               ; preds = %43, %31
  %34 = load ptr, ptr %6, align 4, !dbg !103
  %35 = icmp ne ptr %34, null, !dbg !105
  br i1 %35, label %36, label %47, !dbg !105

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4, !dbg !106
  %38 = mul nsw i32 %37, 10, !dbg !107
  %39 = load ptr, ptr %6, align 4, !dbg !108
  %40 = getelementptr inbounds %struct.Node, ptr %39, i32 0, i32 1, !dbg !109
  %41 = load i32, ptr %40, align 4, !dbg !109
  %42 = add nsw i32 %38, %41, !dbg !110
  store i32 %42, ptr %5, align 4, !dbg !111
  br label %43, !dbg !112

43:                                               ; preds = %36
  %44 = load ptr, ptr %6, align 4, !dbg !113
  %45 = getelementptr inbounds %struct.Node, ptr %44, i32 0, i32 0, !dbg !114
  %46 = load ptr, ptr %45, align 4, !dbg !114
  store ptr %46, ptr %6, align 4, !dbg !115
  br label %33, !dbg !116, !llvm.loop !117

47:                                               ; preds = %33
  %48 = load i32, ptr %5, align 4, !dbg !119
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48), !dbg !120
  ret i32 0, !dbg !121
}

; Function Attrs: noinline optnone ssp
define internal i32 @with_cleanups(i32 noundef %0) #0 personality ptr @__gcc_personality_sj0 !dbg !122 {
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
    #dbg_declare(ptr %3, !125, !DIExpression(), !126)
    #dbg_declare(ptr %4, !127, !DIExpression(), !129)
  %11 = load i32, ptr %3, align 4, !dbg !130
  %12 = add i32 %11, 1, !dbg !131
  %13 = call ptr @malloc(i32 noundef %12) #4, !dbg !132
  store ptr %13, ptr %4, align 4, !dbg !129
    #dbg_declare(ptr %5, !133, !DIExpression(), !134)
  store i32 10, ptr %5, align 4, !dbg !134
  %14 = load ptr, ptr %4, align 4, !dbg !135
  %15 = icmp ne ptr %14, null, !dbg !135
  br i1 %15, label %17, label %16, !dbg !137

16:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !138
  store i32 1, ptr %6, align 4
  br label %62, !dbg !138

17:                                               ; preds = %1
    #dbg_declare(ptr %7, !139, !DIExpression(), !141)
  store i32 0, ptr %7, align 4, !dbg !141
  br label %18, !dbg !142

18:                                               ; preds = %30, %17
  %19 = load i32, ptr %7, align 4, !dbg !143
  %20 = load i32, ptr %3, align 4, !dbg !145
  %21 = icmp slt i32 %19, %20, !dbg !146
  br i1 %21, label %22, label %33, !dbg !147

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4, !dbg !148
  %24 = srem i32 %23, 26, !dbg !149
  %25 = add nsw i32 97, %24, !dbg !150
  %26 = trunc i32 %25 to i8, !dbg !151
  %27 = load ptr, ptr %4, align 4, !dbg !152
  %28 = load i32, ptr %7, align 4, !dbg !153
  %29 = getelementptr inbounds i8, ptr %27, i32 %28, !dbg !152
  store i8 %26, ptr %29, align 1, !dbg !154
  br label %30, !dbg !152

30:                                               ; preds = %22
  %31 = load i32, ptr %7, align 4, !dbg !155
  %32 = add nsw i32 %31, 1, !dbg !155
  store i32 %32, ptr %7, align 4, !dbg !155
  br label %18, !dbg !156, !llvm.loop !157

33:                                               ; preds = %18
  %34 = load ptr, ptr %4, align 4, !dbg !159
  %35 = load i32, ptr %3, align 4, !dbg !160
  %36 = getelementptr inbounds i8, ptr %34, i32 %35, !dbg !159
  store i8 0, ptr %36, align 1, !dbg !161
  %37 = icmp ne ptr @maybe_unwind, null, !dbg !162
  br i1 %37, label %38, label %45, !dbg !164

38:                                               ; preds = %33
  %39 = load i32, ptr %3, align 4, !dbg !165
  invoke void @maybe_unwind(i32 noundef %39)
          to label %40 unwind label %41, !dbg !166

40:                                               ; preds = %38
  br label %45, !dbg !166

41:                                               ; preds = %54, %38
  %42 = landingpad { ptr, i32 }
          cleanup, !dbg !167
  %43 = extractvalue { ptr, i32 } %42, 0, !dbg !167
  store ptr %43, ptr %8, align 4, !dbg !167
  %44 = extractvalue { ptr, i32 } %42, 1, !dbg !167
  store i32 %44, ptr %9, align 4, !dbg !167
  invoke void @release_int(ptr noundef %5)
          to label %69 unwind label %77, !dbg !168

45:                                               ; preds = %40, %33
    #dbg_declare(ptr %10, !169, !DIExpression(), !171)
  store i32 100, ptr %10, align 4, !dbg !171
  %46 = load i32, ptr %3, align 4, !dbg !172
  %47 = icmp sgt i32 %46, 3, !dbg !174
  br i1 %47, label %48, label %53, !dbg !175

48:                                               ; preds = %45
  %49 = load ptr, ptr %4, align 4, !dbg !176
  %50 = getelementptr inbounds i8, ptr %49, i32 3, !dbg !176
  %51 = load i8, ptr %50, align 1, !dbg !176
  %52 = sext i8 %51 to i32, !dbg !176
  store i32 %52, ptr %2, align 4, !dbg !177
  store i32 1, ptr %6, align 4
  br label %54, !dbg !177

53:                                               ; preds = %45
  store i32 0, ptr %6, align 4, !dbg !178
  br label %54, !dbg !178

54:                                               ; preds = %53, %48
  invoke void @release_int(ptr noundef %10)
          to label %55 unwind label %41, !dbg !178

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4
  switch i32 %56, label %62 [
    i32 0, label %57
  ]

57:                                               ; preds = %55
  %58 = load ptr, ptr %4, align 4, !dbg !179
  %59 = getelementptr inbounds i8, ptr %58, i32 0, !dbg !179
  %60 = load i8, ptr %59, align 1, !dbg !179
  %61 = sext i8 %60 to i32, !dbg !179
  store i32 %61, ptr %2, align 4, !dbg !180
  store i32 1, ptr %6, align 4
  br label %62, !dbg !180

62:                                               ; preds = %57, %55, %16
  invoke void @release_int(ptr noundef %5)
          to label %63 unwind label %65, !dbg !168

63:                                               ; preds = %62
  call void @release_buf(ptr noundef %4), !dbg !168
  %64 = load i32, ptr %2, align 4, !dbg !168
  ret i32 %64, !dbg !168

65:                                               ; preds = %62
  %66 = landingpad { ptr, i32 }
          cleanup, !dbg !168
  %67 = extractvalue { ptr, i32 } %66, 0, !dbg !168
  store ptr %67, ptr %8, align 4, !dbg !168
  %68 = extractvalue { ptr, i32 } %66, 1, !dbg !168
  store i32 %68, ptr %9, align 4, !dbg !168
  br label %70, !dbg !168

69:                                               ; preds = %41
  br label %70, !dbg !168

70:                                               ; preds = %69, %65
  invoke void @release_buf(ptr noundef %4)
          to label %71 unwind label %77, !dbg !168

71:                                               ; preds = %70
  br label %72, !dbg !168

72:                                               ; preds = %71
  %73 = load ptr, ptr %8, align 4, !dbg !168
  %74 = load i32, ptr %9, align 4, !dbg !168
  %75 = insertvalue { ptr, i32 } poison, ptr %73, 0, !dbg !168
  %76 = insertvalue { ptr, i32 } %75, i32 %74, 1, !dbg !168
  resume { ptr, i32 } %76, !dbg !168

77:                                               ; preds = %70, %41
  %78 = landingpad { ptr, i32 }
          catch ptr null, !dbg !168
  call void @abort() #5, !dbg !168
  unreachable, !dbg !168
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline optnone ssp
define internal i32 @atomics_demo() #0 !dbg !181 {
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
    #dbg_declare(ptr %1, !182, !DIExpression(), !183)
  store i32 0, ptr %1, align 4, !dbg !183
  store i32 5, ptr %2, align 4, !dbg !184
  %22 = load i32, ptr %2, align 4, !dbg !184
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4, !dbg !184
  store i32 %23, ptr %3, align 4, !dbg !184
  %24 = load i32, ptr %3, align 4, !dbg !184
  store i32 1, ptr %4, align 4, !dbg !185
  %25 = load i32, ptr %4, align 4, !dbg !185
  %26 = atomicrmw sub ptr @counter, i32 %25 acq_rel, align 4, !dbg !185
  store i32 %26, ptr %5, align 4, !dbg !185
  %27 = load i32, ptr %5, align 4, !dbg !185
  store i32 256, ptr %6, align 4, !dbg !186
  %28 = load i32, ptr %6, align 4, !dbg !186
  %29 = atomicrmw or ptr @counter, i32 %28 monotonic, align 4, !dbg !186
  store i32 %29, ptr %7, align 4, !dbg !186
  %30 = load i32, ptr %7, align 4, !dbg !186
  store i32 511, ptr %8, align 4, !dbg !187
  %31 = load i32, ptr %8, align 4, !dbg !187
  %32 = atomicrmw and ptr @counter, i32 %31 release, align 4, !dbg !187
  store i32 %32, ptr %9, align 4, !dbg !187
  %33 = load i32, ptr %9, align 4, !dbg !187
  store i32 3, ptr %10, align 4, !dbg !188
  %34 = load i32, ptr %10, align 4, !dbg !188
  %35 = atomicrmw xor ptr @counter, i32 %34 acquire, align 4, !dbg !188
  store i32 %35, ptr %11, align 4, !dbg !188
  %36 = load i32, ptr %11, align 4, !dbg !188
  store i32 1, ptr %12, align 4, !dbg !189
  %37 = load i32, ptr %12, align 4, !dbg !189
  %38 = atomicrmw add ptr @counter, i32 %37 seq_cst, align 4, !dbg !189
  %39 = add i32 %38, %37, !dbg !189
  store i32 %39, ptr %13, align 4, !dbg !189
  %40 = load i32, ptr %13, align 4, !dbg !189
  %41 = load i32, ptr %1, align 4, !dbg !190
  %42 = add nsw i32 %41, %40, !dbg !190
  store i32 %42, ptr %1, align 4, !dbg !190
  store i32 255, ptr %14, align 4, !dbg !191
  %43 = load i32, ptr %14, align 4, !dbg !191
  %44 = atomicrmw nand ptr @counter, i32 %43 seq_cst, align 4, !dbg !191
  %45 = and i32 %44, %43, !dbg !191
  %46 = xor i32 %45, -1, !dbg !191
  store i32 %46, ptr %15, align 4, !dbg !191
  %47 = load i32, ptr %15, align 4, !dbg !191
  %48 = and i32 %47, 15, !dbg !192
  %49 = load i32, ptr %1, align 4, !dbg !193
  %50 = add nsw i32 %49, %48, !dbg !193
  store i32 %50, ptr %1, align 4, !dbg !193
  store i64 1099511627776, ptr %16, align 4, !dbg !194
  %51 = load i64, ptr %16, align 4, !dbg !194
  %52 = atomicrmw add ptr @wide_counter, i64 %51 seq_cst, align 8, !dbg !194
  store i64 %52, ptr %17, align 4, !dbg !194
  %53 = load i64, ptr %17, align 4, !dbg !194
    #dbg_declare(ptr %18, !195, !DIExpression(), !196)
  %54 = load i32, ptr %1, align 4, !dbg !197
  store i32 %54, ptr %18, align 4, !dbg !196
    #dbg_declare(ptr %19, !198, !DIExpression(), !199)
  store i32 7, ptr %19, align 4, !dbg !199
    #dbg_declare(ptr %20, !200, !DIExpression(), !201)
  %55 = load i32, ptr %18, align 4, !dbg !202
  %56 = load i32, ptr %19, align 4, !dbg !202
  %57 = cmpxchg ptr @counter, i32 %55, i32 %56 seq_cst seq_cst, align 4, !dbg !202
  %58 = extractvalue { i32, i1 } %57, 0, !dbg !202
  %59 = extractvalue { i32, i1 } %57, 1, !dbg !202
  br i1 %59, label %61, label %60, !dbg !202

60:                                               ; preds = %0
  store i32 %58, ptr %18, align 4, !dbg !202
  br label %61, !dbg !202

61:                                               ; preds = %60, %0
  %62 = zext i1 %59 to i8, !dbg !202
  store i8 %62, ptr %21, align 1, !dbg !202
  %63 = load i8, ptr %21, align 1, !dbg !202
  %64 = trunc i8 %63 to i1, !dbg !202
  %65 = zext i1 %64 to i32, !dbg !202
  store i32 %65, ptr %20, align 4, !dbg !201
  %66 = load i32, ptr %20, align 4, !dbg !203
  %67 = mul nsw i32 %66, 1000, !dbg !204
  %68 = load i32, ptr %18, align 4, !dbg !205
  %69 = add nsw i32 %67, %68, !dbg !206
  %70 = load i32, ptr %1, align 4, !dbg !207
  %71 = add nsw i32 %70, %69, !dbg !207
  store i32 %71, ptr %1, align 4, !dbg !207
  %72 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !208
  %73 = load i32, ptr %1, align 4, !dbg !209
  %74 = add nsw i32 %73, %72, !dbg !209
  store i32 %74, ptr %1, align 4, !dbg !209
  %75 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !210
  %76 = sub i32 %75, 1, !dbg !210
  %77 = load i32, ptr %1, align 4, !dbg !211
  %78 = add nsw i32 %77, %76, !dbg !211
  store i32 %78, ptr %1, align 4, !dbg !211
  %79 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !212
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !212
  %81 = load i32, ptr %1, align 4, !dbg !213
  %82 = add nsw i32 %81, %80, !dbg !213
  store i32 %82, ptr %1, align 4, !dbg !213
  %83 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !214
  %84 = extractvalue { i32, i1 } %83, 1, !dbg !214
  %85 = zext i1 %84 to i32, !dbg !214
  %86 = load i32, ptr %1, align 4, !dbg !215
  %87 = add nsw i32 %86, %85, !dbg !215
  store i32 %87, ptr %1, align 4, !dbg !215
  %88 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !216
  %89 = load i32, ptr %1, align 4, !dbg !217
  %90 = add nsw i32 %89, %88, !dbg !217
  store i32 %90, ptr %1, align 4, !dbg !217
  store atomic i32 0, ptr @counter release, align 4, !dbg !218
  fence seq_cst, !dbg !219
  %91 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !220
  %92 = add i32 %91, 4, !dbg !220
  %93 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !221
  %94 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !222
  %95 = load i32, ptr %1, align 4, !dbg !223
  %96 = add nsw i32 %95, %94, !dbg !223
  store i32 %96, ptr %1, align 4, !dbg !223
  %97 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !224
  %98 = icmp ne i8 %97, 0, !dbg !224
  %99 = zext i1 %98 to i32, !dbg !224
  %100 = load i32, ptr %1, align 4, !dbg !225
  %101 = add nsw i32 %100, %99, !dbg !225
  store i32 %101, ptr %1, align 4, !dbg !225
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !226
  fence seq_cst, !dbg !227
  fence syncscope("singlethread") acquire, !dbg !228
  %102 = load i32, ptr %1, align 4, !dbg !229
  %103 = add nsw i32 %102, 1, !dbg !229
  store i32 %103, ptr %1, align 4, !dbg !229
  call void @spin_lock(ptr noundef @lock_word), !dbg !230
  %104 = load volatile i32, ptr @lock_word, align 4, !dbg !231
  %105 = load i32, ptr %1, align 4, !dbg !232
  %106 = add nsw i32 %105, %104, !dbg !232
  store i32 %106, ptr %1, align 4, !dbg !232
  call void @spin_unlock(ptr noundef @lock_word), !dbg !233
  %107 = load i32, ptr %1, align 4, !dbg !234
  ret i32 %107, !dbg !235
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @push(ptr noundef %0) #2 !dbg !236 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !239, !DIExpression(), !240)
    #dbg_declare(ptr %3, !241, !DIExpression(), !242)
  %7 = load atomic i32, ptr @head monotonic, align 4, !dbg !243
  store i32 %7, ptr %4, align 4, !dbg !243
  %8 = load ptr, ptr %4, align 4, !dbg !243
  store ptr %8, ptr %3, align 4, !dbg !242
  br label %9, !dbg !244

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 4, !dbg !245
  %11 = load ptr, ptr %2, align 4, !dbg !247
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0, !dbg !248
  store ptr %10, ptr %12, align 4, !dbg !249
  br label %13, !dbg !250

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 4, !dbg !251
  store ptr %14, ptr %5, align 4, !dbg !252
  %15 = load i32, ptr %3, align 4, !dbg !252
  %16 = load i32, ptr %5, align 4, !dbg !252
  %17 = cmpxchg weak ptr @head, i32 %15, i32 %16 release monotonic, align 4, !dbg !252
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !252
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !252
  br i1 %19, label %21, label %20, !dbg !252

20:                                               ; preds = %13
  store i32 %18, ptr %3, align 4, !dbg !252
  br label %21, !dbg !252

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8, !dbg !252
  store i8 %22, ptr %6, align 1, !dbg !252
  %23 = load i8, ptr %6, align 1, !dbg !252
  %24 = trunc i8 %23 to i1, !dbg !252
  %25 = xor i1 %24, true, !dbg !253
  br i1 %25, label %9, label %26, !dbg !250, !llvm.loop !254

26:                                               ; preds = %21
  ret void, !dbg !256
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #3

; Function Attrs: noinline optnone ssp
define internal void @release_buf(ptr noundef %0) #0 !dbg !257 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !261, !DIExpression(), !262)
  %3 = load ptr, ptr %2, align 4, !dbg !263
  %4 = load ptr, ptr %3, align 4, !dbg !265
  %5 = icmp ne ptr %4, null, !dbg !265
  br i1 %5, label %6, label %11, !dbg !266

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 4, !dbg !267
  %8 = load ptr, ptr %7, align 4, !dbg !269
  call void @free(ptr noundef %8), !dbg !270
  %9 = load i32, ptr @cleanups_run, align 4, !dbg !271
  %10 = add nsw i32 %9, 1, !dbg !271
  store i32 %10, ptr @cleanups_run, align 4, !dbg !271
  br label %11, !dbg !272

11:                                               ; preds = %6, %1
  %12 = load ptr, ptr %2, align 4, !dbg !273
  store ptr null, ptr %12, align 4, !dbg !274
  ret void, !dbg !275
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @release_int(ptr noundef %0) #2 !dbg !276 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !280, !DIExpression(), !281)
  %3 = load ptr, ptr %2, align 4, !dbg !282
  %4 = load i32, ptr %3, align 4, !dbg !283
  %5 = load i32, ptr @cleanups_run, align 4, !dbg !284
  %6 = add nsw i32 %5, %4, !dbg !284
  store i32 %6, ptr @cleanups_run, align 4, !dbg !284
  ret void, !dbg !285
}

declare extern_weak void @maybe_unwind(i32 noundef) #1

declare i32 @__gcc_personality_sj0(...)

declare void @abort()

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone ssp
define internal void @spin_lock(ptr noundef %0) #2 !dbg !286 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !290, !DIExpression(), !291)
  br label %6, !dbg !292

6:                                                ; preds = %19, %1
  %7 = load ptr, ptr %2, align 4, !dbg !293
  store i32 1, ptr %3, align 4, !dbg !294
  %8 = load i32, ptr %3, align 4, !dbg !294
  %9 = atomicrmw volatile xchg ptr %7, i32 %8 acquire, align 4, !dbg !294
  store i32 %9, ptr %4, align 4, !dbg !294
  %10 = load i32, ptr %4, align 4, !dbg !294
  %11 = icmp ne i32 %10, 0, !dbg !292
  br i1 %11, label %12, label %20, !dbg !292

12:                                               ; preds = %6
  br label %13, !dbg !295

13:                                               ; preds = %18, %12
  %14 = load ptr, ptr %2, align 4, !dbg !296
  %15 = load atomic volatile i32, ptr %14 monotonic, align 4, !dbg !297
  store i32 %15, ptr %5, align 4, !dbg !297
  %16 = load i32, ptr %5, align 4, !dbg !297
  %17 = icmp ne i32 %16, 0, !dbg !295
  br i1 %17, label %18, label %19, !dbg !295

18:                                               ; preds = %13
  br label %13, !dbg !295, !llvm.loop !298

19:                                               ; preds = %13
  br label %6, !dbg !292, !llvm.loop !300

20:                                               ; preds = %6
  ret void, !dbg !301
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @spin_unlock(ptr noundef %0) #2 !dbg !302 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !303, !DIExpression(), !304)
  call void asm sideeffect "", "~{memory}"() #6, !dbg !305, !srcloc !306
  %4 = load ptr, ptr %2, align 4, !dbg !307
  store i32 0, ptr %3, align 4, !dbg !308
  %5 = load i32, ptr %3, align 4, !dbg !308
  store atomic volatile i32 %5, ptr %4 release, align 4, !dbg !308
  ret void, !dbg !309
}

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { allocsize(0) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !9, file: !2, line: 14, type: !20, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
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
!51 = !{i32 7, !"Dwarf Version", i32 2}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 1, !"min_enum_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"frame-pointer", i32 2}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 102, type: !20)
!59 = !DILocation(line: 102, column: 7, scope: !17)
!60 = !DILocation(line: 102, column: 11, scope: !17)
!61 = !DILocalVariable(name: "b", scope: !17, file: !2, line: 103, type: !20)
!62 = !DILocation(line: 103, column: 7, scope: !17)
!63 = !DILocation(line: 103, column: 11, scope: !17)
!64 = !DILocation(line: 104, column: 36, scope: !17)
!65 = !DILocation(line: 104, column: 39, scope: !17)
!66 = !DILocation(line: 104, column: 42, scope: !17)
!67 = !DILocation(line: 104, column: 3, scope: !17)
!68 = !DILocation(line: 105, column: 36, scope: !17)
!69 = !DILocation(line: 105, column: 52, scope: !17)
!70 = !DILocation(line: 105, column: 3, scope: !17)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 108, type: !20)
!72 = distinct !DILexicalBlock(scope: !17, file: !2, line: 108, column: 3)
!73 = !DILocation(line: 108, column: 12, scope: !72)
!74 = !DILocation(line: 108, column: 8, scope: !72)
!75 = !DILocation(line: 108, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !2, line: 108, column: 3)
!77 = !DILocation(line: 108, column: 21, scope: !76)
!78 = !DILocation(line: 108, column: 3, scope: !72)
!79 = !DILocation(line: 108, column: 50, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !2, line: 108, column: 31)
!81 = !DILocation(line: 108, column: 54, scope: !80)
!82 = !DILocation(line: 108, column: 52, scope: !80)
!83 = !DILocation(line: 108, column: 39, scope: !80)
!84 = !DILocation(line: 108, column: 33, scope: !80)
!85 = !DILocation(line: 108, column: 42, scope: !80)
!86 = !DILocation(line: 108, column: 48, scope: !80)
!87 = !DILocation(line: 108, column: 69, scope: !80)
!88 = !DILocation(line: 108, column: 63, scope: !80)
!89 = !DILocation(line: 108, column: 57, scope: !80)
!90 = !DILocation(line: 108, column: 74, scope: !80)
!91 = !DILocation(line: 108, column: 26, scope: !76)
!92 = !DILocation(line: 108, column: 3, scope: !76)
!93 = distinct !{!93, !78, !94, !95}
!94 = !DILocation(line: 108, column: 74, scope: !72)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 109, type: !20)
!97 = !DILocation(line: 109, column: 7, scope: !17)
!98 = !DILocalVariable(name: "n", scope: !99, file: !2, line: 110, type: !26)
!99 = distinct !DILexicalBlock(scope: !17, file: !2, line: 110, column: 3)
!100 = !DILocation(line: 110, column: 21, scope: !99)
!101 = !DILocation(line: 110, column: 25, scope: !99)
!102 = !DILocation(line: 110, column: 8, scope: !99)
!103 = !DILocation(line: 110, column: 31, scope: !104)
!104 = distinct !DILexicalBlock(scope: !99, file: !2, line: 110, column: 3)
!105 = !DILocation(line: 110, column: 3, scope: !99)
!106 = !DILocation(line: 110, column: 51, scope: !104)
!107 = !DILocation(line: 110, column: 53, scope: !104)
!108 = !DILocation(line: 110, column: 60, scope: !104)
!109 = !DILocation(line: 110, column: 63, scope: !104)
!110 = !DILocation(line: 110, column: 58, scope: !104)
!111 = !DILocation(line: 110, column: 49, scope: !104)
!112 = !DILocation(line: 110, column: 47, scope: !104)
!113 = !DILocation(line: 110, column: 38, scope: !104)
!114 = !DILocation(line: 110, column: 41, scope: !104)
!115 = !DILocation(line: 110, column: 36, scope: !104)
!116 = !DILocation(line: 110, column: 3, scope: !104)
!117 = distinct !{!117, !105, !118, !95}
!118 = !DILocation(line: 110, column: 63, scope: !99)
!119 = !DILocation(line: 111, column: 24, scope: !17)
!120 = !DILocation(line: 111, column: 3, scope: !17)
!121 = !DILocation(line: 112, column: 3, scope: !17)
!122 = distinct !DISubprogram(name: "with_cleanups", scope: !2, file: !2, line: 22, type: !123, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!123 = !DISubroutineType(types: !124)
!124 = !{!20, !20}
!125 = !DILocalVariable(name: "n", arg: 1, scope: !122, file: !2, line: 22, type: !20)
!126 = !DILocation(line: 22, column: 30, scope: !122)
!127 = !DILocalVariable(name: "buf", scope: !122, file: !2, line: 23, type: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!129 = !DILocation(line: 23, column: 9, scope: !122)
!130 = !DILocation(line: 23, column: 75, scope: !122)
!131 = !DILocation(line: 23, column: 77, scope: !122)
!132 = !DILocation(line: 23, column: 53, scope: !122)
!133 = !DILocalVariable(name: "token", scope: !122, file: !2, line: 24, type: !20)
!134 = !DILocation(line: 24, column: 7, scope: !122)
!135 = !DILocation(line: 25, column: 8, scope: !136)
!136 = distinct !DILexicalBlock(scope: !122, file: !2, line: 25, column: 7)
!137 = !DILocation(line: 25, column: 7, scope: !122)
!138 = !DILocation(line: 25, column: 13, scope: !136)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 26, type: !20)
!140 = distinct !DILexicalBlock(scope: !122, file: !2, line: 26, column: 3)
!141 = !DILocation(line: 26, column: 12, scope: !140)
!142 = !DILocation(line: 26, column: 8, scope: !140)
!143 = !DILocation(line: 26, column: 19, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 26, column: 3)
!145 = !DILocation(line: 26, column: 23, scope: !144)
!146 = !DILocation(line: 26, column: 21, scope: !144)
!147 = !DILocation(line: 26, column: 3, scope: !140)
!148 = !DILocation(line: 26, column: 53, scope: !144)
!149 = !DILocation(line: 26, column: 55, scope: !144)
!150 = !DILocation(line: 26, column: 51, scope: !144)
!151 = !DILocation(line: 26, column: 40, scope: !144)
!152 = !DILocation(line: 26, column: 31, scope: !144)
!153 = !DILocation(line: 26, column: 35, scope: !144)
!154 = !DILocation(line: 26, column: 38, scope: !144)
!155 = !DILocation(line: 26, column: 26, scope: !144)
!156 = !DILocation(line: 26, column: 3, scope: !144)
!157 = distinct !{!157, !147, !158, !95}
!158 = !DILocation(line: 26, column: 59, scope: !140)
!159 = !DILocation(line: 27, column: 3, scope: !122)
!160 = !DILocation(line: 27, column: 7, scope: !122)
!161 = !DILocation(line: 27, column: 10, scope: !122)
!162 = !DILocation(line: 28, column: 7, scope: !163)
!163 = distinct !DILexicalBlock(scope: !122, file: !2, line: 28, column: 7)
!164 = !DILocation(line: 28, column: 7, scope: !122)
!165 = !DILocation(line: 28, column: 34, scope: !163)
!166 = !DILocation(line: 28, column: 21, scope: !163)
!167 = !DILocation(line: 34, column: 1, scope: !163)
!168 = !DILocation(line: 34, column: 1, scope: !122)
!169 = !DILocalVariable(name: "inner", scope: !170, file: !2, line: 30, type: !20)
!170 = distinct !DILexicalBlock(scope: !122, file: !2, line: 29, column: 3)
!171 = !DILocation(line: 30, column: 9, scope: !170)
!172 = !DILocation(line: 31, column: 9, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 31, column: 9)
!174 = !DILocation(line: 31, column: 11, scope: !173)
!175 = !DILocation(line: 31, column: 9, scope: !170)
!176 = !DILocation(line: 31, column: 23, scope: !173)
!177 = !DILocation(line: 31, column: 16, scope: !173)
!178 = !DILocation(line: 32, column: 3, scope: !122)
!179 = !DILocation(line: 33, column: 10, scope: !122)
!180 = !DILocation(line: 33, column: 3, scope: !122)
!181 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!182 = !DILocalVariable(name: "r", scope: !181, file: !2, line: 63, type: !20)
!183 = !DILocation(line: 63, column: 7, scope: !181)
!184 = !DILocation(line: 64, column: 3, scope: !181)
!185 = !DILocation(line: 65, column: 3, scope: !181)
!186 = !DILocation(line: 66, column: 3, scope: !181)
!187 = !DILocation(line: 67, column: 3, scope: !181)
!188 = !DILocation(line: 68, column: 3, scope: !181)
!189 = !DILocation(line: 69, column: 8, scope: !181)
!190 = !DILocation(line: 69, column: 5, scope: !181)
!191 = !DILocation(line: 70, column: 8, scope: !181)
!192 = !DILocation(line: 70, column: 62, scope: !181)
!193 = !DILocation(line: 70, column: 5, scope: !181)
!194 = !DILocation(line: 71, column: 3, scope: !181)
!195 = !DILocalVariable(name: "expected", scope: !181, file: !2, line: 73, type: !20)
!196 = !DILocation(line: 73, column: 7, scope: !181)
!197 = !DILocation(line: 73, column: 18, scope: !181)
!198 = !DILocalVariable(name: "desired", scope: !181, file: !2, line: 73, type: !20)
!199 = !DILocation(line: 73, column: 21, scope: !181)
!200 = !DILocalVariable(name: "ok", scope: !181, file: !2, line: 74, type: !20)
!201 = !DILocation(line: 74, column: 7, scope: !181)
!202 = !DILocation(line: 74, column: 12, scope: !181)
!203 = !DILocation(line: 75, column: 8, scope: !181)
!204 = !DILocation(line: 75, column: 11, scope: !181)
!205 = !DILocation(line: 75, column: 20, scope: !181)
!206 = !DILocation(line: 75, column: 18, scope: !181)
!207 = !DILocation(line: 75, column: 5, scope: !181)
!208 = !DILocation(line: 77, column: 8, scope: !181)
!209 = !DILocation(line: 77, column: 5, scope: !181)
!210 = !DILocation(line: 78, column: 8, scope: !181)
!211 = !DILocation(line: 78, column: 5, scope: !181)
!212 = !DILocation(line: 79, column: 8, scope: !181)
!213 = !DILocation(line: 79, column: 5, scope: !181)
!214 = !DILocation(line: 80, column: 8, scope: !181)
!215 = !DILocation(line: 80, column: 5, scope: !181)
!216 = !DILocation(line: 81, column: 8, scope: !181)
!217 = !DILocation(line: 81, column: 5, scope: !181)
!218 = !DILocation(line: 82, column: 3, scope: !181)
!219 = !DILocation(line: 83, column: 3, scope: !181)
!220 = !DILocation(line: 85, column: 15, scope: !181)
!221 = !DILocation(line: 86, column: 14, scope: !181)
!222 = !DILocation(line: 87, column: 8, scope: !181)
!223 = !DILocation(line: 87, column: 5, scope: !181)
!224 = !DILocation(line: 89, column: 8, scope: !181)
!225 = !DILocation(line: 89, column: 5, scope: !181)
!226 = !DILocation(line: 90, column: 3, scope: !181)
!227 = !DILocation(line: 91, column: 3, scope: !181)
!228 = !DILocation(line: 92, column: 3, scope: !181)
!229 = !DILocation(line: 93, column: 5, scope: !181)
!230 = !DILocation(line: 95, column: 3, scope: !181)
!231 = !DILocation(line: 96, column: 8, scope: !181)
!232 = !DILocation(line: 96, column: 5, scope: !181)
!233 = !DILocation(line: 97, column: 3, scope: !181)
!234 = !DILocation(line: 98, column: 10, scope: !181)
!235 = !DILocation(line: 98, column: 3, scope: !181)
!236 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !237, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !26}
!239 = !DILocalVariable(name: "n", arg: 1, scope: !236, file: !2, line: 55, type: !26)
!240 = !DILocation(line: 55, column: 31, scope: !236)
!241 = !DILocalVariable(name: "old", scope: !236, file: !2, line: 56, type: !26)
!242 = !DILocation(line: 56, column: 16, scope: !236)
!243 = !DILocation(line: 56, column: 22, scope: !236)
!244 = !DILocation(line: 57, column: 3, scope: !236)
!245 = !DILocation(line: 58, column: 15, scope: !246)
!246 = distinct !DILexicalBlock(scope: !236, file: !2, line: 57, column: 6)
!247 = !DILocation(line: 58, column: 5, scope: !246)
!248 = !DILocation(line: 58, column: 8, scope: !246)
!249 = !DILocation(line: 58, column: 13, scope: !246)
!250 = !DILocation(line: 59, column: 3, scope: !246)
!251 = !DILocation(line: 59, column: 54, scope: !236)
!252 = !DILocation(line: 59, column: 13, scope: !236)
!253 = !DILocation(line: 59, column: 12, scope: !236)
!254 = distinct !{!254, !244, !255, !95}
!255 = !DILocation(line: 59, column: 95, scope: !236)
!256 = !DILocation(line: 60, column: 1, scope: !236)
!257 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !258, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !260}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 32)
!261 = !DILocalVariable(name: "p", arg: 1, scope: !257, file: !2, line: 16, type: !260)
!262 = !DILocation(line: 16, column: 32, scope: !257)
!263 = !DILocation(line: 17, column: 8, scope: !264)
!264 = distinct !DILexicalBlock(scope: !257, file: !2, line: 17, column: 7)
!265 = !DILocation(line: 17, column: 7, scope: !264)
!266 = !DILocation(line: 17, column: 7, scope: !257)
!267 = !DILocation(line: 17, column: 19, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !2, line: 17, column: 11)
!269 = !DILocation(line: 17, column: 18, scope: !268)
!270 = !DILocation(line: 17, column: 13, scope: !268)
!271 = !DILocation(line: 17, column: 23, scope: !268)
!272 = !DILocation(line: 17, column: 39, scope: !268)
!273 = !DILocation(line: 18, column: 4, scope: !257)
!274 = !DILocation(line: 18, column: 6, scope: !257)
!275 = !DILocation(line: 19, column: 1, scope: !257)
!276 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !277, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !279}
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!280 = !DILocalVariable(name: "p", arg: 1, scope: !276, file: !2, line: 20, type: !279)
!281 = !DILocation(line: 20, column: 30, scope: !276)
!282 = !DILocation(line: 20, column: 52, scope: !276)
!283 = !DILocation(line: 20, column: 51, scope: !276)
!284 = !DILocation(line: 20, column: 48, scope: !276)
!285 = !DILocation(line: 20, column: 55, scope: !276)
!286 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !287, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !289}
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 32)
!290 = !DILocalVariable(name: "l", arg: 1, scope: !286, file: !2, line: 43, type: !289)
!291 = !DILocation(line: 43, column: 37, scope: !286)
!292 = !DILocation(line: 44, column: 3, scope: !286)
!293 = !DILocation(line: 44, column: 30, scope: !286)
!294 = !DILocation(line: 44, column: 10, scope: !286)
!295 = !DILocation(line: 45, column: 5, scope: !286)
!296 = !DILocation(line: 45, column: 28, scope: !286)
!297 = !DILocation(line: 45, column: 12, scope: !286)
!298 = distinct !{!298, !295, !299, !95}
!299 = !DILocation(line: 45, column: 52, scope: !286)
!300 = distinct !{!300, !292, !299, !95}
!301 = !DILocation(line: 46, column: 1, scope: !286)
!302 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !287, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!303 = !DILocalVariable(name: "l", arg: 1, scope: !302, file: !2, line: 47, type: !289)
!304 = !DILocation(line: 47, column: 39, scope: !302)
!305 = !DILocation(line: 48, column: 3, scope: !302)
!306 = !{i64 1594}
!307 = !DILocation(line: 49, column: 20, scope: !302)
!308 = !DILocation(line: 49, column: 3, scope: !302)
!309 = !DILocation(line: 50, column: 1, scope: !302)
