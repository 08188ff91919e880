; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%struct.Node = type { ptr, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 8, !dbg !8
@wide_counter = internal global i64 0, align 8, !dbg !42
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 8, !dbg !13
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 8, !dbg !45
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 8, !dbg !37
@counter = internal global i32 0, align 4, !dbg !47
@c11_counter = internal global i32 0, align 4, !dbg !49
@flag = internal global i8 0, align 1, !dbg !52
@lock_word = internal global i32 0, align 4, !dbg !55

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !65
    #dbg_value(i32 %1, !22, !DIExpression(), !66)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !67
    #dbg_value(i32 %2, !23, !DIExpression(), !66)
  %3 = load i32, ptr @cleanups_run, align 4, !dbg !68
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !68
  %5 = load i64, ptr @wide_counter, align 8, !dbg !69
    #dbg_value(i32 0, !70, !DIExpression(), !76)
  %6 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4, !dbg !78
  %7 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4, !dbg !79
  %8 = atomicrmw or ptr @counter, i32 256 monotonic, align 4, !dbg !80
  %9 = atomicrmw and ptr @counter, i32 511 release, align 4, !dbg !81
  %10 = atomicrmw xor ptr @counter, i32 3 acquire, align 4, !dbg !82
  %11 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !83
    #dbg_value(i32 %11, !70, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !76)
  %12 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4, !dbg !84
  %13 = or i32 %12, -16, !dbg !84
  %14 = sub i32 %11, %13, !dbg !84
    #dbg_value(i32 %14, !70, !DIExpression(), !76)
  %15 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !85
    #dbg_value(i32 %14, !73, !DIExpression(), !76)
    #dbg_value(i32 7, !74, !DIExpression(), !76)
  %16 = cmpxchg ptr @counter, i32 %14, i32 7 seq_cst seq_cst, align 4, !dbg !86
    #dbg_value(i32 poison, !73, !DIExpression(), !76)
    #dbg_value(i1 poison, !75, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !76)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !76)
  %17 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !87
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !76)
  %18 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !88
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !76)
  %19 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !89
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !76)
  %20 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !90
    #dbg_value(!DIArgList(i32 poison, i1 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !76)
  %21 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !91
    #dbg_value(!DIArgList(i32 poison, i32 poison, i1 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !76)
  store atomic i32 0, ptr @counter release, align 4, !dbg !92
  fence seq_cst, !dbg !93
  %22 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !94
  %23 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !95
  %24 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !96
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i1 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !76)
  %25 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !97
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !76)
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !98
  fence seq_cst, !dbg !99
  fence syncscope("singlethread") acquire, !dbg !100
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !76)
    #dbg_value(ptr @lock_word, !101, !DIExpression(), !107)
  %26 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !109
  %27 = icmp eq i32 %26, 0, !dbg !109
  br i1 %27, label %35, label %28, !dbg !109

28:                                               ; preds = %0, %31
  %29 = load atomic volatile i32, ptr @lock_word monotonic, align 4, !dbg !110
  %30 = icmp eq i32 %29, 0, !dbg !110
  br i1 %30, label %32, label %31, !dbg !110

31:                                               ; preds = %28, %32
  br label %28, !dbg !110, !llvm.loop !111

32:                                               ; preds = %28
  %33 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !109
  %34 = icmp eq i32 %33, 0, !dbg !109
  br i1 %34, label %35, label %31, !dbg !109

35:                                               ; preds = %32, %0
  %36 = extractvalue { i32, i1 } %16, 1, !dbg !86
    #dbg_value(i1 %36, !75, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !76)
  %37 = select i1 %36, i32 1000, i32 0, !dbg !86
  %38 = extractvalue { i32, i1 } %16, 0
    #dbg_value(i32 %38, !73, !DIExpression(), !76)
    #dbg_value(i32 poison, !70, !DIExpression(), !76)
  %39 = extractvalue { i32, i1 } %19, 0, !dbg !89
  %40 = extractvalue { i32, i1 } %20, 1, !dbg !90
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !76)
  %41 = zext i1 %40 to i32, !dbg !90
    #dbg_value(!DIArgList(i32 poison, i8 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !76)
  %42 = icmp ne i8 %25, 0, !dbg !97
    #dbg_value(!DIArgList(i32 poison, i1 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !76)
  %43 = zext i1 %42 to i32, !dbg !97
    #dbg_value(i32 %53, !70, !DIExpression(), !76)
  %44 = load volatile i32, ptr @lock_word, align 4, !dbg !113
  %45 = add i32 %38, %14, !dbg !87
  %46 = add i32 %45, %17, !dbg !88
  %47 = add i32 %46, %18, !dbg !88
  %48 = add i32 %47, %37, !dbg !89
  %49 = add i32 %48, %39, !dbg !90
  %50 = add i32 %49, %21, !dbg !91
  %51 = add i32 %50, %41, !dbg !96
  %52 = add i32 %51, %24, !dbg !97
  %53 = add i32 %52, %43, !dbg !114
  %54 = add nsw i32 %53, %44, !dbg !113
    #dbg_value(i32 %54, !70, !DIExpression(), !76)
    #dbg_value(ptr @lock_word, !115, !DIExpression(), !118)
  tail call void asm sideeffect "", "~{memory}"() #5, !dbg !120, !srcloc !121
  store atomic volatile i32 0, ptr @lock_word release, align 4, !dbg !122
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 noundef %54, i64 noundef %5), !dbg !69
    #dbg_value(i64 0, !24, !DIExpression(), !123)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 8), align 8, !dbg !124
    #dbg_value(ptr @main.nodes, !127, !DIExpression(), !133)
  %56 = load atomic i64, ptr @head monotonic, align 8, !dbg !135
    #dbg_value(i64 %56, !132, !DIExpression(), !133)
  br label %57, !dbg !136

57:                                               ; preds = %57, %35
  %58 = phi i64 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to ptr, !dbg !135
    #dbg_value(ptr %59, !132, !DIExpression(), !133)
  store ptr %59, ptr @main.nodes, align 16, !dbg !137
  %60 = cmpxchg weak ptr @head, i64 %58, i64 ptrtoint (ptr @main.nodes to i64) release monotonic, align 8, !dbg !139
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !139
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %61, label %63, label %57, !dbg !139, !llvm.loop !140

63:                                               ; preds = %57
    #dbg_value(i64 1, !24, !DIExpression(), !123)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 24), align 8, !dbg !124
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), !127, !DIExpression(), !133)
  %64 = load atomic i64, ptr @head monotonic, align 8, !dbg !135
    #dbg_value(i64 %64, !132, !DIExpression(), !133)
  br label %65, !dbg !136

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to ptr, !dbg !135
    #dbg_value(ptr %67, !132, !DIExpression(), !133)
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), align 16, !dbg !137
  %68 = cmpxchg weak ptr @head, i64 %66, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16) to i64) release monotonic, align 8, !dbg !139
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !139
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %69, label %71, label %65, !dbg !139, !llvm.loop !140

71:                                               ; preds = %65
    #dbg_value(i64 2, !24, !DIExpression(), !123)
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 40), align 8, !dbg !124
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), !127, !DIExpression(), !133)
  %72 = load atomic i64, ptr @head monotonic, align 8, !dbg !135
    #dbg_value(i64 %72, !132, !DIExpression(), !133)
  br label %73, !dbg !136

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to ptr, !dbg !135
    #dbg_value(ptr %75, !132, !DIExpression(), !133)
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), align 16, !dbg !137
  %76 = cmpxchg weak ptr @head, i64 %74, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32) to i64) release monotonic, align 8, !dbg !139
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !139
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %77, label %79, label %73, !dbg !139, !llvm.loop !140

79:                                               ; preds = %73
    #dbg_value(i64 3, !24, !DIExpression(), !123)
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 56), align 8, !dbg !124
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), !127, !DIExpression(), !133)
  %80 = load atomic i64, ptr @head monotonic, align 8, !dbg !135
    #dbg_value(i64 %80, !132, !DIExpression(), !133)
  br label %81, !dbg !136

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to ptr, !dbg !135
    #dbg_value(ptr %83, !132, !DIExpression(), !133)
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), align 16, !dbg !137
  %84 = cmpxchg weak ptr @head, i64 %82, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48) to i64) release monotonic, align 8, !dbg !139
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !139
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %85, label %87, label %81, !dbg !139, !llvm.loop !140

87:                                               ; preds = %81
    #dbg_value(i64 4, !24, !DIExpression(), !123)
  %88 = load ptr, ptr @head, align 8, !dbg !142
  %89 = icmp eq ptr %88, null, !dbg !142
  br i1 %89, label %90, label %93, !dbg !142

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !66
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 noundef %91), !dbg !143
  ret i32 0, !dbg !144

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
    #dbg_value(i32 %95, !26, !DIExpression(), !66)
  %96 = mul nsw i32 %95, 10, !dbg !145
  %97 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !145
  %98 = load i32, ptr %97, align 8, !dbg !145
  %99 = add nsw i32 %98, %96, !dbg !145
    #dbg_value(i32 %99, !26, !DIExpression(), !66)
    #dbg_value(ptr poison, !27, !DIExpression(), !147)
  %100 = load ptr, ptr %94, align 8, !dbg !142
    #dbg_value(ptr %100, !27, !DIExpression(), !147)
  %101 = icmp eq ptr %100, null, !dbg !142
  br i1 %101, label %90, label %93, !dbg !142, !llvm.loop !148
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !149 {
    #dbg_value(i32 %0, !153, !DIExpression(), !161)
  %2 = zext i32 %0 to i64, !dbg !162
  %3 = add nuw nsw i64 %2, 1, !dbg !162
  %4 = tail call ptr @malloc(i64 noundef %3) #6, !dbg !162
    #dbg_value(ptr %4, !154, !DIExpression(), !161)
    #dbg_value(i32 10, !156, !DIExpression(), !161)
  %5 = icmp eq ptr %4, null, !dbg !163
  br i1 %5, label %48, label %6, !dbg !163

6:                                                ; preds = %1
    #dbg_value(i32 0, !157, !DIExpression(), !164)
  %7 = icmp sgt i32 %0, 0, !dbg !165
  br i1 %7, label %8, label %26, !dbg !165

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 16, !dbg !165
  br i1 %9, label %10, label %12, !dbg !165

10:                                               ; preds = %24, %8
  %11 = phi i64 [ 0, %8 ], [ %13, %24 ]
  br label %29, !dbg !165

12:                                               ; preds = %8
  %13 = and i64 %2, 2147483632, !dbg !165
  br label %14, !dbg !165

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %21, %14 ], !dbg !166
  %16 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %12 ], [ %22, %14 ], !dbg !166
  %17 = urem <16 x i32> %16, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !166
  %18 = trunc nuw nsw <16 x i32> %17 to <16 x i8>, !dbg !166
  %19 = add nuw nsw <16 x i8> %18, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !166
  %20 = getelementptr inbounds i8, ptr %4, i64 %15, !dbg !166
  store <16 x i8> %19, ptr %20, align 1, !dbg !166
  %21 = add nuw i64 %15, 16, !dbg !166
  %22 = add <16 x i32> %16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !166
  %23 = icmp eq i64 %21, %13, !dbg !166
  br i1 %23, label %24, label %14, !dbg !166, !llvm.loop !168

24:                                               ; preds = %14
  %25 = icmp eq i64 %13, %2, !dbg !165
  br i1 %25, label %26, label %10, !dbg !165

26:                                               ; preds = %29, %24, %6
  %27 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !171
  store i8 0, ptr %27, align 1, !dbg !171
  %28 = icmp eq ptr @maybe_unwind, null, !dbg !172
  br i1 %28, label %39, label %38, !dbg !172

29:                                               ; preds = %10, %29
  %30 = phi i64 [ %36, %29 ], [ %11, %10 ]
    #dbg_value(i64 %30, !157, !DIExpression(), !164)
  %31 = trunc nuw nsw i64 %30 to i32, !dbg !166
  %32 = urem i32 %31, 26, !dbg !166
  %33 = trunc nuw nsw i32 %32 to i8, !dbg !166
  %34 = add nuw nsw i8 %33, 97, !dbg !166
  %35 = getelementptr inbounds i8, ptr %4, i64 %30, !dbg !166
  store i8 %34, ptr %35, align 1, !dbg !166
  %36 = add nuw nsw i64 %30, 1, !dbg !166
    #dbg_value(i64 %36, !157, !DIExpression(), !164)
  %37 = icmp eq i64 %36, %2, !dbg !165
  br i1 %37, label %26, label %29, !dbg !165, !llvm.loop !173

38:                                               ; preds = %26
  invoke void @maybe_unwind(i32 noundef %0)
          to label %39 unwind label %54, !dbg !174

39:                                               ; preds = %38, %26
    #dbg_value(i32 100, !159, !DIExpression(), !176)
  %40 = icmp slt i32 %0, 4, !dbg !177
  %41 = select i1 %40, i64 0, i64 3, !dbg !177
  %42 = getelementptr inbounds i8, ptr %4, i64 %41, !dbg !177
  %43 = load i8, ptr %42, align 1, !dbg !161
  %44 = load i32, ptr @cleanups_run, align 4, !dbg !178
  %45 = sext i8 %43 to i32, !dbg !161
    #dbg_value(ptr undef, !184, !DIExpression(), !186)
  %46 = add nsw i32 %44, 110, !dbg !188
  store i32 %46, ptr @cleanups_run, align 4, !dbg !188
    #dbg_value(ptr undef, !189, !DIExpression(), !195)
  tail call void @free(ptr noundef nonnull %4), !dbg !197
  %47 = add nsw i32 %44, 111, !dbg !197
  br label %51, !dbg !197

48:                                               ; preds = %1
    #dbg_value(ptr undef, !184, !DIExpression(), !186)
  %49 = load i32, ptr @cleanups_run, align 4, !dbg !188
  %50 = add nsw i32 %49, 10, !dbg !188
    #dbg_value(ptr undef, !189, !DIExpression(), !195)
  br label %51, !dbg !200

51:                                               ; preds = %48, %39
  %52 = phi i32 [ %47, %39 ], [ %50, %48 ], !dbg !201
  %53 = phi i32 [ %45, %39 ], [ -1, %48 ]
  store i32 %52, ptr @cleanups_run, align 4, !dbg !201
    #dbg_value(ptr null, !154, !DIExpression(), !161)
  ret i32 %53, !dbg !201

54:                                               ; preds = %38
  %55 = cleanuppad within none [], !dbg !201
    #dbg_value(ptr undef, !184, !DIExpression(), !202)
  %56 = load i32, ptr @cleanups_run, align 4, !dbg !204
  %57 = add nsw i32 %56, 10, !dbg !204
  store i32 %57, ptr @cleanups_run, align 4, !dbg !204
    #dbg_value(ptr undef, !189, !DIExpression(), !205)
  call void @free(ptr noundef nonnull %4) [ "funclet"(token %55) ], !dbg !207
  %58 = add nsw i32 %56, 11, !dbg !207
  store i32 %58, ptr @cleanups_run, align 4, !dbg !207
    #dbg_value(ptr null, !154, !DIExpression(), !161)
  cleanupret from %55 unwind to caller, !dbg !201
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8, !13, !15, !37, !42, !45, !0, !47, !49, !52, !55}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 176, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 22)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !10, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "nodes", scope: !17, file: !3, line: 107, type: !34, isLocal: true, isDefinition: true)
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !18, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22, !23, !24, !26, !27}
!22 = !DILocalVariable(name: "a", scope: !17, file: !3, line: 102, type: !20)
!23 = !DILocalVariable(name: "b", scope: !17, file: !3, line: 103, type: !20)
!24 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 108, type: !20)
!25 = distinct !DILexicalBlock(scope: !17, file: !3, line: 108)
!26 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 109, type: !20)
!27 = !DILocalVariable(name: "n", scope: !28, file: !3, line: 110, type: !29)
!28 = distinct !DILexicalBlock(scope: !17, file: !3, line: 110)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 52, size: 128, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !30, file: !3, line: 52, baseType: !29, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !30, file: !3, line: 52, baseType: !20, size: 32, offset: 64)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 512, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 80, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 10)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "wide_counter", scope: !2, file: !3, line: 38, type: !44, isLocal: true, isDefinition: true)
!44 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 53, type: !29, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 37, type: !20, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "c11_counter", scope: !2, file: !3, line: 39, type: !51, isLocal: true, isDefinition: true)
!51 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 41, type: !54, isLocal: true, isDefinition: true)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "lock_word", scope: !2, file: !3, line: 40, type: !57, isLocal: true, isDefinition: true)
!57 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!58 = !{i32 2, !"CodeView", i32 1}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 2}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = !DILocation(line: 102, scope: !17)
!66 = !DILocation(line: 0, scope: !17)
!67 = !DILocation(line: 103, scope: !17)
!68 = !DILocation(line: 104, scope: !17)
!69 = !DILocation(line: 105, scope: !17)
!70 = !DILocalVariable(name: "r", scope: !71, file: !3, line: 63, type: !20)
!71 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!72 = !{!70, !73, !74, !75}
!73 = !DILocalVariable(name: "expected", scope: !71, file: !3, line: 73, type: !20)
!74 = !DILocalVariable(name: "desired", scope: !71, file: !3, line: 73, type: !20)
!75 = !DILocalVariable(name: "ok", scope: !71, file: !3, line: 74, type: !20)
!76 = !DILocation(line: 0, scope: !71, inlinedAt: !77)
!77 = distinct !DILocation(line: 105, scope: !17)
!78 = !DILocation(line: 64, scope: !71, inlinedAt: !77)
!79 = !DILocation(line: 65, scope: !71, inlinedAt: !77)
!80 = !DILocation(line: 66, scope: !71, inlinedAt: !77)
!81 = !DILocation(line: 67, scope: !71, inlinedAt: !77)
!82 = !DILocation(line: 68, scope: !71, inlinedAt: !77)
!83 = !DILocation(line: 69, scope: !71, inlinedAt: !77)
!84 = !DILocation(line: 70, scope: !71, inlinedAt: !77)
!85 = !DILocation(line: 71, scope: !71, inlinedAt: !77)
!86 = !DILocation(line: 74, scope: !71, inlinedAt: !77)
!87 = !DILocation(line: 77, scope: !71, inlinedAt: !77)
!88 = !DILocation(line: 78, scope: !71, inlinedAt: !77)
!89 = !DILocation(line: 79, scope: !71, inlinedAt: !77)
!90 = !DILocation(line: 80, scope: !71, inlinedAt: !77)
!91 = !DILocation(line: 81, scope: !71, inlinedAt: !77)
!92 = !DILocation(line: 82, scope: !71, inlinedAt: !77)
!93 = !DILocation(line: 83, scope: !71, inlinedAt: !77)
!94 = !DILocation(line: 85, scope: !71, inlinedAt: !77)
!95 = !DILocation(line: 86, scope: !71, inlinedAt: !77)
!96 = !DILocation(line: 87, scope: !71, inlinedAt: !77)
!97 = !DILocation(line: 89, scope: !71, inlinedAt: !77)
!98 = !DILocation(line: 90, scope: !71, inlinedAt: !77)
!99 = !DILocation(line: 91, scope: !71, inlinedAt: !77)
!100 = !DILocation(line: 92, scope: !71, inlinedAt: !77)
!101 = !DILocalVariable(name: "l", arg: 1, scope: !102, file: !3, line: 43, type: !105)
!102 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !103, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!106 = !{!101}
!107 = !DILocation(line: 0, scope: !102, inlinedAt: !108)
!108 = distinct !DILocation(line: 95, scope: !71, inlinedAt: !77)
!109 = !DILocation(line: 44, scope: !102, inlinedAt: !108)
!110 = !DILocation(line: 45, scope: !102, inlinedAt: !108)
!111 = distinct !{!111, !109, !110, !112}
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 96, scope: !71, inlinedAt: !77)
!114 = !DILocation(line: 93, scope: !71, inlinedAt: !77)
!115 = !DILocalVariable(name: "l", arg: 1, scope: !116, file: !3, line: 47, type: !105)
!116 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !103, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!117 = !{!115}
!118 = !DILocation(line: 0, scope: !116, inlinedAt: !119)
!119 = distinct !DILocation(line: 97, scope: !71, inlinedAt: !77)
!120 = !DILocation(line: 48, scope: !116, inlinedAt: !119)
!121 = !{i64 1594}
!122 = !DILocation(line: 49, scope: !116, inlinedAt: !119)
!123 = !DILocation(line: 0, scope: !25)
!124 = !DILocation(line: 108, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 108)
!126 = distinct !DILexicalBlock(scope: !25, file: !3, line: 108)
!127 = !DILocalVariable(name: "n", arg: 1, scope: !128, file: !3, line: 55, type: !29)
!128 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !129, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !29}
!131 = !{!127, !132}
!132 = !DILocalVariable(name: "old", scope: !128, file: !3, line: 56, type: !29)
!133 = !DILocation(line: 0, scope: !128, inlinedAt: !134)
!134 = distinct !DILocation(line: 108, scope: !125)
!135 = !DILocation(line: 56, scope: !128, inlinedAt: !134)
!136 = !DILocation(line: 57, scope: !128, inlinedAt: !134)
!137 = !DILocation(line: 58, scope: !138, inlinedAt: !134)
!138 = distinct !DILexicalBlock(scope: !128, file: !3, line: 57)
!139 = !DILocation(line: 59, scope: !138, inlinedAt: !134)
!140 = distinct !{!140, !136, !141, !112}
!141 = !DILocation(line: 59, scope: !128, inlinedAt: !134)
!142 = !DILocation(line: 110, scope: !28)
!143 = !DILocation(line: 111, scope: !17)
!144 = !DILocation(line: 112, scope: !17)
!145 = !DILocation(line: 110, scope: !146)
!146 = distinct !DILexicalBlock(scope: !28, file: !3, line: 110)
!147 = !DILocation(line: 0, scope: !28)
!148 = distinct !{!148, !142, !142, !112}
!149 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !150, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!20, !20}
!152 = !{!153, !154, !156, !157, !159}
!153 = !DILocalVariable(name: "n", arg: 1, scope: !149, file: !3, line: 22, type: !20)
!154 = !DILocalVariable(name: "buf", scope: !149, file: !3, line: 23, type: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!156 = !DILocalVariable(name: "token", scope: !149, file: !3, line: 24, type: !20)
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 26, type: !20)
!158 = distinct !DILexicalBlock(scope: !149, file: !3, line: 26)
!159 = !DILocalVariable(name: "inner", scope: !160, file: !3, line: 30, type: !20)
!160 = distinct !DILexicalBlock(scope: !149, file: !3, line: 29)
!161 = !DILocation(line: 0, scope: !149)
!162 = !DILocation(line: 23, scope: !149)
!163 = !DILocation(line: 25, scope: !149)
!164 = !DILocation(line: 0, scope: !158)
!165 = !DILocation(line: 26, scope: !158)
!166 = !DILocation(line: 26, scope: !167)
!167 = distinct !DILexicalBlock(scope: !158, file: !3, line: 26)
!168 = distinct !{!168, !165, !165, !112, !169, !170}
!169 = !{!"llvm.loop.isvectorized", i32 1}
!170 = !{!"llvm.loop.unroll.runtime.disable"}
!171 = !DILocation(line: 27, scope: !149)
!172 = !DILocation(line: 28, scope: !149)
!173 = distinct !{!173, !165, !165, !112, !170, !169}
!174 = !DILocation(line: 28, scope: !175)
!175 = distinct !DILexicalBlock(scope: !149, file: !3, line: 28)
!176 = !DILocation(line: 0, scope: !160)
!177 = !DILocation(line: 31, scope: !160)
!178 = !DILocation(line: 20, scope: !179, inlinedAt: !185)
!179 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !180, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !183)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !182}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!183 = !{!184}
!184 = !DILocalVariable(name: "p", arg: 1, scope: !179, file: !3, line: 20, type: !182)
!185 = distinct !DILocation(line: 32, scope: !160)
!186 = !DILocation(line: 0, scope: !179, inlinedAt: !187)
!187 = distinct !DILocation(line: 34, scope: !149)
!188 = !DILocation(line: 20, scope: !179, inlinedAt: !187)
!189 = !DILocalVariable(name: "p", arg: 1, scope: !190, file: !3, line: 16, type: !193)
!190 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !191, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !193}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!194 = !{!189}
!195 = !DILocation(line: 0, scope: !190, inlinedAt: !196)
!196 = distinct !DILocation(line: 34, scope: !149)
!197 = !DILocation(line: 17, scope: !198, inlinedAt: !196)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 17)
!199 = distinct !DILexicalBlock(scope: !190, file: !3, line: 17)
!200 = !DILocation(line: 17, scope: !190, inlinedAt: !196)
!201 = !DILocation(line: 34, scope: !149)
!202 = !DILocation(line: 0, scope: !179, inlinedAt: !203)
!203 = distinct !DILocation(line: 34, scope: !149)
!204 = !DILocation(line: 20, scope: !179, inlinedAt: !203)
!205 = !DILocation(line: 0, scope: !190, inlinedAt: !206)
!206 = distinct !DILocation(line: 34, scope: !149)
!207 = !DILocation(line: 17, scope: !198, inlinedAt: !206)
