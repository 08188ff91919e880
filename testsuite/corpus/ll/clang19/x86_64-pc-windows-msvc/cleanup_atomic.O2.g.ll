; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Node = type { ptr, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1, !dbg !8
@wide_counter = internal global i64 0, align 8, !dbg !42
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1, !dbg !13
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !15
@head = internal global ptr null, align 8, !dbg !45
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1, !dbg !37
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
  %3 = load i32, ptr @cleanups_run, align 4, !dbg !69
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !69
  %5 = load i64, ptr @wide_counter, align 8, !dbg !70
    #dbg_value(i32 0, !71, !DIExpression(), !77)
  %6 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4, !dbg !79
  %7 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4, !dbg !80
  %8 = atomicrmw or ptr @counter, i32 256 monotonic, align 4, !dbg !81
  %9 = atomicrmw and ptr @counter, i32 511 release, align 4, !dbg !82
  %10 = atomicrmw xor ptr @counter, i32 3 acquire, align 4, !dbg !83
  %11 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !84
    #dbg_value(i32 %11, !71, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !77)
  %12 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4, !dbg !85
  %13 = or i32 %12, -16, !dbg !85
  %14 = sub i32 %11, %13, !dbg !85
    #dbg_value(i32 %14, !71, !DIExpression(), !77)
  %15 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !86
    #dbg_value(i32 %14, !74, !DIExpression(), !77)
    #dbg_value(i32 7, !75, !DIExpression(), !77)
  %16 = cmpxchg ptr @counter, i32 %14, i32 7 seq_cst seq_cst, align 4, !dbg !87
    #dbg_value(i32 poison, !74, !DIExpression(), !77)
    #dbg_value(i1 poison, !76, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !77)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !77)
  %17 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4, !dbg !88
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !77)
  %18 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4, !dbg !89
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !77)
  %19 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !90
    #dbg_value(!DIArgList(i32 poison, i32 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !77)
  %20 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !91
    #dbg_value(!DIArgList(i32 poison, i1 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !77)
  %21 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4, !dbg !92
    #dbg_value(!DIArgList(i32 poison, i32 poison, i1 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !77)
  store atomic i32 0, ptr @counter release, align 4, !dbg !93
  fence seq_cst, !dbg !94
  %22 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4, !dbg !95
  %23 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4, !dbg !96
  %24 = load atomic i32, ptr @c11_counter seq_cst, align 4, !dbg !97
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i1 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !77)
  %25 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1, !dbg !98
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !77)
  store atomic i8 0, ptr @flag seq_cst, align 1, !dbg !99
  fence seq_cst, !dbg !100
  fence syncscope("singlethread") acquire, !dbg !101
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !77)
    #dbg_value(ptr @lock_word, !102, !DIExpression(), !108)
  %26 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !110
  %27 = icmp eq i32 %26, 0, !dbg !110
  br i1 %27, label %35, label %28, !dbg !110

28:                                               ; preds = %0, %31
  %29 = load atomic volatile i32, ptr @lock_word monotonic, align 4, !dbg !111
  %30 = icmp eq i32 %29, 0, !dbg !111
  br i1 %30, label %32, label %31, !dbg !111

31:                                               ; preds = %28, %32
  br label %28, !dbg !111, !llvm.loop !112

32:                                               ; preds = %28
  %33 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4, !dbg !110
  %34 = icmp eq i32 %33, 0, !dbg !110
  br i1 %34, label %35, label %31, !dbg !110

35:                                               ; preds = %32, %0
  %36 = extractvalue { i32, i1 } %16, 1, !dbg !87
    #dbg_value(i1 %36, !76, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !77)
  %37 = select i1 %36, i32 1000, i32 0, !dbg !87
  %38 = extractvalue { i32, i1 } %16, 0
    #dbg_value(i32 %38, !74, !DIExpression(), !77)
    #dbg_value(i32 poison, !71, !DIExpression(), !77)
  %39 = extractvalue { i32, i1 } %19, 0, !dbg !90
  %40 = extractvalue { i32, i1 } %20, 1, !dbg !91
    #dbg_value(!DIArgList(i32 poison, i8 poison, i32 poison, i32 poison, i1 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !77)
  %41 = zext i1 %40 to i32, !dbg !91
    #dbg_value(!DIArgList(i32 poison, i8 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !77)
  %42 = icmp ne i8 %25, 0, !dbg !98
    #dbg_value(!DIArgList(i32 poison, i1 poison), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !77)
  %43 = zext i1 %42 to i32, !dbg !98
    #dbg_value(i32 %53, !71, !DIExpression(), !77)
  %44 = load volatile i32, ptr @lock_word, align 4, !dbg !114
  %45 = add i32 %38, %14, !dbg !88
  %46 = add i32 %45, %17, !dbg !89
  %47 = add i32 %46, %18, !dbg !89
  %48 = add i32 %47, %37, !dbg !90
  %49 = add i32 %48, %39, !dbg !91
  %50 = add i32 %49, %21, !dbg !92
  %51 = add i32 %50, %41, !dbg !97
  %52 = add i32 %51, %24, !dbg !98
  %53 = add i32 %52, %43, !dbg !115
  %54 = add nsw i32 %53, %44, !dbg !114
    #dbg_value(i32 %54, !71, !DIExpression(), !77)
    #dbg_value(ptr @lock_word, !116, !DIExpression(), !119)
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !121, !srcloc !122
  store atomic volatile i32 0, ptr @lock_word release, align 4, !dbg !123
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 noundef %54, i64 noundef %5), !dbg !70
    #dbg_value(i64 0, !24, !DIExpression(), !124)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 8), align 8, !dbg !125
    #dbg_value(ptr @main.nodes, !128, !DIExpression(), !134)
  %56 = load atomic i64, ptr @head monotonic, align 8, !dbg !136
    #dbg_value(i64 %56, !133, !DIExpression(), !134)
  br label %57, !dbg !137

57:                                               ; preds = %57, %35
  %58 = phi i64 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to ptr, !dbg !136
    #dbg_value(ptr %59, !133, !DIExpression(), !134)
  store ptr %59, ptr @main.nodes, align 16, !dbg !138
  %60 = cmpxchg weak ptr @head, i64 %58, i64 ptrtoint (ptr @main.nodes to i64) release monotonic, align 8, !dbg !140
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !140
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !140
    #dbg_value(ptr poison, !133, !DIExpression(), !134)
  br i1 %61, label %63, label %57, !dbg !140, !llvm.loop !141

63:                                               ; preds = %57
    #dbg_value(i64 1, !24, !DIExpression(), !124)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 24), align 8, !dbg !125
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), !128, !DIExpression(), !134)
  %64 = load atomic i64, ptr @head monotonic, align 8, !dbg !136
    #dbg_value(i64 %64, !133, !DIExpression(), !134)
  br label %65, !dbg !137

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to ptr, !dbg !136
    #dbg_value(ptr %67, !133, !DIExpression(), !134)
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), align 16, !dbg !138
  %68 = cmpxchg weak ptr @head, i64 %66, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16) to i64) release monotonic, align 8, !dbg !140
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !140
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !140
    #dbg_value(ptr poison, !133, !DIExpression(), !134)
  br i1 %69, label %71, label %65, !dbg !140, !llvm.loop !141

71:                                               ; preds = %65
    #dbg_value(i64 2, !24, !DIExpression(), !124)
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 40), align 8, !dbg !125
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), !128, !DIExpression(), !134)
  %72 = load atomic i64, ptr @head monotonic, align 8, !dbg !136
    #dbg_value(i64 %72, !133, !DIExpression(), !134)
  br label %73, !dbg !137

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to ptr, !dbg !136
    #dbg_value(ptr %75, !133, !DIExpression(), !134)
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), align 16, !dbg !138
  %76 = cmpxchg weak ptr @head, i64 %74, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32) to i64) release monotonic, align 8, !dbg !140
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !140
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !140
    #dbg_value(ptr poison, !133, !DIExpression(), !134)
  br i1 %77, label %79, label %73, !dbg !140, !llvm.loop !141

79:                                               ; preds = %73
    #dbg_value(i64 3, !24, !DIExpression(), !124)
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 56), align 8, !dbg !125
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), !128, !DIExpression(), !134)
  %80 = load atomic i64, ptr @head monotonic, align 8, !dbg !136
    #dbg_value(i64 %80, !133, !DIExpression(), !134)
  br label %81, !dbg !137

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to ptr, !dbg !136
    #dbg_value(ptr %83, !133, !DIExpression(), !134)
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), align 16, !dbg !138
  %84 = cmpxchg weak ptr @head, i64 %82, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48) to i64) release monotonic, align 8, !dbg !140
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !140
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !140
    #dbg_value(ptr poison, !133, !DIExpression(), !134)
  br i1 %85, label %87, label %81, !dbg !140, !llvm.loop !141

87:                                               ; preds = %81
    #dbg_value(i64 4, !24, !DIExpression(), !124)
  %88 = load ptr, ptr @head, align 8, !dbg !143
  %89 = icmp eq ptr %88, null, !dbg !143
  br i1 %89, label %90, label %93, !dbg !143

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !67
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 noundef %91), !dbg !144
  ret i32 0, !dbg !145

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
    #dbg_value(i32 %95, !26, !DIExpression(), !67)
  %96 = mul nsw i32 %95, 10, !dbg !146
  %97 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !146
  %98 = load i32, ptr %97, align 8, !dbg !146
  %99 = add nsw i32 %98, %96, !dbg !146
    #dbg_value(i32 %99, !26, !DIExpression(), !67)
    #dbg_value(ptr poison, !27, !DIExpression(), !148)
  %100 = load ptr, ptr %94, align 8, !dbg !143
    #dbg_value(ptr %100, !27, !DIExpression(), !148)
  %101 = icmp eq ptr %100, null, !dbg !143
  br i1 %101, label %90, label %93, !dbg !143, !llvm.loop !149
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !150 {
    #dbg_value(i32 %0, !154, !DIExpression(), !162)
  %2 = zext i32 %0 to i64, !dbg !163
  %3 = add nuw nsw i64 %2, 1, !dbg !163
  %4 = tail call ptr @malloc(i64 noundef %3) #6, !dbg !163
    #dbg_value(ptr %4, !155, !DIExpression(), !162)
    #dbg_value(i32 10, !157, !DIExpression(), !162)
  %5 = icmp eq ptr %4, null, !dbg !164
  br i1 %5, label %72, label %6, !dbg !164

6:                                                ; preds = %1
    #dbg_value(i32 0, !158, !DIExpression(), !165)
  %7 = icmp sgt i32 %0, 0, !dbg !166
  br i1 %7, label %8, label %50, !dbg !166

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 8, !dbg !166
  br i1 %9, label %29, label %10, !dbg !166

10:                                               ; preds = %8
  %11 = icmp ult i32 %0, 16, !dbg !166
  br i1 %11, label %31, label %12, !dbg !166

12:                                               ; preds = %10
  %13 = and i64 %2, 2147483632, !dbg !166
  br label %14, !dbg !166

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %21, %14 ], !dbg !167
  %16 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %12 ], [ %22, %14 ], !dbg !167
  %17 = urem <16 x i32> %16, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !167
  %18 = trunc nuw nsw <16 x i32> %17 to <16 x i8>, !dbg !167
  %19 = add nuw nsw <16 x i8> %18, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !167
  %20 = getelementptr inbounds i8, ptr %4, i64 %15, !dbg !167
  store <16 x i8> %19, ptr %20, align 1, !dbg !167
  %21 = add nuw i64 %15, 16, !dbg !167
  %22 = add <16 x i32> %16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !167
  %23 = icmp eq i64 %21, %13, !dbg !167
  br i1 %23, label %24, label %14, !dbg !167, !llvm.loop !169

24:                                               ; preds = %14
  %25 = icmp eq i64 %13, %2, !dbg !166
  br i1 %25, label %50, label %26, !dbg !166

26:                                               ; preds = %24
  %27 = and i64 %2, 8, !dbg !166
  %28 = icmp eq i64 %27, 0, !dbg !166
  br i1 %28, label %29, label %31, !dbg !166

29:                                               ; preds = %48, %8, %26
  %30 = phi i64 [ 0, %8 ], [ %13, %26 ], [ %33, %48 ]
  br label %53, !dbg !166

31:                                               ; preds = %10, %26
  %32 = phi i64 [ %13, %26 ], [ 0, %10 ]
  %33 = and i64 %2, 2147483640, !dbg !166
  %34 = trunc nuw nsw i64 %32 to i32, !dbg !166
  %35 = insertelement <8 x i32> poison, i32 %34, i64 0, !dbg !166
  %36 = shufflevector <8 x i32> %35, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !166
  %37 = or disjoint <8 x i32> %36, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !166
  br label %38, !dbg !166

38:                                               ; preds = %38, %31
  %39 = phi i64 [ %32, %31 ], [ %45, %38 ], !dbg !167
  %40 = phi <8 x i32> [ %37, %31 ], [ %46, %38 ], !dbg !167
  %41 = urem <8 x i32> %40, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !167
  %42 = trunc nuw nsw <8 x i32> %41 to <8 x i8>, !dbg !167
  %43 = add nuw nsw <8 x i8> %42, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !167
  %44 = getelementptr inbounds i8, ptr %4, i64 %39, !dbg !167
  store <8 x i8> %43, ptr %44, align 1, !dbg !167
  %45 = add nuw i64 %39, 8, !dbg !167
  %46 = add <8 x i32> %40, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, !dbg !167
  %47 = icmp eq i64 %45, %33, !dbg !167
  br i1 %47, label %48, label %38, !dbg !167, !llvm.loop !172

48:                                               ; preds = %38
  %49 = icmp eq i64 %33, %2, !dbg !166
  br i1 %49, label %50, label %29, !dbg !166

50:                                               ; preds = %53, %24, %48, %6
  %51 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !173
  store i8 0, ptr %51, align 1, !dbg !173
  %52 = icmp eq ptr @maybe_unwind, null, !dbg !174
  br i1 %52, label %63, label %62, !dbg !174

53:                                               ; preds = %29, %53
  %54 = phi i64 [ %60, %53 ], [ %30, %29 ]
    #dbg_value(i64 %54, !158, !DIExpression(), !165)
  %55 = trunc nuw nsw i64 %54 to i32, !dbg !167
  %56 = urem i32 %55, 26, !dbg !167
  %57 = trunc nuw nsw i32 %56 to i8, !dbg !167
  %58 = add nuw nsw i8 %57, 97, !dbg !167
  %59 = getelementptr inbounds i8, ptr %4, i64 %54, !dbg !167
  store i8 %58, ptr %59, align 1, !dbg !167
  %60 = add nuw nsw i64 %54, 1, !dbg !167
    #dbg_value(i64 %60, !158, !DIExpression(), !165)
  %61 = icmp eq i64 %60, %2, !dbg !166
  br i1 %61, label %50, label %53, !dbg !166, !llvm.loop !175

62:                                               ; preds = %50
  invoke void @maybe_unwind(i32 noundef %0)
          to label %63 unwind label %78, !dbg !176

63:                                               ; preds = %62, %50
    #dbg_value(i32 100, !160, !DIExpression(), !178)
  %64 = icmp slt i32 %0, 4, !dbg !179
  %65 = select i1 %64, i64 0, i64 3, !dbg !179
  %66 = getelementptr inbounds i8, ptr %4, i64 %65, !dbg !179
  %67 = load i8, ptr %66, align 1, !dbg !162
  %68 = load i32, ptr @cleanups_run, align 4, !dbg !180
  %69 = sext i8 %67 to i32, !dbg !162
    #dbg_value(ptr undef, !186, !DIExpression(), !188)
  %70 = add nsw i32 %68, 110, !dbg !190
  store i32 %70, ptr @cleanups_run, align 4, !dbg !190
    #dbg_value(ptr undef, !191, !DIExpression(), !197)
  tail call void @free(ptr noundef nonnull %4), !dbg !199
  %71 = add nsw i32 %68, 111, !dbg !199
  br label %75, !dbg !199

72:                                               ; preds = %1
    #dbg_value(ptr undef, !186, !DIExpression(), !188)
  %73 = load i32, ptr @cleanups_run, align 4, !dbg !190
  %74 = add nsw i32 %73, 10, !dbg !190
    #dbg_value(ptr undef, !191, !DIExpression(), !197)
  br label %75, !dbg !202

75:                                               ; preds = %72, %63
  %76 = phi i32 [ %71, %63 ], [ %74, %72 ], !dbg !203
  %77 = phi i32 [ %69, %63 ], [ -1, %72 ]
  store i32 %76, ptr @cleanups_run, align 4, !dbg !203
    #dbg_value(ptr null, !155, !DIExpression(), !162)
  ret i32 %77, !dbg !203

78:                                               ; preds = %62
  %79 = cleanuppad within none [], !dbg !203
    #dbg_value(ptr undef, !186, !DIExpression(), !204)
  %80 = load i32, ptr @cleanups_run, align 4, !dbg !206
  %81 = add nsw i32 %80, 10, !dbg !206
  store i32 %81, ptr @cleanups_run, align 4, !dbg !206
    #dbg_value(ptr undef, !191, !DIExpression(), !207)
  call void @free(ptr noundef nonnull %4) [ "funclet"(token %79) ], !dbg !209
  %82 = add nsw i32 %80, 11, !dbg !209
  store i32 %82, ptr @cleanups_run, align 4, !dbg !209
    #dbg_value(ptr null, !155, !DIExpression(), !162)
  cleanupret from %79 unwind to caller, !dbg !203
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

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
!63 = !{i32 1, !"MaxTLSAlign", i32 65536}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = !DILocation(line: 102, scope: !17)
!67 = !DILocation(line: 0, scope: !17)
!68 = !DILocation(line: 103, scope: !17)
!69 = !DILocation(line: 104, scope: !17)
!70 = !DILocation(line: 105, scope: !17)
!71 = !DILocalVariable(name: "r", scope: !72, file: !3, line: 63, type: !20)
!72 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !18, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!73 = !{!71, !74, !75, !76}
!74 = !DILocalVariable(name: "expected", scope: !72, file: !3, line: 73, type: !20)
!75 = !DILocalVariable(name: "desired", scope: !72, file: !3, line: 73, type: !20)
!76 = !DILocalVariable(name: "ok", scope: !72, file: !3, line: 74, type: !20)
!77 = !DILocation(line: 0, scope: !72, inlinedAt: !78)
!78 = distinct !DILocation(line: 105, scope: !17)
!79 = !DILocation(line: 64, scope: !72, inlinedAt: !78)
!80 = !DILocation(line: 65, scope: !72, inlinedAt: !78)
!81 = !DILocation(line: 66, scope: !72, inlinedAt: !78)
!82 = !DILocation(line: 67, scope: !72, inlinedAt: !78)
!83 = !DILocation(line: 68, scope: !72, inlinedAt: !78)
!84 = !DILocation(line: 69, scope: !72, inlinedAt: !78)
!85 = !DILocation(line: 70, scope: !72, inlinedAt: !78)
!86 = !DILocation(line: 71, scope: !72, inlinedAt: !78)
!87 = !DILocation(line: 74, scope: !72, inlinedAt: !78)
!88 = !DILocation(line: 77, scope: !72, inlinedAt: !78)
!89 = !DILocation(line: 78, scope: !72, inlinedAt: !78)
!90 = !DILocation(line: 79, scope: !72, inlinedAt: !78)
!91 = !DILocation(line: 80, scope: !72, inlinedAt: !78)
!92 = !DILocation(line: 81, scope: !72, inlinedAt: !78)
!93 = !DILocation(line: 82, scope: !72, inlinedAt: !78)
!94 = !DILocation(line: 83, scope: !72, inlinedAt: !78)
!95 = !DILocation(line: 85, scope: !72, inlinedAt: !78)
!96 = !DILocation(line: 86, scope: !72, inlinedAt: !78)
!97 = !DILocation(line: 87, scope: !72, inlinedAt: !78)
!98 = !DILocation(line: 89, scope: !72, inlinedAt: !78)
!99 = !DILocation(line: 90, scope: !72, inlinedAt: !78)
!100 = !DILocation(line: 91, scope: !72, inlinedAt: !78)
!101 = !DILocation(line: 92, scope: !72, inlinedAt: !78)
!102 = !DILocalVariable(name: "l", arg: 1, scope: !103, file: !3, line: 43, type: !106)
!103 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !104, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!107 = !{!102}
!108 = !DILocation(line: 0, scope: !103, inlinedAt: !109)
!109 = distinct !DILocation(line: 95, scope: !72, inlinedAt: !78)
!110 = !DILocation(line: 44, scope: !103, inlinedAt: !109)
!111 = !DILocation(line: 45, scope: !103, inlinedAt: !109)
!112 = distinct !{!112, !110, !111, !113}
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 96, scope: !72, inlinedAt: !78)
!115 = !DILocation(line: 93, scope: !72, inlinedAt: !78)
!116 = !DILocalVariable(name: "l", arg: 1, scope: !117, file: !3, line: 47, type: !106)
!117 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !104, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!118 = !{!116}
!119 = !DILocation(line: 0, scope: !117, inlinedAt: !120)
!120 = distinct !DILocation(line: 97, scope: !72, inlinedAt: !78)
!121 = !DILocation(line: 48, scope: !117, inlinedAt: !120)
!122 = !{i64 1594}
!123 = !DILocation(line: 49, scope: !117, inlinedAt: !120)
!124 = !DILocation(line: 0, scope: !25)
!125 = !DILocation(line: 108, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 108)
!127 = distinct !DILexicalBlock(scope: !25, file: !3, line: 108)
!128 = !DILocalVariable(name: "n", arg: 1, scope: !129, file: !3, line: 55, type: !29)
!129 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !130, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !29}
!132 = !{!128, !133}
!133 = !DILocalVariable(name: "old", scope: !129, file: !3, line: 56, type: !29)
!134 = !DILocation(line: 0, scope: !129, inlinedAt: !135)
!135 = distinct !DILocation(line: 108, scope: !126)
!136 = !DILocation(line: 56, scope: !129, inlinedAt: !135)
!137 = !DILocation(line: 57, scope: !129, inlinedAt: !135)
!138 = !DILocation(line: 58, scope: !139, inlinedAt: !135)
!139 = distinct !DILexicalBlock(scope: !129, file: !3, line: 57)
!140 = !DILocation(line: 59, scope: !139, inlinedAt: !135)
!141 = distinct !{!141, !137, !142, !113}
!142 = !DILocation(line: 59, scope: !129, inlinedAt: !135)
!143 = !DILocation(line: 110, scope: !28)
!144 = !DILocation(line: 111, scope: !17)
!145 = !DILocation(line: 112, scope: !17)
!146 = !DILocation(line: 110, scope: !147)
!147 = distinct !DILexicalBlock(scope: !28, file: !3, line: 110)
!148 = !DILocation(line: 0, scope: !28)
!149 = distinct !{!149, !143, !143, !113}
!150 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !151, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!20, !20}
!153 = !{!154, !155, !157, !158, !160}
!154 = !DILocalVariable(name: "n", arg: 1, scope: !150, file: !3, line: 22, type: !20)
!155 = !DILocalVariable(name: "buf", scope: !150, file: !3, line: 23, type: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!157 = !DILocalVariable(name: "token", scope: !150, file: !3, line: 24, type: !20)
!158 = !DILocalVariable(name: "i", scope: !159, file: !3, line: 26, type: !20)
!159 = distinct !DILexicalBlock(scope: !150, file: !3, line: 26)
!160 = !DILocalVariable(name: "inner", scope: !161, file: !3, line: 30, type: !20)
!161 = distinct !DILexicalBlock(scope: !150, file: !3, line: 29)
!162 = !DILocation(line: 0, scope: !150)
!163 = !DILocation(line: 23, scope: !150)
!164 = !DILocation(line: 25, scope: !150)
!165 = !DILocation(line: 0, scope: !159)
!166 = !DILocation(line: 26, scope: !159)
!167 = !DILocation(line: 26, scope: !168)
!168 = distinct !DILexicalBlock(scope: !159, file: !3, line: 26)
!169 = distinct !{!169, !166, !166, !113, !170, !171}
!170 = !{!"llvm.loop.isvectorized", i32 1}
!171 = !{!"llvm.loop.unroll.runtime.disable"}
!172 = distinct !{!172, !166, !166, !113, !170, !171}
!173 = !DILocation(line: 27, scope: !150)
!174 = !DILocation(line: 28, scope: !150)
!175 = distinct !{!175, !166, !166, !113, !171, !170}
!176 = !DILocation(line: 28, scope: !177)
!177 = distinct !DILexicalBlock(scope: !150, file: !3, line: 28)
!178 = !DILocation(line: 0, scope: !161)
!179 = !DILocation(line: 31, scope: !161)
!180 = !DILocation(line: 20, scope: !181, inlinedAt: !187)
!181 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !182, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !185)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !184}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!185 = !{!186}
!186 = !DILocalVariable(name: "p", arg: 1, scope: !181, file: !3, line: 20, type: !184)
!187 = distinct !DILocation(line: 32, scope: !161)
!188 = !DILocation(line: 0, scope: !181, inlinedAt: !189)
!189 = distinct !DILocation(line: 34, scope: !150)
!190 = !DILocation(line: 20, scope: !181, inlinedAt: !189)
!191 = !DILocalVariable(name: "p", arg: 1, scope: !192, file: !3, line: 16, type: !195)
!192 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !193, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !196)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!196 = !{!191}
!197 = !DILocation(line: 0, scope: !192, inlinedAt: !198)
!198 = distinct !DILocation(line: 34, scope: !150)
!199 = !DILocation(line: 17, scope: !200, inlinedAt: !198)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 17)
!201 = distinct !DILexicalBlock(scope: !192, file: !3, line: 17)
!202 = !DILocation(line: 17, scope: !192, inlinedAt: !198)
!203 = !DILocation(line: 34, scope: !150)
!204 = !DILocation(line: 0, scope: !181, inlinedAt: !205)
!205 = distinct !DILocation(line: 34, scope: !150)
!206 = !DILocation(line: 20, scope: !181, inlinedAt: !205)
!207 = !DILocation(line: 0, scope: !192, inlinedAt: !208)
!208 = distinct !DILocation(line: 34, scope: !150)
!209 = !DILocation(line: 17, scope: !200, inlinedAt: !208)
