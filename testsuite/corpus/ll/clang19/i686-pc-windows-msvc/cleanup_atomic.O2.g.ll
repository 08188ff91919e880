; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.Node = type { ptr, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1, !dbg !8
@wide_counter = internal global i64 0, align 8, !dbg !42
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1, !dbg !13
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4, !dbg !15
@head = internal global ptr null, align 4, !dbg !45
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1, !dbg !37
@counter = internal global i32 0, align 4, !dbg !47
@c11_counter = internal global i32 0, align 4, !dbg !49
@flag = internal global i8 0, align 1, !dbg !52
@lock_word = internal global i32 0, align 4, !dbg !55

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
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !120, !srcloc !121
  store atomic volatile i32 0, ptr @lock_word release, align 4, !dbg !122
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 noundef %54, i64 noundef %5), !dbg !69
    #dbg_value(i32 0, !24, !DIExpression(), !123)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 4), align 4, !dbg !124
    #dbg_value(ptr @main.nodes, !127, !DIExpression(), !133)
  %56 = load atomic i32, ptr @head monotonic, align 4, !dbg !135
    #dbg_value(i32 %56, !132, !DIExpression(), !133)
  br label %57, !dbg !136

57:                                               ; preds = %57, %35
  %58 = phi i32 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to ptr, !dbg !135
    #dbg_value(ptr %59, !132, !DIExpression(), !133)
  store ptr %59, ptr @main.nodes, align 4, !dbg !137
  %60 = cmpxchg weak ptr @head, i32 %58, i32 ptrtoint (ptr @main.nodes to i32) release monotonic, align 4, !dbg !139
  %61 = extractvalue { i32, i1 } %60, 1, !dbg !139
  %62 = extractvalue { i32, i1 } %60, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %61, label %63, label %57, !dbg !139, !llvm.loop !140

63:                                               ; preds = %57
    #dbg_value(i32 1, !24, !DIExpression(), !123)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 12), align 4, !dbg !124
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), !127, !DIExpression(), !133)
  %64 = load atomic i32, ptr @head monotonic, align 4, !dbg !135
    #dbg_value(i32 %64, !132, !DIExpression(), !133)
  br label %65, !dbg !136

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to ptr, !dbg !135
    #dbg_value(ptr %67, !132, !DIExpression(), !133)
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), align 4, !dbg !137
  %68 = cmpxchg weak ptr @head, i32 %66, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8) to i32) release monotonic, align 4, !dbg !139
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !139
  %70 = extractvalue { i32, i1 } %68, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %69, label %71, label %65, !dbg !139, !llvm.loop !140

71:                                               ; preds = %65
    #dbg_value(i32 2, !24, !DIExpression(), !123)
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 20), align 4, !dbg !124
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), !127, !DIExpression(), !133)
  %72 = load atomic i32, ptr @head monotonic, align 4, !dbg !135
    #dbg_value(i32 %72, !132, !DIExpression(), !133)
  br label %73, !dbg !136

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to ptr, !dbg !135
    #dbg_value(ptr %75, !132, !DIExpression(), !133)
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), align 4, !dbg !137
  %76 = cmpxchg weak ptr @head, i32 %74, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16) to i32) release monotonic, align 4, !dbg !139
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !139
  %78 = extractvalue { i32, i1 } %76, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %77, label %79, label %73, !dbg !139, !llvm.loop !140

79:                                               ; preds = %73
    #dbg_value(i32 3, !24, !DIExpression(), !123)
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 28), align 4, !dbg !124
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), !127, !DIExpression(), !133)
  %80 = load atomic i32, ptr @head monotonic, align 4, !dbg !135
    #dbg_value(i32 %80, !132, !DIExpression(), !133)
  br label %81, !dbg !136

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to ptr, !dbg !135
    #dbg_value(ptr %83, !132, !DIExpression(), !133)
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), align 4, !dbg !137
  %84 = cmpxchg weak ptr @head, i32 %82, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24) to i32) release monotonic, align 4, !dbg !139
  %85 = extractvalue { i32, i1 } %84, 1, !dbg !139
  %86 = extractvalue { i32, i1 } %84, 0, !dbg !139
    #dbg_value(ptr poison, !132, !DIExpression(), !133)
  br i1 %85, label %87, label %81, !dbg !139, !llvm.loop !140

87:                                               ; preds = %81
    #dbg_value(i32 4, !24, !DIExpression(), !123)
  %88 = load ptr, ptr @head, align 4, !dbg !142
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
  %97 = getelementptr inbounds i8, ptr %94, i32 4, !dbg !145
  %98 = load i32, ptr %97, align 4, !dbg !145
  %99 = add nsw i32 %98, %96, !dbg !145
    #dbg_value(i32 %99, !26, !DIExpression(), !66)
    #dbg_value(ptr poison, !27, !DIExpression(), !147)
  %100 = load ptr, ptr %94, align 4, !dbg !142
    #dbg_value(ptr %100, !27, !DIExpression(), !147)
  %101 = icmp eq ptr %100, null, !dbg !142
  br i1 %101, label %90, label %93, !dbg !142, !llvm.loop !148
}

define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !149 {
    #dbg_value(i32 %0, !153, !DIExpression(), !161)
  %2 = add nuw nsw i32 %0, 1, !dbg !162
  %3 = tail call ptr @malloc(i32 noundef %2) #6, !dbg !162
    #dbg_value(ptr %3, !154, !DIExpression(), !161)
    #dbg_value(i32 10, !156, !DIExpression(), !161)
  %4 = icmp eq ptr %3, null, !dbg !163
  br i1 %4, label %48, label %5, !dbg !163

5:                                                ; preds = %1
    #dbg_value(i32 0, !157, !DIExpression(), !164)
  %6 = icmp sgt i32 %0, 0, !dbg !165
  br i1 %6, label %7, label %20, !dbg !165

7:                                                ; preds = %5
  %8 = and i32 %0, 1, !dbg !165
  %9 = icmp eq i32 %0, 1, !dbg !165
  br i1 %9, label %12, label %10, !dbg !165

10:                                               ; preds = %7
  %11 = and i32 %0, 2147483646, !dbg !165
  br label %23, !dbg !165

12:                                               ; preds = %23, %7
  %13 = phi i32 [ 0, %7 ], [ %35, %23 ]
  %14 = icmp eq i32 %8, 0, !dbg !165
  br i1 %14, label %20, label %15, !dbg !165

15:                                               ; preds = %12
    #dbg_value(i32 %13, !157, !DIExpression(), !164)
  %16 = urem i32 %13, 26, !dbg !166
  %17 = trunc nuw nsw i32 %16 to i8, !dbg !166
  %18 = add nuw nsw i8 %17, 97, !dbg !166
  %19 = getelementptr inbounds i8, ptr %3, i32 %13, !dbg !166
  store i8 %18, ptr %19, align 1, !dbg !166
    #dbg_value(i32 %13, !157, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !164)
  br label %20, !dbg !168

20:                                               ; preds = %15, %12, %5
  %21 = getelementptr inbounds i8, ptr %3, i32 %0, !dbg !168
  store i8 0, ptr %21, align 1, !dbg !168
  %22 = icmp eq ptr @maybe_unwind, null, !dbg !169
  br i1 %22, label %39, label %38, !dbg !169

23:                                               ; preds = %23, %10
  %24 = phi i32 [ 0, %10 ], [ %35, %23 ]
  %25 = phi i32 [ 0, %10 ], [ %36, %23 ]
    #dbg_value(i32 %24, !157, !DIExpression(), !164)
  %26 = urem i32 %24, 26, !dbg !166
  %27 = trunc nuw nsw i32 %26 to i8, !dbg !166
  %28 = or disjoint i8 %27, 97, !dbg !166
  %29 = getelementptr inbounds i8, ptr %3, i32 %24, !dbg !166
  store i8 %28, ptr %29, align 1, !dbg !166
  %30 = or disjoint i32 %24, 1, !dbg !166
    #dbg_value(i32 %30, !157, !DIExpression(), !164)
  %31 = urem i32 %30, 26, !dbg !166
  %32 = trunc nuw nsw i32 %31 to i8, !dbg !166
  %33 = add nuw nsw i8 %32, 97, !dbg !166
  %34 = getelementptr inbounds i8, ptr %3, i32 %30, !dbg !166
  store i8 %33, ptr %34, align 1, !dbg !166
  %35 = add nuw nsw i32 %24, 2, !dbg !166
    #dbg_value(i32 %35, !157, !DIExpression(), !164)
  %36 = add i32 %25, 2, !dbg !165
  %37 = icmp eq i32 %36, %11, !dbg !165
  br i1 %37, label %12, label %23, !dbg !165, !llvm.loop !170

38:                                               ; preds = %20
  invoke void @maybe_unwind(i32 noundef %0)
          to label %39 unwind label %54, !dbg !171

39:                                               ; preds = %38, %20
    #dbg_value(i32 100, !159, !DIExpression(), !173)
  %40 = icmp sgt i32 %0, 3, !dbg !174
  %41 = select i1 %40, i32 3, i32 0, !dbg !174
  %42 = getelementptr inbounds i8, ptr %3, i32 %41, !dbg !174
  %43 = load i8, ptr %42, align 1, !dbg !161
  %44 = load i32, ptr @cleanups_run, align 4, !dbg !175
  %45 = sext i8 %43 to i32, !dbg !161
    #dbg_value(ptr undef, !181, !DIExpression(), !183)
  %46 = add nsw i32 %44, 110, !dbg !185
  store i32 %46, ptr @cleanups_run, align 4, !dbg !185
    #dbg_value(ptr undef, !186, !DIExpression(), !192)
  tail call void @free(ptr noundef nonnull %3), !dbg !194
  %47 = add nsw i32 %44, 111, !dbg !194
  br label %51, !dbg !194

48:                                               ; preds = %1
    #dbg_value(ptr undef, !181, !DIExpression(), !183)
  %49 = load i32, ptr @cleanups_run, align 4, !dbg !185
  %50 = add nsw i32 %49, 10, !dbg !185
    #dbg_value(ptr undef, !186, !DIExpression(), !192)
  br label %51, !dbg !197

51:                                               ; preds = %48, %39
  %52 = phi i32 [ %47, %39 ], [ %50, %48 ], !dbg !198
  %53 = phi i32 [ %45, %39 ], [ -1, %48 ]
  store i32 %52, ptr @cleanups_run, align 4, !dbg !198
    #dbg_value(ptr null, !154, !DIExpression(), !161)
  ret i32 %53, !dbg !198

54:                                               ; preds = %38
  %55 = cleanuppad within none [], !dbg !198
    #dbg_value(ptr undef, !181, !DIExpression(), !199)
  %56 = load i32, ptr @cleanups_run, align 4, !dbg !201
  %57 = add nsw i32 %56, 10, !dbg !201
  store i32 %57, ptr @cleanups_run, align 4, !dbg !201
    #dbg_value(ptr undef, !186, !DIExpression(), !202)
  call void @free(ptr noundef nonnull %3) [ "funclet"(token %55) ], !dbg !204
  %58 = add nsw i32 %56, 11, !dbg !204
  store i32 %58, ptr @cleanups_run, align 4, !dbg !204
    #dbg_value(ptr null, !154, !DIExpression(), !161)
  cleanupret from %55 unwind to caller, !dbg !198
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
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
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
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
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 32)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 52, size: 64, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !30, file: !3, line: 52, baseType: !29, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !30, file: !3, line: 52, baseType: !20, size: 32, offset: 32)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 256, elements: !35)
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
!58 = !{i32 1, !"NumRegisterParameters", i32 0}
!59 = !{i32 2, !"CodeView", i32 1}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 2}
!62 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
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
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
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
!168 = !DILocation(line: 27, scope: !149)
!169 = !DILocation(line: 28, scope: !149)
!170 = distinct !{!170, !165, !165, !112}
!171 = !DILocation(line: 28, scope: !172)
!172 = distinct !DILexicalBlock(scope: !149, file: !3, line: 28)
!173 = !DILocation(line: 0, scope: !160)
!174 = !DILocation(line: 31, scope: !160)
!175 = !DILocation(line: 20, scope: !176, inlinedAt: !182)
!176 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !177, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !180)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!180 = !{!181}
!181 = !DILocalVariable(name: "p", arg: 1, scope: !176, file: !3, line: 20, type: !179)
!182 = distinct !DILocation(line: 32, scope: !160)
!183 = !DILocation(line: 0, scope: !176, inlinedAt: !184)
!184 = distinct !DILocation(line: 34, scope: !149)
!185 = !DILocation(line: 20, scope: !176, inlinedAt: !184)
!186 = !DILocalVariable(name: "p", arg: 1, scope: !187, file: !3, line: 16, type: !190)
!187 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !188, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !191)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 32)
!191 = !{!186}
!192 = !DILocation(line: 0, scope: !187, inlinedAt: !193)
!193 = distinct !DILocation(line: 34, scope: !149)
!194 = !DILocation(line: 17, scope: !195, inlinedAt: !193)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 17)
!196 = distinct !DILexicalBlock(scope: !187, file: !3, line: 17)
!197 = !DILocation(line: 17, scope: !187, inlinedAt: !193)
!198 = !DILocation(line: 34, scope: !149)
!199 = !DILocation(line: 0, scope: !176, inlinedAt: !200)
!200 = distinct !DILocation(line: 34, scope: !149)
!201 = !DILocation(line: 20, scope: !176, inlinedAt: !200)
!202 = !DILocation(line: 0, scope: !187, inlinedAt: !203)
!203 = distinct !DILocation(line: 34, scope: !149)
!204 = !DILocation(line: 17, scope: !195, inlinedAt: !203)
