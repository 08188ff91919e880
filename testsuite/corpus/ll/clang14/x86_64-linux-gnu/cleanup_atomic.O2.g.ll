; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !30
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !8
@head = internal global %struct.Node* null, align 8, !dbg !33
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4, !dbg !35
@c11_counter = internal global i32 0, align 4, !dbg !37
@flag = internal global i8 0, align 1, !dbg !40
@lock_word = internal global i32 0, align 4, !dbg !43

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !53
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !54
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !55
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !54
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !56, !tbaa !57
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !61
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
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !125, !srcloc !126
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !127
  %54 = load i64, i64* @wide_counter, align 8, !dbg !128, !tbaa !129
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %53, i64 noundef %54), !dbg !131
  call void @llvm.dbg.value(metadata i64 0, metadata !17, metadata !DIExpression()), !dbg !132
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !dbg !133, !tbaa !136
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !139
  call void @llvm.dbg.value(metadata i64 %56, metadata !145, metadata !DIExpression()), !dbg !147
  br label %57, !dbg !148

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*, !dbg !149
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !145, metadata !DIExpression()), !dbg !147
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 16, !dbg !150, !tbaa !152
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
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 16, !dbg !150, !tbaa !152
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
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 16, !dbg !150, !tbaa !152
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
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 16, !dbg !150, !tbaa !152
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
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %91), !dbg !160
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
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !169 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !173, metadata !DIExpression()), !dbg !181
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1, !dbg !182
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !183
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 10, metadata !176, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %5 = icmp eq i8* %4, null, !dbg !184
  br i1 %5, label %54, label %6, !dbg !186

6:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !177, metadata !DIExpression()), !dbg !187
  %7 = icmp sgt i32 %0, 0, !dbg !188
  br i1 %7, label %8, label %57, !dbg !190

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 16, !dbg !190
  br i1 %9, label %52, label %10, !dbg !190

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967280, !dbg !190
  %12 = add nsw i64 %11, -16, !dbg !190
  %13 = lshr exact i64 %12, 4, !dbg !190
  %14 = add nuw nsw i64 %13, 1, !dbg !190
  %15 = and i64 %14, 1, !dbg !190
  %16 = icmp eq i64 %12, 0, !dbg !190
  br i1 %16, label %43, label %17, !dbg !190

17:                                               ; preds = %10
  %18 = and i64 %14, 2305843009213693950, !dbg !190
  br label %19, !dbg !190

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %35, %19 ], !dbg !191
  %21 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %17 ], [ %36, %19 ], !dbg !192
  %22 = phi i64 [ 0, %17 ], [ %37, %19 ]
  %23 = urem <16 x i32> %21, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !192
  %24 = trunc <16 x i32> %23 to <16 x i8>, !dbg !193
  %25 = add nuw nsw <16 x i8> %24, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !193
  %26 = getelementptr inbounds i8, i8* %4, i64 %20, !dbg !191
  %27 = bitcast i8* %26 to <16 x i8>*, !dbg !194
  store <16 x i8> %25, <16 x i8>* %27, align 1, !dbg !194, !tbaa !90
  %28 = or i64 %20, 16, !dbg !191
  %29 = add <16 x i32> %21, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !192
  %30 = urem <16 x i32> %29, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !192
  %31 = trunc <16 x i32> %30 to <16 x i8>, !dbg !193
  %32 = add nuw nsw <16 x i8> %31, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !193
  %33 = getelementptr inbounds i8, i8* %4, i64 %28, !dbg !191
  %34 = bitcast i8* %33 to <16 x i8>*, !dbg !194
  store <16 x i8> %32, <16 x i8>* %34, align 1, !dbg !194, !tbaa !90
  %35 = add nuw i64 %20, 32, !dbg !191
  %36 = add <16 x i32> %21, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, !dbg !192
  %37 = add i64 %22, 2, !dbg !191
  %38 = icmp eq i64 %37, %18, !dbg !191
  br i1 %38, label %39, label %19, !dbg !191, !llvm.loop !195

39:                                               ; preds = %19
  %40 = urem <16 x i32> %36, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !191
  %41 = trunc <16 x i32> %40 to <16 x i8>, !dbg !191
  %42 = add nuw <16 x i8> %41, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !191
  br label %43, !dbg !191

43:                                               ; preds = %39, %10
  %44 = phi i64 [ 0, %10 ], [ %35, %39 ]
  %45 = phi <16 x i8> [ <i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112>, %10 ], [ %42, %39 ]
  %46 = icmp eq i64 %15, 0, !dbg !191
  br i1 %46, label %50, label %47, !dbg !191

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, i8* %4, i64 %44, !dbg !191
  %49 = bitcast i8* %48 to <16 x i8>*, !dbg !194
  store <16 x i8> %45, <16 x i8>* %49, align 1, !dbg !194, !tbaa !90
  br label %50, !dbg !190

50:                                               ; preds = %43, %47
  %51 = icmp eq i64 %11, %2, !dbg !190
  br i1 %51, label %57, label %52, !dbg !190

52:                                               ; preds = %8, %50
  %53 = phi i64 [ 0, %8 ], [ %11, %50 ]
  br label %59, !dbg !190

54:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !198, metadata !DIExpression()), !dbg !204
  %55 = load i32, i32* @cleanups_run, align 4, !dbg !206, !tbaa !57
  %56 = add nsw i32 %55, 10, !dbg !206
  call void @llvm.dbg.value(metadata i8** undef, metadata !207, metadata !DIExpression()) #6, !dbg !213
  br label %86, !dbg !215

57:                                               ; preds = %59, %50, %6
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %58 = getelementptr inbounds i8, i8* %4, i64 %2, !dbg !216
  store i8 0, i8* %58, align 1, !dbg !217, !tbaa !90
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %68, label %69, !dbg !218

59:                                               ; preds = %52, %59
  %60 = phi i64 [ %66, %59 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !177, metadata !DIExpression()), !dbg !187
  %61 = trunc i64 %60 to i32, !dbg !192
  %62 = urem i32 %61, 26, !dbg !192
  %63 = trunc i32 %62 to i8, !dbg !193
  %64 = add nuw nsw i8 %63, 97, !dbg !193
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %65 = getelementptr inbounds i8, i8* %4, i64 %60, !dbg !219
  store i8 %64, i8* %65, align 1, !dbg !194, !tbaa !90
  %66 = add nuw nsw i64 %60, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %66, metadata !177, metadata !DIExpression()), !dbg !187
  %67 = icmp eq i64 %66, %2, !dbg !188
  br i1 %67, label %57, label %59, !dbg !190, !llvm.loop !220

68:                                               ; preds = %57
  invoke void @maybe_unwind(i32 noundef %0)
          to label %69 unwind label %89, !dbg !222

69:                                               ; preds = %68, %57
  call void @llvm.dbg.value(metadata i32 100, metadata !179, metadata !DIExpression()), !dbg !224
  %70 = icmp sgt i32 %0, 3, !dbg !225
  br i1 %70, label %71, label %76, !dbg !227

71:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %72 = getelementptr inbounds i8, i8* %4, i64 3, !dbg !228
  %73 = load i8, i8* %72, align 1, !dbg !228, !tbaa !90
  call void @llvm.dbg.value(metadata i32* undef, metadata !198, metadata !DIExpression()), !dbg !229
  %74 = load i32, i32* @cleanups_run, align 4, !dbg !231, !tbaa !57
  %75 = add nsw i32 %74, 100, !dbg !231
  store i32 %75, i32* @cleanups_run, align 4, !dbg !231, !tbaa !57
  br label %80

76:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i32* undef, metadata !198, metadata !DIExpression()), !dbg !229
  %77 = load i32, i32* @cleanups_run, align 4, !dbg !231, !tbaa !57
  %78 = add nsw i32 %77, 100, !dbg !231
  store i32 %78, i32* @cleanups_run, align 4, !dbg !231, !tbaa !57
  call void @llvm.dbg.value(metadata i8* %4, metadata !174, metadata !DIExpression()), !dbg !181
  %79 = load i8, i8* %4, align 1, !dbg !232, !tbaa !90
  br label %80, !dbg !233

80:                                               ; preds = %76, %71
  %81 = phi i32 [ %78, %76 ], [ %75, %71 ], !dbg !206
  %82 = phi i8 [ %79, %76 ], [ %73, %71 ]
  %83 = sext i8 %82 to i32, !dbg !181
  call void @llvm.dbg.value(metadata i32* undef, metadata !198, metadata !DIExpression()), !dbg !204
  %84 = add nsw i32 %81, 10, !dbg !206
  store i32 %84, i32* @cleanups_run, align 4, !dbg !206, !tbaa !57
  call void @llvm.dbg.value(metadata i8** undef, metadata !207, metadata !DIExpression()) #6, !dbg !213
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !234
  %85 = add nsw i32 %81, 11, !dbg !237
  br label %86, !dbg !238

86:                                               ; preds = %54, %80
  %87 = phi i32 [ %85, %80 ], [ %56, %54 ], !dbg !181
  %88 = phi i32 [ %83, %80 ], [ -1, %54 ]
  store i32 %87, i32* @cleanups_run, align 4, !dbg !181, !tbaa !57
  ret i32 %88, !dbg !239

89:                                               ; preds = %68
  %90 = landingpad { i8*, i32 }
          cleanup, !dbg !240
  call void @llvm.dbg.value(metadata i32* undef, metadata !198, metadata !DIExpression()), !dbg !241
  %91 = load i32, i32* @cleanups_run, align 4, !dbg !243, !tbaa !57
  %92 = add nsw i32 %91, 10, !dbg !243
  store i32 %92, i32* @cleanups_run, align 4, !dbg !243, !tbaa !57
  call void @llvm.dbg.value(metadata i8** undef, metadata !207, metadata !DIExpression()) #6, !dbg !244
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !246
  %93 = add nsw i32 %91, 11, !dbg !247
  store i32 %93, i32* @cleanups_run, align 4, !dbg !247, !tbaa !57
  resume { i8*, i32 } %90, !dbg !239
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

declare !dbg !248 extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!192 = !DILocation(line: 26, column: 55, scope: !189)
!193 = !DILocation(line: 26, column: 40, scope: !189)
!194 = !DILocation(line: 26, column: 38, scope: !189)
!195 = distinct !{!195, !190, !196, !109, !197}
!196 = !DILocation(line: 26, column: 59, scope: !178)
!197 = !{!"llvm.loop.isvectorized", i32 1}
!198 = !DILocalVariable(name: "p", arg: 1, scope: !199, file: !3, line: 20, type: !202)
!199 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !200, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!203 = !{!198}
!204 = !DILocation(line: 0, scope: !199, inlinedAt: !205)
!205 = distinct !DILocation(line: 34, column: 1, scope: !169)
!206 = !DILocation(line: 20, column: 48, scope: !199, inlinedAt: !205)
!207 = !DILocalVariable(name: "p", arg: 1, scope: !208, file: !3, line: 16, type: !211)
!208 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !209, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !211}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!212 = !{!207}
!213 = !DILocation(line: 0, scope: !208, inlinedAt: !214)
!214 = distinct !DILocation(line: 34, column: 1, scope: !169)
!215 = !DILocation(line: 17, column: 7, scope: !208, inlinedAt: !214)
!216 = !DILocation(line: 27, column: 3, scope: !169)
!217 = !DILocation(line: 27, column: 10, scope: !169)
!218 = !DILocation(line: 28, column: 7, scope: !169)
!219 = !DILocation(line: 26, column: 31, scope: !189)
!220 = distinct !{!220, !190, !196, !109, !221, !197}
!221 = !{!"llvm.loop.unroll.runtime.disable"}
!222 = !DILocation(line: 28, column: 21, scope: !223)
!223 = distinct !DILexicalBlock(scope: !169, file: !3, line: 28, column: 7)
!224 = !DILocation(line: 0, scope: !180)
!225 = !DILocation(line: 31, column: 11, scope: !226)
!226 = distinct !DILexicalBlock(scope: !180, file: !3, line: 31, column: 9)
!227 = !DILocation(line: 31, column: 9, scope: !180)
!228 = !DILocation(line: 31, column: 23, scope: !226)
!229 = !DILocation(line: 0, scope: !199, inlinedAt: !230)
!230 = distinct !DILocation(line: 32, column: 3, scope: !169)
!231 = !DILocation(line: 20, column: 48, scope: !199, inlinedAt: !230)
!232 = !DILocation(line: 33, column: 10, scope: !169)
!233 = !DILocation(line: 33, column: 3, scope: !169)
!234 = !DILocation(line: 17, column: 13, scope: !235, inlinedAt: !214)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 17, column: 11)
!236 = distinct !DILexicalBlock(scope: !208, file: !3, line: 17, column: 7)
!237 = !DILocation(line: 17, column: 23, scope: !235, inlinedAt: !214)
!238 = !DILocation(line: 17, column: 39, scope: !235, inlinedAt: !214)
!239 = !DILocation(line: 34, column: 1, scope: !169)
!240 = !DILocation(line: 34, column: 1, scope: !223)
!241 = !DILocation(line: 0, scope: !199, inlinedAt: !242)
!242 = distinct !DILocation(line: 34, column: 1, scope: !169)
!243 = !DILocation(line: 20, column: 48, scope: !199, inlinedAt: !242)
!244 = !DILocation(line: 0, scope: !208, inlinedAt: !245)
!245 = distinct !DILocation(line: 34, column: 1, scope: !169)
!246 = !DILocation(line: 17, column: 13, scope: !235, inlinedAt: !245)
!247 = !DILocation(line: 17, column: 23, scope: !235, inlinedAt: !245)
!248 = !DISubprogram(name: "maybe_unwind", scope: !3, file: !3, line: 12, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !13}
!251 = !{}
