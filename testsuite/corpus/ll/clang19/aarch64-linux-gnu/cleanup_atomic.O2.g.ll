; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1, !dbg !0
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1, !dbg !13
@wide_counter = internal global i64 0, align 8, !dbg !42
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 8, !dbg !15
@head = internal global ptr null, align 8, !dbg !45
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1, !dbg !37
@counter = internal global i32 0, align 4, !dbg !47
@c11_counter = internal global i32 0, align 4, !dbg !49
@flag = internal global i8 0, align 4, !dbg !52
@lock_word = internal global i32 0, align 4, !dbg !55

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !67
    #dbg_value(i32 %1, !22, !DIExpression(), !68)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !69
    #dbg_value(i32 %2, !23, !DIExpression(), !68)
  %3 = load i32, ptr @cleanups_run, align 4, !dbg !70, !tbaa !71
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !75
    #dbg_value(i32 0, !76, !DIExpression(), !82)
  %5 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4, !dbg !84
  %6 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4, !dbg !85
  %7 = atomicrmw or ptr @counter, i32 256 monotonic, align 4, !dbg !86
  %8 = atomicrmw and ptr @counter, i32 511 release, align 4, !dbg !87
  %9 = atomicrmw xor ptr @counter, i32 3 acquire, align 4, !dbg !88
  %10 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !89
    #dbg_value(i32 %10, !76, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %11 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4, !dbg !90
  %12 = or i32 %11, -16, !dbg !91
  %13 = sub i32 %10, %12, !dbg !91
    #dbg_value(i32 %13, !76, !DIExpression(), !82)
  %14 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !92
    #dbg_value(i32 %13, !79, !DIExpression(), !82)
    #dbg_value(i32 7, !80, !DIExpression(), !82)
  %15 = cmpxchg ptr @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !93
    #dbg_value(i32 poison, !79, !DIExpression(), !82)
    #dbg_value(i1 poison, !81, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !82)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !82)
  %16 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !94
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !82)
  %17 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !95
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !82)
  %18 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !96
    #dbg_value(!DIArgList(i32 poison, i32 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !82)
  %19 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !97
    #dbg_value(!DIArgList(i32 poison, i1 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !82)
  %20 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !98
    #dbg_value(!DIArgList(i32 poison, i32 poison, i1 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !82)
  store atomic i32 0, ptr @counter release, align 4, !dbg !99
  fence seq_cst, !dbg !100
  %21 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !101
  %22 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !102
  %23 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !103, !tbaa !104
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i1 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !82)
  %24 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !105
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !82)
  store atomic i8 0, ptr @flag seq_cst, align 4, !dbg !106
  fence seq_cst, !dbg !107
  fence syncscope("singlethread") acquire, !dbg !108
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
    #dbg_value(ptr @lock_word, !109, !DIExpression(), !115)
  %25 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !117
  %26 = icmp eq i32 %25, 0, !dbg !118
  br i1 %26, label %34, label %27, !dbg !118

27:                                               ; preds = %0, %30
  %28 = load atomic volatile i32, ptr @lock_word monotonic, align 4, !dbg !119
  %29 = icmp eq i32 %28, 0, !dbg !120
  br i1 %29, label %31, label %30, !dbg !120

30:                                               ; preds = %27, %31
  br label %27, !dbg !119, !llvm.loop !121

31:                                               ; preds = %27
  %32 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !117
  %33 = icmp eq i32 %32, 0, !dbg !118
  br i1 %33, label %34, label %30, !dbg !118

34:                                               ; preds = %31, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !93
    #dbg_value(i1 %35, !81, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !82)
  %36 = select i1 %35, i32 1000, i32 0, !dbg !93
  %37 = extractvalue { i32, i1 } %15, 0
    #dbg_value(i32 %37, !79, !DIExpression(), !82)
    #dbg_value(i32 poison, !76, !DIExpression(), !82)
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !96
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !97
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %40 = zext i1 %39 to i32, !dbg !97
    #dbg_value(!DIArgList(i32 poison, i8 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %41 = icmp ne i8 %24, 0, !dbg !105
    #dbg_value(!DIArgList(i32 poison, i1 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %42 = zext i1 %41 to i32, !dbg !105
    #dbg_value(i32 %52, !76, !DIExpression(), !82)
  %43 = load volatile i32, ptr @lock_word, align 4, !dbg !124, !tbaa !71
  %44 = add i32 %37, %13, !dbg !125
  %45 = add i32 %44, %16, !dbg !95
  %46 = add i32 %45, %17, !dbg !126
  %47 = add i32 %46, %36, !dbg !127
  %48 = add i32 %47, %38, !dbg !128
  %49 = add i32 %48, %20, !dbg !129
  %50 = add i32 %49, %40, !dbg !130
  %51 = add i32 %50, %23, !dbg !131
  %52 = add i32 %51, %42, !dbg !132
  %53 = add nsw i32 %52, %43, !dbg !133
    #dbg_value(i32 %53, !76, !DIExpression(), !82)
    #dbg_value(ptr @lock_word, !134, !DIExpression(), !137)
  tail call void asm sideeffect "", "~{memory}"() #5, !dbg !139, !srcloc !140
  store atomic volatile i32 0, ptr @lock_word release, align 4, !dbg !141
  %54 = load i64, ptr @wide_counter, align 8, !dbg !142, !tbaa !143
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i64 noundef %54), !dbg !145
    #dbg_value(i64 0, !24, !DIExpression(), !146)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 8), align 8, !dbg !147, !tbaa !150
    #dbg_value(ptr @main.nodes, !153, !DIExpression(), !159)
  %56 = load atomic i64, ptr @head monotonic, align 8, !dbg !161
    #dbg_value(i64 %56, !158, !DIExpression(), !159)
  br label %57, !dbg !162

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to ptr, !dbg !163
    #dbg_value(ptr %59, !158, !DIExpression(), !159)
  store ptr %59, ptr @main.nodes, align 8, !dbg !164, !tbaa !166
  %60 = cmpxchg weak ptr @head, i64 %58, i64 ptrtoint (ptr @main.nodes to i64) release monotonic, align 8, !dbg !167
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !167
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !167
    #dbg_value(ptr poison, !158, !DIExpression(), !159)
  br i1 %61, label %63, label %57, !dbg !168, !llvm.loop !169

63:                                               ; preds = %57
    #dbg_value(i64 1, !24, !DIExpression(), !146)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 24), align 8, !dbg !147, !tbaa !150
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), !153, !DIExpression(), !159)
  %64 = load atomic i64, ptr @head monotonic, align 8, !dbg !161
    #dbg_value(i64 %64, !158, !DIExpression(), !159)
  br label %65, !dbg !162

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to ptr, !dbg !163
    #dbg_value(ptr %67, !158, !DIExpression(), !159)
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), align 8, !dbg !164, !tbaa !166
  %68 = cmpxchg weak ptr @head, i64 %66, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16) to i64) release monotonic, align 8, !dbg !167
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !167
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !167
    #dbg_value(ptr poison, !158, !DIExpression(), !159)
  br i1 %69, label %71, label %65, !dbg !168, !llvm.loop !169

71:                                               ; preds = %65
    #dbg_value(i64 2, !24, !DIExpression(), !146)
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 40), align 8, !dbg !147, !tbaa !150
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), !153, !DIExpression(), !159)
  %72 = load atomic i64, ptr @head monotonic, align 8, !dbg !161
    #dbg_value(i64 %72, !158, !DIExpression(), !159)
  br label %73, !dbg !162

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to ptr, !dbg !163
    #dbg_value(ptr %75, !158, !DIExpression(), !159)
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), align 8, !dbg !164, !tbaa !166
  %76 = cmpxchg weak ptr @head, i64 %74, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32) to i64) release monotonic, align 8, !dbg !167
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !167
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !167
    #dbg_value(ptr poison, !158, !DIExpression(), !159)
  br i1 %77, label %79, label %73, !dbg !168, !llvm.loop !169

79:                                               ; preds = %73
    #dbg_value(i64 3, !24, !DIExpression(), !146)
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 56), align 8, !dbg !147, !tbaa !150
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), !153, !DIExpression(), !159)
  %80 = load atomic i64, ptr @head monotonic, align 8, !dbg !161
    #dbg_value(i64 %80, !158, !DIExpression(), !159)
  br label %81, !dbg !162

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to ptr, !dbg !163
    #dbg_value(ptr %83, !158, !DIExpression(), !159)
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), align 8, !dbg !164, !tbaa !166
  %84 = cmpxchg weak ptr @head, i64 %82, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48) to i64) release monotonic, align 8, !dbg !167
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !167
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !167
    #dbg_value(ptr poison, !158, !DIExpression(), !159)
  br i1 %85, label %87, label %81, !dbg !168, !llvm.loop !169

87:                                               ; preds = %81
    #dbg_value(i64 4, !24, !DIExpression(), !146)
  %88 = load ptr, ptr @head, align 8, !dbg !171, !tbaa !172
  %89 = icmp eq ptr %88, null, !dbg !173
  br i1 %89, label %90, label %93, !dbg !173

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !68
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91), !dbg !174
  ret i32 0, !dbg !175

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
    #dbg_value(i32 %95, !26, !DIExpression(), !68)
  %96 = mul nsw i32 %95, 10, !dbg !176
  %97 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !178
  %98 = load i32, ptr %97, align 8, !dbg !178, !tbaa !150
  %99 = add nsw i32 %98, %96, !dbg !179
    #dbg_value(i32 %99, !26, !DIExpression(), !68)
    #dbg_value(ptr poison, !27, !DIExpression(), !180)
  %100 = load ptr, ptr %94, align 8, !dbg !171, !tbaa !172
    #dbg_value(ptr %100, !27, !DIExpression(), !180)
  %101 = icmp eq ptr %100, null, !dbg !173
  br i1 %101, label %90, label %93, !dbg !173, !llvm.loop !181
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__gcc_personality_v0 !dbg !183 {
    #dbg_value(i32 %0, !187, !DIExpression(), !195)
  %2 = zext i32 %0 to i64, !dbg !196
  %3 = add nuw nsw i64 %2, 1, !dbg !197
  %4 = tail call ptr @malloc(i64 noundef %3) #6, !dbg !198
    #dbg_value(ptr %4, !188, !DIExpression(), !195)
    #dbg_value(i32 10, !190, !DIExpression(), !195)
  %5 = icmp eq ptr %4, null, !dbg !199
  br i1 %5, label %48, label %6, !dbg !201

6:                                                ; preds = %1
    #dbg_value(i32 0, !191, !DIExpression(), !202)
  %7 = icmp sgt i32 %0, 0, !dbg !203
  br i1 %7, label %8, label %26, !dbg !205

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 16, !dbg !205
  br i1 %9, label %10, label %12, !dbg !205

10:                                               ; preds = %24, %8
  %11 = phi i64 [ 0, %8 ], [ %13, %24 ]
  br label %29, !dbg !205

12:                                               ; preds = %8
  %13 = and i64 %2, 2147483632, !dbg !205
  br label %14, !dbg !205

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %21, %14 ], !dbg !206
  %16 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %12 ], [ %22, %14 ], !dbg !207
  %17 = urem <16 x i32> %16, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !207
  %18 = trunc nuw nsw <16 x i32> %17 to <16 x i8>, !dbg !208
  %19 = add nuw nsw <16 x i8> %18, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !208
  %20 = getelementptr inbounds i8, ptr %4, i64 %15, !dbg !209
  store <16 x i8> %19, ptr %20, align 1, !dbg !210, !tbaa !104
  %21 = add nuw i64 %15, 16, !dbg !206
  %22 = add <16 x i32> %16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !207
  %23 = icmp eq i64 %21, %13, !dbg !206
  br i1 %23, label %24, label %14, !dbg !206, !llvm.loop !211

24:                                               ; preds = %14
  %25 = icmp eq i64 %13, %2, !dbg !205
  br i1 %25, label %26, label %10, !dbg !205

26:                                               ; preds = %29, %24, %6
  %27 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !215
  store i8 0, ptr %27, align 1, !dbg !216, !tbaa !104
  %28 = icmp eq ptr @maybe_unwind, null, !dbg !217
  br i1 %28, label %39, label %38, !dbg !219

29:                                               ; preds = %10, %29
  %30 = phi i64 [ %36, %29 ], [ %11, %10 ]
    #dbg_value(i64 %30, !191, !DIExpression(), !202)
  %31 = trunc nuw nsw i64 %30 to i32, !dbg !207
  %32 = urem i32 %31, 26, !dbg !207
  %33 = trunc nuw nsw i32 %32 to i8, !dbg !208
  %34 = add nuw nsw i8 %33, 97, !dbg !208
  %35 = getelementptr inbounds i8, ptr %4, i64 %30, !dbg !209
  store i8 %34, ptr %35, align 1, !dbg !210, !tbaa !104
  %36 = add nuw nsw i64 %30, 1, !dbg !206
    #dbg_value(i64 %36, !191, !DIExpression(), !202)
  %37 = icmp eq i64 %36, %2, !dbg !203
  br i1 %37, label %26, label %29, !dbg !205, !llvm.loop !220

38:                                               ; preds = %26
  invoke void @maybe_unwind(i32 noundef %0)
          to label %39 unwind label %54, !dbg !221

39:                                               ; preds = %38, %26
    #dbg_value(i32 100, !193, !DIExpression(), !222)
  %40 = icmp slt i32 %0, 4, !dbg !223
  %41 = select i1 %40, i64 0, i64 3, !dbg !225
  %42 = getelementptr inbounds i8, ptr %4, i64 %41, !dbg !225
  %43 = load i8, ptr %42, align 1, !dbg !195, !tbaa !104
  %44 = load i32, ptr @cleanups_run, align 4, !dbg !226, !tbaa !71
  %45 = zext i8 %43 to i32, !dbg !195
    #dbg_value(ptr undef, !232, !DIExpression(), !234)
  %46 = add nsw i32 %44, 110, !dbg !236
  store i32 %46, ptr @cleanups_run, align 4, !dbg !236, !tbaa !71
    #dbg_value(ptr undef, !237, !DIExpression(), !243)
  tail call void @free(ptr noundef nonnull %4), !dbg !245
  %47 = add nsw i32 %44, 111, !dbg !248
  br label %51, !dbg !249

48:                                               ; preds = %1
    #dbg_value(ptr undef, !232, !DIExpression(), !234)
  %49 = load i32, ptr @cleanups_run, align 4, !dbg !236, !tbaa !71
  %50 = add nsw i32 %49, 10, !dbg !236
    #dbg_value(ptr undef, !237, !DIExpression(), !243)
  br label %51, !dbg !250

51:                                               ; preds = %48, %39
  %52 = phi i32 [ %47, %39 ], [ %50, %48 ], !dbg !251
  %53 = phi i32 [ %45, %39 ], [ -1, %48 ]
  store i32 %52, ptr @cleanups_run, align 4, !dbg !251, !tbaa !71
    #dbg_value(ptr null, !188, !DIExpression(), !195)
  ret i32 %53, !dbg !251

54:                                               ; preds = %38
  %55 = landingpad { ptr, i32 }
          cleanup, !dbg !252
    #dbg_value(ptr undef, !232, !DIExpression(), !253)
  %56 = load i32, ptr @cleanups_run, align 4, !dbg !255, !tbaa !71
  %57 = add nsw i32 %56, 10, !dbg !255
  store i32 %57, ptr @cleanups_run, align 4, !dbg !255, !tbaa !71
    #dbg_value(ptr undef, !237, !DIExpression(), !256)
  tail call void @free(ptr noundef nonnull %4), !dbg !258
  %58 = add nsw i32 %56, 11, !dbg !259
  store i32 %58, ptr @cleanups_run, align 4, !dbg !259, !tbaa !71
    #dbg_value(ptr null, !188, !DIExpression(), !195)
  resume { ptr, i32 } %55, !dbg !251
}

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !265 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare !dbg !269 extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !272 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !9, file: !2, line: 14, type: !20, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !4}
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0, !13, !15, !37, !42, !45, !7, !47, !49, !52, !55}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !3, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "nodes", scope: !17, file: !2, line: 107, type: !34, isLocal: true, isDefinition: true)
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 101, type: !18, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22, !23, !24, !26, !27}
!22 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 102, type: !20)
!23 = !DILocalVariable(name: "b", scope: !17, file: !2, line: 103, type: !20)
!24 = !DILocalVariable(name: "i", scope: !25, file: !2, line: 108, type: !20)
!25 = distinct !DILexicalBlock(scope: !17, file: !2, line: 108, column: 3)
!26 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 109, type: !20)
!27 = !DILocalVariable(name: "n", scope: !28, file: !2, line: 110, type: !29)
!28 = distinct !DILexicalBlock(scope: !17, file: !2, line: 110, column: 3)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 52, size: 128, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !30, file: !2, line: 52, baseType: !29, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !30, file: !2, line: 52, baseType: !20, size: 32, offset: 64)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 512, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 10)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "wide_counter", scope: !9, file: !2, line: 38, type: !44, isLocal: true, isDefinition: true)
!44 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "head", scope: !9, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "counter", scope: !9, file: !2, line: 37, type: !20, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "c11_counter", scope: !9, file: !2, line: 39, type: !51, isLocal: true, isDefinition: true)
!51 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "flag", scope: !9, file: !2, line: 41, type: !54, isLocal: true, isDefinition: true)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "lock_word", scope: !9, file: !2, line: 40, type: !57, isLocal: true, isDefinition: true)
!57 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 1}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = !DILocation(line: 102, column: 11, scope: !17)
!68 = !DILocation(line: 0, scope: !17)
!69 = !DILocation(line: 103, column: 11, scope: !17)
!70 = !DILocation(line: 104, column: 42, scope: !17)
!71 = !{!72, !72, i64 0}
!72 = !{!"int", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 104, column: 3, scope: !17)
!76 = !DILocalVariable(name: "r", scope: !77, file: !2, line: 63, type: !20)
!77 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !78)
!78 = !{!76, !79, !80, !81}
!79 = !DILocalVariable(name: "expected", scope: !77, file: !2, line: 73, type: !20)
!80 = !DILocalVariable(name: "desired", scope: !77, file: !2, line: 73, type: !20)
!81 = !DILocalVariable(name: "ok", scope: !77, file: !2, line: 74, type: !20)
!82 = !DILocation(line: 0, scope: !77, inlinedAt: !83)
!83 = distinct !DILocation(line: 105, column: 36, scope: !17)
!84 = !DILocation(line: 64, column: 3, scope: !77, inlinedAt: !83)
!85 = !DILocation(line: 65, column: 3, scope: !77, inlinedAt: !83)
!86 = !DILocation(line: 66, column: 3, scope: !77, inlinedAt: !83)
!87 = !DILocation(line: 67, column: 3, scope: !77, inlinedAt: !83)
!88 = !DILocation(line: 68, column: 3, scope: !77, inlinedAt: !83)
!89 = !DILocation(line: 69, column: 8, scope: !77, inlinedAt: !83)
!90 = !DILocation(line: 70, column: 8, scope: !77, inlinedAt: !83)
!91 = !DILocation(line: 70, column: 5, scope: !77, inlinedAt: !83)
!92 = !DILocation(line: 71, column: 3, scope: !77, inlinedAt: !83)
!93 = !DILocation(line: 74, column: 12, scope: !77, inlinedAt: !83)
!94 = !DILocation(line: 77, column: 8, scope: !77, inlinedAt: !83)
!95 = !DILocation(line: 78, column: 8, scope: !77, inlinedAt: !83)
!96 = !DILocation(line: 79, column: 8, scope: !77, inlinedAt: !83)
!97 = !DILocation(line: 80, column: 8, scope: !77, inlinedAt: !83)
!98 = !DILocation(line: 81, column: 8, scope: !77, inlinedAt: !83)
!99 = !DILocation(line: 82, column: 3, scope: !77, inlinedAt: !83)
!100 = !DILocation(line: 83, column: 3, scope: !77, inlinedAt: !83)
!101 = !DILocation(line: 85, column: 15, scope: !77, inlinedAt: !83)
!102 = !DILocation(line: 86, column: 14, scope: !77, inlinedAt: !83)
!103 = !DILocation(line: 87, column: 8, scope: !77, inlinedAt: !83)
!104 = !{!73, !73, i64 0}
!105 = !DILocation(line: 89, column: 8, scope: !77, inlinedAt: !83)
!106 = !DILocation(line: 90, column: 3, scope: !77, inlinedAt: !83)
!107 = !DILocation(line: 91, column: 3, scope: !77, inlinedAt: !83)
!108 = !DILocation(line: 92, column: 3, scope: !77, inlinedAt: !83)
!109 = !DILocalVariable(name: "l", arg: 1, scope: !110, file: !2, line: 43, type: !113)
!110 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !111, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!114 = !{!109}
!115 = !DILocation(line: 0, scope: !110, inlinedAt: !116)
!116 = distinct !DILocation(line: 95, column: 3, scope: !77, inlinedAt: !83)
!117 = !DILocation(line: 44, column: 10, scope: !110, inlinedAt: !116)
!118 = !DILocation(line: 44, column: 3, scope: !110, inlinedAt: !116)
!119 = !DILocation(line: 45, column: 12, scope: !110, inlinedAt: !116)
!120 = !DILocation(line: 45, column: 5, scope: !110, inlinedAt: !116)
!121 = distinct !{!121, !118, !122, !123}
!122 = !DILocation(line: 45, column: 52, scope: !110, inlinedAt: !116)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 96, column: 8, scope: !77, inlinedAt: !83)
!125 = !DILocation(line: 77, column: 5, scope: !77, inlinedAt: !83)
!126 = !DILocation(line: 78, column: 5, scope: !77, inlinedAt: !83)
!127 = !DILocation(line: 79, column: 5, scope: !77, inlinedAt: !83)
!128 = !DILocation(line: 80, column: 5, scope: !77, inlinedAt: !83)
!129 = !DILocation(line: 81, column: 5, scope: !77, inlinedAt: !83)
!130 = !DILocation(line: 87, column: 5, scope: !77, inlinedAt: !83)
!131 = !DILocation(line: 89, column: 5, scope: !77, inlinedAt: !83)
!132 = !DILocation(line: 93, column: 5, scope: !77, inlinedAt: !83)
!133 = !DILocation(line: 96, column: 5, scope: !77, inlinedAt: !83)
!134 = !DILocalVariable(name: "l", arg: 1, scope: !135, file: !2, line: 47, type: !113)
!135 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !111, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !136)
!136 = !{!134}
!137 = !DILocation(line: 0, scope: !135, inlinedAt: !138)
!138 = distinct !DILocation(line: 97, column: 3, scope: !77, inlinedAt: !83)
!139 = !DILocation(line: 48, column: 3, scope: !135, inlinedAt: !138)
!140 = !{i64 1594}
!141 = !DILocation(line: 49, column: 3, scope: !135, inlinedAt: !138)
!142 = !DILocation(line: 105, column: 52, scope: !17)
!143 = !{!144, !144, i64 0}
!144 = !{!"long long", !73, i64 0}
!145 = !DILocation(line: 105, column: 3, scope: !17)
!146 = !DILocation(line: 0, scope: !25)
!147 = !DILocation(line: 108, column: 48, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 108, column: 31)
!149 = distinct !DILexicalBlock(scope: !25, file: !2, line: 108, column: 3)
!150 = !{!151, !72, i64 8}
!151 = !{!"Node", !152, i64 0, !72, i64 8}
!152 = !{!"any pointer", !73, i64 0}
!153 = !DILocalVariable(name: "n", arg: 1, scope: !154, file: !2, line: 55, type: !29)
!154 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !155, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !29}
!157 = !{!153, !158}
!158 = !DILocalVariable(name: "old", scope: !154, file: !2, line: 56, type: !29)
!159 = !DILocation(line: 0, scope: !154, inlinedAt: !160)
!160 = distinct !DILocation(line: 108, column: 57, scope: !148)
!161 = !DILocation(line: 56, column: 22, scope: !154, inlinedAt: !160)
!162 = !DILocation(line: 57, column: 3, scope: !154, inlinedAt: !160)
!163 = !DILocation(line: 56, column: 16, scope: !154, inlinedAt: !160)
!164 = !DILocation(line: 58, column: 13, scope: !165, inlinedAt: !160)
!165 = distinct !DILexicalBlock(scope: !154, file: !2, line: 57, column: 6)
!166 = !{!151, !152, i64 0}
!167 = !DILocation(line: 59, column: 13, scope: !154, inlinedAt: !160)
!168 = !DILocation(line: 59, column: 3, scope: !165, inlinedAt: !160)
!169 = distinct !{!169, !162, !170, !123}
!170 = !DILocation(line: 59, column: 95, scope: !154, inlinedAt: !160)
!171 = !DILocation(line: 110, scope: !28)
!172 = !{!152, !152, i64 0}
!173 = !DILocation(line: 110, column: 3, scope: !28)
!174 = !DILocation(line: 111, column: 3, scope: !17)
!175 = !DILocation(line: 112, column: 3, scope: !17)
!176 = !DILocation(line: 110, column: 53, scope: !177)
!177 = distinct !DILexicalBlock(scope: !28, file: !2, line: 110, column: 3)
!178 = !DILocation(line: 110, column: 63, scope: !177)
!179 = !DILocation(line: 110, column: 58, scope: !177)
!180 = !DILocation(line: 0, scope: !28)
!181 = distinct !{!181, !173, !182, !123}
!182 = !DILocation(line: 110, column: 63, scope: !28)
!183 = distinct !DISubprogram(name: "with_cleanups", scope: !2, file: !2, line: 22, type: !184, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!20, !20}
!186 = !{!187, !188, !190, !191, !193}
!187 = !DILocalVariable(name: "n", arg: 1, scope: !183, file: !2, line: 22, type: !20)
!188 = !DILocalVariable(name: "buf", scope: !183, file: !2, line: 23, type: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!190 = !DILocalVariable(name: "token", scope: !183, file: !2, line: 24, type: !20)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 26, type: !20)
!192 = distinct !DILexicalBlock(scope: !183, file: !2, line: 26, column: 3)
!193 = !DILocalVariable(name: "inner", scope: !194, file: !2, line: 30, type: !20)
!194 = distinct !DILexicalBlock(scope: !183, file: !2, line: 29, column: 3)
!195 = !DILocation(line: 0, scope: !183)
!196 = !DILocation(line: 23, column: 60, scope: !183)
!197 = !DILocation(line: 23, column: 77, scope: !183)
!198 = !DILocation(line: 23, column: 53, scope: !183)
!199 = !DILocation(line: 25, column: 8, scope: !200)
!200 = distinct !DILexicalBlock(scope: !183, file: !2, line: 25, column: 7)
!201 = !DILocation(line: 25, column: 7, scope: !183)
!202 = !DILocation(line: 0, scope: !192)
!203 = !DILocation(line: 26, column: 21, scope: !204)
!204 = distinct !DILexicalBlock(scope: !192, file: !2, line: 26, column: 3)
!205 = !DILocation(line: 26, column: 3, scope: !192)
!206 = !DILocation(line: 26, column: 26, scope: !204)
!207 = !DILocation(line: 26, column: 55, scope: !204)
!208 = !DILocation(line: 26, column: 40, scope: !204)
!209 = !DILocation(line: 26, column: 31, scope: !204)
!210 = !DILocation(line: 26, column: 38, scope: !204)
!211 = distinct !{!211, !205, !212, !123, !213, !214}
!212 = !DILocation(line: 26, column: 59, scope: !192)
!213 = !{!"llvm.loop.isvectorized", i32 1}
!214 = !{!"llvm.loop.unroll.runtime.disable"}
!215 = !DILocation(line: 27, column: 3, scope: !183)
!216 = !DILocation(line: 27, column: 10, scope: !183)
!217 = !DILocation(line: 28, column: 7, scope: !218)
!218 = distinct !DILexicalBlock(scope: !183, file: !2, line: 28, column: 7)
!219 = !DILocation(line: 28, column: 7, scope: !183)
!220 = distinct !{!220, !205, !212, !123, !214, !213}
!221 = !DILocation(line: 28, column: 21, scope: !218)
!222 = !DILocation(line: 0, scope: !194)
!223 = !DILocation(line: 31, column: 11, scope: !224)
!224 = distinct !DILexicalBlock(scope: !194, file: !2, line: 31, column: 9)
!225 = !DILocation(line: 31, column: 9, scope: !194)
!226 = !DILocation(line: 20, column: 48, scope: !227, inlinedAt: !233)
!227 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !228, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !231)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !230}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!231 = !{!232}
!232 = !DILocalVariable(name: "p", arg: 1, scope: !227, file: !2, line: 20, type: !230)
!233 = distinct !DILocation(line: 32, column: 3, scope: !183)
!234 = !DILocation(line: 0, scope: !227, inlinedAt: !235)
!235 = distinct !DILocation(line: 34, column: 1, scope: !183)
!236 = !DILocation(line: 20, column: 48, scope: !227, inlinedAt: !235)
!237 = !DILocalVariable(name: "p", arg: 1, scope: !238, file: !2, line: 16, type: !241)
!238 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !239, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !242)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !241}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!242 = !{!237}
!243 = !DILocation(line: 0, scope: !238, inlinedAt: !244)
!244 = distinct !DILocation(line: 34, column: 1, scope: !183)
!245 = !DILocation(line: 17, column: 13, scope: !246, inlinedAt: !244)
!246 = distinct !DILexicalBlock(scope: !247, file: !2, line: 17, column: 11)
!247 = distinct !DILexicalBlock(scope: !238, file: !2, line: 17, column: 7)
!248 = !DILocation(line: 17, column: 23, scope: !246, inlinedAt: !244)
!249 = !DILocation(line: 17, column: 39, scope: !246, inlinedAt: !244)
!250 = !DILocation(line: 17, column: 7, scope: !238, inlinedAt: !244)
!251 = !DILocation(line: 34, column: 1, scope: !183)
!252 = !DILocation(line: 34, column: 1, scope: !218)
!253 = !DILocation(line: 0, scope: !227, inlinedAt: !254)
!254 = distinct !DILocation(line: 34, column: 1, scope: !183)
!255 = !DILocation(line: 20, column: 48, scope: !227, inlinedAt: !254)
!256 = !DILocation(line: 0, scope: !238, inlinedAt: !257)
!257 = distinct !DILocation(line: 34, column: 1, scope: !183)
!258 = !DILocation(line: 17, column: 13, scope: !246, inlinedAt: !257)
!259 = !DILocation(line: 17, column: 23, scope: !246, inlinedAt: !257)
!260 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 7, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!20, !263, null}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!265 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 8, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{!268, !11}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!269 = !DISubprogram(name: "maybe_unwind", scope: !2, file: !2, line: 12, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !20}
!272 = !DISubprogram(name: "free", scope: !2, file: !2, line: 9, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !268}
