; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !30
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 8, !dbg !8
@head = internal global %struct.Node* null, align 8, !dbg !33
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4, !dbg !35
@c11_counter = internal global i32 0, align 4, !dbg !37
@flag = internal global i8 0, align 1, !dbg !40
@lock_word = internal global i32 0, align 4, !dbg !43

; Function Attrs: uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = tail call fastcc signext i32 @with_cleanups(i32 noundef signext 2), !dbg !53
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !54
  %2 = tail call fastcc signext i32 @with_cleanups(i32 noundef signext 8), !dbg !55
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !54
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !56, !tbaa !57
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3), !dbg !61
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !68
  %5 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !70
  %6 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !71
  %7 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !72
  %8 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !73
  %9 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !74
  %10 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !75
  call void @llvm.dbg.value(metadata i32 %10, metadata !62, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %11 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !76
  %12 = or i32 %11, -16, !dbg !77
  %13 = sub i32 %10, %12, !dbg !77
  call void @llvm.dbg.value(metadata i32 %13, metadata !62, metadata !DIExpression()), !dbg !68
  %14 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !78
  call void @llvm.dbg.value(metadata i32 %13, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 7, metadata !66, metadata !DIExpression()), !dbg !68
  %15 = cmpxchg i32* @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !79
  call void @llvm.dbg.value(metadata i32 undef, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i1 undef, metadata !67, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !68
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %16 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %17 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %18 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %19 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %20 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  store atomic i32 0, i32* @counter release, align 4, !dbg !85
  fence seq_cst, !dbg !86
  %21 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !87
  %22 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !88
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !89, !tbaa !90
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %24 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !91
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !92
  fence seq_cst, !dbg !93
  fence syncscope("singlethread") acquire, !dbg !94
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !95, metadata !DIExpression()), !dbg !101
  %25 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !103
  %26 = icmp eq i32 %25, 0, !dbg !104
  br i1 %26, label %34, label %30, !dbg !104

27:                                               ; preds = %30
  %28 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !103
  %29 = icmp eq i32 %28, 0, !dbg !104
  br i1 %29, label %34, label %33, !dbg !104

30:                                               ; preds = %0, %33
  %31 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !105
  %32 = icmp eq i32 %31, 0, !dbg !106
  br i1 %32, label %27, label %33, !dbg !106

33:                                               ; preds = %30, %27
  br label %30, !dbg !105, !llvm.loop !107

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !79
  call void @llvm.dbg.value(metadata i1 %35, metadata !67, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !68
  %36 = select i1 %35, i32 1000, i32 0, !dbg !79
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 %36, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %37 = extractvalue { i32, i1 } %15, 0
  call void @llvm.dbg.value(metadata i32 %37, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 %39, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %40 = zext i1 %39 to i32, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %41 = icmp ne i8 %24, 0, !dbg !91
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 %41, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %42 = zext i1 %41 to i32, !dbg !91
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !68
  %43 = load volatile i32, i32* @lock_word, align 4, !dbg !110, !tbaa !57
  %44 = add i32 %37, %13, !dbg !111
  %45 = add i32 %44, %16, !dbg !81
  %46 = add i32 %45, %17, !dbg !112
  %47 = add i32 %46, %36, !dbg !113
  %48 = add i32 %47, %38, !dbg !114
  %49 = add i32 %48, %20, !dbg !115
  %50 = add i32 %49, %40, !dbg !116
  %51 = add i32 %50, %23, !dbg !117
  %52 = add i32 %51, %42, !dbg !118
  %53 = add i32 %52, %43, !dbg !119
  call void @llvm.dbg.value(metadata i32 %53, metadata !62, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !120, metadata !DIExpression()) #6, !dbg !123
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !125, !srcloc !126
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !127
  %54 = load i64, i64* @wide_counter, align 8, !dbg !128, !tbaa !129
  %55 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %53, i64 noundef %54), !dbg !131
  call void @llvm.dbg.value(metadata i64 0, metadata !17, metadata !DIExpression()), !dbg !132
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !dbg !133, !tbaa !136
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !139
  call void @llvm.dbg.value(metadata i64 %56, metadata !145, metadata !DIExpression()), !dbg !147
  br label %57, !dbg !148

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*, !dbg !149
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !145, metadata !DIExpression()), !dbg !147
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 8, !dbg !150, !tbaa !152
  %60 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %58, i64 ptrtoint ([4 x %struct.Node]* @main.nodes to i64) release monotonic, align 8, !dbg !153
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !153
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !145, metadata !DIExpression()), !dbg !147
  br i1 %61, label %63, label %57, !dbg !154, !llvm.loop !155

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i64 1, metadata !17, metadata !DIExpression()), !dbg !132
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 1), align 8, !dbg !133, !tbaa !136
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1), metadata !144, metadata !DIExpression()), !dbg !147
  %64 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !139
  call void @llvm.dbg.value(metadata i64 %64, metadata !145, metadata !DIExpression()), !dbg !147
  br label %65, !dbg !148

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to %struct.Node*, !dbg !149
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !145, metadata !DIExpression()), !dbg !147
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 8, !dbg !150, !tbaa !152
  %68 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %66, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1) to i64) release monotonic, align 8, !dbg !153
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !153
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !145, metadata !DIExpression()), !dbg !147
  br i1 %69, label %71, label %65, !dbg !154, !llvm.loop !155

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i64 2, metadata !17, metadata !DIExpression()), !dbg !132
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 1), align 8, !dbg !133, !tbaa !136
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2), metadata !144, metadata !DIExpression()), !dbg !147
  %72 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !139
  call void @llvm.dbg.value(metadata i64 %72, metadata !145, metadata !DIExpression()), !dbg !147
  br label %73, !dbg !148

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to %struct.Node*, !dbg !149
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !145, metadata !DIExpression()), !dbg !147
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 8, !dbg !150, !tbaa !152
  %76 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %74, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2) to i64) release monotonic, align 8, !dbg !153
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !153
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !145, metadata !DIExpression()), !dbg !147
  br i1 %77, label %79, label %73, !dbg !154, !llvm.loop !155

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i64 3, metadata !17, metadata !DIExpression()), !dbg !132
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 1), align 8, !dbg !133, !tbaa !136
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3), metadata !144, metadata !DIExpression()), !dbg !147
  %80 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !139
  call void @llvm.dbg.value(metadata i64 %80, metadata !145, metadata !DIExpression()), !dbg !147
  br label %81, !dbg !148

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to %struct.Node*, !dbg !149
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !145, metadata !DIExpression()), !dbg !147
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 8, !dbg !150, !tbaa !152
  %84 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %82, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3) to i64) release monotonic, align 8, !dbg !153
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !153
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !145, metadata !DIExpression()), !dbg !147
  br i1 %85, label %87, label %81, !dbg !154, !llvm.loop !155

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i64 4, metadata !17, metadata !DIExpression()), !dbg !132
  %88 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !157, !tbaa !158
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !54
  %89 = icmp eq %struct.Node* %88, null, !dbg !159
  br i1 %89, label %90, label %93, !dbg !159

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !54
  %92 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %91), !dbg !160
  ret i32 0, !dbg !161

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !54
  %96 = mul nsw i32 %95, 10, !dbg !162
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 1, !dbg !164
  %98 = load i32, i32* %97, align 8, !dbg !164, !tbaa !136
  %99 = add nsw i32 %98, %96, !dbg !165
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !54
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 0, !dbg !166
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !157
  %101 = load %struct.Node*, %struct.Node** %100, align 8, !dbg !157, !tbaa !158
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !157
  %102 = icmp eq %struct.Node* %101, null, !dbg !159
  br i1 %102, label %90, label %93, !dbg !159, !llvm.loop !167
}

; Function Attrs: uwtable
define internal fastcc signext i32 @with_cleanups(i32 noundef signext %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !169 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !173, metadata !DIExpression()), !dbg !181
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1, !dbg !182
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !183
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 10, metadata !176, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %5 = icmp eq i8* %4, null, !dbg !184
  br i1 %5, label %31, label %6, !dbg !186

6:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !177, metadata !DIExpression()), !dbg !187
  %7 = icmp sgt i32 %0, 0, !dbg !188
  br i1 %7, label %8, label %34, !dbg !190

8:                                                ; preds = %6
  %9 = icmp eq i32 %0, 1, !dbg !190
  br i1 %9, label %29, label %10, !dbg !190

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967294, !dbg !190
  br label %12, !dbg !190

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %25, %12 ], !dbg !191
  %14 = or i64 %13, 1, !dbg !191
  %15 = trunc i64 %13 to i32, !dbg !191
  %16 = or i32 %15, 1, !dbg !191
  %17 = urem i32 %15, 26, !dbg !191
  %18 = urem i32 %16, 26, !dbg !191
  %19 = trunc i32 %17 to i8, !dbg !191
  %20 = trunc i32 %18 to i8, !dbg !191
  %21 = add nuw nsw i8 %19, 97, !dbg !191
  %22 = add nuw nsw i8 %20, 97, !dbg !191
  %23 = getelementptr inbounds i8, i8* %4, i64 %13, !dbg !191
  %24 = getelementptr inbounds i8, i8* %4, i64 %14, !dbg !191
  store i8 %21, i8* %23, align 1, !dbg !191, !tbaa !90
  store i8 %22, i8* %24, align 1, !dbg !191, !tbaa !90
  %25 = add nuw i64 %13, 2, !dbg !191
  %26 = icmp eq i64 %25, %11, !dbg !191
  br i1 %26, label %27, label %12, !dbg !191, !llvm.loop !192

27:                                               ; preds = %12
  %28 = icmp eq i64 %11, %2, !dbg !190
  br i1 %28, label %34, label %29, !dbg !190

29:                                               ; preds = %8, %27
  %30 = phi i64 [ 0, %8 ], [ %11, %27 ]
  br label %36, !dbg !190

31:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !201
  %32 = load i32, i32* @cleanups_run, align 4, !dbg !203, !tbaa !57
  %33 = add nsw i32 %32, 10, !dbg !203
  call void @llvm.dbg.value(metadata i8** undef, metadata !204, metadata !DIExpression()) #6, !dbg !210
  br label %63, !dbg !212

34:                                               ; preds = %36, %27, %6
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %35 = getelementptr inbounds i8, i8* %4, i64 %2, !dbg !213
  store i8 0, i8* %35, align 1, !dbg !214, !tbaa !90
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %45, label %46, !dbg !215

36:                                               ; preds = %29, %36
  %37 = phi i64 [ %43, %36 ], [ %30, %29 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !177, metadata !DIExpression()), !dbg !187
  %38 = trunc i64 %37 to i32, !dbg !216
  %39 = urem i32 %38, 26, !dbg !216
  %40 = trunc i32 %39 to i8, !dbg !217
  %41 = add nuw nsw i8 %40, 97, !dbg !217
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %42 = getelementptr inbounds i8, i8* %4, i64 %37, !dbg !218
  store i8 %41, i8* %42, align 1, !dbg !219, !tbaa !90
  %43 = add nuw nsw i64 %37, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %43, metadata !177, metadata !DIExpression()), !dbg !187
  %44 = icmp eq i64 %43, %2, !dbg !188
  br i1 %44, label %34, label %36, !dbg !190, !llvm.loop !220

45:                                               ; preds = %34
  invoke void @maybe_unwind(i32 noundef signext %0)
          to label %46 unwind label %66, !dbg !221

46:                                               ; preds = %45, %34
  call void @llvm.dbg.value(metadata i32 100, metadata !179, metadata !DIExpression()), !dbg !223
  %47 = icmp sgt i32 %0, 3, !dbg !224
  br i1 %47, label %48, label %53, !dbg !226

48:                                               ; preds = %46
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %49 = getelementptr inbounds i8, i8* %4, i64 3, !dbg !227
  %50 = load i8, i8* %49, align 1, !dbg !227, !tbaa !90
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !228
  %51 = load i32, i32* @cleanups_run, align 4, !dbg !230, !tbaa !57
  %52 = add nsw i32 %51, 100, !dbg !230
  store i32 %52, i32* @cleanups_run, align 4, !dbg !230, !tbaa !57
  br label %57

53:                                               ; preds = %46
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !228
  %54 = load i32, i32* @cleanups_run, align 4, !dbg !230, !tbaa !57
  %55 = add nsw i32 %54, 100, !dbg !230
  store i32 %55, i32* @cleanups_run, align 4, !dbg !230, !tbaa !57
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %56 = load i8, i8* %4, align 1, !dbg !231, !tbaa !90
  br label %57, !dbg !232

57:                                               ; preds = %53, %48
  %58 = phi i32 [ %55, %53 ], [ %52, %48 ], !dbg !203
  %59 = phi i8 [ %56, %53 ], [ %50, %48 ]
  %60 = zext i8 %59 to i32, !dbg !181
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !201
  %61 = add nsw i32 %58, 10, !dbg !203
  store i32 %61, i32* @cleanups_run, align 4, !dbg !203, !tbaa !57
  call void @llvm.dbg.value(metadata i8** undef, metadata !204, metadata !DIExpression()) #6, !dbg !210
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !233
  %62 = add nsw i32 %58, 11, !dbg !236
  br label %63, !dbg !237

63:                                               ; preds = %31, %57
  %64 = phi i32 [ %62, %57 ], [ %33, %31 ], !dbg !181
  %65 = phi i32 [ %60, %57 ], [ -1, %31 ]
  store i32 %64, i32* @cleanups_run, align 4, !dbg !181, !tbaa !57
  ret i32 %65, !dbg !238

66:                                               ; preds = %45
  %67 = landingpad { i8*, i32 }
          cleanup, !dbg !239
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !240
  %68 = load i32, i32* @cleanups_run, align 4, !dbg !242, !tbaa !57
  %69 = add nsw i32 %68, 10, !dbg !242
  store i32 %69, i32* @cleanups_run, align 4, !dbg !242, !tbaa !57
  call void @llvm.dbg.value(metadata i8** undef, metadata !204, metadata !DIExpression()) #6, !dbg !243
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !245
  %70 = add nsw i32 %68, 11, !dbg !246
  store i32 %70, i32* @cleanups_run, align 4, !dbg !246, !tbaa !57
  resume { i8*, i32 } %67, !dbg !238
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

declare !dbg !247 extern_weak void @maybe_unwind(i32 noundef signext) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{!8, !30, !33, !0, !35, !37, !40, !43}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "nodes", scope: !10, file: !3, line: 107, type: !27, isLocal: true, isDefinition: true)
!10 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !11, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17, !19, !20}
!15 = !DILocalVariable(name: "a", scope: !10, file: !3, line: 102, type: !13)
!16 = !DILocalVariable(name: "b", scope: !10, file: !3, line: 103, type: !13)
!17 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 108, type: !13)
!18 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108, column: 3)
!19 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!20 = !DILocalVariable(name: "n", scope: !21, file: !3, line: 110, type: !22)
!21 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110, column: 3)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 52, size: 128, elements: !24)
!24 = !{!25, !26}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !3, line: 52, baseType: !22, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !3, line: 52, baseType: !13, size: 32, offset: 64)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 512, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "wide_counter", scope: !2, file: !3, line: 38, type: !32, isLocal: true, isDefinition: true)
!32 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 53, type: !22, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 37, type: !13, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "c11_counter", scope: !2, file: !3, line: 39, type: !39, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !13)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 41, type: !42, isLocal: true, isDefinition: true)
!42 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "lock_word", scope: !2, file: !3, line: 40, type: !45, isLocal: true, isDefinition: true)
!45 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{!"Debian clang version 14.0.6"}
!53 = !DILocation(line: 102, column: 11, scope: !10)
!54 = !DILocation(line: 0, scope: !10)
!55 = !DILocation(line: 103, column: 11, scope: !10)
!56 = !DILocation(line: 104, column: 42, scope: !10)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 104, column: 3, scope: !10)
!62 = !DILocalVariable(name: "r", scope: !63, file: !3, line: 63, type: !13)
!63 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!64 = !{!62, !65, !66, !67}
!65 = !DILocalVariable(name: "expected", scope: !63, file: !3, line: 73, type: !13)
!66 = !DILocalVariable(name: "desired", scope: !63, file: !3, line: 73, type: !13)
!67 = !DILocalVariable(name: "ok", scope: !63, file: !3, line: 74, type: !13)
!68 = !DILocation(line: 0, scope: !63, inlinedAt: !69)
!69 = distinct !DILocation(line: 105, column: 36, scope: !10)
!70 = !DILocation(line: 64, column: 3, scope: !63, inlinedAt: !69)
!71 = !DILocation(line: 65, column: 3, scope: !63, inlinedAt: !69)
!72 = !DILocation(line: 66, column: 3, scope: !63, inlinedAt: !69)
!73 = !DILocation(line: 67, column: 3, scope: !63, inlinedAt: !69)
!74 = !DILocation(line: 68, column: 3, scope: !63, inlinedAt: !69)
!75 = !DILocation(line: 69, column: 8, scope: !63, inlinedAt: !69)
!76 = !DILocation(line: 70, column: 8, scope: !63, inlinedAt: !69)
!77 = !DILocation(line: 70, column: 5, scope: !63, inlinedAt: !69)
!78 = !DILocation(line: 71, column: 3, scope: !63, inlinedAt: !69)
!79 = !DILocation(line: 74, column: 12, scope: !63, inlinedAt: !69)
!80 = !DILocation(line: 77, column: 8, scope: !63, inlinedAt: !69)
!81 = !DILocation(line: 78, column: 8, scope: !63, inlinedAt: !69)
!82 = !DILocation(line: 79, column: 8, scope: !63, inlinedAt: !69)
!83 = !DILocation(line: 80, column: 8, scope: !63, inlinedAt: !69)
!84 = !DILocation(line: 81, column: 8, scope: !63, inlinedAt: !69)
!85 = !DILocation(line: 82, column: 3, scope: !63, inlinedAt: !69)
!86 = !DILocation(line: 83, column: 3, scope: !63, inlinedAt: !69)
!87 = !DILocation(line: 85, column: 15, scope: !63, inlinedAt: !69)
!88 = !DILocation(line: 86, column: 14, scope: !63, inlinedAt: !69)
!89 = !DILocation(line: 87, column: 8, scope: !63, inlinedAt: !69)
!90 = !{!59, !59, i64 0}
!91 = !DILocation(line: 89, column: 8, scope: !63, inlinedAt: !69)
!92 = !DILocation(line: 90, column: 3, scope: !63, inlinedAt: !69)
!93 = !DILocation(line: 91, column: 3, scope: !63, inlinedAt: !69)
!94 = !DILocation(line: 92, column: 3, scope: !63, inlinedAt: !69)
!95 = !DILocalVariable(name: "l", arg: 1, scope: !96, file: !3, line: 43, type: !99)
!96 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !97, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!100 = !{!95}
!101 = !DILocation(line: 0, scope: !96, inlinedAt: !102)
!102 = distinct !DILocation(line: 95, column: 3, scope: !63, inlinedAt: !69)
!103 = !DILocation(line: 44, column: 10, scope: !96, inlinedAt: !102)
!104 = !DILocation(line: 44, column: 3, scope: !96, inlinedAt: !102)
!105 = !DILocation(line: 45, column: 12, scope: !96, inlinedAt: !102)
!106 = !DILocation(line: 45, column: 5, scope: !96, inlinedAt: !102)
!107 = distinct !{!107, !104, !108, !109}
!108 = !DILocation(line: 45, column: 52, scope: !96, inlinedAt: !102)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !DILocation(line: 96, column: 8, scope: !63, inlinedAt: !69)
!111 = !DILocation(line: 77, column: 5, scope: !63, inlinedAt: !69)
!112 = !DILocation(line: 78, column: 5, scope: !63, inlinedAt: !69)
!113 = !DILocation(line: 79, column: 5, scope: !63, inlinedAt: !69)
!114 = !DILocation(line: 80, column: 5, scope: !63, inlinedAt: !69)
!115 = !DILocation(line: 81, column: 5, scope: !63, inlinedAt: !69)
!116 = !DILocation(line: 87, column: 5, scope: !63, inlinedAt: !69)
!117 = !DILocation(line: 89, column: 5, scope: !63, inlinedAt: !69)
!118 = !DILocation(line: 93, column: 5, scope: !63, inlinedAt: !69)
!119 = !DILocation(line: 96, column: 5, scope: !63, inlinedAt: !69)
!120 = !DILocalVariable(name: "l", arg: 1, scope: !121, file: !3, line: 47, type: !99)
!121 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !97, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!122 = !{!120}
!123 = !DILocation(line: 0, scope: !121, inlinedAt: !124)
!124 = distinct !DILocation(line: 97, column: 3, scope: !63, inlinedAt: !69)
!125 = !DILocation(line: 48, column: 3, scope: !121, inlinedAt: !124)
!126 = !{i64 1594}
!127 = !DILocation(line: 49, column: 3, scope: !121, inlinedAt: !124)
!128 = !DILocation(line: 105, column: 52, scope: !10)
!129 = !{!130, !130, i64 0}
!130 = !{!"long long", !59, i64 0}
!131 = !DILocation(line: 105, column: 3, scope: !10)
!132 = !DILocation(line: 0, scope: !18)
!133 = !DILocation(line: 108, column: 48, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 108, column: 31)
!135 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108, column: 3)
!136 = !{!137, !58, i64 8}
!137 = !{!"Node", !138, i64 0, !58, i64 8}
!138 = !{!"any pointer", !59, i64 0}
!139 = !DILocation(line: 56, column: 22, scope: !140, inlinedAt: !146)
!140 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !141, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !22}
!143 = !{!144, !145}
!144 = !DILocalVariable(name: "n", arg: 1, scope: !140, file: !3, line: 55, type: !22)
!145 = !DILocalVariable(name: "old", scope: !140, file: !3, line: 56, type: !22)
!146 = distinct !DILocation(line: 108, column: 57, scope: !134)
!147 = !DILocation(line: 0, scope: !140, inlinedAt: !146)
!148 = !DILocation(line: 57, column: 3, scope: !140, inlinedAt: !146)
!149 = !DILocation(line: 56, column: 16, scope: !140, inlinedAt: !146)
!150 = !DILocation(line: 58, column: 13, scope: !151, inlinedAt: !146)
!151 = distinct !DILexicalBlock(scope: !140, file: !3, line: 57, column: 6)
!152 = !{!137, !138, i64 0}
!153 = !DILocation(line: 59, column: 13, scope: !140, inlinedAt: !146)
!154 = !DILocation(line: 59, column: 3, scope: !151, inlinedAt: !146)
!155 = distinct !{!155, !148, !156, !109}
!156 = !DILocation(line: 59, column: 95, scope: !140, inlinedAt: !146)
!157 = !DILocation(line: 0, scope: !21)
!158 = !{!138, !138, i64 0}
!159 = !DILocation(line: 110, column: 3, scope: !21)
!160 = !DILocation(line: 111, column: 3, scope: !10)
!161 = !DILocation(line: 112, column: 3, scope: !10)
!162 = !DILocation(line: 110, column: 53, scope: !163)
!163 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110, column: 3)
!164 = !DILocation(line: 110, column: 63, scope: !163)
!165 = !DILocation(line: 110, column: 58, scope: !163)
!166 = !DILocation(line: 110, column: 41, scope: !163)
!167 = distinct !{!167, !159, !168, !109}
!168 = !DILocation(line: 110, column: 63, scope: !21)
!169 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !170, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!13, !13}
!172 = !{!173, !174, !176, !177, !179}
!173 = !DILocalVariable(name: "n", arg: 1, scope: !169, file: !3, line: 22, type: !13)
!174 = !DILocalVariable(name: "buf", scope: !169, file: !3, line: 23, type: !175)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!176 = !DILocalVariable(name: "token", scope: !169, file: !3, line: 24, type: !13)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 26, type: !13)
!178 = distinct !DILexicalBlock(scope: !169, file: !3, line: 26, column: 3)
!179 = !DILocalVariable(name: "inner", scope: !180, file: !3, line: 30, type: !13)
!180 = distinct !DILexicalBlock(scope: !169, file: !3, line: 29, column: 3)
!181 = !DILocation(line: 0, scope: !169)
!182 = !DILocation(line: 23, column: 77, scope: !169)
!183 = !DILocation(line: 23, column: 53, scope: !169)
!184 = !DILocation(line: 25, column: 8, scope: !185)
!185 = distinct !DILexicalBlock(scope: !169, file: !3, line: 25, column: 7)
!186 = !DILocation(line: 25, column: 7, scope: !169)
!187 = !DILocation(line: 0, scope: !178)
!188 = !DILocation(line: 26, column: 21, scope: !189)
!189 = distinct !DILexicalBlock(scope: !178, file: !3, line: 26, column: 3)
!190 = !DILocation(line: 26, column: 3, scope: !178)
!191 = !DILocation(line: 26, column: 26, scope: !189)
!192 = distinct !{!192, !190, !193, !109, !194}
!193 = !DILocation(line: 26, column: 59, scope: !178)
!194 = !{!"llvm.loop.isvectorized", i32 1}
!195 = !DILocalVariable(name: "p", arg: 1, scope: !196, file: !3, line: 20, type: !199)
!196 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !197, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!200 = !{!195}
!201 = !DILocation(line: 0, scope: !196, inlinedAt: !202)
!202 = distinct !DILocation(line: 34, column: 1, scope: !169)
!203 = !DILocation(line: 20, column: 48, scope: !196, inlinedAt: !202)
!204 = !DILocalVariable(name: "p", arg: 1, scope: !205, file: !3, line: 16, type: !208)
!205 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !206, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !209)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !208}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!209 = !{!204}
!210 = !DILocation(line: 0, scope: !205, inlinedAt: !211)
!211 = distinct !DILocation(line: 34, column: 1, scope: !169)
!212 = !DILocation(line: 17, column: 7, scope: !205, inlinedAt: !211)
!213 = !DILocation(line: 27, column: 3, scope: !169)
!214 = !DILocation(line: 27, column: 10, scope: !169)
!215 = !DILocation(line: 28, column: 7, scope: !169)
!216 = !DILocation(line: 26, column: 55, scope: !189)
!217 = !DILocation(line: 26, column: 40, scope: !189)
!218 = !DILocation(line: 26, column: 31, scope: !189)
!219 = !DILocation(line: 26, column: 38, scope: !189)
!220 = distinct !{!220, !190, !193, !109, !194}
!221 = !DILocation(line: 28, column: 21, scope: !222)
!222 = distinct !DILexicalBlock(scope: !169, file: !3, line: 28, column: 7)
!223 = !DILocation(line: 0, scope: !180)
!224 = !DILocation(line: 31, column: 11, scope: !225)
!225 = distinct !DILexicalBlock(scope: !180, file: !3, line: 31, column: 9)
!226 = !DILocation(line: 31, column: 9, scope: !180)
!227 = !DILocation(line: 31, column: 23, scope: !225)
!228 = !DILocation(line: 0, scope: !196, inlinedAt: !229)
!229 = distinct !DILocation(line: 32, column: 3, scope: !169)
!230 = !DILocation(line: 20, column: 48, scope: !196, inlinedAt: !229)
!231 = !DILocation(line: 33, column: 10, scope: !169)
!232 = !DILocation(line: 33, column: 3, scope: !169)
!233 = !DILocation(line: 17, column: 13, scope: !234, inlinedAt: !211)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 17, column: 11)
!235 = distinct !DILexicalBlock(scope: !205, file: !3, line: 17, column: 7)
!236 = !DILocation(line: 17, column: 23, scope: !234, inlinedAt: !211)
!237 = !DILocation(line: 17, column: 39, scope: !234, inlinedAt: !211)
!238 = !DILocation(line: 34, column: 1, scope: !169)
!239 = !DILocation(line: 34, column: 1, scope: !222)
!240 = !DILocation(line: 0, scope: !196, inlinedAt: !241)
!241 = distinct !DILocation(line: 34, column: 1, scope: !169)
!242 = !DILocation(line: 20, column: 48, scope: !196, inlinedAt: !241)
!243 = !DILocation(line: 0, scope: !205, inlinedAt: !244)
!244 = distinct !DILocation(line: 34, column: 1, scope: !169)
!245 = !DILocation(line: 17, column: 13, scope: !234, inlinedAt: !244)
!246 = !DILocation(line: 17, column: 23, scope: !234, inlinedAt: !244)
!247 = !DISubprogram(name: "maybe_unwind", scope: !3, file: !3, line: 12, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !13}
!250 = !{}
