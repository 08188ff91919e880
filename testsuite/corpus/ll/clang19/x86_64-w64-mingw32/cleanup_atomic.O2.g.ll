; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1, !dbg !0
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1, !dbg !13
@wide_counter = internal global i64 0, align 8, !dbg !42
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 8, !dbg !45
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1, !dbg !37
@counter = internal global i32 0, align 4, !dbg !47
@c11_counter = internal global i32 0, align 4, !dbg !49
@flag = internal global i8 0, align 1, !dbg !52
@lock_word = internal global i32 0, align 4, !dbg !55

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !66
    #dbg_value(i32 %1, !22, !DIExpression(), !67)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !68
    #dbg_value(i32 %2, !23, !DIExpression(), !67)
  %3 = load i32, ptr @cleanups_run, align 4, !dbg !69, !tbaa !70
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !74
    #dbg_value(i32 0, !75, !DIExpression(), !81)
  %5 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4, !dbg !83
  %6 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4, !dbg !84
  %7 = atomicrmw or ptr @counter, i32 256 monotonic, align 4, !dbg !85
  %8 = atomicrmw and ptr @counter, i32 511 release, align 4, !dbg !86
  %9 = atomicrmw xor ptr @counter, i32 3 acquire, align 4, !dbg !87
  %10 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !88
    #dbg_value(i32 %10, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !81)
  %11 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4, !dbg !89
  %12 = or i32 %11, -16, !dbg !90
  %13 = sub i32 %10, %12, !dbg !90
    #dbg_value(i32 %13, !75, !DIExpression(), !81)
  %14 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !91
    #dbg_value(i32 %13, !78, !DIExpression(), !81)
    #dbg_value(i32 7, !79, !DIExpression(), !81)
  %15 = cmpxchg ptr @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !92
    #dbg_value(i32 poison, !78, !DIExpression(), !81)
    #dbg_value(i1 poison, !80, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !81)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !81)
  %16 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !93
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !81)
  %17 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !94
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !81)
  %18 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !95
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !81)
  %19 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !96
    #dbg_value(!DIArgList(i32 poison, i1 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !81)
  %20 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !97
    #dbg_value(!DIArgList(i32 poison, i32 poison, i1 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !81)
  store atomic i32 0, ptr @counter release, align 4, !dbg !98
  fence seq_cst, !dbg !99
  %21 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !100
  %22 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !101
  %23 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !102, !tbaa !103
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i1 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !81)
  %24 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !104
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !81)
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !105
  fence seq_cst, !dbg !106
  fence syncscope("singlethread") acquire, !dbg !107
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !81)
    #dbg_value(ptr @lock_word, !108, !DIExpression(), !114)
  %25 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !116
  %26 = icmp eq i32 %25, 0, !dbg !117
  br i1 %26, label %34, label %27, !dbg !117

27:                                               ; preds = %0, %30
  %28 = load atomic volatile i32, ptr @lock_word monotonic, align 4, !dbg !118
  %29 = icmp eq i32 %28, 0, !dbg !119
  br i1 %29, label %31, label %30, !dbg !119

30:                                               ; preds = %27, %31
  br label %27, !dbg !118, !llvm.loop !120

31:                                               ; preds = %27
  %32 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !116
  %33 = icmp eq i32 %32, 0, !dbg !117
  br i1 %33, label %34, label %30, !dbg !117

34:                                               ; preds = %31, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !92
    #dbg_value(i1 %35, !80, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !81)
  %36 = select i1 %35, i32 1000, i32 0, !dbg !92
  %37 = extractvalue { i32, i1 } %15, 0
    #dbg_value(i32 %37, !78, !DIExpression(), !81)
    #dbg_value(i32 poison, !75, !DIExpression(), !81)
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !95
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !96
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !81)
  %40 = zext i1 %39 to i32, !dbg !96
    #dbg_value(!DIArgList(i32 poison, i8 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !81)
  %41 = icmp ne i8 %24, 0, !dbg !104
    #dbg_value(!DIArgList(i32 poison, i1 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !81)
  %42 = zext i1 %41 to i32, !dbg !104
    #dbg_value(i32 %52, !75, !DIExpression(), !81)
  %43 = load volatile i32, ptr @lock_word, align 4, !dbg !123, !tbaa !70
  %44 = add i32 %37, %13, !dbg !124
  %45 = add i32 %44, %16, !dbg !94
  %46 = add i32 %45, %17, !dbg !125
  %47 = add i32 %46, %36, !dbg !126
  %48 = add i32 %47, %38, !dbg !127
  %49 = add i32 %48, %20, !dbg !128
  %50 = add i32 %49, %40, !dbg !129
  %51 = add i32 %50, %23, !dbg !130
  %52 = add i32 %51, %42, !dbg !131
  %53 = add nsw i32 %52, %43, !dbg !132
    #dbg_value(i32 %53, !75, !DIExpression(), !81)
    #dbg_value(ptr @lock_word, !133, !DIExpression(), !136)
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !138, !srcloc !139
  store atomic volatile i32 0, ptr @lock_word release, align 4, !dbg !140
  %54 = load i64, ptr @wide_counter, align 8, !dbg !141, !tbaa !142
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i64 noundef %54), !dbg !144
    #dbg_value(i64 0, !24, !DIExpression(), !145)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 8), align 8, !dbg !146, !tbaa !149
    #dbg_value(ptr @main.nodes, !152, !DIExpression(), !158)
  %56 = load atomic i64, ptr @head monotonic, align 8, !dbg !160
    #dbg_value(i64 %56, !157, !DIExpression(), !158)
  br label %57, !dbg !161

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to ptr, !dbg !162
    #dbg_value(ptr %59, !157, !DIExpression(), !158)
  store ptr %59, ptr @main.nodes, align 16, !dbg !163, !tbaa !165
  %60 = cmpxchg weak ptr @head, i64 %58, i64 ptrtoint (ptr @main.nodes to i64) release monotonic, align 8, !dbg !166
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !166
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !166
    #dbg_value(ptr poison, !157, !DIExpression(), !158)
  br i1 %61, label %63, label %57, !dbg !167, !llvm.loop !168

63:                                               ; preds = %57
    #dbg_value(i64 1, !24, !DIExpression(), !145)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 24), align 8, !dbg !146, !tbaa !149
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), !152, !DIExpression(), !158)
  %64 = load atomic i64, ptr @head monotonic, align 8, !dbg !160
    #dbg_value(i64 %64, !157, !DIExpression(), !158)
  br label %65, !dbg !161

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to ptr, !dbg !162
    #dbg_value(ptr %67, !157, !DIExpression(), !158)
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), align 16, !dbg !163, !tbaa !165
  %68 = cmpxchg weak ptr @head, i64 %66, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16) to i64) release monotonic, align 8, !dbg !166
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !166
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !166
    #dbg_value(ptr poison, !157, !DIExpression(), !158)
  br i1 %69, label %71, label %65, !dbg !167, !llvm.loop !168

71:                                               ; preds = %65
    #dbg_value(i64 2, !24, !DIExpression(), !145)
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 40), align 8, !dbg !146, !tbaa !149
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), !152, !DIExpression(), !158)
  %72 = load atomic i64, ptr @head monotonic, align 8, !dbg !160
    #dbg_value(i64 %72, !157, !DIExpression(), !158)
  br label %73, !dbg !161

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to ptr, !dbg !162
    #dbg_value(ptr %75, !157, !DIExpression(), !158)
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), align 16, !dbg !163, !tbaa !165
  %76 = cmpxchg weak ptr @head, i64 %74, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32) to i64) release monotonic, align 8, !dbg !166
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !166
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !166
    #dbg_value(ptr poison, !157, !DIExpression(), !158)
  br i1 %77, label %79, label %73, !dbg !167, !llvm.loop !168

79:                                               ; preds = %73
    #dbg_value(i64 3, !24, !DIExpression(), !145)
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 56), align 8, !dbg !146, !tbaa !149
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), !152, !DIExpression(), !158)
  %80 = load atomic i64, ptr @head monotonic, align 8, !dbg !160
    #dbg_value(i64 %80, !157, !DIExpression(), !158)
  br label %81, !dbg !161

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to ptr, !dbg !162
    #dbg_value(ptr %83, !157, !DIExpression(), !158)
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), align 16, !dbg !163, !tbaa !165
  %84 = cmpxchg weak ptr @head, i64 %82, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48) to i64) release monotonic, align 8, !dbg !166
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !166
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !166
    #dbg_value(ptr poison, !157, !DIExpression(), !158)
  br i1 %85, label %87, label %81, !dbg !167, !llvm.loop !168

87:                                               ; preds = %81
    #dbg_value(i64 4, !24, !DIExpression(), !145)
  %88 = load ptr, ptr @head, align 8, !dbg !170, !tbaa !171
  %89 = icmp eq ptr %88, null, !dbg !172
  br i1 %89, label %90, label %93, !dbg !172

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !67
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91), !dbg !173
  ret i32 0, !dbg !174

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
    #dbg_value(i32 %95, !26, !DIExpression(), !67)
  %96 = mul nsw i32 %95, 10, !dbg !175
  %97 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !177
  %98 = load i32, ptr %97, align 8, !dbg !177, !tbaa !149
  %99 = add nsw i32 %98, %96, !dbg !178
    #dbg_value(i32 %99, !26, !DIExpression(), !67)
    #dbg_value(ptr poison, !27, !DIExpression(), !179)
  %100 = load ptr, ptr %94, align 8, !dbg !170, !tbaa !171
    #dbg_value(ptr %100, !27, !DIExpression(), !179)
  %101 = icmp eq ptr %100, null, !dbg !172
  br i1 %101, label %90, label %93, !dbg !172, !llvm.loop !180
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__gcc_personality_seh0 !dbg !182 {
    #dbg_value(i32 %0, !186, !DIExpression(), !194)
  %2 = zext i32 %0 to i64, !dbg !195
  %3 = add nuw nsw i64 %2, 1, !dbg !196
  %4 = tail call ptr @malloc(i64 noundef %3) #6, !dbg !197
    #dbg_value(ptr %4, !187, !DIExpression(), !194)
    #dbg_value(i32 10, !189, !DIExpression(), !194)
  %5 = icmp eq ptr %4, null, !dbg !198
  br i1 %5, label %72, label %6, !dbg !200

6:                                                ; preds = %1
    #dbg_value(i32 0, !190, !DIExpression(), !201)
  %7 = icmp sgt i32 %0, 0, !dbg !202
  br i1 %7, label %8, label %50, !dbg !204

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 8, !dbg !204
  br i1 %9, label %29, label %10, !dbg !204

10:                                               ; preds = %8
  %11 = icmp ult i32 %0, 16, !dbg !204
  br i1 %11, label %31, label %12, !dbg !204

12:                                               ; preds = %10
  %13 = and i64 %2, 2147483632, !dbg !204
  br label %14, !dbg !204

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %21, %14 ], !dbg !205
  %16 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %12 ], [ %22, %14 ], !dbg !206
  %17 = urem <16 x i32> %16, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !206
  %18 = trunc nuw nsw <16 x i32> %17 to <16 x i8>, !dbg !207
  %19 = add nuw nsw <16 x i8> %18, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !207
  %20 = getelementptr inbounds i8, ptr %4, i64 %15, !dbg !208
  store <16 x i8> %19, ptr %20, align 1, !dbg !209, !tbaa !103
  %21 = add nuw i64 %15, 16, !dbg !205
  %22 = add <16 x i32> %16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !206
  %23 = icmp eq i64 %21, %13, !dbg !205
  br i1 %23, label %24, label %14, !dbg !205, !llvm.loop !210

24:                                               ; preds = %14
  %25 = icmp eq i64 %13, %2, !dbg !204
  br i1 %25, label %50, label %26, !dbg !204

26:                                               ; preds = %24
  %27 = and i64 %2, 8, !dbg !204
  %28 = icmp eq i64 %27, 0, !dbg !204
  br i1 %28, label %29, label %31, !dbg !204

29:                                               ; preds = %48, %8, %26
  %30 = phi i64 [ 0, %8 ], [ %13, %26 ], [ %33, %48 ]
  br label %53, !dbg !204

31:                                               ; preds = %10, %26
  %32 = phi i64 [ %13, %26 ], [ 0, %10 ]
  %33 = and i64 %2, 2147483640, !dbg !204
  %34 = trunc nuw nsw i64 %32 to i32, !dbg !204
  %35 = insertelement <8 x i32> poison, i32 %34, i64 0, !dbg !204
  %36 = shufflevector <8 x i32> %35, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !204
  %37 = or disjoint <8 x i32> %36, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !204
  br label %38, !dbg !204

38:                                               ; preds = %38, %31
  %39 = phi i64 [ %32, %31 ], [ %45, %38 ], !dbg !205
  %40 = phi <8 x i32> [ %37, %31 ], [ %46, %38 ], !dbg !206
  %41 = urem <8 x i32> %40, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !206
  %42 = trunc nuw nsw <8 x i32> %41 to <8 x i8>, !dbg !207
  %43 = add nuw nsw <8 x i8> %42, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !207
  %44 = getelementptr inbounds i8, ptr %4, i64 %39, !dbg !208
  store <8 x i8> %43, ptr %44, align 1, !dbg !209, !tbaa !103
  %45 = add nuw i64 %39, 8, !dbg !205
  %46 = add <8 x i32> %40, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, !dbg !206
  %47 = icmp eq i64 %45, %33, !dbg !205
  br i1 %47, label %48, label %38, !dbg !205, !llvm.loop !214

48:                                               ; preds = %38
  %49 = icmp eq i64 %33, %2, !dbg !204
  br i1 %49, label %50, label %29, !dbg !204

50:                                               ; preds = %53, %24, %48, %6
  %51 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !215
  store i8 0, ptr %51, align 1, !dbg !216, !tbaa !103
  %52 = icmp eq ptr @maybe_unwind, null, !dbg !217
  br i1 %52, label %63, label %62, !dbg !219

53:                                               ; preds = %29, %53
  %54 = phi i64 [ %60, %53 ], [ %30, %29 ]
    #dbg_value(i64 %54, !190, !DIExpression(), !201)
  %55 = trunc nuw nsw i64 %54 to i32, !dbg !206
  %56 = urem i32 %55, 26, !dbg !206
  %57 = trunc nuw nsw i32 %56 to i8, !dbg !207
  %58 = add nuw nsw i8 %57, 97, !dbg !207
  %59 = getelementptr inbounds i8, ptr %4, i64 %54, !dbg !208
  store i8 %58, ptr %59, align 1, !dbg !209, !tbaa !103
  %60 = add nuw nsw i64 %54, 1, !dbg !205
    #dbg_value(i64 %60, !190, !DIExpression(), !201)
  %61 = icmp eq i64 %60, %2, !dbg !202
  br i1 %61, label %50, label %53, !dbg !204, !llvm.loop !220

62:                                               ; preds = %50
  invoke void @maybe_unwind(i32 noundef %0)
          to label %63 unwind label %78, !dbg !221

63:                                               ; preds = %62, %50
    #dbg_value(i32 100, !192, !DIExpression(), !222)
  %64 = icmp slt i32 %0, 4, !dbg !223
  %65 = select i1 %64, i64 0, i64 3, !dbg !225
  %66 = getelementptr inbounds i8, ptr %4, i64 %65, !dbg !225
  %67 = load i8, ptr %66, align 1, !dbg !194, !tbaa !103
  %68 = load i32, ptr @cleanups_run, align 4, !dbg !226, !tbaa !70
  %69 = sext i8 %67 to i32, !dbg !194
    #dbg_value(ptr undef, !232, !DIExpression(), !234)
  %70 = add nsw i32 %68, 110, !dbg !236
  store i32 %70, ptr @cleanups_run, align 4, !dbg !236, !tbaa !70
    #dbg_value(ptr undef, !237, !DIExpression(), !243)
  tail call void @free(ptr noundef nonnull %4), !dbg !245
  %71 = add nsw i32 %68, 111, !dbg !248
  br label %75, !dbg !249

72:                                               ; preds = %1
    #dbg_value(ptr undef, !232, !DIExpression(), !234)
  %73 = load i32, ptr @cleanups_run, align 4, !dbg !236, !tbaa !70
  %74 = add nsw i32 %73, 10, !dbg !236
    #dbg_value(ptr undef, !237, !DIExpression(), !243)
  br label %75, !dbg !250

75:                                               ; preds = %72, %63
  %76 = phi i32 [ %71, %63 ], [ %74, %72 ], !dbg !251
  %77 = phi i32 [ %69, %63 ], [ -1, %72 ]
  store i32 %76, ptr @cleanups_run, align 4, !dbg !251, !tbaa !70
    #dbg_value(ptr null, !187, !DIExpression(), !194)
  ret i32 %77, !dbg !251

78:                                               ; preds = %62
  %79 = landingpad { ptr, i32 }
          cleanup, !dbg !252
    #dbg_value(ptr undef, !232, !DIExpression(), !253)
  %80 = load i32, ptr @cleanups_run, align 4, !dbg !255, !tbaa !70
  %81 = add nsw i32 %80, 10, !dbg !255
  store i32 %81, ptr @cleanups_run, align 4, !dbg !255, !tbaa !70
    #dbg_value(ptr undef, !237, !DIExpression(), !256)
  tail call void @free(ptr noundef nonnull %4), !dbg !258
  %82 = add nsw i32 %80, 11, !dbg !259
  store i32 %82, ptr @cleanups_run, align 4, !dbg !259, !tbaa !70
    #dbg_value(ptr null, !187, !DIExpression(), !194)
  resume { ptr, i32 } %79, !dbg !251
}

; Function Attrs: nofree nounwind
declare !dbg !260 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !265 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare !dbg !269 extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__gcc_personality_seh0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !272 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

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
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
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
!58 = !{i32 7, !"Dwarf Version", i32 4}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 2}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 1, !"MaxTLSAlign", i32 65536}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = !DILocation(line: 102, column: 11, scope: !17)
!67 = !DILocation(line: 0, scope: !17)
!68 = !DILocation(line: 103, column: 11, scope: !17)
!69 = !DILocation(line: 104, column: 42, scope: !17)
!70 = !{!71, !71, i64 0}
!71 = !{!"int", !72, i64 0}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !DILocation(line: 104, column: 3, scope: !17)
!75 = !DILocalVariable(name: "r", scope: !76, file: !2, line: 63, type: !20)
!76 = distinct !DISubprogram(name: "atomics_demo", scope: !2, file: !2, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !77)
!77 = !{!75, !78, !79, !80}
!78 = !DILocalVariable(name: "expected", scope: !76, file: !2, line: 73, type: !20)
!79 = !DILocalVariable(name: "desired", scope: !76, file: !2, line: 73, type: !20)
!80 = !DILocalVariable(name: "ok", scope: !76, file: !2, line: 74, type: !20)
!81 = !DILocation(line: 0, scope: !76, inlinedAt: !82)
!82 = distinct !DILocation(line: 105, column: 36, scope: !17)
!83 = !DILocation(line: 64, column: 3, scope: !76, inlinedAt: !82)
!84 = !DILocation(line: 65, column: 3, scope: !76, inlinedAt: !82)
!85 = !DILocation(line: 66, column: 3, scope: !76, inlinedAt: !82)
!86 = !DILocation(line: 67, column: 3, scope: !76, inlinedAt: !82)
!87 = !DILocation(line: 68, column: 3, scope: !76, inlinedAt: !82)
!88 = !DILocation(line: 69, column: 8, scope: !76, inlinedAt: !82)
!89 = !DILocation(line: 70, column: 8, scope: !76, inlinedAt: !82)
!90 = !DILocation(line: 70, column: 5, scope: !76, inlinedAt: !82)
!91 = !DILocation(line: 71, column: 3, scope: !76, inlinedAt: !82)
!92 = !DILocation(line: 74, column: 12, scope: !76, inlinedAt: !82)
!93 = !DILocation(line: 77, column: 8, scope: !76, inlinedAt: !82)
!94 = !DILocation(line: 78, column: 8, scope: !76, inlinedAt: !82)
!95 = !DILocation(line: 79, column: 8, scope: !76, inlinedAt: !82)
!96 = !DILocation(line: 80, column: 8, scope: !76, inlinedAt: !82)
!97 = !DILocation(line: 81, column: 8, scope: !76, inlinedAt: !82)
!98 = !DILocation(line: 82, column: 3, scope: !76, inlinedAt: !82)
!99 = !DILocation(line: 83, column: 3, scope: !76, inlinedAt: !82)
!100 = !DILocation(line: 85, column: 15, scope: !76, inlinedAt: !82)
!101 = !DILocation(line: 86, column: 14, scope: !76, inlinedAt: !82)
!102 = !DILocation(line: 87, column: 8, scope: !76, inlinedAt: !82)
!103 = !{!72, !72, i64 0}
!104 = !DILocation(line: 89, column: 8, scope: !76, inlinedAt: !82)
!105 = !DILocation(line: 90, column: 3, scope: !76, inlinedAt: !82)
!106 = !DILocation(line: 91, column: 3, scope: !76, inlinedAt: !82)
!107 = !DILocation(line: 92, column: 3, scope: !76, inlinedAt: !82)
!108 = !DILocalVariable(name: "l", arg: 1, scope: !109, file: !2, line: 43, type: !112)
!109 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 43, type: !110, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!113 = !{!108}
!114 = !DILocation(line: 0, scope: !109, inlinedAt: !115)
!115 = distinct !DILocation(line: 95, column: 3, scope: !76, inlinedAt: !82)
!116 = !DILocation(line: 44, column: 10, scope: !109, inlinedAt: !115)
!117 = !DILocation(line: 44, column: 3, scope: !109, inlinedAt: !115)
!118 = !DILocation(line: 45, column: 12, scope: !109, inlinedAt: !115)
!119 = !DILocation(line: 45, column: 5, scope: !109, inlinedAt: !115)
!120 = distinct !{!120, !117, !121, !122}
!121 = !DILocation(line: 45, column: 52, scope: !109, inlinedAt: !115)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !DILocation(line: 96, column: 8, scope: !76, inlinedAt: !82)
!124 = !DILocation(line: 77, column: 5, scope: !76, inlinedAt: !82)
!125 = !DILocation(line: 78, column: 5, scope: !76, inlinedAt: !82)
!126 = !DILocation(line: 79, column: 5, scope: !76, inlinedAt: !82)
!127 = !DILocation(line: 80, column: 5, scope: !76, inlinedAt: !82)
!128 = !DILocation(line: 81, column: 5, scope: !76, inlinedAt: !82)
!129 = !DILocation(line: 87, column: 5, scope: !76, inlinedAt: !82)
!130 = !DILocation(line: 89, column: 5, scope: !76, inlinedAt: !82)
!131 = !DILocation(line: 93, column: 5, scope: !76, inlinedAt: !82)
!132 = !DILocation(line: 96, column: 5, scope: !76, inlinedAt: !82)
!133 = !DILocalVariable(name: "l", arg: 1, scope: !134, file: !2, line: 47, type: !112)
!134 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 47, type: !110, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !135)
!135 = !{!133}
!136 = !DILocation(line: 0, scope: !134, inlinedAt: !137)
!137 = distinct !DILocation(line: 97, column: 3, scope: !76, inlinedAt: !82)
!138 = !DILocation(line: 48, column: 3, scope: !134, inlinedAt: !137)
!139 = !{i64 1594}
!140 = !DILocation(line: 49, column: 3, scope: !134, inlinedAt: !137)
!141 = !DILocation(line: 105, column: 52, scope: !17)
!142 = !{!143, !143, i64 0}
!143 = !{!"long long", !72, i64 0}
!144 = !DILocation(line: 105, column: 3, scope: !17)
!145 = !DILocation(line: 0, scope: !25)
!146 = !DILocation(line: 108, column: 48, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 108, column: 31)
!148 = distinct !DILexicalBlock(scope: !25, file: !2, line: 108, column: 3)
!149 = !{!150, !71, i64 8}
!150 = !{!"Node", !151, i64 0, !71, i64 8}
!151 = !{!"any pointer", !72, i64 0}
!152 = !DILocalVariable(name: "n", arg: 1, scope: !153, file: !2, line: 55, type: !29)
!153 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 55, type: !154, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !29}
!156 = !{!152, !157}
!157 = !DILocalVariable(name: "old", scope: !153, file: !2, line: 56, type: !29)
!158 = !DILocation(line: 0, scope: !153, inlinedAt: !159)
!159 = distinct !DILocation(line: 108, column: 57, scope: !147)
!160 = !DILocation(line: 56, column: 22, scope: !153, inlinedAt: !159)
!161 = !DILocation(line: 57, column: 3, scope: !153, inlinedAt: !159)
!162 = !DILocation(line: 56, column: 16, scope: !153, inlinedAt: !159)
!163 = !DILocation(line: 58, column: 13, scope: !164, inlinedAt: !159)
!164 = distinct !DILexicalBlock(scope: !153, file: !2, line: 57, column: 6)
!165 = !{!150, !151, i64 0}
!166 = !DILocation(line: 59, column: 13, scope: !153, inlinedAt: !159)
!167 = !DILocation(line: 59, column: 3, scope: !164, inlinedAt: !159)
!168 = distinct !{!168, !161, !169, !122}
!169 = !DILocation(line: 59, column: 95, scope: !153, inlinedAt: !159)
!170 = !DILocation(line: 110, scope: !28)
!171 = !{!151, !151, i64 0}
!172 = !DILocation(line: 110, column: 3, scope: !28)
!173 = !DILocation(line: 111, column: 3, scope: !17)
!174 = !DILocation(line: 112, column: 3, scope: !17)
!175 = !DILocation(line: 110, column: 53, scope: !176)
!176 = distinct !DILexicalBlock(scope: !28, file: !2, line: 110, column: 3)
!177 = !DILocation(line: 110, column: 63, scope: !176)
!178 = !DILocation(line: 110, column: 58, scope: !176)
!179 = !DILocation(line: 0, scope: !28)
!180 = distinct !{!180, !172, !181, !122}
!181 = !DILocation(line: 110, column: 63, scope: !28)
!182 = distinct !DISubprogram(name: "with_cleanups", scope: !2, file: !2, line: 22, type: !183, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!20, !20}
!185 = !{!186, !187, !189, !190, !192}
!186 = !DILocalVariable(name: "n", arg: 1, scope: !182, file: !2, line: 22, type: !20)
!187 = !DILocalVariable(name: "buf", scope: !182, file: !2, line: 23, type: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!189 = !DILocalVariable(name: "token", scope: !182, file: !2, line: 24, type: !20)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 26, type: !20)
!191 = distinct !DILexicalBlock(scope: !182, file: !2, line: 26, column: 3)
!192 = !DILocalVariable(name: "inner", scope: !193, file: !2, line: 30, type: !20)
!193 = distinct !DILexicalBlock(scope: !182, file: !2, line: 29, column: 3)
!194 = !DILocation(line: 0, scope: !182)
!195 = !DILocation(line: 23, column: 60, scope: !182)
!196 = !DILocation(line: 23, column: 77, scope: !182)
!197 = !DILocation(line: 23, column: 53, scope: !182)
!198 = !DILocation(line: 25, column: 8, scope: !199)
!199 = distinct !DILexicalBlock(scope: !182, file: !2, line: 25, column: 7)
!200 = !DILocation(line: 25, column: 7, scope: !182)
!201 = !DILocation(line: 0, scope: !191)
!202 = !DILocation(line: 26, column: 21, scope: !203)
!203 = distinct !DILexicalBlock(scope: !191, file: !2, line: 26, column: 3)
!204 = !DILocation(line: 26, column: 3, scope: !191)
!205 = !DILocation(line: 26, column: 26, scope: !203)
!206 = !DILocation(line: 26, column: 55, scope: !203)
!207 = !DILocation(line: 26, column: 40, scope: !203)
!208 = !DILocation(line: 26, column: 31, scope: !203)
!209 = !DILocation(line: 26, column: 38, scope: !203)
!210 = distinct !{!210, !204, !211, !122, !212, !213}
!211 = !DILocation(line: 26, column: 59, scope: !191)
!212 = !{!"llvm.loop.isvectorized", i32 1}
!213 = !{!"llvm.loop.unroll.runtime.disable"}
!214 = distinct !{!214, !204, !211, !122, !212, !213}
!215 = !DILocation(line: 27, column: 3, scope: !182)
!216 = !DILocation(line: 27, column: 10, scope: !182)
!217 = !DILocation(line: 28, column: 7, scope: !218)
!218 = distinct !DILexicalBlock(scope: !182, file: !2, line: 28, column: 7)
!219 = !DILocation(line: 28, column: 7, scope: !182)
!220 = distinct !{!220, !204, !211, !122, !213, !212}
!221 = !DILocation(line: 28, column: 21, scope: !218)
!222 = !DILocation(line: 0, scope: !193)
!223 = !DILocation(line: 31, column: 11, scope: !224)
!224 = distinct !DILexicalBlock(scope: !193, file: !2, line: 31, column: 9)
!225 = !DILocation(line: 31, column: 9, scope: !193)
!226 = !DILocation(line: 20, column: 48, scope: !227, inlinedAt: !233)
!227 = distinct !DISubprogram(name: "release_int", scope: !2, file: !2, line: 20, type: !228, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !231)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !230}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!231 = !{!232}
!232 = !DILocalVariable(name: "p", arg: 1, scope: !227, file: !2, line: 20, type: !230)
!233 = distinct !DILocation(line: 32, column: 3, scope: !182)
!234 = !DILocation(line: 0, scope: !227, inlinedAt: !235)
!235 = distinct !DILocation(line: 34, column: 1, scope: !182)
!236 = !DILocation(line: 20, column: 48, scope: !227, inlinedAt: !235)
!237 = !DILocalVariable(name: "p", arg: 1, scope: !238, file: !2, line: 16, type: !241)
!238 = distinct !DISubprogram(name: "release_buf", scope: !2, file: !2, line: 16, type: !239, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !242)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !241}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!242 = !{!237}
!243 = !DILocation(line: 0, scope: !238, inlinedAt: !244)
!244 = distinct !DILocation(line: 34, column: 1, scope: !182)
!245 = !DILocation(line: 17, column: 13, scope: !246, inlinedAt: !244)
!246 = distinct !DILexicalBlock(scope: !247, file: !2, line: 17, column: 11)
!247 = distinct !DILexicalBlock(scope: !238, file: !2, line: 17, column: 7)
!248 = !DILocation(line: 17, column: 23, scope: !246, inlinedAt: !244)
!249 = !DILocation(line: 17, column: 39, scope: !246, inlinedAt: !244)
!250 = !DILocation(line: 17, column: 7, scope: !238, inlinedAt: !244)
!251 = !DILocation(line: 34, column: 1, scope: !182)
!252 = !DILocation(line: 34, column: 1, scope: !218)
!253 = !DILocation(line: 0, scope: !227, inlinedAt: !254)
!254 = distinct !DILocation(line: 34, column: 1, scope: !182)
!255 = !DILocation(line: 20, column: 48, scope: !227, inlinedAt: !254)
!256 = !DILocation(line: 0, scope: !238, inlinedAt: !257)
!257 = distinct !DILocation(line: 34, column: 1, scope: !182)
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
