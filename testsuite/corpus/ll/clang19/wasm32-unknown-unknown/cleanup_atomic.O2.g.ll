; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1, !dbg !0
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1, !dbg !13
@wide_counter = internal global i64 0, align 8, !dbg !42
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 4, !dbg !45
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1, !dbg !37
@counter = internal global i32 0, align 4, !dbg !47
@c11_counter = internal global i32 0, align 4, !dbg !49
@flag = internal global i8 0, align 1, !dbg !52
@lock_word = internal global i32 0, align 4, !dbg !55

@__main_void = hidden alias i32 (), ptr @main

define hidden noundef i32 @main() #0 !dbg !17 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !63
    #dbg_value(i32 %1, !22, !DIExpression(), !64)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !65
    #dbg_value(i32 %2, !23, !DIExpression(), !64)
  %3 = load i32, ptr @cleanups_run, align 4, !dbg !66, !tbaa !67
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !71
    #dbg_value(i32 0, !72, !DIExpression(), !78)
  %5 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4, !dbg !80
  %6 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4, !dbg !81
  %7 = atomicrmw or ptr @counter, i32 256 monotonic, align 4, !dbg !82
  %8 = atomicrmw and ptr @counter, i32 511 release, align 4, !dbg !83
  %9 = atomicrmw xor ptr @counter, i32 3 acquire, align 4, !dbg !84
  %10 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !85
    #dbg_value(i32 %10, !72, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !78)
  %11 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4, !dbg !86
  %12 = or i32 %11, -16, !dbg !87
  %13 = sub i32 %10, %12, !dbg !87
    #dbg_value(i32 %13, !72, !DIExpression(), !78)
  %14 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !88
    #dbg_value(i32 %13, !75, !DIExpression(), !78)
    #dbg_value(i32 7, !76, !DIExpression(), !78)
  %15 = cmpxchg ptr @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !89
    #dbg_value(i32 poison, !75, !DIExpression(), !78)
    #dbg_value(i1 poison, !77, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !78)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !78)
  %16 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !90
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !78)
  %17 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !91
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !78)
  %18 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !92
    #dbg_value(!DIArgList(i32 poison, i32 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !78)
  %19 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !93
    #dbg_value(!DIArgList(i32 poison, i1 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !78)
  %20 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !94
    #dbg_value(!DIArgList(i32 poison, i32 poison, i1 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !78)
  store atomic i32 0, ptr @counter release, align 4, !dbg !95
  fence seq_cst, !dbg !96
  %21 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !97
  %22 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !98
  %23 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !99, !tbaa !100
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i1 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !78)
  %24 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !101
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !78)
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !102
  fence seq_cst, !dbg !103
  fence syncscope("singlethread") acquire, !dbg !104
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !78)
    #dbg_value(ptr @lock_word, !105, !DIExpression(), !111)
  %25 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !113
  %26 = icmp eq i32 %25, 0, !dbg !114
  br i1 %26, label %34, label %27, !dbg !114

27:                                               ; preds = %0, %30
  %28 = load atomic volatile i32, ptr @lock_word monotonic, align 4, !dbg !115
  %29 = icmp eq i32 %28, 0, !dbg !116
  br i1 %29, label %31, label %30, !dbg !116

30:                                               ; preds = %27, %31
  br label %27, !dbg !115, !llvm.loop !117

31:                                               ; preds = %27
  %32 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !113
  %33 = icmp eq i32 %32, 0, !dbg !114
  br i1 %33, label %34, label %30, !dbg !114

34:                                               ; preds = %31, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !89
    #dbg_value(i1 %35, !77, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !78)
  %36 = select i1 %35, i32 1000, i32 0, !dbg !89
  %37 = extractvalue { i32, i1 } %15, 0
    #dbg_value(i32 %37, !75, !DIExpression(), !78)
    #dbg_value(i32 poison, !72, !DIExpression(), !78)
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !92
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !93
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !78)
  %40 = zext i1 %39 to i32, !dbg !93
    #dbg_value(!DIArgList(i32 poison, i8 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !78)
  %41 = icmp ne i8 %24, 0, !dbg !101
    #dbg_value(!DIArgList(i32 poison, i1 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !78)
  %42 = zext i1 %41 to i32, !dbg !101
    #dbg_value(i32 %52, !72, !DIExpression(), !78)
  %43 = load volatile i32, ptr @lock_word, align 4, !dbg !120, !tbaa !67
  %44 = add i32 %37, %13, !dbg !121
  %45 = add i32 %44, %16, !dbg !91
  %46 = add i32 %45, %17, !dbg !122
  %47 = add i32 %46, %36, !dbg !123
  %48 = add i32 %47, %38, !dbg !124
  %49 = add i32 %48, %20, !dbg !125
  %50 = add i32 %49, %40, !dbg !126
  %51 = add i32 %50, %23, !dbg !127
  %52 = add i32 %51, %42, !dbg !128
  %53 = add nsw i32 %52, %43, !dbg !129
    #dbg_value(i32 %53, !72, !DIExpression(), !78)
    #dbg_value(ptr @lock_word, !130, !DIExpression(), !133)
  tail call void asm sideeffect "", "~{memory}"() #4, !dbg !135, !srcloc !136
  store atomic volatile i32 0, ptr @lock_word release, align 4, !dbg !137
  %54 = load i64, ptr @wide_counter, align 8, !dbg !138, !tbaa !139
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i64 noundef %54), !dbg !141
    #dbg_value(i32 0, !24, !DIExpression(), !142)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 4), align 4, !dbg !143, !tbaa !146
    #dbg_value(ptr @main.nodes, !149, !DIExpression(), !155)
  %56 = load atomic i32, ptr @head monotonic, align 4, !dbg !157
    #dbg_value(i32 %56, !154, !DIExpression(), !155)
  br label %57, !dbg !158

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to ptr, !dbg !159
    #dbg_value(ptr %59, !154, !DIExpression(), !155)
  store ptr %59, ptr @main.nodes, align 16, !dbg !160, !tbaa !162
  %60 = cmpxchg weak ptr @head, i32 %58, i32 ptrtoint (ptr @main.nodes to i32) release monotonic, align 4, !dbg !163
  %61 = extractvalue { i32, i1 } %60, 1, !dbg !163
  %62 = extractvalue { i32, i1 } %60, 0, !dbg !163
    #dbg_value(ptr poison, !154, !DIExpression(), !155)
  br i1 %61, label %63, label %57, !dbg !164, !llvm.loop !165

63:                                               ; preds = %57
    #dbg_value(i32 1, !24, !DIExpression(), !142)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 12), align 4, !dbg !143, !tbaa !146
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), !149, !DIExpression(), !155)
  %64 = load atomic i32, ptr @head monotonic, align 4, !dbg !157
    #dbg_value(i32 %64, !154, !DIExpression(), !155)
  br label %65, !dbg !158

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to ptr, !dbg !159
    #dbg_value(ptr %67, !154, !DIExpression(), !155)
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), align 8, !dbg !160, !tbaa !162
  %68 = cmpxchg weak ptr @head, i32 %66, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8) to i32) release monotonic, align 4, !dbg !163
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !163
  %70 = extractvalue { i32, i1 } %68, 0, !dbg !163
    #dbg_value(ptr poison, !154, !DIExpression(), !155)
  br i1 %69, label %71, label %65, !dbg !164, !llvm.loop !165

71:                                               ; preds = %65
    #dbg_value(i32 2, !24, !DIExpression(), !142)
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 20), align 4, !dbg !143, !tbaa !146
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), !149, !DIExpression(), !155)
  %72 = load atomic i32, ptr @head monotonic, align 4, !dbg !157
    #dbg_value(i32 %72, !154, !DIExpression(), !155)
  br label %73, !dbg !158

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to ptr, !dbg !159
    #dbg_value(ptr %75, !154, !DIExpression(), !155)
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), align 16, !dbg !160, !tbaa !162
  %76 = cmpxchg weak ptr @head, i32 %74, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16) to i32) release monotonic, align 4, !dbg !163
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !163
  %78 = extractvalue { i32, i1 } %76, 0, !dbg !163
    #dbg_value(ptr poison, !154, !DIExpression(), !155)
  br i1 %77, label %79, label %73, !dbg !164, !llvm.loop !165

79:                                               ; preds = %73
    #dbg_value(i32 3, !24, !DIExpression(), !142)
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 28), align 4, !dbg !143, !tbaa !146
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), !149, !DIExpression(), !155)
  %80 = load atomic i32, ptr @head monotonic, align 4, !dbg !157
    #dbg_value(i32 %80, !154, !DIExpression(), !155)
  br label %81, !dbg !158

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to ptr, !dbg !159
    #dbg_value(ptr %83, !154, !DIExpression(), !155)
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), align 8, !dbg !160, !tbaa !162
  %84 = cmpxchg weak ptr @head, i32 %82, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24) to i32) release monotonic, align 4, !dbg !163
  %85 = extractvalue { i32, i1 } %84, 1, !dbg !163
  %86 = extractvalue { i32, i1 } %84, 0, !dbg !163
    #dbg_value(ptr poison, !154, !DIExpression(), !155)
  br i1 %85, label %87, label %81, !dbg !164, !llvm.loop !165

87:                                               ; preds = %81
    #dbg_value(i32 4, !24, !DIExpression(), !142)
  %88 = load ptr, ptr @head, align 4, !dbg !167, !tbaa !168
  %89 = icmp eq ptr %88, null, !dbg !169
  br i1 %89, label %90, label %93, !dbg !169

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !64
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91), !dbg !170
  ret i32 0, !dbg !171

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
    #dbg_value(i32 %95, !26, !DIExpression(), !64)
  %96 = mul nsw i32 %95, 10, !dbg !172
  %97 = getelementptr inbounds i8, ptr %94, i32 4, !dbg !174
  %98 = load i32, ptr %97, align 4, !dbg !174, !tbaa !146
  %99 = add nsw i32 %98, %96, !dbg !175
    #dbg_value(i32 %99, !26, !DIExpression(), !64)
    #dbg_value(ptr poison, !27, !DIExpression(), !176)
  %100 = load ptr, ptr %94, align 4, !dbg !167, !tbaa !168
    #dbg_value(ptr %100, !27, !DIExpression(), !176)
  %101 = icmp eq ptr %100, null, !dbg !169
  br i1 %101, label %90, label %93, !dbg !169, !llvm.loop !177
}

define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__gcc_personality_v0 !dbg !179 {
    #dbg_value(i32 %0, !183, !DIExpression(), !191)
  %2 = add nuw nsw i32 %0, 1, !dbg !192
  %3 = tail call ptr @malloc(i32 noundef %2) #5, !dbg !193
    #dbg_value(ptr %3, !184, !DIExpression(), !191)
    #dbg_value(i32 10, !186, !DIExpression(), !191)
  %4 = icmp eq ptr %3, null, !dbg !194
  br i1 %4, label %48, label %5, !dbg !196

5:                                                ; preds = %1
    #dbg_value(i32 0, !187, !DIExpression(), !197)
  %6 = icmp sgt i32 %0, 0, !dbg !198
  br i1 %6, label %7, label %20, !dbg !200

7:                                                ; preds = %5
  %8 = and i32 %0, 1, !dbg !200
  %9 = icmp eq i32 %0, 1, !dbg !200
  br i1 %9, label %12, label %10, !dbg !200

10:                                               ; preds = %7
  %11 = and i32 %0, 2147483646, !dbg !200
  br label %23, !dbg !200

12:                                               ; preds = %23, %7
  %13 = phi i32 [ 0, %7 ], [ %35, %23 ]
  %14 = icmp eq i32 %8, 0, !dbg !200
  br i1 %14, label %20, label %15, !dbg !200

15:                                               ; preds = %12
    #dbg_value(i32 %13, !187, !DIExpression(), !197)
  %16 = urem i32 %13, 26, !dbg !201
  %17 = trunc nuw nsw i32 %16 to i8, !dbg !202
  %18 = add nuw nsw i8 %17, 97, !dbg !202
  %19 = getelementptr inbounds i8, ptr %3, i32 %13, !dbg !203
  store i8 %18, ptr %19, align 1, !dbg !204, !tbaa !100
    #dbg_value(i32 %13, !187, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !197)
  br label %20, !dbg !205

20:                                               ; preds = %15, %12, %5
  %21 = getelementptr inbounds i8, ptr %3, i32 %0, !dbg !205
  store i8 0, ptr %21, align 1, !dbg !206, !tbaa !100
  %22 = icmp eq ptr @maybe_unwind, null, !dbg !207
  br i1 %22, label %39, label %38, !dbg !209

23:                                               ; preds = %23, %10
  %24 = phi i32 [ 0, %10 ], [ %35, %23 ]
  %25 = phi i32 [ 0, %10 ], [ %36, %23 ]
    #dbg_value(i32 %24, !187, !DIExpression(), !197)
  %26 = urem i32 %24, 26, !dbg !201
  %27 = trunc nuw nsw i32 %26 to i8, !dbg !202
  %28 = or disjoint i8 %27, 97, !dbg !202
  %29 = getelementptr inbounds i8, ptr %3, i32 %24, !dbg !203
  store i8 %28, ptr %29, align 1, !dbg !204, !tbaa !100
  %30 = or disjoint i32 %24, 1, !dbg !210
    #dbg_value(i32 %30, !187, !DIExpression(), !197)
  %31 = urem i32 %30, 26, !dbg !201
  %32 = trunc nuw nsw i32 %31 to i8, !dbg !202
  %33 = add nuw nsw i8 %32, 97, !dbg !202
  %34 = getelementptr inbounds i8, ptr %3, i32 %30, !dbg !203
  store i8 %33, ptr %34, align 1, !dbg !204, !tbaa !100
  %35 = add nuw nsw i32 %24, 2, !dbg !210
    #dbg_value(i32 %35, !187, !DIExpression(), !197)
  %36 = add i32 %25, 2, !dbg !200
  %37 = icmp eq i32 %36, %11, !dbg !200
  br i1 %37, label %12, label %23, !dbg !200, !llvm.loop !211

38:                                               ; preds = %20
  invoke void @maybe_unwind(i32 noundef %0)
          to label %39 unwind label %54, !dbg !213

39:                                               ; preds = %38, %20
    #dbg_value(i32 100, !189, !DIExpression(), !214)
  %40 = icmp sgt i32 %0, 3, !dbg !215
  %41 = select i1 %40, i32 3, i32 0, !dbg !215
  %42 = getelementptr inbounds i8, ptr %3, i32 %41, !dbg !215
  %43 = load i8, ptr %42, align 1, !dbg !191, !tbaa !100
  %44 = load i32, ptr @cleanups_run, align 4, !dbg !216, !tbaa !67
  %45 = sext i8 %43 to i32, !dbg !191
    #dbg_value(ptr undef, !222, !DIExpression(), !224)
  %46 = add nsw i32 %44, 110, !dbg !226
  store i32 %46, ptr @cleanups_run, align 4, !dbg !226, !tbaa !67
    #dbg_value(ptr undef, !227, !DIExpression(), !233)
  tail call void @free(ptr noundef nonnull %3), !dbg !235
  %47 = add nsw i32 %44, 111, !dbg !238
  br label %51, !dbg !239

48:                                               ; preds = %1
    #dbg_value(ptr undef, !222, !DIExpression(), !224)
  %49 = load i32, ptr @cleanups_run, align 4, !dbg !226, !tbaa !67
  %50 = add nsw i32 %49, 10, !dbg !226
    #dbg_value(ptr undef, !227, !DIExpression(), !233)
  br label %51, !dbg !240

51:                                               ; preds = %48, %39
  %52 = phi i32 [ %47, %39 ], [ %50, %48 ], !dbg !241
  %53 = phi i32 [ %45, %39 ], [ -1, %48 ]
  store i32 %52, ptr @cleanups_run, align 4, !dbg !241, !tbaa !67
    #dbg_value(ptr null, !184, !DIExpression(), !191)
  ret i32 %53, !dbg !241

54:                                               ; preds = %38
  %55 = landingpad { ptr, i32 }
          cleanup, !dbg !242
    #dbg_value(ptr undef, !222, !DIExpression(), !243)
  %56 = load i32, ptr @cleanups_run, align 4, !dbg !245, !tbaa !67
  %57 = add nsw i32 %56, 10, !dbg !245
  store i32 %57, ptr @cleanups_run, align 4, !dbg !245, !tbaa !67
    #dbg_value(ptr undef, !227, !DIExpression(), !246)
  tail call void @free(ptr noundef nonnull %3), !dbg !248
  %58 = add nsw i32 %56, 11, !dbg !249
  store i32 %58, ptr @cleanups_run, align 4, !dbg !249, !tbaa !67
    #dbg_value(ptr null, !184, !DIExpression(), !191)
  resume { ptr, i32 } %55, !dbg !241
}

; Function Attrs: nofree nounwind
declare !dbg !250 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !255 noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #2

declare !dbg !259 extern_weak void @maybe_unwind(i32 noundef) #0

declare i32 @__gcc_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !262 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nounwind }
attributes #5 = { allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !9, file: !2, line: 14, type: !20, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !4}
!11 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
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
!58 = !{i32 7, !"Dwarf Version", i32 4}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = !DILocation(line: 102, column: 11, scope: !17)
!64 = !DILocation(line: 0, scope: !17)
!65 = !DILocation(line: 103, column: 11, scope: !17)
!66 = !DILocation(line: 104, column: 42, scope: !17)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 104, column: 3, scope: !17)
!72 = !DILocalVariable(name: "r", scope: !73, file: !2, line: 63, type: !20)
!73 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !74)
!74 = !{!72, !75, !76, !77}
!75 = !DILocalVariable(name: "expected", scope: !73, file: !2, line: 73, type: !20)
!76 = !DILocalVariable(name: "desired", scope: !73, file: !2, line: 73, type: !20)
!77 = !DILocalVariable(name: "ok", scope: !73, file: !2, line: 74, type: !20)
!78 = !DILocation(line: 0, scope: !73, inlinedAt: !79)
!79 = distinct !DILocation(line: 105, column: 36, scope: !17)
!80 = !DILocation(line: 64, column: 3, scope: !73, inlinedAt: !79)
!81 = !DILocation(line: 65, column: 3, scope: !73, inlinedAt: !79)
!82 = !DILocation(line: 66, column: 3, scope: !73, inlinedAt: !79)
!83 = !DILocation(line: 67, column: 3, scope: !73, inlinedAt: !79)
!84 = !DILocation(line: 68, column: 3, scope: !73, inlinedAt: !79)
!85 = !DILocation(line: 69, column: 8, scope: !73, inlinedAt: !79)
!86 = !DILocation(line: 70, column: 8, scope: !73, inlinedAt: !79)
!87 = !DILocation(line: 70, column: 5, scope: !73, inlinedAt: !79)
!88 = !DILocation(line: 71, column: 3, scope: !73, inlinedAt: !79)
!89 = !DILocation(line: 74, column: 12, scope: !73, inlinedAt: !79)
!90 = !DILocation(line: 77, column: 8, scope: !73, inlinedAt: !79)
!91 = !DILocation(line: 78, column: 8, scope: !73, inlinedAt: !79)
!92 = !DILocation(line: 79, column: 8, scope: !73, inlinedAt: !79)
!93 = !DILocation(line: 80, column: 8, scope: !73, inlinedAt: !79)
!94 = !DILocation(line: 81, column: 8, scope: !73, inlinedAt: !79)
!95 = !DILocation(line: 82, column: 3, scope: !73, inlinedAt: !79)
!96 = !DILocation(line: 83, column: 3, scope: !73, inlinedAt: !79)
!97 = !DILocation(line: 85, column: 15, scope: !73, inlinedAt: !79)
!98 = !DILocation(line: 86, column: 14, scope: !73, inlinedAt: !79)
!99 = !DILocation(line: 87, column: 8, scope: !73, inlinedAt: !79)
!100 = !{!69, !69, i64 0}
!101 = !DILocation(line: 89, column: 8, scope: !73, inlinedAt: !79)
!102 = !DILocation(line: 90, column: 3, scope: !73, inlinedAt: !79)
!103 = !DILocation(line: 91, column: 3, scope: !73, inlinedAt: !79)
!104 = !DILocation(line: 92, column: 3, scope: !73, inlinedAt: !79)
!105 = !DILocalVariable(name: "l", arg: 1, scope: !106, file: !2, line: 43, type: !109)
!106 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !107, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!110 = !{!105}
!111 = !DILocation(line: 0, scope: !106, inlinedAt: !112)
!112 = distinct !DILocation(line: 95, column: 3, scope: !73, inlinedAt: !79)
!113 = !DILocation(line: 44, column: 10, scope: !106, inlinedAt: !112)
!114 = !DILocation(line: 44, column: 3, scope: !106, inlinedAt: !112)
!115 = !DILocation(line: 45, column: 12, scope: !106, inlinedAt: !112)
!116 = !DILocation(line: 45, column: 5, scope: !106, inlinedAt: !112)
!117 = distinct !{!117, !114, !118, !119}
!118 = !DILocation(line: 45, column: 52, scope: !106, inlinedAt: !112)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 96, column: 8, scope: !73, inlinedAt: !79)
!121 = !DILocation(line: 77, column: 5, scope: !73, inlinedAt: !79)
!122 = !DILocation(line: 78, column: 5, scope: !73, inlinedAt: !79)
!123 = !DILocation(line: 79, column: 5, scope: !73, inlinedAt: !79)
!124 = !DILocation(line: 80, column: 5, scope: !73, inlinedAt: !79)
!125 = !DILocation(line: 81, column: 5, scope: !73, inlinedAt: !79)
!126 = !DILocation(line: 87, column: 5, scope: !73, inlinedAt: !79)
!127 = !DILocation(line: 89, column: 5, scope: !73, inlinedAt: !79)
!128 = !DILocation(line: 93, column: 5, scope: !73, inlinedAt: !79)
!129 = !DILocation(line: 96, column: 5, scope: !73, inlinedAt: !79)
!130 = !DILocalVariable(name: "l", arg: 1, scope: !131, file: !2, line: 47, type: !109)
!131 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !107, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !132)
!132 = !{!130}
!133 = !DILocation(line: 0, scope: !131, inlinedAt: !134)
!134 = distinct !DILocation(line: 97, column: 3, scope: !73, inlinedAt: !79)
!135 = !DILocation(line: 48, column: 3, scope: !131, inlinedAt: !134)
!136 = !{i64 1594}
!137 = !DILocation(line: 49, column: 3, scope: !131, inlinedAt: !134)
!138 = !DILocation(line: 105, column: 52, scope: !17)
!139 = !{!140, !140, i64 0}
!140 = !{!"long long", !69, i64 0}
!141 = !DILocation(line: 105, column: 3, scope: !17)
!142 = !DILocation(line: 0, scope: !25)
!143 = !DILocation(line: 108, column: 48, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 108, column: 31)
!145 = distinct !DILexicalBlock(scope: !25, file: !2, line: 108, column: 3)
!146 = !{!147, !68, i64 4}
!147 = !{!"Node", !148, i64 0, !68, i64 4}
!148 = !{!"any pointer", !69, i64 0}
!149 = !DILocalVariable(name: "n", arg: 1, scope: !150, file: !2, line: 55, type: !29)
!150 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !151, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !29}
!153 = !{!149, !154}
!154 = !DILocalVariable(name: "old", scope: !150, file: !2, line: 56, type: !29)
!155 = !DILocation(line: 0, scope: !150, inlinedAt: !156)
!156 = distinct !DILocation(line: 108, column: 57, scope: !144)
!157 = !DILocation(line: 56, column: 22, scope: !150, inlinedAt: !156)
!158 = !DILocation(line: 57, column: 3, scope: !150, inlinedAt: !156)
!159 = !DILocation(line: 56, column: 16, scope: !150, inlinedAt: !156)
!160 = !DILocation(line: 58, column: 13, scope: !161, inlinedAt: !156)
!161 = distinct !DILexicalBlock(scope: !150, file: !2, line: 57, column: 6)
!162 = !{!147, !148, i64 0}
!163 = !DILocation(line: 59, column: 13, scope: !150, inlinedAt: !156)
!164 = !DILocation(line: 59, column: 3, scope: !161, inlinedAt: !156)
!165 = distinct !{!165, !158, !166, !119}
!166 = !DILocation(line: 59, column: 95, scope: !150, inlinedAt: !156)
!167 = !DILocation(line: 110, scope: !28)
!168 = !{!148, !148, i64 0}
!169 = !DILocation(line: 110, column: 3, scope: !28)
!170 = !DILocation(line: 111, column: 3, scope: !17)
!171 = !DILocation(line: 112, column: 3, scope: !17)
!172 = !DILocation(line: 110, column: 53, scope: !173)
!173 = distinct !DILexicalBlock(scope: !28, file: !2, line: 110, column: 3)
!174 = !DILocation(line: 110, column: 63, scope: !173)
!175 = !DILocation(line: 110, column: 58, scope: !173)
!176 = !DILocation(line: 0, scope: !28)
!177 = distinct !{!177, !169, !178, !119}
!178 = !DILocation(line: 110, column: 63, scope: !28)
!179 = distinct !DISubprogram(name: "with_cleanups", scope: !2, file: !2, line: 22, type: !180, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!20, !20}
!182 = !{!183, !184, !186, !187, !189}
!183 = !DILocalVariable(name: "n", arg: 1, scope: !179, file: !2, line: 22, type: !20)
!184 = !DILocalVariable(name: "buf", scope: !179, file: !2, line: 23, type: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!186 = !DILocalVariable(name: "token", scope: !179, file: !2, line: 24, type: !20)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 26, type: !20)
!188 = distinct !DILexicalBlock(scope: !179, file: !2, line: 26, column: 3)
!189 = !DILocalVariable(name: "inner", scope: !190, file: !2, line: 30, type: !20)
!190 = distinct !DILexicalBlock(scope: !179, file: !2, line: 29, column: 3)
!191 = !DILocation(line: 0, scope: !179)
!192 = !DILocation(line: 23, column: 77, scope: !179)
!193 = !DILocation(line: 23, column: 53, scope: !179)
!194 = !DILocation(line: 25, column: 8, scope: !195)
!195 = distinct !DILexicalBlock(scope: !179, file: !2, line: 25, column: 7)
!196 = !DILocation(line: 25, column: 7, scope: !179)
!197 = !DILocation(line: 0, scope: !188)
!198 = !DILocation(line: 26, column: 21, scope: !199)
!199 = distinct !DILexicalBlock(scope: !188, file: !2, line: 26, column: 3)
!200 = !DILocation(line: 26, column: 3, scope: !188)
!201 = !DILocation(line: 26, column: 55, scope: !199)
!202 = !DILocation(line: 26, column: 40, scope: !199)
!203 = !DILocation(line: 26, column: 31, scope: !199)
!204 = !DILocation(line: 26, column: 38, scope: !199)
!205 = !DILocation(line: 27, column: 3, scope: !179)
!206 = !DILocation(line: 27, column: 10, scope: !179)
!207 = !DILocation(line: 28, column: 7, scope: !208)
!208 = distinct !DILexicalBlock(scope: !179, file: !2, line: 28, column: 7)
!209 = !DILocation(line: 28, column: 7, scope: !179)
!210 = !DILocation(line: 26, column: 26, scope: !199)
!211 = distinct !{!211, !200, !212, !119}
!212 = !DILocation(line: 26, column: 59, scope: !188)
!213 = !DILocation(line: 28, column: 21, scope: !208)
!214 = !DILocation(line: 0, scope: !190)
!215 = !DILocation(line: 31, column: 9, scope: !190)
!216 = !DILocation(line: 20, column: 48, scope: !217, inlinedAt: !223)
!217 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !218, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !221)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !220}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!221 = !{!222}
!222 = !DILocalVariable(name: "p", arg: 1, scope: !217, file: !2, line: 20, type: !220)
!223 = distinct !DILocation(line: 32, column: 3, scope: !179)
!224 = !DILocation(line: 0, scope: !217, inlinedAt: !225)
!225 = distinct !DILocation(line: 34, column: 1, scope: !179)
!226 = !DILocation(line: 20, column: 48, scope: !217, inlinedAt: !225)
!227 = !DILocalVariable(name: "p", arg: 1, scope: !228, file: !2, line: 16, type: !231)
!228 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !229, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !232)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !231}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 32)
!232 = !{!227}
!233 = !DILocation(line: 0, scope: !228, inlinedAt: !234)
!234 = distinct !DILocation(line: 34, column: 1, scope: !179)
!235 = !DILocation(line: 17, column: 13, scope: !236, inlinedAt: !234)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 17, column: 11)
!237 = distinct !DILexicalBlock(scope: !228, file: !2, line: 17, column: 7)
!238 = !DILocation(line: 17, column: 23, scope: !236, inlinedAt: !234)
!239 = !DILocation(line: 17, column: 39, scope: !236, inlinedAt: !234)
!240 = !DILocation(line: 17, column: 7, scope: !228, inlinedAt: !234)
!241 = !DILocation(line: 34, column: 1, scope: !179)
!242 = !DILocation(line: 34, column: 1, scope: !208)
!243 = !DILocation(line: 0, scope: !217, inlinedAt: !244)
!244 = distinct !DILocation(line: 34, column: 1, scope: !179)
!245 = !DILocation(line: 20, column: 48, scope: !217, inlinedAt: !244)
!246 = !DILocation(line: 0, scope: !228, inlinedAt: !247)
!247 = distinct !DILocation(line: 34, column: 1, scope: !179)
!248 = !DILocation(line: 17, column: 13, scope: !236, inlinedAt: !247)
!249 = !DILocation(line: 17, column: 23, scope: !236, inlinedAt: !247)
!250 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 7, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!20, !253, null}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 32)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!255 = !DISubprogram(name: "malloc", scope: !2, file: !2, line: 8, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!258, !11}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!259 = !DISubprogram(name: "maybe_unwind", scope: !2, file: !2, line: 12, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !20}
!262 = !DISubprogram(name: "free", scope: !2, file: !2, line: 9, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !258}
