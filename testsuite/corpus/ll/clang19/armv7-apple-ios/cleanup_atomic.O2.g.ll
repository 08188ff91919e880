; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1, !dbg !0
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1, !dbg !13
@wide_counter = internal global i64 0, align 8, !dbg !42
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4, !dbg !15
@head = internal global ptr null, align 4, !dbg !45
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1, !dbg !37
@counter = internal global i32 0, align 4, !dbg !47
@c11_counter = internal global i32 0, align 4, !dbg !49
@flag = internal global i8 0, align 1, !dbg !52
@lock_word = internal global i32 0, align 4, !dbg !55

; Function Attrs: ssp
define noundef i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !65
    #dbg_value(i32 %1, !22, !DIExpression(), !66)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !67
    #dbg_value(i32 %2, !23, !DIExpression(), !66)
  %3 = load i32, ptr @cleanups_run, align 4, !dbg !68, !tbaa !69
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !73
    #dbg_value(i32 0, !74, !DIExpression(), !80)
  %5 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4, !dbg !82
  %6 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4, !dbg !83
  %7 = atomicrmw or ptr @counter, i32 256 monotonic, align 4, !dbg !84
  %8 = atomicrmw and ptr @counter, i32 511 release, align 4, !dbg !85
  %9 = atomicrmw xor ptr @counter, i32 3 acquire, align 4, !dbg !86
  %10 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !87
    #dbg_value(i32 %10, !74, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !80)
  %11 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4, !dbg !88
  %12 = or i32 %11, -16, !dbg !89
  %13 = sub i32 %10, %12, !dbg !89
    #dbg_value(i32 %13, !74, !DIExpression(), !80)
  %14 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !90
    #dbg_value(i32 %13, !77, !DIExpression(), !80)
    #dbg_value(i32 7, !78, !DIExpression(), !80)
  %15 = cmpxchg ptr @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !91
    #dbg_value(i32 poison, !77, !DIExpression(), !80)
    #dbg_value(i1 poison, !79, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !80)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !80)
  %16 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !92
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !80)
  %17 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !93
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !80)
  %18 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !94
    #dbg_value(!DIArgList(i32 poison, i32 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !80)
  %19 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !95
    #dbg_value(!DIArgList(i32 poison, i1 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !80)
  %20 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !96
    #dbg_value(!DIArgList(i32 poison, i32 poison, i1 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !80)
  store atomic i32 0, ptr @counter release, align 4, !dbg !97
  fence seq_cst, !dbg !98
  %21 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !99
  %22 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !100
  %23 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !101, !tbaa !102
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i1 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !80)
  %24 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !103
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !80)
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !104
  fence seq_cst, !dbg !105
  fence syncscope("singlethread") acquire, !dbg !106
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !80)
    #dbg_value(ptr @lock_word, !107, !DIExpression(), !113)
  %25 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !115
  %26 = icmp eq i32 %25, 0, !dbg !116
  br i1 %26, label %34, label %27, !dbg !116

27:                                               ; preds = %0, %30
  %28 = load atomic volatile i32, ptr @lock_word monotonic, align 4, !dbg !117
  %29 = icmp eq i32 %28, 0, !dbg !118
  br i1 %29, label %31, label %30, !dbg !118

30:                                               ; preds = %27, %31
  br label %27, !dbg !117, !llvm.loop !119

31:                                               ; preds = %27
  %32 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !115
  %33 = icmp eq i32 %32, 0, !dbg !116
  br i1 %33, label %34, label %30, !dbg !116

34:                                               ; preds = %31, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !91
    #dbg_value(i1 %35, !79, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !80)
  %36 = select i1 %35, i32 1000, i32 0, !dbg !91
  %37 = extractvalue { i32, i1 } %15, 0
    #dbg_value(i32 %37, !77, !DIExpression(), !80)
    #dbg_value(i32 poison, !74, !DIExpression(), !80)
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !94
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !95
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !80)
  %40 = zext i1 %39 to i32, !dbg !95
    #dbg_value(!DIArgList(i32 poison, i8 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !80)
  %41 = icmp ne i8 %24, 0, !dbg !103
    #dbg_value(!DIArgList(i32 poison, i1 poison), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !80)
  %42 = zext i1 %41 to i32, !dbg !103
    #dbg_value(i32 %52, !74, !DIExpression(), !80)
  %43 = load volatile i32, ptr @lock_word, align 4, !dbg !122, !tbaa !69
  %44 = add i32 %37, %13, !dbg !123
  %45 = add i32 %44, %16, !dbg !93
  %46 = add i32 %45, %17, !dbg !124
  %47 = add i32 %46, %36, !dbg !125
  %48 = add i32 %47, %38, !dbg !126
  %49 = add i32 %48, %20, !dbg !127
  %50 = add i32 %49, %40, !dbg !128
  %51 = add i32 %50, %23, !dbg !129
  %52 = add i32 %51, %42, !dbg !130
  %53 = add nsw i32 %52, %43, !dbg !131
    #dbg_value(i32 %53, !74, !DIExpression(), !80)
    #dbg_value(ptr @lock_word, !132, !DIExpression(), !135)
  tail call void asm sideeffect "", "~{memory}"() #5, !dbg !137, !srcloc !138
  store atomic volatile i32 0, ptr @lock_word release, align 4, !dbg !139
  %54 = load i64, ptr @wide_counter, align 8, !dbg !140, !tbaa !141
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i64 noundef %54), !dbg !143
    #dbg_value(i32 0, !24, !DIExpression(), !144)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 4), align 4, !dbg !145, !tbaa !148
    #dbg_value(ptr @main.nodes, !151, !DIExpression(), !157)
  %56 = load atomic i32, ptr @head monotonic, align 4, !dbg !159
    #dbg_value(i32 %56, !156, !DIExpression(), !157)
  br label %57, !dbg !160

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to ptr, !dbg !161
    #dbg_value(ptr %59, !156, !DIExpression(), !157)
  store ptr %59, ptr @main.nodes, align 4, !dbg !162, !tbaa !164
  %60 = cmpxchg weak ptr @head, i32 %58, i32 ptrtoint (ptr @main.nodes to i32) release monotonic, align 4, !dbg !165
  %61 = extractvalue { i32, i1 } %60, 1, !dbg !165
  %62 = extractvalue { i32, i1 } %60, 0, !dbg !165
    #dbg_value(ptr poison, !156, !DIExpression(), !157)
  br i1 %61, label %63, label %57, !dbg !166, !llvm.loop !167

63:                                               ; preds = %57
    #dbg_value(i32 1, !24, !DIExpression(), !144)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 12), align 4, !dbg !145, !tbaa !148
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), !151, !DIExpression(), !157)
  %64 = load atomic i32, ptr @head monotonic, align 4, !dbg !159
    #dbg_value(i32 %64, !156, !DIExpression(), !157)
  br label %65, !dbg !160

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to ptr, !dbg !161
    #dbg_value(ptr %67, !156, !DIExpression(), !157)
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), align 4, !dbg !162, !tbaa !164
  %68 = cmpxchg weak ptr @head, i32 %66, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8) to i32) release monotonic, align 4, !dbg !165
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !165
  %70 = extractvalue { i32, i1 } %68, 0, !dbg !165
    #dbg_value(ptr poison, !156, !DIExpression(), !157)
  br i1 %69, label %71, label %65, !dbg !166, !llvm.loop !167

71:                                               ; preds = %65
    #dbg_value(i32 2, !24, !DIExpression(), !144)
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 20), align 4, !dbg !145, !tbaa !148
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), !151, !DIExpression(), !157)
  %72 = load atomic i32, ptr @head monotonic, align 4, !dbg !159
    #dbg_value(i32 %72, !156, !DIExpression(), !157)
  br label %73, !dbg !160

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to ptr, !dbg !161
    #dbg_value(ptr %75, !156, !DIExpression(), !157)
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), align 4, !dbg !162, !tbaa !164
  %76 = cmpxchg weak ptr @head, i32 %74, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16) to i32) release monotonic, align 4, !dbg !165
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !165
  %78 = extractvalue { i32, i1 } %76, 0, !dbg !165
    #dbg_value(ptr poison, !156, !DIExpression(), !157)
  br i1 %77, label %79, label %73, !dbg !166, !llvm.loop !167

79:                                               ; preds = %73
    #dbg_value(i32 3, !24, !DIExpression(), !144)
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 28), align 4, !dbg !145, !tbaa !148
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), !151, !DIExpression(), !157)
  %80 = load atomic i32, ptr @head monotonic, align 4, !dbg !159
    #dbg_value(i32 %80, !156, !DIExpression(), !157)
  br label %81, !dbg !160

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to ptr, !dbg !161
    #dbg_value(ptr %83, !156, !DIExpression(), !157)
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), align 4, !dbg !162, !tbaa !164
  %84 = cmpxchg weak ptr @head, i32 %82, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24) to i32) release monotonic, align 4, !dbg !165
  %85 = extractvalue { i32, i1 } %84, 1, !dbg !165
  %86 = extractvalue { i32, i1 } %84, 0, !dbg !165
    #dbg_value(ptr poison, !156, !DIExpression(), !157)
  br i1 %85, label %87, label %81, !dbg !166, !llvm.loop !167

87:                                               ; preds = %81
    #dbg_value(i32 4, !24, !DIExpression(), !144)
  %88 = load ptr, ptr @head, align 4, !dbg !169, !tbaa !170
  %89 = icmp eq ptr %88, null, !dbg !171
  br i1 %89, label %90, label %93, !dbg !171

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !66
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91), !dbg !172
  ret i32 0, !dbg !173

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
    #dbg_value(i32 %95, !26, !DIExpression(), !66)
  %96 = mul nsw i32 %95, 10, !dbg !174
  %97 = getelementptr inbounds i8, ptr %94, i32 4, !dbg !176
  %98 = load i32, ptr %97, align 4, !dbg !176, !tbaa !148
  %99 = add nsw i32 %98, %96, !dbg !177
    #dbg_value(i32 %99, !26, !DIExpression(), !66)
    #dbg_value(ptr poison, !27, !DIExpression(), !178)
  %100 = load ptr, ptr %94, align 4, !dbg !169, !tbaa !170
    #dbg_value(ptr %100, !27, !DIExpression(), !178)
  %101 = icmp eq ptr %100, null, !dbg !171
  br i1 %101, label %90, label %93, !dbg !171, !llvm.loop !179
}

; Function Attrs: ssp
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__gcc_personality_sj0 !dbg !181 {
    #dbg_value(i32 %0, !185, !DIExpression(), !193)
  %2 = add nuw nsw i32 %0, 1, !dbg !194
  %3 = tail call ptr @malloc(i32 noundef %2) #6, !dbg !195
    #dbg_value(ptr %3, !186, !DIExpression(), !193)
    #dbg_value(i32 10, !188, !DIExpression(), !193)
    #dbg_value(ptr %3, !186, !DIExpression(), !193)
  %4 = icmp eq ptr %3, null, !dbg !196
  br i1 %4, label %28, label %5, !dbg !198

5:                                                ; preds = %1
    #dbg_value(i32 0, !189, !DIExpression(), !199)
  %6 = icmp sgt i32 %0, 0, !dbg !200
  br i1 %6, label %10, label %7, !dbg !202

7:                                                ; preds = %10, %5
    #dbg_value(ptr %3, !186, !DIExpression(), !193)
  %8 = getelementptr inbounds i8, ptr %3, i32 %0, !dbg !203
  store i8 0, ptr %8, align 1, !dbg !204, !tbaa !102
  %9 = icmp eq ptr @maybe_unwind, null, !dbg !205
  br i1 %9, label %19, label %18, !dbg !207

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %16, %10 ], [ 0, %5 ]
    #dbg_value(i32 %11, !189, !DIExpression(), !199)
  %12 = urem i32 %11, 26, !dbg !208
  %13 = trunc nuw nsw i32 %12 to i8, !dbg !209
  %14 = add nuw nsw i8 %13, 97, !dbg !209
    #dbg_value(ptr %3, !186, !DIExpression(), !193)
  %15 = getelementptr inbounds i8, ptr %3, i32 %11, !dbg !210
  store i8 %14, ptr %15, align 1, !dbg !211, !tbaa !102
  %16 = add nuw nsw i32 %11, 1, !dbg !212
    #dbg_value(i32 %16, !189, !DIExpression(), !199)
  %17 = icmp eq i32 %16, %0, !dbg !200
  br i1 %17, label %7, label %10, !dbg !202, !llvm.loop !213

18:                                               ; preds = %7
  invoke void @maybe_unwind(i32 noundef %0)
          to label %19 unwind label %34, !dbg !215

19:                                               ; preds = %18, %7
    #dbg_value(i32 100, !191, !DIExpression(), !216)
  %20 = icmp sgt i32 %0, 3, !dbg !217
  %21 = select i1 %20, i32 3, i32 0, !dbg !217
  %22 = getelementptr inbounds i8, ptr %3, i32 %21, !dbg !217
  %23 = load i8, ptr %22, align 1, !dbg !193, !tbaa !102
  %24 = load i32, ptr @cleanups_run, align 4, !dbg !218, !tbaa !69
  %25 = sext i8 %23 to i32, !dbg !193
    #dbg_value(ptr undef, !224, !DIExpression(), !226)
  %26 = add nsw i32 %24, 110, !dbg !228
  store i32 %26, ptr @cleanups_run, align 4, !dbg !228, !tbaa !69
    #dbg_value(ptr undef, !229, !DIExpression(), !235)
  tail call void @free(ptr noundef nonnull %3), !dbg !237
  %27 = add nsw i32 %24, 111, !dbg !240
  br label %31, !dbg !241

28:                                               ; preds = %1
    #dbg_value(ptr undef, !224, !DIExpression(), !226)
  %29 = load i32, ptr @cleanups_run, align 4, !dbg !228, !tbaa !69
  %30 = add nsw i32 %29, 10, !dbg !228
    #dbg_value(ptr undef, !229, !DIExpression(), !235)
  br label %31, !dbg !242

31:                                               ; preds = %28, %19
  %32 = phi i32 [ %27, %19 ], [ %30, %28 ], !dbg !243
  %33 = phi i32 [ %25, %19 ], [ -1, %28 ]
  store i32 %32, ptr @cleanups_run, align 4, !dbg !243, !tbaa !69
  ret i32 %33, !dbg !243

34:                                               ; preds = %18
  %35 = landingpad { ptr, i32 }
          cleanup, !dbg !244
    #dbg_value(ptr undef, !224, !DIExpression(), !245)
  %36 = load i32, ptr @cleanups_run, align 4, !dbg !247, !tbaa !69
  %37 = add nsw i32 %36, 10, !dbg !247
  store i32 %37, ptr @cleanups_run, align 4, !dbg !247, !tbaa !69
    #dbg_value(ptr undef, !229, !DIExpression(), !248)
  tail call void @free(ptr noundef nonnull %3), !dbg !250
  %38 = add nsw i32 %36, 11, !dbg !251
  store i32 %38, ptr @cleanups_run, align 4, !dbg !251, !tbaa !69
  resume { ptr, i32 } %35, !dbg !243
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_sj0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !9, file: !2, line: 14, type: !20, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!10 = !{!11, !4}
!11 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!0, !13, !15, !37, !42, !45, !7, !47, !49, !52, !55}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !3, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "nodes", scope: !17, file: !2, line: 107, type: !34, isLocal: true, isDefinition: true)
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 101, type: !18, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !21)
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
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 32)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 52, size: 64, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !30, file: !2, line: 52, baseType: !29, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !30, file: !2, line: 52, baseType: !20, size: 32, offset: 32)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 256, elements: !35)
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
!58 = !{i32 7, !"Dwarf Version", i32 2}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 1, !"min_enum_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"frame-pointer", i32 2}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = !DILocation(line: 102, column: 11, scope: !17)
!66 = !DILocation(line: 0, scope: !17)
!67 = !DILocation(line: 103, column: 11, scope: !17)
!68 = !DILocation(line: 104, column: 42, scope: !17)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 104, column: 3, scope: !17)
!74 = !DILocalVariable(name: "r", scope: !75, file: !2, line: 63, type: !20)
!75 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !76)
!76 = !{!74, !77, !78, !79}
!77 = !DILocalVariable(name: "expected", scope: !75, file: !2, line: 73, type: !20)
!78 = !DILocalVariable(name: "desired", scope: !75, file: !2, line: 73, type: !20)
!79 = !DILocalVariable(name: "ok", scope: !75, file: !2, line: 74, type: !20)
!80 = !DILocation(line: 0, scope: !75, inlinedAt: !81)
!81 = distinct !DILocation(line: 105, column: 36, scope: !17)
!82 = !DILocation(line: 64, column: 3, scope: !75, inlinedAt: !81)
!83 = !DILocation(line: 65, column: 3, scope: !75, inlinedAt: !81)
!84 = !DILocation(line: 66, column: 3, scope: !75, inlinedAt: !81)
!85 = !DILocation(line: 67, column: 3, scope: !75, inlinedAt: !81)
!86 = !DILocation(line: 68, column: 3, scope: !75, inlinedAt: !81)
!87 = !DILocation(line: 69, column: 8, scope: !75, inlinedAt: !81)
!88 = !DILocation(line: 70, column: 8, scope: !75, inlinedAt: !81)
!89 = !DILocation(line: 70, column: 5, scope: !75, inlinedAt: !81)
!90 = !DILocation(line: 71, column: 3, scope: !75, inlinedAt: !81)
!91 = !DILocation(line: 74, column: 12, scope: !75, inlinedAt: !81)
!92 = !DILocation(line: 77, column: 8, scope: !75, inlinedAt: !81)
!93 = !DILocation(line: 78, column: 8, scope: !75, inlinedAt: !81)
!94 = !DILocation(line: 79, column: 8, scope: !75, inlinedAt: !81)
!95 = !DILocation(line: 80, column: 8, scope: !75, inlinedAt: !81)
!96 = !DILocation(line: 81, column: 8, scope: !75, inlinedAt: !81)
!97 = !DILocation(line: 82, column: 3, scope: !75, inlinedAt: !81)
!98 = !DILocation(line: 83, column: 3, scope: !75, inlinedAt: !81)
!99 = !DILocation(line: 85, column: 15, scope: !75, inlinedAt: !81)
!100 = !DILocation(line: 86, column: 14, scope: !75, inlinedAt: !81)
!101 = !DILocation(line: 87, column: 8, scope: !75, inlinedAt: !81)
!102 = !{!71, !71, i64 0}
!103 = !DILocation(line: 89, column: 8, scope: !75, inlinedAt: !81)
!104 = !DILocation(line: 90, column: 3, scope: !75, inlinedAt: !81)
!105 = !DILocation(line: 91, column: 3, scope: !75, inlinedAt: !81)
!106 = !DILocation(line: 92, column: 3, scope: !75, inlinedAt: !81)
!107 = !DILocalVariable(name: "l", arg: 1, scope: !108, file: !2, line: 43, type: !111)
!108 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !109, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !112)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!112 = !{!107}
!113 = !DILocation(line: 0, scope: !108, inlinedAt: !114)
!114 = distinct !DILocation(line: 95, column: 3, scope: !75, inlinedAt: !81)
!115 = !DILocation(line: 44, column: 10, scope: !108, inlinedAt: !114)
!116 = !DILocation(line: 44, column: 3, scope: !108, inlinedAt: !114)
!117 = !DILocation(line: 45, column: 12, scope: !108, inlinedAt: !114)
!118 = !DILocation(line: 45, column: 5, scope: !108, inlinedAt: !114)
!119 = distinct !{!119, !116, !120, !121}
!120 = !DILocation(line: 45, column: 52, scope: !108, inlinedAt: !114)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 96, column: 8, scope: !75, inlinedAt: !81)
!123 = !DILocation(line: 77, column: 5, scope: !75, inlinedAt: !81)
!124 = !DILocation(line: 78, column: 5, scope: !75, inlinedAt: !81)
!125 = !DILocation(line: 79, column: 5, scope: !75, inlinedAt: !81)
!126 = !DILocation(line: 80, column: 5, scope: !75, inlinedAt: !81)
!127 = !DILocation(line: 81, column: 5, scope: !75, inlinedAt: !81)
!128 = !DILocation(line: 87, column: 5, scope: !75, inlinedAt: !81)
!129 = !DILocation(line: 89, column: 5, scope: !75, inlinedAt: !81)
!130 = !DILocation(line: 93, column: 5, scope: !75, inlinedAt: !81)
!131 = !DILocation(line: 96, column: 5, scope: !75, inlinedAt: !81)
!132 = !DILocalVariable(name: "l", arg: 1, scope: !133, file: !2, line: 47, type: !111)
!133 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !109, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !134)
!134 = !{!132}
!135 = !DILocation(line: 0, scope: !133, inlinedAt: !136)
!136 = distinct !DILocation(line: 97, column: 3, scope: !75, inlinedAt: !81)
!137 = !DILocation(line: 48, column: 3, scope: !133, inlinedAt: !136)
!138 = !{i64 1594}
!139 = !DILocation(line: 49, column: 3, scope: !133, inlinedAt: !136)
!140 = !DILocation(line: 105, column: 52, scope: !17)
!141 = !{!142, !142, i64 0}
!142 = !{!"long long", !71, i64 0}
!143 = !DILocation(line: 105, column: 3, scope: !17)
!144 = !DILocation(line: 0, scope: !25)
!145 = !DILocation(line: 108, column: 48, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 108, column: 31)
!147 = distinct !DILexicalBlock(scope: !25, file: !2, line: 108, column: 3)
!148 = !{!149, !70, i64 4}
!149 = !{!"Node", !150, i64 0, !70, i64 4}
!150 = !{!"any pointer", !71, i64 0}
!151 = !DILocalVariable(name: "n", arg: 1, scope: !152, file: !2, line: 55, type: !29)
!152 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !153, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !29}
!155 = !{!151, !156}
!156 = !DILocalVariable(name: "old", scope: !152, file: !2, line: 56, type: !29)
!157 = !DILocation(line: 0, scope: !152, inlinedAt: !158)
!158 = distinct !DILocation(line: 108, column: 57, scope: !146)
!159 = !DILocation(line: 56, column: 22, scope: !152, inlinedAt: !158)
!160 = !DILocation(line: 57, column: 3, scope: !152, inlinedAt: !158)
!161 = !DILocation(line: 56, column: 16, scope: !152, inlinedAt: !158)
!162 = !DILocation(line: 58, column: 13, scope: !163, inlinedAt: !158)
!163 = distinct !DILexicalBlock(scope: !152, file: !2, line: 57, column: 6)
!164 = !{!149, !150, i64 0}
!165 = !DILocation(line: 59, column: 13, scope: !152, inlinedAt: !158)
!166 = !DILocation(line: 59, column: 3, scope: !163, inlinedAt: !158)
!167 = distinct !{!167, !160, !168, !121}
!168 = !DILocation(line: 59, column: 95, scope: !152, inlinedAt: !158)
!169 = !DILocation(line: 110, scope: !28)
!170 = !{!150, !150, i64 0}
!171 = !DILocation(line: 110, column: 3, scope: !28)
!172 = !DILocation(line: 111, column: 3, scope: !17)
!173 = !DILocation(line: 112, column: 3, scope: !17)
!174 = !DILocation(line: 110, column: 53, scope: !175)
!175 = distinct !DILexicalBlock(scope: !28, file: !2, line: 110, column: 3)
!176 = !DILocation(line: 110, column: 63, scope: !175)
!177 = !DILocation(line: 110, column: 58, scope: !175)
!178 = !DILocation(line: 0, scope: !28)
!179 = distinct !{!179, !171, !180, !121}
!180 = !DILocation(line: 110, column: 63, scope: !28)
!181 = distinct !DISubprogram(name: "with_cleanups", scope: !2, file: !2, line: 22, type: !182, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!20, !20}
!184 = !{!185, !186, !188, !189, !191}
!185 = !DILocalVariable(name: "n", arg: 1, scope: !181, file: !2, line: 22, type: !20)
!186 = !DILocalVariable(name: "buf", scope: !181, file: !2, line: 23, type: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!188 = !DILocalVariable(name: "token", scope: !181, file: !2, line: 24, type: !20)
!189 = !DILocalVariable(name: "i", scope: !190, file: !2, line: 26, type: !20)
!190 = distinct !DILexicalBlock(scope: !181, file: !2, line: 26, column: 3)
!191 = !DILocalVariable(name: "inner", scope: !192, file: !2, line: 30, type: !20)
!192 = distinct !DILexicalBlock(scope: !181, file: !2, line: 29, column: 3)
!193 = !DILocation(line: 0, scope: !181)
!194 = !DILocation(line: 23, column: 77, scope: !181)
!195 = !DILocation(line: 23, column: 53, scope: !181)
!196 = !DILocation(line: 25, column: 8, scope: !197)
!197 = distinct !DILexicalBlock(scope: !181, file: !2, line: 25, column: 7)
!198 = !DILocation(line: 25, column: 7, scope: !181)
!199 = !DILocation(line: 0, scope: !190)
!200 = !DILocation(line: 26, column: 21, scope: !201)
!201 = distinct !DILexicalBlock(scope: !190, file: !2, line: 26, column: 3)
!202 = !DILocation(line: 26, column: 3, scope: !190)
!203 = !DILocation(line: 27, column: 3, scope: !181)
!204 = !DILocation(line: 27, column: 10, scope: !181)
!205 = !DILocation(line: 28, column: 7, scope: !206)
!206 = distinct !DILexicalBlock(scope: !181, file: !2, line: 28, column: 7)
!207 = !DILocation(line: 28, column: 7, scope: !181)
!208 = !DILocation(line: 26, column: 55, scope: !201)
!209 = !DILocation(line: 26, column: 40, scope: !201)
!210 = !DILocation(line: 26, column: 31, scope: !201)
!211 = !DILocation(line: 26, column: 38, scope: !201)
!212 = !DILocation(line: 26, column: 26, scope: !201)
!213 = distinct !{!213, !202, !214, !121}
!214 = !DILocation(line: 26, column: 59, scope: !190)
!215 = !DILocation(line: 28, column: 21, scope: !206)
!216 = !DILocation(line: 0, scope: !192)
!217 = !DILocation(line: 31, column: 9, scope: !192)
!218 = !DILocation(line: 20, column: 48, scope: !219, inlinedAt: !225)
!219 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !220, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !223)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !222}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!223 = !{!224}
!224 = !DILocalVariable(name: "p", arg: 1, scope: !219, file: !2, line: 20, type: !222)
!225 = distinct !DILocation(line: 32, column: 3, scope: !181)
!226 = !DILocation(line: 0, scope: !219, inlinedAt: !227)
!227 = distinct !DILocation(line: 34, column: 1, scope: !181)
!228 = !DILocation(line: 20, column: 48, scope: !219, inlinedAt: !227)
!229 = !DILocalVariable(name: "p", arg: 1, scope: !230, file: !2, line: 16, type: !233)
!230 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !231, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !234)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !233}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 32)
!234 = !{!229}
!235 = !DILocation(line: 0, scope: !230, inlinedAt: !236)
!236 = distinct !DILocation(line: 34, column: 1, scope: !181)
!237 = !DILocation(line: 17, column: 13, scope: !238, inlinedAt: !236)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 17, column: 11)
!239 = distinct !DILexicalBlock(scope: !230, file: !2, line: 17, column: 7)
!240 = !DILocation(line: 17, column: 23, scope: !238, inlinedAt: !236)
!241 = !DILocation(line: 17, column: 39, scope: !238, inlinedAt: !236)
!242 = !DILocation(line: 17, column: 7, scope: !230, inlinedAt: !236)
!243 = !DILocation(line: 34, column: 1, scope: !181)
!244 = !DILocation(line: 34, column: 1, scope: !206)
!245 = !DILocation(line: 0, scope: !219, inlinedAt: !246)
!246 = distinct !DILocation(line: 34, column: 1, scope: !181)
!247 = !DILocation(line: 20, column: 48, scope: !219, inlinedAt: !246)
!248 = !DILocation(line: 0, scope: !230, inlinedAt: !249)
!249 = distinct !DILocation(line: 34, column: 1, scope: !181)
!250 = !DILocation(line: 17, column: 13, scope: !238, inlinedAt: !249)
!251 = !DILocation(line: 17, column: 23, scope: !238, inlinedAt: !249)
